//===- GemmGenSm90Ws.cpp - warp-specialised persistent sm90a kernel -------===//
//
// `cdna4-gemm-gen --target sm90a --schedule ws-persistent`: the kernel
// writes its own pipeline, the CUTLASS 3 "warp-specialised persistent"
// form (docs/Hopper.md):
//
//  * Roles. BM/64 consumer warpgroups (threads 0 .. 128 W - 1; warpgroup w
//    owns rows 64w .. 64w+63 of a tile) and one producer warpgroup (the
//    last): the producer gives its registers back
//    (`setmaxnreg.dec` to kSm90ProducerRegisters), the consumers take them
//    (`setmaxnreg.inc`, sm90ConsumerRegisters); one producer thread issues
//    every TMA copy.
//  * Slots. `--stages` S slots of the A and B tiles in the dynamic shared
//    block (A slots first, then B slots, 1024-byte aligned) and two groups
//    of S mbarriers: full[s] (count 1: the producer's expect_tx; the TMA
//    copies complete its transaction bytes) and empty[s] (count W: one
//    arrival per consumer warpgroup).
//  * Persistent grid. G = ceil(tiles / R) blocks, R = ceil(tiles / --sms)
//    the rounds --sms blocks would need (2048 tiles on 132 SMs: 16 rounds,
//    128 blocks). Block b of G walks tiles b, b + G, ... in the block
//    order (--group-m); K-tile kt of the j-th tile it walks is the
//    block's i-th K-tile overall, i = j * KT + kt, in slot i mod S, and the
//    r = (i / S)-th use of that slot: the producer waits on empty[s] with
//    parity (r + 1) mod 2 (the first round passes on the fresh barriers),
//    the consumers on full[s] with parity r mod 2. The phases continue from
//    one tile to the next; no barrier is re-initialised and no CTA barrier
//    follows the one after the inits.
//  * Consumers. One wgmma group per K-tile stays in flight (waitGroup 1):
//    after the MMA of K-tile i, group i - 1 has retired and the warpgroup's
//    thread 0 arrives on empty[(i - 1) mod S]; after the tile's last MMA,
//    `wgmma.wait_group 0`, the arrival for the last slot, and the epilogue
//    (storeAccumulator: C from registers). The producer, bounded only by
//    the empty barriers, is already filling the slots of the next tile
//    while the consumers store this one.
//
//===----------------------------------------------------------------------===//

#include "Sm90Builder.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::sm90;

/// Insertion point at the end of `loop`'s body, before its terminator if the
/// builder made one.
static void atBodyEnd(OpBuilder &b, scf::ForOp loop) {
  Block *body = loop.getBody();
  if (!body->empty() && body->back().hasTrait<OpTrait::IsTerminator>())
    b.setInsertionPoint(&body->back());
  else
    b.setInsertionPointToEnd(body);
}

Value Sm90Builder::slotView(Value dyn, int64_t base, int64_t bytes, Value slot,
                            MemRefType type) {
  Value shift = add(mul(slot, bytes), c(base));
  return memref::ViewOp::create(b, loc, type, dyn, shift, ValueRange{});
}

/// The A and B tiles of slot `slot`.
std::pair<Value, Value> Sm90Builder::slotTiles(Value slot) {
  int64_t bytesA = cfg.tileM * cfg.tileK * kElemBytes;
  int64_t bytesB = cfg.tileN * cfg.tileK * kElemBytes;
  static_assert(kWarpgroupRows * kTileK * kElemBytes % kSwizzleAlign == 0,
                "every slot offset stays 1024-byte aligned");
  Value tileA =
      slotView(dynShared, 0, bytesA, slot, smem({cfg.tileM, cfg.tileK}));
  Value tileB = slotView(dynShared, cfg.stages * bytesA, bytesB, slot,
                         smem({cfg.tileN / kBoxN, cfg.tileK, kBoxN}));
  return {tileA, tileB};
}

