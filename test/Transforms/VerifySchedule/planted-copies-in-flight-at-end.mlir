// RUN: cdna4-opt %s --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null

// Planted bug: the loop runs over every tile and prefetches one tile past the
// end; no epilogue waits for it, so 8 copies are in flight when the kernel ends.

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

func.func @gemm(%A: !gbl, %B: !gbl, %As: !lds, %Bs: !lds,
                %acc0: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
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
  %res = scf.for %k = %c0 to %c6 step %c1 iter_args(%acc = %acc0) -> (vector<4xf32>) {
    cdna4pipe.wait vmcnt(0)
    cdna4pipe.barrier
    %kn = arith.addi %k, %c1 : index
    %sw = arith.remui %kn, %c2 : index
    %sr = arith.remui %k, %c2 : index
    %kcol = arith.muli %kn, %c64 : index
    // expected-note@below {{copy never waited on}}
    %tA0 = cdna4pipe.g2s %A[%c0, %kcol], %As[%sw, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    %tA1 = cdna4pipe.g2s %A[%c8, %kcol], %As[%sw, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
    %tA2 = cdna4pipe.g2s %A[%c16, %kcol], %As[%sw, %c16, %c0] : vector<8xbf16>, !gbl -> !lds
    %tA3 = cdna4pipe.g2s %A[%c24, %kcol], %As[%sw, %c24, %c0] : vector<8xbf16>, !gbl -> !lds
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
  // expected-error@below {{8 copies are still in flight at kernel end: the copy into LDS buffer %arg2 slot 0 issued in iteration 5 (k=5) (the oldest) is never retired by a wait}}
  return %res : vector<4xf32>
}
