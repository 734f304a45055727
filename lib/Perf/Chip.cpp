//===- Chip.cpp - a whole GEMM kernel on the MI355X chip ------------------===//
//
// See Chip.h. A launch takes launch overhead + the rounds of workgroups on
// the CUs at their sustained clocks (compute) combined with the longest of
// the reads (the bytes the XCDs' L2s fetch from the Infinity Cache, the
// bytes that must come from HBM, the loads each CU takes in at its rate),
// then the output (less what drains under the next rounds' prologues),
// split-K's atomic partial sums and its semaphores.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/Chip.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::perf;

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

unsigned perf::infinityCacheRunLatency(const MachineParams &p) {
  return std::max(
      1l, std::lround(p.vmemLatency * p.mallLatencyNs / p.hbmLatencyNs));
}

namespace {
/// The input bytes a launch moves: into the XCDs' L2s, and from HBM.
struct InputTraffic {
  double l2Fill = 0, hbm = 0;
  /// The part of the inputs the launch does not find in the Infinity Cache
  /// when it starts.
  double firstMissed = 1;
};
} // namespace

/// Workgroups take their tiles in `order` (null: launch order). Per round
/// and XCD, the L2 fetches each distinct A panel (M-tile, K slice)
/// and B panel (N-tile, K slice) its workgroups read, once. The Infinity
/// Cache serves a panel another XCD of the round fetched, and one an earlier
/// round fetched while the bytes fetched from HBM since then fit in it (in
/// part beyond); otherwise HBM does.
static InputTraffic inputTraffic(const MachineParams &p, const GemmLaunch &l,
                                 uint64_t workgroups, uint64_t slots,
                                 double kSliceElems, const TileOrder *order) {
  InputTraffic t;
  // A first read misses the Infinity Cache, unless a benchmark rotates over
  // copies of the inputs that fit in it; beyond its capacity, the same
  // C / D rule as a re-read below (D: the bytes of all the copies, each
  // holding every tensor the benchmark rotates, its scales and output too).
  double firstMissed = 1;
  if (l.inputCopies > 0) {
    double copy = l.copyBytes > 0
                      ? l.copyBytes
                      : l.k * (double(l.m) * l.aBytes + double(l.n) * l.bBytes);
    double copies = l.inputCopies * copy;
    firstMissed = copies <= p.mallBytes ? 0 : 1 - p.mallBytes / copies;
  }
  t.firstMissed = firstMissed;
  uint64_t tilesN = l.tilesN(), tilesM = l.tilesM();
  std::vector<SetVector<uint64_t>> panels(p.xcds); // in first-read order
  // Panel -> the round of its last fetch from HBM and the HBM bytes fetched
  // by then.
  DenseMap<uint64_t, std::pair<uint64_t, double>> fetchedAt;
  const uint64_t bPanel = uint64_t(1) << 62;
  uint64_t round = 0;
  auto flush = [&] {
    for (unsigned x = 0; x < p.xcds; ++x) {
      for (uint64_t key : panels[x]) {
        bool isB = key & bPanel;
        uint64_t index = key & (bPanel - 1);
        double extent =
            isB ? std::min<double>(l.tileN,
                                   double(l.n) - index % tilesN * l.tileN)
                : std::min<double>(l.tileM,
                                   double(l.m) - index % tilesM * l.tileM);
        double bytes = extent * kSliceElems * (isB ? l.bBytes : l.aBytes);
        t.l2Fill += bytes;
        // The XCDs of a round stream their K-slices in step: a panel another
        // XCD fetched this round is in the Infinity Cache; one an earlier
        // round fetched is, unless the HBM bytes since then overflowed it.
        // Beyond its capacity C, a re-read at reuse distance D (HBM bytes
        // since the last fetch) hits C / D of the time: a scan-resistant
        // replacement keeps C bytes of a cyclically re-read working set
        // resident instead of thrashing it as LRU would.
        auto it = fetchedAt.find(key);
        double missed = firstMissed;
        if (it != fetchedAt.end()) {
          double distance = t.hbm - it->second.second;
          missed = it->second.first == round || distance <= p.mallBytes
                       ? 0
                       : 1 - p.mallBytes / distance;
        }
        if (missed > 0) {
          t.hbm += missed * bytes;
          fetchedAt[key] = {round, t.hbm};
        }
      }
      panels[x].clear();
    }
    ++round;
  };
  for (uint64_t id = 0; id < workgroups; ++id) {
    if (id && id % slots == 0)
      flush();
    // The tile the kernel's code maps the workgroup to (TileOrder.h), else
    // the launch order's.
    uint64_t nt = order ? order->nTile[id] : id % tilesN,
             mt = order ? order->mTile[id] : (id / tilesN) % tilesM,
             z = order && !order->slice.empty() ? order->slice[id]
                                                : id / (tilesN * tilesM);
    unsigned x = id % p.xcds; // workgroups go round-robin over the XCDs
    panels[x].insert(z * tilesM + mt);
    panels[x].insert(bPanel | (z * tilesN + nt));
  }
  flush();
  return t;
}

