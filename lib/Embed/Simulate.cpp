//===- Simulate.cpp - the GEMM harness for embedders ----------------------===//
//
// See Embed.h: lib/Sim's GEMM harness (simulateGemmModule) on a kernel
// parsed in an embed session. The problem and tile are checked against the
// kernel's cdna4pipe.gemm attribute first, in Python's argument names: a
// mismatch is the caller's error, not a failed run.
//
//===----------------------------------------------------------------------===//

#include "Session.h"
#include "cdna4pipe/Embed/Embed.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::embed;

/// "(a, b, c)", as Python prints a tuple.
static std::string tuple(int64_t a, int64_t b, int64_t c) {
  return "(" + std::to_string(a) + ", " + std::to_string(b) + ", " +
         std::to_string(c) + ")";
}

/// Checks `options` against what the kernel states; reports to `errors`.
static bool matchesKernel(ModuleOp module, const sim::GemmOptions &options,
                          llvm::raw_ostream &errors) {
  std::optional<sim::GemmShape> attr = sim::readGemmAttribute(module);
  std::string gemm = tuple(options.m, options.n, options.k);
  if (options.m <= 0 || options.n <= 0 || options.k <= 0) {
    errors << "error: gemm=" << gemm << ": M, N and K must be positive\n";
    return false;
  }
  if (!attr) {
    if (!options.tile) {
      errors << "error: tile: the kernel has no cdna4pipe.gemm attribute "
                "saying its tile; pass tile=(BM, BN, BK)\n";
      return false;
    }
    return true;
  }
  if (attr->m != options.m || attr->n != options.n || attr->k != options.k) {
    errors << "error: gemm=" << gemm << " does not match the kernel's problem "
           << tuple(attr->m, attr->n, attr->k)
           << " (its cdna4pipe.gemm attribute; shapes are static)\n";
    return false;
  }
  if (options.tile &&
      ((*options.tile)[0] != attr->bm || (*options.tile)[1] != attr->bn ||
       (*options.tile)[2] != attr->bk)) {
    errors << "error: tile="
           << tuple((*options.tile)[0], (*options.tile)[1], (*options.tile)[2])
           << " does not match the kernel's tile "
           << tuple(attr->bm, attr->bn, attr->bk)
           << " (its cdna4pipe.gemm attribute)\n";
    return false;
  }
  return true;
}

Simulated embed::simulate(llvm::StringRef text,
                          const sim::GemmOptions &options) {
  Simulated out;
  Session session;
  OwningOpRef<ModuleOp> module = session.driver.parseText(text);
  bool ok = module && matchesKernel(*module, options, session.os);
  if (ok) {
    out.result = sim::simulateGemmModule(*module, options);
    ok = out.result.status == sim::GemmResult::Status::Ok;
    if (!out.result.message.empty())
      session.os << "error: " << respellFlags(out.result.message) << "\n";
  }
  session.finish(out, ok);
  return out;
}
