// REQUIRES: cdna4-gemm-gen
// Planted bugs on the real 3-slot interleaved kernel (128x128x64 tile,
// 4 waves, cdna4-gemm-gen | software-pipeline{3} | form-stages |
// interleave{4}, on a 512^3 problem): the waits that hand tiles over in the
// epilogue and the steady state. Inputs/plant.py plants them; the simulator
// (which lowers without the schedule verifier) and the verifier both reject
// every one. The lazy-landing policy also turns each into wrong numbers:
// the copy the broken wait let stay in flight has not landed when it is read.

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
// CG: cg.mlir:[[#]]:[[#]]: error: race: read-before-landed: wave 0 lane 8 reads LDS byte {{[0-9]+}} (execution #1 of this op by the wave, barrier epoch 9, workgroup (0,0,0)) written by a DMA of wave 0 (execution #6, epoch 6) that has not landed
// CG: note: the DMA was issued here
// CG-NEXT: cdna4pipe.g2s %{{[0-9]+}}[%{{[0-9]+}}, %{{[0-9]+}}], %arg4
// CG: policy lazy/rr: 1 workgroup(s) of 4x4, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}}, {{[1-9][0-9]*}} race(s): FAIL

// The epilogue reads tile T-1 without the wait that retires its copies.
// RUN: python3 %S/Inputs/plant.py epilogue-unwaited < %t.mlir > %t.eu.mlir
// RUN: not cdna4-sim %t.eu.mlir --gemm 512,512,512 --blocks 1 --policy lazy/rr 2>&1 | FileCheck %s --check-prefix=EU
// RUN: not cdna4-sim %t.eu.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=ALLFAIL
// RUN: not cdna4-opt %t.eu.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// EU: eu.mlir:[[#]]:[[#]]: error: race: read-before-landed: wave 0 lane 0 reads LDS byte {{[0-9]+}} (execution #1 of this op by the wave, barrier epoch 9, workgroup (0,0,0)) written by a DMA of wave 0 (execution #6, epoch 6) that has not landed
// EU: policy lazy/rr: 1 workgroup(s) of 4x4, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}}, {{[1-9][0-9]*}} race(s): FAIL

// The epilogue's last wait + barrier are placed after the reads they guard.
// RUN: python3 %S/Inputs/plant.py wait-after-s2r < %t.mlir > %t.wa.mlir
// RUN: not cdna4-sim %t.wa.mlir --gemm 512,512,512 --blocks 1 --policy lazy/rr 2>&1 | FileCheck %s --check-prefix=WA
// RUN: not cdna4-sim %t.wa.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=ALLFAIL
// RUN: not cdna4-opt %t.wa.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// WA: wa.mlir:[[#]]:[[#]]: error: race: read-before-landed: wave 0 lane 0 reads LDS byte {{[0-9]+}} (execution #1 of this op by the wave, barrier epoch 8, workgroup (0,0,0)) written by a DMA of wave 0 (execution #6, epoch 6) that has not landed
// WA: policy lazy/rr: 1 workgroup(s) of 4x4, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}}, {{[1-9][0-9]*}} race(s): FAIL

// The steady-state wait lets two tiles' copies stay in flight (vmcnt(16)
// instead of vmcnt(8)): tile k+1 is read before it lands.
// RUN: python3 %S/Inputs/plant.py steady-state-wait < %t.mlir > %t.ss.mlir
// RUN: not cdna4-sim %t.ss.mlir --gemm 512,512,512 --blocks 1 --policy lazy/rr 2>&1 | FileCheck %s --check-prefix=SS
// RUN: not cdna4-opt %t.ss.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// SS: ss.mlir:[[#]]:[[#]]: error: race: read-before-landed: wave 0 lane 0 reads LDS byte 16384 (execution #2 of this op by the wave, barrier epoch 2, workgroup (0,0,0)) written by a DMA of wave 0 (execution #1, epoch 0) that has not landed
// SS: policy lazy/rr: 1 workgroup(s) of 4x4, {{.*}}, {{[1-9][0-9]*}} element(s) out of tolerance {{.*}}, {{[1-9][0-9]*}} race(s): FAIL

// The missing lgkm retirement on 3 slots: caught as a race under `ahead`;
// the numbers stay right here (the overwriting copy is the youngest tile,
// which lazy landing only lands after the slow waves consumed their reads).
// RUN: python3 %S/Inputs/plant.py missing-lgkm < %t.mlir > %t.lg.mlir
// RUN: not cdna4-sim %t.lg.mlir --gemm 512,512,512 --blocks 1 --policy all 2>&1 | FileCheck %s --check-prefix=LG
// RUN: not cdna4-opt %t.lg.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// LG: lg.mlir:[[#]]:[[#]]: error: race: write-after-read: {{.*}} that a ds_read of wave {{[0-9]}} (execution #1, epoch 1) is still reading
// LG: policy lazy/ahead: {{.*}}, {{[1-9][0-9]*}} race(s): FAIL

// ALLFAIL-COUNT-9: policy {{.*}}, {{[1-9][0-9]*}} race(s): FAIL
// VERIFY: error:
