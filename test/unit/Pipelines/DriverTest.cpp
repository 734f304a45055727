//===- DriverTest.cpp - the compile driver as a library -------------------===//

#include "cdna4pipe/Pipelines/Driver.h"
#include "cdna4pipe/GemmGen/GemmGen.h"
#include "cdna4pipe/Pipelines/ScheduleChoice.h"

#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

/// A plain (Level 0) 128x128x64 / 4-wave kernel, K = 1024, as text.
std::string plainKernel() {
  MLIRContext ctx;
  GemmConfig cfg;
  cfg.m = cfg.n = 256;
  cfg.k = 1024;
  cfg.tileM = cfg.tileN = 128;
  cfg.waves = 4;
  std::string error;
  OwningOpRef<ModuleOp> module = generateGemmModule(ctx, cfg, error);
  EXPECT_TRUE(module) << error;
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  return text;
}

TEST(CompileDriver, PlainKernelToAssemblyAndReport) {
  CompileOptions options;
  // The plain schedule at 4 interleave stages, pinned (the default, auto,
  // chooses on the CU model: test/ISA/schedule-auto.mlir).
  options.schedule = "default";
  options.report = true;
  options.emitMlir = true;
  std::string errors;
  llvm::raw_string_ostream errs(errors);
  CompileDriver driver(options, errs);
  OwningOpRef<ModuleOp> module = driver.parseText(plainKernel());
  ASSERT_TRUE(module);
  ASSERT_TRUE(succeeded(driver.compile(*module))) << errors;
  const CompileResult &r = driver.getResult();
  EXPECT_EQ(r.inputLevel, 0u);
  EXPECT_NE(r.mlir.find("rocdl.raw.ptr.buffer.load.lds"), std::string::npos);
  EXPECT_NE(r.assembly.find("v_mfma_f32_16x16x32_bf16"), std::string::npos);
  EXPECT_TRUE(r.llvmIR.empty());
  EXPECT_TRUE(r.object.empty());
  std::string report;
  llvm::raw_string_ostream os(report);
  driver.printReport(os);
  EXPECT_NE(report.find("mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)"),
            std::string::npos)
      << report;
  // The plain schedule's pick (prefetch=auto decomposition=auto: quadrant,
  // prefetch 2; test/ISA/gemm-128x128x64-w4-2stage.mlir).
  EXPECT_NE(report.find("s_waitcnt vmcnt: 3 [vmcnt(10) lgkmcnt(0), "
                        "vmcnt(12) lgkmcnt(0), vmcnt(12) lgkmcnt(0)]"),
            std::string::npos)
      << report;
  EXPECT_NE(report.find("copy windows (mfma): 48 48 48 48 48 48 48 48 (min "
                        "48, mean 48.0)"),
            std::string::npos)
      << report;
  EXPECT_TRUE(errors.empty()) << errors;
}

TEST(CompileDriver, MootOptionsAreWarnedAbout) {
  // Compile once to Level 4, then feed that back with --num-stages given.
  CompileOptions first;
  first.emitMlir = true;
  std::string level4;
  {
    CompileDriver driver(first);
    OwningOpRef<ModuleOp> module = driver.parseText(plainKernel());
    ASSERT_TRUE(module && succeeded(driver.compile(*module)));
    level4 = driver.getResult().mlir;
  }
  CompileOptions second;
  second.emitLlvmIR = true;
  second.numStages = 3;
  second.numStagesGiven = true;
  std::string errors;
  llvm::raw_string_ostream errs(errors);
  CompileDriver driver(second, errs);
  OwningOpRef<ModuleOp> module = driver.parseText(level4);
  ASSERT_TRUE(module && succeeded(driver.compile(*module))) << errors;
  EXPECT_EQ(driver.getResult().inputLevel, 4u);
  EXPECT_NE(driver.getResult().llvmIR.find("define amdgpu_kernel"),
            std::string::npos);
  EXPECT_NE(errors.find("warning: --num-stages is ignored: the input is at "
                        "level 4, already pipelined"),
            std::string::npos)
      << errors;
}

