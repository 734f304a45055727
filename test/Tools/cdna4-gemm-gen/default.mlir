// Default kernel (8192^3, 256x256x64, 8 waves, bf16, xor): module header,
// wave layout 4x2, XOR swizzle on the global-address side of the copies and
// on the S2R addresses, and the exact K-loop order
// G2S* ; wait load(0) ; s.barrier ; S2R* ; MFMA* ; s.barrier.
// REQUIRES: cdna4-gemm-gen
// RUN: cdna4-gemm-gen | FileCheck %s
// RUN: cdna4-gemm-gen | grep -c "amdgpu.gather_to_lds" | FileCheck %s --check-prefix=G2S
// RUN: cdna4-gemm-gen | grep "vector.load" | grep -c "#gpu.address_space<workgroup>" | FileCheck %s --check-prefix=S2R
// RUN: cdna4-gemm-gen | grep -c "amdgpu.mfma 16x16x32" | FileCheck %s --check-prefix=MFMA
// RUN: cdna4-gemm-gen | grep -c "rocdl.s.barrier" | FileCheck %s --check-prefix=BAR
// RUN: cdna4-gemm-gen | grep -c "memref.store" | FileCheck %s --check-prefix=STORE
// RUN: cdna4-gemm-gen -o %t.mlir && cdna4-opt %t.mlir | FileCheck %s --check-prefix=ROUNDTRIP
// The defaults are what the flags spell out.
// RUN: cdna4-gemm-gen --m 8192 --n 8192 --k 8192 --tile 256x256x64 --waves 8 --dtype bf16 --swizzle xor --c-dtype bf16 > %t.explicit.mlir
// RUN: cdna4-gemm-gen | diff - %t.explicit.mlir

// G2S: 8
// S2R: 24
// MFMA: 64
// BAR: 2
// 32 accumulators x 4 elements.
// STORE: 128

// ROUNDTRIP: gpu.module @cdna4_gemm attributes {cdna4pipe.gemm =

