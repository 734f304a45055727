//===- PipelineTargetSm90.cpp - software-pipeline hooks for Hopper --------===//
//
// The sm90a target of cdna4pipe-software-pipeline (PipelineTarget.h), for
// the kernel of `cdna4-gemm-gen --target sm90a` (docs/Hopper.md):
//
//  * Copies are `nvgpu.tma.async.load` into views of the dynamic shared
//    block; waits and barriers are the mbarrier arrive / wait ops and
//    `gpu.barrier`.
//  * Multi-buffering. Each copied tile is a `memref.view` of the dynamic
//    block at a constant byte offset; the block is laid out again with N
//    slots per copied tile (1024-byte aligned, for the 128-byte swizzle),
//    and every access in the loop goes through a fresh view at
//    `base + slot * bytes`, so the access types do not change.
//  * Barriers (CUTLASS's PipelineTmaAsync "full" barriers): the single
//    mbarrier of the plain kernel becomes a group of N, each initialised
//    once before the loop with the plain kernel's count and predicate; a
//    copy of iteration t completes on barrier t mod N.
//  * Synchronisation of the pipelined body:
//      - stage 0, before the first copy: `mbarrier.arrive.expect_tx` on
//        barrier `slot` with the bytes of all copies of one iteration;
//      - reading stage, before the first read: `mbarrier.try_wait.parity`
//        on barrier `slot` with parity (t / N) mod 2 (the barrier of slot s
//        completes once per use, so its k-th use ends phase k);
//      - the slot release, a `gpu.barrier`. With keep-mma-in-flight (the
//        default, CUTLASS's mainloop) every `nvgpu.warpgroup.mma` leaves its
//        group in flight (waitGroup 1): the MMA of tile t waits only for
//        the MMA of tile t - 1, so the tensor cores always have the next
//        group queued. The barrier follows the MMAs of the reading stage
//        (all warpgroups have retired tile t - 1) and stage 0, refilling
//        slot (t + N - 1) mod N = (t - 1) mod N, is ordered after it;
//        `nvvm.wgmma.wait.group.sync.aligned 0` after the loop retires the
//        last group before the accumulators are used. Without it (or with
//        no warpgroup MMA in the loop) the MMAs wait for themselves and the
//        barrier heads the reading stage: it separates the reads of
//        iteration t - 1 from the copies of t + N - 1. With empty-barriers
//        (and the MMAs in flight) the release is CUTLASS's consumer release
//        instead: per-slot "empty" mbarriers that lane 0 of every warp
//        arrives on and the copy issuer waits on before refilling (see
//        releaseThroughEmptyBarriers).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Transforms/PipelineTarget.h"

