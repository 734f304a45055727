//===- RunResult.cpp - occupancy and the steady state of a CU run ---------===//
//
// See Machine.h: how many workgroups a CU holds (computeOccupancy), what a
// run records per wave, and the steady-state window a run is measured over
// (measureSteadyState). The run itself is Machine.cpp's.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/Machine.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cassert>
#include <limits>

using namespace llvm;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::perf;

StringRef perf::waveStateName(WaveState s) {
  static const char *names[] = {"issue",      "vmcnt",       "lgkmcnt",
                                "barrier",    "arbitration", "mfma-busy",
                                "dependency", "busy",        "done"};
  return names[static_cast<unsigned>(s)];
}

WaveState WaveRecord::stateAt(uint64_t cycle) const {
  return cycle < trace.size() ? static_cast<WaveState>(trace[cycle] & 0xf)
                              : WaveState::Done;
}

InstKind WaveRecord::kindAt(uint64_t cycle) const {
  return static_cast<InstKind>(cycle < trace.size() ? trace[cycle] >> 4 : 0);
}

Expected<Occupancy> perf::computeOccupancy(const KernelFacts &facts,
                                           const MachineParams &p) {
  Occupancy o;
  o.wavesPerWorkgroup = facts.wavesPerWorkgroup();
  if (o.wavesPerWorkgroup == 0)
    return createStringError("kernel '" + facts.name +
                             "': workgroup of 0 work-items");
  unsigned regs =
      alignTo(std::max(1u, facts.registersPerLane()), p.registerGranule);
  if (regs > p.registersPerLane)
    return createStringError("kernel '" + facts.name + "' uses " + Twine(regs) +
                             " registers per lane, more than the " +
                             Twine(p.registersPerLane) + " a SIMD has");
  unsigned simdWaves = std::min(p.maxWavesPerSimd, p.registersPerLane / regs);
  unsigned perSimd = divideCeil(o.wavesPerWorkgroup, p.simds);
  auto consider = [&](unsigned n, StringRef why) {
    if (o.limit.empty() || n < o.workgroups) {
      o.workgroups = n;
      o.limit = why.str();
    } else if (n == o.workgroups) {
      o.limit += ", " + why.str();
    }
  };
  consider(p.maxWorkgroupsPerCu, "workgroups");
  consider((p.maxWavesPerSimd * p.simds) / o.wavesPerWorkgroup, "waves");
  consider(simdWaves / perSimd, "registers");
  if (facts.ldsBytes)
    consider(p.ldsBytesPerCu / facts.ldsBytes, "LDS");
  if (o.workgroups == 0)
    return createStringError(
        "kernel '" + facts.name +
        "' does not fit on a CU (limited "
        "by " +
        o.limit + ": " + Twine(facts.ldsBytes) + " LDS bytes, " + Twine(regs) +
        " registers per lane, " + Twine(o.wavesPerWorkgroup) +
        " waves per workgroup)");
  o.wavesPerSimd = divideCeil(o.workgroups * o.wavesPerWorkgroup, p.simds);
  return o;
}

/// Iterations `ends` (one wave's iteration ends) has completed by cycle `t`,
/// interpolated linearly within the iteration that runs at `t`.
static double iterationsDoneAt(ArrayRef<uint64_t> ends, uint64_t t) {
  auto it = llvm::upper_bound(ends, t);
  size_t done = it - ends.begin();
  if (done == 0 || done == ends.size())
    return double(done);
  double from = double(ends[done - 1]), to = double(ends[done]);
  return double(done) + (double(t) - from) / (to - from);
}

/// The smallest period p of the tail of `d` that repeats at least twice and
/// covers at least half of `d` (d[i] == d[i - p] from d.size() - tail + p
/// on), and through `tail` the length of that tail in whole periods; 0 when
/// no tail repeats so. The model is deterministic and counts integer cycles,
/// so a settled loop repeats exactly.
static unsigned repeatingTail(ArrayRef<uint64_t> d, size_t &tail) {
  size_t n = d.size();
  for (size_t p = 1; 2 * p <= n; ++p) {
    size_t same = 0; // d[i] == d[i - p] for the last `same` indices i
    while (same + p < n && d[n - 1 - same] == d[n - 1 - same - p])
      ++same;
    size_t whole = (same + p) / p * p;
    if (whole >= 2 * p && 2 * whole >= n) {
      tail = whole;
      return p;
    }
  }
  return 0;
}

