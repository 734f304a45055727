//===- fuzz-parse.cpp - libFuzzer: dialect parser and verifiers -----------===//
//
// Arbitrary text -> MLIR parser (every dialect registered, cdna4pipe's custom
// assembly formats and op verifiers included). On a module that parses:
//   * print -> parse -> print must give the same text (the custom formats
//     round-trip), and the generic form must parse too;
//   * the schedule verifier runs on every function (the static proof must
//     never crash or run unboundedly on what a user can write; its limits
//     are lowered so one input stays fast).
// Diagnostics are expected; a crash, a sanitizer report, a timeout or a
// round-trip mismatch is a finding.
//
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "cdna4pipe/Analysis/ScheduleVerifier.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace cdna4pipe_fuzz;

/// Known upstream MLIR parser problems the harness steps around (they are
/// not cdna4pipe's to fix, and would otherwise hide every other finding):
///  * `%x#N` with a huge N: the parser sizes a result vector by N before it
///    checks it against the op's results (`%x#2147483648` runs out of
///    memory).
///  * Very deep nesting (`((((...` / `[[[[...`): recursive descent exhausts
///    the stack.
static bool knownUpstreamProblem(StringRef text) {
  for (size_t i = 0; i + 1 < text.size(); ++i) {
    if (text[i] != '#' || !llvm::isDigit(text[i + 1]))
      continue;
    size_t j = i + 1;
    while (j < text.size() && llvm::isDigit(text[j]))
      ++j;
    if (j - (i + 1) > 4)
      return true; // a result number of 10^5 or more
  }
  int depth = 0;
  for (char c : text) {
    if (c == '(' || c == '[' || c == '{' || c == '<')
      depth = depth + 1;
    else if (c == ')' || c == ']' || c == '}' || c == '>')
      depth = depth > 0 ? depth - 1 : 0;
    if (depth > 200)
      return true;
  }
  return false;
}

static std::string print(Operation *op, bool generic) {
  std::string s;
  llvm::raw_string_ostream os(s);
  OpPrintingFlags flags;
  if (generic)
    flags.printGenericOpForm();
  op->print(os, flags);
  return s;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // A NUL-terminated copy: MLIR's lexer reads the byte past the end of its
  // buffer (a heap overflow on libFuzzer's exact-size input otherwise).
  std::string text(reinterpret_cast<const char *>(data), size);
  if (size > 16384 || knownUpstreamProblem(text))
    return 0;
  FuzzContext fc;
  ParserConfig config(fc.ctx);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, config);
  if (!module) {
    countOutcome("parse-rejects");
    return 0;
  }
  countOutcome("parsed");

  // Round trip: custom form and generic form parse back to the same module.
  std::string once = print(*module, /*generic=*/false);
  OwningOpRef<ModuleOp> again = parseSourceString<ModuleOp>(once, config);
  if (!again)
    fuzzFail("printed module does not parse back: " + fc.lastError, *module);
  if (print(*again, false) != once)
    fuzzFail("print -> parse -> print changed the module", *module);
  OwningOpRef<ModuleOp> generic =
      parseSourceString<ModuleOp>(print(*module, /*generic=*/true), config);
  if (!generic)
    fuzzFail("generic form does not parse back: " + fc.lastError, *module);

  cdna4pipe::ScheduleVerifierOptions options;
  options.maxIterations = 64;
  (void)cdna4pipe::verifySchedules(*module, options);
  return 0;
}
