// REQUIRES: cdna4-gemm-gen
// The generated default kernel, software-pipelined with 2 and 3 slots,
// raised into cdna4pipe ops: prologue, loop body and epilogue; no upstream
// copy, LDS read, MFMA, wait or bare barrier is left.

// RUN: cdna4-gemm-gen | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages | FileCheck %s
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=3 --cdna4pipe-form-stages | FileCheck %s --check-prefix=N3

// CHECK-LABEL: gpu.func @
// CHECK-NOT: amdgpu.gather_to_lds
// CHECK-COUNT-8: cdna4pipe.g2s {{.*}}[%c0{{(_[0-9]+)?}},
// CHECK: scf.for
// CHECK-NEXT: cdna4pipe.wait vmcnt(0){{$}}
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-COUNT-8: cdna4pipe.g2s
// CHECK-COUNT-24: cdna4pipe.s2r
// CHECK-COUNT-64: cdna4pipe.mfma 16x16x32
// CHECK: scf.yield
// CHECK: cdna4pipe.wait vmcnt(0){{$}}
// CHECK-NEXT: cdna4pipe.barrier
// CHECK-COUNT-24: cdna4pipe.s2r {{.*}}[%c1{{(_[0-9]+)?}},
// CHECK-COUNT-64: cdna4pipe.mfma 16x16x32
// CHECK-NOT: amdgpu.{{gather_to_lds|mfma|memory_counter_wait}}
// CHECK-NOT: rocdl.s.barrier
// CHECK: gpu.return

// N3-LABEL: gpu.func @
// N3-COUNT-16: cdna4pipe.g2s
// N3: scf.for
// N3-NEXT: cdna4pipe.wait vmcnt(8){{$}}
// N3-NEXT: cdna4pipe.barrier
// N3: scf.yield
// N3: cdna4pipe.wait vmcnt(8){{$}}
// N3: cdna4pipe.wait vmcnt(0){{$}}
// N3-NOT: amdgpu.{{gather_to_lds|mfma|memory_counter_wait}}
// N3: gpu.return
