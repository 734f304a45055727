//===- Timeline.h - SVG timeline of a CU run ----------------------*- C++
//-*-===//
//
// One row per wave over a window of cycles: a lane with the wave's MFMAs on
// its SIMD's matrix pipe, and a lane with what it issues (colour per
// instruction class) and where it waits (vmcnt, lgkmcnt, barrier, lost
// arbitration, matrix pipe busy, register dependency), plus a tick at every
// s_setprio with the new priority. Consecutive cycles in the same state are
// one <rect>; every rect carries its class (mfma, issue-valu, issue-salu,
// issue-smem, issue-ds, issue-vmem, issue-other, wait-vmcnt, wait-lgkmcnt,
// wait-barrier, wait-arbitration, wait-mfma-busy, wait-dependency,
// wait-busy) and every row is a <g class="wave"> with its workgroup, wave
// and SIMD as data attributes.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PERF_TIMELINE_H
#define CDNA4PIPE_PERF_TIMELINE_H

#include "cdna4pipe/Perf/Machine.h"

#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace cdna4pipe {
namespace perf {

/// The default window: the last two steady-state iterations.
std::pair<uint64_t, uint64_t> defaultTimelineWindow(const RunResult &run);

/// Writes the SVG of cycles [begin, end) of `run`.
void writeTimelineSvg(const RunResult &run, uint64_t begin, uint64_t end,
                      llvm::StringRef title, llvm::raw_ostream &os);

} // namespace perf
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PERF_TIMELINE_H
