// RUN: cdna4-opt %s --cdna4pipe-verify-schedule -split-input-file -verify-diagnostics -o /dev/null

// The schedule verifier evaluates index arithmetic on 64-bit integers. A
// division that overflows (INT64_MIN / -1; arith leaves it undefined) is
// "cannot evaluate", an error at the op that uses it: it used to trap the
// host (SIGFPE) inside the verifier.

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

func.func @divsi_overflow(%g: !gbl, %l: !lds) {
  %c0 = arith.constant 0 : index
  %min = arith.constant -9223372036854775808 : index
  %m1 = arith.constant -1 : index
  %s = arith.divsi %min, %m1 : index
  // expected-error@below {{cannot evaluate the LDS slot index to a constant in the prologue}}
  %t = cdna4pipe.g2s %g[%c0, %c0], %l[%s, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  cdna4pipe.wait vmcnt(0)
  return
}

// -----

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

func.func @remsi_overflow(%g: !gbl, %l: !lds) {
  %c0 = arith.constant 0 : index
  %min = arith.constant -9223372036854775808 : index
  %m1 = arith.constant -1 : index
  %s = arith.remsi %min, %m1 : index
  // expected-error@below {{cannot evaluate the LDS slot index to a constant in the prologue}}
  %a = cdna4pipe.s2r %l[%s, %c0, %c0] : !lds -> vector<8xbf16>
  return
}

// -----

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

func.func @ceildivsi_overflow(%g: !gbl, %l: !lds) {
  %c0 = arith.constant 0 : index
  %min = arith.constant -9223372036854775808 : index
  %m1 = arith.constant -1 : index
  %s = arith.ceildivsi %min, %m1 : index
  // expected-error@below {{cannot evaluate the LDS slot index to a constant in the prologue}}
  %t = cdna4pipe.g2s %g[%c0, %c0], %l[%s, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  cdna4pipe.wait vmcnt(0)
  return
}

// -----

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

// Add, sub and mul wrap around (two's complement) instead of overflowing:
// 2^62 * 4 + 1 is slot 1, and the copy into slot 1 is read from slot 1 after
// its wait and barrier (verified); ceildivsi(-7, 2) = -3, and -3 + 3 = slot 0
// is read before any copy filled it.
func.func @wrapping(%g: !gbl, %l: !lds) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %cm7 = arith.constant -7 : index
  %big = arith.constant 4611686018427387904 : index
  %w = arith.muli %big, %c4 : index
  %s = arith.addi %w, %c1 : index
  %t = cdna4pipe.g2s %g[%c0, %c0], %l[%s, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  cdna4pipe.wait vmcnt(0)
  cdna4pipe.barrier
  %a = cdna4pipe.s2r %l[%c1, %c0, %c0] : !lds -> vector<8xbf16>
  %q = arith.ceildivsi %cm7, %c2 : index
  %z = arith.addi %q, %c3 : index
  // expected-error@below {{S2R reads LDS buffer %arg1 slot 0 in the prologue, but no copy has filled that slot}}
  %b = cdna4pipe.s2r %l[%z, %c0, %c0] : !lds -> vector<8xbf16>
  cdna4pipe.wait lgkmcnt(0)
  return
}
