//===- MachineTest.cpp - the CU model's mechanics on tiny loops -----------===//
//
// Each test runs a hand-written loop and checks cycle counts derived in its
// comment from the model's rules (docs/PerfModel.md): a wave issues at most
// one instruction per cycle; v_mfma_f32_16x16x32_bf16 holds the matrix pipe
// 4 passes x 4 cycles = 16 cycles and its result is ready 8 x 4 = 32 cycles
// after issue, except to an MFMA accumulating in place into it (forwarded:
// it issues when the pipe frees); the loop's backward branch is an
// instruction (1 cycle).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/Machine.h"

#include <gtest/gtest.h>

using namespace mlir::cdna4pipe::perf;

namespace {

/// A kernel whose main loop is `body`; workgroups of `waves` waves. The LDS
/// size (default: a whole CU's 160 KiB) sets how many workgroups are
/// resident.
Program kernel(const std::string &body, unsigned waves,
               const std::string &prologue = "", unsigned ldsBytes = 163840) {
  std::string text = "\t.type\tk,@function\nk:\n" + prologue + ".LBB0_1:\n" +
                     body +
                     "\ts_cbranch_scc1 .LBB0_1\n\ts_endpgm\n.Lfunc_end0:\n"
                     "\t.amdgpu_metadata\n---\namdhsa.kernels:\n"
                     "  - .agpr_count:     0\n"
                     "    .group_segment_fixed_size: " +
                     std::to_string(ldsBytes) +
                     "\n"
                     "    .name:           k\n"
                     "    .reqd_workgroup_size:\n      - " +
                     std::to_string(64 * waves) +
                     "\n      - 1\n      - 1\n"
                     "    .vgpr_count:     64\n"
                     "    .wavefront_size: 64\n...\n\t.end_amdgpu_metadata\n";
  llvm::Expected<Program> p = readProgram(text);
  if (!p) {
    ADD_FAILURE() << llvm::toString(p.takeError());
    return Program();
  }
  return std::move(*p);
}

RunResult run(const Program &p, const MachineParams &params = {},
              unsigned iterations = 4, unsigned stagger = 0) {
  RunOptions options;
  options.iterations = iterations;
  options.workgroupStagger = stagger;
  llvm::Expected<RunResult> r = runOnCu(p, params, options);
  if (!r) {
    ADD_FAILURE() << llvm::toString(r.takeError());
    return RunResult();
  }
  return std::move(*r);
}

/// Pipe spans of SIMD `simd` as (begin, wave) pairs.
std::vector<std::pair<uint64_t, unsigned>> pipeOrder(const RunResult &r,
                                                     unsigned simd) {
  std::vector<std::pair<uint64_t, unsigned>> out;
  for (const PipeSpan &s : r.pipe[simd])
    out.push_back({s.begin, s.wave});
  return out;
}

const char *kMfma = "\tv_mfma_f32_16x16x32_bf16 ";

TEST(PerfMachine, AccumulatorChainForwardsOtherReadsWait) {
  // Four MFMAs accumulating in place into one range (source C = the
  // previous MFMA's destination, exactly): the matrix pipe forwards the
  // accumulator, so each issues when the pipe frees, 16 cycles after the
  // previous one: 4 x 16 = 64 cycles per iteration (the branch issues in
  // the shadow), the pipe busy 100%, no dependency stall.
  std::string chain;
  for (int i = 0; i < 4; ++i)
    chain += std::string(kMfma) + "v[0:3], v[4:7], v[8:11], v[0:3]\n";
  RunResult fwd = run(kernel(chain, 1));
  EXPECT_DOUBLE_EQ(fwd.cyclesPerIteration, 64);
  EXPECT_DOUBLE_EQ(fwd.pipeUtilization[0], 1.0);
  EXPECT_EQ(fwd.waves[0].window[unsigned(WaveState::Dependency)], 0u);
  // Two MFMAs that read each other's result as source C but write another
  // range: no forwarding, each waits for the other's result, 32 cycles
  // after its issue: 2 x 32 = 64 cycles for 2 x 16 of pipe work (50%).
  std::string crossed = std::string(kMfma) +
                        "v[0:3], v[8:11], v[12:15], v[4:7]\n" + kMfma +
                        "v[4:7], v[8:11], v[12:15], v[0:3]\n";
  RunResult dep = run(kernel(crossed, 1));
  EXPECT_DOUBLE_EQ(dep.cyclesPerIteration, 64);
  EXPECT_DOUBLE_EQ(dep.pipeUtilization[0], 0.5);
  EXPECT_GT(dep.waves[0].window[unsigned(WaveState::Dependency)], 0u);
  // A VALU reading the chain's result waits the full 32 cycles: the chain
  // (64 cycles, the last MFMA at +48) then the v_add at +48 + 32 = 80, the
  // branch at 81 and the next chain at 82: 82 cycles per iteration.
  RunResult valu = run(kernel(chain + "\tv_add_f32 v20, v0, v1\n", 1));
  EXPECT_DOUBLE_EQ(valu.cyclesPerIteration, 82);
  // Four independent accumulators: pipe-bound, 4 x 16 = 64 cycles, 100%.
  std::string independent;
  for (int i = 0; i < 4; ++i)
    independent += std::string(kMfma) + "v[" + std::to_string(12 + 4 * i) +
                   ":" + std::to_string(15 + 4 * i) + "], v[4:7], v[8:11], v[" +
                   std::to_string(12 + 4 * i) + ":" +
                   std::to_string(15 + 4 * i) + "]\n";
  RunResult ind = run(kernel(independent, 1));
  EXPECT_DOUBLE_EQ(ind.cyclesPerIteration, 64);
  EXPECT_DOUBLE_EQ(ind.pipeUtilization[0], 1.0);
  EXPECT_EQ(ind.waves[0].window[unsigned(WaveState::Dependency)], 0u);
}

TEST(PerfMachine, TwoWavesShareAPipeByAgeWithoutSetprio) {
  // Eight waves: waves 0 and 4 share SIMD 0. Loop: 2 MFMAs, 3 trips. Both
  // want the pipe whenever it frees; the older wave 0 wins every time: its
  // MFMAs at 0, 16 | 32, 48 | 64, 80 (branches at 17, 49, 81 in the
  // shadow). Wave 4's first MFMA waits for all six: cycle 96.
  std::string body = std::string(kMfma) + "v[0:3], v[4:7], v[8:11], v[0:3]\n" +
                     kMfma + "v[12:15], v[4:7], v[8:11], v[12:15]\n";
  RunResult r = run(kernel(body, 8), {}, 3);
  auto order = pipeOrder(r, 0);
  ASSERT_GE(order.size(), 7u);
  for (unsigned i = 0; i < 6; ++i)
    EXPECT_EQ(order[i], std::make_pair(uint64_t(16 * i), 0u)) << i;
  EXPECT_EQ(order[6], std::make_pair(uint64_t(96), 4u));
}

TEST(PerfMachine, SetprioLetsTheYoungerWaveIn) {
  // Loop: s_setprio 1, MFMA, s_setprio 0, MFMA. Cycle 0: both waves issue
  // s_setprio 1 (no port). Cycle 1: both at priority 1, wave 0 wins by age
  // (pipe 1-17); cycle 2: wave 0 drops to priority 0. Cycle 17: wave 4
  // (priority 1) beats the older wave 0 (priority 0): pipe 17-33. Cycle 18:
  // wave 4 drops to 0; cycle 33: both at 0, wave 0 wins by age.
  std::string body = "\ts_setprio 1\n" + std::string(kMfma) +
                     "v[0:3], v[4:7], v[8:11], v[0:3]\n\ts_setprio 0\n" +
                     kMfma + "v[12:15], v[4:7], v[8:11], v[12:15]\n";
  RunResult r = run(kernel(body, 8), {}, 3);
  auto order = pipeOrder(r, 0);
  ASSERT_GE(order.size(), 3u);
  EXPECT_EQ(order[0], std::make_pair(uint64_t(1), 0u));
  EXPECT_EQ(order[1], std::make_pair(uint64_t(17), 4u));
  EXPECT_EQ(order[2], std::make_pair(uint64_t(33), 0u));
  ASSERT_FALSE(r.waves[4].prio.empty());
  EXPECT_EQ(r.waves[4].prio[0].prio, 1);
}

const char *kCopy = "\tbuffer_load_dwordx4 v1, s[0:3], 0 offen lds\n";

TEST(PerfMachine, VmcntWaitsForTheCopyLatency) {
  // Copy at cycle 0 lands at L (1 KiB at 64 B/cycle takes 16 < L); the wait
  // passes at L, the branch issues at L+1, the next copy at L+2: an
  // iteration is L+2 cycles.
  std::string body = std::string(kCopy) + "\ts_waitcnt vmcnt(0)\n";
  for (unsigned l : {100u, 500u}) {
    MachineParams params;
    params.vmemLatency = l;
    RunResult r = run(kernel(body, 1), params);
    EXPECT_DOUBLE_EQ(r.cyclesPerIteration, l + 2.0) << l;
    EXPECT_EQ(r.waves[0].window[unsigned(WaveState::WaitVm)],
              (l - 1) * (r.lastSteady - r.firstSteady + 1))
        << l;
  }
}

TEST(PerfMachine, VmcntCountsInIssueOrderAndCopiesQueueOnBandwidth) {
  // Three copies at cycles 0, 1, 2 with L = 100: they land at 100, then one
  // per 16 cycles (1 KiB at 64 B/cycle): 116, 132. vmcnt(1) waits for the
  // two oldest: passes at 116, branch 117, next iteration at 118.
  MachineParams params;
  params.vmemLatency = 100;
  std::string body =
      std::string(kCopy) + kCopy + kCopy + "\ts_waitcnt vmcnt(1)\n";
  RunResult r = run(kernel(body, 1), params);
  EXPECT_EQ(r.waves[0].iterationEnds[0], 117u);
  // Eight copies and vmcnt(0): the last lands at 100 + 7 x 16 = 212, the
  // branch at 213: each iteration 214 cycles once the queue is drained.
  std::string eight;
  for (int i = 0; i < 8; ++i)
    eight += kCopy;
  RunResult q = run(kernel(eight + "\ts_waitcnt vmcnt(0)\n", 1), params);
  EXPECT_EQ(q.waves[0].iterationEnds[0], 213u);
  EXPECT_DOUBLE_EQ(q.cyclesPerIteration, 214);
}

TEST(PerfMachine, BarrierHoldsTheWorkgroupForTheLateWave) {
  // Five waves: 0 and 4 share SIMD 0, 1-3 have a SIMD each. Loop: 2 MFMAs,
  // s_barrier. Waves 0-3 issue their MFMAs at 0 and 16 and arrive at 17;
  // wave 4 gets the pipe at 32 and 48 and arrives at 49. The barrier
  // releases at cycle 50 (everyone arrived by 49), waves issue again at 51:
  // every wave's branch at 51. Wave 1 waits at the barrier over 18-49: 32
  // cycles.
  std::string body = std::string(kMfma) + "v[0:3], v[4:7], v[8:11], v[0:3]\n" +
                     kMfma + "v[12:15], v[4:7], v[8:11], v[12:15]\n" +
                     "\ts_barrier\n";
  RunResult r = run(kernel(body, 5));
  for (const WaveRecord &w : r.waves)
    EXPECT_EQ(w.iterationEnds[0], 51u) << w.wave;
  unsigned barrier = 0;
  for (uint64_t c = 0; c < 51; ++c)
    barrier += r.waves[1].stateAt(c) == WaveState::Barrier;
  EXPECT_EQ(barrier, 32u);
  EXPECT_EQ(r.pipe[0][2].begin, 32u);
  EXPECT_EQ(r.pipe[0][2].wave, 4u);
}

TEST(PerfMachine, LdsBandwidthSaturates) {
  // Eight ds_read_b128 (1 KiB each) issued at 0..7: the LDS returns 128
  // B/cycle, so they land at 64, 72, ..., 120 (latency 64, then 8 cycles
  // each); lgkmcnt(0) passes at 120, branch 121: 122 cycles an iteration.
  // With unlimited bandwidth the last lands at 64 + 7 = 71: 73 cycles.
  std::string body;
  for (int i = 0; i < 8; ++i)
    body += "\tds_read_b128 v[" + std::to_string(4 * i) + ":" +
            std::to_string(4 * i + 3) + "], v40\n";
  body += "\ts_waitcnt lgkmcnt(0)\n";
  RunResult sat = run(kernel(body, 1));
  EXPECT_DOUBLE_EQ(sat.cyclesPerIteration, 122);
  MachineParams wide;
  wide.ldsBytesPerCycle = 1e9;
  RunResult free = run(kernel(body, 1), wide);
  EXPECT_DOUBLE_EQ(free.cyclesPerIteration, 73);
}

TEST(PerfMachine, OccupancyAndErrors) {
  Program p =
      kernel(std::string(kMfma) + "v[0:3], v[4:7], v[8:11], v[0:3]\n", 8);
  MachineParams params;
  llvm::Expected<Occupancy> o = computeOccupancy(p.facts, params);
  ASSERT_TRUE(!!o);
  EXPECT_EQ(o->workgroups, 1u);
  EXPECT_EQ(o->limit, "LDS");
  EXPECT_EQ(o->wavesPerSimd, 2u);
  p.facts.ldsBytes = 65536; // 2 by LDS; 256 registers: 2 waves/SIMD -> 1
  p.facts.vgpr = 256;
  o = computeOccupancy(p.facts, params);
  ASSERT_TRUE(!!o);
  EXPECT_EQ(o->workgroups, 1u);
  EXPECT_EQ(o->limit, "registers");
  p.facts.ldsBytes = 200000;
  llvm::Expected<Occupancy> none = computeOccupancy(p.facts, params);
  ASSERT_FALSE(!!none);
  EXPECT_NE(llvm::toString(none.takeError()).find("does not fit on a CU"),
            std::string::npos);
  RunOptions few;
  few.iterations = 2;
  p.facts.ldsBytes = 0;
  llvm::Expected<RunResult> r = runOnCu(p, params, few);
  ASSERT_FALSE(!!r);
  EXPECT_NE(llvm::toString(r.takeError()).find("at least 3"),
            std::string::npos);
}

TEST(PerfMachine, PingPongBarrierSplitsTheWorkgroup) {
  // A conditional branch over nothing but an s_barrier is the ping-pong
  // split: before the loop the upper half of the waves (wave 1 of 2) takes
  // the extra barrier, the lower half (wave 0) skips it; after the loop the
  // other way round. Loop: s_barrier, 2 MFMAs. Cycle 0: both branch; cycle
  // 1: wave 0 reaches the loop's barrier, wave 1 its extra one: released at
  // 2, both issue again at 3. Wave 0 runs its MFMAs at 3 and 19 (branch 20)
  // and arrives at its second barrier at 21; wave 1 arrived at the loop's
  // first barrier at 3: released at 22, both issue at 23. Wave 1's first
  // MFMA is at 23, one barrier phase behind wave 0's at 3.
  std::string split = "\ts_cbranch_execz .LBB0_0\n\ts_barrier\n.LBB0_0:\n";
  std::string body = "\ts_barrier\n" + std::string(kMfma) +
                     "v[0:3], v[4:7], v[8:11], v[0:3]\n" + kMfma +
                     "v[12:15], v[4:7], v[8:11], v[12:15]\n";
  RunResult r = run(kernel(body, 2, split));
  ASSERT_FALSE(r.pipe[0].empty());
  ASSERT_FALSE(r.pipe[1].empty());
  EXPECT_EQ(r.pipe[0][0].begin, 3u);
  EXPECT_EQ(r.pipe[1][0].begin, 23u);
  // Without the split both start together.
  RunResult plain = run(kernel(body, 2));
  EXPECT_EQ(plain.pipe[0][0].begin, plain.pipe[1][0].begin);
}

TEST(PerfMachine, LoopClosedByAnUnconditionalBranchAndIfElseAfterIt) {
  // AITER's shape: "s_cbranch_scc0 exit; s_branch head". Each trip is the
  // MFMA (the pipe holds it 16 cycles), the exit branch (where the trip is
  // counted) and the s_branch; with one wave the MFMAs issue at 0, 16, 32,
  // 48: 16 cycles an iteration, the exit branches at 1, 17, 33, 49. On the
  // 4th trip the wave leaves through the exit branch (cycle 49), not
  // into the block after the loop (s_nop 15: 16 more cycles). After the loop
  // it takes the else side of the if/else (cycle 50) over a then-side of
  // s_nop 15: s_nop 0 at 51 (1 cycle), s_endpgm at 52, the wave ends at 53.
  std::string text =
      "\t.type\tk,@function\nk:\n.LBB0_1:\n" + std::string(kMfma) +
      "v[0:3], v[4:7], v[8:11], v[12:15]\n"
      "\ts_cbranch_scc0 .LBB0_3\n\ts_branch .LBB0_1\n"
      "\ts_nop 15\n"
      ".LBB0_3:\n\ts_cbranch_scc0 .LBB0_5\n\ts_nop 15\n\ts_branch .LBB0_6\n"
      ".LBB0_5:\n\ts_nop 0\n.LBB0_6:\n\ts_endpgm\n.Lfunc_end0:\n"
      "\t.amdgpu_metadata\n---\namdhsa.kernels:\n"
      "  - .group_segment_fixed_size: 163840\n"
      "    .max_flat_workgroup_size: 64\n"
      "    .name:           k\n"
      "    .vgpr_count:     16\n"
      "    .wavefront_size: 64\n...\n\t.end_amdgpu_metadata\n";
  llvm::Expected<Program> p = readProgram(text);
  ASSERT_TRUE(bool(p)) << llvm::toString(p.takeError());
  EXPECT_EQ(p->loopExit, 1);
  RunResult r = run(*p);
  EXPECT_DOUBLE_EQ(r.cyclesPerIteration, 16);
  EXPECT_EQ(r.waves[0].iterationEnds.back(), 49u);
  EXPECT_EQ(r.totalCycles, 53u);
}

/// A run of waves whose main loop ended at `ends` (one list per wave, one
/// wave per workgroup).
RunResult endsOnly(const std::vector<std::vector<uint64_t>> &ends) {
  RunResult r;
  for (auto [i, e] : llvm::enumerate(ends)) {
    WaveRecord w;
    w.workgroup = i;
    w.iterationEnds = e;
    r.waves.push_back(w);
  }
  return r;
}

/// Iteration ends at `first`, `first + period`, ... (`n` of them).
std::vector<uint64_t> every(uint64_t first, uint64_t period, unsigned n) {
  std::vector<uint64_t> out;
  for (unsigned i = 0; i < n; ++i)
    out.push_back(first + i * period);
  return out;
}

TEST(PerfMachine, SteadyStateOfWorkgroupsInLockstep) {
  // Two workgroups 100 cycles apart, both 1000 cycles an iteration, 8
  // iterations, except the later one's last, 936 cycles: the earlier one
  // left the loop at 7000, and the later one ran its last 36 cycles alone.
  // The earlier one is still in the loop when the later one starts its last
  // iteration (at 6100): in step, the window is the later one's second
  // half, from its 4th end (3100), up to its last end while both are in the
  // loop: its 7th (6100), not its 8th (7036, after 7000). Three iterations
  // of 1000 cycles (the whole window would say (3 x 1000 + 936) / 4 = 984).
  std::vector<uint64_t> later = every(100, 1000, 7);
  later.push_back(7036);
  RunResult r = endsOnly({every(0, 1000, 8), later});
  measureSteadyState(r, 8);
  EXPECT_EQ(r.firstSteady, 4u);
  EXPECT_EQ(r.lastSteady, 6u);
  EXPECT_EQ(r.windowBegin, 3100u);
  EXPECT_EQ(r.windowEnd, 6100u);
  EXPECT_DOUBLE_EQ(r.cyclesPerIteration, 1000);
  EXPECT_DOUBLE_EQ(r.minIteration, 1000);
  EXPECT_DOUBLE_EQ(r.maxIteration, 1000);
  EXPECT_EQ(r.loopExit, 7036u);
}

TEST(PerfMachine, SteadyStateAveragesWholePeriods) {
  // One wave whose iterations alternate between 1000 and 1400 cycles (the
  // first ends at 1000, iteration i takes 1400 when i is odd, else 1000):
  // the loop's rate is their mean, 1200, wherever the window starts. At 9
  // trips the second half is iterations 4-8 (1000 1400 1000 1400 1000: a
  // mean of 1160); its repeating tail in whole periods (period 2) is
  // iterations 5-8, (1400 + 1000) x 2 / 4 = 1200. At 8 trips iterations
  // 4-7 are two periods already; at 10 the window is 6-9 of 5-9, at 11
  // 6-10 of 5-10 (three periods): 1200 at every length.
  for (unsigned trips = 8; trips <= 11; ++trips) {
    std::vector<uint64_t> ends = {1000};
    for (unsigned i = 1; i < trips; ++i)
      ends.push_back(ends.back() + (i % 2 ? 1400 : 1000));
    RunResult r = endsOnly({ends});
    measureSteadyState(r, trips);
    EXPECT_DOUBLE_EQ(r.cyclesPerIteration, 1200) << trips;
    EXPECT_EQ(r.lastSteady, trips - 1) << trips;
    EXPECT_EQ((r.lastSteady - r.firstSteady + 1) % 2, 0u) << trips;
    EXPECT_DOUBLE_EQ(r.minIteration, 1000) << trips;
    EXPECT_DOUBLE_EQ(r.maxIteration, 1400) << trips;
  }
  RunResult nine =
      endsOnly({{1000, 2400, 3400, 4800, 5800, 7200, 8200, 9600, 10600}});
  measureSteadyState(nine, 9);
  EXPECT_EQ(nine.firstSteady, 5u);
  EXPECT_EQ(nine.windowBegin, 5800u);
  EXPECT_EQ(nine.windowEnd, 10600u);
  // A loop still settling when the window opens: iterations 1-9 take 1500
  // 1300 1200 1300 1100, then 1000 four times. The window, iterations 5-9
  // (1100 1000 1000 1000 1000: a mean of 1020), keeps its repeating tail
  // (period 1): iterations 6-9, 1000 cycles.
  std::vector<uint64_t> settling = {1000, 2500, 3800, 5000, 6300, 7400};
  for (unsigned i = 0; i < 4; ++i)
    settling.push_back(settling.back() + 1000);
  RunResult s = endsOnly({settling});
  measureSteadyState(s, 10);
  EXPECT_EQ(s.firstSteady, 6u);
  EXPECT_DOUBLE_EQ(s.cyclesPerIteration, 1000);
}

TEST(PerfMachine, SteadyStateOfWorkgroupsOutOfStep) {
  // Workgroup 0 runs an iteration in 1000 cycles, workgroup 1 (starved) in
  // 2000, then 500 once alone, 16 iterations each. Workgroup 0 leaves the
  // loop at 15000, when workgroup 1 ends its 8th: the warm-up shrinks to 7
  // iterations (workgroup 1's 7th end, 13000), and
  // in [13000, 15000) workgroup 0 completes 2 iterations and workgroup 1
  // one: the CU runs 3 workgroup-iterations per 2000 cycles, 1333 cycles an
  // iteration of both. The slowest iterations (workgroup 1 alone after
  // workgroup 0 left) are not in it.
  std::vector<uint64_t> slow = every(1000, 2000, 7);
  for (uint64_t e : every(15000, 500, 9))
    slow.push_back(e);
  RunResult r = endsOnly({every(0, 1000, 16), slow});
  measureSteadyState(r, 16);
  EXPECT_EQ(r.firstSteady, 7u);
  EXPECT_EQ(r.windowBegin, 13000u);
  EXPECT_EQ(r.windowEnd, 15000u);
  EXPECT_NEAR(r.cyclesPerIteration, 2000.0 / 1.5, 1e-9);
  EXPECT_DOUBLE_EQ(r.minIteration, 1000);
  EXPECT_DOUBLE_EQ(r.maxIteration, 2000);
  EXPECT_EQ(r.loopExit, 19000u);
}

TEST(PerfMachine, WorkgroupStaggerDelaysLaterWorkgroups) {
  // Two resident one-wave workgroups (80 KiB of LDS each): wave 0 on SIMD 0,
  // wave 1 on SIMD 1, nothing shared but the CU's memory, which the loop
  // does not touch. An iteration is 4 forwarded MFMAs, 64 cycles. Started
  // 40 cycles apart, workgroup 1 issues nothing before cycle 40 (Busy),
  // enters the loop at 40 and ends every iteration 40 cycles after
  // workgroup 0: the same 64 cycles an iteration, the run 40 cycles longer.
  std::string chain;
  for (int i = 0; i < 4; ++i)
    chain += std::string(kMfma) + "v[0:3], v[4:7], v[8:11], v[0:3]\n";
  Program p = kernel(chain, 1, "", 81920);
  RunResult common = run(p, {}, 8);
  RunResult staggered = run(p, {}, 8, 40);
  ASSERT_EQ(staggered.occupancy.workgroups, 2u);
  ASSERT_EQ(staggered.waves.size(), 2u);
  EXPECT_EQ(common.waves[1].loopEntry, 0u);
  EXPECT_EQ(staggered.waves[0].loopEntry, 0u);
  EXPECT_EQ(staggered.waves[1].loopEntry, 40u);
  EXPECT_EQ(staggered.waves[1].stateAt(39), WaveState::Busy);
  EXPECT_EQ(staggered.waves[1].stateAt(40), WaveState::Issue);
  for (unsigned i = 0; i < 8; ++i)
    EXPECT_EQ(staggered.waves[1].iterationEnds[i],
              staggered.waves[0].iterationEnds[i] + 40);
  EXPECT_EQ(staggered.waves[0].iterationEnds, common.waves[0].iterationEnds);
  EXPECT_EQ(staggered.totalCycles, common.totalCycles + 40);
  EXPECT_DOUBLE_EQ(common.cyclesPerIteration, 64);
  EXPECT_DOUBLE_EQ(staggered.cyclesPerIteration, 64);
  // Past 100000 cycles it is refused, like a latency.
  RunOptions far;
  far.workgroupStagger = 100001;
  llvm::Expected<RunResult> refused = runOnCu(p, {}, far);
  ASSERT_FALSE(bool(refused));
  EXPECT_EQ(llvm::toString(refused.takeError()),
            "a workgroup stagger above 100000 cycles is not modeled (got "
            "100001)");
}

} // namespace
