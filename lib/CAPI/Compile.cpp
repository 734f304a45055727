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
  o.structSize = sizeof(Cdna4pipeCompileOptions);
  o.version = CDNA4PIPE_COMPILE_OPTIONS_VERSION;
  o.arch = toRef(defaults.arch);
  o.numStages = defaults.numStages;
  o.interleaveStages = defaults.interleaveStages;
  o.waitGranularity = toRef(defaults.waitGranularity);
  o.prefetch = toRef(defaults.prefetch);
  o.decomposition = toRef(defaults.decomposition);
  o.schedule = toRef(defaults.schedule);
  o.inputLevel = toRef(defaults.inputLevel);
  o.verifySchedule = defaults.verifySchedule;
  o.copyKind = toRef(defaults.copyKind);
  o.aliasScopes = defaults.aliasScopes;
  o.barrier = toRef(defaults.barrier);
  o.optLevel = defaults.optLevel;
  o.ldLld = toRef(defaults.ldLld);
  o.emitMlir = o.emitLlvmIR = o.emitAssembly = o.emitObject = false;
  o.report = false;
  return o;
}

static std::string str(MlirStringRef s) {
  return s.data ? std::string(s.data, s.length) : std::string();
}

static CompileOptions toCompileOptions(const Cdna4pipeCompileOptions &o) {
  static const CompileOptions defaults;
  CompileOptions c;
  c.spelling = OptionSpelling::CamelCase;
  c.arch = str(o.arch);
  c.numStages = o.numStages;
  c.numStagesGiven = o.numStages != defaults.numStages;
  c.interleaveStages = o.interleaveStages;
  c.interleaveStagesGiven = o.interleaveStages != defaults.interleaveStages;
  c.waitGranularity = str(o.waitGranularity);
  c.prefetch = str(o.prefetch);
  c.decomposition = str(o.decomposition);
  c.schedule = str(o.schedule);
  c.inputLevel = str(o.inputLevel);
  c.verifySchedule = o.verifySchedule;
  c.copyKind = str(o.copyKind);
  c.aliasScopes = o.aliasScopes;
  c.barrier = str(o.barrier);
  c.optLevel = o.optLevel;
  c.ldLld = str(o.ldLld);
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
  if (!options)
    options = &defaults;
  auto *result = new embed::Compiled();
  if (options->structSize != sizeof(Cdna4pipeCompileOptions) ||
      options->version != CDNA4PIPE_COMPILE_OPTIONS_VERSION) {
    result->diagnostics =
        "error: structSize=" + std::to_string(options->structSize) +
        " version=" + std::to_string(options->version) +
        " is not this library's Cdna4pipeCompileOptions (structSize=" +
        std::to_string(sizeof(Cdna4pipeCompileOptions)) +
        " version=" + std::to_string(CDNA4PIPE_COMPILE_OPTIONS_VERSION) +
        "): start from cdna4pipeCompileOptionsGetDefault() of the "
        "cdna4pipe-c/Compile.h the library was built with\n";
    return {result};
  }
  *result = embed::compile(str(text), toCompileOptions(*options));
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
