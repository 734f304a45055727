// RUN: cdna4-opt %s --pass-pipeline="builtin.module(gpu.module(cdna4pipe-align-dynamic-shared{alignment=1000}))" -verify-diagnostics

// expected-error @below {{cdna4pipe-align-dynamic-shared: alignment=1000 is not a power of two}}
gpu.module @k {
  llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
}
