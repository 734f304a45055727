// RUN: cdna4-opt %s -split-input-file -verify-diagnostics --cdna4pipe-form-stages | FileCheck %s

// Loops outside the form-stages contract (docs/FormStages.md) stay untouched,
// prologue and epilogue included, with a remark at the first op that did
// not match.


// CHECK-LABEL: func.func @gpu_barrier
// CHECK: amdgpu.gather_to_lds
// CHECK: amdgpu.memory_counter_wait
// CHECK: gpu.barrier
// CHECK-NOT: cdna4pipe.
func.func @gpu_barrier(%A: memref<64x256xbf16>, %As: memref<2x16x64xbf16, #gpu.address_space<workgroup>>, %acc0: vector<4xf32>, %i: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  amdgpu.gather_to_lds %A[%i, %i], %As[%c0, %c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<2x16x64xbf16, #gpu.address_space<workgroup>>
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<4xf32> {
    amdgpu.memory_counter_wait load(0)
    // expected-remark @below {{K-loop left untouched: gpu.barrier drains every copy in flight (it implies s_waitcnt vmcnt(0))}}
    gpu.barrier
    amdgpu.gather_to_lds %A[%i, %i], %As[%c1, %c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<2x16x64xbf16, #gpu.address_space<workgroup>>
    %a = vector.load %As[%c0, %i, %i] : memref<2x16x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// A Level-0 (not pipelined) loop: the LDS tile has no slot dimension, its
// first index is a row that depends on the thread.
// CHECK-LABEL: func.func @not_slot_major
// CHECK-NOT: cdna4pipe.
func.func @not_slot_major(%A: memref<64x256xbf16>, %As: memref<256x64xbf16, #gpu.address_space<workgroup>>, %acc0: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %tid = gpu.thread_id x
  %row = arith.divui %tid, %c8 : index
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<4xf32> {
    // expected-remark @below {{K-loop left untouched: LDS buffer is not slot-major: the first destination index of this copy depends on the thread id, so it is not a slot}}
    amdgpu.gather_to_lds %A[%row, %c0], %As[%row, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<256x64xbf16, #gpu.address_space<workgroup>>
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    %a = vector.load %As[%row, %c0] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    rocdl.s.barrier
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @rank1_lds
// CHECK-NOT: cdna4pipe.
func.func @rank1_lds(%A: memref<64x256xbf16>, %As: memref<2048xbf16, #gpu.address_space<workgroup>>, %acc0: vector<4xf32>, %i: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<4xf32> {
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    // expected-remark @below {{K-loop left untouched: LDS buffer 1-d is not slot-major (rank >= 2, slot index first)}}
    amdgpu.gather_to_lds %A[%i, %i], %As[%c0] : vector<8xbf16>, memref<64x256xbf16>, memref<2048xbf16, #gpu.address_space<workgroup>>
    %a = vector.load %As[%i] : memref<2048xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @mfma_shape
// CHECK: amdgpu.mfma 16x16x16
// CHECK-NOT: cdna4pipe.
func.func @mfma_shape(%A: memref<64x256xbf16>, %As: memref<2x16x64xbf16, #gpu.address_space<workgroup>>, %acc0: vector<4xf32>, %i: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<4xf32> {
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    amdgpu.gather_to_lds %A[%i, %i], %As[%c1, %c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<2x16x64xbf16, #gpu.address_space<workgroup>>
    %a = vector.load %As[%c0, %i, %i] : memref<2x16x64xbf16, #gpu.address_space<workgroup>>, vector<4xbf16>
    // expected-remark @below {{K-loop left untouched: MFMA shape 16x16x16 is not supported (16x16x32, 32x32x16, 16x16x128)}}
    %d = amdgpu.mfma 16x16x16 %a * %a + %acc blgp = none : vector<4xbf16>, vector<4xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @copy_12_bytes
// CHECK-NOT: cdna4pipe.
func.func @copy_12_bytes(%A: memref<64x256xbf16>, %As: memref<2x16x64xbf16, #gpu.address_space<workgroup>>, %acc0: vector<4xf32>, %i: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  // expected-remark @below {{K-loop left untouched: copy moves 12 bytes per lane; only 16-, 4-, 2- and 1-byte transfers (buffer_load_dwordx4 / dword / ushort / ubyte ... lds) are raised}}
  amdgpu.gather_to_lds %A[%i, %i], %As[%c0, %c0, %c0] : vector<6xbf16>, memref<64x256xbf16>, memref<2x16x64xbf16, #gpu.address_space<workgroup>>
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<4xf32> {
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    amdgpu.gather_to_lds %A[%i, %i], %As[%c1, %c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<2x16x64xbf16, #gpu.address_space<workgroup>>
    %a = vector.load %As[%c0, %i, %i] : memref<2x16x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @store_counter
// CHECK-NOT: cdna4pipe.
func.func @store_counter(%A: memref<64x256xbf16>, %As: memref<2x16x64xbf16, #gpu.address_space<workgroup>>, %acc0: vector<4xf32>, %i: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<4xf32> {
    // expected-remark @below {{K-loop left untouched: memory_counter_wait on store/exp/tensor counters is not raised (only load and ds)}}
    amdgpu.memory_counter_wait load(0) store(0)
    rocdl.s.barrier
    amdgpu.gather_to_lds %A[%i, %i], %As[%c1, %c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<2x16x64xbf16, #gpu.address_space<workgroup>>
    %a = vector.load %As[%c0, %i, %i] : memref<2x16x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @lds_store
// CHECK-NOT: cdna4pipe.
func.func @lds_store(%A: memref<64x256xbf16>, %As: memref<2x16x64xbf16, #gpu.address_space<workgroup>>, %acc0: vector<4xf32>, %i: index, %v: vector<8xbf16>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<4xf32> {
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    amdgpu.gather_to_lds %A[%i, %i], %As[%c1, %c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<2x16x64xbf16, #gpu.address_space<workgroup>>
    // expected-remark @below {{K-loop left untouched: 'vector.store' accesses LDS in a way form-stages does not raise}}
    vector.store %v, %As[%c1, %i, %i] : memref<2x16x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %a = vector.load %As[%c0, %i, %i] : memref<2x16x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @read_before_wait
// CHECK-NOT: cdna4pipe.
func.func @read_before_wait(%A: memref<64x256xbf16>, %As: memref<2x16x64xbf16, #gpu.address_space<workgroup>>, %acc0: vector<4xf32>, %i: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<4xf32> {
    amdgpu.gather_to_lds %A[%i, %i], %As[%c1, %c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<2x16x64xbf16, #gpu.address_space<workgroup>>
    // expected-remark @below {{K-loop left untouched: LDS read before any amdgpu.memory_counter_wait load(n) in the loop body: nothing retires the copies it reads}}
    %a = vector.load %As[%c0, %i, %i] : memref<2x16x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @mfma_modifiers
// CHECK-NOT: cdna4pipe.
func.func @mfma_modifiers(%A: memref<64x256xbf16>, %As: memref<2x16x64xbf16, #gpu.address_space<workgroup>>, %acc0: vector<4xf32>, %i: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<4xf32> {
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    amdgpu.gather_to_lds %A[%i, %i], %As[%c1, %c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<2x16x64xbf16, #gpu.address_space<workgroup>>
    %a = vector.load %As[%c0, %i, %i] : memref<2x16x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    // expected-remark @below {{K-loop left untouched: MFMA with blocks/cbsz/abid/blgp/negate/reduce-precision modifiers is not supported}}
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = bcast_first_32 : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @no_mfma
// CHECK-NOT: cdna4pipe.
func.func @no_mfma(%A: memref<64x256xbf16>, %As: memref<2x16x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  // expected-remark @below {{K-loop left untouched: K-loop with copies but no amdgpu.mfma}}
  scf.for %k = %c0 to %c3 step %c1 {
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    amdgpu.gather_to_lds %A[%i, %i], %As[%c1, %c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<2x16x64xbf16, #gpu.address_space<workgroup>>
  }
  return
}

// -----

// Only the 16-bit transposing read (ds_read_b64_tr_b16) is raised; the 8-bit
// one (ds_read_b64_tr_b8) has no cdna4pipe form yet.
// CHECK-LABEL: func.func @transpose_8bit
// CHECK-NOT: cdna4pipe.
func.func @transpose_8bit(%A: memref<64x256xi8>, %Bs: memref<2x64x128xi8, #gpu.address_space<workgroup>>, %acc0: vector<4xf32>, %i: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<4xf32> {
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    amdgpu.gather_to_lds %A[%i, %i], %Bs[%c1, %c0, %c0] : vector<16xi8>, memref<64x256xi8>, memref<2x64x128xi8, #gpu.address_space<workgroup>>
    // expected-remark @below {{K-loop left untouched: only the 16-bit transposing read (ds_read_b64_tr_b16, vector<4 x 16-bit>) is raised}}
    %t = amdgpu.transpose_load %Bs[%c0, %i, %i] : memref<2x64x128xi8, #gpu.address_space<workgroup>> -> vector<8xi8>
    %a = vector.bitcast %t : vector<8xi8> to vector<4xbf16>
    %b = vector.shuffle %a, %a [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
    %d = amdgpu.mfma 16x16x32 %b * %b + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    rocdl.s.barrier
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// A scalar E8M0 scale is not one ds_read_b32; the loop is left alone.
// CHECK-LABEL: func.func @scaled_mfma_scalar_scale
// CHECK-NOT: cdna4pipe.
func.func @scaled_mfma_scalar_scale(%A: memref<64x256xi8>, %As: memref<2x16x64xi8, #gpu.address_space<workgroup>>, %s: f8E8M0FNU, %acc0: vector<4xf32>, %i: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<4xf32> {
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    amdgpu.gather_to_lds %A[%i, %i], %As[%c1, %c0, %c0] : vector<16xi8>, memref<64x256xi8>, memref<2x16x64xi8, #gpu.address_space<workgroup>>
    %a = vector.load %As[%c0, %i, %i] : memref<2x16x64xi8, #gpu.address_space<workgroup>>, vector<16xi8>
    %f = vector.bitcast %a : vector<16xi8> to vector<32xf4E2M1FN>
    // expected-remark @below {{K-loop left untouched: scaled MFMA with a scalar scale; scales are raised as vector<4xf8E8M0FNU> (one ds_read_b32, the scale index picks the byte)}}
    %d = amdgpu.scaled_mfma 16x16x128 (%s[0] * %f) * (%s[0] * %f) + %acc : f8E8M0FNU, vector<32xf4E2M1FN>, f8E8M0FNU, vector<32xf4E2M1FN>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// An FP4 source that is not a 16-byte read bitcast to FP4.
// CHECK-LABEL: func.func @scaled_mfma_fp4_not_read
// CHECK-NOT: cdna4pipe.
func.func @scaled_mfma_fp4_not_read(%A: memref<64x256xi8>, %As: memref<2x16x64xi8, #gpu.address_space<workgroup>>, %f: vector<32xf4E2M1FN>, %s: vector<4xf8E8M0FNU>, %acc0: vector<4xf32>, %i: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<4xf32> {
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    amdgpu.gather_to_lds %A[%i, %i], %As[%c1, %c0, %c0] : vector<16xi8>, memref<64x256xi8>, memref<2x16x64xi8, #gpu.address_space<workgroup>>
    // expected-remark @below {{K-loop left untouched: scaled MFMA source is neither FP8 (vector<32xf8E4M3FN> or vector<32xf8E5M2>) nor FP4 read as 16 bytes (a vector.bitcast of vector<16xi8>)}}
    %d = amdgpu.scaled_mfma 16x16x128 (%s[0] * %f) * (%s[1] * %f) + %acc : vector<4xf8E8M0FNU>, vector<32xf4E2M1FN>, vector<4xf8E8M0FNU>, vector<32xf4E2M1FN>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}
