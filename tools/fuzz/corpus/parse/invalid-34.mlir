func.func @stage_negative_index() {
  cdna4pipe.stage -1 priority 0 fence 0 {
    cdna4pipe.yield
  }
  return
}
