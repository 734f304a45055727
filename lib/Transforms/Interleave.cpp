//===- Interleave.cpp - HipKittens-style stages for a raised K-loop -------===//
//
// Level 2 -> Level 3 (docs/KernelContract.md). The steady-state body of a
// raised K-loop becomes `stages` cdna4pipe.stage regions; see Passes.td for
// the schedule. The plan (which stage runs which MFMA, read and copy, which
// tile each copy prefetches, the waits, the prologue order) is computed
// from the IR's data dependences before anything changes
// (InterleavePlan.cpp, InterleaveWaits.cpp); this file rewrites the loop:
// prefetched copies re-materialised one iteration ahead, the prologue's
// extra copies, the stage regions, and the peeled last iteration.
//
//===----------------------------------------------------------------------===//

#include "InterleavePlan.h"
#include "LoopAttrs.h"
#include "cdna4pipe/Analysis/ScheduleVerifier.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_CDNA4PIPEINTERLEAVE
#include "cdna4pipe/Transforms/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::interleave;

namespace {

/// Marks, during the rewrite, the copies that prefetch one tile further.
constexpr StringLiteral kExtraMark = "cdna4pipe.interleave_prefetched";

/// Erases `op` and then every pure op that only fed it (transitively).
static void eraseDeadSlice(Operation *op) {
  SmallVector<Operation *> work = {op};
  llvm::SmallPtrSet<Operation *, 16> queued = {op};
  while (!work.empty()) {
    Operation *cur = work.pop_back_val();
    SmallVector<Operation *> defs;
    for (Value v : cur->getOperands())
      if (Operation *def = v.getDefiningOp())
        defs.push_back(def);
    cur->erase();
    for (Operation *def : defs)
      if (def->use_empty() && isPure(def) && def->getNumRegions() == 0 &&
          queued.insert(def).second)
        work.push_back(def);
  }
}

/// The ops of `body` that `op`'s operands depend on (through values defined
/// in `body`), in program order.
static SmallVector<Operation *> bodySlice(Operation *op, Block *body) {
  llvm::SetVector<Operation *> seen;
  SmallVector<Value> work(op->getOperands());
  while (!work.empty()) {
    Operation *def = work.pop_back_val().getDefiningOp();
    if (!def || def->getBlock() != body || !seen.insert(def))
      continue;
    llvm::append_range(work, def->getOperands());
  }
  SmallVector<Operation *> out(seen.begin(), seen.end());
  llvm::sort(out,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return out;
}

/// Re-materialises the operands of `op` that depend on the loop's induction
/// variable with `iv` -> `iv + step` (the copy of the next iteration's
/// tile), right before `op`.
static void shiftOneIteration(Operation *op, scf::ForOp loop, Value ivNext) {
  IRMapping map;
  map.map(loop.getInductionVar(), ivNext);
  OpBuilder b(op);
  for (Operation *def : bodySlice(op, loop.getBody()))
    if (llvm::any_of(def->getOperands(),
                     [&](Value v) { return map.contains(v); }))
      b.clone(*def, map);
  for (OpOperand &use : op->getOpOperands()) {
    Operation *def = use.get().getDefiningOp();
    use.set(map.lookupOrDefault(use.get()));
    if (def && def->getBlock() == loop.getBody() && def->use_empty() &&
        isPure(def))
      eraseDeadSlice(def);
  }
}

/// A clone of loop copy `c` (and of the index arithmetic of the loop body it
/// uses) with the induction variable at `iv`, built at `b`.
static G2SOp cloneAtIteration(G2SOp c, scf::ForOp loop, Value iv,
                              OpBuilder &b) {
  IRMapping map;
  map.map(loop.getInductionVar(), iv);
  for (Operation *def : bodySlice(c, loop.getBody()))
    b.clone(*def, map);
  return cast<G2SOp>(b.clone(*c, map));
}

/// The prologue: copies in the loop's issue order (with the prefetched parts
/// of tile `dist`, cloned from the loop copies at the first iteration), and
/// the top-of-iteration-0 wait + barrier at its end.
static void rewritePrologue(scf::ForOp loop, Plan &p) {
  OpBuilder b(loop);
  auto i32 = [&](int64_t v) { return b.getI32IntegerAttr(v); };
  if (!p.prologueOrder.empty()) {
    b.setInsertionPoint(p.prologueAnchor);
    Value lb;
    for (auto [c, extra] : llvm::zip(p.prologueOrder, p.prologueExtra)) {
      if (extra >= 0) {
        if (!lb)
          lb = arith::ConstantIndexOp::create(
              b, loop.getLoc(), *getConstantIntValue(loop.getLowerBound()));
        c = cloneAtIteration(p.copies[extra], loop, lb, b);
      }
      c->moveBefore(p.prologueAnchor);
    }
  }
  b.setInsertionPoint(loop);
  WaitOp::create(b, p.topWait.getLoc(), i32(p.prologueVmcnt), IntegerAttr(),
                 ValueRange{});
  BarrierOp::create(b, p.topBarrier.getLoc());
}

/// One stage region: the memory phase (reads, copies, closing wait +
/// barrier), then the MFMAs at priority 1 behind fence 0.
static StageOp buildStage(scf::ForOp loop, Plan &p, unsigned s, unsigned stages,
                          Location waitLoc, Location barrierLoc) {
  OpBuilder b(loop.getBody()->getTerminator());
  Location loc = loop.getLoc();
  auto i32 = [&](int64_t v) { return b.getI32IntegerAttr(v); };
  SmallVector<Operation *> ops;
  for (S2ROp r : p.reads)
    if (p.stageOf.lookup(r) == s)
      ops.push_back(r);
  for (G2SOp c : p.issue)
    if (p.stageOf.lookup(c) == s)
      ops.push_back(c);
  size_t numMemory = ops.size();
  for (MFMAOp m : p.mfmas)
    if (p.stageOf.lookup(m) == s)
      ops.push_back(m);
  llvm::SmallPtrSet<Operation *, 32> inStage(ops.begin(), ops.end());
  SmallVector<Value> escaping;
  for (Operation *op : ops)
    for (Value r : op->getResults())
      if (llvm::any_of(r.getUsers(),
                       [&](Operation *u) { return !inStage.contains(u); }))
        escaping.push_back(r);

  auto stage = StageOp::create(b, loc, ValueRange(escaping).getTypes(), s,
                               /*priority=*/1, /*fence=*/0);
  Block *blk = new Block();
  stage.getBody().push_back(blk);
  for (Operation *op : ArrayRef<Operation *>(ops).take_front(numMemory)) {
    op->moveBefore(blk, blk->end());
    if (auto it = p.group.find(op); it != p.group.end())
      op->setAttr(kGroupAttrName, i32(it->second));
  }
  // The memory phase closes with the wait for the next stage's reads and,
  // where bytes are released (the last stage, or the last reads of a
  // prefetched copy), lgkmcnt(0).
  OpBuilder in = OpBuilder::atBlockEnd(blk);
  bool last = s + 1 == stages;
  if (p.perStage) {
    std::optional<int64_t> vm = p.stageVmcnt[s];
    if (vm || p.stageLgkm[s]) {
      WaitOp::create(in, waitLoc, vm ? i32(*vm) : IntegerAttr(),
                     p.stageLgkm[s] ? i32(0) : IntegerAttr(), ValueRange{});
      BarrierOp::create(in, barrierLoc);
    }
  } else if (last) {
    WaitOp::create(in, waitLoc, i32(p.lastVmcnt), i32(0), ValueRange{});
    BarrierOp::create(in, barrierLoc);
  }
  for (Operation *op : ArrayRef<Operation *>(ops).drop_front(numMemory))
    op->moveBefore(blk, blk->end());
  in.setInsertionPointToEnd(blk);
  YieldOp::create(in, loc, escaping);
  for (auto [i, v] : llvm::enumerate(escaping))
    v.replaceUsesWithIf(stage.getResult(i), [&](OpOperand &use) {
      return !stage->isAncestor(use.getOwner());
    });
  return stage;
}

/// Sinks index arithmetic used by one stage only into that stage's memory
/// phase, so the fences keep it next to the reads and copies it feeds.
static void sinkIndexArithmetic(Block *body) {
  SmallVector<Operation *> rest;
  for (Operation &op : body->without_terminator())
    if (!isa<StageOp>(op))
      rest.push_back(&op);
  for (Operation *op : llvm::reverse(rest)) {
    StageOp target;
    bool ok = !op->use_empty();
    for (Operation *user : op->getUsers()) {
      auto st = user->getParentOfType<StageOp>();
      if (!st || (target && st != target)) {
        ok = false;
        break;
      }
      target = st;
    }
    if (ok && target)
      op->moveBefore(&target.getBody().front().front());
  }
}

/// The last iteration would prefetch the tile after the last one: the loop
/// stops one iteration earlier and that iteration follows it, without the
/// prefetched copies. Its waits count the copies it still issues: a wait
/// loses one for every prefetched copy dropped before it (all of them are
/// younger than the copies it waits for: prefetched copies are issued after
/// the iteration's others).
static void peelLastIteration(scf::ForOp loop) {
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  int64_t step = *getConstantIntValue(loop.getStep());
  int64_t lb = *getConstantIntValue(loop.getLowerBound());
  Value last;
  if (std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound())) {
    last = arith::ConstantIndexOp::create(
        b, loc, lb + ((*ub - lb + step - 1) / step - 1) * step);
  } else {
    // A run-time bound (the software pipeliner's guarded steady state, at
    // least cdna4pipe.min_trip_count >= 2 iterations): lb + k * step.
    last = arith::SubIOp::create(b, loc, loop.getUpperBound(),
                                 arith::ConstantIndexOp::create(b, loc, step));
  }
  loop.setUpperBound(last);
  b.setInsertionPointAfter(loop);
  IRMapping map;
  map.map(loop.getInductionVar(), last);
  for (auto [arg, res] : llvm::zip(loop.getRegionIterArgs(), loop.getResults()))
    map.map(arg, res);
  SmallVector<Operation *> peeled;
  for (Operation &op : loop.getBody()->without_terminator())
    peeled.push_back(b.clone(op, map));
  llvm::SmallPtrSet<Operation *, 32> inPeel(peeled.begin(), peeled.end());
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  for (auto [res, v] : llvm::zip(loop.getResults(), yield.getOperands()))
    res.replaceUsesWithIf(map.lookupOrDefault(v), [&](OpOperand &use) {
      Operation *top = use.getOwner();
      while (top->getBlock() != loop->getBlock())
        top = top->getParentOp();
      return !inPeel.contains(top);
    });
  // Drop the prefetched copies, recount the waits.
  int64_t dropped = 0;
  SmallVector<Operation *> dead;
  for (Operation *top : peeled)
    top->walk([&](Operation *op) {
      if (op->hasAttr(kExtraMark)) {
        ++dropped;
        dead.push_back(op);
      } else if (auto w = dyn_cast<WaitOp>(op); w && w.getVmcnt() && dropped) {
        w.setVmcntAttr(
            b.getI32IntegerAttr(std::max<int64_t>(0, *w.getVmcnt() - dropped)));
      }
    });
  for (Operation *op : dead)
    eraseDeadSlice(op);
}

/// Rewrites the loop according to a successful plan.
static void rewrite(scf::ForOp loop, Plan &p, unsigned stages) {
  bool anyExtra = llvm::any_of(p.extra, [](unsigned e) { return e; });
  // The prologue first: its clones of prefetched copies start from the
  // loop's unshifted index arithmetic.
  rewritePrologue(loop, p);
  if (anyExtra) {
    OpBuilder b = OpBuilder::atBlockBegin(loop.getBody());
    Value ivNext = arith::AddIOp::create(
        b, loop.getLoc(), loop.getInductionVar(), loop.getStep());
    for (auto [c, extra] : llvm::zip(p.copies, p.extra))
      if (extra) {
        shiftOneIteration(c, loop, ivNext);
        c->setAttr(kExtraMark, b.getUnitAttr());
      }
  }
  Location waitLoc = p.topWait.getLoc(), barrierLoc = p.topBarrier.getLoc();
  p.topWait->erase();
  p.topBarrier->erase();
  for (unsigned s = 0; s < stages; ++s)
    buildStage(loop, p, s, stages, waitLoc, barrierLoc);
  placeDotWork(loop);
  sinkIndexArithmetic(loop.getBody());
  if (anyExtra) {
    peelLastIteration(loop);
    for (auto [c, extra] : llvm::zip(p.copies, p.extra))
      c->removeAttr(kExtraMark);
  }
}

/// Whether `loop` is the unpipelined copy that cdna4pipe-software-pipeline
/// keeps for short run-time trip counts (its `cdna4pipe.fallback_below`):
/// left as written, with a remark saying so.
static bool isShortTripFallback(scf::ForOp loop) {
  auto below = loop->getAttrOfType<IntegerAttr>(kFallbackBelowAttrName);
  if (!below)
    return false;
  loop->emitRemark() << "cdna4pipe-interleave: loop left as written: it is "
                        "the unpipelined copy that runs only when the "
                        "run-time trip count is below "
                     << below.getInt();
  return true;
}

struct InterleavePass
    : public cdna4pipe::impl::CDNA4PipeInterleaveBase<InterleavePass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp loop) {
      bool hasMfma = false, hasStage = false;
      for (Operation &op : *loop.getBody()) {
        hasMfma |= isa<MFMAOp>(op);
        hasStage |= isa<StageOp>(op);
      }
      if (hasMfma && !hasStage)
        loops.push_back(loop);
    });
    llvm::SetVector<FunctionOpInterface> toVerify;
    for (scf::ForOp loop : loops) {
      if (isShortTripFallback(loop))
        continue;
      Plan plan;
      Options opts;
      opts.stages = stages;
      opts.policy = g2sPolicy;
      opts.granularity = waitGranularity;
      opts.prefetch = prefetch;
      opts.decomposition = decomposition;
      std::string choice;
      Problem pr = LoopPlanner(loop, opts).plan(plan, choice);
      // MFMAs that do not split into `stages` parts: the largest smaller
      // number of stages they split into.
      Problem split = pr;
      while (pr && pr.isSplit && opts.stages > 1) {
        --opts.stages;
        plan = Plan();
        choice.clear();
        pr = LoopPlanner(loop, opts).plan(plan, choice);
      }
      if (!pr && opts.stages != stages)
        loop->emitRemark() << "cdna4pipe-interleave: " << split.why
                           << "; interleaved in " << opts.stages
                           << " stages instead";
      if (pr) {
        if (pr.isError) {
          pr.op->emitError() << "cdna4pipe-interleave: " << pr.why;
          signalPassFailure();
        } else {
          pr.op->emitRemark()
              << "cdna4pipe-interleave: loop left untouched: " << pr.why;
        }
        continue;
      }
      if (choiceRemark)
        loop->emitRemark() << "cdna4pipe-interleave: " << choice;
      rewrite(loop, plan, opts.stages);
      if (auto fn = loop->getParentOfType<FunctionOpInterface>())
        toVerify.insert(fn);
    }
    // Prove every function the pass rewrote (cdna4pipe-verify-schedule).
    if (verify && failed(verifySchedules(toVerify.getArrayRef())))
      signalPassFailure();
  }
};

} // namespace