//===- CopyLowering.cpp - g2s and s2r -> LDS DMA and LDS reads ------------===//
//
// The LDS DMA of a cdna4pipe.g2s (buffer_load ... lds through a raw buffer
// resource, or global_load_lds) and the LDS read of a cdna4pipe.s2r, each
// with the alias scopes prepareCDNA4PipeForLowering attached
// (docs/Lowering.md).
//
//===----------------------------------------------------------------------===//

#include "LoweringPatterns.h"

#include "cdna4pipe/Conversion/CDNA4PipeToROCDL/CDNA4PipeToROCDL.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

ArrayAttr getScopes(Operation *op, StringRef name) {
  return op->getAttrOfType<ArrayAttr>(name);
}

Value i64Const(OpBuilder &b, Location loc, int64_t v) {
  return LLVM::ConstantOp::create(b, loc, b.getI64Type(),
                                  b.getI64IntegerAttr(v));
}

struct G2SLowering : ConvertOpToLLVMPattern<G2SOp> {
  G2SLowering(const LLVMTypeConverter &converter,
              const CDNA4PipeLoweringOptions &options,
              const UniformCopyOffsets *uniformOffsets)
      : ConvertOpToLLVMPattern<G2SOp>(converter), options(options),
        uniformOffsets(uniformOffsets) {}

  LogicalResult
  matchAndRewrite(G2SOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto srcType = cast<MemRefType>(op.getSrc().getType());
    auto dstType = cast<MemRefType>(op.getDst().getType());
    int64_t bytes = op.getBytesPerLane();
    Value srcDesc = adaptor.getSrc();
    Value validBytes;

    // A fat_raw_buffer source: address the memref under the cast.
    if (isa_and_nonnull<amdgpu::AddressSpaceAttr>(srcType.getMemorySpace())) {
      auto cast = findFatRawBufferCast(op.getSrc());
      if (!cast)
        return rewriter.notifyMatchFailure(
            op, "fat_raw_buffer source not produced by an "
                "amdgpu.fat_raw_buffer_cast in this function");
      auto castSrcType = cast.getSource().getType();
      if (castSrcType.getLayout() != srcType.getLayout() &&
          !cast.getResetOffset())
        return rewriter.notifyMatchFailure(op, "unsupported cast layout");
      srcDesc = rewriter.getRemappedValue(cast.getSource());
      srcType = castSrcType;
      if (!srcDesc)
        return rewriter.notifyMatchFailure(op, "cast source not converted");
      if (Value vb = cast.getValidBytes())
        validBytes = rewriter.getRemappedValue(vb);
    }
    if (!srcType.getLayout().isIdentity() &&
        !isa<StridedLayoutAttr>(srcType.getLayout()))
      return rewriter.notifyMatchFailure(op, "non-strided source layout");

    // Wave-uniform LDS base (the hardware writes lane l at M0 + l * bytes).
    // The backend moves it to M0 with v_readfirstlane when it is divergent.
    // We deliberately do not call rocdl.readfirstlane here: the pointer it
    // returns is opaque to LLVM, which then stops tracking the copy as an
    // LDS write at all (no wait even where a read truly depends on it);
    // docs/Lowering.md has the experiment.
    Value ldsPtr = getStridedElementPtr(
        rewriter, loc, dstType, adaptor.getDst(), adaptor.getDstIndices());
    ArrayAttr scopes = getScopes(op, kAliasScopesAttrName);
    ArrayAttr noalias = getScopes(op, kNoaliasScopesAttrName);

    if (options.copyKind == CopyKind::Global) {
      Value gptr = getStridedElementPtr(rewriter, loc, srcType, srcDesc,
                                        adaptor.getSrcIndices());
      auto ptrType = cast<LLVM::LLVMPointerType>(gptr.getType());
      if (ptrType.getAddressSpace() != 1)
        gptr = LLVM::AddrSpaceCastOp::create(
            rewriter, loc, LLVM::LLVMPointerType::get(getContext(), 1), gptr);
      ROCDL::GlobalLoadLDSOp::create(rewriter, loc, gptr, ldsPtr,
                                     static_cast<uint32_t>(bytes), 0u, 0u,
                                     scopes, noalias, ArrayAttr());
      rewriter.eraseOp(op);
      return success();
    }

    FailureOr<std::pair<Value, Value>> resource =
        bufferResource(op, adaptor, srcType, srcDesc, validBytes, rewriter);
    if (failed(resource))
      return failure();
    Value zero = i32Const(rewriter, loc, 0);
    ROCDL::RawPtrBufferLoadLdsOp::create(
        rewriter, loc, resource->first, ldsPtr, i32Const(rewriter, loc, bytes),
        resource->second, /*soffset=*/zero, /*offset=*/zero, /*aux=*/zero,
        scopes, noalias, ArrayAttr());
    rewriter.eraseOp(op);
    return success();
  }

