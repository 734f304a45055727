//===- SoftwarePipelinePlanner.cpp - plans of the software pipeline ------===//
//
// The planning half of cdna4pipe-software-pipeline (SoftwarePipeline.cpp
// expands the plan). Planning follows TileLang's PipelinePlanning: copies
// global -> workgroup go to stage 0 together with their backward slice in
// the loop body, the reads of the copied buffers and their forward slice go
// to the last stage. Manual `cdna4pipe.stage` / `cdna4pipe.order` attributes
// override the plan. A loop that cannot be pipelined is left as written with
// a remark; a wrong manual plan is an error at the op.
//
//===----------------------------------------------------------------------===//

#include "SoftwarePipelinePlanner.h"
#include "LoopAttrs.h"
#include "cdna4pipe/Analysis/IndexEval.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

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

using namespace mlir;
using namespace mlir::cdna4pipe;

bool mlir::cdna4pipe::isClonable(Operation *op) {
  return op->getNumRegions() == 0 && isMemoryEffectFree(op) &&
         !op->hasAttr(kStageAttr) && !op->hasAttr(kOrderAttr);
}

namespace {

//===----------------------------------------------------------------------===//
// Plan
//===----------------------------------------------------------------------===//

using Plan = PipelinePlan;
using Verdict = PipelinePlanVerdict;

class Planner {
public:
  Planner(Plan &plan, const PipelineTarget &target)
      : plan(plan), loop(plan.loop), target(target) {}
  Verdict run();
  Plan &plan;

private:
  Verdict skip(Operation *at, const Twine &why) {
    at->emitRemark("cdna4pipe-software-pipeline: loop left untouched: ") << why;
    return Verdict::Skip;
  }
  Operation *topLevel(Operation *op) {
    return loop.getBody()->findAncestorOpInBlock(*op);
  }
  Verdict checkLoopShape();
  Verdict checkBuffers();
  Verdict checkLds();
  Verdict assignStages();
  Verdict checkDependences();

  /// The users of `buf` reached through view-like ops (subviews): copies
  /// into it and reads of it.
  SmallVector<Operation *> leafUsers(Value buf) const;
  bool isRead(Operation *leaf) const { return !target.getCopyDest(leaf); }

