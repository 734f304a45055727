// The K/V loop pipelined by cdna4pipe-software-pipeline (three LDS slots for
// K and three for V, the copies of tile k+2 issued while tile k is read)
// passes under every policy; the hazards Inputs/plant_attention.py plants
// into it fail: a K slot refilled while the iteration still reads it, and
// the loop's wait loosened from vmcnt(8) (the 8 copies of tile k+2 may be
// outstanding) to vmcnt(16).
// REQUIRES: cdna4-attn-gen
// RUN: cdna4-attn-gen --seq 512 --heads 2 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=3 -o %t.mlir
// RUN: FileCheck %s --check-prefix=LOOP < %t.mlir
// RUN: cdna4-sim %t.mlir --attention --blocks 2 --policy all | FileCheck %s
// RUN: python3 %S/Inputs/plant_attention.py k-slot-refill < %t.mlir > %t.k.mlir
// RUN: not cdna4-sim %t.k.mlir --attention --blocks 1 --policy lazy/rr,issue/ahead 2>/dev/null | FileCheck %s --check-prefix=KSLOT
// RUN: python3 %S/Inputs/plant_attention.py loose-wait < %t.mlir > %t.w.mlir
// RUN: not cdna4-sim %t.w.mlir --attention --blocks 1 --policy lazy/rr 2>/dev/null | FileCheck %s --check-prefix=WAIT
//
// The same hazards planted into the interleaved loop (Level 3: stage 0 reads
// K and issues the next K tile, stage 1 reads V^T and issues the next V
// tile; test/Transforms/VerifySchedule/attention.mlir: the verifier rejects
// both): the K copies write the slot the iteration's K reads read, and the
// first stage wait is loosened from vmcnt(4) to vmcnt(12).
// RUN: cdna4-attn-gen --seq 512 --heads 2 | cdna4-opt --pass-pipeline='builtin.module(gpu.module(cdna4pipe-normalize,cdna4pipe-lds-dma,cdna4pipe-bare-barriers,cdna4pipe-software-pipeline,cdna4pipe-form-stages,cdna4pipe-interleave{stages=2 verify=false}))' -o %t.l3.mlir
// RUN: cdna4-sim %t.l3.mlir --attention --blocks 2 --policy all | FileCheck %s
// RUN: python3 %S/Inputs/plant_attention.py l3-k-slot-refill < %t.l3.mlir > %t.k3.mlir
// RUN: not cdna4-sim %t.k3.mlir --attention --blocks 1 --policy lazy/rr,issue/ahead 2>/dev/null | FileCheck %s --check-prefix=KSLOT3
// RUN: python3 %S/Inputs/plant_attention.py l3-loose-wait < %t.l3.mlir > %t.w3.mlir
// RUN: not cdna4-sim %t.w3.mlir --attention --blocks 1 --policy lazy/rr 2>/dev/null | FileCheck %s --check-prefix=WAIT

// LOOP: workgroup(%{{.*}} : memref<3x64x128xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<3x64x128xbf16, #gpu.address_space<workgroup>>)
// LOOP: scf.for %{{.*}} = %c0 to %c6 step %c1
// LOOP-NEXT: amdgpu.memory_counter_wait load(8)
// LOOP-NEXT: rocdl.s.barrier

// CHECK-COUNT-9: policy {{.*}}: 2 workgroup(s) of 4x2, {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK: PASS: attention batch 1 heads 2 seq 512 head_dim 128 non-causal, block 128x64, 9 policies, 0 race(s)

// KSLOT: policy lazy/rr: 1 workgroup(s) of 4x2, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}}: FAIL
// KSLOT: policy issue/ahead: {{.*}}: FAIL
// KSLOT: FAIL: attention

// WAIT: policy lazy/rr: 1 workgroup(s) of 4x2, {{.*}}, {{[1-9][0-9]*}} race(s): FAIL
// WAIT: FAIL: attention

// KSLOT3: policy lazy/rr: 1 workgroup(s) of 4x2, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}}, {{[1-9][0-9]*}} race(s): FAIL
// KSLOT3: policy issue/ahead: {{.*}}: FAIL
// KSLOT3: FAIL: attention
