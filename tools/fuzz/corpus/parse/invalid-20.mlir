func.func @mfma_elem(%a: vector<8xf32>, %c: vector<4xf32>) {
  %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<8xf32>, vector<4xf32>
  return
}
