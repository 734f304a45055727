// RUN: cdna4-opt %s --cdna4pipe-verify-schedule -verify-diagnostics -o /dev/null
// RUN: not cdna4-opt %s --cdna4pipe-verify-schedule=mfma-retires-reads=false --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRICT

// Level 2 loops retire their reads through the MFMAs that consume them (LLVM
// inserts the lgkmcnt wait each MFMA needs) before the next iteration's
// barrier releases the slot. With mfma-retires-reads=false only explicit
// lgkmcnt waits count, and this loop has none: the barrier at the top of
// iteration 1 no longer releases slot 0 (read in iteration 0) for iteration
// 1's copy, and the second run reports it (checked with FileCheck, since
// the first run expects the default model to accept the loop).
// STRICT: error: barrier in iteration 1 (k=1) does not release LDS buffer %arg1 slot 0 for the copy in iteration 1 (k=1): the S2R of the slot in iteration 0 (k=0) is retired by no wait before it
// STRICT: note: the S2R still in flight at the barrier
// STRICT: note: the copy that overwrites the slot
// STRICT-NOT: error

!gbl = memref<8192x8192xbf16>
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

func.func @l2(%g: !gbl, %l: !lds, %acc0: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %t0 = cdna4pipe.g2s %g[%c0, %c0], %l[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %acc0) -> (vector<4xf32>) {
    cdna4pipe.wait vmcnt(0)
    cdna4pipe.barrier
    %kn = arith.addi %k, %c1 : index
    %sw = arith.remui %kn, %c2 : index
    %sr = arith.remui %k, %c2 : index
    %t = cdna4pipe.g2s %g[%c0, %c0], %l[%sw, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    %a = cdna4pipe.s2r %l[%sr, %c0, %c0] : !lds -> vector<8xbf16>
    %d = cdna4pipe.mfma 16x16x32 %a * %a + %acc : vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  cdna4pipe.wait vmcnt(0)
  cdna4pipe.barrier
  %a = cdna4pipe.s2r %l[%c0, %c0, %c0] : !lds -> vector<8xbf16>
  %d = cdna4pipe.mfma 16x16x32 %a * %a + %r : vector<8xbf16>, vector<4xf32>
  return %d : vector<4xf32>
}
