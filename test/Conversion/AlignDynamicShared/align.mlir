// RUN: cdna4-opt %s --split-input-file --pass-pipeline="builtin.module(gpu.module(cdna4pipe-align-dynamic-shared))" -verify-diagnostics | FileCheck %s
// RUN: cdna4-opt %s --split-input-file --pass-pipeline="builtin.module(gpu.module(cdna4pipe-align-dynamic-shared{alignment=128}))" | FileCheck %s --check-prefix=A128

// The block convert-gpu-to-nvvm declares for gpu.dynamic_shared_memory
// becomes an aligned external symbol (`.extern .shared ... []` in PTX);
// other shared globals keep their linkage and alignment.
// CHECK-LABEL: gpu.module @k
// CHECK: llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<0 x i8>
// CHECK: llvm.mlir.global internal @__mbarrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<1 x i64>
// CHECK: llvm.mlir.global internal @__dynamic_shmem__1() {addr_space = 1 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// A128: llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 128 : i64}
gpu.module @k {
  llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global internal @__mbarrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<1 x i64>
  llvm.mlir.global internal @__dynamic_shmem__1() {addr_space = 1 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
}

// -----

// A larger alignment already there is kept.
// CHECK-LABEL: gpu.module @keep
// CHECK: llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 4096 : i64}
gpu.module @keep {
  llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 4096 : i64} : !llvm.array<0 x i8>
}
