//===- IndexEvalTest.cpp - evalIntegerOp and IndexEvaluator ---------------===//
//
// The index arithmetic meaning shared by the interleave's layout analysis and
// the schedule verifier: unsigned ops are unsigned, integers wrap at their
// width, casts keep the low bits (an i1 is the low bit), undefined results
// are unknown, thread ids follow the workgroup shape, and block ids are
// unknown unless a workgroup is named, and run-time problem sizes unknown
// unless a plan stands a large problem in for them.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Analysis/IndexEval.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

class IndexEvalTest : public ::testing::Test {
protected:
  IndexEvalTest() : b(&ctx) {
    ctx.loadDialect<arith::ArithDialect, affine::AffineDialect, gpu::GPUDialect,
                    func::FuncDialect, memref::MemRefDialect>();
    module = ModuleOp::create(b.getUnknownLoc());
    b.setInsertionPointToEnd(module.getBody());
  }
  ~IndexEvalTest() override { module->erase(); }

  /// Evaluates a fresh binary op of type OpT on (a, b) (index operands).
  template <typename OpT> std::optional<int64_t> binary(int64_t a, int64_t c) {
    Location loc = b.getUnknownLoc();
    Value x = arith::ConstantIndexOp::create(b, loc, a);
    Value y = arith::ConstantIndexOp::create(b, loc, c);
    Operation *op = OpT::create(b, loc, x, y);
    return evalIntegerOp(op, {a, c});
  }

  MLIRContext ctx;
  OpBuilder b;
  ModuleOp module;
};

TEST_F(IndexEvalTest, SignedAndUnsignedDivision) {
  EXPECT_EQ(binary<arith::DivSIOp>(-7, 2), -3);
  EXPECT_EQ(binary<arith::FloorDivSIOp>(-7, 2), -4);
  EXPECT_EQ(binary<arith::CeilDivSIOp>(-7, 2), -3);
  EXPECT_EQ(binary<arith::RemSIOp>(-7, 2), -1);
  // Unsigned ops read the bit pattern as unsigned.
  EXPECT_EQ(binary<arith::DivUIOp>(-2, 2),
            static_cast<int64_t>(static_cast<uint64_t>(-2) / 2));
  EXPECT_EQ(binary<arith::RemUIOp>(-1, 16), 15);
  EXPECT_EQ(binary<arith::MinUIOp>(-1, 3), 3);
  EXPECT_EQ(binary<arith::MaxUIOp>(-1, 3), -1);
  EXPECT_EQ(binary<arith::CeilDivUIOp>(17, 8), 3);
}

TEST_F(IndexEvalTest, UndefinedResultsAreUnknown) {
  EXPECT_EQ(binary<arith::DivSIOp>(1, 0), std::nullopt);
  EXPECT_EQ(binary<arith::RemUIOp>(1, 0), std::nullopt);
  EXPECT_EQ(binary<arith::ShLIOp>(1, 64), std::nullopt);
  EXPECT_EQ(binary<arith::ShRUIOp>(1, -1), std::nullopt);
}

TEST_F(IndexEvalTest, BitOpsShiftsAndCompares) {
  EXPECT_EQ(binary<arith::XOrIOp>(5, 3), 6);
  EXPECT_EQ(binary<arith::ShLIOp>(3, 4), 48);
  EXPECT_EQ(binary<arith::ShRSIOp>(-16, 2), -4);
  EXPECT_EQ(binary<arith::ShRUIOp>(-16, 60), 15);
  Location loc = b.getUnknownLoc();
  Value x = arith::ConstantIndexOp::create(b, loc, -1);
  Value y = arith::ConstantIndexOp::create(b, loc, 1);
  auto ult = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, x, y);
  auto slt = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x, y);
  EXPECT_EQ(evalIntegerOp(ult, {-1, 1}), 0);
  EXPECT_EQ(evalIntegerOp(slt, {-1, 1}), 1);
  auto sel = arith::SelectOp::create(b, loc, slt, x, y);
  EXPECT_EQ(evalIntegerOp(sel, {0, -1, 1}), 1);
  // i1 constants are 0/1, not sign-extended to -1.
  auto t = arith::ConstantIntOp::create(b, loc, 1, 1);
  EXPECT_EQ(evalIntegerOp(t, {}), 1);
}

