//===- DriverOptions.cpp - the compile driver's options and timer ---------===//
//
// See Driver.h: how option errors name an option (OptionNamer), the checks
// of CompileOptions that do not need the input, and the phase timer.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Pipelines/Driver.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::cdna4pipe;

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
