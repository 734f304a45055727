// REQUIRES: cdna4-gemm-gen
// A layout bug, the seed-000 suspicion: the two k-halves of the A fragments
// are swapped (fragment f of k-half 0 is read from k-half 1's columns and
// vice versa), planted by Inputs/plant.py. No race and no schedule hazard,
// so only the numbers can show it: they are wrong under every policy, at
// the plain level and in the interleaved default kernel.

// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 -o %t.l0.mlir
// RUN: python3 %S/Inputs/plant.py a-khalf-swap < %t.l0.mlir > %t.l0.swap.mlir
// RUN: not cdna4-sim %t.l0.swap.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave=stages=4 -o %t.l3.mlir
// RUN: python3 %S/Inputs/plant.py a-khalf-swap < %t.l3.mlir > %t.l3.swap.mlir
// RUN: not cdna4-sim %t.l3.swap.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s
// The schedule is untouched: the verifier accepts the swapped kernel.
// RUN: cdna4-opt %t.l3.swap.mlir --cdna4pipe-verify-schedule -o /dev/null

// CHECK-NOT: error
// CHECK-COUNT-9: policy {{.*}}: 1 workgroup(s) of 2x2, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance (first C[0][0]), 0 race(s): FAIL
// CHECK: FAIL: gemm 512x512x512 tile 256x256x64 bf16->bf16, 9 policies, 0 race(s)
