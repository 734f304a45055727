// RUN: cdna4-opt %s --pass-pipeline='builtin.module(gpu.module(convert-cdna4pipe-to-rocdl))' --split-input-file | FileCheck %s
// RUN: cdna4-opt %s --pass-pipeline='builtin.module(gpu.module(convert-cdna4pipe-to-rocdl{copy-kind=global}))' --split-input-file | FileCheck %s --check-prefix=GLOBAL

// The wave-uniform part of a copy's source offset (planUniformCopyOffsets):
// where the source has a run-time stride, each source index splits into
// its uniform addends (kernel arguments, workgroup ids, loop counters) and
// the per-lane rest; the resource starts at the uniform offset and keeps
// its end (num_records less as many bytes, clamped to [0, 2^32 - 1]), and
// voffset is the per-lane offset alone.

!lds = memref<2x128x64xbf16, #gpu.address_space<workgroup>>
!dyn = memref<?x?xbf16>

// Row = block_id.y * 128 (uniform) + tid / 8; column = k * 64 (uniform) +
// tid % 8 * 8.
// CHECK-LABEL: gpu.func @uniform_k
// CHECK: %[[BY:.*]] = arith.muli %{{.*}}, %c128 : index
// CHECK-NEXT: %[[BY64:.*]] = builtin.unrealized_conversion_cast %[[BY]] : index to i64
// CHECK-NEXT: %[[LROW:.*]] = arith.divui %{{.*}}, %c8 : index
// CHECK-NEXT: %[[LROW64:.*]] = builtin.unrealized_conversion_cast %[[LROW]] : index to i64
// CHECK: %[[LCOL:.*]] = arith.muli %{{.*}}, %c8 : index
// CHECK-NEXT: %[[LCOL64:.*]] = builtin.unrealized_conversion_cast %[[LCOL]] : index to i64
// CHECK: scf.for %[[K:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK-NEXT: %[[K64:.*]] = arith.muli %[[K]], %c64 : index
// CHECK-NEXT: %[[K64I:.*]] = builtin.unrealized_conversion_cast %[[K64]] : index to i64
// CHECK: %[[BASE:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
// CHECK: %[[S0:.*]] = llvm.extractvalue %{{.*}}[4, 0]
// CHECK-NEXT: %[[U0:.*]] = llvm.mul %[[BY64]], %[[S0]] : i64
// CHECK-NEXT: %[[UACC0:.*]] = llvm.add %{{.*}}, %[[U0]] : i64
// CHECK-NEXT: %[[L0:.*]] = llvm.mul %[[LROW64]], %[[S0]] : i64
// CHECK-NEXT: %[[LACC0:.*]] = llvm.add %{{.*}}, %[[L0]] : i64
// CHECK: %[[S1:.*]] = llvm.extractvalue %{{.*}}[4, 1]
// CHECK-NEXT: %[[U1:.*]] = llvm.mul %[[K64I]], %[[S1]] : i64
// CHECK-NEXT: %[[UNIFORM:.*]] = llvm.add %[[UACC0]], %[[U1]] : i64
// CHECK-NEXT: %[[L1:.*]] = llvm.mul %[[LCOL64]], %[[S1]] : i64
// CHECK-NEXT: %[[LANE:.*]] = llvm.add %[[LACC0]], %[[L1]] : i64
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %[[LANEB:.*]] = llvm.mul %[[LANE]], %[[TWO]] : i64
// CHECK-NEXT: %[[VOFF:.*]] = llvm.trunc %[[LANEB]] : i64 to i32
// CHECK-NEXT: %[[EXTB:.*]] = llvm.mul %{{.*}}, %[[TWO]] : i64
// CHECK-NEXT: %[[MAX32:.*]] = llvm.mlir.constant(4294967295 : i64) : i64
// CHECK-NEXT: %[[NREC:.*]] = llvm.intr.umin(%[[EXTB]], %[[MAX32]]) : (i64, i64) -> i64
// CHECK-NEXT: %[[SHIFT:.*]] = llvm.mul %[[UNIFORM]], %[[TWO]] : i64
// CHECK-NEXT: %[[START:.*]] = llvm.getelementptr %[[BASE]][%[[SHIFT]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %[[LEFT:.*]] = llvm.sub %[[NREC]], %[[SHIFT]] : i64
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[POS:.*]] = llvm.intr.smax(%[[LEFT]], %[[ZERO]]) : (i64, i64) -> i64
// CHECK-NEXT: %[[MAX32B:.*]] = llvm.mlir.constant(4294967295 : i64) : i64
// CHECK-NEXT: %[[NREC2:.*]] = llvm.intr.umin(%[[POS]], %[[MAX32B]]) : (i64, i64) -> i64
// CHECK: %[[RSRC:.*]] = rocdl.make.buffer.rsrc %[[START]], %{{.*}}, %[[NREC2]], %{{.*}} : !llvm.ptr to <8>
// CHECK: rocdl.raw.ptr.buffer.load.lds %[[RSRC]], %{{.*}}, %{{.*}}, %[[VOFF]], %{{.*}}, %{{.*}}, %{{.*}}
// GLOBAL-LABEL: gpu.func @uniform_k
// GLOBAL-NOT: llvm.intr.smax
// GLOBAL: rocdl.global.load.lds
gpu.module @m {
  gpu.func @uniform_k(%A: !dyn, %n: index) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %tid = gpu.thread_id x
    %by = gpu.block_id y
    %row0 = arith.muli %by, %c128 : index
    %lrow = arith.divui %tid, %c8 : index
    %row = arith.addi %row0, %lrow : index
    %lk8 = arith.remui %tid, %c8 : index
    %lk = arith.muli %lk8, %c8 : index
    scf.for %k = %c0 to %n step %c1 {
      %k64 = arith.muli %k, %c64 : index
      %col = arith.addi %k64, %lk : index
      %t = cdna4pipe.g2s %A[%row, %col], %As[%c0, %c0, %c0] : vector<8xbf16>, !dyn -> !lds
    }
    gpu.return
  }
}

