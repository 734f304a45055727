//===- ExecMemory.cpp - memory semantics ----------------------------------===//
//
// Owns the semantics of the Memory opcode family (Program.h): address
// arithmetic (GEP on flat, LDS and buffer fat pointers), loads and stores to
// global memory (faults outside every buffer) and LDS (ds_read: checked at
// issue, sampled at completion; ds_write: lands at issue), raw buffer loads
// and stores with their range check, buffer resources, and the LDS DMAs
// (global_load_lds / buffer_load ... lds), which become write records
// (Machine.cpp) checked by the race rules (Races.cpp).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Machine.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::cdna4pipe::sim;

namespace {
/// The operands of an llvm.load / llvm.store for all lanes.
struct LoadStore {
  bool isLoad;
  unsigned eb, n; ///< Element bytes, elements.
  uint32_t total; ///< Bytes per lane.
  uint64_t *addr; ///< [lane]
  Operand val;    ///< The loaded or stored value's registers.
  LoadStore(Wave &wv, const Inst &in)
      : isLoad(in.opc == Load), eb(in.elemBytes),
        n(isLoad ? in.resWidth : in.in[1].width), total(eb * n),
        addr(wv.w(in.in[0].off)),
        val(isLoad ? Operand{in.res, in.resWidth} : in.in[1]) {}
};

/// Moves `n` elements of `eb` bytes between lane `l` of the registers at
/// word `regs` and global memory `p`. A null `p` is an out-of-range buffer
/// access: loads read 0, stores are dropped.
void transferLane(Wave &wv, uint32_t regs, unsigned l, unsigned n, unsigned eb,
                  uint8_t *p, bool isLoad) {
  for (unsigned e = 0; e < n; ++e) {
    uint64_t *slotp = &wv.w(regs + e)[l];
    if (isLoad) {
      uint64_t v = 0;
      if (p)
        std::memcpy(&v, p + e * eb, eb);
      *slotp = v;
    } else if (p) {
      std::memcpy(p + e * eb, slotp, eb);
    }
  }
}
} // namespace

/// GEPs, loads and stores, buffer resources, LDS DMAs.
Step Simulator::Impl::execMemory(Wave &wv, const Inst &in) {
  constexpr unsigned L = kWaveSize;
  Regs g{wv, in};
  switch (in.opc) {
  case GEP: {
    uint64_t *r = g.R(), *base = g.A(0);
    bool fat = in.memSpace == 7;
    bool narrow = in.memSpace == 3 || in.memSpace == 5;
    for (unsigned l = 0; l < L; ++l) {
      int64_t off = in.imm;
      for (unsigned i = 1; i < in.in.size(); ++i)
        off += sextBits(g.A(i)[l], in.extra[2 * (i - 1) + 1]) *
               in.extra[2 * (i - 1)];
      uint64_t b = base[l];
      if (fat)
        r[l] = (b & ~uint64_t(0xffffffffu)) | ((b + off) & 0xffffffffu);
      else if (narrow)
        r[l] = (b + off) & 0xffffffffu;
      else
        r[l] = b + off;
    }
    break;
  }
  case Load:
  case Store:
    return execLoadStore(wv, in);
  case BufLoad:
  case BufStore:
    return execBufferAccess(wv, in);
  case MakeRsrc: {
    uint64_t *base = g.A(0), *num = g.A(2), *r = g.R();
    for (unsigned l = 0; l < L; ++l) {
      if (l && base[l] == base[0] && num[l] == num[0]) {
        r[l] = r[0];
        continue;
      }
      // Making a resource touches no memory: its base may lie outside every
      // buffer (the masked lowering's tiles past an operand's end, with
      // num_records 0). Only an access inside num_records can fault.
      uint64_t id = rsrcs.size();
      for (uint64_t i = 0; i < rsrcs.size(); ++i)
        if (rsrcs[i].base == base[l] && rsrcs[i].numRecords == num[l])
          id = i;
      if (id == rsrcs.size())
        rsrcs.push_back({base[l], num[l]});
      r[l] = id << 32;
    }
    break;
  }
  case DmaFlat:
  case DmaBuf:
    return execDma(wv, in);
  default:
    break;
  }
  return Step::Next;
}

