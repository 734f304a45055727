//===- ArchTest.cpp - MFMA lane layouts and s_waitcnt decoding ------------===//
//
// The lane layouts are written here lane-centrically, straight from
// REFERENCE.md / AMD's matrix instruction calculator, independently of the
// matrix-centric functions in Arch.cpp: for every lane l and element e we
// place A/B values where the hardware reads them, run the simulator's MFMA,
// and compare every accumulator against a direct matrix product.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Arch.h"
#include "cdna4pipe/Conversion/CDNA4PipeToROCDL/CDNA4PipeToROCDL.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

using namespace mlir::cdna4pipe::sim;
using mlir::cdna4pipe::encodeGfx9Waitcnt;

namespace {

struct Case {
  MfmaShape s;
  ElemKind kind;
};

void checkLayout(Case c) {
  const unsigned M = c.s.m, N = c.s.n, K = c.s.k, L = kWaveSize;
  std::mt19937 rng(42 + M + (c.kind == ElemKind::F16));
  std::uniform_real_distribution<float> dist(-2.0f, 2.0f);
  std::vector<uint16_t> Am(M * K), Bm(K * N);
  std::vector<float> Cm(M * N);
  for (auto &v : Am)
    v = f32ToElem(c.kind, dist(rng));
  for (auto &v : Bm)
    v = f32ToElem(c.kind, dist(rng));
  for (auto &v : Cm)
    v = dist(rng);

  // Lane-centric fragments.
  std::vector<uint16_t> a(8 * L), b(8 * L);
  unsigned acc = M * N / L;
  std::vector<float> cacc(acc * L), d(acc * L);
  for (unsigned l = 0; l < L; ++l)
    for (unsigned e = 0; e < 8; ++e) {
      // A[i][k]: i = l % M, k = 8 * (l / M) + e.
      a[e * L + l] = Am[(l % M) * K + 8 * (l / M) + e];
      // B[k][j]: j = l % N, k = 8 * (l / N) + e.
      b[e * L + l] = Bm[(8 * (l / N) + e) * N + l % N];
    }
  auto dRow = [&](unsigned l, unsigned e) {
    // 16x16: rows 4*(l/16) + e. 32x32: rows 8*(e/4) + 4*(l/32) + e%4.
    return M == 16 ? 4 * (l / 16) + e : 8 * (e / 4) + 4 * (l / 32) + e % 4;
  };
  for (unsigned l = 0; l < L; ++l)
    for (unsigned e = 0; e < acc; ++e)
      cacc[e * L + l] = Cm[dRow(l, e) * N + l % N];

  mfmaExecute(c.s, c.kind, a.data(), b.data(), cacc.data(), d.data());

  for (unsigned l = 0; l < L; ++l)
    for (unsigned e = 0; e < acc; ++e) {
      unsigned i = dRow(l, e), j = l % N;
      double ref = Cm[i * N + j], mag = std::fabs(ref);
      for (unsigned k = 0; k < K; ++k) {
        double p = double(elemToF32(c.kind, Am[i * K + k])) *
                   elemToF32(c.kind, Bm[k * N + j]);
        ref += p;
        mag += std::fabs(p);
      }
      EXPECT_NEAR(d[e * L + l], ref, mag * K * 0x1p-24 + 1e-30)
          << "lane " << l << " element " << e << " (D[" << i << "][" << j
          << "])";
    }
}

TEST(MfmaLayout, Bf16_16x16x32) {
  checkLayout({kMfma16x16x32, ElemKind::BF16});
}
TEST(MfmaLayout, F16_16x16x32) { checkLayout({kMfma16x16x32, ElemKind::F16}); }
TEST(MfmaLayout, Bf16_32x32x16) {
  checkLayout({kMfma32x32x16, ElemKind::BF16});
}
TEST(MfmaLayout, F16_32x32x16) { checkLayout({kMfma32x32x16, ElemKind::F16}); }

// A swapped k-half (the seed-000 suspicion) must change the result.
TEST(MfmaLayout, SwappedKHalvesDiffer) {
  const unsigned L = kWaveSize;
  std::vector<uint16_t> a(8 * L), b(8 * L), aSwapped(8 * L);
  for (unsigned i = 0; i < 8 * L; ++i) {
    a[i] = f32ToBF16(float(i % 7) - 3.0f);
    b[i] = f32ToBF16(float(i % 5) - 2.0f);
  }
  for (unsigned l = 0; l < L; ++l)
    for (unsigned e = 0; e < 8; ++e)
      aSwapped[e * L + l] = a[e * L + (l ^ 16)];
  std::vector<float> c(4 * L, 0.0f), d1(4 * L), d2(4 * L);
  mfmaExecute(kMfma16x16x32, ElemKind::BF16, a.data(), b.data(), c.data(),
              d1.data());
  mfmaExecute(kMfma16x16x32, ElemKind::BF16, aSwapped.data(), b.data(),
              c.data(), d2.data());
  EXPECT_NE(d1, d2);
}

TEST(Permlane, SwapsOddRowsOfOldWithEvenRowsOfSrc) {
  constexpr unsigned L = kWaveSize;
  uint64_t old[L], src[L], newOld[L], newSrc[L];
  for (unsigned l = 0; l < L; ++l) {
    old[l] = l;
    src[l] = 100 + l;
  }
  permlaneSwap(16, old, src, newOld, newSrc);
  for (unsigned l = 0; l < L; ++l) {
    bool odd = (l / 16) % 2 == 1;
    EXPECT_EQ(newOld[l], odd ? 100 + l - 16 : l) << "lane " << l;
    EXPECT_EQ(newSrc[l], odd ? 100 + l : l + 16) << "lane " << l;
  }
  permlaneSwap(32, old, src, newOld, newSrc);
  for (unsigned l = 0; l < L; ++l) {
    EXPECT_EQ(newOld[l], l < 32 ? l : 100 + l - 32) << "lane " << l;
    EXPECT_EQ(newSrc[l], l < 32 ? l + 32 : 100 + l) << "lane " << l;
  }
  // With old == src (gpu.shuffle xor 16's lowering) every lane sees its
  // xor-16 partner in one of the two results.
  permlaneSwap(16, old, old, newOld, newSrc);
  for (unsigned l = 0; l < L; ++l)
    EXPECT_EQ(newOld[l] == l ? newSrc[l] : newOld[l], uint64_t(l ^ 16));
}

TEST(Waitcnt, DecodesGfx9Bitfield) {
  // What upstream amdgpu.memory_counter_wait load(0) lowers to.
  Waitcnt w = decodeWaitcnt(3952);
  EXPECT_EQ(w.vmcnt, 0u);
  EXPECT_EQ(w.expcnt, 7u);
  EXPECT_EQ(w.lgkmcnt, 15u);
  EXPECT_TRUE(w.waitsVm());
  EXPECT_FALSE(w.waitsLgkm());
  // load(3) ds(0).
  w = decodeWaitcnt(115);
  EXPECT_EQ(w.vmcnt, 3u);
  EXPECT_EQ(w.lgkmcnt, 0u);
  // vmcnt high bits [15:14]: vmcnt(16) = 0b01_0000.
  w = decodeWaitcnt(encodeGfx9Waitcnt(16, std::nullopt));
  EXPECT_EQ(w.vmcnt, 16u);
  EXPECT_EQ(encodeGfx9Waitcnt(16, std::nullopt), 0x4f70u);
  w = decodeWaitcnt(0xc07f); // vmcnt 63 = not waited on, lgkmcnt 0
  EXPECT_EQ(w.vmcnt, 63u);
  EXPECT_FALSE(w.waitsVm());
  EXPECT_TRUE(w.waitsLgkm());
  // The lowering's encoder (convert-cdna4pipe-to-rocdl) and the simulator's
  // decoder are independent implementations of the gfx9 layout; they must
  // agree on every count.
  for (unsigned v = 0; v < 64; ++v)
    for (unsigned l = 0; l < 16; ++l) {
      Waitcnt x = decodeWaitcnt(encodeGfx9Waitcnt(v, l));
      EXPECT_EQ(x.vmcnt, v);
      EXPECT_EQ(x.lgkmcnt, l);
    }
}

TEST(Numbers, Bf16RoundsToNearestEven) {
  EXPECT_EQ(f32ToBF16(1.0f), 0x3f80);
  EXPECT_EQ(f32ToBF16(bitsToF32(0x3f808000)), 0x3f80); // tie -> even
  EXPECT_EQ(f32ToBF16(bitsToF32(0x3f818000)), 0x3f82); // tie -> even
  EXPECT_EQ(f32ToBF16(bitsToF32(0x3f808001)), 0x3f81);
  EXPECT_EQ(f32ToF16(1.0f), 0x3c00);
  EXPECT_EQ(f16ToF32(0x3c00), 1.0f);
  EXPECT_EQ(f32ToF16(65504.0f), 0x7bff);
  EXPECT_EQ(f16ToF32(0x0001), std::ldexp(1.0f, -24));
}

} // namespace
