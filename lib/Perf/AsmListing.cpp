//===- AsmListing.cpp - kernels, labels and loops of gfx950 assembly ------===//

#include "cdna4pipe/Perf/AsmListing.h"

using namespace llvm;
using namespace mlir::cdna4pipe;

SmallVector<AsmLine> mlir::cdna4pipe::splitAsmLines(StringRef text) {
  SmallVector<AsmLine> lines;
  unsigned number = 0;
  for (StringRef raw : llvm::split(text, '\n')) {
    ++number;
    StringRef t = raw.trim();
    size_t semi = t.find(';');
    // llvm-objdump puts the encoding after "//".
    size_t slashes = t.find("//");
    size_t cut = std::min(semi, slashes);
    StringRef code = cut == StringRef::npos ? t : t.take_front(cut).trim();
    StringRef comment =
        semi == StringRef::npos ? StringRef() : t.drop_front(semi + 1).trim();
    lines.push_back({number, t, code, comment});
  }
  return lines;
}

StringRef mlir::cdna4pipe::asmMnemonic(StringRef code) {
  return code.take_until([](char c) { return c == ' ' || c == '\t'; });
}

StringRef mlir::cdna4pipe::asmOperands(StringRef code) {
  return code.drop_front(asmMnemonic(code).size()).trim();
}

bool mlir::cdna4pipe::isAsmLabel(StringRef code) {
  return code.size() > 1 && code.ends_with(":") && !code.contains(' ') &&
         !code.contains('\t');
}

std::optional<int64_t> mlir::cdna4pipe::parseAsmInt(StringRef s) {
  s = s.trim();
  bool negative = s.consume_front("-");
  int64_t v;
  if (s.consume_front("0x") || s.consume_front("0X")) {
    uint64_t u;
    if (s.getAsInteger(16, u))
      return std::nullopt;
    v = static_cast<int64_t>(u);
  } else if (s.getAsInteger(10, v)) {
    return std::nullopt;
  }
  return negative ? -v : v;
}

static void findLoops(ArrayRef<AsmLine> lines, AsmKernel &k) {
  for (size_t j = k.begin; j < k.end; ++j)
    if (isAsmLabel(lines[j].code))
      k.labels[lines[j].code.drop_back()] = j;
  for (size_t j = k.begin; j < k.end; ++j) {
    StringRef op = asmMnemonic(lines[j].code);
    if (!op.starts_with("s_cbranch") && op != "s_branch")
      continue;
    StringRef target = asmOperands(lines[j].code);
    auto it = k.labels.find(target);
    if (it == k.labels.end() || it->second >= j)
      continue;
    AsmLoop loop;
    loop.label = target.str();
    loop.labelIndex = it->second;
    loop.branchIndex = j;
    bool endsProgram = false;
    for (size_t i = it->second; i <= j; ++i) {
      StringRef op = asmMnemonic(lines[i].code);
      loop.mfma += op.starts_with("v_mfma");
      endsProgram |= op == "s_endpgm";
      loop.drainsLoads |=
          op == "s_waitcnt" && asmOperands(lines[i].code).contains("vmcnt(0)");
    }
    // A block laid out after the kernel's end that jumps back is not a
    // loop: its "body" would run through s_endpgm.
    if (endsProgram)
      continue;
    // The main loop: the most MFMAs; among as many, one that keeps loads in
    // flight across its back edge (the pipelined steady state rather than
    // the unpipelined copy of a run-time-trip-count loop), then the first.
    auto better = [](const AsmLoop &a, const AsmLoop &b) {
      return a.mfma != b.mfma ? a.mfma > b.mfma
                              : !a.drainsLoads && b.drainsLoads;
    };
    if (!k.mainLoop || better(loop, k.loops[*k.mainLoop]))
      k.mainLoop = k.loops.size();
    k.loops.push_back(std::move(loop));
  }
}

SmallVector<AsmKernel, 1>
mlir::cdna4pipe::findAsmKernels(ArrayRef<AsmLine> lines) {
  SmallVector<AsmKernel, 1> kernels;
  for (size_t i = 0; i < lines.size(); ++i) {
    StringRef code = lines[i].code;
    if (!code.starts_with(".type") || !code.ends_with("@function"))
      continue;
    StringRef name =
        code.drop_front(5).trim().take_until([](char c) { return c == ','; });
    name = name.trim();
    size_t begin = i + 1;
    while (begin < lines.size() && lines[begin].code != (name.str() + ":"))
      ++begin;
    if (begin >= lines.size())
      continue;
    size_t end = begin;
    while (end < lines.size() && !lines[end].code.starts_with(".Lfunc_end"))
      ++end;
    AsmKernel k;
    k.name = name.str();
    k.begin = begin;
    k.end = end;
    findLoops(lines, k);
    kernels.push_back(std::move(k));
    i = end;
  }
  return kernels;
}
