//===- HopperProtocol.cpp - evaluation, diagnostics, op dispatch ----------===//
//
// The part of the Hopper verifier's block state (HopperProtocol.h) that
// evaluates the values ops use, per thread and per block, reports, and
// dispatches an op to its rule (HopperBarriers.cpp, HopperMemory.cpp).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/HopperProtocol.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::hopper;

HopperProtocol::HopperProtocol(FunctionOpInterface func,
                               std::optional<std::array<int64_t, 3>> id)
    : func(func), block(getKnownBlockSize(func).value_or(
                      std::array<int64_t, 3>{128, 1, 1})),
      threads(block[0] * block[1] * block[2]),
      warpgroups(llvm::divideCeil(threads, kWarpgroup)), eval(block),
      blockId(id), issued(warpgroups), retired(warpgroups, 0),
      bulkCommitted(threads, 0), bulkRetired(threads, 0) {
  eval.setBlockId(id);
  eval.setGridSize(getKnownGridSize(func));
}

ThreadSet HopperProtocol::warpgroupThreads(int64_t w) const {
  ThreadSet s(threads);
  s.set(w * kWarpgroup, std::min(threads, (w + 1) * kWarpgroup));
  return s;
}

std::string HopperProtocol::where() const {
  std::string s;
  if (iterations.empty()) {
    s = "outside the K-loop";
  } else {
    s = "in K-loop iteration " + std::to_string(iterations.back());
    for (int64_t i = static_cast<int64_t>(iterations.size()) - 2; i >= 0; --i)
      s += ", outer loop at " + std::to_string(iterations[i]);
  }
  if (blockId && (*blockId)[1] == 0 && (*blockId)[2] == 0)
    s += ", block " + std::to_string((*blockId)[0]);
  else if (blockId)
    s += ", block (" + std::to_string((*blockId)[0]) + ", " +
         std::to_string((*blockId)[1]) + ", " + std::to_string((*blockId)[2]) +
         ")";
  return s;
}

InFlightDiagnostic HopperProtocol::error(Operation *op) {
  failedAny = true;
  reported.insert(op);
  return op->emitError("cdna4pipe-verify-schedule (sm90a): ");
}

//===----------------------------------------------------------------------===//
// Evaluation
//===----------------------------------------------------------------------===//

bool HopperProtocol::dependsOnThread(Value v) {
  if (auto it = threadDependent.find(v); it != threadDependent.end())
    return it->second;
  threadDependent[v] = false; // cycles through iter_args: not thread ids
  Operation *def = v.getDefiningOp();
  bool result = false;
  if (def &&
      isa<gpu::ThreadIdOp, gpu::LaneIdOp, gpu::SubgroupIdOp, gpu::GlobalIdOp>(
          def))
    result = true;
  else if (def)
    result = llvm::any_of(def->getOperands(),
                          [&](Value x) { return dependsOnThread(x); });
  return threadDependent[v] = result;
}

bool HopperProtocol::dependsOnBlock(Value v) {
  if (auto it = blockDependent.find(v); it != blockDependent.end())
    return it->second;
  blockDependent[v] = false; // a cycle through iter_args adds nothing
  bool result = false;
  auto any = [&](ValueRange xs) {
    return llvm::any_of(xs, [&](Value x) { return dependsOnBlock(x); });
  };
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    if (auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp())) {
      if (arg == loop.getInductionVar()) {
        result =
            any({loop.getLowerBound(), loop.getUpperBound(), loop.getStep()});
      } else if (OpOperand *init = loop.getTiedLoopInit(arg)) {
        result = dependsOnBlock(init->get()) ||
                 dependsOnBlock(loop.getTiedLoopYieldedValue(arg)->get());
      }
    }
  } else if (Operation *def = v.getDefiningOp()) {
    if (isa<gpu::BlockIdOp, gpu::GlobalIdOp>(def))
      result = true;
    else if (auto loop = dyn_cast<scf::ForOp>(def))
      result = dependsOnBlock(
                   loop.getInits()[cast<OpResult>(v).getResultNumber()]) ||
               any(loop.getYieldedValues());
    else
      result = any(def->getOperands());
  }
  return blockDependent[v] = result;
}

