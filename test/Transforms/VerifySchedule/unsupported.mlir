// RUN: cdna4-opt %s --cdna4pipe-verify-schedule -split-input-file -verify-diagnostics -o /dev/null

// What the verifier cannot reason about is an error at the op, never a crash
// and never a silent pass.

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

// A slot computed from a value the verifier cannot evaluate.
func.func @unknown_slot(%g: !gbl, %l: !lds, %s: index) {
  %c0 = arith.constant 0 : index
  // expected-error@below {{cannot evaluate the LDS slot index to a constant in the prologue; the schedule verifier needs slots computed with arith from constants and loop induction variables}}
  %t = cdna4pipe.g2s %g[%c0, %c0], %l[%s, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  cdna4pipe.wait vmcnt(0)
  return
}

// -----

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

// A dynamic trip count.
func.func @dynamic_trip_count(%g: !gbl, %l: !lds, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@below {{the schedule verifier needs loop bounds that are compile-time constants (a static trip count)}}
  scf.for %k = %c0 to %n step %c1 {
    %t = cdna4pipe.g2s %g[%c0, %c0], %l[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    cdna4pipe.barrier
    %a = cdna4pipe.s2r %l[%c0, %c0, %c0] : !lds -> vector<8xbf16>
    cdna4pipe.wait lgkmcnt(0)
    cdna4pipe.barrier
  }
  return
}

// -----

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

// Control flow that may differ between waves (e.g. a conditional barrier).
func.func @conditional(%g: !gbl, %l: !lds, %p: i1) {
  %c0 = arith.constant 0 : index
  %t = cdna4pipe.g2s %g[%c0, %c0], %l[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  cdna4pipe.wait vmcnt(0)
  // expected-error@below {{the schedule verifier cannot follow 'scf.if' around cdna4pipe ops}}
  scf.if %p {
    cdna4pipe.barrier
  }
  return
}

// -----

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

// Functions without cdna4pipe memory ops are left alone; gpu.barrier counts
// as wait vmcnt(0) lgkmcnt(0) + barrier (what it lowers to).
func.func @no_schedule(%x: index) -> index {
  %c1 = arith.constant 1 : index
  %y = arith.addi %x, %c1 : index
  return %y : index
}

func.func @gpu_barrier_drains(%g: !gbl, %l: !lds) -> vector<8xbf16> {
  %c0 = arith.constant 0 : index
  %t = cdna4pipe.g2s %g[%c0, %c0], %l[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  gpu.barrier
  %a = cdna4pipe.s2r %l[%c0, %c0, %c0] : !lds -> vector<8xbf16>
  return %a : vector<8xbf16>
}
