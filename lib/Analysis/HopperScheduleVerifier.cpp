//===- HopperScheduleVerifier.cpp - TMA + mbarrier schedule proof ---------===//
//
// See include/cdna4pipe/Analysis/HopperScheduleVerifier.h for the rules. The
// model: each mbarrier of an `nvgpu.mbarrier.create` group is a list of
// phases; `arrive.expect_tx` begins the next phase with its byte count, the
// TMA copies on that barrier add their bytes to the open phase, and a
// `try_wait.parity` consumes the oldest phase not yet waited for. Each
// shared-memory tile (the byte range of a `memref.view` of the dynamic
// block) is Empty, InFlight (a copy on barrier b, phase k), Landed (that
// phase was waited for) or Read (read since the last `gpu.barrier`). A
// warpgroup MMA reads its tiles through its descriptors until its group is
// retired: groups are numbered in issue order, `waitGroup` g (or
// `nvvm.wgmma.wait.group.sync.aligned` g) retires all but the g newest, and
// a `gpu.barrier` releases only tiles whose reading group has retired.
//
// A group no TMA copy completes on holds consumer-release ("empty")
// barriers: `arrive.expect_tx` with 0 bytes is an arrival by every thread
// whose predicate holds (evaluated per thread); when the arrivals reach the
// init count the phase completes and releases the tiles read so far whose
// groups retired. A `try_wait.parity` P on such a barrier passes when its
// open phase has the other parity (a fresh barrier passes parity 1) and
// acquires the releases of the completed phases; waiting on the open phase
// would wait for arrivals that only come later (a deadlock).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/HopperScheduleVerifier.h"

#include "cdna4pipe/Analysis/IndexEval.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/DenseMap.h"

#include <map>

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

struct Phase {
  int64_t expected = 0; // bytes announced by arrive.expect_tx
  int64_t copied = 0;   // bytes of the copies completing in it
  Operation *expect = nullptr;
};

struct Barrier {
  SmallVector<Phase> phases; // begun phases, in order
  unsigned waited = 0;       // phases waited for
  // Consumer-release barriers: init count, arrivals in the open phase, and
  // per completed phase the tiles it released (range, read count).
  int64_t count = 0;
  int64_t arrivals = 0;
  SmallVector<SmallVector<std::pair<std::pair<int64_t, int64_t>, unsigned>>>
      released;
  unsigned acquired = 0; // completed phases whose releases were acquired
};

enum class TileState { Empty, InFlight, Landed, Read };

struct Tile {
  TileState state = TileState::Empty;
  int64_t barrier = 0;
  unsigned phase = 0;
  Operation *lastCopy = nullptr;
  int64_t group = -1; // the warpgroup-MMA group reading it, -1: none
  unsigned reads = 0; // reads so far (a release covers the reads before it)
};

int64_t staticBytes(Type type) {
  auto m = cast<MemRefType>(type);
  return m.getNumElements() * llvm::divideCeil(m.getElementTypeBitWidth(), 8);
}

class HopperVerifier {
public:
  HopperVerifier(FunctionOpInterface func)
      : func(func), block(getKnownBlockSize(func).value_or(
                        std::array<int64_t, 3>{128, 1, 1})),
        eval(block) {
    eval.setThread(0);
  }

  LogicalResult run() {
    runBlock(func.getFunctionBody().front());
    return success(!failedAny);
  }

private:
  using Range = std::pair<int64_t, int64_t>;

  void runBlock(Block &block);
  void step(Operation *op);
  void onCopy(nvgpu::TmaAsyncLoadOp copy);
  void onWait(nvgpu::MBarrierTryWaitParityOp wait);
  void onRead(Operation *op, Value memref, int64_t group = -1);
  void onMma(nvgpu::WarpgroupMmaOp mma);
  void retire(int64_t inFlight);
  void onAccumulatorUse(Operation *op);
  void onInit(nvgpu::MBarrierInitOp init);
  void onRelease(nvgpu::MBarrierArriveExpectTxOp arrive, Barrier &b);
  void onAcquire(nvgpu::MBarrierTryWaitParityOp wait, Barrier &b);
  bool isReleaseGroup(Value group) const {
    return releaseGroups.contains(group);
  }
  bool groupInFlight(const Tile &tile) const { return tile.group >= retired; }

