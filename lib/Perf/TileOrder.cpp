//===- TileOrder.cpp - which output tile each workgroup computes ----------===//
//
// See TileOrder.h. One wave of each workgroup runs (WaveEval.h) through the
// kernel's code before its main loop, sliced to what decides a branch, an
// SGPR or a load's address, until it has issued a load from A's and from
// B's memory; their addresses name the workgroup's panels.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/TileOrder.h"
#include "cdna4pipe/Perf/AsmListing.h"
#include "cdna4pipe/Perf/Chip.h"
#include "cdna4pipe/Perf/WaveEval.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"

#include <cstring>

using namespace llvm;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::perf;
using namespace mlir::cdna4pipe::perf::wave;

// Kernel argument i, a pointer, holds pointerBase(i): a 48-bit address
// whose high dword fits the 16 bits a buffer resource keeps, and whose low
// dword is unlike a size or an offset. Loads within half a window of it
// read that argument's memory.
constexpr uint64_t kPointerWindow = uint64_t(1) << 40;
static uint64_t pointerBase(size_t arg) {
  return (uint64_t(arg) + 1) * kPointerWindow + 0x3c5a0000;
}

namespace {
struct Arg {
  std::string name, kind;
  unsigned offset = 0, size = 0;
};
} // namespace

/// The `.args` of kernel `name` in the listing's `amdhsa.kernels` metadata.
static std::vector<Arg> readArgs(StringRef listing, StringRef name) {
  std::vector<Arg> args, entryArgs;
  std::string entryName;
  bool inKernels = false, inArgs = false;
  size_t entryIndent = StringRef::npos;
  auto endEntry = [&] {
    if (entryName == name && args.empty())
      args = entryArgs;
    entryArgs.clear();
    entryName.clear();
  };
  for (StringRef raw : split(listing, '\n')) {
    StringRef t = raw.trim();
    size_t indent = raw.size() - raw.ltrim().size();
    if (t == "amdhsa.kernels:") {
      inKernels = true;
      continue;
    }
    if (!inKernels || t.empty())
      continue;
    if (indent == 0 && !t.starts_with("-")) {
      inKernels = false;
      continue;
    }
    if (t.starts_with("- .") &&
        (entryIndent == StringRef::npos || indent == entryIndent)) {
      endEntry();
      entryIndent = indent;
      inArgs = false;
      t = t.drop_front(2), indent += 2;
    } else if (t.starts_with("- .") && inArgs) {
      entryArgs.emplace_back();
      t = t.drop_front(2), indent += 2;
    }
    auto [key, value] = t.split(':');
    value = value.trim();
    if (indent == entryIndent + 2) {
      inArgs = key == ".args";
      if (key == ".name")
        entryName = value.str();
      continue;
    }
    if (!inArgs || entryArgs.empty())
      continue;
    Arg &a = entryArgs.back();
    if (key == ".name")
      a.name = value.str();
    else if (key == ".value_kind")
      a.kind = value.str();
    else if (key == ".offset")
      a.offset = parseAsmInt(value).value_or(0);
    else if (key == ".size")
      a.size = parseAsmInt(value).value_or(0);
  }
  endEntry();
  return args;
}

/// Where the kernel's SGPRs start out (the `.amdhsa_kernel` block, HSA's
/// order: user SGPRs, then the enabled workgroup ids).
struct SgprLayout {
  unsigned kernarg = 0;
  std::array<int, 3> workgroupId = {-1, -1, -1};
};

