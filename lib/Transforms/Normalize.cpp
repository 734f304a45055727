//===- Normalize.cpp - cdna4pipe-normalize --------------------------------===//
//
// The head of the gfx950 flow: turns the forms a front end writes into the
// one form the matching passes (lds-dma, bare-barriers, the pipeliner, ...)
// understand, with upstream rewrites where upstream has them. Ops already in
// the normal form are left exactly as they are (the generator's kernel
// passes unchanged).
//
//  * Index math and views: `vector.transfer_read/write` that are plain
//    loads / stores -> `vector.load/store` (upstream transfer lowering;
//    one that may leave its memref gets a mask: `vector.maskedload/store`),
//    loads / stores through `memref.subview` -> on the base memref
//    (fold-memref-alias-ops; reshapes are kept, folding them would turn
//    row and k indices into one linear offset),
//    `affine.apply` / `affine.min` / ... -> `arith` (lower-affine). Only the
//    ops of these forms and what the rewrites create are visited.
//  * Loop counters: an `scf.for` over i32 / i64 (as Triton writes it)
//    becomes an `scf.for` over `index` whose body casts the induction
//    variable back (`arith.index_cast`); constant bounds stay constants.
//  * Accumulators: a loop-carried vector of rank >= 2 (one accumulator for
//    many MFMA tiles) that the body reads with `vector.extract` of whole
//    innermost vectors and rebuilds with `vector.insert` becomes one
//    iter_arg per innermost vector.
//  * Thread ids: with a known block size, `gpu.lane_id` and
//    `gpu.subgroup_id` become `arith` on `gpu.thread_id` (wave64).
//  * One LDS allocation model: every LDS buffer becomes a workgroup
//    attribution of its `gpu.func` (what the lowering gives LDS, never a
//    per-thread `malloc`): a `memref.alloc` / `memref.alloca` in workgroup
//    memory, a `memref.get_global` of an uninitialised workgroup
//    `memref.global`, and each `memref.view` (constant offset, static shape)
//    of an i8 arena whose views do not overlap (overlapping views keep the
//    arena as one buffer, with a remark). A `memref.alloc` still in a
//    `gpu.func` afterwards would lower to a per-thread `malloc` and is an
//    error at the op.
//  * Guarded global stores (the edges of C): `scf.if %c { memref.store }`
//    (or `vector.store`; nothing else in the branch, no else) and a
//    `vector.maskedstore` of one element become one unconditional store
//    through the memref's bounds-checked buffer view whose indices, where
//    %c is false, are the buffer's end (first index = first extent, the
//    others 0): an out-of-range buffer store is dropped. The lanes of a
//    wave no longer branch apart around each store (the generator's form).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/IndexEval.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/Transforms/FatBufferViews.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_CDNA4PIPENORMALIZE
#include "cdna4pipe/Transforms/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

//===----------------------------------------------------------------------===//
// Upstream rewrites, restricted to the ops they are for
//===----------------------------------------------------------------------===//

/// Only subviews are folded away: folding an expand_shape / collapse_shape
/// would turn 2-D indices into a linear offset, which hides rows and k.
bool isAliasView(Value memref) {
  return isa_and_nonnull<memref::SubViewOp>(memref.getDefiningOp());
}

/// The ops the upstream rewrites start from: transfer ops, affine ops and
/// accesses through an alias view (and the views, which die after).
SmallVector<Operation *> upstreamRoots(Operation *root) {
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    bool take = isa<vector::TransferReadOp, vector::TransferWriteOp>(op) ||
                isa<affine::AffineDialect>(op->getDialect()) ||
                isa<memref::SubViewOp>(op) ||
                llvm::any_of(op->getOperands(), [](Value v) {
                  return isa<MemRefType>(v.getType()) && isAliasView(v);
                });
    if (take)
      ops.push_back(op);
  });
  return ops;
}

