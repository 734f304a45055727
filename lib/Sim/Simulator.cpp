//===- Simulator.cpp - CPU executor of gfx950 LLVM+ROCDL kernels ----------===//
//
// See Simulator.h for the model and the exact race rules.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Simulator.h"
#include "cdna4pipe/Sim/Arch.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/bit.h"

#include <cmath>
#include <cstdlib>
#include <deque>
#include <map>
#include <random>

using namespace mlir;
using namespace mlir::cdna4pipe::sim;

//===----------------------------------------------------------------------===//
// Policies and global memory
//===----------------------------------------------------------------------===//

std::string Policy::str() const {
  const char *l = landing == Landing::AtIssue ? "issue"
                  : landing == Landing::Lazy  ? "lazy"
                                              : "random";
  const char *i = interleave == Interleave::RoundRobin ? "rr"
                  : interleave == Interleave::RunAhead ? "ahead"
                                                       : "random";
  return std::string(l) + "/" + i;
}

bool mlir::cdna4pipe::sim::parsePolicies(StringRef spec,
                                         std::vector<Policy> &out) {
  if (spec == "all") {
    for (Landing l : {Landing::AtIssue, Landing::Lazy, Landing::Random})
      for (Interleave i :
           {Interleave::RoundRobin, Interleave::RunAhead, Interleave::Random})
        out.push_back({l, i});
    return true;
  }
  SmallVector<StringRef> items;
  spec.split(items, ',');
  for (StringRef item : items) {
    auto [ls, is] = item.split('/');
    Policy p;
    if (ls == "issue")
      p.landing = Landing::AtIssue;
    else if (ls == "lazy")
      p.landing = Landing::Lazy;
    else if (ls == "random")
      p.landing = Landing::Random;
    else
      return false;
    if (is.empty() || is == "rr")
      p.interleave = Interleave::RoundRobin;
    else if (is == "ahead")
      p.interleave = Interleave::RunAhead;
    else if (is == "random")
      p.interleave = Interleave::Random;
    else
      return false;
    out.push_back(p);
  }
  return !out.empty();
}

GlobalMemory::~GlobalMemory() {
  for (Buffer &b : buffers)
    std::free(b.data);
}

uint64_t GlobalMemory::addBuffer(StringRef name, uint64_t bytes) {
  uint8_t *p = static_cast<uint8_t *>(std::calloc(bytes ? bytes : 1, 1));
  buffers.push_back({name.str(), p, bytes});
  return uint64_t(buffers.size()) << kShift;
}

uint8_t *GlobalMemory::translate(uint64_t addr, uint64_t len) {
  uint64_t idx = addr >> kShift;
  if (idx == 0 || idx > buffers.size())
    return nullptr;
  Buffer &b = buffers[idx - 1];
  uint64_t off = addr & ((uint64_t(1) << kShift) - 1);
  if (off + len > b.size)
    return nullptr;
  return b.data + off;
}

//===----------------------------------------------------------------------===//
// Program: the pre-decoded kernel
//===----------------------------------------------------------------------===//

namespace {

enum Opc : uint8_t {
  // Integer (elementwise over width words).
  Add,
  Sub,
  Mul,
  UDiv,
  SDiv,
  URem,
  SRem,
  And,
  Or,
  Xor,
  Shl,
  LShr,
  AShr,
  UMin,
  UMax,
  SMin,
  SMax,
  ICmp,
  Select,
  SExt,
  ZExt,
  Trunc,
  Copy,
  // Float.
  FAdd,
  FSub,
  FMul,
  FDiv,
  FNeg,
  FMax,
  FMin,
  FMA,
  FCmp,
  FPCast,
  SIToFP,
  UIToFP,
  FPToSI,
  FPToUI,
  // Aggregates and vectors.
  Bitcast,
  InsertValue,
  ExtractValue,
  InsertElement,
  ExtractElement,
  Shuffle,
  // Memory.
  GEP,
  Load,
  Store,
  BufLoad,
  BufStore,
  MakeRsrc,
  DmaFlat,
  DmaBuf,
  // GPU.
  WorkitemId,
  WorkgroupId,
  WorkgroupDim,
  GridDim,
  MbcntLo,
  MbcntHi,
  ReadFirstLane,
  WaitCnt,
  SBarrier,
  BarrierDrain,
  Drain,
  Hint,
  Mfma,
  // Control flow.
  Br,
  CondBr,
  Ret,
};

// Float kinds.
enum FK : uint8_t { F32, F64, BF16, F16 };

struct Operand {
  uint32_t off = 0, width = 1;
};

struct ArgCopy {
  uint32_t src, dst, width;
};

struct Inst {
  Opc opc;
  uint8_t bits = 0;    // result element: int width or float kind
  uint8_t srcBits = 0; // source element: int width or float kind
  uint8_t pred = 0;
  uint8_t memSpace = 0; // load/store address space
  uint8_t elemBytes = 0;
  uint32_t res = 0, resWidth = 0;
  SmallVector<Operand, 4> in;
  int64_t imm = 0, imm2 = 0;
  SmallVector<int64_t, 4> extra;
  Operation *op = nullptr;
  int32_t succ[2] = {-1, -1};
  uint32_t copyBegin[2] = {0, 0}, copyEnd[2] = {0, 0};
  Block *succBlock[2] = {nullptr, nullptr};
  // Register slots of ds_read (LDS llvm.load) results this instruction reads
  // (operands and branch arguments): its first use completes the read.
  SmallVector<uint32_t, 2> dsUses;
};

struct ConstInit {
  uint32_t off;
  SmallVector<uint64_t, 4> words;
};

} // namespace

class mlir::cdna4pipe::sim::Program {
public:
  std::vector<Inst> insts;
  std::vector<ArgCopy> copies;
  std::vector<ConstInit> consts;
  uint32_t numWords = 0;
  uint32_t ldsBytes = 0;
  std::vector<Operand> args;
  std::array<unsigned, 3> blockSize = {0, 0, 0};
};

