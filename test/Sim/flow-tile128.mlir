// REQUIRES: cdna4-gemm-gen
// 128x128x64 tiles with 4 waves pass under every policy at every level of
// the flow, with 2 and 3 LDS slots, interleaved with 4, 2 and 8 stages, and
// lowered; so does a 3-slot 256x128x64 kernel with 8 waves (the default
// 256x256x64 tile needs 192 KiB of LDS for 3 slots, more than gfx950's 160).

// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 --tile=128x128x64 --waves=4 -o %t.l0.mlir
// RUN: cdna4-sim %t.l0.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 -o %t.n2.l1.mlir
// RUN: cdna4-sim %t.n2.l1.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.n2.l1.mlir --cdna4pipe-form-stages -o %t.n2.l2.mlir
// RUN: cdna4-sim %t.n2.l2.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.n2.l2.mlir --cdna4pipe-interleave=stages=4 -o %t.n2.l3.mlir
// RUN: cdna4-sim %t.n2.l3.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.n2.l2.mlir --cdna4pipe-interleave=stages=8 -o %t.n2.l3s8.mlir
// RUN: cdna4-sim %t.n2.l3s8.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.n2.l3.mlir --cdna4pipe-to-gfx950='input-level=3 schedule=default' -o %t.n2.l4.mlir
// RUN: cdna4-sim %t.n2.l4.mlir --gemm 512,512,512 --policy all | FileCheck %s

// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=3 -o %t.n3.l1.mlir
// RUN: cdna4-sim %t.n3.l1.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.n3.l1.mlir --cdna4pipe-form-stages -o %t.n3.l2.mlir
// RUN: cdna4-sim %t.n3.l2.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.n3.l2.mlir --cdna4pipe-interleave=stages=4 -o %t.n3.l3.mlir
// RUN: cdna4-sim %t.n3.l3.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.n3.l2.mlir --cdna4pipe-interleave=stages=2 -o %t.n3.l3s2.mlir
// RUN: cdna4-sim %t.n3.l3s2.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.n3.l3.mlir --cdna4pipe-to-gfx950='input-level=3 schedule=default' -o %t.n3.l4.mlir
// RUN: cdna4-sim %t.n3.l4.mlir --gemm 512,512,512 --policy all | FileCheck %s
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-to-gfx950='num-stages=3 schedule=default' -o %t.n3.full.mlir
// RUN: cdna4-sim %t.n3.full.mlir --gemm 512,512,512 --policy all | FileCheck %s

// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 --tile=256x128x64 --waves=8 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=3 --cdna4pipe-form-stages --cdna4pipe-interleave=stages=4 -o %t.w8.l3.mlir
// RUN: cdna4-sim %t.w8.l3.mlir --gemm 512,512,512 --policy all | FileCheck %s --check-prefix=W8
// RUN: cdna4-opt %t.w8.l3.mlir --cdna4pipe-to-gfx950='input-level=3 schedule=default' -o %t.w8.l4.mlir
// RUN: cdna4-sim %t.w8.l4.mlir --gemm 512,512,512 --policy all | FileCheck %s --check-prefix=W8

// CHECK-COUNT-9: policy {{(issue|lazy|random)/(rr|ahead|random)}}: 3 workgroup(s) of 4x4, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// CHECK-NEXT: PASS: gemm 512x512x512 tile 128x128x64 bf16->bf16, 9 policies, 0 race(s)
// W8-COUNT-9: policy {{(issue|lazy|random)/(rr|ahead|random)}}: 3 workgroup(s) of 4x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// W8-NEXT: PASS: gemm 512x512x512 tile 256x128x64 bf16->bf16, 9 policies, 0 race(s)
