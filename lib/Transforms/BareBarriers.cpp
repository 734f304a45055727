//===- BareBarriers.cpp - cdna4pipe-bare-barriers pass
//---------------------===//
//
// `gpu.barrier` orders every memory access of the workgroup: on gfx950 it
// lowers to fences around s_barrier, i.e. s_waitcnt vmcnt(0) lgkmcnt(0)
// before it, which drains every LDS DMA in flight (seed 002 §2.4). This pass
// replaces a gpu.barrier by `rocdl.s.barrier` plus the counted
// `amdgpu.memory_counter_wait` its data dependences need, where that is
// provably equivalent:
//
//  * vmcnt: walking back from the barrier along every path (the barrier's
//    block, the previous iteration of each enclosing scf.for, the code before
//    it), the newest LDS DMA (amdgpu.gather_to_lds) whose buffer is read or
//    written by anything that may run after the barrier must have landed:
//    `load(n)`, n = the DMA instructions issued after it (the fewest over the
//    paths; vmcnt retires in order). Older DMAs retire with it; a
//    `memory_counter_wait load(m)` on the way leaves at most m older ones.
//  * lgkmcnt: an LDS store (register staging) before the barrier whose
//    buffer is accessed after it, or an LDS read whose buffer is written
//    after it and whose result is not used before the barrier (a use makes
//    LLVM wait for it), needs `ds(0)`.
//
// Buffers are compared by their root memref (through view-like ops). The
// barrier stays, with a remark at it, where the pass cannot show that this
// is all the barrier does: a global store before it (gpu.barrier also orders
// global memory), an op with memory effects it does not model, a region op
// with memory ops on the way back, or a barrier nested in anything but a
// function or scf.for body.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_CDNA4PIPEBAREBARRIERS
#include "cdna4pipe/Transforms/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {
/// What an op does to memory, as far as the barrier is concerned.
struct Access {
  enum Kind { None, Dma, LdsRead, LdsWrite, GlobalWrite, Wait, Unknown };
  Kind kind = None;
  Value buffer{};                // root memref of the LDS access
  std::optional<int64_t> load{}; // Wait: load(n)
  bool dsZero = false;           // Wait: ds(0)
};

Value rootOf(Value memref) {
  while (auto view = memref.getDefiningOp<ViewLikeOpInterface>())
    memref = view.getViewSource();
  return memref;
}

bool isWorkgroup(Value memref) {
  auto ty = dyn_cast<MemRefType>(memref.getType());
  auto space = ty ? dyn_cast_or_null<gpu::AddressSpaceAttr>(ty.getMemorySpace())
                  : nullptr;
  return space && space.getValue() == gpu::AddressSpace::Workgroup;
}

Access classifyRead(Value memref) {
  if (isWorkgroup(memref))
    return {Access::LdsRead, rootOf(memref)};
  return {};
}

Access classifyWrite(Value memref) {
  if (isWorkgroup(memref))
    return {Access::LdsWrite, rootOf(memref)};
  return {Access::GlobalWrite, rootOf(memref)};
}

/// Classifies an op without regions.
Access classify(Operation *op) {
  return llvm::TypeSwitch<Operation *, Access>(op)
      .Case([](amdgpu::GatherToLDSOp g) {
        return Access{Access::Dma, rootOf(g.getDst())};
      })
      .Case([](vector::LoadOp o) { return classifyRead(o.getBase()); })
      .Case([](vector::TransferReadOp o) { return classifyRead(o.getBase()); })
      .Case([](amdgpu::TransposeLoadOp o) { return classifyRead(o.getSrc()); })
      .Case([](memref::LoadOp o) { return classifyRead(o.getMemRef()); })
      .Case([](vector::StoreOp o) { return classifyWrite(o.getBase()); })
      .Case(
          [](vector::TransferWriteOp o) { return classifyWrite(o.getBase()); })
      .Case([](memref::StoreOp o) { return classifyWrite(o.getMemRef()); })
      .Case([](amdgpu::MemoryCounterWaitOp w) {
        Access a{Access::Wait};
        if (std::optional<uint32_t> n = w.getLoad())
          a.load = *n;
        std::optional<uint32_t> ds = w.getDs();
        a.dsZero = ds && *ds == 0;
        return a;
      })
      .Case<gpu::BarrierOp, ROCDL::SBarrierOp, memref::AllocOp,
            memref::AllocaOp, amdgpu::FatRawBufferCastOp>(
          [](Operation *) { return Access{}; })
      .Default([](Operation *op) {
        if (isMemoryEffectFree(op) || op->hasTrait<OpTrait::IsTerminator>())
          return Access{};
        return Access{Access::Unknown};
      });
}

