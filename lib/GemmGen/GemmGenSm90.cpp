//===- GemmGenSm90.cpp - Level 0 tile-GEMM kernel for Hopper (sm90a) ------===//
//
// The sm90a target of cdna4-gemm-gen: C[M,N] (f32, bf16 or f16) =
// A[M,K] * B[K,N], A and B bf16/f16 row-major (A K-contiguous, B
// N-contiguous), in upstream dialects (gpu, scf, memref, nvgpu). This file
// checks the configuration, holds the parts both schedules share
// (Sm90Builder.h) and builds the plain kernel of `--schedule pipelined`,
// which cdna4pipe-software-pipeline expands; `--schedule ws-persistent`
// (the default: the fastest measured) is GemmGenSm90Ws.cpp, its TMA-store
// epilogue GemmGenSm90Epilogue.cpp. See docs/Hopper.md.
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
//  * Store. f32 C: `nvgpu.warpgroup.mma.store` writes each warpgroup's
//    64 x BN accumulator straight into C (through a view at the tile's
//    first row: the store offsets rows by the absolute warp id). bf16/f16
//    C: storeAccumulator converts each thread's fragment pairs and stores
//    them (two adjacent columns per store).
//
//===----------------------------------------------------------------------===//

#include "IndexMath.h"
#include "Sm90Builder.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::sm90;

namespace {
constexpr int64_t kSharedLimit = 227 * 1024; // per block, opted in
constexpr int64_t kRegisterFile = 65536;     // 32-bit registers per SM
constexpr int64_t kMaxRegisters = 240;       // setmaxnreg's useful maximum
constexpr int64_t kMinFastStages = 3;        // ws-persistent: fewer slots stall
} // namespace

int64_t cdna4pipe::sm90ConsumerRegisters(int64_t consumerWarpgroups) {
  // The block's register pool at launch: the per-thread cap (a multiple of
  // 8) that lets one block of all warpgroups fit the register file, times
  // the threads; the producer gives back all but kProducerRegisters.
  int64_t threads = (consumerWarpgroups + 1) * kWarpgroupThreads;
  int64_t pool = kRegisterFile / threads / 8 * 8 * threads;
  int64_t perThread = (pool - kWarpgroupThreads * kSm90ProducerRegisters) /
                      (consumerWarpgroups * kWarpgroupThreads);
  return std::min(kMaxRegisters, perThread / 8 * 8);
}

