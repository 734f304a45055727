//===- Machine.cpp - the simulator's machine state -----------------------===//
//
// Owns the state of a workgroup (Machine.h) and its primitive transitions:
// global memory, wave initialization, LDS write records landing (in order
// with the wave's own ds_reads), vmcnt / lgkmcnt waits, ds_read sampling and
// completion, global and buffer addressing with faults, and the issue of an
// LDS DMA (one write record per instruction and wave). Also the Simulator
// API of Simulator.h.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Machine.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringExtras.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::cdna4pipe::sim;

//===----------------------------------------------------------------------===//
// Global memory and the Simulator API
//===----------------------------------------------------------------------===//

GlobalMemory::~GlobalMemory() {
  for (Buffer &b : buffers)
    std::free(b.data);
}

uint64_t GlobalMemory::addBuffer(StringRef name, uint64_t bytes) {
  uint8_t *p = static_cast<uint8_t *>(std::calloc(bytes ? bytes : 1, 1));
  buffers.push_back({name.str(), p, bytes});
  return uint64_t(buffers.size()) << kShift;
}

uint8_t *GlobalMemory::translate(uint64_t addr, uint64_t len) {
  uint64_t idx = addr >> kShift;
  if (idx == 0 || idx > buffers.size())
    return nullptr;
  Buffer &b = buffers[idx - 1];
  uint64_t off = addr & ((uint64_t(1) << kShift) - 1);
  if (off + len > b.size)
    return nullptr;
  return b.data + off;
}

Simulator::Simulator(std::shared_ptr<Program> program, GlobalMemory &mem,
                     std::array<unsigned, 3> blockSize, uint64_t seed,
                     unsigned maxReports)
    : impl(std::make_unique<Impl>(std::move(program), mem, blockSize, seed,
                                  maxReports)) {}
Simulator::~Simulator() = default;

LogicalResult Simulator::runWorkgroup(Policy policy,
                                      std::array<unsigned, 3> wgId,
                                      std::array<unsigned, 3> gridDim,
                                      ArrayRef<uint64_t> args) {
  return impl->run(policy, wgId, gridDim, args);
}
void Simulator::setMaxInstructions(uint64_t n) {
  impl->maxInstructions = std::max<uint64_t>(n, 1);
}
uint64_t Simulator::numRaces() const { return impl->races; }
const SimStats &Simulator::stats() const { return impl->stats; }

void Simulator::Impl::initWave(Wave &wv, unsigned id, ArrayRef<uint64_t> args) {
  wv = Wave();
  wv.id = id;
  wv.regs.assign(size_t(prog->numWords) * kWaveSize, 0);
  wv.dynCount.assign(prog->insts.size(), 0);
  for (const ConstInit &c : prog->consts)
    for (unsigned e = 0; e < c.words.size(); ++e)
      std::fill_n(wv.w(c.off + e), kWaveSize, c.words[e]);
  for (unsigned i = 0; i < prog->args.size(); ++i)
    std::fill_n(wv.w(prog->args[i].off), kWaveSize, args[i]);
}

//===----------------------------------------------------------------------===//
// LDS write records and ds_reads
//===----------------------------------------------------------------------===//

void Simulator::Impl::land(WriteRec &r) {
  if (r.landed)
    return;
  r.landed = true;
  // The LDS serves a wave's ds_reads in order with its other LDS traffic;
  // a DMA of the same wave issued after a ds_read cannot overtake it (its
  // data comes back from memory). So the wave's own overlapping reads
  // sample before this write lands.
  if (r.size && r.wave < waves.size()) {
    Wave &own = waves[r.wave];
    size_t upto = 0;
    for (size_t i = 0; i < own.lgkm.size(); ++i)
      if (own.lgkm[i].pc != PendingRead::kNoRead && own.lgkm[i].lo < r.hi &&
          r.lo < own.lgkm[i].hi)
        upto = i + 1;
    completeReads(own, upto);
  }
  for (unsigned l = 0; l < kWaveSize; ++l)
    if (r.valid[l])
      std::memcpy(&lds[r.ldsAddr[l]], &r.data[size_t(l) * r.size], r.size);
}

/// s_waitcnt vmcnt(n) for wave `wv`.
void Simulator::Impl::waitVm(Wave &wv, unsigned n) {
  retireToCount(wv.vmFifo, n, [&](int32_t id) {
    if (id < 0)
      return; // a vector-memory instruction that writes no LDS
    WriteRec &r = recs[id];
    land(r);
    r.retired = true;
    r.retireEpoch = wv.epoch;
  });
}

/// Copies the ds_read's elements of `eb` bytes (little endian, zero
/// extended) from LDS into its result registers.
template <unsigned EB>
static void sampleElements(Wave &wv, const PendingRead &pr, const uint8_t *lds,
                           unsigned eb = EB) {
  for (unsigned e = 0; e < pr.width; ++e) {
    uint64_t *reg = wv.w(pr.res + e);
    for (unsigned l = 0; l < kWaveSize; ++l) {
      uint64_t v = 0;
      std::memcpy(&v, &lds[pr.addr[l] + e * eb], EB ? EB : eb);
      reg[l] = v;
    }
  }
}

/// ds_read_b64_tr_b16's exchange: lane i (of each 16) element j is element
/// i % 4 of the 8 bytes lane 4 j + i / 4 addressed.
static void sampleTranspose16(Wave &wv, const PendingRead &pr,
                              const uint8_t *lds) {
  for (unsigned j = 0; j < 4; ++j) {
    uint64_t *reg = wv.w(pr.res + j);
    for (unsigned l = 0; l < kWaveSize; ++l) {
      unsigned i = l % 16, from = l - i + 4 * j + i / 4;
      uint16_t v;
      std::memcpy(&v, &lds[pr.addr[from] + 2 * (i % 4)], 2);
      reg[l] = v;
    }
  }
}

