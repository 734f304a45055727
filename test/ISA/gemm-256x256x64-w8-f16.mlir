// The default kernel shape with f16 operands (cdna4-gemm-gen --dtype=f16):
// same schedule as the bf16 kernel, f16 MFMAs, f16 C.
//
// --schedule default pins the plain schedule these checks derive (the
// default, --schedule auto, chooses on the CU model: schedule-auto.mlir).
// RUN: cdna4-gemm-gen --dtype=f16 > %t.mlir
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
// No bf16 MFMA anywhere in the kernel.
// RUN: FileCheck %s --check-prefix=NOBF16 < %t.s

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
// MFMA-COUNT-64: v_mfma_f32_16x16x32_f16 v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}]
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


// The designed waits of the bf16 kernel (derivation in
// gemm-256x256x64-w8-2stage.mlir: copy i of wave w takes rows 64i + 8w,
// issue order A0 A1 | A2 A3 | B0 B2 | B1 B3, F(0) = 6, F(1) = 8, G = 8):
// vmcnt(8 + 2 - 8) = vmcnt(2) + s_barrier after stage 0's two copies, and
// vmcnt(8 - 6) = vmcnt(2) lgkmcnt(0) + s_barrier after stage 3's; no other
// vmcnt in the loop, none vmcnt(0).
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

// RES: .amdhsa_group_segment_fixed_size 131072{{$}}
// RES: .amdhsa_private_segment_fixed_size 0{{$}}
// RES: ; TotalNumVgprs: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// RES: ; ScratchSize: 0{{$}}
// RES: ; Occupancy: 2{{$}}

// REPORT: kernel gemm
// REPORT-NEXT: main loop .LBB0_{{[0-9]+}} ({{.*}}, 1 loop(s) in kernel)
// REPORT-NEXT: mfma: 64 (v_mfma_f32_16x16x32_f16: 64)
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

// NOBF16-NOT: v_mfma_f32_16x16x32_bf16
// NOBF16: ; Occupancy

// The default schedule (prefetch=auto decomposition=auto) is the bf16
// kernel's: n-major, prefetch 2, 80 MFMAs per copy.
// AUTO: mfma: 64 (v_mfma_f32_16x16x32_f16: 64)
// AUTO: s_waitcnt vmcnt: 2 [vmcnt(8) lgkmcnt(0), vmcnt(8) lgkmcnt(0)]
// AUTO: s_barrier: 2
// AUTO: copy windows (mfma): 80 80 80 80 80 80 80 80 (min 80, mean 80.0)
// AUTO: vgpr+agpr: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
