//===- Pipelines.h - the cdna4pipe-to-gfx950 pass pipeline ------*- C++ -*-===//
//
// One pipeline from a plain tile-GEMM kernel (docs/KernelContract.md, Level
// 0) to LLVM + ROCDL (Level 4), shared by cdna4-opt, cdna4-compile and
// cdna4-sim. Passes of the flow are looked up by name in the pass registry
// (so the printed pipeline is exactly what runs); a pass that is not
// registered is an error, never silently left out.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PIPELINES_PIPELINES_H
#define CDNA4PIPE_PIPELINES_PIPELINES_H

#include "cdna4pipe/Pipelines/PipelineDefaults.h"

#include "mlir/Pass/PassOptions.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace mlir {
class DialectRegistry;
class OpPassManager;
class Operation;

namespace cdna4pipe {

struct Gfx950PipelineOptions
    : public PassPipelineOptions<Gfx950PipelineOptions> {
  PassOptions::Option<unsigned> numStages{
      *this, "num-stages",
      llvm::cl::desc("Software-pipeline depth (LDS slots per operand)"),
      llvm::cl::init(Gfx950Defaults::numStages)};
  PassOptions::Option<unsigned> interleaveStages{
      *this, "interleave-stages",
      llvm::cl::desc("cdna4pipe.stage regions per K-tile"),
      llvm::cl::init(Gfx950Defaults::interleaveStages)};
  PassOptions::Option<std::string> waitGranularity{
      *this, "wait-granularity",
      llvm::cl::desc("cdna4pipe-interleave wait-granularity: iteration or "
                     "stage"),
      llvm::cl::init(Gfx950Defaults::waitGranularity)};
  PassOptions::Option<std::string> prefetch{
      *this, "prefetch",
      llvm::cl::desc("cdna4pipe-interleave prefetch: auto, 1 or 2"),
      llvm::cl::init(Gfx950Defaults::prefetch)};
  PassOptions::Option<std::string> decomposition{
      *this, "decomposition",
      llvm::cl::desc("cdna4pipe-interleave decomposition: auto, k-major, "
                     "n-major or quadrant"),
      llvm::cl::init(Gfx950Defaults::decomposition)};
  PassOptions::Option<std::string> schedule{
      *this, "schedule",
      llvm::cl::desc("Loop schedule: auto (every candidate lowered, the "
                     "fastest on the CU model kept: "
                     "cdna4pipe-choose-schedule), default (every wave runs "
                     "the same stage at the same time) or pingpong (two "
                     "wave groups one cluster apart, cdna4pipe-pingpong)"),
      llvm::cl::init(Gfx950Defaults::schedule)};
  PassOptions::Option<bool> verify{*this, "verify",
                                   llvm::cl::desc("Run the schedule verifier"),
                                   llvm::cl::init(Gfx950Defaults::verify)};
  PassOptions::Option<unsigned> inputLevel{
      *this, "input-level",
      llvm::cl::desc("Contract level of the input (0: plain kernel, 1: "
                     "pipelined, 2: raised, 3: interleaved, 4: LLVM + "
                     "ROCDL); earlier passes are skipped"),
      llvm::cl::init(Gfx950Defaults::inputLevel)};
  PassOptions::Option<std::string> chipset{
      *this, "chipset", llvm::cl::desc("Target chipset"),
      llvm::cl::init(Gfx950Defaults::chipset)};
  PassOptions::Option<std::string> copyKind{
      *this, "copy-kind", llvm::cl::desc("g2s lowering: buffer or global"),
      llvm::cl::init(Gfx950Defaults::copyKind)};
  PassOptions::Option<bool> aliasScopes{
      *this, "alias-scopes",
      llvm::cl::desc("Alias scopes on LDS DMAs and reads"),
      llvm::cl::init(Gfx950Defaults::aliasScopes)};
  PassOptions::Option<std::string> barrier{
      *this, "barrier", llvm::cl::desc("barrier lowering: bare or fenced"),
      llvm::cl::init(Gfx950Defaults::barrier)};
};

/// cdna4pipe-choose-schedule takes every option of cdna4pipe-to-gfx950 but
/// `schedule` (the one it chooses), under the same names and members
/// (Passes.td): `fn(a.x, b.x)` for each, in the order the pass's textual
/// options are written. The one list of them: the pipeline writes its own
/// into the pass's options, the pass its own into each candidate's pipeline.
template <typename A, typename B, typename Fn>
void forEachChooseScheduleOption(A &a, B &b, Fn &&fn) {
  fn(a.numStages, b.numStages);
  fn(a.interleaveStages, b.interleaveStages);
  fn(a.waitGranularity, b.waitGranularity);
  fn(a.prefetch, b.prefetch);
  fn(a.decomposition, b.decomposition);
  fn(a.verify, b.verify);
  fn(a.inputLevel, b.inputLevel);
  fn(a.chipset, b.chipset);
  fn(a.copyKind, b.copyKind);
  fn(a.aliasScopes, b.aliasScopes);
  fn(a.barrier, b.barrier);
}

/// The textual pipeline (anchored on builtin.module) these options build:
/// the schedule passes the input level still needs, then the lowering; with
/// schedule=auto, cdna4pipe-choose-schedule, which runs that pipeline once
/// per candidate schedule and keeps the fastest.
/// Fails, naming the pass in `errors`, when a pass of the flow is not
/// registered (the tool forgot to register it): never a silently shorter
/// flow.
FailureOr<std::string>
buildGfx950PipelineText(const Gfx950PipelineOptions &options,
                        llvm::raw_ostream &errors);

/// The lowering half alone (anchored on builtin.module): cdna4pipe ops and
/// upstream gpu/scf/amdgpu ops to LLVM + ROCDL, no schedule pass. This is
/// what cdna4-compile runs after its schedule passes and what cdna4-sim runs
/// on a kernel given at a higher level.
std::string buildGfx950LoweringText(const Gfx950PipelineOptions &options);

/// Adds the pipeline to `pm` (anchored on builtin.module). Returns failure
/// (after reporting to `errors`) if it cannot be built: a pass of the flow
/// is not registered or an option is bad.
LogicalResult buildGfx950Pipeline(OpPassManager &pm,
                                  const Gfx950PipelineOptions &options,
                                  llvm::raw_ostream &errors = llvm::errs());

/// Adds a builtin.module-anchored pipeline text to `pm` (anchored on
/// builtin.module), reporting a parse failure to `errors`.
LogicalResult addPipelineText(OpPassManager &pm, llvm::StringRef text,
                              llvm::raw_ostream &errors);

/// The contract level (docs/KernelContract.md) a module is at, read off its
/// ops: 4 when a gpu.module holds `llvm.func`s and no `gpu.func`, 3 when it
/// holds `cdna4pipe.stage` regions, 2 for other cdna4pipe ops, 1 when an
/// `amdgpu.gather_to_lds` sits outside every `scf.for` (a pipeline
/// prologue), 0 otherwise. `why` gets a short reason for diagnostics.
unsigned detectInputLevel(Operation *module, std::string &why);

/// The one registration an embedder needs (docs/Embedding.md). Registers,
/// once per process, the pipelines `cdna4pipe-to-gfx950` and
/// `cdna4pipe-to-sm90a` and every pass they name (the cdna4pipe passes and
/// the upstream ones), and adds to `registry` what running them needs: the
/// dialects, the dialect extensions (the to-LLVM interfaces the upstream
/// conversions find their patterns through), the LLVM IR translations and
/// the ROCDL / NVVM target attributes. A context built on `registry` runs
/// either pipeline to the end. Thread-safe; may be called again (with any
/// registry).
///
/// Each pipeline fails loudly: options that do not parse or a pipeline that
/// cannot be built make the pipeline parser fail with the reason (and the
/// run, should the caller go on), and its last pass (cdna4pipe-check-lowered)
/// fails the run when the output is not LLVM + ROCDL (LLVM + NVVM).
void registerCDNA4PipePipelines(DialectRegistry &registry);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PIPELINES_PIPELINES_H
