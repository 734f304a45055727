; Two kernels laid out as AITER's hand-written code objects are: their
; labels are named (label_loop, ...), so the linked code object's symbol
; table holds them next to the kernels; only the metadata tells kernels
; from labels. `aiter` runs its loop in two unrolled halves closed by an
; unconditional s_branch (leaving through the conditional branch before
; it), holds a second copy of the loop that the model does not enter, and
; ends in an if/else over two store paths. `small` is a plain second kernel.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	aiter
	.p2align	8
	.type	aiter,@function
aiter:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s4, 1
	s_cbranch_scc0 label_copy
label_loop:
	buffer_load_dwordx4 v20, s[0:3], 0 offen lds
	v_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]
	v_mfma_f32_16x16x32_bf16 v[12:15], v[4:7], v[8:11], v[12:15]
	s_waitcnt vmcnt(0)
	s_barrier
	s_cmp_lt_u32 s5, s6
	s_cbranch_scc0 label_exit
	buffer_load_dwordx4 v20, s[0:3], 0 offen lds
	v_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]
	v_mfma_f32_16x16x32_bf16 v[12:15], v[4:7], v[8:11], v[12:15]
	s_waitcnt vmcnt(0)
	s_barrier
	s_cmp_lt_u32 s5, s6
	s_cbranch_scc0 label_exit
	s_branch label_loop
label_copy:
	v_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]
	buffer_load_dwordx4 v20, s[0:3], 0 offen lds
	s_waitcnt vmcnt(0)
	s_cmp_lt_u32 s5, s6
	s_cbranch_scc0 label_exit
	s_branch label_copy
label_exit:
	s_cmp_lt_u32 s7, 1
	s_cbranch_scc0 label_wide
	buffer_store_dwordx4 v[0:3], v20, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	buffer_store_dwordx4 v[12:15], v20, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_branch label_end
label_wide:
	buffer_store_dwordx4 v[0:3], v20, s[0:3], 0 offen
	buffer_store_dwordx4 v[12:15], v20, s[0:3], 0 offen
label_end:
	s_endpgm
.Lfunc_end0:

	.globl	small
	.p2align	8
	.type	small,@function
small:
	s_nop 0
label_small:
	v_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]
	s_cbranch_scc1 label_small
	s_endpgm
.Lfunc_end1:

	.rodata
	.p2align	6
	.amdhsa_kernel aiter
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 24
		.amdhsa_group_segment_fixed_size 65536
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel small
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 16
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .group_segment_fixed_size: 65536
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 256
    .name:           aiter
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .symbol:         aiter.kd
    .vgpr_count:     24
    .wavefront_size: 64
  - .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 64
    .name:           small
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .symbol:         small.kd
    .vgpr_count:     16
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