/// The rounds' loop loads in units of a whole tile's (ChipEstimate's
/// cuLoadRounds). A workgroup's loads move the part of its A and B panels
/// inside their buffers: the bytes its first load finds left (TileOrder.h),
/// in rows of K elements (rounded up: a K slice's first load starts inside
/// its row), over the tile's rows; the loop's bytes split between A and B
/// as the tile's panels do. A CU of a round takes in what
/// its busiest workgroup moves; a launch without a tile order read from the
/// code moves whole tiles.
static double cuLoadRounds(const GemmLaunch &l, uint64_t workgroups,
                           uint64_t slots, const TileOrder *order) {
  uint64_t rounds = divideCeil(workgroups, slots);
  if (!order || order->aBytesLeft.size() != workgroups ||
      order->bBytesLeft.size() != workgroups)
    return double(rounds);
  double a = l.tileM * l.aBytes, b = l.tileN * l.bBytes;
  auto inside = [&](uint64_t left, unsigned rows, double elementBytes) {
    if (left == TileOrder::kUnbounded)
      return 1.0;
    double rowsLeft = std::ceil(double(left) / (double(l.k) * elementBytes));
    return std::min(1.0, rowsLeft / rows);
  };
  double sum = 0, busiest = 0;
  for (uint64_t id = 0; id < workgroups; ++id) {
    if (id && id % slots == 0) {
      sum += busiest;
      busiest = 0;
    }
    double share = (inside(order->aBytesLeft[id], l.tileM, l.aBytes) * a +
                    inside(order->bBytesLeft[id], l.tileN, l.bBytes) * b) /
                   (a + b);
    busiest = std::max(busiest, share);
  }
  return sum + busiest;
}

/// The launch with its element sizes: the ones given, or the kernel's (its
/// main loop's MFMA sources). Fails when given sizes contradict the kernel's
/// or neither tells them.
static Expected<GemmLaunch> withElementBytes(const Program &program,
                                             GemmLaunch l) {
  const MfmaShape *mfma = program.loopMfma();
  double a = mfma ? mfma->aBytes : 0, b = mfma ? mfma->bBytes : 0;
  auto bytes = [](double x) {
    std::string text;
    raw_string_ostream(text) << format("%g", x);
    return text;
  };
  if (l.aBytes > 0 || l.bBytes > 0) {
    if (a > 0 && b > 0 && (l.aBytes != a || l.bBytes != b))
      return createStringError("the launch gives " + bytes(l.aBytes) +
                               "-byte A and " + bytes(l.bBytes) +
                               "-byte B elements, but the kernel's "
                               "main-loop MFMAs read " +
                               bytes(a) + "-byte A and " + bytes(b) +
                               "-byte B elements");
    return l;
  }
  if (!(a > 0 && b > 0))
    return createStringError(
        "the element size of the inputs is unknown: the kernel's "
        "main loop has no MFMA whose mnemonic or format names it");
  l.aBytes = a;
  l.bBytes = b;
  return l;
}

