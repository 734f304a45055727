//===- Pipelines.cpp - the cdna4pipe-to-gfx950 pass pipeline --------------===//
//
// The gfx950 pipeline and the one registration of both pipelines
// (registerCDNA4PipePipelines: passes, pipelines, and what a context needs
// to run them).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Pipelines/Pipelines.h"
#include "cdna4pipe/Conversion/Passes.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/Pipelines/Passes.h"
#include "cdna4pipe/Pipelines/Sm90Pipeline.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVM/ROCDL/Target.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"

#include <mutex>
#include <type_traits>

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
  return {"cdna4pipe-kernel-size-args",
          "convert-cdna4pipe-to-rocdl{chipset=" + o.chipset.getValue() +
              " copy-kind=" + o.copyKind.getValue() +
              " alias-scopes=" + (o.aliasScopes ? "true" : "false") +
              " barrier=" + o.barrier.getValue() + "}",
          "convert-scf-to-cf", "cdna4pipe-check-to-llvm-interfaces",
          "convert-gpu-to-rocdl{chipset=" + o.chipset.getValue() +
              " use-bare-ptr-memref-call-conv=true}"};
}

/// What follows the gpu.module nest at module level: the casts the
/// conversions left are reconciled, then the output is checked to be LLVM +
/// ROCDL (a context without some dialect's to-LLVM interface leaves casts
/// and unconverted ops, and the run must fail then, not later).
static const char *const kLoweringTail =
    "reconcile-unrealized-casts,cdna4pipe-check-lowered{target=rocdl}";

std::string
mlir::cdna4pipe::buildGfx950LoweringText(const Gfx950PipelineOptions &o) {
  return "builtin.module(gpu.module(" + llvm::join(loweringPasses(o), ",") +
         ")," + kLoweringTail + ")";
}

/// schedule=auto: cdna4pipe-choose-schedule with the pipeline's options.
static std::string chooseScheduleText(const Gfx950PipelineOptions &o) {
  std::string text = "cdna4pipe-choose-schedule{";
  llvm::raw_string_ostream os(text);
  llvm::ListSeparator sep(" ");
  forEachChooseScheduleOption(o, o, [&](const auto &option, const auto &) {
    os << sep << option.ArgStr << '=';
    if constexpr (std::is_same_v<std::decay_t<decltype(option.getValue())>,
                                 bool>)
      os << (option.getValue() ? "true" : "false");
    else
      os << option.getValue();
  });
  os << '}';
  return text;
}

/// The schedule passes the input level still needs under `schedule`
/// (default or pingpong), then the lowering.
static FailureOr<std::string> buildFlowText(const Gfx950PipelineOptions &o,
                                            StringRef schedule,
                                            llvm::raw_ostream &errors) {
  struct Step {
    unsigned level; // first input level that still needs this pass
    std::string name, options;
  };
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
  if (schedule == "pingpong")
    // The verify step below proves the result (once, not twice).
    flow.push_back({3, "cdna4pipe-pingpong", "verify=false"});
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
  moduleLevel.push_back(kLoweringTail);
  return "builtin.module(" + llvm::join(moduleLevel, ",") + ")";
}

FailureOr<std::string>
mlir::cdna4pipe::buildGfx950PipelineText(const Gfx950PipelineOptions &o,
                                         llvm::raw_ostream &errors) {
  // Level 4 is already LLVM + ROCDL: nothing left to run.
  if (o.inputLevel >= 4)
    return std::string("builtin.module()");
  if (o.schedule != "auto" && o.schedule != "default" &&
      o.schedule != "pingpong") {
    errors << "error: cdna4pipe-to-gfx950: unknown schedule '"
           << o.schedule.getValue() << "' (auto, default or pingpong)\n";
    return failure();
  }
  FailureOr<std::string> flow = buildFlowText(
      o, o.schedule == "auto" ? "default" : o.schedule.getValue(), errors);
  if (failed(flow) || o.schedule != "auto")
    return flow;
  // schedule=auto: that flow per candidate schedule, inside
  // cdna4pipe-choose-schedule (which must be registered too). The flow is
  // parsed here once so that a bad pass option fails the build of the
  // pipeline, as it does without the choice, not its run.
  if (!PassInfo::lookup("cdna4pipe-choose-schedule")) {
    errors << "error: cdna4pipe-to-gfx950: pass 'cdna4pipe-choose-schedule' "
              "is not registered (call registerCDNA4PipePipelinesPasses())\n";
    return failure();
  }
  OpPassManager probe("builtin.module");
  if (failed(addPipelineText(probe, *flow, errors)))
    return failure();
  return "builtin.module(" + chooseScheduleText(o) + "," + kLoweringTail + ")";
}

