//===- fuzz-pipeline.cpp - libFuzzer: the flow + a differential oracle ----===//
//
// Structured fuzzing of the pass pipeline. The fuzz bytes decode into
//   * generator parameters (tile shape, waves, dtypes, swizzle, trip count),
//   * schedule-pass options (slots, interleave stages, g2s policy, wait
//     granularity),
//   * IR edits on the interleaved kernel (Level 3): wait counts changed or
//     dropped, waits and barriers deleted or moved, ops swapped, slot indices
//     replaced by constants, the K-loop's trip count changed.
// The kernel is generated (lib/GemmGen), pipelined, raised and interleaved
// (the passes must not crash on any generator output), edited, then checked
// by the schedule verifier. The differential oracle: when the verifier
// accepts, the kernel is lowered to LLVM + ROCDL and one workgroup runs in
// the simulator under several timing policies; a race there means the
// verifier accepted a racy schedule: "UNSOUND", a finding.
//
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "cdna4pipe/Analysis/ScheduleVerifier.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/GemmGen/GemmGen.h"
#include "cdna4pipe/Sim/GemmHarness.h"
#include "cdna4pipe/Sim/Lowering.h"
#include "cdna4pipe/Sim/Simulator.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace cdna4pipe_fuzz;

namespace {

/// Generator and pass parameters decoded from the first bytes.
struct Params {
  GemmConfig gemm;
  unsigned numStages = 2, stages = 4;
  bool frontPolicy = false, iterationWaits = false;
};

Params decodeParams(ByteReader &in) {
  static const int64_t mn[] = {64, 128, 256};
  static const int64_t ks[] = {32, 64, 128};
  static const int64_t waves[] = {1, 2, 4, 8};
  Params p;
  p.gemm.tileM = mn[in.below(3)];
  p.gemm.tileN = mn[in.below(3)];
  p.gemm.tileK = ks[in.below(3)];
  p.gemm.waves = waves[in.below(4)];
  p.gemm.dtype = in.flag() ? "f16" : "bf16";
  static const char *cTypes[] = {"", "bf16", "f16", "f32"};
  p.gemm.cDtype = cTypes[in.below(4)];
  p.gemm.swizzle = in.flag() ? "none" : "xor";
  // One workgroup; a short K-loop (1..12 tiles) keeps the simulation fast.
  p.gemm.m = p.gemm.tileM;
  p.gemm.n = p.gemm.tileN;
  p.gemm.k = p.gemm.tileK * (1 + in.below(12));
  p.numStages = 1 + in.below(4);
  p.stages = 1 + in.below(8);
  p.frontPolicy = in.flag();
  p.iterationWaits = in.flag();
  return p;
}

std::string schedulePipeline(const Params &p) {
  return "cdna4pipe-software-pipeline{num-stages=" +
         std::to_string(p.numStages) +
         "},cdna4pipe-form-stages,cdna4pipe-interleave{stages=" +
         std::to_string(p.stages) +
         " g2s-policy=" + (p.frontPolicy ? "front" : "even") +
         " wait-granularity=" + (p.iterationWaits ? "iteration" : "stage") +
         " verify=false}";
}

/// Applies up to 4 edits decoded from `in` to the kernel. Edits may make the
/// IR invalid: the caller verifies it afterwards and drops such inputs.
void applyEdits(ModuleOp module, ByteReader &in) {
  SmallVector<Operation *> sched, all;
  SmallVector<scf::ForOp> loops;
  module->walk([&](Operation *op) {
    if (isa<WaitOp, BarrierOp, G2SOp, S2ROp, MFMAOp>(op))
      sched.push_back(op);
    if (auto f = dyn_cast<scf::ForOp>(op))
      loops.push_back(f);
    if (op->getParentOfType<gpu::GPUFuncOp>() &&
        !op->hasTrait<OpTrait::IsTerminator>())
      all.push_back(op);
  });
  if (sched.empty())
    return;
  unsigned numEdits = in.below(5);
  for (unsigned e = 0; e < numEdits && !in.empty(); ++e) {
    Operation *op = sched[in.below(sched.size())];
    OpBuilder b(op);
    switch (in.below(7)) {
    case 0: // change a wait's counts (or drop / add one)
      if (isa<WaitOp>(op)) {
        StringRef name = in.flag() ? "vmcnt" : "lgkmcnt";
        int v = int(in.below(20)) - 4;
        if (v < 0)
          op->removeAttr(name);
        else
          op->setAttr(name, b.getI32IntegerAttr(v));
      }
      break;
    case 1: // delete a wait or a barrier
      if (isa<WaitOp, BarrierOp>(op))
        eraseOp(op, sched, all);
      break;
    case 2: // move a schedule op before another op of its block
      moveWithinBlock(op, all[in.below(all.size())]);
      break;
    case 3: // swap with the next op
      swapWithNext(op);
      break;
    case 4: { // a constant slot index
      Value c = arith::ConstantIndexOp::create(b, op->getLoc(), in.below(5));
      if (auto g2s = dyn_cast<G2SOp>(op))
        g2s.getDstIndicesMutable()[0].set(c);
      else if (auto s2r = dyn_cast<S2ROp>(op))
        s2r.getIndicesMutable()[0].set(c);
      break;
    }
    case 5: // a new trip count (0..15) for a loop with static bounds
      if (!loops.empty()) {
        scf::ForOp f = loops[in.below(loops.size())];
        std::optional<int64_t> lo = getConstantIntValue(f.getLowerBound());
        std::optional<int64_t> st = getConstantIntValue(f.getStep());
        if (lo && st) {
          OpBuilder lb(f);
          Value ub = arith::ConstantIndexOp::create(
              lb, f.getLoc(), *lo + *st * int64_t(in.below(16)));
          f.getUpperBoundMutable().assign(ub);
        }
      }
      break;
    case 6: // a barrier inserted here
      BarrierOp::create(b, op->getLoc());
      break;
    }
  }
}

/// Runs one workgroup of the lowered kernel under several timing policies;
/// true when the simulator reports a race.
bool simulatorFindsRace(ModuleOp module, const GemmConfig &g) {
  if (failed(sim::lowerToLLVMROCDL(module))) {
    countOutcome("accepted-lowering-fails");
    return false;
  }
  FailureOr<LLVM::LLVMFuncOp> kernel = sim::findKernel(module);
  if (failed(kernel))
    return false;
  auto prog = sim::decodeKernel(*kernel);
  if (failed(prog))
    return false;
  std::optional<std::array<unsigned, 3>> bs = sim::programBlockSize(**prog);
  if (!bs)
    return false;
  unsigned cbytes = g.cDtype == "f32" ? 4 : 2;
  sim::GlobalMemory mem;
  uint64_t args[3] = {mem.addBuffer("A", uint64_t(g.m) * g.k * 2),
                      mem.addBuffer("B", uint64_t(g.n) * g.k * 2),
                      mem.addBuffer("C", uint64_t(g.m) * g.n * cbytes)};
  std::vector<sim::Policy> policies;
  sim::parsePolicies("lazy/rr,lazy/ahead,issue/random,random/random", policies);
  sim::Simulator simulator(*prog, mem, *bs, /*seed=*/1, /*maxReports=*/1);
  simulator.setMaxInstructions(uint64_t(1) << 22);
  for (const sim::Policy &pol : policies) {
    if (failed(simulator.runWorkgroup(pol, {0, 0, 0}, {1, 1, 1}, args))) {
      countOutcome("accepted-sim-error");
      return false;
    }
  }
  countOutcome("accepted-simulated");
  return simulator.numRaces() != 0;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  ByteReader in(data, size);
  Params p = decodeParams(in);
  FuzzContext fc;
  std::string error;
  OwningOpRef<ModuleOp> module = generateGemmModule(*fc.ctx, p.gemm, error);
  if (!module) {
    countOutcome("generator-rejects");
    return 0; // a configuration the generator rejects, with a reason
  }
  if (!runPipeline(*module, schedulePipeline(p))) {
    countOutcome("schedule-pass-rejects");
    return 0; // a schedule pass refused the configuration, with a reason
  }
  applyEdits(*module, in);
  if (failed(verify(*module))) {
    countOutcome("edits-invalid");
    return 0; // the edits broke dominance or an op's own rules
  }
  std::string before;
  {
    llvm::raw_string_ostream os(before);
    module->print(os);
  }
  if (failed(verifySchedules(*module))) {
    countOutcome("verifier-rejects");
    return 0; // rejected: nothing to cross-check
  }
  countOutcome("verifier-accepts");
  if (simulatorFindsRace(*module, p.gemm)) {
    llvm::errs() << before << "\n";
    fuzzFail("UNSOUND: the schedule verifier accepts the kernel above, the "
             "simulator finds a race in it",
             nullptr);
  }
  return 0;
}
