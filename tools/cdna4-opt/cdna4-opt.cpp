//===- cdna4-opt.cpp - cdna4pipe optimizer driver
//--------------------------===//
//
// mlir-opt with every upstream dialect, extension and pass registered, plus
// the cdna4pipe dialect and passes.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Conversion/Passes.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/Pipelines/Pipelines.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::cdna4pipe::registerCDNA4PipeTransformsPasses();
  mlir::cdna4pipe::registerCDNA4PipeConversionPasses();
  mlir::cdna4pipe::registerCDNA4PipePipelines();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllToLLVMIRTranslations(registry);
  registry.insert<mlir::cdna4pipe::CDNA4PipeDialect>();

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "cdna4pipe optimizer driver\n", registry));
}
