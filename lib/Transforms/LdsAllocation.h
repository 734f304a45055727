//===- LdsAllocation.h - one allocation model for LDS -----------*- C++ -*-===//
//
// A helper of cdna4pipe-normalize (Normalize.cpp). Every LDS buffer becomes
// a workgroup attribution of its `gpu.func` (what the lowering gives LDS,
// never a per-thread `malloc`): a `memref.alloc` / `memref.alloca` in
// workgroup memory, a `memref.get_global` of an uninitialised workgroup
// `memref.global`, and each `memref.view` (constant offset, static shape)
// of an i8 arena whose views do not overlap (overlapping views keep the
// arena as one buffer, with a remark). A `memref.alloc` still in a
// `gpu.func` afterwards would lower to a per-thread `malloc` and is an
// error at the op.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_TRANSFORMS_LDSALLOCATION_H
#define CDNA4PIPE_TRANSFORMS_LDSALLOCATION_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlir {
namespace cdna4pipe {

/// Moves every LDS buffer of `func` to a workgroup attribution; fails with
/// an error at each allocation it cannot move (and at a `memref.alloc`
/// left in the function).
LogicalResult moveLdsToAttributions(gpu::GPUFuncOp func);

/// Drops the workgroup memref.globals under `root` that no longer have
/// uses.
void eraseDeadLdsGlobals(Operation *root);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_TRANSFORMS_LDSALLOCATION_H
