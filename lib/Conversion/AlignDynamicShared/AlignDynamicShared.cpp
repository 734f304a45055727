//===- AlignDynamicShared.cpp - cdna4pipe-align-dynamic-shared ------------===//
//
// Sets the alignment of the dynamic shared-memory block that
// convert-gpu-to-nvvm declares (`__dynamic_shmem__<n>`, address space 3).
// See the pass description in include/cdna4pipe/Conversion/Passes.td.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/Support/MathExtras.h"

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_ALIGNDYNAMICSHARED
#include "cdna4pipe/Conversion/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;

namespace {
constexpr unsigned kSharedAddressSpace = 3;
constexpr llvm::StringLiteral kDynamicSharedPrefix = "__dynamic_shmem__";

struct AlignDynamicSharedPass
    : public cdna4pipe::impl::AlignDynamicSharedBase<AlignDynamicSharedPass> {
  using Base::Base;

  void runOnOperation() override {
    if (!llvm::isPowerOf2_32(alignment)) {
      getOperation()->emitError("cdna4pipe-align-dynamic-shared: alignment=")
          << static_cast<unsigned>(alignment) << " is not a power of two";
      return signalPassFailure();
    }
    getOperation()->walk([&](LLVM::GlobalOp global) {
      if (global.getAddrSpace() != kSharedAddressSpace ||
          !global.getSymName().starts_with(kDynamicSharedPrefix))
        return;
      if (global.getAlignment().value_or(0) < alignment)
        global.setAlignment(alignment);
      // An internal zero-sized global is demoted by the NVPTX back end to a
      // one-byte `.shared` variable laid out among the static ones; an
      // external one is `.extern .shared .b8 name[]`, the dynamic block.
      global.setLinkage(LLVM::Linkage::External);
      global.setDsoLocal(false);
    });
  }
};
} // namespace
