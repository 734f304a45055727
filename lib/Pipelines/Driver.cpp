//===- Driver.cpp - kernel file -> gfx950 artifacts -----------------------===//
//
// See Driver.h. Code generation runs once, to assembly; a code object is
// that assembly assembled (so the assembly, the report read off it and the
// object are one code).
// The translation sets what MLIR's ROCDL serializer would (triple, data
// layout, code object v6). Code objects are linked with Debian's ld.lld-22
// (MLIR's gpu-module-to-binary format=bin looks for ROCm's
// <toolkit>/llvm/bin/ld.lld).
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Pipelines/Driver.h"
#include "cdna4pipe/Conversion/Passes.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/Perf/Report.h"
#include "cdna4pipe/Pipelines/AsmReport.h"
#include "cdna4pipe/Pipelines/Pipelines.h"
#include "cdna4pipe/Pipelines/ScheduleChoice.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVM/ROCDL/Target.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"

#include <mutex>

using namespace mlir;
using namespace mlir::cdna4pipe;

//===----------------------------------------------------------------------===//
// Options and timing
//===----------------------------------------------------------------------===//

static bool isOutputExtension(StringRef ext) {
  return ext == ".s" || ext == ".ll" || ext == ".hsaco" || ext == ".mlir";
}

std::string OptionNamer::operator()(StringRef flag) const {
  switch (spelling) {
  case OptionSpelling::CommandLine:
    return flag == "opt-level" ? "-O" : ("--" + flag).str();
  case OptionSpelling::SnakeCase: {
    std::string out = flag.str();
    std::replace(out.begin(), out.end(), '-', '_');
    return out;
  }
  case OptionSpelling::CamelCase: {
    std::string out;
    bool upper = false;
    for (char c : flag) {
      if (c == '-') {
        upper = true;
        continue;
      }
      out += upper ? llvm::toUpper(c) : c;
      upper = false;
    }
    return out;
  }
  }
  return flag.str();
}

std::string OptionNamer::operator()(StringRef flag, const Twine &value) const {
  // -O3 on the command line, optLevel=3 / opt_level=3 in the APIs.
  if (spelling == OptionSpelling::CommandLine && flag == "opt-level")
    return ("-O" + value).str();
  return ((*this)(flag) + "=" + value).str();
}

/// Whether `value` is one of `allowed`; else reports "unknown NAME 'value'
/// (a, b or c)".
static bool oneOf(StringRef value, ArrayRef<StringRef> allowed, StringRef flag,
                  const OptionNamer &name, llvm::raw_ostream &errors) {
  if (llvm::is_contained(allowed, value))
    return true;
  errors << "error: unknown " << name(flag) << " '" << value << "' (";
  for (size_t i = 0; i < allowed.size(); ++i)
    errors << (i == 0                    ? ""
               : i + 1 == allowed.size() ? " or "
                                         : ", ")
           << allowed[i];
  errors << ")\n";
  return false;
}

/// The checks gfx950 and sm_90a share.
static LogicalResult verifyCommonOptions(const CompileOptions &o,
                                         const OptionNamer &name,
                                         llvm::raw_ostream &errors) {
  if (o.numStages < 1 || o.numStages > 4) {
    errors << "error: " << name("num-stages", Twine(o.numStages))
           << " is out of range (1 leaves the loop unpipelined; 2, 3 and 4 "
              "pipeline)\n";
    return failure();
  }
  if (o.optLevel > 3) {
    errors << "error: " << name("opt-level", Twine(o.optLevel))
           << " is out of range (0..3)\n";
    return failure();
  }
  return success();
}

