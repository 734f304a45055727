//===- Chip.h - a whole GEMM kernel on the MI355X chip -------------*- C++ -*-//
//
// The CU model (Machine.h) times one round of resident workgroups: prologue,
// main-loop iterations, epilogue with its stores. The chip model puts the
// kernel's grid on the 256 CUs: workgroups in rounds (the partial last round
// included), dispatched round-robin over the 8 XCDs, the bytes each round
// pulls into the XCDs' L2s from the Infinity Cache and from HBM under the
// grid's tile order (and a benchmark's rotating copies of the inputs), the
// rate at which a CU takes in its loop's loads, the clock the power-limited
// chip sustains for the round's matrix load, split-K's partial sums and the
// semaphores that order them, and the launch overhead.
// docs/PerfModel.md gives every mechanism with its source or marks it
// fitted (bench/calibrate.sh).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PERF_CHIP_H
#define CDNA4PIPE_PERF_CHIP_H

#include "cdna4pipe/Perf/Machine.h"
#include "cdna4pipe/Perf/TileOrder.h"

#include "llvm/Support/MathExtras.h"

#include <array>

namespace mlir {
namespace cdna4pipe {
namespace perf {

/// A GEMM launch: C[M,N] = A[M,K] * B[N,K]^T split over `splitK` slices of
/// K (grid: N-tiles fastest, then M-tiles, then the K slice, as AITER's bf16
/// and FP4 launchers and our harness launch it; AITER's FP8 block-scale
/// launcher folds the slices into x instead: `splitInGridX`).
struct GemmLaunch {
  unsigned m = 0, n = 0, k = 0;
  unsigned tileM = 256, tileN = 256, tileK = 64;
  unsigned splitK = 1;
  /// The launcher folds the K slices into grid x: N-tiles x splitK by
  /// M-tiles by 1 (AITER's asm_a8w8_blockscale_bpreshuffle.cu); the kernel's
  /// code tells each workgroup its tile and slice from its x (TileOrder.h).
  bool splitInGridX = false;
  /// Bytes per A / B element; 0: the kernel's, read off its main loop's
  /// MFMAs (bf16 2, FP8 1, FP6 0.75, FP4 0.5).
  double aBytes = 0, bBytes = 0;
  unsigned outputBytes = 2; ///< bytes per C element
  /// A benchmark's rotating copies of the inputs: each launch reads the
  /// copy after the previous one's, so its inputs were last read
  /// `inputCopies` input sets ago (0: never, a cold launch).
  unsigned inputCopies = 0;
  /// The bytes of one of those copies: every tensor the benchmark rotates
  /// (the inputs, their scales, the output buffer; AITER's perftest copies
  /// every tensor argument). 0: the A and B inputs alone.
  double copyBytes = 0;