LogicalResult
mlir::cdna4pipe::buildGfx950Pipeline(OpPassManager &pm,
                                     const Gfx950PipelineOptions &options,
                                     llvm::raw_ostream &errors) {
  FailureOr<std::string> text = buildGfx950PipelineText(options, errors);
  if (failed(text))
    return failure();
  return addPipelineText(pm, *text, errors);
}

LogicalResult mlir::cdna4pipe::addPipelineText(OpPassManager &pm,
                                               StringRef text,
                                               llvm::raw_ostream &errors) {
  // `pm` is anchored on builtin.module: parse the inside of the outer nest.
  StringRef inner = text;
  inner.consume_front("builtin.module(");
  inner.consume_back(")");
  return parsePassPipeline(inner, pm, errors);
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

namespace {
/// Stands in for a pipeline that could not be built: fails the run with the
/// reason, so a caller that ignored the parser's failure still gets a
/// failed run instead of its input back unchanged.
struct PipelineBuildFailurePass
    : public PassWrapper<PipelineBuildFailurePass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(PipelineBuildFailurePass)
  explicit PipelineBuildFailurePass(std::string message)
      : message(std::move(message)) {}
  StringRef getArgument() const override {
    return "cdna4pipe-pipeline-build-failure";
  }
  void runOnOperation() override {
    getOperation()->emitError(message);
    signalPassFailure();
  }
  std::string message;
};

/// Registers pipeline `name`: `build` adds it to a pass manager, reporting
/// to a stream. Options that do not parse, and a pipeline that cannot be
/// built, are errors of the pipeline parser (parsePassPipeline fails with
/// the reason) and of the run (the pass above).
template <typename Options>
void registerPipeline(StringRef name, StringRef description,
                      LogicalResult (*build)(OpPassManager &, const Options &,
                                             llvm::raw_ostream &)) {
  registerPassPipeline(
      name, description,
      [name, build](OpPassManager &pm, StringRef optionsText,
                    function_ref<LogicalResult(const Twine &)> errorHandler) {
        Options options;
        std::string reason;
        llvm::raw_string_ostream os(reason);
        // (An option value of the wrong type is reported by llvm::cl, to
        // stderr, before this.)
        if (failed(options.parseFromString(optionsText, os)))
          return errorHandler(name + ": bad options '" + optionsText + "'" +
                              (reason.empty()
                                   ? std::string()
                                   : ": " + StringRef(reason).trim().str()));
        if (succeeded(build(pm, options, os)))
          return success();
        StringRef why = StringRef(reason).trim();
        why.consume_front("error: ");
        why.consume_front((name + ": ").str());
        std::string message =
            (name + ": could not build the pipeline: " + why).str();
        pm.addPass(std::make_unique<PipelineBuildFailurePass>(message));
        return errorHandler(message);
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> optHandler) {
        optHandler(Options());
      });
}
} // namespace

void mlir::cdna4pipe::registerCDNA4PipePipelines(DialectRegistry &registry) {
  static std::once_flag once;
  std::call_once(once, [] {
    registerAllPasses();
    registerCDNA4PipeTransformsPasses();
    registerCDNA4PipeConversionPasses();
    registerCDNA4PipePipelinesPasses();
    registerPipeline<Gfx950PipelineOptions>(
        "cdna4pipe-to-gfx950",
        "Plain tile-GEMM kernel -> LDS DMA + bare barriers -> software "
        "pipeline -> form stages -> interleave (schedule=auto: every "
        "candidate schedule, the fastest on the CU model kept) -> verify -> "
        "LLVM + ROCDL for gfx950",
        buildGfx950Pipeline);
    registerPipeline<Sm90PipelineOptions>(
        "cdna4pipe-to-sm90a",
        "sm90a tile-GEMM kernel -> software pipeline (TMA + mbarrier "
        "stages) -> LLVM + NVVM -> PTX (gpu-module-to-binary)",
        buildSm90Pipeline);
  });
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  ROCDL::registerROCDLTargetInterfaceExternalModels(registry);
  NVVM::registerNVVMTargetInterfaceExternalModels(registry);
  registry.insert<CDNA4PipeDialect>();
}
