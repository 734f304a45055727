//===- PipelineTargetGfx950.cpp - software-pipeline hooks for gfx950 ------===//
//
// The AMD CDNA4 target of cdna4pipe-software-pipeline (PipelineTarget.h):
//  * Copies are `amdgpu.gather_to_lds` (global -> LDS) and `cdna4pipe.g2s`;
//    waits and barriers are the `amdgpu` / `rocdl` / `gpu` / `cdna4pipe`
//    ones.
//  * Multi-buffering. `memref::multiBuffer` only handles `memref.alloc` and
//    rewrites accesses through a `memref.subview` per iteration; the
//    generator's LDS tiles are `gpu.func` workgroup attributions and the
//    contract wants the slot as the first index of every access. So the
//    buffer is re-typed slot-major `memref<N x ...>` in place and every
//    access gets `slot = tile mod N` prepended.
//  * Waits. `pipelineForLoop` knows nothing about hardware counters; one
//    `amdgpu.memory_counter_wait load(n)` + `rocdl.s.barrier` pair is placed
//    at the head of the reading stage. Its count is set per emitted copy
//    through the pipeliner's annotation hook, in copy instructions (the
//    number of copy ops in one iteration), not in commit groups.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Transforms/PipelineTarget.h"

#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <limits>

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

std::optional<int64_t> getStaticBytes(MemRefType type) {
  if (!type.hasStaticShape())
    return std::nullopt;
  unsigned bits = type.getElementTypeBitWidth();
  return type.getNumElements() * llvm::divideCeil(bits, 8);
}

/// If `op` accesses `buf` as its base memref, the operand range holding the
/// indices into it. Copies, `vector.load`, `amdgpu.transpose_load`,
/// `memref.load` and `cdna4pipe.s2r` are the accesses the multi-buffering
/// rewrite understands.
std::optional<MutableOperandRange> getAccessIndices(Operation *op, Value buf) {
  if (auto g = dyn_cast<amdgpu::GatherToLDSOp>(op)) {
    if (g.getDst() == buf && g.getSrc() != buf)
      return g.getDstIndicesMutable();
    return std::nullopt;
  }
  if (auto g = dyn_cast<cdna4pipe::G2SOp>(op)) {
    if (g.getDst() == buf && g.getSrc() != buf)
      return g.getDstIndicesMutable();
    return std::nullopt;
  }
  if (auto l = dyn_cast<vector::LoadOp>(op))
    if (l.getBase() == buf)
      return l.getIndicesMutable();
  if (auto l = dyn_cast<amdgpu::TransposeLoadOp>(op))
    if (l.getSrc() == buf)
      return l.getSrcIndicesMutable();
  if (auto l = dyn_cast<memref::LoadOp>(op))
    if (l.getMemref() == buf)
      return l.getIndicesMutable();
  if (auto l = dyn_cast<cdna4pipe::S2ROp>(op))
    if (l.getSrc() == buf)
      return l.getIndicesMutable();
  return std::nullopt;
}

class Gfx950Target final : public PipelineTarget {
public:
  StringRef getName() const override { return "gfx950"; }
  StringRef getSharedMemoryName() const override { return "LDS"; }

  bool isSyncOp(Operation *op) const override {
    return isa<amdgpu::MemoryCounterWaitOp, ROCDL::SBarrierOp,
               ROCDL::SWaitcntOp, gpu::BarrierOp, cdna4pipe::WaitOp,
               cdna4pipe::BarrierOp>(op);
  }

  Value getCopyDest(Operation *op) const override {
    if (auto g = dyn_cast<amdgpu::GatherToLDSOp>(op)) {
      auto dst = cast<MemRefType>(g.getDst().getType());
      auto src = cast<MemRefType>(g.getSrc().getType());
      if (isWorkgroupMemory(dst) && isGlobalMemory(src))
        return g.getDst();
      return {};
    }
    if (auto g = dyn_cast<cdna4pipe::G2SOp>(op))
      return g.getDst();
    return {};
  }

  bool isRewritableAccess(Operation *user, Value buf) const override {
    return getAccessIndices(user, buf).has_value();
  }

  std::optional<std::string> checkLoop(const PipelinePlan &plan,
                                       Operation *&at) const override {
    for (Value buf : plan.buffers) {
      auto type = cast<MemRefType>(buf.getType());
      bool isAttribution = false;
      if (auto arg = dyn_cast<BlockArgument>(buf)) {
        if (auto func = dyn_cast<gpu::GPUFuncOp>(arg.getOwner()->getParentOp()))
          isAttribution =
              llvm::is_contained(func.getWorkgroupAttributions(), arg);
      }
      bool isAlloc = isa_and_nonnull<memref::AllocOp, memref::AllocaOp>(
          buf.getDefiningOp());
      if (!isAttribution && !isAlloc)
        return std::string("the copied workgroup buffer is neither a gpu.func "
                           "workgroup attribution nor a memref.alloc");
      if (isAlloc && plan.loop->isAncestor(buf.getDefiningOp())) {
        at = buf.getDefiningOp();
        return std::string(
            "the copied workgroup buffer is allocated inside the loop");
      }
      if (!type.hasStaticShape() || !type.getLayout().isIdentity())
        return std::string("the copied workgroup buffer needs a static shape "
                           "and an identity layout");
    }
    return std::nullopt;
  }