  /// Reports at `op`, naming the K-loop iteration; the first error per
  /// op only (the same op fails again in later iterations).
  InFlightDiagnostic error(Operation *op) {
    failedAny = true;
    InFlightDiagnostic d = op->emitError("cdna4pipe-verify-schedule (sm90a): ");
    reported.insert(op);
    return d;
  }
  bool alreadyReported(Operation *op) const { return reported.contains(op); }
  std::string where() const {
    if (iterations.empty())
      return "outside the K-loop";
    return "in K-loop iteration " + std::to_string(iterations.back());
  }
  std::optional<int64_t> value(Operation *at, Value v) {
    std::optional<int64_t> x = eval.eval(v);
    if (!x && !alreadyReported(at))
      error(at) << "cannot evaluate an index it needs (" << where() << ")";
    return x;
  }
  /// The barrier `id` of `group`, or null after reporting.
  Barrier *barrier(Operation *at, Value group, Value id);
  /// The byte range of the tile `memref` views (through subviews), or
  /// nullopt when it is no view of the dynamic shared block.
  std::optional<Range> tileRange(Operation *at, Value memref);

  FunctionOpInterface func;
  std::array<int64_t, 3> block;
  IndexEvaluator eval;
  DenseMap<Value, SmallVector<Barrier>> groups;
  DenseMap<Value, SmallVector<bool>> initialized;
  /// Barrier groups no TMA copy completes on (consumer releases).
  llvm::DenseSet<Value> releaseGroups;
  std::map<Range, Tile> tiles;
  SmallVector<int64_t> iterations;
  /// Warpgroup-MMA groups issued and retired; where each was issued.
  SmallVector<std::string> groupsIssued;
  int64_t retired = 0;
  llvm::SmallPtrSet<Operation *, 8> reported;
  bool failedAny = false;
};

Barrier *HopperVerifier::barrier(Operation *at, Value group, Value id) {
  auto it = groups.find(group);
  std::optional<int64_t> b = value(at, id);
  if (it == groups.end() || !b)
    return nullptr;
  if (*b < 0 || *b >= static_cast<int64_t>(it->second.size())) {
    if (!alreadyReported(at))
      error(at) << "barrier id " << *b << " is outside its group of "
                << it->second.size() << " (" << where() << ")";
    return nullptr;
  }
  return &it->second[*b];
}

std::optional<HopperVerifier::Range> HopperVerifier::tileRange(Operation *at,
                                                               Value memref) {
  while (auto sub = memref.getDefiningOp<memref::SubViewOp>())
    memref = sub.getSource();
  auto view = memref.getDefiningOp<memref::ViewOp>();
  if (!view || !view.getSource().getDefiningOp<gpu::DynamicSharedMemoryOp>())
    return std::nullopt;
  std::optional<int64_t> shift = value(at, view.getByteShift());
  if (!shift)
    return std::nullopt;
  return Range{*shift, *shift + staticBytes(view.getType())};
}

