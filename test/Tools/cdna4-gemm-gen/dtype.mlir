// --dtype f16 and --c-dtype: operand, LDS and MFMA types follow --dtype; the
// store converts to --c-dtype (no conversion for f32).
// REQUIRES: cdna4-gemm-gen
// RUN: cdna4-gemm-gen --dtype f16 | FileCheck %s --check-prefix=F16
// RUN: cdna4-gemm-gen --dtype f16 --c-dtype f32 | FileCheck %s --check-prefix=F32C
// RUN: cdna4-gemm-gen --dtype f16 --c-dtype f32 | not grep arith.truncf
// RUN: cdna4-gemm-gen --c-dtype f16 | FileCheck %s --check-prefix=BF16F16C
// RUN: cdna4-gemm-gen --dtype f16 | grep -c "amdgpu.mfma 16x16x32 .* : vector<8xf16>, vector<8xf16>, vector<4xf32>" | FileCheck %s --check-prefix=COUNT

// COUNT: 64

// F16: cdna4pipe.gemm = {c_dtype = "f16", dtype = "f16",
// F16: gpu.func @gemm(%{{.*}}: memref<8192x8192xf16>, %{{.*}}: memref<8192x8192xf16>, %[[C:.*]]: memref<8192x8192xf16>) workgroup(%{{.*}} : memref<256x64xf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<256x64xf16, #gpu.address_space<workgroup>>)
// F16: amdgpu.gather_to_lds {{.*}} : vector<8xf16>, memref<8192x8192xf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xf16, #gpu.address_space<workgroup>>
// F16: vector.load {{.*}} : memref<256x64xf16, #gpu.address_space<workgroup>>, vector<8xf16>
// F16: amdgpu.mfma 16x16x32 {{.*}} : vector<8xf16>, vector<8xf16>, vector<4xf32>
// F16: %[[T:.*]] = arith.truncf %{{.*}} : f32 to f16
// F16-NEXT: memref.store %[[T]], %[[C]]

// F32C: cdna4pipe.gemm = {c_dtype = "f32", dtype = "f16",
// F32C: gpu.func @gemm(%{{.*}}: memref<8192x8192xf16>, %{{.*}}: memref<8192x8192xf16>, %[[C:.*]]: memref<8192x8192xf32>)
// F32C: %[[E:.*]] = vector.extract %{{.*}}[0] : f32 from vector<4xf32>
// F32C-NEXT: memref.store %[[E]], %[[C]]{{.*}} : memref<8192x8192xf32>

// BF16F16C: cdna4pipe.gemm = {c_dtype = "f16", dtype = "bf16",
// BF16F16C: gpu.func @gemm(%{{.*}}: memref<8192x8192xbf16>, %{{.*}}: memref<8192x8192xbf16>, %{{.*}}: memref<8192x8192xf16>)
// BF16F16C: arith.truncf %{{.*}} : f32 to f16
