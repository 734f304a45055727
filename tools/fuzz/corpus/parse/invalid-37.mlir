func.func @stage_negative_priority() {
  cdna4pipe.stage 0 priority -1 fence 0 {
    cdna4pipe.yield
  }
  return
}
