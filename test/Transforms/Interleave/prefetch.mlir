// REQUIRES: cdna4-gemm-gen
// prefetch=2 / decomposition (issue 11) on the real default kernel
// (256x256x64, 8 waves, 2 LDS slots; 512^3, so the K-loop has 7 iterations).
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages -o %t.l2.mlir

// n-major stages: stages 0, 1 read all of A and B rows 0..63, 128..191
// (copies gA0..3, gB0, gB2), stages 2, 3 the other B rows (gB1, gB3). So
// gA*, gB0, gB2 of tile k+2 are issued in stage 2 of iteration k, into the
// slot iteration k reads, after stage 1's `vmcnt(8) lgkmcnt(0)` + barrier;
// gB1, gB3 of tile k+1 in stage 0. The prologue plays iterations -2 and -1:
// tile 0 (8 copies) and tile 1's six prefetched ones, then waits for what
// stage 0 of iteration 0 reads (8 younger copies). The loop stops one
// iteration early (6 instead of 7); the peeled last iteration issues only
// gB1, gB3 of the last tile, and its last wait drops the 6 copies it no
// longer issues: vmcnt(2). The epilogue keeps its vmcnt(0).
// RUN: cdna4-opt %t.l2.mlir '--cdna4pipe-interleave=prefetch=2 decomposition=n-major' | FileCheck %s
// CHECK-LABEL: gpu.func @gemm
// CHECK-COUNT-14: cdna4pipe.g2s
// CHECK-NOT:  cdna4pipe.g2s
// CHECK:      cdna4pipe.wait vmcnt(8){{$}}
// CHECK-NEXT: cdna4pipe.barrier
// CHECK:      scf.for %{{.*}} = %c0 to %c6 step %c1
// CHECK:        cdna4pipe.stage 0 priority 1 fence 0
// CHECK-COUNT-2:  cdna4pipe.g2s {{.*}}{cdna4pipe.group = 2 : i32}
// CHECK-NOT:      {{cdna4pipe.g2s|cdna4pipe.wait}}
// CHECK:        cdna4pipe.stage 1 priority 1 fence 0
// CHECK-NOT:      {{cdna4pipe.g2s|cdna4pipe.wait}}
// CHECK:          cdna4pipe.wait vmcnt(8) lgkmcnt(0)
// CHECK-NEXT:     cdna4pipe.barrier
// CHECK-NOT:      {{cdna4pipe.g2s|cdna4pipe.wait}}
// CHECK:        cdna4pipe.stage 2 priority 1 fence 0
// CHECK-COUNT-6:  cdna4pipe.g2s {{.*}}{cdna4pipe.group = 0 : i32}
// CHECK-NOT:      {{cdna4pipe.g2s|cdna4pipe.wait}}
// CHECK:        cdna4pipe.stage 3 priority 1 fence 0
// CHECK-NOT:      {{cdna4pipe.g2s|cdna4pipe.wait}}
// CHECK:          cdna4pipe.wait vmcnt(8) lgkmcnt(0)
// CHECK-NEXT:     cdna4pipe.barrier
// CHECK:        scf.yield
// The peeled last iteration.
// CHECK:      cdna4pipe.stage 0 priority 1 fence 0
// CHECK-COUNT-2:  cdna4pipe.g2s
// CHECK-NOT:    {{cdna4pipe.g2s|cdna4pipe.wait}}
// CHECK:      cdna4pipe.stage 1 priority 1 fence 0
// CHECK:        cdna4pipe.wait vmcnt(8) lgkmcnt(0)
// CHECK-NOT:    {{cdna4pipe.g2s|cdna4pipe.wait}}
// CHECK:      cdna4pipe.stage 2 priority 1 fence 0
// CHECK-NOT:    {{cdna4pipe.g2s|cdna4pipe.wait}}
// CHECK:      cdna4pipe.stage 3 priority 1 fence 0
// CHECK-NOT:    {{cdna4pipe.g2s|cdna4pipe.wait}}
// CHECK:        cdna4pipe.wait vmcnt(2) lgkmcnt(0)
// The epilogue.
// CHECK-NOT:  cdna4pipe.g2s
// CHECK:      cdna4pipe.wait vmcnt(0){{$}}
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-NOT:  cdna4pipe.g2s
// CHECK:      gpu.return

// auto picks by the copy windows of every candidate (read off the planned
// loop body with the CopyWindows analysis) and names its choice on request.
// RUN: cdna4-opt %t.l2.mlir '--cdna4pipe-interleave=prefetch=auto decomposition=auto choice-remark=true' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHOICE
// CHOICE: remark: cdna4pipe-interleave: decomposition n-major, prefetch 2: copy windows 80 80 80 80 80 80 80 80 (min 80, mean 80.0); candidates k-major/1: min 16, mean 28.0; k-major/2: min 64, mean 64.0; n-major/1: min 16, mean 32.0; n-major/2: min 80, mean 80.0; quadrant/1: min 16, mean 28.0; quadrant/2: min 64, mean 76.0
// Without choice-remark the pass is silent.
// RUN: cdna4-opt %t.l2.mlir '--cdna4pipe-interleave=prefetch=auto decomposition=auto' -o /dev/null 2>&1 | count 0

// Forcing one: quadrant with prefetch 2 (A half x B half stages).
// RUN: cdna4-opt %t.l2.mlir '--cdna4pipe-interleave=prefetch=2 decomposition=quadrant choice-remark=true' -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUAD
// QUAD: remark: cdna4pipe-interleave: decomposition quadrant, prefetch 2: copy windows 96 96 80 80 64 64 64 64 (min 64, mean 76.0); candidates quadrant/2: min 64, mean 76.0

// Bad values are errors at the loop.
// RUN: not cdna4-opt %t.l2.mlir --cdna4pipe-interleave=prefetch=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADPF
// BADPF: error: cdna4pipe-interleave: unknown prefetch '3' (expected auto, 1 or 2)
// RUN: not cdna4-opt %t.l2.mlir --cdna4pipe-interleave=decomposition=diag -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADDEC
// BADDEC: error: cdna4pipe-interleave: unknown decomposition 'diag' (expected auto, k-major, n-major or quadrant)
// RUN: not cdna4-opt %t.l2.mlir '--cdna4pipe-interleave=prefetch=2 wait-granularity=iteration' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PFITER
// PFITER: error: cdna4pipe-interleave: prefetch=2 needs wait-granularity=stage