#include "cdna4pipe/Analysis/IndexEval.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include <limits>

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {
constexpr int64_t kSharedLimit = 227 * 1024; // per block, opted in
constexpr int64_t kSlotAlign = 1024;         // 128-byte swizzle period
constexpr int64_t kTryWaitTicks = 10000000;
constexpr int64_t kWarp = 32; // threads per warp: one release arrival each
constexpr llvm::StringLiteral kDynamicBytesAttr =
    "cdna4pipe.dynamic_shared_bytes";

int64_t staticBytes(Type type) {
  auto m = cast<MemRefType>(type);
  return m.getNumElements() * llvm::divideCeil(m.getElementTypeBitWidth(), 8);
}

/// The tile a chain of subviews starts from.
Value viewRoot(Value v) {
  while (auto sub = v.getDefiningOp<memref::SubViewOp>())
    v = sub.getSource();
  return v;
}

/// The dynamic shared block a copied tile views, or null.
Value dynamicBlock(Value buf) {
  auto view = buf.getDefiningOp<memref::ViewOp>();
  if (!view || !view.getSource().getDefiningOp<gpu::DynamicSharedMemoryOp>())
    return {};
  return view.getSource();
}

/// Every `memref.view` of the dynamic block `dyn` in function order, with
/// its offset after N-fold multi-buffering of the plan's buffers; `total`
/// gets the block's new size. Views without a constant offset give
/// failure.
FailureOr<SmallVector<std::pair<memref::ViewOp, int64_t>>>
layOut(const PipelinePlan &plan, Value dyn, int64_t &total) {
  SmallVector<std::pair<memref::ViewOp, int64_t>> views;
  for (Operation *user : dyn.getUsers()) {
    auto view = dyn_cast<memref::ViewOp>(user);
    if (!view || !getConstantIntValue(view.getByteShift()))
      return failure();
    views.push_back({view, 0});
  }
  llvm::sort(views, [](auto &a, auto &b) {
    return a.first->isBeforeInBlock(b.first);
  });
  total = 0;
  for (auto &[view, offset] : views) {
    offset = llvm::alignTo(total, kSlotAlign);
    int64_t slots = plan.buffers.contains(view) ? plan.numStages : 1;
    total = offset + slots * staticBytes(view.getType());
  }
  return views;
}

class Sm90Target final : public PipelineTarget {
public:
  StringRef getName() const override { return "sm90a"; }
  StringRef getSharedMemoryName() const override { return "shared-memory"; }

  bool isSyncOp(Operation *op) const override {
    return isa<nvgpu::MBarrierArriveExpectTxOp, nvgpu::MBarrierTryWaitParityOp,
               nvgpu::MBarrierArriveOp, nvgpu::MBarrierTestWaitOp,
               gpu::BarrierOp>(op);
  }

  Value getCopyDest(Operation *op) const override {
    auto load = dyn_cast<nvgpu::TmaAsyncLoadOp>(op);
    if (!load)
      return {};
    Value root = viewRoot(load.getDst());
    auto type = dyn_cast<MemRefType>(root.getType());
    return type && isWorkgroupMemory(type) ? root : Value();
  }

  bool onlyReadsMemory(Operation *op) const override {
    return isa<nvgpu::WarpgroupMmaOp>(op);
  }

  bool isRewritableAccess(Operation *user, Value buf) const override {
    // Any access: it is given a view of its slot of the same type.
    return true;
  }

  std::optional<std::string> checkLoop(const PipelinePlan &plan,
                                       Operation *&at) const override;
  int64_t sharedBytesAfter(const PipelinePlan &plan) const override {
    int64_t total = 0;
    Value dyn = dynamicBlock(plan.buffers.front());
    return dyn && succeeded(layOut(plan, dyn, total)) ? total : 0;
  }
  int64_t sharedLimit() const override { return kSharedLimit; }

  void multiBuffer(PipelinePlan &plan, Value slot, OpBuilder &b) const override;
  void synthesizeSync(PipelinePlan &plan, Value tile, Value slot,
                      OpBuilder &b) const override;

private:
  static Value barrierGroup(const PipelinePlan &plan) {
    return cast<nvgpu::TmaAsyncLoadOp>(plan.copies.front()).getBarriers();
  }
  static SmallVector<nvgpu::WarpgroupMmaOp> mmasInFlight(PipelinePlan &plan);
  static void placeRelease(PipelinePlan &plan, Value tile, OpBuilder &b);
  static void releaseThroughEmptyBarriers(PipelinePlan &plan, Value tile,
                                          Value pred, int64_t warps,
                                          int64_t key, OpBuilder &b);
};

std::optional<std::string> Sm90Target::checkLoop(const PipelinePlan &plan,
                                                 Operation *&at) const {
  Value dyn = dynamicBlock(plan.buffers.front());
  for (Value buf : plan.buffers) {
    if (!dynamicBlock(buf) || dynamicBlock(buf) != dyn)
      return std::string("a copied tile is not a memref.view of the one "
                         "gpu.dynamic_shared_memory block");
    if (plan.loop->isAncestor(buf.getDefiningOp()))
      return std::string("a copied tile is a view made inside the loop");
    if (!cast<MemRefType>(buf.getType()).hasStaticShape())
      return std::string("a copied tile needs a static shape");
  }
  int64_t total = 0;
  if (failed(layOut(plan, dyn, total)))
    return std::string("a view of the dynamic shared block has no constant "
                       "byte offset");
  Value group = barrierGroup(plan);
  Value pred = cast<nvgpu::TmaAsyncLoadOp>(plan.copies.front()).getPredicate();
  for (Operation *op : plan.copies) {
    auto load = cast<nvgpu::TmaAsyncLoadOp>(op);
    at = op;
    if (load.getBarriers() != group)
      return std::string("the copies complete on different barrier groups");
    if (load.getPredicate() != pred)
      return std::string("the copies are issued under different predicates");
  }
  auto create = group.getDefiningOp<nvgpu::MBarrierCreateOp>();
  if (!create || plan.loop->isAncestor(create))
    return std::string("the copies' barrier group is not an "
                       "nvgpu.mbarrier.create before the loop");
  at = create;
  if (create.getBarriers().getType().getNumBarriers() != 1)
    return std::string("the plain loop must use one barrier (it gets one "
                       "per slot)");
  int inits = 0;
  for (Operation *user : group.getUsers()) {
    if (isa<nvgpu::MBarrierInitOp>(user) && !plan.loop->isAncestor(user)) {
      ++inits;
      continue;
    }
    if (!plan.loop->isAncestor(user))
      return std::string("the barrier group is used outside the loop by '") +
             user->getName().getStringRef().str() + "'";
  }
  if (inits != 1)
    return "the barrier group has " + std::to_string(inits) +
           " inits before the loop; expected exactly one";
  return std::nullopt;
}

void Sm90Target::multiBuffer(PipelinePlan &plan, Value slot,
                             OpBuilder &b) const {
  scf::ForOp loop = plan.loop;
  Location loc = loop.getLoc();
  Value dyn = dynamicBlock(plan.buffers.front());
  int64_t total = 0;
  auto views = *layOut(plan, dyn, total);
  // Constants right after the dynamic block, the barrier ops where the
  // plain kernel had them.
  OpBuilder constants(dyn.getContext());
  constants.setInsertionPointAfterValue(dyn);
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(constants, loc, v);
  };
  OpBuilder outside(dyn.getContext());
  for (auto &[view, offset] : views) {
    view.getByteShiftMutable().assign(cst(offset));
    if (!plan.buffers.contains(view))
      continue;
    // Every access in the loop through a view of its iteration's slot.
    int64_t bytes = staticBytes(view.getType());
    SmallVector<Operation *> users(view->getUsers());
    for (Operation *user : users) {
      b.setInsertionPoint(user);
      Value shift = arith::MulIOp::create(b, loc, slot, cst(bytes));
      shift = arith::AddIOp::create(b, loc, shift, cst(offset));
      Value slotView = memref::ViewOp::create(b, loc, view.getType(), dyn,
                                              shift, ValueRange{});
      user->replaceUsesOfWith(view, slotView);
    }
  }
  if (auto func = loop->getParentOfType<FunctionOpInterface>())
    func->setAttr(kDynamicBytesAttr, constants.getI64IntegerAttr(total));

  // One barrier per slot, initialised once where the plain kernel did.
  Value group = barrierGroup(plan);
  auto create = group.getDefiningOp<nvgpu::MBarrierCreateOp>();
  auto oldTy = create.getBarriers().getType();
  auto newTy = nvgpu::MBarrierGroupType::get(
      oldTy.getContext(), oldTy.getMemorySpace(), plan.numStages);
  outside.setInsertionPoint(create);
  Value newGroup = nvgpu::MBarrierCreateOp::create(outside, loc, newTy);
  auto init = *llvm::find_if(group.getUsers(), [](Operation *u) {
    return isa<nvgpu::MBarrierInitOp>(u);
  });
  auto oldInit = cast<nvgpu::MBarrierInitOp>(init);
  outside.setInsertionPoint(oldInit);
  for (unsigned s = 0; s < plan.numStages; ++s)
    nvgpu::MBarrierInitOp::create(outside, loc, newGroup, oldInit.getCount(),
                                  cst(s), oldInit.getPredicate());
  oldInit->erase();
  group.replaceAllUsesWith(newGroup);
  create->erase();
  for (Operation *op : plan.copies)
    cast<nvgpu::TmaAsyncLoadOp>(op).getMbarIdMutable().assign(slot);
}