std::array<unsigned, 3>
mlir::cdna4pipe::sim::programBlockSize(const Program &p) {
  return p.blockSize;
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

namespace {

unsigned wordsOf(Type t) {
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

/// Natural (data layout) size and alignment in bytes.
std::pair<uint64_t, uint64_t> sizeAlign(Type t) {
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

uint64_t strideOf(Type t) {
  auto [s, a] = sizeAlign(t);
  return (s + a - 1) / a * a;
}

Type elemTypeOf(Type t) {
  if (auto v = dyn_cast<VectorType>(t))
    return v.getElementType();
  return t;
}

/// Int width, float kind, or 64 for pointers. -1 if unsupported.
int intBits(Type t) {
  if (auto i = dyn_cast<IntegerType>(t))
    return i.getWidth() <= 64 ? int(i.getWidth()) : -1;
  if (isa<LLVM::LLVMPointerType>(t))
    return 64;
  if (isa<IndexType>(t))
    return 64;
  return -1;
}
int floatKind(Type t) {
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

inline uint64_t maskBits(unsigned bits) {
  return bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
}
inline int64_t sextBits(uint64_t v, unsigned bits) {
  if (bits >= 64)
    return int64_t(v);
  unsigned s = 64 - bits;
  return int64_t(v << s) >> s;
}

inline double fpToDouble(uint8_t k, uint64_t b) {
  switch (k) {
  case F32:
    return bitsToF32(uint32_t(b));
  case F64: {
    double d;
    std::memcpy(&d, &b, 8);
    return d;
  }
  case BF16:
    return bf16ToF32(uint16_t(b));
  default:
    return f16ToF32(uint16_t(b));
  }
}
inline uint64_t doubleToFp(uint8_t k, double d) {
  switch (k) {
  case F32:
    return f32ToBits(float(d));
  case F64: {
    uint64_t b;
    std::memcpy(&b, &d, 8);
    return b;
  }
  case BF16:
    // Round twice (double->float->bf16) only matters for exact ties at
    // float precision; LLVM's own bf16 arithmetic is computed in float.
    return f32ToBF16(float(d));
  default:
    return f32ToF16(float(d));
  }
}

/// Element bit pattern of an attribute value.
bool attrBits(Attribute a, Type elemTy, uint64_t &out) {
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
  Inst in;
  in.op = op;
  auto setRes = [&](Value v) {
    in.res = slot(v);
    in.resWidth = wordsOf(v.getType());
  };
  auto push = [&]() { p.insts.push_back(std::move(in)); };

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
    setRes(op->getResult(0));
    push();
    return success();
  }
  if (auto it = fBin.find(name); it != fBin.end()) {
    int k = floatKind(elemTypeOf(op->getResult(0).getType()));
    if (k < 0)
      return unsupported(op, "operand type");
    in.opc = it->second;
    in.bits = k;
    for (Value v : op->getOperands())
      in.in.push_back(operand(v));
    setRes(op->getResult(0));
    push();
    return success();
  }
  if (auto c = dyn_cast<LLVM::ICmpOp>(op)) {
    in.opc = ICmp;
    in.srcBits = intBits(elemTypeOf(c.getLhs().getType()));
    in.pred = uint8_t(c.getPredicate());
    in.in = {operand(c.getLhs()), operand(c.getRhs())};
    setRes(c.getResult());
    push();
    return success();
  }
  if (auto c = dyn_cast<LLVM::FCmpOp>(op)) {
    int k = floatKind(elemTypeOf(c.getLhs().getType()));
    if (k < 0)
      return unsupported(op, "operand type");
    in.opc = FCmp;
    in.srcBits = k;
    in.pred = uint8_t(c.getPredicate());
    in.in = {operand(c.getLhs()), operand(c.getRhs())};
    setRes(c.getResult());
    push();
    return success();
  }
  if (auto s = dyn_cast<LLVM::SelectOp>(op)) {
    in.opc = Select;
    in.in = {operand(s.getCondition()), operand(s.getTrueValue()),
             operand(s.getFalseValue())};
    setRes(s.getResult());
    push();
    return success();
  }
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
    setRes(op->getResult(0));
    push();
    return success();
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
    setRes(op->getResult(0));
    push();
    return success();
  }
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
    setRes(bc.getResult());
    push();
    return success();
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
    setRes(ev.getResult());
    push();
    return success();
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
    setRes(iv.getResult());
    push();
    return success();
  }
  if (auto ee = dyn_cast<LLVM::ExtractElementOp>(op)) {
    in.opc = ExtractElement;
    in.srcBits = intBits(ee.getPosition().getType());
    in.in = {operand(ee.getVector()), operand(ee.getPosition())};
    setRes(ee.getResult());
    push();
    return success();
  }
  if (auto ie = dyn_cast<LLVM::InsertElementOp>(op)) {
    in.opc = InsertElement;
    in.srcBits = intBits(ie.getPosition().getType());
    in.in = {operand(ie.getVector()), operand(ie.getValue()),
             operand(ie.getPosition())};
    setRes(ie.getResult());
    push();
    return success();
  }
  if (auto sv = dyn_cast<LLVM::ShuffleVectorOp>(op)) {
    in.opc = Shuffle;
    in.in = {operand(sv.getV1()), operand(sv.getV2())};
    for (int32_t m : sv.getMask())
      in.extra.push_back(m);
    setRes(sv.getResult());
    push();
    return success();
  }
  if (auto gep = dyn_cast<LLVM::GEPOp>(op)) {
    // extra = [scale0, operandIndex0 (or -1 for constant), constValue0, ...]
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
    setRes(gep.getResult());
    push();
    return success();
  }
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
    setRes(ld.getResult());
    push();
    return success();
  }
  if (auto st = dyn_cast<LLVM::StoreOp>(op)) {
    if (failed(memInfo(st.getValue().getType(), st.getAddr())))
      return failure();
    in.opc = Store;
    in.in = {operand(st.getAddr()), operand(st.getValue())};
    push();
    return success();
  }
  if (auto br = dyn_cast<LLVM::BrOp>(op)) {
    in.opc = Br;
    in.succBlock[0] = br.getDest();
    in.copyBegin[0] = p.copies.size();
    for (auto [v, a] :
         llvm::zip(br.getDestOperands(), br.getDest()->getArguments()))
      p.copies.push_back({slot(v), slot(a), wordsOf(v.getType())});
    in.copyEnd[0] = p.copies.size();
    push();
    return success();
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
    push();
    return success();
  }
  if (isa<LLVM::ReturnOp>(op)) {
    if (op->getNumOperands())
      return unsupported(op, "kernels return nothing");
    in.opc = Ret;
    push();
    return success();
  }
  if (isa<LLVM::FenceOp>(op)) {
    // The AMDGPU backend implements a workgroup fence with
    // s_waitcnt vmcnt(0) lgkmcnt(0): a full drain of this wave.
    in.opc = Drain;
    push();
    return success();
  }
  if (name == "llvm.intr.assume" || name == "llvm.intr.lifetime.start" ||
      name == "llvm.intr.lifetime.end") {
    in.opc = Hint;
    push();
    return success();
  }

  // ROCDL.
  auto idOp = [&](Opc o, int64_t dim) {
    in.opc = o;
    in.imm = dim;
    in.bits = intBits(op->getResult(0).getType());
    setRes(op->getResult(0));
    push();
    return success();
  };
  if (name.consume_front("rocdl.")) {
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
      setRes(op->getResult(0));
      push();
      return success();
    }
    if (name == "readfirstlane") {
      in.opc = ReadFirstLane;
      in.in = {operand(op->getOperand(0))};
      setRes(op->getResult(0));
      push();
      return success();
    }
    if (name == "make.buffer.rsrc") {
      in.opc = MakeRsrc;
      for (Value v : op->getOperands())
        in.in.push_back(operand(v));
      setRes(op->getResult(0));
      push();
      return success();
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
      push();
      return success();
    }
    if (name == "raw.ptr.buffer.load.lds") {
      in.opc = DmaBuf;
      for (Value v : op->getOperands().take_front(6))
        in.in.push_back(operand(v));
      push();
      return success();
    }
    if (name == "raw.ptr.buffer.load") {
      in.opc = BufLoad;
      Type t = op->getResult(0).getType();
      in.elemBytes = sizeAlign(elemTypeOf(t)).first;
      for (Value v : op->getOperands().take_front(3))
        in.in.push_back(operand(v));
      setRes(op->getResult(0));
      push();
      return success();
    }
    if (name == "raw.ptr.buffer.store") {
      in.opc = BufStore;
      in.elemBytes = sizeAlign(elemTypeOf(op->getOperand(0).getType())).first;
      for (Value v : op->getOperands().take_front(4))
        in.in.push_back(operand(v));
      push();
      return success();
    }
    if (name == "s.waitcnt") {
      auto bf = op->getAttrOfType<IntegerAttr>("bitfield");
      if (!bf)
        return unsupported(op, "missing bitfield");
      in.opc = WaitCnt;
      in.imm = bf.getInt();
      push();
      return success();
    }
    if (name == "s.barrier") {
      in.opc = SBarrier;
      push();
      return success();
    }
    if (name == "barrier") {
      // gpu.barrier: fence release + s_barrier + fence acquire; the backend
      // puts s_waitcnt vmcnt(0) lgkmcnt(0) before the s_barrier.
      in.opc = BarrierDrain;
      push();
      return success();
    }
    if (name == "s.setprio" || name == "sched.barrier" ||
        name == "sched.group.barrier" || name == "s.nop" ||
        name == "iglp.opt") {
      in.opc = Hint;
      push();
      return success();
    }
    if (name.consume_front("mfma.f32.")) {
      // 16x16x32.bf16 | 16x16x32.f16 | 32x32x16.bf16 | 32x32x16.f16
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
      setRes(op->getResult(0));
      push();
      return success();
    }
  }
  return unsupported(op);
}

//===----------------------------------------------------------------------===//
// Execution
//===----------------------------------------------------------------------===//

struct Rsrc {
  uint64_t base, numRecords;
};

