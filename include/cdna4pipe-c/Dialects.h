/*===-- cdna4pipe-c/Dialects.h - C API: the cdna4pipe dialect ------*- C
-*-===*\
|*                                                                            *|
|* The dialect handle, in the MLIR-C style:                                   *|
|*                                                                            *|
|*   MlirDialectHandle h = mlirGetDialectHandle__cdna4pipe__();               *|
|*   mlirDialectHandleInsertDialect(h, registry);  (or ...LoadDialect(h, ctx))*|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef CDNA4PIPE_C_DIALECTS_H
#define CDNA4PIPE_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(CDNA4Pipe, cdna4pipe);

#ifdef __cplusplus
}
#endif

#endif /* CDNA4PIPE_C_DIALECTS_H */
