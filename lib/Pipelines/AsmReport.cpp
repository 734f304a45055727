//===- AsmReport.cpp - schedule report read off gfx950 assembly ----------===//
//
// Kernels, loops and the main loop come from Perf/AsmListing (shared with
// the performance model); this file counts what the main loop holds.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Pipelines/AsmReport.h"
#include "cdna4pipe/Perf/AsmListing.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Regex.h"

using namespace llvm;
using namespace mlir::cdna4pipe;

using Line = AsmLine;

static std::optional<int64_t> parseInt(StringRef s) { return parseAsmInt(s); }
static StringRef mnemonic(StringRef code) { return asmMnemonic(code); }
static StringRef operands(StringRef code) { return asmOperands(code); }

/// Vector-memory instructions other than LDS DMA copies count in vmcnt too.
static bool isVmem(StringRef op) {
  return op.starts_with("buffer_load") || op.starts_with("buffer_store") ||
         op.starts_with("buffer_atomic") || op.starts_with("global_") ||
         op.starts_with("flat_") || op.starts_with("scratch_");
}

/// The s_waitcnt's vmcnt, -1 when it does not wait on vmcnt.
static int64_t waitVmcnt(StringRef operands) {
  size_t at = operands.find("vmcnt(");
  if (at == StringRef::npos)
    return -1;
  std::optional<int64_t> v = parseInt(
      operands.drop_front(at + 6).take_until([](char c) { return c == ')'; }));
  return v ? *v : -1;
}

static void scanLoop(ArrayRef<Line> lines, LoopReport &loop) {
  SmallVector<WindowEvent> events;
  for (const Line &l : lines) {
    if (l.comment.starts_with("sched_barrier")) {
      // "; sched_barrier mask(0x00000000)"
      StringRef m = l.comment;
      size_t open = m.find("mask(");
      if (open != StringRef::npos) {
        StringRef val =
            m.drop_front(open + 5).take_until([](char c) { return c == ')'; });
        std::optional<int64_t> v = parseInt(val);
        loop.schedFences.push_back(v ? std::to_string(*v) : val.str());
      } else {
        loop.schedFences.push_back("?");
      }
      continue;
    }
    StringRef op = mnemonic(l.code);
    if (op.empty())
      continue;
    if (op.starts_with("v_mfma")) {
      events.push_back(WindowEvent::mfma());
      ++loop.mfma;
      ++loop.mfmaKinds[op.str()];
    } else if ((op.starts_with("buffer_load") &&
                operands(l.code).ends_with(" lds")) ||
               op.starts_with("global_load_lds")) {
      events.push_back(WindowEvent::copy());
      ++loop.ldsDma;
      ++loop.ldsDmaKinds[op.str()];
    } else if (op.starts_with("ds_read")) {
      ++loop.dsRead;
      ++loop.dsReadKinds[op.str()];
    } else if (op.starts_with("ds_write")) {
      ++loop.dsWrite;
    } else if (isVmem(op)) {
      events.push_back(WindowEvent::otherVmem());
    } else if (op == "s_waitcnt") {
      events.push_back(WindowEvent::wait(waitVmcnt(operands(l.code))));
      loop.waits.push_back(operands(l.code).str());
    } else if (op == "s_barrier") {
      ++loop.barrier;
    } else if (op == "s_setprio") {
      std::optional<int64_t> v = parseInt(operands(l.code));
      loop.setprio.push_back(v ? static_cast<int>(*v) : -1);
    }
  }
  loop.windows = computeCopyWindows(events);
}

SmallVector<KernelReport, 1>
mlir::cdna4pipe::analyzeGfx950Assembly(StringRef asmText) {
  SmallVector<Line> lines = splitAsmLines(asmText);
  SmallVector<KernelReport, 1> kernels;
  for (const AsmKernel &ak : findAsmKernels(lines)) {
    size_t begin = ak.begin;
    KernelReport k;
    k.name = ak.name;
    k.loops = ak.loops.size();
    if (ak.mainLoop) {
      const AsmLoop &al = ak.loops[*ak.mainLoop];
      LoopReport loop;
      loop.label = al.label;
      loop.firstLine = lines[al.labelIndex].number;
      loop.lastLine = lines[al.branchIndex].number;
      ArrayRef<Line> body = ArrayRef<Line>(lines).slice(
          al.labelIndex, al.branchIndex - al.labelIndex + 1);
      scanLoop(body, loop);
      loop.clusters = splitClusters(body);
      k.mainLoop = std::move(loop);
    }
    findCondBarriers(lines, ak, k);

    // Resource figures: comments first (verbose asm), then .set symbols and
    // .amdhsa directives anywhere in the file.
    auto setValue = [&](std::optional<int64_t> &slot, StringRef key) {
      for (const Line &l : lines) {
        if (!l.comment.starts_with(key))
          continue;
        StringRef rest = l.comment.drop_front(key.size()).trim();
        if (std::optional<int64_t> v =
                parseInt(rest.take_until([](char c) { return c == ' '; })))
          slot = v;
        // The first kernel-local comment wins (comments follow the kernel).
        if (l.number > lines[begin].number && slot)
          return;
      }
    };
    setValue(k.vgpr, "NumVgprs:");
    setValue(k.agpr, "NumAgprs:");
    setValue(k.sgpr, "NumSgprs:");
    setValue(k.scratch, "ScratchSize:");
    setValue(k.occupancy, "Occupancy:");
    for (const Line &l : lines) {
      StringRef c = l.code;
      auto setSym = [&](StringRef sym, std::optional<int64_t> &slot) {
        std::string prefix = ".set " + k.name + "." + sym.str() + ",";
        if (!slot && c.starts_with(prefix))
          slot = parseInt(c.drop_front(prefix.size()));
      };
      setSym("num_vgpr", k.vgpr);
      setSym("num_agpr", k.agpr);
      setSym("private_seg_size", k.scratch);
      if (!k.lds && c.starts_with(".amdhsa_group_segment_fixed_size"))
        k.lds = parseInt(
            c.drop_front(StringRef(".amdhsa_group_segment_fixed_size").size()));
      if (!k.sgpr && c.starts_with(".sgpr_count:"))
        k.sgpr = parseInt(c.drop_front(12));
    }
    kernels.push_back(std::move(k));
  }
  return kernels;
}

