//===- ScheduleModel.cpp - the schedule verifier's abstract machine -------===//
//
// Owns the model the schedule verifier simulates: abstract interpretation of
// one function, in program order, over the state of one wave. All waves of the
// workgroup run the same program and are separated only by barriers, so "any
// other wave" is "this wave at any point of the same barrier interval". The
// model is described in docs/ScheduleVerifier.md.
//
// The program is executed concretely as far as control flow and index
// arithmetic go (scf.for with static bounds, arith/affine on constants and
// induction variables, cdna4pipe.stage regions inlined), so every G2S and S2R
// has a concrete (buffer, slot) and a label (prologue / iteration i (k=v) /
// epilogue). The state is
//   * the in-order FIFO of this wave's outstanding copies (vmcnt) and reads
//     (lgkmcnt);
//   * the epoch: the number of barriers executed so far;
//   * per (buffer, slot): the copies and reads that are not yet "settled",
//     i.e. not yet retired by this wave *and* followed by a barrier. Settled
//     accesses can never take part in a hazard again and are dropped;
//   * per static access, its footprint (the LDS elements it touches).
// Long loops are simulated until the state repeats (fingerprints) and then
// skipped to their last iteration. What each access, wait and barrier does
// to the state lives in ScheduleAccesses.cpp; the rules checked on the state
// in ScheduleRules.cpp.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/ScheduleModel.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::schedule;

//===----------------------------------------------------------------------===//
// Values and index arithmetic
//===----------------------------------------------------------------------===//

std::optional<int64_t> Verifier::lookup(Value v) const {
  auto it = ints.find(v);
  if (it == ints.end())
    return std::nullopt;
  return it->second;
}

void Verifier::forget(Operation *op) {
  for (Value r : op->getResults()) {
    ints.erase(r);
    readOf.erase(r);
    copyOf.erase(r);
  }
}

void Verifier::copyValue(Value to, Value from) {
  ints.erase(to);
  readOf.erase(to);
  copyOf.erase(to);
  if (auto v = lookup(from))
    ints[to] = *v;
  if (auto it = readOf.find(from); it != readOf.end())
    readOf[to] = it->second;
  if (auto it = copyOf.find(from); it != copyOf.end())
    copyOf[to] = it->second;
}

/// Evaluates side-effect-free integer arithmetic whose operands are known
/// (evalIntegerOp, shared with IndexEvaluator). Not through Operation::fold,
/// which may rewrite ops in place; the verifier must never modify the IR.
bool Verifier::evalScalar(Operation *op) {
  if (op->getNumResults() != 1)
    return false;
  SmallVector<int64_t, 3> x;
  for (Value v : op->getOperands()) {
    auto known = lookup(v);
    if (!known)
      return false;
    x.push_back(*known);
  }
  std::optional<int64_t> r = evalIntegerOp(op, x);
  if (!r)
    return false;
  ints[op->getResult(0)] = *r;
  return true;
}

/// A uniform branch whose condition is known (all waves take the same side:
/// the pipeliner's guard on a run-time trip count): the taken side runs,
/// its yielded values become the results.
bool Verifier::runIf(scf::IfOp ifOp, int64_t cond) {
  Region &taken = cond ? ifOp.getThenRegion() : ifOp.getElseRegion();
  if (taken.empty()) {
    forget(ifOp);
    return true;
  }
  Block &block = taken.front();
  if (!runBlock(block))
    return false;
  auto yield = cast<scf::YieldOp>(block.getTerminator());
  for (auto [res, val] : llvm::zip(ifOp.getResults(), yield.getOperands()))
    copyValue(res, val);
  return true;
}

std::optional<int64_t> Verifier::evalSlot(Operation *op, Value slot) {
  if (auto v = lookup(slot))
    return v;
  fatal(op, "cannot evaluate the LDS slot index to a constant in " + str(cur) +
                "; the schedule verifier needs slots computed with arith "
                "from constants and loop induction variables");
  return std::nullopt;
}