/// Operations on split-K's per-tile semaphores (AITER's `splitk_clean`
/// kernels, read from their code): the kernel keeps a 4-byte counter per
/// output tile, in tile order (`(M-tile x N-tiles + N-tile) x 4` into AITER's
/// 16 x 64 uint32 workspace), and every slice of the tile, after its loop,
/// polls the counter (`s_load_dword ... glc`) until the tile's first slice
/// has cleared the tile, adds its partial sums, then decrements it
/// (`s_atomic_dec`): two operations per workgroup. 32 counters share a
/// 128-byte line, and the operations on one line serialize where the line is
/// kept coherent for every XCD. A round's workgroups reach their epilogues
/// together, so each round waits for its busiest line; the rounds add up.
static double semaphoreOps(uint64_t tiles, uint64_t workgroups,
                           uint64_t slots) {
  const uint64_t tilesPerLine = 128 / 4, opsPerWorkgroup = 2;
  uint64_t ops = 0;
  DenseMap<uint64_t, uint64_t> perLine;
  uint64_t busiest = 0;
  for (uint64_t id = 0; id < workgroups; ++id) {
    if (id && id % slots == 0) {
      ops += busiest;
      perLine.clear();
      busiest = 0;
    }
    busiest = std::max(busiest, ++perLine[id % tiles / tilesPerLine]);
  }
  return double((ops + busiest) * opsPerWorkgroup);
}

/// Split-K's reduction, by how the kernel orders its slices: every slice adds
/// its partial tile atomically in the output's type (AITER:
/// `global_atomic_add_f32` / `global_atomic_pk_add_bf16`); a kernel with a
/// scalar atomic orders them with per-tile semaphores, its first slice
/// clearing the tile (the output write); one with vector atomics only cannot
/// clear its output, so its launcher clears it first with a launch of its own
/// (AITER's FP8 and FP4 launchers: `hipMemsetAsync` of the output when they
/// split K), which a benchmark summing the device time of every launch of the
/// call (AITER's `perftest`) times with the kernel.
static void planSplitK(const Program &program, const GemmLaunch &l,
                       uint64_t slots, ChipEstimate &e) {
  if (l.splitK < 2)
    return;
  e.reductionBytes = double(l.splitK) * l.m * l.n * l.outputBytes;
  auto has = [&](std::initializer_list<StringRef> prefixes) {
    return llvm::any_of(program.insts, [&](const Inst &in) {
      return llvm::any_of(prefixes, [&](StringRef prefix) {
        return StringRef(in.mnemonic).starts_with(prefix);
      });
    });
  };
  if (has({"s_atomic_"}))
    e.semaphoreOps = semaphoreOps(l.tilesM() * l.tilesN(), e.workgroups, slots);
  else if (has({"global_atomic_", "buffer_atomic_", "flat_atomic_"}))
    e.clearLaunch = true;
}

/// A round's cycles from the CU runs: the run at the HBM latency (`cold`)
/// and, for the part of the inputs the launch finds in the Infinity Cache,
/// the run at its latency (`warm`; without it, the cold run alone). The
/// prologue and epilogue (with the stores) are what a run took beyond its
/// `iterations` trips.
static void roundCycles(ChipEstimate &e, const RunResult &cold,
                        const RunResult *warm, unsigned iterations) {
  auto fixed = [&](const RunResult &r) {
    return std::max(0.0,
                    double(r.totalCycles) - iterations * r.cyclesPerIteration);
  };
  double c = warm ? e.coldInputs : 1;
  const RunResult &w = warm ? *warm : cold;
  e.cyclesPerIteration =
      c * cold.cyclesPerIteration + (1 - c) * w.cyclesPerIteration;
  e.fixedCycles = c * fixed(cold) + (1 - c) * fixed(w);
  e.prologueCycles = std::min(e.fixedCycles, c * double(cold.loopEntry) +
                                                 (1 - c) * double(w.loopEntry));
  e.utilization = c * cold.utilization + (1 - c) * w.utilization;
  e.cyclesPerRound = e.fixedCycles + e.loopIterations * e.cyclesPerIteration;
}

