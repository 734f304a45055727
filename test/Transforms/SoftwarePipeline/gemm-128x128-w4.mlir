// cdna4-gemm-gen --tile 128x128x64 --waves 4 (8192^3): G = 8 copies per
// wave per K-tile (4 A + 4 B), 16 S2R and 32 MFMAs, T = 128 K-tiles, 32 KiB
// of LDS per stage. Pins the Level 1 structure for 2, 3 and 4 stages.

// REQUIRES: cdna4-gemm-gen
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 | FileCheck %s --check-prefix=S2
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 | grep -c amdgpu.gather_to_lds | FileCheck %s --check-prefix=S2G
// S2G: {{^}}16{{$}}
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 | grep -c amdgpu.mfma | FileCheck %s --check-prefix=S2M
// S2M: {{^}}64{{$}}

// S2-LABEL: gpu.func @gemm
// S2-SAME: workgroup(%[[AS:[a-z0-9]+]] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, %[[BS:[a-z0-9]+]] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>)
// Prologue: tiles 0..0 into slots 0..0, no waits.
// S2-NOT: amdgpu.memory_counter_wait
// S2-NOT: rocdl.s.barrier
// S2-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %{{.*}}, %c0{{(_[0-9]+)?}}]
// S2-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %{{.*}}, %c0{{(_[0-9]+)?}}]
// S2-NOT: amdgpu.gather_to_lds
// S2-NOT: vector.load
// Steady state: k = 0 .. 127; wait vmcnt(0), barrier, tile k+1 into slot (k+1) mod 2, S2R from slot k mod 2.
// S2: %[[ACC:.*]]:16 = scf.for %[[K:.*]] = %c0{{.*}} to %c127{{.*}} step %c1{{.*}} iter_args
// S2-NEXT: amdgpu.memory_counter_wait load(0)
// S2-NEXT: rocdl.s.barrier
// S2: %[[K1:.*]] = arith.addi %[[K]], %c1{{(_[0-9]+)?}} : index
// S2: %[[SN:.*]] = arith.remui %[[K1]], %c2{{(_[0-9]+)?}} : index
// S2-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%[[SN]], %{{.*}}, %c0{{(_[0-9]+)?}}]
// S2-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%[[SN]], %{{.*}}, %c0{{(_[0-9]+)?}}]
// S2-NOT: amdgpu.gather_to_lds
// S2: %[[SK:.*]] = arith.remui %[[K]], %c2{{(_[0-9]+)?}} : index
// S2-COUNT-16: vector.load %{{.*}}[%[[SK]], %{{.*}}, %{{.*}}] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// S2-NOT: rocdl.s.barrier
// S2-NOT: amdgpu.memory_counter_wait
// S2: scf.yield
// S2-NEXT: }
// Epilogue: tile 127 from slot 1 after load(0).
// S2-NEXT: amdgpu.memory_counter_wait load(0)
// S2-NEXT: rocdl.s.barrier
// S2-NOT: amdgpu.gather_to_lds
// S2-COUNT-16: vector.load %{{.*}}[%c1{{(_[0-9]+)?}}, %{{.*}}, %{{.*}}]
// S2-NOT: vector.load
// S2-NOT: rocdl.s.barrier
// S2-COUNT-32: amdgpu.mfma 16x16x32
// S2-NOT: amdgpu.memory_counter_wait
// S2-NOT: rocdl.s.barrier
// S2: gpu.return

// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=3 | FileCheck %s --check-prefix=S3
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=3 | grep -c amdgpu.gather_to_lds | FileCheck %s --check-prefix=S3G
// S3G: {{^}}24{{$}}
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=3 | grep -c amdgpu.mfma | FileCheck %s --check-prefix=S3M
// S3M: {{^}}96{{$}}

