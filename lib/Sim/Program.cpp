//===- Program.cpp - type layout of the simulator's program ---------------===//
//
// Owns how LLVM types are laid out in the simulator's registers and memory
// (words per value, data-layout size and alignment, element kinds, constant
// bit patterns) and the accessors Simulator.h exposes on a Program.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Program.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/bit.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::cdna4pipe::sim;

std::optional<std::array<unsigned, 3>>
mlir::cdna4pipe::sim::programBlockSize(const Program &p) {
  if (p.blockSize[0] == 0)
    return std::nullopt;
  std::array<unsigned, 3> bs = p.blockSize;
  for (unsigned &b : bs)
    b = std::max(b, 1u);
  return bs;
}
unsigned mlir::cdna4pipe::sim::programNumArgs(const Program &p) {
  return p.args.size();
}
unsigned mlir::cdna4pipe::sim::programLdsBytes(const Program &p) {
  return p.ldsBytes;
}
unsigned mlir::cdna4pipe::sim::programNumInsts(const Program &p) {
  return p.insts.size();
}

unsigned mlir::cdna4pipe::sim::wordsOf(Type t) {
  if (auto v = dyn_cast<VectorType>(t))
    return v.getNumElements();
  if (auto s = dyn_cast<LLVM::LLVMStructType>(t)) {
    unsigned n = 0;
    for (Type e : s.getBody())
      n += wordsOf(e);
    return n;
  }
  if (auto a = dyn_cast<LLVM::LLVMArrayType>(t))
    return a.getNumElements() * wordsOf(a.getElementType());
  return 1;
}

std::pair<uint64_t, uint64_t> mlir::cdna4pipe::sim::sizeAlign(Type t) {
  if (auto i = dyn_cast<IntegerType>(t)) {
    uint64_t b = std::max<uint64_t>(1, (i.getWidth() + 7) / 8);
    return {b, b};
  }
  if (auto f = dyn_cast<FloatType>(t)) {
    uint64_t b = f.getWidth() / 8;
    return {b, b};
  }
  if (auto p = dyn_cast<LLVM::LLVMPointerType>(t)) {
    unsigned as = p.getAddressSpace();
    if (as == 3 || as == 5)
      return {4, 4};
    if (as == 7)
      return {20, 32};
    if (as == 8)
      return {16, 16};
    return {8, 8};
  }
  if (auto v = dyn_cast<VectorType>(t)) {
    uint64_t e = sizeAlign(v.getElementType()).first * v.getNumElements();
    uint64_t a = llvm::bit_ceil(e);
    return {e, a};
  }
  if (auto a = dyn_cast<LLVM::LLVMArrayType>(t)) {
    auto [es, ea] = sizeAlign(a.getElementType());
    uint64_t stride = (es + ea - 1) / ea * ea;
    return {stride * a.getNumElements(), ea};
  }
  if (auto s = dyn_cast<LLVM::LLVMStructType>(t)) {
    uint64_t off = 0, al = 1;
    for (Type e : s.getBody()) {
      auto [es, ea] = sizeAlign(e);
      off = (off + ea - 1) / ea * ea + es;
      al = std::max(al, ea);
    }
    return {(off + al - 1) / al * al, al};
  }
  return {0, 1};
}

uint64_t mlir::cdna4pipe::sim::strideOf(Type t) {
  auto [s, a] = sizeAlign(t);
  return (s + a - 1) / a * a;
}

Type mlir::cdna4pipe::sim::elemTypeOf(Type t) {
  if (auto v = dyn_cast<VectorType>(t))
    return v.getElementType();
  return t;
}

int mlir::cdna4pipe::sim::intBits(Type t) {
  if (auto i = dyn_cast<IntegerType>(t))
    return i.getWidth() <= 64 ? int(i.getWidth()) : -1;
  if (isa<LLVM::LLVMPointerType>(t))
    return 64;
  if (isa<IndexType>(t))
    return 64;
  return -1;
}
int mlir::cdna4pipe::sim::floatKind(Type t) {
  if (t.isF32())
    return F32;
  if (t.isF64())
    return F64;
  if (t.isBF16())
    return BF16;
  if (t.isF16())
    return F16;
  return -1;
}

bool mlir::cdna4pipe::sim::attrBits(Attribute a, Type elemTy, uint64_t &out) {
  if (auto i = dyn_cast<IntegerAttr>(a)) {
    out = i.getValue().getZExtValue() & maskBits(std::max(1, intBits(elemTy)));
    return true;
  }
  if (auto f = dyn_cast<FloatAttr>(a)) {
    out = f.getValue().bitcastToAPInt().getZExtValue();
    return true;
  }
  if (auto b = dyn_cast<BoolAttr>(a)) {
    out = b.getValue();
    return true;
  }
  return false;
}
