//===- GemmHarness.cpp - run a tile-GEMM kernel against a reference -------===//
//
// Owns the GEMM harness (see GemmHarness.h): resolving the problem and tile
// from the kernel's attribute and the options, choosing the workgroups,
// filling A and B with seeded values, the double-precision reference with
// its tolerance, running every policy and comparing the C tiles.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/GemmHarness.h"

#include "cdna4pipe/Sim/Arch.h"
#include "cdna4pipe/Sim/Kernel.h"

#include "llvm/ADT/StringSwitch.h"

#include <chrono>
#include <cmath>
#include <cstring>
#include <set>

using namespace mlir;
using namespace mlir::cdna4pipe::sim;

using Status = GemmResult::Status;
using Block2 = std::pair<unsigned, unsigned>;

std::optional<GemmShape> mlir::cdna4pipe::sim::readGemmAttribute(ModuleOp m) {
  return readKernelAttributes(m).gemm;
}

FailureOr<LLVM::LLVMFuncOp> mlir::cdna4pipe::sim::findKernel(ModuleOp module) {
  LLVM::LLVMFuncOp kernel;
  module->walk([&](LLVM::LLVMFuncOp f) {
    if (!kernel && !f.isExternal() &&
        (f->hasAttr("rocdl.kernel") || f->hasAttr("gpu.kernel")))
      kernel = f;
  });
  if (!kernel) {
    module->emitError("cdna4-sim: no kernel (llvm.func with rocdl.kernel) "
                      "inside a gpu.module");
    return failure();
  }
  return kernel;
}

static uint64_t mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

uint16_t mlir::cdna4pipe::sim::inputBits(uint64_t seed, char which,
                                         uint64_t idx, ElemKind kind) {
  uint64_t h =
      mix(seed * 1315423911ull + uint64_t(which) * 0x100000001b3ull + mix(idx));
  float v = float(int64_t(h >> 40) - (int64_t(1) << 23)) / float(1 << 23);
  if (kind == ElemKind::FP4E2M1)
    v *= 6; // every FP4 magnitude (0 .. 6)
  return f32ToElem(kind, v);
}

