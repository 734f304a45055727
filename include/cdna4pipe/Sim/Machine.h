//===- Machine.h - the simulator's machine state ----------------*- C++ -*-===//
//
// Internal to lib/Sim. The state of one workgroup on the simulated gfx950
// (`Simulator::Impl`): the waves with their registers, pc, barrier epoch and
// in-order counters (vmcnt FIFO of write records, lgkmcnt FIFO of ds_reads in
// flight), the LDS with per-byte race bookkeeping, the LDS write records,
// buffer resources, global memory, the statistics and the timing policy.
// Its members are defined by topic:
//
//   Machine.cpp      waves, LDS write records and their landing, ds_read
//                    completion, global/buffer addressing, LDS DMA issue;
//   Races.cpp        the race rules (Simulator.h) and their reports;
//   Timing.cpp       the policies and the workgroup loop that interleaves
//                    the waves;
//   Interpreter.cpp  one step of a wave: dispatch to the family handlers,
//                    control flow;
//   ExecArith.cpp    integer, float and vector semantics;
//   ExecMemory.cpp   loads, stores, GEPs, buffer resources, LDS DMAs;
//   ExecGpu.cpp      ROCDL intrinsics: ids, lane counts, waits, barriers,
//                    MFMAs.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_SIM_MACHINE_H
#define CDNA4PIPE_SIM_MACHINE_H

#include "cdna4pipe/Sim/Program.h"

#include "cdna4pipe/Analysis/MemoryModel.h"

#include <deque>
#include <map>
#include <random>
#include <tuple>

namespace mlir {
namespace cdna4pipe {
namespace sim {

/// A buffer resource: base address and size in bytes (num_records).
struct Rsrc {
  uint64_t base, numRecords;
};

struct Wave;

/// One LDS write record (an LDS DMA instruction of one wave, or an LDS
/// store).
struct WriteRec {
  /// The record of `op` issued by `wv` now: an LDS store lands and retires
  /// at once, a DMA does neither.
  static WriteRec issue(const Wave &wv, Operation *op, bool landedAndRetired);

  Operation *op;
  uint32_t wave, epoch, dyn;
  bool landed, retired;
  uint32_t retireEpoch;
  uint32_t size; // bytes per lane
  // Per-lane LDS destination and data (DMA only).
  std::vector<uint32_t> ldsAddr;
  std::vector<uint8_t> data;
  std::vector<uint8_t> valid; // lane had data to write
  uint32_t lo = 0, hi = 0;    // LDS byte range [lo, hi) over all lanes
};

/// An issued ds_read whose data has not been sampled yet (lgkmcnt entry).
/// `pc == kNoRead` marks an LDS store, which counts in lgkmcnt but has
/// nothing left to do.
struct PendingRead {
  static constexpr uint32_t kNoRead = ~0u;
  uint32_t pc = kNoRead;
  uint32_t res = 0, width = 0, elemBytes = 0;
  uint32_t dyn = 0, epoch = 0;
  uint32_t lo = 0, hi = 0; // LDS byte range [lo, hi) over all lanes
  /// ds_read_b64_tr_b16: in each 16 lanes, lane i's element j is element
  /// i % 4 of the 8 bytes lane 4 j + i / 4 addressed.
  bool transpose16 = false;
  std::array<uint32_t, kWaveSize> addr;
};

struct Wave {
  unsigned id = 0;
  std::vector<uint64_t> regs;
  uint32_t pc = 0;
  bool done = false, atBarrier = false;
  uint32_t epoch = 0;
  std::deque<int32_t> vmFifo;   // write-record id, or -1 for other vmem
  std::deque<PendingRead> lgkm; // ds_reads (and LDS stores) in flight
  std::vector<uint32_t> dynCount;
  uint64_t *w(uint32_t word) { return &regs[size_t(word) * kWaveSize]; }
};

inline WriteRec WriteRec::issue(const Wave &wv, Operation *op,
                                bool landedAndRetired) {
  WriteRec r;
  r.op = op;
  r.wave = wv.id;
  r.epoch = wv.epoch;
  r.dyn = wv.dynCount[wv.pc];
  r.landed = r.retired = landedAndRetired;
  r.retireEpoch = landedAndRetired ? wv.epoch : 0;
  return r;
}

/// What one step of a wave did. Handlers return Next to go on with the next
/// instruction; Continue means the pc was already set (a branch).
enum class Step { Continue, Next, Blocked, Done, Error };

/// The registers an instruction reads and writes, for all lanes of a wave.
struct Regs {
  Wave &wv;
  const Inst &in;
  /// Word `e` of the result, [lane].
  uint64_t *R(unsigned e = 0) const { return wv.w(in.res + e); }
  /// Word `e` of operand `i`, [lane].
  uint64_t *A(unsigned i, unsigned e = 0) const {
    return wv.w(in.in[i].off + e);
  }
};

struct Simulator::Impl {
  std::shared_ptr<Program> prog;
  GlobalMemory &mem;
  std::array<unsigned, 3> blockSize;
  uint64_t seed;
  unsigned maxReports;
  uint64_t maxInstructions = Simulator::kDefaultMaxInstructions;
  SimStats stats;
  uint64_t races = 0;