LogicalResult cdna4pipe::verifyCompileOptions(const CompileOptions &o,
                                              llvm::raw_ostream &errors) {
  OptionNamer name{o.spelling};
  bool cli = o.spelling == OptionSpelling::CommandLine;
  if (o.arch != "gfx950" && o.arch != "sm_90a") {
    errors << "error: unsupported " << name("arch") << " '" << o.arch
           << "' (gfx950 or sm_90a)\n";
    return failure();
  }
  if (failed(verifyCommonOptions(o, name, errors)))
    return failure();
  if (o.arch == "sm_90a")
    return verifySm90CompileOptions(o, errors);
  StringRef ext = llvm::sys::path::extension(o.outputPath);
  if (!o.outputPath.empty() && !isOutputExtension(ext)) {
    errors << "error: unknown output extension '" << ext << "' in '"
           << o.outputPath << "' (use .s, .ll, .hsaco or .mlir)\n";
    return failure();
  }
  // An embedder may ask for nothing but the run (its diagnostics); the
  // command line has nothing to show then.
  if (cli && o.outputPath.empty() && !o.report && !o.emitMlir &&
      !o.emitLlvmIR && !o.emitAssembly && !o.emitObject) {
    errors << "error: give -o OUT.{s,ll,hsaco,mlir} and/or --report\n";
    return failure();
  }
  if (o.interleaveStages < 1) {
    errors << "error: " << name("interleave-stages") << " must be at least 1\n";
    return failure();
  }
  bool known =
      oneOf(o.waitGranularity, {"stage", "iteration"}, "wait-granularity", name,
            errors) &&
      oneOf(o.prefetch, {"auto", "1", "2"}, "prefetch", name, errors) &&
      oneOf(o.decomposition, {"auto", "k-major", "n-major", "quadrant"},
            "decomposition", name, errors) &&
      oneOf(o.schedule, {"auto", "default", "pingpong"}, "schedule", name,
            errors) &&
      oneOf(o.copyKind, {"buffer", "global"}, "copy-kind", name, errors) &&
      oneOf(o.barrier, {"bare", "fenced"}, "barrier", name, errors) &&
      oneOf(o.inputLevel, {"auto", "0", "1", "2", "3", "4"}, "input-level",
            name, errors);
  return success(known);
}

void PhaseTimer::lap(StringRef name) {
  auto now = Clock::now();
  phases.push_back(
      {name.str(),
       std::chrono::duration<double, std::milli>(now - start).count()});
  start = now;
}

void PhaseTimer::print(llvm::raw_ostream &os) const {
  double total = 0;
  for (auto &[name, ms] : phases) {
    os << "time " << name << ": " << llvm::format("%.1f", ms) << " ms\n";
    total += ms;
  }
  os << "time total: " << llvm::format("%.1f", total) << " ms\n";
}

//===----------------------------------------------------------------------===//
// Setup and parsing
//===----------------------------------------------------------------------===//

void cdna4pipe::initializeCompiler() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTarget();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUAsmPrinter();
    LLVMInitializeAMDGPUAsmParser();
    // The passes and pipelines (the registry's half is the context's, in
    // the constructor).
    DialectRegistry passesOnly;
    registerCDNA4PipePipelines(passesOnly);
  });
}

CompileDriver::CompileDriver(CompileOptions opts, llvm::raw_ostream &errors)
    : options(std::move(opts)), errors(errors) {
  StringRef ext = llvm::sys::path::extension(options.outputPath);
  options.emitMlir |= ext == ".mlir";
  options.emitLlvmIR |= ext == ".ll";
  options.emitAssembly |= ext == ".s" || options.report;
  options.emitObject |= ext == ".hsaco";
  initializeCompiler();
  DialectRegistry registry;
  registerCDNA4PipePipelines(registry);
  context.appendDialectRegistry(registry);
  context.loadAllAvailableDialects();
  // Diagnostics point into the kernel file; dumping the whole op (a K-loop
  // is thousands of characters in generic form) buries the message.
  context.printOpOnDiagnostic(false);
  // Diagnostics go where the driver's messages go (an embedder's string).
  diagHandler =
      std::make_unique<SourceMgrDiagnosticHandler>(sourceMgr, &context, errors);
  timer.lap("setup (registration, context)");
}

CompileDriver::~CompileDriver() = default;

OwningOpRef<ModuleOp> CompileDriver::parseFile(StringRef path) {
  std::string errorMessage;
  auto file = openInputFile(path, &errorMessage);
  if (!file) {
    errors << "error: " << errorMessage << "\n";
    return nullptr;
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  timer.lap("parse");
  return module;
}

OwningOpRef<ModuleOp> CompileDriver::parseText(StringRef text) {
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "<kernel>"), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  timer.lap("parse");
  return module;
}

//===----------------------------------------------------------------------===//
// The flow
//===----------------------------------------------------------------------===//

LogicalResult CompileDriver::detectLevel(ModuleOp module) {
  OptionNamer name{options.spelling};
  unsigned detected = detectInputLevel(module, result.levelReason);
  unsigned level = detected;
  if (options.inputLevel != "auto") {
    level = options.inputLevel[0] - '0';
    if (level != detected)
      errors << "warning: " << name("input-level", Twine(level))
             << " but the input looks like level " << detected << " ("
             << result.levelReason << ")\n";
  }
  if (level >= 1 && options.numStagesGiven)
    errors << "warning: " << name("num-stages")
           << " is ignored: the input is at level " << level
           << ", already pipelined\n";
  if (level >= 3 && options.interleaveStagesGiven)
    errors << "warning: " << name("interleave-stages")
           << " is ignored: the input is at level " << level
           << ", already interleaved\n";
  result.inputLevel = level;
  levelDetected = true;
  return success();
}

