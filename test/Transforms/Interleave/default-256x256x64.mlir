// The default kernel (8192^3, tile 256x256x64, 8 waves, bf16, xor swizzle)
// pipelined with 2 slots, raised and interleaved into 4 stages: seed 000's
// table done right.
//   stage 0: S2R A(kp0) + B(kp0, j 0..3), G2S gA0 gA1, 16 MFMAs kp0 x j-lo
//   stage 1: S2R B(kp0, j 4..7),           G2S gA2 gA3, 16 MFMAs kp0 x j-hi
//   stage 2: S2R A(kp1) + B(kp1, j 0..3), G2S gB0 gB1, 16 MFMAs kp1 x j-lo
//   stage 3: S2R B(kp1, j 4..7),           G2S gB2 gB3, wait vmcnt(0)
//            lgkmcnt(0) + barrier, 16 MFMAs kp1 x j-hi
// Reads, copies and MFMAs carry name locations from the input generator
// (test/Transforms/Inputs/gen_level1.py); the pass never looks at them.
// Each MFMA is pinned to the S2R values it multiplies and to the
// accumulator it continues (stage results across stages).

// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='stages=4 wait-granularity=iteration' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s

// CHECK-LABEL: gpu.func @gemm
// CHECK-SAME: workgroup(%[[AS:.*]] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>)

