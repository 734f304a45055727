//===- LdsAllocation.cpp - one allocation model for LDS -------------------===//

#include "LdsAllocation.h"

#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

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

} // namespace

LogicalResult cdna4pipe::moveLdsToAttributions(gpu::GPUFuncOp func) {
  return LdsModel(func).run();
}

/// Drops workgroup memref.globals that no longer have uses.
void cdna4pipe::eraseDeadLdsGlobals(Operation *root) {
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
