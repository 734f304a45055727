//===- AttnGen.cpp - Level 0 attention-forward kernel writer --------------===//
//
// Thread -> data maps (gfx950, wave64, MFMA 16x16x32 bf16; lane l,
// row r = l % 16, group g = l / 16; see docs/Attention.md):
//
//  * Work. Block (x, y) computes queries [x*BM, (x+1)*BM) of matrix y
//    (= batch * heads + head). Wave w owns queries q_w = x*BM + w*BM/W ..
//    +BM/W, FQ = BM/(16 W) fragments of 16.
//  * S^T = K Q^T, so that every row statistic lives in one lane: the MFMA's
//    A operand is a K fragment (row = key 16 fk + r, k = head dim
//    32 h + 8 g .. +8, contiguous in the LDS tile), its B operand a Q
//    fragment (column = query 16 fq + r, k likewise), loaded from global
//    memory once. D: lane l, element e holds key 16 fk + 4 g + e of query
//    16 fq + r, so a query's statistics are one lane's values plus those
//    of lanes l ^ 16, l ^ 32 (gpu.shuffle xor 16, 32).
//  * Online softmax in the exp2 domain: t = S * scale * log2(e),
//    m' = max(m, max_k t), p = exp2(t - m'), alpha = exp2(m - m'),
//    l' = l * alpha + sum_k p (each lane sums its own keys; the lanes of a
//    query are added once, after the loop), O *= alpha.
//  * O^T += V^T P^T: the MFMA's B operand (column = query 16 fq + r,
//    positions 8 g + j) is P^T straight from S^T's D layout: position j of
//    slab s (32 keys) is key 32 s + 4 g + j (j < 4, fragment fk = 2 s) or
//    32 s + 16 + 4 g + j - 4 (fragment 2 s + 1). The A operand, V^T
//    (row = head dim 16 fd + r), uses the same key at each position: two
//    transposing LDS reads (ds_read_b64_tr_b16) of the key-major V tile.
//    O^T's D layout puts query 16 fq + r in lane l again, so the rescale by
//    alpha and the final division by l need no other lane.
//  * K/V tiles: each BN x D tile is cut into 1 KiB pieces (64 lanes x 16
//    bytes, amdgpu.gather_to_lds); copy i of wave w is piece i*W + w, lane
//    l of piece j moves the tile's flat 16-byte chunk 64 j + l.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/GemmGen/AttnGen.h"
#include "IndexMath.h"
#include "cdna4pipe/GemmGen/GemmGen.h"
#include "cdna4pipe/Transforms/FatBufferViews.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Verifier.h"

#include "llvm/ADT/Twine.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::cdna4pipe;
using gemmgen::IndexMath;

namespace {
constexpr int64_t kWaveSize = 64;
constexpr int64_t kCopyBytes = 1024; // 64 lanes x 16 bytes
constexpr int64_t kChunkElems = 8;   // bf16 elements per 16 bytes
constexpr int64_t kMfma = 16;        // MFMA 16x16x32: M = N = 16
constexpr int64_t kMfmaK = 32;
constexpr int64_t kLdsLimit = 160 * 1024;
constexpr int64_t kMaxAccRegs = 512;
constexpr int64_t kMaxBufferBytes = int64_t(1) << 31;
} // namespace

