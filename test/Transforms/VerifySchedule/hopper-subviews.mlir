// The Hopper verifier tracks the exact shared bytes of every copy and read,
// through memref.subview: a slot refilled by two copies into its halves is
// refilled; a slot refilled by one copy into its top half holds stale data
// in the bottom half. A 2-slot loop that reads tile t from slot t mod 2 and
// refills the slot with tile t + 2 (prefetch distance 2), 128 threads.
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null

// Valid: both halves refilled (two copies through subviews, 8192 bytes).
!smem = memref<64x64xbf16, #gpu.address_space<workgroup>>
!half = memref<32x64xbf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
!half2 = memref<32x64xbf16, strided<[64, 1], offset: 2048>, #gpu.address_space<workgroup>>
!tile = !nvgpu.tensormap.descriptor<tensor = !smem, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!halftile = !nvgpu.tensormap.descriptor<tensor = memref<32x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
gpu.module @refilled_in_full {
  gpu.func @k(%A: !tile, %H: !halftile, %out: memref<128x8xbf16>) kernel
      attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c4096 = arith.constant 4096 : index
    %c8192 = arith.constant 8192 : index
    %ticks = arith.constant 10000000 : index
    %cst = arith.constant 0.000000e+00 : bf16
    %tid = gpu.thread_id x
    %row = arith.remui %tid, %c64 : index
    %leader = arith.cmpi eq, %tid, %c0 : index
    %mem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %bar = nvgpu.mbarrier.create -> !bars
    nvgpu.mbarrier.init %bar[%c0], %c1, predicate = %leader : !bars
    nvgpu.mbarrier.init %bar[%c1], %c1, predicate = %leader : !bars
    gpu.barrier
    // Tiles 0 and 1 into slots 0 and 1.
    %v0 = memref.view %mem[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to !smem
    nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c8192, predicate = %leader : !bars
    nvgpu.tma.async.load %A[%c0, %c0], %bar[%c0] to %v0, predicate = %leader : !tile, !bars -> !smem
    %v1 = memref.view %mem[%c8192][] : memref<?xi8, #gpu.address_space<workgroup>> to !smem
    nvgpu.mbarrier.arrive.expect_tx %bar[%c1], %c8192, predicate = %leader : !bars
    nvgpu.tma.async.load %A[%c64, %c0], %bar[%c1] to %v1, predicate = %leader : !tile, !bars -> !smem
    // Tile t from slot t mod 2, then the slot refilled with tile t + 2.
    %sum = scf.for %t = %c0 to %c2 step %c1 iter_args(%acc = %cst) -> (bf16) {
      %s = arith.remui %t, %c2 : index
      %off = arith.muli %s, %c8192 : index
      %v = memref.view %mem[%off][] : memref<?xi8, #gpu.address_space<workgroup>> to !smem
      %round = arith.divui %t, %c2 : index
      %ph = arith.remui %round, %c2 : index
      %parity = arith.index_cast %ph : index to i1
      nvgpu.mbarrier.try_wait.parity %bar[%s], %parity, %ticks : !bars
      %x = memref.load %v[%row, %c0] : !smem
      %acc2 = arith.addf %acc, %x : bf16
      gpu.barrier
      %t2 = arith.addi %t, %c2 : index
      %k = arith.muli %t2, %c64 : index
      nvgpu.mbarrier.arrive.expect_tx %bar[%s], %c8192, predicate = %leader : !bars
      %top = memref.subview %v[0, 0] [32, 64] [1, 1] : !smem to !half
      nvgpu.tma.async.load %H[%c0, %k], %bar[%s] to %top, predicate = %leader : !halftile, !bars -> !half
      %bottom = memref.subview %v[32, 0] [32, 64] [1, 1] : !smem to !half2
      %k2 = arith.addi %k, %c32 : index
      nvgpu.tma.async.load %H[%c0, %k2], %bar[%s] to %bottom, predicate = %leader : !halftile, !bars -> !half2
      scf.yield %acc2 : bf16
    }
    // Tiles 2 and 3: phase 1 of each barrier.
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %true, %ticks : !bars
    %e0 = memref.load %v0[%row, %c0] : !smem
    nvgpu.mbarrier.try_wait.parity %bar[%c1], %true, %ticks : !bars
    %e1 = memref.load %v1[%row, %c0] : !smem
    %r0 = arith.addf %sum, %e0 : bf16
    %r1 = arith.addf %r0, %e1 : bf16
    memref.store %r1, %out[%tid, %c0] : memref<128x8xbf16>
    gpu.return
  }
}

