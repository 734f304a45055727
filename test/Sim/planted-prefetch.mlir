// REQUIRES: cdna4-gemm-gen
// A bug specific to prefetch=2 (sub-slot buffer reuse), planted by
// Inputs/plant.py into the real interleaved default kernel (256x256x64,
// 8 waves, 2 LDS slots, n-major, on a 512^3 problem): the loop's stage 2
// issues the A and B-lo copies of tile k+2 into the slot iteration k reads,
// right after the `wait vmcnt(8) lgkmcnt(0)` + barrier that closes stage 1
// (every wave's last reads of those bytes retired and passed a barrier).
// The plant issues the first of them one barrier early, before that wait:
// other waves may still be reading the A rows it overwrites. The verifier
// rejects it at the copy, and cdna4-sim reports the write-after-read race
// under every policy.

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
