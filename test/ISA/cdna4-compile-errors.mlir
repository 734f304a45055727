// Bad flags and inputs: cdna4-compile says what is wrong and fails; it
// never crashes.
//
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 > %t.mlir
// RUN: not cdna4-compile %t.mlir --arch gfx942 --report 2>&1 | FileCheck %s --check-prefix=ARCH
// RUN: not cdna4-compile %t.mlir --arch gfx950 -o %t.obj 2>&1 | FileCheck %s --check-prefix=EXT
// RUN: mkdir -p %t.d
// RUN: not cdna4-compile %t.mlir --arch gfx950 -o %t.d/kernel 2>&1 | FileCheck %s --check-prefix=NOEXT
// RUN: not cdna4-compile %t.mlir --arch gfx950 2>&1 | FileCheck %s --check-prefix=NOOUT
// RUN: not cdna4-compile %t.mlir --arch gfx950 --num-stages 5 --report 2>&1 | FileCheck %s --check-prefix=STAGES5
// RUN: not cdna4-compile %t.mlir --arch gfx950 --num-stages 0 --report 2>&1 | FileCheck %s --check-prefix=STAGES0
// RUN: not cdna4-compile %t.mlir --arch gfx950 --interleave-stages 0 --report 2>&1 | FileCheck %s --check-prefix=IL0
// RUN: not cdna4-compile %t.mlir --arch gfx950 --copy-kind=vgpr --report 2>&1 | FileCheck %s --check-prefix=COPY
// RUN: not cdna4-compile %t.mlir --arch gfx950 --barrier=none --report 2>&1 | FileCheck %s --check-prefix=BARRIER
// RUN: not cdna4-compile %t.mlir --arch gfx950 --input-level=5 --report 2>&1 | FileCheck %s --check-prefix=LEVEL
// RUN: not cdna4-compile %t.mlir --arch gfx950 -O 4 --report 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not cdna4-compile %t.missing.mlir --arch gfx950 --report 2>&1 | FileCheck %s --check-prefix=MISSING
// A module without a kernel.
// RUN: not cdna4-compile %s --arch gfx950 --report 2>&1 | FileCheck %s --check-prefix=EMPTY
//
// Errors of the passes come with the location in the kernel file.
// The default 256x256x64 tile needs 192 KiB of LDS for 3 slots:
// RUN: cdna4-gemm-gen > %t.256.mlir
// RUN: not cdna4-compile %t.256.mlir --arch gfx950 --num-stages 3 --report 2>&1 | FileCheck %s --check-prefix=LDS
// 32 MFMAs per K-tile do not split into 3 equal stages: not an error, the
// interleave takes 2 and says so at the loop.
// RUN: cdna4-compile %t.mlir --arch gfx950 --interleave-stages 3 --report -o %t.split.s 2>&1 | FileCheck %s --check-prefix=SPLIT
//
// Flags that do not apply to the input's level are reported, not silently
// dropped.
// RUN: cdna4-compile %S/Inputs/level3-128x128x64-w4-s3.mlir --arch gfx950 --num-stages 2 --interleave-stages 2 --report 2>&1 | FileCheck %s --check-prefix=IGNORED

// ARCH: error: unsupported --arch 'gfx942' (gfx950 or sm_90a)
// EXT: error: unknown output extension '.obj' in '{{.*}}.obj' (use .s, .ll, .hsaco or .mlir)
// NOEXT: error: unknown output extension '' in '{{.*}}kernel'
// NOOUT: error: give -o OUT.{s,ll,hsaco,mlir} and/or --report
// STAGES5: error: --num-stages=5 is out of range (1 leaves the loop unpipelined; 2, 3 and 4 pipeline)
// STAGES0: error: --num-stages=0 is out of range
// IL0: error: --interleave-stages must be at least 1
// COPY: error: unknown --copy-kind 'vgpr' (buffer or global)
// BARRIER: error: unknown --barrier 'none' (bare or fenced)
// LEVEL: error: unknown --input-level '5' (auto, 0, 1, 2, 3 or 4)
// OPT: error: -O4 is out of range (0..3)
// MISSING: error: cannot open input file '{{.*}}missing.mlir'
// EMPTY: error: expected one gpu.module, found 0
// LDS: {{.*}}.256.mlir:{{[0-9]+}}:{{[0-9]+}}: error: cdna4pipe-software-pipeline: LDS footprint after 3x multi-buffering is 196608 bytes, over the 163840 bytes (160 KiB) of gfx950
// SPLIT: {{.*}}.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: cdna4pipe-interleave: cannot split the loop's 32 MFMAs {{.*}} into 3 stages of equal size; interleaved in 2 stages instead
// SPLIT: kernel gemm
// IGNORED: warning: --num-stages is ignored: the input is at level 3, already pipelined
// IGNORED: warning: --interleave-stages is ignored: the input is at level 3, already interleaved
// IGNORED: kernel gemm
// IGNORED: s_waitcnt vmcnt: 1 [vmcnt(8) lgkmcnt(0)]

module {
}
