//===- Dialects.cpp - C API: the cdna4pipe dialect handle -----------------===//

#include "cdna4pipe-c/Dialects.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/CAPI/Registration.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(CDNA4Pipe, cdna4pipe,
                                      mlir::cdna4pipe::CDNA4PipeDialect)
