//===- AttnHarness.h - attention kernel vs reference ------------*- C++ -*-===//
//
// The attention-forward harness of cdna4-sim (cdna4-sim --attention): given
// a decoded kernel written by cdna4-attn-gen (Q, K, V, O pointers, bf16,
// [batch*heads][seq][head_dim]), it fills Q, K and V with seeded values in
// [-1, 1), runs the chosen workgroups (x: query block, y: batch*heads +
// head) under each timing policy and compares their O rows with
// softmax(Q K^T * scale) V computed in double (causal: key j <= query i).
//
// Tolerance (per element, docs/Attention.md):
//   |O - ref| <= 2^-8 |ref| + (2^-8 + 2^-16 + (N + D) 2^-22) * mag,
//   mag = sum_j p_j |v_j| / sum_j p_j
// 2^-8 |ref|: O rounded to bf16; 2^-8 mag: P rounded to bf16 before the
// P V MFMAs (the row sum l adds the unrounded f32 p); the last term bounds
// the f32 arithmetic (S, exp2, the row sums and the O accumulation).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_SIM_ATTNHARNESS_H
#define CDNA4PIPE_SIM_ATTNHARNESS_H

#include "cdna4pipe/Sim/GemmHarness.h"

namespace mlir {
namespace cdna4pipe {
namespace sim {

/// The `cdna4pipe.attention` attribute written by cdna4-attn-gen.
struct AttnShape {
  int64_t batch = 0, heads = 0, seq = 0, headDim = 0;
  int64_t blockM = 0, blockN = 0;
  bool causal = false;
  double scale = 0;
};

/// The attribute of the first gpu.module that has one; read it before
/// lowering.
std::optional<AttnShape> readAttentionAttribute(ModuleOp module);

/// HarnessOptions::blocks are (query block, matrix) pairs here.
using AttnOptions = HarnessOptions;

/// A policy's verdict reuses GemmPolicyResult: firstBadRow is the global
/// query row (matrix * seq + query), firstBadCol the head-dim column.
struct AttnResult : HarnessRun {
  AttnShape shape;
};

/// Runs `program` (decoded from `kernel`) as attention forward of `shape`.
AttnResult simulateAttention(
    LLVM::LLVMFuncOp kernel, std::shared_ptr<Program> program,
    const AttnShape &shape, const AttnOptions &options,
    const std::function<void(const AttnResult &, const GemmPolicyResult &)>
        &onPolicy = nullptr);

} // namespace sim
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_SIM_ATTNHARNESS_H
