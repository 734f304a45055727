//===- HopperScheduleVerifier.cpp - TMA + mbarrier schedule proof ---------===//
//
// See include/cdna4pipe/Analysis/HopperScheduleVerifier.h for the rules and
// docs/ScheduleVerifier.md for what is assumed. This file is the walk: the
// function runs once per block that stands for others, in program order,
// every loop unrolled, with an *active set* of the block's threads. `scf.if`
// splits it by evaluating the condition for every active thread and runs
// each branch with the threads that take it; the state those threads act on
// is a HopperProtocol (HopperProtocol.h).
//
// Threads that split at an `scf.if` and never meet again (the if is
// followed only by the end of the function: a warp-specialised producer and
// its consumers) run concurrently: each branch's threads, per warpgroup,
// become a process whose ops are recorded in program order with the loop
// values they see, and the processes are then interleaved one op at a
// time, the first process in priority order that is not waiting for an
// mbarrier phase that lacks arrivals or bytes going on (each side gets
// priority once). When every unfinished process waits, the schedule
// deadlocks.
//
// A persistent loop (`scf.for` from `gpu.block_id` by a grid-invariant
// step) runs a different number of times in different blocks; the blocks
// of the known grid are grouped by those trip counts and the first block of
// each group is verified. Any other value the rules use must not depend on
// the block.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/HopperScheduleVerifier.h"

#include "cdna4pipe/Analysis/HopperProtocol.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <map>

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::hopper;

namespace {

/// One op executed by a set of threads, with the loop values it sees.
struct Event {
  Operation *op;
  ThreadSet active;
  SmallVector<std::pair<Value, int64_t>> bindings;
  SmallVector<int64_t> iterations;
};

/// Threads that run concurrently with the others: their ops in order.
struct Process {
  ThreadSet threads;
  std::vector<Event> events;
  size_t next = 0;
};

/// A persistent loop: `scf.for %t = gpu.block_id to ub step s`.
bool isPersistentLoop(scf::ForOp loop) {
  return loop.getLowerBound().getDefiningOp<gpu::BlockIdOp>() != nullptr;
}

class Walker {
public:
  /// `reversed`: concurrent processes get priority in reverse program
  /// order (the else-side threads first).
  Walker(HopperProtocol &state, bool reversed)
      : state(state), reversed(reversed) {}

  void run(FunctionOpInterface func) {
    runBlock(func.getFunctionBody().front(), state.allThreads());
    if (!state.failed())
      state.finish(state.allThreads());
  }
  /// The thread sets that ran concurrently (empty: one lock-step walk).
  SmallVector<ThreadSet> concurrentClasses() const {
    SmallVector<ThreadSet> sets;
    for (const Process &p : processes)
      sets.push_back(p.threads);
    return sets;
  }

private:
  void runBlock(Block &body, const ThreadSet &active);
  void runIf(scf::IfOp branch, const ThreadSet &active);
  void runFor(scf::ForOp loop, const ThreadSet &active);
  void runIteration(scf::ForOp loop, int64_t iv, const ThreadSet &active,
                    SmallVector<std::pair<Value, int64_t>> &carried);
  void emit(Operation *op, const ThreadSet &active);
  bool neverRejoins(scf::IfOp branch) const;
  void fork(scf::IfOp branch, const ThreadSet &then, const ThreadSet &other);
  void restore(const Event &e);
  void interleave();
  void reportDeadlock();