/// LDS buffers something that may run after the barrier reads or writes.
struct After {
  DenseSet<Value> accessed, written;
  bool unknown = false;
  void add(Operation *root) {
    root->walk([&](Operation *op) {
      if (op->getNumRegions())
        return;
      Access a = classify(op);
      if (a.kind == Access::Dma || a.kind == Access::LdsWrite)
        written.insert(a.buffer);
      if (a.kind == Access::Dma || a.kind == Access::LdsRead ||
          a.kind == Access::LdsWrite)
        accessed.insert(a.buffer);
    });
  }
};

After collectAfter(Operation *barrier) {
  After after;
  for (Operation *op = barrier; op;) {
    for (Operation *next = op->getNextNode(); next; next = next->getNextNode())
      after.add(next);
    Operation *parent = op->getParentOp();
    if (!parent || isa<FunctionOpInterface>(parent))
      break;
    // Later iterations of an enclosing loop run all of its body again.
    if (isa<scf::ForOp>(parent))
      after.add(parent);
    op = parent;
  }
  return after;
}

/// The state of one backward path from the barrier.
struct Walk {
  int64_t dmasSeen = 0;                // DMAs newer than the current op
  std::optional<int64_t> vmLimit;      // after a wait: older DMAs in flight
  bool vmDone = false, dsDone = false; // nothing older can matter
  std::optional<int64_t> vm;           // load(n) needed
  bool ds = false;                     // ds(0) needed
  DenseSet<Operation *> seen;          // ops between the current op and B
};

/// The verdict over all paths.
struct Need {
  std::optional<int64_t> vm;
  bool ds = false;
  Operation *refuseAt = nullptr;
  std::string why;
  void merge(const Walk &w) {
    if (w.vm)
      vm = vm ? std::min(*vm, *w.vm) : *w.vm;
    ds |= w.ds;
  }
};
} // namespace

namespace {
class BarrierAnalysis {
public:
  BarrierAnalysis(gpu::BarrierOp barrier)
      : barrier(barrier), after(collectAfter(barrier)) {}

  /// What the barrier must keep doing; `refuseAt` set when it cannot be
  /// replaced.
  Need run() {
    Walk start;
    walkBlock(barrier->getBlock(), barrier, start);
    return need;
  }

private:
  /// Applies one op (walking backward). Returns false to stop this path.
  bool step(Operation *op, Walk &w);
  /// Walks the ops before `pos` in `block` backward, then the paths that
  /// lead into the block.
  void walkBlock(Block *block, Operation *pos, Walk w);
  bool refuse(Operation *at, const Twine &why) {
    if (!need.refuseAt) {
      need.refuseAt = at;
      need.why = why.str();
    }
    return false;
  }
  bool done(const Walk &w) const { return w.vmDone && w.dsDone; }

