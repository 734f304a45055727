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
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Conversion/CDNA4PipeToROCDL/CDNA4PipeToROCDL.h"
#include "cdna4pipe/Conversion/Passes.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/Conversion/AMDGPUToROCDL/AMDGPUToROCDL.h"
#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/AMDGPU/Utils/Chipset.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

#include <numeric>

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

namespace {

ArrayAttr getScopes(Operation *op, StringRef name) {
  return op->getAttrOfType<ArrayAttr>(name);
}

Value i32Const(OpBuilder &b, Location loc, int64_t v) {
  return LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                  b.getI32IntegerAttr(v));
}
Value i64Const(OpBuilder &b, Location loc, int64_t v) {
  return LLVM::ConstantOp::create(b, loc, b.getI64Type(),
                                  b.getI64IntegerAttr(v));
}

/// The memref a fat_raw_buffer-typed g2s source was cast from, with the
/// cast (so its validBytes can bound the resource).
amdgpu::FatRawBufferCastOp findFatRawBufferCast(Value src) {
  return src.getDefiningOp<amdgpu::FatRawBufferCastOp>();
}

struct G2SLowering : ConvertOpToLLVMPattern<G2SOp> {
  G2SLowering(const LLVMTypeConverter &converter,
              const CDNA4PipeLoweringOptions &options)
      : ConvertOpToLLVMPattern<G2SOp>(converter), options(options) {}

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

    // Raw buffer resource on the memref's first element; per-lane byte
    // offset from it.
    MemRefDescriptor desc(srcDesc);
    SmallVector<Value> zeros(
        srcType.getRank(),
        createIndexAttrConstant(rewriter, loc, getIndexType(), 0));
    Value base = getStridedElementPtr(rewriter, loc, srcType, srcDesc, zeros);
    Type i64 = rewriter.getI64Type();
    Value linear = i64Const(rewriter, loc, 0);
    Value extent = i64Const(rewriter, loc, 1);
    for (auto [i, idx] : llvm::enumerate(adaptor.getSrcIndices())) {
      Value stride = desc.stride(rewriter, loc, i);
      Value term = LLVM::MulOp::create(rewriter, loc, i64, idx, stride);
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
    Value zero = i32Const(rewriter, loc, 0);
    ROCDL::RawPtrBufferLoadLdsOp::create(
        rewriter, loc, rsrc, ldsPtr, i32Const(rewriter, loc, bytes), voffset,
        /*soffset=*/zero, /*offset=*/zero, /*aux=*/zero, scopes, noalias,
        ArrayAttr());
    rewriter.eraseOp(op);
    return success();
  }

  CDNA4PipeLoweringOptions options;
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

/// The f8f6f4 format code of an FP8 element type (the cbsz / blgp field of
/// v_mfma_*_f8f6f4: E4M3 = 0, E5M2 = 1).
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

struct WaitLowering : ConvertOpToLLVMPattern<WaitOp> {
  using ConvertOpToLLVMPattern<WaitOp>::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(WaitOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    uint32_t bits = encodeGfx9Waitcnt(op.getVmcnt(), op.getLgkmcnt());
    rewriter.replaceOpWithNewOp<ROCDL::SWaitcntOp>(
        op, rewriter.getI32IntegerAttr(bits));
    return success();
  }
};

struct BarrierLowering : ConvertOpToLLVMPattern<BarrierOp> {
  BarrierLowering(const LLVMTypeConverter &converter,
                  const CDNA4PipeLoweringOptions &options)
      : ConvertOpToLLVMPattern<BarrierOp>(converter), options(options) {}

  LogicalResult
  matchAndRewrite(BarrierOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    if (options.barrierKind == BarrierKind::Fenced) {
      LLVM::FenceOp::create(rewriter, loc, LLVM::AtomicOrdering::release,
                            "workgroup");
      ROCDL::SBarrierOp::create(rewriter, loc);
      LLVM::FenceOp::create(rewriter, loc, LLVM::AtomicOrdering::acquire,
                            "workgroup");
      rewriter.eraseOp(op);
      return success();
    }
    rewriter.replaceOpWithNewOp<ROCDL::SBarrierOp>(op);
    return success();
  }

