; A kernel that remaps its workgroup id as AITER's FP4 kernels do, in
; groups of G = 2 N-tiles by every M-tile, N fastest within a group:
; workgroup id = y x N-tiles + x; group g = id / (2 x M-tiles) starts at
; N-tile 2g; within it, M-tile = r / 2 and N-tile = 2g + r mod 2 (r: the id
; less the earlier groups'). Its A and B pointers move to the tile's rows
; (64-row tiles, K bytes a row), and its first loads from A and B read
; there. A grid of an odd number of N-tiles has a last group of one N-tile,
; which this kernel does not handle (it would compute the N-tile past the
; end): the tile order is then not one tile per workgroup.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	grouped
	.p2align	8
	.type	grouped,@function
grouped:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x8
	s_load_dword s12, s[0:1], 0x10
	s_load_dword s13, s[0:1], 0x14
	s_load_dword s14, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_add_u32 s15, s13, 63
	s_lshr_b32 s15, s15, 6
	s_mul_i32 s16, s3, s15
	s_add_u32 s16, s16, s2
	s_add_u32 s17, s12, 63
	s_lshr_b32 s17, s17, 6
	s_lshl_b32 s17, s17, 1
	s_mov_b32 s18, 0
label_group:
	s_cmp_lt_u32 s16, s17
	s_cbranch_scc1 label_in_group
	s_sub_u32 s16, s16, s17
	s_add_u32 s18, s18, 2
	s_branch label_group
label_in_group:
	s_lshr_b32 s19, s16, 1
	s_and_b32 s20, s16, 1
	s_add_u32 s20, s20, s18
	s_mul_i32 s19, s19, s14
	s_lshl_b32 s19, s19, 6
	s_mul_i32 s20, s20, s14
	s_lshl_b32 s20, s20, 6
	s_add_u32 s4, s4, s19
	s_addc_u32 s5, s5, 0
	s_add_u32 s8, s8, s20
	s_addc_u32 s9, s9, 0
	s_mov_b32 s6, -1
	s_mov_b32 s7, 0x20000
	s_mov_b32 s10, -1
	s_mov_b32 s11, 0x20000
	v_lshlrev_b32 v1, 4, v0
	buffer_load_dwordx4 v[4:7], v1, s[4:7], 0 offen
	buffer_load_dwordx4 v[8:11], v1, s[8:11], 0 offen
label_loop:
	v_mfma_f32_16x16x32_bf16 v[12:15], v[4:7], v[8:11], v[12:15]
	s_sub_u32 s14, s14, 32
	s_cbranch_scc0 label_loop
	s_endpgm
.Lfunc_end0:

	.rodata
	.p2align	6
	.amdhsa_kernel grouped
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_y 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           A
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           B
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           M
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         20
        .size:           4
        .value_kind:     by_value
      - .name:           K
        .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 256
    .name:           grouped
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .symbol:         grouped.kd
    .vgpr_count:     16
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
