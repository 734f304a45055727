//===- ExecMx.cpp - OCP MX formats and the scaled f8f6f4 MFMA -------------===//
//
// FP4 E2M1 and the E8M0 block scale of the OCP Microscaling (MX)
// specification as gfx950 reads them, and v_mfma_scale_f32_16x16x128_f8f6f4
// (and the unscaled form) with FP8 or FP4 sources. Lane layouts: AMD's CDNA4
// ISA guide, "Dense matrix layouts" of the 16x16x128 f8f6f4 MFMA; scales:
// lane r + 16*(k/32) supplies the E8M0 scale of row r (A) / column r (B) for
// k-block k/32, in the byte of its scale register that op_sel names
// (docs/LaneLayouts.md).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Arch.h"
#include "cdna4pipe/Sim/Machine.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace mlir {
namespace cdna4pipe {
namespace sim {

namespace {
/// |value| of the FP4 E2M1 codes 0..7.
constexpr float kFp4Magnitude[8] = {0, 0.5f, 1, 1.5f, 2, 3, 4, 6};
} // namespace

float fp4ToF32(uint8_t nibble) {
  float v = kFp4Magnitude[nibble & 7];
  return nibble & 8 ? -v : v;
}

uint8_t f32ToFp4(float f) {
  uint8_t sign = std::signbit(f) ? 8 : 0;
  float a = std::fabs(f);
  if (std::isnan(a) || a >= 6)
    return sign | 7;
  // Nearest code; a tie goes to the even code (mantissa bit 0).
  uint8_t best = 0;
  for (uint8_t c = 1; c < 8; ++c) {
    float dc = std::fabs(a - kFp4Magnitude[c]),
          db = std::fabs(a - kFp4Magnitude[best]);
    if (dc < db || (dc == db && (c & 1) == 0))
      best = c;
  }
  return sign | best;
}

float e8m0ToF32(uint8_t e) {
  return e == 0xff ? NAN : std::ldexp(1.0f, int(e) - 127);
}

LaneElem f8f6f4Fp4ALocation(unsigned row, unsigned k) {
  return {row + 16 * (k / 32), k % 32};
}

namespace {
/// Element (row, k) of a source (row is A's row or B's column), scaled.
float sourceValue(const F8F6F4Source &s, unsigned row, unsigned k) {
  float v;
  if (s.kind == ElemKind::FP4E2M1) {
    LaneElem le = f8f6f4Fp4ALocation(row, k);
    uint8_t byte = s.bytes[(le.elem / 2) * kWaveSize + le.lane];
    v = fp4ToF32(le.elem % 2 ? byte >> 4 : byte & 15);
  } else {
    LaneElem le = f8f6f4ALocation(row, k);
    v = fp8ToF32(s.kind == ElemKind::FP8E5M2,
                 s.bytes[le.elem * kWaveSize + le.lane]);
  }
  if (s.scales)
    v *= e8m0ToF32(s.scales[row + 16 * (k / 32)]);
  return v;
}
} // namespace

void mfmaExecuteF8F6F4(const F8F6F4Source &a, const F8F6F4Source &b,
                       const float *c, float *d) {
  constexpr unsigned M = 16, K = 128;
  float A[M * K], B[M * K];
  for (unsigned i = 0; i < M; ++i)
    for (unsigned k = 0; k < K; ++k) {
      A[i * K + k] = sourceValue(a, i, k);
      B[i * K + k] = sourceValue(b, i, k);
    }
  float D[M * M];
  for (unsigned i = 0; i < M; ++i)
    for (unsigned j = 0; j < M; ++j) {
      LaneElem le = mfmaDLocation(kMfma16x16x128, i, j);
      float acc = c[le.elem * kWaveSize + le.lane];
      for (unsigned k = 0; k < K; ++k)
        acc += A[i * K + k] * B[j * K + k];
      D[i * M + j] = acc;
    }
  for (unsigned i = 0; i < M; ++i)
    for (unsigned j = 0; j < M; ++j) {
      LaneElem le = mfmaDLocation(kMfma16x16x128, i, j);
      d[le.elem * kWaveSize + le.lane] = D[i * M + j];
    }
}

/// Registers per lane a 16x16x128 f8f6f4 source of format `k` occupies.
static unsigned sourceRegisters(ElemKind k) {
  return k == ElemKind::FP4E2M1 ? 4 : 8;
}

/// rocdl.mfma.scale.f32.16x16x128.f8f6f4: operands a, b (4 to 8 x i32:
/// little-endian bytes per lane), c (4 x f32), and for the scaled form
/// (Inst::imm2 bit 4) the scale words in[3], in[4] with op_sel A / B in imm2
/// bits 0-1 / 2-3. Formats (ElemKind) in `bits` / `srcBits`. As the hardware
/// does, the format decides how many registers a source is read from (FP8:
/// 8, FP4: 4) from the first register of the operand on: an operand wider
/// than that has its low registers read; registers past a narrower operand
/// are not the kernel's values, and read as 0xFF bytes (NaN in both FP8
/// formats), so a wrong format in cbsz / blgp shows in C.
Step Simulator::Impl::execMfmaF8(Wave &wv, const Inst &in) {
  constexpr unsigned L = kWaveSize;
  Regs g{wv, in};
  ++stats.mfmas;
  uint8_t a[32 * L], b[32 * L];
  std::memset(a, 0xff, sizeof(a));
  std::memset(b, 0xff, sizeof(b));
  uint8_t sa[L], sb[L];
  float c[4 * L];
  for (unsigned side = 0; side < 2; ++side) {
    uint8_t *dst = side ? b : a;
    unsigned words = std::min<unsigned>(
        in.in[side].width,
        sourceRegisters(ElemKind(side ? in.srcBits : in.bits)));
    for (unsigned w = 0; w < words; ++w)
      for (unsigned l = 0; l < L; ++l) {
        uint64_t word = g.A(side, w)[l];
        for (unsigned byte = 0; byte < 4; ++byte)
          dst[(4 * w + byte) * L + l] = uint8_t(word >> (8 * byte));
      }
  }
  bool scaled = in.imm2 & 16;
  if (scaled)
    for (unsigned l = 0; l < L; ++l) {
      sa[l] = uint8_t(g.A(3)[l] >> (8 * (in.imm2 & 3)));
      sb[l] = uint8_t(g.A(4)[l] >> (8 * ((in.imm2 >> 2) & 3)));
    }
  for (unsigned e = 0; e < 4; ++e)
    for (unsigned l = 0; l < L; ++l)
      c[e * L + l] = bitsToF32(uint32_t(g.A(2, e)[l]));
  F8F6F4Source srcA{ElemKind(in.bits), a, scaled ? sa : nullptr};
  F8F6F4Source srcB{ElemKind(in.srcBits), b, scaled ? sb : nullptr};
  mfmaExecuteF8F6F4(srcA, srcB, c, c);
  for (unsigned e = 0; e < 4; ++e)
    for (unsigned l = 0; l < L; ++l)
      g.R(e)[l] = f32ToBits(c[e * L + l]);
  return Step::Next;
}

} // namespace sim
} // namespace cdna4pipe
} // namespace mlir
