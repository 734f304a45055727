// --dtype mxfp4: OCP MX FP4. A and B hold packed FP4 E2M1 pairs (i8,
// M x K/2 and N x K/2), C defaults to bf16, and two more arguments hold the
// E8M0 scales (one per 32 K-elements of each row of A / column of B) in the
// layout the scaled MFMA wants: per 64-row block, per 128-K step, 64 lanes x
// 4 bytes (docs/Fp8.md). A 16-byte chunk is 32 FP4 values, one MFMA source;
// the scale tiles ((BM/64) x (2 BK) bytes) are copied with one 4-byte
// amdgpu.gather_to_lds per 256 bytes and read with one 4-byte vector.load
// per 64 rows of the wave tile and MFMA step; fragment i takes byte i % 4.
//
// RUN: cdna4-gemm-gen --dtype mxfp4 --tile 256x256x256 | FileCheck %s
// RUN: cdna4-gemm-gen --dtype mxfp4 --tile 256x256x256 | grep -c "amdgpu.gather_to_lds" | FileCheck %s --check-prefix=COPIES
// RUN: cdna4-gemm-gen --dtype mxfp4 --tile 256x256x256 | grep -c "amdgpu.scaled_mfma 16x16x128" | FileCheck %s --check-prefix=MFMAS
// RUN: cdna4-gemm-gen --dtype mxfp4 --tile 256x256x256 --waves 4 --c-dtype f32 | FileCheck %s --check-prefix=W4

