//===- FatBufferViews.h - bounds-checked buffer views -----------*- C++ -*-===//
//
// The bounds-checked view of a global memref: an `amdgpu.fat_raw_buffer_cast`
// with bounds checking on, the view LDS DMA copies and edge stores go
// through. Its num_records is the memref's size, so an access past the end
// reads 0 (a load) or is dropped (a store): how the kernels' edges (M, N, K
// not multiples of the tile) are made safe without branches. The passes
// create one view per memref where it is defined (FatBufferViews); the kernel
// writers (lib/GemmGen) create theirs where they build the kernel.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_TRANSFORMS_FATBUFFERVIEWS_H
#define CDNA4PIPE_TRANSFORMS_FATBUFFERVIEWS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir {
namespace cdna4pipe {

/// True if `type` is in the AMDGPU fat raw buffer address space.
bool isFatRawBuffer(MemRefType type);

/// Creates the bounds-checked view of global memref `memref` at `b`'s
/// insertion point.
Value createFatRawBufferView(OpBuilder &b, Location loc, Value memref);

/// One view per memref, placed so that it dominates every access.

class FatBufferViews {
public:
  /// The bounds-checked view of global memref `memref` (itself if it is one
  /// already), created on first use: first in the block of a block argument
  /// (views of one block's arguments in the order asked for), else right
  /// after the defining op.
  Value get(Value memref);

private:
  llvm::DenseMap<Value, Value> views;
  llvm::DenseMap<Block *, Operation *> lastArgView;
};

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_TRANSFORMS_FATBUFFERVIEWS_H
