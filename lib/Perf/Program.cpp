//===- Program.cpp - a gfx950 kernel as the performance model sees it -----===//
//
// See Program.h. MFMA pass counts follow LLVM's gfx950 scheduling model
// (SISchedule.td; `llvm-mca-22 -mcpu=gfx950` prints them as the HWXDL
// resource cycles and the latency): 16x16 shapes of 16-bit and 8-bit inputs
// take 4 passes, 32x32 take 8, 4x4 take 2; f32 inputs and the multi-block
// shapes take twice that, f64 16x16 takes 16 (4x4: 4); the result is ready
// 4 passes after the last pass. docs/PerfModel.md lists them.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/Program.h"
#include "cdna4pipe/Perf/AsmListing.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Regex.h"

using namespace llvm;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::perf;

StringRef perf::kindName(InstKind kind) {
  switch (kind) {
  case InstKind::Mfma:
    return "mfma";
  case InstKind::Valu:
    return "valu";
  case InstKind::Salu:
    return "salu";
  case InstKind::Smem:
    return "smem";
  case InstKind::Ds:
    return "ds";
  case InstKind::Vmem:
    return "vmem";
  case InstKind::Branch:
    return "branch";
  case InstKind::Waitcnt:
    return "waitcnt";
  case InstKind::Barrier:
    return "barrier";
  case InstKind::SetPrio:
    return "setprio";
  case InstKind::Nop:
    return "nop";
  case InstKind::EndPgm:
    return "endpgm";
  case InstKind::Free:
    return "free";
  }
  llvm_unreachable("unknown kind");
}

unsigned KernelFacts::registersPerLane() const {
  if (agpr == 0)
    return vgpr;
  unsigned offset = accumOffset ? accumOffset : alignTo(std::max(vgpr, 1u), 4);
  return offset + agpr;
}

uint64_t Program::loopFlopsPerWave() const {
  uint64_t flops = 0;
  for (size_t i = loopBegin; i <= loopEnd && i < insts.size(); ++i)
    if (insts[i].kind == InstKind::Mfma)
      flops += insts[i].mfma.flops();
  return flops;
}
const MfmaShape *Program::loopMfma() const {
  for (size_t i = loopBegin; i <= loopEnd && i < insts.size(); ++i)
    if (insts[i].kind == InstKind::Mfma)
      return &insts[i].mfma;
  return nullptr;
}
uint64_t Program::loopLoadBytesPerWave() const {
  uint64_t bytes = 0;
  for (size_t i = loopBegin; i <= loopEnd && i < insts.size(); ++i)
    if (insts[i].kind == InstKind::Vmem && insts[i].isLoad)
      bytes += uint64_t(insts[i].bytesPerLane) * facts.wavefrontSize;
  return bytes;
}

//===----------------------------------------------------------------------===//
// Classification
//===----------------------------------------------------------------------===//

/// The f8f6f4 source format in an MFMA's `cbsz:N` / `blgp:N` modifier
/// (0 FP8 E4M3, 1 FP8 E5M2, 2 / 3 FP6, 4 FP4; absent: 0).
static unsigned f8f6f4Format(StringRef operands, StringRef field) {
  size_t at = operands.find((field + ":").str());
  unsigned v = 0;
  if (at != StringRef::npos)
    operands.substr(at + field.size() + 1)
        .take_while(llvm::isDigit)
        .getAsInteger(10, v);
  return v;
}

/// Bytes of an f8f6f4 source format (f8f6f4Format).
static double f8f6f4Bytes(unsigned format) {
  return format <= 1 ? 1 : format <= 3 ? 0.75 : 0.5;
}

/// Bytes of an MFMA source type named in the mnemonic's suffix (0: not a
/// type, e.g. the `4b` of a multi-block MFMA).
static double typeBytes(StringRef type) {
  return StringSwitch<double>(type)
      .Case("f64", 8)
      .Cases({"f32", "xf32"}, 4)
      .Cases({"f16", "bf16"}, 2)
      .Cases({"i8", "fp8", "bf8"}, 1)
      .Default(0);
}