namespace {

/// The element kind of an input dtype name.
std::optional<ElemKind> inputKind(StringRef dtype) {
  return llvm::StringSwitch<std::optional<ElemKind>>(dtype)
      .Case("bf16", ElemKind::BF16)
      .Case("f16", ElemKind::F16)
      .Case("fp8e4m3", ElemKind::FP8E4M3)
      .Case("fp8e5m2", ElemKind::FP8E5M2)
      .Case("mxfp8", ElemKind::FP8E4M3)
      .Case("mxfp4", ElemKind::FP4E2M1)
      .Default(std::nullopt);
}

/// OCP MX formats (mxfp8, mxfp4): the kernel also takes E8M0 block scales.
bool isMx(StringRef dtype) { return dtype.starts_with("mx"); }

/// Element `idx` of an input matrix of `kind` (2-byte, 1-byte or packed
/// FP4 elements: element 2i in the low nibble of byte i).
uint16_t getElem(const uint8_t *base, ElemKind kind, uint64_t idx) {
  if (kind == ElemKind::FP4E2M1)
    return idx % 2 ? base[idx / 2] >> 4 : base[idx / 2] & 15;
  if (elemBytes(kind) == 1)
    return base[idx];
  uint16_t v;
  std::memcpy(&v, base + 2 * idx, 2);
  return v;
}
void putElem(uint8_t *base, ElemKind kind, uint64_t idx, uint16_t v) {
  if (kind == ElemKind::FP4E2M1) {
    uint8_t &byte = base[idx / 2];
    byte = idx % 2 ? (byte & 15) | (v << 4) : (byte & 0xf0) | (v & 15);
    return;
  }
  if (elemBytes(kind) == 1)
    base[idx] = uint8_t(v);
  else
    std::memcpy(base + 2 * idx, &v, 2);
}

/// Problem, tile and types from the attribute and the options; the
/// workgroup size from the program. Sets `r.status` on error.
/// The values of the kernel's arguments after its pointers (docs/
/// KernelContract.md, "Dynamic shapes"): the last ones, one per entry of
/// the kernel's `cdna4pipe.size_args` (cdna4pipe-kernel-size-args), get
/// size `dim` of A (operand 0), B (1) or C (2), each [batch x rows x cols]
/// as stored, of rank `rank`; other integer arguments, when there are
/// three, are M, N, K (a front end's own size arguments). Emits an error at
/// the kernel otherwise.
LogicalResult sizeArguments(LLVM::LLVMFuncOp kernel, const Program &prog,
                            const GemmShape &g, std::vector<uint64_t> &sizes) {
  unsigned pointers = isMx(g.dtype) ? 5 : 3;
  ArrayRef<Type> types = kernel.getArgumentTypes();
  auto bad = [&](const Twine &why) {
    kernel.emitError("cdna4-sim: a ")
        << g.dtype << " GEMM kernel takes "
        << (pointers == 5 ? "(A, B, C, A scales, B scales)" : "(A, B, C)")
        << " pointers, then M, N, K as integers or the sizes of its "
           "dynamic-shaped operands (cdna4pipe.size_args); "
        << why;
    return failure();
  };
  auto described = kernel->getAttrOfType<ArrayAttr>("cdna4pipe.size_args");
  size_t numDescribed = described ? described.size() : 0;
  if (programNumArgs(prog) != types.size() ||
      types.size() < pointers + numDescribed ||
      !llvm::all_of(types.take_front(pointers),
                    [](Type t) { return isa<LLVM::LLVMPointerType>(t); }))
    return bad("this one takes " + Twine(types.size()) + " arguments");
  for (unsigned i = pointers; i < types.size(); ++i)
    if (!isa<IntegerType>(types[i]))
      return bad("argument #" + Twine(i) + " is not an integer");
  bool km = g.aLayout == "km", kn = g.bLayout == "kn";
  const std::array<std::array<int64_t, 3>, 3> shapes = {{
      {g.batch, km ? g.k : g.m, km ? g.m : g.k},
      {g.batch, kn ? g.k : g.n, kn ? g.n : g.k},
      {g.batch, g.m, g.n},
  }};
  size_t own = types.size() - pointers - numDescribed;
  if (own != 0 && own != 3)
    return bad(Twine(own) + " integer arguments are not M, N, K");
  sizes.clear();
  if (own)
    sizes = {uint64_t(g.m), uint64_t(g.n), uint64_t(g.k)};
  ArrayRef<Attribute> entries;
  if (described)
    entries = described.getValue();
  for (auto [e, a] : llvm::enumerate(entries)) {
    auto of = dyn_cast<DenseI64ArrayAttr>(a);
    if (!of || of.size() != 3 || of[0] < 0 || of[0] > 2 || of[2] < 2 ||
        of[2] > 3 || of[1] < 0 || of[1] >= of[2])
      return bad("cdna4pipe.size_args entry " + Twine(e) +
                 " is not a size of A, B or C (2-D or batched)");
    sizes.push_back(shapes[of[0]][3 - of[2] + of[1]]);
  }
  return success();
}

void resolveShape(LLVM::LLVMFuncOp kernel, const Program &prog,
                  const std::optional<GemmShape> &attr, const GemmOptions &o,
                  GemmResult &r, std::array<unsigned, 3> &bs,
                  std::vector<uint64_t> &sizes) {
  auto usage = [&](std::string message) {
    r.status = Status::Usage;
    r.message = std::move(message);
  };
  GemmShape &g = r.shape;
  g = attr.value_or(GemmShape());
  if (g.dtype.empty())
    g.dtype = o.dtype;
  if (g.cdtype.empty())
    g.cdtype = o.cdtype;
  if (g.bLayout.empty())
    g.bLayout = o.bLayout;
  if (g.bLayout != "nk" && g.bLayout != "kn")
    return usage("unsupported B layout '" + g.bLayout + "' (nk or kn)");
  if (g.aLayout.empty())
    g.aLayout = o.aLayout;
  if (g.aLayout != "mk" && g.aLayout != "km")
    return usage("unsupported A layout '" + g.aLayout + "' (mk or km)");
  if (o.batch)
    g.batch = o.batch;
  if (g.batch < 1)
    return usage("the batch must be positive");
  if (o.m <= 0 || o.n <= 0 || o.k <= 0)
    return usage("the problem M,N,K must be positive");
  // A kernel over dynamic shapes states no problem: any M, N, K.
  if (attr && g.m > 0 && (o.m != g.m || o.n != g.n || o.k != g.k)) {
    kernel.emitError("cdna4-sim: --gemm ")
        << o.m << "," << o.n << "," << o.k
        << " does not match the kernel's cdna4pipe.gemm problem " << g.m << ","
        << g.n << "," << g.k << " (shapes are static)";
    return usage("");
  }
  g.m = o.m, g.n = o.n, g.k = o.k;
  if (o.tile)
    g.bm = (*o.tile)[0], g.bn = (*o.tile)[1], g.bk = (*o.tile)[2];
  if (g.bm <= 0 || g.bn <= 0)
    return usage("the kernel has no cdna4pipe.gemm attribute: pass --tile "
                 "BMxBNxBK");
  if (g.bDtype.empty())
    g.bDtype = g.dtype;
  if (!inputKind(g.dtype) || !inputKind(g.bDtype) ||
      (g.cdtype != "bf16" && g.cdtype != "f16" && g.cdtype != "f32"))
    return usage("unsupported dtype " + g.dtype +
                 (g.bDtype != g.dtype ? " x " + g.bDtype : "") + " / " +
                 g.cdtype);
  if (std::optional<std::array<unsigned, 3>> stated = programBlockSize(prog)) {
    bs = *stated;
  } else if (o.blockSize) {
    bs = {o.blockSize, 1, 1};
  } else {
    kernel.emitError("cdna4-sim: the kernel does not state its workgroup "
                     "size: pass --block-size T");
    return usage("");
  }
  if (failed(sizeArguments(kernel, prog, g, sizes)))
    return usage("");
  // Partial tiles at the edges (a kernel that guards them) round up.
  r.gridX = (g.n + g.bn - 1) / g.bn, r.gridY = (g.m + g.bm - 1) / g.bm;
}

} // namespace

