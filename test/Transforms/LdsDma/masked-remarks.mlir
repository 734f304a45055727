// Masked copies cdna4pipe-lds-dma does not turn into LDS DMA: the copy stays
// in registers (a correct kernel) with a remark at the masked load naming
// the pad or the term of the mask that is not an in-bounds predicate of
// the load. The tile is 8x64 of a 5x48 operand (masked.mlir: accepted).
// RUN: cdna4-opt %s --split-input-file --verify-diagnostics --cdna4pipe-lds-dma
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-lds-dma 2>/dev/null | FileCheck %s
// CHECK-NOT: amdgpu.gather_to_lds
// CHECK-NOT: amdgpu.fat_raw_buffer_cast

// A pad of 1.0: masked-off lanes read 1.0, an out-of-range DMA lane 0.
func.func @pad_one(%A: memref<5x48xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %c48 = arith.constant 48 : index
  %pad = arith.constant dense<1.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %left = arith.subi %c48, %col : index
  %mask = vector.create_mask %left : vector<8xi1>
  // expected-remark @+1 {{cdna4pipe-lds-dma: copy left in registers: the masked load's pass-through is not zero (an LDS DMA lane out of range reads 0)}}
  %v = vector.maskedload %A[%row, %col], %mask, %pad : memref<5x48xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// col + lane < 40: an extent off by 8 (columns 40..47 are in bounds).
func.func @off_by_eight(%A: memref<5x48xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %c40 = arith.constant 40 : index
  %iota = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xindex>
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %colv = vector.broadcast %col : index to vector<8xindex>
  %offs = arith.addi %colv, %iota : vector<8xindex>
  %kv = vector.broadcast %c40 : index to vector<8xindex>
  %mask = arith.cmpi slt, %offs, %kv : vector<8xindex>
  // expected-remark @+1 {{copy left in registers: the mask is not an in-bounds predicate of the load: its term 'arith.cmpi' is not 'index < extent' for any dimension of memref<5x48xbf16> (it bounds index 1 by the extent 48 offset by -8)}}
  %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<5x48xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// A mask tied to the thread, not to the bounds.
func.func @thread_mask(%A: memref<5x48xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %ok = arith.cmpi ult, %tid, %c32 : index
  %mask = vector.broadcast %ok : i1 to vector<8xi1>
  // expected-remark @+1 {{copy left in registers: the mask is not an in-bounds predicate of the load: its term 'arith.cmpi' is not 'index < extent' for any dimension of memref<5x48xbf16>}}
  %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<5x48xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// The row compared along the lanes (row + lane < 5): not the row's
// predicate, which is the same for the 8 elements of a row's chunk.
func.func @row_along_lanes(%A: memref<5x48xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %left = arith.subi %c5, %row : index
  %mask = vector.create_mask %left : vector<8xi1>
  // expected-remark @+1 {{copy left in registers: the mask is not an in-bounds predicate of the load: its term 'vector.create_mask' is not 'index < extent' for any dimension of memref<5x48xbf16>}}
  %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<5x48xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// An unsigned comparison with the lane index alone on its smaller side:
// lane <u K - col reads as true where K - col is negative.
func.func @unsigned_lane(%A: memref<5x48xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %c48 = arith.constant 48 : index
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %left = arith.subi %c48, %col : index
  %leftv = vector.broadcast %left : index to vector<8xindex>
  %step = vector.step : vector<8xindex>
  %mask = arith.cmpi ult, %step, %leftv : vector<8xindex>
  // expected-remark @+1 {{copy left in registers: the mask is not an in-bounds predicate of the load: its term 'arith.cmpi' is not 'index < extent' for any dimension of memref<5x48xbf16> (it bounds index 1 by the extent 48 with an unsigned comparison whose smaller side is not the index)}}
  %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<5x48xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// An equality, a mask passed in, a constant mask that disables lanes.
func.func @not_ordering(%A: memref<5x48xbf16>, %m: vector<8xi1>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %lds2 = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %lds3 = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %ne = arith.cmpi ne, %row, %c5 : index
  %mask = vector.broadcast %ne : i1 to vector<8xi1>
  // expected-remark @+1 {{the mask is not an in-bounds predicate of the load: its term 'arith.cmpi ne' is not an ordering comparison of an index with an extent}}
  %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<5x48xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  // expected-remark @+1 {{the mask is not an in-bounds predicate of the load: the mask is a block argument, not a comparison of the load's indices with the memref's extents}}
  %w = vector.maskedload %A[%row, %col], %m, %zero : memref<5x48xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %w, %lds2[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  %half = vector.constant_mask [4] : vector<8xi1>
  // expected-remark @+1 {{the mask is not an in-bounds predicate of the load: its term 'vector.constant_mask' disables lanes whatever the indices}}
  %x = vector.maskedload %A[%row, %col], %half, %zero : memref<5x48xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %x, %lds3[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// K = 44: the chunk of columns 40..47 straddles the edge; a DMA lane reads
// all 16 bytes or none.
func.func @split_chunk(%A: memref<5x44xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %c44 = arith.constant 44 : index
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %left = arith.subi %c44, %col : index
  %mask = vector.create_mask %left : vector<8xi1>
  // expected-remark @+1 {{copy left in registers: the mask is not an in-bounds predicate of the load: the mask splits a 16-byte chunk: the last dimension's extent 44 is not a multiple of 8 elements (an LDS DMA lane reads its whole chunk or none of it)}}
  %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<5x44xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// Columns offset by 4 elements: a chunk starts mid-way through 8.
func.func @unaligned(%A: memref<5x48xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c48 = arith.constant 48 : index
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %gcol = arith.addi %col, %c4 : index
  %left = arith.subi %c48, %gcol : index
  %mask = vector.create_mask %left : vector<8xi1>
  // expected-remark @+1 {{the mask is not an in-bounds predicate of the load: the mask may split a 16-byte chunk: the load's last index is not a multiple of 8 elements}}
  %v = vector.maskedload %A[%row, %gcol], %mask, %zero : memref<5x48xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}