void HopperVerifier::onCopy(nvgpu::TmaAsyncLoadOp copy) {
  Barrier *b = barrier(copy, copy.getBarriers(), copy.getMbarId());
  std::optional<Range> range = tileRange(copy, copy.getDst());
  if (!b || !range)
    return;
  if (b->phases.empty() || b->waited == b->phases.size()) {
    if (!alreadyReported(copy))
      error(copy) << "copy completes on a barrier with no open phase: no "
                     "arrive.expect_tx announced its bytes ("
                  << where() << ")";
    return;
  }
  unsigned k = b->phases.size() - 1;
  b->phases[k].copied += staticBytes(copy.getDst().getType());
  int64_t id = *eval.eval(copy.getMbarId());
  Tile &tile = tiles[*range];
  if (!alreadyReported(copy) && tile.lastCopy &&
      (tile.state == TileState::InFlight || tile.state == TileState::Landed) &&
      (tile.barrier != id || tile.phase != k)) {
    error(copy) << "copy overwrites shared bytes [" << range->first << ", "
                << range->second << ") whose previous data was never read: "
                << "the slot is reused one stage early (" << where() << ")";
    return;
  }
  if (!alreadyReported(copy) && tile.state == TileState::Read &&
      groupInFlight(tile)) {
    error(copy) << "copy overwrites shared bytes [" << range->first << ", "
                << range->second << ") that the warpgroup MMA group issued "
                << groupsIssued[tile.group] << " still reads: no wgmma wait "
                << "retired it before the slot was released (" << where()
                << ")";
    return;
  }
  if (!alreadyReported(copy) && tile.state == TileState::Read) {
    error(copy) << "copy overwrites shared bytes [" << range->first << ", "
                << range->second << ") read since the last gpu.barrier: its "
                << "readers have not released the slot (" << where() << ")";
    return;
  }
  tile.state = TileState::InFlight;
  tile.barrier = id;
  tile.phase = k;
  tile.lastCopy = copy;
}

void HopperVerifier::onWait(nvgpu::MBarrierTryWaitParityOp wait) {
  Barrier *b = barrier(wait, wait.getBarriers(), wait.getMbarId());
  std::optional<int64_t> parity = value(wait, wait.getPhaseParity());
  if (!b || !parity)
    return;
  if (isReleaseGroup(wait.getBarriers()))
    return onAcquire(wait, *b);
  if (b->waited == b->phases.size()) {
    if (!alreadyReported(wait))
      error(wait) << "waits on a barrier with no copies in flight (" << where()
                  << ")";
    return;
  }
  unsigned k = b->waited++;
  Phase &phase = b->phases[k];
  int64_t id = *eval.eval(wait.getMbarId());
  if (!alreadyReported(wait) && (*parity & 1) != int64_t(k % 2)) {
    error(wait) << "waits on barrier " << id << " with parity " << (*parity & 1)
                << ", but the copies it waits for complete "
                << "phase " << k << " (parity " << k % 2
                << "): the parity is not flipped when the barrier is reused ("
                << where() << ")";
    return;
  }
  if (!alreadyReported(phase.expect) && phase.expected != phase.copied) {
    error(phase.expect) << "expect_tx announces " << phase.expected
                        << " bytes, but the copies completing on barrier " << id
                        << " in phase " << k << " bring " << phase.copied
                        << " (" << where() << ")";
    return;
  }
  for (auto &[range, tile] : tiles)
    if (tile.state == TileState::InFlight && tile.barrier == id &&
        tile.phase == k)
      tile.state = TileState::Landed;
}

void HopperVerifier::onRead(Operation *op, Value memref, int64_t group) {
  std::optional<Range> range = tileRange(op, memref);
  if (!range)
    return;
  Tile &tile = tiles[*range];
  if (!alreadyReported(op) &&
      (tile.state == TileState::InFlight || tile.state == TileState::Empty)) {
    error(op) << "reads shared bytes [" << range->first << ", " << range->second
              << ") "
              << (tile.state == TileState::Empty
                      ? "that no copy filled"
                      : "before the wait for the copy that fills them")
              << " (" << where() << ")";
    return;
  }
  tile.state = TileState::Read;
  tile.group = group;
  ++tile.reads;
}

void HopperVerifier::onInit(nvgpu::MBarrierInitOp init) {
  Barrier *b = barrier(init, init.getBarriers(), init.getMbarId());
  std::optional<int64_t> count = value(init, init.getCount());
  if (!b || !count)
    return;
  if ((!b->phases.empty() || b->arrivals || !b->released.empty()) &&
      !alreadyReported(init)) {
    error(init) << "re-initialises barrier " << *eval.eval(init.getMbarId())
                << " while it is live (phases begun: "
                << b->phases.size() + b->released.size()
                << ", waited for: " << b->waited + b->acquired << "; "
                << where() << ")";
    return;
  }
  b->count = *count;
  initialized[init.getBarriers()][*eval.eval(init.getMbarId())] = true;
}

