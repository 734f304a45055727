// Dynamic shapes with masks (issue 24): the GEMM `cdna4-gemm-gen --dynamic`
// writes (M, N, K read at run time, any size: partial tiles masked) written
// the way a Triton-like front end does it: i32 M, N, K arguments, each
// operand a memref.reinterpret_cast of its argument sized by them, the
// contiguous extent K marked `tt.divisibility = 16`, every copy a
// vector.maskedload under `(row < M) & (offs_k < K - k0)`, every C store
// guarded by `row < M && col < N`. Under the default `--schedule auto` it
// gets the generator's dynamic kernel's schedule: the same waits, barriers
// and copy windows, 2 interleave stages and the same modeled cycles.

// RUN: python3 %S/Inputs/frontend_gemm.py --dynamic args --edges > %t.fe.mlir
// RUN: FileCheck %s --check-prefix=FORM < %t.fe.mlir
// FORM: gpu.func @gemm(%A_in: memref<?x?xbf16>, %B_in: memref<?x?xbf16>, %C_in: memref<?x?xbf16>, %M: i32, %N: i32, %K: i32 {tt.divisibility = 16 : i32})
// FORM: %A = memref.reinterpret_cast %A_in to offset: [0], sizes: [%Mx, %Kx], strides: [%Kx, 1] : memref<?x?xbf16> to memref<?x?xbf16>
// FORM: %[[K63:.*]] = arith.addi %Kx, %c63 : index
// FORM-NEXT: %[[KT:.*]] = arith.divui %[[K63]], %c64 : index
// FORM-NEXT: scf.for %kk = %c0 to %[[KT]] step %c1
// FORM: arith.cmpi slt, %{{.*}}, %Mx : index
// FORM: vector.maskedload %A[

// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 257 --n 129 --k 4040 --dynamic -o %t.gen.mlir
// RUN: cdna4-compile %t.gen.mlir --arch gfx950 --report -o %t.gen.s 2>/dev/null > %t.gen.report
// RUN: cdna4-compile %t.fe.mlir --arch gfx950 --report -o %t.fe.s 2>%t.fe.remarks > %t.fe.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.gen.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.fe.report
// REPORT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT: waits in order: vmcnt(8) lgkmcnt(0); vmcnt(8) lgkmcnt(0)
// REPORT-NEXT: s_barrier: 2
// REPORT: copy windows (mfma): 32 32 32 32 32 32 32 32 (min 32, mean 32.0)
// REPORT: modeled (cdna4-perf, latency 1000): 1536 cycles/iteration
// REPORT-NEXT: schedule: default, 2 interleave stages
// The main loops' reports, line for line (not the register counts).
// RUN: sed -n '/main loop/,/copy windows/p' %t.gen.report | tail -n +2 > %t.gen.loop
// RUN: sed -n '/main loop/,/copy windows/p' %t.fe.report | tail -n +2 | diff %t.gen.loop -
// No copy is left in registers.
// RUN: FileCheck %s --check-prefix=REMARKS < %t.fe.remarks
// REMARKS-NOT: cdna4pipe-lds-dma
// REMARKS: remark: cdna4pipe-interleave: loop left as written: it is the unpipelined copy that runs only when the run-time trip count is below 3
// REMARKS-NOT: cdna4pipe-lds-dma

// One compiled kernel: partial tiles in M, N and K (4 K-tiles, pipelined),
// a problem smaller than one tile (2 K-tiles: the unpipelined copy), and
// whole tiles.
// RUN: cdna4-compile %t.fe.mlir --arch gfx950 -o %t.fe.l4.mlir 2>/dev/null
// RUN: cdna4-sim %t.fe.l4.mlir --gemm 257,129,208 --tile 128x128x64 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-sim %t.fe.l4.mlir --gemm 100,16,112 --tile 128x128x64 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-sim %t.fe.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
// SIM: PASS: gemm {{[0-9x]+}} tile 128x128x64 bf16->bf16, 9 policies, 0 race(s)

