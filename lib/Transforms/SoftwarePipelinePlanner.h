//===- SoftwarePipelinePlanner.h - software pipeline plans ------*- C++ -*-===//
//
// The planning half of cdna4pipe-software-pipeline
// (lib/Transforms/SoftwarePipelinePlanner.cpp): which ops of a K-loop body
// run in which stage, the copies, the copied buffers and the checks that
// make expanding the plan sound. SoftwarePipeline.cpp expands it.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_TRANSFORMS_SOFTWAREPIPELINEPLANNER_H
#define CDNA4PIPE_TRANSFORMS_SOFTWAREPIPELINEPLANNER_H

#include "cdna4pipe/Transforms/PipelineTarget.h"

#include "llvm/ADT/StringRef.h"

namespace mlir {
class Operation;
namespace cdna4pipe {

/// Manual plan attributes on body ops (they override the planner; the
/// expansion removes them): the op's stage and its order key.
constexpr llvm::StringLiteral kStageAttr = "cdna4pipe.stage";
constexpr llvm::StringLiteral kOrderAttr = "cdna4pipe.order";

/// Pure ops without regions are rematerialised in every stage that uses them
/// (index arithmetic shared by copies and reads); everything else, and any op
/// carrying a manual stage or order, is an anchor with exactly one stage.
bool isClonable(Operation *op);

/// What planning a loop came to.
enum class PipelinePlanVerdict {
  Ok,    ///< `plan` is filled in: expand it.
  Skip,  ///< Left as written (a remark at the loop or op says why).
  Error, ///< A wrong manual plan or bounds (an error was emitted).
};

/// Plans the software pipeline of `plan.loop` into `plan`, whose loop,
/// numStages and the sm90a flags the caller sets.
PipelinePlanVerdict planSoftwarePipeline(PipelinePlan &plan,
                                         const PipelineTarget &target);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_TRANSFORMS_SOFTWAREPIPELINEPLANNER_H
