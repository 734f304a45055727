//===- Interleave.cpp - HipKittens-style stages for a raised K-loop
//--------===//
//
// Level 2 -> Level 3 (docs/KernelContract.md). The steady-state body of a
// raised K-loop becomes `stages` cdna4pipe.stage regions; see Passes.td for
// the schedule. Which k-slice and which N fragment an MFMA computes is
// learnt from the IR: every copy's index arithmetic is evaluated for every
// thread of the workgroup, giving for each LDS element the global element
// it holds; every LDS read is evaluated for every lane, giving the global
// elements each register holds. Nothing is inferred from the order or the
// position of an op (the failure mode of the seed-000 pass).
//
// The same maps give the copy-level dependences of wait-granularity=stage:
// which copies (program positions, all waves together) each stage's reads
// need, hence the issue order of the copies and a wait + barrier before
// every stage that needs copies no earlier wait covered (planStageWaits;
// docs/FormStages.md).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/IndexEval.h"
#include "cdna4pipe/Analysis/ScheduleVerifier.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_CDNA4PIPEINTERLEAVE
#include "cdna4pipe/Transforms/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

/// A reason to leave a loop untouched (remark) or to fail (error).
struct Problem {
  Operation *op = nullptr;
  std::string why;
  bool isError = false;
  explicit operator bool() const { return op; }
};

static Problem remark(Operation *op, const Twine &why) {
  return {op, why.str(), false};
}
static Problem error(Operation *op, const Twine &why) {
  return {op, why.str(), true};
}

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
  DenseMap<Operation *, unsigned> stageOf;
  SmallVector<unsigned> copyStage;
  int64_t lastVmcnt = 0;
  int64_t prologueVmcnt = 0;

  // wait-granularity=stage (docs/FormStages.md).
  bool perStage = false;
  /// The copies in issue order (Plan::copies in iteration mode).
  SmallVector<G2SOp> issue;
  /// Per stage: the vmcnt of the wait + barrier that closes its memory phase
  /// (the wait for the next stage's reads), if any. The last stage always
  /// closes with `lgkmcnt(0)` + barrier (the slot release).
  SmallVector<std::optional<int64_t>> stageVmcnt;
  /// Per copy (index into `copies`): the wait group, i.e. the stage whose
  /// wait first covers it; per S2R: its stage.
  DenseMap<Operation *, unsigned> group;
  /// Prologue copies in their new issue order (empty: keep the order) and
  /// the op they are moved before.
  SmallVector<G2SOp> prologueOrder;
  Operation *prologueAnchor = nullptr;
};

static std::string str(int64_t v) { return std::to_string(v); }

static std::optional<int64_t> linearize(MemRefType t, ArrayRef<int64_t> idx) {
  // Row-major offset within one slot (dims 1..n).
  int64_t lin = 0;
  for (int64_t d = 1; d < t.getRank(); ++d) {
    if (t.isDynamicDim(d))
      return std::nullopt;
    lin = lin * t.getDimSize(d) + idx[d];
  }
  return lin;
}

class LoopPlanner {
public:
  LoopPlanner(scf::ForOp loop, unsigned stages, StringRef policy,
              StringRef granularity)
      : loop(loop), stages(stages), policy(policy), granularity(granularity) {}

  Problem plan(Plan &p);

private:
  Problem checkStructure(Plan &p);
  Problem evalIndices(IndexEvaluator &ev, Operation *op, ValueRange idx,
                      SmallVectorImpl<int64_t> &out, int64_t tid);
  Problem buildLdsMap(IndexEvaluator &ev, Plan &p);
  Problem readRegisters(IndexEvaluator &ev, Plan &p);
  Problem assignStages(Plan &p);
  Problem countWaits(IndexEvaluator &ev, Plan &p);
  Problem planStageWaits(IndexEvaluator &ev, Plan &p, int64_t dist);
  void planPrologue(IndexEvaluator &ev, Plan &p, int64_t dist,
                    ArrayRef<int64_t> pos);
  unsigned spreadStage(int64_t i, int64_t g) const;
  std::optional<SmallVector<int64_t>> copyBases(IndexEvaluator &ev, G2SOp c);

  scf::ForOp loop;
  unsigned stages;
  StringRef policy;
  StringRef granularity;
  /// Per S2R: the copies (indices into Plan::copies) whose elements it reads
  /// in some thread.
  DenseMap<Operation *, llvm::BitVector> needs;
  /// Per copy: the lane-0 LDS offset (within the slot) of every wave.
  SmallVector<SmallVector<int64_t>> bases;
  int64_t numThreads = 0;
  int64_t lb = 0, step = 1;
  DenseMap<std::pair<Value, int64_t>, Held> lds;
  DenseMap<Operation *, ReadInfo> regs;
};