/// Waves in step (each still in the loop when the slowest one starts its
/// last iteration): the slowest wave's iterations from the second half of
/// the run up to its last one that ends while every wave is still in the
/// loop (a wave that has left no longer competes for the CU, so the
/// iterations after its exit run at another speed than the loop), cut to whole
/// periods of the iteration times when they repeat (a loop whose iterations
/// alternate between two costs gets their mean wherever the window starts).
static void inStepWindow(RunResult &r, ArrayRef<uint64_t> ends,
                         uint64_t firstExit) {
  while (r.lastSteady > r.firstSteady && ends[r.lastSteady] > firstExit)
    --r.lastSteady;
  std::vector<uint64_t> times;
  for (unsigned i = r.firstSteady; i <= r.lastSteady; ++i)
    times.push_back(ends[i] - ends[i - 1]);
  size_t tail = 0;
  if (repeatingTail(times, tail))
    r.firstSteady = r.lastSteady + 1 - tail;
  r.windowBegin = ends[r.firstSteady - 1];
  r.windowEnd = ends[r.lastSteady];
  unsigned n = r.lastSteady - r.firstSteady + 1;
  r.cyclesPerIteration = double(r.windowEnd - r.windowBegin) / n;
  r.minIteration = std::numeric_limits<double>::max();
  r.maxIteration = 0;
  for (unsigned i = r.firstSteady; i <= r.lastSteady; ++i) {
    double d = double(ends[i] - ends[i - 1]);
    r.minIteration = std::min(r.minIteration, d);
    r.maxIteration = std::max(r.maxIteration, d);
  }
}

/// Waves out of step (one leaves the loop more than an iteration before the
/// slowest): from the end of the slowest wave's warm-up to the first wave's
/// exit, every wave competes for the CU; the CU's rate is the mean number of
/// iterations a wave completes in that window. When the first wave leaves
/// before the slowest ends its warm-up half, the warm-up shrinks to the
/// latest iteration that leaves a window.
static void outOfStepWindow(RunResult &r, ArrayRef<uint64_t> ends,
                            uint64_t firstExit) {
  while (r.firstSteady > 1 && ends[r.firstSteady - 1] >= firstExit)
    --r.firstSteady;
  r.windowBegin = ends[r.firstSteady - 1];
  r.windowEnd = std::max(firstExit, r.windowBegin + 1);
  double length = double(r.windowEnd - r.windowBegin), done = 0;
  r.minIteration = std::numeric_limits<double>::max();
  r.maxIteration = 0;
  for (WaveRecord &w : r.waves) {
    double n = iterationsDoneAt(w.iterationEnds, r.windowEnd) -
               iterationsDoneAt(w.iterationEnds, r.windowBegin);
    done += n;
    double rate = n > 0 ? length / n : 0;
    r.minIteration = std::min(r.minIteration, rate);
    r.maxIteration = std::max(r.maxIteration, rate);
  }
  done /= r.waves.size();
  r.cyclesPerIteration = done > 0 ? length / done : 0;
}

void perf::measureSteadyState(RunResult &r, unsigned iterations) {
  assert(iterations >= 2 && !r.waves.empty() && "a run to measure");
  std::vector<uint64_t> ends(iterations, 0);
  uint64_t firstExit = std::numeric_limits<uint64_t>::max();
  for (WaveRecord &w : r.waves) {
    assert(w.iterationEnds.size() == iterations && "every wave ran the loop");
    for (unsigned i = 0; i < iterations; ++i)
      ends[i] = std::max(ends[i], w.iterationEnds[i]);
    r.loopEntry = std::max(r.loopEntry, w.loopEntry);
    firstExit = std::min(firstExit, w.iterationEnds.back());
  }
  r.loopExit = ends.back();
  r.lastSteady = iterations - 1;
  r.firstSteady = std::max(1u, iterations / 2);
  if (firstExit >= ends[r.lastSteady - 1])
    inStepWindow(r, ends, firstExit);
  else
    outOfStepWindow(r, ends, firstExit);
}
