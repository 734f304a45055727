//===- KernelSizeArgs.cpp - cdna4pipe-kernel-size-args --------------------===//
//
// Rewrites each dynamic-shaped memref argument of a kernel into a bare
// pointer (a rank-0 memref) plus one appended i32 argument per dynamic size,
// and rebuilds the operand in the body with memref.reinterpret_cast. See the
// pass description in include/cdna4pipe/Conversion/Passes.td.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace cdna4pipe {
#define GEN_PASS_DEF_KERNELSIZEARGS
#include "cdna4pipe/Conversion/Passes.h.inc"
} // namespace cdna4pipe
} // namespace mlir

using namespace mlir;

namespace {

/// On the kernel: one [operand, dim, rank] per appended size argument, in
/// order (the lowering keeps function attributes, not argument ones).
constexpr llvm::StringLiteral kSizeArgsAttrName = "cdna4pipe.size_args";

/// Why argument `type` cannot be passed as a pointer plus sizes, or empty.
std::string unsupportedReason(gpu::GPUFuncOp func, Type type) {
  if (isa<UnrankedMemRefType>(type))
    return "it is unranked (write its rank: memref<?x?x...>)";
  auto memref = cast<MemRefType>(type);
  if (!memref.getLayout().isIdentity())
    return "its layout is not the identity (pass the whole operand and take "
           "a memref.subview in the kernel)";
  Attribute space = memref.getMemorySpace();
  auto gpuSpace = dyn_cast_or_null<gpu::AddressSpaceAttr>(space);
  if ((gpuSpace && gpuSpace.getValue() != gpu::AddressSpace::Global) ||
      (space && gpu::GPUDialect::isWorkgroupMemoryAddressSpace(space)))
    return "it is not in global memory";
  if (!func.isKernel())
    return "it belongs to a function that is not a kernel (only kernels "
           "take sizes as arguments)";
  return "";
}

bool isDynamicMemRef(Type type) {
  if (isa<UnrankedMemRefType>(type))
    return true;
  auto memref = dyn_cast<MemRefType>(type);
  return memref && !memref.hasStaticShape();
}

/// Rewrites argument `index` of `func` (a dynamic-shaped identity-layout
/// memref): a rank-0 pointer argument in its place, its dynamic sizes
/// appended as i32 arguments (each described in `described`), the operand
/// rebuilt where `b` inserts (the entry block).
void rewriteArgument(OpBuilder &b, gpu::GPUFuncOp func, unsigned index,
                     SmallVectorImpl<Attribute> &described) {
  BlockArgument old = func.getArgument(index);
  auto type = cast<MemRefType>(old.getType());
  Location loc = old.getLoc();
  auto ptrType = MemRefType::get({}, type.getElementType(), AffineMap(),
                                 type.getMemorySpace());
  if (failed(func.insertArgument(index, ptrType, DictionaryAttr(), loc)))
    llvm_unreachable("gpu.func accepts inserted arguments");
  BlockArgument ptr = func.getArgument(index);
  old = func.getArgument(index + 1);

  Type i32 = b.getI32Type();
  SmallVector<OpFoldResult> sizes;
  for (auto [d, size] : llvm::enumerate(type.getShape())) {
    if (!ShapedType::isDynamic(size)) {
      sizes.push_back(b.getIndexAttr(size));
      continue;
    }
    described.push_back(
        b.getDenseI64ArrayAttr({int64_t(index), int64_t(d), type.getRank()}));
    unsigned at = func.getNumArguments();
    if (failed(func.insertArgument(at, i32, DictionaryAttr(), loc)))
      llvm_unreachable("gpu.func accepts inserted arguments");
    sizes.push_back(arith::IndexCastUIOp::create(b, loc, b.getIndexType(),
                                                 func.getArgument(at))
                        .getResult());
  }
  // The identity layout's strides: the product of the inner sizes.
  SmallVector<OpFoldResult> strides(type.getRank());
  OpFoldResult stride = b.getIndexAttr(1);
  for (int64_t d = type.getRank() - 1; d >= 0; --d) {
    strides[d] = stride;
    if (d == 0)
      break;
    std::optional<int64_t> s = getConstantIntValue(stride),
                           n = getConstantIntValue(sizes[d]);
    if (s && n)
      stride = b.getIndexAttr(*s * *n);
    else if (s == 1)
      stride = sizes[d];
    else
      stride = arith::MulIOp::create(
                   b, loc, getValueOrCreateConstantIndexOp(b, loc, sizes[d]),
                   getValueOrCreateConstantIndexOp(b, loc, stride))
                   .getResult();
  }
  auto cast = memref::ReinterpretCastOp::create(
      b, loc, type, ptr, b.getIndexAttr(0), sizes, strides);
  old.replaceAllUsesWith(cast.getResult());
  if (failed(func.eraseArgument(index + 1)))
    llvm_unreachable("gpu.func erases an unused argument");
}

struct KernelSizeArgsPass
    : public cdna4pipe::impl::KernelSizeArgsBase<KernelSizeArgsPass> {
  using Base::Base;

  void runOnOperation() override {
    bool ok = true;
    getOperation().walk([&](gpu::GPUFuncOp func) {
      SmallVector<unsigned> dynamic;
      for (auto [i, type] : llvm::enumerate(func.getArgumentTypes())) {
        if (!isDynamicMemRef(type))
          continue;
        std::string why = unsupportedReason(func, type);
        if (why.empty()) {
          dynamic.push_back(i);
          continue;
        }
        func.emitError() << "argument #" << i << " (" << type
                         << ") has a dynamic shape and cannot be passed as "
                            "a bare pointer plus its sizes: "
                         << why;
        ok = false;
      }
      if (!ok || dynamic.empty())
        return;
      OpBuilder b(func.getContext());
      b.setInsertionPointToStart(&func.front());
      SmallVector<Attribute> described;
      for (unsigned i : dynamic)
        rewriteArgument(b, func, i, described);
      func->setAttr(kSizeArgsAttrName, b.getArrayAttr(described));
    });
    if (!ok)
      signalPassFailure();
  }
};

} // namespace
