// REQUIRES: cdna4-gemm-gen
// FP8 GEMMs (v_mfma_f32_16x16x128_f8f6f4) through the default flow: the
// generator's E4M3 kernel (256x256x128, 8 waves, bf16 C) passes under every
// policy at the plain level and compiled by the default cdna4-pipe-to-gfx950
// flow (pipelined, raised, interleaved, lowered), against a reference GEMM
// of the decoded E4M3 inputs; so does E4M3 x E5M2 (f32 C).
//
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 1024 --dtype fp8e4m3 --tile 256x256x128 -o %t.l0.mlir
// RUN: cdna4-sim %t.l0.mlir --gemm 512,512,1024 --blocks 1 --policy issue/rr | FileCheck %s --check-prefix=L0
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-to-gfx950=schedule=default -o %t.l4.mlir
// RUN: cdna4-sim %t.l4.mlir --gemm 512,512,1024 --policy all | FileCheck %s
// The lowered kernel uses the f8f6f4 MFMA with E4M3 sources.
// RUN: FileCheck %s --check-prefix=LOWERED < %t.l4.mlir
// The 4-wave kernel of test/ISA/gemm-fp8-256x256x128-w4.mlir, compiled by
// the default flow, passes too.
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 1024 --dtype fp8e4m3 --tile 256x256x128 --waves 4 | cdna4-opt --cdna4pipe-to-gfx950=schedule=default -o %t.w4.mlir
// RUN: cdna4-sim %t.w4.mlir --gemm 512,512,1024 --blocks 1 --policy all | FileCheck %s --check-prefix=W4
//
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 1024 --dtype fp8e4m3 --b-dtype fp8e5m2 --c-dtype f32 --tile 256x256x128 | cdna4-opt --cdna4pipe-to-gfx950=schedule=default -o %t.mix.mlir
// RUN: cdna4-sim %t.mix.mlir --gemm 512,512,1024 --blocks 2 --policy lazy/random | FileCheck %s --check-prefix=MIX
//
// Planted wrong format: the same kernel with every E4M3 type read as E5M2
// (the MFMA's cbsz / blgp say E5M2, the data is E4M3) fails on the numbers,
// with no race.
// RUN: sed 's/f8E4M3FN/f8E5M2/g' %t.l0.mlir > %t.swapped.l0.mlir
// RUN: cdna4-opt %t.swapped.l0.mlir --cdna4pipe-to-gfx950=schedule=default -o %t.swapped.l4.mlir
// RUN: not cdna4-sim %t.swapped.l4.mlir --gemm 512,512,1024 --blocks 1 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=SWAPPED
//
// Planted wrong formats in the lowered kernel handed to the simulator, which
// decodes the sources by the instruction's cbsz / blgp: the E4M3 kernel's A
// format flipped to E5M2, and the mixed kernel's formats exchanged (A's E4M3
// read as E5M2 and B's E5M2 as E4M3). Both fail on the numbers.
// RUN: python3 %S/Inputs/plant_mx_format.py --cbsz 1 < %t.l4.mlir > %t.cbsz.mlir
// RUN: not cdna4-sim %t.cbsz.mlir --gemm 512,512,1024 --blocks 1 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=SWAPPED
// RUN: python3 %S/Inputs/plant_mx_format.py --swap < %t.mix.mlir > %t.mixswap.mlir
// RUN: not cdna4-sim %t.mixswap.mlir --gemm 512,512,1024 --blocks 1 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=MIXSWAP

// L0: policy issue/rr: 1 workgroup(s) of 2x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// L0: PASS: gemm 512x512x1024 tile 256x256x128 fp8e4m3->bf16, 1 policy, 0 race(s)

// CHECK-COUNT-9: policy {{(issue|lazy|random)/(rr|ahead|random)}}: 3 workgroup(s) of 2x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK-NEXT: PASS: gemm 512x512x1024 tile 256x256x128 fp8e4m3->bf16, 9 policies, 0 race(s)

// W4-COUNT-9: policy {{.*}}: 1 workgroup(s) of 2x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// W4-NEXT: PASS: gemm 512x512x1024 tile 256x256x128 fp8e4m3->bf16, 9 policies, 0 race(s)

// LOWERED: rocdl.mfma.scale.f32.16x16x128.f8f6f4
// LOWERED-NOT: rocdl.mfma.f32

// MIX: policy lazy/random: 2 workgroup(s) of 2x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS

// SWAPPED: policy issue/rr: 1 workgroup(s) of 2x2, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance (first C[{{[0-9]+}}][{{[0-9]+}}]), 0 race(s): FAIL
// SWAPPED: FAIL: gemm 512x512x1024 tile 256x256x128 fp8e4m3->bf16

// MIXSWAP: policy issue/rr: 1 workgroup(s) of 2x2, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance (first C[{{[0-9]+}}][{{[0-9]+}}]), 0 race(s): FAIL
// MIXSWAP: FAIL: gemm 512x512x1024 tile 256x256x128 fp8e4m3->f32
