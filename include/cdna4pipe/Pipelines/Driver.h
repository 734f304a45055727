//===- Driver.h - kernel file -> gfx950 artifacts ---------------*- C++ -*-===//
//
// The compile driver behind cdna4-compile, for tools and embedders alike:
// it parses a kernel, detects the contract level it is at
// (docs/KernelContract.md), runs the cdna4pipe-to-gfx950 pipeline from that
// level, translates the device module to LLVM IR, optimizes it, generates
// gfx950 assembly and/or an object, links a code object, and prints the
// schedule report read off the assembly. Artifacts are kept in memory
// (CompileResult); writeOutput writes the one a file name asks for.
//
// Errors are reported as MLIR diagnostics (pointing into the kernel) or as
// one-line "error: ..." messages on the driver's error stream; every entry
// point returns failure after reporting.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PIPELINES_DRIVER_H
#define CDNA4PIPE_PIPELINES_DRIVER_H

#include "cdna4pipe/Pipelines/PipelineDefaults.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <memory>
#include <string>
#include <utility>

namespace mlir {
class SourceMgrDiagnosticHandler;
namespace cdna4pipe {

/// How option errors name an option: as cdna4-compile's flags
/// (`--num-stages=9`, `-O4`), or as the fields of the C options
/// (`numStages=9`) or of Python's compile arguments (`num_stages=9`).
enum class OptionSpelling { CommandLine, CamelCase, SnakeCase };

/// Names an option, given by its command-line flag without dashes
/// ("num-stages", "opt-level" for -O), in a spelling.
struct OptionNamer {
  OptionSpelling spelling;
  std::string operator()(llvm::StringRef flag) const;
  /// "NAME=VALUE" (-OVALUE for the command line's opt-level).
  std::string operator()(llvm::StringRef flag, const llvm::Twine &value) const;
};

/// What to compile and which artifacts to produce.
struct CompileOptions {
  /// The flow's defaults are Gfx950Defaults' (PipelineDefaults.h).
  std::string arch = Gfx950Defaults::chipset;
  /// LDS slots per operand (1: unpipelined)
  unsigned numStages = Gfx950Defaults::numStages;
  /// cdna4pipe.stage regions per K-tile
  unsigned interleaveStages = Gfx950Defaults::interleaveStages;
  /// iteration | stage
  std::string waitGranularity = Gfx950Defaults::waitGranularity;
  std::string prefetch = Gfx950Defaults::prefetch; ///< auto | 1 | 2
  /// auto | k-major | n-major | quadrant
  std::string decomposition = Gfx950Defaults::decomposition;
  /// auto | default | pingpong. auto (unless --interleave-stages is given)
  /// compiles the candidate schedules and keeps the one the CU model rates
  /// fastest (CompileDriver::compile, lib/Pipelines/DriverSchedule.cpp).
  std::string schedule = Gfx950Defaults::schedule;
  std::string inputLevel = "auto"; ///< auto | 0 | 1 | 2 | 3 | 4
  bool verifySchedule = Gfx950Defaults::verify;
  /// g2s lowering: buffer | global
  std::string copyKind = Gfx950Defaults::copyKind;
  bool aliasScopes = Gfx950Defaults::aliasScopes;
  std::string barrier = Gfx950Defaults::barrier; ///< bare | fenced
  unsigned optLevel = Gfx950Defaults::optLevel;  ///< LLVM -O level, 0..3
  std::string ldLld; ///< linker for code objects ("" = search)
  /// Set when the user gave the option explicitly: an option the input's
  /// level makes moot is then warned about, not silently dropped.
  bool numStagesGiven = false, interleaveStagesGiven = false;

