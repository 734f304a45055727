//===- Passes.td - cdna4pipe conversion passes ---------*- tablegen -*-===//

#ifndef CDNA4PIPE_CONVERSION_PASSES_TD
#define CDNA4PIPE_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

// Passes are listed in pipeline order. Each lives in its own file under
// lib/Conversion/<Name>/.

#endif // CDNA4PIPE_CONVERSION_PASSES_TD
