//===- Calibrate.h - the chip model against measured launches ------*- C++ -*-//
//
// A calibration table (bench/calibration/*.csv) lists measured GEMM launches
// of real kernels: which code object and kernel, the shape, split-K, tile,
// element sizes, measured microseconds and TFLOP/s, GPU, CUs and the source
// of the figure. Each kernel runs once on the CU model; every row is then
// planned on the chip (Chip.h). fitChip fits the chip's fitted parameters
// (one set for every kernel) on the training rows; the report prints every
// row, measured against modeled, and the error statistics of the training
// and of the validation rows apart.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PERF_CALIBRATE_H
#define CDNA4PIPE_PERF_CALIBRATE_H

#include "cdna4pipe/Perf/Chip.h"

#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace mlir {
namespace cdna4pipe {
namespace perf {

struct CalibrationRow {
  unsigned id = 0;
  std::string family, kernel, codeObject, layout, gpu, source;
  GemmLaunch launch;
  double measuredUs = 0, measuredTflops = 0;
  unsigned cus = 0;
  bool train = false;
  ChipEstimate plan; ///< filled by planCalibration
};

/// Parses the table (CSV with the header line bench/calibration/README.md
/// documents). Fails naming the line of a malformed row.
llvm::Expected<std::vector<CalibrationRow>>
parseCalibrationTable(llvm::StringRef csv);

/// Runs every distinct kernel of the rows once on the CU model (code objects
/// read from `objectDir`) and plans every row, its workgroups in the tile
/// order the kernel's code computes (TileOrder.h). `notes` gets, per kernel,
/// how many rows its code remaps and how many stay in launch order because
/// the code was not understood (with the reason).
llvm::Error planCalibration(std::vector<CalibrationRow> &rows,
                            llvm::StringRef objectDir,
                            const MachineParams &params,
                            const RunOptions &options,
                            llvm::raw_ostream &notes);

/// The chip's fitted parameters (fullLoadClockGHz, hbmGBps, mallGBps,
/// launchMicroseconds, overlapExponent, hbmLatencyNs, mallLatencyNs,
/// atomicGBps, cuGBps, semaphoreNs, clearLaunchMicroseconds) that minimise
/// the mean squared log error of the training rows' times, starting from
/// `start`; with `power` P > 0, the mean |error|^P of their TFLOP/s instead
/// (the error the report prints: a large P fits the worst rows, as a bound
/// on the maximum error counts them).
MachineParams fitChip(const MachineParams &start,
                      llvm::ArrayRef<CalibrationRow> rows, unsigned power = 0);

/// Spearman rank correlation of two equally long series (ties averaged).
double spearman(llvm::ArrayRef<double> a, llvm::ArrayRef<double> b);

/// Prints every row and the training / validation summaries at `params`.
void printCalibration(llvm::ArrayRef<CalibrationRow> rows,
                      const MachineParams &params, llvm::raw_ostream &os);

} // namespace perf
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PERF_CALIBRATE_H
