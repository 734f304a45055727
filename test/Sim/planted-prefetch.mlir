// REQUIRES: cdna4-gemm-gen
// Bugs specific to prefetch=2 (sub-slot buffer reuse, two tiles in flight
// in one slot), planted by Inputs/plant.py into the real interleaved
// default kernel (256x256x64, 8 waves, 2 LDS slots, n-major, on a 512^3
// problem): the loop's stage 2 issues the A and B-lo copies of tile k+2
// into the slot iteration k reads, right after the `wait vmcnt(8)
// lgkmcnt(0)` + barrier that closes stage 1 (every wave's last reads of
// those bytes retired and passed a barrier). Each plant is rejected by the
// verifier and caught by cdna4-sim as races under every policy.
//
// First plant: the first of those copies is issued one barrier early,
// before that wait: other waves may still be reading the A rows it
// overwrites.

// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages '--cdna4pipe-interleave=prefetch=2 decomposition=n-major' -o %t.mlir
// The unplanted kernel passes both.
// RUN: cdna4-opt %t.mlir --cdna4pipe-verify-schedule -o /dev/null
// RUN: cdna4-sim %t.mlir --gemm 512,512,512 --blocks 1 --policy all | FileCheck %s --check-prefix=OK
// OK: PASS: gemm 512x512x512 tile 256x256x64 bf16->bf16, 9 policies, 0 race(s)

// RUN: python3 %S/Inputs/plant.py prefetch-one-barrier-early < %t.mlir > %t.early.mlir
// RUN: not cdna4-opt %t.early.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: not cdna4-sim %t.early.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=SIM
// VERIFY: early.mlir:[[#]]:[[#]]: error: G2S overwrites LDS buffer %arg3 slot 0 in iteration 0 (k=0) while it is being read: the S2R in iteration 0 (k=0) reads the slot in the same barrier interval
// SIM: early.mlir:[[#]]:[[#]]: error: race: write-after-read: wave 0 lane 0 writes LDS byte 0 (execution #1 of this op by the wave, barrier epoch 1, workgroup (0,0,0)) that wave 1 read in the same barrier epoch
// SIM: policy issue/rr: {{.*}} race(s): FAIL
// SIM: policy random/random: {{.*}} race(s): FAIL
// SIM: FAIL: gemm 512x512x512

// The prologue issues tile 0 and the six prefetched copies of tile 1 (the
// slot iteration 1 reads), then waits vmcnt(8) for what stage 0 of
// iteration 0 reads. Planted: its last copy (gB2 of tile 1) writes tile 0's
// slot instead, so a copy into the slot iteration 0 reads is still in
// flight at that wait.
// RUN: python3 %S/Inputs/plant.py prefetch-prologue-wrong-slot < %t.mlir > %t.slot.mlir
// RUN: not cdna4-opt %t.slot.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=SLOT-VERIFY
// RUN: not cdna4-sim %t.slot.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=SLOT-SIM
// SLOT-VERIFY: slot.mlir:[[#]]:[[#]]: error: wait vmcnt(8) in the prologue leaves copies into LDS buffer %arg4 slot 0 (issued in the prologue) in flight, but the S2R reads that slot in iteration 0 (k=0)
// SLOT-SIM: slot.mlir:[[#]]:[[#]]: error: race: unsynchronized-read: {{.*}} that landed by timing only: no wait retired it
// SLOT-SIM: policy issue/rr: {{.*}} race(s): FAIL
// SLOT-SIM: policy random/random: {{.*}} race(s): FAIL
// SLOT-SIM: FAIL: gemm 512x512x512

// Two tiles are in flight at the last stage's wait: the six copies of tile
// k+1 issued in stage 2 of iteration k-1 (needed by stage 0 of iteration
// k+1), then gB1, gB3 of tile k+1 and the six of tile k+2: vmcnt(8).
// Planted: counted as if only the copies issued since the previous tile's
// were in flight, two more (those of the loop's stage 0): vmcnt(10) leaves
// two needed copies in flight.
// RUN: python3 %S/Inputs/plant.py prefetch-wait-one-tile < %t.mlir > %t.onetile.mlir
// RUN: not cdna4-opt %t.onetile.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=TILE-VERIFY
// RUN: not cdna4-sim %t.onetile.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=TILE-SIM
// TILE-VERIFY: onetile.mlir:[[#]]:[[#]]: error: wait vmcnt(10) in iteration 0 (k=0) leaves copies into LDS buffer %arg4 slot 1 (issued in the prologue) in flight, but the S2R reads that slot in iteration 1 (k=1)
// TILE-SIM: onetile.mlir:[[#]]:[[#]]: error: race: unsynchronized-read: {{.*}} that landed by timing only: no wait retired it
// TILE-SIM: policy issue/rr: {{.*}} race(s): FAIL
// TILE-SIM: policy random/random: {{.*}} race(s): FAIL
// TILE-SIM: FAIL: gemm 512x512x512
