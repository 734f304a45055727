func.func @wait_vmcnt_range() {
  cdna4pipe.wait vmcnt(64)
  return
}
