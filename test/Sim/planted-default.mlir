// REQUIRES: cdna4-gemm-gen
// The schedule verifier's planted bugs (test/Transforms/VerifySchedule/
// planted-*.mlir), planted by Inputs/plant.py into the real interleaved
// default kernel (cdna4-gemm-gen | software-pipeline{2} | form-stages |
// interleave{4}; 256x256x64, 8 waves, 2 LDS slots, on a 512^3 problem) and
// simulated under every policy. The interleave's default wait-granularity=
// stage gives the loop two wait + barrier pairs per iteration: `wait
// vmcnt(2)` after stage 0's copies (for stage 1's reads of B rows 64..127,
// 192..255, written by gB1/gB3) and `wait vmcnt(2) lgkmcnt(0)` after stage
// 3's (for stage 0 of the next tile, and the slot release); the prologue
// waits vmcnt(2), the epilogue vmcnt(0). cdna4-sim lowers without the schedule
// verifier; each real race is caught as a race (and, where the timing allows,
// as wrong numbers), and the verifier rejects the same kernel.

// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave=stages=4 -o %t.mlir

// The prologue ends without the wait for tile 0: iteration 0 reads copies
// that no wait retired (in flight under lazy landing: wrong numbers).
// RUN: python3 %S/Inputs/plant.py missing-prologue-wait < %t.mlir > %t.pw.mlir
// RUN: not cdna4-sim %t.pw.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=PW
// RUN: not cdna4-opt %t.pw.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// PW: pw.mlir:[[#]]:[[#]]: error: race: unsynchronized-read: wave 0 lane 0 reads LDS byte 0 (execution #1 of this op by the wave, barrier epoch 1, workgroup (0,0,0)) written by a DMA of wave 0 (execution #1, epoch 0) that landed by timing only: no wait retired it
// PW: policy lazy/rr: {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance (first C[0][0]), {{[1-9][0-9]*}} race(s): FAIL
// PW: FAIL: gemm 512x512x512

// The prologue's wait stays but its barrier is gone: this wave's copies have
// landed, other waves' are only ordered by timing.
// RUN: python3 %S/Inputs/plant.py missing-prologue-barrier < %t.mlir > %t.pb.mlir
// RUN: not cdna4-sim %t.pb.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=PB
// RUN: not cdna4-opt %t.pb.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// PB: pb.mlir:[[#]]:[[#]]: error: race: unsynchronized-read: wave 0 lane 8 reads LDS byte 1024 (execution #1 of this op by the wave, barrier epoch 0, workgroup (0,0,0)) written by a DMA of wave 1 (execution #1, epoch 0) that was retired by its wave's wait in the same epoch (no barrier since)
// PB: policy issue/ahead: {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}} race(s): FAIL
// PB: FAIL: gemm 512x512x512

// The two waits of the K-loop each lose their barrier (the wait stays).
// Stage 0's: stage 1 reads the B rows of other waves' gB1/gB3, which only
// their own waits retired.
// RUN: python3 %S/Inputs/plant.py missing-stage-barrier < %t.mlir > %t.sb.mlir
// RUN: not cdna4-sim %t.sb.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=SB
// RUN: not cdna4-opt %t.sb.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// SB: sb.mlir:[[#]]:[[#]]: error: race: unsynchronized-read: wave 0 lane 8 reads LDS byte 74752 (execution #1 of this op by the wave, barrier epoch 1, workgroup (0,0,0)) written by a DMA of wave 1 (execution #1, epoch 0) that was retired by its wave's wait in the same epoch (no barrier since)
// SB: policy lazy/ahead: {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}} race(s): FAIL
// SB: FAIL: gemm 512x512x512
// The last stage's: stage 0 of the next tile reads other waves' copies
// unsynchronized (and the slot is no longer released).
// RUN: python3 %S/Inputs/plant.py missing-release-barrier < %t.mlir > %t.rb.mlir
// RUN: not cdna4-sim %t.rb.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=RB
// RUN: not cdna4-opt %t.rb.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// RB: rb.mlir:[[#]]:[[#]]: error: race: unsynchronized-read: wave 0 lane 8 reads LDS byte 33792 (execution #2 of this op by the wave, barrier epoch 2, workgroup (0,0,0)) written by a DMA of wave 1 (execution #1, epoch 1) that was retired by its wave's wait in the same epoch (no barrier since)
// RB: policy issue/ahead: {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}} race(s): FAIL
// RB: FAIL: gemm 512x512x512

