// The default kernel of cdna4-gemm-gen (8192^3, tile 256x256x64, 8 waves,
// bf16, xor swizzle) through the whole flow: software pipeline (2 LDS slots
// per operand, 128 KiB), form stages, interleave (4 stages per K-tile),
// verify, lower to ROCDL, LLVM's gfx950 backend. Everything below is read
// off the final assembly.
//
// --schedule default pins the plain schedule these checks derive (the
// default, --schedule auto, chooses on the CU model: schedule-auto.mlir).
// RUN: cdna4-gemm-gen > %t.mlir
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default -o %t.s
// Per main-loop iteration (the block from the loop header label to the
// backward branch), one instruction kind per FileCheck run so each count is
// exact: CHECK-COUNT-n from the label, then CHECK-NOT up to the branch.
// RUN: FileCheck %s --check-prefix=DMA < %t.s
// RUN: FileCheck %s --check-prefix=DSREAD < %t.s
// RUN: FileCheck %s --check-prefix=MFMA < %t.s
// RUN: FileCheck %s --check-prefix=PRIO1 < %t.s
// RUN: FileCheck %s --check-prefix=PRIO0 < %t.s
// RUN: FileCheck %s --check-prefix=FENCE < %t.s
// RUN: FileCheck %s --check-prefix=AUTO < %t.s
// RUN: FileCheck %s --check-prefix=RES < %t.s
// The report reads the same figures off the same assembly.
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --report | FileCheck %s --check-prefix=AUTO-REPORT
// The schedule before issue 11 (every copy one slot ahead, k-major stages)
// stays covered: --prefetch=1 --decomposition=k-major.
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major -o %t.pf1.s
// RUN: FileCheck %s --check-prefix=WAIT < %t.pf1.s
// RUN: FileCheck %s --check-prefix=DMA < %t.pf1.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --report | FileCheck %s --check-prefix=REPORT
// No vmcnt(0) anywhere in the main loop (issue 5): explicit, over the
// whole loop block.
// RUN: FileCheck %s --check-prefix=NOVM0 < %t.s
//
// Mechanism 1: without alias scopes LLVM treats every LDS DMA as a possible
// write to what each ds_read reads, and its own vmcnt waits come back
// before the ds_reads (a vmcnt(0) before the reads of stages 0, 2 and 3:
// the lowering keeps each stage's reads and copies in the planner's order),
// on top of the designed ones, which are unchanged.
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --alias-scopes=false -o %t.noscope.s
// RUN: FileCheck %s --check-prefix=NOSCOPE < %t.noscope.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --alias-scopes=false --report | FileCheck %s --check-prefix=NOSCOPE-REPORT
//
// Mechanism 2: a fenced barrier (what gpu.barrier / __syncthreads() lower
// to) drains every copy in flight at each of the two barriers: vmcnt(0)
// lgkmcnt(0) replaces both designed waits.
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --barrier=fenced -o %t.fenced.s
// RUN: FileCheck %s --check-prefix=FENCED < %t.fenced.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --barrier=fenced --report | FileCheck %s --check-prefix=FENCED-REPORT
//
// The original schedule, wait-granularity=iteration, stays covered: one
// wait + barrier per K-tile, in the last stage, covering the whole next
// tile; with two slots every copy in flight there belongs to tile k+1, so
// it is vmcnt(0) lgkmcnt(0).
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --wait-granularity=iteration -o %t.iter.s
// RUN: FileCheck %s --check-prefix=ITER < %t.iter.s
// RUN: FileCheck %s --check-prefix=DMA < %t.iter.s
// RUN: FileCheck %s --check-prefix=DSREAD < %t.iter.s
// RUN: FileCheck %s --check-prefix=MFMA < %t.iter.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --wait-granularity=iteration --report | FileCheck %s --check-prefix=ITER-REPORT

