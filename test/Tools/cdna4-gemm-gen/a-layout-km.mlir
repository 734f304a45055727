// --a-layout km: A stored K x M (C = A^T * B^T; with --b-layout kn,
// C = A^T * B). A's LDS tile is BK x BM (K rows of BM elements, XOR-swizzled
// by k row), filled by 16-byte DMA copies of K rows (the K-tile offset adds
// to the global row, the swizzle sits on the global column); the MFMA A
// operand is two amdgpu.transpose_load (ds_read_b64_tr_b16) of 4 k rows
// each, concatenated, as B's with --b-layout kn. The attribute says
// a_layout = "km" (cdna4-sim reads it).
// REQUIRES: cdna4-gemm-gen
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 512 --k 1024 --a-layout km | FileCheck %s
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 512 --k 1024 --a-layout km | FileCheck %s --check-prefix=COUNT
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 512 --k 1024 --a-layout km --b-layout kn | FileCheck %s --check-prefix=BOTH
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 512 --k 1024 --a-layout km --copy-style register | FileCheck %s --check-prefix=REG
// The default stays M x K, without the attribute entry.
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 512 --k 1024 | FileCheck %s --check-prefix=MK

// CHECK: cdna4pipe.gemm = {a_layout = "km", c_dtype = "bf16", dtype = "bf16", k = 1024 : i64, m = 256 : i64, n = 512 : i64, swizzle = "xor", tile_k = 64 : i64, tile_m = 128 : i64, tile_n = 128 : i64, waves = 4 : i64}
// CHECK: gpu.func @gemm(%[[A:[^:]*]]: memref<1024x256xbf16>, %{{.*}}: memref<512x1024xbf16>, %{{.*}}: memref<256x512xbf16>) workgroup(%[[AS:[^ ]*]] : memref<64x128xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<128x64xbf16, #gpu.address_space<workgroup>>)
// CHECK: %[[FA:.*]] = amdgpu.fat_raw_buffer_cast %[[A]]
// CHECK: scf.for %[[KT:[^ ]*]] =
// CHECK: %[[K0:.*]] = arith.muli %[[KT]], %c64 : index
// A's copies come first: the K-tile offset adds to the global row.
// CHECK-NEXT: %[[GROW:.*]] = arith.addi %[[K0]], %{{.*}} : index
// CHECK-NEXT: amdgpu.gather_to_lds %[[FA]][%[[GROW]], %{{.*}}], %[[AS]][%{{.*}}, %c0] : vector<8xbf16>, memref<1024x256xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<64x128xbf16, #gpu.address_space<workgroup>>
// CHECK: rocdl.s.barrier
// CHECK: %[[T0:.*]] = amdgpu.transpose_load %[[AS]][%{{.*}}, %{{.*}}] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
// CHECK-NEXT: %[[T1:.*]] = amdgpu.transpose_load %[[AS]][%{{.*}}, %{{.*}}] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
// CHECK-NEXT: vector.shuffle %[[T0]], %[[T1]] [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
// Per K-tile: 4 A + 4 B copies per wave; per k-half 8 transposing A reads
// (4 fragments x 2) and 4 B reads.
// COUNT-COUNT-8: amdgpu.gather_to_lds
// COUNT-NOT: amdgpu.gather_to_lds
// COUNT: rocdl.s.barrier
// COUNT-COUNT-8: amdgpu.transpose_load
// COUNT-COUNT-4: vector.load %{{.*}} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// COUNT-COUNT-8: amdgpu.transpose_load
// COUNT-COUNT-4: vector.load %{{.*}} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// COUNT-NOT: amdgpu.transpose_load
// BOTH: cdna4pipe.gemm = {a_layout = "km", b_layout = "kn",
// BOTH: gpu.func @gemm(%{{.*}}: memref<1024x256xbf16>, %{{.*}}: memref<1024x512xbf16>, %{{.*}}: memref<256x512xbf16>) workgroup(%{{.*}} : memref<64x128xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<64x128xbf16, #gpu.address_space<workgroup>>)
// BOTH-COUNT-32: amdgpu.transpose_load
// BOTH-NOT: amdgpu.transpose_load
// BOTH-NOT: vector.load {{.*}}#gpu.address_space<workgroup>
// REG: vector.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<64x128xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// REG: amdgpu.transpose_load
// MK: gpu.func @gemm(%{{.*}}: memref<256x1024xbf16>, %{{.*}}: memref<512x1024xbf16>
// MK-NOT: a_layout
// MK-NOT: transpose_load
