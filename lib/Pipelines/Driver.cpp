//===- Driver.cpp - kernel file -> gfx950 artifacts -----------------------===//
//
// See Driver.h: setup and parsing, the flow (level, pass pipeline, code
// generation in DriverCodegen.cpp) and the artifacts. Code objects are
// linked with Debian's ld.lld-22 (MLIR's gpu-module-to-binary format=bin
// looks for ROCm's <toolkit>/llvm/bin/ld.lld). Options: DriverOptions.cpp.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Pipelines/Driver.h"
#include "cdna4pipe/Pipelines/Pipelines.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"

#include <mutex>

using namespace mlir;
using namespace mlir::cdna4pipe;

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