/// One LDS write record (an LDS DMA instruction of one wave, or an LDS
/// store).
struct WriteRec {
  Operation *op;
  uint32_t wave, epoch, dyn;
  bool landed, retired;
  uint32_t retireEpoch;
  uint32_t size; // bytes per lane
  // Per-lane LDS destination and data (DMA only).
  std::vector<uint32_t> ldsAddr;
  std::vector<uint8_t> data;
  std::vector<uint8_t> valid; // lane had data to write
  uint32_t lo = 0, hi = 0;    // LDS byte range [lo, hi) over all lanes
};

/// An issued ds_read whose data has not been sampled yet (lgkmcnt entry).
/// `pc == kNoRead` marks an LDS store, which counts in lgkmcnt but has
/// nothing left to do.
struct PendingRead {
  static constexpr uint32_t kNoRead = ~0u;
  uint32_t pc = kNoRead;
  uint32_t res = 0, width = 0, elemBytes = 0;
  uint32_t dyn = 0, epoch = 0;
  uint32_t lo = 0, hi = 0; // LDS byte range [lo, hi) over all lanes
  std::array<uint32_t, kWaveSize> addr;
};

struct Wave {
  unsigned id = 0;
  std::vector<uint64_t> regs;
  uint32_t pc = 0;
  bool done = false, atBarrier = false;
  uint32_t epoch = 0;
  std::deque<int32_t> vmFifo;   // write-record id, or -1 for other vmem
  std::deque<PendingRead> lgkm; // ds_reads (and LDS stores) in flight
  std::vector<uint32_t> dynCount;
  uint64_t *w(uint32_t word) { return &regs[size_t(word) * kWaveSize]; }
};

enum class Step { Continue, Blocked, Done, Error };

} // namespace

struct Simulator::Impl {
  std::shared_ptr<Program> prog;
  GlobalMemory &mem;
  std::array<unsigned, 3> blockSize;
  uint64_t seed;
  unsigned maxReports;
  SimStats stats;
  uint64_t races = 0;

  // Per workgroup.
  std::array<unsigned, 3> wgId, gridDim;
  std::vector<Wave> waves;
  std::vector<uint8_t> lds;
  std::vector<int32_t> ldsWriter;
  std::vector<uint32_t> ldsReadEpoch;
  std::vector<uint32_t> ldsReadMask;
  std::vector<WriteRec> recs;
  std::vector<Rsrc> rsrcs;
  Policy policy;
  std::mt19937_64 rng;
  std::map<std::tuple<int, Operation *, Operation *>, uint64_t> reported;
  std::vector<uint64_t> scratch;
  unsigned rrLast = ~0u;

  Impl(std::shared_ptr<Program> p, GlobalMemory &m, std::array<unsigned, 3> b,
       uint64_t s, unsigned mr)
      : prog(std::move(p)), mem(m), blockSize(b), seed(s), maxReports(mr) {}

  // --- races -------------------------------------------------------------
  enum RaceKind {
    ReadBeforeLanded,
    UnsyncRead,
    WriteAfterRead,
    Uninit,
    WriteDuringRead
  };
  void race(RaceKind kind, Operation *op, Wave &wv, unsigned lane,
            uint32_t addr, const WriteRec *other, unsigned otherWave,
            const PendingRead *pending = nullptr) {
    ++races;
    Operation *otherOp = other     ? other->op
                         : pending ? prog->insts[pending->pc].op
                                   : nullptr;
    auto key = std::make_tuple(int(kind), op, otherOp);
    if (reported[key]++ || reported.size() > maxReports)
      return;
    static const char *names[] = {"read-before-landed", "unsynchronized-read",
                                  "write-after-read", "uninitialized-read",
                                  "write-after-read"};
    auto diag = op->emitError("race: ") << names[kind] << ": ";
    uint32_t dyn = wv.dynCount[wv.pc];
    switch (kind) {
    case ReadBeforeLanded:
    case UnsyncRead:
      diag << "wave " << wv.id << " lane " << lane << " reads LDS byte " << addr
           << " (execution #" << dyn << " of this op by the wave, "
           << "barrier epoch " << wv.epoch << ", workgroup (" << wgId[0] << ","
           << wgId[1] << "," << wgId[2] << ")) written by a DMA of wave "
           << other->wave << " (execution #" << other->dyn << ", epoch "
           << other->epoch << ") that "
           << (kind == ReadBeforeLanded
                   ? "has not landed"
                   : (other->retired
                          ? "was retired by its wave's wait in the same epoch "
                            "(no barrier since)"
                          : "landed by timing only: no wait retired it"));
      diag.attachNote(other->op->getLoc()) << "the DMA was issued here";
      break;
    case WriteAfterRead:
      diag << "wave " << wv.id << " lane " << lane << " writes LDS byte "
           << addr << " (execution #" << dyn << " of this op by the wave, "
           << "barrier epoch " << wv.epoch << ", workgroup (" << wgId[0] << ","
           << wgId[1] << "," << wgId[2] << ")) that wave " << otherWave
           << " read in the same barrier epoch";
      break;
    case Uninit:
      diag << "wave " << wv.id << " lane " << lane << " reads LDS byte " << addr
           << " (execution #" << dyn << " of this op, barrier epoch "
           << wv.epoch << ") that nothing ever wrote";
      break;
    case WriteDuringRead:
      diag << "wave " << wv.id << " lane " << lane << " writes LDS byte "
           << addr << " (execution #" << dyn << " of this op by the wave, "
           << "barrier epoch " << wv.epoch << ", workgroup (" << wgId[0] << ","
           << wgId[1] << "," << wgId[2] << ")) that a ds_read of wave "
           << otherWave << " (execution #" << pending->dyn << ", epoch "
           << pending->epoch << ") is still reading: no s_waitcnt lgkmcnt "
           << "and no use of its result has completed it";
      diag.attachNote(otherOp->getLoc()) << "the ds_read was issued here";
      break;
    }
  }

