//===- InterleaveWaits.cpp - copies, waits and choice of the interleave --===//
//
// The second half of cdna4pipe-interleave's planning (InterleavePlan.h),
// wait-granularity=stage (docs/FormStages.md): from the copies each stage's
// reads depend on (all waves together) and the copy-to-read distance,
//  - the prefetch distance and issue stage of every copy: with prefetch=2 a
//    copy whose bytes are last read by stage r < last writes the tile one
//    iteration further ahead into the slot being read, issued in stage r+1
//    after the lgkmcnt(0) + barrier that closes stage r's memory phase;
//  - the waits, counted per instruction across iterations;
//  - the prologue order (it plays the iterations before the first);
//  - the pick among decompositions and prefetch distances by the copy
//    windows of the resulting loop body (cdna4pipe/Analysis/CopyWindows.h).
//
//===----------------------------------------------------------------------===//

#include "InterleavePlan.h"
#include "LoopAttrs.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::interleave;

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
  if (p.lastVmcnt >= kMaxVmcnt)
    return remark(p.topWait, "the steady-state wait would need vmcnt(" +
                                 str(p.lastVmcnt) +
                                 "), beyond the 62 a wait can count");

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
  p.prologueVmcnt = std::min<int64_t>(
      {int64_t(prologue.size()) - 1 - lastInto, orig, kMaxVmcnt - 1});
  p.dist = dist;
  if (!p.perStage)
    return {};
  if (Problem pr = planCopies(p))
    return pr;
  planStageWaits(p);
  return planPrologue(ev, p);
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

/// The issue stage, prefetch distance and issue position of every copy.
/// prefetch=1: copies sorted by the stage that first needs them, spread by
/// `g2s-policy`. prefetch=2: a copy last read by stage r before the last one
/// writes tile k+dist+1 (`extra`) from stage r+1 on; the others write tile
/// k+dist from stage 0 (their bytes are released by the previous
/// iteration's last stage); each stage issues its copies in the order they
/// are first needed.
Problem LoopPlanner::planCopies(Plan &p) {
  int64_t g = p.copies.size(), s = stages;
  p.firstNeed.assign(g, s);
  p.lastRead.assign(g, -1);
  for (S2ROp r : p.reads)
    for (unsigned c : needs[r].set_bits()) {
      int64_t st = p.stageOf.lookup(r);
      p.firstNeed[c] = std::min(p.firstNeed[c], st);
      p.lastRead[c] = std::max(p.lastRead[c], st);
    }
  for (int64_t c = 0; c < g; ++c)
    if (p.lastRead[c] < 0)
      p.firstNeed[c] = p.lastRead[c] = s - 1;
  SmallVector<int64_t> want(g, 0);
  p.extra.assign(g, 0);
  if (p.prefetch == 2) {
    for (int64_t c = 0; c < g; ++c)
      if (p.lastRead[c] < s - 1) {
        p.extra[c] = 1;
        want[c] = p.lastRead[c] + 1;
      }
    if (llvm::none_of(p.extra, [](unsigned e) { return e; }))
      return remark(loop, "prefetch=2 (" + p.decomposition +
                              "): every copy is read until the last stage, "
                              "no bytes are released earlier");
    if (tripCount < 2)
      return remark(loop, "prefetch=2 needs at least 2 iterations (the last "
                          "one is peeled)");
  }
  SmallVector<unsigned> order(g);
  for (int64_t i = 0; i < g; ++i)
    order[i] = i;
  llvm::stable_sort(order, [&](unsigned a, unsigned b) {
    return std::make_pair(want[a], p.firstNeed[a]) <
           std::make_pair(want[b], p.firstNeed[b]);
  });
  p.pos.assign(g, 0);
  p.issue.clear();
  for (auto [q, c] : llvm::enumerate(order)) {
    p.pos[c] = q;
    p.issue.push_back(p.copies[c]);
    unsigned st = p.prefetch == 2 ? want[c] : spreadStage(q, g);
    p.copyStage[c] = st;
    p.stageOf[p.copies[c]] = st;
  }
  return {};
}

