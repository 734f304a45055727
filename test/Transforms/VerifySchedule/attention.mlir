// The schedule verifier on the interleaved attention-forward loop
// (cdna4-attn-gen, batch 1, 2 heads, sequence 512, head dim 128): K is read
// by the first dot's stage(s), V by the second dot's, so the two operands'
// slots are released at different points of the iteration. The interleaved
// loop is proven (2 stages, one per dot, and 4 stages, two per dot); the
// two hazards Inputs/plant_attention.py plants into it are rejected at the
// op: the K copies refilling the slot the iteration's K reads read, and
// the first stage wait loosened (cdna4-sim fails both too:
// test/Sim/attention-planted.mlir).
// REQUIRES: cdna4-attn-gen
// RUN: cdna4-attn-gen --seq 512 --heads 2 > %t.mlir
// RUN: cdna4-opt %t.mlir --pass-pipeline='builtin.module(gpu.module(cdna4pipe-normalize,cdna4pipe-lds-dma,cdna4pipe-bare-barriers,cdna4pipe-software-pipeline,cdna4pipe-form-stages,cdna4pipe-interleave{stages=2 verify=false}))' -o %t.l3.mlir
// RUN: cdna4-opt %t.l3.mlir --pass-pipeline='builtin.module(gpu.module(cdna4pipe-verify-schedule{summary=true}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OK
// RUN: cdna4-opt %t.mlir --pass-pipeline='builtin.module(gpu.module(cdna4pipe-normalize,cdna4pipe-lds-dma,cdna4pipe-bare-barriers,cdna4pipe-software-pipeline,cdna4pipe-form-stages,cdna4pipe-interleave{stages=4 prefetch=auto verify=false}))' -o %t.l3s4.mlir
// RUN: cdna4-opt %t.l3s4.mlir --pass-pipeline='builtin.module(gpu.module(cdna4pipe-verify-schedule{summary=true}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OK4
// RUN: python3 %S/../../Sim/Inputs/plant_attention.py l3-k-slot-refill < %t.l3.mlir > %t.k.mlir
// RUN: not cdna4-opt %t.k.mlir --pass-pipeline='builtin.module(gpu.module(cdna4pipe-verify-schedule))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=KSLOT
// RUN: python3 %S/../../Sim/Inputs/plant_attention.py l3-loose-wait < %t.l3.mlir > %t.w.mlir
// RUN: not cdna4-opt %t.w.mlir --pass-pipeline='builtin.module(gpu.module(cdna4pipe-verify-schedule))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=WAIT

// OK: remark: schedule verified: 64 copies, 384 reads, 16 waits, 16 barriers, 7 K-loop iterations simulated; 112 accesses by copy footprint, 0 by whole slot
// OK4: remark: schedule verified: {{.*}} K-loop iterations simulated

// KSLOT: error: G2S overwrites LDS buffer %arg4 slot 0 in iteration 0 (k=0) while it is being read: the S2R in iteration 0 (k=0) reads the slot in the same barrier interval
// KSLOT-NEXT: cdna4pipe.g2s

// The causal kernel: one masked loop whose trip count depends on the block
// id, versioned by the pipeliner; proven for every trip count, and the
// planted K-slot refill is rejected there too.
// RUN: cdna4-attn-gen --seq 512 --heads 2 --causal | cdna4-opt --pass-pipeline='builtin.module(gpu.module(cdna4pipe-normalize,cdna4pipe-lds-dma,cdna4pipe-bare-barriers,cdna4pipe-software-pipeline,cdna4pipe-form-stages,cdna4pipe-interleave{stages=2 verify=false}))' -o %t.c.l3.mlir 2>/dev/null
// RUN: cdna4-opt %t.c.l3.mlir --pass-pipeline='builtin.module(gpu.module(cdna4pipe-verify-schedule{summary=true}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CAUSAL
// RUN: python3 %S/../../Sim/Inputs/plant_attention.py l3-k-slot-refill < %t.c.l3.mlir > %t.c.k.mlir
// RUN: not cdna4-opt %t.c.k.mlir --pass-pipeline='builtin.module(gpu.module(cdna4pipe-verify-schedule))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=KSLOT
// CAUSAL: remark: schedule verified: {{.*}} K-loop iterations simulated
// CAUSAL: remark: schedule verified for every run-time trip count: 69 values

// WAIT: error: wait vmcnt(12) in iteration 0 (k=0) leaves copies into LDS buffer %arg5 slot 0 (issued in the prologue) in flight, but the S2R reads that slot in iteration 0 (k=0)
// WAIT-NEXT: cdna4pipe.wait vmcnt(12)
