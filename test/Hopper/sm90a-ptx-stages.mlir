// PTX for every stage count: one mbarrier per slot (8 bytes each), each
// initialised once, expect_tx + bulk tensor copies completing on the
// barriers, parity waits. One stage: every wgmma group waits for itself.
// Two to four (keep-mma-in-flight): the K-loop's wgmma keeps one group in
// flight (wait_group 1), then bar.sync releases the slot the previous
// group read and the refill (expect_tx + bulk copies) follows; the peeled
// last tile does the same and wait_group 0 retires it before the stores.
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 256 --n 256 --k 512 --tile 128x128x64 > %t.mlir
// RUN: cdna4-opt %t.mlir --cdna4pipe-to-sm90a=num-stages=1 | FileCheck %s --check-prefixes=CHECK,S1
// RUN: cdna4-opt %t.mlir --cdna4pipe-to-sm90a=num-stages=2 | FileCheck %s --check-prefixes=CHECK,S2,MULTI
// RUN: cdna4-opt %t.mlir --cdna4pipe-to-sm90a=num-stages=3 | FileCheck %s --check-prefixes=CHECK,S3,MULTI
// RUN: cdna4-opt %t.mlir --cdna4pipe-to-sm90a=num-stages=4 | FileCheck %s --check-prefixes=CHECK,S4,MULTI

// Empty mbarriers for the release: twice the barriers, one CTA barrier
// (after the inits), the consumers' arrival (expect_tx of 0 bytes) after
// each in-flight wgmma wait.
// RUN: cdna4-opt %t.mlir --cdna4pipe-to-sm90a="num-stages=2 empty-barriers=1" | FileCheck %s --check-prefixes=EMPTY,E2
// RUN: cdna4-opt %t.mlir --cdna4pipe-to-sm90a="num-stages=3 empty-barriers=1" | FileCheck %s --check-prefixes=EMPTY,E3
// RUN: cdna4-opt %t.mlir --cdna4pipe-to-sm90a="num-stages=4 empty-barriers=1" | FileCheck %s --check-prefixes=EMPTY,E4
// E2: .shared .align 8 .b8 __mbarrier_0[16];{{.*}}.shared .align 8 .b8 __mbarrier[16];
// E3: .shared .align 8 .b8 __mbarrier_0[24];{{.*}}.shared .align 8 .b8 __mbarrier[24];
// E4: .shared .align 8 .b8 __mbarrier_0[32];{{.*}}.shared .align 8 .b8 __mbarrier[32];
// EMPTY-SAME: bar.sync \090;
// EMPTY-NOT: bar.sync
// EMPTY-SAME: wgmma.wait_group.sync.aligned \091;
// EMPTY-SAME: mbarrier.arrive.expect_tx.shared.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}};
// EMPTY-SAME: mbarrier.try_wait.parity.shared.b64
// EMPTY-SAME: cp.async.bulk.tensor.2d
// EMPTY-SAME: wgmma.wait_group.sync.aligned \090;

// keep-mma-in-flight=0 reaches the pipeliner: every wgmma group waits for
// itself (wait_group 0), none stays in flight.
// RUN: cdna4-opt %t.mlir --cdna4pipe-to-sm90a="num-stages=3 keep-mma-in-flight=0" | FileCheck %s --check-prefix=SELF
// SELF-NOT: wait_group.sync.aligned \091
// SELF: wgmma.commit_group.sync.aligned;\0A\09wgmma.wait_group.sync.aligned \090;\0A\09bar.sync \090;
// SELF-NOT: wait_group.sync.aligned \091

// CHECK: .extern .shared .align 1024 .b8 __dynamic_shmem__0[];
// S1-SAME: .shared .align 8 .b8 __mbarrier[8];
// S2-SAME: .shared .align 8 .b8 __mbarrier[16];
// S3-SAME: .shared .align 8 .b8 __mbarrier[24];
// S4-SAME: .shared .align 8 .b8 __mbarrier[32];
// CHECK-SAME: mbarrier.init.shared.b64
// S2-COUNT-1: mbarrier.init.shared.b64
// S3-COUNT-2: mbarrier.init.shared.b64
// S4-COUNT-3: mbarrier.init.shared.b64
// CHECK-NOT: mbarrier.init
// CHECK-SAME: bar.sync
// CHECK-SAME: mbarrier.arrive.expect_tx.shared.b64
// CHECK-SAME: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes
// CHECK-SAME: mbarrier.try_wait.parity.shared.b64
// CHECK-SAME: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// S1-SAME: wgmma.commit_group.sync.aligned;\0A\09wgmma.wait_group.sync.aligned \090;
// S1-NOT: wait_group.sync.aligned \091
// MULTI-SAME: wgmma.commit_group.sync.aligned;\0A\09wgmma.wait_group.sync.aligned \091;\0A\09bar.sync \090;
// MULTI-SAME: mbarrier.arrive.expect_tx.shared.b64
// MULTI-SAME: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes
// MULTI-SAME: wgmma.commit_group.sync.aligned;\0A\09wgmma.wait_group.sync.aligned \091;\0A\09bar.sync \090;\0A\09wgmma.wait_group.sync.aligned \090;
// MULTI-NOT: cp.async.bulk
// CHECK-SAME: st.global.b32
