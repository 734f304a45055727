// cdna4pipe-to-gfx950's default, schedule=auto: cdna4pipe-choose-schedule
// (docs/Compile.md) lowers a copy of the module per candidate schedule, times
// each copy's assembly on the calibrated CU model and keeps the fastest, with
// a remark naming it and every candidate's cycles per iteration: the choice
// and the figures of cdna4-compile --schedule auto (test/ISA/schedule-auto.mlir).
//
// The default kernel (8 waves): ping-pong with 2 clusters, exactly what the
// explicit options give.
// RUN: cdna4-opt %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --cdna4pipe-to-gfx950 -o %t.auto.mlir 2>&1 | FileCheck %s --check-prefix=W8
// RUN: cdna4-opt %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --cdna4pipe-to-gfx950='schedule=pingpong interleave-stages=2' -o %t.pp2.mlir
// RUN: diff %t.auto.mlir %t.pp2.mlir
// W8: remark: cdna4pipe-choose-schedule: pingpong/2 (the fastest on the CU model of default/4 2796; default/2 2997; pingpong/4 2375; pingpong/2 2190 cycles/iteration)
//
// The same through the pass's own name (what the pipeline prints).
// RUN: cdna4-opt %cdna4pipe_src/examples/gemm_bf16_256x256x64.mlir --cdna4pipe-to-gfx950 --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: builtin.module(
// TEXT-NEXT: cdna4pipe-choose-schedule{alias-scopes=true barrier=bare chipset=gfx950 copy-kind=buffer decomposition=auto input-level=0 interleave-stages=4 num-stages=2 opt-level=3 prefetch=auto verify=true wait-granularity=stage},
// TEXT-NEXT: reconcile-unrealized-casts,
// TEXT-NEXT: cdna4pipe-check-lowered{target=rocdl}
//
// A 4-wave kernel: ping-pong does not apply (the pass's own rule, named).
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 > %t.w4.mlir
// RUN: cdna4-opt %t.w4.mlir --cdna4pipe-to-gfx950 -o /dev/null 2>&1 | FileCheck %s --check-prefix=W4
// W4: remark: cdna4pipe-choose-schedule: default/2 (the fastest on the CU model of default/4 1581; default/2 1536 cycles/iteration; no ping-pong: @gemm: the workgroup's 256 threads (4 waves) do not pair on the SIMDs: {{.*}})
//
// An interleaved (level 3) input: the stages are the input's.
// RUN: cdna4-opt %S/../ISA/Inputs/level3-256x256x64-w8-s2.mlir --cdna4pipe-to-gfx950=input-level=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=L3
// L3: remark: cdna4pipe-choose-schedule: default (the fastest on the CU model of default 3459; pingpong 3889 cycles/iteration)
//
// A given schedule runs alone: no choice, no remark.
// RUN: cdna4-opt %t.w4.mlir --cdna4pipe-to-gfx950=schedule=default -o /dev/null 2>&1 | FileCheck %s --allow-empty --check-prefix=GIVEN
// GIVEN-NOT: remark
//
// The first candidate's diagnostics are the user's: its failure fails the
// pass, once, with no other candidate tried and no remark.
// RUN: not cdna4-opt %t.w4.mlir --cdna4pipe-to-gfx950=num-stages=9 -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD-COUNT-1: error: cdna4pipe-software-pipeline: num-stages=9 is not supported (1 leaves loops as they are; 2, 3 and 4 pipeline)
// BAD-NOT: error
// BAD-NOT: remark
//
// A kernel with no main loop (one K-tile): no candidate can be timed and the
// first (the plain schedule) is kept; the flow's remarks are the first
// candidate's alone (the others' diagnostics are their own).
// RUN: cdna4-gemm-gen -m 256 -n 256 -k 64 -o %t.k64.mlir
// RUN: cdna4-opt %t.k64.mlir --cdna4pipe-to-gfx950 -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOLOOP
// NOLOOP: remark: cdna4pipe-software-pipeline: loop left untouched: trip count 1 is below the stage count 2
// NOLOOP-NOT: remark: cdna4pipe-software-pipeline
// NOLOOP: remark: cdna4pipe-choose-schedule: default/4 (the fastest on the CU model of default/4 n/a (no main loop to time); default/2 n/a (no main loop to time); pingpong/4 n/a (no main loop to time); pingpong/2 n/a (no main loop to time) cycles/iteration)
