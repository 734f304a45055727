// --swizzle none: no XOR anywhere; global chunk = LDS chunk = lane chunk.
// REQUIRES: cdna4-gemm-gen
// RUN: cdna4-gemm-gen --swizzle none | FileCheck %s
// RUN: cdna4-gemm-gen --swizzle none | not grep arith.xori
// RUN: cdna4-gemm-gen | grep -c arith.xori | FileCheck %s --check-prefix=XOR

// 8 copies + 24 S2R addresses carry the XOR with the default swizzle.
// XOR: 32

// CHECK: cdna4pipe.gemm = {{{.*}}swizzle = "none"
// CHECK: %[[WAVE:.*]] = arith.divui %{{.*}}, %c64 : index
// CHECK: %[[LANE:.*]] = arith.remui %{{.*}}, %c64 : index
// CHECK: %[[QB:.*]] = arith.muli %[[WAVE]], %c64 : index
// CHECK: %[[Q:.*]] = arith.addi %[[QB]], %[[LANE]] : index
// CHECK: %[[R:.*]] = arith.divui %[[Q]], %c8 : index
// CHECK: %[[CH:.*]] = arith.remui %[[Q]], %c8 : index
// CHECK: %[[GROW:.*]] = arith.addi %{{.*}}, %[[R]] : index
// CHECK: %[[GCOL:.*]] = arith.muli %[[CH]], %c8 : index
// CHECK: %[[RIF:.*]] = arith.remui %[[LANE]], %c16 : index
// CHECK: %[[CIH:.*]] = arith.divui %[[LANE]], %c16 : index
// CHECK: %[[WROW:.*]] = arith.muli %{{.*}}, %c64 : index
// CHECK: %[[SR:.*]] = arith.addi %[[WROW]], %[[RIF]] : index
// CHECK: %[[SCOL:.*]] = arith.muli %[[CIH]], %c8 : index
// CHECK: scf.for %[[KT:[^ ]*]] =
// CHECK-NEXT: %[[K0:.*]] = arith.muli %[[KT]], %c64 : index
// CHECK-NEXT: %[[COL:.*]] = arith.addi %[[K0]], %[[GCOL]] : index
// CHECK-NEXT: amdgpu.gather_to_lds %{{.*}}[%[[GROW]], %[[COL]]]
// CHECK: rocdl.s.barrier
// CHECK-NEXT: vector.load %{{.*}}[%[[SR]], %[[SCOL]]]
