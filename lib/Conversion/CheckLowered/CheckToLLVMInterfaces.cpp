//===- CheckToLLVMInterfaces.cpp - cdna4pipe-check-to-llvm-interfaces -----===//
//
// Fails before convert-gpu-to-rocdl / -nvvm when a dialect it must lower has
// no to-LLVM interface in the context. See the pass description in
// include/cdna4pipe/Conversion/Passes.td.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Conversion/Passes.h"

#include "mlir/Conversion/ConvertToLLVM/ToLLVMInterface.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_CHECKTOLLVMINTERFACES
#include "cdna4pipe/Conversion/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;

namespace {
struct CheckToLLVMInterfacesPass
    : public cdna4pipe::impl::CheckToLLVMInterfacesBase<
          CheckToLLVMInterfacesPass> {
  using Base::Base;

  void runOnOperation() override {
    llvm::SmallPtrSet<Dialect *, 8> seen;
    bool missing = false;
    getOperation()->walk([&](Operation *op) {
      Dialect *dialect = op->getDialect();
      if (!dialect || !seen.insert(dialect).second)
        return;
      StringRef name = dialect->getNamespace();
      if (llvm::is_contained(
              {"gpu", "amdgpu", "nvgpu", "nvvm", "rocdl", "llvm", "builtin"},
              name) ||
          dialect->getRegisteredInterface<ConvertToLLVMPatternInterface>())
        return;
      op->emitError("the '")
          << name
          << "' dialect has no to-LLVM interface in this context, so "
             "its ops cannot be lowered to LLVM; build the context on the "
             "registry registerCDNA4PipePipelines(registry) fills";
      missing = true;
    });
    if (missing)
      signalPassFailure();
  }
};
} // namespace