Problem LoopPlanner::checkStructure(Plan &p) {
  Block *body = loop.getBody();
  bool seenBarrier = false;
  DenseSet<Value> produced; // S2R and MFMA results
  for (Operation &op : body->without_terminator()) {
    if (op.getNumRegions() != 0)
      return remark(&op, "the loop body is not straight-line");
    if (auto w = dyn_cast<WaitOp>(op)) {
      if (p.topWait)
        return remark(&op, "second cdna4pipe.wait in the loop body; expected "
                           "one wait + barrier at the top of the iteration");
      if (!p.copies.empty() || !p.reads.empty() || !p.mfmas.empty())
        return remark(&op, "cdna4pipe.wait after the first copy, read or "
                           "MFMA; expected it at the top of the iteration");
      if (!w.getVmcnt())
        return remark(&op, "the top-of-iteration wait has no vmcnt");
      p.topWait = w;
      continue;
    }
    if (auto b = dyn_cast<BarrierOp>(op)) {
      if (!p.topWait || seenBarrier)
        return remark(&op, "expected exactly one cdna4pipe.barrier, right "
                           "after the top-of-iteration wait");
      p.topBarrier = b;
      seenBarrier = true;
      continue;
    }
    if (isa<G2SOp, S2ROp, MFMAOp>(op) && !seenBarrier)
      return remark(&op, "'" + op.getName().getStringRef() +
                             "' before the top-of-iteration wait + barrier");
    if (auto c = dyn_cast<G2SOp>(op)) {
      p.copies.push_back(c);
      continue;
    }
    if (auto r = dyn_cast<S2ROp>(op)) {
      p.reads.push_back(r);
      produced.insert(r.getResult());
      continue;
    }
    if (auto m = dyn_cast<MFMAOp>(op)) {
      p.mfmas.push_back(m);
      produced.insert(m.getResult());
      continue;
    }
    if (!isMemoryEffectFree(&op))
      return remark(&op, "'" + op.getName().getStringRef() +
                             "' has memory effects; only index arithmetic "
                             "may sit between the copies, reads and MFMAs");
    for (Value v : op.getOperands())
      if (produced.contains(v))
        return remark(&op, "'" + op.getName().getStringRef() +
                               "' consumes an LDS read or MFMA result; only "
                               "MFMAs and the yield may");
  }
  if (!p.topWait)
    return remark(loop, "no cdna4pipe.wait at the top of the loop body");
  if (p.copies.empty())
    return remark(loop, "no cdna4pipe.g2s in the loop body");
  if (p.reads.empty())
    return remark(loop, "no cdna4pipe.s2r in the loop body");

  MFMAOp first = p.mfmas.front();
  for (MFMAOp m : p.mfmas) {
    if (m.getM() != first.getM() || m.getN() != first.getN() ||
        m.getK() != first.getK())
      return remark(m, "MFMAs of different shapes in one loop body");
    for (Value v : {m.getA(), m.getB()}) {
      auto r = v.getDefiningOp<S2ROp>();
      if (!r || r->getBlock() != body)
        return remark(m, "MFMA operand is not an S2R of this loop body");
    }
    for (OpOperand &use : m.getResult().getUses()) {
      auto user = dyn_cast<MFMAOp>(use.getOwner());
      bool ok = (user && use.getOperandNumber() == 2) ||
                isa<scf::YieldOp>(use.getOwner());
      if (!ok)
        return remark(use.getOwner(), "MFMA result used other than as an "
                                      "accumulator or loop result");
    }
  }
  for (S2ROp r : p.reads) {
    if (r.getResult().use_empty())
      return remark(r, "S2R whose result no MFMA reads");
    for (OpOperand &use : r.getResult().getUses()) {
      auto user = dyn_cast<MFMAOp>(use.getOwner());
      if (!user || use.getOperandNumber() == 2)
        return remark(use.getOwner(),
                      "S2R result used other than as an MFMA source");
    }
  }
  return {};
}

