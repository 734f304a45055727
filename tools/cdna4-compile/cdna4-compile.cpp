//===- cdna4-compile.cpp - kernel file -> gfx950 .s/.ll/.hsaco/.mlir ------===//
//
//   cdna4-compile KERNEL.mlir --arch gfx950 [--num-stages N]
//       [--interleave-stages S] [--input-level auto|0..4]
//       [-o OUT.{s,ll,hsaco,mlir}] [--report] [--time]
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
// Code generation runs once per artifact needed: assembly for .s or
// --report, an object for .hsaco (both only for .hsaco + --report). The
// translation sets what MLIR's ROCDL serializer would (triple, data layout,
// code object v6).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Conversion/Passes.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/Pipelines/AsmReport.h"
#include "cdna4pipe/Pipelines/Pipelines.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVM/ROCDL/Target.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <chrono>

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory category("cdna4-compile options");
static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<kernel.mlir>"),
                                      cl::init("-"), cl::cat(category));
static cl::opt<std::string> outputFile("o",
                                       cl::desc("Output: .s, .ll, .hsaco or "
                                                ".mlir (LLVM + ROCDL)"),
                                       cl::value_desc("file"), cl::init(""),
                                       cl::cat(category));
static cl::opt<std::string> arch("arch", cl::desc("Target (gfx950)"),
                                 cl::init("gfx950"), cl::cat(category));
static cl::opt<unsigned>
    numStages("num-stages",
              cl::desc("Software-pipeline depth: LDS slots per operand (1 "
                       "leaves the loop unpipelined; 2, 3, 4)"),
              cl::init(2), cl::cat(category));
static cl::opt<unsigned>
    interleaveStages("interleave-stages",
                     cl::desc("Interleave stages per K-tile"), cl::init(4),
                     cl::cat(category));
static cl::opt<std::string> waitGranularity(
    "wait-granularity",
    cl::desc("Interleave waits: iteration (one wait per K-tile) or stage "
             "(per-stage waits derived from copy dependences)"),
    cl::init("stage"), cl::cat(category));
static cl::opt<std::string> inputLevel(
    "input-level",
    cl::desc("Contract level of the input: auto (read off its ops), 0 plain, "
             "1 pipelined, 2 raised, 3 interleaved, 4 LLVM + ROCDL"),
    cl::init("auto"), cl::cat(category));
static cl::opt<bool> verifySchedule("verify-schedule",
                                    cl::desc("Run the schedule verifier"),
                                    cl::init(true), cl::cat(category));
static cl::opt<std::string> copyKind("copy-kind",
                                     cl::desc("g2s lowering: buffer|global"),
                                     cl::init("buffer"), cl::cat(category));
static cl::opt<bool> aliasScopes("alias-scopes",
                                 cl::desc("Alias scopes on LDS DMAs/reads"),
                                 cl::init(true), cl::cat(category));
static cl::opt<std::string>
    barrierKind("barrier", cl::desc("barrier lowering: bare|fenced"),
                cl::init("bare"), cl::cat(category));
static cl::opt<unsigned> optLevel("O", cl::desc("LLVM optimization level"),
                                  cl::init(3), cl::cat(category));
static cl::opt<bool> report("report",
                            cl::desc("Print the schedule report read off the "
                                     "final assembly"),
                            cl::init(false), cl::cat(category));
static cl::opt<bool> timing("time",
                            cl::desc("Print the input level and phase timings "
                                     "(ms)"),
                            cl::init(false), cl::cat(category));
static cl::opt<std::string> ldLld("ld-lld",
                                  cl::desc("Linker for .hsaco (default: "
                                           "ld.lld-22 / ld.lld next to LLVM)"),
                                  cl::init(""), cl::cat(category));

namespace {
struct PhaseTimer {
  using Clock = std::chrono::steady_clock;
  Clock::time_point start = Clock::now();
  SmallVector<std::pair<std::string, double>> phases;
  void lap(StringRef name) {
    auto now = Clock::now();
    phases.push_back(
        {name.str(),
         std::chrono::duration<double, std::milli>(now - start).count()});
    start = now;
  }
};
} // namespace

