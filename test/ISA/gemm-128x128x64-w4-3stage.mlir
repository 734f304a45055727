// 128x128x64 tile, 4 waves, bf16, 3 LDS slots per operand (96 KiB), from
// cdna4-gemm-gen through the whole flow: tile k+2 is copied while tile k is
// read, and each of the two waits per K-tile (wait-granularity=stage, the
// default) waits only for the copies the next stages read: vmcnt(10), one
// K-tile of copies (8 per wave) plus the 2 just issued left in flight. No
// vmcnt(0) in the loop. 96 KiB of
// LDS leaves one workgroup per CU: one wave per SIMD (LLVM's occupancy).
//
// --schedule default pins the plain schedule these checks derive (the
// default, --schedule auto, chooses on the CU model: schedule-auto.mlir).
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 > %t.mlir
// The default (auto) schedule; the checks below the AUTO ones pin the
// schedule before issue 11 (--prefetch=1 --decomposition=k-major).
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --num-stages 3 --report | FileCheck %s --check-prefix=AUTO
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --num-stages 3 -o %t.s
// RUN: FileCheck %s --check-prefix=DMA < %t.s
// RUN: FileCheck %s --check-prefix=DSREAD < %t.s
// RUN: FileCheck %s --check-prefix=MFMA < %t.s
// RUN: FileCheck %s --check-prefix=PRIO1 < %t.s
// RUN: FileCheck %s --check-prefix=PRIO0 < %t.s
// RUN: FileCheck %s --check-prefix=FENCE < %t.s
// RUN: FileCheck %s --check-prefix=WAIT < %t.s
// RUN: FileCheck %s --check-prefix=NOVM0 < %t.s
// RUN: FileCheck %s --check-prefix=RES < %t.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --num-stages 3 --report | FileCheck %s --check-prefix=REPORT
//
// Mechanism 1: without alias scopes LLVM's own vmcnt waits come back inside
// the loop: before the first ds_read of the iteration (the prologue's copy
// still pending at the loop header), before reads of later stages, and a
// vmcnt(0) before the last stage's reads. The designed waits are unchanged.
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --num-stages 3 --alias-scopes=false -o %t.noscope.s
// RUN: FileCheck %s --check-prefix=NOSCOPE < %t.noscope.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --num-stages 3 --alias-scopes=false --report | FileCheck %s --check-prefix=NOSCOPE-REPORT
//
// Mechanism 2: a fenced barrier (what gpu.barrier / __syncthreads() lower
// to) drains every copy in flight at each barrier: vmcnt(0) lgkmcnt(0)
// replaces both designed vmcnt(10).
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --num-stages 3 --barrier=fenced -o %t.fenced.s
// RUN: FileCheck %s --check-prefix=FENCED < %t.fenced.s
//
// wait-granularity=iteration (the original schedule), pinned through the
// flag: one wait per K-tile in the last stage, for tile k+1 only: vmcnt(8),
// (d - 1) * G = 8 copies of tile k+2 left in flight.
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --num-stages 3 --wait-granularity=iteration -o %t.iter.s
// RUN: FileCheck %s --check-prefix=ITER < %t.iter.s
// RUN: FileCheck %s --check-prefix=NOVM0 < %t.iter.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --num-stages 3 --wait-granularity=iteration --report | FileCheck %s --check-prefix=ITER-REPORT

