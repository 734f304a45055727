//===- GemmGenSm90Epilogue.cpp - TMA-store epilogue of the ws kernel ------===//
//
// `cdna4-gemm-gen --target sm90a --schedule ws-persistent --epilogue tma`:
// C leaves through shared memory and the TMA unit instead of one 4- or
// 8-byte store per fragment pair (docs/Hopper.md, "TMA-store epilogue").
//
//  * Staging. After the slots (`stages` x (BM + BN) x 64 x 2 bytes), every
//    consumer warpgroup w owns BN / BC boxes of 64 rows x 128 bytes (BC =
//    128 / sizeof(C element) columns: 64 bf16/f16, 32 f32), box j at byte
//    slots + (w BN / BC + j) 8192. A box is stored with the 128-byte
//    swizzle, as C's tensor map (box 64 x BC) reads it: the 16-byte chunk
//    q of row r sits at chunk q xor (r mod 8). A thread's pair of row r =
//    16 warp + lane / 4 + 8i has r mod 8 = lane / 4, so the 8 rows a warp
//    writes at once hit 8 different chunks: no bank conflict.
//  * Per tile, warpgroup w (after its last wgmma retired and the slot was
//    released):
//      thread 0: cp.async.bulk.wait_group.read 0  // the previous tile's
//                                                 // stores have read the box
//      bar.sync 1 + w, 128                        // the boxes are free
//      st.shared of every fragment pair (converted to C's type)
//      fence.proxy.async.shared::cta              // visible to the TMA unit
//      bar.sync 1 + w, 128                        // all pairs written
//      thread 0: cp.async.bulk.tensor store of each box to C at
//                (n0 + j BC, m0 + 64 w); cp.async.bulk.commit_group
//    then the warpgroup goes on with the next tile's main loop while the
//    stores drain. Named barrier 1 + w (barrier 0 is the block's) couples
//    only the warpgroup's 128 threads.
//  * Exit. Thread 0 of each consumer warpgroup waits for its last stores
//    (cp.async.bulk.wait_group 0) before the block ends.
//
//===----------------------------------------------------------------------===//

#include "Sm90Builder.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::sm90;

namespace {
constexpr int64_t kChunkBytes = 16; // unit of the 128-byte swizzle
constexpr int64_t kBoxBytes = kWarpgroupRows * kSwizzleBytes;
} // namespace

/// Box `box` of warpgroup `wg`'s staging buffer, as C's tensor map sees it
/// (64 rows x BC columns).
Value Sm90Builder::stagingBox(Value wg, int64_t box) {
  int64_t slots = cfg.stages * (cfg.tileM + cfg.tileN) * cfg.tileK * kElemBytes;
  int64_t boxes = cfg.tileN / boxColsC();
  static_assert(kBoxBytes % kSwizzleAlign == 0,
                "every box stays 1024-byte aligned");
  Value shift = add(mul(wg, boxes * kBoxBytes), c(slots + box * kBoxBytes));
  auto type = MemRefType::get({kWarpgroupRows, boxColsC()}, cElemTy,
                              MemRefLayoutAttrInterface(), wgSpace);
  return memref::ViewOp::create(b, loc, type, dynShared, shift, ValueRange{});
}

/// `bar.sync id, threads`: the threads of one consumer warpgroup.
void Sm90Builder::warpgroupBarrier(Value id, Value threads) {
  NVVM::BarrierOp::create(b, loc, TypeRange{}, id, threads,
                          NVVM::BarrierReductionAttr(), Value());
}

void Sm90Builder::storeAccumulatorTma(Value acc, Value tmC, Value wg,
                                      Value wgLeader, Value m0, Value n0) {
  int64_t boxCols = boxColsC();
  int64_t chunkElems = kChunkBytes / (cElemTy.getIntOrFloatBitWidth() / 8);
  // Named barrier 1 + wg (0 is the block's) of the warpgroup's threads.
  Value barrierId =
      arith::IndexCastUIOp::create(b, loc, b.getI32Type(), add(wg, c(1)));
  Value threads =
      arith::ConstantIntOp::create(b, loc, b.getI32Type(), kWarpgroupThreads);
  // The previous tile's stores have finished reading the boxes.
  auto wait = scf::IfOp::create(b, loc, wgLeader, /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(wait.thenBlock());
    NVVM::CpAsyncBulkWaitGroupOp::create(b, loc, b.getI32IntegerAttr(0),
                                         b.getUnitAttr());
  }
  warpgroupBarrier(barrierId, threads);

  SmallVector<Value> boxes;
  for (int64_t j = 0; j < cfg.tileN / boxCols; ++j)
    boxes.push_back(stagingBox(wg, j));
  auto [lane, warp] = laneAndWarp();
  Value quad = divu(lane, 4);
  Value row = add(mul(warp, 16), quad);
  // Column 8j + 2 (lane mod 4) of the tile is column (8j mod BC) + laneCol
  // of box 8j / BC: chunk (8j mod BC) / chunkElems + laneChunk, element
  // laneElem of the chunk; the chunk is swizzled with row mod 8 = lane / 4
  // (quad).
  Value laneCol = mul(remu(lane, 4), 2);
  Value laneChunk = divu(laneCol, chunkElems);
  Value laneElem = remu(laneCol, chunkElems);
  IntegerAttr pairBytes =
      b.getI64IntegerAttr(2 * cElemTy.getIntOrFloatBitWidth() / 8);
  forEachPair(acc, [&](int64_t i, int64_t j, Value pair) {
    Value r = i == 0 ? row : add(row, c(8 * i));
    int64_t firstChunk = (8 * j % boxCols) / chunkElems;
    Value chunk = firstChunk ? add(c(firstChunk), laneChunk) : laneChunk;
    Value col = add(mul(arith::XOrIOp::create(b, loc, chunk, quad), chunkElems),
                    laneElem);
    vector::StoreOp::create(b, loc, pair, boxes[8 * j / boxCols],
                            ValueRange{r, col},
                            /*nontemporal=*/false, pairBytes);
  });
  // The generic-proxy writes become visible to the TMA unit (async proxy),
  // then every thread's writes to the issuing thread.
  NVVM::FenceProxyOp::create(
      b, loc, NVVM::ProxyKindAttr::get(&ctx, NVVM::ProxyKind::async_shared),
      NVVM::SharedSpaceAttr::get(&ctx, NVVM::SharedSpace::shared_cta));
  warpgroupBarrier(barrierId, threads);

  auto store = scf::IfOp::create(b, loc, wgLeader, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(store.thenBlock());
  Value rows = add(m0, mul(wg, kWarpgroupRows));
  for (auto [j, box] : llvm::enumerate(boxes)) {
    Value col = j == 0 ? n0 : add(n0, c(j * boxCols));
    nvgpu::TmaAsyncStoreOp::create(b, loc, box, tmC, ValueRange{col, rows},
                                   /*predicate=*/Value());
  }
  NVVM::CpAsyncBulkCommitGroupOp::create(b, loc);
}

void Sm90Builder::drainTmaStores(Value wgLeader) {
  auto drain = scf::IfOp::create(b, loc, wgLeader, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(drain.thenBlock());
  NVVM::CpAsyncBulkWaitGroupOp::create(b, loc, b.getI32IntegerAttr(0),
                                       UnitAttr());
}