void Sm90Target::synthesizeSync(PipelinePlan &plan, Value tile, Value slot,
                                OpBuilder &b) const {
  scf::ForOp loop = plan.loop;
  Location loc = loop.getLoc();
  OpBuilder outside(loop);
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(outside, loc, v);
  };
  auto first = cast<nvgpu::TmaAsyncLoadOp>(plan.copies.front());
  Value group = first.getBarriers();

  // Stage 0: the bytes of one iteration's copies, before its first copy.
  int64_t bytes = 0;
  for (Operation *op : plan.copies)
    bytes += staticBytes(cast<nvgpu::TmaAsyncLoadOp>(op).getDst().getType());
  b.setInsertionPoint(first);
  auto expect = nvgpu::MBarrierArriveExpectTxOp::create(
      b, loc, group, cst(bytes), slot, first.getPredicate());
  plan.stage[expect] = 0;
  plan.order[expect] = plan.order.lookup(first);

  // Reading stage: wait for the phase in which this iteration's copies
  // complete, parity (t / N) mod 2, before the first read.
  b.setInsertionPoint(plan.firstRead);
  Value phase = arith::DivUIOp::create(b, loc, tile, cst(plan.numStages));
  phase = arith::RemUIOp::create(b, loc, phase, cst(2));
  Value parity =
      arith::IndexCastOp::create(b, loc, b.getI1Type(), phase).getResult();
  auto wait = nvgpu::MBarrierTryWaitParityOp::create(b, loc, group, parity,
                                                     cst(kTryWaitTicks), slot);
  plan.stage[wait] = plan.readStage;
  plan.order[wait] = plan.order.lookup(plan.firstRead);

  placeRelease(plan, tile, b);
}