TEST_F(IndexEvalTest, CastsHaveTheirBitWidths) {
  Location loc = b.getUnknownLoc();
  Value six = arith::ConstantIndexOp::create(b, loc, 6);
  Value i32six = arith::IndexCastOp::create(b, loc, b.getI32Type(), six);
  // index_cast and trunci to i1 keep the low bit: 6 -> 0, 7 -> 1.
  auto cast = arith::IndexCastOp::create(b, loc, b.getI1Type(), six);
  EXPECT_EQ(evalIntegerOp(cast, {6}), 0);
  EXPECT_EQ(evalIntegerOp(cast, {7}), 1);
  auto trunc = arith::TruncIOp::create(b, loc, b.getI1Type(), i32six);
  EXPECT_EQ(evalIntegerOp(trunc, {6}), 0);
  auto trunc8 = arith::TruncIOp::create(b, loc, b.getI8Type(), i32six);
  EXPECT_EQ(evalIntegerOp(trunc8, {200}), -56);
  EXPECT_EQ(evalIntegerOp(trunc8, {256}), 0);
  // An i1 true sign-extends to -1 and zero-extends to 1.
  Value t = arith::ConstantIntOp::create(b, loc, 1, 1);
  auto sext = arith::ExtSIOp::create(b, loc, b.getI32Type(), t);
  auto zext = arith::ExtUIOp::create(b, loc, b.getI32Type(), t);
  auto widen = arith::IndexCastOp::create(b, loc, b.getIndexType(), t);
  EXPECT_EQ(evalIntegerOp(sext, {1}), -1);
  EXPECT_EQ(evalIntegerOp(zext, {1}), 1);
  EXPECT_EQ(evalIntegerOp(widen, {1}), -1);
  // i8 -1 zero-extended, and unsigned i32 arithmetic.
  Value m1 = arith::ConstantIntOp::create(b, loc, b.getI8Type(), -1);
  auto zext8 = arith::ExtUIOp::create(b, loc, b.getI32Type(), m1);
  EXPECT_EQ(evalIntegerOp(zext8, {-1}), 255);
  auto ucast = arith::IndexCastUIOp::create(b, loc, b.getIndexType(), i32six);
  EXPECT_EQ(evalIntegerOp(ucast, {-1}), 4294967295);
  // i32 addition wraps at 32 bits; a shift by the width is poison.
  auto add = arith::AddIOp::create(b, loc, i32six, i32six);
  EXPECT_EQ(evalIntegerOp(add, {2147483647, 1}), -2147483648LL);
  auto shl = arith::ShLIOp::create(b, loc, i32six, i32six);
  EXPECT_EQ(evalIntegerOp(shl, {1, 32}), std::nullopt);
  EXPECT_EQ(evalIntegerOp(shl, {1, 31}), -2147483648LL);
  auto div = arith::DivSIOp::create(b, loc, i32six, i32six);
  EXPECT_EQ(evalIntegerOp(div, {-2147483648LL, -1}), std::nullopt);
  // Signed comparisons of i1: true (-1) < false (0).
  Value f = arith::ConstantIntOp::create(b, loc, 0, 1);
  auto slt = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, t, f);
  EXPECT_EQ(evalIntegerOp(slt, {1, 0}), 1);
}

TEST_F(IndexEvalTest, BlockIdsAreUnknownUnlessNamed) {
  Location loc = b.getUnknownLoc();
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value gx = gpu::GridDimOp::create(b, loc, gpu::Dimension::x);
  Value bd = gpu::BlockDimOp::create(b, loc, gpu::Dimension::x);
  IndexEvaluator ev({256, 1, 1});
  EXPECT_EQ(ev.eval(bd), 256);
  EXPECT_EQ(ev.eval(bx), std::nullopt);
  EXPECT_EQ(ev.getFailure(), bx.getDefiningOp());
  EXPECT_EQ(ev.eval(gx), std::nullopt);
  ev.setBlockId(std::array<int64_t, 3>{3, 0, 0});
  ev.setGridSize(std::array<int64_t, 3>{8, 1, 1});
  EXPECT_EQ(ev.eval(bx), 3);
  EXPECT_EQ(ev.eval(gx), 8);
}

