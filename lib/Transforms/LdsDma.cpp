//===- LdsDma.cpp - cdna4pipe-lds-dma pass --------------------------------===//
//
// Turns register-staged global -> LDS copies (a global `vector.load`, or a
// `vector.maskedload` at a tile's edges, whose only use is a `vector.store`
// into workgroup memory) into LDS DMA (`amdgpu.gather_to_lds`,
// buffer_load_dwordx4 ... lds on gfx950) reading a bounds-checked buffer
// view of the global memref. Each copy is analysed and rewritten by
// buildLdsDma (LdsDmaCopy.h: the swizzle moved to the global side, proved
// for every thread); copies that do not fit are left alone with a remark at
// the op saying why. Then the loop-invariant index arithmetic is hoisted
// and the dead arithmetic dropped.
//
//===----------------------------------------------------------------------===//

#include "LdsDmaCopy.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/Transforms/FatBufferViews.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_CDNA4PIPELDSDMA
#include "cdna4pipe/Transforms/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {
struct LdsDmaPass : public cdna4pipe::impl::CDNA4PipeLdsDmaBase<LdsDmaPass> {
  using Base::Base;

  void runOnOperation() override;

private:
  bool convert(vector::StoreOp store, Operation *load);

  FatBufferViews fatViews;
  SetVector<Operation *> loops;
};

bool LdsDmaPass::convert(vector::StoreOp store, Operation *load) {
  Operation *at = nullptr;
  std::string why;
  amdgpu::GatherToLDSOp dma = buildLdsDma(store, load, at, why);
  if (!dma) {
    at->emitRemark("cdna4pipe-lds-dma: copy left in registers: ") << why;
    return false;
  }
  dma.getSrcMutable().assign(fatViews.get(copySource(load)));
  for (auto loop = store->getParentOfType<scf::ForOp>(); loop;
       loop = loop->getParentOfType<scf::ForOp>())
    loops.insert(loop);
  store->erase();
  load->erase();
  return true;
}

void LdsDmaPass::runOnOperation() {
  SmallVector<std::pair<vector::StoreOp, Operation *>> copies;
  getOperation()->walk([&](vector::StoreOp store) {
    Operation *load = store.getValueToStore().getDefiningOp();
    if (isa_and_nonnull<vector::LoadOp, vector::MaskedLoadOp>(load) &&
        isWorkgroupMemory(store.getMemRefType()) &&
        isGlobalMemory(cast<MemRefType>(copySource(load).getType())))
      copies.push_back({store, load});
  });
  bool changed = false;
  for (auto [store, load] : copies)
    changed |= convert(store, load);
  if (!changed)
    return markAllAnalysesPreserved();
  // The rewritten index arithmetic is recomputed per copy; hoist what does
  // not depend on the loop (innermost loops first) and drop what is dead.
  for (Operation *loop : loops)
    moveLoopInvariantCode(cast<LoopLikeOpInterface>(loop));
  SmallVector<Operation *> dead;
  getOperation()->walk([&](Operation *op) {
    if (op != getOperation() && isOpTriviallyDead(op) &&
        isa<arith::ArithDialect, gpu::GPUDialect, vector::VectorDialect>(
            op->getDialect()))
      dead.push_back(op);
  });
  while (!dead.empty()) {
    Operation *op = dead.pop_back_val();
    SmallVector<Operation *> operands;
    for (Value v : op->getOperands())
      if (Operation *def = v.getDefiningOp())
        operands.push_back(def);
    op->erase();
    for (Operation *def : operands)
      if (isOpTriviallyDead(def) &&
          isa<arith::ArithDialect, gpu::GPUDialect, vector::VectorDialect>(
              def->getDialect()) &&
          !llvm::is_contained(dead, def))
        dead.push_back(def);
  }
}
} // namespace