static Expected<SgprLayout> readSgprLayout(ArrayRef<AsmLine> lines,
                                           StringRef name) {
  StringMap<int64_t> v;
  bool inBlock = false, found = false;
  for (const AsmLine &l : lines) {
    if (l.code.starts_with(".amdhsa_kernel")) {
      inBlock = l.code.drop_front(14).trim() == name;
      found |= inBlock;
      continue;
    }
    if (l.code.starts_with(".end_amdhsa_kernel"))
      inBlock = false;
    auto [key, value] = l.code.split(' ');
    if (inBlock)
      if (std::optional<int64_t> x = parseAsmInt(value))
        v[key.trim()] = *x;
  }
  if (!found)
    return createStringError("no kernel descriptor (.amdhsa_kernel " + name +
                             ") places the workgroup id");
  auto get = [&](StringRef key, int64_t dflt) {
    auto it = v.find((".amdhsa_" + key).str());
    return it == v.end() ? dflt : it->second;
  };
  if (!get("user_sgpr_kernarg_segment_ptr", 0))
    return createStringError("the kernel does not take its arguments in SGPRs");
  SgprLayout layout;
  layout.kernarg = 4 * get("user_sgpr_private_segment_buffer", 0) +
                   2 * get("user_sgpr_dispatch_ptr", 0) +
                   2 * get("user_sgpr_queue_ptr", 0);
  int64_t user = layout.kernarg + 2 + 2 * get("user_sgpr_dispatch_id", 0) +
                 2 * get("user_sgpr_flat_scratch_init", 0) +
                 get("user_sgpr_private_segment_size", 0) +
                 get("user_sgpr_kernarg_preload_length", 0);
  unsigned next = get("user_sgpr_count", user);
  const char *ids[] = {"system_sgpr_workgroup_id_x",
                       "system_sgpr_workgroup_id_y",
                       "system_sgpr_workgroup_id_z"};
  for (unsigned d = 0; d < 3; ++d)
    if (get(ids[d], d == 0))
      layout.workgroupId[d] = next++;
  return layout;
}

/// A vector-memory load of the main loop. `atEntry`: no instruction of the
/// loop before it writes its address VGPRs, so the registers at the loop's
/// entry spread its lanes as on its first trip.
struct LoopLoad {
  Decoded d;
  unsigned bytesPerLane = 0;
  bool atEntry = true;
};

struct KernelPrologue::Impl {
  std::string name;
  std::vector<Decoded> code; ///< the instructions before the main loop
  /// The main loop's vector-memory loads and their bytes per lane.
  std::vector<LoopLoad> loopLoads;
  std::vector<Arg> args;
  SgprLayout layout;
  int argA = -1, argB = -1;
  unsigned waves = 1, wavefrontSize = 64; ///< of a workgroup

  /// Where a workgroup's first loads from A and B read: the offsets from
  /// the pointers, and the bytes left in their buffers.
  struct FirstLoads {
    uint64_t offset[2];
    uint64_t bytesLeft[2];
  };

  std::vector<uint8_t> kernargImage(const GemmLaunch &g) const;
  Error run(ArrayRef<uint8_t> kernarg, const std::array<uint32_t, 3> &id,
            unsigned item, State &st,
            function_ref<bool(const Decoded &, const State &)> visit) const;
  Expected<FirstLoads> evaluate(ArrayRef<uint8_t> kernarg,
                                const std::array<uint32_t, 3> &id) const;
  double loopLineBytes(ArrayRef<uint8_t> kernarg) const;
};

/// The kernel arguments for `g`: pointer i holds pointerBase(i); M, N and the
/// split (its log2 for `log2_*`) the launch's; the hidden block counts the
/// grid; every other by-value argument (K, strides, scales) K, a row's
/// elements: a workgroup's load addresses grow with its tile.
std::vector<uint8_t>
KernelPrologue::Impl::kernargImage(const GemmLaunch &g) const {
  size_t size = 0;
  for (const Arg &a : args)
    size = std::max<size_t>(size, a.offset + a.size);
  std::vector<uint8_t> image(size, 0);
  for (auto [i, a] : llvm::enumerate(args)) {
    std::string n = StringRef(a.name).lower();
    uint64_t v = g.k;
    if (a.kind == "global_buffer")
      v = pointerBase(i);
    else if (n == "m" || n == "mdim")
      v = g.m;
    else if (n == "n" || n == "ndim")
      v = g.n;
    else if (StringRef(n).contains("split") || n == "ks")
      v = StringRef(n).starts_with("log2") ? Log2_32(g.splitK) : g.splitK;
    else if (a.kind == "hidden_block_count_x")
      v = g.grid()[0];
    else if (a.kind == "hidden_block_count_y")
      v = g.grid()[1];
    else if (a.kind == "hidden_block_count_z")
      v = g.grid()[2];
    else if (a.kind != "by_value")
      v = 0;
    std::memcpy(image.data() + a.offset, &v, std::min<size_t>(a.size, 8));
  }
  return image;
}

