// REQUIRES: cdna4-gemm-gen, cdna4-sim
// Differential test of the two correctness checks: Inputs/mutate.py applies
// one seeded schedule mutation (delete a wait or barrier, change a vmcnt /
// lgkmcnt by +-1..8, drop lgkmcnt(0), move a wait or barrier by a few ops,
// swap two copies of a block) to a real interleaved kernel, and
// Inputs/difftest.py runs the schedule verifier and the simulator (every
// timing policy) on each mutant. The verifier must be sound: a mutant that
// the simulator rejects (a race or wrong numbers) must be rejected by the
// verifier too. The opposite (verifier-only) is allowed: conservatism.
// Fixed seeds, 128x128x64 / 4 waves, K = 512: a few seconds.

// RUN: cdna4-gemm-gen -m 128 -n 128 -k 512 --tile=128x128x64 --waves=4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=3 --cdna4pipe-form-stages --cdna4pipe-interleave=stages=4 -o %t.s3.mlir
// RUN: cdna4-gemm-gen -m 128 -n 128 -k 512 --tile=128x128x64 --waves=4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave="stages=4 wait-granularity=iteration" -o %t.it.mlir

// 3 slots, wait-granularity=stage (two wait + barrier pairs per iteration).
// RUN: python3 %S/Inputs/difftest.py %t.s3.mlir --seeds 0:16 --keep %t.d1 | FileCheck %s
// 2 slots, wait-granularity=iteration (a missing lgkmcnt(0) is a real race).
// RUN: python3 %S/Inputs/difftest.py %t.it.mlir --seeds 0:16 --keep %t.d2 | FileCheck %s
// Two mutations per mutant.
// RUN: python3 %S/Inputs/difftest.py %t.s3.mlir --seeds 100:108 --count 2 --keep %t.d3 | FileCheck %s

// CHECK: seeds {{[0-9]+}}:{{[0-9]+}} ({{[0-9]+}} run
// CHECK: total {{[0-9]+}} {{[1-9][0-9]*}} {{[0-9]+}} 0{{$}}
// CHECK: invalid mutants skipped: 0
// CHECK-NOT: UNSOUND seed
// CHECK: difftest: sound

// The harness can fail: with a verifier stand-in that accepts everything
// (cdna4-opt without the verify pass), the mutants the simulator rejects
// are reported as soundness violations and the script exits 1.
// RUN: not python3 %S/Inputs/difftest.py %t.s3.mlir --seeds 0:6 --verify-flags= --keep %t.d4 | FileCheck %s --check-prefix=BROKEN
// BROKEN: UNSOUND seed 0: swap-g2s: swap lines
// BROKEN-NEXT: mutant-0.mlir
// BROKEN-NEXT: sim: {{.*}}error: race: unsynchronized-read
// BROKEN: difftest: UNSOUND

// The unmutated kernel must pass both checks, or the comparison is vacuous.
// RUN: python3 %S/Inputs/mutate.py 1 del-barrier < %t.s3.mlir > %t.bad.mlir 2> %t.bad.txt
// RUN: FileCheck %s --check-prefix=MUT < %t.bad.txt
// MUT: mutation: del-barrier: delete line [[#]] `cdna4pipe.barrier`
// RUN: not python3 %S/Inputs/difftest.py %t.bad.mlir --seeds 0:1 | FileCheck %s --check-prefix=VACUOUS
// VACUOUS: difftest: the unmutated kernel is rejected by the verifier:
