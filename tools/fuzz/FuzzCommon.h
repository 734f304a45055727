//===- FuzzCommon.h - shared pieces of the libFuzzer harnesses --*- C++ -*-===//
//
// The harnesses (docs/Hardening.md) share: one dialect registry with every
// dialect a cdna4pipe kernel uses, a fresh single-threaded context per input,
// a diagnostic sink (diagnostics on bad inputs are expected, not findings),
// a byte reader that turns fuzz bytes into parameters, and `fuzzFail`, which
// prints what went wrong and aborts so libFuzzer records the input.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_TOOLS_FUZZ_FUZZCOMMON_H
#define CDNA4PIPE_TOOLS_FUZZ_FUZZCOMMON_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace cdna4pipe_fuzz {

/// Registry with every dialect (upstream and cdna4pipe) and extension, and
/// every pass registered; built once.
const mlir::DialectRegistry &registry();

/// The harness's context over registry(), with threading off, created once
/// and shared by all inputs (a fresh context per input costs more than the
/// input itself: dialects load anew each time), and diagnostics swallowed
/// (counted in `numErrors`) while the FuzzContext lives.
struct FuzzContext {
  FuzzContext();
  ~FuzzContext();
  mlir::MLIRContext *ctx;
  unsigned numErrors = 0;
  std::string lastError;

private:
  uint64_t handler;
};

/// Reads fuzz bytes as small integers; past the end it returns zeros, so
/// every input decodes to something.
class ByteReader {
public:
  ByteReader(const uint8_t *data, size_t size) : data(data), size(size) {}
  uint8_t byte() { return pos < size ? data[pos++] : 0; }
  /// A value in [0, n) (n > 0).
  unsigned below(unsigned n) {
    unsigned v = byte() | (unsigned(byte()) << 8);
    return v % n;
  }
  bool flag() { return byte() & 1; }
  bool empty() const { return pos >= size; }

private:
  const uint8_t *data;
  size_t size;
  size_t pos = 0;
};

/// Counts what became of the inputs, by outcome name; printed to stderr when
/// the process exits (scripts/fuzz.sh reports the figures).
void countOutcome(const char *outcome);

/// Prints `what`, the module (if any) and aborts: a finding.
[[noreturn]] void fuzzFail(llvm::StringRef what, mlir::Operation *module);

/// Runs the textual pass pipeline `pipeline` on `module`. Returns false when
/// the pipeline does not parse or a pass fails (diagnostics swallowed).
bool runPipeline(mlir::ModuleOp module, llvm::StringRef pipeline);

// Edits both mutating harnesses make. `sched`: the ops an edit picks; `all`:
// the ops an edit may move one next to.
/// Erases `op` and drops it from both lists.
void eraseOp(mlir::Operation *op,
             llvm::SmallVectorImpl<mlir::Operation *> &sched,
             llvm::SmallVectorImpl<mlir::Operation *> &all);
/// Moves `op` before `to` when `to` is another op of its block.
void moveWithinBlock(mlir::Operation *op, mlir::Operation *to);
/// Swaps `op` with the op after it, unless that is the block's terminator.
void swapWithNext(mlir::Operation *op);

} // namespace cdna4pipe_fuzz

#endif // CDNA4PIPE_TOOLS_FUZZ_FUZZCOMMON_H