  /// The raw buffer resource of `op`'s source (`srcType` at `srcDesc`,
  /// num_records `validBytes` or the source's extent in bytes) on the
  /// memref's first element, advanced by the wave-uniform offset where
  /// planUniformCopyOffsets split one off; and the per-lane byte offset
  /// from it (the copy's `voffset`).
  FailureOr<std::pair<Value, Value>>
  bufferResource(G2SOp op, OpAdaptor adaptor, MemRefType srcType, Value srcDesc,
                 Value validBytes, ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    MemRefDescriptor desc(srcDesc);
    SmallVector<Value> zeros(
        srcType.getRank(),
        createIndexAttrConstant(rewriter, loc, getIndexType(), 0));
    Value base = getStridedElementPtr(rewriter, loc, srcType, srcDesc, zeros);
    Type i64 = rewriter.getI64Type();
    const CopyOffsetSplit *split = nullptr;
    if (uniformOffsets) {
      auto it = uniformOffsets->find(op);
      if (it != uniformOffsets->end())
        split = &it->second;
    }
    Value linear = i64Const(rewriter, loc, 0);
    Value uniformLinear = split ? i64Const(rewriter, loc, 0) : Value();
    Value extent = i64Const(rewriter, loc, 1);
    for (auto [i, idx] : llvm::enumerate(adaptor.getSrcIndices())) {
      Value stride = desc.stride(rewriter, loc, i);
      Value perLane = idx;
      if (split) {
        perLane = sumAsI64(rewriter, loc, split->perLane[i]);
        Value uniform = sumAsI64(rewriter, loc, split->uniform[i]);
        uniformLinear = LLVM::AddOp::create(
            rewriter, loc, i64, uniformLinear,
            LLVM::MulOp::create(rewriter, loc, i64, uniform, stride));
      }
      Value term = LLVM::MulOp::create(rewriter, loc, i64, perLane, stride);
      linear = LLVM::AddOp::create(rewriter, loc, i64, linear, term);
      Value size = desc.size(rewriter, loc, i);
      Value sizeM1 = LLVM::SubOp::create(rewriter, loc, i64, size,
                                         i64Const(rewriter, loc, 1));
      extent = LLVM::AddOp::create(
          rewriter, loc, i64, extent,
          LLVM::MulOp::create(rewriter, loc, i64, sizeM1, stride));
    }
    int64_t elemBytes = srcType.getElementTypeBitWidth() / 8;
    Value elemBytesV = i64Const(rewriter, loc, elemBytes);
    Value byteOff = LLVM::MulOp::create(rewriter, loc, i64, linear, elemBytesV);
    Value voffset =
        LLVM::TruncOp::create(rewriter, loc, rewriter.getI32Type(), byteOff);

    Value numRecords;
    if (validBytes) {
      numRecords = validBytes;
      if (numRecords.getType() != i64)
        numRecords = LLVM::ZExtOp::create(rewriter, loc, i64, validBytes);
    } else {
      if (srcType.hasStaticShape()) {
        SmallVector<int64_t> strides;
        int64_t offset;
        if (succeeded(srcType.getStridesAndOffset(strides, offset)) &&
            !llvm::is_contained(strides, ShapedType::kDynamic)) {
          int64_t elems = 1;
          for (auto [size, stride] : llvm::zip(srcType.getShape(), strides))
            elems += (size - 1) * stride;
          if (elems * elemBytes > 0xFFFFFFFFll)
            return rewriter.notifyMatchFailure(op, "source exceeds 4 GiB");
        }
      }
      Value bytesV =
          LLVM::MulOp::create(rewriter, loc, i64, extent, elemBytesV);
      numRecords = LLVM::UMinOp::create(rewriter, loc, i64, bytesV,
                                        i64Const(rewriter, loc, 0xFFFFFFFFll));
    }
    if (split) {
      // The resource starts `uniformLinear` elements on and ends where it
      // did (num_records as many bytes fewer, clamped to [0, 2^32 - 1]), so
      // the bounds check sees the same offsets past the end.
      // A byte GEP: the memref's element type need not be an LLVM type
      // (FP8's f8E4M3FN is not; translating such a GEP crashed).
      Value shift =
          LLVM::MulOp::create(rewriter, loc, i64, uniformLinear, elemBytesV);
      base = LLVM::GEPOp::create(rewriter, loc, base.getType(),
                                 rewriter.getI8Type(), base, ValueRange{shift});
      Value left = LLVM::SubOp::create(rewriter, loc, i64, numRecords, shift);
      left = LLVM::SMaxOp::create(rewriter, loc, i64, left,
                                  i64Const(rewriter, loc, 0));
      numRecords = LLVM::UMinOp::create(rewriter, loc, i64, left,
                                        i64Const(rewriter, loc, 0xFFFFFFFFll));
    }
    // gfx9 resource word 3: DST_SEL_XYZW / NUM_FORMAT float, DATA_FORMAT 32
    // (a zero DATA_FORMAT disables the buffer on gfx9); same as upstream's
    // amdgpu.fat_raw_buffer_cast lowering for gfx9.
    constexpr int64_t kGfx9RsrcFlags = (7 << 12) | (4 << 15);
    Value stride16 = LLVM::ConstantOp::create(
        rewriter, loc, rewriter.getI16Type(), rewriter.getI16IntegerAttr(0));
    auto rsrcType = LLVM::LLVMPointerType::get(getContext(), 8);
    Value rsrc = ROCDL::MakeBufferRsrcOp::create(
        rewriter, loc, rsrcType, base, stride16, numRecords,
        i32Const(rewriter, loc, kGfx9RsrcFlags));
    return std::make_pair(rsrc, voffset);
  }

