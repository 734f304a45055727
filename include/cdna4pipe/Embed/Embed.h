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

/// gemm_kernel: the Level 0 tile-GEMM kernel for `cfg` (defaults filled in).
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
Compiled compile(llvm::StringRef text, CompileOptions options);

/// verify_schedule: the static hazard proof on every function of `text`
/// (IR at Level 2 or 3, i.e. with cdna4pipe ops); per function, the proof's
/// figures.
struct VerifiedFunction {
  std::string name;
  ScheduleVerifierStats stats;
};
struct Verified : Status {
  std::vector<VerifiedFunction> functions;
};
Verified verifySchedule(llvm::StringRef text,
                        const ScheduleVerifierOptions &options = {});

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
  std::optional<perf::GemmShape> gemm; ///< also estimate the whole GEMM
};
struct Modeled : Status {
  std::string kernel;
  perf::RunResult run;
  double idealCyclesPerIteration = 0, tflops = 0, peakTflops = 0;
  std::string stalls;  ///< the top stall states with their shares
  std::string summary; ///< cdna4-compile --report's one line
  std::optional<perf::GemmEstimate> gemm;
  std::string reportText; ///< cdna4-perf's report
};
Modeled perf(llvm::StringRef asmText, const PerfOptions &options);

} // namespace embed
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_EMBED_EMBED_H