Step Simulator::Impl::execLoadStore(Wave &wv, const Inst &in) {
  constexpr unsigned L = kWaveSize;
  LoadStore ls(wv, in);
  ++wv.dynCount[wv.pc];
  if (in.memSpace == 3) {
    uint32_t lo = ~0u, hi = 0;
    for (unsigned l = 0; l < L; ++l) {
      uint64_t a = ls.addr[l];
      if (a + ls.total > prog->ldsBytes) {
        in.op->emitError("cdna4-sim: LDS access out of bounds: wave ")
            << wv.id << " lane " << l << " bytes [" << a << ", " << a + ls.total
            << ") beyond the kernel's " << prog->ldsBytes << " bytes";
        return Step::Error;
      }
      lo = std::min<uint32_t>(lo, a);
      hi = std::max<uint32_t>(hi, a + ls.total);
    }
    return ls.isLoad ? execLdsRead(wv, in, lo, hi)
                     : execLdsWrite(wv, in, lo, hi);
  }
  if (isa<LLVM::MaskedLoadOp, LLVM::MaskedStoreOp>(in.op))
    return execMaskedGlobal(wv, in);
  for (unsigned l = 0; l < L; ++l) {
    bool oob;
    uint8_t *p = globalPtr(in.memSpace, ls.addr[l], ls.total, oob);
    if (!p && !oob) {
      fault(in.op, wv, l, ls.addr[l], ls.isLoad ? "loads" : "stores");
      return Step::Error;
    }
    transferLane(wv, ls.val.off, l, ls.n, ls.eb, p, ls.isLoad);
  }
  wv.vmFifo.push_back(-1);
  return Step::Next;
}

/// llvm.intr.masked.load / store to global memory: each enabled element is
/// an access of its own (a fault outside every buffer; past a buffer's
/// num_records it reads 0 or is dropped); a disabled element of a load is
/// the pass-through's, of a store nothing.
Step Simulator::Impl::execMaskedGlobal(Wave &wv, const Inst &in) {
  LoadStore ls(wv, in);
  const Operand &mask = in.in[ls.isLoad ? 1 : 2];
  for (unsigned l = 0; l < kWaveSize; ++l)
    for (unsigned e = 0; e < ls.n; ++e) {
      uint32_t reg = ls.val.off + e;
      if (!(wv.w(mask.off + e)[l] & 1)) {
        if (ls.isLoad)
          wv.w(reg)[l] = wv.w(in.in[2].off + e)[l];
        continue;
      }
      uint64_t addr = ls.addr[l] + e * ls.eb;
      bool oob;
      uint8_t *p = globalPtr(in.memSpace, addr, ls.eb, oob);
      if (!p && !oob) {
        fault(in.op, wv, l, addr, ls.isLoad ? "loads" : "stores");
        return Step::Error;
      }
      transferLane(wv, reg, l, 1, ls.eb, p, ls.isLoad);
    }
  wv.vmFifo.push_back(-1);
  return Step::Next;
}

/// ds_read: checked against the write records at issue (the LDS may sample
/// it from then on); its data is sampled when it completes (at issue under
/// the `issue` policy, else at an lgkmcnt wait that covers it, the first use
/// of its result, or randomly).
Step Simulator::Impl::execLdsRead(Wave &wv, const Inst &in, uint32_t lo,
                                  uint32_t hi) {
  LoadStore ls(wv, in);
  ++stats.dsReads;
  completeSlot(wv, in.res); // the register is about to be rewritten
  PendingRead pr;
  pr.pc = wv.pc;
  pr.res = in.res;
  pr.width = ls.n;
  pr.elemBytes = ls.eb;
  pr.dyn = wv.dynCount[wv.pc];
  pr.epoch = wv.epoch;
  pr.lo = lo;
  pr.hi = hi;
  pr.transpose16 = in.imm == 1;
  for (unsigned l = 0; l < kWaveSize; ++l)
    pr.addr[l] = uint32_t(ls.addr[l]);
  noteReads(wv, in.op, pr.addr.data(), ls.total);
  if (policy.landing == Landing::AtIssue)
    sample(wv, pr);
  else
    wv.lgkm.push_back(pr);
  return Step::Next;
}

/// ds_write: lands at issue, counted in lgkmcnt.
Step Simulator::Impl::execLdsWrite(Wave &wv, const Inst &in, uint32_t lo,
                                   uint32_t hi) {
  LoadStore ls(wv, in);
  WriteRec r = WriteRec::issue(wv, in.op, /*landedAndRetired=*/true);
  r.size = ls.total;
  r.lo = lo;
  r.hi = hi;
  int32_t recId = recs.size();
  recs.push_back(std::move(r));
  checkPendingReads(wv, in.op, recs[recId]);
  uint32_t addr[kWaveSize];
  for (unsigned l = 0; l < kWaveSize; ++l)
    addr[l] = uint32_t(ls.addr[l]);
  noteWrites(wv, in.op, addr, ls.total, recId);
  for (unsigned l = 0; l < kWaveSize; ++l) {
    uint64_t a = ls.addr[l];
    for (unsigned e = 0; e < ls.n; ++e) {
      uint64_t v = wv.w(ls.val.off + e)[l];
      std::memcpy(&lds[a + e * ls.eb], &v, ls.eb);
    }
  }
  if (policy.landing != Landing::AtIssue)
    wv.lgkm.push_back(PendingRead()); // kNoRead: counts, nothing to sample
  return Step::Next;
}

