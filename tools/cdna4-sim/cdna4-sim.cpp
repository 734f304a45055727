//===- cdna4-sim.cpp - run gfx950 kernels on the CPU ----------------------===//
//
// cdna4-sim KERNEL.mlir --gemm M,N,K [--blocks LIST|N|all] [--policy P]
//                       [--seed S] [--tile BMxBNxBK] [--block-size T]
//
// Lowers the kernel to LLVM + ROCDL when needed, fills A (M x K) and B
// (N x K) with seeded random values of the kernel's dtype, runs the chosen
// workgroups under each timing policy and compares their C tiles (C = A B^T,
// M x N) with a CPU reference. Exit code 0 only on PASS with no race.
//
// Tolerance (per element, documented in docs/Simulator.md):
//   |C - ref| <= rc * |ref| + (1 + rc) * K * 2^-24 * sum_k |a_ik b_jk|
// where ref is the exact (double) product of the rounded inputs, rc the
// rounding of the C dtype (2^-8 bf16, 2^-11 f16, 0 f32) and the second term
// bounds fp32 accumulation error.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Conversion/Passes.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/Sim/Arch.h"
#include "cdna4pipe/Sim/Lowering.h"
#include "cdna4pipe/Sim/Simulator.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"

#include <chrono>
#include <cmath>
#include <set>

using namespace mlir;
using namespace mlir::cdna4pipe::sim;
namespace cl = llvm::cl;

static cl::OptionCategory simCat("cdna4-sim options");

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<kernel.mlir>"),
                                      cl::init("-"), cl::cat(simCat));
static cl::opt<std::string> gemmOpt("gemm", cl::desc("M,N,K of the problem"),
                                    cl::cat(simCat));
static cl::opt<std::string>
    blocksOpt("blocks",
              cl::desc("workgroups to run: a count (spread over the grid), "
                       "'all', or a list of linear ids / bx:by pairs"),
              cl::init("3"), cl::cat(simCat));
static cl::opt<std::string>
    policyOpt("policy",
              cl::desc("LANDING/INTERLEAVE[,...] with LANDING (when LDS "
                       "DMAs land and ds_reads sample) in issue|lazy|random "
                       "and INTERLEAVE in rr|ahead|random, or 'all'"),
              cl::init("lazy/rr"), cl::cat(simCat));
static cl::opt<uint64_t> seedOpt("seed", cl::desc("random seed"), cl::init(1),
                                 cl::cat(simCat));
static cl::opt<std::string> tileOpt("tile",
                                    cl::desc("BMxBNxBK when the kernel has no "
                                             "cdna4pipe.gemm attribute"),
                                    cl::cat(simCat));
static cl::opt<unsigned> blockSizeOpt("block-size",
                                      cl::desc("threads per workgroup when "
                                               "the kernel does not say"),
                                      cl::init(0), cl::cat(simCat));
static cl::opt<std::string> dtypeOpt("dtype", cl::desc("bf16|f16 (fallback)"),
                                     cl::init("bf16"), cl::cat(simCat));
static cl::opt<std::string> cdtypeOpt("c-dtype",
                                      cl::desc("bf16|f16|f32 (fallback)"),
                                      cl::init("bf16"), cl::cat(simCat));
static cl::opt<bool> printLowered("print-lowered-kernel",
                                  cl::desc("print the LLVM + ROCDL module"),
                                  cl::cat(simCat));
static cl::opt<bool> printStats("sim-stats", cl::desc("print timing figures"),
                                cl::cat(simCat));
static cl::opt<bool>
    printLowering("print-lowering",
                  cl::desc("print the detected input level and the lowering "
                           "pipeline run on it"),
                  cl::cat(simCat));
static cl::opt<unsigned> maxReports("max-race-reports",
                                    cl::desc("distinct races reported"),
                                    cl::init(4), cl::cat(simCat));