Problem LoopPlanner::evalIndices(IndexEvaluator &ev, Operation *op,
                                 ValueRange idx, SmallVectorImpl<int64_t> &out,
                                 int64_t tid) {
  out.clear();
  for (Value v : idx) {
    std::optional<int64_t> x = ev.eval(v);
    if (!x) {
      Operation *bad = ev.getFailure();
      return remark(op, "cannot evaluate this op's indices for thread " +
                            str(tid) + ": " +
                            (bad ? "'" + bad->getName().getStringRef().str() +
                                       "' is not understood"
                                 : std::string("they depend on a block "
                                               "argument other than the "
                                               "loop's induction variable")));
    }
    out.push_back(*x);
  }
  return {};
}

Problem LoopPlanner::buildLdsMap(IndexEvaluator &ev, Plan &p) {
  SmallVector<int64_t> dst, src;
  for (auto [ci, c] : llvm::enumerate(p.copies)) {
    auto dstType = cast<MemRefType>(c.getDst().getType());
    int64_t elems = cast<VectorType>(c.getTransferType()).getNumElements();
    int64_t base = 0;
    bases.emplace_back();
    for (int64_t t = 0; t < numThreads; ++t) {
      ev.setThread(t);
      int64_t lane = t % kWaveSize;
      if (lane == 0) {
        // Only lane 0's destination counts (gather_to_lds semantics).
        if (Problem pr = evalIndices(ev, c, c.getDstIndices(), dst, t))
          return pr;
        std::optional<int64_t> lin = linearize(dstType, dst);
        if (!lin)
          return remark(c, "LDS destination with a dynamic shape");
        base = *lin;
        bases.back().push_back(base);
      }
      if (Problem pr = evalIndices(ev, c, c.getSrcIndices(), src, t))
        return pr;
      for (int64_t e = 0; e < elems; ++e) {
        auto key = std::make_pair(c.getDst(), base + lane * elems + e);
        Held h{c.getSrc(), src.front(), src.back() + e,
               static_cast<unsigned>(ci)};
        auto [it, inserted] = lds.try_emplace(key, h);
        if (!inserted)
          return remark(c, "two copies of one iteration write the same LDS "
                           "element (offset " +
                               str(key.second) + ")");
      }
    }
  }
  return {};
}

Problem LoopPlanner::readRegisters(IndexEvaluator &ev, Plan &p) {
  SmallVector<int64_t> idx;
  for (S2ROp r : p.reads) {
    auto srcType = cast<MemRefType>(r.getSrc().getType());
    int64_t elems = cast<VectorType>(r.getResult().getType()).getNumElements();
    ReadInfo info;
    llvm::BitVector &need = needs[r];
    need.resize(p.copies.size());
    for (int64_t t = 0; t < numThreads; ++t) {
      ev.setThread(t);
      if (Problem pr = evalIndices(ev, r, r.getIndices(), idx, t))
        return pr;
      std::optional<int64_t> lin = linearize(srcType, idx);
      if (!lin)
        return remark(r, "LDS source with a dynamic shape");
      for (int64_t e = 0; e < elems; ++e) {
        auto it = lds.find({r.getSrc(), *lin + e});
        if (it == lds.end())
          return remark(r, "thread " + str(t) +
                               " reads an LDS element that no copy of the "
                               "loop writes (offset " +
                               str(*lin + e) + ")");
        if (e == 0) {
          if (info.src && info.src != it->second.src)
            return remark(r, "one S2R reads data of two global tensors");
          info.src = it->second.src;
          info.rows.push_back(it->second.row);
        }
        info.ks.push_back(it->second.k);
        need.set(it->second.copy);
      }
    }
    regs[r] = std::move(info);
  }
  return {};
}

