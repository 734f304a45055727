// The pipelined kernels still compile to gfx950 assembly with upstream
// passes alone. The steady state keeps the pass's per-instruction wait and
// the bare s_barrier ahead of the next tile's buffer_load_dwordx4 ... lds.

// REQUIRES: cdna4-gemm-gen
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 \
// RUN:   | cdna4-opt --cdna4pipe-software-pipeline=num-stages=3 --convert-scf-to-cf \
// RUN:       --convert-gpu-to-rocdl='chipset=gfx950' --rocdl-attach-target=chip=gfx950 \
// RUN:       --gpu-module-to-binary=format=isa \
// RUN:   | sed -e 's/\\0A/\n/g' -e 's/\\09/ /g' | FileCheck %s --check-prefix=S3
// RUN: cdna4-gemm-gen \
// RUN:   | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --convert-scf-to-cf \
// RUN:       --convert-gpu-to-rocdl='chipset=gfx950' --rocdl-attach-target=chip=gfx950 \
// RUN:       --gpu-module-to-binary=format=isa \
// RUN:   | sed -e 's/\\0A/\n/g' -e 's/\\09/ /g' | FileCheck %s --check-prefix=S2

// Prologue: 2 tiles x 8 copies, no wait and no barrier before them.
// S3: gpu.binary @cdna4_gemm
// S3: .amdgcn_target \22amdgcn-amd-amdhsa--gfx950\22
// S3-NOT: s_barrier
// S3-COUNT-16: buffer_load_dwordx4 {{.*}} offen lds
// S3-NOT: buffer_load_dwordx4
// Steady state: vmcnt((3-2)*8), bare barrier, 8 copies of tile k+2.
// S3: .LBB0_1:
// S3-NOT: s_barrier
// S3: s_waitcnt vmcnt(8)
// S3-NEXT: s_barrier
// S3-COUNT-8: buffer_load_dwordx4 {{.*}} offen lds
// S3-NOT: buffer_load_dwordx4
// S3: v_mfma_f32_16x16x32_bf16
// S3: s_cbranch_scc1 .LBB0_1
// Epilogue: vmcnt(8) + barrier, then vmcnt(0) + barrier, no more copies.
// S3-NOT: buffer_load_dwordx4
// S3: s_waitcnt vmcnt(8)
// S3-NEXT: s_barrier
// S3-NOT: buffer_load_dwordx4
// S3: s_waitcnt vmcnt(0)
// S3-NEXT: s_barrier
// S3-NOT: buffer_load_dwordx4
// S3-NOT: s_barrier
// S3: v_mfma_f32_16x16x32_bf16
// S3: s_endpgm

// S2: .amdgcn_target \22amdgcn-amd-amdhsa--gfx950\22
// S2-NOT: s_barrier
// S2-COUNT-8: buffer_load_dwordx4 {{.*}} offen lds
// S2-NOT: buffer_load_dwordx4
// S2: .LBB0_1:
// S2-NOT: s_barrier
// S2: s_waitcnt vmcnt(0)
// S2-NEXT: s_barrier
// S2-COUNT-8: buffer_load_dwordx4 {{.*}} offen lds
// S2-NOT: buffer_load_dwordx4
// S2: s_cbranch_scc1 .LBB0_1
// S2-NOT: buffer_load_dwordx4
// S2: s_waitcnt vmcnt(0)
// S2-NEXT: s_barrier
// S2-NOT: buffer_load_dwordx4
// S2-NOT: s_barrier
// S2: s_endpgm
