//===- ScheduleVerifier.cpp - static hazard proof for cdna4pipe IR --------===//
//
// Abstract interpretation of one function, in program order, over the state of
// one wave. All waves of the workgroup run the same program and are separated
// only by barriers, so "any other wave" is "this wave at any point of the same
// barrier interval". The model is described in docs/ScheduleVerifier.md.
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
//     accesses can never take part in a hazard again and are dropped.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/ScheduleVerifier.h"

#include "cdna4pipe/Analysis/IndexEval.h"

#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

//===----------------------------------------------------------------------===//
// Labels: where in the program an instance executes
//===----------------------------------------------------------------------===//

enum class Phase { Prologue, Loop, Epilogue };

struct Label {
  Phase phase = Phase::Prologue;
  int64_t iter = 0; ///< Iteration index of the K-loop (Phase::Loop only).
  int64_t iv = 0;   ///< Value of the K-loop induction variable.
};

std::string str(const Label &l) {
  switch (l.phase) {
  case Phase::Prologue:
    return "the prologue";
  case Phase::Epilogue:
    return "the epilogue";
  case Phase::Loop:
    return "iteration " + std::to_string(l.iter) +
           " (k=" + std::to_string(l.iv) + ")";
  }
  return "?";
}

/// Position of an item counted from the most recent one: 1st, 2nd, ...
std::string ordinal(uint64_t n) {
  const char *suffix = "th";
  if (n % 100 < 11 || n % 100 > 13) {
    if (n % 10 == 1)
      suffix = "st";
    else if (n % 10 == 2)
      suffix = "nd";
    else if (n % 10 == 3)
      suffix = "rd";
  }
  return std::to_string(n) + suffix;
}

//===----------------------------------------------------------------------===//
// Dynamic instances
//===----------------------------------------------------------------------===//

/// The LDS elements (row-major within one slot) an access touches in some
/// wave; null: the whole slot.
using Footprint = std::shared_ptr<const llvm::BitVector>;

bool overlap(const Footprint &a, const Footprint &b) {
  return !a || !b || a->anyCommon(*b);
}

/// One executed memory instruction of this wave: a G2S copy or an S2R read.
struct Access {
  Operation *op = nullptr;
  unsigned buf = 0;
  int64_t slot = 0;
  Footprint fp;
  Label label;
  unsigned epoch = 0; ///< Barriers executed before it was issued.
  bool retired = false;
  unsigned retireEpoch = 0;
  Operation *retiredBy = nullptr;
  Label retireLabel;
};

/// The most recent wait with a vmcnt, for the counter-arithmetic message.
struct VmWaitRecord {
  Operation *op = nullptr;
  Label label;
  uint64_t copiesIssuedBefore = 0; ///< Copy sequence number at the wait.
  uint64_t outstandingBefore = 0;  ///< Copies in flight when it started.
  int64_t count = 0;
  unsigned epoch = 0;
};

struct Finding {
  Operation *at;
  std::string message;
  SmallVector<std::pair<Location, std::string>, 3> notes;
};

using SlotKey = std::pair<unsigned, int64_t>;

class Verifier {
public:
  Verifier(FunctionOpInterface func, const ScheduleVerifierOptions &options)
      : func(func), options(options) {}

  LogicalResult run(ScheduleVerifierStats *statsOut);

private:
  // Interpretation.
  bool runBlock(Block &block);
  bool runOp(Operation *op);
  bool runFor(scf::ForOp forOp);
  bool runIteration(scf::ForOp forOp, int64_t index, int64_t iv,
                    ArrayRef<Value> carriedIn);
  void runG2S(G2SOp op, int64_t slot);
  void runS2R(S2ROp op, int64_t slot);
  Footprint footprint(Operation *op);
  Footprint computeFootprint(Operation *op, ArrayRef<Value> ivs);
  void runWait(Operation *op, std::optional<int64_t> vmcnt,
               std::optional<int64_t> lgkmcnt, ValueRange tokens);
  void runBarrier(Operation *op);
  void retireReadsThrough(unsigned readId, Operation *by);

