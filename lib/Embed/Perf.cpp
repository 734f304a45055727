//===- Perf.cpp - the cycle model for embedders ---------------------------===//
//
// See Embed.h: lib/Perf's model of one gfx950 CU on an assembly text, run
// and reported as cdna4-perf does.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Embed/Embed.h"
#include "cdna4pipe/Perf/Program.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::embed;

/// Appends `err`'s message to `status` as an error line; consumes it.
static void fail(Status &status, llvm::Error err) {
  status.ok = false;
  status.diagnostics += "error: " + llvm::toString(std::move(err)) + "\n";
}

Modeled embed::perf(llvm::StringRef asmText, const PerfOptions &options) {
  Modeled out;
  llvm::Expected<perf::Program> program =
      perf::readProgram(asmText, options.kernel);
  if (!program) {
    std::string message = llvm::toString(program.takeError());
    // A K-loop of a few tiles is unrolled by LLVM: nothing to model.
    if (llvm::StringRef(message).contains("has no loop"))
      message += ": LLVM unrolls a K-loop of few iterations fully, and the "
                 "model runs the main loop (compile a larger K)";
    out.diagnostics += "error: asm: " + message + "\n";
    return out;
  }
  llvm::Expected<perf::RunResult> run =
      perf::runOnCu(*program, options.params, options.run);
  if (!run) {
    fail(out, run.takeError());
    return out;
  }
  out.kernel = program->facts.name;
  out.run = std::move(*run);
  out.idealCyclesPerIteration = perf::idealCyclesPerIteration(
      *program, options.params, out.run.occupancy);
  out.tflops = perf::loopTflops(*program, options.params, out.run);
  out.peakTflops = perf::peakTflops(*program, options.params);
  out.stalls = perf::topStalls(out.run, 4);
  out.summary = perf::summaryLine(*program, options.params, out.run);
  llvm::raw_string_ostream os(out.reportText);
  perf::printRun(*program, options.params, options.run, out.run, os);
  if (options.gemm) {
    llvm::Expected<perf::ChipEstimate> estimate = perf::estimateLaunch(
        *program, options.params, options.run, out.run, *options.gemm);
    if (!estimate) {
      fail(out, estimate.takeError());
      return out;
    }
    out.gemm = *estimate;
  }
  out.ok = true;
  return out;
}
