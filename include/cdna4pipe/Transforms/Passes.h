//===- Passes.h - cdna4pipe transformation passes ---------------*- C++ -*-===//

#ifndef CDNA4PIPE_TRANSFORMS_PASSES_H
#define CDNA4PIPE_TRANSFORMS_PASSES_H

#include "cdna4pipe/Analysis/ScheduleVerifier.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace cdna4pipe {

#define GEN_PASS_DECL
#include "cdna4pipe/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cdna4pipe/Transforms/Passes.h.inc"

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_TRANSFORMS_PASSES_H