static std::string orNA(const std::optional<int64_t> &v) {
  return v ? std::to_string(*v) : std::string("n/a");
}

static void printKinds(const std::map<std::string, unsigned> &kinds,
                       raw_ostream &os) {
  if (kinds.empty())
    return;
  os << " (";
  ListSeparator sep(", ");
  for (auto &[name, n] : kinds)
    os << sep << name << ": " << n;
  os << ")";
}

/// "copy windows (mfma): 48 48 32 ... (min 16, mean 28.0)"; a copy no wait
/// of the loop forces prints "-".
static void printWindows(ArrayRef<CopyWindow> windows, raw_ostream &os) {
  os << "    copy windows (mfma):";
  for (const CopyWindow &w : windows)
    os << " " << (w.mfmas ? std::to_string(*w.mfmas) : std::string("-"));
  if (std::optional<WindowSummary> s = summarizeWindows(windows))
    os << " (min " << s->min << ", mean " << format("%.1f", s->mean) << ")";
  else if (!windows.empty())
    os << " (some copy is never forced in the loop)";
  os << "\n";
}

void mlir::cdna4pipe::printReport(ArrayRef<KernelReport> reports,
                                  raw_ostream &os) {
  for (const KernelReport &k : reports) {
    os << "kernel " << k.name << "\n";
    if (!k.mainLoop) {
      os << "  main loop: none (no backward branch)\n";
    } else {
      const LoopReport &l = *k.mainLoop;
      os << "  main loop " << l.label << " (asm lines " << l.firstLine << "-"
         << l.lastLine << ", " << k.loops << " loop(s) in kernel)\n";
      os << "    mfma: " << l.mfma;
      printKinds(l.mfmaKinds, os);
      os << "\n    lds dma: " << l.ldsDma;
      printKinds(l.ldsDmaKinds, os);
      os << "\n    ds_read: " << l.dsRead;
      printKinds(l.dsReadKinds, os);
      os << "\n    ds_write: " << l.dsWrite << "\n";
      os << "    s_waitcnt: " << l.waits.size() << "\n";
      unsigned vm = 0;
      for (const std::string &w : l.waits)
        vm += StringRef(w).contains("vmcnt");
      os << "    s_waitcnt vmcnt: " << vm;
      ListSeparator sep(", ");
      if (vm) {
        os << " [";
        for (const std::string &w : l.waits)
          if (StringRef(w).contains("vmcnt"))
            os << sep << w;
        os << "]";
      }
      os << "\n    waits in order: " << llvm::join(l.waits, "; ") << "\n";
      os << "    s_barrier: " << l.barrier << "\n";
      os << "    s_setprio:";
      for (int p : l.setprio)
        os << " " << p;
      os << " (" << l.setprio.size() << ")\n";
      os << "    sched_barrier:";
      for (const std::string &f : l.schedFences)
        os << " " << f;
      os << " (" << l.schedFences.size() << ")\n";
      printWindows(l.windows, os);
    }
    printPingPong(k, os);
    int64_t total = k.vgpr.value_or(0) + k.agpr.value_or(0);
    os << "  vgpr: " << orNA(k.vgpr) << "\n  agpr: " << orNA(k.agpr)
       << "\n  vgpr+agpr: " << total << "\n  sgpr: " << orNA(k.sgpr)
       << "\n  scratch bytes: " << orNA(k.scratch)
       << "\n  lds bytes: " << orNA(k.lds)
       << "\n  occupancy (waves/SIMD): " << orNA(k.occupancy) << "\n";
  }
}
