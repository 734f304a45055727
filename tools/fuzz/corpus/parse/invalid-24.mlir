func.func @wait_vmcnt_negative() {
  cdna4pipe.wait vmcnt(-1)
  return
}
