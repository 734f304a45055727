// The generated kernels compile with upstream passes alone to gfx950
// assembly, with and without the bare-pointer calling convention. scf.for is
// lowered by --convert-scf-to-cf (convert-gpu-to-rocdl does not lower scf).
// The copies become `buffer_load_dwordx4 ... offen lds` (LDS DMA through the
// fat raw buffer), the S2R reads ds_read_b128, the MFMAs
// v_mfma_f32_16x16x32_{bf16,f16}.
// REQUIRES: cdna4-gemm-gen
// RUN: cdna4-gemm-gen -o %t.default.mlir
// RUN: cdna4-opt %t.default.mlir --convert-scf-to-cf --convert-gpu-to-rocdl='chipset=gfx950 use-bare-ptr-memref-call-conv=true' --rocdl-attach-target=chip=gfx950 --gpu-module-to-binary=format=isa | FileCheck %s --check-prefixes=CHECK,BF16
// RUN: cdna4-opt %t.default.mlir --convert-scf-to-cf --convert-gpu-to-rocdl='chipset=gfx950' --rocdl-attach-target=chip=gfx950 --gpu-module-to-binary=format=isa | FileCheck %s --check-prefixes=CHECK,BF16
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 --dtype f16 --c-dtype f32 -o %t.w4.mlir
// RUN: cdna4-opt %t.w4.mlir --convert-scf-to-cf --convert-gpu-to-rocdl='chipset=gfx950 use-bare-ptr-memref-call-conv=true' --rocdl-attach-target=chip=gfx950 --gpu-module-to-binary=format=isa | FileCheck %s --check-prefixes=CHECK,F16
// RUN: cdna4-gemm-gen --swizzle none --tile 256x256x32 -o %t.none.mlir
// RUN: cdna4-opt %t.none.mlir --convert-scf-to-cf --convert-gpu-to-rocdl='chipset=gfx950' --rocdl-attach-target=chip=gfx950 --gpu-module-to-binary=format=isa | FileCheck %s --check-prefixes=CHECK,BF16
// The shipped examples are the generator's output and compile as well.
// RUN: cdna4-gemm-gen | diff - %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 | diff - %cdna4pipe_src/examples/gemm_bf16_128x128x64_w4.mlir
// RUN: cdna4-opt %cdna4pipe_src/examples/gemm_bf16_128x128x64_w4.mlir --convert-scf-to-cf --convert-gpu-to-rocdl='chipset=gfx950 use-bare-ptr-memref-call-conv=true' --rocdl-attach-target=chip=gfx950 --gpu-module-to-binary=format=isa | FileCheck %s --check-prefixes=CHECK,BF16

// CHECK: gpu.binary @cdna4_gemm
// CHECK-SAME: .amdgcn_target \22amdgcn-amd-amdhsa--gfx950\22
// CHECK-SAME: buffer_load_dwordx4 {{v[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 offen lds
// CHECK-SAME: s_waitcnt vmcnt(0)
// CHECK-SAME: s_barrier
// CHECK-SAME: ds_read_b128
// BF16-SAME: v_mfma_f32_16x16x32_bf16
// F16-SAME: v_mfma_f32_16x16x32_f16
// CHECK-SAME: s_cbranch_scc
// CHECK-SAME: .vgpr_spill_count: 0
