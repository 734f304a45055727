func.func @s2r_not_lds(%l: memref<2x64x64xbf16>, %i: index) {
  %v = cdna4pipe.s2r %l[%i, %i, %i] : memref<2x64x64xbf16> -> vector<8xbf16>
  return
}
