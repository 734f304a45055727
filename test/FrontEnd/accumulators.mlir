// Issue 24: the accumulators as a front end may carry them through the K
// loop, beyond one vector<4xf32> per 16x16 tile in tile order (forms.mlir
// has one vector<16x4xf32>):
//  - one3d: one vector<4x4x4xf32>, tile (i, j) at [i, j] (vector.extract /
//    vector.insert with two positions);
//  - perm: one vector<4xf32> per tile, the iter_args in reverse tile order
//    (the yield and the stores after the loop follow the permutation).
// Both get the generator's schedule (the report diff) and pass cdna4-sim
// under every timing policy.
//
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 256 --k 4096 -o %t.gen.mlir
// RUN: cdna4-compile %t.gen.mlir --arch gfx950 --schedule default --report | grep -vE "asm lines|gpr|modeled" > %t.gen.report
//
// RUN: python3 %S/Inputs/frontend_gemm.py --acc one3d -k 4096 > %t.one3d.mlir
// RUN: FileCheck %s --check-prefix=ONE3D < %t.one3d.mlir
// RUN: cdna4-compile %t.one3d.mlir --arch gfx950 --schedule default --report -o %t.one3d.s > %t.one3d.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.one3d.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.one3d.report | diff %t.gen.report -
// RUN: python3 %S/Inputs/frontend_gemm.py --acc one3d > %t.one3d.small.mlir
// RUN: cdna4-compile %t.one3d.small.mlir --arch gfx950 --schedule default -o %t.one3d.l4.mlir
// RUN: cdna4-sim %t.one3d.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
//
// RUN: python3 %S/Inputs/frontend_gemm.py --perm-iter -k 4096 > %t.perm.mlir
// RUN: FileCheck %s --check-prefix=PERM < %t.perm.mlir
// RUN: cdna4-compile %t.perm.mlir --arch gfx950 --schedule default --report -o %t.perm.s > %t.perm.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.perm.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.perm.report | diff %t.gen.report -
// RUN: python3 %S/Inputs/frontend_gemm.py --perm-iter > %t.perm.small.mlir
// RUN: cdna4-compile %t.perm.small.mlir --arch gfx950 --schedule default -o %t.perm.l4.mlir
// RUN: cdna4-sim %t.perm.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
// Planted: tile 14's result (iter_arg 1) stored where tile 15's goes: a
// wrong kernel, which cdna4-sim catches.
// RUN: sed -e 's/%%res#0\[/%%res#1[/' %t.perm.small.mlir > %t.perm.wrong.mlir
// RUN: cdna4-compile %t.perm.wrong.mlir --arch gfx950 --schedule default -o %t.perm.wrong.l4.mlir
// RUN: not cdna4-sim %t.perm.wrong.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy issue/rr | FileCheck %s --check-prefix=WRONG

// ONE3D: %zero = arith.constant dense<0.0> : vector<4x4x4xf32>
// ONE3D: %res = scf.for %kk = %c0 to %c64 step %c1 iter_args(%acc0 = %zero) -> (vector<4x4x4xf32>)
// ONE3D: vector.extract %acc0[3, 2] : vector<4xf32> from vector<4x4x4xf32>
// ONE3D: vector.insert %{{.*}}, %{{.*}} [3, 3] : vector<4xf32> into vector<4x4x4xf32>
// ONE3D-NEXT: scf.yield %{{.*}} : vector<4x4x4xf32>
// PERM: %res:16 = scf.for %kk = %c0 to %c64 step %c1 iter_args(%acc0 = %zero,
// PERM: amdgpu.mfma 16x16x32 %{{.*}} * %{{.*}} + %acc15 blgp = none
// REPORT: s_waitcnt vmcnt: 3 [vmcnt(10) lgkmcnt(0), vmcnt(12) lgkmcnt(0), vmcnt(12) lgkmcnt(0)]
// REPORT: copy windows (mfma): 48 48 48 48 48 48 48 48 (min 48, mean 48.0)
// REPORT: scratch bytes: 0
// SIM: PASS: gemm 256x256x256 tile 128x128x64 bf16->bf16, 9 policies, 0 race(s)
// WRONG: FAIL: gemm 256x256x256 tile 128x128x64 bf16->bf16, 1 policy, 0 race(s)
