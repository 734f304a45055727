//===- HopperScheduleVerifier.cpp - TMA + mbarrier schedule proof ---------===//
//
// See include/cdna4pipe/Analysis/HopperScheduleVerifier.h for the rules and
// docs/Hopper.md ("Proof") for the model. In short: the function runs once,
// in program order, every loop unrolled, with an *active set* of the
// block's threads: `scf.if` splits it by evaluating the condition for every
// active thread (leader / non-leader, per warp, per warpgroup) and runs each
// branch with the threads that take it; an op's `predicate` narrows it the
// same way. What each thread set does is then checked against:
//
//  * barriers (`Barrier`): init count, the threads that initialised it and
//    whether a `gpu.barrier` has published the init; phases in order, each
//    with its arrivals (one per arriving thread), the bytes announced by
//    `arrive.expect_tx` and the bytes of the copies completing on it; the
//    phases known to be complete; per thread, the phases it has observed
//    through `try_wait.parity` (hardware semantics: parity P passes at once
//    when the first incomplete phase has the other parity, else it waits
//    for that phase, which must get its init count of arrivals and its
//    announced bytes);
//  * shared bytes (`Bytes`, per byte extent of the dynamic block, split
//    exactly where views and subviews begin and end): empty, in flight
//    (copy on barrier b, phase k) or landed; the threads allowed to read it
//    (those that observed the phase, or every thread after a later
//    `gpu.barrier`); the threads that read it since it was filled, the
//    newest warpgroup-MMA group of each warpgroup reading it, and the reads
//    released through consumer-release barrier phases (an arrival releases
//    the retired reads of the arriving threads' warps);
//  * warpgroup MMA groups, per warpgroup: numbered in issue order,
//    `waitGroup` g (or `nvvm.wgmma.wait.group.sync.aligned` g) retires all
//    but the g newest of that warpgroup.
//
// A refill (TMA copy) must find every earlier read released to its thread:
// by a `gpu.barrier` after the readers' MMA groups retired, or by a
// consumer-release phase the copying thread has observed.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/HopperScheduleVerifier.h"

#include "cdna4pipe/Analysis/HopperSharedBytes.h"
#include "cdna4pipe/Analysis/IndexEval.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::hopper;

namespace {

constexpr int64_t kWarp = 32;
constexpr int64_t kWarpgroup = 128;

struct Phase {
  int64_t arrivals = 0; // one per arriving thread
  int64_t expected = 0; // bytes announced by arrive.expect_tx
  int64_t copied = 0;   // bytes of the copies completing in it
  Operation *expect = nullptr;
  bool complete = false;
};

struct Barrier {
  Operation *init = nullptr;
  int64_t count = 0;
  ThreadSet initBy;       // the threads that executed the init
  bool published = false; // a gpu.barrier followed the init
  SmallVector<Phase> phases;
  unsigned completed = 0;         // phases 0..completed-1 are complete
  SmallVector<unsigned> observed; // per thread: phases it saw complete
};

/// Reads released by the arrivals of phase `phase` of barrier `id`.
struct Release {
  Value group;
  int64_t id = 0;
  unsigned phase = 0;
  ThreadSet threads;
};

/// The state of one extent of shared bytes.
struct Bytes {
  enum State { Empty, InFlight, Landed } state = Empty;
  Value group; // the fill: barrier (group, id), phase
  int64_t id = -1;
  unsigned phase = 0;
  Operation *fill = nullptr;
  bool read = false;        // read since the fill
  ThreadSet visible;        // threads that may read the fill
  ThreadSet readers;        // threads whose reads no gpu.barrier released
  ThreadSet consumed;       // threads whose reads of the fill were released
  SmallVector<int64_t> mma; // per warpgroup: newest MMA group reading it
  SmallVector<Release> releases;
};

class HopperVerifier {
public:
  explicit HopperVerifier(FunctionOpInterface func)
      : func(func), block(getKnownBlockSize(func).value_or(
                        std::array<int64_t, 3>{128, 1, 1})),
        threads(block[0] * block[1] * block[2]),
        warpgroups(llvm::divideCeil(threads, kWarpgroup)), eval(block),
        issued(warpgroups), retired(warpgroups, 0) {}

  LogicalResult run() {
    runBlock(func.getFunctionBody().front(), ThreadSet(threads, true));
    return success(!failedAny);
  }

private:
  // Control flow.
  void runBlock(Block &body, const ThreadSet &active);
  void runIf(scf::IfOp branch, const ThreadSet &active);
  void runFor(scf::ForOp loop, const ThreadSet &active);
  void step(Operation *op, const ThreadSet &active);

