// REQUIRES: cdna4-gemm-gen
// --dual-b: the gated-MLP / SwiGLU body, C1 = A*B1^T and C2 = A*B2^T in one
// K-loop sharing A. Tile 256x128x64 per dot: each workgroup covers 2*128
// columns of C (B1's tile, then B2's), with its own LDS tile for each of
// A, B1, B2 and two accumulator sets. The module's cdna4pipe.gemm records
// the workgroup's C tile (tile_n = 256), which is what the simulator checks.
// RUN: cdna4-gemm-gen --dual-b --tile 256x128x64 | FileCheck %s
// The default kernel is untouched by the option's plumbing.
// RUN: cdna4-gemm-gen | FileCheck %s --check-prefix=SINGLE
//
// Invalid combinations: one-line errors.
// RUN: not cdna4-gemm-gen --dual-b --tile 256x128x64 -n 384 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not cdna4-gemm-gen --dual-b --target sm90a 2>&1 | FileCheck %s --check-prefix=SM90
// RUN: not cdna4-gemm-gen --dual-b --tile 256x256x128 2>&1 | FileCheck %s --check-prefix=LDS
// The same tile with one dot fits: only the second accumulator set overflows.
// RUN: cdna4-gemm-gen --tile 256x256x64 --waves 2 -o /dev/null
// RUN: not cdna4-gemm-gen --dual-b --tile 256x256x64 --waves 2 2>&1 | FileCheck %s --check-prefix=ACC
// Two slots of A + B1 + B2 (3 x 32 KiB) fit in LDS, three do not.
// RUN: cdna4-gemm-gen --dual-b --tile 256x128x64 -o %t.mlir
// RUN: not cdna4-opt %t.mlir --cdna4pipe-software-pipeline=num-stages=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SLOTS

// CHECK: gpu.module @cdna4_gemm attributes {cdna4pipe.dual_b, cdna4pipe.gemm = {{{.*}}tile_n = 256
// CHECK: gpu.func @gemm(%{{.*}}: memref<8192x8192xbf16>, %{{.*}}: memref<8192x8192xbf16>, %{{.*}}: memref<8192x8192xbf16>)
// CHECK-SAME: workgroup(%[[AS:.*]] : memref<256x64xbf16, #gpu.address_space<workgroup>>, %[[B1S:.*]] : memref<128x64xbf16, #gpu.address_space<workgroup>>, %[[B2S:.*]] : memref<128x64xbf16, #gpu.address_space<workgroup>>)
// CHECK-SAME: known_block_size = array<i32: 512, 1, 1>, known_grid_size = array<i32: 32, 32, 1>
// Block x covers 256 columns: n0 = block x * 256; B2's rows start 128 later.
// CHECK: %[[N0:.*]] = arith.muli %block_id_x, %c256 : index
// CHECK: %[[N2:.*]] = arith.addi %[[N0]], %c128 : index
// CHECK: %[[B2ROW:.*]] = arith.addi %[[N2]], %{{.*}} : index
// 32 accumulators: 2 dots x 4 x 4 fragments (wave grid 4x2, 64x64 per wave
// and dot).
// CHECK: %{{.*}}:32 = scf.for
// 4 copies of A, 2 of B1, 2 of B2 per wave.
// CHECK-COUNT-4: amdgpu.gather_to_lds {{.*}}, %[[AS]][
// CHECK-COUNT-2: amdgpu.gather_to_lds {{.*}}, %[[B1S]][
// CHECK: amdgpu.gather_to_lds %{{.*}}[%[[B2ROW]], %{{.*}}], %[[B2S]][
// CHECK: amdgpu.gather_to_lds {{.*}}, %[[B2S]][
// CHECK-NOT: amdgpu.gather_to_lds
// Per k-half: the A fragments, then B1's and B2's.
// CHECK-COUNT-4: vector.load %[[AS]]
// CHECK-COUNT-4: vector.load %[[B1S]]
// CHECK-COUNT-4: vector.load %[[B2S]]
// CHECK-COUNT-4: vector.load %[[AS]]
// CHECK-COUNT-4: vector.load %[[B1S]]
// CHECK-COUNT-4: vector.load %[[B2S]]
// 2 k-halves x 2 dots x 4 x 4 fragments.
// CHECK-COUNT-64: amdgpu.mfma 16x16x32
// CHECK-NOT: amdgpu.mfma
// CHECK: scf.yield
// 32 accumulators x 4 elements stored.
// CHECK-COUNT-128: memref.store
// CHECK-NOT: memref.store

// SINGLE: gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {{{.*}}tile_n = 256
// SINGLE-SAME: waves = 8
// SINGLE: workgroup(%{{.*}} : memref<256x64xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<256x64xbf16, #gpu.address_space<workgroup>>) kernel
// SINGLE-SAME: known_grid_size = array<i32: 32, 32, 1>

// DIV: cdna4-gemm-gen: error: --dual-b: each workgroup covers 2*BN=256 columns (a B1 and a B2 tile), which does not divide N=384
// SM90: cdna4-gemm-gen: error: --dual-b is only generated for --target=gfx950 (got --target=sm90a)
// LDS: cdna4-gemm-gen: error: LDS footprint 196608 bytes (A tile 65536 + 2 B tiles of 65536) exceeds gfx950's 160 KiB (163840 bytes)
// ACC: cdna4-gemm-gen: error: wave tile 128x256 (two dots) needs 1024 accumulator registers per lane, more than gfx950's 512; use more waves or a smaller tile
// SLOTS: error: cdna4pipe-software-pipeline: LDS footprint after 3x multi-buffering is 196608 bytes, over the 163840 bytes (160 KiB) of gfx950
