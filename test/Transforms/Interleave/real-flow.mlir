// REQUIRES: cdna4-gemm-gen
// The whole flow on generated kernels: cdna4-gemm-gen | software-pipeline |
// form-stages | interleave (which ends with the schedule verifier). Stage
// contents are pinned by count and order (S2R -> G2S -> [wait + barrier] ->
// MFMAs); which fragment lands where is pinned on generator-shaped inputs
// with name locations in default-256x256x64.mlir and seed000-suspicions.mlir.

// RUN: cdna4-gemm-gen | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='stages=4 wait-granularity=iteration' | FileCheck %s --check-prefix=DEF
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='stages=4 wait-granularity=iteration' | FileCheck %s --check-prefix=T128
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 | cdna4-opt --cdna4pipe-software-pipeline=num-stages=3 --cdna4pipe-form-stages --cdna4pipe-interleave='stages=4 wait-granularity=iteration' | FileCheck %s --check-prefix=T128N3
// RUN: cdna4-gemm-gen | cdna4-opt --cdna4pipe-software-pipeline=num-stages=2 --cdna4pipe-form-stages --cdna4pipe-interleave='stages=8 wait-granularity=iteration' | FileCheck %s --check-prefix=DEF8

// DEF-LABEL: gpu.func @
// DEF-COUNT-8: cdna4pipe.g2s
// DEF-NOT: cdna4pipe.
// DEF: cdna4pipe.wait vmcnt(0){{$}}
// DEF-NEXT: cdna4pipe.barrier
// DEF-NEXT: scf.for
// DEF-NOT: cdna4pipe.
// DEF: cdna4pipe.stage 0 priority 1 fence 0
// DEF-NOT: cdna4pipe.
// DEF: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.g2s
// DEF-NEXT: cdna4pipe.g2s
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.yield
// DEF-NOT: cdna4pipe.
// DEF: cdna4pipe.stage 1 priority 1 fence 0
// DEF-NOT: cdna4pipe.
// DEF: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.g2s
// DEF-NEXT: cdna4pipe.g2s
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.yield
// DEF-NOT: cdna4pipe.
// DEF: cdna4pipe.stage 2 priority 1 fence 0
// DEF-NOT: cdna4pipe.
// DEF: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.g2s
// DEF-NEXT: cdna4pipe.g2s
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.yield
// DEF-NOT: cdna4pipe.
// DEF: cdna4pipe.stage 3 priority 1 fence 0
// DEF-NOT: cdna4pipe.
// DEF: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.s2r
// DEF-NEXT: cdna4pipe.g2s
// DEF-NEXT: cdna4pipe.g2s
// DEF-NEXT: cdna4pipe.wait vmcnt(0) lgkmcnt(0)
// DEF-NEXT: cdna4pipe.barrier
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.mfma 16x16x32
// DEF-NEXT: cdna4pipe.yield
// DEF-NOT: cdna4pipe.
// DEF: scf.yield
// DEF-NOT: cdna4pipe.stage
// DEF: cdna4pipe.wait vmcnt(0){{$}}
// DEF-NEXT: cdna4pipe.barrier
// DEF-COUNT-24: cdna4pipe.s2r
// DEF-NOT: cdna4pipe.s2r
// DEF-COUNT-64: cdna4pipe.mfma
// DEF-NOT: cdna4pipe.
// DEF: gpu.return

// T128-LABEL: gpu.func @
// T128-COUNT-8: cdna4pipe.g2s
// T128-NOT: cdna4pipe.
// T128: cdna4pipe.wait vmcnt(0){{$}}
// T128-NEXT: cdna4pipe.barrier
// T128-NEXT: scf.for
// T128-NOT: cdna4pipe.
// T128: cdna4pipe.stage 0 priority 1 fence 0
// T128-NOT: cdna4pipe.
// T128: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.g2s
// T128-NEXT: cdna4pipe.g2s
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.yield
// T128-NOT: cdna4pipe.
// T128: cdna4pipe.stage 1 priority 1 fence 0
// T128-NOT: cdna4pipe.
// T128: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.g2s
// T128-NEXT: cdna4pipe.g2s
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.yield
// T128-NOT: cdna4pipe.
// T128: cdna4pipe.stage 2 priority 1 fence 0
// T128-NOT: cdna4pipe.
// T128: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.g2s
// T128-NEXT: cdna4pipe.g2s
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.yield
// T128-NOT: cdna4pipe.
// T128: cdna4pipe.stage 3 priority 1 fence 0
// T128-NOT: cdna4pipe.
// T128: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.s2r
// T128-NEXT: cdna4pipe.g2s
// T128-NEXT: cdna4pipe.g2s
// T128-NEXT: cdna4pipe.wait vmcnt(0) lgkmcnt(0)
// T128-NEXT: cdna4pipe.barrier
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.mfma 16x16x32
// T128-NEXT: cdna4pipe.yield
// T128-NOT: cdna4pipe.
// T128: scf.yield
// T128-NOT: cdna4pipe.stage
// T128: cdna4pipe.wait vmcnt(0){{$}}
// T128-NEXT: cdna4pipe.barrier
// T128-COUNT-16: cdna4pipe.s2r
// T128-NOT: cdna4pipe.s2r
// T128-COUNT-32: cdna4pipe.mfma
// T128-NOT: cdna4pipe.
// T128: gpu.return

