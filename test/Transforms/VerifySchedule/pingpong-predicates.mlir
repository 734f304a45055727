// Wave-group predicates are proved for every workgroup and with the bit
// semantics of the hardware. Each function splits its 8 waves with two
// conditional barriers, a "late" predicate P and the early group's
// `wave < 4`, as cdna4pipe-pingpong does; P is written the way a compiler
// could write it. When P is true for exactly waves 4-7 every wave executes
// one barrier (valid); otherwise some waves take both or neither and the
// barrier counts differ (a deadlock the verifier reports, and cdna4-sim
// reproduces on the real kernel: test/Sim/pingpong-predicates.mlir).
// RUN: cdna4-opt %s -split-input-file -verify-diagnostics --cdna4pipe-verify-schedule=summary=true -o /dev/null

// The predicate cdna4pipe-pingpong writes: valid.
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  // expected-remark @+1 {{schedule verified for 2 wave group(s) meeting at 1 barrier instances}}
  gpu.func @pingpong(%A: !gbl) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 512, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c1_i32 = arith.constant 1 : i32
    %tid = gpu.thread_id x
    %w = arith.divui %tid, %c64 : index
    %late = arith.cmpi uge, %w, %c4 : index
    cdna4pipe.cond_barrier %late
    %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    %early = arith.cmpi ult, %w, %c4 : index
    cdna4pipe.cond_barrier %early
    gpu.return
  }
}

// -----

// Planted: `wave & 4` cast to i1. The cast keeps the low bit, which is 0
// in every wave: waves 4-7 take neither barrier.
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @index_cast_bit(%A: !gbl) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 512, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c1_i32 = arith.constant 1 : i32
    %tid = gpu.thread_id x
    %w = arith.divui %tid, %c64 : index
    %bit = arith.andi %w, %c4 : index
    %late = arith.index_cast %bit : index to i1
    cdna4pipe.cond_barrier %late
    %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    %early = arith.cmpi ult, %w, %c4 : index
    // expected-error @+1 {{barrier count mismatch (deadlock): waves 0-3 execute 1 barriers but waves 4-7 execute 0}}
    cdna4pipe.cond_barrier %early
    gpu.return
  }
}

// -----

// Planted: the same through trunci.
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @trunci_bit(%A: !gbl) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 512, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c1_i32 = arith.constant 1 : i32
    %tid = gpu.thread_id x
    %w = arith.divui %tid, %c64 : index
    %bit = arith.andi %w, %c4 : index
    %b32 = arith.index_cast %bit : index to i32
    %late = arith.trunci %b32 : i32 to i1
    cdna4pipe.cond_barrier %late
    %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    %early = arith.cmpi ult, %w, %c4 : index
    // expected-error @+1 {{barrier count mismatch (deadlock): waves 0-3 execute 1 barriers but waves 4-7 execute 0}}
    cdna4pipe.cond_barrier %early
    gpu.return
  }
}

// -----

// Planted: a sign-extended i1 compared with 1. extsi of true is -1, so the
// comparison is false in every wave.
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @extsi_true(%A: !gbl) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 512, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c1_i32 = arith.constant 1 : i32
    %tid = gpu.thread_id x
    %w = arith.divui %tid, %c64 : index
    %ge = arith.cmpi uge, %w, %c4 : index
    %ext = arith.extsi %ge : i1 to i32
    %late = arith.cmpi eq, %ext, %c1_i32 : i32
    cdna4pipe.cond_barrier %late
    %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    %early = arith.cmpi ult, %w, %c4 : index
    // expected-error @+1 {{barrier count mismatch (deadlock): waves 0-3 execute 1 barriers but waves 4-7 execute 0}}
    cdna4pipe.cond_barrier %early
    gpu.return
  }
}

// -----

