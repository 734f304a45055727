//===- cdna4-opt.cpp - cdna4pipe optimizer driver -------------------------===//
//
// mlir-opt with every upstream dialect, extension and pass registered, plus
// the cdna4pipe dialect and passes.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Pipelines/Pipelines.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  // Every upstream and cdna4pipe pass, both pipelines, and every dialect,
  // extension and translation (docs/Embedding.md: the one registration).
  mlir::DialectRegistry registry;
  mlir::cdna4pipe::registerCDNA4PipePipelines(registry);

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "cdna4pipe optimizer driver\n", registry));
}