bool mlir::cdna4pipe::sim::selectBlocks(StringRef s, unsigned gx, unsigned gy,
                                        std::vector<Block2> &blocks,
                                        std::string &error) {
  int64_t count;
  if (s == "all") {
    for (unsigned by = 0; by < gy; ++by)
      for (unsigned bx = 0; bx < gx; ++bx)
        blocks.push_back({bx, by});
    return true;
  }
  if (!s.contains(',') && !s.contains(':') && !s.getAsInteger(10, count)) {
    if (count <= 0) {
      error = ("a workgroup count must be positive, got " + s +
               " (one workgroup: '0:0')")
                  .str();
      return false;
    }
    uint64_t total = uint64_t(gx) * gy;
    count = std::max<int64_t>(1, std::min<int64_t>(count, total));
    std::set<uint64_t> ids;
    for (int64_t i = 0; i < count; ++i)
      ids.insert(count == 1 ? 0 : i * (total - 1) / (count - 1));
    for (uint64_t id : ids)
      blocks.push_back({unsigned(id % gx), unsigned(id / gx)});
    return true;
  }
  SmallVector<StringRef> items;
  s.split(items, ',');
  for (StringRef it : items) {
    auto [a, b] = it.split(':');
    int64_t x, yv = -1;
    if (a.getAsInteger(10, x) || (!b.empty() && b.getAsInteger(10, yv))) {
      error = ("bad --blocks entry '" + it + "'").str();
      return false;
    }
    if (b.empty()) {
      yv = x / gx;
      x = x % gx;
    }
    if (x < 0 || x >= gx || yv < 0 || yv >= gy) {
      error = ("block '" + it + "' outside the " + Twine(gx) + "x" + Twine(gy) +
               " grid")
                  .str();
      return false;
    }
    blocks.push_back({unsigned(x), unsigned(yv)});
  }
  return true;
}

