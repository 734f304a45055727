//===- Embed.h - text-in / text-out entry points for embedders --*- C++ -*-===//
//
// The API the Python module (python/) and the C API (lib/CAPI) are thin
// shells over: every entry point takes IR as text and returns text (or
// bytes), with every diagnostic of the run rendered as
// "<file>:<line>:<col>: error: ..." in `diagnostics`. Text, because MLIR's
// own Python bindings are not packaged for LLVM 22 on Debian: an embedder
// cannot hand us its Operation objects, only their printed form.
//
// Each entry point builds a fresh context (with every upstream dialect,
// cdna4pipe, and the LLVM IR translations: CompileDriver's) and reuses the
// project's components: the generator (lib/GemmGen), the pass registry, the
// compile driver (lib/Pipelines/Driver.cpp), the report reader
// (AsmReport.h), the schedule verifier (lib/Analysis), the simulator's
// GEMM harness (lib/Sim/GemmHarness) and the cycle model (lib/Perf).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_EMBED_EMBED_H
#define CDNA4PIPE_EMBED_EMBED_H

#include "cdna4pipe/Analysis/ScheduleVerifier.h"
#include "cdna4pipe/GemmGen/GemmGen.h"
#include "cdna4pipe/Perf/Chip.h"
#include "cdna4pipe/Perf/Machine.h"
#include "cdna4pipe/Perf/Report.h"
#include "cdna4pipe/Pipelines/AsmReport.h"
#include "cdna4pipe/Pipelines/Driver.h"
#include "cdna4pipe/Sim/GemmHarness.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace cdna4pipe {
namespace embed {

/// What every entry point returns besides its artifacts.
struct Status {
  bool ok = false;
  /// Every diagnostic and driver message, in order, one per line (errors,
  /// warnings and remarks, with their source locations).
  std::string diagnostics;
};

/// Registers every pass and pipeline the entry points may name (upstream
/// and cdna4pipe). Idempotent and thread-safe; every entry point calls it.
void registerEverything();

/// `message` (the generator's, which names cdna4-gemm-gen's flags) with
/// every `--flag-name` spelled as Python's argument `flag_name`.
std::string respellFlags(llvm::StringRef message);

/// gemm_kernel: the Level 0 tile-GEMM kernel for `cfg` (defaults filled in);
/// errors name Python's arguments.
struct KernelText : Status {
  std::string text;
};
KernelText gemmKernel(GemmConfig &cfg);

/// run_passes: parses `text`, runs `pipeline` on it and prints the result.
/// `pipeline` is either anchored ("builtin.module(a,b)") or a bare pass list
/// ("a,b", run on the module).
KernelText runPasses(llvm::StringRef text, llvm::StringRef pipeline);

/// compile: the whole flow of cdna4-compile on a kernel text, from the level
/// it is at. Artifacts are those `options` asks for (emitMlir, emitLlvmIR,
/// emitAssembly, emitObject; `report` implies the assembly); `object` is a
/// linked code object (.hsaco) when emitObject is set.
struct Compiled : Status {
  unsigned inputLevel = 0;
  std::string levelReason;
  std::string mlir, llvmIR, assembly;
  std::vector<char> object;
  /// The schedule report read off the assembly, structured, and as
  /// cdna4-compile --report prints it (with the cycle model's line).
  llvm::SmallVector<KernelReport, 1> reports;
  std::string reportText;
};
/// Errors and warnings name the options in `options.spelling` (the C API's
/// fields, or Python's arguments); nothing asked for but the run is allowed.
Compiled compile(llvm::StringRef text, CompileOptions options);

/// verify_schedule: the static hazard proof on every function of `text`
/// that holds cdna4pipe ops (IR at Level 2 or 3); per function, the proof's
/// figures. A text without such a function is an error (a plain kernel has
/// no schedule to prove).
struct VerifiedFunction {
  std::string name;
  ScheduleVerifierStats stats;
};
struct Verified : Status {
  std::vector<VerifiedFunction> functions;
};
Verified verifySchedule(llvm::StringRef text,
                        const ScheduleVerifierOptions &options = {});

/// A diagnostic with its place in the text (1-based; 0:0 when it has none).
struct LocatedDiagnostic {
  unsigned line = 0, col = 0;
  std::string severity; ///< error | warning | remark | note
  std::string message;
  std::vector<LocatedDiagnostic> notes;
};

/// The schedule verifier's findings on the cdna4pipe-level functions of
/// `text`, in order, with their notes (the language server publishes them
/// at the ops). `ok` is false, and nothing is found, when the text does not
/// parse or verify: those errors are the parser's to report.
struct ScheduleFindings : Status {
  std::vector<LocatedDiagnostic> findings;
};
ScheduleFindings scheduleFindings(llvm::StringRef text);

/// simulate: runs the kernel in `text` as a GEMM on the CPU simulator
/// (lib/Sim/GemmHarness) against a reference. The kernel runs with the
/// schedule it has: a Level 0-3 text is lowered with the lowering half of
/// the flow only (no schedule pass), a Level 4 one as it is. A kernel whose
/// numbers are wrong or which races is a result (`result.pass` false), not
/// a failure; a bad option or kernel is.
struct Simulated : Status {
  sim::GemmResult result;
};
Simulated simulate(llvm::StringRef text, const sim::GemmOptions &options);

/// perf: lib/Perf's cycle model of one gfx950 CU (cdna4-perf) on the main
/// loop of a kernel in `asmText` (the "asm" of compile).
struct PerfOptions {
  std::string kernel; ///< "" = the first kernel with a main loop
  perf::MachineParams params;
  perf::RunOptions run;
  /// Also estimate the whole launch (perf::estimateLaunch).
  std::optional<perf::GemmLaunch> gemm;
};
struct Modeled : Status {
  std::string kernel;
  perf::RunResult run;
  double idealCyclesPerIteration = 0, tflops = 0, peakTflops = 0;
  std::string stalls;  ///< the top stall states with their shares
  std::string summary; ///< cdna4-compile --report's one line
  std::optional<perf::ChipEstimate> gemm;
  std::string reportText; ///< cdna4-perf's report
};
Modeled perf(llvm::StringRef asmText, const PerfOptions &options);

} // namespace embed
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_EMBED_EMBED_H