// S3-LABEL: gpu.func @gemm
// S3-SAME: workgroup(%[[AS:[a-z0-9]+]] : memref<3x128x64xbf16, #gpu.address_space<workgroup>>, %[[BS:[a-z0-9]+]] : memref<3x128x64xbf16, #gpu.address_space<workgroup>>)
// Prologue: tiles 0..1 into slots 0..1, no waits.
// S3-NOT: amdgpu.memory_counter_wait
// S3-NOT: rocdl.s.barrier
// S3-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %{{.*}}, %c0{{(_[0-9]+)?}}]
// S3-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %{{.*}}, %c0{{(_[0-9]+)?}}]
// S3-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c1{{(_[0-9]+)?}}, %{{.*}}, %c0{{(_[0-9]+)?}}]
// S3-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c1{{(_[0-9]+)?}}, %{{.*}}, %c0{{(_[0-9]+)?}}]
// S3-NOT: amdgpu.gather_to_lds
// S3-NOT: vector.load
// Steady state: k = 0 .. 126; wait vmcnt(8), barrier, tile k+2 into slot (k+2) mod 3, S2R from slot k mod 3.
// S3: %[[ACC:.*]]:16 = scf.for %[[K:.*]] = %c0{{.*}} to %c126{{.*}} step %c1{{.*}} iter_args
// S3-NEXT: amdgpu.memory_counter_wait load(8)
// S3-NEXT: rocdl.s.barrier
// S3: %[[K1:.*]] = arith.addi %[[K]], %c2{{(_[0-9]+)?}} : index
// S3: %[[SN:.*]] = arith.remui %[[K1]], %c3{{(_[0-9]+)?}} : index
// S3-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%[[SN]], %{{.*}}, %c0{{(_[0-9]+)?}}]
// S3-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%[[SN]], %{{.*}}, %c0{{(_[0-9]+)?}}]
// S3-NOT: amdgpu.gather_to_lds
// S3: %[[SK:.*]] = arith.remui %[[K]], %c3{{(_[0-9]+)?}} : index
// S3-COUNT-16: vector.load %{{.*}}[%[[SK]], %{{.*}}, %{{.*}}] : memref<3x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// S3-NOT: rocdl.s.barrier
// S3-NOT: amdgpu.memory_counter_wait
// S3: scf.yield
// S3-NEXT: }
// Epilogue: tile 126 from slot 0 after load(8).
// S3-NEXT: amdgpu.memory_counter_wait load(8)
// S3-NEXT: rocdl.s.barrier
// S3-NOT: amdgpu.gather_to_lds
// S3-COUNT-16: vector.load %{{.*}}[%c0{{(_[0-9]+)?}}, %{{.*}}, %{{.*}}]
// S3-NOT: vector.load
// S3-NOT: rocdl.s.barrier
// S3-COUNT-32: amdgpu.mfma 16x16x32
// Epilogue: tile 127 from slot 1 after load(0).
// S3: amdgpu.memory_counter_wait load(0)
// S3-NEXT: rocdl.s.barrier
// S3-NOT: amdgpu.gather_to_lds
// S3-COUNT-16: vector.load %{{.*}}[%c1{{(_[0-9]+)?}}, %{{.*}}, %{{.*}}]
// S3-NOT: vector.load
// S3-NOT: rocdl.s.barrier
// S3-COUNT-32: amdgpu.mfma 16x16x32
// S3-NOT: amdgpu.memory_counter_wait
// S3-NOT: rocdl.s.barrier
// S3: gpu.return

// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=4 | FileCheck %s --check-prefix=S4
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=4 | grep -c amdgpu.gather_to_lds | FileCheck %s --check-prefix=S4G
// S4G: {{^}}32{{$}}
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=4 | grep -c amdgpu.mfma | FileCheck %s --check-prefix=S4M
// S4M: {{^}}128{{$}}