static void setS(State &st, unsigned r, uint32_t x) {
  if (r < kNumSgprs)
    st.s[r] = x;
}

/// Runs work-item `item` (of a 1-D workgroup: lane `item` mod 64 of wave
/// `item` / 64) of workgroup `id` through the code before the main loop,
/// from the SGPRs and work-item ids HSA starts it with, until
/// `visit` (shown each load before it issues) returns true or the code ends
/// (the loop's entry). Fails on a branch it cannot decide.
Error KernelPrologue::Impl::run(
    ArrayRef<uint8_t> kernarg, const std::array<uint32_t, 3> &id, unsigned item,
    State &st, function_ref<bool(const Decoded &, const State &)> visit) const {
  st = State();
  setS(st, layout.kernarg, uint32_t(kKernargBase));
  setS(st, layout.kernarg + 1, uint32_t(kKernargBase >> 32));
  for (unsigned d = 0; d < 3; ++d)
    if (layout.workgroupId[d] >= 0)
      setS(st, layout.workgroupId[d], id[d]);
  setS(st, kExec, ~0u);
  setS(st, kExec + 1, ~0u);
  // The work-item ids: x = item, y = z = 0 (in v0, v1, v2, or packed in v0
  // at bits 0, 10 and 20: the same value).
  st.v[0] = item;
  st.v[1] = st.v[2] = 0u;
  const unsigned maxSteps = 1u << 20;
  size_t pc = 0;
  for (unsigned steps = 0; pc < code.size(); ++steps) {
    if (steps == maxSteps)
      return createStringError("its code before the main loop runs past " +
                               Twine(maxSteps) + " instructions");
    const Decoded &d = code[pc++];
    if (d.opc == Opc::End)
      return createStringError("line " + Twine(d.line) +
                               ": the workgroup ends before the main loop");
    if (isLoad(d.opc) && visit(d, st))
      return Error::success();
    if (!isBranch(d.opc)) {
      step(d, st, kernarg);
      continue;
    }
    std::optional<bool> jump = taken(d, st);
    if (!jump)
      return createStringError(
          "line " + Twine(d.line) +
          ": a branch on a condition the evaluation does not know");
    if (*jump && d.target < 0)
      return createStringError(
          "line " + Twine(d.line) +
          ": the workgroup branches out of the kernel before the "
          "main loop");
    if (*jump)
      pc = d.target;
  }
  return Error::success();
}

Expected<KernelPrologue::Impl::FirstLoads>
KernelPrologue::Impl::evaluate(ArrayRef<uint8_t> kernarg,
                               const std::array<uint32_t, 3> &id) const {
  // The first load from A's and from B's memory: where the workgroup's
  // panels start.
  std::optional<uint64_t> first[2];
  FirstLoads loads;
  const int ptrArgs[2] = {argA, argB};
  State st;
  if (Error e = run(kernarg, id, 0, st, [&](const Decoded &d, const State &st) {
        std::optional<uint64_t> address = loadAddress(d, st);
        for (unsigned k = 0; k < 2 && address; ++k) {
          uint64_t base = pointerBase(ptrArgs[k]);
          if (first[k] || *address < base ||
              *address >= base + kPointerWindow / 2)
            continue;
          first[k] = loads.offset[k] = *address - base;
          loads.bytesLeft[k] =
              bufferBytesLeft(d, st).value_or(TileOrder::kUnbounded);
        }
        return first[0] && first[1];
      }))
    return std::move(e);
  if (first[0] && first[1])
    return loads;
  return createStringError(Twine("no load from ") + (first[0] ? "B" : "A") +
                           " at a known address before the main loop");
}

