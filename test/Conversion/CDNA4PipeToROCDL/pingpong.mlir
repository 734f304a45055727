// Ping-pong pieces: a conditional barrier is a scalar branch around
// s_barrier on the readfirstlane of its predicate; a stage in ping-pong form
// (a barrier after its MFMAs) fences its MFMA cluster on both sides.
// RUN: cdna4-opt %s --pass-pipeline='builtin.module(gpu.module(convert-cdna4pipe-to-rocdl))' --split-input-file | FileCheck %s
// RUN: cdna4-opt %s --pass-pipeline='builtin.module(gpu.module(convert-cdna4pipe-to-rocdl{barrier=fenced}))' --split-input-file | FileCheck %s --check-prefix=FENCED
// RUN: cdna4-opt %s --pass-pipeline='builtin.module(gpu.module(convert-cdna4pipe-to-rocdl,convert-scf-to-cf))' --split-input-file | FileCheck %s --check-prefix=CF

// CHECK-LABEL: gpu.func @cond_barrier
// CHECK: %[[LATE:.*]] = arith.cmpi uge
// CHECK-NEXT: %[[W:.*]] = llvm.zext %[[LATE]] : i1 to i32
// CHECK-NEXT: %[[U:.*]] = rocdl.readfirstlane %[[W]] : i32
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[T:.*]] = llvm.icmp "ne" %[[U]], %[[Z]] : i32
// CHECK-NEXT: scf.if %[[T]] {
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: }
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: gpu.return
// FENCED-LABEL: gpu.func @cond_barrier
// FENCED: scf.if
// FENCED-NEXT: llvm.fence syncscope("workgroup") release
// FENCED-NEXT: rocdl.s.barrier
// FENCED-NEXT: llvm.fence syncscope("workgroup") acquire
// FENCED-NEXT: }
// CF-LABEL: gpu.func @cond_barrier
// CF: llvm.icmp "ne"
// CF-NEXT: cf.cond_br %{{.*}}, ^[[THEN:.*]], ^[[JOIN:.*]]
// CF-NEXT: ^[[THEN]]:
// CF-NEXT: rocdl.s.barrier
// CF-NEXT: cf.br ^[[JOIN]]
// CF-NEXT: ^[[JOIN]]:
// CF-NEXT: rocdl.s.barrier
gpu.module @m {
  gpu.func @cond_barrier() kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %tid = gpu.thread_id x
    %wave = arith.divui %tid, %c64 : index
    %late = arith.cmpi uge, %wave, %c4 : index
    cdna4pipe.cond_barrier %late
    cdna4pipe.barrier
    gpu.return
  }
}

// -----

!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

// CHECK-LABEL: gpu.func @pingpong_stage
// CHECK: rocdl.sched.barrier 0
// CHECK: llvm.load
// CHECK-NEXT: rocdl.sched.barrier 0
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: rocdl.sched.barrier 0
// CHECK-NEXT: rocdl.s.setprio 1
// CHECK-NOT: rocdl.s
// CHECK: rocdl.mfma.f32.16x16x32.bf16
// CHECK-NOT: rocdl.s
// CHECK: rocdl.mfma.f32.16x16x32.bf16
// CHECK-NEXT: rocdl.s.setprio 0
// CHECK-NEXT: rocdl.sched.barrier 0
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: gpu.return
gpu.module @m {
  gpu.func @pingpong_stage(%As: !lds, %i: index, %c: vector<4xf32>) kernel {
    %c0 = arith.constant 0 : index
    %r = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
      %a = cdna4pipe.s2r %As[%c0, %i, %i] : !lds -> vector<8xbf16>
      cdna4pipe.barrier
      %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<8xbf16>, vector<4xf32>
      %e = cdna4pipe.mfma 16x16x32 %a * %a + %d : vector<8xbf16>, vector<4xf32>
      cdna4pipe.barrier
      cdna4pipe.yield %e : vector<4xf32>
    }
    gpu.return
  }
}

// -----

!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>

// Not in ping-pong form (no barrier after the MFMAs): no extra fences.
// CHECK-LABEL: gpu.func @plain_stage
// CHECK: rocdl.sched.barrier 0
// CHECK: llvm.load
// CHECK-NEXT: rocdl.sched.barrier 0
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: rocdl.s.setprio 1
// CHECK-NOT: rocdl.s
// CHECK: rocdl.mfma.f32.16x16x32.bf16
// CHECK-NEXT: rocdl.s.setprio 0
// CHECK-NEXT: gpu.return
gpu.module @m {
  gpu.func @plain_stage(%As: !lds, %i: index, %c: vector<4xf32>) kernel {
    %c0 = arith.constant 0 : index
    %r = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
      %a = cdna4pipe.s2r %As[%c0, %i, %i] : !lds -> vector<8xbf16>
      cdna4pipe.barrier
      %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<8xbf16>, vector<4xf32>
      cdna4pipe.yield %d : vector<4xf32>
    }
    gpu.return
  }
}
