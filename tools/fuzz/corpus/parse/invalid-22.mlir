func.func @wait_nothing() {
  cdna4pipe.wait
  return
}
