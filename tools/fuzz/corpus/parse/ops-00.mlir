!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>

func.func @copy_read_compute(%g: !gbl, %l: !lds, %i: index, %j: index,
                             %s: index, %c: vector<4xf32>) -> vector<4xf32> {
  %t = cdna4pipe.g2s %g[%i, %j], %l[%s, %i, %j] : vector<8xbf16>, !gbl -> !lds
  cdna4pipe.wait vmcnt(0) on %t
  cdna4pipe.barrier
  %a = cdna4pipe.s2r %l[%s, %i, %j] : !lds -> vector<8xbf16>
  cdna4pipe.wait lgkmcnt(0)
  cdna4pipe.wait vmcnt(8) lgkmcnt(3)
  %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<8xbf16>, vector<4xf32>
  return %d : vector<4xf32>
}

func.func @mfma_32x32_f16(%a: vector<8xf16>, %c: vector<16xf32>) -> vector<16xf32> {
  %d = cdna4pipe.mfma 32x32x16 %a * %a + %c : vector<8xf16>, vector<16xf32>
  return %d : vector<16xf32>
}

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

func.func @empty_stage() {
  cdna4pipe.stage 0 priority 0 fence 8 {
    cdna4pipe.yield
  }
  return
}

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
