// A hand-written TMA + mbarrier kernel through the sm_90a lowering: one
// bulk tensor copy per iteration completing on a barrier initialised once,
// expect_tx with the tile's bytes, and a wait on the iteration's parity.
// RUN: cdna4-opt %s --pass-pipeline="builtin.module(convert-nvgpu-to-nvvm,convert-scf-to-cf,convert-arith-to-llvm,convert-index-to-llvm,gpu.module(convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=true},reconcile-unrealized-casts))" | FileCheck %s --check-prefix=NVVM
// RUN: cdna4-opt %s --cdna4pipe-to-sm90a=num-stages=1 | FileCheck %s --check-prefix=PTX

!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!tile = memref<64x64xbf16, #gpu.address_space<workgroup>>

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%desc: !llvm.ptr, %out: memref<64x64xbf16>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c64 = arith.constant 64 : index
      %bytes = arith.constant 8192 : index
      %ticks = arith.constant 10000000 : index
      %map = builtin.unrealized_conversion_cast %desc : !llvm.ptr to !map
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %tile = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to !tile
      %bar = nvgpu.mbarrier.create -> !bar
      nvgpu.mbarrier.init %bar[%c0], %c1, predicate = %leader : !bar
      gpu.barrier
      scf.for %i = %c0 to %c8 step %c1 {
        %row = arith.muli %i, %c64 : index
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes, predicate = %leader : !bar
        nvgpu.tma.async.load %map[%c0, %row], %bar[%c0] to %tile, predicate = %leader : !map, !bar -> !tile
        %ph = arith.remui %i, %c2 : index
        %parity = arith.index_cast %ph : index to i1
        nvgpu.mbarrier.try_wait.parity %bar[%c0], %parity, %ticks : !bar
        %v = memref.load %tile[%tid, %c0] : !tile
        memref.store %v, %out[%tid, %i] : memref<64x64xbf16>
        gpu.barrier
      }
      gpu.return
    }
  }
}

// NVVM: llvm.func @copy(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) attributes {gpu.kernel
// NVVM: nvvm.mbarrier.init %{{.*}}, %{{.*}}, predicate = %{{.*}} : !llvm.ptr<3>, i32, i1
// NVVM: nvvm.barrier
// NVVM: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %{{.*}}, predicate = %{{.*}} : !llvm.ptr<3>, i32, i1
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}] predicate = %{{.*}}
// NVVM: nvvm.mbarrier.try_wait.parity %{{.*}}, %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32, i32
// NVVM-NOT: nvgpu.

// PTX: .extern .shared .align 1024 .b8 __dynamic_shmem__0[];
// PTX-SAME: .visible .entry copy(
// PTX-SAME: @%p{{[0-9]+}} mbarrier.init.shared.b64 [[BAR:\[%r[0-9]+\]]], {{%r[0-9]+}};
// PTX-SAME: bar.sync
// PTX-SAME: @%p{{[0-9]+}} mbarrier.arrive.expect_tx.shared.b64 _, [[BAR]]
// PTX-SAME: @%p{{[0-9]+}} cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes {{[^;]*}} [[BAR]];
// PTX-SAME: mbarrier.try_wait.parity.shared.b64 {{[^;]*}}, [[BAR]], {{%r[0-9]+}}, {{%r[0-9]+}};
