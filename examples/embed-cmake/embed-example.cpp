//===- embed-example.cpp - a tool embedding an installed cdna4pipe --------===//
//
//   embed-example [--target gfx950|sm90a] [--tile BMxBNxBK] [--waves W]
//                 [--incomplete-registry] [PIPELINE]
//
// Generates a Level 0 tile-GEMM kernel with the cdna4pipe generator, runs
// PIPELINE in its own pass manager and prints the result. PIPELINE is a
// pass list on the module (default: cdna4pipe-to-gfx950, or
// cdna4pipe-to-sm90a for --target sm90a). Registration is the documented
// one (docs/Embedding.md): registerCDNA4PipePipelines(registry), and a
// context on that registry.
//
// --incomplete-registry builds the context on the cdna4pipe dialect alone
// (the passes are registered, the dialects' to-LLVM interfaces are not): a
// pipeline then fails with a diagnostic instead of printing a half-lowered
// module.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/GemmGen/GemmGen.h"
#include "cdna4pipe/Pipelines/Pipelines.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

using namespace mlir;

int main(int argc, char **argv) {
  cdna4pipe::GemmConfig cfg;
  std::string pipeline, error;
  bool incomplete = false;
  for (int i = 1; i < argc && error.empty(); ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "--tile" && i + 1 < argc) {
      cdna4pipe::parseGemmTile(argv[++i], cfg, error);
    } else if (arg == "--waves" && i + 1 < argc) {
      if (llvm::StringRef(argv[++i]).getAsInteger(10, cfg.waves))
        error = "--waves wants an integer";
    } else if (arg == "--target" && i + 1 < argc) {
      cfg.target = argv[++i];
    } else if (arg == "--incomplete-registry") {
      incomplete = true;
    } else {
      pipeline = arg.str();
    }
  }
  if (pipeline.empty())
    pipeline =
        cfg.target == "sm90a" ? "cdna4pipe-to-sm90a" : "cdna4pipe-to-gfx950";

  // The one registration: both pipelines and every pass they name, and into
  // `registry` what a context needs to run them.
  DialectRegistry registry;
  cdna4pipe::registerCDNA4PipePipelines(registry);
  DialectRegistry dialectOnly;
  dialectOnly.insert<cdna4pipe::CDNA4PipeDialect>();
  MLIRContext context(incomplete ? dialectOnly : registry);
  // Every diagnostic (the passes explain skipped loops with remarks).
  ScopedDiagnosticHandler printAll(&context, [](Diagnostic &diag) {
    llvm::errs() << diag.getLocation() << ": " << diag << "\n";
    return success();
  });
  OwningOpRef<ModuleOp> module;
  if (error.empty())
    module = cdna4pipe::generateGemmModule(context, cfg, error);
  if (!module) {
    llvm::errs() << "embed-example: " << error << "\n";
    return 1;
  }
  PassManager pm(&context);
  if (failed(parsePassPipeline(pipeline, pm, llvm::errs())))
    return 1;
  if (failed(pm.run(*module))) {
    llvm::errs() << "embed-example: " << pipeline << " failed\n";
    return 1;
  }
  module->print(llvm::outs());
  return 0;
}
