// --copy-style register: the form a Triton-like front end writes. Each copy
// is a global vector.load whose only use is a vector.store into the LDS tile;
// the LDS side carries the XOR swizzle (LDS chunk = logical chunk ^ row % 8),
// the global side reads the logical chunk; gpu.barrier synchronizes.
// REQUIRES: cdna4-gemm-gen
// RUN: cdna4-gemm-gen --copy-style register | FileCheck %s
// RUN: cdna4-gemm-gen --copy-style register | FileCheck %s --check-prefix=COUNT
// RUN: cdna4-gemm-gen --copy-style register | not grep -E "gather_to_lds|rocdl.s.barrier|memory_counter_wait|fat_raw_buffer"
// RUN: cdna4-gemm-gen --copy-style register --swizzle none | FileCheck %s --check-prefix=NONE
// RUN: cdna4-gemm-gen --copy-style register --tile 128x128x64 --waves 4 --dtype f16 --m 256 --n 256 --k 256 | FileCheck %s --check-prefix=F16
// RUN: not cdna4-gemm-gen --copy-style vgpr 2>&1 | FileCheck %s --check-prefix=BAD
// The DMA form stays the default.
// RUN: cdna4-gemm-gen | FileCheck %s --check-prefix=DMA

// CHECK: gpu.module @cdna4_gemm attributes {cdna4pipe.copy_style = "register"
// CHECK-NOT: amdgpu.fat_raw_buffer_cast
// CHECK: %[[TID:.*]] = gpu.thread_id x
// CHECK: %[[WAVE:.*]] = arith.divui %[[TID]], %c64 : index
// CHECK: %[[LANE:.*]] = arith.remui %[[TID]], %c64 : index
// CHECK: %[[QB:.*]] = arith.muli %[[WAVE]], %c64 : index
// CHECK: %[[Q:.*]] = arith.addi %[[QB]], %[[LANE]] : index
// CHECK: %[[R:.*]] = arith.divui %[[Q]], %c8 : index
// CHECK: %[[CH:.*]] = arith.remui %[[Q]], %c8 : index
// CHECK: %[[RM:.*]] = arith.remui %[[R]], %c8 : index
// CHECK: %[[SW:.*]] = arith.xori %[[CH]], %[[RM]] : index
// CHECK: %[[GROW:.*]] = arith.addi %{{.*}}, %[[R]] : index
// CHECK: %[[GCOL:.*]] = arith.muli %[[CH]], %c8 : index
// CHECK: %[[DCOL:.*]] = arith.muli %[[SW]], %c8 : index
// CHECK: scf.for %[[KT:[^ ]*]] =
// CHECK-NEXT: %[[K0:.*]] = arith.muli %[[KT]], %c64 : index
// CHECK-NEXT: %[[COL:.*]] = arith.addi %[[K0]], %[[GCOL]] : index
// CHECK-NEXT: %[[V:.*]] = vector.load %arg0[%[[GROW]], %[[COL]]] : memref<8192x8192xbf16>, vector<8xbf16>
// CHECK-NEXT: vector.store %[[V]], %arg3[%[[R]], %[[DCOL]]] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// CHECK: gpu.barrier
// CHECK-NEXT: vector.load %arg3
// CHECK: amdgpu.mfma
// CHECK: gpu.barrier
// CHECK-NEXT: scf.yield

// 4 A + 4 B copies per wave, two barriers, no DMA and no bare barrier.
// COUNT-COUNT-8: vector.store %{{.*}}, %arg{{[34]}}[
// COUNT-NOT: vector.store %{{.*}}, %arg{{[34]}}[

// NONE-NOT: arith.xori
// NONE: %[[CH:.*]] = arith.remui %{{.*}}, %c8 : index
// NONE: %[[GCOL:.*]] = arith.muli %[[CH]], %c8 : index
// NONE: %[[DCOL:.*]] = arith.muli %[[CH]], %c8 : index
// NONE: vector.load %arg0[%{{.*}}, %{{.*}}] : memref<8192x8192xbf16>, vector<8xbf16>
// NONE-NEXT: vector.store %{{.*}}, %arg3[%{{.*}}, %[[DCOL]]]

// F16: known_block_size = array<i32: 256, 1, 1>
// F16-COUNT-4: vector.store %{{.*}} : memref<128x64xf16, #gpu.address_space<workgroup>>, vector<8xf16>
// F16: gpu.barrier

// BAD: cdna4-gemm-gen: error: --copy-style=vgpr is not one of dma, register

// DMA-NOT: cdna4pipe.copy_style
// DMA: amdgpu.fat_raw_buffer_cast
// DMA: amdgpu.gather_to_lds
// DMA-NOT: gpu.barrier
