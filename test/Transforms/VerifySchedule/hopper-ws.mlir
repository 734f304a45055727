// The warp-specialised persistent sm90a kernel (cdna4-gemm-gen --schedule
// ws-persistent): the producer thread and each consumer warpgroup run
// concurrently, meeting only at the full / empty mbarriers. The verifier
// runs each warpgroup of each side of the role split as its own process
// and interleaves them (each side first once); the persistent tile loop
// runs per block of the known grid, one block per trip count.
//
// Valid: 2, 3, 4 stages; 2 and 1 consumer warpgroups; one and two trip
// counts per grid.
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 256 --tile 128x128x64 --stages 3 --sms 2 -o %t.mlir
// RUN: cdna4-opt %t.mlir --cdna4pipe-verify-schedule=summary=true --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=W2S3
// W2S3: remark: cdna4pipe-verify-schedule (sm90a): schedule verified (block 0 of 2, one per trip count of the persistent loops; 3 thread classes run concurrently: threads 256-383; threads 0-127; threads 128-255; each in turn first, running until it waits for a phase other threads complete)
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 512 --tile 128x128x64 --stages 2 --sms 2 \
// RUN:   | cdna4-opt --cdna4pipe-verify-schedule=summary=true --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFIED
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 512 --tile 128x128x64 --stages 4 --sms 2 \
// RUN:   | cdna4-opt --cdna4pipe-verify-schedule=summary=true --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFIED
// VERIFIED: remark: cdna4pipe-verify-schedule (sm90a): schedule verified (block 0 of 2,
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 512 --tile 64x128x64 --stages 3 --sms 3 \
// RUN:   | cdna4-opt --cdna4pipe-verify-schedule=summary=true --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=W1
// W1: remark: cdna4pipe-verify-schedule (sm90a): schedule verified (blocks 0, 1 of 3, one per trip count of the persistent loops; 2 thread classes run concurrently: threads 128-255; threads 0-127;
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 256 --tile 128x128x64 --stages 3 --sms 3 \
// RUN:   | cdna4-opt --cdna4pipe-verify-schedule=summary=true --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWOCOUNTS
// TWOCOUNTS: remark: cdna4pipe-verify-schedule (sm90a): schedule verified (blocks 0, 2 of 3, one per trip count of the persistent loops;
//
// Planted bugs (each an expected-error at the op; the kernel above: 2
// consumer warpgroups, 3 slots, 4 tiles of 4 K-steps per block).
//
// 1. The producer's empty-barrier parity is not flipped for the first round
//    ((i / S) mod 2 instead of (i / S + 1) mod 2): it waits for a release
//    that comes only after the copy it has not issued yet.
// RUN: sed -e '/setmaxregister  decrease/,/} else {/{' \
// RUN:   -e 's/= arith.addi \(%[0-9]*\), %c1 : index$/= arith.addi \1, %c0 : index/' \
// RUN:   -e '/try_wait.parity/i\// expected-error @+1 {{waits forever for phase 0 of consumer-release barrier 0 (0 of 2 arrivals): every unfinished thread is blocked (deadlock; thread 256, in K-loop iteration 0, outer loop at 0, block 0); threads 0-127 wait(s) for phase 0 of barrier 0 (0 of 1 arrivals)}}' \
// RUN:   -e '}' %t.mlir | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
//
// 2. A consumer releases the wrong slot: (i + 1) mod S instead of
//    (i + S - 1) mod S. Within a tile it is even early enough, but the
//    empty barriers then get two releases from one warpgroup before the
//    other warpgroup's: a fast warpgroup completes a phase alone while the
//    slow one's MMA still reads the slot the producer refills.
// RUN: sed -e '/nvgpu.warpgroup.mma /{n;s/%c2 : index/%c1 : index/}' \
// RUN:   -e '/tma.async.load .* to %view :/i\// expected-error @+1 {{copy overwrites shared bytes [0, 16384) that the warpgroup MMA group issued in K-loop iteration 3, outer loop at 0, block 0 still reads: no wgmma wait retired it before the slot was released (in K-loop iteration 2, outer loop at 2, block 0)}}' \
// RUN:   %t.mlir | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
// 2b. ... or i mod S, the slot its MMA in flight still reads: the producer
//    waits for a release that needs the copy it has not issued (deadlock).
// RUN: sed -e '/nvgpu.warpgroup.mma /{n;s/%c2 : index/%c3 : index/}' \
// RUN:   -e '/setmaxregister  decrease/,/} else {/{' \
// RUN:   -e '/try_wait.parity/i\// expected-error @+1 {{waits forever for phase 0 of consumer-release barrier 0 (0 of 2 arrivals): every unfinished thread is blocked (deadlock; thread 256, in K-loop iteration 3, outer loop at 0, block 0)}}' \
// RUN:   -e '}' %t.mlir | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
//
// 3. The empty barriers count 1 arrival, but 2 consumer warpgroups release:
//    one warpgroup's release completes a phase, and the producer refills a
//    slot the other has not read yet ...
// RUN: sed -e 's/\(mbarrier.init %[0-9]*\[%c[0-9]*\]\), %c2,/\1, %c1,/' \
// RUN:   -e '/tma.async.load .* to %view :/i\// expected-error @+1 {{copy overwrites shared bytes [0, 16384) whose previous data was never read: the slot is reused one stage early (in K-loop iteration 3, outer loop at 0, block 0)}}' \
// RUN:   %t.mlir | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
// 3b. ... and with count 3 no phase ever completes.
// RUN: sed -e 's/\(mbarrier.init %[0-9]*\[%c[0-9]*\]\), %c2,/\1, %c3,/' \
// RUN:   -e '/setmaxregister  decrease/,/} else {/{' \
// RUN:   -e '/try_wait.parity/i\// expected-error @+1 {{waits forever for phase 0 of consumer-release barrier 0 (2 of 3 arrivals)}}' \
// RUN:   -e '}' %t.mlir | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
//
// 4. The producer skips arrive.expect_tx: its copies complete on a full
//    barrier phase nobody announced.
// RUN: sed -e '/setmaxregister  decrease/,/} else {/{' -e '/arrive.expect_tx/d' \
// RUN:   -e '/tma.async.load .* to %view :/i\// expected-error @+1 {{copy completes on a barrier with no open phase: no arrive.expect_tx announced its bytes (in K-loop iteration 0, outer loop at 0, block 0)}}' \
// RUN:   -e '}' %t.mlir | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
//
// 5. A consumer releases the tile's last slot before its wgmma.wait_group 0:
//    the release does not cover the MMA still reading it, and the next
//    tile's refill of that slot races with it.
// RUN: sed -e '/nvvm.wgmma.wait.group.sync.aligned 0/{N;N;N;s/\(.*wait.group.sync.aligned 0\)\n\(.*\)\n\(.*\)\n\(.*arrive.expect_tx.*\)/\2\n\3\n\4\n\1/}' \
// RUN:   -e '/tma.async.load .* to %view :/i\// expected-error @+1 {{released the slot (in K-loop iteration 2, outer loop at 2, block 0): threads 0-127 read them, and no gpu.barrier or consumer-release phase that the copying thread waited for released those reads}}' \
// RUN:   %t.mlir | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
//
// 6. MMAs keep two groups in flight: the in-loop release of slot i - 1
//    comes while the MMA reading it may still run.
// RUN: sed -e 's/{transposeB}/{transposeB, waitGroup = 2 : i64}/' \
// RUN:   -e '/tma.async.load .* to %view :/i\// expected-error @+1 {{released the slot (in K-loop iteration 3, outer loop at 0, block 0): threads 0-127 read them}}' \
// RUN:   %t.mlir | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
//
// 7. Only the persistent loop's bounds may depend on the block: a slot index
//    computed from the tile index (not the running K-step count) differs
//    between blocks of one trip count.
// RUN: sed -e '/setmaxregister  decrease/,/} else {/{' \
// RUN:   -e 's/= arith.addi %arg4, %arg5 : index/= arith.addi %arg3, %arg5 : index/' \
// RUN:   -e '/try_wait.parity/i\// expected-error @+1 {{uses a value that depends on gpu.block_id: the proof covers the blocks of a grid by one block per trip}}' \
// RUN:   -e '}' %t.mlir | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
//
// 8. Without known_grid_size the tiles a block runs are unknown.
// RUN: sed -e 's/known_grid_size = array<i32: 2, 1, 1>, //' \
// RUN:   -e '0,/= scf.for .* = %block_id_x to/{/= scf.for .* = %block_id_x to/i\// expected-error @+1 {{a persistent loop (from gpu.block_id) runs a number of times that depends on the grid: the function needs a known_grid_size of at most 1048576 blocks}}' \
// RUN:   -e '}' %t.mlir | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
//
// The planted ws kernels of the H100 sanitizer runs (bench/h100/sanitize.sh,
// docs/Hopper.md) are rejected too.
// RUN: python3 %cdna4pipe_src/bench/h100/plant_sm90.py ws-wrong-slot < %t.mlir \
// RUN:   | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLANTED
// RUN: python3 %cdna4pipe_src/bench/h100/plant_sm90.py ws-release-early < %t.mlir \
// RUN:   | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLANTED
// RUN: python3 %cdna4pipe_src/bench/h100/plant_sm90.py ws-empty-count-1 < %t.mlir \
// RUN:   | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLANTED
// PLANTED: error: cdna4pipe-verify-schedule (sm90a): copy overwrites shared bytes
// PLANTED-NEXT: nvgpu.tma.async.load
