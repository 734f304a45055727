//===- ScheduleModel.h - the schedule verifier's internal model -*- C++ -*-===//
//
// Internal to the schedule verifier (lib/Analysis/Schedule*.cpp); not an API.
// One class, `schedule::Verifier`, whose members are defined by topic:
//
//   ScheduleModel.cpp        the abstract machine: the function interpreted in
//                            program order, values, periodic fingerprints;
//   ScheduleAccesses.cpp     accesses and their footprints, waits, barriers:
//                            the wave's FIFOs, epochs and pending accesses;
//   ScheduleRules.cpp        the hazard rules checked at each access, wait and
//                            at kernel end;
//   ScheduleDiagnostics.cpp  labels, findings and how they are emitted;
//   ScheduleVerifier.cpp     the entry points (verifySchedule/-s).
//
// The model is described in docs/ScheduleVerifier.md.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_ANALYSIS_SCHEDULEMODEL_H
#define CDNA4PIPE_ANALYSIS_SCHEDULEMODEL_H

#include "cdna4pipe/Analysis/IndexEval.h"
#include "cdna4pipe/Analysis/ScheduleVerifier.h"

#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/AsmState.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace mlir {
namespace cdna4pipe {
namespace schedule {

//===----------------------------------------------------------------------===//
// Labels: where in the program an instance executes
//===----------------------------------------------------------------------===//

enum class Phase { Prologue, Loop, Epilogue };

struct Label {
  Phase phase = Phase::Prologue;
  int64_t iter = 0; ///< Iteration index of the K-loop (Phase::Loop only).
  int64_t iv = 0;   ///< Value of the K-loop induction variable.
};

/// "the prologue", "iteration 3 (k=3)", "the epilogue".
std::string str(const Label &l);

/// Position of an item counted from the most recent one: 1st, 2nd, ...
std::string ordinal(uint64_t n);

//===----------------------------------------------------------------------===//
// Dynamic instances
//===----------------------------------------------------------------------===//

/// The LDS elements (row-major within one slot) an access touches in some
/// wave; null: the whole slot.
using Footprint = std::shared_ptr<const llvm::BitVector>;

inline bool overlap(const Footprint &a, const Footprint &b) {
  return !a || !b || a->anyCommon(*b);
}

/// One executed memory instruction of this wave: a G2S copy or an S2R read.
struct Access {
  Operation *op = nullptr;
  unsigned buf = 0;
  int64_t slot = 0;
  Footprint fp{};
  Label label{};
  unsigned epoch = 0; ///< Barriers executed before it was issued.
  bool retired = false;
  unsigned retireEpoch = 0;
  Operation *retiredBy = nullptr;
  Label retireLabel{};
};

/// The most recent wait with a vmcnt, for the counter-arithmetic message.
struct VmWaitRecord {
  Operation *op = nullptr;
  Label label;
  uint64_t copiesIssuedBefore = 0; ///< Copy sequence number at the wait.
  uint64_t outstandingBefore = 0;  ///< Copies in flight when it started.
  int64_t count = 0;
  unsigned epoch = 0;
};

/// One error to emit, at `at`, with notes.
struct Finding {
  Operation *at;
  std::string message;
  SmallVector<std::pair<Location, std::string>, 3> notes;
};

using SlotKey = std::pair<unsigned, int64_t>;

/// Waves that take the same conditional barriers (ScheduleGroups.cpp). The
/// model runs the program as these waves do: the conditional barriers they
/// take count as barriers, footprints cover their threads only.
struct WaveGroup {
  SmallVector<int64_t> waves;        ///< Wave ids, ascending.
  DenseMap<Operation *, bool> takes; ///< Per cdna4pipe.cond_barrier.
  /// "waves 0-3", "wave 5", "waves 0,2".
  std::string name() const;
};

/// The first MFMA of the K-loop a group runs between two barrier instances.
struct IntervalMfma {
  Operation *op = nullptr;
  Label label;
};

/// Verifies a function with conditional barriers: the model once per wave
/// group, then the rules across groups (ScheduleGroups.cpp).
LogicalResult verifyWaveGroups(FunctionOpInterface func,
                               const ScheduleVerifierOptions &options,
                               ScheduleVerifierStats *stats);

//===----------------------------------------------------------------------===//
// The verifier
//===----------------------------------------------------------------------===//

/// Footprints per static access and the values of the induction variables
/// its in-slot indices depend on; ops whose footprint cannot be evaluated
/// map to null (whole slot). A footprint depends on nothing else (the
/// thread set aside), so verifiers of one function over the same threads
/// may share one cache (verifySchedule's runs, one per run-time trip
/// count).
using FootprintCache =
    std::map<std::pair<Operation *, std::vector<int64_t>>, Footprint>;

class Verifier {
public:
  Verifier(FunctionOpInterface func, const ScheduleVerifierOptions &options,
           const WaveGroup *group = nullptr)
      : func(func), options(options), group(group) {}

