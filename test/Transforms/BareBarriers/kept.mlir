// Barriers cdna4pipe-bare-barriers cannot prove replaceable stay, with a
// remark at the barrier naming why.
// RUN: cdna4-opt %s --split-input-file --verify-diagnostics --cdna4pipe-bare-barriers
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-bare-barriers 2>/dev/null | FileCheck %s
// CHECK-NOT: rocdl.s.barrier
// CHECK-NOT: amdgpu.memory_counter_wait

// A global store before the barrier: gpu.barrier makes it visible to the
// workgroup, s_barrier alone would not.
func.func @global_store(%A: memref<64x64xbf16>, %v: vector<8xbf16>) {
  %c0 = arith.constant 0 : index
  vector.store %v, %A[%c0, %c0] : memref<64x64xbf16>, vector<8xbf16>
  // expected-remark @+1 {{gpu.barrier kept: a global store runs before the barrier (gpu.barrier also orders global memory, s_barrier does not)}}
  gpu.barrier
  return
}

// -----

// An op whose memory effects the pass does not model.
func.func @unknown(%p: memref<64xi32>, %i: index) {
  %c1 = arith.constant 1 : i32
  %old = memref.atomic_rmw addi %c1, %p[%i] : (i32, memref<64xi32>) -> i32
  // expected-remark @+1 {{gpu.barrier kept: 'memref.atomic_rmw' has memory effects the pass does not model}}
  gpu.barrier
  return
}

// -----

// A loop with copies runs before the barrier: its in-flight copies are not
// counted through the loop.
func.func @loop_before(%A: memref<64x64xbf16>) -> vector<8xbf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %as = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  scf.for %k = %c0 to %c4 step %c1 {
    amdgpu.gather_to_lds %A[%k, %c0], %as[%c0, %c0] : vector<8xbf16>, memref<64x64xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
  }
  // expected-remark @+1 {{gpu.barrier kept: 'scf.for' with memory operations runs before the barrier}}
  gpu.barrier
  %v = vector.load %as[%c0, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return %v : vector<8xbf16>
}

// -----

// A barrier under an scf.if.
func.func @in_if(%A: memref<64x64xbf16>, %c: i1) {
  %c0 = arith.constant 0 : index
  %as = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  amdgpu.gather_to_lds %A[%c0, %c0], %as[%c0, %c0] : vector<8xbf16>, memref<64x64xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
  scf.if %c {
    // expected-remark @+1 {{gpu.barrier kept: the barrier is inside 'scf.if' (only function and scf.for bodies are analysed)}}
    gpu.barrier
  }
  return
}