LogicalResult CompileDriver::runPipeline(ModuleOp module) {
  Gfx950PipelineOptions pipeline;
  pipeline.numStages = options.numStages;
  pipeline.interleaveStages = options.interleaveStages;
  pipeline.waitGranularity = options.waitGranularity;
  pipeline.prefetch = options.prefetch;
  pipeline.decomposition = options.decomposition;
  pipeline.schedule = options.schedule;
  pipeline.verify = options.verifySchedule;
  pipeline.inputLevel = result.inputLevel;
  pipeline.chipset = options.arch;
  pipeline.copyKind = options.copyKind;
  pipeline.aliasScopes = options.aliasScopes;
  pipeline.barrier = options.barrier;
  PassManager pm(&context);
  if (failed(buildGfx950Pipeline(pm, pipeline, errors)) ||
      failed(pm.run(module)))
    return failure();
  timer.lap("mlir pipeline");
  if (options.emitMlir) {
    result.mlir.clear();
    llvm::raw_string_ostream os(result.mlir);
    module->print(os);
  }
  return success();
}

namespace {
/// LLVM's AMDGPU target machine for `arch` at `optLevel`.
std::unique_ptr<llvm::TargetMachine>
makeTargetMachine(StringRef arch, unsigned optLevel, llvm::raw_ostream &errs) {
  std::string err;
  llvm::Triple triple("amdgcn-amd-amdhsa");
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(triple, err);
  if (!target) {
    errs << "error: " << err << "\n";
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

LogicalResult emitCode(llvm::TargetMachine &tm, llvm::Module &module,
                       llvm::CodeGenFileType kind, SmallVectorImpl<char> &out,
                       llvm::raw_ostream &errs) {
  llvm::raw_svector_ostream os(out);
  llvm::legacy::PassManager pm;
  if (tm.addPassesToEmitFile(pm, os, nullptr, kind)) {
    errs << "error: the target cannot emit this file type\n";
    return failure();
  }
  pm.run(module);
  return success();
}

/// Assembles `text` (gfx950 assembly of `tm`) into an ELF object with the
/// AMDGPU assembler, as llvm-mc -filetype=obj would; its diagnostics go to
/// `errs`.
LogicalResult assemble(llvm::TargetMachine &tm, StringRef text,
                       SmallVectorImpl<char> &object, llvm::raw_ostream &errs) {
  const llvm::Target &target = tm.getTarget();
  const llvm::Triple &triple = tm.getTargetTriple();
  llvm::SourceMgr srcMgr;
  srcMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(text, "<assembly>"), llvm::SMLoc());
  struct Report {
    llvm::raw_ostream &os;
    bool failed = false;
  } report{errs};
  srcMgr.setDiagHandler(
      [](const llvm::SMDiagnostic &diag, void *context) {
        auto *r = static_cast<Report *>(context);
        diag.print("assembler", r->os, /*ShowColors=*/false);
        r->failed |= diag.getKind() == llvm::SourceMgr::DK_Error;
      },
      &report);
  llvm::MCTargetOptions mcOptions;
  llvm::MCContext ctx(triple, tm.getMCAsmInfo(), tm.getMCRegisterInfo(),
                      tm.getMCSubtargetInfo(), &srcMgr, &mcOptions);
  std::unique_ptr<llvm::MCObjectFileInfo> fileInfo(
      target.createMCObjectFileInfo(ctx, /*PIC=*/true));
  ctx.setObjectFileInfo(fileInfo.get());
  const llvm::MCSubtargetInfo &sti = *tm.getMCSubtargetInfo();
  llvm::MCAsmBackend *backend =
      target.createMCAsmBackend(sti, *tm.getMCRegisterInfo(), mcOptions);
  llvm::MCCodeEmitter *emitter =
      target.createMCCodeEmitter(*tm.getMCInstrInfo(), ctx);
  if (!backend || !emitter) {
    errs << "error: the AMDGPU target has no assembler back end\n";
    return failure();
  }
  llvm::raw_svector_ostream os(object);
  std::unique_ptr<llvm::MCStreamer> streamer(target.createMCObjectStreamer(
      triple, ctx, std::unique_ptr<llvm::MCAsmBackend>(backend),
      backend->createObjectWriter(os),
      std::unique_ptr<llvm::MCCodeEmitter>(emitter), sti));
  std::unique_ptr<llvm::MCAsmParser> parser(
      llvm::createMCAsmParser(srcMgr, ctx, *streamer, *tm.getMCAsmInfo()));
  std::unique_ptr<llvm::MCTargetAsmParser> targetParser(
      target.createMCAsmParser(sti, *parser, *tm.getMCInstrInfo(), mcOptions));
  if (!targetParser) {
    errs << "error: the AMDGPU target has no assembly parser\n";
    return failure();
  }
  parser->setTargetParser(*targetParser);
  if (parser->Run(/*NoInitialTextSection=*/false) || report.failed) {
    errs << "error: the generated assembly does not assemble\n";
    return failure();
  }
  return success();
}

/// LLVM's default per-module pipeline at -O`optLevel` (1..3).
void optimizeModule(llvm::TargetMachine &tm, llvm::Module &module,
                    unsigned optLevel) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder pb(&tm);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::OptimizationLevel optimization =
      optLevel == 1   ? llvm::OptimizationLevel::O1
      : optLevel == 2 ? llvm::OptimizationLevel::O2
                      : llvm::OptimizationLevel::O3;
  llvm::ModulePassManager mpm = pb.buildPerModuleDefaultPipeline(optimization);
  mpm.run(module, mam);
}
} // namespace