/// The schedule-specific checks and plan of planGemmSm90.
static bool planSchedule(GemmConfig &cfg, GemmPlan &plan,
                         llvm::function_ref<bool(const llvm::Twine &)> fail) {
  int64_t slotBytes = (cfg.tileM + cfg.tileN) * cfg.tileK * kElemBytes;
  if (cfg.schedule == "pipelined") {
    if (cfg.stages != 0)
      return fail("--stages=" + llvm::Twine(cfg.stages) +
                  " applies to --schedule=ws-persistent (the pipelined "
                  "kernel gets its slots from cdna4-compile --num-stages)");
    if (!cfg.epilogue.empty())
      return fail("--epilogue=" + cfg.epilogue +
                  " applies to --schedule=ws-persistent (the pipelined "
                  "kernel stores C from registers)");
    plan.ldsBytes = slotBytes;
    return true;
  }
  if (cfg.schedule != "ws-persistent")
    return fail("--schedule=" + cfg.schedule +
                " is not one of pipelined, ws-persistent");
  // The TMA epilogue's staging buffer: every consumer warpgroup's rows.
  int64_t cBytes = cfg.cDtype == "f32" ? 4 : 2;
  int64_t tmaStaging = cfg.tileM * cfg.tileN * cBytes;
  // The default is the epilogue measured fastest on the H100
  // (docs/Hopper.md): the TMA store, unless its staging buffer leaves fewer
  // than kMinFastStages slots (2 slots lose ~30% either way).
  int64_t fastSlots = std::max(cfg.stages, kMinFastStages) * slotBytes;
  if (cfg.epilogue.empty())
    cfg.epilogue = fastSlots + tmaStaging <= kSharedLimit ? "tma" : "registers";
  if (cfg.epilogue != "tma" && cfg.epilogue != "registers")
    return fail("--epilogue=" + cfg.epilogue + " is not one of tma, registers");
  int64_t stagingBytes = cfg.epilogue == "tma" ? tmaStaging : 0;
  if (cfg.stages == 0)
    for (int64_t s = 4; s >= 2 && cfg.stages == 0; --s)
      if (s * slotBytes + stagingBytes <= kSharedLimit)
        cfg.stages = s;
  if (cfg.stages < 2 || cfg.stages > 4)
    return fail("--stages=" + llvm::Twine(cfg.stages) +
                " must be 2, 3 or 4 (shared-memory slots of the producer "
                "warp)");
  if (cfg.stages * slotBytes + stagingBytes > kSharedLimit) {
    std::string staging = stagingBytes
                              ? (" and " + llvm::Twine(stagingBytes) +
                                 " bytes of C staging (--epilogue=tma)")
                                    .str()
                              : "";
    return fail(llvm::Twine(cfg.stages) + " slots of " +
                llvm::Twine(slotBytes) + " bytes" + staging + " exceed the " +
                llvm::Twine(kSharedLimit) + " bytes of shared memory");
  }
  if (cfg.sms < 1)
    return fail("--sms=" + llvm::Twine(cfg.sms) +
                " must be at least 1 (blocks of the persistent grid)");
  // Each consumer thread holds BN / 2 accumulators plus addressing.
  int64_t regs = sm90ConsumerRegisters(plan.warpgroups);
  if (cfg.tileN / 2 + kSm90ProducerRegisters > regs)
    return fail("BM=" + llvm::Twine(cfg.tileM) +
                " BN=" + llvm::Twine(cfg.tileN) + ": " +
                llvm::Twine(plan.warpgroups) + " consumer warpgroups get " +
                llvm::Twine(regs) + " registers per thread, too few for " +
                llvm::Twine(cfg.tileN / 2) + " accumulators");
  plan.producerThreads = kWarpgroupThreads;
  plan.ldsBytes = cfg.stages * slotBytes + stagingBytes;
  return true;
}

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
  if (cfg.cDtype != "f32" && cfg.cDtype != "bf16" && cfg.cDtype != "f16")
    return fail("--c-dtype=" + cfg.cDtype +
                " is not one of f32, bf16, f16 (C is converted from the f32 "
                "accumulators)");
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
  // The default is the schedule measured fastest on the H100
  // (docs/Hopper.md).
  if (cfg.schedule.empty())
    cfg.schedule = "ws-persistent";
  plan.warpgroups = cfg.tileM / kWarpgroupRows;
  if (!planSchedule(cfg, plan, fail))
    return false;
  cfg.waves = plan.threads() / kWarp; // warps of 32 threads
  return true;
}

Sm90Builder::Sm90Builder(MLIRContext &ctx, const GemmConfig &cfg,
                         const GemmPlan &plan)
    : ctx(ctx), cfg(cfg), plan(plan), b(&ctx), loc(UnknownLoc::get(&ctx)) {
  elemTy = cfg.dtype == "bf16" ? Type(BFloat16Type::get(&ctx))
                               : Type(Float16Type::get(&ctx));
  cElemTy = cfg.cDtype == "bf16"  ? Type(BFloat16Type::get(&ctx))
            : cfg.cDtype == "f16" ? Type(Float16Type::get(&ctx))
                                  : Type(Float32Type::get(&ctx));
  wgSpace = gpu::AddressSpaceAttr::get(&ctx, gpu::AddressSpace::Workgroup);
}

Value Sm90Builder::c(int64_t v) {
  if (Value cst = constants.lookup(v))
    return cst;
  // In value order at the start of the entry block, whichever is made first
  // (IndexMath.h): before the least constant above v, else after the
  // greatest below it.
  OpBuilder::InsertionGuard guard(b);
  std::optional<int64_t> greatest;
  for (const auto &kv : constants)
    greatest = std::max(greatest.value_or(kv.first), kv.first);
  if (Operation *next = gemmgen::nextConstant(constants, v))
    b.setInsertionPoint(next);
  else if (greatest)
    b.setInsertionPointAfter(constants.lookup(*greatest).getDefiningOp());
  else
    b.setInsertionPointToStart(entry);
  Value cst = arith::ConstantIndexOp::create(b, loc, v);
  constants[v] = cst;
  return cst;
}

Value Sm90Builder::parityOf(Value v) {
  return arith::IndexCastOp::create(b, loc, b.getI1Type(), remu(v, 2))
      .getResult();
}

