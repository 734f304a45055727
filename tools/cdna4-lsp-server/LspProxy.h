//===- LspProxy.h - JSON-RPC filter before the server -----------*- C++ -*-===//
//
// cdna4-lsp-server is MLIR's language server (MlirLspServerMain, in
// libMLIR.so) behind a proxy in the same process, connected by two pipes:
//
//  - client -> server: every message is checked to be a JSON-RPC 2.0 object
//    before it is passed on. MLIR's transport stops the server on a
//    well-framed body that is not one ([1,2], an object without
//    "jsonrpc": "2.0"); the proxy answers such a body with a JSON-RPC
//    error instead (Parse error / Invalid Request) and goes on. Messages
//    are passed on in the style they came in (the server gets the same
//    options: -lit-test, -input-style).
//  - server -> client: a textDocument/publishDiagnostics gets the schedule
//    verifier's findings on the document's cdna4pipe-level functions
//    (embed::scheduleFindings), at their ops, next to MLIR's own.
//
// The proxy keeps the text of every open document (didOpen / didChange,
// incremental or whole) to run the verifier on.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_TOOLS_LSPPROXY_H
#define CDNA4PIPE_TOOLS_LSPPROXY_H

#include "llvm/ADT/STLFunctionalExtras.h"

namespace cdna4pipe_lsp {

struct ProxyOptions {
  bool delimitedInput = false; ///< client messages split by "// -----" lines
  bool pretty = false;         ///< indented JSON to the client
};

/// Runs `server` (which reads stdin and writes stdout) behind the proxy,
/// with the process's stdin / stdout as the client. Returns the server's
/// exit code.
int runBehindProxy(const ProxyOptions &options,
                   llvm::function_ref<int()> server);

} // namespace cdna4pipe_lsp

#endif // CDNA4PIPE_TOOLS_LSPPROXY_H
