// --dtype fp8e4m3 / fp8e5m2 (and --b-dtype): 1-byte elements, so a 16-byte
// chunk holds 16 of them, a 1 KiB copy 1024; one v_mfma_f32_16x16x128_f8f6f4
// source is 32 bytes per lane, two 16-byte LDS reads concatenated (k-slices
// 2s and 2s+1: chunk l/16 and 4 + l/16 of the MFMA's 128 bytes). C defaults
// to bf16.
//
// RUN: cdna4-gemm-gen --dtype fp8e4m3 --tile 256x256x128 | FileCheck %s
// RUN: cdna4-gemm-gen --dtype fp8e4m3 --tile 256x256x128 | grep -c "amdgpu.gather_to_lds" | FileCheck %s --check-prefix=COPIES
// RUN: cdna4-gemm-gen --dtype fp8e4m3 --tile 256x256x128 | grep -c "amdgpu.mfma 16x16x128" | FileCheck %s --check-prefix=MFMAS
// RUN: cdna4-gemm-gen --dtype fp8e4m3 --b-dtype fp8e5m2 --tile 256x256x128 --c-dtype f32 | FileCheck %s --check-prefix=MIX
// RUN: cdna4-gemm-gen --dtype fp8e5m2 --tile 128x128x256 --waves 4 | FileCheck %s --check-prefix=BK256

// CHECK: cdna4pipe.gemm = {c_dtype = "bf16", dtype = "fp8e4m3", k = 8192 : i64, m = 8192 : i64, n = 8192 : i64, swizzle = "xor", tile_k = 128 : i64, tile_m = 256 : i64, tile_n = 256 : i64, waves = 8 : i64}
// CHECK: gpu.func @gemm(%{{.*}}: memref<8192x8192xf8E4M3FN>, %{{.*}}: memref<8192x8192xf8E4M3FN>, %[[C:.*]]: memref<8192x8192xbf16>) workgroup(%{{.*}} : memref<256x128xf8E4M3FN, #gpu.address_space<workgroup>>, %{{.*}} : memref<256x128xf8E4M3FN, #gpu.address_space<workgroup>>)
// 1 KiB pieces of 1024 elements: piece p starts at row 8p.
// CHECK: amdgpu.gather_to_lds {{.*}} : vector<16xf8E4M3FN>, memref<8192x8192xf8E4M3FN, #amdgpu.address_space<fat_raw_buffer>>, memref<256x128xf8E4M3FN, #gpu.address_space<workgroup>>
// CHECK: %[[A0:.*]] = vector.load %{{.*}} : memref<256x128xf8E4M3FN, #gpu.address_space<workgroup>>, vector<16xf8E4M3FN>
// CHECK: %[[A:.*]] = vector.shuffle %[[A0]], %{{.*}} [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xf8E4M3FN>, vector<16xf8E4M3FN>
// CHECK: amdgpu.mfma 16x16x128 %[[A]] * %{{.*}} + %{{.*}} blgp = none : vector<32xf8E4M3FN>, vector<32xf8E4M3FN>, vector<4xf32>
// CHECK: arith.truncf %{{.*}} : f32 to bf16

// 256x256x128 FP8 = 64 KiB per K-tile, 64 copies of 1 KiB, 8 per wave;
// 4x2 waves of 64x128: 4 x 8 MFMAs per K-tile.
// COPIES: 8
// MFMAS: 32

// MIX: cdna4pipe.gemm = {b_dtype = "fp8e5m2", c_dtype = "f32", dtype = "fp8e4m3",
// MIX: gpu.func @gemm(%{{.*}}: memref<8192x8192xf8E4M3FN>, %{{.*}}: memref<8192x8192xf8E5M2>, %{{.*}}: memref<8192x8192xf32>) workgroup(%{{.*}} : memref<256x128xf8E4M3FN, #gpu.address_space<workgroup>>, %{{.*}} : memref<256x128xf8E5M2, #gpu.address_space<workgroup>>)
// MIX: amdgpu.mfma 16x16x128 {{.*}} : vector<32xf8E4M3FN>, vector<32xf8E5M2>, vector<4xf32>

// Two MFMA steps per K-tile at BK=256.
// BK256: cdna4pipe.gemm = {c_dtype = "bf16", dtype = "fp8e5m2",
// BK256-COUNT-2: amdgpu.mfma 16x16x128 {{.*}} : vector<32xf8E5M2>, vector<32xf8E5M2>, vector<4xf32>
