// REQUIRES: cdna4-gemm-gen
// MX scale words go into the first stage that reads their LDS tile. Every
// stage's MFMAs take scales, so read where they are used (the default
// rule for S2Rs) the scale tiles' slots stayed live to the last stage and
// their refills could not be issued before the next iteration: the 8-wave
// MXFP4 kernel's scale copies got 64-MFMA windows against the data copies'
// 80-96 (test/ISA/gemm-mxfp4-256x256x256-w8.mlir pins the windows).
// Here (8 waves, 64x128 wave tiles, 2 K-steps): stage 0 reads all six scale
// words (A: one 64-row block x 2 steps, B: two blocks x 2 steps); the
// other stages read data fragments only.
//
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 1024 --dtype mxfp4 --tile 256x256x256 | cdna4-opt --cdna4pipe-software-pipeline --cdna4pipe-form-stages --cdna4pipe-interleave | FileCheck %s

// CHECK: scf.for
// CHECK: cdna4pipe.stage 0
// CHECK-COUNT-6: cdna4pipe.s2r {{.*}} -> vector<4xf8E8M0FNU>
// CHECK: cdna4pipe.stage 1
// CHECK-NOT: -> vector<4xf8E8M0FNU>
// CHECK: scf.yield
