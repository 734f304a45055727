//===- InterleaveDots.cpp - dependent dots in one interleaved loop --------===//
//
// Part of cdna4pipe-interleave's planning (InterleavePlan.h). A loop body
// may hold more than one dot: attention's forward loop computes S = Q K^T,
// a softmax of S in registers, then O += P V. The dots are told apart by
// data dependences alone: an MFMA's dot is the length of the longest chain
// of MFMA results of the same iteration its sources and accumulator need
// (an accumulator chain stays within its dot). Dot d gets its own run of
// stages, after dot d-1's; the register work between them (the softmax)
// runs after the last stage whose MFMA results it uses, and before the
// first stage of the MFMAs that use it.
//
//===----------------------------------------------------------------------===//

#include "InterleavePlan.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::interleave;

Problem LoopPlanner::assignDots(Plan &p) {
  Block *body = loop.getBody();
  // Per value: how many dependent MFMA results of this iteration it needs.
  DenseMap<Value, unsigned> level;
  p.dotOf.clear();
  p.dots = 1;
  for (Operation &op : body->without_terminator()) {
    auto m = dyn_cast<MFMAOp>(op);
    unsigned d = 0;
    for (OpOperand &use : op.getOpOperands()) {
      auto prev = use.get().getDefiningOp<MFMAOp>();
      if (m && &use == &m.getAccMutable() && prev && prev->getBlock() == body)
        d = std::max(d, p.dotOf.lookup(prev));
      else
        d = std::max(d, level.lookup(use.get()));
    }
    if (!m) {
      for (Value r : op.getResults())
        level[r] = d;
      continue;
    }
    p.dotOf[m] = d;
    p.dots = std::max(p.dots, d + 1);
    level[m.getResult()] = d + 1;
  }
  if (stages % p.dots == 0)
    return {};
  // A loop that cannot be split is left as it is (pipelined, not
  // interleaved): a correct kernel.
  Problem pr = remark(loop, "cannot split the loop's " + str(p.dots) +
                                " dependent dots into " + str(stages) +
                                " stages (a multiple of " + str(p.dots) +
                                " is needed: each dot has its own stages)");
  pr.isSplit = true;
  return pr;
}

/// The register work between the dots runs after the latest stage whose MFMA
/// results it uses (placeDotWork); the MFMAs reading it must run later.
Problem LoopPlanner::checkDotOrder(Plan &p) {
  Block *body = loop.getBody();
  DenseMap<Operation *, int64_t> after;
  for (Operation &op : body->without_terminator()) {
    if (isa<S2ROp, G2SOp>(op))
      continue;
    bool isMfma = isa<MFMAOp>(op);
    int64_t ready = -1;
    for (Value v : op.getOperands()) {
      Operation *def = v.getDefiningOp();
      if (!def || def->getBlock() != body)
        continue;
      if (isa<MFMAOp>(def) && !isMfma)
        ready = std::max<int64_t>(ready, p.stageOf.lookup(def));
      else if (auto it = after.find(def); it != after.end())
        ready = std::max(ready, it->second);
    }
    if (!isMfma) {
      if (ready >= 0)
        after[&op] = ready;
      continue;
    }
    int64_t st = p.stageOf.lookup(&op);
    if (ready >= st)
      return remark(&op, "this MFMA (stage " + str(st) +
                             ") reads registers computed from MFMA results "
                             "of stage " +
                             str(ready) +
                             ": the stages do not follow the dots' "
                             "dependences");
  }
  return {};
}

void mlir::cdna4pipe::interleave::placeDotWork(scf::ForOp loop) {
  Block *body = loop.getBody();
  DenseMap<Operation *, int64_t> stageIndex;
  SmallVector<Operation *> stages;
  for (Operation &op : *body)
    if (isa<StageOp>(op)) {
      stageIndex[&op] = stages.size();
      stages.push_back(&op);
    }
  // In program order: an op's latest stage is that of its operands.
  DenseMap<Operation *, int64_t> after;
  SmallVector<std::pair<Operation *, int64_t>> moves;
  for (Operation &op : body->without_terminator()) {
    if (isa<StageOp>(op))
      continue;
    int64_t latest = -1;
    for (Value v : op.getOperands()) {
      Operation *def = v.getDefiningOp();
      if (!def || def->getBlock() != body)
        continue;
      if (auto it = stageIndex.find(def); it != stageIndex.end())
        latest = std::max(latest, it->second);
      else if (auto it = after.find(def); it != after.end())
        latest = std::max(latest, it->second);
    }
    if (latest < 0)
      continue;
    after[&op] = latest;
    moves.push_back({&op, latest});
  }
  for (auto [op, latest] : moves) {
    size_t next = static_cast<size_t>(latest) + 1;
    op->moveBefore(next < stages.size() ? stages[next] : body->getTerminator());
  }
}
