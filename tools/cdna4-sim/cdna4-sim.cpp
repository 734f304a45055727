//===- cdna4-sim.cpp - run gfx950 kernels on the CPU ----------------------===//
//
// cdna4-sim KERNEL.mlir --gemm M,N,K [--blocks LIST|N|all] [--policy P]
//                       [--seed S] [--tile BMxBNxBK] [--block-size T]
//                       [--a-layout mk|km] [--b-layout nk|kn] [--batch N]
// cdna4-sim KERNEL.mlir --attention [--blocks ...] [--policy P] [--seed S]
//
// Lowers the kernel to LLVM + ROCDL when needed and runs it as a GEMM with
// lib/Sim's harness (GemmHarness.h: seeded inputs, reference, tolerance,
// workgroup selection) under each timing policy; with --attention as the
// attention forward pass its cdna4pipe.attention attribute describes
// (AttnHarness.h). This file only maps the
// command line onto GemmOptions and prints the verdicts. Exit code 0 only on
// PASS with no race; 1 on FAIL or a simulation error; 2 on bad input.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Conversion/Passes.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/Sim/AttnHarness.h"
#include "cdna4pipe/Sim/GemmHarness.h"
#include "cdna4pipe/Sim/Kernel.h"
#include "cdna4pipe/Sim/Lowering.h"
#include "cdna4pipe/Sim/Simulator.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::cdna4pipe::sim;
namespace cl = llvm::cl;

static cl::OptionCategory simCat("cdna4-sim options");

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<kernel.mlir>"),
                                      cl::init("-"), cl::cat(simCat));
static cl::opt<std::string> gemmOpt("gemm", cl::desc("M,N,K of the problem"),
                                    cl::cat(simCat));
static cl::opt<bool> attentionOpt(
    "attention",
    cl::desc("run an attention forward kernel (cdna4-attn-gen) against "
             "softmax(Q K^T * scale) V; the shape is the kernel's "
             "cdna4pipe.attention attribute"),
    cl::cat(simCat));
static cl::opt<std::string>
    blocksOpt("blocks",
              cl::desc("workgroups to run: a count (spread over the grid), "
                       "'all', or a list of linear ids / bx:by pairs"),
              cl::init("3"), cl::cat(simCat));
static cl::opt<std::string>
    policyOpt("policy",
              cl::desc("LANDING/INTERLEAVE[,...] with LANDING (when LDS "
                       "DMAs land and ds_reads sample) in issue|lazy|random "
                       "and INTERLEAVE in rr|ahead|random, or 'all'"),
              cl::init("lazy/rr"), cl::cat(simCat));
static cl::opt<uint64_t> seedOpt("seed", cl::desc("random seed"), cl::init(1),
                                 cl::cat(simCat));
static cl::opt<std::string> tileOpt("tile",
                                    cl::desc("BMxBNxBK when the kernel has no "
                                             "cdna4pipe.gemm attribute"),
                                    cl::cat(simCat));
static cl::opt<unsigned> blockSizeOpt("block-size",
                                      cl::desc("threads per workgroup when "
                                               "the kernel does not say"),
                                      cl::init(0), cl::cat(simCat));
static cl::opt<std::string> dtypeOpt("dtype", cl::desc("bf16|f16 (fallback)"),
                                     cl::init("bf16"), cl::cat(simCat));
static cl::opt<std::string> cdtypeOpt("c-dtype",
                                      cl::desc("bf16|f16|f32 (fallback)"),
                                      cl::init("bf16"), cl::cat(simCat));
static cl::opt<std::string>
    bLayoutOpt("b-layout",
               cl::desc("nk (B is N x K, C = A B^T) | kn (B is K x N, "
                        "C = A B) (fallback)"),
               cl::init("nk"), cl::cat(simCat));
static cl::opt<std::string>
    aLayoutOpt("a-layout",
               cl::desc("mk (A is M x K) | km (A is K x M, C = A^T B^T or "
                        "A^T B) (fallback)"),
               cl::init("mk"), cl::cat(simCat));
static cl::opt<int64_t>
    batchOpt("batch",
             cl::desc("matrices per operand ([batch x rows x cols], "
                      "workgroup id z); the last one is run and checked"),
             cl::init(0), cl::cat(simCat));
static cl::opt<bool> printLowered("print-lowered-kernel",
                                  cl::desc("print the LLVM + ROCDL module"),
                                  cl::cat(simCat));
static cl::opt<bool> printStats("sim-stats", cl::desc("print timing figures"),
                                cl::cat(simCat));
