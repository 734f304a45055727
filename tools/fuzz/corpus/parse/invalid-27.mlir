func.func @wait_token_from_outside_loop(%g: memref<64x64xbf16>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = cdna4pipe.g2s %g[%i, %i], %l[%c0, %i, %i] : vector<8xbf16>, memref<64x64xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  scf.for %k = %c0 to %c4 step %c1 {
    cdna4pipe.wait vmcnt(0) on %t
  }
  return
}
