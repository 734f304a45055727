//===- WaveEval.cpp - one wave's scalar code on concrete values -----------===//
//
// See WaveEval.h. Values are 32-bit words, unknown when nullopt; an
// operation on an unknown word gives an unknown result (and SCC). The
// decoding of an instruction is WaveDecode.cpp's.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/WaveEval.h"

#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"

#include <cstring>

using namespace llvm;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::perf;
using namespace mlir::cdna4pipe::perf::wave;

using Val = std::optional<uint32_t>;

static Val read(const State &st, const Operand &o, unsigned part = 0) {
  switch (o.loc) {
  case Loc::Sgpr:
    return o.reg + part < kNumSgprs ? st.s[o.reg + part] : std::nullopt;
  case Loc::Vgpr:
    return o.reg + part < kNumVgprs ? st.v[o.reg + part] : std::nullopt;
  case Loc::Imm: // a 64-bit operand sign-extends its constant
    return part == 0 ? o.imm : int32_t(o.imm) < 0 ? ~0u : 0u;
  case Loc::None:
    break;
  }
  return std::nullopt;
}

static void write(State &st, const Operand &o, Val x, unsigned part = 0) {
  if (o.loc == Loc::Sgpr && o.reg + part < kNumSgprs)
    st.s[o.reg + part] = x;
  else if (o.loc == Loc::Vgpr && o.reg + part < kNumVgprs)
    st.v[o.reg + part] = x;
}

static void clobber(State &st, const Operand &o) {
  for (unsigned p = 0; p < o.count; ++p)
    write(st, o, std::nullopt, p);
}

static bool compare(Cond c, bool isSigned, uint32_t a, uint32_t b) {
  int64_t x = isSigned ? int64_t(int32_t(a)) : int64_t(a);
  int64_t y = isSigned ? int64_t(int32_t(b)) : int64_t(b);
  switch (c) {
  case Cond::Eq:
    return x == y;
  case Cond::Ne:
    return x != y;
  case Cond::Lt:
    return x < y;
  case Cond::Le:
    return x <= y;
  case Cond::Gt:
    return x > y;
  case Cond::Ge:
    return x >= y;
  }
  return false;
}

static bool isBitwise(Opc opc) {
  switch (opc) {
  case Opc::Mov:
  case Opc::And:
  case Opc::Or:
  case Opc::Xor:
  case Opc::Andn2:
  case Opc::Orn2:
  case Opc::Not:
  case Opc::Cselect:
    return true;
  default:
    return false;
  }
}

/// Bitwise scalar operations, word by word (b64: two words); SCC: the
/// result is not zero (s_cselect and s_mov leave SCC alone).
static void evalBitwise(const Decoded &d, State &st) {
  const auto &o = d.ops;
  Val sel = d.opc == Opc::Cselect ? Val(st.scc ? *st.scc : 2) : Val(0);
  bool nonzero = false, known = true;
  for (unsigned p = 0; p < d.width; ++p) {
    Val a = o.size() > 1 ? read(st, o[1], p) : Val();
    Val b = o.size() > 2 ? read(st, o[2], p) : Val();
    Val r;
    if (a && (b || d.opc == Opc::Mov || d.opc == Opc::Not)) {
      switch (d.opc) {
      case Opc::Mov:
        r = *a;
        break;
      case Opc::Not:
        r = ~*a;
        break;
      case Opc::And:
        r = *a & *b;
        break;
      case Opc::Or:
        r = *a | *b;
        break;
      case Opc::Xor:
        r = *a ^ *b;
        break;
      case Opc::Andn2:
        r = *a & ~*b;
        break;
      case Opc::Orn2:
        r = *a | ~*b;
        break;
      case Opc::Cselect:
        if (*sel < 2)
          r = *sel ? *a : *b;
        break;
      default:
        break;
      }
    }
    known &= r.has_value();
    nonzero |= r && *r;
    write(st, o[0], r, p);
  }
  if (d.opc != Opc::Mov && d.opc != Opc::Cselect)
    st.scc = known ? std::optional<bool>(nonzero) : std::nullopt;
}