bool cdna4pipe::planAttention(AttnConfig &cfg, AttnPlan &plan,
                              std::string &error) {
  auto fail = [&](const llvm::Twine &msg) {
    error = msg.str();
    return false;
  };
  if (cfg.batch <= 0 || cfg.heads <= 0 || cfg.seq <= 0)
    return fail("--batch, --heads and --seq must be positive");
  if (cfg.headDim != 64 && cfg.headDim != 128)
    return fail("--head-dim=" + llvm::Twine(cfg.headDim) +
                " is not supported (64 or 128)");
  if (cfg.scale == 0)
    cfg.scale = 1.0 / std::sqrt(double(cfg.headDim));
  if (!(cfg.scale > 0) || !std::isfinite(cfg.scale))
    return fail("--scale must be a positive finite number");
  if (cfg.waves < 1 || cfg.waves > 16)
    return fail("--waves=" + llvm::Twine(cfg.waves) + " is outside 1..16");
  if (cfg.blockM <= 0 || cfg.blockM % (kMfma * cfg.waves) != 0)
    return fail("--block-m=" + llvm::Twine(cfg.blockM) +
                " must be a positive multiple of 16 * --waves (" +
                llvm::Twine(kMfma * cfg.waves) + ")");
  if (cfg.blockN <= 0 || cfg.blockN % kMfmaK != 0)
    return fail("--block-n=" + llvm::Twine(cfg.blockN) +
                " must be a positive multiple of 32 (the P V MFMA's K)");
  if (cfg.seq % cfg.blockM != 0 || cfg.seq % cfg.blockN != 0)
    return fail("--seq=" + llvm::Twine(cfg.seq) +
                " is not a multiple of the query tile " +
                llvm::Twine(cfg.blockM) + " and the key tile " +
                llvm::Twine(cfg.blockN));
  if (cfg.causal && cfg.blockM % cfg.blockN != 0)
    return fail("--causal needs --block-m (" + llvm::Twine(cfg.blockM) +
                ") to be a multiple of --block-n (" + llvm::Twine(cfg.blockN) +
                "): the diagonal is a whole number of key tiles");
  int64_t matrices = cfg.batch * cfg.heads;
  if (matrices > kMaxBufferBytes || cfg.seq > kMaxBufferBytes ||
      matrices * cfg.seq > kMaxBufferBytes / (2 * cfg.headDim))
    return fail("Q, K, V and O must each fit in 2 GiB: K and V are read "
                "through raw buffers with 32-bit offsets");
  int64_t tileBytes = cfg.blockN * cfg.headDim * 2;
  if (tileBytes % (kCopyBytes * cfg.waves) != 0)
    return fail("a " + llvm::Twine(cfg.blockN) + "x" +
                llvm::Twine(cfg.headDim) +
                " K/V tile is not a whole number of 1 KiB copies per wave "
                "(--waves=" +
                llvm::Twine(cfg.waves) + ")");
  plan.queriesPerWave = cfg.blockM / cfg.waves;
  plan.fq = plan.queriesPerWave / kMfma;
  plan.fk = cfg.blockN / kMfma;
  plan.fd = cfg.headDim / kMfma;
  plan.dh = cfg.headDim / kMfmaK;
  plan.slabs = cfg.blockN / kMfmaK;
  plan.copies = tileBytes / kCopyBytes / cfg.waves;
  plan.ldsBytes = 2 * tileBytes;
  plan.log2Scale = cfg.scale * M_LOG2E;
  if (plan.ldsBytes > kLdsLimit)
    return fail("K and V tiles need " + llvm::Twine(plan.ldsBytes) +
                " bytes of LDS, more than gfx950's 160 KiB");
  int64_t regs = 4 * plan.fq * (plan.fk + plan.fd) + 4 * plan.fq * plan.dh;
  if (regs > kMaxAccRegs)
    return fail("a wave's " + llvm::Twine(plan.queriesPerWave) +
                " queries need " + llvm::Twine(regs) +
                " registers per lane for S, O and Q, more than " +
                llvm::Twine(kMaxAccRegs) + "; use more waves");
  return true;
}

namespace {

/// The running softmax state of one wave: per query fragment the row max
/// m and this lane's partial row sum l, per (fd, fq) the O^T accumulator.
struct SoftmaxState {
  SmallVector<Value> m, l, o; // o[fd * FQ + fq]
  SmallVector<Value> flat() const {
    SmallVector<Value> all(m);
    llvm::append_range(all, l);
    llvm::append_range(all, o);
    return all;
  }
  static SoftmaxState unflat(ValueRange all, int64_t fq) {
    SoftmaxState s;
    s.m.assign(all.begin(), all.begin() + fq);
    s.l.assign(all.begin() + fq, all.begin() + 2 * fq);
    s.o.assign(all.begin() + 2 * fq, all.end());
    return s;
  }
};

/// One K or V copy instruction of one wave (loop-invariant addresses).
struct Copy {
  Value row, colOff, ldsRow; // tile row, global column, LDS destination row
};

/// Builds the kernel; one member per step of the file header's maps.
class AttnWriter {
public:
  AttnWriter(OpBuilder &b, Location loc, const AttnConfig &cfg,
             const AttnPlan &plan)
      : b(b), loc(loc), im(b, loc), cfg(cfg), plan(plan) {}
  OwningOpRef<ModuleOp> build();

private:
  gpu::GPUFuncOp buildShell(ModuleOp module);
  void planThreads(gpu::GPUFuncOp func);
  void emitCopies(Value kv0);
  SoftmaxState emitTile(Value kt, bool masked, const SoftmaxState &in);
  SmallVector<Value> emitScores();
  Value rowReduce(Value v, bool max);
  SmallVector<Value> emitSoftmax(SmallVector<Value> &scores, Value kv0,
                                 bool masked, SoftmaxState &st);
  void emitPV(ArrayRef<Value> pT, SoftmaxState &st);
  SoftmaxState emitLoop(Value lb, Value ub, bool masked,
                        const SoftmaxState &in);
  void emitStore(const SoftmaxState &st);

