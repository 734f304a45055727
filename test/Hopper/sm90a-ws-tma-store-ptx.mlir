// PTX of the warp-specialised persistent kernel with the TMA-store
// epilogue (--epilogue tma, the default where 3 slots fit next to the
// staging buffer) at 2, 3 and 4 stages: C is the third parameter, a tensor
// map; the producer warpgroup gives registers back and its thread walks the
// block's tiles issuing the loads; the consumers take registers, walk the
// same tiles and, after the last wgmma group retired and the last slot was
// released, store each tile through shared memory: thread 0 of the
// warpgroup waits until the previous tile's bulk stores have read the
// staging boxes (wait_group.read 0), the warpgroup syncs on its named
// barrier (bar.sync id, 128: never barrier 0), writes its fragment pairs
// (st.shared: 4 bytes for bf16, 8 for f32), fences the async proxy, syncs
// again, and thread 0 issues one bulk tensor store per box and commits
// them; no st.global is left. Before the exit thread 0 waits for its
// stores (wait_group 0).
// 128x256 bf16: 2 and 3 stages (4 boxes of 64 x 64 per warpgroup, 64 pairs
// a thread); 128x128 f32 C: 4 stages (4 boxes of 64 x 32, 32 pairs).
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 4096 --tile 128x256x64 --group-m 2 --stages 2 --c-dtype bf16 --epilogue tma -o %t2.mlir
// RUN: cdna4-compile %t2.mlir --arch sm_90a -o %t2.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,S2,BF16 --input-file=%t2.ptx
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 4096 --tile 128x256x64 --group-m 2 --c-dtype bf16 -o %t3.mlir
// RUN: cdna4-compile %t3.mlir --arch sm_90a -o %t3.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,S3,BF16 --input-file=%t3.ptx
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 4096 --tile 128x128x64 --group-m 2 --epilogue tma -o %t4.mlir
// RUN: cdna4-compile %t4.mlir --arch sm_90a -o %t4.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,S4,F32 --input-file=%t4.ptx

// CHECK: .param .u64 .ptr .align 1 gemm_param_2
// CHECK: .maxntid 384, 1, 1
// CHECK-NEXT: .minnctapersm 1
// S2: .shared .align 8 .b8 __mbarrier_0[16];
// S3: .shared .align 8 .b8 __mbarrier_0[24];
// S4: .shared .align 8 .b8 __mbarrier_0[32];
// CHECK: bar.sync 0;
// CHECK: setmaxnreg.dec.sync.aligned.u32 40;
// CHECK: mov.u32 %r{{[0-9]+}}, %ctaid.x;
// CHECK: mov.u32 %r{{[0-9]+}}, %nctaid.x;
// CHECK: mbarrier.try_wait.parity.shared.b64
// CHECK: mbarrier.arrive.expect_tx.shared.b64
// BF16-COUNT-5: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// F32-COUNT-3: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: ld.param.b64 %rd[[MAPC:[0-9]+]], [gemm_param_2];
// CHECK-NEXT: setmaxnreg.inc.sync.aligned.u32 232;
// CHECK: mov.u32 %r{{[0-9]+}}, %ctaid.x;
// CHECK: mov.u32 %r{{[0-9]+}}, %nctaid.x;
// CHECK: mbarrier.try_wait.parity.shared.b64
// CHECK: wgmma.wait_group.sync.aligned 1;
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK: @%p{{[0-9]+}} mbarrier.arrive.expect_tx.shared.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK-NEXT: // end inline asm
// CHECK-NEXT: @%p[[NOTLEADER:[0-9]+]] bra $L__BB0_[[SKIPWAIT:[0-9]+]];
// CHECK-NEXT: cp.async.bulk.wait_group.read 0;
// CHECK-NEXT: $L__BB0_[[SKIPWAIT]]:
// CHECK-NEXT: bar.sync %r[[ID:[0-9]+]], 128;
// BF16-COUNT-64: st.shared.b32
// F32-COUNT-32: st.shared.v2.b32
// CHECK-NEXT: fence.proxy.async.shared::cta;
// CHECK-NEXT: bar.sync %r[[ID]], 128;
// CHECK-NEXT: @%p[[NOTLEADER]] bra
// BF16-COUNT-4: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd[[MAPC]], {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
// F32-COUNT-4: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd[[MAPC]], {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
// CHECK-NOT: cp.async.bulk.tensor
// CHECK: cp.async.bulk.commit_group;
// CHECK: @%p[[NOTLEADER]] bra
// CHECK-NEXT: cp.async.bulk.wait_group 0;
// CHECK-NOT: st.global
// CHECK-NOT: bar.sync
// CHECK: ret;
