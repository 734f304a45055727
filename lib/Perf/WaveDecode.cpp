//===- WaveDecode.cpp - instructions decoded for the wave evaluator -------===//
//
// See WaveEval.h: an instruction's line of assembly as the evaluator reads
// it (its operation, operands, and for a load its address operands).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/AsmListing.h"
#include "cdna4pipe/Perf/WaveEval.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/bit.h"

using namespace llvm;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::perf;
using namespace mlir::cdna4pipe::perf::wave;

/// Parses one operand: sN, s[a:b], vN, v[a:b], vcc(_lo/_hi), exec(_lo/_hi),
/// m0, an integer or a float inline constant; anything else is Loc::None.
Operand wave::parseOperand(StringRef t) {
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
    o.loc = Loc::Imm;
    o.imm = llvm::bit_cast<uint32_t>(float(d));
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

/// The operands an evaluated instruction reads or writes (fewer: an
/// instruction the evaluator does not know).
static unsigned operandsNeeded(Opc opc) {
  if (isThreeSource(opc))
    return 4;
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

bool wave::isBranch(Opc opc) {
  return opc >= Opc::Branch && opc <= Opc::BranchExecnz;
}
