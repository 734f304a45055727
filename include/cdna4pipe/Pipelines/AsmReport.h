//===- AsmReport.h - schedule report read off gfx950 assembly ---*- C++ -*-===//
//
// Reads what reached the hardware off the final assembly: per kernel, the
// main loop (the backward branch whose body holds the most MFMAs) with its
// counts of MFMAs, LDS DMA loads, ds_reads, waits (with their values),
// barriers, priorities and sched fences, and the in-flight window of every
// copy; and the kernel's register, scratch,
// LDS and occupancy figures from the .amdhsa directives / .set symbols /
// verbose-asm comments; for ping-pong kernels, the conditional barriers and
// the main loop's clusters (AsmPingPong.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PIPELINES_ASMREPORT_H
#define CDNA4PIPE_PIPELINES_ASMREPORT_H

#include "cdna4pipe/Analysis/CopyWindows.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <optional>
#include <string>

namespace mlir {
namespace cdna4pipe {

/// A span of the main loop between two s_barriers (ping-pong clusters): its
/// MFMAs and memory instructions (LDS reads/writes, copies) and the
/// s_setprio priority the first of each issues at.
struct ClusterReport {
  unsigned mfma = 0, memory = 0;
  std::optional<int> mfmaPrio, memoryPrio;
};

/// A conditional forward branch around s_barrier(s) (a lowered
/// cdna4pipe.cond_barrier): where it is and when the barrier executes.
struct CondBarrierReport {
  unsigned line = 0;     ///< the s_barrier's line (1-based)
  std::string side;      ///< "before the main loop", "after the main loop", ...
  std::string predicate; ///< "tid.x > 255 (waves >= 4)", or the bit tested
};

struct LoopReport {
  std::string label;
  unsigned firstLine = 0, lastLine = 0; // 1-based, in the assembly text
  unsigned mfma = 0, ldsDma = 0, dsRead = 0, dsWrite = 0, barrier = 0;
  std::map<std::string, unsigned> mfmaKinds, ldsDmaKinds, dsReadKinds;
  /// Operands of every s_waitcnt, in order ("vmcnt(8) lgkmcnt(0)").
  llvm::SmallVector<std::string> waits;
  /// s_setprio operands, in order.
  llvm::SmallVector<int> setprio;
  /// sched_barrier masks (from the `; sched_barrier mask(...)` comments), in
  /// order.
  llvm::SmallVector<std::string> schedFences;
  /// Per LDS DMA copy, in order: its in-flight window in MFMAs
  /// (cdna4pipe/Analysis/CopyWindows.h), following the back edge.
  llvm::SmallVector<CopyWindow> windows;
  /// The spans between s_barriers (lib/Pipelines/AsmPingPong.cpp).
  llvm::SmallVector<ClusterReport> clusters;
};

struct KernelReport {
  std::string name;
  std::optional<LoopReport> mainLoop;
  unsigned loops = 0;
  std::optional<int64_t> vgpr, agpr, sgpr, scratch, lds, occupancy;
  llvm::SmallVector<CondBarrierReport> condBarriers;
};

struct AsmLine;
struct AsmKernel;

/// Ping-pong facts (lib/Pipelines/AsmPingPong.cpp): the kernel's
/// conditional barriers, the main loop split at its barriers, and their
/// report lines (printed only for kernels with conditional barriers).
void findCondBarriers(llvm::ArrayRef<AsmLine> lines, const AsmKernel &k,
                      KernelReport &out);
llvm::SmallVector<ClusterReport>
splitClusters(llvm::ArrayRef<AsmLine> loopLines);
void printPingPong(const KernelReport &k, llvm::raw_ostream &os);

/// Parses `asmText` (one or more kernels).
llvm::SmallVector<KernelReport, 1>
analyzeGfx950Assembly(llvm::StringRef asmText);

/// Prints the reports in the stable text format the ISA tests check.
void printReport(llvm::ArrayRef<KernelReport> reports, llvm::raw_ostream &os);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PIPELINES_ASMREPORT_H