// CHECK: cdna4pipe.gemm = {c_dtype = "bf16", dtype = "mxfp4", k = 8192 : i64, m = 8192 : i64, n = 8192 : i64, swizzle = "xor", tile_k = 256 : i64, tile_m = 256 : i64, tile_n = 256 : i64, waves = 8 : i64}
// CHECK: gpu.func @gemm(%{{.*}}: memref<8192x4096xi8>, %{{.*}}: memref<8192x4096xi8>, %{{.*}}: memref<8192x8192xbf16>, %[[SA:.*]]: memref<128x16384xf8E8M0FNU>, %[[SB:.*]]: memref<128x16384xf8E8M0FNU>) workgroup(%[[AS:.*]] : memref<256x128xi8, #gpu.address_space<workgroup>>, %{{.*}} : memref<256x128xi8, #gpu.address_space<workgroup>>, %[[SAS:.*]] : memref<4x512xf8E8M0FNU, #gpu.address_space<workgroup>>, %[[SBS:.*]] : memref<4x512xf8E8M0FNU, #gpu.address_space<workgroup>>)
// Scale copy of wave w: 256 bytes from flat byte 256 w of the scale tile,
// lane l's 4 bytes at 256 w + 4 l (tile row = /512, column = %512).
// CHECK: %[[SAF:.*]] = amdgpu.fat_raw_buffer_cast %[[SA]]
// CHECK-NEXT: %[[SROW:.*]] = arith.divui %{{.*}}, %c64 : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.muli %[[WAVE:.*]], %c256 : index
// CHECK-NEXT: %[[LANE4:.*]] = arith.muli %[[LANE:.*]], %c4 : index
// CHECK-NEXT: %[[Q:.*]] = arith.addi %[[FIRST]], %[[LANE4]] : index
// CHECK-NEXT: %[[QROW:.*]] = arith.divui %[[Q]], %c512 : index
// CHECK-NEXT: %[[GROW:.*]] = arith.addi %[[SROW]], %[[QROW]] : index
// CHECK-NEXT: %[[QCOL:.*]] = arith.remui %[[Q]], %c512 : index
// CHECK-NEXT: %[[DROW:.*]] = arith.divui %[[FIRST]], %c512 : index
// CHECK-NEXT: %[[DCOL:.*]] = arith.remui %[[FIRST]], %c512 : index
// Scale reads: column 4 l of step 0, 4 l + 256 of step 1.
// CHECK: amdgpu.fat_raw_buffer_cast %[[SB]]
// CHECK: arith.remui %{{.*}}, %c512 : index
// CHECK: %[[SCOL0:.*]] = arith.muli %[[LANE]], %c4 : index
// CHECK-NEXT: %[[SCOL1:.*]] = arith.addi %[[SCOL0]], %c256 : index
// CHECK: scf.for %[[KT:.*]] = %c0 to %c32 step %c1
// CHECK: amdgpu.gather_to_lds {{.*}} : vector<16xi8>, memref<8192x4096xi8, #amdgpu.address_space<fat_raw_buffer>>, memref<256x128xi8, #gpu.address_space<workgroup>>
// CHECK: %[[KCOL:.*]] = arith.muli %[[KT]], %c512 : index
// CHECK-NEXT: %[[GCOL:.*]] = arith.addi %[[KCOL]], %[[QCOL]] : index
// CHECK-NEXT: amdgpu.gather_to_lds %[[SAF]][%[[GROW]], %[[GCOL]]], %[[SAS]][%[[DROW]], %[[DCOL]]] : vector<4xf8E8M0FNU>, memref<128x16384xf8E8M0FNU, #amdgpu.address_space<fat_raw_buffer>>, memref<4x512xf8E8M0FNU, #gpu.address_space<workgroup>>
// CHECK: %[[A0:.*]] = vector.load %[[AS]][{{.*}}] : memref<256x128xi8, #gpu.address_space<workgroup>>, vector<16xi8>
// CHECK: %[[S0:.*]] = vector.load %[[SAS]][%{{.*}}, %[[SCOL0]]] : memref<4x512xf8E8M0FNU, #gpu.address_space<workgroup>>, vector<4xf8E8M0FNU>
// CHECK-NEXT: %[[T0:.*]] = vector.load %[[SBS]][%{{.*}}, %[[SCOL0]]] : memref<4x512xf8E8M0FNU, #gpu.address_space<workgroup>>, vector<4xf8E8M0FNU>
// CHECK-NEXT: %[[T1:.*]] = vector.load %[[SBS]][%{{.*}}, %[[SCOL0]]] : memref<4x512xf8E8M0FNU, #gpu.address_space<workgroup>>, vector<4xf8E8M0FNU>
// CHECK-NEXT: %[[A0F:.*]] = vector.bitcast %[[A0]] : vector<16xi8> to vector<32xf4E2M1FN>
// CHECK: amdgpu.scaled_mfma 16x16x128 (%[[S0]][0] * %[[A0F]]) * (%[[T0]][0] * %{{.*}}) + %{{.*}} : vector<4xf8E8M0FNU>, vector<32xf4E2M1FN>, vector<4xf8E8M0FNU>, vector<32xf4E2M1FN>, vector<4xf32>
// CHECK-NEXT: amdgpu.scaled_mfma 16x16x128 (%[[S0]][0] * %[[A0F]]) * (%[[T0]][1] * %{{.*}}) + %{{.*}} : vector<4xf8E8M0FNU>, vector<32xf4E2M1FN>, vector<4xf8E8M0FNU>, vector<32xf4E2M1FN>, vector<4xf32>
// CHECK: amdgpu.scaled_mfma 16x16x128 (%[[S0]][0] * %[[A0F]]) * (%[[T1]][0] * %{{.*}}) + %{{.*}}
// CHECK: amdgpu.scaled_mfma 16x16x128 (%[[S0]][1] * %{{.*}}) * (%[[T0]][0] * %{{.*}}) + %{{.*}}
// CHECK: vector.load %[[SAS]][%{{.*}}, %[[SCOL1]]] : memref<4x512xf8E8M0FNU, #gpu.address_space<workgroup>>, vector<4xf8E8M0FNU>
// CHECK: arith.truncf %{{.*}} : f32 to bf16

// 256x256x256 FP4 = 64 KiB per K-tile: 8 copies of 1 KiB per wave, plus one
// 256-byte scale copy per wave for each of A's and B's 2 KiB scale tiles;
// 4x2 waves of 64x128: 4 x 8 MFMAs per step, 2 steps.
// COPIES: 10
// MFMAS: 64

// 4 waves (2x2 of 128x128): two scale copies per wave and operand, two
// 64-row scale words per wave tile and step.
// W4: cdna4pipe.gemm = {c_dtype = "f32", dtype = "mxfp4",
// W4-COUNT-4: amdgpu.gather_to_lds {{.*}} : vector<4xf8E8M0FNU>
// W4-NOT: amdgpu.gather_to_lds {{.*}} : vector<4xf8E8M0FNU>
// W4: amdgpu.scaled_mfma 16x16x128 (%{{.*}}[3] * %{{.*}}) * (%{{.*}}[3] * %{{.*}}) + %{{.*}} : {{.*}} vector<4xf32>
