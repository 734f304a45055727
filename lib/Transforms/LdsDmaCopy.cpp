//===- LdsDmaCopy.cpp - one register-staged copy as LDS DMA ---------------===//
//
// See LdsDmaCopy.h. The DMA writes lane l's 16 bytes at `dst + 16 l`: the
// destination is wave-uniform and lane-contiguous. A front end's store
// usually is not: the LDS tile is XOR-swizzled on the store side. Seed 002
// §2.1 moves the swizzle to the global side. Here the move is derived and
// proved by evaluating the index arithmetic for every thread
// (IndexEvaluator):
//
//  1. S(t): the flat LDS element lane t stores, G(t): the global indices it
//     loads. In every wave the 64 S(t) must be one contiguous 1 KiB block
//     (the rows one DMA instruction covers), base_w = min S. The lane
//     permutation pi(l) = (S(l) - base_w) / E (E elements per 16 bytes)
//     says which chunk of the block lane l writes.
//  2. The DMA's lane j must write chunk j, so it loads what lane
//     pi^-1(j) loaded: G(pi^-1(j)). pi^-1 = pi^(k-1), k the order of pi
//     (2 for an XOR swizzle), and pi itself is the store index arithmetic,
//     so the new global indices are the old index arithmetic re-evaluated
//     (cloned) for thread W + pi^(k-1)(lane), W the wave's first thread.
//     The destination is the old store index for the wave's lowest lane
//     (when that lane differs between waves and every block starts at a
//     multiple of 1 KiB: lane 0's, rounded down to its block).
//  3. The rewritten copy is evaluated again for every thread and must write
//     each LDS chunk with exactly the global elements the old copy did;
//     otherwise nothing is changed. The S2R reads are not touched: the LDS
//     layout is the same.
//
// Edges: the global load may be a `vector.maskedload` whose pad is zero and
// whose mask is an in-bounds predicate of the load (Analysis/BoundsMask.h);
// the DMA's first index then becomes the first extent wherever a bounded
// index is out of range (every index its extent with a strided source),
// past the buffer's num_records, where it reads 0.
//
// Strided sources (a leading dimension): the view keeps the layout; its
// chunks must start 16-byte aligned (FatBufferViews.h hasAlignedChunks).
//
//===----------------------------------------------------------------------===//

#include "LdsDmaCopy.h"

#include "cdna4pipe/Analysis/BoundsMask.h"
#include "cdna4pipe/Analysis/IndexEval.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/Transforms/FatBufferViews.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <numeric>

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::ldsdma;

