// REQUIRES: cdna4-gemm-gen
// The default kernel (256x256x64 tile, 8 waves, bf16, xor swizzle; here on a
// 512^3 problem so that every policy runs in a moment) passes under every
// timing policy at every level of the flow: plain (Level 0), software-
// pipelined with 2 slots (Level 1; 3 slots need 192 KiB of LDS, see
// flow-tile128.mlir for 3-slot kernels), raised (Level 2), interleaved with 4,
// 2 and 8 stages (Level 3), and lowered to LLVM + ROCDL (Level 4) by the
// cdna4pipe-to-gfx950 pipeline (cdna4-compile's MLIR part), both from the
// interleaved file and in one go from the plain one. cdna4-sim lowers the
// higher levels itself with the lowering half of that same pipeline.

// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 -o %t.l0.mlir
// RUN: cdna4-sim %t.l0.mlir --gemm 512,512,512 --policy all --print-lowering | FileCheck %s --check-prefixes=UP,ALL
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 -o %t.l1.mlir
// RUN: cdna4-sim %t.l1.mlir --gemm 512,512,512 --policy all --print-lowering | FileCheck %s --check-prefixes=UP,ALL
// RUN: cdna4-opt %t.l1.mlir --cdna4pipe-form-stages -o %t.l2.mlir
// RUN: cdna4-sim %t.l2.mlir --gemm 512,512,512 --policy all --print-lowering | FileCheck %s --check-prefixes=DIALECT,ALL
// RUN: cdna4-opt %t.l2.mlir --cdna4pipe-interleave=stages=4 -o %t.l3.mlir
// RUN: cdna4-sim %t.l3.mlir --gemm 512,512,512 --policy all --print-lowering | FileCheck %s --check-prefixes=DIALECT,ALL
// RUN: cdna4-opt %t.l2.mlir --cdna4pipe-interleave=stages=2 -o %t.l3s2.mlir
// RUN: cdna4-sim %t.l3s2.mlir --gemm 512,512,512 --policy all | FileCheck %s --check-prefix=ALL
// RUN: cdna4-opt %t.l2.mlir --cdna4pipe-interleave=stages=8 -o %t.l3s8.mlir
// RUN: cdna4-sim %t.l3s8.mlir --gemm 512,512,512 --policy all | FileCheck %s --check-prefix=ALL
// RUN: cdna4-opt %t.l3.mlir --cdna4pipe-to-gfx950='input-level=3 schedule=default' -o %t.l4.mlir
// RUN: cdna4-sim %t.l4.mlir --gemm 512,512,512 --policy all --print-lowering | FileCheck %s --check-prefixes=LOWERED,ALL
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-to-gfx950=schedule=default -o %t.full.mlir
// RUN: cdna4-sim %t.full.mlir --gemm 512,512,512 --policy all | FileCheck %s --check-prefix=ALL
// The lowered kernel is what the simulator makes of the interleaved one.
// RUN: cdna4-sim %t.l3.mlir --print-lowered-kernel | grep -c "rocdl.raw.ptr.buffer.load.lds" | FileCheck %s --check-prefix=DMAS
// RUN: grep -c "rocdl.raw.ptr.buffer.load.lds" %t.l4.mlir | FileCheck %s --check-prefix=DMAS

// UP: cdna4-sim: input: upstream dialects (Level 0/1); lowering: builtin.module(gpu.module(cdna4pipe-kernel-size-args,convert-cdna4pipe-to-rocdl{chipset=gfx950 copy-kind=buffer alias-scopes=true barrier=bare},convert-scf-to-cf,cdna4pipe-check-to-llvm-interfaces,convert-gpu-to-rocdl{chipset=gfx950 use-bare-ptr-memref-call-conv=true}),reconcile-unrealized-casts,cdna4pipe-check-lowered{target=rocdl})
// DIALECT: cdna4-sim: input: cdna4pipe dialect (Level 2/3); lowering: builtin.module(gpu.module(cdna4pipe-kernel-size-args,convert-cdna4pipe-to-rocdl{chipset=gfx950 copy-kind=buffer alias-scopes=true barrier=bare},convert-scf-to-cf,cdna4pipe-check-to-llvm-interfaces,convert-gpu-to-rocdl{chipset=gfx950 use-bare-ptr-memref-call-conv=true}),reconcile-unrealized-casts,cdna4pipe-check-lowered{target=rocdl})
// LOWERED: cdna4-sim: input: LLVM + ROCDL (Level 4); lowering: none
// ALL-NOT: cdna4pipe-software-pipeline
// ALL-NOT: cdna4pipe-interleave
// ALL-COUNT-9: policy {{(issue|lazy|random)/(rr|ahead|random)}}: 3 workgroup(s) of 2x2, max abs err {{.*}}, 0 element(s) out of tolerance, 0 race(s): PASS
// ALL-NEXT: PASS: gemm 512x512x512 tile 256x256x64 bf16->bf16, 9 policies, 0 race(s)
// DMAS: 16