Problem LoopPlanner::assignStages(Plan &p) {
  // Keys learnt from the registers: the k-slice an MFMA computes (the lowest
  // global k its a operand holds in wave 0) and its N fragment (the lowest
  // global row its b operand holds in wave 0).
  int64_t elems =
      cast<VectorType>(p.mfmas.front().getA().getType()).getNumElements();
  DenseMap<Operation *, std::pair<int64_t, int64_t>> keys;
  std::set<int64_t> kSet, nSet;
  for (MFMAOp m : p.mfmas) {
    const ReadInfo &a = regs[m.getA().getDefiningOp()];
    const ReadInfo &b = regs[m.getB().getDefiningOp()];
    // Lane by lane, both sources must hold the same k (A[i][k] and B[k][j]
    // share lane and element): this is what makes the product a GEMM.
    for (int64_t i = 0, e = a.ks.size(); i < e; ++i)
      if (a.ks[i] != b.ks[i])
        return remark(m, "the MFMA sources hold different k in thread " +
                             str(i / elems) + " element " + str(i % elems) +
                             " (a: k=" + str(a.ks[i]) +
                             ", b: k=" + str(b.ks[i]) + ")");
    int64_t kKey =
        *std::min_element(a.ks.begin(), a.ks.begin() + kWaveSize * elems);
    int64_t nKey =
        *std::min_element(b.rows.begin(), b.rows.begin() + kWaveSize);
    keys[m] = {kKey, nKey};
    kSet.insert(kKey);
    nSet.insert(nKey);
  }
  auto rank = [](const std::set<int64_t> &s, int64_t v) {
    return static_cast<int64_t>(std::distance(s.begin(), s.find(v)));
  };
  int64_t ks = kSet.size(), nf = nSet.size(), s = stages;
  int64_t total = p.mfmas.size();
  std::string shape = str(total) + " MFMAs (" + str(ks) + " k-slices x " +
                      str(nf) + " N fragments)";
  if (total % s != 0)
    return error(loop, "cannot split the loop's " + shape + " into " + str(s) +
                           " stages of equal size");
  for (MFMAOp m : p.mfmas) {
    int64_t kr = rank(kSet, keys[m].first), nr = rank(nSet, keys[m].second);
    int64_t st;
    if (s % ks == 0) {
      int64_t parts = s / ks;
      if (nf % parts != 0)
        return error(loop, "cannot split the loop's " + shape + " into " +
                               str(s) + " stages: " + str(nf) +
                               " N fragments do not divide into " + str(parts) +
                               " parts");
      st = kr * parts + nr / (nf / parts);
    } else if (ks % s == 0) {
      st = kr / (ks / s);
    } else {
      return error(loop, "cannot split the loop's " + shape + " into " +
                             str(s) + " stages along k and N");
    }
    p.stageOf[m] = st;
  }
  SmallVector<int64_t> count(s, 0);
  for (MFMAOp m : p.mfmas)
    ++count[p.stageOf[m]];
  for (int64_t i = 0; i < s; ++i)
    if (count[i] != total / s)
      return error(loop, "splitting the loop's " + shape + " gives stage " +
                             str(i) + " " + str(count[i]) +
                             " MFMAs instead of " + str(total / s));
  // Accumulator chains must run with the stage order.
  for (MFMAOp m : p.mfmas)
    if (auto prev = m.getAcc().getDefiningOp<MFMAOp>())
      if (p.stageOf[prev] > p.stageOf[m])
        return remark(m, "this MFMA (stage " + str(p.stageOf[m]) +
                             ") accumulates onto one of stage " +
                             str(p.stageOf[prev]) +
                             "; accumulator chains must follow the k order");
  // Each S2R goes into the earliest stage that reads it.
  for (S2ROp r : p.reads) {
    unsigned st = s;
    for (Operation *user : r->getUsers())
      st = std::min(st, p.stageOf[user]);
    p.stageOf[r] = st;
  }
  // Copies: spread over the stages in their order (the issue order is
  // refined by planStageWaits in wait-granularity=stage).
  int64_t g = p.copies.size();
  for (int64_t i = 0; i < g; ++i) {
    unsigned st = spreadStage(i, g);
    p.copyStage.push_back(st);
    p.stageOf[p.copies[i]] = st;
  }
  p.issue.assign(p.copies.begin(), p.copies.end());
  return {};
}

/// The stage that issues the i-th of g copies under the g2s policy.
unsigned LoopPlanner::spreadStage(int64_t i, int64_t g) const {
  if (policy != "even")
    return 0;
  // Stage st takes copies [sum_{<st} n_i, +n_st), n_st = g/s (+1 for the
  // first g%s stages).
  int64_t s = stages, base = g / s, rem = g % s, acc = 0;
  for (unsigned st = 0; st < stages; ++st) {
    acc += base + (static_cast<int64_t>(st) < rem ? 1 : 0);
    if (i < acc)
      return st;
  }
  return stages - 1;
}

/// The copies issued before `loop` in its block (the pipeline prologue), in
/// program order.
static SmallVector<G2SOp> prologueCopies(scf::ForOp loop) {
  SmallVector<G2SOp> prologue;
  for (Operation &op : *loop->getBlock()) {
    if (&op == loop.getOperation())
      break;
    if (auto c = dyn_cast<G2SOp>(op))
      prologue.push_back(c);
  }
  return prologue;
}

