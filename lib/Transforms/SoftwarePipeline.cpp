//===- SoftwarePipeline.cpp - cdna4pipe-software-pipeline -----------------===//
//
// Plans and expands the software pipeline of GEMM main loops: the Level 0 ->
// Level 1 step of docs/KernelContract.md, for every target of
// PipelineTarget.h (gfx950, sm90a).
//
// Planning (TileLang's PipelinePlanning; manual `cdna4pipe.stage` /
// `cdna4pipe.order` overrides) is SoftwarePipelinePlanner.cpp.
//
// Expansion reuses `scf::pipelineForLoop` for the prologue / kernel /
// epilogue skeleton and the stage skewing. The target gives every copied
// buffer its slots (slot = tile mod N, computed from the loop IV before
// pipelining, so the pipeliner skews it with its stage) and synthesises the
// waits and barriers that replace those of the un-pipelined body.
//
//===----------------------------------------------------------------------===//

#include "LoopAttrs.h"
#include "SoftwarePipelinePlanner.h"
#include "cdna4pipe/Analysis/IndexEval.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/Transforms/Passes.h"
#include "cdna4pipe/Transforms/PipelineTarget.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_SOFTWAREPIPELINE
#include "cdna4pipe/Transforms/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

using Plan = PipelinePlan;

//===----------------------------------------------------------------------===//
// Expansion
//===----------------------------------------------------------------------===//

/// The iteration index `tile = (iv - lb) / step` and its slot
/// `tile mod N`, at the start of the body (constants outside the loop so they
/// are not rematerialised per stage).
std::pair<Value, Value> buildTileAndSlot(Plan &plan, OpBuilder &b) {
  scf::ForOp loop = plan.loop;
  Location loc = loop.getLoc();
  OpBuilder outside(loop);
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(outside, loc, v);
  };
  b.setInsertionPointToStart(loop.getBody());
  Value tile = loop.getInductionVar();
  if (plan.lb != 0)
    tile = arith::SubIOp::create(b, loc, tile, cst(plan.lb));
  if (plan.step != 1)
    tile = arith::DivUIOp::create(b, loc, tile, cst(plan.step));
  Value slot = arith::RemUIOp::create(b, loc, tile, cst(plan.numStages));
  return {tile, slot};
}

/// Clones every pure index op into each stage that uses it; returns the
/// stage of every op of the body.
DenseMap<Operation *, unsigned> distributeClonables(Plan &plan) {
  Block *body = plan.loop.getBody();
  DenseMap<Operation *, unsigned> stage = plan.stage;
  unsigned last = plan.numStages - 1;
  SmallVector<Operation *> ops;
  for (Operation &op : body->without_terminator())
    ops.push_back(&op);
  for (Operation *op : llvm::reverse(ops)) {
    if (!isClonable(op))
      continue;
    auto userStage = [&](OpOperand &use) -> unsigned {
      Operation *top = body->findAncestorOpInBlock(*use.getOwner());
      if (top == body->getTerminator())
        return last;
      return stage.lookup(top);
    };
    llvm::SmallSetVector<unsigned, 4> stages;
    for (OpOperand &use : op->getUses())
      stages.insert(userStage(use));
    if (stages.empty()) {
      stage[op] = 0;
      continue;
    }
    stage[op] = stages[0];
    for (unsigned s : llvm::drop_begin(stages)) {
      OpBuilder b(op);
      b.setInsertionPointAfter(op);
      Operation *clone = b.clone(*op);
      stage[clone] = s;
      for (OpOperand &use : llvm::make_early_inc_range(op->getUses()))
        if (userStage(use) == s)
          use.set(
              clone->getResult(cast<OpResult>(use.get()).getResultNumber()));
    }
  }
  return stage;
}

/// A loop whose upper bound is only known at run time is versioned on its
/// trip count T = ceil(max(ub - lb, 0) / step):
///
///   scf.if (T >= numStages + 1) { the loop, to be pipelined }
///   else                    { the loop as written }
///
/// Both loops run to lb + T * step (the same iterations as `ub`), so every
/// value the pipeliner derives from the bound (steady-state bound, epilogue
/// iterations) is a function of T, the one value the schedule verifier has
/// to enumerate (docs/ScheduleVerifier.md). The pipelined branch only runs
/// with T > numStages, so its prologue and epilogue need no predicates, and
/// its steady-state loop is marked with that loop's fewest iterations
/// (`cdna4pipe.min_trip_count`, read by cdna4pipe-interleave).
/// The fewest iterations the pipelined branch runs: numStages - 1 fill the
/// pipeline, and the steady-state loop runs at least twice, so that a later
/// pass may peel its last iteration and still keep a loop
/// (cdna4pipe-interleave's prefetch=2).
int64_t minPipelinedTrips(const Plan &plan) { return plan.numStages + 1; }

