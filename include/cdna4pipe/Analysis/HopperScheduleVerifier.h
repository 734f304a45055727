//===- HopperScheduleVerifier.h - TMA + mbarrier schedule proof -*- C++ -*-===//
//
// Proves a Hopper (sm90a) pipelined schedule (docs/Hopper.md) by executing
// the function in program order with every loop unrolled (static trip
// counts) for every thread of the block at once: `scf.if` and op predicates
// split the active threads (evaluated per thread with IndexEvaluator), and
// each mbarrier's phases, each shared byte's contents and each warpgroup's
// MMA groups are followed (lib/Analysis/HopperProtocol.h). Threads that
// split at an `scf.if` and never meet again (a warp-specialised producer
// and its consumer warpgroups) run as concurrent processes, one per
// warpgroup of each side, interleaved at their mbarrier waits; a
// persistent loop (`scf.for` from `gpu.block_id`) is followed for one block
// per trip count of the known grid (lib/Analysis/HopperScheduleVerifier.cpp).
// Rules, each reported at the offending op with the iteration:
//
//  * parity: `try_wait.parity` P passes at once when the barrier's first
//    incomplete phase has the other parity, else waits for that phase; a
//    wait that passes at once and shows no waiting thread a new phase while
//    copies are in flight is the parity not flipped on reuse;
//  * arrivals: every thread whose predicate holds arrives once; a phase
//    needs exactly the init count (more in one op: "exceed its count"; a
//    wait on a phase that gets fewer: deadlock); an `arrive.expect_tx` or a
//    TMA copy issued by more than one thread is reported as such;
//  * init: `mbarrier.init` of a live barrier (re-init) is rejected; a thread
//    that did not run the init may use the barrier only after a
//    `gpu.barrier` published it; a count below 1 is rejected;
//  * expect_tx: the bytes announced for a phase must equal the bytes of the
//    copies completing on that barrier in that phase;
//  * bytes: tracked exactly, through `memref.subview` (strided and
//    rank-reducing). A copy must not overwrite bytes whose previous data is
//    still in flight or unread, bytes another copy of the same phase
//    writes, nor bytes read since their fill unless every reader's read was
//    released to the copying thread: by a `gpu.barrier` after the readers'
//    MMA groups retired, or by an arrival (after the MMA groups retired) on
//    a consumer-release barrier phase the copying thread waited for: of a
//    thread of the reader's warp, or for an MMA read of a thread of the
//    reading warpgroup (an MMA is one operation of its warpgroup);
//  * reads (warpgroup MMA through its descriptors, per warpgroup; memref /
//    vector loads): every byte filled, its copy's phase observed by each
//    reading thread (its own wait, or a wait by another thread and a
//    `gpu.barrier` since), and not read and released before (stale bytes a
//    partial refill left behind);
//  * control flow: a `gpu.barrier` every thread reaches; a warpgroup MMA by
//    whole warpgroups; barrier ids, parities, counts and byte counts the
//    same in every thread that executes the op;
//  * accumulators: `nvgpu.warpgroup.mma.store` needs every MMA group of its
//    warpgroup retired;
//  * TMA stores: every byte written, fenced (`fence.proxy.async`) and
//    published by a barrier to the issuing thread; no write into bytes a
//    store still reads (until `cp.async.bulk.wait_group` retired it and a
//    barrier told the writer); no store still reading when its thread ends;
//    a named barrier met by exactly its thread count.
//
//  * concurrency: a wait that no other unfinished thread can complete (every
//    process waits) is a deadlock; the processes run twice, each side's
//    first once, each resuming as soon as its phase completes;
//  * blocks: a persistent loop needs `known_grid_size`; any other value the
//    rules use must not depend on `gpu.block_id`.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_ANALYSIS_HOPPERSCHEDULEVERIFIER_H
#define CDNA4PIPE_ANALYSIS_HOPPERSCHEDULEVERIFIER_H

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir {
namespace cdna4pipe {

/// Whether `func` holds Hopper TMA copies (`nvgpu.tma.async.load`).
bool hasHopperCopies(FunctionOpInterface func);

/// Verifies one function with TMA copies; success for one without. With
/// `summary`, a verified function gets a remark saying how it was run (the
/// blocks, and the thread classes that ran concurrently).
LogicalResult verifyHopperSchedule(FunctionOpInterface func,
                                   bool summary = false);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_ANALYSIS_HOPPERSCHEDULEVERIFIER_H
