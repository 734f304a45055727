func.func @stage_memory_after_compute(%l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index, %c: vector<4xf32>) {
  %r = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
    %a = cdna4pipe.s2r %l[%i, %i, %i] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
    %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<8xbf16>, vector<4xf32>
    cdna4pipe.barrier
    cdna4pipe.yield %d : vector<4xf32>
  }
  return
}
