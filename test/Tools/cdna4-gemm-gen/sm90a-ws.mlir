// The warp-specialised persistent sm90a kernel (--schedule ws-persistent,
// the default; docs/Hopper.md): full and empty barriers (counts 1 and W),
// one CTA barrier after the inits, the producer warpgroup (the last one)
// giving registers back and one of its threads issuing the copies of every
// K-tile of the block's tiles (block_id.x, step grid_dim.x) after waiting
// on the empty barrier with the flipped parity, the consumers taking
// registers, waiting on the full barrier, keeping one wgmma group in
// flight and releasing the previous slot, and the bf16 epilogue from
// registers (--epilogue registers). Four tiles on --sms 3 take two rounds:
// two blocks walk two tiles each.
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 256 --tile 128x256x64 --stages 3 --sms 3 --c-dtype bf16 --epilogue registers | FileCheck %s
// The TMA-store epilogue (--epilogue tma): C arrives as a tensor map; each
// consumer warpgroup waits until its previous stores have read its staging
// boxes, syncs its 128 threads (named barrier 1 + wg), writes its pairs
// into 4 swizzled boxes of 64 x 64 bf16 after the 3 slots (147456 bytes
// on), fences the async proxy, syncs again, and its thread 0 stores the
// boxes and commits the group; the stores are drained before the exit.
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 256 --tile 128x256x64 --stages 3 --sms 3 --c-dtype bf16 --epilogue tma | FileCheck %s --check-prefix=TMA
// f32 C: 8 boxes of 64 x 32 f32 (128-byte rows, 4 elements a chunk).
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 256 --tile 128x256x64 --stages 2 --epilogue tma | FileCheck %s --check-prefix=TMAF32
// Four tiles on 132 SMs: a grid of 4. The default epilogue is the TMA
// store when 3 slots fit next to its staging buffer: f32 C at 128x256
// (128 KiB of staging) keeps the epilogue from registers and the most
// slots that fit (4 of 48 KiB); f32 pairs are 8-byte stores. bf16 C gets
// the TMA store and 3 slots.
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 256 --tile 128x256x64 | FileCheck %s --check-prefix=DEF
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 256 --tile 128x256x64 --c-dtype bf16 | FileCheck %s --check-prefix=DEFB
// The pipeliner leaves the kernel as it is.
// RUN: cdna4-gemm-gen --target sm90a --m 256 --n 512 --k 256 --tile 128x256x64 --stages 3 -o %t.mlir
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline=num-stages=2 -o %t.piped.mlir
// RUN: cdna4-opt %t.mlir -o %t.plain.mlir
// RUN: diff %t.plain.mlir %t.piped.mlir