/// Samples a ds_read's bytes into its result registers.
void Simulator::Impl::sample(Wave &wv, const PendingRead &pr) {
  if (pr.transpose16)
    return sampleTranspose16(wv, pr, lds.data());
  switch (pr.elemBytes) {
  case 2:
    return sampleElements<2>(wv, pr, lds.data());
  case 4:
    return sampleElements<4>(wv, pr, lds.data());
  case 8:
    return sampleElements<8>(wv, pr, lds.data());
  default:
    return sampleElements<0>(wv, pr, lds.data(), pr.elemBytes);
  }
}

/// Completes the `n` oldest lgkm entries of `wv` (LDS returns in order).
void Simulator::Impl::completeReads(Wave &wv, size_t n) {
  n = std::min(n, wv.lgkm.size());
  for (size_t i = 0; i < n; ++i) {
    if (wv.lgkm.front().pc != PendingRead::kNoRead)
      sample(wv, wv.lgkm.front());
    wv.lgkm.pop_front();
  }
}

/// s_waitcnt lgkmcnt(n).
void Simulator::Impl::waitLgkm(Wave &wv, unsigned n) {
  if (wv.lgkm.size() > n)
    completeReads(wv, wv.lgkm.size() - n);
}

/// The backend puts `s_waitcnt lgkmcnt` before the first use of a ds_read
/// result: completes the read producing slot `res` (and older ones).
void Simulator::Impl::completeSlot(Wave &wv, uint32_t res) {
  for (size_t i = wv.lgkm.size(); i-- > 0;)
    if (wv.lgkm[i].pc != PendingRead::kNoRead && wv.lgkm[i].res == res) {
      completeReads(wv, i + 1);
      return;
    }
}

//===----------------------------------------------------------------------===//
// Global memory accesses and LDS DMA issue
//===----------------------------------------------------------------------===//

/// Resolves a global (AS 0/1) or buffer (AS 7) address for a `len`-byte
/// access. Returns the host pointer; null + oob=true for an out-of-range
/// buffer access (reads 0); null + oob=false for a fault.
uint8_t *Simulator::Impl::globalPtr(unsigned as, uint64_t addr, uint32_t len,
                                    bool &oob) {
  oob = false;
  if (as == 7 || as == 8) {
    uint64_t id = addr >> 32, off = addr & 0xffffffffu;
    if (id >= rsrcs.size())
      return nullptr;
    const Rsrc &r = rsrcs[id];
    if (off + len > r.numRecords) {
      oob = true;
      return nullptr;
    }
    return mem.translate(r.base + off, len);
  }
  return mem.translate(addr, len);
}

bool Simulator::Impl::fault(Operation *op, Wave &wv, unsigned lane,
                            uint64_t addr, const char *what) {
  op->emitError("cdna4-sim: memory fault: wave ")
      << wv.id << " lane " << lane << " " << what << " address 0x"
      << llvm::utohexstr(addr) << " outside every buffer";
  return false;
}

bool Simulator::Impl::issueDma(Wave &wv, const Inst &in,
                               const uint64_t *srcAddr, unsigned srcAs,
                               uint32_t ldsBase, uint32_t size,
                               const uint64_t *rangeOff) {
  WriteRec r = WriteRec::issue(wv, in.op, /*landedAndRetired=*/false);
  r.size = size;
  r.ldsAddr.resize(kWaveSize);
  r.data.assign(size_t(size) * kWaveSize, 0);
  r.valid.assign(kWaveSize, 1);
  int32_t id = recs.size();
  for (unsigned l = 0; l < kWaveSize; ++l) {
    uint32_t dst = ldsDmaLaneDest(ldsBase, l, size);
    if (uint64_t(dst) + size > prog->ldsBytes) {
      in.op->emitError("cdna4-sim: LDS DMA of wave ")
          << wv.id << " lane " << l << " writes LDS bytes [" << dst << ", "
          << dst + size << ") beyond the kernel's " << prog->ldsBytes
          << " bytes of LDS";
      return false;
    }
    r.ldsAddr[l] = dst;
    bool oob = false;
    uint8_t *src;
    if (rangeOff) {
      // Raw buffer: the range check uses voffset + inst_offset.
      const Rsrc &rs = rsrcs[srcAddr[l] >> 32];
      if (rangeOff[l] + size > rs.numRecords) {
        src = nullptr;
        oob = true;
      } else {
        src = mem.translate(rs.base + (srcAddr[l] & 0xffffffffu), size);
      }
    } else {
      src = globalPtr(srcAs, srcAddr[l], size, oob);
    }
    if (src)
      std::memcpy(&r.data[size_t(l) * size], src, size);
    else if (!oob)
      return fault(in.op, wv, l, srcAddr[l], "DMA reads");
  }
  r.lo = ldsBase;
  r.hi = ldsDmaLaneDest(ldsBase, kWaveSize, size);
  recs.push_back(std::move(r));
  checkPendingReads(wv, in.op, recs[id]);
  noteWrites(wv, in.op, recs[id].ldsAddr.data(), size, id);
  wv.vmFifo.push_back(id);
  ++stats.dmas;
  if (policy.landing == Landing::AtIssue)
    land(recs[id]);
  return true;
}
