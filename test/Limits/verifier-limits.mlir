// The schedule verifier ends in bounded time on any input: it simulates at
// most `max-ops` ops per function (default 2^24), and a trip count that does
// not fit in 64 bits is an error, not a wrapped-around count.
//
// RUN: cdna4-opt %s --cdna4pipe-verify-schedule -split-input-file -verify-diagnostics -o /dev/null
// A huge `unroll` asks for every one of 10^9 iterations: stopped at a lowered
// limit (the default one is exercised by the nested loops below).
// RUN: not cdna4-opt %S/Inputs/billion-iterations.mlir --cdna4pipe-verify-schedule='unroll=4000000000 max-ops=1000' -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNROLL
// UNROLL: error: the schedule verifier stopped after simulating 1000 ops (its `max-ops` limit); raise `max-ops`, or lower `unroll` / `max-iterations` so long loops are proven from a periodic state
// Without the huge unroll the same loop is proven from a periodic state.
// RUN: cdna4-opt %S/Inputs/billion-iterations.mlir --cdna4pipe-verify-schedule='summary=true max-ops=1000' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PERIODIC
// PERIODIC: remark: schedule verified: 8 copies, 8 reads, 16 waits, 16 barriers, 8 K-loop iterations simulated
// And a limit high enough lets the proof through.
// RUN: cdna4-opt %S/Inputs/billion-iterations.mlir --cdna4pipe-verify-schedule='unroll=100 max-ops=2000 summary=true' -o /dev/null 2>&1 | FileCheck %s --check-prefix=RAISED
// RAISED: remark: schedule verified: 100 copies, 100 reads, 200 waits, 200 barriers, 100 K-loop iterations simulated
//
// 10^5 ops in a loop of 16384 iterations (every iteration simulated, since
// 16384 <= max-iterations): stopped by the default limit.
// RUN: python3 %S/Inputs/many-ops.py 100000 16384 > %t.many.mlir
// RUN: not cdna4-opt %t.many.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=MANY
// MANY: error: the schedule verifier stopped after simulating 16777216 ops (its `max-ops` limit)

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

// The distance from lb to ub is 2^64 - 2: it used to overflow to a negative
// trip count, and the loop was "verified" without simulating an iteration.
func.func @trip_count_overflow(%g: !gbl, %l: !lds) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %lb = arith.constant -9223372036854775807 : index
  %ub = arith.constant 9223372036854775807 : index
  // expected-error@below {{the loop's trip count (from -9223372036854775807 to 9223372036854775807 step 1) does not fit in 64 bits}}
  scf.for %k = %lb to %ub step %c1 {
    %t = cdna4pipe.g2s %g[%c0, %c0], %l[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    cdna4pipe.barrier
  }
  return
}

// -----

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

// Nested loops of 16384 iterations each: both are short enough to be
// simulated completely, 2^28 iterations together; the default limit stops
// the verifier after 2^24 ops.
func.func @nested_loops(%g: !gbl, %l: !lds) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16384 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      // expected-error@below {{the schedule verifier stopped after simulating 16777216 ops (its `max-ops` limit)}}
      %t = cdna4pipe.g2s %g[%c0, %c0], %l[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
      cdna4pipe.wait vmcnt(0)
      cdna4pipe.barrier
    }
  }
  return
}

// -----

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

// The largest trip count that fits (lb 0, ub INT64_MAX): the induction
// variable of the last iteration is computed without overflow and the loop
// is proven from a periodic state.
// (No diagnostic expected.)
func.func @max_trip_count(%g: !gbl, %l: !lds) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %ub = arith.constant 9223372036854775807 : index
  scf.for %k = %c0 to %ub step %c1 {
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
