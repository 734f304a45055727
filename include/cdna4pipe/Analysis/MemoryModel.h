//===- MemoryModel.h - gfx950 LDS facts -------------------------*- C++ -*-===//
//
// The memory facts the schedule verifier (lib/Analysis/Schedule*.cpp, over
// cdna4pipe ops) and the simulator (lib/Sim, over LLVM + ROCDL) both reason
// with, stated once so that the two cannot drift apart:
//
//   * which LDS bytes an LDS DMA writes (global_load_lds / buffer_load ...
//     lds): the destination is wave-uniform (M0, lane 0's address) and lane
//     l writes its `perLane` units at base + l * perLane;
//   * which wait retires which copies: vmcnt and lgkmcnt count instructions
//     of one wave, in issue order; `s_waitcnt cnt(N)` retires the oldest
//     ones until at most N remain;
//   * when a write is visible to a read: once retired by the reading wave
//     itself, or once retired by its own wave in an earlier barrier epoch (a
//     barrier follows the retiring wait). A write that is visible to every
//     wave can never take part in a hazard again.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_ANALYSIS_MEMORYMODEL_H
#define CDNA4PIPE_ANALYSIS_MEMORYMODEL_H

#include <cstdint>

namespace mlir {
namespace cdna4pipe {

/// The LDS destination of lane `lane` of an LDS DMA whose wave-uniform
/// destination is `waveBase` and which moves `perLane` units per lane (bytes
/// in the simulator, elements in the verifier's footprints).
inline int64_t ldsDmaLaneDest(int64_t waveBase, int64_t lane, int64_t perLane) {
  return waveBase + lane * perLane;
}

/// A wait with count `count` on an in-order counter: retires the entries of
/// `fifo` (calls `retire` on the oldest, then pops it) until at most `count`
/// remain. `retire` must not change `fifo`.
template <typename Fifo, typename Fn>
void retireToCount(Fifo &fifo, uint64_t count, Fn &&retire) {
  while (fifo.size() > count) {
    retire(fifo.front());
    fifo.pop_front();
  }
}

/// A write retired in barrier epoch `retireEpoch` (by its own wave) is
/// visible to every wave from epoch `epoch` on when a barrier separates them.
inline bool releasedToAllWaves(bool retired, uint64_t retireEpoch,
                               uint64_t epoch) {
  return retired && retireEpoch < epoch;
}

/// Whether a read in barrier epoch `epoch` sees a write: retired by the
/// reading wave itself (`sameWave`), or released to all waves.
inline bool writeVisibleToRead(bool retired, bool sameWave,
                               uint64_t retireEpoch, uint64_t epoch) {
  return retired && (sameWave || retireEpoch < epoch);
}

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_ANALYSIS_MEMORYMODEL_H
