// RUN: cdna4-opt %s --split-input-file --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null

// A wait field at its maximum is s_waitcnt's "not waited on" encoding:
// vmcnt(63) waits on nothing (the lowering emits the same bits as no vmcnt,
// the simulator reads it so), however many copies are in flight. With 63
// copies in flight, vmcnt(62) retires the oldest; vmcnt(63) retires none.
// Likewise lgkmcnt: with 15 LDS reads in flight lgkmcnt(14) retires the
// oldest; with 16, lgkmcnt(15) retires none.
// (Found by tools/fuzz's pipeline harness: the interleave clamped a needed
// count of 77 to vmcnt(63) and the verifier, reading it as "at most 63",
// accepted a kernel the simulator showed racing.)

!gbl = memref<8192x8192xbf16>
!lds = memref<2x64x64xbf16, #gpu.address_space<workgroup>>

func.func @vmcnt_62_retires_the_oldest(%A: !gbl, %As: !lds) -> vector<8xbf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c62 = arith.constant 62 : index
  %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  scf.for %i = %c0 to %c62 step %c1 {
    %u = cdna4pipe.g2s %A[%i, %c0], %As[%c1, %i, %c0] : vector<8xbf16>, !gbl -> !lds
  }
  cdna4pipe.wait vmcnt(62)
  cdna4pipe.barrier
  %a = cdna4pipe.s2r %As[%c0, %c0, %c0] : !lds -> vector<8xbf16>
  cdna4pipe.wait vmcnt(0)
  return %a : vector<8xbf16>
}

// -----

!gbl = memref<8192x8192xbf16>
!lds = memref<2x64x64xbf16, #gpu.address_space<workgroup>>

func.func @vmcnt_63_waits_on_nothing(%A: !gbl, %As: !lds) -> vector<8xbf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c62 = arith.constant 62 : index
  // expected-note@below {{the copy still in flight (LDS buffer %arg1 slot 0)}}
  // expected-note@below {{copy never waited on}}
  %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  scf.for %i = %c0 to %c62 step %c1 {
    %u = cdna4pipe.g2s %A[%i, %c0], %As[%c1, %i, %c0] : vector<8xbf16>, !gbl -> !lds
  }
  cdna4pipe.wait vmcnt(63)
  cdna4pipe.barrier
  // expected-error@below {{S2R reads LDS buffer %arg1 slot 0 in the prologue before the copy issued in the prologue has landed: no wait of this wave between the copy and the read retires it (63 copies in flight)}}
  %a = cdna4pipe.s2r %As[%c0, %c0, %c0] : !lds -> vector<8xbf16>
  // expected-error@below {{63 copies are still in flight at kernel end: the copy into LDS buffer %arg1 slot 0 issued in the prologue (the oldest) is never retired by a wait}}
  return %a : vector<8xbf16>
}

// -----

!gbl = memref<8192x8192xbf16>
!lds = memref<2x64x64xbf16, #gpu.address_space<workgroup>>

func.func @lgkmcnt_14_retires_the_oldest(%A: !gbl, %As: !lds) -> vector<8xbf16>
    attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c14 = arith.constant 14 : index
  %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  %t1 = cdna4pipe.g2s %A[%c0, %c0], %As[%c1, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  cdna4pipe.wait vmcnt(0)
  cdna4pipe.barrier
  %a = cdna4pipe.s2r %As[%c0, %c0, %c0] : !lds -> vector<8xbf16>
  scf.for %i = %c0 to %c14 step %c1 {
    %b = cdna4pipe.s2r %As[%c1, %c0, %c0] : !lds -> vector<8xbf16>
  }
  cdna4pipe.wait lgkmcnt(14)
  cdna4pipe.barrier
  %u = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  cdna4pipe.wait vmcnt(0) lgkmcnt(0)
  cdna4pipe.barrier
  return %a : vector<8xbf16>
}

// -----

!gbl = memref<8192x8192xbf16>
!lds = memref<2x64x64xbf16, #gpu.address_space<workgroup>>

func.func @lgkmcnt_15_waits_on_nothing(%A: !gbl, %As: !lds) -> vector<8xbf16>
    attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  %t1 = cdna4pipe.g2s %A[%c0, %c0], %As[%c1, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  cdna4pipe.wait vmcnt(0)
  cdna4pipe.barrier
  // expected-note@below {{the S2R still in flight at the barrier (LDS buffer %arg1 slot 0)}}
  %a = cdna4pipe.s2r %As[%c0, %c0, %c0] : !lds -> vector<8xbf16>
  scf.for %i = %c0 to %c15 step %c1 {
    %b = cdna4pipe.s2r %As[%c1, %c0, %c0] : !lds -> vector<8xbf16>
  }
  cdna4pipe.wait lgkmcnt(15)
  // expected-error@below {{barrier in the epilogue does not release LDS buffer %arg1 slot 0 for the copy in the epilogue: the S2R of the slot in the prologue is retired by no wait before it}}
  cdna4pipe.barrier
  // expected-note@below {{the copy that overwrites the slot (LDS buffer %arg1 slot 0)}}
  %u = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  cdna4pipe.wait vmcnt(0) lgkmcnt(0)
  cdna4pipe.barrier
  return %a : vector<8xbf16>
}
