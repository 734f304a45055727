// 128x128x64 tile, 4 waves, bf16, 3 LDS slots per operand (96 KiB): tile
// k+2 is copied while tile k is read, and the last stage waits for tile k+1
// only: vmcnt(8), one K-tile of copies (8 per wave) left in flight.
//
// RUN: cdna4-compile %S/Inputs/level3-128x128x64-w4-s3.mlir --arch gfx950 --input-level 3 --verify-schedule=false --report | FileCheck %s
// Without alias scopes LLVM waits for the prologue's copies before the
// first ds_read and for each stage's copies before the next stage's reads.
// RUN: cdna4-compile %S/Inputs/level3-128x128x64-w4-s3.mlir --arch gfx950 --input-level 3 --verify-schedule=false --alias-scopes=false --report | FileCheck %s --check-prefix=NOSCOPE
// A fenced barrier (what gpu.barrier / __syncthreads() lower to) drains
// every copy in flight: the designed vmcnt(8) becomes vmcnt(0).
// RUN: cdna4-compile %S/Inputs/level3-128x128x64-w4-s3.mlir --arch gfx950 --input-level 3 --verify-schedule=false --barrier=fenced --report | FileCheck %s --check-prefix=FENCED
// The code object links with Debian's ld.lld.
// RUN: cdna4-compile %S/Inputs/level3-128x128x64-w4-s3.mlir --arch gfx950 --input-level 3 --verify-schedule=false -o %t.hsaco
// RUN: llvm-readelf --notes %t.hsaco | FileCheck %s --check-prefix=HSACO
// RUN: cdna4-compile %S/Inputs/level3-128x128x64-w4-s3.mlir --arch gfx950 --input-level 3 --verify-schedule=false -o %t.ll
// RUN: FileCheck %s --check-prefix=LL < %t.ll

// CHECK: kernel gemm
// CHECK-NEXT: main loop .LBB0_1 ({{.*}}, 1 loop(s) in kernel)
// CHECK-NEXT: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// CHECK-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// CHECK-NEXT: ds_read: 16 (ds_read_b128: 16)
// CHECK-NEXT: ds_write: 0
// CHECK-NEXT: s_waitcnt: 7
// CHECK-NEXT: s_waitcnt vmcnt: 1 [vmcnt(8) lgkmcnt(0)]
// CHECK-NOT: vmcnt(0)
// CHECK: s_barrier: 1
// CHECK-NEXT: s_setprio: 1 0 1 0 1 0 1 0 (8)
// CHECK-NEXT: sched_barrier: 0 0 0 0 0 0 0 0 (8)
// CHECK: vgpr+agpr: {{([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])$}}
// CHECK: scratch bytes: 0
// CHECK-NEXT: lds bytes: 98304

// NOSCOPE: s_waitcnt vmcnt: 5 [vmcnt(4), vmcnt(2), vmcnt(2), vmcnt(0), vmcnt(8) lgkmcnt(0)]

// FENCED: s_waitcnt vmcnt: 1 [vmcnt(0) lgkmcnt(0)]
// FENCED-NEXT: waits in order: {{.*}}vmcnt(0) lgkmcnt(0)
// FENCED-NEXT: s_barrier: 1

// HSACO-DAG: amdhsa.target: amdgcn-amd-amdhsa--gfx950
// HSACO-DAG: .group_segment_fixed_size: 98304
// HSACO-DAG: .private_segment_fixed_size: 0

// LL: call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) {{.*}}, ptr addrspace(3) {{.*}}, i32 16, i32 {{.*}}, i32 0, i32 0, i32 0), !alias.scope ![[S:[0-9]+]], !noalias ![[N:[0-9]+]]
// LL: load <8 x bfloat>, ptr addrspace(3) {{.*}}, align 16, !alias.scope !{{[0-9]+}}, !noalias !{{[0-9]+}}
