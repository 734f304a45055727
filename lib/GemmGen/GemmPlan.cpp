//===- GemmPlan.cpp - Tile-GEMM plan: waves, copies, fragments, LDS -------===//
//
// Checks a GemmConfig against gfx950's limits and derives the GemmPlan that
// the IR writer (GemmGen.cpp) follows. The thread -> data maps the plan
// encodes are described at the top of GemmGen.cpp.
//
//===----------------------------------------------------------------------===//

#include "Gfx950Consts.h"
#include "cdna4pipe/GemmGen/GemmGen.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/Twine.h"

#include <algorithm>
#include <numeric>

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::gemmgen;

namespace {
constexpr int64_t kLdsLimit = 160 * 1024; // gfx950 LDS per workgroup
constexpr int64_t kMaxWaves = 16;         // 1024 threads per workgroup
constexpr int64_t kMaxAccRegs = 512;      // VGPR+AGPR per lane
// Buffer offsets are 32-bit; stay clear of the sign bit.
constexpr int64_t kMaxBufferBytes = int64_t(1) << 31;
} // namespace

SmallVector<NamedAttribute>
mlir::cdna4pipe::gemmAttrEntries(Builder &b, const GemmConfig &cfg) {
  return {
      b.getNamedAttr("m", b.getI64IntegerAttr(cfg.m)),
      b.getNamedAttr("n", b.getI64IntegerAttr(cfg.n)),
      b.getNamedAttr("k", b.getI64IntegerAttr(cfg.k)),
      b.getNamedAttr("tile_m", b.getI64IntegerAttr(cfg.tileM)),
      // The workgroup's C tile (both dots' with --dual-b).
      b.getNamedAttr("tile_n", b.getI64IntegerAttr(cfg.blockN())),
      b.getNamedAttr("tile_k", b.getI64IntegerAttr(cfg.tileK)),
      b.getNamedAttr("dtype", b.getStringAttr(cfg.dtype)),
      b.getNamedAttr("c_dtype", b.getStringAttr(cfg.cDtype)),
  };
}

/// Bytes of one element of a gfx950 input dtype; 0 if it has no MFMA.
static int64_t inputElemBytes(llvm::StringRef dtype) {
  if (dtype == "bf16" || dtype == "f16")
    return 2;
  if (dtype == "fp8e4m3" || dtype == "fp8e5m2" || dtype == "mxfp8" ||
      dtype == "mxfp4")
    return 1; // mxfp4: one byte holds a pair of FP4 values
  return 0;
}

/// OCP MX formats: elements with an E8M0 scale per 32 K-elements.
static bool isMx(llvm::StringRef dtype) { return dtype.starts_with("mx"); }

/// The MX combinations the generator writes: scales on both sources (the
/// scaled MFMA takes them for both; mxfp8 and mxfp4 mix), K in whole scale
/// blocks, DMA copies, one dot.
static bool checkMx(const GemmConfig &cfg, std::string &error) {
  auto fail = [&](const llvm::Twine &msg) {
    error = msg.str();
    return false;
  };
  if (isMx(cfg.dtype) != isMx(cfg.bDtype))
    return fail("--dtype=" + cfg.dtype + " with --b-dtype=" + cfg.bDtype +
                ": the MX-scaled MFMA takes block scales for both sources "
                "(mxfp8 and mxfp4 mix with each other only)");
  if (cfg.dualB)
    return fail("--dual-b does not take MX formats (--dtype=" + cfg.dtype +
                ")");
  if (cfg.copyStyle != "dma")
    return fail("--dtype=" + cfg.dtype +
                " is generated with --copy-style=dma only (its scale copies "
                "have no register-style form)");
  if (cfg.k % kScaleBlock != 0)
    return fail("--k=" + llvm::Twine(cfg.k) +
                " is not a multiple of the MX scale block (one E8M0 scale "
                "per 32 K-elements)");
  return true;
}

