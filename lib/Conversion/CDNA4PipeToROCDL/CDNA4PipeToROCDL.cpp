//===- CDNA4PipeToROCDL.cpp - cdna4pipe -> LLVM/ROCDL for gfx950 ----------===//
//
// Lowers the cdna4pipe dialect to LLVM + ROCDL ops. Design notes (and the
// alias-scope scheme that keeps LLVM from inserting vmcnt(0) before LDS
// reads) are in docs/Lowering.md.
//
// Why our own patterns instead of upstream amdgpu.gather_to_lds ->
// rocdl lowering: upstream attaches no alias scopes (so LLVM's waitcnt
// insertion drains every copy before the first ds_read), and it cannot
// express per-lane source offsets on a raw buffer resource built once per
// wave.
//
// The patterns live beside this file (LoweringPatterns.h: CopyLowering.cpp,
// MfmaLowering.cpp, BarrierLowering.cpp, StageLowering.cpp; the alias
// scopes in AliasScopes.cpp); here are the s_waitcnt encoding, the pattern
// set and the pass.
//
//===----------------------------------------------------------------------===//

#include "LoweringPatterns.h"

#include "cdna4pipe/Conversion/CDNA4PipeToROCDL/CDNA4PipeToROCDL.h"
#include "cdna4pipe/Conversion/Passes.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/Conversion/AMDGPUToROCDL/AMDGPUToROCDL.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/AMDGPU/Utils/Chipset.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_CONVERTCDNA4PIPETOROCDL
#include "cdna4pipe/Conversion/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;
using namespace mlir::cdna4pipe;

//===----------------------------------------------------------------------===//
// s_waitcnt encoding
//===----------------------------------------------------------------------===//

