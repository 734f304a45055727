//===- Lowering.h - lower a kernel file to LLVM + ROCDL --------*- C++ -*-===//

#ifndef CDNA4PIPE_SIM_LOWERING_H
#define CDNA4PIPE_SIM_LOWERING_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"
#include <string>

namespace mlir {
namespace cdna4pipe {
namespace sim {

/// The textual pass pipeline that takes a kernel at any level of the flow
/// (plain, pipelined, raised, interleaved) to LLVM + ROCDL without changing
/// its schedule. `hasCDNA4PipeOps` prepends convert-cdna4pipe-to-rocdl, found
/// by name in the pass registry (so the simulator does not link the lowering
/// library). Keep in sync with cdna4-compile's post-schedule lowering.
std::string loweringPipeline(bool hasCDNA4PipeOps);

/// Lowers every gpu.module of `module` that is not yet LLVM + ROCDL.
/// Emits an error (e.g. when cdna4pipe ops are present but the lowering pass
/// is not registered) and fails.
LogicalResult lowerToLLVMROCDL(ModuleOp module);

} // namespace sim
} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_SIM_LOWERING_H