/// The MX block scales' share of the plan (after the wave grid): the scale
/// layout (docs/Fp8.md) gives every lane one 4-byte word per 64 rows of its
/// wave tile and MFMA K-step, so wave tiles are whole 64-row blocks. The
/// scale tiles move in copies of 64 lanes x 4 bytes, or 2 or 1 where the
/// waves cannot share the 4-byte ones evenly (the widest that they can).
static bool planScales(const GemmConfig &cfg, GemmPlan &plan,
                       std::string &error) {
  for (auto [name, waveTile] :
       {std::pair<const char *, int64_t>{"M", plan.waveTileM},
        {"N", plan.waveTileN}})
    if (waveTile % kScaleRows != 0) {
      error = (llvm::Twine("--dtype=") + cfg.dtype +
               " needs wave tiles of whole 64-row scale blocks; the " + name +
               " wave tile is " + llvm::Twine(waveTile) +
               " (use fewer waves or a larger tile)")
                  .str();
      return false;
    }
  int64_t bytesA = cfg.tileM * cfg.tileK / kScaleBlock,
          bytesB = cfg.tileN * cfg.tileK / kScaleBlock;
  auto shared = [&](int64_t laneBytes) {
    for (int64_t bytes : {bytesA, bytesB})
      if (bytes % (kWaveSize * laneBytes) != 0 ||
          (bytes / (kWaveSize * laneBytes)) % cfg.waves != 0)
        return false;
    return true;
  };
  plan.scaleLaneBytes = 4;
  while (plan.scaleLaneBytes > 1 && !shared(plan.scaleLaneBytes))
    plan.scaleLaneBytes /= 2;
  if (!shared(plan.scaleLaneBytes)) {
    error = ("the scale tiles (" + llvm::Twine(bytesA) + " and " +
             llvm::Twine(bytesB) +
             " bytes per K-tile) are not whole copies "
             "of 64 bytes that " +
             llvm::Twine(cfg.waves) + " waves can share evenly")
                .str();
    return false;
  }
  int64_t pieceBytes = kWaveSize * plan.scaleLaneBytes;
  plan.scaleCopiesA = bytesA / pieceBytes / cfg.waves;
  plan.scaleCopiesB = bytesB / pieceBytes / cfg.waves;
  plan.ldsBytes += (cfg.tileM + cfg.tileN) * cfg.tileK / kScaleBlock;
  if (plan.ldsBytes > kLdsLimit) {
    error = ("LDS footprint " + llvm::Twine(plan.ldsBytes) +
             " bytes with the scale tiles exceeds gfx950's 160 KiB")
                .str();
    return false;
  }
  return true;
}

/// Sets `error` to `msg` and returns false: the planners' failure path.
static bool failWith(std::string &error, const llvm::Twine &msg) {
  error = msg.str();
  return false;
}

/// The two sources' formats: their MFMA, chunking and K packing, and C's type.
static bool planDtypes(GemmConfig &cfg, GemmPlan &plan, std::string &error) {
  auto fail = [&](const llvm::Twine &msg) { return failWith(error, msg); };
  if (cfg.bDtype.empty())
    cfg.bDtype = cfg.dtype;
  for (auto [flag, dtype] :
       {std::pair<const char *, std::string>{"--dtype", cfg.dtype},
        {"--b-dtype", cfg.bDtype}})
    if (!inputElemBytes(dtype))
      return fail(llvm::Twine(flag) + "=" + dtype +
                  " has no MFMA on gfx950 (supported: bf16, f16, fp8e4m3, "
                  "fp8e5m2, mxfp8, mxfp4)");
  plan.elemBytes = inputElemBytes(cfg.dtype);
  if ((isMx(cfg.dtype) || isMx(cfg.bDtype)) && !checkMx(cfg, error))
    return false;
  if (inputElemBytes(cfg.bDtype) != plan.elemBytes ||
      (plan.elemBytes == 2 && cfg.bDtype != cfg.dtype))
    return fail("--dtype=" + cfg.dtype + " with --b-dtype=" + cfg.bDtype +
                ": gfx950 has no MFMA for these two sources (FP8 formats "
                "mix, 16-bit ones do not)");
  plan.chunkElems = kChunkBytes / plan.elemBytes;
  plan.mfmaK = plan.elemBytes == 1 ? 128 : 32;
  for (int side = 0; side < 2; ++side) {
    plan.kPack[side] = (side ? cfg.bDtype : cfg.dtype) == "mxfp4" ? 2 : 1;
    plan.slices[side] =
        plan.mfmaK / (kSliceChunks * plan.chunkElems * plan.kPack[side]);
  }
  if (cfg.cDtype.empty())
    cfg.cDtype = plan.elemBytes == 1 ? "bf16" : cfg.dtype;
  if (cfg.cDtype != "bf16" && cfg.cDtype != "f16" && cfg.cDtype != "f32")
    return fail("--c-dtype=" + cfg.cDtype + " is not one of bf16, f16, f32");
  return true;
}

