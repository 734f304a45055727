// Determinism across thread counts: three kernels in one module (three
// gpu.modules, which the pass manager runs in parallel when threading is on)
// through the whole cdna4pipe-to-gfx950 pipeline, once single-threaded and
// twice multi-threaded; the three outputs are byte-identical.
//
// REQUIRES: cdna4-gemm-gen
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 1024 --tile=128x128x64 --waves=4 | sed -e '1d' -e '/^}$/d' -e 's/@cdna4_gemm/@g_a/' > %t.a
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 1024 --tile=256x128x64 --waves=8 | sed -e '1d' -e '/^}$/d' -e 's/@cdna4_gemm/@g_b/' > %t.b
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 1024 --tile=256x256x64 --waves=8 --dtype=f16 | sed -e '1d' -e '/^}$/d' -e 's/@cdna4_gemm/@g_c/' > %t.c
// RUN: echo 'module attributes {gpu.container_module} {' > %t.in.mlir
// RUN: cat %t.a %t.b %t.c >> %t.in.mlir
// RUN: echo '}' >> %t.in.mlir
// RUN: cdna4-opt %t.in.mlir --mlir-disable-threading --cdna4pipe-to-gfx950='num-stages=2 interleave-stages=4 schedule=default' -o %t.serial.mlir
// RUN: cdna4-opt %t.in.mlir --cdna4pipe-to-gfx950='num-stages=2 interleave-stages=4 schedule=default' -o %t.par1.mlir
// RUN: cdna4-opt %t.in.mlir --cdna4pipe-to-gfx950='num-stages=2 interleave-stages=4 schedule=default' -o %t.par2.mlir
// RUN: cmp %t.serial.mlir %t.par1.mlir
// RUN: cmp %t.serial.mlir %t.par2.mlir
// RUN: FileCheck %s < %t.par1.mlir

// All three kernels were lowered (the comparison is not of empty modules).
// CHECK: gpu.module @g_a
// CHECK: llvm.func @gemm(
// CHECK: gpu.module @g_b
// CHECK: llvm.func @gemm(
// CHECK: gpu.module @g_c
// CHECK: llvm.func @gemm(
