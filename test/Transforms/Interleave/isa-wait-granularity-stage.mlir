// gfx950 assembly of the shipped default kernel (cdna4-gemm-gen: 8192^3,
// 256x256x64, 8 waves, 2 slots) with wait-granularity=stage, read off the
// final ISA by cdna4-compile --report: per main-loop iteration exactly the
// designed waits, vmcnt(2) at the end of stage 0's memory phase and vmcnt(2)
// lgkmcnt(0) at the end of stage 3's (derivation in
// wait-granularity-stage.mlir), each followed by s_barrier, and no vmcnt(0):
// LLVM adds no wait of its own, because the alias scopes (per LDS buffer,
// frame and slot class, docs/Lowering.md) already separate the reads of
// slot k%2 from every copy into slot (k+1)%2 -- the in-flight copies a
// stage-0 read overlaps were issued in the previous iteration, into what
// was then slot (k+1)%2. Without scopes LLVM's own waits come back.
// This is the schedule with every copy one slot ahead (--prefetch=1
// --decomposition=k-major); the default's is pinned in
// test/ISA/gemm-256x256x64-w8-2stage.mlir.
// REQUIRES: cdna4-gemm-gen, cdna4-compile
// --schedule default pins the plain schedule these checks derive (the
// default, --schedule auto, chooses on the CU model: schedule-auto.mlir).
// RUN: cdna4-gemm-gen | cdna4-compile - --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --wait-granularity=stage --report | FileCheck %s
// stage is cdna4-compile's default:
// RUN: cdna4-gemm-gen | cdna4-compile - --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --report | FileCheck %s
// RUN: cdna4-gemm-gen | cdna4-compile - --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --wait-granularity=stage --alias-scopes=false --report | FileCheck %s --check-prefix=NOSCOPE
// RUN: cdna4-gemm-gen | cdna4-compile - --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --wait-granularity=stage --barrier=fenced --report | FileCheck %s --check-prefix=FENCED
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | cdna4-compile - --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --wait-granularity=stage --report | FileCheck %s --check-prefix=T128
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | cdna4-compile - --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --num-stages 3 --wait-granularity=stage --report | FileCheck %s --check-prefix=T128N3
// The iteration granularity keeps its single vmcnt(0).
// RUN: cdna4-gemm-gen | cdna4-compile - --arch gfx950 --schedule default --prefetch=1 --decomposition=k-major --wait-granularity=iteration --report | FileCheck %s --check-prefix=ITER

// CHECK: main loop .LBB0_1 ({{.*}}1 loop(s) in kernel)
// CHECK-NEXT: mfma: 64 (v_mfma_f32_16x16x32_bf16: 64)
// CHECK-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// CHECK-NEXT: ds_read: 24 (ds_read_b128: 24)
// CHECK-NEXT: ds_write: 0
// CHECK-NEXT: s_waitcnt: 14
// CHECK-NEXT: s_waitcnt vmcnt: 2 [vmcnt(2), vmcnt(2) lgkmcnt(0)]
// CHECK-NEXT: waits in order: vmcnt(2); lgkmcnt(3); lgkmcnt(2); lgkmcnt(1); lgkmcnt(0); lgkmcnt(3); lgkmcnt(2); lgkmcnt(1); lgkmcnt(0); lgkmcnt(3); lgkmcnt(2); lgkmcnt(1); lgkmcnt(0); vmcnt(2) lgkmcnt(0)
// CHECK-NEXT: s_barrier: 2
// CHECK-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// CHECK-NEXT: sched_barrier: 0 7 0 0 7 0 0 7 0 0 7 0 (12)
// CHECK: vgpr+agpr: {{(1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// CHECK: scratch bytes: 0
// CHECK-NEXT: lds bytes: 131072
// CHECK-NEXT: occupancy (waves/SIMD): 2

// Without scopes LLVM treats every LDS DMA as a possible write to what the
// ds_reads read and adds waits of its own, including a vmcnt(0).
// NOSCOPE: s_waitcnt vmcnt: 5 [vmcnt(0), vmcnt(2), vmcnt(0), vmcnt(0), vmcnt(2) lgkmcnt(0)]

// A fenced barrier (what gpu.barrier lowers to) drains every copy twice per
// iteration.
// FENCED: s_waitcnt vmcnt: 2 [vmcnt(0) lgkmcnt(0), vmcnt(0) lgkmcnt(0)]
// FENCED-NEXT: waits in order: vmcnt(0) lgkmcnt(0);

// 128x128x64, 4 waves: same structure, 32 MFMAs, 16 ds_reads.
// T128: mfma: 32
// T128: s_waitcnt vmcnt: 2 [vmcnt(2), vmcnt(2) lgkmcnt(0)]
// T128: s_barrier: 2

// 3 slots (tile k+2's 8 copies also in flight): vmcnt(10) twice.
// T128N3: s_waitcnt vmcnt: 2 [vmcnt(10), vmcnt(10) lgkmcnt(0)]
// T128N3: s_barrier: 2

// ITER: s_waitcnt vmcnt: 1 [vmcnt(0) lgkmcnt(0)]
// ITER: s_barrier: 1