uint32_t mlir::cdna4pipe::encodeGfx9Waitcnt(std::optional<uint32_t> vmcnt,
                                            std::optional<uint32_t> lgkmcnt) {
  uint32_t vm = vmcnt ? std::min<uint32_t>(*vmcnt, kMaxVmcnt) : kMaxVmcnt;
  uint32_t lgkm =
      lgkmcnt ? std::min<uint32_t>(*lgkmcnt, kMaxLgkmcnt) : kMaxLgkmcnt;
  constexpr uint32_t kExpcntMax = 7;
  return (vm & 0xF) | (kExpcntMax << 4) | (lgkm << 8) | ((vm >> 4) << 14);
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

void mlir::cdna4pipe::populateCDNA4PipeToROCDLConversionPatterns(
    LLVMTypeConverter &converter, RewritePatternSet &patterns,
    const CDNA4PipeLoweringOptions &options,
    const UniformCopyOffsets *uniformOffsets) {
  // Tokens disappear: a 1:0 type conversion.
  converter.addConversion(
      [](TokenType, SmallVectorImpl<Type> &) { return success(); });
  populateCopyLoweringPatterns(converter, patterns, options, uniformOffsets);
  populateMfmaLoweringPatterns(converter, patterns);
  populateBarrierLoweringPatterns(converter, patterns, options);
  populateStageLoweringPatterns(converter, patterns);
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

/// Reports, at the op, every copy the patterns cannot lower (the patterns
/// themselves can only decline to match, which would surface as a bare
/// "failed to legalize").
static LogicalResult
checkCopiesLowerable(gpu::GPUModuleOp module,
                     const CDNA4PipeLoweringOptions &opts) {
  bool ok = true;
  module.walk([&](G2SOp op) {
    auto srcType = cast<MemRefType>(op.getSrc().getType());
    if (isa_and_nonnull<amdgpu::AddressSpaceAttr>(srcType.getMemorySpace())) {
      auto cast = findFatRawBufferCast(op.getSrc());
      if (!cast) {
        op.emitOpError("source is a fat_raw_buffer memref that is not "
                       "produced by an amdgpu.fat_raw_buffer_cast in this "
                       "function: there is no base pointer to address");
        ok = false;
        return;
      }
      if (cast.getValidBytes())
        return;
      srcType = cast.getSource().getType();
    }
    if (opts.copyKind != CopyKind::Buffer || !srcType.hasStaticShape())
      return;
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(srcType.getStridesAndOffset(strides, offset)) ||
        llvm::is_contained(strides, ShapedType::kDynamic))
      return;
    int64_t elems = 1;
    for (auto [size, stride] : llvm::zip(srcType.getShape(), strides))
      elems += (size - 1) * stride;
    int64_t bytes = elems * (srcType.getElementTypeBitWidth() / 8);
    if (bytes > 0xFFFFFFFFll) {
      op.emitOpError() << "source spans " << bytes
                       << " bytes, more than one 32-bit buffer resource "
                          "reaches (4 GiB); use copy-kind=global";
      ok = false;
    }
  });
  return success(ok);
}

namespace {

struct ConvertCDNA4PipeToROCDLPass
    : cdna4pipe::impl::ConvertCDNA4PipeToROCDLBase<
          ConvertCDNA4PipeToROCDLPass> {
  using Base::Base;

  void runOnOperation() override {
    gpu::GPUModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();

    FailureOr<amdgpu::Chipset> chip = amdgpu::Chipset::parse(chipset);
    if (failed(chip) || chip->majorVersion != 9 || chip->minorVersion != 0x5) {
      module.emitError() << "convert-cdna4pipe-to-rocdl: unsupported chipset '"
                         << chipset << "' (only gfx950 is supported)";
      return signalPassFailure();
    }
    CDNA4PipeLoweringOptions options;
    options.aliasScopes = aliasScopes;
    if (copyKind == "buffer")
      options.copyKind = CopyKind::Buffer;
    else if (copyKind == "global")
      options.copyKind = CopyKind::Global;
    else {
      module.emitError() << "convert-cdna4pipe-to-rocdl: unknown copy-kind '"
                         << copyKind << "' (buffer or global)";
      return signalPassFailure();
    }
    if (barrier == "bare")
      options.barrierKind = BarrierKind::Bare;
    else if (barrier == "fenced")
      options.barrierKind = BarrierKind::Fenced;
    else {
      module.emitError() << "convert-cdna4pipe-to-rocdl: unknown barrier '"
                         << barrier << "' (bare or fenced)";
      return signalPassFailure();
    }

    if (failed(checkCopiesLowerable(module, options)))
      return signalPassFailure();
    prepareCDNA4PipeForLowering(module, options);
    UniformCopyOffsets uniformOffsets = planUniformCopyOffsets(module, options);

    LowerToLLVMOptions llvmOptions(ctx);
    LLVMTypeConverter converter(ctx, llvmOptions);
    // gpu workgroup/global/private and amdgpu fat buffer address spaces.
    amdgpu::populateCommonGPUTypeAndAttributeConversions(converter);
    populateAMDGPUTypeAndAttributeConversions(converter);

    RewritePatternSet patterns(ctx);
    ConversionTarget target(*ctx);
    target.addLegalDialect<LLVM::LLVMDialect, ROCDL::ROCDLDialect>();
    target.addIllegalDialect<CDNA4PipeDialect>();
    populateCDNA4PipeToROCDLConversionPatterns(converter, patterns, options,
                                               &uniformOffsets);
    // Loops (and ifs) that carry tokens drop them; the structural patterns
    // get a converter that changes nothing else.
    TypeConverter tokenConverter;
    tokenConverter.addConversion([](Type t) { return t; });
    tokenConverter.addConversion(
        [](TokenType, SmallVectorImpl<Type> &) { return success(); });
    scf::populateSCFStructuralTypeConversions(tokenConverter, patterns);
    // SCF ops that carry no tokens stay as they are (their other types are
    // converted later by the upstream passes).
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    auto noTokens = [](Operation *op) {
      auto isToken = [](Type t) { return isa<TokenType>(t); };
      return llvm::none_of(op->getOperandTypes(), isToken) &&
             llvm::none_of(op->getResultTypes(), isToken);
    };
    target.addDynamicallyLegalOp<scf::ForOp, scf::IfOp, scf::WhileOp,
                                 scf::ConditionOp, scf::YieldOp>(noTokens);

    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();

    // Strip the helper attributes if anything kept them (nothing should).
    module.walk([](Operation *op) {
      op->removeAttr(kAliasScopesAttrName);
      op->removeAttr(kNoaliasScopesAttrName);
    });
  }
};

} // namespace
