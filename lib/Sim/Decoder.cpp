//===- Decoder.cpp - MLIR LLVM + ROCDL kernel -> the simulator's program
//---===//
//
// Owns decoding: an llvm.func kernel (inside a gpu.module) becomes a flat
// Program (Program.h). LDS globals get offsets, every SSA value a register
// slot, constants per-wave initial register contents, each op one Inst
// (decoded by family: arithmetic, casts, aggregates, memory, ROCDL
// intrinsics and MFMAs, control flow), branches resolved to instruction
// indices with their block-argument copies, and every instruction the
// ds_read results it uses. Unsupported ops are errors naming the op.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Program.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <optional>

using namespace mlir;
using namespace mlir::cdna4pipe::sim;

namespace {

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

} // namespace

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
      auto ld = v.getDefiningOp<LLVM::LoadOp>();
      if (!ld || cast<LLVM::LLVMPointerType>(ld.getAddr().getType())
                         .getAddressSpace() != 3)
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

/// ROCDL memory intrinsics: buffer resources, buffer loads and stores, LDS
/// DMAs.
Decoded Decoder::decodeRocdlMemory(Operation *op, StringRef name) {
  Inst in = newInst(op);
  if (name == "make.buffer.rsrc") {
    in.opc = MakeRsrc;
    for (Value v : op->getOperands())
      in.in.push_back(operand(v));
    setRes(in, op->getResult(0));
    return push(in);
  }
  if (name == "load.to.lds" || name == "global.load.lds") {
    in.opc = DmaFlat;
    in.in = {operand(op->getOperand(0)), operand(op->getOperand(1))};
    in.memSpace = cast<LLVM::LLVMPointerType>(op->getOperand(0).getType())
                      .getAddressSpace();
    if (in.memSpace != 0 && in.memSpace != 1 && in.memSpace != 7)
      return unsupported(op, "source address space");
    auto size = op->getAttrOfType<IntegerAttr>("size");
    auto offset = op->getAttrOfType<IntegerAttr>("offset");
    if (!size || !offset)
      return unsupported(op, "missing size/offset");
    in.imm = size.getInt();
    in.imm2 = offset.getInt();
    if (in.imm != 1 && in.imm != 2 && in.imm != 4 && in.imm != 12 &&
        in.imm != 16)
      return unsupported(op, "transfer size " + Twine(in.imm));
    return push(in);
  }
  if (name == "raw.ptr.buffer.load.lds") {
    in.opc = DmaBuf;
    for (Value v : op->getOperands().take_front(6))
      in.in.push_back(operand(v));
    return push(in);
  }
  if (name == "raw.ptr.buffer.load") {
    in.opc = BufLoad;
    Type t = op->getResult(0).getType();
    in.elemBytes = sizeAlign(elemTypeOf(t)).first;
    for (Value v : op->getOperands().take_front(3))
      in.in.push_back(operand(v));
    setRes(in, op->getResult(0));
    return push(in);
  }
  if (name == "raw.ptr.buffer.store") {
    in.opc = BufStore;
    in.elemBytes = sizeAlign(elemTypeOf(op->getOperand(0).getType())).first;
    for (Value v : op->getOperands().take_front(4))
      in.in.push_back(operand(v));
    return push(in);
  }
  return std::nullopt;
}