/// The warpgroup MMAs of the loop that can keep their group in flight: all
/// in the reading stage, each waiting for itself in the plain loop; empty
/// when the plan does not ask for it or the loop has none.
SmallVector<nvgpu::WarpgroupMmaOp>
Sm90Target::mmasInFlight(PipelinePlan &plan) {
  SmallVector<nvgpu::WarpgroupMmaOp> mmas;
  if (!plan.keepMmaInFlight || plan.readStage == 0)
    return {};
  for (Operation &op : plan.loop.getBody()->without_terminator()) {
    auto mma = dyn_cast<nvgpu::WarpgroupMmaOp>(op);
    if (!mma)
      continue;
    if (plan.stage.lookup(mma) != plan.readStage || mma.getWaitGroup() != 0)
      return {};
    mmas.push_back(mma);
  }
  return mmas;
}

void Sm90Target::placeRelease(PipelinePlan &plan, Value tile, OpBuilder &b) {
  scf::ForOp loop = plan.loop;
  SmallVector<nvgpu::WarpgroupMmaOp> mmas = mmasInFlight(plan);
  if (mmas.empty()) {
    // Head of the reading stage: the previous iteration's MMAs are done.
    b.setInsertionPointToStart(loop.getBody());
    auto release = gpu::BarrierOp::create(b, loop.getLoc());
    plan.stage[release] = plan.readStage;
    plan.order[release] = std::numeric_limits<int64_t>::min();
    return;
  }
  // After the reading stage (its MMAs retire the previous tile's group),
  // then stage 0, which refills the slot that tile used.
  int64_t lo = std::numeric_limits<int64_t>::max();
  int64_t hi = std::numeric_limits<int64_t>::min();
  for (auto &[op, key] : plan.order) {
    lo = std::min(lo, key);
    hi = std::max(hi, key);
  }
  for (auto &[op, key] : plan.order)
    if (plan.stage.lookup(op) == 0)
      key += hi + 2 - lo;
  for (nvgpu::WarpgroupMmaOp mma : mmas)
    mma.setWaitGroup(1);
  OpBuilder after(loop);
  after.setInsertionPointAfter(loop);
  NVVM::WgmmaWaitGroupSyncOp::create(after, loop.getLoc(), 0);

  std::optional<std::array<int64_t, 3>> block =
      getKnownBlockSize(loop->getParentOfType<FunctionOpInterface>());
  Value pred = cast<nvgpu::TmaAsyncLoadOp>(plan.copies.front()).getPredicate();
  if (plan.emptyBarriers && block && pred && (*block)[1] == 1 &&
      (*block)[2] == 1 && (*block)[0] % kWarp == 0) {
    releaseThroughEmptyBarriers(plan, tile, pred, (*block)[0] / kWarp, hi + 1,
                                b);
    return;
  }
  b.setInsertionPointToStart(loop.getBody());
  auto release = gpu::BarrierOp::create(b, loop.getLoc());
  plan.stage[release] = plan.readStage;
  plan.order[release] = hi + 1;
}

