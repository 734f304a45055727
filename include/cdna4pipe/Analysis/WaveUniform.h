//===- WaveUniform.h - integer values equal in every lane -------*- C++ -*-===//
//
// Which integer and index values of a GPU kernel hold the same value in
// every lane of the workgroup (so of each wave), read off the IR: a value
// is uniform when pure arith ops compute it only from constants, arguments
// of the kernel, workgroup ids and sizes (`gpu.block_id`, `gpu.block_dim`,
// `gpu.grid_dim`), and induction variables of `scf.for` loops whose bounds
// and step are uniform. Anything else is not: thread, lane and subgroup ids
// (a subgroup id is the same within a wave only, and LLVM treats it as
// divergent), loaded values, loop-carried values, block arguments of other
// regions, and ops it does not know.
//
// The buffer lowering of an LDS DMA (CopyLowering.cpp) uses it to move the
// uniform part of a copy's source offset into the buffer resource, which
// lives in scalar registers, and keep only the per-lane rest in the
// instruction's vector offset.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_ANALYSIS_WAVEUNIFORM_H
#define CDNA4PIPE_ANALYSIS_WAVEUNIFORM_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir {
namespace cdna4pipe {

/// Decides uniformity as the file comment says, caching each answer.
class WaveUniformity {
public:
  /// Whether `value` is the same in every lane of the workgroup.
  bool isUniform(Value value);

private:
  bool compute(Value value);
  llvm::DenseMap<Value, bool> known;
};

/// Appends the addends of `index` to `uniform` or `perLane`: it looks through
/// `arith.addi` whose sum is not uniform (a uniform sum is one addend), so
/// `index` == sum(uniform) + sum(perLane).
void splitUniformAddends(WaveUniformity &uniformity, Value index,
                         SmallVectorImpl<Value> &uniform,
                         SmallVectorImpl<Value> &perLane);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_ANALYSIS_WAVEUNIFORM_H