/// `scf.for tile = block_id.x to #tiles step grid_dim.x iter_args(i0 = 0)`:
/// i0 counts the K-tiles the block has walked before this tile. The
/// insertion point is left at the start of the body.
scf::ForOp Sm90Builder::persistentLoop() {
  int64_t tiles = (cfg.m / cfg.tileM) * (cfg.n / cfg.tileN);
  Value bid = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value grid = gpu::GridDimOp::create(b, loc, gpu::Dimension::x);
  auto loop = scf::ForOp::create(b, loc, bid, c(tiles), grid, ValueRange{c(0)});
  b.setInsertionPointToStart(loop.getBody());
  return loop;
}

void Sm90Builder::buildProducer(Value tmA, Value tmB, Value full, Value empty) {
  NVVM::SetMaxRegisterOp::create(
      b, loc, b.getI32IntegerAttr(kSm90ProducerRegisters),
      NVVM::SetMaxRegisterActionAttr::get(
          &ctx, NVVM::SetMaxRegisterAction::decrease));
  Value issuer = eq(tid, c(plan.warpgroups * kWarpgroupThreads));
  auto branch = scf::IfOp::create(b, loc, issuer, /*withElseRegion=*/false);
  b.setInsertionPointToStart(branch.thenBlock());
  int64_t kTiles = cfg.k / cfg.tileK;
  scf::ForOp tiles = persistentLoop();
  Value i0 = tiles.getRegionIterArgs()[0];
  auto [row, col] = tileOf(tiles.getInductionVar());
  Value m0 = mul(row, cfg.tileM), n0 = mul(col, cfg.tileN);
  auto kLoop = countedFor(c(kTiles));
  atBodyEnd(b, kLoop);
  Value kt = kLoop.getInductionVar();
  Value i = add(i0, kt);
  Value slot = remu(i, cfg.stages);
  // The r-th refill of a slot waits for the consumers' r-th release.
  Value round = divu(i, cfg.stages);
  nvgpu::MBarrierTryWaitParityOp::create(
      b, loc, empty, parityOf(add(round, c(1))), c(kTryWaitTicks), slot);
  auto [tileA, tileB] = slotTiles(slot);
  copyTiles(full, slot, Value(), tmA, tmB, tileA, tileB, m0, n0,
            mul(kt, cfg.tileK));
  b.setInsertionPointAfter(kLoop);
  scf::YieldOp::create(b, loc, add(i0, c(kTiles)));
}

void Sm90Builder::buildConsumers(Value tmA, Value tmB, Value full,
                                 Value empty) {
  NVVM::SetMaxRegisterOp::create(
      b, loc, b.getI32IntegerAttr(sm90ConsumerRegisters(plan.warpgroups)),
      NVVM::SetMaxRegisterActionAttr::get(
          &ctx, NVVM::SetMaxRegisterAction::increase));
  Value wg = divu(tid, kWarpgroupThreads);
  Value wgLeader = eq(remu(tid, kWarpgroupThreads), c(0));
  int64_t kTiles = cfg.k / cfg.tileK;
  Value tmC;
  if (cfg.epilogue == "tma")
    tmC = UnrealizedConversionCastOp::create(b, loc, TypeRange{tensorMapC()},
                                             entry->getArgument(2))
              .getResult(0);
  scf::ForOp tiles = persistentLoop();
  Value i0 = tiles.getRegionIterArgs()[0];
  auto [row, col] = tileOf(tiles.getInductionVar());
  Value m0 = mul(row, cfg.tileM), n0 = mul(col, cfg.tileN);
  Value acc0 = nvgpu::WarpgroupMmaInitAccumulatorOp::create(b, loc, accType());
  auto kLoop = countedFor(c(kTiles), ValueRange{acc0});
  b.setInsertionPointToStart(kLoop.getBody());
  Value kt = kLoop.getInductionVar();
  Value i = add(i0, kt);
  Value slot = remu(i, cfg.stages);
  nvgpu::MBarrierTryWaitParityOp::create(
      b, loc, full, parityOf(divu(i, cfg.stages)), c(kTryWaitTicks), slot);
  auto [tileA, tileB] = slotTiles(slot);
  Value mma = mmaTile(tmA, tmB, tileA, tileB, wg, kLoop.getRegionIterArgs()[0],
                      /*waitGroup=*/1);
  // Group i - 1 has retired: release its slot (from the tile's second
  // K-tile on; the first K-tile's predecessor is released after the last).
  Value prev = remu(add(i, c(cfg.stages - 1)), cfg.stages);
  Value notFirst =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, kt, c(0));
  nvgpu::MBarrierArriveExpectTxOp::create(
      b, loc, empty, c(0), prev,
      arith::AndIOp::create(b, loc, notFirst, wgLeader));
  scf::YieldOp::create(b, loc, mma);

  b.setInsertionPointAfter(kLoop);
  NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 0);
  Value last = remu(add(i0, c(kTiles - 1)), cfg.stages);
  nvgpu::MBarrierArriveExpectTxOp::create(b, loc, empty, c(0), last, wgLeader);
  if (cfg.epilogue == "tma")
    storeAccumulatorTma(kLoop.getResult(0), tmC, wg, wgLeader, m0, n0);
  else
    storeAccumulator(kLoop.getResult(0), entry->getArgument(2),
                     add(m0, mul(wg, kWarpgroupRows)), n0);
  scf::YieldOp::create(b, loc, add(i0, c(kTiles)));
  b.setInsertionPointAfter(tiles);
  if (cfg.epilogue == "tma")
    drainTmaStores(wgLeader);
}

