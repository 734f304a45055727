//===- MfmaLowering.cpp - cdna4pipe.mfma -> ROCDL MFMA intrinsics ---------===//
//
// A cdna4pipe.mfma becomes the gfx950 MFMA intrinsic of its shape and
// element types (bf16 / f16, and the scaled f8f6f4 MFMAs for FP8 and FP4),
// its fragments packed into the intrinsic's source vectors.
//
//===----------------------------------------------------------------------===//

#include "LoweringPatterns.h"

#include "cdna4pipe/Conversion/CDNA4PipeToROCDL/CDNA4PipeToROCDL.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"

#include <numeric>

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

/// The f8f6f4 MFMAs' format code of a source element type (cbsz / blgp):
/// FP8 E4M3 = 0, E5M2 = 1, packed FP4 E2M1 (i8 pairs) = 4.
static int64_t f8f6f4Format(Type t) {
  if (t.isInteger(8))
    return 4;
  return isa<Float8E5M2Type>(t) ? 1 : 0;
}

/// An E8M0 scale operand (4 bytes per lane) as the i32 the scaled MFMA
/// takes; `op_sel` picks its byte.
static Value scaleWord(OpBuilder &b, Location loc, Value scales) {
  return LLVM::BitcastOp::create(b, loc, b.getI32Type(), scales);
}

/// One MFMA source as the intrinsic takes it: the converted fragments
/// concatenated pairwise (llvm.shufflevector; the verifier gives a source a
/// power-of-two number of fragments of one type), as i32 words for the
/// f8f6f4 MFMAs.
static Value packSource(OpBuilder &b, Location loc, ValueRange frags,
                        bool asWords) {
  SmallVector<Value> level(frags.begin(), frags.end());
  while (level.size() > 1) {
    SmallVector<Value> next;
    for (size_t i = 0; i + 1 < level.size(); i += 2) {
      int64_t n = 2 * cast<VectorType>(level[i].getType()).getNumElements();
      SmallVector<int32_t> mask(n);
      std::iota(mask.begin(), mask.end(), 0);
      next.push_back(
          LLVM::ShuffleVectorOp::create(b, loc, level[i], level[i + 1], mask));
    }
    level = std::move(next);
  }
  Value v = level.front();
  if (!asWords)
    return v;
  auto vt = cast<VectorType>(v.getType());
  int64_t bits = vt.getNumElements() * vt.getElementTypeBitWidth();
  return LLVM::BitcastOp::create(
      b, loc, VectorType::get({bits / 32}, b.getI32Type()), v);
}

struct MFMALowering : ConvertOpToLLVMPattern<MFMAOp> {
  using ConvertOpToLLVMPattern<MFMAOp>::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(MFMAOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type elem = op.getAElementType();
    bool bf16 = elem.isBF16();
    bool f8f6f4 = op.getM() == 16 && op.getN() == 16 && op.getK() == 128;
    Type resType = getTypeConverter()->convertType(op.getResult().getType());
    Value a = packSource(rewriter, loc, adaptor.getA(), f8f6f4);
    Value b = packSource(rewriter, loc, adaptor.getB(), f8f6f4);
    Value zero = i32Const(rewriter, loc, 0);
    Value res;
    if (f8f6f4) {
      // Unscaled: zero scales with op_sel 0, which the backend selects as
      // v_mfma_f32_16x16x128_f8f6f4 (no v_mfma_ld_scale). Scaled: the
      // scale words with op_sel = the scale byte of each source.
      bool scaled = adaptor.getScaleA() != nullptr;
      SmallVector<Value> args{
          a,
          b,
          adaptor.getAcc(),
          i32Const(rewriter, loc, f8f6f4Format(elem)),
          i32Const(rewriter, loc, f8f6f4Format(op.getBElementType())),
          scaled ? i32Const(rewriter, loc, op.getScaleAByte()) : zero,
          scaled ? scaleWord(rewriter, loc, adaptor.getScaleA()) : zero,
          scaled ? i32Const(rewriter, loc, op.getScaleBByte()) : zero,
          scaled ? scaleWord(rewriter, loc, adaptor.getScaleB()) : zero};
      res = ROCDL::mfma_scale_f32_16x16x128_f8f6f4::create(rewriter, loc,
                                                           resType, args)
                .getResult();
      rewriter.replaceOp(op, res);
      return success();
    }
    SmallVector<Value> args{a,
                            b,
                            adaptor.getAcc(),
                            /*cbsz=*/zero,
                            /*abid=*/zero,
                            /*blgp=*/zero};
    if (op.getM() == 16 && op.getN() == 16 && op.getK() == 32)
      res = bf16 ? ROCDL::mfma_f32_16x16x32_bf16::create(rewriter, loc, resType,
                                                         args)
                       .getResult()
                 : ROCDL::mfma_f32_16x16x32_f16::create(rewriter, loc, resType,
                                                        args)
                       .getResult();
    else if (op.getM() == 32 && op.getN() == 32 && op.getK() == 16)
      res = bf16 ? ROCDL::mfma_f32_32x32x16_bf16::create(rewriter, loc, resType,
                                                         args)
                       .getResult()
                 : ROCDL::mfma_f32_32x32x16_f16::create(rewriter, loc, resType,
                                                        args)
                       .getResult();
    else
      return rewriter.notifyMatchFailure(op, "unsupported MFMA shape");
    rewriter.replaceOp(op, res);
    return success();
  }
};

} // namespace

void mlir::cdna4pipe::populateMfmaLoweringPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MFMALowering>(converter);
}
