// The TMA-store epilogue of the warp-specialised kernel (cdna4-gemm-gen
// --target sm90a --c-dtype bf16 --epilogue tma; here --m 128 --n 128 --k 128
// --tile 64x64x64 --stages 2 --sms 1, its 16 C writes cut to the first): per
// tile each consumer warpgroup's leader waits until its previous TMA store
// has read the staging box (cp.async.bulk.wait_group 0 {read}), a named
// barrier tells the warpgroup, the threads write C into the box, fence
// their writes for the async proxy, meet again, and the leader issues the
// store and commits its bulk group; the last wait comes before the exit.
// RUN: cdna4-opt %s --cdna4pipe-verify-schedule=summary=true --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// CHECK: remark: cdna4pipe-verify-schedule (sm90a): schedule verified (block 0 of 1, one per trip count of the persistent loops; 2 thread classes run concurrently: threads 128-255; threads 0-127;
//
// Planted (each an expected-error at the op; the RUN lines' own comments
// are dropped first):
// 1. no wait for the previous store's reads before the box is rewritten;
// RUN: sed -e '/^\/\//d' -e '/cp.async.bulk.wait_group 0 {read}/d' \
// RUN:   -e '/vector.store .*%view\[/i\// expected-error @+1 {{writes shared bytes [32768, 40960) that a TMA store of thread 0 still reads: no cp.async.bulk.wait_group retired its bulk group (in K-loop iteration 1, block 0)}}' \
// RUN:   %s | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
// 2. no fence.proxy.async between the writes and the store;
// RUN: sed -e '/^\/\//d' -e '/nvvm.fence.proxy/d' \
// RUN:   -e '/nvgpu.tma.async.store/i\// expected-error @+1 {{TMA store reads bytes [32768, 40960) that threads 0-127 wrote with no fence.proxy.async since (generic writes are}}' \
// RUN:   %s | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
// 3. no named barrier after the leader's wait: the other threads write
//    before they know the store's reads retired;
// RUN: sed -e '/^\/\//d' %s | awk '/nvvm.barrier id/ { if (++n == 1) next } { print }' \
// RUN:   | sed -e '/vector.store .*%view\[/i\// expected-error @+1 {{writes shared bytes [32768, 40960) before threads 1-127 learnt that the TMA store of thread 0 reading them retired (no barrier after its cp.async.bulk.wait_group) (in K-loop iteration 1, block 0)}}' \
// RUN:   | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
// 4. no named barrier between the fence and the store;
// RUN: sed -e '/^\/\//d' %s | awk '/nvvm.barrier id/ { if (++n == 2) next } { print }' \
// RUN:   | sed -e '/nvgpu.tma.async.store/i\// expected-error @+1 {{TMA store reads bytes [32768, 40960) that threads 0-127 wrote and fenced, with no barrier since that includes them all and the issuing thread (in K-loop iteration 0, block 0)}}' \
// RUN:   | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
// 5. no wait for the last store before the exit;
// RUN: sed -e '/^\/\//d' -e '/cp.async.bulk.wait_group 0$/d' \
// RUN:   -e '/nvgpu.tma.async.store/i\// expected-error @+1 {{TMA store still reads shared bytes [32768, 40960) when its thread exits: no cp.async.bulk.wait_group after its commit retired it}}' \
// RUN:   %s | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
// 6. a named barrier whose thread count is the block's, met by one
//    warpgroup.
// RUN: sed -e '/^\/\//d' -e 's/%c128_i32 = arith.constant 128 : i32/%c128_i32 = arith.constant 256 : i32/' \
// RUN:   -e '0,/nvvm.barrier id/{/nvvm.barrier id/i\// expected-error @+1 {{named barrier for 256 threads executed by threads 0-127 (128): it completes with other threads or never (in K-loop iteration 0, block 0)}}' \
// RUN:   -e '}' %s | cdna4-opt --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null

