//===- Report.h - figures from a CU run: cycles, TFLOP/s --------*- C++ -*-===//
//
// What cdna4-perf and cdna4-compile --report print: cycles per steady-state
// iteration against the MFMA-bound ideal, matrix-pipe utilization, the chip
// TFLOP/s of the loop and the stall breakdown per wave. The whole-GEMM
// estimate is the chip model's (Chip.h: estimateLaunch).
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
