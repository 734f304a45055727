//===- CDNA4Pipe.h - cdna4pipe dialect ----------------------------*- C++
//-*-===//
//
// Public header of the cdna4pipe dialect: the dialect, its token type, its
// operations and small address-space helpers shared by the passes.
//
//===----------------------------------------------------------------------===//

#ifndef CDNA4PIPE_DIALECT_CDNA4PIPE_IR_CDNA4PIPE_H
#define CDNA4PIPE_DIALECT_CDNA4PIPE_IR_CDNA4PIPE_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4PipeDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4PipeTypes.h.inc"

#define GET_OP_CLASSES
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4PipeOps.h.inc"

namespace mlir {
namespace cdna4pipe {

/// Limits of the gfx9 `s_waitcnt` encoding.
constexpr int64_t kMaxVmcnt = 63;
constexpr int64_t kMaxLgkmcnt = 15;
/// LDS bytes per workgroup on gfx950.
constexpr int64_t kLdsBytes = 160 * 1024;
/// Lanes per wave.
constexpr int64_t kWaveSize = 64;
/// SIMDs per compute unit; wave w of a workgroup runs on SIMD w mod 4.
constexpr int64_t kSimdsPerCU = 4;
/// Discardable i32 attribute on `g2s` / `s2r` set by
/// `cdna4pipe-interleave{wait-granularity=stage}`: for a copy, the stage
/// whose wait first covers it (its wait group); for a read, its stage.
constexpr llvm::StringLiteral kGroupAttrName = "cdna4pipe.group";

/// True if `type` lives in global memory: no memory space, the GPU global
/// address space, address space 1, or an AMDGPU fat raw buffer.
bool isGlobalMemory(MemRefType type);
/// True if `type` lives in workgroup (LDS) memory: the GPU workgroup
/// address space or address space 3.
bool isWorkgroupMemory(MemRefType type);
/// The first value `v` depends on that may differ between the lanes of one
/// wave (a lane id, a non-kernel block argument, an op outside `arith` and the
/// uniform `gpu` ids), or null if `v` is provably wave-uniform. See
/// `cdna4pipe.cond_barrier`.
Value findLaneVaryingSource(Value v);
/// Human-readable name of a memref's memory space, for diagnostics.
std::string describeMemorySpace(MemRefType type);

} // namespace cdna4pipe
} // namespace mlir

#endif // CDNA4PIPE_DIALECT_CDNA4PIPE_IR_CDNA4PIPE_H
