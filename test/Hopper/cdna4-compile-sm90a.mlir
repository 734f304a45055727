// cdna4-compile --arch sm_90a: the Hopper kernel, pipelined, as PTX written
// by Debian's LLVM (no CUDA toolkit), or as the LLVM + NVVM module.
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 256 --n 512 --k 512 --tile 128x256x64 -o %t.mlir
// RUN: cdna4-compile %t.mlir --arch sm_90a --num-stages 2 -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: cdna4-compile %t.mlir --arch sm_90a --num-stages 4 -o %t.nvvm.mlir
// RUN: FileCheck %s --check-prefix=NVVM --input-file=%t.nvvm.mlir
// RUN: not cdna4-compile %t.mlir --arch sm_90a -o %t.s 2>&1 | FileCheck %s --check-prefix=EXT
// RUN: not cdna4-compile %t.mlir --arch sm_90a --report -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: not cdna4-compile %t.mlir --arch sm_90a --num-stages 5 -o %t.ptx 2>&1 | FileCheck %s --check-prefix=STAGES
// RUN: not cdna4-compile %t.mlir --arch sm_80 -o %t.ptx 2>&1 | FileCheck %s --check-prefix=ARCH

// CHECK: .target sm_90a
// CHECK: .extern .shared .align 1024 .b8 __dynamic_shmem__0[];
// CHECK: .visible .entry gemm(
// CHECK: .shared .align 8 .b8 __mbarrier[16];
// Two barriers initialised once each, before the loop.
// CHECK: mbarrier.init.shared.b64
// CHECK: mbarrier.init.shared.b64
// CHECK-NOT: mbarrier.init
// Prologue: tile 0 announced (49152 bytes: A 16 KiB + B 32 KiB) and copied
// (A, then four 64-column blocks of B).
// CHECK: mov.b32 [[BYTES:%r[0-9]+]], 49152;
// CHECK: mbarrier.arrive.expect_tx.shared.b64 _, [{{%r[0-9]+}}], [[BYTES]];
// CHECK-COUNT-5: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes
// Steady state: release, expect_tx + copies of the next tile, parity wait,
// one m64n256k16 wgmma per 16 of K.
// CHECK: bar.sync 0;
// CHECK: mbarrier.arrive.expect_tx.shared.b64 _, [{{%r[0-9]+}}], [[BYTES]];
// CHECK-COUNT-5: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes
// CHECK: mbarrier.try_wait.parity.shared.b64
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16
// CHECK: wgmma.wait_group.sync.aligned 0;

// NVVM: llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<0 x i8>
// NVVM: llvm.func @gemm(
// The NVVM mbarrier ops are inline PTX after convert-nvvm-to-llvm.
// NVVM-COUNT-4: llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.init.shared.b64 [$0], $1;"
// NVVM-NOT: mbarrier.init
// NVVM: mbarrier.arrive.expect_tx.shared.b64
// NVVM: mbarrier.try_wait.parity.shared.b64

// EXT: error: --arch sm_90a writes -o OUT.ptx (PTX) or OUT.mlir (LLVM + NVVM), not '{{.*}}.s'
// REPORT: error: --report, LLVM IR and object output are gfx950-only; --arch sm_90a writes PTX
// STAGES: error: --num-stages=5 is out of range
// ARCH: error: unsupported --arch 'sm_80' (gfx950 or sm_90a)
