//===- Session.h - a compile driver that reports into a string --*- C++ -*-===//
//
// Private to lib/Embed: every entry point parses and runs inside one of
// these, so its diagnostics come back to the caller instead of stderr.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_LIB_EMBED_SESSION_H
#define CDNA4PIPE_LIB_EMBED_SESSION_H

#include "cdna4pipe/Embed/Embed.h"

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir {
namespace cdna4pipe {
namespace embed {

/// A compile driver (its context, registrations and diagnostic handler)
/// whose messages and diagnostics land in a string.
struct Session {
  std::string messages;
  llvm::raw_string_ostream os{messages};
  CompileDriver driver;

  explicit Session(CompileOptions options = {})
      : driver(registered(std::move(options)), os) {}

  static CompileOptions registered(CompileOptions options) {
    registerEverything();
    return options;
  }

  /// Hands the collected diagnostics to `status`, with its outcome.
  void finish(Status &status, bool ok) {
    status.ok = ok;
    status.diagnostics = std::move(messages);
  }
};

} // namespace embed
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_LIB_EMBED_SESSION_H
