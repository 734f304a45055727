//===- Simulate.cpp - the GEMM harness for embedders ----------------------===//
//
// See Embed.h: lib/Sim's GEMM harness (simulateGemmModule) on a kernel
// parsed in an embed session.
//
//===----------------------------------------------------------------------===//

#include "Session.h"
#include "cdna4pipe/Embed/Embed.h"

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::embed;

Simulated embed::simulate(llvm::StringRef text,
                          const sim::GemmOptions &options) {
  Simulated out;
  Session session;
  OwningOpRef<ModuleOp> module = session.driver.parseText(text);
  if (module)
    out.result = sim::simulateGemmModule(*module, options);
  bool ok = module && out.result.status == sim::GemmResult::Status::Ok;
  if (module && !out.result.message.empty())
    session.os << "error: " << out.result.message << "\n";
  session.finish(out, ok);
  return out;
}
