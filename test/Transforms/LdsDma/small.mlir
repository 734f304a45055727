// cdna4pipe-lds-dma on one wave copying an 8x64 bf16 tile (1 KiB): the
// store-side XOR swizzle moves to the global column; a rotation swizzle
// (order 8) is inverted by re-evaluating the store index; an unswizzled copy
// keeps its global indices.
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-lds-dma | FileCheck %s

// CHECK-LABEL: func.func @xor
// CHECK-SAME: (%[[A:.*]]: memref<64x64xbf16>)
// CHECK-NEXT: %[[FAT:.*]] = amdgpu.fat_raw_buffer_cast %[[A]] : memref<64x64xbf16> to memref<64x64xbf16, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: %[[LDS:.*]] = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
// W = the wave's first thread; BASE = the store index of lane 0 of the wave.
// CHECK-NEXT: %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %[[LANE:.*]] = arith.remui %[[TID]], %c64 : index
// CHECK-NEXT: %[[W:.*]] = arith.subi %[[TID]], %[[LANE]] overflow<nsw, nuw> : index
// CHECK-NEXT: %[[R0:.*]] = arith.divui %[[W]], %c8 : index
// CHECK-NEXT: %[[R0F:.*]] = arith.muli %[[R0]], %c64 : index
// CHECK-NEXT: %[[C0:.*]] = arith.remui %[[W]], %c8 : index
// CHECK-NEXT: %[[X0:.*]] = arith.xori %[[C0]], %[[R0]] : index
// CHECK-NEXT: %[[X0E:.*]] = arith.muli %[[X0]], %c8 : index
// CHECK-NEXT: %[[BASE:.*]] = arith.addi %[[R0F]], %[[X0E]] : index
// pi(lane) = (S(W + lane) - BASE) / 8: the chunk this lane's store hits.
// CHECK-NEXT: %[[T:.*]] = arith.addi %[[W]], %[[LANE]] : index
// CHECK-NEXT: %[[R:.*]] = arith.divui %[[T]], %c8 : index
// CHECK-NEXT: %[[RF:.*]] = arith.muli %[[R]], %c64 : index
// CHECK-NEXT: %[[C:.*]] = arith.remui %[[T]], %c8 : index
// CHECK-NEXT: %[[X:.*]] = arith.xori %[[C]], %[[R]] : index
// CHECK-NEXT: %[[XE:.*]] = arith.muli %[[X]], %c8 : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[RF]], %[[XE]] : index
// CHECK-NEXT: %[[OFF:.*]] = arith.subi %[[S]], %[[BASE]] overflow<nsw, nuw> : index
// CHECK-NEXT: %[[E:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[PI:.*]] = arith.divui %[[OFF]], %[[E]] : index
// The global indices of thread W + pi^-1(lane) (pi is an involution).
// CHECK-NEXT: %[[ST:.*]] = arith.addi %[[W]], %[[PI]] : index
// CHECK-NEXT: %[[GR:.*]] = arith.divui %[[ST]], %c8 : index
// CHECK-NEXT: %[[GC:.*]] = arith.remui %[[ST]], %c8 : index
// CHECK-NEXT: %[[GCE:.*]] = arith.muli %[[GC]], %c8 : index
// CHECK-NEXT: %[[DR:.*]] = arith.divui %[[BASE]], %c64{{.*}} : index
// CHECK-NEXT: %[[DC:.*]] = arith.remui %[[BASE]], %c64{{.*}} : index
// CHECK-NEXT: amdgpu.gather_to_lds %[[FAT]][%[[GR]], %[[GCE]]], %[[LDS]][%[[DR]], %[[DC]]] : vector<8xbf16>, memref<64x64xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<8x64xbf16, #gpu.address_space<workgroup>>
// CHECK-NEXT: return
func.func @xor(%A: memref<64x64xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %sw = arith.xori %chunk, %row : index
  %gcol = arith.muli %chunk, %c8 : index
  %dcol = arith.muli %sw, %c8 : index
  %v = vector.load %A[%row, %gcol] : memref<64x64xbf16>, vector<8xbf16>
  vector.store %v, %lds[%row, %dcol] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// No swizzle: the global indices are the load's own, the destination is the
// lowest lane's store index.
// CHECK-LABEL: func.func @plain
// CHECK: %[[FAT:.*]] = amdgpu.fat_raw_buffer_cast
// CHECK: %[[TID:.*]] = gpu.thread_id x
// CHECK: %[[ROW:.*]] = arith.divui %[[TID]], %c8 : index
// CHECK: %[[CH:.*]] = arith.remui %[[TID]], %c8 : index
// CHECK: %[[GCOL:.*]] = arith.muli %[[CH]], %c8 : index
// CHECK: amdgpu.gather_to_lds %[[FAT]][%[[ROW]], %[[GCOL]]], %{{.*}}[%{{.*}}, %{{.*}}] : vector<8xf16>
// CHECK-NOT: arith.xori
func.func @plain(%A: memref<64x64xf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x64xf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %gcol = arith.muli %chunk, %c8 : index
  %v = vector.load %A[%row, %gcol] : memref<64x64xf16>, vector<8xf16>
  vector.store %v, %lds[%row, %gcol] : memref<8x64xf16, #gpu.address_space<workgroup>>, vector<8xf16>
  return
}

// -----

// A rotation (LDS chunk = (chunk + row) % 8) has order 8: its inverse is the
// store index evaluated 7 times.
// CHECK-LABEL: func.func @rotate
// CHECK-COUNT-7: arith.divui %{{.*}}, %c8{{.*}} : index
// CHECK: amdgpu.gather_to_lds
// CHECK-NOT: vector.store
func.func @rotate(%A: memref<64x64xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %s = arith.addi %chunk, %row : index
  %rot = arith.remui %s, %c8 : index
  %gcol = arith.muli %chunk, %c8 : index
  %dcol = arith.muli %rot, %c8 : index
  %v = vector.load %A[%row, %gcol] : memref<64x64xbf16>, vector<8xbf16>
  vector.store %v, %lds[%row, %dcol] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}
