//===- GemmGenSm90.cpp - Level 0 tile-GEMM kernel for Hopper (sm90a) ------===//
//
// The sm90a target of cdna4-gemm-gen: C[M,N] (f32) = A[M,K] * B[K,N], A and
// B bf16/f16 row-major (A K-contiguous, B N-contiguous), in upstream
// dialects (gpu, scf, memref, nvgpu). See docs/Hopper.md.
//
//  * Operands. A and B arrive as pointers to CUDA tensor maps (!llvm.ptr,
//    cast to !nvgpu.tensormap.descriptor inside the kernel): A's map has
//    box [BK=64 (K), BM (M)], B's [64 (N), 64 (K)], both with the 128-byte
//    swizzle (a 64-element row is 128 bytes). C is a plain memref.
//  * Shared memory. One dynamic shared-memory block: the A tile BM x 64 at
//    byte 0, then the B tile as BN/64 blocks of 64 (K) x 64 (N); every tile
//    starts on a 1024-byte boundary (the swizzle repeats every 1024 bytes).
//  * Copies. Thread 0 issues `nvgpu.tma.async.load` for the A tile and each
//    B block, after `mbarrier.arrive.expect_tx` with the tile's bytes; the
//    barrier is created and initialised (count 1) once, before the loop.
//    Every thread waits with `try_wait.parity` for the phase of iteration
//    kt, parity kt % 2 (one slot: the barrier completes once per tile).
//  * Math. Warpgroup w (threads 128w .. 128w+127) owns rows 64w .. 64w+63:
//    one `nvgpu.warpgroup.mma` (64 x BN x 64, B N-major: transposeB) per
//    tile, waiting for its wgmma group to finish (waitGroup 0) so the tile
//    can be overwritten after the closing gpu.barrier.
//  * Block order. Block (x, y) of the 2-D grid computes tile (y, x) by
//    default; with --group-m G > 1 the linear block index (x fastest, the
//    launch order) walks G tile rows down before the next tile column
//    (Triton's grouped order), so the blocks resident at once read fewer
//    distinct A rows and B columns and hit in L2 more often.
//  * Store. `nvgpu.warpgroup.mma.store` writes each warpgroup's 64 x BN
//    accumulator straight into C (through a view at the tile's first row:
//    the store offsets rows by the absolute warp id).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/GemmGen/GemmGen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {
constexpr int64_t kTileK = 64;         // one 128-byte swizzled row
constexpr int64_t kBoxN = 64;          // B box width (128 bytes)
constexpr int64_t kWarpgroupRows = 64; // wgmma M
constexpr int64_t kWarpgroupThreads = 128;
constexpr int64_t kMaxWgmmaN = 256;
constexpr int64_t kElemBytes = 2;
constexpr int64_t kSwizzleAlign = 1024;
constexpr int64_t kTryWaitTicks = 10000000;
} // namespace