// DMA: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// DMA-NOT: {{buffer_load|global_load}}
// DMA-COUNT-8: buffer_load_dwordx4 v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 offen lds{{$}}
// DMA-NOT: {{buffer_load|global_load}}
// DMA: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// DSREAD: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// DSREAD-NOT: {{ds_read|ds_write}}
// DSREAD-COUNT-24: ds_read_b128 v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}
// DSREAD-NOT: {{ds_read|ds_write}}
// DSREAD: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// MFMA: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// MFMA-NOT: v_mfma
// MFMA-COUNT-64: v_mfma_f32_16x16x32_bf16 v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}]
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


// The default schedule (prefetch=auto decomposition=auto, issue 11): the
// interleave picks n-major stages (N-half 0 at k-halves 0, 1; then N-half 1)
// with prefetch 2, the best copy windows of its candidates. Stages 0 and 1
// read all of A and B rows 0..63, 128..191 (gA0..gA3, gB0, gB2); stages 2
// and 3 read B rows 64..127, 192..255 (gB1, gB3). So gA*, gB0, gB2 of tile
// k are free after stage 1: their copies of tile k+2 go out in stage 2,
// after stage 1's `vmcnt(8) lgkmcnt(0)` + barrier (the release); gB1, gB3
// of tile k+1 go out in stage 0, after the previous iteration's last-stage
// release. Waits counted per instruction: stage 2 of iteration k needs gB1,
// gB3 of tile k, issued in stage 0 of iteration k-1, with 6 + 2 copies
// issued after them: vmcnt(8); stage 0 needs the six copies issued in stage
// 2 of iteration k-2, with 2 + 6 after them: vmcnt(8). Every copy gets 80
// MFMAs (5 of the 4 x 16-MFMA clusters) to land.
// AUTO: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// AUTO-NOT: {{vmcnt|s_setprio|s_barrier|buffer_load}}
// AUTO-COUNT-2: buffer_load_dwordx4
// AUTO-NOT: {{vmcnt|s_setprio|s_barrier|buffer_load}}
// AUTO: s_setprio 1
// AUTO-NOT: {{vmcnt|s_barrier|buffer_load}}
// AUTO: s_setprio 0
// AUTO-NOT: {{vmcnt|s_setprio|s_barrier|buffer_load}}
// AUTO: s_waitcnt vmcnt(8) lgkmcnt(0){{$}}
// AUTO-NEXT: s_barrier
// AUTO-NEXT: s_setprio 1
// AUTO-NOT: {{vmcnt|s_barrier|buffer_load}}
// AUTO: s_setprio 0
// AUTO-NOT: {{vmcnt|s_setprio|s_barrier|buffer_load}}
// AUTO-COUNT-6: buffer_load_dwordx4
// AUTO-NOT: {{vmcnt|s_setprio|s_barrier|buffer_load}}
// AUTO: s_setprio 1
// AUTO-NOT: {{vmcnt|s_barrier|buffer_load}}
// AUTO: s_setprio 0
// AUTO-NOT: {{vmcnt|s_setprio|s_barrier|buffer_load}}
// AUTO: s_waitcnt vmcnt(8) lgkmcnt(0){{$}}
// AUTO-NEXT: s_barrier
// AUTO-NEXT: s_setprio 1
// AUTO-NOT: {{vmcnt|s_barrier|buffer_load}}
// AUTO: s_setprio 0
// AUTO-NOT: {{vmcnt|s_barrier|buffer_load}}
// AUTO: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// AUTO-REPORT: kernel gemm
// AUTO-REPORT-NEXT: main loop .LBB0_{{[0-9]+}} ({{.*}}, 1 loop(s) in kernel)
// AUTO-REPORT-NEXT: mfma: 64 (v_mfma_f32_16x16x32_bf16: 64)
// AUTO-REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// AUTO-REPORT-NEXT: ds_read: 24 (ds_read_b128: 24)
// AUTO-REPORT-NEXT: ds_write: 0
// AUTO-REPORT-NEXT: s_waitcnt: {{[0-9]+}}
// AUTO-REPORT-NEXT: s_waitcnt vmcnt: 2 [vmcnt(8) lgkmcnt(0), vmcnt(8) lgkmcnt(0)]
// AUTO-REPORT-NEXT: waits in order: {{(lgkmcnt\([0-9]+\); )+}}vmcnt(8) lgkmcnt(0); {{(lgkmcnt\([0-9]+\); )+}}vmcnt(8) lgkmcnt(0){{$}}
// AUTO-REPORT-NEXT: s_barrier: 2
// AUTO-REPORT-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// AUTO-REPORT-NEXT: sched_barrier: 0 7 0 0 0 0 7 0 0 0 (10)
// AUTO-REPORT-NEXT: copy windows (mfma): 80 80 80 80 80 80 80 80 (min 80, mean 80.0)
// AUTO-REPORT-NEXT: vgpr: {{[0-9]+}}
// AUTO-REPORT-NEXT: agpr: {{[0-9]+}}
// AUTO-REPORT-NEXT: vgpr+agpr: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// AUTO-REPORT-NEXT: sgpr: {{[0-9]+}}
// AUTO-REPORT-NEXT: scratch bytes: 0
// AUTO-REPORT-NEXT: lds bytes: 131072
// AUTO-REPORT-NEXT: occupancy (waves/SIMD): 2