// The K-loop prefetches tile k+1 into slot k%2, the slot its stages read.
// RUN: python3 %S/Inputs/plant.py g2s-into-read-slot < %t.mlir > %t.gr.mlir
// RUN: not cdna4-sim %t.gr.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=GR
// RUN: not cdna4-opt %t.gr.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// GR: gr.mlir:[[#]]:[[#]]: error: race: write-after-read: wave 0 lane 0 writes LDS byte 0 (execution #1 of this op by the wave, barrier epoch 1, workgroup (0,0,0)) that wave 1 read in the same barrier epoch
// GR-COUNT-9: policy {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance (first C[0][0]), {{[1-9][0-9]*}} race(s): FAIL

// The K-loop reads slot (k+1)%2, the tile being prefetched.
// RUN: python3 %S/Inputs/plant.py s2r-next-tile-slot < %t.mlir > %t.sn.mlir
// RUN: not cdna4-sim %t.sn.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=SN
// RUN: not cdna4-opt %t.sn.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// SN: sn.mlir:[[#]]:[[#]]: error: race: uninitialized-read: wave 0 lane 0 reads LDS byte 32768 (execution #1 of this op, barrier epoch 1) that nothing ever wrote
// SN-COUNT-9: policy {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance (first C[0][0]), {{[1-9][0-9]*}} race(s): FAIL

// The last stage's `wait vmcnt(2) lgkmcnt(0)` loses lgkmcnt(0). Not a real
// race in this schedule (the simulator and the verifier both accept it): the
// copies are issued in the order the next tile's stages read them, so the
// ones issued right after this barrier (stage 0 of k+1: gA0, gA1) overwrite
// A rows that only stages 0 and 2 of tile k read, and their MFMAs consumed
// those reads before the barrier; the rows the last stage's still-pending
// ds_reads read (B rows 64..127, 192..255, k-half 1) are rewritten by stage
// 3's copies gB1/gB3 of k+1, issued after the next stage-0 barrier, which
// every wave reaches only after its stage-3 MFMAs of tile k used them.
// RUN: python3 %S/Inputs/plant.py missing-lgkm < %t.mlir > %t.lg.mlir
// RUN: cdna4-sim %t.lg.mlir --gemm 512,512,512 --blocks 1 --policy all | FileCheck %s --check-prefix=OK
// RUN: cdna4-opt %t.lg.mlir --cdna4pipe-verify-schedule -o /dev/null
// Where copies do follow the releasing barrier into those rows, the missing
// lgkmcnt(0) is a real race: with g2s-policy=front all eight copies of k+1
// (gB1/gB3 included) are issued in stage 0, right after the barrier. Only a
// wave that runs ahead past the barrier shows it: caught under the `ahead`
// interleaving as a write during a read; round-robin and random
// interleavings consume the reads before any copy is issued.
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='stages=4 g2s-policy=front' -o %t.front.mlir
// RUN: cdna4-sim %t.front.mlir --gemm 512,512,512 --blocks 1 --policy all | FileCheck %s --check-prefix=OK
// RUN: python3 %S/Inputs/plant.py missing-lgkm < %t.front.mlir > %t.lgf.mlir
// RUN: not cdna4-sim %t.lgf.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=LG
// RUN: not cdna4-opt %t.lgf.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// LG: lgf.mlir:[[#]]:[[#]]: error: race: write-after-read: wave {{[0-9]}} lane {{[0-9]+}} writes LDS byte {{[0-9]+}} (execution #2 of this op by the wave, barrier epoch 3, workgroup (0,0,0)) that a ds_read of wave {{[0-9]}} (execution #1, epoch 2) is still reading: no s_waitcnt lgkmcnt and no use of its result has completed it
// LG: lgf.mlir:[[#]]:[[#]]: note: the ds_read was issued here
// LG-NEXT: cdna4pipe.s2r %arg4
// LG: policy lazy/rr: {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// LG: policy lazy/ahead: {{.*}}, {{[1-9][0-9]*}} race(s): FAIL
// LG: policy random/ahead: {{.*}}, {{[1-9][0-9]*}} race(s): FAIL
// LG: FAIL: gemm 512x512x512
// The same on the wait-granularity=iteration schedule (one vmcnt(0)
// lgkmcnt(0) + barrier per iteration): under lazy/ahead the slow waves
// sample the new tile (wrong numbers).
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='stages=4 wait-granularity=iteration' -o %t.iter.mlir
// RUN: python3 %S/Inputs/plant.py missing-lgkm < %t.iter.mlir > %t.lgi.mlir
// RUN: not cdna4-sim %t.lgi.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=LGI
// RUN: not cdna4-opt %t.lgi.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// LGI: lgi.mlir:[[#]]:[[#]]: error: race: write-after-read: {{.*}} that a ds_read of wave {{[0-9]}} (execution #1, epoch 1) is still reading
// LGI: policy lazy/rr: {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// LGI: policy lazy/ahead: {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}}, {{[1-9][0-9]*}} race(s): FAIL
// LGI: FAIL: gemm 512x512x512

