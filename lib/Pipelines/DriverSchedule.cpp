//===- DriverSchedule.cpp - the schedule choice and the report ------------===//
//
// `--schedule auto`, the default of cdna4-compile: the kernel is compiled
// under every candidate schedule that applies to it, the final assembly of
// each candidate is timed on the calibrated CU model (lib/Perf,
// docs/PerfModel.md: the figure --report prints) and the fastest is kept.
// The candidates are the plain interleave ("default") and ping-pong, each
// with 4 and with 2 interleave stages (from input level 3 on the stages are
// the input's); ping-pong only where every gpu.func's workgroup has waves
// that pair on the SIMDs (pingPongWorkgroupProblem, the pass's own rule).
// The first candidate is the plain schedule at the given interleave stages:
// its diagnostics are the user's; a later candidate that fails is recorded
// with its first diagnostic and left out. At equal cycles the candidate
// with fewer interleave stages wins; otherwise the earlier stays.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/Report.h"
#include "cdna4pipe/Pipelines/AsmReport.h"
#include "cdna4pipe/Pipelines/Driver.h"
#include "cdna4pipe/Pipelines/ScheduleChoice.h"
#include "cdna4pipe/Transforms/PingPong.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/Format.h"

#include <optional>

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {
/// One kernel of an assembly on the CU model at the default (calibrated)
/// parameters.
struct KernelRun {
  perf::Program program;
  perf::RunResult run;
};
} // namespace

static llvm::Expected<KernelRun> modelKernel(StringRef assembly,
                                             StringRef name) {
  llvm::Expected<perf::Program> program = perf::readProgram(assembly, name);
  if (!program)
    return program.takeError();
  llvm::Expected<perf::RunResult> run =
      perf::runOnCu(*program, perf::MachineParams(), perf::RunOptions());
  if (!run)
    return run.takeError();
  return KernelRun{std::move(*program), std::move(*run)};
}

FailureOr<double> cdna4pipe::modeledCycles(StringRef assembly,
                                           unsigned &workgroups,
                                           std::string &why) {
  double cycles = 0;
  workgroups = 0;
  for (const KernelReport &k : analyzeGfx950Assembly(assembly)) {
    if (!k.mainLoop)
      continue;
    // A spilling kernel is not a candidate the model can rank: its scratch
    // traffic is not in the CU model, and the flow promises no scratch.
    if (k.scratch.value_or(0) > 0) {
      why = "spills " + std::to_string(*k.scratch) + " bytes to scratch";
      return failure();
    }
    llvm::Expected<KernelRun> run = modelKernel(assembly, k.name);
    if (!run) {
      why = llvm::toString(run.takeError());
      return failure();
    }
    cycles += run->run.cyclesPerIteration;
    unsigned resident = std::max(1u, run->run.occupancy.workgroups);
    workgroups = workgroups ? std::min(workgroups, resident) : resident;
  }
  if (cycles == 0) {
    why = "no main loop to time";
    return failure();
  }
  return cycles;
}

/// Why ping-pong cannot run on `module` (empty: it can on every gpu.func).
static std::string pingPongProblem(ModuleOp module) {
  std::string why;
  unsigned funcs = 0;
  module->walk([&](gpu::GPUFuncOp func) {
    ++funcs;
    int64_t waves = 0;
    std::string problem = pingPongWorkgroupProblem(func, waves);
    if (why.empty() && !problem.empty())
      why = ("@" + func.getName() + ": " + problem).str();
  });
  if (funcs == 0 && why.empty())
    why = "no gpu.func";
  return why;
}

SmallVector<CompileResult::Candidate>
cdna4pipe::scheduleCandidates(ModuleOp module, unsigned inputLevel,
                              unsigned interleaveStages,
                              std::string &noPingPong) {
  SmallVector<CompileResult::Candidate> tries;
  noPingPong = pingPongProblem(module);
  SmallVector<unsigned> stageCounts = {0};
  if (inputLevel < 3)
    stageCounts = {interleaveStages, 2};
  if (stageCounts.size() == 2 && stageCounts[0] == stageCounts[1])
    stageCounts.pop_back();
  for (StringRef schedule : {"default", "pingpong"})
    for (unsigned stages : stageCounts)
      if (schedule == "default" || noPingPong.empty())
        tries.push_back({schedule.str(), stages, 0, 1, ""});
  return tries;
}

std::string
cdna4pipe::describeCandidates(ArrayRef<CompileResult::Candidate> candidates) {
  std::string text;
  llvm::raw_string_ostream os(text);
  // Workgroups per CU are named only where the candidates differ in them.
  bool mixed = llvm::any_of(candidates, [&](const auto &c) {
    return c.failure.empty() && c.workgroups != candidates.front().workgroups;
  });
  for (auto [i, c] : llvm::enumerate(candidates)) {
    os << (i ? "; " : "") << c.schedule;
    if (c.interleaveStages)
      os << "/" << c.interleaveStages;
    if (c.failure.empty() && mixed)
      os << " " << llvm::format("%.0f", c.cyclesPerIteration)
         << " cycles/iteration of " << c.workgroups << " workgroup(s) per CU";
    else if (c.failure.empty())
      os << " " << llvm::format("%.0f", c.cyclesPerIteration);
    else
      os << " n/a (" << c.failure << ")";
  }
  if (!mixed)
    os << " cycles/iteration";
  return text;
}