namespace {
constexpr int64_t kDmaBytes = 16; // per lane and instruction
constexpr int64_t kMaxOrder = 8;  // largest lane-permutation order moved

/// Row-major strides of a statically shaped identity-layout memref.
std::optional<SmallVector<int64_t>> strides(MemRefType t) {
  if (!t.hasStaticShape() || !t.getLayout().isIdentity())
    return std::nullopt;
  SmallVector<int64_t> s(t.getRank(), 1);
  for (int64_t i = t.getRank() - 2; i >= 0; --i)
    s[i] = s[i + 1] * t.getDimSize(i + 1);
  return s;
}

/// Evaluates index arithmetic for every thread at the loop iterations the
/// caller binds; failures name the op it could not evaluate.
class CopyEvaluator {
public:
  /// Enclosing loops: every induction variable is bound to its first value
  /// (`iteration` 0) or, where the loop has one, its second (`iteration` 1).
  CopyEvaluator(Operation *at, std::array<int64_t, 3> block, int iteration)
      : ev(block), threads(block[0] * block[1] * block[2]) {
    // The global addresses differ between workgroups only by the block's
    // offset; the contiguity this pass looks for is the same in every one,
    // and for every problem size (edge guards only redirect whole chunks).
    ev.setBlockId(std::array<int64_t, 3>{0, 0, 0});
    ev.setProblemSizeStandIn(IndexEvaluator::kProblemSizeStandIn);
    for (auto loop = at->getParentOfType<scf::ForOp>(); loop;
         loop = loop->getParentOfType<scf::ForOp>()) {
      std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
      std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
      std::optional<int64_t> step = getConstantIntValue(loop.getStep());
      if (!lb)
        continue;
      int64_t iv = *lb;
      if (iteration == 1 && ub && step && *lb + *step < *ub)
        iv += *step;
      ev.bind(loop.getInductionVar(), iv);
    }
  }
  int64_t numThreads() const { return threads; }
  void setThread(int64_t t) { ev.setThread(t); }
  /// The values of `vals`, or a reason they cannot be evaluated.
  FailureOr<SmallVector<int64_t>> eval(ValueRange vals, std::string &why) {
    SmallVector<int64_t> out;
    for (Value v : vals) {
      std::optional<int64_t> x = ev.eval(v);
      if (!x) {
        Operation *bad = ev.getFailure();
        why = bad ? "its indices use '" + bad->getName().getStringRef().str() +
                        "', which cannot be evaluated per thread"
                  : "its indices depend on a block argument other than a "
                    "loop induction variable with a constant lower bound";
        return failure();
      }
      out.push_back(*x);
    }
    return out;
  }

private:
  IndexEvaluator ev;
  int64_t threads;
};

int64_t flatten(ArrayRef<int64_t> idx, ArrayRef<int64_t> strides) {
  int64_t flat = 0;
  for (auto [i, s] : llvm::zip(idx, strides))
    flat += i * s;
  return flat;
}

/// Structural checks: widths, uses, memory spaces, layouts. Returns the
/// reason the copy is refused and the op to report it at, or null.
Operation *checkShape(Copy &c, std::string &why) {
  auto vecTy = cast<VectorType>(c.load->getResult(0).getType());
  int64_t bytes = vecTy.getNumElements() * vecTy.getElementTypeBitWidth() / 8;
  if (vecTy.getRank() != 1 || bytes != kDmaBytes) {
    why = "the copy moves " + std::to_string(bytes) +
          " bytes per lane; an LDS DMA instruction moves 16";
    return c.store;
  }
  c.chunkElems = vecTy.getNumElements();
  if (!c.load->getResult(0).hasOneUse()) {
    why = "the loaded value has uses other than the LDS store";
    return c.load;
  }
  if (c.load->getBlock() != c.store->getBlock()) {
    why = "the global load and the LDS store are in different blocks";
    return c.store;
  }
  for (Operation *op = c.load->getNextNode(); op != c.store;
       op = op->getNextNode())
    if (!isMemoryEffectFree(op) &&
        !isa<vector::LoadOp, vector::MaskedLoadOp>(op)) {
      why = "an op between the global load and the LDS store may write "
            "memory";
      return c.store;
    }
  std::optional<SmallVector<int64_t>> s = strides(c.store.getMemRefType());
  if (!s) {
    why = "the LDS buffer does not have a static shape and identity layout";
    return c.store;
  }
  c.ldsStrides = *s;
  // A dynamic shape is fine: the view's num_records is the run-time size.
  if (!hasAlignedChunks(srcBase(c.load), c.chunkElems, why))
    return c.load;
  return nullptr;
}

/// Order of a permutation given as pi[l] (lcm of its cycle lengths).
int64_t permutationOrder(ArrayRef<int64_t> pi) {
  int64_t order = 1;
  SmallVector<bool> seen(pi.size(), false);
  for (size_t l = 0; l < pi.size(); ++l) {
    int64_t len = 0;
    for (size_t x = l; !seen[x]; x = pi[x], ++len)
      seen[x] = true;
    if (len)
      order = std::lcm(order, len);
  }
  return order;
}

/// Why the lanes of a wave do not fill one contiguous 1 KiB block, in the
/// words of the LDS buffer: its rows are padded (a row stride that neither
/// divides nor is a multiple of 1 KiB leaves gaps between, or splits, the
/// rows one instruction covers), or else the lane permutation crosses them.
std::string blockCause(vector::StoreOp store) {
  MemRefType ty = store.getMemRefType();
  int64_t rowElems = ty.getShape().back();
  int64_t rowBits = rowElems * ty.getElementTypeBitWidth();
  int64_t rowBytes = rowBits / 8;
  int64_t block = kWaveSize * kDmaBytes;
  if (ty.getRank() >= 2 && rowBits % 8 == 0 && block % rowBytes &&
      rowBytes % block)
    return "LDS rows " + std::to_string(rowElems) + " elements (" +
           std::to_string(rowBytes) +
           " bytes) apart, padded or of a width that neither divides nor "
           "is a multiple of 1 KiB: the rows one DMA instruction covers are "
           "not one contiguous block (to avoid bank conflicts, XOR-swizzle "
           "the 16-byte chunks instead of padding the rows)";
  return "the permutation crosses the rows one DMA instruction covers";
}

/// Evaluates the copy for every thread and proves that every wave writes one
/// contiguous 1 KiB block. On failure sets `why` (and returns the op).
Operation *analyze(Copy &c, CopyEvaluator &ev, std::string &why) {
  int64_t n = ev.numThreads();
  c.base.clear();
  c.order = 1;
  c.chunk.assign(n, 0);
  c.global.assign(n, {});
  SmallVector<int64_t> flat(n);
  for (int64_t t = 0; t < n; ++t) {
    ev.setThread(t);
    auto dst = ev.eval(c.store.getIndices(), why);
    if (failed(dst))
      return c.store;
    auto src = ev.eval(srcIndices(c.load), why);
    if (failed(src))
      return c.load;
    flat[t] = flatten(*dst, c.ldsStrides);
    c.global[t] = std::move(*src);
  }
  for (int64_t w = 0; w * kWaveSize < n; ++w) {
    auto lanes = ArrayRef<int64_t>(flat).slice(w * kWaveSize, kWaveSize);
    int64_t base = *llvm::min_element(lanes);
    int64_t low = llvm::find(lanes, base) - lanes.begin();
    SmallVector<int64_t> pi(kWaveSize);
    SmallVector<bool> hit(kWaveSize, false);
    for (int64_t l = 0; l < kWaveSize; ++l) {
      int64_t off = lanes[l] - base;
      int64_t j = off / c.chunkElems;
      if (off % c.chunkElems != 0 || j >= kWaveSize || hit[j]) {
        why = "wave " + std::to_string(w) +
              " does not store one contiguous 1 KiB block of 16-byte chunks "
              "(lane " +
              std::to_string(l) + " stores LDS element " +
              std::to_string(lanes[l]) + ", block starts at " +
              std::to_string(base) + "): " + blockCause(c.store);
        return c.store;
      }
      hit[j] = true;
      pi[l] = j;
      c.chunk[w * kWaveSize + l] = j;
    }
    if (w == 0)
      c.lowLane = low;
    c.alignedBlocks |= low != c.lowLane;
    c.base.push_back(base);
    c.order = std::lcm(c.order, permutationOrder(pi));
  }
  int64_t blockElems = kWaveSize * c.chunkElems;
  if (c.alignedBlocks &&
      llvm::any_of(c.base, [&](int64_t b) { return b % blockElems != 0; })) {
    why = "the block's first chunk is stored by different lanes in "
          "different waves (lane " +
          std::to_string(c.lowLane) +
          " in wave 0), and not every block starts at a multiple of 1 KiB";
    return c.store;
  }
  if (c.order > kMaxOrder) {
    why = "the lane permutation has order " + std::to_string(c.order) +
          " (more than " + std::to_string(kMaxOrder) +
          " re-evaluations of the store index to invert it)";
    return c.store;
  }
  return nullptr;
}

/// Proof obligation: the new copy, evaluated for every thread, has a
/// wave-uniform destination at the block start and lane j loads what the
/// lane that stored chunk j loaded.
bool proveRewrite(const Copy &c, amdgpu::GatherToLDSOp dma, CopyEvaluator &ev,
                  std::string &why) {
  SmallVector<int64_t> inv(kWaveSize);
  for (int64_t t = 0; t < ev.numThreads(); ++t) {
    int64_t w = t / kWaveSize, l = t % kWaveSize;
    if (l == 0)
      for (int64_t j = 0; j < kWaveSize; ++j)
        inv[c.chunk[w * kWaveSize + j]] = j;
    ev.setThread(t);
    auto dst = ev.eval(dma.getDstIndices(), why);
    auto src = ev.eval(dma.getSrcIndices(), why);
    if (failed(dst) || failed(src))
      return false;
    if (flatten(*dst, c.ldsStrides) != c.base[w] ||
        *src != c.global[w * kWaveSize + inv[l]]) {
      why = "the rewritten copy does not reproduce the stored data for "
            "thread " +
            std::to_string(t) +
            " (the permutation is not the same in every "
            "wave or iteration)";
      return false;
    }
  }
  return true;
}

/// A masked copy (the edges of a tile) is a DMA through a bounds-checked
/// buffer when its pad is zero (what an out-of-range DMA lane reads) and its
/// mask is an in-bounds predicate of the load (BoundsMask.h). Sets the
/// bounded dimensions; otherwise sets `why`.
bool checkMask(Copy &c, std::string &why) {
  auto masked = dyn_cast<vector::MaskedLoadOp>(c.load);
  if (!masked)
    return true;
  Value pad = masked.getPassThru();
  if (auto bcast = pad.getDefiningOp<vector::BroadcastOp>())
    pad = bcast.getSource();
  if (!matchPattern(pad, m_PosZeroFloat()) && !matchPattern(pad, m_Zero())) {
    why = "the masked load's pass-through is not zero (an LDS DMA lane out "
          "of range reads 0)";
    return false;
  }
  FailureOr<SmallVector<unsigned>> dims =
      matchBoundsMask(masked.getMask(), masked.getBase(), masked.getIndices(),
                      c.chunkElems, why);
  if (failed(dims)) {
    why = "the mask is not an in-bounds predicate of the load: " + why;
    return false;
  }
  c.boundedDims = std::move(*dims);
  return true;
}
} // namespace

