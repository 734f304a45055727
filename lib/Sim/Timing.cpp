//===- Timing.cpp - the simulator's timing policies -----------------------===//
//
// Owns timing: the policies (when LDS DMAs land and ds_reads sample:
// at issue, lazily at a wait / first use, or at random points; how waves
// interleave: round-robin, run-ahead, random quanta) and the workgroup loop
// that applies them: pick a runnable wave, run it for its quantum, release
// barriers when every wave has arrived, apply random landings. Seeded per
// workgroup and policy, so every run is reproducible.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Machine.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::cdna4pipe::sim;

std::string Policy::str() const {
  const char *l = landing == Landing::AtIssue ? "issue"
                  : landing == Landing::Lazy  ? "lazy"
                                              : "random";
  const char *i = interleave == Interleave::RoundRobin ? "rr"
                  : interleave == Interleave::RunAhead ? "ahead"
                                                       : "random";
  return std::string(l) + "/" + i;
}

bool mlir::cdna4pipe::sim::parsePolicies(StringRef spec,
                                         std::vector<Policy> &out) {
  if (spec == "all") {
    for (Landing l : {Landing::AtIssue, Landing::Lazy, Landing::Random})
      for (Interleave i :
           {Interleave::RoundRobin, Interleave::RunAhead, Interleave::Random})
        out.push_back({l, i});
    return true;
  }
  SmallVector<StringRef> items;
  spec.split(items, ',');
  for (StringRef item : items) {
    auto [ls, is] = item.split('/');
    Policy p;
    if (ls == "issue")
      p.landing = Landing::AtIssue;
    else if (ls == "lazy")
      p.landing = Landing::Lazy;
    else if (ls == "random")
      p.landing = Landing::Random;
    else
      return false;
    if (is.empty() || is == "rr")
      p.interleave = Interleave::RoundRobin;
    else if (is == "ahead")
      p.interleave = Interleave::RunAhead;
    else if (is == "random")
      p.interleave = Interleave::Random;
    else
      return false;
    out.push_back(p);
  }
  return !out.empty();
}

void Simulator::Impl::randomLandings() {
  for (Wave &wv : waves)
    for (int32_t id : wv.vmFifo) {
      if (id < 0 || recs[id].landed)
        continue;
      if (rng() % 3 == 0)
        land(recs[id]);
      break; // in order within a wave
    }
}

void Simulator::Impl::randomReadCompletions() {
  for (Wave &wv : waves)
    if (!wv.lgkm.empty() && rng() % 3 == 0)
      completeReads(wv, 1);
}

LogicalResult Simulator::Impl::run(Policy pol, std::array<unsigned, 3> wg,
                                   std::array<unsigned, 3> grid,
                                   ArrayRef<uint64_t> args) {
  policy = pol;
  wgId = wg;
  gridDim = grid;
  unsigned threads = blockSize[0] * blockSize[1] * blockSize[2];
  unsigned numWaves = (threads + kWaveSize - 1) / kWaveSize;
  Operation *funcOp = prog->insts.empty() ? nullptr : prog->insts[0].op;
  if (threads % kWaveSize || numWaves > 16 || numWaves == 0) {
    emitError(funcOp ? funcOp->getLoc() : UnknownLoc())
        << "cdna4-sim: workgroup of " << threads
        << " threads: need a multiple of 64, at most 1024";
    return failure();
  }
  rng.seed(seed ^ (uint64_t(wg[0]) << 20) ^ (uint64_t(wg[1]) << 40) ^
           (uint64_t(int(pol.landing)) * 7 + int(pol.interleave)) *
               0x9e3779b97f4a7c15ull);
  // LDS starts as garbage (0xFF bytes: bf16/f16 NaNs), so a read of bytes no
  // write reached shows up in the numbers too.
  lds.assign(prog->ldsBytes + 16, 0xff);
  ldsWriter.assign(lds.size(), -1);
  ldsReadEpoch.assign(lds.size(), 0);
  ldsReadMask.assign(lds.size(), 0);
  recs.clear();
  recs.reserve(4096);
  waves.resize(numWaves);
  for (unsigned i = 0; i < numWaves; ++i)
    initWave(waves[i], i, args);

  rrLast = ~0u;
  uint64_t budget = maxInstructions;
  while (true) {
    SmallVector<unsigned, 16> runnable;
    for (unsigned i = 0; i < numWaves; ++i)
      if (!waves[i].done && !waves[i].atBarrier)
        runnable.push_back(i);
    if (runnable.empty()) {
      if (llvm::all_of(waves, [](const Wave &w) { return w.done; }))
        break;
      if (!releaseBarrier())
        return failure();
      continue;
    }
    unsigned quantum;
    Wave &wv = waves[pickWave(runnable, quantum)];
    for (unsigned q = 0; q < quantum; ++q) {
      Step s = step(wv);
      if (s == Step::Error)
        return failure();
      if (s != Step::Continue)
        break;
      if (--budget == 0) {
        prog->insts[wv.pc].op->emitError("cdna4-sim: stopped after ")
            << maxInstructions
            << " wave-instructions in one workgroup (the --max-instructions "
               "limit); raise --max-instructions for a longer kernel, or "
               "look for a loop that does not end";
        return failure();
      }
    }
    if (policy.landing == Landing::Random) {
      randomLandings();
      randomReadCompletions();
    }
  }
  // Whatever is still in flight lands when the waves end.
  for (WriteRec &r : recs)
    land(r);
  return success();
}

unsigned Simulator::Impl::pickWave(ArrayRef<unsigned> runnable,
                                   unsigned &quantum) {
  switch (policy.interleave) {
  case Interleave::RoundRobin: {
    // Next runnable wave after the one that ran last.
    unsigned pick = runnable[0];
    for (unsigned i : runnable)
      if (i > rrLast) {
        pick = i;
        break;
      }
    rrLast = pick;
    quantum = 1;
    return pick;
  }
  case Interleave::RunAhead:
    quantum = ~0u;
    return runnable[0];
  case Interleave::Random: {
    unsigned pick = runnable[rng() % runnable.size()];
    quantum = 1 + rng() % 48;
    return pick;
  }
  }
  llvm_unreachable("interleave policy");
}

bool Simulator::Impl::releaseBarrier() {
  SmallVector<unsigned> waiting, done;
  for (unsigned i = 0; i < waves.size(); ++i)
    (waves[i].done ? done : waiting).push_back(i);
  if (!done.empty()) {
    Wave &wv = waves[waiting[0]];
    auto d = prog->insts[wv.pc - 1].op->emitError(
        "cdna4-sim: barrier mismatch: wave ");
    d << wv.id << " waits at this barrier but wave " << done[0]
      << " already returned";
    return false;
  }
  for (Wave &wv : waves) {
    wv.atBarrier = false;
    ++wv.epoch;
  }
  return true;
}
