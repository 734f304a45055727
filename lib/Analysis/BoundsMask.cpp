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
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <numeric>

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

/// What a linear form cannot look through: a value (identified with any
/// same computation of it), or the run-time extent `dim` of a memref that
/// nothing in the IR gives a value for (a kernel argument's dynamic size,
/// which `memref.dim` reads).
struct Atom {
  Value value;
  Value memref;
  int64_t dim = -1;

  bool operator==(const Atom &o) const {
    if (dim >= 0 || o.dim >= 0)
      return dim == o.dim && sameValue(memref, o.memref);
    return sameValue(value, o.value);
  }
};

/// sum(coefficient * atom) + lane * (vector lane) + constant.
struct Linear {
  SmallVector<std::pair<Atom, int64_t>> terms;
  int64_t lane = 0;
  int64_t constant = 0;

  static Linear of(int64_t c) {
    Linear l;
    l.constant = c;
    return l;
  }
  static Linear of(Atom a) {
    Linear l;
    l.terms.push_back({a, 1});
    return l;
  }
  bool isConstant() const { return terms.empty() && lane == 0; }
  void add(const Linear &o, int64_t scale) {
    lane += scale * o.lane;
    constant += scale * o.constant;
    for (auto [v, c] : o.terms) {
      auto it =
          llvm::find_if(terms, [&](const auto &t) { return t.first == v; });
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

std::optional<Linear> linearize(Value v);

/// The extent of dimension `d` of `memref`: its static size, the size a
/// `memref.reinterpret_cast` (a memref built from a pointer) or a
/// `memref.cast` gives it, or else the run-time extent itself.
std::optional<Linear> extentOf(Value memref, int64_t d) {
  auto type = cast<MemRefType>(memref.getType());
  if (!type.isDynamicDim(d))
    return Linear::of(type.getDimSize(d));
  if (auto rc = memref.getDefiningOp<memref::ReinterpretCastOp>()) {
    OpFoldResult size = rc.getMixedSizes()[d];
    if (std::optional<int64_t> c = getConstantIntValue(size))
      return Linear::of(*c);
    return linearize(cast<Value>(size));
  }
  if (auto c = memref.getDefiningOp<memref::CastOp>())
    return extentOf(c.getSource(), d);
  return Linear::of(Atom{Value(), memref, d});
}

/// `v` (an integer / index scalar, or a vector of them along the lanes) as
/// a linear form. A scalar the form cannot look through is an opaque term;
/// a vector must be built from lane-uniform broadcasts and lane indices.
std::optional<Linear> linearize(Value v) {
  bool isVector = isa<VectorType>(v.getType());
  auto opaque = [&]() -> std::optional<Linear> {
    if (isVector)
      return std::nullopt;
    return Linear::of(Atom{v});
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
  if (auto dim = dyn_cast<memref::DimOp>(def)) {
    std::optional<int64_t> d = dim.getConstantIndex();
    auto type = dyn_cast<MemRefType>(dim.getSource().getType());
    if (d && type && *d >= 0 && *d < type.getRank())
      return extentOf(dim.getSource(), *d);
    return opaque();
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

/// A number `atom` is known to be a multiple of: the counter of an
/// `scf.for` with a constant lower bound and step (a K loop counting
/// elements), or a kernel's integer argument that says so
/// (`tt.divisibility`, as Triton marks the sizes it specialises on);
/// anything else is only a multiple of 1.
int64_t divisibility(const Atom &atom) {
  auto arg = dyn_cast_or_null<BlockArgument>(atom.value);
  if (!arg)
    return 1;
  if (auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
      loop && arg == loop.getInductionVar()) {
    std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
    std::optional<int64_t> step = getConstantIntValue(loop.getStep());
    int64_t g = lb && step ? std::gcd(*lb, *step) : 0;
    return g > 0 ? g : 1;
  }
  if (!arg.getOwner()->isEntryBlock())
    return 1;
  auto fn = dyn_cast<FunctionOpInterface>(arg.getOwner()->getParentOp());
  if (!fn)
    return 1;
  auto attr =
      fn.getArgAttrOfType<IntegerAttr>(arg.getArgNumber(), kDivisibilityAttr);
  if (!attr || attr.getInt() <= 0)
    return 1;
  return attr.getInt() & -attr.getInt();
}

/// True if `l` is a multiple of `m` for every value of its atoms.
bool multipleOf(const Linear &l, int64_t m) {
  return l.lane % m == 0 && l.constant % m == 0 &&
         llvm::all_of(l.terms, [&](const auto &t) {
           return (t.second * divisibility(t.first)) % m == 0;
         });
}

/// The extent of dimension `d` in words: its size, or where it comes from.
std::string describeExtent(MemRefType type, int64_t d) {
  if (!type.isDynamicDim(d))
    return std::to_string(type.getDimSize(d));
  return "(dimension " + std::to_string(d) + "'s run-time size)";
}

/// The dimension whose in-bounds predicate `t` is, or none with a hint in
/// `near` when the term bounds an index by an extent with an offset.
std::optional<unsigned> matchTerm(const Term &t, ArrayRef<Linear> index,
                                  ArrayRef<Linear> target, MemRefType type,
                                  std::string &near) {
  for (auto [d, tgt] : llvm::enumerate(target)) {
    Linear off = t.diff.minus(tgt);
    bool exact = off.isConstant() && off.constant == 0;
    if (exact && t.lesser) { // unsigned: the index on the smaller side
      Linear rest = t.lesser->minus(index[d]);
      exact = rest.isConstant() && rest.constant == 0;
    }
    if (exact)
      return d;
    if (off.isConstant() && near.empty())
      near = " (it bounds index " + std::to_string(d) + " by the extent " +
             describeExtent(type, d) +
             (off.constant ? " offset by " + std::to_string(-off.constant)
                           : std::string(" with an unsigned comparison "
                                         "whose smaller side is not the "
                                         "index")) +
             ")";
  }
  return std::nullopt;
}

} // namespace

bool cdna4pipe::isKnownMultipleOf(Value v, int64_t m) {
  if (isa<VectorType>(v.getType()) || !isWide(v.getType()) || m <= 0)
    return false;
  std::optional<Linear> l = linearize(v);
  return l && multipleOf(*l, m);
}

FailureOr<SmallVector<unsigned>>
cdna4pipe::matchBoundsMask(Value mask, Value memref, ValueRange indices,
                           int64_t chunkElems, std::string &why) {
  auto type = cast<MemRefType>(memref.getType());
  int64_t rank = type.getRank();
  // index_d + [d is last] * lane, the extent, and the index minus it.
  SmallVector<Linear> index, extent, target;
  for (auto [d, v] : llvm::enumerate(indices)) {
    std::optional<Linear> l = linearize(v);
    std::optional<Linear> e = extentOf(memref, d);
    if (!l || !e) {
      why = "index " + std::to_string(d) + " of the load is not an integer";
      return failure();
    }
    if (static_cast<int64_t>(d) == rank - 1)
      l->lane = 1;
    index.push_back(*l);
    extent.push_back(*e);
    target.push_back(l->minus(*e));
  }
  SmallVector<Term> terms;
  if (failed(collectTerms(mask, terms, why)))
    return failure();
  SmallVector<unsigned> dims;
  for (const Term &t : terms) {
    std::string near;
    std::optional<unsigned> match = matchTerm(t, index, target, type, near);
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
    if (!multipleOf(extent[rank - 1], chunkElems)) {
      why = "the mask splits a 16-byte chunk: the last dimension's extent " +
            describeExtent(type, rank - 1) + " is not " +
            (type.isDynamicDim(rank - 1) ? "known to be " : "") +
            "a multiple of " + std::to_string(chunkElems) +
            " elements (an LDS DMA lane reads its whole chunk or none of it)";
      if (type.isDynamicDim(rank - 1))
        why += "; an integer kernel argument giving the extent may say so "
               "with '" +
               std::string(kDivisibilityAttr) + "'";
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
