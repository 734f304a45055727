func.func @stage_nested() {
  cdna4pipe.stage 0 priority 1 fence 0 {
    cdna4pipe.stage 1 priority 1 fence 0 {
      cdna4pipe.yield
    }
    cdna4pipe.yield
  }
  return
}