// Valid: zero-extended, true is 1.
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  // expected-remark @+1 {{schedule verified for 2 wave group(s) meeting at 1 barrier instances}}
  gpu.func @extui_true(%A: !gbl) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 512, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c1_i32 = arith.constant 1 : i32
    %tid = gpu.thread_id x
    %w = arith.divui %tid, %c64 : index
    %ge = arith.cmpi uge, %w, %c4 : index
    %ext = arith.extui %ge : i1 to i32
    %late = arith.cmpi eq, %ext, %c1_i32 : i32
    cdna4pipe.cond_barrier %late
    %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    %early = arith.cmpi ult, %w, %c4 : index
    cdna4pipe.cond_barrier %early
    gpu.return
  }
}

// -----

// Valid: wave / 4 is 0 or 1, its low bit.
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  // expected-remark @+1 {{schedule verified for 2 wave group(s) meeting at 1 barrier instances}}
  gpu.func @index_cast_div(%A: !gbl) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 512, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c1_i32 = arith.constant 1 : i32
    %tid = gpu.thread_id x
    %w = arith.divui %tid, %c64 : index
    %half = arith.divui %w, %c4 : index
    %late = arith.index_cast %half : index to i1
    cdna4pipe.cond_barrier %late
    %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    %early = arith.cmpi ult, %w, %c4 : index
    cdna4pipe.cond_barrier %early
    gpu.return
  }
}

// -----

// Planted: wave * 64 truncated to i8 wraps: negative for waves 2, 3, 6 and 7
// (128 and 192 are -128 and -64), not for waves 4-7: waves 2-3 take both
// barriers, waves 4-5 neither.
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @i8_wrap(%A: !gbl) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 512, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c1_i32 = arith.constant 1 : i32
    %tid = gpu.thread_id x
    %w = arith.divui %tid, %c64 : index
    %w32 = arith.index_cast %w : index to i32
    %c64_i32 = arith.constant 64 : i32
    %x = arith.muli %w32, %c64_i32 : i32
    %x8 = arith.trunci %x : i32 to i8
    %c0_i8 = arith.constant 0 : i8
    %late = arith.cmpi slt, %x8, %c0_i8 : i8
    // expected-error @+1 {{barrier count mismatch (deadlock): waves 2-3 execute 2 barriers but waves 4-5 execute 0}}
    cdna4pipe.cond_barrier %late
    %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    %early = arith.cmpi ult, %w, %c4 : index
    cdna4pipe.cond_barrier %early
    gpu.return
  }
}

// -----

// Valid: a predicate on the workgroup size is the same in every workgroup.
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  // expected-remark @+1 {{schedule verified for 2 wave group(s) meeting at 1 barrier instances}}
  gpu.func @block_dim(%A: !gbl) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 512, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c1_i32 = arith.constant 1 : i32
    %tid = gpu.thread_id x
    %w = arith.divui %tid, %c64 : index
    %bd = gpu.block_dim x
    %c128 = arith.constant 128 : index
    %h = arith.divui %bd, %c128 : index
    %late = arith.cmpi uge, %w, %h : index
    cdna4pipe.cond_barrier %late
    %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    %early = arith.cmpi ult, %w, %c4 : index
    cdna4pipe.cond_barrier %early
    gpu.return
  }
}

// -----

// Planted: the global wave index block_id.x * 8 + wave >= 4. Workgroup
// (0, 0, 0) splits 0-3 / 4-7, every other workgroup has all waves late.
// Without a known grid the verifier cannot check every workgroup.
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @block_id(%A: !gbl) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 512, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c1_i32 = arith.constant 1 : i32
    %tid = gpu.thread_id x
    %w = arith.divui %tid, %c64 : index
    %bid = gpu.block_id x
    // expected-note @-1 {{differs between workgroups}}
    %c8 = arith.constant 8 : index
    %base = arith.muli %bid, %c8 : index
    %g = arith.addi %base, %w : index
    %late = arith.cmpi uge, %g, %c4 : index
    // expected-error @+1 {{the schedule verifier cannot decide which waves take this conditional barrier in every workgroup: its predicate depends on 'gpu.block_id', which differs between workgroups, so the wave groups of workgroup (0, 0, 0) do not stand for the others (derive the predicate from the wave id and gpu.block_dim, or give the kernel known_grid_size so that every workgroup is checked)}}
    cdna4pipe.cond_barrier %late
    %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    %early = arith.cmpi ult, %w, %c4 : index
    cdna4pipe.cond_barrier %early
    gpu.return
  }
}

