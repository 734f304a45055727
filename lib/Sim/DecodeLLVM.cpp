//===- DecodeLLVM.cpp - the simulator's decoders for LLVM dialect ops -----===//
//
// The Decoder's families of LLVM dialect ops (Decoder.h): integer and float
// arithmetic, casts, aggregates (vectors, arrays, structs), memory (loads,
// stores, GEPs into LDS and global memory) and control flow.
//
//===----------------------------------------------------------------------===//

#include "Decoder.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::cdna4pipe::sim;
using namespace mlir::cdna4pipe::sim::detail;

/// Integer and float arithmetic, comparisons and select.
Decoded Decoder::decodeArith(Operation *op, StringRef name) {
  Inst in = newInst(op);
  // Integer binary ops.
  static const llvm::StringMap<Opc> intBin = {
      {"llvm.add", Add},        {"llvm.sub", Sub},
      {"llvm.mul", Mul},        {"llvm.udiv", UDiv},
      {"llvm.sdiv", SDiv},      {"llvm.urem", URem},
      {"llvm.srem", SRem},      {"llvm.and", And},
      {"llvm.or", Or},          {"llvm.xor", Xor},
      {"llvm.shl", Shl},        {"llvm.lshr", LShr},
      {"llvm.ashr", AShr},      {"llvm.intr.umin", UMin},
      {"llvm.intr.umax", UMax}, {"llvm.intr.smin", SMin},
      {"llvm.intr.smax", SMax}};
  static const llvm::StringMap<Opc> fBin = {
      {"llvm.fadd", FAdd},         {"llvm.fsub", FSub},
      {"llvm.fmul", FMul},         {"llvm.fdiv", FDiv},
      {"llvm.intr.maxnum", FMax},  {"llvm.intr.minnum", FMin},
      {"llvm.intr.maximum", FMax}, {"llvm.intr.minimum", FMin},
      {"llvm.intr.fma", FMA},      {"llvm.intr.fmuladd", FMA},
      {"llvm.fneg", FNeg}};
  if (auto it = intBin.find(name); it != intBin.end()) {
    int b = intBits(elemTypeOf(op->getResult(0).getType()));
    if (b < 0)
      return unsupported(op, "operand type");
    in.opc = it->second;
    in.bits = b;
    for (Value v : op->getOperands())
      in.in.push_back(operand(v));
    setRes(in, op->getResult(0));
    return push(in);
  }
  if (auto it = fBin.find(name); it != fBin.end()) {
    int k = floatKind(elemTypeOf(op->getResult(0).getType()));
    if (k < 0)
      return unsupported(op, "operand type");
    in.opc = it->second;
    in.bits = k;
    for (Value v : op->getOperands())
      in.in.push_back(operand(v));
    setRes(in, op->getResult(0));
    return push(in);
  }
  if (auto c = dyn_cast<LLVM::ICmpOp>(op)) {
    in.opc = ICmp;
    in.srcBits = intBits(elemTypeOf(c.getLhs().getType()));
    in.pred = uint8_t(c.getPredicate());
    in.in = {operand(c.getLhs()), operand(c.getRhs())};
    setRes(in, c.getResult());
    return push(in);
  }
  if (auto c = dyn_cast<LLVM::FCmpOp>(op)) {
    int k = floatKind(elemTypeOf(c.getLhs().getType()));
    if (k < 0)
      return unsupported(op, "operand type");
    in.opc = FCmp;
    in.srcBits = k;
    in.pred = uint8_t(c.getPredicate());
    in.in = {operand(c.getLhs()), operand(c.getRhs())};
    setRes(in, c.getResult());
    return push(in);
  }
  if (auto s = dyn_cast<LLVM::SelectOp>(op)) {
    in.opc = Select;
    in.in = {operand(s.getCondition()), operand(s.getTrueValue()),
             operand(s.getFalseValue())};
    setRes(in, s.getResult());
    return push(in);
  }
  return std::nullopt;
}