// -----

!lds = memref<2x128x64xbf16, #gpu.address_space<workgroup>>
!dyn = memref<?x?xbf16>
!fat = memref<?x?xbf16, #amdgpu.address_space<fat_raw_buffer>>

// A fat_raw_buffer source bounded by validBytes: the bound is reduced the
// same way; the uniform addend is a kernel argument.
// CHECK-LABEL: gpu.func @valid_bytes
// CHECK-SAME: %{{[a-z0-9]+}}: memref<?x?xbf16>, %[[VB:[a-z0-9]+]]: i64
// CHECK: %[[VOFF:.*]] = llvm.trunc %{{.*}} : i64 to i32
// CHECK-NEXT: %[[SHIFT:.*]] = llvm.mul %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[START:.*]] = llvm.getelementptr %{{.*}}[%[[SHIFT]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %[[LEFT:.*]] = llvm.sub %[[VB]], %[[SHIFT]] : i64
// CHECK: %[[POS:.*]] = llvm.intr.smax(%[[LEFT]], %{{.*}}) : (i64, i64) -> i64
// CHECK: %[[NREC:.*]] = llvm.intr.umin(%[[POS]], %{{.*}}) : (i64, i64) -> i64
// CHECK: %[[RSRC:.*]] = rocdl.make.buffer.rsrc %[[START]], %{{.*}}, %[[NREC]], %{{.*}} : !llvm.ptr to <8>
// CHECK: rocdl.raw.ptr.buffer.load.lds %[[RSRC]], %{{.*}}, %{{.*}}, %[[VOFF]],
gpu.module @m {
  gpu.func @valid_bytes(%A: !dyn, %vb: i64, %off: index) workgroup(%As : !lds)
      kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %tid = gpu.thread_id x
    %col = arith.addi %off, %tid : index
    %Ab = amdgpu.fat_raw_buffer_cast %A validBytes(%vb) : !dyn to !fat
    %t = cdna4pipe.g2s %Ab[%c0, %col], %As[%c0, %c0, %c0] : vector<8xbf16>, !fat -> !lds
    gpu.return
  }
}

