//===- CopyWindows.cpp - in-flight windows of a loop's copies -------------===//

#include "cdna4pipe/Analysis/CopyWindows.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/IR/Block.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

SmallVector<CopyWindow>
mlir::cdna4pipe::computeCopyWindows(ArrayRef<WindowEvent> body,
                                    unsigned maxIterations) {
  using Kind = WindowEvent::Kind;
  SmallVector<CopyWindow> out;
  size_t n = body.size();
  for (size_t i = 0; i < n; ++i) {
    if (body[i].kind != Kind::Copy)
      continue;
    CopyWindow w;
    // Vector-memory instructions issued after the copy, MFMAs run since.
    int64_t younger = 0, mfmas = 0;
    for (size_t j = i + 1; j < i + 1 + n * maxIterations && !w.mfmas; ++j) {
      const WindowEvent &e = body[j % n];
      switch (e.kind) {
      case Kind::Copy:
      case Kind::OtherVmem:
        ++younger;
        break;
      case Kind::Mfma:
        ++mfmas;
        break;
      case Kind::Wait:
        // vmcnt(N) leaves the N youngest in flight; the copy is older than
        // `younger` of them.
        if (e.vmcnt >= 0 && younger >= e.vmcnt) {
          w.mfmas = mfmas;
          w.iterations = j / n;
        }
        break;
      }
    }
    out.push_back(w);
  }
  return out;
}

std::optional<WindowSummary>
mlir::cdna4pipe::summarizeWindows(ArrayRef<CopyWindow> ws) {
  if (ws.empty())
    return std::nullopt;
  WindowSummary s;
  s.min = INT64_MAX;
  int64_t sum = 0;
  for (const CopyWindow &w : ws) {
    if (!w.mfmas)
      return std::nullopt;
    s.min = std::min(s.min, *w.mfmas);
    sum += *w.mfmas;
  }
  s.mean = static_cast<double>(sum) / ws.size();
  return s;
}

SmallVector<WindowEvent> mlir::cdna4pipe::collectWindowEvents(Block &body) {
  SmallVector<WindowEvent> events;
  body.walk([&](Operation *op) {
    if (isa<G2SOp>(op))
      events.push_back(WindowEvent::copy());
    else if (isa<MFMAOp>(op))
      events.push_back(WindowEvent::mfma());
    else if (auto w = dyn_cast<WaitOp>(op))
      events.push_back(
          WindowEvent::wait(w.getWaitedVmcnt() ? *w.getWaitedVmcnt() : -1));
  });
  return events;
}
