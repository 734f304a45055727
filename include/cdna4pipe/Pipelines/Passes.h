//===- Passes.h - cdna4pipe pipeline passes ---------------------*- C++ -*-===//
//
// Passes that run whole pipelines (Passes.td): cdna4pipe-choose-schedule.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PIPELINES_PASSES_H
#define CDNA4PIPE_PIPELINES_PASSES_H

#include "cdna4pipe/Pipelines/PipelineDefaults.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace cdna4pipe {

#define GEN_PASS_DECL
#include "cdna4pipe/Pipelines/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cdna4pipe/Pipelines/Passes.h.inc"

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PIPELINES_PASSES_H
