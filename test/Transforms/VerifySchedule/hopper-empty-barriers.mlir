// Slot release through per-slot "empty" mbarriers (empty-barriers, with the
// MMAs kept in flight): lane 0 of every warp arrives on empty barrier
// (t - 1) mod N once the MMA of tile t retired tile t - 1 (from t = 1; the
// barriers count the block's 8 warps); the copy issuer,
// inside scf.if, waits on empty barrier j mod N with parity (j / N + 1)
// mod 2 before refilling the slot with tile j (the first round passes on
// the fresh barriers). No gpu.barrier is left in the loop. The kernel
// verifies at every depth; five planted bugs, each made from the pass's own
// output, are rejected.
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 256 --n 256 --k 768 --tile 128x128x64 -o %t.mlir
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline="num-stages=3 empty-barriers=1" --cse -o %t.3.mlir
// RUN: cdna4-opt %t.3.mlir --cdna4pipe-verify-schedule | FileCheck %s
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline="num-stages=2 empty-barriers=1" --cdna4pipe-verify-schedule -o /dev/null
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline="num-stages=4 empty-barriers=1" --cdna4pipe-verify-schedule -o /dev/null
// Without kept-in-flight MMAs the option does nothing (gpu.barrier release).
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline="num-stages=3 empty-barriers=1 keep-mma-in-flight=0" | FileCheck %s --check-prefix=SELF
// SELF: scf.for
// SELF-NEXT: gpu.barrier
// SELF-NOT: nvgpu.mbarrier.create

// Bug 1: the loop's producer starts on the barrier's own phase (parity
// (j / N) mod 2): its first wait on a fresh barrier never passes.
// RUN: sed 's/= arith.addi \(%[0-9]*\), %c1 : index$/= arith.addi \1, %c0 : index/' %t.3.mlir \
// RUN:   | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUG1
// BUG1: error: cdna4pipe-verify-schedule (sm90a): waits on consumer-release barrier 2 with parity 0, the parity of its open phase 0: no release before the wait completes it (deadlock; the k-th refill of a slot waits with parity (k + 1) mod 2) (in K-loop iteration 0)

// Bug 2: the empty barriers count half the arriving warps.
// RUN: sed 's/\], %c8, predicate/], %c2, predicate/' %t.3.mlir \
// RUN:   | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUG2
// BUG2: error: cdna4pipe-verify-schedule (sm90a): 8 arrivals on barrier 0 exceed its count 2 before its phase 0 completes (in K-loop iteration 1)

// Bug 3: the consumers' release removed: the first refill of a used slot
// waits forever.
// RUN: sed '/arrive.expect_tx .*, %c0, predicate/d' %t.3.mlir \
// RUN:   | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUG3
// BUG3: error: cdna4pipe-verify-schedule (sm90a): waits on consumer-release barrier 0 with parity 0, the parity of its open phase 0: no release before the wait completes it (deadlock; the k-th refill of a slot waits with parity (k + 1) mod 2) (in K-loop iteration 1)

// Bug 4: the producer refills without waiting for the release.
// RUN: sed '/scf.if/{n;/try_wait/d}' %t.3.mlir \
// RUN:   | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUG4
// BUG4: error: cdna4pipe-verify-schedule (sm90a): copy overwrites shared bytes [0, 16384) read since the last gpu.barrier: its readers have not released the slot (in K-loop iteration 1)
// BUG4-NEXT: nvgpu.tma.async.load

// Bug 5: a consumer release announces bytes that no copy brings (the first
// release arrives in iteration 1: in iteration 0 no thread's predicate holds).
// RUN: sed 's/\(arrive.expect_tx .*\), %c0, predicate/\1, %c32768, predicate/' %t.3.mlir \
// RUN:   | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUG5
// BUG5: error: cdna4pipe-verify-schedule (sm90a): expects 32768 bytes on barrier 0, which no copy completes on (in K-loop iteration 1)

// Bugs 6 and 7 are planted by bench/h100/plant_sm90.py (the planted kernels
// of the H100 sanitizer runs, docs/Hopper.md) into the generic form, which
// keeps the MMAs' waitGroup (the pretty form drops it: %t.3.mlir above has
// self-waiting MMAs).
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline="num-stages=3 empty-barriers=1" --mlir-print-op-generic -o %t.3g.mlir
// RUN: cdna4-opt %t.3g.mlir --cdna4pipe-verify-schedule -o /dev/null
// Bug 6: one thread releases the slot for every warp (the empty barriers
// count 1, thread 0 arrives): it releases its own warpgroup's MMA reads (an
// MMA is one operation of its warpgroup), the other warpgroup's reads are
// never released.
// RUN: python3 %cdna4pipe_src/bench/h100/plant_sm90.py release-one-thread < %t.3g.mlir \
// RUN:   | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUG6
// BUG6: error: cdna4pipe-verify-schedule (sm90a): copy overwrites shared bytes [0, 16384) read since the last gpu.barrier: its readers have not released the slot (in K-loop iteration 1): threads 128-255 read them, and no gpu.barrier or consumer-release phase that the copying thread waited for released those reads

