// cdna4pipe-normalize on masked C stores of several elements (issue 24,
// edges): a vector.maskedstore whose mask is proven an in-bounds predicate
// ((row < M) & (col + lane < N), or an out-of-bounds vector.transfer_write,
// which upstream lowers to a vector.maskedstore) becomes buffer stores
// through C's bounds-checked view, each sent to the buffer's end
// ([rows, 0]) where its bit is false. Buffer bounds cover only the
// buffer's linear end, not a row's, so the store is split into the largest
// aligned chunks the mask cannot split: the whole vector when the last
// extent and the column are multiples of its length (136), pairs (130),
// single elements (129).
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-normalize | FileCheck %s

// CHECK-LABEL: gpu.func @whole
// CHECK-SAME: (%[[C:.*]]: memref<5x136xbf16>, %[[V:.*]]: vector<4xbf16>, %[[R:.*]]: index, %[[X:.*]]: index)
// CHECK-NEXT: %[[FAT:.*]] = amdgpu.fat_raw_buffer_cast %[[C]] : memref<5x136xbf16> to memref<5x136xbf16, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: %[[COL:.*]] = arith.muli %[[X]]
// CHECK: %[[OK:.*]] = arith.andi
// CHECK-NEXT: %[[B:.*]] = vector.extract %[[OK]][0] : i1 from vector<4xi1>
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[SR:.*]] = arith.select %[[B]], %[[R]], %[[C5]] : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[SC:.*]] = arith.select %[[B]], %[[COL]], %[[C0]] : index
// CHECK-NEXT: vector.store %[[V]], %[[FAT]][%[[SR]], %[[SC]]] : memref<5x136xbf16, #amdgpu.address_space<fat_raw_buffer>>, vector<4xbf16>
// CHECK-NEXT: gpu.return
gpu.module @m {
  gpu.func @whole(%C: memref<5x136xbf16>, %v: vector<4xbf16>, %r: index, %x: index) kernel {
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %n = arith.constant 136 : index
    %iota = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
    %col = arith.muli %x, %c4 : index
    %rok = arith.cmpi slt, %r, %c5 : index
    %rokv = vector.broadcast %rok : i1 to vector<4xi1>
    %colv = vector.broadcast %col : index to vector<4xindex>
    %offs = arith.addi %colv, %iota : vector<4xindex>
    %nv = vector.broadcast %n : index to vector<4xindex>
    %cok = arith.cmpi slt, %offs, %nv : vector<4xindex>
    %ok = arith.andi %rokv, %cok : vector<4xi1>
    vector.maskedstore %C[%r, %col], %ok, %v : memref<5x136xbf16>, vector<4xi1>, vector<4xbf16>
    gpu.return
  }
}

// -----

// N = 130: a pair of lanes never straddles the row's end.
// CHECK-LABEL: gpu.func @pairs
// CHECK-SAME: (%[[C:.*]]: memref<5x130xbf16>, %[[V:.*]]: vector<4xbf16>, %[[R:.*]]: index, %[[X:.*]]: index)
// CHECK-NEXT: %[[FAT:.*]] = amdgpu.fat_raw_buffer_cast %[[C]]
// CHECK: %[[COL:.*]] = arith.muli %[[X]]
// CHECK: %[[OK:.*]] = arith.andi
// CHECK-NEXT: %[[B0:.*]] = vector.extract %[[OK]][0] : i1 from vector<4xi1>
// CHECK-NEXT: %[[P0:.*]] = vector.shuffle %[[V]], %[[V]] [0, 1] : vector<4xbf16>, vector<4xbf16>
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[SR0:.*]] = arith.select %[[B0]], %[[R]], %[[C5]] : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[SC0:.*]] = arith.select %[[B0]], %[[COL]], %[[C0]] : index
// CHECK-NEXT: vector.store %[[P0]], %[[FAT]][%[[SR0]], %[[SC0]]] : memref<5x130xbf16, #amdgpu.address_space<fat_raw_buffer>>, vector<2xbf16>
// CHECK-NEXT: %[[B2:.*]] = vector.extract %[[OK]][2] : i1 from vector<4xi1>
// CHECK-NEXT: %[[P2:.*]] = vector.shuffle %[[V]], %[[V]] [2, 3] : vector<4xbf16>, vector<4xbf16>
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[COL2:.*]] = arith.addi %[[COL]], %[[TWO]] : index
// CHECK-NEXT: %[[C5B:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[SR2:.*]] = arith.select %[[B2]], %[[R]], %[[C5B]] : index
// CHECK-NEXT: %[[C0B:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[SC2:.*]] = arith.select %[[B2]], %[[COL2]], %[[C0B]] : index
// CHECK-NEXT: vector.store %[[P2]], %[[FAT]][%[[SR2]], %[[SC2]]] : memref<5x130xbf16, #amdgpu.address_space<fat_raw_buffer>>, vector<2xbf16>
// CHECK-NEXT: gpu.return
gpu.module @m {
  gpu.func @pairs(%C: memref<5x130xbf16>, %v: vector<4xbf16>, %r: index, %x: index) kernel {
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %n = arith.constant 130 : index
    %iota = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
    %col = arith.muli %x, %c4 : index
    %rok = arith.cmpi slt, %r, %c5 : index
    %rokv = vector.broadcast %rok : i1 to vector<4xi1>
    %colv = vector.broadcast %col : index to vector<4xindex>
    %offs = arith.addi %colv, %iota : vector<4xindex>
    %nv = vector.broadcast %n : index to vector<4xindex>
    %cok = arith.cmpi slt, %offs, %nv : vector<4xindex>
    %ok = arith.andi %rokv, %cok : vector<4xi1>
    vector.maskedstore %C[%r, %col], %ok, %v : memref<5x130xbf16>, vector<4xi1>, vector<4xbf16>
    gpu.return
  }
}

