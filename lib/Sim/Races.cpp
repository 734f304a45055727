//===- Races.cpp - the simulator's race rules -----------------------------===//
//
// Owns race detection (the exact rules are in Simulator.h and
// docs/Simulator.md): every LDS byte remembers the last write record issued
// to it and the waves that read it in the current barrier epoch; a read is
// checked against the byte's record (read-before-landed, unsynchronized-read,
// uninitialized-read), a write against the epoch's readers (write-after-read)
// and against ds_reads of other waves still in flight. Each distinct (kind,
// op, other op) is reported once, up to the report limit; every race counts.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Machine.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/bit.h"

using namespace mlir;
using namespace mlir::cdna4pipe::sim;

void Simulator::Impl::race(RaceKind kind, Operation *op, Wave &wv,
                           unsigned lane, uint32_t addr, const WriteRec *other,
                           unsigned otherWave, const PendingRead *pending) {
  ++races;
  Operation *otherOp = other     ? other->op
                       : pending ? prog->insts[pending->pc].op
                                 : nullptr;
  auto key = std::make_tuple(int(kind), op, otherOp);
  if (reported[key]++ || reported.size() > maxReports)
    return;
  static const char *names[] = {"read-before-landed", "unsynchronized-read",
                                "write-after-read", "uninitialized-read",
                                "write-after-read"};
  auto diag = op->emitError("race: ") << names[kind] << ": ";
  uint32_t dyn = wv.dynCount[wv.pc];
  switch (kind) {
  case ReadBeforeLanded:
  case UnsyncRead:
    diag << "wave " << wv.id << " lane " << lane << " reads LDS byte " << addr
         << " (execution #" << dyn << " of this op by the wave, "
         << "barrier epoch " << wv.epoch << ", workgroup (" << wgId[0] << ","
         << wgId[1] << "," << wgId[2] << ")) written by a DMA of wave "
         << other->wave << " (execution #" << other->dyn << ", epoch "
         << other->epoch << ") that "
         << (kind == ReadBeforeLanded
                 ? "has not landed"
                 : (other->retired
                        ? "was retired by its wave's wait in the same epoch "
                          "(no barrier since)"
                        : "landed by timing only: no wait retired it"));
    diag.attachNote(other->op->getLoc()) << "the DMA was issued here";
    break;
  case WriteAfterRead:
    diag << "wave " << wv.id << " lane " << lane << " writes LDS byte " << addr
         << " (execution #" << dyn << " of this op by the wave, "
         << "barrier epoch " << wv.epoch << ", workgroup (" << wgId[0] << ","
         << wgId[1] << "," << wgId[2] << ")) that wave " << otherWave
         << " read in the same barrier epoch";
    break;
  case Uninit:
    diag << "wave " << wv.id << " lane " << lane << " reads LDS byte " << addr
         << " (execution #" << dyn << " of this op, barrier epoch " << wv.epoch
         << ") that nothing ever wrote";
    break;
  case WriteDuringRead:
    diag << "wave " << wv.id << " lane " << lane << " writes LDS byte " << addr
         << " (execution #" << dyn << " of this op by the wave, "
         << "barrier epoch " << wv.epoch << ", workgroup (" << wgId[0] << ","
         << wgId[1] << "," << wgId[2] << ")) that a ds_read of wave "
         << otherWave << " (execution #" << pending->dyn << ", epoch "
         << pending->epoch << ") is still reading: no s_waitcnt lgkmcnt "
         << "and no use of its result has completed it";
    diag.attachNote(otherOp->getLoc()) << "the ds_read was issued here";
    break;
  }
}

/// A write by `wv` to bytes a ds_read of another wave has issued but not
/// completed: the read may sample either value, whenever the write lands.
void Simulator::Impl::checkPendingReads(Wave &wv, Operation *op,
                                        const WriteRec &r) {
  // First (writer lane, byte) of `r` that `pr` covers, if any.
  auto overlap = [&](const PendingRead &pr, unsigned &lane, uint32_t &byte) {
    uint32_t rn = pr.width * pr.elemBytes;
    for (unsigned l = 0; l < kWaveSize; ++l) {
      if (!r.valid.empty() && !r.valid[l])
        continue;
      uint32_t a = r.ldsAddr.empty() ? r.lo : r.ldsAddr[l];
      uint32_t n = r.ldsAddr.empty() ? r.hi - r.lo : r.size;
      for (unsigned rl = 0; rl < kWaveSize; ++rl) {
        uint32_t b = pr.addr[rl];
        if (a < b + rn && b < a + n) {
          lane = l;
          byte = std::max(a, b);
          return true;
        }
      }
    }
    return false;
  };
  for (Wave &ow : waves) {
    if (ow.id == wv.id)
      continue;
    for (const PendingRead &pr : ow.lgkm) {
      if (pr.pc == PendingRead::kNoRead || pr.hi <= r.lo || r.hi <= pr.lo)
        continue;
      unsigned lane;
      uint32_t byte;
      if (overlap(pr, lane, byte))
        race(WriteDuringRead, op, wv, lane, byte, nullptr, ow.id, &pr);
    }
  }
}

/// Registers the writes by `wv` issued now; checks WAR.
void Simulator::Impl::noteWrites(Wave &wv, Operation *op, const uint32_t *addr,
                                 uint32_t n, int32_t recId) {
  uint32_t others = ~(1u << wv.id);
  for (unsigned lane = 0; lane < kWaveSize; ++lane)
    for (uint32_t a = addr[lane]; a < addr[lane] + n; ++a) {
      if (ldsReadEpoch[a] == wv.epoch + 1 && (ldsReadMask[a] & others)) {
        unsigned ow = llvm::countr_zero(ldsReadMask[a] & others);
        race(WriteAfterRead, op, wv, lane, a, nullptr, ow);
      }
      ldsWriter[a] = recId;
    }
}

/// Checks and records the reads by `wv`.
void Simulator::Impl::noteReads(Wave &wv, Operation *op, const uint32_t *addr,
                                uint32_t n) {
  uint32_t bit = 1u << wv.id;
  // Epochs are stored +1 so that 0 means "never read".
  uint32_t epoch1 = wv.epoch + 1;
  const int32_t *writer = ldsWriter.data();
  uint32_t *readEpoch = ldsReadEpoch.data(), *readMask = ldsReadMask.data();
  int32_t visible = -1; // the last record found visible (bytes come in runs)
  for (unsigned lane = 0; lane < kWaveSize; ++lane)
    for (uint32_t a = addr[lane]; a < addr[lane] + n; ++a) {
      int32_t id = writer[a];
      if (id < 0) {
        race(Uninit, op, wv, lane, a, nullptr, 0);
      } else if (id != visible) {
        const WriteRec &r = recs[id];
        if (writeVisibleToRead(r.retired, r.wave == wv.id, r.retireEpoch,
                               wv.epoch))
          visible = id;
        else
          race(r.landed ? UnsyncRead : ReadBeforeLanded, op, wv, lane, a, &r,
               r.wave);
      }
      if (readEpoch[a] != epoch1) {
        readEpoch[a] = epoch1;
        readMask[a] = bit;
      } else {
        readMask[a] |= bit;
      }
    }
}