  /// Runs the model and every rule, then emits the findings.
  LogicalResult run(ScheduleVerifierStats *statsOut);
  /// Uses (and fills) `cache` for the footprints: the caller's verifiers of
  /// the same function and thread set.
  void shareFootprints(std::shared_ptr<FootprintCache> cache) {
    fpCache = std::move(cache);
  }
  /// Gives `v` the value `x` wherever the verifier cannot evaluate it (a
  /// trip count only known at run time, enumerated by verifySchedule).
  void pin(Value v, int64_t x) { pinned[v] = x; }
  /// Whether a pinned value was used (it could not be evaluated).
  bool usedPin() const { return pinUsed; }
  /// Runs the model and every rule over the function; keeps the findings.
  /// False when there was nothing to verify.
  bool interpret();

private:
  friend class GroupVerifier;

  // Interpretation (ScheduleModel.cpp) and accesses (ScheduleAccesses.cpp).
  bool runBlock(Block &block);
  bool runOp(Operation *op);
  bool runMemoryOp(Operation *op);
  bool runRegionOp(Operation *op);
  bool runIf(scf::IfOp ifOp, int64_t cond);
  bool runFor(scf::ForOp forOp);
  bool runPeriodic(scf::ForOp forOp, int64_t tripCount, int64_t full,
                   int64_t lb, int64_t step, SmallVector<Value> &carried);
  bool runIteration(scf::ForOp forOp, int64_t index, int64_t iv,
                    ArrayRef<Value> carriedIn);
  void runG2S(G2SOp op, int64_t slot);
  /// Records that `fp` of (buf, slot) has been written by a copy.
  void fill(unsigned buf, int64_t slot, const Footprint &fp);
  void runS2R(S2ROp op, int64_t slot);
  unsigned issue(Operation *op, unsigned buf, int64_t slot, Footprint fp,
                 bool isCopy);
  Footprint footprint(Operation *op);
  Footprint computeFootprint(Operation *op, ArrayRef<Value> ivs);
  void runWait(Operation *op, std::optional<int64_t> vmcnt,
               std::optional<int64_t> lgkmcnt, ValueRange tokens);
  void runBarrier(Operation *op);
  void retire(Access &a, Operation *by);
  void retireReadsThrough(unsigned readId, Operation *by);

  // Values (ScheduleModel.cpp).
  std::optional<int64_t> lookup(Value v) const;
  void forget(Operation *op);
  void copyValue(Value to, Value from);
  bool evalScalar(Operation *op);
  std::optional<int64_t> evalSlot(Operation *op, Value slot);
  unsigned bufferId(Value memref);

  // State bookkeeping (ScheduleAccesses.cpp; fingerprints: ScheduleModel.cpp).
  void settle();
  /// Drops from `ids` (copies or reads of one slot) those already settled.
  void dropSettled(SmallVectorImpl<unsigned> &ids, bool isCopy);
  std::string fingerprint(const Label &now, ArrayRef<Value> carried);
  void shiftLoopLabels(int64_t delta, int64_t lb, int64_t step);

