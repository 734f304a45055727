// The wait-granularity=stage schedule executed by cdna4-sim under every
// timing policy (byte-level race detection + numbers against a reference
// GEMM), on a 512^3 problem with the default tile (2x2 workgroups, 7
// steady-state iterations). Lowered with the lowering-only passes (what
// cdna4-sim runs internally once it accepts dialect-level input).
// A planted count (the stage-0 wait and the prologue wait at vmcnt(4),
// leaving gB1/gB3 in flight) shows the simulator's teeth.
// REQUIRES: cdna4-gemm-gen, cdna4-sim
// RUN: cdna4-gemm-gen --m 512 --n 512 --k 512 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave=wait-granularity=stage -o %t.l3.mlir
// RUN: cdna4-opt %t.l3.mlir --pass-pipeline='builtin.module(gpu.module(convert-cdna4pipe-to-rocdl,convert-scf-to-cf,convert-gpu-to-rocdl{chipset=gfx950 use-bare-ptr-memref-call-conv=true}),reconcile-unrealized-casts)' -o %t.ll.mlir
// RUN: cdna4-sim %t.ll.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: sed -E 's/cdna4pipe.wait vmcnt\(2\)$/cdna4pipe.wait vmcnt(4)/' %t.l3.mlir | cdna4-opt --pass-pipeline='builtin.module(gpu.module(convert-cdna4pipe-to-rocdl,convert-scf-to-cf,convert-gpu-to-rocdl{chipset=gfx950 use-bare-ptr-memref-call-conv=true}),reconcile-unrealized-casts)' -o %t.bad.mlir
// RUN: not cdna4-sim %t.bad.mlir --gemm 512,512,512 --policy all | FileCheck %s --check-prefix=BAD

// CHECK-COUNT-9: policy {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK: PASS: gemm 512x512x512 tile 256x256x64 bf16->bf16, 9 policies, 0 race(s)

// BAD: FAIL: gemm 512x512x512 tile 256x256x64 bf16->bf16, 9 policies, {{[1-9][0-9]*}} race(s)
