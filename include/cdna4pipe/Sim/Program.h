//===- Program.h - the simulator's pre-decoded kernel ----------*- C++ -*-===//
//
// Internal to lib/Sim. The flat program the decoder (Decoder.cpp) makes of an
// LLVM + ROCDL kernel and the interpreter (Exec*.cpp) runs: opcodes grouped by
// family, instructions with slot-indexed register operands (each SSA value
// owns `width` words per lane, stored element-major [word][lane]), block
// argument copies and constant initializers; the type layout helpers
// (Program.cpp) and the bit-level helpers both sides share.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_SIM_PROGRAM_H
#define CDNA4PIPE_SIM_PROGRAM_H

#include "cdna4pipe/Sim/Arch.h"
#include "cdna4pipe/Sim/Simulator.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/SmallVector.h"

#include <cstring>
#include <vector>

namespace mlir {
namespace cdna4pipe {
namespace sim {

/// Opcodes, in families (familyOf): the interpreter has one handler per
/// family. Keep each family contiguous.
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
  FExp2, // rocdl.exp2 (v_exp_f32)
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
  PermlaneSwap, // imm: 16 or 32 (v_permlane16/32_swap_b32)
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

/// The interpreter's handler families (Exec*.cpp).
enum class Family : uint8_t { Integer, Float, Vector, Memory, Gpu, Control };

inline Family familyOf(Opc o) {
  if (o <= Copy)
    return Family::Integer;
  if (o <= FPToUI)
    return Family::Float;
  if (o <= Shuffle)
    return Family::Vector;
  if (o <= DmaBuf)
    return Family::Memory;
  if (o <= Mfma)
    return Family::Gpu;
  return Family::Control;
}

class Program {
public:
  std::vector<Inst> insts;
  std::vector<ArgCopy> copies;
  std::vector<ConstInit> consts;
  uint32_t numWords = 0;
  uint32_t ldsBytes = 0;
  std::vector<Operand> args;
  std::array<unsigned, 3> blockSize = {0, 0, 0};
};

//===----------------------------------------------------------------------===//
// Type layout (Program.cpp)
//===----------------------------------------------------------------------===//

/// Register words of a value of type `t` (one per vector / aggregate element).
unsigned wordsOf(Type t);
/// Natural (data layout) size and alignment in bytes.
std::pair<uint64_t, uint64_t> sizeAlign(Type t);
uint64_t strideOf(Type t);
Type elemTypeOf(Type t);
/// Int width, float kind, or 64 for pointers. -1 if unsupported.
int intBits(Type t);
int floatKind(Type t);
/// Element bit pattern of an attribute value.
bool attrBits(Attribute a, Type elemTy, uint64_t &out);

//===----------------------------------------------------------------------===//
// Bits
//===----------------------------------------------------------------------===//

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

} // namespace sim
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_SIM_PROGRAM_H
