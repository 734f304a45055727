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

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

/// The interleaved Level 3 (docs/KernelContract.md): with it as the input
/// level and the verifier off, Gfx950PipelineOptions skips every schedule
/// pass and only the lowering remains. (Level 4 would skip the lowering too.)
static constexpr unsigned kLoweringOnlyLevel = 3;

/// Passes that change or check the schedule; none may be in the lowering.
static constexpr const char *kSchedulePasses[] = {
    "cdna4pipe-software-pipeline", "cdna4pipe-form-stages",
    "cdna4pipe-interleave", "cdna4pipe-verify-schedule"};

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
  bool upstream = false, dialect = false;
  module.walk([&](Operation *op) {
    if (!op->getParentOfType<gpu::GPUModuleOp>())
      return;
    StringRef ns = op->getName().getDialectNamespace();
    if (ns == "cdna4pipe")
      dialect = true;
    else if (ns != "llvm" && ns != "rocdl")
      upstream = true;
  });
  if (dialect)
    return InputLevel::CDNA4Pipe;
  return upstream ? InputLevel::Upstream : InputLevel::LLVMROCDL;
}

FailureOr<std::string> sim::loweringPipeline(std::string &error) {
  Gfx950PipelineOptions options;
  options.inputLevel = kLoweringOnlyLevel;
  options.verify = false;
  std::string warnings;
  llvm::raw_string_ostream ws(warnings);
  std::string text = buildGfx950PipelineText(options, ws);
  for (const char *pass : kSchedulePasses) {
    if (StringRef(text).contains(pass)) {
      error = "the shared pipeline '" + text +
              "' still runs the schedule pass '" + pass +
              "' at input-level=" + std::to_string(kLoweringOnlyLevel);
      return failure();
    }
  }
  return text;
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

  std::string error;
  FailureOr<std::string> pipeline = loweringPipeline(error);
  if (failed(pipeline))
    return module.emitError("cdna4-sim: ") << error;
  if (pipelineOut)
    *pipelineOut = *pipeline;
  if (level == InputLevel::CDNA4Pipe &&
      !PassInfo::lookup("convert-cdna4pipe-to-rocdl"))
    return module.emitError("cdna4-sim: the kernel contains cdna4pipe ops but "
                            "the pass 'convert-cdna4pipe-to-rocdl' is not "
                            "registered in this build");

  PassManager pm(module.getContext(), ModuleOp::getOperationName());
  // parsePassPipeline(text, pm) takes the elements inside the anchor.
  StringRef inner = *pipeline;
  if (!inner.consume_front("builtin.module(") || !inner.consume_back(")"))
    return module.emitError("cdna4-sim: lowering pipeline '")
           << *pipeline << "' is not anchored on builtin.module";
  std::string err;
  llvm::raw_string_ostream os(err);
  if (failed(parsePassPipeline(inner, pm, os)))
    return module.emitError("cdna4-sim: bad lowering pipeline '")
           << *pipeline << "': " << err;
  if (failed(pm.run(module)))
    return module.emitError("cdna4-sim: lowering ")
           << inputLevelName(level) << " to LLVM + ROCDL failed ('" << *pipeline
           << "')";
  return success();
}
