// A wait counts at most 62 copies: vmcnt's largest value, 63, is s_waitcnt's
// "not waited on" encoding. One wave copying 32 chunks per K-tile with 4
// slots may keep 2 tiles (64 copies) in flight; the pipeliner waits for 62.
// RUN: cdna4-gemm-gen --tile 128x128x64 --waves 1 --m 128 --n 128 --k 512 \
// RUN:   | cdna4-opt --cdna4pipe-software-pipeline=num-stages=4 \
// RUN:   | FileCheck %s --check-prefix=PIPE
// PIPE:      scf.for
// PIPE:        amdgpu.memory_counter_wait load(62)
// PIPE:      amdgpu.memory_counter_wait load(62)
// PIPE-NEXT: rocdl.s.barrier
// PIPE:      amdgpu.memory_counter_wait load(32)
// PIPE:      amdgpu.memory_counter_wait load(0)
// PIPE-NOT:  load(6{{[3-9]}})
//
// The interleave's per-stage waits (8 stages, copies issued up front): the
// B fragment read by stage 1 was copied 77 copies before stage 0's wait. It
// waits for 62 (it used to write vmcnt(63), which waits on nothing: found
// by tools/fuzz's pipeline harness, whose input is replayed as
// tools/fuzz/regressions/pipeline/vmcnt-63-waits-on-nothing); the verifier
// proves the result.
// RUN: cdna4-gemm-gen --tile 128x64x64 --waves 1 --m 128 --n 64 --k 704 \
// RUN:     --swizzle none --c-dtype f32 \
// RUN:   | cdna4-opt --cdna4pipe-software-pipeline=num-stages=4 \
// RUN:     --cdna4pipe-form-stages \
// RUN:     --cdna4pipe-interleave="stages=8 g2s-policy=front" \
// RUN:   | FileCheck %s --check-prefix=INTER
// INTER:      cdna4pipe.wait vmcnt(54)
// INTER:      scf.for
// INTER:        cdna4pipe.stage 0
// INTER-COUNT-24: cdna4pipe.g2s
// INTER-NEXT:     cdna4pipe.wait vmcnt(62)
// INTER-NEXT:     cdna4pipe.barrier
// INTER:        cdna4pipe.stage 7
// INTER:          cdna4pipe.wait vmcnt(54) lgkmcnt(0)
// INTER-NOT:  vmcnt(63)
