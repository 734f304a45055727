//===- InterleavePlan.cpp - dependences and stages of the interleave -----===//
//
// The first half of cdna4pipe-interleave's planning (InterleavePlan.h):
// learnt from the IR, nothing from op order or position. Every copy's index
// arithmetic is evaluated for every thread of the workgroup, giving for
// each LDS element the global element it holds and the copy (program
// position, all waves together) that writes it; every LDS read is evaluated
// for every lane, giving the global elements each register holds and the
// copies each read depends on. The MFMAs are then split into stages by a
// decomposition of their (k-slice, N fragment, M fragment) keys.
//
//===----------------------------------------------------------------------===//

#include "InterleavePlan.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <set>

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::interleave;

Problem LoopPlanner::checkStructure(Plan &p) {
  Block *body = loop.getBody();
  bool seenBarrier = false;
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
      continue;
    }
    if (auto m = dyn_cast<MFMAOp>(op)) {
      p.mfmas.push_back(m);
      continue;
    }
    // Index arithmetic, and the work between dependent dots (e.g. a
    // softmax between S = Q K^T and O += P V): pure register computation.
    if (!isMemoryEffectFree(&op))
      return remark(&op, "'" + op.getName().getStringRef() +
                             "' has memory effects; only register "
                             "computation may sit between the copies, reads "
                             "and MFMAs");
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
    // Sources are LDS reads of this body or registers (loop-invariant, or
    // computed in the body, e.g. from an earlier dot's results).
    for (OpOperand &operand : m->getOpOperands()) {
      if (&operand == &m.getAccMutable())
        continue;
      auto r = operand.get().getDefiningOp<S2ROp>();
      if (r && r->getBlock() != body)
        return remark(m, "MFMA operand is an S2R outside this loop body");
    }
  }
  for (S2ROp r : p.reads) {
    if (r.getResult().use_empty())
      return remark(r, "S2R whose result no MFMA reads");
    for (OpOperand &use : r.getResult().getUses()) {
      auto user = dyn_cast<MFMAOp>(use.getOwner());
      if (!user || use.get() == user.getAcc())
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
    // Rows and k are the last two global indices (leading ones, such as a
    // batch index, select the matrix); a linear offset hides them.
    auto srcType = cast<MemRefType>(c.getSrc().getType());
    if (srcType.getRank() < 2)
      return remark(c, "the copy reads a 1-D global memref; rows and k must "
                       "be its last two indices (write the operand as a "
                       "2-D or batched memref, e.g. through "
                       "memref.expand_shape)");
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
        Held h{c.getSrc(), src[src.size() - 2], src.back() + e,
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

/// The thread and element whose LDS element lands in element `e` of thread
/// `t`: itself, or for a transposing read (ds_read_b64_tr_b16) element
/// `t % 4` of what thread `4 e + (t % 16) / 4` of its 16 lanes addressed.
static std::pair<int64_t, int64_t> readSource(bool transpose, int64_t t,
                                              int64_t e) {
  if (!transpose)
    return {t, e};
  int64_t i = t % 16;
  return {t - i + 4 * e + i / 4, i % 4};
}

Problem LoopPlanner::readRegisters(IndexEvaluator &ev, Plan &p) {
  SmallVector<int64_t> idx;
  for (S2ROp r : p.reads) {
    auto srcType = cast<MemRefType>(r.getSrc().getType());
    int64_t elems = cast<VectorType>(r.getResult().getType()).getNumElements();
    // Every thread's linear LDS offset first: a transposing read's thread
    // receives elements other threads addressed.
    SmallVector<int64_t> lin(numThreads);
    for (int64_t t = 0; t < numThreads; ++t) {
      ev.setThread(t);
      if (Problem pr = evalIndices(ev, r, r.getIndices(), idx, t))
        return pr;
      std::optional<int64_t> l = linearize(srcType, idx);
      if (!l)
        return remark(r, "LDS source with a dynamic shape");
      lin[t] = *l;
    }
    ReadInfo info;
    llvm::BitVector &need = needs[r];
    need.resize(p.copies.size());
    for (int64_t t = 0; t < numThreads; ++t) {
      for (int64_t e = 0; e < elems; ++e) {
        auto [from, fe] = readSource(r.getTranspose(), t, e);
        auto it = lds.find({r.getSrc(), lin[from] + fe});
        if (it == lds.end())
          return remark(r, "thread " + str(from) +
                               " reads an LDS element that no copy of the "
                               "loop writes (offset " +
                               str(lin[from] + fe) + ")");
        // A transposing read takes a tile stored k-major (rows are k): the
        // copy's row index is the operand's k, its column the operand's row.
        int64_t row = r.getTranspose() ? it->second.k : it->second.row;
        int64_t k = r.getTranspose() ? it->second.row : it->second.k;
        if (e == 0) {
          if (info.src && info.src != it->second.src)
            return remark(r, "one S2R reads data of two global tensors");
          info.src = it->second.src;
          info.rows.push_back(row);
        }
        info.ks.push_back(k);
        need.set(it->second.copy);
      }
    }
    regs[r] = std::move(info);
  }
  return {};
}

/// The stage that issues the i-th of g copies under the g2s policy.
unsigned LoopPlanner::spreadStage(int64_t i, int64_t g) const {
  if (opts.policy != "even")
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

SmallVector<G2SOp>
mlir::cdna4pipe::interleave::prologueCopies(scf::ForOp loop) {
  SmallVector<G2SOp> prologue;
  for (Operation &op : *loop->getBlock()) {
    if (&op == loop.getOperation())
      break;
    if (auto c = dyn_cast<G2SOp>(op))
      prologue.push_back(c);
  }
  return prologue;
}

/// What a whole MFMA source holds: its fragments' registers concatenated
/// lane by lane (thread t's elements of fragment 0, then of fragment 1, ...).
ReadInfo LoopPlanner::sourceInfo(ValueRange fragments) {
  if (fragments.size() == 1)
    return regs[fragments.front().getDefiningOp()];
  ReadInfo out = regs[fragments.front().getDefiningOp()];
  out.ks.clear();
  for (int64_t t = 0; t < numThreads; ++t)
    for (Value f : fragments) {
      const ReadInfo &r = regs[f.getDefiningOp()];
      int64_t n = r.ks.size() / numThreads;
      out.ks.append(r.ks.begin() + t * n, r.ks.begin() + (t + 1) * n);
    }
  return out;
}

/// The k (0..127) of the 16x16x128 f8f6f4 MFMA that element `elem` of
/// `lane` of a source of element type `type` feeds (docs/LaneLayouts.md):
/// FP8 byte e: 64 (e / 16) + 16 (lane / 16) + e % 16; packed FP4 (i8) byte
/// e: k 32 (lane / 16) + 2 e (low nibble) and the next (high nibble).
static int64_t f8f6f4SourceK(Type type, int64_t lane, int64_t elem) {
  if (type.isInteger(8))
    return 32 * (lane / 16) + 2 * elem;
  return 64 * (elem / 16) + 16 * (lane / 16) + elem % 16;
}

/// An f8f6f4 MFMA with an FP8 and a packed FP4 (i8) source: the two lay k
/// out differently over lanes and elements, so they are compared by MFMA k:
/// for every wave, row and k of the MFMA both sources must hold the same
/// global K-element (a packed FP4 column c holds K-elements 2c and 2c + 1).
Problem LoopPlanner::checkMixedFormatK(MFMAOp m, const ReadInfo &a,
                                       const ReadInfo &b) {
  constexpr int64_t kRows = 16, kDepth = 128;
  auto globalKs = [&](const ReadInfo &r, Type type) {
    SmallVector<int64_t> out(numThreads / kWaveSize * kRows * kDepth, -1);
    int64_t n = r.ks.size() / numThreads;
    bool fp4 = type.isInteger(8);
    for (int64_t t = 0; t < numThreads; ++t)
      for (int64_t e = 0; e < n; ++e) {
        int64_t lane = t % kWaveSize;
        int64_t at = ((t / kWaveSize) * kRows + lane % kRows) * kDepth +
                     f8f6f4SourceK(type, lane, e);
        int64_t k = r.ks[t * n + e];
        if (!fp4) {
          out[at] = k;
          continue;
        }
        out[at] = 2 * k;
        out[at + 1] = 2 * k + 1;
      }
    return out;
  };
  SmallVector<int64_t> ka = globalKs(a, m.getAElementType());
  SmallVector<int64_t> kb = globalKs(b, m.getBElementType());
  for (size_t i = 0; i < ka.size(); ++i)
    if (ka[i] != kb[i])
      return remark(m, "the MFMA sources hold different k in wave " +
                           str(i / (kRows * kDepth)) + " row " +
                           str(i / kDepth % kRows) + " at MFMA k " +
                           str(i % kDepth) + " (a: k=" + str(ka[i]) +
                           ", b: k=" + str(kb[i]) + ")");
  return {};
}

/// Rank of `v` in the ordered set `s`.
static int64_t rankIn(const std::set<int64_t> &s, int64_t v) {
  return static_cast<int64_t>(std::distance(s.begin(), s.find(v)));
}

/// True if every fragment of an MFMA source is an LDS read (S2R).
static bool isLdsSource(ValueRange fragments) {
  return llvm::all_of(fragments,
                      [](Value f) { return f.getDefiningOp<S2ROp>(); });
}

/// Keys learnt from the registers: the k-slice an MFMA computes (the lowest
/// global k its LDS-read source holds in wave 0), its N fragment (the lowest
/// global row its b operand holds in wave 0) and its M fragment (the same
/// for a). A register source (no LDS read) has no rows: its fragments are
/// told apart by value.
Problem LoopPlanner::splitDot(Plan &p, ArrayRef<MFMAOp> mfmas, unsigned dot,
                              int64_t s) {
  int64_t elems = MFMAOp::sourceElements(MFMAOp(mfmas.front()).getA());
  SmallVector<std::array<int64_t, 3>> keys;
  std::array<std::set<int64_t>, 3> sets;
  DenseMap<Value, int64_t> registerIds;
  auto lowest = [](ArrayRef<int64_t> v, int64_t n) {
    return *std::min_element(v.begin(), v.begin() + n);
  };
  for (MFMAOp m : mfmas) {
    bool readA = isLdsSource(m.getA()), readB = isLdsSource(m.getB());
    if (!readA && !readB)
      return remark(m, "neither MFMA source is read from LDS in the loop "
                       "body: nothing tells which k-slice it computes");
    ReadInfo a = readA ? sourceInfo(m.getA()) : ReadInfo();
    ReadInfo b = readB ? sourceInfo(m.getB()) : ReadInfo();
    // Lane by lane, both sources must hold the same k (A[i][k] and B[k][j]
    // share lane and element): this is what makes the product a GEMM.
    // FP8 x FP4 sources lay k out differently: compared by MFMA k.
    if (readA && readB &&
        m.getAElementType().isInteger(8) != m.getBElementType().isInteger(8)) {
      if (Problem pr = checkMixedFormatK(m, a, b))
        return pr;
    } else
      for (int64_t i = 0, e = readA && readB ? a.ks.size() : 0; i < e; ++i)
        if (a.ks[i] != b.ks[i])
          return remark(m, "the MFMA sources hold different k in thread " +
                               str(i / elems) + " element " + str(i % elems) +
                               " (a: k=" + str(a.ks[i]) +
                               ", b: k=" + str(b.ks[i]) + ")");
    auto registerId = [&](ValueRange f) {
      return registerIds.try_emplace(f.front(), registerIds.size())
          .first->second;
    };
    std::array<int64_t, 3> key = {
        lowest(readA ? a.ks : b.ks, kWaveSize * elems),
        readB ? lowest(b.rows, kWaveSize) : registerId(m.getB()),
        readA ? lowest(a.rows, kWaveSize) : registerId(m.getA())};
    keys.push_back(key);
    for (int d = 0; d < 3; ++d)
      sets[d].insert(key[d]);
  }
  SmallVector<std::array<int64_t, 3>> ranks;
  for (const std::array<int64_t, 3> &key : keys)
    ranks.push_back({rankIn(sets[0], key[0]), rankIn(sets[1], key[1]),
                     rankIn(sets[2], key[2])});
  std::array<int64_t, 3> counts = {static_cast<int64_t>(sets[0].size()),
                                   static_cast<int64_t>(sets[1].size()),
                                   static_cast<int64_t>(sets[2].size())};
  std::string what =
      p.dots == 1 ? std::string("the loop's ") : "dot " + str(dot) + "'s ";
  Problem pr = splitStages(p, mfmas, ranks, counts, s, dot * s, what);
  if (pr)
    pr.isSplit = true;
  return pr;
}

/// Each dot (InterleaveDots.cpp) gets stages / dots consecutive stages, in
/// dependence order, split by its own keys.
Problem LoopPlanner::assignStages(Plan &p) {
  if (Problem pr = assignDots(p))
    return pr;
  int64_t perDot = stages / p.dots;
  for (unsigned d = 0; d < p.dots; ++d) {
    SmallVector<MFMAOp> mfmas;
    for (MFMAOp m : p.mfmas)
      if (p.dotOf.lookup(m) == d)
        mfmas.push_back(m);
    if (Problem pr = splitDot(p, mfmas, d, perDot))
      return pr;
  }
  // Accumulator chains must run with the stage order.
  for (MFMAOp m : p.mfmas)
    if (auto prev = m.getAcc().getDefiningOp<MFMAOp>())
      if (p.stageOf[prev] > p.stageOf[m])
        return remark(m, "this MFMA (stage " + str(p.stageOf[m]) +
                             ") accumulates onto one of stage " +
                             str(p.stageOf[prev]) +
                             "; accumulator chains must follow the k order");
  if (Problem pr = checkDotOrder(p))
    return pr;
  // Each S2R goes into the earliest stage that reads it. Scale words (S2Rs
  // feeding MFMA scale operands, one register each) all go into the
  // earliest stage that reads their LDS tile: every stage's MFMAs read the
  // scale tiles, so read where they are used their slots would stay live
  // to the last stage and their refills could not start before the next
  // iteration (shorter copy windows than the data tiles').
  DenseMap<Value, unsigned> firstScaleRead;
  for (S2ROp r : p.reads) {
    unsigned st = stages;
    bool scale = false;
    for (Operation *user : r->getUsers()) {
      st = std::min(st, p.stageOf[user]);
      if (auto m = dyn_cast<MFMAOp>(user))
        scale |=
            m.getScaleA() == r.getResult() || m.getScaleB() == r.getResult();
    }
    p.stageOf[r] = st;
    if (scale) {
      auto [it, inserted] = firstScaleRead.try_emplace(r.getSrc(), st);
      it->second = std::min(it->second, st);
    }
  }
  for (S2ROp r : p.reads)
    if (auto it = firstScaleRead.find(r.getSrc()); it != firstScaleRead.end())
      p.stageOf[r] = std::min(p.stageOf[r], it->second);
  return placeCopies(p);
}

/// Splits the MFMAs (ranks and counts of their k-slice, N fragment, M
/// fragment keys) into `stages` groups of equal size.
///  - k-major: k-slices first, then N fragments (seed 000's k-half x
///    N-half for 4 stages);
///  - n-major: N halves first, then k halves, then M halves;
///  - quadrant: M halves first, then N halves (A half x B half, every
///    k-slice in each stage), then k halves.
/// A stage index is the mixed-radix number of the parts, in that order.
Problem LoopPlanner::splitStages(Plan &p, ArrayRef<MFMAOp> mfmas,
                                 ArrayRef<std::array<int64_t, 3>> ranks,
                                 std::array<int64_t, 3> counts, int64_t s,
                                 unsigned offset, StringRef what) {
  int64_t ks = counts[0], nf = counts[1];
  int64_t total = mfmas.size();
  std::string shape =
      what.str() + str(total) + " MFMAs (" + str(ks) + " k-slices x " +
      str(nf) + " N fragments" +
      (p.decomposition == "k-major" ? ")"
                                    : " x " + str(counts[2]) + " M fragments)");
  if (total % s != 0)
    return error(loop, "cannot split " + shape + " into " + str(s) +
                           " stages of equal size");
  std::array<int64_t, 3> parts = {1, 1, 1};
  SmallVector<int> order;
  if (p.decomposition == "k-major") {
    order = {0, 1};
    if (s % ks == 0) {
      parts = {ks, s / ks, 1};
      if (nf % parts[1] != 0)
        return error(loop, "cannot split " + shape + " into " + str(s) +
                               " stages: " + str(nf) +
                               " N fragments do not divide into " +
                               str(parts[1]) + " parts");
    } else if (ks % s == 0) {
      parts = {s, 1, 1};
    } else {
      return error(loop, "cannot split " + shape + " into " + str(s) +
                             " stages along k and N");
    }
  } else {
    order = p.decomposition == "n-major" ? SmallVector<int>{1, 0, 2}
                                         : SmallVector<int>{2, 1, 0};
    int64_t left = s;
    for (bool progress = true; left > 1 && progress;) {
      progress = false;
      for (int d : order)
        if (left > 1 && left % 2 == 0 && counts[d] % (parts[d] * 2) == 0) {
          parts[d] *= 2;
          left /= 2;
          progress = true;
        }
    }
    if (left != 1)
      return error(loop, "cannot split " + shape + " into " + str(s) +
                             " stages by halves (" + p.decomposition + ")");
  }
  for (auto [m, r] : llvm::zip(mfmas, ranks)) {
    int64_t st = 0;
    for (int d : order)
      st = st * parts[d] + r[d] / (counts[d] / parts[d]);
    p.stageOf[m] = offset + st;
  }
  SmallVector<int64_t> count(s, 0);
  for (MFMAOp m : mfmas)
    ++count[p.stageOf[m] - offset];
  for (int64_t i = 0; i < s; ++i)
    if (count[i] != total / s)
      return error(loop, "splitting " + shape + " gives stage " +
                             str(offset + i) + " " + str(count[i]) +
                             " MFMAs instead of " + str(total / s));
  return {};
}

/// Copies: spread over the stages in their order (wait-granularity=stage
/// refines the issue order and the stages in planCopies).
Problem LoopPlanner::placeCopies(Plan &p) {
  int64_t g = p.copies.size();
  p.copyStage.clear();
  for (int64_t i = 0; i < g; ++i) {
    unsigned st = spreadStage(i, g);
    p.copyStage.push_back(st);
    p.stageOf[p.copies[i]] = st;
  }
  p.issue.assign(p.copies.begin(), p.copies.end());
  p.extra.assign(g, 0);
  return {};
}
