//===- TileOrder.h - which output tile each workgroup computes -----*- C++ -*-//
//
// A GEMM kernel need not compute its output tiles in launch order: AITER's
// FP4 kernels, for one, remap the workgroup id in their prologue (groups of
// 32 N-tiles by every M-tile, N fastest within a group). The order decides
// which panels of A and B a round of workgroups reads together, so the chip
// model (Chip.h) takes it from the kernel's own code: the scalar code before
// the main loop is evaluated for each workgroup id, with the launch's sizes
// in the kernel arguments the metadata names (Mdim / M, Ndim / N, Kdim / K,
// the split), and the tile is read off where the workgroup's A and B
// pointers end up. A kernel whose prologue the evaluator does not
// understand keeps the launch order, with the reason.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PERF_TILEORDER_H
#define CDNA4PIPE_PERF_TILEORDER_H

#include "cdna4pipe/Perf/Program.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace mlir {
namespace cdna4pipe {
namespace perf {

struct GemmLaunch;

/// The tile and K slice of every workgroup, by its linear id in launch
/// order (the grid's x fastest, then y, then z: GemmLaunch::grid).
struct TileOrder {
  std::vector<uint32_t> mTile, nTile;
  /// Empty: the slice is the launch's z.
  std::vector<uint32_t> slice;
  /// Per workgroup, the bytes its first load from A (from B) finds left in
  /// its buffer (WaveEval.h's bufferBytesLeft); kUnbounded where the load
  /// does not read a bounded buffer. AITER's kernels bound A's buffer at the
  /// rows left in M, so a partial M-tile's loads past M move no bytes.
  std::vector<uint64_t> aBytesLeft, bBytesLeft;
  static constexpr uint64_t kUnbounded = ~uint64_t(0);
  /// True when some workgroup computes another tile than launch order's.
  bool remapped = false;
  /// The bytes a wave's main-loop loads move into its CU per trip, in whole
  /// cache lines: the work-items of a workgroup that read one line share it
  /// (AITER's FP8 scale loads: 64 lanes read 16 distinct dwords, every wave
  /// the same), over the workgroup's waves. 0: not read from the code.
  double loopLineBytesPerWave = 0;
};

/// The cache line of the CDNA3 / CDNA4 vector L1 and L2 caches, in bytes.
constexpr unsigned kLineBytes = 128;

/// The prologue of one kernel (its code before the main loop, decoded once)
/// and what its evaluation needs from the metadata.
class KernelPrologue {
public:
  ~KernelPrologue();
  KernelPrologue(KernelPrologue &&);
  KernelPrologue &operator=(KernelPrologue &&);

  /// Decodes the prologue of `program` (read from `listing`). Fails, with
  /// the reason, when the metadata does not name the kernel's arguments
  /// (the sizes, A and B) or the kernel descriptor's SGPR layout is missing.
  static llvm::Expected<KernelPrologue> read(llvm::StringRef listing,
                                             const Program &program);

  /// The tile each workgroup of `launch` computes (Chip.h's grid). Fails, with
  /// the reason, when the evaluation does not reach the main loop with known A
  /// and B pointers, or their offsets are not one distinct panel per tile.
  llvm::Expected<TileOrder> order(const GemmLaunch &launch) const;

  struct Impl;

private:
  explicit KernelPrologue(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl;
};

} // namespace perf
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PERF_TILEORDER_H
