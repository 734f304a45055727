//===- AsmListing.h - kernels, labels and loops of gfx950 assembly -*- C++ -*-//
//
// The one reader of gfx950 assembly structure, shared by the schedule report
// (Pipelines/AsmReport) and the performance model (Perf): splits the text
// into lines (code / comment), finds each kernel (".type NAME,@function" ...
// ".Lfunc_endN"), its labels, its loops (backward branches) and its main
// loop: the loop whose body holds the most MFMAs.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PERF_ASMLISTING_H
#define CDNA4PIPE_PERF_ASMLISTING_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace mlir {
namespace cdna4pipe {

struct AsmLine {
  unsigned number;         ///< 1-based line number in the text
  llvm::StringRef text;    ///< trimmed
  llvm::StringRef code;    ///< without a trailing comment (';' or '//')
  llvm::StringRef comment; ///< after ';' (trimmed), or empty
};

/// A backward branch and the label it jumps to (indices into the lines).
struct AsmLoop {
  std::string label;
  size_t labelIndex = 0, branchIndex = 0;
  unsigned mfma = 0;        ///< MFMAs in [labelIndex, branchIndex]
  bool drainsLoads = false; ///< an s_waitcnt vmcnt(0) in the loop
};

struct AsmKernel {
  std::string name;
  size_t begin = 0, end = 0; ///< lines [begin, end): "name:" to ".Lfunc_end"
  llvm::StringMap<size_t> labels; ///< label -> line index
  llvm::SmallVector<AsmLoop> loops;
  std::optional<size_t> mainLoop; ///< index into loops
};

/// Splits `text` into lines. The returned lines point into `text`.
llvm::SmallVector<AsmLine> splitAsmLines(llvm::StringRef text);

/// The instruction mnemonic of a code field ("" for none) and its operands.
llvm::StringRef asmMnemonic(llvm::StringRef code);
llvm::StringRef asmOperands(llvm::StringRef code);

/// True for a label definition ("NAME:") in the code field.
bool isAsmLabel(llvm::StringRef code);

/// Parses an integer (decimal, 0x hex, optionally negative).
std::optional<int64_t> parseAsmInt(llvm::StringRef s);

/// Every kernel of the listing with its loops and main loop.
llvm::SmallVector<AsmKernel, 1> findAsmKernels(llvm::ArrayRef<AsmLine> lines);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PERF_ASMLISTING_H