Problem LoopPlanner::countWaits(IndexEvaluator &ev, Plan &p) {
  ev.setThread(0);
  auto slotAt = [&](Operation *op, Value slot,
                    int64_t n) -> FailureOr<int64_t> {
    ev.bind(loop.getInductionVar(), lb + n * step);
    std::optional<int64_t> x = ev.eval(slot);
    if (!x)
      return failure();
    return *x;
  };
  const int64_t probe = 64;
  FailureOr<int64_t> readSlot =
      slotAt(p.reads.front(), p.reads.front().getSlot(), probe);
  if (failed(readSlot))
    return remark(p.reads.front(), "cannot evaluate the slot this S2R reads");
  for (S2ROp r : p.reads) {
    FailureOr<int64_t> s = slotAt(r, r.getSlot(), probe);
    if (failed(s) || *s != *readSlot)
      return remark(r, "the S2Rs of one iteration read different slots");
  }
  FailureOr<int64_t> copySlot =
      slotAt(p.copies.front(), p.copies.front().getSlot(), probe);
  for (G2SOp c : p.copies) {
    FailureOr<int64_t> s = slotAt(c, c.getSlot(), probe);
    if (failed(s) || failed(copySlot) || *s != *copySlot)
      return remark(c, "the copies of one iteration write different slots");
  }
  if (*copySlot == *readSlot)
    return remark(p.copies.front(), "the copies write the slot the same "
                                    "iteration reads");
  // Distance in iterations between the copy of a tile and its reads: the
  // latest earlier iteration whose copies wrote the slot read now.
  int64_t dist = 0;
  for (int64_t j = 1; j <= 32 && !dist; ++j) {
    FailureOr<int64_t> s =
        slotAt(p.copies.front(), p.copies.front().getSlot(), probe - j);
    if (succeeded(s) && *s == *readSlot)
      dist = j;
  }
  if (!dist)
    return remark(p.copies.front(),
                  "no earlier iteration's copies write the slot an iteration "
                  "reads");
  // At the last stage of iteration k, tile k+1 must have landed. Its copies
  // were issued in iteration k+1-dist; the copies of the dist-1 iterations
  // after it (all issued before the last stage's wait) may stay in flight.
  int64_t g = p.copies.size();
  int64_t x = (dist - 1) * g;
  int64_t orig = *p.topWait.getVmcnt();
  p.lastVmcnt = std::min(x, orig);
  if (p.lastVmcnt > kMaxVmcnt)
    return remark(p.topWait, "the steady-state wait would need vmcnt(" +
                                 str(p.lastVmcnt) + "), beyond 63");

  // Prologue: iteration 0 reads the slot its tile was copied into; every
  // prologue copy issued after the last one into that slot may stay in
  // flight.
  FailureOr<int64_t> firstSlot =
      slotAt(p.reads.front(), p.reads.front().getSlot(), 0);
  SmallVector<G2SOp> prologue = prologueCopies(loop);
  int64_t lastInto = -1;
  for (auto [i, c] : llvm::enumerate(prologue)) {
    std::optional<int64_t> s = ev.eval(c.getSlot());
    if (!s)
      return remark(c, "cannot evaluate the slot of this prologue copy");
    if (succeeded(firstSlot) && *s == *firstSlot)
      lastInto = i;
  }
  if (lastInto < 0)
    return remark(loop, "no prologue copy fills the slot iteration 0 reads");
  p.prologueVmcnt = std::min<int64_t>(prologue.size() - 1 - lastInto, orig);
  if (p.perStage)
    return planStageWaits(ev, p, dist);
  return {};
}

