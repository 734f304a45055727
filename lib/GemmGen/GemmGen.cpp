//===- GemmGen.cpp - Level 0 tile-GEMM kernel generator -------------------===//
//
// Writes the gfx950 kernel: its shell, the K-loop and the C stores; the G2S
// copies and the S2R reads and MFMAs it is made of are in GemmGenCopies.cpp
// and GemmGenReads.cpp (Gfx950Writer.h).
//
// Thread -> data maps (gfx950, wave64; see docs/KernelContract.md):
//
//  * Wave grid. `W` waves are laid out WM x WN over the BM x BN tile,
//    wave = wm * WN + wn. Rule: among the factorisations WM * WN = W whose
//    wave tile (BM/WM) x (BN/WN) is a multiple of 16x16, take the one with
//    the fewest S2R reads per wave (FA + FB fragments); ties go to the larger
//    WM (wave tile wider in N). 256x256/8 -> 4x2, 128x128/4 -> 2x2.
//  * G2S. Each LDS tile (BM x BK or BN x BK, row-major, K contiguous) is cut
//    into 1 KiB pieces, one `amdgpu.gather_to_lds` of 16 bytes per lane each.
//    Copy i of wave w is piece j = i*W + w (i < G, G pieces of that operand
//    per wave, W waves): the i-th copy instruction of all waves together
//    fills one contiguous block of W pieces, so a program position covers a
//    contiguous band of tile rows and the interleave can wait for the rows a
//    stage reads copy by copy (cdna4pipe-interleave wait-granularity=stage).
//    Lane l of piece j moves flat 16-byte chunk q = 64 j + l, i.e. tile
//    row r = q / CPR, LDS chunk c = q % CPR (CPR = BK/8 chunks per row); the
//    LDS destination of the piece is its first element, which is
//    wave-uniform. With --swizzle=xor LDS chunk c of row r holds global chunk
//    c ^ (r % 8), so the swizzle sits on the global-address side and the LDS
//    destination stays lane-contiguous.
//  * S2R. A fragment f, k-half h: lane l reads tile row
//    wm*(BM/WM) + 16 f + l%16, logical chunk 4 h + l/16 (8 elements); B
//    likewise with wn, BN/WN. With xor the LDS chunk is logical ^ (row % 8).
//  * MFMA 16x16x32: acc[fa][fb] += A[fa][h] * B[fb][h] (B stored N x K is the
//    MFMA's B operand read column-wise, so it uses the A lane map).
//  * Store: accumulator element e of lane l is C row 4*(l/16) + e, column
//    l%16 of its 16x16 block.
//  * --dual-b: every B-side step above runs once per dot, dot d reading
//    B rows n0 + d*BN (n0 = block x * 2BN) into its own LDS tile and
//    storing C columns n0 + d*BN + ...; A's copies and fragments are shared.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/GemmGen/GemmGen.h"
#include "Gfx950Consts.h"
#include "Gfx950Writer.h"
#include "IndexMath.h"
#include "cdna4pipe/Transforms/FatBufferViews.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Verifier.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"

#include <algorithm>
#include <numeric>

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::gemmgen;

void cdna4pipe::loadGemmDialects(MLIRContext &ctx) {
  ctx.loadDialect<amdgpu::AMDGPUDialect, arith::ArithDialect, gpu::GPUDialect,
                  LLVM::LLVMDialect, NVVM::NVVMDialect, ROCDL::ROCDLDialect,
                  memref::MemRefDialect, nvgpu::NVGPUDialect, scf::SCFDialect,
                  vector::VectorDialect>();
}

