//===- ScheduleVerifier.h - static hazard proof for cdna4pipe IR --*- C++
//-*-===//
//
// The schedule verifier proves a gfx950 GEMM main loop written in the
// cdna4pipe dialect (KernelContract Levels 2 and 3) free of LDS hazards. It
// executes the function abstractly, in program order, over a wave-level state:
// prologue, every iteration of the K-loop (or enough iterations to reach a
// periodic state) and epilogue, evaluating the `arith` index computations to
// concrete slot numbers. All waves run the same program and are separated only
// by barriers. Rules (see docs/ScheduleVerifier.md):
//
//   * read before landed: an S2R of a slot whose copies are not all retired by
//     a wait of this wave and followed by a barrier;
//   * overwrite while in use: a G2S into a slot that a wave may still read (the
//     reads are not retired by lgkmcnt / their MFMA before a barrier that
//     precedes the copy);
//   * counter arithmetic: a wait whose count leaves a needed copy (or a copy it
//     names through a token) in flight; counts outside the encoding;
//   * copies still in flight at kernel end.
//
// Every violation is reported as an error at the offending op with the buffer,
// slot and iteration ("prologue", "iteration 1 (k=1)", "epilogue"), with notes
// at the ops involved. The analysis never modifies the IR.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_ANALYSIS_SCHEDULEVERIFIER_H
#define CDNA4PIPE_ANALYSIS_SCHEDULEVERIFIER_H

#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>

namespace mlir {
namespace cdna4pipe {

/// What a hazard is reasoned about.
enum class VerifierGranularity {
  /// Per copy footprint: the LDS elements each G2S writes and each S2R reads
  /// (all waves together), evaluated per thread from the index arithmetic
  /// with the function's known workgroup size. A read conflicts only with
  /// the copies whose elements it reads, a copy only with the reads of the
  /// elements it overwrites. Accesses whose footprint cannot be evaluated
  /// (no known workgroup size, indices beyond `arith` on thread ids and
  /// induction variables, dynamic shapes) fall back to the whole slot.
  Copy,
  /// Per (buffer, slot): every copy into a slot conflicts with every read of
  /// it.
  Slot,
};

/// The name of a granularity: "copy" or "slot" (the spelling of
/// cdna4pipe-verify-schedule's option and of Python's verify_schedule).
const char *stringifyVerifierGranularity(VerifierGranularity granularity);
/// The granularity `name` names. Another name fails with `error` set to
/// "unknown granularity 'NAME' (expected copy or slot)".
FailureOr<VerifierGranularity> parseVerifierGranularity(StringRef name,
                                                        std::string &error);

/// The verifier's options; their defaults are cdna4pipe-verify-schedule's
/// (Passes.td) and Python's verify_schedule's.
struct ScheduleVerifierOptions {
  VerifierGranularity granularity = VerifierGranularity::Copy;
  /// Number of iterations of a loop to simulate in full before the verifier
  /// relies on a periodic state to skip to the loop's last iteration. 0 means
  /// automatic: loops with a static trip count up to `maxIterations` are
  /// simulated completely (an exact proof), longer ones for 8 iterations.
  unsigned unroll = 0;
  /// Largest static trip count simulated completely when `unroll` is 0.
  unsigned maxIterations = 16384;
  /// Most ops the verifier simulates in one function, all iterations of all
  /// loops together (2^24 by default; the default kernel needs about 10^4).
  /// Beyond it the function is rejected with an error that names the limit:
  /// a bound on time and memory for huge trip counts, huge `unroll` values
  /// and loops of very many ops.
  uint64_t maxOps = uint64_t(1) << 24;
  /// Treat an MFMA that consumes an S2R result as retiring that read and every
  /// older one (LLVM inserts the lgkmcnt wait the MFMA needs; LDS reads
  /// return in order). When false only explicit `wait lgkmcnt` retires reads.
  bool mfmaRetiresReads = true;
  /// Emit a remark with the proof's figures on every verified function.
  bool emitSummary = false;
};

/// What one successful (or failed) verification looked at.
struct ScheduleVerifierStats {
  unsigned copies = 0;     ///< G2S instructions simulated (per wave).
  unsigned reads = 0;      ///< S2R instructions simulated (per wave).
  unsigned waits = 0;      ///< waits simulated.
  unsigned barriers = 0;   ///< barriers simulated.
  unsigned iterations = 0; ///< K-loop iterations simulated.
  unsigned errors = 0;     ///< hazards reported.
  unsigned footprints = 0; ///< static accesses with an evaluated footprint.
  unsigned wholeSlot = 0;  ///< static accesses reasoned about per slot.
};

/// Verifies one function (func.func, gpu.func, ...). Emits diagnostics at the
/// offending ops and returns failure when a hazard was found or the function
/// is outside what the verifier can reason about (an unevaluable slot index,
/// a dynamic trip count, cdna4pipe ops under unsupported control flow).
/// Functions without cdna4pipe memory ops verify trivially.
LogicalResult verifySchedule(FunctionOpInterface func,
                             const ScheduleVerifierOptions &options = {},
                             ScheduleVerifierStats *stats = nullptr);

/// Verifies every function nested in `root` (root included if it is one).
LogicalResult verifySchedules(Operation *root,
                              const ScheduleVerifierOptions &options = {});

/// Verifies each of `funcs` (all of them, not stopping at the first
/// failure): what a pass that rewrote them runs to prove its output.
LogicalResult verifySchedules(ArrayRef<FunctionOpInterface> funcs,
                              const ScheduleVerifierOptions &options = {});

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_ANALYSIS_SCHEDULEVERIFIER_H