/// wait-granularity=stage. Copies are issued in the order in which the
/// iteration `dist` later first needs them, and every stage whose reads need
/// copies that no earlier wait covered gets a wait + barrier at the end of
/// the previous stage's memory phase (stage 0's in the last stage of the
/// previous iteration). Counts are in copy instructions, across the
/// iteration boundary. With `G` copies per iteration, position `q` in the
/// issue order, `cnt(s)` the copies issued by stages 0..s and `F(s)` = 1 +
/// the newest position stage s reads, the wait for stage s >= 1 of
/// iteration m runs after `m*G + cnt(s-1)` copies and must retire up to
/// `(m-dist)*G + F(s)`: vmcnt(dist*G + cnt(s-1) - F(s)); stage 0's runs
/// after `m*G`: vmcnt(dist*G - F(0)).
Problem LoopPlanner::planStageWaits(IndexEvaluator &ev, Plan &p, int64_t dist) {
  int64_t g = p.copies.size(), s = stages;
  // The stage of the next-but-dist iteration that first reads each copy; a
  // copy no S2R reads counts as read by the last stage (it must have landed
  // before its slot is written again).
  SmallVector<int64_t> firstNeed(g, s - 1);
  for (S2ROp r : p.reads)
    for (unsigned c : needs[r].set_bits())
      firstNeed[c] = std::min<int64_t>(firstNeed[c], p.stageOf.lookup(r));
  SmallVector<unsigned> order(g);
  for (int64_t i = 0; i < g; ++i)
    order[i] = i;
  llvm::stable_sort(order, [&](unsigned a, unsigned b) {
    return firstNeed[a] < firstNeed[b];
  });
  SmallVector<int64_t> pos(g);
  p.issue.clear();
  for (auto [q, c] : llvm::enumerate(order)) {
    pos[c] = q;
    p.issue.push_back(p.copies[c]);
    unsigned st = spreadStage(q, g);
    p.copyStage[c] = st;
    p.stageOf[p.copies[c]] = st;
  }
  // F(s): one past the newest position a stage's reads need.
  SmallVector<int64_t> need(s, 0);
  for (S2ROp r : p.reads) {
    unsigned st = p.stageOf.lookup(r);
    for (unsigned c : needs[r].set_bits())
      need[st] = std::max(need[st], pos[c] + 1);
    p.group[r] = st;
  }
  for (int64_t c = 0; c < g; ++c)
    if (firstNeed[c] == s - 1)
      need[s - 1] = std::max(need[s - 1], pos[c] + 1);
  SmallVector<int64_t> cnt(s, 0);
  for (int64_t i = 0; i < g; ++i)
    for (int64_t st = spreadStage(i, g); st < s; ++st)
      ++cnt[st];
  p.stageVmcnt.assign(s, std::nullopt);
  int64_t covered = 0;
  for (int64_t st = 0; st < s; ++st) {
    if (need[st] <= covered)
      continue;
    for (int64_t c = 0; c < g; ++c)
      if (pos[c] >= covered && pos[c] < need[st])
        p.group[p.copies[c]] = st;
    int64_t n = dist * g + (st > 0 ? cnt[st - 1] : 0) - need[st];
    unsigned host = st == 0 ? s - 1 : st - 1;
    p.stageVmcnt[host] = std::min<int64_t>(n, kMaxVmcnt);
    covered = need[st];
  }
  planPrologue(ev, p, dist, pos);
  return {};
}

/// The lane-0 LDS offset (within the slot) of copy `c` in every wave.
std::optional<SmallVector<int64_t>> LoopPlanner::copyBases(IndexEvaluator &ev,
                                                           G2SOp c) {
  auto dstType = cast<MemRefType>(c.getDst().getType());
  SmallVector<int64_t> out, idx;
  for (int64_t t = 0; t < numThreads; t += kWaveSize) {
    ev.setThread(t);
    if (evalIndices(ev, c, c.getDstIndices(), idx, t))
      return std::nullopt;
    std::optional<int64_t> lin = linearize(dstType, idx);
    if (!lin)
      return std::nullopt;
    out.push_back(*lin);
  }
  return out;
}

