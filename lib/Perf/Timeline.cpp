//===- Timeline.cpp - SVG timeline of a CU run ----------------------------===//

#include "cdna4pipe/Perf/Timeline.h"

#include "llvm/Support/Format.h"

using namespace llvm;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::perf;

namespace {
constexpr double kWidth = 1600, kLabel = 150, kRow = 34, kLane = 13, kTop = 58;

struct Style {
  const char *cls, *color, *label;
};
const Style kStyles[] = {
    {"mfma", "#d62728", "MFMA on the matrix pipe"},
    {"issue-valu", "#1f77b4", "VALU"},
    {"issue-salu", "#7f7f7f", "SALU"},
    {"issue-smem", "#bcbd22", "SMEM"},
    {"issue-ds", "#2ca02c", "DS (LDS)"},
    {"issue-vmem", "#ff7f0e", "VMEM (copies)"},
    {"issue-other", "#17becf", "waitcnt/barrier/setprio/branch"},
    {"wait-vmcnt", "#ffbb78", "wait vmcnt"},
    {"wait-lgkmcnt", "#98df8a", "wait lgkmcnt"},
    {"wait-barrier", "#9467bd", "wait barrier"},
    {"wait-arbitration", "#c7c7c7", "lost arbitration"},
    {"wait-mfma-busy", "#f7b6d2", "matrix pipe busy"},
    {"wait-dependency", "#8c564b", "register dependency"},
    {"wait-busy", "#e5e5e5", "s_nop"},
};

/// The style index of cycle `c` of `w`, or -1 for none (done).
int styleAt(const WaveRecord &w, uint64_t c) {
  switch (w.stateAt(c)) {
  case WaveState::Issue:
    switch (w.kindAt(c)) {
    case InstKind::Mfma:
    case InstKind::Valu:
      return 1; // an MFMA's issue cycle is shown in the pipe lane
    case InstKind::Salu:
      return 2;
    case InstKind::Smem:
      return 3;
    case InstKind::Ds:
      return 4;
    case InstKind::Vmem:
      return 5;
    default:
      return 6;
    }
  case WaveState::WaitVm:
    return 7;
  case WaveState::WaitLgkm:
    return 8;
  case WaveState::Barrier:
    return 9;
  case WaveState::Arbitration:
    return 10;
  case WaveState::MfmaBusy:
    return 11;
  case WaveState::Dependency:
    return 12;
  case WaveState::Busy:
    return 13;
  case WaveState::Done:
    return -1;
  }
  return -1;
}
} // namespace

std::pair<uint64_t, uint64_t>
perf::defaultTimelineWindow(const RunResult &run) {
  uint64_t end = run.windowEnd;
  double span = 2 * run.cyclesPerIteration;
  uint64_t begin = end > span ? end - uint64_t(span) : 0;
  return {std::max(begin, run.windowBegin), end};
}

static void rect(raw_ostream &os, const char *cls, double x, double y, double w,
                 double h) {
  os << format("<rect class=\"%s\" x=\"%.1f\" y=\"%.0f\" width=\"%.1f\" "
               "height=\"%.0f\"/>\n",
               cls, x, y, std::max(w, 0.2), h);
}

static void legend(raw_ostream &os) {
  os << "<g class=\"legend\">\n";
  double x = 10;
  for (const Style &s : kStyles) {
    os << format("<rect class=\"%s\" x=\"%.0f\" y=\"30\" width=\"10\" "
                 "height=\"10\"/><text x=\"%.0f\" y=\"39\">%s</text>\n",
                 s.cls, x, x + 13, s.label);
    x += 13 + 6.2 * strlen(s.label) + 14;
  }
  os << "</g>\n";
}

static void waveRow(const RunResult &run, unsigned index, uint64_t begin,
                    uint64_t end, double y, raw_ostream &os) {
  const WaveRecord &w = run.waves[index];
  double scale = kWidth / double(std::max<uint64_t>(end - begin, 1));
  auto xOf = [&](uint64_t c) { return kLabel + (c - begin) * scale; };
  os << format("<g class=\"wave\" data-workgroup=\"%u\" data-wave=\"%u\" "
               "data-simd=\"%u\">\n",
               w.workgroup, w.wave, w.simd);
  os << format("<text x=\"4\" y=\"%.1f\">wg%u wave%u SIMD%u</text>\n",
               y + 2 * kLane - 4, w.workgroup, w.wave, w.simd);
  // Matrix-pipe lane: this wave's MFMAs.
  for (const PipeSpan &s : run.pipe[w.simd]) {
    if (s.wave != index || s.end <= begin || s.begin >= end)
      continue;
    uint64_t b = std::max(s.begin, begin), e = std::min(s.end, end);
    rect(os, "mfma", xOf(b), y, (e - b) * scale - 0.3, kLane);
  }
  // Issue / wait lane: runs of one style.
  uint64_t c = begin;
  while (c < end) {
    int style = styleAt(w, c);
    uint64_t runEnd = c + 1;
    while (runEnd < end && styleAt(w, runEnd) == style)
      ++runEnd;
    if (style >= 0)
      rect(os, kStyles[style].cls, xOf(c), y + kLane + 2, (runEnd - c) * scale,
           kLane);
    c = runEnd;
  }
  for (const PrioMark &m : w.prio) {
    if (m.cycle < begin || m.cycle >= end)
      continue;
    os << format("<line class=\"prio\" x1=\"%.2f\" y1=\"%.1f\" x2=\"%.2f\" "
                 "y2=\"%.1f\"/><text class=\"prio\" x=\"%.2f\" "
                 "y=\"%.1f\">%d</text>\n",
                 xOf(m.cycle), y - 2, xOf(m.cycle), y + 2 * kLane + 2,
                 xOf(m.cycle) + 1, y + 5, m.prio);
  }
  os << "</g>\n";
}

void perf::writeTimelineSvg(const RunResult &run, uint64_t begin, uint64_t end,
                            StringRef title, raw_ostream &os) {
  double height = kTop + run.waves.size() * kRow + 24;
  os << format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" "
               "height=\"%.0f\" font-family=\"sans-serif\" font-size=\"11\">\n",
               kLabel + kWidth + 10, height);
  os << "<style>\n";
  for (const Style &s : kStyles)
    os << "." << s.cls << " { fill: " << s.color << "; }\n";
  os << ".prio { stroke: #000; stroke-width: 1; font-size: 9px; }\n"
     << "</style>\n";
  os << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  os << "<text x=\"10\" y=\"18\" font-size=\"14\">";
  for (char ch : title)
    os << (ch == '<'   ? "&lt;"
           : ch == '>' ? "&gt;"
           : ch == '&' ? "&amp;"
                       : std::string(1, ch));
  os << format(" (cycles %llu-%llu; ticks: s_setprio)</text>\n",
               (unsigned long long)begin, (unsigned long long)end);
  legend(os);
  for (unsigned i = 0; i < run.waves.size(); ++i)
    waveRow(run, i, begin, end, kTop + i * kRow, os);
  // Iteration boundaries (wave 0 issuing the loop's backward branch).
  for (uint64_t e : run.waves.front().iterationEnds)
    if (e >= begin && e < end)
      os << format(
          "<line class=\"iteration\" x1=\"%.2f\" y1=\"%.0f\" "
          "x2=\"%.2f\" y2=\"%.0f\" stroke=\"#000\" "
          "stroke-dasharray=\"4,3\"/>\n",
          kLabel + (e - begin) * kWidth / double(end - begin), kTop - 6,
          kLabel + (e - begin) * kWidth / double(end - begin), height - 20);
  os << "</svg>\n";
}
