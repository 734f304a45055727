//===- PingPong.h - which workgroups can run ping-pong ----------*- C++ -*-===//
//
// The workgroup condition of cdna4pipe-pingpong (Passes.td), for callers
// that choose a schedule before running it (cdna4-compile --schedule auto).
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_TRANSFORMS_PINGPONG_H
#define CDNA4PIPE_TRANSFORMS_PINGPONG_H

#include <cstdint>
#include <string>

namespace mlir {
namespace gpu {
class GPUFuncOp;
} // namespace gpu
namespace cdna4pipe {

/// Why the workgroup of `func` cannot run the ping-pong schedule, or empty
/// when it can: a known 1-D workgroup whose waves pair on the SIMDs (a
/// multiple of 8 waves). Its wave count goes to `waves`.
std::string pingPongWorkgroupProblem(gpu::GPUFuncOp func, int64_t &waves);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_TRANSFORMS_PINGPONG_H
