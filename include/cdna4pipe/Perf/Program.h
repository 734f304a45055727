//===- Program.h - a gfx950 kernel as the performance model sees it -*- C++
//-*-//
//
// Reads one kernel of gfx950 assembly (cdna4-compile, LLVM, Triton's AMD
// back end, or a code object disassembled by llvm-objdump; see
// Disassemble.h) into what the CU model (Machine.h) executes: every
// instruction classified into the unit it issues to (by mnemonic family,
// which is the encoding family: VOP/VOP3P -> VALU, MAI -> matrix pipe,
// SOP -> SALU, SMEM, DS, MUBUF/MTBUF/FLAT/GLOBAL/SCRATCH/MIMG -> VMEM,
// SOPP branches / waits / barriers / priorities), its registers, the waits
// it carries, and the kernel facts (workgroup size, VGPR/AGPR, LDS bytes)
// from the code object metadata / .amdhsa_* directives.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PERF_PROGRAM_H
#define CDNA4PIPE_PERF_PROGRAM_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace mlir {
namespace cdna4pipe {
namespace perf {

/// Where an instruction goes. Mfma..Vmem are issue ports of a SIMD.
enum class InstKind {
  Mfma,    ///< matrix pipe (v_mfma*, v_smfmac*)
  Valu,    ///< vector ALU (other v_*)
  Salu,    ///< scalar ALU (s_* arithmetic, moves, compares)
  Smem,    ///< scalar memory (s_load*, s_buffer_load*, s_store*): lgkmcnt
  Ds,      ///< LDS (ds_*): lgkmcnt
  Vmem,    ///< vector memory (buffer_*, global_*, flat_*, scratch_*, ...)
  Branch,  ///< s_branch, s_cbranch_*
  Waitcnt, ///< s_waitcnt
  Barrier, ///< s_barrier
  SetPrio, ///< s_setprio
  Nop,     ///< s_nop N: N+1 idle cycles
  EndPgm,  ///< s_endpgm
  Free,    ///< costs nothing at run time (s_sched_barrier, s_set_gpr_idx...)
};
llvm::StringRef kindName(InstKind kind);

/// A register range of one file: 'v' (VGPR) or 'a' (AGPR).
struct RegRange {
  char file;
  unsigned lo, hi; // inclusive
};

struct MfmaShape {
  unsigned m = 0, n = 0, k = 0, blocks = 1;
  /// Matrix-pipe passes and result latency in passes, as in LLVM's gfx950
  /// scheduling model (HWXDL ReleaseAtCycles and Latency).
  unsigned passes = 0, latencyPasses = 0;
  /// Bytes per A / B source element (FP4 0.5, FP6 0.75; 0: unknown).
  double aBytes = 0, bBytes = 0;
  uint64_t flops() const { return 2ull * m * n * k * blocks; }
};

struct Inst {
  InstKind kind = InstKind::Salu;
  std::string mnemonic;
  unsigned line = 0; ///< 1-based line in the listing
  MfmaShape mfma;    ///< Mfma only
  // Memory (Ds, Vmem, Smem).
  bool isLoad = false, isStore = false;
  bool ldsDma = false;     ///< buffer_load ... lds / global_load_lds_*
  bool countsVm = false;   ///< tracked by vmcnt
  bool countsLgkm = false; ///< tracked by lgkmcnt
  unsigned bytesPerLane = 0;
  // Waitcnt: -1 = not waited on.
  int vmcnt = -1, lgkmcnt = -1;
  int prio = 0;           ///< SetPrio
  unsigned nopCycles = 0; ///< Nop
  // Branch: target instruction index (-1: leaves the kernel), conditional.
  int target = -1;
  bool conditional = false;
  llvm::SmallVector<RegRange, 1> defs;
  llvm::SmallVector<RegRange, 3> uses;
};

struct KernelFacts {
  std::string name;
  unsigned workgroupSize = 0; ///< work-items
  unsigned wavefrontSize = 64;
  unsigned vgpr = 0, agpr = 0; ///< registers per lane
  unsigned accumOffset = 0;    ///< first AGPR in the unified file (0: n/a)
  unsigned ldsBytes = 0;
  unsigned wavesPerWorkgroup() const {
    return (workgroupSize + wavefrontSize - 1) / wavefrontSize;
  }
  /// Unified register file slots per lane (VGPRs rounded to the AGPR offset,
  /// plus AGPRs).
  unsigned registersPerLane() const;
};

struct Program {
  KernelFacts facts;
  std::vector<Inst> insts;
  /// The main loop: insts[loopBegin .. loopEnd], loopEnd is its backward
  /// branch.
  size_t loopBegin = 0, loopEnd = 0;
  /// When the backward branch is unconditional: the conditional branch
  /// that leaves the loop on its last trip (-1: none, the backward branch
  /// falls through on the last trip).
  int loopExit = -1;
  std::string loopLabel;
  /// Flops (all MFMAs of one wave) inside the main loop.
  uint64_t loopFlopsPerWave() const;
  /// Bytes one wave's vector-memory loads (LDS DMA included) read in one
  /// trip of the main loop.
  uint64_t loopLoadBytesPerWave() const;
  /// The main loop's first MFMA (its shape, element sizes); nullptr when the
  /// loop has none.
  const MfmaShape *loopMfma() const;
};

/// Classifies one instruction from its mnemonic and operands. Fails with a
/// message naming the instruction when its family is unknown.
llvm::Expected<Inst> classifyInstruction(llvm::StringRef mnemonic,
                                         llvm::StringRef operands);

/// Parses the MFMA shape out of a v_mfma / v_smfmac mnemonic.
/// `operands` (the text after the mnemonic) gives the f8f6f4 formats.
llvm::Expected<MfmaShape> parseMfmaShape(llvm::StringRef mnemonic,
                                         llvm::StringRef operands = "");

/// Reads kernel `name` ("" = the only / first kernel with a main loop) of an
/// assembly listing. Fails (with a message) when there is no such kernel,
/// no main loop, no workgroup size, or an instruction it cannot classify.
llvm::Expected<Program> readProgram(llvm::StringRef asmText,
                                    llvm::StringRef name = "");

} // namespace perf
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PERF_PROGRAM_H