/// Integer, pointer and float conversions.
Decoded Decoder::decodeCast(Operation *op) {
  Inst in = newInst(op);
  if (isa<LLVM::SExtOp, LLVM::ZExtOp, LLVM::TruncOp, LLVM::PtrToIntOp,
          LLVM::IntToPtrOp, LLVM::AddrSpaceCastOp, LLVM::FreezeOp>(op)) {
    Type st = elemTypeOf(op->getOperand(0).getType());
    Type rt = elemTypeOf(op->getResult(0).getType());
    int sb = intBits(st), rb = intBits(rt);
    if (sb < 0 || rb < 0)
      return unsupported(op, "operand type");
    if (auto ac = dyn_cast<LLVM::AddrSpaceCastOp>(op)) {
      unsigned from = cast<LLVM::LLVMPointerType>(st).getAddressSpace();
      unsigned to = cast<LLVM::LLVMPointerType>(rt).getAddressSpace();
      bool globalish = (from == 0 || from == 1) && (to == 0 || to == 1);
      if (!globalish && from != to)
        return unsupported(op, "address-space cast other than global<->flat");
    }
    in.opc = isa<LLVM::SExtOp>(op)    ? SExt
             : isa<LLVM::ZExtOp>(op)  ? ZExt
             : isa<LLVM::TruncOp>(op) ? Trunc
                                      : Copy;
    in.bits = rb;
    in.srcBits = sb;
    in.in = {operand(op->getOperand(0))};
    setRes(in, op->getResult(0));
    return push(in);
  }
  if (isa<LLVM::FPTruncOp, LLVM::FPExtOp, LLVM::SIToFPOp, LLVM::UIToFPOp,
          LLVM::FPToSIOp, LLVM::FPToUIOp>(op)) {
    Type st = elemTypeOf(op->getOperand(0).getType());
    Type rt = elemTypeOf(op->getResult(0).getType());
    in.opc = isa<LLVM::FPTruncOp, LLVM::FPExtOp>(op) ? FPCast
             : isa<LLVM::SIToFPOp>(op)               ? SIToFP
             : isa<LLVM::UIToFPOp>(op)               ? UIToFP
             : isa<LLVM::FPToSIOp>(op)               ? FPToSI
                                                     : FPToUI;
    bool srcFloat = in.opc == FPCast || in.opc == FPToSI || in.opc == FPToUI;
    bool resFloat = in.opc == FPCast || in.opc == SIToFP || in.opc == UIToFP;
    int sb = srcFloat ? floatKind(st) : intBits(st);
    int rb = resFloat ? floatKind(rt) : intBits(rt);
    if (sb < 0 || rb < 0)
      return unsupported(op, "operand type");
    in.bits = rb;
    in.srcBits = sb;
    in.in = {operand(op->getOperand(0))};
    setRes(in, op->getResult(0));
    return push(in);
  }
  return std::nullopt;
}

