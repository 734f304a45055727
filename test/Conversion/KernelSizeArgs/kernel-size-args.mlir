// RUN: cdna4-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(gpu.module(cdna4pipe-kernel-size-args))' | FileCheck %s

// A kernel over dynamic shapes: each memref<?x?xbf16> becomes a bare pointer
// (a rank-0 memref), its sizes i32 arguments appended in argument order
// (outermost first), the kernel's cdna4pipe.size_args naming each one's
// operand, dimension and the operand's rank; the body
// reads the operand through memref.reinterpret_cast with the identity
// layout's strides, and memref.dim reads the run-time size.
// CHECK-LABEL: gpu.func @gemm(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: memref<bf16>, %[[B:[a-z0-9_]+]]: memref<bf16>, %[[C:[a-z0-9_]+]]: memref<bf16>,
// CHECK-SAME: %[[A0:[a-z0-9_]+]]: i32, %[[A1:[a-z0-9_]+]]: i32,
// CHECK-SAME: %[[B0:[a-z0-9_]+]]: i32, %[[B1:[a-z0-9_]+]]: i32,
// CHECK-SAME: %[[C0:[a-z0-9_]+]]: i32, %[[C1:[a-z0-9_]+]]: i32)
// CHECK-SAME: workgroup(%{{.*}} : memref<128x64xbf16, #gpu.address_space<workgroup>>)
// CHECK-SAME: kernel attributes {cdna4pipe.size_args = [array<i64: 0, 0, 2>, array<i64: 0, 1, 2>, array<i64: 1, 0, 2>, array<i64: 1, 1, 2>, array<i64: 2, 0, 2>, array<i64: 2, 1, 2>]}
// CHECK-NEXT: %[[AM:.*]] = arith.index_castui %[[A0]] : i32 to index
// CHECK-NEXT: %[[AK:.*]] = arith.index_castui %[[A1]] : i32 to index
// CHECK-NEXT: %[[AV:.*]] = memref.reinterpret_cast %[[A]] to offset: [0], sizes: [%[[AM]], %[[AK]]], strides: [%[[AK]], 1] : memref<bf16> to memref<?x?xbf16>
// CHECK-NEXT: %[[BN:.*]] = arith.index_castui %[[B0]] : i32 to index
// CHECK-NEXT: %[[BK:.*]] = arith.index_castui %[[B1]] : i32 to index
// CHECK-NEXT: %[[BV:.*]] = memref.reinterpret_cast %[[B]] to offset: [0], sizes: [%[[BN]], %[[BK]]], strides: [%[[BK]], 1] : memref<bf16> to memref<?x?xbf16>
// CHECK-NEXT: %[[CM:.*]] = arith.index_castui %[[C0]] : i32 to index
// CHECK-NEXT: %[[CN:.*]] = arith.index_castui %[[C1]] : i32 to index
// CHECK-NEXT: %[[CV:.*]] = memref.reinterpret_cast %[[C]] to offset: [0], sizes: [%[[CM]], %[[CN]]], strides: [%[[CN]], 1] : memref<bf16> to memref<?x?xbf16>
// CHECK: %[[K:.*]] = memref.dim %[[AV]], %{{.*}} : memref<?x?xbf16>
// CHECK: amdgpu.fat_raw_buffer_cast %[[AV]]
// CHECK: memref.load %[[BV]][%{{.*}}, %[[K]]]
// CHECK: memref.store %{{.*}}, %[[CV]]
gpu.module @dynamic {
  gpu.func @gemm(%A: memref<?x?xbf16>, %B: memref<?x?xbf16>, %C: memref<?x?xbf16>)
      workgroup(%As : memref<128x64xbf16, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %K = memref.dim %A, %c1 : memref<?x?xbf16>
    %fat = amdgpu.fat_raw_buffer_cast %A resetOffset : memref<?x?xbf16> to memref<?x?xbf16, #amdgpu.address_space<fat_raw_buffer>>
    %x = memref.load %B[%c0, %K] : memref<?x?xbf16>
    memref.store %x, %C[%c0, %c0] : memref<?x?xbf16>
    gpu.return
  }
}

