// REQUIRES: cdna4-gemm-gen
// form-stages on the MXFP4 kernel: the 4-byte scale-tile copies become
// cdna4pipe.g2s like the 16-byte ones; each amdgpu.scaled_mfma becomes a
// cdna4pipe.mfma whose FP4 sources are the 16-byte S2R reads (the
// vector.bitcast to FP4 goes), with the scale reads as its scale operands
// and the scale index as their byte.
//
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 1024 --dtype mxfp4 --tile 256x256x256 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages | FileCheck %s

// CHECK-NOT: vector.bitcast
// CHECK-NOT: amdgpu.scaled_mfma
// CHECK: cdna4pipe.g2s {{.*}} : vector<16xi8>, memref<512x512xi8, #amdgpu.address_space<fat_raw_buffer>> -> memref<2x256x128xi8, #gpu.address_space<workgroup>>
// CHECK: cdna4pipe.g2s {{.*}} : vector<4xf8E8M0FNU>, memref<8x2048xf8E8M0FNU, #amdgpu.address_space<fat_raw_buffer>> -> memref<2x4x512xf8E8M0FNU, #gpu.address_space<workgroup>>
// CHECK: scf.for
// CHECK: %[[A:.*]] = cdna4pipe.s2r %{{.*}} : memref<2x256x128xi8, #gpu.address_space<workgroup>> -> vector<16xi8>
// CHECK: %[[SA:.*]] = cdna4pipe.s2r %{{.*}} : memref<2x4x512xf8E8M0FNU, #gpu.address_space<workgroup>> -> vector<4xf8E8M0FNU>
// CHECK-NEXT: %[[SB:.*]] = cdna4pipe.s2r %{{.*}} : memref<2x4x512xf8E8M0FNU, #gpu.address_space<workgroup>> -> vector<4xf8E8M0FNU>
// CHECK: cdna4pipe.mfma 16x16x128 %[[A]] * %{{.*}} + %{{.*}} scale(%[[SA]][0], %[[SB]][0]) : vector<16xi8>, vector<4xf32>
// CHECK-NEXT: cdna4pipe.mfma 16x16x128 %[[A]] * %{{.*}} + %{{.*}} scale(%[[SA]][0], %[[SB]][1]) : vector<16xi8>, vector<4xf32>
// CHECK-NOT: vector.bitcast
// CHECK-NOT: amdgpu.scaled_mfma
