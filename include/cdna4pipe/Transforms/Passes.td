//===- Passes.td - cdna4pipe transformation passes ---------*- tablegen -*-===//

#ifndef CDNA4PIPE_TRANSFORMS_PASSES_TD
#define CDNA4PIPE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

// Passes are listed in pipeline order. Each lives in its own file under
// lib/Transforms/.

#endif // CDNA4PIPE_TRANSFORMS_PASSES_TD
