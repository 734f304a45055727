//===- StageLowering.cpp - cdna4pipe.stage -> its framed ops --------------===//
//
// A cdna4pipe.stage is inlined between the sched_barriers and s_setprio
// that frame it (StageOp's documentation); runs of LDS reads and copies in
// its memory phase keep their order.
//
//===----------------------------------------------------------------------===//

#include "LoweringPatterns.h"

#include "cdna4pipe/Conversion/CDNA4PipeToROCDL/CDNA4PipeToROCDL.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

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

void mlir::cdna4pipe::populateStageLoweringPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<StageLowering>(converter);
}
