//===- DecodeRocdl.cpp - the simulator's decoders for ROCDL intrinsics ----===//
//
// The Decoder's families of ROCDL ops (Decoder.h): buffer resources, buffer
// loads and stores, LDS DMAs, waits, barriers, scheduling hints, lane and
// workgroup ids, and the MFMAs.
//
//===----------------------------------------------------------------------===//

#include "Decoder.h"
#include "cdna4pipe/Sim/Arch.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::cdna4pipe::sim;
using namespace mlir::cdna4pipe::sim::detail;

/// ROCDL memory intrinsics: buffer resources, buffer loads and stores, LDS
/// DMAs, the transposing LDS read.
Decoded Decoder::decodeRocdlMemory(Operation *op, StringRef name) {
  Inst in = newInst(op);
  if (name == "make.buffer.rsrc") {
    in.opc = MakeRsrc;
    for (Value v : op->getOperands())
      in.in.push_back(operand(v));
    setRes(in, op->getResult(0));
    return push(in);
  }
  if (name == "load.to.lds" || name == "global.load.lds") {
    in.opc = DmaFlat;
    in.in = {operand(op->getOperand(0)), operand(op->getOperand(1))};
    in.memSpace = cast<LLVM::LLVMPointerType>(op->getOperand(0).getType())
                      .getAddressSpace();
    if (in.memSpace != 0 && in.memSpace != 1 && in.memSpace != 7)
      return unsupported(op, "source address space");
    auto size = op->getAttrOfType<IntegerAttr>("size");
    auto offset = op->getAttrOfType<IntegerAttr>("offset");
    if (!size || !offset)
      return unsupported(op, "missing size/offset");
    in.imm = size.getInt();
    in.imm2 = offset.getInt();
    if (in.imm != 1 && in.imm != 2 && in.imm != 4 && in.imm != 12 &&
        in.imm != 16)
      return unsupported(op, "transfer size " + Twine(in.imm));
    return push(in);
  }
  if (name == "ds.read.tr16.b64") {
    // ds_read_b64_tr_b16: an LDS read of 4 x 16 bits per lane whose data
    // the lanes exchange (ExecMemory.cpp / Machine.cpp sample it).
    auto ptr = dyn_cast<LLVM::LLVMPointerType>(op->getOperand(0).getType());
    if (!ptr || ptr.getAddressSpace() != 3)
      return unsupported(op, "address space other than LDS (3)");
    in.opc = Load;
    in.memSpace = 3;
    in.elemBytes = 2;
    in.imm = 1; // transposing
    in.in = {operand(op->getOperand(0))};
    setRes(in, op->getResult(0));
    if (in.resWidth != 4)
      return unsupported(op, "result other than 4 x 16 bits");
    return push(in);
  }
  if (name == "raw.ptr.buffer.load.lds") {
    in.opc = DmaBuf;
    for (Value v : op->getOperands().take_front(6))
      in.in.push_back(operand(v));
    return push(in);
  }
  if (name == "raw.ptr.buffer.load") {
    in.opc = BufLoad;
    Type t = op->getResult(0).getType();
    in.elemBytes = sizeAlign(elemTypeOf(t)).first;
    for (Value v : op->getOperands().take_front(3))
      in.in.push_back(operand(v));
    setRes(in, op->getResult(0));
    return push(in);
  }
  if (name == "raw.ptr.buffer.store") {
    in.opc = BufStore;
    in.elemBytes = sizeAlign(elemTypeOf(op->getOperand(0).getType())).first;
    for (Value v : op->getOperands().take_front(4))
      in.in.push_back(operand(v));
    return push(in);
  }
  return std::nullopt;
}

