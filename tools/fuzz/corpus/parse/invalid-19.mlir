func.func @mfma_acc_width(%a: vector<8xbf16>, %c: vector<4xf32>) {
  %d = cdna4pipe.mfma 32x32x16 %a * %a + %c : vector<8xbf16>, vector<4xf32>
  return
}
