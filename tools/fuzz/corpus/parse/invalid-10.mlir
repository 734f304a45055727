func.func @g2s_transfer_elem(%g: memref<64x64xbf16>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i, %i, %i] : vector<8xf16>, memref<64x64xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  return
}
