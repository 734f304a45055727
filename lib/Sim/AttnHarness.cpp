//===- AttnHarness.cpp - run an attention kernel against a reference ------===//
//
// Owns the attention harness (see AttnHarness.h): the shape from the
// kernel's attribute, the workgroups, seeded Q, K, V, the double-precision
// reference softmax(Q K^T * scale) V with its tolerance, every policy's run
// and the comparison of the O rows.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/AttnHarness.h"
#include "cdna4pipe/Sim/Kernel.h"

#include <chrono>
#include <cmath>
#include <cstring>
#include <set>

using namespace mlir;
using namespace mlir::cdna4pipe::sim;

using Status = GemmResult::Status;
using Block2 = std::pair<unsigned, unsigned>;

std::optional<AttnShape>
mlir::cdna4pipe::sim::readAttentionAttribute(ModuleOp m) {
  return readKernelAttributes(m).attention;
}

namespace {

/// Q, K, V, O and the reference (with its magnitude term) of the chosen
/// workgroups' rows.
struct AttnData {
  GlobalMemory mem;
  uint64_t args[4] = {0, 0, 0, 0};
  std::vector<double> ref, mag; ///< [block][query in block][d]
};

uint16_t getBf16(const uint8_t *base, uint64_t idx) {
  uint16_t v;
  std::memcpy(&v, base + 2 * idx, 2);
  return v;
}

/// The reference rows of one workgroup: queries [q0, q0 + BM) of matrix
/// `mat`, written at `ref` / `mag` (BM x D each).
void referenceBlock(const AttnShape &s, const uint8_t *Q, const uint8_t *K,
                    const uint8_t *V, uint64_t mat, int64_t q0, double *ref,
                    double *mag) {
  int64_t n = s.seq, dim = s.headDim;
  uint64_t base = mat * n * dim;
  std::vector<double> p(n);
  for (int64_t i = 0; i < s.blockM; ++i) {
    int64_t q = q0 + i, keys = s.causal ? q + 1 : n;
    double mx = -INFINITY;
    for (int64_t j = 0; j < keys; ++j) {
      double dot = 0;
      for (int64_t d = 0; d < dim; ++d)
        dot += double(bf16ToF32(getBf16(Q, base + q * dim + d))) *
               bf16ToF32(getBf16(K, base + j * dim + d));
      p[j] = dot * s.scale;
      mx = std::max(mx, p[j]);
    }
    double l = 0;
    for (int64_t j = 0; j < keys; ++j)
      l += p[j] = std::exp(p[j] - mx);
    for (int64_t d = 0; d < dim; ++d) {
      double o = 0, m = 0;
      for (int64_t j = 0; j < keys; ++j) {
        double v = bf16ToF32(getBf16(V, base + j * dim + d));
        o += p[j] * v;
        m += p[j] * std::fabs(v);
      }
      ref[i * dim + d] = o / l;
      mag[i * dim + d] = m / l;
    }
  }
}

void fillAndReference(const AttnShape &s, const std::vector<Block2> &blocks,
                      uint64_t seed, AttnData &d) {
  uint64_t elems = uint64_t(s.batch * s.heads) * s.seq * s.headDim;
  const char names[4] = {'Q', 'K', 'V', 'O'};
  for (int i = 0; i < 4; ++i)
    d.args[i] = d.mem.addBuffer(std::string(1, names[i]), 2 * elems);
  std::set<unsigned> mats;
  for (auto [bx, by] : blocks)
    mats.insert(by);
  uint64_t perMat = uint64_t(s.seq) * s.headDim;
  for (int i = 0; i < 3; ++i) {
    uint8_t *buf = d.mem.data(i);
    for (unsigned mat : mats)
      for (uint64_t e = mat * perMat; e < (mat + 1) * perMat; ++e) {
        uint16_t v = inputBits(seed, names[i], e, ElemKind::BF16);
        std::memcpy(buf + 2 * e, &v, 2);
      }
  }
  uint64_t tile = uint64_t(s.blockM) * s.headDim;
  d.ref.assign(blocks.size() * tile, 0);
  d.mag.assign(blocks.size() * tile, 0);
  for (size_t t = 0; t < blocks.size(); ++t)
    referenceBlock(s, d.mem.data(0), d.mem.data(1), d.mem.data(2),
                   blocks[t].second, int64_t(blocks[t].first) * s.blockM,
                   d.ref.data() + t * tile, d.mag.data() + t * tile);
}

/// Poisons the chosen O rows (0xFF bytes: NaN) so unwritten elements fail.
void poisonO(const AttnShape &s, const std::vector<Block2> &blocks,
             AttnData &d) {
  uint64_t rowBytes = 2 * s.headDim;
  for (auto [bx, by] : blocks)
    std::memset(d.mem.data(3) +
                    (uint64_t(by) * s.seq + uint64_t(bx) * s.blockM) * rowBytes,
                0xff, s.blockM * rowBytes);
}

void compareO(const AttnShape &s, const std::vector<Block2> &blocks,
              AttnData &d, GemmPolicyResult &pr) {
  double rc = std::ldexp(1.0, -8);
  double magTerm = rc + std::ldexp(1.0, -16) +
                   double(s.seq + s.headDim) * std::ldexp(1.0, -22);
  double maxRef = 0;
  for (size_t t = 0; t < blocks.size(); ++t) {
    auto [bx, by] = blocks[t];
    for (int64_t i = 0; i < s.blockM; ++i) {
      uint64_t row = uint64_t(by) * s.seq + uint64_t(bx) * s.blockM + i;
      for (int64_t c = 0; c < s.headDim; ++c) {
        uint64_t at = (t * s.blockM + i) * s.headDim + c;
        double got = bf16ToF32(getBf16(d.mem.data(3), row * s.headDim + c));
        double r = d.ref[at], e = std::fabs(got - r);
        if (std::isnan(e))
          e = INFINITY;
        pr.maxAbsErr = std::max(pr.maxAbsErr, e);
        maxRef = std::max(maxRef, std::fabs(r));
        if (!(e <= rc * std::fabs(r) + magTerm * d.mag[at]) &&
            !pr.badElements++) {
          pr.firstBadRow = row;
          pr.firstBadCol = c;
        }
      }
    }
  }
  pr.maxRelErr = maxRef > 0 ? pr.maxAbsErr / maxRef : pr.maxAbsErr;
}

/// The shape's consistency with the program; sets `r.status` on error.
void checkShape(LLVM::LLVMFuncOp kernel, const Program &prog,
                const AttnShape &s, AttnResult &r,
                std::array<unsigned, 3> &bs) {
  if (s.batch <= 0 || s.heads <= 0 || s.seq <= 0 || s.headDim <= 0 ||
      s.blockM <= 0 || s.blockN <= 0 || s.seq % s.blockM || !(s.scale > 0)) {
    r.status = Status::Usage;
    r.message = "the cdna4pipe.attention attribute does not describe a "
                "valid problem";
    return;
  }
  if (programNumArgs(prog) != 4) {
    kernel.emitError("cdna4-sim: an attention kernel takes (Q, K, V, O) "
                     "pointers, this one takes ")
        << programNumArgs(prog) << " arguments";
    r.status = Status::Usage;
    return;
  }
  std::optional<std::array<unsigned, 3>> stated = programBlockSize(prog);
  if (!stated) {
    kernel.emitError("cdna4-sim: the kernel does not state its workgroup "
                     "size");
    r.status = Status::Usage;
    return;
  }
  bs = *stated;
  r.gridX = s.seq / s.blockM;
  r.gridY = s.batch * s.heads;
}

} // namespace

AttnResult mlir::cdna4pipe::sim::simulateAttention(
    LLVM::LLVMFuncOp kernel, std::shared_ptr<Program> program,
    const AttnShape &shape, const AttnOptions &options,
    const std::function<void(const AttnResult &, const GemmPolicyResult &)>
        &onPolicy) {
  AttnResult r;
  r.shape = shape;
  std::array<unsigned, 3> bs;
  checkShape(kernel, *program, shape, r, bs);
  if (r.status != Status::Ok)
    return r;
  if (!selectBlocks(options.blocks, r.gridX, r.gridY, r.blocks, r.message)) {
    r.status = Status::Usage;
    return r;
  }
  AttnData d;
  fillAndReference(shape, r.blocks, options.seed, d);
  runPolicies(
      program, d.mem, bs, options, r, 0, 1, d.args,
      [&] { poisonO(shape, r.blocks, d); },
      [&](GemmPolicyResult &pr) { compareO(shape, r.blocks, d, pr); },
      [&](const GemmPolicyResult &pr) {
        if (onPolicy)
          onPolicy(r, pr);
      });
  return r;
}
