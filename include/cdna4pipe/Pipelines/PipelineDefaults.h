//===- PipelineDefaults.h - the gfx950 flow's option defaults ---*- C++ -*-===//
//
// The one place the defaults of the gfx950 flow's options are written. The
// cdna4pipe-to-gfx950 pipeline (Gfx950PipelineOptions, Pipelines.h), the
// cdna4pipe-choose-schedule pass (Passes.td) and the compile driver
// (CompileOptions, Driver.h: cdna4-compile, the C API and Python) take
// theirs from here, so `cdna4-opt --cdna4pipe-to-gfx950` and
// `cdna4-compile` with no option run the same flow.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_PIPELINES_PIPELINEDEFAULTS_H
#define CDNA4PIPE_PIPELINES_PIPELINEDEFAULTS_H

namespace mlir {
namespace cdna4pipe {

struct Gfx950Defaults {
  static constexpr unsigned numStages = 2;
  static constexpr unsigned interleaveStages = 4;
  static constexpr const char *waitGranularity = "stage";
  static constexpr const char *prefetch = "auto";
  static constexpr const char *decomposition = "auto";
  static constexpr const char *schedule = "auto";
  static constexpr bool verify = true;
  /// The pipeline's input level (the driver's default, auto, reads it off
  /// the input).
  static constexpr unsigned inputLevel = 0;
  static constexpr const char *chipset = "gfx950";
  static constexpr const char *copyKind = "buffer";
  static constexpr bool aliasScopes = true;
  static constexpr const char *barrier = "bare";
  /// LLVM -O level of the code generation (driver, schedule choice).
  static constexpr unsigned optLevel = 3;
};

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_PIPELINES_PIPELINEDEFAULTS_H
