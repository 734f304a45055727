//===- Passes.td - cdna4pipe conversion passes ---------*- tablegen -*-===//

#ifndef CDNA4PIPE_CONVERSION_PASSES_TD
#define CDNA4PIPE_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

// Passes are listed in pipeline order. Each lives in its own file under
// lib/Conversion/<Name>/.

//===----------------------------------------------------------------------===//
// KernelSizeArgs (the first step of the gfx950 lowering)
//===----------------------------------------------------------------------===//

def KernelSizeArgs
    : Pass<"cdna4pipe-kernel-size-args", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Pass each dynamic-shaped memref argument of a kernel as a "
                "bare pointer plus one i32 argument per dynamic size";
  let description = [{
    The gfx950 lowering passes every memref kernel argument as one bare
    pointer (`convert-gpu-to-rocdl{use-bare-ptr-memref-call-conv=true}`),
    which needs static shapes. This pass, the first of the lowering, makes
    a kernel over dynamic shapes (`memref<?x?xbf16>`, batched
    `memref<?x?x?xbf16>`) fit that convention, as a Triton-like front end
    calls its kernels (pointers, then sizes):

    * each memref argument with a dynamic dimension becomes a rank-0
      memref of its element type and memory space (one bare pointer to its
      first element);
    * for each such argument, in argument order, and each of its dynamic
      dimensions, outermost first, one `i32` argument is appended after the
      kernel's own arguments; the kernel's attribute `cdna4pipe.size_args`
      lists, for each appended argument in order, `array<i64: operand, dim,
      rank>` (the argument's position, the dimension, the memref's rank);
    * the body reads the operand through `memref.reinterpret_cast` of the
      pointer to the original type with those sizes (`arith.index_castui`)
      and the identity layout's strides, so `memref.dim`, bounds checks and
      the buffer resources (`amdgpu.fat_raw_buffer_cast`, `cdna4pipe.g2s`:
      `num_records` from the descriptor's sizes) read the run-time sizes.

    Static-shaped arguments and non-kernel functions without dynamic memref
    arguments are left alone. A dynamic-shaped argument that cannot be
    passed this way is an error at the function, naming the argument: an
    unranked memref, a layout other than the identity (pass the whole
    operand and take a `memref.subview` in the kernel), a memory space
    other than global, or an argument of a non-kernel function.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

//===----------------------------------------------------------------------===//
// ConvertCDNA4PipeToROCDL
//===----------------------------------------------------------------------===//

def ConvertCDNA4PipeToROCDL
    : Pass<"convert-cdna4pipe-to-rocdl", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Lower cdna4pipe ops to LLVM + ROCDL ops for gfx950";
  let description = [{
    Lowers every cdna4pipe op inside a `gpu.module` to LLVM and ROCDL
    dialect ops, leaving everything else (gpu, scf, arith, memref, ...) to
    the upstream conversions that follow (`convert-scf-to-cf`,
    `convert-gpu-to-rocdl`, `reconcile-unrealized-casts`). Memref operands
    are bridged with `unrealized_conversion_cast` to LLVM memref
    descriptors, which `convert-gpu-to-rocdl` later reconciles.

    * `cdna4pipe.g2s` -> `rocdl.raw.ptr.buffer.load.lds` (one
      `buffer_load_dwordx4 ... lds`): resource from `rocdl.make.buffer.rsrc`
      on the source's base pointer (or on the memref under an
      `amdgpu.fat_raw_buffer_cast`), per-lane byte `voffset`, the LDS
      destination pointer as it is (the backend moves it to M0 with
      `v_readfirstlane`; a `rocdl.readfirstlane` here would hide the LDS
      write from LLVM's waits, docs/Lowering.md). Where the source has a
      run-time stride, the wave-uniform addends of the source indices
      (kernel arguments, workgroup ids, loop counters) advance the
      resource's base instead (its `num_records` reduced to keep the same
      end), and `voffset` carries only the per-lane rest, when every
      per-lane addend is provably non-negative. `copy-kind=global` selects
      `rocdl.global.load.lds` (`global_load_lds_dwordx4`) instead.
    * `cdna4pipe.s2r` -> `llvm.load` of the fragment from address space 3
      (`ds_read_b128` for 16 bytes).
    * every LDS DMA and LDS read carries `alias_scopes` / `noalias_scopes`
      per (LDS buffer, slot) so that LLVM's wait insertion adds no
      `vmcnt(0)` between a copy into one slot and reads of another (see
      docs/Lowering.md for the scheme and the dynamic-slot case).
    * `cdna4pipe.wait` -> `rocdl.s.waitcnt` with the gfx9 encoding.
    * `cdna4pipe.barrier` -> `rocdl.s.barrier` alone.
    * `cdna4pipe.cond_barrier %p` -> `scf.if` on `rocdl.readfirstlane` of
      `%p` around `rocdl.s.barrier` (a scalar branch).
    * `cdna4pipe.stage` -> its body inlined, framed by `rocdl.sched.barrier`
      (the stage's fence mask) at the start and after the memory phase,
      `rocdl.sched.barrier 7` (only ALU instructions cross) between a run
      of LDS reads and a run of copies in the memory phase, so LLVM keeps
      their order, `rocdl.s.setprio` (the stage's priority) before the
      first MFMA and `rocdl.s.setprio 0` after the last.
    * `cdna4pipe.mfma` -> `rocdl.mfma.f32.{16x16x32,32x32x16}.{bf16,f16}`.
    * `!cdna4pipe.token` values disappear (loop-carried ones included).

    Anything it cannot lower gets an error at the op.
  }];
  let options = [
    Option<"chipset", "chipset", "std::string", /*default=*/"\"gfx950\"",
           "Target chipset (only gfx950 is supported)">,
    Option<"copyKind", "copy-kind", "std::string", /*default=*/"\"buffer\"",
           "How g2s is lowered: buffer (buffer_load_dwordx4 ... lds) or "
           "global (global_load_lds_dwordx4)">,
    Option<"aliasScopes", "alias-scopes", "bool", /*default=*/"true",
           "Attach alias scopes to LDS DMAs and LDS reads (false shows the "
           "vmcnt(0) LLVM inserts without them)">,
    Option<"barrier", "barrier", "std::string", /*default=*/"\"bare\"",
           "How cdna4pipe.barrier is lowered: bare (s_barrier) or fenced "
           "(workgroup fences around s_barrier, as gpu.barrier; shows the "
           "drain)">,
  ];
  let dependentDialects = [
    "::mlir::LLVM::LLVMDialect",
    "::mlir::ROCDL::ROCDLDialect",
    "::mlir::scf::SCFDialect",
  ];
}

//===----------------------------------------------------------------------===//
// AlignDynamicShared (sm_90a lowering)
//===----------------------------------------------------------------------===//

def AlignDynamicShared
    : Pass<"cdna4pipe-align-dynamic-shared", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Raise the alignment of the dynamic shared-memory symbol "
                "(sm_90a: 128-byte-swizzled TMA tiles need 1024 bytes)";
  let description = [{
    Runs after `convert-gpu-to-nvvm`, which declares the block of
    `gpu.dynamic_shared_memory` as an `llvm.mlir.global` in address space 3
    named `__dynamic_shmem__<n>` with a 16-byte alignment. The TMA copies
    and the wgmma descriptors of the sm90a kernel (docs/Hopper.md) use the
    128-byte swizzle, whose pattern repeats every 1024 bytes and is read off
    the address bits, so every tile must start on a 1024-byte boundary; the
    generator lays the tiles out at multiples of 1024 from the start of the
    block, and this pass makes the block itself start on one (ptxas places
    the static `__mbarrier` symbols first and pads up to the alignment).

    An address-space-3 global that is not a dynamic shared-memory block is
    left alone. `alignment` must be a power of two, else the pass fails.
  }];
  let options = [
    Option<"alignment", "alignment", "unsigned", /*default=*/"1024",
           "Alignment in bytes of the dynamic shared-memory block">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

//===----------------------------------------------------------------------===//
// CheckLowered (the last step of both pipelines)
//===----------------------------------------------------------------------===//

def CheckLowered : Pass<"cdna4pipe-check-lowered", "::mlir::ModuleOp"> {
  let summary = "Fail unless every gpu.module is fully LLVM + ROCDL (or "
                "LLVM + NVVM)";
  let description = [{
    The last step of `cdna4pipe-to-gfx950` (and of `cdna4pipe-to-sm90a`,
    before `gpu-module-to-binary`). A lowering whose context lacks a
    dialect's to-LLVM interface (`convert-gpu-to-rocdl` and
    `convert-gpu-to-nvvm` find the arith, cf, memref, vector, ... patterns
    through them) does not fail: it leaves `unrealized_conversion_cast`s
    and unconverted ops behind, and the module would only be rejected,
    far from the cause, when it is translated to LLVM IR. This pass makes
    such a run fail where it went wrong.

    Inside every `gpu.module`, every op must belong to the `llvm` dialect
    or to the target's (`rocdl` for `target=rocdl`, `nvvm` for
    `target=nvvm`); no `builtin.unrealized_conversion_cast` may be left
    anywhere in the module. Host code outside the `gpu.module`s is not the
    pipelines' business and is left alone. For each kind of op that is
    left, one error at its first occurrence names it and how many there
    are; the pass then fails.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"rocdl\"",
           "The target dialect next to llvm: rocdl or nvvm">,
  ];
}

//===----------------------------------------------------------------------===//
// CheckToLLVMInterfaces (inside both pipelines, before convert-gpu-to-*)
//===----------------------------------------------------------------------===//

def CheckToLLVMInterfaces
    : Pass<"cdna4pipe-check-to-llvm-interfaces", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Fail unless every dialect left for convert-gpu-to-rocdl / "
                "-nvvm has its to-LLVM interface in the context";
  let description = [{
    Runs in both pipelines right before `convert-gpu-to-rocdl`
    (`convert-gpu-to-nvvm`), which lower the arith, cf, memref, vector, ...
    ops of a kernel through each dialect's `ConvertToLLVMPatternInterface`.
    A context whose registry lacks those interfaces (the dialect extensions
    `registerCDNA4PipePipelines(registry)` adds) makes that conversion fail
    far from the cause (`type mismatch for bb argument #0 of successor #0`)
    or leave casts behind. This pass names the dialect instead: for every
    dialect with ops in the gpu.module, except the ones the conversion
    lowers itself (`gpu`, `amdgpu`, `nvgpu`, `nvvm`, `rocdl`, `llvm`,
    `builtin`), the context must have the interface; otherwise one error at
    the dialect's first op, and the pass fails.
  }];
}

#endif // CDNA4PIPE_CONVERSION_PASSES_TD
