//===- Passes.td - cdna4pipe pipeline passes -----------------*- tablegen -*-===//

#ifndef CDNA4PIPE_PIPELINES_PASSES_TD
#define CDNA4PIPE_PIPELINES_PASSES_TD

include "mlir/Pass/PassBase.td"

// Passes that run whole pipelines (lib/Pipelines/; one per file).

def CDNA4PipeChooseSchedule : Pass<"cdna4pipe-choose-schedule",
                                   "::mlir::ModuleOp"> {
  let summary = "Lower a gfx950 kernel under every candidate schedule and "
                "keep the one the CU model rates fastest";
  let description = [{
    What `cdna4pipe-to-gfx950{schedule=auto}` (its default) runs, and the
    same choice as `cdna4-compile --schedule auto` (docs/Compile.md; the
    candidates, the code generation and the timing are the driver's,
    lib/Pipelines/DriverSchedule.cpp). The module is lowered on a copy under
    each candidate: the plain interleave (`default`) and ping-pong, each with
    `interleave-stages` and with 2 interleave stages (from input level 3 on
    the stages are the input's); ping-pong only where every `gpu.func`'s
    waves pair on the SIMDs. Each candidate runs `cdna4pipe-to-gfx950` with
    its schedule and the options below, then LLVM's -O`opt-level` pipeline
    and code generation for `chipset`; the assembly's main loop is timed on
    the calibrated CU model (lib/Perf, docs/PerfModel.md). The fastest
    candidate's module (LLVM + ROCDL, Level 4) replaces the input, and a
    remark on the module names it with every candidate's modeled cycles per
    iteration:

    ```
    remark: cdna4pipe-choose-schedule: pingpong/2 (the fastest on the CU
      model of default/4 2796; default/2 2997; pingpong/4 2375; pingpong/2
      2190 cycles/iteration)
    ```

    The first candidate is the plain schedule at `interleave-stages`: its
    diagnostics are the user's and its failure fails the pass; a later
    candidate that fails is named in the remark with its first error and
    left out. When no candidate can be timed (no main loop) the first one is
    kept. An input already at level 4 is left as it is.
  }];
  let options = [
    Option<"numStages", "num-stages", "unsigned",
           /*default=*/"::mlir::cdna4pipe::Gfx950Defaults::numStages",
           "Software-pipeline depth (LDS slots per operand)">,
    Option<"interleaveStages", "interleave-stages", "unsigned",
           /*default=*/"::mlir::cdna4pipe::Gfx950Defaults::interleaveStages",
           "cdna4pipe.stage regions per K-tile of the first candidates (the "
           "others take 2)">,
    Option<"waitGranularity", "wait-granularity", "std::string",
           /*default=*/"::mlir::cdna4pipe::Gfx950Defaults::waitGranularity",
           "cdna4pipe-interleave wait-granularity: iteration or stage">,
    Option<"prefetch", "prefetch", "std::string",
           /*default=*/"::mlir::cdna4pipe::Gfx950Defaults::prefetch",
           "cdna4pipe-interleave prefetch: auto, 1 or 2">,
    Option<"decomposition", "decomposition", "std::string",
           /*default=*/"::mlir::cdna4pipe::Gfx950Defaults::decomposition",
           "cdna4pipe-interleave decomposition: auto, k-major, n-major or "
           "quadrant">,
    Option<"verify", "verify", "bool",
           /*default=*/"::mlir::cdna4pipe::Gfx950Defaults::verify",
           "Run the schedule verifier on every candidate">,
    Option<"inputLevel", "input-level", "unsigned",
           /*default=*/"::mlir::cdna4pipe::Gfx950Defaults::inputLevel",
           "Contract level of the input (0 to 4); earlier passes are "
           "skipped">,
    Option<"chipset", "chipset", "std::string",
           /*default=*/"::mlir::cdna4pipe::Gfx950Defaults::chipset",
           "Target chipset">,
    Option<"copyKind", "copy-kind", "std::string",
           /*default=*/"::mlir::cdna4pipe::Gfx950Defaults::copyKind",
           "g2s lowering: buffer or global">,
    Option<"aliasScopes", "alias-scopes", "bool",
           /*default=*/"::mlir::cdna4pipe::Gfx950Defaults::aliasScopes",
           "Alias scopes on LDS DMAs and reads">,
    Option<"barrier", "barrier", "std::string",
           /*default=*/"::mlir::cdna4pipe::Gfx950Defaults::barrier",
           "barrier lowering: bare or fenced">,
    Option<"optLevel", "opt-level", "unsigned",
           /*default=*/"::mlir::cdna4pipe::Gfx950Defaults::optLevel",
           "LLVM -O level (0 to 3) of the candidates' code generation">
  ];
}

#endif // CDNA4PIPE_PIPELINES_PASSES_TD
