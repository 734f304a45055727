//===- SplitAggregates.cpp - one iter_arg per MFMA accumulator ------------===//

#include "SplitAggregates.h"

#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

/// Linear index of a static position that selects one innermost vector of
/// `type`, if it is one.
std::optional<int64_t> partIndex(VectorType type, ArrayRef<int64_t> pos) {
  if (pos.size() + 1 != static_cast<size_t>(type.getRank()))
    return std::nullopt;
  int64_t linear = 0;
  for (auto [p, d] : llvm::zip(pos, type.getShape())) {
    if (p < 0 || p >= d)
      return std::nullopt;
    linear = linear * d + p;
  }
  return linear;
}

std::optional<int64_t> partOf(Operation *op, VectorType type) {
  if (auto e = dyn_cast<vector::ExtractOp>(op))
    return e.hasDynamicPosition() ? std::nullopt
                                  : partIndex(type, e.getStaticPosition());
  if (auto i = dyn_cast<vector::InsertOp>(op))
    return i.hasDynamicPosition() ? std::nullopt
                                  : partIndex(type, i.getStaticPosition());
  return std::nullopt;
}

SmallVector<int64_t> partPosition(VectorType type, int64_t part) {
  SmallVector<int64_t> pos(type.getRank() - 1);
  for (int64_t d = type.getRank() - 2; d >= 0; --d) {
    pos[d] = part % type.getDimSize(d);
    part /= type.getDimSize(d);
  }
  return pos;
}

/// Forwards the reads of the aggregate `arg` (of type `type`) through the
/// chain of inserts rebuilding it in `body`: a front end that updates the
/// accumulator k-slice by k-slice reads each tile of the second slice back
/// from the first slice's inserts. An extract of a whole part becomes the
/// value the latest insert of that part stored, or an extract from `arg`
/// when no insert of the chain wrote it (what vector.extract's folder does,
/// done here so that each insert of the chain keeps one use).
void forwardChainReads(Block *body, BlockArgument arg, VectorType type) {
  for (auto ext :
       llvm::make_early_inc_range(body->getOps<vector::ExtractOp>())) {
    std::optional<int64_t> part = partOf(ext, type);
    if (!part || ext.getSource().getType() != type)
      continue;
    Value cur = ext.getSource();
    while (auto ins = cur.getDefiningOp<vector::InsertOp>()) {
      std::optional<int64_t> p = partOf(ins, type);
      if (!p || ins->getBlock() != body)
        break;
      if (*p == *part) {
        ext.replaceAllUsesWith(ins.getValueToStore());
        ext.erase();
        cur = nullptr;
        break;
      }
      cur = ins.getDest();
    }
    if (cur == arg)
      ext.getSourceMutable().assign(arg);
  }
}

/// Splits iter_arg `argNo` of `loop`, a vector of rank >= 2 (one
/// accumulator vector for many MFMA tiles), into one iter_arg per
/// innermost vector, when the body only reads it with vector.extract of
/// whole innermost vectors (from it or from the chain, forwarded) and
/// rebuilds it with a chain of vector.insert.
/// Returns the new loop, or null when the form does not match.
scf::ForOp splitAggregate(scf::ForOp loop, unsigned argNo) {
  BlockArgument arg = loop.getRegionIterArgs()[argNo];
  auto type = dyn_cast<VectorType>(arg.getType());
  if (!type || type.getRank() < 2 || type.isScalable())
    return nullptr;
  int64_t parts = type.getNumElements() / type.getShape().back();
  Block *body = loop.getBody();
  forwardChainReads(body, arg, type);
  Operation *yield = body->getTerminator();
  SmallVector<Value> yielded(parts);
  SmallVector<vector::InsertOp> chain;
  for (Value cur = yield->getOperand(argNo); cur != arg;) {
    auto ins = cur.getDefiningOp<vector::InsertOp>();
    std::optional<int64_t> part = ins ? partOf(ins, type) : std::nullopt;
    if (!part || ins->getBlock() != body || !cur.hasOneUse())
      return nullptr;
    if (!yielded[*part])
      yielded[*part] = ins.getValueToStore();
    chain.push_back(ins);
    cur = ins.getDest();
  }
  for (OpOperand &use : arg.getUses()) {
    Operation *user = use.getOwner();
    bool chainStart =
        !chain.empty() && user == chain.back() && use.getOperandNumber() == 1;
    if (!chainStart && !(isa<vector::ExtractOp>(user) && partOf(user, type)))
      return nullptr;
  }
  IRRewriter rewriter(loop);
  Location loc = loop.getLoc();
  Value init = loop.getInitArgs()[argNo];
  SmallVector<Value> inits;
  for (int64_t p = 0; p < parts; ++p)
    inits.push_back(rewriter.createOrFold<vector::ExtractOp>(
        loc, init, partPosition(type, p)));
  auto fresh = cast<scf::ForOp>(*loop.replaceWithAdditionalYields(
      rewriter, inits, /*replaceInitOperandUsesInLoop=*/false,
      [&](OpBuilder &, Location, ArrayRef<BlockArgument> args) {
        SmallVector<Value> out;
        for (int64_t p = 0; p < parts; ++p)
          out.push_back(yielded[p] ? yielded[p] : Value(args[p]));
        return out;
      }));
  unsigned first = fresh.getRegionIterArgs().size() - parts;
  BlockArgument old = fresh.getRegionIterArgs()[argNo];
  fresh.getBody()->getTerminator()->setOperand(argNo, old);
  for (vector::InsertOp ins : chain)
    rewriter.eraseOp(ins);
  for (Operation *user : llvm::make_early_inc_range(old.getUsers()))
    if (isa<vector::ExtractOp>(user))
      rewriter.replaceOp(
          user, fresh.getRegionIterArgs()[first + *partOf(user, type)]);
  // Outside: whole innermost vectors directly, the aggregate rebuilt.
  Value result = fresh.getResult(argNo);
  rewriter.setInsertionPointAfter(fresh);
  Value whole = init;
  for (int64_t p = 0; p < parts; ++p)
    whole = vector::InsertOp::create(rewriter, loc, fresh.getResult(first + p),
                                     whole, partPosition(type, p));
  for (OpOperand &use : llvm::make_early_inc_range(result.getUses())) {
    Operation *user = use.getOwner();
    std::optional<int64_t> part =
        isa<vector::ExtractOp>(user) ? partOf(user, type) : std::nullopt;
    if (part)
      rewriter.replaceOp(user, fresh.getResult(first + *part));
    else if (user != whole.getDefiningOp())
      use.set(whole);
  }
  if (whole.use_empty())
    for (Value v = whole; v != init;) {
      Operation *def = v.getDefiningOp();
      v = cast<vector::InsertOp>(def).getDest();
      rewriter.eraseOp(def);
    }
  // The aggregate now passes through unchanged; the caller drops it with
  // scf.for's canonicalisation.
  return fresh;
}

} // namespace

scf::ForOp cdna4pipe::splitAggregates(scf::ForOp loop) {
  scf::ForOp cur = loop, changed;
  for (unsigned i = 0; i < cur.getNumRegionIterArgs(); ++i)
    if (scf::ForOp fresh = splitAggregate(cur, i))
      cur = changed = fresh;
  return changed;
}
