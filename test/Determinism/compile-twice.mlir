// Determinism: the shipped default kernel (256x256x64 tile, 8 waves, bf16,
// 2 slots, 4 interleave stages) compiled twice by two separate processes
// gives byte-identical .s, .ll, .hsaco and .mlir (LLVM + ROCDL) outputs. Any
// iteration over pointer-keyed containers, unstable sort or address-derived
// name in the passes, the lowering or codegen shows up here as a cmp failure.
//
// REQUIRES: cdna4-compile
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 --num-stages 2 --interleave-stages 4 -o %t.a.mlir
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 --num-stages 2 --interleave-stages 4 -o %t.b.mlir
// RUN: cmp %t.a.mlir %t.b.mlir
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 --num-stages 2 --interleave-stages 4 -o %t.a.ll
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 --num-stages 2 --interleave-stages 4 -o %t.b.ll
// RUN: cmp %t.a.ll %t.b.ll
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 --num-stages 2 --interleave-stages 4 -o %t.a.s
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 --num-stages 2 --interleave-stages 4 -o %t.b.s
// RUN: cmp %t.a.s %t.b.s
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 --num-stages 2 --interleave-stages 4 -o %t.a.hsaco
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 --num-stages 2 --interleave-stages 4 -o %t.b.hsaco
// RUN: cmp %t.a.hsaco %t.b.hsaco
//
// The outputs are what they claim to be (so the comparisons are not of two
// empty files): the final module, the O3 IR, the assembly and an ELF.
// RUN: FileCheck %s --check-prefix=MLIR < %t.a.mlir
// RUN: FileCheck %s --check-prefix=LL < %t.a.ll
// RUN: FileCheck %s --check-prefix=ASM < %t.a.s
// RUN: llvm-readelf -h %t.a.hsaco | FileCheck %s --check-prefix=ELF

// MLIR: llvm.func @gemm(
// MLIR: rocdl.mfma.f32.16x16x32.bf16
// LL: define amdgpu_kernel void @gemm(
// LL: @llvm.amdgcn.mfma.f32.16x16x32.bf16
// ASM: .amdgcn_target "amdgcn-amd-amdhsa--gfx950"
// ASM: v_mfma_f32_16x16x32_bf16
// ELF: Type: DYN
// ELF: Machine: EM_AMDGPU
