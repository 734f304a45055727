//===- Lowering.cpp - lower a kernel file to LLVM + ROCDL -----------------===//
//
// Reuses lib/Pipelines: the simulator's lowering is the cdna4pipe-to-gfx950
// pipeline with every schedule pass skipped (its input-level option set to the
// last schedule level and the verifier off), i.e. exactly the passes
// cdna4-compile runs after its schedule passes.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Lowering.h"
#include "cdna4pipe/Pipelines/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

const char *sim::inputLevelName(InputLevel level) {
  switch (level) {
  case InputLevel::Upstream:
    return "upstream dialects (Level 0/1)";
  case InputLevel::CDNA4Pipe:
    return "cdna4pipe dialect (Level 2/3)";
  case InputLevel::LLVMROCDL:
    return "LLVM + ROCDL (Level 4)";
  }
  return "?";
}

sim::InputLevel sim::detectInputLevel(ModuleOp module) {
  std::string why;
  switch (cdna4pipe::detectInputLevel(module, why)) {
  case 0:
  case 1:
    return InputLevel::Upstream;
  case 2:
  case 3:
    return InputLevel::CDNA4Pipe;
  default:
    return InputLevel::LLVMROCDL;
  }
}

std::string sim::loweringPipeline() {
  return buildGfx950LoweringText(Gfx950PipelineOptions());
}

LogicalResult sim::lowerToLLVMROCDL(ModuleOp module, InputLevel *levelOut,
                                    std::string *pipelineOut) {
  InputLevel level = detectInputLevel(module);
  if (levelOut)
    *levelOut = level;
  if (pipelineOut)
    pipelineOut->clear();
  if (level == InputLevel::LLVMROCDL)
    return success();

  std::string pipeline = loweringPipeline();
  if (pipelineOut)
    *pipelineOut = pipeline;

  PassManager pm(module.getContext(), ModuleOp::getOperationName());
  // parsePassPipeline(text, pm) takes the elements inside the anchor.
  StringRef inner = pipeline;
  inner.consume_front("builtin.module(");
  inner.consume_back(")");
  std::string err;
  llvm::raw_string_ostream os(err);
  if (failed(parsePassPipeline(inner, pm, os)))
    return module.emitError("cdna4-sim: bad lowering pipeline '")
           << pipeline << "': " << err;
  if (failed(pm.run(module)))
    return module.emitError("cdna4-sim: lowering ")
           << inputLevelName(level) << " to LLVM + ROCDL failed ('" << pipeline
           << "')";
  return success();
}
