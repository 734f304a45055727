//===- Gfx950Consts.h - gfx950 facts shared by the GEMM writer --*- C++ -*-===//
//
// Private to lib/GemmGen: the hardware and layout constants that both the
// planner (GemmPlan.cpp) and the IR writer (GemmGen.cpp) use.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_LIB_GEMMGEN_GFX950CONSTS_H
#define CDNA4PIPE_LIB_GEMMGEN_GFX950CONSTS_H

#include <cstdint>

namespace mlir::cdna4pipe::gemmgen {
constexpr int64_t kWaveSize = 64;
constexpr int64_t kCopyBytes = 1024; // 64 lanes x 16 bytes
constexpr int64_t kChunkBytes = 16;  // bytes per lane per copy / S2R
constexpr int64_t kMfmaM = 16, kMfmaN = 16;
constexpr int64_t kSliceChunks = 4;      // 16-byte chunks of one S2R k-slice
constexpr int64_t kScaleBlock = 32;      // K-elements per E8M0 scale
constexpr int64_t kScaleRows = 64;       // rows of one scale row block
constexpr int64_t kScaleStepBytes = 256; // 64 lanes x 4 bytes per MFMA K
} // namespace mlir::cdna4pipe::gemmgen

#endif // CDNA4PIPE_LIB_GEMMGEN_GFX950CONSTS_H