unsigned Verifier::bufferId(Value memref) {
  auto [it, inserted] = bufIds.try_emplace(memref, bufNames.size());
  if (!inserted)
    return it->second;
  if (!asmState)
    asmState.emplace(func.getOperation());
  std::string name;
  llvm::raw_string_ostream os(name);
  os << "LDS buffer ";
  memref.printAsOperand(os, *asmState);
  bufNames.push_back(os.str());
  return it->second;
}

//===----------------------------------------------------------------------===//
// Interpretation
//===----------------------------------------------------------------------===//

static bool isScheduleOp(Operation *op) {
  return isa<G2SOp, S2ROp, WaitOp, BarrierOp, MFMAOp, StageOp, gpu::BarrierOp,
             ROCDL::SBarrierOp>(op);
}

bool Verifier::runBlock(Block &block) {
  for (Operation &op : block) {
    if (op.hasTrait<OpTrait::IsTerminator>())
      break;
    if (!runOp(&op))
      return false;
  }
  return true;
}

/// G2S, S2R, waits and barriers: the instructions the machine state tracks.
/// False when the op stops the interpretation (a slot cannot be evaluated).
bool Verifier::runMemoryOp(Operation *op) {
  if (auto g2s = dyn_cast<G2SOp>(op)) {
    auto slot = evalSlot(op, g2s.getSlot());
    if (!slot)
      return false;
    runG2S(g2s, *slot);
    return true;
  }
  if (auto s2r = dyn_cast<S2ROp>(op)) {
    auto slot = evalSlot(op, s2r.getSlot());
    if (!slot)
      return false;
    runS2R(s2r, *slot);
    return true;
  }
  if (auto wait = dyn_cast<WaitOp>(op)) {
    std::optional<int64_t> vm, lgkm;
    if (auto v = wait.getWaitedVmcnt())
      vm = static_cast<int32_t>(*v);
    if (auto v = wait.getWaitedLgkmcnt())
      lgkm = static_cast<int32_t>(*v);
    runWait(op, vm, lgkm, wait.getTokens());
    return true;
  }
  if (isa<BarrierOp, ROCDL::SBarrierOp>(op)) {
    runBarrier(op);
    return true;
  }
  // gpu.barrier lowers to a fence plus s_waitcnt vmcnt(0) lgkmcnt(0) and
  // s_barrier: it drains everything in flight.
  runWait(op, 0, 0, {});
  runBarrier(op);
  return true;
}

