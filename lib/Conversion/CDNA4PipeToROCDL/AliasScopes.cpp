//===- AliasScopes.cpp - LDS alias scopes for the gfx950 lowering ---------===//
//
// Before the cdna4pipe ops are lowered, every LDS access (G2S destination,
// S2R source) gets one alias scope per (LDS buffer, frame, slot class) and
// the noalias list of the scopes it provably does not touch. LLVM's waitcnt
// insertion reads them: a ds_read whose scope no copy in flight shares needs
// no vmcnt(0). The scheme is described in docs/Lowering.md.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Conversion/CDNA4PipeToROCDL/CDNA4PipeToROCDL.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/MapVector.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

/// `value = coeff * iv + bias` (iv null: a constant).
struct AffineForm {
  Value iv;
  int64_t coeff = 0;
  int64_t bias = 0;
};

/// The slot an LDS access touches, as far as we can tell statically.
struct SlotClass {
  enum Kind { Constant, Affine, Unknown } kind = Unknown;
  /// Constant: the slot. Affine: slot = (coeff * iv + bias) mod modulus
  /// (modulus 0: no mod), coeff and bias reduced mod modulus.
  Value iv;
  int64_t coeff = 0, bias = 0, modulus = 0;
  int64_t constant = 0;

  bool operator==(const SlotClass &o) const {
    if (kind != o.kind)
      return false;
    if (kind == Constant)
      return constant == o.constant;
    if (kind == Affine)
      return iv == o.iv && coeff == o.coeff && bias == o.bias &&
             modulus == o.modulus;
    return true;
  }
};

std::optional<AffineForm> analyzeAffine(Value v, int depth = 0) {
  if (depth > 16)
    return std::nullopt;
  APInt cst;
  if (matchPattern(v, m_ConstantInt(&cst)))
    return AffineForm{Value(), 0, cst.getSExtValue()};
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    if (auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp()))
      if (forOp.getInductionVar() == arg)
        return AffineForm{arg, 1, 0};
    return std::nullopt;
  }
  Operation *def = v.getDefiningOp();
  if (!def)
    return std::nullopt;
  auto binary = [&](auto combine) -> std::optional<AffineForm> {
    auto l = analyzeAffine(def->getOperand(0), depth + 1);
    auto r = analyzeAffine(def->getOperand(1), depth + 1);
    if (!l || !r)
      return std::nullopt;
    return combine(*l, *r);
  };
  if (isa<arith::AddIOp>(def))
    return binary([](AffineForm l, AffineForm r) -> std::optional<AffineForm> {
      if (l.iv && r.iv && l.iv != r.iv)
        return std::nullopt;
      return AffineForm{l.iv ? l.iv : r.iv, l.coeff + r.coeff, l.bias + r.bias};
    });
  if (isa<arith::SubIOp>(def))
    return binary([](AffineForm l, AffineForm r) -> std::optional<AffineForm> {
      if (l.iv && r.iv && l.iv != r.iv)
        return std::nullopt;
      return AffineForm{l.iv ? l.iv : r.iv, l.coeff - r.coeff, l.bias - r.bias};
    });
  if (isa<arith::MulIOp>(def))
    return binary([](AffineForm l, AffineForm r) -> std::optional<AffineForm> {
      if (l.iv && r.iv)
        return std::nullopt;
      if (r.iv)
        std::swap(l, r);
      return AffineForm{l.iv, l.coeff * r.bias, l.bias * r.bias};
    });
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp>(def))
    return analyzeAffine(def->getOperand(0), depth + 1);
  return std::nullopt;
}

int64_t positiveMod(int64_t v, int64_t m) { return ((v % m) + m) % m; }

SlotClass classifySlot(Value slot) {
  SlotClass cls;
  Value dividend = slot;
  int64_t modulus = 0;
  if (auto rem = slot.getDefiningOp<arith::RemUIOp>()) {
    APInt m;
    if (matchPattern(rem.getRhs(), m_ConstantInt(&m)) && m.getSExtValue() > 0) {
      dividend = rem.getLhs();
      modulus = m.getSExtValue();
    }
  } else if (auto rem = slot.getDefiningOp<arith::RemSIOp>()) {
    APInt m;
    if (matchPattern(rem.getRhs(), m_ConstantInt(&m)) && m.getSExtValue() > 0) {
      dividend = rem.getLhs();
      modulus = m.getSExtValue();
    }
  }
  std::optional<AffineForm> form = analyzeAffine(dividend);
  if (!form)
    return cls;
  if (!form->iv || form->coeff == 0) {
    cls.kind = SlotClass::Constant;
    cls.constant = modulus ? positiveMod(form->bias, modulus) : form->bias;
    return cls;
  }
  cls.kind = SlotClass::Affine;
  cls.iv = form->iv;
  cls.modulus = modulus;
  cls.coeff = modulus ? positiveMod(form->coeff, modulus) : form->coeff;
  cls.bias = modulus ? positiveMod(form->bias, modulus) : form->bias;
  return cls;
}

/// Two slot classes of accesses in the same frame (same loop iteration or
/// the same straight-line region) that provably name different slots.
bool provablyDifferentSlots(const SlotClass &a, const SlotClass &b) {
  if (a.kind == SlotClass::Constant && b.kind == SlotClass::Constant)
    return a.constant != b.constant;
  if (a.kind == SlotClass::Affine && b.kind == SlotClass::Affine)
    return a.iv == b.iv && a.coeff == b.coeff && a.modulus == b.modulus &&
           a.bias != b.bias;
  return false;
}

/// The allocation an LDS memref value comes from, looking through views.
/// `known` is false for values we cannot trace to an allocation (function
/// arguments, ...): those may alias each other.
struct LdsRoot {
  Value value;
  bool known = false;
  std::string name;
};

