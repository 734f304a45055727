//===- Embed.cpp - text-in / text-out entry points for embedders ----------===//
//
// See Embed.h. Every entry point is a CompileDriver (for its context,
// registrations and diagnostic handler) whose error stream is a string: the
// diagnostics come back to the caller instead of going to stderr.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Embed/Embed.h"
#include "Session.h"
#include "cdna4pipe/Pipelines/Pipelines.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::embed;

void embed::registerEverything() {
  static std::once_flag once;
  std::call_once(once, [] {
    initializeCompiler();
    registerCDNA4PipePipelines();
  });
}

namespace {
std::string print(ModuleOp module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  return text;
}
} // namespace

KernelText embed::gemmKernel(GemmConfig &cfg) {
  KernelText out;
  MLIRContext context;
  std::string error;
  OwningOpRef<ModuleOp> module = generateGemmModule(context, cfg, error);
  out.ok = static_cast<bool>(module);
  if (module)
    out.text = print(*module);
  else
    out.diagnostics = "error: " + error + "\n";
  return out;
}

KernelText embed::runPasses(llvm::StringRef text, llvm::StringRef pipeline) {
  KernelText out;
  Session session;
  OwningOpRef<ModuleOp> module = session.driver.parseText(text);
  if (!module) {
    session.finish(out, false);
    return out;
  }
  // An anchored pipeline is unwrapped: its passes run on the module.
  llvm::StringRef passes = pipeline.trim();
  if (passes.consume_front("builtin.module(") && !passes.consume_back(")")) {
    session.os << "error: unbalanced parentheses in '" << pipeline << "'\n";
    session.finish(out, false);
    return out;
  }
  PassManager pm(&session.driver.getContext());
  bool ok = succeeded(parsePassPipeline(passes, pm, session.os)) &&
            succeeded(pm.run(*module));
  if (ok)
    out.text = print(*module);
  session.finish(out, ok);
  return out;
}

/// Reads and removes the code object the driver linked at `path`.
static bool takeObject(llvm::StringRef path, std::vector<char> &object,
                       llvm::raw_ostream &errors) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  llvm::sys::fs::remove(path);
  if (!buffer) {
    errors << "error: cannot read the code object back from " << path << "\n";
    return false;
  }
  object.assign((*buffer)->getBufferStart(), (*buffer)->getBufferEnd());
  return true;
}

Compiled embed::compile(llvm::StringRef text, CompileOptions options) {
  Compiled out;
  // A code object is linked by the driver into a file (ld.lld): a temporary
  // one, read back.
  llvm::SmallString<128> objectPath;
  if (options.emitObject) {
    int fd;
    if (llvm::sys::fs::createTemporaryFile("cdna4pipe", "hsaco", fd,
                                           objectPath)) {
      out.diagnostics = "error: cannot create a temporary file\n";
      return out;
    }
    llvm::sys::Process::SafelyCloseFileDescriptor(fd);
    options.emitObject = false;
    options.outputPath = objectPath.str().str();
  }
  Session session(options);
  bool ok = succeeded(verifyCompileOptions(options, session.os));
  OwningOpRef<ModuleOp> module;
  if (ok)
    module = session.driver.parseText(text);
  ok = ok && module && succeeded(session.driver.compile(*module));
  if (ok && !objectPath.empty())
    ok = takeObject(objectPath, out.object, session.os);
  else if (!objectPath.empty())
    llvm::sys::fs::remove(objectPath);
  if (ok) {
    const CompileResult &r = session.driver.getResult();
    out.inputLevel = r.inputLevel;
    out.levelReason = r.levelReason;
    out.mlir = r.mlir;
    out.llvmIR = r.llvmIR;
    out.assembly = r.assembly;
    if (options.report) {
      out.reports = analyzeGfx950Assembly(r.assembly);
      // The text is cdna4-compile --report's (with the modeled line).
      llvm::raw_string_ostream reportOs(out.reportText);
      session.driver.printReport(reportOs);
    }
  }
  session.finish(out, ok);
  return out;
}

Verified embed::verifySchedule(llvm::StringRef text,
                               const ScheduleVerifierOptions &options) {
  Verified out;
  Session session;
  OwningOpRef<ModuleOp> module = session.driver.parseText(text);
  bool ok = static_cast<bool>(module);
  if (module)
    (*module)->walk([&](FunctionOpInterface func) {
      VerifiedFunction f;
      f.name = func.getName().str();
      if (failed(cdna4pipe::verifySchedule(func, options, &f.stats)))
        ok = false;
      out.functions.push_back(std::move(f));
    });
  session.finish(out, ok);
  return out;
}