bool cdna4pipe::planGemmSm90(GemmConfig &cfg, GemmPlan &plan,
                             std::string &error) {
  auto fail = [&](const llvm::Twine &msg) {
    error = ("--target=sm90a: " + msg).str();
    return false;
  };
  if (cfg.dtype != "bf16" && cfg.dtype != "f16")
    return fail("--dtype=" + cfg.dtype + " has no wgmma path here (bf16, f16)");
  if (cfg.cDtype.empty())
    cfg.cDtype = "f32";
  if (cfg.cDtype != "f32")
    return fail("--c-dtype=" + cfg.cDtype +
                ": C is written from the f32 accumulators (use f32)");
  if (cfg.swizzle == "none")
    return fail("--swizzle=none: the TMA copies and wgmma always use the "
                "128-byte swizzle");
  cfg.swizzle = "128b";
  if (cfg.m <= 0 || cfg.n <= 0 || cfg.k <= 0)
    return fail("problem sizes must be positive");
  if (cfg.groupM < 1)
    return fail("--group-m=" + llvm::Twine(cfg.groupM) +
                " must be at least 1 (1: row-major block order)");
  if (cfg.tileK != kTileK)
    return fail("BK=" + llvm::Twine(cfg.tileK) +
                " must be 64 (one 128-byte swizzled row per tile row)");
  if (cfg.tileM <= 0 || cfg.tileM % kWarpgroupRows != 0 || cfg.tileM > 256)
    return fail("BM=" + llvm::Twine(cfg.tileM) +
                " must be 64, 128, 192 or 256 (one warpgroup per 64 rows, "
                "TMA boxes of at most 256 rows)");
  if (cfg.tileN <= 0 || cfg.tileN % kBoxN != 0 || cfg.tileN > kMaxWgmmaN)
    return fail("BN=" + llvm::Twine(cfg.tileN) +
                " must be a multiple of 64 up to 256 (wgmma N)");
  if (cfg.m % cfg.tileM != 0 || cfg.n % cfg.tileN != 0 ||
      cfg.k % cfg.tileK != 0)
    return fail("the tile " + llvm::Twine(cfg.tileM) + "x" +
                llvm::Twine(cfg.tileN) + "x" + llvm::Twine(cfg.tileK) +
                " must divide M=" + llvm::Twine(cfg.m) +
                " N=" + llvm::Twine(cfg.n) + " K=" + llvm::Twine(cfg.k));
  plan.warpgroups = cfg.tileM / kWarpgroupRows;
  cfg.waves = plan.warpgroups * 4; // warps of 32 threads
  plan.ldsBytes = (cfg.tileM + cfg.tileN) * cfg.tileK * kElemBytes;
  return true;
}

namespace {
/// Builds the sm90a kernel body; one member per part of the kernel.
struct Sm90Builder {
  Sm90Builder(MLIRContext &ctx, const GemmConfig &cfg, const GemmPlan &plan)
      : ctx(ctx), cfg(cfg), plan(plan), b(&ctx), loc(UnknownLoc::get(&ctx)) {}

  MLIRContext &ctx;
  const GemmConfig &cfg;
  const GemmPlan &plan;
  OpBuilder b;
  Location loc;

  Type elemTy;
  Attribute wgSpace;
  nvgpu::MBarrierGroupType barTy;

  /// Index constants, created once each at the start of the entry block.
  Block *entry = nullptr;
  llvm::DenseMap<int64_t, Value> constants;
  Value c(int64_t v) {
    Value &cst = constants[v];
    if (!cst) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(entry);
      cst = arith::ConstantIndexOp::create(b, loc, v);
    }
    return cst;
  }
  Value mul(Value x, int64_t v) {
    return arith::MulIOp::create(b, loc, x, c(v));
  }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  MemRefType smem(ArrayRef<int64_t> shape) {
    return MemRefType::get(shape, elemTy, MemRefLayoutAttrInterface(), wgSpace);
  }
  nvgpu::TensorMapDescriptorType tensorMap(ArrayRef<int64_t> box) {
    return nvgpu::TensorMapDescriptorType::get(
        &ctx, smem(box), nvgpu::TensorMapSwizzleKind::SWIZZLE_128B,
        nvgpu::TensorMapL2PromoKind::L2PROMO_NONE,
        nvgpu::TensorMapOOBKind::OOB_ZERO,
        nvgpu::TensorMapInterleaveKind::INTERLEAVE_NONE);
  }
  nvgpu::WarpgroupAccumulatorType accType() {
    return nvgpu::WarpgroupAccumulatorType::get(
        &ctx,
        VectorType::get({kWarpgroupRows, cfg.tileN}, Float32Type::get(&ctx)));
  }

  OwningOpRef<ModuleOp> build();
  std::pair<Value, Value> blockTile(Value bidX, Value bidY);
  gpu::GPUFuncOp buildFunc(ModuleOp module);
  void buildLoopBody(scf::ForOp loop, Value tmA, Value tmB, Value bar,
                     Value isLeader, Value tileA, Value tileB, Value m0,
                     Value n0, Value wg);
};

