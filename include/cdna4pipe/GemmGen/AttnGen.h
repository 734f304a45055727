//===- AttnGen.h - Level 0 attention-forward kernel writer ------*- C++ -*-===//
//
// Builds the Level 0 kernel of an attention forward pass on gfx950, in
// upstream dialects as a Triton-like front end writes it (docs/Attention.md):
// O = softmax(Q K^T * scale) V per (batch, head), bf16 Q, K, V, O stored
// [batch*heads][seq][head_dim], f32 accumulation and softmax. One workgroup
// per BM query rows of one (batch, head): its Q tile is loaded into
// registers once, then a plain scf.for walks the K/V tiles (LDS DMA copies,
// S = Q K^T with MFMAs, online softmax, O += P V with MFMAs). Causal
// kernels stop the loop before the diagonal tiles and run those in a
// second, masked loop. cdna4-attn-gen is a command-line shell over this.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_GEMMGEN_ATTNGEN_H
#define CDNA4PIPE_GEMMGEN_ATTNGEN_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <cstdint>
#include <string>

namespace mlir {
class MLIRContext;
namespace cdna4pipe {

/// What the user asks for.
struct AttnConfig {
  int64_t batch = 1, heads = 1, seq = 1024, headDim = 128;
  bool causal = false;
  /// Softmax scale; 0: 1/sqrt(headDim).
  double scale = 0;
  int64_t blockM = 128; // query rows per workgroup
  int64_t blockN = 64;  // keys per K/V tile (one loop iteration)
  int64_t waves = 4;
};

/// Quantities derived from a valid AttnConfig.
struct AttnPlan {
  int64_t queriesPerWave = 0; // BM / waves
  int64_t fq = 0;             // 16-query fragments per wave
  int64_t fk = 0;             // 16-key fragments per K/V tile
  int64_t fd = 0;             // 16-wide head-dim fragments (O^T rows)
  int64_t dh = 0;             // 32-wide head-dim slices (S's MFMA K)
  int64_t slabs = 0;          // 32-key slices of a tile (P V's MFMA K)
  int64_t copies = 0;         // 1 KiB copies per wave per K (or V) tile
  int64_t ldsBytes = 0;
  /// log2(e) * scale: S is scaled into the exp2 domain.
  double log2Scale = 0;
};

/// Checks `cfg` (filling in the default scale) and derives the plan. On
/// failure returns false and sets `error` to a one-line explanation.
bool planAttention(AttnConfig &cfg, AttnPlan &plan, std::string &error);

/// The whole writer: plans `cfg`, loads the dialects into `ctx`, builds the
/// module and verifies it. On failure returns null and sets `error`.
OwningOpRef<ModuleOp> generateAttentionModule(MLIRContext &ctx, AttnConfig &cfg,
                                              std::string &error);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_GEMMGEN_ATTNGEN_H
