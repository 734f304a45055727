func.func @stage_priority() {
  cdna4pipe.stage 0 priority 4 fence 0 {
    cdna4pipe.yield
  }
  return
}
