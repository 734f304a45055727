//===- WaveUniform.cpp - integer values equal in every lane ---------------===//
//
// See include/cdna4pipe/Analysis/WaveUniform.h.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/WaveUniform.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

bool WaveUniformity::isUniform(Value value) {
  auto it = known.find(value);
  if (it != known.end())
    return it->second;
  // Not uniform while it is being decided: a value that reaches itself
  // (through a loop's bounds) is not proven uniform by that path.
  known[value] = false;
  bool uniform = compute(value);
  known[value] = uniform;
  return uniform;
}

bool WaveUniformity::compute(Value value) {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    Operation *owner = arg.getOwner()->getParentOp();
    // Arguments of a kernel (not of a device function, which any lane may
    // call with its own values).
    if (auto func = dyn_cast_or_null<gpu::GPUFuncOp>(owner))
      return func.isKernel() && arg.getOwner()->isEntryBlock();
    if (auto loop = dyn_cast_or_null<scf::ForOp>(owner))
      return arg == loop.getInductionVar() && isUniform(loop.getLowerBound()) &&
             isUniform(loop.getUpperBound()) && isUniform(loop.getStep());
    return false;
  }
  Operation *op = value.getDefiningOp();
  if (isa<gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp>(op))
    return true;
  // arith ops are pure and have no regions: uniform operands, uniform
  // result.
  if (!isa<arith::ArithDialect>(op->getDialect()))
    return false;
  return llvm::all_of(op->getOperands(),
                      [&](Value operand) { return isUniform(operand); });
}

void mlir::cdna4pipe::splitUniformAddends(WaveUniformity &uniformity,
                                          Value index,
                                          SmallVectorImpl<Value> &uniform,
                                          SmallVectorImpl<Value> &perLane) {
  if (uniformity.isUniform(index)) {
    uniform.push_back(index);
    return;
  }
  if (auto add = index.getDefiningOp<arith::AddIOp>()) {
    splitUniformAddends(uniformity, add.getLhs(), uniform, perLane);
    splitUniformAddends(uniformity, add.getRhs(), uniform, perLane);
    return;
  }
  perLane.push_back(index);
}
