// Planted bug: the wait before the barrier is gone. Under lazy landing the
// ds_read finds its bytes still in flight; under landing-at-issue the data is
// there by luck but no wait retired the DMA: both are races.
// RUN: sed '/memory_counter_wait load(0)/d' %S/Inputs/gemm32.mlir > %t.mlir
// RUN: not cdna4-sim %t.mlir --gemm 64,64,256 --policy lazy/rr 2>&1 | FileCheck %s --check-prefix=LAZY
// RUN: not cdna4-sim %t.mlir --gemm 64,64,256 --policy issue/ahead 2>&1 | FileCheck %s --check-prefix=ISSUE

// LAZY: tmp.mlir:55:15: error: race: read-before-landed: wave 0 lane 0 reads LDS byte 0 (execution #1 of this op by the wave, barrier epoch 1, workgroup (0,0,0)) written by a DMA of wave 0 (execution #1, epoch 0) that has not landed
// LAZY: tmp.mlir:52:9: note: the DMA was issued here
// LAZY: policy lazy/rr: {{.*}} race(s): FAIL
// LAZY: FAIL: gemm

// ISSUE: error: race: unsynchronized-read: wave 0 lane 0 {{.*}} that landed by timing only: no wait retired it
// ISSUE: policy issue/ahead: {{.*}} 0 element(s) out of tolerance, {{[1-9][0-9]*}} race(s): FAIL