/// The device module of a lowered (Level 4) `module` in LLVM IR, optimized
/// at -O`optLevel` as the ROCDL serializer sets it up. Null after reporting.
static std::unique_ptr<llvm::Module>
optimizedDeviceModule(ModuleOp module, llvm::TargetMachine &tm,
                      unsigned optLevel, llvm::LLVMContext &llvmContext,
                      llvm::raw_ostream &errors) {
  SmallVector<gpu::GPUModuleOp> gpuModules;
  module->walk([&](gpu::GPUModuleOp m) { gpuModules.push_back(m); });
  if (gpuModules.size() != 1) {
    errors << "error: expected one gpu.module, found " << gpuModules.size()
           << "\n";
    return nullptr;
  }
  gpu::GPUModuleOp gpuModule = gpuModules.front();
  std::unique_ptr<llvm::Module> optimized =
      translateModuleToLLVMIR(gpuModule, llvmContext, gpuModule.getName());
  if (!optimized) {
    gpuModule.emitError("could not translate the device module to LLVM IR");
    return nullptr;
  }
  // What the ROCDL serializer sets up before optimizing: triple, data
  // layout, code object version 6.
  optimized->setTargetTriple(tm.getTargetTriple());
  optimized->setDataLayout(tm.createDataLayout());
  optimized->addModuleFlag(llvm::Module::Error, "amdhsa_code_object_version",
                           600);
  if (optLevel > 0)
    optimizeModule(tm, *optimized, optLevel);
  return optimized;
}

FailureOr<std::string>
cdna4pipe::generateGfx950Assembly(ModuleOp module, StringRef arch,
                                  unsigned optLevel,
                                  llvm::raw_ostream &errors) {
  initializeCompiler(); // the AMDGPU target (a pass may run outside the driver)
  std::unique_ptr<llvm::TargetMachine> tm =
      makeTargetMachine(arch, optLevel, errors);
  if (!tm)
    return failure();
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> optimized =
      optimizedDeviceModule(module, *tm, optLevel, llvmContext, errors);
  SmallVector<char> assembly;
  if (!optimized ||
      failed(emitCode(*tm, *optimized, llvm::CodeGenFileType::AssemblyFile,
                      assembly, errors)))
    return failure();
  return std::string(assembly.begin(), assembly.end());
}

LogicalResult CompileDriver::generateCode(ModuleOp module) {
  bool wantObj = options.emitObject;
  if (!options.emitLlvmIR && !options.emitAssembly && !wantObj)
    return success();
  std::unique_ptr<llvm::TargetMachine> tm =
      makeTargetMachine(options.arch, options.optLevel, errors);
  if (!tm)
    return failure();
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> optimized =
      optimizedDeviceModule(module, *tm, options.optLevel, llvmContext, errors);
  if (!optimized)
    return failure();
  timer.lap("llvm translate+opt");
  if (options.emitLlvmIR) {
    result.llvmIR.clear();
    llvm::raw_string_ostream llOs(result.llvmIR);
    optimized->print(llOs, nullptr);
  }
  if (!options.emitAssembly && !wantObj)
    return success();
  // One codegen, to assembly; the object is that assembly, assembled: the
  // assembly handed out, the report read off it and the code object are
  // the same code (two codegens of one module need not agree).
  SmallVector<char> asmBuf;
  if (failed(emitCode(*tm, *optimized, llvm::CodeGenFileType::AssemblyFile,
                      asmBuf, errors)))
    return failure();
  result.assembly.assign(asmBuf.begin(), asmBuf.end());
  timer.lap("llvm codegen (asm)");
  if (wantObj) {
    result.object.clear();
    if (failed(assemble(*tm, result.assembly, result.object, errors)))
      return failure();
    timer.lap("assemble (obj)");
  }
  return success();
}

