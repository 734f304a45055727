// cdna4-sim --attention: a kernel whose attribute does not match what it
// computes fails (the non-causal kernel checked as causal), and a kernel
// without the cdna4pipe.attention attribute is refused at the kernel.
// REQUIRES: cdna4-attn-gen, cdna4-gemm-gen
// RUN: cdna4-attn-gen --seq 256 --heads 2 --head-dim 64 | sed 's/causal = false/causal = true/' > %t.mlir
// RUN: not cdna4-sim %t.mlir --attention --blocks 1 | FileCheck %s
// RUN: cdna4-gemm-gen -m 256 -n 256 -k 128 > %t.gemm.mlir
// RUN: not cdna4-sim %t.gemm.mlir --attention 2>&1 | FileCheck %s --check-prefix=NOATTR
// RUN: cdna4-attn-gen --seq 256 --heads 2 --head-dim 64 > %t.ok.mlir
// RUN: not cdna4-sim %t.ok.mlir --attention --blocks 9:0 2>&1 | FileCheck %s --check-prefix=BLOCKS
// Both harnesses read --policy (and --blocks, --seed, the limits) alike.
// RUN: not cdna4-sim %t.ok.mlir --attention --policy lazy/sideways 2>&1 | FileCheck %s --check-prefix=POLICY
// RUN: not cdna4-sim %t.gemm.mlir --gemm 256,256,128 --policy lazy/sideways 2>&1 | FileCheck %s --check-prefix=POLICY

// CHECK: policy lazy/rr: 1 workgroup(s) of 2x2, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance (first O[0][0]), 0 race(s): FAIL
// CHECK: FAIL: attention batch 1 heads 2 seq 256 head_dim 64 causal

// NOATTR: error: cdna4-sim: --attention needs the kernel's cdna4pipe.attention attribute (written by cdna4-attn-gen)
// BLOCKS: cdna4-sim: block '9:0' outside the 2x2 grid
// POLICY: cdna4-sim: bad --policy 'lazy/sideways'
// POLICY-NOT: PASS
