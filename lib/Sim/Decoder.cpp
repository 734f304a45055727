//===- Decoder.cpp - MLIR LLVM + ROCDL kernel -> the simulator's program -===//
//
// Owns decoding: an llvm.func kernel (inside a gpu.module) becomes a flat
// Program (Program.h). LDS globals get offsets, every SSA value a register
// slot, constants per-wave initial register contents, each op one Inst
// (decoded by family: arithmetic, casts, aggregates, memory, ROCDL
// intrinsics and MFMAs, control flow), branches resolved to instruction
// indices with their block-argument copies, and every instruction the
// ds_read results it uses. Unsupported ops are errors naming the op. The
// families are decoded in DecodeLLVM.cpp and DecodeRocdl.cpp (Decoder.h).
//
//===----------------------------------------------------------------------===//

#include "Decoder.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::cdna4pipe::sim;
using namespace mlir::cdna4pipe::sim::detail;

bool Decoder::positionOffset(Type t, ArrayRef<int64_t> pos, uint32_t &off,
                             Type &leaf) {
  off = 0;
  for (int64_t i : pos) {
    if (auto s = dyn_cast<LLVM::LLVMStructType>(t)) {
      auto body = s.getBody();
      if (i < 0 || i >= int64_t(body.size()))
        return false;
      for (int64_t j = 0; j < i; ++j)
        off += wordsOf(body[j]);
      t = body[i];
    } else if (auto a = dyn_cast<LLVM::LLVMArrayType>(t)) {
      off += i * wordsOf(a.getElementType());
      t = a.getElementType();
    } else {
      return false;
    }
  }
  leaf = t;
  return true;
}

LogicalResult Decoder::layoutLds() {
  auto mod = func->getParentOp();
  uint32_t off = 0;
  for (Operation &o : mod->getRegion(0).front()) {
    auto g = dyn_cast<LLVM::GlobalOp>(&o);
    if (!g || g.getAddrSpace() != 3)
      continue;
    uint64_t size = sizeAlign(g.getGlobalType()).first;
    uint64_t align = std::max<uint64_t>(16, g.getAlignment().value_or(16));
    off = (off + align - 1) / align * align;
    ldsOffsets[g.getSymName()] = off;
    off += size;
  }
  p.ldsBytes = off;
  if (off > kLdsBytes)
    return func.emitError("cdna4-sim: kernel needs ")
           << off << " bytes of LDS, gfx950 has " << kLdsBytes;
  return success();
}

LogicalResult Decoder::constant(Operation *op, Attribute value) {
  Type t = op->getResult(0).getType();
  ConstInit ci;
  ci.off = slot(op->getResult(0));
  Type et = elemTypeOf(t);
  if (auto dense = dyn_cast_or_null<DenseElementsAttr>(value)) {
    for (Attribute a : dense.getValues<Attribute>()) {
      uint64_t b;
      if (!attrBits(a, et, b))
        return unsupported(op, "constant element kind");
      ci.words.push_back(b);
    }
  } else if (value) {
    uint64_t b;
    if (!attrBits(value, et, b))
      return unsupported(op, "constant kind");
    ci.words.assign(wordsOf(t), b);
  } else {
    ci.words.assign(wordsOf(t), 0);
  }
  if (ci.words.size() != wordsOf(t))
    return unsupported(op, "constant shape");
  p.consts.push_back(std::move(ci));
  return success();
}

LogicalResult Decoder::run() {
  if (failed(layoutLds()))
    return failure();
  if (func.getBody().empty())
    return func.emitError("cdna4-sim: kernel has no body");
  // Workgroup size.
  if (auto a = func->getAttrOfType<DenseI32ArrayAttr>(
          "rocdl.reqd_work_group_size")) {
    for (unsigned i = 0; i < 3 && i < a.size(); ++i)
      p.blockSize[i] = a[i];
  } else if (auto a = func->getAttrOfType<DenseI32ArrayAttr>(
                 "gpu.known_block_size")) {
    for (unsigned i = 0; i < 3 && i < a.size(); ++i)
      p.blockSize[i] = a[i];
  }
  for (BlockArgument a : func.getBody().front().getArguments())
    p.args.push_back(operand(a));
  for (Block &b : func.getBody()) {
    for (BlockArgument a : b.getArguments())
      slot(a);
    blockStart[&b] = p.insts.size();
    for (Operation &op : b)
      if (failed(decodeOp(&op)))
        return failure();
  }
  // Uses of ds_read results (one instruction per op).
  for (Inst &in : p.insts) {
    if (!in.op)
      continue;
    for (Value v : in.op->getOperands()) {
      Operation *def = v.getDefiningOp();
      auto ld = dyn_cast_or_null<LLVM::LoadOp>(def);
      bool dsRead =
          (def && def->getName().getStringRef() == "rocdl.ds.read.tr16.b64") ||
          (ld && cast<LLVM::LLVMPointerType>(ld.getAddr().getType())
                         .getAddressSpace() == 3);
      if (!dsRead)
        continue;
      uint32_t s = slot(v);
      if (!llvm::is_contained(in.dsUses, s))
        in.dsUses.push_back(s);
    }
  }
  // Resolve successors and block-argument copies.
  for (Inst &in : p.insts) {
    if (in.opc != Br && in.opc != CondBr)
      continue;
    for (unsigned s = 0; s < 2; ++s)
      if (in.succBlock[s])
        in.succ[s] = blockStart[in.succBlock[s]];
  }
  return success();
}

LogicalResult Decoder::decodeOp(Operation *op) {
  StringRef name = op->getName().getStringRef();
  // Constants become per-wave initial register contents.
  if (auto c = dyn_cast<LLVM::ConstantOp>(op))
    return constant(op, c.getValue());
  if (isa<LLVM::ZeroOp, LLVM::UndefOp, LLVM::PoisonOp>(op))
    return constant(op, Attribute());
  if (auto a = dyn_cast<LLVM::AddressOfOp>(op)) {
    auto it = ldsOffsets.find(a.getGlobalName());
    if (it == ldsOffsets.end())
      return unsupported(op, "only LDS (addr_space 3) globals are modelled");
    ConstInit ci;
    ci.off = slot(a.getResult());
    ci.words.push_back(it->second);
    p.consts.push_back(ci);
    return success();
  }

  // In the order of the Opc families.
  Decoded d = decodeArith(op, name);
  if (!d)
    d = decodeCast(op);
  if (!d)
    d = decodeAggregate(op);
  if (!d)
    d = decodeMemory(op);
  if (!d)
    d = decodeRocdl(op, name);
  if (!d)
    d = decodeControl(op, name);
  if (!d)
    return unsupported(op);
  return *d;
}

FailureOr<std::shared_ptr<Program>>
mlir::cdna4pipe::sim::decodeKernel(LLVM::LLVMFuncOp func) {
  auto p = std::make_shared<Program>();
  Decoder d(func, *p);
  if (failed(d.run()))
    return failure();
  return p;
}
