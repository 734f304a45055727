//===- AsmPingPongTest.cpp - ping-pong facts read off assembly ------------===//
//
// lib/Pipelines/AsmPingPong.cpp on hand-written gfx950 assembly: the
// conditional barriers and their traced predicates (both branch polarities,
// the thread id on either side of the compare), the fallback when the
// predicate has another shape, branches that skip more than a barrier, and
// the main loop's clusters with the span after the last barrier joined to
// the first.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Pipelines/AsmReport.h"

#include <gtest/gtest.h>

using namespace mlir::cdna4pipe;

namespace {

/// One kernel: `pre` before the main loop (4 MFMAs, 2 barriers), `post`
/// after it.
std::string kernel(const std::string &pre, const std::string &post) {
  return "\t.type\tgemm,@function\ngemm:\n" + pre +
         ".LBB0_3:                  ; =>This Inner Loop Header: Depth=1\n"
         "\tds_read_b128 v[0:3], v1\n"
         "\ts_barrier\n"
         "\ts_setprio 1\n"
         "\tv_mfma_f32_16x16x32_bf16 v[4:7], v[0:3], v[0:3], v[4:7]\n"
         "\tv_mfma_f32_16x16x32_bf16 v[4:7], v[0:3], v[0:3], v[4:7]\n"
         "\ts_setprio 0\n"
         "\ts_barrier\n"
         "\tbuffer_load_dwordx4 v3, s[8:11], 0 offen lds\n"
         "\ts_barrier\n"
         "\ts_setprio 1\n"
         "\tv_mfma_f32_16x16x32_bf16 v[4:7], v[0:3], v[0:3], v[4:7]\n"
         "\tv_mfma_f32_16x16x32_bf16 v[4:7], v[0:3], v[0:3], v[4:7]\n"
         "\ts_setprio 0\n"
         "\ts_add_u32 s2, s2, 1\n"
         "\ts_barrier\n"
         "\tds_read_b128 v[8:11], v1\n"
         "\ts_cbranch_scc1 .LBB0_3\n" +
         post + "\ts_endpgm\n.Lfunc_end0:\n";
}

const char *kLate = "\ts_movk_i32 s1, 0xff\n"
                    "\tv_cmp_lt_u32_e32 vcc, s1, v0\n"
                    "\tv_cndmask_b32_e64 v3, 0, 1, vcc\n"
                    "\tv_readfirstlane_b32 s1, v3\n"
                    "\ts_bitcmp0_b32 s1, 0\n"
                    "\ts_waitcnt vmcnt(8)\n"
                    "\ts_barrier\n"
                    "\ts_cbranch_scc1 .LBB0_2\n"
                    "; %bb.1:\n"
                    "\ts_barrier\n"
                    ".LBB0_2:\n";

const char *kEarly = "\ts_movk_i32 s0, 0x100\n"
                     "\tv_cmp_gt_u32_e32 vcc, s0, v0\n"
                     "\tv_cndmask_b32_e64 v0, 0, 1, vcc\n"
                     "\tv_readfirstlane_b32 s0, v0\n"
                     "\ts_bitcmp0_b32 s0, 0\n"
                     "\ts_cbranch_scc1 .LBB0_6\n"
                     "; %bb.5:\n"
                     "\ts_barrier\n"
                     ".LBB0_6:\n";

KernelReport analyze(const std::string &text) {
  auto reports = analyzeGfx950Assembly(text);
  EXPECT_EQ(reports.size(), 1u);
  return reports.front();
}

TEST(AsmPingPong, ConditionalBarriersAroundTheLoop) {
  KernelReport k = analyze(kernel(kLate, kEarly));
  ASSERT_EQ(k.condBarriers.size(), 2u);
  EXPECT_EQ(k.condBarriers[0].line, 12u);
  EXPECT_EQ(k.condBarriers[0].side, "before the main loop");
  EXPECT_EQ(k.condBarriers[0].predicate, "tid.x > 255 (waves >= 4)");
  EXPECT_EQ(k.condBarriers[1].side, "after the main loop");
  EXPECT_EQ(k.condBarriers[1].predicate, "tid.x < 256 (waves < 4)");
}

TEST(AsmPingPong, PolarityAndOperandOrder) {
  // s_bitcmp1 + scc1 skips when the bit is 1: the barrier runs when the
  // compare is false; the thread id on the left, an immediate on the right.
  std::string pre = "\tv_cmp_lt_u32_e64 vcc, v0, 0x80\n"
                    "\tv_cndmask_b32_e64 v3, 0, 1, vcc\n"
                    "\tv_readfirstlane_b32 s4, v3\n"
                    "\ts_bitcmp1_b32 s4, 0\n"
                    "\ts_cbranch_scc1 .LBB0_2\n"
                    "\ts_barrier\n"
                    ".LBB0_2:\n";
  KernelReport k = analyze(kernel(pre, ""));
  ASSERT_EQ(k.condBarriers.size(), 1u);
  EXPECT_EQ(k.condBarriers[0].predicate, "tid.x >= 128 (waves >= 2)");
}

TEST(AsmPingPong, UntracedPredicateNamesTheBit) {
  // The predicate comes from memory: only the tested bit is reported.
  std::string pre = "\ts_load_dword s5, s[0:1], 0x10\n"
                    "\ts_bitcmp0_b32 s5, 0\n"
                    "\ts_cbranch_scc1 .LBB0_2\n"
                    "\ts_barrier\n"
                    ".LBB0_2:\n";
  KernelReport k = analyze(kernel(pre, ""));
  ASSERT_EQ(k.condBarriers.size(), 1u);
  EXPECT_EQ(k.condBarriers[0].predicate,
            "bit 0 of s5 is 1 (predicate not traced)");
  // A register pair written after the constant hides it: not traced either.
  std::string clobbered = "\ts_movk_i32 s1, 0xff\n"
                          "\ts_load_dwordx2 s[0:1], s[2:3], 0x0\n"
                          "\tv_cmp_lt_u32_e32 vcc, s1, v0\n"
                          "\tv_cndmask_b32_e64 v3, 0, 1, vcc\n"
                          "\tv_readfirstlane_b32 s6, v3\n"
                          "\ts_bitcmp0_b32 s6, 0\n"
                          "\ts_cbranch_scc1 .LBB0_2\n"
                          "\ts_barrier\n"
                          ".LBB0_2:\n";
  k = analyze(kernel(clobbered, ""));
  ASSERT_EQ(k.condBarriers.size(), 1u);
  EXPECT_EQ(k.condBarriers[0].predicate,
            "bit 0 of s6 is 1 (predicate not traced)");
}

TEST(AsmPingPong, BranchesSkippingMoreThanBarriersDoNotCount) {
  std::string pre = "\ts_bitcmp0_b32 s1, 0\n"
                    "\ts_cbranch_scc1 .LBB0_2\n"
                    "\ts_barrier\n"
                    "\tv_mov_b32 v9, 0\n"
                    ".LBB0_2:\n"
                    "\ts_cbranch_scc0 .LBB0_7\n"
                    ".LBB0_7:\n";
  KernelReport k = analyze(kernel(pre, ""));
  EXPECT_TRUE(k.condBarriers.empty());
  std::string text;
  llvm::raw_string_ostream os(text);
  printReport({k}, os);
  EXPECT_EQ(text.find("conditional barriers"), std::string::npos);
}

TEST(AsmPingPong, ClustersWrapAroundTheBackEdge) {
  KernelReport k = analyze(kernel(kLate, kEarly));
  ASSERT_TRUE(k.mainLoop);
  const auto &c = k.mainLoop->clusters;
  ASSERT_EQ(c.size(), 4u);
  // ds_read before the first barrier + the one after the last: one cluster.
  EXPECT_EQ(c[0].mfma, 0u);
  EXPECT_EQ(c[0].memory, 2u);
  EXPECT_EQ(c[0].memoryPrio, 0);
  EXPECT_EQ(c[1].mfma, 2u);
  EXPECT_EQ(c[1].mfmaPrio, 1);
  EXPECT_EQ(c[2].memory, 1u);
  EXPECT_EQ(c[3].mfma, 2u);
  std::string text;
  llvm::raw_string_ostream os(text);
  printReport({k}, os);
  EXPECT_NE(text.find("  conditional barriers: 2\n"
                      "    s_barrier (asm line 12) before the main loop, "
                      "executed when tid.x > 255 (waves >= 4)\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("  main loop clusters (between s_barriers): 4\n"
                      "    memory 2 prio 0 | mfma 2 prio 1 | memory 1 prio 0 "
                      "| mfma 2 prio 1\n"),
            std::string::npos)
      << text;
}

} // namespace
