// The attention-forward kernel of cdna4-attn-gen (batch 1, 2 heads,
// sequence 512, head dim 128) through the default gfx950 flow: a code
// object, non-causal and causal.
//
// Non-causal: the pipeliner double-buffers the K and V tiles (2 x 2 x 16
// KiB of LDS), form-stages raises the whole K/V loop (K and V LDS DMAs, the
// K reads, the V^T reads as ds_read_b64_tr_b16, both dots' MFMAs) and the
// interleave gives each dependent dot its own stages (S = K Q^T, then the
// softmax, then O^T += V^T P^T; docs/Attention.md). The loop's only waits
// are the two stage waits vmcnt(8): no vmcnt(0), and every K/V copy stays
// in flight over all 64 MFMAs of an iteration (the report's copy windows,
// read off the assembly). The flow's verifier proves the schedule; the
// simulator passes the flow's output under every policy.
//
// Causal: one masked loop up to the diagonal tile, whose trip count is
// known only at run time (it depends on the block id). The pipeliner
// versions it on the trip count: the pipelined loop (for at least 3 tiles)
// is raised and interleaved. Its mask and the second loop version cost
// registers: in 2 stages the kernel needs more than 256 and runs one
// workgroup per CU, so the auto schedule (comparing cycles per workgroup
// iteration) takes 4 stages (two per dot) at 2 workgroups per CU: no
// vmcnt(0), every copy in flight over 96 MFMAs. The fallback loop for shorter trips (workgroup 0's
// 2 tiles) stays as written, with the interleave's remark. The verifier
// proves the kernel for every trip count; the simulator passes every
// workgroup under every policy.
// REQUIRES: cdna4-attn-gen
// RUN: cdna4-attn-gen --seq 512 --heads 2 > %t.mlir
// RUN: cdna4-compile %t.mlir --arch gfx950 -o %t.hsaco 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: llvm-readelf -h %t.hsaco | FileCheck %s --check-prefix=ELF
// RUN: cdna4-compile %t.mlir --arch gfx950 --report -o %t.s > %t.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: FileCheck %s --check-prefix=ISA < %t.s
// RUN: FileCheck %s --check-prefix=LDS2 < %t.s
// RUN: sed -n '/^.LBB0_1:/,/s_cbranch/p' %t.s | FileCheck %s --check-prefix=LOOP
// RUN: not grep -E "scratch_(load|store)|ds_read_u16" %t.s
// The flow's LLVM + ROCDL output (what llc compiles) on the simulator.
// RUN: cdna4-compile %t.mlir --arch gfx950 -o %t.l4.mlir
// RUN: cdna4-sim %t.l4.mlir --attention --blocks 2 --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-attn-gen --seq 512 --heads 2 --causal > %t.c.mlir
// RUN: cdna4-compile %t.c.mlir --arch gfx950 --report -o %t.c.s 2>&1 > %t.c.report | FileCheck %s --check-prefix=CAUSAL
// RUN: FileCheck %s --check-prefix=CREPORT < %t.c.report
// RUN: FileCheck %s --check-prefix=ISA < %t.c.s
// RUN: FileCheck %s --check-prefix=LDS2 < %t.c.s
// RUN: sed -n '/^.LBB0_2:/,/s_cbranch/p' %t.c.s | FileCheck %s --check-prefix=CLOOP
// RUN: not grep -E "scratch_(load|store)|ds_read_u16" %t.c.s
// RUN: cdna4-compile %t.c.mlir --arch gfx950 -o %t.c.l4.mlir 2>/dev/null
// RUN: cdna4-sim %t.c.l4.mlir --attention --blocks all --policy all | FileCheck %s --check-prefix=CSIM

// 8 waves (--waves 8, 16 queries each): the workgroup pairs on the SIMDs
// and the auto schedule takes the ping-pong: the two wave groups are offset
// by a conditional barrier, so one group's memory and softmax cluster runs
// under the other's MFMA cluster. The simulator passes it.
// RUN: cdna4-attn-gen --seq 512 --heads 2 --waves 8 > %t.w8.mlir
// RUN: cdna4-compile %t.w8.mlir --arch gfx950 --report -o %t.w8.s | FileCheck %s --check-prefix=W8
// RUN: cdna4-compile %t.w8.mlir --arch gfx950 -o %t.w8.l4.mlir
// RUN: cdna4-sim %t.w8.l4.mlir --attention --blocks 2 --policy all | FileCheck %s --check-prefix=W8SIM
// W8: waits in order: vmcnt(4) lgkmcnt(0); vmcnt(4) lgkmcnt(0)
// W8: copy windows (mfma): 32 32 32 32 (min 32, mean 32.0)
// W8: conditional barriers: 2
// W8: main loop clusters (between s_barriers): 4
// W8-NEXT: memory {{[0-9]+}} prio 0 | mfma 16 prio 1 | memory {{[0-9]+}} prio 0 | mfma 16 prio 1
// W8: schedule: pingpong, 2 interleave stages (auto:
// W8SIM: PASS: attention batch 1 heads 2 seq 512 head_dim 128 non-causal, block 128x64, 9 policies, 0 race(s)

