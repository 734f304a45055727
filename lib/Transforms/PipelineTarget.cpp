//===- PipelineTarget.cpp - choosing the software-pipeline target ---------===//

#include "cdna4pipe/Transforms/PipelineTarget.h"

#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

PipelineTarget::~PipelineTarget() = default;

const PipelineTarget *mlir::cdna4pipe::getPipelineTarget(scf::ForOp loop) {
  // TMA copies make a Hopper loop; everything else is planned for gfx950
  // (whose planner explains, with a remark, a loop without its copies).
  for (Operation &op : loop.getBody()->without_terminator())
    if (isa<nvgpu::TmaAsyncLoadOp>(op))
      return &getSm90PipelineTarget();
  return &getGfx950PipelineTarget();
}
