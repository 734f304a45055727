//===- CDNA4PipeOps.cpp - cdna4pipe operations ----------------------------===//

#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

static ParseResult parseMNK(OpAsmParser &parser, IntegerAttr &m, IntegerAttr &n,
                            IntegerAttr &k) {
  SmallVector<int64_t, 3> dims;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseDimensionList(dims, /*allowDynamic=*/false,
                                /*withTrailingX=*/false))
    return failure();
  if (dims.size() != 3)
    return parser.emitError(loc, "expected MxNxK shape, got ")
           << dims.size() << " dimensions";
  Builder &b = parser.getBuilder();
  m = b.getI32IntegerAttr(dims[0]);
  n = b.getI32IntegerAttr(dims[1]);
  k = b.getI32IntegerAttr(dims[2]);
  return success();
}

static void printMNK(OpAsmPrinter &p, Operation *, IntegerAttr m, IntegerAttr n,
                     IntegerAttr k) {
  p << m.getInt() << 'x' << n.getInt() << 'x' << k.getInt();
}

//===----------------------------------------------------------------------===//
// Shared checks for LDS-side operands
//===----------------------------------------------------------------------===//

/// Checks the pieces shared by g2s and s2r: index count, slot-major rank,
/// element type, and a constant slot index within the slot dimension.
static LogicalResult verifyLdsAccess(Operation *op, StringRef what,
                                     MemRefType lds, ValueRange indices,
                                     VectorType vecType) {
  if (!isWorkgroupMemory(lds))
    return op->emitOpError() << what << " must be workgroup (LDS) memory, got "
                             << describeMemorySpace(lds);
  if (lds.getRank() < 2)
    return op->emitOpError()
           << what
           << " must be slot-major (rank >= 2: the slot index first, then "
              "the tile indices), got rank "
           << lds.getRank();
  if (static_cast<int64_t>(indices.size()) != lds.getRank())
    return op->emitOpError() << "expected " << lds.getRank() << " " << what
                             << " indices, got " << indices.size();
  if (vecType.getElementType() != lds.getElementType())
    return op->emitOpError()
           << "transfer element type " << vecType.getElementType()
           << " does not match the " << what << " element type "
           << lds.getElementType();
  APInt slot;
  if (!lds.isDynamicDim(0) &&
      matchPattern(indices.front(), m_ConstantInt(&slot)) &&
      (slot.isNegative() || slot.getSExtValue() >= lds.getDimSize(0)))
    return op->emitOpError()
           << "slot index " << slot.getSExtValue() << " is outside the "
           << lds.getDimSize(0) << " slots of the " << what;
  return success();
}

static int64_t vectorBytes(VectorType type) {
  return type.getNumElements() * type.getElementTypeBitWidth() / 8;
}

//===----------------------------------------------------------------------===//
// G2SOp
//===----------------------------------------------------------------------===//

int64_t G2SOp::getBytesPerLane() {
  return vectorBytes(cast<VectorType>(getTransferType()));
}

LogicalResult G2SOp::verify() {
  auto srcType = cast<MemRefType>(getSrc().getType());
  auto dstType = cast<MemRefType>(getDst().getType());
  auto vecType = cast<VectorType>(getTransferType());
  if (!isGlobalMemory(srcType))
    return emitOpError() << "source must be global memory, got "
                         << describeMemorySpace(srcType);
  if (static_cast<int64_t>(getSrcIndices().size()) != srcType.getRank())
    return emitOpError() << "expected " << srcType.getRank()
                         << " source indices, got " << getSrcIndices().size();
  if (srcType.getElementType() != dstType.getElementType())
    return emitOpError() << "source element type " << srcType.getElementType()
                         << " does not match destination element type "
                         << dstType.getElementType();
  if (failed(verifyLdsAccess(*this, "destination", dstType, getDstIndices(),
                             vecType)))
    return failure();
  int64_t bytes = getBytesPerLane();
  if (bytes != 1 && bytes != 2 && bytes != 4 && bytes != 12 && bytes != 16)
    return emitOpError() << "gfx950 cannot copy " << bytes
                         << " bytes per lane from global memory to LDS "
                            "(supported: 1, 2, 4, 12 or 16), transfer type "
                         << vecType;
  return success();
}

//===----------------------------------------------------------------------===//
// S2ROp
//===----------------------------------------------------------------------===//

LogicalResult S2ROp::verify() {
  auto srcType = cast<MemRefType>(getSrc().getType());
  auto vecType = cast<VectorType>(getResult().getType());
  if (failed(verifyLdsAccess(*this, "source", srcType, getIndices(), vecType)))
    return failure();
  int64_t bytes = vectorBytes(vecType);
  if (getTranspose() &&
      (vecType.getRank() != 1 || vecType.getNumElements() != 4 ||
       vecType.getElementTypeBitWidth() != 16))
    return emitOpError() << "a transposing read (ds_read_b64_tr_b16) "
                            "returns vector<4 x 16-bit> per lane, result "
                            "type "
                         << vecType;
  if (bytes != 4 && bytes != 8 && bytes != 12 && bytes != 16)
    return emitOpError() << "gfx950 ds_read cannot move " << bytes
                         << " bytes per lane (supported: 4, 8, 12 or 16), "
                            "result type "
                         << vecType;
  return success();
}

//===----------------------------------------------------------------------===//
// MFMAOp
//===----------------------------------------------------------------------===//

int64_t MFMAOp::sourceElements(ValueRange fragments) {
  int64_t n = 0;
  for (Value v : fragments)
    n += cast<VectorType>(v.getType()).getNumElements();
  return n;
}

Type MFMAOp::getAElementType() {
  return cast<VectorType>(getA().front().getType()).getElementType();
}

Type MFMAOp::getBElementType() {
  return cast<VectorType>(getB().front().getType()).getElementType();
}

/// Checks one source: at least one fragment, all of one type.
static LogicalResult verifyFragments(MFMAOp op, StringRef name,
                                     ValueRange fragments) {
  if (!llvm::isPowerOf2_64(fragments.size()))
    return op.emitOpError() << "source " << name << " has " << fragments.size()
                            << " fragments; it takes 1, 2, 4, ... (they are "
                               "concatenated pairwise)";
  for (Value v : fragments)
    if (v.getType() != fragments.front().getType())
      return op.emitOpError()
             << "the fragments of source " << name
             << " differ in type: " << fragments.front().getType() << " and "
             << v.getType();
  return success();
}

/// Elements per lane an f8f6f4 source of element type `t` must hold: 32
/// FP8 bytes, or 16 bytes of packed FP4 pairs; 0 for any other type.
static int64_t f8f6f4SourceElements(Type t) {
  if (isa<Float8E4M3FNType, Float8E5M2Type>(t))
    return 32;
  if (t.isInteger(8))
    return 16;
  return 0;
}

LogicalResult MFMAOp::verify() {
  if (failed(verifyFragments(*this, "a", getA())) ||
      failed(verifyFragments(*this, "b", getB())))
    return failure();
  int64_t m = getM(), n = getN(), k = getK();
  Type ta = getAElementType(), tb = getBElementType();
  bool small =
      (m == 16 && n == 16 && k == 32) || (m == 32 && n == 32 && k == 16);
  bool f8f6f4 = m == 16 && n == 16 && k == 128;
  if (!small && !f8f6f4)
    return emitOpError() << "unsupported MFMA shape " << m << "x" << n << "x"
                         << k << " (supported: 16x16x32, 32x32x16, 16x16x128)";
  if (small && (ta != tb || !(ta.isBF16() || ta.isF16())))
    return emitOpError() << "a " << m << "x" << n << "x" << k
                         << " MFMA takes bf16 or f16 sources of one type, got "
                         << ta << " and " << tb
                         << " (FP8 and FP4 sources need 16x16x128)";
  if (f8f6f4 && (!f8f6f4SourceElements(ta) || !f8f6f4SourceElements(tb)))
    return emitOpError() << "a 16x16x128 MFMA takes FP8 (f8E4M3FN, f8E5M2) "
                            "or packed FP4 (i8) sources, got "
                         << ta << " and " << tb;
  if ((getScaleA() == nullptr) != (getScaleB() == nullptr))
    return emitOpError() << "takes both block scales or neither";
  if (getScaleA() && !f8f6f4)
    return emitOpError() << "block scales need the 16x16x128 MFMA (a " << m
                         << "x" << n << "x" << k << " MFMA has no scaled form)";
  if (!getScaleA() && (getScaleAByte() != 0 || getScaleBByte() != 0))
    return emitOpError() << "scale bytes are given without scales";
  for (auto [name, frags, type] :
       {std::tuple<StringRef, ValueRange, Type>{"a", getA(), ta},
        {"b", getB(), tb}}) {
    int64_t want = f8f6f4 ? f8f6f4SourceElements(type) : 8;
    if (sourceElements(frags) != want)
      return emitOpError() << "a " << m << "x" << n << "x" << k
                           << " MFMA takes " << want
                           << " elements per lane in each " << type
                           << " source, source " << name << " has "
                           << sourceElements(frags);
  }
  int64_t accElems = m * n / kWaveSize;
  auto accType = cast<VectorType>(getAcc().getType());
  if (accType.getNumElements() != accElems)
    return emitOpError() << "a " << m << "x" << n << "x" << k << " MFMA holds "
                         << accElems << " f32 accumulators per lane, got "
                         << accType;
  return success();
}

