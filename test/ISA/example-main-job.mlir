// The README's main job: the shipped default kernel compiled to a gfx950
// code object with the schedule report. The example is what cdna4-gemm-gen
// writes by default, so the per-kernel tests (gemm-256x256x64-w8-2stage)
// pin its assembly in detail. The loop (prefetch=auto decomposition=auto:
// n-major stages, prefetch 2) waits vmcnt(8) lgkmcnt(0) + s_barrier after
// stage 1's reads and after stage 3's (derivation in
// gemm-256x256x64-w8-2stage.mlir), never vmcnt(0); every copy is in flight
// for 80 MFMAs.
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
// CHECK-NEXT: s_waitcnt: {{[0-9]+}}
// CHECK-NEXT: s_waitcnt vmcnt: 2 [vmcnt(8) lgkmcnt(0), vmcnt(8) lgkmcnt(0)]
// CHECK-NEXT: waits in order: {{(lgkmcnt\([0-9]+\); )+}}vmcnt(8) lgkmcnt(0); {{(lgkmcnt\([0-9]+\); )+}}vmcnt(8) lgkmcnt(0){{$}}
// CHECK-NEXT: s_barrier: 2
// CHECK-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// CHECK-NEXT: sched_barrier: 0 0 0 0 0 0 0 0 (8)
// CHECK-NEXT: copy windows (mfma): 80 80 80 80 80 80 80 80 (min 80, mean 80.0)
// CHECK: vgpr+agpr: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// CHECK: scratch bytes: 0
// CHECK-NEXT: lds bytes: 131072
// CHECK-NEXT: occupancy (waves/SIMD): 2

// HSACO-DAG: amdhsa.target: amdgcn-amd-amdhsa--gfx950
// HSACO-DAG: .name: gemm
// HSACO-DAG: .group_segment_fixed_size: 131072
// HSACO-DAG: .private_segment_fixed_size: 0