// The operands typed with a run-time row stride (`--strides`: the
// reinterpret_casts give memref<?x?xbf16, strided<[?, 1]>>, the stride K
// or N, a multiple of 8 by `tt.divisibility`): LDS DMA and buffer stores
// through views of that layout, the same loop, the same simulated results.
// RUN: python3 %S/Inputs/frontend_gemm.py --dynamic args --edges --strides > %t.st.mlir
// RUN: FileCheck %s --check-prefix=STRIDED < %t.st.mlir
// STRIDED: %A = memref.reinterpret_cast %A_in to offset: [0], sizes: [%Mx, %Kx], strides: [%Kx, 1] : memref<?x?xbf16> to memref<?x?xbf16, strided<[?, 1]>>
// RUN: cdna4-compile %t.st.mlir --arch gfx950 --schedule default --interleave-stages 2 --report -o %t.st.s 2>/dev/null | sed -n '/main loop/,/copy windows/p' | tail -n +2 | diff %t.gen.loop -
// RUN: cdna4-compile %t.st.mlir --arch gfx950 --schedule default --interleave-stages 2 -o %t.st.l4.mlir 2>/dev/null
// RUN: cdna4-sim %t.st.l4.mlir --gemm 257,129,208 --tile 128x128x64 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-sim %t.st.l4.mlir --gemm 100,16,112 --tile 128x128x64 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// Without `tt.divisibility` on K the row stride of A and B is not known
// to keep 16-byte chunks aligned: a remark naming it at each copy.
// RUN: sed -e 's/%%K: i32 {tt.divisibility = 16 : i32}/%%K: i32/' %t.st.mlir > %t.st.nodiv.mlir
// RUN: cdna4-opt %t.st.nodiv.mlir --pass-pipeline='builtin.module(gpu.module(cdna4pipe-normalize,cdna4pipe-lds-dma))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=STNODIV
// STNODIV-COUNT-8: remark: cdna4pipe-lds-dma: copy left in registers: the memref's stride of dimension 0 is a run-time value (argument #5 of its function) not known to be a multiple of 8 elements (16 bytes, the chunk a lane moves: it would start unaligned); an integer kernel argument giving it may say so with 'tt.divisibility'
// STNODIV-NOT: remark

// Without `tt.divisibility` on K a 16-byte chunk could straddle K's edge:
// every copy stays a masked load in registers, with a remark at each.
// RUN: sed -e 's/%%K: i32 {tt.divisibility = 16 : i32}/%%K: i32/' %t.fe.mlir > %t.nodiv.mlir
// RUN: cdna4-opt %t.nodiv.mlir --pass-pipeline='builtin.module(gpu.module(cdna4pipe-normalize,cdna4pipe-lds-dma))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODIV
// NODIV-COUNT-8: remark: cdna4pipe-lds-dma: copy left in registers: the mask is not an in-bounds predicate of the load: the mask splits a 16-byte chunk: the last dimension's extent (dimension 1's run-time size) is not known to be a multiple of 8 elements
// NODIV-NOT: remark

// Masks against M, N, K on operands not built from them (memref<?x?> whose
// sizes come from elsewhere): nothing says the mask bounds the memref.
// RUN: sed -e 's/^ *%[ABC] = memref.reinterpret_cast .*//' -e 's/%\([ABC]\)_in:/%\1:/g' %t.fe.mlir > %t.unbound.mlir
// RUN: cdna4-opt %t.unbound.mlir --pass-pipeline='builtin.module(gpu.module(cdna4pipe-normalize,cdna4pipe-lds-dma))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNBOUND
// UNBOUND-COUNT-8: remark: cdna4pipe-lds-dma: copy left in registers: the mask is not an in-bounds predicate of the load: its term 'arith.cmpi' is not 'index < extent' for any dimension of memref<?x?xbf16>
