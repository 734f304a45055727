// REQUIRES: cdna4-gemm-gen
// MXFP8 GEMMs (v_mfma_scale_f32_16x16x128_f8f6f4 with FP8 E4M3 sources,
// cbsz = blgp = 0, and an E8M0 scale per 32 K-elements of every row of A
// and column of B) through the default flow: the generator's 256x256x128
// kernel (8 waves, bf16 C; its scale tiles move in 2-byte copies), compiled
// by cdna4pipe-to-gfx950, passes under every policy against a reference
// GEMM of the decoded, scaled inputs; so does the 4-wave kernel.
//
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 1024 --dtype mxfp8 --tile 256x256x128 -o %t.l0.mlir
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-to-gfx950=schedule=default -o %t.l4.mlir
// RUN: cdna4-sim %t.l4.mlir --gemm 512,512,1024 --policy all | FileCheck %s
// RUN: FileCheck %s --check-prefix=LOWERED < %t.l4.mlir
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 1024 --dtype mxfp8 --tile 256x256x128 --waves 4 | cdna4-opt --cdna4pipe-to-gfx950=schedule=default -o %t.w4.mlir
// RUN: cdna4-sim %t.w4.mlir --gemm 512,512,1024 --blocks 1 --policy lazy/random | FileCheck %s --check-prefix=W4
//
// Planted bugs; each fails on the numbers, with no race.
// (1) op_sel picks the wrong byte of A's scale words (raised loop).
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline --cdna4pipe-form-stages --cdna4pipe-interleave -o %t.l3.mlir
// RUN: cdna4-sim %t.l3.mlir --gemm 512,512,1024 --blocks 1 --policy issue/rr | FileCheck %s --check-prefix=L3
// RUN: sed -E 's/scale\((%[0-9a-z_#]+)\[[0-3]\]/scale(\1[3]/' %t.l3.mlir > %t.opsel.mlir
// RUN: not cdna4-sim %t.opsel.mlir --gemm 512,512,1024 --blocks 1 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=BAD
// (2) A's products take B's scales.
// RUN: sed -E 's/scale\((%[0-9a-z_#]+)\[([0-3])\], (%[0-9a-z_#]+)\[([0-3])\]\)/scale(\3[\2], \3[\4])/' %t.l3.mlir > %t.swapscale.mlir
// RUN: not cdna4-sim %t.swapscale.mlir --gemm 512,512,1024 --blocks 1 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=BAD
// (3) Wrong formats in the lowered kernel handed to the simulator, which
//     decodes by the instruction's cbsz / blgp: A's E4M3 read as E5M2; B's
//     read as FP4 (4 of its 8 registers, two values a byte).
// RUN: python3 %S/Inputs/plant_mx_format.py --cbsz 1 < %t.l4.mlir > %t.e5m2.mlir
// RUN: not cdna4-sim %t.e5m2.mlir --gemm 512,512,1024 --blocks 1 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: python3 %S/Inputs/plant_mx_format.py --blgp 4 < %t.l4.mlir > %t.fp4.mlir
// RUN: not cdna4-sim %t.fp4.mlir --gemm 512,512,1024 --blocks 1 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=BAD
//
// MXFP8 x MXFP4 (FP8 activations, FP4 weights: cbsz 0, blgp 4) at
// 128x256x256 (the FP4 side's XOR rows need BK = 256; 256x256x256 would
// not fit two stages in LDS) passes every policy. Planted: A's and B's
// formats exchanged in the lowered kernel (A's FP8 read as FP4, B's FP4 as
// FP8 from 8 registers of which it has 4) fail on C.
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 1024 --dtype mxfp8 --b-dtype mxfp4 --tile 128x256x256 | cdna4-opt --cdna4pipe-to-gfx950=schedule=default -o %t.mix.mlir
// RUN: cdna4-sim %t.mix.mlir --gemm 512,512,1024 --policy all | FileCheck %s --check-prefix=MIX
// RUN: FileCheck %s --check-prefix=MIXLOWERED < %t.mix.mlir
// RUN: python3 %S/Inputs/plant_mx_format.py --swap < %t.mix.mlir > %t.mixswap.mlir
// RUN: not cdna4-sim %t.mixswap.mlir --gemm 512,512,1024 --blocks 1 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=MIXBAD

// CHECK-COUNT-9: policy {{(issue|lazy|random)/(rr|ahead|random)}}: 3 workgroup(s) of 2x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK-NEXT: PASS: gemm 512x512x1024 tile 256x256x128 mxfp8->bf16, 9 policies, 0 race(s)

// The scaled MFMA with FP8 sources (8 x i32) and real scale operands.
// LOWERED: rocdl.mfma.scale.f32.16x16x128.f8f6f4 {{.*}} : (vector<8xi32>, vector<8xi32>, vector<4xf32>, i32, i32, i32, i32, i32, i32) -> vector<4xf32>

// W4: policy lazy/random: 1 workgroup(s) of 2x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS

// L3: policy issue/rr: 1 workgroup(s) of 2x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS

// BAD: policy issue/rr: 1 workgroup(s) of 2x2, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance (first C[{{[0-9]+}}][{{[0-9]+}}]), 0 race(s): FAIL

// MIX-COUNT-9: policy {{(issue|lazy|random)/(rr|ahead|random)}}: 3 workgroup(s) of 2x4, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// MIX-NEXT: PASS: gemm 512x512x1024 tile 128x256x256 mxfp8->bf16, 9 policies, 0 race(s)
// MIXLOWERED: rocdl.mfma.scale.f32.16x16x128.f8f6f4 {{.*}} : (vector<8xi32>, vector<4xi32>, vector<4xf32>, i32, i32, i32, i32, i32, i32) -> vector<4xf32>
// MIXBAD: policy issue/rr: 1 workgroup(s) of 2x4, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance (first C[{{[0-9]+}}][{{[0-9]+}}]), 0 race(s): FAIL