  /// Artifacts to produce (in memory, see CompileResult). The driver adds
  /// the one `outputPath` names, and assembly for `report`.
  bool emitMlir = false;     ///< the final LLVM + ROCDL module (Level 4)
  bool emitLlvmIR = false;   ///< LLVM IR after LLVM's -O pipeline
  bool emitAssembly = false; ///< gfx950 assembly (verbose; the report's input)
  bool emitObject = false;   ///< ELF object (a .hsaco output links it)
  /// Output file: .mlir, .ll, .s or .hsaco ("" for none).
  std::string outputPath;
  /// The schedule report is wanted (printReport).
  bool report = false;
  /// How errors and warnings name the options above.
  OptionSpelling spelling = OptionSpelling::CommandLine;
};

/// Checks the options that do not need the input; reports the first problem
/// to `errors` ("error: ...") naming options in `options.spelling`. The
/// command line must also ask for something (-o and/or --report) and name
/// an output file its arch writes; an embedder may ask for nothing but the
/// run. Defined in lib/Pipelines/DriverOptions.cpp.
LogicalResult verifyCompileOptions(const CompileOptions &options,
                                   llvm::raw_ostream &errors);
/// The sm_90a part of verifyCompileOptions (lib/Pipelines/DriverSm90.cpp):
/// output .ptx or .mlir, no gfx950-only artifact or report.
LogicalResult verifySm90CompileOptions(const CompileOptions &options,
                                       llvm::raw_ostream &errors);

/// Wall-clock phases of one compilation, in milliseconds.
struct PhaseTimer {
  using Clock = std::chrono::steady_clock;
  Clock::time_point start = Clock::now();
  SmallVector<std::pair<std::string, double>> phases;
  /// Closes the phase that started at the previous lap.
  void lap(StringRef name);
  /// "time NAME: X ms" per phase and "time total: X ms".
  void print(llvm::raw_ostream &os) const;
};

/// What a compilation produced.
struct CompileResult {
  unsigned inputLevel = 0;
  std::string levelReason; ///< why the level was detected as it was
  std::string mlir, llvmIR, assembly;
  SmallVector<char> object;
  /// The schedule that ran ("" at input level 4: none left to choose) and
  /// its interleave stages (0 from level 3 on: the input's).
  std::string schedule;
  unsigned interleaveStages = 0;
  /// With --schedule auto: every candidate the choice compiled, in the
  /// order tried, with the CU model's cycles per iteration (0 with a reason
  /// in `failure` when it did not compile or could not be timed).
  struct Candidate {
    std::string schedule;
    unsigned interleaveStages = 0;
    double cyclesPerIteration = 0;
    /// Workgroups a CU holds at once (the CU model runs them together):
    /// candidates are compared by cyclesPerIteration / workgroups.
    unsigned workgroups = 1;
    std::string failure;
  };
  SmallVector<Candidate> candidates;
  /// Why ping-pong was not a candidate ("" when it was, or with no choice).
  std::string noPingPong;
};

/// Registers every pass and pipeline the flow may name (upstream and
/// cdna4pipe: registerCDNA4PipePipelines) and initializes LLVM's AMDGPU
/// target. Idempotent.
void initializeCompiler();

class CompileDriver {
public:
  /// Creates a context with every dialect and translation the flow needs.
  /// Calls initializeCompiler(). `errors` gets the one-line errors and
  /// warnings (diagnostics go to the context's handler).
  explicit CompileDriver(CompileOptions options,
                         llvm::raw_ostream &errors = llvm::errs());
  ~CompileDriver();

  MLIRContext &getContext() { return context; }
  const CompileOptions &getOptions() const { return options; }
  const CompileResult &getResult() const { return result; }
  PhaseTimer &getTimer() { return timer; }

  /// Parses a kernel file ("-": stdin) or a kernel text; diagnostics point
  /// into it. Null after reporting the error.
  OwningOpRef<ModuleOp> parseFile(StringRef path);
  OwningOpRef<ModuleOp> parseText(StringRef text);

  /// Reads the input level off `module` (or takes the given one, warning
  /// when they differ) and warns about options the level makes moot.
  LogicalResult detectLevel(ModuleOp module);
  /// Runs the pass pipeline from the detected level to LLVM + ROCDL, in
  /// place; fills result.mlir when asked.
  LogicalResult runPipeline(ModuleOp module);
  /// Translates the (Level 4) module to LLVM IR, optimizes it and generates
  /// the assembly / object asked for (lib/Pipelines/DriverCodegen.cpp).
  LogicalResult generateCode(ModuleOp module);
  /// The whole flow: detectLevel (unless already run), runPipeline, then
  /// generateCode when a code artifact is asked for; writes the output file
  /// (if any) as soon as its artifact exists.
  LogicalResult compile(ModuleOp module);

  /// Writes the artifact `path`'s extension names (.hsaco: linked with
  /// ld.lld). Timed as "write .mlir" / "link".
  LogicalResult writeOutput(StringRef path);

  /// The schedule report read off result.assembly, then per kernel the
  /// CU model's cycles per iteration and utilization at its default
  /// parameters (lib/Perf, docs/PerfModel.md), then the schedule that ran
  /// and why (with --schedule auto: every candidate's cycles per
  /// iteration). Defined in lib/Pipelines/DriverSchedule.cpp.
  void printReport(llvm::raw_ostream &os) const;

private:
  LogicalResult linkCodeObject(StringRef path);
  /// --schedule auto (lib/Pipelines/DriverSchedule.cpp): runPipeline and
  /// generateCode on a copy of `module` per candidate schedule, the final
  /// assembly of each timed on the CU model; the fastest candidate's module
  /// replaces `module`'s body and its artifacts are the result.
  LogicalResult compileChoosingSchedule(ModuleOp module);
  /// --arch sm_90a (lib/Pipelines/DriverSm90.cpp): the cdna4pipe-to-sm90a
  /// pipeline, then the PTX text out of the gpu.binary into
  /// result.assembly (or, for a .mlir output, the LLVM + NVVM module).
  LogicalResult compileSm90(ModuleOp module);

  CompileOptions options;
  llvm::raw_ostream &errors;
  PhaseTimer timer;
  MLIRContext context;
  llvm::SourceMgr sourceMgr;
  std::unique_ptr<SourceMgrDiagnosticHandler> diagHandler;
  CompileResult result;
  bool levelDetected = false;
};

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PIPELINES_DRIVER_H
