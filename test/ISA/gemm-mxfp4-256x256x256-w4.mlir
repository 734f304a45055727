// REQUIRES: cdna4-gemm-gen
// The MXFP4 GEMM (cdna4-gemm-gen --dtype mxfp4, 256x256x256, 4 waves, bf16
// C) through the default cdna4-compile flow: the loop's MFMAs are
// v_mfma_scale_f32_16x16x128_f8f6f4 with FP4 sources (cbsz:4 blgp:4), real
// scale registers and op_sel picking the scale byte; no vmcnt(0) and no
// scratch, and every copy (the scale tiles' 4-byte copies included) stays in
// flight for at least 80 MFMAs, the bf16 default's window
// (gemm-256x256x64-w8-f16.mlir: 80). An FP4 MFMA is four times a bf16 one's
// work in as many matrix-pipe passes.
//
// --schedule default pins the plain schedule these checks derive (the
// default, --schedule auto, chooses on the CU model).
// RUN: cdna4-gemm-gen --dtype mxfp4 --tile 256x256x256 --waves 4 > %t.mlir
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default -o %t.s
// RUN: FileCheck %s --check-prefix=MFMA < %t.s
// RUN: FileCheck %s --check-prefix=NOVM0 < %t.s
// RUN: FileCheck %s --check-prefix=RES < %t.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --report | FileCheck %s --check-prefix=REPORT

// MFMA: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// MFMA-NOT: v_mfma
// MFMA-COUNT-128: v_mfma_scale_f32_16x16x128_f8f6f4 {{[av]}}[{{[0-9]+}}:{{[0-9]+}}], {{[av]}}[{{[0-9]+}}:{{[0-9]+}}], {{[av]}}[{{[0-9]+}}:{{[0-9]+}}], {{[av]}}[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}} {{.*}}cbsz:4 blgp:4{{$}}
// MFMA-NOT: v_mfma
// MFMA: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// NOVM0: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// NOVM0-NOT: vmcnt(0)
// NOVM0: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// 2 x 64 KiB data tiles + 2 x 2 x 2 KiB scale tiles (two stages).
// RES: .amdhsa_group_segment_fixed_size 139264{{$}}
// RES: .amdhsa_private_segment_fixed_size 0{{$}}
// RES: ; ScratchSize: 0{{$}}

// REPORT: kernel gemm
// REPORT: mfma: 128 (v_mfma_scale_f32_16x16x128_f8f6f4: 128)
// REPORT-NEXT: lds dma: 20 (buffer_load_dword: 4, buffer_load_dwordx4: 16)
// REPORT-NEXT: ds_read: {{[0-9]+}} ({{.*}}ds_read_b128: 32{{.*}})
// REPORT: copy windows (mfma): {{.*}} (min {{([89][0-9]|[1-9][0-9][0-9])}}, mean {{.*}})
// REPORT: scratch bytes: 0
// REPORT: lds bytes: 139264
// REPORT: modeled (cdna4-perf, latency 1000): {{[0-9]+}} cycles/iteration (MFMA-bound 2048)
