// Planted bug: the two k-halves of the A fragments are swapped (the seed-000
// suspicion). No race, but the numbers are wrong under every policy.
// RUN: sed 's/%a0 = vector.load %As\[%ar, %fk0\]/%a0 = vector.load %As[%ar, %fk1]/; s/%a1 = vector.load %As\[%ar, %fk1\]/%a1 = vector.load %As[%ar, %fk0]/' %S/Inputs/gemm32.mlir > %t.mlir
// RUN: not cdna4-sim %t.mlir --gemm 64,64,256 --policy all 2>&1 | FileCheck %s

// CHECK-NOT: error
// CHECK: policy issue/rr: 3 workgroup(s) of 2x2, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance (first C[0][0]), 0 race(s): FAIL
// CHECK: FAIL: gemm 64x64x256 tile 32x32x64 bf16->bf16, 9 policies, 0 race(s)
