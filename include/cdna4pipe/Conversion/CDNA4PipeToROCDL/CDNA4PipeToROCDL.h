//===- CDNA4PipeToROCDL.h - cdna4pipe -> LLVM/ROCDL lowering ----*- C++ -*-===//
//
// Patterns and helpers that lower the cdna4pipe dialect to LLVM + ROCDL ops
// for gfx950. They can run as the `convert-cdna4pipe-to-rocdl` pass (before
// upstream `convert-gpu-to-rocdl`) or be added to one combined conversion:
//
//   prepareCDNA4PipeForLowering(funcOrModule, options);   // scopes + tokens
//   UniformCopyOffsets offsets = planUniformCopyOffsets(funcOrModule, options);
//   populateCDNA4PipeToROCDLConversionPatterns(converter, patterns, options,
//                                              &offsets);
//
// See docs/Lowering.md for the design, in particular the alias-scope scheme.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_CONVERSION_CDNA4PIPETOROCDL_CDNA4PIPETOROCDL_H
#define CDNA4PIPE_CONVERSION_CDNA4PIPETOROCDL_CDNA4PIPETOROCDL_H

#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace mlir {
class LLVMTypeConverter;
class Operation;
class RewritePatternSet;

namespace cdna4pipe {

/// How a `cdna4pipe.g2s` is lowered.
enum class CopyKind {
  /// `buffer_load_dwordx4 ... lds` through a raw buffer resource.
  Buffer,
  /// `global_load_lds_dwordx4` through a per-lane global pointer.
  Global,
};

/// How a `cdna4pipe.barrier` is lowered.
enum class BarrierKind {
  /// A bare `s_barrier` (rocdl.s.barrier): waits for nothing.
  Bare,
  /// A workgroup release fence, `s_barrier`, acquire fence (what gpu.barrier
  /// and __syncthreads() become): drains every copy in flight. Only for
  /// demonstrating that cost.
  Fenced,
};

struct CDNA4PipeLoweringOptions {
  CopyKind copyKind = CopyKind::Buffer;
  BarrierKind barrierKind = BarrierKind::Bare;
  /// Attach LLVM alias scopes to every LDS DMA and LDS read.
  bool aliasScopes = true;
};

/// Name of the discardable attributes that carry the alias-scope lists from
/// `prepareCDNA4PipeForLowering` to the conversion patterns.
constexpr llvm::StringLiteral kAliasScopesAttrName = "cdna4pipe.alias_scopes";
constexpr llvm::StringLiteral kNoaliasScopesAttrName =
    "cdna4pipe.noalias_scopes";

/// Runs on every function-like op under `root` (or `root` itself): when
/// `options.aliasScopes`, computes one LLVM alias scope per (LDS buffer,
/// frame, slot class) and attaches the scope / noalias lists to each
/// `cdna4pipe.g2s` and `cdna4pipe.s2r` (see docs/Lowering.md); drops the
/// token operands of `cdna4pipe.wait` (they only serve the verifier).
void prepareCDNA4PipeForLowering(Operation *root,
                                 const CDNA4PipeLoweringOptions &options);

/// The source offset of a `cdna4pipe.g2s` as the buffer lowering addresses
/// it: source index d is the sum of `uniform[d]` (wave-uniform values) and
/// `perLane[d]` (values proven non-negative); either list may be empty.
struct CopyOffsetSplit {
  SmallVector<SmallVector<Value, 2>, 2> uniform, perLane;
};

/// The g2s ops whose wave-uniform offset moves into the buffer resource.
using UniformCopyOffsets = llvm::DenseMap<Operation *, CopyOffsetSplit>;

/// Under `copy-kind=buffer`, for each g2s under `root` whose source has a
/// run-time stride: splits each source index into its wave-uniform addends
/// (WaveUniform.h) and the rest, and keeps the copy when some index has a
/// uniform addend and integer range analysis proves every other addend
/// non-negative. Its lowering then moves the uniform offset into the
/// resource (base advanced, num_records reduced by as many bytes: the
/// bounds check is unchanged) and leaves only the per-lane offset in
/// `voffset`. Why only run-time strides: there LLVM's loop strength
/// reduction gives each copy of a K loop its own vector induction variable
/// (the copies' rows lie a run-time multiple of the stride apart); with
/// static strides it already shares one scalar one (docs/Lowering.md).
UniformCopyOffsets
planUniformCopyOffsets(Operation *root,
                       const CDNA4PipeLoweringOptions &options);

/// Adds the patterns lowering every cdna4pipe op to LLVM/ROCDL, and the
/// 1:0 conversion of `!cdna4pipe.token` (tokens disappear; loops carrying
/// tokens need the SCF structural type-conversion patterns as well).
/// `uniformOffsets` (planUniformCopyOffsets, taken before the conversion
/// changes the IR) must outlive the patterns; null splits no offset.
void populateCDNA4PipeToROCDLConversionPatterns(
    LLVMTypeConverter &converter, RewritePatternSet &patterns,
    const CDNA4PipeLoweringOptions &options,
    const UniformCopyOffsets *uniformOffsets = nullptr);

/// The gfx9 `s_waitcnt` immediate: vmcnt over bits [3:0] and [15:14],
/// expcnt [6:4] (left at 7), lgkmcnt [11:8]. An absent counter is encoded
/// at its maximum (vmcnt 63, lgkmcnt 15) and so not waited on.
uint32_t encodeGfx9Waitcnt(std::optional<uint32_t> vmcnt,
                           std::optional<uint32_t> lgkmcnt);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_CONVERSION_CDNA4PIPETOROCDL_CDNA4PIPETOROCDL_H
