// The default kernel with 2 and 8 stages per iteration (same flow as
// default-256x256x64.mlir): stages=2 splits along k only (kp0 | kp1, 4
// copies each), stages=8 along k and four N parts of two fragments
// (one copy each).

// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='stages=2 wait-granularity=iteration' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=S2
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='stages=8 wait-granularity=iteration' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=S8

// S2-LABEL: gpu.func @gemm
// S2-SAME: workgroup(%[[AS:.*]] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>)
// Prologue: tiles 0..0, then the former top-of-iteration-0 wait.
// S2-COUNT-4: cdna4pipe.g2s %{{.*}}, %[[AS]][%c0, %{{[0-9]+}}, %c0]
// S2-COUNT-4: cdna4pipe.g2s %{{.*}}, %[[BS]][%c0, %{{[0-9]+}}, %c0]
// S2-NOT: cdna4pipe.
// S2: cdna4pipe.wait vmcnt(0) loc(
// S2-NEXT: cdna4pipe.barrier loc(
// S2-NEXT: scf.for %[[K:.*]] = %c0 to %c127 step %c1 iter_args(
// S2-NOT: cdna4pipe.
// S2: %[[KN:.*]] = arith.addi %[[K]], %c1
// S2: %[[SW:.*]] = arith.remui %[[KN]], %c2{{(_[0-9]+)?}}
// S2: %[[SR:.*]] = arith.remui %[[K]], %c2{{(_[0-9]+)?}}
// S2-NOT: cdna4pipe.
// S2: %[[ST0:[0-9]+]]:32 = cdna4pipe.stage 0 priority 1 fence 0 -> (
// S2-NOT: cdna4pipe.
// S2: %[[AI0_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i0_kh0")
// S2-NEXT: %[[AI1_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i1_kh0")
// S2-NEXT: %[[AI2_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i2_kh0")
// S2-NEXT: %[[AI3_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i3_kh0")
// S2-NEXT: %[[BJ0_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j0_kh0")
// S2-NEXT: %[[BJ1_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j1_kh0")
// S2-NEXT: %[[BJ2_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j2_kh0")
// S2-NEXT: %[[BJ3_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j3_kh0")
// S2-NEXT: %[[BJ4_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j4_kh0")
// S2-NEXT: %[[BJ5_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j5_kh0")
// S2-NEXT: %[[BJ6_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j6_kh0")
// S2-NEXT: %[[BJ7_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j7_kh0")
// S2-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA0")
// S2-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA1")
// S2-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA2")
// S2-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA3")
// S2-NEXT: %[[D0_0_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ0_KH0]] + %arg6 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j0")
// S2-NEXT: %[[D0_0_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ1_KH0]] + %arg7 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j1")
// S2-NEXT: %[[D0_0_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ2_KH0]] + %arg8 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j2")
// S2-NEXT: %[[D0_0_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ3_KH0]] + %arg9 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j3")
// S2-NEXT: %[[D0_0_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ4_KH0]] + %arg10 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j4")
// S2-NEXT: %[[D0_0_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ5_KH0]] + %arg11 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j5")
// S2-NEXT: %[[D0_0_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ6_KH0]] + %arg12 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j6")
// S2-NEXT: %[[D0_0_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ7_KH0]] + %arg13 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j7")
// S2-NEXT: %[[D0_1_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ0_KH0]] + %arg14 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j0")
// S2-NEXT: %[[D0_1_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ1_KH0]] + %arg15 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j1")
// S2-NEXT: %[[D0_1_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ2_KH0]] + %arg16 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j2")
// S2-NEXT: %[[D0_1_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ3_KH0]] + %arg17 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j3")
// S2-NEXT: %[[D0_1_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ4_KH0]] + %arg18 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j4")
// S2-NEXT: %[[D0_1_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ5_KH0]] + %arg19 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j5")
// S2-NEXT: %[[D0_1_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ6_KH0]] + %arg20 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j6")
// S2-NEXT: %[[D0_1_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ7_KH0]] + %arg21 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j7")
// S2-NEXT: %[[D0_2_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ0_KH0]] + %arg22 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j0")
// S2-NEXT: %[[D0_2_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ1_KH0]] + %arg23 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j1")
// S2-NEXT: %[[D0_2_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ2_KH0]] + %arg24 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j2")
// S2-NEXT: %[[D0_2_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ3_KH0]] + %arg25 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j3")
// S2-NEXT: %[[D0_2_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ4_KH0]] + %arg26 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j4")
// S2-NEXT: %[[D0_2_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ5_KH0]] + %arg27 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j5")
// S2-NEXT: %[[D0_2_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ6_KH0]] + %arg28 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j6")
// S2-NEXT: %[[D0_2_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ7_KH0]] + %arg29 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j7")
// S2-NEXT: %[[D0_3_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ0_KH0]] + %arg30 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j0")
// S2-NEXT: %[[D0_3_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ1_KH0]] + %arg31 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j1")
// S2-NEXT: %[[D0_3_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ2_KH0]] + %arg32 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j2")
// S2-NEXT: %[[D0_3_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ3_KH0]] + %arg33 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j3")
// S2-NEXT: %[[D0_3_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ4_KH0]] + %arg34 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j4")
// S2-NEXT: %[[D0_3_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ5_KH0]] + %arg35 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j5")
// S2-NEXT: %[[D0_3_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ6_KH0]] + %arg36 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j6")
// S2-NEXT: %[[D0_3_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ7_KH0]] + %arg37 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j7")
// S2-NEXT: cdna4pipe.yield %[[D0_0_0]], %[[D0_0_1]], %[[D0_0_2]], %[[D0_0_3]], %[[D0_0_4]], %[[D0_0_5]], %[[D0_0_6]], %[[D0_0_7]], %[[D0_1_0]], %[[D0_1_1]], %[[D0_1_2]], %[[D0_1_3]], %[[D0_1_4]], %[[D0_1_5]], %[[D0_1_6]], %[[D0_1_7]], %[[D0_2_0]], %[[D0_2_1]], %[[D0_2_2]], %[[D0_2_3]], %[[D0_2_4]], %[[D0_2_5]], %[[D0_2_6]], %[[D0_2_7]], %[[D0_3_0]], %[[D0_3_1]], %[[D0_3_2]], %[[D0_3_3]], %[[D0_3_4]], %[[D0_3_5]], %[[D0_3_6]], %[[D0_3_7]] :
// S2-NEXT: } loc(
// S2-NOT: cdna4pipe.
// S2: %[[ST1:[0-9]+]]:32 = cdna4pipe.stage 1 priority 1 fence 0 -> (
// S2-NOT: cdna4pipe.
// S2: %[[AI0_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i0_kh1")
// S2-NEXT: %[[AI1_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i1_kh1")
// S2-NEXT: %[[AI2_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i2_kh1")
// S2-NEXT: %[[AI3_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i3_kh1")
// S2-NEXT: %[[BJ0_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j0_kh1")
// S2-NEXT: %[[BJ1_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j1_kh1")
// S2-NEXT: %[[BJ2_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j2_kh1")
// S2-NEXT: %[[BJ3_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j3_kh1")
// S2-NEXT: %[[BJ4_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j4_kh1")
// S2-NEXT: %[[BJ5_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j5_kh1")
// S2-NEXT: %[[BJ6_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j6_kh1")
// S2-NEXT: %[[BJ7_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j7_kh1")
// S2-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB0")
// S2-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB1")
// S2-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB2")
// S2-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB3")
// S2-NEXT: cdna4pipe.wait vmcnt(0) lgkmcnt(0) loc(
// S2-NEXT: cdna4pipe.barrier loc(
// S2-NEXT: %[[D1_0_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#0 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j0")
// S2-NEXT: %[[D1_0_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#1 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j1")
// S2-NEXT: %[[D1_0_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ2_KH1]] + %[[ST0]]#2 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j2")
// S2-NEXT: %[[D1_0_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ3_KH1]] + %[[ST0]]#3 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j3")
// S2-NEXT: %[[D1_0_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ4_KH1]] + %[[ST0]]#4 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j4")
// S2-NEXT: %[[D1_0_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ5_KH1]] + %[[ST0]]#5 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j5")
// S2-NEXT: %[[D1_0_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ6_KH1]] + %[[ST0]]#6 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j6")
// S2-NEXT: %[[D1_0_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ7_KH1]] + %[[ST0]]#7 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j7")
// S2-NEXT: %[[D1_1_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#8 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j0")
// S2-NEXT: %[[D1_1_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#9 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j1")
// S2-NEXT: %[[D1_1_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ2_KH1]] + %[[ST0]]#10 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j2")
// S2-NEXT: %[[D1_1_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ3_KH1]] + %[[ST0]]#11 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j3")
// S2-NEXT: %[[D1_1_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ4_KH1]] + %[[ST0]]#12 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j4")
// S2-NEXT: %[[D1_1_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ5_KH1]] + %[[ST0]]#13 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j5")
// S2-NEXT: %[[D1_1_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ6_KH1]] + %[[ST0]]#14 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j6")
// S2-NEXT: %[[D1_1_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ7_KH1]] + %[[ST0]]#15 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j7")
// S2-NEXT: %[[D1_2_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#16 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j0")
// S2-NEXT: %[[D1_2_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#17 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j1")
// S2-NEXT: %[[D1_2_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ2_KH1]] + %[[ST0]]#18 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j2")
// S2-NEXT: %[[D1_2_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ3_KH1]] + %[[ST0]]#19 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j3")
// S2-NEXT: %[[D1_2_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ4_KH1]] + %[[ST0]]#20 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j4")
// S2-NEXT: %[[D1_2_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ5_KH1]] + %[[ST0]]#21 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j5")
// S2-NEXT: %[[D1_2_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ6_KH1]] + %[[ST0]]#22 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j6")
// S2-NEXT: %[[D1_2_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ7_KH1]] + %[[ST0]]#23 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j7")
// S2-NEXT: %[[D1_3_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#24 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j0")
// S2-NEXT: %[[D1_3_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#25 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j1")
// S2-NEXT: %[[D1_3_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ2_KH1]] + %[[ST0]]#26 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j2")
// S2-NEXT: %[[D1_3_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ3_KH1]] + %[[ST0]]#27 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j3")
// S2-NEXT: %[[D1_3_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ4_KH1]] + %[[ST0]]#28 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j4")
// S2-NEXT: %[[D1_3_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ5_KH1]] + %[[ST0]]#29 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j5")
// S2-NEXT: %[[D1_3_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ6_KH1]] + %[[ST0]]#30 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j6")
// S2-NEXT: %[[D1_3_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ7_KH1]] + %[[ST0]]#31 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j7")
// S2-NEXT: cdna4pipe.yield %[[D1_0_0]], %[[D1_0_1]], %[[D1_0_2]], %[[D1_0_3]], %[[D1_0_4]], %[[D1_0_5]], %[[D1_0_6]], %[[D1_0_7]], %[[D1_1_0]], %[[D1_1_1]], %[[D1_1_2]], %[[D1_1_3]], %[[D1_1_4]], %[[D1_1_5]], %[[D1_1_6]], %[[D1_1_7]], %[[D1_2_0]], %[[D1_2_1]], %[[D1_2_2]], %[[D1_2_3]], %[[D1_2_4]], %[[D1_2_5]], %[[D1_2_6]], %[[D1_2_7]], %[[D1_3_0]], %[[D1_3_1]], %[[D1_3_2]], %[[D1_3_3]], %[[D1_3_4]], %[[D1_3_5]], %[[D1_3_6]], %[[D1_3_7]] :
// S2-NEXT: } loc(
// S2-NEXT: scf.yield %[[ST1]]#0, %[[ST1]]#1, %[[ST1]]#2, %[[ST1]]#3, %[[ST1]]#4, %[[ST1]]#5, %[[ST1]]#6, %[[ST1]]#7, %[[ST1]]#8, %[[ST1]]#9, %[[ST1]]#10, %[[ST1]]#11, %[[ST1]]#12, %[[ST1]]#13, %[[ST1]]#14, %[[ST1]]#15, %[[ST1]]#16, %[[ST1]]#17, %[[ST1]]#18, %[[ST1]]#19, %[[ST1]]#20, %[[ST1]]#21, %[[ST1]]#22, %[[ST1]]#23, %[[ST1]]#24, %[[ST1]]#25, %[[ST1]]#26, %[[ST1]]#27, %[[ST1]]#28, %[[ST1]]#29, %[[ST1]]#30, %[[ST1]]#31 :
// Epilogue: tiles 127, each from its slot after a wait that retires it.
// S2-NOT: cdna4pipe.
// S2: cdna4pipe.wait vmcnt(0) loc(
// S2-NEXT: cdna4pipe.barrier loc(
// S2-NOT: cdna4pipe.stage
// S2-COUNT-24: cdna4pipe.s2r %{{arg[34]}}[%c1,
// S2-NOT: cdna4pipe.s2r
// S2-COUNT-64: cdna4pipe.mfma 16x16x32
// S2-NOT: cdna4pipe.
// S2: gpu.return

