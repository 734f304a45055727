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

enum class ElemKind { BF16, F16 };
inline float elemToF32(ElemKind k, uint16_t b) {
  return k == ElemKind::BF16 ? bf16ToF32(b) : f16ToF32(b);
}
inline uint16_t f32ToElem(ElemKind k, float f) {
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

} // namespace sim
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_SIM_ARCH_H
