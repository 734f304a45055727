//===- Fp8Test.cpp - OCP FP8 formats and the f8f6f4 MFMA lane layout ------===//
//
// The decoder and the saturating encoder are pinned against LLVM's APFloat
// (Float8E4M3FN, Float8E5M2) for every code and a sweep of values; the
// 16x16x128 f8f6f4 layout is written lane-centrically (lane l: row l%16,
// bytes 0..15 = k 16(l/16)+i, bytes 16..31 = k 64+16(l/16)+i), independently
// of Arch's matrix-centric functions, and checked against a direct product.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Arch.h"

#include "llvm/ADT/APFloat.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace mlir::cdna4pipe::sim;

namespace {
const llvm::fltSemantics &sem(bool e5m2) {
  return e5m2 ? llvm::APFloat::Float8E5M2() : llvm::APFloat::Float8E4M3FN();
}

TEST(Fp8, DecodesEveryCodeLikeAPFloat) {
  for (bool e5m2 : {false, true})
    for (unsigned b = 0; b < 256; ++b) {
      llvm::APFloat ref(sem(e5m2), llvm::APInt(8, b));
      float got = fp8ToF32(e5m2, uint8_t(b));
      if (ref.isNaN()) {
        EXPECT_TRUE(std::isnan(got)) << e5m2 << " code " << b;
        continue;
      }
      EXPECT_EQ(got, ref.convertToFloat()) << e5m2 << " code " << b;
    }
  // The special encodings themselves.
  EXPECT_TRUE(std::isnan(fp8ToF32(false, 0x7f)));
  EXPECT_TRUE(std::isnan(fp8ToF32(false, 0xff)));
  EXPECT_EQ(fp8ToF32(false, 0x7e), 448.0f);
  EXPECT_EQ(fp8ToF32(true, 0x7c), INFINITY);
  EXPECT_EQ(fp8ToF32(true, 0xfc), -INFINITY);
  EXPECT_TRUE(std::isnan(fp8ToF32(true, 0x7d)));
  EXPECT_EQ(fp8ToF32(true, 0x7b), 57344.0f);
  EXPECT_EQ(fp8ToF32(false, 0x01), std::ldexp(1.0f, -9)); // subnormal
  EXPECT_EQ(fp8ToF32(true, 0x01), std::ldexp(1.0f, -16));
}

TEST(Fp8, EncodesToNearestEvenLikeAPFloat) {
  std::mt19937 rng(7);
  for (bool e5m2 : {false, true}) {
    float maxv = e5m2 ? 57344.0f : 448.0f;
    std::uniform_real_distribution<float> mant(-1.0f, 1.0f);
    std::uniform_int_distribution<int> ex(-20, e5m2 ? 15 : 8);
    for (int i = 0; i < 20000; ++i) {
      float x = std::ldexp(mant(rng), ex(rng));
      if (std::fabs(x) > maxv)
        continue;
      llvm::APFloat ref(x);
      bool lost;
      ref.convert(sem(e5m2), llvm::APFloat::rmNearestTiesToEven, &lost);
      if (ref.isNaN() || ref.isInfinity())
        continue; // rounds past the largest finite value: saturation below
      uint8_t want = uint8_t(ref.bitcastToAPInt().getZExtValue());
      EXPECT_EQ(f32ToFp8(e5m2, x), want) << e5m2 << " x=" << x;
    }
  }
}

TEST(Fp8, SaturatesAndKeepsNaN) {
  EXPECT_EQ(f32ToFp8(false, 1000.0f), 0x7e);
  EXPECT_EQ(f32ToFp8(false, -INFINITY), 0xfe);
  EXPECT_EQ(f32ToFp8(false, 465.0f), 0x7e); // would round to 480 = NaN code
  EXPECT_EQ(f32ToFp8(true, 1e6f), 0x7b);
  EXPECT_EQ(f32ToFp8(true, INFINITY), 0x7b);
  EXPECT_TRUE(std::isnan(fp8ToF32(false, f32ToFp8(false, NAN))));
  EXPECT_TRUE(std::isnan(fp8ToF32(true, f32ToFp8(true, NAN))));
  EXPECT_EQ(f32ToFp8(false, -0.0f), 0x80);
}

/// Lane-centric placement of A (16x128) and B (128x16), then one MFMA.
void checkF8Layout(ElemKind ka, ElemKind kb) {
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> dist(-2.0f, 2.0f);
  float A[16][128], B[128][16];
  uint8_t a[32 * kWaveSize], b[32 * kWaveSize];
  for (unsigned l = 0; l < kWaveSize; ++l)
    for (unsigned byte = 0; byte < 32; ++byte) {
      unsigned k = (byte < 16 ? 0 : 64) + 16 * (l / 16) + byte % 16;
      uint8_t ca = f32ToElem(ka, dist(rng)), cb = f32ToElem(kb, dist(rng));
      a[byte * kWaveSize + l] = ca;
      b[byte * kWaveSize + l] = cb;
      A[l % 16][k] = elemToF32(ka, ca);
      B[k][l % 16] = elemToF32(kb, cb);
    }
  float c[4 * kWaveSize], d[4 * kWaveSize];
  for (unsigned i = 0; i < 4 * kWaveSize; ++i)
    c[i] = float(i % 7) - 3.0f;
  mfmaExecuteF8(ka, kb, a, b, c, d);
  // D[i][j] in lane j + 16(i/4), element i%4.
  for (unsigned l = 0; l < kWaveSize; ++l)
    for (unsigned e = 0; e < 4; ++e) {
      unsigned i = 4 * (l / 16) + e, j = l % 16;
      double want = c[e * kWaveSize + l];
      for (unsigned k = 0; k < 128; ++k)
        want += double(A[i][k]) * B[k][j];
      EXPECT_NEAR(d[e * kWaveSize + l], want, 1e-3) << "i=" << i << " j=" << j;
    }
}

TEST(Fp8, Layout16x16x128E4M3) {
  checkF8Layout(ElemKind::FP8E4M3, ElemKind::FP8E4M3);
}
TEST(Fp8, Layout16x16x128E4M3xE5M2) {
  checkF8Layout(ElemKind::FP8E4M3, ElemKind::FP8E5M2);
}
} // namespace
