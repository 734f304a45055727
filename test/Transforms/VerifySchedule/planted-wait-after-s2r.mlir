// RUN: cdna4-opt %s --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null

// Planted bug: the epilogue of a Level 2 2-slot loop places its wait + barrier
// after the S2Rs they should guard.

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

func.func @gemm(%A: !gbl, %B: !gbl, %As: !lds, %Bs: !lds,
                %acc0: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %c32 = arith.constant 32 : index
  %c48 = arith.constant 48 : index
  %c64 = arith.constant 64 : index
  %kcol_p0 = arith.muli %c0, %c64 : index
  %tA0_p0 = cdna4pipe.g2s %A[%c0, %kcol_p0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  %tA1_p0 = cdna4pipe.g2s %A[%c8, %kcol_p0], %As[%c0, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
  %tA2_p0 = cdna4pipe.g2s %A[%c16, %kcol_p0], %As[%c0, %c16, %c0] : vector<8xbf16>, !gbl -> !lds
  %tA3_p0 = cdna4pipe.g2s %A[%c24, %kcol_p0], %As[%c0, %c24, %c0] : vector<8xbf16>, !gbl -> !lds
  %tB0_p0 = cdna4pipe.g2s %B[%c0, %kcol_p0], %Bs[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  %tB1_p0 = cdna4pipe.g2s %B[%c8, %kcol_p0], %Bs[%c0, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
  %tB2_p0 = cdna4pipe.g2s %B[%c16, %kcol_p0], %Bs[%c0, %c16, %c0] : vector<8xbf16>, !gbl -> !lds
  %tB3_p0 = cdna4pipe.g2s %B[%c24, %kcol_p0], %Bs[%c0, %c24, %c0] : vector<8xbf16>, !gbl -> !lds
  %res = scf.for %k = %c0 to %c5 step %c1 iter_args(%acc = %acc0) -> (vector<4xf32>) {
    cdna4pipe.wait vmcnt(0)
    cdna4pipe.barrier
    %kn = arith.addi %k, %c1 : index
    %sw = arith.remui %kn, %c2 : index
    %sr = arith.remui %k, %c2 : index
    %kcol = arith.muli %kn, %c64 : index
    // expected-note@below {{the copy still in flight (LDS buffer %arg2 slot 1)}}
    %tA0 = cdna4pipe.g2s %A[%c0, %kcol], %As[%sw, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    %tA1 = cdna4pipe.g2s %A[%c8, %kcol], %As[%sw, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
    %tA2 = cdna4pipe.g2s %A[%c16, %kcol], %As[%sw, %c16, %c0] : vector<8xbf16>, !gbl -> !lds
    %tA3 = cdna4pipe.g2s %A[%c24, %kcol], %As[%sw, %c24, %c0] : vector<8xbf16>, !gbl -> !lds
    // expected-note@below {{the copy still in flight (LDS buffer %arg3 slot 1)}}
    %tB0 = cdna4pipe.g2s %B[%c0, %kcol], %Bs[%sw, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    %tB1 = cdna4pipe.g2s %B[%c8, %kcol], %Bs[%sw, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
    %tB2 = cdna4pipe.g2s %B[%c16, %kcol], %Bs[%sw, %c16, %c0] : vector<8xbf16>, !gbl -> !lds
    %tB3 = cdna4pipe.g2s %B[%c24, %kcol], %Bs[%sw, %c24, %c0] : vector<8xbf16>, !gbl -> !lds
    %a0 = cdna4pipe.s2r %As[%sr, %c0, %c0] : !lds -> vector<8xbf16>
    %b0 = cdna4pipe.s2r %Bs[%sr, %c0, %c0] : !lds -> vector<8xbf16>
    %b1 = cdna4pipe.s2r %Bs[%sr, %c0, %c16] : !lds -> vector<8xbf16>
    %a1 = cdna4pipe.s2r %As[%sr, %c0, %c32] : !lds -> vector<8xbf16>
    %b2 = cdna4pipe.s2r %Bs[%sr, %c0, %c32] : !lds -> vector<8xbf16>
    %b3 = cdna4pipe.s2r %Bs[%sr, %c0, %c48] : !lds -> vector<8xbf16>
    %d0 = cdna4pipe.mfma 16x16x32 %a0 * %b0 + %acc : vector<8xbf16>, vector<4xf32>
    %d1 = cdna4pipe.mfma 16x16x32 %a0 * %b1 + %d0 : vector<8xbf16>, vector<4xf32>
    %d2 = cdna4pipe.mfma 16x16x32 %a1 * %b2 + %d1 : vector<8xbf16>, vector<4xf32>
    %d3 = cdna4pipe.mfma 16x16x32 %a1 * %b3 + %d2 : vector<8xbf16>, vector<4xf32>
    scf.yield %d3 : vector<4xf32>
  }
  // expected-error@below {{S2R reads LDS buffer %arg2 slot 1 in the epilogue before the wait that should guard it: the copy issued in iteration 4 (k=4) is still in flight (8 copies of this wave outstanding) and the wait comes after the read; move the wait (and a barrier) before the S2R}}
  %a0_e0 = cdna4pipe.s2r %As[%c1, %c0, %c0] : !lds -> vector<8xbf16>
  // expected-error@below {{S2R reads LDS buffer %arg3 slot 1 in the epilogue before the wait that should guard it: the copy issued in iteration 4 (k=4) is still in flight (8 copies of this wave outstanding) and the wait comes after the read; move the wait (and a barrier) before the S2R}}
  %b0_e0 = cdna4pipe.s2r %Bs[%c1, %c0, %c0] : !lds -> vector<8xbf16>
  %b1_e0 = cdna4pipe.s2r %Bs[%c1, %c0, %c16] : !lds -> vector<8xbf16>
  %a1_e0 = cdna4pipe.s2r %As[%c1, %c0, %c32] : !lds -> vector<8xbf16>
  %b2_e0 = cdna4pipe.s2r %Bs[%c1, %c0, %c32] : !lds -> vector<8xbf16>
  %b3_e0 = cdna4pipe.s2r %Bs[%c1, %c0, %c48] : !lds -> vector<8xbf16>
  // expected-note@below {{the wait placed after the read (LDS buffer %arg2 slot 1)}}
  // expected-note@below {{the wait placed after the read (LDS buffer %arg3 slot 1)}}
  cdna4pipe.wait vmcnt(0)
  cdna4pipe.barrier
  %d0_e0 = cdna4pipe.mfma 16x16x32 %a0_e0 * %b0_e0 + %res : vector<8xbf16>, vector<4xf32>
  %d1_e0 = cdna4pipe.mfma 16x16x32 %a0_e0 * %b1_e0 + %d0_e0 : vector<8xbf16>, vector<4xf32>
  %d2_e0 = cdna4pipe.mfma 16x16x32 %a1_e0 * %b2_e0 + %d1_e0 : vector<8xbf16>, vector<4xf32>
  %d3_e0 = cdna4pipe.mfma 16x16x32 %a1_e0 * %b3_e0 + %d2_e0 : vector<8xbf16>, vector<4xf32>
  return %d3_e0 : vector<4xf32>
}