LogicalResult CompileDriver::compile(ModuleOp module) {
  if (options.arch == "sm_90a")
    return compileSm90(module);
  StringRef outputPath = options.outputPath;
  if (!levelDetected && failed(detectLevel(module)))
    return failure();
  bool mlirOut = llvm::sys::path::extension(outputPath) == ".mlir";
  // Given interleave stages skip the choice (the plain schedule, as before
  // auto); a level-4 input has no schedule left to choose.
  if (options.schedule == "auto" && !options.interleaveStagesGiven &&
      result.inputLevel < 4) {
    if (failed(compileChoosingSchedule(module)))
      return failure();
    return success(outputPath.empty() || succeeded(writeOutput(outputPath)));
  }
  if (options.schedule == "auto")
    options.schedule = "default";
  if (result.inputLevel < 4) {
    result.schedule = options.schedule;
    result.interleaveStages =
        result.inputLevel < 3 ? options.interleaveStages : 0;
  }
  if (failed(runPipeline(module)))
    return failure();
  if (mlirOut && failed(writeOutput(outputPath)))
    return failure();
  if (failed(generateCode(module)))
    return failure();
  if (!outputPath.empty() && !mlirOut && failed(writeOutput(outputPath)))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Artifacts and the report
//===----------------------------------------------------------------------===//

static LogicalResult writeText(StringRef path, StringRef text,
                               llvm::raw_ostream &errors) {
  std::string errorMessage;
  auto out = openOutputFile(path, &errorMessage);
  if (!out) {
    errors << "error: " << errorMessage << "\n";
    return failure();
  }
  out->os() << text;
  out->keep();
  return success();
}

LogicalResult CompileDriver::writeOutput(StringRef path) {
  StringRef ext = llvm::sys::path::extension(path);
  if (ext == ".hsaco") {
    if (failed(linkCodeObject(path)))
      return failure();
    timer.lap("link");
    return success();
  }
  if (ext == ".mlir") {
    if (failed(writeText(path, result.mlir, errors)))
      return failure();
    timer.lap("write .mlir");
    return success();
  }
  // .s (gfx950 assembly) and .ptx (sm_90a) are result.assembly.
  return writeText(path, ext == ".ll" ? result.llvmIR : result.assembly,
                   errors);
}

/// The linker for code objects: `given`, else ld.lld-22 / ld.lld on PATH,
/// else the one next to LLVM 22. Empty when none is found.
static std::string findLinker(StringRef given) {
  if (!given.empty())
    return given.str();
  for (StringRef candidate : {"ld.lld-22", "ld.lld"})
    if (auto p = llvm::sys::findProgramByName(candidate))
      return *p;
  if (llvm::sys::fs::exists("/usr/lib/llvm-22/bin/ld.lld"))
    return "/usr/lib/llvm-22/bin/ld.lld";
  return "";
}

LogicalResult CompileDriver::linkCodeObject(StringRef path) {
  SmallString<128> objPath;
  int fd;
  if (llvm::sys::fs::createTemporaryFile("cdna4-compile", "o", fd, objPath)) {
    errors << "error: cannot create a temporary file\n";
    return failure();
  }
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os.write(result.object.data(), result.object.size());
  }
  std::string linker = findLinker(options.ldLld);
  if (linker.empty()) {
    llvm::sys::fs::remove(objPath);
    errors << "error: no ld.lld found (give --ld-lld)\n";
    return failure();
  }
  std::string err;
  int rc = llvm::sys::ExecuteAndWait(
      linker, {linker, "-shared", "-o", path, objPath.str()}, std::nullopt, {},
      0, 0, &err);
  llvm::sys::fs::remove(objPath);
  if (rc != 0) {
    errors << "error: " << linker << " failed (" << rc << ") " << err << "\n";
    return failure();
  }
  return success();
}