// S4-LABEL: gpu.func @gemm
// S4-SAME: workgroup(%[[AS:[a-z0-9]+]] : memref<4x128x64xbf16, #gpu.address_space<workgroup>>, %[[BS:[a-z0-9]+]] : memref<4x128x64xbf16, #gpu.address_space<workgroup>>)
// Prologue: tiles 0..2 into slots 0..2, no waits.
// S4-NOT: amdgpu.memory_counter_wait
// S4-NOT: rocdl.s.barrier
// S4-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c0{{(_[0-9]+)?}}, %{{.*}}, %c0{{(_[0-9]+)?}}]
// S4-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c0{{(_[0-9]+)?}}, %{{.*}}, %c0{{(_[0-9]+)?}}]
// S4-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c1{{(_[0-9]+)?}}, %{{.*}}, %c0{{(_[0-9]+)?}}]
// S4-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c1{{(_[0-9]+)?}}, %{{.*}}, %c0{{(_[0-9]+)?}}]
// S4-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%c2{{(_[0-9]+)?}}, %{{.*}}, %c0{{(_[0-9]+)?}}]
// S4-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%c2{{(_[0-9]+)?}}, %{{.*}}, %c0{{(_[0-9]+)?}}]
// S4-NOT: amdgpu.gather_to_lds
// S4-NOT: vector.load
// Steady state: k = 0 .. 125; wait vmcnt(16), barrier, tile k+3 into slot (k+3) mod 4, S2R from slot k mod 4.
// S4: %[[ACC:.*]]:16 = scf.for %[[K:.*]] = %c0{{.*}} to %c125{{.*}} step %c1{{.*}} iter_args
// S4-NEXT: amdgpu.memory_counter_wait load(16)
// S4-NEXT: rocdl.s.barrier
// S4: %[[K1:.*]] = arith.addi %[[K]], %c3{{(_[0-9]+)?}} : index
// S4: %[[SN:.*]] = arith.remui %[[K1]], %c4{{(_[0-9]+)?}} : index
// S4-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]][%[[SN]], %{{.*}}, %c0{{(_[0-9]+)?}}]
// S4-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]][%[[SN]], %{{.*}}, %c0{{(_[0-9]+)?}}]
// S4-NOT: amdgpu.gather_to_lds
// S4: %[[SK:.*]] = arith.remui %[[K]], %c4{{(_[0-9]+)?}} : index
// S4-COUNT-16: vector.load %{{.*}}[%[[SK]], %{{.*}}, %{{.*}}] : memref<4x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// S4-NOT: rocdl.s.barrier
// S4-NOT: amdgpu.memory_counter_wait
// S4: scf.yield
// S4-NEXT: }
// Epilogue: tile 125 from slot 1 after load(16).
// S4-NEXT: amdgpu.memory_counter_wait load(16)
// S4-NEXT: rocdl.s.barrier
// S4-NOT: amdgpu.gather_to_lds
// S4-COUNT-16: vector.load %{{.*}}[%c1{{(_[0-9]+)?}}, %{{.*}}, %{{.*}}]
// S4-NOT: vector.load
// S4-NOT: rocdl.s.barrier
// S4-COUNT-32: amdgpu.mfma 16x16x32
// Epilogue: tile 126 from slot 2 after load(8).
// S4: amdgpu.memory_counter_wait load(8)
// S4-NEXT: rocdl.s.barrier
// S4-NOT: amdgpu.gather_to_lds
// S4-COUNT-16: vector.load %{{.*}}[%c2{{(_[0-9]+)?}}, %{{.*}}, %{{.*}}]
// S4-NOT: vector.load
// S4-NOT: rocdl.s.barrier
// S4-COUNT-32: amdgpu.mfma 16x16x32
// Epilogue: tile 127 from slot 3 after load(0).
// S4: amdgpu.memory_counter_wait load(0)
// S4-NEXT: rocdl.s.barrier
// S4-NOT: amdgpu.gather_to_lds
// S4-COUNT-16: vector.load %{{.*}}[%c3{{(_[0-9]+)?}}, %{{.*}}, %{{.*}}]
// S4-NOT: vector.load
// S4-NOT: rocdl.s.barrier
// S4-COUNT-32: amdgpu.mfma 16x16x32
// S4-NOT: amdgpu.memory_counter_wait
// S4-NOT: rocdl.s.barrier
// S4: gpu.return