// DMA: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// DMA-NOT: {{buffer_load|global_load}}
// DMA-COUNT-8: buffer_load_dwordx4 v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 offen lds{{$}}
// DMA-NOT: {{buffer_load|global_load}}
// DMA: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// DSREAD: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// DSREAD-NOT: {{ds_read|ds_write}}
// DSREAD-COUNT-16: ds_read_b128 v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}
// DSREAD-NOT: {{ds_read|ds_write}}
// DSREAD: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// MFMA: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// MFMA-NOT: v_mfma
// MFMA-COUNT-32: v_mfma_f32_16x16x32_bf16 v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}]
// MFMA-NOT: v_mfma
// MFMA: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// PRIO1: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// PRIO1-NOT: s_setprio 1{{$}}
// PRIO1-COUNT-4: s_setprio 1{{$}}
// PRIO1-NOT: s_setprio 1{{$}}
// PRIO1: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// PRIO0: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// PRIO0-NOT: s_setprio 0{{$}}
// PRIO0-COUNT-4: s_setprio 0{{$}}
// PRIO0-NOT: s_setprio 0{{$}}
// PRIO0: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// Two sched_barrier(0) fences per stage, 4 stages.
// FENCE: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// FENCE-NOT: sched_barrier
// FENCE-COUNT-8: ; sched_barrier mask(0x00000000)
// FENCE-NOT: sched_barrier
// FENCE: s_cbranch_{{[a-z0-9]+}} [[LOOP]]


// The designed waits: the 2-slot derivation (gemm-128x128x64-w4-2stage.mlir:
// issue order A0 A1 | A2 A3 | B0 B2 | B1 B3, F(0) = 6, F(1) = 8, G = 8) with
// copy-to-read distance d = 2 (tile k+2's copies are also in flight):
//  - after stage 0's 2 copies (for stage 1): 2*8 + 2 - 8 = vmcnt(10) + barrier;
//  - after stage 3's 2 copies (for stage 0 of k+1): 2*8 - 6 = vmcnt(10)
//    lgkmcnt(0) + barrier.
// The only vmcnt waits of the loop; none is vmcnt(0).
// WAIT: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// WAIT-NOT: {{vmcnt|s_setprio|s_barrier|buffer_load}}
// WAIT-COUNT-2: buffer_load_dwordx4
// WAIT-NOT: {{vmcnt|s_setprio|s_barrier|buffer_load}}
// WAIT: s_waitcnt vmcnt(10){{$}}
// WAIT-NEXT: s_barrier
// WAIT-NEXT: s_setprio 1
// WAIT-NOT: {{vmcnt|s_barrier}}
// WAIT: s_setprio 0
// WAIT-NOT: {{vmcnt|s_barrier}}
// WAIT: s_setprio 1
// WAIT-NOT: {{vmcnt|s_barrier}}
// WAIT: s_setprio 0
// WAIT-NOT: {{vmcnt|s_barrier}}
// WAIT: s_setprio 1
// WAIT-NOT: {{vmcnt|s_barrier}}
// WAIT: s_setprio 0
// WAIT-NOT: {{vmcnt|s_setprio|s_barrier|buffer_load}}
// WAIT-COUNT-2: buffer_load_dwordx4
// WAIT-NOT: {{vmcnt|s_setprio|s_barrier|buffer_load}}
// WAIT: s_waitcnt vmcnt(10) lgkmcnt(0){{$}}
// WAIT-NEXT: s_barrier
// WAIT-NEXT: s_setprio 1
// WAIT-NOT: {{vmcnt|s_barrier}}
// WAIT: s_setprio 0
// WAIT-NOT: {{vmcnt|s_barrier}}
// WAIT: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// NOVM0: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// NOVM0-NOT: vmcnt(0)
// NOVM0: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// RES: .amdhsa_group_segment_fixed_size 98304{{$}}
// RES: .amdhsa_private_segment_fixed_size 0{{$}}
// RES: ; TotalNumVgprs: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// RES: ; ScratchSize: 0{{$}}
// RES: ; Occupancy: 1{{$}}

