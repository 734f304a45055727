// 256x128x64 tile, 8 waves (4x2, wave tile 64x64), bf16, 3 LDS slots per
// operand: 144 KiB, the largest 8-wave 3-stage tile that fits the 160 KiB
// of gfx950 (256x256x64 needs 192 KiB, see cdna4-compile-errors.mlir). Per
// K-tile and wave: 6 copies (4 A + 2 B), 16 ds_reads, 32 MFMAs; the last
// stage waits for tile k+1 only: vmcnt(6). No vmcnt(0) in the loop.
//
// --schedule default pins the plain schedule these checks derive (the
// default, --schedule auto, chooses on the CU model: schedule-auto.mlir).
// RUN: cdna4-gemm-gen --tile=256x128x64 --waves=8 > %t.mlir
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
// RUN: FileCheck %s --check-prefix=RES < %t.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --num-stages 3 --report | FileCheck %s --check-prefix=REPORT
// Mechanisms, as for the 128x128x64 3-stage kernel.
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --num-stages 3 --alias-scopes=false -o %t.noscope.s
// RUN: FileCheck %s --check-prefix=NOSCOPE < %t.noscope.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --num-stages 3 --barrier=fenced -o %t.fenced.s
// RUN: FileCheck %s --check-prefix=FENCED < %t.fenced.s

// DMA: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// DMA-NOT: {{buffer_load|global_load}}
// DMA-COUNT-6: buffer_load_dwordx4 v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 offen lds{{$}}
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


// The designed wait is the only vmcnt wait of the loop, so none is vmcnt(0).
// WAIT: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// WAIT-NOT: vmcnt
// WAIT-COUNT-3: s_setprio 0{{$}}
// WAIT-NOT: {{vmcnt|s_setprio|s_barrier}}
// WAIT: s_waitcnt vmcnt(6) lgkmcnt(0){{$}}
// WAIT-NEXT: s_barrier
// WAIT-NEXT: s_setprio 1
// WAIT-NOT: {{vmcnt|s_barrier}}
// WAIT: s_setprio 0
// WAIT-NOT: {{vmcnt|s_barrier}}
// WAIT: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// RES: .amdhsa_group_segment_fixed_size 147456{{$}}
// RES: .amdhsa_private_segment_fixed_size 0{{$}}
// RES: ; TotalNumVgprs: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// RES: ; ScratchSize: 0{{$}}
// RES: ; Occupancy: 2{{$}}

// REPORT: kernel gemm
// REPORT-NEXT: main loop .LBB0_{{[0-9]+}} ({{.*}}, 1 loop(s) in kernel)
// REPORT-NEXT: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// REPORT-NEXT: lds dma: 6 (buffer_load_dwordx4: 6)
// REPORT-NEXT: ds_read: 16 (ds_read_b128: 16)
// REPORT-NEXT: ds_write: 0
// REPORT-NEXT: s_waitcnt: {{[0-9]+}}
// REPORT-NEXT: s_waitcnt vmcnt: 1 [vmcnt(6) lgkmcnt(0)]
// REPORT-NEXT: waits in order: {{.*}}; vmcnt(6) lgkmcnt(0){{$}}
// REPORT-NEXT: s_barrier: 1
// REPORT-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// REPORT-NEXT: sched_barrier: 0 7 0 0 7 0 0 7 0 0 7 0 (12)
// REPORT-NEXT: copy windows (mfma): 56 56 48 48 40 32 (min 32, mean 46.7)
// REPORT-NEXT: vgpr: {{[0-9]+}}
// REPORT-NEXT: agpr: {{[0-9]+}}
// REPORT-NEXT: vgpr+agpr: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// REPORT-NEXT: sgpr: {{[0-9]+}}
// REPORT-NEXT: scratch bytes: 0
// REPORT-NEXT: lds bytes: 147456
// REPORT-NEXT: occupancy (waves/SIMD): 2

// NOSCOPE: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// NOSCOPE-NOT: ds_read
// NOSCOPE: s_waitcnt vmcnt({{[1-9][0-9]*}}){{$}}
// NOSCOPE-NEXT: ds_read_b128
// NOSCOPE: s_waitcnt vmcnt(0){{$}}
// NOSCOPE-NEXT: ds_read_b128
// NOSCOPE: s_waitcnt vmcnt(6) lgkmcnt(0)
// NOSCOPE-NEXT: s_barrier
// NOSCOPE: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// FENCED: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// FENCED-NOT: vmcnt
// FENCED: s_waitcnt vmcnt(0) lgkmcnt(0){{$}}
// FENCED-NEXT: s_barrier
// FENCED-NOT: vmcnt
// FENCED: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// The default schedule (prefetch=auto decomposition=auto): prefetch 2;
// stage 0 needs every copy, so one vmcnt wait per K-tile, now vmcnt(12)
// (tiles k+1 and k+2 in flight), plus lgkmcnt(0) + barrier releases.
// AUTO: lds dma: 6 (buffer_load_dwordx4: 6)
// AUTO: s_waitcnt vmcnt: 1 [vmcnt(12) lgkmcnt(0)]
// AUTO-NEXT: waits in order: {{(lgkmcnt\([0-9]+\); )+}}vmcnt(12) lgkmcnt(0){{$}}
// AUTO-NEXT: s_barrier: 3
// AUTO-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// AUTO-NEXT: sched_barrier: 0 0 0 0 0 7 0 0 0 (9)
// AUTO-NEXT: copy windows (mfma): 72 72 64 64 64 64 (min 64, mean 66.7)
// AUTO: scratch bytes: 0
// AUTO-NEXT: lds bytes: 147456
