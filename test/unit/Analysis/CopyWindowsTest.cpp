//===- CopyWindowsTest.cpp - in-flight windows of a loop's copies ---------===//
//
// vmcnt(N) forces a copy once N younger vector-memory instructions were
// issued after it; windows follow the back edge; other vector-memory
// instructions count; a copy no wait forces has no window.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/CopyWindows.h"

#include <gtest/gtest.h>

using namespace mlir::cdna4pipe;

namespace {

using E = WindowEvent;

std::vector<int64_t> windows(llvm::ArrayRef<WindowEvent> body) {
  std::vector<int64_t> out;
  for (const CopyWindow &w : computeCopyWindows(body))
    out.push_back(w.mfmas ? *w.mfmas : -1);
  return out;
}

TEST(CopyWindows, WaitInSameIteration) {
  // copy, 4 MFMAs, vmcnt(0): the copy gets 4.
  E body[] = {E::copy(), E::mfma(), E::mfma(), E::mfma(), E::mfma(),
              E::wait(0)};
  EXPECT_EQ(windows(body), (std::vector<int64_t>{4}));
  EXPECT_EQ(computeCopyWindows(body)[0].iterations, 0u);
}

TEST(CopyWindows, CountLeavesYoungestInFlight) {
  // c0 c1 m m vmcnt(1) m m: vmcnt(1) forces c0 only (c1 is the youngest);
  // c1 is forced by the next iteration's vmcnt(1), after c0' and c1'
  // (2 younger >= 1): 2 + 2 + 2 = 6 MFMAs, one back edge.
  E body[] = {E::copy(), E::copy(), E::mfma(), E::mfma(),
              E::wait(1), E::mfma(), E::mfma()};
  EXPECT_EQ(windows(body), (std::vector<int64_t>{2, 6}));
  EXPECT_EQ(computeCopyWindows(body)[1].iterations, 1u);
}

TEST(CopyWindows, AcrossTwoBackEdges) {
  // One copy per iteration, vmcnt(2) at the top: a copy is forced by the
  // wait at the top of the third iteration after its own (two younger
  // copies by then): 3 iterations of 3 MFMAs, 3 back edges.
  E body[] = {E::wait(2), E::copy(), E::mfma(), E::mfma(), E::mfma()};
  EXPECT_EQ(windows(body), (std::vector<int64_t>{9}));
  EXPECT_EQ(computeCopyWindows(body)[0].iterations, 3u);
}

TEST(CopyWindows, OtherVmemCounts) {
  // A plain load issued after the copy makes vmcnt(1) force the copy.
  E body[] = {E::copy(), E::mfma(), E::otherVmem(), E::wait(1), E::mfma()};
  EXPECT_EQ(windows(body), (std::vector<int64_t>{1}));
}

TEST(CopyWindows, LgkmOnlyWaitAndNeverForced) {
  E body[] = {E::copy(), E::mfma(), E::wait(-1)};
  EXPECT_EQ(windows(body), (std::vector<int64_t>{-1}));
  EXPECT_FALSE(summarizeWindows(computeCopyWindows(body)));
}

TEST(CopyWindows, Summary) {
  E body[] = {E::copy(), E::mfma(), E::copy(), E::mfma(), E::mfma(),
              E::wait(0)};
  std::optional<WindowSummary> s = summarizeWindows(computeCopyWindows(body));
  ASSERT_TRUE(s);
  EXPECT_EQ(s->min, 2);
  EXPECT_DOUBLE_EQ(s->mean, 2.5);
}

} // namespace