// CHECK: module attributes {gpu.container_module}
// CHECK: gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {c_dtype = "bf16", dtype = "bf16", k = 8192 : i64, m = 8192 : i64, n = 8192 : i64, swizzle = "xor", tile_k = 64 : i64, tile_m = 256 : i64, tile_n = 256 : i64, waves = 8 : i64}}
// CHECK: gpu.func @gemm(%[[A:.*]]: memref<8192x8192xbf16>, %[[B:.*]]: memref<8192x8192xbf16>, %[[C:.*]]: memref<8192x8192xbf16>)
// CHECK-SAME: workgroup(%[[AS:.*]] : memref<256x64xbf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<256x64xbf16, #gpu.address_space<workgroup>>)
// CHECK-SAME: kernel attributes {known_block_size = array<i32: 512, 1, 1>, known_grid_size = array<i32: 32, 32, 1>}
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
// CHECK: %[[TID:.*]] = gpu.thread_id x
// CHECK: %[[BX:.*]] = gpu.block_id x
// CHECK: %[[BY:.*]] = gpu.block_id y
// CHECK: %[[WAVE:.*]] = arith.divui %[[TID]], %[[C64]] : index
// CHECK: %[[LANE:.*]] = arith.remui %[[TID]], %[[C64]] : index
// Wave grid WM x WN = 4 x 2: wm = wave / 2, wn = wave % 2.
// CHECK: %[[WM:.*]] = arith.divui %[[WAVE]], %[[C2]] : index
// CHECK: %[[WN:.*]] = arith.remui %[[WAVE]], %[[C2]] : index
// block_id y -> M tile, block_id x -> N tile.
// CHECK: %[[M0:.*]] = arith.muli %[[BY]], %[[C256]] : index
// CHECK: %[[N0:.*]] = arith.muli %[[BX]], %[[C256]] : index
// CHECK: %[[AB:.*]] = amdgpu.fat_raw_buffer_cast %[[A]] : memref<8192x8192xbf16> to memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>
// CHECK: %[[BB:.*]] = amdgpu.fat_raw_buffer_cast %[[B]] : memref<8192x8192xbf16> to memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>
// Copy i of wave w is piece p = 8 i + w (the i-th copy of all waves fills
// rows 64 i .. 64 i + 63). First A copy: p = wave, lane chunk q = 64 p +
// lane, tile row q / 8, LDS chunk q % 8, global chunk (q % 8) ^ (row % 8).
// CHECK: %[[Q0B:.*]] = arith.muli %[[WAVE]], %[[C64]] : index
// CHECK: %[[Q0:.*]] = arith.addi %[[Q0B]], %[[LANE]] : index
// CHECK: %[[R0:.*]] = arith.divui %[[Q0]], %[[C8]] : index
// CHECK: %[[CH0:.*]] = arith.remui %[[Q0]], %[[C8]] : index
// CHECK: %[[R0M8:.*]] = arith.remui %[[R0]], %[[C8]] : index
// CHECK: %[[GCH0:.*]] = arith.xori %[[CH0]], %[[R0M8]] : index
// CHECK: %[[GROW0:.*]] = arith.addi %[[M0]], %[[R0]] : index
// CHECK: %[[GCOL0:.*]] = arith.muli %[[GCH0]], %[[C8]] : index
// LDS destination: 8 rows per 1 KiB piece, wave-uniform (no lane term).
// CHECK: %[[DROW0:.*]] = arith.muli %[[WAVE]], %[[C8]] : index
// Second A copy: p = wave + 8.
// CHECK: %[[P1:.*]] = arith.addi %[[WAVE]], %[[C8]] : index
// CHECK: %[[Q1B:.*]] = arith.muli %[[P1]], %[[C64]] : index
// First B copy: same map, rows from the N tile.
// CHECK: %[[QB0B:.*]] = arith.muli %[[WAVE]], %[[C64]] : index
// CHECK: %[[QB0:.*]] = arith.addi %[[QB0B]], %[[LANE]] : index
// CHECK: %[[RB0:.*]] = arith.divui %[[QB0]], %[[C8]] : index
// CHECK: %[[CHB0:.*]] = arith.remui %[[QB0]], %[[C8]] : index
// CHECK: %[[RB0M8:.*]] = arith.remui %[[RB0]], %[[C8]] : index
// CHECK: %[[GCHB0:.*]] = arith.xori %[[CHB0]], %[[RB0M8]] : index
// CHECK: %[[GROWB0:.*]] = arith.addi %[[N0]], %[[RB0]] : index
// CHECK: %[[GCOLB0:.*]] = arith.muli %[[GCHB0]], %[[C8]] : index
// CHECK: %[[DROWB0:.*]] = arith.muli %[[WAVE]], %[[C8]] : index
// First A fragment (k-half 0, fragment 0): row wm*64 + lane%16,
// logical chunk lane/16, LDS chunk (lane/16) ^ (row % 8).
// CHECK: %[[RIF:.*]] = arith.remui %[[LANE]], %[[C16]] : index
// CHECK: %[[CIH:.*]] = arith.divui %[[LANE]], %[[C16]] : index
// CHECK: %[[WROW:.*]] = arith.muli %[[WM]], %[[C64]] : index
// CHECK: %[[SR0:.*]] = arith.addi %[[WROW]], %[[RIF]] : index
// CHECK: %[[SR0M8:.*]] = arith.remui %[[SR0]], %[[C8]] : index
// CHECK: %[[SCH0:.*]] = arith.xori %[[CIH]], %[[SR0M8]] : index
// CHECK: %[[SCOL0:.*]] = arith.muli %[[SCH0]], %[[C8]] : index
// First B fragment: row wn*128 + lane%16.
// CHECK: %[[WNROW:.*]] = arith.muli %[[WN]], %[[C128]] : index
// CHECK: %[[SB0:.*]] = arith.addi %[[WNROW]], %{{.*}} : index
// CHECK: %[[SB0M8:.*]] = arith.remui %[[SB0]], %[[C8]] : index
// CHECK: %[[SBCH0:.*]] = arith.xori %{{.*}}, %[[SB0M8]] : index
// CHECK: %[[SBCOL0:.*]] = arith.muli %[[SBCH0]], %[[C8]] : index
// CHECK: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<4xf32>
// The K-loop: 128 K-tiles, 32 accumulators.
// CHECK: %[[RES:.*]]:32 = scf.for %[[KT:[^ ]*]] = %[[C0]] to %[[C128]] step %[[C1]] iter_args(%[[ACC0:[^ ]*]] = %[[ZERO]],
// CHECK-NEXT: %[[K0:.*]] = arith.muli %[[KT]], %[[C64]] : index
// CHECK-NEXT: %[[COL0:.*]] = arith.addi %[[K0]], %[[GCOL0]] : index
// CHECK-NEXT: amdgpu.gather_to_lds %[[AB]][%[[GROW0]], %[[COL0]]], %[[AS]][%[[DROW0]], %[[C0]]] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
// CHECK-COUNT-3: amdgpu.gather_to_lds %[[AB]][{{.*}}], %[[AS]][{{.*}}, %[[C0]]] : vector<8xbf16>
// CHECK-NEXT: %[[COLB0:.*]] = arith.addi %[[K0]], %[[GCOLB0]] : index
// CHECK-NEXT: amdgpu.gather_to_lds %[[BB]][%[[GROWB0]], %[[COLB0]]], %[[BS]][%[[DROWB0]], %[[C0]]] : vector<8xbf16>
// CHECK-COUNT-3: amdgpu.gather_to_lds %[[BB]][{{.*}}], %[[BS]][{{.*}}, %[[C0]]] : vector<8xbf16>
// CHECK-NEXT: amdgpu.memory_counter_wait load(0)
// CHECK-NEXT: rocdl.s.barrier
// k-half 0: 4 A fragments then 8 B fragments; then k-half 1 likewise.
// CHECK-NEXT: %[[A00:.*]] = vector.load %[[AS]][%[[SR0]], %[[SCOL0]]] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// CHECK-COUNT-3: vector.load %[[AS]]
// CHECK-NEXT: %[[B00:.*]] = vector.load %[[BS]][%[[SB0]], %[[SBCOL0]]] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// CHECK-COUNT-7: vector.load %[[BS]]
// CHECK-COUNT-4: vector.load %[[AS]]
// CHECK-COUNT-8: vector.load %[[BS]]
// CHECK-NEXT: %[[D00:.*]] = amdgpu.mfma 16x16x32 %[[A00]] * %[[B00]] + %[[ACC0]] blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
// CHECK-COUNT-63: amdgpu.mfma 16x16x32
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// Store: accumulator element e of lane l -> row 4*(l/16)+e, column l%16.
// CHECK: %[[LQ:.*]] = arith.divui %[[LANE]], %[[C16]] : index
// CHECK: %[[ROWQ:.*]] = arith.muli %[[LQ]], %[[C4]] : index
// CHECK: %[[COLL:.*]] = arith.remui %[[LANE]], %[[C16]] : index
// CHECK: %[[WMOFF:.*]] = arith.muli %[[WM]], %[[C64]] : index
// CHECK: %[[RIN:.*]] = arith.addi %[[WMOFF]], %[[ROWQ]] : index
// CHECK: %[[ROW:.*]] = arith.addi %[[M0]], %[[RIN]] : index
// CHECK: %[[WNOFF:.*]] = arith.muli %[[WN]], %[[C128]] : index
// CHECK: %[[CIN:.*]] = arith.addi %[[WNOFF]], %[[COLL]] : index
// CHECK: %[[COL:.*]] = arith.addi %[[N0]], %[[CIN]] : index
// CHECK: %[[E0:.*]] = vector.extract %[[RES]]#0[0] : f32 from vector<4xf32>
// CHECK: %[[T0:.*]] = arith.truncf %[[E0]] : f32 to bf16
// CHECK: memref.store %[[T0]], %[[C]][%[[ROW]], %[[COL]]] : memref<8192x8192xbf16>
// CHECK: gpu.return