namespace {
using gemmgen::IndexMath;

Type elementType(MLIRContext &ctx, llvm::StringRef name) {
  if (name == "fp8e4m3" || name == "mxfp8")
    return Float8E4M3FNType::get(&ctx);
  if (name == "fp8e5m2")
    return Float8E5M2Type::get(&ctx);
  if (name == "bf16")
    return BFloat16Type::get(&ctx);
  if (name == "f16")
    return Float16Type::get(&ctx);
  if (name == "mxfp4") // packed FP4 E2M1 pairs
    return IntegerType::get(&ctx, 8);
  return Float32Type::get(&ctx);
}

/// The module, its gpu.module with the cdna4pipe.gemm attribute and the
/// kernel's signature (A, B, C; an LDS tile for A and one per dot for B),
/// known block and grid sizes.
gpu::GPUFuncOp buildKernelShell(OpBuilder &b, Location loc,
                                const GemmConfig &cfg, const GemmPlan &plan,
                                ModuleOp module) {
  MLIRContext &ctx = *b.getContext();
  module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                  b.getUnitAttr());
  b.setInsertionPointToEnd(module.getBody());
  auto gpuModule = gpu::GPUModuleOp::create(b, loc, "cdna4_gemm");
  SmallVector<NamedAttribute> entries = gemmAttrEntries(b, cfg);
  if (cfg.dynamic) // the kernel reads M, N, K at run time
    llvm::erase_if(entries, [](NamedAttribute a) {
      return llvm::is_contained({"m", "n", "k"}, a.getName().strref());
    });
  entries.push_back(b.getNamedAttr("waves", b.getI64IntegerAttr(cfg.waves)));
  entries.push_back(b.getNamedAttr("swizzle", b.getStringAttr(cfg.swizzle)));
  if (cfg.bDtype != cfg.dtype)
    entries.push_back(b.getNamedAttr("b_dtype", b.getStringAttr(cfg.bDtype)));
  if (cfg.bLayout != "nk")
    entries.push_back(b.getNamedAttr("b_layout", b.getStringAttr(cfg.bLayout)));
  if (cfg.aLayout != "mk")
    entries.push_back(b.getNamedAttr("a_layout", b.getStringAttr(cfg.aLayout)));
  gpuModule->setAttr("cdna4pipe.gemm", b.getDictionaryAttr(entries));
  if (cfg.copyStyle != "dma")
    gpuModule->setAttr("cdna4pipe.copy_style", b.getStringAttr(cfg.copyStyle));
  if (cfg.dualB)
    gpuModule->setAttr("cdna4pipe.dual_b", b.getUnitAttr());

  Type elemTy = elementType(ctx, cfg.dtype);
  Type bElemTy = elementType(ctx, cfg.bDtype);
  Type cElemTy = elementType(ctx, cfg.cDtype);
  auto wgSpace = gpu::AddressSpaceAttr::get(&ctx, gpu::AddressSpace::Workgroup);
  bool aKM = cfg.aLayout == "km", bKN = cfg.bLayout == "kn";
  // --dynamic: memref<?x?x...> (cdna4pipe-kernel-size-args passes the sizes).
  auto global = [&](int64_t rows, int64_t cols, Type elem) {
    if (cfg.dynamic)
      rows = cols = ShapedType::kDynamic;
    return MemRefType::get({rows, cols}, elem);
  };
  auto aTy = aKM ? global(cfg.k, cfg.m, elemTy)
                 : global(cfg.m, plan.tileCols(cfg.k, 0), elemTy);
  auto bTy = bKN ? global(cfg.k, cfg.n, bElemTy)
                 : global(cfg.n, plan.tileCols(cfg.k, 1), bElemTy);
  auto cTy = global(cfg.m, cfg.n, cElemTy);
  auto asTy = MemRefType::get(
      aKM ? ArrayRef<int64_t>{cfg.tileK, cfg.tileM}
          : ArrayRef<int64_t>{cfg.tileM, plan.tileCols(cfg.tileK, 0)},
      elemTy, MemRefLayoutAttrInterface(), wgSpace);
  auto bsTy = MemRefType::get(
      bKN ? ArrayRef<int64_t>{cfg.tileK, cfg.tileN}
          : ArrayRef<int64_t>{cfg.tileN, plan.tileCols(cfg.tileK, 1)},
      bElemTy, MemRefLayoutAttrInterface(), wgSpace);

  b.setInsertionPointToStart(gpuModule.getBody());
  SmallVector<Type> ldsTys(1 + cfg.dots(), bsTy);
  ldsTys[0] = asTy;
  SmallVector<Type> argTys{aTy, bTy, cTy};
  if (plan.scaled()) {
    // MX scales (docs/Fp8.md): per 64-row block, 256 bytes per 128 K.
    Type e8m0 = Float8E8M0FNUType::get(&ctx);
    int64_t cols = cfg.k / plan.mfmaK * kScaleStepBytes;
    int64_t tileCols = cfg.tileK / plan.mfmaK * kScaleStepBytes;
    for (int64_t rows : {cfg.m, cfg.n})
      argTys.push_back(MemRefType::get({rows / kScaleRows, cols}, e8m0));
    for (int64_t rows : {cfg.tileM, cfg.tileN})
      ldsTys.push_back(MemRefType::get({rows / kScaleRows, tileCols}, e8m0,
                                       MemRefLayoutAttrInterface(), wgSpace));
  }
  auto func = gpu::GPUFuncOp::create(b, loc, "gemm",
                                     b.getFunctionType(argTys, {}), ldsTys);

  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func.setKnownBlockSizeAttr(b.getDenseI32ArrayAttr(
      {static_cast<int32_t>(cfg.waves * kWaveSize), 1, 1}));
  if (!cfg.dynamic)
    func.setKnownGridSizeAttr(b.getDenseI32ArrayAttr(
        {static_cast<int32_t>(llvm::divideCeil(cfg.n, cfg.blockN())),
         static_cast<int32_t>(llvm::divideCeil(cfg.m, cfg.tileM)), 1}));

