//===- Kernel.cpp - the kernel a harness runs -----------------------------===//
//
// Owns the reading of a kernel module for the harnesses (see Kernel.h): the
// writers' attributes, then the lowering, the kernel and its program.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Kernel.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

using namespace mlir;
using namespace mlir::cdna4pipe::sim;

namespace {

/// The entries of a writer's dictionary attribute; a missing or mistyped
/// entry reads as `missing` (integers) or leaves `out` as it is.
struct Entries {
  DictionaryAttr dict;
  int64_t integer(StringRef key, int64_t missing = 0) const {
    auto a = dict.getAs<IntegerAttr>(key);
    return a ? a.getInt() : missing;
  }
  void string(StringRef key, std::string &out) const {
    if (auto s = dict.getAs<StringAttr>(key))
      out = s.str();
  }
};

GemmShape gemmShape(Entries e) {
  GemmShape g;
  g.m = e.integer("m"), g.n = e.integer("n"), g.k = e.integer("k");
  g.bm = e.integer("tile_m"), g.bn = e.integer("tile_n");
  g.bk = e.integer("tile_k");
  e.string("dtype", g.dtype);
  e.string("c_dtype", g.cdtype);
  e.string("b_dtype", g.bDtype);
  e.string("b_layout", g.bLayout);
  e.string("a_layout", g.aLayout);
  g.batch = e.integer("batch", g.batch);
  return g;
}

AttnShape attnShape(Entries e) {
  AttnShape s;
  s.batch = e.integer("batch"), s.heads = e.integer("heads");
  s.seq = e.integer("seq"), s.headDim = e.integer("head_dim");
  s.blockM = e.integer("block_m"), s.blockN = e.integer("block_n");
  if (auto c = e.dict.getAs<BoolAttr>("causal"))
    s.causal = c.getValue();
  if (auto f = e.dict.getAs<FloatAttr>("scale"))
    s.scale = f.getValueAsDouble();
  return s;
}

} // namespace

KernelAttributes mlir::cdna4pipe::sim::readKernelAttributes(ModuleOp module) {
  KernelAttributes attrs;
  module->walk([&](gpu::GPUModuleOp gm) {
    auto gemm = gm->getAttrOfType<DictionaryAttr>("cdna4pipe.gemm");
    if (gemm && !attrs.gemm)
      attrs.gemm = gemmShape({gemm});
    auto attention = gm->getAttrOfType<DictionaryAttr>("cdna4pipe.attention");
    if (attention && !attrs.attention)
      attrs.attention = attnShape({attention});
  });
  return attrs;
}

FailureOr<LoadedKernel> mlir::cdna4pipe::sim::loadKernel(
    ModuleOp module,
    llvm::function_ref<void(InputLevel, StringRef)> onLowered) {
  LoadedKernel k;
  k.attributes = readKernelAttributes(module);
  InputLevel level;
  std::string pipeline;
  if (failed(lowerToLLVMROCDL(module, &level, &pipeline)))
    return failure();
  if (onLowered)
    onLowered(level, pipeline);
  FailureOr<LLVM::LLVMFuncOp> func = findKernel(module);
  if (failed(func))
    return failure();
  k.func = *func;
  FailureOr<std::shared_ptr<Program>> program = decodeKernel(k.func);
  if (failed(program))
    return failure();
  k.program = *program;
  return k;
}