/// The waits of one iteration k, counted in copy instructions across the
/// iteration boundary. The instance of copy c that stage s of iteration k
/// reads was issued in iteration k - dist - extra(c) at position pos(c);
/// the wait for stage s closes the memory phase of stage s-1 (stage 0's:
/// the last stage of iteration k-1), after `before(s)` copies of iteration
/// k, so `younger(c, s) = (dist + extra(c)) * G + before(s) - pos(c) - 1`
/// copies were issued after that instance. A stage gets a wait, `vmcnt` =
/// the least `younger` over the copies it needs, unless an earlier wait of
/// the iteration already retired all of them. The memory phase of every
/// stage whose reads are the last of some prefetched copy's bytes, and of
/// the last stage (slot release), closes with `lgkmcnt(0)` + barrier.
void LoopPlanner::planStageWaits(Plan &p) {
  int64_t g = p.copies.size(), s = stages;
  SmallVector<int64_t> before(s, 0);
  for (int64_t c = 0; c < g; ++c)
    for (int64_t st = p.copyStage[c] + 1; st < s; ++st)
      ++before[st];
  auto younger = [&](int64_t c, int64_t st) {
    return (p.dist + p.extra[c]) * g + before[st] - p.pos[c] - 1;
  };
  SmallVector<llvm::BitVector> need(s, llvm::BitVector(g));
  for (S2ROp r : p.reads) {
    need[p.stageOf.lookup(r)] |= needs[r];
    p.group[r] = p.stageOf.lookup(r);
  }
  for (int64_t c = 0; c < g; ++c)
    if (p.firstNeed[c] == s - 1)
      need[s - 1].set(c);
  p.stageVmcnt.assign(s, std::nullopt);
  p.stageLgkm.assign(s, false);
  p.stageLgkm[s - 1] = true;
  for (int64_t c = 0; c < g; ++c)
    if (p.extra[c])
      p.stageLgkm[p.lastRead[c]] = true;
  SmallVector<std::pair<int64_t, int64_t>> placed; // (stage, vmcnt)
  auto retired = [&](int64_t c) {
    return llvm::any_of(placed, [&](std::pair<int64_t, int64_t> w) {
      return younger(c, w.first) >= w.second;
    });
  };
  for (int64_t st = 0; st < s; ++st) {
    if (llvm::all_of(need[st].set_bits(),
                     [&](unsigned c) { return retired(c); }))
      continue;
    // More than 62 younger copies: wait for 62 (vmcnt(63) waits on nothing).
    int64_t n = kMaxVmcnt - 1;
    for (unsigned c : need[st].set_bits())
      n = std::min(n, younger(c, st));
    placed.push_back({st, n});
    p.stageVmcnt[st == 0 ? s - 1 : st - 1] = n;
  }
  // A copy's group: the stage whose wait first retires it.
  for (int64_t c = 0; c < g; ++c)
    for (auto [st, n] : placed)
      if (younger(c, st) >= n) {
        p.group[p.copies[c]] = st;
        break;
      }
}

