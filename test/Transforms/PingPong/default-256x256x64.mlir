// The default kernel (tile 256x256x64, 8 waves, bf16), pipelined with 2
// slots, raised and interleaved into 4 stages, made ping-pong: every stage
// becomes a memory cluster and an MFMA cluster separated by a barrier, with
// a trailing barrier closing the MFMA cluster (8 barriers per K-tile); the
// late half of the waves (wave id >= 4 of 8) takes one extra barrier before
// the loop, the early half one after it.
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='prefetch=1 decomposition=k-major' --cdna4pipe-pingpong | FileCheck %s
// Two interleave stages: Triton's two ping-pong clusters.
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='stages=2 prefetch=1 decomposition=k-major' --cdna4pipe-pingpong | FileCheck %s --check-prefix=TWO
// Running the pass twice changes nothing the second time (the loop is in
// ping-pong form already).
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='prefetch=1 decomposition=k-major' --cdna4pipe-pingpong --cdna4pipe-pingpong 2>&1 | FileCheck %s --check-prefix=TWICE

// CHECK-LABEL: gpu.func @gemm
// Prologue: the former top-of-iteration-0 wait + barrier, then the groups.
// CHECK: cdna4pipe.wait vmcnt(2)
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-NEXT: %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT: %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT: %[[WAVE:.*]] = arith.divui %[[TID]], %[[C64]] : index
// CHECK-NEXT: %[[HALF:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[LATE:.*]] = arith.cmpi uge, %[[WAVE]], %[[HALF]] : index
// CHECK-NEXT: cdna4pipe.cond_barrier %[[LATE]]
// CHECK-NEXT: scf.for
// Stage 0: its own wait + barrier is the cluster boundary.
// CHECK: cdna4pipe.stage 0 priority 1 fence 0
// CHECK-NOT: cdna4pipe.barrier
// CHECK: cdna4pipe.wait vmcnt(2)
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-NEXT: cdna4pipe.mfma
// CHECK-COUNT-15: cdna4pipe.mfma
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-NEXT: cdna4pipe.yield
// Stage 1 had no barrier: one is added before its MFMAs.
// CHECK: cdna4pipe.stage 1 priority 1 fence 0
// CHECK-NOT: cdna4pipe.{{barrier|wait}}
// CHECK: cdna4pipe.g2s
// CHECK-NEXT: cdna4pipe.g2s
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-NEXT: cdna4pipe.mfma
// CHECK-COUNT-15: cdna4pipe.mfma
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-NEXT: cdna4pipe.yield
// CHECK: cdna4pipe.stage 2 priority 1 fence 0
// CHECK-NOT: cdna4pipe.{{barrier|wait}}
// CHECK: cdna4pipe.g2s
// CHECK-NEXT: cdna4pipe.g2s
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-NEXT: cdna4pipe.mfma
// CHECK-COUNT-15: cdna4pipe.mfma
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-NEXT: cdna4pipe.yield
// Stage 3: the slot-release wait + barrier is the boundary.
// CHECK: cdna4pipe.stage 3 priority 1 fence 0
// CHECK-NOT: cdna4pipe.barrier
// CHECK: cdna4pipe.wait vmcnt(2) lgkmcnt(0)
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-NEXT: cdna4pipe.mfma
// CHECK-COUNT-15: cdna4pipe.mfma
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-NEXT: cdna4pipe.yield
// CHECK-NOT: cdna4pipe.stage
// CHECK: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %[[EARLY:.*]] = arith.cmpi ult, %[[WAVE]], %[[HALF]] : index
// CHECK-NEXT: cdna4pipe.cond_barrier %[[EARLY]]
// CHECK-NEXT: cdna4pipe.wait vmcnt(0)
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-NOT: cdna4pipe.cond_barrier

// TWO-LABEL: gpu.func @gemm
// TWO: cdna4pipe.cond_barrier
// TWO-NEXT: scf.for
// TWO: cdna4pipe.stage 0 priority 1 fence 0
// TWO: cdna4pipe.barrier
// TWO-NEXT: cdna4pipe.mfma
// TWO-COUNT-31: cdna4pipe.mfma
// TWO-NEXT: cdna4pipe.barrier
// TWO-NEXT: cdna4pipe.yield
// TWO: cdna4pipe.stage 1 priority 1 fence 0
// TWO: cdna4pipe.barrier
// TWO-NEXT: cdna4pipe.mfma
// TWO-COUNT-31: cdna4pipe.mfma
// TWO-NEXT: cdna4pipe.barrier
// TWO-NEXT: cdna4pipe.yield
// TWO-NOT: cdna4pipe.stage
// TWO: cdna4pipe.cond_barrier

// TWICE: remark: cdna4pipe-pingpong: loop left untouched: the loop is already in ping-pong form
// TWICE-COUNT-2: cdna4pipe.cond_barrier
// TWICE-NOT: cdna4pipe.cond_barrier
