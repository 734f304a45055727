//===- HopperProtocol.h - mbarrier / shared-byte state of a block -*- C++ -*-=//
//
// The state the Hopper schedule verifier follows while it executes a block's
// threads (HopperScheduleVerifier.h has the rules): each mbarrier's phases,
// each shared byte's contents, readers and releases, each warpgroup's MMA
// groups, and the evaluation of the values the ops use, per thread. The
// walk (lib/Analysis/HopperScheduleVerifier.cpp) decides which threads
// execute which op when; `step` applies one op for a set of threads.
//
//  * lib/Analysis/HopperProtocol.cpp: evaluation, diagnostics, `step`;
//  * lib/Analysis/HopperBarriers.cpp: init, arrivals, waits, `gpu.barrier`;
//  * lib/Analysis/HopperMemory.cpp: TMA copies, reads, warpgroup MMAs;
//  * lib/Analysis/HopperEpilogue.cpp: generic writes, proxy fences, named
//    barriers and TMA stores (the TMA-store epilogue).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_ANALYSIS_HOPPERPROTOCOL_H
#define CDNA4PIPE_ANALYSIS_HOPPERPROTOCOL_H

#include "cdna4pipe/Analysis/HopperSharedBytes.h"
#include "cdna4pipe/Analysis/IndexEval.h"

#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir {
namespace cdna4pipe {
namespace hopper {

constexpr int64_t kWarp = 32;
constexpr int64_t kWarpgroup = 128;

struct Phase {
  int64_t arrivals = 0; // one per arriving thread
  int64_t expected = 0; // bytes announced by arrive.expect_tx
  int64_t copied = 0;   // bytes of the copies completing in it
  Operation *expect = nullptr;
  bool complete = false;
};

struct Barrier {
  Operation *init = nullptr;
  int64_t count = 0;
  ThreadSet initBy;       // the threads that executed the init
  bool published = false; // a gpu.barrier followed the init
  llvm::SmallVector<Phase> phases;
  unsigned completed = 0;               // phases 0..completed-1 are complete
  llvm::SmallVector<unsigned> observed; // per thread: phases it saw complete
};

/// Reads released by the arrivals of phase `phase` of barrier `id`.
struct Release {
  Value group;
  int64_t id = 0;
  unsigned phase = 0;
  ThreadSet threads;
};

/// A TMA store (shared -> global) reading an extent: `issuer`'s bulk group
/// `group`; `releasedTo`: the threads a barrier after its retirement told.
struct StoreRead {
  Operation *op = nullptr;
  int64_t issuer = 0;
  int64_t group = 0;
  ThreadSet releasedTo;
};

/// The state of one extent of shared bytes.
struct Bytes {
  enum State { Empty, InFlight, Landed } state = Empty;
  Value group; // the fill: barrier (group, id), phase
  int64_t id = -1;
  unsigned phase = 0;
  Operation *fill = nullptr;
  bool read = false;  // read since the fill
  ThreadSet visible;  // threads that may read the fill
  ThreadSet readers;  // threads whose reads no gpu.barrier released
  ThreadSet consumed; // threads whose reads of the fill were released
  ThreadSet loaders;  // threads that read it with loads (no MMA)
  llvm::SmallVector<int64_t> mma; // per warpgroup: newest MMA group reading it
  llvm::SmallVector<Release> releases;
  // Generic (st.shared) writes, for TMA stores (HopperEpilogue.cpp).
  ThreadSet writers;   // threads whose writes make the current data
  ThreadSet fenced;    // writers that ran fence.proxy.async since
  ThreadSet published; // threads a barrier after the fences told
  llvm::SmallVector<StoreRead> stores;
};

/// One block's threads, barriers, shared bytes and MMA groups.
class HopperProtocol {
public:
  /// `blockId`: the block `gpu.block_id` evaluates to (unknown if nullopt);
  /// the grid size is the function's `known_grid_size`, if any.
  HopperProtocol(FunctionOpInterface func,
                 std::optional<std::array<int64_t, 3>> blockId);

  int64_t numThreads() const { return threads; }
  int64_t numWarpgroups() const { return warpgroups; }
  ThreadSet allThreads() const { return ThreadSet(threads, true); }
  ThreadSet warpgroupThreads(int64_t w) const;

  // Evaluation (HopperProtocol.cpp).
  bool dependsOnThread(Value v);
  /// Whether `v` differs between blocks: it uses `gpu.block_id`, or the
  /// induction variable of a loop whose bounds do.
  bool dependsOnBlock(Value v);
  std::optional<int64_t> valueAt(Value v, int64_t thread);
  /// The value of `v`, which must be the same in every active thread (and,
  /// unless `perBlock`, in every block).
  std::optional<int64_t> uniform(Operation *at, Value v,
                                 const ThreadSet &active,
                                 bool perBlock = false);
  /// The active threads for which `pred` holds (all of them without one).
  std::optional<ThreadSet> taking(Operation *at, Value pred,
                                  const ThreadSet &active);
  IndexEvaluator &evaluator() { return eval; }

  // Where the walk is: enclosing loop iterations, innermost last.
  llvm::SmallVector<int64_t> iterations;
  std::string where() const;

  /// Reports at `op` (the first error per op only).
  InFlightDiagnostic error(Operation *op);
  bool alreadyReported(Operation *op) const { return reported.contains(op); }
  /// Reports `hazard`, if any, of `op` reading or writing (`access`) the
  /// shared bytes `runs`; whether there was one.
  bool reportBytesHazard(Operation *op, llvm::StringRef access,
                         llvm::ArrayRef<ByteRun> runs,
                         const std::optional<std::string> &hazard);
  bool failed() const { return failedAny; }

