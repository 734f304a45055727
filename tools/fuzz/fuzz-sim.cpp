//===- fuzz-sim.cpp - libFuzzer: the simulator on edited lowered kernels --===//
//
// Real kernels from the flow (lib/GemmGen + the cdna4pipe-to-gfx950
// pipeline, one of a few configurations, lowered once and cached as text),
// edited at the LLVM + ROCDL level the simulator executes: s_waitcnt
// encodings replaced, waits / barriers / sched_barriers / priorities deleted
// or moved, barriers inserted, integer constants (loop bounds, addresses,
// strides) and compare predicates changed. The simulator runs one workgroup
// under two timing policies with a small instruction budget: a crash, a
// sanitizer report or a hang is a finding; diagnostics (races, barrier
// mismatches, out-of-bounds accesses, budget exhausted) are expected.
//
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "cdna4pipe/GemmGen/GemmGen.h"
#include "cdna4pipe/Pipelines/Pipelines.h"
#include "cdna4pipe/Sim/GemmHarness.h"
#include "cdna4pipe/Sim/Simulator.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace cdna4pipe_fuzz;

namespace {

/// The kernels edited: small problems (one workgroup, 4 K-tiles) so a run is
/// quick, covering 1..8 waves, both dtypes and 2/3 slots.
struct KernelChoice {
  const char *tile;
  int64_t waves;
  const char *dtype;
  unsigned numStages;
};
const KernelChoice kChoices[] = {
    {"128x128x64", 4, "bf16", 2}, {"128x128x64", 4, "f16", 3},
    {"64x64x64", 1, "bf16", 2},   {"256x128x64", 8, "bf16", 2},
    {"128x64x64", 2, "f16", 3},
};

/// The lowered module for a choice (generated and compiled on first use).
const std::string &loweredKernel(unsigned idx) {
  static std::map<unsigned, std::string> cache;
  auto it = cache.find(idx);
  if (it != cache.end())
    return it->second;
  const KernelChoice &c = kChoices[idx];
  FuzzContext fc;
  GemmConfig cfg;
  std::string error;
  if (!parseGemmTile(c.tile, cfg, error))
    fuzzFail("bad tile in the harness: " + error, nullptr);
  cfg.waves = c.waves;
  cfg.dtype = c.dtype;
  cfg.m = cfg.tileM, cfg.n = cfg.tileN, cfg.k = cfg.tileK * 4;
  OwningOpRef<ModuleOp> module = generateGemmModule(*fc.ctx, cfg, error);
  if (!module)
    fuzzFail("the generator rejects a harness kernel: " + error, nullptr);
  Gfx950PipelineOptions opts;
  opts.numStages = c.numStages;
  opts.schedule = "default"; // the harness schedules what it fuzzes
  std::string errs;
  llvm::raw_string_ostream es(errs);
  FailureOr<std::string> text = buildGfx950PipelineText(opts, es);
  StringRef inner = *text;
  inner.consume_front("builtin.module(");
  inner.consume_back(")");
  if (!runPipeline(*module, inner))
    fuzzFail("the flow fails on a harness kernel: " + fc.lastError, *module);
  std::string s;
  llvm::raw_string_ostream os(s);
  module->print(os);
  return cache[idx] = s;
}

bool isScheduleOp(Operation *op) {
  StringRef n = op->getName().getStringRef();
  return n == "rocdl.s.waitcnt" || n == "rocdl.s.barrier" ||
         n == "rocdl.sched.barrier" || n == "rocdl.s.setprio";
}

/// Applies up to 6 edits decoded from `in`.
void applyEdits(LLVM::LLVMFuncOp func, ByteReader &in) {
  SmallVector<Operation *> sched, consts, cmps, all;
  func->walk([&](Operation *op) {
    if (op == func.getOperation())
      return;
    if (isScheduleOp(op))
      sched.push_back(op);
    else if (isa<LLVM::ConstantOp>(op) &&
             isa<IntegerAttr>(op->getAttr("value")))
      consts.push_back(op);
    else if (isa<LLVM::ICmpOp>(op))
      cmps.push_back(op);
    if (!op->hasTrait<OpTrait::IsTerminator>())
      all.push_back(op);
  });
  unsigned numEdits = in.below(7);
  for (unsigned e = 0; e < numEdits && !in.empty(); ++e) {
    unsigned kind = in.below(6);
    if (kind <= 2 && sched.empty())
      continue;
    Operation *op = kind <= 2 ? sched[in.below(sched.size())] : nullptr;
    OpBuilder b(func.getContext());
    switch (kind) {
    case 0: // a new s_waitcnt encoding (or delete any schedule op)
      if (op->getName().getStringRef() == "rocdl.s.waitcnt" && in.flag()) {
        op->setAttr("bitfield", b.getI32IntegerAttr(in.below(65536)));
      } else {
        eraseOp(op, sched, all);
      }
      break;
    case 1: // move a schedule op before another op of its block
      moveWithinBlock(op, all[in.below(all.size())]);
      break;
    case 2: { // duplicate a schedule op before some op (a barrier more)
      Operation *to = all[in.below(all.size())];
      b.setInsertionPoint(to);
      b.clone(*op);
      break;
    }
    case 3: // an integer constant changed
      if (!consts.empty()) {
        Operation *c = consts[in.below(consts.size())];
        auto attr = cast<IntegerAttr>(c->getAttr("value"));
        int64_t v = int64_t(in.below(4096)) - 64;
        if (in.flag())
          v = attr.getValue().getSExtValue() + (int64_t(in.below(9)) - 4);
        c->setAttr("value", IntegerAttr::get(attr.getType(), v));
      }
      break;
    case 4: // a compare predicate changed
      if (!cmps.empty()) {
        auto cmp = cast<LLVM::ICmpOp>(cmps[in.below(cmps.size())]);
        cmp.setPredicate(LLVM::ICmpPredicate(in.below(10)));
      }
      break;
    case 5: // two neighbouring ops swapped
      if (!all.empty())
        swapWithNext(all[in.below(all.size())]);
      break;
    }
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  ByteReader in(data, size);
  unsigned choice = in.below(std::size(kChoices));
  const std::string &text = loweredKernel(choice);
  FuzzContext fc;
  ParserConfig config(fc.ctx);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, config);
  if (!module)
    fuzzFail("a cached kernel does not parse back: " + fc.lastError, nullptr);
  FailureOr<LLVM::LLVMFuncOp> found = sim::findKernel(*module);
  if (failed(found))
    fuzzFail("no kernel in a harness module", *module);
  LLVM::LLVMFuncOp kernel = *found;
  applyEdits(kernel, in);
  if (failed(verify(*module))) {
    countOutcome("edits-invalid");
    return 0;
  }

  auto prog = sim::decodeKernel(kernel);
  if (failed(prog)) {
    countOutcome("decode-rejects");
    return 0;
  }
  std::optional<std::array<unsigned, 3>> bs = sim::programBlockSize(**prog);
  if (!bs)
    return 0;
  const KernelChoice &c = kChoices[choice];
  GemmConfig cfg;
  std::string error;
  (void)parseGemmTile(c.tile, cfg, error);
  uint64_t k = cfg.tileK * 4;
  sim::GlobalMemory mem;
  uint64_t args[3] = {mem.addBuffer("A", uint64_t(cfg.tileM) * k * 2),
                      mem.addBuffer("B", uint64_t(cfg.tileN) * k * 2),
                      mem.addBuffer("C", uint64_t(cfg.tileM) * cfg.tileN * 2)};
  std::vector<sim::Policy> policies;
  sim::parsePolicies("lazy/rr,random/random", policies);
  sim::Simulator simulator(*prog, mem, *bs, /*seed=*/in.byte(),
                           /*maxReports=*/1);
  // Bounded steps: an edited loop that never ends stops here (a diagnostic,
  // not a libFuzzer timeout).
  simulator.setMaxInstructions(uint64_t(1) << 20);
  for (const sim::Policy &pol : policies) {
    if (failed(simulator.runWorkgroup(pol, {0, 0, 0}, {1, 1, 1}, args))) {
      countOutcome("sim-error");
      return 0;
    }
  }
  countOutcome(simulator.numRaces() ? "sim-races" : "sim-clean");
  return 0;
}
