//===- FuzzCommon.cpp - shared pieces of the libFuzzer harnesses ----------===//

#include "FuzzCommon.h"

#include "cdna4pipe/Conversion/Passes.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/Pipelines/Pipelines.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <map>

using namespace mlir;

namespace cdna4pipe_fuzz {

const DialectRegistry &registry() {
  static DialectRegistry *reg = [] {
    auto *r = new DialectRegistry();
    cdna4pipe::registerCDNA4PipePipelines(*r);
    return r;
  }();
  return *reg;
}

FuzzContext::FuzzContext() {
  static MLIRContext *shared = [] {
    auto *c = new MLIRContext(registry(), MLIRContext::Threading::DISABLED);
    c->printOpOnDiagnostic(false);
    c->printStackTraceOnDiagnostic(false);
    return c;
  }();
  ctx = shared;
  handler = ctx->getDiagEngine().registerHandler([this](Diagnostic &d) {
    if (d.getSeverity() == DiagnosticSeverity::Error) {
      ++numErrors;
      lastError = d.str();
    }
    return success();
  });
}

void countOutcome(const char *outcome) {
  // Leaked on purpose: it outlives every input and the exit handler.
  static auto *counts = new std::map<std::string, uint64_t>();
  static bool registered = [] {
    std::atexit([] {
      for (const auto &[name, n] : *counts)
        llvm::errs() << "cdna4pipe-fuzz outcome " << name << ": " << n << "\n";
    });
    return true;
  }();
  (void)registered;
  ++(*counts)[outcome];
}

FuzzContext::~FuzzContext() { ctx->getDiagEngine().eraseHandler(handler); }

void fuzzFail(llvm::StringRef what, Operation *module) {
  llvm::errs() << "cdna4pipe-fuzz: " << what << "\n";
  if (module) {
    OpPrintingFlags flags;
    flags.enableDebugInfo(false);
    module->print(llvm::errs(), flags);
    llvm::errs() << "\n";
  }
  llvm::errs().flush();
  std::abort();
}

bool runPipeline(ModuleOp module, llvm::StringRef pipeline) {
  PassManager pm(module->getContext(), ModuleOp::getOperationName());
  std::string err;
  llvm::raw_string_ostream os(err);
  if (failed(parsePassPipeline(pipeline, pm, os)))
    fuzzFail("cannot parse pass pipeline '" + pipeline.str() + "': " + err,
             nullptr);
  return succeeded(pm.run(module));
}

void eraseOp(Operation *op, SmallVectorImpl<Operation *> &sched,
             SmallVectorImpl<Operation *> &all) {
  sched.erase(llvm::find(sched, op));
  all.erase(llvm::find(all, op));
  op->erase();
}

void moveWithinBlock(Operation *op, Operation *to) {
  if (to != op && to->getBlock() == op->getBlock())
    op->moveBefore(to);
}

void swapWithNext(Operation *op) {
  if (Operation *next = op->getNextNode())
    if (!next->hasTrait<OpTrait::IsTerminator>())
      next->moveBefore(op);
}

} // namespace cdna4pipe_fuzz
