//===- WriterMain.h - command lines of the kernel writers -------*- C++ -*-===//
//
// cdna4-gemm-gen and cdna4-attn-gen are each one call of these (as mlir-opt
// is one call of MlirOptMain): the options, bound to the fields of a
// GemmConfig / AttnConfig, and the run both tools share (parse the command
// line, write the module, print it to -o, a one-line error and exit code 1
// on bad input) live in lib/GemmGen/WriterMain.cpp. A new generator option
// is one cl::opt there, bound to its config field.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_GEMMGEN_WRITERMAIN_H
#define CDNA4PIPE_GEMMGEN_WRITERMAIN_H

namespace mlir {
namespace cdna4pipe {

/// cdna4-gemm-gen: a GemmConfig from the command line, the module of
/// generateGemmModule on -o. Returns the process exit code.
int gemmGenMain(int argc, char **argv);

/// cdna4-attn-gen: an AttnConfig from the command line, the module of
/// generateAttentionModule on -o. Returns the process exit code.
int attnGenMain(int argc, char **argv);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_GEMMGEN_WRITERMAIN_H