TEST_F(IndexEvalTest, AffineApplyAndUnknownOps) {
  Location loc = b.getUnknownLoc();
  Value x = arith::ConstantIndexOp::create(b, loc, 10);
  AffineExpr d0 = b.getAffineDimExpr(0);
  auto apply = affine::AffineApplyOp::create(
      b, loc, AffineMap::get(1, 0, (d0 * 3 + 4) % 8), ValueRange{x});
  EXPECT_EQ(evalIntegerOp(apply, {10}), 2);
  auto f =
      arith::ConstantFloatOp::create(b, loc, b.getF32Type(), APFloat(1.0f));
  EXPECT_EQ(evalIntegerOp(f, {}), std::nullopt);
}

TEST_F(IndexEvalTest, EvaluatorFollowsThreadIds) {
  Location loc = b.getUnknownLoc();
  Value tx = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value ty = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::y);
  Value c64 = arith::ConstantIndexOp::create(b, loc, 64);
  Value lane = arith::RemUIOp::create(b, loc, tx, c64);
  Value wave = arith::DivUIOp::create(b, loc, tx, c64);
  Value sum = arith::AddIOp::create(b, loc, wave, ty);
  Value iv = arith::ConstantIndexOp::create(b, loc, 0).getResult();
  Value dep = arith::AddIOp::create(b, loc, iv, lane);

  IndexEvaluator ev({128, 2, 1});
  ev.setThread(128 + 70); // x = 70, y = 1
  EXPECT_EQ(ev.eval(lane), 6);
  EXPECT_EQ(ev.eval(sum), 2);
  ev.bind(iv, 100);
  EXPECT_EQ(ev.eval(dep), 106);

  // A block argument with no binding is unknown.
  Block *blk = new Block();
  module.getBody()->getParent()->push_back(blk);
  Value arg = blk->addArgument(b.getIndexType(), loc);
  Value use = arith::AddIOp::create(b, loc, arg, c64);
  EXPECT_EQ(ev.eval(use), std::nullopt);
}

TEST_F(IndexEvalTest, ProblemSizesAreUnknownUnlessStoodIn) {
  Location loc = b.getUnknownLoc();
  Type bf16 = b.getBF16Type();
  auto global = MemRefType::get({ShapedType::kDynamic, 64}, bf16);
  auto lds = MemRefType::get(
      {ShapedType::kDynamic}, bf16, MemRefLayoutAttrInterface(),
      gpu::AddressSpaceAttr::get(&ctx, gpu::AddressSpace::Workgroup));
  auto gpuModule = gpu::GPUModuleOp::create(b, loc, "m");
  b.setInsertionPointToStart(gpuModule.getBody());
  auto kernel = gpu::GPUFuncOp::create(
      b, loc, "k", b.getFunctionType({global, b.getI32Type(), lds}, {}));
  kernel->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  b.setInsertionPointToStart(&kernel.front());
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value c1 = arith::ConstantIndexOp::create(b, loc, 1);
  Value rows = memref::DimOp::create(b, loc, kernel.getArgument(0), c0);
  Value cols = memref::DimOp::create(b, loc, kernel.getArgument(0), c1);
  Value k = arith::IndexCastOp::create(b, loc, b.getIndexType(),
                                       kernel.getArgument(1));
  Value ldsRows = memref::DimOp::create(b, loc, kernel.getArgument(2), c0);

  IndexEvaluator ev({256, 1, 1});
  EXPECT_EQ(ev.eval(cols), 64); // static: always known
  EXPECT_EQ(ev.eval(rows), std::nullopt);
  EXPECT_EQ(ev.getFailure(), rows.getDefiningOp());
  EXPECT_EQ(ev.eval(k), std::nullopt);
  ev.setProblemSizeStandIn(IndexEvaluator::kProblemSizeStandIn);
  EXPECT_EQ(ev.eval(rows), 1 << 15);
  // A kernel's integer argument is not a size it can vouch for.
  EXPECT_EQ(ev.eval(k), std::nullopt);
  // LDS has no run-time size to stand in for.
  EXPECT_EQ(ev.eval(ldsRows), std::nullopt);
  EXPECT_EQ(ev.getFailure(), ldsRows.getDefiningOp());
  b.setInsertionPointToEnd(module.getBody());
}

} // namespace
