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
  cdna4pipe.wait vmcnt(0)
  cdna4pipe.barrier
  %res = scf.for %k = %c0 to %c5 step %c1 iter_args(%acc = %acc0) -> (vector<4xf32>) {
    %kn = arith.addi %k, %c1 : index
    %sw = arith.remui %kn, %c2 : index
    %sr = arith.remui %k, %c2 : index
    %kcol = arith.muli %kn, %c64 : index
    %a0, %d0 = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<8xbf16>, vector<4xf32>) {
      %a0 = cdna4pipe.s2r %As[%sr, %c0, %c0] : !lds -> vector<8xbf16>
      %b0 = cdna4pipe.s2r %Bs[%sr, %c0, %c0] : !lds -> vector<8xbf16>
      %tA0 = cdna4pipe.g2s %A[%c0, %kcol], %As[%sw, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
      %tA1 = cdna4pipe.g2s %A[%c8, %kcol], %As[%sw, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
      %d0 = cdna4pipe.mfma 16x16x32 %a0 * %b0 + %acc : vector<8xbf16>, vector<4xf32>
      cdna4pipe.yield %a0, %d0 : vector<8xbf16>, vector<4xf32>
    }
    %d1 = cdna4pipe.stage 1 priority 1 fence 0 -> (vector<4xf32>) {
      %b1 = cdna4pipe.s2r %Bs[%sr, %c0, %c16] : !lds -> vector<8xbf16>
      %tA2 = cdna4pipe.g2s %A[%c16, %kcol], %As[%sw, %c16, %c0] : vector<8xbf16>, !gbl -> !lds
      %tA3 = cdna4pipe.g2s %A[%c24, %kcol], %As[%sw, %c24, %c0] : vector<8xbf16>, !gbl -> !lds
      %d1 = cdna4pipe.mfma 16x16x32 %a0 * %b1 + %d0 : vector<8xbf16>, vector<4xf32>
      cdna4pipe.yield %d1 : vector<4xf32>
    }
    %a1, %d2 = cdna4pipe.stage 2 priority 1 fence 0 -> (vector<8xbf16>, vector<4xf32>) {
      %a1 = cdna4pipe.s2r %As[%sr, %c0, %c32] : !lds -> vector<8xbf16>
      %b2 = cdna4pipe.s2r %Bs[%sr, %c0, %c32] : !lds -> vector<8xbf16>
      %tB0 = cdna4pipe.g2s %B[%c0, %kcol], %Bs[%sw, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
      %tB1 = cdna4pipe.g2s %B[%c8, %kcol], %Bs[%sw, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
      %d2 = cdna4pipe.mfma 16x16x32 %a1 * %b2 + %d1 : vector<8xbf16>, vector<4xf32>
      cdna4pipe.yield %a1, %d2 : vector<8xbf16>, vector<4xf32>
    }
    %d3 = cdna4pipe.stage 3 priority 1 fence 0 -> (vector<4xf32>) {
      %b3 = cdna4pipe.s2r %Bs[%sr, %c0, %c48] : !lds -> vector<8xbf16>
      %tB2 = cdna4pipe.g2s %B[%c16, %kcol], %Bs[%sw, %c16, %c0] : vector<8xbf16>, !gbl -> !lds
      %tB3 = cdna4pipe.g2s %B[%c24, %kcol], %Bs[%sw, %c24, %c0] : vector<8xbf16>, !gbl -> !lds
      cdna4pipe.wait vmcnt(0) lgkmcnt(0)
      cdna4pipe.barrier
      %d3 = cdna4pipe.mfma 16x16x32 %a1 * %b3 + %d2 : vector<8xbf16>, vector<4xf32>
      cdna4pipe.yield %d3 : vector<4xf32>
    }
    scf.yield %d3 : vector<4xf32>
  }
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
  return %d3_e0 : vector<4xf32>
}
