//===- UnguardStores.cpp - edge stores through buffer views ---------------===//

#include "UnguardStores.h"

#include "cdna4pipe/Analysis/BoundsMask.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/Transforms/FatBufferViews.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <numeric>

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

/// A global memref of the identity layout or a strided one with unit
/// innermost stride (a raw buffer view of it has num_records past its last
/// element: static, or computed from its run-time sizes and strides);
/// otherwise `why` says what its layout is.
bool isBufferable(Value memref, std::string &why) {
  auto type = cast<MemRefType>(memref.getType());
  return isGlobalMemory(type) && type.getRank() > 0 &&
         hasAlignedChunks(memref, 1, why);
}
bool isBufferable(Value memref) {
  std::string why;
  return isBufferable(memref, why);
}

/// The store `scf.if` guards, if it is the branch's only op (no else, no
/// results) and stores to a bufferable memref.
Operation *guardedStore(scf::IfOp guard) {
  if (guard.getNumResults() || !guard.getElseRegion().empty())
    return nullptr;
  Block *then = guard.thenBlock();
  Operation *store = &then->front();
  if (store->getNextNode() != then->getTerminator())
    return nullptr;
  if (auto s = dyn_cast<memref::StoreOp>(store))
    return isBufferable(s.getMemRef()) ? store : nullptr;
  if (auto s = dyn_cast<vector::StoreOp>(store))
    return isBufferable(s.getBase()) ? store : nullptr;
  return nullptr;
}

/// `indices` where `cond` holds, else the end of the buffer of `memref`
/// (FatBufferViews.h endIndex: with the identity layout its first extent,
/// a `memref.dim` where dynamic, then zeros; with a strided one every
/// extent).
SmallVector<Value> indicesOrEnd(OpBuilder &b, Location loc, Value cond,
                                ValueRange indices, Value memref) {
  bool identity = cast<MemRefType>(memref.getType()).getLayout().isIdentity();
  SmallVector<Value> out;
  for (auto [d, idx] : llvm::enumerate(indices)) {
    Value end = d == 0 || !identity
                    ? endIndex(b, loc, memref, d)
                    : arith::ConstantIndexOp::create(b, loc, 0).getResult();
    out.push_back(arith::SelectOp::create(b, loc, cond, idx, end));
  }
  return out;
}

/// Lanes per store of the buffer form of `store`: the largest divisor c of
/// its length such that the mask is proven an in-bounds predicate whose
/// bits agree on every aligned chunk of c lanes (matchBoundsMask). A chunk
/// then lies wholly inside the memref or wholly outside along its last
/// dimension, so one store of c lanes, sent to the buffer's end where the
/// chunk's bit is false, is the masked store on that chunk. One lane needs
/// no proof (any bit can select the end). Fails with `why` when the mask is
/// not an in-bounds predicate.
FailureOr<int64_t> chunkLanes(vector::MaskedStoreOp store, std::string &why) {
  int64_t lanes = store.getVectorType().getNumElements();
  if (lanes == 1)
    return 1;
  std::string unaligned;
  for (int64_t c = lanes; c >= 1; --c)
    if (lanes % c == 0 &&
        succeeded(matchBoundsMask(store.getMask(), store.getBase(),
                                  store.getIndices(), c, why)) &&
        hasAlignedChunks(store.getBase(), c, unaligned))
      return c;
  return failure();
}

/// Rewrites `store` as one store of `c` lanes per chunk through the
/// memref's buffer view, at the buffer's end where the chunk's bit is
/// false (a one-lane chunk is a scalar memref.store).
void storeChunks(vector::MaskedStoreOp store, int64_t c,
                 FatBufferViews &views) {
  OpBuilder b(store);
  Location loc = store.getLoc();
  Value value = store.getValueToStore();
  int64_t lanes = store.getVectorType().getNumElements();
  Value view = views.get(store.getBase());
  SmallVector<Value> indices(store.getIndices());
  Value last = indices.back();
  for (int64_t first = 0; first < lanes; first += c) {
    Value bit = vector::ExtractOp::create(b, loc, store.getMask(),
                                          ArrayRef<int64_t>{first});
    Value part = value;
    if (c == 1) {
      part = vector::ExtractOp::create(b, loc, value, ArrayRef<int64_t>{first});
    } else if (c < lanes) {
      // Lanes first .. first + c - 1 (a shuffle lowers straight to LLVM).
      SmallVector<int64_t> chunk(c);
      std::iota(chunk.begin(), chunk.end(), first);
      part = vector::ShuffleOp::create(b, loc, value, value, chunk);
    }
    if (first)
      indices.back() = arith::AddIOp::create(
          b, loc, last, arith::ConstantIndexOp::create(b, loc, first));
    SmallVector<Value> at = indicesOrEnd(b, loc, bit, indices, store.getBase());
    if (c == 1)
      memref::StoreOp::create(b, loc, part, view, at);
    else
      vector::StoreOp::create(b, loc, part, view, at);
  }
  store->erase();
}

/// Rewrites a masked global store whose chunks the mask bounds (see
/// chunkLanes); a remark at the others says why they stay
/// llvm.intr.masked.store.
void unmaskStore(vector::MaskedStoreOp store, FatBufferViews &views) {
  MemRefType type = store.getMemRefType();
  if (!isGlobalMemory(type))
    return;
  auto keep = [&](const Twine &why) {
    store.emitRemark("cdna4pipe-normalize: masked store left as "
                     "llvm.intr.masked.store (a branch per element): ")
        << why;
  };
  std::string why;
  if (!isBufferable(store.getBase(), why))
    return keep(why);
  FailureOr<int64_t> c = chunkLanes(store, why);
  if (failed(c))
    return keep("the mask is not an in-bounds predicate of the store: " + why);
  storeChunks(store, *c, views);
}

} // namespace

void cdna4pipe::unguardStores(gpu::GPUFuncOp func) {
  FatBufferViews views;
  SmallVector<Operation *> guards;
  func.walk([&](Operation *op) {
    auto guard = dyn_cast<scf::IfOp>(op);
    if ((guard && guardedStore(guard)) || isa<vector::MaskedStoreOp>(op))
      guards.push_back(op);
  });
  for (Operation *op : guards) {
    if (auto masked = dyn_cast<vector::MaskedStoreOp>(op)) {
      unmaskStore(masked, views);
      continue;
    }
    OpBuilder b(op);
    Location loc = op->getLoc();
    auto guard = cast<scf::IfOp>(op);
    Operation *store = guardedStore(guard);
    Value cond = guard.getCondition();
    if (auto s = dyn_cast<memref::StoreOp>(store))
      memref::StoreOp::create(
          b, loc, s.getValueToStore(), views.get(s.getMemRef()),
          indicesOrEnd(b, loc, cond, s.getIndices(), s.getMemRef()));
    else if (auto s = dyn_cast<vector::StoreOp>(store))
      vector::StoreOp::create(
          b, loc, s.getValueToStore(), views.get(s.getBase()),
          indicesOrEnd(b, loc, cond, s.getIndices(), s.getBase()));
    op->erase();
  }
}
