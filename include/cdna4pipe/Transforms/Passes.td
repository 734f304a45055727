//===- Passes.td - cdna4pipe transformation passes ---------*- tablegen -*-===//

#ifndef CDNA4PIPE_TRANSFORMS_PASSES_TD
#define CDNA4PIPE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

// Passes are listed in pipeline order. Each lives in its own file under
// lib/Transforms/.

def CDNA4PipeNormalize : Pass<"cdna4pipe-normalize"> {
  let summary = "Bring a front end's kernel into the form the gfx950 flow "
                "matches: index loops, plain loads/stores, arith index math, "
                "LDS as workgroup attributions";
  let description = [{
    The head of the `cdna4pipe-to-gfx950` flow (docs/KernelContract.md,
    "What a front end may write"). Ops already in the normal form are left
    exactly as they are; the rest is rewritten with upstream MLIR where it
    has the rewrite:

    - `vector.transfer_read/write` that are plain 1-D loads / stores (in
      bounds, minor identity) become `vector.load/store` (upstream transfer
      lowering; one that may leave its memref gets an explicit mask and
      becomes `vector.maskedload/maskedstore`); loads and stores through
      `memref.subview` go to the base memref (fold-memref-alias-ops);
      `affine.apply` and the other affine ops become `arith` / `scf`
      (lower-affine; `affine.delinearize_index` / `linearize_index`, as
      IREE splits thread ids, are expanded first); an n-D
      `vector.shape_cast` (an aggregate accumulator flattened for the
      stores) becomes extracts and inserts.
    - An `scf.for` over i32 or i64 (as Triton writes its loops) becomes an
      `scf.for` over `index` (constant bounds stay constants) whose body sees
      the counter through `arith.index_cast`.
    - A loop-carried vector of rank >= 2 (one accumulator for many MFMA
      tiles, e.g. `vector<16x4xf32>`) that the body reads with
      `vector.extract` of whole innermost vectors and rebuilds with a chain
      of `vector.insert` becomes one iter_arg per innermost vector.
    - With a known block size, `gpu.lane_id` and `gpu.subgroup_id` become
      `arith` on `gpu.thread_id` (wave64).
    - One LDS allocation model: a `memref.alloc` / `memref.alloca` in
      `#gpu.address_space<workgroup>`, a `memref.get_global` of an
      uninitialised workgroup `memref.global`, and every `memref.view`
      (constant byte offset, static shape) of an i8 arena whose views do not
      overlap become workgroup attributions of the `gpu.func` (an arena with
      overlapping views stays one buffer, with a remark). A `memref.alloc`
      left in a `gpu.func` would lower to a per-thread `malloc`: it is an
      error at the op, as are LDS allocations with a dynamic shape, in an
      integer memory space, or escaping their scope, and an initialised
      workgroup global.
    - Guarded global stores (the edges of C): `scf.if %c { memref.store }`
      (or `vector.store`: the branch's only op, no else) and a
      `vector.maskedstore` of one element, to a global memref of the
      identity layout or a strided one with innermost stride 1, become one
      store through the memref's bounds-checked buffer view
      (`amdgpu.fat_raw_buffer_cast`) whose indices are, where `%c` is
      false, the buffer's end (first index = first extent, `memref.dim`
      where dynamic, the others 0; every index its extent with a strided
      layout):
      an out-of-range buffer store is dropped, so the lanes of a wave no
      longer branch apart around each store.
    - A `vector.maskedstore` of several elements (also what an out-of-bounds
      `vector.transfer_write` lowers to) whose mask is proven an in-bounds
      predicate of the store (`(row < M) & (col + lane < N)`, or the
      transfer's own mask) becomes buffer stores of the largest aligned
      chunks of lanes the mask cannot split (the last dimension's extent
      and index multiples of the chunk, and with a strided layout its
      offset and strides: the whole vector, else fewer lanes,
      down to one element per store), each sent to the buffer's end where
      its bit is false: buffer bounds cover only the buffer's linear end,
      not a row's. Any other masked global store stays
      `llvm.intr.masked.store` (a branch per element) with a remark.
  }];
  let dependentDialects = [
    "::mlir::amdgpu::AMDGPUDialect", "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect"
  ];
}

def CDNA4PipeLdsDma : Pass<"cdna4pipe-lds-dma"> {
  let summary = "Turn register-staged global->LDS copies into LDS DMA "
                "(amdgpu.gather_to_lds), moving the LDS swizzle to the "
                "global address";
  let description = [{
    Finds copies a front end stages through registers: a global
    `vector.load` whose only use is a `vector.store` into workgroup memory,
    possibly through a swizzled index. The LDS DMA
    (`buffer_load_dwordx4 ... lds`) writes lane l's 16 bytes at
    `dst + 16 l`, so each wave's 64 stores must be a permutation of the
    lane-contiguous 16-byte chunks of one 1 KiB block (the rows one DMA
    instruction covers). The pass proves this by evaluating the index
    arithmetic for every thread of the workgroup (`known_block_size`),
    then moves the permutation onto the global address (seed 002 §2.1): the
    DMA's lane j loads what the lane that stored chunk j loaded, computed by
    re-evaluating the store/load index arithmetic for another lane (for an
    XOR swizzle the permutation is its own inverse). The destination is the
    store index of the wave's lowest lane. The rewritten copy is evaluated
    again for every thread and must reproduce the old LDS contents exactly;
    the reads of the tile are not touched (same LDS layout). Global sources
    are read through one `amdgpu.fat_raw_buffer_cast` per memref, of the
    memref's layout: the identity, or strided (a leading dimension a front
    end passes: `strided<[?, 1]>`) with innermost stride 1 and the offset
    and other strides multiples of the 16-byte chunk, static or run-time
    values the IR proves so (`tt.divisibility` on the integer argument the
    `memref.reinterpret_cast` takes them from); otherwise a remark names
    the offset or stride.

    Copies that do not fit are left alone with a remark at the op naming
    why: a width other than 16 bytes per lane, a loaded value with other
    uses, a permutation that leaves the 1 KiB block (crosses the
    instruction's rows), indices that cannot be evaluated per thread, an
    unknown or non-1-D workgroup. Kernels already in DMA form are unchanged.

    Edges: a `vector.maskedload` copy (M, N or K not a multiple of the
    tile) becomes a DMA when its pad is zero and its mask is proven, from
    the IR, a conjunction of in-bounds predicates of the load (each term
    `index_d (+ lane along the last dimension) < extent_d`, written with
    `arith.cmpi`, `vector.create_mask`, broadcasts and lane-index constants,
    as Triton and upstream's transfer lowering write them), with no
    16-byte chunk straddling the last dimension's edge. A dynamic extent
    is `memref.dim` of the memref or the size operand of the
    `memref.reinterpret_cast` that built it (e.g. from i32 M, N, K kernel
    arguments); a dynamic last extent a mask bounds must be known to be a
    multiple of the chunk (`tt.divisibility` on the integer argument). The
    DMA's first source index becomes the first extent where a bounded
    index is out of range (every index its extent with a strided layout):
    past the buffer's num_records, where a DMA lane reads zeros.
    Any other mask or pad keeps the copy in registers with a remark naming
    the term or pad that did not match.
  }];
  let dependentDialects = [
    "::mlir::amdgpu::AMDGPUDialect", "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect", "::mlir::memref::MemRefDialect"
  ];
}

def CDNA4PipeBareBarriers : Pass<"cdna4pipe-bare-barriers"> {
  let summary = "Replace gpu.barrier by rocdl.s.barrier plus the counted "
                "waits its data dependences need";
  let description = [{
    `gpu.barrier` orders every memory access of the workgroup; on gfx950 it
    waits for vmcnt(0) and lgkmcnt(0), draining every LDS DMA in flight
    (seed 002 §2.4). Each `gpu.barrier` directly in a function or `scf.for`
    body becomes `rocdl.s.barrier`, preceded by
    `amdgpu.memory_counter_wait load(n) ds(0)` where needed:

    - `load(n)`: along every path back from the barrier (the rest of its
      block, the previous iteration of each enclosing loop, the code before
      the loop), the newest `amdgpu.gather_to_lds` whose LDS buffer anything
      after the barrier reads or writes must have landed; `n` counts the
      DMAs issued after it (the fewest over the paths). A
      `memory_counter_wait load(m)` on the way bounds what is older.
    - `ds(0)`: an LDS store before the barrier whose buffer is accessed after
      it, or an LDS read whose buffer is written after it and whose result
      is not used before the barrier.

    Nothing else is waited for. Buffers are compared by root memref. A
    barrier is kept, with a remark naming why, after a global store (it also
    orders global memory), an op with unmodelled memory effects, a region op
    with memory ops before it, or inside any other region.
  }];
  let dependentDialects = [
    "::mlir::amdgpu::AMDGPUDialect", "::mlir::ROCDL::ROCDLDialect"
  ];
}

def SoftwarePipeline : Pass<"cdna4pipe-software-pipeline"> {
  let summary = "Software-pipeline GEMM main loops: plan stages, expand, "
                "multi-buffer LDS, per-instruction waits";
  let description = [{
    Pipelines every `scf.for` whose body copies global memory into workgroup
    memory (`amdgpu.gather_to_lds`, `cdna4pipe.g2s`), producing the Level 1
    loop of `docs/KernelContract.md`.

    Planning (TileLang's PipelinePlanning): the copies and the ops feeding
    them (their backward slice inside the body) go to stage 0; the reads of
    the copied workgroup buffers and everything depending on them go to stage
    `num-stages - 1`; the waits and barriers of the un-pipelined body are
    dropped and re-synthesised. Integer attributes `cdna4pipe.stage` and
    `cdna4pipe.order` on body ops override the plan (TileLang's
    `T.Pipelined(stage=..., order=...)`); an inconsistent manual plan is an
    error at the offending op.

    Expansion (TileLang's InjectSoftwarePipeline): every copied workgroup
    buffer becomes slot-major `memref<N x ...>` (slot = K-tile mod N), the
    loop is split into prologue / steady state / epilogue with each stage on
    its skewed iteration, and each stage reading the buffers is preceded by
    `amdgpu.memory_counter_wait load(n)` + `rocdl.s.barrier`, `n` counted in
    copy instructions: `(N-2)*G` in the steady state (G copies per K-tile,
    counted in the body), decreasing to 0 in the epilogue.

    A loop that cannot be pipelined (among others: a counter that is not
    `index`, a dynamic lower bound or step, a static trip count below
    `num-stages`) is left untouched with a remark; a loop whose LDS
    footprint after multi-buffering exceeds 160 KiB is an error at the loop.

    A gfx950 loop whose upper bound is only known at run time is versioned
    on its trip count T: `scf.if (T >= num-stages + 1)` holds the pipelined
    loop (same slots and wait counts as for a static trip count; the
    steady-state loop carries `cdna4pipe.min_trip_count`), the `else`
    branch the loop as written, reading its buffers through slot 0.

    The same planning and expansion drive the Hopper (sm90a) kernel of
    `cdna4-gemm-gen --target sm90a` (a loop with `nvgpu.tma.async.load`;
    docs/Hopper.md): the copied tiles are views of the dynamic shared block,
    laid out again with N slots each; the plain kernel's single mbarrier
    becomes one per slot, each initialised once before the loop; stage 0
    does `mbarrier.arrive.expect_tx` on barrier `t mod N` with the exact
    bytes of the iteration's copies, which complete on that barrier; the
    reading stage waits with `mbarrier.try_wait.parity` on parity
    `(t / N) mod 2`. With `keep-mma-in-flight` (default) each
    `nvgpu.warpgroup.mma` leaves its group in flight (waitGroup 1): after
    the MMA of tile t, whose wait retires the MMA of tile t - 1, a
    `gpu.barrier` releases slot (t - 1) mod N and only then stage 0 refills
    it (tile t + N - 1); `nvvm.wgmma.wait.group.sync.aligned 0` after the
    loop retires the last group before the accumulators are stored.
    With `empty-barriers` the release is CUTLASS's consumer release instead
    of that barrier: a second group of N mbarriers (count: the block's
    warps) initialised with the first; after the MMA of tile t lane 0 of
    every warp arrives on empty barrier (t - 1) mod N (from t = 1), and the
    copy-issuing thread, inside `scf.if` on the copies' predicate, waits on
    empty barrier j mod N with parity (j / N + 1) mod 2 before refilling
    slot j mod N with tile j (producers start on the opposite phase, so the
    first round passes on the fresh barriers). This needs a known 1-D
    block size that is a multiple of 32 and predicated copies; otherwise
    the `gpu.barrier` release stays. Without `keep-mma-in-flight` every
    MMA waits for itself (waitGroup 0) and the reading stage starts with
    the releasing `gpu.barrier`. Over 227 KiB of shared memory is an error.
    The target-specific parts live behind `PipelineTarget`
    (include/cdna4pipe/Transforms/PipelineTarget.h).
  }];
  let options = [
    Option<"numStages", "num-stages", "unsigned", /*default=*/"2",
           "Pipeline depth N (1 leaves loops as they are; 2, 3, 4 supported)">,
    Option<"keepMmaInFlight", "keep-mma-in-flight", "bool", /*default=*/"true",
           "sm90a: each warpgroup MMA leaves its group in flight (waitGroup "
           "1) and the slot it read is released one iteration later, after "
           "the next MMA's wait; false: every MMA waits for itself "
           "(waitGroup 0) and the release heads the reading stage">,
    Option<"emptyBarriers", "empty-barriers", "bool", /*default=*/"false",
           "sm90a, with keep-mma-in-flight: release slots through one "
           "\"empty\" mbarrier per slot (lane 0 of every warp arrives once "
           "the MMA reading the slot retired; the copy-issuing thread waits "
           "on it, "
           "parity one phase ahead, before refilling the slot) instead of "
           "a gpu.barrier">,
  ];
  let dependentDialects = [
    "::mlir::amdgpu::AMDGPUDialect", "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect", "::mlir::memref::MemRefDialect",
    "::mlir::nvgpu::NVGPUDialect", "::mlir::NVVM::NVVMDialect",
    "::mlir::ROCDL::ROCDLDialect", "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect"
  ];
}

def CDNA4PipeFormStages : Pass<"cdna4pipe-form-stages"> {
  let summary = "Raise a pipelined K-loop (Level 1) into cdna4pipe ops (Level 2)";
  let description = [{
    Rewrites every software-pipelined K-loop (an `scf.for` whose body holds
    `amdgpu.gather_to_lds`), together with the prologue and epilogue around
    it (the ops of the block that holds the loop), into the cdna4pipe
    dialect:

    - `amdgpu.gather_to_lds` -> `cdna4pipe.g2s`
    - `vector.load` from workgroup memory -> `cdna4pipe.s2r`
    - `amdgpu.mfma 16x16x32 / 32x32x16` -> `cdna4pipe.mfma`
    - `amdgpu.memory_counter_wait load(n) ds(m)` -> `cdna4pipe.wait vmcnt(n) lgkmcnt(m)`
    - `rocdl.s.barrier` -> `cdna4pipe.barrier`

    Index arithmetic stays in `arith`. The input contract is written down in
    `docs/FormStages.md`. A loop outside it is left untouched (with its
    prologue and epilogue) and gets a remark at the first op that did not
    match, e.g. a `gpu.barrier` (which drains every copy in flight), an LDS
    buffer that is not slot-major, an unsupported MFMA shape or a copy that
    does not move 16 bytes per lane.
  }];
  let dependentDialects = ["::mlir::cdna4pipe::CDNA4PipeDialect"];
}

def CDNA4PipeInterleave : Pass<"cdna4pipe-interleave"> {
  let summary = "Interleave copies and MFMA clusters into cdna4pipe.stage regions (Level 3)";
  let description = [{
    Turns the steady-state body of every raised K-loop (Level 2) into
    `stages` `cdna4pipe.stage` regions (HipKittens-style interleave):

    - The MFMAs are split into `stages` groups of equal size, k-slice major,
      then along the N fragments of the wave tile (256x256x64, 8 waves,
      stages=4: kp0 x j-lo, kp0 x j-hi, kp1 x j-lo, kp1 x j-hi). Which k-slice
      and which fragment an MFMA computes is derived from its operands: the
      pass evaluates the index arithmetic of every copy (for every thread)
      and of every LDS read (for every lane) and so learns which global
      elements each register holds. Nothing is inferred from op order.
    - Dependent dots (attention: S = Q K^T, a softmax in registers, then
      O += P V): an MFMA's dot is the longest chain of same-iteration MFMA
      results its operands need (accumulator chains stay in their dot).
      Each dot gets `stages / dots` consecutive stages, split by its own
      keys (a register source, which no LDS read describes, is told apart
      by value); the register work between dots runs after the last stage
      whose results it uses. MFMA sources are LDS reads of the loop or
      registers; at least one source of each MFMA must be an LDS read.
    - Each S2R goes into the earliest stage whose MFMAs read it; the
      iteration's copies are spread over the stages (`g2s-policy`). MX
      scale words (S2Rs feeding MFMA scale operands) all go into the
      earliest stage that reads their LDS tile, so the scale slots are
      free for the next copies from then on (every stage's MFMAs take
      scales: read where used, the slots stayed live to the last stage).
    - The last stage ends its memory phase with `wait vmcnt(x) lgkmcnt(0)` +
      `barrier` (the former top-of-iteration wait of the next iteration; `x`
      counts the copies issued after the next tile's), every stage runs its
      MFMAs at priority 1 behind fence 0, and the prologue ends with the
      former top-of-iteration-0 wait + barrier.
    - `wait-granularity=stage` (default): from the per-thread footprints, each stage's
      reads depend on a set of copies (all waves together). The copies are
      issued in the order the next tile's stages first need them, and a
      `wait vmcnt(n)` + `barrier` closes the memory phase of the stage before
      every stage that needs copies no earlier wait covered (`n` = copies
      issued after the newest needed one, across the iteration boundary);
      the last stage always closes with `lgkmcnt(0)` + barrier (slot
      release). The prologue issues its copies in the same order and waits
      only for what stage 0 of iteration 0 reads.

    - `decomposition` (issue 11): `k-major` (above), `n-major` (N halves,
      then k halves) or `quadrant` (M halves x N halves, every k-slice in
      each stage: HipKittens' A half x B half).
    - `prefetch=2` (wait-granularity=stage): a copy whose bytes (all waves
      together) are last read by stage r before the last stage writes the
      tile one iteration further ahead, into the slot being read, issued in
      stage r+1 after the `lgkmcnt(0)` + barrier that closes stage r's
      memory phase (buffer reuse at the granularity the reads free it). The
      prologue then issues tile 0 and the prefetched parts of tile 1, and
      the last iteration is peeled without its prefetched copies. Waits
      stay counted per instruction across iterations.
    - `auto` (either option) plans every candidate and keeps the one whose
      loop body gives the copies the largest least in-flight window, then
      mean (MFMAs between a copy and the wait that forces it,
      `cdna4pipe/Analysis/CopyWindows.h`); LDS is unchanged (the slots the
      software pipeline allocated). `choice-remark` names the pick.

    Loops outside the Level-2 contract are left untouched with a remark. A
    loop whose MFMAs do not split into `stages` groups is interleaved in the
    largest smaller number of stages they split into, with a remark at the
    loop saying why. The
    schedule verifier runs at the end unless `verify=false`.
  }];
  let options = [
    Option<"stages", "stages", "unsigned", /*default=*/"4",
           "Number of cdna4pipe.stage regions per steady-state iteration">,
    Option<"g2sPolicy", "g2s-policy", "std::string", /*default=*/"\"even\"",
           "How the copies are spread over the stages: even (G/stages per "
           "stage, earlier stages take the remainder) or front (all in "
           "stage 0)">,
    Option<"waitGranularity", "wait-granularity", "std::string",
           /*default=*/"\"stage\"",
           "Where the steady state waits for copies: iteration (one wait + "
           "barrier in the last stage covering the whole next tile) or stage "
           "(copies issued in the order the next tile's stages need them, a "
           "wait + barrier before every stage that needs copies no earlier "
           "wait covered; derived per copy footprint)">,
    Option<"prefetch", "prefetch", "std::string", /*default=*/"\"1\"",
           "Tiles ahead a copy may write (wait-granularity=stage): 1 (the "
           "slot distance of the input), 2 (a copy whose bytes are last "
           "read before the last stage writes the tile after, into the slot "
           "being read, once every wave's reads of those bytes retired and "
           "passed a barrier; the last iteration is peeled), or auto (the "
           "candidate with the best copy windows)">,
    Option<"decomposition", "decomposition", "std::string",
           /*default=*/"\"k-major\"",
           "How the MFMAs split into stages: k-major (k-slices, then N "
           "fragments), n-major (N halves, then k halves), quadrant (M "
           "halves x N halves, every k in each stage), or auto (the "
           "candidate with the best copy windows)">,
    Option<"choiceRemark", "choice-remark", "bool", /*default=*/"false",
           "Emit a remark at every interleaved loop naming the chosen "
           "decomposition and prefetch, with the copy windows of every "
           "candidate">,
    Option<"verify", "verify", "bool", /*default=*/"true",
           "Run the schedule verifier on every interleaved loop">
  ];
  let dependentDialects = ["::mlir::cdna4pipe::CDNA4PipeDialect"];
}

def CDNA4PipePingPong : Pass<"cdna4pipe-pingpong"> {
  let summary = "Run the two wave groups of a workgroup one cluster apart "
                "(ping-pong) in every interleaved K-loop";
  let description = [{
    Turns every interleaved K-loop (Level 3: `cdna4pipe.stage` regions) of
    a `gpu.func` into the ping-pong schedule of Triton's BlockPingpong and
    HipKittens' 8-wave GEMM:

    - Each stage becomes two clusters: its memory phase (S2R + G2S + waits)
      and its MFMA cluster. Every cluster boundary is a `cdna4pipe.barrier`:
      the stage's barrier before its MFMAs (added when the stage has none)
      and a trailing barrier after them (*ping-pong form*, fenced on both
      sides by `sched_barrier(0)` in the lowering). MFMA clusters run at
      `s_setprio 1`.
    - The waves split into two groups by wave id (`gpu.thread_id x / 64`):
      the first half (*early*) and the second half (*late*). Wave `w` runs
      on SIMD `w mod 4`, so with a multiple of 8 waves every SIMD holds as
      many early as late waves. The late group executes one extra barrier
      before the loop (`cdna4pipe.cond_barrier`) and the early group one
      after it: barriers are unnamed, so from then on the late group reaches
      every barrier instance one cluster behind the early one, and while one
      wave of a SIMD runs its MFMA cluster the other runs its memory cluster.

    The slices of the dot are the interleave's stages (k-slice major, then
    N fragments, derived from the operands' footprints):
    `cdna4pipe-interleave{stages=4}` gives Triton's four ping-pong clusters,
    `stages=2` its two. A loop whose workgroup size is unknown, not 1-D, or
    whose waves do not pair on the SIMDs, or that is already in ping-pong
    form, is left untouched with a remark. The schedule verifier (which
    models both wave groups) runs at the end unless `verify=false`.
  }];
  let options = [
    Option<"verify", "verify", "bool", /*default=*/"true",
           "Run the schedule verifier on every function made ping-pong">
  ];
  let dependentDialects = [
    "::mlir::cdna4pipe::CDNA4PipeDialect", "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect"
  ];
}

def CDNA4PipeVerifySchedule : Pass<"cdna4pipe-verify-schedule"> {
  let summary = "Statically prove a cdna4pipe GEMM schedule free of LDS hazards";
  let description = [{
    Executes every function that contains `cdna4pipe.g2s` / `cdna4pipe.s2r`
    abstractly (prologue, the K-loop's iterations, epilogue) over the state
    of one wave, all waves running the same program and meeting only at
    barriers, and reports with the op's location, the LDS buffer and slot
    and the iteration: reads of slots whose copies have not landed in every
    wave (wait + barrier), copies into slots that a wave may still read
    (lgkm retirement + barrier), wait counts that leave a needed copy in
    flight (counts are per instruction, not per commit group), waits whose
    count does not retire the copies they name, and copies still in flight
    at kernel end. See docs/ScheduleVerifier.md. The IR is not modified.
    A function without cdna4pipe copies whose loop still reads or writes LDS
    (a loop left at Level 1, or never transformed) is not proved: it gets a
    remark at that loop naming the first LDS access, never a silent pass.

    Functions with Hopper TMA copies (`nvgpu.tma.async.load`, the sm90a
    kernels of docs/Hopper.md) are proved by the Hopper rules
    (include/cdna4pipe/Analysis/HopperScheduleVerifier.h): every loop
    unrolled, every thread of the block followed (`scf.if` and the
    predicates of inits, arrivals and copies evaluated per thread), each
    mbarrier's phases, each shared byte's fills, reads and releases, and
    each warpgroup's MMA groups. It rejects, at the op: a `try_wait.parity`
    whose parity is not the phase its copies complete in, or that waits
    forever (deadlock); an arrival count its init count cannot take; an
    init used before a `gpu.barrier` published it, or re-initialised while
    live; `arrive.expect_tx` bytes that differ from the bytes of its phase's
    copies; an `arrive.expect_tx` or TMA copy issued by more threads than
    one; a copy overwriting bytes still in flight, unread, or read and not
    released to the copying thread (by a `gpu.barrier`, or by a consumer
    arrival after the reader's MMA group retired, on a phase the copying
    thread waited for); a read (MMA descriptor, load) of bytes not filled,
    not landed or not observed by the reading thread, or stale after a
    partial refill; accumulators used with MMA groups in flight.
    Threads that split at an `scf.if` and never meet again (the
    warp-specialised producer and its consumer warpgroups) run as concurrent
    processes, one per warpgroup of each side, interleaved at their mbarrier
    waits (each side first once); a persistent loop (`scf.for` from
    `gpu.block_id`) is followed for one block per trip count of the
    `known_grid_size`, and no other value the rules use may depend on the
    block. With `summary`, a verified Hopper function gets a remark naming
    the blocks and the concurrent thread classes.
    A function with `cdna4pipe.cond_barrier`s is verified
    per wave group (the waves that take the same conditional barriers) and
    across groups: equal barrier counts (no deadlock), MFMA clusters of two
    groups never between the same two barriers in a ping-pong loop, and no
    race between one group's reads and another's copies, barrier instances
    being counted, not named. See docs/ScheduleVerifier.md. The IR is not
    modified.
  }];
  let options = [
    Option<"unroll", "unroll", "unsigned",
           /*default=*/"::mlir::cdna4pipe::ScheduleVerifierOptions()"
                       ".unroll",
           "Loop iterations to simulate before relying on a periodic state "
           "(0: all iterations of a static trip count up to max-iterations)">,
    Option<"maxIterations", "max-iterations", "unsigned",
           /*default=*/"::mlir::cdna4pipe::ScheduleVerifierOptions()"
                       ".maxIterations",
           "Largest trip count simulated completely when unroll is 0">,
    Option<"maxOps", "max-ops", "uint64_t",
           /*default=*/"::mlir::cdna4pipe::ScheduleVerifierOptions()"
                       ".maxOps",
           "Most ops simulated per function (all loop iterations together); "
           "beyond it the function is rejected with an error naming this "
           "limit">,
    Option<"mfmaRetiresReads", "mfma-retires-reads", "bool",
           /*default=*/"::mlir::cdna4pipe::ScheduleVerifierOptions()"
                       ".mfmaRetiresReads",
           "An MFMA that consumes an S2R result retires that read (and older "
           "ones), as the lgkmcnt wait LLVM inserts before it does">,
    Option<"summary", "summary", "bool",
           /*default=*/"::mlir::cdna4pipe::ScheduleVerifierOptions()"
                       ".emitSummary",
           "Emit a remark with the figures of every verified function (on "
           "sm90a: the blocks and concurrent thread classes it followed)">,
    Option<"granularity", "granularity", "std::string",
           /*default=*/"::mlir::cdna4pipe::stringifyVerifierGranularity("
                       "::mlir::cdna4pipe::ScheduleVerifierOptions()"
                       ".granularity)",
           "copy: a read conflicts with the copies whose LDS elements it "
           "reads (per-thread footprints, all waves; whole slot where they "
           "cannot be evaluated); slot: with every copy into its slot">,
  ];
}

#endif // CDNA4PIPE_TRANSFORMS_PASSES_TD
