// The attention-forward kernel of cdna4-attn-gen against softmax(Q K^T *
// scale) V in double (lib/Sim/AttnHarness.cpp; tolerance in
// docs/Attention.md: 2^-8 |ref| for O's bf16 rounding plus
// (2^-8 + 2^-16 + (N + D) 2^-22) * sum_j p_j |v_j| / l for P's bf16
// rounding and the f32 arithmetic), batch 1, 2 heads, sequence 512, under
// every timing policy; non-causal and causal, head dim 128 and 64.
// REQUIRES: cdna4-attn-gen
// RUN: cdna4-attn-gen --seq 512 --heads 2 > %t.nc.mlir
// RUN: cdna4-sim %t.nc.mlir --attention --blocks 3 --policy all | FileCheck %s
// RUN: cdna4-attn-gen --seq 512 --heads 2 --causal > %t.c.mlir
// RUN: cdna4-sim %t.c.mlir --attention --blocks 3 --policy all | FileCheck %s --check-prefix=CAUSAL
// RUN: cdna4-attn-gen --seq 512 --heads 2 --head-dim 64 --causal --block-m 64 | cdna4-sim --attention --blocks all --seed 3 | FileCheck %s --check-prefix=D64

// CHECK: policy issue/rr: 3 workgroup(s) of 4x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK: policy issue/ahead: {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK: policy issue/random: {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK: policy lazy/rr: {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK: policy lazy/ahead: {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK: policy lazy/random: {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK: policy random/rr: {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK: policy random/ahead: {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK: policy random/random: {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK: PASS: attention batch 1 heads 2 seq 512 head_dim 128 non-causal, block 128x64, 9 policies, 0 race(s)

// CAUSAL-COUNT-9: policy {{.*}}: 3 workgroup(s) of 4x2, {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// CAUSAL: PASS: attention batch 1 heads 2 seq 512 head_dim 128 causal, block 128x64, 9 policies, 0 race(s)

// D64: policy lazy/rr: 16 workgroup(s) of 8x2, {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// D64: PASS: attention batch 1 heads 2 seq 512 head_dim 64 causal, block 64x64, 1 policy, 0 race(s)
