//===- HopperSharedBytes.h - bytes of Hopper shared views -------*- C++ -*-===//
//
// The pieces of the Hopper schedule verifier's model that are about
// memory and threads, not barriers: the exact bytes of the dynamic shared
// block a view covers (a `memref.view` of `gpu.dynamic_shared_memory`,
// through any chain of `memref.subview`s, strided or rank-reducing), a map
// of disjoint byte extents that splits where accesses begin and end, and
// sets of the block's threads. See lib/Analysis/HopperScheduleVerifier.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_ANALYSIS_HOPPERSHAREDBYTES_H
#define CDNA4PIPE_ANALYSIS_HOPPERSHAREDBYTES_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <map>
#include <optional>
#include <string>

namespace mlir {
namespace cdna4pipe {
namespace hopper {

/// Threads of one block, by linear id (x fastest).
using ThreadSet = llvm::BitVector;

/// "thread 0", "threads 1-127", "threads 0,32,64", "every thread" (the set
/// is one of `blockThreads` threads).
std::string describeThreads(const ThreadSet &threads);

/// A half-open byte range [begin, end) of the dynamic shared block.
struct ByteRun {
  int64_t begin = 0;
  int64_t end = 0;
};

/// The bytes `memref` covers, sorted and merged: a `memref.view` of
/// `gpu.dynamic_shared_memory` with a static identity-layout shape, through
/// `memref.subview`s. `value` evaluates the offsets (byte shift, subview
/// offsets, sizes and strides that are not static). Returns nullopt and sets
/// `why` when `memref` is no such view or a value cannot be evaluated.
std::optional<llvm::SmallVector<ByteRun>>
sharedBytes(Value memref,
            llvm::function_ref<std::optional<int64_t>(Value)> value,
            std::string &why);

/// The bytes of `runs` as "[b, e)" (one run) or "[b, e) in N pieces".
std::string describeRuns(llvm::ArrayRef<ByteRun> runs);

/// Disjoint byte extents, each with a T; bytes never touched have none.
/// `visit` splits the extents at the ends of a range and calls `f` on each
/// piece of it in order, creating default-constructed pieces for the gaps.
template <typename T> class ExtentMap {
public:
  void visit(ByteRun run, llvm::function_ref<void(ByteRun, T &)> f) {
    split(run.begin);
    split(run.end);
    int64_t at = run.begin;
    auto it = extents.lower_bound(run.begin);
    while (at < run.end) {
      if (it == extents.end() || it->first > at) {
        int64_t end =
            it == extents.end() ? run.end : std::min(run.end, it->first);
        it = extents.emplace_hint(it, at, std::make_pair(end, T()));
      }
      f(ByteRun{it->first, it->second.first}, it->second.second);
      at = it->second.first;
      ++it;
    }
  }
  /// Every extent, in address order.
  void forEach(llvm::function_ref<void(ByteRun, T &)> f) {
    for (auto &[begin, entry] : extents)
      f(ByteRun{begin, entry.first}, entry.second);
  }

private:
  void split(int64_t at) {
    auto it = extents.upper_bound(at);
    if (it == extents.begin())
      return;
    --it;
    if (it->first == at || it->second.first <= at)
      return;
    T copy = it->second.second;
    int64_t end = it->second.first;
    it->second.first = at;
    extents.emplace(at, std::make_pair(end, std::move(copy)));
  }

  std::map<int64_t, std::pair<int64_t, T>> extents; // begin -> (end, value)
};

} // namespace hopper
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_ANALYSIS_HOPPERSHAREDBYTES_H
