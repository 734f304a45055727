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

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <mutex>
#include <unistd.h>

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::embed;

void embed::registerEverything() {
  static std::once_flag once;
  std::call_once(once, [] { initializeCompiler(); });
}

namespace {
std::string print(ModuleOp module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  return text;
}
} // namespace

std::string embed::respellFlags(llvm::StringRef message) {
  std::string out;
  while (!message.empty()) {
    size_t at = message.find("--");
    if (at == llvm::StringRef::npos || at + 2 >= message.size() ||
        !llvm::isLower(message[at + 2])) {
      size_t keep = at == llvm::StringRef::npos ? message.size() : at + 2;
      out += message.take_front(keep);
      message = message.drop_front(keep);
      continue;
    }
    out += message.take_front(at);
    message = message.drop_front(at + 2);
    llvm::StringRef flag = message.take_while([](char c) {
      return llvm::isLower(c) || llvm::isDigit(c) || c == '-';
    });
    out += OptionNamer{OptionSpelling::SnakeCase}(flag);
    message = message.drop_front(flag.size());
  }
  return out;
}

KernelText embed::gemmKernel(GemmConfig &cfg) {
  KernelText out;
  MLIRContext context;
  std::string error;
  OwningOpRef<ModuleOp> module = generateGemmModule(context, cfg, error);
  out.ok = static_cast<bool>(module);
  if (module)
    out.text = print(*module);
  else
    out.diagnostics = "error: " + respellFlags(error) + "\n";
  return out;
}

/// Runs `fn` with the process's stderr going to `captured` instead. Under a
/// lock (stderr is one per process), so only for short calls.
static bool capturingStderr(std::string &captured,
                            llvm::function_ref<bool()> fn) {
  static std::mutex lock;
  std::lock_guard<std::mutex> guard(lock);
  llvm::errs().flush();
  std::FILE *file = std::tmpfile();
  int saved = file ? ::dup(STDERR_FILENO) : -1;
  if (saved < 0 || ::dup2(::fileno(file), STDERR_FILENO) < 0) {
    if (file)
      std::fclose(file);
    if (saved >= 0)
      ::close(saved);
    return fn();
  }
  bool result = fn();
  llvm::errs().flush();
  ::dup2(saved, STDERR_FILENO);
  ::close(saved);
  std::rewind(file);
  char buffer[4096];
  size_t n;
  while ((n = std::fread(buffer, 1, sizeof(buffer), file)) > 0)
    captured.append(buffer, n);
  std::fclose(file);
  // "<program>: for the --num-stages option: ..." names the program and a
  // flag; the option is the pipeline's (`num-stages` in its text).
  llvm::StringRef text = captured;
  if (size_t at = text.find("for the --"); at != llvm::StringRef::npos)
    captured = ("error: for the " + text.drop_front(at + 10)).str();
  return result;
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
  // llvm::cl reports an option value it cannot parse (`num-stages=two`)
  // to stderr, not to the parser's stream: that text is the reason, and
  // belongs in the diagnostics.
  std::string clErrors;
  bool parsed = capturingStderr(clErrors, [&] {
    return succeeded(parsePassPipeline(passes, pm, session.os));
  });
  session.os << clErrors;
  bool ok = parsed && succeeded(pm.run(*module));
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
    errors << "error: cannot read the linked code object back\n";
    return false;
  }
  object.assign((*buffer)->getBufferStart(), (*buffer)->getBufferEnd());
  return true;
}

Compiled embed::compile(llvm::StringRef text, CompileOptions options) {
  Compiled out;
  {
    llvm::raw_string_ostream os(out.diagnostics);
    if (failed(verifyCompileOptions(options, os)))
      return out;
  }
  // A code object is linked by the driver into a file (ld.lld): a temporary
  // one, read back (its name never reaches the caller).
  llvm::SmallString<128> objectPath;
  if (options.emitObject) {
    int fd;
    if (llvm::sys::fs::createTemporaryFile("cdna4pipe", "hsaco", fd,
                                           objectPath)) {
      out.diagnostics = "error: cannot create a temporary file\n";
      return out;
    }
    llvm::sys::Process::SafelyCloseFileDescriptor(fd);
    options.outputPath = objectPath.str().str();
  }
  Session session(options);
  OwningOpRef<ModuleOp> module = session.driver.parseText(text);
  bool ok = module && succeeded(session.driver.compile(*module));
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
