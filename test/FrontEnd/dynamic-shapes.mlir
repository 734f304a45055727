// Dynamic shapes as a Triton-like front end writes them (issue 24): A, B, C
// as memref<?x?xbf16> (batched memref<?x?x?xbf16>), the K-loop's bound
// from memref.dim of A or from i32 M, N, K kernel arguments. The copies
// become LDS DMA through buffer views sized at run time and the loop gets
// the static kernel's schedule, line for line (the schedule does not depend
// on the sizes); one compiled kernel runs every size (multiples of the tile:
// this form writes no masks).

// RUN: python3 %S/Inputs/frontend_gemm.py --dynamic args > %t.args.mlir
// RUN: FileCheck %s --check-prefix=ARGS < %t.args.mlir
// ARGS: gpu.func @gemm(%A: memref<?x?xbf16>, %B: memref<?x?xbf16>, %C: memref<?x?xbf16>, %M: i32, %N: i32, %K: i32)
// ARGS: %Kx = arith.index_cast %K : i32 to index
// ARGS-NEXT: %[[KT:.*]] = arith.divui %Kx, %c64 : index
// ARGS-NEXT: scf.for %kk = %c0 to %[[KT]] step %c1

// RUN: python3 %S/Inputs/frontend_gemm.py -k 4096 > %t.static.mlir
// RUN: cdna4-compile %t.static.mlir --arch gfx950 --schedule default --report -o %t.static.s | sed -n '/main loop/,/copy windows/p' | tail -n +2 > %t.static.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.static.report
// REPORT: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT: waits in order: vmcnt(10) lgkmcnt(0); vmcnt(12) lgkmcnt(0); lgkmcnt(0); vmcnt(12) lgkmcnt(0)
// REPORT: copy windows (mfma): 48 48 48 48 48 48 48 48 (min 48, mean 48.0)
// RUN: cdna4-compile %t.args.mlir --arch gfx950 --schedule default --report -o %t.args.s 2>/dev/null | sed -n '/main loop/,/copy windows/p' | tail -n +2 > %t.args.report
// RUN: diff %t.static.report %t.args.report
// RUN: python3 %S/Inputs/frontend_gemm.py --dynamic dim > %t.dim.mlir
// RUN: cdna4-compile %t.dim.mlir --arch gfx950 --schedule default --report -o %t.dim.s 2>/dev/null | sed -n '/main loop/,/copy windows/p' | tail -n +2 > %t.dim.report
// RUN: diff %t.static.report %t.dim.report
// RUN: python3 %S/Inputs/frontend_gemm.py --dynamic args --loop i32 > %t.i32.mlir
// RUN: cdna4-compile %t.i32.mlir --arch gfx950 --schedule default --report -o %t.i32.s 2>/dev/null | sed -n '/main loop/,/copy windows/p' | tail -n +2 > %t.i32.report
// RUN: diff %t.static.report %t.i32.report

// The copies are LDS DMA from fat raw buffer views of the dynamic memrefs.
// RUN: cdna4-opt %t.dim.mlir --pass-pipeline='builtin.module(gpu.module(cdna4pipe-normalize,cdna4pipe-lds-dma))' 2>/dev/null | FileCheck %s --check-prefix=DMA
// DMA: %[[VIEW:.*]] = amdgpu.fat_raw_buffer_cast %arg0 : memref<?x?xbf16> to memref<?x?xbf16, #amdgpu.address_space<fat_raw_buffer>>
// DMA: amdgpu.gather_to_lds %[[VIEW]]

// One kernel, three sizes: 3 K-tiles (pipelined), 2 K-tiles (below the
// pipeline's guard: the loop as written). The harness binds the front
// end's own M, N, K and the sizes cdna4pipe-kernel-size-args appended.
// RUN: cdna4-compile %t.args.mlir --arch gfx950 -o %t.args.l4.mlir 2>/dev/null
// RUN: cdna4-sim %t.args.l4.mlir --gemm 256,256,256 --tile 128x128x64 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-sim %t.args.l4.mlir --gemm 384,128,192 --tile 128x128x64 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-sim %t.args.l4.mlir --gemm 128,256,128 --tile 128x128x64 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-compile %t.i32.mlir --arch gfx950 -o %t.i32.l4.mlir 2>/dev/null
// RUN: cdna4-sim %t.i32.l4.mlir --gemm 384,128,192 --tile 128x128x64 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// SIM: PASS: gemm {{[0-9x]+}} tile 128x128x64 bf16->bf16, 9 policies, 0 race(s)

// Batched, A K x M and B K x N, the bound from memref.dim: the static
// kernel's schedule of that layout, and the last matrix of the batch checked.
// RUN: python3 %S/Inputs/frontend_gemm.py --dynamic dim --batch 2 --a-km --b-kn > %t.b.mlir
// RUN: python3 %S/Inputs/frontend_gemm.py --batch 2 --a-km --b-kn -k 4096 > %t.bs.mlir
// RUN: cdna4-compile %t.bs.mlir --arch gfx950 --schedule default --report -o %t.bs.s | sed -n '/main loop/,/copy windows/p' | tail -n +2 > %t.bs.report
// RUN: cdna4-compile %t.b.mlir --arch gfx950 --schedule default --report -o %t.b.s 2>/dev/null | sed -n '/main loop/,/copy windows/p' | tail -n +2 > %t.b.report
// RUN: diff %t.bs.report %t.b.report
// RUN: cdna4-compile %t.b.mlir --arch gfx950 -o %t.b.l4.mlir 2>/dev/null
// RUN: cdna4-sim %t.b.l4.mlir --gemm 128,256,320 --tile 128x128x64 --batch 3 --a-layout km --b-layout kn --policy all | FileCheck %s --check-prefix=BATCH
// BATCH: PASS: gemm 128x256x320 tile 128x128x64 bf16->bf16, A K x M, B K x N, matrix 2 of 3, 9 policies, 0 race(s)

// Planted: the K-loop bound read from the wrong size (M instead of K): at
// M != K the kernel computes a different product and the simulator fails it.
// RUN: sed -e 's/%%Kx = arith.index_cast %%K : i32/%%Kx = arith.index_cast %%M : i32/' %t.args.mlir > %t.wrongk.mlir
// RUN: cdna4-compile %t.wrongk.mlir --arch gfx950 -o %t.wrongk.l4.mlir 2>/dev/null
// RUN: not cdna4-sim %t.wrongk.l4.mlir --gemm 128,256,256 --tile 128x128x64 --policy issue/rr 2>&1 | FileCheck %s --check-prefix=WRONGK
// WRONGK: FAIL
