// The warp-specialised persistent sm90a kernel (--schedule ws-persistent,
// the default; docs/Hopper.md): full and empty barriers (counts 1 and W),
// one CTA barrier after the inits, the producer warpgroup (the last one)
// giving registers back and one of its threads issuing the copies of every
// K-tile of the block's tiles (block_id.x, step grid_dim.x) after waiting
// on the empty barrier with the flipped parity, the consumers taking
// registers, waiting on the full barrier, keeping one wgmma group in
// flight and releasing the previous slot, and the bf16 epilogue. Four
// tiles on --sms 3 take two rounds: two blocks walk two tiles each.
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 256 --tile 128x256x64 --stages 3 --sms 3 --c-dtype bf16 | FileCheck %s
// Four tiles on 132 SMs: a grid of 4; the default stages: the most that
// fit (4 slots of 48 KiB); f32 C keeps f32 pairs (8-byte stores).
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 256 --tile 128x256x64 | FileCheck %s --check-prefix=DEF
// The pipeliner leaves the kernel as it is.
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 256 --tile 128x256x64 --stages 3 -o %t.mlir
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline=num-stages=2 -o %t.piped.mlir
// RUN: cdna4-opt %t.mlir -o %t.plain.mlir
// RUN: diff %t.plain.mlir %t.piped.mlir

// CHECK: cdna4pipe.gemm = {b_layout = "KxN", c_dtype = "bf16", dtype = "bf16",{{.*}} schedule = "ws-persistent", stages = 3 : i64,{{.*}} warpgroups = 2 : i64}
// CHECK: gpu.func @gemm(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %[[C:.*]]: memref<256x512xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 147456 : i64, cdna4pipe.warp_specialized, known_block_size = array<i32: 384, 1, 1>, known_grid_size = array<i32: 2, 1, 1>, nvvm.minctasm = 1 : i32}
// CHECK: %[[TID:.*]] = gpu.thread_id x
// CHECK: %[[DYN:.*]] = gpu.dynamic_shared_memory
// CHECK: %[[FULL:.*]] = nvgpu.mbarrier.create -> <{{.*}}num_barriers = 3>
// CHECK: %[[EMPTY:.*]] = nvgpu.mbarrier.create -> <{{.*}}num_barriers = 3>
// CHECK: %[[INIT:.*]] = arith.cmpi eq, %[[TID]], %c0
// CHECK-COUNT-3: nvgpu.mbarrier.init %[[FULL]][%{{.*}}], %c1, predicate = %[[INIT]]
// CHECK-COUNT-3: nvgpu.mbarrier.init %[[EMPTY]][%{{.*}}], %c2, predicate = %[[INIT]]
// CHECK-NEXT: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: %[[WG:.*]] = arith.divui %[[TID]], %c128
// CHECK: %[[PROD:.*]] = arith.cmpi eq, %[[WG]], %c2
// CHECK: scf.if %[[PROD]] {
// CHECK-NEXT: nvvm.setmaxregister decrease 40
// CHECK-NEXT: %[[ISSUER:.*]] = arith.cmpi eq, %[[TID]], %c256
// CHECK-NEXT: scf.if %[[ISSUER]] {
// CHECK-NEXT: %[[BID:.*]] = gpu.block_id x
// CHECK-NEXT: %[[GRID:.*]] = gpu.grid_dim x
// CHECK-NEXT: scf.for %[[TILE:.*]] = %[[BID]] to %c4 step %[[GRID]] iter_args(%[[I0:.*]] = %c0) -> (index) {
// CHECK: scf.for %[[KT:.*]] = %c0 to %c4 step %c1 {
// CHECK-NEXT: %[[I:.*]] = arith.addi %[[I0]], %[[KT]]
// CHECK-NEXT: %[[SLOT:.*]] = arith.remui %[[I]], %c3
// CHECK-NEXT: %[[ROUND:.*]] = arith.divui %[[I]], %c3
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[ROUND]], %c1
// CHECK-NEXT: %[[PH:.*]] = arith.remui %[[NEXT]], %c2
// CHECK-NEXT: %[[PAR:.*]] = arith.index_cast %[[PH]] : index to i1
// CHECK-NEXT: nvgpu.mbarrier.try_wait.parity %[[EMPTY]][%[[SLOT]]], %[[PAR]]
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[FULL]][%[[SLOT]]], %c49152 :
// CHECK-COUNT-5: nvgpu.tma.async.load {{.*}}, %[[FULL]][%[[SLOT]]] to
// CHECK: scf.yield
// CHECK: } else {
// CHECK-NEXT: nvvm.setmaxregister increase 232
// CHECK: scf.for %{{.*}} = %{{.*}} to %c4 step %{{.*}} iter_args(%[[J0:.*]] = %c0) -> (index) {
// CHECK: nvgpu.warpgroup.mma.init.accumulator
// CHECK: scf.for %[[CKT:.*]] = %c0 to %c4 step %c1 iter_args
// CHECK-NEXT: %[[CI:.*]] = arith.addi %[[J0]], %[[CKT]]
// CHECK-NEXT: %[[CSLOT:.*]] = arith.remui %[[CI]], %c3
// CHECK-NEXT: %[[CROUND:.*]] = arith.divui %[[CI]], %c3
// CHECK-NEXT: %[[CPH:.*]] = arith.remui %[[CROUND]], %c2
// CHECK-NEXT: %[[CPAR:.*]] = arith.index_cast %[[CPH]] : index to i1
// CHECK-NEXT: nvgpu.mbarrier.try_wait.parity %[[FULL]][%[[CSLOT]]], %[[CPAR]]
// CHECK: %[[MMA:.*]] = nvgpu.warpgroup.mma {{.*}} {transposeB}
// CHECK-NEXT: %[[PREV0:.*]] = arith.addi %[[CI]], %c2
// CHECK-NEXT: %[[PREV:.*]] = arith.remui %[[PREV0]], %c3
// CHECK-NEXT: %[[NOTFIRST:.*]] = arith.cmpi ne, %[[CKT]], %c0
// CHECK-NEXT: %[[REL:.*]] = arith.andi %[[NOTFIRST]]
// CHECK-NEXT: nvgpu.mbarrier.arrive.expect_tx %[[EMPTY]][%[[PREV]]], %c0, predicate = %[[REL]]
// CHECK-NEXT: scf.yield %[[MMA]]
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NEXT: %[[LAST0:.*]] = arith.addi %[[J0]], %c3
// CHECK-NEXT: %[[LAST:.*]] = arith.remui %[[LAST0]], %c3
// CHECK-NEXT: nvgpu.mbarrier.arrive.expect_tx %[[EMPTY]][%[[LAST]]], %c0, predicate =
// CHECK: arith.truncf %{{.*}} : vector<2xf32> to vector<2xbf16>
// CHECK-NEXT: vector.store %{{.*}}, %[[C]][%{{.*}}, %{{.*}}] {alignment = 4 : i64} : memref<256x512xbf16>, vector<2xbf16>
// CHECK-COUNT-63: vector.store
// CHECK-NOT: vector.store
// CHECK: gpu.return

// DEF: schedule = "ws-persistent", stages = 4 : i64
// DEF: cdna4pipe.dynamic_shared_bytes = 196608 : i64{{.*}}known_grid_size = array<i32: 4, 1, 1>
// DEF-COUNT-2: nvgpu.mbarrier.create -> <{{.*}}num_barriers = 4>
// DEF-NOT: arith.truncf
// DEF: vector.store %{{.*}} {alignment = 8 : i64} : memref<256x512xf32>, vector<2xf32>
