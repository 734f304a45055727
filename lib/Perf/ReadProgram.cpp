//===- ReadProgram.cpp - one kernel of a listing -> perf::Program ---------===//
//
// Kernel facts come from the code object metadata (the `.amdgpu_metadata`
// YAML of a .s, or the NT_AMDGPU_METADATA note of a code object, which
// Disassemble.cpp appends in the same form): .reqd_workgroup_size (else
// .max_flat_workgroup_size), .wavefront_size, .vgpr_count, .agpr_count,
// .group_segment_fixed_size; the `.amdhsa_kernel` block fills in what the
// metadata lacks (.amdhsa_group_segment_fixed_size, .amdhsa_next_free_vgpr,
// .amdhsa_accum_offset).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/AsmListing.h"
#include "cdna4pipe/Perf/Program.h"

#include "llvm/ADT/StringMap.h"

using namespace llvm;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::perf;

namespace {
/// The facts of one kernel entry of `amdhsa.kernels`.
struct MetadataEntry {
  StringMap<int64_t> values;
  int64_t reqdSize = 1;
  bool hasReqd = false;
  std::string name;
};
} // namespace

static size_t indentOf(StringRef raw) {
  return raw.size() - raw.ltrim(" ").size();
}

/// Parses the kernel entries of every metadata block in `text`.
static SmallVector<MetadataEntry> parseMetadata(StringRef text) {
  SmallVector<MetadataEntry> entries;
  bool inKernels = false, inReqd = false;
  size_t entryIndent = 0;
  for (StringRef raw : llvm::split(text, '\n')) {
    raw = raw.rtrim();
    StringRef t = raw.trim();
    if (t == "amdhsa.kernels:") {
      inKernels = true;
      entryIndent = 0;
      continue;
    }
    if (!inKernels || t.empty())
      continue;
    size_t indent = indentOf(raw);
    if (!t.starts_with("-") && indent == 0) { // next top-level key
      inKernels = false;
      continue;
    }
    if (t.starts_with("- .") && (entryIndent == 0 || indent == entryIndent)) {
      entryIndent = indent;
      entries.emplace_back();
      t = t.drop_front(2);
      indent += 2;
    }
    if (entries.empty())
      continue;
    MetadataEntry &e = entries.back();
    if (inReqd && t.starts_with("- ")) {
      e.reqdSize *= parseAsmInt(t.drop_front(2)).value_or(1);
      continue;
    }
    inReqd = false;
    if (indent != entryIndent + 2 || !t.starts_with("."))
      continue;
    auto [key, value] = t.split(':');
    value = value.trim();
    if (key == ".reqd_workgroup_size") {
      inReqd = e.hasReqd = true;
      e.reqdSize = 1;
    } else if (key == ".name") {
      e.name = value.str();
    } else if (std::optional<int64_t> v = parseAsmInt(value)) {
      e.values[key] = *v;
    }
  }
  return entries;
}

/// `.amdhsa_*` values of the `.amdhsa_kernel NAME` block.
static StringMap<int64_t> parseAmdhsaBlock(ArrayRef<AsmLine> lines,
                                           StringRef name) {
  StringMap<int64_t> values;
  bool inBlock = false;
  for (const AsmLine &l : lines) {
    if (l.code.starts_with(".amdhsa_kernel")) {
      inBlock = l.code.drop_front(14).trim() == name;
      continue;
    }
    if (l.code.starts_with(".end_amdhsa_kernel"))
      inBlock = false;
    if (!inBlock)
      continue;
    auto [key, value] = l.code.split(' ');
    if (std::optional<int64_t> v = parseAsmInt(value))
      values[key.trim()] = *v;
  }
  return values;
}

