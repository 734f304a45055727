//===- LdsDmaCopy.h - one register-staged copy as LDS DMA -------*- C++ -*-===//
//
// The analysis and rewrite of cdna4pipe-lds-dma (LdsDma.cpp) for one copy:
// a global `vector.load` (or a `vector.maskedload` whose mask is an
// in-bounds predicate and whose pad is zero) whose only use is a
// `vector.store` into workgroup memory. The store's lane permutation (an
// XOR swizzle) is moved onto the global address, derived and proved by
// evaluating the index arithmetic for every thread (LdsDmaCopy.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_TRANSFORMS_LDSDMACOPY_H
#define CDNA4PIPE_TRANSFORMS_LDSDMACOPY_H

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace mlir {
namespace cdna4pipe {

/// The global memref a copy's load (vector.load / vector.maskedload) reads.
Value copySource(Operation *load);

/// Builds, in front of `store`, the `amdgpu.gather_to_lds` equivalent to
/// the copy `load` -> `store` for every thread of the workgroup (reading
/// `load`'s memref; the caller points it at the buffer view and erases the
/// copy), or returns null with `why` and the op `at` to report it at (a
/// width other than 16 bytes, other uses, a layout or mask that does not
/// fit, a permutation that leaves the 1 KiB block, indices that cannot be
/// evaluated or re-evaluated per thread, an unknown workgroup size),
/// leaving the IR unchanged.
amdgpu::GatherToLDSOp buildLdsDma(vector::StoreOp store, Operation *load,
                                  Operation *&at, std::string &why);

/// What LdsDmaCopy.cpp (the analysis and proof) and LdsDmaRewrite.cpp (the
/// DMA's construction) share.
namespace ldsdma {

/// One register-staged copy and what evaluation learnt about it.
struct Copy {
  Operation *load = nullptr; // vector.load or vector.maskedload
  vector::StoreOp store{};
  SmallVector<int64_t> ldsStrides{};
  int64_t chunkElems = 0;       // E: elements per 16 bytes
  int64_t lowLane = 0;          // lane storing the block's first chunk
  int64_t order = 1;            // order of the lane permutation
  SmallVector<int64_t> base{};  // per wave: flat LDS element of the block
  SmallVector<int64_t> chunk{}; // per thread: pi(lane), chunk of the block
  SmallVector<SmallVector<int64_t>> global{}; // per thread: global indices
  // The lowest lane differs between waves but every block starts at a
  // multiple of 64 chunks: the destination is lane 0's store index rounded
  // down to the block.
  bool alignedBlocks = false;
  // A masked load: the dimensions whose in-bounds predicate the mask is.
  SmallVector<unsigned> boundedDims{};
};

/// The global read of a copy: a vector.load, or a vector.maskedload (the
/// edges of a tile) whose mask the pass proves an in-bounds predicate.
ValueRange srcIndices(Operation *load);
Value srcBase(Operation *load);

/// Builds the DMA form of one analysed copy in front of its store.
class CopyRewriter {
public:
  CopyRewriter(Copy &c) : c(c), b(c.store), loc(c.store.getLoc()) {}

  /// Creates the gather_to_lds reading `src`; null (with every created op
  /// erased) when an index cannot be re-evaluated for another thread.
  amdgpu::GatherToLDSOp build(Value src, std::string &why);
  /// Erases everything build created (the DMA included).
  void eraseCreated();

private:
  Value idx(int64_t v) {
    Value &cst = constants[v];
    if (!cst)
      cst = arith::ConstantIndexOp::create(b, loc, v);
    return cst;
  }
  FailureOr<Value> flatStoreIndex(Value tid);

  Copy &c;
  OpBuilder b;
  Location loc;
  Operation *first = nullptr;
  DenseMap<int64_t, Value> constants;
};

/// Sends each out-of-range lane of `dma` past its buffer's num_records (an
/// out-of-range raw buffer load reads 0): where an index the mask bounds is
/// out of range, the indices become the buffer's end (FatBufferViews.h:
/// the first extent with the identity layout, where the view's num_records
/// is the run-time size; every extent with a strided one).
void boundDma(amdgpu::GatherToLDSOp dma, ArrayRef<unsigned> dims);

} // namespace ldsdma

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_TRANSFORMS_LDSDMACOPY_H
