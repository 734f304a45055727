// REQUIRES: cdna4-gemm-gen
// The FP8 E4M3 GEMM (cdna4-gemm-gen --dtype fp8e4m3, 256x256x128, 4 waves,
// bf16 C) through the default cdna4-compile flow: the loop's MFMAs are
// v_mfma_f32_16x16x128_f8f6f4 with E4M3 sources (no cbsz / blgp modifier),
// no vmcnt(0) and no scratch, and every copy stays in flight for at least
// 80 MFMAs, the bf16 default's window (gemm-256x256x64-w8-f16.mlir: 80).
// Each FP8 MFMA is twice a bf16 one's work per matrix-pipe pass.
//
// --schedule default pins the plain schedule these checks derive (the
// default, --schedule auto, chooses on the CU model).
// RUN: cdna4-gemm-gen --dtype fp8e4m3 --tile 256x256x128 --waves 4 > %t.mlir
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default -o %t.s
// RUN: FileCheck %s --check-prefix=MFMA < %t.s
// RUN: FileCheck %s --check-prefix=NOVM0 < %t.s
// RUN: FileCheck %s --check-prefix=RES < %t.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --report | FileCheck %s --check-prefix=REPORT
// E4M3 x E5M2: blgp:1 on every MFMA (B's format), A's stays E4M3.
// RUN: cdna4-gemm-gen --dtype fp8e4m3 --b-dtype fp8e5m2 --tile 256x256x128 --waves 4 | cdna4-compile - --arch gfx950 --schedule default -o %t.mix.s
// RUN: FileCheck %s --check-prefix=MIX < %t.mix.s

// MFMA: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// MFMA-NOT: v_mfma
// MFMA-COUNT-64: v_mfma_f32_16x16x128_f8f6f4 {{[av]}}[{{[0-9]+}}:{{[0-9]+}}], {{[av]}}[{{[0-9]+}}:{{[0-9]+}}], {{[av]}}[{{[0-9]+}}:{{[0-9]+}}], {{[av]}}[{{[0-9]+}}:{{[0-9]+}}]{{$}}
// MFMA-NOT: v_mfma
// MFMA: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// NOVM0: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// NOVM0-NOT: vmcnt(0)
// NOVM0: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// RES: .amdhsa_group_segment_fixed_size 131072{{$}}
// RES: .amdhsa_private_segment_fixed_size 0{{$}}
// RES: ; ScratchSize: 0{{$}}

// REPORT: kernel gemm
// REPORT: mfma: 64 (v_mfma_f32_16x16x128_f8f6f4: 64)
// REPORT-NEXT: lds dma: 16 (buffer_load_dwordx4: 16)
// REPORT-NEXT: ds_read: 32 (ds_read_b128: 32)
// REPORT: copy windows (mfma): {{.*}} (min {{([89][0-9]|[1-9][0-9][0-9])}}, mean {{.*}})
// REPORT: scratch bytes: 0
// REPORT: lds bytes: 131072
// REPORT: modeled (cdna4-perf, latency 1000): {{[0-9]+}} cycles/iteration (MFMA-bound 2048)

// MIX: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// MIX-NOT: v_mfma
// MIX-COUNT-64: v_mfma_f32_16x16x128_f8f6f4 {{.*}} blgp:1{{$}}
// MIX-NOT: v_mfma
// MIX: s_cbranch_{{[a-z0-9]+}} [[LOOP]]
