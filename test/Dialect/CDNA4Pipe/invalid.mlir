// One case per verifier rule of the cdna4pipe ops.
// RUN: cdna4-opt %s -split-input-file -verify-diagnostics

func.func @g2s_src_not_global(%g: memref<64x64xbf16, #gpu.address_space<workgroup>>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{source must be global memory, got memory space #gpu.address_space<workgroup>}}
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i, %i, %i] : vector<8xbf16>, memref<64x64xbf16, #gpu.address_space<workgroup>> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @g2s_dst_not_lds(%g: memref<64x64xbf16>, %l: memref<2x64x64xbf16>, %i: index) {
  // expected-error @+1 {{destination must be workgroup (LDS) memory, got the default (global) memory space}}
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i, %i, %i] : vector<8xbf16>, memref<64x64xbf16> -> memref<2x64x64xbf16>
  return
}

// -----

func.func @g2s_private_src(%g: memref<64x64xbf16, #gpu.address_space<private>>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{source must be global memory, got memory space #gpu.address_space<private>}}
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i, %i, %i] : vector<8xbf16>, memref<64x64xbf16, #gpu.address_space<private>> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @g2s_width(%g: memref<64x64xbf16>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{gfx950 cannot copy 8 bytes per lane from global memory to LDS (supported: 1, 2, 4, 12 or 16), transfer type 'vector<4xbf16>'}}
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i, %i, %i] : vector<4xbf16>, memref<64x64xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @g2s_too_wide(%g: memref<64x64xbf16>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{gfx950 cannot copy 32 bytes per lane}}
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i, %i, %i] : vector<16xbf16>, memref<64x64xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @g2s_src_indices(%g: memref<64x64xbf16>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{expected 2 source indices, got 1}}
  %t = cdna4pipe.g2s %g[%i], %l[%i, %i, %i] : vector<8xbf16>, memref<64x64xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @g2s_dst_indices(%g: memref<64x64xbf16>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{expected 3 destination indices, got 2}}
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i, %i] : vector<8xbf16>, memref<64x64xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @g2s_not_slot_major(%g: memref<64x64xbf16>, %l: memref<4096xbf16, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{destination must be slot-major (rank >= 2: the slot index first, then the tile indices), got rank 1}}
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i] : vector<8xbf16>, memref<64x64xbf16> -> memref<4096xbf16, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @g2s_elem_mismatch(%g: memref<64x64xf16>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{source element type 'f16' does not match destination element type 'bf16'}}
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i, %i, %i] : vector<8xbf16>, memref<64x64xf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @g2s_transfer_elem(%g: memref<64x64xbf16>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{transfer element type 'f16' does not match the destination element type 'bf16'}}
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i, %i, %i] : vector<8xf16>, memref<64x64xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @g2s_slot_range(%g: memref<64x64xbf16>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  %c2 = arith.constant 2 : index
  // expected-error @+1 {{slot index 2 is outside the 2 slots of the destination}}
  %t = cdna4pipe.g2s %g[%i, %i], %l[%c2, %i, %i] : vector<8xbf16>, memref<64x64xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @s2r_not_lds(%l: memref<2x64x64xbf16>, %i: index) {
  // expected-error @+1 {{source must be workgroup (LDS) memory, got the default (global) memory space}}
  %v = cdna4pipe.s2r %l[%i, %i, %i] : memref<2x64x64xbf16> -> vector<8xbf16>
  return
}

// -----

func.func @s2r_width(%l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{gfx950 ds_read cannot move 2 bytes per lane (supported: 4, 8, 12 or 16), result type 'vector<1xbf16>'}}
  %v = cdna4pipe.s2r %l[%i, %i, %i] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<1xbf16>
  return
}

// -----

func.func @s2r_transpose_width(%l: memref<2x64x128xbf16, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{a transposing read (ds_read_b64_tr_b16) returns vector<4 x 16-bit> per lane, result type 'vector<8xbf16>'}}
  %v = cdna4pipe.s2r transpose %l[%i, %i, %i] : memref<2x64x128xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
  return
}

// -----

func.func @s2r_elem(%l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{transfer element type 'f16' does not match the source element type 'bf16'}}
  %v = cdna4pipe.s2r %l[%i, %i, %i] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xf16>
  return
}

// -----