/// Bitcasts, aggregate and vector element access, shuffles.
Decoded Decoder::decodeAggregate(Operation *op) {
  Inst in = newInst(op);
  if (auto bc = dyn_cast<LLVM::BitcastOp>(op)) {
    Type st = bc.getArg().getType(), rt = bc.getType();
    auto bitsOf = [](Type t) -> int {
      Type e = elemTypeOf(t);
      if (auto i = dyn_cast<IntegerType>(e))
        return i.getWidth() <= 64 ? int(i.getWidth()) : -1;
      if (auto f = dyn_cast<FloatType>(e))
        return f.getWidth();
      if (isa<LLVM::LLVMPointerType>(e))
        return 64;
      return -1;
    };
    int sb = bitsOf(st), rb = bitsOf(rt);
    if (sb < 8 || rb < 8 || sb % 8 || rb % 8)
      return unsupported(op, "bitcast element type");
    in.opc = Bitcast;
    in.srcBits = sb;
    in.bits = rb;
    in.in = {operand(bc.getArg())};
    setRes(in, bc.getResult());
    return push(in);
  }
  if (auto ev = dyn_cast<LLVM::ExtractValueOp>(op)) {
    uint32_t off;
    Type leaf;
    if (!positionOffset(ev.getContainer().getType(), ev.getPosition(), off,
                        leaf))
      return unsupported(op, "position");
    in.opc = ExtractValue;
    in.in = {operand(ev.getContainer())};
    in.imm = off;
    setRes(in, ev.getResult());
    return push(in);
  }
  if (auto iv = dyn_cast<LLVM::InsertValueOp>(op)) {
    uint32_t off;
    Type leaf;
    if (!positionOffset(iv.getContainer().getType(), iv.getPosition(), off,
                        leaf))
      return unsupported(op, "position");
    in.opc = InsertValue;
    in.in = {operand(iv.getContainer()), operand(iv.getValue())};
    in.imm = off;
    setRes(in, iv.getResult());
    return push(in);
  }
  if (auto ee = dyn_cast<LLVM::ExtractElementOp>(op)) {
    in.opc = ExtractElement;
    in.srcBits = intBits(ee.getPosition().getType());
    in.in = {operand(ee.getVector()), operand(ee.getPosition())};
    setRes(in, ee.getResult());
    return push(in);
  }
  if (auto ie = dyn_cast<LLVM::InsertElementOp>(op)) {
    in.opc = InsertElement;
    in.srcBits = intBits(ie.getPosition().getType());
    in.in = {operand(ie.getVector()), operand(ie.getValue()),
             operand(ie.getPosition())};
    setRes(in, ie.getResult());
    return push(in);
  }
  if (auto sv = dyn_cast<LLVM::ShuffleVectorOp>(op)) {
    in.opc = Shuffle;
    in.in = {operand(sv.getV1()), operand(sv.getV2())};
    for (int32_t m : sv.getMask())
      in.extra.push_back(m);
    setRes(in, sv.getResult());
    return push(in);
  }
  return std::nullopt;
}

/// GEP, load, store.
Decoded Decoder::decodeMemory(Operation *op) {
  if (auto gep = dyn_cast<LLVM::GEPOp>(op))
    return decodeGEP(gep);
  Inst in = newInst(op);
  auto memInfo = [&](Type valTy, Value addr) -> LogicalResult {
    unsigned as = cast<LLVM::LLVMPointerType>(addr.getType()).getAddressSpace();
    if (as != 0 && as != 1 && as != 3 && as != 7)
      return unsupported(op, "address space " + Twine(as));
    Type et = elemTypeOf(valTy);
    if (isa<LLVM::LLVMStructType, LLVM::LLVMArrayType>(valTy))
      return unsupported(op, "aggregate memory access");
    uint64_t eb = sizeAlign(et).first;
    if (eb == 0 || eb > 8)
      return unsupported(op, "element type");
    in.memSpace = as;
    in.elemBytes = eb;
    return success();
  };
  if (auto ld = dyn_cast<LLVM::LoadOp>(op)) {
    if (failed(memInfo(ld.getType(), ld.getAddr())))
      return failure();
    in.opc = Load;
    in.in = {operand(ld.getAddr())};
    setRes(in, ld.getResult());
    return push(in);
  }
  if (auto st = dyn_cast<LLVM::StoreOp>(op)) {
    if (failed(memInfo(st.getValue().getType(), st.getAddr())))
      return failure();
    in.opc = Store;
    in.in = {operand(st.getAddr()), operand(st.getValue())};
    return push(in);
  }
  // Masked global accesses (a front end's edges left in registers): Load
  // {addr, mask, pass-through} and Store {addr, value, mask}; each enabled
  // element is an access of its own (ExecMemory.cpp).
  if (auto ld = dyn_cast<LLVM::MaskedLoadOp>(op)) {
    if (failed(memInfo(ld.getType(), ld.getData())))
      return failure();
    if (in.memSpace == 3 || !ld.getPassThru())
      return unsupported(op, "masked LDS load or no pass-through");
    in.opc = Load;
    in.in = {operand(ld.getData()), operand(ld.getMask()),
             operand(ld.getPassThru())};
    setRes(in, ld.getResult());
    return push(in);
  }
  if (auto st = dyn_cast<LLVM::MaskedStoreOp>(op)) {
    if (failed(memInfo(st.getValue().getType(), st.getData())))
      return failure();
    if (in.memSpace == 3)
      return unsupported(op, "masked LDS store");
    in.opc = Store;
    in.in = {operand(st.getData()), operand(st.getValue()),
             operand(st.getMask())};
    return push(in);
  }
  return std::nullopt;
}

