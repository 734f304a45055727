//===- BoundsMask.cpp - masks that are in-bounds predicates ---------------===//
//
// See BoundsMask.h. A term of the mask is normalised to `D(lane) < 0`, D a
// linear form sum(c_v * v) + c_lane * lane + c0 over opaque values v, and
// compared with `index_d + [d is last] * lane - extent_d` for each
// dimension d.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/BoundsMask.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

/// True if `a` and `b` are the same value or the same pure computation on
/// the same (recursively) operands: a front end may compute the offset of
/// its mask apart from the index of its load.
bool sameValue(Value a, Value b, unsigned depth = 16) {
  if (a == b)
    return true;
  auto ra = dyn_cast<OpResult>(a), rb = dyn_cast<OpResult>(b);
  if (!ra || !rb || depth == 0 ||
      ra.getResultNumber() != rb.getResultNumber() || !isPure(ra.getOwner()) ||
      ra.getOwner()->getNumRegions())
    return false;
  return OperationEquivalence::isEquivalentTo(
      ra.getOwner(), rb.getOwner(),
      [&](Value x, Value y) { return success(sameValue(x, y, depth - 1)); },
      /*markEquivalent=*/nullptr, OperationEquivalence::IgnoreLocations);
}

/// sum(coefficient * value) + lane * (vector lane) + constant.
struct Linear {
  SmallVector<std::pair<Value, int64_t>> terms;
  int64_t lane = 0;
  int64_t constant = 0;

  static Linear of(int64_t c) {
    Linear l;
    l.constant = c;
    return l;
  }
  bool isConstant() const { return terms.empty() && lane == 0; }
  void add(const Linear &o, int64_t scale) {
    lane += scale * o.lane;
    constant += scale * o.constant;
    for (auto [v, c] : o.terms) {
      auto it = llvm::find_if(
          terms, [&](const auto &t) { return sameValue(t.first, v); });
      if (it == terms.end())
        terms.push_back({v, scale * c});
      else
        it->second += scale * c;
    }
    llvm::erase_if(terms, [](const auto &t) { return t.second == 0; });
  }
  Linear minus(const Linear &o) const {
    Linear r = *this;
    r.add(o, -1);
    return r;
  }
};

/// The constant vector `attr` as `c0 + s * lane`, if it is one.
std::optional<Linear> progression(DenseIntElementsAttr attr) {
  SmallVector<int64_t> values;
  for (const APInt &v : attr.getValues<APInt>())
    values.push_back(v.getSExtValue());
  if (values.empty())
    return std::nullopt;
  Linear l = Linear::of(values[0]);
  l.lane = values.size() > 1 ? values[1] - values[0] : 0;
  for (auto [i, v] : llvm::enumerate(values))
    if (v != values[0] + static_cast<int64_t>(i) * l.lane)
      return std::nullopt;
  return l;
}

/// Index, or an integer (vector) type of at least 32 bits.
bool isWide(Type t) {
  Type e = getElementTypeOrSelf(t);
  return e.isIndex() || (e.isInteger() && e.getIntOrFloatBitWidth() >= 32);
}

