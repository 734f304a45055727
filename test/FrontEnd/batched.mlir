// Issue 24, item 3: a batched GEMM over 3-D memrefs [batch x rows x K]
// with the batch index from gpu.block_id z: the interleave reads rows and k
// from the last two indices (it used to take the batch index for the row
// and stop compilation: 'cannot split the loop's 64 MFMAs ... 1 N
// fragments'), so the kernel gets the generator's schedule. cdna4-sim's
// harness with --batch N runs and checks the last matrix (workgroup id z =
// N-1, so a wrong batch stride fails); without it, matrix 0 of a grid z = 1.
//
// The generator's kernel of the same GEMM, for the report diff.
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 256 --k 4096 -o %t.gen.mlir
// RUN: cdna4-compile %t.gen.mlir --arch gfx950 --schedule default --report | grep -vE "asm lines|gpr|modeled" > %t.gen.report
//
// batch: python3 frontend_gemm.py --batch 2
// RUN: python3 %S/Inputs/frontend_gemm.py --batch 2 -k 4096 > %t.batch.mlir
// RUN: cdna4-compile %t.batch.mlir --arch gfx950 --schedule default --report -o %t.batch.s > %t.batch.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.batch.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.batch.report | diff %t.gen.report -
// RUN: not grep -w malloc %t.batch.s
// RUN: python3 %S/Inputs/frontend_gemm.py --batch 2 > %t.batch.small.mlir
// RUN: cdna4-compile %t.batch.small.mlir --arch gfx950 --schedule default -o %t.batch.l4.mlir
// RUN: cdna4-sim %t.batch.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-sim %t.batch.l4.mlir --gemm 256,256,256 --tile 128x128x64 --batch 2 --policy all | FileCheck %s --check-prefix=SIM2
// The kernel of a batch of 2 read as a batch of 3 checks matrix 2, which it
// never writes (its block z = 2 reads and writes past its operands): fails.
// RUN: not cdna4-sim %t.batch.l4.mlir --gemm 256,256,256 --tile 128x128x64 --batch 3 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=SIM3
//
// batch_subview: python3 frontend_gemm.py --batch 3 --subview
// RUN: python3 %S/Inputs/frontend_gemm.py --batch 3 --subview -k 4096 > %t.batch_subview.mlir
// RUN: cdna4-compile %t.batch_subview.mlir --arch gfx950 --schedule default --report -o %t.batch_subview.s > %t.batch_subview.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.batch_subview.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.batch_subview.report | diff %t.gen.report -
// RUN: not grep -w malloc %t.batch_subview.s
// RUN: python3 %S/Inputs/frontend_gemm.py --batch 3 --subview > %t.batch_subview.small.mlir
// RUN: cdna4-compile %t.batch_subview.small.mlir --arch gfx950 --schedule default -o %t.batch_subview.l4.mlir
// RUN: cdna4-sim %t.batch_subview.l4.mlir --gemm 256,256,256 --tile 128x128x64 --batch 3 --policy all | FileCheck %s --check-prefix=SIM3OF3

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
// SIM2: PASS: gemm 256x256x256 tile 128x128x64 bf16->bf16, matrix 1 of 2, 9 policies, 0 race(s)
// SIM3OF3: PASS: gemm 256x256x256 tile 128x128x64 bf16->bf16, matrix 2 of 3, 9 policies, 0 race(s)
// SIM3: FAIL