Expected<ChipEstimate>
perf::planLaunch(const Program &program, const MachineParams &p,
                 const RunOptions &options, const RunResult &run,
                 const GemmLaunch &launch, const RunResult *warmRun,
                 const TileOrder *order) {
  if (!launch.m || !launch.n || !launch.k || !launch.tileM || !launch.tileN ||
      !launch.tileK || !launch.splitK)
    return createStringError("--gemm and --tile need positive sizes");
  Expected<GemmLaunch> resolved = withElementBytes(program, launch);
  if (!resolved)
    return resolved.takeError();
  const GemmLaunch &l = *resolved;
  ChipEstimate e;
  e.aBytes = l.aBytes;
  e.bBytes = l.bBytes;
  unsigned waves = run.occupancy.wavesPerWorkgroup;
  double kStepFlops = 2.0 * l.tileM * l.tileN * l.tileK;
  double perIteration = double(program.loopFlopsPerWave()) * waves / kStepFlops;
  // K-steps outside the loop: the MFMAs the run executed before and after
  // it (AITER's split-K kernels hold a second copy of the loop for half of
  // their waves; the run takes one copy, whose flops are the loop's).
  uint64_t outsideFlops = 0;
  for (const WaveRecord &w : run.waves)
    if (w.workgroup == 0)
      outsideFlops += w.flopsOutsideLoop;
  double outside = double(outsideFlops) / kStepFlops;
  double rounded = std::round(perIteration);
  if (rounded < 1 || std::abs(perIteration - rounded) > 1e-6)
    return createStringError(
        "the tile " + Twine(l.tileM) + "x" + Twine(l.tileN) + "x" +
        Twine(l.tileK) +
        " does not match the kernel: one loop iteration of a "
        "workgroup does " +
        Twine(uint64_t(program.loopFlopsPerWave()) * waves) +
        " flops, not a multiple of the tile's " + Twine(uint64_t(kStepFlops)) +
        " (give --tile)");
  e.kStepsPerIteration = rounded;
  e.kStepsOutsideLoop = outside;
  e.kStepsPerWorkgroup = std::ceil(std::ceil(double(l.k) / l.tileK) / l.splitK);
  e.loopIterations =
      std::max(0.0, (e.kStepsPerWorkgroup - outside) / perIteration);

  e.workgroups = l.workgroups();
  uint64_t perCu = run.occupancy.workgroups;
  uint64_t slots = uint64_t(p.cus) * perCu;
  e.rounds = divideCeil(e.workgroups, slots);
  uint64_t last = e.workgroups - (e.rounds - 1) * slots;
  e.lastRoundCus = std::min<uint64_t>(p.cus, divideCeil(last, perCu));

  double kSliceElems = e.kStepsPerWorkgroup * l.tileK;
  if (order && (order->mTile.size() != e.workgroups ||
                order->nTile.size() != e.workgroups ||
                (!order->slice.empty() && order->slice.size() != e.workgroups)))
    return createStringError("the tile order has " +
                             Twine(order->mTile.size()) +
                             " workgroups, the launch " + Twine(e.workgroups));
  InputTraffic traffic =
      inputTraffic(p, l, e.workgroups, slots, kSliceElems, order);
  e.l2FillBytes = traffic.l2Fill;
  e.hbmBytes = traffic.hbm;
  e.coldInputs = traffic.firstMissed;
  double output = double(l.m) * l.n * l.outputBytes;
  e.outputBytes = output;
  if (l.splitK == 1)
    e.roundOutputBytes =
        output * double(std::min(slots, e.workgroups)) / double(e.workgroups);
  // Split-K: the output is cleared once (the output write above), then
  // every slice adds its partial tile.
  planSplitK(program, l, slots, e);
  roundCycles(e, run, warmRun, options.iterations);
  // The loop's load bytes: the cache lines they move when the kernel's code
  // tells them (TileOrder.h), else their lanes' bytes.
  double loopBytes = order && order->loopLineBytesPerWave > 0
                         ? order->loopLineBytesPerWave
                         : double(program.loopLoadBytesPerWave());
  // Little's law on the (HBM latency) CU run: the loop's loads take L cycles
  // each, so a CU keeps bytes per iteration x L / cycles per iteration in
  // flight.
  if (run.cyclesPerIteration > 0)
    e.inflightBytesPerCu =
        loopBytes * waves * perCu * p.vmemLatency / run.cyclesPerIteration;
  e.activeCus = e.rounds > 1 ? p.cus : e.lastRoundCus;
  e.cuLoopBytes = loopBytes * waves * perCu * e.loopIterations;
  e.cuLoadRounds = cuLoadRounds(l, e.workgroups, slots, order);
  e.flops = 2.0 * l.m * l.n * double(l.k);
  return e;
}