  Value f32(double v) {
    return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(float(v)));
  }
  Value exp2(Value x) {
    return ROCDL::ROCDLExp2::create(b, loc, b.getF32Type(), x);
  }

  OpBuilder &b;
  Location loc;
  IndexMath im;
  const AttnConfig &cfg;
  const AttnPlan &plan;
  Value argQ, argK, argV, argO, fatK, fatV, ldsK, ldsV;
  Value lane, laneRow, laneGrp, bh, qBlock, qWave;
  SmallVector<Copy> copies;
  SmallVector<Value> qFrags;    // [fq * DH + h]
  Value log2Scale, negInf, one; // f32 constants
};

gpu::GPUFuncOp AttnWriter::buildShell(ModuleOp module) {
  MLIRContext &ctx = *b.getContext();
  module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                  b.getUnitAttr());
  b.setInsertionPointToEnd(module.getBody());
  auto gpuModule = gpu::GPUModuleOp::create(b, loc, "cdna4_attention");
  SmallVector<NamedAttribute> entries = {
      b.getNamedAttr("batch", b.getI64IntegerAttr(cfg.batch)),
      b.getNamedAttr("heads", b.getI64IntegerAttr(cfg.heads)),
      b.getNamedAttr("seq", b.getI64IntegerAttr(cfg.seq)),
      b.getNamedAttr("head_dim", b.getI64IntegerAttr(cfg.headDim)),
      b.getNamedAttr("block_m", b.getI64IntegerAttr(cfg.blockM)),
      b.getNamedAttr("block_n", b.getI64IntegerAttr(cfg.blockN)),
      b.getNamedAttr("waves", b.getI64IntegerAttr(cfg.waves)),
      b.getNamedAttr("causal", b.getBoolAttr(cfg.causal)),
      b.getNamedAttr("scale", b.getF64FloatAttr(cfg.scale)),
      b.getNamedAttr("dtype", b.getStringAttr("bf16"))};
  gpuModule->setAttr("cdna4pipe.attention", b.getDictionaryAttr(entries));

  Type bf16 = b.getBF16Type();
  auto wg = gpu::AddressSpaceAttr::get(&ctx, gpu::AddressSpace::Workgroup);
  auto gTy =
      MemRefType::get({cfg.batch * cfg.heads, cfg.seq, cfg.headDim}, bf16);
  auto tileTy = MemRefType::get({cfg.blockN, cfg.headDim}, bf16,
                                MemRefLayoutAttrInterface(), wg);
  b.setInsertionPointToStart(gpuModule.getBody());
  auto func = gpu::GPUFuncOp::create(
      b, loc, "attention", b.getFunctionType({gTy, gTy, gTy, gTy}, {}),
      TypeRange{tileTy, tileTy});
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func.setKnownBlockSizeAttr(b.getDenseI32ArrayAttr(
      {static_cast<int32_t>(cfg.waves * kWaveSize), 1, 1}));
  func.setKnownGridSizeAttr(
      b.getDenseI32ArrayAttr({static_cast<int32_t>(cfg.seq / cfg.blockM),
                              static_cast<int32_t>(cfg.batch * cfg.heads), 1}));
  return func;
}

