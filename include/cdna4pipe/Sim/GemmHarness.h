//===- GemmHarness.h - run a tile-GEMM kernel against a reference -*- C++
//-*-===//
//
// The GEMM harness of cdna4-sim, as a library for tools and embedders (the
// Python binding, the C API): given a decoded kernel (A, B, C pointers;
// C = A B^T with A M x K, B N x K, C M x N, row-major; B stored K x N when
// the kernel's attribute or the options say b_layout "kn", A stored K x M
// when they say a_layout "km"), it fills A
// and B with seeded random values of the kernel's dtype, runs the chosen
// workgroups under each timing policy and compares their C tiles with a CPU
// reference.
//
// Tolerance (per element, documented in docs/Simulator.md):
//   |C - ref| <= rc * |ref| + (1 + rc) * K * 2^-24 * sum_k |a_ik b_jk|
// where ref is the exact (double) product of the rounded inputs, rc the
// rounding of the C dtype (2^-8 bf16, 2^-11 f16, 0 f32) and the second term
// bounds fp32 accumulation error.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_SIM_GEMMHARNESS_H
#define CDNA4PIPE_SIM_GEMMHARNESS_H

#include "cdna4pipe/Sim/Arch.h"
#include "cdna4pipe/Sim/Simulator.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
namespace cdna4pipe {
namespace sim {

/// Problem, tile and element types of a GEMM kernel.
struct GemmShape {
  int64_t m = 0, n = 0, k = 0, bm = 0, bn = 0, bk = 0;
  std::string dtype, cdtype;
  std::string bDtype; ///< B's element type when it differs from A's (FP8)
  /// How B is stored: "nk" (N x K, C = A B^T) or "kn" (K x N, C = A B).
  std::string bLayout;
  /// How A is stored: "mk" (M x K) or "km" (K x M: C = A^T B^T, or A^T B
  /// with B "kn").
  std::string aLayout;
  /// Matrices per operand (A, B, C are [batch x rows x cols], workgroup id
  /// z selects the matrix); the harness runs and checks the last one, so a
  /// wrong batch stride fails.
  int64_t batch = 1;
  /// Linear index of B's element (row j of C's columns, k) in the checked
  /// matrix.
  int64_t bIndex(int64_t j, int64_t kk) const {
    return (batch - 1) * n * k + (bLayout == "kn" ? kk * n + j : j * k + kk);
  }
  /// Linear index of A's element (i, kk), of C's element (i, j).
  int64_t aIndex(int64_t i, int64_t kk) const {
    return (batch - 1) * m * k + (aLayout == "km" ? kk * m + i : i * k + kk);
  }
  int64_t cIndex(int64_t i, int64_t j) const {
    return ((batch - 1) * m + i) * n + j;
  }
};

/// The `cdna4pipe.gemm` attribute of the first gpu.module that has one
/// (written by cdna4-gemm-gen); read it before lowering.
std::optional<GemmShape> readGemmAttribute(ModuleOp module);

/// Seeded value of element `idx` of input `which` ('A', 'B', ...), in
/// [-1, 1), already rounded to `kind` (as its bit pattern).
uint16_t inputBits(uint64_t seed, char which, uint64_t idx, ElemKind kind);

/// The workgroups named by `spec` (a count spread over the grid, "all", or a
/// list of linear ids / bx:by pairs) on a gx x gy grid; false with `error`.
bool selectBlocks(StringRef spec, unsigned gx, unsigned gy,
                  std::vector<std::pair<unsigned, unsigned>> &blocks,
                  std::string &error);

/// The first kernel (llvm.func with rocdl.kernel or gpu.kernel) in `module`;
/// emits an error at the module when there is none.
FailureOr<LLVM::LLVMFuncOp> findKernel(ModuleOp module);

/// What every harness (GEMM, attention) runs: which workgroups, under which
/// timing policies, the seed of the inputs and of the random policies, and
/// the limits.
struct HarnessOptions {
  /// Workgroups to run: a count spread over the grid, "all", or a list of
  /// linear ids / bx:by pairs.
  std::string blocks = "3";
  std::vector<Policy> policies = {Policy()};
  uint64_t seed = 1;
  unsigned maxRaceReports = 4;
  /// Simulator::setMaxInstructions for every workgroup run.
  uint64_t maxInstructions = Simulator::kDefaultMaxInstructions;
};

struct GemmOptions : HarnessOptions {
  int64_t m = 0, n = 0, k = 0; ///< The problem (must match the attribute).
  /// BMxBNxBK; overrides the attribute's tile. Required without attribute.
  std::optional<std::array<int64_t, 3>> tile;
  /// Threads per workgroup when the kernel does not state it (0: required).
  unsigned blockSize = 0;
  /// Element types when the kernel has no attribute saying them.
  std::string dtype = "bf16", cdtype = "bf16";
  /// B's layout ("nk" or "kn") when the kernel has no attribute saying it.
  std::string bLayout = "nk";
  /// A's layout ("mk" or "km") when the kernel has no attribute saying it.
  std::string aLayout = "mk";
  /// Matrices per operand (GemmShape::batch); 0: the attribute's, else 1.
  int64_t batch = 0;
};

/// The verdict of one timing policy over all chosen workgroups.
struct GemmPolicyResult {
  Policy policy;
  double maxAbsErr = 0, maxRelErr = 0;
  uint64_t badElements = 0; ///< Elements out of tolerance.
  int64_t firstBadRow = -1, firstBadCol = -1;
  uint64_t races = 0;
  bool pass = false; ///< No element out of tolerance and no race.
};

/// What a harness (GEMM or attention) ran and found, whatever its problem.
struct HarnessRun {
  enum class Status {
    Ok,         ///< Every policy ran; see `pass`.
    Usage,      ///< Bad options or kernel: `message`, or a diagnostic.
    Simulation, ///< A workgroup stopped on a hard error (a diagnostic).
  };
  Status status = Status::Ok;
  std::string message;
  unsigned gridX = 0, gridY = 0;
  std::vector<std::pair<unsigned, unsigned>> blocks; ///< (bx, by) run.
  std::vector<GemmPolicyResult> policies;
  uint64_t races = 0;
  bool pass = false;
  SimStats stats;
  double seconds = 0; ///< Wall time of the simulation proper.
};

struct GemmResult : HarnessRun {
  GemmShape shape;
};

/// Runs `program` on `memory` with workgroups of `blockSize`: the workgroups
/// `r.blocks` (at grid z index `z` of `gridZ`) under every policy of
/// `options`: `poison` clears the output before each, `compare` fills a
/// policy's verdict after it, `notify` sees it. Fills `r`'s policies, races,
/// pass, seconds and stats; false (status Simulation) when a workgroup stops
/// on a hard error.
bool runPolicies(std::shared_ptr<Program> program, GlobalMemory &memory,
                 std::array<unsigned, 3> blockSize,
                 const HarnessOptions &options, HarnessRun &r, unsigned z,
                 unsigned gridZ, llvm::ArrayRef<uint64_t> args,
                 llvm::function_ref<void()> poison,
                 llvm::function_ref<void(GemmPolicyResult &)> compare,
                 llvm::function_ref<void(const GemmPolicyResult &)> notify);

/// Runs `program` (decoded from `kernel`) as a GEMM. `attr` is what
/// readGemmAttribute found before lowering. `onPolicy`, when given, is called
/// as soon as each policy's verdict is known (with the result so far).
GemmResult simulateGemm(
    LLVM::LLVMFuncOp kernel, std::shared_ptr<Program> program,
    const std::optional<GemmShape> &attr, const GemmOptions &options,
    const std::function<void(const GemmResult &, const GemmPolicyResult &)>
        &onPolicy = nullptr);

/// For embedders: reads the attribute, lowers `module` to LLVM + ROCDL when
/// needed (lowerToLLVMROCDL), decodes its kernel and runs simulateGemm.
GemmResult simulateGemmModule(ModuleOp module, const GemmOptions &options);

} // namespace sim
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_SIM_GEMMHARNESS_H
