//===- ScheduleDiagnostics.cpp - what the schedule verifier writes --------===//
//
// Owns the schedule verifier's output: how program points are named
// ("the prologue", "iteration 1 (k=1)", "the epilogue"), how LDS slots are
// named ("LDS buffer %alloc slot 1"), the findings the rules record
// (deduplicated by the op they are reported at) and how they are emitted:
// one error per finding at its op, with its notes, in the order found, and
// the optional summary remark with the proof's figures.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/ScheduleModel.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::schedule;

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

std::string schedule::str(const Label &l) {
  switch (l.phase) {
  case Phase::Prologue:
    return "the prologue";
  case Phase::Epilogue:
    return "the epilogue";
  case Phase::Loop:
    return "iteration " + std::to_string(l.iter) +
           " (k=" + std::to_string(l.iv) + ")";
  }
  return "?";
}

std::string Verifier::where(const Access &a) const {
  return bufNames[a.buf] + " slot " + std::to_string(a.slot);
}

std::string schedule::ordinal(uint64_t n) {
  const char *suffix = "th";
  if (n % 100 < 11 || n % 100 > 13) {
    if (n % 10 == 1)
      suffix = "st";
    else if (n % 10 == 2)
      suffix = "nd";
    else if (n % 10 == 3)
      suffix = "rd";
  }
  return std::to_string(n) + suffix;
}

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

Finding &Verifier::report(Operation *at, std::string message) {
  reported[at] = findings.size();
  findings.push_back(Finding{at, std::move(message), {}});
  return findings.back();
}

void Verifier::fatal(Operation *at, const Twine &message) {
  if (failedFatally)
    return;
  failedFatally = true;
  report(at, message.str());
}

void Verifier::emitFindings() const {
  for (const Finding &f : findings) {
    InFlightDiagnostic diag = f.at->emitError(f.message);
    for (const auto &[loc, text] : f.notes)
      diag.attachNote(loc) << text;
  }
}

void Verifier::emitSummary() const {
  func->emitRemark() << "schedule verified: " << stats.copies << " copies, "
                     << stats.reads << " reads, " << stats.waits << " waits, "
                     << stats.barriers << " barriers, " << stats.iterations
                     << " K-loop iterations simulated; " << stats.footprints
                     << " accesses by copy footprint, " << stats.wholeSlot
                     << " by whole slot";
}
