//===- IndexEval.cpp - concrete evaluation of index arithmetic ------------===//

#include "cdna4pipe/Analysis/IndexEval.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

#include <limits>

using namespace mlir;
using namespace mlir::cdna4pipe;

std::optional<int64_t> mlir::cdna4pipe::staticTripCount(int64_t lb, int64_t ub,
                                                        int64_t step) {
  if (step <= 0)
    return std::nullopt;
  if (ub <= lb)
    return 0;
  uint64_t distance = uint64_t(ub) - uint64_t(lb); // exact: < 2^64
  uint64_t count = distance / uint64_t(step) + (distance % uint64_t(step) != 0);
  if (count > uint64_t(std::numeric_limits<int64_t>::max()))
    return std::nullopt;
  return int64_t(count);
}

int64_t mlir::cdna4pipe::inductionValue(int64_t lb, int64_t step, int64_t i) {
  return int64_t(uint64_t(lb) + uint64_t(i) * uint64_t(step));
}

void IndexEvaluator::setThread(int64_t linearTid) {
  tid[0] = linearTid % blockSize[0];
  tid[1] = (linearTid / blockSize[0]) % blockSize[1];
  tid[2] = linearTid / (blockSize[0] * blockSize[1]);
  forget();
}

void IndexEvaluator::bind(Value v, int64_t x) {
  bound[v] = x;
  forget();
}

void IndexEvaluator::unbind(Value v) {
  bound.erase(v);
  forget();
}

/// Bit width of an integer or index value (index: 64 bits), or nullopt for
/// other types and integers wider than 64 bits.
static std::optional<unsigned> widthOf(Type type) {
  if (type.isIndex())
    return 64;
  if (auto i = dyn_cast<IntegerType>(type))
    if (i.getWidth() <= 64)
      return i.getWidth();
  return std::nullopt;
}

/// A value of width `bits` is kept as its two's-complement value
/// sign-extended to 64 bits (APInt::getSExtValue), except an i1, which is
/// 0 or 1 (true is 1, as its zero extension).
static int64_t canonical(uint64_t v, unsigned bits) {
  if (bits >= 64)
    return static_cast<int64_t>(v);
  if (bits == 1)
    return v & 1;
  uint64_t m = uint64_t(1) << (bits - 1);
  v &= (uint64_t(1) << bits) - 1;
  return static_cast<int64_t>((v ^ m) - m);
}

/// The signed reading of a value of width `bits` (an i1 true is -1).
static int64_t signedOf(int64_t v, unsigned bits) {
  return bits == 1 ? -(v & 1) : v;
}

/// The unsigned reading of a value of width `bits`.
static uint64_t unsignedOf(int64_t v, unsigned bits) {
  return bits >= 64 ? uint64_t(v) : uint64_t(v) & ((uint64_t(1) << bits) - 1);
}

// Signed division is evaluated only where it is defined: b != 0 and not
// INT_MIN / -1 of the width (which overflows; arith leaves it undefined).
static bool divisible(int64_t a, int64_t b, unsigned bits) {
  int64_t min = signedOf(canonical(uint64_t(1) << (bits - 1), bits), bits);
  return b != 0 && !(a == min && b == -1);
}

static int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

static int64_t ceilDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}

static std::optional<int64_t> evalCompare(arith::CmpIPredicate p, int64_t x,
                                          int64_t y, unsigned bits) {
  int64_t a = signedOf(x, bits), b = signedOf(y, bits);
  uint64_t ua = unsignedOf(x, bits), ub = unsignedOf(y, bits);
  switch (p) {
  case arith::CmpIPredicate::eq:
    return a == b;
  case arith::CmpIPredicate::ne:
    return a != b;
  case arith::CmpIPredicate::slt:
    return a < b;
  case arith::CmpIPredicate::sle:
    return a <= b;
  case arith::CmpIPredicate::sgt:
    return a > b;
  case arith::CmpIPredicate::sge:
    return a >= b;
  case arith::CmpIPredicate::ult:
    return ua < ub;
  case arith::CmpIPredicate::ule:
    return ua <= ub;
  case arith::CmpIPredicate::ugt:
    return ua > ub;
  case arith::CmpIPredicate::uge:
    return ua >= ub;
  }
  return std::nullopt;
}

