//===- LoweringPatterns.h - cdna4pipe -> LLVM/ROCDL patterns ----*- C++ -*-===//
//
// Private to lib/Conversion/CDNA4PipeToROCDL: the groups of patterns that
// populateCDNA4PipeToROCDLConversionPatterns adds, one file each, and the
// helpers they and the pass share.
//
//===----------------------------------------------------------------------===//

#ifndef LIB_CONVERSION_CDNA4PIPETOROCDL_LOWERINGPATTERNS_H
#define LIB_CONVERSION_CDNA4PIPETOROCDL_LOWERINGPATTERNS_H

#include "cdna4pipe/Conversion/CDNA4PipeToROCDL/CDNA4PipeToROCDL.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"

namespace mlir {
class LLVMTypeConverter;
class RewritePatternSet;

namespace cdna4pipe {

/// An i32 `llvm.mlir.constant`.
inline Value i32Const(OpBuilder &b, Location loc, int64_t v) {
  return LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                  b.getI32IntegerAttr(v));
}

/// The memref a fat_raw_buffer-typed g2s source was cast from, with the
/// cast (so its validBytes can bound the resource).
inline amdgpu::FatRawBufferCastOp findFatRawBufferCast(Value src) {
  return src.getDefiningOp<amdgpu::FatRawBufferCastOp>();
}

/// g2s (LDS DMA, as `options.copyKind` says; the uniform offsets of the
/// copies in `uniformOffsets`, if any, in the resource) and s2r (LDS reads):
/// CopyLowering.cpp.
void populateCopyLoweringPatterns(const LLVMTypeConverter &converter,
                                  RewritePatternSet &patterns,
                                  const CDNA4PipeLoweringOptions &options,
                                  const UniformCopyOffsets *uniformOffsets);

/// mfma: MfmaLowering.cpp.
void populateMfmaLoweringPatterns(const LLVMTypeConverter &converter,
                                  RewritePatternSet &patterns);

/// wait, barrier and cond_barrier (as `options.barrierKind` says):
/// BarrierLowering.cpp.
void populateBarrierLoweringPatterns(const LLVMTypeConverter &converter,
                                     RewritePatternSet &patterns,
                                     const CDNA4PipeLoweringOptions &options);

/// stage: StageLowering.cpp.
void populateStageLoweringPatterns(const LLVMTypeConverter &converter,
                                   RewritePatternSet &patterns);

} // namespace cdna4pipe
} // namespace mlir

#endif // LIB_CONVERSION_CDNA4PIPETOROCDL_LOWERINGPATTERNS_H