// The epilogue's `wait vmcnt(0)` is real on this kernel: the last
// iteration's last-stage wait (vmcnt(2)) leaves gB1/gB3 of tile T-1 in
// flight (only stage 1 of the next tile needs them), and the epilogue reads
// all of tile T-1. (With wait-granularity=iteration that loop wait was
// vmcnt(0) and these three edits were harmless.) Deleting the wait, counting
// it in commit groups (vmcnt(1): gB3 stays in flight) or moving it after
// the reads it guards: read-before-landed under lazy landing, wrong numbers.
// RUN: python3 %S/Inputs/plant.py epilogue-unwaited < %t.mlir > %t.eu.mlir
// RUN: not cdna4-sim %t.eu.mlir --gemm 512,512,512 --blocks 1 --policy lazy/rr 2>&1 | FileCheck %s --check-prefix=EU
// RUN: not cdna4-sim %t.eu.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=ALLFAIL
// RUN: not cdna4-opt %t.eu.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// EU: eu.mlir:[[#]]:[[#]]: error: race: read-before-landed: wave 0 lane 0 reads LDS byte 106496 (execution #1 of this op by the wave, barrier epoch 16, workgroup (0,0,0)) written by a DMA of wave 0 (execution #7, epoch 14) that has not landed
// EU: policy lazy/rr: {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}}, {{[1-9][0-9]*}} race(s): FAIL
// RUN: python3 %S/Inputs/plant.py commit-group-wait < %t.mlir > %t.cg.mlir
// RUN: not cdna4-sim %t.cg.mlir --gemm 512,512,512 --blocks 1 --policy lazy/rr 2>&1 | FileCheck %s --check-prefix=CG
// RUN: not cdna4-sim %t.cg.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=ALLFAIL
// RUN: not cdna4-opt %t.cg.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// CG: cg.mlir:[[#]]:[[#]]: error: race: read-before-landed: wave 1 lane 0 reads LDS byte 122880 (execution #1 of this op by the wave, barrier epoch 16, workgroup (0,0,0)) written by a DMA of wave 0 (execution #7, epoch 14) that has not landed
// CG: policy lazy/rr: {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}}, {{[1-9][0-9]*}} race(s): FAIL
// RUN: python3 %S/Inputs/plant.py wait-after-s2r < %t.mlir > %t.wa.mlir
// RUN: not cdna4-sim %t.wa.mlir --gemm 512,512,512 --blocks 1 --policy lazy/rr 2>&1 | FileCheck %s --check-prefix=WA
// RUN: not cdna4-sim %t.wa.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=ALLFAIL
// RUN: not cdna4-opt %t.wa.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// WA: wa.mlir:[[#]]:[[#]]: error: race: read-before-landed: wave 0 lane 0 reads LDS byte 106496 (execution #1 of this op by the wave, barrier epoch 15, workgroup (0,0,0)) written by a DMA of wave 0 (execution #7, epoch 14) that has not landed
// WA: policy lazy/rr: {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}}, {{[1-9][0-9]*}} race(s): FAIL

// ALLFAIL-COUNT-9: policy {{.*}}, {{[1-9][0-9]*}} race(s): FAIL
// OK: PASS: gemm 512x512x512 tile 256x256x64 bf16->bf16, 9 policies, 0 race(s)

// VERIFY: error:
