//===- FormStages.cpp - raise a pipelined K-loop into cdna4pipe -----------===//
//
// Level 1 -> Level 2 (docs/KernelContract.md): the copies, LDS reads, MFMAs,
// waits and bare barriers of a software-pipelined K-loop, its prologue and
// its epilogue become cdna4pipe ops. The contract is in docs/FormStages.md.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_CDNA4PIPEFORMSTAGES
#include "cdna4pipe/Transforms/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

/// The first op of a loop (or its prologue / epilogue) that is outside the
/// contract, and why.
struct Mismatch {
  Operation *op = nullptr;
  std::string why;
  explicit operator bool() const { return op; }
};

static bool isLds(Type t) {
  auto m = dyn_cast<MemRefType>(t);
  return m && isWorkgroupMemory(m);
}

static int64_t bytesOf(Type t) {
  if (auto v = dyn_cast<VectorType>(t))
    return v.getNumElements() * v.getElementTypeBitWidth() / 8;
  if (t.isIntOrFloat())
    return t.getIntOrFloatBitWidth() / 8;
  return 0;
}

/// True if `v` is computed from the thread id (or lane / subgroup id).
static bool dependsOnThread(Value v) {
  SmallVector<Value> work{v};
  DenseSet<Value> seen;
  while (!work.empty()) {
    Value cur = work.pop_back_val();
    if (!seen.insert(cur).second)
      continue;
    Operation *def = cur.getDefiningOp();
    if (!def)
      continue;
    if (isa<gpu::ThreadIdOp, gpu::LaneIdOp, gpu::SubgroupIdOp>(def))
      return true;
    llvm::append_range(work, def->getOperands());
  }
  return false;
}

/// The packed-FP4 fragment a scaled MFMA source is read as: the i8 vector a
/// `vector.bitcast` to FP4 takes (16 bytes: one LDS read); null otherwise.
static Value fp4Fragment(Value src) {
  auto cast = src.getDefiningOp<vector::BitCastOp>();
  if (!cast ||
      !isa<Float4E2M1FNType>(cast.getResultVectorType().getElementType()))
    return {};
  VectorType in = cast.getSourceVectorType();
  if (in.getRank() != 1 || in.getNumElements() != 16 ||
      !in.getElementType().isInteger(8))
    return {};
  return cast.getSource();
}

/// amdgpu.scaled_mfma: 16x16x128, sources FP8 (vector<32xf8E4M3FN /
/// f8E5M2>) or FP4 read as bytes (a vector.bitcast of vector<16xi8>), scales
/// of 4 bytes per lane (one ds_read_b32; scalesIdx is the op_sel byte).
static Mismatch checkScaledMfma(amdgpu::ScaledMFMAOp mfma) {
  Operation *op = mfma;
  auto fail = [&](const Twine &why) { return Mismatch{op, why.str()}; };
  if (mfma.getM() != 16 || mfma.getN() != 16 || mfma.getK() != 128)
    return fail("scaled MFMA shape " + std::to_string(mfma.getM()) + "x" +
                std::to_string(mfma.getN()) + "x" +
                std::to_string(mfma.getK()) + " is not supported (16x16x128)");
  for (Value src : {mfma.getSourceA(), mfma.getSourceB()}) {
    auto t = cast<VectorType>(src.getType());
    bool fp8 = isa<Float8E4M3FNType, Float8E5M2Type>(t.getElementType());
    if (!fp8 && !fp4Fragment(src))
      return fail("scaled MFMA source is neither FP8 (vector<32xf8E4M3FN> "
                  "or vector<32xf8E5M2>) nor FP4 read as 16 bytes (a "
                  "vector.bitcast of vector<16xi8>)");
  }
  for (Value scales : {mfma.getScalesA(), mfma.getScalesB()})
    if (!isa<VectorType>(scales.getType()))
      return fail("scaled MFMA with a scalar scale; scales are raised as "
                  "vector<4xf8E8M0FNU> (one ds_read_b32, the scale index "
                  "picks the byte)");
  auto c = cast<VectorType>(mfma.getDestC().getType());
  if (c.getNumElements() != 4)
    return fail("scaled MFMA accumulator must be vector<4xf32>");
  return {};
}

/// A `fail` for the checks below: the Mismatch of `op` with the reason.
static auto failAt(Operation *op) {
  return [op](const Twine &why) { return Mismatch{op, why.str()}; };
}

