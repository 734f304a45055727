//===- CDNA4PipeOps.td - cdna4pipe operations --------------*- tablegen -*-===//

#ifndef CDNA4PIPE_DIALECT_CDNA4PIPE_IR_CDNA4PIPEOPS_TD
#define CDNA4PIPE_DIALECT_CDNA4PIPE_IR_CDNA4PIPEOPS_TD

include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4PipeDialect.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"

//===----------------------------------------------------------------------===//
// G2SOp
//===----------------------------------------------------------------------===//

def CDNA4Pipe_G2SOp : CDNA4Pipe_Op<"g2s", [AttrSizedOperandSegments]> {
  let summary = "asynchronous global->LDS copy of one fragment into one slot";
  let description = [{
    One `buffer_load_dwordx{1,3,4} ... lds` instruction (or its
    `global_load_lds_*` sibling): every lane of the wave reads
    `transferType` from `src` at its own `srcIndices`, and the wave's 64
    results land lane-contiguously in LDS starting at `dst[dstIndices]`
    (wave-uniform): lane `l` writes bytes `[l*w, (l+1)*w)` after that
    address, `w` being the transfer width. With 16-byte transfers one
    instruction moves 1 KiB per wave. Data never passes through VGPRs.

    The copy is asynchronous: it is tracked by the wave's `vmcnt` counter and
    its bytes are only guaranteed to be in LDS after a `cdna4pipe.wait` with a
    `vmcnt` low enough to retire it. The result token names this copy.

    `src` must be global memory (no address space, `#gpu.address_space<global>`,
    or `#amdgpu.address_space<fat_raw_buffer>`); `dst` must be workgroup
    memory and slot-major (its first index selects the LDS buffer slot).
    gfx950 moves 1, 2, 4, 12 or 16 bytes per lane this way.

    Example:

    ```mlir
    %t = cdna4pipe.g2s %A[%row, %col], %As[%slot, %r, %c]
        : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
    ```
  }];
  let arguments = (ins
    Arg<AnyMemRef, "global source", [MemRead]>:$src,
    Variadic<Index>:$srcIndices,
    Arg<AnyMemRef, "slot-major LDS destination", [MemWrite]>:$dst,
    Variadic<Index>:$dstIndices,
    TypeAttrOf<AnyVectorOfNonZeroRank>:$transferType);
  let results = (outs CDNA4Pipe_TokenType:$token);
  let assemblyFormat = [{
    $src `[` $srcIndices `]` `,` $dst `[` $dstIndices `]` attr-dict `:`
    $transferType `,` type($src) `->` type($dst)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The LDS slot index (first destination index).
    ::mlir::Value getSlot() { return getDstIndices().front(); }
    /// Bytes each lane moves.
    int64_t getBytesPerLane();
  }];
}

//===----------------------------------------------------------------------===//
// S2ROp
//===----------------------------------------------------------------------===//

