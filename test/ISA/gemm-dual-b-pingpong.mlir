// REQUIRES: cdna4-gemm-gen
// The dual-dot kernel (gated MLP / SwiGLU: C1 += A*B1^T, C2 += A*B2^T in one
// K-loop sharing A; 256x128x64 per dot, 8 waves, bf16) at num-stages 2 --
// the case Triton's BlockPingpong skips (two dots need num_stages=4 there)
// -- pipelined, interleaved with the default schedule (prefetch and
// decomposition auto: n-major, prefetch 2), made ping-pong and proven by the
// verifier (all inside cdna4-compile), then read off the gfx950 assembly.
// RUN: cdna4-gemm-gen --dual-b --tile 256x128x64 -o %t.mlir
// RUN: cdna4-compile %t.mlir --arch gfx950 --num-stages 2 --schedule pingpong -o %t.s
// RUN: FileCheck %s --check-prefix=GROUPS < %t.s
// RUN: FileCheck %s --check-prefix=BARRIERS < %t.s
// RUN: FileCheck %s --check-prefix=CLUSTERS < %t.s
// RUN: FileCheck %s --check-prefix=NOVM0 < %t.s
// RUN: FileCheck %s --check-prefix=RES < %t.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --num-stages 2 --schedule pingpong --report | FileCheck %s --check-prefix=REPORT
// Without ping-pong: the same loop with the interleave's 2 barriers.
// RUN: cdna4-compile %t.mlir --arch gfx950 --num-stages 2 --schedule default --report | FileCheck %s --check-prefix=DEFAULT --implicit-check-not="conditional barriers" --implicit-check-not="main loop clusters"
// Three slots of A + B1 + B2 do not fit in LDS: a clear error, no output.
// RUN: not cdna4-compile %t.mlir --arch gfx950 --num-stages 3 --schedule pingpong -o %t.3.s 2>&1 | FileCheck %s --check-prefix=SLOTS

// The conditional barriers: a scalar branch around one s_barrier before the
// loop (late group) and one after it (early group).
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

// Every MFMA cluster: barrier, fence, s_setprio 1, MFMAs only, s_setprio 0,
// fence, barrier.
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

// The report's ping-pong lines: the two conditional barriers with the
// predicates traced off the ISA, and the 8 clusters of the loop, MFMA
// clusters at priority 1, memory clusters at 0.
// Per K-tile: 64 MFMAs (2 k-halves x 2 dots x 4x4 fragments), 8 LDS DMAs
// (A 4, B1 2, B2 2), 24 ds_reads (A 4, B1 4, B2 4 per k-half), the
// prefetch schedule's two copy waits.
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

// Without ping-pong the report has no conditional-barrier or cluster lines
// (--implicit-check-not).
// DEFAULT: mfma: 64
// DEFAULT: s_barrier: 2
// DEFAULT-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// DEFAULT-NEXT: sched_barrier: 0 7 0 0 0 0 7 0 0 0 (10)

// SLOTS: error: cdna4pipe-software-pipeline: LDS footprint after 3x multi-buffering is 196608 bytes, over the 163840 bytes (160 KiB) of gfx950