// -----

// Planted: the same with a known grid of 2 workgroups: each is checked,
// and in workgroup (1, 0, 0) waves 0-3 take both barriers.
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  // expected-remark @+1 {{schedule verified for 2 wave group(s) meeting at 1 barrier instances (in workgroup (0, 0, 0) and the workgroups whose waves split the same way)}}
  gpu.func @block_id_grid(%A: !gbl) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 512, 1, 1>, known_grid_size = array<i32: 2, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c1_i32 = arith.constant 1 : i32
    %tid = gpu.thread_id x
    %w = arith.divui %tid, %c64 : index
    %bid = gpu.block_id x
    %c8 = arith.constant 8 : index
    %base = arith.muli %bid, %c8 : index
    %g = arith.addi %base, %w : index
    %late = arith.cmpi uge, %g, %c4 : index
    cdna4pipe.cond_barrier %late
    %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    %early = arith.cmpi ult, %w, %c4 : index
    // expected-error @+1 {{barrier count mismatch (deadlock): waves 0-3 execute 2 barriers but waves 4-7 execute 1; barriers are unnamed}}
    cdna4pipe.cond_barrier %early
    gpu.return
  }
}

// -----

// Valid: (block_id.x * 8 + wave) mod 8 depends on the block id, but every
// workgroup of the known grid splits its waves the same way.
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  // expected-remark @+1 {{schedule verified for 2 wave group(s) meeting at 1 barrier instances}}
  gpu.func @block_id_mod(%A: !gbl) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 512, 1, 1>, known_grid_size = array<i32: 4, 2, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c1_i32 = arith.constant 1 : i32
    %tid = gpu.thread_id x
    %w = arith.divui %tid, %c64 : index
    %bid = gpu.block_id x
    %c8 = arith.constant 8 : index
    %base = arith.muli %bid, %c8 : index
    %g = arith.addi %base, %w : index
    %r = arith.remui %g, %c8 : index
    %late = arith.cmpi uge, %r, %c4 : index
    cdna4pipe.cond_barrier %late
    %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    %early = arith.cmpi ult, %w, %c4 : index
    cdna4pipe.cond_barrier %early
    gpu.return
  }
}

// -----

// The grid size is the same in every workgroup, but unknown without
// known_grid_size.
!lds = memref<2x16x64xbf16, #gpu.address_space<workgroup>>
!gbl = memref<16x256xbf16>
gpu.module @m {
  gpu.func @grid_dim(%A: !gbl) workgroup(%As : !lds) kernel
      attributes {known_block_size = array<i32: 512, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c1_i32 = arith.constant 1 : i32
    %tid = gpu.thread_id x
    %w = arith.divui %tid, %c64 : index
    %gd = gpu.grid_dim x
    // expected-note @-1 {{this value cannot be evaluated}}
    %late = arith.cmpi uge, %w, %gd : index
    // expected-error @+1 {{the schedule verifier cannot decide which waves take this conditional barrier: its predicate depends on a value other than constants, thread ids and the workgroup size (e.g. a loop index)}}
    cdna4pipe.cond_barrier %late
    %t = cdna4pipe.g2s %A[%c0, %c0], %As[%c0, %c0, %c0] : vector<8xbf16>, !gbl -> !lds
    cdna4pipe.wait vmcnt(0)
    %early = arith.cmpi ult, %w, %c4 : index
    cdna4pipe.cond_barrier %early
    gpu.return
  }
}
