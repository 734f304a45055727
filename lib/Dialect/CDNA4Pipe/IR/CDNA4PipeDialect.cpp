//===- CDNA4PipeDialect.cpp - cdna4pipe dialect ---------------------------===//

#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cdna4pipe;

#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4PipeDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4PipeTypes.cpp.inc"

void CDNA4PipeDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4PipeTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4PipeOps.cpp.inc"
      >();
}

bool mlir::cdna4pipe::isGlobalMemory(MemRefType type) {
  Attribute space = type.getMemorySpace();
  if (!space)
    return true;
  if (auto gpuSpace = dyn_cast<gpu::AddressSpaceAttr>(space))
    return gpuSpace.getValue() == gpu::AddressSpace::Global;
  if (auto amdSpace = dyn_cast<amdgpu::AddressSpaceAttr>(space))
    return amdSpace.getValue() == amdgpu::AddressSpace::FatRawBuffer;
  if (auto intSpace = dyn_cast<IntegerAttr>(space))
    return intSpace.getInt() == 1 || intSpace.getInt() == 7;
  return false;
}

bool mlir::cdna4pipe::isWorkgroupMemory(MemRefType type) {
  Attribute space = type.getMemorySpace();
  if (auto gpuSpace = dyn_cast_or_null<gpu::AddressSpaceAttr>(space))
    return gpuSpace.getValue() == gpu::AddressSpace::Workgroup;
  if (auto intSpace = dyn_cast_or_null<IntegerAttr>(space))
    return intSpace.getInt() == 3;
  return false;
}

std::string mlir::cdna4pipe::describeMemorySpace(MemRefType type) {
  Attribute space = type.getMemorySpace();
  if (!space)
    return "the default (global) memory space";
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "memory space " << space;
  return s;
}