/// 32-bit scalar arithmetic, shifts, compares; SCC as the ISA sets it.
static void evalArith(const Decoded &d, State &st) {
  const auto &o = d.ops;
  if (d.opc == Opc::Movk) {
    Val k = o.size() > 1 ? read(st, o[1]) : Val();
    write(st, o[0], k ? Val(uint32_t(int32_t(int16_t(*k)))) : Val());
    return;
  }
  bool isK = d.opc == Opc::Addk || d.opc == Opc::Mulk || d.opc == Opc::Cmpk;
  // s_*k_* take the destination (or the compared SGPR) as their first source
  // and a 16-bit constant, sign-extended for _i32, as the second.
  Val a = read(st, o[isK || d.opc == Opc::Cmp ? 0 : 1]);
  Val b = o.size() > (isK || d.opc == Opc::Cmp ? 1 : 2)
              ? read(st, o[isK || d.opc == Opc::Cmp ? 1 : 2])
              : Val();
  if (isK && b)
    b = d.isSigned || d.opc != Opc::Cmpk ? uint32_t(int32_t(int16_t(*b)))
                                         : (*b & 0xffff);
  bool needsScc = d.opc == Opc::Addc || d.opc == Opc::Subb;
  if (!a || !b || d.width != 1 || (needsScc && !st.scc)) {
    if (d.opc != Opc::Cmp && d.opc != Opc::Cmpk)
      clobber(st, o[0]);
    if (d.opc != Opc::Mul && d.opc != Opc::Mulk && d.opc != Opc::MulHiU)
      st.scc.reset();
    return;
  }
  uint64_t x = *a, y = *b, c = needsScc ? *st.scc : 0;
  uint32_t r = 0;
  std::optional<bool> scc = st.scc;
  auto overflow = [](uint32_t p, uint32_t q, uint32_t s) {
    return ((p ^ s) & (q ^ s)) >> 31;
  };
  switch (d.opc) {
  case Opc::Add:
  case Opc::Addc:
    r = uint32_t(x + y + c), scc = ((x + y + c) >> 32) != 0;
    break;
  case Opc::Sub:
  case Opc::Subb:
    r = uint32_t(x - y - c), scc = x < y + c;
    break;
  case Opc::AddI:
  case Opc::Addk:
    r = uint32_t(x + y), scc = overflow(x, y, r);
    break;
  case Opc::SubI:
    r = uint32_t(x - y), scc = overflow(x, ~uint32_t(y), r);
    break;
  case Opc::Mul:
  case Opc::Mulk:
    r = uint32_t(x * y);
    break;
  case Opc::MulHiU:
    r = uint32_t((x * y) >> 32);
    break;
  case Opc::Lshl:
    r = uint32_t(x << (y & 31)), scc = r != 0;
    break;
  case Opc::Lshr:
    r = uint32_t(x >> (y & 31)), scc = r != 0;
    break;
  case Opc::Ashr:
    r = uint32_t(int32_t(x) >> (y & 31)), scc = r != 0;
    break;
  case Opc::Min:
  case Opc::Max: {
    bool less = compare(Cond::Lt, d.isSigned, x, y);
    r = less == (d.opc == Opc::Min) ? x : y, scc = less;
    break;
  }
  case Opc::Bfe: {
    unsigned offset = y & 31, width = (y >> 16) & 0x7f;
    r = uint32_t(x >> offset) &
        (width >= 32 ? ~0u : (uint32_t(1) << width) - 1);
    scc = r != 0;
    break;
  }
  case Opc::LshlAdd:
    r = uint32_t((x << d.shift) + y), scc = (((x << d.shift) + y) >> 32) != 0;
    break;
  case Opc::Cmp:
  case Opc::Cmpk:
    st.scc = compare(d.cond, d.isSigned, x, y);
    return;
  default:
    return;
  }
  write(st, o[0], r);
  st.scc = scc;
}