/// The operand layouts, the LDS swizzle and the copy style.
static bool checkLayouts(const GemmConfig &cfg, const GemmPlan &plan,
                         std::string &error) {
  auto fail = [&](const llvm::Twine &msg) { return failWith(error, msg); };
  if (cfg.swizzle != "none" && cfg.swizzle != "xor")
    return fail("--swizzle=" + cfg.swizzle + " is not one of none, xor");
  if (cfg.bLayout != "nk" && cfg.bLayout != "kn")
    return fail("--b-layout=" + cfg.bLayout + " is not one of nk, kn");
  if (cfg.bLayout == "kn" && (plan.elemBytes != 2 || cfg.dualB))
    return fail("--b-layout=kn is generated for 16-bit dtypes (the "
                "transposing ds_read_b64_tr_b16) and one dot only");
  if (cfg.bLayout == "kn" && cfg.swizzle == "xor" &&
      cfg.tileN % (8 * plan.chunkElems) != 0)
    return fail("--b-layout=kn --swizzle=xor needs BN to be a multiple of " +
                llvm::Twine(8 * plan.chunkElems) +
                " (B's LDS rows are K rows of BN elements); got BN=" +
                llvm::Twine(cfg.tileN));
  if (cfg.aLayout != "mk" && cfg.aLayout != "km")
    return fail("--a-layout=" + cfg.aLayout + " is not one of mk, km");
  if (cfg.aLayout == "km" && plan.elemBytes != 2)
    return fail("--a-layout=km is generated for 16-bit dtypes (the "
                "transposing ds_read_b64_tr_b16)");
  if (cfg.aLayout == "km" && cfg.swizzle == "xor" &&
      cfg.tileM % (8 * plan.chunkElems) != 0)
    return fail("--a-layout=km --swizzle=xor needs BM to be a multiple of " +
                llvm::Twine(8 * plan.chunkElems) +
                " (A's LDS rows are K rows of BM elements); got BM=" +
                llvm::Twine(cfg.tileM));
  if (cfg.copyStyle != "dma" && cfg.copyStyle != "register")
    return fail("--copy-style=" + cfg.copyStyle +
                " is not one of dma, register");
  return true;
}

/// Problem and tile sizes, the wave count, and BK against the MFMA and the
/// swizzle.
static bool checkTileSizes(const GemmConfig &cfg, const GemmPlan &plan,
                           std::string &error) {
  auto fail = [&](const llvm::Twine &msg) { return failWith(error, msg); };
  if (cfg.m <= 0 || cfg.n <= 0 || cfg.k <= 0)
    return fail("problem sizes must be positive (got M=" + llvm::Twine(cfg.m) +
                " N=" + llvm::Twine(cfg.n) + " K=" + llvm::Twine(cfg.k) + ")");
  if (cfg.tileM <= 0 || cfg.tileN <= 0 || cfg.tileK <= 0)
    return fail("tile sizes must be positive");
  if (cfg.waves < 1 || cfg.waves > kMaxWaves)
    return fail("--waves=" + llvm::Twine(cfg.waves) +
                " is outside 1..16 (at most 1024 threads per workgroup)");
  if (cfg.tileK % plan.mfmaK != 0)
    return fail("BK=" + llvm::Twine(cfg.tileK) +
                " must be a multiple of the MFMA K (" +
                llvm::Twine(plan.mfmaK) + " for " + cfg.dtype + ")");
  int64_t maxPack = std::max(plan.kPack[0], plan.kPack[1]);
  if (cfg.swizzle == "xor" && cfg.tileK % (8 * plan.chunkElems * maxPack) != 0)
    return fail("--swizzle=xor needs BK to be a multiple of " +
                llvm::Twine(8 * plan.chunkElems * maxPack) +
                " (rows of at least eight 16-byte chunks, LDS chunk c of row "
                "r holds global chunk c ^ (r % 8)); got BK=" +
                llvm::Twine(cfg.tileK));

  return true;
}

