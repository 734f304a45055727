// The LLVM + ROCDL kernel passes under every timing policy; so does the same
// kernel given in upstream dialects (lowered in-process).
// RUN: cdna4-sim %S/Inputs/gemm32.llvm.mlir --gemm 64,64,256 --blocks all --policy all | FileCheck %s
// RUN: cdna4-sim %S/Inputs/gemm32.mlir --gemm 64,64,256 --blocks 0:0,1:1 --policy lazy/random --seed 7 | FileCheck %s --check-prefix=UP

// CHECK: policy issue/rr: 4 workgroup(s) of 2x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK: policy issue/ahead: {{.*}} 0 race(s): PASS
// CHECK: policy issue/random: {{.*}} 0 race(s): PASS
// CHECK: policy lazy/rr: {{.*}} 0 race(s): PASS
// CHECK: policy lazy/ahead: {{.*}} 0 race(s): PASS
// CHECK: policy lazy/random: {{.*}} 0 race(s): PASS
// CHECK: policy random/rr: {{.*}} 0 race(s): PASS
// CHECK: policy random/ahead: {{.*}} 0 race(s): PASS
// CHECK: policy random/random: {{.*}} 0 race(s): PASS
// CHECK: PASS: gemm 64x64x256 tile 32x32x64 bf16->bf16, 9 policies, 0 race(s)

// UP: policy lazy/random: 2 workgroup(s) of 2x2, {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// UP: PASS: gemm 64x64x256
