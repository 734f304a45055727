// Seed 000 (TileLang's CDNA4 interleave, 24% wrong results) listed four
// suspicions. One check prefix each, on the real flow (form-stages ->
// interleave) of the default kernel. KP and JH run on a kernel whose S2Rs
// and MFMAs are emitted in a random order (gen_level1.py --order shuffled)
// with an XOR-swizzled LDS layout, so neither an op's position nor an
// additive column offset tells its k-half or fragment: the pass must (and
// does) learn them from the evaluated index arithmetic of copies and reads.

// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2_shuffled.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='stages=4 wait-granularity=iteration' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=KP
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2_shuffled.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='stages=4 wait-granularity=iteration' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=JH
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='stages=4 wait-granularity=iteration' | FileCheck %s --check-prefix=PRO
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n2.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='stages=4 wait-granularity=iteration' | FileCheck %s --check-prefix=EPI
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n3.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='stages=4 wait-granularity=iteration' | FileCheck %s --check-prefix=PRO3
// RUN: cdna4-opt %S/../Inputs/level1_256x256x64_w8_n3.mlir --cdna4pipe-form-stages --cdna4pipe-interleave='stages=4 wait-granularity=iteration' | FileCheck %s --check-prefix=EPI3

// Suspicion 1, the kp split ("does local_id=0 really hold kp=0?"): every
// S2R and MFMA of stages 0 and 1 belongs to k-half 0 and every one of
// stages 2 and 3 to k-half 1, although the input interleaves them.

// KP: cdna4pipe.stage 0 priority 1 fence 0
// KP-NOT: cdna4pipe.
// KP: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh0")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh0")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh0")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh0")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh0")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh0")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh0")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh0")
// KP-NEXT: cdna4pipe.g2s
// KP-NEXT: cdna4pipe.g2s
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.yield
// KP: cdna4pipe.stage 1 priority 1 fence 0
// KP-NOT: cdna4pipe.
// KP: cdna4pipe.s2r {{.*}} loc("{{B_j[4-7]}}_kh0")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{B_j[4-7]}}_kh0")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{B_j[4-7]}}_kh0")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{B_j[4-7]}}_kh0")
// KP-NEXT: cdna4pipe.g2s
// KP-NEXT: cdna4pipe.g2s
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh0_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.yield
// KP: cdna4pipe.stage 2 priority 1 fence 0
// KP-NOT: cdna4pipe.
// KP: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh1")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh1")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh1")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh1")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh1")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh1")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh1")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{(A_i[0-3]|B_j[0-3])}}_kh1")
// KP-NEXT: cdna4pipe.g2s
// KP-NEXT: cdna4pipe.g2s
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[0-3]}}")
// KP-NEXT: cdna4pipe.yield
// KP: cdna4pipe.stage 3 priority 1 fence 0
// KP-NOT: cdna4pipe.
// KP: cdna4pipe.s2r {{.*}} loc("{{B_j[4-7]}}_kh1")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{B_j[4-7]}}_kh1")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{B_j[4-7]}}_kh1")
// KP-NEXT: cdna4pipe.s2r {{.*}} loc("{{B_j[4-7]}}_kh1")
// KP-NEXT: cdna4pipe.g2s
// KP-NEXT: cdna4pipe.g2s
// KP-NEXT: cdna4pipe.wait vmcnt(0) lgkmcnt(0)
// KP-NEXT: cdna4pipe.barrier
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.mfma {{.*}} loc("mfma_kh1_i{{[0-3]}}_j{{[4-7]}}")
// KP-NEXT: cdna4pipe.yield

