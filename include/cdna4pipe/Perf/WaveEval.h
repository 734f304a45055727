//===- WaveEval.h - one wave's scalar code on concrete values ---*- C++ -*-===//
//
// Evaluates one wave (lane 0) of a kernel on concrete register values, as
// TileOrder.h needs it for the code before a kernel's main loop: scalar ALU
// and compares with SCC as the ISA sets it, scalar loads from the kernel
// argument segment, the vector ALU operations of integer division
// (v_cvt_f32_u32, v_rcp_iflag_f32, v_mul_hi_u32, v_cndmask_b32, ...) and of
// address arithmetic (v_mul_i32_i24, v_lshl_add_u32, ...) on lane 0,
// v_readfirstlane_b32, the branches on SCC / VCC / EXEC, and the address a
// buffer_load / global_load reads. Any other instruction leaves its
// destination unknown.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PERF_WAVEEVAL_H
#define CDNA4PIPE_PERF_WAVEEVAL_H

#include "cdna4pipe/Perf/Program.h"

#include "llvm/ADT/ArrayRef.h"

#include <array>
#include <cstdint>
#include <optional>

namespace mlir {
namespace cdna4pipe {
namespace perf {
namespace wave {

// SGPR numbers of the special scalar registers.
constexpr unsigned kM0 = 124, kVcc = 106, kExec = 126, kNumSgprs = 128;
constexpr unsigned kNumVgprs = 512;
/// Where a scalar load finds the kernel arguments (the segment's address
/// in the kernel-argument SGPR pair); addresses are 48-bit.
constexpr uint64_t kKernargBase = uint64_t(0xff) << 40;
constexpr uint64_t kAddressMask = (uint64_t(1) << 48) - 1;

enum class Loc : uint8_t { None, Sgpr, Vgpr, Imm };
struct Operand {
  Loc loc = Loc::None;
  unsigned reg = 0, count = 1;
  uint32_t imm = 0;
};

/// What the evaluator does with an instruction.
enum class Opc : uint8_t {
  Other, // leaves its destination unknown (a store or a wait: nothing)
  // Scalar ALU (SCC as the ISA sets it).
  Mov,
  Movk,
  Add,
  Addc,
  Sub,
  Subb,
  AddI,
  SubI,
  Addk,
  Mul,
  Mulk,
  MulHiU,
  Lshl,
  Lshr,
  Ashr,
  And,
  Or,
  Xor,
  Andn2,
  Orn2,
  Not,
  Min,
  Max,
  Cselect,
  Bfe,
  LshlAdd,
  Cmp,
  Cmpk,
  Load,
  // Vector ALU, lane 0.
  VMov,
  Readfirstlane,
  CvtF32U32,
  CvtU32F32,
  Rcp,
  MulF32,
  VMulLo,
  VMulHiU,
  VMulI24,
  VMulU24,
  VAdd,
  VSub,
  VSubrev,
  VLshrrev,
  VLshlrev,
  VAnd,
  VOr,
  VXor,
  VCmp,
  Cndmask,
  // Vector ALU with three sources.
  VLshlAdd,
  VAddLshl,
  VAdd3,
  VLshlOr,
  VAndOr,
  VOr3,
  VMadU24,
  // A vector-memory load: its address.
  BufferLoad,
  GlobalLoad,
  // Control.
  Branch,
  BranchScc0,
  BranchScc1,
  BranchVccz,
  BranchVccnz,
  BranchExecz,
  BranchExecnz,
  End
};
enum class Cond : uint8_t { Eq, Ne, Lt, Le, Gt, Ge };

/// Whether \p opc is a vector ALU operation with three sources (the run
/// from VLshlAdd to VMadU24 above).
inline bool isThreeSource(Opc opc) {
  return opc >= Opc::VLshlAdd && opc <= Opc::VMadU24;
}

/// One instruction, decoded for the evaluator.
struct Decoded {
  Opc opc = Opc::Other;
  Cond cond = Cond::Eq;
  bool isSigned = false;
  unsigned width = 1; ///< 32-bit words of a scalar operation (b64: 2)
  unsigned shift = 0; ///< s_lshlN_add_u32
  llvm::SmallVector<Operand, 4> ops;
  InstKind kind = InstKind::Salu;
  bool writesNothing = false; ///< a store, a wait, a barrier
  // Loads: the operand index of the address VGPR(s) (-1: none, `off`), of
  // the buffer resource or scalar base (-1: none), the byte offset.
  int vaddr = -1, base = -1;
  bool lds = false;
  uint32_t offset = 0;
  int target = -1; ///< Branch: the instruction index it jumps to
  unsigned line = 0;
};

/// One wave's registers: SGPRs, lane 0 of the VGPRs, SCC (nullopt:
/// unknown).
struct State {
  std::array<std::optional<uint32_t>, kNumSgprs> s;
  std::array<std::optional<uint32_t>, kNumVgprs> v;
  std::optional<bool> scc;
};

/// Parses one operand: sN, s[a:b], vN, v[a:b], vcc(_lo/_hi), exec(_lo/_hi),
/// m0, an integer or a float inline constant; anything else is Loc::None.
Operand parseOperand(llvm::StringRef text);

/// Decodes `inst` from its line of assembly (`code`: mnemonic and operands;
/// WaveDecode.cpp).
Decoded decode(const Inst &inst, llvm::StringRef code);

bool isBranch(Opc opc);
bool isLoad(Opc opc);

/// Executes one instruction that is not a branch (`kernarg`: the kernel
/// argument segment the scalar loads read).
void step(const Decoded &d, State &st, llvm::ArrayRef<uint8_t> kernarg);

/// Whether a branch is taken (nullopt: its condition is unknown; EXEC is
/// taken as not zero).
std::optional<bool> taken(const Decoded &d, const State &st);

/// The 48-bit address a load reads (lane 0), when its operands are known.
std::optional<uint64_t> loadAddress(const Decoded &d, const State &st);

/// The bytes of a raw buffer from the byte a buffer load reads on: the
/// resource's `num_records` (its third word) less the load's offset in the
/// range check (VGPR offset + `offset:`; `soffset` is not checked), at
/// least 0. A read past `num_records` returns zeros without a memory access
/// (the CDNA3 ISA's buffer range check). On gfx9 a load without `idxen` (the only ones
/// decoded) counts `num_records` in bytes whatever the resource's stride
/// (LLVM D44401: bytes or units of stride by IDXEN); AITER's FP8 kernels set
/// stride 4. nullopt: not a buffer load, a swizzled resource, or operands
/// the evaluation does not know.
std::optional<uint64_t> bufferBytesLeft(const Decoded &d, const State &st);

} // namespace wave
} // namespace perf
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PERF_WAVEEVAL_H
