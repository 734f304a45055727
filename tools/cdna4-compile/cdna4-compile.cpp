//===- cdna4-compile.cpp - kernel file -> gfx950 .s/.ll/.hsaco/.mlir ------===//
//
//   cdna4-compile KERNEL.mlir --arch gfx950 [--num-stages N]
//       [--interleave-stages S] [--prefetch auto|1|2]
//       [--decomposition auto|k-major|n-major|quadrant] [--input-level
//       auto|0..4]
//       [-o OUT.{s,ll,hsaco,mlir}] [--report] [--time]
//   cdna4-compile KERNEL.mlir --arch sm_90a [--num-stages N]
//       -o OUT.{ptx,mlir}          (Hopper: docs/Hopper.md)
//
// Runs the cdna4pipe-to-gfx950 pipeline (lib/Pipelines) from whatever level
// the input is at (detected from its ops unless --input-level says), then:
//   .mlir   the final LLVM + ROCDL module (Level 4), i.e. exactly what is
//           translated to LLVM IR; cdna4-sim runs it, and cdna4-compile
//           takes it back (input level 4);
//   .ll     LLVM IR after LLVM's O3 pipeline (what reaches codegen);
//   .s      gfx950 assembly (verbose: sched_barrier, register and occupancy
//           comments, which --report reads);
//   .hsaco  code object, linked with Debian's ld.lld-22 (MLIR's
//           gpu-module-to-binary format=bin looks for ROCm's
//           <toolkit>/llvm/bin/ld.lld).
// The driver is lib/Pipelines (CompileDriver, Driver.h); this file is its
// command line, each option bound to its CompileOptions field.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Pipelines/Driver.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory category("cdna4-compile options");
/// What the options below ask for: each is bound to its field (whose default
/// is the option's).
static cdna4pipe::CompileOptions options;
template <typename T> using field = cl::opt<T, /*ExternalStorage=*/true>;

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<kernel.mlir>"),
                                      cl::init("-"), cl::cat(category));
static field<std::string> outputFile("o",
                                     cl::desc("Output: .s, .ll, .hsaco or "
                                              ".mlir (LLVM + ROCDL); with "
                                              "--arch sm_90a .ptx or .mlir "
                                              "(LLVM + NVVM)"),
                                     cl::value_desc("file"),
                                     cl::location(options.outputPath),
                                     cl::cat(category));
static field<std::string> arch("arch",
                               cl::desc("Target: gfx950, or sm_90a (the "
                                        "Hopper kernel of cdna4-gemm-gen "
                                        "--target sm90a, docs/Hopper.md)"),
                               cl::location(options.arch), cl::cat(category));
static field<unsigned>
    numStages("num-stages",
              cl::desc("Software-pipeline depth: LDS slots per operand (1 "
                       "leaves the loop unpipelined; 2, 3, 4)"),
              cl::location(options.numStages), cl::cat(category));
static field<unsigned>
    interleaveStages("interleave-stages",
                     cl::desc("Interleave stages per K-tile"),
                     cl::location(options.interleaveStages), cl::cat(category));
static field<std::string> waitGranularity(
    "wait-granularity",
    cl::desc("Interleave waits: iteration (one wait per K-tile) or stage "
             "(per-stage waits derived from copy dependences)"),
    cl::location(options.waitGranularity), cl::cat(category));
static field<std::string>
    prefetch("prefetch",
             cl::desc("Tiles ahead a copy may write: auto (best copy "
                      "windows), 1 (the slot distance), 2 (sub-slot reuse)"),
             cl::location(options.prefetch), cl::cat(category));
static field<std::string> decomposition(
    "decomposition",
    cl::desc("MFMA stage split: auto (best copy windows), k-major, n-major, "
             "quadrant"),
    cl::location(options.decomposition), cl::cat(category));
static field<std::string> schedule(
    "schedule",
    cl::desc("Loop schedule: auto (compile the candidates -- default and "
             "pingpong at 4 and 2 interleave stages, pingpong where the "
             "waves pair on the SIMDs -- and keep the one the CU model "
             "rates fastest; --interleave-stages given: default), default, "
             "or pingpong (two wave groups one cluster apart: conditional "
             "barriers around the K-loop, a barrier per cluster, MFMA "
             "clusters at s_setprio 1)"),
    cl::location(options.schedule), cl::cat(category));
static field<std::string> inputLevel(
    "input-level",
    cl::desc("Contract level of the input: auto (read off its ops), 0 plain, "
             "1 pipelined, 2 raised, 3 interleaved, 4 LLVM + ROCDL"),
    cl::location(options.inputLevel), cl::cat(category));
static field<bool> verifySchedule("verify-schedule",
                                  cl::desc("Run the schedule verifier"),
                                  cl::location(options.verifySchedule),
                                  cl::cat(category));
static field<std::string> copyKind("copy-kind",
                                   cl::desc("g2s lowering: buffer|global"),
                                   cl::location(options.copyKind),
                                   cl::cat(category));
static field<bool> aliasScopes("alias-scopes",
                               cl::desc("Alias scopes on LDS DMAs/reads"),
                               cl::location(options.aliasScopes),
                               cl::cat(category));
static field<std::string> barrierKind("barrier",
                                      cl::desc("barrier lowering: bare|fenced"),
                                      cl::location(options.barrier),
                                      cl::cat(category));
static field<unsigned> optLevel("O", cl::desc("LLVM optimization level"),
                                cl::location(options.optLevel),
                                cl::cat(category));
static field<bool> report("report",
                          cl::desc("Print the schedule report read off the "
                                   "final assembly"),
                          cl::location(options.report), cl::cat(category));
static cl::opt<bool> timing("time",
                            cl::desc("Print the input level and phase timings "
                                     "(ms)"),
                            cl::init(false), cl::cat(category));
static field<std::string> ldLld("ld-lld",
                                cl::desc("Linker for .hsaco (default: "
                                         "ld.lld-22 / ld.lld next to LLVM)"),
                                cl::location(options.ldLld), cl::cat(category));

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(argc, argv,
                              "cdna4pipe: kernel -> gfx950 .s/.ll/.hsaco\n");
  options.numStagesGiven = numStages.getNumOccurrences();
  options.interleaveStagesGiven = interleaveStages.getNumOccurrences();
  if (failed(cdna4pipe::verifyCompileOptions(options, llvm::errs())))
    return 1;
  cdna4pipe::CompileDriver driver(options);
  OwningOpRef<ModuleOp> module = driver.parseFile(inputFile);
  if (!module || failed(driver.detectLevel(*module)))
    return 1;
  if (timing)
    llvm::outs() << "input level: " << driver.getResult().inputLevel
                 << (options.inputLevel == "auto" ? " (detected: "
                                                  : " (given; looks: ")
                 << driver.getResult().levelReason << ")\n";
  if (failed(driver.compile(*module)))
    return 1;
  if (options.report)
    driver.printReport(llvm::outs());
  if (timing)
    driver.getTimer().print(llvm::outs());
  return 0;
}