bool cdna4pipe::replacesChoice(const CompileResult::Candidate &candidate,
                               const CompileResult::Candidate *chosen) {
  // A timed candidate beats an untimed one; the first compiled one is the
  // fallback when none can be timed. The CU model times the workgroups a CU
  // holds together: compare the cycles per workgroup iteration. Where the
  // model cannot tell two apart, the one with fewer interleave stages (fewer
  // barriers and waits per K-tile: less of the loop rests on the model's
  // timing) wins; otherwise the earlier stays.
  auto perWorkgroup = [](const CompileResult::Candidate &c) {
    return c.cyclesPerIteration / c.workgroups;
  };
  if (!chosen)
    return true;
  if (!candidate.failure.empty())
    return false;
  if (!chosen->failure.empty())
    return true;
  double mine = perWorkgroup(candidate), theirs = perWorkgroup(*chosen);
  return mine < theirs || (mine == theirs && candidate.interleaveStages <
                                                 chosen->interleaveStages);
}

LogicalResult CompileDriver::compileChoosingSchedule(ModuleOp module) {
  using Candidate = CompileResult::Candidate;
  std::string noPingPong;
  SmallVector<Candidate> tries = scheduleCandidates(
      module, result.inputLevel, options.interleaveStages, noPingPong);

  CompileOptions given = options;
  // The choice times the final assembly of every candidate.
  options.emitAssembly = true;
  CompileResult start = result;
  OwningOpRef<ModuleOp> best;
  CompileResult bestResult;
  std::optional<size_t> chosen;
  for (auto [i, candidate] : llvm::enumerate(tries)) {
    options.schedule = candidate.schedule;
    if (candidate.interleaveStages)
      options.interleaveStages = candidate.interleaveStages;
    result = start;
    OwningOpRef<ModuleOp> copy(module.clone());
    std::string firstError;
    bool built;
    {
      // A later candidate's diagnostics are its own failure, not the user's.
      std::optional<ScopedDiagnosticHandler> quiet;
      if (i > 0)
        quiet.emplace(&context, [&](Diagnostic &diag) {
          if (diag.getSeverity() == DiagnosticSeverity::Error &&
              firstError.empty())
            firstError = diag.str();
          return success();
        });
      built = succeeded(runPipeline(*copy)) && succeeded(generateCode(*copy));
    }
    if (!built && i == 0)
      return failure();
    if (!built) {
      candidate.failure = "failed: " + firstError;
      continue;
    }
    FailureOr<double> cycles =
        modeledCycles(result.assembly, candidate.workgroups, candidate.failure);
    if (succeeded(cycles))
      candidate.cyclesPerIteration = *cycles;
    if (replacesChoice(candidate, chosen ? &tries[*chosen] : nullptr)) {
      chosen = i;
      best = std::move(copy);
      bestResult = std::move(result);
    }
  }
  result = std::move(bestResult);
  result.schedule = tries[*chosen].schedule;
  result.interleaveStages = tries[*chosen].interleaveStages;
  result.candidates = std::move(tries);
  result.noPingPong = noPingPong;
  module.getBodyRegion().takeBody(best->getBodyRegion());
  options = given;
  options.schedule = result.schedule;
  if (result.interleaveStages)
    options.interleaveStages = result.interleaveStages;
  return success();
}

/// "pingpong, 2 interleave stages" / "default" (stages from the input).
static std::string scheduleName(StringRef schedule, unsigned stages) {
  std::string name = schedule.str();
  if (stages)
    name += ", " + std::to_string(stages) + " interleave stages";
  return name;
}

/// The report's schedule line: what ran and why.
static void printSchedule(const CompileResult &result, llvm::raw_ostream &os) {
  if (result.schedule.empty())
    return;
  os << "schedule: " << scheduleName(result.schedule, result.interleaveStages);
  if (result.candidates.empty()) {
    os << " (given)\n";
    return;
  }
  os << " (auto: the fastest on the CU model of "
     << describeCandidates(result.candidates);
  if (!result.noPingPong.empty())
    os << "; no ping-pong: " << result.noPingPong;
  os << ")\n";
}

void CompileDriver::printReport(llvm::raw_ostream &os) const {
  auto reports = analyzeGfx950Assembly(result.assembly);
  cdna4pipe::printReport(reports, os);
  // The CU model's figure for each kernel with a main loop, at the default
  // parameters (docs/PerfModel.md).
  for (const KernelReport &k : reports) {
    if (!k.mainLoop)
      continue;
    llvm::Expected<KernelRun> run = modelKernel(result.assembly, k.name);
    if (!run) {
      os << "kernel " << k.name << " modeled: n/a ("
         << llvm::toString(run.takeError()) << ")\n";
      continue;
    }
    os << "kernel " << k.name << " "
       << perf::summaryLine(run->program, perf::MachineParams(), run->run)
       << "\n";
  }
  printSchedule(result, os);
}
