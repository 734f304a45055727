//===- Compile.cpp - C API: the whole gfx950 flow -------------------------===//
//
// A shell over embed::compile (lib/Embed): the module is printed with its
// locations and compiled as text in the driver's own context.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe-c/Compile.h"
#include "cdna4pipe/Embed/Embed.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/OperationSupport.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

static embed::Compiled *unwrap(Cdna4pipeCompileResult r) {
  return static_cast<embed::Compiled *>(r.ptr);
}

static MlirStringRef toRef(const std::string &s) {
  return mlirStringRefCreate(s.data(), s.size());
}

Cdna4pipeCompileOptions cdna4pipeCompileOptionsGetDefault(void) {
  static const CompileOptions defaults;
  Cdna4pipeCompileOptions o;
  o.arch = toRef(defaults.arch);
  o.numStages = defaults.numStages;
  o.interleaveStages = defaults.interleaveStages;
  o.waitGranularity = toRef(defaults.waitGranularity);
  o.inputLevel = toRef(defaults.inputLevel);
  o.verifySchedule = defaults.verifySchedule;
  o.optLevel = defaults.optLevel;
  o.emitMlir = o.emitLlvmIR = o.emitAssembly = o.emitObject = false;
  o.report = false;
  return o;
}

static CompileOptions toCompileOptions(const Cdna4pipeCompileOptions &o) {
  CompileOptions c;
  c.arch = unwrap(o.arch).str();
  c.numStages = o.numStages;
  c.interleaveStages = o.interleaveStages;
  c.waitGranularity = unwrap(o.waitGranularity).str();
  c.inputLevel = unwrap(o.inputLevel).str();
  c.verifySchedule = o.verifySchedule;
  c.optLevel = o.optLevel;
  c.emitMlir = o.emitMlir;
  c.emitLlvmIR = o.emitLlvmIR;
  c.emitAssembly = o.emitAssembly;
  c.emitObject = o.emitObject;
  c.report = o.report;
  return c;
}

Cdna4pipeCompileResult
cdna4pipeCompileText(MlirStringRef text,
                     const Cdna4pipeCompileOptions *options) {
  Cdna4pipeCompileOptions defaults = cdna4pipeCompileOptionsGetDefault();
  auto *result = new embed::Compiled(embed::compile(
      unwrap(text), toCompileOptions(options ? *options : defaults)));
  return {result};
}

Cdna4pipeCompileResult
cdna4pipeCompileModule(MlirModule module,
                       const Cdna4pipeCompileOptions *options) {
  std::string text;
  llvm::raw_string_ostream os(text);
  unwrap(module)->print(os, OpPrintingFlags().enableDebugInfo());
  return cdna4pipeCompileText(toRef(text), options);
}

bool cdna4pipeCompileResultSucceeded(Cdna4pipeCompileResult r) {
  return unwrap(r)->ok;
}
MlirStringRef cdna4pipeCompileResultGetDiagnostics(Cdna4pipeCompileResult r) {
  return toRef(unwrap(r)->diagnostics);
}
unsigned cdna4pipeCompileResultGetInputLevel(Cdna4pipeCompileResult r) {
  return unwrap(r)->inputLevel;
}
MlirStringRef cdna4pipeCompileResultGetMlir(Cdna4pipeCompileResult r) {
  return toRef(unwrap(r)->mlir);
}
MlirStringRef cdna4pipeCompileResultGetLLVMIR(Cdna4pipeCompileResult r) {
  return toRef(unwrap(r)->llvmIR);
}
MlirStringRef cdna4pipeCompileResultGetAssembly(Cdna4pipeCompileResult r) {
  return toRef(unwrap(r)->assembly);
}
MlirStringRef cdna4pipeCompileResultGetObject(Cdna4pipeCompileResult r) {
  const std::vector<char> &object = unwrap(r)->object;
  return mlirStringRefCreate(object.data(), object.size());
}
MlirStringRef cdna4pipeCompileResultGetReport(Cdna4pipeCompileResult r) {
  return toRef(unwrap(r)->reportText);
}
void cdna4pipeCompileResultDestroy(Cdna4pipeCompileResult r) {
  delete unwrap(r);
}
