//===- Interleave.cpp - HipKittens-style stages for a raised K-loop --------===//
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
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/ScheduleVerifier.h"
#include "cdna4pipe/Transforms/IndexEval.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
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
  int64_t row; // first global index (M for A, N for B)
  int64_t k;   // last global index
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
  LoopPlanner(scf::ForOp loop, unsigned stages, StringRef policy)
      : loop(loop), stages(stages), policy(policy) {}

  Problem plan(Plan &p);

private:
  Problem checkStructure(Plan &p);
  Problem evalIndices(IndexEvaluator &ev, Operation *op, ValueRange idx,
                      SmallVectorImpl<int64_t> &out, int64_t tid);
  Problem buildLdsMap(IndexEvaluator &ev, Plan &p);
  Problem readRegisters(IndexEvaluator &ev, Plan &p);
  Problem assignStages(Plan &p);
  Problem countWaits(IndexEvaluator &ev, Plan &p);

  scf::ForOp loop;
  unsigned stages;
  StringRef policy;
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
  for (G2SOp c : p.copies) {
    auto dstType = cast<MemRefType>(c.getDst().getType());
    int64_t elems = cast<VectorType>(c.getTransferType()).getNumElements();
    int64_t base = 0;
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
      }
      if (Problem pr = evalIndices(ev, c, c.getSrcIndices(), src, t))
        return pr;
      for (int64_t e = 0; e < elems; ++e) {
        auto key = std::make_pair(c.getDst(), base + lane * elems + e);
        Held h{c.getSrc(), src.front(), src.back() + e};
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
  int64_t elems = cast<VectorType>(p.mfmas.front().getA().getType())
                      .getNumElements();
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
                             " (a: k=" + str(a.ks[i]) + ", b: k=" +
                             str(b.ks[i]) + ")");
    int64_t kKey = *std::min_element(a.ks.begin(),
                                     a.ks.begin() + kWaveSize * elems);
    int64_t nKey = *std::min_element(b.rows.begin(),
                                     b.rows.begin() + kWaveSize);
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
                               " N fragments do not divide into " +
                               str(parts) + " parts");
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
  // Copies: spread over the stages.
  int64_t g = p.copies.size();
  for (int64_t i = 0; i < g; ++i) {
    unsigned st = 0;
    if (policy == "even") {
      // Stage st takes copies [sum_{<st} n_i, +n_st), n_st = g/s (+1 for the
      // first g%s stages).
      int64_t base = g / s, rem = g % s, acc = 0;
      for (st = 0; st < s; ++st) {
        acc += base + (static_cast<int64_t>(st) < rem ? 1 : 0);
        if (i < acc)
          break;
      }
    }
    p.copyStage.push_back(st);
    p.stageOf[p.copies[i]] = st;
  }
  return {};
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
  FailureOr<int64_t> readSlot = slotAt(p.reads.front(), p.reads.front().getSlot(), probe);
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
  SmallVector<G2SOp> prologue;
  for (Operation &op : *loop->getBlock()) {
    if (&op == loop.getOperation())
      break;
    if (auto c = dyn_cast<G2SOp>(op))
      prologue.push_back(c);
  }
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
  p.prologueVmcnt =
      std::min<int64_t>(prologue.size() - 1 - lastInto, orig);
  return {};
}

Problem LoopPlanner::plan(Plan &p) {
  if (Problem pr = checkStructure(p))
    return pr;
  if (stages == 0)
    return error(loop, "stages must be at least 1");
  if (policy != "even" && policy != "front")
    return error(loop, "unknown g2s-policy '" + policy.str() +
                           "' (expected even or front)");
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
  auto i32 = [&](int64_t v) { return IntegerAttr::get(IntegerType::get(ctx, 32), v); };

  // The top-of-iteration-0 wait moves to the end of the prologue.
  WaitOp::create(b, p.topWait.getLoc(), i32(p.prologueVmcnt), IntegerAttr(),
                 ValueRange{});
  BarrierOp::create(b, p.topBarrier.getLoc());

  Operation *yield = loop.getBody()->getTerminator();
  Location waitLoc = p.topWait.getLoc(), barrierLoc = p.topBarrier.getLoc();
  p.topWait->erase();
  p.topBarrier->erase();

  SmallVector<StageOp> built;
  for (unsigned s = 0; s < stages; ++s) {
    SmallVector<Operation *> ops;
    for (S2ROp r : p.reads)
      if (p.stageOf.lookup(r) == s)
        ops.push_back(r);
    for (G2SOp c : p.copies)
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
      op->moveBefore(blk, blk->end());
      if (i + 1 == numMemory && s + 1 == stages) {
        OpBuilder in = OpBuilder::atBlockEnd(blk);
        WaitOp::create(in, waitLoc, i32(p.lastVmcnt), i32(0), ValueRange{});
        BarrierOp::create(in, barrierLoc);
      }
    }
    OpBuilder in = OpBuilder::atBlockEnd(blk);
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
      LoopPlanner planner(loop, stages, g2sPolicy);
      if (Problem pr = planner.plan(plan)) {
        if (pr.isError) {
          pr.op->emitError() << "cdna4pipe-interleave: " << pr.why;
          signalPassFailure();
        } else {
          pr.op->emitRemark() << "cdna4pipe-interleave: loop left untouched: "
                              << pr.why;
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