/// ROCDL intrinsics: ids, lane counts, waits, barriers, hints, MFMAs.
Decoded Decoder::decodeRocdl(Operation *op, StringRef name) {
  if (!name.consume_front("rocdl."))
    return std::nullopt;
  if (Decoded d = decodeRocdlMemory(op, name))
    return d;
  Inst in = newInst(op);
  auto idOp = [&](Opc o, int64_t dim) {
    in.opc = o;
    in.imm = dim;
    in.bits = intBits(op->getResult(0).getType());
    setRes(in, op->getResult(0));
    return push(in);
  };
  if (name == "workitem.id.x" || name == "workitem.id.y" ||
      name == "workitem.id.z")
    return idOp(WorkitemId, name.back() - 'x');
  if (name == "workgroup.id.x" || name == "workgroup.id.y" ||
      name == "workgroup.id.z")
    return idOp(WorkgroupId, name.back() - 'x');
  if (name == "workgroup.dim.x" || name == "workgroup.dim.y" ||
      name == "workgroup.dim.z")
    return idOp(WorkgroupDim, name.back() - 'x');
  if (name == "grid.dim.x" || name == "grid.dim.y" || name == "grid.dim.z")
    return idOp(GridDim, name.back() - 'x');
  if (name == "mbcnt.lo" || name == "mbcnt.hi") {
    in.opc = name == "mbcnt.lo" ? MbcntLo : MbcntHi;
    in.in = {operand(op->getOperand(0)), operand(op->getOperand(1))};
    setRes(in, op->getResult(0));
    return push(in);
  }
  if (name == "exp2") {
    int k = floatKind(op->getResult(0).getType());
    if (k != F32)
      return unsupported(op, "only f32 is modelled");
    in.opc = FExp2;
    in.bits = k;
    in.in = {operand(op->getOperand(0))};
    setRes(in, op->getResult(0));
    return push(in);
  }
  if (name == "permlane16.swap" || name == "permlane32.swap") {
    // (old, src, fi, bound_ctrl) -> {old', src'}: both words of one result.
    if (op->getNumOperands() != 2 || wordsOf(op->getResult(0).getType()) != 2)
      return unsupported(op, "operand shapes");
    in.opc = PermlaneSwap;
    in.imm = name.starts_with("permlane16") ? 16 : 32;
    in.in = {operand(op->getOperand(0)), operand(op->getOperand(1))};
    setRes(in, op->getResult(0));
    return push(in);
  }
  if (name == "readfirstlane") {
    in.opc = ReadFirstLane;
    in.in = {operand(op->getOperand(0))};
    setRes(in, op->getResult(0));
    return push(in);
  }
  if (name == "s.waitcnt") {
    auto bf = op->getAttrOfType<IntegerAttr>("bitfield");
    if (!bf)
      return unsupported(op, "missing bitfield");
    in.opc = WaitCnt;
    in.imm = bf.getInt();
    return push(in);
  }
  if (name == "s.barrier") {
    in.opc = SBarrier;
    return push(in);
  }
  if (name == "barrier") {
    // gpu.barrier: fence release + s_barrier + fence acquire; the backend
    // puts s_waitcnt vmcnt(0) lgkmcnt(0) before the s_barrier.
    in.opc = BarrierDrain;
    return push(in);
  }
  if (name == "s.setprio" || name == "sched.barrier" ||
      name == "sched.group.barrier" || name == "s.nop" || name == "iglp.opt") {
    in.opc = Hint;
    return push(in);
  }
  if (name.consume_front("mfma.f32."))
    return decodeMfma(op, name);
  if (name == "mfma.scale.f32.16x16x128.f8f6f4")
    return decodeMfmaF8(op);
  return std::nullopt;
}