MemRefType Sm90Builder::smem(ArrayRef<int64_t> shape) {
  return MemRefType::get(shape, elemTy, MemRefLayoutAttrInterface(), wgSpace);
}

nvgpu::TensorMapDescriptorType Sm90Builder::tensorMap(ArrayRef<int64_t> box) {
  return nvgpu::TensorMapDescriptorType::get(
      &ctx, smem(box), nvgpu::TensorMapSwizzleKind::SWIZZLE_128B,
      nvgpu::TensorMapL2PromoKind::L2PROMO_NONE,
      nvgpu::TensorMapOOBKind::OOB_ZERO,
      nvgpu::TensorMapInterleaveKind::INTERLEAVE_NONE);
}

nvgpu::TensorMapDescriptorType Sm90Builder::tensorMapC() {
  return nvgpu::TensorMapDescriptorType::get(
      &ctx,
      MemRefType::get({kWarpgroupRows, boxColsC()}, cElemTy,
                      MemRefLayoutAttrInterface(), wgSpace),
      nvgpu::TensorMapSwizzleKind::SWIZZLE_128B,
      nvgpu::TensorMapL2PromoKind::L2PROMO_NONE,
      nvgpu::TensorMapOOBKind::OOB_ZERO,
      nvgpu::TensorMapInterleaveKind::INTERLEAVE_NONE);
}

nvgpu::WarpgroupAccumulatorType Sm90Builder::accType() {
  return nvgpu::WarpgroupAccumulatorType::get(
      &ctx,
      VectorType::get({kWarpgroupRows, cfg.tileN}, Float32Type::get(&ctx)));
}

gpu::GPUFuncOp Sm90Builder::buildFunc(ModuleOp module, ArrayRef<int32_t> grid,
                                      int64_t sharedBytes) {
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
  if (cfg.schedule != "pipelined") {
    entries.push_back(
        b.getNamedAttr("schedule", b.getStringAttr(cfg.schedule)));
    entries.push_back(
        b.getNamedAttr("stages", b.getI64IntegerAttr(cfg.stages)));
    entries.push_back(
        b.getNamedAttr("epilogue", b.getStringAttr(cfg.epilogue)));
  }
  gpuModule->setAttr("cdna4pipe.gemm", b.getDictionaryAttr(entries));
  b.setInsertionPointToStart(gpuModule.getBody());
  // C: a memref, or with the TMA epilogue a pointer to its tensor map.
  auto ptrTy = LLVM::LLVMPointerType::get(&ctx);
  Type cTy = MemRefType::get({cfg.m, cfg.n}, cElemTy);
  if (cfg.epilogue == "tma")
    cTy = ptrTy;
  auto func = gpu::GPUFuncOp::create(
      b, loc, "gemm", b.getFunctionType({ptrTy, ptrTy, cTy}, {}));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func.setKnownBlockSizeAttr(
      b.getDenseI32ArrayAttr({static_cast<int32_t>(plan.threads()), 1, 1}));
  func.setKnownGridSizeAttr(b.getDenseI32ArrayAttr(grid));
  func->setAttr("cdna4pipe.dynamic_shared_bytes",
                b.getI64IntegerAttr(sharedBytes));
  entry = &func.getBody().front();
  b.setInsertionPointToStart(entry);
  return func;
}

std::pair<Value, Value> Sm90Builder::tensorMaps() {
  auto tmATy = tensorMap({cfg.tileM, cfg.tileK});
  auto tmBTy = tensorMap({cfg.tileK, kBoxN});
  Value tmA = UnrealizedConversionCastOp::create(b, loc, TypeRange{tmATy},
                                                 entry->getArgument(0))
                  .getResult(0);
  Value tmB = UnrealizedConversionCastOp::create(b, loc, TypeRange{tmBTy},
                                                 entry->getArgument(1))
                  .getResult(0);
  return {tmA, tmB};
}

void Sm90Builder::copyTiles(Value bar, Value barId, Value pred, Value tmA,
                            Value tmB, Value tileA, Value tileB, Value m0,
                            Value n0, Value k0) {
  nvgpu::MBarrierArriveExpectTxOp::create(
      b, loc, bar, c((cfg.tileM + cfg.tileN) * cfg.tileK * kElemBytes), barId,
      pred);
  nvgpu::TmaAsyncLoadOp::create(b, loc, tileA, bar, tmA, ValueRange{k0, m0},
                                barId, Value(), pred);
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
                                  barId, Value(), pred);
  }
}