static Error readFacts(StringRef text, ArrayRef<AsmLine> lines,
                       KernelFacts &f) {
  StringMap<int64_t> amdhsa = parseAmdhsaBlock(lines, f.name);
  const MetadataEntry *entry = nullptr;
  SmallVector<MetadataEntry> entries = parseMetadata(text);
  for (const MetadataEntry &e : entries)
    if (e.name == f.name)
      entry = &e;
  auto get = [&](StringRef key, StringRef amdhsaKey) -> std::optional<int64_t> {
    if (entry && entry->values.count(key))
      return entry->values.lookup(key);
    if (!amdhsaKey.empty() && amdhsa.count(amdhsaKey))
      return amdhsa.lookup(amdhsaKey);
    return std::nullopt;
  };
  if (entry && entry->hasReqd)
    f.workgroupSize = entry->reqdSize;
  else if (auto v = get(".max_flat_workgroup_size", ""))
    f.workgroupSize = *v;
  else
    return createStringError(
        "kernel '" + f.name +
        "': no workgroup size in the metadata "
        "(.reqd_workgroup_size / .max_flat_workgroup_size)");
  f.wavefrontSize = get(".wavefront_size", "").value_or(64);
  f.vgpr = get(".vgpr_count", ".amdhsa_next_free_vgpr").value_or(0);
  f.agpr = get(".agpr_count", "").value_or(0);
  f.accumOffset = amdhsa.lookup(".amdhsa_accum_offset");
  f.ldsBytes =
      get(".group_segment_fixed_size", ".amdhsa_group_segment_fixed_size")
          .value_or(0);
  if (f.vgpr == 0)
    return createStringError("kernel '" + f.name +
                             "': no VGPR count in the metadata (.vgpr_count / "
                             ".amdhsa_next_free_vgpr)");
  return Error::success();
}

/// The kernel's instructions, labels resolved to instruction indices.
static Error readInstructions(ArrayRef<AsmLine> lines, const AsmKernel &k,
                              Program &p) {
  StringMap<int> labelInst;
  std::vector<size_t> lineOfInst;
  SmallVector<StringRef> branchTargets;
  for (size_t j = k.begin; j < k.end; ++j) {
    const AsmLine &l = lines[j];
    if (isAsmLabel(l.code)) {
      labelInst[l.code.drop_back()] = p.insts.size();
      continue;
    }
    StringRef mn = asmMnemonic(l.code);
    if (mn.empty() || mn.starts_with("."))
      continue;
    Expected<Inst> in = classifyInstruction(mn, asmOperands(l.code));
    if (!in)
      return createStringError(inconvertibleErrorCode(),
                               "line " + Twine(l.number) + ": " +
                                   toString(in.takeError()));
    in->line = l.number;
    if (in->kind == InstKind::Branch)
      branchTargets.push_back(asmOperands(l.code));
    else
      branchTargets.push_back("");
    lineOfInst.push_back(j);
    p.insts.push_back(std::move(*in));
  }
  for (size_t i = 0; i < p.insts.size(); ++i) {
    if (p.insts[i].kind != InstKind::Branch)
      continue;
    auto it = labelInst.find(branchTargets[i]);
    if (it == labelInst.end())
      return createStringError("line " + Twine(p.insts[i].line) +
                               ": branch to unknown "
                               "label '" +
                               branchTargets[i] + "'");
    p.insts[i].target = it->second;
  }
  const AsmLoop &loop = k.loops[*k.mainLoop];
  p.loopLabel = loop.label;
  p.loopBegin = labelInst.lookup(loop.label);
  for (size_t i = 0; i < p.insts.size(); ++i)
    if (lineOfInst[i] == loop.branchIndex)
      p.loopEnd = i;
  // A loop closed by an unconditional s_branch (AITER's hand-written
  // kernels: "s_cbranch_scc0 exit; s_branch head") leaves through its last
  // conditional branch past the loop.
  if (!p.insts[p.loopEnd].conditional)
    for (size_t i = p.loopEnd; i-- > p.loopBegin;)
      if (p.insts[i].kind == InstKind::Branch && p.insts[i].conditional &&
          p.insts[i].target > int(p.loopEnd)) {
        p.loopExit = int(i);
        break;
      }
  return Error::success();
}

Expected<Program> perf::readProgram(StringRef asmText, StringRef name) {
  SmallVector<AsmLine> lines = splitAsmLines(asmText);
  SmallVector<AsmKernel, 1> kernels = findAsmKernels(lines);
  const AsmKernel *kernel = nullptr;
  for (const AsmKernel &k : kernels)
    if (name.empty() ? (!kernel && k.mainLoop) : k.name == name)
      kernel = &k;
  if (!kernel && name.empty() && !kernels.empty())
    kernel = &kernels.front(); // none has a loop: say so for the first
  if (!kernel) {
    if (!name.empty())
      return createStringError("no kernel named '" + name +
                               "' in the assembly");
    return createStringError(
        "no kernel in the assembly (no '.type NAME,@function')");
  }
  if (!kernel->mainLoop)
    return createStringError("kernel '" + kernel->name +
                             "' has no loop (no backward branch)");
  Program p;
  p.facts.name = kernel->name;
  if (Error e = readFacts(asmText, lines, p.facts))
    return std::move(e);
  if (Error e = readInstructions(lines, *kernel, p))
    return std::move(e);
  return p;
}