// S8-LABEL: gpu.func @gemm
// S8-SAME: workgroup(%[[AS:.*]] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>)
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
// S8: %[[ST0:[0-9]+]]:12 = cdna4pipe.stage 0 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[AI0_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i0_kh0")
// S8-NEXT: %[[AI1_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i1_kh0")
// S8-NEXT: %[[AI2_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i2_kh0")
// S8-NEXT: %[[AI3_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i3_kh0")
// S8-NEXT: %[[BJ0_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j0_kh0")
// S8-NEXT: %[[BJ1_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j1_kh0")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA0")
// S8-NEXT: %[[D0_0_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ0_KH0]] + %arg6 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j0")
// S8-NEXT: %[[D0_0_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ1_KH0]] + %arg7 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j1")
// S8-NEXT: %[[D0_1_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ0_KH0]] + %arg14 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j0")
// S8-NEXT: %[[D0_1_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ1_KH0]] + %arg15 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j1")
// S8-NEXT: %[[D0_2_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ0_KH0]] + %arg22 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j0")
// S8-NEXT: %[[D0_2_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ1_KH0]] + %arg23 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j1")
// S8-NEXT: %[[D0_3_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ0_KH0]] + %arg30 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j0")
// S8-NEXT: %[[D0_3_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ1_KH0]] + %arg31 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j1")
// S8-NEXT: cdna4pipe.yield %[[AI0_KH0]], %[[AI1_KH0]], %[[AI2_KH0]], %[[AI3_KH0]], %[[D0_0_0]], %[[D0_0_1]], %[[D0_1_0]], %[[D0_1_1]], %[[D0_2_0]], %[[D0_2_1]], %[[D0_3_0]], %[[D0_3_1]] :
// S8-NEXT: } loc(
// S8-NOT: cdna4pipe.
// S8: %[[ST1:[0-9]+]]:8 = cdna4pipe.stage 1 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[BJ2_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j2_kh0")
// S8-NEXT: %[[BJ3_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j3_kh0")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA1")
// S8-NEXT: %[[D0_0_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#0 * %[[BJ2_KH0]] + %arg8 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j2")
// S8-NEXT: %[[D0_0_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#0 * %[[BJ3_KH0]] + %arg9 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j3")
// S8-NEXT: %[[D0_1_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#1 * %[[BJ2_KH0]] + %arg16 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j2")
// S8-NEXT: %[[D0_1_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#1 * %[[BJ3_KH0]] + %arg17 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j3")
// S8-NEXT: %[[D0_2_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#2 * %[[BJ2_KH0]] + %arg24 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j2")
// S8-NEXT: %[[D0_2_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#2 * %[[BJ3_KH0]] + %arg25 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j3")
// S8-NEXT: %[[D0_3_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#3 * %[[BJ2_KH0]] + %arg32 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j2")
// S8-NEXT: %[[D0_3_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#3 * %[[BJ3_KH0]] + %arg33 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j3")
// S8-NEXT: cdna4pipe.yield %[[D0_0_2]], %[[D0_0_3]], %[[D0_1_2]], %[[D0_1_3]], %[[D0_2_2]], %[[D0_2_3]], %[[D0_3_2]], %[[D0_3_3]] :
// S8-NEXT: } loc(
// S8-NOT: cdna4pipe.
// S8: %[[ST2:[0-9]+]]:8 = cdna4pipe.stage 2 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[BJ4_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j4_kh0")
// S8-NEXT: %[[BJ5_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j5_kh0")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA2")
// S8-NEXT: %[[D0_0_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#0 * %[[BJ4_KH0]] + %arg10 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j4")
// S8-NEXT: %[[D0_0_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#0 * %[[BJ5_KH0]] + %arg11 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j5")
// S8-NEXT: %[[D0_1_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#1 * %[[BJ4_KH0]] + %arg18 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j4")
// S8-NEXT: %[[D0_1_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#1 * %[[BJ5_KH0]] + %arg19 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j5")
// S8-NEXT: %[[D0_2_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#2 * %[[BJ4_KH0]] + %arg26 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j4")
// S8-NEXT: %[[D0_2_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#2 * %[[BJ5_KH0]] + %arg27 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j5")
// S8-NEXT: %[[D0_3_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#3 * %[[BJ4_KH0]] + %arg34 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j4")
// S8-NEXT: %[[D0_3_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#3 * %[[BJ5_KH0]] + %arg35 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j5")
// S8-NEXT: cdna4pipe.yield %[[D0_0_4]], %[[D0_0_5]], %[[D0_1_4]], %[[D0_1_5]], %[[D0_2_4]], %[[D0_2_5]], %[[D0_3_4]], %[[D0_3_5]] :
// S8-NEXT: } loc(
// S8-NOT: cdna4pipe.
// S8: %[[ST3:[0-9]+]]:8 = cdna4pipe.stage 3 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[BJ6_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j6_kh0")
// S8-NEXT: %[[BJ7_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j7_kh0")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA3")
// S8-NEXT: %[[D0_0_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#0 * %[[BJ6_KH0]] + %arg12 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j6")
// S8-NEXT: %[[D0_0_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#0 * %[[BJ7_KH0]] + %arg13 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j7")
// S8-NEXT: %[[D0_1_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#1 * %[[BJ6_KH0]] + %arg20 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j6")
// S8-NEXT: %[[D0_1_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#1 * %[[BJ7_KH0]] + %arg21 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j7")
// S8-NEXT: %[[D0_2_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#2 * %[[BJ6_KH0]] + %arg28 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j6")
// S8-NEXT: %[[D0_2_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#2 * %[[BJ7_KH0]] + %arg29 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j7")
// S8-NEXT: %[[D0_3_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#3 * %[[BJ6_KH0]] + %arg36 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j6")
// S8-NEXT: %[[D0_3_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#3 * %[[BJ7_KH0]] + %arg37 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j7")
// S8-NEXT: cdna4pipe.yield %[[D0_0_6]], %[[D0_0_7]], %[[D0_1_6]], %[[D0_1_7]], %[[D0_2_6]], %[[D0_2_7]], %[[D0_3_6]], %[[D0_3_7]] :
// S8-NEXT: } loc(
// S8-NOT: cdna4pipe.
// S8: %[[ST4:[0-9]+]]:12 = cdna4pipe.stage 4 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[AI0_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i0_kh1")
// S8-NEXT: %[[AI1_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i1_kh1")
// S8-NEXT: %[[AI2_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i2_kh1")
// S8-NEXT: %[[AI3_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i3_kh1")
// S8-NEXT: %[[BJ0_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j0_kh1")
// S8-NEXT: %[[BJ1_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j1_kh1")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB0")
// S8-NEXT: %[[D1_0_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#4 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j0")
// S8-NEXT: %[[D1_0_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#5 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j1")
// S8-NEXT: %[[D1_1_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#6 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j0")
// S8-NEXT: %[[D1_1_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#7 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j1")
// S8-NEXT: %[[D1_2_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#8 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j0")
// S8-NEXT: %[[D1_2_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#9 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j1")
// S8-NEXT: %[[D1_3_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#10 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j0")
// S8-NEXT: %[[D1_3_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#11 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j1")
// S8-NEXT: cdna4pipe.yield %[[AI0_KH1]], %[[AI1_KH1]], %[[AI2_KH1]], %[[AI3_KH1]], %[[D1_0_0]], %[[D1_0_1]], %[[D1_1_0]], %[[D1_1_1]], %[[D1_2_0]], %[[D1_2_1]], %[[D1_3_0]], %[[D1_3_1]] :
// S8-NEXT: } loc(
// S8-NOT: cdna4pipe.
// S8: %[[ST5:[0-9]+]]:8 = cdna4pipe.stage 5 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[BJ2_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j2_kh1")
// S8-NEXT: %[[BJ3_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j3_kh1")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB1")
// S8-NEXT: %[[D1_0_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#0 * %[[BJ2_KH1]] + %[[ST1]]#0 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j2")
// S8-NEXT: %[[D1_0_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#0 * %[[BJ3_KH1]] + %[[ST1]]#1 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j3")
// S8-NEXT: %[[D1_1_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#1 * %[[BJ2_KH1]] + %[[ST1]]#2 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j2")
// S8-NEXT: %[[D1_1_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#1 * %[[BJ3_KH1]] + %[[ST1]]#3 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j3")
// S8-NEXT: %[[D1_2_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#2 * %[[BJ2_KH1]] + %[[ST1]]#4 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j2")
// S8-NEXT: %[[D1_2_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#2 * %[[BJ3_KH1]] + %[[ST1]]#5 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j3")
// S8-NEXT: %[[D1_3_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#3 * %[[BJ2_KH1]] + %[[ST1]]#6 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j2")
// S8-NEXT: %[[D1_3_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#3 * %[[BJ3_KH1]] + %[[ST1]]#7 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j3")
// S8-NEXT: cdna4pipe.yield %[[D1_0_2]], %[[D1_0_3]], %[[D1_1_2]], %[[D1_1_3]], %[[D1_2_2]], %[[D1_2_3]], %[[D1_3_2]], %[[D1_3_3]] :
// S8-NEXT: } loc(
// S8-NOT: cdna4pipe.
// S8: %[[ST6:[0-9]+]]:8 = cdna4pipe.stage 6 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[BJ4_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j4_kh1")
// S8-NEXT: %[[BJ5_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j5_kh1")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB2")
// S8-NEXT: %[[D1_0_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#0 * %[[BJ4_KH1]] + %[[ST2]]#0 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j4")
// S8-NEXT: %[[D1_0_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#0 * %[[BJ5_KH1]] + %[[ST2]]#1 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j5")
// S8-NEXT: %[[D1_1_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#1 * %[[BJ4_KH1]] + %[[ST2]]#2 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j4")
// S8-NEXT: %[[D1_1_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#1 * %[[BJ5_KH1]] + %[[ST2]]#3 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j5")
// S8-NEXT: %[[D1_2_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#2 * %[[BJ4_KH1]] + %[[ST2]]#4 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j4")
// S8-NEXT: %[[D1_2_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#2 * %[[BJ5_KH1]] + %[[ST2]]#5 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j5")
// S8-NEXT: %[[D1_3_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#3 * %[[BJ4_KH1]] + %[[ST2]]#6 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j4")
// S8-NEXT: %[[D1_3_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#3 * %[[BJ5_KH1]] + %[[ST2]]#7 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j5")
// S8-NEXT: cdna4pipe.yield %[[D1_0_4]], %[[D1_0_5]], %[[D1_1_4]], %[[D1_1_5]], %[[D1_2_4]], %[[D1_2_5]], %[[D1_3_4]], %[[D1_3_5]] :
// S8-NEXT: } loc(
// S8-NOT: cdna4pipe.
// S8: %[[ST7:[0-9]+]]:8 = cdna4pipe.stage 7 priority 1 fence 0 -> (
// S8-NOT: cdna4pipe.
// S8: %[[BJ6_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j6_kh1")
// S8-NEXT: %[[BJ7_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j7_kh1")
// S8-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB3")
// S8-NEXT: cdna4pipe.wait vmcnt(0) lgkmcnt(0) loc(
// S8-NEXT: cdna4pipe.barrier loc(
// S8-NEXT: %[[D1_0_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#0 * %[[BJ6_KH1]] + %[[ST3]]#0 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j6")
// S8-NEXT: %[[D1_0_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#0 * %[[BJ7_KH1]] + %[[ST3]]#1 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j7")
// S8-NEXT: %[[D1_1_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#1 * %[[BJ6_KH1]] + %[[ST3]]#2 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j6")
// S8-NEXT: %[[D1_1_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#1 * %[[BJ7_KH1]] + %[[ST3]]#3 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j7")
// S8-NEXT: %[[D1_2_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#2 * %[[BJ6_KH1]] + %[[ST3]]#4 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j6")
// S8-NEXT: %[[D1_2_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#2 * %[[BJ7_KH1]] + %[[ST3]]#5 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j7")
// S8-NEXT: %[[D1_3_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#3 * %[[BJ6_KH1]] + %[[ST3]]#6 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j6")
// S8-NEXT: %[[D1_3_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST4]]#3 * %[[BJ7_KH1]] + %[[ST3]]#7 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j7")
// S8-NEXT: cdna4pipe.yield %[[D1_0_6]], %[[D1_0_7]], %[[D1_1_6]], %[[D1_1_7]], %[[D1_2_6]], %[[D1_2_7]], %[[D1_3_6]], %[[D1_3_7]] :
// S8-NEXT: } loc(
// S8-NEXT: scf.yield %[[ST4]]#4, %[[ST4]]#5, %[[ST5]]#0, %[[ST5]]#1, %[[ST6]]#0, %[[ST6]]#1, %[[ST7]]#0, %[[ST7]]#1, %[[ST4]]#6, %[[ST4]]#7, %[[ST5]]#2, %[[ST5]]#3, %[[ST6]]#2, %[[ST6]]#3, %[[ST7]]#2, %[[ST7]]#3, %[[ST4]]#8, %[[ST4]]#9, %[[ST5]]#4, %[[ST5]]#5, %[[ST6]]#4, %[[ST6]]#5, %[[ST7]]#4, %[[ST7]]#5, %[[ST4]]#10, %[[ST4]]#11, %[[ST5]]#6, %[[ST5]]#7, %[[ST6]]#6, %[[ST6]]#7, %[[ST7]]#6, %[[ST7]]#7 :
// Epilogue: tiles 127, each from its slot after a wait that retires it.
// S8-NOT: cdna4pipe.
// S8: cdna4pipe.wait vmcnt(0) loc(
// S8-NEXT: cdna4pipe.barrier loc(
// S8-NOT: cdna4pipe.stage
// S8-COUNT-24: cdna4pipe.s2r %{{arg[34]}}[%c1,
// S8-NOT: cdna4pipe.s2r
// S8-COUNT-64: cdna4pipe.mfma 16x16x32
// S8-NOT: cdna4pipe.
// S8: gpu.return
