// cdna4pipe-normalize on the forms a front end writes, one function each:
// every LDS buffer becomes a workgroup attribution (never a malloc), an
// i32 loop becomes an index loop, lane/subgroup ids become thread-id
// arithmetic, affine index math becomes arith, transfer ops become plain
// loads/stores and a subview of the global tile folds into the indices.
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-normalize | FileCheck %s

// CHECK-LABEL: gpu.func @alloc
// CHECK-SAME: workgroup(%[[A:.*]] : memref<64x64xbf16, #gpu.address_space<workgroup>>, %[[B:.*]] : memref<64x64xbf16, #gpu.address_space<workgroup>>)
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.dealloc
// CHECK: vector.store %{{.*}}, %[[A]][
// CHECK: vector.store %{{.*}}, %[[B]][
gpu.module @m {
  gpu.func @alloc(%G: memref<64x64xbf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %a = memref.alloc() : memref<64x64xbf16, #gpu.address_space<workgroup>>
    %b = memref.alloca() : memref<64x64xbf16, #gpu.address_space<workgroup>>
    %v = vector.load %G[%c0, %c0] : memref<64x64xbf16>, vector<8xbf16>
    vector.store %v, %a[%c0, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    vector.store %v, %b[%c0, %c0] : memref<64x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    memref.dealloc %a : memref<64x64xbf16, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Two get_globals of one global are one attribution; the global goes.
// CHECK-NOT: memref.global
// CHECK-LABEL: gpu.func @global
// CHECK-SAME: workgroup(%[[L:.*]] : memref<8x64xbf16, #gpu.address_space<workgroup>>)
// CHECK-NOT: memref.get_global
// CHECK: vector.store %{{.*}}, %[[L]][
// CHECK: vector.load %[[L]][
gpu.module @m {
  memref.global "private" @lds : memref<8x64xbf16, #gpu.address_space<workgroup>>
  gpu.func @global(%G: memref<64x64xbf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %a = memref.get_global @lds : memref<8x64xbf16, #gpu.address_space<workgroup>>
    %v = vector.load %G[%c0, %c0] : memref<64x64xbf16>, vector<8xbf16>
    vector.store %v, %a[%c0, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %b = memref.get_global @lds : memref<8x64xbf16, #gpu.address_space<workgroup>>
    %w = vector.load %b[%c0, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    vector.store %w, %G[%c0, %c0] : memref<64x64xbf16>, vector<8xbf16>
    gpu.return
  }
}

// -----

// An i8 arena with disjoint views: one attribution per view; the arena
// attribution itself becomes the first view.
// CHECK-LABEL: gpu.func @arena
// CHECK-SAME: workgroup(%[[X:.*]] : memref<8x64xbf16, #gpu.address_space<workgroup>>, %[[Y:.*]] : memref<16x64xbf16, #gpu.address_space<workgroup>>, %[[Z:.*]] : memref<32xf32, #gpu.address_space<workgroup>>)
// CHECK-NOT: memref.view
// CHECK: vector.store %{{.*}}, %[[X]][
// CHECK: vector.store %{{.*}}, %[[Y]][
// CHECK: memref.load %[[Z]][
gpu.module @m {
  gpu.func @arena(%G: memref<64x64xbf16>) workgroup(%arena : memref<4096xi8, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %c3072 = arith.constant 3072 : index
    %x = memref.view %arena[%c0][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<8x64xbf16, #gpu.address_space<workgroup>>
    %y = memref.view %arena[%c1024][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<16x64xbf16, #gpu.address_space<workgroup>>
    %z = memref.view %arena[%c3072][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<32xf32, #gpu.address_space<workgroup>>
    %v = vector.load %G[%c0, %c0] : memref<64x64xbf16>, vector<8xbf16>
    vector.store %v, %x[%c0, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    vector.store %v, %y[%c0, %c0] : memref<16x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %f = memref.load %z[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// An alloc'd arena: views become attributions, the alloc goes.
// CHECK-LABEL: gpu.func @alloc_arena
// CHECK-SAME: workgroup(%[[P:.*]] : memref<8x64xbf16, #gpu.address_space<workgroup>>, %[[Q:.*]] : memref<8x64xbf16, #gpu.address_space<workgroup>>)
// CHECK-NOT: memref.alloc
// CHECK: vector.store %{{.*}}, %[[P]][
// CHECK: vector.store %{{.*}}, %[[Q]][
gpu.module @m {
  gpu.func @alloc_arena(%G: memref<64x64xbf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %arena = memref.alloc() : memref<2048xi8, #gpu.address_space<workgroup>>
    %p = memref.view %arena[%c0][] : memref<2048xi8, #gpu.address_space<workgroup>> to memref<8x64xbf16, #gpu.address_space<workgroup>>
    %q = memref.view %arena[%c1024][] : memref<2048xi8, #gpu.address_space<workgroup>> to memref<8x64xbf16, #gpu.address_space<workgroup>>
    %v = vector.load %G[%c0, %c0] : memref<64x64xbf16>, vector<8xbf16>
    vector.store %v, %p[%c0, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    vector.store %v, %q[%c0, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    gpu.return
  }
}

// -----

// An i32 loop (Triton's: K counted in elements) becomes an index loop with
// constant bounds; the body sees the counter through an index_cast.
// CHECK-LABEL: gpu.func @i32_loop
// CHECK-DAG: %[[LB:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[UB:.*]] = arith.constant 256 : index
// CHECK-DAG: %[[ST:.*]] = arith.constant 64 : index
// CHECK: scf.for %[[IV:.*]] = %[[LB]] to %[[UB]] step %[[ST]] iter_args(%{{.*}} = %{{.*}}) -> (f32) {
// CHECK-NEXT: %[[K:.*]] = arith.index_cast %[[IV]] : index to i32
// CHECK-NEXT: arith.index_cast %[[K]] : i32 to index
gpu.module @m {
  gpu.func @i32_loop(%G: memref<256xf32>, %O: memref<1xf32>) kernel {
    %lb = arith.constant 0 : i32
    %ub = arith.constant 256 : i32
    %st = arith.constant 64 : i32
    %z = arith.constant 0.0 : f32
    %r = scf.for %k = %lb to %ub step %st iter_args(%acc = %z) -> (f32) : i32 {
      %i = arith.index_cast %k : i32 to index
      %x = memref.load %G[%i] : memref<256xf32>
      %s = arith.addf %acc, %x : f32
      scf.yield %s : f32
    }
    %c0 = arith.constant 0 : index
    memref.store %r, %O[%c0] : memref<1xf32>
    gpu.return
  }
}

// -----

// Lane and subgroup ids from the thread id (wave64, 1-D block of 256).
// CHECK-LABEL: gpu.func @ids
// CHECK-NOT: gpu.lane_id
// CHECK-NOT: gpu.subgroup_id
// CHECK: %[[T0:.*]] = gpu.thread_id x
// CHECK: arith.divui %[[T0]], %{{.*}} : index
// CHECK: %[[T1:.*]] = gpu.thread_id x
// CHECK: arith.remui %[[T1]], %{{.*}} : index
gpu.module @m {
  gpu.func @ids(%O: memref<256xindex>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %w = gpu.subgroup_id : index
    %l = gpu.lane_id
    memref.store %l, %O[%w] : memref<256xindex>
    gpu.return
  }
}

// -----

// affine.apply -> arith; transfer_read/write -> vector.load/store; a
// subview of the global tile folds into the load's indices.
// CHECK-LABEL: gpu.func @views
// CHECK-SAME: (%[[G:.*]]: memref<256x64xbf16>)
// CHECK-NOT: affine.apply
// CHECK-NOT: memref.subview
// CHECK-NOT: vector.transfer
// CHECK: %[[V:.*]] = vector.load %[[G]][%{{.*}}, %{{.*}}] : memref<256x64xbf16>, vector<8xbf16>
// CHECK: vector.store %[[V]], %{{.*}}[%{{.*}}, %{{.*}}] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
gpu.module @m {
  gpu.func @views(%G: memref<256x64xbf16>) workgroup(%L : memref<8x64xbf16, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %pad = arith.constant 0.0 : bf16
    %t = gpu.thread_id x
    %b = gpu.block_id x
    %r0 = affine.apply affine_map<(d0) -> (d0 * 8)>(%b)
    %row = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%t)
    %col = affine.apply affine_map<(d0) -> ((d0 mod 8) * 8)>(%t)
    %sv = memref.subview %G[%r0, 0] [8, 64] [1, 1] : memref<256x64xbf16> to memref<8x64xbf16, strided<[64, 1], offset: ?>>
    %v = vector.transfer_read %sv[%row, %col], %pad {in_bounds = [true]} : memref<8x64xbf16, strided<[64, 1], offset: ?>>, vector<8xbf16>
    vector.transfer_write %v, %L[%row, %col] {in_bounds = [true]} : vector<8xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// One vector<4x4xf32> accumulator for four tiles: one iter_arg per tile
// (the two the body never changes are dropped by scf.for's
// canonicalisation); the read after the loop takes its part directly.
// CHECK-LABEL: gpu.func @one_acc
// CHECK: %[[R:.*]]:2 = scf.for %{{.*}} iter_args(%[[A0:.*]] = %{{.*}}, %[[A2:.*]] = %{{.*}}) -> (vector<4xf32>, vector<4xf32>)
// CHECK-NOT: vector.extract
// CHECK-NOT: vector.insert
// CHECK: %[[D0:.*]] = arith.addf %[[A0]], %[[A0]]
// CHECK: %[[D2:.*]] = arith.addf %[[A2]], %[[A2]]
// CHECK: scf.yield %[[D0]], %[[D2]]
// CHECK: vector.store %[[R]]#1, %{{.*}}
gpu.module @m {
  gpu.func @one_acc(%O: memref<16xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %z = arith.constant dense<0.0> : vector<4x4xf32>
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (vector<4x4xf32>) {
      %a = vector.extract %acc[0] : vector<4xf32> from vector<4x4xf32>
      %c = vector.extract %acc[2] : vector<4xf32> from vector<4x4xf32>
      %a2 = arith.addf %a, %a : vector<4xf32>
      %c2 = arith.addf %c, %c : vector<4xf32>
      %i0 = vector.insert %a2, %acc [0] : vector<4xf32> into vector<4x4xf32>
      %i1 = vector.insert %c2, %i0 [2] : vector<4xf32> into vector<4x4xf32>
      scf.yield %i1 : vector<4x4xf32>
    }
    %t = vector.extract %r[2] : vector<4xf32> from vector<4x4xf32>
    vector.store %t, %O[%c0] : memref<16xf32>, vector<4xf32>
    gpu.return
  }
}

// -----

// The accumulator updated slice by slice (a dot over two k-slices written
// k-outer): the second slice reads tile 0 back from the first slice's
// inserts, and tile 2 is read through the insert of tile 0. Each read is
// forwarded through the chain (to the value stored, or to the iter_arg),
// then the aggregate splits as above.
// CHECK-LABEL: gpu.func @chain_reads
// CHECK: %[[R:.*]]:2 = scf.for %{{.*}} iter_args(%[[A0:.*]] = %{{.*}}, %[[A2:.*]] = %{{.*}}) -> (vector<4xf32>, vector<4xf32>)
// CHECK-NOT: vector.extract
// CHECK-NOT: vector.insert
// CHECK: %[[D0:.*]] = arith.addf %[[A0]], %[[A0]]
// CHECK: %[[D2:.*]] = arith.addf %[[A2]], %[[A2]]
// CHECK: %[[E0:.*]] = arith.mulf %[[D0]], %[[D0]]
// CHECK: scf.yield %[[E0]], %[[D2]]
// CHECK: vector.store %[[R]]#0, %{{.*}}
gpu.module @m {
  gpu.func @chain_reads(%O: memref<16xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %z = arith.constant dense<0.0> : vector<4x4xf32>
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (vector<4x4xf32>) {
      %a = vector.extract %acc[0] : vector<4xf32> from vector<4x4xf32>
      %a2 = arith.addf %a, %a : vector<4xf32>
      %i0 = vector.insert %a2, %acc [0] : vector<4xf32> into vector<4x4xf32>
      %c = vector.extract %i0[2] : vector<4xf32> from vector<4x4xf32>
      %c2 = arith.addf %c, %c : vector<4xf32>
      %i1 = vector.insert %c2, %i0 [2] : vector<4xf32> into vector<4x4xf32>
      %a3 = vector.extract %i1[0] : vector<4xf32> from vector<4x4xf32>
      %a4 = arith.mulf %a3, %a3 : vector<4xf32>
      %i2 = vector.insert %a4, %i1 [0] : vector<4xf32> into vector<4x4xf32>
      scf.yield %i2 : vector<4x4xf32>
    }
    %t = vector.extract %r[0] : vector<4xf32> from vector<4x4xf32>
    vector.store %t, %O[%c0] : memref<16xf32>, vector<4xf32>
    gpu.return
  }
}
