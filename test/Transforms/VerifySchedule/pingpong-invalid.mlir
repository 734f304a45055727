// Functions with conditional barriers the schedule verifier cannot split
// into wave groups.
// RUN: cdna4-opt %s -split-input-file -verify-diagnostics --cdna4pipe-verify-schedule -o /dev/null

!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>

// No known workgroup size: which waves take the barrier is unknown.
gpu.module @m {
  gpu.func @unknown_size(%A: !gbl) workgroup(%As : !lds) kernel {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %tid = gpu.thread_id x
    %w = arith.divui %tid, %c64 : index
    %late = arith.cmpi uge, %w, %c4 : index
    // expected-error @+1 {{the schedule verifier needs the workgroup size (known_block_size, a multiple of 64 threads) to tell which waves take this conditional barrier}}
    cdna4pipe.cond_barrier %late
    %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    gpu.return
  }
}

// -----

!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>

// A predicate that depends on the loop index: the groups would change from
// one iteration to the next.
gpu.module @m {
  gpu.func @loop_predicate(%A: !gbl) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 512, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %k = %c0 to %c4 step %c1 {
      %first = arith.cmpi eq, %k, %c0 : index
      // expected-error @+1 {{the schedule verifier cannot decide which waves take this conditional barrier: its predicate depends on a value other than constants, thread ids and the workgroup size (e.g. a loop index)}}
      cdna4pipe.cond_barrier %first
    }
    %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    gpu.return
  }
}
