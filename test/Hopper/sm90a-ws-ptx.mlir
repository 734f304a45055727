// PTX of the warp-specialised persistent kernel (--schedule ws-persistent)
// at 2, 3 and 4 stages: two groups of S mbarriers (8 bytes each: full and
// empty), 2 S inits, the only CTA barrier after them; the producer
// warpgroup gives registers back (setmaxnreg.dec 40) and its issuing
// thread walks the block's tiles (%ctaid.x step %nctaid.x): wait on an
// empty barrier, expect_tx, five bulk tensor copies; the consumers take
// registers (setmaxnreg.inc 232), walk the same tiles, wait on the full
// barrier, keep one wgmma group in flight and release the previous slot
// (predicated 0-byte arrive), retire the last group (wait_group 0) and
// release its slot before the epilogue: 4-byte bf16 pair stores, or 8-byte
// f32 pair stores. The register cap at entry that setmaxnreg needs comes
// from .maxntid and .minnctapersm 1.
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 4096 --tile 128x256x64 --group-m 2 --stages 2 --c-dtype bf16 --epilogue registers -o %t2.mlir
// RUN: cdna4-compile %t2.mlir --arch sm_90a -o %t2.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,S2,BF16 --input-file=%t2.ptx
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 4096 --tile 128x256x64 --group-m 2 --stages 3 --epilogue registers -o %t3.mlir
// RUN: cdna4-compile %t3.mlir --arch sm_90a --num-stages 3 -o %t3.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,S3,F32 --input-file=%t3.ptx
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 4096 --tile 128x256x64 --group-m 2 --stages 4 --c-dtype bf16 --epilogue registers -o %t4.mlir
// RUN: cdna4-compile %t4.mlir --arch sm_90a -o %t4.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,S4,BF16 --input-file=%t4.ptx

// The kernel carries its own pipeline: another --num-stages is an error.
// RUN: not cdna4-compile %t3.mlir --arch sm_90a --num-stages 2 -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=STAGES
// STAGES: error: --num-stages=2: the kernel carries its own 3-slot pipeline (cdna4-gemm-gen --schedule ws-persistent --stages); leave --num-stages out or give 3

// CHECK: .maxntid 384, 1, 1
// CHECK-NEXT: .minnctapersm 1
// S2: .shared .align 8 .b8 __mbarrier_0[16];
// S2: .shared .align 8 .b8 __mbarrier[16];
// S3: .shared .align 8 .b8 __mbarrier_0[24];
// S3: .shared .align 8 .b8 __mbarrier[24];
// S4: .shared .align 8 .b8 __mbarrier_0[32];
// S4: .shared .align 8 .b8 __mbarrier[32];
// S2-COUNT-4: mbarrier.init.shared.b64
// S3-COUNT-6: mbarrier.init.shared.b64
// S4-COUNT-8: mbarrier.init.shared.b64
// CHECK-NOT: mbarrier.init
// CHECK: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: setmaxnreg.dec.sync.aligned.u32 40;
// CHECK: mov.u32 %r{{[0-9]+}}, %ctaid.x;
// CHECK: mov.u32 %r{{[0-9]+}}, %nctaid.x;
// CHECK: mbarrier.try_wait.parity.shared.b64
// CHECK: mbarrier.arrive.expect_tx.shared.b64
// CHECK-COUNT-5: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: setmaxnreg.inc.sync.aligned.u32 232;
// CHECK: mov.u32 %r{{[0-9]+}}, %ctaid.x;
// CHECK: mov.u32 %r{{[0-9]+}}, %nctaid.x;
// CHECK: mbarrier.try_wait.parity.shared.b64
// CHECK: wgmma.fence.sync.aligned;
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
// CHECK: @%p{{[0-9]+}} mbarrier.arrive.expect_tx.shared.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK: @%p{{[0-9]+}} mbarrier.arrive.expect_tx.shared.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}};
// BF16: cvt.rn.bf16x2.f32
// BF16-COUNT-64: st.global.b32
// F32-COUNT-64: st.global.v2.b32
// CHECK-NOT: st.global
// CHECK-NOT: bar.sync
// CHECK: ret;