  // --- LDS write records ---------------------------------------------------
  void land(WriteRec &r) {
    if (r.landed)
      return;
    r.landed = true;
    // The LDS serves a wave's ds_reads in order with its other LDS traffic;
    // a DMA of the same wave issued after a ds_read cannot overtake it (its
    // data comes back from memory). So the wave's own overlapping reads
    // sample before this write lands.
    if (r.size && r.wave < waves.size()) {
      Wave &own = waves[r.wave];
      size_t upto = 0;
      for (size_t i = 0; i < own.lgkm.size(); ++i)
        if (own.lgkm[i].pc != PendingRead::kNoRead && own.lgkm[i].lo < r.hi &&
            r.lo < own.lgkm[i].hi)
          upto = i + 1;
      completeReads(own, upto);
    }
    for (unsigned l = 0; l < kWaveSize; ++l)
      if (r.valid[l])
        std::memcpy(&lds[r.ldsAddr[l]], &r.data[size_t(l) * r.size], r.size);
  }
  /// s_waitcnt vmcnt(n) for wave `wv`.
  void waitVm(Wave &wv, unsigned n) {
    while (wv.vmFifo.size() > n) {
      int32_t id = wv.vmFifo.front();
      wv.vmFifo.pop_front();
      if (id < 0)
        continue;
      WriteRec &r = recs[id];
      land(r);
      r.retired = true;
      r.retireEpoch = wv.epoch;
    }
  }
  void randomLandings() {
    for (Wave &wv : waves)
      for (int32_t id : wv.vmFifo) {
        if (id < 0 || recs[id].landed)
          continue;
        if (rng() % 3 == 0)
          land(recs[id]);
        break; // in order within a wave
      }
  }
  /// Samples a ds_read's bytes into its result registers.
  void sample(Wave &wv, const PendingRead &pr) {
    for (unsigned l = 0; l < kWaveSize; ++l)
      for (unsigned e = 0; e < pr.width; ++e) {
        uint64_t v = 0;
        std::memcpy(&v, &lds[pr.addr[l] + e * pr.elemBytes], pr.elemBytes);
        wv.w(pr.res + e)[l] = v;
      }
  }
  /// Completes the `n` oldest lgkm entries of `wv` (LDS returns in order).
  void completeReads(Wave &wv, size_t n) {
    n = std::min(n, wv.lgkm.size());
    for (size_t i = 0; i < n; ++i) {
      if (wv.lgkm.front().pc != PendingRead::kNoRead)
        sample(wv, wv.lgkm.front());
      wv.lgkm.pop_front();
    }
  }
  /// s_waitcnt lgkmcnt(n).
  void waitLgkm(Wave &wv, unsigned n) {
    if (wv.lgkm.size() > n)
      completeReads(wv, wv.lgkm.size() - n);
  }
  /// The backend puts `s_waitcnt lgkmcnt` before the first use of a ds_read
  /// result: completes the read producing slot `res` (and older ones).
  void completeSlot(Wave &wv, uint32_t res) {
    for (size_t i = wv.lgkm.size(); i-- > 0;)
      if (wv.lgkm[i].pc != PendingRead::kNoRead && wv.lgkm[i].res == res) {
        completeReads(wv, i + 1);
        return;
      }
  }
  void randomReadCompletions() {
    for (Wave &wv : waves)
      if (!wv.lgkm.empty() && rng() % 3 == 0)
        completeReads(wv, 1);
  }
  /// A write by `wv` to bytes a ds_read of another wave has issued but not
  /// completed: the read may sample either value, whenever the write lands.
  void checkPendingReads(Wave &wv, Operation *op, const WriteRec &r) {
    // First (writer lane, byte) of `r` that `pr` covers, if any.
    auto overlap = [&](const PendingRead &pr, unsigned &lane, uint32_t &byte) {
      uint32_t rn = pr.width * pr.elemBytes;
      for (unsigned l = 0; l < kWaveSize; ++l) {
        if (!r.valid.empty() && !r.valid[l])
          continue;
        uint32_t a = r.ldsAddr.empty() ? r.lo : r.ldsAddr[l];
        uint32_t n = r.ldsAddr.empty() ? r.hi - r.lo : r.size;
        for (unsigned rl = 0; rl < kWaveSize; ++rl) {
          uint32_t b = pr.addr[rl];
          if (a < b + rn && b < a + n) {
            lane = l;
            byte = std::max(a, b);
            return true;
          }
        }
      }
      return false;
    };
    for (Wave &ow : waves) {
      if (ow.id == wv.id)
        continue;
      for (const PendingRead &pr : ow.lgkm) {
        if (pr.pc == PendingRead::kNoRead || pr.hi <= r.lo || r.hi <= pr.lo)
          continue;
        unsigned lane;
        uint32_t byte;
        if (overlap(pr, lane, byte))
          race(WriteDuringRead, op, wv, lane, byte, nullptr, ow.id, &pr);
      }
    }
  }
  /// Registers a write by `wv` to [addr, addr+n) issued now; checks WAR.
  void noteWrite(Wave &wv, Operation *op, unsigned lane, uint32_t addr,
                 uint32_t n, int32_t recId) {
    uint32_t others = ~(1u << wv.id);
    for (uint32_t a = addr; a < addr + n; ++a) {
      if (ldsReadEpoch[a] == wv.epoch + 1 && (ldsReadMask[a] & others)) {
        unsigned ow = llvm::countr_zero(ldsReadMask[a] & others);
        race(WriteAfterRead, op, wv, lane, a, nullptr, ow);
      }
      ldsWriter[a] = recId;
    }
  }
  /// Checks and records a read by `wv` of [addr, addr+n).
  void noteRead(Wave &wv, Operation *op, unsigned lane, uint32_t addr,
                uint32_t n) {
    uint32_t bit = 1u << wv.id;
    for (uint32_t a = addr; a < addr + n; ++a) {
      int32_t id = ldsWriter[a];
      if (id < 0) {
        race(Uninit, op, wv, lane, a, nullptr, 0);
      } else {
        const WriteRec &r = recs[id];
        bool ok = r.retired && (r.wave == wv.id || r.retireEpoch < wv.epoch);
        if (!ok)
          race(r.landed ? UnsyncRead : ReadBeforeLanded, op, wv, lane, a, &r,
               r.wave);
      }
      // Epochs are stored +1 so that 0 means "never read".
      if (ldsReadEpoch[a] != wv.epoch + 1) {
        ldsReadEpoch[a] = wv.epoch + 1;
        ldsReadMask[a] = 0;
      }
      ldsReadMask[a] |= bit;
    }
  }

  // --- memory helpers ------------------------------------------------------
  /// Resolves a global (AS 0/1) or buffer (AS 7) address for a `len`-byte
  /// access. Returns the host pointer; null + oob=true for an out-of-range
  /// buffer access (reads 0); null + oob=false for a fault.
  uint8_t *globalPtr(unsigned as, uint64_t addr, uint32_t len, bool &oob) {
    oob = false;
    if (as == 7 || as == 8) {
      uint64_t id = addr >> 32, off = addr & 0xffffffffu;
      if (id >= rsrcs.size())
        return nullptr;
      const Rsrc &r = rsrcs[id];
      if (off + len > r.numRecords) {
        oob = true;
        return nullptr;
      }
      return mem.translate(r.base + off, len);
    }
    return mem.translate(addr, len);
  }

  bool fault(Operation *op, Wave &wv, unsigned lane, uint64_t addr,
             const char *what) {
    op->emitError("cdna4-sim: memory fault: wave ")
        << wv.id << " lane " << lane << " " << what << " address 0x"
        << llvm::utohexstr(addr) << " outside every buffer";
    return false;
  }

  bool issueDma(Wave &wv, Inst &in, const uint64_t *srcAddr, unsigned srcAs,
                uint32_t ldsBase, uint32_t size, const uint64_t *rangeOff) {
    WriteRec r;
    r.op = in.op;
    r.wave = wv.id;
    r.epoch = wv.epoch;
    r.dyn = wv.dynCount[wv.pc];
    r.landed = r.retired = false;
    r.retireEpoch = 0;
    r.size = size;
    r.ldsAddr.resize(kWaveSize);
    r.data.assign(size_t(size) * kWaveSize, 0);
    r.valid.assign(kWaveSize, 1);
    int32_t id = recs.size();
    for (unsigned l = 0; l < kWaveSize; ++l) {
      uint32_t dst = ldsBase + l * size;
      if (uint64_t(dst) + size > prog->ldsBytes) {
        in.op->emitError("cdna4-sim: LDS DMA of wave ")
            << wv.id << " lane " << l << " writes LDS bytes [" << dst << ", "
            << dst + size << ") beyond the kernel's " << prog->ldsBytes
            << " bytes of LDS";
        return false;
      }
      r.ldsAddr[l] = dst;
      bool oob = false;
      uint8_t *src;
      if (rangeOff) {
        // Raw buffer: the range check uses voffset + inst_offset.
        const Rsrc &rs = rsrcs[srcAddr[l] >> 32];
        if (rangeOff[l] + size > rs.numRecords) {
          src = nullptr;
          oob = true;
        } else {
          src = mem.translate(rs.base + (srcAddr[l] & 0xffffffffu), size);
        }
      } else {
        src = globalPtr(srcAs, srcAddr[l], size, oob);
      }
      if (src)
        std::memcpy(&r.data[size_t(l) * size], src, size);
      else if (!oob)
        return fault(in.op, wv, l, srcAddr[l], "DMA reads");
    }
    r.lo = ldsBase;
    r.hi = ldsBase + kWaveSize * size;
    recs.push_back(std::move(r));
    checkPendingReads(wv, in.op, recs[id]);
    for (unsigned l = 0; l < kWaveSize; ++l)
      noteWrite(wv, in.op, l, recs[id].ldsAddr[l], size, id);
    wv.vmFifo.push_back(id);
    ++stats.dmas;
    if (policy.landing == Landing::AtIssue)
      land(recs[id]);
    return true;
  }

