//===- Passes.cpp - C API: cdna4pipe passes and pipelines -----------------===//
//
// The per-pass functions are generated from the passes' ODS
// (-gen-pass-capi-impl); the pipeline and "everything" registrations reuse
// lib/Embed's (one registration path for the C API, Python and the tools).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe-c/Passes.h"
#include "cdna4pipe/Conversion/Passes.h"
#include "cdna4pipe/Embed/Embed.h"
#include "cdna4pipe/Pipelines/Pipelines.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/CAPI/Pass.h"
#include "mlir/Pass/Pass.h"

#include <mutex>

using namespace mlir::cdna4pipe;

#ifdef __cplusplus
extern "C" {
#endif

#include "cdna4pipe/Conversion/Passes.capi.cpp.inc"
#include "cdna4pipe/Transforms/Passes.capi.cpp.inc"

#ifdef __cplusplus
}
#endif

void cdna4pipeRegisterPipelines(void) {
  static std::once_flag once;
  std::call_once(once, [] { registerCDNA4PipePipelines(); });
}

void cdna4pipeRegisterEverything(void) { embed::registerEverything(); }
