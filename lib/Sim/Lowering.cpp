//===- Lowering.cpp - lower a kernel file to LLVM + ROCDL -----------------===//

#include "cdna4pipe/Sim/Lowering.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include <cstring>

using namespace mlir;

static constexpr const char *kCDNA4PipeLowering = "convert-cdna4pipe-to-rocdl";

std::string cdna4pipe::sim::loweringPipeline(bool hasCDNA4PipeOps) {
  std::string p = "builtin.module(";
  if (hasCDNA4PipeOps)
    p += std::string(kCDNA4PipeLowering) + ",";
  // scf -> cf first: convert-gpu-to-rocdl lowers cf but not scf.
  p += "gpu.module(convert-scf-to-cf,convert-gpu-to-rocdl{chipset=gfx950 "
       "use-bare-ptr-memref-call-conv=true}),reconcile-unrealized-casts)";
  return p;
}

LogicalResult cdna4pipe::sim::lowerToLLVMROCDL(ModuleOp module) {
  bool needed = false, hasCDNA4Pipe = false;
  module.walk([&](Operation *op) {
    if (!op->getParentOfType<gpu::GPUModuleOp>())
      return;
    Dialect *d = op->getDialect();
    StringRef ns = d ? d->getNamespace() : op->getName().getDialectNamespace();
    if (ns == "cdna4pipe")
      hasCDNA4Pipe = true;
    if (ns != "llvm" && ns != "rocdl")
      needed = true;
  });
  if (!needed)
    return success();
  if (hasCDNA4Pipe && !PassInfo::lookup(kCDNA4PipeLowering))
    return module.emitError("cdna4-sim: the kernel contains cdna4pipe ops but "
                            "the pass '")
           << kCDNA4PipeLowering << "' is not registered in this build";
  PassManager pm(module.getContext(), ModuleOp::getOperationName(),
                 OpPassManager::Nesting::Implicit);
  std::string pipeline = loweringPipeline(hasCDNA4Pipe);
  // parsePassPipeline(str, pm) takes the elements inside the anchor.
  StringRef inner = StringRef(pipeline).drop_front(strlen("builtin.module("))
                        .drop_back();
  std::string err;
  llvm::raw_string_ostream os(err);
  if (failed(parsePassPipeline(inner, pm, os)))
    return module.emitError("cdna4-sim: bad lowering pipeline '")
           << pipeline << "': " << err;
  if (failed(pm.run(module)))
    return module.emitError("cdna4-sim: lowering to LLVM + ROCDL failed ('")
           << pipeline << "')";
  return success();
}
