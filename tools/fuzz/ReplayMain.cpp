//===- ReplayMain.cpp - run a fuzz harness over saved inputs --------------===//
//
// Builds without CDNA4PIPE_FUZZ (any compiler, no libFuzzer) link this main
// into the harnesses instead of libFuzzer's: `cdna4-fuzz-T FILE|DIR...` runs
// LLVMFuzzerTestOneInput once on every file named and on every regular file
// of every directory named (sorted by name), printing each input's path
// before it runs. A finding aborts (fuzzFail, or a sanitizer in sanitized
// builds), so the CTest that replays the checked-in corpus fails on any
// input that regressed. Prints "replayed N inputs" at the end.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace fs = std::filesystem;

/// The inputs `arg` names (a file, or a directory's regular files, sorted);
/// false when it names neither.
static bool collect(const fs::path &arg, std::vector<fs::path> &inputs) {
  std::error_code ec;
  if (fs::is_regular_file(arg, ec)) {
    inputs.push_back(arg);
    return true;
  }
  if (!fs::is_directory(arg, ec))
    return false;
  std::vector<fs::path> files;
  for (const fs::directory_entry &e : fs::directory_iterator(arg, ec))
    if (e.is_regular_file())
      files.push_back(e.path());
  std::sort(files.begin(), files.end());
  inputs.insert(inputs.end(), files.begin(), files.end());
  return true;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    std::cerr << "usage: " << argv[0] << " FILE|DIR...\n";
    return 2;
  }
  std::vector<fs::path> inputs;
  for (int i = 1; i < argc; ++i) {
    if (!collect(argv[i], inputs)) {
      std::cerr << argv[0] << ": no such file or directory: " << argv[i]
                << "\n";
      return 2;
    }
  }
  for (const fs::path &p : inputs) {
    std::cout << "input " << p.string() << std::endl;
    std::ifstream in(p, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)),
                      std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.data()),
                           bytes.size());
  }
  std::cout << "replayed " << inputs.size() << " inputs" << std::endl;
  return 0;
}
