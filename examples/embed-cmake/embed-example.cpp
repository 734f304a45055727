//===- embed-example.cpp - a tool embedding an installed cdna4pipe --------===//
//
//   embed-example [--tile BMxBNxBK] [--waves W] [PIPELINE]
//
// Generates a Level 0 tile-GEMM kernel with the cdna4pipe generator, runs
// PIPELINE (default: software pipelining, raising and interleaving) in its
// own pass manager, with the cdna4pipe dialect and passes registered the
// way any MLIR-based compiler would, and prints the result.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/GemmGen/GemmGen.h"
#include "cdna4pipe/Transforms/Passes.h"

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
  // Passes on the module, comma-separated (not nested under an op name).
  std::string pipeline = "cdna4pipe-software-pipeline{num-stages=2},"
                         "cdna4pipe-form-stages,cdna4pipe-interleave{stages=4}";
  std::string error;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "--tile" && i + 1 < argc) {
      if (!cdna4pipe::parseGemmTile(argv[++i], cfg, error))
        break;
    } else if (arg == "--waves" && i + 1 < argc) {
      if (llvm::StringRef(argv[++i]).getAsInteger(10, cfg.waves)) {
        error = "--waves wants an integer";
        break;
      }
    } else {
      pipeline = arg.str();
    }
  }
  // The cdna4pipe passes, by name, for parsePassPipeline.
  cdna4pipe::registerCDNA4PipeTransformsPasses();
  DialectRegistry registry;
  registry.insert<cdna4pipe::CDNA4PipeDialect>();
  MLIRContext context(registry);
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
  if (failed(parsePassPipeline(pipeline, pm, llvm::errs())) ||
      failed(pm.run(*module)))
    return 1;
  module->print(llvm::outs());
  return 0;
}
