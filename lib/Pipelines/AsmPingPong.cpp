//===- AsmPingPong.cpp - ping-pong facts read off gfx950 assembly ---------===//
//
// What `cdna4-compile --report` shows of a ping-pong kernel
// (docs/PingPong.md), read off the assembly like the rest of the report:
//
//  * Conditional barriers. `cdna4pipe.cond_barrier %p` lowers to a scalar
//    branch around one barrier: `s_bitcmp0_b32 sP, 0`, `s_cbranch_scc1
//    SKIP`, `s_barrier`, `SKIP:`. Any conditional forward branch that skips
//    only s_barriers (and waits) counts, before or after the main loop. Its
//    predicate is traced back from the bit the branch tests through
//    `v_readfirstlane_b32 sP, vQ`, `v_cndmask_b32 vQ, 0, 1, vcc` and
//    `v_cmp_<op>_{u32,i32} vcc, a, b` to a comparison of the thread id (v0
//    in a 1-D workgroup) with a constant (an immediate or an `s_mov(k)`);
//    code of another shape is reported as the scalar bit it tests.
//  * Clusters. The main loop split at its s_barriers (the span after the
//    last barrier continues, across the back edge, in the first), each
//    with its MFMAs, its memory instructions (LDS reads and writes, copies)
//    and the s_setprio priority the first of each issues at.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/AsmListing.h"
#include "cdna4pipe/Pipelines/AsmReport.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;
using namespace mlir::cdna4pipe;

namespace {
/// A value the predicate trace understands: the thread id or a constant.
struct Operand {
  bool tid = false;
  int64_t value = 0;
};
} // namespace

/// Whether the destination operand `dst` writes register `reg` ("s1" is
/// written by "s1" and by "s[0:1]").
static bool writes(StringRef dst, StringRef reg) {
  if (dst == reg)
    return true;
  unsigned lo, hi, r;
  StringRef range = dst;
  if (reg.empty() || !range.consume_front(reg.take_front(1)) ||
      !range.consume_front("[") || !range.consume_back("]") ||
      reg.drop_front(1).getAsInteger(10, r))
    return false;
  auto [first, last] = range.split(':');
  return !first.getAsInteger(10, lo) && !last.getAsInteger(10, hi) && lo <= r &&
         r <= hi;
}

/// The index of the last instruction in [from, before) whose destination
/// (first operand) writes `reg`.
static std::optional<size_t> lastDef(ArrayRef<AsmLine> lines, size_t from,
                                     size_t before, StringRef reg) {
  for (size_t i = before; i-- > from;) {
    StringRef ops = asmOperands(lines[i].code);
    if (writes(ops.take_until([](char c) { return c == ','; }).trim(), reg))
      return i;
  }
  return std::nullopt;
}

static std::optional<Operand> resolve(ArrayRef<AsmLine> lines, size_t from,
                                      size_t at, StringRef text) {
  text = text.trim();
  if (text == "v0")
    return Operand{true, 0};
  if (std::optional<int64_t> v = parseAsmInt(text))
    return Operand{false, *v};
  if (!text.starts_with("s"))
    return std::nullopt;
  std::optional<size_t> def = lastDef(lines, from, at, text);
  if (!def)
    return std::nullopt;
  StringRef op = asmMnemonic(lines[*def].code);
  if (op != "s_mov_b32" && op != "s_movk_i32")
    return std::nullopt;
  SmallVector<StringRef, 2> ops;
  asmOperands(lines[*def].code).split(ops, ',');
  std::optional<int64_t> v =
      ops.size() == 2 ? parseAsmInt(ops[1]) : std::nullopt;
  if (!v)
    return std::nullopt;
  return Operand{false, *v};
}

