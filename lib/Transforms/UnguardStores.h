//===- UnguardStores.h - edge stores through buffer views -------*- C++ -*-===//
//
// A helper of cdna4pipe-normalize (Normalize.cpp). A front end guards the
// stores at the edges of C (M, N not multiples of the tile): `scf.if %c {
// memref.store }` (or `vector.store`; nothing else in the branch, no else)
// and `vector.maskedstore` (what `vector.transfer_write` out of bounds
// lowers to). Each becomes unconditional stores through the memref's
// bounds-checked buffer view (FatBufferViews.h) whose indices, where the
// guard is false, are the buffer's end (first index = first extent, the
// others 0; every index its extent with a strided layout, FatBufferViews.h):
// an out-of-range buffer store is dropped, and the lanes of a wave no
// longer branch apart around each store (the generator's form).
//
// Buffer bounds only cover the linear end of the buffer: a masked store of
// several lanes along the last dimension may cross a row's end into the
// next row, which is in the buffer. So the mask must be proven an
// in-bounds predicate (BoundsMask.h), and the store is split into the
// largest aligned chunks of lanes whose bits the proof shows equal: one
// vector store when the last extent and index are multiples of the length,
// else chunks of fewer lanes, down to one store per element. Each chunk is
// sent to the end where its bit is false. A masked store to global memory
// that is not rewritten (mask not proven, innermost stride not 1)
// stays `llvm.intr.masked.store`, with a remark that says why. A dynamic
// first extent is read with `memref.dim` (the view's num_records comes from
// the run-time sizes).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_TRANSFORMS_UNGUARDSTORES_H
#define CDNA4PIPE_TRANSFORMS_UNGUARDSTORES_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlir {
namespace cdna4pipe {

/// Rewrites the guarded and masked stores of `func` to global memrefs of
/// the identity layout or a strided one with innermost stride 1; remarks at
/// the masked global stores it leaves.
void unguardStores(gpu::GPUFuncOp func);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_TRANSFORMS_UNGUARDSTORES_H
