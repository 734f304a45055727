// 128x128x64 tile with 4 waves: wave grid 2x2, wave tile 64x64 (4 A and
// 4 B fragments), 8 copies per wave (4 A + 4 B), 16 S2R, 32 MFMAs.
// REQUIRES: cdna4-gemm-gen
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | FileCheck %s
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | grep -c "amdgpu.gather_to_lds" | FileCheck %s --check-prefix=G2S
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | grep "vector.load" | grep -c "#gpu.address_space<workgroup>" | FileCheck %s --check-prefix=S2R
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | grep -c "amdgpu.mfma 16x16x32" | FileCheck %s --check-prefix=MFMA
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | grep -c "memref.store" | FileCheck %s --check-prefix=STORE

// G2S: 8
// S2R: 16
// MFMA: 32
// STORE: 64

// CHECK: gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {c_dtype = "bf16", dtype = "bf16", k = 8192 : i64, m = 8192 : i64, n = 8192 : i64, swizzle = "xor", tile_k = 64 : i64, tile_m = 128 : i64, tile_n = 128 : i64, waves = 4 : i64}}
// CHECK: workgroup(%[[AS:.*]] : memref<128x64xbf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<128x64xbf16, #gpu.address_space<workgroup>>)
// CHECK-SAME: known_block_size = array<i32: 256, 1, 1>, known_grid_size = array<i32: 64, 64, 1>
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK: %[[WAVE:.*]] = arith.divui %{{.*}}, %[[C64]] : index
// CHECK: %[[WM:.*]] = arith.divui %[[WAVE]], %[[C2]] : index
// CHECK: %[[WN:.*]] = arith.remui %[[WAVE]], %[[C2]] : index
// Wave tile 64x64: both fragment bases step by 64.
// CHECK: arith.muli %[[WM]], %[[C64]] : index
// CHECK: arith.muli %[[WN]], %[[C64]] : index
// CHECK: %{{.*}}:16 = scf.for
// CHECK-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[AS]]
// CHECK-COUNT-4: amdgpu.gather_to_lds %{{.*}}, %[[BS]]
// CHECK-NEXT: amdgpu.memory_counter_wait load(0)
// CHECK-NEXT: rocdl.s.barrier
// CHECK-COUNT-4: vector.load %[[AS]]
// CHECK-COUNT-4: vector.load %[[BS]]
// CHECK-COUNT-4: vector.load %[[AS]]
// CHECK-COUNT-4: vector.load %[[BS]]
// CHECK-COUNT-32: amdgpu.mfma 16x16x32
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: scf.yield
