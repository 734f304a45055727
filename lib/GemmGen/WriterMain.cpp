//===- WriterMain.cpp - command lines of the kernel writers ---------------===//
//
// One options struct per writer, each cl::opt bound (cl::location) to the
// config field it sets, so the config's own defaults are the tools' defaults
// and nothing is copied field by field; and one run for both writers.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/GemmGen/WriterMain.h"

#include "cdna4pipe/GemmGen/AttnGen.h"
#include "cdna4pipe/GemmGen/GemmGen.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
namespace cl = llvm::cl;

namespace {
/// What every writer's command line has: its category (the only one --help
/// lists) and -o.
struct WriterOptions {
  explicit WriterOptions(const char *tool)
      : tool(tool), catName((llvm::Twine(tool) + " options").str()),
        cat(catName) {}
  virtual ~WriterOptions() = default;
  /// The module the options ask for; null with `error` set otherwise.
  virtual OwningOpRef<ModuleOp> generate(MLIRContext &ctx,
                                         std::string &error) = 0;

  const char *tool;
  std::string catName; // cl::OptionCategory keeps a StringRef to it
  cl::OptionCategory cat;
  cl::opt<std::string> output{"o", cl::desc("output file"),
                              cl::value_desc("filename"), cl::init("-"),
                              cl::cat(cat)};
};

template <typename T> using field = cl::opt<T, /*ExternalStorage=*/true>;

/// cdna4-gemm-gen: one option per GemmConfig field (--tile sets three).
struct GemmGenOptions final : WriterOptions {
  GemmGenOptions() : WriterOptions("cdna4-gemm-gen") {}
  OwningOpRef<ModuleOp> generate(MLIRContext &ctx,
                                 std::string &error) override {
    if (!parseGemmTile(tile, cfg, error))
      return nullptr;
    return generateGemmModule(ctx, cfg, error);
  }

  GemmConfig cfg;
  field<int64_t> m{"m", cl::desc("rows of A and C"), cl::location(cfg.m),
                   cl::cat(cat)};
  field<int64_t> n{"n", cl::desc("rows of B, columns of C"),
                   cl::location(cfg.n), cl::cat(cat)};
  field<int64_t> k{"k", cl::desc("reduction size"), cl::location(cfg.k),
                   cl::cat(cat)};
  cl::opt<std::string> tile{"tile", cl::desc("workgroup tile BMxBNxBK"),
                            cl::init("256x256x64"), cl::cat(cat)};
  field<int64_t> waves{"waves", cl::desc("waves (of 64 lanes) per workgroup"),
                       cl::location(cfg.waves), cl::cat(cat)};
  field<std::string> dtype{
      "dtype",
      cl::desc("A (and B) element type: bf16|f16|fp8e4m3|fp8e5m2|mxfp8|mxfp4 "
               "(MX: FP8 E4M3 or packed FP4 pairs with E8M0 block scales as "
               "two more arguments)"),
      cl::location(cfg.dtype), cl::cat(cat)};
  field<std::string> bDtype{
      "b-dtype",
      cl::desc("B element type (default: --dtype; FP8 formats may differ, "
               "and so may mxfp8 and mxfp4)"),
      cl::location(cfg.bDtype), cl::cat(cat)};
  field<std::string> cDtype{
      "c-dtype",
      cl::desc("C element type: bf16|f16|f32 (default: --dtype, bf16 for FP8)"),
      cl::location(cfg.cDtype), cl::cat(cat)};
  field<std::string> swizzle{"swizzle", cl::desc("LDS layout: none|xor"),
                             cl::location(cfg.swizzle), cl::cat(cat)};
  field<std::string> bLayout{
      "b-layout",
      cl::desc("gfx950: how B is stored: nk (N x K, C = A * B^T) | kn (K x N, "
               "C = A * B; its MFMA operand read with ds_read_b64_tr_b16)"),
      cl::location(cfg.bLayout), cl::cat(cat)};
  field<std::string> aLayout{
      "a-layout",
      cl::desc(
          "gfx950: how A is stored: mk (M x K) | km (K x M, C = A^T * "
          "B^T or A^T * B; its MFMA operand read with ds_read_b64_tr_b16)"),
      cl::location(cfg.aLayout), cl::cat(cat)};
  field<std::string> copyStyle{
      "copy-style",
      cl::desc("G2S copies: dma (amdgpu.gather_to_lds, bare barriers) or "
               "register (global vector.load -> vector.store into LDS, "
               "gpu.barrier: the front-end form cdna4pipe-lds-dma rewrites)"),
      cl::location(cfg.copyStyle), cl::cat(cat)};
  field<std::string> target{
      "target",
      cl::desc("gfx950 (AMD CDNA4, C = A * B^T) | sm90a (NVIDIA Hopper: "
               "TMA + wgmma, C = A * B with B KxN; --waves and "
               "--swizzle do not apply)"),
      cl::location(cfg.target), cl::cat(cat)};
  field<bool> dualB{
      "dual-b",
      cl::desc("dual dot (gated MLP / SwiGLU, gfx950): C1 = A*B1^T and C2 = "
               "A*B2^T in one K-loop sharing A; --tile's BN is each dot's "
               "tile, B1/B2 (and C1/C2) interleaved per BN-tile in B (and "
               "C), each with its own LDS buffer and accumulators"),
      cl::location(cfg.dualB), cl::cat(cat)};
  field<bool> dynamic{
      "dynamic",
      cl::desc("gfx950: A, B, C as memref<?x?x..>, M, N, K read at run time "
               "(one kernel for every problem; the edge guards of a partial "
               "tile; the kernel takes each operand's sizes as i32 arguments "
               "after its pointers, docs/KernelContract.md); --m/--n/--k "
               "only bound the checks"),
      cl::location(cfg.dynamic), cl::cat(cat)};
  field<int64_t> groupM{
      "group-m",
      cl::desc("sm90a block order: 1 row-major; G > 1 grouped (consecutive "
               "blocks cover G tile rows, then the next tile column)"),
      cl::location(cfg.groupM), cl::cat(cat)};
  field<std::string> schedule{
      "schedule",
      cl::desc("sm90a schedule: ws-persistent (default: a producer warp, "
               "consumer warpgroups, persistent grid; see docs/Hopper.md) | "
               "pipelined (the plain K-loop that cdna4-compile --num-stages "
               "pipelines)"),
      cl::location(cfg.schedule), cl::cat(cat)};
  field<int64_t> stages{
      "stages",
      cl::desc("sm90a ws-persistent: shared-memory slots, 2..4 (default: "
               "the most that fit)"),
      cl::location(cfg.stages), cl::cat(cat)};
  field<int64_t> sms{
      "sms",
      cl::desc("sm90a ws-persistent: the GPU's SMs (default 132, H100 "
               "SXM); the persistent grid is the fewest blocks that walk the "
               "tiles in as many rounds"),
      cl::location(cfg.sms), cl::cat(cat)};
  field<std::string> epilogue{
      "epilogue",
      cl::desc("sm90a ws-persistent: how C is stored: tma (each consumer "
               "warpgroup stages its rows in shared memory, TMA stores them "
               "under the next tile's main loop; C is passed as a tensor "
               "map) | registers (every thread stores its accumulators)"),
      cl::location(cfg.epilogue), cl::cat(cat)};
};

/// cdna4-attn-gen: one option per AttnConfig field.
struct AttnGenOptions final : WriterOptions {
  AttnGenOptions() : WriterOptions("cdna4-attn-gen") {}
  OwningOpRef<ModuleOp> generate(MLIRContext &ctx,
                                 std::string &error) override {
    // 0 is the config's "1/sqrt(head-dim)", not a value to ask for.
    if (scale.getNumOccurrences() && !(cfg.scale > 0)) {
      error = "--scale must be a positive finite number";
      return nullptr;
    }
    return generateAttentionModule(ctx, cfg, error);
  }

