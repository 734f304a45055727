// cdna4pipe-bare-barriers: a gpu.barrier becomes rocdl.s.barrier plus the
// counted wait its data dependences need, and nothing more.
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-bare-barriers | FileCheck %s

// Two DMAs; only the first one's buffer is read after the barrier: one
// DMA (the B copy) may stay in flight.
// CHECK-LABEL: func.func @count_one
// CHECK: amdgpu.gather_to_lds %{{.*}}, %[[AS:.*]][
// CHECK-NEXT: amdgpu.gather_to_lds
// CHECK-NEXT: amdgpu.memory_counter_wait load(1)
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: vector.load %[[AS]]
// CHECK-NOT: gpu.barrier
func.func @count_one(%A: memref<64x64xbf16>, %B: memref<64x64xbf16>) -> vector<8xbf16> {
  %c0 = arith.constant 0 : index
  %as = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %bs = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  amdgpu.gather_to_lds %A[%c0, %c0], %as[%c0, %c0] : vector<8xbf16>, memref<64x64xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
  amdgpu.gather_to_lds %B[%c0, %c0], %bs[%c0, %c0] : vector<8xbf16>, memref<64x64xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
  gpu.barrier
  %v = vector.load %as[%c0, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return %v : vector<8xbf16>
}

// -----

// The register-form K-loop after cdna4pipe-lds-dma: the barrier after the
// copies waits for all of them (the last one is read), the one after the
// MFMAs needs no wait: every LDS read feeds an MFMA before it, the wait
// inserted for the first barrier retired the DMAs.
// CHECK-LABEL: func.func @kloop
// CHECK: scf.for
// CHECK-NEXT: amdgpu.gather_to_lds
// CHECK-NEXT: amdgpu.gather_to_lds
// CHECK-NEXT: amdgpu.memory_counter_wait load(0)
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: vector.load
// CHECK-NEXT: vector.load
// CHECK-NEXT: amdgpu.mfma
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: scf.yield
func.func @kloop(%A: memref<64x64xbf16>, %B: memref<64x64xbf16>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %as = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %bs = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
    amdgpu.gather_to_lds %A[%k, %c0], %as[%c0, %c0] : vector<8xbf16>, memref<64x64xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
    amdgpu.gather_to_lds %B[%k, %c0], %bs[%c0, %c0] : vector<8xbf16>, memref<64x64xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %a = vector.load %as[%c0, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %b = vector.load %bs[%c0, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %b + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    gpu.barrier
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// Register staging (the copies lds-dma could not convert): the LDS stores
// must have completed, ds(0); the global loads feed the stores, so vmcnt is
// already waited for by then.
// CHECK-LABEL: func.func @register_staged
// CHECK: vector.store
// CHECK-NEXT: amdgpu.memory_counter_wait ds(0)
// CHECK-NEXT: rocdl.s.barrier
func.func @register_staged(%A: memref<64x64xbf16>) -> vector<8xbf16> {
  %c0 = arith.constant 0 : index
  %as = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %g = vector.load %A[%c0, %c0] : memref<64x64xbf16>, vector<8xbf16>
  vector.store %g, %as[%c0, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  gpu.barrier
  %v = vector.load %as[%c0, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return %v : vector<8xbf16>
}

// -----

// An LDS read whose value is not used before the barrier, and a DMA after
// it overwrites the buffer: the read must have returned, ds(0).
// CHECK-LABEL: func.func @war_unused_read
// CHECK: vector.load
// CHECK-NEXT: amdgpu.memory_counter_wait ds(0)
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: amdgpu.gather_to_lds
func.func @war_unused_read(%A: memref<64x64xbf16>) -> vector<8xbf16> {
  %c0 = arith.constant 0 : index
  %as = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %v = vector.load %as[%c0, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  gpu.barrier
  amdgpu.gather_to_lds %A[%c0, %c0], %as[%c0, %c0] : vector<8xbf16>, memref<64x64xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
  return %v : vector<8xbf16>
}

// -----

// Copies into another buffer in flight across a wait: load(2) before the
// barrier leaves the B and C copies in flight, neither is read after it;
// the A copy it retired needs nothing more: a bare barrier.
// CHECK-LABEL: func.func @earlier_wait
// CHECK: amdgpu.memory_counter_wait load(2)
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: vector.load
func.func @earlier_wait(%A: memref<64x64xbf16>) -> vector<8xbf16> {
  %c0 = arith.constant 0 : index
  %as = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %bs = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %cs = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  amdgpu.gather_to_lds %A[%c0, %c0], %as[%c0, %c0] : vector<8xbf16>, memref<64x64xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
  amdgpu.gather_to_lds %A[%c0, %c0], %bs[%c0, %c0] : vector<8xbf16>, memref<64x64xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
  amdgpu.gather_to_lds %A[%c0, %c0], %cs[%c0, %c0] : vector<8xbf16>, memref<64x64xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
  amdgpu.memory_counter_wait load(2)
  gpu.barrier
  %v = vector.load %as[%c0, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
  return %v : vector<8xbf16>
}

// -----

// Two paths reach the barrier in the loop: from the prologue (its copy is
// in flight at the first iteration) and from the previous iteration (its
// copy after the barrier). On both the newest DMA conflicts: load(0). The
// LDS read feeds the addf before the barrier, so no ds wait.
// CHECK-LABEL: func.func @prologue
// CHECK: scf.for
// CHECK-NEXT: vector.load
// CHECK-NEXT: arith.addf
// CHECK-NEXT: amdgpu.memory_counter_wait load(0)
// CHECK-NEXT: rocdl.s.barrier
func.func @prologue(%A: memref<64x64xbf16>) -> vector<8xbf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant dense<0.0> : vector<8xbf16>
  %as = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  amdgpu.gather_to_lds %A[%c0, %c0], %as[%c0, %c0] : vector<8xbf16>, memref<64x64xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (vector<8xbf16>) {
    %v = vector.load %as[%c0, %c0] : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %s = arith.addf %acc, %v : vector<8xbf16>
    gpu.barrier
    amdgpu.gather_to_lds %A[%k, %c0], %as[%c0, %c0] : vector<8xbf16>, memref<64x64xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
    scf.yield %s : vector<8xbf16>
  }
  return %r : vector<8xbf16>
}
