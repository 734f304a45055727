//===- IndexMath.h - index arithmetic for the kernel writers ----*- C++ -*-===//
//
// Private to lib/GemmGen: the `arith` index arithmetic the gfx950 kernel
// writers (GemmGen.cpp, AttnGen.cpp) build their thread -> data maps with.
// Constants are created once, at the start of `constBlock` (the kernel's
// entry block), so every use dominates, and stand in value order whichever
// is made first (constantInsertionPoint): the IR must not depend on the
// order in which a compiler evaluates call arguments.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_LIB_GEMMGEN_INDEXMATH_H
#define CDNA4PIPE_LIB_GEMMGEN_INDEXMATH_H

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::cdna4pipe::gemmgen {

/// The op of the least constant in `constants` above `v` (null when none):
/// where a new constant `v` goes to keep them in value order.
inline Operation *nextConstant(const llvm::DenseMap<int64_t, Value> &constants,
                               int64_t v) {
  Operation *next = nullptr;
  int64_t nextValue = 0;
  for (const auto &[w, cst] : constants)
    if (w > v && (!next || w < nextValue))
      next = cst.getDefiningOp(), nextValue = w;
  return next;
}

/// Index arithmetic in plain `arith` on `index` values.
struct IndexMath {
  IndexMath(OpBuilder &b, Location loc) : b(b), loc(loc) {}
  OpBuilder &b;
  Location loc;
  Block *constBlock = nullptr;
  Operation *lastConst = nullptr;
  llvm::DenseMap<int64_t, Value> constants;
  Value c(int64_t v) {
    if (Value cst = constants.lookup(v))
      return cst;
    OpBuilder::InsertionGuard guard(b);
    Operation *next = nextConstant(constants, v);
    if (next)
      b.setInsertionPoint(next);
    else if (lastConst)
      b.setInsertionPointAfter(lastConst);
    else
      b.setInsertionPointToStart(constBlock);
    Value cst = arith::ConstantIndexOp::create(b, loc, v);
    constants[v] = cst;
    if (!next)
      lastConst = cst.getDefiningOp();
    return cst;
  }
  /// Size `d` of global memref `m` (or of the memref under its fat raw
  /// buffer view): a constant, or for a dynamic size one `memref.dim`,
  /// created with the constants.
  Value size(Value m, int64_t d) {
    if (auto view = m.getDefiningOp<amdgpu::FatRawBufferCastOp>())
      m = view.getSource();
    auto ty = cast<MemRefType>(m.getType());
    if (!ty.isDynamicDim(d))
      return c(ty.getDimSize(d));
    Value &dim = sizes[{m, d}];
    if (!dim) {
      Value index = c(d);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointAfter(lastConst);
      dim = memref::DimOp::create(b, loc, m, index);
      lastConst = dim.getDefiningOp();
    }
    return dim;
  }
  llvm::DenseMap<std::pair<Value, int64_t>, Value> sizes;
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value add(Value x, int64_t v) { return v == 0 ? x : add(x, c(v)); }
  Value mul(Value x, int64_t v) {
    return v == 1 ? x : arith::MulIOp::create(b, loc, x, c(v)).getResult();
  }
  Value div(Value x, int64_t v) {
    return arith::DivUIOp::create(b, loc, x, c(v));
  }
  Value rem(Value x, int64_t v) {
    return arith::RemUIOp::create(b, loc, x, c(v));
  }
  Value xorRowSwizzle(Value chunk, Value row) {
    return arith::XOrIOp::create(b, loc, chunk, rem(row, 8));
  }
};

} // namespace mlir::cdna4pipe::gemmgen

#endif // CDNA4PIPE_LIB_GEMMGEN_INDEXMATH_H
