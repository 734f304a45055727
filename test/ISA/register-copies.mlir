// The default kernel written the way a front end writes it
// (cdna4-gemm-gen --copy-style register: global vector.load -> vector.store
// into the XOR-swizzled LDS tile, gpu.barrier) through cdna4-compile, which
// runs cdna4pipe-lds-dma and cdna4pipe-bare-barriers before the schedule
// passes: the main loop has the economy of the DMA-form kernel (see
// gemm-256x256x64-w8-2stage.mlir): 8 buffer_load_dwordx4 ... lds, no
// ds_write, no global load into VGPRs, the same counted vmcnt waits and no
// vmcnt(0).
//
// --schedule default pins the plain schedule these checks derive (the
// default, --schedule auto, chooses on the CU model: schedule-auto.mlir).
// RUN: cdna4-gemm-gen --copy-style register > %t.mlir
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default -o %t.s
// RUN: FileCheck %s --check-prefix=DMA < %t.s
// RUN: FileCheck %s --check-prefix=DSREAD < %t.s
// RUN: FileCheck %s --check-prefix=NOVM0 < %t.s
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --report | FileCheck %s --check-prefix=REPORT
// The report equals the DMA-form kernel's (asm line numbers, register
// counts and the modeled cycles aside).
// RUN: cdna4-gemm-gen > %t.dma.mlir
// RUN: cdna4-compile %t.dma.mlir --arch gfx950 --schedule default --report | grep -vE "asm lines|gpr|modeled" > %t.dma.report
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --report | grep -vE "asm lines|gpr|modeled" > %t.report
// RUN: diff %t.dma.report %t.report
// The whole kernel has no global load into VGPRs and no LDS store.
// RUN: not grep -E "global_load|ds_write|buffer_load_dwordx4 v\[" %t.s

// DMA: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// DMA-NOT: {{buffer_load|global_load}}
// DMA-COUNT-8: buffer_load_dwordx4 v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 offen lds{{$}}
// DMA-NOT: {{buffer_load|global_load}}
// DMA: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// DSREAD: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// DSREAD-NOT: {{ds_read|ds_write}}
// DSREAD-COUNT-24: ds_read_b128 v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}
// DSREAD-NOT: {{ds_read|ds_write}}
// DSREAD: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// NOVM0: [[LOOP:\.LBB0_[0-9]+]]:{{.*}}Loop Header
// NOVM0-NOT: vmcnt(0)
// NOVM0: s_cbranch_{{[a-z0-9]+}} [[LOOP]]

// REPORT: kernel gemm
// REPORT-NEXT: main loop .LBB0_{{[0-9]+}} ({{.*}}, 1 loop(s) in kernel)
// REPORT-NEXT: mfma: 64 (v_mfma_f32_16x16x32_bf16: 64)
// REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT-NEXT: ds_read: 24 (ds_read_b128: 24)
// REPORT-NEXT: ds_write: 0
// REPORT-NEXT: s_waitcnt: {{[0-9]+}}
// REPORT-NEXT: s_waitcnt vmcnt: 2 [{{.*}}]
// REPORT-NEXT: waits in order: {{.*}}
// REPORT-NEXT: s_barrier: 2
// REPORT: lds bytes: 131072
// REPORT-NEXT: occupancy (waves/SIMD): 2
