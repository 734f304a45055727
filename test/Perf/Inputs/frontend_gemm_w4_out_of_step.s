	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gemm                            ; -- Begin function gemm
	.p2align	8
	.type	gemm,@function
gemm:                                   ; @gemm
; %bb.0:
	v_lshrrev_b32_e32 v2, 4, v0
	v_and_b32_e32 v4, 7, v0
	v_bfe_u32 v66, v0, 4, 2
	v_bitop3_b32 v2, v2, v4, 3 bitop3:0x6c
	v_lshlrev_b32_e32 v72, 3, v2
	v_bitop3_b32 v2, v66, v4, 4 bitop3:0x36
	v_lshlrev_b32_e32 v4, 3, v0
	v_lshrrev_b32_e32 v15, 3, v0
	v_and_b32_e32 v14, 0x600, v4
	v_xor_b32_e32 v4, v15, v0
	v_lshlrev_b32_e32 v16, 6, v15
	v_lshlrev_b32_e32 v4, 3, v4
	v_and_b32_e32 v74, 56, v4
	v_sub_co_u32_e32 v4, vcc, v16, v14
	v_or_b32_e32 v4, v4, v74
	s_nop 0
	v_subb_co_u32_e64 v5, s[8:9], 0, 0, vcc
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v70, 3, v2
	v_and_b32_e32 v2, 0xc0, v0
	v_alignbit_b32 v6, v5, v4, 3
	v_lshrrev_b64 v[4:5], 3, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	v_and_b32_e32 v3, 0xffffffc0, v4
	v_and_b32_e32 v4, 63, v6
	v_or_b32_e32 v4, v3, v4
	s_mov_b64 s[8:9], 0x100
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[8:9]
	s_mov_b64 s[8:9], 0x200
	s_mov_b32 s24, s3
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[20:21], s[0:1], 0x10
	v_lshrrev_b64 v[8:9], 3, v[6:7]
	v_alignbit_b32 v3, v7, v6, 3
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[8:9]
	s_mov_b64 s[8:9], 0x300
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s25, s24, 31
	v_lshl_add_u64 v[10:11], v[4:5], 0, s[8:9]
	s_lshl_b64 s[22:23], s[24:25], 7
	s_lshl_b64 s[0:1], s[2:3], 7
	v_lshrrev_b64 v[12:13], 3, v[10:11]
	v_alignbit_b32 v10, v11, v10, 3
	v_alignbit_b32 v11, v5, v4, 3
	v_lshl_add_u64 v[4:5], v[8:9], 0, s[0:1]
	v_lshlrev_b32_e32 v65, 1, v14
	v_add_lshl_u32 v9, v11, s22, 12
	v_alignbit_b32 v8, v7, v6, 3
	v_lshl_add_u64 v[6:7], v[12:13], 0, s[0:1]
	v_or_b32_e32 v12, v9, v74
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x200000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s5, 0xffff
	v_readfirstlane_b32 s3, v65
	v_lshlrev_b32_e32 v12, 1, v12
	s_mov_b32 s12, s4
	s_mov_b32 s13, s5
	s_mov_b32 s14, s10
	s_mov_b32 s15, s11
	s_mov_b32 m0, s3
	v_add_lshl_u32 v3, v3, s22, 12
	buffer_load_dwordx4 v12, s[12:15], 0 offen lds
	v_or_b32_e32 v12, 0x1000, v65
	v_or_b32_e32 v13, v3, v74
	v_readfirstlane_b32 s3, v12
	v_lshlrev_b32_e32 v13, 1, v13
	s_mov_b32 m0, s3
	v_or_b32_e32 v12, 0x2000, v65
	buffer_load_dwordx4 v13, s[12:15], 0 offen lds
	v_add_lshl_u32 v13, v8, s22, 12
	v_or_b32_e32 v17, v13, v74
	v_readfirstlane_b32 s3, v12
	v_lshlrev_b32_e32 v17, 1, v17
	s_mov_b32 m0, s3
	v_or_b32_e32 v12, 0x3000, v65
	v_add_lshl_u32 v10, v10, s22, 12
	buffer_load_dwordx4 v17, s[12:15], 0 offen lds
	v_or_b32_e32 v17, v10, v74
	v_readfirstlane_b32 s3, v12
	v_or_b32_e32 v67, 0x8000, v65
	v_add_lshl_u32 v11, v11, s0, 12
	v_lshlrev_b32_e32 v17, 1, v17
	s_mov_b32 m0, s3
	v_or_b32_e32 v12, v11, v74
	s_and_b32 s9, s7, 0xffff
	v_readfirstlane_b32 s3, v67
	buffer_load_dwordx4 v17, s[12:15], 0 offen lds
	v_lshlrev_b32_e32 v12, 1, v12
	s_mov_b32 s16, s6
	s_mov_b32 s17, s9
	s_mov_b32 s18, s10
	s_mov_b32 s19, s11
	s_mov_b32 m0, s3
	v_add_lshl_u32 v8, v8, s0, 12
	buffer_load_dwordx4 v12, s[16:19], 0 offen lds
	v_or_b32_e32 v12, 0xa000, v65
	v_or_b32_e32 v17, v8, v74
	v_readfirstlane_b32 s3, v12
	v_or_b32_e32 v12, 0x9000, v65
	v_lshlrev_b64 v[78:79], 12, v[4:5]
	v_lshlrev_b32_e32 v17, 1, v17
	s_mov_b32 m0, s3
	v_or_b32_e32 v4, v78, v74
	v_readfirstlane_b32 s3, v12
	buffer_load_dwordx4 v17, s[16:19], 0 offen lds
	v_lshlrev_b32_e32 v4, 1, v4
	s_mov_b32 m0, s3
	v_lshlrev_b64 v[76:77], 12, v[6:7]
	buffer_load_dwordx4 v4, s[16:19], 0 offen lds
	v_or_b32_e32 v4, 0xb000, v65
	v_or_b32_e32 v5, v76, v74
	v_readfirstlane_b32 s3, v4
	v_lshlrev_b32_e32 v5, 1, v5
	s_mov_b32 m0, s3
	v_or_b32_e32 v4, 64, v74
	buffer_load_dwordx4 v5, s[16:19], 0 offen lds
	v_or_b32_e32 v5, 0x4000, v65
	v_or_b32_e32 v6, v9, v4
	v_readfirstlane_b32 s3, v5
	v_or_b32_e32 v5, 0x5000, v65
	v_lshlrev_b32_e32 v6, 1, v6
	s_mov_b32 m0, s3
	v_or_b32_e32 v3, v3, v4
	v_readfirstlane_b32 s3, v5
	buffer_load_dwordx4 v6, s[12:15], 0 offen lds
	v_lshlrev_b32_e32 v3, 1, v3
	s_mov_b32 m0, s3
	v_or_b32_e32 v5, v13, v4
	buffer_load_dwordx4 v3, s[12:15], 0 offen lds
	v_or_b32_e32 v3, 0x6000, v65
	v_lshlrev_b32_e32 v5, 1, v5
	v_readfirstlane_b32 s3, v3
	s_mov_b32 m0, s3
	v_or_b32_e32 v3, 0x7000, v65
	buffer_load_dwordx4 v5, s[12:15], 0 offen lds
	v_or_b32_e32 v5, v10, v4
	v_readfirstlane_b32 s3, v3
	v_lshlrev_b32_e32 v5, 1, v5
	s_mov_b32 m0, s3
	v_or_b32_e32 v3, 0xc000, v65
	buffer_load_dwordx4 v5, s[12:15], 0 offen lds
	v_or_b32_e32 v5, v11, v4
	v_readfirstlane_b32 s3, v3
	v_or_b32_e32 v3, 0xe000, v65
	v_lshlrev_b32_e32 v5, 1, v5
	s_mov_b32 m0, s3
	v_or_b32_e32 v4, v8, v4
	v_readfirstlane_b32 s3, v3
	buffer_load_dwordx4 v5, s[16:19], 0 offen lds
	v_lshlrev_b32_e32 v4, 1, v4
	s_mov_b32 m0, s3
	v_lshrrev_b32_e32 v1, 1, v0
	buffer_load_dwordx4 v4, s[16:19], 0 offen lds
	v_and_b32_e32 v64, 64, v1
	v_and_or_b32 v1, v0, 15, v64
	v_lshlrev_b32_e32 v82, 6, v1
	v_or_b32_e32 v1, v16, v74
	v_sub_co_u32_e32 v1, vcc, v1, v14
	s_mov_b32 s8, s6
	s_nop 0
	v_subb_co_u32_e64 v3, s[6:7], 0, 0, vcc
	v_alignbit_b32 v1, v3, v1, 3
	v_add_u32_e32 v2, v1, v2
	v_and_b32_e32 v1, 63, v1
	s_mov_b32 s6, 0x3fffc0
	v_and_or_b32 v1, v2, s6, v1
	v_lshlrev_b32_e32 v1, 10, v1
	v_add_u32_e32 v2, 0xc0000, v1
	v_and_b32_e32 v68, 0x4f, v0
	s_lshl_b32 s3, s24, 20
	v_and_b32_e32 v2, 0xffffe000, v2
	v_bitop3_b32 v0, v15, 7, v0 bitop3:0x48
	v_add_u32_e32 v3, s3, v2
	v_lshlrev_b32_e32 v0, 4, v0
	v_or_b32_e32 v84, v3, v0
	v_add_u32_e32 v3, 0x80000, v1
	s_lshl_b32 s2, s2, 20
	v_and_b32_e32 v3, 0xffffe000, v3
	v_add_u32_e32 v4, s2, v3
	v_add_u32_e32 v3, s3, v3
	v_or_b32_e32 v88, v3, v0
	v_add_u32_e32 v3, 0x40000, v1
	v_and_b32_e32 v3, 0xffffe000, v3
	v_or_b32_e32 v86, v4, v0
	v_add_u32_e32 v4, s3, v3
	v_and_b32_e32 v1, 0xffffe000, v1
	v_or_b32_e32 v90, v4, v0
	v_add_u32_e32 v4, s3, v1
	v_add_u32_e32 v1, s2, v1
	v_or_b32_e32 v94, v1, v0
	v_add_u32_e32 v1, s2, v2
	v_or_b32_e32 v96, v1, v0
	v_add_u32_e32 v1, s2, v3
	s_movk_i32 s2, 0xe100
	v_lshlrev_b32_e32 v80, 6, v68
	v_or_b32_e32 v92, v4, v0
	v_or_b32_e32 v98, v1, v0
	s_mov_b32 s3, -1
	s_mov_b64 s[12:13], 0x2000
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	s_mov_b32 s6, s10
	s_mov_b32 s7, s11
	s_waitcnt vmcnt(8)
	s_barrier
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	; sched_barrier mask(0x00000000)
	s_add_i32 s14, s12, 0xffffe000
	s_and_b32 s15, s12, 0x2000
	s_and_b32 s14, s14, 0x2000
	v_lshl_add_u32 v73, s15, 1, v67
	v_or_b32_e32 v69, s14, v80
	v_add_u32_e32 v75, 0x1000, v73
	v_or_b32_e32 v71, v69, v72
	v_or_b32_e32 v69, v69, v70
	v_add_u32_e32 v77, s2, v98
	v_readfirstlane_b32 s15, v75
	v_add_u32_e32 v73, 0x3000, v73
	v_lshlrev_b32_e32 v71, 1, v71
	v_lshlrev_b32_e32 v69, 1, v69
	v_add_u32_e32 v77, 0x1f80, v77
	s_mov_b32 m0, s15
	v_add_u32_e32 v75, s2, v96
	v_readfirstlane_b32 s15, v73
	ds_read_b128 v[100:103], v71 offset:32768
	ds_read_b128 v[104:107], v71 offset:34816
	ds_read_b128 v[108:111], v69 offset:32768
	ds_read_b128 v[112:115], v69 offset:34816
	buffer_load_dwordx4 v77, s[8:11], 0 offen lds
	v_add_u32_e32 v75, 0x1f80, v75
	s_mov_b32 m0, s15
	v_or_b32_e32 v73, s14, v82
	buffer_load_dwordx4 v75, s[8:11], 0 offen lds
	v_or_b32_e32 v75, v73, v72
	v_or_b32_e32 v73, v73, v70
	v_lshlrev_b32_e32 v75, 1, v75
	v_lshlrev_b32_e32 v73, 1, v73
	ds_read_b128 v[116:119], v75
	ds_read_b128 v[120:123], v75 offset:2048
	ds_read_b128 v[124:127], v75 offset:4096
	ds_read_b128 v[128:131], v75 offset:6144
	ds_read_b128 v[132:135], v73
	ds_read_b128 v[136:139], v73 offset:2048
	ds_read_b128 v[140:143], v73 offset:4096
	ds_read_b128 v[144:147], v73 offset:6144
	; sched_barrier mask(0x00000000)
	s_waitcnt vmcnt(8) lgkmcnt(0)
	s_barrier
	s_setprio 1
	v_mfma_f32_16x16x32_bf16 v[16:19], v[116:119], v[100:103], v[16:19]
	v_mfma_f32_16x16x32_bf16 v[20:23], v[116:119], v[104:107], v[20:23]
	v_mfma_f32_16x16x32_bf16 v[32:35], v[120:123], v[100:103], v[32:35]
	v_mfma_f32_16x16x32_bf16 v[36:39], v[120:123], v[104:107], v[36:39]
	v_mfma_f32_16x16x32_bf16 v[48:51], v[124:127], v[100:103], v[48:51]
	v_mfma_f32_16x16x32_bf16 v[52:55], v[124:127], v[104:107], v[52:55]
	v_mfma_f32_16x16x32_bf16 v[56:59], v[128:131], v[100:103], v[56:59]
	v_mfma_f32_16x16x32_bf16 v[60:63], v[128:131], v[104:107], v[60:63]
	v_mfma_f32_16x16x32_bf16 v[16:19], v[132:135], v[108:111], v[16:19]
	v_mfma_f32_16x16x32_bf16 v[20:23], v[132:135], v[112:115], v[20:23]
	v_mfma_f32_16x16x32_bf16 v[32:35], v[136:139], v[108:111], v[32:35]
	v_mfma_f32_16x16x32_bf16 v[36:39], v[136:139], v[112:115], v[36:39]
	v_mfma_f32_16x16x32_bf16 v[48:51], v[140:143], v[108:111], v[48:51]
	v_mfma_f32_16x16x32_bf16 v[52:55], v[140:143], v[112:115], v[52:55]
	v_mfma_f32_16x16x32_bf16 v[56:59], v[144:147], v[108:111], v[56:59]
	v_mfma_f32_16x16x32_bf16 v[60:63], v[144:147], v[112:115], v[60:63]
	s_setprio 0
	; sched_barrier mask(0x00000000)
	ds_read_b128 v[100:103], v71 offset:36864
	ds_read_b128 v[104:107], v71 offset:38912
	ds_read_b128 v[108:111], v69 offset:36864
	ds_read_b128 v[112:115], v69 offset:38912
	v_lshl_or_b32 v69, s14, 1, v65
	v_add_u32_e32 v71, s2, v92
	v_readfirstlane_b32 s14, v69
	v_add_u32_e32 v71, 0x2000, v71
	s_mov_b32 m0, s14
	v_add_u32_e32 v73, s2, v90
	buffer_load_dwordx4 v71, s[4:7], 0 offen lds
	v_or_b32_e32 v71, 0x1000, v69
	v_add_u32_e32 v73, 0x2000, v73
	v_readfirstlane_b32 s14, v71
	s_mov_b32 m0, s14
	v_or_b32_e32 v71, 0x2000, v69
	buffer_load_dwordx4 v73, s[4:7], 0 offen lds
	v_add_u32_e32 v73, s2, v88
	v_readfirstlane_b32 s14, v71
	v_add_u32_e32 v73, 0x2000, v73
	s_mov_b32 m0, s14
	v_or_b32_e32 v71, 0x3000, v69
	buffer_load_dwordx4 v73, s[4:7], 0 offen lds
	v_add_u32_e32 v73, s2, v84
	v_readfirstlane_b32 s14, v71
	v_add_u32_e32 v73, 0x2000, v73
	s_mov_b32 m0, s14
	v_or_b32_e32 v71, 0x8000, v69
	buffer_load_dwordx4 v73, s[4:7], 0 offen lds
	v_add_u32_e32 v73, s2, v94
	v_readfirstlane_b32 s14, v71
	v_or_b32_e32 v69, 0xa000, v69
	v_add_u32_e32 v73, 0x2000, v73
	s_mov_b32 m0, s14
	v_add_u32_e32 v71, s2, v86
	v_readfirstlane_b32 s14, v69
	buffer_load_dwordx4 v73, s[8:11], 0 offen lds
	v_add_u32_e32 v71, 0x2000, v71
	s_mov_b32 m0, s14
	s_nop 0
	buffer_load_dwordx4 v71, s[8:11], 0 offen lds
	; sched_barrier mask(0x00000000)
	s_waitcnt vmcnt(8) lgkmcnt(0)
	s_barrier
	s_setprio 1
	v_mfma_f32_16x16x32_bf16 v[0:3], v[116:119], v[100:103], v[0:3]
	v_mfma_f32_16x16x32_bf16 v[4:7], v[116:119], v[104:107], v[4:7]
	v_mfma_f32_16x16x32_bf16 v[8:11], v[120:123], v[100:103], v[8:11]
	v_mfma_f32_16x16x32_bf16 v[12:15], v[120:123], v[104:107], v[12:15]
	v_mfma_f32_16x16x32_bf16 v[24:27], v[124:127], v[100:103], v[24:27]
	v_mfma_f32_16x16x32_bf16 v[28:31], v[124:127], v[104:107], v[28:31]
	v_mfma_f32_16x16x32_bf16 v[40:43], v[128:131], v[100:103], v[40:43]
	v_mfma_f32_16x16x32_bf16 v[44:47], v[128:131], v[104:107], v[44:47]
	v_mfma_f32_16x16x32_bf16 v[0:3], v[132:135], v[108:111], v[0:3]
	v_mfma_f32_16x16x32_bf16 v[4:7], v[132:135], v[112:115], v[4:7]
	v_mfma_f32_16x16x32_bf16 v[8:11], v[136:139], v[108:111], v[8:11]
	v_mfma_f32_16x16x32_bf16 v[12:15], v[136:139], v[112:115], v[12:15]
	v_mfma_f32_16x16x32_bf16 v[24:27], v[140:143], v[108:111], v[24:27]
	v_mfma_f32_16x16x32_bf16 v[28:31], v[140:143], v[112:115], v[28:31]
	v_mfma_f32_16x16x32_bf16 v[40:43], v[144:147], v[108:111], v[40:43]
	v_mfma_f32_16x16x32_bf16 v[44:47], v[144:147], v[112:115], v[44:47]
	s_setprio 0
	s_add_u32 s2, s2, 0x80
	s_addc_u32 s3, s3, 0
	s_add_u32 s12, s12, 0x2000
	s_addc_u32 s13, s13, 0
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	; sched_barrier mask(0x00000000)
	v_or_b32_e32 v65, 0xfc0, v74
	v_add_u32_e32 v69, 0x5000, v67
	v_or_b32_e32 v71, v78, v65
	v_readfirstlane_b32 s2, v69
	v_add_u32_e32 v67, 0x7000, v67
	v_lshlrev_b32_e32 v71, 1, v71
	s_mov_b32 m0, s2
	v_or_b32_e32 v65, v76, v65
	v_readfirstlane_b32 s2, v67
	buffer_load_dwordx4 v71, s[8:11], 0 offen lds
	v_lshlrev_b32_e32 v65, 1, v65
	s_mov_b32 m0, s2
	v_or_b32_e32 v67, v70, v82
	buffer_load_dwordx4 v65, s[8:11], 0 offen lds
	v_or_b32_e32 v65, v82, v72
	v_lshlrev_b32_e32 v65, 1, v65
	v_lshlrev_b32_e32 v67, 1, v67
	ds_read_b128 v[74:77], v65
	ds_read_b128 v[84:87], v65 offset:2048
	ds_read_b128 v[88:91], v65 offset:4096
	ds_read_b128 v[92:95], v65 offset:6144
	ds_read_b128 v[96:99], v67
	ds_read_b128 v[100:103], v67 offset:2048
	ds_read_b128 v[104:107], v67 offset:4096
	ds_read_b128 v[108:111], v67 offset:6144
	v_or_b32_e32 v69, v72, v80
	v_or_b32_e32 v70, v70, v80
	v_lshlrev_b32_e32 v69, 1, v69
	v_lshlrev_b32_e32 v70, 1, v70
	ds_read_b128 v[112:115], v69 offset:32768
	ds_read_b128 v[116:119], v69 offset:34816
	ds_read_b128 v[78:81], v70 offset:32768
	ds_read_b128 v[120:123], v70 offset:34816
	; sched_barrier mask(0x00000000)
	s_waitcnt vmcnt(8) lgkmcnt(0)
	s_barrier
	s_setprio 1
	v_mfma_f32_16x16x32_bf16 v[16:19], v[74:77], v[112:115], v[16:19]
	v_mfma_f32_16x16x32_bf16 v[20:23], v[74:77], v[116:119], v[20:23]
	v_mfma_f32_16x16x32_bf16 v[32:35], v[84:87], v[112:115], v[32:35]
	v_mfma_f32_16x16x32_bf16 v[36:39], v[84:87], v[116:119], v[36:39]
	v_mfma_f32_16x16x32_bf16 v[48:51], v[88:91], v[112:115], v[48:51]
	v_mfma_f32_16x16x32_bf16 v[52:55], v[88:91], v[116:119], v[52:55]
	v_mfma_f32_16x16x32_bf16 v[56:59], v[92:95], v[112:115], v[56:59]
	v_mfma_f32_16x16x32_bf16 v[60:63], v[92:95], v[116:119], v[60:63]
	v_mfma_f32_16x16x32_bf16 v[16:19], v[96:99], v[78:81], v[16:19]
	v_mfma_f32_16x16x32_bf16 v[20:23], v[96:99], v[120:123], v[20:23]
	v_mfma_f32_16x16x32_bf16 v[32:35], v[100:103], v[78:81], v[32:35]
	v_mfma_f32_16x16x32_bf16 v[36:39], v[100:103], v[120:123], v[36:39]
	v_mfma_f32_16x16x32_bf16 v[48:51], v[104:107], v[78:81], v[48:51]
	v_mfma_f32_16x16x32_bf16 v[52:55], v[104:107], v[120:123], v[52:55]
	v_mfma_f32_16x16x32_bf16 v[56:59], v[108:111], v[78:81], v[56:59]
	v_mfma_f32_16x16x32_bf16 v[60:63], v[108:111], v[120:123], v[60:63]
	s_setprio 0
	; sched_barrier mask(0x00000000)
	ds_read_b128 v[78:81], v69 offset:36864
	ds_read_b128 v[112:115], v69 offset:38912
	ds_read_b128 v[116:119], v70 offset:36864
	ds_read_b128 v[120:123], v70 offset:38912
	; sched_barrier mask(0x00000000)
	s_waitcnt vmcnt(2) lgkmcnt(0)
	s_barrier
	s_setprio 1
	v_mfma_f32_16x16x32_bf16 v[0:3], v[74:77], v[78:81], v[0:3]
	v_mfma_f32_16x16x32_bf16 v[4:7], v[74:77], v[112:115], v[4:7]
	v_mfma_f32_16x16x32_bf16 v[8:11], v[84:87], v[78:81], v[8:11]
	v_mfma_f32_16x16x32_bf16 v[12:15], v[84:87], v[112:115], v[12:15]
	v_mfma_f32_16x16x32_bf16 v[24:27], v[88:91], v[78:81], v[24:27]
	v_mfma_f32_16x16x32_bf16 v[28:31], v[88:91], v[112:115], v[28:31]
	v_mfma_f32_16x16x32_bf16 v[40:43], v[92:95], v[78:81], v[40:43]
	v_mfma_f32_16x16x32_bf16 v[44:47], v[92:95], v[112:115], v[44:47]
	v_mfma_f32_16x16x32_bf16 v[0:3], v[96:99], v[116:119], v[0:3]
	v_mfma_f32_16x16x32_bf16 v[4:7], v[96:99], v[120:123], v[4:7]
	v_mfma_f32_16x16x32_bf16 v[8:11], v[100:103], v[116:119], v[8:11]
	v_mfma_f32_16x16x32_bf16 v[12:15], v[100:103], v[120:123], v[12:15]
	v_mfma_f32_16x16x32_bf16 v[24:27], v[104:107], v[116:119], v[24:27]
	v_mfma_f32_16x16x32_bf16 v[28:31], v[104:107], v[120:123], v[28:31]
	v_mfma_f32_16x16x32_bf16 v[40:43], v[108:111], v[116:119], v[40:43]
	v_mfma_f32_16x16x32_bf16 v[44:47], v[108:111], v[120:123], v[44:47]
	s_setprio 0
	s_waitcnt vmcnt(0)
	s_barrier
	ds_read_b128 v[72:75], v65 offset:16384
	ds_read_b128 v[76:79], v65 offset:18432
	ds_read_b128 v[80:83], v65 offset:20480
	ds_read_b128 v[84:87], v65 offset:22528
	ds_read_b128 v[88:91], v67 offset:16384
	ds_read_b128 v[92:95], v67 offset:18432
	ds_read_b128 v[96:99], v67 offset:20480
	ds_read_b128 v[100:103], v67 offset:22528
	ds_read_b128 v[104:107], v69 offset:49152
	ds_read_b128 v[108:111], v69 offset:51200
	ds_read_b128 v[112:115], v69 offset:53248
	ds_read_b128 v[116:119], v69 offset:55296
	ds_read_b128 v[120:123], v70 offset:49152
	ds_read_b128 v[124:127], v70 offset:51200
	ds_read_b128 v[128:131], v70 offset:53248
	ds_read_b128 v[132:135], v70 offset:55296
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x32_bf16 v[16:19], v[72:75], v[104:107], v[16:19]
	v_lshl_or_b32 v64, v66, 2, v64
	v_mov_b32_e32 v65, s23
	v_or_b32_e32 v64, s22, v64
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x32_bf16 v[0:3], v[72:75], v[112:115], v[0:3]
	v_lshlrev_b64 v[64:65], 9, v[64:65]
	v_mov_b32_e32 v67, s1
	v_or_b32_e32 v66, s0, v68
	v_mfma_f32_16x16x32_bf16 v[20:23], v[72:75], v[108:111], v[20:23]
	v_lshl_add_u64 v[64:65], s[20:21], 0, v[64:65]
	s_mov_b64 s[0:1], 0x2000
	v_lshl_add_u64 v[64:65], v[66:67], 1, v[64:65]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x32_bf16 v[16:19], v[88:91], v[120:123], v[16:19]
	v_lshl_add_u64 v[66:67], v[64:65], 0, s[0:1]
	v_mfma_f32_16x16x32_bf16 v[4:7], v[72:75], v[116:119], v[4:7]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[0:3], v[88:91], v[128:131], v[0:3]
	s_nop 3
	v_cvt_pk_bf16_f32 v16, v16, s0
	global_store_short v[64:65], v16, off
	v_cvt_pk_bf16_f32 v16, v17, s0
	v_mfma_f32_16x16x32_bf16 v[20:23], v[88:91], v[124:127], v[20:23]
	global_store_short v[64:65], v16, off offset:512
	v_cvt_pk_bf16_f32 v16, v18, s0
	v_cvt_pk_bf16_f32 v0, v0, s0
	v_mfma_f32_16x16x32_bf16 v[32:35], v[76:79], v[104:107], v[32:35]
	global_store_short v[64:65], v16, off offset:1024
	v_cvt_pk_bf16_f32 v16, v19, s0
	global_store_short v[64:65], v0, off offset:64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[4:7], v[88:91], v[132:135], v[4:7]
	v_cvt_pk_bf16_f32 v0, v1, s0
	global_store_short v[64:65], v16, off offset:1536
	v_cvt_pk_bf16_f32 v16, v20, s0
	global_store_short v[64:65], v0, off offset:576
	v_cvt_pk_bf16_f32 v0, v2, s0
	global_store_short v[64:65], v16, off offset:32
	v_mfma_f32_16x16x32_bf16 v[16:19], v[92:95], v[120:123], v[32:35]
	global_store_short v[64:65], v0, off offset:1088
	v_cvt_pk_bf16_f32 v0, v3, s0
	global_store_short v[64:65], v0, off offset:1600
	v_cvt_pk_bf16_f32 v0, v4, s0
	v_cvt_pk_bf16_f32 v20, v21, s0
	global_store_short v[64:65], v0, off offset:96
	v_cvt_pk_bf16_f32 v0, v5, s0
	v_mfma_f32_16x16x32_bf16 v[36:39], v[76:79], v[108:111], v[36:39]
	global_store_short v[64:65], v20, off offset:544
	v_cvt_pk_bf16_f32 v20, v22, s0
	global_store_short v[64:65], v0, off offset:608
	v_mfma_f32_16x16x32_bf16 v[8:11], v[76:79], v[112:115], v[8:11]
	v_cvt_pk_bf16_f32 v0, v6, s0
	global_store_short v[64:65], v20, off offset:1056
	v_cvt_pk_bf16_f32 v20, v23, s0
	v_mfma_f32_16x16x32_bf16 v[12:15], v[76:79], v[116:119], v[12:15]
	global_store_short v[64:65], v0, off offset:1120
	v_cvt_pk_bf16_f32 v0, v7, s0
	v_cvt_pk_bf16_f32 v4, v16, s0
	s_movk_i32 s0, 0x2000
	global_store_short v[64:65], v20, off offset:1568
	v_add_co_u32_e32 v20, vcc, s0, v64
	v_mfma_f32_16x16x32_bf16 v[48:51], v[80:83], v[104:107], v[48:51]
	s_nop 0
	v_addc_co_u32_e32 v21, vcc, 0, v65, vcc
	global_store_short v[64:65], v0, off offset:1632
	v_mfma_f32_16x16x32_bf16 v[0:3], v[92:95], v[124:127], v[36:39]
	global_store_short v[20:21], v4, off
	v_cvt_pk_bf16_f32 v16, v18, s0
	global_store_short v[20:21], v16, off offset:1024
	v_mfma_f32_16x16x32_bf16 v[4:7], v[92:95], v[128:131], v[8:11]
	s_nop 2
	v_cvt_pk_bf16_f32 v8, v17, s0
	global_store_short v[20:21], v8, off offset:512
	v_mfma_f32_16x16x32_bf16 v[8:11], v[92:95], v[132:135], v[12:15]
	v_cvt_pk_bf16_f32 v0, v0, s0
	global_store_short v[66:67], v0, off offset:32
	v_cvt_pk_bf16_f32 v0, v1, s0
	v_cvt_pk_bf16_f32 v12, v19, s0
	v_mfma_f32_16x16x32_bf16 v[28:31], v[80:83], v[116:119], v[28:31]
	global_store_short v[20:21], v12, off offset:1536
	s_nop 1
	v_cvt_pk_bf16_f32 v8, v8, s0
	global_store_short v[66:67], v0, off offset:544
	v_mfma_f32_16x16x32_bf16 v[12:15], v[96:99], v[120:123], v[48:51]
	v_cvt_pk_bf16_f32 v0, v2, s0
	v_cvt_pk_bf16_f32 v4, v4, s0
	global_store_short v[66:67], v8, off offset:96
	v_mfma_f32_16x16x32_bf16 v[52:55], v[80:83], v[108:111], v[52:55]
	v_cvt_pk_bf16_f32 v8, v9, s0
	global_store_short v[66:67], v0, off offset:1056
	v_cvt_pk_bf16_f32 v0, v3, s0
	global_store_short v[66:67], v4, off offset:64
	v_cvt_pk_bf16_f32 v4, v5, s0
	global_store_short v[66:67], v8, off offset:608
	v_cvt_pk_bf16_f32 v8, v10, s0
	global_store_short v[66:67], v0, off offset:1568
	v_mfma_f32_16x16x32_bf16 v[0:3], v[96:99], v[132:135], v[28:31]
	global_store_short v[66:67], v4, off offset:576
	v_cvt_pk_bf16_f32 v4, v6, s0
	global_store_short v[66:67], v8, off offset:1120
	v_cvt_pk_bf16_f32 v28, v7, s0
	v_cvt_pk_bf16_f32 v8, v11, s0
	v_cvt_pk_bf16_f32 v10, v12, s0
	s_movk_i32 s0, 0x4000
	global_store_short v[66:67], v8, off offset:1632
	v_add_co_u32_e32 v8, vcc, s0, v64
	v_mfma_f32_16x16x32_bf16 v[24:27], v[80:83], v[112:115], v[24:27]
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, 0, v65, vcc
	global_store_short v[8:9], v10, off
	v_mfma_f32_16x16x32_bf16 v[16:19], v[96:99], v[124:127], v[52:55]
	v_cvt_pk_bf16_f32 v10, v13, s0
	global_store_short v[8:9], v10, off offset:512
	v_cvt_pk_bf16_f32 v10, v14, s0
	v_mfma_f32_16x16x32_bf16 v[56:59], v[84:87], v[104:107], v[56:59]
	global_store_short v[8:9], v10, off offset:1024
	v_cvt_pk_bf16_f32 v10, v15, s0
	global_store_short v[8:9], v10, off offset:1536
	v_mfma_f32_16x16x32_bf16 v[20:23], v[96:99], v[128:131], v[24:27]
	v_cvt_pk_bf16_f32 v10, v16, s0
	global_store_short v[8:9], v10, off offset:32
	v_cvt_pk_bf16_f32 v10, v17, s0
	global_store_short v[8:9], v10, off offset:544
	v_cvt_pk_bf16_f32 v10, v18, s0
	v_mfma_f32_16x16x32_bf16 v[24:27], v[100:103], v[120:123], v[56:59]
	global_store_short v[8:9], v10, off offset:1056
	v_cvt_pk_bf16_f32 v10, v19, s0
	global_store_short v[8:9], v10, off offset:1568
	v_cvt_pk_bf16_f32 v10, v20, s0
	v_cvt_pk_bf16_f32 v0, v0, s0
	v_mfma_f32_16x16x32_bf16 v[60:63], v[84:87], v[108:111], v[60:63]
	global_store_short v[8:9], v10, off offset:64
	v_cvt_pk_bf16_f32 v10, v21, s0
	global_store_short v[8:9], v0, off offset:96
	v_cvt_pk_bf16_f32 v0, v1, s0
	global_store_short v[8:9], v10, off offset:576
	v_cvt_pk_bf16_f32 v10, v22, s0
	global_store_short v[8:9], v0, off offset:608
	v_cvt_pk_bf16_f32 v0, v2, s0
	global_store_short v[8:9], v10, off offset:1088
	v_cvt_pk_bf16_f32 v10, v23, s0
	global_store_short v[8:9], v0, off offset:1120
	v_cvt_pk_bf16_f32 v0, v3, s0
	v_cvt_pk_bf16_f32 v2, v24, s0
	s_movk_i32 s0, 0x6000
	global_store_short v[8:9], v0, off offset:1632
	v_add_co_u32_e32 v0, vcc, s0, v64
	v_mfma_f32_16x16x32_bf16 v[40:43], v[84:87], v[112:115], v[40:43]
	global_store_short v[66:67], v4, off offset:1088
	v_addc_co_u32_e32 v1, vcc, 0, v65, vcc
	v_mfma_f32_16x16x32_bf16 v[4:7], v[100:103], v[124:127], v[60:63]
	global_store_short v[0:1], v2, off
	v_cvt_pk_bf16_f32 v2, v25, s0
	global_store_short v[0:1], v2, off offset:512
	v_cvt_pk_bf16_f32 v2, v26, s0
	global_store_short v[0:1], v2, off offset:1024
	v_cvt_pk_bf16_f32 v2, v27, s0
	v_mfma_f32_16x16x32_bf16 v[44:47], v[84:87], v[116:119], v[44:47]
	global_store_short v[66:67], v28, off offset:1600
	global_store_short v[0:1], v2, off offset:1536
	v_cvt_pk_bf16_f32 v2, v4, s0
	v_mfma_f32_16x16x32_bf16 v[28:31], v[100:103], v[128:131], v[40:43]
	global_store_short v[0:1], v2, off offset:32
	v_cvt_pk_bf16_f32 v2, v5, s0
	global_store_short v[0:1], v2, off offset:544
	v_cvt_pk_bf16_f32 v2, v6, s0
	global_store_short v[0:1], v2, off offset:1056
	v_cvt_pk_bf16_f32 v2, v7, s0
	v_mfma_f32_16x16x32_bf16 v[32:35], v[100:103], v[132:135], v[44:47]
	global_store_short v[0:1], v2, off offset:1568
	v_cvt_pk_bf16_f32 v2, v28, s0
	global_store_short v[0:1], v2, off offset:64
	v_cvt_pk_bf16_f32 v2, v29, s0
	global_store_short v[0:1], v2, off offset:576
	v_cvt_pk_bf16_f32 v2, v30, s0
	global_store_short v[0:1], v2, off offset:1088
	v_cvt_pk_bf16_f32 v2, v31, s0
	global_store_short v[0:1], v2, off offset:1600
	v_cvt_pk_bf16_f32 v2, v32, s0
	global_store_short v[0:1], v2, off offset:96
	v_cvt_pk_bf16_f32 v2, v33, s0
	global_store_short v[0:1], v2, off offset:608
	v_cvt_pk_bf16_f32 v2, v34, s0
	global_store_short v[0:1], v2, off offset:1120
	v_cvt_pk_bf16_f32 v2, v35, s0
	global_store_short v[8:9], v10, off offset:1600
	global_store_short v[0:1], v2, off offset:1632
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
		.amdhsa_group_segment_fixed_size 65536
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 169
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 148
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	gemm, .Lfunc_end0-gemm
                                        ; -- End function
	.set gemm.num_vgpr, 148
	.set gemm.num_agpr, 0
	.set gemm.numbered_sgpr, 26
	.set gemm.num_named_barrier, 0
	.set gemm.private_seg_size, 0
	.set gemm.uses_vcc, 1
	.set gemm.uses_flat_scratch, 0
	.set gemm.has_dyn_sized_stack, 0
	.set gemm.has_recursion, 0
	.set gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4284
; TotalNumSgprs: 32
; NumVgprs: 148
; NumAgprs: 0
; TotalNumVgprs: 148
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 65536 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 21
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 169
; AccumOffset: 148
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 36
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  generic
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  generic
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  generic
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 65536
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .name:           gemm
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     148
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