// CHECK: cdna4pipe.gemm = {b_layout = "KxN", c_dtype = "bf16", dtype = "bf16",{{.*}} schedule = "ws-persistent", stages = 3 : i64,{{.*}} warpgroups = 2 : i64}
// CHECK: gpu.func @gemm(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %[[C:.*]]: memref<256x512xbf16>) kernel attributes {cdna4pipe.dynamic_shared_bytes = 147456 : i64, cdna4pipe.warp_specialized, known_block_size = array<i32: 384, 1, 1>, known_grid_size = array<i32: 2, 1, 1>, nvvm.minctasm = 1 : i32}
// CHECK: %[[TID:.*]] = gpu.thread_id x
// CHECK: %[[DYN:.*]] = gpu.dynamic_shared_memory
// CHECK: %[[FULL:.*]] = nvgpu.mbarrier.create -> <{{.*}}num_barriers = 3>
// CHECK: %[[EMPTY:.*]] = nvgpu.mbarrier.create -> <{{.*}}num_barriers = 3>
// CHECK: %[[INIT:.*]] = arith.cmpi eq, %[[TID]], %c0
// CHECK-COUNT-3: nvgpu.mbarrier.init %[[FULL]][%{{.*}}], %c1, predicate = %[[INIT]]
// CHECK-COUNT-3: nvgpu.mbarrier.init %[[EMPTY]][%{{.*}}], %c2, predicate = %[[INIT]]
// CHECK-NEXT: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: %[[WG:.*]] = arith.divui %[[TID]], %c128
// CHECK: %[[PROD:.*]] = arith.cmpi eq, %[[WG]], %c2
// CHECK: scf.if %[[PROD]] {
// CHECK-NEXT: nvvm.setmaxregister decrease 40
// CHECK-NEXT: %[[ISSUER:.*]] = arith.cmpi eq, %[[TID]], %c256
// CHECK-NEXT: scf.if %[[ISSUER]] {
// CHECK-NEXT: %[[BID:.*]] = gpu.block_id x
// CHECK-NEXT: %[[GRID:.*]] = gpu.grid_dim x
// CHECK-NEXT: scf.for %[[TILE:.*]] = %[[BID]] to %c4 step %[[GRID]] iter_args(%[[I0:.*]] = %c0) -> (index) {
// CHECK: scf.for %[[KT:.*]] = %c0 to %c4 step %c1 {
// CHECK-NEXT: %[[I:.*]] = arith.addi %[[I0]], %[[KT]]
// CHECK-NEXT: %[[SLOT:.*]] = arith.remui %[[I]], %c3
// CHECK-NEXT: %[[ROUND:.*]] = arith.divui %[[I]], %c3
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[ROUND]], %c1
// CHECK-NEXT: %[[PH:.*]] = arith.remui %[[NEXT]], %c2
// CHECK-NEXT: %[[PAR:.*]] = arith.index_cast %[[PH]] : index to i1
// CHECK-NEXT: nvgpu.mbarrier.try_wait.parity %[[EMPTY]][%[[SLOT]]], %[[PAR]]
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[FULL]][%[[SLOT]]], %c49152 :
// CHECK-COUNT-5: nvgpu.tma.async.load {{.*}}, %[[FULL]][%[[SLOT]]] to
// CHECK: scf.yield
// CHECK: } else {
// CHECK-NEXT: nvvm.setmaxregister increase 232
// CHECK: scf.for %{{.*}} = %{{.*}} to %c4 step %{{.*}} iter_args(%[[J0:.*]] = %c0) -> (index) {
// CHECK: nvgpu.warpgroup.mma.init.accumulator
// CHECK: scf.for %[[CKT:.*]] = %c0 to %c4 step %c1 iter_args
// CHECK-NEXT: %[[CI:.*]] = arith.addi %[[J0]], %[[CKT]]
// CHECK-NEXT: %[[CSLOT:.*]] = arith.remui %[[CI]], %c3
// CHECK-NEXT: %[[CROUND:.*]] = arith.divui %[[CI]], %c3
// CHECK-NEXT: %[[CPH:.*]] = arith.remui %[[CROUND]], %c2
// CHECK-NEXT: %[[CPAR:.*]] = arith.index_cast %[[CPH]] : index to i1
// CHECK-NEXT: nvgpu.mbarrier.try_wait.parity %[[FULL]][%[[CSLOT]]], %[[CPAR]]
// CHECK: %[[MMA:.*]] = nvgpu.warpgroup.mma {{.*}} {transposeB}
// CHECK-NEXT: %[[PREV0:.*]] = arith.addi %[[CI]], %c2
// CHECK-NEXT: %[[PREV:.*]] = arith.remui %[[PREV0]], %c3
// CHECK-NEXT: %[[NOTFIRST:.*]] = arith.cmpi ne, %[[CKT]], %c0
// CHECK-NEXT: %[[REL:.*]] = arith.andi %[[NOTFIRST]]
// CHECK-NEXT: nvgpu.mbarrier.arrive.expect_tx %[[EMPTY]][%[[PREV]]], %c0, predicate = %[[REL]]
// CHECK-NEXT: scf.yield %[[MMA]]
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NEXT: %[[LAST0:.*]] = arith.addi %[[J0]], %c3
// CHECK-NEXT: %[[LAST:.*]] = arith.remui %[[LAST0]], %c3
// CHECK-NEXT: nvgpu.mbarrier.arrive.expect_tx %[[EMPTY]][%[[LAST]]], %c0, predicate =
// CHECK: arith.truncf %{{.*}} : vector<2xf32> to vector<2xbf16>
// CHECK-NEXT: vector.store %{{.*}}, %[[C]][%{{.*}}, %{{.*}}] {alignment = 4 : i64} : memref<256x512xbf16>, vector<2xbf16>
// CHECK-COUNT-63: vector.store
// CHECK-NOT: vector.store
// CHECK: gpu.return