LdsRoot findLdsRoot(Value v) {
  while (auto view = v.getDefiningOp<ViewLikeOpInterface>())
    v = view.getViewSource();
  LdsRoot root{v, false, "lds"};
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    if (auto func = dyn_cast<gpu::GPUFuncOp>(arg.getOwner()->getParentOp())) {
      for (auto [i, attrib] : llvm::enumerate(func.getWorkgroupAttributions()))
        if (attrib == arg) {
          root.known = true;
          root.name = "wg" + std::to_string(i);
        }
    }
    return root;
  }
  if (auto global = v.getDefiningOp<memref::GetGlobalOp>()) {
    root.known = true;
    root.name = global.getName().str();
  } else if (isa_and_nonnull<memref::AllocOp, memref::AllocaOp>(
                 v.getDefiningOp())) {
    root.known = true;
    root.name = "alloc";
  }
  return root;
}

/// The innermost scf.for around `op` (or null: the function body).
Operation *findFrame(Operation *op) {
  return op->getParentOfType<scf::ForOp>();
}

struct AccessKey {
  LdsRoot root;
  Operation *frame;
  SlotClass slot;
};

void annotateAliasScopes(FunctionOpInterface func) {
  MLIRContext *ctx = func.getContext();
  SmallVector<Operation *> accesses;
  func.walk([&](Operation *op) {
    if (isa<G2SOp, S2ROp>(op))
      accesses.push_back(op);
  });
  if (accesses.empty())
    return;

  // Distinct keys, in first-use order (deterministic output).
  SmallVector<AccessKey> keys;
  DenseMap<Operation *, unsigned> keyOf;
  DenseMap<Operation *, unsigned> frameIds;
  for (Operation *op : accesses) {
    Value lds =
        isa<G2SOp>(op) ? cast<G2SOp>(op).getDst() : cast<S2ROp>(op).getSrc();
    Value slot =
        isa<G2SOp>(op) ? cast<G2SOp>(op).getSlot() : cast<S2ROp>(op).getSlot();
    AccessKey key{findLdsRoot(lds), findFrame(op), classifySlot(slot)};
    auto *it = llvm::find_if(keys, [&](const AccessKey &k) {
      return k.root.value == key.root.value && k.frame == key.frame &&
             k.slot == key.slot;
    });
    if (it == keys.end()) {
      keys.push_back(key);
      it = std::prev(keys.end());
    }
    keyOf[op] = std::distance(keys.begin(), it);
    if (key.frame)
      frameIds.try_emplace(key.frame, frameIds.size());
  }

  std::string funcName = func.getName().str();
  auto domain = LLVM::AliasScopeDomainAttr::get(
      ctx, StringAttr::get(ctx, "cdna4pipe.lds." + funcName));
  SmallVector<LLVM::AliasScopeAttr> scopes;
  for (const AccessKey &key : keys) {
    std::string desc = key.root.name;
    if (key.frame)
      desc += ".loop" + std::to_string(frameIds[key.frame]);
    switch (key.slot.kind) {
    case SlotClass::Constant:
      desc += ".slot" + std::to_string(key.slot.constant);
      break;
    case SlotClass::Affine:
      desc += ".slot(" + std::to_string(key.slot.coeff) + "*iv+" +
              std::to_string(key.slot.bias) + ")";
      if (key.slot.modulus)
        desc += "%" + std::to_string(key.slot.modulus);
      break;
    case SlotClass::Unknown:
      desc += ".slot?";
      break;
    }
    scopes.push_back(
        LLVM::AliasScopeAttr::get(domain, StringAttr::get(ctx, desc)));
  }

  // Keys i and j are declared not to alias when:
  //  - they are different known allocations, or
  //  - same allocation, different frames: every dependence between a copy
  //    in one frame (prologue, loop body, epilogue) and a read in another
  //    passes through an explicit cdna4pipe.wait + barrier, which the
  //    schedule verifier proves; LLVM's conservative wait would only
  //    duplicate it at the wrong place (docs/Lowering.md), or
  //  - same allocation, same frame, provably different slots (this is
  //    literally true in every iteration).
  auto distinct = [&](const AccessKey &a, const AccessKey &b) {
    if (a.root.value != b.root.value)
      return a.root.known && b.root.known;
    if (a.frame != b.frame)
      return true;
    return provablyDifferentSlots(a.slot, b.slot);
  };
  SmallVector<ArrayAttr> noalias;
  for (unsigned i = 0; i < keys.size(); ++i) {
    SmallVector<Attribute> list;
    for (unsigned j = 0; j < keys.size(); ++j)
      if (i != j && distinct(keys[i], keys[j]))
        list.push_back(scopes[j]);
    noalias.push_back(ArrayAttr::get(ctx, list));
  }
  for (Operation *op : accesses) {
    unsigned k = keyOf[op];
    op->setAttr(kAliasScopesAttrName, ArrayAttr::get(ctx, {scopes[k]}));
    if (!noalias[k].empty())
      op->setAttr(kNoaliasScopesAttrName, noalias[k]);
  }
}

} // namespace

void mlir::cdna4pipe::prepareCDNA4PipeForLowering(
    Operation *root, const CDNA4PipeLoweringOptions &options) {
  root->walk([&](WaitOp wait) { wait.getTokensMutable().clear(); });
  if (!options.aliasScopes)
    return;
  auto visit = [&](FunctionOpInterface func) { annotateAliasScopes(func); };
  if (auto func = dyn_cast<FunctionOpInterface>(root))
    visit(func);
  else
    root->walk([&](FunctionOpInterface func) { visit(func); });
}
