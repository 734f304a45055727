//===- Gfx950Writer.h - parts of the gfx950 GEMM writer ---------*- C++ -*-===//
//
// Private to lib/GemmGen: the pieces the gfx950 tile-GEMM kernel
// (GemmGen.cpp, which documents the thread -> data maps) is made of, each
// planned once before the K-loop (loop-invariant addresses) and emitted
// inside it:
//
//   GemmGenCopies.cpp  G2S: the copies of A, B and the MX scales into LDS
//                      (DMA or register style), with the edge clamp;
//   GemmGenReads.cpp   S2R: the fragment reads from LDS (plain or
//                      transposing) and the MFMAs of a K-step (plain or
//                      MX-scaled).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_LIB_GEMMGEN_GFX950WRITER_H
#define CDNA4PIPE_LIB_GEMMGEN_GFX950WRITER_H

#include "IndexMath.h"
#include "cdna4pipe/GemmGen/GemmGen.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::cdna4pipe::gemmgen {

//===----------------------------------------------------------------------===//
// G2S (GemmGenCopies.cpp)
//===----------------------------------------------------------------------===//

/// Loop-invariant addresses of one copy instruction of one wave: global row,
/// global column offset within the K-tile, LDS row and column. `kRows`: the
/// operand is stored with K rows (B K x N with --b-layout=kn, A K x M with
/// --a-layout=km), so the K-tile offset adds to the global row instead of
/// the column.
struct CopyAddr {
  Value src, dst, gRow, gColOff, dRow, dCol;
  VectorType ty; // the bytes one lane moves, in the operand's elements
  bool kRows = false;
  int64_t kStep = 0; // global K offset (row or column) per K-tile
};

/// Plans the `perWave` copies of one operand (see the G2S map in GemmGen.cpp).
/// DMA style: the LDS destination is the piece's first element (wave-uniform)
/// and the global column carries the swizzle. Register style: every lane
/// stores its own 16 bytes, at the swizzled LDS chunk of its logical chunk,
/// and reads the logical chunk from global memory. `base` is the
/// workgroup's first row (M or N) of the operand: a global row, or with
/// `kRows` a global column (LDS rows are then K rows of BN or BM elements).
void planCopies(IndexMath &im, const GemmConfig &cfg, const GemmPlan &plan,
                int side, Value wave, Value lane, Value src, Value dst,
                Value base, bool kRows, int64_t perWave,
                llvm::SmallVectorImpl<CopyAddr> &copies);

/// The scale copies of one operand (MX): the K-tile's scale columns of the
/// workgroup's row blocks (`rowBase`: its first row block) in pieces of
/// P = 64 x B bytes (B = plan.scaleLaneBytes), piece j = i*W + w, lane l
/// moving the B bytes at flat offset P j + B l of the tile (row-major, no
/// swizzle: the reads are one ds_read_b32 per lane at consecutive
/// addresses).
void planScaleCopies(IndexMath &im, const GemmConfig &cfg, const GemmPlan &plan,
                     Value wave, Value lane, Value src, Value dst,
                     Value rowBase, int64_t perWave,
                     llvm::SmallVectorImpl<CopyAddr> &copies);

/// Edges: a lane whose chunk lies outside the operand (row or column past
/// its memref's size) reads from row `rows` instead, past the fat raw
/// buffer's num_records, so the DMA writes zeros into its LDS chunk (raw
/// buffer loads are range-checked; docs/KernelContract.md). Chunks never
/// straddle an edge (planGemm: rows of whole chunks).
Value rowInBounds(IndexMath &im, Value src, Value gRow, Value gCol);

/// The copies of K-tile `kt`: `amdgpu.gather_to_lds` in DMA style; in
/// register style a global `vector.load` whose only use is a `vector.store`
/// into the LDS tile (what a Triton-like front end writes).
void emitCopies(OpBuilder &b, Location loc, IndexMath &im,
                const GemmConfig &cfg, llvm::ArrayRef<CopyAddr> copies,
                Value kt);

//===----------------------------------------------------------------------===//
// S2R and MFMA (GemmGenReads.cpp)
//===----------------------------------------------------------------------===//

/// Loop-invariant S2R addresses: [k-half][fragment] -> (row, col).
struct Frag {
  Value row, col;
};

using Frags = llvm::SmallVector<llvm::SmallVector<Frag>>;

/// S2R addresses of an operand stored with K contiguous (A M x K, B N x K):
/// lane l of fragment f, k-half h reads row waveIdx * waveTile + 16 f +
/// l % 16, logical chunk 4 h + l / 16 (with xor, swizzled by the row).
Frags planFrags(IndexMath &im, const GemmPlan &plan, int side, bool xorSwizzle,
                Value lane, Value waveIdx, int64_t waveTile, int64_t frags);

/// Transposing S2R addresses of an operand stored with K rows (B K x N with
/// --b-layout=kn, A K x M with --a-layout=km): per k-half and fragment two
/// ds_read_b64_tr_b16 (k rows +0..3 and +4..7 of the lane's MFMA k range),
/// out[h][2 f + p] = (k row, LDS column). In each 16 lanes, lane 4q + c
/// addresses k row q and columns 4c .. 4c+3 of the fragment; the read hands
/// lane i column i (B's column, A's row), k rows 0..3.
Frags planFragsKRows(IndexMath &im, const GemmPlan &plan, int side,
                     bool xorSwizzle, Value lane, Value waveIdx,
                     int64_t waveTile, int64_t frags);

/// Loop-invariant MX scale reads (docs/Fp8.md): the LDS scale tile of A
/// (0) and B (1), the tile row block of each 64 rows of the wave tile, and
/// the column of each K-step (256 s + 4 lane).
struct ScaleReads {
  Value lds[2];
  llvm::SmallVector<Value> rows[2];
  llvm::SmallVector<Value> cols;
};

/// The MX scale reads of a wave (waveM, waveN) and lane.
ScaleReads planScaleReads(IndexMath &im, const GemmPlan &plan, Value lane,
                          Value waveM, Value waveN, Value ldsSA, Value ldsSB);

/// The MFMAs of K-step `s` of dot `d`: amdgpu.mfma, or with MX scales
/// (`scales` non-null) one ds_read_b32 of scales per 64 rows of each wave
/// tile and amdgpu.scaled_mfma, fragment i taking byte i % 4 (op_sel) of
/// its block's word; FP4 sources are the i8 reads bitcast to FP4, FP8 ones
/// (MXFP8) are taken as they are.
void emitMfmaStep(OpBuilder &b, Location loc, const GemmPlan &plan,
                  const ScaleReads *scales, int64_t s, ArrayRef<Value> as,
                  ArrayRef<Value> bs, MutableArrayRef<Value> accs);

/// The fragments of one k-half read from a K-row tile (B K x N, A K x M):
/// two transposing reads of 4 elements each (`frags` in pairs), concatenated.
llvm::SmallVector<Value> emitTransposedReads(OpBuilder &b, Location loc,
                                             Value tile,
                                             llvm::ArrayRef<Frag> frags);

} // namespace mlir::cdna4pipe::gemmgen

#endif // CDNA4PIPE_LIB_GEMMGEN_GFX950WRITER_H
