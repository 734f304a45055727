//===- cdna4-lsp-server.cpp - MLIR language server with cdna4pipe ---------===//
//
// mlir-lsp-server with every upstream dialect and extension plus the
// cdna4pipe dialect: an editor pointed at it (README, docs/Embedding.md)
// gets diagnostics, hover, go-to-definition and completion on kernels at
// every contract level, cdna4pipe ops included.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<mlir::cdna4pipe::CDNA4PipeDialect>();
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry)) ? 1 : 0;
}
