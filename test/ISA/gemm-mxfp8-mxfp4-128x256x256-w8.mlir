// REQUIRES: cdna4-gemm-gen
// MXFP8 activations x MXFP4 weights (cdna4-gemm-gen --dtype mxfp8
// --b-dtype mxfp4, 128x256x256, 8 waves, bf16 C) through the default
// cdna4-compile flow: every loop MFMA is v_mfma_scale_f32_16x16x128_f8f6f4
// with an 8-register FP8 A, a 4-register FP4 B (blgp:4; cbsz 0 is left out
// of the assembly), real scale registers and op_sel; no vmcnt(0), no
// scratch, copy windows of at least 40 MFMAs (with an FP8 source the MFMA
// takes two bf16 16x16x32s' matrix-pipe time: 80 of the bf16 default's).
//
// --schedule default pins the plain schedule these checks derive.
// RUN: cdna4-gemm-gen --dtype mxfp8 --b-dtype mxfp4 --tile 128x256x256 > %t.mlir
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default -o %t.s
// RUN: FileCheck %s --check-prefix=MFMA < %t.s
// RUN: FileCheck %s --check-prefix=NOVM0 < %t.s
// RUN: FileCheck %s --check-prefix=RES < %t.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --report | FileCheck %s --check-prefix=REPORT

// MFMA: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// MFMA-NOT: v_mfma
// MFMA-COUNT-32: v_mfma_scale_f32_16x16x128_f8f6f4 {{[av]}}[{{[0-9]+}}:{{[0-9]+}}], {{[av]}}[{{[0-9]+}}:{{[0-9]+}}], {{[av]}}[{{[0-9]+}}:{{[0-9]+}}], {{[av]}}[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}}{{( op_sel:\[[01],[01],0\])?}} op_sel_hi:{{\[[01],[01],0\]}} blgp:4{{$}}
// MFMA-NOT: v_mfma
// MFMA: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// NOVM0: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// NOVM0-NOT: vmcnt(0)
// NOVM0: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// Two stages of: A 128x256 FP8 (32 KiB), B 256x256 FP4 (32 KiB), scale
// tiles of 1 KiB (A) and 2 KiB (B).
// RES: .amdhsa_group_segment_fixed_size 137216{{$}}
// RES: .amdhsa_private_segment_fixed_size 0{{$}}
// RES: ; ScratchSize: 0{{$}}

// REPORT: kernel gemm
// REPORT: mfma: 32 (v_mfma_scale_f32_16x16x128_f8f6f4: 32)
// REPORT-NEXT: lds dma: 11 (buffer_load_dwordx4: 8, buffer_load_ushort: 3)
// REPORT-NEXT: ds_read: 28 (ds_read_b128: 24, ds_read_b32: 4)
// REPORT: copy windows (mfma): {{.*}} (min {{([4-9][0-9])}}, mean {{.*}})
// REPORT: scratch bytes: 0
// REPORT: modeled (cdna4-perf, latency 1000): {{[0-9]+}} cycles/iteration (MFMA-bound 2048)
