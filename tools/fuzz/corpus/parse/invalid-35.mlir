func.func @yield_outside_stage() {
  cdna4pipe.yield
}