  gpu::BarrierOp barrier;
  After after;
  Need need;
};

bool BarrierAnalysis::step(Operation *op, Walk &w) {
  if (op->getNumRegions()) {
    // An enclosing loop's body was walked on its own; any other region op
    // must not touch memory.
    if (op->isAncestor(barrier))
      return true;
    WalkResult r = op->walk([&](Operation *inner) {
      if (inner->getNumRegions() == 0 && classify(inner).kind != Access::None)
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    if (r.wasInterrupted())
      return refuse(op, "'" + op->getName().getStringRef() +
                            "' with memory operations runs before the "
                            "barrier");
    w.seen.insert(op);
    return true;
  }
  Access a = classify(op);
  switch (a.kind) {
  case Access::Unknown:
    return refuse(op, "'" + op->getName().getStringRef() +
                          "' has memory effects the pass does not model");
  case Access::GlobalWrite:
    return refuse(op, "a global store runs before the barrier (gpu.barrier "
                      "also orders global memory, s_barrier does not)");
  case Access::Wait:
    if (a.load)
      w.vmLimit = w.vmLimit ? std::min(*w.vmLimit, *a.load) : *a.load;
    if (w.vmLimit && *w.vmLimit == 0)
      w.vmDone = true;
    w.dsDone |= a.dsZero;
    break;
  case Access::Dma:
    if (w.vmDone)
      break;
    if (after.accessed.contains(a.buffer)) {
      w.vm = w.dmasSeen; // the newest conflicting DMA on this path
      w.vmDone = true;
      break;
    }
    ++w.dmasSeen;
    if (w.vmLimit && --*w.vmLimit == 0)
      w.vmDone = true;
    break;
  case Access::LdsWrite:
    if (!w.dsDone && after.accessed.contains(a.buffer))
      w.ds = true;
    break;
  case Access::LdsRead:
    if (!w.dsDone && after.written.contains(a.buffer) &&
        llvm::none_of(op->getUsers(), [&](Operation *user) {
          return w.seen.contains(user) &&
                 !user->hasTrait<OpTrait::IsTerminator>();
        }))
      w.ds = true;
    break;
  case Access::None:
    break;
  }
  w.seen.insert(op);
  return !done(w);
}

void BarrierAnalysis::walkBlock(Block *block, Operation *pos, Walk w) {
  for (Operation *op = pos->getPrevNode(); op; op = op->getPrevNode())
    if (!step(op, w)) {
      need.merge(w);
      return;
    }
  Operation *parent = block->getParentOp();
  if (isa<FunctionOpInterface>(parent)) {
    need.merge(w); // kernel entry: nothing in flight
    return;
  }
  auto loop = dyn_cast<scf::ForOp>(parent);
  if (!loop) {
    refuse(barrier, "the barrier is inside '" +
                        parent->getName().getStringRef() +
                        "' (only function and scf.for bodies are analysed)");
    return;
  }
  // Previous iteration: the body after `pos` (older ops of the body were
  // walked above at a shorter distance).
  Walk wrap = w;
  Operation *anchor = pos;
  for (Operation *op = &block->back(); op != anchor; op = op->getPrevNode())
    if (!step(op, wrap))
      break;
  need.merge(wrap);
  // First iteration: the code before the loop.
  walkBlock(loop->getBlock(), loop, w);
}
} // namespace

namespace {
struct BareBarriersPass
    : public cdna4pipe::impl::CDNA4PipeBareBarriersBase<BareBarriersPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<gpu::BarrierOp> barriers;
    getOperation()->walk([&](gpu::BarrierOp b) { barriers.push_back(b); });
    if (barriers.empty())
      return markAllAnalysesPreserved();
    // Program order: a barrier rewritten earlier contributes its counted
    // wait to the analysis of the later ones (never the other way round).
    for (gpu::BarrierOp barrier : barriers) {
      Need need = BarrierAnalysis(barrier).run();
      if (need.refuseAt) {
        barrier->emitRemark("cdna4pipe-bare-barriers: gpu.barrier kept: ")
            << need.why;
        continue;
      }
      OpBuilder b(barrier);
      Location loc = barrier.getLoc();
      // At most 62: load(63) is s_waitcnt's "not waited on".
      if (need.vm || need.ds)
        amdgpu::MemoryCounterWaitOp::create(
            b, loc,
            need.vm ? b.getI32IntegerAttr(std::min(*need.vm, kMaxVmcnt - 1))
                    : IntegerAttr(),
            IntegerAttr(), need.ds ? b.getI32IntegerAttr(0) : IntegerAttr(),
            IntegerAttr(), IntegerAttr());
      ROCDL::SBarrierOp::create(b, loc);
      barrier->erase();
    }
  }
};
} // namespace
