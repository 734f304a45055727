func.func @g2s_too_wide(%g: memref<64x64xbf16>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i, %i, %i] : vector<16xbf16>, memref<64x64xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  return
}
