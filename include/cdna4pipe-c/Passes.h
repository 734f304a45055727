/*===-- cdna4pipe-c/Passes.h - C API: passes and pipelines ---------*- C
-*-===*\
|*                                                                            *|
|* Per pass (generated from Passes.td by mlir-tblgen -gen-pass-capi-header):  *|
|*   mlirCreateCDNA4PipeTransforms<Pass>() / mlirRegisterCDNA4Pipe...<Pass>() *|
|*   mlirRegisterCDNA4PipeTransformsPasses(), ...ConversionPasses()           *|
|* and, by hand, the one registration the pipelines need:                     *|
|*   cdna4pipeRegisterPipelines(registry)                                     *|
|*     `cdna4pipe-to-gfx950`, `cdna4pipe-to-sm90a` and every pass they name   *|
|*     (process-wide), plus the dialects, to-LLVM interfaces, translations    *|
|*     and target attributes their runs need (into `registry`)                *|
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

/// Registers the pass pipelines `cdna4pipe-to-gfx950` and
/// `cdna4pipe-to-sm90a` (options as in cdna4-opt --help) and every upstream
/// and cdna4pipe pass, for mlirParsePassPipeline /
/// mlirOpPassManagerAddPipeline, and adds to `registry` what a context needs
/// to run them to the end: every dialect (cdna4pipe too), the dialect
/// extensions (to-LLVM interfaces), the LLVM IR translations and the
/// ROCDL / NVVM target attributes. Idempotent and thread-safe. A pipeline
/// that cannot be built makes mlirParsePassPipeline fail with the reason; a
/// run whose output is not LLVM + ROCDL (NVVM) fails with a diagnostic.
/// `cdna4pipe-to-gfx950` chooses its schedule as cdna4pipeCompileModule
/// does (`schedule=auto`, its default: the fastest candidate on the CU
/// model, named in a remark; docs/Compile.md); `schedule=default` or
/// `schedule=pingpong` runs one.
MLIR_CAPI_EXPORTED void
cdna4pipeRegisterPipelines(MlirDialectRegistry registry);

#ifdef __cplusplus
}
#endif

#endif /* CDNA4PIPE_C_PASSES_H */
