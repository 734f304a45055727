//===- ProgramTest.cpp - reading gfx950 assembly for the perf model -------===//

#include "cdna4pipe/Perf/Program.h"
#include "cdna4pipe/Perf/AsmListing.h"

#include <gtest/gtest.h>

using namespace mlir::cdna4pipe;
using namespace mlir::cdna4pipe::perf;

namespace {

Inst classify(llvm::StringRef line) {
  llvm::Expected<Inst> in =
      classifyInstruction(asmMnemonic(line), asmOperands(line));
  if (!in) {
    ADD_FAILURE() << llvm::toString(in.takeError());
    return Inst();
  }
  return *in;
}

TEST(PerfClassify, MfmaPassesFollowLlvmGfx950Model) {
  // llvm-mca-22 -mcpu=gfx950: HWXDL cycles 4 / latency 8 for 16x16x32 bf16,
  // 8 / 12 for 32x32x16 bf16, 16 / 20 for 32x32x2 f32 and 16x16x4 f64.
  Inst a = classify("v_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]");
  EXPECT_EQ(a.kind, InstKind::Mfma);
  EXPECT_EQ(a.mfma.passes, 4u);
  EXPECT_EQ(a.mfma.latencyPasses, 8u);
  EXPECT_EQ(a.mfma.flops(), 2ull * 16 * 16 * 32);
  ASSERT_EQ(a.defs.size(), 1u);
  EXPECT_EQ(a.defs[0].lo, 0u);
  EXPECT_EQ(a.defs[0].hi, 3u);
  EXPECT_EQ(a.uses.size(), 3u);
  EXPECT_EQ(classify("v_mfma_f32_32x32x16_bf16 a[0:15], v[0:3], v[4:7], "
                     "a[0:15]")
                .mfma.passes,
            8u);
  EXPECT_EQ(
      classify("v_mfma_f32_32x32x2_f32 v[0:15], v1, v2, v[0:15]").mfma.passes,
      16u);
  EXPECT_EQ(classify("v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], "
                     "v[0:7]")
                .mfma.passes,
            16u);
  Inst blocked = classify("v_mfma_f32_4x4x4_16b_f16 a[0:3], v[4:5], v[8:9], "
                          "a[0:3]");
  EXPECT_EQ(blocked.mfma.passes, 2u);
  EXPECT_EQ(blocked.mfma.flops(), 2ull * 4 * 4 * 4 * 16);
}

TEST(PerfClassify, F8F6F4PassesFollowTheSourceFormats) {
  // gfx950: 16x16x128 is 8 passes with an FP8 source (Write8PassMAI), 4 with
  // FP6 / FP4 ones; 32x32x64 16 / 8. cbsz / blgp 0 / 1 are FP8 (default 0).
  Inst fp8 = classify("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], "
                      "v[12:19], v[0:3]");
  EXPECT_EQ(fp8.mfma.passes, 8u);
  EXPECT_EQ(fp8.mfma.latencyPasses, 12u);
  EXPECT_EQ(fp8.mfma.flops(), 2ull * 16 * 16 * 128);
  EXPECT_EQ(classify("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], "
                     "v[0:3] cbsz:1 blgp:1")
                .mfma.passes,
            8u);
  EXPECT_EQ(classify("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:15], "
                     "v[0:3] blgp:4")
                .mfma.passes,
            8u);
  EXPECT_EQ(classify("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:7], "
                     "v[8:11], v[0:3], v12, v13 op_sel_hi:[0,0,0] cbsz:4 "
                     "blgp:4")
                .mfma.passes,
            4u);
  EXPECT_EQ(classify("v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:23], "
                     "v[24:31], v[0:15]")
                .mfma.passes,
            16u);
  EXPECT_EQ(classify("v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:19], "
                     "v[24:27], v[0:15] cbsz:4 blgp:4")
                .mfma.passes,
            8u);
}

TEST(PerfClassify, MfmaSourceElementBytes) {
  // The suffix names the source types (A, then B when they differ); the
  // f8f6f4 MFMAs take theirs from cbsz (A) / blgp (B): 0 / 1 FP8 (1 byte),
  // 2 / 3 FP6 (6 bits: 0.75), 4 FP4 (0.5).
  auto bytes = [](llvm::StringRef line) {
    MfmaShape s = classify(line).mfma;
    return std::make_pair(s.aBytes, s.bBytes);
  };
  using P = std::pair<double, double>;
  EXPECT_EQ(bytes("v_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]"),
            P(2, 2));
  EXPECT_EQ(bytes("v_mfma_f32_16x16x32_fp8_fp8 v[0:3], a[0:1], a[2:3], "
                  "v[0:3]"),
            P(1, 1));
  EXPECT_EQ(bytes("v_mfma_i32_16x16x64_i8 v[0:3], v[4:7], v[8:11], v[0:3]"),
            P(1, 1));
  EXPECT_EQ(bytes("v_mfma_f32_4x4x4_16b_f16 a[0:3], v[4:5], v[8:9], a[0:3]"),
            P(2, 2));
  EXPECT_EQ(bytes("v_mfma_f32_32x32x2_f32 v[0:15], v1, v2, v[0:15]"), P(4, 4));
  EXPECT_EQ(bytes("v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7]"),
            P(8, 8));
  EXPECT_EQ(bytes("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], "
                  "v[0:3]"),
            P(1, 1));
  EXPECT_EQ(bytes("v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], v[4:7], "
                  "v[8:11], a[0:3], v12, v13 op_sel_hi:[0,0,0] cbsz:4 blgp:4"),
            P(0.5, 0.5));
  EXPECT_EQ(bytes("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:17], "
                  "v[0:3] cbsz:0 blgp:2"),
            P(1, 0.75));
}

TEST(PerfClassify, MemoryAndCounters) {
  Inst dma = classify("buffer_load_dwordx4 v137, s[4:7], 0 offen lds");
  EXPECT_EQ(dma.kind, InstKind::Vmem);
  EXPECT_TRUE(dma.ldsDma && dma.countsVm && !dma.countsLgkm);
  EXPECT_EQ(dma.bytesPerLane, 16u);
  EXPECT_TRUE(dma.defs.empty());
  Inst glds = classify("global_load_lds_dwordx4 v[2:3], off");
  EXPECT_TRUE(glds.ldsDma);
  Inst gl = classify("global_load_dwordx4 v[10:13], v[2:3], off");
  EXPECT_FALSE(gl.ldsDma);
  ASSERT_EQ(gl.defs.size(), 1u);
  EXPECT_EQ(gl.defs[0].lo, 10u);
  Inst st = classify("global_store_dwordx4 v[0:1], v[4:7], off");
  EXPECT_TRUE(st.isStore && st.defs.empty());
  Inst rd = classify("ds_read_b128 v[166:169], v131 offset:2048");
  EXPECT_EQ(rd.kind, InstKind::Ds);
  EXPECT_TRUE(rd.isLoad && rd.countsLgkm);
  EXPECT_EQ(rd.bytesPerLane, 16u);
  EXPECT_EQ(classify("ds_read_b64_tr_b16 v[0:1], v2").bytesPerLane, 8u);
  EXPECT_EQ(classify("ds_read2_b32 v[0:1], v2 offset1:1").bytesPerLane, 8u);
  EXPECT_TRUE(classify("ds_write_b128 v1, v[2:5]").isStore);
  Inst sl = classify("s_load_dwordx4 s[8:11], s[0:1], 0x0");
  EXPECT_EQ(sl.kind, InstKind::Smem);
  EXPECT_TRUE(sl.countsLgkm);
  EXPECT_EQ(classify("flat_load_dword v1, v[2:3]").countsLgkm, true);
}

TEST(PerfClassify, ScalarControl) {
  Inst w = classify("s_waitcnt vmcnt(2) lgkmcnt(0)");
  EXPECT_EQ(w.kind, InstKind::Waitcnt);
  EXPECT_EQ(w.vmcnt, 2);
  EXPECT_EQ(w.lgkmcnt, 0);
  Inst w2 = classify("s_waitcnt lgkmcnt(3)");
  EXPECT_EQ(w2.vmcnt, -1);
  EXPECT_EQ(w2.lgkmcnt, 3);
  // gfx9 immediate: vmcnt 5 = 0x5, expcnt 7 (0x70), lgkmcnt 15 (0xf00).
  Inst w3 = classify("s_waitcnt 0xc075");
  EXPECT_EQ(w3.vmcnt, 53);
  EXPECT_EQ(w3.lgkmcnt, 0);
  Inst w4 = classify("s_waitcnt 0x3f75");
  EXPECT_EQ(w4.vmcnt, 5);
  EXPECT_EQ(w4.lgkmcnt, -1);
  EXPECT_EQ(classify("s_setprio 3").prio, 3);
  EXPECT_EQ(classify("s_nop 4").nopCycles, 5u);
  EXPECT_EQ(classify("s_barrier").kind, InstKind::Barrier);
  EXPECT_EQ(classify("s_cbranch_scc1 .LBB0_1").kind, InstKind::Branch);
  EXPECT_TRUE(classify("s_cbranch_scc1 .LBB0_1").conditional);
  EXPECT_FALSE(classify("s_branch .LBB0_1").conditional);
  EXPECT_EQ(classify("s_add_u32 s14, s14, 0x80").kind, InstKind::Salu);
  EXPECT_EQ(classify("v_add_u32_e32 v1, s14, v2").kind, InstKind::Valu);
  EXPECT_EQ(classify("s_endpgm").kind, InstKind::EndPgm);
}

TEST(PerfClassify, UnknownFamilyIsAnErrorNamingIt) {
  llvm::Expected<Inst> in = classifyInstruction("frobnicate_b32", "v1, v2");
  ASSERT_FALSE(in);
  std::string msg = llvm::toString(in.takeError());
  EXPECT_NE(msg.find("unknown instruction 'frobnicate_b32'"), std::string::npos)
      << msg;
}

TEST(PerfAsmListing, ABlockAfterEndpgmBranchingBackIsNotALoop) {
  // Triton-style layout: the real loop .L1, then the epilogue runs to
  // s_endpgm, and a cold block after it jumps back to .L2 (in the
  // epilogue, holding more MFMAs than the loop): only .L1 is a loop.
  const char *text = "\t.type\tk,@function\nk:\n.L1:\n"
                     "\tv_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], "
                     "v[0:3]\n\ts_cbranch_scc1 .L1\n.L2:\n"
                     "\tv_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], "
                     "v[0:3]\n"
                     "\tv_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], "
                     "v[0:3]\n\ts_endpgm\n.L3:\n\ts_branch .L2\n"
                     ".Lfunc_end0:\n";
  llvm::SmallVector<AsmLine> lines = splitAsmLines(text);
  llvm::SmallVector<AsmKernel, 1> kernels = findAsmKernels(lines);
  ASSERT_EQ(kernels.size(), 1u);
  ASSERT_EQ(kernels[0].loops.size(), 1u);
  ASSERT_TRUE(kernels[0].mainLoop.has_value());
  EXPECT_EQ(kernels[0].loops[*kernels[0].mainLoop].label, ".L1");
}

const char *kKernel = R"(
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.globl	k
	.type	k,@function
k:
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_1
.LBB0_0:
	s_nop 0
.LBB0_1:                                ; =>This Inner Loop Header
	s_setprio 1
	v_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]
	v_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]
	s_setprio 0
	s_cbranch_scc1 .LBB0_1
	v_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel k
		.amdhsa_group_segment_fixed_size 65536
		.amdhsa_next_free_vgpr 12
		.amdhsa_accum_offset 12
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     4
    .args:
      - .name:           a
        .size:           8
    .group_segment_fixed_size: 65536
    .max_flat_workgroup_size: 1024
    .name:           k
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .vgpr_count:     12
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
...
	.end_amdgpu_metadata
)";