// Suspicion 2, the j-half mapping ("does the MFMA j-half match the S2R
// j-half?"): stage 0 reads B fragments j0..j3 (k-half 0) and its 16 MFMAs
// multiply exactly those registers (same SSA values, so same stage); stage
// 1 reads j4..j7 and its MFMAs use them with stage 0's A registers.
// JH: cdna4pipe.stage 0 priority 1 fence 0
// JH-DAG: %[[A0:[0-9]+]] = cdna4pipe.s2r {{.*}} loc("A_i0_kh0")
// JH-DAG: %[[A1:[0-9]+]] = cdna4pipe.s2r {{.*}} loc("A_i1_kh0")
// JH-DAG: %[[A2:[0-9]+]] = cdna4pipe.s2r {{.*}} loc("A_i2_kh0")
// JH-DAG: %[[A3:[0-9]+]] = cdna4pipe.s2r {{.*}} loc("A_i3_kh0")
// JH-DAG: %[[B0:[0-9]+]] = cdna4pipe.s2r {{.*}} loc("B_j0_kh0")
// JH-DAG: %[[B1:[0-9]+]] = cdna4pipe.s2r {{.*}} loc("B_j1_kh0")
// JH-DAG: %[[B2:[0-9]+]] = cdna4pipe.s2r {{.*}} loc("B_j2_kh0")
// JH-DAG: %[[B3:[0-9]+]] = cdna4pipe.s2r {{.*}} loc("B_j3_kh0")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A0]] * %[[B0]] + %{{.*}} loc("mfma_kh0_i0_j0")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A0]] * %[[B1]] + %{{.*}} loc("mfma_kh0_i0_j1")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A0]] * %[[B2]] + %{{.*}} loc("mfma_kh0_i0_j2")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A0]] * %[[B3]] + %{{.*}} loc("mfma_kh0_i0_j3")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A1]] * %[[B0]] + %{{.*}} loc("mfma_kh0_i1_j0")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A1]] * %[[B1]] + %{{.*}} loc("mfma_kh0_i1_j1")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A1]] * %[[B2]] + %{{.*}} loc("mfma_kh0_i1_j2")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A1]] * %[[B3]] + %{{.*}} loc("mfma_kh0_i1_j3")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A2]] * %[[B0]] + %{{.*}} loc("mfma_kh0_i2_j0")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A2]] * %[[B1]] + %{{.*}} loc("mfma_kh0_i2_j1")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A2]] * %[[B2]] + %{{.*}} loc("mfma_kh0_i2_j2")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A2]] * %[[B3]] + %{{.*}} loc("mfma_kh0_i2_j3")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A3]] * %[[B0]] + %{{.*}} loc("mfma_kh0_i3_j0")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A3]] * %[[B1]] + %{{.*}} loc("mfma_kh0_i3_j1")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A3]] * %[[B2]] + %{{.*}} loc("mfma_kh0_i3_j2")
// JH-DAG: cdna4pipe.mfma 16x16x32 %[[A3]] * %[[B3]] + %{{.*}} loc("mfma_kh0_i3_j3")
// JH: cdna4pipe.stage 1 priority 1 fence 0
// JH-DAG: %[[B4:[0-9]+]] = cdna4pipe.s2r {{.*}} loc("B_j4_kh0")
// JH-DAG: %[[B5:[0-9]+]] = cdna4pipe.s2r {{.*}} loc("B_j5_kh0")
// JH-DAG: %[[B6:[0-9]+]] = cdna4pipe.s2r {{.*}} loc("B_j6_kh0")
// JH-DAG: %[[B7:[0-9]+]] = cdna4pipe.s2r {{.*}} loc("B_j7_kh0")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B4]] + %{{.*}} loc("mfma_kh0_i0_j4")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B5]] + %{{.*}} loc("mfma_kh0_i0_j5")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B6]] + %{{.*}} loc("mfma_kh0_i0_j6")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B7]] + %{{.*}} loc("mfma_kh0_i0_j7")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B4]] + %{{.*}} loc("mfma_kh0_i1_j4")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B5]] + %{{.*}} loc("mfma_kh0_i1_j5")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B6]] + %{{.*}} loc("mfma_kh0_i1_j6")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B7]] + %{{.*}} loc("mfma_kh0_i1_j7")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B4]] + %{{.*}} loc("mfma_kh0_i2_j4")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B5]] + %{{.*}} loc("mfma_kh0_i2_j5")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B6]] + %{{.*}} loc("mfma_kh0_i2_j6")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B7]] + %{{.*}} loc("mfma_kh0_i2_j7")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B4]] + %{{.*}} loc("mfma_kh0_i3_j4")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B5]] + %{{.*}} loc("mfma_kh0_i3_j5")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B6]] + %{{.*}} loc("mfma_kh0_i3_j6")
// JH-DAG: cdna4pipe.mfma 16x16x32 %{{[0-9]+}}#{{[0-9]+}} * %[[B7]] + %{{.*}} loc("mfma_kh0_i3_j7")
// JH: cdna4pipe.stage 2 priority 1 fence 0

// Suspicion 3, the prologue wait: the prologue's copies of tile 0 are
// retired (vmcnt(0): nothing else is in flight) and published by a barrier
// before the first iteration reads them. With 3 slots, tile 1's 8 copies
// may stay in flight: vmcnt(8), counted in instructions, not groups.
// PRO-COUNT-8: cdna4pipe.g2s
// PRO-NOT: cdna4pipe.
// PRO: cdna4pipe.wait vmcnt(0){{$}}
// PRO-NEXT: cdna4pipe.barrier
// PRO-NEXT: scf.for
// PRO3-COUNT-16: cdna4pipe.g2s
// PRO3-NOT: cdna4pipe.
// PRO3: cdna4pipe.wait vmcnt(8){{$}}
// PRO3-NEXT: cdna4pipe.barrier
// PRO3-NEXT: scf.for

// Suspicion 4, the epilogue: after the loop, the last tile (127) is read
// from its slot (127 mod 2 = 1) after a wait that retires every copy and a
// barrier; with 3 slots, tile 126 from slot 0 after vmcnt(8) (tile 127's 8
// copies still in flight), then tile 127 from slot 1 after vmcnt(0).
// EPI: cdna4pipe.stage 3
// EPI: scf.yield
// EPI-NEXT: }
// EPI-NEXT: cdna4pipe.wait vmcnt(0){{$}}
// EPI-NEXT: cdna4pipe.barrier
// EPI-NOT: cdna4pipe.s2r %{{.*}}[%c0,
// EPI-COUNT-24: cdna4pipe.s2r %{{arg[34]}}[%c1,
// EPI-NOT: cdna4pipe.s2r
// EPI: gpu.return
// EPI3: cdna4pipe.stage 3
// EPI3: scf.yield
// EPI3-NEXT: }
// EPI3-NEXT: cdna4pipe.wait vmcnt(8){{$}}
// EPI3-NEXT: cdna4pipe.barrier
// EPI3-NOT: cdna4pipe.s2r %{{.*}}[%c1,
// EPI3-COUNT-24: cdna4pipe.s2r %{{arg[34]}}[%c0,
// EPI3-NOT: cdna4pipe.s2r
// EPI3: cdna4pipe.wait vmcnt(0){{$}}
// EPI3-NEXT: cdna4pipe.barrier
// EPI3-NOT: cdna4pipe.s2r %{{.*}}[%c0,
// EPI3-COUNT-24: cdna4pipe.s2r %{{arg[34]}}[%c1,
// EPI3-NOT: cdna4pipe.s2r
// EPI3: gpu.return
