//===- WaveEval.cpp - one wave's scalar code on concrete values -----------===//
//
// See WaveEval.h. Values are 32-bit words, unknown when nullopt; an
// operation on an unknown word gives an unknown result (and SCC).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/WaveEval.h"
#include "cdna4pipe/Perf/AsmListing.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <cstring>

using namespace llvm;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::perf;
using namespace mlir::cdna4pipe::perf::wave;

/// Parses one operand: sN, s[a:b], vN, v[a:b], vcc(_lo/_hi), exec(_lo/_hi),
/// m0, an integer or a float inline constant; anything else is Loc::None.
static Operand parseOperand(StringRef t) {
  Operand o;
  t = t.trim();
  auto special = StringSwitch<std::pair<unsigned, unsigned>>(t)
                     .Case("vcc", {kVcc, 2})
                     .Case("vcc_lo", {kVcc, 1})
                     .Case("vcc_hi", {kVcc + 1, 1})
                     .Case("exec", {kExec, 2})
                     .Case("exec_lo", {kExec, 1})
                     .Case("exec_hi", {kExec + 1, 1})
                     .Case("m0", {kM0, 1})
                     .Default({0, 0});
  if (special.second) {
    o.loc = Loc::Sgpr;
    o.reg = special.first;
    o.count = special.second;
    return o;
  }
  if (t.size() > 1 && (t[0] == 's' || t[0] == 'v')) {
    Loc loc = t[0] == 's' ? Loc::Sgpr : Loc::Vgpr;
    StringRef r = t.drop_front();
    unsigned lo, hi;
    if (!r.getAsInteger(10, lo)) {
      o.loc = loc, o.reg = lo;
      return o;
    }
    if (r.consume_front("[") && r.consume_back("]")) {
      auto [a, b] = r.split(':');
      if (!a.getAsInteger(10, lo) && !b.getAsInteger(10, hi) && hi >= lo)
        o.loc = loc, o.reg = lo, o.count = hi - lo + 1;
    }
    return o;
  }
  double d;
  if (std::optional<int64_t> v = parseAsmInt(t)) {
    o.loc = Loc::Imm;
    o.imm = uint32_t(*v);
  } else if (t.contains('.') && !t.getAsDouble(d)) {
    float f = float(d);
    o.loc = Loc::Imm;
    std::memcpy(&o.imm, &f, 4);
  }
  return o;
}

/// A buffer_load / global_load: where its address comes from (the
/// operands, then the modifiers after the last one: offen, lds,
/// offset:N). Loads it does not know (idxen) stay Opc::Other.
static void decodeLoad(StringRef mn, StringRef operands, Decoded &d) {
  bool buffer = mn.starts_with("buffer_load");
  if (!buffer && !mn.starts_with("global_load"))
    return;
  if (operands.find(',') == StringRef::npos)
    return;
  SmallVector<StringRef> words;
  operands.rsplit(',').second.trim().split(words, ' ', -1, false);
  bool offen = false;
  for (StringRef w : ArrayRef<StringRef>(words).drop_front()) {
    if (w == "idxen")
      return;
    offen |= w == "offen";
    d.lds |= w == "lds";
    if (w.consume_front("offset:"))
      d.offset = parseAsmInt(w).value_or(0);
  }
  d.lds |= mn.contains("_lds_");
  if (buffer) {
    auto rsrc = llvm::find_if(d.ops, [](const Operand &o) {
      return o.loc == Loc::Sgpr && o.count == 4;
    });
    if (rsrc == d.ops.end() || rsrc + 1 == d.ops.end())
      return;
    d.base = rsrc - d.ops.begin();
    d.vaddr = offen ? d.base - 1 : -1;
    if (offen && d.vaddr < 0)
      return;
    d.opc = Opc::BufferLoad;
    return;
  }
  d.vaddr = d.lds ? 0 : 1;
  if (int(d.ops.size()) <= d.vaddr + 1)
    return;
  d.base = d.ops[d.vaddr + 1].loc == Loc::Sgpr ? d.vaddr + 1 : -1;
  d.opc = Opc::GlobalLoad;
}

/// The condition and signedness of a `_<cond>_<type>` compare suffix.
static bool parseCompare(StringRef suffix, Decoded &d) {
  auto [cc, type] = suffix.split('_');
  std::optional<Cond> c = StringSwitch<std::optional<Cond>>(cc)
                              .Case("eq", Cond::Eq)
                              .Cases({"lg", "ne"}, Cond::Ne)
                              .Case("lt", Cond::Lt)
                              .Case("le", Cond::Le)
                              .Case("gt", Cond::Gt)
                              .Case("ge", Cond::Ge)
                              .Default(std::nullopt);
  if (!c || (type != "u32" && type != "i32"))
    return false;
  d.cond = *c;
  d.isSigned = type == "i32";
  return true;
}