namespace {

struct GemmInfo {
  int64_t m = 0, n = 0, k = 0, bm = 0, bn = 0, bk = 0;
  std::string dtype, cdtype;
};

uint64_t mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

/// Seeded value of element `idx` of matrix `which`, in [-1, 1), already
/// rounded to the element type (as its bit pattern).
uint16_t inputBits(uint64_t seed, char which, uint64_t idx, ElemKind kind) {
  uint64_t h =
      mix(seed * 1315423911ull + uint64_t(which) * 0x100000001b3ull + mix(idx));
  float v = float(int64_t(h >> 40) - (int64_t(1) << 23)) / float(1 << 23);
  return f32ToElem(kind, v);
}

bool parseInts(StringRef s, char sep, SmallVectorImpl<int64_t> &out) {
  SmallVector<StringRef> parts;
  s.split(parts, sep);
  for (StringRef p : parts) {
    int64_t v;
    if (p.trim().getAsInteger(10, v))
      return false;
    out.push_back(v);
  }
  return true;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
  registerAllPasses();
  mlir::cdna4pipe::registerCDNA4PipeTransformsPasses();
  mlir::cdna4pipe::registerCDNA4PipeConversionPasses();
  cl::HideUnrelatedOptions(simCat);
  cl::ParseCommandLineOptions(argc, argv,
                              "cdna4-sim: gfx950 kernel simulator\n");

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registry.insert<mlir::cdna4pipe::CDNA4PipeDialect>();
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  ctx.printOpOnDiagnostic(false);

  llvm::SourceMgr sm;
  SourceMgrDiagnosticHandler diagHandler(sm, &ctx);
  std::string err;
  auto file = openInputFile(inputFile, &err);
  if (!file) {
    llvm::errs() << "cdna4-sim: " << err << "\n";
    return 2;
  }
  sm.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sm, &ctx);
  if (!module)
    return 2;

  // The GEMM description, read before lowering.
  GemmInfo g;
  g.dtype = dtypeOpt;
  g.cdtype = cdtypeOpt;
  bool haveAttr = false;
  module->walk([&](gpu::GPUModuleOp gm) {
    auto d = gm->getAttrOfType<DictionaryAttr>("cdna4pipe.gemm");
    if (!d || haveAttr)
      return;
    haveAttr = true;
    auto geti = [&](StringRef k) -> int64_t {
      auto a = d.getAs<IntegerAttr>(k);
      return a ? a.getInt() : 0;
    };
    g.m = geti("m"), g.n = geti("n"), g.k = geti("k");
    g.bm = geti("tile_m"), g.bn = geti("tile_n"), g.bk = geti("tile_k");
    if (auto s = d.getAs<StringAttr>("dtype"))
      g.dtype = s.str();
    if (auto s = d.getAs<StringAttr>("c_dtype"))
      g.cdtype = s.str();
  });

  InputLevel level;
  std::string pipeline;
  if (failed(lowerToLLVMROCDL(*module, &level, &pipeline)))
    return 2;
  if (printLowering)
    llvm::outs() << "cdna4-sim: input: " << inputLevelName(level)
                 << "; lowering: "
                 << (pipeline.empty() ? std::string("none") : pipeline) << "\n";
  if (printLowered)
    module->print(llvm::outs());

  LLVM::LLVMFuncOp kernel;
  module->walk([&](LLVM::LLVMFuncOp f) {
    if (!kernel && !f.isExternal() &&
        (f->hasAttr("rocdl.kernel") || f->hasAttr("gpu.kernel")))
      kernel = f;
  });
  if (!kernel) {
    module->emitError("cdna4-sim: no kernel (llvm.func with rocdl.kernel) "
                      "inside a gpu.module");
    return 2;
  }
  auto progOr = decodeKernel(kernel);
  if (failed(progOr))
    return 2;
  std::shared_ptr<Program> prog = *progOr;

  if (gemmOpt.empty()) {
    llvm::outs() << "cdna4-sim: decoded kernel @" << kernel.getName() << ": "
                 << programNumInsts(*prog) << " instructions, "
                 << programLdsBytes(*prog) << " bytes of LDS (pass --gemm "
                 << "M,N,K to run it)\n";
    return 0;
  }

