// One interleave stage of a gfx950 GEMM main loop in the cdna4pipe dialect.
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>
func.func @stage(%g: !gbl, %l: !lds, %i: index, %s: index,
                 %c: vector<4xf32>) -> vector<4xf32> {
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
