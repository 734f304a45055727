//===- GemmGenCopies.cpp - G2S copies of the gfx950 GEMM writer -----------===//
//
// Owns the gfx950 writer's global -> LDS copies (see Gfx950Writer.h and the
// G2S map in GemmGen.cpp's header): their loop-invariant addresses, the edge
// clamp of a lane outside its operand, and the copies of one K-tile.
//
//===----------------------------------------------------------------------===//

#include "Gfx950Consts.h"
#include "Gfx950Writer.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::cdna4pipe::gemmgen {

void planCopies(IndexMath &im, const GemmConfig &cfg, const GemmPlan &plan,
                int side, Value wave, Value lane, Value src, Value dst,
                Value base, bool kRows, int64_t perWave,
                llvm::SmallVectorImpl<CopyAddr> &copies) {
  bool xorSwizzle = cfg.swizzle == "xor";
  int64_t tileCols = plan.tileCols(cfg.tileK, side);
  // Elements per LDS tile row: BK (BN or BM with `kRows`).
  int64_t rowElems = cast<MemRefType>(dst.getType()).getDimSize(1);
  int64_t chunksPerRow = rowElems / plan.chunkElems;
  for (int64_t i = 0; i < perWave; ++i) {
    Value piece = im.add(wave, i * cfg.waves);
    Value q = im.add(im.mul(piece, kWaveSize), lane);
    Value row = im.div(q, chunksPerRow);
    Value chunk = im.rem(q, chunksPerRow);
    Value swizzled = xorSwizzle ? im.xorRowSwizzle(chunk, row) : chunk;
    auto ty = VectorType::get({plan.chunkElems},
                              cast<MemRefType>(dst.getType()).getElementType());
    CopyAddr cp{src,     dst,     kRows ? row : im.add(base, row),
                Value(), Value(), Value(),
                ty,      kRows,   kRows ? cfg.tileK : tileCols};
    // The global column of logical chunk `c`.
    auto column = [&](Value c) {
      Value off = im.mul(c, plan.chunkElems);
      return kRows ? im.add(base, off) : off;
    };
    if (cfg.copyStyle == "register") {
      cp.gColOff = column(chunk);
      cp.dRow = row;
      cp.dCol = im.mul(swizzled, plan.chunkElems);
      copies.push_back(cp);
      continue;
    }
    cp.gColOff = column(swizzled);
    // LDS destination: the piece's first element, flat element
    // (1 KiB / element bytes) * piece.
    int64_t pieceElems = kCopyBytes / plan.elemBytes;
    if (pieceElems % rowElems == 0) {
      cp.dRow = im.mul(piece, pieceElems / rowElems);
      cp.dCol = im.c(0);
    } else {
      Value first = im.mul(piece, pieceElems);
      cp.dRow = im.div(first, rowElems);
      cp.dCol = im.rem(first, rowElems);
    }
    copies.push_back(cp);
  }
}

void planScaleCopies(IndexMath &im, const GemmConfig &cfg, const GemmPlan &plan,
                     Value wave, Value lane, Value src, Value dst,
                     Value rowBase, int64_t perWave,
                     llvm::SmallVectorImpl<CopyAddr> &copies) {
  auto dstTy = cast<MemRefType>(dst.getType());
  int64_t cols = dstTy.getDimSize(1);
  int64_t laneBytes = plan.scaleLaneBytes;
  auto ty = VectorType::get({laneBytes}, dstTy.getElementType());
  for (int64_t i = 0; i < perWave; ++i) {
    Value piece = im.add(wave, i * cfg.waves);
    Value first = im.mul(piece, kWaveSize * laneBytes);
    Value q = im.add(first, im.mul(lane, laneBytes));
    CopyAddr cp{src,
                dst,
                im.add(rowBase, im.div(q, cols)),
                im.rem(q, cols),
                im.div(first, cols),
                im.rem(first, cols),
                ty,
                /*kRows=*/false,
                cols};
    copies.push_back(cp);
  }
}

Value rowInBounds(IndexMath &im, Value src, Value gRow, Value gCol) {
  Value rows = im.size(src, 0);
  auto below = [&](Value x, Value bound) {
    return arith::CmpIOp::create(im.b, im.loc, arith::CmpIPredicate::ult, x,
                                 bound);
  };
  // One statement per op: the IR order must not depend on the order in
  // which a compiler evaluates call arguments.
  Value rowInside = below(gRow, rows);
  Value colInside = below(gCol, im.size(src, 1));
  Value inside = arith::AndIOp::create(im.b, im.loc, rowInside, colInside);
  return arith::SelectOp::create(im.b, im.loc, inside, gRow, rows);
}

void emitCopies(OpBuilder &b, Location loc, IndexMath &im,
                const GemmConfig &cfg, llvm::ArrayRef<CopyAddr> copies,
                Value kt) {
  // The K-tile's global K offset, once per step (data, scales).
  llvm::DenseMap<int64_t, Value> offsets;
  for (const CopyAddr &cp : copies) {
    VectorType fragTy = cp.ty;
    Value &k0 = offsets[cp.kStep];
    if (!k0)
      k0 = im.mul(kt, cp.kStep);
    Value gRow = cp.gRow, gCol = cp.gColOff;
    if (cp.kRows)
      gRow = arith::AddIOp::create(b, loc, k0, gRow);
    else
      gCol = arith::AddIOp::create(b, loc, k0, gCol);
    if (cfg.edges())
      gRow = rowInBounds(im, cp.src, gRow, gCol);
    if (cfg.copyStyle == "register") {
      Value v = vector::LoadOp::create(b, loc, fragTy, cp.src,
                                       ValueRange{gRow, gCol});
      vector::StoreOp::create(b, loc, v, cp.dst, ValueRange{cp.dRow, cp.dCol});
      continue;
    }
    amdgpu::GatherToLDSOp::create(b, loc, cp.src, ValueRange{gRow, gCol},
                                  cp.dst, ValueRange{cp.dRow, cp.dCol},
                                  TypeAttr::get(fragTy));
  }
}

} // namespace mlir::cdna4pipe::gemmgen