// Bug 7: two MMA groups kept in flight: each warp's release arrives before
// the MMA that read the slot retired.
// RUN: python3 %cdna4pipe_src/bench/h100/plant_sm90.py release-before-retire < %t.3g.mlir \
// RUN:   | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUG7
// BUG7: error: cdna4pipe-verify-schedule (sm90a): copy overwrites shared bytes [0, 16384) that the warpgroup MMA group issued in K-loop iteration 0 still reads: no wgmma wait retired it before the slot was released (in K-loop iteration 1)

// The verified schedule (3 slots, 12 tiles).
// CHECK: %[[LEADER:.*]] = arith.cmpi eq, %thread_id_x, %c0 : index
// CHECK: %[[FULL:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 3>
// CHECK-COUNT-3: nvgpu.mbarrier.init %[[FULL]]
// CHECK-NEXT: %[[EMPTY:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 3>
// CHECK: nvgpu.mbarrier.init %[[EMPTY]][%c0], %c8, predicate = %[[LEADER]]
// CHECK-NEXT: nvgpu.mbarrier.init %[[EMPTY]][%c1], %c8, predicate = %[[LEADER]]
// CHECK-NEXT: nvgpu.mbarrier.init %[[EMPTY]][%c2], %c8, predicate = %[[LEADER]]
// CHECK-NEXT: gpu.barrier
// Prologue: tiles 0 and 1, first round: parity 1 passes on fresh barriers.
// CHECK: scf.if %[[LEADER]] {
// CHECK-NEXT: nvgpu.mbarrier.try_wait.parity %[[EMPTY]][%c0], %true
// CHECK-NEXT: nvgpu.mbarrier.arrive.expect_tx %[[FULL]][%c0], %c32768, predicate = %[[LEADER]]
// CHECK: scf.if %[[LEADER]] {
// CHECK-NEXT: nvgpu.mbarrier.try_wait.parity %[[EMPTY]][%c1], %true
// Steady state.
// CHECK: scf.for %[[T:.*]] = %c0 to %c10 step %c1
// CHECK-NOT: gpu.barrier
// CHECK: nvgpu.mbarrier.try_wait.parity %[[FULL]]
// CHECK: nvgpu.warpgroup.mma {{.*}} {transposeB} :
// CHECK-NEXT: %[[J:.*]] = arith.addi %[[T]], %c2 : index
// CHECK-NEXT: %[[SLOT:.*]] = arith.remui %[[J]], %c3 : index
// CHECK-NEXT: %[[NOTFIRST:.*]] = arith.cmpi ne, %[[T]], %c0 : index
// CHECK-NEXT: %[[LANE:.*]] = arith.remui %thread_id_x, %c32 : index
// CHECK-NEXT: %[[LANE0:.*]] = arith.cmpi eq, %[[LANE]], %c0 : index
// CHECK-NEXT: %[[ARRIVES:.*]] = arith.andi %[[NOTFIRST]], %[[LANE0]] : i1
// CHECK-NEXT: nvgpu.mbarrier.arrive.expect_tx %[[EMPTY]][%[[SLOT]]], %c0, predicate = %[[ARRIVES]]
// CHECK-NEXT: %[[ROUND:.*]] = arith.divui %[[J]], %c3 : index
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[ROUND]], %c1 : index
// CHECK-NEXT: %[[PH:.*]] = arith.remui %[[NEXT]], %c2 : index
// CHECK-NEXT: %[[PAR:.*]] = arith.index_cast %[[PH]] : index to i1
// CHECK-NOT: gpu.barrier
// CHECK: scf.if %[[LEADER]] {
// CHECK-NEXT: nvgpu.mbarrier.try_wait.parity %[[EMPTY]][%[[SLOT]]], %[[PAR]]
// CHECK-NEXT: nvgpu.mbarrier.arrive.expect_tx %[[FULL]][%[[SLOT]]], %c32768
// CHECK-COUNT-3: nvgpu.tma.async.load {{.*}}, %[[FULL]][%[[SLOT]]] to
// CHECK: scf.yield
// Epilogue: tiles 10 and 11 release tiles 9 and 10; no refill.
// CHECK-NOT: gpu.barrier
// CHECK: nvgpu.warpgroup.mma
// CHECK-NEXT: %[[E0:.*]] = arith.remui %thread_id_x, %c32 : index
// CHECK-NEXT: %[[E1:.*]] = arith.cmpi eq, %[[E0]], %c0 : index
// CHECK-NEXT: nvgpu.mbarrier.arrive.expect_tx %[[EMPTY]][%c0], %c0, predicate = %[[E1]]
// CHECK: nvgpu.warpgroup.mma
// CHECK-NEXT: nvgpu.mbarrier.arrive.expect_tx %[[EMPTY]][%c1], %c0, predicate = %[[E1]]
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NOT: nvgpu.tma.async.load
// CHECK: nvgpu.warpgroup.mma.store