/// The bytes a wave's main-loop loads move per trip, in cache lines: every
/// work-item of workgroup 0 runs to the loop's entry, and each load of the
/// loop moves the distinct kLineBytes lines its work-items' addresses (and
/// widths) fall in, once for the workgroup: its waves share the CU's
/// vector L1, where a line one wave fetched (or is fetching) serves the
/// others. Per wave: the workgroup's lines over its waves. A load whose
/// address some work-item does not know moves its lanes' bytes. 0 when no
/// work-item reaches the loop.
double KernelPrologue::Impl::loopLineBytes(ArrayRef<uint8_t> kernarg) const {
  std::vector<std::vector<std::optional<uint64_t>>> address(loopLoads.size());
  for (unsigned item = 0; item < waves * wavefrontSize; ++item) {
    State st;
    if (Error e = run(kernarg, {0, 0, 0}, item, st,
                      [](const Decoded &, const State &) { return false; })) {
      consumeError(std::move(e));
      return 0;
    }
    for (auto [i, load] : llvm::enumerate(loopLoads))
      address[i].push_back(load.atEntry ? loadAddress(load.d, st)
                                        : std::nullopt);
  }
  double bytes = 0;
  for (auto [i, load] : llvm::enumerate(loopLoads)) {
    unsigned width = load.bytesPerLane;
    DenseSet<uint64_t> lines;
    bool known = true;
    for (const std::optional<uint64_t> &a : address[i]) {
      known &= a.has_value();
      for (uint64_t l = a.value_or(0) / kLineBytes;
           a && width && l <= (*a + width - 1) / kLineBytes; ++l)
        lines.insert(l);
    }
    bytes += known ? double(lines.size()) * kLineBytes / waves
                   : double(width) * wavefrontSize;
  }
  return bytes;
}

static bool isVector(const Decoded &d) {
  return d.kind == InstKind::Valu || d.kind == InstKind::Vmem ||
         d.kind == InstKind::Ds || d.kind == InstKind::Mfma;
}

/// The instructions that can decide a branch, an SGPR or a load's address
/// (of a load in `code` or in `loopLoads`): every scalar one and every
/// load, and the vector ones whose result reaches an SGPR or VCC (a
/// v_readfirstlane_b32, a compare, an unknown one naming an SGPR) or a
/// load's address VGPRs, with those computing their sources (a fixed point
/// over the VGPRs they read). The others (LDS writes, MFMAs, the rest of
/// the arithmetic) are dropped, branch targets moved to the next kept
/// instruction.
static std::vector<Decoded> slice(const std::vector<Decoded> &code,
                                  ArrayRef<LoopLoad> loopLoads) {
  std::vector<bool> keep(code.size()), needed(kNumVgprs);
  auto regs = [](const Operand &o, auto f) {
    if (o.loc == Loc::Vgpr)
      for (unsigned r = o.reg; r < o.reg + o.count && r < kNumVgprs; ++r)
        f(r);
  };
  for (const auto &load : loopLoads)
    if (load.d.vaddr >= 0)
      regs(load.d.ops[load.d.vaddr], [&](unsigned r) { needed[r] = true; });
  for (size_t i = 0; i < code.size(); ++i) {
    const Decoded &d = code[i];
    bool load = isLoad(d.opc);
    keep[i] = !isVector(d) || load;
    if (load && d.vaddr >= 0)
      regs(d.ops[d.vaddr], [&](unsigned r) { needed[r] = true; });
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < code.size(); ++i) {
      const Decoded &d = code[i];
      if (keep[i] || d.writesNothing || d.ops.empty())
        continue;
      bool k =
          d.ops[0].loc == Loc::Sgpr ||
          (d.opc == Opc::Other && llvm::any_of(d.ops, [](const Operand &o) {
             return o.loc == Loc::Sgpr;
           }));
      regs(d.ops[0], [&](unsigned r) { k |= bool(needed[r]); });
      if (!k)
        continue;
      keep[i] = changed = true;
      for (const Operand &o : ArrayRef<Operand>(d.ops).drop_front())
        regs(o, [&](unsigned r) { needed[r] = true; });
    }
  }
  std::vector<size_t> newIndex(code.size() + 1);
  std::vector<Decoded> kept;
  for (size_t i = 0; i < code.size(); ++i) {
    newIndex[i] = kept.size();
    if (keep[i])
      kept.push_back(code[i]);
  }
  newIndex[code.size()] = kept.size();
  for (Decoded &d : kept)
    if (d.target >= 0)
      d.target = newIndex[std::min<size_t>(d.target, code.size())];
  return kept;
}

