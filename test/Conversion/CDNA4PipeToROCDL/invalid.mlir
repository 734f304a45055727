// RUN: cdna4-opt %s --pass-pipeline='builtin.module(gpu.module(convert-cdna4pipe-to-rocdl))' --split-input-file --verify-diagnostics
// RUN: not cdna4-opt %s --pass-pipeline='builtin.module(gpu.module(convert-cdna4pipe-to-rocdl{chipset=gfx942}))' --split-input-file 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not cdna4-opt %s --pass-pipeline='builtin.module(gpu.module(convert-cdna4pipe-to-rocdl{copy-kind=dma}))' --split-input-file 2>&1 | FileCheck %s --check-prefix=KIND
// RUN: not cdna4-opt %s --pass-pipeline='builtin.module(gpu.module(convert-cdna4pipe-to-rocdl{barrier=fence}))' --split-input-file 2>&1 | FileCheck %s --check-prefix=BAR

// CHIP: error: convert-cdna4pipe-to-rocdl: unsupported chipset 'gfx942' (only gfx950 is supported)
// KIND: error: convert-cdna4pipe-to-rocdl: unknown copy-kind 'dma' (buffer or global)
// BAR: error: convert-cdna4pipe-to-rocdl: unknown barrier 'fence' (bare or fenced)

!lds = memref<2x64x64xf16, #gpu.address_space<workgroup>>
!fat = memref<1024x1024xf16, #amdgpu.address_space<fat_raw_buffer>>

// A fat_raw_buffer source we cannot trace to its amdgpu.fat_raw_buffer_cast
// (here a function argument) has no base pointer to build a resource on.
gpu.module @m {
  gpu.func @untraceable_fat_source(%Ab: !fat, %i: index) workgroup(%As : !lds) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{source is a fat_raw_buffer memref that is not produced by an amdgpu.fat_raw_buffer_cast in this function: there is no base pointer to address}}
    %t = cdna4pipe.g2s %Ab[%i, %i], %As[%c0, %c0, %c0] : vector<8xf16>, !fat -> !lds
    gpu.return
  }
}

// -----

!lds = memref<2x64x64xf16, #gpu.address_space<workgroup>>
!big = memref<65536x65536xf16>

// 8 GiB cannot be reached through one 32-bit buffer resource.
gpu.module @m {
  gpu.func @too_big_for_a_buffer(%A: !big, %i: index) workgroup(%As : !lds) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{source spans 8589934592 bytes, more than one 32-bit buffer resource reaches (4 GiB); use copy-kind=global}}
    %t = cdna4pipe.g2s %A[%i, %i], %As[%c0, %c0, %c0] : vector<8xf16>, !big -> !lds
    gpu.return
  }
}
