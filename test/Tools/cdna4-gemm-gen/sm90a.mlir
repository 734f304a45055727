// The sm90a (Hopper) kernel: TMA copies completing on one mbarrier, a wait
// on the parity of the K-tile, one wgmma per warpgroup, f32 C.
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 256 --n 512 --k 256 --tile 128x256x64 | FileCheck %s
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 128 --n 64 --k 128 --tile 64x64x64 --dtype f16 | FileCheck %s --check-prefix=SMALL

// CHECK: gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {b_layout = "KxN", c_dtype = "f32", dtype = "bf16", k = 256 : i64, m = 256 : i64, n = 512 : i64, target = "sm90a", tile_k = 64 : i64, tile_m = 128 : i64, tile_n = 256 : i64, warpgroups = 2 : i64}}
// CHECK: gpu.func @gemm(%[[PA:.*]]: !llvm.ptr, %[[PB:.*]]: !llvm.ptr, %[[C:.*]]: memref<256x512xf32>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 49152 : i64, known_block_size = array<i32: 256, 1, 1>, known_grid_size = array<i32: 2, 2, 1>}
// CHECK: %[[TA:.*]] = builtin.unrealized_conversion_cast %[[PA]] : !llvm.ptr to !nvgpu.tensormap.descriptor<tensor = memref<128x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
// CHECK: %[[TB:.*]] = builtin.unrealized_conversion_cast %[[PB]] : !llvm.ptr to !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b
// CHECK: %[[TID:.*]] = gpu.thread_id x
// CHECK: %[[LEADER:.*]] = arith.cmpi eq, %[[TID]], %c0 : index
// CHECK: %[[WG:.*]] = arith.divui %[[TID]], %c128 : index
// CHECK: %[[DYN:.*]] = gpu.dynamic_shared_memory
// CHECK: %[[SA:.*]] = memref.view %[[DYN]][%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x64xbf16, #gpu.address_space<workgroup>>
// CHECK: %[[SB:.*]] = memref.view %[[DYN]][%c16384][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<4x64x64xbf16, #gpu.address_space<workgroup>>
// CHECK: %[[BAR:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>>
// CHECK-NEXT: nvgpu.mbarrier.init %[[BAR]][%c0], %c1, predicate = %[[LEADER]]
// CHECK-NEXT: gpu.barrier
// CHECK: scf.for %[[KT:.*]] = %c0 to %c4 step %c1 iter_args(%[[ACC:.*]] = %{{.*}}) -> (!nvgpu.warpgroup.accumulator<fragmented = vector<64x256xf32>>)
// CHECK-NEXT: %[[K0:.*]] = arith.muli %[[KT]], %c64
// CHECK-NEXT: nvgpu.mbarrier.arrive.expect_tx %[[BAR]][%c0], %c49152, predicate = %[[LEADER]]
// CHECK-NEXT: nvgpu.tma.async.load %[[TA]][%[[K0]], %{{.*}}], %[[BAR]][%c0] to %[[SA]], predicate = %[[LEADER]]
// CHECK-COUNT-4: nvgpu.tma.async.load %[[TB]][%{{.*}}, %[[K0]]], %[[BAR]][%c0] to %{{.*}}, predicate = %[[LEADER]]
// CHECK-NOT: nvgpu.tma.async.load
// CHECK: %[[PH:.*]] = arith.remui %[[KT]], %c2 : index
// CHECK-NEXT: %[[PAR:.*]] = arith.index_cast %[[PH]] : index to i1
// CHECK-NEXT: nvgpu.mbarrier.try_wait.parity %[[BAR]][%c0], %[[PAR]], %c10000000
// CHECK: %[[ROWS:.*]] = arith.muli %[[WG]], %c64
// CHECK-NEXT: %[[ASUB:.*]] = memref.subview %[[SA]][%[[ROWS]], 0] [64, 64] [1, 1]
// CHECK-NEXT: %[[DA:.*]] = nvgpu.warpgroup.generate.descriptor %[[ASUB]], %[[TA]]
// CHECK-NEXT: %[[DB:.*]] = nvgpu.warpgroup.generate.descriptor %[[SB]], %[[TB]] {{.*}} -> <tensor = memref<64x256xbf16, #gpu.address_space<workgroup>>>
// CHECK-NEXT: %[[D:.*]] = nvgpu.warpgroup.mma %[[DA]], %[[DB]], %[[ACC]] {transposeB, waitGroup = 0 : i64}
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: scf.yield %[[D]]
// CHECK: nvgpu.warpgroup.mma.store {{.*}} to memref<64x256xf32, strided<[512, 1], offset: ?>>

// SMALL: cdna4pipe.gemm = {b_layout = "KxN", c_dtype = "f32", dtype = "f16",{{.*}}warpgroups = 1 : i64}
// SMALL: cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>, known_grid_size = array<i32: 1, 2, 1>
// SMALL: nvgpu.mbarrier.arrive.expect_tx %{{.*}}[%c0], %c16384
// SMALL-COUNT-2: nvgpu.tma.async.load
// SMALL-NOT: nvgpu.tma.async.load
// SMALL: nvgpu.warpgroup.mma {{.*}} <tensor = memref<64x64xf16, #gpu.address_space<workgroup>>>, <tensor = memref<64x64xf16, #gpu.address_space<workgroup>>>, <fragmented = vector<64x64xf32>>