// The designed waits of --prefetch=1 --decomposition=k-major
// (wait-granularity=stage, docs/FormStages.md). Copy i
// of wave w writes tile rows 8*(8i+w) .. +8 (64i + 8w), G = 8 copies per
// wave per K-tile, d = 1 (2 slots). Stage 0 reads A (k-half 0) of all 256
// rows -> gA0..gA3, and B (k-half 0, j 0..3) = N rows 0..63 and 128..191 ->
// gB0, gB2; stage 1 reads B rows 64..127, 192..255 (j 4..7) -> gB1, gB3;
// stages 2 and 3 read the same rows at k-half 1: nothing new. Issue order
// gA0 gA1 | gA2 gA3 | gB0 gB2 | gB1 gB3, two per stage; F(0) = 6, F(1) = 8.
//  - end of stage 0's memory phase (for stage 1): the 2 copies of stage 0
//    issued after the newest needed (position 7 of iteration k-1):
//    n = d*G + cnt(0) - F(1) = 8 + 2 - 8 = vmcnt(2), + s_barrier;
//  - end of stage 3's memory phase (for stage 0 of iteration k+1):
//    n = d*G - F(0) = 8 - 6 = vmcnt(2), with lgkmcnt(0) (slot release),
//    + s_barrier.
// So: 2 copies, vmcnt(2), s_barrier, then the first MFMA cluster; stages 1
// and 2 without any vmcnt; 2 copies, vmcnt(2) lgkmcnt(0), s_barrier, the
// last cluster. These are the only vmcnt waits of the loop: none before a
// ds_read.
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

// LDS 128 KiB, no scratch, VGPR+AGPR (unified file) at most 256 per wave so
// two waves fit per SIMD.
// RES: .amdhsa_group_segment_fixed_size 131072{{$}}
// RES: .amdhsa_private_segment_fixed_size 0{{$}}
// RES: ; TotalNumVgprs: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// RES: ; ScratchSize: 0{{$}}
// RES: ; Occupancy: 2{{$}}

