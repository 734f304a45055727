//===- Interpreter.cpp - one step of a wave -------------------------------===//
//
// Owns the interpreter's dispatch: one step completes the ds_reads whose
// results the instruction uses (the backend's s_waitcnt lgkmcnt before the
// first use), then hands the instruction to the handler of its family
// (ExecArith.cpp, ExecMemory.cpp, ExecGpu.cpp) or runs control flow here:
// wave-uniform branches with their block-argument parallel copies, return.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Machine.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::cdna4pipe::sim;

Step Simulator::Impl::step(Wave &wv) {
  const Inst &in = prog->insts[wv.pc];
  ++stats.instructions;
  // The first use of a ds_read result waits for it (the backend's
  // s_waitcnt lgkmcnt before the use).
  if (!wv.lgkm.empty())
    for (uint32_t s : in.dsUses)
      completeSlot(wv, s);
  Step s = Step::Next;
  switch (familyOf(in.opc)) {
  case Family::Integer:
    s = execInteger(wv, in);
    break;
  case Family::Float:
    s = execFloat(wv, in);
    break;
  case Family::Vector:
    s = execVector(wv, in);
    break;
  case Family::Memory:
    s = execMemory(wv, in);
    break;
  case Family::Gpu:
    s = execGpu(wv, in);
    break;
  case Family::Control:
    return execControl(wv, in);
  }
  if (s != Step::Next)
    return s;
  ++wv.pc;
  return Step::Continue;
}

/// Branches (wave-uniform) and return.
Step Simulator::Impl::execControl(Wave &wv, const Inst &in) {
  if (in.opc == Ret) {
    waitLgkm(wv, 0);
    wv.done = true;
    return Step::Done;
  }
  constexpr unsigned L = kWaveSize;
  Regs g{wv, in};
  unsigned s = 0;
  if (in.opc == CondBr) {
    uint64_t *c = g.A(0);
    bool c0 = c[0] & 1;
    for (unsigned l = 1; l < L; ++l)
      if (bool(c[l] & 1) != c0) {
        in.op->emitError("cdna4-sim: divergent branch: in wave ")
            << wv.id << " lane 0 takes the " << (c0 ? "true" : "false")
            << " edge but lane " << l << " does not (branches must be "
            << "wave-uniform)";
        return Step::Error;
      }
    s = c0 ? 0 : 1;
  }
  // Parallel copy into the successor's block arguments.
  scratch.clear();
  for (uint32_t i = in.copyBegin[s]; i < in.copyEnd[s]; ++i) {
    const ArgCopy &cp = prog->copies[i];
    scratch.insert(scratch.end(), wv.w(cp.src), wv.w(cp.src) + cp.width * L);
  }
  size_t pos = 0;
  for (uint32_t i = in.copyBegin[s]; i < in.copyEnd[s]; ++i) {
    const ArgCopy &cp = prog->copies[i];
    std::copy_n(scratch.begin() + pos, cp.width * L, wv.w(cp.dst));
    pos += cp.width * L;
  }
  wv.pc = in.succ[s];
  return Step::Continue;
}
