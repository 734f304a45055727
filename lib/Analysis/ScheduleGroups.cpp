//===- ScheduleGroups.cpp - wave groups at different program points -------===//
//
// A function with `cdna4pipe.cond_barrier`s runs different programs in
// different waves: the waves split into groups by which conditional barriers
// they take (decided from the predicates, evaluated per wave). gfx9 barriers
// are unnamed, so the k-th barrier a wave executes meets the k-th barrier of
// every other wave wherever each of them is; the model's epoch (barriers
// executed so far) is therefore the *global* barrier instance in every
// group, and an event of one group happens before an event of another
// exactly when a barrier instance lies between them: retired at epoch e in
// one group, issued at an epoch > e in the other.
//
// The verifier runs the model once per group (ScheduleModel.cpp: the group's
// conditional barriers taken, footprints over the group's threads only),
// which checks every rule within the group, then checks across groups:
//   * barrier counts: groups that execute different numbers of barriers
//     deadlock (the conditional barrier on only one side of the loop);
//   * alternation: in a loop in ping-pong form the groups never run MFMA
//     clusters between the same two barriers (a cluster barrier removed);
//   * races: a read of one group and a copy of another that touch the same
//     LDS elements with no barrier instance ordering them (e.g. the two
//     groups' accesses to the same slot one cluster apart).
// See docs/ScheduleVerifier.md ("Wave groups").
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/ScheduleModel.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

#include <limits>

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::schedule;

std::string WaveGroup::name() const {
  bool contiguous =
      waves.back() - waves.front() + 1 == static_cast<int64_t>(waves.size());
  if (waves.size() == 1)
    return "wave " + std::to_string(waves.front());
  if (contiguous)
    return "waves " + std::to_string(waves.front()) + "-" +
           std::to_string(waves.back());
  std::string s = "waves ";
  for (auto [i, w] : llvm::enumerate(waves))
    s += (i ? "," : "") + std::to_string(w);
  return s;
}

/// "stage 2 of " for an op inside a stage, "" otherwise.
static std::string stageOf(Operation *op) {
  if (auto stage = op->getParentOfType<StageOp>())
    return "stage " + std::to_string(stage.getIndex()) + " of ";
  return "";
}

namespace mlir::cdna4pipe::schedule {

/// Which conditional barriers each wave takes (one vector per wave), and a
/// workgroup with that partition (none when it is the same everywhere).
using Partition = std::vector<std::vector<bool>>;
using Workgroup = std::array<int64_t, 3>;

/// Runs the model per wave group and the rules across groups (a friend of
/// Verifier: it reads the groups' machine states).
class GroupVerifier {
public:
  GroupVerifier(FunctionOpInterface func,
                const ScheduleVerifierOptions &options)
      : func(func), options(options) {}
  LogicalResult run(ScheduleVerifierStats *statsOut);

private:
  FailureOr<std::map<Partition, std::optional<Workgroup>>> partitions();
  std::optional<Partition> partitionOf(IndexEvaluator &ev, int64_t waves);
  LogicalResult verifyPartition(const Partition &takes,
                                std::optional<Workgroup> workgroup,
                                ScheduleVerifierStats *statsOut);
  void mergeFindings();
  bool checkBarrierCounts();
  void checkAlternation();
  void checkRaces(unsigned g, unsigned h);
  void reportRace(unsigned g, const Access &r, unsigned h, const Access &c);

  FunctionOpInterface func;
  const ScheduleVerifierOptions &options;
  SmallVector<CondBarrierOp> conds;
  SmallVector<WaveGroup> groups;
  std::vector<std::unique_ptr<Verifier>> runs;
  std::vector<Finding> findings;
  DenseSet<Operation *> blamed;
};

} // namespace mlir::cdna4pipe::schedule

/// The first op `v` depends on whose value differs between the workgroups
/// of one launch, or null.
static Operation *workgroupVaryingSource(Value v) {
  SmallVector<Value> work{v};
  DenseSet<Value> seen;
  while (!work.empty()) {
    Value x = work.pop_back_val();
    Operation *def = x.getDefiningOp();
    if (!def || !seen.insert(x).second)
      continue;
    if (isa<gpu::BlockIdOp, gpu::GlobalIdOp, gpu::ClusterIdOp,
            gpu::ClusterBlockIdOp>(def))
      return def;
    llvm::append_range(work, def->getOperands());
  }
  return nullptr;
}

