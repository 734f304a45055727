// Planted bug: the wait allows one copy too many in flight (vmcnt counted in
// groups, not instructions): the B copy is read before it lands under lazy
// landing, and the numbers are wrong too (LDS starts as NaN garbage).
// RUN: sed 's/memory_counter_wait load(0)/memory_counter_wait load(1)/' %S/Inputs/gemm32.mlir > %t.mlir
// RUN: not cdna4-sim %t.mlir --gemm 64,64,256 --policy lazy/rr 2>&1 | FileCheck %s

// CHECK: tmp.mlir:57:15: error: race: read-before-landed: wave 0 lane 0 reads LDS byte 4096 {{.*}} written by a DMA of wave 0 (execution #1, epoch 0) that has not landed
// CHECK: tmp.mlir:53:9: note: the DMA was issued here
// CHECK: policy lazy/rr: 3 workgroup(s) of 2x2, max abs err inf, {{.*}}, 3072 element(s) out of tolerance (first C[0][0]), {{[1-9][0-9]*}} race(s): FAIL
