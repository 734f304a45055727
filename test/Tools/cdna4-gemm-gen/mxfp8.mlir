// --dtype mxfp8: OCP MX FP8 (E4M3 elements, an E8M0 scale per 32
// K-elements of each row of A / column of B, in the scale layout of
// --dtype mxfp4: docs/Fp8.md). A and B are f8E4M3FN memrefs as for fp8e4m3;
// each MFMA source is two 16-byte LDS reads concatenated, taken by
// amdgpu.scaled_mfma as they are (no bitcast). At 256x256x128 the scale
// tiles are 4 x 256 bytes, which 8 waves cannot share in 4-byte copies:
// the plan takes the widest per-lane width they share evenly, 2 bytes (one
// 128-byte copy per wave and operand).
//
// RUN: cdna4-gemm-gen --dtype mxfp8 --tile 256x256x128 | FileCheck %s
// RUN: cdna4-gemm-gen --dtype mxfp8 --tile 256x256x128 | grep -c "amdgpu.scaled_mfma 16x16x128" | FileCheck %s --check-prefix=MFMAS
// RUN: cdna4-gemm-gen --dtype mxfp8 --tile 256x256x128 --waves 4 | FileCheck %s --check-prefix=W4

// CHECK: cdna4pipe.gemm = {c_dtype = "bf16", dtype = "mxfp8", k = 8192 : i64, m = 8192 : i64, n = 8192 : i64, swizzle = "xor", tile_k = 128 : i64, tile_m = 256 : i64, tile_n = 256 : i64, waves = 8 : i64}
// CHECK: gpu.func @gemm(%{{.*}}: memref<8192x8192xf8E4M3FN>, %{{.*}}: memref<8192x8192xf8E4M3FN>, %{{.*}}: memref<8192x8192xbf16>, %[[SA:.*]]: memref<128x16384xf8E8M0FNU>, %{{.*}}: memref<128x16384xf8E8M0FNU>) workgroup(%[[AS:.*]] : memref<256x128xf8E4M3FN, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<256x128xf8E4M3FN, #gpu.address_space<workgroup>>, %[[SAS:.*]] : memref<4x256xf8E8M0FNU, #gpu.address_space<workgroup>>, %[[SBS:.*]] : memref<4x256xf8E8M0FNU, #gpu.address_space<workgroup>>)
// Scale copy of wave w: 128 bytes from flat byte 128 w of the scale tile,
// lane l's 2 bytes at 128 w + 2 l (tile row = /256, column = %256).
// CHECK: %[[SAF:.*]] = amdgpu.fat_raw_buffer_cast %[[SA]]
// CHECK-NEXT: %[[SROW:.*]] = arith.divui %{{.*}}, %c64 : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.muli %[[WAVE:.*]], %c128 : index
// CHECK-NEXT: %[[LANE2:.*]] = arith.muli %[[LANE:.*]], %c2 : index
// CHECK-NEXT: %[[Q:.*]] = arith.addi %[[FIRST]], %[[LANE2]] : index
// CHECK-NEXT: %[[QROW:.*]] = arith.divui %[[Q]], %c256 : index
// CHECK-NEXT: %[[GROW:.*]] = arith.addi %[[SROW]], %[[QROW]] : index
// CHECK-NEXT: %[[QCOL:.*]] = arith.remui %[[Q]], %c256 : index
// CHECK-NEXT: %[[DROW:.*]] = arith.divui %[[FIRST]], %c256 : index
// CHECK-NEXT: %[[DCOL:.*]] = arith.remui %[[FIRST]], %c256 : index
// CHECK: scf.for %[[KT:.*]] = %c0 to %c64 step %c1
// CHECK-COUNT-8: amdgpu.gather_to_lds {{.*}} : vector<16xf8E4M3FN>, memref<8192x8192xf8E4M3FN, #amdgpu.address_space<fat_raw_buffer>>, memref<256x128xf8E4M3FN, #gpu.address_space<workgroup>>
// CHECK: %[[KCOL:.*]] = arith.muli %[[KT]], %c256 : index
// CHECK-NEXT: %[[GCOL:.*]] = arith.addi %[[KCOL]], %[[QCOL]] : index
// CHECK: amdgpu.gather_to_lds %[[SAF]][%[[GROW]], %[[GCOL]]], %[[SAS]][%[[DROW]], %[[DCOL]]] : vector<2xf8E8M0FNU>, memref<128x16384xf8E8M0FNU, #amdgpu.address_space<fat_raw_buffer>>, memref<4x256xf8E8M0FNU, #gpu.address_space<workgroup>>
// CHECK: amdgpu.gather_to_lds {{.*}} : vector<2xf8E8M0FNU>
// CHECK-NOT: amdgpu.gather_to_lds
// CHECK: %[[A0:.*]] = vector.load %[[AS]][{{.*}}] : memref<256x128xf8E4M3FN, #gpu.address_space<workgroup>>, vector<16xf8E4M3FN>
// CHECK: %[[A1:.*]] = vector.load %[[AS]][{{.*}}] : memref<256x128xf8E4M3FN, #gpu.address_space<workgroup>>, vector<16xf8E4M3FN>
// CHECK: %[[S0:.*]] = vector.load %[[SAS]][%{{.*}}, %{{.*}}] : memref<4x256xf8E8M0FNU, #gpu.address_space<workgroup>>, vector<4xf8E8M0FNU>
// CHECK-NEXT: %[[T0:.*]] = vector.load %[[SBS]][%{{.*}}, %{{.*}}] : memref<4x256xf8E8M0FNU, #gpu.address_space<workgroup>>, vector<4xf8E8M0FNU>
// CHECK-NEXT: %[[T1:.*]] = vector.load %[[SBS]][%{{.*}}, %{{.*}}] : memref<4x256xf8E8M0FNU, #gpu.address_space<workgroup>>, vector<4xf8E8M0FNU>
// CHECK-NOT: vector.bitcast
// CHECK: amdgpu.scaled_mfma 16x16x128 (%[[S0]][0] * %{{.*}}) * (%[[T0]][0] * %{{.*}}) + %{{.*}} : vector<4xf8E8M0FNU>, vector<32xf8E4M3FN>, vector<4xf8E8M0FNU>, vector<32xf8E4M3FN>, vector<4xf32>
// CHECK-NEXT: amdgpu.scaled_mfma 16x16x128 (%[[S0]][0] * %{{.*}}) * (%[[T0]][1] * %{{.*}}) + %{{.*}}
// CHECK: amdgpu.scaled_mfma 16x16x128 (%[[S0]][0] * %{{.*}}) * (%[[T1]][0] * %{{.*}}) + %{{.*}}
// CHECK: amdgpu.scaled_mfma 16x16x128 (%[[S0]][1] * %{{.*}}) * (%[[T0]][0] * %{{.*}}) + %{{.*}}
// CHECK: arith.truncf %{{.*}} : f32 to bf16

// 4x2 waves of 64x128: 4 x 8 MFMAs, one 128-K step per K-tile.
// MFMAS: 32

// 4 waves share the 4 x 256-byte scale tiles in 4-byte copies, one per
// wave and operand.
// W4-COUNT-2: amdgpu.gather_to_lds {{.*}} : vector<4xf8E8M0FNU>
// W4-NOT: amdgpu.gather_to_lds {{.*}} : vector<2xf8E8M0FNU>
