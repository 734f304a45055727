func.func @g2s_src_not_global(%g: memref<64x64xbf16, #gpu.address_space<workgroup>>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i, %i, %i] : vector<8xbf16>, memref<64x64xbf16, #gpu.address_space<workgroup>> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  return
}