/// extra = [scale0, operandIndex0 (or -1 for constant), constValue0, ...]
LogicalResult Decoder::decodeGEP(LLVM::GEPOp gep) {
  Operation *op = gep;
  Inst in = newInst(op);
  auto ptrTy = dyn_cast<LLVM::LLVMPointerType>(gep.getBase().getType());
  if (!ptrTy)
    return unsupported(op, "vector of pointers");
  in.opc = GEP;
  in.memSpace = ptrTy.getAddressSpace();
  in.in = {operand(gep.getBase())};
  Type cur = gep.getElemType();
  unsigned dyn = 0;
  auto idxOperands = gep.getDynamicIndices();
  bool first = true;
  for (int32_t raw : gep.getRawConstantIndices()) {
    bool isDyn = raw == LLVM::GEPOp::kDynamicIndex;
    if (!first) {
      if (auto s = dyn_cast<LLVM::LLVMStructType>(cur)) {
        if (isDyn)
          return unsupported(op, "dynamic struct index");
        uint64_t off = 0;
        auto body = s.getBody();
        for (int32_t j = 0; j <= raw; ++j) {
          auto [es, ea] = sizeAlign(body[j]);
          off = (off + ea - 1) / ea * ea;
          if (j < raw)
            off += es;
        }
        in.imm += off;
        cur = body[raw];
        continue;
      }
      if (auto a = dyn_cast<LLVM::LLVMArrayType>(cur))
        cur = a.getElementType();
      else if (auto v = dyn_cast<VectorType>(cur))
        cur = v.getElementType();
      else
        return unsupported(op, "index into a scalar");
    }
    first = false;
    int64_t scale = strideOf(cur);
    if (isDyn) {
      Value v = idxOperands[dyn++];
      if (isa<VectorType>(v.getType()))
        return unsupported(op, "vector index");
      in.in.push_back(operand(v));
      in.extra.push_back(scale);
      in.extra.push_back(intBits(v.getType()));
    } else {
      in.imm += int64_t(raw) * scale;
    }
  }
  setRes(in, gep.getResult());
  return push(in);
}

/// Branches, return, fences and hints.
Decoded Decoder::decodeControl(Operation *op, StringRef name) {
  Inst in = newInst(op);
  if (auto br = dyn_cast<LLVM::BrOp>(op)) {
    in.opc = Br;
    in.succBlock[0] = br.getDest();
    in.copyBegin[0] = p.copies.size();
    for (auto [v, a] :
         llvm::zip(br.getDestOperands(), br.getDest()->getArguments()))
      p.copies.push_back({slot(v), slot(a), wordsOf(v.getType())});
    in.copyEnd[0] = p.copies.size();
    return push(in);
  }
  if (auto cb = dyn_cast<LLVM::CondBrOp>(op)) {
    in.opc = CondBr;
    in.in = {operand(cb.getCondition())};
    Block *dests[2] = {cb.getTrueDest(), cb.getFalseDest()};
    OperandRange ops[2] = {cb.getTrueDestOperands(), cb.getFalseDestOperands()};
    for (unsigned s = 0; s < 2; ++s) {
      in.succBlock[s] = dests[s];
      in.copyBegin[s] = p.copies.size();
      for (auto [v, a] : llvm::zip(ops[s], dests[s]->getArguments()))
        p.copies.push_back({slot(v), slot(a), wordsOf(v.getType())});
      in.copyEnd[s] = p.copies.size();
    }
    return push(in);
  }
  if (isa<LLVM::ReturnOp>(op)) {
    if (op->getNumOperands())
      return unsupported(op, "kernels return nothing");
    in.opc = Ret;
    return push(in);
  }
  if (isa<LLVM::FenceOp>(op)) {
    // The AMDGPU backend implements a workgroup fence with
    // s_waitcnt vmcnt(0) lgkmcnt(0): a full drain of this wave.
    in.opc = Drain;
    return push(in);
  }
  if (name == "llvm.intr.assume" || name == "llvm.intr.lifetime.start" ||
      name == "llvm.intr.lifetime.end") {
    in.opc = Hint;
    return push(in);
  }

  return std::nullopt;
}