/// An arrival on a consumer-release barrier by every thread whose predicate
/// holds; the phase completes when they reach the init count.
void HopperVerifier::onRelease(nvgpu::MBarrierArriveExpectTxOp arrive,
                               Barrier &b) {
  std::optional<int64_t> bytes = value(arrive, arrive.getTxcount());
  if (!bytes)
    return;
  int64_t id = *eval.eval(arrive.getMbarId());
  if (*bytes != 0 && !alreadyReported(arrive)) {
    error(arrive) << "expects " << *bytes << " bytes on barrier " << id
                  << ", which no copy completes on (" << where() << ")";
    return;
  }
  int64_t threads = 0;
  if (Value pred = arrive.getPredicate()) {
    for (int64_t t = 0, e = block[0] * block[1] * block[2]; t < e; ++t) {
      eval.setThread(t);
      std::optional<int64_t> on = eval.eval(pred);
      if (!on) {
        eval.setThread(0);
        value(arrive, pred);
        return;
      }
      threads += *on != 0;
    }
    eval.setThread(0);
  } else {
    threads = block[0] * block[1] * block[2];
  }
  b.arrivals += threads;
  if (b.arrivals > b.count && !alreadyReported(arrive)) {
    error(arrive) << b.arrivals << " arrivals on barrier " << id
                  << " exceed its count " << b.count << " before its phase "
                  << b.released.size() << " completes (" << where() << ")";
    return;
  }
  if (b.arrivals < b.count)
    return;
  b.arrivals = 0;
  auto &phase = b.released.emplace_back();
  for (auto &[range, tile] : tiles)
    if (tile.state == TileState::Read && !groupInFlight(tile))
      phase.push_back({range, tile.reads});
}

/// A wait on a consumer-release barrier: passes when the open phase has the
/// other parity, then the tiles released so far may be refilled.
void HopperVerifier::onAcquire(nvgpu::MBarrierTryWaitParityOp wait,
                               Barrier &b) {
  int64_t parity = *eval.eval(wait.getPhaseParity()) & 1;
  int64_t open = b.released.size();
  if (open % 2 == parity) {
    if (!alreadyReported(wait))
      error(wait) << "waits on consumer-release barrier "
                  << *eval.eval(wait.getMbarId()) << " with parity " << parity
                  << ", the parity of its open phase " << open
                  << ": no release before the wait completes it (deadlock; "
                  << "the k-th refill of a slot waits with parity "
                  << "(k + 1) mod 2) (" << where() << ")";
    return;
  }
  for (; b.acquired < b.released.size(); ++b.acquired)
    for (auto &[range, reads] : b.released[b.acquired]) {
      Tile &tile = tiles[range];
      if (tile.state == TileState::Read && tile.reads == reads)
        tile.state = TileState::Empty;
    }
}

void HopperVerifier::retire(int64_t inFlight) {
  retired =
      std::max(retired, static_cast<int64_t>(groupsIssued.size()) - inFlight);
}

void HopperVerifier::onMma(nvgpu::WarpgroupMmaOp mma) {
  int64_t group = groupsIssued.size();
  groupsIssued.push_back(where());
  for (Value desc : {mma.getDescriptorA(), mma.getDescriptorB()})
    if (auto gen = desc.getDefiningOp<nvgpu::WarpgroupGenerateDescriptorOp>())
      onRead(mma, gen.getTensor(), group);
  retire(mma.getWaitGroup());
}

/// A use of warpgroup-MMA accumulators outside the MMA chain (the store)
/// needs every group retired.
void HopperVerifier::onAccumulatorUse(Operation *op) {
  int64_t inFlight = static_cast<int64_t>(groupsIssued.size()) - retired;
  if (inFlight > 0 && !alreadyReported(op))
    error(op) << "uses the accumulators while " << inFlight
              << " warpgroup MMA group(s) are in flight (the newest issued "
              << groupsIssued.back()
              << "): no wgmma wait_group 0 retired them (" << where() << ")";
}