// REPORT: kernel gemm
// REPORT-NEXT: main loop .LBB0_{{[0-9]+}} ({{.*}}, 1 loop(s) in kernel)
// REPORT-NEXT: mfma: 64 (v_mfma_f32_16x16x32_bf16: 64)
// REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT-NEXT: ds_read: 24 (ds_read_b128: 24)
// REPORT-NEXT: ds_write: 0
// REPORT-NEXT: s_waitcnt: {{[0-9]+}}
// REPORT-NEXT: s_waitcnt vmcnt: 2 [vmcnt(2), vmcnt(2) lgkmcnt(0)]
// REPORT-NEXT: waits in order: vmcnt(2); {{(lgkmcnt\([0-9]+\); )+}}vmcnt(2) lgkmcnt(0){{$}}
// REPORT-NEXT: s_barrier: 2
// REPORT-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// REPORT-NEXT: sched_barrier: 0 7 0 0 7 0 0 7 0 0 7 0 (12)
// REPORT-NEXT: copy windows (mfma): 48 48 32 32 16 16 16 16 (min 16, mean 28.0)
// REPORT-NEXT: vgpr: {{[0-9]+}}
// REPORT-NEXT: agpr: {{[0-9]+}}
// REPORT-NEXT: vgpr+agpr: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// REPORT-NEXT: sgpr: {{[0-9]+}}
// REPORT-NEXT: scratch bytes: 0
// REPORT-NEXT: lds bytes: 131072
// REPORT-NEXT: occupancy (waves/SIMD): 2

// NOSCOPE: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// NOSCOPE: s_waitcnt vmcnt(0){{$}}
// NOSCOPE-NEXT: ds_read_b128
// NOSCOPE: s_waitcnt vmcnt(2){{$}}
// NOSCOPE-NEXT: s_barrier
// NOSCOPE: s_waitcnt vmcnt(0){{$}}
// NOSCOPE-NEXT: ds_read_b128
// NOSCOPE: s_waitcnt vmcnt(0){{$}}
// NOSCOPE-NEXT: ds_read_b128
// NOSCOPE: s_waitcnt vmcnt(2) lgkmcnt(0){{$}}
// NOSCOPE-NEXT: s_barrier
// NOSCOPE: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// NOSCOPE-REPORT: s_waitcnt vmcnt: 5 [vmcnt(0), vmcnt(2), vmcnt(0), vmcnt(0), vmcnt(2) lgkmcnt(0)]
// NOSCOPE-REPORT: s_barrier: 2

// FENCED: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// FENCED-NOT: vmcnt
// FENCED: s_waitcnt vmcnt(0) lgkmcnt(0){{$}}
// FENCED-NEXT: s_barrier
// FENCED-NOT: vmcnt
// FENCED: s_waitcnt vmcnt(0) lgkmcnt(0){{$}}
// FENCED-NEXT: s_barrier
// FENCED-NOT: vmcnt
// FENCED: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// FENCED-REPORT: s_waitcnt vmcnt: 2 [vmcnt(0) lgkmcnt(0), vmcnt(0) lgkmcnt(0)]
// FENCED-REPORT: s_barrier: 2

// ITER: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// ITER-NOT: {{vmcnt|s_barrier}}
// ITER-COUNT-3: s_setprio 0{{$}}
// ITER-NOT: {{vmcnt|s_setprio|s_barrier}}
// ITER: s_waitcnt vmcnt(0) lgkmcnt(0){{$}}
// ITER-NEXT: s_barrier
// ITER-NEXT: s_setprio 1
// ITER-NOT: {{vmcnt|s_barrier}}
// ITER: s_setprio 0
// ITER-NOT: {{vmcnt|s_barrier}}
// ITER: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// ITER-REPORT: mfma: 64 (v_mfma_f32_16x16x32_bf16: 64)
// ITER-REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// ITER-REPORT-NEXT: ds_read: 24 (ds_read_b128: 24)
// ITER-REPORT: s_waitcnt vmcnt: 1 [vmcnt(0) lgkmcnt(0)]
// ITER-REPORT-NEXT: waits in order: {{(lgkmcnt\([0-9]+\); )+}}vmcnt(0) lgkmcnt(0){{$}}
// ITER-REPORT-NEXT: s_barrier: 1
// ITER-REPORT-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// ITER-REPORT-NEXT: sched_barrier: 0 7 0 0 7 0 0 7 0 0 7 0 (12)
// ITER-REPORT-NEXT: copy windows (mfma): 48 48 32 32 16 16 0 0 (min 0, mean 24.0)
