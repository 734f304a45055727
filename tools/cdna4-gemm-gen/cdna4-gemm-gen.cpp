//===- cdna4-gemm-gen.cpp - writes a Level 0 gfx950 tile-GEMM kernel ------===//
//
// Usage: cdna4-gemm-gen [--m M --n N --k K] [--tile BMxBNxBK] [--waves W]
//                       [--dtype bf16|f16] [--c-dtype bf16|f16|f32]
//                       [--swizzle none|xor] [-o FILE]
//
// Writes a module with one gpu.func computing C = A * B^T (A: MxK, B: NxK,
// both K-contiguous; fp32 accumulation) in upstream dialects, in the Level 0
// shape of docs/KernelContract.md. Invalid combinations are rejected with a
// one-line error and exit code 1.
//
//===----------------------------------------------------------------------===//

#include "GemmGen.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory genCat("cdna4-gemm-gen options");
static cl::opt<int64_t> optM("m", cl::desc("rows of A and C"), cl::init(8192),
                             cl::cat(genCat));
static cl::opt<int64_t> optN("n", cl::desc("rows of B, columns of C"),
                             cl::init(8192), cl::cat(genCat));
static cl::opt<int64_t> optK("k", cl::desc("reduction size"), cl::init(8192),
                             cl::cat(genCat));
static cl::opt<std::string> optTile("tile", cl::desc("workgroup tile BMxBNxBK"),
                                    cl::init("256x256x64"), cl::cat(genCat));
static cl::opt<int64_t> optWaves("waves",
                                 cl::desc("waves (of 64 lanes) per workgroup"),
                                 cl::init(8), cl::cat(genCat));
static cl::opt<std::string> optDtype("dtype",
                                     cl::desc("A/B element type: bf16|f16"),
                                     cl::init("bf16"), cl::cat(genCat));
static cl::opt<std::string>
    optCDtype("c-dtype",
              cl::desc("C element type: bf16|f16|f32 (default: --dtype)"),
              cl::init(""), cl::cat(genCat));
static cl::opt<std::string> optSwizzle("swizzle",
                                       cl::desc("LDS layout: none|xor"),
                                       cl::init("xor"), cl::cat(genCat));
static cl::opt<std::string> optOutput("o", cl::desc("output file"),
                                      cl::value_desc("filename"), cl::init("-"),
                                      cl::cat(genCat));

static int error(const llvm::Twine &msg) {
  llvm::WithColor::error(llvm::errs(), "cdna4-gemm-gen") << msg << "\n";
  return 1;
}

/// Parses "BMxBNxBK" into three positive integers.
static bool parseTile(llvm::StringRef text, int64_t (&out)[3]) {
  llvm::SmallVector<llvm::StringRef, 3> parts;
  text.split(parts, 'x');
  if (parts.size() != 3)
    return false;
  for (int i = 0; i < 3; ++i)
    if (parts[i].getAsInteger(10, out[i]) || out[i] <= 0)
      return false;
  return true;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(genCat);
  cl::ParseCommandLineOptions(
      argc, argv,
      "cdna4-gemm-gen: writes a gfx950 tile-GEMM kernel (C = A * B^T) as a "
      "Level 0 MLIR module\n");

  cdna4pipe::GemmConfig cfg;
  int64_t tile[3];
  if (!parseTile(optTile, tile))
    return error("--tile must be BMxBNxBK with positive integers, got '" +
                 optTile + "'");
  cfg.m = optM;
  cfg.n = optN;
  cfg.k = optK;
  cfg.tileM = tile[0];
  cfg.tileN = tile[1];
  cfg.tileK = tile[2];
  cfg.waves = optWaves;
  cfg.dtype = optDtype;
  cfg.cDtype = optCDtype;
  cfg.swizzle = optSwizzle;

  cdna4pipe::GemmPlan plan;
  std::string message;
  if (!cdna4pipe::planGemm(cfg, plan, message))
    return error(message);

  MLIRContext ctx;
  cdna4pipe::loadGemmDialects(ctx);
  OwningOpRef<ModuleOp> module = cdna4pipe::buildGemmModule(ctx, cfg, plan);
  if (failed(verify(*module)))
    return error("internal error: the generated module does not verify");

  std::string errorMessage;
  auto output = openOutputFile(optOutput, &errorMessage);
  if (!output)
    return error(errorMessage);
  module->print(output->os());
  output->os() << "\n";
  output->keep();
  return 0;
}
