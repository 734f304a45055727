//===- HopperScheduleVerifier.h - TMA + mbarrier schedule proof -*- C++ -*-===//
//
// Proves a Hopper (sm90a) pipelined schedule (docs/Hopper.md) by executing
// the function's control flow with every K-loop unrolled (static trip
// counts), evaluating barrier ids, parities, byte counts and shared-memory
// offsets with IndexEvaluator for the copy-issuing thread (thread 0), and
// following each mbarrier's phases and each shared-memory tile's contents.
// Rules, each reported at the offending op with the iteration:
//
//  * parity: a `try_wait.parity` on barrier b waits for the oldest phase k
//    of b whose copies it has not waited for; its parity must be k mod 2
//    (a parity that is not flipped when a barrier is reused waits for a
//    phase that has already completed and reads the slot too early);
//  * re-init: `mbarrier.init` of a barrier that has begun a phase (a live
//    barrier) is rejected;
//  * expect_tx: the bytes announced for a phase must equal the bytes of the
//    copies completing on that barrier in that phase;
//  * slot release: a copy must not overwrite a tile whose previous data is
//    still in flight or not yet read, nor one read since the last
//    `gpu.barrier` (the readers have not released it), nor one a warpgroup
//    MMA group still reads: a `gpu.barrier` releases a tile only once the
//    group reading it was retired (`waitGroup` g of an MMA, or
//    `nvvm.wgmma.wait.group.sync.aligned` g, retires all but the g newest
//    groups);
//  * reads: a read of a tile (a warpgroup MMA through its descriptors,
//    memref/vector load) must follow the wait for the copy that filled it;
//  * accumulators: `nvgpu.warpgroup.mma.store` needs every MMA group
//    retired.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_ANALYSIS_HOPPERSCHEDULEVERIFIER_H
#define CDNA4PIPE_ANALYSIS_HOPPERSCHEDULEVERIFIER_H

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir {
namespace cdna4pipe {

/// Whether `func` holds Hopper TMA copies (`nvgpu.tma.async.load`).
bool hasHopperCopies(FunctionOpInterface func);

/// Verifies one function with TMA copies; success for one without.
LogicalResult verifyHopperSchedule(FunctionOpInterface func);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_ANALYSIS_HOPPERSCHEDULEVERIFIER_H