def CDNA4Pipe_S2ROp : CDNA4Pipe_Op<"s2r"> {
  let summary = "LDS->register read of one operand fragment";
  let description = [{
    One `ds_read_b{32,64,96,128}` per lane: reads `vector<N x T>` from the
    slot-major workgroup buffer at `indices` (per lane). Tracked by
    `lgkmcnt`; a `cdna4pipe.wait lgkmcnt(0)` retires every outstanding read.

    ```mlir
    %a = cdna4pipe.s2r %As[%slot, %r, %c]
        : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
    ```

    With `transpose` it is one `ds_read_b64_tr_b16` (gfx950's transposing
    LDS read, `amdgpu.transpose_load` of `vector<4 x 16-bit>`): every lane
    reads the 8 bytes at its own indices, and within each group of 16 lanes
    lane `i` receives element `i % 4` of the data that lane `4 j + i / 4`
    read as its element `j`. It reads a K x N (or K x M) tile whose rows are
    k as the MFMA operand layout (one column per lane, 4 consecutive k):

    ```mlir
    %b = cdna4pipe.s2r transpose %Bs[%slot, %k, %n]
        : memref<2x64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
    ```
  }];
  let arguments = (ins Arg<AnyMemRef, "slot-major LDS source", [MemRead]>:$src,
                       Variadic<Index>:$indices, UnitAttr:$transpose);
  let results = (outs AnyVectorOfNonZeroRank:$result);
  let assemblyFormat = [{
    (`transpose` $transpose^)? $src `[` $indices `]` attr-dict `:` type($src)
    `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::Value getSlot() { return getIndices().front(); }
  }];
}

//===----------------------------------------------------------------------===//
// MFMAOp
//===----------------------------------------------------------------------===//

def CDNA4Pipe_MFMAOp : CDNA4Pipe_Op<"mfma", [Pure,
    AllTypesMatch<["acc", "result"]>, AttrSizedOperandSegments]> {
  let summary = "one gfx950 matrix-core instruction";
  let description = [{
    `result = a * b + acc` as one gfx950 MFMA. Each source is the
    concatenation, in order, of its fragments (the S2R reads that feed it):
    one fragment where one `ds_read` fills the source, several where the
    source is wider than one read (the f8f6f4 MFMAs take 32 bytes per lane).
    Supported shapes and sources (elements per lane, all fragments of one
    source of one element type):

    | shape | a, b | acc |
    | --- | --- | --- |
    | `16x16x32` | 8 x bf16 or 8 x f16 (a and b alike) | 4 x f32 |
    | `32x32x16` | 8 x bf16 or 8 x f16 (a and b alike) | 16 x f32 |
    | `16x16x128` | 32 x f8E4M3FN or f8E5M2, or 16 x i8 (FP4) | 4 x f32 |

    `16x16x128` is `v_mfma_f32_16x16x128_f8f6f4` with the A and B formats
    (OCP FP8 E4M3 = 0, E5M2 = 1, FP4 E2M1 = 4) in its `cbsz` and `blgp`
    fields; a and b may differ in format. An `i8` source holds packed FP4
    E2M1 pairs (element 2i in the low nibble of byte i, element 2i+1 in the
    high nibble), 32 elements per lane. The lane layouts are those of the
    hardware instruction (see `docs/LaneLayouts.md`).

    Block scales (OCP MX): with `scale(%sa[i], %sb[j])` the op is
    `v_mfma_scale_f32_16x16x128_f8f6f4`: every product `a[r][k] * b[k][c]`
    is multiplied by `2^(ea - 127) * 2^(eb - 127)`, where `ea` is the E8M0
    scale of row `r` and k-block `k/32` of A: byte `i` (the instruction's
    `op_sel`) of `%sa` in lane `r + 16 * (k/32)`; `eb` likewise for column
    `c` of B from byte `j` of `%sb`. Scales take 16x16x128 only; without
    them the instruction is unscaled.

    ```mlir
    %d = cdna4pipe.mfma 16x16x32 %a * %b + %c
        : vector<8xbf16>, vector<4xf32>
    %e = cdna4pipe.mfma 16x16x128 (%a0, %a1) * (%b0, %b1) + %c
        : vector<16xf8E4M3FN> * vector<16xf8E5M2>, vector<4xf32>
    %f = cdna4pipe.mfma 16x16x128 %a * %b + %c scale(%sa[0], %sb[3])
        : vector<16xi8>, vector<4xf32>
    ```

    The source types are printed once when A's and B's fragments all have
    the same type, as `A-type * B-type` otherwise.
  }];
  let arguments = (ins ConfinedAttr<I32Attr, [IntPositive]>:$m,
                       ConfinedAttr<I32Attr, [IntPositive]>:$n,
                       ConfinedAttr<I32Attr, [IntPositive]>:$k,
                       Variadic<VectorOfRankAndType<[1],
                         [BF16, F16, F8E4M3FN, F8E5M2, I8]>>:$a,
                       Variadic<VectorOfRankAndType<[1],
                         [BF16, F16, F8E4M3FN, F8E5M2, I8]>>:$b,
                       VectorOfRankAndType<[1], [F32]>:$acc,
                       Optional<VectorOfLengthAndType<[4], [F8E8M0FNU]>>
                         :$scale_a,
                       Optional<VectorOfLengthAndType<[4], [F8E8M0FNU]>>
                         :$scale_b,
                       DefaultValuedAttr<ConfinedAttr<I32Attr,
                         [IntNonNegative, IntMaxValue<3>]>, "0">:$scale_a_byte,
                       DefaultValuedAttr<ConfinedAttr<I32Attr,
                         [IntNonNegative, IntMaxValue<3>]>, "0">:$scale_b_byte);
  let results = (outs VectorOfRankAndType<[1], [F32]>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The source element types (A's, B's).
    ::mlir::Type getAElementType();
    ::mlir::Type getBElementType();
    /// Elements per lane of one source (all its fragments together).
    static int64_t sourceElements(::mlir::ValueRange fragments);
  }];
}

//===----------------------------------------------------------------------===//
// WaitOp
//===----------------------------------------------------------------------===//

def CDNA4Pipe_WaitOp : CDNA4Pipe_Op<"wait"> {
  let summary = "wait until at most N instructions of this wave are in flight";
  let description = [{
    `s_waitcnt`: blocks the wave until at most `vmcnt` vector-memory
    instructions (global->LDS copies) and at most `lgkmcnt` LDS instructions
    (S2R reads) of this wave are outstanding. Counts are in hardware
    instructions, not commit groups: two groups of 8 copies in flight, of
    which the older must land, is `vmcnt(8)`. An absent counter is not
    waited on. gfx950 encodes `vmcnt` in 6 bits (0..63) and `lgkmcnt` in 4
    bits (0..15). A field's largest value is also its "not waited on"
    encoding (`s_waitcnt` has no other), so `vmcnt(63)` and `lgkmcnt(15)`
    wait on nothing, like an absent counter: the schedule verifier, the
    lowering and the simulator all read them so (`getWaitedVmcnt`,
    `getWaitedLgkmcnt`), and the passes that compute a wait for more than
    62 copies in flight wait for 62 instead.

    `on` optionally names the copies this wait is meant to retire; the
    schedule verifier checks that the count really covers them. A wait inside
    a loop may only name tokens defined in that loop's body or carried into
    it through a block argument (iter_args), never a token defined outside
    the loop, which would name the same copy on every iteration.

    ```mlir
    cdna4pipe.wait vmcnt(8)
    cdna4pipe.wait vmcnt(0) lgkmcnt(0) on %t0, %t1
    ```
  }];
  let arguments = (ins OptionalAttr<I32Attr>:$vmcnt,
                       OptionalAttr<I32Attr>:$lgkmcnt,
                       Variadic<CDNA4Pipe_TokenType>:$tokens);
  let assemblyFormat = [{
    (`vmcnt` `(` $vmcnt^ `)`)? (`lgkmcnt` `(` $lgkmcnt^ `)`)?
    (`on` $tokens^)? attr-dict
  }];
  let extraClassDeclaration = [{
    /// The counts the hardware waits for: none for an absent field and for
    /// a field at its maximum (vmcnt(63), lgkmcnt(15): "not waited on").
    std::optional<uint32_t> getWaitedVmcnt();
    std::optional<uint32_t> getWaitedLgkmcnt();
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// BarrierOp
//===----------------------------------------------------------------------===//

def CDNA4Pipe_BarrierOp : CDNA4Pipe_Op<"barrier"> {
  let summary = "workgroup barrier that does not imply vmcnt(0)";
  let description = [{
    A bare `s_barrier`: every wave of the workgroup reaches this point before
    any continues. Unlike `gpu.barrier` (which lowers to a fence plus
    `s_waitcnt vmcnt(0) lgkmcnt(0)` and so drains every copy in flight), it
    waits for nothing; pair it with an explicit `cdna4pipe.wait`.

    ```mlir
    cdna4pipe.barrier
    ```
  }];
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// CondBarrierOp
//===----------------------------------------------------------------------===//

def CDNA4Pipe_CondBarrierOp : CDNA4Pipe_Op<"cond_barrier"> {
  let summary = "bare workgroup barrier executed only by the waves whose "
                "wave-uniform predicate is true";
  let description = [{
    A `cdna4pipe.barrier` (bare `s_barrier`) that a wave executes only when
    `pred` is true for it. gfx9 barriers are unnamed: the k-th `s_barrier`
    a wave executes meets the k-th of every other wave, wherever in the
    program it is. A conditional barrier taken by one group of waves and not
    by the others therefore shifts the first group by one barrier interval
    relative to the rest; a second conditional barrier taken by the other
    group re-aligns them. `cdna4pipe-pingpong` uses a pair of them around a
    K-loop so that the two waves of each SIMD run one cluster apart (Triton's
    `amdg.cond_barrier`, HipKittens' `if (warp_row == 1) s_barrier`).

    `pred` must be provably wave-uniform: computed with `arith` ops from
    constants, function arguments, `gpu.block_id` / `gpu.block_dim` /
    `gpu.grid_dim` / `gpu.subgroup_id`, and `gpu.thread_id x` divided (or
    shifted right) by a multiple of the wave size (64). A predicate that may
    differ between the lanes of one wave is rejected at this op, naming the
    lane-varying value it depends on. The lowering branches around
    `rocdl.s.barrier` on the `readfirstlane` of the predicate, so the branch
    is scalar.

    ```mlir
    %wave = arith.divui %tid, %c64 : index
    %late = arith.cmpi uge, %wave, %c4 : index
    cdna4pipe.cond_barrier %late
    ```
  }];
  let arguments = (ins I1:$pred);
  let assemblyFormat = "$pred attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// StageOp
//===----------------------------------------------------------------------===//

def CDNA4Pipe_StageOp : CDNA4Pipe_Op<"stage", [SingleBlock,
    RecursiveMemoryEffects]> {
  let summary = "one interleave stage: S2R + G2S + MFMA cluster";
  let description = [{
    Groups one stage of an interleaved main loop. The body has two phases in
    this order: a *memory phase* (`s2r`, `g2s` and the index arithmetic that
    feeds them), optionally followed by `wait` / `barrier`, then a *compute
    phase* (`mfma` ops). The lowering frames it as

    ```
    sched_barrier(fence) ; memory phase ; sched_barrier(fence) ;
    waits/barriers ; s_setprio(priority) ; MFMAs ; s_setprio(0)
    ```

    In the memory phase, a `sched_barrier` that only ALU instructions may
    cross (mask 0x7) separates each run of `s2r` ops from a run of `g2s`
    ops next to it, so the reads and the copies issue in the order the
    phase lists them (LLVM's scheduler still places the address
    arithmetic).

    A stage in *ping-pong form* (made by `cdna4pipe-pingpong`) also ends
    with one `cdna4pipe.barrier` after its MFMAs, the boundary between its
    MFMA cluster and the next stage's memory cluster. Its lowering fences
    the MFMA cluster on both sides:

    ```
    sched_barrier(fence) ; memory phase ; sched_barrier(fence) ;
    waits/barriers ; sched_barrier(fence) ; s_setprio(priority) ; MFMAs ;
    s_setprio(0) ; sched_barrier(fence) ; s_barrier
    ```

    `index` is the stage's position in the loop body, `priority` the
    `s_setprio` level (0..3) of its MFMA cluster and `fence` the
    `sched_barrier` mask (0: nothing may cross). Values produced in the
    stage and used after it are yielded. Stages do not nest.

    ```mlir
    %acc = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>) {
      %a = cdna4pipe.s2r ...
      %t = cdna4pipe.g2s ...
      %d = cdna4pipe.mfma 16x16x32 %a * %b + %c : vector<8xbf16>, vector<4xf32>
      cdna4pipe.yield %d : vector<4xf32>
    }
    ```
  }];
  let arguments = (ins ConfinedAttr<I32Attr, [IntNonNegative]>:$index,
                       I32Attr:$priority,
                       DefaultValuedAttr<I32Attr, "0">:$fence);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $index `priority` $priority `fence` $fence (`->` `(` type($results)^ `)`)?
    $body attr-dict
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def CDNA4Pipe_YieldOp : CDNA4Pipe_Op<"yield", [Pure, Terminator,
    HasParent<"StageOp">, ReturnLike]> {
  let summary = "yields values out of a cdna4pipe.stage";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
}

#endif // CDNA4PIPE_DIALECT_CDNA4PIPE_IR_CDNA4PIPEOPS_TD
