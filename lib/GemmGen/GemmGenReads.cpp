//===- GemmGenReads.cpp - S2R reads and MFMAs of the gfx950 GEMM writer ---===//
//
// Owns the gfx950 writer's LDS -> register fragment reads (see
// Gfx950Writer.h and the S2R and MFMA maps in GemmGen.cpp's header): their
// loop-invariant addresses, plain and transposing, the MX scale reads, and
// the MFMAs of one K-step.
//
//===----------------------------------------------------------------------===//

#include "Gfx950Consts.h"
#include "Gfx950Writer.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <tuple>

namespace mlir::cdna4pipe::gemmgen {

Frags planFrags(IndexMath &im, const GemmPlan &plan, int side, bool xorSwizzle,
                Value lane, Value waveIdx, int64_t waveTile, int64_t frags) {
  llvm::SmallVector<llvm::SmallVector<Frag>> out(plan.kh(side));
  Value rowInFrag = im.rem(lane, kMfmaM);
  Value chunkInHalf = im.div(lane, kMfmaM);
  Value waveRow = im.mul(waveIdx, waveTile);
  for (int64_t h = 0; h < plan.kh(side); ++h) {
    Value chunk = im.add(chunkInHalf, h * kSliceChunks);
    for (int64_t f = 0; f < frags; ++f) {
      Value row = im.add(waveRow, im.add(rowInFrag, f * kMfmaM));
      Value ldsChunk = xorSwizzle ? im.xorRowSwizzle(chunk, row) : chunk;
      out[h].push_back({row, im.mul(ldsChunk, plan.chunkElems)});
    }
  }
  return out;
}

Frags planFragsKRows(IndexMath &im, const GemmPlan &plan, int side,
                     bool xorSwizzle, Value lane, Value waveIdx,
                     int64_t waveTile, int64_t frags) {
  Frags out(plan.kh(side));
  // One statement per op: the IR order must not depend on the order in
  // which a compiler evaluates call arguments.
  Value i = im.rem(lane, kMfmaN);
  Value kInChunk = im.div(i, 4);
  Value kChunk = im.mul(im.div(lane, kMfmaN), plan.chunkElems);
  Value kLane = im.add(kChunk, kInChunk);
  Value colInWave = im.mul(im.rem(i, 4), 4);
  Value waveCol = im.mul(waveIdx, waveTile);
  Value colLane = im.add(waveCol, colInWave);
  for (int64_t h = 0; h < plan.kh(side); ++h)
    for (int64_t f = 0; f < frags; ++f)
      for (int64_t p = 0; p < 2; ++p) {
        Value k = im.add(kLane, h * kSliceChunks * plan.chunkElems + 4 * p);
        Value n = im.add(colLane, f * kMfmaN);
        Value chunk = im.div(n, plan.chunkElems);
        Value ldsChunk = xorSwizzle ? im.xorRowSwizzle(chunk, k) : chunk;
        Value inChunk = im.rem(n, plan.chunkElems);
        Value chunkStart = im.mul(ldsChunk, plan.chunkElems);
        out[h].push_back({k, im.add(chunkStart, inChunk)});
      }
  return out;
}

ScaleReads planScaleReads(IndexMath &im, const GemmPlan &plan, Value lane,
                          Value waveM, Value waveN, Value ldsSA, Value ldsSB) {
  ScaleReads r;
  r.lds[0] = ldsSA;
  r.lds[1] = ldsSB;
  Value laneCol = im.mul(lane, 4);
  for (int64_t s = 0; s < plan.steps; ++s)
    r.cols.push_back(im.add(laneCol, s * kScaleStepBytes));
  for (auto [side, wave, waveTile] :
       {std::tuple<int, Value, int64_t>{0, waveM, plan.waveTileM},
        {1, waveN, plan.waveTileN}}) {
    Value first = im.mul(wave, waveTile / kScaleRows);
    for (int64_t q = 0; q < waveTile / kScaleRows; ++q)
      r.rows[side].push_back(im.add(first, q));
  }
  return r;
}

void emitMfmaStep(OpBuilder &b, Location loc, const GemmPlan &plan,
                  const ScaleReads *scales, int64_t s, ArrayRef<Value> as,
                  ArrayRef<Value> bs, MutableArrayRef<Value> accs) {
  auto accTy = VectorType::get({4}, b.getF32Type());
  if (!scales) {
    for (int64_t i = 0; i < plan.fa; ++i)
      for (int64_t j = 0; j < plan.fb; ++j) {
        Value &acc = accs[i * plan.fb + j];
        acc = amdgpu::MFMAOp::create(b, loc, accTy, kMfmaM, kMfmaN, plan.mfmaK,
                                     /*blocks=*/1, as[i], bs[j], acc);
      }
    return;
  }
  llvm::SmallVector<Value> words[2];
  for (int side = 0; side < 2; ++side) {
    auto ldsTy = cast<MemRefType>(scales->lds[side].getType());
    auto wordTy = VectorType::get({4}, ldsTy.getElementType());
    for (Value row : scales->rows[side])
      words[side].push_back(vector::LoadOp::create(
          b, loc, wordTy, scales->lds[side], ValueRange{row, scales->cols[s]}));
  }
  auto fp4 = [&](Value v) -> Value {
    if (!cast<VectorType>(v.getType()).getElementType().isInteger(8))
      return v;
    auto ty =
        VectorType::get({2 * cast<VectorType>(v.getType()).getNumElements()},
                        Float4E2M1FNType::get(b.getContext()));
    return vector::BitCastOp::create(b, loc, ty, v);
  };
  llvm::SmallVector<Value> fa, fb;
  for (Value v : as)
    fa.push_back(fp4(v));
  for (Value v : bs)
    fb.push_back(fp4(v));
  for (int64_t i = 0; i < plan.fa; ++i)
    for (int64_t j = 0; j < plan.fb; ++j) {
      Value &acc = accs[i * plan.fb + j];
      acc = amdgpu::ScaledMFMAOp::create(
          b, loc, accTy, kMfmaM, kMfmaN, plan.mfmaK, fa[i], fb[j], acc,
          words[0][i / 4], words[1][j / 4], i % 4, j % 4);
    }
}

llvm::SmallVector<Value> emitTransposedReads(OpBuilder &b, Location loc,
                                             Value tile,
                                             llvm::ArrayRef<Frag> frags) {
  auto elemTy = cast<MemRefType>(tile.getType()).getElementType();
  auto quarter = VectorType::get({4}, elemTy);
  llvm::SmallVector<Value> out;
  for (size_t f = 0; f + 1 < frags.size(); f += 2) {
    Value lo = amdgpu::TransposeLoadOp::create(
        b, loc, quarter, tile, ValueRange{frags[f].row, frags[f].col});
    Value hi = amdgpu::TransposeLoadOp::create(
        b, loc, quarter, tile, ValueRange{frags[f + 1].row, frags[f + 1].col});
    out.push_back(vector::ShuffleOp::create(
        b, loc, lo, hi, ArrayRef<int64_t>{0, 1, 2, 3, 4, 5, 6, 7}));
  }
  return out;
}

} // namespace mlir::cdna4pipe::gemmgen