  return func;
}

/// The K-loop: G2S copies, the wait and barrier, S2R, MFMAs, barrier.
/// `ldsB` holds one B tile per dot; accumulator d*FA*FB + i*FB + j is dot d's
/// fragment (i, j).
scf::ForOp emitKLoop(OpBuilder &b, Location loc, IndexMath &im,
                     const GemmConfig &cfg, const GemmPlan &plan,
                     llvm::ArrayRef<CopyAddr> copies, const Frags &fragsA,
                     const Frags &fragsB, Value ldsA, ValueRange ldsB,
                     const ScaleReads *scales, Value kTiles) {
  bool registerCopies = cfg.copyStyle == "register";
  auto accTy = VectorType::get({4}, b.getF32Type());
  auto fragTy = [&](Value lds) {
    return VectorType::get({plan.chunkElems},
                           cast<MemRefType>(lds.getType()).getElementType());
  };
  Value zero = arith::ConstantOp::create(
      b, loc, accTy, DenseElementsAttr::get(accTy, b.getF32FloatAttr(0.0f)));
  int64_t accsPerDot = plan.fa * plan.fb;
  llvm::SmallVector<Value> initAccs(ldsB.size() * accsPerDot, zero);
  auto loop = scf::ForOp::create(b, loc, im.c(0), kTiles, im.c(1), initAccs);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value kt = loop.getInductionVar();
    // G2S, then wait for it (gpu.barrier drains everything in register
    // style).
    emitCopies(b, loc, im, cfg, copies, kt);
    if (registerCopies) {
      gpu::BarrierOp::create(b, loc);
    } else {
      amdgpu::MemoryCounterWaitOp::create(b, loc, b.getI32IntegerAttr(0),
                                          nullptr, nullptr, nullptr, nullptr);
      ROCDL::SBarrierOp::create(b, loc);
    }
    // S2R: per MFMA step s and slice p, A's k-slice s*PA + p, then each
    // dot's B k-slice s*PB + p (PA, PB: slices per MFMA source; a side
    // with fewer slices skips the extra p). bv[h][d * FB + j]: fragment j
    // of dot d's B operand in k-slice h.
    llvm::SmallVector<llvm::SmallVector<Value>> a(plan.kh(0)), bv(plan.kh(1));
    int64_t maxSlices = std::max(plan.slices[0], plan.slices[1]);
    for (int64_t s = 0; s < plan.steps; ++s)
      for (int64_t p = 0; p < maxSlices; ++p) {
        int64_t h = s * plan.slices[0] + p;
        if (p < plan.slices[0] && cfg.aLayout == "km")
          a[h].append(emitTransposedReads(b, loc, ldsA, fragsA[h]));
        else if (p < plan.slices[0])
          for (const Frag &f : fragsA[h])
            a[h].push_back(vector::LoadOp::create(b, loc, fragTy(ldsA), ldsA,
                                                  ValueRange{f.row, f.col}));
        h = s * plan.slices[1] + p;
        if (p >= plan.slices[1])
          continue;
        for (Value tile : ldsB) {
          if (cfg.bLayout == "kn") {
            bv[h].append(emitTransposedReads(b, loc, tile, fragsB[h]));
            continue;
          }
          for (const Frag &f : fragsB[h])
            bv[h].push_back(vector::LoadOp::create(b, loc, fragTy(tile), tile,
                                                   ValueRange{f.row, f.col}));
        }
      }
    // MFMA step s reads k-slices [s*P, (s+1)*P) of each operand (P =
    // plan.slices[side]): a wider source is the concatenation of its
    // slices' fragments.
    auto sources = [&](llvm::SmallVector<llvm::SmallVector<Value>> &frags,
                       int side, int64_t s, int64_t i) -> Value {
      int64_t slices = plan.slices[side];
      Value v = frags[s * slices][i];
      for (int64_t p = 1; p < slices; ++p) {
        Value next = frags[s * slices + p][i];
        int64_t n = 2 * cast<VectorType>(v.getType()).getNumElements();
        SmallVector<int64_t> mask(n);
        std::iota(mask.begin(), mask.end(), 0);
        assert(p == 1 && "sources are concatenated pairwise");
        v = vector::ShuffleOp::create(b, loc, v, next, mask);
      }
      return v;
    };
    llvm::SmallVector<Value> accs(loop.getRegionIterArgs().begin(),
                                  loop.getRegionIterArgs().end());
    for (int64_t s = 0; s < plan.steps; ++s) {
      llvm::SmallVector<Value> as, bs;
      for (int64_t i = 0; i < plan.fa; ++i)
        as.push_back(sources(a, 0, s, i));
      for (size_t j = 0; j < ldsB.size() * plan.fb; ++j)
        bs.push_back(sources(bv, 1, s, j));
      for (size_t d = 0; d < ldsB.size(); ++d)
        emitMfmaStep(
            b, loc, plan, scales, s, as,
            ArrayRef<Value>(bs).slice(d * plan.fb, plan.fb),
            MutableArrayRef<Value>(accs).slice(d * accsPerDot, accsPerDot));
    }
    if (registerCopies)
      gpu::BarrierOp::create(b, loc);
    else
      ROCDL::SBarrierOp::create(b, loc);
    scf::YieldOp::create(b, loc, accs);
  }

  return loop;
}