  // --- the interpreter ---------------------------------------------------
  Step step(Wave &wv);
  void initWave(Wave &wv, unsigned id, ArrayRef<uint64_t> args);
  LogicalResult run(Policy pol, std::array<unsigned, 3> wg,
                    std::array<unsigned, 3> grid, ArrayRef<uint64_t> args);
};

void Simulator::Impl::initWave(Wave &wv, unsigned id, ArrayRef<uint64_t> args) {
  wv = Wave();
  wv.id = id;
  wv.regs.assign(size_t(prog->numWords) * kWaveSize, 0);
  wv.dynCount.assign(prog->insts.size(), 0);
  for (const ConstInit &c : prog->consts)
    for (unsigned e = 0; e < c.words.size(); ++e)
      std::fill_n(wv.w(c.off + e), kWaveSize, c.words[e]);
  for (unsigned i = 0; i < prog->args.size(); ++i)
    std::fill_n(wv.w(prog->args[i].off), kWaveSize, args[i]);
}

Step Simulator::Impl::step(Wave &wv) {
  Inst &in = prog->insts[wv.pc];
  ++stats.instructions;
  // The first use of a ds_read result waits for it (the backend's
  // s_waitcnt lgkmcnt before the use).
  if (!wv.lgkm.empty())
    for (uint32_t s : in.dsUses)
      completeSlot(wv, s);
  constexpr unsigned L = kWaveSize;
  auto R = [&](unsigned e = 0) { return wv.w(in.res + e); };
  auto A = [&](unsigned i, unsigned e = 0) { return wv.w(in.in[i].off + e); };
  unsigned W = in.resWidth;
  uint64_t m = maskBits(in.bits);

  switch (in.opc) {
  case Add:
  case Sub:
  case Mul:
  case And:
  case Or:
  case Xor:
  case Shl:
  case LShr:
  case AShr:
  case UDiv:
  case SDiv:
  case URem:
  case SRem:
  case UMin:
  case UMax:
  case SMin:
  case SMax: {
    unsigned b = in.bits;
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = R(e), *x = A(0, e), *y = A(1, e);
      switch (in.opc) {
      case Add:
        for (unsigned l = 0; l < L; ++l)
          r[l] = (x[l] + y[l]) & m;
        break;
      case Sub:
        for (unsigned l = 0; l < L; ++l)
          r[l] = (x[l] - y[l]) & m;
        break;
      case Mul:
        for (unsigned l = 0; l < L; ++l)
          r[l] = (x[l] * y[l]) & m;
        break;
      case And:
        for (unsigned l = 0; l < L; ++l)
          r[l] = x[l] & y[l];
        break;
      case Or:
        for (unsigned l = 0; l < L; ++l)
          r[l] = x[l] | y[l];
        break;
      case Xor:
        for (unsigned l = 0; l < L; ++l)
          r[l] = x[l] ^ y[l];
        break;
      case Shl:
        for (unsigned l = 0; l < L; ++l)
          r[l] = y[l] >= b ? 0 : (x[l] << y[l]) & m;
        break;
      case LShr:
        for (unsigned l = 0; l < L; ++l)
          r[l] = y[l] >= b ? 0 : x[l] >> y[l];
        break;
      case AShr:
        for (unsigned l = 0; l < L; ++l)
          r[l] =
              uint64_t(sextBits(x[l], b) >> std::min<uint64_t>(y[l], b - 1)) &
              m;
        break;
      case UMin:
        for (unsigned l = 0; l < L; ++l)
          r[l] = std::min(x[l], y[l]);
        break;
      case UMax:
        for (unsigned l = 0; l < L; ++l)
          r[l] = std::max(x[l], y[l]);
        break;
      case SMin:
        for (unsigned l = 0; l < L; ++l)
          r[l] = sextBits(x[l], b) < sextBits(y[l], b) ? x[l] : y[l];
        break;
      case SMax:
        for (unsigned l = 0; l < L; ++l)
          r[l] = sextBits(x[l], b) > sextBits(y[l], b) ? x[l] : y[l];
        break;
      default: // division
        for (unsigned l = 0; l < L; ++l) {
          if (y[l] == 0) {
            in.op->emitError("cdna4-sim: division by zero in wave ")
                << wv.id << " lane " << l;
            return Step::Error;
          }
          int64_t sx = sextBits(x[l], b), sy = sextBits(y[l], b);
          switch (in.opc) {
          case UDiv:
            r[l] = x[l] / y[l];
            break;
          case URem:
            r[l] = x[l] % y[l];
            break;
          case SDiv:
            r[l] = uint64_t(sy == -1 ? -sx : sx / sy) & m;
            break;
          default:
            r[l] = uint64_t(sy == -1 ? 0 : sx % sy) & m;
            break;
          }
        }
      }
    }
    break;
  }
  case ICmp: {
    unsigned b = in.srcBits;
    auto p = LLVM::ICmpPredicate(in.pred);
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = R(e), *x = A(0, e), *y = A(1, e);
      for (unsigned l = 0; l < L; ++l) {
        uint64_t u = x[l], v = y[l];
        int64_t s = sextBits(u, b), t = sextBits(v, b);
        bool c;
        switch (p) {
        case LLVM::ICmpPredicate::eq:
          c = u == v;
          break;
        case LLVM::ICmpPredicate::ne:
          c = u != v;
          break;
        case LLVM::ICmpPredicate::slt:
          c = s < t;
          break;
        case LLVM::ICmpPredicate::sle:
          c = s <= t;
          break;
        case LLVM::ICmpPredicate::sgt:
          c = s > t;
          break;
        case LLVM::ICmpPredicate::sge:
          c = s >= t;
          break;
        case LLVM::ICmpPredicate::ult:
          c = u < v;
          break;
        case LLVM::ICmpPredicate::ule:
          c = u <= v;
          break;
        case LLVM::ICmpPredicate::ugt:
          c = u > v;
          break;
        default:
          c = u >= v;
          break;
        }
        r[l] = c;
      }
    }
    break;
  }
  case Select: {
    bool vecCond = in.in[0].width > 1;
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = R(e), *c = A(0, vecCond ? e : 0), *x = A(1, e),
               *y = A(2, e);
      for (unsigned l = 0; l < L; ++l)
        r[l] = (c[l] & 1) ? x[l] : y[l];
    }
    break;
  }
  case SExt:
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = R(e), *x = A(0, e);
      for (unsigned l = 0; l < L; ++l)
        r[l] = uint64_t(sextBits(x[l], in.srcBits)) & m;
    }
    break;
  case ZExt:
  case Copy:
    for (unsigned e = 0; e < W; ++e)
      std::copy_n(A(0, e), L, R(e));
    break;
  case Trunc:
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = R(e), *x = A(0, e);
      for (unsigned l = 0; l < L; ++l)
        r[l] = x[l] & m;
    }
    break;
  case FAdd:
  case FSub:
  case FMul:
  case FDiv:
  case FMax:
  case FMin: {
    uint8_t k = in.bits;
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = R(e), *x = A(0, e), *y = A(1, e);
      for (unsigned l = 0; l < L; ++l) {
        double a = fpToDouble(k, x[l]), b = fpToDouble(k, y[l]), c;
        switch (in.opc) {
        case FAdd:
          c = a + b;
          break;
        case FSub:
          c = a - b;
          break;
        case FMul:
          c = a * b;
          break;
        case FDiv:
          c = a / b;
          break;
        case FMax:
          c = std::fmax(a, b);
          break;
        default:
          c = std::fmin(a, b);
          break;
        }
        r[l] = doubleToFp(k, c);
      }
    }
    break;
  }
  case FNeg:
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = R(e), *x = A(0, e);
      for (unsigned l = 0; l < L; ++l)
        r[l] = doubleToFp(in.bits, -fpToDouble(in.bits, x[l]));
    }
    break;
  case FMA:
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = R(e), *x = A(0, e), *y = A(1, e), *z = A(2, e);
      for (unsigned l = 0; l < L; ++l)
        r[l] = doubleToFp(in.bits, std::fma(fpToDouble(in.bits, x[l]),
                                            fpToDouble(in.bits, y[l]),
                                            fpToDouble(in.bits, z[l])));
    }
    break;
  case FCmp: {
    auto p = LLVM::FCmpPredicate(in.pred);
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = R(e), *x = A(0, e), *y = A(1, e);
      for (unsigned l = 0; l < L; ++l) {
        double a = fpToDouble(in.srcBits, x[l]),
               b = fpToDouble(in.srcBits, y[l]);
        bool uno = std::isnan(a) || std::isnan(b), c;
        switch (p) {
        case LLVM::FCmpPredicate::_false:
          c = false;
          break;
        case LLVM::FCmpPredicate::oeq:
          c = !uno && a == b;
          break;
        case LLVM::FCmpPredicate::ogt:
          c = !uno && a > b;
          break;
        case LLVM::FCmpPredicate::oge:
          c = !uno && a >= b;
          break;
        case LLVM::FCmpPredicate::olt:
          c = !uno && a < b;
          break;
        case LLVM::FCmpPredicate::ole:
          c = !uno && a <= b;
          break;
        case LLVM::FCmpPredicate::one:
          c = !uno && a != b;
          break;
        case LLVM::FCmpPredicate::ord:
          c = !uno;
          break;
        case LLVM::FCmpPredicate::ueq:
          c = uno || a == b;
          break;
        case LLVM::FCmpPredicate::ugt:
          c = uno || a > b;
          break;
        case LLVM::FCmpPredicate::uge:
          c = uno || a >= b;
          break;
        case LLVM::FCmpPredicate::ult:
          c = uno || a < b;
          break;
        case LLVM::FCmpPredicate::ule:
          c = uno || a <= b;
          break;
        case LLVM::FCmpPredicate::une:
          c = uno || a != b;
          break;
        case LLVM::FCmpPredicate::uno:
          c = uno;
          break;
        default:
          c = true;
          break;
        }
        r[l] = c;
      }
    }
    break;
  }
  case FPCast:
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = R(e), *x = A(0, e);
      if (in.srcBits == F32 && in.bits == BF16) {
        for (unsigned l = 0; l < L; ++l)
          r[l] = f32ToBF16(bitsToF32(uint32_t(x[l])));
      } else {
        for (unsigned l = 0; l < L; ++l)
          r[l] = doubleToFp(in.bits, fpToDouble(in.srcBits, x[l]));
      }
    }
    break;
  case SIToFP:
  case UIToFP:
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = R(e), *x = A(0, e);
      for (unsigned l = 0; l < L; ++l)
        r[l] = doubleToFp(in.bits, in.opc == SIToFP
                                       ? double(sextBits(x[l], in.srcBits))
                                       : double(x[l]));
    }
    break;
  case FPToSI:
  case FPToUI:
    for (unsigned e = 0; e < W; ++e) {
      uint64_t *r = R(e), *x = A(0, e);
      for (unsigned l = 0; l < L; ++l) {
        double d = fpToDouble(in.srcBits, x[l]);
        r[l] = (in.opc == FPToSI ? uint64_t(int64_t(d)) : uint64_t(d)) & m;
      }
    }
    break;
  case Bitcast: {
    unsigned sb = in.srcBits / 8, rb = in.bits / 8;
    unsigned sw = in.in[0].width;
    uint8_t buf[128];
    if (sb * sw > sizeof(buf)) {
      in.op->emitError("cdna4-sim: bitcast too wide");
      return Step::Error;
    }
    for (unsigned l = 0; l < L; ++l) {
      for (unsigned e = 0; e < sw; ++e) {
        uint64_t v = A(0, e)[l];
        std::memcpy(buf + e * sb, &v, sb);
      }
      for (unsigned e = 0; e < W; ++e) {
        uint64_t v = 0;
        std::memcpy(&v, buf + e * rb, rb);
        R(e)[l] = v;
      }
    }
    break;
  }
  case ExtractValue:
    for (unsigned e = 0; e < W; ++e)
      std::copy_n(A(0, in.imm + e), L, R(e));
    break;
  case InsertValue:
    if (in.in[0].off != in.res)
      for (unsigned e = 0; e < W; ++e)
        std::copy_n(A(0, e), L, R(e));
    for (unsigned e = 0; e < in.in[1].width; ++e)
      std::copy_n(A(1, e), L, R(in.imm + e));
    break;
  case ExtractElement: {
    unsigned n = in.in[0].width;
    uint64_t *r = R(), *idx = A(1);
    for (unsigned l = 0; l < L; ++l) {
      uint64_t i = idx[l] & maskBits(in.srcBits);
      r[l] = i < n ? A(0, i)[l] : 0;
    }
    break;
  }
  case InsertElement: {
    unsigned n = in.in[0].width;
    for (unsigned e = 0; e < n; ++e)
      std::copy_n(A(0, e), L, R(e));
    uint64_t *idx = A(2), *v = A(1);
    for (unsigned l = 0; l < L; ++l) {
      uint64_t i = idx[l] & maskBits(in.srcBits);
      if (i < n)
        R(i)[l] = v[l];
    }
    break;
  }
  case Shuffle: {
    unsigned n1 = in.in[0].width;
    // Results may alias nothing (SSA), copy straight.
    for (unsigned e = 0; e < W; ++e) {
      int64_t mIdx = in.extra[e];
      if (mIdx < 0)
        std::fill_n(R(e), L, 0);
      else if (mIdx < int64_t(n1))
        std::copy_n(A(0, mIdx), L, R(e));
      else
        std::copy_n(A(1, mIdx - n1), L, R(e));
    }
    break;
  }
  case GEP: {
    uint64_t *r = R(), *base = A(0);
    bool fat = in.memSpace == 7;
    bool narrow = in.memSpace == 3 || in.memSpace == 5;
    for (unsigned l = 0; l < L; ++l) {
      int64_t off = in.imm;
      for (unsigned i = 1; i < in.in.size(); ++i)
        off += sextBits(A(i)[l], in.extra[2 * (i - 1) + 1]) *
               in.extra[2 * (i - 1)];
      uint64_t b = base[l];
      if (fat)
        r[l] = (b & ~uint64_t(0xffffffffu)) | ((b + off) & 0xffffffffu);
      else if (narrow)
        r[l] = (b + off) & 0xffffffffu;
      else
        r[l] = b + off;
    }
    break;
  }
  case Load:
  case Store: {
    bool isLoad = in.opc == Load;
    unsigned eb = in.elemBytes;
    unsigned n = isLoad ? W : in.in[1].width;
    uint32_t total = eb * n;
    uint64_t *addr = A(0);
    Operand val = isLoad ? Operand{in.res, W} : in.in[1];
    ++wv.dynCount[wv.pc];
    if (in.memSpace == 3) {
      uint32_t lo = ~0u, hi = 0;
      for (unsigned l = 0; l < L; ++l) {
        uint64_t a = addr[l];
        if (a + total > prog->ldsBytes) {
          in.op->emitError("cdna4-sim: LDS access out of bounds: wave ")
              << wv.id << " lane " << l << " bytes [" << a << ", " << a + total
              << ") beyond the kernel's " << prog->ldsBytes << " bytes";
          return Step::Error;
        }
        lo = std::min<uint32_t>(lo, a);
        hi = std::max<uint32_t>(hi, a + total);
      }
      PendingRead pr;
      if (isLoad) {
        // ds_read: checked against the write records at issue (the LDS may
        // sample it from then on); its data is sampled when it completes
        // (at issue under the `issue` policy, else at an lgkmcnt wait that
        // covers it, the first use of its result, or randomly).
        ++stats.dsReads;
        completeSlot(wv, in.res); // the register is about to be rewritten
        pr.pc = wv.pc;
        pr.res = in.res;
        pr.width = n;
        pr.elemBytes = eb;
        pr.dyn = wv.dynCount[wv.pc];
        pr.epoch = wv.epoch;
        pr.lo = lo;
        pr.hi = hi;
        for (unsigned l = 0; l < L; ++l) {
          pr.addr[l] = uint32_t(addr[l]);
          noteRead(wv, in.op, l, addr[l], total);
        }
        if (policy.landing == Landing::AtIssue)
          sample(wv, pr);
        else
          wv.lgkm.push_back(pr);
        break;
      }
      // ds_write: lands at issue, counted in lgkmcnt.
      WriteRec r;
      r.op = in.op;
      r.wave = wv.id;
      r.epoch = wv.epoch;
      r.dyn = wv.dynCount[wv.pc];
      r.landed = r.retired = true;
      r.retireEpoch = wv.epoch;
      r.size = total;
      r.lo = lo;
      r.hi = hi;
      int32_t recId = recs.size();
      recs.push_back(std::move(r));
      checkPendingReads(wv, in.op, recs[recId]);
      for (unsigned l = 0; l < L; ++l) {
        uint64_t a = addr[l];
        noteWrite(wv, in.op, l, a, total, recId);
        for (unsigned e = 0; e < n; ++e) {
          uint64_t v = wv.w(val.off + e)[l];
          std::memcpy(&lds[a + e * eb], &v, eb);
        }
      }
      if (policy.landing != Landing::AtIssue)
        wv.lgkm.push_back(pr); // kNoRead: counts, nothing to sample
      break;
    }
    for (unsigned l = 0; l < L; ++l) {
      bool oob;
      uint8_t *p = globalPtr(in.memSpace, addr[l], total, oob);
      if (!p && !oob) {
        fault(in.op, wv, l, addr[l], isLoad ? "loads" : "stores");
        return Step::Error;
      }
      for (unsigned e = 0; e < n; ++e) {
        uint64_t *slotp = &wv.w(val.off + e)[l];
        if (isLoad) {
          uint64_t v = 0;
          if (p)
            std::memcpy(&v, p + e * eb, eb);
          *slotp = v;
        } else if (p) {
          std::memcpy(p + e * eb, slotp, eb);
        }
      }
    }
    wv.vmFifo.push_back(-1);
    break;
  }
  case BufLoad:
  case BufStore: {
    bool isLoad = in.opc == BufLoad;
    unsigned k = isLoad ? 0 : 1; // operand index of rsrc
    unsigned n = isLoad ? W : in.in[0].width;
    uint32_t total = in.elemBytes * n;
    for (unsigned l = 0; l < L; ++l) {
      uint64_t rs = A(k)[l];
      uint64_t voff = A(k + 1)[l] & 0xffffffffu,
               soff = A(k + 2)[l] & 0xffffffffu;
      if ((rs >> 32) >= rsrcs.size()) {
        in.op->emitError("cdna4-sim: invalid buffer resource");
        return Step::Error;
      }
      const Rsrc &r = rsrcs[rs >> 32];
      uint8_t *p = voff + total > r.numRecords
                       ? nullptr
                       : mem.translate(r.base + voff + soff, total);
      if (!p && voff + total <= r.numRecords) {
        fault(in.op, wv, l, r.base + voff + soff, isLoad ? "loads" : "stores");
        return Step::Error;
      }
      for (unsigned e = 0; e < n; ++e) {
        uint64_t *slotp = isLoad ? &R(e)[l] : &A(0, e)[l];
        if (isLoad) {
          uint64_t v = 0;
          if (p)
            std::memcpy(&v, p + e * in.elemBytes, in.elemBytes);
          *slotp = v;
        } else if (p) {
          std::memcpy(p + e * in.elemBytes, slotp, in.elemBytes);
        }
      }
    }
    wv.vmFifo.push_back(-1);
    break;
  }
  case MakeRsrc: {
    uint64_t *base = A(0), *num = A(2), *r = R();
    for (unsigned l = 0; l < L; ++l) {
      if (l && base[l] == base[0] && num[l] == num[0]) {
        r[l] = r[0];
        continue;
      }
      if (!mem.translate(base[l], 0) && !mem.translate(base[l], 1)) {
        fault(in.op, wv, l, base[l], "makes a buffer resource from");
        return Step::Error;
      }
      uint64_t id = rsrcs.size();
      for (uint64_t i = 0; i < rsrcs.size(); ++i)
        if (rsrcs[i].base == base[l] && rsrcs[i].numRecords == num[l])
          id = i;
      if (id == rsrcs.size())
        rsrcs.push_back({base[l], num[l]});
      r[l] = id << 32;
    }
    break;
  }
  case DmaFlat: {
    ++wv.dynCount[wv.pc];
    // The LDS destination is wave-uniform (M0): lane 0's pointer, as the
    // backend's readfirstlane does. The instruction offset applies to both
    // the global source and the LDS destination.
    uint32_t size = in.imm, ioff = in.imm2;
    uint32_t base = uint32_t(A(1)[0]) + ioff;
    uint64_t src[kWaveSize];
    for (unsigned l = 0; l < L; ++l) {
      uint64_t a = A(0)[l];
      src[l] = in.memSpace == 7
                   ? (a & ~uint64_t(0xffffffffu)) | ((a + ioff) & 0xffffffffu)
                   : a + ioff;
    }
    if (!issueDma(wv, in, src, in.memSpace, base, size, nullptr))
      return Step::Error;
    break;
  }
  case DmaBuf: {
    ++wv.dynCount[wv.pc];
    // rsrc, lds, size, voffset, soffset, offset (wave-uniform except voffset)
    uint32_t size = A(2)[0], ioff = A(5)[0];
    uint32_t base = uint32_t(A(1)[0]) + ioff;
    if (size != 1 && size != 2 && size != 4 && size != 12 && size != 16) {
      in.op->emitError("cdna4-sim: LDS DMA transfer size ")
          << size << " is not one of 1, 2, 4, 12, 16";
      return Step::Error;
    }
    uint64_t src[kWaveSize], range[kWaveSize];
    for (unsigned l = 0; l < L; ++l) {
      uint64_t rs = A(0)[l];
      if ((rs >> 32) >= rsrcs.size()) {
        in.op->emitError("cdna4-sim: invalid buffer resource");
        return Step::Error;
      }
      uint64_t voff = A(3)[l] & 0xffffffffu, soff = A(4)[l] & 0xffffffffu;
      range[l] = voff + ioff;
      src[l] =
          (rs & ~uint64_t(0xffffffffu)) | ((voff + soff + ioff) & 0xffffffffu);
    }
    if (!issueDma(wv, in, src, 8, base, size, range))
      return Step::Error;
    break;
  }
  case WorkitemId: {
    uint64_t *r = R();
    unsigned bx = blockSize[0], by = blockSize[1];
    for (unsigned l = 0; l < L; ++l) {
      unsigned t = wv.id * L + l;
      unsigned v = in.imm == 0   ? t % bx
                   : in.imm == 1 ? (t / bx) % by
                                 : t / (bx * by);
      r[l] = v;
    }
    break;
  }
  case WorkgroupId:
    std::fill_n(R(), L, wgId[in.imm]);
    break;
  case WorkgroupDim:
    std::fill_n(R(), L, blockSize[in.imm]);
    break;
  case GridDim:
    std::fill_n(R(), L, gridDim[in.imm]);
    break;
  case MbcntLo:
  case MbcntHi: {
    uint64_t *mk = A(0), *b = A(1), *r = R();
    for (unsigned l = 0; l < L; ++l) {
      uint32_t msk = uint32_t(mk[l]);
      unsigned below =
          in.opc == MbcntLo ? std::min(l, 32u) : (l > 32 ? l - 32 : 0);
      uint32_t sel = below >= 32 ? msk : msk & ((1u << below) - 1);
      r[l] = (b[l] + llvm::popcount(sel)) & 0xffffffffu;
    }
    break;
  }
  case ReadFirstLane:
    for (unsigned e = 0; e < W; ++e)
      std::fill_n(R(e), L, A(0, e)[0]);
    break;
  case WaitCnt: {
    sim::Waitcnt wc = decodeWaitcnt(uint32_t(in.imm));
    if (wc.waitsVm())
      waitVm(wv, wc.vmcnt);
    if (wc.waitsLgkm())
      waitLgkm(wv, wc.lgkmcnt);
    break;
  }
  case Drain:
    waitVm(wv, 0);
    waitLgkm(wv, 0);
    break;
  case BarrierDrain:
  case SBarrier:
    // gfx950 has the back-off barrier: the backend puts no s_waitcnt before
    // a bare s_barrier, so ds_reads in flight stay in flight.
    if (in.opc == BarrierDrain) {
      waitVm(wv, 0);
      waitLgkm(wv, 0);
    }
    ++stats.barriers;
    wv.atBarrier = true;
    ++wv.pc;
    return Step::Blocked;
  case Hint:
    break;
  case Mfma: {
    ++stats.mfmas;
    MfmaShape s = in.imm == 16 ? kMfma16x16x32 : kMfma32x32x16;
    unsigned acc = s.accPerLane();
    uint16_t a[8 * L], b[8 * L];
    float c[16 * L];
    for (unsigned e = 0; e < 8; ++e)
      for (unsigned l = 0; l < L; ++l) {
        a[e * L + l] = uint16_t(A(0, e)[l]);
        b[e * L + l] = uint16_t(A(1, e)[l]);
      }
    for (unsigned e = 0; e < acc; ++e)
      for (unsigned l = 0; l < L; ++l)
        c[e * L + l] = bitsToF32(uint32_t(A(2, e)[l]));
    mfmaExecute(s, in.bits == 0 ? ElemKind::BF16 : ElemKind::F16, a, b, c, c);
    for (unsigned e = 0; e < acc; ++e)
      for (unsigned l = 0; l < L; ++l)
        R(e)[l] = f32ToBits(c[e * L + l]);
    break;
  }
  case Br:
  case CondBr: {
    unsigned s = 0;
    if (in.opc == CondBr) {
      uint64_t *c = A(0);
      bool c0 = c[0] & 1;
      for (unsigned l = 1; l < L; ++l)
        if (bool(c[l] & 1) != c0) {
          in.op->emitError("cdna4-sim: divergent branch: in wave ")
              << wv.id << " lane 0 takes the " << (c0 ? "true" : "false")
              << " edge but lane " << l << " does not (branches must be "
              << "wave-uniform)";
          return Step::Error;
        }
      s = c0 ? 0 : 1;
    }
    // Parallel copy into the successor's block arguments.
    scratch.clear();
    for (uint32_t i = in.copyBegin[s]; i < in.copyEnd[s]; ++i) {
      const ArgCopy &cp = prog->copies[i];
      scratch.insert(scratch.end(), wv.w(cp.src), wv.w(cp.src) + cp.width * L);
    }
    size_t pos = 0;
    for (uint32_t i = in.copyBegin[s]; i < in.copyEnd[s]; ++i) {
      const ArgCopy &cp = prog->copies[i];
      std::copy_n(scratch.begin() + pos, cp.width * L, wv.w(cp.dst));
      pos += cp.width * L;
    }
    wv.pc = in.succ[s];
    return Step::Continue;
  }
  case Ret:
    waitLgkm(wv, 0);
    wv.done = true;
    return Step::Done;
  }
  ++wv.pc;
  return Step::Continue;
}