func.func @s2r_indices(%l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{expected 3 source indices, got 4}}
  %v = cdna4pipe.s2r %l[%i, %i, %i, %i] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
  return
}

// -----

func.func @s2r_slot_range(%l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  %c5 = arith.constant 5 : index
  // expected-error @+1 {{slot index 5 is outside the 2 slots of the source}}
  %v = cdna4pipe.s2r %l[%c5, %i, %i] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
  return
}

// -----

func.func @mfma_shape(%a: vector<8xbf16>, %c: vector<4xf32>) {
  // expected-error @+1 {{unsupported MFMA shape 16x16x16 (supported: 16x16x32, 32x32x16, 16x16x128)}}
  %d = cdna4pipe.mfma 16x16x16 %a * %a + %c : vector<8xbf16>, vector<4xf32>
  return
}

// -----

func.func @mfma_src_width(%a: vector<4xbf16>, %c: vector<4xf32>) {
  // expected-error @+1 {{a 16x16x32 MFMA takes 8 elements per lane in each 'bf16' source, source a has 4}}
  %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<4xbf16>, vector<4xf32>
  return
}

// -----

func.func @mfma_acc_width(%a: vector<8xbf16>, %c: vector<4xf32>) {
  // expected-error @+1 {{a 32x32x16 MFMA holds 16 f32 accumulators per lane, got 'vector<4xf32>'}}
  %d = cdna4pipe.mfma 32x32x16 %a * %a + %c : vector<8xbf16>, vector<4xf32>
  return
}

// -----

func.func @mfma_elem(%a: vector<8xf32>, %c: vector<4xf32>) {
  // expected-error @+1 {{operand #0 must be variadic of vector of bfloat16 type or 16-bit float or f8E4M3FN type or f8E5M2 type or 8-bit signless integer values of ranks 1}}
  %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<8xf32>, vector<4xf32>
  return
}

// -----

func.func @mfma_fp8_small_shape(%a: vector<8xf8E4M3FN>, %c: vector<4xf32>) {
  // expected-error @+1 {{a 16x16x32 MFMA takes bf16 or f16 sources of one type, got 'f8E4M3FN' and 'f8E4M3FN' (FP8 and FP4 sources need 16x16x128)}}
  %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<8xf8E4M3FN>, vector<4xf32>
  return
}

// -----

func.func @mfma_f8f6f4_bf16(%a: vector<8xbf16>, %c: vector<4xf32>) {
  // expected-error @+1 {{a 16x16x128 MFMA takes FP8 (f8E4M3FN, f8E5M2) or packed FP4 (i8) sources, got 'bf16' and 'bf16'}}
  %d = cdna4pipe.mfma 16x16x128 (%a, %a, %a, %a) * (%a, %a, %a, %a) + %c : vector<8xbf16>, vector<4xf32>
  return
}

// -----

func.func @mfma_f8f6f4_width(%a: vector<16xf8E4M3FN>, %c: vector<4xf32>) {
  // expected-error @+1 {{a 16x16x128 MFMA takes 32 elements per lane in each 'f8E4M3FN' source, source b has 16}}
  %d = cdna4pipe.mfma 16x16x128 (%a, %a) * %a + %c : vector<16xf8E4M3FN>, vector<4xf32>
  return
}

// -----

func.func @mfma_mixed_16bit(%a: vector<8xbf16>, %b: vector<8xf16>, %c: vector<4xf32>) {
  // expected-error @+1 {{a 16x16x32 MFMA takes bf16 or f16 sources of one type, got 'bf16' and 'f16' (FP8 and FP4 sources need 16x16x128)}}
  %d = cdna4pipe.mfma 16x16x32 %a * %b + %c : vector<8xbf16> * vector<8xf16>, vector<4xf32>
  return
}

// -----

func.func @mfma_fragment_count(%a: vector<8xf8E4M3FN>, %c: vector<4xf32>) {
  // expected-error @+1 {{source a has 3 fragments; it takes 1, 2, 4, ... (they are concatenated pairwise)}}
  %d = cdna4pipe.mfma 16x16x128 (%a, %a, %a) * (%a, %a, %a, %a) + %c : vector<8xf8E4M3FN>, vector<4xf32>
  return
}

// -----

