//===- IndexEval.cpp - concrete evaluation of index arithmetic ------------===//

#include "cdna4pipe/Analysis/IndexEval.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
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
  cache.clear();
}

void IndexEvaluator::bind(Value v, int64_t x) {
  bound[v] = x;
  cache.clear();
}

// Signed division is evaluated only where it is defined: b != 0 and not
// INT64_MIN / -1 (which overflows; arith leaves it undefined, the host traps).
static bool divisible(int64_t a, int64_t b) {
  return b != 0 && !(a == std::numeric_limits<int64_t>::min() && b == -1);
}

static int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

static int64_t ceilDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}

std::optional<int64_t> mlir::cdna4pipe::evalIntegerOp(Operation *op,
                                                      ArrayRef<int64_t> x) {
  if (auto c = dyn_cast<arith::ConstantOp>(op)) {
    auto attr = dyn_cast<IntegerAttr>(c.getValue());
    if (!attr)
      return std::nullopt;
    if (attr.getType().isInteger(1))
      return attr.getValue().getZExtValue();
    return attr.getValue().getSExtValue();
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
      x.size() != op->getNumOperands())
    return std::nullopt;
  std::optional<int64_t> r;
  auto u = [](int64_t v) { return static_cast<uint64_t>(v); };
  llvm::TypeSwitch<Operation *>(op)
      // Two's-complement wrap-around, as the hardware computes (and no
      // signed-overflow undefined behaviour in the evaluator itself).
      .Case<arith::AddIOp>([&](auto) { r = int64_t(u(x[0]) + u(x[1])); })
      .Case<arith::SubIOp>([&](auto) { r = int64_t(u(x[0]) - u(x[1])); })
      .Case<arith::MulIOp>([&](auto) { r = int64_t(u(x[0]) * u(x[1])); })
      .Case<arith::DivSIOp>([&](auto) {
        if (divisible(x[0], x[1]))
          r = x[0] / x[1];
      })
      .Case<arith::DivUIOp>([&](auto) {
        if (x[1] != 0)
          r = static_cast<int64_t>(u(x[0]) / u(x[1]));
      })
      .Case<arith::RemSIOp>([&](auto) {
        if (divisible(x[0], x[1]))
          r = x[0] % x[1];
      })
      .Case<arith::RemUIOp>([&](auto) {
        if (x[1] != 0)
          r = static_cast<int64_t>(u(x[0]) % u(x[1]));
      })
      .Case<arith::FloorDivSIOp>([&](auto) {
        if (divisible(x[0], x[1]))
          r = floorDiv(x[0], x[1]);
      })
      .Case<arith::CeilDivSIOp>([&](auto) {
        if (divisible(x[0], x[1]))
          r = ceilDiv(x[0], x[1]);
      })
      .Case<arith::CeilDivUIOp>([&](auto) {
        if (x[1] != 0)
          r = static_cast<int64_t>(u(x[0]) / u(x[1]) +
                                   (u(x[0]) % u(x[1]) != 0));
      })
      .Case<arith::AndIOp>([&](auto) { r = x[0] & x[1]; })
      .Case<arith::OrIOp>([&](auto) { r = x[0] | x[1]; })
      .Case<arith::XOrIOp>([&](auto) { r = x[0] ^ x[1]; })
      .Case<arith::ShLIOp>([&](auto) {
        if (x[1] >= 0 && x[1] < 63)
          r = static_cast<int64_t>(u(x[0]) << x[1]);
      })
      .Case<arith::ShRUIOp>([&](auto) {
        if (x[1] >= 0 && x[1] < 64)
          r = static_cast<int64_t>(u(x[0]) >> x[1]);
      })
      .Case<arith::ShRSIOp>([&](auto) {
        if (x[1] >= 0 && x[1] < 64)
          r = x[0] >> x[1];
      })
      .Case<arith::MaxSIOp>([&](auto) { r = std::max(x[0], x[1]); })
      .Case<arith::MinSIOp>([&](auto) { r = std::min(x[0], x[1]); })
      .Case<arith::MaxUIOp>(
          [&](auto) { r = static_cast<int64_t>(std::max(u(x[0]), u(x[1]))); })
      .Case<arith::MinUIOp>(
          [&](auto) { r = static_cast<int64_t>(std::min(u(x[0]), u(x[1]))); })
      .Case<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
            arith::ExtUIOp, arith::TruncIOp>([&](auto) { r = x[0]; })
      .Case<arith::SelectOp>([&](auto) { r = x[0] ? x[1] : x[2]; })
      .Case<arith::CmpIOp>([&](arith::CmpIOp cmp) {
        int64_t a = x[0], b = x[1];
        switch (cmp.getPredicate()) {
        case arith::CmpIPredicate::eq:
          r = a == b;
          break;
        case arith::CmpIPredicate::ne:
          r = a != b;
          break;
        case arith::CmpIPredicate::slt:
          r = a < b;
          break;
        case arith::CmpIPredicate::sle:
          r = a <= b;
          break;
        case arith::CmpIPredicate::sgt:
          r = a > b;
          break;
        case arith::CmpIPredicate::sge:
          r = a >= b;
          break;
        case arith::CmpIPredicate::ult:
          r = u(a) < u(b);
          break;
        case arith::CmpIPredicate::ule:
          r = u(a) <= u(b);
          break;
        case arith::CmpIPredicate::ugt:
          r = u(a) > u(b);
          break;
        case arith::CmpIPredicate::uge:
          r = u(a) >= u(b);
          break;
        }
      })
      .Default([](Operation *) {});
  return r;
}

std::optional<int64_t> IndexEvaluator::eval(Value v) {
  if (auto it = bound.find(v); it != bound.end())
    return it->second;
  if (auto it = cache.find(v); it != cache.end())
    return it->second;
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
          .Case([&](gpu::BlockIdOp) -> std::optional<int64_t> { return 0; })
          .Case([&](gpu::BlockDimOp op) -> std::optional<int64_t> {
            return blockSize[dim(op.getDimension())];
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
  if (result)
    cache[v] = *result;
  return result;
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
