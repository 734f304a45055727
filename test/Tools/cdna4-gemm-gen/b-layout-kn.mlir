// --b-layout kn: B stored K x N (C = A * B). B's LDS tile is BK x BN (K
// rows of BN elements, XOR-swizzled by k row), filled by 16-byte DMA copies
// of K rows (the K-tile offset adds to the global row, the swizzle sits on
// the global column); the MFMA B operand is two amdgpu.transpose_load
// (ds_read_b64_tr_b16) of 4 k rows each, concatenated. The attribute says
// b_layout = "kn" (cdna4-sim reads it).
// REQUIRES: cdna4-gemm-gen
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 512 --k 1024 --b-layout kn | FileCheck %s
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 512 --k 1024 --b-layout kn | FileCheck %s --check-prefix=COUNT
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 512 --k 1024 --b-layout kn --copy-style register | FileCheck %s --check-prefix=REG
// The default stays N x K, without the attribute entry.
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 512 --k 1024 | FileCheck %s --check-prefix=NK

// CHECK: cdna4pipe.gemm = {b_layout = "kn", c_dtype = "bf16", dtype = "bf16", k = 1024 : i64, m = 256 : i64, n = 512 : i64, swizzle = "xor", tile_k = 64 : i64, tile_m = 128 : i64, tile_n = 128 : i64, waves = 4 : i64}
// CHECK: gpu.func @gemm(%{{.*}}: memref<256x1024xbf16>, %[[B:.*]]: memref<1024x512xbf16>, %{{.*}}: memref<256x512xbf16>) workgroup(%{{.*}} : memref<128x64xbf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<64x128xbf16, #gpu.address_space<workgroup>>)
// B's copies: row q / 16 (k), chunk q % 16, global column n0 + (chunk ^ k % 8) * 8.
// CHECK: %[[FB:.*]] = amdgpu.fat_raw_buffer_cast %[[B]]
// CHECK: scf.for %[[KT:[^ ]*]] =
// CHECK: %[[K0:.*]] = arith.muli %[[KT]], %c64 : index
// CHECK-COUNT-4: amdgpu.gather_to_lds %{{.*}} : vector<8xbf16>, memref<256x1024xbf16,
// CHECK-NEXT: %[[GROW:.*]] = arith.addi %[[K0]], %{{.*}} : index
// CHECK-NEXT: amdgpu.gather_to_lds %[[FB]][%[[GROW]], %{{.*}}], %[[BS]][%{{.*}}, %c0] : vector<8xbf16>, memref<1024x512xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<64x128xbf16, #gpu.address_space<workgroup>>
// CHECK: rocdl.s.barrier
// CHECK: %[[T0:.*]] = amdgpu.transpose_load %[[BS]][%{{.*}}, %{{.*}}] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
// CHECK-NEXT: %[[T1:.*]] = amdgpu.transpose_load %[[BS]][%{{.*}}, %{{.*}}] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
// CHECK-NEXT: vector.shuffle %[[T0]], %[[T1]] [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
// Per K-tile: 4 A + 4 B copies per wave; per k-half 4 A reads and 8
// transposing B reads (4 fragments x 2).
// COUNT-COUNT-8: amdgpu.gather_to_lds
// COUNT-NOT: amdgpu.gather_to_lds
// COUNT: rocdl.s.barrier
// COUNT-COUNT-4: vector.load %{{.*}} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// COUNT-COUNT-8: amdgpu.transpose_load
// COUNT-COUNT-4: vector.load %{{.*}} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// COUNT-COUNT-8: amdgpu.transpose_load
// COUNT-NOT: amdgpu.transpose_load
// REG: vector.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<64x128xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// REG: amdgpu.transpose_load
// NK: gpu.func @gemm(%{{.*}}: memref<256x1024xbf16>, %{{.*}}: memref<512x1024xbf16>
// NK-NOT: b_layout
// NK-NOT: transpose_load