/// s_load_dword*: the kernel arguments when the address is in their segment.
static void evalLoad(const Decoded &d, State &st, ArrayRef<uint8_t> kernarg) {
  const auto &o = d.ops;
  Val lo = o.size() > 2 ? read(st, o[1]) : Val();
  Val hi = o.size() > 2 ? read(st, o[1], 1) : Val();
  Val offset = o.size() > 2 ? read(st, o[2]) : Val();
  for (unsigned p = 0; p < o[0].count; ++p) {
    Val r;
    if (lo && hi && offset) {
      uint64_t address =
          ((uint64_t(*hi) << 32 | *lo) & kAddressMask) + *offset + 4 * p;
      if (address >= kKernargBase &&
          address + 4 <= kKernargBase + kernarg.size()) {
        uint32_t w;
        std::memcpy(&w, kernarg.data() + (address - kKernargBase), 4);
        r = w;
      }
    }
    write(st, o[0], r, p);
  }
}

static uint32_t threeSources(Opc opc, uint32_t a, uint32_t b, uint32_t c) {
  switch (opc) {
  case Opc::VLshlAdd:
    return (a << (b & 31)) + c;
  case Opc::VAddLshl:
    return (a + b) << (c & 31);
  case Opc::VAdd3:
    return a + b + c;
  case Opc::VLshlOr:
    return (a << (b & 31)) | c;
  case Opc::VAndOr:
    return (a & b) | c;
  case Opc::VOr3:
    return a | b | c;
  default: // VMadU24
    return (a & 0xffffff) * (b & 0xffffff) + c;
  }
}

/// Vector ALU on lane 0 (the values the integer-division idiom keeps
/// uniform). VCC and compare results are taken as uniform: a compare writes
/// all ones or zero.
static void evalVector(const Decoded &d, State &st) {
  const auto &o = d.ops;
  Val a = o.size() > 1 ? read(st, o[1]) : Val();
  Val b = o.size() > 2 ? read(st, o[2]) : Val();
  Val r;
  switch (d.opc) {
  case Opc::VMov:
  case Opc::Readfirstlane:
    r = a;
    break;
  case Opc::CvtF32U32:
    if (a)
      r = llvm::bit_cast<uint32_t>(float(*a));
    break;
  case Opc::CvtU32F32:
    if (a) {
      float f = llvm::bit_cast<float>(*a);
      r = !(f > 0) ? 0u : f >= 4294967295.0f ? ~0u : uint32_t(f);
    }
    break;
  case Opc::Rcp:
    if (a)
      r = llvm::bit_cast<uint32_t>(1.0f / llvm::bit_cast<float>(*a));
    break;
  case Opc::MulF32:
    if (a && b)
      r = llvm::bit_cast<uint32_t>(llvm::bit_cast<float>(*a) *
                                   llvm::bit_cast<float>(*b));
    break;
  case Opc::VMulLo:
    if (a && b)
      r = *a * *b;
    break;
  case Opc::VMulHiU:
    if (a && b)
      r = uint32_t((uint64_t(*a) * *b) >> 32);
    break;
  case Opc::VAdd:
    if (a && b)
      r = *a + *b;
    break;
  case Opc::VSub:
    if (a && b)
      r = *a - *b;
    break;
  case Opc::VSubrev:
    if (a && b)
      r = *b - *a;
    break;
  case Opc::VLshrrev:
    if (a && b)
      r = *b >> (*a & 31);
    break;
  case Opc::VLshlrev:
    if (a && b)
      r = *b << (*a & 31);
    break;
  case Opc::VAnd:
    if (a && b)
      r = *a & *b;
    break;
  case Opc::VOr:
    if (a && b)
      r = *a | *b;
    break;
  case Opc::VXor:
    if (a && b)
      r = *a ^ *b;
    break;
  case Opc::VMulI24:
    if (a && b)
      r = uint32_t(int64_t(SignExtend32<24>(*a)) * SignExtend32<24>(*b));
    break;
  case Opc::VMulU24:
    if (a && b)
      r = (*a & 0xffffff) * (*b & 0xffffff);
    break;
  case Opc::VCmp:
    if (a && b)
      r = compare(d.cond, d.isSigned, *a, *b) ? ~0u : 0u;
    for (unsigned p = 0; p < o[0].count; ++p)
      write(st, o[0], r, p);
    return;
  case Opc::Cndmask: {
    Val mask = o.size() > 3 ? read(st, o[3]) : Val();
    if (mask && a && b)
      r = *mask & 1 ? *b : *a;
    break;
  }
  default:
    if (!isThreeSource(d.opc))
      break;
    if (Val c = read(st, o[3]); a && b && c)
      r = threeSources(d.opc, *a, *b, *c);
    break;
  }
  write(st, o[0], r);
}

