// Strided global sources whose chunks are not known to start 16-byte
// aligned stay copies through registers, with a remark at the load naming
// the stride (strided.mlir: the ones that become LDS DMA).
// RUN: cdna4-opt %s --split-input-file --verify-diagnostics --cdna4pipe-lds-dma
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-lds-dma 2>/dev/null | FileCheck %s
// CHECK-NOT: amdgpu.gather_to_lds
// CHECK-NOT: amdgpu.fat_raw_buffer_cast

// The leading dimension an i32 argument nothing says is a multiple of 8.
func.func @unknown_stride(%p: memref<bf16>, %M: i32, %K: i32, %lda: i32) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
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
  // expected-remark @+1 {{copy left in registers: the memref's stride of dimension 0 is a run-time value (argument #3 of its function) not known to be a multiple of 8 elements (16 bytes, the chunk a lane moves: it would start unaligned); an integer kernel argument giving it may say so with 'tt.divisibility'}}
  %v = vector.load %A[%row, %col] : memref<?x?xbf16, strided<[?, 1]>>, vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// Marked a multiple of 4 only: the stride `%lda + 8` is not proved either.
func.func @weak_divisibility(%p: memref<bf16>, %M: i32, %K: i32, %lda: i32 {tt.divisibility = 4 : i32}) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %Mx = arith.index_cast %M : i32 to index
  %Kx = arith.index_cast %K : i32 to index
  %ldx = arith.index_cast %lda : i32 to index
  %ld8 = arith.addi %ldx, %c8 : index
  %A = memref.reinterpret_cast %p to offset: [0], sizes: [%Mx, %Kx], strides: [%ld8, 1] : memref<bf16> to memref<?x?xbf16, strided<[?, 1]>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  // expected-remark @+1 {{the memref's stride of dimension 0 is a run-time value ('arith.addi') not known to be a multiple of 8 elements}}
  %v = vector.load %A[%row, %col] : memref<?x?xbf16, strided<[?, 1]>>, vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// A strided kernel argument: nothing in the IR gives its run-time stride.
func.func @argument_stride(%A: memref<64x64xbf16, strided<[?, 1]>>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  // expected-remark @+1 {{the memref's stride of dimension 0 is a run-time value (of its layout) not known to be a multiple of 8 elements}}
  %v = vector.load %A[%row, %col] : memref<64x64xbf16, strided<[?, 1]>>, vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// A static row stride of 100 elements: rows alternate between 8- and
// 16-byte alignment.
func.func @static_stride(%A: memref<64x64xbf16, strided<[100, 1]>>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  // expected-remark @+1 {{the memref's stride of dimension 0 is 100 elements, not a multiple of 8 elements (16 bytes, the chunk a lane moves: it would start unaligned)}}
  %v = vector.load %A[%row, %col] : memref<64x64xbf16, strided<[100, 1]>>, vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// A static offset of 4 elements (8 bytes).
func.func @static_offset(%A: memref<64x64xbf16, strided<[64, 1], offset: 4>>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  // expected-remark @+1 {{the memref's offset is 4 elements, not a multiple of 8 elements}}
  %v = vector.load %A[%row, %col] : memref<64x64xbf16, strided<[64, 1], offset: 4>>, vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// Columns 2 elements apart (a masked load may read them; vector.load
// needs a unit innermost stride): a lane's 8 elements are not 16
// contiguous bytes.
func.func @column_stride(%A: memref<64x64xbf16, strided<[128, 2]>>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %rok = arith.cmpi ult, %row, %c64 : index
  %mask = vector.broadcast %rok : i1 to vector<8xi1>
  // expected-remark @+1 {{the memref's innermost stride is 2, not 1 (a lane moves 16 contiguous bytes)}}
  %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<64x64xbf16, strided<[128, 2]>>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}
