// REQUIRES: cdna4-gemm-gen
// The default kernel (256x256x64 tile, 8 waves, bf16) on a 512^3 problem,
// made ping-pong: the two wave groups reach the same barrier instances at
// different program points (the late group one cluster behind), the
// conditional barriers are wave-uniform branches around s_barrier. It
// passes under every timing policy, from the Level 3 file (the simulator
// lowers it) and from the whole cdna4pipe-to-gfx950 flow.
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 -o %t.l0.mlir
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='prefetch=1 decomposition=k-major' --cdna4pipe-pingpong -o %t.l3.mlir
// RUN: cdna4-sim %t.l3.mlir --gemm 512,512,512 --policy all | FileCheck %s --check-prefix=ALL
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-to-gfx950="schedule=pingpong prefetch=1 decomposition=k-major" -o %t.l4.mlir
// RUN: cdna4-sim %t.l4.mlir --gemm 512,512,512 --policy all | FileCheck %s --check-prefix=ALL
// The lowered kernel holds the two conditional branches around s_barrier.
// RUN: cdna4-sim %t.l3.mlir --print-lowered-kernel | FileCheck %s --check-prefix=LOWERED
//
// Planted: the early group's conditional barrier after the loop removed.
// The late group executes one barrier more than the early one: the early
// waves read the epilogue's slots one barrier interval too soon (a race),
// and at the end a late wave waits at a barrier no early wave will reach.
// RUN: awk '/cdna4pipe.cond_barrier/ { if (++n == 2) next } { print }' %t.l3.mlir > %t.onesided.mlir
// RUN: not cdna4-sim %t.onesided.mlir --gemm 512,512,512 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=ONESIDED
// Planted: the late group enters the loop without its offset (the
// conditional barrier before the loop removed): same verdict, the other way
// round.
// RUN: awk '/cdna4pipe.cond_barrier/ { if (++n == 1) next } { print }' %t.l3.mlir > %t.nooffset.mlir
// RUN: not cdna4-sim %t.nooffset.mlir --gemm 512,512,512 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=NOOFFSET

// ALL-COUNT-9: policy {{(issue|lazy|random)/(rr|ahead|random)}}: 3 workgroup(s) of 2x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// ALL-NEXT: PASS: gemm 512x512x512 tile 256x256x64 bf16->bf16, 9 policies, 0 race(s)

// LOWERED: %[[U:.*]] = rocdl.readfirstlane
// LOWERED-NEXT: %[[C:.*]] = llvm.icmp "ne" %[[U]], %{{.*}} : i32
// LOWERED-NEXT: llvm.cond_br %[[C]], ^[[THEN:bb[0-9]+]], ^[[JOIN:bb[0-9]+]]
// LOWERED-NEXT: ^[[THEN]]:
// LOWERED-NEXT: rocdl.s.barrier
// LOWERED-NEXT: llvm.br ^[[JOIN]]
// LOWERED: %[[U2:.*]] = rocdl.readfirstlane
// LOWERED-NEXT: %[[C2:.*]] = llvm.icmp "ne" %[[U2]], %{{.*}} : i32
// LOWERED-NEXT: llvm.cond_br %[[C2]], ^[[THEN2:bb[0-9]+]], ^[[JOIN2:bb[0-9]+]]
// LOWERED-NEXT: ^[[THEN2]]:
// LOWERED-NEXT: rocdl.s.barrier
// LOWERED-NEXT: llvm.br ^[[JOIN2]]

// ONESIDED: error: race: unsynchronized-read: wave {{[0-3]}} lane {{[0-9]+}} reads LDS byte {{[0-9]+}} {{.*}} written by a DMA of wave {{[4-7]}}
// ONESIDED: error: cdna4-sim: barrier mismatch: wave {{[4-7]}} waits at this barrier but wave {{[0-3]}} already returned

// NOOFFSET: error: race: unsynchronized-read: wave {{[4-7]}} lane {{[0-9]+}} reads LDS byte {{[0-9]+}} {{.*}} written by a DMA of wave {{[0-3]}}
// NOOFFSET: error: cdna4-sim: barrier mismatch: wave {{[0-3]}} waits at this barrier but wave {{[4-7]}} already returned