void versionOnTripCount(Plan &plan, RewriterBase &rewriter) {
  scf::ForOp loop = plan.loop;
  Location loc = loop.getLoc();
  rewriter.setInsertionPoint(loop);
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  };
  Value lb = cst(plan.lb), step = cst(plan.step);
  Value span = arith::MaxSIOp::create(
      rewriter, loc,
      arith::SubIOp::create(rewriter, loc, loop.getUpperBound(), lb), cst(0));
  Value trips = arith::CeilDivUIOp::create(rewriter, loc, span, step);
  Value bound = arith::AddIOp::create(
      rewriter, loc, lb, arith::MulIOp::create(rewriter, loc, trips, step));
  Value enough = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::uge,
                                       trips, cst(minPipelinedTrips(plan)));
  loop.getUpperBoundMutable().assign(bound);

  auto ifOp = scf::IfOp::create(rewriter, loc, loop.getResultTypes(), enough,
                                /*withElseRegion=*/true);
  rewriter.replaceAllUsesWith(loop.getResults(), ifOp.getResults());
  auto fill = [&](Block *block, Operation *op) {
    rewriter.setInsertionPointToStart(block);
    if (!loop.getResultTypes().empty())
      scf::YieldOp::create(rewriter, loc, op->getResults());
    else if (block->empty())
      scf::YieldOp::create(rewriter, loc);
    op->moveBefore(block->getTerminator());
  };
  Operation *fallback = rewriter.clone(*loop);
  fallback->walk([](Operation *op) {
    op->removeAttr(kStageAttr);
    op->removeAttr(kOrderAttr);
  });
  fallback->setAttr(kFallbackBelowAttrName,
                    rewriter.getI64IntegerAttr(minPipelinedTrips(plan)));
  fill(ifOp.thenBlock(), loop);
  fill(ifOp.elseBlock(), fallback);
}