  CDNA4PipeLoweringOptions options;
};

/// `scf.if (readfirstlane(pred)) { s_barrier }`: the readfirstlane makes the
/// predicate an SGPR value, so the backend emits a scalar branch
/// (s_cbranch_scc) around the s_barrier instead of an exec-masked region.
/// The op verifier proved the predicate wave-uniform, so lane 0 speaks for
/// the wave. scf.if is lowered by convert-scf-to-cf later in the flow.
struct CondBarrierLowering : ConvertOpToLLVMPattern<CondBarrierOp> {
  CondBarrierLowering(const LLVMTypeConverter &converter,
                      const CDNA4PipeLoweringOptions &options)
      : ConvertOpToLLVMPattern<CondBarrierOp>(converter), options(options) {}

  LogicalResult
  matchAndRewrite(CondBarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type();
    Value wide = LLVM::ZExtOp::create(rewriter, loc, i32, adaptor.getPred());
    Value lane0 = ROCDL::ReadfirstlaneOp::create(rewriter, loc, i32, wide);
    Value taken = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ne,
                                       lane0, i32Const(rewriter, loc, 0));
    auto ifOp = scf::IfOp::create(rewriter, loc, taken, /*withElse=*/false);
    rewriter.setInsertionPointToStart(ifOp.thenBlock());
    if (options.barrierKind == BarrierKind::Fenced)
      LLVM::FenceOp::create(rewriter, loc, LLVM::AtomicOrdering::release,
                            "workgroup");
    ROCDL::SBarrierOp::create(rewriter, loc);
    if (options.barrierKind == BarrierKind::Fenced)
      LLVM::FenceOp::create(rewriter, loc, LLVM::AtomicOrdering::acquire,
                            "workgroup");
    rewriter.eraseOp(op);
    return success();
  }

  CDNA4PipeLoweringOptions options;
};

/// The `sched_barrier` mask that lets only ALU instructions cross (LLVM's
/// AMDGPU mask bits: 0x1 non-memory ALU, 0x2 VALU, 0x4 SALU): no LDS read,
/// LDS DMA or other memory instruction moves over it.
constexpr uint32_t kSchedBarrierAluOnly = 0x1 | 0x2 | 0x4;

/// Keeps the planner's order of a memory phase's LDS reads and copies:
/// before every op of the phase (the body up to `end`) that starts a run of
/// the other kind (an s2r after g2s ops, a g2s after s2r ops), a
/// `sched_barrier` that only ALU instructions (the address arithmetic) may
/// cross. LLVM's machine scheduler otherwise may issue a stage's copies
/// ahead of reads that the stage's wait is for (docs/KernelContract.md,
/// "Modeled cycles of the forms").
void fenceMemoryRuns(ConversionPatternRewriter &rewriter, Location loc,
                     Block &body, Operation *end) {
  enum class Run { None, Read, Copy } previous = Run::None;
  OpBuilder::InsertionGuard guard(rewriter);
  for (Operation &op : body) {
    if (&op == end)
      break;
    Run run = isa<S2ROp>(op)   ? Run::Read
              : isa<G2SOp>(op) ? Run::Copy
                               : Run::None;
    if (run == Run::None)
      continue;
    if (previous != Run::None && run != previous) {
      rewriter.setInsertionPoint(&op);
      ROCDL::SchedBarrier::create(rewriter, loc, kSchedBarrierAluOnly);
    }
    previous = run;
  }
}

