//===- cdna4-compile.cpp - kernel file -> gfx950 .s / .ll / .hsaco ---------===//
//
//   cdna4-compile KERNEL.mlir --arch gfx950 [--num-stages N]
//       [--interleave-stages S] [--input-level L] -o OUT.{s,ll,hsaco}
//       [--report]
//
// Runs the cdna4pipe-to-gfx950 pipeline (lib/Pipelines), translates the
// gpu.module to LLVM IR, sets what MLIR's ROCDL serializer would (triple,
// data layout, code object v6), runs LLVM's O3 pipeline, and generates code
// itself: the assembly is verbose (sched_barrier, register and occupancy
// comments, which the report reads) and code objects are linked with
// Debian's ld.lld-22 rather than ROCm's (gpu-module-to-binary format=bin
// looks for <toolkit>/llvm/bin/ld.lld).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Conversion/Passes.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/Pipelines/AsmReport.h"
#include "cdna4pipe/Pipelines/Pipelines.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
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

#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Passes/PassBuilder.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
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
static cl::opt<std::string> outputFile("o", cl::desc("Output: .s, .ll or .hsaco"),
                                       cl::value_desc("file"), cl::init(""),
                                       cl::cat(category));
static cl::opt<std::string> arch("arch", cl::desc("Target (gfx950)"),
                                 cl::init("gfx950"), cl::cat(category));
