//===- MemoryModelTest.cpp - LDS facts of verifier and simulator ----------===//
//
// The facts both the schedule verifier and the simulator rely on
// (MemoryModel.h), checked against the gfx950 behaviour they describe.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/MemoryModel.h"

#include <gtest/gtest.h>

#include <deque>
#include <vector>

using namespace mlir::cdna4pipe;

namespace {

TEST(MemoryModel, DmaLanesWriteConsecutiveChunksFromLaneZero) {
  // buffer_load_dwordx4 ... lds: 16 bytes per lane from M0.
  EXPECT_EQ(ldsDmaLaneDest(4096, 0, 16), 4096);
  EXPECT_EQ(ldsDmaLaneDest(4096, 1, 16), 4112);
  EXPECT_EQ(ldsDmaLaneDest(4096, 63, 16), 4096 + 63 * 16);
  // One past the last lane: the end of the wave's range.
  EXPECT_EQ(ldsDmaLaneDest(0, 64, 4), 256);
}

TEST(MemoryModel, WaitRetiresOldestUntilCountRemain) {
  std::deque<int> fifo = {10, 11, 12, 13, 14};
  std::vector<int> retired;
  retireToCount(fifo, 2, [&](int id) { retired.push_back(id); });
  EXPECT_EQ(retired, (std::vector<int>{10, 11, 12}));
  EXPECT_EQ(fifo, (std::deque<int>{13, 14}));
  // A count at or above what is outstanding retires nothing.
  retireToCount(fifo, 2, [&](int id) { retired.push_back(id); });
  EXPECT_EQ(retired.size(), 3u);
  retireToCount(fifo, 0, [&](int id) { retired.push_back(id); });
  EXPECT_TRUE(fifo.empty());
  EXPECT_EQ(retired.back(), 14);
}

TEST(MemoryModel, VisibilityNeedsRetirementAndABarrierForOtherWaves) {
  // Not retired: visible to nobody, whatever the epochs.
  EXPECT_FALSE(writeVisibleToRead(false, true, 0, 5));
  EXPECT_FALSE(releasedToAllWaves(false, 0, 5));
  // Retired in this epoch: the own wave sees it, the others do not yet.
  EXPECT_TRUE(writeVisibleToRead(true, true, 3, 3));
  EXPECT_FALSE(writeVisibleToRead(true, false, 3, 3));
  EXPECT_FALSE(releasedToAllWaves(true, 3, 3));
  // A barrier after the retiring wait releases it to every wave.
  EXPECT_TRUE(writeVisibleToRead(true, false, 3, 4));
  EXPECT_TRUE(releasedToAllWaves(true, 3, 4));
}

} // namespace
