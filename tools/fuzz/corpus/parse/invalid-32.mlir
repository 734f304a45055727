func.func @stage_yield_types(%c: vector<4xf32>) {
  %r = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
    cdna4pipe.yield
  }
  return
}
