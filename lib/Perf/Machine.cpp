//===- Machine.cpp - a cycle-level model of one gfx950 compute unit -------===//
//
// See Machine.h. The model steps cycle by cycle: at each cycle barriers whose
// workgroup has fully arrived are released, then every SIMD walks its live
// waves by (priority desc, age asc) and lets each one issue its next
// instruction if nothing blocks it; the reason a wave did not issue is
// recorded for the stall breakdown and the timeline. Occupancy and the
// steady-state window the run is measured over: RunResult.cpp.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/Machine.h"

#include "llvm/ADT/DenseMap.h"

#include <algorithm>
#include <cmath>
#include <deque>

using namespace llvm;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::perf;

namespace {
enum Port { PMatrix, PValu, PSalu, PSmem, PDs, PVmem, PControl, NumPorts };

Port portOf(const Inst &in) {
  switch (in.kind) {
  case InstKind::Mfma:
    return PMatrix;
  case InstKind::Valu:
    return PValu;
  case InstKind::Salu:
    return PSalu;
  case InstKind::Smem:
    return PSmem;
  case InstKind::Ds:
    return PDs;
  case InstKind::Vmem:
    return PVmem;
  default:
    return PControl;
  }
}

struct Wave {
  unsigned workgroup, simd;
  size_t pc = 0;
  int prio = 0;
  unsigned trips = 0;
  bool done = false, atBarrier = false, entered = false;
  uint64_t readyAt = 0;
  std::deque<uint64_t> vm, lgkm; // landing cycles, non-decreasing
  std::vector<uint64_t> vReady = std::vector<uint64_t>(512, 0);
  std::vector<uint64_t> aReady = std::vector<uint64_t>(256, 0);
  /// The result ranges of the wave's MFMAs (rangeKey) and the cycle their
  /// registers become readable, while no later instruction rewrote them: an
  /// MFMA accumulating into the same range reads it through the matrix
  /// pipe's forwarding (Cu::forwarded).
  DenseMap<uint64_t, uint64_t> mfmaResults;
};

static uint64_t rangeKey(const RegRange &r) {
  return uint64_t(r.file) << 48 | uint64_t(r.lo) << 24 | r.hi;
}

struct Simd {
  std::array<uint64_t, NumPorts> busyUntil{};
  std::vector<unsigned> waves;
};

class Cu {
public:
  Cu(const Program &program, const MachineParams &params,
     const RunOptions &options, const Occupancy &occupancy);
  Error run();
  RunResult result;

private:
  WaveState check(Wave &w, const Simd &simd, uint64_t t, unsigned usedPorts);
  void issue(unsigned index, Simd &simd, uint64_t t);
  void memory(Wave &w, const Inst &in, uint64_t t);
  void releaseBarriers(uint64_t t);
  bool forwarded(Wave &w, const Inst &in, const RegRange &use);
  Error stuck(uint64_t t) const;
  uint64_t &regReady(Wave &w, char file, unsigned r) {
    return file == 'a' ? w.aReady[std::min(r, 255u)]
                       : w.vReady[std::min(r, 511u)];
  }

  const Program &program;
  const MachineParams &params;
  const RunOptions &options;
  /// Whether the main loop's first instruction can be reached from an
  /// instruction along forward edges (steers branches before the loop).
  std::vector<bool> reachesLoop;
  /// Conditional forward branches that skip nothing but s_barrier (and
  /// waits / free instructions): the ping-pong split of a workgroup.
  std::vector<bool> skipsBarrierOnly;
  /// Conditional forward branches after the main loop that jump to the
  /// else side of an if/else (the skipped block jumps over it).
  std::vector<bool> opensElse;
  std::vector<Wave> waves;
  std::vector<Simd> simds;
  double vmemTail = 0, ldsTail = 0; // per-CU queues: last landing
};
} // namespace