gpu::GPUFuncOp Sm90Builder::buildFunc(ModuleOp module) {
  b.setInsertionPointToEnd(module.getBody());
  auto gpuModule = gpu::GPUModuleOp::create(b, loc, "cdna4_gemm");
  SmallVector<NamedAttribute> entries = gemmAttrEntries(b, cfg);
  entries.push_back(b.getNamedAttr("target", b.getStringAttr(cfg.target)));
  entries.push_back(
      b.getNamedAttr("warpgroups", b.getI64IntegerAttr(plan.warpgroups)));
  entries.push_back(b.getNamedAttr("b_layout", b.getStringAttr("KxN")));
  if (cfg.groupM > 1)
    entries.push_back(
        b.getNamedAttr("group_m", b.getI64IntegerAttr(cfg.groupM)));
  gpuModule->setAttr("cdna4pipe.gemm", b.getDictionaryAttr(entries));
  b.setInsertionPointToStart(gpuModule.getBody());
  auto ptrTy = LLVM::LLVMPointerType::get(&ctx);
  auto cTy = MemRefType::get({cfg.m, cfg.n}, Float32Type::get(&ctx));
  auto func = gpu::GPUFuncOp::create(
      b, loc, "gemm", b.getFunctionType({ptrTy, ptrTy, cTy}, {}));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func.setKnownBlockSizeAttr(
      b.getDenseI32ArrayAttr({static_cast<int32_t>(plan.threads()), 1, 1}));
  func.setKnownGridSizeAttr(
      b.getDenseI32ArrayAttr({static_cast<int32_t>(cfg.n / cfg.tileN),
                              static_cast<int32_t>(cfg.m / cfg.tileM), 1}));
  func->setAttr("cdna4pipe.dynamic_shared_bytes",
                b.getI64IntegerAttr(plan.ldsBytes));
  return func;
}

