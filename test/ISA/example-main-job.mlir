// The README's main job: the shipped default kernel compiled to a gfx950
// code object with the schedule report. The example is what cdna4-gemm-gen
// writes by default, so the per-kernel tests (gemm-256x256x64-w8-2stage for
// the plain schedule, gemm-256x256x64-w8-pingpong) pin its assembly in
// detail. The default schedule is auto: of the candidates the CU model
// rates ping-pong with 2 interleave stages fastest (schedule-auto.mlir), so
// the loop is two clusters per wave group (memory, then 32 MFMAs at
// s_setprio 1), a barrier at every cluster boundary, the late half one
// barrier behind (conditional barriers around the loop); it waits
// vmcnt(8) lgkmcnt(0) twice, never vmcnt(0); every copy is in flight for
// 64 MFMAs.
//
// RUN: cdna4-gemm-gen | diff - %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 --report -o %t.hsaco | FileCheck %s
// RUN: llvm-readelf --notes %t.hsaco | FileCheck %s --check-prefix=HSACO

// CHECK: kernel gemm
// CHECK-NEXT: main loop .LBB0_{{[0-9]+}} ({{.*}}, 1 loop(s) in kernel)
// CHECK-NEXT: mfma: 64 (v_mfma_f32_16x16x32_bf16: 64)
// CHECK-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// CHECK-NEXT: ds_read: 24 (ds_read_b128: 24)
// CHECK-NEXT: ds_write: 0
// CHECK-NEXT: s_waitcnt: 2
// CHECK-NEXT: s_waitcnt vmcnt: 2 [vmcnt(8) lgkmcnt(0), vmcnt(8) lgkmcnt(0)]
// CHECK-NEXT: waits in order: vmcnt(8) lgkmcnt(0); vmcnt(8) lgkmcnt(0){{$}}
// CHECK-NEXT: s_barrier: 4
// CHECK-NEXT: s_setprio: 1 0 1 0 (4)
// CHECK-NEXT: sched_barrier: 0 7 0 0 0 0 7 0 0 0 (10)
// CHECK-NEXT: copy windows (mfma): 64 64 64 64 64 64 64 64 (min 64, mean 64.0)
// CHECK-NEXT: conditional barriers: 2
// CHECK: main loop clusters (between s_barriers): 4
// CHECK-NEXT: memory {{[0-9]+}} prio 0 | mfma 32 prio 1 | memory {{[0-9]+}} prio 0 | mfma 32 prio 1
// CHECK: vgpr+agpr: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// CHECK: scratch bytes: 0
// CHECK-NEXT: lds bytes: 131072
// CHECK-NEXT: occupancy (waves/SIMD): 2
// CHECK: schedule: pingpong, 2 interleave stages (auto: the fastest on the CU model of default/4 {{[0-9]+}}; default/2 {{[0-9]+}}; pingpong/4 {{[0-9]+}}; pingpong/2 {{[0-9]+}} cycles/iteration)

// HSACO-DAG: amdhsa.target: amdgcn-amd-amdhsa--gfx950
// HSACO-DAG: .name: gemm
// HSACO-DAG: .group_segment_fixed_size: 131072
// HSACO-DAG: .private_segment_fixed_size: 0