static cl::opt<unsigned> numStages("num-stages",
                                   cl::desc("Software-pipeline depth"),
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
static cl::opt<unsigned> inputLevel(
    "input-level",
    cl::desc("Contract level of the input (0 plain .. 3 interleaved)"),
    cl::init(0), cl::cat(category));
static cl::opt<bool> verifySchedule("verify-schedule",
                                    cl::desc("Run the schedule verifier"),
                                    cl::init(true), cl::cat(category));
static cl::opt<std::string> copyKind("copy-kind",
                                     cl::desc("g2s lowering: buffer|global"),
                                     cl::init("buffer"), cl::cat(category));
static cl::opt<bool> aliasScopes("alias-scopes",
                                 cl::desc("Alias scopes on LDS DMAs/reads"),
                                 cl::init(true), cl::cat(category));
static cl::opt<std::string> barrierKind("barrier",
                                        cl::desc("barrier lowering: bare|fenced"),
                                        cl::init("bare"), cl::cat(category));
static cl::opt<unsigned> optLevel("O", cl::desc("LLVM optimization level"),
                                  cl::init(3), cl::cat(category));
static cl::opt<bool> report("report",
                            cl::desc("Print the schedule report read off the "
                                     "final assembly"),
                            cl::init(false), cl::cat(category));
static cl::opt<bool> timing("time", cl::desc("Print phase timings (ms)"),
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

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(argc, argv,
                              "cdna4pipe: kernel -> gfx950 .s/.ll/.hsaco\n");
  if (arch != "gfx950") {
    llvm::errs() << "error: unsupported --arch '" << arch
                 << "' (only gfx950)\n";
    return 1;
  }
  StringRef ext = llvm::sys::path::extension(outputFile);
  if (!outputFile.empty() && ext != ".s" && ext != ".ll" && ext != ".hsaco") {
    llvm::errs() << "error: output must end in .s, .ll or .hsaco\n";
    return 1;
  }
  if (outputFile.empty() && !report) {
    llvm::errs() << "error: give -o OUT.{s,ll,hsaco} and/or --report\n";
    return 1;
  }

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

  PhaseTimer timer;
  std::string errorMessage;
  auto file = openInputFile(inputFile, &errorMessage);
  if (!file) {
    llvm::errs() << "error: " << errorMessage << "\n";
    return 1;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;
  timer.lap("parse");

  cdna4pipe::Gfx950PipelineOptions options;
  options.numStages = numStages;
  options.interleaveStages = interleaveStages;
  options.waitGranularity = waitGranularity;
  options.verify = verifySchedule;
  options.inputLevel = inputLevel;
  options.chipset = arch;
  options.copyKind = copyKind;
  options.aliasScopes = aliasScopes;
  options.barrier = barrierKind;
  PassManager pm(&context);
  if (failed(cdna4pipe::buildGfx950Pipeline(pm, options)))
    return 1;
  if (failed(pm.run(*module)))
    return 1;
  timer.lap("mlir pipeline");

  std::unique_ptr<llvm::TargetMachine> tm = makeTargetMachine();
  if (!tm)
    return 1;

  auto llvmContext = std::make_unique<llvm::LLVMContext>();
  std::string asmText, llText;
  SmallVector<char> object;
  unsigned numModules = 0;
  WalkResult walk = module->walk([&](gpu::GPUModuleOp gpuModule) {
    ++numModules;
    llvm::LLVMContext &llvmCtx = *llvmContext;
    std::unique_ptr<llvm::Module> optimized = translateModuleToLLVMIR(
        gpuModule, llvmCtx, gpuModule.getName());
    if (!optimized) {
      gpuModule.emitError("could not translate the device module to LLVM IR");
      return WalkResult::interrupt();
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
      llvm::OptimizationLevel level = optLevel == 1   ? llvm::OptimizationLevel::O1
                                      : optLevel == 2 ? llvm::OptimizationLevel::O2
                                                      : llvm::OptimizationLevel::O3;
      llvm::ModulePassManager mpm = pb.buildPerModuleDefaultPipeline(level);
      mpm.run(*optimized, mam);
    }
    timer.lap("llvm translate+opt");
    llvm::raw_string_ostream llOs(llText);
    optimized->print(llOs, nullptr);
    optimized->setDataLayout(tm->createDataLayout());
    SmallVector<char> asmBuf;
    if (failed(emitCode(*tm, *optimized, llvm::CodeGenFileType::AssemblyFile,
                        asmBuf)))
      return WalkResult::interrupt();
    asmText.append(asmBuf.begin(), asmBuf.end());
    timer.lap("llvm codegen (asm)");
    if (ext == ".hsaco") {
      std::unique_ptr<llvm::Module> again = llvm::CloneModule(*optimized);
      if (failed(emitCode(*tm, *again, llvm::CodeGenFileType::ObjectFile,
                          object)))
        return WalkResult::interrupt();
      timer.lap("llvm codegen (obj)");
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return 1;
  if (numModules != 1) {
    llvm::errs() << "error: expected one gpu.module, found " << numModules
                 << "\n";
    return 1;
  }

  if (!outputFile.empty()) {
    if (ext == ".hsaco") {
      SmallString<128> objPath;
      int fd;
      if (llvm::sys::fs::createTemporaryFile("cdna4-compile", "o", fd,
                                             objPath)) {
        llvm::errs() << "error: cannot create a temporary file\n";
        return 1;
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
        if (linker.empty() &&
            llvm::sys::fs::exists("/usr/lib/llvm-22/bin/ld.lld"))
          linker = "/usr/lib/llvm-22/bin/ld.lld";
      }
      if (linker.empty()) {
        llvm::errs() << "error: no ld.lld found (give --ld-lld)\n";
        return 1;
      }
      std::string err;
      int rc = llvm::sys::ExecuteAndWait(
          linker, {linker, "-shared", "-o", outputFile, objPath.str()},
          std::nullopt, {}, 0, 0, &err);
      llvm::sys::fs::remove(objPath);
      if (rc != 0) {
        llvm::errs() << "error: " << linker << " failed (" << rc << ") "
                     << err << "\n";
        return 1;
      }
      timer.lap("link");
    } else {
      auto out = openOutputFile(outputFile, &errorMessage);
      if (!out) {
        llvm::errs() << "error: " << errorMessage << "\n";
        return 1;
      }
      out->os() << (ext == ".s" ? asmText : llText);
      out->keep();
    }
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