  // Hazard rules (ScheduleRules.cpp).
  void checkRead(S2ROp op, unsigned buf, int64_t slot, const Footprint &fp);
  bool checkReadUnwritten(S2ROp op, unsigned buf, int64_t slot,
                          const Footprint &fp);
  void checkReadAfterRetire(S2ROp op, const Access &w,
                            const std::string &slotStr);
  bool checkWaitCount(S2ROp op, ArrayRef<unsigned> hits, unsigned copyId,
                      const std::string &slotStr);
  void checkReadInFlight(S2ROp op, const Access &w, const std::string &slotStr);
  void checkOverwrite(G2SOp op, unsigned buf, int64_t slot,
                      const Footprint &fp);
  void checkWaitTokens(Operation *op, int64_t vmcnt, ValueRange tokens);
  void checkKernelEnd();

  // Diagnostics (ScheduleDiagnostics.cpp).
  bool alreadyReported(Operation *op) const { return reported.count(op); }
  Finding &report(Operation *at, std::string message);
  void fatal(Operation *at, const Twine &message);
  std::string where(const Access &a) const;
  void emitFindings() const;
  void emitSummary() const;

  FunctionOpInterface func;
  const ScheduleVerifierOptions &options;
  /// The waves this run models (null: all waves run the same program).
  const WaveGroup *group = nullptr;
  ScheduleVerifierStats stats;
  uint64_t opsSimulated = 0; ///< Checked against options.maxOps.
  /// Per barrier interval (epoch), the first K-loop MFMA run in it.
  std::vector<IntervalMfma> loopMfmas;

  scf::ForOp kLoop;
  Label cur;
  bool failedFatally = false;

  // Environment.
  DenseMap<Value, int64_t> ints;   ///< Evaluated integers / indices.
  DenseMap<Value, int64_t> pinned; ///< Values given by pin().
  bool pinUsed = false;
  DenseMap<Value, unsigned> readOf; ///< S2R result -> read instance.
  DenseMap<Value, unsigned> copyOf; ///< G2S token -> copy instance.
  DenseMap<Value, unsigned> bufIds;
  SmallVector<std::string> bufNames;
  std::optional<AsmState> asmState;

  // Machine state.
  std::vector<Access> copies, reads;
  std::deque<unsigned> vmFifo, lgkmFifo;
  unsigned epoch = 0;
  SmallVector<Operation *> barrierOps;
  std::vector<Label> barrierLabels;
  std::optional<VmWaitRecord> lastVmWait;
  std::map<SlotKey, SmallVector<unsigned, 8>> pendingWrites, pendingReads;

  // Findings, deduplicated by the op they are reported at, and by (buffer,
  // slot, epoch) so that one hazard does not cascade through every later
  // access of the same slot in the same barrier interval.
  std::vector<Finding> findings;
  DenseMap<Operation *, unsigned> reported;
  std::set<std::tuple<unsigned, int64_t, unsigned>> hazardSlots;
  /// The elements of each slot some copy has written since the kernel
  /// began (null: the whole slot, when a copy's footprint is unknown).
  std::map<SlotKey, Footprint> filled;
  std::shared_ptr<FootprintCache> fpCache = std::make_shared<FootprintCache>();
  DenseMap<Operation *, std::optional<SmallVector<Value>>> fpIvs;
  std::optional<IndexEvaluator> indexEval;
  int64_t numThreads = 0;
  /// (op, slot) sequence of the memory ops executed, for fingerprints.
  std::string trace;
  unsigned periodicDepth = 0; ///< Periodic-mode loops being simulated.
  /// Static copies (read before landed) and reads (overwrite while in use)
  /// already blamed: each static pair is reported once, not per iteration.
  DenseSet<Operation *> blamed;
  /// Waits blamed for counter arithmetic: the tightest bound found so far
  /// and the finding that reports it.
  DenseMap<Operation *, std::pair<uint64_t, unsigned>> waitBounds;
};

} // namespace schedule
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_ANALYSIS_SCHEDULEMODEL_H