Value Sm90Builder::mmaTile(Value tmA, Value tmB, Value tileA, Value tileB,
                           Value wg, Value acc, int64_t waitGroup) {
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
  return nvgpu::WarpgroupMmaOp::create(b, loc, accType(), dA, dB,
                                       b.getI64IntegerAttr(waitGroup),
                                       UnitAttr(), b.getUnitAttr(), acc)
      .getMatrixD();
}

std::pair<Value, Value> Sm90Builder::laneAndWarp() {
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  return {remu(tid, kWarp), remu(divu(tid, kWarp), kWarpgroupThreads / kWarp)};
}

void Sm90Builder::forEachPair(
    Value acc, llvm::function_ref<void(int64_t i, int64_t j, Value pair)> fn) {
  // The accumulator lowers to a struct of one struct of BN / 2 f32 per
  // thread (convert-nvgpu-to-nvvm); element 4j + 2i + e of warp w, lane l
  // is row 16 (w mod 4) + l / 4 + 8i, column 8j + 2 (l mod 4) + e of the
  // warpgroup's 64 x BN block (PTX ISA, wgmma D fragments).
  Type f32 = Float32Type::get(&ctx);
  int64_t perThread = cfg.tileN / 2;
  auto inner =
      LLVM::LLVMStructType::getLiteral(&ctx, SmallVector<Type>(perThread, f32));
  auto outer = LLVM::LLVMStructType::getLiteral(&ctx, {inner});
  Value frags =
      UnrealizedConversionCastOp::create(b, loc, TypeRange{outer}, acc)
          .getResult(0);
  auto pairF32 = VectorType::get({2}, f32);
  auto pairC = VectorType::get({2}, cElemTy);
  for (int64_t i = 0; i < 2; ++i) {
    for (int64_t j = 0; j < cfg.tileN / 8; ++j) {
      int64_t e = 4 * j + 2 * i;
      Value x =
          LLVM::ExtractValueOp::create(b, loc, frags, ArrayRef<int64_t>{0, e});
      Value y = LLVM::ExtractValueOp::create(b, loc, frags,
                                             ArrayRef<int64_t>{0, e + 1});
      Value pair =
          vector::FromElementsOp::create(b, loc, pairF32, ValueRange{x, y});
      if (cElemTy != f32)
        pair = arith::TruncFOp::create(b, loc, pairC, pair);
      fn(i, j, pair);
    }
  }
}

void Sm90Builder::storeAccumulator(Value acc, Value argC, Value row0,
                                   Value n0) {
  auto [lane, warp] = laneAndWarp();
  // One statement per op: the IR order must not depend on the order in
  // which a compiler evaluates call arguments.
  Value laneRow = divu(lane, 4);
  Value warpRow = mul(warp, 16);
  Value row = add(row0, add(warpRow, laneRow));
  Value col = add(n0, mul(remu(lane, 4), 2));
  IntegerAttr pairBytes =
      b.getI64IntegerAttr(2 * cElemTy.getIntOrFloatBitWidth() / 8);
  forEachPair(acc, [&](int64_t i, int64_t j, Value pair) {
    Value r = i == 0 ? row : add(row, c(8 * i));
    Value cc = j == 0 ? col : add(col, c(8 * j));
    // The pair starts on an even column of a row-major C with an even
    // row length: aligned to its own size, one store instruction.
    vector::StoreOp::create(b, loc, pair, argC, ValueRange{r, cc},
                            /*nontemporal=*/false, pairBytes);
  });
}

void Sm90Builder::buildPipelinedLoopBody(scf::ForOp loop, Value tmA, Value tmB,
                                         Value bar, Value isLeader, Value tileA,
                                         Value tileB, Value m0, Value n0,
                                         Value wg) {
  b.setInsertionPointToStart(loop.getBody());
  Value kt = loop.getInductionVar();
  Value k0 = mul(kt, cfg.tileK);
  Value slot = c(0);
  copyTiles(bar, slot, isLeader, tmA, tmB, tileA, tileB, m0, n0, k0);
  // One slot: the barrier completes once per tile, phase parity kt % 2.
  nvgpu::MBarrierTryWaitParityOp::create(b, loc, bar, parityOf(kt),
                                         c(kTryWaitTicks), slot);
  Value mma = mmaTile(tmA, tmB, tileA, tileB, wg, loop.getRegionIterArgs()[0],
                      /*waitGroup=*/0);
  gpu::BarrierOp::create(b, loc);
  scf::YieldOp::create(b, loc, mma);
}

