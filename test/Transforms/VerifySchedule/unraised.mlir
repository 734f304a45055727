// A loop that moves data through LDS without cdna4pipe ops (left at Level 1,
// or never transformed) is not proved, and the verifier says so at the loop
// instead of passing it silently.
// RUN: cdna4-opt %s --cdna4pipe-verify-schedule -split-input-file -verify-diagnostics -o /dev/null

// The pipelined Level-1 default kernel: its copies are still
// amdgpu.gather_to_lds, its reads vector.load.
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=L1
// L1: remark: cdna4pipe-verify-schedule: loop not proved: it accesses LDS through 'amdgpu.gather_to_lds' outside cdna4pipe.g2s / cdna4pipe.s2r (the loop was not raised; cdna4pipe-form-stages says why), and the verifier proves raised schedules only

// Raised, the same kernel is proved with no such remark.
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-verify-schedule=summary=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=L2
// L2-NOT: not proved
// L2: remark: schedule verified:

!lds = memref<64x64xbf16, #gpu.address_space<workgroup>>

// Register-staged copies: a store into LDS inside the loop.
func.func @register_staged(%g: memref<64x4096xbf16>, %l: !lds) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  // expected-remark@below {{loop not proved: it accesses LDS through 'vector.store'}}
  scf.for %k = %c0 to %c64 step %c1 {
    %v = vector.load %g[%c0, %k] : memref<64x4096xbf16>, vector<8xbf16>
    vector.store %v, %l[%c0, %c0] : !lds, vector<8xbf16>
    gpu.barrier
  }
  return
}

// -----

// The first LDS access of a nested loop is named at its own loop.
func.func @nested(%l: memref<64xf32, #gpu.address_space<workgroup>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    // expected-remark@below {{loop not proved: it accesses LDS through 'memref.load'}}
    scf.for %j = %c0 to %c4 step %c1 {
      %x = memref.load %l[%j] : memref<64xf32, #gpu.address_space<workgroup>>
    }
  }
  return
}

// -----

// No LDS in any loop: nothing to prove and no remark.
func.func @global_only(%g: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %z, %g[%i] : memref<64xf32>
  }
  return
}
