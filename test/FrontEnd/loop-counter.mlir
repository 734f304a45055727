// Issue 24, item 2: the K loop as Triton writes it, an scf.for over i32
// (or i64) counting K in elements (0 to K step 64): cdna4pipe-normalize
// makes it an index loop, and the kernel gets the generator's schedule and
// passes cdna4-sim. The pipeliner alone on an i32 loop leaves it with a
// remark instead of emitting invalid IR (the arith.remui of mixed i32 /
// index operands it used to build).
//
// The generator's kernel of the same GEMM, for the report diff.
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 256 --k 4096 -o %t.gen.mlir
// RUN: cdna4-compile %t.gen.mlir --arch gfx950 --schedule default --report | grep -vE "asm lines|gpr|modeled" > %t.gen.report
//
// i32: python3 frontend_gemm.py --loop i32
// RUN: python3 %S/Inputs/frontend_gemm.py --loop i32 -k 4096 > %t.i32.mlir
// RUN: cdna4-compile %t.i32.mlir --arch gfx950 --schedule default --report -o %t.i32.s > %t.i32.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.i32.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.i32.report | diff %t.gen.report -
// RUN: not grep -w malloc %t.i32.s
// RUN: python3 %S/Inputs/frontend_gemm.py --loop i32 > %t.i32.small.mlir
// RUN: cdna4-compile %t.i32.small.mlir --arch gfx950 --schedule default -o %t.i32.l4.mlir
// RUN: cdna4-sim %t.i32.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
//
// i64: python3 frontend_gemm.py --loop i64
// RUN: python3 %S/Inputs/frontend_gemm.py --loop i64 -k 4096 > %t.i64.mlir
// RUN: cdna4-compile %t.i64.mlir --arch gfx950 --schedule default --report -o %t.i64.s > %t.i64.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.i64.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.i64.report | diff %t.gen.report -
// RUN: not grep -w malloc %t.i64.s
// RUN: python3 %S/Inputs/frontend_gemm.py --loop i64 > %t.i64.small.mlir
// RUN: cdna4-compile %t.i64.small.mlir --arch gfx950 --schedule default -o %t.i64.l4.mlir
// RUN: cdna4-sim %t.i64.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM

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

// Without cdna4pipe-normalize the pipeliner leaves the i32 loop alone, and
// what it prints verifies (cdna4-opt would fail on invalid IR).
// RUN: python3 %S/Inputs/frontend_gemm.py --loop i32 > %t.raw.mlir
// RUN: cdna4-opt %t.raw.mlir --cdna4pipe-lds-dma --cdna4pipe-bare-barriers --cdna4pipe-software-pipeline=num-stages=2 -o %t.raw.out.mlir 2>&1 | FileCheck %s --check-prefix=RAW
// RUN: cdna4-opt %t.raw.out.mlir -o /dev/null
// RAW: remark: cdna4pipe-software-pipeline: loop left untouched: the loop counter is 'i32', not 'index' (cdna4pipe-normalize rewrites the loop over index)