  // Hazard checks.
  void checkRead(S2ROp op, unsigned buf, int64_t slot, const Footprint &fp);
  void checkOverwrite(G2SOp op, unsigned buf, int64_t slot,
                      const Footprint &fp);
  void checkKernelEnd();

  // Values.
  std::optional<int64_t> lookup(Value v) const;
  void forget(Operation *op);
  void copyValue(Value to, Value from);
  bool evalScalar(Operation *op);
  std::optional<int64_t> evalSlot(Operation *op, Value slot);
  unsigned bufferId(Value memref);

  // State bookkeeping.
  void settle();
  std::string fingerprint(const Label &now, ArrayRef<Value> carried);
  void shiftLoopLabels(int64_t delta, int64_t lb, int64_t step);

  // Diagnostics.
  bool alreadyReported(Operation *op) const { return reported.count(op); }
  Finding &report(Operation *at, std::string message);
  void fatal(Operation *at, const Twine &message);
  std::string where(const Access &a) const {
    return bufNames[a.buf] + " slot " + std::to_string(a.slot);
  }

  FunctionOpInterface func;
  const ScheduleVerifierOptions &options;
  ScheduleVerifierStats stats;

  scf::ForOp kLoop;
  Label cur;
  bool failedFatally = false;

  // Environment.
  DenseMap<Value, int64_t> ints;    ///< Evaluated integers / indices.
  DenseMap<Value, unsigned> readOf; ///< S2R result -> read instance.
  DenseMap<Value, unsigned> copyOf; ///< G2S token -> copy instance.
  DenseMap<Value, unsigned> bufIds;
  SmallVector<std::string> bufNames;
  std::optional<AsmState> asmState;

  // Machine state.
  std::vector<Access> copies, reads;
  std::deque<unsigned> vmFifo, lgkmFifo;
  unsigned epoch = 0;
  SmallVector<Operation *> barrierOps;
  std::vector<Label> barrierLabels;
  std::optional<VmWaitRecord> lastVmWait;
  std::map<SlotKey, SmallVector<unsigned, 8>> pendingWrites, pendingReads;

  // Findings, deduplicated by the op they are reported at, and by (buffer,
  // slot, epoch) so that one hazard does not cascade through every later
  // access of the same slot in the same barrier interval.
  std::vector<Finding> findings;
  DenseMap<Operation *, unsigned> reported;
  std::set<std::tuple<unsigned, int64_t, unsigned>> hazardSlots;
  std::set<SlotKey> filled;
  /// Footprints per static access and the values of the induction variables
  /// its in-slot indices depend on; ops whose footprint cannot be evaluated
  /// map to null (whole slot).
  std::map<std::pair<Operation *, std::vector<int64_t>>, Footprint> fpCache;
  DenseMap<Operation *, std::optional<SmallVector<Value>>> fpIvs;
  std::optional<IndexEvaluator> indexEval;
  int64_t numThreads = 0;
  /// (op, slot) sequence of the memory ops executed, for fingerprints.
  std::string trace;
  unsigned periodicDepth = 0; ///< Periodic-mode loops being simulated.
  /// Static copies (read before landed) and reads (overwrite while in use)
  /// already blamed: each static pair is reported once, not per iteration.
  DenseSet<Operation *> blamed;
  /// Waits blamed for counter arithmetic: the tightest bound found so far
  /// and the finding that reports it.
  DenseMap<Operation *, std::pair<uint64_t, unsigned>> waitBounds;
};

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
// Diagnostics
//===----------------------------------------------------------------------===//

Finding &Verifier::report(Operation *at, std::string message) {
  reported[at] = findings.size();
  findings.push_back(Finding{at, std::move(message), {}});
  return findings.back();
}

