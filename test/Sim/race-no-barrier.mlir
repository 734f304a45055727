// Planted bug: the barrier between the wait and the ds_reads is gone, so a
// wave reads rows another wave copied with nothing ordering the two.
// RUN: sed '0,/^        rocdl.s.barrier$/{/^        rocdl.s.barrier$/d}' %S/Inputs/gemm32.mlir > %t.mlir
// RUN: not cdna4-sim %t.mlir --gemm 64,64,256 --policy issue/rr 2>&1 | FileCheck %s

// CHECK: tmp.mlir:55:15: error: race: unsynchronized-read: wave 0 lane 8 reads LDS byte 1024 {{.*}} written by a DMA of wave 1 (execution #1, epoch 0) that was retired by its wave's wait in the same epoch (no barrier since)
// CHECK: policy issue/rr: {{.*}} race(s): FAIL
