//===- Arch.cpp - gfx950 number formats, s_waitcnt, MFMA layouts ----------===//

#include "cdna4pipe/Sim/Arch.h"

#include <cmath>
#include <vector>

namespace mlir {
namespace cdna4pipe {
namespace sim {

uint16_t f32ToBF16(float f) {
  uint32_t u = f32ToBits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) // NaN: keep it a quiet NaN.
    return uint16_t((u >> 16) | 0x40);
  uint32_t rounding = 0x7fffu + ((u >> 16) & 1u);
  return uint16_t((u + rounding) >> 16);
}

float f16ToF32(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16;
  uint32_t exp = (h >> 10) & 0x1f, man = h & 0x3ff;
  if (exp == 0x1f)
    return bitsToF32(sign | 0x7f800000u | (man << 13));
  if (exp == 0) {
    float v = std::ldexp(float(man), -24);
    return sign ? -v : v;
  }
  return bitsToF32(sign | ((exp + 112) << 23) | (man << 13));
}

uint16_t f32ToF16(float f) {
  uint32_t u = f32ToBits(f);
  uint16_t sign = uint16_t((u >> 16) & 0x8000);
  uint32_t absu = u & 0x7fffffffu;
  if (absu > 0x7f800000u)
    return sign | 0x7e00;
  if (absu >= 0x477ff000u) // rounds to >= 65520 -> inf
    return sign | 0x7c00;
  float a = bitsToF32(absu);
  if (absu < 0x38800000u) { // below the smallest normal: subnormal range
    // Units of 2^-24, round to nearest even.
    float scaled = a * 16777216.0f;
    float r = std::nearbyint(scaled); // default rounding mode: to even
    return sign | uint16_t(r);
  }
  uint32_t exp = (absu >> 23) - 112, man = absu & 0x7fffff;
  uint32_t h = (exp << 10) | (man >> 13);
  uint32_t rest = man & 0x1fff;
  if (rest > 0x1000 || (rest == 0x1000 && (h & 1)))
    ++h;
  return sign | uint16_t(h);
}

void permlaneSwap(unsigned n, const uint64_t *old, const uint64_t *src,
                  uint64_t *newOld, uint64_t *newSrc) {
  for (unsigned l = 0; l < kWaveSize; ++l) {
    bool oddRow = (l / n) % 2 == 1;
    newOld[l] = oddRow ? src[l - n] : old[l];
    newSrc[l] = oddRow ? src[l] : old[l + n];
  }
}

Waitcnt decodeWaitcnt(uint32_t simm16) {
  Waitcnt w;
  w.vmcnt = (simm16 & 0xf) | (((simm16 >> 14) & 0x3) << 4);
  w.expcnt = (simm16 >> 4) & 0x7;
  w.lgkmcnt = (simm16 >> 8) & 0xf;
  return w;
}

// Lane layouts of v_mfma_f32_16x16x32_{bf16,f16} and
// v_mfma_f32_32x32x16_{bf16,f16} (gfx950). Source: AMD's "AMD Instinct
// MI300/CDNA3 ISA" and "CDNA4 ISA" reference guides, section "Dependent
// Matrix Multiply-Accumulate", as tabulated by AMD's matrix instruction
// calculator (github.com/ROCm/amd_matrix_instruction_calculator, --detail-
// instruction, -I/-O register layouts), summarised in
// the project's shared REFERENCE.md and docs/LaneLayouts.md:
//   16x16x32: A[i][k] in lane i + 16*(k/8), element k%8; B[k][j] in lane
//             j + 16*(k/8), element k%8; D[i][j] in lane j + 16*(i/4),
//             element i%4.
//   32x32x16: A[i][k] in lane i + 32*(k/8), element k%8; B[k][j] in lane
//             j + 32*(k/8), element k%8; D[i][j] in lane j + 32*((i/4)%2),
//             element 4*(i/8) + i%4 (16 accumulators per lane).
LaneElem mfmaALocation(MfmaShape s, unsigned row, unsigned k) {
  return {row + s.m * (k / 8), k % 8};
}
LaneElem mfmaBLocation(MfmaShape s, unsigned k, unsigned col) {
  return {col + s.n * (k / 8), k % 8};
}
LaneElem mfmaDLocation(MfmaShape s, unsigned row, unsigned col) {
  if (s.m == 16)
    return {col + 16 * (row / 4), row % 4};
  return {col + 32 * ((row / 4) % 2), 4 * (row / 8) + row % 4};
}

void mfmaExecute(MfmaShape s, ElemKind kind, const uint16_t *a,
                 const uint16_t *b, const float *c, float *d) {
  // Gather into dense row-major matrices first (cheap, and keeps the inner
  // product loop simple).
  float A[32 * 32], B[32 * 32], D[32 * 32];
  for (unsigned i = 0; i < s.m; ++i)
    for (unsigned k = 0; k < s.k; ++k) {
      LaneElem le = mfmaALocation(s, i, k);
      A[i * s.k + k] = elemToF32(kind, a[le.elem * kWaveSize + le.lane]);
    }
  for (unsigned k = 0; k < s.k; ++k)
    for (unsigned j = 0; j < s.n; ++j) {
      LaneElem le = mfmaBLocation(s, k, j);
      B[j * s.k + k] = elemToF32(kind, b[le.elem * kWaveSize + le.lane]);
    }
  for (unsigned i = 0; i < s.m; ++i)
    for (unsigned j = 0; j < s.n; ++j) {
      LaneElem le = mfmaDLocation(s, i, j);
      float acc = c[le.elem * kWaveSize + le.lane];
      const float *ar = &A[i * s.k], *br = &B[j * s.k];
      for (unsigned k = 0; k < s.k; ++k)
        acc += ar[k] * br[k]; // products of bf16/f16 are exact in fp32
      D[i * s.n + j] = acc;
    }
  for (unsigned i = 0; i < s.m; ++i)
    for (unsigned j = 0; j < s.n; ++j) {
      LaneElem le = mfmaDLocation(s, i, j);
      d[le.elem * kWaveSize + le.lane] = D[i * s.n + j];
    }
}

} // namespace sim
} // namespace cdna4pipe
} // namespace mlir
