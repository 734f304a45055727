// Round trip: custom form -> custom form -> custom form, and custom form ->
// generic form -> custom form.
// RUN: cdna4-opt %s | cdna4-opt | FileCheck %s
// RUN: cdna4-opt %s --mlir-print-op-generic | cdna4-opt | FileCheck %s
// RUN: cdna4-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>

// CHECK-LABEL: func.func @copy_read_compute
// CHECK-SAME: (%[[G:.*]]: memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, %[[L:.*]]: memref<2x256x64xbf16, #gpu.address_space<workgroup>>
func.func @copy_read_compute(%g: !gbl, %l: !lds, %i: index, %j: index,
                             %s: index, %c: vector<4xf32>) -> vector<4xf32> {
  // CHECK: %[[T:.*]] = cdna4pipe.g2s %[[G]][%{{.*}}, %{{.*}}], %[[L]][%{{.*}}, %{{.*}}, %{{.*}}] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  // GENERIC: %[[T:.*]] = "cdna4pipe.g2s"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 2, 1, 3>, transferType = vector<8xbf16>}> : (memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, index, index, memref<2x256x64xbf16, #gpu.address_space<workgroup>>, index, index, index) -> !cdna4pipe.token
  %t = cdna4pipe.g2s %g[%i, %j], %l[%s, %i, %j] : vector<8xbf16>, !gbl -> !lds
  // CHECK: cdna4pipe.wait vmcnt(0) on %[[T]]
  // GENERIC: "cdna4pipe.wait"(%[[T]]) <{vmcnt = 0 : i32}> : (!cdna4pipe.token) -> ()
  cdna4pipe.wait vmcnt(0) on %t
  // CHECK: cdna4pipe.barrier
  // GENERIC: "cdna4pipe.barrier"() : () -> ()
  cdna4pipe.barrier
  // CHECK: %[[A:.*]] = cdna4pipe.s2r %[[L]][%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
  // GENERIC: "cdna4pipe.s2r"(%{{.*}}) : (memref<2x256x64xbf16, #gpu.address_space<workgroup>>, index, index, index) -> vector<8xbf16>
  %a = cdna4pipe.s2r %l[%s, %i, %j] : !lds -> vector<8xbf16>
  // CHECK: cdna4pipe.wait lgkmcnt(0)
  cdna4pipe.wait lgkmcnt(0)
  // CHECK: cdna4pipe.wait vmcnt(8) lgkmcnt(3)
  cdna4pipe.wait vmcnt(8) lgkmcnt(3)
  // CHECK: %[[D:.*]] = cdna4pipe.mfma 16x16x32 %[[A]] * %[[A]] + %{{.*}} : vector<8xbf16>, vector<4xf32>
  // GENERIC: "cdna4pipe.mfma"(%{{.*}}, %{{.*}}, %{{.*}}) <{k = 32 : i32, m = 16 : i32, n = 16 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, scale_a_byte = 0 : i32, scale_b_byte = 0 : i32}> : (vector<8xbf16>, vector<8xbf16>, vector<4xf32>) -> vector<4xf32>
  %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<8xbf16>, vector<4xf32>
  // CHECK: return %[[D]]
  return %d : vector<4xf32>
}

// B stored K x N: two transposing reads (ds_read_b64_tr_b16) of 4 k rows
// each are one 16x16x32 B source.
// CHECK-LABEL: func.func @s2r_transpose
func.func @s2r_transpose(%l: memref<2x64x128xbf16, #gpu.address_space<workgroup>>,
                         %a: vector<8xbf16>, %i: index, %c: vector<4xf32>) -> vector<4xf32> {
  // CHECK: %[[B0:.*]] = cdna4pipe.s2r transpose %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
  // GENERIC: "cdna4pipe.s2r"(%{{.*}}) <{transpose}> : (memref<2x64x128xbf16, #gpu.address_space<workgroup>>, index, index, index) -> vector<4xbf16>
  %b0 = cdna4pipe.s2r transpose %l[%i, %i, %i] : memref<2x64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
  // CHECK: %[[B1:.*]] = cdna4pipe.s2r transpose
  %b1 = cdna4pipe.s2r transpose %l[%i, %i, %i] : memref<2x64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
  // CHECK: cdna4pipe.mfma 16x16x32 %{{.*}} * (%[[B0]], %[[B1]]) + %{{.*}} : vector<8xbf16> * vector<4xbf16>, vector<4xf32>
  %d = cdna4pipe.mfma 16x16x32 %a * (%b0, %b1) + %c : vector<8xbf16> * vector<4xbf16>, vector<4xf32>
  return %d : vector<4xf32>
}

