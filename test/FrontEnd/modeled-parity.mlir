// Issue 24: the generator's kernel and front-end forms of the same GEMM
// (128x128x64 tile, 4 waves, 2 workgroups per CU) under cdna4-compile's
// default `--schedule auto`: each gets the same schedule (default, 2
// interleave stages), the same waits, barriers and copy windows, and the
// same modeled cycles per iteration (1536, both workgroups in step). The
// loops still differ in address arithmetic (the front end's register form
// has 10 fewer VALU/SALU: 59 against 69). The lowering keeps each memory
// phase's order of LDS reads and copies (a sched_barrier that only ALU
// instructions cross between the runs, test/Conversion/CDNA4PipeToROCDL/
// stage-memory-runs.mlir); before it, LLVM issued the front end's two
// first-stage copies ahead of 8 of the 12 reads the stage waits for, its
// workgroups ran out of step on the CU model (1758 cycles per iteration of
// the CU at 2 stages) and `auto` kept 4 stages (1617).
//
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 256 --k 4096 -o %t.gen.mlir
// RUN: cdna4-compile %t.gen.mlir --arch gfx950 --report -o %t.gen.s > %t.gen.report
// RUN: FileCheck %s < %t.gen.report
// RUN: grep -vE "asm lines|gpr|modeled|^schedule" %t.gen.report > %t.gen.loop
//
// The register-staged form, an i32 K loop counted in elements, and every
// front-end change at once (arena LDS, i32 loop, affine index math,
// transfer copies, subviews, lane ids, a batch dimension).
// RUN: python3 %S/Inputs/frontend_gemm.py -k 4096 > %t.fe.mlir
// RUN: cdna4-compile %t.fe.mlir --arch gfx950 --report -o %t.fe.s > %t.fe.report
// RUN: FileCheck %s < %t.fe.report
// RUN: grep -vE "asm lines|gpr|modeled|^schedule" %t.fe.report | diff %t.gen.loop -
// RUN: python3 %S/Inputs/frontend_gemm.py --loop i32 -k 4096 > %t.i32.mlir
// RUN: cdna4-compile %t.i32.mlir --arch gfx950 --report > %t.i32.report
// RUN: FileCheck %s < %t.i32.report
// RUN: grep -vE "asm lines|gpr|modeled|^schedule" %t.i32.report | diff %t.gen.loop -
// RUN: python3 %S/Inputs/frontend_gemm.py --lds arena --loop i32 --math affine --copy transfer --subview --ids lane --batch 2 -k 4096 > %t.all.mlir
// RUN: cdna4-compile %t.all.mlir --arch gfx950 --report > %t.all.report
// RUN: FileCheck %s < %t.all.report
// RUN: grep -vE "asm lines|gpr|modeled|^schedule" %t.all.report | diff %t.gen.loop -
//
// The CU model on the two loops: both workgroups in step, every iteration
// of the window 1536 cycles (docs/PerfModel.md, "Steady state").
// RUN: cdna4-perf %t.gen.s | FileCheck %s --check-prefixes=PERF,GEN
// RUN: cdna4-perf %t.fe.s | FileCheck %s --check-prefixes=PERF,FE
// Started half an iteration apart, the workgroups give the same figure.
// RUN: cdna4-perf %t.gen.s --stagger 700 | FileCheck %s --check-prefix=STAGGER
// RUN: cdna4-perf %t.fe.s --stagger 700 | FileCheck %s --check-prefix=STAGGER
//
// CHECK: waits in order: vmcnt(8) lgkmcnt(0); vmcnt(8) lgkmcnt(0)
// CHECK-NEXT: s_barrier: 2
// CHECK-NEXT: s_setprio: 1 0 1 0 (4)
// CHECK-NEXT: sched_barrier: 0 7 0 0 7 0 (6)
// CHECK-NEXT: copy windows (mfma): 32 32 32 32 32 32 32 32 (min 32, mean 32.0)
// CHECK: kernel gemm modeled (cdna4-perf, latency 1000): 1536 cycles/iteration (MFMA-bound 1024), 66.7% of MFMA peak
// CHECK-NEXT: schedule: default, 2 interleave stages (auto: the fastest on the CU model of default/4 {{[0-9]+}}; default/2 1536 cycles/iteration;
//
// PERF: kernel gemm: 4 waves/workgroup, 2 workgroup(s)/CU (limit: LDS), 2 waves/SIMD
// GEN-NEXT: main loop .LBB0_1 (per wave and iteration): 32 MFMA, 8 VMEM (8 to LDS), 16 DS, 2 s_waitcnt, 2 s_barrier, 4 s_setprio, 69 VALU/SALU
// FE-NEXT: main loop .LBB0_1 (per wave and iteration): 32 MFMA, 8 VMEM (8 to LDS), 16 DS, 2 s_waitcnt, 2 s_barrier, 4 s_setprio, 59 VALU/SALU
// PERF-NEXT: model: latency 1000 cycles, 16 iterations
// PERF-NEXT: cycles per iteration: 1536 (steady state over iterations 8-15: 1536..1536)
//
// STAGGER: cycles per iteration: 1536 (steady state over iterations 8-15: 1536..1536)
//
// The operand layouts a front end may write: A stored K x M, and B stored
// K x N (Triton's usual layout), against the generator's kernel of the same
// layout. A K x M: the generator's schedule, waits, windows and cycles.
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 256 --k 4096 --a-layout km -o %t.genkm.mlir
// RUN: cdna4-compile %t.genkm.mlir --arch gfx950 --report > %t.genkm.report
// RUN: FileCheck %s --check-prefix=LAYOUT < %t.genkm.report
// RUN: grep -vE "asm lines|gpr|modeled|^schedule" %t.genkm.report > %t.genkm.loop
// RUN: python3 %S/Inputs/frontend_gemm.py --a-km -k 4096 > %t.km.mlir
// RUN: cdna4-compile %t.km.mlir --arch gfx950 --report > %t.km.report
// RUN: FileCheck %s --check-prefix=LAYOUT < %t.km.report
// RUN: grep -vE "asm lines|gpr|modeled|^schedule" %t.km.report | diff %t.genkm.loop -
//
// B K x N: the front end's kernel under `auto` is the generator's at 2
// interleave stages, line for line and cycle for cycle (1536). At 4 stages
// the two also have the same schedule (the same stages, reads, copies,
// waits and windows), but not the same modeled cycles: 1528 for the
// generator's, 1561 for the front end's, so `auto` keeps 4 stages for the
// generator's kernel only (docs/KernelContract.md says why).
// RUN: python3 %S/Inputs/frontend_gemm.py --b-kn -k 4096 > %t.kn.mlir
// RUN: cdna4-compile %t.kn.mlir --arch gfx950 --report > %t.kn.report
// RUN: FileCheck %s --check-prefixes=LAYOUT,KN-FE < %t.kn.report
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 256 --k 4096 --b-layout kn -o %t.genkn.mlir
// RUN: cdna4-compile %t.genkn.mlir --arch gfx950 --schedule default --interleave-stages 2 --report > %t.genkn2.report
// RUN: FileCheck %s --check-prefix=LAYOUT < %t.genkn2.report
// RUN: grep -vE "asm lines|gpr|modeled|^schedule" %t.genkn2.report > %t.genkn2.loop
// RUN: grep -vE "asm lines|gpr|modeled|^schedule" %t.kn.report | diff %t.genkn2.loop -
// RUN: cdna4-compile %t.genkn.mlir --arch gfx950 --report | FileCheck %s --check-prefix=KN-GEN
// RUN: cdna4-compile %t.genkn.mlir --arch gfx950 --schedule default --interleave-stages 4 --report > %t.genkn4.report
// RUN: cdna4-compile %t.kn.mlir --arch gfx950 --schedule default --interleave-stages 4 --report > %t.kn4.report
// RUN: grep -vE "asm lines|gpr|modeled|^schedule" %t.genkn4.report > %t.genkn4.loop
// RUN: grep -vE "asm lines|gpr|modeled|^schedule" %t.kn4.report | diff %t.genkn4.loop -
// RUN: FileCheck %s --check-prefix=KN4-GEN < %t.genkn4.report
// RUN: FileCheck %s --check-prefix=KN4-FE < %t.kn4.report
//
// LAYOUT: waits in order: vmcnt(8) lgkmcnt(0); vmcnt(8) lgkmcnt(0)
// LAYOUT: copy windows (mfma): 32 32 32 32 32 32 32 32 (min 32, mean 32.0)
// LAYOUT: modeled (cdna4-perf, latency 1000): 1536 cycles/iteration
// KN-FE: schedule: default, 2 interleave stages (auto: the fastest on the CU model of default/4 1561; default/2 1536 cycles/iteration;
// KN-GEN: waits in order: lgkmcnt(0); vmcnt(10) lgkmcnt(0); lgkmcnt(0); vmcnt(10) lgkmcnt(0)
// KN-GEN: copy windows (mfma): 48 48 40 40 40 40 48 48 (min 40, mean 44.0)
// KN-GEN: modeled (cdna4-perf, latency 1000): 1528 cycles/iteration
// KN-GEN-NEXT: schedule: default, 4 interleave stages (auto: the fastest on the CU model of default/4 1528; default/2 1536 cycles/iteration;
// KN4-GEN: modeled (cdna4-perf, latency 1000): 1528 cycles/iteration
// KN4-FE: modeled (cdna4-perf, latency 1000): 1561 cycles/iteration
//
// The hand-written Triton-form kernel (test/FrontEnd/external/: run-time
// M, N, K and strides, masked loads, B K x N) has the schedule of the
// generator's K x N kernel with edges (the same reads, copies, waits,
// barriers and windows), not its modeled cycles: 1545 against 1536. Its
// loop computes other addresses: the run-time strides (v_mul_lo_u32) and
// the K masks it re-evaluates every iteration (v_cmp, v_cndmask), where
// the generator's bounds K by the buffer's size; the model gives its waves
// more issue arbitration (10.7% and 11.8% of the cycles against 9.4% and
// 10.0%).
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 257 --n 136 --k 4040 --b-layout kn -o %t.genedges.mlir
// RUN: cdna4-compile %t.genedges.mlir --arch gfx950 --report -o %t.genedges.s > %t.genedges.report
// RUN: cdna4-compile %S/external/triton-dot-b-kn.mlir --arch gfx950 --report -o %t.triton.s > %t.triton.report 2> %t.triton.remarks
// RUN: FileCheck %s --check-prefixes=LAYOUT,EDGES < %t.genedges.report
// RUN: FileCheck %s --check-prefix=TRITON < %t.triton.report
// RUN: grep -vE "^kernel|main loop|gpr|^schedule" %t.genedges.report > %t.genedges.loop
// RUN: grep -vE "^kernel|main loop|gpr|^schedule" %t.triton.report | diff %t.genedges.loop -
// RUN: cdna4-perf %t.genedges.s | FileCheck %s --check-prefix=EDGES-PERF
// RUN: cdna4-perf %t.triton.s | FileCheck %s --check-prefix=TRITON-PERF
//
// EDGES: schedule: default, 2 interleave stages
// TRITON: waits in order: vmcnt(8) lgkmcnt(0); vmcnt(8) lgkmcnt(0)
// TRITON: copy windows (mfma): 32 32 32 32 32 32 32 32 (min 32, mean 32.0)
// TRITON: kernel matmul_kernel modeled (cdna4-perf, latency 1000): 1545 cycles/iteration
// TRITON-NEXT: schedule: default, 2 interleave stages
// EDGES-PERF: cycles per iteration: 1536
// EDGES-PERF: stalls per wave
// EDGES-PERF-NEXT: wg wave simd
// EDGES-PERF-NEXT: 0    0    0 {{.*}} 9.4%
// TRITON-PERF: 32 MFMA, 8 VMEM (8 to LDS), 24 DS, 2 s_waitcnt, 2 s_barrier, 4 s_setprio, 88 VALU/SALU
// TRITON-PERF: cycles per iteration: 1545
// TRITON-PERF: stalls per wave
// TRITON-PERF-NEXT: wg wave simd
// TRITON-PERF-NEXT: 0    0    0 {{.*}} 10.7%
