// Issue 24: the generator's kernel and the front end's register-staged form
// of the same GEMM (128x128x64 tile, 4 waves, 2 workgroups per CU) on the
// CU model, both at 2 interleave stages. The loops are the same schedule:
// the same 32 MFMAs, 8 LDS DMA copies, 16 ds_read_b128, waits and barriers
// (forms.mlir diffs the reports); the front end's has 10 fewer VALU/SALU
// (59 against 69: it shares the slot-and-row part of an LDS address between
// the two k-slices' reads). In the first stage's memory phase LLVM issues
// its two copies before 8 of the 12 reads the stage's wait is for (the
// generator's after them), and on the model its two workgroups lock out of
// step: workgroup 0 runs two iterations (1318 cycles each) to workgroup 1's
// one (2639), 1758 cycles per iteration of the CU against the generator's
// 1536 in step (docs/PerfModel.md, "Steady state"). At L = 1500 the front
// end's loop runs in step too, at the generator's 1536: the same loop, a
// different phase between the workgroups.
//
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 256 --k 4096 -o %t.gen.mlir
// RUN: cdna4-compile %t.gen.mlir --arch gfx950 --schedule default --interleave-stages 2 -o %t.gen.s
// RUN: python3 %S/Inputs/frontend_gemm.py -k 4096 > %t.fe.mlir
// RUN: cdna4-compile %t.fe.mlir --arch gfx950 --schedule default --interleave-stages 2 -o %t.fe.s
// RUN: cdna4-perf %t.gen.s | FileCheck %s --check-prefixes=CHECK,GEN
// RUN: cdna4-perf %t.fe.s | FileCheck %s --check-prefixes=CHECK,FE
// RUN: cdna4-perf %t.gen.s --latency 1500 | FileCheck %s --check-prefix=L1500
// RUN: cdna4-perf %t.fe.s --latency 1500 | FileCheck %s --check-prefix=L1500
//
// CHECK: kernel gemm: 4 waves/workgroup, 2 workgroup(s)/CU (limit: LDS), 2 waves/SIMD
// GEN-NEXT: main loop .LBB0_1 (per wave and iteration): 32 MFMA, 8 VMEM (8 to LDS), 16 DS, 2 s_waitcnt, 2 s_barrier, 4 s_setprio, 69 VALU/SALU
// FE-NEXT: main loop .LBB0_1 (per wave and iteration): 32 MFMA, 8 VMEM (8 to LDS), 16 DS, 2 s_waitcnt, 2 s_barrier, 4 s_setprio, 59 VALU/SALU
// CHECK-NEXT: model: latency 1000 cycles, 16 iterations
// GEN-NEXT: cycles per iteration: 1536 (steady state over iterations 8-15: 1536..1536)
// FE-NEXT: cycles per iteration: 1758 (steady state over iterations 7-15: 1318..2639)
//
// L1500: cycles per iteration: 1536 (steady state over iterations 8-15: 1536..1536)