/// The prologue plays iterations -dist..-1: its copies are issued in the
/// loop's order, tile by tile, so that the loop's waits (which count across
/// the iteration boundary) hold in the first iterations too, and its final
/// wait is the one for stage 0 of iteration 0. A prologue copy is matched
/// to the loop copy that writes the same LDS offsets in every wave. When the
/// prologue does not have that shape, it keeps its order and waits for
/// everything (vmcnt(0)), which is always safe.
void LoopPlanner::planPrologue(IndexEvaluator &ev, Plan &p, int64_t dist,
                               ArrayRef<int64_t> pos) {
  int64_t g = p.copies.size();
  p.prologueVmcnt = 0;
  SmallVector<G2SOp> prologue = prologueCopies(loop);
  if (static_cast<int64_t>(prologue.size()) != dist * g)
    return;
  for (G2SOp c : prologue)
    if (!c.getToken().use_empty())
      return;
  SmallVector<G2SOp> ordered;
  for (int64_t tile = 0; tile < dist; ++tile) {
    ArrayRef<G2SOp> run = ArrayRef<G2SOp>(prologue).slice(tile * g, g);
    // The tile must go to the slot iteration `tile` reads.
    ev.setThread(0);
    ev.bind(loop.getInductionVar(), lb + tile * step);
    std::optional<int64_t> readSlot = ev.eval(p.reads.front().getSlot());
    SmallVector<G2SOp> slots(g);
    for (G2SOp c : run) {
      ev.setThread(0);
      std::optional<int64_t> slot = ev.eval(c.getSlot());
      std::optional<SmallVector<int64_t>> b = copyBases(ev, c);
      if (!readSlot || !slot || *slot != *readSlot || !b)
        return;
      int64_t match = -1;
      for (int64_t i = 0; i < g && match < 0; ++i)
        if (p.copies[i].getDst() == c.getDst() && bases[i] == *b)
          match = i;
      if (match < 0 || slots[pos[match]])
        return;
      slots[pos[match]] = c;
    }
    ordered.append(slots.begin(), slots.end());
  }
  ev.bind(loop.getInductionVar(), lb);
  p.prologueOrder = std::move(ordered);
  p.prologueAnchor = prologue.back()->getNextNode();
  // Iteration 0's stage-0 wait: everything after the newest copy stage 0
  // needs may stay in flight.
  int64_t need0 = 0;
  for (S2ROp r : p.reads)
    if (p.stageOf.lookup(r) == 0)
      for (unsigned c : needs[r].set_bits())
        need0 = std::max(need0, pos[c] + 1);
  p.prologueVmcnt = std::min<int64_t>(dist * g - need0, kMaxVmcnt);
}

Problem LoopPlanner::plan(Plan &p) {
  if (Problem pr = checkStructure(p))
    return pr;
  if (stages == 0)
    return error(loop, "stages must be at least 1");
  if (policy != "even" && policy != "front")
    return error(loop, "unknown g2s-policy '" + policy.str() +
                           "' (expected even or front)");
  if (granularity != "iteration" && granularity != "stage")
    return error(loop, "unknown wait-granularity '" + granularity.str() +
                           "' (expected iteration or stage)");
  p.perStage = granularity == "stage";
  std::optional<std::array<int64_t, 3>> bs = getKnownBlockSize(loop);
  if (!bs)
    return remark(loop, "the workgroup size is unknown (no known_block_size "
                        "on the enclosing gpu.func)");
  numThreads = (*bs)[0] * (*bs)[1] * (*bs)[2];
  if (numThreads % kWaveSize != 0)
    return remark(loop, "the workgroup is not a whole number of waves");
  std::optional<int64_t> l = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> st = getConstantIntValue(loop.getStep());
  if (!l || !st)
    return remark(loop, "the loop bounds are not constant");
  lb = *l;
  step = *st;
  IndexEvaluator ev(*bs);
  ev.bind(loop.getInductionVar(), lb);
  if (Problem pr = buildLdsMap(ev, p))
    return pr;
  if (Problem pr = readRegisters(ev, p))
    return pr;
  if (Problem pr = assignStages(p))
    return pr;
  return countWaits(ev, p);
}

