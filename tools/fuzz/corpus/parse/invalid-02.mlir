func.func @g2s_dst_not_lds(%g: memref<64x64xbf16>, %l: memref<2x64x64xbf16>, %i: index) {
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i, %i, %i] : vector<8xbf16>, memref<64x64xbf16> -> memref<2x64x64xbf16>
  return
}