  HopperProtocol &state;
  bool reversed;
  /// Values of the enclosing loops' induction variables and iter_args.
  SmallVector<std::pair<Value, int64_t>> bindings;
  Process *recording = nullptr;
  std::vector<Process> processes;
};

//===----------------------------------------------------------------------===//
// The walk
//===----------------------------------------------------------------------===//

void Walker::emit(Operation *op, const ThreadSet &active) {
  if (!recording)
    return state.step(op, active);
  recording->events.push_back(
      Event{op, active, bindings, SmallVector<int64_t>(state.iterations)});
}

/// Whether the threads that take the two sides of `branch` never execute a
/// common op again: it and every `scf.if` around it end their blocks, up to
/// the function.
bool Walker::neverRejoins(scf::IfOp branch) const {
  for (Operation *op = branch; !isa<FunctionOpInterface>(op);
       op = op->getParentOp()) {
    if (op != branch && !isa<scf::IfOp>(op))
      return false;
    if (op->getNextNode() != op->getBlock()->getTerminator())
      return false;
  }
  return true;
}

void Walker::runIf(scf::IfOp branch, const ThreadSet &active) {
  std::optional<ThreadSet> then =
      state.taking(branch, branch.getCondition(), active);
  if (!then)
    return;
  ThreadSet other = active;
  other.reset(*then);
  if (!recording && then->any() && other.any() &&
      !branch.getElseRegion().empty() && neverRejoins(branch))
    return fork(branch, *then, other);
  if (then->any())
    runBlock(branch.getThenRegion().front(), *then);
  if (other.any() && !branch.getElseRegion().empty())
    runBlock(branch.getElseRegion().front(), other);
}

void Walker::runIteration(scf::ForOp loop, int64_t iv, const ThreadSet &active,
                          SmallVector<std::pair<Value, int64_t>> &carried) {
  IndexEvaluator &eval = state.evaluator();
  size_t outer = bindings.size();
  eval.bind(loop.getInductionVar(), iv);
  bindings.emplace_back(loop.getInductionVar(), iv);
  for (auto &[arg, x] : carried) {
    eval.bind(arg, x);
    bindings.emplace_back(arg, x);
  }
  state.iterations.push_back(iv);
  runBlock(*loop.getBody(), active);
  state.iterations.pop_back();
  // The next iteration's iter_args: the yielded values, where every active
  // thread yields the same known integer.
  SmallVector<std::pair<Value, int64_t>> next;
  for (auto &[arg, x] : carried) {
    Value yielded =
        loop.getTiedLoopYieldedValue(cast<BlockArgument>(arg))->get();
    std::optional<int64_t> y =
        state.dependsOnThread(yielded)
            ? std::nullopt
            : state.valueAt(yielded, std::max(0, active.find_first()));
    if (y)
      next.emplace_back(arg, *y);
    else
      eval.unbind(arg);
  }
  carried = std::move(next);
  bindings.resize(outer);
}

void Walker::runFor(scf::ForOp loop, const ThreadSet &active) {
  std::optional<int64_t> lb =
      state.uniform(loop, loop.getLowerBound(), active,
                    /*perBlock=*/isPersistentLoop(loop));
  std::optional<int64_t> ub = state.uniform(loop, loop.getUpperBound(), active);
  std::optional<int64_t> st = state.uniform(loop, loop.getStep(), active);
  if (!lb || !ub || !st)
    return;
  if (*st <= 0) {
    state.error(loop) << "loop step " << *st << " is not positive ("
                      << state.where() << ")";
    return;
  }
  // Integer iter_args are followed (e.g. a persistent loop's running
  // K-iteration count); the others (accumulators) are not values the rules
  // use.
  SmallVector<std::pair<Value, int64_t>> carried;
  for (auto [arg, init] :
       llvm::zip(loop.getRegionIterArgs(), loop.getInits())) {
    if (!arg.getType().isIntOrIndex() || state.dependsOnThread(init))
      continue;
    if (std::optional<int64_t> x =
            state.valueAt(init, std::max(0, active.find_first())))
      carried.emplace_back(arg, *x);
  }
  for (int64_t iv = *lb; iv < *ub && !state.failed(); iv += *st)
    runIteration(loop, iv, active, carried);
}

void Walker::runBlock(Block &body, const ThreadSet &active) {
  for (Operation &op : body) {
    // The first hazard is reported; what follows it would only echo it.
    if (state.failed())
      return;
    if (auto branch = dyn_cast<scf::IfOp>(&op)) {
      runIf(branch, active);
    } else if (auto loop = dyn_cast<scf::ForOp>(&op)) {
      runFor(loop, active);
    } else if (op.getNumRegions() == 0) {
      emit(&op, active);
    } else if (op.walk([](Operation *inner) {
                   return isa_and_nonnull<nvgpu::NVGPUDialect,
                                          NVVM::NVVMDialect>(
                              inner->getDialect()) ||
                                  isa<gpu::BarrierOp, memref::LoadOp,
                                      vector::LoadOp>(inner)
                              ? WalkResult::interrupt()
                              : WalkResult::advance();
                 }).wasInterrupted()) {
      state.error(&op) << "cannot follow the threads through '" << op.getName()
                       << "' (only scf.if and scf.for) (" << state.where()
                       << ")";
    }
  }
}

//===----------------------------------------------------------------------===//
// Concurrent thread classes
//===----------------------------------------------------------------------===//

/// Records each side of `branch`, per warpgroup, as a process, then runs
/// the processes interleaved.
void Walker::fork(scf::IfOp branch, const ThreadSet &then,
                  const ThreadSet &other) {
  auto record = [&](Region &region, const ThreadSet &side) {
    for (int64_t w = 0; w < state.numWarpgroups(); ++w) {
      ThreadSet mine = state.warpgroupThreads(w);
      mine &= side;
      if (mine.none())
        continue;
      processes.push_back(Process{mine, {}, 0});
      // Recorded one at a time: `recording` points into `processes`.
      recording = &processes.back();
      runBlock(region.front(), mine);
      recording = nullptr;
    }
  };
  record(branch.getThenRegion(), then);
  record(branch.getElseRegion(), other);
  if (!state.failed())
    interleave();
}

void Walker::restore(const Event &e) {
  for (auto &[v, x] : e.bindings)
    state.evaluator().bind(v, x);
  state.iterations = e.iterations;
}

/// Runs the processes one op at a time, always the first in priority order
/// that can go on: the first process runs until it waits for a phase other
/// threads must complete, and resumes as soon as that phase completes (so
/// it observes as few phases as the schedule allows). Stops when all are
/// done, one fails, or all wait (deadlock).
void Walker::interleave() {
  SmallVector<size_t> order;
  for (size_t i = 0; i < processes.size(); ++i)
    order.push_back(i);
  if (reversed)
    std::reverse(order.begin(), order.end());
  while (!state.failed()) {
    Process *runnable = nullptr;
    bool pending = false;
    for (size_t i : order) {
      Process &p = processes[i];
      if (p.next == p.events.size())
        continue;
      pending = true;
      const Event &e = p.events[p.next];
      restore(e);
      auto wait = dyn_cast<nvgpu::MBarrierTryWaitParityOp>(e.op);
      if (!wait || !state.blocks(wait, e.active)) {
        runnable = &p;
        break;
      }
    }
    if (!pending)
      return;
    if (!runnable)
      return reportDeadlock();
    const Event &e = runnable->events[runnable->next++];
    state.step(e.op, e.active);
  }
}

/// Every unfinished process waits: reports the first wait, naming the
/// others.
void Walker::reportDeadlock() {
  SmallVector<const Event *> blocked;
  for (const Process &p : processes)
    if (p.next < p.events.size())
      blocked.push_back(&p.events[p.next]);
  std::string others;
  for (const Event *e : llvm::drop_begin(blocked)) {
    restore(*e);
    auto wait = cast<nvgpu::MBarrierTryWaitParityOp>(e->op);
    others += (others.empty() ? "" : "; ") + describeThreads(e->active) +
              " wait(s) for " + state.describeWait(wait, e->active) + " (" +
              state.where() + ")";
  }
  restore(*blocked.front());
  state.reportDeadlock(
      cast<nvgpu::MBarrierTryWaitParityOp>(blocked.front()->op),
      blocked.front()->active, others);
}

//===----------------------------------------------------------------------===//
// Blocks
//===----------------------------------------------------------------------===//

/// The blocks to verify: the first of each group of blocks whose persistent
/// loops run the same numbers of times; one unknown block if there is no
/// persistent loop. Fails (reported) when the grid or a bound is unknown.
FailureOr<SmallVector<std::optional<std::array<int64_t, 3>>>>
representativeBlocks(FunctionOpInterface func) {
  SmallVector<scf::ForOp> loops;
  func->walk([&](scf::ForOp loop) {
    if (isPersistentLoop(loop))
      loops.push_back(loop);
  });
  if (loops.empty())
    return SmallVector<std::optional<std::array<int64_t, 3>>>{std::nullopt};
  std::optional<std::array<int64_t, 3>> grid = getKnownGridSize(func);
  constexpr int64_t kMaxBlocks = int64_t(1) << 20;
  if (!grid || (*grid)[0] * (*grid)[1] * (*grid)[2] > kMaxBlocks) {
    loops.front()->emitError("cdna4pipe-verify-schedule (sm90a): a persistent "
                             "loop (from gpu.block_id) runs a number of times "
                             "that depends on the grid: the function needs a "
                             "known_grid_size of at most ")
        << kMaxBlocks << " blocks";
    return failure();
  }
  IndexEvaluator eval(
      getKnownBlockSize(func).value_or(std::array<int64_t, 3>{128, 1, 1}));
  eval.setGridSize(grid);
  SmallVector<std::array<int64_t, 3>> bounds; // dim, ub, step
  for (scf::ForOp loop : loops) {
    std::optional<int64_t> ub = eval.eval(loop.getUpperBound());
    std::optional<int64_t> st = eval.eval(loop.getStep());
    if (!ub || !st || *st <= 0) {
      loop->emitError("cdna4pipe-verify-schedule (sm90a): the bound and step "
                      "of a persistent loop must be positive constants of "
                      "the grid, the same in every block and thread");
      return failure();
    }
    auto dim = loop.getLowerBound().getDefiningOp<gpu::BlockIdOp>();
    bounds.push_back({static_cast<int64_t>(dim.getDimension()), *ub, *st});
  }
  std::map<SmallVector<int64_t>, std::array<int64_t, 3>> firstOf;
  for (int64_t z = 0; z < (*grid)[2]; ++z)
    for (int64_t y = 0; y < (*grid)[1]; ++y)
      for (int64_t x = 0; x < (*grid)[0]; ++x) {
        std::array<int64_t, 3> id = {x, y, z};
        SmallVector<int64_t> counts;
        for (auto [d, ub, st] : bounds)
          counts.push_back(staticTripCount(id[d], ub, st).value_or(0));
        firstOf.try_emplace(counts, id);
      }
  SmallVector<std::optional<std::array<int64_t, 3>>> blocks;
  for (auto &[counts, id] : firstOf)
    blocks.push_back(id);
  llvm::sort(blocks);
  return blocks;
}

std::string describeBlocks(ArrayRef<std::optional<std::array<int64_t, 3>>> ids,
                           FunctionOpInterface func) {
  if (ids.size() == 1 && !ids.front())
    return "every block alike";
  std::string s = ids.size() == 1 ? "block " : "blocks ";
  for (auto [i, id] : llvm::enumerate(ids))
    s += (i ? ", " : "") + std::to_string((*id)[0]) +
         ((*id)[1] || (*id)[2] ? " (y " + std::to_string((*id)[1]) + ", z " +
                                     std::to_string((*id)[2]) + ")"
                               : "");
  std::array<int64_t, 3> grid = *getKnownGridSize(func);
  return s + " of " + std::to_string(grid[0] * grid[1] * grid[2]) +
         ", one per trip count of the persistent loops";
}

} // namespace

