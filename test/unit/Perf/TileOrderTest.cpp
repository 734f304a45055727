//===- TileOrderTest.cpp - the tile order read from a kernel's code -------===//
//
// The wave evaluator (WaveEval.h) on the scalar and lane-0 idioms kernels
// use before their main loop, and the tile order (TileOrder.h) read from a
// kernel that remaps its workgroup id as AITER's FP4 kernels do
// (test/Perf/Inputs/tile-order.s), with the reasons it falls back to the
// launch order.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Perf/TileOrder.h"
#include "cdna4pipe/Perf/Chip.h"
#include "cdna4pipe/Perf/WaveEval.h"

#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

using namespace mlir::cdna4pipe::perf;
using namespace mlir::cdna4pipe::perf::wave;

namespace {

/// Runs `lines` (no branches) on `st`.
void run(std::initializer_list<const char *> lines, State &st) {
  for (const char *line : lines) {
    llvm::StringRef code(line);
    llvm::StringRef mnemonic = code.take_until([](char c) { return c == ' '; });
    llvm::Expected<Inst> in =
        classifyInstruction(mnemonic, code.drop_front(mnemonic.size()).trim());
    ASSERT_TRUE(bool(in)) << llvm::toString(in.takeError());
    step(decode(*in, code), st, {});
  }
}

TEST(PerfTileOrder, ScalarArithmeticAndScc) {
  State st;
  st.s[2] = 0xffffffffu;
  st.s[3] = 1;
  // A 64-bit add: 0xffffffff + 1 carries into the high word (SCC = 1).
  run({"s_add_u32 s4, s2, 1", "s_addc_u32 s5, s3, 0"}, st);
  EXPECT_EQ(st.s[4], 0u);
  EXPECT_EQ(st.s[5], 2u);
  // ceil(1000 / 128) = 8 by add and shift; a signed compare sets SCC.
  st.s[6] = 1000;
  run({"s_add_u32 s7, s6, 0x7f", "s_lshr_b32 s7, s7, 7", "s_cmp_lt_i32 s7, 9"},
      st);
  EXPECT_EQ(st.s[7], 8u);
  EXPECT_EQ(st.scc, true);
  // s_cselect picks by SCC; an unknown source makes the result unknown.
  run({"s_cselect_b32 s8, s6, s7", "s_mul_i32 s9, s8, s40"}, st);
  EXPECT_EQ(st.s[8], 1000u);
  EXPECT_EQ(st.s[9], std::nullopt);
}

TEST(PerfTileOrder, BytesLeftInABoundedBuffer) {
  // buffer_load_dwordx4 v[4:7], v1, s[4:7], s8 offen offset:16: the
  // resource s[4:7] holds 0x3000 records (its third word) and stride 0
  // (bits 16-29 of its second word); the range check reads the VGPR offset
  // 0x800 + 16 = 0x810, not soffset (0x400), so 0x3000 - 0x810 = 0x27f0
  // bytes are left.
  auto left = [](uint32_t word1, std::optional<uint32_t> voffset) {
    State st;
    st.s[4] = 0x1000;
    st.s[5] = word1;
    st.s[6] = 0x3000;
    st.s[7] = 0x20000;
    st.s[8] = 0x400;
    st.v[1] = voffset;
    llvm::StringRef mnemonic = "buffer_load_dwordx4",
                    operands = "v[4:7], v1, s[4:7], s8 offen offset:16";
    llvm::Expected<Inst> in = classifyInstruction(mnemonic, operands);
    EXPECT_TRUE(bool(in)) << llvm::toString(in.takeError());
    std::string code = (mnemonic + " " + operands).str();
    return bufferBytesLeft(decode(*in, code), st);
  };
  EXPECT_EQ(left(0, 0x800), std::optional<uint64_t>(0x27f0));
  // A load past the end: nothing left.
  EXPECT_EQ(left(0, 0x3000), std::optional<uint64_t>(0));
  // A stride (16) does not scale a load without idxen: still bytes.
  EXPECT_EQ(left(16 << 16, 0x800), std::optional<uint64_t>(0x27f0));
  // A swizzled resource (bit 31): its records are not bytes.
  EXPECT_EQ(left(1u << 31, 0x800), std::nullopt);
  // An offset the evaluation does not know.
  EXPECT_EQ(left(0, std::nullopt), std::nullopt);
}

TEST(PerfTileOrder, IntegerDivisionOnLaneZero) {
  // AITER's unsigned division of s49 by s50 (the compiler's idiom): a float
  // reciprocal estimate refined by a multiply-high and two corrections;
  // the quotient ends in v7 and, read back, in s51.
  auto divide = [](uint32_t n, uint32_t d) {
    State st;
    st.s[49] = n;
    st.s[50] = d;
    run({"v_cvt_f32_u32_e32 v4, s50",
         "s_sub_i32 s48, 0, s50",
         "v_rcp_iflag_f32_e32 v4, v4",
         "v_mul_f32_e32 v4, 0x4f7ffffe, v4",
         "v_cvt_u32_f32_e32 v4, v4",
         "v_mul_lo_u32 v5, s48, v4",
         "v_mul_hi_u32 v5, v4, v5",
         "v_add_u32_e32 v4, v4, v5",
         "v_mul_hi_u32 v4, s49, v4",
         "v_mul_lo_u32 v5, v4, s50",
         "v_sub_u32_e32 v7, s49, v5",
         "v_add_u32_e32 v6, 1, v4",
         "v_cmp_le_u32_e32 vcc, s50, v7",
         "v_subrev_u32_e32 v5, s50, v7",
         "v_cndmask_b32_e32 v4, v4, v6, vcc",
         "v_cndmask_b32_e32 v7, v7, v5, vcc",
         "v_add_u32_e32 v5, 1, v4",
         "v_cmp_le_u32_e32 vcc, s50, v7",
         "v_cndmask_b32_e32 v7, v4, v5, vcc",
         "v_readfirstlane_b32 s51, v7"},
        st);
    return st.s[51];
  };
  EXPECT_EQ(divide(1000, 7), 142u);
  EXPECT_EQ(divide(71861, 2478), 28u);
  EXPECT_EQ(divide(0xffffffffu, 3), 0x55555555u);
  EXPECT_EQ(divide(5, 5), 1u);
}

std::string fixture(const char *path = TILE_ORDER_FIXTURE) {
  auto buf = llvm::MemoryBuffer::getFile(path);
  EXPECT_TRUE(bool(buf)) << path;
  return buf ? (*buf)->getBuffer().str() : std::string();
}

/// The tile order of the fixture (edited by `edit`) for an M x N grid of
/// 64 x 64 tiles.
llvm::Expected<TileOrder>
orderOf(unsigned m, unsigned n, std::function<void(std::string &)> edit = {}) {
  std::string text = fixture();
  if (edit)
    edit(text);
  llvm::Expected<Program> program = readProgram(text);
  if (!program)
    return program.takeError();
  llvm::Expected<KernelPrologue> prologue =
      KernelPrologue::read(text, *program);
  if (!prologue)
    return prologue.takeError();
  GemmLaunch launch;
  launch.m = m;
  launch.n = n;
  launch.k = 256;
  launch.tileM = 64;
  launch.tileN = 64;
  return prologue->order(launch);
}

void replace(std::string &text, const std::string &from,
             const std::string &to) {
  size_t at = text.find(from);
  ASSERT_NE(at, std::string::npos) << from;
  text.replace(at, from.size(), to);
}

TEST(PerfTileOrder, GroupsOfNTilesByEveryMTile) {
  // 128 x 256: 2 M-tiles x 4 N-tiles, groups of 2 N-tiles x 2 M-tiles.
  // Workgroups 0-3 (group 0, N-tiles 0-1): r = 0..3 -> M-tile r / 2,
  // N-tile r mod 2; 4-7 (group 1): N-tiles 2-3. Launch order would be
  // M-tile id / 4, N-tile id mod 4.
  llvm::Expected<TileOrder> o = orderOf(128, 256);
  ASSERT_TRUE(bool(o)) << llvm::toString(o.takeError());
  EXPECT_EQ(o->mTile, (std::vector<uint32_t>{0, 0, 1, 1, 0, 0, 1, 1}));
  EXPECT_EQ(o->nTile, (std::vector<uint32_t>{0, 1, 0, 1, 2, 3, 2, 3}));
  EXPECT_TRUE(o->remapped);
  // One M-tile: groups of 2 x 1 take the N-tiles in launch order.
  o = orderOf(64, 256);
  ASSERT_TRUE(bool(o)) << llvm::toString(o.takeError());
  EXPECT_EQ(o->nTile, (std::vector<uint32_t>{0, 1, 2, 3}));
  EXPECT_FALSE(o->remapped);
}

TEST(PerfTileOrder, TheOrderCarriesTheBytesLeftInItsBuffers) {
  // The fixture's resources hold -1 records: 0xffffffff bytes from the
  // first loads (VGPR offset 0 on lane 0, the pointers moved to the
  // tile's rows). With A's bounded at 0x2000 records, every workgroup's
  // first A load finds 0x2000 bytes left.
  llvm::Expected<TileOrder> o = orderOf(128, 256, [](std::string &t) {
    replace(t, "s_mov_b32 s6, -1", "s_mov_b32 s6, 0x2000");
  });
  ASSERT_TRUE(bool(o)) << llvm::toString(o.takeError());
  EXPECT_EQ(o->aBytesLeft, std::vector<uint64_t>(8, 0x2000));
  EXPECT_EQ(o->bBytesLeft, std::vector<uint64_t>(8, 0xffffffffu));
}

/// The tile order of the split-x fixture at M x N x 256 in 64 x 64 tiles,
/// split 2, the slices in grid x or z; `loopHead` goes first in its loop.
llvm::Expected<TileOrder> splitOrderOf(unsigned m, unsigned n, bool inX,
                                       llvm::StringRef loopHead = "") {
  std::string text = fixture(SPLIT_X_FIXTURE);
  size_t loop = text.find("label_loop:\n");
  if (loop == std::string::npos)
    return llvm::createStringError("the fixture has no label_loop");
  text.insert(loop + strlen("label_loop:\n"), loopHead.str());
  llvm::Expected<Program> program = readProgram(text);
  if (!program)
    return program.takeError();
  llvm::Expected<KernelPrologue> prologue =
      KernelPrologue::read(text, *program);
  if (!prologue)
    return prologue.takeError();
  GemmLaunch launch;
  launch.m = m;
  launch.n = n;
  launch.k = 256;
  launch.tileM = launch.tileN = 64;
  launch.tileK = 128;
  launch.splitK = 2;
  launch.splitInGridX = inX;
  return prologue->order(launch);
}

TEST(PerfTileOrder, TheSliceFromGridX) {
  // 96 x 128: 2 M-tiles (the second of 32 rows) x 2 N-tiles, 2 slices of
  // 128 bytes. Grid 4 x 2 x 1, x fastest: workgroup w has x = w mod 4,
  // y = w / 4, so N-tile x / 2, slice x mod 2, M-tile y.
  llvm::Expected<TileOrder> o = splitOrderOf(96, 128, true);
  ASSERT_TRUE(bool(o)) << llvm::toString(o.takeError());
  EXPECT_EQ(o->mTile, (std::vector<uint32_t>{0, 0, 0, 0, 1, 1, 1, 1}));
  EXPECT_EQ(o->nTile, (std::vector<uint32_t>{0, 0, 1, 1, 0, 0, 1, 1}));
  EXPECT_EQ(o->slice, (std::vector<uint32_t>{0, 1, 0, 1, 0, 1, 0, 1}));
  EXPECT_TRUE(o->remapped);
  // A's buffer (stride 4): the rows left, 64 x 256 = 16384 bytes for M-tile
  // 0 and 32 x 256 = 8192 for M-tile 1, less slice 1's 128 bytes.
  EXPECT_EQ(o->aBytesLeft, (std::vector<uint64_t>{16384, 16256, 16384, 16256,
                                                  8192, 8064, 8192, 8064}));
  // The loop's loads in cache lines, once for the workgroup (256
  // work-items, 4 waves): B's dwordx4 at work-item x 16 from a 128-byte
  // aligned base, 4096 bytes in 32 lines; A's dword at offset 0 in every
  // work-item, one line. (32 + 1) x 128 / 4 waves = 1056 bytes a wave,
  // against the lanes' 64 x 16 + 64 x 4 = 1280.
  EXPECT_DOUBLE_EQ(o->loopLineBytesPerWave, 1056);
  // A scalar base the loop advances before its loads moves every lane
  // alike: the same lines.
  o = splitOrderOf(96, 128, true, "\ts_add_u32 s8, s8, 128\n");
  ASSERT_TRUE(bool(o)) << llvm::toString(o.takeError());
  EXPECT_DOUBLE_EQ(o->loopLineBytesPerWave, 1056);
  // An address VGPR the loop rewrites before its load (A's dword, v2) is not
  // at the loop's entry as on the first trip: that load counts its lanes'
  // 64 x 4 bytes, B's its 32 lines: 32 x 128 / 4 + 256 = 1280.
  o = splitOrderOf(96, 128, true, "\tv_add_u32 v2, v2, v1\n");
  ASSERT_TRUE(bool(o)) << llvm::toString(o.takeError());
  EXPECT_DOUBLE_EQ(o->loopLineBytesPerWave, 1280);
  // The same launch with the slices in z (grid 2 x 2 x 2): the kernel reads
  // no z, so N-tile x / 2 = 0 and the slice x mod 2 repeat in both halves.
  o = splitOrderOf(96, 128, false);
  ASSERT_FALSE(bool(o));
  EXPECT_EQ(llvm::toString(o.takeError()),
            "two of its workgroups compute the same tile");
}

TEST(PerfTileOrder, FallsBackWithTheReason) {
  // 3 N-tiles: workgroup 5 computes N-tile 3, past the grid.
  llvm::Expected<TileOrder> o = orderOf(128, 192);
  ASSERT_FALSE(bool(o));
  EXPECT_EQ(llvm::toString(o.takeError()),
            "its workgroups' first loads from A and B take 2 and 4 "
            "addresses, not one per tile (and K slice: 2 and 3 tiles, 1 "
            "slices)");
  // A branch on a register the kernel never set.
  o = orderOf(128, 256, [](std::string &t) {
    replace(t, "s_cmp_lt_u32 s16, s17", "s_cmp_lt_u32 s16, s40");
  });
  ASSERT_FALSE(bool(o));
  EXPECT_EQ(llvm::toString(o.takeError()),
            "workgroup (0, 0, 0): line 32: a branch on a condition the "
            "evaluation does not know");
  // Pointers the metadata names otherwise.
  o = orderOf(128, 256, [](std::string &t) {
    replace(t, ".name:           A\n", ".name:           lhs\n");
  });
  ASSERT_FALSE(bool(o));
  EXPECT_EQ(llvm::toString(o.takeError()),
            "the metadata names no A and B pointers (.args: A / a_ptr, B / "
            "b_ptr, or the first two of unnamed pointers)");
  // Unnamed pointers are A and B by position (LLVM's kernels: A, B, then
  // the output).
  o = orderOf(128, 256, [](std::string &t) {
    replace(t, ".name:           A\n", "");
    replace(t, ".name:           B\n", "");
  });
  ASSERT_TRUE(bool(o)) << llvm::toString(o.takeError());
  EXPECT_EQ(o->nTile, (std::vector<uint32_t>{0, 1, 0, 1, 2, 3, 2, 3}));
}

TEST(PerfTileOrder, FallsBackOnCodeItCannotTrust) {
  // The kernel descriptor names another kernel: where the workgroup id
  // lands is unknown.
  llvm::Expected<TileOrder> o = orderOf(128, 256, [](std::string &t) {
    replace(t, ".amdhsa_kernel grouped", ".amdhsa_kernel other");
  });
  ASSERT_FALSE(bool(o));
  EXPECT_EQ(llvm::toString(o.takeError()),
            "no kernel descriptor (.amdhsa_kernel grouped) places the "
            "workgroup id");
  // The group loop adds instead of subtracting: workgroup (0, 1, 0) has
  // r = 1 x 4 + 0 = 4 >= 2 x 2 M-tiles and never leaves it (r wraps past
  // 2^32 only after 2^30 trips, far beyond the 2^20 steps allowed).
  o = orderOf(128, 256, [](std::string &t) {
    replace(t, "s_sub_u32 s16, s16, s17", "s_add_u32 s16, s16, s17");
  });
  ASSERT_FALSE(bool(o));
  EXPECT_EQ(llvm::toString(o.takeError()),
            "workgroup (0, 1, 0): its code before the main loop runs past "
            "1048576 instructions");
  // M-tile r mod 2 instead of r / 2: group 0's r = 0..3 give (0, 0),
  // (1, 1), (0, 0), (1, 1). Every M-tile and N-tile is read (2 and 4
  // addresses), but two workgroups compute the same tile.
  o = orderOf(128, 256, [](std::string &t) {
    replace(t, "s_lshr_b32 s19, s16, 1", "s_and_b32 s19, s16, 1");
  });
  ASSERT_FALSE(bool(o));
  EXPECT_EQ(llvm::toString(o.takeError()),
            "two of its workgroups compute the same tile");
}

} // namespace
