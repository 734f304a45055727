//===- Passes.cpp - C API: cdna4pipe passes and pipelines -----------------===//
//
// The per-pass functions are generated from the passes' ODS
// (-gen-pass-capi-impl); the pipeline registration is
// registerCDNA4PipePipelines (one registration path for the C API, Python
// and the tools).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe-c/Passes.h"
#include "cdna4pipe/Conversion/Passes.h"
#include "cdna4pipe/Pipelines/Pipelines.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/Pass/Pass.h"

using namespace mlir::cdna4pipe;

#ifdef __cplusplus
extern "C" {
#endif

#include "cdna4pipe/Conversion/Passes.capi.cpp.inc"
#include "cdna4pipe/Transforms/Passes.capi.cpp.inc"

#ifdef __cplusplus
}
#endif

void cdna4pipeRegisterPipelines(MlirDialectRegistry registry) {
  registerCDNA4PipePipelines(*unwrap(registry));
}