  /// Applies `op` executed by `active`.
  void step(Operation *op, const ThreadSet &active);
  /// At the end of the threads `done`: no TMA store of theirs may still
  /// read shared memory.
  void finish(const ThreadSet &done);

  /// Whether `wait` executed by `active` now waits for a phase that has not
  /// got all its arrivals and bytes (it must wait for other threads).
  bool blocks(nvgpu::MBarrierTryWaitParityOp wait, const ThreadSet &active);
  /// Reports `wait` as never completing: every thread still running is
  /// blocked; `others` describes the other blocked waits.
  void reportDeadlock(nvgpu::MBarrierTryWaitParityOp wait,
                      const ThreadSet &active, StringRef others);
  /// "barrier 2 of %3, phase 1" for the phase `wait` waits for.
  std::string describeWait(nvgpu::MBarrierTryWaitParityOp wait,
                           const ThreadSet &active);

private:
  std::optional<llvm::SmallVector<ByteRun>>
  bytesOf(Operation *at, Value memref, int64_t thread, bool &noView);
  std::optional<llvm::SmallVector<ByteRun>> bytesOf(Operation *at, Value memref,
                                                    int64_t thread) {
    bool noView;
    return bytesOf(at, memref, thread, noView);
  }
  /// The first hazard `check` finds in the shared bytes `runs`, in order
  /// (every extent made fresh; none checked after the first hazard).
  std::optional<std::string> firstHazard(
      llvm::ArrayRef<ByteRun> runs,
      llvm::function_ref<std::optional<std::string>(ByteRun piece, Bytes &x)>
          check);
  bool blockInvariant(Operation *at, Value v);

  // Barriers (HopperBarriers.cpp).
  Barrier *barrier(Operation *at, Value group, Value id,
                   const ThreadSet &active, int64_t &index);
  bool usable(Operation *at, Barrier &b, int64_t id, const ThreadSet &by,
              StringRef verb);
  void complete(Barrier &b, unsigned k);
  void onCreate(nvgpu::MBarrierCreateOp create);
  void onInit(nvgpu::MBarrierInitOp init, const ThreadSet &active);
  void onArrive(Operation *op, Value group, Value idValue, Value bytesValue,
                Value pred, const ThreadSet &active);
  void releaseReads(Value group, int64_t id, unsigned k, const ThreadSet &by);
  void onWait(nvgpu::MBarrierTryWaitParityOp wait, const ThreadSet &active);
  void observe(Value group, int64_t id, Barrier &b, unsigned seen,
               const ThreadSet &active);
  void onCtaBarrier(Operation *op, const ThreadSet &active);

  // Shared bytes and MMAs (HopperMemory.cpp).
  void onCopy(nvgpu::TmaAsyncLoadOp copy, const ThreadSet &active);
  std::optional<std::string> refillHazard(Bytes &x, int64_t copier, Value group,
                                          int64_t id, unsigned k);
  void onRead(Operation *op, Value memref, const ThreadSet &readers,
              int64_t warpgroup = -1, int64_t mmaGroup = -1);
  void onMma(nvgpu::WarpgroupMmaOp mma, const ThreadSet &active);
  void onWgmmaWait(int64_t keep, const ThreadSet &active);
  void onAccumulatorUse(Operation *op, const ThreadSet &active);
  bool mmaInFlight(const Bytes &x, int64_t w) const {
    return x.mma[w] >= 0 && x.mma[w] >= retired[w];
  }
  void fresh(Bytes &x) const;

  // The TMA-store epilogue (HopperEpilogue.cpp).
  void onWrite(Operation *op, Value memref, const ThreadSet &writers);
  void onFenceProxy(const ThreadSet &active);
  void onNamedBarrier(Operation *op, Value id, Value count,
                      const ThreadSet &active);
  void meet(const ThreadSet &active);
  void onStore(nvgpu::TmaAsyncStoreOp store, const ThreadSet &active);
  void onBulkCommit(const ThreadSet &active);
  void onBulkWait(int64_t keep, const ThreadSet &active);
  bool storeRetired(const StoreRead &r) const {
    return r.group < bulkRetired[r.issuer];
  }
  bool isReleaseGroup(Value group) const {
    return releaseGroups.contains(group);
  }

  FunctionOpInterface func;
  std::array<int64_t, 3> block;
  int64_t threads;
  int64_t warpgroups;
  IndexEvaluator eval;
  std::optional<std::array<int64_t, 3>> blockId;
  int64_t evalThread = -1;
  llvm::DenseMap<Value, bool> threadDependent;
  llvm::DenseMap<Value, bool> blockDependent;
  llvm::DenseMap<Value, llvm::SmallVector<Barrier>> groups;
  /// Barrier groups no TMA copy completes on (consumer releases).
  llvm::DenseSet<Value> releaseGroups;
  ExtentMap<Bytes> shared;
  /// Per warpgroup: where each MMA group was issued; groups retired.
  llvm::SmallVector<llvm::SmallVector<std::string>> issued;
  llvm::SmallVector<int64_t> retired;
  /// Per thread: bulk (TMA store) groups committed and retired.
  llvm::SmallVector<int64_t> bulkCommitted, bulkRetired;
  llvm::SmallPtrSet<Operation *, 8> reported;
  bool failedAny = false;
  /// The readers a refill found unreleased (refillHazard), for the message.
  std::string unreleased;
};

} // namespace hopper
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_ANALYSIS_HOPPERPROTOCOL_H