func.func @mfma_fragment_types(%a: vector<16xf8E4M3FN>, %b: vector<16xf8E5M2>, %c: vector<4xf32>) {
  // expected-error @+1 {{the fragments of source a differ in type: 'vector<16xf8E4M3FN>' and 'vector<16xf8E5M2>'}}
  %d = "cdna4pipe.mfma"(%a, %b, %a, %a, %c) <{k = 128 : i32, m = 16 : i32, n = 16 : i32, operandSegmentSizes = array<i32: 2, 2, 1, 0, 0>}> : (vector<16xf8E4M3FN>, vector<16xf8E5M2>, vector<16xf8E4M3FN>, vector<16xf8E4M3FN>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @mfma_dims(%a: vector<8xbf16>, %c: vector<4xf32>) {
  // expected-error @+1 {{expected MxNxK shape, got 2 dimensions}}
  %d = cdna4pipe.mfma 16x16 %a * %a + %c : vector<8xbf16>, vector<4xf32>
  return
}

// -----

func.func @wait_nothing() {
  // expected-error @+1 {{waits on nothing: give vmcnt(N), lgkmcnt(N) or both}}
  cdna4pipe.wait
  return
}

// -----

func.func @wait_vmcnt_range() {
  // expected-error @+1 {{vmcnt(64) is outside the 6-bit gfx950 range 0..63}}
  cdna4pipe.wait vmcnt(64)
  return
}

// -----

func.func @wait_vmcnt_negative() {
  // expected-error @+1 {{vmcnt(-1) is outside the 6-bit gfx950 range 0..63}}
  cdna4pipe.wait vmcnt(-1)
  return
}

// -----

func.func @wait_lgkmcnt_range() {
  // expected-error @+1 {{lgkmcnt(16) is outside the 4-bit gfx950 range 0..15}}
  cdna4pipe.wait lgkmcnt(16)
  return
}

// -----

func.func @wait_tokens_without_vmcnt(%g: memref<64x64xbf16>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i, %i, %i] : vector<8xbf16>, memref<64x64xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  // expected-error @+1 {{names copies to retire but gives no vmcnt}}
  cdna4pipe.wait lgkmcnt(0) on %t
  return
}

// -----

// A token from outside the loop names the same copy on every iteration.
func.func @wait_token_from_outside_loop(%g: memref<64x64xbf16>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = cdna4pipe.g2s %g[%i, %i], %l[%c0, %i, %i] : vector<8xbf16>, memref<64x64xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  scf.for %k = %c0 to %c4 step %c1 {
    // expected-error @+1 {{token #0 is defined outside the enclosing loop; carry it into the loop through iter_args}}
    cdna4pipe.wait vmcnt(0) on %t
  }
  return
}

// -----

// A token of one loop handed to an unrelated loop through the first loop's
// results.
func.func @wait_token_across_loops(%g: memref<64x64xbf16>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t0 = cdna4pipe.g2s %g[%i, %i], %l[%c0, %i, %i] : vector<8xbf16>, memref<64x64xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%t = %t0) -> (!cdna4pipe.token) {
    %tn = cdna4pipe.g2s %g[%i, %i], %l[%c0, %i, %i] : vector<8xbf16>, memref<64x64xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
    scf.yield %tn : !cdna4pipe.token
  }
  scf.for %k = %c0 to %c4 step %c1 {
    // expected-error @+1 {{token #0 is defined outside the enclosing loop}}
    cdna4pipe.wait vmcnt(0) on %r
  }
  return
}

// -----

func.func @token_use_before_def(%g: memref<64x64xbf16>, %l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  cdna4pipe.wait vmcnt(0) on %t
  // expected-note @+1 {{operand defined here}}
  %t = cdna4pipe.g2s %g[%i, %i], %l[%i, %i, %i] : vector<8xbf16>, memref<64x64xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @stage_priority() {
  // expected-error @+1 {{priority 4 is outside the s_setprio range 0..3}}
  cdna4pipe.stage 0 priority 4 fence 0 {
    cdna4pipe.yield
  }
  return
}

// -----

func.func @stage_nested() {
  cdna4pipe.stage 0 priority 1 fence 0 {
    // expected-error @+1 {{cannot be nested inside another cdna4pipe.stage}}
    cdna4pipe.stage 1 priority 1 fence 0 {
      cdna4pipe.yield
    }
    cdna4pipe.yield
  }
  return
}

// -----

func.func @stage_yield_types(%c: vector<4xf32>) {
  %r = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
    // expected-error @+1 {{yields 0 values whose types do not match the stage's 1 results}}
    cdna4pipe.yield
  }
  return
}

