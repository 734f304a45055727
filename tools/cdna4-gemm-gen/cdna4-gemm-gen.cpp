//===- cdna4-gemm-gen.cpp - writes a Level 0 gfx950 tile-GEMM kernel ------===//
//
// Usage: cdna4-gemm-gen [--m M --n N --k K] [--tile BMxBNxBK] [--waves W]
//                       [--dtype bf16|f16|fp8e4m3|fp8e5m2|mxfp8|mxfp4]
//                       [--b-dtype DTYPE] [--c-dtype bf16|f16|f32]
//                       [--swizzle none|xor] [--copy-style dma|register]
//                       [--b-layout nk|kn]
//                       [--target gfx950|sm90a] [--group-m G]
//                       [--schedule pipelined|ws-persistent] [--stages S]
//                       [--sms N] [--epilogue tma|registers]
//                       [-o FILE]
//
// Writes a module with one gpu.func computing C = A * B^T (A: MxK, B: NxK,
// both K-contiguous; or C = A * B with --b-layout kn, B: KxN; fp32
// accumulation) in upstream dialects, in the Level 0
// shape of docs/KernelContract.md. Invalid combinations are rejected with a
// one-line error and exit code 1. The generator is lib/GemmGen, its command
// line (one option per GemmConfig field) lib/GemmGen/WriterMain.cpp.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/GemmGen/WriterMain.h"

int main(int argc, char **argv) {
  return mlir::cdna4pipe::gemmGenMain(argc, argv);
}
