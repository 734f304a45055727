//===- CDNA4PipeDialect.td - cdna4pipe dialect definition --*- tablegen -*-===//
//
// The cdna4pipe dialect models the pieces of a software-pipelined GEMM main
// loop on AMD CDNA4 (gfx950) that a schedule is made of: asynchronous
// global->LDS copies, LDS->register reads, matrix-core ops, counted waits,
// bare workgroup barriers and interleave stages.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_DIALECT_CDNA4PIPE_IR_CDNA4PIPEDIALECT_TD
#define CDNA4PIPE_DIALECT_CDNA4PIPE_IR_CDNA4PIPEDIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def CDNA4Pipe_Dialect : Dialect {
  let name = "cdna4pipe";
  let cppNamespace = "::mlir::cdna4pipe";
  let summary = "Schedulable pieces of a CDNA4 (gfx950) GEMM main loop";
  let description = [{
    The `cdna4pipe` dialect is the level at which cdna4pipe reasons about a
    software-pipelined GEMM K-loop on AMD CDNA4 (gfx950, MI350X/MI355X).
    Each op corresponds to one kind of hardware instruction, so that wait
    counts, barriers and priorities can be derived and verified exactly:

    * `cdna4pipe.g2s`: `buffer_load_dwordx4 ... lds` (global -> LDS, no
      VGPRs, counted by `vmcnt`). Returns a `!cdna4pipe.token`.
    * `cdna4pipe.s2r`: `ds_read_b128` (LDS -> VGPRs, counted by `lgkmcnt`).
    * `cdna4pipe.mfma`: one `v_mfma_f32_*` matrix-core instruction.
    * `cdna4pipe.wait`: `s_waitcnt` with counts in hardware instructions.
    * `cdna4pipe.barrier`: a bare `s_barrier` (no implied `vmcnt(0)`).
    * `cdna4pipe.stage`: one interleave stage (S2R + G2S + MFMA cluster) with
      its priority (`s_setprio`) and fencing (`sched_barrier`) properties.

    LDS operands are *slot-major*: a multi-buffered LDS tile is a
    `memref<S x ... x T, #gpu.address_space<workgroup>>` whose first index
    selects the buffer slot (S = 1 for a single-buffered tile). The schedule
    verifier reasons per slot through that first index, and per copy
    footprint (the LDS elements each copy writes and each read reads, all
    waves together) where the index arithmetic can be evaluated.

    Discardable attribute: `cdna4pipe.group = N : i32` on `g2s` / `s2r`,
    set by `cdna4pipe-interleave{wait-granularity=stage}`. On a copy, the
    stage whose wait first covers it (its *wait group*); on a read, the
    stage it belongs to, whose reads need the groups `<= N`. Informational:
    no pass relies on it for correctness, and dropping it changes nothing.

    Matrix-core ops are our own `cdna4pipe.mfma` rather than `amdgpu.mfma`:
    the stage, interleave and verifier logic then needs to recognise only
    this dialect's ops, and the op restricts itself to the shapes the
    pipeline supports on gfx950 (16x16x32 and 32x32x16, bf16/f16 inputs, f32
    accumulators), which the verifier checks.
  }];
  let useDefaultTypePrinterParser = 1;
  let dependentDialects = [
    "::mlir::gpu::GPUDialect",
    "::mlir::amdgpu::AMDGPUDialect"
  ];
}

class CDNA4Pipe_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<CDNA4Pipe_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def CDNA4Pipe_TokenType : CDNA4Pipe_Type<"Token", "token"> {
  let summary = "Names one asynchronous global->LDS copy instruction";
  let description = [{
    A value of this type is produced by `cdna4pipe.g2s` and names the copy
    instruction that produced it. `cdna4pipe.wait` may list the tokens it is
    meant to retire, which lets the schedule verifier check that the wait's
    count really covers them.
  }];
}

class CDNA4Pipe_Op<string mnemonic, list<Trait> traits = []>
    : Op<CDNA4Pipe_Dialect, mnemonic, traits>;

#endif // CDNA4PIPE_DIALECT_CDNA4PIPE_IR_CDNA4PIPEDIALECT_TD
