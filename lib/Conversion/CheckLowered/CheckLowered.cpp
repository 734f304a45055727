//===- CheckLowered.cpp - cdna4pipe-check-lowered -------------------------===//
//
// Fails the pipeline when its output is not LLVM + ROCDL (or LLVM + NVVM)
// inside the gpu.modules. See the pass description in
// include/cdna4pipe/Conversion/Passes.td.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/MapVector.h"

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_CHECKLOWERED
#include "cdna4pipe/Conversion/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;

namespace {
/// The ops of one kind left over: the first one and how many.
struct Leftover {
  Operation *first = nullptr;
  unsigned count = 0;
};

struct CheckLoweredPass
    : public cdna4pipe::impl::CheckLoweredBase<CheckLoweredPass> {
  using Base::Base;

  void runOnOperation() override {
    if (target != "rocdl" && target != "nvvm") {
      getOperation()->emitError("cdna4pipe-check-lowered: unknown target '")
          << target << "' (rocdl or nvvm)";
      return signalPassFailure();
    }
    // In program order, so the errors come in the order of the text.
    llvm::MapVector<OperationName, Leftover> leftovers;
    auto note = [&](Operation *op) {
      Leftover &l = leftovers[op->getName()];
      if (!l.first)
        l.first = op;
      ++l.count;
    };
    getOperation()->walk([&](Operation *op) {
      if (isa<UnrealizedConversionCastOp>(op)) {
        note(op);
        return;
      }
      if (isa<gpu::GPUModuleOp>(op) || !op->getParentOfType<gpu::GPUModuleOp>())
        return;
      StringRef dialect = op->getName().getDialectNamespace();
      if (dialect != "llvm" && dialect != target)
        note(op);
    });
    if (leftovers.empty())
      return;
    for (auto &[name, l] : leftovers)
      l.first->emitError("'")
          << name << "' is left after lowering (" << l.count
          << (l.count == 1 ? " op" : " ops") << "): the output is not LLVM + "
          << (target == "rocdl" ? "ROCDL" : "NVVM")
          << "; a dialect's to-LLVM interface is probably missing from the "
             "context (registerCDNA4PipePipelines(registry) adds them)";
    signalPassFailure();
  }
};
} // namespace