/// Thread ids, the K/V copy addresses and the Q fragments (registers).
void AttnWriter::planThreads(gpu::GPUFuncOp func) {
  Block &entry = func.getBody().front();
  argQ = entry.getArgument(0), argK = entry.getArgument(1);
  argV = entry.getArgument(2), argO = entry.getArgument(3);
  ldsK = func.getWorkgroupAttributions()[0];
  ldsV = func.getWorkgroupAttributions()[1];
  b.setInsertionPointToStart(&entry);
  im.constBlock = &entry;

  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  qBlock =
      im.mul(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x), cfg.blockM);
  bh = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  Value wave = im.div(tid, kWaveSize);
  lane = im.rem(tid, kWaveSize);
  laneRow = im.rem(lane, kMfma);
  laneGrp = im.div(lane, kMfma);
  qWave = im.add(qBlock, im.mul(wave, plan.queriesPerWave));

  fatK = createFatRawBufferView(b, loc, argK);
  fatV = createFatRawBufferView(b, loc, argV);

  int64_t chunksPerRow = cfg.headDim / kChunkElems;
  int64_t rowsPerPiece = kCopyBytes / 2 / cfg.headDim;
  for (int64_t i = 0; i < plan.copies; ++i) {
    Value piece = im.add(wave, i * cfg.waves);
    Value q = im.add(im.mul(piece, kWaveSize), lane);
    copies.push_back({im.div(q, chunksPerRow),
                      im.mul(im.rem(q, chunksPerRow), kChunkElems),
                      im.mul(piece, rowsPerPiece)});
  }

  auto fragTy = VectorType::get({kChunkElems}, b.getBF16Type());
  for (int64_t f = 0; f < plan.fq; ++f) {
    Value row = im.add(qWave, im.add(laneRow, f * kMfma));
    for (int64_t h = 0; h < plan.dh; ++h) {
      Value col = im.add(im.mul(laneGrp, kChunkElems), h * kMfmaK);
      qFrags.push_back(vector::LoadOp::create(b, loc, fragTy, argQ,
                                              ValueRange{bh, row, col}));
    }
  }
}

/// The K and V tiles whose first key is `kv0`, by LDS DMA.
void AttnWriter::emitCopies(Value kv0) {
  auto chunkTy = VectorType::get({kChunkElems}, b.getBF16Type());
  for (auto [src, dst] : {std::pair{fatK, ldsK}, std::pair{fatV, ldsV}})
    for (const Copy &cp : copies)
      amdgpu::GatherToLDSOp::create(
          b, loc, src, ValueRange{bh, im.add(kv0, cp.row), cp.colOff}, dst,
          ValueRange{cp.ldsRow, im.c(0)}, TypeAttr::get(chunkTy));
}

/// S^T = K Q^T for the tile: accumulator [fk * FQ + fq].
SmallVector<Value> AttnWriter::emitScores() {
  auto fragTy = VectorType::get({kChunkElems}, b.getBF16Type());
  auto accTy = VectorType::get({4}, b.getF32Type());
  Value zero = arith::ConstantOp::create(
      b, loc, accTy, DenseElementsAttr::get(accTy, b.getF32FloatAttr(0.0f)));
  SmallVector<Value> scores;
  for (int64_t k = 0; k < plan.fk; ++k) {
    SmallVector<Value> kFrags;
    Value row = im.add(laneRow, k * kMfma);
    for (int64_t h = 0; h < plan.dh; ++h)
      kFrags.push_back(vector::LoadOp::create(
          b, loc, fragTy, ldsK,
          ValueRange{row, im.add(im.mul(laneGrp, kChunkElems), h * kMfmaK)}));
    for (int64_t q = 0; q < plan.fq; ++q) {
      Value acc = zero;
      for (int64_t h = 0; h < plan.dh; ++h)
        acc = amdgpu::MFMAOp::create(b, loc, accTy, kMfma, kMfma, kMfmaK,
                                     /*blocks=*/1, kFrags[h],
                                     qFrags[q * plan.dh + h], acc);
      scores.push_back(acc);
    }
  }
  return scores;
}

/// Max (or sum) of `v` over the four lanes l, l^16, l^32, l^48 of a query.
Value AttnWriter::rowReduce(Value v, bool max) {
  for (int32_t offset : {16, 32}) {
    Value other = gpu::ShuffleOp::create(b, loc, v, offset, kWaveSize,
                                         gpu::ShuffleMode::XOR)
                      .getShuffleResult();
    v = max ? arith::MaximumFOp::create(b, loc, v, other).getResult()
            : arith::AddFOp::create(b, loc, v, other).getResult();
  }
  return v;
}

