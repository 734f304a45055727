//===- GemmHarnessTest.cpp - the GEMM harness as a library ----------------===//
//
// What embedders (the Python binding, the C API) rely on: simulateGemmModule
// lowers a generated plain kernel, runs it and reports a verdict per policy;
// bad options come back as Status::Usage with a message or a diagnostic, not
// as a crash or an exit.
//
//===----------------------------------------------------------------------===//

#include "cdna4pipe/Sim/GemmHarness.h"

#include "cdna4pipe/Dialect/CDNA4Pipe/IR/CDNA4Pipe.h"
#include "cdna4pipe/GemmGen/GemmGen.h"
#include "cdna4pipe/Pipelines/Driver.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::sim;

namespace {

struct Harness : ::testing::Test {
  void SetUp() override {
    initializeCompiler();
    DialectRegistry registry;
    registerAllDialects(registry);
    registerAllExtensions(registry);
    registry.insert<CDNA4PipeDialect>();
    ctx.appendDialectRegistry(registry);
    ctx.loadAllAvailableDialects();
  }
  /// A 128x256x128 problem of 128x128x64 tiles, 4 waves: a 2x1 grid.
  OwningOpRef<ModuleOp> kernel() {
    GemmConfig cfg;
    cfg.m = 128, cfg.n = 256, cfg.k = 128;
    cfg.tileM = 128, cfg.tileN = 128, cfg.tileK = 64, cfg.waves = 4;
    std::string error;
    OwningOpRef<ModuleOp> m = generateGemmModule(ctx, cfg, error);
    EXPECT_TRUE(m) << error;
    return m;
  }
  MLIRContext ctx;
};

TEST_F(Harness, PlainKernelPassesEveryChosenWorkgroup) {
  OwningOpRef<ModuleOp> m = kernel();
  GemmOptions o;
  o.m = 128, o.n = 256, o.k = 128;
  o.blocks = "all";
  ASSERT_TRUE(parsePolicies("lazy/rr,issue/ahead", o.policies = {}));
  GemmResult r = simulateGemmModule(*m, o);
  ASSERT_EQ(r.status, GemmResult::Status::Ok) << r.message;
  EXPECT_TRUE(r.pass);
  EXPECT_EQ(r.gridX, 2u);
  EXPECT_EQ(r.gridY, 1u);
  EXPECT_EQ(r.blocks.size(), 2u);
  ASSERT_EQ(r.policies.size(), 2u);
  EXPECT_EQ(r.policies[1].policy.str(), "issue/ahead");
  for (const GemmPolicyResult &p : r.policies) {
    EXPECT_TRUE(p.pass);
    EXPECT_EQ(p.badElements, 0u);
    EXPECT_EQ(p.races, 0u);
    EXPECT_LT(p.maxRelErr, 1e-2);
  }
  EXPECT_EQ(r.shape.bm, 128);
  EXPECT_EQ(r.shape.dtype, "bf16");
  // 2 workgroups x 2 policies x 4 waves x 2 K-tiles x the plan's MFMAs per
  // K-tile and wave.
  GemmConfig cfg;
  cfg.m = 128, cfg.n = 256, cfg.k = 128;
  cfg.tileM = 128, cfg.tileN = 128, cfg.tileK = 64, cfg.waves = 4;
  GemmPlan plan;
  std::string error;
  ASSERT_TRUE(planGemm(cfg, plan, error)) << error;
  EXPECT_EQ(r.stats.mfmas, uint64_t(2 * 2 * 4 * 2 * plan.mfmas()));
}

TEST_F(Harness, ProblemMustMatchTheKernel) {
  OwningOpRef<ModuleOp> m = kernel();
  std::string diag;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
    diag = d.str();
    return success();
  });
  GemmOptions o;
  o.m = 256, o.n = 256, o.k = 128;
  GemmResult r = simulateGemmModule(*m, o);
  EXPECT_EQ(r.status, GemmResult::Status::Usage);
  EXPECT_NE(diag.find("does not match the kernel's cdna4pipe.gemm problem "
                      "128,256,128"),
            std::string::npos)
      << diag;
}

TEST_F(Harness, BlocksOutsideTheGridAreRejected) {
  OwningOpRef<ModuleOp> m = kernel();
  GemmOptions o;
  o.m = 128, o.n = 256, o.k = 128;
  o.blocks = "0,1:1";
  GemmResult r = simulateGemmModule(*m, o);
  EXPECT_EQ(r.status, GemmResult::Status::Usage);
  EXPECT_EQ(r.message, "block '1:1' outside the 2x1 grid");
  o.blocks = "x";
  r = simulateGemmModule(*m, o);
  EXPECT_EQ(r.message, "bad --blocks entry 'x'");
}

} // namespace
