//===- Sm90Pipeline.cpp - the cdna4pipe-to-sm90a pass pipeline ------------===//

#include "cdna4pipe/Pipelines/Sm90Pipeline.h"
#include "cdna4pipe/Pipelines/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

std::string
mlir::cdna4pipe::buildSm90ScheduleText(const Sm90PipelineOptions &o) {
  SmallVector<std::string> passes;
  if (o.numStages > 1) {
    std::string text =
        "cdna4pipe-software-pipeline{num-stages=" + std::to_string(o.numStages);
    if (!o.keepMmaInFlight)
      text += " keep-mma-in-flight=false";
    if (o.emptyBarriers)
      text += " empty-barriers=true";
    passes.push_back(text + "}");
  }
  // As on gfx950: the schedule that reaches the lowering is proved first.
  if (o.verify)
    passes.push_back("cdna4pipe-verify-schedule");
  return llvm::join(passes, ",");
}

std::string
mlir::cdna4pipe::buildSm90LoweringText(const Sm90PipelineOptions &o) {
  // Upstream's gpu-lower-to-nvvm-pipeline, kernel half, with the dynamic
  // shared-memory block made an aligned `.extern` before PTX is written.
  SmallVector<std::string> passes = {
      "convert-nvgpu-to-nvvm",
      "convert-vector-to-scf",
      "convert-scf-to-cf",
      "convert-nvvm-to-llvm",
      "expand-strided-metadata",
      "nvvm-attach-target{O=" + std::to_string(o.optLevel) + " chip=" +
          o.chip.getValue() + " features=" + o.features.getValue() + "}",
      "lower-affine",
      "convert-arith-to-llvm",
      "convert-index-to-llvm",
      "canonicalize",
      "cse",
      "gpu.module(cdna4pipe-check-to-llvm-interfaces,"
      "convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=true},"
      "canonicalize,cse,reconcile-unrealized-casts,"
      "cdna4pipe-align-dynamic-shared)",
      "cdna4pipe-check-lowered{target=nvvm}"};
  if (!o.format.getValue().empty())
    passes.push_back("gpu-module-to-binary{format=" + o.format.getValue() +
                     "}");
  return "builtin.module(" + llvm::join(passes, ",") + ")";
}

std::string
mlir::cdna4pipe::buildSm90PipelineText(const Sm90PipelineOptions &o) {
  std::string lowering = buildSm90LoweringText(o);
  std::string schedule = buildSm90ScheduleText(o);
  if (schedule.empty())
    return lowering;
  StringRef inner = lowering;
  inner.consume_front("builtin.module(");
  return "builtin.module(" + schedule + "," + inner.str();
}

LogicalResult
mlir::cdna4pipe::buildSm90Pipeline(OpPassManager &pm,
                                   const Sm90PipelineOptions &options,
                                   llvm::raw_ostream &errors) {
  return addPipelineText(pm, buildSm90PipelineText(options), errors);
}
