// BK > 64 (here 128x128x256, 8 waves): rows of 32 chunks, so one 1 KiB copy
// covers 2 rows; the XOR still permutes the low 3 bits of the chunk index.
// Wave grid 4x2 (wave tile 32x64): FA=2, FB=4, KH=8 -> 48 S2R, 64 MFMAs,
// 8 + 8 copies per wave.
// REQUIRES: cdna4-gemm-gen
// RUN: cdna4-gemm-gen --tile 128x128x256 --waves 8 | FileCheck %s
// RUN: cdna4-gemm-gen --tile 128x128x256 --waves 8 | grep -c "amdgpu.gather_to_lds" | FileCheck %s --check-prefix=G2S
// RUN: cdna4-gemm-gen --tile 128x128x256 --waves 8 | grep -c "vector.load" | FileCheck %s --check-prefix=S2R
// RUN: cdna4-gemm-gen --tile 128x128x256 --waves 8 | grep -c "amdgpu.mfma" | FileCheck %s --check-prefix=MFMA

// G2S: 16
// S2R: 48
// MFMA: 64

// CHECK: workgroup(%[[AS:.*]] : memref<128x256xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<128x256xbf16, #gpu.address_space<workgroup>>)
// CHECK: %[[WAVE:.*]] = arith.divui %{{.*}}, %c64 : index
// CHECK: %[[LANE:.*]] = arith.remui %{{.*}}, %c64 : index
// CHECK: arith.divui %[[WAVE]], %c2 : index
// CHECK: %[[M0:.*]] = arith.muli %{{.*}}, %c128 : index
// Copy i of wave w is piece i*8 + w: the first copy's piece is the wave.
// CHECK: %[[QB:.*]] = arith.muli %[[WAVE]], %c64 : index
// CHECK: %[[Q:.*]] = arith.addi %[[QB]], %[[LANE]] : index
// CHECK: %[[R:.*]] = arith.divui %[[Q]], %c32 : index
// CHECK: %[[CH:.*]] = arith.remui %[[Q]], %c32 : index
// CHECK: %[[RM:.*]] = arith.remui %[[R]], %c8 : index
// CHECK: %[[GCH:.*]] = arith.xori %[[CH]], %[[RM]] : index
// CHECK: %[[GROW:.*]] = arith.addi %[[M0]], %[[R]] : index
// CHECK: %[[GCOL:.*]] = arith.muli %[[GCH]], %c8 : index
// CHECK: %[[DROW:.*]] = arith.muli %[[WAVE]], %c2 : index
// Second copy: piece 8 + w.
// CHECK: %[[P1:.*]] = arith.addi %[[WAVE]], %c8 : index
// CHECK: arith.muli %[[P1]], %c64 : index
// Last k-half (h = 7) of the first A fragment: logical chunk lane/16 + 28.
// CHECK: %[[CH7:.*]] = arith.addi %{{.*}}, %c28 : index
// CHECK: scf.for %[[KT:[^ ]*]] =
// CHECK-NEXT: %[[K0:.*]] = arith.muli %[[KT]], %c256 : index
// CHECK-NEXT: %[[COL:.*]] = arith.addi %[[K0]], %[[GCOL]] : index
// CHECK-NEXT: amdgpu.gather_to_lds %{{.*}}[%[[GROW]], %[[COL]]], %[[AS]][%[[DROW]], %c0]
