//===- HopperMemory.cpp - TMA copies, shared reads, warpgroup MMAs --------===//
//
// The shared-memory rules of the Hopper verifier (HopperScheduleVerifier.h):
// a TMA copy must not overwrite bytes still in flight, unread, written by
// another copy of its phase, or read and not released to the copying
// thread; a read needs every byte filled, landed and observed by the
// reading thread; warpgroup MMA groups retire per warpgroup.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/HopperProtocol.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::hopper;

void HopperProtocol::fresh(Bytes &x) const {
  if (x.visible.size() == static_cast<unsigned>(threads))
    return;
  x.visible.resize(threads);
  x.readers.resize(threads);
  x.consumed.resize(threads);
  x.loaders.resize(threads);
  x.writers.resize(threads);
  x.fenced.resize(threads);
  x.published.resize(threads);
  x.mma.assign(warpgroups, -1);
}

/// Why a copy by thread `copier` completing on (group, id) phase k may not
/// overwrite the extent `x`, if it may not.
std::optional<std::string> HopperProtocol::refillHazard(Bytes &x,
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

void HopperProtocol::onCopy(nvgpu::TmaAsyncLoadOp copy,
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
  unreleased.clear();
  auto hazard = firstHazard(*runs, [&](ByteRun, Bytes &x) {
    return refillHazard(x, copier, group, id, k);
  });
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
  for (ByteRun run : *runs)
    b->phases[k].copied += run.end - run.begin;
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

void HopperProtocol::onRead(Operation *op, Value memref,
                            const ThreadSet &readers, int64_t warpgroup,
                            int64_t mmaGroup) {
  auto runs = bytesOf(op, memref, readers.find_first());
  if (!runs)
    return;
  auto hazard = firstHazard(
      *runs, [&](ByteRun piece, Bytes &x) -> std::optional<std::string> {
        ThreadSet blind = readers, stale = readers;
        blind.reset(x.visible);
        stale &= x.consumed;
        if (x.state == Bytes::Empty) {
          bool whole = runs->size() == 1 &&
                       piece.begin == runs->front().begin &&
                       piece.end == runs->front().end;
          if (whole)
            return std::string("that no copy filled");
          return "of which no copy filled bytes " + describeRuns(piece) +
                 " (a copy into part of a view leaves the rest unfilled)";
        }
        if (x.state == Bytes::InFlight)
          return std::string("before the wait for the copy that fills them");
        if (blind.any())
          return "before " + describeThreads(blind) +
                 " waited for the copy that fills them (barrier " +
                 std::to_string(x.id) + ", phase " + std::to_string(x.phase) +
                 ": observed by " + describeThreads(x.visible) +
                 ", and no gpu.barrier shared it since)";
        if (stale.any())
          return "whose bytes " + describeRuns(piece) + " " +
                 describeThreads(stale) +
                 " already read and released, and no copy refilled them since "
                 "(a copy into part of a slot leaves the rest stale)";
        return std::nullopt;
      });
  if (reportBytesHazard(op, "reads", *runs, hazard))
    return;
  for (ByteRun run : *runs)
    shared.visit(run, [&](ByteRun, Bytes &x) {
      x.read = true;
      x.readers |= readers;
      for (Release &r : x.releases)
        r.threads.reset(readers); // their new reads are not released yet
      if (warpgroup >= 0)
        x.mma[warpgroup] = std::max(x.mma[warpgroup], mmaGroup);
      else
        x.loaders |= readers;
    });
}

bool HopperProtocol::reportBytesHazard(
    Operation *op, StringRef access, ArrayRef<ByteRun> runs,
    const std::optional<std::string> &hazard) {
  if (!hazard)
    return false;
  if (!alreadyReported(op))
    error(op) << access << " shared bytes " << describeRuns(runs) << " "
              << *hazard << " (" << where() << ")";
  return true;
}

void HopperProtocol::onMma(nvgpu::WarpgroupMmaOp mma, const ThreadSet &active) {
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

void HopperProtocol::onWgmmaWait(int64_t keep, const ThreadSet &active) {
  for (int64_t w = 0; w < warpgroups; ++w)
    if (warpgroupThreads(w).anyCommon(active))
      retired[w] =
          std::max(retired[w], static_cast<int64_t>(issued[w].size()) - keep);
}

/// A use of warpgroup-MMA accumulators outside the MMA chain (the store)
/// needs every group of the using warpgroups retired.
void HopperProtocol::onAccumulatorUse(Operation *op, const ThreadSet &active) {
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
