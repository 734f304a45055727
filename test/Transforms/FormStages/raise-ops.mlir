// RUN: cdna4-opt %s --cdna4pipe-form-stages | FileCheck %s

// Op-by-op mapping of a minimal pipelined loop: every Level-1 op has its
// Level-2 counterpart at the same place, operands untouched; prologue and
// epilogue are raised with the body.

!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>

// CHECK-LABEL: func.func @raise
// CHECK-SAME: (%[[A:.*]]: memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>, %[[AS:.*]]: memref<2x16x64xbf16, #gpu.address_space<workgroup>>, %[[ACC0:.*]]: vector<4xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
func.func @raise(%A: !gbl, %As: !lds, %acc0: vector<4xf32>, %i: index, %j: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  // CHECK: cdna4pipe.g2s %[[A]][%[[I]], %[[J]]], %[[AS]][%c0, %c0, %c0] : vector<8xbf16>, memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>> -> memref<2x16x64xbf16, #gpu.address_space<workgroup>>
  // CHECK-NEXT: scf.for %[[K:.*]] = %c0 to %c3 step %c1 iter_args(%[[ACC:.*]] = %[[ACC0]])
  // CHECK-NEXT:   cdna4pipe.wait vmcnt(0){{$}}
  // CHECK-NEXT:   cdna4pipe.barrier
  // CHECK-NEXT:   arith.addi
  // CHECK-NEXT:   %[[SW:.*]] = arith.remui
  // CHECK-NEXT:   %[[SR:.*]] = arith.remui %[[K]], %c2
  // CHECK-NEXT:   cdna4pipe.g2s %[[A]][%[[I]], %[[J]]], %[[AS]][%[[SW]], %c0, %c0] : vector<8xbf16>
  // CHECK-NEXT:   %[[X:.*]] = cdna4pipe.s2r %[[AS]][%[[SR]], %[[I]], %[[J]]] : memref<2x16x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
  // CHECK-NEXT:   %[[Y:.*]] = cdna4pipe.s2r %[[AS]][%[[SR]], %[[J]], %[[I]]]
  // CHECK-NEXT:   %[[D:.*]] = cdna4pipe.mfma 16x16x32 %[[X]] * %[[Y]] + %[[ACC]] : vector<8xbf16>, vector<4xf32>
  // CHECK-NEXT:   cdna4pipe.wait vmcnt(3) lgkmcnt(2)
  // CHECK-NEXT:   scf.yield %[[D]]
  amdgpu.gather_to_lds %A[%i, %j], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl, !lds
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<4xf32> {
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    %kn = arith.addi %k, %c1 : index
    %sw = arith.remui %kn, %c2 : index
    %sr = arith.remui %k, %c2 : index
    amdgpu.gather_to_lds %A[%i, %j], %As[%sw, %c0, %c0] : vector<8xbf16>, !gbl, !lds
    %a = vector.load %As[%sr, %i, %j] : !lds, vector<8xbf16>
    %b = vector.load %As[%sr, %j, %i] : !lds, vector<8xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %b + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    amdgpu.memory_counter_wait ds(2) load(3)
    scf.yield %d : vector<4xf32>
  }
  // CHECK: cdna4pipe.wait vmcnt(0){{$}}
  // CHECK-NEXT: cdna4pipe.barrier
  // CHECK-NEXT: %[[E:.*]] = cdna4pipe.s2r %[[AS]][%c1, %[[I]], %[[J]]]
  // CHECK-NEXT: cdna4pipe.mfma 16x16x32 %[[E]] * %[[E]] + %{{.*}} : vector<8xbf16>, vector<4xf32>
  amdgpu.memory_counter_wait load(0)
  rocdl.s.barrier
  %e = vector.load %As[%c1, %i, %j] : !lds, vector<8xbf16>
  %f = amdgpu.mfma 16x16x32 %e * %e + %r blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
  return %f : vector<4xf32>
}

