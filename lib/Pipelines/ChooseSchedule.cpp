//===- ChooseSchedule.cpp - schedule=auto inside the pass pipeline --------===//
//
// cdna4pipe-choose-schedule (Passes.td): every candidate schedule of the
// module lowered on a copy with cdna4pipe-to-gfx950, its code generated and
// timed on the CU model as cdna4-compile --schedule auto does
// (ScheduleChoice.h); the fastest copy replaces the module.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Pipelines/Passes.h"
#include "cdna4pipe/Pipelines/Pipelines.h"
#include "cdna4pipe/Pipelines/ScheduleChoice.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"

#include <optional>

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_CDNA4PIPECHOOSESCHEDULE
#include "cdna4pipe/Pipelines/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {
struct ChooseSchedulePass
    : public cdna4pipe::impl::CDNA4PipeChooseScheduleBase<ChooseSchedulePass> {
  using Base::Base;

  /// Sets `o` to the pipeline of one candidate (`schedule`, `stages`; 0:
  /// the input's).
  void candidateOptions(Gfx950PipelineOptions &o, StringRef schedule,
                        unsigned stages) const {
    forEachChooseScheduleOption(
        *this, o, [](const auto &mine, auto &its) { its = mine.getValue(); });
    o.schedule = schedule.str();
    if (stages)
      o.interleaveStages = stages;
  }
  template <typename A, typename B, typename Fn>
  friend void mlir::cdna4pipe::forEachChooseScheduleOption(A &, B &, Fn &&);

  void getDependentDialects(DialectRegistry &registry) const override {
    // What the candidates' pipelines load (both schedules).
    for (StringRef schedule : {"default", "pingpong"}) {
      Gfx950PipelineOptions options;
      candidateOptions(options, schedule, 0);
      OpPassManager pm("builtin.module");
      std::string ignored;
      llvm::raw_string_ostream os(ignored);
      if (succeeded(buildGfx950Pipeline(pm, options, os)))
        pm.getDependentDialects(registry);
    }
  }

  /// Lowers `copy` under `candidate` and times its assembly. Fails (with
  /// `candidate.failure` set, or the diagnostics emitted) when it does not
  /// compile.
  LogicalResult lower(ModuleOp copy, CompileResult::Candidate &candidate,
                      bool quiet);

  void runOnOperation() override;
};
} // namespace

LogicalResult ChooseSchedulePass::lower(ModuleOp copy,
                                        CompileResult::Candidate &candidate,
                                        bool quiet) {
  std::string firstError;
  std::optional<ScopedDiagnosticHandler> handler;
  // A later candidate's diagnostics are its own failure, not the user's.
  if (quiet)
    handler.emplace(&getContext(), [&](Diagnostic &diag) {
      if (diag.getSeverity() == DiagnosticSeverity::Error && firstError.empty())
        firstError = diag.str();
      return success();
    });
  std::string errors;
  llvm::raw_string_ostream errorStream(errors);
  Gfx950PipelineOptions options;
  candidateOptions(options, candidate.schedule, candidate.interleaveStages);
  PassManager pm(&getContext());
  FailureOr<std::string> assembly = failure();
  if (succeeded(buildGfx950Pipeline(pm, options, errorStream)) &&
      succeeded(pm.run(copy)))
    assembly = generateGfx950Assembly(copy, chipset, optLevel, errorStream);
  if (failed(assembly)) {
    StringRef why =
        firstError.empty() ? StringRef(errors).trim() : StringRef(firstError);
    why.consume_front("error: ");
    candidate.failure = ("failed: " + why).str();
    if (!quiet && !errors.empty())
      emitError(getOperation().getLoc(), StringRef(errors).trim());
    return failure();
  }
  FailureOr<double> cycles =
      modeledCycles(*assembly, candidate.workgroups, candidate.failure);
  if (succeeded(cycles))
    candidate.cyclesPerIteration = *cycles;
  return success();
}

void ChooseSchedulePass::runOnOperation() {
  ModuleOp module = getOperation();
  if (inputLevel >= 4)
    return;
  std::string noPingPong;
  SmallVector<CompileResult::Candidate> tries =
      scheduleCandidates(module, inputLevel, interleaveStages, noPingPong);
  OwningOpRef<ModuleOp> best;
  std::optional<size_t> chosen;
  for (auto [i, candidate] : llvm::enumerate(tries)) {
    OwningOpRef<ModuleOp> copy(module.clone());
    if (failed(lower(*copy, candidate, /*quiet=*/i > 0))) {
      if (i == 0)
        return signalPassFailure();
      continue;
    }
    if (replacesChoice(candidate, chosen ? &tries[*chosen] : nullptr)) {
      chosen = i;
      best = std::move(copy);
    }
  }
  module.getBodyRegion().takeBody(best->getBodyRegion());
  const CompileResult::Candidate &c = tries[*chosen];
  // At the module's location, without the (lowered) module printed.
  InFlightDiagnostic remark = emitRemark(module.getLoc())
                              << "cdna4pipe-choose-schedule: " << c.schedule;
  if (c.interleaveStages)
    remark << "/" << c.interleaveStages;
  remark << " (the fastest on the CU model of " << describeCandidates(tries);
  if (!noPingPong.empty())
    remark << "; no ping-pong: " << noPingPong;
  remark << ")";
}