  AttnConfig cfg;
  field<int64_t> batch{"batch", cl::desc("batch size"), cl::location(cfg.batch),
                       cl::cat(cat)};
  field<int64_t> heads{"heads", cl::desc("attention heads"),
                       cl::location(cfg.heads), cl::cat(cat)};
  field<int64_t> seq{"seq", cl::desc("sequence length (queries = keys)"),
                     cl::location(cfg.seq), cl::cat(cat)};
  field<int64_t> headDim{"head-dim", cl::desc("head dimension: 64 or 128"),
                         cl::location(cfg.headDim), cl::cat(cat)};
  field<bool> causal{"causal", cl::desc("causal mask (query i sees keys 0..i)"),
                     cl::location(cfg.causal), cl::cat(cat)};
  field<double> scale{"scale",
                      cl::desc("softmax scale (default 1/sqrt(head-dim))"),
                      cl::location(cfg.scale), cl::cat(cat)};
  field<int64_t> blockM{"block-m", cl::desc("query rows per workgroup"),
                        cl::location(cfg.blockM), cl::cat(cat)};
  field<int64_t> blockN{"block-n",
                        cl::desc("keys per K/V tile (loop iteration)"),
                        cl::location(cfg.blockN), cl::cat(cat)};
  field<int64_t> waves{"waves", cl::desc("waves (of 64 lanes) per workgroup"),
                       cl::location(cfg.waves), cl::cat(cat)};
};

/// Both writers' run: parse, generate, print to -o.
int writerMain(int argc, char **argv, const char *overview,
               WriterOptions &opts) {
  auto fail = [&](const llvm::Twine &msg) {
    llvm::WithColor::error(llvm::errs(), opts.tool) << msg << "\n";
    return 1;
  };
  cl::HideUnrelatedOptions(opts.cat);
  cl::ParseCommandLineOptions(argc, argv, overview);
  std::string message;
  MLIRContext ctx;
  OwningOpRef<ModuleOp> module = opts.generate(ctx, message);
  if (!module)
    return fail(message);
  auto output = openOutputFile(opts.output, &message);
  if (!output)
    return fail(message);
  module->print(output->os());
  output->os() << "\n";
  output->keep();
  return 0;
}
} // namespace

int mlir::cdna4pipe::gemmGenMain(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  GemmGenOptions opts;
  return writerMain(argc, argv,
                    "cdna4-gemm-gen: writes a gfx950 tile-GEMM kernel (C = A "
                    "* B^T) as a Level 0 MLIR module\n",
                    opts);
}

int mlir::cdna4pipe::attnGenMain(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  AttnGenOptions opts;
  return writerMain(argc, argv,
                    "cdna4-attn-gen: writes a gfx950 attention forward "
                    "kernel as a Level 0 MLIR module\n",
                    opts);
}