/// Store: accumulator element e of lane l -> row 4*(l/16)+e, column l%16;
/// dot d's tile starts d*BN columns after n0.
void emitStores(OpBuilder &b, Location loc, IndexMath &im,
                const GemmConfig &cfg, const GemmPlan &plan, scf::ForOp loop,
                Value lane, Value waveM, Value waveN, Value m0, Value n0,
                Value argC, Type cElemTy) {
  Value rowQuad = im.mul(im.div(lane, kMfmaN), 4);
  Value colInFrag = im.rem(lane, kMfmaN);
  Value rowBase = im.add(m0, im.add(im.mul(waveM, plan.waveTileM), rowQuad));
  Value colBase = im.add(n0, im.add(im.mul(waveN, plan.waveTileN), colInFrag));
  int64_t accsPerDot = plan.fa * plan.fb;
  for (int64_t d = 0; d < cfg.dots(); ++d)
    for (int64_t i = 0; i < plan.fa; ++i)
      for (int64_t j = 0; j < plan.fb; ++j) {
        Value acc = loop.getResult(d * accsPerDot + i * plan.fb + j);
        Value col = im.add(colBase, d * cfg.tileN + j * kMfmaN);
        for (int64_t e = 0; e < 4; ++e) {
          Value row = im.add(rowBase, i * kMfmaM + e);
          Value v = vector::ExtractOp::create(b, loc, acc, e);
          if (cElemTy != b.getF32Type())
            v = arith::TruncFOp::create(b, loc, cElemTy, v);
          // Edges: C is stored through its fat raw buffer view; an element
          // outside C goes to row M, past num_records, and the buffer store
          // drops it (branch-free: no divergent per-lane guard).
          if (cfg.edges())
            row = rowInBounds(im, argC, row, col);
          memref::StoreOp::create(b, loc, v, argC, ValueRange{row, col});
        }
      }
}
} // namespace