KernelPrologue::KernelPrologue(std::unique_ptr<Impl> impl)
    : impl(std::move(impl)) {}
KernelPrologue::~KernelPrologue() = default;
KernelPrologue::KernelPrologue(KernelPrologue &&) = default;
KernelPrologue &KernelPrologue::operator=(KernelPrologue &&) = default;

Expected<KernelPrologue> KernelPrologue::read(StringRef listing,
                                              const Program &program) {
  auto impl = std::make_unique<Impl>();
  impl->name = program.facts.name;
  SmallVector<AsmLine> lines = splitAsmLines(listing);
  Expected<SgprLayout> layout = readSgprLayout(lines, impl->name);
  if (!layout)
    return layout.takeError();
  impl->layout = *layout;
  impl->args = readArgs(listing, impl->name);
  // A and B by name; a kernel whose pointers have no names (LLVM's from an
  // MLIR or Triton GEMM) takes A, B, then the output, by position.
  SmallVector<int> unnamed;
  for (auto [i, a] : llvm::enumerate(impl->args)) {
    std::string n = StringRef(a.name).lower();
    if (a.kind != "global_buffer")
      continue;
    if (n == "a" || n == "a_ptr" || n == "ptr_a")
      impl->argA = i;
    if (n == "b" || n == "b_ptr" || n == "ptr_b")
      impl->argB = i;
    if (n.empty())
      unnamed.push_back(i);
  }
  if (impl->argA < 0 && impl->argB < 0 && unnamed.size() >= 2) {
    impl->argA = unnamed[0];
    impl->argB = unnamed[1];
  }
  if (impl->argA < 0 || impl->argB < 0)
    return createStringError(
        "the metadata names no A and B pointers (.args: A / a_ptr, "
        "B / b_ptr, or the first two of unnamed pointers)");
  for (size_t i = 0; i < program.loopBegin; ++i) {
    const Inst &in = program.insts[i];
    impl->code.push_back(decode(in, lines[in.line - 1].code));
  }
  // The VGPRs the loop writes before each of its loads. A load whose
  // address VGPRs the loop rewrites before it does not spread its lanes at
  // the loop's entry as on its first trip; a scalar base or offset the loop
  // advances (the next K-step) moves every lane alike, which keeps the
  // lines the lanes share.
  DenseSet<unsigned> written;
  for (size_t i = program.loopBegin;
       i <= program.loopEnd && i < program.insts.size(); ++i) {
    const Inst &in = program.insts[i];
    Decoded d = decode(in, lines[in.line - 1].code);
    if (in.kind == InstKind::Vmem && in.isLoad && isLoad(d.opc)) {
      bool atEntry = true;
      if (d.vaddr >= 0 && d.ops[d.vaddr].loc == Loc::Vgpr)
        for (unsigned r = 0; r < d.ops[d.vaddr].count; ++r)
          atEntry &= !written.contains(d.ops[d.vaddr].reg + r);
      impl->loopLoads.push_back({d, in.bytesPerLane, atEntry});
    }
    // A load to LDS names no destination register (its first operand is
    // its address).
    if (!d.writesNothing && !d.ops.empty() && !d.lds &&
        d.ops[0].loc == Loc::Vgpr)
      for (unsigned r = 0; r < d.ops[0].count; ++r)
        written.insert(d.ops[0].reg + r);
  }
  impl->code = slice(impl->code, impl->loopLoads);
  impl->waves = std::max(1u, program.facts.wavesPerWorkgroup());
  impl->wavefrontSize = program.facts.wavefrontSize;
  return KernelPrologue(std::move(impl));
}

