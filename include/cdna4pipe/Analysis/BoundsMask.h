//===- BoundsMask.h - masks that are in-bounds predicates -------*- C++ -*-===//
//
// A front end writes the edges of a tiled loop (M, N or K not a multiple of
// the tile) as masked accesses: `vector.maskedload %A[%i, %j], %mask, %pad`
// with `%mask = (%i < M) & (%j + lane < K)` the way Triton writes it
// (`offs_k < K - k0`), or the way upstream's transfer lowering writes it
// (`vector.create_mask (K - %j)`, `broadcast(K - %j) > [0, 1, ..., 7]`).
//
// matchBoundsMask proves symbolically, for every thread, workgroup and loop
// iteration at once, that such a mask is a conjunction of in-bounds
// predicates of the access: each term compares, for one dimension d of the
// memref, the element's index (the access index, plus the vector lane for
// the last dimension) with the memref's extent along d. The proof
// normalises both sides of each comparison to a linear form over the
// values it cannot look through (thread / block ids, loop counters,
// divisions, remainders, xors ...), identifying two such values when they
// are the same computation, and compares the forms exactly. The forms are
// compared as integers, without wrap-around: for an element in bounds each
// value a term computes is an index, an extent or a difference of them,
// which fits in the 32 bits or more (casts between narrower types are not
// looked through) it is computed in.
//
// An extent is the memref's static size, or for a dynamic dimension the
// size the IR gives it: `memref.dim` of the memref (a kernel argument
// `memref<?x?xT>`), or the size operand of the `memref.reinterpret_cast`
// (or `memref.cast` of one) the memref is, as a front end builds an operand
// from a pointer and its integer M, N, K arguments; casts between index and
// integers of 32 bits or more are looked through on both sides, so a mask
// `offs < %M` on i32 matches a memref sized `arith.index_cast %M`.
//
// What this buys: a masked load whose mask is such a predicate and whose
// pad is zero reads, for every element, the memref's value when the element
// is in bounds and 0 when it is not (an enabled element out of bounds would
// be undefined behaviour, so the dimensions the mask does not bound are in
// bounds whenever the program is defined). That is what a bounds-checked
// buffer load gives when the out-of-range element's offset lies past the
// buffer's num_records.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_ANALYSIS_BOUNDSMASK_H
#define CDNA4PIPE_ANALYSIS_BOUNDSMASK_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Value.h"
#include "mlir/IR/ValueRange.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir {
namespace cdna4pipe {

/// The attribute of an integer kernel argument that says it is a multiple
/// of its value (Triton's name for it): a dynamic last extent must be a
/// multiple of the chunk for a mask that bounds it.
inline constexpr llvm::StringLiteral kDivisibilityAttr = "tt.divisibility";

/// The dimensions of `memref` whose in-bounds predicates `mask` (a 1-D
/// vector of i1, one bit per element of the vector read at `indices`,
/// lanes along the last dimension) is the conjunction of, sorted, once
/// each. Fails with `why` (naming the term that does not match) when a
/// term is not such a predicate, and when the elements of one chunk of
/// `chunkElems` lanes could get different bits (the last dimension's
/// extent or index is not a multiple of `chunkElems`, or a dynamic extent is
/// not known to be one): a DMA lane reads its whole chunk or none of it.
FailureOr<SmallVector<unsigned>> matchBoundsMask(Value mask, Value memref,
                                                 ValueRange indices,
                                                 int64_t chunkElems,
                                                 std::string &why);

/// True if the integer or index scalar `v` is a multiple of `m` for every
/// execution, by the same linear forms: its constant part and each term's
/// coefficient times what the term is known to be a multiple of (an
/// `scf.for` counter with a constant lower bound and step, an integer
/// kernel argument marked `tt.divisibility`; anything else 1) are multiples
/// of `m`. A memref's run-time stride given as `arith.index_cast %s` of an
/// argument `%s: i32 {tt.divisibility = 16 : i32}` is a multiple of 8.
bool isKnownMultipleOf(Value v, int64_t m);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_ANALYSIS_BOUNDSMASK_H
