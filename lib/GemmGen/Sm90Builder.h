//===- Sm90Builder.h - shared parts of the sm90a builders ----*- C++ -*-===//
//
// The pieces both sm90a kernels of cdna4-gemm-gen are made of (see
// docs/Hopper.md): the plain tile-GEMM kernel the software pipeliner
// expands (GemmGenSm90.cpp) and the warp-specialised persistent kernel
// (GemmGenSm90Ws.cpp). Private to lib/GemmGen.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_LIB_GEMMGEN_SM90BUILDER_H
#define CDNA4PIPE_LIB_GEMMGEN_SM90BUILDER_H

#include "cdna4pipe/GemmGen/GemmGen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ADT/DenseMap.h"

namespace mlir {
namespace cdna4pipe {
namespace sm90 {
constexpr int64_t kTileK = 64;         // one 128-byte swizzled row
constexpr int64_t kBoxN = 64;          // B box width (128 bytes)
constexpr int64_t kWarpgroupRows = 64; // wgmma M
constexpr int64_t kWarpgroupThreads = 128;
constexpr int64_t kWarp = 32;
constexpr int64_t kMaxWgmmaN = 256;
constexpr int64_t kElemBytes = 2;
constexpr int64_t kSwizzleAlign = 1024;
constexpr int64_t kSwizzleBytes = 128; // one row of a 128-byte-swizzled box
constexpr int64_t kTryWaitTicks = 10000000;
} // namespace sm90

/// Builds an sm90a kernel; one member per part of the kernel.
struct Sm90Builder {
  Sm90Builder(MLIRContext &ctx, const GemmConfig &cfg, const GemmPlan &plan);

  MLIRContext &ctx;
  const GemmConfig &cfg;
  const GemmPlan &plan;
  OpBuilder b;
  Location loc;

  Type elemTy;
  Type cElemTy;
  Attribute wgSpace;
  /// ws-persistent: the dynamic shared block and the thread id.
  Value dynShared, tid;

  /// Index constants, created once each at the start of the entry block.
  Block *entry = nullptr;
  llvm::DenseMap<int64_t, Value> constants;
  Value c(int64_t v);
  /// scf.for from 0 to `count` by 1.
  scf::ForOp countedFor(Value count, ValueRange inits = {}) {
    return scf::ForOp::create(b, loc, c(0), count, c(1), inits);
  }
  Value mul(Value x, int64_t v) {
    return arith::MulIOp::create(b, loc, x, c(v));
  }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value divu(Value x, int64_t v) {
    return arith::DivUIOp::create(b, loc, x, c(v));
  }
  Value remu(Value x, int64_t v) {
    return arith::RemUIOp::create(b, loc, x, c(v));
  }
  Value eq(Value x, Value y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x, y);
  }
  /// `v mod 2` as the i1 parity of a barrier phase.
  Value parityOf(Value v);
  MemRefType smem(ArrayRef<int64_t> shape);
  nvgpu::TensorMapDescriptorType tensorMap(ArrayRef<int64_t> box);
  /// C's tensor map (--epilogue tma): boxes of 64 rows x 128 bytes of C's
  /// element type, 128-byte swizzle.
  nvgpu::TensorMapDescriptorType tensorMapC();
  /// Columns of C per staging box (128 bytes).
  int64_t boxColsC() const {
    return sm90::kSwizzleBytes / (cElemTy.getIntOrFloatBitWidth() / 8);
  }
  nvgpu::WarpgroupAccumulatorType accType();

  /// The module, its gpu.module (with the `cdna4pipe.gemm` attribute) and
  /// the kernel `gemm(tmA, tmB, C)` for `threads` threads per block, a
  /// known grid, and `sharedBytes` of dynamic shared memory; `entry` and
  /// the insertion point are set to the kernel's entry block.
  gpu::GPUFuncOp buildFunc(ModuleOp module, ArrayRef<int32_t> grid,
                           int64_t sharedBytes);
  /// The entry block's tensor maps of A and B (cast from the pointers).
  std::pair<Value, Value> tensorMaps();
  /// The (tile row, tile column) of the linear tile index `linear` (x, the
  /// tile column, fastest) in the configured block order (--group-m).
  std::pair<Value, Value> tileOf(Value linear);
  /// `mbarrier.arrive.expect_tx` of one K-tile's bytes on barrier `barId`
  /// of `bar`, then the TMA copies of A (rows m0..) and B (columns n0..) at
  /// K offset k0 into `tileA` / `tileB`, all under `pred` (may be null).
  void copyTiles(Value bar, Value barId, Value pred, Value tmA, Value tmB,
                 Value tileA, Value tileB, Value m0, Value n0, Value k0);
  /// Warpgroup `wg`'s MMA (its 64 rows of `tileA`, all of `tileB`) into
  /// `acc`, leaving `waitGroup` groups in flight.
  Value mmaTile(Value tmA, Value tmB, Value tileA, Value tileB, Value wg,
                Value acc, int64_t waitGroup);
  /// The thread's lane and its warp within its warpgroup.
  std::pair<Value, Value> laneAndWarp();
  /// Calls `fn(i, j, pair)` for each fragment pair of warpgroup accumulator
  /// `acc` (64 x BN, f32): `pair` holds columns 8j + 2 (lane mod 4) + {0, 1}
  /// of the warpgroup's row 16 warp + lane / 4 + 8i, converted to C's
  /// element type (the wgmma D fragment layout).
  void
  forEachPair(Value acc,
              llvm::function_ref<void(int64_t i, int64_t j, Value pair)> fn);
  /// Stores warpgroup accumulator `acc` into C at rows `row0`.. and columns
  /// `n0`..: one vector store per fragment pair.
  void storeAccumulator(Value acc, Value argC, Value row0, Value n0);
  /// ws-persistent `--epilogue tma`: warpgroup `wg` stages `acc` in its
  /// shared-memory buffer and its thread 0 (`wgLeader`) stores the buffer
  /// into C's tensor map `tmC` at rows `m0 + 64 wg`.., columns `n0`.. with
  /// TMA bulk tensor stores (GemmGenSm90Epilogue.cpp).
  void storeAccumulatorTma(Value acc, Value tmC, Value wg, Value wgLeader,
                           Value m0, Value n0);
  /// Thread 0 of each consumer warpgroup waits until its TMA stores have
  /// completed (before the block exits).
  void drainTmaStores(Value wgLeader);

  OwningOpRef<ModuleOp> buildPipelined();
  OwningOpRef<ModuleOp> buildWarpSpecialized();

private:
  void buildPipelinedLoopBody(scf::ForOp loop, Value tmA, Value tmB, Value bar,
                              Value isLeader, Value tileA, Value tileB,
                              Value m0, Value n0, Value wg);
  void buildProducer(Value tmA, Value tmB, Value full, Value empty);
  void buildConsumers(Value tmA, Value tmB, Value full, Value empty);
  Value slotView(Value dyn, int64_t base, int64_t bytes, Value slot,
                 MemRefType type);
  std::pair<Value, Value> slotTiles(Value slot);
  scf::ForOp persistentLoop();
  Value stagingBox(Value wg, int64_t box);
  void warpgroupBarrier(Value id, Value threads);
};

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_LIB_GEMMGEN_SM90BUILDER_H
