// Issue 24, item 5: a loop the flow does not transform is left as written,
// with a remark at the loop or at the user's op naming the first thing that
// did not match, and the kernel still compiles and computes the right C.
//
// A, B, C as flat 1-D memrefs (row * K + k): the copies become LDS DMA and
// the loop is pipelined, but the interleave needs rows and k as separate
// indices (it used to report a 'k' of 65600, the linear offset).
// RUN: python3 %S/Inputs/frontend_gemm.py --flat -k 4096 > %t.flat.mlir
// RUN: cdna4-compile %t.flat.mlir --arch gfx950 --schedule default --report -o %t.flat.s 2>&1 | FileCheck %s --check-prefix=FLAT
// FLAT: remark: cdna4pipe-interleave: loop left untouched: the copy reads a 1-D global memref; rows and k must be its last two indices (write the operand as a 2-D or batched memref, e.g. through memref.expand_shape)
// FLAT-NEXT: vector.store %{{.*}}, %As[
// FLAT: lds dma: 8 (buffer_load_dwordx4: 8)
// FLAT: lds bytes: 65536
// RUN: python3 %S/Inputs/frontend_gemm.py --flat > %t.flat.small.mlir
// RUN: cdna4-compile %t.flat.small.mlir --arch gfx950 --schedule default -o %t.flat.l4.mlir
// RUN: cdna4-sim %t.flat.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
// SIM: PASS: gemm 256x256x256 tile 128x128x64 bf16->bf16, 9 policies, 0 race(s)
//
// (A K loop whose trip count is only known at run time is pipelined now:
// runtime-trip-count.mlir.)
//
// Copies with vector.transfer_read that may read out of bounds (no
// in_bounds, as for edge tiles) padded with 1.0: cdna4pipe-normalize gives
// them an explicit mask (vector.maskedload; compilation used to fail in the
// LLVM translation on an unrealized_conversion_cast); an LDS DMA lane out of
// range reads 0, not 1.0, so lds-dma keeps them in registers (padded with
// 0.0 they become DMAs: masked-edges.mlir), the pipeliner leaves the loop
// with a remark at the register-staged store, and the kernel compiles to
// gfx950 code and passes cdna4-sim (every element is in bounds here).
// RUN: python3 %S/Inputs/frontend_gemm.py --copy transfer > %t.oob0.mlir
// RUN: sed -e 's/{in_bounds = \[true\]} : memref<256x256xbf16>/: memref<256x256xbf16>/' -e 's/%%pad = arith.constant 0.0 : bf16/%%pad = arith.constant 1.0 : bf16/' %t.oob0.mlir > %t.oob.mlir
// RUN: cdna4-compile %t.oob.mlir --arch gfx950 --schedule default -o %t.oob.l4.mlir 2>&1 | FileCheck %s --check-prefix=OOB
// OOB: remark: cdna4pipe-lds-dma: copy left in registers: the masked load's pass-through is not zero (an LDS DMA lane out of range reads 0)
// OOB: remark: cdna4pipe-software-pipeline: loop left untouched: 'vector.store' into workgroup memory: a copy staged through registers
// RUN: grep -c llvm.intr.masked.load %t.oob.l4.mlir | FileCheck %s --check-prefix=MASKED
// MASKED: 8
// RUN: cdna4-sim %t.oob.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-compile %t.oob.mlir --arch gfx950 --schedule default -o %t.oob.s