std::optional<int64_t> mlir::cdna4pipe::evalIntegerOp(Operation *op,
                                                      ArrayRef<int64_t> x) {
  if (auto c = dyn_cast<arith::ConstantOp>(op)) {
    auto attr = dyn_cast<IntegerAttr>(c.getValue());
    std::optional<unsigned> bits =
        attr ? widthOf(attr.getType()) : std::nullopt;
    if (!bits)
      return std::nullopt;
    return canonical(attr.getValue().getZExtValue(), *bits);
  }
  if (auto apply = dyn_cast<affine::AffineApplyOp>(op)) {
    Builder b(op->getContext());
    SmallVector<Attribute> operands;
    for (int64_t v : x)
      operands.push_back(b.getIndexAttr(v));
    SmallVector<Attribute> results;
    if (failed(apply.getAffineMap().constantFold(operands, results)) ||
        results.size() != 1)
      return std::nullopt;
    if (auto attr = dyn_cast<IntegerAttr>(results.front()))
      return attr.getInt();
    return std::nullopt;
  }
  if (op->getNumResults() != 1 || op->getNumRegions() != 0 ||
      !isa<arith::ArithDialect>(op->getDialect()) ||
      x.size() != op->getNumOperands() || x.empty())
    return std::nullopt;
  // The width results wrap to, and the width of the (first) operand, which
  // unsigned operations and zero extensions read.
  std::optional<unsigned> out = widthOf(op->getResult(0).getType());
  std::optional<unsigned> in =
      widthOf(op->getOperand(isa<arith::SelectOp>(op) ? 1 : 0).getType());
  if (!out || !in)
    return std::nullopt;
  unsigned n = *in;
  std::optional<uint64_t> r;
  auto u = [&](int64_t v) { return unsignedOf(v, n); };
  // Signed operands (an i1 true reads -1).
  SmallVector<int64_t, 3> sx;
  for (int64_t v : x)
    sx.push_back(signedOf(v, n));
  llvm::TypeSwitch<Operation *>(op)
      // Two's-complement wrap-around at the type's width, as the hardware
      // computes (and no signed-overflow undefined behaviour here).
      .Case<arith::AddIOp>([&](auto) { r = uint64_t(x[0]) + uint64_t(x[1]); })
      .Case<arith::SubIOp>([&](auto) { r = uint64_t(x[0]) - uint64_t(x[1]); })
      .Case<arith::MulIOp>([&](auto) { r = uint64_t(x[0]) * uint64_t(x[1]); })
      .Case<arith::DivSIOp>([&](auto) {
        if (divisible(sx[0], sx[1], n))
          r = sx[0] / sx[1];
      })
      .Case<arith::DivUIOp>([&](auto) {
        if (u(x[1]) != 0)
          r = u(x[0]) / u(x[1]);
      })
      .Case<arith::RemSIOp>([&](auto) {
        if (divisible(sx[0], sx[1], n))
          r = sx[0] % sx[1];
      })
      .Case<arith::RemUIOp>([&](auto) {
        if (u(x[1]) != 0)
          r = u(x[0]) % u(x[1]);
      })
      .Case<arith::FloorDivSIOp>([&](auto) {
        if (divisible(sx[0], sx[1], n))
          r = floorDiv(sx[0], sx[1]);
      })
      .Case<arith::CeilDivSIOp>([&](auto) {
        if (divisible(sx[0], sx[1], n))
          r = ceilDiv(sx[0], sx[1]);
      })
      .Case<arith::CeilDivUIOp>([&](auto) {
        if (u(x[1]) != 0)
          r = u(x[0]) / u(x[1]) + (u(x[0]) % u(x[1]) != 0);
      })
      .Case<arith::AndIOp>([&](auto) { r = x[0] & x[1]; })
      .Case<arith::OrIOp>([&](auto) { r = x[0] | x[1]; })
      .Case<arith::XOrIOp>([&](auto) { r = x[0] ^ x[1]; })
      // A shift by the width or more is poison: not evaluated.
      .Case<arith::ShLIOp>([&](auto) {
        if (u(x[1]) < n)
          r = uint64_t(x[0]) << u(x[1]);
      })
      .Case<arith::ShRUIOp>([&](auto) {
        if (u(x[1]) < n)
          r = u(x[0]) >> u(x[1]);
      })
      .Case<arith::ShRSIOp>([&](auto) {
        if (u(x[1]) < n)
          r = sx[0] >> u(x[1]);
      })
      .Case<arith::MaxSIOp>([&](auto) { r = std::max(sx[0], sx[1]); })
      .Case<arith::MinSIOp>([&](auto) { r = std::min(sx[0], sx[1]); })
      .Case<arith::MaxUIOp>([&](auto) { r = std::max(u(x[0]), u(x[1])); })
      .Case<arith::MinUIOp>([&](auto) { r = std::min(u(x[0]), u(x[1])); })
      // Sign extensions read the source signed, zero extensions unsigned;
      // truncations keep the low bits (canonical below: an i1 is the low
      // bit).
      .Case<arith::IndexCastOp, arith::ExtSIOp, arith::TruncIOp>(
          [&](auto) { r = sx[0]; })
      .Case<arith::ExtUIOp>([&](auto) { r = u(x[0]); })
      .Case<arith::IndexCastUIOp>(
          [&](auto) { r = *out > n ? u(x[0]) : uint64_t(x[0]); })
      .Case<arith::SelectOp>([&](auto) { r = x[0] ? x[1] : x[2]; })
      .Case<arith::CmpIOp>([&](arith::CmpIOp cmp) {
        if (std::optional<int64_t> c =
                evalCompare(cmp.getPredicate(), x[0], x[1], n))
          r = *c;
      })
      .Default([](Operation *) {});
  if (!r)
    return std::nullopt;
  return canonical(*r, *out);
}