/// An op with regions that is neither a stage nor an scf.for: fine unless it
/// holds schedule ops (the waves would not run one straight-line schedule).
bool Verifier::runRegionOp(Operation *op) {
  bool hasSchedule = false;
  op->walk([&](Operation *nested) {
    if (nested != op && isScheduleOp(nested)) {
      hasSchedule = true;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (hasSchedule) {
    auto ifOp = dyn_cast<scf::IfOp>(op);
    if (ifOp)
      if (std::optional<int64_t> cond = lookup(ifOp.getCondition()))
        return runIf(ifOp, *cond);
    fatal(op, "the schedule verifier cannot follow '" +
                  op->getName().getStringRef() +
                  "' around cdna4pipe ops: only scf.for loops with static "
                  "bounds, scf.if on a condition it can evaluate (or on a "
                  "trip count compared with a constant) and cdna4pipe.stage "
                  "regions are supported (every wave must run the same "
                  "straight-line schedule)");
    return false;
  }
  forget(op);
  return true;
}

bool Verifier::runOp(Operation *op) {
  if (++opsSimulated > options.maxOps) {
    fatal(op, "the schedule verifier stopped after simulating " +
                  Twine(options.maxOps) +
                  " ops (its `max-ops` limit); raise `max-ops`, or lower "
                  "`unroll` / `max-iterations` so long loops are proven from "
                  "a periodic state");
    return false;
  }
  if (isa<G2SOp, S2ROp, WaitOp, BarrierOp, ROCDL::SBarrierOp, gpu::BarrierOp>(
          op))
    return runMemoryOp(op);
  if (auto mfma = dyn_cast<MFMAOp>(op)) {
    if (options.mfmaRetiresReads) {
      // Sources and scales (the accumulator is no LDS read).
      for (Value v : mfma->getOperands()) {
        auto it = readOf.find(v);
        if (it != readOf.end())
          retireReadsThrough(it->second, op);
      }
    }
    if (cur.phase == Phase::Loop) {
      if (loopMfmas.size() <= epoch)
        loopMfmas.resize(epoch + 1);
      if (!loopMfmas[epoch].op)
        loopMfmas[epoch] = IntervalMfma{op, cur};
    }
    forget(op);
    return true;
  }
  if (auto stage = dyn_cast<StageOp>(op)) {
    Block &body = stage.getBody().front();
    if (!runBlock(body))
      return false;
    auto yield = cast<YieldOp>(body.getTerminator());
    for (auto [res, val] : llvm::zip(stage.getResults(), yield.getValues()))
      copyValue(res, val);
    return true;
  }
  if (isa<CondBarrierOp>(op)) {
    // verifySchedule hands functions with conditional barriers to the
    // wave-group driver, which always sets `group`.
    if (group && group->takes.lookup(op))
      runBarrier(op);
    return true;
  }
  if (auto forOp = dyn_cast<scf::ForOp>(op))
    return runFor(forOp);
  if (op->getNumRegions() != 0)
    return runRegionOp(op);
  forget(op);
  if (!evalScalar(op) && op->getNumResults() == 1) {
    auto it = pinned.find(op->getResult(0));
    if (it != pinned.end()) {
      ints[op->getResult(0)] = it->second;
      pinUsed = true;
    }
  }
  return true;
}

bool Verifier::runIteration(scf::ForOp forOp, int64_t index, int64_t iv,
                            ArrayRef<Value> carriedIn) {
  if (forOp == kLoop) {
    cur = Label{Phase::Loop, index, iv};
    ++stats.iterations;
  }
  ints[forOp.getInductionVar()] = iv;
  for (auto [arg, in] : llvm::zip(forOp.getRegionIterArgs(), carriedIn))
    copyValue(arg, in);
  return runBlock(*forOp.getBody());
}

bool Verifier::runFor(scf::ForOp forOp) {
  auto lb = lookup(forOp.getLowerBound());
  auto ub = lookup(forOp.getUpperBound());
  auto step = lookup(forOp.getStep());
  if (!lb || !ub || !step) {
    fatal(forOp, "the schedule verifier needs loop bounds that are "
                 "compile-time constants (a static trip count)");
    return false;
  }
  if (*step <= 0) {
    fatal(forOp, "loop step must be positive");
    return false;
  }
  std::optional<int64_t> trips = staticTripCount(*lb, *ub, *step);
  if (!trips) {
    fatal(forOp, "the loop's trip count (from " + Twine(*lb) + " to " +
                     Twine(*ub) + " step " + Twine(*step) +
                     ") does not fit in 64 bits");
    return false;
  }
  int64_t tripCount = *trips;
  auto yieldOp = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
  SmallVector<Value> carried(forOp.getInitArgs());

  int64_t full;
  if (options.unroll)
    full = options.unroll;
  else
    full = tripCount <= options.maxIterations ? tripCount : 8;

  if (full >= tripCount) {
    for (int64_t i = 0; i < tripCount; ++i) {
      if (!runIteration(forOp, i, inductionValue(*lb, *step, i), carried))
        return false;
      carried.assign(yieldOp.getOperands().begin(),
                     yieldOp.getOperands().end());
    }
  } else if (!runPeriodic(forOp, tripCount, full, *lb, *step, carried)) {
    return false;
  }
  for (auto [res, v] : llvm::zip(forOp.getResults(), carried))
    copyValue(res, v);
  if (forOp == kLoop)
    cur = Label{Phase::Epilogue};
  return true;
}

/// Periodic mode: simulate until the state at the end of an iteration equals
/// the state P iterations earlier (relative to the iteration and the epoch),
/// then skip to the iteration congruent to the last one modulo P. `carried`
/// holds the loop's init values on entry and its last yielded values on
/// success.
bool Verifier::runPeriodic(scf::ForOp forOp, int64_t tripCount, int64_t full,
                           int64_t lb, int64_t step,
                           SmallVector<Value> &carried) {
  auto yieldOp = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
  SmallVector<Value> iterArgs(forOp.getRegionIterArgs().begin(),
                              forOp.getRegionIterArgs().end());
  if (full < 2)
    full = 2;
  std::vector<std::string> prints;
  int64_t period = 0;
  int64_t limit = std::min<int64_t>(tripCount, 2 * full + 8);
  int64_t i = 0;
  ++periodicDepth;
  llvm::scope_exit leave([&] { --periodicDepth; });
  for (; i < limit; ++i) {
    size_t traceStart = trace.size();
    if (!runIteration(forOp, i, inductionValue(lb, step, i), carried))
      return false;
    carried.assign(yieldOp.getOperands().begin(), yieldOp.getOperands().end());
    settle();
    // The iteration's own (op, slot) sequence is part of the fingerprint, so
    // a period is also a period of the slot arithmetic.
    prints.push_back(fingerprint(Label{Phase::Loop, i}, iterArgs) + "|" +
                     trace.substr(traceStart));
    trace.resize(traceStart);
    if (!period && i + 1 >= full) {
      for (int64_t p = 1; 2 * p <= i + 1 && !period; ++p)
        if (prints[i] == prints[i - p] && prints[i - 1] == prints[i - 1 - p])
          period = p;
    }
    if (period && (tripCount - 1 - i) % period == 0)
      break;
  }
  if (i >= limit && limit == tripCount) {
    // Every iteration was simulated: exact, no period needed.
    return true;
  }
  if (i >= limit) {
    fatal(forOp, "the schedule verifier found no periodic state within " +
                     Twine(limit) +
                     " iterations; raise `unroll` or `max-iterations`");
    return false;
  }
  if (forOp == kLoop)
    shiftLoopLabels(tripCount - 1 - i, lb, step);
  return true;
}

void Verifier::shiftLoopLabels(int64_t delta, int64_t lb, int64_t step) {
  auto shift = [&](Label &l) {
    if (l.phase != Phase::Loop)
      return;
    l.iter += delta;
    l.iv = inductionValue(lb, step, l.iter);
  };
  for (Access &a : copies) {
    shift(a.label);
    shift(a.retireLabel);
  }
  for (Access &a : reads) {
    shift(a.label);
    shift(a.retireLabel);
  }
  for (Label &l : barrierLabels)
    shift(l);
  if (lastVmWait)
    shift(lastVmWait->label);
}

//===----------------------------------------------------------------------===//
// Fingerprints for the periodic mode
//===----------------------------------------------------------------------===//

std::string Verifier::fingerprint(const Label &now, ArrayRef<Value> carried) {
  std::string s;
  llvm::raw_string_ostream os(s);
  auto label = [&](const Label &l) {
    if (l.phase == Phase::Loop)
      os << "L" << (now.iter - l.iter);
    else
      os << "P" << static_cast<int>(l.phase);
  };
  auto access = [&](const Access &a) {
    os << a.op << ',' << a.buf << ',' << a.slot << ',';
    label(a.label);
    os << ',' << (epoch - a.epoch) << ',' << a.retired;
    if (a.retired)
      os << ',' << (epoch - a.retireEpoch) << ',' << a.retiredBy;
    os << ';';
  };
  os << "vm:";
  for (unsigned id : vmFifo)
    access(copies[id]);
  os << "lgkm:";
  for (unsigned id : lgkmFifo)
    access(reads[id]);
  for (auto &[key, ids] : pendingWrites) {
    os << "W" << key.first << '/' << key.second << ':';
    for (unsigned id : ids)
      access(copies[id]);
  }
  for (auto &[key, ids] : pendingReads) {
    os << "R" << key.first << '/' << key.second << ':';
    for (unsigned id : ids)
      access(reads[id]);
  }
  if (lastVmWait)
    os << "lw:" << lastVmWait->op << ','
       << (copies.size() - lastVmWait->copiesIssuedBefore) << ';';
  os << "args:";
  for (Value v : carried) {
    if (auto x = lookup(v))
      os << 'i' << *x;
    if (auto it = copyOf.find(v); it != copyOf.end())
      os << 'c' << (copies.size() - it->second);
    if (auto it = readOf.find(v); it != readOf.end())
      os << 'r' << (reads.size() - it->second);
    os << ';';
  }
  return os.str();
}