// REPORT: kernel gemm
// REPORT-NEXT: main loop .LBB0_{{[0-9]+}} ({{.*}}, 1 loop(s) in kernel)
// REPORT-NEXT: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT-NEXT: ds_read: 16 (ds_read_b128: 16)
// REPORT-NEXT: ds_write: 0
// REPORT-NEXT: s_waitcnt: {{[0-9]+}}
// REPORT-NEXT: s_waitcnt vmcnt: 2 [vmcnt(10), vmcnt(10) lgkmcnt(0)]
// REPORT-NEXT: waits in order: vmcnt(10); {{(lgkmcnt\([0-9]+\); )+}}vmcnt(10) lgkmcnt(0){{$}}
// REPORT-NEXT: s_barrier: 2
// REPORT-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// REPORT-NEXT: sched_barrier: 0 7 0 0 7 0 0 7 0 0 7 0 (12)
// REPORT-NEXT: copy windows (mfma): 56 56 48 48 40 40 40 40 (min 40, mean 46.0)
// REPORT-NEXT: vgpr: {{[0-9]+}}
// REPORT-NEXT: agpr: {{[0-9]+}}
// REPORT-NEXT: vgpr+agpr: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// REPORT-NEXT: sgpr: {{[0-9]+}}
// REPORT-NEXT: scratch bytes: 0
// REPORT-NEXT: lds bytes: 98304
// REPORT-NEXT: occupancy (waves/SIMD): 1

// NOSCOPE: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// NOSCOPE-NOT: ds_read
// NOSCOPE: s_waitcnt vmcnt({{[1-9][0-9]*}}){{$}}
// NOSCOPE-NEXT: ds_read_b128
// NOSCOPE: s_waitcnt vmcnt(10){{$}}
// NOSCOPE-NEXT: s_barrier
// NOSCOPE: s_waitcnt vmcnt(0){{$}}
// NOSCOPE-NEXT: ds_read_b128
// NOSCOPE: s_waitcnt vmcnt(10) lgkmcnt(0)
// NOSCOPE-NEXT: s_barrier
// NOSCOPE: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// NOSCOPE-REPORT: s_waitcnt vmcnt: {{[3-9]|[1-9][0-9]}} [vmcnt({{[1-9][0-9]*}}), {{.*}}vmcnt(10), {{.*}}vmcnt(0), vmcnt(10) lgkmcnt(0)]

// FENCED: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// FENCED-NOT: vmcnt
// FENCED: s_waitcnt vmcnt(0) lgkmcnt(0){{$}}
// FENCED-NEXT: s_barrier
// FENCED-NOT: vmcnt
// FENCED: s_waitcnt vmcnt(0) lgkmcnt(0){{$}}
// FENCED-NEXT: s_barrier
// FENCED-NOT: vmcnt
// FENCED: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// ITER: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// ITER-NOT: {{vmcnt|s_barrier}}
// ITER-COUNT-3: s_setprio 0{{$}}
// ITER-NOT: {{vmcnt|s_setprio|s_barrier}}
// ITER: s_waitcnt vmcnt(8) lgkmcnt(0){{$}}
// ITER-NEXT: s_barrier
// ITER-NEXT: s_setprio 1
// ITER-NOT: {{vmcnt|s_barrier}}
// ITER: s_setprio 0
// ITER-NOT: {{vmcnt|s_barrier}}
// ITER: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// ITER-REPORT: s_waitcnt vmcnt: 1 [vmcnt(8) lgkmcnt(0)]
// ITER-REPORT-NEXT: waits in order: {{(lgkmcnt\([0-9]+\); )+}}vmcnt(8) lgkmcnt(0){{$}}
// ITER-REPORT-NEXT: s_barrier: 1

// The default schedule (prefetch=auto decomposition=auto): quadrant stages,
// prefetch 2 (copies of tile k+3 into the slot tile k is read from, after
// the release of the bytes they overwrite): 80 MFMAs per copy.
// AUTO: s_waitcnt vmcnt: 3 [vmcnt(18) lgkmcnt(0), vmcnt(20) lgkmcnt(0), vmcnt(20) lgkmcnt(0)]
// AUTO-NEXT: waits in order: vmcnt(18) lgkmcnt(0); vmcnt(20) lgkmcnt(0); lgkmcnt(0); vmcnt(20) lgkmcnt(0){{$}}
// AUTO-NEXT: s_barrier: 4
// AUTO-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// AUTO-NEXT: sched_barrier: 0 0 0 7 0 0 7 0 0 0 (10)
// AUTO-NEXT: copy windows (mfma): 80 80 80 80 80 80 80 80 (min 80, mean 80.0)
// AUTO: scratch bytes: 0
// AUTO-NEXT: lds bytes: 98304