// -----

// N = 129: one store per element, element e at column col + e.
// CHECK-LABEL: gpu.func @elements
// CHECK-SAME: (%[[C:.*]]: memref<5x129xbf16>, %[[V:.*]]: vector<4xbf16>, %[[R:.*]]: index, %[[X:.*]]: index)
// CHECK-NEXT: %[[FAT:.*]] = amdgpu.fat_raw_buffer_cast %[[C]]
// CHECK: %[[COL:.*]] = arith.muli %[[X]]
// CHECK: %[[OK:.*]] = arith.andi
// CHECK-NEXT: %[[B0:.*]] = vector.extract %[[OK]][0] : i1 from vector<4xi1>
// CHECK-NEXT: %[[E0:.*]] = vector.extract %[[V]][0] : bf16 from vector<4xbf16>
// CHECK-NEXT: arith.constant 5 : index
// CHECK-NEXT: %[[SR0:.*]] = arith.select %[[B0]], %[[R]], %{{.*}} : index
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: %[[SC0:.*]] = arith.select %[[B0]], %[[COL]], %{{.*}} : index
// CHECK-NEXT: memref.store %[[E0]], %[[FAT]][%[[SR0]], %[[SC0]]] : memref<5x129xbf16, #amdgpu.address_space<fat_raw_buffer>>
// CHECK-COUNT-2: memref.store %{{.*}}, %[[FAT]]
// CHECK-NEXT: %[[B3:.*]] = vector.extract %[[OK]][3] : i1 from vector<4xi1>
// CHECK-NEXT: %[[E3:.*]] = vector.extract %[[V]][3] : bf16 from vector<4xbf16>
// CHECK-NEXT: %[[THREE:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[COL3:.*]] = arith.addi %[[COL]], %[[THREE]] : index
// CHECK-NEXT: arith.constant 5 : index
// CHECK-NEXT: %[[SR3:.*]] = arith.select %[[B3]], %[[R]], %{{.*}} : index
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: %[[SC3:.*]] = arith.select %[[B3]], %[[COL3]], %{{.*}} : index
// CHECK-NEXT: memref.store %[[E3]], %[[FAT]][%[[SR3]], %[[SC3]]] : memref<5x129xbf16, #amdgpu.address_space<fat_raw_buffer>>
// CHECK-NEXT: gpu.return
gpu.module @m {
  gpu.func @elements(%C: memref<5x129xbf16>, %v: vector<4xbf16>, %r: index, %x: index) kernel {
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %n = arith.constant 129 : index
    %iota = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
    %col = arith.muli %x, %c4 : index
    %rok = arith.cmpi slt, %r, %c5 : index
    %rokv = vector.broadcast %rok : i1 to vector<4xi1>
    %colv = vector.broadcast %col : index to vector<4xindex>
    %offs = arith.addi %colv, %iota : vector<4xindex>
    %nv = vector.broadcast %n : index to vector<4xindex>
    %cok = arith.cmpi slt, %offs, %nv : vector<4xindex>
    %ok = arith.andi %rokv, %cok : vector<4xi1>
    vector.maskedstore %C[%r, %col], %ok, %v : memref<5x129xbf16>, vector<4xi1>, vector<4xbf16>
    gpu.return
  }
}

// -----

