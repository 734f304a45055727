// The generated sm90a kernel, lowered to PTX with Debian's LLVM (no CUDA
// toolkit): gpu-module-to-binary format=isa keeps the PTX text in the
// gpu.binary (one escaped string, hence CHECK-SAME).
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 256 --n 256 --k 256 --tile 128x128x64 \
// RUN:   | cdna4-opt --cdna4pipe-to-sm90a=num-stages=1 | FileCheck %s

// CHECK: gpu.binary @cdna4_gemm [#gpu.object<#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">
// CHECK-SAME: .target sm_90a
// The dynamic shared-memory block, aligned for the 128-byte swizzle.
// CHECK-SAME: .extern .shared .align 1024 .b8 __dynamic_shmem__0[];
// CHECK-SAME: .visible .entry gemm(
// CHECK-SAME: .maxntid 256, 1, 1
// CHECK-SAME: .shared .align 8 .b8 __mbarrier[8];
// CHECK-SAME: mbarrier.init.shared.b64
// CHECK-SAME: bar.sync
// CHECK-SAME: mbarrier.arrive.expect_tx.shared.b64 _, [[BAR:\[%r[0-9]+\]]]
// CHECK-SAME: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes {{[^;]*}} [[BAR]];
// CHECK-SAME: mbarrier.try_wait.parity.shared.b64 {{[^;]*}} [[BAR]]
// CHECK-SAME: wgmma.fence.sync.aligned;
// CHECK-SAME: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK-SAME: wgmma.commit_group.sync.aligned;
// CHECK-SAME: wgmma.wait_group.sync.aligned \090;
// CHECK-SAME: bar.sync
// CHECK-NOT: __dynamic_shmem__0;

// bf16 C (the pipelined kernel at 3 stages): after the last wgmma group is
// retired, each thread converts its accumulator pairs (cvt.rn.bf16x2.f32)
// and stores 4 bytes per pair: 2 x BN/8 = 32 stores for BN = 128.
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 256 --n 256 --k 256 --tile 128x128x64 --c-dtype bf16 -o %t.bf16.mlir
// RUN: cdna4-compile %t.bf16.mlir --arch sm_90a --num-stages 3 -o %t.bf16.ptx
// RUN: FileCheck %s --check-prefix=BF16 --input-file=%t.bf16.ptx
// BF16: wgmma.wait_group.sync.aligned 0;
// BF16-NOT: st.global
// BF16: cvt.rn.bf16x2.f32
// BF16-COUNT-32: st.global.b32
// BF16-NOT: st.global