TEST(PerfReadProgram, KernelFactsAndMainLoop) {
  llvm::Expected<Program> p = readProgram(kKernel);
  ASSERT_TRUE(!!p) << llvm::toString(p.takeError());
  EXPECT_EQ(p->facts.name, "k");
  EXPECT_EQ(p->facts.workgroupSize, 256u); // reqd wins over max_flat
  EXPECT_EQ(p->facts.wavesPerWorkgroup(), 4u);
  EXPECT_EQ(p->facts.vgpr, 12u);
  EXPECT_EQ(p->facts.agpr, 4u);
  EXPECT_EQ(p->facts.registersPerLane(), 16u);
  EXPECT_EQ(p->facts.ldsBytes, 65536u);
  ASSERT_EQ(p->insts.size(), 11u);
  EXPECT_EQ(p->loopLabel, ".LBB0_1");
  EXPECT_EQ(p->loopBegin, 4u);
  EXPECT_EQ(p->loopEnd, 8u);
  EXPECT_EQ(p->insts[2].target, 4); // s_branch .LBB0_1
  EXPECT_EQ(p->insts[8].target, 4);
  EXPECT_EQ(p->loopFlopsPerWave(), 2 * 16384ull);
  EXPECT_EQ(p->loopLoadBytesPerWave(), 0ull); // no vector-memory load
}

TEST(PerfReadProgram, Errors) {
  auto message = [](llvm::StringRef text) {
    llvm::Expected<Program> p = readProgram(text);
    return p ? std::string("ok") : llvm::toString(p.takeError());
  };
  EXPECT_NE(message("nothing here").find("no kernel in the assembly"),
            std::string::npos);
  std::string noLoop = "\t.type\tk,@function\nk:\n\ts_endpgm\n.Lfunc_end0:\n";
  EXPECT_NE(message(noLoop).find("no loop"), std::string::npos);
  std::string noSize =
      "\t.type\tk,@function\nk:\n.L1:\n\ts_cbranch_scc1 .L1\n.Lfunc_end0:\n";
  EXPECT_NE(message(noSize).find("no workgroup size"), std::string::npos);
  std::string bad = std::string(kKernel);
  bad.replace(bad.find("s_nop 0"), 7, "bogus_op v1");
  EXPECT_NE(message(bad).find("unknown instruction 'bogus_op'"),
            std::string::npos)
      << message(bad);
}

} // namespace
