/*===-- cdna4pipe-c/Compile.h - C API: the whole gfx950 flow -------*- C
-*-===*\
|*                                                                            *|
|* One call runs what cdna4-compile runs: the cdna4pipe-to-gfx950 pipeline    *|
|* from the level the kernel is at, LLVM translation and -O, gfx950 codegen,  *|
|* the code-object link, and the schedule report read off the assembly.       *|
|*                                                                            *|
|*   Cdna4pipeCompileOptions o = cdna4pipeCompileOptionsGetDefault();         *|
|*   o.report = true;                                                         *|
|*   Cdna4pipeCompileResult r = cdna4pipeCompileModule(module, &o);           *|
|*   if (!cdna4pipeCompileResultSucceeded(r))                                 *|
|*     fputs(cdna4pipeCompileResultGetDiagnostics(r).data, stderr);           *|
|*   cdna4pipeCompileResultDestroy(r);                                        *|
|*                                                                            *|
|* The flow runs in its own context on a printed copy of the module (with its *|
|* locations): the caller's module is not changed, and its context needs only *|
|* the dialects the module uses. The strings a result hands out are valid     *|
|* until it is destroyed, and NUL-terminated.                                 *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef CDNA4PIPE_C_COMPILE_H
#define CDNA4PIPE_C_COMPILE_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The version of Cdna4pipeCompileOptions this header declares.
#define CDNA4PIPE_COMPILE_OPTIONS_VERSION 2

/// The options of cdna4-compile (docs/Compile.md), every one of them: the
/// command line's -o and --report become the artifacts asked for. Get them
/// from cdna4pipeCompileOptionsGetDefault(), which fills in structSize and
/// version for the header the caller is compiled with; the library rejects
/// options of another layout (in the result's diagnostics). Strings need
/// not be NUL-terminated. Errors name these fields (`numStages=9 is out of
/// range ...`).
typedef struct Cdna4pipeCompileOptions {
  size_t structSize;             /* sizeof(Cdna4pipeCompileOptions) */
  unsigned version;              /* CDNA4PIPE_COMPILE_OPTIONS_VERSION */
  MlirStringRef arch;            /* "gfx950" | "sm_90a" */
  unsigned numStages;            /* LDS slots per operand, 1..4 */
  unsigned interleaveStages;     /* cdna4pipe.stage regions per K-tile */
  MlirStringRef waitGranularity; /* "stage" | "iteration" */
  MlirStringRef prefetch;        /* "auto" | "1" | "2" */
  MlirStringRef decomposition;   /* "auto" | "k-major" | "n-major" |
                                    "quadrant" */
  MlirStringRef schedule;        /* "default" | "pingpong" */
  MlirStringRef inputLevel;      /* "auto" | "0" .. "4" */
  bool verifySchedule;           /* run the schedule verifier */
  MlirStringRef copyKind;        /* g2s lowering: "buffer" | "global" */
  bool aliasScopes;              /* alias scopes on LDS DMAs and reads */
  MlirStringRef barrier;         /* barrier lowering: "bare" | "fenced" */
  unsigned optLevel;             /* LLVM -O, 0..3 */
  MlirStringRef ldLld;           /* linker for code objects; "" = search */
  /* Artifacts (none: the flow runs for its diagnostics alone). */
  bool emitMlir;     /* the final LLVM + ROCDL (NVVM) module */
  bool emitLlvmIR;   /* LLVM IR after -O (gfx950) */
  bool emitAssembly; /* gfx950 assembly; PTX for sm_90a */
  bool emitObject;   /* a linked code object (.hsaco), assembled from the
                        returned assembly (gfx950) */
  bool report;       /* the schedule report (implies the assembly; gfx950) */
} Cdna4pipeCompileOptions;

/// An opaque handle, as MLIR-C's handles are.
typedef struct Cdna4pipeCompileResult {
  void *ptr;
} Cdna4pipeCompileResult;

MLIR_CAPI_EXPORTED Cdna4pipeCompileOptions
cdna4pipeCompileOptionsGetDefault(void);

/// Runs the flow on `module` (not modified).
MLIR_CAPI_EXPORTED Cdna4pipeCompileResult cdna4pipeCompileModule(
    MlirModule module, const Cdna4pipeCompileOptions *options);

/// Runs the flow on a kernel given as text; diagnostics point into it
/// (as "<kernel>:LINE:COL").
MLIR_CAPI_EXPORTED Cdna4pipeCompileResult cdna4pipeCompileText(
    MlirStringRef text, const Cdna4pipeCompileOptions *options);

MLIR_CAPI_EXPORTED bool
cdna4pipeCompileResultSucceeded(Cdna4pipeCompileResult result);
/// Every diagnostic of the run with its location, one per line; a rejected
/// option is named by its field here. Nothing is printed to stderr.
MLIR_CAPI_EXPORTED MlirStringRef
cdna4pipeCompileResultGetDiagnostics(Cdna4pipeCompileResult result);
/// The input's contract level (0..4) as detected or given.
MLIR_CAPI_EXPORTED unsigned
cdna4pipeCompileResultGetInputLevel(Cdna4pipeCompileResult result);
/// The artifacts asked for (empty otherwise).
MLIR_CAPI_EXPORTED MlirStringRef
cdna4pipeCompileResultGetMlir(Cdna4pipeCompileResult result);
MLIR_CAPI_EXPORTED MlirStringRef
cdna4pipeCompileResultGetLLVMIR(Cdna4pipeCompileResult result);
MLIR_CAPI_EXPORTED MlirStringRef
cdna4pipeCompileResultGetAssembly(Cdna4pipeCompileResult result);
/// The code object's bytes (`length` of them; not NUL-terminated text): the
/// returned assembly, assembled and linked, so the report describes it.
MLIR_CAPI_EXPORTED MlirStringRef
cdna4pipeCompileResultGetObject(Cdna4pipeCompileResult result);
/// The schedule report, in cdna4-compile --report's format.
MLIR_CAPI_EXPORTED MlirStringRef
cdna4pipeCompileResultGetReport(Cdna4pipeCompileResult result);

MLIR_CAPI_EXPORTED void
cdna4pipeCompileResultDestroy(Cdna4pipeCompileResult result);

#ifdef __cplusplus
}
#endif

#endif /* CDNA4PIPE_C_COMPILE_H */