// One f8f6f4 MFMA: each 32-byte source is two 16-byte fragments; A and B
// formats may differ (then both types are printed).
// CHECK-LABEL: func.func @mfma_fp8
func.func @mfma_fp8(%a0: vector<16xf8E4M3FN>, %a1: vector<16xf8E4M3FN>, %b0: vector<16xf8E5M2>, %b1: vector<16xf8E5M2>, %c: vector<4xf32>) -> vector<4xf32> {
  // CHECK: %[[D:.*]] = cdna4pipe.mfma 16x16x128 (%{{.*}}, %{{.*}}) * (%{{.*}}, %{{.*}}) + %{{.*}} : vector<16xf8E4M3FN> * vector<16xf8E5M2>, vector<4xf32>
  // GENERIC: "cdna4pipe.mfma"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{k = 128 : i32, m = 16 : i32, n = 16 : i32, operandSegmentSizes = array<i32: 2, 2, 1, 0, 0>, scale_a_byte = 0 : i32, scale_b_byte = 0 : i32}> : (vector<16xf8E4M3FN>, vector<16xf8E4M3FN>, vector<16xf8E5M2>, vector<16xf8E5M2>, vector<4xf32>) -> vector<4xf32>
  %d = cdna4pipe.mfma 16x16x128 (%a0, %a1) * (%b0, %b1) + %c : vector<16xf8E4M3FN> * vector<16xf8E5M2>, vector<4xf32>
  // CHECK: cdna4pipe.mfma 16x16x128 (%{{.*}}, %{{.*}}) * (%{{.*}}, %{{.*}}) + %[[D]] : vector<16xf8E4M3FN>, vector<4xf32>
  %e = cdna4pipe.mfma 16x16x128 (%a0, %a1) * (%a1, %a0) + %d : vector<16xf8E4M3FN>, vector<4xf32>
  return %e : vector<4xf32>
}

// The MX-scaled f8f6f4 MFMA: packed FP4 sources (16 bytes per lane), an
// E8M0 scale word per source and the byte of it each takes (op_sel).
// CHECK-LABEL: func.func @mfma_mxfp4
func.func @mfma_mxfp4(%a: vector<16xi8>, %b: vector<16xi8>, %sa: vector<4xf8E8M0FNU>, %sb: vector<4xf8E8M0FNU>, %c: vector<4xf32>, %f: vector<16xf8E4M3FN>) -> vector<4xf32> {
  // CHECK: %[[D:.*]] = cdna4pipe.mfma 16x16x128 %{{.*}} * %{{.*}} + %{{.*}} scale(%{{.*}}[0], %{{.*}}[3]) : vector<16xi8>, vector<4xf32>
  // GENERIC: "cdna4pipe.mfma"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{k = 128 : i32, m = 16 : i32, n = 16 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>, scale_a_byte = 0 : i32, scale_b_byte = 3 : i32}> : (vector<16xi8>, vector<16xi8>, vector<4xf32>, vector<4xf8E8M0FNU>, vector<4xf8E8M0FNU>) -> vector<4xf32>
  %d = cdna4pipe.mfma 16x16x128 %a * %b + %c scale(%sa[0], %sb[3]) : vector<16xi8>, vector<4xf32>
  // FP8 x FP4 (the formats may differ), scaled.
  // CHECK: cdna4pipe.mfma 16x16x128 (%{{.*}}, %{{.*}}) * %{{.*}} + %[[D]] scale(%{{.*}}[1], %{{.*}}[2]) : vector<16xf8E4M3FN> * vector<16xi8>, vector<4xf32>
  %e = cdna4pipe.mfma 16x16x128 (%f, %f) * %b + %d scale(%sa[1], %sb[2]) : vector<16xf8E4M3FN> * vector<16xi8>, vector<4xf32>
  return %e : vector<4xf32>
}

// CHECK-LABEL: func.func @mfma_32x32_f16
func.func @mfma_32x32_f16(%a: vector<8xf16>, %c: vector<16xf32>) -> vector<16xf32> {
  // CHECK: cdna4pipe.mfma 32x32x16 %{{.*}} * %{{.*}} + %{{.*}} : vector<8xf16>, vector<16xf32>
  %d = cdna4pipe.mfma 32x32x16 %a * %a + %c : vector<8xf16>, vector<16xf32>
  return %d : vector<16xf32>
}