/// Fills `d.opc` (and its condition, width) from the mnemonic.
static void decodeMnemonic(StringRef mn, Decoded &d) {
  mn.consume_back("_e32") || mn.consume_back("_e64");
  d.width = mn.ends_with("_b64") ? 2 : 1;
  if (mn.starts_with("s_lshl") && mn.ends_with("_add_u32") && mn.size() == 16) {
    d.opc = Opc::LshlAdd;
    d.shift = mn[6] - '0';
    return;
  }
  if (mn.consume_front("s_cmpk_"))
    d.opc = parseCompare(mn, d) ? Opc::Cmpk : Opc::Other;
  else if (mn.consume_front("s_cmp_"))
    d.opc = parseCompare(mn, d) ? Opc::Cmp : Opc::Other;
  else if (mn.consume_front("v_cmp_"))
    d.opc = parseCompare(mn, d) ? Opc::VCmp : Opc::Other;
  else if (mn.starts_with("s_load_dword"))
    d.opc = Opc::Load;
  else if (mn == "s_min_u32" || mn == "s_min_i32" || mn == "s_max_u32" ||
           mn == "s_max_i32") {
    d.opc = mn.starts_with("s_min") ? Opc::Min : Opc::Max;
    d.isSigned = mn.ends_with("i32");
  } else {
    d.opc = StringSwitch<Opc>(mn)
                .Cases({"s_mov_b32", "s_mov_b64"}, Opc::Mov)
                .Case("s_movk_i32", Opc::Movk)
                .Case("s_add_u32", Opc::Add)
                .Case("s_addc_u32", Opc::Addc)
                .Case("s_sub_u32", Opc::Sub)
                .Case("s_subb_u32", Opc::Subb)
                .Case("s_add_i32", Opc::AddI)
                .Case("s_sub_i32", Opc::SubI)
                .Case("s_addk_i32", Opc::Addk)
                .Case("s_mul_i32", Opc::Mul)
                .Case("s_mulk_i32", Opc::Mulk)
                .Case("s_mul_hi_u32", Opc::MulHiU)
                .Case("s_lshl_b32", Opc::Lshl)
                .Case("s_lshr_b32", Opc::Lshr)
                .Case("s_ashr_i32", Opc::Ashr)
                .Cases({"s_and_b32", "s_and_b64"}, Opc::And)
                .Cases({"s_or_b32", "s_or_b64"}, Opc::Or)
                .Cases({"s_xor_b32", "s_xor_b64"}, Opc::Xor)
                .Cases({"s_andn2_b32", "s_andn2_b64"}, Opc::Andn2)
                .Cases({"s_orn2_b32", "s_orn2_b64"}, Opc::Orn2)
                .Cases({"s_not_b32", "s_not_b64"}, Opc::Not)
                .Cases({"s_cselect_b32", "s_cselect_b64"}, Opc::Cselect)
                .Case("s_bfe_u32", Opc::Bfe)
                .Case("v_mov_b32", Opc::VMov)
                .Case("v_readfirstlane_b32", Opc::Readfirstlane)
                .Case("v_cvt_f32_u32", Opc::CvtF32U32)
                .Case("v_cvt_u32_f32", Opc::CvtU32F32)
                .Cases({"v_rcp_iflag_f32", "v_rcp_f32"}, Opc::Rcp)
                .Case("v_mul_f32", Opc::MulF32)
                .Case("v_mul_lo_u32", Opc::VMulLo)
                .Case("v_mul_hi_u32", Opc::VMulHiU)
                .Case("v_mul_i32_i24", Opc::VMulI24)
                .Case("v_mul_u32_u24", Opc::VMulU24)
                .Case("v_xor_b32", Opc::VXor)
                .Case("v_lshl_add_u32", Opc::VLshlAdd)
                .Case("v_add_lshl_u32", Opc::VAddLshl)
                .Case("v_add3_u32", Opc::VAdd3)
                .Case("v_lshl_or_b32", Opc::VLshlOr)
                .Case("v_and_or_b32", Opc::VAndOr)
                .Case("v_or3_b32", Opc::VOr3)
                .Case("v_mad_u32_u24", Opc::VMadU24)
                .Cases({"v_add_u32", "v_add_nc_u32"}, Opc::VAdd)
                .Case("v_sub_u32", Opc::VSub)
                .Case("v_subrev_u32", Opc::VSubrev)
                .Case("v_lshrrev_b32", Opc::VLshrrev)
                .Case("v_lshlrev_b32", Opc::VLshlrev)
                .Case("v_and_b32", Opc::VAnd)
                .Case("v_or_b32", Opc::VOr)
                .Case("v_cndmask_b32", Opc::Cndmask)
                .Case("s_branch", Opc::Branch)
                .Case("s_cbranch_scc0", Opc::BranchScc0)
                .Case("s_cbranch_scc1", Opc::BranchScc1)
                .Case("s_cbranch_vccz", Opc::BranchVccz)
                .Case("s_cbranch_vccnz", Opc::BranchVccnz)
                .Case("s_cbranch_execz", Opc::BranchExecz)
                .Case("s_cbranch_execnz", Opc::BranchExecnz)
                .Case("s_endpgm", Opc::End)
                .Default(Opc::Other);
  }
}

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

