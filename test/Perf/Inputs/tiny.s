; A small kernel for cdna4-perf's error tests: four waves, a loop of two
; independent MFMAs and a copy waited on at the end of the iteration.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.globl	tiny
	.type	tiny,@function
tiny:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_nop 0
.LBB0_1:
	buffer_load_dwordx4 v20, s[0:3], 0 offen lds
	v_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]
	v_mfma_f32_16x16x32_bf16 v[12:15], v[4:7], v[8:11], v[12:15]
	s_waitcnt vmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_1
	s_endpgm
.Lfunc_end0:
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .group_segment_fixed_size: 65536
    .max_flat_workgroup_size: 256
    .name:           tiny
    .vgpr_count:     24
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
...
	.end_amdgpu_metadata
