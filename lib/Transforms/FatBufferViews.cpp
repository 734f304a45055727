//===- FatBufferViews.cpp - bounds-checked buffer views of memrefs --------===//

#include "cdna4pipe/Transforms/FatBufferViews.h"

#include "cdna4pipe/Analysis/BoundsMask.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/CastInterfaces.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

bool cdna4pipe::isFatRawBuffer(MemRefType type) {
  auto space =
      dyn_cast_or_null<amdgpu::AddressSpaceAttr>(type.getMemorySpace());
  return space && space.getValue() == amdgpu::AddressSpace::FatRawBuffer;
}

Value cdna4pipe::createFatRawBufferView(OpBuilder &b, Location loc,
                                        Value memref) {
  auto ty = cast<MemRefType>(memref.getType());
  auto fatSpace = amdgpu::AddressSpaceAttr::get(
      b.getContext(), amdgpu::AddressSpace::FatRawBuffer);
  return amdgpu::FatRawBufferCastOp::create(
      b, loc,
      MemRefType::get(ty.getShape(), ty.getElementType(), ty.getLayout(),
                      fatSpace),
      memref, /*validBytes=*/Value(), /*cacheSwizzleStride=*/Value(),
      /*boundsCheck=*/b.getBoolAttr(true));
}

namespace {
/// `v` in words for a remark: the kernel argument it is a cast of, or the
/// op that computes it.
std::string describeValue(Value v) {
  for (auto cast = v.getDefiningOp<CastOpInterface>();
       cast && cast->getNumOperands() == 1;
       cast = v.getDefiningOp<CastOpInterface>())
    v = cast->getOperand(0);
  if (auto arg = dyn_cast<BlockArgument>(v))
    return "argument #" + std::to_string(arg.getArgNumber()) + " of its " +
           (arg.getOwner()->isEntryBlock() ? "function" : "block");
  return "'" + v.getDefiningOp()->getName().getStringRef().str() + "'";
}

/// The memref a `memref.cast` chain starts from.
Value stripCasts(Value memref) {
  while (auto cast = memref.getDefiningOp<memref::CastOp>())
    memref = cast.getSource();
  return memref;
}

/// The value the IR gives the `d`-th stride (the offset for `d` < 0) of a
/// memref's layout: the operand of the `memref.reinterpret_cast` the memref
/// is (through `memref.cast`), or null.
Value layoutValue(Value memref, int64_t d) {
  auto rc = stripCasts(memref).getDefiningOp<memref::ReinterpretCastOp>();
  if (!rc)
    return Value();
  OpFoldResult f = d < 0 ? rc.getMixedOffsets()[0] : rc.getMixedStrides()[d];
  return dyn_cast<Value>(f);
}

/// Where a run-time layout value no IR value gives comes from, for a
/// remark. Views other than casts and `memref.reinterpret_cast` are not
/// looked through: cdna4pipe-normalize folds a `memref.subview` (the view
/// a front end takes of the workgroup's rows) into the access's indices
/// before the flow asks.
std::string describeLayout(Value memref) {
  Operation *view = stripCasts(memref).getDefiningOp();
  if (!view)
    return "of its layout";
  std::string name = view->getName().getStringRef().str();
  return "of the layout of '" + name + "'" +
         (isa<memref::SubViewOp>(view)
              ? "; cdna4pipe-normalize folds a subview into the indices"
              : "");
}

} // namespace

// A strided memref is accessed through its view at `offset + index .
// strides`: a chunk is contiguous with innermost stride 1, and starts at a
// multiple of the chunk (16 bytes for an LDS DMA lane, as in a row-major
// operand whose rows are) with the offset and the other strides multiples
// of it.
bool cdna4pipe::hasAlignedChunks(Value src, int64_t chunkElems,
                                 std::string &why) {
  auto ty = cast<MemRefType>(src.getType());
  if (ty.getLayout().isIdentity())
    return true;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(ty.getStridesAndOffset(strides, offset))) {
    why = "the memref's layout is not strided (a raw buffer view is "
          "accessed at offset + index . strides)";
    return false;
  }
  int64_t bytes = chunkElems * ty.getElementTypeBitWidth() / 8;
  std::string chunk = std::to_string(chunkElems) + " elements (" +
                      std::to_string(bytes) + " bytes, the chunk a lane " +
                      "moves: it would start unaligned)";
  if (strides.back() != 1) {
    why = "the memref's innermost stride is " +
          (ShapedType::isDynamic(strides.back())
               ? std::string("a run-time value")
               : std::to_string(strides.back())) +
          ", not 1 (a lane moves " + std::to_string(bytes) +
          " contiguous bytes)";
    return false;
  }
  for (int64_t d = -1; d + 1 < static_cast<int64_t>(strides.size()); ++d) {
    int64_t s = d < 0 ? offset : strides[d];
    std::string what = d < 0 ? std::string("offset")
                             : "stride of dimension " + std::to_string(d);
    if (!ShapedType::isDynamic(s)) {
      if (s % chunkElems == 0)
        continue;
      why = "the memref's " + what + " is " + std::to_string(s) +
            " elements, not a multiple of " + chunk;
      return false;
    }
    Value v = layoutValue(src, d);
    if (v && isKnownMultipleOf(v, chunkElems))
      continue;
    why = "the memref's " + what + " is a run-time value (" +
          (v ? describeValue(v) : describeLayout(src)) +
          ") not known to be a multiple of " + chunk +
          "; an integer kernel argument giving it may say so with '" +
          kDivisibilityAttr.str() + "'";
    return false;
  }
  return true;
}

Value cdna4pipe::endIndex(OpBuilder &b, Location loc, Value memref,
                          unsigned d) {
  auto type = cast<MemRefType>(memref.getType());
  if (type.isDynamicDim(d))
    return memref::DimOp::create(b, loc, memref, d);
  return arith::ConstantIndexOp::create(b, loc, type.getDimSize(d));
}

Value FatBufferViews::get(Value memref) {
  auto ty = cast<MemRefType>(memref.getType());
  if (isFatRawBuffer(ty))
    return memref;
  Value &view = views[memref];
  if (view)
    return view;
  OpBuilder b(memref.getContext());
  auto arg = dyn_cast<BlockArgument>(memref);
  Operation *last = arg ? lastArgView.lookup(arg.getOwner()) : nullptr;
  if (last)
    b.setInsertionPointAfter(last);
  else if (arg)
    b.setInsertionPointToStart(arg.getOwner());
  else
    b.setInsertionPointAfter(memref.getDefiningOp());
  view = createFatRawBufferView(b, memref.getLoc(), memref);
  if (arg)
    lastArgView[arg.getOwner()] = view.getDefiningOp();
  return view;
}
