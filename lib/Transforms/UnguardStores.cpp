//===- UnguardStores.cpp - edge stores through buffer views ---------------===//

#include "cdna4pipe/Transforms/UnguardStores.h"

#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/Transforms/FatBufferViews.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

/// A statically shaped, identity-layout global memref (a raw buffer view of
/// it has the memref's size as num_records).
bool isBufferable(Value memref) {
  auto type = cast<MemRefType>(memref.getType());
  return isGlobalMemory(type) && type.hasStaticShape() &&
         type.getLayout().isIdentity() && type.getRank() > 0;
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

/// `indices` where `cond` holds, else the end of a buffer of `type`.
SmallVector<Value> indicesOrEnd(OpBuilder &b, Location loc, Value cond,
                                ValueRange indices, MemRefType type) {
  SmallVector<Value> out;
  for (auto [d, idx] : llvm::enumerate(indices)) {
    Value end =
        arith::ConstantIndexOp::create(b, loc, d ? 0 : type.getDimSize(0));
    out.push_back(arith::SelectOp::create(b, loc, cond, idx, end));
  }
  return out;
}

} // namespace

void cdna4pipe::unguardStores(gpu::GPUFuncOp func) {
  FatBufferViews views;
  SmallVector<Operation *> guards;
  func.walk([&](Operation *op) {
    auto guard = dyn_cast<scf::IfOp>(op);
    auto masked = dyn_cast<vector::MaskedStoreOp>(op);
    if ((guard && guardedStore(guard)) ||
        (masked && masked.getVectorType().getNumElements() == 1 &&
         isBufferable(masked.getBase())))
      guards.push_back(op);
  });
  for (Operation *op : guards) {
    OpBuilder b(op);
    Location loc = op->getLoc();
    if (auto masked = dyn_cast<vector::MaskedStoreOp>(op)) {
      Value cond = vector::ExtractOp::create(b, loc, masked.getMask(),
                                             ArrayRef<int64_t>{0});
      Value value = vector::ExtractOp::create(b, loc, masked.getValueToStore(),
                                              ArrayRef<int64_t>{0});
      memref::StoreOp::create(b, loc, value, views.get(masked.getBase()),
                              indicesOrEnd(b, loc, cond, masked.getIndices(),
                                           masked.getMemRefType()));
      op->erase();
      continue;
    }
    auto guard = cast<scf::IfOp>(op);
    Operation *store = guardedStore(guard);
    Value cond = guard.getCondition();
    if (auto s = dyn_cast<memref::StoreOp>(store))
      memref::StoreOp::create(
          b, loc, s.getValueToStore(), views.get(s.getMemRef()),
          indicesOrEnd(b, loc, cond, s.getIndices(), s.getMemRefType()));
    else if (auto s = dyn_cast<vector::StoreOp>(store))
      vector::StoreOp::create(
          b, loc, s.getValueToStore(), views.get(s.getBase()),
          indicesOrEnd(b, loc, cond, s.getIndices(), s.getMemRefType()));
    op->erase();
  }
}