Expected<MfmaShape> perf::parseMfmaShape(StringRef mnemonic,
                                         StringRef operands) {
  static const Regex re(
      "^v_s?mfma_(scale_)?[a-z0-9]+_([0-9]+)x([0-9]+)x([0-9]+)"
      "(.*)$");
  SmallVector<StringRef> m;
  if (!re.match(mnemonic, &m))
    return createStringError("cannot read the MFMA shape of '" + mnemonic +
                             "'");
  MfmaShape s;
  to_integer(m[2], s.m);
  to_integer(m[3], s.n);
  to_integer(m[4], s.k);
  StringRef rest = m[5];
  SmallVector<StringRef> b;
  static const Regex blocksRe("^_?([0-9]+)b(_|$)");
  if (blocksRe.match(rest, &b))
    to_integer(b[1], s.blocks);
  bool f64 = rest.contains("f64");
  bool f32 = !f64 && rest.ends_with("f32") && !rest.ends_with("xf32");
  bool wide = f32 || s.blocks > 1;
  if (s.m == 4)
    s.passes = f64 ? 4 : 2;
  else if (s.m == 16)
    s.passes = f64 ? 16 : wide ? 8 : 4;
  else if (s.m == 32)
    s.passes = wide ? 16 : 8;
  else
    return createStringError("no pass count for the MFMA shape of '" +
                             mnemonic + "'");
  // f8f6f4 (16x16x128, 32x32x64): twice the passes when either source is
  // FP8 (Write8PassMAI / Write16PassMAI in LLVM's gfx950 model; llvm-mca,
  // which cannot see cbsz / blgp, reports the FP4 / FP6 count for all).
  if (rest.contains("f8f6f4") && (f8f6f4Format(operands, "cbsz") <= 1 ||
                                  f8f6f4Format(operands, "blgp") <= 1))
    s.passes *= 2;
  s.latencyPasses = s.passes + 4;
  // Source element sizes: f8f6f4 from its format modifiers, otherwise from
  // the suffix (`_bf16`: both 2 bytes; `_bf8_fp8`: A then B).
  if (rest.contains("f8f6f4")) {
    s.aBytes = f8f6f4Bytes(f8f6f4Format(operands, "cbsz"));
    s.bBytes = f8f6f4Bytes(f8f6f4Format(operands, "blgp"));
  } else {
    SmallVector<StringRef> parts;
    rest.split(parts, '_', -1, false);
    SmallVector<double> types;
    for (StringRef part : parts)
      if (double b = typeBytes(part))
        types.push_back(b);
    if (!types.empty()) {
      s.aBytes = types.front();
      s.bBytes = types.size() > 1 ? types[1] : types.front();
    }
  }
  return s;
}

/// Bytes per lane a DS / VMEM / SMEM mnemonic moves.
static unsigned accessBytes(StringRef mn) {
  static const Regex dwordRe("dwordx([0-9])");
  static const Regex bitsRe("_[bui]([0-9]+)");
  SmallVector<StringRef> m;
  unsigned mult = mn.starts_with("ds_read2") || mn.starts_with("ds_write2") ||
                          mn.starts_with("ds_load_2") ||
                          mn.starts_with("ds_store_2")
                      ? 2
                      : 1;
  unsigned bytes = 4;
  if (dwordRe.match(mn, &m))
    bytes = 4 * (m[1][0] - '0');
  else if (mn.contains("ubyte") || mn.contains("sbyte") || mn.contains("byte"))
    bytes = 1;
  else if (mn.contains("short"))
    bytes = 2;
  else if (bitsRe.match(mn, &m))
    bytes = std::max(1u, static_cast<unsigned>(std::stoul(m[1].str()) / 8));
  return bytes * mult;
}

/// v/a register ranges named by `operands` in order (other operands
/// skipped). Returns whether the first operand is a v/a register.
static bool parseRegs(StringRef operands, SmallVectorImpl<RegRange> &regs) {
  static const Regex one("^(v|a)([0-9]+)$");
  static const Regex range("^(v|a)\\[([0-9]+):([0-9]+)\\]$");
  SmallVector<StringRef> tokens;
  operands.split(tokens, ',', -1, false);
  bool firstIsReg = false;
  for (auto [i, tok] : llvm::enumerate(tokens)) {
    StringRef t = tok.trim().take_until([](char c) { return c == ' '; });
    SmallVector<StringRef> m;
    RegRange r{0, 0, 0};
    if (one.match(t, &m)) {
      r = {m[1][0], 0, 0};
      to_integer(m[2], r.lo);
      r.hi = r.lo;
    } else if (range.match(t, &m)) {
      r = {m[1][0], 0, 0};
      to_integer(m[2], r.lo);
      to_integer(m[3], r.hi);
    } else {
      continue;
    }
    firstIsReg |= i == 0;
    regs.push_back(r);
  }
  return firstIsReg;
}

/// s_waitcnt operands: "vmcnt(N) lgkmcnt(M)" or a gfx9 immediate.
static Error parseWaitcnt(StringRef operands, Inst &in) {
  if (std::optional<int64_t> imm = parseAsmInt(operands)) {
    int vm = (*imm & 0xf) | ((*imm >> 14) & 0x3) << 4;
    int lgkm = (*imm >> 8) & 0xf;
    in.vmcnt = vm == 63 ? -1 : vm;
    in.lgkmcnt = lgkm == 15 ? -1 : lgkm;
    return Error::success();
  }
  SmallVector<StringRef> parts;
  operands.split(parts, ' ', -1, false);
  for (StringRef p : parts) {
    p = p.trim(" &,");
    StringRef name = p.take_until([](char c) { return c == '('; });
    std::optional<int64_t> v =
        parseAsmInt(p.drop_front(name.size()).trim("()"));
    if (!v)
      return createStringError("cannot read the s_waitcnt operand '" + p + "'");
    if (name == "vmcnt")
      in.vmcnt = *v;
    else if (name == "lgkmcnt")
      in.lgkmcnt = *v;
    else if (name != "expcnt")
      return createStringError("unknown s_waitcnt counter '" + name + "'");
  }
  return Error::success();
}

