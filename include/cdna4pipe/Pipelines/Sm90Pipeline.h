//===- Sm90Pipeline.h - the cdna4pipe-to-sm90a pass pipeline ----*- C++ -*-===//
//
// The Hopper flow (docs/Hopper.md): the sm90a kernel of cdna4-gemm-gen,
// software-pipelined over TMA + mbarrier stages, lowered to NVVM and PTX with
// Debian's LLVM (`gpu-module-to-binary`, no CUDA toolkit). Shared by
// cdna4-opt (as the registered pipeline `cdna4pipe-to-sm90a`) and
// cdna4-compile --arch sm_90a.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PIPELINES_SM90PIPELINE_H
#define CDNA4PIPE_PIPELINES_SM90PIPELINE_H

#include "mlir/Pass/PassOptions.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace mlir {
class OpPassManager;
namespace cdna4pipe {

struct Sm90PipelineOptions : public PassPipelineOptions<Sm90PipelineOptions> {
  PassOptions::Option<unsigned> numStages{
      *this, "num-stages",
      llvm::cl::desc("Software-pipeline depth (shared-memory slots and "
                     "mbarriers); 1 keeps the plain loop"),
      llvm::cl::init(2)};
  PassOptions::Option<bool> keepMmaInFlight{
      *this, "keep-mma-in-flight",
      llvm::cl::desc("Keep one warpgroup-MMA group in flight (see "
                     "cdna4pipe-software-pipeline)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> emptyBarriers{
      *this, "empty-barriers",
      llvm::cl::desc("Release slots through per-slot empty mbarriers (see "
                     "cdna4pipe-software-pipeline)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> verify{
      *this, "verify",
      llvm::cl::desc("Prove the schedule (cdna4pipe-verify-schedule, the "
                     "Hopper rules) before lowering; a rejected schedule "
                     "fails the pipeline"),
      llvm::cl::init(true)};
  PassOptions::Option<std::string> chip{*this, "chip",
                                        llvm::cl::desc("NVPTX target chip"),
                                        llvm::cl::init("sm_90a")};
  PassOptions::Option<std::string> features{
      *this, "features", llvm::cl::desc("NVPTX target features"),
      llvm::cl::init("+ptx80")};
  PassOptions::Option<unsigned> optLevel{
      *this, "opt-level", llvm::cl::desc("LLVM optimisation level"),
      llvm::cl::init(3)};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("gpu-module-to-binary format: isa (PTX text), llvm, "
                     "offloading; empty stops at LLVM + NVVM"),
      llvm::cl::init("isa")};
};

/// The schedule half: software pipelining for num-stages > 1, then the
/// schedule verifier when `verify` is set (empty text for neither).
/// Anchored on builtin.module.
std::string buildSm90ScheduleText(const Sm90PipelineOptions &options);

/// The lowering half: nvgpu / gpu / scf / memref / arith to LLVM + NVVM for
/// the chip (bare-pointer kernel arguments, the dynamic shared-memory block
/// aligned for the 128-byte swizzle), checked to be LLVM + NVVM
/// (cdna4pipe-check-lowered), then `gpu-module-to-binary` when a format is
/// given. Anchored on builtin.module.
std::string buildSm90LoweringText(const Sm90PipelineOptions &options);

/// Both halves (builtin.module-anchored text), and added to `pm` (anchored
/// on builtin.module; failure is reported to `errors`). Registered as
/// `cdna4pipe-to-sm90a` by registerCDNA4PipePipelines (Pipelines.h).
std::string buildSm90PipelineText(const Sm90PipelineOptions &options);
LogicalResult buildSm90Pipeline(OpPassManager &pm,
                                const Sm90PipelineOptions &options,
                                llvm::raw_ostream &errors = llvm::errs());

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PIPELINES_SM90PIPELINE_H
