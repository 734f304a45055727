// REQUIRES: cdna4-gemm-gen
// Ping-pong combined with the deep-prefetch schedule (issue 11) on the
// default kernel (256x256x64 tile, 8 waves, bf16; 512^3 problem): the
// interleave's default (prefetch/decomposition auto: n-major, prefetch 2,
// the last iteration peeled) and the other prefetch=2 decompositions, made
// ping-pong, pass under every timing policy, from the Level 3 file and from
// the whole cdna4pipe-to-gfx950 flow with schedule=pingpong.
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 -o %t.l0.mlir
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='prefetch=auto decomposition=auto' --cdna4pipe-pingpong -o %t.l3.mlir
// RUN: cdna4-sim %t.l3.mlir --gemm 512,512,512 --policy all | FileCheck %s --check-prefix=ALL
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-to-gfx950="schedule=pingpong prefetch=auto decomposition=auto" -o %t.l4.mlir
// RUN: cdna4-sim %t.l4.mlir --gemm 512,512,512 --policy all | FileCheck %s --check-prefix=ALL
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='prefetch=2 decomposition=k-major' --cdna4pipe-pingpong -o %t.km.mlir
// RUN: cdna4-sim %t.km.mlir --gemm 512,512,512 --policy all | FileCheck %s --check-prefix=ALL
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='prefetch=2 decomposition=quadrant' --cdna4pipe-pingpong -o %t.q.mlir
// RUN: cdna4-sim %t.q.mlir --gemm 512,512,512 --policy all | FileCheck %s --check-prefix=ALL
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='stages=2 prefetch=2 decomposition=n-major' --cdna4pipe-pingpong -o %t.s2.mlir
// RUN: cdna4-sim %t.s2.mlir --gemm 512,512,512 --policy all | FileCheck %s --check-prefix=ALL
// Eight clusters per K-tile (stages=8, 16 barriers per K-tile).
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='stages=8 prefetch=auto decomposition=auto' --cdna4pipe-pingpong -o %t.s8.mlir
// RUN: cdna4-sim %t.s8.mlir --gemm 512,512,512 --policy all | FileCheck %s --check-prefix=ALL
//
// Planted (the verifier rejects it, VerifySchedule/pingpong-prefetch.mlir):
// the slot-release lgkmcnt(0) dropped. The early group's prefetched copies
// overwrite bytes the late group is still reading under some policy.
// RUN: sed 's/ lgkmcnt(0)//' %t.l3.mlir > %t.nolgkm.mlir
// RUN: not cdna4-sim %t.nolgkm.mlir --gemm 512,512,512 --policy all 2>&1 | FileCheck %s --check-prefix=NOLGKM
// Planted: the late group enters the loop without its offset.
// RUN: awk '/cdna4pipe.cond_barrier/ { if (++n == 1) next } { print }' %t.l3.mlir > %t.nooffset.mlir
// RUN: not cdna4-sim %t.nooffset.mlir --gemm 512,512,512 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=NOOFFSET

// ALL-COUNT-9: policy {{(issue|lazy|random)/(rr|ahead|random)}}: 3 workgroup(s) of 2x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// ALL-NEXT: PASS: gemm 512x512x512 tile 256x256x64 bf16->bf16, 9 policies, 0 race(s)

// NOLGKM: FAIL: gemm 512x512x512 tile 256x256x64 bf16->bf16, 9 policies, {{[1-9][0-9]*}} race(s)

// NOOFFSET: error: race: unsynchronized-read: wave {{[4-7]}} lane {{[0-9]+}} reads LDS byte {{[0-9]+}} {{.*}} written by a DMA of wave {{[0-3]}}
// NOOFFSET: error: cdna4-sim: barrier mismatch: wave {{[0-3]}} waits at this barrier but wave {{[4-7]}} already returned
