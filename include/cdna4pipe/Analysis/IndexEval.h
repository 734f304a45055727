//===- IndexEval.h - concrete evaluation of index arithmetic ----*- C++ -*-===//
//
// Evaluates the `index` arithmetic of a kernel for one concrete thread: the
// thread ids, the workgroup size, the loop induction variables the caller
// binds, and the `arith` ops in between, each at its type's bit width
// (two's complement; truncations keep the low bits, so an `i1` made by
// `trunci` / `index_cast` is the low bit). Block ids are unknown unless the
// caller names a workgroup (setBlockId): a proof must hold in every
// workgroup, so evaluating `gpu.block_id` as 0 would prove workgroup
// (0, 0, 0) only. The passes use it to learn, from the IR's own
// address computations, which LDS elements a copy writes and which a read
// reads, instead of assuming a layout or an unroll order.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_ANALYSIS_INDEXEVAL_H
#define CDNA4PIPE_ANALYSIS_INDEXEVAL_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"

#include <array>
#include <optional>

namespace mlir {
namespace cdna4pipe {

/// Value of the single result of a side-effect-free integer op given the
/// values of its operands (each the two's-complement value of its width,
/// sign-extended to 64 bits, except an i1, which is 0 or 1; the result
/// likewise): `arith` integer ops (constants, +, -, *, the
/// signed/unsigned divisions and remainders, bit ops, shifts, min/max, casts,
/// `cmpi`, `select`) and `affine.apply`. Returns nullopt for ops it does not
/// model and for undefined results (division by zero, oversized shifts).
/// Shared by IndexEvaluator and the schedule verifier so both give index
/// arithmetic the same meaning.
std::optional<int64_t> evalIntegerOp(Operation *op,
                                     llvm::ArrayRef<int64_t> operands);

/// Trip count of a loop from `lb` to `ub` (exclusive) by `step`, computed
/// without overflow (the distance ub - lb alone may not fit in 64 bits).
/// Returns nullopt for a non-positive step and for a count that does not fit
/// in int64_t. Shared by the pipeliner and the schedule verifier.
std::optional<int64_t> staticTripCount(int64_t lb, int64_t ub, int64_t step);

/// lb + i * step for an iteration 0 <= i < staticTripCount(lb, ub, step):
/// the exact value (which lies in [lb, ub)), computed without signed
/// overflow in the intermediate product.
int64_t inductionValue(int64_t lb, int64_t step, int64_t i);

class IndexEvaluator {
public:
  /// `blockSize`: the workgroup size (x, y, z), used for `gpu.block_dim`.
  explicit IndexEvaluator(std::array<int64_t, 3> blockSize)
      : blockSize(blockSize) {}

  /// Selects the thread (linear id within the workgroup, x-major) and
  /// forgets cached values.
  void setThread(int64_t linearTid);
  /// Selects the workgroup `gpu.block_id` evaluates to; nullopt (the
  /// default) leaves it unknown. Forgets cached values.
  void setBlockId(std::optional<std::array<int64_t, 3>> id);
  /// The grid size `gpu.grid_dim` evaluates to; nullopt (the default)
  /// leaves it unknown.
  void setGridSize(std::optional<std::array<int64_t, 3>> size);
  /// For plans only (they stand workgroup (0, 0, 0) for all; never for a
  /// proof): the sizes of the global operands a kernel reads at run time
  /// (`memref.dim` of a dynamic dimension of a memref outside workgroup
  /// memory) evaluate to `size`, a problem large enough that the
  /// workgroup's tiles lie inside it (edge guards select the in-range
  /// index). nullopt (the default) leaves them unknown. Other kernel
  /// arguments stay unknown (an offset or stride would move the data).
  /// Forgets cached values.
  void setProblemSizeStandIn(std::optional<int64_t> size);
  /// The stand-in the planning passes use: 2^15 elements per dimension, so
  /// that products of two sizes still fit the i32 index math front ends
  /// write.
  static constexpr int64_t kProblemSizeStandIn = int64_t(1) << 15;
  /// Binds a value (e.g. a loop induction variable) to a constant.
  void bind(Value v, int64_t x);
  /// Forgets a binding (the value becomes unknown again).
  void unbind(Value v);
  /// The value of `v` for the current thread, or nullopt when it depends on
  /// something the evaluator does not know; `getFailure()` then names the
  /// first op (or null for a block argument) it could not evaluate.
  std::optional<int64_t> eval(Value v);
  Operation *getFailure() const { return failure; }

private:
  std::array<int64_t, 3> blockSize;
  std::array<int64_t, 3> tid = {0, 0, 0};
  std::optional<std::array<int64_t, 3>> blockId;
  std::optional<std::array<int64_t, 3>> gridSize;
  std::optional<int64_t> problemSize;
  llvm::DenseMap<Value, int64_t> bound;
  llvm::DenseMap<Value, int64_t> cache;
  /// Values that could not be evaluated, and the op that could not be.
  llvm::DenseMap<Value, Operation *> failedAt;
  Operation *failure = nullptr;

  /// Forgets cached values and failures.
  void forget();
};

/// Known workgroup size of the function enclosing `op` (`known_block_size`
/// on a gpu.func, or `gpu.known_block_size`), if any.
std::optional<std::array<int64_t, 3>> getKnownBlockSize(Operation *op);

/// Known grid size (in workgroups) of the function enclosing `op`
/// (`known_grid_size` on a gpu.func, or `gpu.known_grid_size`), if any.
std::optional<std::array<int64_t, 3>> getKnownGridSize(Operation *op);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_ANALYSIS_INDEXEVAL_H