  // Problem and tile.
  SmallVector<int64_t> mnk;
  if (!parseInts(gemmOpt, ',', mnk) || mnk.size() != 3 || mnk[0] <= 0 ||
      mnk[1] <= 0 || mnk[2] <= 0) {
    llvm::errs() << "cdna4-sim: --gemm expects M,N,K\n";
    return 2;
  }
  if (haveAttr && (mnk[0] != g.m || mnk[1] != g.n || mnk[2] != g.k)) {
    kernel.emitError("cdna4-sim: --gemm ")
        << mnk[0] << "," << mnk[1] << "," << mnk[2]
        << " does not match the kernel's cdna4pipe.gemm problem " << g.m << ","
        << g.n << "," << g.k << " (shapes are static)";
    return 2;
  }
  g.m = mnk[0], g.n = mnk[1], g.k = mnk[2];
  if (!tileOpt.empty()) {
    SmallVector<int64_t> t;
    if (!parseInts(tileOpt, 'x', t) || t.size() != 3) {
      llvm::errs() << "cdna4-sim: --tile expects BMxBNxBK\n";
      return 2;
    }
    g.bm = t[0], g.bn = t[1], g.bk = t[2];
  }
  if (g.bm <= 0 || g.bn <= 0) {
    llvm::errs() << "cdna4-sim: the kernel has no cdna4pipe.gemm attribute: "
                    "pass --tile BMxBNxBK\n";
    return 2;
  }
  if (g.m % g.bm || g.n % g.bn) {
    llvm::errs() << "cdna4-sim: M,N must be multiples of the tile\n";
    return 2;
  }
  if ((g.dtype != "bf16" && g.dtype != "f16") ||
      (g.cdtype != "bf16" && g.cdtype != "f16" && g.cdtype != "f32")) {
    llvm::errs() << "cdna4-sim: unsupported dtype " << g.dtype << " / "
                 << g.cdtype << "\n";
    return 2;
  }
  std::array<unsigned, 3> bs = programBlockSize(*prog);
  if (bs[0] == 0) {
    if (!blockSizeOpt) {
      kernel.emitError("cdna4-sim: the kernel does not state its workgroup "
                       "size: pass --block-size T");
      return 2;
    }
    bs = {blockSizeOpt, 1, 1};
  }
  for (unsigned &b : bs)
    b = std::max(b, 1u);
  if (programNumArgs(*prog) != 3) {
    kernel.emitError("cdna4-sim: a GEMM kernel takes (A, B, C) pointers, this "
                     "one takes ")
        << programNumArgs(*prog) << " arguments";
    return 2;
  }
  unsigned gx = g.n / g.bn, gy = g.m / g.bm;

  // Blocks.
  std::vector<std::pair<unsigned, unsigned>> blocks;
  {
    StringRef s = blocksOpt;
    int64_t count;
    if (s == "all") {
      for (unsigned by = 0; by < gy; ++by)
        for (unsigned bx = 0; bx < gx; ++bx)
          blocks.push_back({bx, by});
    } else if (!s.contains(',') && !s.contains(':') &&
               !s.getAsInteger(10, count)) {
      uint64_t total = uint64_t(gx) * gy;
      count = std::max<int64_t>(1, std::min<int64_t>(count, total));
      std::set<uint64_t> ids;
      for (int64_t i = 0; i < count; ++i)
        ids.insert(count == 1 ? 0 : i * (total - 1) / (count - 1));
      for (uint64_t id : ids)
        blocks.push_back({unsigned(id % gx), unsigned(id / gx)});
    } else {
      SmallVector<StringRef> items;
      s.split(items, ',');
      for (StringRef it : items) {
        auto [a, b] = it.split(':');
        int64_t x, yv = -1;
        if (a.getAsInteger(10, x) || (!b.empty() && b.getAsInteger(10, yv))) {
          llvm::errs() << "cdna4-sim: bad --blocks entry '" << it << "'\n";
          return 2;
        }
        if (b.empty()) {
          yv = x / gx;
          x = x % gx;
        }
        if (x < 0 || x >= gx || yv < 0 || yv >= gy) {
          llvm::errs() << "cdna4-sim: block '" << it << "' outside the " << gx
                       << "x" << gy << " grid\n";
          return 2;
        }
        blocks.push_back({unsigned(x), unsigned(yv)});
      }
    }
  }
  std::vector<Policy> policies;
  if (!parsePolicies(policyOpt, policies)) {
    llvm::errs() << "cdna4-sim: bad --policy '" << policyOpt << "'\n";
    return 2;
  }