// -----

// Planted: only the top half refilled (4096 bytes announced and copied): the
// bottom half still holds tile 0, which every thread read and released.
!smem = memref<64x64xbf16, #gpu.address_space<workgroup>>
!half = memref<32x64xbf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
!half2 = memref<32x64xbf16, strided<[64, 1], offset: 2048>, #gpu.address_space<workgroup>>
!tile = !nvgpu.tensormap.descriptor<tensor = !smem, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!halftile = !nvgpu.tensormap.descriptor<tensor = memref<32x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
gpu.module @half_refilled {
  gpu.func @k(%A: !tile, %H: !halftile, %out: memref<128x8xbf16>) kernel
      attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c4096 = arith.constant 4096 : index
    %c8192 = arith.constant 8192 : index
    %ticks = arith.constant 10000000 : index
    %cst = arith.constant 0.000000e+00 : bf16
    %tid = gpu.thread_id x
    %row = arith.remui %tid, %c64 : index
    %leader = arith.cmpi eq, %tid, %c0 : index
    %mem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %bar = nvgpu.mbarrier.create -> !bars
    nvgpu.mbarrier.init %bar[%c0], %c1, predicate = %leader : !bars
    nvgpu.mbarrier.init %bar[%c1], %c1, predicate = %leader : !bars
    gpu.barrier
    // Tiles 0 and 1 into slots 0 and 1.
    %v0 = memref.view %mem[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to !smem
    nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c8192, predicate = %leader : !bars
    nvgpu.tma.async.load %A[%c0, %c0], %bar[%c0] to %v0, predicate = %leader : !tile, !bars -> !smem
    %v1 = memref.view %mem[%c8192][] : memref<?xi8, #gpu.address_space<workgroup>> to !smem
    nvgpu.mbarrier.arrive.expect_tx %bar[%c1], %c8192, predicate = %leader : !bars
    nvgpu.tma.async.load %A[%c64, %c0], %bar[%c1] to %v1, predicate = %leader : !tile, !bars -> !smem
    // Tile t from slot t mod 2, then the slot refilled with tile t + 2.
    %sum = scf.for %t = %c0 to %c2 step %c1 iter_args(%acc = %cst) -> (bf16) {
      %s = arith.remui %t, %c2 : index
      %off = arith.muli %s, %c8192 : index
      %v = memref.view %mem[%off][] : memref<?xi8, #gpu.address_space<workgroup>> to !smem
      %round = arith.divui %t, %c2 : index
      %ph = arith.remui %round, %c2 : index
      %parity = arith.index_cast %ph : index to i1
      nvgpu.mbarrier.try_wait.parity %bar[%s], %parity, %ticks : !bars
      %x = memref.load %v[%row, %c0] : !smem
      %acc2 = arith.addf %acc, %x : bf16
      gpu.barrier
      %t2 = arith.addi %t, %c2 : index
      %k = arith.muli %t2, %c64 : index
      nvgpu.mbarrier.arrive.expect_tx %bar[%s], %c4096, predicate = %leader : !bars
      %top = memref.subview %v[0, 0] [32, 64] [1, 1] : !smem to !half
      nvgpu.tma.async.load %H[%c0, %k], %bar[%s] to %top, predicate = %leader : !halftile, !bars -> !half
      scf.yield %acc2 : bf16
    }
    // Tiles 2 and 3: phase 1 of each barrier.
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %true, %ticks : !bars
    // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): reads shared bytes [0, 8192) whose bytes [4096, 8192) every thread already read and released, and no copy refilled them since (a copy into part of a slot leaves the rest stale) (outside the K-loop)}}
    %e0 = memref.load %v0[%row, %c0] : !smem
    nvgpu.mbarrier.try_wait.parity %bar[%c1], %true, %ticks : !bars
    %e1 = memref.load %v1[%row, %c0] : !smem
    %r0 = arith.addf %sum, %e0 : bf16
    %r1 = arith.addf %r0, %e1 : bf16
    memref.store %r1, %out[%tid, %c0] : memref<128x8xbf16>
    gpu.return
  }
}

// -----

