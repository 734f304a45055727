// REQUIRES: cdna4-gemm-gen
// MXFP8 x MXFP4 (FP8 activations, FP4 weights): the f8f6f4 MFMA lays k out
// differently for its two sources (FP8 lane l, byte e: k = 64 (e/16) +
// 16 (l/16) + e%16; FP4 lane l, byte e: k = 32 (l/16) + 2e and 2e + 1), so
// the interleave compares the sources by MFMA k, not lane by lane: for
// every wave, row and k of the MFMA both must hold the same global
// K-element. The generated kernel passes and is interleaved (each MFMA: two
// FP8 fragments of A, one FP4 fragment of B, both scale words).
//
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 1024 --dtype mxfp8 --b-dtype mxfp4 --tile 128x256x256 -o %t.mlir
// RUN: cdna4-opt %t.mlir --cdna4pipe-software-pipeline --cdna4pipe-form-stages --cdna4pipe-interleave 2>&1 | FileCheck %s
//
// Planted: A's two k-slices concatenated in the wrong order in one MFMA
// source (bytes 0-15 then hold k 64.., which B holds at MFMA k 64..): the
// loop is left untouched with a remark naming the first disagreeing k.
// RUN: sed -E '0,/vector.shuffle (%[0-9]+), (%[0-9]+) /s//vector.shuffle \2, \1 /' %t.mlir > %t.bad.mlir
// RUN: cdna4-opt %t.bad.mlir --cdna4pipe-software-pipeline --cdna4pipe-form-stages --cdna4pipe-interleave 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-NOT: remark
// CHECK: cdna4pipe.stage 0
// CHECK: cdna4pipe.mfma 16x16x128 (%{{.*}}, %{{.*}}) * %{{.*}} + %{{.*}} scale(%{{.*}}[0], %{{.*}}[0]) : vector<16xf8E4M3FN> * vector<16xi8>, vector<4xf32>
// CHECK: cdna4pipe.stage 3

// BAD: remark: cdna4pipe-interleave: loop left untouched: the MFMA sources hold different k in wave 0 row 0 at MFMA k 0 (a: k={{[0-9]+}}, b: k={{[0-9]+}})
// BAD-NOT: cdna4pipe.stage
