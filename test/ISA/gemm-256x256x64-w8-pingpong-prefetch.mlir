// The default kernel (256x256x64, 8 waves, bf16, 2 slots, 4 interleave
// stages) compiled with --schedule pingpong and the interleave's default
// schedule (prefetch=auto decomposition=auto: n-major stages, prefetch 2,
// issue 11) to gfx950: ping-pong combined with the deep-prefetch schedule.
// Everything below is read off the final assembly; the verifier (run by the
// pipeline) proves the two groups (test/Transforms/VerifySchedule/
// pingpong-prefetch.mlir), cdna4-sim runs them (test/Sim/pingpong-prefetch.mlir).
// gemm-256x256x64-w8-pingpong.mlir pins the prefetch=1 k-major form.
//
// RUN: cdna4-gemm-gen > %t.mlir
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule pingpong -o %t.s
// RUN: FileCheck %s --check-prefix=GROUPS < %t.s
// RUN: FileCheck %s --check-prefix=BARRIERS < %t.s
// RUN: FileCheck %s --check-prefix=CLUSTERS < %t.s
// RUN: FileCheck %s --check-prefix=NOVM0 < %t.s
// RUN: FileCheck %s --check-prefix=RES < %t.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule pingpong --report | FileCheck %s --check-prefix=REPORT
// The explicit prefetch=2 decompositions compile and verify too.
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule pingpong --prefetch 2 --decomposition k-major --report | FileCheck %s --check-prefix=KMAJOR2
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule pingpong --prefetch 2 --decomposition quadrant --report | FileCheck %s --check-prefix=QUAD2

// The conditional barriers: a scalar branch (on the readfirstlane of the
// wave-group predicate) around one s_barrier before the loop (late group)
// and one after it (early group).
// GROUPS: s_bitcmp0_b32 [[P:s[0-9]+]], 0
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
// REPORT: s_waitcnt vmcnt: 2 [vmcnt(8) lgkmcnt(0), vmcnt(8) lgkmcnt(0)]
// REPORT: s_barrier: 8
// REPORT-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// REPORT-NEXT: sched_barrier: 0 7 0 0 0 0 0 0 0 0 7 0 0 0 0 0 0 0 (18)
// REPORT-NEXT: copy windows (mfma): 80 80 80 80 80 80 80 80 (min 80, mean 80.0)
// REPORT-NEXT: conditional barriers: 2
// REPORT-NEXT: s_barrier (asm line {{[0-9]+}}) before the main loop, executed when tid.x > 255 (waves >= 4)
// REPORT-NEXT: s_barrier (asm line {{[0-9]+}}) after the main loop, executed when tid.x < 256 (waves < 4)
// REPORT-NEXT: main loop clusters (between s_barriers): 8
// REPORT-NEXT: memory 10 prio 0 | mfma 16 prio 1 | memory 8 prio 0 | mfma 16 prio 1 | memory 10 prio 0 | mfma 16 prio 1 | memory 4 prio 0 | mfma 16 prio 1
// REPORT: vgpr+agpr: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// REPORT: scratch bytes: 0

// KMAJOR2: mfma: 64
// KMAJOR2: s_barrier: 8
// KMAJOR2-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// KMAJOR2: scratch bytes: 0

// QUAD2: mfma: 64
// QUAD2: s_barrier: 8
// QUAD2-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// QUAD2: scratch bytes: 0