/// The output write hidden under later rounds. A workgroup's stores complete
/// into its XCD's write-back L2 (the kernel's closing `s_waitcnt vmcnt(0)`
/// waits for that, not for HBM), so the CU starts its next workgroup while
/// the lines drain to HBM: each round's output (its write at the HBM
/// bandwidth) overlaps the next round's prologue, in the norm of the reads'
/// overlap (exponent q). The last round's output has no prologue after it.
static double drainedWriteUs(const MachineParams &p, const ChipEstimate &e,
                             double lastClockGHz) {
  if (e.rounds < 2 || e.roundOutputBytes <= 0 || e.prologueCycles <= 0)
    return 0;
  double write = e.roundOutputBytes / (p.hbmGBps * 1e3);
  double q = p.overlapExponent;
  auto hidden = [&](double clockGHz) {
    double prologue = e.prologueCycles / (clockGHz * 1e3);
    return prologue + write -
           std::pow(std::pow(prologue, q) + std::pow(write, q), 1 / q);
  };
  // Rounds 2 .. rounds - 1 at the full-load clock, the last at its own.
  return (e.rounds - 2) * hidden(e.clockFullGHz) + hidden(lastClockGHz);
}

void perf::timeLaunch(const MachineParams &p, ChipEstimate &e) {
  e.clockFullGHz = sustainedClockGHz(p, p.cus, e.utilization);
  double lastClock = sustainedClockGHz(p, e.lastRoundCus, e.utilization);
  e.computeUs = (e.rounds - 1) * e.cyclesPerRound / (e.clockFullGHz * 1e3) +
                e.cyclesPerRound / (lastClock * 1e3);
  // Little's law again, at the chip: the grid streams from HBM at most its
  // bytes in flight per HBM latency (bytes per ns = GB/s). A small grid
  // (few CUs, short tiles) cannot cover the latency and reads below the
  // sustained bandwidth.
  double mlpGBps = e.activeCus * e.inflightBytesPerCu / p.hbmLatencyNs;
  e.hbmReadGBps = mlpGBps > 0 ? std::min(p.hbmGBps, mlpGBps) : p.hbmGBps;
  e.hbmUs = e.hbmBytes / (e.hbmReadGBps * 1e3);
  e.mallUs = e.l2FillBytes / (p.mallGBps * 1e3);
  // The workgroups of a round end together: their output leaves at the HBM
  // bandwidth, split-K's atomic adds at the (fitted) rate of the memory-side
  // atomic units, after the loop; but a round's output drains to HBM while
  // the next round's workgroups run their prologues (drainedUs).
  e.drainedUs = drainedWriteUs(p, e, lastClock);
  e.writeUs = e.outputBytes / (p.hbmGBps * 1e3) - e.drainedUs +
              e.reductionBytes / (p.atomicGBps * 1e3);
  // The slices' semaphore operations queue on their lines after the loop; a
  // launch that clears the output first adds that launch's own time.
  e.semaphoreUs = e.semaphoreOps * p.semaphoreNs * 1e-3;
  e.clearUs = e.clearLaunch ? p.clearLaunchMicroseconds : 0;
  e.launchUs = p.launchMicroseconds;
  // A CU takes in its loop's loads at a rate fixed in time (fitted, GB/s),
  // not in its own cycles: the rate does not follow the CU's power-limited
  // clock, and a CU alone on the chip gets no more of it than a CU of a
  // full round. cuGBps is the rate of loads that wait on HBM. Loads of
  // inputs the launch finds in the Infinity Cache wait on it instead: with
  // the same bytes in flight (cuGBps x the HBM latency) they arrive faster
  // by the ratio of the latencies (Little's law).
  double warm = p.mallLatencyNs / p.hbmLatencyNs;
  e.cuUs = e.cuLoadRounds * e.cuLoopBytes *
           (e.coldInputs + (1 - e.coldInputs) * warm) / (p.cuGBps * 1e3);
  // Reads overlap the rounds' compute; how well is the fitted exponent of
  // the norm (1: not at all, large: fully).
  double reads = std::max({e.mallUs, e.hbmUs, e.cuUs});
  double q = p.overlapExponent;
  e.microseconds =
      e.launchUs +
      std::pow(std::pow(e.computeUs, q) + std::pow(reads, q), 1 / q) +
      e.writeUs + e.semaphoreUs + e.clearUs;
  e.tflops = e.flops / (e.microseconds * 1e-6) * 1e-12;
}

Expected<ChipEstimate>
perf::estimateLaunch(const Program &program, const MachineParams &p,
                     const RunOptions &options, const RunResult &run,
                     const GemmLaunch &l, const RunResult *warmRun,
                     const TileOrder *order) {
  Expected<ChipEstimate> e =
      planLaunch(program, p, options, run, l, warmRun, order);
  if (e)
    timeLaunch(p, *e);
  return e;
}