// -----

func.func @stage_memory_after_compute(%l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index, %c: vector<4xf32>) {
  %r = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
    %a = cdna4pipe.s2r %l[%i, %i, %i] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
    // expected-note @+1 {{the compute phase of the stage began here}}
    %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<8xbf16>, vector<4xf32>
    // expected-error @+1 {{must come before the MFMAs of its cdna4pipe.stage (memory phase, then waits/barriers, then MFMAs, then at most one barrier)}}
    cdna4pipe.wait lgkmcnt(0)
    cdna4pipe.yield %d : vector<4xf32>
  }
  return
}

// -----

// A ping-pong stage ends with one barrier after its MFMAs; a barrier with
// MFMAs after it splits the compute phase.
func.func @stage_barrier_inside_compute(%l: memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %i: index, %c: vector<4xf32>) {
  %r = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
    %a = cdna4pipe.s2r %l[%i, %i, %i] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
    // expected-note @+1 {{the compute phase of the stage began here}}
    %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<8xbf16>, vector<4xf32>
    // expected-error @+1 {{must come before the MFMAs of its cdna4pipe.stage}}
    cdna4pipe.barrier
    %e = cdna4pipe.mfma 16x16x32 %a * %a + %d : vector<8xbf16>, vector<4xf32>
    cdna4pipe.barrier
    cdna4pipe.yield %e : vector<4xf32>
  }
  return
}

// -----

func.func @cond_barrier_lane_id() {
  %c64 = arith.constant 64 : index
  %c0 = arith.constant 0 : index
  // expected-note @+1 {{lane-varying value}}
  %tid = gpu.thread_id x
  %lane = arith.remui %tid, %c64 : index
  %p = arith.cmpi eq, %lane, %c0 : index
  // expected-error @+1 {{predicate is not provably wave-uniform: it depends on the result of 'gpu.thread_id', which may differ between the lanes of a wave (derive it from the wave id, gpu.thread_id x / 64, or from block ids)}}
  cdna4pipe.cond_barrier %p
  return
}

// -----

// 32 threads per wave boundary: not a wave id.
func.func @cond_barrier_half_wave() {
  %c32 = arith.constant 32 : index
  %c1 = arith.constant 1 : index
  // expected-note @+1 {{lane-varying value}}
  %tid = gpu.thread_id x
  %half = arith.divui %tid, %c32 : index
  %p = arith.cmpi eq, %half, %c1 : index
  // expected-error @+1 {{predicate is not provably wave-uniform: it depends on the result of 'gpu.thread_id'}}
  cdna4pipe.cond_barrier %p
  return
}

// -----

// thread_id y does not name a wave when x is not a multiple of 64.
gpu.module @m {
  gpu.func @cond_barrier_tid_y() kernel attributes {known_block_size = array<i32: 32, 16, 1>} {
    %c1 = arith.constant 1 : index
    // expected-note @+1 {{lane-varying value}}
    %ty = gpu.thread_id y
    %p = arith.cmpi uge, %ty, %c1 : index
    // expected-error @+1 {{predicate is not provably wave-uniform: it depends on the result of 'gpu.thread_id'}}
    cdna4pipe.cond_barrier %p
    gpu.return
  }
}

// -----

// x extent 96 in a 2-D workgroup: thread_id x / 64 is not a wave id.
gpu.module @m {
  gpu.func @cond_barrier_ragged_x() kernel attributes {known_block_size = array<i32: 96, 2, 1>} {
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    // expected-note @+1 {{lane-varying value}}
    %tid = gpu.thread_id x
    %w = arith.divui %tid, %c64 : index
    %p = arith.cmpi uge, %w, %c1 : index
    // expected-error @+1 {{predicate is not provably wave-uniform}}
    cdna4pipe.cond_barrier %p
    gpu.return
  }
}

// -----

func.func @cond_barrier_not_i1(%x: i32) {
  // expected-error @+1 {{'cdna4pipe.cond_barrier' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cdna4pipe.cond_barrier"(%x) : (i32) -> ()
  return
}