  scf::ForOp loop;
  const PipelineTarget &target;
  bool manual = false;
  DenseMap<Operation *, unsigned> position;
};

Verdict Planner::checkLoopShape() {
  // A K-loop that can be entered more than once (nested in another loop)
  // would need a barrier between one entry's epilogue reads and the next
  // entry's prologue copies into the same slots; we do not synthesise one.
  if (Operation *outer = loop->getParentOfType<LoopLikeOpInterface>())
    return skip(outer, "the K-loop is nested in '" +
                           outer->getName().getStringRef() +
                           "': the next entry's prologue would overwrite "
                           "slots the previous epilogue still reads");
  // Slots and waits are index arithmetic on the counter; cdna4pipe-normalize
  // turns an iN loop into an index loop first.
  Type ivType = loop.getInductionVar().getType();
  if (!ivType.isIndex()) {
    std::string name;
    llvm::raw_string_ostream os(name);
    os << ivType;
    return skip(loop, "the loop counter is '" + name +
                          "', not 'index' (cdna4pipe-normalize rewrites the "
                          "loop over index)");
  }
  Block *body = loop.getBody();
  unsigned idx = 0;
  for (Operation &op : body->without_terminator()) {
    position[&op] = idx++;
    if (op.hasAttr(kStageAttr) || op.hasAttr(kOrderAttr))
      manual = true;
    if (target.isSyncOp(&op)) {
      plan.syncOps.push_back(&op);
      continue;
    }
    if (Value dst = target.getCopyDest(&op)) {
      plan.copies.push_back(&op);
      plan.buffers.insert(dst);
      if (auto g2s = dyn_cast<cdna4pipe::G2SOp>(op))
        for (Operation *user : g2s.getToken().getUsers())
          if (!target.isSyncOp(user))
            return skip(user, "the token of a copy is used by '" +
                                  user->getName().getStringRef() +
                                  "', not only by waits");
      continue;
    }
    if (op.getNumRegions() != 0) {
      WalkResult nested = op.walk([&](Operation *inner) {
        if (inner != &op &&
            (target.isSyncOp(inner) || target.getCopyDest(inner)))
          return WalkResult::interrupt();
        return WalkResult::advance();
      });
      if (nested.wasInterrupted())
        return skip(&op, "unexpected op '" + op.getName().getStringRef() +
                             "': copies or waits nested in a region");
    }
    if (isMemoryEffectFree(&op) || target.onlyReadsMemory(&op))
      continue;
    std::optional<SmallVector<MemoryEffects::EffectInstance>> effects =
        getEffectsRecursively(&op);
    if (!effects)
      return skip(&op, "unexpected op '" + op.getName().getStringRef() +
                           "' with unknown memory effects");
    // A store into workgroup memory is a copy staged through registers
    // that cdna4pipe-lds-dma could not turn into LDS DMA.
    auto store = dyn_cast<vector::StoreOp>(op);
    if (store && isWorkgroupMemory(store.getMemRefType()))
      return skip(&op, "'vector.store' into workgroup memory: a copy staged "
                       "through registers, not an LDS DMA (cdna4pipe-lds-dma "
                       "takes a global vector.load stored whole, and says why "
                       "at the op when it refuses one)");
    for (const MemoryEffects::EffectInstance &e : *effects)
      if (!isa<MemoryEffects::Read>(e.getEffect()))
        return skip(&op, "unexpected op '" + op.getName().getStringRef() +
                             "' writes memory inside the loop");
  }
  if (plan.copies.empty())
    return skip(loop, "no global->workgroup copies in the loop body");
  plan.copiesPerTile = plan.copies.size();

  for (Value yielded : body->getTerminator()->getOperands()) {
    Operation *def = yielded.getDefiningOp();
    if (!def || def->getBlock() != body)
      return skip(loop,
                  "a loop-carried value is not produced in the loop body");
  }
  return Verdict::Ok;
}

SmallVector<Operation *> Planner::leafUsers(Value buf) const {
  SmallVector<Operation *> leaves;
  SmallVector<Value> work{buf};
  while (!work.empty()) {
    Value v = work.pop_back_val();
    for (Operation *user : v.getUsers()) {
      auto view = dyn_cast<ViewLikeOpInterface>(user);
      if (view && view.getViewSource() == v && !target.getCopyDest(user)) {
        work.push_back(user->getResult(0));
        continue;
      }
      leaves.push_back(user);
    }
  }
  return leaves;
}

Verdict Planner::checkBuffers() {
  Block *body = loop.getBody();
  Operation *at = plan.copies.front();
  if (std::optional<std::string> why = target.checkLoop(plan, at))
    return skip(at, *why);
  for (Value buf : plan.buffers) {
    for (Operation *user : buf.getUsers()) {
      if (user->getBlock() != body)
        return skip(user, "a copied workgroup buffer is used by '" +
                              user->getName().getStringRef() +
                              "' outside the loop body");
      if (!target.isRewritableAccess(user, buf))
        return skip(user, "'" + user->getName().getStringRef() +
                              "' uses a copied workgroup buffer in a way the "
                              "multi-buffering cannot rewrite");
    }
    if (llvm::none_of(leafUsers(buf),
                      [&](Operation *leaf) { return isRead(leaf); })) {
      Operation *copy = *llvm::find_if(plan.copies, [&](Operation *c) {
        return target.getCopyDest(c) == buf;
      });
      return skip(copy, "copies into a workgroup buffer that nothing in the "
                        "loop reads (no consumer)");
    }
  }
  return Verdict::Ok;
}

Verdict Planner::checkLds() {
  int64_t total = target.sharedBytesAfter(plan);
  int64_t limit = target.sharedLimit();
  if (total > limit) {
    loop.emitError("cdna4pipe-software-pipeline: ")
        << target.getSharedMemoryName() << " footprint after " << plan.numStages
        << "x multi-buffering is " << total << " bytes, over the " << limit
        << " bytes (" << limit / 1024 << " KiB) of " << target.getName();
    return Verdict::Error;
  }
  return Verdict::Ok;
}

Verdict Planner::assignStages() {
  Block *body = loop.getBody();
  unsigned last = plan.numStages - 1;

  // Producers: the copies and their backward slice in the body.
  llvm::SetVector<Operation *> producers;
  SmallVector<Operation *> work(plan.copies.begin(), plan.copies.end());
  auto visitOperand = [&](Value v) {
    Operation *def = v.getDefiningOp();
    if (!def)
      return;
    if (Operation *top = topLevel(def))
      if (top->getBlock() == body && !target.isSyncOp(top) &&
          producers.insert(top))
        work.push_back(top);
  };
  for (Operation *c : plan.copies)
    producers.insert(c);
  while (!work.empty()) {
    Operation *op = work.pop_back_val();
    for (Value v : op->getOperands())
      visitOperand(v);
    visitUsedValuesDefinedAbove(
        op->getRegions(), [&](OpOperand *use) { visitOperand(use->get()); });
  }

  // Consumers: the reads of the copied buffers and their forward slice.
  llvm::SetVector<Operation *> consumers;
  for (Value buf : plan.buffers)
    for (Operation *leaf : leafUsers(buf))
      if (isRead(leaf) && consumers.insert(leaf))
        work.push_back(leaf);
  while (!work.empty()) {
    Operation *op = work.pop_back_val();
    for (Value res : op->getResults())
      for (Operation *user : res.getUsers()) {
        Operation *top = topLevel(user);
        if (top && top != body->getTerminator() && consumers.insert(top))
          work.push_back(top);
      }
  }

  // Stages of the anchors, manual attributes first.
  bool bad = false;
  // The integer value of a manual plan attribute: nullopt when absent,
  // failure (diagnosed) when it is not an integer.
  auto manualInt = [&](Operation &op,
                       StringRef name) -> FailureOr<std::optional<int64_t>> {
    Attribute a = op.getAttr(name);
    if (!a)
      return std::optional<int64_t>();
    if (auto ia = dyn_cast<IntegerAttr>(a))
      return std::optional<int64_t>(ia.getInt());
    op.emitError("cdna4pipe-software-pipeline: '")
        << name << "' must be an integer attribute";
    return failure();
  };
  for (Operation &op : body->without_terminator()) {
    if (target.isSyncOp(&op))
      continue;
    FailureOr<std::optional<int64_t>> order = manualInt(op, kOrderAttr);
    if (failed(order)) {
      bad = true;
      continue;
    }
    if (!isClonable(&op))
      plan.order[&op] = order->value_or(position[&op]);
    FailureOr<std::optional<int64_t>> stage = manualInt(op, kStageAttr);
    if (failed(stage)) {
      bad = true;
      continue;
    }
    if (*stage) {
      int64_t st = **stage;
      if (st < 0 || st > last) {
        op.emitError("cdna4pipe-software-pipeline: stage ")
            << st << " out of range [0, " << last << "] for " << plan.numStages
            << " stages";
        bad = true;
        continue;
      }
      plan.stage[&op] = st;
      continue;
    }
    if (isClonable(&op))
      continue;
    bool isProducer = producers.contains(&op);
    bool isConsumer = consumers.contains(&op);
    if (isProducer && isConsumer)
      return skip(&op, "'" + op.getName().getStringRef() +
                           "' both feeds a copy and depends on a read of a "
                           "copied buffer");
    plan.stage[&op] = isProducer ? 0 : last;
  }
  if (bad)
    return Verdict::Error;

  // Copies in stage 0, all reads of the copied buffers in one later stage.
  for (Operation *c : plan.copies)
    if (plan.stage[c] != 0) {
      c->emitError("cdna4pipe-software-pipeline: copies must be in stage 0, "
                   "not stage ")
          << plan.stage[c];
      return Verdict::Error;
    }
  std::optional<unsigned> readStage;
  Operation *firstRead = nullptr;
  SmallVector<Operation *> reads;
  for (Value buf : plan.buffers)
    for (Operation *leaf : leafUsers(buf))
      if (isRead(leaf))
        reads.push_back(leaf);
  llvm::sort(reads, [&](Operation *a, Operation *c) {
    return position.lookup(a) < position.lookup(c);
  });
  for (Operation *user : reads) {
    unsigned s = plan.stage[user];
    if (s == 0) {
      user->emitError("cdna4pipe-software-pipeline: reads a copied buffer "
                      "in stage 0, the stage of its copy");
      return Verdict::Error;
    }
    if (readStage && *readStage != s) {
      InFlightDiagnostic d = user->emitError(
          "cdna4pipe-software-pipeline: reads of copied buffers in stage ");
      d << s << " and in stage " << *readStage
        << "; all reads must share one stage";
      d.attachNote(firstRead->getLoc()) << "read in stage " << *readStage;
      return Verdict::Error;
    }
    readStage = s;
    firstRead = user;
  }
  plan.readStage = *readStage;
  plan.firstRead = reads.front();
  return Verdict::Ok;
}

Verdict Planner::checkDependences() {
  // Every anchor must come after the anchors it depends on (directly or
  // through clonable ops, which are rematerialised in the user's stage).
  Block *body = loop.getBody();
  for (auto &[anchor, useStage] : plan.stage) {
    SmallVector<Value> work;
    DenseSet<Operation *> seen;
    auto push = [&](Operation *op) {
      for (Value v : op->getOperands())
        work.push_back(v);
      visitUsedValuesDefinedAbove(op->getRegions(), [&](OpOperand *use) {
        work.push_back(use->get());
      });
    };
    push(anchor);
    while (!work.empty()) {
      Value v = work.pop_back_val();
      unsigned slack = 0;
      if (auto arg = dyn_cast<BlockArgument>(v)) {
        if (arg.getOwner() != body || arg == loop.getInductionVar())
          continue;
        // Loop-carried: produced by the previous iteration.
        v = body->getTerminator()->getOperand(arg.getArgNumber() - 1);
        slack = 1;
      }
      Operation *def = v.getDefiningOp();
      Operation *top = def ? topLevel(def) : nullptr;
      if (!top || top == anchor || !seen.insert(top).second)
        continue;
      if (isClonable(top)) {
        if (slack)
          // A yielded clonable op lives in the last stage.
          if (plan.numStages - 1 > useStage + 1) {
            if (manual) {
              anchor->emitError("cdna4pipe-software-pipeline: inconsistent "
                                "manual plan: loop-carried value produced in "
                                "the last stage is consumed in stage ")
                  << useStage;
              return Verdict::Error;
            }
            return skip(anchor, "a loop-carried value produced in a later "
                                "stage is consumed in stage " +
                                    Twine(useStage));
          }
        if (!slack)
          push(top);
        continue;
      }
      unsigned defStage = plan.stage.lookup(top);
      if (slack) {
        if (defStage > useStage + 1) {
          if (manual) {
            anchor->emitError("cdna4pipe-software-pipeline: inconsistent "
                              "manual plan: consumes in stage ")
                    .attachNote(top->getLoc())
                << "loop-carried producer in stage " << defStage;
            return Verdict::Error;
          }
          return skip(anchor, "a loop-carried value produced in stage " +
                                  Twine(defStage) + " is consumed in stage " +
                                  Twine(useStage));
        }
        continue;
      }
      if (defStage > useStage) {
        if (manual) {
          InFlightDiagnostic d = anchor->emitError(
              "cdna4pipe-software-pipeline: inconsistent manual plan: consumer "
              "in stage ");
          d << useStage << " before its producer in stage " << defStage;
          d.attachNote(top->getLoc()) << "producer is here";
          return Verdict::Error;
        }
        return skip(anchor, "consumer scheduled before its producer");
      }
      if (defStage == useStage && plan.order[top] > plan.order[anchor]) {
        InFlightDiagnostic d = anchor->emitError(
            "cdna4pipe-software-pipeline: inconsistent manual plan: consumer "
            "ordered ");
        d << plan.order[anchor] << " before its producer ordered "
          << plan.order[top] << " in stage " << useStage;
        d.attachNote(top->getLoc()) << "producer is here";
        return Verdict::Error;
      }
    }
  }
  return Verdict::Ok;
}

Verdict Planner::run() {
  if (Verdict v = checkLoopShape(); v != Verdict::Ok)
    return v;
  if (Verdict v = checkBuffers(); v != Verdict::Ok)
    return v;

  std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  // Loops that cannot be pipelined still run correctly as written: left
  // alone, with a remark.
  if (!lb || !step)
    return skip(loop, Twine(!lb ? "the lower bound" : "the step") +
                          " is only known at run time; the slot of a tile "
                          "is (iv - lb) / step mod " +
                          Twine(plan.numStages) +
                          ", which needs both as constants");
  plan.lb = *lb;
  plan.step = *step;
  if (!ub) {
    if (!target.supportsRuntimeTripCount())
      return skip(loop, "dynamic trip count; " + Twine(plan.numStages) +
                            " stages need static bounds on " +
                            target.getName() +
                            " to peel the prologue and "
                            "epilogue");
    if (*step <= 0)
      return skip(loop, "the step " + Twine(*step) + " is not positive");
    plan.runtimeTripCount = true;
  } else {
    std::optional<int64_t> trips = staticTripCount(*lb, *ub, *step);
    if (*step > 0 && !trips) {
      loop.emitError("cdna4pipe-software-pipeline: the trip count (from ")
          << *lb << " to " << *ub << " step " << *step
          << ") does not fit in 64 bits";
      return Verdict::Error;
    }
    plan.tripCount = trips.value_or(0); // a non-positive step: no iteration
    if (plan.tripCount < plan.numStages)
      return skip(loop, "trip count " + Twine(plan.tripCount) +
                            " is below the stage count " +
                            Twine(plan.numStages));
  }
  if (Verdict v = checkLds(); v != Verdict::Ok)
    return v;
  if (Verdict v = assignStages(); v != Verdict::Ok)
    return v;
  return checkDependences();
}

} // namespace

PipelinePlanVerdict
mlir::cdna4pipe::planSoftwarePipeline(PipelinePlan &plan,
                                      const PipelineTarget &target) {
  return Planner(plan, target).run();
}
