// The schedule verifier proves a K-loop with a run-time trip count for every
// trip count: the software pipeliner's guard `T >= 4` is verified once per
// T = 0..68 (both branches) and once for T = 2^20 through the periodic state.
// Input: the scaled-down kernel of SoftwarePipeline/runtime-trip-count.mlir,
// pipelined with 3 stages and raised (Level 2).

// RUN: sed -e 's/%%C: memref<64x64xf32>)/%%C: memref<64x64xf32>, %%nkt: index)/' -e 's/%%cKT = arith.constant 4 : index/%%cKT = arith.addi %%nkt, %%c0 : index/' %S/../SoftwarePipeline/Inputs/gemm_32x32x64_w1.mlir > %t.l0.mlir
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=3 --cdna4pipe-form-stages -o %t.l2.mlir
// RUN: cdna4-opt %t.l2.mlir --cdna4pipe-verify-schedule=summary=true -o /dev/null 2>&1 | FileCheck %s
// CHECK: remark: schedule verified: {{.*}} K-loop iterations simulated
// CHECK: remark: schedule verified for every run-time trip count: 70 values (0..68 simulated, 1048576 through the periodic state)

// Planted: the epilogue's last wait keeps 8 copies in flight (the tile it
// reads among them). It only fails when the pipelined branch runs: first for
// T = 4, which the verifier names.
// RUN: sed -e '0,/cdna4pipe.wait vmcnt(0)/s//cdna4pipe.wait vmcnt(8)/' %t.l2.mlir > %t.bad.mlir
// RUN: not cdna4-opt %t.bad.mlir --cdna4pipe-verify-schedule -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: wait vmcnt(8) in the epilogue leaves copies into LDS buffer %arg{{[0-9]+}} slot {{[0-2]}} (issued in iteration {{[0-9]+}} (k={{[0-9]+}})) in flight, but the S2R reads that slot in the epilogue
// BAD: remark: cdna4pipe-verify-schedule: the schedule fails for the run-time trip count 4 (this value)
// BAD-NOT: schedule verified
