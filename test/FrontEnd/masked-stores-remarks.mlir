// Masked global stores cdna4pipe-normalize leaves as they are (they lower
// to llvm.intr.masked.store: a branch per element, still correct), each
// with a remark that says why; a masked store to LDS is left alone
// silently (no buffer view).
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-normalize -verify-diagnostics | FileCheck %s

// CHECK-LABEL: gpu.func @mask_argument
// CHECK-NOT: amdgpu.fat_raw_buffer_cast
// CHECK: vector.maskedstore
gpu.module @m {
  gpu.func @mask_argument(%C: memref<5x136xbf16>, %v: vector<4xbf16>, %m: vector<4xi1>, %r: index, %c: index) kernel {
    // expected-remark @below {{cdna4pipe-normalize: masked store left as llvm.intr.masked.store (a branch per element): the mask is not an in-bounds predicate of the store: the mask is a block argument}}
    vector.maskedstore %C[%r, %c], %m, %v : memref<5x136xbf16>, vector<4xi1>, vector<4xbf16>
    gpu.return
  }
}

// -----

// The column bound off by one lane: the last in-range element of a row
// would be dropped, a different store.
// CHECK-LABEL: gpu.func @shifted
// CHECK: vector.maskedstore
gpu.module @m {
  gpu.func @shifted(%C: memref<5x129xbf16>, %v: vector<4xbf16>, %col: index) kernel {
    %c0 = arith.constant 0 : index
    %n = arith.constant 129 : index
    %iota1 = arith.constant dense<[1, 2, 3, 4]> : vector<4xindex>
    %colv = vector.broadcast %col : index to vector<4xindex>
    %offs = arith.addi %colv, %iota1 : vector<4xindex>
    %nv = vector.broadcast %n : index to vector<4xindex>
    %ok = arith.cmpi slt, %offs, %nv : vector<4xindex>
    // expected-remark @below {{the mask is not an in-bounds predicate of the store: its term 'arith.cmpi' is not 'index < extent' for any dimension of memref<5x129xbf16> (it bounds index 1 by the extent 129 offset by -1)}}
    vector.maskedstore %C[%c0, %col], %ok, %v : memref<5x129xbf16>, vector<4xi1>, vector<4xbf16>
    gpu.return
  }
}

// -----

// A mask that selects lanes by equality (not a bounds check).
// CHECK-LABEL: gpu.func @equality
// CHECK: vector.maskedstore
gpu.module @m {
  gpu.func @equality(%C: memref<5x136xbf16>, %v: vector<4xbf16>, %r: index, %col: index) kernel {
    %c2 = arith.constant 2 : index
    %is2 = arith.cmpi eq, %r, %c2 : index
    %m = vector.broadcast %is2 : i1 to vector<4xi1>
    // expected-remark @below {{the mask is not an in-bounds predicate of the store: its term 'arith.cmpi eq' is not an ordering comparison of an index with an extent}}
    vector.maskedstore %C[%r, %col], %m, %v : memref<5x136xbf16>, vector<4xi1>, vector<4xbf16>
    gpu.return
  }
}

// -----

// Columns 2 elements apart (a strided C with unit innermost stride is
// stored through its view: masked-stores.mlir), and a dynamic shape whose
// mask bounds nothing the bounds proof knows (5 rows, not memref.dim; its
// one-element masked store needs no proof: guarded-stores.mlir).
// CHECK-LABEL: gpu.func @not_bufferable
// CHECK-NOT: amdgpu.fat_raw_buffer_cast
// CHECK-COUNT-2: vector.maskedstore
gpu.module @m {
  gpu.func @not_bufferable(%C: memref<?x136xbf16>, %S: memref<5x136xbf16, strided<[200, 2]>>, %v: vector<4xbf16>, %r: index, %col: index) kernel {
    %c5 = arith.constant 5 : index
    %rok = arith.cmpi slt, %r, %c5 : index
    %m = vector.broadcast %rok : i1 to vector<4xi1>
    // expected-remark @below {{masked store left as llvm.intr.masked.store (a branch per element): the memref's innermost stride is 2, not 1 (a lane moves 2 contiguous bytes)}}
    vector.maskedstore %S[%r, %col], %m, %v : memref<5x136xbf16, strided<[200, 2]>>, vector<4xi1>, vector<4xbf16>
    // expected-remark @below {{masked store left as llvm.intr.masked.store (a branch per element): the mask is not an in-bounds predicate of the store}}
    vector.maskedstore %C[%r, %col], %m, %v : memref<?x136xbf16>, vector<4xi1>, vector<4xbf16>
    gpu.return
  }
}

// -----

// LDS: no buffer view, no remark.
// CHECK-LABEL: gpu.func @lds
// CHECK-NOT: amdgpu.fat_raw_buffer_cast
// CHECK: vector.maskedstore
gpu.module @m {
  gpu.func @lds(%v: vector<4xbf16>, %m: vector<4xi1>, %r: index, %col: index) workgroup(%L: memref<5x136xbf16, #gpu.address_space<workgroup>>) kernel {
    vector.maskedstore %L[%r, %col], %m, %v : memref<5x136xbf16, #gpu.address_space<workgroup>>, vector<4xi1>, vector<4xbf16>
    gpu.return
  }
}