/// amdgpu.gather_to_lds: global -> slot-major LDS, 16, 4, 2 or 1 bytes per
/// lane of a vector.
static Mismatch checkCopy(amdgpu::GatherToLDSOp copy) {
  auto fail = failAt(copy);
  auto dst = cast<MemRefType>(copy.getDst().getType());
  auto src = cast<MemRefType>(copy.getSrc().getType());
  if (!isWorkgroupMemory(dst))
    return fail("copy destination is not workgroup memory");
  if (!isGlobalMemory(src))
    return fail("copy source is not global memory (" +
                describeMemorySpace(src) + ")");
  if (dst.getRank() < 2)
    return fail("LDS buffer " + std::to_string(dst.getRank()) +
                "-d is not slot-major (rank >= 2, slot index first)");
  int64_t bytes = bytesOf(copy.getTransferType());
  if (bytes != 16 && bytes != 4 && bytes != 2 && bytes != 1)
    return fail("copy moves " + std::to_string(bytes) +
                " bytes per lane; only 16-, 4-, 2- and 1-byte transfers "
                "(buffer_load_dwordx4 / dword / ushort / ubyte ... lds) "
                "are raised");
  if (!isa<VectorType>(copy.getTransferType()))
    return fail("copy transfer type is not a vector");
  if (dependsOnThread(copy.getDstIndices().front()))
    return fail("LDS buffer is not slot-major: the first destination index "
                "of this copy depends on the thread id, so it is not a "
                "slot");
  return {};
}

/// An LDS read of `base` (workgroup memory) at `firstIndex`: the buffer is
/// slot-major, the slot index first and the same for every thread.
static Mismatch checkSlotMajorRead(Operation *op, MemRefType base,
                                   Value firstIndex) {
  auto fail = failAt(op);
  if (base.getRank() < 2)
    return fail("LDS buffer read here is not slot-major (rank >= 2, slot "
                "index first)");
  if (dependsOnThread(firstIndex))
    return fail("LDS buffer is not slot-major: the first index of this "
                "read depends on the thread id, so it is not a slot");
  return {};
}

/// vector.load from LDS: one ds_read_b32/64/96/128 of a slot-major buffer
/// (a load from elsewhere is not the contract's business).
static Mismatch checkLdsLoad(vector::LoadOp load) {
  MemRefType base = load.getMemRefType();
  if (!isWorkgroupMemory(base))
    return {};
  if (Mismatch m = checkSlotMajorRead(load, base, load.getIndices().front()))
    return m;
  VectorType vt = load.getVectorType();
  int64_t bytes = bytesOf(vt);
  if (vt.getRank() != 1 ||
      (bytes != 4 && bytes != 8 && bytes != 12 && bytes != 16))
    return failAt(load)("LDS read of " + std::to_string(bytes) +
                        " bytes per lane is not one ds_read_b32/64/96/128");
  return {};
}

/// amdgpu.transpose_load: the 16-bit transposing read of a slot-major LDS
/// buffer.
static Mismatch checkTransposeLoad(amdgpu::TransposeLoadOp tr) {
  auto fail = failAt(tr);
  auto base = cast<MemRefType>(tr.getSrc().getType());
  if (!isWorkgroupMemory(base))
    return fail("amdgpu.transpose_load reads " + describeMemorySpace(base) +
                ", not LDS");
  if (Mismatch m = checkSlotMajorRead(tr, base, tr.getSrcIndices().front()))
    return m;
  auto vt = cast<VectorType>(tr.getResult().getType());
  if (vt.getRank() != 1 || vt.getNumElements() != 4 ||
      vt.getElementTypeBitWidth() != 16)
    return fail("only the 16-bit transposing read (ds_read_b64_tr_b16, "
                "vector<4 x 16-bit>) is raised");
  return {};
}