namespace {

/// The buffers of one run and the reference of the chosen tiles.
struct GemmData {
  GlobalMemory mem;
  /// The pointers (A, B, C, MX scales), then sizeArguments'.
  std::vector<uint64_t> args;
  unsigned cbytes = 2;
  std::vector<double> ref, mag; ///< Per tile element: product, sum |a b|.
};

/// Byte offset of the E8M0 scale of row `r` (of A, or column of B) and
/// k-block `kb` in the MX scale layout of a K-deep operand (docs/Fp8.md):
/// per 64-row block, per 128-K step t, lane l = r%16 + 16 (kb%4) holds in
/// byte (r%64)/16 of its word the scale of row r and k-block kb = 4t + l/16.
uint64_t mxScaleOffset(int64_t k, int64_t r, int64_t kb) {
  uint64_t lane = r % 16 + 16 * (kb % 4);
  return uint64_t(r / 64) * (k / 128 * 256) + (kb / 4) * 256 + 4 * lane +
         (r % 64) / 16;
}

/// Seeded E8M0 scale in 2^-4 .. 2^4 (codes 123 .. 131).
uint8_t scaleBits(uint64_t seed, char which, uint64_t idx) {
  uint64_t h = mix(seed * 2654435761ull + uint64_t(which) * 0x9e3779b1ull +
                   mix(idx ^ 0x5ca1e));
  return uint8_t(123 + h % 9);
}

/// Seeded values for every k of the rows of operand `which` ('A': rows of
/// C; 'B': columns of C) that tiles `tiles` of `tile` rows cover, up to
/// `rows`; for MX also their E8M0 scales.
void fillOperand(const GemmShape &g, char which,
                 const std::set<unsigned> &tiles, int64_t tile, int64_t rows,
                 ElemKind kind, uint8_t *data, uint8_t *scales, uint64_t seed) {
  for (unsigned t : tiles)
    for (int64_t i = t * tile; i < std::min((t + 1) * tile, rows); ++i)
      for (int64_t kk = 0; kk < g.k; ++kk) {
        int64_t idx = which == 'A' ? g.aIndex(i, kk) : g.bIndex(i, kk);
        putElem(data, kind, idx, inputBits(seed, which, idx, kind));
        if (scales && kk % 32 == 0)
          scales[mxScaleOffset(g.k, i, kk / 32)] =
              scaleBits(seed, which, i * g.k + kk);
      }
}

/// A (M x K), B (N x K or K x N), C (M x N) and, for MX, the scales of A's
/// rows and B's columns; only the rows (B: the columns of C) the chosen
/// workgroups read are filled. Then the reference (double, with sum |a b|
/// for tolerance). `sizes` follow the pointers in the arguments.
void fillAndReference(const GemmShape &g, const std::vector<Block2> &blocks,
                      uint64_t seed, ArrayRef<uint64_t> sizes, GemmData &d) {
  ElemKind ka = *inputKind(g.dtype), kb = *inputKind(g.bDtype);
  bool mx = isMx(g.dtype);
  uint64_t packA = ka == ElemKind::FP4E2M1 ? 2 : 1;
  uint64_t packB = kb == ElemKind::FP4E2M1 ? 2 : 1;
  d.cbytes = g.cdtype == "f32" ? 4 : 2;
  uint64_t batch = g.batch;
  d.args.push_back(
      d.mem.addBuffer("A", batch * g.m * g.k * elemBytes(ka) / packA));
  d.args.push_back(
      d.mem.addBuffer("B", batch * g.n * g.k * elemBytes(kb) / packB));
  d.args.push_back(d.mem.addBuffer("C", batch * g.m * g.n * d.cbytes));
  if (mx) {
    d.args.push_back(d.mem.addBuffer("A scales", uint64_t(g.m) * g.k / 32));
    d.args.push_back(d.mem.addBuffer("B scales", uint64_t(g.n) * g.k / 32));
  }
  llvm::append_range(d.args, sizes);
  uint8_t *A = d.mem.data(0), *B = d.mem.data(1);
  uint8_t *SA = mx ? d.mem.data(3) : nullptr,
          *SB = mx ? d.mem.data(4) : nullptr;
  auto scale = [&](uint8_t *base, int64_t r, int64_t kk) -> float {
    return base ? e8m0ToF32(base[mxScaleOffset(g.k, r, kk / 32)]) : 1.0f;
  };
  std::set<unsigned> rowsA, rowsB;
  for (auto [bx, by] : blocks) {
    rowsA.insert(by);
    rowsB.insert(bx);
  }
  // Partial tiles at the edges: only the rows and columns inside A, B, C.
  fillOperand(g, 'A', rowsA, g.bm, g.m, ka, A, SA, seed);
  fillOperand(g, 'B', rowsB, g.bn, g.n, kb, B, SB, seed);

  // The reference: exact products of the decoded (and scaled) inputs,
  // summed in double.
  d.ref.assign(blocks.size() * g.bm * g.bn, 0);
  d.mag.assign(blocks.size() * g.bm * g.bn, 0);
  std::vector<float> af(g.k), bf(g.k);
  for (size_t t = 0; t < blocks.size(); ++t) {
    auto [bx, by] = blocks[t];
    for (int64_t i = 0; i < g.bm && by * g.bm + i < g.m; ++i) {
      int64_t gi = by * g.bm + i;
      for (int64_t kk = 0; kk < g.k; ++kk)
        af[kk] =
            elemToF32(ka, getElem(A, ka, g.aIndex(gi, kk))) * scale(SA, gi, kk);
      for (int64_t j = 0; j < g.bn && bx * g.bn + j < g.n; ++j) {
        int64_t gj = bx * g.bn + j;
        double s = 0, m = 0;
        for (int64_t kk = 0; kk < g.k; ++kk) {
          double p = double(af[kk]) *
                     elemToF32(kb, getElem(B, kb, g.bIndex(gj, kk))) *
                     scale(SB, gj, kk);
          s += p;
          m += std::fabs(p);
        }
        d.ref[(t * g.bm + i) * g.bn + j] = s;
        d.mag[(t * g.bm + i) * g.bn + j] = m;
      }
    }
  }
}

/// Poisons the chosen C tiles (0xFF bytes: NaN) so unwritten elements fail.
void poisonC(const GemmShape &g, const std::vector<Block2> &blocks,
             GemmData &d) {
  uint8_t *C = d.mem.data(2);
  for (auto [bx, by] : blocks)
    for (int64_t i = by * g.bm; i < std::min((by + 1) * g.bm, g.m); ++i)
      std::memset(C + uint64_t(g.cIndex(i, bx * g.bn)) * d.cbytes, 0xff,
                  (std::min((bx + 1) * g.bn, g.n) - bx * g.bn) * d.cbytes);
}

/// Compares the chosen C tiles with the reference.
void compareC(const GemmShape &g, const std::vector<Block2> &blocks,
              GemmData &d, GemmPolicyResult &pr) {
  double rc = g.cdtype == "bf16"  ? std::ldexp(1.0, -8)
              : g.cdtype == "f16" ? std::ldexp(1.0, -11)
                                  : 0.0;
  double accTerm = (1 + rc) * double(g.k) * std::ldexp(1.0, -24);
  const uint8_t *C = d.mem.data(2);
  double maxRef = 0;
  for (size_t t = 0; t < blocks.size(); ++t) {
    auto [bx, by] = blocks[t];
    for (int64_t i = 0; i < g.bm && by * g.bm + i < g.m; ++i)
      for (int64_t j = 0; j < g.bn && bx * g.bn + j < g.n; ++j) {
        uint64_t gi = by * g.bm + i, gj = bx * g.bn + j;
        const uint8_t *p = C + uint64_t(g.cIndex(gi, gj)) * d.cbytes;
        double got;
        if (d.cbytes == 4) {
          uint32_t b;
          std::memcpy(&b, p, 4);
          got = bitsToF32(b);
        } else {
          uint16_t b;
          std::memcpy(&b, p, 2);
          got = g.cdtype == "bf16" ? bf16ToF32(b) : f16ToF32(b);
        }
        double r = d.ref[(t * g.bm + i) * g.bn + j];
        double m = d.mag[(t * g.bm + i) * g.bn + j];
        double e = std::fabs(got - r);
        if (std::isnan(e))
          e = INFINITY;
        pr.maxAbsErr = std::max(pr.maxAbsErr, e);
        maxRef = std::max(maxRef, std::fabs(r));
        if (!(e <= rc * std::fabs(r) + accTerm * m) && !pr.badElements++) {
          pr.firstBadRow = gi;
          pr.firstBadCol = gj;
        }
      }
  }
  pr.maxRelErr = maxRef > 0 ? pr.maxAbsErr / maxRef : pr.maxAbsErr;
}

} // namespace

