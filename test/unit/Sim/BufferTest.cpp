//===- BufferTest.cpp - buffer resources on the simulator -----------------===//
//
// A buffer resource is a base and a byte count (num_records); making one
// touches no memory. An access inside num_records reads the bytes at base +
// offset (a fault when they are in no buffer), one past it reads 0. So a
// resource whose base lies past every buffer, with num_records 0, is legal
// and reads zeros: the lowering makes such resources for the tiles of a
// masked kernel that start past the end of an operand.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/Simulator.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace mlir;
using namespace mlir::cdna4pipe::sim;

namespace {

/// One wave: lane l makes a resource at %a + %skip bytes with %records
/// bytes, loads the dword at byte offset 4 l from it and stores it to
/// %c[l].
const char *kKernel = R"mlir(
gpu.module @m {
  llvm.func @k(%a: !llvm.ptr<1>, %c: !llvm.ptr<1>, %skip: i64,
               %records: i64) attributes {rocdl.kernel,
               rocdl.reqd_work_group_size = array<i32: 64, 1, 1>} {
    %lane = rocdl.workitem.id.x : i32
    %four = llvm.mlir.constant(4 : i32) : i32
    %voff = llvm.mul %lane, %four : i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %s0 = llvm.mlir.constant(0 : i16) : i16
    %flags = llvm.mlir.constant(159744 : i32) : i32
    %base = llvm.getelementptr %a[%skip] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %r = rocdl.make.buffer.rsrc %base, %s0, %records, %flags : !llvm.ptr<1> to !llvm.ptr<8>
    %v = rocdl.raw.ptr.buffer.load %r, %voff, %zero, %zero : i32
    %l64 = llvm.zext %lane : i32 to i64
    %p = llvm.getelementptr %c[%l64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.store %v, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}
)mlir";

struct Buffers : ::testing::Test {
  void SetUp() override {
    ctx.loadDialect<LLVM::LLVMDialect, ROCDL::ROCDLDialect, gpu::GPUDialect>();
    module = parseSourceString<ModuleOp>(kKernel, &ctx);
    ASSERT_TRUE(module);
    LLVM::LLVMFuncOp func;
    module->walk([&](LLVM::LLVMFuncOp f) { func = f; });
    ASSERT_TRUE(func);
    FailureOr<std::shared_ptr<Program>> p = decodeKernel(func);
    ASSERT_TRUE(succeeded(p));
    program = *p;
  }
  /// Runs the kernel on a 256-byte %a holding 1, 2, ..., 64 and returns
  /// %c, or nullopt when the run failed (its diagnostic in `error`).
  std::optional<std::vector<uint32_t>> run(uint64_t skip, uint64_t records) {
    GlobalMemory mem;
    uint64_t a = mem.addBuffer("a", 256), c = mem.addBuffer("c", 256);
    for (uint32_t i = 0; i < 64; ++i) {
      uint32_t v = i + 1;
      std::memcpy(mem.data(0) + 4 * i, &v, 4);
    }
    ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
      error = d.str();
      return success();
    });
    Simulator sim(program, mem, {64, 1, 1}, /*seed=*/1);
    if (failed(sim.runWorkgroup(Policy(), {0, 0, 0}, {1, 1, 1},
                                {a, c, skip, records})))
      return std::nullopt;
    std::vector<uint32_t> out(64);
    std::memcpy(out.data(), mem.data(1), 256);
    return out;
  }
  MLIRContext ctx;
  OwningOpRef<ModuleOp> module;
  std::shared_ptr<Program> program;
  std::string error;
};

TEST_F(Buffers, InsideNumRecordsReadsTheBuffer) {
  // From byte 128 on, 64 bytes: lanes 0-15 read elements 32-47 (33..48),
  // lanes 16-63 are past num_records and read 0.
  auto c = run(128, 64);
  ASSERT_TRUE(c) << error;
  EXPECT_EQ((*c)[0], 33u);
  EXPECT_EQ((*c)[15], 48u);
  EXPECT_EQ((*c)[16], 0u);
  EXPECT_EQ((*c)[63], 0u);
}

TEST_F(Buffers, AResourcePastEveryBufferWithNoRecordsReadsZeros) {
  // The base 1 MiB past %a is in no buffer; num_records 0 puts every access
  // past the end: zeros, no fault.
  auto c = run(1 << 20, 0);
  ASSERT_TRUE(c) << error;
  for (uint32_t v : *c)
    EXPECT_EQ(v, 0u);
}

TEST_F(Buffers, AnAccessInsideNumRecordsOutsideEveryBufferFaults) {
  // num_records says 256 bytes are there, but they are in no buffer.
  EXPECT_FALSE(run(1 << 20, 256));
  EXPECT_NE(error.find("memory fault: wave 0 lane 0 loads address"),
            std::string::npos)
      << error;
}

} // namespace
