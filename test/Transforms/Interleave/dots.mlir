// RUN: cdna4-opt %s -split-input-file -verify-diagnostics --cdna4pipe-interleave=stages=2 | FileCheck %s
// RUN: cdna4-opt %s -split-input-file --cdna4pipe-interleave=stages=3 2>&1 | FileCheck %s --check-prefix=THREE
// RUN: cdna4-opt %s -split-input-file --cdna4pipe-interleave=stages=1 2>&1 | FileCheck %s --check-prefix=ONE

// Dependent dots in one loop body (InterleaveDots.cpp), as in attention's
// forward loop: S = A B^T from LDS, register work on S (a softmax there;
// here a rounding to bf16), then O += P V with P that register value and V
// read from LDS. The dots are told apart by the dependences: each gets its
// own stages (2 stages: one each), the register work runs after the stage
// whose results it uses (here sunk into the only stage that uses it), and
// each LDS read goes to the stage of its MFMA.
// CHECK-LABEL: gpu.func @two_dots
// CHECK: scf.for
// CHECK: %[[S:.*]] = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
// CHECK-COUNT-4: cdna4pipe.s2r
// CHECK-NEXT: cdna4pipe.g2s %arg0
// CHECK-NEXT: cdna4pipe.g2s %arg0
// CHECK-NEXT: cdna4pipe.mfma
// CHECK-NEXT: %[[D1:.*]] = cdna4pipe.mfma
// CHECK-NEXT: cdna4pipe.yield %[[D1]]
// CHECK: cdna4pipe.stage 1 priority 1 fence 0 -> (vector<4xf32>) {
// CHECK-NEXT: %[[P4:.*]] = arith.truncf %[[S]] : vector<4xf32> to vector<4xbf16>
// CHECK-NEXT: %[[P:.*]] = vector.shuffle %[[P4]], %[[P4]]
// CHECK-NEXT: %[[V:.*]] = cdna4pipe.s2r %arg4
// CHECK-NEXT: cdna4pipe.g2s %arg1
// CHECK-NEXT: cdna4pipe.g2s %arg1
// CHECK-NEXT: cdna4pipe.wait vmcnt(0) lgkmcnt(0)
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-NEXT: %[[O:.*]] = cdna4pipe.mfma 16x16x32 %[[V]] * %[[P]] + %{{.*}}
// CHECK-NEXT: cdna4pipe.yield %[[O]]
// THREE: remark: cdna4pipe-interleave: cannot split the loop's 2 dependent dots into 3 stages (a multiple of 2 is needed: each dot has its own stages); interleaved in 2 stages instead
// ONE: remark: cdna4pipe-interleave: loop left untouched: cannot split the loop's 2 dependent dots into 1 stages (a multiple of 2 is needed: each dot has its own stages)
// ONE-NOT: cdna4pipe.stage

!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @two_dots(%A: !gbl, %B: !gbl, %C: memref<16x16xf32>)
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
      %d0 = cdna4pipe.mfma 16x16x32 %a0 * %b0 + %zero : vector<8xbf16>, vector<4xf32>
      %d1 = cdna4pipe.mfma 16x16x32 %a1 * %b1 + %d0 : vector<8xbf16>, vector<4xf32>
      %p4 = arith.truncf %d1 : vector<4xf32> to vector<4xbf16>
      %p = vector.shuffle %p4, %p4 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %v = cdna4pipe.s2r %Bs[%sr, %l16, %col0] : !lds -> vector<8xbf16>
      %o = cdna4pipe.mfma 16x16x32 %v * %p + %acc : vector<8xbf16>, vector<4xf32>
      scf.yield %o : vector<4xf32>
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

// An MFMA with no LDS-read source: nothing gives its k-slice.
// CHECK-LABEL: gpu.func @no_lds_source
// CHECK-NOT: cdna4pipe.stage
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @no_lds_source(%A: !gbl, %B: !gbl, %C: memref<16x16xf32>)
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
      %x = arith.constant dense<1.0> : vector<8xbf16>
// expected-remark @below {{cdna4pipe-interleave: loop left untouched: neither MFMA source is read from LDS in the loop body: nothing tells which k-slice it computes}}
      %d2 = cdna4pipe.mfma 16x16x32 %x * %x + %d1 : vector<8xbf16>, vector<4xf32>
      scf.yield %d2 : vector<4xf32>
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

// An MFMA source read from LDS before the loop: not a read of this body.
// CHECK-LABEL: gpu.func @read_outside
// CHECK-NOT: cdna4pipe.stage
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @read_outside(%A: !gbl, %B: !gbl, %C: memref<16x16xf32>)
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
    %pre = cdna4pipe.s2r %Bs[%c0, %l16, %col1] : !lds -> vector<8xbf16>
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
// expected-remark @below {{cdna4pipe-interleave: loop left untouched: MFMA operand is an S2R outside this loop body}}
      %d1 = cdna4pipe.mfma 16x16x32 %a1 * %pre + %d0 : vector<8xbf16>, vector<4xf32>
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

