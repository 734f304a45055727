// A K-loop of 10^9 iterations (test/Limits/verifier-limits.mlir).
!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>
func.func @f(%g: !gbl, %l: !lds) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 1000000000 : index
  scf.for %k = %c0 to %n step %c1 {
    %s = arith.remui %k, %c2 : index
    %t = cdna4pipe.g2s %g[%c0, %c0], %l[%s, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    cdna4pipe.barrier
    %a = cdna4pipe.s2r %l[%s, %c0, %c0] : !lds -> vector<8xbf16>
    cdna4pipe.wait lgkmcnt(0)
    cdna4pipe.barrier
  }
  return
}