Cu::Cu(const Program &program, const MachineParams &params,
       const RunOptions &options, const Occupancy &occupancy)
    : program(program), params(params), options(options), simds(params.simds) {
  result.occupancy = occupancy;
  result.pipe.resize(params.simds);
  const std::vector<Inst> &insts = program.insts;
  reachesLoop.assign(insts.size() + 1, false);
  for (size_t i = insts.size(); i-- > 0;) {
    const Inst &in = insts[i];
    bool jumps = in.kind == InstKind::Branch && in.target > int(i);
    bool falls = in.kind != InstKind::EndPgm &&
                 !(in.kind == InstKind::Branch && !in.conditional);
    reachesLoop[i] = i == program.loopBegin || (falls && reachesLoop[i + 1]) ||
                     (jumps && reachesLoop[in.target]);
  }
  // An if/else after the loop: the conditional branch skips a block that
  // ends in an unconditional forward branch past the branch's target.
  opensElse.assign(insts.size(), false);
  for (size_t i = program.loopEnd + 1; i < insts.size(); ++i) {
    const Inst &in = insts[i];
    if (in.kind != InstKind::Branch || !in.conditional ||
        in.target <= int(i) + 1)
      continue;
    const Inst &last = insts[in.target - 1];
    opensElse[i] = last.kind == InstKind::Branch && !last.conditional &&
                   last.target > in.target;
  }
  skipsBarrierOnly.assign(insts.size(), false);
  for (size_t i = 0; i < insts.size(); ++i) {
    const Inst &in = insts[i];
    if (in.kind != InstKind::Branch || !in.conditional ||
        in.target <= int(i) + 1)
      continue;
    bool barrier = false, only = true;
    for (size_t j = i + 1; j < size_t(in.target); ++j) {
      InstKind k = insts[j].kind;
      barrier |= k == InstKind::Barrier;
      only &= k == InstKind::Barrier || k == InstKind::Waitcnt ||
              k == InstKind::Free || k == InstKind::Nop;
    }
    skipsBarrierOnly[i] = barrier && only;
  }
  unsigned n = occupancy.workgroups * occupancy.wavesPerWorkgroup;
  waves.resize(n);
  result.waves.resize(n);
  for (unsigned i = 0; i < n; ++i) {
    // Waves of consecutive workgroups go round-robin over the SIMDs.
    waves[i].workgroup = i / occupancy.wavesPerWorkgroup;
    waves[i].simd = i % params.simds;
    simds[waves[i].simd].waves.push_back(i);
    WaveRecord &r = result.waves[i];
    r.workgroup = waves[i].workgroup;
    r.wave = i % occupancy.wavesPerWorkgroup;
    r.simd = waves[i].simd;
    waves[i].readyAt = uint64_t(options.workgroupStagger) * waves[i].workgroup;
  }
}

/// Why wave `w` cannot issue at `t`, or Issue when it can. `usedPorts` has
/// the ports already taken this cycle by waves ahead of it.
WaveState Cu::check(Wave &w, const Simd &simd, uint64_t t, unsigned usedPorts) {
  if (w.done)
    return WaveState::Done;
  if (w.atBarrier)
    return WaveState::Barrier;
  if (w.readyAt > t)
    return WaveState::Busy;
  const Inst &in = program.insts[w.pc];
  while (!w.vm.empty() && w.vm.front() <= t)
    w.vm.pop_front();
  while (!w.lgkm.empty() && w.lgkm.front() <= t)
    w.lgkm.pop_front();
  if (in.kind == InstKind::Waitcnt) {
    if (in.vmcnt >= 0 && w.vm.size() > static_cast<size_t>(in.vmcnt))
      return WaveState::WaitVm;
    if (in.lgkmcnt >= 0 && w.lgkm.size() > static_cast<size_t>(in.lgkmcnt))
      return WaveState::WaitLgkm;
  }
  for (const RegRange &r : in.uses) {
    if (forwarded(w, in, r))
      continue;
    for (unsigned i = r.lo; i <= r.hi; ++i)
      if (regReady(w, r.file, i) > t)
        return WaveState::Dependency;
  }
  Port port = portOf(in);
  if (port == PControl)
    return WaveState::Issue;
  if (port == PMatrix && simd.busyUntil[PMatrix] > t)
    return WaveState::MfmaBusy;
  if (simd.busyUntil[port] > t || (usedPorts & (1u << port)))
    return WaveState::Arbitration;
  return WaveState::Issue;
}