/// Inlines a stage, framing it as documented on StageOp:
///   sched_barrier(fence); memory phase; sched_barrier(fence);
///   waits/barriers; s_setprio(priority); MFMAs; s_setprio(0)
/// and, in ping-pong form (a barrier after the MFMAs), with a fence before
/// s_setprio(priority) and one before the trailing barrier. In the memory
/// phase, runs of LDS reads and of copies are fenced apart
/// (fenceMemoryRuns).
struct StageLowering : ConvertOpToLLVMPattern<StageOp> {
  using ConvertOpToLLVMPattern<StageOp>::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(StageOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Block &body = op.getBody().front();
    auto yield = cast<YieldOp>(body.getTerminator());
    uint32_t fence = static_cast<uint32_t>(op.getFence());
    int32_t priority = op.getPriority();

    Operation *firstMfma = nullptr, *lastMfma = nullptr, *firstSync = nullptr;
    for (Operation &inner : body.without_terminator()) {
      if (isa<MFMAOp>(inner)) {
        firstMfma = firstMfma ? firstMfma : &inner;
        lastMfma = &inner;
      } else if (isa<WaitOp, BarrierOp>(inner) && !firstSync && !firstMfma) {
        firstSync = &inner;
      }
    }
    // End of the memory phase: the first wait/barrier, else the first MFMA,
    // else the end of the body.
    Operation *memEnd = firstSync ? firstSync : firstMfma;

    fenceMemoryRuns(rewriter, loc, body,
                    memEnd ? memEnd : yield.getOperation());
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(&body);
    ROCDL::SchedBarrier::create(rewriter, loc, fence);
    if (memEnd)
      rewriter.setInsertionPoint(memEnd);
    else
      rewriter.setInsertionPoint(yield);
    ROCDL::SchedBarrier::create(rewriter, loc, fence);
    // Ping-pong form: a barrier after the MFMAs closes the MFMA cluster;
    // fence the cluster on both sides so no MFMA crosses either barrier.
    Operation *trailing = yield->getPrevNode();
    bool pingpong = firstMfma && trailing && isa<BarrierOp>(trailing) &&
                    trailing != firstSync;
    if (pingpong) {
      rewriter.setInsertionPoint(firstMfma);
      ROCDL::SchedBarrier::create(rewriter, loc, fence);
    }
    if (firstMfma && priority > 0) {
      rewriter.setInsertionPoint(firstMfma);
      ROCDL::SetPrioOp::create(rewriter, loc, static_cast<uint16_t>(priority));
      rewriter.setInsertionPointAfter(lastMfma);
      ROCDL::SetPrioOp::create(rewriter, loc, static_cast<uint16_t>(0));
    }
    if (pingpong) {
      rewriter.setInsertionPoint(trailing);
      ROCDL::SchedBarrier::create(rewriter, loc, fence);
    }
    SmallVector<Value> results(yield.getValues());
    rewriter.eraseOp(yield);
    rewriter.inlineBlockBefore(&body, op);
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

void mlir::cdna4pipe::populateCDNA4PipeToROCDLConversionPatterns(
    LLVMTypeConverter &converter, RewritePatternSet &patterns,
    const CDNA4PipeLoweringOptions &options) {
  // Tokens disappear: a 1:0 type conversion.
  converter.addConversion(
      [](TokenType, SmallVectorImpl<Type> &) { return success(); });
  patterns.add<G2SLowering, BarrierLowering, CondBarrierLowering>(converter,
                                                                  options);
  patterns.add<S2RLowering, MFMALowering, WaitLowering, StageLowering>(
      converter);
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

    LowerToLLVMOptions llvmOptions(ctx);
    LLVMTypeConverter converter(ctx, llvmOptions);
    // gpu workgroup/global/private and amdgpu fat buffer address spaces.
    amdgpu::populateCommonGPUTypeAndAttributeConversions(converter);
    populateAMDGPUTypeAndAttributeConversions(converter);

    RewritePatternSet patterns(ctx);
    ConversionTarget target(*ctx);
    target.addLegalDialect<LLVM::LLVMDialect, ROCDL::ROCDLDialect>();
    target.addIllegalDialect<CDNA4PipeDialect>();
    populateCDNA4PipeToROCDLConversionPatterns(converter, patterns, options);
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
