//===- CopyWindows.h - in-flight windows of a loop's copies -----*- C++ -*-===//
//
// The in-flight window of a global->LDS copy in a pipelined main loop: the
// MFMAs the issuing wave runs after the copy before the first wait that
// forces it (an `s_waitcnt vmcnt(N)` / `cdna4pipe.wait vmcnt(N)` reached
// with at least N vector-memory instructions issued after the copy, which
// retire in order), following the loop around its back edge. It is the
// figure of issue 11: the MFMA time a copy has to come back from L2/HBM.
//
// The computation works on a neutral event list so that the same code reads
// the windows off the final gfx950 assembly (lib/Pipelines/AsmReport.cpp)
// and off a Level-3 loop in the IR (the interleave's choice of schedule).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_ANALYSIS_COPYWINDOWS_H
#define CDNA4PIPE_ANALYSIS_COPYWINDOWS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace mlir {
class Block;
namespace cdna4pipe {

/// One instruction of a wave's loop body, as far as windows are concerned.
struct WindowEvent {
  enum class Kind {
    Copy,      // a global->LDS copy (counts in vmcnt; gets a window)
    OtherVmem, // any other vector-memory instruction (counts in vmcnt)
    Mfma,      // one MFMA
    Wait,      // a wait; `vmcnt` < 0 when it does not wait on vmcnt
  };
  Kind kind;
  int64_t vmcnt = -1;

  static WindowEvent copy() { return {Kind::Copy}; }
  static WindowEvent otherVmem() { return {Kind::OtherVmem}; }
  static WindowEvent mfma() { return {Kind::Mfma}; }
  static WindowEvent wait(int64_t vmcnt) { return {Kind::Wait, vmcnt}; }
};

/// The window of one copy of the loop body (copies in program order).
struct CopyWindow {
  /// MFMAs between the copy and the wait that forces it; nullopt when no
  /// wait of the loop forces it within `maxIterations` trips.
  std::optional<int64_t> mfmas;
  /// Back edges crossed before that wait (0: the same iteration).
  unsigned iterations = 0;
};

/// Windows of every copy of the loop `body` (executed repeatedly, steady
/// state), following at most `maxIterations` trips.
llvm::SmallVector<CopyWindow>
computeCopyWindows(llvm::ArrayRef<WindowEvent> body,
                   unsigned maxIterations = 16);

/// Minimum and mean of the windows; nullopt when there is no copy or some
/// copy is never forced.
struct WindowSummary {
  int64_t min = 0;
  double mean = 0;
};
std::optional<WindowSummary> summarizeWindows(llvm::ArrayRef<CopyWindow> ws);

/// The events of a cdna4pipe loop body (Level 2 or 3): `cdna4pipe.g2s`,
/// `cdna4pipe.mfma` and `cdna4pipe.wait`, in program order, descending into
/// `cdna4pipe.stage` regions.
llvm::SmallVector<WindowEvent> collectWindowEvents(Block &body);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_ANALYSIS_COPYWINDOWS_H