/// Whether `v` is the same in every block; reports at `at` if it is not
/// while the proof is for one block standing for others.
bool HopperProtocol::blockInvariant(Operation *at, Value v) {
  if (!blockId || !dependsOnBlock(v))
    return true;
  if (!alreadyReported(at))
    error(at) << "uses a value that depends on gpu.block_id: the proof "
                 "covers the blocks of a grid by one block per trip count of "
                 "its persistent loops, so only their bounds may depend on "
                 "the block ("
              << where() << ")";
  return false;
}

std::optional<int64_t> HopperProtocol::valueAt(Value v, int64_t thread) {
  if (thread != evalThread) {
    eval.setThread(thread);
    evalThread = thread;
  }
  return eval.eval(v);
}

std::optional<int64_t> HopperProtocol::uniform(Operation *at, Value v,
                                               const ThreadSet &active,
                                               bool perBlock) {
  if (!perBlock && !blockInvariant(at, v))
    return std::nullopt;
  int first = active.find_first();
  if (first < 0)
    first = 0;
  std::optional<int64_t> x = valueAt(v, first);
  if (!x) {
    if (!alreadyReported(at))
      error(at) << "cannot evaluate an index it needs (" << where() << ")";
    return std::nullopt;
  }
  if (!dependsOnThread(v))
    return x;
  for (int t : active.set_bits()) {
    std::optional<int64_t> y = valueAt(v, t);
    if (!y || *y != *x) {
      if (!alreadyReported(at))
        error(at) << "an operand differs between the threads that execute "
                     "it (thread "
                  << first << ": " << *x << ", thread " << t << ": "
                  << (y ? std::to_string(*y) : "unknown") << "; " << where()
                  << ")";
      return std::nullopt;
    }
  }
  return x;
}

std::optional<ThreadSet> HopperProtocol::taking(Operation *at, Value pred,
                                                const ThreadSet &active) {
  if (!pred)
    return active;
  if (!dependsOnThread(pred)) {
    std::optional<int64_t> x = uniform(at, pred, active);
    if (!x)
      return std::nullopt;
    return *x ? active : ThreadSet(threads);
  }
  if (!blockInvariant(at, pred))
    return std::nullopt;
  ThreadSet on(threads);
  for (int t : active.set_bits()) {
    std::optional<int64_t> x = valueAt(pred, t);
    if (!x) {
      if (!alreadyReported(at))
        error(at) << "cannot evaluate its predicate for thread " << t << " ("
                  << where() << ")";
      return std::nullopt;
    }
    if (*x)
      on.set(t);
  }
  return on;
}

/// The shared bytes `memref` covers for `thread`; `noView` when it is no
/// view of the dynamic shared block (not tracked).
std::optional<SmallVector<ByteRun>> HopperProtocol::bytesOf(Operation *at,
                                                            Value memref,
                                                            int64_t thread,
                                                            bool &noView) {
  std::string why;
  noView = false;
  bool perBlock = false;
  auto runs = sharedBytes(
      memref,
      [&](Value v) -> std::optional<int64_t> {
        if (blockId && dependsOnBlock(v)) {
          perBlock = true;
          return std::nullopt;
        }
        return valueAt(v, thread);
      },
      why);
  if (runs)
    return runs;
  if (perBlock)
    why = "its offsets depend on gpu.block_id";
  if (why == "it is no view of the dynamic shared block") {
    noView = true;
    return std::nullopt;
  }
  if (!alreadyReported(at))
    error(at) << "cannot tell which shared bytes it accesses: " << why << " ("
              << where() << ")";
  return std::nullopt;
}

