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
// with a one-line error and exit code 1. The writer is lib/GemmGen/AttnGen;
// this file only maps command-line options onto an AttnConfig.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/GemmGen/AttnGen.h"

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
/// The command line: one cl::opt per AttnConfig field.
struct GenOptions {
  cl::OptionCategory cat{"cdna4-attn-gen options"};
  cl::opt<int64_t> batch{"batch", cl::desc("batch size"), cl::init(1),
                         cl::cat(cat)};
  cl::opt<int64_t> heads{"heads", cl::desc("attention heads"), cl::init(1),
                         cl::cat(cat)};
  cl::opt<int64_t> seq{"seq", cl::desc("sequence length (queries = keys)"),
                       cl::init(1024), cl::cat(cat)};
  cl::opt<int64_t> headDim{"head-dim", cl::desc("head dimension: 64 or 128"),
                           cl::init(128), cl::cat(cat)};
  cl::opt<bool> causal{"causal",
                       cl::desc("causal mask (query i sees keys 0..i)"),
                       cl::init(false), cl::cat(cat)};
  cl::opt<double> scale{"scale",
                        cl::desc("softmax scale (default 1/sqrt(head-dim))"),
                        cl::init(0), cl::cat(cat)};
  cl::opt<int64_t> blockM{"block-m", cl::desc("query rows per workgroup"),
                          cl::init(128), cl::cat(cat)};
  cl::opt<int64_t> blockN{"block-n",
                          cl::desc("keys per K/V tile (loop iteration)"),
                          cl::init(64), cl::cat(cat)};
  cl::opt<int64_t> waves{"waves", cl::desc("waves (of 64 lanes) per workgroup"),
                         cl::init(4), cl::cat(cat)};
  cl::opt<std::string> output{"o", cl::desc("output file"),
                              cl::value_desc("filename"), cl::init("-"),
                              cl::cat(cat)};

  cdna4pipe::AttnConfig toConfig() const {
    cdna4pipe::AttnConfig cfg;
    cfg.batch = batch;
    cfg.heads = heads;
    cfg.seq = seq;
    cfg.headDim = headDim;
    cfg.causal = causal;
    cfg.scale = scale;
    cfg.blockM = blockM;
    cfg.blockN = blockN;
    cfg.waves = waves;
    return cfg;
  }
};
} // namespace

static int error(const llvm::Twine &msg) {
  llvm::WithColor::error(llvm::errs(), "cdna4-attn-gen") << msg << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  GenOptions opts;
  cl::HideUnrelatedOptions(opts.cat);
  cl::ParseCommandLineOptions(argc, argv,
                              "cdna4-attn-gen: writes a gfx950 attention "
                              "forward kernel as a Level 0 MLIR module\n");
  if (opts.scale.getNumOccurrences() && !(opts.scale > 0))
    return error("--scale must be a positive finite number");
  cdna4pipe::AttnConfig cfg = opts.toConfig();
  std::string message;
  MLIRContext ctx;
  OwningOpRef<ModuleOp> module =
      cdna4pipe::generateAttentionModule(ctx, cfg, message);
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
