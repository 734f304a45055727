// RUN: cdna4-opt %s --cdna4pipe-verify-schedule -split-input-file -verify-diagnostics -o /dev/null

// Waits that name the copies they retire: the count must really cover them.
// Counts are per instruction: with 4 copies in flight, vmcnt(3) retires only
// the oldest one.

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

func.func @token_covered(%g: !gbl, %l: !lds) -> vector<8xbf16> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %t0 = cdna4pipe.g2s %g[%c0, %c0], %l[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  %t1 = cdna4pipe.g2s %g[%c8, %c0], %l[%c0, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
  cdna4pipe.wait vmcnt(0) on %t0, %t1
  cdna4pipe.barrier
  %a = cdna4pipe.s2r %l[%c0, %c0, %c0] : !lds -> vector<8xbf16>
  cdna4pipe.wait lgkmcnt(0)
  return %a : vector<8xbf16>
}

// -----

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

func.func @token_not_covered(%g: !gbl, %l: !lds) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %t0 = cdna4pipe.g2s %g[%c0, %c0], %l[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  %t1 = cdna4pipe.g2s %g[%c8, %c0], %l[%c0, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
  // expected-note@below {{the named copy}}
  %t2 = cdna4pipe.g2s %g[%c0, %c0], %l[%c1, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  %t3 = cdna4pipe.g2s %g[%c8, %c0], %l[%c1, %c8, %c0] : vector<8xbf16>, !gbl -> !lds
  // The oldest copy is covered; %t2 is the 2nd most recent: vmcnt(1) at most.
  // expected-error@below {{vmcnt(3) in the prologue does not retire the copy named by token #1 (into LDS buffer %arg1 slot 1, issued in the prologue): 3 copies stay in flight and that copy is the 2nd most recent, so the count must be at most 1}}
  cdna4pipe.wait vmcnt(3) on %t0, %t2
  cdna4pipe.wait vmcnt(0) on %t3
  return
}

// -----

// Tokens carried around the loop: each iteration waits for the copy issued by
// the previous one (named through iter_args) while its own copy stays in
// flight -- exactly vmcnt(1). The S2R then reads the landed slot.

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

func.func @carried_token(%g: !gbl, %l: !lds) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %t0 = cdna4pipe.g2s %g[%c0, %c0], %l[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%t = %t0) -> (!cdna4pipe.token) {
    %kn = arith.addi %k, %c1 : index
    %sw = arith.remui %kn, %c2 : index
    %sr = arith.remui %k, %c2 : index
    cdna4pipe.barrier
    %tn = cdna4pipe.g2s %g[%c0, %c0], %l[%sw, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(1) on %t
    cdna4pipe.barrier
    %a = cdna4pipe.s2r %l[%sr, %c0, %c0] : !lds -> vector<8xbf16>
    cdna4pipe.wait lgkmcnt(0)
    scf.yield %tn : !cdna4pipe.token
  }
  cdna4pipe.wait vmcnt(0) on %r
  return
}

// -----

// The same loop with vmcnt(2): the carried copy is the 2nd most recent.

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

func.func @carried_token_too_high(%g: !gbl, %l: !lds) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  // expected-note@below {{the named copy}}
  %t0 = cdna4pipe.g2s %g[%c0, %c0], %l[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%t = %t0) -> (!cdna4pipe.token) {
    %kn = arith.addi %k, %c1 : index
    %sw = arith.remui %kn, %c2 : index
    %sr = arith.remui %k, %c2 : index
    cdna4pipe.barrier
    %tn = cdna4pipe.g2s %g[%c0, %c0], %l[%sw, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    // One diagnostic per op: the token check reports the wait (the S2R that
    // reads the slot would blame the same wait).
    // expected-error@below {{vmcnt(2) in iteration 0 (k=0) does not retire the copy named by token #0 (into LDS buffer %arg1 slot 0, issued in the prologue): 2 copies stay in flight and that copy is the 2nd most recent, so the count must be at most 1}}
    cdna4pipe.wait vmcnt(2) on %t
    cdna4pipe.barrier
    %a = cdna4pipe.s2r %l[%sr, %c0, %c0] : !lds -> vector<8xbf16>
    cdna4pipe.wait lgkmcnt(0)
    scf.yield %tn : !cdna4pipe.token
  }
  cdna4pipe.wait vmcnt(0) on %r
  return
}
