func.func @g2s_not_slot_major(%g: memref<64x64xbf16>, %l: memref<4096xbf16, #gpu.address_space<workgroup>>, %i: index) {
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i] : vector<8xbf16>, memref<64x64xbf16> -> memref<4096xbf16, #gpu.address_space<workgroup>>
  return
}
