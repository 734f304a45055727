//===- Arch.h - gfx950 facts used by cdna4-sim -----------------*- C++ -*-===//
//
// Small, dependency-free pieces of the simulator that unit tests pin down:
// number formats, the gfx9 s_waitcnt bitfield and the MFMA lane layouts.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_SIM_ARCH_H
#define CDNA4PIPE_SIM_ARCH_H

#include <cstdint>
#include <cstring>

namespace mlir {
namespace cdna4pipe {
namespace sim {

constexpr unsigned kWaveSize = 64;
constexpr unsigned kLdsBytes = 160 * 1024; // gfx950: 160 KiB per CU.

//===----------------------------------------------------------------------===//
// Number formats (bit patterns stored in the low bits of a uint64_t).
//===----------------------------------------------------------------------===//

inline float bitsToF32(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
inline uint32_t f32ToBits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}
inline float bf16ToF32(uint16_t b) { return bitsToF32(uint32_t(b) << 16); }
/// Round to nearest even (what llvm.fptrunc to bf16 does on gfx950).
uint16_t f32ToBF16(float f);
float f16ToF32(uint16_t h);
/// Round to nearest even.
uint16_t f32ToF16(float f);

/// OCP FP8 (lib/Sim/ExecFp8.cpp). E4M3 ("FN"): bias 7, no infinities,
/// S.1111.111 is NaN, largest finite 448. E5M2: bias 15, S.11111.00 is
/// infinity, S.11111.{01,10,11} NaN, largest finite 57344. Both have
/// subnormals.
float fp8ToF32(bool e5m2, uint8_t b);
/// Round to nearest even with OCP saturation: finite values beyond the
/// largest finite one and infinities become the largest finite value of
/// their sign; NaN stays NaN (S.1111.111 / S.11111.11).
uint8_t f32ToFp8(bool e5m2, float f);

/// OCP MX element and scale formats (lib/Sim/ExecMx.cpp). FP4 E2M1: a
/// 4-bit code S.EE.M, bias 1, values 0, 0.5, 1, 1.5, 2, 3, 4, 6 and their
/// negatives (no infinities, no NaN). E8M0: an unsigned 8-bit exponent,
/// 2^(e - 127); 0xFF is NaN.
float fp4ToF32(uint8_t nibble);
/// Round to nearest even, saturating to +-6 (the OCP conversion; NaN has
/// no encoding and becomes +-6 as well).
uint8_t f32ToFp4(float f);
float e8m0ToF32(uint8_t e);

enum class ElemKind { BF16, F16, FP8E4M3, FP8E5M2, FP4E2M1 };
inline bool isFp8(ElemKind k) {
  return k == ElemKind::FP8E4M3 || k == ElemKind::FP8E5M2;
}
/// Bytes of one element; FP4 elements are packed two per byte (1 here: the
/// storage unit of a pair).
inline unsigned elemBytes(ElemKind k) {
  return isFp8(k) || k == ElemKind::FP4E2M1 ? 1 : 2;
}
inline float elemToF32(ElemKind k, uint16_t b) {
  if (k == ElemKind::FP4E2M1)
    return fp4ToF32(uint8_t(b));
  if (isFp8(k))
    return fp8ToF32(k == ElemKind::FP8E5M2, uint8_t(b));
  return k == ElemKind::BF16 ? bf16ToF32(b) : f16ToF32(b);
}
inline uint16_t f32ToElem(ElemKind k, float f) {
  if (k == ElemKind::FP4E2M1)
    return f32ToFp4(f);
  if (isFp8(k))
    return f32ToFp8(k == ElemKind::FP8E5M2, f);
  return k == ElemKind::BF16 ? f32ToBF16(f) : f32ToF16(f);
}

//===----------------------------------------------------------------------===//
// s_waitcnt (gfx9 encoding).
//===----------------------------------------------------------------------===//

/// gfx9 `s_waitcnt simm16`: vmcnt = bits [3:0] | bits [15:14] << 4 (6 bits),
/// expcnt = bits [6:4], lgkmcnt = bits [11:8]. A counter at its maximum
/// (63 / 7 / 15) is not waited on. Source: AMD "Vega / CDNA3 ISA" manuals
/// (S_WAITCNT) and LLVM's AMDGPUBaseInfo.cpp (getVmcntBitShiftHi = 14 on gfx9).
struct Waitcnt {
  unsigned vmcnt, expcnt, lgkmcnt;
  bool waitsVm() const { return vmcnt < 63; }
  bool waitsLgkm() const { return lgkmcnt < 15; }
};
Waitcnt decodeWaitcnt(uint32_t simm16);

//===----------------------------------------------------------------------===//
// Cross-lane moves.
//===----------------------------------------------------------------------===//

/// v_permlane16_swap_b32 (n = 16) / v_permlane32_swap_b32 (n = 32) on the
/// 64 lanes of `old` (the vdst operand) and `src`: each odd n-lane row of
/// `old` swaps with the even row below it of `src` (CDNA4 ISA,
/// V_PERMLANE16_SWAP / V_PERMLANE32_SWAP). Writes the new `old` and the new
/// `src`; the outputs must not alias the inputs.
void permlaneSwap(unsigned n, const uint64_t *old, const uint64_t *src,
                  uint64_t *newOld, uint64_t *newSrc);

//===----------------------------------------------------------------------===//
// MFMA lane layouts.
//===----------------------------------------------------------------------===//

/// The supported gfx950 dense MFMAs with 8 A / 8 B elements per lane.
struct MfmaShape {
  unsigned m, n, k;
  unsigned accPerLane() const { return m * n / kWaveSize; }
};
constexpr MfmaShape kMfma16x16x32{16, 16, 32};
constexpr MfmaShape kMfma32x32x16{32, 32, 16};

/// Where element (row, k) of the A operand (M x K), or (k, col) of the B
/// operand (K x N), lives: lane and element index within the lane's 8.
struct LaneElem {
  unsigned lane, elem;
};
LaneElem mfmaALocation(MfmaShape s, unsigned row, unsigned k);
LaneElem mfmaBLocation(MfmaShape s, unsigned k, unsigned col);
LaneElem mfmaDLocation(MfmaShape s, unsigned row, unsigned col);

/// Executes one MFMA for a whole wave. a, b: [elem][lane] element bit
/// patterns (8 x 64); c, d: [elem][lane] f32 values (accPerLane x 64).
/// d may alias c. Accumulates in fp32 in k order, starting from c.
void mfmaExecute(MfmaShape s, ElemKind kind, const uint16_t *a,
                 const uint16_t *b, const float *c, float *d);

/// v_mfma_f32_16x16x128_f8f6f4 with FP8 sources (lib/Sim/ExecFp8.cpp):
/// 32 bytes per lane and source. A[i][k] is byte 16*(k/64) + k%16 of lane
/// i + 16*((k%64)/16); B[k][j] likewise with column j. D as 16x16x32.
constexpr MfmaShape kMfma16x16x128{16, 16, 128};
LaneElem f8f6f4ALocation(unsigned row, unsigned k);
LaneElem f8f6f4BLocation(unsigned k, unsigned col);
/// a, b: [byte][lane] (32 x 64) FP8 codes of the formats `ka`, `kb`;
/// c, d: [elem][lane] f32 (4 x 64), d may alias c. Products are exact in
/// f32 and are accumulated in f32 in k order, starting from c.
void mfmaExecuteF8(ElemKind ka, ElemKind kb, const uint8_t *a, const uint8_t *b,
                   const float *c, float *d);

/// FP4 sources of the 16x16x128 f8f6f4 MFMA hold 16 bytes per lane: A[i][k]
/// is nibble k%32 (low nibble first) of lane i + 16*(k/32); B[k][j]
/// likewise with column j.
LaneElem f8f6f4Fp4ALocation(unsigned row, unsigned k);

/// One source of the (scaled) 16x16x128 f8f6f4 MFMA: its format, its bytes
/// [byte][lane] (32 x 64; FP4 uses the first 16) and, for the scaled form,
/// the E8M0 scale each lane supplies (lane r + 16*(k/32) scales row r /
/// column r of k-block k/32), null for the unscaled form.
struct F8F6F4Source {
  ElemKind kind;
  const uint8_t *bytes;
  const uint8_t *scales = nullptr;
};
/// v_mfma[_scale]_f32_16x16x128_f8f6f4 for a whole wave: products of the
/// decoded (and scaled) sources are exact in f32 and are accumulated in f32
/// in k order, starting from c. c, d: [elem][lane] (4 x 64), may alias.
void mfmaExecuteF8F6F4(const F8F6F4Source &a, const F8F6F4Source &b,
                       const float *c, float *d);

} // namespace sim
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_SIM_ARCH_H
