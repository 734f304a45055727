// Hopper loops the pipeliner rejects or leaves alone, each with its reason.
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-software-pipeline=num-stages=2 -verify-diagnostics
// RUN: cdna4-gemm-gen --target sm90a --schedule pipelined --m 256 --n 256 --k 512 --tile 256x256x64 \
// RUN:   | not cdna4-opt --cdna4pipe-software-pipeline=num-stages=4 2>&1 | FileCheck %s --check-prefix=SMEM
// SMEM: error: cdna4pipe-software-pipeline: shared-memory footprint after 4x multi-buffering is 262144 bytes, over the 232448 bytes (227 KiB) of sm90a

!bar1 = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!bar2 = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!tile = memref<64x64xbf16, #gpu.address_space<workgroup>>
!dyn = memref<?xi8, #gpu.address_space<workgroup>>

// The plain loop must use one barrier: the pipeliner gives it one per slot.
gpu.module @two_barriers {
  gpu.func @k(%m: !map, %out: memref<64x8xbf16>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %bytes = arith.constant 8192 : index
    %ticks = arith.constant 1000 : index
    %false = arith.constant false
    %dyn = gpu.dynamic_shared_memory : !dyn
    %tile = memref.view %dyn[%c0][] : !dyn to !tile
    // expected-remark @below {{loop left untouched: the plain loop must use one barrier (it gets one per slot)}}
    %bar = nvgpu.mbarrier.create -> !bar2
    nvgpu.mbarrier.init %bar[%c0], %c1 : !bar2
    %zero = arith.constant 0.0 : bf16
    %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (bf16) {
      %row = arith.muli %i, %c64 : index
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar2
      nvgpu.tma.async.load %m[%c0, %row], %bar[%c0] to %tile : !map, !bar2 -> !tile
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bar2
      %v = memref.load %tile[%c0, %c0] : !tile
      %next = arith.addf %acc, %v : bf16
      gpu.barrier
      scf.yield %next : bf16
    }
    memref.store %sum, %out[%c0, %c0] : memref<64x8xbf16>
    gpu.return
  }
}

// -----

!bar1 = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!tile = memref<64x64xbf16, #gpu.address_space<workgroup>>

// Tiles are views of the dynamic shared block (laid out again with slots),
// not static workgroup attributions.
gpu.module @attribution {
  gpu.func @k(%m: !map, %out: memref<64x8xbf16>) workgroup(%tile: !tile) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %bytes = arith.constant 8192 : index
    %ticks = arith.constant 1000 : index
    %false = arith.constant false
    %bar = nvgpu.mbarrier.create -> !bar1
    nvgpu.mbarrier.init %bar[%c0], %c1 : !bar1
    %zero = arith.constant 0.0 : bf16
    %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (bf16) {
      %row = arith.muli %i, %c64 : index
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar1
      // expected-remark @below {{loop left untouched: a copied tile is not a memref.view of the one gpu.dynamic_shared_memory block}}
      nvgpu.tma.async.load %m[%c0, %row], %bar[%c0] to %tile : !map, !bar1 -> !tile
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bar1
      %v = memref.load %tile[%c0, %c0] : !tile
      %next = arith.addf %acc, %v : bf16
      gpu.barrier
      scf.yield %next : bf16
    }
    memref.store %sum, %out[%c0, %c0] : memref<64x8xbf16>
    gpu.return
  }
}

// -----

!bar1 = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!tile = memref<64x64xbf16, #gpu.address_space<workgroup>>
!dyn = memref<?xi8, #gpu.address_space<workgroup>>

// A barrier initialised twice before the loop.
gpu.module @two_inits {
  gpu.func @k(%m: !map, %out: memref<64x8xbf16>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %bytes = arith.constant 8192 : index
    %ticks = arith.constant 1000 : index
    %false = arith.constant false
    %dyn = gpu.dynamic_shared_memory : !dyn
    %tile = memref.view %dyn[%c0][] : !dyn to !tile
    // expected-remark @below {{loop left untouched: the barrier group has 2 inits before the loop; expected exactly one}}
    %bar = nvgpu.mbarrier.create -> !bar1
    nvgpu.mbarrier.init %bar[%c0], %c1 : !bar1
    nvgpu.mbarrier.init %bar[%c0], %c1 : !bar1
    %zero = arith.constant 0.0 : bf16
    %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (bf16) {
      %row = arith.muli %i, %c64 : index
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar1
      nvgpu.tma.async.load %m[%c0, %row], %bar[%c0] to %tile : !map, !bar1 -> !tile
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bar1
      %v = memref.load %tile[%c0, %c0] : !tile
      %next = arith.addf %acc, %v : bf16
      gpu.barrier
      scf.yield %next : bf16
    }
    memref.store %sum, %out[%c0, %c0] : memref<64x8xbf16>
    gpu.return
  }
}