std::optional<std::string> HopperProtocol::firstHazard(
    ArrayRef<ByteRun> runs,
    function_ref<std::optional<std::string>(ByteRun, Bytes &)> check) {
  std::optional<std::string> hazard;
  for (ByteRun run : runs)
    shared.visit(run, [&](ByteRun piece, Bytes &x) {
      fresh(x);
      if (!hazard)
        hazard = check(piece, x);
    });
  return hazard;
}

//===----------------------------------------------------------------------===//
// Dispatch
//===----------------------------------------------------------------------===//

void HopperProtocol::step(Operation *op, const ThreadSet &active) {
  if (auto create = dyn_cast<nvgpu::MBarrierCreateOp>(op)) {
    onCreate(create);
  } else if (auto init = dyn_cast<nvgpu::MBarrierInitOp>(op)) {
    onInit(init, active);
  } else if (auto expect = dyn_cast<nvgpu::MBarrierArriveExpectTxOp>(op)) {
    onArrive(op, expect.getBarriers(), expect.getMbarId(), expect.getTxcount(),
             expect.getPredicate(), active);
  } else if (auto arrive = dyn_cast<nvgpu::MBarrierArriveOp>(op)) {
    onArrive(op, arrive.getBarriers(), arrive.getMbarId(), Value(), Value(),
             active);
  } else if (auto copy = dyn_cast<nvgpu::TmaAsyncLoadOp>(op)) {
    onCopy(copy, active);
  } else if (auto wait = dyn_cast<nvgpu::MBarrierTryWaitParityOp>(op)) {
    onWait(wait, active);
  } else if (isa<gpu::BarrierOp>(op)) {
    onCtaBarrier(op, active);
  } else if (auto mma = dyn_cast<nvgpu::WarpgroupMmaOp>(op)) {
    onMma(mma, active);
  } else if (auto wait = dyn_cast<NVVM::WgmmaWaitGroupSyncOp>(op)) {
    onWgmmaWait(wait.getGroup(), active);
  } else if (isa<nvgpu::WarpgroupMmaStoreOp>(op)) {
    onAccumulatorUse(op, active);
  } else if (auto load = dyn_cast<memref::LoadOp>(op)) {
    onRead(op, load.getMemref(), active);
  } else if (auto load = dyn_cast<vector::LoadOp>(op)) {
    onRead(op, load.getBase(), active);
  } else if (auto store = dyn_cast<vector::StoreOp>(op)) {
    onWrite(op, store.getBase(), active);
  } else if (auto store = dyn_cast<memref::StoreOp>(op)) {
    onWrite(op, store.getMemref(), active);
  } else if (auto store = dyn_cast<nvgpu::TmaAsyncStoreOp>(op)) {
    onStore(store, active);
  } else if (auto fence = dyn_cast<NVVM::FenceProxyOp>(op);
             fence && fence.getKind() == NVVM::ProxyKind::async_shared) {
    onFenceProxy(active);
  } else if (isa<NVVM::CpAsyncBulkCommitGroupOp>(op)) {
    onBulkCommit(active);
  } else if (auto wait = dyn_cast<NVVM::CpAsyncBulkWaitGroupOp>(op)) {
    onBulkWait(wait.getGroup(), active);
  } else if (auto named = dyn_cast<NVVM::BarrierOp>(op);
             named && named.getNumberOfThreads()) {
    onNamedBarrier(op, named.getBarrierId(), named.getNumberOfThreads(),
                   active);
  } else if (isa<nvgpu::MBarrierArriveNoCompleteOp, nvgpu::MBarrierTestWaitOp,
                 nvgpu::DeviceAsyncCopyOp, nvgpu::DeviceAsyncWaitOp>(op) ||
             (isa_and_nonnull<NVVM::NVVMDialect>(op->getDialect()) &&
              op->getName().getStringRef().contains("barrier"))) {
    if (!alreadyReported(op))
      error(op) << "'" << op->getName()
                << "' is not modelled by the Hopper schedule verifier ("
                << where() << ")";
  }
}
