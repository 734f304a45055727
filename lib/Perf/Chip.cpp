//===- Chip.cpp - a whole GEMM kernel on the MI355X chip ------------------===//
//
// See Chip.h. A launch takes launch overhead + the longest of three times:
// the rounds of workgroups on the CUs at their sustained clocks (compute),
// the bytes the XCDs' L2s fetch from the Infinity Cache (plus split-K's
// atomic partial sums), and the bytes that must come from (or go to) HBM.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/Chip.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::perf;

static Error error(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

double perf::sustainedClockGHz(const MachineParams &p, unsigned activeCus,
                               double utilization) {
  // Power-limited: dynamic power ~ C V^2 f with V ~ f, so at a fixed budget
  // f scales with (matrix load)^(-1/3). fullLoadClockGHz is the clock with
  // every CU's matrix pipes busy (fitted); lighter loads clock higher, up to
  // the peak clock.
  double load = double(activeCus) / p.cus * std::clamp(utilization, 0.0, 1.0);
  if (load <= 0)
    return p.clockGHz;
  return std::min(p.clockGHz, p.fullLoadClockGHz * std::cbrt(1.0 / load));
}

/// The bytes the XCDs' L2s fetch: per round and XCD, each distinct A panel
/// (M-tile, K slice) and B panel (N-tile, K slice) its workgroups read, once.
static double l2FillBytes(const MachineParams &p, const GemmLaunch &l,
                          uint64_t workgroups, uint64_t slots,
                          double kSliceElems) {
  double bytes = 0;
  uint64_t tilesN = divideCeil(l.n, l.tileN), tilesM = divideCeil(l.m, l.tileM);
  std::vector<DenseSet<uint64_t>> panelsA(p.xcds), panelsB(p.xcds);
  auto flush = [&] {
    for (unsigned x = 0; x < p.xcds; ++x) {
      for (uint64_t a : panelsA[x]) {
        uint64_t mt = a % tilesM;
        double rows = std::min<double>(l.tileM, double(l.m) - mt * l.tileM);
        bytes += rows * kSliceElems * l.inputBytes;
      }
      for (uint64_t b : panelsB[x]) {
        uint64_t nt = b % tilesN;
        double cols = std::min<double>(l.tileN, double(l.n) - nt * l.tileN);
        bytes += cols * kSliceElems * l.inputBytes;
      }
      panelsA[x].clear();
      panelsB[x].clear();
    }
  };
  for (uint64_t id = 0; id < workgroups; ++id) {
    if (id && id % slots == 0)
      flush();
    uint64_t nt = id % tilesN, mt = (id / tilesN) % tilesM,
             z = id / (tilesN * tilesM);
    unsigned x = id % p.xcds; // workgroups go round-robin over the XCDs
    panelsA[x].insert(z * tilesM + mt);
    panelsB[x].insert(z * tilesN + nt);
  }
  flush();
  return bytes;
}

Expected<ChipEstimate> perf::planLaunch(const Program &program,
                                        const MachineParams &p,
                                        const RunOptions &options,
                                        const RunResult &run,
                                        const GemmLaunch &l) {
  if (!l.m || !l.n || !l.k || !l.tileM || !l.tileN || !l.tileK || !l.splitK)
    return error("--gemm and --tile need positive sizes");
  ChipEstimate e;
  unsigned waves = run.occupancy.wavesPerWorkgroup;
  double kStepFlops = 2.0 * l.tileM * l.tileN * l.tileK;
  double perIteration = double(program.loopFlopsPerWave()) * waves / kStepFlops;
  double outside =
      double(program.flopsOutsideLoopPerWave()) * waves / kStepFlops;
  double rounded = std::round(perIteration);
  if (rounded < 1 || std::abs(perIteration - rounded) > 1e-6)
    return error("the tile " + Twine(l.tileM) + "x" + Twine(l.tileN) + "x" +
                 Twine(l.tileK) +
                 " does not match the kernel: one loop iteration of a "
                 "workgroup does " +
                 Twine(uint64_t(program.loopFlopsPerWave()) * waves) +
                 " flops, not a multiple of the tile's " +
                 Twine(uint64_t(kStepFlops)) + " (give --tile)");
  e.kStepsPerIteration = rounded;
  e.kStepsOutsideLoop = outside;
  e.kStepsPerWorkgroup = std::ceil(std::ceil(double(l.k) / l.tileK) / l.splitK);
  e.loopIterations =
      std::max(0.0, (e.kStepsPerWorkgroup - outside) / perIteration);
  e.utilization = run.utilization;

  uint64_t tiles =
      uint64_t(divideCeil(l.m, l.tileM)) * divideCeil(l.n, l.tileN);
  e.workgroups = tiles * l.splitK;
  uint64_t perCu = run.occupancy.workgroups;
  uint64_t slots = uint64_t(p.cus) * perCu;
  e.rounds = divideCeil(e.workgroups, slots);
  uint64_t last = e.workgroups - (e.rounds - 1) * slots;
  e.lastRoundCus = std::min<uint64_t>(p.cus, divideCeil(last, perCu));

  double kSliceElems = e.kStepsPerWorkgroup * l.tileK;
  e.l2FillBytes = l2FillBytes(p, l, e.workgroups, slots, kSliceElems);
  double inputs = (double(l.m) + l.n) * l.k * l.inputBytes;
  double output = double(l.m) * l.n * l.outputBytes;
  // Inputs that fit in the Infinity Cache come from HBM once; larger ones
  // are fetched from HBM as often as the L2s fetch them.
  e.hbmBytes = inputs <= p.mallBytes ? inputs : e.l2FillBytes;
  e.outputBytes = output;
  if (l.splitK > 1) // every slice adds its fp32 partial tile atomically
    e.reductionBytes = double(l.splitK) * l.m * l.n * 4;
  // The run took totalCycles for options.iterations trips; prologue and
  // epilogue (with the stores) are what is left without them.
  e.cyclesPerIteration = run.cyclesPerIteration;
  e.fixedCycles =
      std::max(0.0, double(run.totalCycles) -
                        options.iterations * run.cyclesPerIteration);
  e.cyclesPerRound = e.fixedCycles + e.loopIterations * e.cyclesPerIteration;
  e.flops = 2.0 * l.m * l.n * double(l.k);
  return e;
}

void perf::timeLaunch(const MachineParams &p, ChipEstimate &e) {
  e.clockFullGHz = sustainedClockGHz(p, p.cus, e.utilization);
  double lastClock = sustainedClockGHz(p, e.lastRoundCus, e.utilization);
  e.computeUs = (e.rounds - 1) * e.cyclesPerRound / (e.clockFullGHz * 1e3) +
                e.cyclesPerRound / (lastClock * 1e3);
  e.mallUs = e.l2FillBytes / (p.mallGBps * 1e3);
  e.hbmUs = e.hbmBytes / (p.hbmGBps * 1e3);
  // The workgroups of a round end together: their output (and split-K's
  // partial sums) leaves at the HBM bandwidth after the loop.
  e.writeUs = (e.outputBytes + e.reductionBytes) / (p.hbmGBps * 1e3);
  e.launchUs = p.launchMicroseconds;
  // Reads overlap the rounds' compute; how well is the fitted exponent of
  // the norm (1: not at all, large: fully).
  double reads = std::max(e.mallUs, e.hbmUs);
  double q = p.overlapExponent;
  e.microseconds =
      e.launchUs +
      std::pow(std::pow(e.computeUs, q) + std::pow(reads, q), 1 / q) +
      e.writeUs;
  e.tflops = e.flops / (e.microseconds * 1e-6) * 1e-12;
}

Expected<ChipEstimate> perf::estimateLaunch(const Program &program,
                                            const MachineParams &p,
                                            const RunOptions &options,
                                            const RunResult &run,
                                            const GemmLaunch &l) {
  Expected<ChipEstimate> e = planLaunch(program, p, options, run, l);
  if (e)
    timeLaunch(p, *e);
  return e;
}
