// Tile 128x128x64 with 4 waves (2x2, wave tile 64x64: 4 A and 4 B
// fragments, 32 MFMAs, 8 copies per wave): stages=4 gives 8 MFMAs per
// stage (kp x j-half of 2 fragments), 2 copies per stage.

// RUN: cdna4-opt %S/../Inputs/level1_128x128x64_w4_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='stages=4 wait-granularity=iteration' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: cdna4-opt %S/../Inputs/level1_128x128x64_w4_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='stages=8 wait-granularity=iteration' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=S8

// CHECK-LABEL: gpu.func @gemm
// CHECK-SAME: workgroup(%[[AS:.*]] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>)
// Prologue: tiles 0..0, then the former top-of-iteration-0 wait.
// CHECK-COUNT-4: cdna4pipe.g2s %{{.*}}, %[[AS]][%c0, %{{[0-9]+}}, %c0]
// CHECK-COUNT-4: cdna4pipe.g2s %{{.*}}, %[[BS]][%c0, %{{[0-9]+}}, %c0]
// CHECK-NOT: cdna4pipe.
// CHECK: cdna4pipe.wait vmcnt(0) loc(
// CHECK-NEXT: cdna4pipe.barrier loc(
// CHECK-NEXT: scf.for %[[K:.*]] = %c0 to %c127 step %c1 iter_args(
// CHECK-NOT: cdna4pipe.
// CHECK: %[[KN:.*]] = arith.addi %[[K]], %c1
// CHECK: %[[SW:.*]] = arith.remui %[[KN]], %c2{{(_[0-9]+)?}}
// CHECK: %[[SR:.*]] = arith.remui %[[K]], %c2{{(_[0-9]+)?}}
// CHECK-NOT: cdna4pipe.
// CHECK: %[[ST0:[0-9]+]]:12 = cdna4pipe.stage 0 priority 1 fence 0 -> (
// CHECK-NOT: cdna4pipe.
// CHECK: %[[AI0_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i0_kh0")
// CHECK-NEXT: %[[AI1_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i1_kh0")
// CHECK-NEXT: %[[AI2_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i2_kh0")
// CHECK-NEXT: %[[AI3_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i3_kh0")
// CHECK-NEXT: %[[BJ0_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j0_kh0")
// CHECK-NEXT: %[[BJ1_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j1_kh0")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA0")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA1")
// CHECK-NEXT: %[[D0_0_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ0_KH0]] + %arg6 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j0")
// CHECK-NEXT: %[[D0_0_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ1_KH0]] + %arg7 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j1")
// CHECK-NEXT: %[[D0_1_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ0_KH0]] + %arg10 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j0")
// CHECK-NEXT: %[[D0_1_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ1_KH0]] + %arg11 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j1")
// CHECK-NEXT: %[[D0_2_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ0_KH0]] + %arg14 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j0")
// CHECK-NEXT: %[[D0_2_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ1_KH0]] + %arg15 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j1")
// CHECK-NEXT: %[[D0_3_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ0_KH0]] + %arg18 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j0")
// CHECK-NEXT: %[[D0_3_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ1_KH0]] + %arg19 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j1")
// CHECK-NEXT: cdna4pipe.yield %[[AI0_KH0]], %[[AI1_KH0]], %[[AI2_KH0]], %[[AI3_KH0]], %[[D0_0_0]], %[[D0_0_1]], %[[D0_1_0]], %[[D0_1_1]], %[[D0_2_0]], %[[D0_2_1]], %[[D0_3_0]], %[[D0_3_1]] :
// CHECK-NEXT: } loc(
// CHECK-NOT: cdna4pipe.
// CHECK: %[[ST1:[0-9]+]]:8 = cdna4pipe.stage 1 priority 1 fence 0 -> (
// CHECK-NOT: cdna4pipe.
// CHECK: %[[BJ2_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j2_kh0")
// CHECK-NEXT: %[[BJ3_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j3_kh0")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA2")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA3")
// CHECK-NEXT: %[[D0_0_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#0 * %[[BJ2_KH0]] + %arg8 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j2")
// CHECK-NEXT: %[[D0_0_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#0 * %[[BJ3_KH0]] + %arg9 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j3")
// CHECK-NEXT: %[[D0_1_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#1 * %[[BJ2_KH0]] + %arg12 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j2")
// CHECK-NEXT: %[[D0_1_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#1 * %[[BJ3_KH0]] + %arg13 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j3")
// CHECK-NEXT: %[[D0_2_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#2 * %[[BJ2_KH0]] + %arg16 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j2")
// CHECK-NEXT: %[[D0_2_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#2 * %[[BJ3_KH0]] + %arg17 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j3")
// CHECK-NEXT: %[[D0_3_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#3 * %[[BJ2_KH0]] + %arg20 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j2")
// CHECK-NEXT: %[[D0_3_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#3 * %[[BJ3_KH0]] + %arg21 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j3")
// CHECK-NEXT: cdna4pipe.yield %[[D0_0_2]], %[[D0_0_3]], %[[D0_1_2]], %[[D0_1_3]], %[[D0_2_2]], %[[D0_2_3]], %[[D0_3_2]], %[[D0_3_3]] :
// CHECK-NEXT: } loc(
// CHECK-NOT: cdna4pipe.
// CHECK: %[[ST2:[0-9]+]]:12 = cdna4pipe.stage 2 priority 1 fence 0 -> (
// CHECK-NOT: cdna4pipe.
// CHECK: %[[AI0_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i0_kh1")
// CHECK-NEXT: %[[AI1_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i1_kh1")
// CHECK-NEXT: %[[AI2_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i2_kh1")
// CHECK-NEXT: %[[AI3_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i3_kh1")
// CHECK-NEXT: %[[BJ0_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j0_kh1")
// CHECK-NEXT: %[[BJ1_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j1_kh1")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB0")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB1")
// CHECK-NEXT: %[[D1_0_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#4 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j0")
// CHECK-NEXT: %[[D1_0_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#5 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j1")
// CHECK-NEXT: %[[D1_1_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#6 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j0")
// CHECK-NEXT: %[[D1_1_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#7 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j1")
// CHECK-NEXT: %[[D1_2_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#8 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j0")
// CHECK-NEXT: %[[D1_2_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#9 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j1")
// CHECK-NEXT: %[[D1_3_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#10 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j0")
// CHECK-NEXT: %[[D1_3_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#11 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j1")
// CHECK-NEXT: cdna4pipe.yield %[[AI0_KH1]], %[[AI1_KH1]], %[[AI2_KH1]], %[[AI3_KH1]], %[[D1_0_0]], %[[D1_0_1]], %[[D1_1_0]], %[[D1_1_1]], %[[D1_2_0]], %[[D1_2_1]], %[[D1_3_0]], %[[D1_3_1]] :
// CHECK-NEXT: } loc(
// CHECK-NOT: cdna4pipe.
// CHECK: %[[ST3:[0-9]+]]:8 = cdna4pipe.stage 3 priority 1 fence 0 -> (
// CHECK-NOT: cdna4pipe.
// CHECK: %[[BJ2_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j2_kh1")
// CHECK-NEXT: %[[BJ3_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j3_kh1")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB2")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB3")
// CHECK-NEXT: cdna4pipe.wait vmcnt(0) lgkmcnt(0) loc(
// CHECK-NEXT: cdna4pipe.barrier loc(
// CHECK-NEXT: %[[D1_0_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#0 * %[[BJ2_KH1]] + %[[ST1]]#0 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j2")
// CHECK-NEXT: %[[D1_0_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#0 * %[[BJ3_KH1]] + %[[ST1]]#1 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j3")
// CHECK-NEXT: %[[D1_1_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#1 * %[[BJ2_KH1]] + %[[ST1]]#2 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j2")
// CHECK-NEXT: %[[D1_1_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#1 * %[[BJ3_KH1]] + %[[ST1]]#3 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j3")
// CHECK-NEXT: %[[D1_2_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#2 * %[[BJ2_KH1]] + %[[ST1]]#4 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j2")
// CHECK-NEXT: %[[D1_2_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#2 * %[[BJ3_KH1]] + %[[ST1]]#5 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j3")
// CHECK-NEXT: %[[D1_3_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#3 * %[[BJ2_KH1]] + %[[ST1]]#6 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j2")
// CHECK-NEXT: %[[D1_3_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#3 * %[[BJ3_KH1]] + %[[ST1]]#7 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j3")
// CHECK-NEXT: cdna4pipe.yield %[[D1_0_2]], %[[D1_0_3]], %[[D1_1_2]], %[[D1_1_3]], %[[D1_2_2]], %[[D1_2_3]], %[[D1_3_2]], %[[D1_3_3]] :
// CHECK-NEXT: } loc(
// CHECK-NEXT: scf.yield %[[ST2]]#4, %[[ST2]]#5, %[[ST3]]#0, %[[ST3]]#1, %[[ST2]]#6, %[[ST2]]#7, %[[ST3]]#2, %[[ST3]]#3, %[[ST2]]#8, %[[ST2]]#9, %[[ST3]]#4, %[[ST3]]#5, %[[ST2]]#10, %[[ST2]]#11, %[[ST3]]#6, %[[ST3]]#7 :
// Epilogue: tiles 127, each from its slot after a wait that retires it.
// CHECK-NOT: cdna4pipe.
// CHECK: cdna4pipe.wait vmcnt(0) loc(
// CHECK-NEXT: cdna4pipe.barrier loc(
// CHECK-NOT: cdna4pipe.stage
// CHECK-COUNT-16: cdna4pipe.s2r %{{arg[34]}}[%c1,
// CHECK-NOT: cdna4pipe.s2r
// CHECK-COUNT-32: cdna4pipe.mfma 16x16x32
// CHECK-NOT: cdna4pipe.
// CHECK: gpu.return