/// rocdl.mfma.scale.f32.16x16x128.f8f6f4 a, b, c, cbsz, blgp, op_sel_a,
/// scale_a, op_sel_b, scale_b. Formats (cbsz / blgp): 0 = FP8 E4M3, 1 = FP8
/// E5M2 (8 registers per lane), 4 = FP4 E2M1 (4 registers). The format
/// decides what the instruction reads, not the operand's type: a source of
/// 4 to 8 x i32 is accepted with any format, and Machine::execMfmaF8 reads
/// what the format says (see there), so a kernel that declares the wrong
/// format fails on the numbers. Constant zero scales are the unscaled form
/// (LLVM selects v_mfma_f32_16x16x128_f8f6f4); other scales are operands
/// in[3] / in[4] with their constant op_sel bytes in imm2 (A: bits 0-1, B:
/// bits 2-3; bit 4 marks the scaled form).
LogicalResult Decoder::decodeMfmaF8(Operation *op) {
  Inst in = newInst(op);
  in.opc = Mfma;
  in.imm = 128;
  if (op->getNumOperands() != 9)
    return unsupported(op, "operand count");
  auto constant = [&](unsigned i) -> std::optional<int64_t> {
    auto c = op->getOperand(i).getDefiningOp<LLVM::ConstantOp>();
    auto ia = c ? dyn_cast<IntegerAttr>(c.getValue()) : IntegerAttr();
    if (!ia)
      return std::nullopt;
    return ia.getInt();
  };
  auto kindOf = [](std::optional<int64_t> f) -> std::optional<ElemKind> {
    if (f == 0)
      return ElemKind::FP8E4M3;
    if (f == 1)
      return ElemKind::FP8E5M2;
    if (f == 4)
      return ElemKind::FP4E2M1;
    return std::nullopt;
  };
  std::optional<ElemKind> ka = kindOf(constant(3)), kb = kindOf(constant(4));
  if (!ka || !kb)
    return unsupported(op, "cbsz/blgp other than constant 0 (FP8 E4M3), 1 "
                           "(FP8 E5M2) or 4 (FP4 E2M1)");
  in.bits = uint8_t(*ka);
  in.srcBits = uint8_t(*kb);
  for (unsigned i = 0; i < 3; ++i)
    in.in.push_back(operand(op->getOperand(i)));
  auto registers = [](const Operand &o) {
    return o.width >= 4 && o.width <= 8;
  };
  if (!registers(in.in[0]) || !registers(in.in[1]) || in.in[2].width != 4 ||
      intBits(elemTypeOf(op->getOperand(0).getType())) != 32 ||
      intBits(elemTypeOf(op->getOperand(1).getType())) != 32)
    return unsupported(op, "operand shapes (4 to 8 x i32 sources, 4 x f32)");
  bool unscaled = true;
  for (unsigned i = 5; i < 9; ++i)
    unscaled &= constant(i) == 0;
  if (!unscaled) {
    std::optional<int64_t> selA = constant(5), selB = constant(7);
    if (!selA || !selB || *selA < 0 || *selA > 3 || *selB < 0 || *selB > 3)
      return unsupported(op, "op_sel other than a constant byte 0..3");
    in.in.push_back(operand(op->getOperand(6)));
    in.in.push_back(operand(op->getOperand(8)));
    if (in.in[3].width != 1 || in.in[4].width != 1)
      return unsupported(op, "scale operands other than one i32");
    in.imm2 = *selA | (*selB << 2) | 16;
  }
  setRes(in, op->getResult(0));
  return push(in);
}

/// 16x16x32.bf16 | 16x16x32.f16 | 32x32x16.bf16 | 32x32x16.f16
LogicalResult Decoder::decodeMfma(Operation *op, StringRef name) {
  Inst in = newInst(op);
  in.opc = Mfma;
  if (name == "16x16x32.bf16" || name == "16x16x32.f16")
    in.imm = 16;
  else if (name == "32x32x16.bf16" || name == "32x32x16.f16")
    in.imm = 32;
  else
    return unsupported(op, "only 16x16x32 and 32x32x16 bf16/f16 MFMAs "
                           "are modelled");
  in.bits = name.ends_with("bf16") ? 0 : 1;
  if (op->getNumOperands() != 6)
    return unsupported(op, "operand count");
  for (unsigned i = 0; i < 3; ++i)
    in.in.push_back(operand(op->getOperand(i)));
  // cbsz, abid, blgp must be constant zero.
  for (unsigned i = 3; i < 6; ++i) {
    auto c = op->getOperand(i).getDefiningOp<LLVM::ConstantOp>();
    auto ia = c ? dyn_cast<IntegerAttr>(c.getValue()) : IntegerAttr();
    if (!ia || ia.getInt() != 0)
      return unsupported(op, "cbsz/abid/blgp other than 0");
  }
  unsigned acc = in.imm == 16 ? 4 : 16;
  if (in.in[0].width != 8 || in.in[1].width != 8 || in.in[2].width != acc)
    return unsupported(op, "operand shapes");
  setRes(in, op->getResult(0));
  return push(in);
}
