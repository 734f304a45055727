//===- IndexEval.cpp - concrete evaluation of index arithmetic ------------===//

#include "cdna4pipe/Analysis/IndexEval.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

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

static int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
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
  auto binary = [&](Operation *op,
                    function_ref<std::optional<int64_t>(int64_t, int64_t)> fn)
      -> std::optional<int64_t> {
    std::optional<int64_t> l = eval(op->getOperand(0));
    if (!l)
      return std::nullopt;
    std::optional<int64_t> r = eval(op->getOperand(1));
    if (!r)
      return std::nullopt;
    std::optional<int64_t> res = fn(*l, *r);
    if (!res)
      failure = op;
    return res;
  };
  auto nonZero = [](int64_t r) { return r != 0; };
  std::optional<int64_t> result =
      llvm::TypeSwitch<Operation *, std::optional<int64_t>>(def)
          .Case([&](arith::ConstantOp op) -> std::optional<int64_t> {
            if (auto i = dyn_cast<IntegerAttr>(op.getValue()))
              return i.getValue().getSExtValue();
            failure = op;
            return std::nullopt;
          })
          .Case([&](gpu::ThreadIdOp op) -> std::optional<int64_t> {
            return tid[dim(op.getDimension())];
          })
          .Case([&](gpu::BlockIdOp) -> std::optional<int64_t> { return 0; })
          .Case([&](gpu::BlockDimOp op) -> std::optional<int64_t> {
            return blockSize[dim(op.getDimension())];
          })
          .Case([&](gpu::LaneIdOp) -> std::optional<int64_t> {
            return (tid[0] + blockSize[0] * (tid[1] + blockSize[1] * tid[2])) %
                   64;
          })
          .Case([&](gpu::SubgroupIdOp) -> std::optional<int64_t> {
            return (tid[0] + blockSize[0] * (tid[1] + blockSize[1] * tid[2])) /
                   64;
          })
          .Case<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
                arith::ExtUIOp, arith::TruncIOp>(
              [&](Operation *op) { return eval(op->getOperand(0)); })
          .Case([&](arith::AddIOp op) {
            return binary(op,
                          [](int64_t a, int64_t b) -> std::optional<int64_t> {
                            return a + b;
                          });
          })
          .Case([&](arith::SubIOp op) {
            return binary(op,
                          [](int64_t a, int64_t b) -> std::optional<int64_t> {
                            return a - b;
                          });
          })
          .Case([&](arith::MulIOp op) {
            return binary(op,
                          [](int64_t a, int64_t b) -> std::optional<int64_t> {
                            return a * b;
                          });
          })
          .Case<arith::DivUIOp, arith::DivSIOp>([&](Operation *op) {
            return binary(op,
                          [&](int64_t a, int64_t b) -> std::optional<int64_t> {
                            if (!nonZero(b))
                              return std::nullopt;
                            return a / b;
                          });
          })
          .Case([&](arith::FloorDivSIOp op) {
            return binary(op,
                          [&](int64_t a, int64_t b) -> std::optional<int64_t> {
                            if (!nonZero(b))
                              return std::nullopt;
                            return floorDiv(a, b);
                          });
          })
          .Case([&](arith::CeilDivSIOp op) {
            return binary(op,
                          [&](int64_t a, int64_t b) -> std::optional<int64_t> {
                            if (!nonZero(b))
                              return std::nullopt;
                            return -floorDiv(-a, b);
                          });
          })
          .Case<arith::RemUIOp, arith::RemSIOp>([&](Operation *op) {
            return binary(op,
                          [&](int64_t a, int64_t b) -> std::optional<int64_t> {
                            if (!nonZero(b))
                              return std::nullopt;
                            return a % b;
                          });
          })
          .Case([&](arith::AndIOp op) {
            return binary(op,
                          [](int64_t a, int64_t b) -> std::optional<int64_t> {
                            return a & b;
                          });
          })
          .Case([&](arith::OrIOp op) {
            return binary(op,
                          [](int64_t a, int64_t b) -> std::optional<int64_t> {
                            return a | b;
                          });
          })
          .Case([&](arith::XOrIOp op) {
            return binary(op,
                          [](int64_t a, int64_t b) -> std::optional<int64_t> {
                            return a ^ b;
                          });
          })
          .Case([&](arith::ShLIOp op) {
            return binary(op,
                          [](int64_t a, int64_t b) -> std::optional<int64_t> {
                            if (b < 0 || b > 62)
                              return std::nullopt;
                            return a << b;
                          });
          })
          .Case<arith::ShRUIOp, arith::ShRSIOp>([&](Operation *op) {
            return binary(op,
                          [](int64_t a, int64_t b) -> std::optional<int64_t> {
                            if (b < 0 || b > 62)
                              return std::nullopt;
                            return a >> b;
                          });
          })
          .Case<arith::MinSIOp, arith::MinUIOp>([&](Operation *op) {
            return binary(op,
                          [](int64_t a, int64_t b) -> std::optional<int64_t> {
                            return std::min(a, b);
                          });
          })
          .Case<arith::MaxSIOp, arith::MaxUIOp>([&](Operation *op) {
            return binary(op,
                          [](int64_t a, int64_t b) -> std::optional<int64_t> {
                            return std::max(a, b);
                          });
          })
          .Default([&](Operation *op) -> std::optional<int64_t> {
            failure = op;
            return std::nullopt;
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
