// 128x128x64 tile, 4 waves, bf16, 2 LDS slots per operand (64 KiB).
// RUN: cdna4-compile %S/Inputs/level3-128x128x64-w4-s2.mlir --arch gfx950 --input-level 3 --verify-schedule=false --report | FileCheck %s

// CHECK: kernel gemm
// CHECK-NEXT: main loop .LBB0_1 ({{.*}}, 1 loop(s) in kernel)
// CHECK-NEXT: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// CHECK-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// CHECK-NEXT: ds_read: 16 (ds_read_b128: 16)
// CHECK: s_waitcnt vmcnt: 1 [vmcnt(0) lgkmcnt(0)]
// CHECK: s_setprio: 1 0 1 0 1 0 1 0 (8)
// CHECK-NEXT: sched_barrier: 0 0 0 0 0 0 0 0 (8)
// CHECK: scratch bytes: 0
// CHECK-NEXT: lds bytes: 65536
// CHECK-NEXT: occupancy (waves/SIMD): 2
