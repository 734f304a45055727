// Edges against run-time extents (issue 24): the mask's bound is the
// memref's extent when the IR says so, the way a front end writes it:
// `memref.dim` of a `memref<?x?xbf16>` operand, or the i32 M, N, K kernel
// arguments a Triton-like front end passes, from which it builds the
// operand (`memref.reinterpret_cast` of a pointer, sizes `index_cast` of
// the arguments). The comparisons may be on i32 after casts. The DMA's row
// becomes the operand's run-time row count (`memref.dim`, which the view's
// num_records is sized by: past it, a lane reads zeros) where a bounded
// index is out of range.
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-lds-dma | FileCheck %s

// memref<?x?xbf16>, rows masked against memref.dim (compared on i32).
// CHECK-LABEL: func.func @dim_rows
// CHECK-SAME: (%[[A:.*]]: memref<?x?xbf16>)
// CHECK-NEXT: %[[FAT:.*]] = amdgpu.fat_raw_buffer_cast %[[A]] : memref<?x?xbf16> to memref<?x?xbf16, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: %[[ROW:.*]] = arith.divui %{{.*}}, %c8 : index
// CHECK: %[[COL:.*]] = arith.muli %{{.*}}, %c8 : index
// CHECK-NOT: vector.
// CHECK: %[[M:.*]] = memref.dim %[[A]], %c0{{.*}} : memref<?x?xbf16>
// CHECK-NEXT: %[[IN:.*]] = arith.cmpi ult, %[[ROW]], %[[M]] : index
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN]], %[[ROW]], %[[M]] : index
// CHECK-NEXT: amdgpu.gather_to_lds %[[FAT]][%[[R]], %[[COL]]], %{{.*}} : vector<8xbf16>, memref<?x?xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<8x64xbf16, #gpu.address_space<workgroup>>
// CHECK-NEXT: return
func.func @dim_rows(%A: memref<?x?xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %m = memref.dim %A, %c0 : memref<?x?xbf16>
  %m32 = arith.index_cast %m : index to i32
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %row32 = arith.index_cast %row : index to i32
  %rok = arith.cmpi slt, %row32, %m32 : i32
  %mask = vector.broadcast %rok : i1 to vector<8xi1>
  %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}

// -----

// Triton's form: a pointer and i32 M, K; the operand built with
// memref.reinterpret_cast (sizes and the row stride from the arguments);
// `(row < M) & (k0 + offs < K)` on i32, K marked a multiple of 16 as Triton
// marks the sizes it specialises on (tt.divisibility): no 16-byte chunk
// straddles the K edge. Both extents are the operand's memref.dim (the
// loop-invariant parts hoisted).
// CHECK-LABEL: func.func @triton_ptr
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast
// CHECK-NEXT: %[[FAT:.*]] = amdgpu.fat_raw_buffer_cast %[[VIEW]]
// CHECK: %[[M:.*]] = memref.dim %[[VIEW]], %c0{{.*}}
// CHECK-NEXT: %[[RIN:.*]] = arith.cmpi ult, %[[ROW:.*]], %[[M]] : index
// CHECK: %[[K:.*]] = memref.dim %[[VIEW]], %c1{{.*}}
// CHECK-NEXT: scf.for
// CHECK-NOT: vector.
// CHECK: %[[CIN:.*]] = arith.cmpi ult, %[[COL:.*]], %[[K]] : index
// CHECK-NEXT: %[[IN:.*]] = arith.andi %[[RIN]], %[[CIN]] : i1
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN]], %[[ROW]], %[[M]] : index
// CHECK-NEXT: amdgpu.gather_to_lds %[[FAT]][%[[R]], %[[COL]]]
func.func @triton_ptr(%p: memref<bf16>, %M: i32, %K: i32 {tt.divisibility = 16 : i32}) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c8 = arith.constant 8 : i32
  %c64 = arith.constant 64 : i32
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
  %off = arith.muli %chunk, %c8 : i32
  %rowx = arith.index_cast %row : i32 to index
  %offx = arith.index_cast %off : i32 to index
  scf.for %kk = %c0 to %c2 step %c1 : i32 {
    %k0 = arith.muli %kk, %c64 : i32
    %col = arith.addi %k0, %off : i32
    %colx = arith.index_cast %col : i32 to index
    %rok = arith.cmpi slt, %row, %M : i32
    %rmask = vector.broadcast %rok : i1 to vector<8xi1>
    %offv = vector.broadcast %off : i32 to vector<8xi32>
    %offs = arith.addi %offv, %iota : vector<8xi32>
    %kleft = arith.subi %K, %k0 : i32
    %kleftv = vector.broadcast %kleft : i32 to vector<8xi32>
    %kmask = arith.cmpi slt, %offs, %kleftv : vector<8xi32>
    %mask = arith.andi %rmask, %kmask : vector<8xi1>
    %v = vector.maskedload %A[%rowx, %colx], %mask, %zero : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
    vector.store %v, %lds[%rowx, %offx] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  }
  return
}

// -----

// A memref.cast of a static operand to memref<?x?xbf16>: its extents are
// the static ones (a mask against 5 rows matches); the rows of the DMA's
// select are the view's run-time size.
// CHECK-LABEL: func.func @cast_static
// CHECK: %[[M:.*]] = memref.dim %{{.*}}, %c0{{.*}}
// CHECK-NEXT: %[[IN:.*]] = arith.cmpi ult, %[[ROW:.*]], %[[M]] : index
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN]], %[[ROW]], %[[M]] : index
// CHECK-NEXT: amdgpu.gather_to_lds
func.func @cast_static(%S: memref<5x48xbf16>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %A = memref.cast %S : memref<5x48xbf16> to memref<?x?xbf16>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  %rok = arith.cmpi ult, %row, %c5 : index
  %mask = vector.broadcast %rok : i1 to vector<8xi1>
  %v = vector.maskedload %A[%row, %col], %mask, %zero : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}