/// The global read of a copy: a vector.load, or a vector.maskedload (the
/// edges of a tile) whose mask the pass proves an in-bounds predicate.
ValueRange ldsdma::srcIndices(Operation *load) {
  if (auto masked = dyn_cast<vector::MaskedLoadOp>(load))
    return masked.getIndices();
  return cast<vector::LoadOp>(load).getIndices();
}
Value ldsdma::srcBase(Operation *load) {
  if (auto masked = dyn_cast<vector::MaskedLoadOp>(load))
    return masked.getBase();
  return cast<vector::LoadOp>(load).getBase();
}

Value cdna4pipe::copySource(Operation *load) { return srcBase(load); }

amdgpu::GatherToLDSOp cdna4pipe::buildLdsDma(vector::StoreOp store,
                                             Operation *load, Operation *&at,
                                             std::string &why) {
  auto refuse = [&](Operation *op, const std::string &reason) {
    at = op;
    why = reason;
    return amdgpu::GatherToLDSOp();
  };
  Copy c{load, store};
  if (Operation *op = checkShape(c, why))
    return refuse(op, why);
  if (!checkMask(c, why))
    return refuse(load, why);
  std::optional<std::array<int64_t, 3>> block = getKnownBlockSize(store);
  if (!block)
    return refuse(store, "the workgroup size is unknown (known_block_size)");
  if ((*block)[1] != 1 || (*block)[2] != 1 || (*block)[0] % kWaveSize != 0)
    return refuse(store, "the workgroup is not one-dimensional with a "
                         "multiple of 64 threads");
  CopyEvaluator ev(store, *block, 0);
  if (Operation *op = analyze(c, ev, why))
    return refuse(op, why);
  CopyRewriter rewriter(c);
  amdgpu::GatherToLDSOp dma = rewriter.build(srcBase(load), why);
  if (!dma)
    return refuse(store, why);
  // The proof at the first iteration of the enclosing loops, and at the
  // second: the lane permutation must not change with the loop.
  for (int iteration = 0; iteration < 2; ++iteration) {
    Copy atIt = c;
    CopyEvaluator evAt(store, *block, iteration);
    bool ok = iteration == 0 || !analyze(atIt, evAt, why);
    if (ok && (atIt.lowLane != c.lowLane || atIt.order != c.order)) {
      ok = false;
      why = "the lane permutation changes between loop iterations";
    }
    if (!ok || !proveRewrite(atIt, dma, evAt, why)) {
      rewriter.eraseCreated();
      return refuse(store, why);
    }
  }
  if (!c.boundedDims.empty())
    boundDma(dma, c.boundedDims);
  return dma;
}
