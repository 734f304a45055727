/*===-- cdna4pipe-c/Passes.h - C API: passes and pipelines ---------*- C
-*-===*\
|*                                                                            *|
|* Per pass (generated from Passes.td by mlir-tblgen -gen-pass-capi-header):  *|
|*   mlirCreateCDNA4PipeTransforms<Pass>() / mlirRegisterCDNA4Pipe...<Pass>() *|
|*   mlirRegisterCDNA4PipeTransformsPasses(), ...ConversionPasses()           *|
|* and, by hand:                                                              *|
|*   cdna4pipeRegisterPipelines()  the `cdna4pipe-to-gfx950` pipeline         *|
|*   cdna4pipeRegisterEverything() every upstream and cdna4pipe pass and the  *|
|*                                 pipeline, as cdna4-opt has them            *|
|* Registration is process-wide (MLIR's pass registry); both are idempotent.  *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef CDNA4PIPE_C_PASSES_H
#define CDNA4PIPE_C_PASSES_H

#include "mlir-c/Pass.h"

#ifdef __cplusplus
extern "C" {
#endif

#include "cdna4pipe/Conversion/Passes.capi.h.inc"
#include "cdna4pipe/Transforms/Passes.capi.h.inc"

/// Registers the `cdna4pipe-to-gfx950` pass pipeline (options as in
/// cdna4-opt --help) for mlirParsePassPipeline / mlirOpPassManagerAddPipeline.
MLIR_CAPI_EXPORTED void cdna4pipeRegisterPipelines(void);

/// Registers every pass and pipeline the flow names: upstream passes, the
/// cdna4pipe passes and cdna4pipe-to-gfx950.
MLIR_CAPI_EXPORTED void cdna4pipeRegisterEverything(void);

#ifdef __cplusplus
}
#endif

#endif /* CDNA4PIPE_C_PASSES_H */
