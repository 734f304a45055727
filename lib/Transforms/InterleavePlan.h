//===- InterleavePlan.h - planning of cdna4pipe-interleave ------*- C++ -*-===//
//
// Internal to the cdna4pipe-interleave pass (lib/Transforms/Interleave*.cpp):
// the plan of one raised K-loop, computed from the IR before anything
// changes. InterleavePlan.cpp learns the data dependences (which copy each
// LDS read reads, which global elements each register holds) and assigns
// the MFMAs to stages; InterleaveWaits.cpp derives the issue stage and
// prefetch distance of every copy, the waits, the prologue order, and picks
// among decompositions and prefetch distances by the resulting copy windows
// (cdna4pipe/Analysis/CopyWindows.h). Interleave.cpp rewrites the loop.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_TRANSFORMS_INTERLEAVEPLAN_H
#define CDNA4PIPE_TRANSFORMS_INTERLEAVEPLAN_H

#include "cdna4pipe/Analysis/CopyWindows.h"
#include "cdna4pipe/Analysis/IndexEval.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>
#include <string>

namespace mlir {
namespace cdna4pipe {
namespace interleave {

/// A reason to leave a loop untouched (remark) or to fail (error).
struct Problem {
  Operation *op = nullptr;
  std::string why;
  bool isError = false;
  /// The MFMAs do not split into the requested number of stages (a smaller
  /// number may work).
  bool isSplit = false;
  explicit operator bool() const { return op; }
};

inline Problem remark(Operation *op, const Twine &why) {
  return {op, why.str(), false};
}
inline Problem error(Operation *op, const Twine &why) {
  return {op, why.str(), true};
}
inline std::string str(int64_t v) { return std::to_string(v); }

/// Row-major offset of `idx` within one slot of `t` (dims 1..n).
inline std::optional<int64_t> linearize(MemRefType t, ArrayRef<int64_t> idx) {
  int64_t lin = 0;
  for (int64_t d = 1; d < t.getRank(); ++d) {
    if (t.isDynamicDim(d))
      return std::nullopt;
    lin = lin * t.getDimSize(d) + idx[d];
  }
  return lin;
}

/// The pass options the planner reads.
struct Options {
  unsigned stages = 4;
  std::string policy = "even";           // g2s-policy
  std::string granularity = "stage";     // wait-granularity
  std::string prefetch = "1";            // auto | 1 | 2
  std::string decomposition = "k-major"; // auto | k-major | n-major | quadrant
};

/// The global element one LDS element holds after the copies.
struct Held {
  Value src;
  int64_t row;   // first global index (M for A, N for B)
  int64_t k;     // last global index
  unsigned copy; // which copy of the iteration (index into Plan::copies)
};

/// What one LDS read puts in the registers of every thread.
struct ReadInfo {
  Value src;
  SmallVector<int64_t> rows; // per thread
  SmallVector<int64_t> ks;   // per thread x element
};

/// Everything the rewrite needs, computed before anything changes.
struct Plan {
  WaitOp topWait;
  BarrierOp topBarrier;
  SmallVector<G2SOp> copies;
  SmallVector<S2ROp> reads;
  SmallVector<MFMAOp> mfmas;
  /// Dependent dots (InterleaveDots.cpp): an MFMA's dot is the number of
  /// MFMA results of the same iteration its sources (transitively) need,
  /// e.g. S = Q K^T is dot 0 and O += P V dot 1 in attention. Dot d runs in
  /// stages [d, d + 1) * stages / dots.
  unsigned dots = 1;
  DenseMap<Operation *, unsigned> dotOf;
  DenseMap<Operation *, unsigned> stageOf;
  SmallVector<unsigned> copyStage;
  int64_t lastVmcnt = 0;
  int64_t prologueVmcnt = 0;
  /// Copy-to-read distance of the input loop in iterations (slots - 1).
  int64_t dist = 0;

  /// The stage decomposition of the MFMAs (k-major, n-major, quadrant).
  std::string decomposition = "k-major";
  /// 1: every copy writes tile k+dist in iteration k (the input's distance).
  /// 2: a copy whose bytes are last read before the last stage writes tile
  /// k+dist+1 into the slot iteration k reads, once every wave's reads of
  /// those bytes retired and passed a barrier (sub-slot reuse).
  unsigned prefetch = 1;
  /// Per copy (index into `copies`): 1 when it writes tile k+dist+1.
  SmallVector<unsigned> extra;
  /// Per copy: its position in the issue order, and the first and the last
  /// stage whose reads need it (copies no S2R reads count as read by the
  /// last stage).
  SmallVector<int64_t> pos, firstNeed, lastRead;