/// Accumulator forwarding: an MFMA whose source C is exactly the range an
/// earlier MFMA wrote (and accumulates into it again) issues as soon as the
/// matrix pipe is free, without waiting for the result latency. gfx940+
/// need no wait states for an XDL MFMA reading as SrcC exactly the previous
/// XDL MFMA's vdst (LLVM GCNHazardRecognizer::checkMAIHazards90A, full
/// overlap; the CDNA3 ISA guide's MAI dependency table), where a partial
/// overlap or a VALU read waits passes + 1 or + 3 wait states.
bool Cu::forwarded(Wave &w, const Inst &in, const RegRange &use) {
  if (in.kind != InstKind::Mfma || in.defs.empty())
    return false;
  const RegRange &dst = in.defs.front();
  if (use.file != dst.file || use.lo != dst.lo || use.hi != dst.hi)
    return false;
  auto it = w.mfmaResults.find(rangeKey(use));
  if (it == w.mfmaResults.end())
    return false;
  for (unsigned i = use.lo; i <= use.hi; ++i)
    if (regReady(w, use.file, i) != it->second)
      return false; // rewritten since (a VALU, another MFMA's range)
  return true;
}

void Cu::memory(Wave &w, const Inst &in, uint64_t t) {
  double bytes = double(in.bytesPerLane) * program.facts.wavefrontSize;
  uint64_t land = t;
  if (in.kind == InstKind::Ds) {
    ldsTail = std::max(double(t + params.ldsLatency),
                       ldsTail + bytes / params.ldsBytesPerCycle);
    land = static_cast<uint64_t>(std::ceil(ldsTail));
  } else if (in.kind == InstKind::Vmem) {
    vmemTail = std::max(double(t + params.vmemLatency),
                        vmemTail + bytes / params.vmemBytesPerCycle);
    land = static_cast<uint64_t>(std::ceil(vmemTail));
    // LDS DMA writes its bytes through the LDS port that ds_reads use: its
    // share of the LDS bandwidth is taken when it issues (the port's
    // occupancy in bytes, not the exact cycles of the write).
    if (in.ldsDma)
      ldsTail = std::max(ldsTail, double(t)) + bytes / params.ldsBytesPerCycle;
  } else {
    land = t + params.smemLatency;
  }
  // Counters retire in issue order.
  if (in.countsVm)
    w.vm.push_back(std::max(land, w.vm.empty() ? 0 : w.vm.back()));
  if (in.countsLgkm)
    w.lgkm.push_back(std::max(land, w.lgkm.empty() ? 0 : w.lgkm.back()));
}