/// Which conditional barriers each wave takes, from the predicates
/// evaluated for each wave's first lane (the op verifier proved them
/// wave-uniform); nullopt after reporting a predicate it cannot evaluate.
std::optional<Partition> GroupVerifier::partitionOf(IndexEvaluator &ev,
                                                    int64_t waves) {
  Partition takes(waves);
  for (int64_t w = 0; w < waves; ++w) {
    for (CondBarrierOp cond : conds) {
      ev.setThread(w * kWaveSize);
      std::optional<int64_t> p = ev.eval(cond.getPred());
      if (!p) {
        InFlightDiagnostic d = cond.emitError(
            "the schedule verifier cannot decide which waves take this "
            "conditional barrier: its predicate depends on a value other "
            "than constants, thread ids and the workgroup size (e.g. a "
            "loop index)");
        if (Operation *bad = ev.getFailure())
          d.attachNote(bad->getLoc()) << "this value cannot be evaluated";
        return std::nullopt;
      }
      takes[w].push_back(*p != 0);
    }
  }
  return takes;
}

/// The distinct partitions of the waves into groups over every workgroup:
/// one, evaluated once, when no predicate depends on the workgroup; else one
/// per distinct outcome over the known grid (known_grid_size), each with a
/// workgroup that has it. Without a known grid such a predicate is an error:
/// the proof must hold in every workgroup, not in workgroup (0, 0, 0) only.
FailureOr<std::map<Partition, std::optional<Workgroup>>>
GroupVerifier::partitions() {
  std::optional<std::array<int64_t, 3>> bs = getKnownBlockSize(func);
  int64_t threads = bs ? (*bs)[0] * (*bs)[1] * (*bs)[2] : 0;
  if (!bs || threads <= 0 || threads % kWaveSize) {
    conds.front().emitError(
        "the schedule verifier needs the workgroup size (known_block_size, "
        "a multiple of 64 threads) to tell which waves take this "
        "conditional barrier");
    return failure();
  }
  std::optional<std::array<int64_t, 3>> grid = getKnownGridSize(func);
  IndexEvaluator ev(*bs);
  ev.setGridSize(grid);
  std::map<Partition, std::optional<Workgroup>> out;
  CondBarrierOp varyingCond;
  Operation *varying = nullptr;
  for (CondBarrierOp cond : conds)
    if ((varying = workgroupVaryingSource(cond.getPred()))) {
      varyingCond = cond;
      break;
    }
  if (!varying) {
    std::optional<Partition> p = partitionOf(ev, threads / kWaveSize);
    if (!p)
      return failure();
    out[*p] = std::nullopt;
    return out;
  }
  constexpr int64_t kMaxWorkgroups = 1 << 20;
  if (!grid || (*grid)[0] * (*grid)[1] * (*grid)[2] > kMaxWorkgroups) {
    InFlightDiagnostic d =
        varyingCond.emitError()
        << "the schedule verifier cannot decide which waves take this "
           "conditional barrier in every workgroup: its predicate depends on '"
        << varying->getName()
        << "', which differs between workgroups, so the wave groups of "
           "workgroup (0, 0, 0) do not stand for the others (derive the "
           "predicate from the wave id and gpu.block_dim, or give the kernel "
        << (grid ? "a known_grid_size of at most 2^20 workgroups"
                 : "known_grid_size")
        << " so that every workgroup is checked)";
    d.attachNote(varying->getLoc()) << "differs between workgroups";
    return failure();
  }
  for (int64_t z = 0; z < (*grid)[2]; ++z)
    for (int64_t y = 0; y < (*grid)[1]; ++y)
      for (int64_t x = 0; x < (*grid)[0]; ++x) {
        ev.setBlockId(Workgroup{x, y, z});
        std::optional<Partition> p = partitionOf(ev, threads / kWaveSize);
        if (!p)
          return failure();
        out.try_emplace(*p, Workgroup{x, y, z});
      }
  if (out.size() == 1)
    out.begin()->second = std::nullopt;
  return out;
}

/// The groups' own findings, once each: a finding every group makes is one
/// finding; one only some groups make names them.
void GroupVerifier::mergeFindings() {
  std::map<std::pair<Operation *, std::string>, SmallVector<unsigned>> seen;
  std::vector<std::pair<Operation *, std::string>> order;
  for (auto [g, run] : llvm::enumerate(runs))
    for (const Finding &f : run->findings) {
      auto key = std::make_pair(f.at, f.message);
      auto [it, inserted] = seen.try_emplace(key);
      if (inserted) {
        order.push_back(key);
        findings.push_back(f);
      }
      it->second.push_back(g);
    }
  for (auto [i, key] : llvm::enumerate(order)) {
    ArrayRef<unsigned> in = seen[key];
    if (in.size() == groups.size())
      continue;
    std::string who;
    for (unsigned g : in)
      who += (who.empty() ? "" : ", ") + groups[g].name();
    findings[i].message += " (in " + who + " only)";
  }
}