/// Online softmax of the tile's scores; updates m, l and rescales O. Returns
/// P^T as the PV MFMA's B operands [slab * FQ + fq] (bf16).
SmallVector<Value> AttnWriter::emitSoftmax(SmallVector<Value> &scores,
                                           Value kv0, bool masked,
                                           SoftmaxState &st) {
  Type f32Ty = b.getF32Type();
  auto accTy = VectorType::get({4}, f32Ty);
  Value c = log2Scale;
  SmallVector<Value> pT(plan.slabs * plan.fq);
  for (int64_t q = 0; q < plan.fq; ++q) {
    // t[k][e]: scaled (and masked) scores of this lane's query.
    SmallVector<SmallVector<Value>> t(plan.fk);
    // Masking: key 16 k + e + (kv0 + 4 g) lies above query q when
    // kv0 + 4 g - q > -(16 k + e): one difference per query fragment, each
    // element compared with a constant.
    Value diff;
    if (masked) {
      Value query = im.add(qWave, im.add(laneRow, q * kMfma));
      diff =
          arith::SubIOp::create(b, loc, im.add(kv0, im.mul(laneGrp, 4)), query);
    }
    Value mx;
    for (int64_t k = 0; k < plan.fk; ++k)
      for (int64_t e = 0; e < 4; ++e) {
        Value s = vector::ExtractOp::create(b, loc, scores[k * plan.fq + q], e);
        s = arith::MulFOp::create(b, loc, s, c);
        if (masked) {
          Value above = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt,
                                              diff, im.c(-(k * kMfma + e)));
          s = arith::SelectOp::create(b, loc, above, negInf, s);
        }
        t[k].push_back(s);
        mx = mx ? arith::MaximumFOp::create(b, loc, mx, s).getResult() : s;
      }
    Value mNew =
        arith::MaximumFOp::create(b, loc, st.m[q], rowReduce(mx, /*max=*/true));
    Value alpha =
        exp2(arith::SubFOp::create(b, loc, st.m[q], mNew).getResult());
    Value sum = arith::MulFOp::create(b, loc, st.l[q], alpha);
    SmallVector<Value> p16; // per key fragment: 4 bf16 values
    for (int64_t k = 0; k < plan.fk; ++k) {
      SmallVector<Value> p;
      for (Value s : t[k]) {
        p.push_back(exp2(arith::SubFOp::create(b, loc, s, mNew)));
        sum = arith::AddFOp::create(b, loc, sum, p.back());
      }
      Value pv = vector::FromElementsOp::create(b, loc, accTy, p);
      p16.push_back(arith::TruncFOp::create(
          b, loc, VectorType::get({4}, b.getBF16Type()), pv));
    }
    for (int64_t s = 0; s < plan.slabs; ++s)
      pT[s * plan.fq + q] =
          vector::ShuffleOp::create(b, loc, p16[2 * s], p16[2 * s + 1],
                                    ArrayRef<int64_t>{0, 1, 2, 3, 4, 5, 6, 7});
    Value alphaV = vector::BroadcastOp::create(b, loc, accTy, alpha);
    for (int64_t d = 0; d < plan.fd; ++d) {
      Value &o = st.o[d * plan.fq + q];
      o = arith::MulFOp::create(b, loc, o, alphaV);
    }
    st.m[q] = mNew;
    st.l[q] = sum;
  }
  return pT;
}

/// O^T += V^T P^T. A V^T fragment is two transposing LDS reads
/// (ds_read_b64_tr_b16) of 4 keys each: lane i of 16 receives element i % 4
/// of the 8 bytes lane 4 j + i / 4 of its 16 addressed, so the lane of row
/// r, group g addresses key 32 s + 4 g + r / 4 (+16 for positions 4..7),
/// head-dim columns 16 fd + 4 (r % 4) .. +4.
void AttnWriter::emitPV(ArrayRef<Value> pT, SoftmaxState &st) {
  auto quarterTy = VectorType::get({4}, b.getBF16Type());
  auto accTy = VectorType::get({4}, b.getF32Type());
  Value rowQuarter = im.div(laneRow, 4);
  Value groupKeys = im.mul(laneGrp, 4);
  Value keyLane = im.add(groupKeys, rowQuarter);
  Value colLane = im.mul(im.rem(laneRow, 4), 4);
  for (int64_t s = 0; s < plan.slabs; ++s)
    for (int64_t d = 0; d < plan.fd; ++d) {
      Value col = im.add(colLane, d * kMfma);
      Value lo = amdgpu::TransposeLoadOp::create(
          b, loc, quarterTy, ldsV,
          ValueRange{im.add(keyLane, kMfmaK * s), col});
      Value hi = amdgpu::TransposeLoadOp::create(
          b, loc, quarterTy, ldsV,
          ValueRange{im.add(keyLane, kMfmaK * s + kMfma), col});
      Value vT = vector::ShuffleOp::create(
          b, loc, lo, hi, ArrayRef<int64_t>{0, 1, 2, 3, 4, 5, 6, 7});
      for (int64_t q = 0; q < plan.fq; ++q) {
        Value &o = st.o[d * plan.fq + q];
        o = amdgpu::MFMAOp::create(b, loc, accTy, kMfma, kMfma, kMfmaK,
                                   /*blocks=*/1, vT, pT[s * plan.fq + q], o);
      }
    }
}

