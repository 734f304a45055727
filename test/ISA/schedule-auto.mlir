// --schedule auto, cdna4-compile's default (lib/Pipelines/DriverSchedule.cpp):
// the candidates that apply to the kernel are compiled, each final assembly
// is timed on the calibrated CU model (the figure --report prints) and the
// fastest is kept; --report names it with every candidate's cycles per
// iteration.
//
// The default kernel (256x256x64, 8 waves): the waves pair on the SIMDs, so
// ping-pong at 4 and 2 interleave stages compete with the plain schedule;
// ping-pong with 2 MFMA clusters per K-tile wins (docs/PerfModel.md), and
// the code handed out is exactly that schedule's (same assembly, same
// LLVM + ROCDL module as the explicit flags give).
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 --report | FileCheck %s --check-prefix=W8
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 -o %t.auto.s
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 --schedule pingpong --interleave-stages 2 -o %t.pp2.s
// RUN: diff %t.auto.s %t.pp2.s
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 -o %t.auto.mlir
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 --schedule pingpong --interleave-stages 2 -o %t.pp2.mlir
// RUN: diff %t.auto.mlir %t.pp2.mlir
//
// W8: conditional barriers: 2
// W8: kernel gemm modeled (cdna4-perf, latency 1000): 2190 cycles/iteration
// W8-NEXT: schedule: pingpong, 2 interleave stages (auto: the fastest on the CU model of default/4 2796; default/2 2997; pingpong/4 2375; pingpong/2 2190 cycles/iteration)
//
// A 4-wave kernel: ping-pong does not apply (the pass's own rule, named);
// the plain schedule at 2 interleave stages beats 4.
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 > %t.w4.mlir
// RUN: cdna4-compile %t.w4.mlir --arch gfx950 --report | FileCheck %s --check-prefix=W4
// W4-NOT: conditional barriers
// W4: kernel gemm modeled (cdna4-perf, latency 1000): 1536 cycles/iteration
// W4-NEXT: schedule: default, 2 interleave stages (auto: the fastest on the CU model of default/4 1581; default/2 1536 cycles/iteration; no ping-pong: @gemm: the workgroup's 256 threads (4 waves) do not pair on the SIMDs: wave w runs on SIMD w mod 4, so ping-pong needs a multiple of 8 waves for every SIMD to hold as many early as late waves)
//
// An interleaved (level 3) input: the stages are the input's, the choice is
// between the plain schedule and ping-pong, and this one (2 slots of the
// 256x256x64 tile, interleaved at 4 stages before issue 11's prefetch) runs
// faster plain: the choice is per kernel.
// RUN: cdna4-compile %S/Inputs/level3-256x256x64-w8-s2.mlir --arch gfx950 --report | FileCheck %s --check-prefix=L3
// L3-NOT: conditional barriers
// L3: schedule: default (auto: the fastest on the CU model of default 3459; pingpong 3889 cycles/iteration)
//
// Explicit flags skip the choice: --interleave-stages alone keeps the plain
// schedule, --schedule its own at 4 stages.
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 --interleave-stages 2 --report | FileCheck %s --check-prefix=STAGES
// STAGES-NOT: conditional barriers
// STAGES: schedule: default, 2 interleave stages (given)
// RUN: cdna4-compile %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --arch gfx950 --schedule pingpong --report | FileCheck %s --check-prefix=GIVEN
// GIVEN: conditional barriers: 2
// GIVEN: kernel gemm modeled (cdna4-perf, latency 1000): 2375 cycles/iteration
// GIVEN-NEXT: schedule: pingpong, 4 interleave stages (given)
//
// A candidate that spills is not timed: the CU model has no scratch traffic
// and the flow promises none. B stored K x N with 8 waves: ping-pong at 2
// interleave stages would model fastest (2128 cycles) but spills, so auto
// keeps the fastest clean candidate and the kernel has no scratch.
// RUN: cdna4-gemm-gen --b-layout kn > %t.kn.mlir
// RUN: cdna4-compile %t.kn.mlir --arch gfx950 --report | FileCheck %s --check-prefix=SPILL
// SPILL: scratch bytes: 0
// SPILL: schedule: pingpong, 4 interleave stages (auto: the fastest on the CU model of default/4 {{[0-9]+}}; default/2 n/a (spills {{[0-9]+}} bytes to scratch); pingpong/4 {{[0-9]+}}; pingpong/2 n/a (spills {{[0-9]+}} bytes to scratch) cycles/iteration)
// RUN: cdna4-compile %t.kn.mlir --arch gfx950 --schedule pingpong --interleave-stages 2 --report | FileCheck %s --check-prefix=PP2
// PP2: scratch bytes: {{[1-9][0-9]*}}