  /// The grid: ceil(N / tileN) x ceil(M / tileM) x splitK workgroups.
  uint64_t tilesM() const { return llvm::divideCeil(m, tileM); }
  uint64_t tilesN() const { return llvm::divideCeil(n, tileN); }
  uint64_t workgroups() const { return tilesM() * tilesN() * splitK; }
  /// The grid's x, y and z extents in workgroups.
  std::array<uint64_t, 3> grid() const {
    if (splitInGridX)
      return {tilesN() * splitK, tilesM(), 1};
    return {tilesN(), tilesM(), splitK};
  }
};

/// A launch on the chip: what does not depend on the chip's fitted
/// parameters (planLaunch), then the times (timeLaunch; microseconds).
struct ChipEstimate {
  // Plan.
  uint64_t workgroups = 0;
  unsigned rounds = 0, lastRoundCus = 0;
  double kStepsPerIteration = 0, kStepsOutsideLoop = 0;
  double kStepsPerWorkgroup = 0, loopIterations = 0;
  double cyclesPerIteration = 0; ///< at the launch's mix of latencies
  double fixedCycles = 0;        ///< prologue + epilogue of a round
  double cyclesPerRound = 0;     ///< CU model: one round of resident workgroups
  double utilization = 0;        ///< matrix pipes busy in the loop
  /// Cycles before the loop: when the CU run's last wave enters it.
  double prologueCycles = 0;
  double l2FillBytes = 0, hbmBytes = 0, outputBytes = 0, reductionBytes = 0;
  /// The output a full round's epilogues store (unsplit launches; 0 with
  /// split-K, whose output is atomic adds and a clear).
  double roundOutputBytes = 0;
  /// Split-K behind per-tile semaphores: the operations on them that one
  /// 128-byte line serializes (the busiest line of each round, summed over
  /// the rounds).
  double semaphoreOps = 0;
  /// Split-K without semaphores: a launch clears the output first.
  bool clearLaunch = false;
  /// The part of the inputs the launch does not find in the Infinity Cache
  /// when it starts (1: a cold launch; a benchmark's rotating copies that
  /// fit in it: 0).
  double coldInputs = 1;
  double flops = 0;
  double aBytes = 0, bBytes = 0; ///< the launch's element sizes
  /// Bytes a CU's workgroups keep in flight in the loop (Little's law on the
  /// CU run: loop load bytes per iteration x L / cycles per iteration), and
  /// the CUs a round occupies (the most of any round).
  double inflightBytesPerCu = 0;
  unsigned activeCus = 0;
  /// Bytes the main loop loads into one CU in a round (its workgroups'
  /// vector-memory loads, LDS DMA included, over the loop's trips).
  double cuLoopBytes = 0;
  /// The rounds' loop loads in units of cuLoopBytes: per round, the largest
  /// share of its tiles' panels a workgroup's loads find inside their
  /// buffers (loads past a bounded buffer's end move no bytes); `rounds`
  /// when every workgroup's panels lie inside.
  double cuLoadRounds = 0;
  // Times.
  double clockFullGHz = 0; ///< clock of a full round
  double computeUs = 0;    ///< rounds at their sustained clocks
  double mallUs = 0, hbmUs = 0, writeUs = 0, launchUs = 0;
  /// The part of the output write hidden under the next rounds' prologues
  /// (writeUs is what is left after the loop).
  double drainedUs = 0;
  double semaphoreUs = 0; ///< the serialized semaphore operations
  double clearUs = 0;     ///< the launch that clears the output
  double cuUs = 0;        ///< the rounds' loop loads at a CU's load rate
  /// HBM read rate: the sustained bandwidth, or less when the grid's bytes
  /// in flight over the HBM latency are fewer (a small grid).
  double hbmReadGBps = 0;
  double microseconds = 0, tflops = 0;
};

/// The clock the chip sustains when `activeCus` CUs run a loop whose matrix
/// pipes are busy `utilization` of the time.
double sustainedClockGHz(const MachineParams &params, unsigned activeCus,
                         double utilization);

/// The latency (cycles) of the CU run for loads the Infinity Cache serves:
/// the run's latency (`vmemLatency`, HBM's) scaled by the ratio of the
/// Infinity Cache's latency to HBM's.
unsigned infinityCacheRunLatency(const MachineParams &params);

/// The plan of a launch from the CU model's run of the kernel at the HBM
/// latency (`run`) and, optionally, at the Infinity Cache's
/// (`warmRun`, infinityCacheRunLatency): a round's cycles mix the two by the
/// part of the inputs the launch finds in the Infinity Cache. `order`: the
/// tile each workgroup computes, read from the kernel's code (TileOrder.h);
/// null: launch order. Fails when the tile does not match the loop's flops.
llvm::Expected<ChipEstimate>
planLaunch(const Program &program, const MachineParams &params,
           const RunOptions &options, const RunResult &run,
           const GemmLaunch &launch, const RunResult *warmRun = nullptr,
           const TileOrder *order = nullptr);

/// Fills the times of a planned launch.
void timeLaunch(const MachineParams &params, ChipEstimate &estimate);

/// planLaunch then timeLaunch.
llvm::Expected<ChipEstimate>
estimateLaunch(const Program &program, const MachineParams &params,
               const RunOptions &options, const RunResult &run,
               const GemmLaunch &launch, const RunResult *warmRun = nullptr,
               const TileOrder *order = nullptr);

} // namespace perf
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PERF_CHIP_H
