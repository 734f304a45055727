//===- BarrierLowering.cpp - waits and barriers -> s_waitcnt, s_barrier ---===//
//
// cdna4pipe.wait becomes one s_waitcnt (encodeGfx9Waitcnt), cdna4pipe.barrier
// an s_barrier (fenced on request) and cdna4pipe.cond_barrier an s_barrier
// behind a scalar branch.
//
//===----------------------------------------------------------------------===//

#include "LoweringPatterns.h"

#include "cdna4pipe/Conversion/CDNA4PipeToROCDL/CDNA4PipeToROCDL.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

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

} // namespace

void mlir::cdna4pipe::populateBarrierLoweringPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    const CDNA4PipeLoweringOptions &options) {
  patterns.add<BarrierLowering, CondBarrierLowering>(converter, options);
  patterns.add<WaitLowering>(converter);
}
