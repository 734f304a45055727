// The sm90a kernel pipelined over 3 slots (12 K-tiles): one mbarrier per
// slot initialised once, expect_tx with the exact bytes of one iteration's
// copies, waits on parity (t / 3) mod 2, the MMAs kept in flight and the
// slot release after them (keep-mma-in-flight; the self-waiting order is
// pinned in test/Transforms/VerifySchedule/hopper-mma-in-flight.mlir).
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 256 --n 256 --k 768 --tile 128x128x64 \
// RUN:   | cdna4-opt --cdna4pipe-software-pipeline=num-stages=3 --cse | FileCheck %s

// Three slots of A (16 KiB each) then three of B: 96 KiB.
// CHECK: gpu.func @gemm({{.*}} kernel attributes {cdna4pipe.dynamic_shared_bytes = 98304 : i64
// CHECK: %[[LEADER:.*]] = arith.cmpi eq, %thread_id_x, %c0 : index
// CHECK: %[[DYN:.*]] = gpu.dynamic_shared_memory
// CHECK: %[[BAR:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 3>
// CHECK-NEXT: nvgpu.mbarrier.init %[[BAR]][%c0], %c1, predicate = %[[LEADER]]
// CHECK-NEXT: nvgpu.mbarrier.init %[[BAR]][%c1], %c1, predicate = %[[LEADER]]
// CHECK-NEXT: nvgpu.mbarrier.init %[[BAR]][%c2], %c1, predicate = %[[LEADER]]
// CHECK-NEXT: gpu.barrier
// CHECK-NOT: nvgpu.mbarrier.init
// Prologue: tiles 0 and 1 into slots 0 and 1, each announced with its bytes.
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[BAR]][%c0], %c32768, predicate = %[[LEADER]]
// CHECK-NEXT: memref.view %[[DYN]][%c0][]
// CHECK-NEXT: nvgpu.tma.async.load {{.*}}, %[[BAR]][%c0] to
// CHECK-COUNT-2: nvgpu.tma.async.load {{.*}}, %[[BAR]][%c0] to
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[BAR]][%c1], %c32768, predicate = %[[LEADER]]
// CHECK-NEXT: memref.view %[[DYN]][%c16384][]
// CHECK-COUNT-3: nvgpu.tma.async.load {{.*}}, %[[BAR]][%c1] to
// CHECK-NOT: nvgpu.mbarrier.try_wait
// Steady state: wait for tile t on barrier t mod 3 with parity (t / 3)
// mod 2, the MMA keeping its group in flight (waitGroup 1, the default:
// no attribute), the release of slot (t - 1) mod 3 (the MMA's wait retired
// tile t - 1), then the copies of tile t+2 into that slot, (t+2) mod 3.
// CHECK: scf.for %[[T:.*]] = %c0 to %c10 step %c1
// CHECK-NEXT: %[[USE:.*]] = arith.divui %[[T]], %c3 : index
// CHECK-NEXT: %[[PH:.*]] = arith.remui %[[USE]], %c2 : index
// CHECK-NEXT: %[[PAR:.*]] = arith.index_cast %[[PH]] : index to i1
// CHECK-NEXT: %[[SLOT:.*]] = arith.remui %[[T]], %c3 : index
// CHECK-NEXT: nvgpu.mbarrier.try_wait.parity %[[BAR]][%[[SLOT]]], %[[PAR]], %c10000000
// CHECK: nvgpu.warpgroup.mma {{.*}} {transposeB} :
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[T]], %c2 : index
// CHECK-NEXT: %[[NSLOT:.*]] = arith.remui %[[NEXT]], %c3 : index
// CHECK-NEXT: nvgpu.mbarrier.arrive.expect_tx %[[BAR]][%[[NSLOT]]], %c32768, predicate = %[[LEADER]]
// CHECK-NEXT: %[[AOFF:.*]] = arith.muli %[[NSLOT]], %c16384 : index
// CHECK-NEXT: memref.view %[[DYN]][%[[AOFF]]][] {{.*}} to memref<128x64xbf16
// CHECK: nvgpu.tma.async.load {{.*}}, %[[BAR]][%[[NSLOT]]] to
// CHECK: %[[BOFF:.*]] = arith.addi %[[AOFF]], %c49152 : index
// CHECK-NEXT: memref.view %[[DYN]][%[[BOFF]]][] {{.*}} to memref<2x64x64xbf16
// CHECK-COUNT-2: nvgpu.tma.async.load {{.*}}, %[[BAR]][%[[NSLOT]]] to
// CHECK-NEXT: scf.yield
// Epilogue: tiles 10 and 11 are the fourth uses of slots 1 and 2: parity 1;
// then every group retired before the store.
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: nvgpu.mbarrier.try_wait.parity %[[BAR]][%c1], %[[TRUE]], %c10000000
// CHECK: nvgpu.warpgroup.mma {{.*}} {transposeB} :
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: nvgpu.mbarrier.try_wait.parity %[[BAR]][%c2], %[[TRUE]], %c10000000
// CHECK: nvgpu.warpgroup.mma {{.*}} {transposeB} :
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NOT: nvgpu.tma.async.load
// CHECK: nvgpu.warpgroup.mma.store