LogicalResult expand(Plan &plan, const PipelineTarget &target,
                     RewriterBase &rewriter) {
  scf::ForOp loop = plan.loop;
  Block *body = loop.getBody();

  if (plan.runtimeTripCount)
    versionOnTripCount(plan, rewriter);
  for (Operation *op : llvm::reverse(plan.syncOps))
    rewriter.eraseOp(op);
  OpBuilder b(loop);
  auto [tile, slot] = buildTileAndSlot(plan, b);
  target.multiBuffer(plan, slot, b);
  target.synthesizeSync(plan, tile, slot, b);

  // Dead clonable ops have no stage to inherit.
  SmallVector<Operation *> bodyOps;
  for (Operation &op : body->without_terminator())
    bodyOps.push_back(&op);
  for (Operation *op : llvm::reverse(bodyOps))
    if (isClonable(op) && op->use_empty())
      rewriter.eraseOp(op);

  DenseMap<Operation *, unsigned> stage = distributeClonables(plan);

  // Schedule order: the anchors (the target's synchronisation included) by
  // order key, each preceded by the clonable ops it needs.
  SmallVector<Operation *> anchors;
  for (auto &[op, key] : plan.order)
    anchors.push_back(op);
  llvm::stable_sort(anchors, [&](Operation *a, Operation *c) {
    int64_t ka = plan.order.lookup(a), kc = plan.order.lookup(c);
    if (ka != kc)
      return ka < kc;
    return a->isBeforeInBlock(c);
  });
  std::vector<std::pair<Operation *, unsigned>> schedule;
  DenseSet<Operation *> emitted;
  std::function<void(Operation *)> emit = [&](Operation *op) {
    if (!emitted.insert(op).second)
      return;
    auto visit = [&](Value v) {
      if (Operation *def = v.getDefiningOp())
        if (Operation *top = body->findAncestorOpInBlock(*def))
          if (isClonable(top) && top != op)
            emit(top);
    };
    for (Value v : op->getOperands())
      visit(v);
    visitUsedValuesDefinedAbove(op->getRegions(),
                                [&](OpOperand *use) { visit(use->get()); });
    schedule.emplace_back(op, stage.lookup(op));
  };
  for (Operation *op : anchors)
    emit(op);
  for (Operation &op : body->without_terminator())
    emit(&op);
  for (Operation &op : body->without_terminator()) {
    op.removeAttr(kStageAttr);
    op.removeAttr(kOrderAttr);
  }

  scf::PipeliningOption options;
  options.getScheduleFn =
      [&](scf::ForOp, std::vector<std::pair<Operation *, unsigned>> &s) {
        s = schedule;
      };
  options.annotateFn = [&](Operation *op,
                           scf::PipeliningOption::PipelinerPart part,
                           unsigned iteration) {
    target.annotate(plan, op, part, iteration, rewriter);
  };
  options.peelEpilogue = true;
  // Under versionOnTripCount's guard the loop runs at least numStages
  // iterations: every prologue and epilogue stage runs, no predicate needed.
  // The predicates the pipeliner builds for a dynamic loop ("prologue /
  // epilogue iteration i exists") are all true there: recorded, then folded.
  options.supportDynamicLoops = plan.runtimeTripCount;
  SmallVector<Value> predicates;
  options.predicateFn = [&](RewriterBase &, Operation *op, Value pred) {
    predicates.push_back(pred);
    return op;
  };

  Operation *before = loop->getPrevNode();
  Operation *after = loop->getNextNode();
  Block *parent = loop->getBlock();
  Location loc = loop.getLoc(); // pipelineForLoop erases the loop
  rewriter.setInsertionPoint(loop);
  FailureOr<scf::ForOp> pipelined =
      scf::pipelineForLoop(rewriter, loop, options);
  if (failed(pipelined))
    return loop.emitError("cdna4pipe-software-pipeline: scf::pipelineForLoop "
                          "rejected the planned schedule");

  if (plan.runtimeTripCount)
    (*pipelined)
        ->setAttr(kMinTripCountAttrName,
                  rewriter.getI64IntegerAttr(minPipelinedTrips(plan) -
                                             (plan.numStages - 1)));
  if (!predicates.empty()) {
    rewriter.setInsertionPointToStart((*pipelined)->getBlock());
    Value always = arith::ConstantIntOp::create(rewriter, loc, 1, 1);
    for (Value pred : predicates)
      rewriter.replaceAllUsesWith(pred, always);
  }

  // Fold the pipeliner's index arithmetic (prologue/epilogue iterations are
  // constants) without touching the rest of the function.
  SmallVector<Operation *> created;
  for (Operation *op = before ? before->getNextNode() : &parent->front();
       op && op != after; op = op->getNextNode())
    op->walk([&](Operation *inner) {
      if (isa<arith::ArithDialect>(inner->getDialect()))
        created.push_back(inner);
    });
  MLIRContext *ctx = rewriter.getContext();
  RewritePatternSet patterns(ctx);
  for (RegisteredOperationName name : ctx->getRegisteredOperations())
    if (name.getDialectNamespace() ==
        arith::ArithDialect::getDialectNamespace())
      name.getCanonicalizationPatterns(patterns, ctx);
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
  (void)applyOpPatternsGreedily(created, std::move(patterns), config);
  // The pipeliner skews the IV once per use; merge the copies in the kernel.
  DominanceInfo dom;
  eliminateCommonSubExpressions(rewriter, dom, *pipelined);
  return success();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

struct SoftwarePipelinePass
    : public cdna4pipe::impl::SoftwarePipelineBase<SoftwarePipelinePass> {
  using Base::Base;

  void runOnOperation() override {
    if (numStages == 0 || numStages > 4) {
      getOperation()->emitError("cdna4pipe-software-pipeline: num-stages=")
          << static_cast<unsigned>(numStages)
          << " is not supported (1 leaves loops as they are; "
          << "2, 3 and 4 pipeline)";
      return signalPassFailure();
    }
    if (numStages == 1)
      return;

    // Candidates: loops whose body copies into or reads workgroup memory.
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp loop) {
      // Kernels that carry their own pipeline (cdna4-gemm-gen --schedule
      // ws-persistent) are left as they are.
      auto func = loop->getParentOfType<FunctionOpInterface>();
      if (func && func->hasAttr("cdna4pipe.warp_specialized"))
        return;
      for (Operation &op : loop.getBody()->without_terminator()) {
        bool touchesLds = getPipelineTarget(loop)->getCopyDest(&op) ||
                          llvm::any_of(op.getOperandTypes(), [](Type t) {
                            auto m = dyn_cast<MemRefType>(t);
                            return m && isWorkgroupMemory(m);
                          });
        if (touchesLds) {
          loops.push_back(loop);
          return;
        }
      }
    });

    bool failedAny = false;
    IRRewriter rewriter(&getContext());
    for (scf::ForOp loop : loops) {
      const PipelineTarget *target = getPipelineTarget(loop);
      Plan plan;
      plan.loop = loop;
      plan.numStages = numStages;
      plan.keepMmaInFlight = keepMmaInFlight;
      plan.emptyBarriers = emptyBarriers;
      PipelinePlanVerdict v = planSoftwarePipeline(plan, *target);
      if (v == PipelinePlanVerdict::Error) {
        failedAny = true;
        continue;
      }
      if (v == PipelinePlanVerdict::Skip)
        continue;
      if (failed(expand(plan, *target, rewriter)))
        failedAny = true;
    }
    if (failedAny)
      signalPassFailure();
  }
};

} // namespace