// S8-LABEL: gpu.func @gemm
// S8-SAME: workgroup(%[[AS:.*]] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>)
// Prologue: tiles 0..0, then the former top-of-iteration-0 wait.
// S8-COUNT-4: cdna4pipe.g2s %{{.*}}, %[[AS]][%c0, %{{[0-9]+}}, %c0]
// S8-COUNT-4: cdna4pipe.g2s %{{.*}}, %[[BS]][%c0, %{{[0-9]+}}, %c0]
// S8-NOT: cdna4pipe.
// S8: cdna4pipe.wait vmcnt(0) loc(
// S8-NEXT: cdna4pipe.barrier loc(
// S8-NEXT: scf.for %[[K:.*]] = %c0 to %c127 step %c1 iter_args(
// S8-NOT: cdna4pipe.
// S8: %[[KN:.*]] = arith.addi %[[K]], %c1
// S8: %[[SW:.*]] = arith.remui %[[KN]], %c2{{(_[0-9]+)?}}
// S8: %[[SR:.*]] = arith.remui %[[K]], %c2{{(_[0-9]+)?}}
// S8-NOT: cdna4pipe.
// S8: %[[ST0:[0-9]+]]:8 = cdna4pipe.stage 0 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[AI0_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i0_kh0")
// S8-NEXT: %[[AI1_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i1_kh0")
// S8-NEXT: %[[AI2_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i2_kh0")
// S8-NEXT: %[[AI3_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i3_kh0")
// S8-NEXT: %[[BJ0_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j0_kh0")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA0")
// S8-NEXT: %[[D0_0_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ0_KH0]] + %arg6 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j0")
// S8-NEXT: %[[D0_1_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ0_KH0]] + %arg10 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j0")
// S8-NEXT: %[[D0_2_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ0_KH0]] + %arg14 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j0")
// S8-NEXT: %[[D0_3_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ0_KH0]] + %arg18 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j0")
// S8-NEXT: cdna4pipe.yield %[[AI0_KH0]], %[[AI1_KH0]], %[[AI2_KH0]], %[[AI3_KH0]], %[[D0_0_0]], %[[D0_1_0]], %[[D0_2_0]], %[[D0_3_0]] :
// S8-NEXT: } loc(
// S8-NOT: cdna4pipe.
// S8: %[[ST1:[0-9]+]]:4 = cdna4pipe.stage 1 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[BJ1_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j1_kh0")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA1")
// S8-NEXT: %[[D0_0_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#0 * %[[BJ1_KH0]] + %arg7 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j1")
// S8-NEXT: %[[D0_1_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#1 * %[[BJ1_KH0]] + %arg11 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j1")
// S8-NEXT: %[[D0_2_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#2 * %[[BJ1_KH0]] + %arg15 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j1")
// S8-NEXT: %[[D0_3_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#3 * %[[BJ1_KH0]] + %arg19 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j1")
// S8-NEXT: cdna4pipe.yield %[[D0_0_1]], %[[D0_1_1]], %[[D0_2_1]], %[[D0_3_1]] :
// S8-NEXT: } loc(
// S8-NOT: cdna4pipe.
// S8: %[[ST2:[0-9]+]]:4 = cdna4pipe.stage 2 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[BJ2_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j2_kh0")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA2")
// S8-NEXT: %[[D0_0_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#0 * %[[BJ2_KH0]] + %arg8 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j2")
// S8-NEXT: %[[D0_1_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#1 * %[[BJ2_KH0]] + %arg12 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j2")
// S8-NEXT: %[[D0_2_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#2 * %[[BJ2_KH0]] + %arg16 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j2")
// S8-NEXT: %[[D0_3_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#3 * %[[BJ2_KH0]] + %arg20 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j2")
// S8-NEXT: cdna4pipe.yield %[[D0_0_2]], %[[D0_1_2]], %[[D0_2_2]], %[[D0_3_2]] :
// S8-NEXT: } loc(
// S8-NOT: cdna4pipe.
// S8: %[[ST3:[0-9]+]]:4 = cdna4pipe.stage 3 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[BJ3_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j3_kh0")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA3")
// S8-NEXT: %[[D0_0_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#0 * %[[BJ3_KH0]] + %arg9 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j3")
// S8-NEXT: %[[D0_1_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#1 * %[[BJ3_KH0]] + %arg13 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j3")
// S8-NEXT: %[[D0_2_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#2 * %[[BJ3_KH0]] + %arg17 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j3")
// S8-NEXT: %[[D0_3_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#3 * %[[BJ3_KH0]] + %arg21 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j3")
// S8-NEXT: cdna4pipe.yield %[[D0_0_3]], %[[D0_1_3]], %[[D0_2_3]], %[[D0_3_3]] :
// S8-NEXT: } loc(
// S8-NOT: cdna4pipe.
// S8: %[[ST4:[0-9]+]]:8 = cdna4pipe.stage 4 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[AI0_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i0_kh1")
// S8-NEXT: %[[AI1_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i1_kh1")
// S8-NEXT: %[[AI2_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i2_kh1")
// S8-NEXT: %[[AI3_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i3_kh1")
// S8-NEXT: %[[BJ0_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j0_kh1")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB0")
// S8-NEXT: %[[D1_0_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#4 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j0")
// S8-NEXT: %[[D1_1_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#5 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j0")
// S8-NEXT: %[[D1_2_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#6 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j0")
// S8-NEXT: %[[D1_3_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#7 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j0")
// S8-NEXT: cdna4pipe.yield %[[AI0_KH1]], %[[AI1_KH1]], %[[AI2_KH1]], %[[AI3_KH1]], %[[D1_0_0]], %[[D1_1_0]], %[[D1_2_0]], %[[D1_3_0]] :
// S8-NEXT: } loc(
// S8-NOT: cdna4pipe.
// S8: %[[ST5:[0-9]+]]:4 = cdna4pipe.stage 5 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[BJ1_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j1_kh1")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB1")
// S8-NEXT: %[[D1_0_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#0 * %[[BJ1_KH1]] + %[[ST1]]#0 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j1")
// S8-NEXT: %[[D1_1_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#1 * %[[BJ1_KH1]] + %[[ST1]]#1 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j1")
// S8-NEXT: %[[D1_2_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#2 * %[[BJ1_KH1]] + %[[ST1]]#2 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j1")
// S8-NEXT: %[[D1_3_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#3 * %[[BJ1_KH1]] + %[[ST1]]#3 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j1")
// S8-NEXT: cdna4pipe.yield %[[D1_0_1]], %[[D1_1_1]], %[[D1_2_1]], %[[D1_3_1]] :
// S8-NEXT: } loc(
// S8-NOT: cdna4pipe.
// S8: %[[ST6:[0-9]+]]:4 = cdna4pipe.stage 6 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[BJ2_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j2_kh1")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB2")
// S8-NEXT: %[[D1_0_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#0 * %[[BJ2_KH1]] + %[[ST2]]#0 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j2")
// S8-NEXT: %[[D1_1_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#1 * %[[BJ2_KH1]] + %[[ST2]]#1 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j2")
// S8-NEXT: %[[D1_2_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#2 * %[[BJ2_KH1]] + %[[ST2]]#2 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j2")
// S8-NEXT: %[[D1_3_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#3 * %[[BJ2_KH1]] + %[[ST2]]#3 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j2")
// S8-NEXT: cdna4pipe.yield %[[D1_0_2]], %[[D1_1_2]], %[[D1_2_2]], %[[D1_3_2]] :
// S8-NEXT: } loc(
// S8-NOT: cdna4pipe.
// S8: %[[ST7:[0-9]+]]:4 = cdna4pipe.stage 7 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[BJ3_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j3_kh1")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB3")
// S8-NEXT: cdna4pipe.wait vmcnt(0) lgkmcnt(0) loc(
// S8-NEXT: cdna4pipe.barrier loc(
// S8-NEXT: %[[D1_0_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#0 * %[[BJ3_KH1]] + %[[ST3]]#0 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j3")
// S8-NEXT: %[[D1_1_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#1 * %[[BJ3_KH1]] + %[[ST3]]#1 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j3")
// S8-NEXT: %[[D1_2_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#2 * %[[BJ3_KH1]] + %[[ST3]]#2 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j3")
// S8-NEXT: %[[D1_3_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#3 * %[[BJ3_KH1]] + %[[ST3]]#3 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j3")
// S8-NEXT: cdna4pipe.yield %[[D1_0_3]], %[[D1_1_3]], %[[D1_2_3]], %[[D1_3_3]] :
// S8-NEXT: } loc(
// S8-NEXT: scf.yield %[[ST4]]#4, %[[ST5]]#0, %[[ST6]]#0, %[[ST7]]#0, %[[ST4]]#5, %[[ST5]]#1, %[[ST6]]#1, %[[ST7]]#1, %[[ST4]]#6, %[[ST5]]#2, %[[ST6]]#2, %[[ST7]]#2, %[[ST4]]#7, %[[ST5]]#3, %[[ST6]]#3, %[[ST7]]#3 :
// Epilogue: tiles 127, each from its slot after a wait that retires it.
// S8-NOT: cdna4pipe.
// S8: cdna4pipe.wait vmcnt(0) loc(
// S8-NEXT: cdna4pipe.barrier loc(
// S8-NOT: cdna4pipe.stage
// S8-COUNT-16: cdna4pipe.s2r %{{arg[34]}}[%c1,
// S8-NOT: cdna4pipe.s2r
// S8-COUNT-32: cdna4pipe.mfma 16x16x32
// S8-NOT: cdna4pipe.
// S8: gpu.return