// CHECK-LABEL: func.func @stage
func.func @stage(%g: !gbl, %l: !lds, %i: index, %s: index,
                 %c: vector<4xf32>) -> vector<4xf32> {
  // CHECK: %[[R:.*]]:2 = cdna4pipe.stage 2 priority 1 fence 0 -> (vector<4xf32>, !cdna4pipe.token) {
  // CHECK:   %[[A:.*]] = cdna4pipe.s2r
  // CHECK:   %[[T:.*]] = cdna4pipe.g2s
  // CHECK:   cdna4pipe.wait vmcnt(2)
  // CHECK:   cdna4pipe.barrier
  // CHECK:   %[[D:.*]] = cdna4pipe.mfma 16x16x32
  // CHECK:   cdna4pipe.yield %[[D]], %[[T]] : vector<4xf32>, !cdna4pipe.token
  // CHECK: }
  // GENERIC: "cdna4pipe.stage"() <{fence = 0 : i32, index = 2 : i32, priority = 1 : i32}> ({
  %r:2 = cdna4pipe.stage 2 priority 1 fence 0 -> (vector<4xf32>, !cdna4pipe.token) {
    %a = cdna4pipe.s2r %l[%s, %i, %i] : !lds -> vector<8xbf16>
    %t = cdna4pipe.g2s %g[%i, %i], %l[%s, %i, %i] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(2)
    cdna4pipe.barrier
    %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<8xbf16>, vector<4xf32>
    cdna4pipe.yield %d, %t : vector<4xf32>, !cdna4pipe.token
  }
  return %r#0 : vector<4xf32>
}

// A stage without results and an empty fence mask spelled out.
// CHECK-LABEL: func.func @empty_stage
// CHECK: cdna4pipe.stage 0 priority 0 fence 8 {
// CHECK-NEXT: cdna4pipe.yield
func.func @empty_stage() {
  cdna4pipe.stage 0 priority 0 fence 8 {
    cdna4pipe.yield
  }
  return
}

// Tokens carried into a loop through iter_args may be waited on inside it.
// CHECK-LABEL: func.func @carried_token
// CHECK: scf.for {{.*}} iter_args(%[[TA:.*]] = %{{.*}}) -> (!cdna4pipe.token)
// CHECK:   cdna4pipe.wait vmcnt(1) on %[[TA]]
func.func @carried_token(%g: memref<64x64xbf16>, %l: !lds, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t0 = cdna4pipe.g2s %g[%i, %i], %l[%c0, %i, %i] : vector<8xbf16>, memref<64x64xbf16> -> !lds
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%t = %t0) -> (!cdna4pipe.token) {
    %s = arith.remui %k, %c1 : index
    %tn = cdna4pipe.g2s %g[%i, %i], %l[%s, %i, %i] : vector<8xbf16>, memref<64x64xbf16> -> !lds
    cdna4pipe.wait vmcnt(1) on %t
    scf.yield %tn : !cdna4pipe.token
  }
  cdna4pipe.wait vmcnt(0) on %r
  return
}

// Conditional barriers on wave-uniform predicates: the wave id (thread_id x
// / 64, or >> 6), block ids, kernel arguments, uniform loop indices.
// CHECK-LABEL: gpu.func @cond_barriers
// CHECK: %[[LATE:.*]] = arith.cmpi uge
// CHECK-NEXT: cdna4pipe.cond_barrier %[[LATE]]
// GENERIC: "cdna4pipe.cond_barrier"(%{{.*}}) : (i1) -> ()
// CHECK: %[[SH:.*]] = arith.cmpi ne
// CHECK-NEXT: cdna4pipe.cond_barrier %[[SH]]
// CHECK: cdna4pipe.cond_barrier %{{.*}}
// CHECK: scf.for
// CHECK: cdna4pipe.cond_barrier %{{.*}}
// CHECK: cdna4pipe.stage 0 priority 1 fence 0
// CHECK: cdna4pipe.mfma
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-NEXT: cdna4pipe.yield
gpu.module @m {
  gpu.func @cond_barriers(%flag: i1, %n: index, %l: !lds, %c: vector<4xf32>)
      kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c6 = arith.constant 6 : i32
    %tid = gpu.thread_id x
    %wave = arith.divui %tid, %c64 : index
    %late = arith.cmpi uge, %wave, %c4 : index
    cdna4pipe.cond_barrier %late
    %t32 = arith.index_cast %tid : index to i32
    %w32 = arith.shrui %t32, %c6 : i32
    %z = arith.constant 0 : i32
    %sh = arith.cmpi ne, %w32, %z : i32
    cdna4pipe.cond_barrier %sh
    %bx = gpu.block_id x
    %odd = arith.remui %bx, %c4 : index
    %p = arith.cmpi eq, %odd, %c0 : index
    %q = arith.andi %p, %flag : i1
    cdna4pipe.cond_barrier %q
    scf.for %k = %c0 to %n step %c1 {
      %last = arith.cmpi eq, %k, %c0 : index
      cdna4pipe.cond_barrier %last
    }
    %r = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
      %a = cdna4pipe.s2r %l[%c0, %c0, %c0] : !lds -> vector<8xbf16>
      %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<8xbf16>, vector<4xf32>
      cdna4pipe.barrier
      cdna4pipe.yield %d : vector<4xf32>
    }
    gpu.return
  }
}
