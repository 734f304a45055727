// Pass option validation, and num-stages=1 leaves the loop as it is.

// RUN: not cdna4-opt %s --cdna4pipe-software-pipeline=num-stages=0 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not cdna4-opt %s --cdna4pipe-software-pipeline=num-stages=5 2>&1 | FileCheck %s --check-prefix=FIVE
// RUN: cdna4-opt %s --cdna4pipe-software-pipeline=num-stages=1 | FileCheck %s --check-prefix=ONE
// RUN: cdna4-opt %s --cdna4pipe-software-pipeline=num-stages=2 | FileCheck %s --check-prefix=TWO

// ZERO: error: cdna4pipe-software-pipeline: num-stages=0 is not supported (1 leaves loops as they are; 2, 3 and 4 pipeline)
// FIVE: error: cdna4pipe-software-pipeline: num-stages=5 is not supported (1 leaves loops as they are; 2, 3 and 4 pipeline)

// ONE-LABEL: func.func @k
// ONE: memref.alloc() : memref<8x64xbf16, #gpu.address_space<workgroup>>
// ONE-NOT: amdgpu.gather_to_lds
// ONE: scf.for %{{.*}} = %c0 to %c4 step %c1
// ONE-NEXT: arith.muli
// ONE-NEXT: amdgpu.gather_to_lds {{.*}}[%c0, %c0]
// ONE-NEXT: amdgpu.memory_counter_wait load(0)
// ONE-NEXT: rocdl.s.barrier
// ONE-NEXT: vector.load
// ONE-NEXT: amdgpu.mfma
// ONE-NEXT: scf.yield

// TWO: memref.alloc() : memref<2x8x64xbf16, #gpu.address_space<workgroup>>
// TWO: amdgpu.gather_to_lds
// TWO: scf.for %{{.*}} = %c0 to %c3 step %c1

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
  return %r : vector<4xf32>
}