/// `%a` or `(%a0, %a1, ...)`.
static ParseResult
parseFragments(OpAsmParser &parser,
               SmallVectorImpl<OpAsmParser::UnresolvedOperand> &frags) {
  if (succeeded(parser.parseOptionalLParen()))
    return failure(parser.parseOperandList(frags) || parser.parseRParen());
  return parser.parseOperand(frags.emplace_back());
}

static void printFragments(OpAsmPrinter &p, ValueRange frags) {
  if (frags.size() == 1) {
    p << frags.front();
    return;
  }
  p << '(';
  llvm::interleaveComma(frags, p);
  p << ')';
}

ParseResult MFMAOp::parse(OpAsmParser &parser, OperationState &result) {
  IntegerAttr m, n, k;
  SmallVector<OpAsmParser::UnresolvedOperand> a, b;
  OpAsmParser::UnresolvedOperand acc;
  Type ta, tb, accType;
  if (parseMNK(parser, m, n, k) || parseFragments(parser, a) ||
      parser.parseStar() || parseFragments(parser, b) || parser.parsePlus() ||
      parser.parseOperand(acc))
    return failure();
  // scale(%sa[i], %sb[j])
  std::optional<OpAsmParser::UnresolvedOperand> scaleA, scaleB;
  IntegerAttr byteA, byteB;
  if (succeeded(parser.parseOptionalKeyword("scale"))) {
    scaleA.emplace();
    scaleB.emplace();
    Type i32 = parser.getBuilder().getI32Type();
    if (parser.parseLParen() || parser.parseOperand(*scaleA) ||
        parser.parseLSquare() || parser.parseAttribute(byteA, i32) ||
        parser.parseRSquare() || parser.parseComma() ||
        parser.parseOperand(*scaleB) || parser.parseLSquare() ||
        parser.parseAttribute(byteB, i32) || parser.parseRSquare() ||
        parser.parseRParen())
      return failure();
  }
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parser.parseType(ta))
    return failure();
  tb = ta;
  if (succeeded(parser.parseOptionalStar()) && parser.parseType(tb))
    return failure();
  if (parser.parseComma() || parser.parseType(accType))
    return failure();
  Properties &props = result.getOrAddProperties<Properties>();
  props.m = m;
  props.n = n;
  props.k = k;
  int32_t scales = scaleA ? 1 : 0;
  props.operandSegmentSizes = {static_cast<int32_t>(a.size()),
                               static_cast<int32_t>(b.size()), 1, scales,
                               scales};
  if (scaleA) {
    props.scale_a_byte = byteA;
    props.scale_b_byte = byteB;
  }
  SmallVector<Type> aTypes(a.size(), ta), bTypes(b.size(), tb);
  if (parser.resolveOperands(a, aTypes, parser.getNameLoc(), result.operands) ||
      parser.resolveOperands(b, bTypes, parser.getNameLoc(), result.operands) ||
      parser.resolveOperand(acc, accType, result.operands))
    return failure();
  if (scaleA) {
    MLIRContext *ctx = parser.getContext();
    Type scaleType = VectorType::get({4}, Float8E8M0FNUType::get(ctx));
    if (parser.resolveOperand(*scaleA, scaleType, result.operands) ||
        parser.resolveOperand(*scaleB, scaleType, result.operands))
      return failure();
  }
  result.addTypes(accType);
  return success();
}

