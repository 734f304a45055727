// REQUIRES: cdna4-gemm-gen
// The software pipeliner on K-loops with extreme static bounds: it peels
// num-stages - 1 iterations whatever the trip count, so a trip count of
// 2^63 - 1 costs nothing and the whole schedule flow (with the verifier
// proving the loop from a periodic state) ends at once; a trip count that
// does not fit in 64 bits is an error at the loop (it used to overflow
// computing ub - lb).
//
// RUN: cdna4-gemm-gen -m 128 -n 128 -k 256 --tile=128x128x64 --waves=4 > %t.mlir
// RUN: sed -e 's/^\(      %c0 = arith.constant 0 : index\)$/\1\n      %cmin = arith.constant -9223372036854775807 : index\n      %cmax = arith.constant 9223372036854775807 : index/' %t.mlir > %t.bounds.mlir
// RUN: sed -e 's/scf.for %arg5 = %c0 to %c4 step/scf.for %arg5 = %cmin to %cmax step/' %t.bounds.mlir > %t.over.mlir
// RUN: not cdna4-opt %t.over.mlir --cdna4pipe-software-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=OVER
// OVER: error: cdna4pipe-software-pipeline: the trip count (from -9223372036854775807 to 9223372036854775807 step 1) does not fit in 64 bits
//
// RUN: sed -e 's/scf.for %arg5 = %c0 to %c4 step/scf.for %arg5 = %c0 to %cmax step/' %t.bounds.mlir > %t.huge.mlir
// RUN: cdna4-opt %t.huge.mlir --cdna4pipe-software-pipeline=num-stages=3 --cdna4pipe-form-stages --cdna4pipe-interleave --cdna4pipe-verify-schedule=summary=true 2>&1 -o %t.huge3.mlir | FileCheck %s --check-prefix=HUGE
// RUN: FileCheck %s --check-prefix=LOOP < %t.huge3.mlir
// HUGE: remark: schedule verified: 80 copies, 160 reads, 19 waits, 19 barriers, 8 K-loop iterations simulated
// The steady state runs the trip count less the two peeled iterations.
// LOOP: scf.for %{{.*}} = %c0 to %c9223372036854775805 step %c1
