//===- VerifyHook.h - schedule verifier hook for the interleave -*- C++ -*-===//
//
// cdna4pipe-interleave proves every loop it writes with the schedule
// verifier (option `verify`, on by default). The verifier lives in its own
// library; it installs itself here so that the interleave does not depend
// on it at link time. Without an installed verifier the hook is a no-op.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_TRANSFORMS_VERIFYHOOK_H
#define CDNA4PIPE_TRANSFORMS_VERIFYHOOK_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LogicalResult.h"

namespace mlir {
namespace cdna4pipe {

/// Verifies the schedule of `root` (the function holding an interleaved
/// loop), reporting problems as diagnostics at the offending ops.
using ScheduleVerifierFn = LogicalResult (*)(Operation *root);

/// Installs the verifier the interleave calls (null uninstalls).
void setScheduleVerifier(ScheduleVerifierFn fn);
/// The installed verifier, or null.
ScheduleVerifierFn getScheduleVerifier();

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_TRANSFORMS_VERIFYHOOK_H