void MFMAOp::print(OpAsmPrinter &p) {
  p << ' ';
  printMNK(p, *this, getMAttr(), getNAttr(), getKAttr());
  p << ' ';
  printFragments(p, getA());
  p << " * ";
  printFragments(p, getB());
  p << " + " << getAcc();
  if (getScaleA())
    p << " scale(" << getScaleA() << '[' << getScaleAByte() << "], "
      << getScaleB() << '[' << getScaleBByte() << "])";
  p.printOptionalAttrDict(
      (*this)->getAttrs(),
      {"m", "n", "k", "operandSegmentSizes", "scale_a_byte", "scale_b_byte"});
  Type ta = getA().front().getType(), tb = getB().front().getType();
  p << " : " << ta;
  if (tb != ta)
    p << " * " << tb;
  p << ", " << getAcc().getType();
}

//===----------------------------------------------------------------------===//
// WaitOp
//===----------------------------------------------------------------------===//

std::optional<uint32_t> WaitOp::getWaitedVmcnt() {
  std::optional<uint32_t> n = getVmcnt();
  if (n && *n < uint32_t(kMaxVmcnt))
    return n;
  return std::nullopt;
}

std::optional<uint32_t> WaitOp::getWaitedLgkmcnt() {
  std::optional<uint32_t> n = getLgkmcnt();
  if (n && *n < uint32_t(kMaxLgkmcnt))
    return n;
  return std::nullopt;
}

LogicalResult WaitOp::verify() {
  std::optional<uint32_t> vm = getVmcnt(), lgkm = getLgkmcnt();
  if (!vm && !lgkm)
    return emitOpError("waits on nothing: give vmcnt(N), lgkmcnt(N) or both");
  // The counts are I32 attributes: read them signed so that vmcnt(-1) is
  // reported as written.
  auto checkRange = [&](std::optional<uint32_t> count, StringRef name,
                        int64_t max, unsigned bits) -> LogicalResult {
    if (!count)
      return success();
    int64_t value = static_cast<int32_t>(*count);
    if (value >= 0 && value <= max)
      return success();
    return emitOpError() << name << "(" << value << ") is outside the " << bits
                         << "-bit gfx950 range 0.." << max;
  };
  if (failed(checkRange(vm, "vmcnt", kMaxVmcnt, 6)) ||
      failed(checkRange(lgkm, "lgkmcnt", kMaxLgkmcnt, 4)))
    return failure();
  if (!getTokens().empty() && !vm)
    return emitOpError("names copies to retire but gives no vmcnt");

  // A wait inside a loop must not name a copy issued outside it: it would
  // name the same copy on every iteration. Copies from earlier iterations
  // (or the prologue) are carried in through the loop's block arguments.
  auto loop = (*this)->getParentOfType<LoopLikeOpInterface>();
  if (!loop)
    return success();
  for (auto [idx, token] : llvm::enumerate(getTokens())) {
    Region *defRegion = token.getParentRegion();
    if (loop->isAncestor(defRegion->getParentOp()))
      continue;
    return emitOpError() << "token #" << idx
                         << " is defined outside the enclosing loop; carry "
                            "it into the loop through iter_args";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// CondBarrierOp
//===----------------------------------------------------------------------===//

/// True if `v` is `gpu.thread_id x` (through index casts) and the wave
/// boundaries of the workgroup fall on multiples of 64 of it: the x extent
/// is unknown, a multiple of the wave size, or the only dimension.
static bool isThreadIdXInWaves(Value v) {
  while (auto cast = v.getDefiningOp<arith::IndexCastOp>())
    v = cast.getIn();
  while (auto cast = v.getDefiningOp<arith::IndexCastUIOp>())
    v = cast.getIn();
  auto tid = v.getDefiningOp<gpu::ThreadIdOp>();
  if (!tid || tid.getDimension() != gpu::Dimension::x)
    return false;
  auto func = tid->getParentOfType<gpu::GPUFuncOp>();
  std::optional<ArrayRef<int32_t>> known =
      func ? func.getKnownBlockSize() : std::nullopt;
  if (!known || known->size() != 3)
    return true;
  ArrayRef<int32_t> dims = *known;
  return dims[0] % kWaveSize == 0 || dims[1] * dims[2] == 1;
}

Value mlir::cdna4pipe::findLaneVaryingSource(Value root) {
  SmallVector<Value> work{root};
  DenseSet<Value> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      Operation *owner = arg.getOwner()->getParentOp();
      if (isa<FunctionOpInterface>(owner) && arg.getOwner()->isEntryBlock())
        continue; // Kernel arguments are the same for every lane.
      auto forOp = dyn_cast<scf::ForOp>(owner);
      if (forOp && forOp.getInductionVar() == arg) {
        work.append(
            {forOp.getLowerBound(), forOp.getUpperBound(), forOp.getStep()});
        continue;
      }
      return v;
    }
    Operation *def = v.getDefiningOp();
    if (isa<gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp, gpu::SubgroupIdOp,
            gpu::NumSubgroupsOp>(def) ||
        matchPattern(v, m_Constant()))
      continue;
    // thread_id x / (64 m) and thread_id x >> (6 + m) name a wave.
    APInt c;
    if (isa<arith::DivUIOp, arith::DivSIOp, arith::ShRUIOp>(def) &&
        isThreadIdXInWaves(def->getOperand(0)) &&
        matchPattern(def->getOperand(1), m_ConstantInt(&c)) &&
        (isa<arith::ShRUIOp>(def)
             ? c.getSExtValue() >= 6
             : c.getSExtValue() > 0 && c.getSExtValue() % kWaveSize == 0))
      continue;
    if (def->getDialect()->getNamespace() != "arith" ||
        def->getNumRegions() != 0)
      return v;
    llvm::append_range(work, def->getOperands());
  }
  return Value();
}

