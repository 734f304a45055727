//===- ScheduleVerifier.cpp - static hazard proof for cdna4pipe IR --------===//
//
// The entry points of the schedule verifier: finds the K-loop, runs the model
// (ScheduleModel.cpp) over the function, which checks the rules
// (ScheduleRules.cpp) as it goes, and emits what they found
// (ScheduleDiagnostics.cpp). See include/cdna4pipe/Analysis/ScheduleModel.h
// for the layout and docs/ScheduleVerifier.md for the model.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/ScheduleVerifier.h"

#include "cdna4pipe/Analysis/HopperScheduleVerifier.h"
#include "cdna4pipe/Analysis/ScheduleModel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::schedule;

bool Verifier::interpret() {
  Region &body = func.getFunctionBody();
  bool hasMemoryOps = false;
  func->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<G2SOp, S2ROp>(op))
      hasMemoryOps = true;
    if (auto forOp = dyn_cast<scf::ForOp>(op); forOp && !kLoop) {
      bool hasRead = false;
      forOp->walk([&](S2ROp) { hasRead = true; });
      if (hasRead)
        kLoop = forOp;
    }
  });
  if (!hasMemoryOps || body.empty())
    return false;
  if (!body.hasOneBlock()) {
    fatal(func, "the schedule verifier needs a single-block function body");
  } else if (runBlock(body.front())) {
    checkKernelEnd();
  }
  return true;
}

LogicalResult Verifier::run(ScheduleVerifierStats *statsOut) {
  if (!interpret()) {
    if (statsOut)
      *statsOut = stats;
    return success();
  }
  emitFindings();
  stats.errors = findings.size();
  if (statsOut)
    *statsOut = stats;
  if (!findings.empty())
    return failure();
  if (options.emitSummary)
    emitSummary();
  return success();
}

/// The first op of a loop in `func` that moves data through LDS although the
/// function has no cdna4pipe copies or reads: a loop the flow left at Level 1
/// (pipelined, not raised) or never transformed. Null when there is none.
static Operation *findUnraisedLdsAccess(FunctionOpInterface func) {
  Operation *found = nullptr;
  func->walk<WalkOrder::PreOrder>([&](scf::ForOp loop) {
    loop->walk([&](Operation *op) {
      for (Value v : op->getOperands()) {
        auto type = dyn_cast<MemRefType>(v.getType());
        if (type && isWorkgroupMemory(type) && !isa<ViewLikeOpInterface>(op)) {
          found = op;
          return WalkResult::interrupt();
        }
      }
      return WalkResult::advance();
    });
    return found ? WalkResult::interrupt() : WalkResult::skip();
  });
  return found;
}

/// A function whose loop reads or writes LDS outside cdna4pipe ops is not
/// proved: say so at the loop instead of passing it silently.
static void remarkUnproved(FunctionOpInterface func) {
  if (func.isExternal() || hasHopperCopies(func))
    return;
  bool raised = false;
  func->walk([&](Operation *op) {
    if (isa<G2SOp, S2ROp>(op))
      raised = true;
  });
  Operation *access = raised ? nullptr : findUnraisedLdsAccess(func);
  if (!access)
    return;
  access->getParentOfType<scf::ForOp>()->emitRemark()
      << "cdna4pipe-verify-schedule: loop not proved: it accesses LDS through '"
      << access->getName()
      << "' outside cdna4pipe.g2s / cdna4pipe.s2r (the loop was not raised; "
         "cdna4pipe-form-stages says why), and the verifier proves raised "
         "schedules only";
}

/// A branch around schedule ops on `X pred c` (c a constant): the guard
/// cdna4pipe-software-pipeline puts around a loop whose trip count X is only
/// known at run time. Returns X and c.
static std::optional<std::pair<Value, int64_t>>
findTripGuard(FunctionOpInterface f) {
  std::optional<std::pair<Value, int64_t>> guard;
  f->walk([&](scf::IfOp ifOp) {
    auto cmp = ifOp.getCondition().getDefiningOp<arith::CmpIOp>();
    if (!cmp || !ifOp->walk([](Operation *op) {
                       return isa<G2SOp, S2ROp>(op) ? WalkResult::interrupt()
                                                    : WalkResult::advance();
                     })
                     .wasInterrupted())
      return WalkResult::advance();
    APInt c;
    if (matchPattern(cmp.getRhs(), m_ConstantInt(&c)))
      guard = {cmp.getLhs(), c.getSExtValue()};
    else if (matchPattern(cmp.getLhs(), m_ConstantInt(&c)))
      guard = {cmp.getRhs(), c.getSExtValue()};
    return guard ? WalkResult::interrupt() : WalkResult::advance();
  });
  return guard;
}

