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
// PERF-NEXT: cycles per iteration: 1536 (steady state over iterations 8-14: 1536..1536)
//
// STAGGER: cycles per iteration: 1536 (steady state over iterations 8-14: 1536..1536)
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
// B K x N: under `auto` the CU model rates both at 1536 at 4 and at 2
// interleave stages; at equal cycles the fewer stages win, so both get the
// waits, barriers, windows and cycles of the A K x M and the N x K kernels.
// The front end's
// copies go through cdna4pipe-lds-dma, whose lane-0 arithmetic subtracts
// with nsw/nuw (test/Transforms/LdsDma/small.mlir); without those flags
// LLVM kept other induction variables for the copies' offsets than in the
// generator's loop, which modeled 1561 at 4 stages (docs/KernelContract.md).
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 256 --k 4096 --b-layout kn -o %t.genkn.mlir
// RUN: cdna4-compile %t.genkn.mlir --arch gfx950 --report > %t.genkn.report
// RUN: FileCheck %s --check-prefixes=LAYOUT,KN < %t.genkn.report
// RUN: grep -vE "asm lines|gpr|modeled|^schedule" %t.genkn.report > %t.genkn.loop
// RUN: python3 %S/Inputs/frontend_gemm.py --b-kn -k 4096 > %t.kn.mlir
// RUN: cdna4-compile %t.kn.mlir --arch gfx950 --report > %t.kn.report
// RUN: FileCheck %s --check-prefixes=LAYOUT,KN < %t.kn.report
// RUN: grep -vE "asm lines|gpr|modeled|^schedule" %t.kn.report | diff %t.genkn.loop -
//
// LAYOUT: waits in order: vmcnt(8) lgkmcnt(0); vmcnt(8) lgkmcnt(0)
// LAYOUT: copy windows (mfma): 32 32 32 32 32 32 32 32 (min 32, mean 32.0)
// LAYOUT: modeled (cdna4-perf, latency 1000): 1536 cycles/iteration
// KN-NEXT: schedule: default, 2 interleave stages (auto: the fastest on the CU model of default/4 1536; default/2 1536 cycles/iteration;
//
// Dynamic shapes: the plain form a front end writes (`memref<?x?xbf16>`
// operands, M, N, K as arguments, no masks) against the generator's
// `--dynamic` kernel (edge guards, any M, N, K): the same loop report line
// for line under `auto` (2 stages, 1536). The copies' wave-uniform offset
// (the K advance, the workgroup's first row) is in the buffer resource and
// their vector offsets are loop-invariant: no VALU op on them in the loop
// (test/Conversion/CDNA4PipeToROCDL/uniform-offsets.mlir,
// docs/Lowering.md). With the whole offset per lane, LLVM gave each of the
// 8 copies its own vector induction variable (8 v_add_u32 0x80 after the
// last MFMA cluster): 1701 at 2 stages, and `auto` kept 4 (1598, waits
// vmcnt(10) / vmcnt(12), 4 s_barrier, 48-MFMA windows).
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 256 --k 4096 --dynamic -o %t.gendyn.mlir
// RUN: cdna4-compile %t.gendyn.mlir --arch gfx950 --report > %t.gendyn.report
// RUN: FileCheck %s --check-prefix=DYN < %t.gendyn.report
// RUN: grep -vE "asm lines|gpr|modeled|^schedule" %t.gendyn.report > %t.gendyn.loop
// RUN: python3 %S/Inputs/frontend_gemm.py --dynamic args -k 4096 > %t.dyn.mlir
// RUN: cdna4-compile %t.dyn.mlir --arch gfx950 --report -o %t.dyn.s > %t.dyn.report
// RUN: FileCheck %s --check-prefix=DYN < %t.dyn.report
// RUN: grep -vE "asm lines|gpr|modeled|^schedule" %t.dyn.report | diff %t.gendyn.loop -
// RUN: cdna4-perf %t.dyn.s | FileCheck %s --check-prefix=DYNPERF
// RUN: sed -n '/^.LBB0_7:/,/s_cbranch_scc1 .LBB0_7/p' %t.dyn.s | FileCheck %s --check-prefix=DYNLOOP
//
// (86 scalar/vector ALU ops an iteration since the resource start moves by
// a byte GEP; 88 when it was a GEP over the element type.)
// DYN: waits in order: vmcnt(8) lgkmcnt(0); vmcnt(8) lgkmcnt(0)
// DYN-NEXT: s_barrier: 2
// DYN: copy windows (mfma): 32 32 32 32 32 32 32 32 (min 32, mean 32.0)
// DYN: modeled (cdna4-perf, latency 1000): 1536 cycles/iteration
// DYN-NEXT: schedule: default, 2 interleave stages (auto: the fastest on the CU model of default/4 {{[0-9]+}}; default/2 1536 cycles/iteration;
// DYNPERF: main loop .LBB0_7 (per wave and iteration): 32 MFMA, 8 VMEM (8 to LDS), 16 DS, 2 s_waitcnt, 2 s_barrier, 4 s_setprio, 86 VALU/SALU
// DYNPERF: cycles per iteration: 1536 (steady state over iterations 8-14: 1536..1536)
// DYNLOOP: Inner Loop Header
// DYNLOOP-NOT: v_add_u32
// DYNLOOP-NOT: v_mad
// DYNLOOP: s_cbranch_scc1 .LBB0_7
//
// The hand-written Triton-form kernel (test/FrontEnd/external/: run-time
// M, N, K and strides, masked loads, B K x N) against the generator's K x N
// kernel with edges: the same schedule, waits, barriers, windows and
// modeled cycles (1536; 1545 before the nsw/nuw subtractions above).
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 257 --n 136 --k 4040 --b-layout kn -o %t.genedges.mlir
// RUN: cdna4-compile %t.genedges.mlir --arch gfx950 --report > %t.genedges.report
// RUN: cdna4-compile %S/external/triton-dot-b-kn.mlir --arch gfx950 --report > %t.triton.report 2> %t.triton.remarks
// RUN: FileCheck %s --check-prefix=LAYOUT < %t.genedges.report
// RUN: FileCheck %s --check-prefix=TRITON < %t.triton.report
// RUN: grep -vE "^kernel|main loop|gpr|^schedule" %t.genedges.report > %t.genedges.loop
// RUN: grep -vE "^kernel|main loop|gpr|^schedule" %t.triton.report | diff %t.genedges.loop -
//
// TRITON: waits in order: vmcnt(8) lgkmcnt(0); vmcnt(8) lgkmcnt(0)
// TRITON: copy windows (mfma): 32 32 32 32 32 32 32 32 (min 32, mean 32.0)
// TRITON: kernel matmul_kernel modeled (cdna4-perf, latency 1000): 1536 cycles/iteration
// TRITON-NEXT: schedule: default, 2 interleave stages
//
// The hand-written IREE-form kernel (test/FrontEnd/external/: static shapes
// that are not multiples of the tile) against the generator's kernel of its
// 200x136x1032 GEMM: the same report, the modeled line included (1536;
// the model's steady state counted the second workgroup's last iteration,
// 1472 cycles after the first had left the loop, and said 1528 before it
// stopped at the first wave's exit, docs/PerfModel.md "Steady state"),
// but for the stall shares (other address arithmetic).
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 200 --n 136 --k 1032 -o %t.gen200.mlir
// RUN: cdna4-compile %t.gen200.mlir --arch gfx950 --report > %t.gen200.report
// RUN: cdna4-compile %S/external/iree-matmul-transpose-b.mlir --arch gfx950 --report > %t.iree.report 2> %t.iree.remarks
// RUN: FileCheck %s --check-prefix=IREE < %t.iree.report
// RUN: grep -vE "asm lines|gpr" %t.gen200.report | sed -e 's/; top stalls.*//' > %t.gen200.loop
// RUN: grep -vE "asm lines|gpr" %t.iree.report | sed -e 's/matmul_transpose_b_dispatch_0_matmul_transpose_b_200x136x1032_bf16xbf16xf32/gemm/g' -e 's/; top stalls.*//' | diff %t.gen200.loop -
//
// IREE: waits in order: vmcnt(8) lgkmcnt(0); vmcnt(8) lgkmcnt(0)
// IREE: copy windows (mfma): 32 32 32 32 32 32 32 32 (min 32, mean 32.0)
// IREE: modeled (cdna4-perf, latency 1000): 1536 cycles/iteration (MFMA-bound 1024), 66.7% of MFMA peak
// IREE-NEXT: schedule: default, 2 interleave stages (auto: the fastest on the CU model of default/4 1589; default/2 1536 cycles/iteration;