  // Evaluation.
  bool dependsOnThread(Value v);
  std::optional<int64_t> valueAt(Value v, int64_t thread);
  std::optional<int64_t> uniform(Operation *at, Value v,
                                 const ThreadSet &active);
  std::optional<ThreadSet> taking(Operation *at, Value pred,
                                  const ThreadSet &active);
  std::optional<SmallVector<ByteRun>> bytesOf(Operation *at, Value memref,
                                              int64_t thread, bool &noView);

  // Barriers.
  Barrier *barrier(Operation *at, Value group, Value id,
                   const ThreadSet &active, int64_t &index);
  bool usable(Operation *at, Barrier &b, int64_t id, const ThreadSet &by,
              StringRef verb);
  void complete(Barrier &b, unsigned k);
  void onInit(nvgpu::MBarrierInitOp init, const ThreadSet &active);
  void onArrive(Operation *op, Value group, Value idValue, Value bytesValue,
                Value pred, const ThreadSet &active);
  void onWait(nvgpu::MBarrierTryWaitParityOp wait, const ThreadSet &active);
  void onCtaBarrier(Operation *op, const ThreadSet &active);

  // Shared bytes and MMAs.
  void onCopy(nvgpu::TmaAsyncLoadOp copy, const ThreadSet &active);
  std::optional<std::string> refillHazard(Bytes &x, int64_t copier, Value group,
                                          int64_t id, unsigned k);
  void onRead(Operation *op, Value memref, const ThreadSet &readers,
              int64_t warpgroup = -1, int64_t mmaGroup = -1);
  void onMma(nvgpu::WarpgroupMmaOp mma, const ThreadSet &active);
  void onWgmmaWait(int64_t keep, const ThreadSet &active);
  void onAccumulatorUse(Operation *op, const ThreadSet &active);
  bool mmaInFlight(const Bytes &x, int64_t w) const {
    return x.mma[w] >= 0 && x.mma[w] >= retired[w];
  }
  ThreadSet warpgroupThreads(int64_t w) const {
    ThreadSet s(threads);
    s.set(w * kWarpgroup, std::min(threads, (w + 1) * kWarpgroup));
    return s;
  }
  void fresh(Bytes &x) const {
    if (x.visible.size() == static_cast<unsigned>(threads))
      return;
    x.visible.resize(threads);
    x.readers.resize(threads);
    x.consumed.resize(threads);
    x.mma.assign(warpgroups, -1);
  }
  bool isReleaseGroup(Value group) const {
    return releaseGroups.contains(group);
  }

  /// Reports at `op` (the first error per op only).
  InFlightDiagnostic error(Operation *op) {
    failedAny = true;
    reported.insert(op);
    return op->emitError("cdna4pipe-verify-schedule (sm90a): ");
  }
  bool alreadyReported(Operation *op) const { return reported.contains(op); }
  std::string where() const {
    if (iterations.empty())
      return "outside the K-loop";
    return "in K-loop iteration " + std::to_string(iterations.back());
  }

