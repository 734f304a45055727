// Default kernel shape (256x256x64 tile, 8 waves, bf16), 2 LDS slots per
// operand (128 KiB), hand-written at Level 3 (4 stages per K-tile) until the
// pipeline/form/interleave passes run end to end. Compiled to gfx950 asm;
// the report is read off the final assembly.
//
// RUN: cdna4-compile %S/Inputs/level3-256x256x64-w8-s2.mlir --arch gfx950 --input-level 3 --verify-schedule=false --report | FileCheck %s
// RUN: cdna4-compile %S/Inputs/level3-256x256x64-w8-s2.mlir --arch gfx950 --input-level 3 --verify-schedule=false -o %t.s
// RUN: FileCheck %s --check-prefix=ASM < %t.s
// Without alias scopes LLVM's own vmcnt waits come back before the ds_reads
// of stages 1..3 (waiting for the copies of the earlier stages).
// RUN: cdna4-compile %S/Inputs/level3-256x256x64-w8-s2.mlir --arch gfx950 --input-level 3 --verify-schedule=false --alias-scopes=false --report | FileCheck %s --check-prefix=NOSCOPE

// CHECK: kernel gemm
// CHECK-NEXT: main loop .LBB0_1 ({{.*}}, 1 loop(s) in kernel)
// CHECK-NEXT: mfma: 64 (v_mfma_f32_16x16x32_bf16: 64)
// CHECK-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// CHECK-NEXT: ds_read: 24 (ds_read_b128: 24)
// CHECK-NEXT: ds_write: 0
// With two slots per operand the copies of tile k+1 are all issued in
// iteration k, so the designed wait of the last stage is vmcnt(0); it is the
// only vmcnt wait in the loop (none before any ds_read).
// CHECK: s_waitcnt vmcnt: 1 [vmcnt(0) lgkmcnt(0)]
// CHECK-NEXT: waits in order: lgkmcnt(3); lgkmcnt(2); lgkmcnt(1); lgkmcnt(0); lgkmcnt(3); lgkmcnt(2); lgkmcnt(1); lgkmcnt(0); lgkmcnt(3); lgkmcnt(2); lgkmcnt(1); lgkmcnt(0); vmcnt(0) lgkmcnt(0)
// CHECK-NEXT: s_barrier: 1
// CHECK-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// CHECK-NEXT: sched_barrier: 0 0 0 0 0 0 0 0 (8)
// CHECK: agpr: 0
// Two waves per SIMD: at most 256 VGPR+AGPR per wave.
// CHECK-NEXT: vgpr+agpr: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// CHECK: scratch bytes: 0
// CHECK-NEXT: lds bytes: 131072
// CHECK-NEXT: occupancy (waves/SIMD): 2

// ASM: ; %bb.{{[0-9]+}}:
// ASM: .LBB0_1:
// ASM-NOT: s_waitcnt vmcnt
// ASM: buffer_load_dwordx4 v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 offen lds
// ASM-NOT: s_waitcnt vmcnt
// ASM: s_waitcnt vmcnt(0) lgkmcnt(0)
// ASM-NEXT: s_barrier
// ASM-NOT: s_waitcnt vmcnt
// ASM: s_cbranch_scc1 .LBB0_1
// ASM: ; ScratchSize: 0

// NOSCOPE: mfma: 64
// NOSCOPE: s_waitcnt vmcnt: 3 [vmcnt(2), vmcnt(0), vmcnt(0) lgkmcnt(0)]
