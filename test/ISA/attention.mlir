// The attention-forward kernel of cdna4-attn-gen (batch 1, 2 heads,
// sequence 512, head dim 128) through the default gfx950 flow: a code
// object, non-causal and causal. The pipeliner multi-buffers the K and V
// tiles (--num-stages 3: 3 x 2 x 16 KiB = 96 KiB of LDS); form-stages
// leaves the loop at Level 1 with a remark at the first element-wise V read
// (there is no transposed S2R yet, docs/Attention.md), and the loop is
// lowered as pipelined: LDS DMA copies, MFMAs, v_exp_f32, permlane swaps,
// no scratch. The causal kernel's two loops (below the diagonal, then the
// masked diagonal tiles) share the K and V tiles: the pipeliner leaves both
// alone and says why, and they compile as written.
// REQUIRES: cdna4-attn-gen
// RUN: cdna4-attn-gen --seq 512 --heads 2 > %t.mlir
// RUN: cdna4-compile %t.mlir --arch gfx950 -o %t.hsaco 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: llvm-readelf -h %t.hsaco | FileCheck %s --check-prefix=ELF
// RUN: cdna4-compile %t.mlir --arch gfx950 --num-stages 3 -o %t.s 2>/dev/null
// RUN: FileCheck %s --check-prefix=ISA < %t.s
// RUN: FileCheck %s --check-prefix=LDS3 < %t.s
// RUN: grep -c "v_mfma_f32_16x16x32_bf16" %t.s | FileCheck %s --check-prefix=MFMA
// RUN: not grep -E "scratch_(load|store)" %t.s
// The flow's LLVM + ROCDL output (what llc compiles) on the simulator.
// RUN: cdna4-compile %t.mlir --arch gfx950 --num-stages 3 -o %t.l4.mlir 2>/dev/null
// RUN: cdna4-sim %t.l4.mlir --attention --blocks 2 --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-attn-gen --seq 512 --heads 2 --causal > %t.c.mlir
// RUN: cdna4-compile %t.c.mlir --arch gfx950 --num-stages 3 -o %t.c.s 2>&1 | FileCheck %s --check-prefix=CAUSAL
// RUN: FileCheck %s --check-prefix=ISA < %t.c.s
// RUN: FileCheck %s --check-prefix=LDS1 < %t.c.s

// SIM-COUNT-9: policy {{.*}}: 2 workgroup(s) of 4x2, {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// SIM: PASS: attention batch 1 heads 2 seq 512 head_dim 128 non-causal, block 128x64, 9 policies, 0 race(s)

// REMARK: remark: cdna4pipe-form-stages: K-loop left untouched: 'memref.load' accesses LDS in a way form-stages does not raise
// CAUSAL: remark: cdna4pipe-software-pipeline: loop left untouched: a copied workgroup buffer is used by 'vector.load' outside the loop body
// ELF: Machine: EM_AMDGPU

// ISA: buffer_load_dwordx4 {{.*}} offen lds
// ISA: ds_read_b128
// ISA: v_mfma_f32_16x16x32_bf16
// ISA: v_permlane16_swap_b32
// ISA: v_permlane32_swap_b32
// ISA: v_exp_f32
// ISA: ds_read_u16
// ISA: .amdhsa_private_segment_fixed_size 0
// LDS3: .amdhsa_group_segment_fixed_size 98304
// LDS1: .amdhsa_group_segment_fixed_size 32768

// One loop body (32 + 32 MFMAs per wave and tile) plus the two tiles the
// 3-slot pipeline drains after the loop: 3 x 64.
// MFMA: 192