/// amdgpu.mfma: 16x16x32 / 32x32x16 on bf16 or f16, 16x16x128 on FP8, no
/// modifiers, an f32 accumulator.
static Mismatch checkMfma(amdgpu::MFMAOp mfma) {
  auto fail = failAt(mfma);
  uint32_t m = mfma.getM(), n = mfma.getN(), k = mfma.getK();
  bool f8f6f4 = m == 16 && n == 16 && k == 128;
  if (!((m == 16 && n == 16 && k == 32) || (m == 32 && n == 32 && k == 16) ||
        f8f6f4))
    return fail("MFMA shape " + std::to_string(m) + "x" + std::to_string(n) +
                "x" + std::to_string(k) +
                " is not supported (16x16x32, 32x32x16, 16x16x128)");
  if (mfma.getBlocks() != 1 || mfma.getCbsz() != 0 || mfma.getAbid() != 0 ||
      mfma.getBlgp() != amdgpu::MFMAPermB::none || mfma.getReducePrecision() ||
      mfma.getNegateA() || mfma.getNegateB() || mfma.getNegateC())
    return fail("MFMA with blocks/cbsz/abid/blgp/negate/reduce-precision "
                "modifiers is not supported");
  auto a = dyn_cast<VectorType>(mfma.getSourceA().getType());
  auto b = dyn_cast<VectorType>(mfma.getSourceB().getType());
  auto c = dyn_cast<VectorType>(mfma.getDestC().getType());
  int64_t accElems = m * n / kWaveSize;
  auto isFp8 = [](VectorType v) {
    return v && v.getRank() == 1 && v.getNumElements() == 32 &&
           isa<Float8E4M3FNType, Float8E5M2Type>(v.getElementType());
  };
  if (f8f6f4 && !(isFp8(a) && isFp8(b)))
    return fail("16x16x128 MFMA sources must be vector<32xf8E4M3FN> or "
                "vector<32xf8E5M2>");
  if (!f8f6f4 && (!a || a != b || a.getRank() != 1 || a.getNumElements() != 8 ||
                  !(a.getElementType().isBF16() || a.getElementType().isF16())))
    return fail("MFMA sources must both be vector<8xbf16> or vector<8xf16>");
  if (!c || c.getRank() != 1 || c.getNumElements() != accElems ||
      !c.getElementType().isF32())
    return fail("MFMA accumulator must be vector<" + std::to_string(accElems) +
                "xf32>");
  return {};
}

/// amdgpu.memory_counter_wait on the load and/or ds counters, in range.
static Mismatch checkWait(amdgpu::MemoryCounterWaitOp wait) {
  auto fail = failAt(wait);
  if (wait.getStore() || wait.getExp() || wait.getTensor())
    return fail("memory_counter_wait on store/exp/tensor counters is not "
                "raised (only load and ds)");
  if (!wait.getLoad() && !wait.getDs())
    return fail("memory_counter_wait waits on nothing");
  if (wait.getLoad() && *wait.getLoad() > kMaxVmcnt)
    return fail("load(" + std::to_string(*wait.getLoad()) +
                ") is outside the vmcnt range 0..63");
  if (wait.getDs() && *wait.getDs() > kMaxLgkmcnt)
    return fail("ds(" + std::to_string(*wait.getDs()) +
                ") is outside the lgkmcnt range 0..15");
  return {};
}

/// Checks one op (of the loop body, its prologue or its epilogue) against
/// the contract. Returns an empty Mismatch when the op is fine.
static Mismatch checkOp(Operation *op) {
  if (isa<gpu::BarrierOp>(op))
    return failAt(op)(
        "gpu.barrier drains every copy in flight (it implies s_waitcnt "
        "vmcnt(0)); a pipelined loop uses rocdl.s.barrier with an explicit "
        "amdgpu.memory_counter_wait");
  if (auto copy = dyn_cast<amdgpu::GatherToLDSOp>(op))
    return checkCopy(copy);
  if (auto load = dyn_cast<vector::LoadOp>(op))
    return checkLdsLoad(load);
  if (auto tr = dyn_cast<amdgpu::TransposeLoadOp>(op))
    return checkTransposeLoad(tr);
  if (auto mfma = dyn_cast<amdgpu::MFMAOp>(op))
    return checkMfma(mfma);
  if (auto mfma = dyn_cast<amdgpu::ScaledMFMAOp>(op))
    return checkScaledMfma(mfma);
  if (auto wait = dyn_cast<amdgpu::MemoryCounterWaitOp>(op))
    return checkWait(wait);
  if (isa<ROCDL::SBarrierOp>(op))
    return {};

  // Any other use of an LDS buffer (stores, scalar loads, transfers, views)
  // is something the cdna4pipe ops cannot express.
  for (Value v : op->getOperands())
    if (isLds(v.getType()))
      return failAt(op)(
          "'" + op->getName().getStringRef().str() +
          "' accesses LDS in a way form-stages does not raise" +
          (isa<memref::LoadOp>(op)
               ? std::string(" (one element per load: an MFMA "
                             "operand is read 16 bytes per lane with "
                             "vector.load, or as two "
                             "amdgpu.transpose_load of 8 bytes from "
                             "a tile stored with rows of K)")
               : std::string()));
  return {};
}