void Sm90Builder::buildLoopBody(scf::ForOp loop, Value tmA, Value tmB,
                                Value bar, Value isLeader, Value tileA,
                                Value tileB, Value m0, Value n0, Value wg) {
  b.setInsertionPointToStart(loop.getBody());
  Value kt = loop.getInductionVar();
  Value k0 = mul(kt, cfg.tileK);
  Value slot = c(0);
  int64_t bytes = plan.ldsBytes;
  nvgpu::MBarrierArriveExpectTxOp::create(b, loc, bar, c(bytes), slot,
                                          isLeader);
  nvgpu::TmaAsyncLoadOp::create(b, loc, tileA, bar, tmA, ValueRange{k0, m0},
                                slot, Value(), isLeader);
  auto tileBTy = cast<MemRefType>(tileB.getType());
  for (int64_t j = 0; j < cfg.tileN / kBoxN; ++j) {
    // Block j of the B tile, the leading unit dimension dropped.
    SmallVector<OpFoldResult> offsets{b.getIndexAttr(j), b.getIndexAttr(0),
                                      b.getIndexAttr(0)};
    SmallVector<OpFoldResult> sizes{
        b.getIndexAttr(1), b.getIndexAttr(cfg.tileK), b.getIndexAttr(kBoxN)};
    SmallVector<OpFoldResult> strides(3, b.getIndexAttr(1));
    auto blockTy = memref::SubViewOp::inferRankReducedResultType(
        {cfg.tileK, kBoxN}, tileBTy, offsets, sizes, strides);
    Value block = memref::SubViewOp::create(b, loc, blockTy, tileB, offsets,
                                            sizes, strides);
    Value col = j == 0 ? n0 : add(n0, c(j * kBoxN));
    nvgpu::TmaAsyncLoadOp::create(b, loc, block, bar, tmB, ValueRange{col, k0},
                                  slot, Value(), isLeader);
  }
  // One slot: the barrier completes once per tile, phase parity kt % 2.
  Value phase = arith::RemUIOp::create(b, loc, kt, c(2));
  Value parity =
      arith::IndexCastOp::create(b, loc, b.getI1Type(), phase).getResult();
  nvgpu::MBarrierTryWaitParityOp::create(b, loc, bar, parity, c(kTryWaitTicks),
                                         slot);

  // This warpgroup's 64 rows of A, all of B.
  auto aTy = cast<MemRefType>(tileA.getType());
  Value rows = mul(wg, kWarpgroupRows);
  auto aSubTy = memref::SubViewOp::inferResultType(
      aTy, ArrayRef<int64_t>{ShapedType::kDynamic, 0},
      ArrayRef<int64_t>{kWarpgroupRows, cfg.tileK}, ArrayRef<int64_t>{1, 1});
  Value aSub = memref::SubViewOp::create(
      b, loc, cast<MemRefType>(aSubTy), tileA,
      ArrayRef<OpFoldResult>{rows, b.getIndexAttr(0)},
      ArrayRef<OpFoldResult>{b.getIndexAttr(kWarpgroupRows),
                             b.getIndexAttr(cfg.tileK)},
      ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(1)});
  auto descA = nvgpu::WarpgroupMatrixDescriptorType::get(
      &ctx, smem({kWarpgroupRows, cfg.tileK}));
  auto descB = nvgpu::WarpgroupMatrixDescriptorType::get(
      &ctx, smem({cfg.tileK, cfg.tileN}));
  Value dA =
      nvgpu::WarpgroupGenerateDescriptorOp::create(b, loc, descA, aSub, tmA);
  Value dB =
      nvgpu::WarpgroupGenerateDescriptorOp::create(b, loc, descB, tileB, tmB);
  auto mma = nvgpu::WarpgroupMmaOp::create(
      b, loc, accType(), dA, dB, b.getI64IntegerAttr(0), UnitAttr(),
      b.getUnitAttr(), loop.getRegionIterArgs()[0]);
  gpu::BarrierOp::create(b, loc);
  scf::YieldOp::create(b, loc, mma.getMatrixD());
}

/// The (tile row, tile column) block (x, y) computes; see "Block order".
std::pair<Value, Value> Sm90Builder::blockTile(Value bidX, Value bidY) {
  int64_t tilesM = cfg.m / cfg.tileM, tilesN = cfg.n / cfg.tileN;
  int64_t group = std::min(cfg.groupM, tilesM);
  if (group <= 1)
    return {bidY, bidX};
  Value linear = add(mul(bidY, tilesN), bidX);
  Value groupId = arith::DivUIOp::create(b, loc, linear, c(group * tilesN));
  Value inGroup = arith::RemUIOp::create(b, loc, linear, c(group * tilesN));
  Value firstRow = mul(groupId, group);
  // Rows in this group: G, or what is left in the last group when G does
  // not divide the tile rows.
  Value rows = c(group);
  if (tilesM % group != 0)
    rows = arith::MinUIOp::create(
        b, loc, rows, arith::SubIOp::create(b, loc, c(tilesM), firstRow));
  Value row = add(firstRow, arith::RemUIOp::create(b, loc, inGroup, rows));
  Value col = arith::DivUIOp::create(b, loc, inGroup, rows);
  return {row, col};
}