/// "tid.x > 255 (waves >= 4)" for a comparison of the thread id with a
/// constant, normalised to `tid <op> constant`.
static std::string describeCompare(StringRef cmp, Operand a, Operand b,
                                   bool negate) {
  static const std::pair<const char *, const char *> kOps[] = {
      {"lt", "<"},  {"le", "<="}, {"gt", ">"},
      {"ge", ">="}, {"eq", "=="}, {"ne", "!="}};
  // tid on the left: swap the operands and mirror the relation.
  static const StringMap<StringRef> mirror = {{"lt", "gt"}, {"le", "ge"},
                                              {"gt", "lt"}, {"ge", "le"},
                                              {"eq", "eq"}, {"ne", "ne"}};
  static const StringMap<StringRef> inverse = {{"lt", "ge"}, {"le", "gt"},
                                               {"gt", "le"}, {"ge", "lt"},
                                               {"eq", "ne"}, {"ne", "eq"}};
  std::string rel = b.tid ? mirror.lookup(cmp).str() : cmp.str();
  if (negate)
    rel = inverse.lookup(rel).str();
  int64_t k = a.tid ? b.value : a.value;
  // Whole waves: tid >= 64w <=> wave >= w, and likewise for <.
  int64_t lo = rel == "gt" ? k + 1 : rel == "ge" ? k : -1;
  int64_t hi = rel == "lt" ? k : rel == "le" ? k + 1 : -1;
  std::string waves;
  if (lo >= 0 && lo % 64 == 0)
    waves = " (waves >= " + std::to_string(lo / 64) + ")";
  if (hi >= 0 && hi % 64 == 0)
    waves = " (waves < " + std::to_string(hi / 64) + ")";
  for (auto [name, sym] : kOps)
    if (rel == name)
      return "tid.x " + std::string(sym) + " " + std::to_string(k) + waves;
  return "";
}

/// The predicate under which the barrier after the branch at `branch`
/// executes, traced as far as the code's shape allows.
static std::string tracePredicate(ArrayRef<AsmLine> lines, size_t from,
                                  size_t branch) {
  StringRef op = asmMnemonic(lines[branch].code);
  if (op != "s_cbranch_scc0" && op != "s_cbranch_scc1")
    return "branch " + op.str() + " not taken";
  // The last SCC write before the branch: s_bitcmp{0,1}_b32 sP, bit.
  std::optional<size_t> at;
  for (size_t j = branch; j-- > from && !at;) {
    StringRef m = asmMnemonic(lines[j].code);
    if (m.starts_with("s_bitcmp") || m.starts_with("s_cmp"))
      at = j;
  }
  StringRef test = at ? asmMnemonic(lines[*at].code) : StringRef();
  SmallVector<StringRef, 2> ops;
  if (at)
    asmOperands(lines[*at].code).split(ops, ',');
  if ((test != "s_bitcmp0_b32" && test != "s_bitcmp1_b32") || ops.size() != 2)
    return "branch " + op.str() + " not taken (predicate not traced)";
  size_t i = *at;
  StringRef reg = ops[0].trim(), bit = ops[1].trim();
  // SCC = (bit == 0) for bitcmp0; the barrier runs when the branch falls
  // through, i.e. when SCC is the opposite of what the branch jumps on.
  bool whenSet = (test == "s_bitcmp0_b32") == (op == "s_cbranch_scc1");
  std::string fallback = "bit " + bit.str() + " of " + reg.str() + " is " +
                         (whenSet ? "1" : "0") + " (predicate not traced)";
  std::optional<size_t> rfl = lastDef(lines, from, i, reg);
  SmallVector<StringRef, 4> r, c, m;
  if (!rfl || asmMnemonic(lines[*rfl].code) != "v_readfirstlane_b32" ||
      bit != "0")
    return fallback;
  asmOperands(lines[*rfl].code).split(r, ',');
  std::optional<size_t> sel =
      r.size() == 2 ? lastDef(lines, from, *rfl, r[1].trim()) : std::nullopt;
  if (!sel || !asmMnemonic(lines[*sel].code).starts_with("v_cndmask_b32"))
    return fallback;
  asmOperands(lines[*sel].code).split(c, ',');
  // v_cndmask_b32 vQ, false-value, true-value, vcc
  if (c.size() != 4 || c[3].trim() != "vcc")
    return fallback;
  bool ones = c[1].trim() == "0" && c[2].trim() == "1";
  bool zeros = c[1].trim() == "1" && c[2].trim() == "0";
  std::optional<size_t> cmp = lastDef(lines, from, *sel, "vcc");
  if ((!ones && !zeros) || !cmp)
    return fallback;
  StringRef cmpOp = asmMnemonic(lines[*cmp].code);
  if (!cmpOp.consume_front("v_cmp_"))
    return fallback;
  StringRef rel = cmpOp.take_until([](char ch) { return ch == '_'; });
  asmOperands(lines[*cmp].code).split(m, ',');
  if (m.size() != 3)
    return fallback;
  std::optional<Operand> a = resolve(lines, from, *cmp, m[1]);
  std::optional<Operand> b = resolve(lines, from, *cmp, m[2]);
  if (!a || !b || a->tid == b->tid)
    return fallback;
  std::string text = describeCompare(rel, *a, *b, whenSet == zeros);
  return text.empty() ? fallback : text;
}

