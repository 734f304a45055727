// cdna4pipe-normalize on the stores a front end guards at the edges of C
// (M, N not multiples of the tile): `scf.if %ok { memref.store }` and a
// one-element `vector.maskedstore` become one store through C's
// bounds-checked buffer view, whose indices are the buffer's end
// ([rows, 0]) where the guard is false: an out-of-range buffer store is
// dropped, and the lanes no longer branch apart. Other guarded stores are
// left as written (still correct).
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-normalize | FileCheck %s

// CHECK-LABEL: gpu.func @guarded
// CHECK-SAME: (%[[C:.*]]: memref<5x20xbf16>, %[[V:.*]]: bf16, %[[R:.*]]: index, %[[K:.*]]: index)
// CHECK-NEXT: %[[FAT:.*]] = amdgpu.fat_raw_buffer_cast %[[C]] : memref<5x20xbf16> to memref<5x20xbf16, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: %[[OK:.*]] = arith.andi
// CHECK-NOT: scf.if
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[SR:.*]] = arith.select %[[OK]], %[[R]], %[[C5]] : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[SK:.*]] = arith.select %[[OK]], %[[K]], %[[C0]] : index
// CHECK-NEXT: memref.store %[[V]], %[[FAT]][%[[SR]], %[[SK]]] : memref<5x20xbf16, #amdgpu.address_space<fat_raw_buffer>>
// The masked store of one element: the same, through the same view.
// CHECK: %[[M:.*]] = vector.extract %{{.*}}[0] : i1 from vector<1xi1>
// CHECK-NEXT: %[[E:.*]] = vector.extract %{{.*}}[0] : bf16 from vector<1xbf16>
// CHECK-NEXT: %[[C5B:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[MR:.*]] = arith.select %[[M]], %[[R]], %[[C5B]] : index
// CHECK-NEXT: %[[C0B:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[MK:.*]] = arith.select %[[M]], %[[K]], %[[C0B]] : index
// CHECK-NEXT: memref.store %[[E]], %[[FAT]][%[[MR]], %[[MK]]]
// CHECK-NOT: vector.maskedstore
gpu.module @m {
  gpu.func @guarded(%C: memref<5x20xbf16>, %v: bf16, %r: index, %k: index) kernel {
    %c5 = arith.constant 5 : index
    %c20 = arith.constant 20 : index
    %rok = arith.cmpi slt, %r, %c5 : index
    %kok = arith.cmpi slt, %k, %c20 : index
    %ok = arith.andi %rok, %kok : i1
    scf.if %ok {
      memref.store %v, %C[%r, %k] : memref<5x20xbf16>
    }
    %okv = vector.broadcast %ok : i1 to vector<1xi1>
    %vv = vector.broadcast %v : bf16 to vector<1xbf16>
    vector.maskedstore %C[%r, %k], %okv, %vv : memref<5x20xbf16>, vector<1xi1>, vector<1xbf16>
    gpu.return
  }
}

// -----

// Left as written: a branch with an else, a branch with two stores
// (masked stores of several elements: masked-stores.mlir,
// masked-stores-remarks.mlir).
// CHECK-LABEL: gpu.func @kept
// CHECK-NOT: amdgpu.fat_raw_buffer_cast
// CHECK: scf.if
// CHECK: } else {
// CHECK: scf.if
// CHECK-COUNT-2: memref.store
gpu.module @m {
  gpu.func @kept(%C: memref<5x20xbf16>, %v: bf16, %ok: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.if %ok {
      memref.store %v, %C[%c0, %c0] : memref<5x20xbf16>
    } else {
      memref.store %v, %C[%c1, %c0] : memref<5x20xbf16>
    }
    scf.if %ok {
      memref.store %v, %C[%c0, %c0] : memref<5x20xbf16>
      memref.store %v, %C[%c1, %c0] : memref<5x20xbf16>
    }
    gpu.return
  }
}

// -----

// A dynamic first extent (M known at run time): the buffer's end is
// memref.dim 0 (the view's num_records comes from the run-time sizes).
// CHECK-LABEL: gpu.func @dynamic
// CHECK-SAME: (%[[D:.*]]: memref<?x20xbf16>, %[[V:.*]]: bf16, %[[OK:.*]]: i1, %[[R:.*]]: index, %[[K:.*]]: index)
// CHECK-NEXT: %[[FAT:.*]] = amdgpu.fat_raw_buffer_cast %[[D]] : memref<?x20xbf16> to memref<?x20xbf16, #amdgpu.address_space<fat_raw_buffer>>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[M:.*]] = memref.dim %[[D]], %[[C0]] : memref<?x20xbf16>
// CHECK-NEXT: %[[SR:.*]] = arith.select %[[OK]], %[[R]], %[[M]] : index
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[SK:.*]] = arith.select %[[OK]], %[[K]], %[[Z]] : index
// CHECK-NEXT: memref.store %[[V]], %[[FAT]][%[[SR]], %[[SK]]] : memref<?x20xbf16, #amdgpu.address_space<fat_raw_buffer>>
// CHECK-NOT: scf.if
// CHECK: memref.dim %[[D]]
// CHECK: memref.store %{{.*}}, %[[FAT]]
// CHECK-NOT: vector.maskedstore
gpu.module @m {
  gpu.func @dynamic(%D: memref<?x20xbf16>, %v: bf16, %ok: i1, %r: index, %k: index) kernel {
    scf.if %ok {
      memref.store %v, %D[%r, %k] : memref<?x20xbf16>
    }
    %okv = vector.broadcast %ok : i1 to vector<1xi1>
    %vv = vector.broadcast %v : bf16 to vector<1xbf16>
    vector.maskedstore %D[%r, %k], %okv, %vv : memref<?x20xbf16>, vector<1xi1>, vector<1xbf16>
    gpu.return
  }
}
