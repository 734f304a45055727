// REQUIRES: cdna4-gemm-gen
// The MXFP8 GEMM (cdna4-gemm-gen --dtype mxfp8, 256x256x128, 8 waves, bf16
// C) through the default cdna4-compile flow: the loop's MFMAs are
// v_mfma_scale_f32_16x16x128_f8f6f4 with FP8 E4M3 sources (8 registers
// each; cbsz = blgp = 0, which the assembly leaves out), real scale
// registers and op_sel picking the scale byte; the scale tiles' 2-byte
// copies are buffer_load_ushort ... lds; no vmcnt(0) and no scratch.
// Copy windows: at least 40 MFMAs (an FP8 MFMA takes twice a bf16
// 16x16x32's matrix-pipe time: 80 of the bf16 default's MFMAs).
//
// --schedule default pins the plain schedule these checks derive.
// RUN: cdna4-gemm-gen --dtype mxfp8 --tile 256x256x128 > %t.mlir
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default -o %t.s
// RUN: FileCheck %s --check-prefix=MFMA < %t.s
// RUN: FileCheck %s --check-prefix=NOVM0 < %t.s
// RUN: FileCheck %s --check-prefix=RES < %t.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --report | FileCheck %s --check-prefix=REPORT

// MFMA: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// MFMA-NOT: v_mfma
// MFMA-COUNT-32: v_mfma_scale_f32_16x16x128_f8f6f4 {{[av]}}[{{[0-9]+}}:{{[0-9]+}}], {{[av]}}[{{[0-9]+}}:{{[0-9]+}}], {{[av]}}[{{[0-9]+}}:{{[0-9]+}}], {{[av]}}[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}}{{( op_sel:\[[01],[01],0\])?}} op_sel_hi:{{\[[01],[01],0\]$}}
// MFMA-NOT: v_mfma
// MFMA: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// NOVM0: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// NOVM0-NOT: vmcnt(0)
// NOVM0: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// 2 x 2 x 32 KiB data tiles + 2 x 2 x 1 KiB scale tiles (two stages).
// RES: .amdhsa_group_segment_fixed_size 135168{{$}}
// RES: .amdhsa_private_segment_fixed_size 0{{$}}
// RES: ; ScratchSize: 0{{$}}

// REPORT: kernel gemm
// REPORT: mfma: 32 (v_mfma_scale_f32_16x16x128_f8f6f4: 32)
// REPORT-NEXT: lds dma: 10 (buffer_load_dwordx4: 8, buffer_load_ushort: 2)
// REPORT-NEXT: ds_read: 27 (ds_read_b128: 24, ds_read_b32: 3)
// REPORT: copy windows (mfma): {{.*}} (min {{([4-9][0-9])}}, mean {{.*}})
// REPORT: scratch bytes: 0
// REPORT: modeled (cdna4-perf, latency 1000): {{[0-9]+}} cycles/iteration (MFMA-bound 2048)