static cl::opt<bool>
    printLowering("print-lowering",
                  cl::desc("print the detected input level and the lowering "
                           "pipeline run on it"),
                  cl::cat(simCat));
static cl::opt<unsigned> maxReports("max-race-reports",
                                    cl::desc("distinct races reported"),
                                    cl::init(4), cl::cat(simCat));
static cl::opt<uint64_t> maxInstructions(
    "max-instructions",
    cl::desc("wave-instructions one workgroup may execute before the run "
             "stops with an error (a kernel that does not end)"),
    cl::init(Simulator::kDefaultMaxInstructions), cl::cat(simCat));

namespace {

bool parseInts(StringRef s, char sep, SmallVectorImpl<int64_t> &out) {
  SmallVector<StringRef> parts;
  s.split(parts, sep);
  for (StringRef p : parts) {
    int64_t v;
    if (p.trim().getAsInteger(10, v))
      return false;
    out.push_back(v);
  }
  return true;
}

/// The options every harness (GemmOptions, AttnOptions) takes: which
/// workgroups, the timing policies, the seed and the limits. Prints why not
/// and returns false.
bool readRunOptions(HarnessOptions &o) {
  o.policies.clear();
  if (!parsePolicies(policyOpt, o.policies)) {
    llvm::errs() << "cdna4-sim: bad --policy '" << policyOpt << "'\n";
    return false;
  }
  o.blocks = blocksOpt;
  o.seed = seedOpt;
  o.maxRaceReports = maxReports;
  o.maxInstructions = maxInstructions;
  return true;
}

/// Maps the command line onto GemmOptions; prints why not and returns false.
bool readOptions(GemmOptions &o) {
  SmallVector<int64_t> mnk;
  if (!parseInts(gemmOpt, ',', mnk) || mnk.size() != 3 || mnk[0] <= 0 ||
      mnk[1] <= 0 || mnk[2] <= 0) {
    llvm::errs() << "cdna4-sim: --gemm expects M,N,K\n";
    return false;
  }
  o.m = mnk[0], o.n = mnk[1], o.k = mnk[2];
  if (!tileOpt.empty()) {
    SmallVector<int64_t> t;
    if (!parseInts(tileOpt, 'x', t) || t.size() != 3) {
      llvm::errs() << "cdna4-sim: --tile expects BMxBNxBK\n";
      return false;
    }
    o.tile = {t[0], t[1], t[2]};
  }
  if (!readRunOptions(o))
    return false;
  o.blockSize = blockSizeOpt;
  o.dtype = dtypeOpt;
  o.cdtype = cdtypeOpt;
  o.bLayout = bLayoutOpt;
  o.aLayout = aLayoutOpt;
  o.batch = batchOpt;
  return true;
}

/// One policy's verdict; `out` names the output matrix in the first bad
/// element.
void printPolicy(size_t blocks, unsigned gridX, unsigned gridY,
                 const GemmPolicyResult &p, StringRef out) {
  llvm::outs() << "policy " << p.policy.str() << ": " << blocks
               << " workgroup(s) of " << gridX << "x" << gridY
               << ", max abs err " << llvm::format("%.3e", p.maxAbsErr)
               << ", max rel err " << llvm::format("%.3e", p.maxRelErr) << ", "
               << p.badElements << " element(s) out of tolerance";
  if (p.badElements)
    llvm::outs() << " (first " << out << "[" << p.firstBadRow << "]["
                 << p.firstBadCol << "])";
  llvm::outs() << ", " << p.races << " race(s): " << (p.pass ? "PASS" : "FAIL")
               << "\n";
}

/// The exit code of a run that did not get to a verdict (bad input: 2, a
/// simulation error: 1), after saying why; nullopt for one that did.
std::optional<int> stoppedEarly(const HarnessRun &r) {
  if (r.status == HarnessRun::Status::Usage) {
    if (!r.message.empty())
      llvm::errs() << "cdna4-sim: " << r.message << "\n";
    return 2;
  }
  if (r.status == HarnessRun::Status::Simulation)
    return 1;
  return std::nullopt;
}

void printStatsLine(const HarnessRun &r) {
  if (printStats) {
    const SimStats &s = r.stats;
    llvm::outs() << "stats: " << llvm::format("%.3f", r.seconds) << " s, "
                 << s.instructions << " wave-instructions ("
                 << llvm::format("%.1f", s.instructions / r.seconds / 1e6)
                 << " M/s), " << s.mfmas << " MFMAs, " << s.dmas
                 << " LDS DMAs, " << s.dsReads << " ds_reads, " << s.barriers
                 << " barrier arrivals\n";
  }
}

/// ", N policies, R race(s)" of a summary line.
std::string policiesAndRaces(const HarnessRun &r) {
  size_t n = r.policies.size();
  return ", " + std::to_string(n) + " polic" + (n == 1 ? "y" : "ies") + ", " +
         std::to_string(r.races) + " race(s)";
}

void printSummary(const GemmResult &r) {
  printStatsLine(r);
  const GemmShape &g = r.shape;
  llvm::outs() << (r.pass ? "PASS" : "FAIL") << ": gemm " << g.m << "x" << g.n
               << "x" << g.k << " tile " << g.bm << "x" << g.bn << "x" << g.bk
               << " " << g.dtype << "->" << g.cdtype
               << (g.aLayout == "km" ? ", A K x M" : "")
               << (g.bLayout == "kn" ? ", B K x N" : "")
               << (g.batch > 1 ? ", matrix " + std::to_string(g.batch - 1) +
                                     " of " + std::to_string(g.batch)
                               : std::string())
               << policiesAndRaces(r) << "\n";
}

/// cdna4-sim --attention: the exit code.
int runAttention(LLVM::LLVMFuncOp kernel, std::shared_ptr<Program> prog,
                 const std::optional<AttnShape> &attr) {
  if (!attr) {
    kernel.emitError("cdna4-sim: --attention needs the kernel's "
                     "cdna4pipe.attention attribute (written by "
                     "cdna4-attn-gen)");
    return 2;
  }
  AttnOptions o;
  if (!readRunOptions(o))
    return 2;
  AttnResult r = simulateAttention(
      kernel, prog, *attr, o,
      [](const AttnResult &r, const GemmPolicyResult &p) {
        printPolicy(r.blocks.size(), r.gridX, r.gridY, p, "O");
      });
  if (std::optional<int> rc = stoppedEarly(r))
    return *rc;
  printStatsLine(r);
  const AttnShape &s = r.shape;
  llvm::outs() << (r.pass ? "PASS" : "FAIL") << ": attention batch " << s.batch
               << " heads " << s.heads << " seq " << s.seq << " head_dim "
               << s.headDim << (s.causal ? " causal" : " non-causal")
               << ", block " << s.blockM << "x" << s.blockN
               << policiesAndRaces(r) << "\n";
  return r.pass ? 0 : 1;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
  registerAllPasses();
  mlir::cdna4pipe::registerCDNA4PipeTransformsPasses();
  mlir::cdna4pipe::registerCDNA4PipeConversionPasses();
  cl::HideUnrelatedOptions(simCat);
  cl::ParseCommandLineOptions(argc, argv,
                              "cdna4-sim: gfx950 kernel simulator\n");

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registry.insert<mlir::cdna4pipe::CDNA4PipeDialect>();
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  ctx.printOpOnDiagnostic(false);

  llvm::SourceMgr sm;
  SourceMgrDiagnosticHandler diagHandler(sm, &ctx);
  std::string err;
  auto file = openInputFile(inputFile, &err);
  if (!file) {
    llvm::errs() << "cdna4-sim: " << err << "\n";
    return 2;
  }
  sm.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sm, &ctx);
  if (!module)
    return 2;