/// Dense ranks of `values` (0 for the least).
static std::vector<uint32_t> denseRanks(ArrayRef<uint64_t> values,
                                        size_t &distinct) {
  std::vector<uint64_t> sorted(values.begin(), values.end());
  llvm::sort(sorted);
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
  distinct = sorted.size();
  std::vector<uint32_t> ranks;
  ranks.reserve(values.size());
  for (uint64_t v : values)
    ranks.push_back(std::lower_bound(sorted.begin(), sorted.end(), v) -
                    sorted.begin());
  return ranks;
}

Expected<TileOrder> KernelPrologue::order(const GemmLaunch &g) const {
  std::vector<uint8_t> kernarg = impl->kernargImage(g);
  uint64_t tilesN = g.tilesN(), tilesM = g.tilesM(), n = g.workgroups();
  std::array<uint64_t, 3> grid = g.grid();
  std::vector<uint64_t> offA(n), offB(n);
  TileOrder order;
  order.aBytesLeft.resize(n);
  order.bBytesLeft.resize(n);
  for (uint64_t w = 0; w < n; ++w) {
    // Launch order: the grid's x fastest, then y, then z.
    std::array<uint32_t, 3> id = {uint32_t(w % grid[0]),
                                  uint32_t(w / grid[0] % grid[1]),
                                  uint32_t(w / (grid[0] * grid[1]))};
    auto ptrs = impl->evaluate(kernarg, id);
    if (!ptrs)
      return createStringError("workgroup (" + Twine(id[0]) + ", " +
                               Twine(id[1]) + ", " + Twine(id[2]) +
                               "): " + toString(ptrs.takeError()));
    offA[w] = ptrs->offset[0];
    offB[w] = ptrs->offset[1];
    order.aBytesLeft[w] = ptrs->bytesLeft[0];
    order.bBytesLeft[w] = ptrs->bytesLeft[1];
  }
  // A panel's offset grows with its tile, then with its K slice.
  size_t distinctA, distinctB;
  std::vector<uint32_t> a = denseRanks(offA, distinctA);
  std::vector<uint32_t> b = denseRanks(offB, distinctB);
  // A panel's address grows with its tile, then with its K slice, when the
  // slice is part of it (else the launch's z is the slice).
  unsigned slicesA = distinctA == tilesM ? 1 : g.splitK;
  unsigned slicesB = distinctB == tilesN ? 1 : g.splitK;
  if (distinctA != tilesM * slicesA || distinctB != tilesN * slicesB)
    return createStringError(
        "its workgroups' first loads from A and B take " + Twine(distinctA) +
        " and " + Twine(distinctB) +
        " addresses, not one per tile (and K slice: " + Twine(tilesM) +
        " and " + Twine(tilesN) + " tiles, " + Twine(g.splitK) + " slices)");
  order.mTile.resize(n);
  order.nTile.resize(n);
  order.slice.resize(n);
  DenseSet<uint64_t> seen;
  for (uint64_t w = 0; w < n; ++w) {
    order.mTile[w] = a[w] / slicesA;
    order.nTile[w] = b[w] / slicesB;
    // The slice from the panels' offsets, else the launch's z (the grid
    // has no other place for it).
    uint64_t z = slicesA > 1   ? a[w] % slicesA
                 : slicesB > 1 ? b[w] % slicesB
                               : w / (grid[0] * grid[1]);
    order.slice[w] = z;
    if (!seen.insert((z * tilesM + order.mTile[w]) * tilesN + order.nTile[w])
             .second)
      return createStringError("two of its workgroups compute the same tile");
    // Against the order of a grid with the slices in z.
    order.remapped |= order.nTile[w] != w % tilesN ||
                      order.mTile[w] != w / tilesN % tilesM ||
                      z != w / (tilesN * tilesM);
  }
  order.loopLineBytesPerWave = impl->loopLineBytes(kernarg);
  return order;
}