/// `v` (an integer / index scalar, or a vector of them along the lanes) as
/// a linear form. A scalar the form cannot look through is an opaque term;
/// a vector must be built from lane-uniform broadcasts and lane indices.
std::optional<Linear> linearize(Value v) {
  bool isVector = isa<VectorType>(v.getType());
  auto opaque = [&]() -> std::optional<Linear> {
    if (isVector)
      return std::nullopt;
    Linear l;
    l.terms.push_back({v, 1});
    return l;
  };
  Operation *def = v.getDefiningOp();
  if (!def)
    return opaque();
  if (auto c = dyn_cast<arith::ConstantOp>(def)) {
    if (auto i = dyn_cast<IntegerAttr>(c.getValue()))
      return Linear::of(i.getValue().getSExtValue());
    if (auto d = dyn_cast<DenseIntElementsAttr>(c.getValue()))
      return progression(d);
    return std::nullopt;
  }
  if (isa<arith::AddIOp, arith::SubIOp>(def)) {
    std::optional<Linear> l = linearize(def->getOperand(0));
    std::optional<Linear> r = linearize(def->getOperand(1));
    if (!l || !r)
      return std::nullopt;
    l->add(*r, isa<arith::AddIOp>(def) ? 1 : -1);
    return l;
  }
  if (isa<arith::MulIOp>(def)) {
    std::optional<Linear> l = linearize(def->getOperand(0));
    std::optional<Linear> r = linearize(def->getOperand(1));
    if (l && r && (l->isConstant() || r->isConstant())) {
      Linear out;
      out.add(l->isConstant() ? *r : *l,
              l->isConstant() ? l->constant : r->constant);
      return out;
    }
    return opaque();
  }
  // Casts between index and integers of 32 bits or more: the values an
  // in-bounds element's term computes (indices, extents, their differences)
  // fit in 32 bits.
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp>(def) &&
      isWide(def->getOperand(0).getType()) && isWide(v.getType()))
    return linearize(def->getOperand(0));
  if (auto bcast = dyn_cast<vector::BroadcastOp>(def)) {
    if (isa<VectorType>(bcast.getSource().getType()))
      return std::nullopt;
    return linearize(bcast.getSource());
  }
  if (isa<vector::StepOp>(def)) {
    Linear l;
    l.lane = 1;
    return l;
  }
  return opaque();
}

/// One term of the mask, normalised to `diff < 0`. An unsigned comparison
/// is an in-bounds predicate only with the index itself on its smaller
/// side (`lesser`): a negative value on that side would read as huge.
struct Term {
  Operation *op;
  Linear diff;
  std::optional<Linear> lesser; // set for unsigned comparisons
};

/// Collects the terms of the conjunction `mask`; on failure `why` names the
/// op that is not a term.
LogicalResult collectTerms(Value mask, SmallVectorImpl<Term> &terms,
                           std::string &why) {
  Operation *def = mask.getDefiningOp();
  if (!def) {
    why = "the mask is a block argument, not a comparison of the load's "
          "indices with the memref's extents";
    return failure();
  }
  if (isa<arith::AndIOp>(def))
    return success(succeeded(collectTerms(def->getOperand(0), terms, why)) &&
                   succeeded(collectTerms(def->getOperand(1), terms, why)));
  if (auto bcast = dyn_cast<vector::BroadcastOp>(def);
      bcast && !isa<VectorType>(bcast.getSource().getType()))
    return collectTerms(bcast.getSource(), terms, why);
  if (matchPattern(mask, m_One()))
    return success(); // all true
  if (auto cm = dyn_cast<vector::ConstantMaskOp>(def)) {
    if (llvm::equal(cm.getMaskDimSizes(), cm.getVectorType().getShape()))
      return success();
    why = "its term 'vector.constant_mask' disables lanes whatever the "
          "indices";
    return failure();
  }
  if (auto cm = dyn_cast<vector::CreateMaskOp>(def)) {
    // Lane e is enabled iff e < bound.
    std::optional<Linear> bound;
    if (cm.getNumOperands() == 1)
      bound = linearize(cm.getOperand(0));
    if (!bound) {
      why = "its term 'vector.create_mask' has a bound that is not a linear "
            "function of the indices";
      return failure();
    }
    Linear lane;
    lane.lane = 1;
    terms.push_back({def, lane.minus(*bound), std::nullopt});
    return success();
  }
  auto cmp = dyn_cast<arith::CmpIOp>(def);
  if (!cmp) {
    why = "its term '" + def->getName().getStringRef().str() +
          "' is not a comparison (arith.cmpi, vector.create_mask) or a "
          "conjunction of comparisons (arith.andi)";
    return failure();
  }
  std::optional<Linear> lhs = linearize(cmp.getLhs());
  std::optional<Linear> rhs = linearize(cmp.getRhs());
  if (!lhs || !rhs) {
    why = "its term 'arith.cmpi' compares a vector that is not a lane index "
          "plus a lane-uniform value";
    return failure();
  }
  using P = arith::CmpIPredicate;
  P p = cmp.getPredicate();
  // a < b, a <= b (a < b + 1), a > b (b < a), a >= b (b < a + 1).
  bool swap = p == P::sgt || p == P::sge || p == P::ugt || p == P::uge;
  bool orEqual = p == P::sle || p == P::sge || p == P::ule || p == P::uge;
  if (p == P::eq || p == P::ne) {
    why = "its term 'arith.cmpi " + arith::stringifyCmpIPredicate(p).str() +
          "' is not an ordering comparison of an index with an extent";
    return failure();
  }
  Linear lesser = swap ? *rhs : *lhs, greater = swap ? *lhs : *rhs;
  Linear diff = lesser.minus(greater);
  if (orEqual)
    diff.constant -= 1;
  bool isUnsigned = p == P::ult || p == P::ule || p == P::ugt || p == P::uge;
  terms.push_back(
      {def, diff, isUnsigned ? std::optional<Linear>(lesser) : std::nullopt});
  return success();
}

