// The Hopper rules of cdna4pipe-verify-schedule on a small TMA pipeline (one
// 64x64 bf16 tile per iteration, 2 slots, 4 iterations: the pass's own output
// for a seed-004-like loop) and on planted bugs, one per rule.
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-verify-schedule -verify-diagnostics
// The generated Hopper kernels verify at every depth.
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 256 --n 256 --k 768 --tile 128x128x64 -o %t.mlir
// RUN: cdna4-opt %t.mlir --cdna4pipe-verify-schedule -o /dev/null
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-verify-schedule -o /dev/null
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline=num-stages=3 --cdna4pipe-verify-schedule -o /dev/null
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline=num-stages=4 --cdna4pipe-verify-schedule -o /dev/null
// The barriers' inits removed: the prologue's expect_tx arrives on a barrier
// that was never initialised.
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline=num-stages=2 | sed '/nvgpu.mbarrier.init/d' \
// RUN:   | not cdna4-opt --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOINIT
// NOINIT: error: cdna4pipe-verify-schedule (sm90a): arrives on a barrier that was never initialised (outside the K-loop)

// The pipelined schedule as the pass writes it (2 slots, 4 tiles): verified.

  gpu.module @valid {
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

// Seed 004: the parity is not flipped when a barrier is reused (always 0).

  gpu.module @parity_not_flipped {
    gpu.func @k(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg1: memref<64x8xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
      %true = arith.constant true
      %false = arith.constant false
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
        // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): waits on barrier 0 with parity 0, but the copies it waits for complete phase 1 (parity 1): the parity is not flipped when the barrier is reused (in K-loop iteration 2)}}
        nvgpu.mbarrier.try_wait.parity %2[%13], %false, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
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

// Seed 004's attempted fix: re-initialising the barrier before reusing it
// (it hangs: the barrier is live).

  gpu.module @reinit_live {
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
        // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): re-initialises barrier 0 while it is live (phases begun: 1, waited for: 1; in K-loop iteration 1)}}
        nvgpu.mbarrier.init %2[%7], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
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

// expect_tx announces half the bytes the copies bring.

  gpu.module @wrong_expect_tx {
    gpu.func @k(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg1: memref<64x8xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
      %true = arith.constant true
      %c3 = arith.constant 3 : index
      %c10000000 = arith.constant 10000000 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c64 = arith.constant 64 : index
      %c8192 = arith.constant 8192 : index
      %c4096 = arith.constant 4096 : index
      %cst = arith.constant 0.000000e+00 : bf16
      %thread_id_x = gpu.thread_id  x
      %0 = arith.cmpi eq, %thread_id_x, %c0 : index
      %1 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %2 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c0], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c1], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      gpu.barrier
      // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): expect_tx announces 4096 bytes, but the copies completing on barrier 0 in phase 0 bring 8192 (in K-loop iteration 0)}}
      nvgpu.mbarrier.arrive.expect_tx %2[%c0], %c4096, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
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

// The next tile is copied into the slot this iteration is about to read.

  gpu.module @slot_early {
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
        %early = arith.remui %arg2, %c2 : index
        %8 = arith.muli %early, %c8192 : index
        %view_1 = memref.view %1[%8][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
        %9 = arith.muli %6, %c64 : index
        // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): copy overwrites shared bytes [0, 8192) whose previous data was never read: the slot is reused one stage early (in K-loop iteration 0)}}
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

// No gpu.barrier releases the slot read in the previous iteration.

  gpu.module @no_release {
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
        // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): copy overwrites shared bytes [0, 8192) read since the last gpu.barrier: its readers have not released the slot (in K-loop iteration 1)}}
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

// The prologue copy completes on barrier 2 of a group of 2.

  gpu.module @id_outside_group {
    gpu.func @k(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg1: memref<64x8xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
      %true = arith.constant true
      %c3 = arith.constant 3 : index
      %c10000000 = arith.constant 10000000 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c64 = arith.constant 64 : index
      %c8192 = arith.constant 8192 : index
      %c4096 = arith.constant 4096 : index
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
      // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): barrier id 2 is outside its group of 2 (outside the K-loop)}}
      nvgpu.tma.async.load %arg0[%c0, %c0], %2[%c2] to %view, predicate = %0 : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
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

// A wait on a barrier before any copy completes on it.

  gpu.module @wait_without_copies {
    gpu.func @k(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg1: memref<64x8xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
      %true = arith.constant true
      %c3 = arith.constant 3 : index
      %c10000000 = arith.constant 10000000 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c64 = arith.constant 64 : index
      %c8192 = arith.constant 8192 : index
      %c4096 = arith.constant 4096 : index
      %cst = arith.constant 0.000000e+00 : bf16
      %thread_id_x = gpu.thread_id  x
      %0 = arith.cmpi eq, %thread_id_x, %c0 : index
      %1 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %2 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c0], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c1], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      gpu.barrier
      // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): waits on a barrier with no copies in flight (outside the K-loop)}}
      nvgpu.mbarrier.try_wait.parity %2[%c1], %true, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
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

// The prologue copy is not announced (no expect_tx before it).

  gpu.module @copy_without_phase {
    gpu.func @k(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg1: memref<64x8xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
      %true = arith.constant true
      %c3 = arith.constant 3 : index
      %c10000000 = arith.constant 10000000 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c64 = arith.constant 64 : index
      %c8192 = arith.constant 8192 : index
      %c4096 = arith.constant 4096 : index
      %cst = arith.constant 0.000000e+00 : bf16
      %thread_id_x = gpu.thread_id  x
      %0 = arith.cmpi eq, %thread_id_x, %c0 : index
      %1 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %2 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c0], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %2[%c1], %c1, predicate = %0 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      gpu.barrier
      %view = memref.view %1[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): copy completes on a barrier with no open phase: no arrive.expect_tx announced its bytes (outside the K-loop)}}
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
