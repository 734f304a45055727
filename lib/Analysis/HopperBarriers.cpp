//===- HopperBarriers.cpp - mbarrier phases, arrivals, waits --------------===//
//
// The mbarrier rules of the Hopper verifier (HopperScheduleVerifier.h):
// init and its publication, arrivals against the init count, the bytes
// announced by `arrive.expect_tx`, `try_wait.parity` with hardware
// semantics (parity P passes at once when the first incomplete phase has
// the other parity, else it waits for that phase), consumer releases, and
// `gpu.barrier`.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/HopperProtocol.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::hopper;

Barrier *HopperProtocol::barrier(Operation *at, Value group, Value id,
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
bool HopperProtocol::usable(Operation *at, Barrier &b, int64_t id,
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

void HopperProtocol::complete(Barrier &b, unsigned k) {
  b.phases[k].complete = true;
  while (b.completed < b.phases.size() && b.phases[b.completed].complete)
    ++b.completed;
}

void HopperProtocol::onCreate(nvgpu::MBarrierCreateOp create) {
  Value group = create.getBarriers();
  groups[group].assign(create.getBarriers().getType().getNumBarriers(),
                       Barrier());
  if (llvm::none_of(group.getUsers(),
                    [](Operation *u) { return isa<nvgpu::TmaAsyncLoadOp>(u); }))
    releaseGroups.insert(group);
}

void HopperProtocol::onInit(nvgpu::MBarrierInitOp init,
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
void HopperProtocol::onArrive(Operation *op, Value group, Value idValue,
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
  releaseReads(group, id, k, *by);
}

/// The threads `by`, arriving on phase k of barrier (group, id), release
/// their warps' reads, and their warpgroups' MMA reads (an MMA is one
/// operation of its warpgroup), where the MMA groups reading retired.
void HopperProtocol::releaseReads(Value group, int64_t id, unsigned k,
                                  const ThreadSet &by) {
  ThreadSet warps(threads);
  for (int t : by.set_bits())
    warps.set(t - t % kWarp, std::min(threads, t - t % kWarp + kWarp));
  shared.forEach([&](ByteRun, Bytes &x) {
    fresh(x);
    ThreadSet rel = x.readers;
    rel &= warps;
    for (int64_t w = 0; w < warpgroups; ++w) {
      ThreadSet mine = warpgroupThreads(w);
      if (mmaInFlight(x, w)) {
        rel.reset(mine);
      } else if (x.mma[w] >= 0 && mine.anyCommon(by)) {
        mine &= x.readers;
        mine.reset(x.loaders);
        rel |= mine;
      }
    }
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

bool HopperProtocol::blocks(nvgpu::MBarrierTryWaitParityOp wait,
                            const ThreadSet &active) {
  int64_t id;
  Barrier *b = barrier(wait, wait.getBarriers(), wait.getMbarId(), active, id);
  std::optional<int64_t> parity = uniform(wait, wait.getPhaseParity(), active);
  if (!b || !parity || !b->init)
    return false;
  unsigned k = b->completed;
  if (k % 2 != static_cast<unsigned>(*parity & 1))
    return false;
  if (k >= b->phases.size() || b->phases[k].arrivals < b->count)
    return true;
  return !isReleaseGroup(wait.getBarriers()) &&
         b->phases[k].copied < b->phases[k].expected;
}

std::string HopperProtocol::describeWait(nvgpu::MBarrierTryWaitParityOp wait,
                                         const ThreadSet &active) {
  int64_t id;
  Barrier *b = barrier(wait, wait.getBarriers(), wait.getMbarId(), active, id);
  if (!b)
    return "an unknown barrier";
  unsigned k = b->completed;
  std::string s =
      "phase " + std::to_string(k) + " of " +
      (isReleaseGroup(wait.getBarriers()) ? "consumer-release " : "") +
      "barrier " + std::to_string(id);
  int64_t arrivals = k < b->phases.size() ? b->phases[k].arrivals : 0;
  s += " (" + std::to_string(arrivals) + " of " + std::to_string(b->count) +
       " arrivals";
  if (k < b->phases.size() && b->phases[k].expected)
    s += ", " + std::to_string(b->phases[k].copied) + " of " +
         std::to_string(b->phases[k].expected) + " bytes";
  return s + ")";
}

void HopperProtocol::reportDeadlock(nvgpu::MBarrierTryWaitParityOp wait,
                                    const ThreadSet &active, StringRef others) {
  int64_t id;
  Barrier *b = barrier(wait, wait.getBarriers(), wait.getMbarId(), active, id);
  if (b && b->completed < b->phases.size()) {
    Phase &phase = b->phases[b->completed];
    if (phase.arrivals == b->count && phase.expected != phase.copied &&
        phase.expect && !alreadyReported(phase.expect)) {
      error(phase.expect) << "expect_tx announces " << phase.expected
                          << " bytes, but the copies completing on barrier "
                          << id << " in phase " << b->completed << " bring "
                          << phase.copied << " (" << where() << ")";
      return;
    }
  }
  if (alreadyReported(wait))
    return;
  InFlightDiagnostic d = error(wait);
  d << "waits forever for " << describeWait(wait, active)
    << ": every unfinished thread is blocked (deadlock; "
    << describeThreads(active) << ", " << where() << ")";
  if (!others.empty())
    d << "; " << others;
}

void HopperProtocol::onWait(nvgpu::MBarrierTryWaitParityOp wait,
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
  observe(group, id, *b, seen, active);
}

/// The threads `active` have seen phases 0..seen-1 of barrier (group, id)
/// complete: the bytes those phases filled land for them.
void HopperProtocol::observe(Value group, int64_t id, Barrier &b, unsigned seen,
                             const ThreadSet &active) {
  for (int t : active.set_bits())
    b.observed[t] = std::max(b.observed[t], seen);
  if (isReleaseGroup(group))
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
void HopperProtocol::onCtaBarrier(Operation *op, const ThreadSet &active) {
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
  meet(active);
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