/// rocdl.raw.ptr.buffer.load / store: range-checked against num_records
/// (out of range: loads read 0, stores are dropped).
Step Simulator::Impl::execBufferAccess(Wave &wv, const Inst &in) {
  constexpr unsigned L = kWaveSize;
  Regs g{wv, in};
  unsigned W = in.resWidth;
  bool isLoad = in.opc == BufLoad;
  unsigned k = isLoad ? 0 : 1; // operand index of rsrc
  unsigned n = isLoad ? W : in.in[0].width;
  uint32_t total = in.elemBytes * n;
  for (unsigned l = 0; l < L; ++l) {
    uint64_t rs = g.A(k)[l];
    uint64_t voff = g.A(k + 1)[l] & 0xffffffffu,
             soff = g.A(k + 2)[l] & 0xffffffffu;
    if ((rs >> 32) >= rsrcs.size()) {
      in.op->emitError("cdna4-sim: invalid buffer resource");
      return Step::Error;
    }
    const Rsrc &r = rsrcs[rs >> 32];
    uint8_t *p = voff + total > r.numRecords
                     ? nullptr
                     : mem.translate(r.base + voff + soff, total);
    if (!p && voff + total <= r.numRecords) {
      fault(in.op, wv, l, r.base + voff + soff, isLoad ? "loads" : "stores");
      return Step::Error;
    }
    transferLane(wv, isLoad ? in.res : in.in[0].off, l, n, in.elemBytes, p,
                 isLoad);
  }
  wv.vmFifo.push_back(-1);
  return Step::Next;
}

/// LDS DMAs: flat/global (DmaFlat) and raw buffer (DmaBuf) sources.
Step Simulator::Impl::execDma(Wave &wv, const Inst &in) {
  constexpr unsigned L = kWaveSize;
  Regs g{wv, in};
  if (in.opc == DmaFlat) {
    ++wv.dynCount[wv.pc];
    // The LDS destination is wave-uniform (M0): lane 0's pointer, as the
    // backend's readfirstlane does. The instruction offset applies to both
    // the global source and the LDS destination.
    uint32_t size = in.imm, ioff = in.imm2;
    uint32_t base = uint32_t(g.A(1)[0]) + ioff;
    uint64_t src[kWaveSize];
    for (unsigned l = 0; l < L; ++l) {
      uint64_t a = g.A(0)[l];
      src[l] = in.memSpace == 7
                   ? (a & ~uint64_t(0xffffffffu)) | ((a + ioff) & 0xffffffffu)
                   : a + ioff;
    }
    if (!issueDma(wv, in, src, in.memSpace, base, size, nullptr))
      return Step::Error;
    return Step::Next;
  }
  ++wv.dynCount[wv.pc];
  // rsrc, lds, size, voffset, soffset, offset (wave-uniform except voffset)
  uint32_t size = g.A(2)[0], ioff = g.A(5)[0];
  uint32_t base = uint32_t(g.A(1)[0]) + ioff;
  if (size != 1 && size != 2 && size != 4 && size != 12 && size != 16) {
    in.op->emitError("cdna4-sim: LDS DMA transfer size ")
        << size << " is not one of 1, 2, 4, 12, 16";
    return Step::Error;
  }
  uint64_t src[kWaveSize], range[kWaveSize];
  for (unsigned l = 0; l < L; ++l) {
    uint64_t rs = g.A(0)[l];
    if ((rs >> 32) >= rsrcs.size()) {
      in.op->emitError("cdna4-sim: invalid buffer resource");
      return Step::Error;
    }
    uint64_t voff = g.A(3)[l] & 0xffffffffu, soff = g.A(4)[l] & 0xffffffffu;
    range[l] = voff + ioff;
    src[l] =
        (rs & ~uint64_t(0xffffffffu)) | ((voff + soff + ioff) & 0xffffffffu);
  }
  if (!issueDma(wv, in, src, 8, base, size, range))
    return Step::Error;
  return Step::Next;
}