/// True if every coefficient and the constant of `l` is a multiple of `m`.
bool multipleOf(const Linear &l, int64_t m) {
  return l.lane % m == 0 && l.constant % m == 0 &&
         llvm::all_of(l.terms,
                      [&](const auto &t) { return t.second % m == 0; });
}

} // namespace

FailureOr<SmallVector<unsigned>>
cdna4pipe::matchBoundsMask(Value mask, MemRefType type, ValueRange indices,
                           int64_t chunkElems, std::string &why) {
  if (!type.hasStaticShape()) {
    why = "the memref's extents are not static";
    return failure();
  }
  int64_t rank = type.getRank();
  // index_d + [d is last] * lane, and that minus the extent.
  SmallVector<Linear> index, target;
  for (auto [d, v] : llvm::enumerate(indices)) {
    std::optional<Linear> l = linearize(v);
    if (!l) {
      why = "index " + std::to_string(d) + " of the load is not an integer";
      return failure();
    }
    if (static_cast<int64_t>(d) == rank - 1)
      l->lane = 1;
    index.push_back(*l);
    target.push_back(l->minus(Linear::of(type.getDimSize(d))));
  }
  SmallVector<Term> terms;
  if (failed(collectTerms(mask, terms, why)))
    return failure();
  SmallVector<unsigned> dims;
  for (const Term &t : terms) {
    std::optional<unsigned> match;
    std::string near;
    for (int64_t d = 0; d < rank && !match; ++d) {
      Linear off = t.diff.minus(target[d]);
      bool exact = off.isConstant() && off.constant == 0;
      if (exact && t.lesser) { // unsigned: the index on the smaller side
        Linear rest = t.lesser->minus(index[d]);
        exact = rest.isConstant() && rest.constant == 0;
      }
      if (exact)
        match = d;
      else if (off.isConstant() && near.empty())
        near = " (it bounds index " + std::to_string(d) + " by the extent " +
               std::to_string(type.getDimSize(d)) +
               (off.constant ? " offset by " + std::to_string(-off.constant)
                             : std::string(" with an unsigned comparison "
                                           "whose smaller side is not the "
                                           "index")) +
               ")";
    }
    if (!match) {
      std::string ty;
      llvm::raw_string_ostream(ty) << type;
      why = "its term '" + t.op->getName().getStringRef().str() +
            "' is not 'index < extent' for any dimension of " + ty + near;
      return failure();
    }
    if (!llvm::is_contained(dims, *match))
      dims.push_back(*match);
  }
  llvm::sort(dims);
  // Only the last dimension's predicate varies along the lanes; a chunk
  // gets one bit iff it never straddles that edge.
  if (llvm::is_contained(dims, rank - 1)) {
    int64_t extent = type.getDimSize(rank - 1);
    if (extent % chunkElems) {
      why = "the mask splits a 16-byte chunk: the last dimension's extent " +
            std::to_string(extent) + " is not a multiple of " +
            std::to_string(chunkElems) +
            " elements (an LDS DMA lane reads its whole chunk or none of it)";
      return failure();
    }
    Linear idx = index[rank - 1];
    idx.lane = 0;
    if (!multipleOf(idx, chunkElems)) {
      why = "the mask may split a 16-byte chunk: the load's last index is "
            "not a multiple of " +
            std::to_string(chunkElems) + " elements";
      return failure();
    }
  }
  return dims;
}
