//===- cdna4-lsp-server.cpp - MLIR language server with cdna4pipe ---------===//
//
// mlir-lsp-server with every upstream dialect and extension plus the
// cdna4pipe dialect: an editor pointed at it (README, docs/Embedding.md)
// gets diagnostics, hover, go-to-definition and completion on kernels at
// every contract level, cdna4pipe ops included, and the schedule verifier's
// hazards at their ops. It survives any message (LspProxy.h).
//
// Options are mlir-lsp-server's.
//
//===----------------------------------------------------------------------===//

#include "LspProxy.h"
#include "cdna4pipe/Pipelines/Pipelines.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

#include "llvm/ADT/StringRef.h"

int main(int argc, char **argv) {
  // The proxy talks to the client and passes the messages on in the same
  // style: it reads the options that set the style; the server reads all.
  cdna4pipe_lsp::ProxyOptions proxy;
  bool helpOnly = false;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    arg.consume_front("-");
    arg.consume_front("-");
    if (arg == "lit-test")
      proxy.delimitedInput = proxy.pretty = true;
    else if (arg == "pretty")
      proxy.pretty = true;
    else if (arg.consume_front("input-style="))
      proxy.delimitedInput = arg == "delimited";
    else
      helpOnly |= arg.starts_with("help") || arg == "version";
  }
  mlir::DialectRegistry registry;
  mlir::cdna4pipe::registerCDNA4PipePipelines(registry);
  auto server = [&] {
    return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry)) ? 1 : 0;
  };
  if (helpOnly)
    return server();
  return cdna4pipe_lsp::runBehindProxy(proxy, server);
}
