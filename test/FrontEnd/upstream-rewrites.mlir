// cdna4pipe-normalize runs the upstream rewrites a front end's forms need
// before the flow can match or lower them:
//  - an n-D vector.shape_cast (IREE / Triton flatten an aggregate
//    accumulator for the stores) becomes inserts of the innermost vectors
//    (shuffles): vector-to-llvm has no lowering for it, and the aggregate
//    would not split;
//  - affine.delinearize_index / linearize_index (how IREE splits thread
//    ids) are expanded, then lowered to arith with the other affine ops
//    (lower-affine alone leaves them, and the per-thread index evaluation
//    cannot read them).
// RUN: cdna4-opt %s --cdna4pipe-normalize | FileCheck %s
// The result lowers to gfx950 code.
// RUN: cdna4-compile %s --arch gfx950 -o %t.s
// RUN: FileCheck %s --check-prefix=ASM < %t.s
// ASM-LABEL: shape_cast:
// ASM: global_store_dwordx4
// ASM: s_endpgm
// ASM-LABEL: delinearize:
// ASM: global_store_dword
// ASM: s_endpgm

// CHECK-LABEL: gpu.func @shape_cast
// CHECK: %[[R:.*]] = scf.for %{{.*}} iter_args(%[[A0:.*]] = %{{.*}}) -> (vector<4xf32>)
// CHECK-NOT: vector.shape_cast
// CHECK: %[[S0:.*]] = vector.shuffle %[[R]], %[[R]] [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>, vector<4xf32>
// CHECK-COUNT-7: vector.shuffle
// CHECK-NEXT: vector.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<16xf32>, vector<16xf32>
// CHECK-LABEL: gpu.func @delinearize
// CHECK-NOT: affine.
// CHECK: %[[T:.*]] = gpu.thread_id x
// CHECK: %[[W:.*]] = arith.floordivsi %[[T]], %[[C64:.*]] : index
// CHECK: %[[L:.*]] = arith.remsi %[[T]], %[[C64]] : index
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[W]], %{{.*}}] : memref<4x64xf32>
// CHECK-NOT: affine.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @shape_cast(%O: memref<16xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %z = arith.constant dense<1.0> : vector<4x4xf32>
      %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (vector<4x4xf32>) {
        %a = vector.extract %acc[0] : vector<4xf32> from vector<4x4xf32>
        %a2 = arith.addf %a, %a : vector<4xf32>
        %i0 = vector.insert %a2, %acc [0] : vector<4xf32> into vector<4x4xf32>
        scf.yield %i0 : vector<4x4xf32>
      }
      %flat = vector.shape_cast %r : vector<4x4xf32> to vector<16xf32>
      vector.store %flat, %O[%c0] : memref<16xf32>, vector<16xf32>
      gpu.return
    }
    gpu.func @delinearize(%O: memref<4x64xf32>, %v: f32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %tid = gpu.thread_id x
      %w:2 = affine.delinearize_index %tid into (4, 64) : index, index
      %l = affine.linearize_index [%w#1, %w#0] by (64, 4) : index
      memref.store %v, %O[%w#0, %w#1] : memref<4x64xf32>
      memref.store %v, %O[%w#0, %l] : memref<4x64xf32>
      gpu.return
    }
  }
}