  // Buffers: A (M x K), B (N x K), C (M x N). Only the rows the chosen
  // workgroups read are filled.
  ElemKind ek = g.dtype == "bf16" ? ElemKind::BF16 : ElemKind::F16;
  unsigned cbytes = g.cdtype == "f32" ? 4 : 2;
  GlobalMemory mem;
  uint64_t aAddr = mem.addBuffer("A", uint64_t(g.m) * g.k * 2);
  uint64_t bAddr = mem.addBuffer("B", uint64_t(g.n) * g.k * 2);
  uint64_t cAddr = mem.addBuffer("C", uint64_t(g.m) * g.n * cbytes);
  uint16_t *A = reinterpret_cast<uint16_t *>(mem.data(0));
  uint16_t *B = reinterpret_cast<uint16_t *>(mem.data(1));
  uint8_t *C = mem.data(2);
  std::set<unsigned> rowsA, rowsB;
  for (auto [bx, by] : blocks) {
    rowsA.insert(by);
    rowsB.insert(bx);
  }
  for (unsigned by : rowsA)
    for (int64_t i = by * g.bm; i < (by + 1) * g.bm; ++i)
      for (int64_t kk = 0; kk < g.k; ++kk)
        A[i * g.k + kk] = inputBits(seedOpt, 'A', i * g.k + kk, ek);
  for (unsigned bx : rowsB)
    for (int64_t j = bx * g.bn; j < (bx + 1) * g.bn; ++j)
      for (int64_t kk = 0; kk < g.k; ++kk)
        B[j * g.k + kk] = inputBits(seedOpt, 'B', j * g.k + kk, ek);

  // Reference for the chosen tiles (double, with sum |a b| for tolerance).
  std::vector<double> ref(blocks.size() * g.bm * g.bn),
      mag(blocks.size() * g.bm * g.bn);
  {
    std::vector<float> af(g.k), bf(g.k);
    for (size_t t = 0; t < blocks.size(); ++t) {
      auto [bx, by] = blocks[t];
      for (int64_t i = 0; i < g.bm; ++i) {
        int64_t gi = by * g.bm + i;
        for (int64_t kk = 0; kk < g.k; ++kk)
          af[kk] = elemToF32(ek, A[gi * g.k + kk]);
        for (int64_t j = 0; j < g.bn; ++j) {
          int64_t gj = bx * g.bn + j;
          double s = 0, m = 0;
          const uint16_t *brow = &B[gj * g.k];
          for (int64_t kk = 0; kk < g.k; ++kk) {
            double p = double(af[kk]) * elemToF32(ek, brow[kk]);
            s += p;
            m += std::fabs(p);
          }
          ref[(t * g.bm + i) * g.bn + j] = s;
          mag[(t * g.bm + i) * g.bn + j] = m;
        }
      }
    }
  }
  double rc = g.cdtype == "bf16"  ? std::ldexp(1.0, -8)
              : g.cdtype == "f16" ? std::ldexp(1.0, -11)
                                  : 0.0;
  double accTerm = (1 + rc) * double(g.k) * std::ldexp(1.0, -24);

