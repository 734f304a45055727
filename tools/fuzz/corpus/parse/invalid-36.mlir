func.func @stage_without_yield() {
  cdna4pipe.stage 0 priority 0 fence 0 {
    llvm.unreachable
  }
  return
}
