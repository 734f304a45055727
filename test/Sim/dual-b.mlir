// REQUIRES: cdna4-gemm-gen
// The dual-dot kernel (C1 = A*B1^T, C2 = A*B2^T sharing A, 256x128x64 per
// dot, 8 waves) on a 512^3 problem. B1/B2 and C1/C2 are interleaved per
// 128-column tile, so the simulator checks it as the GEMM C = A*B^T with a
// 256x256 workgroup tile. Every timing policy, numbers and races, at every
// level: plain (Level 0), pipelined with 2 slots (Level 1), raised (Level
// 2), interleaved with the default schedule (prefetch/decomposition auto)
// and with prefetch=1 k-major (Level 3), made ping-pong from both, and
// through the whole cdna4pipe-to-gfx950 flow with and without ping-pong
// (Level 4).
// RUN: cdna4-gemm-gen --dual-b --tile 256x128x64 -m 512 -n 512 -k 512 -o %t.l0.mlir
// RUN: cdna4-sim %t.l0.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 -o %t.l1.mlir
// RUN: cdna4-sim %t.l1.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.l1.mlir --cdna4pipe-form-stages -o %t.l2.mlir
// RUN: cdna4-sim %t.l2.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.l2.mlir --cdna4pipe-interleave='prefetch=auto decomposition=auto' -o %t.l3.mlir
// RUN: cdna4-sim %t.l3.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.l3.mlir --cdna4pipe-pingpong -o %t.pp.mlir
// RUN: cdna4-sim %t.pp.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.l2.mlir --cdna4pipe-interleave='prefetch=1 decomposition=k-major' --cdna4pipe-pingpong -o %t.pp1.mlir
// RUN: cdna4-sim %t.pp1.mlir --gemm 512,512,512 --policy all | FileCheck %s
// Two and eight ping-pong clusters per K-tile (interleave stages 2 and 8).
// RUN: cdna4-opt %t.l2.mlir --cdna4pipe-interleave='stages=2 prefetch=auto decomposition=auto' --cdna4pipe-pingpong -o %t.pp2.mlir
// RUN: cdna4-sim %t.pp2.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.l2.mlir --cdna4pipe-interleave='stages=8 prefetch=auto decomposition=auto' --cdna4pipe-pingpong -o %t.pp8.mlir
// RUN: cdna4-sim %t.pp8.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-to-gfx950=schedule=default -o %t.l4.mlir
// RUN: cdna4-sim %t.l4.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-to-gfx950="schedule=pingpong" -o %t.l4pp.mlir
// RUN: cdna4-sim %t.l4pp.mlir --gemm 512,512,512 --policy all | FileCheck %s
// The ping-pong files hold the two conditional barriers.
// RUN: grep -c cdna4pipe.cond_barrier %t.pp.mlir | FileCheck %s --check-prefix=COND
//
// Planted: B2's copies read B1's rows (the second dot's row offset n0 + 128
// dropped): C2 gets A*B1^T and the simulator reports the wrong numbers.
// RUN: sed 's/arith.addi %5, %c128 : index/arith.addi %5, %c0 : index/' %t.l0.mlir > %t.bad.mlir
// RUN: not cdna4-sim %t.bad.mlir --gemm 512,512,512 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-COUNT-9: policy {{(issue|lazy|random)/(rr|ahead|random)}}: 3 workgroup(s) of 2x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK-NEXT: PASS: gemm 512x512x512 tile 256x256x64 bf16->bf16, 9 policies, 0 race(s)

// COND: 2

// BAD: policy issue/rr: 3 workgroup(s) of 2x2, {{.*}} element(s) out of tolerance (first C[0][128]), 0 race(s): FAIL
