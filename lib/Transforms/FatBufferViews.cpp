//===- FatBufferViews.cpp - bounds-checked buffer views of memrefs --------===//

#include "cdna4pipe/Transforms/FatBufferViews.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/IR/Builders.h"

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
      MemRefType::get(ty.getShape(), ty.getElementType(),
                      MemRefLayoutAttrInterface(), fatSpace),
      memref, /*validBytes=*/Value(), /*cacheSwizzleStride=*/Value(),
      /*boundsCheck=*/b.getBoolAttr(true));
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
