// Diagnostics of cdna4pipe-software-pipeline: remarks for loops it leaves
// as written (they still run correctly: a dynamic lower bound or step, a too
// short static trip count),
// errors for loops it must not pipeline (a wrong loop is never produced),
// errors at the op for inconsistent manual plans.

// RUN: cdna4-opt %s --split-input-file --verify-diagnostics --cdna4pipe-software-pipeline=num-stages=2
// A dynamic lower bound: the slot (iv - lb) / step mod N needs it constant
// (a dynamic upper bound is versioned: runtime-trip-count.mlir).
func.func @k(%A: memref<64x256xbf16>, %n: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %lane = gpu.thread_id x
  %As = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  // expected-remark @+1 {{loop left untouched: the lower bound is only known at run time; the slot of a tile is (iv - lb) / step mod 2, which needs both as constants}}
  %r = scf.for %k = %n to %c4 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
    %col = arith.muli %k, %c64 : index
    amdgpu.gather_to_lds %A[%lane, %col], %As[%c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    %a = vector.load %As[%lane, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// A dynamic step.
func.func @k(%A: memref<64x256xbf16>, %n: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %lane = gpu.thread_id x
  %As = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  // expected-remark @+1 {{loop left untouched: the step is only known at run time}}
  %r = scf.for %k = %c0 to %c4 step %n iter_args(%acc = %zero) -> (vector<4xf32>) {
    %col = arith.muli %k, %c64 : index
    amdgpu.gather_to_lds %A[%lane, %col], %As[%c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    %a = vector.load %As[%lane, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// Fewer K-tiles than stages.
func.func @k(%A: memref<64x256xbf16>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %lane = gpu.thread_id x
  %As = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  // expected-remark @+1 {{loop left untouched: trip count 1 is below the stage count 2}}
  %r = scf.for %k = %c0 to %c1 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
    %col = arith.muli %k, %c64 : index
    amdgpu.gather_to_lds %A[%lane, %col], %As[%c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    %a = vector.load %As[%lane, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// 128 KiB of LDS doubled is over 160 KiB.
func.func @k(%A: memref<64x256xbf16>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %lane = gpu.thread_id x
  %As = memref.alloc() : memref<1024x64xbf16, #gpu.address_space<workgroup>>
  // expected-error @+1 {{LDS footprint after 2x multi-buffering is 262144 bytes, over the 163840 bytes (160 KiB) of gfx950}}
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
    %col = arith.muli %k, %c64 : index
    amdgpu.gather_to_lds %A[%lane, %col], %As[%c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<1024x64xbf16, #gpu.address_space<workgroup>>
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    %a = vector.load %As[%lane, %c0] : memref<1024x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// Manual plan: stage out of range.
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
    // expected-error @+1 {{stage 2 out of range [0, 1] for 2 stages}}
    %a = vector.load %As[%lane, %c0] {cdna4pipe.stage = 2 : i64} : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// Manual plan: a consumer in an earlier stage than its producer.
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
    // expected-note @+1 {{producer is here}}
    %a = vector.load %As[%lane, %c0] {cdna4pipe.stage = 1 : i64} : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    // expected-error @+1 {{inconsistent manual plan: consumer in stage 0 before its producer in stage 1}}
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc {cdna4pipe.stage = 0 : i64} blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// Manual plan: a consumer ordered before its producer in the same stage.
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
    // expected-note @+1 {{producer is here}}
    %a = vector.load %As[%lane, %c0] {cdna4pipe.stage = 1 : i64, cdna4pipe.order = 5 : i64} : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    // expected-error @+1 {{inconsistent manual plan: consumer ordered 2 before its producer ordered 5 in stage 1}}
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc {cdna4pipe.stage = 1 : i64, cdna4pipe.order = 2 : i64} blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// Manual plan: copies belong to stage 0.
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
    // expected-error @+1 {{copies must be in stage 0, not stage 1}}
    amdgpu.gather_to_lds %A[%lane, %col], %As[%c0, %c0] {cdna4pipe.stage = 1 : i64} : vector<8xbf16>, memref<64x256xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    %a = vector.load %As[%lane, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// Manual plan: a read of the copied buffer in the copy's stage.
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
    // expected-error @+1 {{reads a copied buffer in stage 0, the stage of its copy}}
    %a = vector.load %As[%lane, %c0] {cdna4pipe.stage = 0 : i64} : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// Manual plan: attributes must be integers.
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
    // expected-error @+1 {{'cdna4pipe.stage' must be an integer attribute}}
    %a = vector.load %As[%lane, %c0] {cdna4pipe.stage = "one"} : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    // expected-error @+1 {{'cdna4pipe.order' must be an integer attribute}}
    %d0 = arith.addf %acc, %acc {cdna4pipe.order = 1.5 : f32} : vector<4xf32>
    %d = amdgpu.mfma 16x16x32 %a * %a + %d0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}
