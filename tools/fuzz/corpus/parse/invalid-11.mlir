func.func @g2s_slot_range(%g: memref<64x64xbf16>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  %c2 = arith.constant 2 : index
  %t = cdna4pipe.g2s %g[%i, %i], %l[%c2, %i, %i] : vector<8xbf16>, memref<64x64xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  return
}