TEST(CompileDriver, OptionsAreCheckedBeforeTheInput) {
  std::string errors;
  llvm::raw_string_ostream errs(errors);
  CompileOptions options;
  EXPECT_TRUE(failed(verifyCompileOptions(options, errs)));
  EXPECT_NE(errors.find("give -o OUT.{s,ll,hsaco,mlir} and/or --report"),
            std::string::npos);
  options.emitAssembly = true;
  options.inputLevel = "7";
  errors.clear();
  EXPECT_TRUE(failed(verifyCompileOptions(options, errs)));
  EXPECT_NE(errors.find("unknown --input-level '7'"), std::string::npos);
  options.inputLevel = "auto";
  EXPECT_TRUE(succeeded(verifyCompileOptions(options, errs)));
}

// The C API and Python report option errors in their own names, and may ask
// for nothing but the run.
TEST(CompileDriver, OptionErrorsNameTheCallersOptions) {
  struct Case {
    OptionSpelling spelling;
    const char *stages, *copyKind, *optLevel;
  };
  for (const Case &c : {Case{OptionSpelling::CommandLine, "--num-stages=9",
                             "--copy-kind", "-O4"},
                        Case{OptionSpelling::CamelCase, "numStages=9",
                             "copyKind", "optLevel=4"},
                        Case{OptionSpelling::SnakeCase, "num_stages=9",
                             "copy_kind", "opt_level=4"}}) {
    CompileOptions options;
    options.spelling = c.spelling;
    options.emitAssembly = true;
    std::string errors;
    llvm::raw_string_ostream errs(errors);
    options.numStages = 9;
    EXPECT_TRUE(failed(verifyCompileOptions(options, errs)));
    EXPECT_NE(
        errors.find(std::string("error: ") + c.stages + " is out of range"),
        std::string::npos)
        << errors;
    options.numStages = 2;
    options.copyKind = "vgpr";
    EXPECT_TRUE(failed(verifyCompileOptions(options, errs)));
    EXPECT_NE(errors.find(std::string("unknown ") + c.copyKind +
                          " 'vgpr' (buffer or global)"),
              std::string::npos)
        << errors;
    options.copyKind = "buffer";
    options.optLevel = 4;
    EXPECT_TRUE(failed(verifyCompileOptions(options, errs)));
    EXPECT_NE(errors.find(std::string(c.optLevel) + " is out of range (0..3)"),
              std::string::npos)
        << errors;
    options.optLevel = 3;
    options.prefetch = "3";
    EXPECT_TRUE(failed(verifyCompileOptions(options, errs)));
    options.prefetch = "auto";
    options.emitAssembly = false;
    EXPECT_EQ(succeeded(verifyCompileOptions(options, errs)),
              c.spelling != OptionSpelling::CommandLine)
        << errors;
  }
}

} // namespace

// The schedule choice's rules (ScheduleChoice.h): cycles per workgroup
// iteration decide; at equal cycles the fewer interleave stages win (the
// 4-wave B K x N kernel: 1536 at 4 and at 2 stages); otherwise the earlier
// stays; a timed candidate beats one that failed.
TEST(ScheduleChoice, FewerStagesWinAtEqualCycles) {
  using Candidate = CompileResult::Candidate;
  Candidate four{"default", 4, 1536, 1, ""};
  Candidate two{"default", 2, 1536, 1, ""};
  Candidate pingTwo{"pingpong", 2, 1536, 1, ""};
  Candidate slowerTwo{"default", 2, 1537, 1, ""};
  Candidate failed{"pingpong", 2, 0, 1, "spills 92 bytes to scratch"};
  EXPECT_TRUE(replacesChoice(four, nullptr));
  EXPECT_TRUE(replacesChoice(two, &four));
  EXPECT_FALSE(replacesChoice(four, &two));
  EXPECT_FALSE(replacesChoice(pingTwo, &two));
  EXPECT_FALSE(replacesChoice(slowerTwo, &four));
  EXPECT_FALSE(replacesChoice(failed, &four));
  EXPECT_TRUE(replacesChoice(four, &failed));
  // Two workgroups per CU at 3072 cycles are 1536 per workgroup: a tie.
  Candidate twoResident{"default", 2, 3072, 2, ""};
  EXPECT_TRUE(replacesChoice(twoResident, &four));
}
