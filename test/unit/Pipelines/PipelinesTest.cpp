//===- PipelinesTest.cpp - building the cdna4pipe-to-gfx950 pipeline ------===//

#include "cdna4pipe/Pipelines/Pipelines.h"
#include "cdna4pipe/Pipelines/Driver.h"
#include "cdna4pipe/Pipelines/Passes.h"
#include "cdna4pipe/Transforms/Passes.h"

#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::cdna4pipe;

namespace {

// Nothing has registered the schedule passes yet (CTest runs each case in
// its own process; run alone, the binary keeps declaration order): the full
// pipeline must refuse rather than silently run a shorter flow.
TEST(Gfx950Pipeline, UnregisteredPassIsAnError) {
  Gfx950PipelineOptions options;
  std::string errors;
  llvm::raw_string_ostream os(errors);
  FailureOr<std::string> text = buildGfx950PipelineText(options, os);
  EXPECT_TRUE(failed(text));
  EXPECT_NE(errors.find("pass 'cdna4pipe-normalize' is not registered"),
            std::string::npos)
      << errors;
}

TEST(Gfx950Pipeline, LoweringHalfHasNoSchedulePass) {
  Gfx950PipelineOptions options;
  std::string text = buildGfx950LoweringText(options);
  EXPECT_EQ(text, "builtin.module(gpu.module(cdna4pipe-kernel-size-args,"
                  "convert-cdna4pipe-to-rocdl{"
                  "chipset=gfx950 copy-kind=buffer alias-scopes=true "
                  "barrier=bare},convert-scf-to-cf,"
                  "cdna4pipe-check-to-llvm-interfaces,convert-gpu-to-rocdl{"
                  "chipset=gfx950 use-bare-ptr-memref-call-conv=true}),"
                  "reconcile-unrealized-casts,"
                  "cdna4pipe-check-lowered{target=rocdl})");
}

TEST(Gfx950Pipeline, InputLevelSkipsEarlierPasses) {
  registerCDNA4PipeTransformsPasses();
  Gfx950PipelineOptions options;
  options.schedule = "default";
  std::string errors;
  llvm::raw_string_ostream os(errors);
  FailureOr<std::string> full = buildGfx950PipelineText(options, os);
  ASSERT_TRUE(succeeded(full)) << errors;
  for (const char *pass :
       {"cdna4pipe-software-pipeline{num-stages=2}", "cdna4pipe-form-stages",
        "cdna4pipe-interleave{stages=4 wait-granularity=stage prefetch=auto "
        "decomposition=auto}",
        "cdna4pipe-verify-schedule"})
    EXPECT_NE(full->find(pass), std::string::npos) << *full;

  // The front-end form is normalised, then turned into the DMA form first.
  EXPECT_NE(full->find("gpu.module(cdna4pipe-normalize,cdna4pipe-lds-dma,"
                       "cdna4pipe-bare-barriers,"
                       "cdna4pipe-software-pipeline"),
            std::string::npos)
      << *full;

  options.inputLevel = 3;
  FailureOr<std::string> fromInterleaved = buildGfx950PipelineText(options, os);
  ASSERT_TRUE(succeeded(fromInterleaved));
  EXPECT_EQ(fromInterleaved->find("cdna4pipe-interleave"), std::string::npos);
  EXPECT_NE(fromInterleaved->find("cdna4pipe-verify-schedule"),
            std::string::npos);
  EXPECT_NE(fromInterleaved->find("convert-cdna4pipe-to-rocdl"),
            std::string::npos);

  options.inputLevel = 4;
  EXPECT_EQ(*buildGfx950PipelineText(options, os), "builtin.module()");
}

// schedule=auto (the default) is cdna4pipe-choose-schedule with the
// pipeline's options, which runs the flow above per candidate: every pass of
// that flow and the chooser itself must be registered.
TEST(Gfx950Pipeline, AutoNeedsTheChooserRegistered) {
  registerCDNA4PipeTransformsPasses();
  Gfx950PipelineOptions options;
  std::string errors;
  llvm::raw_string_ostream os(errors);
  EXPECT_TRUE(failed(buildGfx950PipelineText(options, os)));
  EXPECT_NE(errors.find("pass 'cdna4pipe-choose-schedule' is not registered"),
            std::string::npos)
      << errors;
}

TEST(Gfx950Pipeline, AutoIsTheChooserWithThePipelinesOptions) {
  // Every pass of the flow (the choice parses it once when it is built).
  DialectRegistry registry;
  registerCDNA4PipePipelines(registry);
  Gfx950PipelineOptions options;
  options.numStages = 3;
  options.barrier = "fenced";
  std::string errors;
  llvm::raw_string_ostream os(errors);
  FailureOr<std::string> text = buildGfx950PipelineText(options, os);
  ASSERT_TRUE(succeeded(text)) << errors;
  EXPECT_EQ(
      *text,
      "builtin.module(cdna4pipe-choose-schedule{num-stages=3 "
      "interleave-stages=4 wait-granularity=stage prefetch=auto "
      "decomposition=auto verify=true input-level=0 chipset=gfx950 "
      "copy-kind=buffer alias-scopes=true barrier=fenced},"
      "reconcile-unrealized-casts,cdna4pipe-check-lowered{target=rocdl})");
  // A level-4 input has no schedule left to choose; a bad schedule is named.
  options.inputLevel = 4;
  EXPECT_EQ(*buildGfx950PipelineText(options, os), "builtin.module()");
  options.inputLevel = 0;
  options.schedule = "zigzag";
  EXPECT_TRUE(failed(buildGfx950PipelineText(options, os)));
  EXPECT_NE(errors.find("unknown schedule 'zigzag' (auto, default or "
                        "pingpong)"),
            std::string::npos)
      << errors;
}

// The flow's defaults are written once (PipelineDefaults.h): the pipeline,
// the chooser it runs with schedule=auto and the compile driver
// (cdna4-compile, the C API, Python) start from the same options.
TEST(Gfx950Pipeline, PipelineChooserAndDriverShareTheDefaults) {
  Gfx950PipelineOptions pipeline;
  CDNA4PipeChooseScheduleOptions chooser;
  forEachChooseScheduleOption(
      pipeline, chooser, [](const auto &option, const auto &chosen) {
        EXPECT_EQ(option.getValue(), chosen) << option.ArgStr.str();
      });
  CompileOptions driver;
  EXPECT_EQ(driver.arch, pipeline.chipset.getValue());
  EXPECT_EQ(driver.numStages, pipeline.numStages.getValue());
  EXPECT_EQ(driver.interleaveStages, pipeline.interleaveStages.getValue());
  EXPECT_EQ(driver.waitGranularity, pipeline.waitGranularity.getValue());
  EXPECT_EQ(driver.prefetch, pipeline.prefetch.getValue());
  EXPECT_EQ(driver.decomposition, pipeline.decomposition.getValue());
  EXPECT_EQ(driver.schedule, pipeline.schedule.getValue());
  EXPECT_EQ(driver.verifySchedule, pipeline.verify.getValue());
  EXPECT_EQ(driver.copyKind, pipeline.copyKind.getValue());
  EXPECT_EQ(driver.aliasScopes, pipeline.aliasScopes.getValue());
  EXPECT_EQ(driver.barrier, pipeline.barrier.getValue());
  EXPECT_EQ(driver.optLevel, chooser.optLevel);
  // The driver reads the level off the input; the pipeline starts at 0.
  EXPECT_EQ(driver.inputLevel, "auto");
  EXPECT_EQ(pipeline.inputLevel.getValue(), 0u);
}

} // namespace
