func.func @wait_lgkmcnt_range() {
  cdna4pipe.wait lgkmcnt(16)
  return
}