  // Per workgroup.
  std::array<unsigned, 3> wgId, gridDim;
  std::vector<Wave> waves;
  std::vector<uint8_t> lds;
  std::vector<int32_t> ldsWriter;
  std::vector<uint32_t> ldsReadEpoch;
  std::vector<uint32_t> ldsReadMask;
  std::vector<WriteRec> recs;
  std::vector<Rsrc> rsrcs;
  Policy policy;
  std::mt19937_64 rng;
  std::map<std::tuple<int, Operation *, Operation *>, uint64_t> reported;
  std::vector<uint64_t> scratch;
  unsigned rrLast = ~0u;

  Impl(std::shared_ptr<Program> p, GlobalMemory &m, std::array<unsigned, 3> b,
       uint64_t s, unsigned mr)
      : prog(std::move(p)), mem(m), blockSize(b), seed(s), maxReports(mr) {}

  // Races (Races.cpp).
  enum RaceKind {
    ReadBeforeLanded,
    UnsyncRead,
    WriteAfterRead,
    Uninit,
    WriteDuringRead
  };
  void race(RaceKind kind, Operation *op, Wave &wv, unsigned lane,
            uint32_t addr, const WriteRec *other, unsigned otherWave,
            const PendingRead *pending = nullptr);
  void checkPendingReads(Wave &wv, Operation *op, const WriteRec &r);
  /// Records the write of `n` bytes at addr[lane] by every lane of `wv`
  /// (record `recId`) and checks write-after-read.
  void noteWrites(Wave &wv, Operation *op, const uint32_t *addr, uint32_t n,
                  int32_t recId);
  /// Checks and records the read of `n` bytes at addr[lane] by every lane.
  void noteReads(Wave &wv, Operation *op, const uint32_t *addr, uint32_t n);

  // LDS write records and ds_reads (Machine.cpp).
  void land(WriteRec &r);
  void waitVm(Wave &wv, unsigned n);
  void sample(Wave &wv, const PendingRead &pr);
  void completeReads(Wave &wv, size_t n);
  void waitLgkm(Wave &wv, unsigned n);
  void completeSlot(Wave &wv, uint32_t res);

  // Global memory (Machine.cpp).
  uint8_t *globalPtr(unsigned as, uint64_t addr, uint32_t len, bool &oob);
  bool fault(Operation *op, Wave &wv, unsigned lane, uint64_t addr,
             const char *what);
  bool issueDma(Wave &wv, const Inst &in, const uint64_t *srcAddr,
                unsigned srcAs, uint32_t ldsBase, uint32_t size,
                const uint64_t *rangeOff);
  void initWave(Wave &wv, unsigned id, ArrayRef<uint64_t> args);

  // Timing (Timing.cpp).
  void randomLandings();
  void randomReadCompletions();
  /// The wave to run next and for how many instructions.
  unsigned pickWave(ArrayRef<unsigned> runnable, unsigned &quantum);
  /// All waves are at a barrier or done: releases the barrier (false on a
  /// mismatch: a wave waits for one that returned).
  bool releaseBarrier();
  LogicalResult run(Policy pol, std::array<unsigned, 3> wg,
                    std::array<unsigned, 3> grid, ArrayRef<uint64_t> args);

  // The interpreter (Interpreter.cpp and Exec*.cpp).
  Step step(Wave &wv);
  Step execInteger(Wave &wv, const Inst &in);
  Step execIntBinary(Wave &wv, const Inst &in);
  Step execICmp(Wave &wv, const Inst &in);
  Step execFloat(Wave &wv, const Inst &in);
  Step execFCmp(Wave &wv, const Inst &in);
  Step execFloatConvert(Wave &wv, const Inst &in);
  Step execVector(Wave &wv, const Inst &in);
  Step execMemory(Wave &wv, const Inst &in);
  Step execLoadStore(Wave &wv, const Inst &in);
  Step execMaskedGlobal(Wave &wv, const Inst &in);
  Step execLdsRead(Wave &wv, const Inst &in, uint32_t lo, uint32_t hi);
  Step execLdsWrite(Wave &wv, const Inst &in, uint32_t lo, uint32_t hi);
  Step execBufferAccess(Wave &wv, const Inst &in);
  Step execDma(Wave &wv, const Inst &in);
  Step execGpu(Wave &wv, const Inst &in);
  Step execMfma(Wave &wv, const Inst &in);
  Step execMfmaF8(Wave &wv, const Inst &in); // ExecFp8.cpp
  Step execControl(Wave &wv, const Inst &in);
};

} // namespace sim
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_SIM_MACHINE_H
