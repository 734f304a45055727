//===- Disassemble.cpp - kernel files (.s / .hsaco) as assembly text ------===//

#include "cdna4pipe/Perf/Disassemble.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

using namespace llvm;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::perf;

/// The kernels the metadata names: every `.symbol: NAME.kd` and every
/// kernel-level `.name: NAME` of `amdhsa.kernels`.
static StringSet<> metadataKernels(StringRef notes) {
  StringSet<> names;
  for (StringRef raw : llvm::split(notes, '\n')) {
    StringRef t = raw.trim();
    t.consume_front("- ");
    if (t.consume_front(".symbol:")) {
      t = t.trim();
      if (t.consume_back(".kd"))
        names.insert(t);
    }
  }
  return names;
}

std::string perf::objdumpToListing(StringRef objdump, StringRef notes) {
  std::string out;
  raw_string_ostream os(out);
  unsigned functions = 0;
  bool inFunction = false;
  // A kernel is a symbol the metadata names; any other symbol inside the
  // code (AITER's "label_0441", a local label kept in the symbol table) is a
  // label. Without metadata names, every symbol but LLVM's "L<n>" opens a
  // function.
  StringSet<> kernels = metadataKernels(notes);
  bool descriptor = false;
  for (StringRef raw : llvm::split(objdump, '\n')) {
    StringRef t = raw.trim();
    // A kernel descriptor (`-D -j .rodata` decodes NAME.kd into an
    // .amdhsa_kernel block) is copied as it is: ReadProgram and TileOrder
    // read it as they read a .s file's.
    descriptor |= t.starts_with(".amdhsa_kernel ");
    if (descriptor) {
      os << t << "\n";
      descriptor = !t.starts_with(".end_amdhsa_kernel");
      continue;
    }
    // "0000000000001600 <gemm>:" opens a symbol; "<L0>:" (from
    // --symbolize-operands) is a label inside one.
    size_t open = t.find(" <");
    if (open != StringRef::npos && t.ends_with(">:") &&
        all_of(t.take_front(open), isHexDigit)) {
      StringRef name = t.drop_front(open + 2).drop_back(2);
      if (name.ends_with(".kd"))
        continue; // a kernel descriptor's symbol: data, decoded below
      bool label = kernels.empty() ? name.size() > 1 && name[0] == 'L' &&
                                         all_of(name.drop_front(), isDigit)
                                   : !kernels.contains(name);
      if (label) {
        if (inFunction)
          os << name << ":\n";
        continue;
      }
      if (inFunction)
        os << ".Lfunc_end" << functions++ << ":\n";
      os << "\t.type\t" << name << ",@function\n" << name << ":\n";
      inFunction = true;
      continue;
    }
    if (inFunction && raw.starts_with("\t"))
      os << raw << "\n";
  }
  if (inFunction)
    os << ".Lfunc_end" << functions << ":\n";
  os << "\t.amdgpu_metadata\n";
  bool yaml = false;
  for (StringRef raw : llvm::split(notes, '\n')) {
    if (raw.trim() == "---")
      yaml = true;
    else if (yaml && raw.trim() == "...")
      yaml = false;
    else if (yaml)
      os << raw << "\n";
  }
  os << "\t.end_amdgpu_metadata\n";
  return out;
}

static std::string findTool(StringRef name, StringRef toolDir) {
  if (!toolDir.empty()) {
    SmallString<128> p(toolDir);
    sys::path::append(p, name);
    if (sys::fs::can_execute(p))
      return p.str().str();
  }
  if (ErrorOr<std::string> p = sys::findProgramByName((name + "-22").str()))
    return *p;
  std::string fallback = ("/usr/lib/llvm-22/bin/" + name).str();
  return sys::fs::can_execute(fallback) ? fallback : std::string();
}

/// Runs `args` and returns its standard output.
static Expected<std::string> runTool(ArrayRef<StringRef> args) {
  SmallString<128> outPath;
  int fd;
  if (sys::fs::createTemporaryFile("cdna4-perf", "txt", fd, outPath))
    return createStringError("cannot create a temporary file");
  sys::Process::SafelyCloseFileDescriptor(fd);
  std::optional<StringRef> redirects[] = {std::nullopt, StringRef(outPath),
                                          std::nullopt};
  std::string message;
  int rc = sys::ExecuteAndWait(args[0], args, std::nullopt, redirects, 0, 0,
                               &message);
  ErrorOr<std::unique_ptr<MemoryBuffer>> buf = MemoryBuffer::getFile(outPath);
  sys::fs::remove(outPath);
  if (rc != 0 || !buf)
    return createStringError(args[0] + " exited with " + Twine(rc) +
                             (message.empty() ? "" : ": " + message));
  return (*buf)->getBuffer().str();
}

Expected<std::string> perf::readKernelFile(StringRef path, StringRef toolDir) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buf =
      MemoryBuffer::getFileOrSTDIN(path);
  if (!buf)
    return createStringError("cannot read '" + path +
                             "': " + buf.getError().message());
  StringRef text = (*buf)->getBuffer();
  if (!text.starts_with("\x7f"
                        "ELF"))
    return text.str();
  std::string objdump = findTool("llvm-objdump", toolDir);
  std::string readelf = findTool("llvm-readelf", toolDir);
  if (objdump.empty() || readelf.empty())
    return createStringError("'" + path +
                             "' is a code object, and llvm-objdump-22 / "
                             "llvm-readelf-22 were not found to read it");
  Expected<std::string> code =
      runTool({objdump, "-d", "--symbolize-operands", "--mcpu=gfx950", path});
  if (!code)
    return createStringError("cannot disassemble '" + path +
                             "': " + toString(code.takeError()));
  Expected<std::string> descriptors =
      runTool({objdump, "-D", "-j", ".rodata", "--mcpu=gfx950", path});
  if (!descriptors)
    return createStringError("cannot decode the kernel descriptors of '" +
                             path + "': " + toString(descriptors.takeError()));
  Expected<std::string> notes = runTool({readelf, "--notes", path});
  if (!notes)
    return createStringError("cannot read the metadata of '" + path +
                             "': " + toString(notes.takeError()));
  return objdumpToListing(*descriptors + *code, *notes);
}