GemmResult mlir::cdna4pipe::sim::simulateGemm(
    LLVM::LLVMFuncOp kernel, std::shared_ptr<Program> program,
    const std::optional<GemmShape> &attr, const GemmOptions &options,
    const std::function<void(const GemmResult &, const GemmPolicyResult &)>
        &onPolicy) {
  GemmResult r;
  std::array<unsigned, 3> bs;
  std::vector<uint64_t> sizes;
  resolveShape(kernel, *program, attr, options, r, bs, sizes);
  if (r.status != Status::Ok)
    return r;
  if (!selectBlocks(options.blocks, r.gridX, r.gridY, r.blocks, r.message)) {
    r.status = Status::Usage;
    return r;
  }
  const GemmShape &g = r.shape;
  GemmData d;
  fillAndReference(g, r.blocks, options.seed, sizes, d);
  // The last matrix of the batch (GemmShape::batch).
  runPolicies(
      program, d.mem, bs, options, r, g.batch - 1, g.batch, d.args,
      [&] { poisonC(g, r.blocks, d); },
      [&](GemmPolicyResult &pr) { compareC(g, r.blocks, d, pr); },
      [&](const GemmPolicyResult &pr) {
        if (onPolicy)
          onPolicy(r, pr);
      });
  return r;
}