  /// The sum of `values` (index values of the original IR, as the type
  /// converter gives them: i64) as an i64, 0 when there are none.
  Value sumAsI64(ConversionPatternRewriter &rewriter, Location loc,
                 ArrayRef<Value> values) const {
    Type i64 = rewriter.getI64Type();
    Value sum;
    for (Value value : values) {
      Value converted = rewriter.getRemappedValue(value);
      sum = sum ? LLVM::AddOp::create(rewriter, loc, i64, sum, converted)
                : converted;
    }
    return sum ? sum : i64Const(rewriter, loc, 0);
  }

  CDNA4PipeLoweringOptions options;
  const UniformCopyOffsets *uniformOffsets;
};

struct S2RLowering : ConvertOpToLLVMPattern<S2ROp> {
  using ConvertOpToLLVMPattern<S2ROp>::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(S2ROp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto srcType = cast<MemRefType>(op.getSrc().getType());
    auto vecType = cast<VectorType>(op.getResult().getType());
    Type resType = getTypeConverter()->convertType(vecType);
    if (!resType)
      return rewriter.notifyMatchFailure(op, "cannot convert result type");
    Value ptr = getStridedElementPtr(rewriter, op.getLoc(), srcType,
                                     adaptor.getSrc(), adaptor.getIndices());
    if (op.getTranspose()) {
      // ds_read_b64_tr_b16: the lanes exchange data, so no plain load.
      auto tr =
          ROCDL::ds_read_tr16_b64::create(rewriter, op.getLoc(), resType, ptr);
      if (ArrayAttr s = getScopes(op, kAliasScopesAttrName))
        tr.setAliasScopesAttr(s);
      if (ArrayAttr s = getScopes(op, kNoaliasScopesAttrName))
        tr.setNoaliasScopesAttr(s);
      rewriter.replaceOp(op, tr.getResult());
      return success();
    }
    int64_t bytes =
        vecType.getNumElements() * vecType.getElementTypeBitWidth() / 8;
    // ds_read_b96 only needs 4-byte alignment; the others their size.
    unsigned align = bytes == 12 ? 4 : static_cast<unsigned>(bytes);
    auto load =
        LLVM::LoadOp::create(rewriter, op.getLoc(), resType, ptr, align);
    if (ArrayAttr s = getScopes(op, kAliasScopesAttrName))
      load.setAliasScopesAttr(s);
    if (ArrayAttr s = getScopes(op, kNoaliasScopesAttrName))
      load.setNoaliasScopesAttr(s);
    rewriter.replaceOp(op, load.getResult());
    return success();
  }
};

} // namespace

void mlir::cdna4pipe::populateCopyLoweringPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    const CDNA4PipeLoweringOptions &options,
    const UniformCopyOffsets *uniformOffsets) {
  patterns.add<G2SLowering>(converter, options, uniformOffsets);
  patterns.add<S2RLowering>(converter);
}
