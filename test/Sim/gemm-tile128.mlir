// A 128x128x64 tile with 4 waves (2x2, wave tile 64x64, 4x4 fragments) and a
// 256x256x64 tile with 8 waves, written by bench/tile_kernel.py, pass under
// every policy.
// RUN: python3 %cdna4pipe_src/bench/tile_kernel.py 256 256 256 128 128 2 2 > %t.128.mlir
// RUN: cdna4-sim %t.128.mlir --gemm 256,256,256 --policy all --blocks 2 | FileCheck %s --check-prefix=T128
// RUN: python3 %cdna4pipe_src/bench/tile_kernel.py 512 256 128 256 256 4 2 > %t.256.mlir
// RUN: cdna4-sim %t.256.mlir --gemm 512,256,128 --policy lazy/random,random/ahead --blocks 0:1 | FileCheck %s --check-prefix=T256

// T128-COUNT-9: policy {{[a-z]+}}/{{[a-z]+}}: 2 workgroup(s) of 2x2, {{.*}} 0 element(s) out of tolerance, 0 race(s): PASS
// T128: PASS: gemm 256x256x256 tile 128x128x64 bf16->bf16, 9 policies, 0 race(s)
// T256: policy lazy/random: 1 workgroup(s) of 1x2, {{.*}} 0 race(s): PASS
// T256: policy random/ahead: 1 workgroup(s) of 1x2, {{.*}} 0 race(s): PASS
// T256: PASS: gemm 512x256x128 tile 256x256x64
