// Copies cdna4pipe-lds-dma cannot turn into LDS DMA stay in registers, with a
// remark at the op saying why; the pass still succeeds.
// RUN: cdna4-opt %s --split-input-file --verify-diagnostics --cdna4pipe-lds-dma
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-lds-dma 2>/dev/null | FileCheck %s
// CHECK-NOT: amdgpu.gather_to_lds
// CHECK-NOT: amdgpu.fat_raw_buffer_cast

// 8 bytes per lane: an LDS DMA instruction moves 16.
func.func @width(%A: memref<64x64xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %lds = memref.alloc() : memref<4x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c16 : index
  %chunk = arith.remui %tid, %c16 : index
  %col = arith.muli %chunk, %c4 : index
  %v = vector.load %A[%row, %col] : memref<64x64xbf16>, vector<4xbf16>
  // expected-remark @+1 {{copy left in registers: the copy moves 8 bytes per lane; an LDS DMA instruction moves 16}}
  vector.store %v, %lds[%row, %col] : memref<4x64xbf16, #gpu.address_space<workgroup>>, vector<4xbf16>
  return
}

// -----

// The loaded value also feeds arithmetic: the registers are needed anyway.
func.func @other_use(%A: memref<64x64xbf16>, %B: memref<64x64xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  // expected-remark @+1 {{copy left in registers: the loaded value has uses other than the LDS store}}
  %v = vector.load %A[%row, %col] : memref<64x64xbf16>, vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  %w = arith.addf %v, %v : vector<8xbf16>
  vector.store %w, %B[%row, %col] : memref<64x64xbf16>, vector<8xbf16>
  return
}

// -----

// Rows 0, 2, 4, ... : the wave's stores span 2 KiB, a permutation crossing
// the rows one DMA instruction covers.
func.func @crosses_rows(%A: memref<64x64xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<16x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %drow = arith.muli %row, %c2 : index
  %v = vector.load %A[%row, %col] : memref<64x64xbf16>, vector<8xbf16>
  // expected-remark @+1 {{copy left in registers: wave 0 does not store one contiguous 1 KiB block of 16-byte chunks (lane 32 stores LDS element 512, block starts at 0): the permutation crosses the rows one DMA instruction covers}}
  vector.store %v, %lds[%drow, %col] : memref<16x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// Padded LDS rows (72 elements, 144 bytes apart): the 8 rows a wave's 64
// lanes store are not one contiguous 1 KiB block; the remark names the
// padding in the buffer's words.
func.func @padded_rows(%A: memref<64x64xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x72xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %v = vector.load %A[%row, %col] : memref<64x64xbf16>, vector<8xbf16>
  // expected-remark @+1 {{copy left in registers: wave 0 does not store one contiguous 1 KiB block of 16-byte chunks (lane 57 stores LDS element 512, block starts at 0): LDS rows 72 elements (144 bytes) apart, padded or of a width that neither divides nor is a multiple of 1 KiB: the rows one DMA instruction covers are not one contiguous block (to avoid bank conflicts, XOR-swizzle the 16-byte chunks instead of padding the rows)}}
  vector.store %v, %lds[%row, %col] : memref<8x72xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// The row depends on a function argument: it cannot be evaluated per thread.
func.func @unknown_index(%A: memref<64x64xbf16>, %r0: index) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<16x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %drow = arith.addi %row, %r0 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %v = vector.load %A[%row, %col] : memref<64x64xbf16>, vector<8xbf16>
  // expected-remark @+1 {{copy left in registers: its indices depend on a block argument other than a loop induction variable with a constant lower bound}}
  vector.store %v, %lds[%drow, %col] : memref<16x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// No known_block_size: the lanes cannot be enumerated.
func.func @no_block_size(%A: memref<64x64xbf16>) {
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %v = vector.load %A[%row, %col] : memref<64x64xbf16>, vector<8xbf16>
  // expected-remark @+1 {{copy left in registers: the workgroup size is unknown (known_block_size)}}
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// A 2-D workgroup: gpu.thread_id x is not the linear thread id.
func.func @two_d(%A: memref<64x64xbf16>) attributes {gpu.known_block_size = array<i32: 64, 2, 1>} {
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %v = vector.load %A[%row, %col] : memref<64x64xbf16>, vector<8xbf16>
  // expected-remark @+1 {{copy left in registers: the workgroup is not one-dimensional with a multiple of 64 threads}}
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// Two lanes store the same chunk (lane 0 and lane 8 both to row 0).
func.func @duplicate(%A: memref<64x64xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %drow = arith.remui %row, %c4 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %v = vector.load %A[%row, %col] : memref<64x64xbf16>, vector<8xbf16>
  // expected-remark @+1 {{copy left in registers: wave 0 does not store one contiguous 1 KiB block of 16-byte chunks (lane 32 stores LDS element 0, block starts at 0)}}
  vector.store %v, %lds[%drow, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// The swizzle depends on the K-tile: identity at iteration 0, chunk ^ 1 at
// iteration 1. One DMA instruction cannot do both.
func.func @loop_variant(%A: memref<64x64xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  scf.for %k = %c0 to %c4 step %c1 {
    %s = arith.remui %k, %c8 : index
    %sw = arith.xori %chunk, %s : index
    %dcol = arith.muli %sw, %c8 : index
    %v = vector.load %A[%row, %col] : memref<64x64xbf16>, vector<8xbf16>
    // expected-remark @+1 {{copy left in registers: the lane permutation changes between loop iterations}}
    vector.store %v, %lds[%row, %dcol] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  }
  return
}
