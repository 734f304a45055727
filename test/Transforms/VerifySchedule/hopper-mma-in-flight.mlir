// The Hopper rules for warpgroup MMAs kept in flight (keep-mma-in-flight,
// the pipeliner's default): each MMA waits only for the previous group
// (waitGroup 1), the slot it read is released after the next MMA and only
// then refilled, and a wgmma wait_group 0 after the loop retires the last
// group before the store. The generated kernel verifies at every depth, in
// both schedules; three planted bugs, each made from the pass's own output,
// are rejected with the rule they break.
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 256 --n 256 --k 768 --tile 128x128x64 -o %t.mlir
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-verify-schedule | FileCheck %s --check-prefix=INFLIGHT
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline=num-stages=3 --cdna4pipe-verify-schedule -o /dev/null
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline=num-stages=4 --cdna4pipe-verify-schedule -o /dev/null
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline="num-stages=2 keep-mma-in-flight=0" --cdna4pipe-verify-schedule | FileCheck %s --check-prefix=SELF
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline="num-stages=4 keep-mma-in-flight=0" --cdna4pipe-verify-schedule -o /dev/null

// Bug 1: the MMAs left in flight but the slot released and refilled at the
// head of the next iteration (the waitGroup-0 order): the copy overwrites
// the tile the MMA issued one iteration earlier still reads.
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline="num-stages=2 keep-mma-in-flight=0" \
// RUN:   | sed 's/, waitGroup = 0 : i64//' \
// RUN:   | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUG1
// BUG1: error: cdna4pipe-verify-schedule (sm90a): copy overwrites shared bytes [0, 16384) that the warpgroup MMA group issued in K-loop iteration 0 still reads: no wgmma wait retired it before the slot was released (in K-loop iteration 1)
// BUG1-NEXT: nvgpu.tma.async.load

// Bug 2: two groups kept in flight (waitGroup 2) with the release one
// iteration behind: at 3 slots the refill overwrites a tile still read.
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline=num-stages=3 \
// RUN:   | sed 's/{transposeB}/{transposeB, waitGroup = 2 : i64}/' \
// RUN:   | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUG2
// BUG2: error: cdna4pipe-verify-schedule (sm90a): copy overwrites shared bytes [0, 16384) that the warpgroup MMA group issued in K-loop iteration 0 still reads: no wgmma wait retired it before the slot was released (in K-loop iteration 1)

// Bug 3: the wait_group 0 after the loop removed: the store reads
// accumulators the last group is still writing.
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline=num-stages=3 \
// RUN:   | sed '/nvvm.wgmma.wait.group.sync.aligned 0/d' \
// RUN:   | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUG3
// BUG3: error: cdna4pipe-verify-schedule (sm90a): uses the accumulators while 1 warpgroup MMA group(s) are in flight (the newest issued outside the K-loop): no wgmma wait_group 0 retired them (outside the K-loop)
// BUG3-NEXT: nvgpu.warpgroup.mma.store

// The verified schedules (2 slots): in flight, the MMA keeps its group
// (no waitGroup attribute: the default 1), then the release, then stage 0
// refills the slot; the wait_group 0 precedes the store.
// INFLIGHT: scf.for
// INFLIGHT: nvgpu.mbarrier.try_wait.parity
// INFLIGHT: nvgpu.warpgroup.mma {{.*}} {transposeB} :
// INFLIGHT-NEXT: gpu.barrier
// INFLIGHT: nvgpu.mbarrier.arrive.expect_tx
// INFLIGHT: nvgpu.tma.async.load
// INFLIGHT: scf.yield
// INFLIGHT: nvgpu.warpgroup.mma {{.*}} {transposeB} :
// INFLIGHT-NEXT: gpu.barrier
// INFLIGHT-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// INFLIGHT: nvgpu.warpgroup.mma.store
// Self-waiting: release first, the MMA waits for itself, no extra wait.
// SELF: scf.for
// SELF-NEXT: gpu.barrier
// SELF: nvgpu.tma.async.load
// SELF: nvgpu.warpgroup.mma {{.*}} {transposeB, waitGroup = 0 : i64}
// SELF-NEXT: scf.yield
// SELF-NOT: nvvm.wgmma.wait.group
// SELF: nvgpu.warpgroup.mma.store
