//===- ChipTest.cpp - the whole-launch model's mechanisms -----------------===//
//
// Each test checks a figure of the chip model (Chip.h, docs/PerfModel.md)
// derived in its comment: the sustained clock under a matrix load, rounds
// with a partial last round, the bytes the XCDs' L2s fetch under the grid's
// tile order and the Infinity Cache's reuse of them (the XCDs of one round
// sharing their fetches, a re-read beyond its capacity partly hitting), the
// overlap of reads with compute, the write of a round's output after the
// loop (its part drained under the next round's prologue),
// split-K's atomic adds, its semaphores serialized per line and the launch
// that clears the output of a kernel without them, a small grid's HBM reads
// limited by its bytes in flight, a CU's loads at a rate fixed in time
// (faster from the Infinity Cache than from HBM, whose latency the CU run
// then takes too; loads past a bounded buffer's end moving no bytes), a
// benchmark's rotating copies of the inputs (every tensor it copies counted
// against the Infinity Cache), the K-steps a
// run executes outside the loop, the tile order a kernel's code computes,
// and the calibration's rank correlation and fit objectives.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/Chip.h"
#include "cdna4pipe/Perf/Calibrate.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace mlir::cdna4pipe::perf;

namespace {

TEST(PerfChip, SustainedClockFollowsTheMatrixLoad) {
  MachineParams p;
  p.fullLoadClockGHz = 1.5;
  // Every CU's pipes busy: the full-load clock.
  EXPECT_DOUBLE_EQ(sustainedClockGHz(p, 256, 1.0), 1.5);
  // Half the load (128 CUs, or 256 CUs at 50%): power ~ f^3 at a fixed
  // budget, so f = 1.5 x 2^(1/3) = 1.8899 GHz.
  EXPECT_NEAR(sustainedClockGHz(p, 128, 1.0), 1.5 * std::cbrt(2.0), 1e-12);
  EXPECT_NEAR(sustainedClockGHz(p, 256, 0.5), 1.5 * std::cbrt(2.0), 1e-12);
  // An eighth of the load would allow 1.5 x 2 = 3 GHz: capped at the 2.4 GHz
  // peak, as is an idle chip.
  EXPECT_DOUBLE_EQ(sustainedClockGHz(p, 32, 1.0), 2.4);
  EXPECT_DOUBLE_EQ(sustainedClockGHz(p, 0, 1.0), 2.4);
}

/// The chip the rounds of threeRounds() run on: 1.47 GHz under a full load
/// (14700 cycles = 10 us), no launch overhead.
MachineParams roundsMachine() {
  MachineParams p;
  p.fullLoadClockGHz = 1.47;
  p.launchMicroseconds = 0;
  return p;
}

/// A planned launch of 3 rounds, the last on 128 CUs, 14700 cycles each.
ChipEstimate threeRounds() {
  ChipEstimate e;
  e.rounds = 3;
  e.cuLoadRounds = 3; // every workgroup's panels inside their buffers
  e.lastRoundCus = 128;
  e.cyclesPerRound = 14700;
  e.utilization = 1;
  e.flops = 1e12;
  return e;
}

TEST(PerfChip, RoundsAndThePartialLastRound) {
  MachineParams p;
  p.fullLoadClockGHz = 1.47;
  p.launchMicroseconds = 5;
  ChipEstimate e = threeRounds();
  timeLaunch(p, e);
  // Two full rounds at 1.47 GHz: 2 x 14700 / 1470 = 20 us; the last on half
  // the CUs clocks at 1.47 x 2^(1/3) = 1.8521 GHz: 14700 / 1852.1 = 7.937 us.
  // Nothing read or written: 5 + 27.937 us.
  EXPECT_NEAR(e.computeUs, 20 + 10 / std::cbrt(2.0), 1e-9);
  EXPECT_NEAR(e.microseconds, 5 + 20 + 10 / std::cbrt(2.0), 1e-9);
  // 1e12 flops in 32.937 us: 30361 TFLOP/s.
  EXPECT_NEAR(e.tflops, 30361, 1);
}

TEST(PerfChip, ReadsOverlapComputeWritesDoNot) {
  MachineParams p = roundsMachine();
  p.hbmGBps = 1000;     // 1 byte per ps: 1e6 bytes per us
  p.mallGBps = 1000000; // out of the way
  p.overlapExponent = 2;
  ChipEstimate e = threeRounds();
  e.lastRoundCus = 256; // 3 x 10 us of compute
  e.hbmBytes = 30e6;    // 30 us of HBM reads
  e.outputBytes = 4e6;  // 4 us of writes after the loop
  timeLaunch(p, e);
  EXPECT_NEAR(e.computeUs, 30, 1e-9);
  EXPECT_NEAR(e.hbmUs, 30, 1e-9);
  // Reads and compute in a 2-norm: sqrt(30^2 + 30^2) = 42.426 us; the
  // writes follow: + 4 us.
  EXPECT_NEAR(e.microseconds, 30 * std::sqrt(2.0) + 4, 1e-9);
  // A large exponent is the roofline: max(30, 30) + 4.
  p.overlapExponent = 64;
  timeLaunch(p, e);
  EXPECT_NEAR(e.microseconds, 30 * std::pow(2.0, 1.0 / 64) + 4, 1e-9);
}

TEST(PerfChip, ARoundsOutputDrainsUnderTheNextPrologue) {
  MachineParams p = roundsMachine();
  p.hbmGBps = 1000; // 1e6 bytes per us
  p.overlapExponent = 2;
  ChipEstimate e = threeRounds(); // rounds 1 and 2 at 1.47 GHz, round 3 on
                                  // 128 CUs at 1.47 x 2^(1/3) = 1.8521 GHz
  e.prologueCycles = 2940;        // 2 us at 1.47 GHz, 1.5874 us at 1.8521
  e.roundOutputBytes = 3e6;       // 3 us per full round at 1e6 bytes per us
  e.outputBytes = 7.5e6;          // 7.5 us: 2 x 3e6 + the last round's 1.5e6
  timeLaunch(p, e);
  // Round 1's output drains under round 2's prologue: 2 + 3 us in the
  // 2-norm, sqrt(2^2 + 3^2) = 3.6056 us, hides 1.3944 us; round 2's under
  // round 3's: 1.5874 + 3 - sqrt(1.5874^2 + 3^2) = 1.1933 us. The last
  // round's output has no prologue after it. 7.5 - 2.5877 = 4.9123 us
  // remain after the loop.
  double last = 2 / std::cbrt(2.0);
  double hidden = 5 - std::sqrt(13.0) + last + 3 - std::hypot(last, 3.0);
  EXPECT_NEAR(e.drainedUs, hidden, 1e-9);
  EXPECT_NEAR(e.drainedUs, 2.5877, 1e-4);
  EXPECT_NEAR(e.writeUs, 7.5 - hidden, 1e-9);
  // 30 us of compute (20 + 10 / 2^(1/3) = 27.937) then the 4.9123 us.
  EXPECT_NEAR(e.microseconds, 20 + 10 / std::cbrt(2.0) + 7.5 - hidden, 1e-9);
  // A large exponent is the roofline: each prologue hides itself, 2 us and
  // 1.5874 us, the write being longer.
  p.overlapExponent = 64;
  timeLaunch(p, e);
  EXPECT_NEAR(e.drainedUs, 2 + last, 1e-3);
  // One round: nothing after it to hide its write.
  e.rounds = 1;
  timeLaunch(p, e);
  EXPECT_DOUBLE_EQ(e.drainedUs, 0);
  EXPECT_NEAR(e.writeUs, 7.5, 1e-12);
}

/// A 4-wave kernel (256 threads, 160 KiB of LDS: one workgroup per CU) of
/// `code` between its symbol and s_endpgm, with `vgprs` VGPRs.
Program kernel(const std::string &code, unsigned vgprs = 16) {
  std::string text = "\t.type\tk,@function\nk:\n" + code +
                     "\ts_endpgm\n.Lfunc_end0:\n"
                     "\t.amdgpu_metadata\n---\namdhsa.kernels:\n"
                     "  - .group_segment_fixed_size: 163840\n"
                     "    .max_flat_workgroup_size: 256\n"
                     "    .name:           k\n"
                     "    .vgpr_count:     " +
                     std::to_string(vgprs) +
                     "\n    .wavefront_size: 64\n...\n\t.end_amdgpu_metadata\n";
  llvm::Expected<Program> p = readProgram(text);
  if (!p) {
    ADD_FAILURE() << llvm::toString(p.takeError());
    return Program();
  }
  return std::move(*p);
}

/// A kernel of 4 waves whose loop does one v_mfma_f32_16x16x32_bf16 per
/// wave: 4 x 16384 flops, one 32x32x32 K-step.
Program oneMfmaPerWave() {
  return kernel(".LBB0_1:\n"
                "\tv_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]\n"
                "\ts_cbranch_scc1 .LBB0_1\n");
}

/// The plan of launch `l` on the CU run (4 iterations) of `program`, in
/// tile order `order` (nullptr: launch order).
llvm::Expected<ChipEstimate> plan(const Program &program, const GemmLaunch &l,
                                  const MachineParams &params = {},
                                  const TileOrder *order = nullptr) {
  RunOptions options;
  options.iterations = 4;
  llvm::Expected<RunResult> run = runOnCu(program, params, options);
  if (!run)
    return run.takeError();
  return planLaunch(program, params, options, *run, l, nullptr, order);
}

TEST(PerfChip, L2FillUnderTheGridOrder) {
  Program program = oneMfmaPerWave();
  MachineParams params;
  GemmLaunch l;
  l.m = 1024; // 32 M-tiles
  l.n = 512;  // 16 N-tiles (the fastest grid dimension)
  l.k = 64;
  l.tileM = l.tileN = l.tileK = 32;
  llvm::Expected<ChipEstimate> e = plan(program, l, params);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  // 512 workgroups, one per CU: 2 rounds of 256 = 16 rows of 16 N-tiles.
  EXPECT_EQ(e->workgroups, 512u);
  EXPECT_EQ(e->rounds, 2u);
  EXPECT_EQ(e->lastRoundCus, 256u);
  // Workgroup i goes to XCD i mod 8: in a round, XCD x holds N-tiles x and
  // x + 8 of each of the 16 rows: 16 A panels and 2 B panels of 32 rows x
  // 64 K x 2 bytes = 4096 bytes each: 18 x 4096 = 73728 bytes per XCD and
  // round, x 8 XCDs x 2 rounds = 1179648.
  EXPECT_DOUBLE_EQ(e->l2FillBytes, 1179648);
  // The inputs, (1024 + 512) x 64 x 2 = 196608 bytes, fit in the Infinity
  // Cache: HBM reads them once. The output: 1024 x 512 x 2 bytes.
  EXPECT_DOUBLE_EQ(e->hbmBytes, 196608);
  EXPECT_DOUBLE_EQ(e->outputBytes, 1048576);
  // Each of the 2 rounds' epilogues stores half of it. The CU run's prologue
  // is the cycles before its last wave enters the loop: none here, the loop
  // is the kernel's first instruction.
  EXPECT_DOUBLE_EQ(e->roundOutputBytes, 1048576 / 2);
  EXPECT_DOUBLE_EQ(e->prologueCycles, 0);
  {
    // A load waited for before the loop: it lands L = 1000 cycles after its
    // issue at cycle 0; the s_waitcnt lets the loop's first MFMA issue then.
    Program loads =
        kernel("\tbuffer_load_dword v1, v2, s[4:7], 0 offen\n"
               "\ts_waitcnt vmcnt(0)\n"
               ".LBB0_1:\n"
               "\tv_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]\n"
               "\ts_cbranch_scc1 .LBB0_1\n");
    llvm::Expected<ChipEstimate> withPrologue = plan(loads, l, params);
    ASSERT_TRUE(bool(withPrologue)) << llvm::toString(withPrologue.takeError());
    EXPECT_DOUBLE_EQ(withPrologue->prologueCycles, 1000);
  }
  // Without rotating copies the launch finds none of its inputs in the
  // Infinity Cache.
  EXPECT_DOUBLE_EQ(e->coldInputs, 1);
  // A benchmark rotating 101 copies of the inputs: 101 x 196608 bytes =
  // 19.9 MB fit in the 256 MiB Infinity Cache, so no launch reads them
  // from HBM. In a 10 MB one, a first read hits 10e6 / 19857408 of the
  // time (the re-read rule at reuse distance D = all copies' bytes).
  l.inputCopies = 101;
  e = plan(program, l, params);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_DOUBLE_EQ(e->hbmBytes, 0);
  EXPECT_DOUBLE_EQ(e->coldInputs, 0);
  params.mallBytes = 10e6;
  e = plan(program, l, params);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_NEAR(e->hbmBytes, 196608 * (1 - 10e6 / 19857408), 1e-6);
  EXPECT_NEAR(e->coldInputs, 1 - 10e6 / 19857408, 1e-12);
  EXPECT_DOUBLE_EQ(e->l2FillBytes, 1179648);
  params.mallBytes = MachineParams().mallBytes;
  l.inputCopies = 0;
  // Two K-steps per workgroup, one per loop iteration.
  EXPECT_DOUBLE_EQ(e->kStepsPerWorkgroup, 2);
  EXPECT_DOUBLE_EQ(e->loopIterations, 2);
  // Split-K 4: 4 x 512 workgroups; each slice adds its partial sum per
  // output element atomically, in the output's type (2 bytes).
  l.k = 256;
  l.splitK = 4;
  e = plan(program, l, params);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_EQ(e->workgroups, 2048u);
  EXPECT_EQ(e->rounds, 8u);
  EXPECT_DOUBLE_EQ(e->kStepsPerWorkgroup, 2);
  EXPECT_DOUBLE_EQ(e->reductionBytes, 4.0 * 1024 * 512 * 2);
  // Split, the output is atomic adds after a clear: no round stores its own
  // part for the next prologue to hide.
  EXPECT_DOUBLE_EQ(e->roundOutputBytes, 0);
}

TEST(PerfChip, ARotatedCopyHoldsEveryTensorTheBenchmarkCopies) {
  Program program = oneMfmaPerWave();
  MachineParams params;
  params.mallBytes = 100e6;
  GemmLaunch l;
  l.m = 1024;
  l.n = 512;
  l.k = 64;
  l.tileM = l.tileN = l.tileK = 32;
  l.inputCopies = 101;
  // 101 copies of A and B alone, 101 x (1024 + 512) x 64 x 2 = 19857408
  // bytes, fit in a 100 MB Infinity Cache: every launch finds its inputs.
  llvm::Expected<ChipEstimate> e = plan(program, l, params);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_DOUBLE_EQ(e->coldInputs, 0);
  // AITER's perftest copies every tensor argument: with the 1024 x 512 x 2
  // byte output buffer a copy is 196608 + 1048576 = 1245184 bytes, 101 of
  // them 125763584: beyond the capacity, a first read hits 100e6 /
  // 125763584 of the time and misses 1 - 0.7951 = 0.2049 of it, and HBM
  // reads that part of the 196608 input bytes.
  l.copyBytes = 1245184;
  e = plan(program, l, params);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_NEAR(e->coldInputs, 1 - 100e6 / 125763584, 1e-12);
  EXPECT_NEAR(e->coldInputs, 0.2049, 1e-4);
  EXPECT_NEAR(e->hbmBytes, 196608 * (1 - 100e6 / 125763584), 1e-6);
}

TEST(PerfChip, TheKernelsTileOrderDecidesTheL2Fill) {
  Program program = oneMfmaPerWave();
  GemmLaunch l;
  l.m = 1024; // 32 M-tiles
  l.n = 512;  // 16 N-tiles
  l.k = 64;
  l.tileM = l.tileN = l.tileK = 32;
  // The kernel's code maps workgroup i to M-tile i mod 32, N-tile i / 32
  // (TileOrder.h; M fastest). A round (256 workgroups) covers N-tiles 0-7 of
  // every M-tile; XCD x holds workgroups x, x + 8, ...: M-tiles x, x + 8,
  // x + 16, x + 24 (4 A panels) and N-tiles (x + 8j) / 32 for j < 32, all
  // of 0-7 (8 B panels): 12 panels of 4096 bytes per XCD and round, x 8
  // XCDs x 2 rounds = 786432 bytes, against 1179648 in launch order (18
  // panels: L2FillUnderTheGridOrder). HBM still reads each panel once.
  TileOrder order;
  for (uint32_t i = 0; i < 512; ++i) {
    order.mTile.push_back(i % 32);
    order.nTile.push_back(i / 32);
  }
  MachineParams params;
  llvm::Expected<ChipEstimate> e = plan(program, l, params, &order);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_DOUBLE_EQ(e->l2FillBytes, 786432);
  EXPECT_DOUBLE_EQ(e->hbmBytes, 196608);
  // An order for another grid is refused.
  order.mTile.pop_back();
  e = plan(program, l, params, &order);
  ASSERT_FALSE(bool(e));
  EXPECT_EQ(llvm::toString(e.takeError()),
            "the tile order has 511 workgroups, the launch 512");
}

TEST(PerfChip, SlicesInGridXShareAnXcd) {
  Program program = oneMfmaPerWave();
  GemmLaunch l;
  l.m = 32;  // 1 M-tile
  l.n = 256; // 8 N-tiles
  l.k = 256; // 8 slices of one 32-deep K-step
  l.tileM = l.tileN = l.tileK = 32;
  l.splitK = 8;
  // 64 workgroups in one round, workgroup i on XCD i mod 8; a panel is 32
  // rows x 32 K x 2 bytes = 2048 bytes. Slices in z (launch order: N-tile i
  // mod 8, slice i / 8): XCD x holds N-tile x in all 8 slices, 8 A and 8 B
  // panels: 16 x 2048 x 8 XCDs = 262144 bytes.
  llvm::Expected<ChipEstimate> e = plan(program, l);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_DOUBLE_EQ(e->l2FillBytes, 262144);
  // Folded into x with the slice fastest (AITER's FP8 kernels: N-tile i / 8,
  // slice i mod 8): XCD x holds slice x of every N-tile, one A panel and 8
  // B panels: 9 x 2048 x 8 = 147456 bytes.
  l.splitInGridX = true;
  TileOrder order;
  for (uint32_t i = 0; i < 64; ++i) {
    order.mTile.push_back(0);
    order.nTile.push_back(i / 8);
    order.slice.push_back(i % 8);
  }
  MachineParams params;
  e = plan(program, l, params, &order);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_DOUBLE_EQ(e->l2FillBytes, 147456);
  EXPECT_EQ(l.grid(), (std::array<uint64_t, 3>{64, 1, 1}));
}

TEST(PerfChip, ACuTakesInItsLoopsCacheLines) {
  // The loop loads nothing the kernel's listing counts (one MFMA a wave);
  // the code read 1152 bytes of lines a wave per trip (TileOrder.h): one
  // workgroup of 4 waves on a CU, 8 K-steps of 32 in one loop trip each,
  // 1152 x 4 x 8 = 36864 bytes a CU.
  Program program = oneMfmaPerWave();
  GemmLaunch l;
  l.m = l.n = 32;
  l.k = 256;
  l.tileM = l.tileN = l.tileK = 32;
  TileOrder order;
  order.mTile = order.nTile = {0};
  order.loopLineBytesPerWave = 1152;
  MachineParams params;
  llvm::Expected<ChipEstimate> e = plan(program, l, params, &order);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_DOUBLE_EQ(e->loopIterations, 8);
  EXPECT_DOUBLE_EQ(e->cuLoopBytes, 36864);
  // Not read from the code: the lanes' bytes of the listing's loads (none).
  order.loopLineBytesPerWave = 0;
  e = plan(program, l, params, &order);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_DOUBLE_EQ(e->cuLoopBytes, 0);
}

TEST(PerfChip, LoadsPastABoundedBufferMoveNoBytes) {
  Program program = oneMfmaPerWave();
  GemmLaunch l;
  l.m = 48; // 2 M-tiles, the second 16 rows of 32
  l.n = 64; // 2 N-tiles
  l.k = 64; // bf16: 128 bytes a row
  l.tileM = l.tileN = l.tileK = 32;
  // The kernel bounds A's buffer at the rows left in M, as AITER's FP4
  // kernels do: M-tile 0's first load finds 48 rows x 128 = 6144 bytes left
  // (more than its 32 x 128 = 4096: all inside), M-tile 1's 16 x 128 = 2048
  // (half of its panel); B's buffer is not bounded.
  TileOrder order;
  for (uint32_t i = 0; i < 4; ++i) {
    order.mTile.push_back(i / 2);
    order.nTile.push_back(i % 2);
    order.aBytesLeft.push_back(i < 2 ? 6144 : 2048);
    order.bBytesLeft.push_back(TileOrder::kUnbounded);
  }
  MachineParams params;
  params.cus = 2; // one workgroup per CU: rounds {0, 1} and {2, 3}
  params.launchMicroseconds = 0;
  params.cuGBps = 1; // 1e3 bytes per us
  llvm::Expected<ChipEstimate> e = plan(program, l, params, &order);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  // The loop's loads split between A and B as the tile's panels do (32 rows
  // each, 2-byte elements: half and half). Round 0 moves whole tiles (1);
  // round 1's workgroups move half of A's panel and all of B's: 0.5 x 0.5
  // + 0.5 = 0.75. 1.75 rounds of loop loads, against 2 in whole tiles.
  EXPECT_DOUBLE_EQ(e->cuLoadRounds, 1.75);
  e->cuLoopBytes = 1000; // per CU and round: 1 us at 1 GB/s
  timeLaunch(params, *e);
  EXPECT_NEAR(e->cuUs, 1.75, 1e-12);
  // Split over 2 K slices (8 workgroups, 4 rounds): a slice's first load
  // starts 32 elements (64 bytes) into its row. Slice 1 of M-tile 0 finds
  // 6144 - 64 = 6080 bytes left, 47.5 rows: 48, all of its 32; of M-tile 1,
  // 2048 - 64 = 1984, 15.5 rows: 16, half of them again. Slice 0's rounds
  // are the first two (whole tiles, then 0.75), slice 1's the next two.
  l.splitK = 2;
  for (uint32_t i = 0; i < 4; ++i) {
    order.mTile.push_back(i / 2);
    order.nTile.push_back(i % 2);
    order.aBytesLeft.push_back((i < 2 ? 6144 : 2048) - 64);
    order.bBytesLeft.push_back(TileOrder::kUnbounded);
  }
  e = plan(program, l, params, &order);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_DOUBLE_EQ(e->cuLoadRounds, 3.5);
  // Without a tile order read from the code, whole tiles.
  e = plan(program, l, params);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_DOUBLE_EQ(e->cuLoadRounds, 4);
}

TEST(PerfChip, InfinityCacheServesPanelsFetchedRecently) {
  Program program = oneMfmaPerWave();
  MachineParams params;
  params.cus = 1; // one workgroup per round
  params.xcds = 1;
  GemmLaunch l;
  l.m = l.n = 64; // 2 x 2 tiles: rounds (A0,B0) (A0,B1) (A1,B0) (A1,B1)
  l.k = 64;
  l.tileM = l.tileN = l.tileK = 32;
  // Each panel: 32 rows x 64 K x 2 bytes = 4096 bytes; the L2 fetches two
  // per round: 8 x 4096 = 32768 bytes.
  llvm::Expected<ChipEstimate> e = plan(program, l, params);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_EQ(e->rounds, 4u);
  EXPECT_DOUBLE_EQ(e->l2FillBytes, 32768);
  // A 256 MiB Infinity Cache keeps every panel: HBM reads the 4 once.
  EXPECT_DOUBLE_EQ(e->hbmBytes, 16384);
  // A 6000-byte one: a panel re-read at a reuse distance D (HBM bytes
  // fetched since its fetch) of at most 6000 hits; beyond, 6000 / D of it
  // hits (scan-resistant replacement). Round 0 fetches A0 (HBM at 4096), B0
  // (8192); round 1 finds A0 (D = 4096: kept), fetches B1 (12288); round 2
  // fetches A1 (16384), re-reads B0 at D = 8192: 1 - 6000 / 8192 of its
  // 4096 bytes miss, 1096 bytes (17480); round 3 finds A1 (D = 1096) and B1
  // (D = 17480 - 12288 = 5192): kept.
  params.mallBytes = 6000;
  e = plan(program, l, params);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_DOUBLE_EQ(e->hbmBytes, 17480);
}

TEST(PerfChip, XcdsOfARoundShareTheirPanelsFetches) {
  Program program = oneMfmaPerWave();
  MachineParams params;
  params.cus = 2; // one round of two workgroups, one per XCD
  params.xcds = 2;
  params.mallBytes = 1000; // smaller than any panel
  GemmLaunch l;
  l.m = 64; // 2 x 1 tiles: workgroup 0 (A0, B0) on XCD 0, 1 (A1, B0) on XCD 1
  l.n = 32;
  l.k = 64;
  l.tileM = l.tileN = l.tileK = 32;
  llvm::Expected<ChipEstimate> e = plan(program, l, params);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_EQ(e->rounds, 1u);
  // Each L2 fetches its two 4096-byte panels: 16384 bytes.
  EXPECT_DOUBLE_EQ(e->l2FillBytes, 16384);
  // The XCDs stream their K-slices in step, so XCD 1's read of B0 finds what
  // XCD 0 fetched an instant before, however small the Infinity Cache: HBM
  // reads A0, B0, A1 once (12288), not B0 again after A1's 4096 bytes.
  EXPECT_DOUBLE_EQ(e->hbmBytes, 12288);
}

TEST(PerfChip, SmallGridReadsAtItsBytesInFlight) {
  MachineParams p = roundsMachine();
  p.hbmGBps = 5000;
  p.hbmLatencyNs = 1000;
  p.overlapExponent = 64;
  ChipEstimate e = threeRounds();
  e.rounds = 1;
  e.lastRoundCus = e.activeCus = 32;
  e.cyclesPerRound = 0;
  e.inflightBytesPerCu = 20000;
  e.hbmBytes = 1.28e6;
  timeLaunch(p, e);
  // Little's law: 32 CUs x 20000 bytes in flight per 1000 ns = 640 bytes
  // per ns = 640 GB/s, below the 5000 GB/s HBM: 1.28e6 bytes / 640e3 bytes
  // per us = 2 us.
  EXPECT_DOUBLE_EQ(e.hbmReadGBps, 640);
  EXPECT_NEAR(e.hbmUs, 2, 1e-12);
  EXPECT_NEAR(e.microseconds, 2, 1e-12);
  // 256 CUs keep 5.12e6 bytes in flight: 5120 GB/s, capped at 5000.
  e.activeCus = 256;
  timeLaunch(p, e);
  EXPECT_DOUBLE_EQ(e.hbmReadGBps, 5000);
  EXPECT_NEAR(e.hbmUs, 1.28e6 / 5000e3, 1e-12);
}

TEST(PerfChip, SplitKAtomicAddsAtTheAtomicRate) {
  MachineParams p;
  p.launchMicroseconds = 0;
  p.hbmGBps = 4000;
  p.atomicGBps = 1000;
  ChipEstimate e = threeRounds();
  e.cyclesPerRound = 0;
  e.outputBytes = 4e6;    // 4e6 / 4000e3 = 1 us
  e.reductionBytes = 3e6; // 3e6 / 1000e3 = 3 us
  timeLaunch(p, e);
  EXPECT_NEAR(e.writeUs, 4, 1e-12);
  EXPECT_NEAR(e.microseconds, 4, 1e-12);
}

/// oneMfmaPerWave's loop, then `epilogue`: how the kernel adds its partial
/// sums.
Program splitKKernel(const std::string &epilogue) {
  return kernel(".LBB0_1:\n"
                "\tv_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]\n"
                "\ts_cbranch_scc1 .LBB0_1\n" +
                epilogue);
}

TEST(PerfChip, SplitKSemaphoresSerializeOnTheirLine) {
  // AITER's splitk_clean epilogue: poll the tile's counter, add the partial
  // sums, decrement the counter (s_atomic_dec: the kernel has semaphores).
  Program program = splitKKernel("\ts_load_dword s4, s[0:1], s2 glc\n"
                                 "\tglobal_atomic_add_f32 v4, v0, s[16:17]\n"
                                 "\ts_atomic_dec s5, s[0:1], s2\n");
  GemmLaunch l;
  l.tileM = l.tileN = l.tileK = 32;
  l.k = 32 * 6;
  l.m = 32 * 5; // 5 M-tiles
  l.n = 32 * 8; // 8 N-tiles: 40 tiles
  l.splitK = 6; // 240 workgroups, one round on 240 CUs
  llvm::Expected<ChipEstimate> e = plan(program, l);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_EQ(e->workgroups, 240u);
  EXPECT_EQ(e->rounds, 1u);
  // Counters of tiles 0-31 share the first 128-byte line, those of tiles
  // 32-39 the second: 32 x 6 = 192 and 8 x 6 = 48 workgroups, two
  // operations each (poll, decrement): the first line serializes 384.
  EXPECT_DOUBLE_EQ(e->semaphoreOps, 384);
  EXPECT_FALSE(e->clearLaunch);
  // Four times the N-tiles: 160 tiles x 6 slices = 960 workgroups in 4
  // rounds of 256 (the last of 192). Workgroup i is tile i mod 160, so a
  // round's 256 (or 192) consecutive workgroups cover 5 lines, some twice:
  // its busiest line holds 64 workgroups, and the rounds add up: 4 x 64 x 2
  // = 512 operations.
  l.n = 32 * 32;
  e = plan(program, l);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_EQ(e->workgroups, 960u);
  EXPECT_EQ(e->rounds, 4u);
  EXPECT_DOUBLE_EQ(e->semaphoreOps, 512);
  // No split, no semaphore operations.
  l.splitK = 1;
  e = plan(program, l);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_DOUBLE_EQ(e->semaphoreOps, 0);
  // 384 operations at 5 ns: 1.92 us after the loop, not overlapped.
  MachineParams p;
  p.launchMicroseconds = 0;
  p.semaphoreNs = 5;
  ChipEstimate t = threeRounds();
  t.cyclesPerRound = 0;
  t.semaphoreOps = 384;
  timeLaunch(p, t);
  EXPECT_NEAR(t.semaphoreUs, 1.92, 1e-12);
  EXPECT_NEAR(t.microseconds, 1.92, 1e-12);
}

TEST(PerfChip, SplitKWithoutSemaphoresIsClearedByALaunch) {
  // AITER's FP8 block-scale epilogue: atomic adds only, no semaphore; the
  // launcher clears the output with a launch of its own (hipMemsetAsync).
  Program program =
      splitKKernel("\tglobal_atomic_pk_add_bf16 v6, v36, s[80:81]\n");
  GemmLaunch l;
  l.tileM = l.tileN = l.tileK = 32;
  l.m = l.n = 64;
  l.k = 32 * 4;
  l.splitK = 4;
  llvm::Expected<ChipEstimate> e = plan(program, l);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_TRUE(e->clearLaunch);
  EXPECT_DOUBLE_EQ(e->semaphoreOps, 0);
  // Unsplit, the kernel writes its output itself: no clearing launch.
  l.splitK = 1;
  e = plan(program, l);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_FALSE(e->clearLaunch);
  // The clearing launch adds its own time, 1.5 us, to the kernel's.
  MachineParams p;
  p.launchMicroseconds = 2;
  p.clearLaunchMicroseconds = 1.5;
  ChipEstimate t = threeRounds();
  t.cyclesPerRound = 0;
  t.clearLaunch = true;
  timeLaunch(p, t);
  EXPECT_NEAR(t.clearUs, 1.5, 1e-12);
  EXPECT_NEAR(t.microseconds, 3.5, 1e-12);
}

TEST(PerfChip, ACuLoadsAtARateFixedInTime) {
  MachineParams p = roundsMachine();
  p.cuGBps = 50; // 50e3 bytes per us
  p.overlapExponent = 64;
  ChipEstimate e = threeRounds();
  e.cyclesPerRound = 0;
  e.cuLoopBytes = 1e6; // per CU and round: 1e6 / 50e3 = 20 us
  timeLaunch(p, e);
  // Three rounds, the partial one included (it loads as much per CU):
  // 3 x 20 = 60 us, whatever the clock.
  EXPECT_NEAR(e.cuUs, 60, 1e-12);
  EXPECT_NEAR(e.microseconds, 60, 1e-12);
  p.fullLoadClockGHz = 2.4;
  timeLaunch(p, e);
  EXPECT_NEAR(e.cuUs, 60, 1e-12);
  // Against 3 x 10 us of compute, in the overlap norm: (30^q + 60^q)^(1/q).
  e.cyclesPerRound = 14700;
  p.fullLoadClockGHz = 1.47;
  e.lastRoundCus = 256;
  timeLaunch(p, e);
  EXPECT_NEAR(e.computeUs, 30, 1e-9);
  EXPECT_NEAR(e.microseconds,
              std::pow(std::pow(30.0, 64) + std::pow(60.0, 64), 1.0 / 64),
              1e-9);
}

TEST(PerfChip, LoadsOfInputsInTheInfinityCacheArriveFaster) {
  MachineParams p;
  p.launchMicroseconds = 0;
  p.cuGBps = 50; // loads waiting on HBM: 50e3 bytes per us
  p.hbmLatencyNs = 1000;
  p.mallLatencyNs = 400;
  p.overlapExponent = 64;
  ChipEstimate e = threeRounds();
  e.rounds = 1;
  e.cuLoadRounds = 1;
  e.cyclesPerRound = 0;
  e.cuLoopBytes = 1e6; // 1e6 / 50e3 = 20 us from HBM
  timeLaunch(p, e);
  EXPECT_NEAR(e.cuUs, 20, 1e-12);
  // Inputs all in the Infinity Cache: the CU keeps the same 50e3 x 1 = 50e3
  // bytes in flight, each waiting 400 ns instead of 1000: 125 GB/s, 1e6 /
  // 125e3 = 8 us.
  e.coldInputs = 0;
  timeLaunch(p, e);
  EXPECT_NEAR(e.cuUs, 8, 1e-12);
  EXPECT_NEAR(e.microseconds, 8, 1e-12);
  // Half of them: 0.5 x 20 + 0.5 x 8 = 14 us.
  e.coldInputs = 0.5;
  timeLaunch(p, e);
  EXPECT_NEAR(e.cuUs, 14, 1e-12);
}

/// 4 waves (one workgroup per CU); the main loop .LBB0_1 does two
/// v_mfma_f32_16x16x32_bf16 and one buffer_load_dwordx4 per wave (1 KiB); a
/// second copy of the loop (.LBB0_2, one MFMA) that the run skips, as
/// AITER's split-K kernels hold one for half of their waves.
Program loopWithSkippedCopy() {
  return kernel("\ts_cmp_lt_i32 s0, 2\n\ts_cbranch_scc0 .LBB0_2\n"
                ".LBB0_1:\n"
                "\tbuffer_load_dwordx4 v[20:23], v1, s[4:7], 0 offen\n"
                "\tv_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]\n"
                "\tv_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]\n"
                "\ts_waitcnt vmcnt(0)\n"
                "\ts_cbranch_scc1 .LBB0_1\n\ts_branch .LBB0_3\n"
                ".LBB0_2:\n"
                "\tv_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]\n"
                "\ts_cbranch_scc1 .LBB0_2\n"
                ".LBB0_3:\n",
                24);
}

TEST(PerfChip, KStepsOutsideTheLoopAreTheRunsAndBytesInFlight) {
  Program program = loopWithSkippedCopy();
  MachineParams params;
  GemmLaunch l;
  l.m = l.n = 32;
  l.k = 64 * 8;
  l.tileM = l.tileN = 32;
  l.tileK = 64; // 2 x 32 x 32 x 64 = 131072 flops = 4 waves x 2 MFMAs
  llvm::Expected<ChipEstimate> e = plan(program, l, params);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  // The skipped copy's MFMA is in the listing but not on the run's path:
  // no K-step outside the loop, so 8 K-steps are 8 loop iterations.
  EXPECT_DOUBLE_EQ(e->kStepsOutsideLoop, 0);
  EXPECT_DOUBLE_EQ(e->loopIterations, 8);
  // Little's law on the run: 4 waves x 1024 bytes per iteration, each load
  // in flight L = 1000 cycles: 4096 x 1000 / cycles per iteration.
  EXPECT_DOUBLE_EQ(e->inflightBytesPerCu,
                   4096.0 * 1000 / e->cyclesPerIteration);
  // The loop's loads into the CU: 4 waves x 1024 bytes x 8 iterations.
  EXPECT_DOUBLE_EQ(e->cuLoopBytes, 4.0 * 1024 * 8);
  EXPECT_EQ(e->activeCus, 1u);
}

TEST(PerfChip, InputsInTheInfinityCacheRunAtItsLatency) {
  Program program = loopWithSkippedCopy();
  MachineParams params; // L = 1000 cycles
  params.hbmLatencyNs = 1000;
  params.mallLatencyNs = 400;
  // The CU run for loads the Infinity Cache serves: 1000 x 400 / 1000.
  EXPECT_EQ(infinityCacheRunLatency(params), 400u);
  RunOptions options;
  options.iterations = 4;
  llvm::Expected<RunResult> cold = runOnCu(program, params, options);
  MachineParams warmParams = params;
  warmParams.vmemLatency = infinityCacheRunLatency(params);
  llvm::Expected<RunResult> warm = runOnCu(program, warmParams, options);
  ASSERT_TRUE(cold && warm);
  // Each trip issues its load, then waits for it (vmcnt(0)): L cycles, + 1
  // for the wait's release and 1 for the branch: 1002 cycles at L = 1000,
  // 402 at L = 400; 52 cycles of prologue and epilogue either way.
  EXPECT_DOUBLE_EQ(cold->cyclesPerIteration, 1002);
  EXPECT_DOUBLE_EQ(warm->cyclesPerIteration, 402);
  GemmLaunch l;
  l.m = l.n = 32;
  l.k = 64 * 8;
  l.tileM = l.tileN = 32;
  l.tileK = 64;
  // A cold launch (no rotating copies) runs at the HBM latency: 8 trips x
  // 1002 + 52 = 8068 cycles a round, with the warm run given or not.
  llvm::Expected<ChipEstimate> e =
      planLaunch(program, params, options, *cold, l, &*warm);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_DOUBLE_EQ(e->cyclesPerRound, 8 * 1002 + 52);
  // 101 copies of its 2 x 32 x 512 x 2 bytes fit in the Infinity Cache:
  // the warm run, 8 x 402 + 52 = 3268 cycles.
  l.inputCopies = 101;
  e = planLaunch(program, params, options, *cold, l, &*warm);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_DOUBLE_EQ(e->cyclesPerIteration, 402);
  EXPECT_DOUBLE_EQ(e->cyclesPerRound, 8 * 402 + 52);
  // Half of them (an Infinity Cache of half the copies' 6.6 MB, 3309568
  // bytes: C / D = 1/2): (1002 + 402) / 2 = 702 cycles a trip.
  params.mallBytes = 101 * 65536 / 2.0;
  e = planLaunch(program, params, options, *cold, l, &*warm);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_DOUBLE_EQ(e->coldInputs, 0.5);
  EXPECT_DOUBLE_EQ(e->cyclesPerIteration, 702);
  // Without the warm run, the cold one alone.
  e = planLaunch(program, params, options, *cold, l);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  EXPECT_DOUBLE_EQ(e->cyclesPerIteration, 1002);
}

/// oneMfmaPerWave with another MFMA: FP4 A and B (cbsz:4 blgp:4), 4 x
/// 16x16x128 = one 32x32x128 K-step per iteration.
Program oneFp4MfmaPerWave() {
  return kernel(
      ".LBB0_1:\n"
      "\tv_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:7], v[8:11], v[0:3], "
      "v12, v13 op_sel_hi:[0,0,0] cbsz:4 blgp:4\n"
      "\ts_cbranch_scc1 .LBB0_1\n");
}

TEST(PerfChip, InputBytesAreTheKernelsElementSize) {
  Program program = oneFp4MfmaPerWave();
  MachineParams params;
  GemmLaunch l;
  l.m = l.n = 1024;
  l.k = 128;
  l.tileM = l.tileN = 32;
  l.tileK = 128;
  llvm::Expected<ChipEstimate> e = plan(program, l, params);
  ASSERT_TRUE(bool(e)) << llvm::toString(e.takeError());
  // FP4 elements: half a byte. The inputs, (1024 + 1024) x 128 x 0.5 =
  // 131072 bytes, come from HBM once (a quarter of bf16's 524288).
  EXPECT_DOUBLE_EQ(e->aBytes, 0.5);
  EXPECT_DOUBLE_EQ(e->bBytes, 0.5);
  EXPECT_DOUBLE_EQ(e->hbmBytes, 131072);
  // A launch that says 2-byte elements contradicts the kernel.
  l.aBytes = l.bBytes = 2;
  e = plan(program, l, params);
  ASSERT_FALSE(bool(e));
  EXPECT_EQ(llvm::toString(e.takeError()),
            "the launch gives 2-byte A and 2-byte B elements, but the "
            "kernel's main-loop MFMAs read 0.5-byte A and 0.5-byte B "
            "elements");
}

TEST(PerfCalibrate, SpearmanRanks) {
  // Ranks 0 1 2 3 against 0 1 3 2: sum d^2 = 2, 1 - 6 x 2 / (4 x 15) = 0.8.
  EXPECT_NEAR(spearman({1, 2, 3, 4}, {10, 20, 40, 30}), 0.8, 1e-12);
  EXPECT_NEAR(spearman({1, 2, 3}, {3, 2, 1}), -1, 1e-12);
}

TEST(PerfCalibrate, TheFitsObjective) {
  // Five training rows that are launch overhead alone, measured 1, 1, 1, 1
  // and 3 us: the model times each at the launch overhead L.
  std::vector<CalibrationRow> rows(5);
  for (CalibrationRow &r : rows) {
    r.train = true;
    r.measuredUs = 1;
    r.plan.rounds = 1;
    r.plan.flops = 1e6;
  }
  rows[4].measuredUs = 3;
  MachineParams start;
  // Mean squared log error: log L = the mean of log(measured), L = 3^(1/5)
  // = 1.24573 us.
  EXPECT_NEAR(fitChip(start, rows).launchMicroseconds, std::pow(3.0, 0.2),
              1e-6);
  // Mean |TFLOP/s error|^64, the error being measured / L - 1: the
  // derivative vanishes where 4 (1 - 1/L)^63 = 3 (3/L - 1)^63, i.e. (L - 1)
  // / (3 - L) = r = 0.75^(1/63): L = (1 + 3 r) / (1 + r) = 1.99771 us,
  // near the L = 2 that bounds the worst row's error (+50% and -50%).
  double r = std::pow(0.75, 1.0 / 63);
  EXPECT_NEAR(fitChip(start, rows, 64).launchMicroseconds,
              (1 + 3 * r) / (1 + r), 1e-4);
}

TEST(PerfCalibrate, TableRowsAndErrors) {
  const char *table =
      "id,family,kernel,code_object,M,N,K,layout,split_k,split_grid,tile,"
      "in_bytes,out_bytes,measured_us,measured_tflops,gpu,cus,input_copies,"
      "copy_bytes,source\n"
      "7,bf16-256,k,k.co,8192,8192,8192,TN,1,z,256x256x64,2,2,688.65,1596.61,"
      "MI355X,256,86,402653185,aiter\n"
      "8,fp8-blockscale,k,k.co,1,128,7168,TN,7,x,32x128x128,1,2,5.81,2.53,"
      "MI355X,256,101,925889,aiter\n";
  auto rows = parseCalibrationTable(table);
  ASSERT_TRUE(bool(rows)) << llvm::toString(rows.takeError());
  ASSERT_EQ(rows->size(), 2u);
  EXPECT_EQ((*rows)[0].id, 7u);
  EXPECT_EQ((*rows)[0].launch.tileK, 64u);
  EXPECT_DOUBLE_EQ((*rows)[0].measuredUs, 688.65);
  EXPECT_EQ((*rows)[0].launch.inputCopies, 86u);
  EXPECT_DOUBLE_EQ((*rows)[0].launch.copyBytes, 402653185);
  // Slices in z: 32 x 32 x 1; folded into x (AITER's FP8 launcher): the 7
  // slices of the one 32 x 128 tile are 7 x 1 x 1.
  EXPECT_EQ((*rows)[0].launch.grid(), (std::array<uint64_t, 3>{32, 32, 1}));
  EXPECT_EQ((*rows)[1].launch.grid(), (std::array<uint64_t, 3>{7, 1, 1}));
  auto bad = parseCalibrationTable("1,2,3\n");
  ASSERT_FALSE(bool(bad));
  EXPECT_EQ(llvm::toString(bad.takeError()), "line 1: 3 fields, expected 20");
}

} // namespace