/// ROCDL intrinsics: ids, lane counts, waits, barriers, hints, MFMAs.
Decoded Decoder::decodeRocdl(Operation *op, StringRef name) {
  if (!name.consume_front("rocdl."))
    return std::nullopt;
  if (Decoded d = decodeRocdlMemory(op, name))
    return d;
  Inst in = newInst(op);
  auto idOp = [&](Opc o, int64_t dim) {
    in.opc = o;
    in.imm = dim;
    in.bits = intBits(op->getResult(0).getType());
    setRes(in, op->getResult(0));
    return push(in);
  };
  if (name == "workitem.id.x" || name == "workitem.id.y" ||
      name == "workitem.id.z")
    return idOp(WorkitemId, name.back() - 'x');
  if (name == "workgroup.id.x" || name == "workgroup.id.y" ||
      name == "workgroup.id.z")
    return idOp(WorkgroupId, name.back() - 'x');
  if (name == "workgroup.dim.x" || name == "workgroup.dim.y" ||
      name == "workgroup.dim.z")
    return idOp(WorkgroupDim, name.back() - 'x');
  if (name == "grid.dim.x" || name == "grid.dim.y" || name == "grid.dim.z")
    return idOp(GridDim, name.back() - 'x');
  if (name == "mbcnt.lo" || name == "mbcnt.hi") {
    in.opc = name == "mbcnt.lo" ? MbcntLo : MbcntHi;
    in.in = {operand(op->getOperand(0)), operand(op->getOperand(1))};
    setRes(in, op->getResult(0));
    return push(in);
  }
  if (name == "readfirstlane") {
    in.opc = ReadFirstLane;
    in.in = {operand(op->getOperand(0))};
    setRes(in, op->getResult(0));
    return push(in);
  }
  if (name == "s.waitcnt") {
    auto bf = op->getAttrOfType<IntegerAttr>("bitfield");
    if (!bf)
      return unsupported(op, "missing bitfield");
    in.opc = WaitCnt;
    in.imm = bf.getInt();
    return push(in);
  }
  if (name == "s.barrier") {
    in.opc = SBarrier;
    return push(in);
  }
  if (name == "barrier") {
    // gpu.barrier: fence release + s_barrier + fence acquire; the backend
    // puts s_waitcnt vmcnt(0) lgkmcnt(0) before the s_barrier.
    in.opc = BarrierDrain;
    return push(in);
  }
  if (name == "s.setprio" || name == "sched.barrier" ||
      name == "sched.group.barrier" || name == "s.nop" || name == "iglp.opt") {
    in.opc = Hint;
    return push(in);
  }
  if (name.consume_front("mfma.f32."))
    return decodeMfma(op, name);
  return std::nullopt;
}

/// 16x16x32.bf16 | 16x16x32.f16 | 32x32x16.bf16 | 32x32x16.f16
LogicalResult Decoder::decodeMfma(Operation *op, StringRef name) {
  Inst in = newInst(op);
  in.opc = Mfma;
  if (name == "16x16x32.bf16" || name == "16x16x32.f16")
    in.imm = 16;
  else if (name == "32x32x16.bf16" || name == "32x32x16.f16")
    in.imm = 32;
  else
    return unsupported(op, "only 16x16x32 and 32x32x16 bf16/f16 MFMAs "
                           "are modelled");
  in.bits = name.ends_with("bf16") ? 0 : 1;
  if (op->getNumOperands() != 6)
    return unsupported(op, "operand count");
  for (unsigned i = 0; i < 3; ++i)
    in.in.push_back(operand(op->getOperand(i)));
  // cbsz, abid, blgp must be constant zero.
  for (unsigned i = 3; i < 6; ++i) {
    auto c = op->getOperand(i).getDefiningOp<LLVM::ConstantOp>();
    auto ia = c ? dyn_cast<IntegerAttr>(c.getValue()) : IntegerAttr();
    if (!ia || ia.getInt() != 0)
      return unsupported(op, "cbsz/abid/blgp other than 0");
  }
  unsigned acc = in.imm == 16 ? 4 : 16;
  if (in.in[0].width != 8 || in.in[1].width != 8 || in.in[2].width != acc)
    return unsupported(op, "operand shapes");
  setRes(in, op->getResult(0));
  return push(in);
}

FailureOr<std::shared_ptr<Program>>
mlir::cdna4pipe::sim::decodeKernel(LLVM::LLVMFuncOp func) {
  auto p = std::make_shared<Program>();
  Decoder d(func, *p);
  if (failed(d.run()))
    return failure();
  return p;
}
