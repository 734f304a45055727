//===- Report.cpp - figures from a CU run: cycles, utilization, TFLOP/s ---===//

#include "cdna4pipe/Perf/Report.h"
#include "cdna4pipe/Perf/Chip.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::perf;

static uint64_t loopPipeCyclesPerWave(const Program &p,
                                      const MachineParams &params) {
  uint64_t cycles = 0;
  for (size_t i = p.loopBegin; i <= p.loopEnd; ++i)
    if (p.insts[i].kind == InstKind::Mfma)
      cycles += uint64_t(p.insts[i].mfma.passes) * params.cyclesPerPass;
  return cycles;
}

double perf::idealCyclesPerIteration(const Program &p,
                                     const MachineParams &params,
                                     const Occupancy &o) {
  return double(loopPipeCyclesPerWave(p, params)) * o.wavesPerSimd;
}

double perf::peakTflops(const Program &p, const MachineParams &params) {
  uint64_t pipe = loopPipeCyclesPerWave(p, params);
  if (pipe == 0)
    return 0;
  double flopsPerCycle = double(p.loopFlopsPerWave()) / pipe;
  return flopsPerCycle * params.simds * params.cus * params.clockGHz * 1e-3;
}

double perf::loopTflops(const Program &p, const MachineParams &params,
                        const RunResult &run) {
  if (run.cyclesPerIteration <= 0)
    return 0;
  double flopsPerCu = double(p.loopFlopsPerWave()) * run.waves.size();
  return flopsPerCu / run.cyclesPerIteration * params.cus * params.clockGHz *
         1e-3;
}

std::string perf::topStalls(const RunResult &run, unsigned count) {
  std::array<uint64_t, kNumWaveStates> sum{};
  uint64_t all = 0;
  for (const WaveRecord &w : run.waves)
    for (unsigned s = 0; s < kNumWaveStates; ++s) {
      sum[s] += w.window[s];
      all += w.window[s];
    }
  SmallVector<unsigned> order;
  for (unsigned s = 0; s < kNumWaveStates; ++s)
    if (s != unsigned(WaveState::Issue) && s != unsigned(WaveState::Done) &&
        sum[s])
      order.push_back(s);
  llvm::stable_sort(order,
                    [&](unsigned a, unsigned b) { return sum[a] > sum[b]; });
  std::string out;
  raw_string_ostream os(out);
  ListSeparator sep(", ");
  for (unsigned s : ArrayRef(order).take_front(count))
    os << sep << waveStateName(WaveState(s)) << " "
       << format("%.1f%%", 100.0 * sum[s] / std::max<uint64_t>(all, 1));
  if (order.empty())
    os << "none";
  return out;
}

static void printLoopMix(const Program &p, raw_ostream &os) {
  unsigned mfma = 0, vmem = 0, dma = 0, ds = 0, barrier = 0, prio = 0, wait = 0,
           other = 0;
  for (size_t i = p.loopBegin; i <= p.loopEnd; ++i) {
    const Inst &in = p.insts[i];
    mfma += in.kind == InstKind::Mfma;
    vmem += in.kind == InstKind::Vmem;
    dma += in.ldsDma;
    ds += in.kind == InstKind::Ds;
    barrier += in.kind == InstKind::Barrier;
    prio += in.kind == InstKind::SetPrio;
    wait += in.kind == InstKind::Waitcnt;
    other += in.kind == InstKind::Valu || in.kind == InstKind::Salu;
  }
  os << "main loop " << p.loopLabel << " (per wave and iteration): " << mfma
     << " MFMA, " << vmem << " VMEM (" << dma << " to LDS), " << ds << " DS, "
     << wait << " s_waitcnt, " << barrier << " s_barrier, " << prio
     << " s_setprio, " << other << " VALU/SALU\n";
}

