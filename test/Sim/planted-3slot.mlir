// REQUIRES: cdna4-gemm-gen
// Planted bugs on the real 3-slot interleaved kernel (128x128x64 tile,
// 4 waves, cdna4-gemm-gen | software-pipeline{3} | form-stages |
// interleave{4}, on a 512^3 problem): the waits that hand tiles over in the
// epilogue and the steady state. Inputs/plant.py plants them; the simulator
// (which lowers without the schedule verifier) and the verifier both reject
// every one. The lazy-landing policy also turns each into wrong numbers:
// the copy the broken wait let stay in flight has not landed when it is read.
// The default wait-granularity=stage gives the loop two wait + barrier pairs
// per iteration, `wait vmcnt(10)` after stage 0's copies (for stage 1) and
// `wait vmcnt(10) lgkmcnt(0)` after stage 3's (for stage 0 of the next tile):
// 2*8 copies per wave minus the 6 (resp. 8) positions needed, plus stage 0's
// 2; the epilogue waits vmcnt(8) then vmcnt(0).

// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 --tile=128x128x64 --waves=4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=3 --cdna4pipe-form-stages --cdna4pipe-interleave=stages=4 -o %t.mlir
// RUN: cdna4-sim %t.mlir --gemm 512,512,512 --blocks 1 --policy all | FileCheck %s --check-prefix=CLEAN
// CLEAN: PASS: gemm 512x512x512 tile 128x128x64 bf16->bf16, 9 policies, 0 race(s)

// A wait counted in commit groups: the epilogue's last wait, which must
// retire every copy of tile T-1 (vmcnt(0)), is vmcnt(1) -- "one group may
// stay in flight" -- and the youngest copy (the last B rows) stays in flight.
// RUN: python3 %S/Inputs/plant.py commit-group-wait < %t.mlir > %t.cg.mlir
// RUN: not cdna4-sim %t.cg.mlir --gemm 512,512,512 --blocks 1 --policy lazy/rr 2>&1 | FileCheck %s --check-prefix=CG
// RUN: not cdna4-sim %t.cg.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=ALLFAIL
// RUN: not cdna4-opt %t.cg.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// CG: cg.mlir:[[#]]:[[#]]: error: race: read-before-landed: wave 1 lane 0 reads LDS byte {{[0-9]+}} (execution #1 of this op by the wave, barrier epoch 15, workgroup (0,0,0)) written by a DMA of wave 0 (execution #6, epoch 12) that has not landed
// CG: note: the DMA was issued here
// CG-NEXT: cdna4pipe.g2s %{{[0-9]+}}[%{{[0-9]+}}, %{{[0-9]+}}], %arg4
// CG: policy lazy/rr: 1 workgroup(s) of 4x4, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}}, {{[1-9][0-9]*}} race(s): FAIL

// The epilogue reads tile T-1 without the wait that retires its copies.
// RUN: python3 %S/Inputs/plant.py epilogue-unwaited < %t.mlir > %t.eu.mlir
// RUN: not cdna4-sim %t.eu.mlir --gemm 512,512,512 --blocks 1 --policy lazy/rr 2>&1 | FileCheck %s --check-prefix=EU
// RUN: not cdna4-sim %t.eu.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=ALLFAIL
// RUN: not cdna4-opt %t.eu.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// EU: eu.mlir:[[#]]:[[#]]: error: race: read-before-landed: wave 0 lane 0 reads LDS byte {{[0-9]+}} (execution #1 of this op by the wave, barrier epoch 15, workgroup (0,0,0)) written by a DMA of wave 0 (execution #6, epoch 11) that has not landed
// EU: policy lazy/rr: 1 workgroup(s) of 4x4, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}}, {{[1-9][0-9]*}} race(s): FAIL

// The epilogue's last wait + barrier are placed after the reads they guard.
// RUN: python3 %S/Inputs/plant.py wait-after-s2r < %t.mlir > %t.wa.mlir
// RUN: not cdna4-sim %t.wa.mlir --gemm 512,512,512 --blocks 1 --policy lazy/rr 2>&1 | FileCheck %s --check-prefix=WA
// RUN: not cdna4-sim %t.wa.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=ALLFAIL
// RUN: not cdna4-opt %t.wa.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// WA: wa.mlir:[[#]]:[[#]]: error: race: read-before-landed: wave 0 lane 0 reads LDS byte {{[0-9]+}} (execution #1 of this op by the wave, barrier epoch 14, workgroup (0,0,0)) written by a DMA of wave 0 (execution #6, epoch 11) that has not landed
// WA: policy lazy/rr: 1 workgroup(s) of 4x4, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}}, {{[1-9][0-9]*}} race(s): FAIL

