//===- LoopAttrs.h - attributes left on K-loops -----------------*- C++ -*-===//
//
// Discardable attributes that cdna4pipe-software-pipeline sets on the loops
// it versions for a run-time trip count and that cdna4pipe-interleave reads.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_TRANSFORMS_LOOPATTRS_H
#define CDNA4PIPE_TRANSFORMS_LOOPATTRS_H

#include "llvm/ADT/StringRef.h"

namespace mlir::cdna4pipe {
/// i64 on the pipelined steady-state loop: the fewest iterations it runs.
constexpr llvm::StringLiteral kMinTripCountAttrName =
    "cdna4pipe.min_trip_count";
/// i64 on the unpipelined copy kept for trip counts below this value; later
/// passes leave that copy as written.
constexpr llvm::StringLiteral kFallbackBelowAttrName =
    "cdna4pipe.fallback_below";
} // namespace mlir::cdna4pipe

#endif // CDNA4PIPE_TRANSFORMS_LOOPATTRS_H
