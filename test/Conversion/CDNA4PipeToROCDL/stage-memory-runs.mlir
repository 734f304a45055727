// RUN: cdna4-opt %s --pass-pipeline='builtin.module(gpu.module(convert-cdna4pipe-to-rocdl))' --split-input-file | FileCheck %s

// A stage's memory phase keeps the order it lists its LDS reads and copies
// in: where a run of s2r meets a run of g2s (either way round), a
// sched_barrier with mask 7 (only ALU instructions may cross) separates
// them; within a run, and around the phase, nothing new. Reads, reads,
// copies, copies, read: two run boundaries, two fences.
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<8192x8192xbf16>

// CHECK-LABEL: gpu.func @runs
// CHECK: rocdl.sched.barrier 0
// CHECK-NOT: rocdl.sched.barrier
// CHECK: llvm.load
// CHECK-NOT: rocdl.sched.barrier
// CHECK: llvm.load
// CHECK-NOT: rocdl.raw.ptr.buffer.load.lds
// CHECK: rocdl.sched.barrier 7
// CHECK-NOT: rocdl.sched.barrier
// CHECK: rocdl.raw.ptr.buffer.load.lds
// CHECK-NOT: rocdl.sched.barrier
// CHECK: rocdl.raw.ptr.buffer.load.lds
// CHECK-NOT: llvm.load
// CHECK: rocdl.sched.barrier 7
// CHECK-NOT: rocdl.sched.barrier
// CHECK: llvm.load
// CHECK-NEXT: rocdl.sched.barrier 0
// CHECK-NEXT: rocdl.s.waitcnt
// CHECK-NOT: rocdl.sched.barrier
// CHECK: rocdl.mfma.f32.16x16x32.bf16
gpu.module @m {
  gpu.func @runs(%A: !gbl, %i: index, %j: index, %c: vector<4xf32>)
      workgroup(%As : !lds) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = cdna4pipe.stage 0 priority 0 fence 0 -> (vector<4xf32>) {
      %a = cdna4pipe.s2r %As[%c0, %i, %j] : !lds -> vector<8xbf16>
      %b = cdna4pipe.s2r %As[%c0, %j, %i] : !lds -> vector<8xbf16>
      %t0 = cdna4pipe.g2s %A[%i, %j], %As[%c1, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
      %t1 = cdna4pipe.g2s %A[%j, %i], %As[%c1, %c1, %c0] : vector<8xbf16>, !gbl -> !lds
      %e = cdna4pipe.s2r %As[%c0, %i, %i] : !lds -> vector<8xbf16>
      cdna4pipe.wait lgkmcnt(0)
      %d = cdna4pipe.mfma 16x16x32 %a * %b + %c : vector<8xbf16>, vector<4xf32>
      %f = cdna4pipe.mfma 16x16x32 %e * %e + %d : vector<8xbf16>, vector<4xf32>
      cdna4pipe.yield %f : vector<4xf32>
    }
    gpu.return
  }
}

// -----

// One kind only (reads; then copies in a stage without MFMAs, whose memory
// phase runs to its end): no run boundary, no fence. A copy after the
// stage's wait is outside its memory phase and gets none either.
!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<8192x8192xbf16>

// CHECK-LABEL: gpu.func @one_kind
// CHECK-NOT: rocdl.sched.barrier 7
// CHECK: gpu.return
gpu.module @m {
  gpu.func @one_kind(%A: !gbl, %i: index, %j: index, %c: vector<4xf32>)
      workgroup(%As : !lds) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
      %a = cdna4pipe.s2r %As[%c0, %i, %j] : !lds -> vector<8xbf16>
      %b = cdna4pipe.s2r %As[%c0, %j, %i] : !lds -> vector<8xbf16>
      cdna4pipe.wait lgkmcnt(0)
      %t = cdna4pipe.g2s %A[%i, %j], %As[%c1, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
      %d = cdna4pipe.mfma 16x16x32 %a * %b + %c : vector<8xbf16>, vector<4xf32>
      cdna4pipe.yield %d : vector<4xf32>
    }
    cdna4pipe.stage 1 priority 0 fence 0 {
      %t0 = cdna4pipe.g2s %A[%i, %j], %As[%c1, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
      %t1 = cdna4pipe.g2s %A[%j, %i], %As[%c1, %c1, %c0] : vector<8xbf16>, !gbl -> !lds
      cdna4pipe.yield
    }
    gpu.return
  }
}