// Out-of-bounds vector.transfer_write masked by row (how a front end writes
// C tile edges with transfer ops): upstream masks it with
// create_mask(N - col) & %rowmask; the same chunks follow, one vector for
// N = 136, one element per store for N = 129. A column that is not a
// multiple of 4 (%y) splits to single elements whatever N is. A transfer in
// bounds along the row, masked by row only, is one vector on any N.
// CHECK-LABEL: gpu.func @transfer
// CHECK-SAME: (%[[C:.*]]: memref<5x136xbf16>, %[[D:.*]]: memref<5x129xbf16>, %[[V:.*]]: vector<4xbf16>, %[[R:.*]]: index, %[[X:.*]]: index, %[[Y:.*]]: index)
// CHECK-DAG: %[[FC:.*]] = amdgpu.fat_raw_buffer_cast %[[C]]
// CHECK-DAG: %[[FD:.*]] = amdgpu.fat_raw_buffer_cast %[[D]]
// CHECK-NOT: vector.transfer_write
// CHECK-NOT: vector.maskedstore
// CHECK: vector.store %[[V]], %[[FC]][%{{.*}}, %{{.*}}] : memref<5x136xbf16, #amdgpu.address_space<fat_raw_buffer>>, vector<4xbf16>
// CHECK-COUNT-4: memref.store %{{.*}}, %[[FD]][%{{.*}}, %{{.*}}] : memref<5x129xbf16, #amdgpu.address_space<fat_raw_buffer>>
// CHECK-COUNT-4: memref.store %{{.*}}, %[[FC]][%{{.*}}, %{{.*}}] : memref<5x136xbf16, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: vector.store %[[V]], %[[FD]][%{{.*}}, %{{.*}}] : memref<5x129xbf16, #amdgpu.address_space<fat_raw_buffer>>, vector<4xbf16>
// CHECK-NOT: vector.maskedstore
// CHECK: gpu.return
gpu.module @m {
  gpu.func @transfer(%C: memref<5x136xbf16>, %D: memref<5x129xbf16>, %v: vector<4xbf16>, %r: index, %x: index, %y: index) kernel {
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %col = arith.muli %x, %c4 : index
    %rok = arith.cmpi slt, %r, %c5 : index
    %rokv = vector.broadcast %rok : i1 to vector<4xi1>
    vector.transfer_write %v, %C[%r, %col], %rokv {in_bounds = [false]} : vector<4xbf16>, memref<5x136xbf16>
    vector.transfer_write %v, %D[%r, %col], %rokv {in_bounds = [false]} : vector<4xbf16>, memref<5x129xbf16>
    vector.transfer_write %v, %C[%r, %y], %rokv {in_bounds = [false]} : vector<4xbf16>, memref<5x136xbf16>
    vector.transfer_write %v, %D[%r, %col], %rokv {in_bounds = [true]} : vector<4xbf16>, memref<5x129xbf16>
    gpu.return
  }
}

// -----

// A strided C (rows 202 elements apart, as a front end passes a leading
// dimension): the chunks must also start aligned in the buffer, so pairs
// (202 is not a multiple of 4), each sent to the end [rows, cols] where its
// bit is false: with a row stride other than the row's extent only every
// index at its extent is past the buffer's last element.
// CHECK-LABEL: gpu.func @strided
// CHECK-SAME: (%[[C:.*]]: memref<5x136xbf16, strided<[202, 1]>>, %[[V:.*]]: vector<4xbf16>, %[[R:.*]]: index, %[[X:.*]]: index)
// CHECK-NEXT: %[[FAT:.*]] = amdgpu.fat_raw_buffer_cast %[[C]] : memref<5x136xbf16, strided<[202, 1]>> to memref<5x136xbf16, strided<[202, 1]>, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: %[[B:.*]] = vector.extract %{{.*}}[0] : i1 from vector<4xi1>
// CHECK-NEXT: %[[P:.*]] = vector.shuffle %[[V]], %[[V]] [0, 1] : vector<4xbf16>, vector<4xbf16>
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[SR:.*]] = arith.select %[[B]], %[[R]], %[[C5]] : index
// CHECK-NEXT: %[[C136:.*]] = arith.constant 136 : index
// CHECK-NEXT: %[[SC:.*]] = arith.select %[[B]], %{{.*}}, %[[C136]] : index
// CHECK-NEXT: vector.store %[[P]], %[[FAT]][%[[SR]], %[[SC]]] : memref<5x136xbf16, strided<[202, 1]>, #amdgpu.address_space<fat_raw_buffer>>, vector<2xbf16>
// CHECK: vector.extract %{{.*}}[2] : i1 from vector<4xi1>
// CHECK: vector.store %{{.*}} : memref<5x136xbf16, strided<[202, 1]>, #amdgpu.address_space<fat_raw_buffer>>, vector<2xbf16>
// CHECK-NOT: vector.maskedstore
gpu.module @m {
  gpu.func @strided(%C: memref<5x136xbf16, strided<[202, 1]>>, %v: vector<4xbf16>, %r: index, %x: index) kernel {
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %n = arith.constant 136 : index
    %iota = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
    %col = arith.muli %x, %c4 : index
    %rok = arith.cmpi slt, %r, %c5 : index
    %rokv = vector.broadcast %rok : i1 to vector<4xi1>
    %colv = vector.broadcast %col : index to vector<4xindex>
    %offs = arith.addi %colv, %iota : vector<4xindex>
    %nv = vector.broadcast %n : index to vector<4xindex>
    %cok = arith.cmpi slt, %offs, %nv : vector<4xindex>
    %ok = arith.andi %rokv, %cok : vector<4xi1>
    vector.maskedstore %C[%r, %col], %ok, %v : memref<5x136xbf16, strided<[202, 1]>>, vector<4xi1>, vector<4xbf16>
    gpu.return
  }
}
