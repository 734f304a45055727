//===- GemmGen.h - Level 0 tile-GEMM kernel generator ----------*- C++ -*-===//
//
// Builds the Level 0 kernel of docs/KernelContract.md: one gpu.func computing
// C[M,N] = A[M,K] * B[N,K]^T on gfx950 with 16x16x32 MFMAs, LDS DMA copies
// (amdgpu.gather_to_lds) and an un-pipelined K-loop. cdna4-gemm-gen is a
// command-line shell over this library; embedders call generateGemmModule.
//
// Adding a generator option: a field in GemmConfig (with its default), its
// check in planGemm, its use in buildGemmModule, and one cl::opt bound to
// the field in lib/GemmGen/WriterMain.cpp (cdna4-gemm-gen's command line).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_GEMMGEN_GEMMGEN_H
#define CDNA4PIPE_GEMMGEN_GEMMGEN_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace mlir {
class MLIRContext;
namespace cdna4pipe {

/// What the user asks for.
struct GemmConfig {
  int64_t m = 8192, n = 8192, k = 8192;
  int64_t tileM = 256, tileN = 256, tileK = 64;
  int64_t waves = 8;
  // A's: bf16 | f16 | fp8e4m3 | fp8e5m2 | mxfp8 | mxfp4 (OCP MX: FP8 E4M3,
  // or packed FP4 E2M1 pairs as i8, with an E8M0 scale per 32 K-elements of
  // each row of A and column of B, two more kernel arguments; the two MX
  // formats mix; docs/Fp8.md).
  std::string dtype = "bf16";
  std::string bDtype;          // B's; empty: same as dtype
  std::string cDtype;          // bf16 | f16 | f32; empty: dtype (bf16 for FP8)
  std::string swizzle = "xor"; // none | xor
  // How B is stored (gfx950): "nk" (N x K, C = A*B^T) or "kn" (K x N,
  // C = A*B, Triton's usual layout). kn copies 16-byte pieces of K rows into
  // a BK x BN LDS tile and reads the MFMA B operand with the transposing
  // ds_read_b64_tr_b16 (amdgpu.transpose_load; 16-bit dtypes).
  std::string bLayout = "nk";
  // How A is stored (gfx950): "mk" (M x K) or "km" (K x M, C = A^T * B^T,
  // or A^T * B with bLayout "kn"): as B "kn", 16-byte pieces of K rows into a
  // BK x BM LDS tile, the MFMA A operand read with ds_read_b64_tr_b16.
  std::string aLayout = "mk";
  // dma: amdgpu.gather_to_lds, swizzle on the global side, bare barriers;
  // register: global vector.load -> vector.store into the swizzled LDS tile,
  // gpu.barrier (the natural front-end form; cdna4pipe-lds-dma rewrites it).
  std::string copyStyle = "dma";
  std::string target = "gfx950"; // gfx950 | sm90a
  // Dual dot (gated MLP / SwiGLU, gfx950): C1 += A*B1^T and C2 += A*B2^T in
  // one K-loop sharing A. BN is each dot's tile; a workgroup covers 2*BN
  // columns: rows [2j*BN, (2j+1)*BN) of B are B1's tile j and the next BN
  // rows B2's (C's columns likewise), so the kernel computes the plain GEMM
  // C = A*B^T with a BM x 2BN workgroup tile. B1 and B2 get their own LDS
  // buffers, copies and accumulators.
  bool dualB = false;
  int64_t dots() const { return dualB ? 2 : 1; }
  /// Columns of C one workgroup computes (both dots' with dualB).
  int64_t blockN() const { return dots() * tileN; }
  /// M, N or K is not a multiple of its tile (gfx950, DMA copies): the
  /// grid rounds up, copies of elements outside A or B read zeros through
  /// the buffer's bounds and C's stores are guarded.
  bool edges() const {
    return dynamic || m % tileM != 0 || n % blockN() != 0 || k % tileK != 0;
  }
  /// gfx950: the kernel takes memref<?x?x..> operands and reads M, N, K at
  /// run time (memref.dim; the K-loop's trip count ceil(K / BK)), with the
  /// edge guards of edges() and no known grid size: one kernel for every
  /// problem (m, n, k only bound the plan's checks). The contiguous
  /// dimension of A and B must be a multiple of 16 bytes at run time.
  bool dynamic = false;
  // sm90a: block order. 1: row-major over the tile grid (x = tile column);
  // G > 1: grouped, consecutive blocks walk G tile rows down before moving
  // one tile column right (L2 reuse among the blocks resident at once).
  int64_t groupM = 1;
  // sm90a schedule. "pipelined": the plain K-loop that
  // cdna4pipe-software-pipeline expands (cdna4-compile --num-stages).
  // "ws-persistent": the generator writes the pipeline itself: one producer
  // warpgroup (one thread issues the TMA copies, registers given back with
  // setmaxnreg) and BM/64 consumer warpgroups, `stages` shared-memory slots
  // with full and empty mbarriers, a persistent grid of `sms` blocks that
  // walk the tiles in the block order. Empty: "ws-persistent" (the
  // fastest measured, docs/Hopper.md).
  std::string schedule;
  int64_t stages = 0; // ws-persistent slots; 0: the most that fit (<= 4)
  int64_t sms = 132;  // ws-persistent grid (H100 SXM: 132 SMs)
  // ws-persistent epilogue. "registers": each thread stores its accumulator
  // pairs straight into C. "tma": each consumer warpgroup stages its rows
  // in shared memory (128-byte swizzle) and one thread stores them with TMA
  // bulk tensor stores that run under the next tile's main loop; C is then
  // passed as a tensor map. Empty: the fastest measured (docs/Hopper.md).
  std::string epilogue;
};

/// Quantities derived from a valid GemmConfig (names as in KernelContract.md).
struct GemmPlan {
  int64_t wm = 0, wn = 0;               // wave grid WM x WN (wave = wm*WN+wn)
  int64_t waveTileM = 0, waveTileN = 0; // (BM/WM) x (BN/WN)
  int64_t fa = 0, fb = 0;               // A/B fragments per wave
  int64_t copiesA = 0, copiesB = 0;     // 1 KiB copy instructions per wave
  // From the element width (bytes, never the dtype's name): elements per
  // 16-byte chunk and the MFMA's K (16x16x32 for 2-byte, 16x16x128 f8f6f4
  // for 1-byte elements); `steps` MFMA K-steps per K-tile.
  int64_t elemBytes = 2, chunkElems = 8, mfmaK = 32, steps = 0;
  // Per operand (0: A, 1: B): K-elements per memref element (2 for packed
  // FP4: A is M x K/2 i8) and the 16-byte S2R reads (k-slices of 4 chunks)
  // that make one MFMA source (1 for 16-bit and FP4 sources, 2 for FP8: see
  // docs/LaneLayouts.md). MXFP8 x MXFP4 differ between A and B.
  int64_t kPack[2] = {1, 1}, slices[2] = {1, 1};
  /// S2R k-slices of operand `side` per K-tile.
  int64_t kh(int side) const { return steps * slices[side]; }
  // MX block scales (E8M0): copy instructions of 64 lanes x scaleLaneBytes
  // per wave and K-tile for A's and B's scale tiles; 0 without scales.
  int64_t scaleCopiesA = 0, scaleCopiesB = 0, scaleLaneBytes = 4;
  bool scaled() const { return scaleCopiesA > 0; }
  /// Memref columns of one K-tile of operand `side`.
  int64_t tileCols(int64_t tileK, int side) const {
    return tileK / kPack[side];
  }
  int64_t ldsBytes = 0;
  int64_t warpgroups = 0;      // sm90a: 128-thread warpgroups, one per 64 rows
  int64_t producerThreads = 0; // sm90a ws-persistent: the producer warpgroup
  int64_t threads() const {
    return warpgroups ? warpgroups * 128 + producerThreads : (wm * wn) * 64;
  }
  int64_t mfmas() const { return fa * fb * steps; }
  int64_t s2r() const { return fa * kh(0) + fb * kh(1); }
};

/// Checks `cfg` (filling in defaults) and derives the plan. On failure returns
/// false and sets `error` to a one-line explanation.
bool planGemm(GemmConfig &cfg, GemmPlan &plan, std::string &error);

/// Builds the module for a config accepted by planGemm. The module is not
/// verified here.
OwningOpRef<ModuleOp> buildGemmModule(MLIRContext &ctx, const GemmConfig &cfg,
                                      const GemmPlan &plan);

/// The sm90a (Hopper) target of planGemm / buildGemmModule
/// (lib/GemmGen/GemmGenSm90.cpp): TMA copies completing on an mbarrier and
/// warpgroup MMAs (wgmma), C = A * B with A: MxK, B: KxN, C: MxN (f32,
/// bf16 or f16).
bool planGemmSm90(GemmConfig &cfg, GemmPlan &plan, std::string &error);

/// sm90a ws-persistent: registers per thread the producer warpgroup keeps
/// (setmaxnreg.dec) and those each consumer thread gets (setmaxnreg.inc)
/// with `consumerWarpgroups` consumer warpgroups, one block per SM.
constexpr int64_t kSm90ProducerRegisters = 40;
int64_t sm90ConsumerRegisters(int64_t consumerWarpgroups);
OwningOpRef<ModuleOp> buildGemmModuleSm90(MLIRContext &ctx,
                                          const GemmConfig &cfg,
                                          const GemmPlan &plan);

/// The entries of the `cdna4pipe.gemm` module attribute that every target
/// writes (problem, tile, element types); each target adds its own.
llvm::SmallVector<NamedAttribute> gemmAttrEntries(Builder &b,
                                                  const GemmConfig &cfg);

/// Registers and loads every dialect the generated module uses.
void loadGemmDialects(MLIRContext &ctx);

/// Parses a tile "BMxBNxBK" (three positive integers) into cfg.tileM/N/K.
/// On failure returns false and sets `error`.
bool parseGemmTile(llvm::StringRef text, GemmConfig &cfg, std::string &error);

/// The whole generator: plans `cfg` (filling in defaults), loads the dialects
/// into `ctx`, builds the module and verifies it. On failure returns null and
/// sets `error` to a one-line explanation.
OwningOpRef<ModuleOp> generateGemmModule(MLIRContext &ctx, GemmConfig &cfg,
                                         std::string &error);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_GEMMGEN_GEMMGEN_H
