//===- SplitAggregates.h - one iter_arg per MFMA accumulator ----*- C++ -*-===//
//
// A helper of cdna4pipe-normalize (Normalize.cpp). A front end may carry
// the accumulators of many MFMA tiles in one loop-carried vector of rank
// >= 2 (e.g. `vector<16x4xf32>`), read with `vector.extract` of whole
// innermost vectors and rebuilt with a chain of `vector.insert`; the
// matching passes want one iter_arg per innermost vector.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_TRANSFORMS_SPLITAGGREGATES_H
#define CDNA4PIPE_TRANSFORMS_SPLITAGGREGATES_H

#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir {
namespace cdna4pipe {

/// Splits every aggregate iter_arg of `loop` (a vector of rank >= 2 that
/// the body only reads with vector.extract of whole innermost vectors and
/// rebuilds with a chain of vector.insert) into one iter_arg per innermost
/// vector. Returns the final loop if any was split, else null. The
/// aggregates then pass through the loop unchanged: scf.for's
/// canonicalisation drops them.
scf::ForOp splitAggregates(scf::ForOp loop);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_TRANSFORMS_SPLITAGGREGATES_H
