//===- Pipelines.cpp - the cdna4pipe-to-gfx950 pass pipeline --------------===//

#include "cdna4pipe/Pipelines/Pipelines.h"
#include "cdna4pipe/Pipelines/Sm90Pipeline.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {
/// Where a pass runs, relative to the gpu.module it works on.
enum class Anchor { Module, GpuModule, Nested };
} // namespace

/// Finds the op a registered pass is restricted to by adding it to an
/// op-agnostic pass manager with implicit nesting and reading the nesting
/// back from the printed pipeline. Op-agnostic passes run on the gpu.module.
static Anchor passAnchor(const PassInfo &info, StringRef options,
                         std::string &nestedOp) {
  OpPassManager probe(OpPassManager::Nesting::Implicit);
  if (failed(info.addToPipeline(probe, options,
                                [](const Twine &) { return failure(); })))
    return Anchor::GpuModule;
  std::string text;
  llvm::raw_string_ostream os(text);
  probe.printAsTextualPipeline(os);
  // "any(cdna4pipe-x)" or "any(gpu.func(cdna4pipe-x))".
  StringRef inner = StringRef(text);
  inner.consume_front("any(");
  StringRef head = inner.take_until(
      [](char c) { return c == '(' || c == '{' || c == ',' || c == ')'; });
  if (head == info.getPassArgument())
    return Anchor::GpuModule;
  if (head == "builtin.module")
    return Anchor::Module;
  if (head == "gpu.module")
    return Anchor::GpuModule;
  nestedOp = head.str();
  return Anchor::Nested;
}

/// The passes of the lowering half, all nested on gpu.module.
static SmallVector<std::string> loweringPasses(const Gfx950PipelineOptions &o) {
  return {"convert-cdna4pipe-to-rocdl{chipset=" + o.chipset.getValue() +
              " copy-kind=" + o.copyKind.getValue() +
              " alias-scopes=" + (o.aliasScopes ? "true" : "false") +
              " barrier=" + o.barrier.getValue() + "}",
          "convert-scf-to-cf",
          "convert-gpu-to-rocdl{chipset=" + o.chipset.getValue() +
              " use-bare-ptr-memref-call-conv=true}"};
}

std::string
mlir::cdna4pipe::buildGfx950LoweringText(const Gfx950PipelineOptions &o) {
  return "builtin.module(gpu.module(" + llvm::join(loweringPasses(o), ",") +
         "),reconcile-unrealized-casts)";
}

FailureOr<std::string>
mlir::cdna4pipe::buildGfx950PipelineText(const Gfx950PipelineOptions &o,
                                         llvm::raw_ostream &errors) {
  struct Step {
    unsigned level; // first input level that still needs this pass
    std::string name, options;
  };
  // Level 4 is already LLVM + ROCDL: nothing left to run.
  if (o.inputLevel >= 4)
    return std::string("builtin.module()");
  // Level 0 also covers the front-end form: normalised first (index loops,
  // plain loads/stores, LDS as attributions), then register-staged copies
  // and gpu.barrier become LDS DMA and counted waits; a kernel already in
  // that form passes all three unchanged.
  SmallVector<Step> flow = {
      {0, "cdna4pipe-normalize", ""},
      {0, "cdna4pipe-lds-dma", ""},
      {0, "cdna4pipe-bare-barriers", ""},
      {0, "cdna4pipe-software-pipeline",
       "num-stages=" + std::to_string(o.numStages)},
      {1, "cdna4pipe-form-stages", ""},
      {2, "cdna4pipe-interleave",
       "stages=" + std::to_string(o.interleaveStages) +
           " wait-granularity=" + o.waitGranularity +
           " prefetch=" + o.prefetch + " decomposition=" + o.decomposition},
  };
  if (o.schedule == "pingpong")
    // The verify step below proves the result (once, not twice).
    flow.push_back({3, "cdna4pipe-pingpong", "verify=false"});
  else if (o.schedule != "default") {
    errors << "error: cdna4pipe-to-gfx950: unknown schedule '"
           << o.schedule.getValue() << "' (default or pingpong)\n";
    return failure();
  }
  if (o.verify)
    flow.push_back({3, "cdna4pipe-verify-schedule", ""});

  SmallVector<std::string> moduleLevel, gpuModuleLevel;
  for (const Step &step : flow) {
    if (step.level < o.inputLevel)
      continue;
    const PassInfo *info = PassInfo::lookup(step.name);
    if (!info) {
      errors << "error: cdna4pipe-to-gfx950: pass '" << step.name
             << "' is not registered (call "
                "registerCDNA4PipeTransformsPasses())\n";
      return failure();
    }
    std::string text = step.name;
    if (!step.options.empty())
      text += "{" + step.options + "}";
    std::string nested;
    switch (passAnchor(*info, step.options, nested)) {
    case Anchor::Module:
      // Keep order: flush what we have as its own gpu.module nest first.
      if (!gpuModuleLevel.empty()) {
        moduleLevel.push_back("gpu.module(" + llvm::join(gpuModuleLevel, ",") +
                              ")");
        gpuModuleLevel.clear();
      }
      moduleLevel.push_back(text);
      break;
    case Anchor::GpuModule:
      gpuModuleLevel.push_back(text);
      break;
    case Anchor::Nested:
      gpuModuleLevel.push_back(nested + "(" + text + ")");
      break;
    }
  }
  llvm::append_range(gpuModuleLevel, loweringPasses(o));
  moduleLevel.push_back("gpu.module(" + llvm::join(gpuModuleLevel, ",") + ")");
  moduleLevel.push_back("reconcile-unrealized-casts");
  return "builtin.module(" + llvm::join(moduleLevel, ",") + ")";
}

