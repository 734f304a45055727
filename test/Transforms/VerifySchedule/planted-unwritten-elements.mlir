// RUN: cdna4-opt %s --split-input-file --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null

// A read of LDS elements that no copy ever wrote: the copy that should have
// filled them went to another slot (or was dropped). Found by tools/fuzz's
// pipeline harness (a prologue copy's slot index replaced by a constant:
// the verifier accepted, the simulator reported an uninitialized read); its
// input is replayed as tools/fuzz/regressions/pipeline/copy-into-wrong-slot.
// One wave's copy (64 lanes x 8 elements) fills rows 0..7 of a 64-wide slot.

!gbl = memref<8192x8192xbf16>
!lds = memref<2x64x64xbf16, #gpu.address_space<workgroup>>

func.func @reads_what_the_copy_wrote(%A: !gbl, %As: !lds) -> vector<8xbf16>
    attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  cdna4pipe.wait vmcnt(0)
  cdna4pipe.barrier
  %a = cdna4pipe.s2r %As[%c0, %c7, %c0] : !lds -> vector<8xbf16>
  return %a : vector<8xbf16>
}

// -----

!gbl = memref<8192x8192xbf16>
!lds = memref<2x64x64xbf16, #gpu.address_space<workgroup>>

func.func @reads_past_what_the_copy_wrote(%A: !gbl, %As: !lds) -> vector<8xbf16>
    attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  cdna4pipe.wait vmcnt(0)
  cdna4pipe.barrier
  // expected-error@below {{S2R reads LDS buffer %arg1 slot 0 in the prologue, but no copy has written 8 of the 8 elements it reads (the first: element 512 of the slot)}}
  %a = cdna4pipe.s2r %As[%c0, %c8, %c0] : !lds -> vector<8xbf16>
  return %a : vector<8xbf16>
}

// -----

!gbl = memref<8192x8192xbf16>
!lds = memref<2x64x64xbf16, #gpu.address_space<workgroup>>

func.func @slot_never_filled(%A: !gbl, %As: !lds) -> vector<8xbf16>
    attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c1, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  cdna4pipe.wait vmcnt(0)
  cdna4pipe.barrier
  // expected-error@below {{S2R reads LDS buffer %arg1 slot 0 in the prologue, but no copy has filled that slot}}
  %a = cdna4pipe.s2r %As[%c0, %c0, %c0] : !lds -> vector<8xbf16>
  return %a : vector<8xbf16>
}