static std::unique_ptr<llvm::TargetMachine> makeTargetMachine() {
  std::string err;
  llvm::Triple triple("amdgcn-amd-amdhsa");
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(triple, err);
  if (!target) {
    llvm::errs() << "error: " << err << "\n";
    return nullptr;
  }
  llvm::TargetOptions options;
  options.MCOptions.AsmVerbose = true;
  llvm::CodeGenOptLevel level = optLevel == 0   ? llvm::CodeGenOptLevel::None
                                : optLevel == 1 ? llvm::CodeGenOptLevel::Less
                                : optLevel == 2
                                    ? llvm::CodeGenOptLevel::Default
                                    : llvm::CodeGenOptLevel::Aggressive;
  return std::unique_ptr<llvm::TargetMachine>(target->createTargetMachine(
      triple, arch, "", options, llvm::Reloc::PIC_, std::nullopt, level));
}

static LogicalResult emitCode(llvm::TargetMachine &tm, llvm::Module &module,
                              llvm::CodeGenFileType kind,
                              SmallVectorImpl<char> &out) {
  llvm::raw_svector_ostream os(out);
  llvm::legacy::PassManager pm;
  if (tm.addPassesToEmitFile(pm, os, nullptr, kind)) {
    llvm::errs() << "error: the target cannot emit this file type\n";
    return failure();
  }
  pm.run(module);
  return success();
}

/// Checks the flags that do not need the input. Reports to errs().
static LogicalResult checkFlags(StringRef ext) {
  if (arch != "gfx950") {
    llvm::errs() << "error: unsupported --arch '" << arch
                 << "' (only gfx950)\n";
    return failure();
  }
  if (!outputFile.empty() && ext != ".s" && ext != ".ll" && ext != ".hsaco" &&
      ext != ".mlir") {
    llvm::errs() << "error: unknown output extension '" << ext << "' in '"
                 << outputFile << "' (use .s, .ll, .hsaco or .mlir)\n";
    return failure();
  }
  if (outputFile.empty() && !report) {
    llvm::errs() << "error: give -o OUT.{s,ll,hsaco,mlir} and/or --report\n";
    return failure();
  }
  if (numStages < 1 || numStages > 4) {
    llvm::errs() << "error: --num-stages=" << numStages
                 << " is out of range (1 leaves the loop unpipelined; 2, 3 "
                    "and 4 pipeline)\n";
    return failure();
  }
  if (interleaveStages < 1) {
    llvm::errs() << "error: --interleave-stages must be at least 1\n";
    return failure();
  }
  if (copyKind != "buffer" && copyKind != "global") {
    llvm::errs() << "error: unknown --copy-kind '" << copyKind
                 << "' (buffer or global)\n";
    return failure();
  }
  if (barrierKind != "bare" && barrierKind != "fenced") {
    llvm::errs() << "error: unknown --barrier '" << barrierKind
                 << "' (bare or fenced)\n";
    return failure();
  }
  if (optLevel > 3) {
    llvm::errs() << "error: -O" << optLevel << " is out of range (0..3)\n";
    return failure();
  }
  if (inputLevel != "auto" &&
      (inputLevel.size() != 1 || inputLevel[0] < '0' || inputLevel[0] > '4')) {
    llvm::errs() << "error: unknown --input-level '" << inputLevel
                 << "' (auto, 0, 1, 2, 3 or 4)\n";
    return failure();
  }
  return success();
}

/// Links `object` into a shared code object at `path` with ld.lld.
static LogicalResult linkCodeObject(ArrayRef<char> object, StringRef path) {
  SmallString<128> objPath;
  int fd;
  if (llvm::sys::fs::createTemporaryFile("cdna4-compile", "o", fd, objPath)) {
    llvm::errs() << "error: cannot create a temporary file\n";
    return failure();
  }
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os.write(object.data(), object.size());
  }
  std::string linker = ldLld;
  if (linker.empty()) {
    for (StringRef candidate : {"ld.lld-22", "ld.lld"})
      if (auto p = llvm::sys::findProgramByName(candidate)) {
        linker = *p;
        break;
      }
    if (linker.empty() && llvm::sys::fs::exists("/usr/lib/llvm-22/bin/ld.lld"))
      linker = "/usr/lib/llvm-22/bin/ld.lld";
  }
  if (linker.empty()) {
    llvm::sys::fs::remove(objPath);
    llvm::errs() << "error: no ld.lld found (give --ld-lld)\n";
    return failure();
  }
  std::string err;
  int rc = llvm::sys::ExecuteAndWait(
      linker, {linker, "-shared", "-o", path, objPath.str()}, std::nullopt, {},
      0, 0, &err);
  llvm::sys::fs::remove(objPath);
  if (rc != 0) {
    llvm::errs() << "error: " << linker << " failed (" << rc << ") " << err
                 << "\n";
    return failure();
  }
  return success();
}

