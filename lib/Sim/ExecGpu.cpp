//===- ExecGpu.cpp - ROCDL intrinsics and MFMA semantics ------------------===//
//
// Owns the semantics of the Gpu opcode family (Program.h): work-item and
// workgroup ids and sizes, mbcnt, readfirstlane and the permlane swaps
// (Arch.h's permlaneSwap), s_waitcnt (decoded with Arch.h's decodeWaitcnt:
// vmcnt retires write records, lgkmcnt completes ds_reads), fences and
// barriers (a bare s_barrier stops the wave until every wave arrives;
// gpu.barrier drains first), scheduling hints, and the MFMAs (Arch.h's
// mfmaExecute with the hardware's lane layouts).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Machine.h"

using namespace mlir;
using namespace mlir::cdna4pipe::sim;

/// ROCDL intrinsics: ids, lane counts, waits, barriers, hints.
Step Simulator::Impl::execGpu(Wave &wv, const Inst &in) {
  constexpr unsigned L = kWaveSize;
  Regs g{wv, in};
  unsigned W = in.resWidth;
  switch (in.opc) {
  case WorkitemId: {
    uint64_t *r = g.R();
    unsigned bx = blockSize[0], by = blockSize[1];
    for (unsigned l = 0; l < L; ++l) {
      unsigned t = wv.id * L + l;
      unsigned v = in.imm == 0   ? t % bx
                   : in.imm == 1 ? (t / bx) % by
                                 : t / (bx * by);
      r[l] = v;
    }
    break;
  }
  case WorkgroupId:
    std::fill_n(g.R(), L, wgId[in.imm]);
    break;
  case WorkgroupDim:
    std::fill_n(g.R(), L, blockSize[in.imm]);
    break;
  case GridDim:
    std::fill_n(g.R(), L, gridDim[in.imm]);
    break;
  case MbcntLo:
  case MbcntHi: {
    uint64_t *mk = g.A(0), *b = g.A(1), *r = g.R();
    for (unsigned l = 0; l < L; ++l) {
      uint32_t msk = uint32_t(mk[l]);
      unsigned below =
          in.opc == MbcntLo ? std::min(l, 32u) : (l > 32 ? l - 32 : 0);
      uint32_t sel = below >= 32 ? msk : msk & ((1u << below) - 1);
      r[l] = (b[l] + llvm::popcount(sel)) & 0xffffffffu;
    }
    break;
  }
  case PermlaneSwap: {
    // Result word 0 is the new `old` (vdst), word 1 the new `src`.
    uint64_t o[L], s[L];
    std::copy_n(g.A(0), L, o);
    std::copy_n(g.A(1), L, s);
    permlaneSwap(unsigned(in.imm), o, s, g.R(0), g.R(1));
    break;
  }
  case ReadFirstLane:
    for (unsigned e = 0; e < W; ++e)
      std::fill_n(g.R(e), L, g.A(0, e)[0]);
    break;
  case WaitCnt: {
    sim::Waitcnt wc = decodeWaitcnt(uint32_t(in.imm));
    if (wc.waitsVm())
      waitVm(wv, wc.vmcnt);
    if (wc.waitsLgkm())
      waitLgkm(wv, wc.lgkmcnt);
    break;
  }
  case Drain:
    waitVm(wv, 0);
    waitLgkm(wv, 0);
    break;
  case BarrierDrain:
  case SBarrier:
    // gfx950 has the back-off barrier: the backend puts no s_waitcnt before
    // a bare s_barrier, so ds_reads in flight stay in flight.
    if (in.opc == BarrierDrain) {
      waitVm(wv, 0);
      waitLgkm(wv, 0);
    }
    ++stats.barriers;
    wv.atBarrier = true;
    ++wv.pc;
    return Step::Blocked;
  case Hint:
    break;
  case Mfma:
    return in.imm == 128 ? execMfmaF8(wv, in) : execMfma(wv, in);
  default:
    break;
  }
  return Step::Next;
}

Step Simulator::Impl::execMfma(Wave &wv, const Inst &in) {
  constexpr unsigned L = kWaveSize;
  Regs g{wv, in};
  ++stats.mfmas;
  MfmaShape s = in.imm == 16 ? kMfma16x16x32 : kMfma32x32x16;
  unsigned acc = s.accPerLane();
  uint16_t a[8 * L], b[8 * L];
  float c[16 * L];
  for (unsigned e = 0; e < 8; ++e)
    for (unsigned l = 0; l < L; ++l) {
      a[e * L + l] = uint16_t(g.A(0, e)[l]);
      b[e * L + l] = uint16_t(g.A(1, e)[l]);
    }
  for (unsigned e = 0; e < acc; ++e)
    for (unsigned l = 0; l < L; ++l)
      c[e * L + l] = bitsToF32(uint32_t(g.A(2, e)[l]));
  mfmaExecute(s, in.bits == 0 ? ElemKind::BF16 : ElemKind::F16, a, b, c, c);
  for (unsigned e = 0; e < acc; ++e)
    for (unsigned l = 0; l < L; ++l)
      g.R(e)[l] = f32ToBits(c[e * L + l]);
  return Step::Next;
}