// TMA: cdna4pipe.gemm = {{{.*}}epilogue = "tma"{{.*}}stages = 3 : i64
// TMA: gpu.func @gemm(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %[[TMC:.*]]: !llvm.ptr) kernel attributes {cdna4pipe.dynamic_shared_bytes = 212992 : i64,
// TMA: %[[TID:.*]] = gpu.thread_id x
// TMA: %[[DYN:.*]] = gpu.dynamic_shared_memory
// TMA: } else {
// TMA-NEXT: nvvm.setmaxregister increase 232
// TMA-NEXT: %[[WG:.*]] = arith.divui %[[TID]], %c128
// TMA-NEXT: %[[WGT:.*]] = arith.remui %[[TID]], %c128
// TMA-NEXT: %[[LEADER:.*]] = arith.cmpi eq, %[[WGT]], %c0
// TMA-NEXT: %[[MAPC:.*]] = builtin.unrealized_conversion_cast %[[TMC]] : !llvm.ptr to !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
// TMA: scf.for
// TMA: %[[M0:.*]] = arith.muli %{{.*}}, %c128
// TMA-NEXT: %[[N0:.*]] = arith.muli %{{.*}}, %c256
// TMA: nvvm.wgmma.wait.group.sync.aligned 0
// TMA: nvgpu.mbarrier.arrive.expect_tx
// TMA-NEXT: %[[ID0:.*]] = arith.addi %[[WG]], %c1
// TMA-NEXT: %[[ID:.*]] = arith.index_castui %[[ID0]] : index to i32
// TMA-NEXT: %[[N128:.*]] = arith.constant 128 : i32
// TMA-NEXT: scf.if %[[LEADER]] {
// TMA-NEXT: nvvm.cp.async.bulk.wait_group 0 {read}
// TMA-NEXT: }
// TMA-NEXT: nvvm.barrier id = %[[ID]] number_of_threads = %[[N128]]
// TMA-NEXT: %[[O0:.*]] = arith.muli %[[WG]], %c32768
// TMA-NEXT: %[[A0:.*]] = arith.addi %[[O0]], %c147456
// TMA-NEXT: %[[BOX0:.*]] = memref.view %[[DYN]][%[[A0]]][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
// TMA-NEXT: %[[O1:.*]] = arith.muli %[[WG]], %c32768
// TMA-NEXT: %[[A1:.*]] = arith.addi %[[O1]], %c155648
// TMA-NEXT: %[[BOX1:.*]] = memref.view %[[DYN]][%[[A1]]][]
// TMA: %[[A2:.*]] = arith.addi %{{.*}}, %c163840
// TMA-NEXT: %[[BOX2:.*]] = memref.view %[[DYN]][%[[A2]]][]
// TMA: %[[A3:.*]] = arith.addi %{{.*}}, %c172032
// TMA-NEXT: %[[BOX3:.*]] = memref.view %[[DYN]][%[[A3]]][]
// Row 16 warp + lane / 4; column (laneChunk xor lane / 4) * 8 + laneElem.
// TMA-NEXT: %[[T:.*]] = gpu.thread_id x
// TMA-NEXT: %[[LANE:.*]] = arith.remui %[[T]], %c32
// TMA-NEXT: %[[W0:.*]] = arith.divui %[[T]], %c32
// TMA-NEXT: %[[WARP:.*]] = arith.remui %[[W0]], %c4
// TMA-NEXT: %[[QUAD:.*]] = arith.divui %[[LANE]], %c4
// TMA-NEXT: %[[R0:.*]] = arith.muli %[[WARP]], %c16
// TMA-NEXT: %[[ROW:.*]] = arith.addi %[[R0]], %[[QUAD]]
// TMA-NEXT: %[[LC0:.*]] = arith.remui %[[LANE]], %c4
// TMA-NEXT: %[[LC:.*]] = arith.muli %[[LC0]], %c2
// TMA-NEXT: %[[LCHUNK:.*]] = arith.divui %[[LC]], %c8
// TMA-NEXT: %[[LELEM:.*]] = arith.remui %[[LC]], %c8
// TMA: arith.truncf %{{.*}} : vector<2xf32> to vector<2xbf16>
// TMA-NEXT: %[[SW:.*]] = arith.xori %[[LCHUNK]], %[[QUAD]]
// TMA-NEXT: %[[SW8:.*]] = arith.muli %[[SW]], %c8
// TMA-NEXT: %[[COL:.*]] = arith.addi %[[SW8]], %[[LELEM]]
// TMA-NEXT: vector.store %{{.*}}, %[[BOX0]][%[[ROW]], %[[COL]]] {alignment = 4 : i64} : memref<64x64xbf16, #gpu.address_space<workgroup>>, vector<2xbf16>
// The next 8 columns: chunk 1 of the row.
// TMA: %[[CH1:.*]] = arith.addi %c1, %[[LCHUNK]]
// TMA-NEXT: arith.xori %[[CH1]], %[[QUAD]]
// Columns 64.. go to the second box; rows 8.. (i = 1) keep the swizzle.
// TMA: vector.store %{{.*}}, %[[BOX1]][%[[ROW]], %{{.*}}]
// TMA: %[[ROW8:.*]] = arith.addi %[[ROW]], %c8
// TMA: vector.store %{{.*}}, %[[BOX0]][%[[ROW8]], %{{.*}}]
// TMA-COUNT-30: vector.store
// TMA: vector.store %{{.*}}, %[[BOX3]][%{{.*}}, %{{.*}}]
// TMA-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// TMA-NEXT: nvvm.barrier id = %[[ID]] number_of_threads = %[[N128]]
// TMA-NEXT: scf.if %[[LEADER]] {
// TMA-NEXT: %[[RW0:.*]] = arith.muli %[[WG]], %c64
// TMA-NEXT: %[[RW:.*]] = arith.addi %[[M0]], %[[RW0]]
// TMA-NEXT: nvgpu.tma.async.store %[[BOX0]] to %[[MAPC]][%[[N0]], %[[RW]]]
// TMA-NEXT: %[[C1:.*]] = arith.addi %[[N0]], %c64
// TMA-NEXT: nvgpu.tma.async.store %[[BOX1]] to %[[MAPC]][%[[C1]], %[[RW]]]
// TMA-NEXT: %[[C2:.*]] = arith.addi %[[N0]], %c128
// TMA-NEXT: nvgpu.tma.async.store %[[BOX2]] to %[[MAPC]][%[[C2]], %[[RW]]]
// TMA-NEXT: %[[C3:.*]] = arith.addi %[[N0]], %c192
// TMA-NEXT: nvgpu.tma.async.store %[[BOX3]] to %[[MAPC]][%[[C3]], %[[RW]]]
// TMA-NEXT: nvvm.cp.async.bulk.commit.group
// TMA-NEXT: }
// TMA-NEXT: %[[NEXTI:.*]] = arith.addi
// TMA-NEXT: scf.yield %[[NEXTI]]
// TMA-NEXT: }
// TMA-NEXT: scf.if %[[LEADER]] {
// TMA-NEXT: nvvm.cp.async.bulk.wait_group 0
// TMA-NEXT: }
// TMA-NOT: vector.store
// TMA: gpu.return

