// REQUIRES: cdna4-gemm-gen
// The 8-wave MXFP4 GEMM (cdna4-gemm-gen --dtype mxfp4 --tile 256x256x256,
// bf16 C) through cdna4-compile --schedule default: every copy, the scale
// tiles' included, stays in flight for at least 80 MFMAs, the bf16
// default's window (gemm-256x256x64-w8-f16.mlir: 80; an FP4 16x16x128 MFMA
// takes a bf16 16x16x32's matrix-pipe time). The scale words are read in
// the first stage that reads their tile (test/Transforms/Interleave/
// mx-scales.mlir), which frees the scale slots for the next copies three
// stages earlier; before, the scale copies had 64. No vmcnt(0), no scratch.
//
// RUN: cdna4-gemm-gen --dtype mxfp4 --tile 256x256x256 > %t.mlir
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default -o %t.s
// RUN: FileCheck %s --check-prefix=NOVM0 < %t.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --report | FileCheck %s --check-prefix=REPORT

// NOVM0: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// NOVM0-NOT: vmcnt(0)
// NOVM0: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// REPORT: kernel gemm
// REPORT: mfma: 64 (v_mfma_scale_f32_16x16x128_f8f6f4: 64)
// REPORT-NEXT: lds dma: 10 (buffer_load_dword: 2, buffer_load_dwordx4: 8)
// REPORT: copy windows (mfma): {{.*}} (min {{([89][0-9]|[1-9][0-9][0-9])}}, mean {{.*}})
// REPORT: scratch bytes: 0