OwningOpRef<ModuleOp> Sm90Builder::build() {
  elemTy = cfg.dtype == "bf16" ? Type(BFloat16Type::get(&ctx))
                               : Type(Float16Type::get(&ctx));
  wgSpace = gpu::AddressSpaceAttr::get(&ctx, gpu::AddressSpace::Workgroup);
  barTy = nvgpu::MBarrierGroupType::get(&ctx, wgSpace, 1);

  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  (*module)->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                     b.getUnitAttr());
  gpu::GPUFuncOp func = buildFunc(*module);
  entry = &func.getBody().front();
  b.setInsertionPointToStart(entry);

  auto tmATy = tensorMap({cfg.tileM, cfg.tileK});
  auto tmBTy = tensorMap({cfg.tileK, kBoxN});
  Value tmA = UnrealizedConversionCastOp::create(b, loc, TypeRange{tmATy},
                                                 entry->getArgument(0))
                  .getResult(0);
  Value tmB = UnrealizedConversionCastOp::create(b, loc, TypeRange{tmBTy},
                                                 entry->getArgument(1))
                  .getResult(0);
  Value argC = entry->getArgument(2);

  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bidX = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value bidY = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  Value isLeader =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, c(0));
  Value wg = arith::DivUIOp::create(b, loc, tid, c(kWarpgroupThreads));
  auto [tileRow, tileCol] = blockTile(bidX, bidY);
  Value m0 = mul(tileRow, cfg.tileM);
  Value n0 = mul(tileCol, cfg.tileN);

  // Tiles in dynamic shared memory, each on a 1024-byte boundary.
  auto bytePtrTy = MemRefType::get({ShapedType::kDynamic}, b.getI8Type(),
                                   MemRefLayoutAttrInterface(), wgSpace);
  Value dyn = gpu::DynamicSharedMemoryOp::create(b, loc, bytePtrTy);
  int64_t bytesA = cfg.tileM * cfg.tileK * kElemBytes;
  static_assert(kWarpgroupRows * kTileK * kElemBytes % kSwizzleAlign == 0,
                "every tile offset stays 1024-byte aligned");
  Value tileA = memref::ViewOp::create(b, loc, smem({cfg.tileM, cfg.tileK}),
                                       dyn, c(0), ValueRange{});
  Value tileB = memref::ViewOp::create(
      b, loc, smem({cfg.tileN / kBoxN, cfg.tileK, kBoxN}), dyn, c(bytesA),
      ValueRange{});

  Value bar = nvgpu::MBarrierCreateOp::create(b, loc, barTy);
  nvgpu::MBarrierInitOp::create(b, loc, bar, c(1), c(0), isLeader);
  gpu::BarrierOp::create(b, loc);

  Value acc0 = nvgpu::WarpgroupMmaInitAccumulatorOp::create(b, loc, accType());
  auto loop = scf::ForOp::create(b, loc, c(0), c(cfg.k / cfg.tileK), c(1),
                                 ValueRange{acc0});
  buildLoopBody(loop, tmA, tmB, bar, isLeader, tileA, tileB, m0, n0, wg);

  b.setInsertionPointAfter(loop);
  // nvgpu.warpgroup.mma.store places a thread's fragments by its absolute
  // warp (thread_id.x / 32), rows 16 * warp onwards: every warpgroup stores
  // through the same view, starting at the tile's first row.
  auto cTy = cast<MemRefType>(argC.getType());
  Value row = m0;
  auto cSubTy = memref::SubViewOp::inferResultType(
      cTy, ArrayRef<int64_t>{ShapedType::kDynamic, ShapedType::kDynamic},
      ArrayRef<int64_t>{kWarpgroupRows, cfg.tileN}, ArrayRef<int64_t>{1, 1});
  Value cSub = memref::SubViewOp::create(
      b, loc, cast<MemRefType>(cSubTy), argC, ArrayRef<OpFoldResult>{row, n0},
      ArrayRef<OpFoldResult>{b.getIndexAttr(kWarpgroupRows),
                             b.getIndexAttr(cfg.tileN)},
      ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(1)});
  nvgpu::WarpgroupMmaStoreOp::create(b, loc, loop.getResult(0), cSub);
  gpu::ReturnOp::create(b, loc);
  return module;
}
} // namespace

OwningOpRef<ModuleOp> cdna4pipe::buildGemmModuleSm90(MLIRContext &ctx,
                                                     const GemmConfig &cfg,
                                                     const GemmPlan &plan) {
  Sm90Builder builder(ctx, cfg, plan);
  return builder.build();
}
