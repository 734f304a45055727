// Masks against values that are not provably the memref's run-time extent
// (masked-dynamic.mlir: accepted): the copy stays in registers (a correct
// kernel) with a remark at the masked load naming the term.
// RUN: cdna4-opt %s --split-input-file --verify-diagnostics --cdna4pipe-lds-dma
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-lds-dma 2>/dev/null | FileCheck %s
// CHECK-NOT: amdgpu.gather_to_lds

// memref<?x?xbf16> with i32 M passed apart: nothing ties %M to the rows
// of %A.
func.func @unrelated_arg(%A: memref<?x?xbf16>, %M: i32) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %row32 = arith.index_cast %row : index to i32
  %rok = arith.cmpi slt, %row32, %M : i32
  %mask = vector.broadcast %rok : i1 to vector<8xi1>
  // expected-remark @+1 {{copy left in registers: the mask is not an in-bounds predicate of the load: its term 'arith.cmpi' is not 'index < extent' for any dimension of memref<?x?xbf16>}}
  %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// The rows compared with the column count (memref.dim %A, 1).
func.func @wrong_dim(%A: memref<?x?xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %k = memref.dim %A, %c1 : memref<?x?xbf16>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %rok = arith.cmpi slt, %row, %k : index
  %mask = vector.broadcast %rok : i1 to vector<8xi1>
  // expected-remark @+1 {{its term 'arith.cmpi' is not 'index < extent' for any dimension of memref<?x?xbf16>}}
  %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// The rows of another operand (memref.dim %B, 0).
func.func @other_memref(%A: memref<?x?xbf16>, %B: memref<?x?xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %n = memref.dim %B, %c0 : memref<?x?xbf16>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %rok = arith.cmpi slt, %row, %n : index
  %mask = vector.broadcast %rok : i1 to vector<8xi1>
  // expected-remark @+1 {{its term 'arith.cmpi' is not 'index < extent' for any dimension of memref<?x?xbf16>}}
  %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// Triton's pointer form, the row bound M + 8: off by a chunk of rows.
func.func @offset_arg(%p: memref<bf16>, %M: i32, %K: i32) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : i32
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %Mx = arith.index_cast %M : i32 to index
  %Kx = arith.index_cast %K : i32 to index
  %A = memref.reinterpret_cast %p to offset: [0], sizes: [%Mx, %Kx], strides: [%Kx, 1] : memref<bf16> to memref<?x?xbf16>
  %tidx = gpu.thread_id x
  %tid = arith.index_cast %tidx : index to i32
  %row = arith.divui %tid, %c8 : i32
  %chunk = arith.remui %tid, %c8 : i32
  %col = arith.muli %chunk, %c8 : i32
  %rowx = arith.index_cast %row : i32 to index
  %colx = arith.index_cast %col : i32 to index
  %M8 = arith.addi %M, %c8 : i32
  %rok = arith.cmpi slt, %row, %M8 : i32
  %mask = vector.broadcast %rok : i1 to vector<8xi1>
  // expected-remark @+1 {{its term 'arith.cmpi' is not 'index < extent' for any dimension of memref<?x?xbf16> (it bounds index 0 by the extent (dimension 0's run-time size) offset by 8)}}
  %v = vector.maskedload %A[%rowx, %colx], %mask, %zero : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%rowx, %colx] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// K masked against memref.dim: nothing says K is a multiple of 8, so a
// 16-byte chunk may straddle the edge (its last elements would read the
// next row, not zeros).
func.func @dynamic_k_unaligned(%A: memref<?x?xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %k = memref.dim %A, %c1 : memref<?x?xbf16>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %left = arith.subi %k, %col : index
  %mask = vector.create_mask %left : vector<8xi1>
  // expected-remark @+1 {{the mask splits a 16-byte chunk: the last dimension's extent (dimension 1's run-time size) is not known to be a multiple of 8 elements (an LDS DMA lane reads its whole chunk or none of it); an integer kernel argument giving the extent may say so with 'tt.divisibility'}}
  %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// Triton's form with K marked divisible by 4 only: not enough for 8.
func.func @divisibility_four(%p: memref<bf16>, %M: i32, %K: i32 {tt.divisibility = 4 : i32}) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : i32
  %iota = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %Mx = arith.index_cast %M : i32 to index
  %Kx = arith.index_cast %K : i32 to index
  %A = memref.reinterpret_cast %p to offset: [0], sizes: [%Mx, %Kx], strides: [%Kx, 1] : memref<bf16> to memref<?x?xbf16>
  %tidx = gpu.thread_id x
  %tid = arith.index_cast %tidx : index to i32
  %row = arith.divui %tid, %c8 : i32
  %chunk = arith.remui %tid, %c8 : i32
  %col = arith.muli %chunk, %c8 : i32
  %rowx = arith.index_cast %row : i32 to index
  %colx = arith.index_cast %col : i32 to index
  %colv = vector.broadcast %col : i32 to vector<8xi32>
  %offs = arith.addi %colv, %iota : vector<8xi32>
  %kv = vector.broadcast %K : i32 to vector<8xi32>
  %mask = arith.cmpi slt, %offs, %kv : vector<8xi32>
  // expected-remark @+1 {{the mask splits a 16-byte chunk: the last dimension's extent (dimension 1's run-time size) is not known to be a multiple of 8 elements}}
  %v = vector.maskedload %A[%rowx, %colx], %mask, %zero : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%rowx, %colx] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}