/// The prologue plays iterations -dist-1..-1 (-dist..-1 without prefetched
/// copies) of the loop's issue order, keeping the copies of tiles >= 0: so
/// that the loop's waits, which count across the iteration boundary, hold
/// in the first iterations too. Its copies of tiles 0..dist-1 are matched
/// to the loop copy that writes the same LDS offsets in every wave; the
/// prefetched parts of tile `dist` are new (clones of the loop copy at the
/// first iteration, made by the rewrite). Its final wait is the one for
/// stage 0 of iteration 0. A prologue of another shape keeps its order and
/// waits for everything (vmcnt(0)), which is always safe, unless copies are
/// prefetched (they need the prologue's part of tile `dist`).
Problem LoopPlanner::planPrologue(IndexEvaluator &ev, Plan &p) {
  int64_t g = p.copies.size(), dist = p.dist;
  bool anyExtra = llvm::any_of(p.extra, [](unsigned e) { return e; });
  Problem shape = remark(loop, "prefetch=2 needs a prologue that copies "
                               "tiles 0.." +
                                   str(dist - 1) + " as the loop does");
  p.prologueVmcnt = 0;
  SmallVector<G2SOp> prologue = prologueCopies(loop);
  if (static_cast<int64_t>(prologue.size()) != dist * g)
    return anyExtra ? shape : Problem();
  for (G2SOp c : prologue)
    if (!c.getToken().use_empty())
      return anyExtra ? shape : Problem();
  // byTile[t][c]: the prologue copy of tile t that loop copy c matches.
  SmallVector<SmallVector<G2SOp>> byTile(dist, SmallVector<G2SOp>(g));
  for (int64_t tile = 0; tile < dist; ++tile) {
    // The tile must go to the slot iteration `tile` reads.
    ev.setThread(0);
    ev.bind(loop.getInductionVar(), lb + tile * step);
    std::optional<int64_t> readSlot = ev.eval(p.reads.front().getSlot());
    for (G2SOp c : ArrayRef<G2SOp>(prologue).slice(tile * g, g)) {
      ev.setThread(0);
      std::optional<int64_t> slot = ev.eval(c.getSlot());
      std::optional<SmallVector<int64_t>> b = copyBases(ev, c);
      if (!readSlot || !slot || *slot != *readSlot || !b)
        return anyExtra ? shape : Problem();
      int64_t match = -1;
      for (int64_t i = 0; i < g && match < 0; ++i)
        if (p.copies[i].getDst() == c.getDst() && bases[i] == *b)
          match = i;
      if (match < 0 || byTile[tile][match])
        return anyExtra ? shape : Problem();
      byTile[tile][match] = c;
    }
  }
  ev.bind(loop.getInductionVar(), lb);
  p.prologueOrder.clear();
  p.prologueExtra.clear();
  SmallVector<unsigned> issueIdx(g);
  for (int64_t c = 0; c < g; ++c)
    issueIdx[p.pos[c]] = c;
  for (int64_t j = -dist - (anyExtra ? 1 : 0); j < 0; ++j)
    for (unsigned c : issueIdx) {
      int64_t tile = j + dist + p.extra[c];
      if (tile < 0)
        continue;
      p.prologueOrder.push_back(tile < dist ? byTile[tile][c] : G2SOp());
      p.prologueExtra.push_back(tile < dist ? int64_t(-1) : int64_t(c));
    }
  p.prologueAnchor = prologue.back()->getNextNode();
  // Iteration 0's stage-0 wait is the steady state's: the history before it
  // differs only by copies of negative tiles, older than any it needs.
  p.prologueVmcnt = p.stageVmcnt[stages - 1].value_or(0);
  return {};
}

SmallVector<WindowEvent>
mlir::cdna4pipe::interleave::plannedEvents(const Plan &p, unsigned stages) {
  SmallVector<WindowEvent> events;
  for (unsigned s = 0; s < stages; ++s) {
    for (G2SOp c : p.issue)
      if (p.stageOf.lookup(c) == s)
        events.push_back(WindowEvent::copy());
    bool last = s + 1 == stages;
    if (p.perStage && (p.stageVmcnt[s] || p.stageLgkm[s]))
      events.push_back(WindowEvent::wait(p.stageVmcnt[s].value_or(-1)));
    else if (!p.perStage && last)
      events.push_back(WindowEvent::wait(p.lastVmcnt));
    for (MFMAOp m : p.mfmas)
      if (p.stageOf.lookup(m) == s)
        events.push_back(WindowEvent::mfma());
  }
  return events;
}

Problem LoopPlanner::checkOptions(Plan &p) {
  if (opts.stages == 0)
    return error(loop, "stages must be at least 1");
  if (opts.policy != "even" && opts.policy != "front")
    return error(loop, "unknown g2s-policy '" + opts.policy +
                           "' (expected even or front)");
  if (opts.granularity != "iteration" && opts.granularity != "stage")
    return error(loop, "unknown wait-granularity '" + opts.granularity +
                           "' (expected iteration or stage)");
  if (opts.prefetch != "auto" && opts.prefetch != "1" && opts.prefetch != "2")
    return error(loop, "unknown prefetch '" + opts.prefetch +
                           "' (expected auto, 1 or 2)");
  if (opts.decomposition != "auto" && opts.decomposition != "k-major" &&
      opts.decomposition != "n-major" && opts.decomposition != "quadrant")
    return error(loop, "unknown decomposition '" + opts.decomposition +
                           "' (expected auto, k-major, n-major or quadrant)");
  if (opts.prefetch == "2" && opts.granularity != "stage")
    return error(loop, "prefetch=2 needs wait-granularity=stage");
  stages = opts.stages;
  p.perStage = opts.granularity == "stage";
  return {};
}