/// One K/V tile: copies, wait + barrier, S, softmax, O += P V, barrier.
SoftmaxState AttnWriter::emitTile(Value kt, bool masked,
                                  const SoftmaxState &in) {
  SoftmaxState st = in;
  Value kv0 = im.mul(kt, cfg.blockN);
  emitCopies(kv0);
  amdgpu::MemoryCounterWaitOp::create(b, loc, b.getI32IntegerAttr(0), nullptr,
                                      nullptr, nullptr, nullptr);
  ROCDL::SBarrierOp::create(b, loc);
  SmallVector<Value> scores = emitScores();
  SmallVector<Value> pT = emitSoftmax(scores, kv0, masked, st);
  emitPV(pT, st);
  ROCDL::SBarrierOp::create(b, loc);
  return st;
}

SoftmaxState AttnWriter::emitLoop(Value lb, Value ub, bool masked,
                                  const SoftmaxState &in) {
  auto loop = scf::ForOp::create(b, loc, lb, ub, im.c(1), in.flat());
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(loop.getBody());
  SoftmaxState st =
      emitTile(loop.getInductionVar(), masked,
               SoftmaxState::unflat(loop.getRegionIterArgs(), plan.fq));
  scf::YieldOp::create(b, loc, st.flat());
  b.setInsertionPointAfter(loop);
  return SoftmaxState::unflat(loop.getResults(), plan.fq);
}

/// O = O^T / l, bf16: lane l, element e of (fd, fq) is query 16 fq + r,
/// head-dim column 16 fd + 4 g + e.
void AttnWriter::emitStore(const SoftmaxState &st) {
  for (int64_t q = 0; q < plan.fq; ++q) {
    Value l = rowReduce(st.l[q], /*max=*/false);
    Value inv = arith::DivFOp::create(b, loc, one, l);
    Value row = im.add(qWave, im.add(laneRow, q * kMfma));
    for (int64_t d = 0; d < plan.fd; ++d)
      for (int64_t e = 0; e < 4; ++e) {
        Value v = vector::ExtractOp::create(b, loc, st.o[d * plan.fq + q], e);
        v = arith::MulFOp::create(b, loc, v, inv);
        v = arith::TruncFOp::create(b, loc, b.getBF16Type(), v);
        Value col = im.add(im.mul(laneGrp, 4), d * kMfma + e);
        memref::StoreOp::create(b, loc, v, argO, ValueRange{bh, row, col});
      }
  }
}

OwningOpRef<ModuleOp> AttnWriter::build() {
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  gpu::GPUFuncOp func = buildShell(*module);
  planThreads(func);

  auto accTy = VectorType::get({4}, b.getF32Type());
  log2Scale = f32(plan.log2Scale);
  negInf = f32(-std::numeric_limits<double>::infinity());
  one = f32(1.0);
  SoftmaxState st;
  st.m.assign(plan.fq, negInf);
  st.l.assign(plan.fq, f32(0.0));
  st.o.assign(plan.fd * plan.fq,
              arith::ConstantOp::create(
                  b, loc, accTy,
                  DenseElementsAttr::get(accTy, b.getF32FloatAttr(0.0f))));
  if (!cfg.causal) {
    st = emitLoop(im.c(0), im.c(cfg.seq / cfg.blockN), /*masked=*/false, st);
  } else {
    // One loop over the key tiles up to and including the BM/BN diagonal
    // tiles (a trip count known at run time), every tile masked (the mask
    // is a no-op below the diagonal); the tiles above the diagonal are never
    // visited. One loop, so that the pipeliner multi-buffers its tiles.
    Value diag = im.add(im.div(qBlock, cfg.blockN), cfg.blockM / cfg.blockN);
    st = emitLoop(im.c(0), diag, /*masked=*/true, st);
  }
  emitStore(st);
  gpu::ReturnOp::create(b, loc);
  return module;
}

} // namespace

OwningOpRef<ModuleOp> cdna4pipe::generateAttentionModule(MLIRContext &ctx,
                                                         AttnConfig &cfg,
                                                         std::string &error) {
  AttnPlan plan;
  if (!planAttention(cfg, plan, error))
    return nullptr;
  loadGemmDialects(ctx);
  OpBuilder b(&ctx);
  OwningOpRef<ModuleOp> module =
      AttnWriter(b, UnknownLoc::get(&ctx), cfg, plan).build();
  if (failed(verify(*module))) {
    error = "internal error: the generated attention module does not verify";
    return nullptr;
  }
  return module;
}