  Simulator simulator(prog, mem, bs, seedOpt, maxReports);
  bool allPass = true;
  uint64_t totalRaces = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (const Policy &pol : policies) {
    uint64_t racesBefore = simulator.numRaces();
    // Poison the C tiles (0xFF bytes: NaN) so unwritten elements fail.
    for (auto [bx, by] : blocks)
      for (int64_t i = by * g.bm; i < (by + 1) * g.bm; ++i)
        std::memset(C + (uint64_t(i) * g.n + bx * g.bn) * cbytes, 0xff,
                    g.bn * cbytes);
    for (auto [bx, by] : blocks) {
      uint64_t args[3] = {aAddr, bAddr, cAddr};
      if (failed(simulator.runWorkgroup(pol, {bx, by, 0}, {gx, gy, 1}, args)))
        return 1;
    }
    double maxAbs = 0, maxRef = 0;
    uint64_t bad = 0;
    int64_t firstBad[3] = {-1, -1, -1};
    for (size_t t = 0; t < blocks.size(); ++t) {
      auto [bx, by] = blocks[t];
      for (int64_t i = 0; i < g.bm; ++i)
        for (int64_t j = 0; j < g.bn; ++j) {
          uint64_t gi = by * g.bm + i, gj = bx * g.bn + j;
          uint8_t *p = C + (gi * g.n + gj) * cbytes;
          double got;
          if (cbytes == 4) {
            uint32_t b;
            std::memcpy(&b, p, 4);
            got = bitsToF32(b);
          } else {
            uint16_t b;
            std::memcpy(&b, p, 2);
            got = g.cdtype == "bf16" ? bf16ToF32(b) : f16ToF32(b);
          }
          double r = ref[(t * g.bm + i) * g.bn + j];
          double m = mag[(t * g.bm + i) * g.bn + j];
          double e = std::fabs(got - r);
          if (std::isnan(e))
            e = INFINITY;
          maxAbs = std::max(maxAbs, e);
          maxRef = std::max(maxRef, std::fabs(r));
          if (!(e <= rc * std::fabs(r) + accTerm * m)) {
            if (!bad++) {
              firstBad[0] = gi, firstBad[1] = gj;
            }
          }
        }
    }
    uint64_t races = simulator.numRaces() - racesBefore;
    totalRaces += races;
    bool pass = bad == 0 && races == 0;
    allPass &= pass;
    llvm::outs() << "policy " << pol.str() << ": " << blocks.size()
                 << " workgroup(s) of " << gx << "x" << gy << ", max abs err "
                 << llvm::format("%.3e", maxAbs) << ", max rel err "
                 << llvm::format("%.3e", maxRef > 0 ? maxAbs / maxRef : maxAbs)
                 << ", " << bad << " element(s) out of tolerance";
    if (bad)
      llvm::outs() << " (first C[" << firstBad[0] << "][" << firstBad[1]
                   << "])";
    llvm::outs() << ", " << races << " race(s): " << (pass ? "PASS" : "FAIL")
                 << "\n";
  }
  auto t1 = std::chrono::steady_clock::now();
  if (printStats) {
    double secs = std::chrono::duration<double>(t1 - t0).count();
    const SimStats &s = simulator.stats();
    llvm::outs() << "stats: " << llvm::format("%.3f", secs) << " s, "
                 << s.instructions << " wave-instructions ("
                 << llvm::format("%.1f", s.instructions / secs / 1e6)
                 << " M/s), " << s.mfmas << " MFMAs, " << s.dmas
                 << " LDS DMAs, " << s.dsReads << " ds_reads, " << s.barriers
                 << " barrier arrivals\n";
  }
  llvm::outs() << (allPass ? "PASS" : "FAIL") << ": gemm " << g.m << "x" << g.n
               << "x" << g.k << " tile " << g.bm << "x" << g.bn << "x" << g.bk
               << " " << g.dtype << "->" << g.cdtype << ", " << policies.size()
               << " polic" << (policies.size() == 1 ? "y" : "ies") << ", "
               << totalRaces << " race(s)\n";
  return allPass ? 0 : 1;
}