bool mlir::cdna4pipe::hasHopperCopies(FunctionOpInterface func) {
  return func
      ->walk([](nvgpu::TmaAsyncLoadOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

LogicalResult mlir::cdna4pipe::verifyHopperSchedule(FunctionOpInterface func,
                                                    bool summary) {
  if (!hasHopperCopies(func) || func.isExternal())
    return success();
  auto blocks = representativeBlocks(func);
  if (failed(blocks))
    return failure();
  SmallVector<ThreadSet> classes;
  for (std::optional<std::array<int64_t, 3>> id : *blocks) {
    // Concurrent thread classes run twice: each side's threads first once,
    // so that each observes phases as early as the schedule allows.
    for (bool reversed : {false, true}) {
      HopperProtocol state(func, id);
      Walker walker(state, reversed);
      walker.run(func);
      if (state.failed())
        return failure();
      classes = walker.concurrentClasses();
      if (classes.empty())
        break;
    }
  }
  if (!summary)
    return success();
  InFlightDiagnostic d = func->emitRemark(
      "cdna4pipe-verify-schedule (sm90a): schedule verified (");
  d << describeBlocks(*blocks, func) << "; ";
  if (classes.empty()) {
    d << "every thread in one program order)";
    return success();
  }
  d << classes.size() << " thread classes run concurrently:";
  for (const ThreadSet &c : classes)
    d << " " << describeThreads(c) << ";";
  d << " each in turn first, running until it waits for a phase other "
       "threads complete)";
  return success();
}
