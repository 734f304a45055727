func.func @s2r_width(%l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  %v = cdna4pipe.s2r %l[%i, %i, %i] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<1xbf16>
  return
}
