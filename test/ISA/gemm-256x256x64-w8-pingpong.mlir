// The default kernel (256x256x64, 8 waves, bf16, 2 slots, 4 interleave
// stages) compiled with --schedule pingpong --prefetch 1 --decomposition k-major to gfx950; everything below is
// read off the final assembly.
//
// RUN: cdna4-gemm-gen > %t.mlir
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule pingpong --prefetch 1 --decomposition k-major -o %t.s
// RUN: FileCheck %s --check-prefix=GROUPS < %t.s
// RUN: FileCheck %s --check-prefix=BARRIERS < %t.s
// RUN: FileCheck %s --check-prefix=CLUSTERS < %t.s
// RUN: FileCheck %s --check-prefix=NOVM0 < %t.s
// RUN: FileCheck %s --check-prefix=RES < %t.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule pingpong --prefetch 1 --decomposition k-major --report | FileCheck %s --check-prefix=REPORT
// RUN: not cdna4-compile %t.mlir --arch gfx950 --schedule zigzag --report 2>&1 | FileCheck %s --check-prefix=BAD

// The conditional barriers: a scalar branch (on the readfirstlane of the
// wave-group predicate) around one s_barrier before the loop (late group)
// and one after it (early group).
// GROUPS: v_readfirstlane_b32 [[P:s[0-9]+]], v{{[0-9]+}}
// GROUPS: s_bitcmp0_b32 [[P]], 0
// GROUPS: s_barrier
// GROUPS-NEXT: s_cbranch_scc1 [[SKIP:\.LBB0_[0-9]+]]
// GROUPS-NEXT: ; %bb.
// GROUPS-NEXT: s_barrier
// GROUPS-NEXT: [[SKIP]]:
// GROUPS: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// GROUPS: s_cbranch_scc1 [[LOOP]]
// GROUPS: v_readfirstlane_b32 [[Q:s[0-9]+]], v{{[0-9]+}}
// GROUPS-NEXT: s_bitcmp0_b32 [[Q]], 0
// GROUPS-NEXT: s_cbranch_scc1 [[SKIP2:\.LBB0_[0-9]+]]
// GROUPS-NEXT: ; %bb.
// GROUPS-NEXT: s_barrier
// GROUPS-NEXT: [[SKIP2]]:

// One barrier per cluster boundary: 4 stages x (memory | MFMA) = 8.
// BARRIERS: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// BARRIERS-NOT: s_barrier
// BARRIERS-COUNT-8: s_barrier{{$}}
// BARRIERS-NOT: s_barrier
// BARRIERS: s_cbranch_scc1 [[LOOP]]

// Every MFMA cluster: barrier, fence, s_setprio 1, MFMAs only (no LDS or
// global memory instruction, no barrier), s_setprio 0, fence, barrier.
// CLUSTERS: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// CLUSTERS-NOT: {{s_setprio|v_mfma}}
// CLUSTERS: s_barrier{{$}}
// CLUSTERS-NEXT: ; sched_barrier mask(0x00000000)
// CLUSTERS-NEXT: s_setprio 1
// CLUSTERS-NOT: {{ds_read|buffer_load|s_barrier|vmcnt}}
// CLUSTERS: v_mfma_f32_16x16x32_bf16
// CLUSTERS-NOT: {{ds_read|buffer_load|s_barrier|vmcnt}}
// CLUSTERS: s_setprio 0
// CLUSTERS-NEXT: ; sched_barrier mask(0x00000000)
// CLUSTERS-NOT: {{ds_read|buffer_load|v_mfma|s_setprio}}
// CLUSTERS: s_barrier{{$}}
// CLUSTERS-NOT: {{s_setprio|v_mfma}}
// CLUSTERS: s_barrier{{$}}
// CLUSTERS-NEXT: ; sched_barrier mask(0x00000000)
// CLUSTERS-NEXT: s_setprio 1
// CLUSTERS-NOT: {{ds_read|buffer_load|s_barrier|vmcnt}}
// CLUSTERS: v_mfma_f32_16x16x32_bf16
// CLUSTERS-NOT: {{ds_read|buffer_load|s_barrier|vmcnt}}
// CLUSTERS: s_setprio 0
// CLUSTERS-NEXT: ; sched_barrier mask(0x00000000)
// CLUSTERS-NOT: {{ds_read|buffer_load|v_mfma|s_setprio}}
// CLUSTERS: s_barrier{{$}}
// CLUSTERS-NOT: {{s_setprio|v_mfma}}
// CLUSTERS: s_barrier{{$}}
// CLUSTERS-NEXT: ; sched_barrier mask(0x00000000)
// CLUSTERS-NEXT: s_setprio 1
// CLUSTERS-NOT: {{ds_read|buffer_load|s_barrier|vmcnt}}
// CLUSTERS: v_mfma_f32_16x16x32_bf16
// CLUSTERS-NOT: {{ds_read|buffer_load|s_barrier|vmcnt}}
// CLUSTERS: s_setprio 0
// CLUSTERS-NEXT: ; sched_barrier mask(0x00000000)
// CLUSTERS-NOT: {{ds_read|buffer_load|v_mfma|s_setprio}}
// CLUSTERS: s_barrier{{$}}
// CLUSTERS-NOT: {{s_setprio|v_mfma}}
// CLUSTERS: s_barrier{{$}}
// CLUSTERS-NEXT: ; sched_barrier mask(0x00000000)
// CLUSTERS-NEXT: s_setprio 1
// CLUSTERS-NOT: {{ds_read|buffer_load|s_barrier|vmcnt}}
// CLUSTERS: v_mfma_f32_16x16x32_bf16
// CLUSTERS-NOT: {{ds_read|buffer_load|s_barrier|vmcnt}}
// CLUSTERS: s_setprio 0
// CLUSTERS-NEXT: ; sched_barrier mask(0x00000000)
// CLUSTERS-NOT: {{ds_read|buffer_load|v_mfma|s_setprio}}
// CLUSTERS: s_barrier{{$}}
// CLUSTERS-NOT: {{s_barrier|s_setprio|v_mfma}}
// CLUSTERS: s_cbranch_scc1 [[LOOP]]

// NOVM0: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// NOVM0-NOT: vmcnt(0)
// NOVM0: s_cbranch_scc1 [[LOOP]]

// RES: .amdhsa_group_segment_fixed_size 131072{{$}}
// RES: .amdhsa_private_segment_fixed_size 0{{$}}
// RES: ; TotalNumVgprs: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// RES: ; ScratchSize: 0{{$}}
// RES: ; Occupancy: 2{{$}}

// REPORT: kernel gemm
// REPORT: mfma: 64 (v_mfma_f32_16x16x32_bf16: 64)
// REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT-NEXT: ds_read: 24 (ds_read_b128: 24)
// REPORT: s_waitcnt vmcnt: 2 [vmcnt(2), vmcnt(2) lgkmcnt(0)]
// REPORT: s_barrier: 8
// REPORT-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// REPORT-NEXT: sched_barrier: 0 7 0 0 0 0 7 0 0 0 0 7 0 0 0 0 7 0 0 0 (20)
// REPORT: vgpr+agpr: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// REPORT: scratch bytes: 0

// BAD: unknown --schedule 'zigzag' (auto, default or pingpong)