void Cu::issue(unsigned index, Simd &simd, uint64_t t) {
  Wave &w = waves[index];
  WaveRecord &rec = result.waves[index];
  const Inst &in = program.insts[w.pc];
  if (w.pc == program.loopBegin && !w.entered) {
    w.entered = true;
    rec.loopEntry = t;
  }
  Port port = portOf(in);
  simd.busyUntil[port] = std::max(simd.busyUntil[port], t + 1);
  w.readyAt = t + 1;
  size_t next = w.pc + 1;
  switch (in.kind) {
  case InstKind::Mfma: {
    uint64_t end = t + uint64_t(in.mfma.passes) * params.cyclesPerPass;
    simd.busyUntil[PMatrix] = end;
    result.pipe[w.simd].push_back({t, end, index});
    if (w.pc < program.loopBegin || w.pc > program.loopEnd)
      rec.flopsOutsideLoop += in.mfma.flops();
    uint64_t ready = t + uint64_t(in.mfma.latencyPasses) * params.cyclesPerPass;
    for (const RegRange &r : in.defs) {
      for (unsigned i = r.lo; i <= r.hi; ++i)
        regReady(w, r.file, i) = ready;
      w.mfmaResults[rangeKey(r)] = ready;
    }
    break;
  }
  case InstKind::Valu:
    simd.busyUntil[PValu] = t + params.valuCycles;
    for (const RegRange &r : in.defs)
      for (unsigned i = r.lo; i <= r.hi; ++i)
        regReady(w, r.file, i) = t + params.valuCycles;
    break;
  case InstKind::Salu:
    simd.busyUntil[PSalu] = t + params.saluCycles;
    break;
  case InstKind::Smem:
  case InstKind::Ds:
  case InstKind::Vmem:
    memory(w, in, t);
    break;
  case InstKind::Barrier:
    w.atBarrier = true;
    break;
  case InstKind::SetPrio:
    w.prio = in.prio;
    rec.prio.push_back({t, in.prio});
    break;
  case InstKind::Nop:
    w.readyAt = t + in.nopCycles;
    break;
  case InstKind::EndPgm:
    w.done = true;
    rec.finish = t + 1;
    break;
  case InstKind::Branch:
    if (w.pc == program.loopEnd && program.loopExit >= 0) {
      next = in.target; // the trip was counted at the loop's exit branch
    } else if (w.pc == program.loopEnd) {
      rec.iterationEnds.push_back(t);
      if (++w.trips < options.iterations)
        next = in.target;
    } else if (int(w.pc) == program.loopExit) {
      // A loop closed by an unconditional s_branch: its trips end at its
      // exit branch, taken on the last trip.
      rec.iterationEnds.push_back(t);
      if (++w.trips == options.iterations)
        next = in.target;
    } else if (skipsBarrierOnly[w.pc]) {
      // Ping-pong (HipKittens, Triton's BlockPingpong): the upper half of
      // the workgroup's waves takes one extra barrier before the loop, the
      // lower half one after it, so the halves run a barrier apart.
      unsigned per = result.occupancy.wavesPerWorkgroup;
      bool upper = rec.wave >= per / 2;
      if (per > 1 && upper == w.entered)
        next = in.target;
    } else if (in.target > static_cast<int>(w.pc) &&
               (!in.conditional || opensElse[w.pc] ||
                (!w.entered && !reachesLoop[w.pc + 1] &&
                 reachesLoop[in.target]))) {
      // Forward jumps are taken; before the loop a conditional branch goes
      // the way that reaches it (fall-through first); after it, the else
      // side of an if/else; others fall through.
      next = in.target;
    }
    break;
  default:
    break;
  }
  w.pc = next;
  if (!w.done && w.pc >= program.insts.size()) {
    w.done = true;
    rec.finish = t + 1;
  }
}

void Cu::releaseBarriers(uint64_t t) {
  unsigned wgs = result.occupancy.workgroups;
  unsigned per = result.occupancy.wavesPerWorkgroup;
  for (unsigned g = 0; g < wgs; ++g) {
    bool any = false, all = true;
    for (unsigned i = g * per; i < (g + 1) * per; ++i) {
      if (waves[i].done)
        continue;
      any |= waves[i].atBarrier;
      all &= waves[i].atBarrier;
    }
    if (!any || !all)
      continue;
    for (unsigned i = g * per; i < (g + 1) * per; ++i) {
      if (!waves[i].atBarrier)
        continue;
      waves[i].atBarrier = false;
      waves[i].readyAt = t + params.barrierReleaseCycles;
    }
  }
}

Error Cu::stuck(uint64_t t) const {
  std::string what;
  for (auto [i, w] : llvm::enumerate(waves)) {
    if (w.done)
      continue;
    const WaveRecord &r = result.waves[i];
    what += "; wave " + std::to_string(r.wave) + " of workgroup " +
            std::to_string(r.workgroup) + " at line " +
            std::to_string(program.insts[w.pc].line) + " (" +
            program.insts[w.pc].mnemonic + ")";
  }
  return createStringError("no wave issued for " + Twine(t) +
                           " cycles: the kernel deadlocks in the model" + what);
}

