//===- Normalize.cpp - cdna4pipe-normalize --------------------------------===//
//
// The head of the gfx950 flow: turns the forms a front end writes into the
// one form the matching passes (lds-dma, bare-barriers, the pipeliner, ...)
// understand, with upstream rewrites where upstream has them. Ops already in
// the normal form are left exactly as they are (the generator's kernel
// passes unchanged).
//
//  * Index math and views: `vector.transfer_read/write` that are plain
//    loads / stores -> `vector.load/store` (upstream transfer lowering;
//    one that may leave its memref gets a mask: `vector.maskedload/store`),
//    loads / stores through `memref.subview` -> on the base memref
//    (fold-memref-alias-ops; reshapes are kept, folding them would turn
//    row and k indices into one linear offset),
//    `affine.apply` / `affine.min` / ... -> `arith` (lower-affine;
//    `affine.delinearize_index` / `linearize_index` expanded first), an n-D
//    `vector.shape_cast` -> extracts and inserts. Only the ops of these
//    forms and what the rewrites create are visited.
//  * Loop counters: an `scf.for` over i32 / i64 (as Triton writes it)
//    becomes an `scf.for` over `index` whose body casts the induction
//    variable back (`arith.index_cast`); constant bounds stay constants.
//  * Accumulators: a loop-carried vector of rank >= 2 (one accumulator for
//    many MFMA tiles) becomes one iter_arg per innermost vector
//    (SplitAggregates.h).
//  * Thread ids: with a known block size, `gpu.lane_id` and
//    `gpu.subgroup_id` become `arith` on `gpu.thread_id` (wave64).
//  * One LDS allocation model: every LDS buffer becomes a workgroup
//    attribution of its `gpu.func`, never a per-thread `malloc`
//    (LdsAllocation.h).
//  * Guarded global stores (the edges of C) become unconditional stores
//    through the memref's bounds-checked buffer view, sent past the
//    buffer's end where the guard is false (UnguardStores.h).
//
//===----------------------------------------------------------------------===//

#include "LdsAllocation.h"
#include "SplitAggregates.h"
#include "UnguardStores.h"
#include "cdna4pipe/Analysis/IndexEval.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/Transforms/Transforms.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_CDNA4PIPENORMALIZE
#include "cdna4pipe/Transforms/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

//===----------------------------------------------------------------------===//
// Upstream rewrites, restricted to the ops they are for
//===----------------------------------------------------------------------===//

/// Only subviews are folded away: folding an expand_shape / collapse_shape
/// would turn 2-D indices into a linear offset, which hides rows and k.
bool isAliasView(Value memref) {
  return isa_and_nonnull<memref::SubViewOp>(memref.getDefiningOp());
}

/// The ops the upstream rewrites start from: transfer ops, affine ops, n-D
/// shape casts and accesses through an alias view (and the views, which
/// die after).
SmallVector<Operation *> upstreamRoots(Operation *root) {
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    auto cast = dyn_cast<vector::ShapeCastOp>(op);
    bool take = isa<vector::TransferReadOp, vector::TransferWriteOp>(op) ||
                (cast && (cast.getSourceVectorType().getRank() > 1 ||
                          cast.getResultVectorType().getRank() > 1)) ||
                isa<affine::AffineDialect>(op->getDialect()) ||
                isa<memref::SubViewOp>(op) ||
                llvm::any_of(op->getOperands(), [](Value v) {
                  return isa<MemRefType>(v.getType()) && isAliasView(v);
                });
    if (take)
      ops.push_back(op);
  });
  return ops;
}

void applyUpstreamRewrites(Operation *root) {
  SmallVector<Operation *> ops = upstreamRoots(root);
  if (ops.empty())
    return;
  MLIRContext *ctx = root->getContext();
  RewritePatternSet patterns(ctx);
  vector::populateVectorTransferLoweringPatterns(patterns,
                                                 /*maxTransferRank=*/1);
  // A transfer that may leave its memref gets an explicit mask and becomes
  // a vector.maskedload / maskedstore (correct, left unscheduled).
  vector::populateVectorMaskMaterializationPatterns(
      patterns, /*force32BitVectorIndices=*/false);
  // An n-D shape_cast (an aggregate accumulator flattened for the stores)
  // becomes extracts and inserts (the strided-slice inserts it makes, as
  // shuffles), which the lowering to LLVM has.
  vector::populateVectorShapeCastLoweringPatterns(patterns);
  vector::populateVectorInsertExtractStridedSliceTransforms(patterns);
  memref::populateFoldMemRefAliasOpPatterns(patterns);
  // affine.delinearize_index / linearize_index (how IREE splits thread
  // ids) are not lowered by lower-affine: expand them into affine ops first.
  affine::populateAffineExpandIndexOpsPatterns(patterns);
  populateAffineToStdConversionPatterns(patterns);
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
  (void)applyOpPatternsGreedily(ops, std::move(patterns), config);
}

//===----------------------------------------------------------------------===//
// Loop counters
//===----------------------------------------------------------------------===//

