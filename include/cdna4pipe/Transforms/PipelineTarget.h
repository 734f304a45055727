//===- PipelineTarget.h - software-pipeliner target hooks -------*- C++ -*-===//
//
// cdna4pipe-software-pipeline has one planning and expansion core
// (lib/Transforms/SoftwarePipelinePlanner.cpp, SoftwarePipeline.cpp): it
// finds the global -> workgroup copies of a K-loop and the reads of the
// copied buffers, puts them in stages, multi-buffers the buffers and lets
// scf::pipelineForLoop build the prologue / steady state / epilogue. What
// depends on the hardware sits behind this interface:
//
//   * which ops are copies, waits and barriers, and which accesses of a
//     copied buffer the multi-buffering understands;
//   * the shared-memory budget;
//   * the expansion: how a buffer gets its slots, and the synchronisation
//     the pipelined loop needs (gfx950: counted waits + s_barrier,
//     PipelineTargetGfx950.cpp; sm90a: one mbarrier per slot with
//     expect_tx and parity waits, PipelineTargetSm90.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_TRANSFORMS_PIPELINETARGET_H
#define CDNA4PIPE_TRANSFORMS_PIPELINETARGET_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

#include <memory>
#include <optional>
#include <string>

namespace mlir {
namespace cdna4pipe {

/// The plan the core builds for one loop; targets read it and add the
/// synchronisation ops they create (with their stage and order key).
struct PipelinePlan {
  scf::ForOp loop;
  int64_t lb = 0, step = 1, tripCount = 0;
  /// The upper bound is only known at run time: the loop is versioned on
  /// its trip count (pipelined when it reaches numStages, else left as
  /// written) and `tripCount` is unused.
  bool runtimeTripCount = false;
  unsigned numStages = 2;
  SmallVector<Operation *> copies;
  llvm::SetVector<Value> buffers;
  SmallVector<Operation *> syncOps;
  /// Stage of every anchor (non-clonable op of the body).
  DenseMap<Operation *, unsigned> stage;
  /// Order key of every anchor (ties: block order).
  DenseMap<Operation *, int64_t> order;
  /// Stage of the reads of the copied buffers.
  unsigned readStage = 1;
  /// Copy ops per iteration.
  int64_t copiesPerTile = 0;
  /// The first read of a copied buffer in the body (block order).
  Operation *firstRead = nullptr;
  /// sm90a: keep one warpgroup-MMA group in flight across iterations (the
  /// pass option keep-mma-in-flight).
  bool keepMmaInFlight = true;
  /// sm90a, with keepMmaInFlight: release slots through per-slot "empty"
  /// mbarriers instead of a CTA barrier (the pass option empty-barriers).
  bool emptyBarriers = false;
};

class PipelineTarget {
public:
  virtual ~PipelineTarget();

  /// "gfx950" or "sm90a", for diagnostics.
  virtual StringRef getName() const = 0;
  /// "LDS" or "shared-memory", for diagnostics.
  virtual StringRef getSharedMemoryName() const = 0;
  /// Waits and barriers of the un-pipelined body: dropped, re-synthesised.
  virtual bool isSyncOp(Operation *op) const = 0;
  /// The copied workgroup buffer a global -> workgroup copy writes (through
  /// views, the buffer they view), or null when `op` is no such copy.
  virtual Value getCopyDest(Operation *op) const = 0;
  /// Ops without declared memory effects that the target knows only read
  /// memory (sm90a: the warpgroup MMA reading shared memory through its
  /// descriptors).
  virtual bool onlyReadsMemory(Operation *op) const { return false; }
  /// Whether `user`, a direct user of copied buffer `buf`, is an access the
  /// multi-buffering can give a slot.
  virtual bool isRewritableAccess(Operation *user, Value buf) const = 0;
  /// Why a copied buffer (or the loop) cannot be pipelined by this target,
  /// or nullopt. `at` is set to the op to report at (default: the copy).
  virtual std::optional<std::string> checkLoop(const PipelinePlan &plan,
                                               Operation *&at) const = 0;
  /// Shared-memory bytes of the enclosing function after N-fold
  /// multi-buffering of the plan's buffers, and the target's limit.
  virtual int64_t sharedBytesAfter(const PipelinePlan &plan) const = 0;
  virtual int64_t sharedLimit() const = 0;
  /// Whether a loop whose trip count is only known at run time may be
  /// versioned and pipelined (the synchronisation the target synthesises
  /// does not depend on the trip count).
  virtual bool supportsRuntimeTripCount() const { return false; }

  /// Gives every copied buffer N slots, accesses in iteration t going to
  /// slot `slot` (= t mod N, computed at the start of the body from the
  /// induction variable, so the pipeliner skews it with each stage).
  virtual void multiBuffer(PipelinePlan &plan, Value slot,
                           OpBuilder &b) const = 0;
  /// Creates the synchronisation of the pipelined body (`tile` is the
  /// iteration index t) and records each op's stage and order in `plan`.
  virtual void synthesizeSync(PipelinePlan &plan, Value tile, Value slot,
                              OpBuilder &b) const = 0;
  /// scf::pipelineForLoop's annotation hook (wait counts on gfx950).
  virtual void annotate(const PipelinePlan &plan, Operation *op,
                        scf::PipeliningOption::PipelinerPart part,
                        unsigned iteration, RewriterBase &rewriter) const {}
};

/// The target whose copies `loop` holds, or null.
const PipelineTarget *getPipelineTarget(scf::ForOp loop);

/// The two targets (one instance each).
const PipelineTarget &getGfx950PipelineTarget();
const PipelineTarget &getSm90PipelineTarget();

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_TRANSFORMS_PIPELINETARGET_H