bool GroupVerifier::checkBarrierCounts() {
  unsigned hi = 0, lo = 0;
  for (unsigned g = 1; g < runs.size(); ++g) {
    if (runs[g]->epoch > runs[hi]->epoch)
      hi = g;
    if (runs[g]->epoch < runs[lo]->epoch)
      lo = g;
  }
  if (runs[hi]->epoch == runs[lo]->epoch)
    return true;
  Operation *at = func;
  for (CondBarrierOp cond : conds)
    if (groups[hi].takes.lookup(cond) && !groups[lo].takes.lookup(cond)) {
      at = cond;
      break;
    }
  std::string many = groups[hi].name(), few = groups[lo].name();
  findings.push_back(Finding{
      at,
      "barrier count mismatch (deadlock): " + many + " execute " +
          std::to_string(runs[hi]->epoch) + " barriers but " + few +
          " execute " + std::to_string(runs[lo]->epoch) +
          "; barriers are unnamed (the k-th s_barrier of every wave is one "
          "rendezvous), so " +
          many +
          " wait forever at their last barrier. This conditional barrier is "
          "taken by " +
          many + " and not by " + few +
          ", and no conditional barrier taken by " + few +
          " balances it (a ping-pong offset needs one on each side of the "
          "loop)",
      {}});
  return false;
}

/// In a loop in ping-pong form, between two barrier instances one group
/// runs a memory cluster while the other runs an MFMA cluster.
void GroupVerifier::checkAlternation() {
  bool pingpong = false;
  func->walk([&](StageOp stage) {
    Operation *last = stage.getBody().front().getTerminator()->getPrevNode();
    pingpong |= last && isa<BarrierOp>(last);
  });
  if (!pingpong)
    return;
  for (unsigned a = 0; a < runs.size(); ++a)
    for (unsigned b = a + 1; b < runs.size(); ++b) {
      size_t n = std::min(runs[a]->loopMfmas.size(), runs[b]->loopMfmas.size());
      for (size_t e = 0; e < n; ++e) {
        const IntervalMfma &x = runs[a]->loopMfmas[e],
                           &y = runs[b]->loopMfmas[e];
        if (!x.op || !y.op)
          continue;
        Finding f{x.op,
                  "ping-pong alternation broken: the MFMA clusters of " +
                      groups[a].name() + " (" + stageOf(x.op) + str(x.label) +
                      ") and of " + groups[b].name() + " (" + stageOf(y.op) +
                      str(y.label) +
                      ") run between the same two barriers (instances " +
                      std::to_string(e) + " and " + std::to_string(e + 1) +
                      "): a cluster barrier is missing (every MFMA cluster "
                      "needs a barrier before and after it), so the waves "
                      "sharing a SIMD compete for its matrix core",
                  {}};
        f.notes.push_back({y.op->getLoc(), "the other group's MFMA cluster"});
        findings.push_back(std::move(f));
        return;
      }
    }
}

void GroupVerifier::reportRace(unsigned g, const Access &r, unsigned h,
                               const Access &c) {
  std::string reader = groups[g].name(), writer = groups[h].name();
  std::string slot = runs[g]->where(r);
  auto retired = [](const Access &a) {
    return a.retired ? "retired after barrier instance " +
                           std::to_string(a.retireEpoch) + " (" +
                           str(a.retireLabel) + ")"
                     : std::string("never retired");
  };
  if (c.epoch < r.epoch) {
    Finding f{r.op,
              "cross-group read before landed: the S2R of " + reader + " in " +
                  stageOf(r.op) + str(r.label) + " (after barrier instance " +
                  std::to_string(r.epoch) + ") reads " + slot +
                  " elements that " + writer + " copy in " + stageOf(c.op) +
                  str(c.label) + ", and that copy is " + retired(c) +
                  ": no barrier follows " + writer +
                  "'s wait before this read (the groups run at different "
                  "program points; the wait and barrier must come a cluster "
                  "earlier)",
              {}};
    f.notes.push_back({c.op->getLoc(), "the copy of " + writer});
    findings.push_back(std::move(f));
    return;
  }
  Finding f{c.op,
            "cross-group overwrite while in use: the G2S of " + writer +
                " in " + stageOf(c.op) + str(c.label) +
                " (after barrier instance " + std::to_string(c.epoch) +
                ") overwrites " + slot + " elements that " + reader +
                " read in " + stageOf(r.op) + str(r.label) + ", a read " +
                retired(r) +
                ": the two groups access the same slot one cluster apart, "
                "so the copy must come at least one barrier after the other "
                "group's last read of it has retired (retire the reads with "
                "`wait lgkmcnt(0)` in the memory cluster, or copy a cluster "
                "later)",
            {}};
  f.notes.push_back({r.op->getLoc(), "the S2R of " + reader});
  findings.push_back(std::move(f));
}