  int64_t sharedBytesAfter(const PipelinePlan &plan) const override {
    // Every workgroup attribution / alloc of the enclosing function, the
    // copied ones times N.
    auto func = plan.loop->getParentOfType<FunctionOpInterface>();
    if (!func)
      return 0;
    int64_t total = 0;
    auto account = [&](Value v) {
      auto type = dyn_cast<MemRefType>(v.getType());
      if (!type || !isWorkgroupMemory(type))
        return;
      int64_t bytes = getStaticBytes(type).value_or(0);
      total += plan.buffers.contains(v) ? bytes * plan.numStages : bytes;
    };
    if (auto gpuFunc = dyn_cast<gpu::GPUFuncOp>(func.getOperation()))
      for (BlockArgument arg : gpuFunc.getWorkgroupAttributions())
        account(arg);
    func->walk([&](memref::AllocOp a) { account(a.getResult()); });
    func->walk([&](memref::AllocaOp a) { account(a.getResult()); });
    return total;
  }
  int64_t sharedLimit() const override { return kLdsBytes; }
  bool supportsRuntimeTripCount() const override { return true; }

  void multiBuffer(PipelinePlan &plan, Value slot, OpBuilder &b) const override;
  void synthesizeSync(PipelinePlan &plan, Value tile, Value slot,
                      OpBuilder &b) const override;
  void annotate(const PipelinePlan &plan, Operation *op,
                scf::PipeliningOption::PipelinerPart part, unsigned iteration,
                RewriterBase &rewriter) const override;
};

void Gfx950Target::multiBuffer(PipelinePlan &plan, Value slot,
                               OpBuilder &b) const {
  for (Value buf : plan.buffers) {
    auto type = cast<MemRefType>(buf.getType());
    SmallVector<int64_t> shape{static_cast<int64_t>(plan.numStages)};
    llvm::append_range(shape, type.getShape());
    auto slotted =
        MemRefType::get(shape, type.getElementType(),
                        MemRefLayoutAttrInterface(), type.getMemorySpace());
    Value newBuf = buf;
    if (auto arg = dyn_cast<BlockArgument>(buf)) {
      // gpu.func has no API to drop an attribution; re-typing the block
      // argument in place keeps its position and attributes.
      arg.setType(slotted);
    } else {
      Operation *alloc = buf.getDefiningOp();
      b.setInsertionPoint(alloc);
      Operation *fresh =
          isa<memref::AllocOp>(alloc)
              ? memref::AllocOp::create(b, alloc->getLoc(), slotted)
                    .getOperation()
              : memref::AllocaOp::create(b, alloc->getLoc(), slotted)
                    .getOperation();
      newBuf = fresh->getResult(0);
    }
    // Growing the index list may reallocate the user's operand storage, so
    // collect the users first and never hold an OpOperand across `assign`.
    SmallVector<Operation *> users(buf.getUsers());
    for (Operation *user : users) {
      if (newBuf != buf)
        user->replaceUsesOfWith(buf, newBuf);
      MutableOperandRange indices = *getAccessIndices(user, newBuf);
      // The fallback loop of a runtime trip count (outside the pipelined
      // loop) uses slot 0.
      Value userSlot = slot;
      if (!plan.loop->isAncestor(user)) {
        b.setInsertionPoint(user);
        userSlot = arith::ConstantIndexOp::create(b, user->getLoc(), 0);
      }
      SmallVector<Value> newIndices{userSlot};
      for (OpOperand &i : indices)
        newIndices.push_back(i.get());
      indices.assign(newIndices);
    }
    if (newBuf != buf)
      buf.getDefiningOp()->erase();
  }
}

void Gfx950Target::synthesizeSync(PipelinePlan &plan, Value tile, Value slot,
                                  OpBuilder &b) const {
  // The wait + barrier, at the head of the reading stage (before every
  // anchor: the lowest order keys).
  Location loc = plan.loop.getLoc();
  b.setInsertionPointToStart(plan.loop.getBody());
  auto wait = amdgpu::MemoryCounterWaitOp::create(
      b, loc, b.getI32IntegerAttr(0), IntegerAttr(), IntegerAttr(),
      IntegerAttr(), IntegerAttr());
  auto barrier = ROCDL::SBarrierOp::create(b, loc);
  int64_t head = std::numeric_limits<int64_t>::min();
  plan.stage[wait] = plan.readStage;
  plan.stage[barrier] = plan.readStage;
  plan.order[wait] = head;
  plan.order[barrier] = head + 1;
}

void Gfx950Target::annotate(const PipelinePlan &plan, Operation *op,
                            scf::PipeliningOption::PipelinerPart part,
                            unsigned iteration, RewriterBase &rewriter) const {
  // Wait counts in copy instructions. Prologue / kernel: the copies of the
  // readStage-1 tiles issued after the one being read may stay in flight.
  // Epilogue part e (0-based): no copies follow, so readStage-1-e tiles.
  auto w = dyn_cast<amdgpu::MemoryCounterWaitOp>(op);
  if (!w)
    return;
  int64_t r = plan.readStage;
  int64_t tiles = part == scf::PipeliningOption::PipelinerPart::Epilogue
                      ? r - 1 - int64_t(iteration)
                      : r - 1;
  // More than 62 copies may stay in flight: wait for 62 (load(63) is the
  // s_waitcnt encoding of "not waited on").
  w.setLoadAttr(rewriter.getI32IntegerAttr(std::min<int64_t>(
      std::max<int64_t>(tiles, 0) * plan.copiesPerTile, kMaxVmcnt - 1)));
}

} // namespace

const PipelineTarget &mlir::cdna4pipe::getGfx950PipelineTarget() {
  static const Gfx950Target target;
  return target;
}