void applyUpstreamRewrites(Operation *root) {
  SmallVector<Operation *> ops = upstreamRoots(root);
  if (ops.empty())
    return;
  MLIRContext *ctx = root->getContext();
  RewritePatternSet patterns(ctx);
  vector::populateVectorTransferLoweringPatterns(patterns,
                                                 /*maxTransferRank=*/1);
  // A transfer that may leave its memref gets an explicit mask and becomes
  // a vector.maskedload / maskedstore (correct, left unscheduled).
  vector::populateVectorMaskMaterializationPatterns(
      patterns, /*force32BitVectorIndices=*/false);
  memref::populateFoldMemRefAliasOpPatterns(patterns);
  populateAffineToStdConversionPatterns(patterns);
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
  (void)applyOpPatternsGreedily(ops, std::move(patterns), config);
}

//===----------------------------------------------------------------------===//
// Loop counters
//===----------------------------------------------------------------------===//

/// `v` (an iN loop bound) as an index: a constant stays a constant.
Value toIndex(OpBuilder &b, Location loc, Value v, bool isUnsigned) {
  if (std::optional<int64_t> c = getConstantIntValue(v)) {
    int64_t x = *c;
    unsigned width = v.getType().getIntOrFloatBitWidth();
    if (isUnsigned && width < 64)
      x &= (int64_t(1) << width) - 1;
    return arith::ConstantIndexOp::create(b, loc, x);
  }
  if (isUnsigned)
    return arith::IndexCastUIOp::create(b, loc, b.getIndexType(), v);
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
}

/// Rewrites an scf.for over iN into one over index; the body sees the
/// counter through an index_cast back to iN. Returns the loop.
scf::ForOp loopToIndex(scf::ForOp loop) {
  Type ivType = loop.getInductionVar().getType();
  if (ivType.isIndex())
    return loop;
  IRRewriter rewriter(loop);
  Location loc = loop.getLoc();
  bool isUnsigned = loop.getUnsignedCmp();
  Value lb = toIndex(rewriter, loc, loop.getLowerBound(), isUnsigned);
  Value ub = toIndex(rewriter, loc, loop.getUpperBound(), isUnsigned);
  Value step = toIndex(rewriter, loc, loop.getStep(), isUnsigned);
  auto fresh = scf::ForOp::create(rewriter, loc, lb, ub, step,
                                  loop.getInitArgs(), nullptr, isUnsigned);
  fresh->setDiscardableAttrs(loop->getDiscardableAttrDictionary());
  Block *body = fresh.getBody();
  if (!body->empty())
    rewriter.eraseOp(body->getTerminator());
  rewriter.setInsertionPointToStart(body);
  Value iv = fresh.getInductionVar();
  Value cast =
      isUnsigned
          ? arith::IndexCastUIOp::create(rewriter, loc, ivType, iv).getResult()
          : arith::IndexCastOp::create(rewriter, loc, ivType, iv).getResult();
  SmallVector<Value> args{cast};
  llvm::append_range(args, fresh.getRegionIterArgs());
  rewriter.mergeBlocks(loop.getBody(), body, args);
  rewriter.replaceOp(loop, fresh.getResults());
  return fresh;
}

//===----------------------------------------------------------------------===//
// Loop-carried aggregates
//===----------------------------------------------------------------------===//

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

