//===- Decoder.h - the simulator's kernel decoder (private) -----*- C++ -*-===//
//
// The decoder's class, shared by the files that implement it: Decoder.cpp
// (driver: LDS layout, constants, blocks and branches, dispatch by family),
// DecodeLLVM.cpp (LLVM dialect families) and DecodeRocdl.cpp (ROCDL
// intrinsics and MFMAs). Not installed: lib/Sim's own.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_LIB_SIM_DECODER_H
#define CDNA4PIPE_LIB_SIM_DECODER_H

#include "cdna4pipe/Sim/Program.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <optional>

namespace mlir::cdna4pipe::sim::detail {

/// A family decoder's answer: std::nullopt when the op is not of its family.
using Decoded = std::optional<LogicalResult>;

class Decoder {
public:
  Decoder(LLVM::LLVMFuncOp func, Program &p) : func(func), p(p) {}
  LogicalResult run();

private:
  LogicalResult layoutLds();
  uint32_t slot(Value v) {
    auto it = slots.find(v);
    if (it != slots.end())
      return it->second;
    uint32_t off = p.numWords;
    p.numWords += wordsOf(v.getType());
    slots[v] = off;
    return off;
  }
  Operand operand(Value v) { return {slot(v), wordsOf(v.getType())}; }
  LogicalResult decodeOp(Operation *op);
  // One decoder per family; std::nullopt: not an op of that family.
  Decoded decodeArith(Operation *op, StringRef name);
  Decoded decodeCast(Operation *op);
  Decoded decodeAggregate(Operation *op);
  Decoded decodeMemory(Operation *op);
  LogicalResult decodeGEP(LLVM::GEPOp gep);
  Decoded decodeControl(Operation *op, StringRef name);
  Decoded decodeRocdl(Operation *op, StringRef name);
  Decoded decodeRocdlMemory(Operation *op, StringRef name);
  LogicalResult decodeMfma(Operation *op, StringRef shape);
  LogicalResult decodeMfmaF8(Operation *op);
  Inst newInst(Operation *op) {
    Inst in;
    in.op = op;
    return in;
  }
  void setRes(Inst &in, Value v) {
    in.res = slot(v);
    in.resWidth = wordsOf(v.getType());
  }
  LogicalResult push(Inst &in) {
    p.insts.push_back(std::move(in));
    return success();
  }
  LogicalResult constant(Operation *op, Attribute value);
  InFlightDiagnostic unsupported(Operation *op, const Twine &why = "") {
    return op->emitError("cdna4-sim: unsupported operation '")
           << op->getName() << "'" << (why.isTriviallyEmpty() ? "" : ": ")
           << why;
  }
  /// Flat word offset of an aggregate position.
  bool positionOffset(Type t, ArrayRef<int64_t> pos, uint32_t &off, Type &leaf);

  LLVM::LLVMFuncOp func;
  Program &p;
  DenseMap<Value, uint32_t> slots;
  DenseMap<Block *, int32_t> blockStart;
  llvm::StringMap<uint32_t> ldsOffsets;
};

} // namespace mlir::cdna4pipe::sim::detail

#endif // CDNA4PIPE_LIB_SIM_DECODER_H