// -----

func.func @stage_negative_index() {
  // expected-error @+1 {{attribute 'index' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  cdna4pipe.stage -1 priority 0 fence 0 {
    cdna4pipe.yield
  }
  return
}

// -----

func.func @yield_outside_stage() {
  // expected-error @+1 {{expects parent op 'cdna4pipe.stage'}}
  cdna4pipe.yield
}

// -----

func.func @stage_without_yield() {
  // expected-error @+1 {{body must end with cdna4pipe.yield}}
  cdna4pipe.stage 0 priority 0 fence 0 {
    llvm.unreachable
  }
  return
}

// -----

func.func @stage_negative_priority() {
  // expected-error @+1 {{priority -1 is outside the s_setprio range 0..3}}
  cdna4pipe.stage 0 priority -1 fence 0 {
    cdna4pipe.yield
  }
  return
}

// -----

func.func @mfma_scales_small_shape(%a: vector<8xbf16>, %c: vector<4xf32>, %s: vector<4xf8E8M0FNU>) {
  // expected-error @+1 {{block scales need the 16x16x128 MFMA (a 16x16x32 MFMA has no scaled form)}}
  %d = cdna4pipe.mfma 16x16x32 %a * %a + %c scale(%s[0], %s[0]) : vector<8xbf16>, vector<4xf32>
  return
}

// -----

func.func @mfma_one_scale(%a: vector<16xi8>, %c: vector<4xf32>, %s: vector<4xf8E8M0FNU>) {
  // expected-error @+1 {{takes both block scales or neither}}
  %d = "cdna4pipe.mfma"(%a, %a, %c, %s) <{k = 128 : i32, m = 16 : i32, n = 16 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>}> : (vector<16xi8>, vector<16xi8>, vector<4xf32>, vector<4xf8E8M0FNU>) -> vector<4xf32>
  return
}

// -----

func.func @mfma_scale_byte_without_scales(%a: vector<16xi8>, %c: vector<4xf32>) {
  // expected-error @+1 {{scale bytes are given without scales}}
  %d = "cdna4pipe.mfma"(%a, %a, %c) <{k = 128 : i32, m = 16 : i32, n = 16 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, scale_a_byte = 2 : i32}> : (vector<16xi8>, vector<16xi8>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @mfma_scale_byte_range(%a: vector<16xi8>, %c: vector<4xf32>, %s: vector<4xf8E8M0FNU>) {
  // expected-error @+1 {{attribute 'scale_b_byte' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative whose maximum value is 3}}
  %d = cdna4pipe.mfma 16x16x128 %a * %a + %c scale(%s[0], %s[4]) : vector<16xi8>, vector<4xf32>
  return
}

// -----

func.func @mfma_fp4_width(%a: vector<32xi8>, %b: vector<16xi8>, %c: vector<4xf32>, %s: vector<4xf8E8M0FNU>) {
  // expected-error @+1 {{a 16x16x128 MFMA takes 16 elements per lane in each 'i8' source, source a has 32}}
  %d = cdna4pipe.mfma 16x16x128 %a * %b + %c scale(%s[0], %s[1]) : vector<32xi8> * vector<16xi8>, vector<4xf32>
  return
}

// -----

func.func @mfma_fp4_small_shape(%a: vector<8xi8>, %c: vector<4xf32>) {
  // expected-error @+1 {{a 16x16x32 MFMA takes bf16 or f16 sources of one type, got 'i8' and 'i8' (FP8 and FP4 sources need 16x16x128)}}
  %d = cdna4pipe.mfma 16x16x32 %a * %a + %c : vector<8xi8>, vector<4xf32>
  return
}

// -----

func.func @mfma_fp4_bf16(%a: vector<16xi8>, %b: vector<8xbf16>, %c: vector<4xf32>) {
  // expected-error @+1 {{a 16x16x128 MFMA takes FP8 (f8E4M3FN, f8E5M2) or packed FP4 (i8) sources, got 'i8' and 'bf16'}}
  %d = cdna4pipe.mfma 16x16x128 %a * (%b, %b, %b, %b) + %c : vector<16xi8> * vector<8xbf16>, vector<4xf32>
  return
}