/// `v` (an iN loop bound) as an index: a constant stays a constant.
Value toIndex(OpBuilder &b, Location loc, Value v, bool isUnsigned) {
  if (std::optional<int64_t> c = getConstantIntValue(v)) {
    int64_t x = *c;
    unsigned width = v.getType().getIntOrFloatBitWidth();
    if (isUnsigned && width < 64)
      x &= (int64_t(1) << width) - 1;
    return arith::ConstantIndexOp::create(b, loc, x);
  }
  if (isUnsigned)
    return arith::IndexCastUIOp::create(b, loc, b.getIndexType(), v);
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
}

/// Rewrites an scf.for over iN into one over index; the body sees the
/// counter through an index_cast back to iN. Returns the loop.
scf::ForOp loopToIndex(scf::ForOp loop) {
  Type ivType = loop.getInductionVar().getType();
  if (ivType.isIndex())
    return loop;
  IRRewriter rewriter(loop);
  Location loc = loop.getLoc();
  bool isUnsigned = loop.getUnsignedCmp();
  Value lb = toIndex(rewriter, loc, loop.getLowerBound(), isUnsigned);
  Value ub = toIndex(rewriter, loc, loop.getUpperBound(), isUnsigned);
  Value step = toIndex(rewriter, loc, loop.getStep(), isUnsigned);
  auto fresh = scf::ForOp::create(rewriter, loc, lb, ub, step,
                                  loop.getInitArgs(), nullptr, isUnsigned);
  fresh->setDiscardableAttrs(loop->getDiscardableAttrDictionary());
  Block *body = fresh.getBody();
  if (!body->empty())
    rewriter.eraseOp(body->getTerminator());
  rewriter.setInsertionPointToStart(body);
  Value iv = fresh.getInductionVar();
  Value cast =
      isUnsigned
          ? arith::IndexCastUIOp::create(rewriter, loc, ivType, iv).getResult()
          : arith::IndexCastOp::create(rewriter, loc, ivType, iv).getResult();
  SmallVector<Value> args{cast};
  llvm::append_range(args, fresh.getRegionIterArgs());
  rewriter.mergeBlocks(loop.getBody(), body, args);
  rewriter.replaceOp(loop, fresh.getResults());
  return fresh;
}

//===----------------------------------------------------------------------===//
// Thread ids
//===----------------------------------------------------------------------===//

/// gpu.lane_id / gpu.subgroup_id from the linear thread id (wave64), where
/// the block size is known.
void threadIdsFromThreadId(gpu::GPUFuncOp func) {
  std::optional<std::array<int64_t, 3>> block = getKnownBlockSize(func);
  if (!block)
    return;
  SmallVector<Operation *> ids;
  func.walk([&](Operation *op) {
    if (isa<gpu::LaneIdOp, gpu::SubgroupIdOp>(op))
      ids.push_back(op);
  });
  for (Operation *op : ids) {
    OpBuilder b(op);
    Location loc = op->getLoc();
    auto cst = [&](int64_t v) -> Value {
      return arith::ConstantIndexOp::create(b, loc, v);
    };
    Value linear;
    int64_t stride = 1;
    const gpu::Dimension dims[] = {gpu::Dimension::x, gpu::Dimension::y,
                                   gpu::Dimension::z};
    for (auto [d, dim] : llvm::enumerate(dims)) {
      if ((*block)[d] == 1)
        continue;
      Value t = gpu::ThreadIdOp::create(b, loc, dim);
      if (stride != 1)
        t = arith::MulIOp::create(b, loc, t, cst(stride));
      linear =
          linear ? arith::AddIOp::create(b, loc, linear, t).getResult() : t;
      stride *= (*block)[d];
    }
    if (!linear)
      linear = cst(0);
    Value v = isa<gpu::LaneIdOp>(op)
                  ? arith::RemUIOp::create(b, loc, linear, cst(64)).getResult()
                  : arith::DivUIOp::create(b, loc, linear, cst(64)).getResult();
    op->getResult(0).replaceAllUsesWith(v);
    op->erase();
  }
}

struct NormalizePass
    : public cdna4pipe::impl::CDNA4PipeNormalizeBase<NormalizePass> {
  void runOnOperation() override {
    Operation *root = getOperation();
    applyUpstreamRewrites(root);
    SmallVector<scf::ForOp> loops;
    root->walk([&](scf::ForOp loop) { loops.push_back(loop); });
    SmallVector<Operation *> split;
    for (scf::ForOp loop : loops) {
      loop = loopToIndex(loop);
      if (scf::ForOp fresh = splitAggregates(loop))
        split.push_back(fresh);
    }
    // Split aggregates pass through their loops unchanged: drop them.
    if (!split.empty()) {
      RewritePatternSet patterns(&getContext());
      scf::ForOp::getCanonicalizationPatterns(patterns, &getContext());
      GreedyRewriteConfig config;
      config.setStrictness(GreedyRewriteStrictness::ExistingOps);
      (void)applyOpPatternsGreedily(split, std::move(patterns), config);
    }
    bool bad = false;
    SmallVector<gpu::GPUFuncOp> funcs;
    root->walk([&](gpu::GPUFuncOp f) { funcs.push_back(f); });
    for (gpu::GPUFuncOp func : funcs) {
      threadIdsFromThreadId(func);
      unguardStores(func);
      bad |= failed(moveLdsToAttributions(func));
    }
    if (bad)
      return signalPassFailure();
    eraseDeadLdsGlobals(root);
  }
};

} // namespace