LogicalResult
mlir::cdna4pipe::verifySchedule(FunctionOpInterface func,
                                const ScheduleVerifierOptions &options,
                                ScheduleVerifierStats *stats) {
  remarkUnproved(func);
  bool conditional = false;
  func->walk([&](CondBarrierOp) { conditional = true; });
  if (conditional)
    return verifyWaveGroups(func, options, stats);
  std::optional<std::pair<Value, int64_t>> guard = findTripGuard(func);
  if (!guard) {
    Verifier verifier(func, options);
    return verifier.run(stats);
  }
  // A run-time trip count X: every X from 0 to c + kTripSpan exactly, then
  // one X far beyond, proven through the K-loop's periodic state (a period
  // is found within 2 * 8 + 8 iterations, docs/ScheduleVerifier.md, so each
  // larger X has the outcome of a smaller one in the enumerated range).
  constexpr int64_t kTripSpan = 64, kFar = int64_t(1) << 20;
  SmallVector<int64_t> values;
  for (int64_t x = 0; x <= std::max<int64_t>(guard->second, 0) + kTripSpan; ++x)
    values.push_back(x);
  values.push_back(kFar);
  ScheduleVerifierOptions quiet = options;
  quiet.emitSummary = false;
  // The footprints do not depend on X: computed once for all the runs.
  auto footprints = std::make_shared<FootprintCache>();
  for (int64_t x : values) {
    bool last = x == kFar;
    Verifier verifier(func, last ? options : quiet);
    verifier.shareFootprints(footprints);
    verifier.pin(guard->first, x);
    if (failed(verifier.run(stats))) {
      Operation *at = guard->first.getDefiningOp();
      (at ? at : func.getOperation())->emitRemark()
          << "cdna4pipe-verify-schedule: the schedule fails for the run-time "
             "trip count "
          << x << " (this value)";
      return failure();
    }
    if (!verifier.usedPin()) {
      // The guard's value was known: that run was the proof.
      if (!options.emitSummary || last)
        return success();
      Verifier summary(func, options);
      return summary.run(stats);
    }
  }
  if (options.emitSummary) {
    Operation *at = guard->first.getDefiningOp();
    (at ? at : func.getOperation())->emitRemark()
        << "schedule verified for every run-time trip count: " << values.size()
        << " values (0.." << values[values.size() - 2] << " simulated, " << kFar
        << " through the periodic state)";
  }
  return success();
}

LogicalResult
mlir::cdna4pipe::verifySchedules(Operation *root,
                                 const ScheduleVerifierOptions &options) {
  bool ok = true;
  root->walk([&](FunctionOpInterface func) {
    if (failed(verifySchedule(func, options)))
      ok = false;
  });
  return success(ok);
}

LogicalResult
mlir::cdna4pipe::verifySchedules(ArrayRef<FunctionOpInterface> funcs,
                                 const ScheduleVerifierOptions &options) {
  bool ok = true;
  for (FunctionOpInterface func : funcs)
    if (failed(verifySchedule(func, options)))
      ok = false;
  return success(ok);
}

const char *
mlir::cdna4pipe::stringifyVerifierGranularity(VerifierGranularity granularity) {
  return granularity == VerifierGranularity::Copy ? "copy" : "slot";
}

FailureOr<VerifierGranularity>
mlir::cdna4pipe::parseVerifierGranularity(StringRef name, std::string &error) {
  for (VerifierGranularity g :
       {VerifierGranularity::Copy, VerifierGranularity::Slot})
    if (name == stringifyVerifierGranularity(g))
      return g;
  error = ("unknown granularity '" + name + "' (expected copy or slot)").str();
  return failure();
}