void Verifier::fatal(Operation *at, const Twine &message) {
  if (failedFatally)
    return;
  failedFatally = true;
  report(at, message.str());
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

bool Verifier::runOp(Operation *op) {
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
    if (auto v = wait.getVmcnt())
      vm = static_cast<int32_t>(*v);
    if (auto v = wait.getLgkmcnt())
      lgkm = static_cast<int32_t>(*v);
    runWait(op, vm, lgkm, wait.getTokens());
    return true;
  }
  if (isa<BarrierOp, ROCDL::SBarrierOp>(op)) {
    runBarrier(op);
    return true;
  }
  if (isa<gpu::BarrierOp>(op)) {
    // gpu.barrier lowers to a fence plus s_waitcnt vmcnt(0) lgkmcnt(0) and
    // s_barrier: it drains everything in flight.
    runWait(op, 0, 0, {});
    runBarrier(op);
    return true;
  }
  if (auto mfma = dyn_cast<MFMAOp>(op)) {
    if (options.mfmaRetiresReads) {
      for (Value v : {mfma.getA(), mfma.getB()}) {
        auto it = readOf.find(v);
        if (it != readOf.end())
          retireReadsThrough(it->second, op);
      }
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
  if (auto forOp = dyn_cast<scf::ForOp>(op))
    return runFor(forOp);

  if (op->getNumRegions() != 0) {
    bool hasSchedule = false;
    op->walk([&](Operation *nested) {
      if (nested != op && isScheduleOp(nested)) {
        hasSchedule = true;
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (hasSchedule) {
      fatal(op, "the schedule verifier cannot follow '" +
                    op->getName().getStringRef() +
                    "' around cdna4pipe ops: only scf.for loops with static "
                    "bounds and cdna4pipe.stage regions are supported "
                    "(every wave must run the same straight-line schedule)");
      return false;
    }
    forget(op);
    return true;
  }
  forget(op);
  evalScalar(op);
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
  int64_t tripCount = *ub > *lb ? (*ub - *lb + *step - 1) / *step : 0;
  auto yieldOp = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
  SmallVector<Value> carried(forOp.getInitArgs());
  SmallVector<Value> iterArgs(forOp.getRegionIterArgs().begin(),
                              forOp.getRegionIterArgs().end());

  auto finish = [&](ArrayRef<Value> lastCarried) {
    for (auto [res, v] : llvm::zip(forOp.getResults(), lastCarried))
      copyValue(res, v);
    if (forOp == kLoop)
      cur = Label{Phase::Epilogue};
  };

  int64_t full;
  if (options.unroll)
    full = options.unroll;
  else
    full = tripCount <= options.maxIterations ? tripCount : 8;

  if (full >= tripCount) {
    for (int64_t i = 0; i < tripCount; ++i) {
      if (!runIteration(forOp, i, *lb + i * *step, carried))
        return false;
      carried.assign(yieldOp.getOperands().begin(),
                     yieldOp.getOperands().end());
    }
    finish(carried);
    return true;
  }

  // Periodic mode: simulate until the state at the end of an iteration equals
  // the state P iterations earlier (relative to the iteration and the epoch),
  // then skip to the iteration congruent to the last one modulo P.
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
    if (!runIteration(forOp, i, *lb + i * *step, carried))
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
    finish(carried);
    return true;
  }
  if (i >= limit) {
    fatal(forOp, "the schedule verifier found no periodic state within " +
                     Twine(limit) +
                     " iterations; raise `unroll` or `max-iterations`");
    return false;
  }
  if (forOp == kLoop)
    shiftLoopLabels(tripCount - 1 - i, *lb, *step);
  finish(carried);
  return true;
}

void Verifier::shiftLoopLabels(int64_t delta, int64_t lb, int64_t step) {
  auto shift = [&](Label &l) {
    if (l.phase != Phase::Loop)
      return;
    l.iter += delta;
    l.iv = lb + l.iter * step;
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

void Verifier::runG2S(G2SOp op, int64_t slot) {
  ++stats.copies;
  unsigned buf = bufferId(op.getDst());
  Footprint fp = footprint(op);
  checkOverwrite(op, buf, slot, fp);
  if (periodicDepth)
    trace += "g" +
             std::to_string(reinterpret_cast<uintptr_t>(op.getOperation())) +
             ":" + std::to_string(slot) + ";";
  unsigned id = copies.size();
  copies.push_back(Access{op, buf, slot, fp, cur, epoch});
  vmFifo.push_back(id);
  pendingWrites[{buf, slot}].push_back(id);
  filled.insert({buf, slot});
  forget(op);
  copyOf[op.getToken()] = id;
}

void Verifier::runS2R(S2ROp op, int64_t slot) {
  ++stats.reads;
  unsigned buf = bufferId(op.getSrc());
  Footprint fp = footprint(op);
  checkRead(op, buf, slot, fp);
  if (periodicDepth)
    trace += "r" +
             std::to_string(reinterpret_cast<uintptr_t>(op.getOperation())) +
             ":" + std::to_string(slot) + ";";
  unsigned id = reads.size();
  reads.push_back(Access{op, buf, slot, fp, cur, epoch});
  lgkmFifo.push_back(id);
  pendingReads[{buf, slot}].push_back(id);
  forget(op);
  readOf[op.getResult()] = id;
}

/// The induction variables of enclosing scf.for ops that `op`'s in-slot
/// indices depend on, or nullopt if they depend on another block argument
/// (an iter_arg, a function argument): then the footprint is not evaluated.
static std::optional<SmallVector<Value>> inSlotIvs(Operation *op,
                                                   ValueRange inSlot) {
  SmallVector<Value> ivs, work(inSlot.begin(), inSlot.end());
  DenseSet<Value> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
      if (!forOp || forOp.getInductionVar() != arg ||
          !forOp->isProperAncestor(op))
        return std::nullopt;
      ivs.push_back(v);
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (!def || def->getNumRegions() != 0)
      return std::nullopt;
    for (Value operand : def->getOperands())
      work.push_back(operand);
  }
  return ivs;
}

Footprint Verifier::footprint(Operation *op) {
  auto [ivIt, fresh] = fpIvs.try_emplace(op);
  auto wholeSlot = [&]() -> Footprint {
    if (fresh)
      ++stats.wholeSlot;
    return nullptr;
  };
  if (options.granularity != VerifierGranularity::Copy)
    return wholeSlot();
  if (!indexEval) {
    std::optional<std::array<int64_t, 3>> bs = getKnownBlockSize(func);
    int64_t n = bs ? (*bs)[0] * (*bs)[1] * (*bs)[2] : 0;
    if (!bs || n <= 0 || n % kWaveSize != 0)
      return wholeSlot();
    numThreads = n;
    indexEval.emplace(*bs);
  }
  if (fresh) {
    ValueRange idx = isa<G2SOp>(op) ? cast<G2SOp>(op).getDstIndices()
                                    : cast<S2ROp>(op).getIndices();
    ivIt->second = inSlotIvs(op, idx.drop_front());
  }
  if (!ivIt->second)
    return wholeSlot();
  SmallVector<Value> ivs = *ivIt->second;
  std::vector<int64_t> key;
  for (Value iv : ivs) {
    std::optional<int64_t> x = lookup(iv);
    if (!x)
      return nullptr;
    key.push_back(*x);
  }
  auto [it, inserted] = fpCache.try_emplace({op, key}, nullptr);
  if (inserted) {
    it->second = computeFootprint(op, ivs);
    if (fresh)
      ++(it->second ? stats.footprints : stats.wholeSlot);
  }
  return it->second;
}

/// Evaluates, for every thread, the LDS elements of one slot that `op`
/// touches: a copy writes `transfer` elements per lane after lane 0's
/// destination (gather_to_lds semantics), a read its vector from its
/// indices. Null when an index cannot be evaluated or leaves the slot.
Footprint Verifier::computeFootprint(Operation *op, ArrayRef<Value> ivs) {
  IndexEvaluator &ev = *indexEval;
  for (Value iv : ivs)
    ev.bind(iv, *lookup(iv));
  bool isCopy = isa<G2SOp>(op);
  Value mem = isCopy ? cast<G2SOp>(op).getDst() : cast<S2ROp>(op).getSrc();
  ValueRange idx =
      isCopy ? cast<G2SOp>(op).getDstIndices() : cast<S2ROp>(op).getIndices();
  int64_t elems =
      isCopy
          ? cast<VectorType>(cast<G2SOp>(op).getTransferType()).getNumElements()
          : cast<VectorType>(cast<S2ROp>(op).getResult().getType())
                .getNumElements();
  auto type = cast<MemRefType>(mem.getType());
  if (type.getRank() < 2 || !type.hasStaticShape())
    return nullptr;
  int64_t slotElems = 1;
  for (int64_t d = 1; d < type.getRank(); ++d)
    slotElems *= type.getDimSize(d);
  auto bits = std::make_shared<llvm::BitVector>(slotElems);
  auto linear = [&](int64_t tid) -> std::optional<int64_t> {
    ev.setThread(tid);
    int64_t lin = 0;
    for (int64_t d = 1; d < type.getRank(); ++d) {
      std::optional<int64_t> x = ev.eval(idx[d]);
      if (!x || *x < 0 || *x >= type.getDimSize(d))
        return std::nullopt;
      lin = lin * type.getDimSize(d) + *x;
    }
    return lin;
  };
  for (int64_t t = 0; t < numThreads; ++t) {
    std::optional<int64_t> first;
    if (isCopy) {
      std::optional<int64_t> base = linear(t - t % kWaveSize);
      if (base)
        first = *base + (t % kWaveSize) * elems;
    } else {
      first = linear(t);
    }
    if (!first || *first + elems > slotElems)
      return nullptr;
    bits->set(*first, *first + elems);
  }
  return bits;
}

void Verifier::retireReadsThrough(unsigned readId, Operation *by) {
  if (reads[readId].retired)
    return;
  // LDS reads return in order: the wait that makes this read's data
  // available also retires every older read.
  while (!lgkmFifo.empty()) {
    unsigned id = lgkmFifo.front();
    lgkmFifo.pop_front();
    Access &r = reads[id];
    r.retired = true;
    r.retireEpoch = epoch;
    r.retiredBy = by;
    r.retireLabel = cur;
    if (id == readId)
      break;
  }
}

void Verifier::runWait(Operation *op, std::optional<int64_t> vmcnt,
                       std::optional<int64_t> lgkmcnt, ValueRange tokens) {
  ++stats.waits;
  // Counts are within the gfx950 encoding: the WaitOp verifier guarantees
  // it before any pass runs.
  if (vmcnt) {
    lastVmWait =
        VmWaitRecord{op, cur, copies.size(), vmFifo.size(), *vmcnt, epoch};
    while (static_cast<int64_t>(vmFifo.size()) > *vmcnt) {
      Access &c = copies[vmFifo.front()];
      vmFifo.pop_front();
      c.retired = true;
      c.retireEpoch = epoch;
      c.retiredBy = op;
      c.retireLabel = cur;
    }
    for (auto [idx, token] : llvm::enumerate(tokens)) {
      auto it = copyOf.find(token);
      if (it == copyOf.end() || copies[it->second].retired ||
          alreadyReported(op))
        continue;
      const Access &c = copies[it->second];
      uint64_t pos = copies.size() - it->second;
      Finding &f = report(
          op, "vmcnt(" + std::to_string(*vmcnt) + ") in " + str(cur) +
                  " does not retire the copy named by token #" +
                  std::to_string(idx) + " (into " + where(c) + ", issued in " +
                  str(c.label) + "): " + std::to_string(vmFifo.size()) +
                  " copies stay in flight and that copy is the " +
                  ordinal(pos) + " most recent, so the count must be at most " +
                  std::to_string(pos - 1));
      f.notes.push_back({c.op->getLoc(), "the named copy"});
    }
  }
  if (lgkmcnt) {
    while (static_cast<int64_t>(lgkmFifo.size()) > *lgkmcnt) {
      Access &r = reads[lgkmFifo.front()];
      lgkmFifo.pop_front();
      r.retired = true;
      r.retireEpoch = epoch;
      r.retiredBy = op;
      r.retireLabel = cur;
    }
  }
}

void Verifier::runBarrier(Operation *op) {
  ++stats.barriers;
  ++epoch;
  barrierOps.push_back(op);
  barrierLabels.push_back(cur);
}

/// Drops accesses that can no longer take part in a hazard: retired by this
/// wave and followed by a barrier (so retired in every wave too).
void Verifier::settle() {
  auto prune = [&](std::map<SlotKey, SmallVector<unsigned, 8>> &pending,
                   std::vector<Access> &accesses) {
    for (auto it = pending.begin(); it != pending.end();) {
      llvm::erase_if(it->second, [&](unsigned id) {
        const Access &a = accesses[id];
        return a.retired && a.retireEpoch < epoch;
      });
      if (it->second.empty())
        it = pending.erase(it);
      else
        ++it;
    }
  };
  prune(pendingWrites, copies);
  prune(pendingReads, reads);
}

//===----------------------------------------------------------------------===//
// Hazard checks
//===----------------------------------------------------------------------===//

/// True if a wait with a vmcnt follows `op` in its block before any barrier:
/// the wait meant to guard the read was placed after it.
static Operation *findLaterWaitInBlock(Operation *op) {
  for (Operation *next = op->getNextNode(); next; next = next->getNextNode()) {
    if (isa<BarrierOp, ROCDL::SBarrierOp, gpu::BarrierOp>(next))
      return nullptr;
    if (auto wait = dyn_cast<WaitOp>(next))
      if (wait.getVmcnt())
        return next;
  }
  return nullptr;
}

void Verifier::checkRead(S2ROp op, unsigned buf, int64_t slot,
                         const Footprint &fp) {
  if (alreadyReported(op) || hazardSlots.count({buf, slot, epoch}))
    return;
  if (!filled.count({buf, slot})) {
    hazardSlots.insert({buf, slot, epoch});
    report(op, "S2R reads " + bufNames[buf] + " slot " + std::to_string(slot) +
                   " in " + str(cur) + ", but no copy has filled that slot");
    return;
  }
  auto it = pendingWrites.find({buf, slot});
  if (it == pendingWrites.end())
    return;
  llvm::erase_if(it->second, [&](unsigned id) {
    const Access &c = copies[id];
    return c.retired && c.retireEpoch < epoch;
  });
  // Only the copies whose elements the read reads (all of the slot's at
  // slot granularity).
  SmallVector<unsigned, 8> hits;
  for (unsigned id : it->second)
    if (overlap(copies[id].fp, fp))
      hits.push_back(id);
  if (hits.empty() || alreadyReported(op))
    return;
  unsigned copyId = hits.front();
  // Prefer an in-flight copy for the message: it is the stronger violation.
  for (unsigned id : hits)
    if (!copies[id].retired) {
      copyId = id;
      break;
    }
  const Access &w = copies[copyId];
  std::string slotStr = bufNames[buf] + " slot " + std::to_string(slot);
  hazardSlots.insert({buf, slot, epoch});
  if (!blamed.insert(w.op).second)
    return;

  if (w.retired) {
    Finding &f = report(
        op, "S2R reads " + slotStr + " in " + str(cur) +
                " with no barrier after the wait that retired the copies into "
                "it: the wait in " +
                str(w.retireLabel) + " retires this wave's copy (issued in " +
                str(w.label) +
                "), but other waves' copies are only known to have landed "
                "after a barrier that follows their waits");
    f.notes.push_back({w.retiredBy->getLoc(),
                       "wait that retires the copy (" + slotStr + ")"});
    f.notes.push_back({w.op->getLoc(), "copy into the slot (" + slotStr + ")"});
    return;
  }

  uint64_t inFlight = vmFifo.size();
  // (a) A wait ran after the copy was issued but its count let it stay in
  // flight: counter arithmetic.
  // Only the waits of this barrier interval or just before its opening
  // barrier are meant to guard the read.
  if (lastVmWait && lastVmWait->copiesIssuedBefore > copyId &&
      lastVmWait->epoch + 1 >= epoch) {
    Operation *waitOp = lastVmWait->op;
    // The read needs every copy into the slot: the youngest one that was
    // already issued at the wait bounds the count.
    unsigned youngest = copyId;
    for (unsigned id : hits)
      if (!copies[id].retired && id < lastVmWait->copiesIssuedBefore)
        youngest = std::max(youngest, id);
    uint64_t pos = lastVmWait->copiesIssuedBefore - youngest;
    auto known = waitBounds.find(waitOp);
    if (known != waitBounds.end() && known->second.first <= pos - 1)
      return;
    std::string message =
        "wait vmcnt(" + std::to_string(lastVmWait->count) + ") in " +
        str(lastVmWait->label) + " leaves copies into " + slotStr +
        " (issued in " + str(w.label) + ") in flight, but the S2R reads " +
        "that slot in " + str(cur) + ": " +
        std::to_string(lastVmWait->outstandingBefore) +
        " copies of this wave are in flight at the wait and the youngest "
        "copy into the slot is the " +
        ordinal(pos) + " most recent, so the count must be at most " +
        std::to_string(pos - 1) +
        " (vmcnt counts copy instructions, not commit groups)";
    SmallVector<std::pair<Location, std::string>, 3> notes = {
        {op->getLoc(), "the S2R that reads the slot (" + slotStr + ")"},
        {copies[youngest].op->getLoc(),
         "the youngest copy still in flight (" + slotStr + ")"}};
    if (known != waitBounds.end()) {
      // A tighter requirement from another read: update the finding.
      Finding &f = findings[known->second.second];
      f.message = std::move(message);
      f.notes = std::move(notes);
      known->second.first = pos - 1;
      return;
    }
    if (alreadyReported(waitOp))
      return;
    Finding &f = report(waitOp, std::move(message));
    f.notes = std::move(notes);
    waitBounds[waitOp] = {pos - 1, static_cast<unsigned>(findings.size() - 1)};
    return;
  }
  // (b) The wait that should guard the read comes right after it.
  if (Operation *later = findLaterWaitInBlock(op)) {
    Finding &f = report(
        op, "S2R reads " + slotStr + " in " + str(cur) +
                " before the wait that should guard it: the copy issued in " +
                str(w.label) + " is still in flight (" +
                std::to_string(inFlight) +
                " copies of this wave outstanding) and the wait comes after "
                "the read; move the wait (and a barrier) before the S2R");
    f.notes.push_back(
        {later->getLoc(), "the wait placed after the read (" + slotStr + ")"});
    f.notes.push_back(
        {w.op->getLoc(), "the copy still in flight (" + slotStr + ")"});
    return;
  }
  // (c) The copy was issued in this barrier interval: the read targets the
  // slot that is being filled.
  if (w.epoch == epoch) {
    Finding &f = report(
        op,
        "S2R reads " + slotStr + " in " + str(cur) +
            " while it is being filled: the copy into that slot issued in " +
            str(w.label) +
            " after the last barrier is still in flight (is the slot "
            "index that of a tile still being prefetched?)");
    f.notes.push_back(
        {w.op->getLoc(), "the copy filling the slot (" + slotStr + ")"});
    return;
  }
  // (d) No wait at all between the copy and the read.
  std::string hint;
  if (w.label.phase == Phase::Prologue && cur.phase != Phase::Prologue)
    hint = "; the prologue must end with a wait that covers its copies";
  else if (cur.phase == Phase::Epilogue)
    hint = "; the epilogue must wait for the last tile before reading it";
  Finding &f = report(
      op, "S2R reads " + slotStr + " in " + str(cur) +
              " before the copy issued in " + str(w.label) +
              " has landed: no wait of this wave between the copy and the "
              "read retires it (" +
              std::to_string(inFlight) + " copies in flight)" + hint);
  f.notes.push_back(
      {w.op->getLoc(), "the copy still in flight (" + slotStr + ")"});
}

void Verifier::checkOverwrite(G2SOp op, unsigned buf, int64_t slot,
                              const Footprint &fp) {
  auto it = pendingReads.find({buf, slot});
  if (it == pendingReads.end())
    return;
  llvm::erase_if(it->second, [&](unsigned id) {
    const Access &r = reads[id];
    return r.retired && r.retireEpoch < epoch;
  });
  // Only the reads of elements this copy overwrites.
  auto hit = llvm::find_if(
      it->second, [&](unsigned id) { return overlap(reads[id].fp, fp); });
  if (hit == it->second.end() || hazardSlots.count({buf, slot, epoch}))
    return;
  const Access &r = reads[*hit];
  std::string slotStr = bufNames[buf] + " slot " + std::to_string(slot);
  hazardSlots.insert({buf, slot, epoch});
  if (!blamed.insert(r.op).second)
    return;

  if (r.epoch == epoch) {
    if (alreadyReported(op))
      return;
    Finding &f = report(
        op, "G2S overwrites " + slotStr + " in " + str(cur) +
                " while it is being read: the S2R in " + str(r.label) +
                " reads the slot in the same barrier interval, so another "
                "wave may still be reading it when this copy lands");
    f.notes.push_back(
        {r.op->getLoc(), "the S2R of the slot (" + slotStr + ")"});
    return;
  }
  // A barrier separates the read from the copy, but the read was not retired
  // before it: the barrier does not release the slot.
  Operation *barrier = barrierOps[r.epoch];
  if (alreadyReported(barrier))
    return;
  std::string how =
      r.retired ? "is retired only after the barrier (by the " +
                      std::string(isa<MFMAOp>(r.retiredBy) ? "MFMA" : "wait") +
                      " in " + str(r.retireLabel) + ")"
                : "is retired by no wait before it";
  Finding &f = report(
      barrier,
      "barrier in " + str(barrierLabels[r.epoch]) + " does not release " +
          slotStr + " for the copy in " + str(cur) +
          ": the S2R of the slot in " + str(r.label) + " " + how +
          "; add `wait lgkmcnt(0)` before the barrier (an MFMA after the "
          "barrier does not retire the read in time)");
  f.notes.push_back(
      {r.op->getLoc(),
       "the S2R still in flight at the barrier (" + slotStr + ")"});
  f.notes.push_back(
      {op->getLoc(), "the copy that overwrites the slot (" + slotStr + ")"});
}

void Verifier::checkKernelEnd() {
  if (vmFifo.empty())
    return;
  Block &body = func.getFunctionBody().front();
  Operation *end = body.empty() ? func.getOperation() : &body.back();
  const Access &c = copies[vmFifo.front()];
  Finding &f =
      report(end, std::to_string(vmFifo.size()) +
                      (vmFifo.size() == 1 ? " copy is" : " copies are") +
                      " still in flight at kernel end: the copy into " +
                      where(c) + " issued in " + str(c.label) +
                      " (the oldest) is never retired by a wait");
  f.notes.push_back({c.op->getLoc(), "copy never waited on"});
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

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

LogicalResult Verifier::run(ScheduleVerifierStats *statsOut) {
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
  if (!hasMemoryOps || body.empty()) {
    if (statsOut)
      *statsOut = stats;
    return success();
  }
  if (!body.hasOneBlock()) {
    fatal(func, "the schedule verifier needs a single-block function body");
  } else if (runBlock(body.front())) {
    checkKernelEnd();
  }

  for (const Finding &f : findings) {
    InFlightDiagnostic diag = f.at->emitError(f.message);
    for (const auto &[loc, text] : f.notes)
      diag.attachNote(loc) << text;
  }
  stats.errors = findings.size();
  if (statsOut)
    *statsOut = stats;
  if (!findings.empty())
    return failure();
  if (options.emitSummary)
    func->emitRemark() << "schedule verified: " << stats.copies << " copies, "
                       << stats.reads << " reads, " << stats.waits << " waits, "
                       << stats.barriers << " barriers, " << stats.iterations
                       << " K-loop iterations simulated; " << stats.footprints
                       << " accesses by copy footprint, " << stats.wholeSlot
                       << " by whole slot";
  return success();
}

} // namespace

LogicalResult
mlir::cdna4pipe::verifySchedule(FunctionOpInterface func,
                                const ScheduleVerifierOptions &options,
                                ScheduleVerifierStats *stats) {
  Verifier verifier(func, options);
  return verifier.run(stats);
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
