//===- Machine.h - a cycle-level model of one gfx950 compute unit -*- C++ -*-//
//
// Runs a perf::Program on one CU: the workgroups that fit (LDS, registers,
// waves) are resident, their waves spread round-robin over the 4 SIMDs.
// Each cycle every SIMD offers each of its ports (matrix pipe, VALU, SALU,
// DS, VMEM, plus the wave-local control instructions) to its ready waves in
// order of s_setprio priority, then age; a wave issues at most one
// instruction per cycle, in order. Memory operations land after a latency
// plus queueing on a per-CU bandwidth (VMEM) or on the LDS bandwidth (DS);
// s_waitcnt blocks on the wave's counters, s_barrier on its workgroup.
// Every parameter is in MachineParams; docs/PerfModel.md gives each one's
// default and source.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PERF_MACHINE_H
#define CDNA4PIPE_PERF_MACHINE_H

#include "cdna4pipe/Perf/Program.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
namespace cdna4pipe {
namespace perf {

struct MachineParams {
  // Chip (MI355X).
  unsigned cus = 256;
  double clockGHz = 2.4;
  // Compute unit.
  unsigned simds = 4;
  unsigned ldsBytesPerCu = 160 * 1024;
  unsigned registersPerLane = 512; ///< unified VGPR+AGPR file per SIMD lane
  unsigned registerGranule = 8;
  unsigned maxWavesPerSimd = 8;
  unsigned maxWorkgroupsPerCu = 16;
  // Issue.
  unsigned cyclesPerPass = 4; ///< matrix-pipe cycles per MFMA pass
  unsigned valuCycles = 4;    ///< VALU port busy per wave64 instruction
  unsigned saluCycles = 1;
  unsigned barrierReleaseCycles = 1;
  // Memory.
  unsigned vmemLatency = 1000;   ///< L: issue to landing, unloaded
  double vmemBytesPerCycle = 64; ///< per-CU vector-memory bandwidth
  unsigned ldsLatency = 64;      ///< ds_read issue to data, unloaded
  double ldsBytesPerCycle = 128; ///< per-CU LDS bandwidth
  unsigned smemLatency = 200;    ///< scalar loads
  // Chip (Chip.h: the whole launch). The fitted values are
  // bench/calibrate.sh's fit on its training rows (docs/PerfModel.md).
  unsigned xcds = 8;                      ///< workgroups round-robin over them
  double mallBytes = 256.0 * 1024 * 1024; ///< Infinity Cache
  double fullLoadClockGHz = 1.833;        ///< fitted: every matrix pipe busy
  double hbmGBps = 5018;                  ///< fitted: sustained HBM bandwidth
  double mallGBps = 64000;                ///< fitted: Infinity Cache -> L2s
  double launchMicroseconds = 3.32;       ///< fitted: launch overhead
  double hbmLatencyNs = 602;              ///< fitted: HBM read, loaded
  double mallLatencyNs = 312;             ///< fitted: Infinity Cache read
  double atomicGBps = 1861;               ///< fitted: split-K atomic adds
  double cuGBps = 56.1;                   ///< fitted: loads into one CU
  double semaphoreNs = 6.31;              ///< fitted: split-K semaphore op
  double clearLaunchMicroseconds = 1.53;  ///< fitted: memset of the output
  double overlapExponent = 3.58;          ///< fitted: reads overlapping compute
};

/// How many workgroups a CU holds and what limits it.
struct Occupancy {
  unsigned workgroups = 0;
  unsigned wavesPerWorkgroup = 0;
  unsigned wavesPerSimd = 0; ///< most waves any SIMD holds
  std::string limit;         ///< "LDS", "registers", "waves" or "workgroups"
};

/// Occupancy of `facts` on one CU; fails when not even one workgroup fits.
llvm::Expected<Occupancy> computeOccupancy(const KernelFacts &facts,
                                           const MachineParams &params);

/// What a wave does in a cycle.
enum class WaveState : uint8_t {
  Issue,       ///< issued an instruction
  WaitVm,      ///< s_waitcnt on vmcnt
  WaitLgkm,    ///< s_waitcnt on lgkmcnt
  Barrier,     ///< at s_barrier, waiting for its workgroup
  Arbitration, ///< ready, but another wave took the port
  MfmaBusy,    ///< next is an MFMA and the SIMD's matrix pipe is busy
  Dependency,  ///< a source register is not written yet (MFMA result)
  Busy,        ///< s_nop / one-instruction-per-cycle limit
  Done,        ///< ended (s_endpgm)
};
constexpr unsigned kNumWaveStates = 9;
llvm::StringRef waveStateName(WaveState s);

struct PrioMark {
  uint64_t cycle;
  int prio;
};

/// One wave's run: per cycle, its WaveState (low 4 bits) and, for Issue,
/// the InstKind it issued (high 4 bits).
struct WaveRecord {
  unsigned workgroup = 0, wave = 0, simd = 0;
  /// Cycle at which each main-loop iteration's backward branch issued.
  std::vector<uint64_t> iterationEnds;
  uint64_t loopEntry = 0, finish = 0;
  /// Flops of the MFMAs the wave ran outside the main loop (prologue and
  /// epilogue on the path the run took; a loop the run skips is not in it).
  uint64_t flopsOutsideLoop = 0;
  std::vector<uint8_t> trace;
  std::vector<PrioMark> prio;
  /// Cycles in each state over the steady-state window and over the run.
  std::array<uint64_t, kNumWaveStates> window{}, total{};
  WaveState stateAt(uint64_t cycle) const;
  InstKind kindAt(uint64_t cycle) const;
};

/// An MFMA holding a SIMD's matrix pipe over [begin, end).
struct PipeSpan {
  uint64_t begin, end;
  unsigned wave; ///< index into RunResult::waves
};

struct RunOptions {
  unsigned iterations = 16; ///< main-loop trips per wave (>= 3)
  /// Cycles between the starts of consecutive workgroups on the CU: the
  /// waves of workgroup g issue nothing before cycle g x workgroupStagger
  /// (they count as Busy until then). 0, the default, starts every
  /// workgroup at cycle 0. A probe of whether a figure hangs on the
  /// workgroups' start phase (docs/PerfModel.md, "Steady state"); at most
  /// 100000.
  unsigned workgroupStagger = 0;
};

struct RunResult {
  Occupancy occupancy;
  std::vector<WaveRecord> waves;
  std::vector<std::vector<PipeSpan>> pipe; ///< per SIMD, in issue order
  uint64_t totalCycles = 0;                ///< until the last wave ends
  uint64_t loopEntry = 0;                  ///< last wave to enter the loop
  uint64_t loopExit = 0;                   ///< last wave to leave it
  /// Steady state (measureSteadyState): from the end of iteration
  /// firstSteady - 1 of the slowest wave to the end of its iteration
  /// lastSteady (waves in step) or to the first wave's exit (out of step);
  /// the window is [windowBegin, windowEnd).
  unsigned firstSteady = 0, lastSteady = 0;
  uint64_t windowBegin = 0, windowEnd = 0;
  double cyclesPerIteration = 0;
  /// In step: the slowest wave's shortest and longest iteration in the
  /// window; out of step: the fastest and the slowest wave's own rate.
  double minIteration = 0, maxIteration = 0;
  /// Matrix-pipe busy fraction per SIMD in the window.
  std::vector<double> pipeUtilization;
  double utilization = 0; ///< mean over SIMDs
};

/// Sets `r`'s steady-state window (windowBegin/End, firstSteady/lastSteady),
/// cyclesPerIteration, minIteration/maxIteration and loopEntry/loopExit from
/// its waves' iterationEnds (`iterations` each). Waves in step (each still in
/// the loop when the slowest starts its last iteration): the slowest wave's
/// iterations of the second half that end while no wave has left the loop,
/// cut to their repeating tail in whole periods where the iteration times
/// repeat (the figure does not hang on where the window starts or ends: a
/// loop alternating between two costs gets their mean). Waves out of step (a
/// workgroup that wins arbitration runs ahead of a starved one and leaves the
/// loop early): the window from the slowest wave's warm-up to the first wave's
/// exit, in which every wave competes for the CU, and cyclesPerIteration is its
/// length over the mean number of iterations a wave completes in it
/// (interpolated within an iteration): the CU's throughput, not the starved
/// wave's period nor the rate of a wave left alone after the others ended.
void measureSteadyState(RunResult &r, unsigned iterations);

/// Runs `program` on one CU. Fails (with a message) when the kernel does
/// not fit or when the waves stop making progress.
llvm::Expected<RunResult> runOnCu(const Program &program,
                                  const MachineParams &params,
                                  const RunOptions &options);

} // namespace perf
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PERF_MACHINE_H
