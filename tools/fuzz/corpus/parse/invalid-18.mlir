func.func @mfma_src_width(%a: vector<4xbf16>, %c: vector<4xf32>) {
  %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<4xbf16>, vector<4xf32>
  return
}