// 32x32x16 with f16 is raised as well.
// CHECK-LABEL: func.func @mfma32
// CHECK: cdna4pipe.mfma 32x32x16 %{{.*}} * %{{.*}} + %{{.*}} : vector<8xf16>, vector<16xf32>
// CHECK-NOT: amdgpu.
func.func @mfma32(%A: memref<64x256xf16>, %As: memref<2x32x64xf16, #gpu.address_space<workgroup>>, %acc0: vector<16xf32>, %i: index) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<16xf32> {
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    amdgpu.gather_to_lds %A[%i, %i], %As[%c1, %c0, %c0] : vector<8xf16>, memref<64x256xf16>, memref<2x32x64xf16, #gpu.address_space<workgroup>>
    %a = vector.load %As[%c0, %i, %i] : memref<2x32x64xf16, #gpu.address_space<workgroup>>, vector<8xf16>
    %d = amdgpu.mfma 32x32x16 %a * %a + %acc blgp = none : vector<8xf16>, vector<8xf16>, vector<16xf32>
    scf.yield %d : vector<16xf32>
  }
  return %r : vector<16xf32>
}

// A loop without copies is not a K-loop: left alone, no remark.
// CHECK-LABEL: func.func @not_a_kloop
// CHECK: amdgpu.mfma
func.func @not_a_kloop(%a: vector<8xbf16>, %acc0: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<4xf32> {
    %d = amdgpu.mfma 16x16x32 %a * %a + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    scf.yield %d : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// B stored K x N: amdgpu.transpose_load (ds_read_b64_tr_b16) becomes a
// transposing S2R; the concatenation of two such reads becomes the MFMA's
// fragment list (prologue, body and epilogue alike).
// CHECK-LABEL: func.func @transpose
// CHECK: scf.for
// CHECK:   %[[T0:.*]] = cdna4pipe.s2r transpose %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
// CHECK-NEXT:   %[[T1:.*]] = cdna4pipe.s2r transpose
// CHECK-NEXT:   cdna4pipe.mfma 16x16x32 %{{.*}} * (%[[T0]], %[[T1]]) + %{{.*}} : vector<8xbf16> * vector<4xbf16>, vector<4xf32>
// CHECK: cdna4pipe.s2r transpose %{{.*}}[%c1,
// CHECK-NOT: amdgpu.transpose_load
// CHECK-NOT: vector.shuffle
func.func @transpose(%A: memref<64x256xbf16>, %Bs: memref<2x64x128xbf16, #gpu.address_space<workgroup>>, %a: vector<8xbf16>, %acc0: vector<4xf32>, %i: index, %j: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  amdgpu.gather_to_lds %A[%i, %j], %Bs[%c0, %c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<2x64x128xbf16, #gpu.address_space<workgroup>>
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> vector<4xf32> {
    amdgpu.memory_counter_wait load(0)
    rocdl.s.barrier
    %kn = arith.addi %k, %c1 : index
    %sw = arith.remui %kn, %c2 : index
    %sr = arith.remui %k, %c2 : index
    amdgpu.gather_to_lds %A[%i, %j], %Bs[%sw, %c0, %c0] : vector<8xbf16>, memref<64x256xbf16>, memref<2x64x128xbf16, #gpu.address_space<workgroup>>
    %t0 = amdgpu.transpose_load %Bs[%sr, %i, %j] : memref<2x64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
    %t1 = amdgpu.transpose_load %Bs[%sr, %j, %i] : memref<2x64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
    %b = vector.shuffle %t0, %t1 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
    %d = amdgpu.mfma 16x16x32 %a * %b + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
    rocdl.s.barrier
    scf.yield %d : vector<4xf32>
  }
  amdgpu.memory_counter_wait load(0)
  rocdl.s.barrier
  %e0 = amdgpu.transpose_load %Bs[%c1, %i, %j] : memref<2x64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
  %e1 = amdgpu.transpose_load %Bs[%c1, %j, %i] : memref<2x64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
  %e = vector.shuffle %e0, %e1 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
  %f = amdgpu.mfma 16x16x32 %a * %e + %r blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
  return %f : vector<4xf32>
}