/// Raw-buffer limits and M, N, K that are not multiples of the tile (edges).
static bool checkEdges(const GemmConfig &cfg, const GemmPlan &plan,
                       std::string &error) {
  auto fail = [&](const llvm::Twine &msg) { return failWith(error, msg); };
  // A and B are read through raw buffers with 32-bit offsets (the sizes are
  // checked one by one first so that the products cannot overflow).
  if (cfg.m > kMaxBufferBytes || cfg.n > kMaxBufferBytes ||
      cfg.k > kMaxBufferBytes ||
      cfg.m * cfg.k * plan.elemBytes / plan.kPack[0] > kMaxBufferBytes ||
      cfg.n * cfg.k * plan.elemBytes / plan.kPack[1] > kMaxBufferBytes)
    return fail("A and B must each fit in 2 GiB: they are read through raw "
                "buffers with 32-bit offsets");
  struct Dim {
    const char *name, *tileName;
    int64_t size, tile;
  } dims[] = {{"M", "BM", cfg.m, cfg.tileM},
              {"N", "BN", cfg.n, cfg.tileN},
              {"K", "BK", cfg.k, cfg.tileK}};
  // Edges (docs/KernelContract.md): gfx950 DMA copies of whole 16-byte
  // chunks, so the contiguous dimension of A and B must hold whole chunks.
  std::optional<std::string> noEdges;
  if (cfg.target != "gfx950")
    noEdges = "the " + cfg.target + " kernel";
  else if (cfg.copyStyle != "dma")
    noEdges = "--copy-style=" + cfg.copyStyle +
              " (edges read zeros through "
              "the buffer bounds of DMA copies)";
  else if (cfg.dualB)
    noEdges = std::string("--dual-b");
  else if (llvm::StringRef(cfg.dtype).starts_with("mx"))
    noEdges = cfg.dtype + " (scales per 32 K-elements)";
  if (cfg.dynamic && noEdges)
    return fail("--dynamic: " + *noEdges +
                " needs static M, N, K (dynamic shapes take the edge guards)");
  for (const Dim &d : dims)
    if (d.size % d.tile != 0 && noEdges)
      return fail(llvm::Twine("tile ") + d.tileName + "=" +
                  llvm::Twine(d.tile) + " does not divide " + d.name + "=" +
                  llvm::Twine(d.size) + ": " + *noEdges +
                  " needs M, N, K multiples of the tile");
  // The contiguous dimension of each operand (K; N for B stored K x N, M
  // for A stored K x M) must hold whole chunks.
  struct Row {
    const char *what, *dim;
    int64_t size;
  } rows[] = {{"A", cfg.aLayout == "km" ? "M" : "K",
               cfg.aLayout == "km" ? cfg.m : cfg.k},
              {"B", cfg.bLayout == "kn" ? "N" : "K",
               cfg.bLayout == "kn" ? cfg.n : cfg.k}};
  for (const Row &r : rows)
    if (cfg.edges() && r.size % plan.chunkElems != 0)
      return fail(llvm::Twine("M, N, K that are not multiples of the tile "
                              "need rows of whole 16-byte copies: a row of ") +
                  r.what + " holds " + r.dim + "=" + llvm::Twine(r.size) +
                  " elements, not a multiple of " +
                  llvm::Twine(plan.chunkElems));
  return true;
}

/// The LDS footprint and the 1 KiB copy instructions each wave issues.
static bool planCopies(const GemmConfig &cfg, GemmPlan &plan,
                       std::string &error) {
  auto fail = [&](const llvm::Twine &msg) { return failWith(error, msg); };
  int64_t bytesA = cfg.tileM * cfg.tileK * plan.elemBytes / plan.kPack[0];
  int64_t bytesB = cfg.tileN * cfg.tileK * plan.elemBytes / plan.kPack[1];
  if (cfg.dualB && cfg.n % cfg.blockN() != 0)
    return fail(
        "--dual-b: each workgroup covers 2*BN=" + llvm::Twine(cfg.blockN()) +
        " columns (a B1 and a B2 tile), which does not divide N=" +
        llvm::Twine(cfg.n));
  plan.ldsBytes = bytesA + cfg.dots() * bytesB;
  if (plan.ldsBytes > kLdsLimit)
    return fail("LDS footprint " + llvm::Twine(plan.ldsBytes) +
                " bytes (A tile " + llvm::Twine(bytesA) +
                (cfg.dualB ? " + 2 B tiles of " : " + B tile ") +
                llvm::Twine(bytesB) + ") exceeds gfx950's 160 KiB (" +
                llvm::Twine(kLdsLimit) + " bytes)");
  for (auto [name, bytes] : {std::pair<const char *, int64_t>{"A", bytesA},
                             std::pair<const char *, int64_t>{"B", bytesB}}) {
    if (bytes % kCopyBytes != 0)
      return fail(llvm::Twine(name) + " tile of " + llvm::Twine(bytes) +
                  " bytes is not a whole number of 1 KiB copy instructions "
                  "(64 lanes x 16 bytes)");
    int64_t copies = bytes / kCopyBytes;
    if (copies % cfg.waves != 0)
      return fail(llvm::Twine(name) + " tile needs " + llvm::Twine(copies) +
                  " copy instructions of 1 KiB, which " +
                  llvm::Twine(cfg.waves) + " waves cannot share evenly");
  }
  plan.copiesA = bytesA / kCopyBytes / cfg.waves;
  plan.copiesB = bytesB / kCopyBytes / cfg.waves;

  return true;
}

