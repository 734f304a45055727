//===- Simulator.h - CPU executor of gfx950 LLVM+ROCDL kernels -*- C++ -*-===//
//
// cdna4-sim's engine. A kernel in MLIR's LLVM dialect + ROCDL (what is handed
// to LLVM's AMDGPU backend) is pre-decoded into a flat instruction list with
// slot-indexed registers (each SSA value owns `width` words per lane, stored
// element-major [word][lane]); every instruction then runs for all 64 lanes
// of a wave at once. Waves of one workgroup share a 160 KiB LDS and are
// interleaved under an adversarial timing policy; LDS DMA writes and ds_read
// samples are queued per wave and complete at issue, lazily, or at random
// points.
//
// Race rules (exact; see docs/Simulator.md):
//  * Every LDS write is a *write record*: an LDS DMA instruction (one record
//    per instruction and wave) or an llvm.store to address space 3 (landed
//    and retired at once). Each LDS byte remembers the last record issued to
//    it.
//  * A record is *retired* for its wave when a s_waitcnt vmcnt(N) of that
//    wave leaves at most N younger vector-memory instructions outstanding
//    (or a drain: llvm.fence / rocdl.barrier). The barrier epoch of a wave
//    is the number of s_barriers it has passed.
//  * Read rule: wave w reading byte b in epoch e is race-free iff b's last
//    record R was issued by w and is retired, or R is retired by its wave in
//    an epoch < e (a barrier separates the retiring wait from the read).
//    Otherwise: "read-before-landed" when R has not landed yet,
//    "unsynchronized-read" when it has landed only by timing luck.
//  * Write-after-read rule: a write record of wave w issued in epoch e to
//    byte b that another wave read in epoch e is a "write-after-read" race.
//  * ds_reads have latency: checked at issue, sampled at completion (an
//    s_waitcnt lgkmcnt covering them, the first use of the result, a drain,
//    or the landing policy). A write record issued by another wave onto
//    bytes of a ds_read not completed yet is a "write-after-read" race too.
//  * Reading an LDS byte no write record ever targeted: "uninitialized-read".
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_SIM_SIMULATOR_H
#define CDNA4PIPE_SIM_SIMULATOR_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace cdna4pipe {
namespace sim {

/// When an LDS DMA's bytes reach LDS and when a ds_read samples its bytes.
enum class Landing { AtIssue, Lazy, Random };
/// How the waves of a workgroup are interleaved.
enum class Interleave { RoundRobin, RunAhead, Random };

struct Policy {
  Landing landing = Landing::Lazy;
  Interleave interleave = Interleave::RoundRobin;
  std::string str() const;
};
/// Parses "LANDING/INTERLEAVE" (landing: issue|lazy|random; interleave:
/// rr|ahead|random) or "all" (every combination). Returns false on error.
bool parsePolicies(llvm::StringRef spec, std::vector<Policy> &out);

/// Global memory: a list of buffers, each at a synthetic 64-bit address
/// ((index + 1) << 40). Buffers are zero-filled lazily (calloc).
class GlobalMemory {
public:
  static constexpr unsigned kShift = 40;
  ~GlobalMemory();
  /// Allocates a buffer and returns its address.
  uint64_t addBuffer(llvm::StringRef name, uint64_t bytes);
  uint8_t *data(unsigned idx) { return buffers[idx].data; }
  uint64_t size(unsigned idx) const { return buffers[idx].size; }
  /// Host pointer for [addr, addr+len), or null when out of every buffer.
  uint8_t *translate(uint64_t addr, uint64_t len);

private:
  struct Buffer {
    std::string name;
    uint8_t *data;
    uint64_t size;
  };
  std::vector<Buffer> buffers;
};

class Program;

/// Decodes `func` (an llvm.func kernel inside a gpu.module) into a program.
/// Emits an error naming the first unsupported op.
FailureOr<std::shared_ptr<Program>> decodeKernel(LLVM::LLVMFuncOp func);
/// Workgroup size from rocdl.reqd_work_group_size / gpu.known_block_size,
/// each dimension at least 1; nullopt when the kernel does not say.
std::optional<std::array<unsigned, 3>> programBlockSize(const Program &p);
unsigned programNumArgs(const Program &p);
unsigned programLdsBytes(const Program &p);
unsigned programNumInsts(const Program &p);

struct SimStats {
  uint64_t instructions = 0; // wave-instructions executed
  uint64_t mfmas = 0;
  uint64_t dmas = 0;
  uint64_t dsReads = 0;
  uint64_t barriers = 0;
};

class Simulator {
public:
  Simulator(std::shared_ptr<Program> program, GlobalMemory &mem,
            std::array<unsigned, 3> blockSize, uint64_t seed,
            unsigned maxReports = 8);
  ~Simulator();
  /// Runs one workgroup under `policy`. Fails on a hard error (an error
  /// diagnostic was emitted); races are counted and reported as errors but
  /// do not stop the run.
  LogicalResult runWorkgroup(Policy policy, std::array<unsigned, 3> wgId,
                             std::array<unsigned, 3> gridDim,
                             llvm::ArrayRef<uint64_t> args);
  /// Most wave-instructions one runWorkgroup executes (all waves together)
  /// before it stops with an error naming the limit (cdna4-sim
  /// --max-instructions): a kernel that loops forever, or far longer than a
  /// GEMM tile needs, ends in bounded time. The default kernel at K = 8192
  /// needs 530432 per workgroup (2^23 leaves a factor of 16).
  static constexpr uint64_t kDefaultMaxInstructions = uint64_t(1) << 23;
  void setMaxInstructions(uint64_t n);
  uint64_t numRaces() const;
  const SimStats &stats() const;

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

} // namespace sim
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_SIM_SIMULATOR_H
