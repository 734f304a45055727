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

#include <string>

namespace mlir {
namespace cdna4pipe {

/// True if `type` is in the AMDGPU fat raw buffer address space.
bool isFatRawBuffer(MemRefType type);

/// Creates the bounds-checked view of global memref `memref` at `b`'s
/// insertion point (same shape and layout).
Value createFatRawBufferView(OpBuilder &b, Location loc, Value memref);

/// Whether the chunks of `chunkElems` elements a view of global memref
/// `memref` is accessed in (starting at multiples of `chunkElems` along the
/// last dimension) each lie at a multiple of `chunkElems` elements from the
/// buffer's base and are contiguous: the identity layout, or a strided one
/// (a leading dimension a front end passes) with innermost stride 1 whose
/// offset and other strides are multiples of `chunkElems`, static or
/// run-time values the IR gives (the operands of the
/// `memref.reinterpret_cast` the memref is) that isKnownMultipleOf
/// (BoundsMask.h) proves, e.g. from `tt.divisibility`. Otherwise false with
/// `why` naming the offset or stride.
bool hasAlignedChunks(Value memref, int64_t chunkElems, std::string &why);

/// Index `d` of the buffer's end: the extent of dimension `d` of `memref`
/// (`memref.dim` where dynamic). With the identity layout an access whose
/// first index is the first extent lies past the buffer's num_records
/// whatever its other indices (in their range); with a strided layout one
/// whose every index is its extent does: `sum(extent_d * stride_d)`
/// exceeds the last element's offset by at least the innermost stride.
Value endIndex(OpBuilder &b, Location loc, Value memref, unsigned d);

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
