// REQUIRES: cdna4-gemm-gen
// The front-end form of the default kernel (cdna4-gemm-gen --copy-style
// register: register-staged copies into the XOR-swizzled LDS tile,
// gpu.barrier) on a 512x512x256 problem passes under every timing policy at
// every level: as written, after cdna4pipe-lds-dma (DMA copies, gpu.barrier
// kept), after cdna4pipe-bare-barriers (counted waits), software-pipelined,
// raised, interleaved, and lowered by the whole cdna4pipe-to-gfx950
// pipeline. C agrees with the DMA-form kernel's to the last bit: the same
// max error against the reference, at every level.

// RUN: cdna4-gemm-gen --copy-style register -m 512 -n 512 -k 256 -o %t.r.mlir
// RUN: cdna4-sim %t.r.mlir --gemm 512,512,256 --policy all > %t.1.sim
// RUN: FileCheck %s < %t.1.sim
// RUN: cdna4-opt %t.r.mlir --cdna4pipe-lds-dma -o %t.dma.mlir
// RUN: cdna4-sim %t.dma.mlir --gemm 512,512,256 --policy all > %t.2.sim
// RUN: FileCheck %s < %t.2.sim
// RUN: cdna4-opt %t.dma.mlir --cdna4pipe-bare-barriers -o %t.l0.mlir
// RUN: cdna4-sim %t.l0.mlir --gemm 512,512,256 --policy all > %t.3.sim
// RUN: FileCheck %s < %t.3.sim
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 -o %t.l1.mlir
// RUN: cdna4-sim %t.l1.mlir --gemm 512,512,256 --policy all > %t.4.sim
// RUN: FileCheck %s < %t.4.sim
// RUN: cdna4-opt %t.l1.mlir --cdna4pipe-form-stages -o %t.l2.mlir
// RUN: cdna4-sim %t.l2.mlir --gemm 512,512,256 --policy all > %t.5.sim
// RUN: FileCheck %s < %t.5.sim
// RUN: cdna4-opt %t.l2.mlir --cdna4pipe-interleave -o %t.l3.mlir
// RUN: cdna4-sim %t.l3.mlir --gemm 512,512,256 --policy all > %t.6.sim
// RUN: FileCheck %s < %t.6.sim
// RUN: cdna4-opt %t.r.mlir --cdna4pipe-to-gfx950=schedule=default -o %t.l4.mlir
// RUN: cdna4-sim %t.l4.mlir --gemm 512,512,256 --policy all > %t.7.sim
// RUN: FileCheck %s < %t.7.sim
// The DMA-form kernel, for the same figures.
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 256 -o %t.d.mlir
// RUN: cdna4-sim %t.d.mlir --gemm 512,512,256 --policy all > %t.8.sim
// RUN: FileCheck %s < %t.8.sim
// RUN: cdna4-opt %t.d.mlir --cdna4pipe-to-gfx950=schedule=default -o %t.d4.mlir
// RUN: cdna4-sim %t.d4.mlir --gemm 512,512,256 --policy all > %t.9.sim
// RUN: FileCheck %s < %t.9.sim

// One error figure over all 9 runs x 9 policies of both copy styles.
// RUN: cat %t.*.sim | grep -o "max abs err .*, 0 element" | sort -u | wc -l | FileCheck %s --check-prefix=SAME
// SAME: {{^1$}}

// CHECK-COUNT-9: policy {{[a-z]+}}/{{[a-z]+}}: 3 workgroup(s) of 2x2, max abs err [[ERR:[0-9.e+-]+]], max rel err [[REL:[0-9.e+-]+]], 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK: PASS: gemm 512x512x256 tile 256x256x64 bf16->bf16, 9 policies, 0 race(s)
