// Planted bug: the trailing barrier of the K-loop is gone, so the next
// K-tile's DMAs overwrite bytes other waves are still reading.
// RUN: sed '0,/^        rocdl.s.barrier$/{/^        rocdl.s.barrier$/s/^/KEEP/};/^        rocdl.s.barrier$/d;s/^KEEP//' %S/Inputs/gemm32.mlir > %t.mlir
// RUN: grep -c rocdl.s.barrier %t.mlir | FileCheck %s --check-prefix=ONE
// RUN: not cdna4-sim %t.mlir --gemm 64,64,256 --policy lazy/ahead 2>&1 | FileCheck %s

// ONE: 1
// Wave 0 runs ahead: its next DMA lands on rows wave 1 has not read yet
// (wave 1's read is then unsynchronized), and wave 1's own next DMA hits rows
// wave 0 already read in this epoch (write-after-read).
// CHECK-DAG: tmp.mlir:56:15: error: race: unsynchronized-read: wave 1 lane 0 reads LDS byte 0 (execution #1 of this op by the wave, barrier epoch 1, workgroup (0,0,0)) written by a DMA of wave 0 (execution #2, epoch 1) that was retired by its wave's wait in the same epoch (no barrier since)
// CHECK-DAG: tmp.mlir:52:9: error: race: write-after-read: wave 1 lane 0 writes LDS byte 1024 (execution #2 of this op by the wave, barrier epoch 1, workgroup (0,0,0)) that wave 0 read in the same barrier epoch
// CHECK: policy lazy/ahead: {{.*}} race(s): FAIL
