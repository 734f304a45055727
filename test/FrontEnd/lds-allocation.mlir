// Issue 24, item 1: LDS declared the ways a front end declares it (a
// memref.alloc or memref.alloca in workgroup memory inside the kernel, a
// memref.global in workgroup memory, an i8 arena cut with memref.view)
// gets one allocation model, gfx950 LDS (workgroup attributions, what
// cdna4pipe-normalize makes of all of them): the full schedule, 64 KiB of
// LDS for two slots of both tiles, no scratch and no malloc in the code
// object (before, each alloc became a per-thread malloc cast to LDS: 0 LDS
// bytes, undefined malloc), and the compiled kernel passes cdna4-sim under
// every timing policy. Errors for what cannot be LDS: lds-model-errors.mlir.
//
// The generator's kernel of the same GEMM, for the report diff.
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 256 --k 4096 -o %t.gen.mlir
// RUN: cdna4-compile %t.gen.mlir --arch gfx950 --schedule default --report | grep -vE "asm lines|gpr|modeled" > %t.gen.report
//
// alloc: python3 frontend_gemm.py --lds alloc
// RUN: python3 %S/Inputs/frontend_gemm.py --lds alloc -k 4096 > %t.alloc.mlir
// RUN: cdna4-compile %t.alloc.mlir --arch gfx950 --schedule default --report -o %t.alloc.s > %t.alloc.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.alloc.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.alloc.report | diff %t.gen.report -
// RUN: not grep -w malloc %t.alloc.s
// RUN: python3 %S/Inputs/frontend_gemm.py --lds alloc > %t.alloc.small.mlir
// RUN: cdna4-compile %t.alloc.small.mlir --arch gfx950 --schedule default -o %t.alloc.l4.mlir
// RUN: cdna4-sim %t.alloc.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
//
// global: python3 frontend_gemm.py --lds global
// RUN: python3 %S/Inputs/frontend_gemm.py --lds global -k 4096 > %t.global.mlir
// RUN: cdna4-compile %t.global.mlir --arch gfx950 --schedule default --report -o %t.global.s > %t.global.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.global.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.global.report | diff %t.gen.report -
// RUN: not grep -w malloc %t.global.s
// RUN: python3 %S/Inputs/frontend_gemm.py --lds global > %t.global.small.mlir
// RUN: cdna4-compile %t.global.small.mlir --arch gfx950 --schedule default -o %t.global.l4.mlir
// RUN: cdna4-sim %t.global.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
//
// arena: python3 frontend_gemm.py --lds arena
// RUN: python3 %S/Inputs/frontend_gemm.py --lds arena -k 4096 > %t.arena.mlir
// RUN: cdna4-compile %t.arena.mlir --arch gfx950 --schedule default --report -o %t.arena.s > %t.arena.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.arena.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.arena.report | diff %t.gen.report -
// RUN: not grep -w malloc %t.arena.s
// RUN: python3 %S/Inputs/frontend_gemm.py --lds arena > %t.arena.small.mlir
// RUN: cdna4-compile %t.arena.small.mlir --arch gfx950 --schedule default -o %t.arena.l4.mlir
// RUN: cdna4-sim %t.arena.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
//
// attribution: python3 frontend_gemm.py --lds attribution
// RUN: python3 %S/Inputs/frontend_gemm.py --lds attribution -k 4096 > %t.attribution.mlir
// RUN: cdna4-compile %t.attribution.mlir --arch gfx950 --schedule default --report -o %t.attribution.s > %t.attribution.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.attribution.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.attribution.report | diff %t.gen.report -
// RUN: not grep -w malloc %t.attribution.s
// RUN: python3 %S/Inputs/frontend_gemm.py --lds attribution > %t.attribution.small.mlir
// RUN: cdna4-compile %t.attribution.small.mlir --arch gfx950 --schedule default -o %t.attribution.l4.mlir
// RUN: cdna4-sim %t.attribution.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM

// REPORT: kernel gemm
// REPORT-NEXT: main loop .LBB0_{{[0-9]+}} ({{.*}}, 1 loop(s) in kernel)
// REPORT-NEXT: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT-NEXT: ds_read: 16 (ds_read_b128: 16)
// REPORT-NEXT: ds_write: 0
// REPORT: s_waitcnt vmcnt: 3 [vmcnt(10) lgkmcnt(0), vmcnt(12) lgkmcnt(0), vmcnt(12) lgkmcnt(0)]
// REPORT-NEXT: waits in order: vmcnt(10) lgkmcnt(0); vmcnt(12) lgkmcnt(0); lgkmcnt(0); vmcnt(12) lgkmcnt(0)
// REPORT-NEXT: s_barrier: 4
// REPORT: copy windows (mfma): 48 48 48 48 48 48 48 48 (min 48, mean 48.0)
// REPORT: scratch bytes: 0
// REPORT-NEXT: lds bytes: 65536

// SIM: PASS: gemm 256x256x256 tile 128x128x64 bf16->bf16, 9 policies, 0 race(s)
