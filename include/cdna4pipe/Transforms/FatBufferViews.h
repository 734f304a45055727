//===- FatBufferViews.h - bounds-checked buffer views -----------*- C++ -*-===//
//
// One `amdgpu.fat_raw_buffer_cast` (bounds checking on) per global memref,
// placed where the memref is defined so that it dominates every access: the
// view LDS DMA copies and edge stores go through. Its num_records is the
// memref's size, so an access past the end reads 0 (a load) or is dropped
// (a store): how the kernels' edges (M, N, K not multiples of the tile) are
// made safe without branches.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_TRANSFORMS_FATBUFFERVIEWS_H
#define CDNA4PIPE_TRANSFORMS_FATBUFFERVIEWS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir {
namespace cdna4pipe {

/// True if `type` is in the AMDGPU fat raw buffer address space.
bool isFatRawBuffer(MemRefType type);

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