void HopperVerifier::step(Operation *op) {
  if (auto create = dyn_cast<nvgpu::MBarrierCreateOp>(op)) {
    Value group = create.getBarriers();
    unsigned n = create.getBarriers().getType().getNumBarriers();
    groups[group].assign(n, Barrier());
    initialized[group].assign(n, false);
    if (llvm::none_of(group.getUsers(), [](Operation *u) {
          return isa<nvgpu::TmaAsyncLoadOp>(u);
        }))
      releaseGroups.insert(group);
  } else if (auto init = dyn_cast<nvgpu::MBarrierInitOp>(op)) {
    onInit(init);
  } else if (auto expect = dyn_cast<nvgpu::MBarrierArriveExpectTxOp>(op)) {
    Barrier *b = barrier(expect, expect.getBarriers(), expect.getMbarId());
    std::optional<int64_t> bytes = value(expect, expect.getTxcount());
    if (!b || !bytes)
      return;
    if (!initialized[expect.getBarriers()][*eval.eval(expect.getMbarId())] &&
        !alreadyReported(expect))
      error(expect) << "arrives on a barrier that was never initialised ("
                    << where() << ")";
    if (isReleaseGroup(expect.getBarriers()))
      return onRelease(expect, *b);
    b->phases.push_back(Phase{*bytes, 0, expect});
  } else if (auto copy = dyn_cast<nvgpu::TmaAsyncLoadOp>(op)) {
    onCopy(copy);
  } else if (auto wait = dyn_cast<nvgpu::MBarrierTryWaitParityOp>(op)) {
    onWait(wait);
  } else if (isa<gpu::BarrierOp>(op)) {
    for (auto &[range, tile] : tiles)
      if (tile.state == TileState::Read && !groupInFlight(tile))
        tile.state = TileState::Empty;
  } else if (auto mma = dyn_cast<nvgpu::WarpgroupMmaOp>(op)) {
    onMma(mma);
  } else if (auto wait = dyn_cast<NVVM::WgmmaWaitGroupSyncOp>(op)) {
    retire(wait.getGroup());
  } else if (isa<nvgpu::WarpgroupMmaStoreOp>(op)) {
    onAccumulatorUse(op);
  } else if (auto load = dyn_cast<memref::LoadOp>(op)) {
    onRead(op, load.getMemref());
  } else if (auto load = dyn_cast<vector::LoadOp>(op)) {
    onRead(op, load.getBase());
  }
}

void HopperVerifier::runBlock(Block &block) {
  for (Operation &op : block) {
    // The first hazard is reported; what follows it would only echo it.
    if (failedAny)
      return;
    if (auto branch = dyn_cast<scf::IfOp>(&op)) {
      // The branch the followed thread takes.
      std::optional<int64_t> cond = value(branch, branch.getCondition());
      if (!cond)
        return;
      Region &taken = *cond ? branch.getThenRegion() : branch.getElseRegion();
      if (!taken.empty())
        runBlock(taken.front());
      continue;
    }
    auto loop = dyn_cast<scf::ForOp>(&op);
    if (!loop) {
      step(&op);
      continue;
    }
    std::optional<int64_t> lb = value(loop, loop.getLowerBound());
    std::optional<int64_t> ub = value(loop, loop.getUpperBound());
    std::optional<int64_t> st = value(loop, loop.getStep());
    if (!lb || !ub || !st || *st <= 0)
      return;
    for (int64_t iv = *lb; iv < *ub && !failedAny; iv += *st) {
      eval.bind(loop.getInductionVar(), iv);
      iterations.push_back(iv);
      runBlock(*loop.getBody());
      iterations.pop_back();
    }
  }
}

} // namespace

bool mlir::cdna4pipe::hasHopperCopies(FunctionOpInterface func) {
  return func
      ->walk([](nvgpu::TmaAsyncLoadOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

LogicalResult mlir::cdna4pipe::verifyHopperSchedule(FunctionOpInterface func) {
  if (!hasHopperCopies(func) || func.isExternal())
    return success();
  return HopperVerifier(func).run();
}
