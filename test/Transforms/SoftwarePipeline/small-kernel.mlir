// The hand-written scaled-down Level-0 kernel (tile 32x32x64, 1 wave, T = 4
// K-tiles, G = 8: 4 A + 4 B copies) pipelined with 2, 3 and 4 stages: every
// prologue / steady-state / epilogue slot and wait count pinned. The LDS
// tiles are gpu.func workgroup attributions, re-typed slot-major in place.

// RUN: cdna4-opt %S/Inputs/gemm_32x32x64_w1.mlir --cdna4pipe-software-pipeline=num-stages=2 | FileCheck %s --check-prefix=N2
// RUN: cdna4-opt %S/Inputs/gemm_32x32x64_w1.mlir --cdna4pipe-software-pipeline=num-stages=3 | FileCheck %s --check-prefix=N3
// RUN: cdna4-opt %S/Inputs/gemm_32x32x64_w1.mlir --cdna4pipe-software-pipeline=num-stages=4 | FileCheck %s --check-prefix=N4

// N2-LABEL: gpu.func @gemm
// N2-SAME: workgroup(%[[AS:[a-z0-9]+]] : memref<2x32x64xbf16, #gpu.address_space<workgroup>>, %[[BS:[a-z0-9]+]] : memref<2x32x64xbf16, #gpu.address_space<workgroup>>)
// N2-NOT: amdgpu.memory_counter_wait
// N2: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N2: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N2: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %c16{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N2: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %c24{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N2: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N2: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N2: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %c16{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N2: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %c24{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N2-NOT: amdgpu.gather_to_lds
// N2: scf.for %[[K:.*]] = %c0{{.*}} to %c3{{(_[0-9]+)?}} step
// N2-NEXT: amdgpu.memory_counter_wait load(0)
// N2-NEXT: rocdl.s.barrier
// N2: %[[K1:.*]] = arith.addi %[[K]], %c1{{(_[0-9]+)?}}
// N2: %[[SN:.*]] = arith.remui %[[K1]], %c2{{(_[0-9]+)?}}
// N2-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%[[SN]],
// N2-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%[[SN]],
// N2: %[[SK:.*]] = arith.remui %[[K]], %c2{{(_[0-9]+)?}}
// N2-COUNT-4: vector.load %[[AS]][%[[SK]],
// N2-COUNT-4: vector.load %[[BS]][%[[SK]],
// N2-COUNT-8: amdgpu.mfma
// N2-NEXT: scf.yield
// N2-NEXT: }
// N2-NEXT: amdgpu.memory_counter_wait load(0)
// N2-NEXT: rocdl.s.barrier
// N2-COUNT-4: vector.load %[[AS]][%c1{{(_[0-9]+)?}},
// N2-COUNT-4: vector.load %[[BS]][%c1{{(_[0-9]+)?}},
// N2-COUNT-8: amdgpu.mfma
// N2-NOT: amdgpu.gather_to_lds
// N2-NOT: amdgpu.memory_counter_wait
// N2: gpu.return

// N3-LABEL: gpu.func @gemm
// N3-SAME: workgroup(%[[AS:[a-z0-9]+]] : memref<3x32x64xbf16, #gpu.address_space<workgroup>>, %[[BS:[a-z0-9]+]] : memref<3x32x64xbf16, #gpu.address_space<workgroup>>)
// N3-NOT: amdgpu.memory_counter_wait
// N3: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %c16{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %c24{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %c16{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %c24{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c1{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c1{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c1{{(_[0-9]+)?}}, %c16{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c1{{(_[0-9]+)?}}, %c24{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c1{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c1{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c1{{(_[0-9]+)?}}, %c16{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c1{{(_[0-9]+)?}}, %c24{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N3-NOT: amdgpu.gather_to_lds
// N3: scf.for %[[K:.*]] = %c0{{.*}} to %c2{{(_[0-9]+)?}} step
// N3-NEXT: amdgpu.memory_counter_wait load(8)
// N3-NEXT: rocdl.s.barrier
// N3: %[[K1:.*]] = arith.addi %[[K]], %c2{{(_[0-9]+)?}}
// N3: %[[SN:.*]] = arith.remui %[[K1]], %c3{{(_[0-9]+)?}}
// N3-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%[[SN]],
// N3-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%[[SN]],
// N3: %[[SK:.*]] = arith.remui %[[K]], %c3{{(_[0-9]+)?}}
// N3-COUNT-4: vector.load %[[AS]][%[[SK]],
// N3-COUNT-4: vector.load %[[BS]][%[[SK]],
// N3-COUNT-8: amdgpu.mfma
// N3-NEXT: scf.yield
// N3-NEXT: }
// N3-NEXT: amdgpu.memory_counter_wait load(8)
// N3-NEXT: rocdl.s.barrier
// N3-COUNT-4: vector.load %[[AS]][%c2{{(_[0-9]+)?}},
// N3-COUNT-4: vector.load %[[BS]][%c2{{(_[0-9]+)?}},
// N3-COUNT-8: amdgpu.mfma
// N3-NOT: amdgpu.gather_to_lds
// N3-NEXT: amdgpu.memory_counter_wait load(0)
// N3-NEXT: rocdl.s.barrier
// N3-COUNT-4: vector.load %[[AS]][%c0{{(_[0-9]+)?}},
// N3-COUNT-4: vector.load %[[BS]][%c0{{(_[0-9]+)?}},
// N3-COUNT-8: amdgpu.mfma
// N3-NOT: amdgpu.gather_to_lds
// N3-NOT: amdgpu.memory_counter_wait
// N3: gpu.return

