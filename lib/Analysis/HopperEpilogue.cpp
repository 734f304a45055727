//===- HopperEpilogue.cpp - generic writes and TMA stores -----------------===//
//
// The TMA-store epilogue rules of the Hopper verifier (HopperProtocol.h):
// threads write C into shared memory (`vector.store` / `memref.store`), make
// their writes visible to the async proxy (`fence.proxy.async`), a barrier
// (`nvvm.barrier` with a thread count: a named barrier, or `gpu.barrier`)
// publishes them to the thread that issues `nvgpu.tma.async.store`; the
// store reads the bytes asynchronously in the issuer's bulk group (closed by
// `cp.async.bulk.commit.group`) until a `cp.async.bulk.wait_group` retires
// it, and a barrier after that tells the other writers they may overwrite.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/HopperProtocol.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::hopper;

/// A generic write by `writers` into a view of the dynamic block: not into
/// bytes of the TMA-copy protocol, and not while a TMA store still reads
/// them (retired by its issuer, and that told to the writers by a barrier).
void HopperProtocol::onWrite(Operation *op, Value memref,
                             const ThreadSet &writers) {
  auto runs = bytesOf(op, memref, writers.find_first());
  if (!runs)
    return;
  auto hazard =
      firstHazard(*runs, [&](ByteRun, Bytes &x) -> std::optional<std::string> {
        if (x.state != Bytes::Empty || x.readers.any())
          return "that TMA copies fill (barrier " + std::to_string(x.id) +
                 "): generic writes into a copy's bytes are not modelled";
        for (const StoreRead &r : x.stores) {
          ThreadSet blind = writers;
          blind.reset(r.releasedTo);
          blind.reset(r.issuer);
          if (!storeRetired(r))
            return "that a TMA store of thread " + std::to_string(r.issuer) +
                   " still reads: no cp.async.bulk.wait_group retired its bulk "
                   "group";
          if (blind.any())
            return "before " + describeThreads(blind) +
                   " learnt that the TMA store of thread " +
                   std::to_string(r.issuer) +
                   " reading them retired (no barrier after its "
                   "cp.async.bulk.wait_group)";
        }
        return std::nullopt;
      });
  if (reportBytesHazard(op, "writes", *runs, hazard))
    return;
  for (ByteRun run : *runs)
    shared.visit(run, [&](ByteRun, Bytes &x) {
      fresh(x);
      if (!x.stores.empty()) { // the previous data is consumed
        x.stores.clear();
        x.writers.reset();
      }
      x.writers |= writers;
      x.fenced.reset(writers);
      x.published.reset();
    });
}

void HopperProtocol::onFenceProxy(const ThreadSet &active) {
  shared.forEach([&](ByteRun, Bytes &x) {
    fresh(x);
    ThreadSet mine = x.writers;
    mine &= active;
    x.fenced |= mine;
  });
}

/// `nvvm.barrier id, count`: the `active` threads (they must be `count`)
/// meet.
void HopperProtocol::onNamedBarrier(Operation *op, Value id, Value count,
                                    const ThreadSet &active) {
  std::optional<int64_t> n = uniform(op, count, active);
  if (!uniform(op, id, active) || !n)
    return;
  if (*n != static_cast<int64_t>(active.count())) {
    if (!alreadyReported(op))
      error(op) << "named barrier for " << *n << " threads executed by "
                << describeThreads(active) << " (" << active.count()
                << "): it completes with other threads or never (" << where()
                << ")";
    return;
  }
  meet(active);
}

/// The `active` threads meet at a barrier: fenced writes whose writers all
/// take part are published to them; retired TMA stores whose issuer takes
/// part are released to them.
void HopperProtocol::meet(const ThreadSet &active) {
  shared.forEach([&](ByteRun, Bytes &x) {
    fresh(x);
    if (x.writers.any() && x.writers.subsetOf(active) &&
        x.writers.subsetOf(x.fenced))
      x.published |= active;
    for (StoreRead &r : x.stores)
      if (active.test(r.issuer) && storeRetired(r))
        r.releasedTo |= active;
  });
}

/// `nvgpu.tma.async.store` by one thread: every byte it reads was written,
/// fenced by its writers and published to the issuer.
void HopperProtocol::onStore(nvgpu::TmaAsyncStoreOp store,
                             const ThreadSet &active) {
  std::optional<ThreadSet> by = taking(store, store.getPredicate(), active);
  if (!by || by->none())
    return;
  if (by->count() > 1) {
    if (!alreadyReported(store))
      error(store) << "TMA store issued by " << describeThreads(*by)
                   << ": each issues the whole store; predicate it on one "
                      "thread ("
                   << where() << ")";
    return;
  }
  int64_t issuer = by->find_first();
  auto runs = bytesOf(store, store.getSrc(), issuer);
  if (!runs)
    return;
  auto hazard = firstHazard(
      *runs, [&](ByteRun piece, Bytes &x) -> std::optional<std::string> {
        ThreadSet unfenced = x.writers;
        unfenced.reset(x.fenced);
        bool self = x.writers.count() == 1 && x.writers.test(issuer);
        if (x.writers.none())
          return "bytes " + describeRuns(piece) + " that no thread wrote";
        if (unfenced.any())
          return "bytes " + describeRuns(piece) + " that " +
                 describeThreads(unfenced) +
                 " wrote with no fence.proxy.async since (generic writes are "
                 "not visible to the async proxy)";
        if (!self && !x.published.test(issuer))
          return "bytes " + describeRuns(piece) + " that " +
                 describeThreads(x.writers) +
                 " wrote and fenced, with no barrier since that includes them "
                 "all and the issuing thread";
        return std::nullopt;
      });
  if (hazard) {
    if (!alreadyReported(store))
      error(store) << "TMA store reads " << *hazard << " (" << where() << ")";
    return;
  }
  for (ByteRun run : *runs)
    shared.visit(run, [&](ByteRun, Bytes &x) {
      fresh(x);
      x.stores.push_back(
          StoreRead{store, issuer, bulkCommitted[issuer], ThreadSet(threads)});
    });
}

void HopperProtocol::onBulkCommit(const ThreadSet &active) {
  for (int t : active.set_bits())
    ++bulkCommitted[t];
}

void HopperProtocol::onBulkWait(int64_t keep, const ThreadSet &active) {
  for (int t : active.set_bits())
    bulkRetired[t] = std::max(bulkRetired[t], bulkCommitted[t] - keep);
}

void HopperProtocol::finish(const ThreadSet &done) {
  shared.forEach([&](ByteRun run, Bytes &x) {
    for (const StoreRead &r : x.stores) {
      if (!done.test(r.issuer) || storeRetired(r) || alreadyReported(r.op))
        continue;
      error(r.op) << "TMA store still reads shared bytes " << describeRuns(run)
                  << " when its thread exits: no cp.async.bulk.wait_group "
                     "after its commit retired it";
    }
  });
}