LogicalResult
mlir::cdna4pipe::buildGfx950Pipeline(OpPassManager &pm,
                                     const Gfx950PipelineOptions &options) {
  FailureOr<std::string> text = buildGfx950PipelineText(options, llvm::errs());
  if (failed(text))
    return failure();
  // `pm` is anchored on builtin.module: parse the inside of the outer nest.
  StringRef inner = StringRef(*text);
  inner.consume_front("builtin.module(");
  inner.consume_back(")");
  return parsePassPipeline(inner, pm, llvm::errs());
}

unsigned mlir::cdna4pipe::detectInputLevel(Operation *module,
                                           std::string &why) {
  bool gpuFunc = false, llvmFunc = false, stage = false, dialectOp = false,
       prologueCopy = false;
  std::string first;
  module->walk([&](Operation *op) {
    if (isa<gpu::GPUFuncOp>(op))
      gpuFunc = true;
    else if (isa<LLVM::LLVMFuncOp>(op) &&
             op->getParentOfType<gpu::GPUModuleOp>())
      llvmFunc = true;
    else if (op->getName().getStringRef() == "cdna4pipe.stage")
      stage = true;
    else if (op->getName().getDialectNamespace() == "cdna4pipe") {
      if (!dialectOp)
        first = op->getName().getStringRef().str();
      dialectOp = true;
    } else if (isa<amdgpu::GatherToLDSOp>(op) &&
               !op->getParentOfType<scf::ForOp>())
      prologueCopy = true;
  });
  if (llvmFunc && !gpuFunc) {
    why = "gpu.module holds llvm.func only (LLVM + ROCDL)";
    return 4;
  }
  if (stage) {
    why = "cdna4pipe.stage regions (interleaved)";
    return 3;
  }
  if (dialectOp) {
    why = first + " without cdna4pipe.stage (raised)";
    return 2;
  }
  if (prologueCopy) {
    why = "amdgpu.gather_to_lds outside every scf.for (pipeline prologue)";
    return 1;
  }
  why = "upstream dialects, every copy inside its loop (plain kernel)";
  return 0;
}

void mlir::cdna4pipe::registerCDNA4PipePipelines() {
  registerSm90Pipeline();
  PassPipelineRegistration<Gfx950PipelineOptions>(
      "cdna4pipe-to-gfx950",
      "Plain tile-GEMM kernel -> LDS DMA + bare barriers -> software "
      "pipeline -> form stages -> interleave -> verify -> LLVM + ROCDL for "
      "gfx950",
      [](OpPassManager &pm, const Gfx950PipelineOptions &options) {
        if (failed(buildGfx950Pipeline(pm, options)))
          llvm::errs() << "error: cdna4pipe-to-gfx950: could not build the "
                          "pipeline\n";
      });
}
