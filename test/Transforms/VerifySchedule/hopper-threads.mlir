// The Hopper verifier follows every thread: `scf.if` splits the block's
// threads (here the copy issuer, thread 0, and the rest), predicates on
// arrive.expect_tx, TMA copies and inits are evaluated per thread, arrivals
// are counted against the init count, inits must be published by a
// gpu.barrier before other threads use the barrier. The valid kernel is
// hopper.mlir's (2 slots, 4 tiles, 128 threads); each case changes it.
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null

// Planted: the loop's arrive.expect_tx lost its predicate: every thread
// arrives (and announces the bytes) on a barrier that counts one arrival.
  gpu.module @expect_tx_every_thread {
    gpu.func @k(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg1: memref<64x8xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
      %true = arith.constant true
      %c3 = arith.constant 3 : index
      %c10000000 = arith.constant 10000000 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c64 = arith.constant 64 : index
      %c8192 = arith.constant 8192 : index
      %cst = arith.constant 0.000000e+00 : bf16
      %thread_id_x = gpu.thread_id  x
      %0 = arith.cmpi eq, %thread_id_x, %c0 : index
      %1 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %2 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c0], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c1], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      gpu.barrier
      nvgpu.mbarrier.arrive.expect_tx %2[%c0], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view = memref.view %1[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %arg0[%c0, %c0], %2[%c0] to %view, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
      %3 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %cst) -> (bf16) {
        gpu.barrier
        %6 = arith.addi %arg2, %c1 : index
        %7 = arith.remui %6, %c2 : index
        // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): 128 arrivals on barrier 1 exceed its count 1 before its phase 0 completes (in K-loop iteration 0); it is executed by 128 threads (every thread), one arrival each}}
        nvgpu.mbarrier.arrive.expect_tx %2[%7], %c8192 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        %8 = arith.muli %7, %c8192 : index
        %view_1 = memref.view %1[%8][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %9 = arith.muli %6, %c64 : index
        nvgpu.tma.async.load %arg0[%c0, %9], %2[%7] to %view_1, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
        %10 = arith.divui %arg2, %c2 : index
        %11 = arith.remui %10, %c2 : index
        %12 = arith.index_cast %11 : index to i1
        %13 = arith.remui %arg2, %c2 : index
        nvgpu.mbarrier.try_wait.parity %2[%13], %12, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        %14 = arith.muli %13, %c8192 : index
        %view_2 = memref.view %1[%14][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %15 = memref.load %view_2[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
        %16 = arith.addf %arg3, %15 : bf16
        scf.yield %16 : bf16
      }
      gpu.barrier
      nvgpu.mbarrier.try_wait.parity %2[%c1], %true, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view_0 = memref.view %1[%c8192][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      %4 = memref.load %view_0[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
      %5 = arith.addf %3, %4 : bf16
      memref.store %5, %arg1[%c0, %c0] : memref<64x8xbf16>
      gpu.return
    }
  }

// -----

// -----

// Planted: the loop's TMA copy lost its predicate: every thread issues it.
  gpu.module @copy_every_thread {
    gpu.func @k(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg1: memref<64x8xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
      %true = arith.constant true
      %c3 = arith.constant 3 : index
      %c10000000 = arith.constant 10000000 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c64 = arith.constant 64 : index
      %c8192 = arith.constant 8192 : index
      %cst = arith.constant 0.000000e+00 : bf16
      %thread_id_x = gpu.thread_id  x
      %0 = arith.cmpi eq, %thread_id_x, %c0 : index
      %1 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %2 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c0], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c1], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      gpu.barrier
      nvgpu.mbarrier.arrive.expect_tx %2[%c0], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view = memref.view %1[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %arg0[%c0, %c0], %2[%c0] to %view, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
      %3 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %cst) -> (bf16) {
        gpu.barrier
        %6 = arith.addi %arg2, %c1 : index
        %7 = arith.remui %6, %c2 : index
        nvgpu.mbarrier.arrive.expect_tx %2[%7], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        %8 = arith.muli %7, %c8192 : index
        %view_1 = memref.view %1[%8][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %9 = arith.muli %6, %c64 : index
        // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): TMA copy issued by 128 threads (every thread): each issues the whole copy, so its bytes complete on barrier 1 128 times and the writes race; predicate it on one thread (in K-loop iteration 0)}}
        nvgpu.tma.async.load %arg0[%c0, %9], %2[%7] to %view_1 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
        %10 = arith.divui %arg2, %c2 : index
        %11 = arith.remui %10, %c2 : index
        %12 = arith.index_cast %11 : index to i1
        %13 = arith.remui %arg2, %c2 : index
        nvgpu.mbarrier.try_wait.parity %2[%13], %12, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        %14 = arith.muli %13, %c8192 : index
        %view_2 = memref.view %1[%14][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %15 = memref.load %view_2[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
        %16 = arith.addf %arg3, %15 : bf16
        scf.yield %16 : bf16
      }
      gpu.barrier
      nvgpu.mbarrier.try_wait.parity %2[%c1], %true, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view_0 = memref.view %1[%c8192][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      %4 = memref.load %view_0[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
      %5 = arith.addf %3, %4 : bf16
      memref.store %5, %arg1[%c0, %c0] : memref<64x8xbf16>
      gpu.return
    }
  }

// -----

// -----

// Valid: the copy issuer's expect_tx and copy inside a leader-only branch
// (no predicates).
  gpu.module @leader_branch_copy {
    gpu.func @k(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg1: memref<64x8xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
      %true = arith.constant true
      %c3 = arith.constant 3 : index
      %c10000000 = arith.constant 10000000 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c64 = arith.constant 64 : index
      %c8192 = arith.constant 8192 : index
      %cst = arith.constant 0.000000e+00 : bf16
      %thread_id_x = gpu.thread_id  x
      %0 = arith.cmpi eq, %thread_id_x, %c0 : index
      %1 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %2 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c0], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c1], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      gpu.barrier
      nvgpu.mbarrier.arrive.expect_tx %2[%c0], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view = memref.view %1[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %arg0[%c0, %c0], %2[%c0] to %view, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
      %3 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %cst) -> (bf16) {
        gpu.barrier
        %6 = arith.addi %arg2, %c1 : index
        %7 = arith.remui %6, %c2 : index
        %8 = arith.muli %7, %c8192 : index
        %view_1 = memref.view %1[%8][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %9 = arith.muli %6, %c64 : index
        scf.if %0 {
          nvgpu.mbarrier.arrive.expect_tx %2[%7], %c8192 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
          nvgpu.tma.async.load %arg0[%c0, %9], %2[%7] to %view_1 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
        }
        %10 = arith.divui %arg2, %c2 : index
        %11 = arith.remui %10, %c2 : index
        %12 = arith.index_cast %11 : index to i1
        %13 = arith.remui %arg2, %c2 : index
        nvgpu.mbarrier.try_wait.parity %2[%13], %12, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        %14 = arith.muli %13, %c8192 : index
        %view_2 = memref.view %1[%14][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %15 = memref.load %view_2[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
        %16 = arith.addf %arg3, %15 : bf16
        scf.yield %16 : bf16
      }
      gpu.barrier
      nvgpu.mbarrier.try_wait.parity %2[%c1], %true, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view_0 = memref.view %1[%c8192][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      %4 = memref.load %view_0[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
      %5 = arith.addf %3, %4 : bf16
      memref.store %5, %arg1[%c0, %c0] : memref<64x8xbf16>
      gpu.return
    }
  }

// -----

// -----

// Planted: the full-barrier wait inside a branch that only thread 0 takes;
// the other threads read the slot without waiting.
  gpu.module @leader_only_wait {
    gpu.func @k(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg1: memref<64x8xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
      %true = arith.constant true
      %c3 = arith.constant 3 : index
      %c10000000 = arith.constant 10000000 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c64 = arith.constant 64 : index
      %c8192 = arith.constant 8192 : index
      %cst = arith.constant 0.000000e+00 : bf16
      %thread_id_x = gpu.thread_id  x
      %0 = arith.cmpi eq, %thread_id_x, %c0 : index
      %1 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %2 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c0], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c1], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      gpu.barrier
      nvgpu.mbarrier.arrive.expect_tx %2[%c0], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view = memref.view %1[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %arg0[%c0, %c0], %2[%c0] to %view, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
      %3 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %cst) -> (bf16) {
        gpu.barrier
        %6 = arith.addi %arg2, %c1 : index
        %7 = arith.remui %6, %c2 : index
        nvgpu.mbarrier.arrive.expect_tx %2[%7], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        %8 = arith.muli %7, %c8192 : index
        %view_1 = memref.view %1[%8][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %9 = arith.muli %6, %c64 : index
        nvgpu.tma.async.load %arg0[%c0, %9], %2[%7] to %view_1, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
        %10 = arith.divui %arg2, %c2 : index
        %11 = arith.remui %10, %c2 : index
        %12 = arith.index_cast %11 : index to i1
        %13 = arith.remui %arg2, %c2 : index
        scf.if %0 {
          nvgpu.mbarrier.try_wait.parity %2[%13], %12, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        }
        %14 = arith.muli %13, %c8192 : index
        %view_2 = memref.view %1[%14][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): reads shared bytes [0, 8192) before threads 1-127 waited for the copy that fills them (barrier 0, phase 0: observed by thread 0, and no gpu.barrier shared it since) (in K-loop iteration 0)}}
        %15 = memref.load %view_2[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
        %16 = arith.addf %arg3, %15 : bf16
        scf.yield %16 : bf16
      }
      gpu.barrier
      nvgpu.mbarrier.try_wait.parity %2[%c1], %true, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view_0 = memref.view %1[%c8192][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      %4 = memref.load %view_0[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
      %5 = arith.addf %3, %4 : bf16
      memref.store %5, %arg1[%c0, %c0] : memref<64x8xbf16>
      gpu.return
    }
  }

// -----

// -----

// Valid: thread 0 waits, then a gpu.barrier shares what it observed.
  gpu.module @leader_wait_then_barrier {
    gpu.func @k(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg1: memref<64x8xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
      %true = arith.constant true
      %c3 = arith.constant 3 : index
      %c10000000 = arith.constant 10000000 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c64 = arith.constant 64 : index
      %c8192 = arith.constant 8192 : index
      %cst = arith.constant 0.000000e+00 : bf16
      %thread_id_x = gpu.thread_id  x
      %0 = arith.cmpi eq, %thread_id_x, %c0 : index
      %1 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %2 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c0], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c1], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      gpu.barrier
      nvgpu.mbarrier.arrive.expect_tx %2[%c0], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view = memref.view %1[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %arg0[%c0, %c0], %2[%c0] to %view, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
      %3 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %cst) -> (bf16) {
        gpu.barrier
        %6 = arith.addi %arg2, %c1 : index
        %7 = arith.remui %6, %c2 : index
        nvgpu.mbarrier.arrive.expect_tx %2[%7], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        %8 = arith.muli %7, %c8192 : index
        %view_1 = memref.view %1[%8][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %9 = arith.muli %6, %c64 : index
        nvgpu.tma.async.load %arg0[%c0, %9], %2[%7] to %view_1, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
        %10 = arith.divui %arg2, %c2 : index
        %11 = arith.remui %10, %c2 : index
        %12 = arith.index_cast %11 : index to i1
        %13 = arith.remui %arg2, %c2 : index
        scf.if %0 {
          nvgpu.mbarrier.try_wait.parity %2[%13], %12, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        }
        gpu.barrier
        %14 = arith.muli %13, %c8192 : index
        %view_2 = memref.view %1[%14][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %15 = memref.load %view_2[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
        %16 = arith.addf %arg3, %15 : bf16
        scf.yield %16 : bf16
      }
      gpu.barrier
      nvgpu.mbarrier.try_wait.parity %2[%c1], %true, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view_0 = memref.view %1[%c8192][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      %4 = memref.load %view_0[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
      %5 = arith.addf %3, %4 : bf16
      memref.store %5, %arg1[%c0, %c0] : memref<64x8xbf16>
      gpu.return
    }
  }

// -----

// -----

// Planted: the full barriers count 2 arrivals, but one thread announces each
// phase: no phase ever completes.
  gpu.module @init_count_unreachable {
    gpu.func @k(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg1: memref<64x8xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
      %true = arith.constant true
      %c3 = arith.constant 3 : index
      %c10000000 = arith.constant 10000000 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c64 = arith.constant 64 : index
      %c8192 = arith.constant 8192 : index
      %cst = arith.constant 0.000000e+00 : bf16
      %thread_id_x = gpu.thread_id  x
      %0 = arith.cmpi eq, %thread_id_x, %c0 : index
      %1 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %2 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c0], %c2, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c1], %c2, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      gpu.barrier
      nvgpu.mbarrier.arrive.expect_tx %2[%c0], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view = memref.view %1[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %arg0[%c0, %c0], %2[%c0] to %view, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
      %3 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %cst) -> (bf16) {
        gpu.barrier
        %6 = arith.addi %arg2, %c1 : index
        %7 = arith.remui %6, %c2 : index
        nvgpu.mbarrier.arrive.expect_tx %2[%7], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        %8 = arith.muli %7, %c8192 : index
        %view_1 = memref.view %1[%8][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %9 = arith.muli %6, %c64 : index
        nvgpu.tma.async.load %arg0[%c0, %9], %2[%7] to %view_1, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
        %10 = arith.divui %arg2, %c2 : index
        %11 = arith.remui %10, %c2 : index
        %12 = arith.index_cast %11 : index to i1
        %13 = arith.remui %arg2, %c2 : index
        // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): waits for phase 0 of barrier 0, which gets 1 of the 2 arrivals its init count needs: the phase never completes (deadlock) (in K-loop iteration 0)}}
        nvgpu.mbarrier.try_wait.parity %2[%13], %12, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        %14 = arith.muli %13, %c8192 : index
        %view_2 = memref.view %1[%14][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %15 = memref.load %view_2[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
        %16 = arith.addf %arg3, %15 : bf16
        scf.yield %16 : bf16
      }
      gpu.barrier
      nvgpu.mbarrier.try_wait.parity %2[%c1], %true, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view_0 = memref.view %1[%c8192][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      %4 = memref.load %view_0[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
      %5 = arith.addf %3, %4 : bf16
      memref.store %5, %arg1[%c0, %c0] : memref<64x8xbf16>
      gpu.return
    }
  }

// -----

// -----

// Planted: the loop's slot release is a gpu.barrier that only thread 0
// reaches.
  gpu.module @barrier_in_branch {
    gpu.func @k(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg1: memref<64x8xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
      %true = arith.constant true
      %c3 = arith.constant 3 : index
      %c10000000 = arith.constant 10000000 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c64 = arith.constant 64 : index
      %c8192 = arith.constant 8192 : index
      %cst = arith.constant 0.000000e+00 : bf16
      %thread_id_x = gpu.thread_id  x
      %0 = arith.cmpi eq, %thread_id_x, %c0 : index
      %1 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %2 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c0], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c1], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      gpu.barrier
      nvgpu.mbarrier.arrive.expect_tx %2[%c0], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view = memref.view %1[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %arg0[%c0, %c0], %2[%c0] to %view, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
      %3 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %cst) -> (bf16) {
        scf.if %0 {
          // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): gpu.barrier executed by thread 0 only: the other threads never reach it (deadlock; in K-loop iteration 0)}}
          gpu.barrier
        }
        %6 = arith.addi %arg2, %c1 : index
        %7 = arith.remui %6, %c2 : index
        nvgpu.mbarrier.arrive.expect_tx %2[%7], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        %8 = arith.muli %7, %c8192 : index
        %view_1 = memref.view %1[%8][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %9 = arith.muli %6, %c64 : index
        nvgpu.tma.async.load %arg0[%c0, %9], %2[%7] to %view_1, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
        %10 = arith.divui %arg2, %c2 : index
        %11 = arith.remui %10, %c2 : index
        %12 = arith.index_cast %11 : index to i1
        %13 = arith.remui %arg2, %c2 : index
        nvgpu.mbarrier.try_wait.parity %2[%13], %12, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        %14 = arith.muli %13, %c8192 : index
        %view_2 = memref.view %1[%14][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %15 = memref.load %view_2[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
        %16 = arith.addf %arg3, %15 : bf16
        scf.yield %16 : bf16
      }
      gpu.barrier
      nvgpu.mbarrier.try_wait.parity %2[%c1], %true, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view_0 = memref.view %1[%c8192][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      %4 = memref.load %view_0[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
      %5 = arith.addf %3, %4 : bf16
      memref.store %5, %arg1[%c0, %c0] : memref<64x8xbf16>
      gpu.return
    }
  }

// -----

// -----

// Valid: the slot release at the end of the iteration instead of its head;
// the barrier before the loop publishes the inits.
  gpu.module @release_at_loop_end {
    gpu.func @k(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg1: memref<64x8xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
      %true = arith.constant true
      %c3 = arith.constant 3 : index
      %c10000000 = arith.constant 10000000 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c64 = arith.constant 64 : index
      %c8192 = arith.constant 8192 : index
      %cst = arith.constant 0.000000e+00 : bf16
      %thread_id_x = gpu.thread_id  x
      %0 = arith.cmpi eq, %thread_id_x, %c0 : index
      %1 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %2 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c0], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c1], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      gpu.barrier
      nvgpu.mbarrier.arrive.expect_tx %2[%c0], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view = memref.view %1[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %arg0[%c0, %c0], %2[%c0] to %view, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
      %3 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %cst) -> (bf16) {
        %6 = arith.addi %arg2, %c1 : index
        %7 = arith.remui %6, %c2 : index
        nvgpu.mbarrier.arrive.expect_tx %2[%7], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        %8 = arith.muli %7, %c8192 : index
        %view_1 = memref.view %1[%8][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %9 = arith.muli %6, %c64 : index
        nvgpu.tma.async.load %arg0[%c0, %9], %2[%7] to %view_1, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
        %10 = arith.divui %arg2, %c2 : index
        %11 = arith.remui %10, %c2 : index
        %12 = arith.index_cast %11 : index to i1
        %13 = arith.remui %arg2, %c2 : index
        nvgpu.mbarrier.try_wait.parity %2[%13], %12, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        %14 = arith.muli %13, %c8192 : index
        %view_2 = memref.view %1[%14][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %15 = memref.load %view_2[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
        %16 = arith.addf %arg3, %15 : bf16
        gpu.barrier
        scf.yield %16 : bf16
      }
      gpu.barrier
      nvgpu.mbarrier.try_wait.parity %2[%c1], %true, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view_0 = memref.view %1[%c8192][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      %4 = memref.load %view_0[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
      %5 = arith.addf %3, %4 : bf16
      memref.store %5, %arg1[%c0, %c0] : memref<64x8xbf16>
      gpu.return
    }
  }

// -----

// -----

// Planted: the inits after the gpu.barrier that should publish them: the
// threads that did not initialise wait on the barriers before any
// gpu.barrier made the init visible to them.
  gpu.module @init_after_barrier {
    gpu.func @k(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg1: memref<64x8xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
      %true = arith.constant true
      %c3 = arith.constant 3 : index
      %c10000000 = arith.constant 10000000 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c64 = arith.constant 64 : index
      %c8192 = arith.constant 8192 : index
      %cst = arith.constant 0.000000e+00 : bf16
      %thread_id_x = gpu.thread_id  x
      %0 = arith.cmpi eq, %thread_id_x, %c0 : index
      %1 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %2 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      gpu.barrier
      nvgpu.mbarrier.init %2[%c0], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c1], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.arrive.expect_tx %2[%c0], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view = memref.view %1[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %arg0[%c0, %c0], %2[%c0] to %view, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
      %3 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %cst) -> (bf16) {
        %6 = arith.addi %arg2, %c1 : index
        %7 = arith.remui %6, %c2 : index
        nvgpu.mbarrier.arrive.expect_tx %2[%7], %c8192, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        %8 = arith.muli %7, %c8192 : index
        %view_1 = memref.view %1[%8][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %9 = arith.muli %6, %c64 : index
        nvgpu.tma.async.load %arg0[%c0, %9], %2[%7] to %view_1, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
        %10 = arith.divui %arg2, %c2 : index
        %11 = arith.remui %10, %c2 : index
        %12 = arith.index_cast %11 : index to i1
        %13 = arith.remui %arg2, %c2 : index
        // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): waits on barrier 0 in threads 1-127 before a gpu.barrier published its mbarrier.init (by thread 0): they may find it uninitialised (in K-loop iteration 0)}}
        nvgpu.mbarrier.try_wait.parity %2[%13], %12, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
        %14 = arith.muli %13, %c8192 : index
        %view_2 = memref.view %1[%14][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %15 = memref.load %view_2[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
        %16 = arith.addf %arg3, %15 : bf16
        gpu.barrier
        scf.yield %16 : bf16
      }
      gpu.barrier
      nvgpu.mbarrier.try_wait.parity %2[%c1], %true, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %view_0 = memref.view %1[%c8192][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      %4 = memref.load %view_0[%thread_id_x, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>
      %5 = arith.addf %3, %4 : bf16
      memref.store %5, %arg1[%c0, %c0] : memref<64x8xbf16>
      gpu.return
    }
  }

// -----