// Prologue: tile 0 into slot 0, then the former top-of-iteration-0 wait.
// CHECK-COUNT-4: cdna4pipe.g2s %{{.*}}, %[[AS]][%c0, %{{[0-9]+}}, %c0]
// CHECK-COUNT-4: cdna4pipe.g2s %{{.*}}, %[[BS]][%c0, %{{[0-9]+}}, %c0]
// CHECK-NOT: cdna4pipe.
// CHECK: cdna4pipe.wait vmcnt(0) loc(
// CHECK-NEXT: cdna4pipe.barrier loc(
// CHECK-NEXT: scf.for %[[K:.*]] = %c0 to %c127 step %c1 iter_args(
// No wait or barrier at the top of the iteration any more.
// CHECK-NOT: cdna4pipe.
// CHECK: %[[KN:.*]] = arith.addi %[[K]], %c1
// CHECK-NEXT: %[[SW:.*]] = arith.remui %[[KN]], %c2
// CHECK-NEXT: %[[SR:.*]] = arith.remui %[[K]], %c2
// CHECK-NOT: cdna4pipe.
// CHECK: %[[ST0:[0-9]+]]:20 = cdna4pipe.stage 0 priority 1 fence 0 -> (
// CHECK-NOT: cdna4pipe.
// CHECK: %[[AI0_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i0_kh0")
// CHECK-NEXT: %[[AI1_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i1_kh0")
// CHECK-NEXT: %[[AI2_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i2_kh0")
// CHECK-NEXT: %[[AI3_KH0:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i3_kh0")
// CHECK-NEXT: %[[BJ0_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j0_kh0")
// CHECK-NEXT: %[[BJ1_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j1_kh0")
// CHECK-NEXT: %[[BJ2_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j2_kh0")
// CHECK-NEXT: %[[BJ3_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j3_kh0")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA0")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA1")
// CHECK-NEXT: %[[D0_0_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ0_KH0]] + %arg6 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j0")
// CHECK-NEXT: %[[D0_0_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ1_KH0]] + %arg7 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j1")
// CHECK-NEXT: %[[D0_0_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ2_KH0]] + %arg8 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j2")
// CHECK-NEXT: %[[D0_0_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH0]] * %[[BJ3_KH0]] + %arg9 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j3")
// CHECK-NEXT: %[[D0_1_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ0_KH0]] + %arg14 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j0")
// CHECK-NEXT: %[[D0_1_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ1_KH0]] + %arg15 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j1")
// CHECK-NEXT: %[[D0_1_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ2_KH0]] + %arg16 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j2")
// CHECK-NEXT: %[[D0_1_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH0]] * %[[BJ3_KH0]] + %arg17 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j3")
// CHECK-NEXT: %[[D0_2_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ0_KH0]] + %arg22 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j0")
// CHECK-NEXT: %[[D0_2_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ1_KH0]] + %arg23 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j1")
// CHECK-NEXT: %[[D0_2_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ2_KH0]] + %arg24 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j2")
// CHECK-NEXT: %[[D0_2_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH0]] * %[[BJ3_KH0]] + %arg25 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j3")
// CHECK-NEXT: %[[D0_3_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ0_KH0]] + %arg30 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j0")
// CHECK-NEXT: %[[D0_3_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ1_KH0]] + %arg31 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j1")
// CHECK-NEXT: %[[D0_3_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ2_KH0]] + %arg32 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j2")
// CHECK-NEXT: %[[D0_3_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH0]] * %[[BJ3_KH0]] + %arg33 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j3")
// CHECK-NEXT: cdna4pipe.yield %[[AI0_KH0]], %[[AI1_KH0]], %[[AI2_KH0]], %[[AI3_KH0]], %[[D0_0_0]], %[[D0_0_1]], %[[D0_0_2]], %[[D0_0_3]], %[[D0_1_0]], %[[D0_1_1]], %[[D0_1_2]], %[[D0_1_3]], %[[D0_2_0]], %[[D0_2_1]], %[[D0_2_2]], %[[D0_2_3]], %[[D0_3_0]], %[[D0_3_1]], %[[D0_3_2]], %[[D0_3_3]] :
// CHECK-NEXT: } loc(
// CHECK-NOT: cdna4pipe.
// CHECK: %[[ST1:[0-9]+]]:16 = cdna4pipe.stage 1 priority 1 fence 0 -> (
// CHECK-NOT: cdna4pipe.
// CHECK: %[[BJ4_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j4_kh0")
// CHECK-NEXT: %[[BJ5_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j5_kh0")
// CHECK-NEXT: %[[BJ6_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j6_kh0")
// CHECK-NEXT: %[[BJ7_KH0:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j7_kh0")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA2")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[AS]][%[[SW]], {{.*}} loc("gA3")
// CHECK-NEXT: %[[D0_0_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#0 * %[[BJ4_KH0]] + %arg10 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j4")
// CHECK-NEXT: %[[D0_0_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#0 * %[[BJ5_KH0]] + %arg11 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j5")
// CHECK-NEXT: %[[D0_0_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#0 * %[[BJ6_KH0]] + %arg12 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j6")
// CHECK-NEXT: %[[D0_0_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#0 * %[[BJ7_KH0]] + %arg13 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j7")
// CHECK-NEXT: %[[D0_1_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#1 * %[[BJ4_KH0]] + %arg18 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j4")
// CHECK-NEXT: %[[D0_1_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#1 * %[[BJ5_KH0]] + %arg19 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j5")
// CHECK-NEXT: %[[D0_1_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#1 * %[[BJ6_KH0]] + %arg20 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j6")
// CHECK-NEXT: %[[D0_1_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#1 * %[[BJ7_KH0]] + %arg21 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j7")
// CHECK-NEXT: %[[D0_2_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#2 * %[[BJ4_KH0]] + %arg26 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j4")
// CHECK-NEXT: %[[D0_2_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#2 * %[[BJ5_KH0]] + %arg27 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j5")
// CHECK-NEXT: %[[D0_2_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#2 * %[[BJ6_KH0]] + %arg28 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j6")
// CHECK-NEXT: %[[D0_2_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#2 * %[[BJ7_KH0]] + %arg29 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j7")
// CHECK-NEXT: %[[D0_3_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#3 * %[[BJ4_KH0]] + %arg34 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j4")
// CHECK-NEXT: %[[D0_3_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#3 * %[[BJ5_KH0]] + %arg35 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j5")
// CHECK-NEXT: %[[D0_3_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#3 * %[[BJ6_KH0]] + %arg36 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j6")
// CHECK-NEXT: %[[D0_3_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST0]]#3 * %[[BJ7_KH0]] + %arg37 : vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j7")
// CHECK-NEXT: cdna4pipe.yield %[[D0_0_4]], %[[D0_0_5]], %[[D0_0_6]], %[[D0_0_7]], %[[D0_1_4]], %[[D0_1_5]], %[[D0_1_6]], %[[D0_1_7]], %[[D0_2_4]], %[[D0_2_5]], %[[D0_2_6]], %[[D0_2_7]], %[[D0_3_4]], %[[D0_3_5]], %[[D0_3_6]], %[[D0_3_7]] :
// CHECK-NEXT: } loc(
// CHECK-NOT: cdna4pipe.
// CHECK: %[[ST2:[0-9]+]]:20 = cdna4pipe.stage 2 priority 1 fence 0 -> (
// CHECK-NOT: cdna4pipe.
// CHECK: %[[AI0_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i0_kh1")
// CHECK-NEXT: %[[AI1_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i1_kh1")
// CHECK-NEXT: %[[AI2_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i2_kh1")
// CHECK-NEXT: %[[AI3_KH1:[0-9]+]] = cdna4pipe.s2r %[[AS]][%[[SR]], {{.*}} loc("A_i3_kh1")
// CHECK-NEXT: %[[BJ0_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j0_kh1")
// CHECK-NEXT: %[[BJ1_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j1_kh1")
// CHECK-NEXT: %[[BJ2_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j2_kh1")
// CHECK-NEXT: %[[BJ3_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j3_kh1")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB0")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB1")
// CHECK-NEXT: %[[D1_0_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#4 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j0")
// CHECK-NEXT: %[[D1_0_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#5 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j1")
// CHECK-NEXT: %[[D1_0_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ2_KH1]] + %[[ST0]]#6 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j2")
// CHECK-NEXT: %[[D1_0_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI0_KH1]] * %[[BJ3_KH1]] + %[[ST0]]#7 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j3")
// CHECK-NEXT: %[[D1_1_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#8 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j0")
// CHECK-NEXT: %[[D1_1_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#9 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j1")
// CHECK-NEXT: %[[D1_1_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ2_KH1]] + %[[ST0]]#10 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j2")
// CHECK-NEXT: %[[D1_1_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI1_KH1]] * %[[BJ3_KH1]] + %[[ST0]]#11 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j3")
// CHECK-NEXT: %[[D1_2_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#12 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j0")
// CHECK-NEXT: %[[D1_2_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#13 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j1")
// CHECK-NEXT: %[[D1_2_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ2_KH1]] + %[[ST0]]#14 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j2")
// CHECK-NEXT: %[[D1_2_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI2_KH1]] * %[[BJ3_KH1]] + %[[ST0]]#15 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j3")
// CHECK-NEXT: %[[D1_3_0:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ0_KH1]] + %[[ST0]]#16 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j0")
// CHECK-NEXT: %[[D1_3_1:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ1_KH1]] + %[[ST0]]#17 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j1")
// CHECK-NEXT: %[[D1_3_2:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ2_KH1]] + %[[ST0]]#18 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j2")
// CHECK-NEXT: %[[D1_3_3:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[AI3_KH1]] * %[[BJ3_KH1]] + %[[ST0]]#19 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j3")
// CHECK-NEXT: cdna4pipe.yield %[[AI0_KH1]], %[[AI1_KH1]], %[[AI2_KH1]], %[[AI3_KH1]], %[[D1_0_0]], %[[D1_0_1]], %[[D1_0_2]], %[[D1_0_3]], %[[D1_1_0]], %[[D1_1_1]], %[[D1_1_2]], %[[D1_1_3]], %[[D1_2_0]], %[[D1_2_1]], %[[D1_2_2]], %[[D1_2_3]], %[[D1_3_0]], %[[D1_3_1]], %[[D1_3_2]], %[[D1_3_3]] :
// CHECK-NEXT: } loc(
// CHECK-NOT: cdna4pipe.
// CHECK: %[[ST3:[0-9]+]]:16 = cdna4pipe.stage 3 priority 1 fence 0 -> (
// CHECK-NOT: cdna4pipe.
// CHECK: %[[BJ4_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j4_kh1")
// CHECK-NEXT: %[[BJ5_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j5_kh1")
// CHECK-NEXT: %[[BJ6_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j6_kh1")
// CHECK-NEXT: %[[BJ7_KH1:[0-9]+]] = cdna4pipe.s2r %[[BS]][%[[SR]], {{.*}} loc("B_j7_kh1")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB2")
// CHECK-NEXT: cdna4pipe.g2s %{{.*}}, %[[BS]][%[[SW]], {{.*}} loc("gB3")
// CHECK-NEXT: cdna4pipe.wait vmcnt(0) lgkmcnt(0) loc(
// CHECK-NEXT: cdna4pipe.barrier loc(
// CHECK-NEXT: %[[D1_0_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#0 * %[[BJ4_KH1]] + %[[ST1]]#0 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j4")
// CHECK-NEXT: %[[D1_0_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#0 * %[[BJ5_KH1]] + %[[ST1]]#1 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j5")
// CHECK-NEXT: %[[D1_0_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#0 * %[[BJ6_KH1]] + %[[ST1]]#2 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j6")
// CHECK-NEXT: %[[D1_0_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#0 * %[[BJ7_KH1]] + %[[ST1]]#3 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j7")
// CHECK-NEXT: %[[D1_1_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#1 * %[[BJ4_KH1]] + %[[ST1]]#4 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j4")
// CHECK-NEXT: %[[D1_1_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#1 * %[[BJ5_KH1]] + %[[ST1]]#5 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j5")
// CHECK-NEXT: %[[D1_1_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#1 * %[[BJ6_KH1]] + %[[ST1]]#6 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j6")
// CHECK-NEXT: %[[D1_1_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#1 * %[[BJ7_KH1]] + %[[ST1]]#7 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j7")
// CHECK-NEXT: %[[D1_2_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#2 * %[[BJ4_KH1]] + %[[ST1]]#8 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j4")
// CHECK-NEXT: %[[D1_2_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#2 * %[[BJ5_KH1]] + %[[ST1]]#9 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j5")
// CHECK-NEXT: %[[D1_2_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#2 * %[[BJ6_KH1]] + %[[ST1]]#10 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j6")
// CHECK-NEXT: %[[D1_2_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#2 * %[[BJ7_KH1]] + %[[ST1]]#11 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j7")
// CHECK-NEXT: %[[D1_3_4:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#3 * %[[BJ4_KH1]] + %[[ST1]]#12 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j4")
// CHECK-NEXT: %[[D1_3_5:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#3 * %[[BJ5_KH1]] + %[[ST1]]#13 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j5")
// CHECK-NEXT: %[[D1_3_6:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#3 * %[[BJ6_KH1]] + %[[ST1]]#14 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j6")
// CHECK-NEXT: %[[D1_3_7:[0-9]+]] = cdna4pipe.mfma 16x16x32 %[[ST2]]#3 * %[[BJ7_KH1]] + %[[ST1]]#15 : vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j7")
// CHECK-NEXT: cdna4pipe.yield %[[D1_0_4]], %[[D1_0_5]], %[[D1_0_6]], %[[D1_0_7]], %[[D1_1_4]], %[[D1_1_5]], %[[D1_1_6]], %[[D1_1_7]], %[[D1_2_4]], %[[D1_2_5]], %[[D1_2_6]], %[[D1_2_7]], %[[D1_3_4]], %[[D1_3_5]], %[[D1_3_6]], %[[D1_3_7]] :
// CHECK-NEXT: } loc(
// CHECK-NEXT: scf.yield %[[ST2]]#4, %[[ST2]]#5, %[[ST2]]#6, %[[ST2]]#7, %[[ST3]]#0, %[[ST3]]#1, %[[ST3]]#2, %[[ST3]]#3, %[[ST2]]#8, %[[ST2]]#9, %[[ST2]]#10, %[[ST2]]#11, %[[ST3]]#4, %[[ST3]]#5, %[[ST3]]#6, %[[ST3]]#7, %[[ST2]]#12, %[[ST2]]#13, %[[ST2]]#14, %[[ST2]]#15, %[[ST3]]#8, %[[ST3]]#9, %[[ST3]]#10, %[[ST3]]#11, %[[ST2]]#16, %[[ST2]]#17, %[[ST2]]#18, %[[ST2]]#19, %[[ST3]]#12, %[[ST3]]#13, %[[ST3]]#14, %[[ST3]]#15 :

// Epilogue: the last tile (127) from slot 1 after a wait that retires it.
// CHECK-NOT: cdna4pipe.
// CHECK: cdna4pipe.wait vmcnt(0) loc(
// CHECK-NEXT: cdna4pipe.barrier loc(
// CHECK-NOT: cdna4pipe.stage
// CHECK-COUNT-24: cdna4pipe.s2r %{{arg[34]}}[%c1,
// CHECK-NOT: cdna4pipe.s2r
// CHECK-COUNT-64: cdna4pipe.mfma 16x16x32
// CHECK-NOT: cdna4pipe.
// CHECK: gpu.return
