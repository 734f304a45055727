// 128x128x64 tile, 4 waves (2x2, wave tile 64x64), bf16, 2 LDS slots per
// operand (64 KiB), from cdna4-gemm-gen through the whole flow. Per K-tile
// and wave: 8 copies (4 A + 4 B), 16 ds_reads (4+4 fragments x 2 k-halves),
// 32 MFMAs; two workgroups per CU (64 KiB LDS each) give two waves per SIMD.
//
// --schedule default pins the plain schedule these checks derive (the
// default, --schedule auto, chooses on the CU model: schedule-auto.mlir).
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 > %t.mlir
// The default (auto) schedule; the checks below the AUTO ones pin the
// schedule before issue 11 (--prefetch=1 --decomposition=k-major).
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --report | FileCheck %s --check-prefix=AUTO
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major -o %t.s
// RUN: FileCheck %s --check-prefix=DMA < %t.s
// RUN: FileCheck %s --check-prefix=DSREAD < %t.s
// RUN: FileCheck %s --check-prefix=MFMA < %t.s
// RUN: FileCheck %s --check-prefix=PRIO1 < %t.s
// RUN: FileCheck %s --check-prefix=PRIO0 < %t.s
// RUN: FileCheck %s --check-prefix=FENCE < %t.s
// RUN: FileCheck %s --check-prefix=WAIT < %t.s
// RUN: FileCheck %s --check-prefix=NOVM0 < %t.s
// RUN: FileCheck %s --check-prefix=RES < %t.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --report | FileCheck %s --check-prefix=REPORT

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


// The designed waits (wait-granularity=stage, docs/FormStages.md). Waves
// 2x2 (wave tile 64x64, FB = 4); copy i of wave w writes tile rows
// 8*(4i+w) .. +8 (32i + 8w), G = 8, d = 1 (2 slots). Stage 0 reads A
// (k-half 0) of all 128 rows -> gA0..gA3, and B (k-half 0, j 0..1) = N rows
// 0..31 and 64..95 -> gB0, gB2; stage 1 reads B rows 32..63, 96..127 ->
// gB1, gB3; stages 2, 3: the same rows at k-half 1. Issue order
// A0 A1 | A2 A3 | B0 B2 | B1 B3, F(0) = 6, F(1) = 8:
//  - after stage 0's 2 copies (for stage 1): 8 + 2 - 8 = vmcnt(2) + barrier;
//  - after stage 3's 2 copies (for stage 0 of k+1): 8 - 6 = vmcnt(2)
//    lgkmcnt(0) + barrier.
// The only vmcnt waits of the loop; none is vmcnt(0).
// WAIT: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// WAIT-NOT: {{vmcnt|s_setprio|s_barrier|buffer_load}}
// WAIT-COUNT-2: buffer_load_dwordx4
// WAIT-NOT: {{vmcnt|s_setprio|s_barrier|buffer_load}}
// WAIT: s_waitcnt vmcnt(2){{$}}
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
// WAIT: s_waitcnt vmcnt(2) lgkmcnt(0){{$}}
// WAIT-NEXT: s_barrier
// WAIT-NEXT: s_setprio 1
// WAIT-NOT: {{vmcnt|s_barrier}}
// WAIT: s_setprio 0
// WAIT-NOT: {{vmcnt|s_barrier}}
// WAIT: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// NOVM0: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// NOVM0-NOT: vmcnt(0)
// NOVM0: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// RES: .amdhsa_group_segment_fixed_size 65536{{$}}
// RES: .amdhsa_private_segment_fixed_size 0{{$}}
// RES: ; TotalNumVgprs: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// RES: ; ScratchSize: 0{{$}}
// RES: ; Occupancy: 2{{$}}

// REPORT: kernel gemm
// REPORT-NEXT: main loop .LBB0_{{[0-9]+}} ({{.*}}, 1 loop(s) in kernel)
// REPORT-NEXT: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT-NEXT: ds_read: 16 (ds_read_b128: 16)
// REPORT-NEXT: ds_write: 0
// REPORT-NEXT: s_waitcnt: {{[0-9]+}}
// REPORT-NEXT: s_waitcnt vmcnt: 2 [vmcnt(2), vmcnt(2) lgkmcnt(0)]
// REPORT-NEXT: waits in order: vmcnt(2); {{(lgkmcnt\([0-9]+\); )+}}vmcnt(2) lgkmcnt(0){{$}}
// REPORT-NEXT: s_barrier: 2
// REPORT-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// REPORT-NEXT: sched_barrier: 0 7 0 0 7 0 0 7 0 0 7 0 (12)
// REPORT-NEXT: copy windows (mfma): 24 24 16 16 8 8 8 8 (min 8, mean 14.0)
// REPORT-NEXT: vgpr: {{[0-9]+}}
// REPORT-NEXT: agpr: {{[0-9]+}}
// REPORT-NEXT: vgpr+agpr: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// REPORT-NEXT: sgpr: {{[0-9]+}}
// REPORT-NEXT: scratch bytes: 0
// REPORT-NEXT: lds bytes: 65536
// REPORT-NEXT: occupancy (waves/SIMD): 2

// The default schedule (prefetch=auto decomposition=auto): quadrant stages
// (A half x B half, both k-slices each), prefetch 2. Each half-tile's copies
// of tile k+2 go out in the stage after the last one reading its bytes in
// tile k, each stage's memory phase closing with the lgkmcnt(0) + barrier
// that releases them; every copy gets 48 MFMAs (1.5 iterations).
// AUTO: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// AUTO-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// AUTO-NEXT: ds_read: 16 (ds_read_b128: 16)
// AUTO-NEXT: ds_write: 0
// AUTO-NEXT: s_waitcnt: 4
// AUTO-NEXT: s_waitcnt vmcnt: 3 [vmcnt(10) lgkmcnt(0), vmcnt(12) lgkmcnt(0), vmcnt(12) lgkmcnt(0)]
// AUTO-NEXT: waits in order: vmcnt(10) lgkmcnt(0); vmcnt(12) lgkmcnt(0); lgkmcnt(0); vmcnt(12) lgkmcnt(0){{$}}
// AUTO-NEXT: s_barrier: 4
// AUTO-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// AUTO-NEXT: sched_barrier: 0 0 0 7 0 0 7 0 0 0 (10)
// AUTO-NEXT: copy windows (mfma): 48 48 48 48 48 48 48 48 (min 48, mean 48.0)
// AUTO: vgpr+agpr: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// AUTO: scratch bytes: 0
// AUTO-NEXT: lds bytes: 65536