static void printStallTable(const RunResult &run, raw_ostream &os) {
  os << "stalls per wave in the steady state (% of cycles):\n";
  os << "  wg wave simd";
  for (unsigned s = 0; s + 1 < kNumWaveStates; ++s)
    os << format(" %11s", waveStateName(WaveState(s)).str().c_str());
  os << "\n";
  for (const WaveRecord &w : run.waves) {
    uint64_t all = 0;
    for (uint64_t c : w.window)
      all += c;
    os << format("  %2u %4u %4u", w.workgroup, w.wave, w.simd);
    for (unsigned s = 0; s + 1 < kNumWaveStates; ++s)
      os << format(" %10.1f%%",
                   100.0 * w.window[s] / std::max<uint64_t>(all, 1));
    os << "\n";
  }
  os << "top stalls: " << topStalls(run, 3) << "\n";
}

void perf::printRun(const Program &p, const MachineParams &params,
                    const RunOptions &options, const RunResult &run,
                    raw_ostream &os) {
  const KernelFacts &f = p.facts;
  const Occupancy &o = run.occupancy;
  os << "kernel " << f.name << ": " << o.wavesPerWorkgroup
     << " waves/workgroup, " << o.workgroups
     << " workgroup(s)/CU (limit: " << o.limit << "), " << o.wavesPerSimd
     << " waves/SIMD; " << f.vgpr << " VGPR, " << f.agpr << " AGPR, "
     << f.ldsBytes << " LDS bytes\n";
  printLoopMix(p, os);
  os << "model: latency " << params.vmemLatency << " cycles, "
     << options.iterations << " iterations";
  if (options.workgroupStagger)
    os << ", workgroups started " << options.workgroupStagger
       << " cycles apart";
  os << "\n";
  double ideal = idealCyclesPerIteration(p, params, o);
  os << format("cycles per iteration: %.0f (steady state over iterations "
               "%u-%u: %.0f..%.0f)\n",
               run.cyclesPerIteration, run.firstSteady, run.lastSteady,
               run.minIteration, run.maxIteration);
  os << format("MFMA-bound ideal: %.0f cycles per iteration\n", ideal);
  os << format("matrix pipe utilization: %.1f%% of peak (",
               100 * run.utilization);
  ListSeparator sep(", ");
  for (auto [i, u] : llvm::enumerate(run.pipeUtilization))
    os << sep << "SIMD" << i << " " << format("%.1f%%", 100 * u);
  os << ")\n";
  os << format("modeled TFLOP/s, steady-state loop on %u CUs at %.1f GHz: "
               "%.0f (peak for this MFMA mix %.0f)\n",
               params.cus, params.clockGHz, loopTflops(p, params, run),
               peakTflops(p, params));
  double clock = sustainedClockGHz(params, params.cus, run.utilization);
  os << format("at the clock the chip sustains under this load (%.2f GHz, "
               "docs/PerfModel.md): %.0f\n",
               clock, loopTflops(p, params, run) * clock / params.clockGHz);
  os << "timing: loop entered at cycle " << run.loopEntry << ", left at "
     << run.loopExit << ", last wave ends at " << run.totalCycles
     << " (epilogue " << run.totalCycles - run.loopExit << " cycles)\n";
  printStallTable(run, os);
}

std::string perf::summaryLine(const Program &p, const MachineParams &params,
                              const RunResult &run) {
  std::string out;
  raw_string_ostream os(out);
  double clock = sustainedClockGHz(params, params.cus, run.utilization);
  os << format("modeled (cdna4-perf, latency %u): %.0f cycles/iteration "
               "(MFMA-bound %.0f), %.1f%% of MFMA peak, %.0f TFLOP/s loop "
               "(%.0f at the sustained %.2f GHz); top stalls: ",
               params.vmemLatency, run.cyclesPerIteration,
               idealCyclesPerIteration(p, params, run.occupancy),
               100 * run.utilization, loopTflops(p, params, run),
               loopTflops(p, params, run) * clock / params.clockGHz, clock)
     << topStalls(run, 2);
  return out;
}
