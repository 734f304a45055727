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

static std::string str(MlirStringRef s) {
  return s.data ? std::string(s.data, s.length) : std::string();
}

/// A C field from its CompileOptions field (strings: a view of it).
static void assign(MlirStringRef &c, const std::string &cpp) { c = toRef(cpp); }
/// A CompileOptions field from its C field.
static void assign(std::string &cpp, MlirStringRef c) { cpp = str(c); }
template <typename T> static void assign(T &to, const T &from) { to = from; }

/// `fn(c.x, cpp.x)` for every option of the C struct and its CompileOptions
/// field: the one list both directions (defaults out, options in) walk.
template <typename COptions, typename CppOptions, typename Fn>
static void forEachOption(COptions &c, CppOptions &cpp, Fn &&fn) {
  fn(c.arch, cpp.arch);
  fn(c.numStages, cpp.numStages);
  fn(c.interleaveStages, cpp.interleaveStages);
  fn(c.waitGranularity, cpp.waitGranularity);
  fn(c.prefetch, cpp.prefetch);
  fn(c.decomposition, cpp.decomposition);
  fn(c.schedule, cpp.schedule);
  fn(c.inputLevel, cpp.inputLevel);
  fn(c.verifySchedule, cpp.verifySchedule);
  fn(c.copyKind, cpp.copyKind);
  fn(c.aliasScopes, cpp.aliasScopes);
  fn(c.barrier, cpp.barrier);
  fn(c.optLevel, cpp.optLevel);
  fn(c.ldLld, cpp.ldLld);
  fn(c.emitMlir, cpp.emitMlir);
  fn(c.emitLlvmIR, cpp.emitLlvmIR);
  fn(c.emitAssembly, cpp.emitAssembly);
  fn(c.emitObject, cpp.emitObject);
  fn(c.report, cpp.report);
}

Cdna4pipeCompileOptions cdna4pipeCompileOptionsGetDefault(void) {
  // Static: the returned strings point into it.
  static const CompileOptions defaults;
  Cdna4pipeCompileOptions o;
  o.structSize = sizeof(Cdna4pipeCompileOptions);
  o.version = CDNA4PIPE_COMPILE_OPTIONS_VERSION;
  forEachOption(o, defaults, [](auto &c, const auto &cpp) { assign(c, cpp); });
  return o;
}

static CompileOptions toCompileOptions(const Cdna4pipeCompileOptions &o) {
  static const CompileOptions defaults;
  CompileOptions c;
  c.spelling = OptionSpelling::CamelCase;
  forEachOption(o, c,
                [](const auto &cField, auto &cpp) { assign(cpp, cField); });
  // C has no "not given": a value other than the default counts as given.
  c.numStagesGiven = o.numStages != defaults.numStages;
  c.interleaveStagesGiven = o.interleaveStages != defaults.interleaveStages;
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
