// REQUIRES: cdna4-gemm-gen
// The real default kernel (8192^3, 256x256x64, 8 waves, 128 K-tiles), as
// the README's main job compiles it (examples/gemm_bf16_256x256x64.mlir is
// the generator's default): a few workgroups simulated at the
// interleaved level (lowered by cdna4-sim) and at the LLVM + ROCDL level
// (lowered by the cdna4-to-gfx950 pipeline, verifier on), under an
// adversarial and a greedy policy.

// RUN: cdna4-gemm-gen | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave=stages=4 -o %t.l3.mlir
// RUN: cdna4-sim %t.l3.mlir --gemm 8192,8192,8192 --blocks 2 --policy lazy/random | FileCheck %s --check-prefix=L3
// RUN: cdna4-opt %t.l3.mlir --cdna4pipe-to-gfx950='input-level=3 schedule=default' -o %t.l4.mlir
// RUN: cdna4-sim %t.l4.mlir --gemm 8192,8192,8192 --blocks 0:0 --policy random/ahead | FileCheck %s --check-prefix=L4
// The shipped kernel, lowered with the options the main job compiles it with
// (the command recommended for scripts/main.sh, on fewer workgroups).
// RUN: cdna4-opt %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --cdna4pipe-to-gfx950='num-stages=2 interleave-stages=4 schedule=default' -o %t.ex.mlir
// RUN: cdna4-sim %t.ex.mlir --gemm 8192,8192,8192 --blocks 31:31 --policy lazy/random | FileCheck %s --check-prefix=EX

// L3: policy lazy/random: 2 workgroup(s) of 32x32, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// L3: PASS: gemm 8192x8192x8192 tile 256x256x64 bf16->bf16, 1 policy, 0 race(s)
// L4: policy random/ahead: 1 workgroup(s) of 32x32, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// L4: PASS: gemm 8192x8192x8192
// EX: policy lazy/random: 1 workgroup(s) of 32x32, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// EX: PASS: gemm 8192x8192x8192 tile 256x256x64 bf16->bf16, 1 policy, 0 race(s)