static LogicalResult writeText(StringRef path, StringRef text) {
  std::string errorMessage;
  auto out = openOutputFile(path, &errorMessage);
  if (!out) {
    llvm::errs() << "error: " << errorMessage << "\n";
    return failure();
  }
  out->os() << text;
  out->keep();
  return success();
}

int main(int argc, char **argv) {
  PhaseTimer timer;
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(argc, argv,
                              "cdna4pipe: kernel -> gfx950 .s/.ll/.hsaco\n");
  StringRef ext = llvm::sys::path::extension(outputFile);
  if (failed(checkFlags(ext)))
    return 1;
  // What the requested outputs need.
  bool wantMlir = ext == ".mlir", wantLl = ext == ".ll",
       wantObj = ext == ".hsaco", wantAsm = report || ext == ".s";

  LLVMInitializeAMDGPUTargetInfo();
  LLVMInitializeAMDGPUTarget();
  LLVMInitializeAMDGPUTargetMC();
  LLVMInitializeAMDGPUAsmPrinter();

  registerAllPasses();
  cdna4pipe::registerCDNA4PipeTransformsPasses();
  cdna4pipe::registerCDNA4PipeConversionPasses();

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  ROCDL::registerROCDLTargetInterfaceExternalModels(registry);
  registry.insert<cdna4pipe::CDNA4PipeDialect>();
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // Diagnostics point into the kernel file; dumping the whole op (a K-loop
  // is thousands of characters in generic form) buries the message.
  context.printOpOnDiagnostic(false);

  timer.lap("setup (registration, context)");
  std::string errorMessage;
  auto file = openInputFile(inputFile, &errorMessage);
  if (!file) {
    llvm::errs() << "error: " << errorMessage << "\n";
    return 1;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagHandler(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;
  timer.lap("parse");

  std::string why;
  unsigned detected = cdna4pipe::detectInputLevel(*module, why);
  unsigned level = detected;
  if (inputLevel != "auto") {
    level = inputLevel[0] - '0';
    if (level != detected)
      llvm::errs() << "warning: --input-level=" << level
                   << " but the input looks like level " << detected << " ("
                   << why << ")\n";
  }
  if (level >= 1 && numStages.getNumOccurrences())
    llvm::errs() << "warning: --num-stages is ignored: the input is at level "
                 << level << ", already pipelined\n";
  if (level >= 3 && interleaveStages.getNumOccurrences())
    llvm::errs() << "warning: --interleave-stages is ignored: the input is at "
                    "level "
                 << level << ", already interleaved\n";

  cdna4pipe::Gfx950PipelineOptions options;
  options.numStages = numStages;
  options.interleaveStages = interleaveStages;
  options.waitGranularity = waitGranularity;
  options.verify = verifySchedule;
  options.inputLevel = level;
  options.chipset = arch;
  options.copyKind = copyKind;
  options.aliasScopes = aliasScopes;
  options.barrier = barrierKind;
  if (timing)
    llvm::outs() << "input level: " << level
                 << (inputLevel == "auto" ? " (detected: " : " (given; looks: ")
                 << why << ")\n";
  PassManager pm(&context);
  if (failed(cdna4pipe::buildGfx950Pipeline(pm, options)))
    return 1;
  if (failed(pm.run(*module)))
    return 1;
  timer.lap("mlir pipeline");

  if (wantMlir) {
    std::string text;
    llvm::raw_string_ostream os(text);
    module->print(os);
    if (failed(writeText(outputFile, text)))
      return 1;
    timer.lap("write .mlir");
  }

  std::unique_ptr<llvm::TargetMachine> tm;
  std::string asmText, llText;
  SmallVector<char> object;
  if (wantLl || wantAsm || wantObj) {
    tm = makeTargetMachine();
    if (!tm)
      return 1;
    SmallVector<gpu::GPUModuleOp> gpuModules;
    module->walk([&](gpu::GPUModuleOp m) { gpuModules.push_back(m); });
    if (gpuModules.size() != 1) {
      llvm::errs() << "error: expected one gpu.module, found "
                   << gpuModules.size() << "\n";
      return 1;
    }
    gpu::GPUModuleOp gpuModule = gpuModules.front();
    llvm::LLVMContext llvmContext;
    std::unique_ptr<llvm::Module> optimized =
        translateModuleToLLVMIR(gpuModule, llvmContext, gpuModule.getName());
    if (!optimized) {
      gpuModule.emitError("could not translate the device module to LLVM IR");
      return 1;
    }
    // What the ROCDL serializer sets up before optimizing: triple, data
    // layout, code object version 6.
    optimized->setTargetTriple(tm->getTargetTriple());
    optimized->setDataLayout(tm->createDataLayout());
    optimized->addModuleFlag(llvm::Module::Error, "amdhsa_code_object_version",
                             600);
    if (optLevel > 0) {
      llvm::LoopAnalysisManager lam;
      llvm::FunctionAnalysisManager fam;
      llvm::CGSCCAnalysisManager cgam;
      llvm::ModuleAnalysisManager mam;
      llvm::PassBuilder pb(tm.get());
      pb.registerModuleAnalyses(mam);
      pb.registerCGSCCAnalyses(cgam);
      pb.registerFunctionAnalyses(fam);
      pb.registerLoopAnalyses(lam);
      pb.crossRegisterProxies(lam, fam, cgam, mam);
      llvm::OptimizationLevel optimization =
          optLevel == 1   ? llvm::OptimizationLevel::O1
          : optLevel == 2 ? llvm::OptimizationLevel::O2
                          : llvm::OptimizationLevel::O3;
      llvm::ModulePassManager mpm =
          pb.buildPerModuleDefaultPipeline(optimization);
      mpm.run(*optimized, mam);
    }
    timer.lap("llvm translate+opt");
    if (wantLl) {
      llvm::raw_string_ostream llOs(llText);
      optimized->print(llOs, nullptr);
    }
    // Codegen rewrites the module it runs on (CodeGenPrepare, atomic
    // expansion, ...): the assembly is generated from a copy only when an
    // object is generated from the same module afterwards.
    if (wantAsm) {
      std::unique_ptr<llvm::Module> asmModule;
      if (wantObj)
        asmModule = llvm::CloneModule(*optimized);
      llvm::Module &m = asmModule ? *asmModule : *optimized;
      SmallVector<char> asmBuf;
      if (failed(emitCode(*tm, m, llvm::CodeGenFileType::AssemblyFile, asmBuf)))
        return 1;
      asmText.assign(asmBuf.begin(), asmBuf.end());
      timer.lap("llvm codegen (asm)");
    }
    if (wantObj) {
      if (failed(emitCode(*tm, *optimized, llvm::CodeGenFileType::ObjectFile,
                          object)))
        return 1;
      timer.lap("llvm codegen (obj)");
    }
  }

  if (wantObj) {
    if (failed(linkCodeObject(object, outputFile)))
      return 1;
    timer.lap("link");
  } else if (wantLl || ext == ".s") {
    if (failed(writeText(outputFile, wantLl ? llText : asmText)))
      return 1;
  }

  if (report) {
    auto reports = cdna4pipe::analyzeGfx950Assembly(asmText);
    cdna4pipe::printReport(reports, llvm::outs());
  }
  if (timing) {
    double total = 0;
    for (auto &[name, ms] : timer.phases) {
      llvm::outs() << "time " << name << ": " << llvm::format("%.1f", ms)
                   << " ms\n";
      total += ms;
    }
    llvm::outs() << "time total: " << llvm::format("%.1f", total) << " ms\n";
  }
  return 0;
}