// N4-LABEL: gpu.func @gemm
// N4-SAME: workgroup(%[[AS:[a-z0-9]+]] : memref<4x32x64xbf16, #gpu.address_space<workgroup>>, %[[BS:[a-z0-9]+]] : memref<4x32x64xbf16, #gpu.address_space<workgroup>>)
// N4-NOT: amdgpu.memory_counter_wait
// N4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %c16{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %c24{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %c16{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %c24{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c1{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c1{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c1{{(_[0-9]+)?}}, %c16{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c1{{(_[0-9]+)?}}, %c24{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c1{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c1{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c1{{(_[0-9]+)?}}, %c16{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c1{{(_[0-9]+)?}}, %c24{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c2{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c2{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c2{{(_[0-9]+)?}}, %c16{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c2{{(_[0-9]+)?}}, %c24{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c2{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c2{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c2{{(_[0-9]+)?}}, %c16{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c2{{(_[0-9]+)?}}, %c24{{(_[0-9]+)?}}, %c0{{(_[0-9]+)?}}]
// N4-NOT: amdgpu.gather_to_lds
// N4: scf.for %[[K:.*]] = %c0{{.*}} to %c1{{(_[0-9]+)?}} step
// N4-NEXT: amdgpu.memory_counter_wait load(16)
// N4-NEXT: rocdl.s.barrier
// N4: %[[K1:.*]] = arith.addi %[[K]], %c3{{(_[0-9]+)?}}
// N4: %[[SN:.*]] = arith.remui %[[K1]], %c4{{(_[0-9]+)?}}
// N4-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%[[SN]],
// N4-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%[[SN]],
// N4: %[[SK:.*]] = arith.remui %[[K]], %c4{{(_[0-9]+)?}}
// N4-COUNT-4: vector.load %[[AS]][%[[SK]],
// N4-COUNT-4: vector.load %[[BS]][%[[SK]],
// N4-COUNT-8: amdgpu.mfma
// N4-NEXT: scf.yield
// N4-NEXT: }
// N4-NEXT: amdgpu.memory_counter_wait load(16)
// N4-NEXT: rocdl.s.barrier
// N4-COUNT-4: vector.load %[[AS]][%c1{{(_[0-9]+)?}},
// N4-COUNT-4: vector.load %[[BS]][%c1{{(_[0-9]+)?}},
// N4-COUNT-8: amdgpu.mfma
// N4-NOT: amdgpu.gather_to_lds
// N4-NEXT: amdgpu.memory_counter_wait load(8)
// N4-NEXT: rocdl.s.barrier
// N4-COUNT-4: vector.load %[[AS]][%c2{{(_[0-9]+)?}},
// N4-COUNT-4: vector.load %[[BS]][%c2{{(_[0-9]+)?}},
// N4-COUNT-8: amdgpu.mfma
// N4-NOT: amdgpu.gather_to_lds
// N4-NEXT: amdgpu.memory_counter_wait load(0)
// N4-NEXT: rocdl.s.barrier
// N4-COUNT-4: vector.load %[[AS]][%c3{{(_[0-9]+)?}},
// N4-COUNT-4: vector.load %[[BS]][%c3{{(_[0-9]+)?}},
// N4-COUNT-8: amdgpu.mfma
// N4-NOT: amdgpu.gather_to_lds
// N4-NOT: amdgpu.memory_counter_wait
// N4: gpu.return