/// Splits iter_arg `argNo` of `loop`, a vector of rank >= 2 (one
/// accumulator vector for many MFMA tiles), into one iter_arg per
/// innermost vector, when the body only reads it with vector.extract of
/// whole innermost vectors and rebuilds it with a chain of vector.insert.
/// Returns the new loop, or null when the form does not match.
scf::ForOp splitAggregate(scf::ForOp loop, unsigned argNo) {
  BlockArgument arg = loop.getRegionIterArgs()[argNo];
  auto type = dyn_cast<VectorType>(arg.getType());
  if (!type || type.getRank() < 2 || type.isScalable())
    return nullptr;
  int64_t parts = type.getNumElements() / type.getShape().back();
  Block *body = loop.getBody();
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

/// Splits every aggregate iter_arg of `loop`; returns the final loop if
/// any was split.
scf::ForOp splitAggregates(scf::ForOp loop) {
  scf::ForOp cur = loop, changed;
  for (unsigned i = 0; i < cur.getNumRegionIterArgs(); ++i)
    if (scf::ForOp fresh = splitAggregate(cur, i))
      cur = changed = fresh;
  return changed;
}

//===----------------------------------------------------------------------===//
// Guarded global stores
//===----------------------------------------------------------------------===//

/// A statically shaped, identity-layout global memref (a raw buffer view of
/// it has the memref's size as num_records).
bool isBufferable(Value memref) {
  auto type = cast<MemRefType>(memref.getType());
  return isGlobalMemory(type) && type.hasStaticShape() &&
         type.getLayout().isIdentity() && type.getRank() > 0;
}

/// The store `scf.if` guards, if it is the branch's only op (no else, no
/// results) and stores to a bufferable memref.
Operation *guardedStore(scf::IfOp guard) {
  if (guard.getNumResults() || !guard.getElseRegion().empty())
    return nullptr;
  Block *then = guard.thenBlock();
  Operation *store = &then->front();
  if (store->getNextNode() != then->getTerminator())
    return nullptr;
  if (auto s = dyn_cast<memref::StoreOp>(store))
    return isBufferable(s.getMemRef()) ? store : nullptr;
  if (auto s = dyn_cast<vector::StoreOp>(store))
    return isBufferable(s.getBase()) ? store : nullptr;
  return nullptr;
}

/// `indices` where `cond` holds, else the end of a buffer of `type`.
SmallVector<Value> indicesOrEnd(OpBuilder &b, Location loc, Value cond,
                                ValueRange indices, MemRefType type) {
  SmallVector<Value> out;
  for (auto [d, idx] : llvm::enumerate(indices)) {
    Value end =
        arith::ConstantIndexOp::create(b, loc, d ? 0 : type.getDimSize(0));
    out.push_back(arith::SelectOp::create(b, loc, cond, idx, end));
  }
  return out;
}

/// Rewrites the guarded and one-element masked global stores of `func`.
void unguardStores(gpu::GPUFuncOp func) {
  FatBufferViews views;
  SmallVector<Operation *> guards;
  func.walk([&](Operation *op) {
    auto guard = dyn_cast<scf::IfOp>(op);
    auto masked = dyn_cast<vector::MaskedStoreOp>(op);
    if ((guard && guardedStore(guard)) ||
        (masked && masked.getVectorType().getNumElements() == 1 &&
         isBufferable(masked.getBase())))
      guards.push_back(op);
  });
  for (Operation *op : guards) {
    OpBuilder b(op);
    Location loc = op->getLoc();
    if (auto masked = dyn_cast<vector::MaskedStoreOp>(op)) {
      Value cond = vector::ExtractOp::create(b, loc, masked.getMask(),
                                             ArrayRef<int64_t>{0});
      Value value = vector::ExtractOp::create(b, loc, masked.getValueToStore(),
                                              ArrayRef<int64_t>{0});
      memref::StoreOp::create(b, loc, value, views.get(masked.getBase()),
                              indicesOrEnd(b, loc, cond, masked.getIndices(),
                                           masked.getMemRefType()));
      op->erase();
      continue;
    }
    auto guard = cast<scf::IfOp>(op);
    Operation *store = guardedStore(guard);
    Value cond = guard.getCondition();
    if (auto s = dyn_cast<memref::StoreOp>(store))
      memref::StoreOp::create(
          b, loc, s.getValueToStore(), views.get(s.getMemRef()),
          indicesOrEnd(b, loc, cond, s.getIndices(), s.getMemRefType()));
    else if (auto s = dyn_cast<vector::StoreOp>(store))
      vector::StoreOp::create(
          b, loc, s.getValueToStore(), views.get(s.getBase()),
          indicesOrEnd(b, loc, cond, s.getIndices(), s.getMemRefType()));
    op->erase();
  }
}

//===----------------------------------------------------------------------===//
// Thread ids
//===----------------------------------------------------------------------===//

/// gpu.lane_id / gpu.subgroup_id from the linear thread id (wave64), where
/// the block size is known.
void threadIdsFromThreadId(gpu::GPUFuncOp func) {
  std::optional<std::array<int64_t, 3>> block = getKnownBlockSize(func);
  if (!block)
    return;
  SmallVector<Operation *> ids;
  func.walk([&](Operation *op) {
    if (isa<gpu::LaneIdOp, gpu::SubgroupIdOp>(op))
      ids.push_back(op);
  });
  for (Operation *op : ids) {
    OpBuilder b(op);
    Location loc = op->getLoc();
    auto cst = [&](int64_t v) -> Value {
      return arith::ConstantIndexOp::create(b, loc, v);
    };
    Value linear;
    int64_t stride = 1;
    const gpu::Dimension dims[] = {gpu::Dimension::x, gpu::Dimension::y,
                                   gpu::Dimension::z};
    for (auto [d, dim] : llvm::enumerate(dims)) {
      if ((*block)[d] == 1)
        continue;
      Value t = gpu::ThreadIdOp::create(b, loc, dim);
      if (stride != 1)
        t = arith::MulIOp::create(b, loc, t, cst(stride));
      linear =
          linear ? arith::AddIOp::create(b, loc, linear, t).getResult() : t;
      stride *= (*block)[d];
    }
    if (!linear)
      linear = cst(0);
    Value v = isa<gpu::LaneIdOp>(op)
                  ? arith::RemUIOp::create(b, loc, linear, cst(64)).getResult()
                  : arith::DivUIOp::create(b, loc, linear, cst(64)).getResult();
    op->getResult(0).replaceAllUsesWith(v);
    op->erase();
  }
}

//===----------------------------------------------------------------------===//
// LDS allocation model
//===----------------------------------------------------------------------===//

bool isWorkgroupAttrSpace(MemRefType type) {
  auto space = dyn_cast_or_null<gpu::AddressSpaceAttr>(type.getMemorySpace());
  return space && space.getValue() == gpu::AddressSpace::Workgroup;
}

/// True if the memref `v` can leave the dynamic scope of its definition
/// (yielded, returned, passed to a call): then one buffer for every
/// execution of the definition would not be the same program.
bool escapes(Value v) {
  return llvm::any_of(v.getUsers(), [](Operation *user) {
    return user->hasTrait<OpTrait::IsTerminator>() ||
           isa<CallOpInterface>(user);
  });
}

/// The static views of an i8 arena, by (byte offset, type), if every user is
/// a memref.view with a constant offset and a static result or a dealloc.
struct ArenaView {
  int64_t offset, bytes;
  MemRefType type;
  SmallVector<memref::ViewOp> ops;
};
FailureOr<SmallVector<ArenaView>> arenaViews(Value arena) {
  auto type = cast<MemRefType>(arena.getType());
  if (type.getRank() != 1 || !type.getElementType().isInteger(8) ||
      !type.hasStaticShape())
    return failure();
  SmallVector<ArenaView> views;
  for (Operation *user : arena.getUsers()) {
    if (isa<memref::DeallocOp>(user))
      continue;
    auto view = dyn_cast<memref::ViewOp>(user);
    if (!view || !view.getSizes().empty() || escapes(view.getResult()))
      return failure();
    std::optional<int64_t> offset = getConstantIntValue(view.getByteShift());
    MemRefType vt = view.getType();
    if (!offset || !vt.hasStaticShape())
      return failure();
    auto it = llvm::find_if(views, [&](const ArenaView &v) {
      return v.offset == *offset && v.type == vt;
    });
    if (it == views.end()) {
      int64_t bytes = vt.getNumElements() *
                      llvm::divideCeil(vt.getElementTypeBitWidth(), 8);
      views.push_back({*offset, bytes, vt, {}});
      it = std::prev(views.end());
    }
    it->ops.push_back(view);
  }
  llvm::sort(views, [](const ArenaView &a, const ArenaView &b) {
    return a.offset < b.offset;
  });
  return views;
}

bool overlap(ArrayRef<ArenaView> views) {
  for (size_t i = 0; i < views.size(); ++i)
    for (size_t j = i + 1; j < views.size(); ++j)
      if (views[i].offset < views[j].offset + views[j].bytes &&
          views[j].offset < views[i].offset + views[i].bytes)
        return true;
  return false;
}

class LdsModel {
public:
  explicit LdsModel(gpu::GPUFuncOp func) : func(func) {}
  /// Moves every LDS buffer of the function to a workgroup attribution.
  LogicalResult run();

private:
  Value attribution(MemRefType type, Location loc) {
    return func.addWorkgroupAttribution(type, loc);
  }
  void eraseWithDeallocs(Operation *def);
  void splitArena(Value arena, bool reuseArena);
  LogicalResult hoist(Operation *def, Value result);

  gpu::GPUFuncOp func;
  DenseMap<Operation *, Value> globals;
};

void LdsModel::eraseWithDeallocs(Operation *def) {
  for (Operation *user : llvm::make_early_inc_range(def->getUsers()))
    if (isa<memref::DeallocOp>(user))
      user->erase();
  def->erase();
}

/// Replaces the views of `arena` by one buffer each (the arena must be an
/// attribution when `reuseArena`: it is re-typed as the first view).
void LdsModel::splitArena(Value arena, bool reuseArena) {
  SmallVector<ArenaView> views = *arenaViews(arena);
  for (auto [i, view] : llvm::enumerate(views)) {
    Value buf;
    if (reuseArena && i == 0) {
      cast<BlockArgument>(arena).setType(view.type);
      buf = arena;
    } else {
      buf = attribution(view.type, view.ops.front().getLoc());
    }
    for (memref::ViewOp op : view.ops) {
      op.getResult().replaceAllUsesWith(buf);
      op.erase();
    }
  }
}

LogicalResult LdsModel::hoist(Operation *def, Value result) {
  auto type = cast<MemRefType>(result.getType());
  if (!isWorkgroupAttrSpace(type))
    return def->emitError("cdna4pipe-normalize: workgroup memory in memory "
                          "space ")
           << type.getMemorySpace()
           << " cannot become a gpu.func workgroup attribution; use "
              "#gpu.address_space<workgroup>";
  if (!type.hasStaticShape() || !type.getLayout().isIdentity())
    return def->emitError("cdna4pipe-normalize: LDS buffer of type ")
           << type
           << " needs a static shape and an identity layout (LDS is "
              "allocated per workgroup at launch)";
  if (escapes(result))
    return def->emitError("cdna4pipe-normalize: this LDS buffer is yielded, "
                          "returned or passed to a call; one workgroup "
                          "attribution cannot stand for it");
  FailureOr<SmallVector<ArenaView>> views = arenaViews(result);
  if (succeeded(views) && !views->empty() && !overlap(*views)) {
    splitArena(result, /*reuseArena=*/false);
    eraseWithDeallocs(def);
    return success();
  }
  if (succeeded(views) && overlap(*views))
    def->emitRemark("cdna4pipe-normalize: views of this LDS arena overlap; "
                    "it stays one buffer, which the pipeliner cannot "
                    "multi-buffer view by view");
  Value buf;
  if (auto get = dyn_cast<memref::GetGlobalOp>(def)) {
    Operation *global =
        SymbolTable::lookupNearestSymbolFrom(def, get.getNameAttr());
    Value &cached = globals[global];
    if (!cached)
      cached = attribution(type, global->getLoc());
    buf = cached;
  } else {
    buf = attribution(type, def->getLoc());
  }
  for (Operation *user : llvm::make_early_inc_range(def->getUsers()))
    if (isa<memref::DeallocOp>(user))
      user->erase();
  result.replaceAllUsesWith(buf);
  def->erase();
  return success();
}

LogicalResult LdsModel::run() {
  bool bad = false;
  // Attribution arenas are split in place.
  for (BlockArgument arg : llvm::to_vector(func.getWorkgroupAttributions())) {
    FailureOr<SmallVector<ArenaView>> views = arenaViews(arg);
    if (succeeded(views) && !views->empty()) {
      if (overlap(*views))
        emitRemark(arg.getLoc(),
                   "cdna4pipe-normalize: views of this LDS arena overlap; it "
                   "stays one buffer, which the pipeliner cannot "
                   "multi-buffer view by view");
      else
        splitArena(arg, /*reuseArena=*/true);
    }
  }
  // One memref.get_global per LDS global, at the function entry, so that an
  // arena global is split once.
  DenseMap<Operation *, memref::GetGlobalOp> firstGet;
  SmallVector<memref::GetGlobalOp> gets;
  func.walk([&](memref::GetGlobalOp get) {
    if (isWorkgroupMemory(get.getType()))
      gets.push_back(get);
  });
  for (memref::GetGlobalOp get : gets) {
    Operation *global =
        SymbolTable::lookupNearestSymbolFrom(get, get.getNameAttr());
    memref::GetGlobalOp &first = firstGet[global];
    if (!first) {
      first = get;
      get->moveBefore(&func.getBody().front().front());
      continue;
    }
    get.getResult().replaceAllUsesWith(first.getResult());
    get.erase();
  }
  SmallVector<std::pair<Operation *, Value>> defs;
  func.walk([&](Operation *op) {
    Value r;
    if (auto a = dyn_cast<memref::AllocOp>(op))
      r = a.getResult();
    else if (auto a = dyn_cast<memref::AllocaOp>(op))
      r = a.getResult();
    else if (auto g = dyn_cast<memref::GetGlobalOp>(op))
      r = g.getResult();
    if (r && isWorkgroupMemory(cast<MemRefType>(r.getType())))
      defs.push_back({op, r});
  });
  for (auto [def, result] : defs) {
    if (auto get = dyn_cast<memref::GetGlobalOp>(def)) {
      auto global = SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(
          def, get.getNameAttr());
      if (global && global.getInitialValue() &&
          !isa<UnitAttr>(*global.getInitialValue())) {
        def->emitError("cdna4pipe-normalize: workgroup memref.global @")
            << get.getName()
            << " has an initial value; LDS is not initialised at launch";
        bad = true;
        continue;
      }
    }
    bad |= failed(hoist(def, result));
  }
  if (bad)
    return failure();
  // Whatever allocation is left would lower to a per-thread malloc.
  WalkResult left = func.walk([&](memref::AllocOp alloc) {
    alloc.emitError("cdna4pipe-normalize: memref.alloc in a gpu.func lowers "
                    "to a per-thread malloc; allocate LDS as a workgroup "
                    "attribution or in #gpu.address_space<workgroup>, and "
                    "pass global buffers as kernel arguments");
    return WalkResult::interrupt();
  });
  return failure(left.wasInterrupted());
}

/// Drops workgroup memref.globals that no longer have uses.
void eraseDeadLdsGlobals(Operation *root) {
  SmallVector<memref::GlobalOp> dead;
  root->walk([&](memref::GlobalOp global) {
    auto type = global.getType();
    if (isWorkgroupMemory(type) &&
        SymbolTable::symbolKnownUseEmpty(global, root))
      dead.push_back(global);
  });
  for (memref::GlobalOp g : dead)
    g.erase();
}

struct NormalizePass
    : public cdna4pipe::impl::CDNA4PipeNormalizeBase<NormalizePass> {
  void runOnOperation() override {
    Operation *root = getOperation();
    applyUpstreamRewrites(root);
    SmallVector<scf::ForOp> loops;
    root->walk([&](scf::ForOp loop) { loops.push_back(loop); });
    SmallVector<Operation *> split;
    for (scf::ForOp loop : loops) {
      loop = loopToIndex(loop);
      if (scf::ForOp fresh = splitAggregates(loop))
        split.push_back(fresh);
    }
    // Split aggregates pass through their loops unchanged: drop them.
    if (!split.empty()) {
      RewritePatternSet patterns(&getContext());
      scf::ForOp::getCanonicalizationPatterns(patterns, &getContext());
      GreedyRewriteConfig config;
      config.setStrictness(GreedyRewriteStrictness::ExistingOps);
      (void)applyOpPatternsGreedily(split, std::move(patterns), config);
    }
    bool bad = false;
    SmallVector<gpu::GPUFuncOp> funcs;
    root->walk([&](gpu::GPUFuncOp f) { funcs.push_back(f); });
    for (gpu::GPUFuncOp func : funcs) {
      threadIdsFromThreadId(func);
      unguardStores(func);
      bad |= failed(LdsModel(func).run());
    }
    if (bad)
      return signalPassFailure();
    eraseDeadLdsGlobals(root);
  }
};

} // namespace
