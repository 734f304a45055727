// Edges (M, N, K not multiples of the tile): a copy a front end writes as a
// vector.maskedload with a zero pad becomes an LDS DMA when its mask is an
// in-bounds predicate of the load. One wave copies an 8x64 tile of a 5x48
// operand: rows 5..7 and columns 48..63 are out of range. The DMA's row
// becomes 5 (past the buffer's num_records: the lane reads zeros) where a
// bounded index is out of range.
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-lds-dma | FileCheck %s

// Triton's form: (row < M) broadcast, and (col + [0..7] < K).
// CHECK-LABEL: func.func @triton
// CHECK-SAME: (%[[A:.*]]: memref<5x48xbf16>)
// CHECK-NEXT: %[[FAT:.*]] = amdgpu.fat_raw_buffer_cast %[[A]] : memref<5x48xbf16> to memref<5x48xbf16, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: %[[ROW:.*]] = arith.divui %{{.*}}, %c8 : index
// CHECK: %[[COL:.*]] = arith.muli %{{.*}}, %c8 : index
// CHECK-NOT: vector.
// CHECK: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[RIN:.*]] = arith.cmpi ult, %[[ROW]], %[[C5]] : index
// CHECK-NEXT: %[[C48:.*]] = arith.constant 48 : index
// CHECK-NEXT: %[[CIN:.*]] = arith.cmpi ult, %[[COL]], %[[C48]] : index
// CHECK-NEXT: %[[IN:.*]] = arith.andi %[[RIN]], %[[CIN]] : i1
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN]], %[[ROW]], %[[C5]] : index
// CHECK-NEXT: amdgpu.gather_to_lds %[[FAT]][%[[R]], %[[COL]]], %{{.*}} : vector<8xbf16>, memref<5x48xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<8x64xbf16, #gpu.address_space<workgroup>>
// CHECK-NEXT: return
func.func @triton(%A: memref<5x48xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c48 = arith.constant 48 : index
  %iota = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xindex>
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %rok = arith.cmpi slt, %row, %c5 : index
  %rmask = vector.broadcast %rok : i1 to vector<8xi1>
  %colv = vector.broadcast %col : index to vector<8xindex>
  %offs = arith.addi %colv, %iota : vector<8xindex>
  %kv = vector.broadcast %c48 : index to vector<8xindex>
  %kmask = arith.cmpi slt, %offs, %kv : vector<8xindex>
  %mask = arith.andi %rmask, %kmask : vector<8xi1>
  %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<5x48xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// Upstream's transfer lowering: `K - col > [0..7]` at i64 (an out-of-bounds
// vector.transfer_read), the row compared unsigned and recomputed apart
// from the load's index; the K loop's offset written as Triton does,
// `offs < K - k0` with vector.step.
// CHECK-LABEL: func.func @upstream
// CHECK: %[[RIN:.*]] = arith.cmpi ult, %[[ROW:.*]], %c5{{.*}} : index
// CHECK: scf.for
// CHECK-NOT: vector.
// CHECK: %[[CIN:.*]] = arith.cmpi ult, %[[COL:.*]], %c48{{.*}} : index
// CHECK-NEXT: %[[IN:.*]] = arith.andi %[[RIN]], %[[CIN]] : i1
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN]], %[[ROW]], %c5{{.*}} : index
// CHECK-NEXT: amdgpu.gather_to_lds %{{.*}}[%[[R]], %[[COL]]]
// CHECK-NEXT: %[[IN2:.*]] = arith.cmpi ult, %[[COL]], %c48{{.*}} : index
// CHECK-NEXT: %[[R2:.*]] = arith.select %[[IN2]], %[[ROW]], %c5{{.*}} : index
// CHECK-NEXT: amdgpu.gather_to_lds %{{.*}}[%[[R2]], %[[COL]]]
func.func @upstream(%A: memref<5x48xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c24 = arith.constant 24 : index
  %c48 = arith.constant 48 : index
  %iota = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi64>
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %lds2 = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  scf.for %kk = %c0 to %c2 step %c1 {
    %k0 = arith.muli %kk, %c24 : index
    %row = arith.divui %tid, %c8 : index
    %chunk = arith.remui %tid, %c8 : index
    %off = arith.muli %chunk, %c8 : index
    %col = arith.addi %k0, %off : index
    %left = arith.subi %c48, %col : index
    %left64 = arith.index_cast %left : index to i64
    %leftv = vector.broadcast %left64 : i64 to vector<8xi64>
    %kmask = arith.cmpi sgt, %leftv, %iota : vector<8xi64>
    %row2 = arith.divui %tid, %c8 : index
    %rok = arith.cmpi ult, %row2, %c5 : index
    %rmask = vector.broadcast %rok : i1 to vector<8xi1>
    %mask = arith.andi %kmask, %rmask : vector<8xi1>
    %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<5x48xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
    vector.store %v, %lds[%row, %off] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    // Triton: offs_k < K - k0; only K bounded (a row past M would be
    // undefined in the original).
    %kleft = arith.subi %c48, %k0 : index
    %kleftv = vector.broadcast %kleft : index to vector<8xindex>
    %step = vector.step : vector<8xindex>
    %offv = vector.broadcast %off : index to vector<8xindex>
    %offs = arith.addi %offv, %step : vector<8xindex>
    %kmask2 = arith.cmpi slt, %offs, %kleftv : vector<8xindex>
    %w = vector.maskedload %A[%row, %col], %kmask2, %zero : memref<5x48xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
    vector.store %w, %lds2[%row, %off] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  }
  return
}

// -----

// vector.create_mask (what populateVectorMaskMaterializationPatterns
// writes) with an all-true constant mask conjoined.
// CHECK-LABEL: func.func @create_mask
// CHECK-NOT: vector.
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[COL:.*]], %c48{{.*}} : index
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN]], %{{.*}}, %[[C5]] : index
// CHECK-NEXT: amdgpu.gather_to_lds %{{.*}}[%[[R]], %[[COL]]]
func.func @create_mask(%A: memref<5x48xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %c48 = arith.constant 48 : index
  %zero = arith.constant 0.0 : bf16
  %pad = vector.broadcast %zero : bf16 to vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %left = arith.subi %c48, %col : index
  %m = vector.create_mask %left : vector<8xi1>
  %all = vector.constant_mask [8] : vector<8xi1>
  %mask = arith.andi %m, %all : vector<8xi1>
  %v = vector.maskedload %A[%row, %col], %mask, %pad : memref<5x48xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}
