// RUN: cdna4-opt %s --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null

// Planted bug: a 3-slot Level 2 pipeline whose epilogue waits are counted in
// commit groups, as a Triton/TileLang wait_group(1) would be (one, possibly
// empty, group may stay in flight): the last tile's wait is vmcnt(1). One
// group is 8 copy instructions and the last tile is the only one left, so the
// count must be vmcnt(0); vmcnt(1) leaves the youngest copy in flight (and
// still in flight when the kernel ends).

!gbl = memref<8192x8192xbf16>
!lds = memref<3x256x64xbf16, #gpu.address_space<workgroup>>

func.func @gemm(%A: !gbl, %B: !gbl, %As: !lds, %Bs: !lds,
                %acc0: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
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
  %kcol_p1 = arith.muli %c1, %c64 : index
  %tA0_p1 = cdna4pipe.g2s %A[%c0, %kcol_p1], %As[%c1, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  %tA1_p1 = cdna4pipe.g2s %A[%c8, %kcol_p1], %As[%c1, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
  %tA2_p1 = cdna4pipe.g2s %A[%c16, %kcol_p1], %As[%c1, %c16, %c0] : vector<8xbf16>, !gbl -> !lds
  %tA3_p1 = cdna4pipe.g2s %A[%c24, %kcol_p1], %As[%c1, %c24, %c0] : vector<8xbf16>, !gbl -> !lds
  %tB0_p1 = cdna4pipe.g2s %B[%c0, %kcol_p1], %Bs[%c1, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  %tB1_p1 = cdna4pipe.g2s %B[%c8, %kcol_p1], %Bs[%c1, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
  %tB2_p1 = cdna4pipe.g2s %B[%c16, %kcol_p1], %Bs[%c1, %c16, %c0] : vector<8xbf16>, !gbl -> !lds
  %tB3_p1 = cdna4pipe.g2s %B[%c24, %kcol_p1], %Bs[%c1, %c24, %c0] : vector<8xbf16>, !gbl -> !lds
  %res = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %acc0) -> (vector<4xf32>) {
    cdna4pipe.wait vmcnt(8)
    cdna4pipe.barrier
    %kn = arith.addi %k, %c2 : index
    %sw = arith.remui %kn, %c3 : index
    %sr = arith.remui %k, %c3 : index
    %kcol = arith.muli %kn, %c64 : index
    %tA0 = cdna4pipe.g2s %A[%c0, %kcol], %As[%sw, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    %tA1 = cdna4pipe.g2s %A[%c8, %kcol], %As[%sw, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
    %tA2 = cdna4pipe.g2s %A[%c16, %kcol], %As[%sw, %c16, %c0] : vector<8xbf16>, !gbl -> !lds
    %tA3 = cdna4pipe.g2s %A[%c24, %kcol], %As[%sw, %c24, %c0] : vector<8xbf16>, !gbl -> !lds
    %tB0 = cdna4pipe.g2s %B[%c0, %kcol], %Bs[%sw, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    %tB1 = cdna4pipe.g2s %B[%c8, %kcol], %Bs[%sw, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
    %tB2 = cdna4pipe.g2s %B[%c16, %kcol], %Bs[%sw, %c16, %c0] : vector<8xbf16>, !gbl -> !lds
    // expected-note@below {{the youngest copy still in flight (LDS buffer %arg3 slot 2)}}
    // expected-note@below {{copy never waited on}}
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
  cdna4pipe.wait vmcnt(8)
  cdna4pipe.barrier
  %a0_e0 = cdna4pipe.s2r %As[%c1, %c0, %c0] : !lds -> vector<8xbf16>
  %b0_e0 = cdna4pipe.s2r %Bs[%c1, %c0, %c0] : !lds -> vector<8xbf16>
  %b1_e0 = cdna4pipe.s2r %Bs[%c1, %c0, %c16] : !lds -> vector<8xbf16>
  %a1_e0 = cdna4pipe.s2r %As[%c1, %c0, %c32] : !lds -> vector<8xbf16>
  %b2_e0 = cdna4pipe.s2r %Bs[%c1, %c0, %c32] : !lds -> vector<8xbf16>
  %b3_e0 = cdna4pipe.s2r %Bs[%c1, %c0, %c48] : !lds -> vector<8xbf16>
  %d0_e0 = cdna4pipe.mfma 16x16x32 %a0_e0 * %b0_e0 + %res : vector<8xbf16>, vector<4xf32>
  %d1_e0 = cdna4pipe.mfma 16x16x32 %a0_e0 * %b1_e0 + %d0_e0 : vector<8xbf16>, vector<4xf32>
  %d2_e0 = cdna4pipe.mfma 16x16x32 %a1_e0 * %b2_e0 + %d1_e0 : vector<8xbf16>, vector<4xf32>
  %d3_e0 = cdna4pipe.mfma 16x16x32 %a1_e0 * %b3_e0 + %d2_e0 : vector<8xbf16>, vector<4xf32>
  // expected-error@below {{wait vmcnt(1) in the epilogue leaves copies into LDS buffer %arg3 slot 2 (issued in iteration 3 (k=3)) in flight, but the S2R reads that slot in the epilogue: 8 copies of this wave are in flight at the wait and the youngest copy into the slot is the 1st most recent, so the count must be at most 0 (vmcnt counts copy instructions, not commit groups)}}
  cdna4pipe.wait vmcnt(1)
  cdna4pipe.barrier
  %a0_e1 = cdna4pipe.s2r %As[%c2, %c0, %c0] : !lds -> vector<8xbf16>
  // expected-note@below {{the S2R that reads the slot (LDS buffer %arg3 slot 2)}}
  %b0_e1 = cdna4pipe.s2r %Bs[%c2, %c0, %c0] : !lds -> vector<8xbf16>
  %b1_e1 = cdna4pipe.s2r %Bs[%c2, %c0, %c16] : !lds -> vector<8xbf16>
  %a1_e1 = cdna4pipe.s2r %As[%c2, %c0, %c32] : !lds -> vector<8xbf16>
  %b2_e1 = cdna4pipe.s2r %Bs[%c2, %c0, %c32] : !lds -> vector<8xbf16>
  %b3_e1 = cdna4pipe.s2r %Bs[%c2, %c0, %c48] : !lds -> vector<8xbf16>
  %d0_e1 = cdna4pipe.mfma 16x16x32 %a0_e1 * %b0_e1 + %d3_e0 : vector<8xbf16>, vector<4xf32>
  %d1_e1 = cdna4pipe.mfma 16x16x32 %a0_e1 * %b1_e1 + %d0_e1 : vector<8xbf16>, vector<4xf32>
  %d2_e1 = cdna4pipe.mfma 16x16x32 %a1_e1 * %b2_e1 + %d1_e1 : vector<8xbf16>, vector<4xf32>
  %d3_e1 = cdna4pipe.mfma 16x16x32 %a1_e1 * %b3_e1 + %d2_e1 : vector<8xbf16>, vector<4xf32>
  // expected-error@below {{1 copy is still in flight at kernel end: the copy into LDS buffer %arg3 slot 2 issued in iteration 3 (k=3) (the oldest) is never retired by a wait}}
  return %d3_e1 : vector<4xf32>
}
