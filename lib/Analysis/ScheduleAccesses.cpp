//===- ScheduleAccesses.cpp - the verifier's machine state ----------------===//
//
// Owns what each memory access, wait and barrier the schedule verifier's
// abstract machine (ScheduleModel.cpp) executes does to the wave's state
// (docs/ScheduleVerifier.md):
//
//   * a G2S copy or an S2R read is issued: it joins the in-order FIFO of
//     its counter (vmcnt, lgkmcnt) and the pending accesses of its (buffer,
//     slot), with its footprint, the LDS elements of the slot it touches,
//     evaluated per thread for the values of the induction variables its
//     in-slot indices depend on;
//   * a wait retires the oldest copies / reads beyond its counts (or the
//     copies its tokens name);
//   * a barrier starts a new epoch; accesses retired and followed by a
//     barrier are settled (they can never take part in a hazard again) and
//     dropped.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/ScheduleModel.h"

#include "cdna4pipe/Analysis/MemoryModel.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::schedule;

unsigned Verifier::issue(Operation *op, unsigned buf, int64_t slot,
                         Footprint fp, bool isCopy) {
  if (periodicDepth)
    trace += (isCopy ? "g" : "r") +
             std::to_string(reinterpret_cast<uintptr_t>(op)) + ":" +
             std::to_string(slot) + ";";
  std::vector<Access> &accesses = isCopy ? copies : reads;
  unsigned id = accesses.size();
  accesses.push_back(Access{op, buf, slot, std::move(fp), cur, epoch});
  (isCopy ? vmFifo : lgkmFifo).push_back(id);
  (isCopy ? pendingWrites : pendingReads)[{buf, slot}].push_back(id);
  forget(op);
  return id;
}

void Verifier::runG2S(G2SOp op, int64_t slot) {
  ++stats.copies;
  unsigned buf = bufferId(op.getDst());
  Footprint fp = footprint(op);
  checkOverwrite(op, buf, slot, fp);
  fill(buf, slot, fp);
  copyOf[op.getToken()] = issue(op, buf, slot, fp, /*isCopy=*/true);
}

void Verifier::fill(unsigned buf, int64_t slot, const Footprint &fp) {
  auto [it, fresh] = filled.try_emplace({buf, slot}, fp);
  if (fresh || !it->second)
    return;
  if (!fp) {
    it->second = nullptr;
    return;
  }
  if (!fp->test(*it->second)) // nothing new
    return;
  auto merged = std::make_shared<llvm::BitVector>(*it->second);
  *merged |= *fp;
  it->second = std::move(merged);
}

void Verifier::runS2R(S2ROp op, int64_t slot) {
  ++stats.reads;
  unsigned buf = bufferId(op.getSrc());
  Footprint fp = footprint(op);
  checkRead(op, buf, slot, fp);
  readOf[op.getResult()] = issue(op, buf, slot, fp, /*isCopy=*/false);
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
  auto ivEntry = fpIvs.try_emplace(op);
  auto ivIt = ivEntry.first;
  bool fresh = ivEntry.second;
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
  auto [it, inserted] = fpCache->try_emplace({op, key}, nullptr);
  if (inserted)
    it->second = computeFootprint(op, ivs);
  // Counted once per access and verifier, whoever filled the cache.
  if (fresh)
    ++(it->second ? stats.footprints : stats.wholeSlot);
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
  auto visit = [&](int64_t t) {
    std::optional<int64_t> first;
    if (isCopy) {
      std::optional<int64_t> base = linear(t - t % kWaveSize);
      if (base)
        first = ldsDmaLaneDest(*base, t % kWaveSize, elems);
    } else {
      first = linear(t);
    }
    if (!first || *first + elems > slotElems)
      return false;
    bits->set(*first, *first + elems);
    return true;
  };
  // A wave group's accesses: its own threads only.
  for (int64_t w = 0; w < numThreads / kWaveSize; ++w) {
    if (group && !llvm::is_contained(group->waves, w))
      continue;
    for (int64_t t = w * kWaveSize; t < (w + 1) * kWaveSize; ++t)
      if (!visit(t))
        return nullptr;
  }
  return bits;
}

void Verifier::retire(Access &a, Operation *by) {
  a.retired = true;
  a.retireEpoch = epoch;
  a.retiredBy = by;
  a.retireLabel = cur;
}

void Verifier::retireReadsThrough(unsigned readId, Operation *by) {
  if (reads[readId].retired)
    return;
  // LDS reads return in order: the wait that makes this read's data
  // available also retires every older read.
  while (!lgkmFifo.empty()) {
    unsigned id = lgkmFifo.front();
    lgkmFifo.pop_front();
    retire(reads[id], by);
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
    retireToCount(vmFifo, *vmcnt, [&](unsigned id) { retire(copies[id], op); });
    checkWaitTokens(op, *vmcnt, tokens);
  }
  if (lgkmcnt) {
    retireToCount(lgkmFifo, *lgkmcnt,
                  [&](unsigned id) { retire(reads[id], op); });
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
  for (bool isCopy : {true, false}) {
    auto &pending = isCopy ? pendingWrites : pendingReads;
    for (auto it = pending.begin(); it != pending.end();) {
      dropSettled(it->second, isCopy);
      if (it->second.empty())
        it = pending.erase(it);
      else
        ++it;
    }
  }
}

void Verifier::dropSettled(SmallVectorImpl<unsigned> &ids, bool isCopy) {
  const std::vector<Access> &accesses = isCopy ? copies : reads;
  llvm::erase_if(ids, [&](unsigned id) {
    const Access &a = accesses[id];
    return releasedToAllWaves(a.retired, a.retireEpoch, epoch);
  });
}