OwningOpRef<ModuleOp> cdna4pipe::buildGemmModule(MLIRContext &ctx,
                                                 const GemmConfig &cfg,
                                                 const GemmPlan &plan) {
  if (cfg.target == "sm90a")
    return buildGemmModuleSm90(ctx, cfg, plan);
  Location loc = UnknownLoc::get(&ctx);
  OpBuilder b(&ctx);
  IndexMath im(b, loc);
  bool xorSwizzle = cfg.swizzle == "xor";
  bool registerCopies = cfg.copyStyle == "register";
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  gpu::GPUFuncOp func = buildKernelShell(b, loc, cfg, plan, *module);
  Type cElemTy = elementType(ctx, cfg.cDtype);

  Block &entry = func.getBody().front();
  Value argA = entry.getArgument(0), argB = entry.getArgument(1),
        argC = entry.getArgument(2);
  Value ldsA = func.getWorkgroupAttributions()[0];
  // One B tile per dot (MX: the scale tiles of A and B come last).
  SmallVector<Value> ldsB(func.getWorkgroupAttributions().slice(1, cfg.dots()));
  b.setInsertionPointToStart(&entry);
  im.constBlock = &entry;

  // Work distribution: block x -> N tile, block y -> M tile.
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bidX = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value bidY = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  Value wave = im.div(tid, kWaveSize);
  Value lane = im.rem(tid, kWaveSize);
  Value waveM = im.div(wave, plan.wn);
  Value waveN = im.rem(wave, plan.wn);
  Value m0 = im.mul(bidY, cfg.tileM);
  Value n0 = im.mul(bidX, cfg.blockN());

  // DMA style: fat raw buffer views of the operands (the copies lower to
  // buffer_load_dwordx4 ... lds). Register style reads the plain memrefs.
  auto fatView = [&](Value arg) -> Value {
    return registerCopies ? arg : createFatRawBufferView(b, loc, arg);
  };
  Value srcA = fatView(argA), srcB = fatView(argB);

  // Loop-invariant per-copy addresses.
  llvm::SmallVector<CopyAddr> copies;
  bool aKM = cfg.aLayout == "km", bKN = cfg.bLayout == "kn";
  planCopies(im, cfg, plan, /*side=*/0, wave, lane, srcA, ldsA, m0, aKM,
             plan.copiesA, copies);
  for (auto [d, tile] : llvm::enumerate(ldsB))
    planCopies(im, cfg, plan, /*side=*/1, wave, lane, srcB, tile,
               im.add(n0, static_cast<int64_t>(d) * cfg.tileN), bKN,
               plan.copiesB, copies);
  std::optional<ScaleReads> scales;
  if (plan.scaled()) {
    ValueRange ldsScales =
        func.getWorkgroupAttributions().drop_front(1 + cfg.dots());
    // One statement per op: the IR order must not depend on the order in
    // which a compiler evaluates call arguments.
    Value srcScaleA = fatView(entry.getArgument(3));
    Value rowScaleA = im.div(m0, kScaleRows);
    planScaleCopies(im, cfg, plan, wave, lane, srcScaleA, ldsScales[0],
                    rowScaleA, plan.scaleCopiesA, copies);
    Value srcScaleB = fatView(entry.getArgument(4));
    Value rowScaleB = im.div(n0, kScaleRows);
    planScaleCopies(im, cfg, plan, wave, lane, srcScaleB, ldsScales[1],
                    rowScaleB, plan.scaleCopiesB, copies);
    scales = planScaleReads(im, plan, lane, waveM, waveN, ldsScales[0],
                            ldsScales[1]);
  }

  Frags fragsA = aKM ? planFragsKRows(im, plan, /*side=*/0, xorSwizzle, lane,
                                      waveM, plan.waveTileM, plan.fa)
                     : planFrags(im, plan, /*side=*/0, xorSwizzle, lane, waveM,
                                 plan.waveTileM, plan.fa);
  Frags fragsB = bKN ? planFragsKRows(im, plan, /*side=*/1, xorSwizzle, lane,
                                      waveN, plan.waveTileN, plan.fb)
                     : planFrags(im, plan, /*side=*/1, xorSwizzle, lane, waveN,
                                 plan.waveTileN, plan.fb);
  // ceil(K / BK) K-tiles; --dynamic reads K off A at run time.
  Value kTiles = im.c(llvm::divideCeil(cfg.k, cfg.tileK));
  if (cfg.dynamic)
    kTiles = arith::CeilDivUIOp::create(b, loc, im.size(argA, aKM ? 0 : 1),
                                        im.c(cfg.tileK));
  scf::ForOp loop = emitKLoop(b, loc, im, cfg, plan, copies, fragsA, fragsB,
                              ldsA, ldsB, scales ? &*scales : nullptr, kTiles);
  emitStores(b, loc, im, cfg, plan, loop, lane, waveM, waveN, m0, n0,
             cfg.edges() ? fatView(argC) : argC, cElemTy);
  gpu::ReturnOp::create(b, loc);
  return module;
}

OwningOpRef<ModuleOp> cdna4pipe::generateGemmModule(MLIRContext &ctx,
                                                    GemmConfig &cfg,
                                                    std::string &error) {
  GemmPlan plan;
  if (!planGemm(cfg, plan, error))
    return nullptr;
  loadGemmDialects(ctx);
  OwningOpRef<ModuleOp> module = buildGemmModule(ctx, cfg, plan);
  if (failed(verify(*module))) {
    error = "internal error: the generated module does not verify";
    return nullptr;
  }
  return module;
}