// -----

// Batched, a static dimension among dynamic ones, a front end's own i32
// size argument (kept where it is), and a static operand (untouched).
// CHECK-LABEL: gpu.func @batched(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: memref<bf16>, %[[S:[a-z0-9_]+]]: memref<64x64xbf16>, %[[K:[a-z0-9_]+]]: i32, %[[B:[a-z0-9_]+]]: memref<f32>,
// CHECK-SAME: %[[A0:[a-z0-9_]+]]: i32, %[[A2:[a-z0-9_]+]]: i32,
// CHECK-SAME: %[[B1:[a-z0-9_]+]]: i32)
// CHECK-SAME: kernel attributes {cdna4pipe.size_args = [array<i64: 0, 0, 3>, array<i64: 0, 2, 3>, array<i64: 3, 1, 2>]}
// CHECK-NEXT: %[[X0:.*]] = arith.index_castui %[[A0]] : i32 to index
// CHECK-NEXT: %[[X2:.*]] = arith.index_castui %[[A2]] : i32 to index
// CHECK-NEXT: %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT: %[[ST:.*]] = arith.muli %[[C256]], %[[X2]] : index
// CHECK-NEXT: memref.reinterpret_cast %[[A]] to offset: [0], sizes: [%[[X0]], 256, %[[X2]]], strides: [%[[ST]], %[[X2]], 1] : memref<bf16> to memref<?x256x?xbf16>
// CHECK-NEXT: %[[Y1:.*]] = arith.index_castui %[[B1]] : i32 to index
// CHECK-NEXT: memref.reinterpret_cast %[[B]] to offset: [0], sizes: [32, %[[Y1]]], strides: [%[[Y1]], 1] : memref<f32> to memref<32x?xf32>
// CHECK: memref.store %{{.*}}, %[[S]]
gpu.module @batched {
  gpu.func @batched(%A: memref<?x256x?xbf16>, %S: memref<64x64xbf16>, %K: i32, %B: memref<32x?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %x = memref.load %A[%c0, %c0, %c0] : memref<?x256x?xbf16>
    memref.store %x, %S[%c0, %c0] : memref<64x64xbf16>
    %y = memref.load %B[%c0, %c0] : memref<32x?xf32>
    memref.store %y, %B[%c0, %c0] : memref<32x?xf32>
    gpu.return
  }
}

// -----

// A strided operand has no identity strides to rebuild from its sizes.
gpu.module @strided {
  // expected-error@below {{argument #0 ('memref<?x?xbf16, strided<[?, 1], offset: ?>>') has a dynamic shape and cannot be passed as a bare pointer plus its sizes: its layout is not the identity (pass the whole operand and take a memref.subview in the kernel)}}
  gpu.func @k(%A: memref<?x?xbf16, strided<[?, 1], offset: ?>>) kernel {
    gpu.return
  }
}

// -----

gpu.module @unranked {
  // expected-error@below {{argument #1 ('memref<*xbf16>') has a dynamic shape and cannot be passed as a bare pointer plus its sizes: it is unranked (write its rank: memref<?x?x...>)}}
  gpu.func @k(%A: memref<16xbf16>, %B: memref<*xbf16>) kernel {
    gpu.return
  }
}

// -----

gpu.module @lds {
  // expected-error@below {{argument #0 ('memref<?x64xbf16, #gpu.address_space<workgroup>>') has a dynamic shape and cannot be passed as a bare pointer plus its sizes: it is not in global memory}}
  gpu.func @k(%A: memref<?x64xbf16, #gpu.address_space<workgroup>>) kernel {
    gpu.return
  }
}

// -----

gpu.module @device_function {
  // expected-error@below {{argument #0 ('memref<?xf32>') has a dynamic shape and cannot be passed as a bare pointer plus its sizes: it belongs to a function that is not a kernel (only kernels take sizes as arguments)}}
  gpu.func @helper(%A: memref<?xf32>) {
    gpu.return
  }
}
