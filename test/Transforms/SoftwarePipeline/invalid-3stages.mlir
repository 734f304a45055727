// Manual plans checked against 3 stages.

// RUN: cdna4-opt %s --split-input-file --verify-diagnostics --cdna4pipe-software-pipeline=num-stages=3

// Manual plan: reads of the copied buffers split over two stages (3 stages).
func.func @k(%A: memref<64x256xbf16>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %lane = gpu.thread_id x
  %As = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
    %col = arith.muli %k, %c64 : index
    amdgpu.gather_to_lds %A[%lane, %col], %As[%c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    // expected-note @+1 {{read in stage 2}}
    %a = vector.load %As[%lane, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    // expected-error @+1 {{reads of copied buffers in stage 1 and in stage 2; all reads must share one stage}}
    %b = vector.load %As[%lane, %c0] {cdna4pipe.stage = 1 : i64} : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %b + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}
