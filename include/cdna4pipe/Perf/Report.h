//===- Report.h - figures from a CU run: cycles, utilization, TFLOP/s -*- C++
//-*-//
//
// What cdna4-perf and cdna4-compile --report print: cycles per steady-state
// iteration against the MFMA-bound ideal, matrix-pipe utilization, the chip
// TFLOP/s of the loop, the stall breakdown per wave, and with a GEMM shape
// the whole-problem estimate (workgroups in rounds over the chip's CUs).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PERF_REPORT_H
#define CDNA4PIPE_PERF_REPORT_H

#include "cdna4pipe/Perf/Machine.h"

#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace cdna4pipe {
namespace perf {

/// Matrix-pipe cycles per iteration of the busiest SIMD: the cycles per
/// iteration if nothing but the MFMAs counted.
double idealCyclesPerIteration(const Program &program,
                               const MachineParams &params,
                               const Occupancy &occupancy);

/// The loop's chip-wide TFLOP/s at the run's steady state, and the peak for
/// the loop's MFMA mix (every SIMD's matrix pipe busy every cycle).
double loopTflops(const Program &program, const MachineParams &params,
                  const RunResult &run);
double peakTflops(const Program &program, const MachineParams &params);

struct GemmShape {
  unsigned m = 0, n = 0, k = 0;
  unsigned tileM = 256, tileN = 256, tileK = 64;
};

struct GemmEstimate {
  uint64_t workgroups = 0;
  unsigned rounds = 0;
  double kStepsPerIteration = 0, kStepsOutsideLoop = 0;
  double loopIterations = 0;
  double cyclesPerRound = 0;
  double clockGHz = 0;           ///< sustained clock of a full round
  double aBytes = 0, bBytes = 0; ///< element sizes (the kernel's MFMAs')
  double milliseconds = 0, tflops = 0;
};

/// The whole GEMM on the chip (Chip.h: estimateLaunch without split-K):
/// inputs of the element size the kernel's main-loop MFMAs read, a 2-byte
/// output. Fails when the tile does not match the loop's flops or the MFMAs
/// do not tell the element size.
llvm::Expected<GemmEstimate> estimateGemm(const Program &program,
                                          const MachineParams &params,
                                          const RunOptions &options,
                                          const RunResult &run,
                                          const GemmShape &shape);

/// Stall states ranked by their share of wave-cycles in the window (issue
/// and done left out): "barrier 20.1%, vmcnt 12.0%".
std::string topStalls(const RunResult &run, unsigned count);

/// The full text report of one run.
void printRun(const Program &program, const MachineParams &params,
              const RunOptions &options, const RunResult &run,
              llvm::raw_ostream &os);

/// One line for cdna4-compile --report.
std::string summaryLine(const Program &program, const MachineParams &params,
                        const RunResult &run);

} // namespace perf
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PERF_REPORT_H
