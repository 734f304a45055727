//===- Verify.cpp - the schedule verifier for embedders -------------------===//
//
// See Embed.h: the static hazard proof (lib/Analysis) on the cdna4pipe-level
// functions of a text, as figures (verify_schedule) or as located findings
// (the language server's diagnostics).
//
//===----------------------------------------------------------------------===//

#include "Session.h"
#include "cdna4pipe/Embed/Embed.h"
#include "cdna4pipe/Pipelines/Pipelines.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::embed;

/// Whether `func` holds cdna4pipe ops (Level 2 or 3 IR): the functions the
/// verifier has something to prove about.
static bool isCDNA4PipeLevel(FunctionOpInterface func) {
  return func
      ->walk([](Operation *op) {
        return op->getName().getDialectNamespace() == "cdna4pipe"
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

Verified embed::verifySchedule(llvm::StringRef text,
                               const ScheduleVerifierOptions &options) {
  Verified out;
  Session session;
  OwningOpRef<ModuleOp> module = session.driver.parseText(text);
  bool ok = static_cast<bool>(module);
  if (module)
    (*module)->walk([&](FunctionOpInterface func) {
      if (!isCDNA4PipeLevel(func))
        return;
      VerifiedFunction f;
      f.name = func.getName().str();
      if (failed(cdna4pipe::verifySchedule(func, options, &f.stats)))
        ok = false;
      out.functions.push_back(std::move(f));
    });
  if (ok && out.functions.empty()) {
    session.os << "error: text: no function holds cdna4pipe ops; the "
                  "verifier proves Level 2 or 3 IR (a plain kernel has no "
                  "schedule yet: run_passes(text, "
                  "\"cdna4pipe-software-pipeline,cdna4pipe-form-stages,"
                  "cdna4pipe-interleave\") gives one)\n";
    ok = false;
  }
  session.finish(out, ok);
  return out;
}

static const char *severityName(DiagnosticSeverity severity) {
  switch (severity) {
  case DiagnosticSeverity::Error:
    return "error";
  case DiagnosticSeverity::Warning:
    return "warning";
  case DiagnosticSeverity::Remark:
    return "remark";
  case DiagnosticSeverity::Note:
    return "note";
  }
  return "error";
}

/// `diag` with its position in the text (0:0 when it has none).
static LocatedDiagnostic locate(const Diagnostic &diag) {
  LocatedDiagnostic d;
  if (auto loc = diag.getLocation()->findInstanceOf<FileLineColLoc>()) {
    d.line = loc.getLine();
    d.col = loc.getColumn();
  }
  d.severity = severityName(diag.getSeverity());
  d.message = diag.str();
  for (const Diagnostic &note : diag.getNotes())
    d.notes.push_back(locate(note));
  return d;
}

ScheduleFindings embed::scheduleFindings(llvm::StringRef text) {
  ScheduleFindings out;
  static DialectRegistry *registry = [] {
    auto *r = new DialectRegistry();
    registerCDNA4PipePipelines(*r);
    return r;
  }();
  MLIRContext context(*registry, MLIRContext::Threading::DISABLED);
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "<kernel>"), llvm::SMLoc());
  // A text that does not parse or verify is the editor's own diagnostics'
  // business: nothing is found, nothing is reported twice.
  bool parseFailed = false;
  OwningOpRef<ModuleOp> module;
  {
    ScopedDiagnosticHandler quiet(&context, [&](Diagnostic &diag) {
      parseFailed |= diag.getSeverity() == DiagnosticSeverity::Error;
      return success();
    });
    module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  }
  out.ok = module && !parseFailed;
  if (!out.ok)
    return out;
  ScopedDiagnosticHandler collect(&context, [&](Diagnostic &diag) {
    out.findings.push_back(locate(diag));
    return success();
  });
  (*module)->walk([&](FunctionOpInterface func) {
    if (isCDNA4PipeLevel(func))
      (void)cdna4pipe::verifySchedule(func);
  });
  return out;
}
