//===- UnguardStores.h - edge stores through buffer views -------*- C++ -*-===//
//
// A helper of cdna4pipe-normalize (Normalize.cpp). A front end guards the
// stores at the edges of C (M, N not multiples of the tile): `scf.if %c {
// memref.store }` (or `vector.store`; nothing else in the branch, no else)
// and a `vector.maskedstore` of one element. Each becomes one unconditional
// store through the memref's bounds-checked buffer view (FatBufferViews.h)
// whose indices, where %c is false, are the buffer's end (first index =
// first extent, the others 0): an out-of-range buffer store is dropped, and
// the lanes of a wave no longer branch apart around each store (the
// generator's form).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_TRANSFORMS_UNGUARDSTORES_H
#define CDNA4PIPE_TRANSFORMS_UNGUARDSTORES_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlir {
namespace cdna4pipe {

/// Rewrites the guarded and one-element masked stores of `func` to
/// statically shaped, identity-layout global memrefs.
void unguardStores(gpu::GPUFuncOp func);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_TRANSFORMS_UNGUARDSTORES_H
