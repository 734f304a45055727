// RUN: cdna4-opt %s -split-input-file -verify-diagnostics --cdna4pipe-interleave=stages=2 | FileCheck %s

// Level-2 loops the interleave leaves untouched, each with its remark (variants of small-level2.mlir).

// An MFMA multiplying k-half 0 of A with k-half 1 of B (the wrong-results bug class of seed 000) is not a GEMM step: rejected, lane by lane.
// CHECK-LABEL: gpu.func @miswired
// CHECK-NOT: cdna4pipe.stage
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @miswired(%A: !gbl, %B: !gbl, %C: memref<16x16xf32>)
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
// expected-remark @below {{cdna4pipe-interleave: loop left untouched: the MFMA sources hold different k in thread 0 element 0 (a: k=64, b: k=96)}}
      %d0 = cdna4pipe.mfma 16x16x32 %a0 * %b1 + %acc : vector<8xbf16>, vector<4xf32>
      %d1 = cdna4pipe.mfma 16x16x32 %a1 * %b0 + %d0 : vector<8xbf16>, vector<4xf32>
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

// -----

// Copies into the slot the iteration reads.
// CHECK-LABEL: gpu.func @same_slot
// CHECK-NOT: cdna4pipe.stage
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @same_slot(%A: !gbl, %B: !gbl, %C: memref<16x16xf32>)
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
// expected-remark @below {{cdna4pipe-interleave: loop left untouched: the copies write the slot the same iteration reads}}
      %t0 = cdna4pipe.g2s %A[%lrow, %gc], %As[%sr, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
      %t1 = cdna4pipe.g2s %A[%lrow8, %gc], %As[%sr, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
      %t2 = cdna4pipe.g2s %B[%lrow, %gc], %Bs[%sr, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
      %t3 = cdna4pipe.g2s %B[%lrow8, %gc], %Bs[%sr, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
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

// -----

// A read of LDS rows no copy of the iteration writes (rows 8..15 of A are never copied).
// CHECK-LABEL: gpu.func @uncopied
// CHECK-NOT: cdna4pipe.stage
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @uncopied(%A: !gbl, %B: !gbl, %C: memref<16x16xf32>)
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
      %t2 = cdna4pipe.g2s %B[%lrow, %gc], %Bs[%sw, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
      %t3 = cdna4pipe.g2s %B[%lrow8, %gc], %Bs[%sw, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
// expected-remark @below {{cdna4pipe-interleave: loop left untouched: thread 8 reads an LDS element that no copy of the loop writes (offset 544)}}
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

// -----

// Without known_block_size the copies cannot be evaluated for every thread.
// CHECK-LABEL: gpu.func @no_block_size
// CHECK-NOT: cdna4pipe.stage
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @no_block_size(%A: !gbl, %B: !gbl, %C: memref<16x16xf32>)
      workgroup(%As : !lds, %Bs : !lds)
      kernel {
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
// expected-remark @below {{cdna4pipe-interleave: loop left untouched: the workgroup size is unknown (no known_block_size on the enclosing gpu.func)}}
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

// -----

// An accumulator chain that runs k-half 1 before k-half 0 cannot follow the stage order.
// CHECK-LABEL: gpu.func @chain_order
// CHECK-NOT: cdna4pipe.stage
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @chain_order(%A: !gbl, %B: !gbl, %C: memref<16x16xf32>)
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
      %d1 = cdna4pipe.mfma 16x16x32 %a1 * %b1 + %acc : vector<8xbf16>, vector<4xf32>
      // expected-remark @below {{cdna4pipe-interleave: loop left untouched: this MFMA (stage 0) accumulates onto one of stage 1; accumulator chains must follow the k order}}
      %d0 = cdna4pipe.mfma 16x16x32 %a0 * %b0 + %d1 : vector<8xbf16>, vector<4xf32>
      scf.yield %d0 : vector<4xf32>
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

// -----

// The wait and barrier placed after the copies (and before the reads) are outside the Level-2 contract.
// CHECK-LABEL: gpu.func @late_wait
// CHECK-NOT: cdna4pipe.stage
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @late_wait(%A: !gbl, %B: !gbl, %C: memref<16x16xf32>)
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
      %kn = arith.addi %k, %c1 : index
      %sw = arith.remui %kn, %c2 : index
      %sr = arith.remui %k, %c2 : index
      %kb = arith.muli %kn, %c64 : index
      %gc = arith.addi %kb, %lcol : index
// expected-remark @below {{cdna4pipe-interleave: loop left untouched: 'cdna4pipe.g2s' before the top-of-iteration wait + barrier}}
      %t0 = cdna4pipe.g2s %A[%lrow, %gc], %As[%sw, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
      %t1 = cdna4pipe.g2s %A[%lrow8, %gc], %As[%sw, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
      %t2 = cdna4pipe.g2s %B[%lrow, %gc], %Bs[%sw, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
      %t3 = cdna4pipe.g2s %B[%lrow8, %gc], %Bs[%sw, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
      cdna4pipe.wait vmcnt(0)
      cdna4pipe.barrier
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

// -----

// A copy whose global column depends on a kernel argument cannot be evaluated.
// CHECK-LABEL: gpu.func @opaque_index
// CHECK-NOT: cdna4pipe.stage
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @opaque_index(%A: !gbl, %B: !gbl, %C: memref<16x16xf32>, %off: index)
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
      %gc = arith.addi %kb, %off : index
// expected-remark @below {{cdna4pipe-interleave: loop left untouched: cannot evaluate this op's indices for thread 0: they depend on a block argument other than the loop's induction variable}}
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

// -----

// A raised loop without copies: nothing to interleave.
// CHECK-LABEL: gpu.func @no_copies
// CHECK-NOT: cdna4pipe.stage
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @no_copies(%A: !gbl, %B: !gbl, %C: memref<16x16xf32>)
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
// expected-remark @below {{cdna4pipe-interleave: loop left untouched: no cdna4pipe.g2s in the loop body}}
    %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> vector<4xf32> {
      cdna4pipe.wait vmcnt(0)
      cdna4pipe.barrier
      %kn = arith.addi %k, %c1 : index
      %sw = arith.remui %kn, %c2 : index
      %sr = arith.remui %k, %c2 : index
      %kb = arith.muli %kn, %c64 : index
      %gc = arith.addi %kb, %lcol : index
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