static float asFloat(uint32_t x) {
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}

static uint32_t bits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  return x;
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
      r = bits(float(*a));
    break;
  case Opc::CvtU32F32:
    if (a) {
      float f = asFloat(*a);
      r = !(f > 0) ? 0u : f >= 4294967295.0f ? ~0u : uint32_t(f);
    }
    break;
  case Opc::Rcp:
    if (a)
      r = bits(1.0f / asFloat(*a));
    break;
  case Opc::MulF32:
    if (a && b)
      r = bits(asFloat(*a) * asFloat(*b));
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
  case Opc::VLshlAdd:
  case Opc::VAddLshl:
  case Opc::VAdd3:
  case Opc::VLshlOr:
  case Opc::VAndOr:
  case Opc::VOr3:
  case Opc::VMadU24:
    if (Val c = read(st, o[3]); a && b && c)
      r = threeSources(d.opc, *a, *b, *c);
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
    break;
  }
  write(st, o[0], r);
}

/// The operands an evaluated instruction reads or writes (fewer: an
/// instruction the evaluator does not know).
static unsigned operandsNeeded(Opc opc) {
  switch (opc) {
  case Opc::Other:
  case Opc::Branch:
  case Opc::BranchScc0:
  case Opc::BranchScc1:
  case Opc::BranchVccz:
  case Opc::BranchVccnz:
  case Opc::BranchExecz:
  case Opc::BranchExecnz:
  case Opc::End:
    return 0;
  case Opc::Mov:
  case Opc::Movk:
  case Opc::Not:
  case Opc::Addk:
  case Opc::Mulk:
  case Opc::Cmp:
  case Opc::Cmpk:
  case Opc::VMov:
  case Opc::Readfirstlane:
  case Opc::CvtF32U32:
  case Opc::CvtU32F32:
  case Opc::Rcp:
    return 2;
  case Opc::Cndmask:
  case Opc::VLshlAdd:
  case Opc::VAddLshl:
  case Opc::VAdd3:
  case Opc::VLshlOr:
  case Opc::VAndOr:
  case Opc::VOr3:
  case Opc::VMadU24:
    return 4;
  case Opc::BufferLoad:
  case Opc::GlobalLoad:
    return 2;
  default:
    return 3;
  }
}

Decoded wave::decode(const Inst &in, StringRef code) {
  Decoded d;
  decodeMnemonic(asmMnemonic(code), d);
  SmallVector<StringRef> tokens;
  asmOperands(code).split(tokens, ',');
  for (StringRef t : tokens)
    d.ops.push_back(parseOperand(
        t.trim().take_until([](char c) { return c == ' ' || c == '\t'; })));
  if (in.kind == InstKind::Vmem && in.isLoad)
    decodeLoad(asmMnemonic(code), asmOperands(code), d);
  if (d.ops.size() < operandsNeeded(d.opc))
    d.opc = Opc::Other;
  d.kind = in.kind;
  d.writesNothing = in.isStore || in.kind == InstKind::Waitcnt ||
                    in.kind == InstKind::Nop || in.kind == InstKind::Barrier ||
                    in.kind == InstKind::SetPrio || in.kind == InstKind::Free;
  d.target = in.target;
  d.line = in.line;
  return d;
}

bool wave::isLoad(Opc opc) {
  return opc == Opc::BufferLoad || opc == Opc::GlobalLoad;
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

bool wave::isBranch(Opc opc) {
  return opc >= Opc::Branch && opc <= Opc::BranchExecnz;
}
