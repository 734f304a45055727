//===- ScheduleRules.cpp - the hazards the schedule verifier checks -------===//
//
// Owns the rules of the schedule verifier (docs/ScheduleVerifier.md), each
// checked on the model's state (ScheduleModel.cpp) at the instruction that can
// break it:
//
//   * read of unwritten elements (checkReadUnwritten): an S2R of a slot, or
//     of elements of it, that no copy has written;
//   * read before landed (checkRead): an S2R of elements whose copies are not
//     all retired by a wait of this wave and followed by a barrier; the
//     message says why: no barrier after the wait, a wait count too high
//     (counter arithmetic), the wait placed after the read, the slot being
//     filled, or no wait at all;
//   * overwrite while in use (checkOverwrite): a G2S into elements a wave may
//     still read (the reads are not retired by lgkmcnt / their MFMA before a
//     barrier that precedes the copy);
//   * a wait that leaves a copy named by one of its tokens in flight
//     (checkWaitTokens);
//   * copies still in flight at kernel end (checkKernelEnd).
//
// Each static (copy, read) pair is blamed once, and one hazard per (buffer,
// slot, barrier interval), so a bug does not cascade through every iteration.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/ScheduleModel.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::schedule;

/// True if a wait with a vmcnt follows `op` in its block before any barrier:
/// the wait meant to guard the read was placed after it.
static Operation *findLaterWaitInBlock(Operation *op) {
  for (Operation *next = op->getNextNode(); next; next = next->getNextNode()) {
    if (isa<BarrierOp, ROCDL::SBarrierOp, gpu::BarrierOp>(next))
      return nullptr;
    if (auto wait = dyn_cast<WaitOp>(next))
      if (wait.getWaitedVmcnt())
        return next;
  }
  return nullptr;
}

void Verifier::checkRead(S2ROp op, unsigned buf, int64_t slot,
                         const Footprint &fp) {
  if (alreadyReported(op) || hazardSlots.count({buf, slot, epoch}))
    return;
  if (checkReadUnwritten(op, buf, slot, fp))
    return;
  auto it = pendingWrites.find({buf, slot});
  if (it == pendingWrites.end())
    return;
  dropSettled(it->second, /*isCopy=*/true);
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
  if (w.retired)
    return checkReadAfterRetire(op, w, slotStr);
  if (checkWaitCount(op, hits, copyId, slotStr))
    return;
  checkReadInFlight(op, w, slotStr);
}

/// The copy `w` was retired by this wave, but no barrier followed the wait.
/// A read of elements no copy has ever written (the slot, or part of it,
/// was never filled: a copy went to another slot or was dropped). Element
/// coverage is checked in the whole-workgroup model only: a wave group's
/// copy footprints hold its own waves' elements, and its reads may need the
/// other group's. True when it reported.
bool Verifier::checkReadUnwritten(S2ROp op, unsigned buf, int64_t slot,
                                  const Footprint &fp) {
  auto it = filled.find({buf, slot});
  std::string where = "S2R reads " + bufNames[buf] + " slot " +
                      std::to_string(slot) + " in " + str(cur);
  if (it == filled.end()) {
    hazardSlots.insert({buf, slot, epoch});
    report(op, where + ", but no copy has filled that slot");
    return true;
  }
  if (group || !fp || !it->second || !fp->test(*it->second))
    return false;
  llvm::BitVector missing = *fp;
  missing.reset(*it->second);
  hazardSlots.insert({buf, slot, epoch});
  report(op, where + ", but no copy has written " +
                 std::to_string(missing.count()) + " of the " +
                 std::to_string(fp->count()) +
                 " elements it reads (the first: element " +
                 std::to_string(missing.find_first()) + " of the slot)");
  return true;
}

void Verifier::checkReadAfterRetire(S2ROp op, const Access &w,
                                    const std::string &slotStr) {
  Finding &f = report(
      op, "S2R reads " + slotStr + " in " + str(cur) +
              " with no barrier after the wait that retired the copies into "
              "it: the wait in " +
              str(w.retireLabel) + " retires this wave's copy (issued in " +
              str(w.label) +
              "), but other waves' copies are only known to have landed "
              "after a barrier that follows their waits");
  f.notes.push_back(
      {w.retiredBy->getLoc(), "wait that retires the copy (" + slotStr + ")"});
  f.notes.push_back({w.op->getLoc(), "copy into the slot (" + slotStr + ")"});
}

/// Counter arithmetic: a wait ran after the copy `copyId` was issued but its
/// count let it stay in flight. Only the waits of this barrier interval or
/// just before its opening barrier are meant to guard the read. True when
/// the hazard is this one (reported, or already reported with a tighter
/// bound).
bool Verifier::checkWaitCount(S2ROp op, ArrayRef<unsigned> hits,
                              unsigned copyId, const std::string &slotStr) {
  if (!lastVmWait || lastVmWait->copiesIssuedBefore <= copyId ||
      lastVmWait->epoch + 1 < epoch)
    return false;
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
    return true;
  std::string message =
      "wait vmcnt(" + std::to_string(lastVmWait->count) + ") in " +
      str(lastVmWait->label) + " leaves copies into " + slotStr +
      " (issued in " + str(copies[copyId].label) +
      ") in flight, but the S2R reads that slot in " + str(cur) + ": " +
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
    return true;
  }
  if (alreadyReported(waitOp))
    return true;
  Finding &f = report(waitOp, std::move(message));
  f.notes = std::move(notes);
  waitBounds[waitOp] = {pos - 1, static_cast<unsigned>(findings.size() - 1)};
  return true;
}

/// The copy `w` is still in flight and no wait with a count let it stay:
/// the wait comes after the read, the slot is being filled, or there is no
/// wait at all.
void Verifier::checkReadInFlight(S2ROp op, const Access &w,
                                 const std::string &slotStr) {
  uint64_t inFlight = vmFifo.size();
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
  // The copy was issued in this barrier interval: the read targets the slot
  // that is being filled.
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
  dropSettled(it->second, /*isCopy=*/false);
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

/// A wait whose vmcnt leaves in flight a copy it names through a token.
void Verifier::checkWaitTokens(Operation *op, int64_t vmcnt,
                               ValueRange tokens) {
  for (auto [idx, token] : llvm::enumerate(tokens)) {
    auto it = copyOf.find(token);
    if (it == copyOf.end() || copies[it->second].retired || alreadyReported(op))
      continue;
    const Access &c = copies[it->second];
    uint64_t pos = copies.size() - it->second;
    Finding &f = report(
        op, "vmcnt(" + std::to_string(vmcnt) + ") in " + str(cur) +
                " does not retire the copy named by token #" +
                std::to_string(idx) + " (into " + where(c) + ", issued in " +
                str(c.label) + "): " + std::to_string(vmFifo.size()) +
                " copies stay in flight and that copy is the " + ordinal(pos) +
                " most recent, so the count must be at most " +
                std::to_string(pos - 1));
    f.notes.push_back({c.op->getLoc(), "the named copy"});
  }
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