/// CUTLASS's consumer release (PipelineTmaAsync "empty" barriers): one
/// mbarrier per slot, count: the block's warps, initialised with the full
/// barriers. After the reading stage's MMAs lane 0 of every warp arrives on
/// the empty barrier of the tile the warp retired (t - 1, from t = 1); stage 0
/// becomes `scf.if (copy predicate) { wait empty[j mod N] parity (j / N + 1)
/// mod 2; expect_tx; copies }` for tile j: the k-th refill of a slot waits for
/// the k-th release of it, the first round passes on the fresh barriers.
void Sm90Target::releaseThroughEmptyBarriers(PipelinePlan &plan, Value tile,
                                             Value pred, int64_t warps,
                                             int64_t key, OpBuilder &b) {
  scf::ForOp loop = plan.loop;
  Location loc = loop.getLoc();
  int64_t n = plan.numStages;
  OpBuilder outside(loop);
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(outside, loc, v);
  };
  Value full = barrierGroup(plan);
  auto inits = llvm::filter_to_vector(full.getUsers(), [](Operation *u) {
    return isa<nvgpu::MBarrierInitOp>(u);
  });
  Operation *lastInit = inits.front();
  for (Operation *init : inits)
    if (lastInit->isBeforeInBlock(init))
      lastInit = init;
  OpBuilder init(lastInit);
  init.setInsertionPointAfter(lastInit);
  Value empty = nvgpu::MBarrierCreateOp::create(init, loc, full.getType());
  Value count = arith::ConstantIndexOp::create(init, loc, warps);
  for (int64_t s = 0; s < n; ++s)
    nvgpu::MBarrierInitOp::create(
        init, loc, empty, count, arith::ConstantIndexOp::create(init, loc, s),
        cast<nvgpu::MBarrierInitOp>(lastInit).getPredicate());

  // Reading stage, after the MMAs: release the slot of tile t - 1.
  Block *body = loop.getBody();
  b.setInsertionPoint(body->getTerminator());
  Value prev = arith::RemUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, tile, cst(n - 1)), cst(n));
  Value notFirst =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, tile, cst(0));
  // Lane 0 of each warp (1-D blocks: the thread id's low bits).
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value lane0 = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq,
      arith::RemUIOp::create(b, loc, tid, cst(kWarp)), cst(0));
  Value arrives = arith::AndIOp::create(b, loc, notFirst, lane0);
  auto arrive = nvgpu::MBarrierArriveExpectTxOp::create(b, loc, empty, cst(0),
                                                        prev, arrives);
  plan.stage[arrive] = plan.readStage;
  plan.order[arrive] = key;

  // Stage 0: the copy issuer waits for the release, then refills.
  Value slot = cast<nvgpu::TmaAsyncLoadOp>(plan.copies.front()).getMbarId();
  Value round = arith::DivUIOp::create(b, loc, tile, cst(n));
  Value phase = arith::RemUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, round, cst(1)), cst(2));
  Value parity =
      arith::IndexCastOp::create(b, loc, b.getI1Type(), phase).getResult();
  auto producer = scf::IfOp::create(b, loc, pred, /*withElseRegion=*/false);
  OpBuilder in = producer.getThenBodyBuilder();
  nvgpu::MBarrierTryWaitParityOp::create(in, loc, empty, parity,
                                         cst(kTryWaitTicks), slot);
  SmallVector<Operation *> moved;
  for (Operation &op : *body)
    if (plan.stage.lookup(&op) == 0 && plan.order.count(&op) &&
        isa<nvgpu::MBarrierArriveExpectTxOp, nvgpu::TmaAsyncLoadOp>(op) &&
        &op != arrive)
      moved.push_back(&op);
  llvm::stable_sort(moved, [&](Operation *x, Operation *y) {
    return plan.order.lookup(x) < plan.order.lookup(y);
  });
  int64_t first = plan.order.lookup(moved.front());
  for (Operation *op : moved) {
    op->moveBefore(producer.thenBlock()->getTerminator());
    plan.order.erase(op);
    plan.stage.erase(op);
  }
  plan.stage[producer] = 0;
  plan.order[producer] = first;
}

} // namespace

const PipelineTarget &mlir::cdna4pipe::getSm90PipelineTarget() {
  static const Sm90Target target;
  return target;
}
