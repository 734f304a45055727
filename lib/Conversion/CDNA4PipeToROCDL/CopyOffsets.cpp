//===- CopyOffsets.cpp - wave-uniform source offsets of LDS DMAs ----------===//
//
// planUniformCopyOffsets (CDNA4PipeToROCDL.h): which copies lowered through
// a buffer resource get their wave-uniform source offset moved into the
// resource, and how each source index splits (docs/Lowering.md).
//
//===----------------------------------------------------------------------===//

#include "LoweringPatterns.h"

#include "cdna4pipe/Analysis/WaveUniform.h"
#include "cdna4pipe/Conversion/CDNA4PipeToROCDL/CDNA4PipeToROCDL.h"
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/Analysis/DataFlow/IntegerRangeAnalysis.h"
#include "mlir/Analysis/DataFlowFramework.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

/// Whether the memref a g2s addresses (the one under its
/// fat_raw_buffer_cast, if any) has a stride known only at run time.
static bool hasRuntimeStride(G2SOp op) {
  auto type = cast<MemRefType>(op.getSrc().getType());
  if (isa_and_nonnull<amdgpu::AddressSpaceAttr>(type.getMemorySpace()))
    if (amdgpu::FatRawBufferCastOp cast = findFatRawBufferCast(op.getSrc()))
      type = cast.getSource().getType();
  SmallVector<int64_t> strides;
  int64_t offset;
  return succeeded(type.getStridesAndOffset(strides, offset)) &&
         llvm::is_contained(strides, ShapedType::kDynamic);
}

/// The split of `op`'s source indices, when some index has a uniform addend
/// and `solver` proves each other addend non-negative (so the per-lane
/// offset is the vector offset the bounds check reads). The uniform sum
/// needs no sign: a negative one moves the resource's base back and its
/// num_records up by the same bytes, so every in-bounds element is read at
/// the same address under the same check (only an offset before the
/// memref's start, out of bounds for a memref, would read there instead
/// of zeros).
static std::optional<CopyOffsetSplit>
splitCopyOffset(G2SOp op, WaveUniformity &uniformity, DataFlowSolver &solver) {
  CopyOffsetSplit split;
  bool anyUniform = false;
  for (Value index : op.getSrcIndices()) {
    SmallVector<Value> addends, uniform, perLane;
    splitUniformAddends(uniformity, index, addends, perLane);
    // A constant stays with the lanes: nothing to advance the resource by.
    for (Value addend : addends)
      (matchPattern(addend, m_Constant()) ? perLane : uniform)
          .push_back(addend);
    for (Value addend : perLane)
      if (failed(dataflow::staticallyNonNegative(solver, addend)))
        return std::nullopt;
    anyUniform |= !uniform.empty();
    split.uniform.emplace_back(uniform.begin(), uniform.end());
    split.perLane.emplace_back(perLane.begin(), perLane.end());
  }
  if (!anyUniform)
    return std::nullopt;
  return split;
}

UniformCopyOffsets mlir::cdna4pipe::planUniformCopyOffsets(
    Operation *root, const CDNA4PipeLoweringOptions &options) {
  UniformCopyOffsets plan;
  if (options.copyKind != CopyKind::Buffer)
    return plan;
  SmallVector<G2SOp> copies;
  root->walk([&](G2SOp op) {
    if (hasRuntimeStride(op))
      copies.push_back(op);
  });
  if (copies.empty())
    return plan;
  DataFlowSolver solver;
  solver.load<dataflow::DeadCodeAnalysis>();
  solver.load<dataflow::SparseConstantPropagation>();
  solver.load<dataflow::IntegerRangeAnalysis>();
  if (failed(solver.initializeAndRun(root)))
    return plan;
  WaveUniformity uniformity;
  for (G2SOp op : copies)
    if (std::optional<CopyOffsetSplit> split =
            splitCopyOffset(op, uniformity, solver))
      plan[op] = std::move(*split);
  return plan;
}
