//===- Disassemble.h - kernel files (.s / .hsaco) as assembly text -*- C++ -*-//
//
// The performance model reads assembly text. A .s is read as is; a code
// object (.hsaco, or any file starting with the ELF magic) is disassembled
// with llvm-objdump (-d --symbolize-operands --mcpu=gfx950; -D -j .rodata
// decodes the kernel descriptors) and its metadata note printed with
// llvm-readelf --notes, and both are rewritten into the listing form
// Program.h reads (".type NAME,@function", "NAME:", labels, ".Lfunc_endN",
// the .amdhsa_kernel blocks, the amdhsa.kernels YAML).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PERF_DISASSEMBLE_H
#define CDNA4PIPE_PERF_DISASSEMBLE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace mlir {
namespace cdna4pipe {
namespace perf {

/// Rewrites `llvm-objdump -d --symbolize-operands` output (and `-D -j
/// .rodata` output, whose .amdhsa_kernel blocks are copied) plus
/// `llvm-readelf --notes` output into a listing.
std::string objdumpToListing(llvm::StringRef objdump, llvm::StringRef notes);

/// The assembly text of `path` (disassembled when it is a code object).
/// `toolDir` (may be empty) is searched first for llvm-objdump-22 /
/// llvm-readelf-22, then PATH, then /usr/lib/llvm-22/bin.
llvm::Expected<std::string> readKernelFile(llvm::StringRef path,
                                           llvm::StringRef toolDir = "");

} // namespace perf
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PERF_DISASSEMBLE_H
