//===- PingPong.cpp - two wave groups one cluster apart -------------------===//
//
// Level 3 -> Level 3 in ping-pong form (Passes.td, docs/PingPong.md). The
// interleave already sliced the loop into stages whose MFMA clusters are
// derived from the operands; this pass only
//   * makes every cluster boundary a barrier: the stage's barrier between
//     its memory phase and its MFMAs (added where the interleave needed
//     none) and a trailing barrier after the MFMAs;
//   * raises every MFMA cluster to s_setprio 1 behind full fences;
//   * splits the waves into an early and a late half by wave id and offsets
//     the late half by one barrier with a conditional barrier before the
//     loop, re-aligning both with a conditional barrier for the early half
//     after it.
// Barrier instances are counted, not named (gfx9), so the only thing that
// changes is which cluster of the other group each barrier interval meets;
// the verifier's two-group model proves the result.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Transforms/PingPong.h"
#include "cdna4pipe/Analysis/ScheduleVerifier.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_CDNA4PIPEPINGPONG
#include "cdna4pipe/Transforms/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

/// The first MFMA of a stage and the barrier (if any) that closes its memory
/// phase before it.
struct StageShape {
  StageOp stage;
  MFMAOp firstMfma;
  BarrierOp memBarrier;
  bool trailingBarrier = false;
};

static StageShape shapeOf(StageOp stage) {
  StageShape s{stage, nullptr, nullptr, false};
  Block &body = stage.getBody().front();
  for (Operation &op : body.without_terminator()) {
    if (auto mfma = dyn_cast<MFMAOp>(op)) {
      if (!s.firstMfma)
        s.firstMfma = mfma;
    } else if (auto barrier = dyn_cast<BarrierOp>(op)) {
      if (s.firstMfma)
        s.trailingBarrier = true;
      else
        s.memBarrier = barrier;
    }
  }
  return s;
}

} // namespace

std::string mlir::cdna4pipe::pingPongWorkgroupProblem(gpu::GPUFuncOp func,
                                                      int64_t &waves) {
  std::optional<ArrayRef<int32_t>> dims = func.getKnownBlockSize();
  if (!dims || dims->size() != 3)
    return "the workgroup size is unknown (no known_block_size on the "
           "gpu.func): the wave groups cannot be derived";
  if ((*dims)[1] != 1 || (*dims)[2] != 1)
    return "the workgroup is not 1-D: the wave id is gpu.thread_id x / 64 "
           "only in a 1-D workgroup";
  int64_t threads = (*dims)[0];
  waves = threads / kWaveSize;
  if (threads % kWaveSize || waves % (2 * kSimdsPerCU))
    return "the workgroup's " + std::to_string(threads) + " threads (" +
           std::to_string(waves) +
           " waves) do not pair on the SIMDs: wave w runs on SIMD w mod " +
           std::to_string(kSimdsPerCU) + ", so ping-pong needs a multiple of " +
           std::to_string(2 * kSimdsPerCU) +
           " waves for every SIMD to hold as many early as late waves";
  return "";
}

namespace {

/// Why `loop` cannot be made ping-pong (empty: it can); the number of waves
/// of its workgroup in `waves`.
static std::string checkLoop(scf::ForOp loop, SmallVectorImpl<StageShape> &out,
                             int64_t &waves) {
  auto func = loop->getParentOfType<gpu::GPUFuncOp>();
  if (!func)
    return "the loop is not in a gpu.func (the wave groups are derived from "
           "its known_block_size)";
  std::string problem = pingPongWorkgroupProblem(func, waves);
  if (!problem.empty())
    return problem;
  for (Operation &op : *loop.getBody()) {
    if (isa<BarrierOp, CondBarrierOp, WaitOp>(op))
      return "a wait or barrier outside the stages of the loop body: the "
             "cluster boundaries are not the stages'";
    auto stage = dyn_cast<StageOp>(op);
    if (!stage)
      continue;
    StageShape s = shapeOf(stage);
    if (s.trailingBarrier)
      return "the loop is already in ping-pong form";
    if (!s.firstMfma)
      return "stage " + std::to_string(stage.getIndex()) +
             " has no MFMA cluster to alternate with its memory cluster";
    out.push_back(s);
  }
  if (out.empty())
    return "no cdna4pipe.stage in the loop body (run cdna4pipe-interleave "
           "first)";
  return "";
}

/// `cdna4pipe.cond_barrier (wave id >= waves / 2)` before the loop and
/// `(wave id < waves / 2)` after it.
static void offsetGroups(scf::ForOp loop, int64_t waves) {
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value wave = arith::DivUIOp::create(
      b, loc, tid, arith::ConstantIndexOp::create(b, loc, kWaveSize));
  Value half = arith::ConstantIndexOp::create(b, loc, waves / 2);
  Value late =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, wave, half);
  CondBarrierOp::create(b, loc, late);
  b.setInsertionPointAfter(loop);
  Value early =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, wave, half);
  CondBarrierOp::create(b, loc, early);
}

static void makeClusters(StageShape s) {
  OpBuilder b(s.stage);
  Location loc = s.stage.getLoc();
  if (!s.memBarrier) {
    b.setInsertionPoint(s.firstMfma);
    BarrierOp::create(b, loc);
  }
  b.setInsertionPoint(s.stage.getBody().front().getTerminator());
  BarrierOp::create(b, loc);
  if (s.stage.getPriority() < 1)
    s.stage.setPriority(1);
  s.stage.setFence(0);
}

struct PingPongPass
    : public cdna4pipe::impl::CDNA4PipePingPongBase<PingPongPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp loop) {
      if (llvm::any_of(*loop.getBody(),
                       [](Operation &op) { return isa<StageOp>(op); }))
        loops.push_back(loop);
    });
    llvm::SetVector<FunctionOpInterface> toVerify;
    for (scf::ForOp loop : loops) {
      SmallVector<StageShape> stages;
      int64_t waves = 0;
      std::string why = checkLoop(loop, stages, waves);
      if (!why.empty()) {
        loop.emitRemark() << "cdna4pipe-pingpong: loop left untouched: " << why;
        continue;
      }
      for (StageShape &s : stages)
        makeClusters(s);
      offsetGroups(loop, waves);
      if (auto fn = loop->getParentOfType<FunctionOpInterface>())
        toVerify.insert(fn);
    }
    if (verify && failed(verifySchedules(toVerify.getArrayRef())))
      signalPassFailure();
  }
};

} // namespace