/// One candidate schedule: `p` starts as a copy of the analysed `base`.
Problem LoopPlanner::planCandidate(IndexEvaluator &ev, Plan &p) {
  if (Problem pr = assignStages(p))
    return pr;
  if (Problem pr = countWaits(ev, p))
    return pr;
  p.windows = computeCopyWindows(plannedEvents(p, stages));
  return {};
}

static std::string describeWindows(ArrayRef<CopyWindow> windows) {
  std::string out;
  llvm::raw_string_ostream os(out);
  std::optional<WindowSummary> s = summarizeWindows(windows);
  if (!s)
    return "some copy never forced";
  os << "min " << s->min << ", mean " << llvm::format("%.1f", s->mean);
  return out;
}

Problem LoopPlanner::plan(Plan &p, std::string &choice) {
  if (Problem pr = checkStructure(p))
    return pr;
  if (Problem pr = checkOptions(p))
    return pr;
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
  std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
  tripCount = ub && *st > 0 ? (*ub - lb + step - 1) / step : 0;
  // A run-time trip count: the fewest iterations the software pipeliner's
  // guard lets through.
  if (auto least = loop->getAttrOfType<IntegerAttr>(kMinTripCountAttrName);
      !ub && least)
    tripCount = least.getInt();
  IndexEvaluator ev(*bs);
  // A plan, not a proof (cdna4pipe-verify-schedule proves the result for
  // every workgroup): workgroup (0, 0, 0) stands for all, and a large
  // problem for every run-time size (the schedule does not depend on them).
  ev.setBlockId(std::array<int64_t, 3>{0, 0, 0});
  ev.setProblemSizeStandIn(IndexEvaluator::kProblemSizeStandIn);
  ev.bind(loop.getInductionVar(), lb);
  if (Problem pr = buildLdsMap(ev, p))
    return pr;
  if (Problem pr = readRegisters(ev, p))
    return pr;

  SmallVector<std::string> decompositions = {opts.decomposition};
  if (opts.decomposition == "auto")
    decompositions = {"k-major", "n-major", "quadrant"};
  // wait-granularity=iteration waits for the whole next tile in the last
  // stage whatever the split: the seed's k-major.
  if (opts.decomposition == "auto" && !p.perStage)
    decompositions = {"k-major"};
  SmallVector<unsigned> prefetches = {opts.prefetch == "2" ? 2u : 1u};
  if (opts.prefetch == "auto" && p.perStage)
    prefetches = {1, 2};
  // Candidates in order of preference on equal windows: the larger least
  // window, then the larger mean.
  const Plan base = p;
  std::optional<Problem> first;
  std::optional<std::pair<int64_t, double>> best;
  std::string list;
  for (const std::string &d : decompositions)
    for (unsigned pf : prefetches) {
      Plan c = base;
      c.decomposition = d;
      c.prefetch = pf;
      std::string name = d + "/" + str(pf);
      if (Problem pr = planCandidate(ev, c)) {
        if (!first)
          first = pr;
        list += "; " + name + ": " + pr.why;
        continue;
      }
      list += "; " + name + ": " + describeWindows(c.windows);
      std::optional<WindowSummary> s = summarizeWindows(c.windows);
      std::pair<int64_t, double> score = s ? std::make_pair(s->min, s->mean)
                                           : std::make_pair(int64_t(-1), 0.0);
      if (!best || score > *best) {
        best = score;
        p = std::move(c);
      }
    }
  if (!best)
    return *first;
  std::string windows;
  for (const CopyWindow &w : p.windows)
    windows += (windows.empty() ? "" : " ") +
               (w.mfmas ? str(*w.mfmas) : std::string("-"));
  choice = "decomposition " + p.decomposition + ", prefetch " +
           str(p.prefetch) + ": copy windows " + windows + " (" +
           describeWindows(p.windows) + "); candidates" + list.substr(1);
  return {};
}
