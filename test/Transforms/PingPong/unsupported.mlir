// Loops cdna4pipe-pingpong leaves untouched, each with its remark.
// RUN: cdna4-opt %s -split-input-file -verify-diagnostics --cdna4pipe-pingpong=verify=false | FileCheck %s
// The shipped 4-wave kernel: waves 0..3 run on SIMDs 0..3, one wave per SIMD,
// so no SIMD would hold an early and a late wave.
// RUN: cdna4-opt %S/../Inputs/level1_128x128x64_w4_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='prefetch=1 decomposition=k-major' --cdna4pipe-pingpong 2>&1 | FileCheck %s --check-prefix=W4

// W4: remark: cdna4pipe-pingpong: loop left untouched: the workgroup's 256 threads (4 waves) do not pair on the SIMDs: wave w runs on SIMD w mod 4, so ping-pong needs a multiple of 8 waves for every SIMD to hold as many early as late waves
// W4-NOT: cdna4pipe.cond_barrier

!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>

// An odd wave count (5 waves).
// CHECK-LABEL: gpu.func @five_waves
// CHECK-NOT: cdna4pipe.cond_barrier
// CHECK-NOT: cdna4pipe.barrier
gpu.module @m {
  gpu.func @five_waves(%n: index, %c: vector<4xf32>) workgroup(%As : !lds)
      kernel attributes {known_block_size = array<i32: 320, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-remark @+1 {{cdna4pipe-pingpong: loop left untouched: the workgroup's 320 threads (5 waves) do not pair on the SIMDs}}
    %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %c) -> vector<4xf32> {
      %s = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
        %a = cdna4pipe.s2r %As[%c0, %c0, %c0] : !lds -> vector<8xbf16>
        %d = cdna4pipe.mfma 16x16x32 %a * %a + %acc : vector<8xbf16>, vector<4xf32>
        cdna4pipe.yield %d : vector<4xf32>
      }
      scf.yield %s : vector<4xf32>
    }
    gpu.return
  }
}

// -----

!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>

// No known_block_size: the wave groups cannot be derived.
// CHECK-LABEL: gpu.func @unknown_size
// CHECK-NOT: cdna4pipe.cond_barrier
gpu.module @m {
  gpu.func @unknown_size(%n: index, %c: vector<4xf32>) workgroup(%As : !lds) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-remark @+1 {{cdna4pipe-pingpong: loop left untouched: the workgroup size is unknown (no known_block_size on the gpu.func): the wave groups cannot be derived}}
    %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %c) -> vector<4xf32> {
      %s = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
        %a = cdna4pipe.s2r %As[%c0, %c0, %c0] : !lds -> vector<8xbf16>
        %d = cdna4pipe.mfma 16x16x32 %a * %a + %acc : vector<8xbf16>, vector<4xf32>
        cdna4pipe.yield %d : vector<4xf32>
      }
      scf.yield %s : vector<4xf32>
    }
    gpu.return
  }
}

// -----

!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>

// A 2-D workgroup.
// CHECK-LABEL: gpu.func @two_d
// CHECK-NOT: cdna4pipe.cond_barrier
gpu.module @m {
  gpu.func @two_d(%n: index, %c: vector<4xf32>) workgroup(%As : !lds)
      kernel attributes {known_block_size = array<i32: 64, 8, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-remark @+1 {{cdna4pipe-pingpong: loop left untouched: the workgroup is not 1-D: the wave id is gpu.thread_id x / 64 only in a 1-D workgroup}}
    %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %c) -> vector<4xf32> {
      %s = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
        %a = cdna4pipe.s2r %As[%c0, %c0, %c0] : !lds -> vector<8xbf16>
        %d = cdna4pipe.mfma 16x16x32 %a * %a + %acc : vector<8xbf16>, vector<4xf32>
        cdna4pipe.yield %d : vector<4xf32>
      }
      scf.yield %s : vector<4xf32>
    }
    gpu.return
  }
}

// -----

!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>

// A stage with no MFMA cluster.
// CHECK-LABEL: gpu.func @memory_only_stage
// CHECK-NOT: cdna4pipe.cond_barrier
gpu.module @m {
  gpu.func @memory_only_stage(%n: index, %c: vector<4xf32>) workgroup(%As : !lds)
      kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-remark @+1 {{cdna4pipe-pingpong: loop left untouched: stage 1 has no MFMA cluster to alternate with its memory cluster}}
    %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %c) -> vector<4xf32> {
      %s = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
        %a = cdna4pipe.s2r %As[%c0, %c0, %c0] : !lds -> vector<8xbf16>
        %d = cdna4pipe.mfma 16x16x32 %a * %a + %acc : vector<8xbf16>, vector<4xf32>
        cdna4pipe.yield %d : vector<4xf32>
      }
      cdna4pipe.stage 1 priority 0 fence 0 {
        %b = cdna4pipe.s2r %As[%c0, %c0, %c0] : !lds -> vector<8xbf16>
        cdna4pipe.yield
      }
      scf.yield %s : vector<4xf32>
    }
    gpu.return
  }
}

// -----

!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>

// A barrier between the stages: the cluster boundaries are not the stages'.
// CHECK-LABEL: gpu.func @barrier_between_stages
// CHECK-NOT: cdna4pipe.cond_barrier
gpu.module @m {
  gpu.func @barrier_between_stages(%n: index, %c: vector<4xf32>) workgroup(%As : !lds)
      kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-remark @+1 {{cdna4pipe-pingpong: loop left untouched: a wait or barrier outside the stages of the loop body: the cluster boundaries are not the stages'}}
    %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %c) -> vector<4xf32> {
      cdna4pipe.barrier
      %s = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
        %a = cdna4pipe.s2r %As[%c0, %c0, %c0] : !lds -> vector<8xbf16>
        %d = cdna4pipe.mfma 16x16x32 %a * %a + %acc : vector<8xbf16>, vector<4xf32>
        cdna4pipe.yield %d : vector<4xf32>
      }
      scf.yield %s : vector<4xf32>
    }
    gpu.return
  }
}

// -----

!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>

// A stage-level loop outside a gpu.func.
// CHECK-LABEL: func.func @not_a_kernel
// CHECK-NOT: cdna4pipe.cond_barrier
func.func @not_a_kernel(%n: index, %c: vector<4xf32>, %As: !lds) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-remark @+1 {{cdna4pipe-pingpong: loop left untouched: the loop is not in a gpu.func (the wave groups are derived from its known_block_size)}}
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %c) -> vector<4xf32> {
    %s = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
      %a = cdna4pipe.s2r %As[%c0, %c0, %c0] : !lds -> vector<8xbf16>
      %d = cdna4pipe.mfma 16x16x32 %a * %a + %acc : vector<8xbf16>, vector<4xf32>
      cdna4pipe.yield %d : vector<4xf32>
    }
    scf.yield %s : vector<4xf32>
  }
  return
}