// Planted: the bottom copy starts at row 16 instead of 32: rows 16-31 are
// written by both copies of the phase (and rows 48-63 by neither).
!smem = memref<64x64xbf16, #gpu.address_space<workgroup>>
!half = memref<32x64xbf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
!half3 = memref<32x64xbf16, strided<[64, 1], offset: 1024>, #gpu.address_space<workgroup>>
!tile = !nvgpu.tensormap.descriptor<tensor = !smem, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!halftile = !nvgpu.tensormap.descriptor<tensor = memref<32x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
gpu.module @halves_overlap {
  gpu.func @k(%A: !tile, %H: !halftile, %out: memref<128x8xbf16>) kernel
      attributes {cdna4pipe.dynamic_shared_bytes = 16384 : i64, known_block_size = array<i32: 128, 1, 1>} {
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c4096 = arith.constant 4096 : index
    %c8192 = arith.constant 8192 : index
    %ticks = arith.constant 10000000 : index
    %cst = arith.constant 0.000000e+00 : bf16
    %tid = gpu.thread_id x
    %row = arith.remui %tid, %c64 : index
    %leader = arith.cmpi eq, %tid, %c0 : index
    %mem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %bar = nvgpu.mbarrier.create -> !bars
    nvgpu.mbarrier.init %bar[%c0], %c1, predicate = %leader : !bars
    nvgpu.mbarrier.init %bar[%c1], %c1, predicate = %leader : !bars
    gpu.barrier
    // Tiles 0 and 1 into slots 0 and 1.
    %v0 = memref.view %mem[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to !smem
    nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c8192, predicate = %leader : !bars
    nvgpu.tma.async.load %A[%c0, %c0], %bar[%c0] to %v0, predicate = %leader : !tile, !bars -> !smem
    %v1 = memref.view %mem[%c8192][] : memref<?xi8, #gpu.address_space<workgroup>> to !smem
    nvgpu.mbarrier.arrive.expect_tx %bar[%c1], %c8192, predicate = %leader : !bars
    nvgpu.tma.async.load %A[%c64, %c0], %bar[%c1] to %v1, predicate = %leader : !tile, !bars -> !smem
    // Tile t from slot t mod 2, then the slot refilled with tile t + 2.
    %sum = scf.for %t = %c0 to %c2 step %c1 iter_args(%acc = %cst) -> (bf16) {
      %s = arith.remui %t, %c2 : index
      %off = arith.muli %s, %c8192 : index
      %v = memref.view %mem[%off][] : memref<?xi8, #gpu.address_space<workgroup>> to !smem
      %round = arith.divui %t, %c2 : index
      %ph = arith.remui %round, %c2 : index
      %parity = arith.index_cast %ph : index to i1
      nvgpu.mbarrier.try_wait.parity %bar[%s], %parity, %ticks : !bars
      %x = memref.load %v[%row, %c0] : !smem
      %acc2 = arith.addf %acc, %x : bf16
      gpu.barrier
      %t2 = arith.addi %t, %c2 : index
      %k = arith.muli %t2, %c64 : index
      nvgpu.mbarrier.arrive.expect_tx %bar[%s], %c8192, predicate = %leader : !bars
      %top = memref.subview %v[0, 0] [32, 64] [1, 1] : !smem to !half
      nvgpu.tma.async.load %H[%c0, %k], %bar[%s] to %top, predicate = %leader : !halftile, !bars -> !half
      %bottom = memref.subview %v[16, 0] [32, 64] [1, 1] : !smem to !half3
      %k2 = arith.addi %k, %c32 : index
      // expected-error @+1 {{cdna4pipe-verify-schedule (sm90a): copy overwrites shared bytes [2048, 6144) that another copy completing in the same phase also writes: the two writes race (in K-loop iteration 0)}}
      nvgpu.tma.async.load %H[%c0, %k2], %bar[%s] to %bottom, predicate = %leader : !halftile, !bars -> !half3
      scf.yield %acc2 : bf16
    }
    // Tiles 2 and 3: phase 1 of each barrier.
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %true, %ticks : !bars
    %e0 = memref.load %v0[%row, %c0] : !smem
    nvgpu.mbarrier.try_wait.parity %bar[%c1], %true, %ticks : !bars
    %e1 = memref.load %v1[%row, %c0] : !smem
    %r0 = arith.addf %sum, %e0 : bf16
    %r1 = arith.addf %r0, %e1 : bf16
    memref.store %r1, %out[%tid, %c0] : memref<128x8xbf16>
    gpu.return
  }
}
