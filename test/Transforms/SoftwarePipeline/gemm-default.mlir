// The default kernel of cdna4-gemm-gen (8192^3, tile 256x256x64, 8 waves):
// G = 8 copies per wave per K-tile (4 A + 4 B), 24 S2R and 64 MFMAs, T = 128
// K-tiles. Two stages pipeline it (2 x 2 x 32 KiB = 128 KiB of LDS); three
// stages would need 192 KiB, over gfx950's 160 KiB, and are refused.

// REQUIRES: cdna4-gemm-gen
// RUN: cdna4-gemm-gen | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 | FileCheck %s
// RUN: cdna4-gemm-gen | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 | FileCheck %s --check-prefix=COUNT
// RUN: cdna4-gemm-gen | not cdna4-opt --cdna4pipe-software-pipeline=num-stages=3 --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=LDS

// Both LDS tiles become slot-major.
// CHECK-LABEL: gpu.func @gemm
// CHECK-SAME: workgroup(%[[AS:[a-z0-9]+]] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %[[BS:[a-z0-9]+]] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>)

// Prologue: tile 0 into slot 0, no wait, no barrier.
// CHECK-NOT: amdgpu.memory_counter_wait
// CHECK-NOT: rocdl.s.barrier
// CHECK-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %{{.*}}, %c0{{(_[0-9]+)?}}]
// CHECK-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %{{.*}}, %c0{{(_[0-9]+)?}}]
// CHECK-NOT: amdgpu.gather_to_lds
// CHECK-NOT: vector.load

// Steady state: T - (N-1) = 127 iterations. Wait vmcnt((N-2)*G) = 0, bare
// barrier, tile k+1 into slot (k+1) mod 2, S2R from slot k mod 2, MFMAs, no
// trailing barrier.
// CHECK: %[[ACC:.*]]:32 = scf.for %[[K:.*]] = %c0{{.*}} to %c127{{.*}} step %c1{{.*}} iter_args
// CHECK-NEXT: amdgpu.memory_counter_wait load(0)
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NOT: gpu.barrier
// CHECK: %[[K1:.*]] = arith.addi %[[K]], %c1{{(_[0-9]+)?}} : index
// CHECK: %[[SN:.*]] = arith.remui %[[K1]], %c2{{(_[0-9]+)?}} : index
// CHECK-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%[[SN]], %{{.*}}, %c0{{(_[0-9]+)?}}]
// CHECK-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%[[SN]], %{{.*}}, %c0{{(_[0-9]+)?}}]
// CHECK-NOT: amdgpu.gather_to_lds
// CHECK: %[[SK:.*]] = arith.remui %[[K]], %c2{{(_[0-9]+)?}} : index
// CHECK-COUNT-24: vector.load %{{.*}}[%[[SK]], %{{.*}}, %{{.*}}] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// CHECK-NOT: vector.load
// CHECK: amdgpu.mfma 16x16x32
// CHECK-NOT: rocdl.s.barrier
// CHECK-NOT: amdgpu.memory_counter_wait
// CHECK: scf.yield

// Epilogue: the last tile (127, slot 1) after load(0) + barrier.
// CHECK-NEXT: }
// CHECK-NEXT: amdgpu.memory_counter_wait load(0)
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NOT: amdgpu.gather_to_lds
// CHECK-COUNT-24: vector.load %{{.*}}[%c1{{(_[0-9]+)?}}, %{{.*}}, %{{.*}}]
// CHECK-NOT: vector.load
// CHECK: amdgpu.mfma 16x16x32 %{{.*}} * %{{.*}} + %[[ACC]]#0
// CHECK-NOT: amdgpu.memory_counter_wait
// CHECK-NOT: rocdl.s.barrier
// CHECK-NOT: amdgpu.gather_to_lds
// CHECK: gpu.return

// N x G copies (prologue + steady state), N-1 x (24 S2R, 64 MFMAs) in the
// steady state and the epilogue, one wait + barrier each.
// COUNT-COUNT-16: amdgpu.gather_to_lds
// COUNT-NOT: amdgpu.gather_to_lds
// COUNT: gpu.return
// RUN: cdna4-gemm-gen | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 | grep -c amdgpu.mfma | FileCheck %s --check-prefix=MFMA
// MFMA: {{^}}128{{$}}
// RUN: cdna4-gemm-gen | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 | grep -c "rocdl.s.barrier" | FileCheck %s --check-prefix=BAR
// BAR: {{^}}2{{$}}

// LDS: error: cdna4pipe-software-pipeline: LDS footprint after 3x multi-buffering is 196608 bytes, over the 163840 bytes (160 KiB) of gfx950
