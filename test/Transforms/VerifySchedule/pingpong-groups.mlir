// REQUIRES: cdna4-gemm-gen
// The schedule verifier on ping-pong kernels: two wave groups (waves 0-3 and
// 4-7, by the conditional barriers they take) at different program points
// meeting at the same barrier instances. The default kernel's schedule on a
// 512^3 problem (7 K-loop iterations) is proven; each planted bug is
// rejected with a message naming it.
// RUN: cdna4-gemm-gen -m 512 -n 512 -k 512 -o %t.l0.mlir
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='prefetch=1 decomposition=k-major' --cdna4pipe-pingpong -o %t.pp.mlir
// RUN: cdna4-opt %t.pp.mlir --cdna4pipe-verify-schedule=summary=true --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=VALID --implicit-check-not=error
// The full-size default kernel (127 iterations) through the pass, whose
// verifier runs by default.
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='prefetch=1 decomposition=k-major' --cdna4pipe-pingpong -o /dev/null
//
// Planted: the early group's conditional barrier after the loop removed.
// RUN: awk '/cdna4pipe.cond_barrier/ { if (++n == 2) next } { print }' %t.pp.mlir > %t.onesided.mlir
// RUN: not cdna4-opt %t.onesided.mlir --cdna4pipe-verify-schedule --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEADLOCK
// Planted: the late group's conditional barrier before the loop removed.
// RUN: awk '/cdna4pipe.cond_barrier/ { if (++n == 1) next } { print }' %t.pp.mlir > %t.nooffset.mlir
// RUN: not cdna4-opt %t.nooffset.mlir --cdna4pipe-verify-schedule --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEADLOCK2
// Planted: the barrier closing stage 1's MFMA cluster removed.
// RUN: awk '{ l[NR] = $0 } END { for (i = 1; i <= NR; i++) { if (l[i] ~ /cdna4pipe\.barrier$/ && l[i+1] ~ /cdna4pipe\.yield/ && ++n == 2) continue; print l[i] } }' %t.pp.mlir > %t.nocluster.mlir
// RUN: not cdna4-opt %t.nocluster.mlir --cdna4pipe-verify-schedule --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=CLUSTER
// Planted: stage 0's wait moved after its barrier. One program would still
// be fine (the wait precedes the next stage's barrier), but the late group
// waits one barrier instance later, after the early group has read.
// RUN: awk '{ l[NR] = $0 } END { for (i = 1; i <= NR; i++) { if (l[i] ~ /cdna4pipe\.wait vmcnt\(2\)$/ && l[i+1] ~ /cdna4pipe\.barrier$/ && ++n == 2) { print l[i+1]; print l[i]; i++; continue } print l[i] } }' %t.pp.mlir > %t.latewait.mlir
// RUN: not cdna4-opt %t.latewait.mlir --cdna4pipe-verify-schedule --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=RAW
// Planted: all copies in stage 0 (g2s-policy=front) and the slot-release
// lgkmcnt(0) dropped: one program is still fine (the MFMAs retire the reads
// and the cluster barrier follows them), but the early group's copies into
// the B half-slot come one cluster after the late group's last reads of it.
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='g2s-policy=front prefetch=1 decomposition=k-major' --cdna4pipe-pingpong -o %t.front.mlir
// RUN: sed 's/ lgkmcnt(0)//' %t.front.mlir > %t.front-nolgkm.mlir
// RUN: not cdna4-opt %t.front-nolgkm.mlir --cdna4pipe-verify-schedule --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=WAR
// The same schedule without ping-pong is rejected by the one-program rule
// (no barrier between the MFMAs that retire the reads and the copies).
// RUN: cdna4-opt %t.l0.mlir --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='g2s-policy=front verify=false prefetch=1 decomposition=k-major' -o - | sed 's/ lgkmcnt(0)//' | not cdna4-opt --cdna4pipe-verify-schedule --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONEPROGRAM

// VALID: remark: schedule verified for 2 wave group(s) meeting at 59 barrier instances: 64 copies, 192 reads per wave, 7 K-loop iterations simulated

// DEADLOCK: error: barrier count mismatch (deadlock): waves 4-7 execute 59 barriers but waves 0-3 execute 58; barriers are unnamed (the k-th s_barrier of every wave is one rendezvous), so waves 4-7 wait forever at their last barrier. This conditional barrier is taken by waves 4-7 and not by waves 0-3, and no conditional barrier taken by waves 0-3 balances it (a ping-pong offset needs one on each side of the loop)
// DEADLOCK-NOT: error:

// DEADLOCK2: error: barrier count mismatch (deadlock): waves 0-3 execute 59 barriers but waves 4-7 execute 58
// DEADLOCK2-NOT: error:

// CLUSTER: error: ping-pong alternation broken: the MFMA clusters of waves 0-3 (stage 2 of iteration 0 (k=0)) and of waves 4-7 (stage 1 of iteration 0 (k=0)) run between the same two barriers (instances 5 and 6): a cluster barrier is missing (every MFMA cluster needs a barrier before and after it), so the waves sharing a SIMD compete for its matrix core
// CLUSTER: note: the other group's MFMA cluster
// CLUSTER-NOT: error:

// RAW: error: cross-group read before landed: the S2R of waves 0-3 in stage 1 of iteration 0 (k=0) (after barrier instance 3) reads LDS buffer %arg4 slot 0 elements that waves 4-7 copy in the prologue, and that copy is retired after barrier instance 3 (iteration 0 (k=0)): no barrier follows waves 4-7's wait before this read (the groups run at different program points; the wait and barrier must come a cluster earlier)
// RAW: note: the copy of waves 4-7

// WAR: error: cross-group overwrite while in use: the G2S of waves 0-3 in stage 0 of iteration 1 (k=1) (after barrier instance 9) overwrites LDS buffer %arg4 slot 0 elements that waves 4-7 read in stage 3 of iteration 0 (k=0), a read retired after barrier instance 9 (iteration 0 (k=0)): the two groups access the same slot one cluster apart, so the copy must come at least one barrier after the other group's last read of it has retired (retire the reads with `wait lgkmcnt(0)` in the memory cluster, or copy a cluster later)
// WAR: note: the S2R of waves 4-7

// ONEPROGRAM: error: barrier in iteration 0 (k=0) does not release LDS buffer %arg4 slot 0 for the copy in iteration 1 (k=1)
