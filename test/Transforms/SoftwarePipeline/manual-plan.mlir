// Manual cdna4pipe.stage / cdna4pipe.order attributes override the plan, like
// TileLang's T.Pipelined(stage=..., order=...). The attributes are consumed.

// RUN: cdna4-opt %s --split-input-file --cdna4pipe-software-pipeline=num-stages=2 | FileCheck %s --check-prefix=ORDER
// RUN: cdna4-opt %s --split-input-file --cdna4pipe-software-pipeline=num-stages=3 | FileCheck %s --check-prefix=STAGE

// Order: the copies of the next tile go after the MFMA in the steady state.
// ORDER-LABEL: func.func @order
// ORDER: scf.for %[[K:.*]] = %c0 to %c3 step %c1
// ORDER-NEXT: amdgpu.memory_counter_wait load(0)
// ORDER-NEXT: rocdl.s.barrier
// ORDER-NEXT: %[[SK:.*]] = arith.remui %[[K]], %c2
// ORDER-NEXT: %[[A:.*]] = vector.load %{{.*}}[%[[SK]], %{{.*}}, %c0]
// ORDER-NEXT: %[[D:.*]] = amdgpu.mfma 16x16x32 %[[A]] * %[[A]]
// ORDER-NEXT: %[[K1:.*]] = arith.addi %[[K]], %c1
// ORDER-NEXT: %[[COL:.*]] = arith.muli %[[K1]], %c64
// ORDER-NEXT: %[[SN:.*]] = arith.remui %[[K1]], %c2
// ORDER-NEXT: amdgpu.gather_to_lds %{{.*}}[%{{.*}}, %[[COL]]], %{{.*}}[%[[SN]], %c0, %c0]
// ORDER-NEXT: scf.yield %[[D]]
// ORDER-NOT: cdna4pipe.order
// ORDER-NOT: cdna4pipe.stage
func.func @order(%A: memref<64x256xbf16>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %lane = gpu.thread_id x
  %As = memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
    %col = arith.muli %k, %c64 : index
    amdgpu.gather_to_lds %A[%lane, %col], %As[%c0, %c0] {cdna4pipe.order = 3 : i64} : vector<8xbf16>, memref<64x256xbf16>, memref<8x64xbf16, #gpu.address_space<workgroup>>
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    %a = vector.load %As[%lane, %c0] {cdna4pipe.order = 1 : i64} : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc {cdna4pipe.order = 2 : i64} blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// Stage: with 3 stages the S2R is pinned to stage 1 (one tile ahead of the
// copy) and the MFMA stays in stage 2, so the read fragment is carried across
// the back edge. The read stage is 1: tiles in flight at the wait are
// (1 - 1) * G, so every wait is load(0).
// STAGE-LABEL: func.func @stage
// STAGE: memref.alloc() : memref<3x8x64xbf16, #gpu.address_space<workgroup>>
// STAGE: amdgpu.gather_to_lds {{.*}}[%c0{{(_[0-9]+)?}}, %c0, %c0]
// STAGE: amdgpu.memory_counter_wait load(0)
// STAGE-NEXT: rocdl.s.barrier
// STAGE: amdgpu.gather_to_lds {{.*}}[%c1{{(_[0-9]+)?}}, %c0, %c0]
// STAGE: vector.load {{.*}}[%c0{{(_[0-9]+)?}}, %{{.*}}, %c0]
// STAGE: %{{.*}}:2 = scf.for %[[K:.*]] = %c0 to %c2 step %c1 iter_args(%[[ACC:.*]] = %{{.*}}, %[[FRAG:.*]] = %{{.*}}) -> (vector<4xf32>, vector<8xbf16>)
// STAGE-NEXT: amdgpu.memory_counter_wait load(0)
// STAGE-NEXT: rocdl.s.barrier
// STAGE: %[[K2:.*]] = arith.addi %[[K]], %c2
// STAGE: arith.remui %[[K2]], %c3
// STAGE: amdgpu.gather_to_lds
// STAGE: %[[K1:.*]] = arith.addi %[[K]], %c1
// STAGE: %[[S1:.*]] = arith.remui %[[K1]], %c3
// STAGE: %[[NEXT:.*]] = vector.load %{{.*}}[%[[S1]], %{{.*}}, %c0]
// STAGE: %[[D:.*]] = amdgpu.mfma 16x16x32 %[[FRAG]] * %[[FRAG]] + %[[ACC]]
// STAGE: scf.yield %[[D]], %[[NEXT]]
// STAGE: amdgpu.memory_counter_wait load(0)
// STAGE: amdgpu.mfma
// STAGE-NOT: amdgpu.memory_counter_wait
// STAGE: amdgpu.mfma
// STAGE-NOT: cdna4pipe.stage
func.func @stage(%A: memref<64x256xbf16>) -> vector<4xf32> {
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
    %a = vector.load %As[%lane, %c0] {cdna4pipe.stage = 1 : i64} : memref<8x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}