/// Rewrites the loop according to a successful plan.
static void rewrite(scf::ForOp loop, Plan &p, unsigned stages) {
  OpBuilder b(loop);
  MLIRContext *ctx = loop.getContext();
  Location loc = loop.getLoc();
  auto i32 = [&](int64_t v) {
    return IntegerAttr::get(IntegerType::get(ctx, 32), v);
  };

  // Prologue copies in the loop's issue order (wait-granularity=stage).
  for (G2SOp c : p.prologueOrder)
    c->moveBefore(p.prologueAnchor);
  // The top-of-iteration-0 wait moves to the end of the prologue.
  b.setInsertionPoint(loop);
  WaitOp::create(b, p.topWait.getLoc(), i32(p.prologueVmcnt), IntegerAttr(),
                 ValueRange{});
  BarrierOp::create(b, p.topBarrier.getLoc());

  Operation *yield = loop.getBody()->getTerminator();
  Location waitLoc = p.topWait.getLoc(), barrierLoc = p.topBarrier.getLoc();
  p.topWait->erase();
  p.topBarrier->erase();

  auto groupAttr = [&](Operation *op) {
    if (auto it = p.group.find(op); it != p.group.end())
      op->setAttr(kGroupAttrName, i32(it->second));
  };
  SmallVector<StageOp> built;
  for (unsigned s = 0; s < stages; ++s) {
    SmallVector<Operation *> ops;
    for (S2ROp r : p.reads)
      if (p.stageOf.lookup(r) == s)
        ops.push_back(r);
    for (G2SOp c : p.issue)
      if (p.stageOf.lookup(c) == s)
        ops.push_back(c);
    size_t numMemory = ops.size();
    for (MFMAOp m : p.mfmas)
      if (p.stageOf.lookup(m) == s)
        ops.push_back(m);
    llvm::SmallPtrSet<Operation *, 32> inStage(ops.begin(), ops.end());
    SmallVector<Value> escaping;
    for (Operation *op : ops)
      for (Value r : op->getResults())
        if (llvm::any_of(r.getUsers(),
                         [&](Operation *u) { return !inStage.contains(u); }))
          escaping.push_back(r);

    b.setInsertionPoint(yield);
    auto stage = StageOp::create(b, loc, ValueRange(escaping).getTypes(), s,
                                 /*priority=*/1, /*fence=*/0);
    Block *blk = new Block();
    stage.getBody().push_back(blk);
    for (auto [i, op] : llvm::enumerate(ops)) {
      if (i == numMemory)
        break;
      op->moveBefore(blk, blk->end());
      groupAttr(op);
    }
    // The memory phase closes with the wait for the next stage's reads: in
    // the last stage the former top-of-iteration wait, which also releases
    // the slot the next iteration's copies overwrite (lgkmcnt(0)).
    OpBuilder in = OpBuilder::atBlockEnd(blk);
    bool last = s + 1 == stages;
    if (p.perStage) {
      std::optional<int64_t> vm = p.stageVmcnt[s];
      if (vm || last) {
        WaitOp::create(in, waitLoc, vm ? i32(*vm) : IntegerAttr(),
                       last ? i32(0) : IntegerAttr(), ValueRange{});
        BarrierOp::create(in, barrierLoc);
      }
    } else if (last) {
      WaitOp::create(in, waitLoc, i32(p.lastVmcnt), i32(0), ValueRange{});
      BarrierOp::create(in, barrierLoc);
    }
    for (Operation *op : ArrayRef<Operation *>(ops).drop_front(numMemory))
      op->moveBefore(blk, blk->end());
    in.setInsertionPointToEnd(blk);
    YieldOp::create(in, loc, escaping);
    for (auto [i, v] : llvm::enumerate(escaping))
      v.replaceUsesWithIf(stage.getResult(i), [&](OpOperand &use) {
        return !stage->isAncestor(use.getOwner());
      });
    built.push_back(stage);
  }

  // Sink index arithmetic used by one stage only into that stage's memory
  // phase, so the fences keep it next to the reads and copies it feeds.
  SmallVector<Operation *> rest;
  for (Operation &op : loop.getBody()->without_terminator())
    if (!isa<StageOp>(op))
      rest.push_back(&op);
  for (Operation *op : llvm::reverse(rest)) {
    StageOp target;
    bool ok = !op->use_empty();
    for (Operation *user : op->getUsers()) {
      auto st = user->getParentOfType<StageOp>();
      if (!st || (target && st != target)) {
        ok = false;
        break;
      }
      target = st;
    }
    if (ok && target)
      op->moveBefore(&target.getBody().front().front());
  }
}

struct InterleavePass
    : public cdna4pipe::impl::CDNA4PipeInterleaveBase<InterleavePass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp loop) {
      bool hasMfma = false, hasStage = false;
      for (Operation &op : *loop.getBody()) {
        hasMfma |= isa<MFMAOp>(op);
        hasStage |= isa<StageOp>(op);
      }
      if (hasMfma && !hasStage)
        loops.push_back(loop);
    });
    llvm::SetVector<FunctionOpInterface> toVerify;
    for (scf::ForOp loop : loops) {
      Plan plan;
      LoopPlanner planner(loop, stages, g2sPolicy, waitGranularity);
      if (Problem pr = planner.plan(plan)) {
        if (pr.isError) {
          pr.op->emitError() << "cdna4pipe-interleave: " << pr.why;
          signalPassFailure();
        } else {
          pr.op->emitRemark()
              << "cdna4pipe-interleave: loop left untouched: " << pr.why;
        }
        continue;
      }
      rewrite(loop, plan, stages);
      if (auto fn = loop->getParentOfType<FunctionOpInterface>())
        toVerify.insert(fn);
    }
    // Prove every function the pass rewrote (cdna4pipe-verify-schedule).
    if (!verify)
      return;
    for (FunctionOpInterface fn : toVerify)
      if (failed(verifySchedule(fn)))
        signalPassFailure();
  }
};

} // namespace
