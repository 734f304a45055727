// Hand-written Level-3 (interleaved) kernels (Inputs/, written by
// gen_level3.py) compiled from their level, which is detected: the lowering
// and LLVM's backend alone, independent of the pipeline, form-stages and
// interleave passes that produce Level 3 in the generated-kernel tests. The
// schedule verifier accepts them, and the counts match the generated flow.
//
// --schedule default pins the plain schedule these checks derive (the
// default, --schedule auto, chooses on the CU model: schedule-auto.mlir).
// RUN: cdna4-compile %S/Inputs/level3-256x256x64-w8-s2.mlir --arch gfx950 --schedule default --time --report | FileCheck %s --check-prefix=W8S2
// RUN: cdna4-compile %S/Inputs/level3-128x128x64-w4-s2.mlir --arch gfx950 --report | FileCheck %s --check-prefix=W4S2
// RUN: cdna4-compile %S/Inputs/level3-128x128x64-w4-s3.mlir --arch gfx950 --report | FileCheck %s --check-prefix=W4S3
// RUN: cdna4-compile %S/Inputs/level3-128x128x64-w4-s3.mlir --arch gfx950 --alias-scopes=false --report | FileCheck %s --check-prefix=W4S3-NOSCOPE

// W8S2: input level: 3 (detected: cdna4pipe.stage regions (interleaved))
// W8S2: mfma: 64 (v_mfma_f32_16x16x32_bf16: 64)
// W8S2-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// W8S2-NEXT: ds_read: 24 (ds_read_b128: 24)
// W8S2: s_waitcnt vmcnt: 1 [vmcnt(0) lgkmcnt(0)]
// W8S2: s_setprio: 1 0 1 0 1 0 1 0 (8)
// W8S2-NEXT: sched_barrier: 0 7 0 0 7 0 0 7 0 0 7 0 (12)
// W8S2-NEXT: copy windows (mfma): 48 48 32 32 16 16 0 0 (min 0, mean 24.0)
// W8S2: scratch bytes: 0
// W8S2-NEXT: lds bytes: 131072
// W8S2-NEXT: occupancy (waves/SIMD): 2

// W4S2: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// W4S2-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// W4S2-NEXT: ds_read: 16 (ds_read_b128: 16)
// W4S2: s_waitcnt vmcnt: 1 [vmcnt(0) lgkmcnt(0)]
// W4S2: lds bytes: 65536

// W4S3: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// W4S3-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// W4S3-NEXT: ds_read: 16 (ds_read_b128: 16)
// W4S3: s_waitcnt vmcnt: 1 [vmcnt(8) lgkmcnt(0)]
// W4S3: lds bytes: 98304

// W4S3-NOSCOPE: s_waitcnt vmcnt: 5 [vmcnt(4), vmcnt(0), vmcnt(0), vmcnt(0), vmcnt(8) lgkmcnt(0)]
