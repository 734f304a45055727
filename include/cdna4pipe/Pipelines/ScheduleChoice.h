//===- ScheduleChoice.h - schedule=auto's candidates and timing -*- C++ -*-===//
//
// What `cdna4-compile --schedule auto` (CompileDriver) and the registered
// pipeline's `schedule=auto` (cdna4pipe-choose-schedule) share: the
// candidate schedules that apply to a kernel, the final assembly of a
// lowered candidate, and the CU model's cycles per iteration of that
// assembly (lib/Pipelines/DriverSchedule.cpp, docs/Compile.md).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PIPELINES_SCHEDULECHOICE_H
#define CDNA4PIPE_PIPELINES_SCHEDULECHOICE_H

#include "cdna4pipe/Pipelines/Driver.h"

namespace mlir {
namespace cdna4pipe {

/// The candidates of schedule=auto for `module` at `inputLevel`, in the
/// order tried: the plain interleave ("default") and ping-pong, each with
/// `interleaveStages` and with 2 interleave stages (below level 3; from
/// level 3 on the stages are the input's: 0); ping-pong only where every
/// gpu.func's waves pair on the SIMDs, else `noPingPong` says why not.
SmallVector<CompileResult::Candidate>
scheduleCandidates(ModuleOp module, unsigned inputLevel,
                   unsigned interleaveStages, std::string &noPingPong);

/// The CU model's cycles per iteration of `assembly` at its default
/// (calibrated) parameters, summed over its kernels with a main loop, and the
/// workgroups a CU runs at once (the fewest over those kernels). Fails with
/// the reason in `why` when none can be timed or a kernel spills to scratch
/// (the model has no scratch traffic; the flow promises none).
FailureOr<double> modeledCycles(StringRef assembly, unsigned &workgroups,
                                std::string &why);

/// Whether a compiled `candidate` (timed when its `failure` is empty)
/// replaces the `chosen` one (null: none yet): a timed candidate beats an
/// untimed one and a slower one per workgroup (cycles per iteration / the
/// workgroups a CU holds); at equal cycles the one with fewer interleave
/// stages wins, and otherwise the earlier stays.
bool replacesChoice(const CompileResult::Candidate &candidate,
                    const CompileResult::Candidate *chosen);

/// "default/4 2796; pingpong/2 2190 cycles/iteration" (a failed candidate:
/// "n/a (why)"; candidates holding different workgroups per CU: "2796
/// cycles/iteration of 2 workgroup(s) per CU" each).
std::string describeCandidates(ArrayRef<CompileResult::Candidate> candidates);

/// The gfx950 assembly of a lowered (Level 4) module, as CompileDriver
/// generates it: LLVM IR, LLVM's -O`optLevel` pipeline, codegen for `arch`.
/// Reports to `errors` (or as a diagnostic) and fails otherwise.
FailureOr<std::string> generateGfx950Assembly(ModuleOp module, StringRef arch,
                                              unsigned optLevel,
                                              llvm::raw_ostream &errors);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PIPELINES_SCHEDULECHOICE_H
