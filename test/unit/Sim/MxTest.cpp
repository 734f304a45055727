//===- MxTest.cpp - OCP MX formats and the scaled f8f6f4 MFMA -------------===//
//
// FP4 E2M1 and E8M0 decoding are pinned against LLVM's APFloat
// (Float4E2M1FN, Float8E8M0FNU) for every code, the FP4 encoder against
// APFloat's round-to-nearest-even with saturation; the scaled 16x16x128
// MFMA is written lane-centrically (FP4: lane l holds row l%16, nibble i =
// k 32(l/16)+i, low nibble first; scale: lane r+16b supplies row r's scale
// of k-block b) and checked against a direct product of scaled values.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Arch.h"

#include "llvm/ADT/APFloat.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace mlir::cdna4pipe::sim;

namespace {
TEST(Mx, DecodesEveryFp4CodeLikeAPFloat) {
  for (unsigned c = 0; c < 16; ++c) {
    llvm::APFloat ref(llvm::APFloat::Float4E2M1FN(), llvm::APInt(4, c));
    EXPECT_EQ(fp4ToF32(uint8_t(c)), ref.convertToFloat()) << "code " << c;
  }
  EXPECT_EQ(fp4ToF32(0x7), 6.0f);
  EXPECT_EQ(fp4ToF32(0x1), 0.5f); // the one subnormal
  EXPECT_EQ(fp4ToF32(0xf), -6.0f);
}

TEST(Mx, DecodesEveryE8M0CodeLikeAPFloat) {
  for (unsigned c = 0; c < 256; ++c) {
    llvm::APFloat ref(llvm::APFloat::Float8E8M0FNU(), llvm::APInt(8, c));
    float got = e8m0ToF32(uint8_t(c));
    if (ref.isNaN()) {
      EXPECT_TRUE(std::isnan(got)) << "code " << c;
      continue;
    }
    EXPECT_EQ(got, ref.convertToFloat()) << "code " << c;
  }
  EXPECT_EQ(e8m0ToF32(127), 1.0f);
  EXPECT_TRUE(std::isnan(e8m0ToF32(0xff)));
}

TEST(Mx, EncodesFp4ToNearestEvenLikeAPFloat) {
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> dist(-6.0f, 6.0f);
  for (int i = 0; i < 20000; ++i) {
    float x = dist(rng);
    llvm::APFloat ref(x);
    bool lost;
    ref.convert(llvm::APFloat::Float4E2M1FN(),
                llvm::APFloat::rmNearestTiesToEven, &lost);
    uint8_t want = uint8_t(ref.bitcastToAPInt().getZExtValue());
    EXPECT_EQ(f32ToFp4(x), want) << "x=" << x;
  }
  EXPECT_EQ(f32ToFp4(2.5f), 0x4);   // tie: to the even code (2)
  EXPECT_EQ(f32ToFp4(100.0f), 0x7); // saturates
  EXPECT_EQ(f32ToFp4(-INFINITY), 0xf);
}

/// Lane-centric FP4 A (16x128) and B (128x16) with per-32 scales, one MFMA.
TEST(Mx, ScaledFp4Layout16x16x128) {
  std::mt19937 rng(5);
  std::uniform_int_distribution<int> code(0, 15), exp(120, 134);
  float A[16][128], B[128][16];
  uint8_t a[32 * kWaveSize] = {}, b[32 * kWaveSize] = {};
  uint8_t sa[kWaveSize], sb[kWaveSize];
  for (unsigned l = 0; l < kWaveSize; ++l) {
    sa[l] = uint8_t(exp(rng));
    sb[l] = uint8_t(exp(rng));
  }
  for (unsigned l = 0; l < kWaveSize; ++l)
    for (unsigned i = 0; i < 32; ++i) {
      unsigned k = 32 * (l / 16) + i, r = l % 16;
      uint8_t ca = uint8_t(code(rng)), cb = uint8_t(code(rng));
      a[(i / 2) * kWaveSize + l] |= i % 2 ? ca << 4 : ca;
      b[(i / 2) * kWaveSize + l] |= i % 2 ? cb << 4 : cb;
      A[r][k] = fp4ToF32(ca) * std::ldexp(1.0f, sa[r + 16 * (k / 32)] - 127);
      B[k][r] = fp4ToF32(cb) * std::ldexp(1.0f, sb[r + 16 * (k / 32)] - 127);
    }
  float c[4 * kWaveSize], d[4 * kWaveSize];
  for (unsigned i = 0; i < 4 * kWaveSize; ++i)
    c[i] = float(i % 5) - 2.0f;
  mfmaExecuteF8F6F4({ElemKind::FP4E2M1, a, sa}, {ElemKind::FP4E2M1, b, sb}, c,
                    d);
  for (unsigned l = 0; l < kWaveSize; ++l)
    for (unsigned e = 0; e < 4; ++e) {
      unsigned i = 4 * (l / 16) + e, j = l % 16;
      // f32 accumulation of 128 exact products: the error is at most
      // 128 * 2^-24 * sum |c, a b|.
      double want = c[e * kWaveSize + l], mag = std::fabs(want);
      for (unsigned k = 0; k < 128; ++k) {
        want += double(A[i][k]) * B[k][j];
        mag += std::fabs(double(A[i][k]) * B[k][j]);
      }
      EXPECT_NEAR(d[e * kWaveSize + l], want, 128 * std::ldexp(mag, -24))
          << "i=" << i << " j=" << j;
    }
}

/// The unscaled form (no scales) is the scaled one with every scale 2^0.
TEST(Mx, UnscaledIsScaleOne) {
  std::mt19937 rng(9);
  std::uniform_int_distribution<int> byte(0, 255);
  uint8_t a[32 * kWaveSize], b[32 * kWaveSize], ones[kWaveSize];
  for (unsigned i = 0; i < 32 * kWaveSize; ++i) {
    a[i] = uint8_t(byte(rng));
    b[i] = uint8_t(byte(rng));
  }
  for (uint8_t &s : ones)
    s = 127;
  float c[4 * kWaveSize] = {}, d0[4 * kWaveSize], d1[4 * kWaveSize];
  mfmaExecuteF8F6F4({ElemKind::FP4E2M1, a}, {ElemKind::FP8E4M3, b}, c, d0);
  mfmaExecuteF8F6F4({ElemKind::FP4E2M1, a, ones}, {ElemKind::FP8E4M3, b, ones},
                    c, d1);
  for (unsigned i = 0; i < 4 * kWaveSize; ++i) {
    if (!std::isnan(d0[i])) {
      EXPECT_EQ(d0[i], d1[i]) << i;
    }
  }
}
} // namespace
