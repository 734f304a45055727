; A kernel that takes its K slice from grid x, as AITER's FP8 block-scale
; kernels do (their launcher, asm_a8w8_blockscale_bpreshuffle.cu, launches
; N-tiles x ks by M-tiles by 1 workgroups): N-tile = x / ks, slice = x mod
; ks, M-tile = y. A slice is K / ks bytes of a row (1-byte elements); the A
; and B pointers move to the tile's rows (64-row tiles, K bytes a row) and
; the slice. A's buffer is bounded at the rows left in M less the slice's
; offset, with stride 4 (a load without idxen counts num_records in bytes
; whatever the stride); B's is not bounded. Its loop loads 16 bytes a
; work-item from B (1024 contiguous bytes a wave: 8 lines of 128 bytes) and
; one dword of A in every work-item (a scale, as AITER's FP8 kernels load
; theirs: one line for the workgroup).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	splitx
	.p2align	8
	.type	splitx,@function
splitx:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x8
	s_load_dword s12, s[0:1], 0x10
	s_load_dword s13, s[0:1], 0x14
	s_load_dword s14, s[0:1], 0x18
	s_load_dword s15, s[0:1], 0x1c
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s16, 0
	s_mov_b32 s17, s2
label_slice:
	s_cmp_lt_u32 s17, s15
	s_cbranch_scc1 label_sliced
	s_sub_u32 s17, s17, s15
	s_add_u32 s16, s16, 1
	s_branch label_slice
label_sliced:
	s_mov_b32 s18, 0
	s_mov_b32 s19, s14
label_kslice:
	s_cmp_lt_u32 s19, s15
	s_cbranch_scc1 label_ksliced
	s_sub_u32 s19, s19, s15
	s_add_u32 s18, s18, 1
	s_branch label_kslice
label_ksliced:
	s_mul_i32 s19, s17, s18
	s_lshl_b32 s20, s3, 6
	s_mul_i32 s21, s20, s14
	s_add_u32 s21, s21, s19
	s_add_u32 s4, s4, s21
	s_addc_u32 s5, s5, 0
	s_sub_u32 s22, s12, s20
	s_min_u32 s22, s22, 64
	s_mul_i32 s6, s22, s14
	s_sub_u32 s6, s6, s19
	s_and_b32 s5, s5, 0xffff
	s_or_b32 s5, s5, 0x40000
	s_mov_b32 s7, 0x20000
	s_lshl_b32 s20, s16, 6
	s_mul_i32 s21, s20, s14
	s_add_u32 s21, s21, s19
	s_add_u32 s8, s8, s21
	s_addc_u32 s9, s9, 0
	s_mov_b32 s10, -1
	s_mov_b32 s11, 0x20000
	v_lshlrev_b32 v1, 4, v0
	v_mov_b32 v2, 0
	buffer_load_dwordx4 v[4:7], v1, s[4:7], 0 offen
	buffer_load_dwordx4 v[8:11], v1, s[8:11], 0 offen
label_loop:
	buffer_load_dwordx4 v[8:11], v1, s[8:11], 0 offen
	buffer_load_dword v3, v2, s[4:7], 0 offen
	v_mfma_f32_16x16x128_f8f6f4 v[12:15], v[4:11], v[4:11], v[12:15]
	s_sub_u32 s18, s18, 128
	s_cbranch_scc0 label_loop
	s_endpgm
.Lfunc_end0:

	.rodata
	.p2align	6
	.amdhsa_kernel splitx
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
      - .name:           ks
        .offset:         28
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 256
    .name:           splitx
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .symbol:         splitx.kd
    .vgpr_count:     16
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