/// An LDS -> register read: `vector.load` or `amdgpu.transpose_load` of a
/// workgroup buffer.
static bool isLdsRead(Operation *op) {
  if (auto load = dyn_cast<vector::LoadOp>(op))
    return isWorkgroupMemory(load.getMemRefType());
  if (auto tr = dyn_cast<amdgpu::TransposeLoadOp>(op))
    return isLds(tr.getSrc().getType());
  return false;
}

static bool isRaised(Operation *op) {
  return isa<amdgpu::GatherToLDSOp, amdgpu::MFMAOp, amdgpu::ScaledMFMAOp,
             amdgpu::MemoryCounterWaitOp, ROCDL::SBarrierOp>(op) ||
         isLdsRead(op);
}

/// Checks the whole scope of one K-loop: the loop body and the other ops of
/// the block that holds it (prologue and epilogue).
static Mismatch checkLoop(scf::ForOp loop) {
  // Ops of the scope, in program order, with nested ones.
  Mismatch found;
  auto visit = [&](Operation *root, bool topLevelOnly) {
    root->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (found)
        return WalkResult::interrupt();
      if (op != root && isRaised(op) && op->getBlock() != root->getBlock() &&
          op->getParentOp() != loop.getOperation() && topLevelOnly) {
        found = {op, "'" + op->getName().getStringRef().str() +
                         "' sits in a nested region; only straight-line "
                         "prologue, loop body and epilogue are raised"};
        return WalkResult::interrupt();
      }
      if (Mismatch m = checkOp(op)) {
        found = m;
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
  };
  Block *outer = loop->getBlock();
  for (Operation &op : *outer) {
    if (found)
      break;
    if (&op == loop.getOperation())
      continue;
    visit(&op, /*topLevelOnly=*/true);
  }
  if (found)
    return found;

  // The loop body: straight-line, with the ops of the contract.
  Block *body = loop.getBody();
  bool sawWait = false, sawBarrier = false, sawMfma = false;
  for (Operation &op : *body) {
    if (op.getNumRegions() != 0) {
      bool nested = false;
      op.walk([&](Operation *inner) { nested |= isRaised(inner); });
      if (nested)
        return {&op, "the loop body has a nested region with copies, LDS "
                     "reads, MFMAs or waits; only a straight-line body is "
                     "raised"};
    }
    if (Mismatch m = checkOp(&op))
      return m;
    if (auto w = dyn_cast<amdgpu::MemoryCounterWaitOp>(op))
      sawWait |= w.getLoad().has_value();
    sawBarrier |= isa<ROCDL::SBarrierOp>(op);
    sawMfma |= isa<amdgpu::MFMAOp, amdgpu::ScaledMFMAOp>(op);
    if (isLdsRead(&op) && !sawWait)
      return {&op, "LDS read before any amdgpu.memory_counter_wait load(n) "
                   "in the loop body: nothing retires the copies it reads"};
    if (isLdsRead(&op) && !sawBarrier)
      return {&op, "LDS read before any rocdl.s.barrier in the loop body: "
                   "other waves' copies are not known to have landed"};
  }
  if (!sawMfma)
    return {loop, "K-loop with copies but no amdgpu.mfma"};
  return {};
}

/// The fragments an MFMA source is made of: the operands of a
/// `vector.shuffle` that concatenates two vectors (mask 0, 1, ..., n-1: how
/// a source wider than one LDS read is assembled), else the source itself.
/// The concatenations are added to `concats` (erased once unused).
static SmallVector<Value> fragmentsOf(Value src,
                                      SmallVectorImpl<Operation *> &concats) {
  if (Value bytes = fp4Fragment(src)) {
    concats.push_back(src.getDefiningOp());
    return {bytes};
  }
  auto shuffle = src.getDefiningOp<vector::ShuffleOp>();
  if (!shuffle || shuffle.getV1().getType() != shuffle.getV2().getType() ||
      shuffle.getV1VectorType().getRank() != 1)
    return {src};
  ArrayRef<int64_t> mask = shuffle.getMask();
  int64_t total = 2 * shuffle.getV1VectorType().getNumElements();
  if (static_cast<int64_t>(mask.size()) != total)
    return {src};
  for (auto [i, e] : llvm::enumerate(mask))
    if (e != static_cast<int64_t>(i))
      return {src};
  concats.push_back(shuffle);
  return {shuffle.getV1(), shuffle.getV2()};
}

/// Rewrites one op of a checked scope.
static void raise(OpBuilder &b, Operation *op) {
  b.setInsertionPoint(op);
  Location loc = op->getLoc();
  MLIRContext *ctx = op->getContext();
  if (auto copy = dyn_cast<amdgpu::GatherToLDSOp>(op)) {
    G2SOp::create(b, loc, TokenType::get(ctx), copy.getSrc(),
                  copy.getSrcIndices(), copy.getDst(), copy.getDstIndices(),
                  cast<VectorType>(copy.getTransferType()));
    op->erase();
    return;
  }
  if (auto load = dyn_cast<vector::LoadOp>(op)) {
    if (!isWorkgroupMemory(load.getMemRefType()))
      return;
    Value r = S2ROp::create(b, loc, load.getVectorType(), load.getBase(),
                            load.getIndices());
    load.replaceAllUsesWith(r);
    op->erase();
    return;
  }
  if (auto tr = dyn_cast<amdgpu::TransposeLoadOp>(op)) {
    Value r = S2ROp::create(b, loc, tr.getResult().getType(), tr.getSrc(),
                            tr.getSrcIndices(), /*transpose=*/true);
    tr.replaceAllUsesWith(r);
    op->erase();
    return;
  }
  if (auto mfma = dyn_cast<amdgpu::MFMAOp>(op)) {
    SmallVector<Operation *> concats;
    SmallVector<Value> a = fragmentsOf(mfma.getSourceA(), concats),
                       bf = fragmentsOf(mfma.getSourceB(), concats);
    Value r = MFMAOp::create(b, loc, mfma.getDestC().getType(), mfma.getM(),
                             mfma.getN(), mfma.getK(), a, bf, mfma.getDestC(),
                             /*scale_a=*/Value(), /*scale_b=*/Value());
    mfma.replaceAllUsesWith(r);
    op->erase();
    for (Operation *concat : concats)
      if (concat->use_empty())
        concat->erase();
    return;
  }
  if (auto mfma = dyn_cast<amdgpu::ScaledMFMAOp>(op)) {
    SmallVector<Operation *> casts;
    SmallVector<Value> a = fragmentsOf(mfma.getSourceA(), casts),
                       bf = fragmentsOf(mfma.getSourceB(), casts);
    Value r = MFMAOp::create(b, loc, mfma.getDestC().getType(), mfma.getM(),
                             mfma.getN(), mfma.getK(), a, bf, mfma.getDestC(),
                             mfma.getScalesA(), mfma.getScalesB(),
                             mfma.getScalesIdxA(), mfma.getScalesIdxB());
    mfma.replaceAllUsesWith(r);
    op->erase();
    for (Operation *cast : casts)
      if (cast->use_empty())
        cast->erase();
    return;
  }
  if (auto wait = dyn_cast<amdgpu::MemoryCounterWaitOp>(op)) {
    WaitOp::create(b, loc, wait.getLoadAttr(), wait.getDsAttr(), ValueRange{});
    op->erase();
    return;
  }
  if (isa<ROCDL::SBarrierOp>(op)) {
    BarrierOp::create(b, loc);
    op->erase();
    return;
  }
}

struct FormStagesPass
    : public cdna4pipe::impl::CDNA4PipeFormStagesBase<FormStagesPass> {
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp loop) {
      bool hasCopy =
          llvm::any_of(loop.getBody()->getOperations(),
                       [](auto &op) { return isa<amdgpu::GatherToLDSOp>(op); });
      if (hasCopy)
        loops.push_back(loop);
    });
    OpBuilder b(&getContext());
    for (scf::ForOp loop : loops) {
      if (Mismatch m = checkLoop(loop)) {
        InFlightDiagnostic d = m.op->emitRemark()
                               << "cdna4pipe-form-stages: K-loop left "
                                  "untouched: "
                               << m.why;
        // Without a prologue the loop was never pipelined: say so, so that
        // the remark does not read as a fault of the copy it points at.
        bool prologue = llvm::any_of(*loop->getBlock(), [](Operation &op) {
          return isa<amdgpu::GatherToLDSOp>(op);
        });
        if (!prologue && StringRef(m.why).contains("slot-major"))
          d << " (the loop was not software-pipelined: "
               "cdna4pipe-software-pipeline says why at the loop)";
        continue;
      }
      // Raise the prologue, the body and the epilogue.
      SmallVector<Operation *> todo;
      for (Operation &op : *loop->getBlock())
        op.walk([&](Operation *inner) {
          if (isRaised(inner))
            todo.push_back(inner);
        });
      for (Operation *op : todo)
        raise(b, op);
    }
  }
};

} // namespace