  FunctionOpInterface func;
  std::array<int64_t, 3> block;
  int64_t threads;
  int64_t warpgroups;
  IndexEvaluator eval;
  int64_t evalThread = -1;
  DenseMap<Value, bool> threadDependent;
  DenseMap<Value, SmallVector<Barrier>> groups;
  /// Barrier groups no TMA copy completes on (consumer releases).
  llvm::DenseSet<Value> releaseGroups;
  ExtentMap<Bytes> shared;
  SmallVector<int64_t> iterations;
  /// Per warpgroup: where each MMA group was issued; groups retired.
  SmallVector<SmallVector<std::string>> issued;
  SmallVector<int64_t> retired;
  llvm::SmallPtrSet<Operation *, 8> reported;
  bool failedAny = false;
  /// The readers a refill found unreleased (refillHazard), for the message.
  std::string unreleased;
};

//===----------------------------------------------------------------------===//
// Evaluation
//===----------------------------------------------------------------------===//

bool HopperVerifier::dependsOnThread(Value v) {
  if (auto it = threadDependent.find(v); it != threadDependent.end())
    return it->second;
  threadDependent[v] = false; // cycles through iter_args: not thread ids
  Operation *def = v.getDefiningOp();
  bool result = false;
  if (def &&
      isa<gpu::ThreadIdOp, gpu::LaneIdOp, gpu::SubgroupIdOp, gpu::GlobalIdOp>(
          def))
    result = true;
  else if (def)
    result = llvm::any_of(def->getOperands(),
                          [&](Value x) { return dependsOnThread(x); });
  return threadDependent[v] = result;
}

std::optional<int64_t> HopperVerifier::valueAt(Value v, int64_t thread) {
  if (thread != evalThread) {
    eval.setThread(thread);
    evalThread = thread;
  }
  return eval.eval(v);
}

/// The value of `v`, which must be the same in every active thread.
std::optional<int64_t> HopperVerifier::uniform(Operation *at, Value v,
                                               const ThreadSet &active) {
  int first = active.find_first();
  if (first < 0)
    first = 0;
  std::optional<int64_t> x = valueAt(v, first);
  if (!x) {
    if (!alreadyReported(at))
      error(at) << "cannot evaluate an index it needs (" << where() << ")";
    return std::nullopt;
  }
  if (!dependsOnThread(v))
    return x;
  for (int t : active.set_bits()) {
    std::optional<int64_t> y = valueAt(v, t);
    if (!y || *y != *x) {
      if (!alreadyReported(at))
        error(at) << "an operand differs between the threads that execute "
                     "it (thread "
                  << first << ": " << *x << ", thread " << t << ": "
                  << (y ? std::to_string(*y) : "unknown") << "; " << where()
                  << ")";
      return std::nullopt;
    }
  }
  return x;
}

/// The active threads for which `pred` holds (all of them without one).
std::optional<ThreadSet> HopperVerifier::taking(Operation *at, Value pred,
                                                const ThreadSet &active) {
  if (!pred)
    return active;
  if (!dependsOnThread(pred)) {
    std::optional<int64_t> x = uniform(at, pred, active);
    if (!x)
      return std::nullopt;
    return *x ? active : ThreadSet(threads);
  }
  ThreadSet on(threads);
  for (int t : active.set_bits()) {
    std::optional<int64_t> x = valueAt(pred, t);
    if (!x) {
      if (!alreadyReported(at))
        error(at) << "cannot evaluate its predicate for thread " << t << " ("
                  << where() << ")";
      return std::nullopt;
    }
    if (*x)
      on.set(t);
  }
  return on;
}

/// The shared bytes `memref` covers for `thread`; `noView` when it is no
/// view of the dynamic shared block (not tracked).
std::optional<SmallVector<ByteRun>> HopperVerifier::bytesOf(Operation *at,
                                                            Value memref,
                                                            int64_t thread,
                                                            bool &noView) {
  std::string why;
  noView = false;
  auto runs = sharedBytes(
      memref, [&](Value v) { return valueAt(v, thread); }, why);
  if (runs)
    return runs;
  if (why == "it is no view of the dynamic shared block") {
    noView = true;
    return std::nullopt;
  }
  if (!alreadyReported(at))
    error(at) << "cannot tell which shared bytes it accesses: " << why << " ("
              << where() << ")";
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Barriers
//===----------------------------------------------------------------------===//

Barrier *HopperVerifier::barrier(Operation *at, Value group, Value id,
                                 const ThreadSet &active, int64_t &index) {
  auto it = groups.find(group);
  std::optional<int64_t> b = uniform(at, id, active);
  if (it == groups.end() || !b)
    return nullptr;
  if (*b < 0 || *b >= static_cast<int64_t>(it->second.size())) {
    if (!alreadyReported(at))
      error(at) << "barrier id " << *b << " is outside its group of "
                << it->second.size() << " (" << where() << ")";
    return nullptr;
  }
  index = *b;
  return &it->second[*b];
}

/// The barrier is initialised, and its init is visible to the threads `by`
/// (they executed it, or a gpu.barrier published it).
bool HopperVerifier::usable(Operation *at, Barrier &b, int64_t id,
                            const ThreadSet &by, StringRef verb) {
  if (!b.init) {
    if (!alreadyReported(at))
      error(at) << verb << " a barrier that was never initialised (" << where()
                << ")";
    return false;
  }
  if (b.published)
    return true;
  ThreadSet outside = by;
  outside.reset(b.initBy);
  if (outside.none())
    return true;
  if (!alreadyReported(at))
    error(at) << verb << " barrier " << id << " in " << describeThreads(outside)
              << " before a gpu.barrier published its mbarrier.init (by "
              << describeThreads(b.initBy)
              << "): they may find it uninitialised (" << where() << ")";
  return false;
}

void HopperVerifier::complete(Barrier &b, unsigned k) {
  b.phases[k].complete = true;
  while (b.completed < b.phases.size() && b.phases[b.completed].complete)
    ++b.completed;
}

void HopperVerifier::onInit(nvgpu::MBarrierInitOp init,
                            const ThreadSet &active) {
  std::optional<ThreadSet> by = taking(init, init.getPredicate(), active);
  if (!by || by->none())
    return;
  int64_t id;
  Barrier *b = barrier(init, init.getBarriers(), init.getMbarId(), *by, id);
  std::optional<int64_t> count = uniform(init, init.getCount(), *by);
  if (!b || !count)
    return;
  if (!b->phases.empty() && !alreadyReported(init)) {
    error(init) << "re-initialises barrier " << id
                << " while it is live (phases begun: " << b->phases.size()
                << ", waited for: " << b->completed << "; " << where() << ")";
    return;
  }
  if (*count < 1 && !alreadyReported(init)) {
    error(init) << "initialises barrier " << id << " with count " << *count
                << ": a phase completes only after at least one arrival ("
                << where() << ")";
    return;
  }
  *b = Barrier();
  b->init = init;
  b->count = *count;
  b->initBy = *by;
  b->observed.assign(threads, 0);
}

/// `arrive.expect_tx` (bytes) or `arrive` (no bytes) by every active thread
/// whose predicate holds: one arrival each, and for a consumer-release
/// barrier a release of the retired reads of the arriving warps.
void HopperVerifier::onArrive(Operation *op, Value group, Value idValue,
                              Value bytesValue, Value pred,
                              const ThreadSet &active) {
  std::optional<ThreadSet> by = taking(op, pred, active);
  if (!by || by->none())
    return;
  int64_t id;
  Barrier *b = barrier(op, group, idValue, *by, id);
  std::optional<int64_t> bytes =
      bytesValue ? uniform(op, bytesValue, *by) : std::optional<int64_t>(0);
  if (!b || !bytes || !usable(op, *b, id, *by, "arrives on"))
    return;
  if (isReleaseGroup(group) && *bytes != 0) {
    if (!alreadyReported(op))
      error(op) << "expects " << *bytes << " bytes on barrier " << id
                << ", which no copy completes on (" << where() << ")";
    return;
  }
  int64_t n = by->count();
  if (b->phases.empty() || b->phases.back().arrivals >= b->count)
    b->phases.emplace_back();
  unsigned k = b->phases.size() - 1;
  Phase &phase = b->phases[k];
  if (phase.arrivals + n > b->count) {
    if (!alreadyReported(op)) {
      InFlightDiagnostic d = error(op);
      d << phase.arrivals + n << " arrivals on barrier " << id
        << " exceed its count " << b->count << " before its phase " << k
        << " completes (" << where() << ")";
      if (n > 1)
        d << "; it is executed by " << n << " threads (" << describeThreads(*by)
          << "), one arrival each: predicate it on one thread per arrival "
             "the count expects";
    }
    return;
  }
  phase.arrivals += n;
  phase.expected += n * *bytes;
  if (*bytes)
    phase.expect = op;
  if (phase.arrivals == b->count && phase.expected == 0 && phase.copied == 0)
    complete(*b, k);
  // The arriving threads release their warps' retired reads.
  ThreadSet warps(threads);
  for (int t : by->set_bits())
    warps.set(t - t % kWarp, std::min(threads, t - t % kWarp + kWarp));
  shared.forEach([&](ByteRun, Bytes &x) {
    fresh(x);
    ThreadSet rel = x.readers;
    rel &= warps;
    for (int64_t w = 0; w < warpgroups; ++w)
      if (mmaInFlight(x, w))
        rel.reset(warpgroupThreads(w));
    if (rel.none())
      return;
    x.consumed |= rel;
    for (Release &r : x.releases)
      if (r.group == group && r.id == id && r.phase == k) {
        r.threads |= rel;
        return;
      }
    x.releases.push_back(Release{group, id, k, rel});
  });
}

void HopperVerifier::onWait(nvgpu::MBarrierTryWaitParityOp wait,
                            const ThreadSet &active) {
  int64_t id;
  Value group = wait.getBarriers();
  Barrier *b = barrier(wait, group, wait.getMbarId(), active, id);
  std::optional<int64_t> parityValue =
      uniform(wait, wait.getPhaseParity(), active);
  if (!b || !parityValue || !usable(wait, *b, id, active, "waits on"))
    return;
  int64_t parity = *parityValue & 1;
  bool release = isReleaseGroup(group);
  unsigned k = b->completed, seen = k;
  if (k % 2 == static_cast<unsigned>(parity)) {
    // Blocks until phase k completes.
    bool begun = k < b->phases.size();
    if (!begun || b->phases[k].arrivals < b->count) {
      if (alreadyReported(wait))
        return;
      if (release)
        error(wait) << "waits on consumer-release barrier " << id
                    << " with parity " << parity
                    << ", the parity of its open phase " << k
                    << ": no release before the wait completes it (deadlock; "
                    << "the k-th refill of a slot waits with parity "
                    << "(k + 1) mod 2) (" << where() << ")";
      else if (!begun)
        error(wait) << "waits on a barrier with no copies in flight ("
                    << where() << ")";
      else
        error(wait) << "waits for phase " << k << " of barrier " << id
                    << ", which gets " << b->phases[k].arrivals << " of the "
                    << b->count
                    << " arrivals its init count needs: the phase never "
                       "completes (deadlock) ("
                    << where() << ")";
      return;
    }
    Phase &phase = b->phases[k];
    if (!release && phase.expected != phase.copied) {
      Operation *at = phase.expect ? phase.expect : wait.getOperation();
      if (!alreadyReported(at))
        error(at) << "expect_tx announces " << phase.expected
                  << " bytes, but the copies completing on barrier " << id
                  << " in phase " << k << " bring " << phase.copied << " ("
                  << where() << ")";
      return;
    }
    complete(*b, k);
    seen = k + 1;
  } else if (!release) {
    // Passes at once: it must make some thread observe a new phase.
    bool gains = llvm::any_of(active.set_bits(),
                              [&](int t) { return b->observed[t] < seen; });
    if (!gains) {
      if (alreadyReported(wait))
        return;
      if (k < b->phases.size())
        error(wait) << "waits on barrier " << id << " with parity " << parity
                    << ", but the copies it waits for complete phase " << k
                    << " (parity " << k % 2
                    << "): the parity is not flipped when the barrier is "
                       "reused ("
                    << where() << ")";
      else
        error(wait) << "waits on a barrier with no copies in flight ("
                    << where() << ")";
      return;
    }
  }
  for (int t : active.set_bits())
    b->observed[t] = std::max(b->observed[t], seen);
  if (release)
    return;
  shared.forEach([&](ByteRun, Bytes &x) {
    if (x.state == Bytes::Empty || x.group != group || x.id != id ||
        x.phase >= seen)
      return;
    fresh(x);
    x.state = Bytes::Landed;
    x.visible |= active;
  });
}

/// `gpu.barrier`: every thread; publishes the inits, shares what any thread
/// observed, and releases the reads whose MMA groups retired.
void HopperVerifier::onCtaBarrier(Operation *op, const ThreadSet &active) {
  if (!active.all()) {
    if (!alreadyReported(op))
      error(op) << "gpu.barrier executed by " << describeThreads(active)
                << " only: the other threads never reach it (deadlock; "
                << where() << ")";
    return;
  }
  for (auto &[group, barriers] : groups)
    for (Barrier &b : barriers)
      b.published |= b.init != nullptr;
  shared.forEach([&](ByteRun, Bytes &x) {
    fresh(x);
    if (x.state == Bytes::Landed && x.visible.any())
      x.visible.set();
    for (int64_t w = 0; w < warpgroups; ++w) {
      if (mmaInFlight(x, w))
        continue;
      ThreadSet mine = warpgroupThreads(w);
      mine &= x.readers;
      x.consumed |= mine;
      x.readers.reset(mine);
    }
  });
}

//===----------------------------------------------------------------------===//
// Shared bytes and MMAs
//===----------------------------------------------------------------------===//

/// Why a copy by thread `copier` completing on (group, id) phase k may not
/// overwrite the extent `x`, if it may not.
std::optional<std::string> HopperVerifier::refillHazard(Bytes &x,
                                                        int64_t copier,
                                                        Value group, int64_t id,
                                                        unsigned k) {
  fresh(x);
  if (x.state == Bytes::InFlight && x.group == group && x.id == id &&
      x.phase == k)
    return std::string("that another copy completing in the same phase also "
                       "writes: the two writes race");
  if (x.fill && x.state != Bytes::Empty && !x.read)
    return std::string("whose previous data was never read: the slot is "
                       "reused one stage early");
  ThreadSet pending = x.readers;
  for (const Release &r : x.releases) {
    auto it = groups.find(r.group);
    if (it != groups.end() && it->second[r.id].observed.size() > 0 &&
        it->second[r.id].observed[copier] > r.phase)
      pending.reset(r.threads);
  }
  if (pending.none())
    return std::nullopt;
  for (int64_t w = 0; w < warpgroups; ++w)
    if (mmaInFlight(x, w) && pending.anyCommon(warpgroupThreads(w)))
      return "that the warpgroup MMA group issued " + issued[w][x.mma[w]] +
             " still reads: no wgmma wait retired it before the slot was "
             "released";
  unreleased = describeThreads(pending);
  return "read since the last gpu.barrier: its readers have not released "
         "the slot";
}

void HopperVerifier::onCopy(nvgpu::TmaAsyncLoadOp copy,
                            const ThreadSet &active) {
  std::optional<ThreadSet> by = taking(copy, copy.getPredicate(), active);
  if (!by || by->none())
    return;
  int64_t id;
  Value group = copy.getBarriers();
  Barrier *b = barrier(copy, group, copy.getMbarId(), *by, id);
  if (!b)
    return;
  if (by->count() > 1) {
    if (!alreadyReported(copy))
      error(copy) << "TMA copy issued by " << by->count() << " threads ("
                  << describeThreads(*by)
                  << "): each issues the whole copy, so its bytes complete on "
                     "barrier "
                  << id << " " << by->count()
                  << " times and the writes race; predicate it on one thread ("
                  << where() << ")";
    return;
  }
  int64_t copier = by->find_first();
  bool noView;
  auto runs = bytesOf(copy, copy.getDst(), copier, noView);
  if (noView && !alreadyReported(copy))
    error(copy) << "copies into memory that is no view of the dynamic shared "
                   "block ("
                << where() << ")";
  if (!runs || !usable(copy, *b, id, *by, "completes a copy on"))
    return;
  if (b->phases.empty() || b->phases.back().complete) {
    if (!alreadyReported(copy))
      error(copy) << "copy completes on a barrier with no open phase: no "
                     "arrive.expect_tx announced its bytes ("
                  << where() << ")";
    return;
  }
  unsigned k = b->phases.size() - 1;
  int64_t bytes = 0;
  std::optional<std::string> hazard;
  unreleased.clear();
  for (ByteRun run : *runs) {
    bytes += run.end - run.begin;
    shared.visit(run, [&](ByteRun, Bytes &x) {
      if (!hazard)
        hazard = refillHazard(x, copier, group, id, k);
    });
  }
  if (hazard) {
    if (!alreadyReported(copy)) {
      InFlightDiagnostic d = error(copy);
      d << "copy overwrites shared bytes " << describeRuns(*runs) << " "
        << *hazard << " (" << where() << ")";
      if (!unreleased.empty())
        d << ": " << unreleased
          << " read them, and no gpu.barrier or consumer-release phase that "
             "the copying thread waited for released those reads";
    }
    return;
  }
  b->phases[k].copied += bytes;
  for (ByteRun run : *runs)
    shared.visit(run, [&](ByteRun, Bytes &x) {
      x = Bytes();
      fresh(x);
      x.state = Bytes::InFlight;
      x.group = group;
      x.id = id;
      x.phase = k;
      x.fill = copy;
    });
}

void HopperVerifier::onRead(Operation *op, Value memref,
                            const ThreadSet &readers, int64_t warpgroup,
                            int64_t mmaGroup) {
  bool noView;
  auto runs = bytesOf(op, memref, readers.find_first(), noView);
  if (!runs)
    return;
  std::optional<std::string> hazard;
  for (ByteRun run : *runs)
    shared.visit(run, [&](ByteRun piece, Bytes &x) {
      fresh(x);
      if (hazard)
        return;
      ThreadSet blind = readers, stale = readers;
      blind.reset(x.visible);
      stale &= x.consumed;
      if (x.state == Bytes::Empty) {
        bool whole = runs->size() == 1 && piece.begin == runs->front().begin &&
                     piece.end == runs->front().end;
        hazard = whole
                     ? std::string("that no copy filled")
                     : "of which no copy filled bytes " + describeRuns(piece) +
                           " (a copy into part of a view leaves the rest "
                           "unfilled)";
      } else if (x.state == Bytes::InFlight) {
        hazard = "before the wait for the copy that fills them";
      } else if (blind.any()) {
        hazard = "before " + describeThreads(blind) +
                 " waited for the copy that fills them (barrier " +
                 std::to_string(x.id) + ", phase " + std::to_string(x.phase) +
                 ": observed by " + describeThreads(x.visible) +
                 ", and no gpu.barrier shared it since)";
      } else if (stale.any()) {
        hazard = "whose bytes " + describeRuns(piece) + " " +
                 describeThreads(stale) +
                 " already read and released, and no copy refilled them "
                 "since (a copy into part of a slot leaves the rest stale)";
      }
    });
  if (hazard) {
    if (!alreadyReported(op))
      error(op) << "reads shared bytes " << describeRuns(*runs) << " "
                << *hazard << " (" << where() << ")";
    return;
  }
  for (ByteRun run : *runs)
    shared.visit(run, [&](ByteRun, Bytes &x) {
      x.read = true;
      x.readers |= readers;
      for (Release &r : x.releases)
        r.threads.reset(readers); // their new reads are not released yet
      if (warpgroup >= 0)
        x.mma[warpgroup] = std::max(x.mma[warpgroup], mmaGroup);
    });
}

void HopperVerifier::onMma(nvgpu::WarpgroupMmaOp mma, const ThreadSet &active) {
  for (int64_t w = 0; w < warpgroups; ++w) {
    ThreadSet mine = warpgroupThreads(w);
    if (!mine.anyCommon(active))
      continue;
    ThreadSet part = mine;
    part &= active;
    if (part != mine) {
      if (!alreadyReported(mma))
        error(mma) << "warpgroup MMA executed by " << describeThreads(part)
                   << " only, not by all of warpgroup " << w << " (" << where()
                   << ")";
      return;
    }
    int64_t group = issued[w].size();
    issued[w].push_back(where());
    for (Value desc : {mma.getDescriptorA(), mma.getDescriptorB()})
      if (auto gen = desc.getDefiningOp<nvgpu::WarpgroupGenerateDescriptorOp>())
        onRead(mma, gen.getTensor(), mine, w, group);
    retired[w] = std::max(retired[w], static_cast<int64_t>(issued[w].size()) -
                                          int64_t(mma.getWaitGroup()));
  }
}

void HopperVerifier::onWgmmaWait(int64_t keep, const ThreadSet &active) {
  for (int64_t w = 0; w < warpgroups; ++w)
    if (warpgroupThreads(w).anyCommon(active))
      retired[w] =
          std::max(retired[w], static_cast<int64_t>(issued[w].size()) - keep);
}

/// A use of warpgroup-MMA accumulators outside the MMA chain (the store)
/// needs every group of the using warpgroups retired.
void HopperVerifier::onAccumulatorUse(Operation *op, const ThreadSet &active) {
  for (int64_t w = 0; w < warpgroups; ++w) {
    int64_t inFlight = static_cast<int64_t>(issued[w].size()) - retired[w];
    if (!warpgroupThreads(w).anyCommon(active) || inFlight <= 0 ||
        alreadyReported(op))
      continue;
    error(op) << "uses the accumulators while " << inFlight
              << " warpgroup MMA group(s) are in flight (the newest issued "
              << issued[w].back() << "): no wgmma wait_group 0 retired them ("
              << where() << ")";
  }
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

void HopperVerifier::step(Operation *op, const ThreadSet &active) {
  if (auto create = dyn_cast<nvgpu::MBarrierCreateOp>(op)) {
    Value group = create.getBarriers();
    groups[group].assign(create.getBarriers().getType().getNumBarriers(),
                         Barrier());
    if (llvm::none_of(group.getUsers(), [](Operation *u) {
          return isa<nvgpu::TmaAsyncLoadOp>(u);
        }))
      releaseGroups.insert(group);
  } else if (auto init = dyn_cast<nvgpu::MBarrierInitOp>(op)) {
    onInit(init, active);
  } else if (auto expect = dyn_cast<nvgpu::MBarrierArriveExpectTxOp>(op)) {
    onArrive(op, expect.getBarriers(), expect.getMbarId(), expect.getTxcount(),
             expect.getPredicate(), active);
  } else if (auto arrive = dyn_cast<nvgpu::MBarrierArriveOp>(op)) {
    onArrive(op, arrive.getBarriers(), arrive.getMbarId(), Value(), Value(),
             active);
  } else if (auto copy = dyn_cast<nvgpu::TmaAsyncLoadOp>(op)) {
    onCopy(copy, active);
  } else if (auto wait = dyn_cast<nvgpu::MBarrierTryWaitParityOp>(op)) {
    onWait(wait, active);
  } else if (isa<gpu::BarrierOp>(op)) {
    onCtaBarrier(op, active);
  } else if (auto mma = dyn_cast<nvgpu::WarpgroupMmaOp>(op)) {
    onMma(mma, active);
  } else if (auto wait = dyn_cast<NVVM::WgmmaWaitGroupSyncOp>(op)) {
    onWgmmaWait(wait.getGroup(), active);
  } else if (isa<nvgpu::WarpgroupMmaStoreOp>(op)) {
    onAccumulatorUse(op, active);
  } else if (auto load = dyn_cast<memref::LoadOp>(op)) {
    onRead(op, load.getMemref(), active);
  } else if (auto load = dyn_cast<vector::LoadOp>(op)) {
    onRead(op, load.getBase(), active);
  } else if (isa<nvgpu::MBarrierArriveNoCompleteOp, nvgpu::MBarrierTestWaitOp,
                 nvgpu::TmaAsyncStoreOp, nvgpu::DeviceAsyncCopyOp,
                 nvgpu::DeviceAsyncWaitOp>(op) ||
             (isa_and_nonnull<NVVM::NVVMDialect>(op->getDialect()) &&
              op->getName().getStringRef().contains("barrier"))) {
    if (!alreadyReported(op))
      error(op) << "'" << op->getName()
                << "' is not modelled by the Hopper schedule verifier ("
                << where() << ")";
  }
}

void HopperVerifier::runIf(scf::IfOp branch, const ThreadSet &active) {
  std::optional<ThreadSet> then = taking(branch, branch.getCondition(), active);
  if (!then)
    return;
  ThreadSet other = active;
  other.reset(*then);
  if (then->any())
    runBlock(branch.getThenRegion().front(), *then);
  if (other.any() && !branch.getElseRegion().empty())
    runBlock(branch.getElseRegion().front(), other);
}

void HopperVerifier::runFor(scf::ForOp loop, const ThreadSet &active) {
  std::optional<int64_t> lb = uniform(loop, loop.getLowerBound(), active);
  std::optional<int64_t> ub = uniform(loop, loop.getUpperBound(), active);
  std::optional<int64_t> st = uniform(loop, loop.getStep(), active);
  if (!lb || !ub || !st)
    return;
  if (*st <= 0) {
    error(loop) << "loop step " << *st << " is not positive (" << where()
                << ")";
    return;
  }
  for (int64_t iv = *lb; iv < *ub && !failedAny; iv += *st) {
    eval.bind(loop.getInductionVar(), iv);
    iterations.push_back(iv);
    runBlock(*loop.getBody(), active);
    iterations.pop_back();
  }
}

void HopperVerifier::runBlock(Block &body, const ThreadSet &active) {
  for (Operation &op : body) {
    // The first hazard is reported; what follows it would only echo it.
    if (failedAny)
      return;
    if (auto branch = dyn_cast<scf::IfOp>(&op)) {
      runIf(branch, active);
    } else if (auto loop = dyn_cast<scf::ForOp>(&op)) {
      runFor(loop, active);
    } else if (op.getNumRegions() == 0) {
      step(&op, active);
    } else if (op.walk([](Operation *inner) {
                   return isa_and_nonnull<nvgpu::NVGPUDialect,
                                          NVVM::NVVMDialect>(
                              inner->getDialect()) ||
                                  isa<gpu::BarrierOp, memref::LoadOp,
                                      vector::LoadOp>(inner)
                              ? WalkResult::interrupt()
                              : WalkResult::advance();
                 }).wasInterrupted()) {
      error(&op) << "cannot follow the threads through '" << op.getName()
                 << "' (only scf.if and scf.for) (" << where() << ")";
    }
  }
}

} // namespace

bool mlir::cdna4pipe::hasHopperCopies(FunctionOpInterface func) {
  return func
      ->walk([](nvgpu::TmaAsyncLoadOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

LogicalResult mlir::cdna4pipe::verifyHopperSchedule(FunctionOpInterface func) {
  if (!hasHopperCopies(func) || func.isExternal())
    return success();
  // Producer and consumer warps run different loops, which meet only at
  // mbarriers: the one-program-order model below cannot follow them yet.
  if (func->hasAttr("cdna4pipe.warp_specialized")) {
    func->emitRemark("cdna4pipe-verify-schedule (sm90a): a warp-specialised "
                     "kernel (cdna4pipe.warp_specialized) is not verified: "
                     "the Hopper rules follow one program order");
    return success();
  }
  return HopperVerifier(func).run();
}