LogicalResult CondBarrierOp::verify() {
  Value varying = findLaneVaryingSource(getPred());
  if (!varying)
    return success();
  InFlightDiagnostic diag =
      emitOpError("predicate is not provably wave-uniform: it depends on ");
  if (Operation *def = varying.getDefiningOp())
    diag << "the result of '" << def->getName() << "'";
  else
    diag << "a block argument that is not a kernel argument or a "
            "uniform loop index";
  diag << ", which may differ between the lanes of a wave (derive it from "
          "the wave id, gpu.thread_id x / 64, or from block ids)";
  if (Operation *def = varying.getDefiningOp())
    diag.attachNote(def->getLoc()) << "lane-varying value";
  return diag;
}

//===----------------------------------------------------------------------===//
// StageOp
//===----------------------------------------------------------------------===//

LogicalResult StageOp::verify() {
  int32_t prio = getPriority();
  if (prio < 0 || prio > 3)
    return emitOpError() << "priority " << prio
                         << " is outside the s_setprio range 0..3";
  if ((*this)->getParentOfType<StageOp>())
    return emitOpError("cannot be nested inside another cdna4pipe.stage");
  return success();
}

LogicalResult StageOp::verifyRegions() {
  Block &body = getBody().front();
  auto yield = dyn_cast<YieldOp>(body.getTerminator());
  if (!yield)
    return emitOpError("body must end with cdna4pipe.yield");
  if (yield.getValues().getTypes() != getResultTypes())
    return yield.emitOpError()
           << "yields " << yield.getValues().size()
           << " values whose types do not match the stage's " << getNumResults()
           << " results";
  Operation *firstMfma = nullptr;
  for (Operation &op : body) {
    if (isa<MFMAOp>(op)) {
      firstMfma = firstMfma ? firstMfma : &op;
      continue;
    }
    // The cluster boundary of a ping-pong stage: one barrier, last.
    if (firstMfma && isa<BarrierOp>(op) && op.getNextNode() == yield)
      continue;
    if (firstMfma && isa<G2SOp, S2ROp, WaitOp, BarrierOp, CondBarrierOp>(op)) {
      InFlightDiagnostic diag =
          op.emitOpError("must come before the MFMAs of its cdna4pipe.stage "
                         "(memory phase, then waits/barriers, then MFMAs, "
                         "then at most one barrier)");
      diag.attachNote(firstMfma->getLoc())
          << "the compute phase of the stage began here";
      return diag;
    }
  }
  return success();
}

#define GET_OP_CLASSES
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4PipeOps.cpp.inc"