// -----

!lds = memref<2x128x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<256x4096xbf16>
!dyn = memref<?x?xbf16>

// Left as they were (one resource on the first element, the whole offset
// in voffset): static strides (LLVM keeps the K advance in one scalar
// induction variable there); a per-lane addend that may be negative
// (tid - 8: the resource would have to start past an element a lane
// reads); no uniform addend (the arguments of a device function may differ
// per lane; the counter of a loop bounded by the thread id).
// CHECK-LABEL: gpu.func @static_strides
// CHECK-NOT: llvm.intr.smax
// CHECK: %[[RSRC:.*]] = rocdl.make.buffer.rsrc %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : !llvm.ptr to <8>
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.load.lds %[[RSRC]]
// CHECK-LABEL: gpu.func @maybe_negative
// CHECK-NOT: llvm.intr.smax
// CHECK: rocdl.raw.ptr.buffer.load.lds
// A uniform addend that may be negative (64 k - 64) is split all the same:
// the resource starts before the memref with as many bytes more of
// num_records, so the lanes whose whole offset is in bounds read what they
// read before, under the same check.
// CHECK-LABEL: gpu.func @maybe_negative_uniform
// CHECK: llvm.intr.smax
// CHECK: rocdl.raw.ptr.buffer.load.lds
// CHECK-LABEL: gpu.func @device_function
// CHECK-NOT: llvm.intr.smax
// CHECK: rocdl.raw.ptr.buffer.load.lds
// CHECK-LABEL: gpu.func @lane_loop
// CHECK-NOT: llvm.intr.smax
// CHECK: rocdl.raw.ptr.buffer.load.lds
// CHECK: gpu.return
gpu.module @m {
  gpu.func @static_strides(%A: !gbl, %n: index) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %tid = gpu.thread_id x
    scf.for %k = %c0 to %n step %c1 {
      %k64 = arith.muli %k, %c64 : index
      %col = arith.addi %k64, %tid : index
      %t = cdna4pipe.g2s %A[%c0, %col], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    }
    gpu.return
  }
  gpu.func @maybe_negative(%A: !dyn, %n: index) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %tid = gpu.thread_id x
    %lane = arith.subi %tid, %c8 : index
    scf.for %k = %c0 to %n step %c1 {
      %k64 = arith.muli %k, %c64 : index
      %col = arith.addi %k64, %lane : index
      %t = cdna4pipe.g2s %A[%c0, %col], %As[%c0, %c0, %c0] : vector<8xbf16>, !dyn -> !lds
    }
    gpu.return
  }
  gpu.func @maybe_negative_uniform(%A: !dyn, %n: index) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %tid = gpu.thread_id x
    scf.for %k = %c0 to %n step %c1 {
      %k64 = arith.muli %k, %c64 : index
      %prev = arith.subi %k64, %c64 : index
      %col = arith.addi %prev, %tid : index
      %t = cdna4pipe.g2s %A[%c0, %col], %As[%c0, %c0, %c0] : vector<8xbf16>, !dyn -> !lds
    }
    gpu.return
  }
  gpu.func @device_function(%A: !dyn, %off: index) workgroup(%As : !lds) {
    %c0 = arith.constant 0 : index
    %tid = gpu.thread_id x
    %col = arith.addi %off, %tid : index
    %t = cdna4pipe.g2s %A[%c0, %col], %As[%c0, %c0, %c0] : vector<8xbf16>, !dyn -> !lds
    gpu.return
  }
  gpu.func @lane_loop(%A: !dyn) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %tid = gpu.thread_id x
    scf.for %k = %c0 to %tid step %c1 {
      %k64 = arith.muli %k, %c64 : index
      %t = cdna4pipe.g2s %A[%c0, %k64], %As[%c0, %c0, %c0] : vector<8xbf16>, !dyn -> !lds
    }
    gpu.return
  }
}
