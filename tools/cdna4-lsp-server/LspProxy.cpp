//===- LspProxy.cpp - a JSON-RPC filter in front of the MLIR server -------===//
//
// See LspProxy.h.
//
//===----------------------------------------------------------------------===//

#include "LspProxy.h"
#include "cdna4pipe/Embed/Embed.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/LSP/Protocol.h"
#include "llvm/Support/LSP/Transport.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <mutex>
#include <set>
#include <thread>
#include <unistd.h>

using namespace llvm;
using namespace mlir::cdna4pipe;

namespace {

/// Writes all of `data` to `fd`; false when the other end is gone.
bool writeAll(int fd, StringRef data) {
  while (!data.empty()) {
    ssize_t n = ::write(fd, data.data(), data.size());
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    data = data.drop_front(n);
  }
  return true;
}

/// One JSON-RPC message as the LSP base protocol frames it.
std::string frame(const json::Value &message, bool pretty) {
  std::string body = pretty ? formatv("{0:2}\n", message).str()
                            : formatv("{0}", message).str();
  return "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
}

/// Whether `object` is a message MLIR's transport dispatches (a request or
/// notification with a string method, or a response with an id); anything
/// else would stop it.
bool isJsonRpc(const json::Object &object) {
  if (object.getString("jsonrpc") != std::optional<StringRef>("2.0"))
    return false;
  if (const json::Value *method = object.get("method"))
    return method->getAsString().has_value();
  return object.get("id") != nullptr;
}

/// The end of the token that starts at column `col` (0-based) of `line`:
/// an op name, an SSA name or a keyword.
unsigned tokenEnd(StringRef line, unsigned col) {
  unsigned end = col;
  while (end < line.size() &&
         (isAlnum(line[end]) || StringRef("_.$%#-").contains(line[end])))
    ++end;
  return end == col ? col + 1 : end;
}

/// Reads the JSON-RPC messages of `in` in `style` until its end, a read
/// error or `handle` returns false; `handle` gets each message's parse.
void forEachMessage(std::FILE *in, lsp::JSONStreamStyle style,
                    function_ref<bool(Expected<json::Value>)> handle) {
  lsp::JSONTransportInputOverFile input(in, style);
  while (!input.isEndOfInput() && !input.hasError()) {
    std::string text;
    if (failed(input.readMessage(text)))
      continue;
    if (!handle(json::parse(text)))
      return;
  }
}

class Proxy {
public:
  Proxy(const cdna4pipe_lsp::ProxyOptions &options, int clientOut, int toServer)
      : options(options), clientOut(clientOut), toServer(toServer) {}

  /// Reads the client until "exit" or the end of its input.
  void pumpClient(std::FILE *in);
  /// Reads the server until the end of its output.
  void pumpServer(std::FILE *in);

private:
  void sendToClient(const json::Value &message) {
    std::string framed = frame(message, options.pretty);
    std::lock_guard<std::mutex> lock(clientMutex);
    writeAll(clientOut, framed);
  }
  /// Answers a message the server never sees. Its requests that came
  /// before are answered first (the server answers in order; the error
  /// keeps that order), unless it takes longer than a second.
  void replyError(json::Value id, int code, StringRef message) {
    {
      std::unique_lock<std::mutex> lock(pendingMutex);
      answered.wait_for(lock, std::chrono::seconds(1),
                        [&] { return pending.empty(); });
    }
    sendToClient(json::Object{
        {"jsonrpc", "2.0"},
        {"id", std::move(id)},
        {"error", json::Object{{"code", code}, {"message", message}}}});
  }
  /// Follows didOpen / didChange / didClose.
  void track(StringRef method, const json::Object &params);
  /// Adds the schedule verifier's findings to a publishDiagnostics.
  void addFindings(json::Object &params);

