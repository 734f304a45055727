// cdna4-compile outputs and input levels on a generated kernel
// (128x128x64 tile, 4 waves, 3 stages; a 256x256x1024 problem so cdna4-sim
// is quick and the K-loop still runs long enough that LLVM keeps it a loop).
// The schedule is pinned (--schedule default: 4 interleave stages, as the
// level-3 input is interleaved) so every level compiles to the same code;
// the schedule choice is test/ISA/schedule-auto.mlir's.
//
// RUN: cdna4-gemm-gen -m 256 -n 256 -k 1024 --tile=128x128x64 --waves=4 > %t.mlir
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --num-stages 3 -o %t.s
//
// .mlir: the final LLVM + ROCDL module (Level 4), exactly what is
// translated to LLVM IR. cdna4-sim runs it and checks the numbers; fed back
// to cdna4-compile (detected as level 4) it gives the same assembly.
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --num-stages 3 -o %t.l4.mlir
// RUN: FileCheck %s --check-prefix=L4 < %t.l4.mlir
// RUN: cdna4-sim %t.l4.mlir --gemm 256,256,1024 --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-compile %t.l4.mlir --arch gfx950 --schedule default --time -o %t.l4.s | FileCheck %s --check-prefix=DETECT4
// RUN: diff %t.s %t.l4.s
//
// Input level auto-detection: every intermediate level of the flow, compiled
// from where it is, gives the same assembly as the plain kernel.
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --num-stages 3 --time -o %t.l0.s | FileCheck %s --check-prefix=DETECT0
// RUN: cdna4-opt --cdna4pipe-software-pipeline=num-stages=3 %t.mlir > %t.l1.mlir
// RUN: cdna4-compile %t.l1.mlir --arch gfx950 --schedule default --time -o %t.l1.s | FileCheck %s --check-prefix=DETECT1
// RUN: diff %t.s %t.l1.s
// RUN: cdna4-opt --cdna4pipe-form-stages %t.l1.mlir > %t.l2.mlir
// RUN: cdna4-compile %t.l2.mlir --arch gfx950 --schedule default --time -o %t.l2.s | FileCheck %s --check-prefix=DETECT2
// RUN: diff %t.s %t.l2.s
// RUN: cdna4-opt '--cdna4pipe-interleave=prefetch=auto decomposition=auto' %t.l2.mlir > %t.l3.mlir
// RUN: cdna4-compile %t.l3.mlir --arch gfx950 --schedule default --time -o %t.l3.s | FileCheck %s --check-prefix=DETECT3
// RUN: diff %t.s %t.l3.s
// A level given by hand that disagrees with the input is reported.
// RUN: cdna4-compile %t.l3.mlir --arch gfx950 --schedule default --input-level 2 -o %t.l3b.s 2>&1 | FileCheck %s --check-prefix=MISMATCH
//
// .ll: LLVM IR after O3, alias scopes on every LDS DMA and LDS read.
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --num-stages 3 -o %t.ll
// RUN: FileCheck %s --check-prefix=LL < %t.ll
//
// .hsaco: the assembly, assembled, linked with Debian's ld.lld; --report
// reads that assembly (test/Perf/one-truth.test), and the object is the
// same with or without it.
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --num-stages 3 --report -o %t.hsaco | FileCheck %s --check-prefix=REPORT
// RUN: llvm-readelf --notes %t.hsaco | FileCheck %s --check-prefix=HSACO
// RUN: cdna4-compile %t.mlir --arch gfx950 --schedule default --num-stages 3 --time -o %t.2.hsaco | FileCheck %s --check-prefix=ONECODEGEN
// RUN: cmp %t.hsaco %t.2.hsaco

// L4: gpu.module @cdna4_gemm
// L4-NOT: gpu.func
// L4-NOT: {{cdna4pipe\.(stage|g2s|s2r|mfma|wait|barrier)}}
// L4: llvm.func @gemm(
// L4: rocdl.raw.ptr.buffer.load.lds {{.*}}alias_scopes = {{.*}}noalias_scopes
// L4: rocdl.s.waitcnt
// L4: rocdl.mfma.f32.16x16x32.bf16

// SIM: PASS: gemm 256x256x1024 tile 128x128x64 bf16->bf16, 9 policies, 0 race(s)

// DETECT0: input level: 0 (detected: upstream dialects, every copy inside its loop (plain kernel))
// DETECT1: input level: 1 (detected: amdgpu.gather_to_lds outside every scf.for (pipeline prologue))
// DETECT2: input level: 2 (detected: cdna4pipe.{{[a-z0-9_]+}} without cdna4pipe.stage (raised))
// DETECT3: input level: 3 (detected: cdna4pipe.stage regions (interleaved))
// DETECT4: input level: 4 (detected: gpu.module holds llvm.func only (LLVM + ROCDL))
// MISMATCH: warning: --input-level=2 but the input looks like level 3 (cdna4pipe.stage regions (interleaved))

// LL: call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) {{.*}}, ptr addrspace(3) {{.*}}, i32 16, i32 {{.*}}, i32 0, i32 0, i32 0), !alias.scope ![[S:[0-9]+]], !noalias ![[N:[0-9]+]]
// LL: load <8 x bfloat>, ptr addrspace(3) {{.*}}, align 16, !alias.scope !{{[0-9]+}}, !noalias !{{[0-9]+}}

// 3 slots, the default schedule (prefetch=auto decomposition=auto: quadrant
// stages, prefetch 2; derivation in gemm-128x128x64-w4-3stage.mlir): every
// stage's memory phase closes with a wait + barrier that releases the
// bytes the next stage's copies of tile k+3 overwrite.
// REPORT: kernel gemm
// REPORT: s_waitcnt vmcnt: 3 [vmcnt(18) lgkmcnt(0), vmcnt(20) lgkmcnt(0), vmcnt(20) lgkmcnt(0)]
// REPORT-NEXT: waits in order: vmcnt(18) lgkmcnt(0); vmcnt(20) lgkmcnt(0); lgkmcnt(0); vmcnt(20) lgkmcnt(0){{$}}
// REPORT-NEXT: s_barrier: 4
// REPORT: copy windows (mfma): 80 80 80 80 80 80 80 80 (min 80, mean 80.0)
// REPORT: lds bytes: 98304

// HSACO-DAG: amdhsa.target: amdgcn-amd-amdhsa--gfx950
// HSACO-DAG: .group_segment_fixed_size: 98304
// HSACO-DAG: .private_segment_fixed_size: 0

// A code object costs one code generation (to assembly) and assembling it.
// ONECODEGEN-NOT: codegen
// ONECODEGEN: time llvm codegen (asm)
// ONECODEGEN-NEXT: time assemble (obj)
// ONECODEGEN-NOT: codegen
// ONECODEGEN: time total