/// Whether the lines (i, target) hold at least one s_barrier and nothing but
/// s_barriers, waits and non-instruction lines.
static bool skipsOnlyBarriers(ArrayRef<AsmLine> lines, size_t i,
                              size_t target) {
  unsigned barriers = 0;
  for (size_t j = i + 1; j < target; ++j) {
    StringRef op = asmMnemonic(lines[j].code);
    if (op.empty() || op == "s_waitcnt" || op == "s_nop")
      continue;
    if (op != "s_barrier")
      return false;
    ++barriers;
  }
  return barriers > 0;
}

void mlir::cdna4pipe::findCondBarriers(ArrayRef<AsmLine> lines,
                                       const AsmKernel &k, KernelReport &out) {
  for (size_t i = k.begin; i < k.end; ++i) {
    StringRef op = asmMnemonic(lines[i].code);
    if (!op.starts_with("s_cbranch"))
      continue;
    auto it = k.labels.find(asmOperands(lines[i].code));
    if (it == k.labels.end() || it->second <= i ||
        !skipsOnlyBarriers(lines, i, it->second))
      continue;
    CondBarrierReport cb;
    for (size_t j = i + 1; j < it->second && !cb.line; ++j)
      if (asmMnemonic(lines[j].code) == "s_barrier")
        cb.line = lines[j].number;
    if (k.mainLoop) {
      const AsmLoop &loop = k.loops[*k.mainLoop];
      cb.side = i < loop.labelIndex    ? "before the main loop"
                : i > loop.branchIndex ? "after the main loop"
                                       : "in the main loop";
    } else {
      cb.side = "no main loop";
    }
    cb.predicate = tracePredicate(lines, k.begin, i);
    out.condBarriers.push_back(std::move(cb));
  }
}

SmallVector<ClusterReport>
mlir::cdna4pipe::splitClusters(ArrayRef<AsmLine> loopLines) {
  SmallVector<ClusterReport> clusters(1);
  int prio = 0; // s_setprio 0 at the loop head (the report's assumption)
  for (const AsmLine &l : loopLines) {
    StringRef op = asmMnemonic(l.code);
    if (op == "s_barrier") {
      clusters.emplace_back();
    } else if (op == "s_setprio") {
      prio = parseAsmInt(asmOperands(l.code)).value_or(-1);
    } else if (op.starts_with("v_mfma")) {
      ClusterReport &c = clusters.back();
      if (!c.mfma++)
        c.mfmaPrio = prio;
    } else if (op.starts_with("ds_") || op.starts_with("buffer_") ||
               op.starts_with("global_")) {
      ClusterReport &c = clusters.back();
      if (!c.memory++)
        c.memoryPrio = prio;
    }
  }
  // The span after the last barrier runs into the first across the back
  // edge: one cluster.
  if (clusters.size() > 1) {
    ClusterReport tail = clusters.pop_back_val();
    ClusterReport &head = clusters.front();
    if (tail.mfma && !head.mfma)
      head.mfmaPrio = tail.mfmaPrio;
    if (tail.memory && !head.memory)
      head.memoryPrio = tail.memoryPrio;
    head.mfma += tail.mfma;
    head.memory += tail.memory;
  }
  return clusters;
}

void mlir::cdna4pipe::printPingPong(const KernelReport &k, raw_ostream &os) {
  if (k.condBarriers.empty())
    return;
  os << "  conditional barriers: " << k.condBarriers.size() << "\n";
  for (const CondBarrierReport &cb : k.condBarriers)
    os << "    s_barrier (asm line " << cb.line << ") " << cb.side
       << ", executed when " << cb.predicate << "\n";
  if (!k.mainLoop)
    return;
  const SmallVector<ClusterReport> &clusters = k.mainLoop->clusters;
  os << "  main loop clusters (between s_barriers): " << clusters.size()
     << "\n   ";
  auto prio = [](std::optional<int> p) {
    return p ? " prio " + std::to_string(*p) : std::string();
  };
  ListSeparator sep(" |");
  for (const ClusterReport &c : clusters) {
    os << sep;
    if (c.mfma)
      os << " mfma " << c.mfma << prio(c.mfmaPrio);
    if (c.mfma && c.memory)
      os << " +";
    if (c.memory)
      os << " memory " << c.memory << prio(c.memoryPrio);
    if (!c.mfma && !c.memory)
      os << " other";
  }
  os << "\n";
}
