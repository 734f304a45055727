// Loops cdna4pipe-software-pipeline cannot handle are left untouched, with a
// remark naming why; the pass still succeeds.

// RUN: cdna4-opt %s --split-input-file --verify-diagnostics --cdna4pipe-software-pipeline=num-stages=2
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-software-pipeline=num-stages=2 2>/dev/null | FileCheck %s
// CHECK-NOT: memref<2x8x64xbf16
// No copies: the loop reads LDS that nothing in it fills.
func.func @k(%A: memref<64x256xbf16>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %lane = gpu.thread_id x
  %As = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  // expected-remark @+1 {{loop left untouched: no global->workgroup copies in the loop body}}
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
    %col = arith.muli %k, %c64 : index
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    %a = vector.load %As[%lane, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// Copies with no consumer.
func.func @k(%A: memref<64x256xbf16>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %lane = gpu.thread_id x
  %As = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %v = arith.constant dense<1.0> : vector<8xbf16>
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
    %col = arith.muli %k, %c64 : index
    // expected-remark @+1 {{loop left untouched: copies into a workgroup buffer that nothing in the loop reads (no consumer)}}
    amdgpu.gather_to_lds %A[%lane, %col], %As[%c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    %d = amdgpu.mfma 16x16x32 %v * %v + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// Unexpected op: a store inside the loop.
func.func @k(%A: memref<64x256xbf16>, %out: memref<4xindex>) -> vector<4xf32> {
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
    %a = vector.load %As[%lane, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    // expected-remark @+1 {{loop left untouched: unexpected op 'memref.store' writes memory inside the loop}}
    memref.store %k, %out[%k] : memref<4xindex>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// Unexpected op: copies nested in a region.
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
    %p = arith.cmpi eq, %lane, %c0 : index
    // expected-remark @+1 {{loop left untouched: unexpected op 'scf.if': copies or waits nested in a region}}
    scf.if %p {
      amdgpu.gather_to_lds %A[%lane, %col], %As[%c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
    }
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    %a = vector.load %As[%lane, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// The copied buffer is also read after the loop.
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
    %a = vector.load %As[%lane, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  // expected-remark @+1 {{loop left untouched: a copied workgroup buffer is used by 'vector.load' outside the loop body}}
  %late = vector.load %As[%lane, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return %r : vector<4xf32>
}

// -----

// An access the multi-buffering cannot rewrite.
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
    %pad = arith.constant 0.0 : bf16
    // expected-remark @+1 {{loop left untouched: 'vector.transfer_read' uses a copied workgroup buffer in a way the multi-buffering cannot rewrite}}
    %a = vector.transfer_read %As[%lane, %c0], %pad : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// A loop-carried value that is not produced in the body.
func.func @k(%A: memref<64x256xbf16>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %lane = gpu.thread_id x
  %As = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  // expected-remark @+1 {{loop left untouched: a loop-carried value is not produced in the loop body}}
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
    %col = arith.muli %k, %c64 : index
    amdgpu.gather_to_lds %A[%lane, %col], %As[%c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    %a = vector.load %As[%lane, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %acc : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// A copy address that depends on a read of the copied buffer.
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
    // expected-remark @+1 {{loop left untouched: 'memref.load' both feeds a copy and depends on a read of a copied buffer}}
    %e = memref.load %As[%lane, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>
    %ei = arith.fptoui %e : bf16 to i32
    %row = arith.index_cast %ei : i32 to index
    amdgpu.gather_to_lds %A[%row, %col], %As[%c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    %a = vector.load %As[%lane, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// The buffer is not a workgroup attribution or an alloc.
memref.global "private" @lds : memref<8x64xbf16, #gpu.address_space<workgroup>>
func.func @k(%A: memref<64x256xbf16>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %lane = gpu.thread_id x
  %As = memref.get_global @lds : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
    %col = arith.muli %k, %c64 : index
    // expected-remark @+1 {{loop left untouched: the copied workgroup buffer is neither a gpu.func workgroup attribution nor a memref.alloc}}
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

// A K-loop nested in another loop: the next outer iteration's prologue would
// overwrite the slots the previous epilogue still reads (no barrier between
// them), so the inner loop is left as it is.
func.func @k(%A: memref<64x256xbf16>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %lane = gpu.thread_id x
  %As = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  // expected-remark @+1 {{loop left untouched: the K-loop is nested in 'scf.for': the next entry's prologue would overwrite slots the previous epilogue still reads}}
  %o = scf.for %m = %c0 to %c2 step %c1 iter_args(%outer = %zero) -> (vector<4xf32>) {
    %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %outer) -> (vector<4xf32>) {
      %col = arith.muli %k, %c64 : index
      amdgpu.gather_to_lds %A[%lane, %col], %As[%c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
      amdgpu.memory_counter_wait load(0)
      rocdl.s.barrier
      %a = vector.load %As[%lane, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
      %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
      rocdl.s.barrier
      scf.yield %d : vector<4xf32>
    }
    scf.yield %r : vector<4xf32>
  }
  return %o : vector<4xf32>
}
