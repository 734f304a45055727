// A K-loop shorter than the period search needs (3 iterations, unroll=2):
// every iteration is simulated, so the proof is exact and needs no period.
// RUN: cdna4-gemm-gen --m 128 --n 128 --k 256 --tile 128x128x64 --waves 4 \
// RUN:   | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave=verify=false \
// RUN:   | cdna4-opt --cdna4pipe-verify-schedule='unroll=2 summary=true' -o /dev/null 2>&1 | FileCheck %s
// CHECK: remark: schedule verified: 32 copies, 64 reads, 8 waits, 8 barriers, 3 K-loop iterations simulated
// CHECK-NOT: error
