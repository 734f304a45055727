// A copy from a memref.subview of a strided operand (a front end's view of
// the workgroup's rows). cdna4pipe-lds-dma does not look through views
// other than memref.cast and memref.reinterpret_cast: alone it leaves the
// copy in registers with a remark naming the subview and the pass that
// folds it; in the flow cdna4pipe-normalize has folded the subview into the
// load's indices first, and the copy becomes LDS DMA on the base operand
// (test/FrontEnd/forms.mlir --subview: the whole kernel).
// RUN: cdna4-opt %s --cdna4pipe-lds-dma --verify-diagnostics | FileCheck %s --check-prefix=ALONE
// RUN: cdna4-opt %s --cdna4pipe-normalize --cdna4pipe-lds-dma | FileCheck %s --check-prefix=FLOW

// ALONE-NOT: amdgpu.gather_to_lds
// ALONE: vector.load %{{.*}} : memref<8x64xbf16, strided<[?, 1], offset: ?>>, vector<8xbf16>

// FLOW: %[[A:.*]] = memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [%{{.*}}, %{{.*}}], strides: [%{{.*}}, 1] : memref<bf16> to memref<?x?xbf16, strided<[?, 1]>>
// FLOW-NEXT: %[[FAT:.*]] = amdgpu.fat_raw_buffer_cast %[[A]] : memref<?x?xbf16, strided<[?, 1]>> to memref<?x?xbf16, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>>
// FLOW-NOT: memref.subview
// FLOW: amdgpu.gather_to_lds %[[FAT]][%{{.*}}, %{{.*}}], %{{.*}} : vector<8xbf16>, memref<?x?xbf16, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>>, memref<8x64xbf16, #gpu.address_space<workgroup>>
// FLOW-NOT: vector.load
func.func @subview_rows(%p: memref<bf16>, %M: i32, %K: i32, %lda: i32 {tt.divisibility = 16 : i32}) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c8 = arith.constant 8 : index
  %lds = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %Mx = arith.index_cast %M : i32 to index
  %Kx = arith.index_cast %K : i32 to index
  %ldx = arith.index_cast %lda : i32 to index
  %A = memref.reinterpret_cast %p to offset: [0], sizes: [%Mx, %Kx], strides: [%ldx, 1] : memref<bf16> to memref<?x?xbf16, strided<[?, 1]>>
  %bid = gpu.block_id x
  %r0 = arith.muli %bid, %c8 : index
  %S = memref.subview %A[%r0, 0] [8, 64] [1, 1] : memref<?x?xbf16, strided<[?, 1]>> to memref<8x64xbf16, strided<[?, 1], offset: ?>>
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %chunk = arith.remui %tid, %c8 : index
  %col = arith.muli %chunk, %c8 : index
  // expected-remark @+1 {{cdna4pipe-lds-dma: copy left in registers: the memref's offset is a run-time value (of the layout of 'memref.subview'; cdna4pipe-normalize folds a subview into the indices) not known to be a multiple of 8 elements}}
  %v = vector.load %S[%row, %col] : memref<8x64xbf16, strided<[?, 1], offset: ?>>, vector<8xbf16>
  vector.store %v, %lds[%row, %col] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return
}
