// Dynamic shapes (issue 24): ONE kernel over memref<?x?xbf16> reads M, N, K
// at run time (memref.dim: the edge guards and the K-loop's trip count
// ceil(K / BK)). cdna4pipe-kernel-size-args passes each operand as a bare
// pointer plus its sizes as i32 arguments (docs/KernelContract.md), so the
// buffer resources take num_records from the run-time sizes and rows past
// the edge still read zeros. The compiled kernel is simulated at several
// sizes, partial tiles and a K shorter than the pipeline (the unpipelined
// branch of the versioned loop) included.

// RUN: cdna4-gemm-gen --dynamic --tile 128x128x64 --waves 4 -o %t.l0.mlir
// RUN: FileCheck %s --check-prefix=GEN < %t.l0.mlir
// GEN: cdna4pipe.gemm = {c_dtype = "bf16", dtype = "bf16", swizzle = "xor", tile_k = 64 : i64, tile_m = 128 : i64, tile_n = 128 : i64, waves = 4 : i64}
// GEN: gpu.func @gemm(%[[A:.*]]: memref<?x?xbf16>, %[[B:.*]]: memref<?x?xbf16>, %[[C:.*]]: memref<?x?xbf16>)
// GEN-NOT: known_grid_size
// GEN-SAME: {
// GEN: %[[K:.*]] = memref.dim %[[A]], %c1 : memref<?x?xbf16>
// GEN-NEXT: %[[M:.*]] = memref.dim %[[A]], %c0 : memref<?x?xbf16>
// GEN: %[[KT:.*]] = arith.ceildivui %[[K]], %c64 : index
// GEN: scf.for %{{.*}} = %c0 to %[[KT]] step %c1
// GEN: %[[IN:.*]] = arith.cmpi ult, %[[ROW:.*]], %[[M]] : index
// GEN-NEXT: %[[INK:.*]] = arith.cmpi ult, %{{.*}}, %[[K]] : index
// GEN-NEXT: %[[BOTH:.*]] = arith.andi %[[IN]], %[[INK]] : i1
// GEN-NEXT: %{{.*}} = arith.select %[[BOTH]], %[[ROW]], %[[M]] : index

// RUN: cdna4-compile %t.l0.mlir --arch gfx950 --schedule default -o %t.l4.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=ABI < %t.l4.mlir
// ABI: llvm.func @gemm(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32)
// ABI-SAME: cdna4pipe.size_args = [array<i64: 0, 0, 2>, array<i64: 0, 1, 2>, array<i64: 1, 0, 2>, array<i64: 1, 1, 2>, array<i64: 2, 0, 2>, array<i64: 2, 1, 2>]

// RUN: cdna4-sim %t.l4.mlir --gemm 256,256,256 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-sim %t.l4.mlir --gemm 257,129,200 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-sim %t.l4.mlir --gemm 100,72,64 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-sim %t.l4.mlir --gemm 384,136,1000 --blocks 0:0,1:2 --policy all | FileCheck %s --check-prefix=SIM
// SIM: PASS: gemm {{[0-9x]+}} tile 128x128x64 bf16->bf16, 9 policies, 0 race(s)

// The schedule does not depend on the sizes: the main loop of the dynamic
// kernel (the pipelined branch) is the static kernel's, line for line.
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 4 --m 256 --n 256 --k 4096 -o %t.static.mlir
// RUN: cdna4-compile %t.static.mlir --arch gfx950 --schedule default --report -o %t.static.s | sed -n '/main loop/,/copy windows/p' | tail -n +2 > %t.static.report
// RUN: cdna4-compile %t.l0.mlir --arch gfx950 --schedule default --report -o %t.dyn.s 2>/dev/null | sed -n '/main loop/,/copy windows/p' | tail -n +2 > %t.dyn.report
// RUN: diff %t.static.report %t.dyn.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.dyn.report
// REPORT: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT: waits in order: vmcnt(10) lgkmcnt(0); vmcnt(12) lgkmcnt(0); lgkmcnt(0); vmcnt(12) lgkmcnt(0)
// REPORT: copy windows (mfma): 48 48 48 48 48 48 48 48 (min 48, mean 48.0)

// B stored K x N, dynamic: N a multiple of 8 (whole 16-byte copies).
// RUN: cdna4-gemm-gen --dynamic --tile 128x128x64 --waves 4 --b-layout kn -o %t.kn.mlir
// RUN: cdna4-compile %t.kn.mlir --arch gfx950 -o %t.kn.l4.mlir 2>/dev/null
// RUN: cdna4-sim %t.kn.l4.mlir --gemm 257,136,200 --blocks all --policy all | FileCheck %s --check-prefix=KN
// KN: PASS: gemm 257x136x200 tile 128x128x64 bf16->bf16, B K x N, 9 policies, 0 race(s)

// FP8, dynamic: the resource's start moves by whole bytes (an i8 GEP: a GEP
// over f8E4M3FN, which has no LLVM type, crashed LLVM IR translation). K is
// a multiple of 16 (whole 16-byte chunks, docs/KernelContract.md); M and N
// partial.
// RUN: cdna4-gemm-gen --dynamic --dtype fp8e4m3 --tile 128x128x128 --waves 4 -o %t.fp8.mlir
// RUN: cdna4-compile %t.fp8.mlir --arch gfx950 -o %t.fp8.l4.mlir 2>/dev/null
// RUN: cdna4-sim %t.fp8.l4.mlir --gemm 257,136,208 --blocks all --policy all | FileCheck %s --check-prefix=FP8
// FP8: PASS: gemm 257x136x208 tile 128x128x128 fp8e4m3->bf16, 9 policies, 0 race(s)

// Planted: A's two sizes described the wrong way round: the kernel reads A
// as 200 rows of 257 and the simulator fails it (the sizes are what the
// kernel computes with).
// RUN: sed -e 's/array<i64: 0, 0, 2>, array<i64: 0, 1, 2>/array<i64: 0, 1, 2>, array<i64: 0, 0, 2>/' %t.l4.mlir > %t.swapped.mlir
// RUN: not cdna4-sim %t.swapped.mlir --gemm 257,129,200 --blocks all --policy issue/rr 2>&1 | FileCheck %s --check-prefix=SWAP
// SWAP: FAIL

// The harness needs the sizes described: without cdna4pipe.size_args the six
// integer arguments are not M, N, K.
// RUN: sed -e 's/cdna4pipe.size_args = \[[^]]*\], //' %t.l4.mlir > %t.bare.mlir
// RUN: not cdna4-sim %t.bare.mlir --gemm 256,256,256 2>&1 | FileCheck %s --check-prefix=BARE
// BARE: error: cdna4-sim: a bf16 GEMM kernel takes (A, B, C) pointers, then M, N, K as integers or the sizes of its dynamic-shaped operands (cdna4pipe.size_args); 6 integer arguments are not M, N, K

// Forms that have no dynamic shapes yet: an error naming why.
// RUN: not cdna4-gemm-gen --dynamic --copy-style register --tile 128x128x64 --waves 4 2>&1 | FileCheck %s --check-prefix=REG
// REG: --dynamic: --copy-style=register (edges read zeros through the buffer bounds of DMA copies) needs static M, N, K (dynamic shapes take the edge guards)
// RUN: not cdna4-gemm-gen --dynamic --dtype mxfp8 --tile 256x256x128 2>&1 | FileCheck %s --check-prefix=MX
// MX: --dynamic: mxfp8 (scales per 32 K-elements) needs static M, N, K
