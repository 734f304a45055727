//===- VerifySchedule.cpp - cdna4pipe-verify-schedule pass ----------------===//
//
// Runs the schedule verifier (cdna4pipe/Analysis/ScheduleVerifier.h) on every
// function nested in the pass's anchor, and the Hopper verifier
// (HopperScheduleVerifier.h) on those with TMA copies. The pass only reads
// the IR.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/HopperScheduleVerifier.h"
#include "cdna4pipe/Analysis/ScheduleVerifier.h"
#include "cdna4pipe/Transforms/Passes.h"

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_CDNA4PIPEVERIFYSCHEDULE
#include "cdna4pipe/Transforms/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {
struct VerifySchedulePass
    : public cdna4pipe::impl::CDNA4PipeVerifyScheduleBase<VerifySchedulePass> {
  using Base::Base;

  void runOnOperation() override {
    ScheduleVerifierOptions opts;
    opts.unroll = unroll;
    opts.maxIterations = maxIterations;
    opts.maxOps = maxOps;
    opts.mfmaRetiresReads = mfmaRetiresReads;
    opts.emitSummary = summary;
    std::string error;
    FailureOr<VerifierGranularity> parsed =
        parseVerifierGranularity(granularity, error);
    if (failed(parsed)) {
      getOperation()->emitError() << "cdna4pipe-verify-schedule: " << error;
      return signalPassFailure();
    }
    opts.granularity = *parsed;
    markAllAnalysesPreserved();
    if (failed(verifySchedules(getOperation(), opts)))
      signalPassFailure();
    // Hopper (sm90a) schedules: TMA copies on mbarrier phases.
    getOperation()->walk([&](FunctionOpInterface func) {
      if (failed(verifyHopperSchedule(func, summary)))
        signalPassFailure();
    });
  }
};
} // namespace
