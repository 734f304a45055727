// A K-loop whose trip count is only known at run time (the scaled-down
// Level-0 kernel of small-kernel.mlir with its K-tile count passed as an
// argument) is versioned on the trip count T: `T >= num-stages + 1` runs the
// pipelined loop with the slots and wait counts of the static trip count
// (small-kernel.mlir), the other branch the loop as written, reading slot 0.

// RUN: sed -e 's/%%C: memref<64x64xf32>)/%%C: memref<64x64xf32>, %%nkt: index)/' -e 's/%%cKT = arith.constant 4 : index/%%cKT = arith.addi %%nkt, %%c0 : index/' %S/Inputs/gemm_32x32x64_w1.mlir > %t.mlir
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline=num-stages=3 | FileCheck %s

// CHECK-LABEL: gpu.func @gemm
// CHECK-SAME: %[[NKT:[a-z0-9]+]]: index)
// CHECK-SAME: workgroup(%[[AS:[a-z0-9]+]] : memref<3x32x64xbf16, #gpu.address_space<workgroup>>, %[[BS:[a-z0-9]+]] : memref<3x32x64xbf16, #gpu.address_space<workgroup>>)
// CHECK: %[[UB:.*]] = arith.addi %[[NKT]], %c0
// CHECK: %[[SPAN:.*]] = arith.subi %[[UB]], %c0
// CHECK: %[[POS:.*]] = arith.maxsi %[[SPAN]], %c0
// CHECK: %[[T:.*]] = arith.ceildivui %[[POS]], %c1
// CHECK: %[[TS:.*]] = arith.muli %[[T]], %c1
// CHECK: %[[BOUND:.*]] = arith.addi %c0{{(_[0-9]+)?}}, %[[TS]]
// CHECK: %[[OK:.*]] = arith.cmpi uge, %[[T]], %c4
// CHECK: scf.if %[[OK]]
// Prologue: tiles 0 and 1 into slots 0 and 1, unconditionally.
// CHECK-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}},
// CHECK-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}},
// CHECK-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c1{{(_[0-9]+)?}},
// CHECK-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c1{{(_[0-9]+)?}},
// CHECK-NOT: amdgpu.gather_to_lds
// Steady state: T - 2 iterations, the static kernel's waits and slots.
// CHECK: %[[KUB:.*]] = arith.subi %[[BOUND]], %c2
// CHECK: scf.for %[[K:.*]] = %c0{{.*}} to %[[KUB]] step
// CHECK-NEXT: amdgpu.memory_counter_wait load(8)
// CHECK-NEXT: rocdl.s.barrier
// CHECK: %[[K2:.*]] = arith.addi %[[K]], %c2
// CHECK: %[[SN:.*]] = arith.remui %[[K2]], %c3
// CHECK-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%[[SN]],
// CHECK-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%[[SN]],
// CHECK: %[[SK:.*]] = arith.remui %[[K]], %c3
// CHECK-COUNT-4: vector.load %[[AS]][%[[SK]],
// CHECK-COUNT-4: vector.load %[[BS]][%[[SK]],
// CHECK-COUNT-8: amdgpu.mfma
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } {cdna4pipe.min_trip_count = 2 : i64}
// Epilogue: tiles T-2 and T-1, no predicates (the guard holds them).
// CHECK-NOT: arith.select
// CHECK-NOT: arith.cmpi
// CHECK: amdgpu.memory_counter_wait load(8)
// CHECK-NEXT: rocdl.s.barrier
// CHECK: %[[E0:.*]] = arith.remui %{{.*}}, %c3
// CHECK-COUNT-4: vector.load %[[AS]][%[[E0]],
// CHECK-COUNT-4: vector.load %[[BS]][%[[E0]],
// CHECK-COUNT-8: amdgpu.mfma
// CHECK: amdgpu.memory_counter_wait load(0)
// CHECK-NEXT: rocdl.s.barrier
// CHECK: %[[E1:.*]] = arith.remui %{{.*}}, %c3
// CHECK-COUNT-4: vector.load %[[AS]][%[[E1]],
// CHECK-COUNT-4: vector.load %[[BS]][%[[E1]],
// CHECK-COUNT-8: amdgpu.mfma
// CHECK-NOT: arith.select
// CHECK: scf.yield
// Fallback: the loop as written (its own waits and barriers), slot 0.
// CHECK-NEXT: } else {
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %[[BOUND]] step
// CHECK-NOT: cdna4pipe.min_trip_count
// CHECK: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %c0
// CHECK: amdgpu.memory_counter_wait load(0)
// CHECK-NEXT: rocdl.s.barrier
// CHECK: vector.load %[[AS]][%c0{{(_[0-9]+)?}},
// CHECK: rocdl.s.barrier
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } {cdna4pipe.fallback_below = 4 : i64}
// CHECK: gpu.return
