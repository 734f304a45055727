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
// one-line error and exit code 1. The generator is lib/GemmGen; this file
// only maps command-line options onto a GemmConfig.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/GemmGen/GemmGen.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace cl = llvm::cl;

namespace {
/// The command line: one cl::opt per GemmConfig field. A new option is one
/// member here and one line in toConfig.
struct GenOptions {
  cl::OptionCategory cat{"cdna4-gemm-gen options"};
  cl::opt<int64_t> m{"m", cl::desc("rows of A and C"), cl::init(8192),
                     cl::cat(cat)};
  cl::opt<int64_t> n{"n", cl::desc("rows of B, columns of C"), cl::init(8192),
                     cl::cat(cat)};
  cl::opt<int64_t> k{"k", cl::desc("reduction size"), cl::init(8192),
                     cl::cat(cat)};
  cl::opt<std::string> tile{"tile", cl::desc("workgroup tile BMxBNxBK"),
                            cl::init("256x256x64"), cl::cat(cat)};
  cl::opt<int64_t> waves{"waves", cl::desc("waves (of 64 lanes) per workgroup"),
                         cl::init(8), cl::cat(cat)};
  cl::opt<std::string> dtype{
      "dtype",
      cl::desc("A (and B) element type: bf16|f16|fp8e4m3|fp8e5m2|mxfp8|mxfp4 "
               "(MX: FP8 E4M3 or packed FP4 pairs with E8M0 block scales as "
               "two more arguments)"),
      cl::init("bf16"), cl::cat(cat)};
  cl::opt<std::string> bDtype{
      "b-dtype",
      cl::desc("B element type (default: --dtype; FP8 formats may differ, "
               "and so may mxfp8 and mxfp4)"),
      cl::init(""), cl::cat(cat)};
  cl::opt<std::string> cDtype{
      "c-dtype",
      cl::desc("C element type: bf16|f16|f32 (default: --dtype, bf16 for FP8)"),
      cl::init(""), cl::cat(cat)};
  cl::opt<std::string> swizzle{"swizzle", cl::desc("LDS layout: none|xor"),
                               cl::init("xor"), cl::cat(cat)};
  cl::opt<std::string> bLayout{
      "b-layout",
      cl::desc("gfx950: how B is stored: nk (N x K, C = A * B^T) | kn (K x N, "
               "C = A * B; its MFMA operand read with ds_read_b64_tr_b16)"),
      cl::init("nk"), cl::cat(cat)};
  cl::opt<std::string> aLayout{
      "a-layout",
      cl::desc(
          "gfx950: how A is stored: mk (M x K) | km (K x M, C = A^T * "
          "B^T or A^T * B; its MFMA operand read with ds_read_b64_tr_b16)"),
      cl::init("mk"), cl::cat(cat)};
  cl::opt<std::string> copyStyle{
      "copy-style",
      cl::desc("G2S copies: dma (amdgpu.gather_to_lds, bare barriers) or "
               "register (global vector.load -> vector.store into LDS, "
               "gpu.barrier: the front-end form cdna4pipe-lds-dma rewrites)"),
      cl::init("dma"), cl::cat(cat)};
  cl::opt<std::string> target{
      "target",
      cl::desc("gfx950 (AMD CDNA4, C = A * B^T) | sm90a (NVIDIA Hopper: "
               "TMA + wgmma, C = A * B with B KxN; --waves and "
               "--swizzle do not apply)"),
      cl::init("gfx950"), cl::cat(cat)};
  cl::opt<bool> dualB{
      "dual-b",
      cl::desc("dual dot (gated MLP / SwiGLU, gfx950): C1 = A*B1^T and C2 = "
               "A*B2^T in one K-loop sharing A; --tile's BN is each dot's "
               "tile, B1/B2 (and C1/C2) interleaved per BN-tile in B (and "
               "C), each with its own LDS buffer and accumulators"),
      cl::init(false), cl::cat(cat)};
  cl::opt<int64_t> groupM{
      "group-m",
      cl::desc("sm90a block order: 1 row-major; G > 1 grouped (consecutive "
               "blocks cover G tile rows, then the next tile column)"),
      cl::init(1), cl::cat(cat)};
  cl::opt<std::string> schedule{
      "schedule",
      cl::desc("sm90a schedule: ws-persistent (default: a producer warp, "
               "consumer warpgroups, persistent grid; see docs/Hopper.md) | "
               "pipelined (the plain K-loop that cdna4-compile --num-stages "
               "pipelines)"),
      cl::init(""), cl::cat(cat)};
  cl::opt<int64_t> stages{
      "stages",
      cl::desc("sm90a ws-persistent: shared-memory slots, 2..4 (default: "
               "the most that fit)"),
      cl::init(0), cl::cat(cat)};
  cl::opt<int64_t> sms{
      "sms",
      cl::desc("sm90a ws-persistent: the GPU's SMs (default 132, H100 "
               "SXM); the persistent grid is the fewest blocks that walk the "
               "tiles in as many rounds"),
      cl::init(132), cl::cat(cat)};
  cl::opt<std::string> epilogue{
      "epilogue",
      cl::desc("sm90a ws-persistent: how C is stored: tma (each consumer "
               "warpgroup stages its rows in shared memory, TMA stores them "
               "under the next tile's main loop; C is passed as a tensor "
               "map) | registers (every thread stores its accumulators)"),
      cl::init(""), cl::cat(cat)};
  cl::opt<std::string> output{"o", cl::desc("output file"),
                              cl::value_desc("filename"), cl::init("-"),
                              cl::cat(cat)};

  /// The config these options ask for; false (with `error`) on a bad value.
  bool toConfig(cdna4pipe::GemmConfig &cfg, std::string &error) const {
    if (!cdna4pipe::parseGemmTile(tile, cfg, error))
      return false;
    cfg.m = m;
    cfg.n = n;
    cfg.k = k;
    cfg.waves = waves;
    cfg.dtype = dtype;
    cfg.bDtype = bDtype;
    cfg.cDtype = cDtype;
    cfg.swizzle = swizzle;
    cfg.bLayout = bLayout;
    cfg.aLayout = aLayout;
    cfg.copyStyle = copyStyle;
    cfg.target = target;
    cfg.dualB = dualB;
    cfg.groupM = groupM;
    cfg.schedule = schedule;
    cfg.stages = stages;
    cfg.sms = sms;
    cfg.epilogue = epilogue;
    return true;
  }
};
} // namespace

static int error(const llvm::Twine &msg) {
  llvm::WithColor::error(llvm::errs(), "cdna4-gemm-gen") << msg << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  GenOptions opts;
  cl::HideUnrelatedOptions(opts.cat);
  cl::ParseCommandLineOptions(
      argc, argv,
      "cdna4-gemm-gen: writes a gfx950 tile-GEMM kernel (C = A * B^T) as a "
      "Level 0 MLIR module\n");

  cdna4pipe::GemmConfig cfg;
  std::string message;
  if (!opts.toConfig(cfg, message))
    return error(message);
  MLIRContext ctx;
  OwningOpRef<ModuleOp> module =
      cdna4pipe::generateGemmModule(ctx, cfg, message);
  if (!module)
    return error(message);

  auto output = openOutputFile(opts.output, &message);
  if (!output)
    return error(message);
  module->print(output->os());
  output->os() << "\n";
  output->keep();
  return 0;
}
