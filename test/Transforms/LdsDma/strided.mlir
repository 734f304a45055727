// Strided global sources (issue 24): an operand with a row stride other
// than its row's extent, as a front end passes a leading dimension
// (Triton's `stride_am`: the operand built with memref.reinterpret_cast,
// strides from an i32 argument) or a view of a larger static operand. The
// copy becomes LDS DMA through a bounds-checked view of the same layout
// when every 16-byte chunk starts 16-byte aligned: innermost stride 1, the
// offset and the other strides multiples of 8 elements, static or marked
// `tt.divisibility` (remarks when not: strided-remarks.mlir). A masked
// copy's out-of-range lanes read at every index's extent: past the last
// element whatever the row stride.
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-lds-dma | FileCheck %s

// Triton's form: the row stride an i32 argument marked a multiple of 16.
// CHECK-LABEL: func.func @leading_dim
// CHECK: %[[A:.*]] = memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [%{{.*}}, %{{.*}}], strides: [%{{.*}}, 1] : memref<bf16> to memref<?x?xbf16, strided<[?, 1]>>
// CHECK-NEXT: %[[FAT:.*]] = amdgpu.fat_raw_buffer_cast %[[A]] : memref<?x?xbf16, strided<[?, 1]>> to memref<?x?xbf16, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>>
// CHECK-NOT: vector.
// CHECK: amdgpu.gather_to_lds %[[FAT]][%{{.*}}, %{{.*}}], %{{.*}} : vector<8xbf16>, memref<?x?xbf16, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>>, memref<8x64xbf16, #gpu.address_space<workgroup>>
// CHECK-NEXT: return
func.func @leading_dim(%p: memref<bf16>, %M: i32, %K: i32, %lda: i32 {tt.divisibility = 16 : i32}) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %Mx = arith.index_cast %M : i32 to index
  %Kx = arith.index_cast %K : i32 to index
  %ldx = arith.index_cast %lda : i32 to index
  %A = memref.reinterpret_cast %p to offset: [0], sizes: [%Mx, %Kx], strides: [%ldx, 1] : memref<bf16> to memref<?x?xbf16, strided<[?, 1]>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %v = vector.load %A[%row, %col] : memref<?x?xbf16, strided<[?, 1]>>, vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// The stride twice a multiple of 8 (`%lda * 2`), a static offset of 64.
// CHECK-LABEL: func.func @scaled_stride
// CHECK: amdgpu.gather_to_lds %{{.*}} : vector<8xbf16>, memref<?x?xbf16, strided<[?, 1], offset: 64>, #amdgpu.address_space<fat_raw_buffer>>
func.func @scaled_stride(%p: memref<bf16>, %M: i32, %K: i32, %lda: i32 {tt.divisibility = 8 : i32}) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %Mx = arith.index_cast %M : i32 to index
  %Kx = arith.index_cast %K : i32 to index
  %ldx = arith.index_cast %lda : i32 to index
  %ld2 = arith.muli %ldx, %c2 : index
  %A = memref.reinterpret_cast %p to offset: [64], sizes: [%Mx, %Kx], strides: [%ld2, 1] : memref<bf16> to memref<?x?xbf16, strided<[?, 1], offset: 64>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %v = vector.load %A[%row, %col] : memref<?x?xbf16, strided<[?, 1], offset: 64>>, vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// A static view: 64 columns of rows 128 elements apart.
// CHECK-LABEL: func.func @static_view
// CHECK: %[[FAT:.*]] = amdgpu.fat_raw_buffer_cast %{{.*}} : memref<64x64xbf16, strided<[128, 1]>> to memref<64x64xbf16, strided<[128, 1]>, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: amdgpu.gather_to_lds %[[FAT]]
func.func @static_view(%A: memref<64x64xbf16, strided<[128, 1]>>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %v = vector.load %A[%row, %col] : memref<64x64xbf16, strided<[128, 1]>>, vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// Masked rows and K (Triton's edges) on a strided operand: where a bounded
// index is out of range both indices become the extents, so the lane reads
// at M * lda + K, past the buffer's last element (M - 1) * lda + K - 1
// whatever lda is (with the row alone, M * lda + col, a column past K on a
// padded row would still be inside the buffer when lda < K).
// CHECK-LABEL: func.func @masked
// CHECK: %[[A:.*]] = memref.reinterpret_cast
// CHECK: %[[M:.*]] = memref.dim %[[A]], %c0{{.*}}
// CHECK: %[[K:.*]] = memref.dim %[[A]], %c1{{.*}}
// CHECK-NEXT: %[[KIN:.*]] = arith.cmpi ult, %[[COL:.*]], %[[K]] : index
// CHECK-NEXT: %[[IN:.*]] = arith.andi %{{.*}}, %[[KIN]] : i1
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN]], %[[ROW:.*]], %[[M]] : index
// CHECK-NEXT: %[[C:.*]] = arith.select %[[IN]], %[[COL]], %[[K]] : index
// CHECK-NEXT: amdgpu.gather_to_lds %{{.*}}[%[[R]], %[[C]]]
func.func @masked(%p: memref<bf16>, %M: i32, %K: i32 {tt.divisibility = 16 : i32}, %lda: i32 {tt.divisibility = 16 : i32}) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %iota = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xindex>
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %Mx = arith.index_cast %M : i32 to index
  %Kx = arith.index_cast %K : i32 to index
  %ldx = arith.index_cast %lda : i32 to index
  %A = memref.reinterpret_cast %p to offset: [0], sizes: [%Mx, %Kx], strides: [%ldx, 1] : memref<bf16> to memref<?x?xbf16, strided<[?, 1]>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %rok = arith.cmpi slt, %row, %Mx : index
  %rmask = vector.broadcast %rok : i1 to vector<8xi1>
  %colv = vector.broadcast %col : index to vector<8xindex>
  %offs = arith.addi %colv, %iota : vector<8xindex>
  %Kv = vector.broadcast %Kx : index to vector<8xindex>
  %kmask = arith.cmpi slt, %offs, %Kv : vector<8xindex>
  %mask = arith.andi %rmask, %kmask : vector<8xi1>
  %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<?x?xbf16, strided<[?, 1]>>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}
