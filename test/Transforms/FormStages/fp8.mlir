// REQUIRES: cdna4-gemm-gen
// form-stages on the FP8 kernel: each 16x16x128 MFMA source is a
// vector.shuffle concatenating two 16-byte LDS reads; it becomes a
// cdna4pipe.mfma with two S2R fragments per source and the shuffle goes.
//
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 --dtype fp8e4m3 --b-dtype fp8e5m2 --tile 256x256x128 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages | FileCheck %s

// CHECK-NOT: vector.shuffle
// CHECK: %[[A0:.*]] = cdna4pipe.s2r %{{.*}} -> vector<16xf8E4M3FN>
// CHECK: %[[A1:.*]] = cdna4pipe.s2r %{{.*}} -> vector<16xf8E4M3FN>
// CHECK: cdna4pipe.mfma 16x16x128 (%{{.*}}, %{{.*}}) * (%{{.*}}, %{{.*}}) + %{{.*}} : vector<16xf8E4M3FN> * vector<16xf8E5M2>, vector<4xf32>
// CHECK-NOT: vector.shuffle
