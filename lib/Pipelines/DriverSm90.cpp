//===- DriverSm90.cpp - cdna4-compile --arch sm_90a -----------------------===//
//
// The Hopper flow of the compile driver: the sm90a kernel of
// `cdna4-gemm-gen --target sm90a` through `cdna4pipe-to-sm90a`
// (software pipelining, then LLVM + NVVM and gpu-module-to-binary with
// Debian's LLVM), written as PTX (.ptx) or as the LLVM + NVVM module
// (.mlir). See docs/Hopper.md.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Pipelines/Driver.h"
#include "cdna4pipe/Pipelines/Sm90Pipeline.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

LogicalResult cdna4pipe::verifySm90CompileOptions(const CompileOptions &o,
                                                  llvm::raw_ostream &errors) {
  OptionSpelling spelling = o.spelling;
  OptionNamer name{spelling};
  if (spelling == OptionSpelling::CommandLine) {
    StringRef ext = llvm::sys::path::extension(o.outputPath);
    if (ext != ".ptx" && ext != ".mlir") {
      errors << "error: --arch sm_90a writes -o OUT.ptx (PTX) or OUT.mlir "
                "(LLVM + NVVM)";
      if (!o.outputPath.empty())
        errors << ", not '" << o.outputPath << "'";
      errors << "\n";
      return failure();
    }
  }
  if (o.report || o.emitLlvmIR || o.emitObject) {
    errors << "error: " << name("report") << ", LLVM IR and object output "
           << "are gfx950-only; "
           << (spelling == OptionSpelling::CommandLine
                   ? std::string("--arch sm_90a writes PTX")
                   : name("arch", "sm_90a") + " gives PTX (the assembly)")
           << "\n";
    return failure();
  }
  return success();
}

/// The slots of a kernel that writes its own pipeline (cdna4-gemm-gen
/// --schedule ws-persistent: `stages` in its gpu.module's `cdna4pipe.gemm`),
/// or 0.
static int64_t generatedStages(ModuleOp module) {
  int64_t stages = 0;
  module.walk([&](gpu::GPUModuleOp gpuModule) {
    auto gemm = gpuModule->getAttrOfType<DictionaryAttr>("cdna4pipe.gemm");
    if (auto s = gemm ? gemm.getAs<IntegerAttr>("stages") : IntegerAttr())
      stages = s.getInt();
  });
  return stages;
}

LogicalResult CompileDriver::compileSm90(ModuleOp module) {
  StringRef path = options.outputPath;
  // The pipeliner leaves warp-specialised kernels alone; a different
  // --num-stages would be silently ignored, so it is an error.
  if (int64_t stages = generatedStages(module);
      stages && options.numStagesGiven && options.numStages != stages) {
    OptionNamer name{options.spelling};
    errors << "error: " << name("num-stages", Twine(options.numStages))
           << ": the kernel carries its own " << stages << "-slot pipeline ("
           << (options.spelling == OptionSpelling::CommandLine
                   ? "cdna4-gemm-gen --schedule ws-persistent --stages"
                   : "the generator's ws-persistent schedule")
           << "); leave " << name("num-stages") << " out or give " << stages
           << "\n";
    return failure();
  }
  bool mlirOut = llvm::sys::path::extension(path) == ".mlir";
  Sm90PipelineOptions pipeline;
  pipeline.numStages = options.numStages;
  pipeline.optLevel = options.optLevel;
  pipeline.verify = options.verifySchedule;
  pipeline.format = mlirOut ? "" : "isa";
  PassManager pm(&context);
  if (failed(buildSm90Pipeline(pm, pipeline, errors)) || failed(pm.run(module)))
    return failure();
  timer.lap("mlir pipeline");
  if (mlirOut || options.emitMlir) {
    result.mlir.clear();
    llvm::raw_string_ostream os(result.mlir);
    module->print(os);
  }
  if (!mlirOut) {
    // One gpu.binary per gpu.module, one object each (the sm_90a target).
    result.assembly.clear();
    module.walk([&](gpu::BinaryOp binary) {
      for (Attribute attr : binary.getObjects())
        result.assembly += cast<gpu::ObjectAttr>(attr).getObject().str();
    });
    if (result.assembly.empty()) {
      errors << "error: " << OptionNamer{options.spelling}("arch", "sm_90a")
             << ": the input has no gpu.module to compile\n";
      return failure();
    }
  }
  return path.empty() ? success() : writeOutput(path);
}
