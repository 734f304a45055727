// Issue 24: LDS rows padded instead of XOR-swizzled (frontend_gemm.py --pad
// 8: A and B tiles memref<128x72xbf16>, 16-byte chunks at [row, 8 c]). An
// LDS DMA instruction fills one contiguous 1 KiB block, and 8 rows 144 bytes
// apart are not one: cdna4pipe-lds-dma leaves each copy in registers with a
// remark at the store naming the padding, the pipeliner leaves the loop as
// written with a remark at the first register-staged store, and the kernel
// compiles (no scratch, no malloc) and computes the right C.
//
// RUN: python3 %S/Inputs/frontend_gemm.py --pad 8 -k 4096 > %t.pad.mlir
// RUN: cdna4-compile %t.pad.mlir --arch gfx950 --schedule default --report -o %t.pad.s > %t.pad.report 2>&1
// RUN: FileCheck %s --check-prefix=REMARK < %t.pad.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.pad.report
// RUN: not grep -w malloc %t.pad.s
// RUN: python3 %S/Inputs/frontend_gemm.py --pad 8 > %t.pad.small.mlir
// RUN: cdna4-compile %t.pad.small.mlir --arch gfx950 --schedule default -o %t.pad.l4.mlir 2>/dev/null
// RUN: cdna4-sim %t.pad.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
// The remarks are all there is: every copy is named once.
// RUN: grep -c "cdna4pipe-lds-dma: copy left in registers" %t.pad.report | FileCheck %s --check-prefix=COUNT

// REMARK: remark: cdna4pipe-lds-dma: copy left in registers: wave 0 does not store one contiguous 1 KiB block of 16-byte chunks (lane 57 stores LDS element 512, block starts at 0): LDS rows 72 elements (144 bytes) apart, padded or of a width that neither divides nor is a multiple of 1 KiB: the rows one DMA instruction covers are not one contiguous block (to avoid bank conflicts, XOR-swizzle the 16-byte chunks instead of padding the rows)
// REMARK-NEXT: vector.store %{{.*}}, %As[{{.*}}] : memref<128x72xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// REMARK: remark: cdna4pipe-software-pipeline: loop left untouched: 'vector.store' into workgroup memory: a copy staged through registers, not an LDS DMA (cdna4pipe-lds-dma takes a global vector.load stored whole, and says why at the op when it refuses one)
// REMARK-NEXT: vector.store %{{.*}}, %As[{{.*}}] : memref<128x72xbf16
// REPORT: lds dma: 0
// REPORT: ds_write: 8
// REPORT: scratch bytes: 0
// REPORT-NEXT: lds bytes: 36864
// SIM: PASS: gemm 256x256x256 tile 128x128x64 bf16->bf16, 9 policies, 0 race(s)
// COUNT: 8
