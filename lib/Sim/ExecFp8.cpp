//===- ExecFp8.cpp - OCP FP8 and the f8f6f4 MFMA --------------------------===//
//
// The FP8 formats of the OCP 8-bit floating point specification (OFP8,
// E4M3 "FN" and E5M2) as gfx950 reads them, and their lane layout in
// v_mfma_f32_16x16x128_f8f6f4 (executed by ExecMx.cpp). Lane layout: AMD's
// CDNA4 ISA guide, "Dense matrix layouts" for the 16x16x128 f8f6f4 MFMA (as
// tabulated in AMD's composable_kernel MX MFMA tests): lane l holds row l%16;
// its bytes 0..15 are k = 16(l/16) + 0..15 and its bytes 16..31 are k = 64 +
// 16(l/16) + 0..15.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Arch.h"

#include <cmath>

namespace mlir {
namespace cdna4pipe {
namespace sim {

namespace {
struct Fp8Format {
  int mbits, bias;
  uint8_t maxCode, nanCode; // positive largest finite value, a NaN
  bool ieeeSpecials;        // E5M2: exponent all ones is inf / NaN
};
constexpr Fp8Format kE4M3{3, 7, 0x7e, 0x7f, false};
constexpr Fp8Format kE5M2{2, 15, 0x7b, 0x7f, true};

float decode(const Fp8Format &f, uint8_t b) {
  bool neg = b & 0x80;
  int e = (b & 0x7f) >> f.mbits, m = b & ((1 << f.mbits) - 1);
  int emax = (1 << (7 - f.mbits)) - 1;
  float v;
  if (f.ieeeSpecials && e == emax)
    v = m == 0 ? INFINITY : NAN;
  else if (!f.ieeeSpecials && e == emax && m == (1 << f.mbits) - 1)
    v = NAN;
  else if (e == 0)
    v = std::ldexp(float(m), 1 - f.bias - f.mbits);
  else
    v = std::ldexp(float(m + (1 << f.mbits)), e - f.bias - f.mbits);
  return neg ? -v : v;
}

uint8_t encode(const Fp8Format &f, float x) {
  uint8_t sign = std::signbit(x) ? 0x80 : 0;
  if (std::isnan(x))
    return sign | f.nanCode;
  float a = std::fabs(x), maxv = decode(f, f.maxCode);
  if (a >= maxv)
    return sign | f.maxCode; // saturation (infinities included)
  // Quantum of a's binade (the subnormal one below the smallest normal).
  int e;
  std::frexp(a, &e);
  int exp = std::max(e - 1, 1 - f.bias);
  float q = std::ldexp(1.0f, exp - f.mbits);
  float r = std::nearbyint(a / q) * q; // ties to even (default mode)
  if (r > maxv)
    return sign | f.maxCode;
  if (r == 0)
    return sign;
  std::frexp(r, &e);
  int re = e - 1;
  if (re < 1 - f.bias) // subnormal
    return sign | uint8_t(r / std::ldexp(1.0f, 1 - f.bias - f.mbits));
  int man = int(r / std::ldexp(1.0f, re - f.mbits)) - (1 << f.mbits);
  return sign | uint8_t(((re + f.bias) << f.mbits) | man);
}

/// Decoded values of every code of both formats.
struct Fp8Tables {
  float e4m3[256], e5m2[256];
  Fp8Tables() {
    for (unsigned b = 0; b < 256; ++b) {
      e4m3[b] = decode(kE4M3, uint8_t(b));
      e5m2[b] = decode(kE5M2, uint8_t(b));
    }
  }
};
const Fp8Tables &tables() {
  static const Fp8Tables t;
  return t;
}
} // namespace

float fp8ToF32(bool e5m2, uint8_t b) {
  return e5m2 ? tables().e5m2[b] : tables().e4m3[b];
}

uint8_t f32ToFp8(bool e5m2, float f) { return encode(e5m2 ? kE5M2 : kE4M3, f); }

LaneElem f8f6f4ALocation(unsigned row, unsigned k) {
  return {row + 16 * ((k % 64) / 16), 16 * (k / 64) + k % 16};
}
LaneElem f8f6f4BLocation(unsigned k, unsigned col) {
  return f8f6f4ALocation(col, k);
}

void mfmaExecuteF8(ElemKind ka, ElemKind kb, const uint8_t *a, const uint8_t *b,
                   const float *c, float *d) {
  mfmaExecuteF8F6F4({ka, a}, {kb, b}, c, d);
}

} // namespace sim
} // namespace cdna4pipe
} // namespace mlir