LogicalResult Simulator::Impl::run(Policy pol, std::array<unsigned, 3> wg,
                                   std::array<unsigned, 3> grid,
                                   ArrayRef<uint64_t> args) {
  policy = pol;
  wgId = wg;
  gridDim = grid;
  unsigned threads = blockSize[0] * blockSize[1] * blockSize[2];
  unsigned numWaves = (threads + kWaveSize - 1) / kWaveSize;
  Operation *funcOp = prog->insts.empty() ? nullptr : prog->insts[0].op;
  if (threads % kWaveSize || numWaves > 16 || numWaves == 0) {
    emitError(funcOp ? funcOp->getLoc() : UnknownLoc())
        << "cdna4-sim: workgroup of " << threads
        << " threads: need a multiple of 64, at most 1024";
    return failure();
  }
  rng.seed(seed ^ (uint64_t(wg[0]) << 20) ^ (uint64_t(wg[1]) << 40) ^
           (uint64_t(int(pol.landing)) * 7 + int(pol.interleave)) *
               0x9e3779b97f4a7c15ull);
  // LDS starts as garbage (0xFF bytes: bf16/f16 NaNs), so a read of bytes no
  // write reached shows up in the numbers too.
  lds.assign(prog->ldsBytes + 16, 0xff);
  ldsWriter.assign(lds.size(), -1);
  ldsReadEpoch.assign(lds.size(), 0);
  ldsReadMask.assign(lds.size(), 0);
  recs.clear();
  recs.reserve(4096);
  waves.resize(numWaves);
  for (unsigned i = 0; i < numWaves; ++i)
    initWave(waves[i], i, args);

  unsigned cur = 0;
  rrLast = ~0u;
  uint64_t budget = uint64_t(4) << 30;
  while (true) {
    // Pick a runnable wave.
    SmallVector<unsigned, 16> runnable;
    for (unsigned i = 0; i < numWaves; ++i)
      if (!waves[i].done && !waves[i].atBarrier)
        runnable.push_back(i);
    if (runnable.empty()) {
      SmallVector<unsigned> waiting, done;
      for (unsigned i = 0; i < numWaves; ++i)
        (waves[i].done ? done : waiting).push_back(i);
      if (waiting.empty())
        break;
      if (!done.empty()) {
        Wave &wv = waves[waiting[0]];
        auto d = prog->insts[wv.pc - 1].op->emitError(
            "cdna4-sim: barrier mismatch: wave ");
        d << wv.id << " waits at this barrier but wave " << done[0]
          << " already returned";
        return failure();
      }
      for (Wave &wv : waves) {
        wv.atBarrier = false;
        ++wv.epoch;
      }
      continue;
    }
    unsigned quantum = 1;
    switch (policy.interleave) {
    case Interleave::RoundRobin: {
      // Next runnable wave after the one that ran last.
      unsigned pick = runnable[0];
      for (unsigned i : runnable)
        if (i > rrLast) {
          pick = i;
          break;
        }
      rrLast = pick;
      cur = pick;
      quantum = 1;
      break;
    }
    case Interleave::RunAhead:
      cur = runnable[0];
      quantum = ~0u;
      break;
    case Interleave::Random:
      cur = runnable[rng() % runnable.size()];
      quantum = 1 + rng() % 48;
      break;
    }
    Wave &wv = waves[cur];
    for (unsigned q = 0; q < quantum; ++q) {
      Step s = step(wv);
      if (s == Step::Error)
        return failure();
      if (s != Step::Continue)
        break;
      if (--budget == 0) {
        prog->insts[wv.pc].op->emitError(
            "cdna4-sim: instruction budget exhausted (infinite loop?)");
        return failure();
      }
    }
    if (policy.landing == Landing::Random) {
      randomLandings();
      randomReadCompletions();
    }
  }
  // Whatever is still in flight lands when the waves end.
  for (WriteRec &r : recs)
    land(r);
  return success();
}

Simulator::Simulator(std::shared_ptr<Program> program, GlobalMemory &mem,
                     std::array<unsigned, 3> blockSize, uint64_t seed,
                     unsigned maxReports)
    : impl(std::make_unique<Impl>(std::move(program), mem, blockSize, seed,
                                  maxReports)) {}
Simulator::~Simulator() = default;

LogicalResult Simulator::runWorkgroup(Policy policy,
                                      std::array<unsigned, 3> wgId,
                                      std::array<unsigned, 3> gridDim,
                                      ArrayRef<uint64_t> args) {
  return impl->run(policy, wgId, gridDim, args);
}
uint64_t Simulator::numRaces() const { return impl->races; }
const SimStats &Simulator::stats() const { return impl->stats; }

FailureOr<std::shared_ptr<Program>>
mlir::cdna4pipe::sim::decodeKernel(LLVM::LLVMFuncOp func) {
  auto p = std::make_shared<Program>();
  Decoder d(func, *p);
  if (failed(d.run()))
    return failure();
  return p;
}
