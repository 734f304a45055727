// M, N, K that are not multiples of the tile (cdna4-gemm-gen's edges,
// docs/KernelContract.md): the main loop is the full tile's, the same waits
// and copy windows as a problem of whole tiles, with no vmcnt(0) and no
// scratch; the ragged rows and K tail come from the buffer resources'
// bounds (out-of-range LDS-DMA loads read zeros, out-of-range buffer stores
// are dropped), so no branch or mask enters the loop.
// RUN: cdna4-gemm-gen --m 1000 --n 1000 --k 1000 > %t.edges.mlir
// RUN: cdna4-compile %t.edges.mlir --arch gfx950 --schedule default --report -o %t.edges.s | FileCheck %s --check-prefix=LOOP
// RUN: cdna4-gemm-gen --m 1024 --n 1024 --k 1024 > %t.whole.mlir
// RUN: cdna4-compile %t.whole.mlir --arch gfx950 --schedule default --report -o %t.whole.s | FileCheck %s --check-prefix=LOOP
// RUN: FileCheck %s --check-prefix=ASM < %t.edges.s
//
// LOOP: main loop .LBB0_{{[0-9]+}} ({{.*}}, 1 loop(s) in kernel)
// LOOP-NEXT: mfma: 64 (v_mfma_f32_16x16x32_bf16: 64)
// LOOP-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// LOOP: s_waitcnt vmcnt: 2 [vmcnt(8) lgkmcnt(0), vmcnt(8) lgkmcnt(0)]
// LOOP-NOT: vmcnt(0)
// LOOP: copy windows (mfma): 80 80 80 80 80 80 80 80 (min 80, mean 80.0)
// LOOP: scratch bytes: 0
//
// The buffer resources carry the matrices' sizes: A, B and C are 1000 x 1000
// bf16 (2000000 bytes = 0x1e8480), and C is stored through its buffer.
// ASM: s_mov_b32 s{{[0-9]+}}, 0x1e8480
// ASM: buffer_store_short