module attributes {gpu.container_module} {
  gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {b_layout = "KxN", c_dtype = "bf16", dtype = "bf16", epilogue = "tma", k = 128 : i64, m = 128 : i64, n = 128 : i64, schedule = "ws-persistent", stages = 2 : i64, target = "sm90a", tile_k = 64 : i64, tile_m = 64 : i64, tile_n = 64 : i64, warpgroups = 1 : i64}} {
    gpu.func @gemm(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) kernel attributes {cdna4pipe.dynamic_shared_bytes = 40960 : i64, cdna4pipe.warp_specialized, known_block_size = array<i32: 256, 1, 1>, known_grid_size = array<i32: 1, 1, 1>, nvvm.minctasm = 1 : i32} {
      %c7 = arith.constant 7 : index
      %c6 = arith.constant 6 : index
      %c5 = arith.constant 5 : index
      %c3 = arith.constant 3 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c32768 = arith.constant 32768 : index
      %c16384 = arith.constant 16384 : index
      %c8192 = arith.constant 8192 : index
      %c10000000 = arith.constant 10000000 : index
      %c64 = arith.constant 64 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr to !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
      %1 = builtin.unrealized_conversion_cast %arg1 : !llvm.ptr to !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
      %thread_id_x = gpu.thread_id  x
      %2 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %3 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %4 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      %5 = arith.cmpi eq, %thread_id_x, %c0 : index
      nvgpu.mbarrier.init %3[%c0], %c1, predicate = %5 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %3[%c1], %c1, predicate = %5 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %4[%c0], %c1, predicate = %5 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      nvgpu.mbarrier.init %4[%c1], %c1, predicate = %5 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
      gpu.barrier
      %6 = arith.divui %thread_id_x, %c128 : index
      %7 = arith.cmpi eq, %6, %c1 : index
      scf.if %7 {
        nvvm.setmaxregister  decrease 40
        %8 = arith.cmpi eq, %thread_id_x, %c128 : index
        scf.if %8 {
          %block_id_x = gpu.block_id  x
          %grid_dim_x = gpu.grid_dim  x
          %9 = scf.for %arg3 = %block_id_x to %c4 step %grid_dim_x iter_args(%arg4 = %c0) -> (index) {
            %10 = arith.divui %arg3, %c2 : index
            %11 = arith.remui %arg3, %c2 : index
            %12 = arith.muli %10, %c64 : index
            %13 = arith.muli %11, %c64 : index
            scf.for %arg5 = %c0 to %c2 step %c1 {
              %15 = arith.addi %arg4, %arg5 : index
              %16 = arith.remui %15, %c2 : index
              %17 = arith.divui %15, %c2 : index
              %18 = arith.addi %17, %c1 : index
              %19 = arith.remui %18, %c2 : index
              %20 = arith.index_cast %19 : index to i1
              nvgpu.mbarrier.try_wait.parity %4[%16], %20, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
              %21 = arith.muli %16, %c8192 : index
              %22 = arith.addi %21, %c0 : index
              %view = memref.view %2[%22][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
              %23 = arith.muli %16, %c8192 : index
              %24 = arith.addi %23, %c16384 : index
              %view_0 = memref.view %2[%24][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1x64x64xbf16, #gpu.address_space<workgroup>>
              %25 = arith.muli %arg5, %c64 : index
              nvgpu.mbarrier.arrive.expect_tx %3[%16], %c16384 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
              nvgpu.tma.async.load %0[%25, %12], %3[%16] to %view : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, #gpu.address_space<workgroup>>
              %subview = memref.subview %view_0[0, 0, 0] [1, 64, 64] [1, 1, 1] : memref<1x64x64xbf16, #gpu.address_space<workgroup>> to memref<64x64xbf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
              nvgpu.tma.async.load %1[%13, %25], %3[%16] to %subview : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xbf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
            }
            %14 = arith.addi %arg4, %c2 : index
            scf.yield %14 : index
          }
        }
      } else {
        nvvm.setmaxregister  increase 240
        %8 = arith.divui %thread_id_x, %c128 : index
        %9 = arith.remui %thread_id_x, %c128 : index
        %10 = arith.cmpi eq, %9, %c0 : index
        %11 = builtin.unrealized_conversion_cast %arg2 : !llvm.ptr to !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
        %block_id_x = gpu.block_id  x
        %grid_dim_x = gpu.grid_dim  x
        %12 = scf.for %arg3 = %block_id_x to %c4 step %grid_dim_x iter_args(%arg4 = %c0) -> (index) {
          %13 = arith.divui %arg3, %c2 : index
          %14 = arith.remui %arg3, %c2 : index
          %15 = arith.muli %13, %c64 : index
          %16 = arith.muli %14, %c64 : index
          %17 = nvgpu.warpgroup.mma.init.accumulator -> <fragmented = vector<64x64xf32>>
          %18 = scf.for %arg5 = %c0 to %c2 step %c1 iter_args(%arg6 = %17) -> (!nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>>) {
            %171 = arith.addi %arg4, %arg5 : index
            %172 = arith.remui %171, %c2 : index
            %173 = arith.divui %171, %c2 : index
            %174 = arith.remui %173, %c2 : index
            %175 = arith.index_cast %174 : index to i1
            nvgpu.mbarrier.try_wait.parity %3[%172], %175, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
            %176 = arith.muli %172, %c8192 : index
            %177 = arith.addi %176, %c0 : index
            %view_1 = memref.view %2[%177][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
            %178 = arith.muli %172, %c8192 : index
            %179 = arith.addi %178, %c16384 : index
            %view_2 = memref.view %2[%179][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1x64x64xbf16, #gpu.address_space<workgroup>>
            %180 = arith.muli %8, %c64 : index
            %subview = memref.subview %view_1[%180, 0] [64, 64] [1, 1] : memref<64x64xbf16, #gpu.address_space<workgroup>> to memref<64x64xbf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
            %181 = nvgpu.warpgroup.generate.descriptor %subview, %0 : memref<64x64xbf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>, <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none> -> <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>>
            %182 = nvgpu.warpgroup.generate.descriptor %view_2, %1 : memref<1x64x64xbf16, #gpu.address_space<workgroup>>, <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none> -> <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>>
            %183 = nvgpu.warpgroup.mma %181, %182, %arg6 {transposeB} : <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>>, <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>>, <fragmented = vector<64x64xf32>> -> <fragmented = vector<64x64xf32>>
            %184 = arith.addi %171, %c1 : index
            %185 = arith.remui %184, %c2 : index
            %186 = arith.cmpi ne, %arg5, %c0 : index
            %187 = arith.andi %186, %10 : i1
            nvgpu.mbarrier.arrive.expect_tx %4[%185], %c0, predicate = %187 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
            scf.yield %183 : !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>>
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          %19 = arith.addi %arg4, %c1 : index
          %20 = arith.remui %19, %c2 : index
          nvgpu.mbarrier.arrive.expect_tx %4[%20], %c0, predicate = %10 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
          %21 = arith.addi %8, %c1 : index
          %22 = arith.index_castui %21 : index to i32
          %c128_i32 = arith.constant 128 : i32
          scf.if %10 {
            nvvm.cp.async.bulk.wait_group 0 {read}
          }
          nvvm.barrier id = %22 number_of_threads = %c128_i32
          %23 = arith.muli %8, %c8192 : index
          %24 = arith.addi %23, %c32768 : index
          %view = memref.view %2[%24][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
          %thread_id_x_0 = gpu.thread_id  x
          %25 = arith.remui %thread_id_x_0, %c32 : index
          %26 = arith.divui %thread_id_x_0, %c32 : index
          %27 = arith.remui %26, %c4 : index
          %28 = arith.divui %25, %c4 : index
          %29 = arith.muli %27, %c16 : index
          %30 = arith.addi %29, %28 : index
          %31 = arith.remui %25, %c4 : index
          %32 = arith.muli %31, %c2 : index
          %33 = arith.divui %32, %c8 : index
          %34 = arith.remui %32, %c8 : index
          %35 = builtin.unrealized_conversion_cast %18 : !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>> to !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>
          %36 = llvm.extractvalue %35[0, 0] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
          %37 = llvm.extractvalue %35[0, 1] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
          %38 = vector.from_elements %36, %37 : vector<2xf32>
          %39 = arith.truncf %38 : vector<2xf32> to vector<2xbf16>
          %40 = arith.xori %33, %28 : index
          %41 = arith.muli %40, %c8 : index
          %42 = arith.addi %41, %34 : index
          vector.store %39, %view[%30, %42] {alignment = 4 : i64} : memref<64x64xbf16, #gpu.address_space<workgroup>>, vector<2xbf16>
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          nvvm.barrier id = %22 number_of_threads = %c128_i32
          scf.if %10 {
            %171 = arith.muli %8, %c64 : index
            %172 = arith.addi %15, %171 : index
            nvgpu.tma.async.store %view to %11[%16, %172] : memref<64x64xbf16, #gpu.address_space<workgroup>> -> <tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
            nvvm.cp.async.bulk.commit.group
          }
          %170 = arith.addi %arg4, %c2 : index
          scf.yield %170 : index
        }
        scf.if %10 {
          nvvm.cp.async.bulk.wait_group 0
        }
      }
      gpu.return
    }
  }
}