static void classifyMemory(StringRef mn, StringRef operands, Inst &in) {
  in.bytesPerLane = accessBytes(mn);
  if (mn.starts_with("ds_")) {
    in.kind = InstKind::Ds;
    in.countsLgkm = true;
    in.isStore = mn.starts_with("ds_write") || mn.starts_with("ds_store") ||
                 (!mn.contains("rtn") && !mn.starts_with("ds_read") &&
                  !mn.starts_with("ds_load") && !mn.contains("permute") &&
                  !mn.contains("swizzle"));
    in.isLoad = !in.isStore;
    return;
  }
  in.kind = InstKind::Vmem;
  in.countsVm = true;
  in.countsLgkm = mn.starts_with("flat_");
  in.isStore = mn.contains("store") ||
               (mn.contains("atomic") && !operands.contains("glc") &&
                !operands.contains("sc0"));
  in.isLoad = !in.isStore;
  in.ldsDma = mn.starts_with("global_load_lds") ||
              (mn.starts_with("buffer_load") && operands.ends_with(" lds")) ||
              operands == "lds";
}

static Error classifyScalar(StringRef mn, StringRef operands, Inst &in) {
  if (mn == "s_waitcnt") {
    in.kind = InstKind::Waitcnt;
    return parseWaitcnt(operands, in);
  }
  if (mn == "s_barrier") {
    in.kind = InstKind::Barrier;
  } else if (mn == "s_setprio") {
    in.kind = InstKind::SetPrio;
    in.prio = static_cast<int>(parseAsmInt(operands).value_or(0));
  } else if (mn == "s_nop") {
    in.kind = InstKind::Nop;
    in.nopCycles = static_cast<unsigned>(parseAsmInt(operands).value_or(0)) + 1;
  } else if (mn == "s_sleep") {
    in.kind = InstKind::Nop;
    in.nopCycles =
        64 * static_cast<unsigned>(parseAsmInt(operands).value_or(0));
  } else if (mn == "s_endpgm") {
    in.kind = InstKind::EndPgm;
  } else if (mn == "s_branch" || mn.starts_with("s_cbranch_")) {
    in.kind = InstKind::Branch;
    in.conditional = mn != "s_branch";
  } else if (mn.starts_with("s_sched_") || mn == "s_set_gpr_idx_off" ||
             mn == "s_code_end") {
    in.kind = InstKind::Free;
  } else if (mn.starts_with("s_load") || mn.starts_with("s_buffer_load") ||
             mn.starts_with("s_store") || mn.starts_with("s_buffer_store") ||
             mn.starts_with("s_scratch_") || mn.starts_with("s_memtime") ||
             mn.starts_with("s_memrealtime") || mn.starts_with("s_dcache")) {
    in.kind = InstKind::Smem;
    in.countsLgkm = true;
    in.isLoad = mn.contains("load");
    in.isStore = !in.isLoad;
  } else {
    in.kind = InstKind::Salu;
  }
  return Error::success();
}

Expected<Inst> perf::classifyInstruction(StringRef mn, StringRef operands) {
  Inst in;
  in.mnemonic = mn.str();
  SmallVector<RegRange, 4> regs;
  bool firstIsReg = parseRegs(operands, regs);
  bool writesFirst = false;
  if (mn.starts_with("v_mfma") || mn.starts_with("v_smfmac")) {
    in.kind = InstKind::Mfma;
    Expected<MfmaShape> shape = parseMfmaShape(mn, operands);
    if (!shape)
      return shape.takeError();
    in.mfma = *shape;
    writesFirst = true;
  } else if (mn.starts_with("v_")) {
    in.kind = InstKind::Valu;
    writesFirst = true;
  } else if (mn.starts_with("s_")) {
    if (Error e = classifyScalar(mn, operands, in))
      return std::move(e);
    return in;
  } else if (mn.starts_with("ds_") || mn.starts_with("buffer_") ||
             mn.starts_with("global_") || mn.starts_with("flat_") ||
             mn.starts_with("scratch_") || mn.starts_with("tbuffer_") ||
             mn.starts_with("image_")) {
    classifyMemory(mn, operands, in);
    writesFirst = in.isLoad && !in.ldsDma;
  } else {
    return createStringError(
        "unknown instruction '" + mn +
        "': not in any gfx950 encoding family (VOP/MAI, SOP/SOPP, "
        "SMEM, DS, MUBUF/MTBUF/FLAT/MIMG)");
  }
  for (auto [i, r] : llvm::enumerate(regs)) {
    if (i == 0 && firstIsReg && writesFirst)
      in.defs.push_back(r);
    else
      in.uses.push_back(r);
  }
  return in;
}