// The steady-state waits let one more tile's copies stay in flight
// (vmcnt(18) instead of vmcnt(10)), planted on each of the two: the last
// stage's, then tile k+1 is read in stage 0 before it lands; stage 0's,
// then stage 1 reads gB1/gB3 of tile k+1 before they land.
// RUN: python3 %S/Inputs/plant.py steady-state-wait < %t.mlir > %t.ss.mlir
// RUN: not cdna4-sim %t.ss.mlir --gemm 512,512,512 --blocks 1 --policy lazy/rr 2>&1 | FileCheck %s --check-prefix=SS
// RUN: not cdna4-opt %t.ss.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// SS: ss.mlir:[[#]]:[[#]]: error: race: read-before-landed: wave 0 lane 0 reads LDS byte 16384 (execution #2 of this op by the wave, barrier epoch 3, workgroup (0,0,0)) written by a DMA of wave 0 (execution #1, epoch 0) that has not landed
// SS: policy lazy/rr: 1 workgroup(s) of 4x4, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}}, {{[1-9][0-9]*}} race(s): FAIL
// RUN: python3 %S/Inputs/plant.py steady-state-stage-wait < %t.mlir > %t.sw.mlir
// RUN: not cdna4-sim %t.sw.mlir --gemm 512,512,512 --blocks 1 --policy lazy/rr 2>&1 | FileCheck %s --check-prefix=SW
// RUN: not cdna4-opt %t.sw.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// SW: sw.mlir:[[#]]:[[#]]: error: race: read-before-landed: wave 0 lane 0 reads LDS byte 53248 (execution #1 of this op by the wave, barrier epoch 2, workgroup (0,0,0)) written by a DMA of wave 0 (execution #1, epoch 0) that has not landed
// SW: policy lazy/rr: 1 workgroup(s) of 4x4, {{.*}}, {{[1-9][0-9]*}} race(s): FAIL

// The two loop waits each lose their barrier (the wait stays): other
// waves' copies are read unsynchronized, in stage 1 and in stage 0 of the
// next tile.
// RUN: python3 %S/Inputs/plant.py missing-stage-barrier < %t.mlir > %t.sb.mlir
// RUN: not cdna4-sim %t.sb.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=SB
// RUN: not cdna4-opt %t.sb.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// SB: sb.mlir:[[#]]:[[#]]: error: race: unsynchronized-read: wave 0 lane 8 reads LDS byte 54272 (execution #1 of this op by the wave, barrier epoch 1, workgroup (0,0,0)) written by a DMA of wave 1 (execution #1, epoch 0) that was retired by its wave's wait in the same epoch (no barrier since)
// SB: policy lazy/ahead: {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}} race(s): FAIL
// SB: FAIL: gemm 512x512x512
// RUN: python3 %S/Inputs/plant.py missing-release-barrier < %t.mlir > %t.rb.mlir
// RUN: not cdna4-sim %t.rb.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=ALLFAIL
// RUN: not cdna4-opt %t.rb.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: not cdna4-sim %t.rb.mlir --gemm 512,512,512 --blocks 1 --policy lazy/rr 2>&1 | FileCheck %s --check-prefix=RB
// RB: rb.mlir:[[#]]:[[#]]: error: race: unsynchronized-read: wave 0 lane 8 reads LDS byte 17408 (execution #2 of this op by the wave, barrier epoch 2, workgroup (0,0,0)) written by a DMA of wave 1 (execution #1, epoch 0) that was retired by its wave's wait in the same epoch (no barrier since)

// The missing lgkm retirement (`wait vmcnt(10)` without lgkmcnt(0) before
// the releasing barrier) is not a real race in this schedule, for the
// reason given in planted-default.mlir: the copies issued right after the
// barrier (gA0, gA1) overwrite rows only stages 0 and 2 read, whose reads
// their MFMAs consumed before it; simulator and verifier both accept it.
// RUN: python3 %S/Inputs/plant.py missing-lgkm < %t.mlir > %t.lg.mlir
// RUN: cdna4-sim %t.lg.mlir --gemm 512,512,512 --blocks 1 --policy all | FileCheck %s --check-prefix=CLEAN
// RUN: cdna4-opt %t.lg.mlir --cdna4pipe-verify-schedule -o /dev/null
// With g2s-policy=front (all of tile k+2's copies right after the barrier)
// it is: caught as a race under `ahead`; the numbers stay right here (the
// overwriting copy is the youngest tile, which lazy landing only lands
// after the slow waves consumed their reads).
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 --tile=128x128x64 --waves=4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=3 --cdna4pipe-form-stages --cdna4pipe-interleave='stages=4 g2s-policy=front' -o %t.front.mlir
// RUN: cdna4-sim %t.front.mlir --gemm 512,512,512 --blocks 1 --policy all | FileCheck %s --check-prefix=CLEAN
// RUN: python3 %S/Inputs/plant.py missing-lgkm < %t.front.mlir > %t.lgf.mlir
// RUN: not cdna4-sim %t.lgf.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=LG
// RUN: not cdna4-opt %t.lgf.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// LG: lgf.mlir:[[#]]:[[#]]: error: race: write-after-read: {{.*}} that a ds_read of wave {{[0-9]}} (execution #1, epoch 2) is still reading
// LG: policy lazy/ahead: {{.*}}, {{[1-9][0-9]*}} race(s): FAIL

// ALLFAIL-COUNT-9: policy {{.*}}, {{[1-9][0-9]*}} race(s): FAIL
// VERIFY: error:
