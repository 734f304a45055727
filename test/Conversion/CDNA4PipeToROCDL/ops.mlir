// RUN: cdna4-opt %s --pass-pipeline='builtin.module(gpu.module(convert-cdna4pipe-to-rocdl))' --split-input-file | FileCheck %s
// RUN: cdna4-opt %s --pass-pipeline='builtin.module(gpu.module(convert-cdna4pipe-to-rocdl{copy-kind=global}))' --split-input-file | FileCheck %s --check-prefix=GLOBAL
// RUN: cdna4-opt %s --pass-pipeline='builtin.module(gpu.module(convert-cdna4pipe-to-rocdl{barrier=fenced alias-scopes=false}))' --split-input-file | FileCheck %s --check-prefix=FENCED

!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<8192x8192xbf16>

// Waits: gfx9 encoding. vmcnt low bits [3:0], high bits [15:14]; expcnt
// [6:4] = 7; lgkmcnt [11:8], 15 when absent; vmcnt 63 when absent.
// CHECK-LABEL: gpu.func @waits
// vmcnt(8) lgkmcnt(0): 8 | 7<<4 | 0<<8 | 0<<14 = 120
// CHECK: rocdl.s.waitcnt 120
// vmcnt(0): 0 | 112 | 15<<8 = 3952
// CHECK-NEXT: rocdl.s.waitcnt 3952
// lgkmcnt(0): 15 | 112 | 0 | 3<<14 = 49279
// CHECK-NEXT: rocdl.s.waitcnt 49279
// vmcnt(20) lgkmcnt(3): 4 | 112 | 3<<8 | 1<<14 = 17268
// CHECK-NEXT: rocdl.s.waitcnt 17268
// vmcnt(63) lgkmcnt(15): 15 | 112 | 3840 | 49152 = 53119
// CHECK-NEXT: rocdl.s.waitcnt 53119
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: gpu.return
// FENCED-LABEL: gpu.func @waits
// FENCED: llvm.fence syncscope("workgroup") release
// FENCED-NEXT: rocdl.s.barrier
// FENCED-NEXT: llvm.fence syncscope("workgroup") acquire
gpu.module @m {
  gpu.func @waits() kernel {
    cdna4pipe.wait vmcnt(8) lgkmcnt(0)
    cdna4pipe.wait vmcnt(0)
    cdna4pipe.wait lgkmcnt(0)
    cdna4pipe.wait vmcnt(20) lgkmcnt(3)
    cdna4pipe.wait vmcnt(63) lgkmcnt(15)
    cdna4pipe.barrier
    gpu.return
  }
}

// -----

!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<8192x8192xbf16>

// One copy and one read with constant slots: a buffer resource on the
// source's first element, a per-lane byte voffset, the LDS destination of
// lane 0 as the wave-uniform base, and one alias scope per (buffer, slot).
// CHECK-DAG: #[[DOM:.*]] = #llvm.alias_scope_domain<id = distinct[{{.*}}]<>, description = "cdna4pipe.lds.copy_read">
// CHECK-DAG: #[[S1:.*]] = #llvm.alias_scope<id = distinct[{{.*}}]<>, domain = #[[DOM]], description = "wg0.slot1">
// CHECK-DAG: #[[S0:.*]] = #llvm.alias_scope<id = distinct[{{.*}}]<>, domain = #[[DOM]], description = "wg0.slot0">
// CHECK-LABEL: gpu.func @copy_read
// CHECK: %[[NREC:.*]] = llvm.intr.umin
// CHECK: %[[FLAGS:.*]] = llvm.mlir.constant(159744 : i32) : i32
// CHECK: %[[RSRC:.*]] = rocdl.make.buffer.rsrc %{{.*}}, %{{.*}}, %[[NREC]], %[[FLAGS]] : !llvm.ptr to <8>
// CHECK: %[[SIZE:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: rocdl.raw.ptr.buffer.load.lds %[[RSRC]], %{{.*}}, %[[SIZE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {alias_scopes = [#[[S1]]], noalias_scopes = [#[[S0]]]}
// CHECK: llvm.load %{{.*}} {alias_scopes = [#[[S0]]], alignment = 16 : i64, noalias_scopes = [#[[S1]]]} : !llvm.ptr<3> -> vector<8xbf16>
// CHECK: rocdl.mfma.f32.16x16x32.bf16 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (vector<8xbf16>, vector<8xbf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NOT: {{ cdna4pipe\.(g2s|s2r|mfma|wait|barrier|stage|yield)}}
// GLOBAL-LABEL: gpu.func @copy_read
// GLOBAL-NOT: rocdl.make.buffer.rsrc
// GLOBAL: %[[G:.*]] = llvm.addrspacecast %{{.*}} : !llvm.ptr to !llvm.ptr<1>
// GLOBAL: rocdl.global.load.lds %[[G]], %{{.*}}, 16, 0, 0 {alias_scopes = [#{{.*}}], noalias_scopes = [#{{.*}}]}
// FENCED-LABEL: gpu.func @copy_read
// FENCED: rocdl.raw.ptr.buffer.load.lds
// FENCED-NOT: alias_scopes
// FENCED: llvm.load
gpu.module @m {
  gpu.func @copy_read(%A: !gbl, %i: index, %j: index, %c: vector<4xf32>)
      workgroup(%As : !lds) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %t = cdna4pipe.g2s %A[%i, %j], %As[%c1, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    %a = cdna4pipe.s2r %As[%c0, %i, %j] : !lds -> vector<8xbf16>
    %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<8xbf16>, vector<4xf32>
    gpu.return
  }
}

// -----

!ldsKN = memref<2x64x128xbf16, #gpu.address_space<workgroup>>
!gbl = memref<8192x8192xbf16>

// A transposing S2R (B stored K x N) is one rocdl.ds.read.tr16.b64 at the
// lane's address (ds_read_b64_tr_b16), with the read's alias scopes; the two
// reads of one B source are concatenated for the MFMA.
// CHECK-LABEL: gpu.func @read_transposed
// CHECK: %[[T0:.*]] = rocdl.ds.read.tr16.b64 %{{.*}} {alias_scopes = [#{{.*}}], noalias_scopes = [#{{.*}}]} : <3> -> vector<4xbf16>
// CHECK: %[[T1:.*]] = rocdl.ds.read.tr16.b64 %{{.*}} : <3> -> vector<4xbf16>
// CHECK: %[[B:.*]] = llvm.shufflevector %[[T0]], %[[T1]] [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>
// CHECK: rocdl.mfma.f32.16x16x32.bf16 %{{.*}}, %[[B]], %{{.*}}
// CHECK-NOT: llvm.load %{{.*}} : !llvm.ptr<3> -> vector<4xbf16>
gpu.module @m {
  gpu.func @read_transposed(%A: !gbl, %i: index, %j: index, %a: vector<8xbf16>,
                            %c: vector<4xf32>) workgroup(%Bs : !ldsKN) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %t = cdna4pipe.g2s %A[%i, %j], %Bs[%c1, %c0, %c0] : vector<8xbf16>, !gbl -> !ldsKN
    %b0 = cdna4pipe.s2r transpose %Bs[%c0, %i, %j] : !ldsKN -> vector<4xbf16>
    %b1 = cdna4pipe.s2r transpose %Bs[%c0, %j, %i] : !ldsKN -> vector<4xbf16>
    %d = cdna4pipe.mfma 16x16x32 %a * (%b0, %b1) + %c : vector<8xbf16> * vector<4xbf16>, vector<4xf32>
    gpu.return
  }
}

// -----

!lds = memref<2x64x64xf16, #gpu.address_space<workgroup>>
!fat = memref<1024x1024xf16, #amdgpu.address_space<fat_raw_buffer>>

// A fat_raw_buffer source: the resource is built on the memref under the
// cast and bounded by its validBytes.
// CHECK-LABEL: gpu.func @fat_source
// CHECK-SAME: %[[VB:[a-z0-9]+]]: i64
// CHECK: rocdl.make.buffer.rsrc %{{.*}}, %{{.*}}, %[[VB]], %{{.*}} : !llvm.ptr to <8>
// CHECK: rocdl.raw.ptr.buffer.load.lds
// CHECK: rocdl.mfma.f32.32x32x16.f16 {{.*}} -> vector<16xf32>
gpu.module @m {
  gpu.func @fat_source(%A: memref<1024x1024xf16>, %vb: i64, %i: index,
                       %c: vector<16xf32>, %a: vector<8xf16>)
      workgroup(%As : !lds) kernel {
    %c0 = arith.constant 0 : index
    %Ab = amdgpu.fat_raw_buffer_cast %A validBytes(%vb) : memref<1024x1024xf16> to !fat
    %t = cdna4pipe.g2s %Ab[%i, %i], %As[%c0, %c0, %c0] : vector<8xf16>, !fat -> !lds
    %d = cdna4pipe.mfma 32x32x16 %a * %a + %c : vector<8xf16>, vector<16xf32>
    gpu.return
  }
}

// -----

!lds = memref<2x256x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<8192x8192xbf16>

// A pipelined loop: prologue copy into constant slot 0, the loop copies
// into slot (k+1)%2 and reads slot k%2, tokens carried through iter_args.
// Scopes: one per (buffer, frame, slot class). In the loop the two classes
// are provably different slots in every iteration, so they are declared
// noalias; across frames (prologue vs loop) the explicit waits order them.
// CHECK-DAG: #[[P:.*]] = #llvm.alias_scope<{{.*}}description = "wg0.slot0">
// CHECK-DAG: #[[W:.*]] = #llvm.alias_scope<{{.*}}description = "wg0.loop0.slot(1*iv+1)%2">
// CHECK-DAG: #[[R:.*]] = #llvm.alias_scope<{{.*}}description = "wg0.loop0.slot(1*iv+0)%2">
// CHECK-LABEL: gpu.func @pipelined
// CHECK: rocdl.raw.ptr.buffer.load.lds {{.*}} {alias_scopes = [#[[P]]], noalias_scopes = [#[[W]], #[[R]]]}
// CHECK: rocdl.s.waitcnt 3952
// CHECK-NEXT: rocdl.s.barrier
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (vector<4xf32>)
// Stage frame: fence, memory phase (the copy and the read fenced apart by
// a sched_barrier that only ALU instructions cross), fence, waits/barrier,
// setprio, MFMAs, setprio 0.
// CHECK: rocdl.sched.barrier 0
// CHECK: rocdl.raw.ptr.buffer.load.lds {{.*}} {alias_scopes = [#[[W]]], noalias_scopes = [#[[P]], #[[R]]]}
// CHECK: rocdl.sched.barrier 7
// CHECK: llvm.load {{.*}} {alias_scopes = [#[[R]]], alignment = 16 : i64, noalias_scopes = [#[[P]], #[[W]]]}
// CHECK-NEXT: rocdl.sched.barrier 0
// CHECK-NEXT: rocdl.s.waitcnt 112
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: rocdl.s.setprio 2
// CHECK-NEXT: llvm.mlir.constant(0 : i32)
// CHECK-NEXT: rocdl.mfma.f32.16x16x32.bf16
// CHECK-NEXT: llvm.mlir.constant(0 : i32)
// CHECK-NEXT: rocdl.mfma.f32.16x16x32.bf16
// CHECK-NEXT: rocdl.s.setprio 0
// CHECK-NEXT: scf.yield %{{.*}} : vector<4xf32>
// CHECK-NOT: {{ cdna4pipe\.(g2s|s2r|mfma|wait|barrier|stage|yield)}}
gpu.module @m {
  gpu.func @pipelined(%A: !gbl, %i: index, %j: index, %c: vector<4xf32>)
      workgroup(%As : !lds) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %t0 = cdna4pipe.g2s %A[%i, %j], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0) on %t0
    cdna4pipe.barrier
    %r:2 = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %c, %tok = %t0) -> (vector<4xf32>, !cdna4pipe.token) {
      %rs = arith.remui %k, %c2 : index
      %k1 = arith.addi %k, %c1 : index
      %ws = arith.remui %k1, %c2 : index
      %s:2 = cdna4pipe.stage 0 priority 2 fence 0 -> (vector<4xf32>, !cdna4pipe.token) {
        %t = cdna4pipe.g2s %A[%i, %k1], %As[%ws, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
        %a = cdna4pipe.s2r %As[%rs, %i, %j] : !lds -> vector<8xbf16>
        cdna4pipe.wait vmcnt(0) lgkmcnt(0) on %t
        cdna4pipe.barrier
        %d = cdna4pipe.mfma 16x16x32 %a * %a + %acc : vector<8xbf16>, vector<4xf32>
        %e = cdna4pipe.mfma 16x16x32 %a * %a + %d : vector<8xbf16>, vector<4xf32>
        cdna4pipe.yield %e, %t : vector<4xf32>, !cdna4pipe.token
      }
      scf.yield %s#0, %s#1 : vector<4xf32>, !cdna4pipe.token
    }
    gpu.return
  }
}

// -----

// The f8f6f4 MFMA: each source's two 16-byte fragments are concatenated and
// passed as 8 x i32; cbsz / blgp carry the A / B formats (E4M3 0, E5M2 1)
// and the scales are constant zero (the unscaled instruction).
// CHECK-LABEL: gpu.func @mfma_fp8
// CHECK: %[[A:.*]] = llvm.shufflevector %{{.*}}, %{{.*}} [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xi8>
// CHECK: %[[AW:.*]] = llvm.bitcast %[[A]] : vector<32xi8> to vector<8xi32>
// CHECK: %[[B:.*]] = llvm.shufflevector
// CHECK: %[[BW:.*]] = llvm.bitcast %[[B]] : vector<32xi8> to vector<8xi32>
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[CBSZ:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: rocdl.mfma.scale.f32.16x16x128.f8f6f4 %[[AW]], %[[BW]], %{{.*}}, %[[CBSZ]], %[[ONE]], %[[ZERO]], %[[ZERO]], %[[ZERO]], %[[ZERO]] : (vector<8xi32>, vector<8xi32>, vector<4xf32>, i32, i32, i32, i32, i32, i32) -> vector<4xf32>
gpu.module @m {
  gpu.func @mfma_fp8(%a0: vector<16xf8E4M3FN>, %a1: vector<16xf8E4M3FN>,
                     %b0: vector<16xf8E5M2>, %b1: vector<16xf8E5M2>,
                     %c: vector<4xf32>) kernel {
    %d = cdna4pipe.mfma 16x16x128 (%a0, %a1) * (%b0, %b1) + %c : vector<16xf8E4M3FN> * vector<16xf8E5M2>, vector<4xf32>
    gpu.return
  }
}

// -----

// The MX-scaled f8f6f4 MFMA with FP4 sources: 16 bytes per lane as 4 x i32,
// format 4 (FP4 E2M1) in cbsz / blgp, each E8M0 scale word as one i32 with
// its byte in op_sel (A: byte 1, B: byte 2).
// CHECK-LABEL: gpu.func @mfma_mxfp4
// CHECK-SAME: (%[[A:[^:]*]]: vector<16xi8>, %[[B:[^:]*]]: vector<16xi8>, %[[SAF:[^:]*]]: vector<4xf8E8M0FNU>, %[[SBF:[^:]*]]: vector<4xf8E8M0FNU>
// CHECK-DAG: %[[SA:.*]] = builtin.unrealized_conversion_cast %[[SAF]] : vector<4xf8E8M0FNU> to vector<4xi8>
// CHECK-DAG: %[[SB:.*]] = builtin.unrealized_conversion_cast %[[SBF]] : vector<4xf8E8M0FNU> to vector<4xi8>
// CHECK: %[[AW:.*]] = llvm.bitcast %[[A]] : vector<16xi8> to vector<4xi32>
// CHECK: %[[BW:.*]] = llvm.bitcast %[[B]] : vector<16xi8> to vector<4xi32>
// CHECK: %[[FA:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK: %[[FB:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK: %[[SELA:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[SAW:.*]] = llvm.bitcast %[[SA]] : vector<4xi8> to i32
// CHECK: %[[SELB:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK: %[[SBW:.*]] = llvm.bitcast %[[SB]] : vector<4xi8> to i32
// CHECK: rocdl.mfma.scale.f32.16x16x128.f8f6f4 %[[AW]], %[[BW]], %{{.*}}, %[[FA]], %[[FB]], %[[SELA]], %[[SAW]], %[[SELB]], %[[SBW]] : (vector<4xi32>, vector<4xi32>, vector<4xf32>, i32, i32, i32, i32, i32, i32) -> vector<4xf32>
gpu.module @m {
  gpu.func @mfma_mxfp4(%a: vector<16xi8>, %b: vector<16xi8>,
                       %sa: vector<4xf8E8M0FNU>, %sb: vector<4xf8E8M0FNU>,
                       %c: vector<4xf32>) kernel {
    %d = cdna4pipe.mfma 16x16x128 %a * %b + %c scale(%sa[1], %sb[2]) : vector<16xi8>, vector<4xf32>
    gpu.return
  }
}
