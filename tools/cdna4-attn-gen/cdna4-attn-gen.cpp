//===- cdna4-attn-gen.cpp - writes a Level 0 gfx950 attention kernel -----===//
//
// Usage: cdna4-attn-gen [--batch B] [--heads H] [--seq N] [--head-dim D]
//                       [--causal] [--scale S] [--block-m BM]
//                       [--block-n BN] [--waves W] [-o FILE]
//
// Writes a module with one gpu.func computing the attention forward pass
// O = softmax(Q K^T * scale) V (bf16 Q, K, V, O stored
// [batch*heads][seq][head_dim]) in upstream dialects, the K/V loop a plain
// scf.for (docs/Attention.md). Shapes the kernel cannot serve are rejected
// with a one-line error and exit code 1. The writer is lib/GemmGen/AttnGen,
// its command line (one option per AttnConfig field)
// lib/GemmGen/WriterMain.cpp.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/GemmGen/WriterMain.h"

int main(int argc, char **argv) {
  return mlir::cdna4pipe::attnGenMain(argc, argv);
}
