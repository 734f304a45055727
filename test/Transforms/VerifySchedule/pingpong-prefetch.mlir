// REQUIRES: cdna4-gemm-gen
// Ping-pong on top of the deep-prefetch schedule (issue 11): the interleave's
// default (prefetch=auto decomposition=auto picks n-major stages with
// prefetch 2, copies of tile k+2 issued into the slot being read once its
// bytes are released, last iteration peeled) made ping-pong. The verifier's
// two-group model proves it: a prefetched copy is issued in the memory
// cluster after the `lgkmcnt(0)` + barrier that retire every wave's reads
// of its bytes, and the other group, one cluster behind, is then in the MFMA
// cluster of the stage whose reads that wait retired. Every other
// decomposition with prefetch 2 verifies too.
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 -o %t.l0.mlir
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='prefetch=auto decomposition=auto choice-remark=true' --cdna4pipe-pingpong -o %t.pp.mlir 2>&1 | FileCheck %s --check-prefix=CHOICE
// RUN: cdna4-opt %t.pp.mlir --cdna4pipe-verify-schedule=summary=true --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=VALID --implicit-check-not=error
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='prefetch=2 decomposition=k-major' --cdna4pipe-pingpong --cdna4pipe-verify-schedule=summary=true --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=VALID2 --implicit-check-not=error
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='prefetch=2 decomposition=quadrant' --cdna4pipe-pingpong --cdna4pipe-verify-schedule=summary=true --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=VALID2 --implicit-check-not=error
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='stages=2 prefetch=2 decomposition=n-major' --cdna4pipe-pingpong --cdna4pipe-verify-schedule=summary=true --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=VALID2 --implicit-check-not=error
// The full-size default kernel (8192^3) through the pass, whose verifier
// runs by default.
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='prefetch=auto decomposition=auto' --cdna4pipe-pingpong -o /dev/null
//
// Planted: the slot-release lgkmcnt(0) dropped from every wait. Within one
// group the prefetched copies would still follow the MFMAs that retire the
// reads; across groups the early group's copies of tile k+2 (stage 2) land
// while the late group, one cluster behind, still has stage 1's reads of
// those bytes in flight.
// RUN: sed 's/ lgkmcnt(0)//' %t.pp.mlir > %t.nolgkm.mlir
// RUN: not cdna4-opt %t.nolgkm.mlir --cdna4pipe-verify-schedule --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=WAR
// Planted: stage 3's wait moved after its barrier: the late group waits for
// the next tile one barrier instance after the early group reads it.
// RUN: awk '{ l[NR] = $0 } END { for (i = 1; i <= NR; i++) { if (l[i] ~ /cdna4pipe\.wait vmcnt\(8\) lgkmcnt\(0\)$/ && l[i+1] ~ /cdna4pipe\.barrier$/ && ++n == 2) { print l[i+1]; print l[i]; i++; continue } print l[i] } }' %t.pp.mlir > %t.latewait.mlir
// RUN: not cdna4-opt %t.latewait.mlir --cdna4pipe-verify-schedule --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=RAW
// Planted: the barrier closing stage 1's MFMA cluster removed.
// RUN: awk '{ l[NR] = $0 } END { for (i = 1; i <= NR; i++) { if (l[i] ~ /cdna4pipe\.barrier$/ && l[i+1] ~ /cdna4pipe\.yield/ && ++n == 2) continue; print l[i] } }' %t.pp.mlir > %t.nocluster.mlir
// RUN: not cdna4-opt %t.nocluster.mlir --cdna4pipe-verify-schedule --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=CLUSTER
// Planted: the early group's conditional barrier after the loop removed.
// RUN: awk '/cdna4pipe.cond_barrier/ { if (++n == 2) next } { print }' %t.pp.mlir > %t.onesided.mlir
// RUN: not cdna4-opt %t.onesided.mlir --cdna4pipe-verify-schedule --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEADLOCK

// CHOICE: remark: cdna4pipe-interleave: decomposition n-major, prefetch 2: copy windows 80 80 80 80 80 80 80 80 (min 80, mean 80.0)

// VALID: remark: schedule verified for 2 wave group(s) meeting at 53 barrier instances: 64 copies, 192 reads per wave, 6 K-loop iterations simulated
// VALID2: remark: schedule verified for 2 wave group(s) meeting at {{[0-9]+}} barrier instances: 64 copies, 192 reads per wave, 6 K-loop iterations simulated

// WAR: error: cross-group overwrite while in use: the G2S of waves 0-3 in stage 2 of iteration 0 (k=0) (after barrier instance 5) overwrites LDS buffer %arg3 slot 0 elements that waves 4-7 read in stage 1 of iteration 0 (k=0), a read retired after barrier instance 5 (iteration 0 (k=0)): the two groups access the same slot one cluster apart
// WAR: note: the S2R of waves 4-7

// RAW: error: cross-group read before landed: the S2R of waves 0-3 in stage 0 of iteration 1 (k=1) (after barrier instance 9) reads LDS buffer %arg3 slot 1 elements that waves 4-7 copy in the prologue, and that copy is retired after barrier instance 9 (iteration 0 (k=0)): no barrier follows waves 4-7's wait before this read

// CLUSTER: error: ping-pong alternation broken: the MFMA clusters of waves 0-3 (stage 2 of iteration 0 (k=0)) and of waves 4-7 (stage 1 of iteration 0 (k=0)) run between the same two barriers (instances 5 and 6): a cluster barrier is missing

// DEADLOCK: error: barrier count mismatch (deadlock): waves 4-7 execute 53 barriers but waves 0-3 execute 52