// TMAF32: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.ptr to !nvgpu.tensormap.descriptor<tensor = memref<64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b
// TMAF32: %[[O:.*]] = arith.addi %{{.*}}, %c98304
// TMAF32-NEXT: %[[BOX0:.*]] = memref.view %{{.*}}[%[[O]]][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x32xf32, #gpu.address_space<workgroup>>
// TMAF32-COUNT-7: memref.view {{.*}} to memref<64x32xf32, #gpu.address_space<workgroup>>
// TMAF32: %[[LC:.*]] = arith.muli %{{.*}}, %c2
// TMAF32-NEXT: %[[LCHUNK:.*]] = arith.divui %[[LC]], %c4
// TMAF32-NEXT: %[[LELEM:.*]] = arith.remui %[[LC]], %c4
// TMAF32: %[[SW:.*]] = arith.xori %[[LCHUNK]], %{{.*}}
// TMAF32-NEXT: %[[SW4:.*]] = arith.muli %[[SW]], %c4
// TMAF32-NEXT: %[[COL:.*]] = arith.addi %[[SW4]], %[[LELEM]]
// TMAF32-NEXT: vector.store %{{.*}}, %[[BOX0]][%{{.*}}, %[[COL]]] {alignment = 8 : i64} : memref<64x32xf32, #gpu.address_space<workgroup>>, vector<2xf32>
// TMAF32: %[[CH2:.*]] = arith.addi %c2, %[[LCHUNK]]
// TMAF32-COUNT-8: nvgpu.tma.async.store
// TMAF32-NEXT: nvvm.cp.async.bulk.commit.group

// DEF: epilogue = "registers"{{.*}}schedule = "ws-persistent", stages = 4 : i64
// DEF: cdna4pipe.dynamic_shared_bytes = 196608 : i64{{.*}}known_grid_size = array<i32: 4, 1, 1>
// DEF-COUNT-2: nvgpu.mbarrier.create -> <{{.*}}num_barriers = 4>
// DEF-NOT: arith.truncf
// DEF: vector.store %{{.*}} {alignment = 8 : i64} : memref<256x512xf32>, vector<2xf32>

// DEFB: epilogue = "tma"{{.*}}schedule = "ws-persistent", stages = 3 : i64
// DEFB: gpu.func @gemm(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) kernel attributes {cdna4pipe.dynamic_shared_bytes = 212992 : i64
