// The registered pipeline, from an interleaved (Level 3) kernel to LLVM +
// ROCDL: no cdna4pipe, scf, memref or gpu.func left.
// RUN: cdna4-opt %s --pass-pipeline='builtin.module(cdna4pipe-to-gfx950{input-level=3 verify=false schedule=default})' | FileCheck %s

// CHECK: gpu.module @m
// CHECK: llvm.func @k(%{{.*}}: !llvm.ptr, %{{.*}}: i64) attributes {gpu.kernel, rocdl.kernel}
// CHECK: rocdl.raw.ptr.buffer.load.lds {{.*}}alias_scopes
// CHECK: rocdl.s.waitcnt 3952
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NOT: {{cdna4pipe\.(g2s|s2r|wait|barrier)|scf\.|memref\.|gpu\.func}}
gpu.module @m {
  gpu.func @k(%A: memref<64x64xbf16>, %i: index)
      workgroup(%As : memref<1x8x64xbf16, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %t = cdna4pipe.g2s %A[%i, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, memref<64x64xbf16> -> memref<1x8x64xbf16, #gpu.address_space<workgroup>>
    cdna4pipe.wait vmcnt(0)
    cdna4pipe.barrier
    gpu.return
  }
}
