func.func @s2r_indices(%l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  %v = cdna4pipe.s2r %l[%i, %i, %i, %i] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
  return
}