/// The wave grid (fewest S2R reads per wave) and the accumulators it needs.
static bool planWaveGrid(const GemmConfig &cfg, GemmPlan &plan,
                         std::string &error) {
  auto fail = [&](const llvm::Twine &msg) { return failWith(error, msg); };
  // Wave grid: fewest S2R reads per wave, ties to the larger WM.
  int64_t best = -1;
  for (int64_t wm = 1; wm <= cfg.waves; ++wm) {
    if (cfg.waves % wm != 0)
      continue;
    int64_t wn = cfg.waves / wm;
    if (cfg.tileM % (kMfmaM * wm) != 0 || cfg.tileN % (kMfmaN * wn) != 0)
      continue;
    int64_t cost = cfg.tileM / (kMfmaM * wm) + cfg.tileN / (kMfmaN * wn);
    if (best < 0 || cost <= best) {
      best = cost;
      plan.wm = wm;
      plan.wn = wn;
    }
  }
  if (best < 0)
    return fail(llvm::Twine(cfg.waves) + " waves cannot cover the " +
                llvm::Twine(cfg.tileM) + "x" + llvm::Twine(cfg.tileN) +
                " tile: no WMxWN layout gives a wave tile that is a multiple "
                "of 16x16");
  plan.waveTileM = cfg.tileM / plan.wm;
  plan.waveTileN = cfg.tileN / plan.wn;
  plan.fa = plan.waveTileM / kMfmaM;
  plan.fb = plan.waveTileN / kMfmaN;
  plan.steps = cfg.tileK / plan.mfmaK;
  int64_t accRegs = cfg.dots() * plan.fa * plan.fb * 4;
  if (accRegs > kMaxAccRegs)
    return fail("wave tile " + llvm::Twine(plan.waveTileM) + "x" +
                llvm::Twine(plan.waveTileN) + (cfg.dualB ? " (two dots)" : "") +
                " needs " + llvm::Twine(accRegs) +
                " accumulator registers per lane, more than gfx950's " +
                llvm::Twine(kMaxAccRegs) +
                "; use more waves or a smaller tile");
  return true;
}

bool cdna4pipe::planGemm(GemmConfig &cfg, GemmPlan &plan, std::string &error) {
  auto fail = [&](const llvm::Twine &msg) { return failWith(error, msg); };
  if (cfg.dualB && cfg.target != "gfx950")
    return fail(
        "--dual-b is only generated for --target=gfx950 (got --target=" +
        cfg.target + ")");
  if (cfg.bLayout != "nk" && cfg.target != "gfx950")
    return fail("--b-layout=" + cfg.bLayout +
                " is only generated for --target=gfx950");
  if (cfg.aLayout != "mk" && cfg.target != "gfx950")
    return fail("--a-layout=" + cfg.aLayout +
                " is only generated for --target=gfx950");
  if (cfg.target == "sm90a")
    return planGemmSm90(cfg, plan, error);
  if (cfg.groupM != 1)
    return fail("--group-m applies to --target=sm90a only");
  if (!cfg.schedule.empty() || cfg.stages != 0 || !cfg.epilogue.empty())
    return fail("--schedule, --stages and --epilogue apply to --target=sm90a "
                "only");
  if (cfg.target != "gfx950")
    return fail("--target=" + cfg.target + " is not one of gfx950, sm90a");
  return planDtypes(cfg, plan, error) && checkLayouts(cfg, plan, error) &&
         checkTileSizes(cfg, plan, error) && checkEdges(cfg, plan, error) &&
         planCopies(cfg, plan, error) && planWaveGrid(cfg, plan, error) &&
         (!isMx(cfg.dtype) || planScales(cfg, plan, error));
}

bool cdna4pipe::parseGemmTile(llvm::StringRef text, GemmConfig &cfg,
                              std::string &error) {
  llvm::SmallVector<llvm::StringRef, 3> parts;
  text.split(parts, 'x');
  int64_t dims[3];
  bool ok = parts.size() == 3;
  for (int i = 0; ok && i < 3; ++i)
    ok = !parts[i].getAsInteger(10, dims[i]) && dims[i] > 0;
  if (!ok) {
    error =
        ("--tile must be BMxBNxBK with positive integers, got '" + text + "'")
            .str();
    return false;
  }
  cfg.tileM = dims[0];
  cfg.tileN = dims[1];
  cfg.tileK = dims[2];
  return true;
}