// T128N3-LABEL: gpu.func @
// T128N3-COUNT-16: cdna4pipe.g2s
// T128N3-NOT: cdna4pipe.
// T128N3: cdna4pipe.wait vmcnt(8){{$}}
// T128N3-NEXT: cdna4pipe.barrier
// T128N3-NEXT: scf.for
// T128N3-NOT: cdna4pipe.
// T128N3: cdna4pipe.stage 0 priority 1 fence 0
// T128N3-NOT: cdna4pipe.
// T128N3: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.g2s
// T128N3-NEXT: cdna4pipe.g2s
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.yield
// T128N3-NOT: cdna4pipe.
// T128N3: cdna4pipe.stage 1 priority 1 fence 0
// T128N3-NOT: cdna4pipe.
// T128N3: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.g2s
// T128N3-NEXT: cdna4pipe.g2s
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.yield
// T128N3-NOT: cdna4pipe.
// T128N3: cdna4pipe.stage 2 priority 1 fence 0
// T128N3-NOT: cdna4pipe.
// T128N3: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.g2s
// T128N3-NEXT: cdna4pipe.g2s
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.yield
// T128N3-NOT: cdna4pipe.
// T128N3: cdna4pipe.stage 3 priority 1 fence 0
// T128N3-NOT: cdna4pipe.
// T128N3: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.s2r
// T128N3-NEXT: cdna4pipe.g2s
// T128N3-NEXT: cdna4pipe.g2s
// T128N3-NEXT: cdna4pipe.wait vmcnt(8) lgkmcnt(0)
// T128N3-NEXT: cdna4pipe.barrier
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.mfma 16x16x32
// T128N3-NEXT: cdna4pipe.yield
// T128N3-NOT: cdna4pipe.
// T128N3: scf.yield
// T128N3-NOT: cdna4pipe.stage
// T128N3: cdna4pipe.wait vmcnt(8){{$}}
// T128N3-NEXT: cdna4pipe.barrier
// T128N3-COUNT-16: cdna4pipe.s2r
// T128N3-NOT: cdna4pipe.s2r
// T128N3-COUNT-32: cdna4pipe.mfma
// T128N3-NOT: cdna4pipe.stage
// T128N3: cdna4pipe.wait vmcnt(0){{$}}
// T128N3-NEXT: cdna4pipe.barrier
// T128N3-COUNT-16: cdna4pipe.s2r
// T128N3-NOT: cdna4pipe.s2r
// T128N3-COUNT-32: cdna4pipe.mfma
// T128N3-NOT: cdna4pipe.
// T128N3: gpu.return

// DEF8-LABEL: gpu.func @
// DEF8-COUNT-8: cdna4pipe.g2s
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.wait vmcnt(0){{$}}
// DEF8-NEXT: cdna4pipe.barrier
// DEF8-NEXT: scf.for
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.stage 0 priority 1 fence 0
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.g2s
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.yield
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.stage 1 priority 1 fence 0
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.g2s
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.yield
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.stage 2 priority 1 fence 0
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.g2s
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.yield
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.stage 3 priority 1 fence 0
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.g2s
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.yield
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.stage 4 priority 1 fence 0
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.g2s
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.yield
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.stage 5 priority 1 fence 0
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.g2s
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.yield
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.stage 6 priority 1 fence 0
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.g2s
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.yield
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.stage 7 priority 1 fence 0
// DEF8-NOT: cdna4pipe.
// DEF8: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.s2r
// DEF8-NEXT: cdna4pipe.g2s
// DEF8-NEXT: cdna4pipe.wait vmcnt(0) lgkmcnt(0)
// DEF8-NEXT: cdna4pipe.barrier
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.mfma 16x16x32
// DEF8-NEXT: cdna4pipe.yield
// DEF8-NOT: cdna4pipe.
// DEF8: scf.yield
// DEF8-NOT: cdna4pipe.stage
// DEF8: cdna4pipe.wait vmcnt(0){{$}}
// DEF8-NEXT: cdna4pipe.barrier
// DEF8-COUNT-24: cdna4pipe.s2r
// DEF8-NOT: cdna4pipe.s2r
// DEF8-COUNT-64: cdna4pipe.mfma
// DEF8-NOT: cdna4pipe.
// DEF8: gpu.return