std::optional<int64_t> IndexEvaluator::eval(Value v) {
  if (auto it = bound.find(v); it != bound.end())
    return it->second;
  if (auto it = cache.find(v); it != cache.end())
    return it->second;
  if (auto it = failedAt.find(v); it != failedAt.end()) {
    failure = it->second;
    return std::nullopt;
  }
  Operation *def = v.getDefiningOp();
  if (!def) {
    failure = nullptr;
    return std::nullopt;
  }
  auto dim = [](gpu::Dimension d) { return static_cast<unsigned>(d); };
  int64_t linearTid = tid[0] + blockSize[0] * (tid[1] + blockSize[1] * tid[2]);
  std::optional<int64_t> result =
      llvm::TypeSwitch<Operation *, std::optional<int64_t>>(def)
          .Case([&](gpu::ThreadIdOp op) -> std::optional<int64_t> {
            return tid[dim(op.getDimension())];
          })
          .Case([&](gpu::BlockIdOp op) -> std::optional<int64_t> {
            if (!blockId)
              failure = op;
            return blockId ? std::optional<int64_t>(
                                 (*blockId)[dim(op.getDimension())])
                           : std::nullopt;
          })
          .Case([&](gpu::GridDimOp op) -> std::optional<int64_t> {
            if (!gridSize)
              failure = op;
            return gridSize ? std::optional<int64_t>(
                                  (*gridSize)[dim(op.getDimension())])
                            : std::nullopt;
          })
          .Case([&](gpu::BlockDimOp op) -> std::optional<int64_t> {
            return blockSize[dim(op.getDimension())];
          })
          .Case([&](memref::DimOp op) -> std::optional<int64_t> {
            // A size of a global operand; LDS shapes are static.
            auto type = dyn_cast<MemRefType>(op.getSource().getType());
            std::optional<int64_t> d = op.getConstantIndex();
            std::optional<int64_t> size;
            if (type && d && *d >= 0 && *d < type.getRank() &&
                !gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(type))
              size = type.isDynamicDim(*d) ? problemSize : type.getDimSize(*d);
            if (!size)
              failure = op;
            return size;
          })
          .Case([&](gpu::LaneIdOp) -> std::optional<int64_t> {
            return linearTid % 64;
          })
          .Case([&](gpu::SubgroupIdOp) -> std::optional<int64_t> {
            return linearTid / 64;
          })
          .Default([&](Operation *op) -> std::optional<int64_t> {
            SmallVector<int64_t, 3> operands;
            for (Value operand : op->getOperands()) {
              std::optional<int64_t> x = eval(operand);
              if (!x)
                return std::nullopt;
              operands.push_back(*x);
            }
            std::optional<int64_t> r = evalIntegerOp(op, operands);
            if (!r)
              failure = op;
            return r;
          });
  // Failures are remembered too: a value the evaluator does not know (a
  // run-time size) may be shared by many indices of one thread.
  if (result)
    cache[v] = *result;
  else
    failedAt[v] = failure;
  return result;
}

void IndexEvaluator::forget() {
  cache.clear();
  failedAt.clear();
}

void IndexEvaluator::setBlockId(std::optional<std::array<int64_t, 3>> id) {
  blockId = id;
  forget();
}

void IndexEvaluator::setProblemSizeStandIn(std::optional<int64_t> size) {
  problemSize = size;
  forget();
}

void IndexEvaluator::setGridSize(std::optional<std::array<int64_t, 3>> size) {
  gridSize = size;
  forget();
}

std::optional<std::array<int64_t, 3>>
mlir::cdna4pipe::getKnownGridSize(Operation *op) {
  for (Operation *p = op; p; p = p->getParentOp()) {
    if (auto func = dyn_cast<gpu::GPUFuncOp>(p)) {
      if (std::optional<ArrayRef<int32_t>> gs = func.getKnownGridSize())
        return std::array<int64_t, 3>{(*gs)[0], (*gs)[1], (*gs)[2]};
    }
    if (auto attr = p->getAttrOfType<DenseI32ArrayAttr>("gpu.known_grid_size"))
      if (attr.size() == 3)
        return std::array<int64_t, 3>{attr[0], attr[1], attr[2]};
  }
  return std::nullopt;
}

std::optional<std::array<int64_t, 3>>
mlir::cdna4pipe::getKnownBlockSize(Operation *op) {
  for (Operation *p = op; p; p = p->getParentOp()) {
    if (auto func = dyn_cast<gpu::GPUFuncOp>(p)) {
      if (std::optional<ArrayRef<int32_t>> bs = func.getKnownBlockSize())
        return std::array<int64_t, 3>{(*bs)[0], (*bs)[1], (*bs)[2]};
    }
    if (auto attr = p->getAttrOfType<DenseI32ArrayAttr>("gpu.known_block_size"))
      if (attr.size() == 3)
        return std::array<int64_t, 3>{attr[0], attr[1], attr[2]};
  }
  return std::nullopt;
}
