// RUN: cdna4-opt %s -split-input-file -verify-diagnostics --cdna4pipe-interleave='stages=2 wait-granularity=iteration' | FileCheck %s

// A hand-written Level-2 loop: one wave, tile 16x16x64, no swizzle, two
// copies per operand, one A and one B fragment per k-half (2 MFMAs).
// stages=2: stage 0 = k-half 0 (A0, B0, gA0, gA1, MFMA 0), stage 1 =
// k-half 1 (A1, B1, gB0, gB1, wait + barrier, MFMA 1 onto MFMA 0's result).
// The reads are listed k-half 1 first: the split follows the indices.

// CHECK-LABEL: gpu.func @small
// CHECK:      cdna4pipe.g2s
// CHECK:      cdna4pipe.g2s
// CHECK:      cdna4pipe.g2s
// CHECK:      cdna4pipe.g2s
// CHECK-NEXT: cdna4pipe.wait vmcnt(0){{$}}
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-NEXT: scf.for %[[K:.*]] = %c0 to %c3 step %c1 iter_args(%[[ACC:.*]] = %{{.*}}) -> (vector<4xf32>) {
// CHECK-NEXT:   %[[KN:.*]] = arith.addi %[[K]], %c1
// CHECK-NEXT:   %[[SW:.*]] = arith.remui %[[KN]], %c2
// CHECK-NEXT:   %[[SR:.*]] = arith.remui %[[K]], %c2
// CHECK-NEXT:   %[[KB:.*]] = arith.muli %[[KN]], %c64
// CHECK-NEXT:   %[[GC:.*]] = arith.addi %[[KB]], %[[LCOL:.*]] : index
// CHECK-NEXT:   %[[ST0:.*]] = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
// CHECK-NEXT:     %[[A0:.*]] = cdna4pipe.s2r %[[AS:.*]][%[[SR]], %[[L16:.*]], %[[COL0:.*]]] :
// CHECK-NEXT:     %[[B0:.*]] = cdna4pipe.s2r %[[BS:.*]][%[[SR]], %[[L16]], %[[COL0]]] :
// CHECK-NEXT:     cdna4pipe.g2s %{{.*}}[%{{.*}}, %[[GC]]], %[[AS]][%[[SW]], %c0, %c0]
// CHECK-NEXT:     cdna4pipe.g2s %{{.*}}[%{{.*}}, %[[GC]]], %[[AS]][%[[SW]], %c8, %c0]
// CHECK-NEXT:     %[[D0:.*]] = cdna4pipe.mfma 16x16x32 %[[A0]] * %[[B0]] + %[[ACC]]
// CHECK-NEXT:     cdna4pipe.yield %[[D0]] : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %[[ST1:.*]] = cdna4pipe.stage 1 priority 1 fence 0 -> (vector<4xf32>) {
// CHECK-NEXT:     %[[A1:.*]] = cdna4pipe.s2r %[[AS]][%[[SR]], %[[L16]], %[[COL1:.*]]] :
// CHECK-NEXT:     %[[B1:.*]] = cdna4pipe.s2r %[[BS]][%[[SR]], %[[L16]], %[[COL1]]] :
// CHECK-NEXT:     cdna4pipe.g2s %{{.*}}[%{{.*}}, %[[GC]]], %[[BS]][%[[SW]], %c0, %c0]
// CHECK-NEXT:     cdna4pipe.g2s %{{.*}}[%{{.*}}, %[[GC]]], %[[BS]][%[[SW]], %c8, %c0]
// CHECK-NEXT:     cdna4pipe.wait vmcnt(0) lgkmcnt(0)
// CHECK-NEXT:     cdna4pipe.barrier
// CHECK-NEXT:     %[[D1:.*]] = cdna4pipe.mfma 16x16x32 %[[A1]] * %[[B1]] + %[[ST0]]
// CHECK-NEXT:     cdna4pipe.yield %[[D1]] : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.yield %[[ST1]] : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: cdna4pipe.wait vmcnt(0){{$}}
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-NEXT: cdna4pipe.s2r %{{.*}}[%c1,

!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @small(%A: !gbl, %B: !gbl, %C: memref<16x16xf32>)
      workgroup(%As : !lds, %Bs : !lds)
      kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %tid = gpu.thread_id x
    %lrow = arith.divui %tid, %c8 : index
    %lch = arith.remui %tid, %c8 : index
    %lcol = arith.muli %lch, %c8 : index
    %lrow8 = arith.addi %lrow, %c8 : index
    %l16 = arith.remui %tid, %c16 : index
    %lq = arith.divui %tid, %c16 : index
    %col0 = arith.muli %lq, %c8 : index
    %lq1 = arith.addi %lq, %c4 : index
    %col1 = arith.muli %lq1, %c8 : index
    %zero = arith.constant dense<0.0> : vector<4xf32>
    %p0 = cdna4pipe.g2s %A[%lrow, %lcol], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    %p1 = cdna4pipe.g2s %A[%lrow8, %lcol], %As[%c0, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
    %p2 = cdna4pipe.g2s %B[%lrow, %lcol], %Bs[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    %p3 = cdna4pipe.g2s %B[%lrow8, %lcol], %Bs[%c0, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
    %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> vector<4xf32> {
      cdna4pipe.wait vmcnt(0)
      cdna4pipe.barrier
      %kn = arith.addi %k, %c1 : index
      %sw = arith.remui %kn, %c2 : index
      %sr = arith.remui %k, %c2 : index
      %kb = arith.muli %kn, %c64 : index
      %gc = arith.addi %kb, %lcol : index
      %t0 = cdna4pipe.g2s %A[%lrow, %gc], %As[%sw, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
      %t1 = cdna4pipe.g2s %A[%lrow8, %gc], %As[%sw, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
      %t2 = cdna4pipe.g2s %B[%lrow, %gc], %Bs[%sw, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
      %t3 = cdna4pipe.g2s %B[%lrow8, %gc], %Bs[%sw, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
      %a1 = cdna4pipe.s2r %As[%sr, %l16, %col1] : !lds -> vector<8xbf16>
      %b1 = cdna4pipe.s2r %Bs[%sr, %l16, %col1] : !lds -> vector<8xbf16>
      %a0 = cdna4pipe.s2r %As[%sr, %l16, %col0] : !lds -> vector<8xbf16>
      %b0 = cdna4pipe.s2r %Bs[%sr, %l16, %col0] : !lds -> vector<8xbf16>
      %d0 = cdna4pipe.mfma 16x16x32 %a0 * %b0 + %acc : vector<8xbf16>, vector<4xf32>
      %d1 = cdna4pipe.mfma 16x16x32 %a1 * %b1 + %d0 : vector<8xbf16>, vector<4xf32>
      scf.yield %d1 : vector<4xf32>
    }
    cdna4pipe.wait vmcnt(0)
    cdna4pipe.barrier
    %e0 = cdna4pipe.s2r %As[%c1, %l16, %col0] : !lds -> vector<8xbf16>
    %f0 = cdna4pipe.s2r %Bs[%c1, %l16, %col0] : !lds -> vector<8xbf16>
    %e1 = cdna4pipe.s2r %As[%c1, %l16, %col1] : !lds -> vector<8xbf16>
    %f1 = cdna4pipe.s2r %Bs[%c1, %l16, %col1] : !lds -> vector<8xbf16>
    %g0 = cdna4pipe.mfma 16x16x32 %e0 * %f0 + %r : vector<8xbf16>, vector<4xf32>
    %g1 = cdna4pipe.mfma 16x16x32 %e1 * %f1 + %g0 : vector<8xbf16>, vector<4xf32>
    vector.store %g1, %C[%l16, %lq] : memref<16x16xf32>, vector<4xf32>
    gpu.return
  }
}