OwningOpRef<ModuleOp> Sm90Builder::buildWarpSpecialized() {
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  (*module)->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                     b.getUnitAttr());
  // The fewest blocks that walk the tiles in as many rounds as --sms
  // blocks would: every block gets the same number of tiles (or one
  // fewer), and no SM idles through a last, partial round.
  int64_t tiles = (cfg.m / cfg.tileM) * (cfg.n / cfg.tileN);
  int64_t rounds = llvm::divideCeil(tiles, cfg.sms);
  gpu::GPUFuncOp func = buildFunc(
      *module, {static_cast<int32_t>(llvm::divideCeil(tiles, rounds)), 1, 1},
      plan.ldsBytes);
  // One block per SM: the register cap ptxas needs for setmaxnreg, and the
  // mark that tells cdna4pipe-software-pipeline the loops are pipelined.
  func->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                b.getI32IntegerAttr(1));
  func->setAttr("cdna4pipe.warp_specialized", b.getUnitAttr());
  auto [tmA, tmB] = tensorMaps();
  tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  auto bytePtrTy = MemRefType::get({ShapedType::kDynamic}, b.getI8Type(),
                                   MemRefLayoutAttrInterface(), wgSpace);
  dynShared = gpu::DynamicSharedMemoryOp::create(b, loc, bytePtrTy);

  auto barTy = nvgpu::MBarrierGroupType::get(&ctx, wgSpace, cfg.stages);
  Value full = nvgpu::MBarrierCreateOp::create(b, loc, barTy);
  Value empty = nvgpu::MBarrierCreateOp::create(b, loc, barTy);
  Value isInit = eq(tid, c(0));
  for (int64_t s = 0; s < cfg.stages; ++s)
    nvgpu::MBarrierInitOp::create(b, loc, full, c(1), c(s), isInit);
  for (int64_t s = 0; s < cfg.stages; ++s)
    nvgpu::MBarrierInitOp::create(b, loc, empty, c(plan.warpgroups), c(s),
                                  isInit);
  gpu::BarrierOp::create(b, loc);

  Value warpgroup = divu(tid, kWarpgroupThreads);
  Value isProducer = eq(warpgroup, c(plan.warpgroups));
  auto roles = scf::IfOp::create(b, loc, isProducer, /*withElseRegion=*/true);
  b.setInsertionPointToStart(roles.thenBlock());
  buildProducer(tmA, tmB, full, empty);
  b.setInsertionPointToStart(roles.elseBlock());
  buildConsumers(tmA, tmB, full, empty);
  b.setInsertionPointAfter(roles);
  gpu::ReturnOp::create(b, loc);
  return module;
}