  FailureOr<LoadedKernel> loaded =
      loadKernel(*module, [&](InputLevel level, StringRef pipeline) {
        if (printLowering)
          llvm::outs() << "cdna4-sim: input: " << inputLevelName(level)
                       << "; lowering: "
                       << (pipeline.empty() ? StringRef("none") : pipeline)
                       << "\n";
        if (printLowered)
          module->print(llvm::outs());
      });
  if (failed(loaded))
    return 2;
  LLVM::LLVMFuncOp kernel = loaded->func;
  std::shared_ptr<Program> prog = loaded->program;

  if (attentionOpt)
    return runAttention(kernel, prog, loaded->attributes.attention);
  if (gemmOpt.empty()) {
    llvm::outs() << "cdna4-sim: decoded kernel @" << kernel.getName() << ": "
                 << programNumInsts(*prog) << " instructions, "
                 << programLdsBytes(*prog) << " bytes of LDS (pass --gemm "
                 << "M,N,K to run it)\n";
    return 0;
  }

  GemmOptions options;
  if (!readOptions(options))
    return 2;
  GemmResult result =
      simulateGemm(kernel, prog, loaded->attributes.gemm, options,
                   [](const GemmResult &r, const GemmPolicyResult &p) {
                     printPolicy(r.blocks.size(), r.gridX, r.gridY, p, "C");
                   });
  if (std::optional<int> rc = stoppedEarly(result))
    return *rc;
  printSummary(result);
  return result.pass ? 0 : 1;
}