  // wait-granularity=stage (docs/FormStages.md).
  bool perStage = false;
  /// The copies in issue order (Plan::copies in iteration mode).
  SmallVector<G2SOp> issue;
  /// Per stage: the vmcnt of the wait + barrier that closes its memory phase
  /// (the wait for the next stage's reads), if any.
  SmallVector<std::optional<int64_t>> stageVmcnt;
  /// Per stage: the closing wait also has `lgkmcnt(0)` (+ barrier): the
  /// release of bytes later copies overwrite. Always set for the last stage.
  SmallVector<bool> stageLgkm;
  /// Per copy (index into `copies`): the wait group, i.e. the stage whose
  /// wait first covers it; per S2R: its stage.
  DenseMap<Operation *, unsigned> group;
  /// Prologue copies in their new issue order (empty: keep the order) and
  /// the op they are moved before. Null entries stand for clones of the
  /// loop copy `prologueExtra[i]` at the first iteration (prefetch=2: the
  /// parts of tile `dist` that iteration -1 would have issued).
  SmallVector<G2SOp> prologueOrder;
  SmallVector<int64_t> prologueExtra;
  Operation *prologueAnchor = nullptr;

  /// The windows the schedule gives, per copy in issue order.
  SmallVector<CopyWindow> windows;
};

/// Copy windows of a planned loop body: per stage its copies, its closing
/// wait, its MFMAs (the order the rewrite produces).
SmallVector<WindowEvent> plannedEvents(const Plan &p, unsigned stages);

/// Moves the ops of the rewritten loop body that use results of a stage
/// (the work between dependent dots) right after the latest stage they
/// depend on (InterleaveDots.cpp).
void placeDotWork(scf::ForOp loop);

/// The copies issued before `loop` in its block (the pipeline prologue), in
/// program order.
SmallVector<G2SOp> prologueCopies(scf::ForOp loop);

class LoopPlanner {
public:
  LoopPlanner(scf::ForOp loop, const Options &opts) : loop(loop), opts(opts) {}

  /// Plans `loop`; with `auto` options, the candidate with the best windows.
  /// `choice` receives a description of the candidates and the pick.
  Problem plan(Plan &p, std::string &choice);

private:
  // InterleavePlan.cpp: dependences and stages.
  Problem checkStructure(Plan &p);
  Problem checkOptions(Plan &p);
  Problem evalIndices(IndexEvaluator &ev, Operation *op, ValueRange idx,
                      SmallVectorImpl<int64_t> &out, int64_t tid);
  Problem buildLdsMap(IndexEvaluator &ev, Plan &p);
  Problem readRegisters(IndexEvaluator &ev, Plan &p);
  /// What a whole MFMA source (its S2R fragments together) holds.
  ReadInfo sourceInfo(ValueRange fragments);
  Problem checkMixedFormatK(MFMAOp m, const ReadInfo &a, const ReadInfo &b);
  Problem assignStages(Plan &p);
  Problem splitDot(Plan &p, ArrayRef<MFMAOp> mfmas, unsigned dot, int64_t s);
  /// Splits `mfmas` into `s` stages numbered from `offset`; `what` names
  /// them in diagnostics ("the loop's ", "dot 1's ").
  Problem splitStages(Plan &p, ArrayRef<MFMAOp> mfmas,
                      ArrayRef<std::array<int64_t, 3>> ranks,
                      std::array<int64_t, 3> counts, int64_t s, unsigned offset,
                      StringRef what);

  // InterleaveDots.cpp: dependent dots.
  Problem assignDots(Plan &p);
  Problem checkDotOrder(Plan &p);
  Problem placeCopies(Plan &p);
  unsigned spreadStage(int64_t i, int64_t g) const;

  // InterleaveWaits.cpp: distance, waits, prologue, choice.
  Problem countWaits(IndexEvaluator &ev, Plan &p);
  Problem planCopies(Plan &p);
  void planStageWaits(Plan &p);
  Problem planPrologue(IndexEvaluator &ev, Plan &p);
  std::optional<SmallVector<int64_t>> copyBases(IndexEvaluator &ev, G2SOp c);
  Problem planCandidate(IndexEvaluator &ev, Plan &p);

  scf::ForOp loop;
  Options opts;
  unsigned stages = 0;
  /// Per S2R: the copies (indices into Plan::copies) whose elements it reads
  /// in some thread.
  DenseMap<Operation *, llvm::BitVector> needs;
  /// Per copy: the lane-0 LDS offset (within the slot) of every wave.
  SmallVector<SmallVector<int64_t>> bases;
  int64_t numThreads = 0;
  int64_t lb = 0, step = 1, tripCount = 0;
  DenseMap<std::pair<Value, int64_t>, Held> lds;
  DenseMap<Operation *, ReadInfo> regs;
};

} // namespace interleave
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_TRANSFORMS_INTERLEAVEPLAN_H
