//===- Lowering.h - lower a kernel file to LLVM + ROCDL --------*- C++ -*-===//
//
// The simulator executes what is handed to LLVM's AMDGPU backend. A kernel
// given at a higher level of the flow is lowered with the *same* passes
// cdna4-compile runs after its schedule passes: the lowering half of the
// cdna4pipe-to-gfx950 pipeline (lib/Pipelines, buildGfx950LoweringText): no
// schedule pass (software pipeline, form-stages, interleave, verifier), so the
// schedule under test is exactly the one in the file.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_SIM_LOWERING_H
#define CDNA4PIPE_SIM_LOWERING_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"
#include <string>

namespace mlir {
namespace cdna4pipe {
namespace sim {

/// What a kernel file holds, by the ops inside its gpu.modules
/// (docs/KernelContract.md).
enum class InputLevel {
  Upstream,  ///< Level 0/1: gpu, scf, arith, memref, vector, amdgpu ops.
  CDNA4Pipe, ///< Level 2/3: cdna4pipe dialect ops (raised or interleaved).
  LLVMROCDL, ///< Level 4: llvm.func + ROCDL, nothing to lower.
};
const char *inputLevelName(InputLevel level);

/// Detects the level of `module` with lib/Pipelines' detectInputLevel.
InputLevel detectInputLevel(ModuleOp module);

/// The textual lowering pipeline (anchored on builtin.module): lib/Pipelines'
/// buildGfx950LoweringText for gfx950 with the default lowering options
/// (buffer copies, alias scopes, bare barriers); no schedule pass.
std::string loweringPipeline();

/// Lowers every gpu.module of `module` that is not yet LLVM + ROCDL with
/// loweringPipeline(). Emits an error at the module and fails when the
/// pipeline cannot be built or a pass fails. `levelOut` and `pipelineOut`
/// (optional) receive the detected level and the pipeline run ("" when
/// nothing was lowered).
LogicalResult lowerToLLVMROCDL(ModuleOp module, InputLevel *levelOut = nullptr,
                               std::string *pipelineOut = nullptr);

} // namespace sim
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_SIM_LOWERING_H
