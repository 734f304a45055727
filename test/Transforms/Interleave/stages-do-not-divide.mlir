// A stages value the loop's MFMAs do not split into falls back to the
// largest smaller number of stages they split into, with a remark at the
// loop (issue 24: small tiles must not stop compilation). The 2 MFMAs below
// (2 k-slices x 1 N fragment) split neither into 3 nor into 4 equal
// stages: both give 2 stages. The default 256x256x64
// loop (2 k-slices x 8 N fragments) gives 2 stages for 3, 16 for 32.

// RUN: cdna4-opt %s --cdna4pipe-interleave=stages=3 2>&1 | FileCheck %s --check-prefix=S3
// RUN: cdna4-opt %s --cdna4pipe-interleave=stages=4 2>&1 | FileCheck %s --check-prefix=S4
// RUN: cdna4-opt %s --cdna4pipe-interleave=stages=2 2>&1 | FileCheck %s --check-prefix=S2
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave=stages=3 2>&1 | FileCheck %s --check-prefix=DEF3
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave=stages=32 2>&1 | FileCheck %s --check-prefix=DEF32

// S3: stages-do-not-divide.mlir:61:10: remark: cdna4pipe-interleave: cannot split the loop's 2 MFMAs (2 k-slices x 1 N fragments) into 3 stages of equal size; interleaved in 2 stages instead
// S3: cdna4pipe.stage 0 priority
// S3: cdna4pipe.stage 1 priority
// S3-NOT: cdna4pipe.stage
// S4: remark: cdna4pipe-interleave: cannot split the loop's 2 MFMAs (2 k-slices x 1 N fragments) into 4 stages of equal size; interleaved in 2 stages instead
// S4: cdna4pipe.stage 0 priority
// S4: cdna4pipe.stage 1 priority
// S4-NOT: cdna4pipe.stage
// Stages that divide: no remark.
// S2-NOT: remark
// S2: cdna4pipe.stage 1 priority
// DEF3: remark: cdna4pipe-interleave: cannot split the loop's 64 MFMAs (2 k-slices x 8 N fragments) into 3 stages of equal size; interleaved in 2 stages instead
// DEF3: cdna4pipe.stage 1 priority
// DEF3-NOT: cdna4pipe.stage 2 priority
// DEF32: remark: cdna4pipe-interleave: cannot split the loop's 64 MFMAs (2 k-slices x 8 N fragments) into 32 stages: 8 N fragments do not divide into 16 parts; interleaved in 16 stages instead
// DEF32: cdna4pipe.stage 15 priority
// DEF32-NOT: cdna4pipe.stage 16 priority

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
