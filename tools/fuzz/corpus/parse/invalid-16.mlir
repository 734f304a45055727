func.func @s2r_slot_range(%l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  %c5 = arith.constant 5 : index
  %v = cdna4pipe.s2r %l[%c5, %i, %i] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
  return
}
