//===- Kernel.h - the kernel a harness runs ---------------------*- C++ -*-===//
//
// The one reader of a kernel module for the simulator's harnesses (cdna4-sim,
// the embedders): what its writer says of it in its gpu.module's attributes
// (docs/KernelContract.md), read before the lowering to LLVM + ROCDL drops
// them, then the kernel itself, lowered and decoded.
//
//   cdna4pipe.gemm       cdna4-gemm-gen or a front end: problem, tile, types
//                        and layouts (GemmShape, GemmHarness.h);
//   cdna4pipe.attention  cdna4-attn-gen: the attention problem (AttnShape,
//                        AttnHarness.h).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_SIM_KERNEL_H
#define CDNA4PIPE_SIM_KERNEL_H

#include "cdna4pipe/Sim/AttnHarness.h"
#include "cdna4pipe/Sim/Lowering.h"

#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir {
namespace cdna4pipe {
namespace sim {

/// What the writer says of the kernel: each attribute from the first
/// gpu.module that has it. Read it before lowering.
struct KernelAttributes {
  std::optional<GemmShape> gemm;
  std::optional<AttnShape> attention;
};
KernelAttributes readKernelAttributes(ModuleOp module);

/// A kernel module ready to run: its attributes, its kernel lowered to
/// LLVM + ROCDL and the kernel's decoded program.
struct LoadedKernel {
  KernelAttributes attributes;
  LLVM::LLVMFuncOp func;
  std::shared_ptr<Program> program;
};

/// Reads the attributes of `module`, lowers it in place (lowerToLLVMROCDL;
/// `onLowered`, when given, sees the detected level and the pipeline run),
/// then finds (findKernel) and decodes its kernel. Emits an error and fails
/// when one of the steps does.
FailureOr<LoadedKernel>
loadKernel(ModuleOp module,
           llvm::function_ref<void(InputLevel, StringRef)> onLowered = {});

} // namespace sim
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_SIM_KERNEL_H
