//===- LdsDmaRewrite.cpp - the LDS DMA form of an analysed copy -----------===//
//
// See LdsDmaCopy.h: builds the `amdgpu.gather_to_lds` of a copy that
// LdsDmaCopy.cpp analysed (the destination the wave's lowest lane stored
// to, the global indices of the lane that stored each chunk, re-evaluated
// by cloning the index arithmetic for that lane), and bounds a masked
// copy's lanes by the buffer's end.
//
//===----------------------------------------------------------------------===//

#include "LdsDmaCopy.h"

#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/Transforms/FatBufferViews.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::ldsdma;

namespace {
/// Clones the thread-dependent part of the computation of `v` with
/// gpu.thread_id x replaced by `tid` (memoized in `map`). Fails on ops that
/// are not side-effect-free integer arithmetic.
FailureOr<Value> substituteThread(OpBuilder &b, Value v, Value tid,
                                  IRMapping &map) {
  if (Value m = map.lookupOrNull(v))
    return m;
  Operation *def = v.getDefiningOp();
  if (!def)
    return v;
  if (auto id = dyn_cast<gpu::ThreadIdOp>(def)) {
    if (id.getDimension() != gpu::Dimension::x)
      return failure();
    map.map(v, tid);
    return tid;
  }
  if (isa<gpu::LaneIdOp, gpu::SubgroupIdOp>(def))
    return failure();
  if (!isa<arith::ArithDialect>(def->getDialect()) &&
      !isa<affine::AffineApplyOp>(def))
    return v;
  bool changed = false;
  for (Value operand : def->getOperands()) {
    FailureOr<Value> s = substituteThread(b, operand, tid, map);
    if (failed(s))
      return failure();
    changed |= *s != operand;
  }
  if (!changed)
    return v;
  if (def->getNumRegions() || !isMemoryEffectFree(def))
    return failure();
  Operation *clone = b.clone(*def, map);
  return clone->getResult(cast<OpResult>(v).getResultNumber());
}
} // namespace

FailureOr<Value> CopyRewriter::flatStoreIndex(Value tid) {
  IRMapping map;
  Value flat;
  for (auto [v, stride] : llvm::zip(c.store.getIndices(), c.ldsStrides)) {
    FailureOr<Value> s = substituteThread(b, v, tid, map);
    if (failed(s))
      return failure();
    Value term =
        stride == 1 ? *s : arith::MulIOp::create(b, loc, *s, idx(stride));
    flat = flat ? arith::AddIOp::create(b, loc, flat, term) : term;
  }
  return flat;
}

void CopyRewriter::eraseCreated() {
  if (!first)
    return;
  SmallVector<Operation *> created;
  for (Operation *op = first; op != c.store; op = op->getNextNode())
    created.push_back(op);
  for (Operation *op : llvm::reverse(created))
    op->erase();
}

amdgpu::GatherToLDSOp CopyRewriter::build(Value src, std::string &why) {
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  first = tid.getDefiningOp();
  Value lane = arith::RemUIOp::create(b, loc, tid, idx(kWaveSize));
  // Both subtractions below are of a smaller from a larger index, and say so
  // (nsw, nuw): LLVM then keeps the range facts of the address arithmetic
  // (disjoint bits, no wrap) and picks the same induction variables for the
  // copies' offsets as for the generator's formulas.
  auto noWrap =
      arith::IntegerOverflowFlags::nsw | arith::IntegerOverflowFlags::nuw;
  Value waveBase = arith::SubIOp::create(b, loc, tid, lane, noWrap);
  auto threadOf = [&](Value laneInWave) -> Value {
    if (std::optional<int64_t> c = getConstantIntValue(laneInWave); c && !*c)
      return waveBase;
    return arith::AddIOp::create(b, loc, waveBase, laneInWave);
  };
  auto fail = [&](const char *what) {
    why = std::string("the ") + what +
          " index cannot be re-evaluated for another lane (it uses an op "
          "other than side-effect-free arith on gpu.thread_id x)";
    eraseCreated();
    return amdgpu::GatherToLDSOp();
  };
  // Destination: the store index of the wave's lowest lane, or lane 0's
  // rounded down to its 1 KiB block (wave-uniform).
  FailureOr<Value> base =
      flatStoreIndex(threadOf(idx(c.alignedBlocks ? 0 : c.lowLane)));
  if (failed(base))
    return fail("LDS store");
  if (c.alignedBlocks) {
    Value block = idx(kWaveSize * c.chunkElems);
    base = arith::MulIOp::create(
               b, loc, arith::DivUIOp::create(b, loc, *base, block), block)
               .getResult();
  }
  // pi^-1(lane) = pi^(order-1)(lane), pi(l) = (S(W + l) - base) / E.
  Value srcLane = lane;
  for (int64_t i = 1; i < c.order; ++i) {
    FailureOr<Value> s = flatStoreIndex(threadOf(srcLane));
    if (failed(s))
      return fail("LDS store");
    // A lane's chunk offset in its wave's block: analyze() proved it in
    // [0, 64 chunks) for every thread.
    Value off = arith::SubIOp::create(b, loc, *s, *base, noWrap);
    srcLane = arith::DivUIOp::create(b, loc, off, idx(c.chunkElems));
  }
  SmallVector<Value> srcIdx(srcIndices(c.load));
  if (c.order > 1) {
    IRMapping map;
    Value srcTid = threadOf(srcLane);
    for (Value &v : srcIdx) {
      FailureOr<Value> s = substituteThread(b, v, srcTid, map);
      if (failed(s))
        return fail("global load");
      v = *s;
    }
  }
  SmallVector<Value> dstIdx;
  MemRefType ldsTy = c.store.getMemRefType();
  for (auto [d, stride] : llvm::enumerate(c.ldsStrides)) {
    Value q = stride == 1 ? *base
                          : arith::DivUIOp::create(b, loc, *base, idx(stride));
    if (d > 0)
      q = arith::RemUIOp::create(b, loc, q, idx(ldsTy.getDimSize(d)));
    dstIdx.push_back(q);
  }
  return amdgpu::GatherToLDSOp::create(
      b, loc, src, srcIdx, c.store.getBase(), dstIdx,
      TypeAttr::get(c.load->getResult(0).getType()));
}

/// Sends each out-of-range lane of `dma` past its buffer's num_records (an
/// out-of-range raw buffer load reads 0): where an index the mask bounds is
/// out of range, the indices become the buffer's end (FatBufferViews.h:
/// the first extent with the identity layout, where the view's num_records
/// is the run-time size; every extent with a strided one).
void ldsdma::boundDma(amdgpu::GatherToLDSOp dma, ArrayRef<unsigned> dims) {
  OpBuilder b(dma);
  Location loc = dma.getLoc();
  Value src = dma.getSrc();
  DenseMap<unsigned, Value> extents;
  auto extent = [&](unsigned d) {
    Value &e = extents[d];
    if (!e)
      e = endIndex(b, loc, src, d);
    return e;
  };
  Value inBounds;
  for (unsigned d : dims) {
    Value ok = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                     dma.getSrcIndices()[d], extent(d));
    inBounds =
        inBounds ? arith::AndIOp::create(b, loc, inBounds, ok).getResult() : ok;
  }
  bool identity = cast<MemRefType>(src.getType()).getLayout().isIdentity();
  for (auto [d, index] : llvm::enumerate(dma.getSrcIndicesMutable())) {
    index.set(
        arith::SelectOp::create(b, loc, inBounds, index.get(), extent(d)));
    if (identity)
      break; // the first index alone: the rows are one extent apart
  }
}
