// REQUIRES: cdna4-gemm-gen
// MXFP4 GEMMs (v_mfma_scale_f32_16x16x128_f8f6f4: FP4 E2M1 sources, an E8M0
// scale per 32 K-elements of every row of A and column of B) through the
// default flow: the generator's 256x256x256 kernel (8 waves, bf16 C),
// compiled by cdna4pipe-to-gfx950 (pipelined with the scale tiles as two
// more copied operands, raised, interleaved, lowered), passes under every
// policy against a reference GEMM of the decoded, scaled inputs.
//
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 1024 --dtype mxfp4 --tile 256x256x256 -o %t.l0.mlir
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-to-gfx950=schedule=default -o %t.l4.mlir
// RUN: cdna4-sim %t.l4.mlir --gemm 512,512,1024 --policy all | FileCheck %s
// RUN: FileCheck %s --check-prefix=LOWERED < %t.l4.mlir
//
// Planted bugs on the raised, interleaved loop (Level 3):
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline --cdna4pipe-form-stages --cdna4pipe-interleave -o %t.l3.mlir
// RUN: cdna4-sim %t.l3.mlir --gemm 512,512,1024 --blocks 1 --policy issue/rr | FileCheck %s --check-prefix=L3
// (1) op_sel picks the wrong byte: every A scale byte is 3 (fragments 0-2
//     of each 64-row block take the scale of fragment 3's rows).
// RUN: sed -E 's/scale\((%[0-9a-z_#]+)\[[0-3]\]/scale(\1[3]/' %t.l3.mlir > %t.opsel.mlir
// RUN: not cdna4-sim %t.opsel.mlir --gemm 512,512,1024 --blocks 1 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=BAD
// (2) the scale word of the wrong operand: A's products take B's scales.
// RUN: sed -E 's/scale\((%[0-9a-z_#]+)\[([0-3])\], (%[0-9a-z_#]+)\[([0-3])\]\)/scale(\3[\2], \3[\4])/' %t.l3.mlir > %t.swapscale.mlir
// RUN: not cdna4-sim %t.swapscale.mlir --gemm 512,512,1024 --blocks 1 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=BAD
// (3) the scales of the wrong K block: the second 128-K step of each K-tile
//     reads the first step's scale column (k-blocks 0-3 instead of 4-7).
// RUN: sed -E 's/arith.addi (%[0-9]+), %c256 : index/arith.addi \1, %c0 : index/' %t.l0.mlir > %t.kblock.l0.mlir
// RUN: cdna4-opt %t.kblock.l0.mlir --cdna4pipe-to-gfx950=schedule=default -o %t.kblock.l4.mlir
// RUN: not cdna4-sim %t.kblock.l4.mlir --gemm 512,512,1024 --blocks 1 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=BAD
//
// Swapped formats: the lowered MFMAs' A format (cbsz) made 0, FP8 E4M3, on
// FP4 data. The simulator decodes by the instruction's format, as the
// hardware: 8 registers of A per lane, the kernel's 4 and 4 that are not
// the kernel's (read as NaN), so C is wrong.
// RUN: python3 %S/Inputs/plant_mx_format.py --cbsz 0 < %t.l4.mlir > %t.fmt.mlir
// RUN: not cdna4-sim %t.fmt.mlir --gemm 512,512,1024 --blocks 1 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-COUNT-9: policy {{(issue|lazy|random)/(rr|ahead|random)}}: 3 workgroup(s) of 2x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK-NEXT: PASS: gemm 512x512x1024 tile 256x256x256 mxfp4->bf16, 9 policies, 0 race(s)

// LOWERED: rocdl.mfma.scale.f32.16x16x128.f8f6f4 {{.*}} : (vector<4xi32>, vector<4xi32>, vector<4xf32>, i32, i32, i32, i32, i32, i32) -> vector<4xf32>

// L3: policy issue/rr: 1 workgroup(s) of 2x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS

// BAD: policy issue/rr: 1 workgroup(s) of 2x2, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance (first C[{{[0-9]+}}][{{[0-9]+}}]), 0 race(s): FAIL