  cdna4pipe_lsp::ProxyOptions options;
  int clientOut, toServer;
  /// The ids (printed) of the client's requests the server has not
  /// answered yet.
  std::mutex pendingMutex;
  std::condition_variable answered;
  std::set<std::string> pending;
  std::mutex clientMutex, documentsMutex;
  /// The open documents: version and text.
  StringMap<std::pair<int64_t, std::string>> documents;
};

void Proxy::pumpClient(std::FILE *in) {
  auto style = options.delimitedInput ? lsp::JSONStreamStyle::Delimited
                                      : lsp::JSONStreamStyle::Standard;
  forEachMessage(in, style, [&](Expected<json::Value> message) {
    if (!message) {
      replyError(nullptr, -32700,
                 "Parse error: " + toString(message.takeError()));
      return true;
    }
    json::Object *object = message->getAsObject();
    if (!object || !isJsonRpc(*object)) {
      const json::Value *id = object ? object->get("id") : nullptr;
      replyError(id ? *id : json::Value(nullptr), -32600,
                 "Invalid Request: a JSON-RPC 2.0 message is an object with "
                 "\"jsonrpc\": \"2.0\" and a method (or, for a response, an "
                 "id)");
      return true;
    }
    std::optional<StringRef> method = object->getString("method");
    if (method)
      if (const json::Object *params = object->getObject("params"))
        track(*method, *params);
    if (method && object->get("id")) {
      std::lock_guard<std::mutex> lock(pendingMutex);
      pending.insert(formatv("{0}", *object->get("id")).str());
    }
    // Passed on in the style it came in (the server was given the same
    // options).
    std::string passedOn = options.delimitedInput
                               ? formatv("{0}\n// -----\n", *message).str()
                               : frame(*message, /*pretty=*/false);
    // Stops when the server is gone, or after "exit".
    return writeAll(toServer, passedOn) && method != "exit";
  });
}

void Proxy::track(StringRef method, const json::Object &params) {
  const json::Object *doc = params.getObject("textDocument");
  std::optional<StringRef> uri = doc ? doc->getString("uri") : std::nullopt;
  if (!uri)
    return;
  int64_t version = doc->getInteger("version").value_or(0);
  std::lock_guard<std::mutex> lock(documentsMutex);
  if (method == "textDocument/didOpen") {
    documents[*uri] = {version, doc->getString("text").value_or("").str()};
  } else if (method == "textDocument/didClose") {
    documents.erase(*uri);
  } else if (method == "textDocument/didChange") {
    std::vector<lsp::TextDocumentContentChangeEvent> changes;
    const json::Value *list = params.get("contentChanges");
    json::Path::Root root;
    auto &[known, text] = documents[*uri];
    known = version;
    if (!list || !fromJSON(*list, changes, root) ||
        failed(lsp::TextDocumentContentChangeEvent::applyTo(changes, text)))
      documents.erase(*uri); // out of step: no findings until reopened
  }
}

void Proxy::addFindings(json::Object &params) {
  std::optional<StringRef> uri = params.getString("uri");
  json::Array *diagnostics = params.getArray("diagnostics");
  if (!uri || !diagnostics)
    return;
  std::string text;
  {
    // Findings for the version the server published for; a later change
    // brings its own publish.
    std::lock_guard<std::mutex> lock(documentsMutex);
    auto it = documents.find(*uri);
    std::optional<int64_t> version = params.getInteger("version");
    if (it == documents.end() || (version && *version != it->second.first))
      return;
    text = it->second.second;
  }
  embed::ScheduleFindings found = embed::scheduleFindings(text);
  SmallVector<StringRef> lines;
  StringRef(text).split(lines, '\n');
  auto range = [&](const embed::LocatedDiagnostic &d) {
    unsigned line = d.line ? d.line - 1 : 0, col = d.col ? d.col - 1 : 0;
    unsigned end = line < lines.size() ? tokenEnd(lines[line], col) : col + 1;
    return json::Object{
        {"start", json::Object{{"line", line}, {"character", col}}},
        {"end", json::Object{{"line", line}, {"character", end}}}};
  };
  for (const embed::LocatedDiagnostic &d : found.findings) {
    json::Array related;
    for (const embed::LocatedDiagnostic &note : d.notes)
      related.push_back(json::Object{
          {"location", json::Object{{"uri", *uri}, {"range", range(note)}}},
          {"message", note.message}});
    int severity = d.severity == "error" ? 1 : d.severity == "warning" ? 2 : 3;
    json::Object diagnostic{{"range", range(d)},
                            {"severity", severity},
                            {"source", "cdna4pipe-verify-schedule"},
                            {"category", "Schedule Hazard"},
                            {"message", d.message}};
    if (!related.empty())
      diagnostic["relatedInformation"] = std::move(related);
    diagnostics->push_back(std::move(diagnostic));
  }
}

void Proxy::pumpServer(std::FILE *in) {
  // The server was started in the standard (framed) style.
  auto style = lsp::JSONStreamStyle::Standard;
  forEachMessage(in, style, [&](Expected<json::Value> message) {
    if (!message) {
      consumeError(message.takeError());
      return true;
    }
    json::Object *object = message->getAsObject();
    std::optional<StringRef> method =
        object ? object->getString("method") : std::nullopt;
    if (method == "textDocument/publishDiagnostics")
      if (json::Object *params = object->getObject("params"))
        addFindings(*params);
    sendToClient(*message);
    if (object && !method && object->get("id")) {
      std::lock_guard<std::mutex> lock(pendingMutex);
      pending.erase(formatv("{0}", *object->get("id")).str());
      answered.notify_all();
    }
    return true;
  });
}

} // namespace

int cdna4pipe_lsp::runBehindProxy(const ProxyOptions &options,
                                  function_ref<int()> server) {
  int toServer[2], fromServer[2];
  if (::pipe(toServer) || ::pipe(fromServer)) {
    errs() << "cdna4-lsp-server: cannot create pipes\n";
    return 1;
  }
  // A server that is gone makes writes to its pipe fail, not kill us.
  ::signal(SIGPIPE, SIG_IGN);
  // The client keeps the process's stdin / stdout; the server gets the
  // pipes as its stdin / stdout.
  int clientIn = ::dup(STDIN_FILENO), clientOut = ::dup(STDOUT_FILENO);
  ::dup2(toServer[0], STDIN_FILENO);
  ::dup2(fromServer[1], STDOUT_FILENO);
  ::close(toServer[0]);
  ::close(fromServer[1]);

  Proxy proxy(options, clientOut, toServer[1]);
  int rc = 0;
  std::thread serverThread([&] {
    rc = server();
    outs().flush();
    // The end of the server's output: the reader below sees EOF.
    ::close(STDOUT_FILENO);
  });
  std::FILE *serverOut = ::fdopen(fromServer[0], "r");
  std::thread readerThread([&] { proxy.pumpServer(serverOut); });
  std::FILE *clientInput = ::fdopen(clientIn, "r");
  proxy.pumpClient(clientInput);
  // After "exit" or the client's end of input, the server sees its end too.
  ::close(toServer[1]);
  serverThread.join();
  readerThread.join();
  std::fclose(serverOut);
  std::fclose(clientInput);
  ::close(clientOut);
  return rc;
}