// QUIET-NOT: remark
// ELF: Machine: EM_AMDGPU

// REPORT: kernel attention
// REPORT-NEXT: main loop .LBB0_1 ({{.*}}, 1 loop(s) in kernel)
// REPORT-NEXT: mfma: 64 (v_mfma_f32_16x16x32_bf16: 64)
// REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT-NEXT: ds_read: 48 (ds_read_b128: 16, ds_read_b64_tr_b16: 32)
// REPORT: s_waitcnt vmcnt: 2 [vmcnt(8) lgkmcnt(0), vmcnt(8) lgkmcnt(0)]
// REPORT-NEXT: waits in order: vmcnt(8) lgkmcnt(0); vmcnt(8) lgkmcnt(0)
// REPORT-NEXT: s_barrier: 2
// REPORT: copy windows (mfma): 64 64 64 64 64 64 64 64 (min 64, mean 64.0)
// REPORT: scratch bytes: 0
// REPORT: schedule: default, 2 interleave stages

// The loop: stage 0 reads K, issues the next tile's K copies, waits for
// this tile's V (vmcnt(8): the 4 V and 4 K copies issued since may stay in
// flight), then S's 32 MFMAs; the softmax (permlane row reductions, exp);
// stage 1 reads V^T, issues the next tile's V copies, waits for the next K
// tile, then O's 32 MFMAs. No wait drains the copies.
// LOOP: ds_read_b128
// LOOP: buffer_load_dwordx4 {{.*}} offen lds
// LOOP: s_waitcnt vmcnt(8) lgkmcnt(0)
// LOOP-NEXT: s_barrier
// LOOP-COUNT-32: v_mfma_f32_16x16x32_bf16
// LOOP: v_permlane32_swap_b32
// LOOP: v_exp_f32
// LOOP: ds_read_b64_tr_b16
// LOOP: buffer_load_dwordx4 {{.*}} offen lds
// LOOP: s_waitcnt vmcnt(8) lgkmcnt(0)
// LOOP-NEXT: s_barrier
// LOOP-COUNT-32: v_mfma_f32_16x16x32_bf16
// LOOP-NOT: vmcnt(0)
// LOOP: s_cbranch

// SIM-COUNT-9: policy {{.*}}: 2 workgroup(s) of 4x2, {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// SIM: PASS: attention batch 1 heads 2 seq 512 head_dim 128 non-causal, block 128x64, 9 policies, 0 race(s)

// CAUSAL: remark: cdna4pipe-interleave: loop left as written: it is the unpipelined copy that runs only when the run-time trip count is below {{[0-9]+$}}
// CAUSAL-NOT: remark
// CREPORT: main loop .LBB0_2 ({{.*}}, 2 loop(s) in kernel)
// CREPORT-NEXT: mfma: 64 (v_mfma_f32_16x16x32_bf16: 64)
// CREPORT: waits in order: lgkmcnt(0); vmcnt(14); vmcnt(12) lgkmcnt(0); vmcnt(10) lgkmcnt(0)
// CREPORT: copy windows (mfma): 96 96 96 96 96 96 96 96 (min 96, mean 96.0)
// CREPORT: scratch bytes: 0
// CREPORT: occupancy (waves/SIMD): 2
// CREPORT: schedule: default, 4 interleave stages (auto: the fastest on the CU model of default/4 {{[0-9]+}} cycles/iteration of 2 workgroup(s) per CU; default/2 {{[0-9]+}} cycles/iteration of 1 workgroup(s) per CU;
// CLOOP-NOT: vmcnt(0)
// CLOOP: ds_read_b64_tr_b16
// CLOOP-NOT: vmcnt(0)
// CLOOP: s_cbranch_scc1 .LBB0_2
// CSIM-COUNT-9: policy {{.*}}: 8 workgroup(s) of 4x2, {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// CSIM: PASS: attention batch 1 heads 2 seq 512 head_dim 128 causal, block 128x64, 9 policies, 0 race(s)

// ISA: buffer_load_dwordx4 {{.*}} offen lds
// ISA: ds_read_b128
// ISA: v_mfma_f32_16x16x32_bf16
// ISA: v_permlane16_swap_b32
// ISA: v_permlane32_swap_b32
// ISA: v_exp_f32
// ISA: ds_read_b64_tr_b16
// ISA: .amdhsa_private_segment_fixed_size 0
// LDS2: .amdhsa_group_segment_fixed_size 65536
