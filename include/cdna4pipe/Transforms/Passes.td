//===- Passes.td - cdna4pipe transformation passes ---------*- tablegen -*-===//

#ifndef CDNA4PIPE_TRANSFORMS_PASSES_TD
#define CDNA4PIPE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

// Passes are listed in pipeline order. Each lives in its own file under
// lib/Transforms/.

def SoftwarePipeline : Pass<"cdna4pipe-software-pipeline"> {
  let summary = "Software-pipeline GEMM main loops: plan stages, expand, "
                "multi-buffer LDS, per-instruction waits";
  let description = [{
    Pipelines every `scf.for` whose body copies global memory into workgroup
    memory (`amdgpu.gather_to_lds`, `cdna4pipe.g2s`), producing the Level 1
    loop of `docs/KernelContract.md`.

    Planning (TileLang's PipelinePlanning): the copies and the ops feeding
    them (their backward slice inside the body) go to stage 0; the reads of
    the copied workgroup buffers and everything depending on them go to stage
    `num-stages - 1`; the waits and barriers of the un-pipelined body are
    dropped and re-synthesised. Integer attributes `cdna4pipe.stage` and
    `cdna4pipe.order` on body ops override the plan (TileLang's
    `T.Pipelined(stage=..., order=...)`); an inconsistent manual plan is an
    error at the offending op.

    Expansion (TileLang's InjectSoftwarePipeline): every copied workgroup
    buffer becomes slot-major `memref<N x ...>` (slot = K-tile mod N), the
    loop is split into prologue / steady state / epilogue with each stage on
    its skewed iteration, and each stage reading the buffers is preceded by
    `amdgpu.memory_counter_wait load(n)` + `rocdl.s.barrier`, `n` counted in
    copy instructions: `(N-2)*G` in the steady state (G copies per K-tile,
    counted in the body), decreasing to 0 in the epilogue.

    A loop that cannot be pipelined is left untouched with a remark; a loop
    whose trip count is dynamic or below `num-stages`, or whose LDS footprint
    after multi-buffering exceeds 160 KiB, is an error at the loop.
  }];
  let options = [
    Option<"numStages", "num-stages", "unsigned", /*default=*/"2",
           "Pipeline depth N (1 leaves loops as they are; 2, 3, 4 supported)">,
  ];
  let dependentDialects = [
    "::mlir::amdgpu::AMDGPUDialect", "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect", "::mlir::ROCDL::ROCDLDialect",
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect"
  ];
}

#endif // CDNA4PIPE_TRANSFORMS_PASSES_TD