/// Reads of group g against copies of group h: a race unless a barrier
/// instance orders them (copy retired at an epoch before the read's, or the
/// read retired at an epoch before the copy's).
void GroupVerifier::checkRaces(unsigned g, unsigned h) {
  constexpr unsigned kNever = std::numeric_limits<unsigned>::max();
  const Verifier &rv = *runs[g], &cv = *runs[h];
  std::map<SlotKey, std::vector<unsigned>> bySlot;
  std::map<SlotKey, unsigned> span;
  for (auto [id, c] : llvm::enumerate(cv.copies)) {
    bySlot[{c.buf, c.slot}].push_back(id);
    unsigned s = c.retired ? c.retireEpoch - c.epoch : kNever;
    span[{c.buf, c.slot}] = std::max(span[{c.buf, c.slot}], s);
  }
  for (const Access &r : rv.reads) {
    auto it = bySlot.find({r.buf, r.slot});
    if (it == bySlot.end() || blamed.count(r.op))
      continue;
    unsigned rEnd = r.retired ? r.retireEpoch : kNever;
    unsigned s = span[it->first];
    unsigned from = s == kNever || s > r.epoch ? 0 : r.epoch - s;
    auto first = llvm::partition_point(
        it->second, [&](unsigned id) { return cv.copies[id].epoch < from; });
    for (auto cit = first; cit != it->second.end(); ++cit) {
      const Access &c = cv.copies[*cit];
      if (c.epoch > rEnd)
        break;
      bool copyFirst = c.retired && c.retireEpoch < r.epoch;
      if (copyFirst || !overlap(r.fp, c.fp) || blamed.count(c.op))
        continue;
      blamed.insert(r.op);
      blamed.insert(c.op);
      reportRace(g, r, h, c);
      break;
    }
  }
}

LogicalResult GroupVerifier::run(ScheduleVerifierStats *statsOut) {
  bool hasMemoryOps = false;
  func->walk([&](Operation *op) {
    if (auto cond = dyn_cast<CondBarrierOp>(op))
      conds.push_back(cond);
    hasMemoryOps |= isa<G2SOp, S2ROp>(op);
  });
  if (!hasMemoryOps)
    return success();
  FailureOr<std::map<Partition, std::optional<Workgroup>>> parts = partitions();
  if (failed(parts))
    return failure();
  bool ok = true;
  for (const auto &[takes, workgroup] : *parts)
    ok &= succeeded(verifyPartition(takes, workgroup, statsOut));
  return success(ok);
}

/// The wave groups of one partition (of the workgroups that have it).
LogicalResult GroupVerifier::verifyPartition(const Partition &takes,
                                             std::optional<Workgroup> wg,
                                             ScheduleVerifierStats *statsOut) {
  runs.clear();
  groups.clear();
  findings.clear();
  blamed.clear();
  std::map<std::vector<bool>, unsigned> byTakes;
  for (auto [w, t] : llvm::enumerate(takes)) {
    auto [it, inserted] = byTakes.try_emplace(t, groups.size());
    if (inserted) {
      groups.emplace_back();
      for (auto [cond, taken] : llvm::zip(conds, t))
        groups.back().takes[cond] = taken;
    }
    groups[it->second].waves.push_back(w);
  }
  bool fatal = false;
  for (const WaveGroup &group : groups) {
    runs.push_back(std::make_unique<Verifier>(func, options, &group));
    runs.back()->interpret();
    fatal |= runs.back()->failedFatally;
  }
  mergeFindings();
  if (!fatal && groups.size() > 1 && checkBarrierCounts()) {
    checkAlternation();
    for (unsigned g = 0; g < groups.size(); ++g)
      for (unsigned h = 0; h < groups.size(); ++h)
        if (g != h)
          checkRaces(g, h);
  }
  std::string in;
  if (wg)
    in = " (in workgroup (" + std::to_string((*wg)[0]) + ", " +
         std::to_string((*wg)[1]) + ", " + std::to_string((*wg)[2]) +
         ") and the workgroups whose waves split the same way)";
  for (const Finding &f : findings) {
    InFlightDiagnostic diag = f.at->emitError(f.message + in);
    for (const auto &[loc, text] : f.notes)
      diag.attachNote(loc) << text;
  }
  ScheduleVerifierStats stats = runs.front()->stats;
  stats.errors = findings.size();
  if (statsOut)
    *statsOut = stats;
  if (!findings.empty())
    return failure();
  if (options.emitSummary)
    func->emitRemark() << "schedule verified for " << groups.size()
                       << " wave group(s) meeting at " << runs.front()->epoch
                       << " barrier instances" << in << ": " << stats.copies
                       << " copies, " << stats.reads << " reads per wave, "
                       << stats.iterations << " K-loop iterations simulated";
  return success();
}

LogicalResult schedule::verifyWaveGroups(FunctionOpInterface func,
                                         const ScheduleVerifierOptions &options,
                                         ScheduleVerifierStats *stats) {
  return GroupVerifier(func, options).run(stats);
}