Error Cu::run() {
  const uint64_t kStuckLimit = 1000000;
  uint64_t lastIssue = 0;
  unsigned live = waves.size();
  std::vector<unsigned> order;
  for (uint64_t t = 0; live; ++t) {
    if (t - lastIssue > kStuckLimit)
      return stuck(t - lastIssue);
    releaseBarriers(t);
    for (Simd &simd : simds) {
      order = simd.waves;
      std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned b) {
        return waves[a].prio > waves[b].prio;
      });
      unsigned used = 0;
      for (unsigned i : order) {
        Wave &w = waves[i];
        WaveState s = check(w, simd, t, used);
        uint8_t code = static_cast<uint8_t>(s);
        if (s == WaveState::Issue) {
          const Inst &in = program.insts[w.pc];
          code |= static_cast<uint8_t>(in.kind) << 4;
          used |= 1u << portOf(in);
          issue(i, simd, t);
          lastIssue = t;
          live -= w.done;
        }
        if (s != WaveState::Done)
          result.waves[i].trace.push_back(code);
      }
    }
  }
  for (WaveRecord &r : result.waves)
    result.totalCycles = std::max(result.totalCycles, r.finish);
  return Error::success();
}

/// The steady-state window (measureSteadyState), the stall counts in it and
/// the matrix-pipe utilization.
static void summarize(RunResult &r, unsigned iterations) {
  measureSteadyState(r, iterations);
  for (WaveRecord &w : r.waves) {
    for (uint64_t c = 0; c < r.totalCycles; ++c) {
      unsigned s = static_cast<unsigned>(w.stateAt(c));
      ++w.total[s];
      if (c >= r.windowBegin && c < r.windowEnd)
        ++w.window[s];
    }
  }
  double length = double(r.windowEnd - r.windowBegin);
  r.utilization = 0;
  for (const std::vector<PipeSpan> &spans : r.pipe) {
    uint64_t busy = 0;
    for (const PipeSpan &s : spans) {
      uint64_t b = std::max(s.begin, r.windowBegin);
      uint64_t e = std::min(s.end, r.windowEnd);
      busy += e > b ? e - b : 0;
    }
    r.pipeUtilization.push_back(length > 0 ? busy / length : 0);
    r.utilization += r.pipeUtilization.back() / r.pipe.size();
  }
}

Expected<RunResult> perf::runOnCu(const Program &program,
                                  const MachineParams &params,
                                  const RunOptions &options) {
  if (options.iterations < 3)
    return createStringError("--iterations must be at least 3 (got " +
                             Twine(options.iterations) + ")");
  if (options.iterations > 10000)
    return createStringError("--iterations must be at most 10000 (got " +
                             Twine(options.iterations) + ")");
  if (!(params.vmemBytesPerCycle > 0) || !(params.ldsBytesPerCycle > 0))
    return createStringError(
        "memory bandwidths must be positive (bytes per cycle)");
  if (params.vmemLatency > 100000 || params.ldsLatency > 100000)
    return createStringError("latencies above 100000 cycles are not modeled");
  if (options.workgroupStagger > 100000)
    return createStringError(
        "a workgroup stagger above 100000 cycles is not modeled "
        "(got " +
        Twine(options.workgroupStagger) + ")");
  Expected<Occupancy> occupancy = computeOccupancy(program.facts, params);
  if (!occupancy)
    return occupancy.takeError();
  Cu cu(program, params, options, *occupancy);
  if (Error e = cu.run())
    return std::move(e);
  for (const WaveRecord &w : cu.result.waves)
    if (w.iterationEnds.size() != options.iterations)
      return createStringError(
          "wave " + Twine(w.wave) + " of workgroup " + Twine(w.workgroup) +
          " ran the main loop " + Twine(w.iterationEnds.size()) +
          " times, not " + Twine(options.iterations) +
          " (a branch leaves the loop early, or it is never "
          "reached)");
  summarize(cu.result, options.iterations);
  return std::move(cu.result);
}