std::optional<uint64_t> wave::loadAddress(const Decoded &d, const State &st) {
  Val lo = d.base >= 0 ? read(st, d.ops[d.base]) : Val(0);
  Val hi = d.base >= 0 ? read(st, d.ops[d.base], 1) : Val(0);
  Val voff = d.vaddr >= 0 ? read(st, d.ops[d.vaddr]) : Val(0);
  Val vhi = d.opc == Opc::GlobalLoad && d.base < 0 ? read(st, d.ops[d.vaddr], 1)
                                                   : Val(0);
  Val soff = d.opc == Opc::BufferLoad ? read(st, d.ops[d.base + 1]) : Val(0);
  if (!lo || !hi || !voff || !vhi || !soff)
    return std::nullopt;
  // A buffer resource keeps the stride above the 48-bit base.
  uint64_t base = (uint64_t(*hi) << 32 | *lo) & kAddressMask;
  return base + (uint64_t(*vhi) << 32 | *voff) + *soff + d.offset;
}

std::optional<uint64_t> wave::bufferBytesLeft(const Decoded &d,
                                              const State &st) {
  if (d.opc != Opc::BufferLoad || d.base < 0)
    return std::nullopt;
  Val hi = read(st, d.ops[d.base], 1), records = read(st, d.ops[d.base], 2);
  Val voff = d.vaddr >= 0 ? read(st, d.ops[d.vaddr]) : Val(0);
  // Swizzle-enable is bit 31 of the resource's second word (its stride,
  // bits 16-29, does not scale a load without idxen).
  if (!hi || !records || !voff || (*hi >> 31) != 0)
    return std::nullopt;
  // The range check reads the VGPR and instruction offsets, not soffset
  // (IntrinsicsAMDGPU.td's buffer loads: soffset "excluded from bounds
  // checking").
  uint64_t offset = uint64_t(*voff) + d.offset;
  return *records > offset ? *records - offset : 0;
}

void wave::step(const Decoded &d, State &st, ArrayRef<uint8_t> kernarg) {
  switch (d.opc) {
  case Opc::Load:
    evalLoad(d, st, kernarg);
    return;
  case Opc::Other:
  case Opc::BufferLoad:
  case Opc::GlobalLoad:
    if (!d.writesNothing && !d.lds && !d.ops.empty())
      clobber(st, d.ops[0]);
    if (d.kind == InstKind::Salu)
      st.scc.reset();
    if (d.kind == InstKind::Valu)
      clobber(st, parseOperand("vcc"));
    return;
  default:
    if (d.kind == InstKind::Valu)
      evalVector(d, st);
    else if (isBitwise(d.opc))
      evalBitwise(d, st);
    else
      evalArith(d, st);
  }
}

std::optional<bool> wave::taken(const Decoded &d, const State &st) {
  switch (d.opc) {
  case Opc::Branch:
    return true;
  case Opc::BranchScc0:
  case Opc::BranchScc1:
    if (!st.scc)
      return std::nullopt;
    return *st.scc == (d.opc == Opc::BranchScc1);
  case Opc::BranchVccz:
  case Opc::BranchVccnz:
    if (!st.s[kVcc] || !st.s[kVcc + 1])
      return std::nullopt;
    return ((*st.s[kVcc] | *st.s[kVcc + 1]) == 0) == (d.opc == Opc::BranchVccz);
  default: // s_cbranch_exec*: the wave runs, EXEC is not zero
    return d.opc == Opc::BranchExecnz;
  }
}