/// The (tile row, tile column) of linear tile `linear`; see "Block order".
std::pair<Value, Value> Sm90Builder::tileOf(Value linear) {
  int64_t tilesM = cfg.m / cfg.tileM, tilesN = cfg.n / cfg.tileN;
  int64_t group = std::min(cfg.groupM, tilesM);
  if (group <= 1)
    return {divu(linear, tilesN), remu(linear, tilesN)};
  Value groupId = divu(linear, group * tilesN);
  Value inGroup = remu(linear, group * tilesN);
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

OwningOpRef<ModuleOp> Sm90Builder::buildPipelined() {
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  (*module)->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                     b.getUnitAttr());
  buildFunc(*module,
            {static_cast<int32_t>(cfg.n / cfg.tileN),
             static_cast<int32_t>(cfg.m / cfg.tileM), 1},
            plan.ldsBytes);
  auto [tmA, tmB] = tensorMaps();
  Value argC = entry->getArgument(2);

  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bidX = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value bidY = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  Value isLeader = eq(tid, c(0));
  Value wg = divu(tid, kWarpgroupThreads);
  // Block (x, y) of the grid: the tile row y, column x, or the grouped
  // order's tile for the linear block index (x fastest, the launch order).
  Value tileRow = bidY, tileCol = bidX;
  if (std::min(cfg.groupM, cfg.m / cfg.tileM) > 1)
    std::tie(tileRow, tileCol) =
        tileOf(add(mul(bidY, cfg.n / cfg.tileN), bidX));
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

  auto barTy = nvgpu::MBarrierGroupType::get(&ctx, wgSpace, 1);
  Value bar = nvgpu::MBarrierCreateOp::create(b, loc, barTy);
  nvgpu::MBarrierInitOp::create(b, loc, bar, c(1), c(0), isLeader);
  gpu::BarrierOp::create(b, loc);

  Value acc0 = nvgpu::WarpgroupMmaInitAccumulatorOp::create(b, loc, accType());
  auto loop = countedFor(c(cfg.k / cfg.tileK), ValueRange{acc0});
  buildPipelinedLoopBody(loop, tmA, tmB, bar, isLeader, tileA, tileB, m0, n0,
                         wg);

  b.setInsertionPointAfter(loop);
  if (cfg.cDtype != "f32") {
    storeAccumulator(loop.getResult(0), argC, add(m0, mul(wg, kWarpgroupRows)),
                     n0);
  } else {
    // nvgpu.warpgroup.mma.store places a thread's fragments by its absolute
    // warp (thread_id.x / 32), rows 16 * warp onwards: every warpgroup
    // stores through the same view, starting at the tile's first row.
    auto cTy = cast<MemRefType>(argC.getType());
    auto cSubTy = memref::SubViewOp::inferResultType(
        cTy, ArrayRef<int64_t>{ShapedType::kDynamic, ShapedType::kDynamic},
        ArrayRef<int64_t>{kWarpgroupRows, cfg.tileN}, ArrayRef<int64_t>{1, 1});
    Value cSub = memref::SubViewOp::create(
        b, loc, cast<MemRefType>(cSubTy), argC, ArrayRef<OpFoldResult>{m0, n0},
        ArrayRef<OpFoldResult>{b.getIndexAttr(kWarpgroupRows),
                               b.getIndexAttr(cfg.tileN)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(1)});
    nvgpu::WarpgroupMmaStoreOp::create(b, loc, loop.getResult(0), cSub);
  }
  gpu::ReturnOp::create(b, loc);
  return module;
}

OwningOpRef<ModuleOp> cdna4pipe::buildGemmModuleSm90(MLIRContext &ctx,
                                                     const GemmConfig &cfg,
                                                     const GemmPlan &plan) {
  Sm90Builder builder(ctx, cfg, plan);
  return cfg.schedule == "ws-persistent" ? builder.buildWarpSpecialized()
                                         : builder.buildPipelined();
}