bool mlir::cdna4pipe::sim::runPolicies(
    std::shared_ptr<Program> program, GlobalMemory &memory,
    std::array<unsigned, 3> blockSize, const HarnessOptions &options,
    HarnessRun &r, unsigned z, unsigned gridZ, ArrayRef<uint64_t> args,
    function_ref<void()> poison, function_ref<void(GemmPolicyResult &)> compare,
    function_ref<void(const GemmPolicyResult &)> notify) {
  Simulator simulator(std::move(program), memory, blockSize, options.seed,
                      options.maxRaceReports);
  simulator.setMaxInstructions(options.maxInstructions);
  r.pass = true;
  auto t0 = std::chrono::steady_clock::now();
  for (const Policy &pol : options.policies) {
    uint64_t racesBefore = simulator.numRaces();
    poison();
    for (auto [bx, by] : r.blocks) {
      if (failed(simulator.runWorkgroup(pol, {bx, by, z},
                                        {r.gridX, r.gridY, gridZ}, args))) {
        r.status = HarnessRun::Status::Simulation;
        r.pass = false;
        return false;
      }
    }
    GemmPolicyResult pr;
    pr.policy = pol;
    compare(pr);
    pr.races = simulator.numRaces() - racesBefore;
    pr.pass = pr.badElements == 0 && pr.races == 0;
    r.races += pr.races;
    r.pass &= pr.pass;
    r.policies.push_back(pr);
    notify(r.policies.back());
  }
  r.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0)
          .count();
  r.stats = simulator.stats();
  return true;
}

GemmResult mlir::cdna4pipe::sim::simulateGemmModule(ModuleOp module,
                                                    const GemmOptions &o) {
  FailureOr<LoadedKernel> kernel = loadKernel(module);
  if (failed(kernel)) {
    GemmResult r;
    r.status = Status::Usage;
    return r;
  }
  return simulateGemm(kernel->func, kernel->program, kernel->attributes.gemm,
                      o);
}
