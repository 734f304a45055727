// Issue 24: A stored K x M (C = A^T * B^T, or C = A^T * B with B K x N), as
// a front end writes it (frontend_gemm.py --a-km: register-staged 16-byte
// copies of K rows into a BK x BM LDS tile XOR-swizzled by k row, each MFMA
// A operand two amdgpu.transpose_load of 4 k rows) and as cdna4-gemm-gen
// --a-layout km writes it. The passes treat A's transposing reads as B's
// (an s2r transpose is a fragment of whichever MFMA source it feeds): the
// copies become LDS DMAs, the A reads ds_read_b64_tr_b16 (two per fragment),
// the full interleaved schedule with no vmcnt(0) in the loop and no scratch.
// All four layout combinations (A M x K / K x M, B N x K / K x N) pass
// cdna4-sim under every timing policy; the front end's kernels give the
// generator's report line for line.
//
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 256 --k 4096 --a-layout km -o %t.gen.mlir
// RUN: cdna4-compile %t.gen.mlir --arch gfx950 --schedule default --report -o %t.gen.s > %t.gen.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.gen.report
// RUN: FileCheck %s --check-prefix=ASM < %t.gen.s
// RUN: python3 %S/Inputs/frontend_gemm.py --a-km -k 4096 > %t.fe.mlir
// RUN: cdna4-compile %t.fe.mlir --arch gfx950 --schedule default --report -o %t.fe.s > %t.fe.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.fe.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.gen.report > %t.gen.cmp
// RUN: grep -vE "asm lines|gpr|modeled" %t.fe.report | diff %t.gen.cmp -
//
// Both operands transposed: 32 ds_read_b64_tr_b16, no ds_read_b128.
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 256 --k 4096 --a-layout km --b-layout kn -o %t.gen2.mlir
// RUN: cdna4-compile %t.gen2.mlir --arch gfx950 --schedule default --report -o %t.gen2.s > %t.gen2.report
// RUN: FileCheck %s --check-prefix=BOTH < %t.gen2.report
// RUN: python3 %S/Inputs/frontend_gemm.py --a-km --b-kn -k 4096 > %t.fe2.mlir
// RUN: cdna4-compile %t.fe2.mlir --arch gfx950 --schedule default --report -o %t.fe2.s > %t.fe2.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.gen2.report > %t.gen2.cmp
// RUN: grep -vE "asm lines|gpr|modeled" %t.fe2.report | diff %t.gen2.cmp -
//
// Both operands transposed and every other front-end form at once (LDS
// arena, i32 loop counting elements, affine index math, transfer ops,
// subviews of the workgroup's columns, subgroup / lane ids, batch, one
// vector<4x4x4xf32> accumulator): the generator's report.
// RUN: python3 %S/Inputs/frontend_gemm.py --a-km --b-kn --lds arena --loop i32 --math affine --copy transfer --subview --ids lane --batch 2 --acc one3d -k 4096 > %t.all.mlir
// RUN: cdna4-compile %t.all.mlir --arch gfx950 --schedule default --report -o %t.all.s > %t.all.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.all.report | diff %t.gen2.cmp -
// RUN: python3 %S/Inputs/frontend_gemm.py --a-km --b-kn --lds arena --loop i32 --math affine --copy transfer --subview --ids lane --batch 2 --acc one3d > %t.all.small.mlir
// RUN: cdna4-compile %t.all.small.mlir --arch gfx950 --schedule default -o %t.all.l4.mlir
// RUN: cdna4-sim %t.all.l4.mlir --gemm 256,256,256 --tile 128x128x64 --a-layout km --b-layout kn --batch 2 --policy all | FileCheck %s --check-prefix=SIMALL
//
// cdna4-sim, every timing policy: the generator's kernels with A K x M
// (the attribute says the layouts; A M x K with B K x N or N x K:
// b-layout-kn.mlir and every other GEMM test) ...
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 512 --k 512 --a-layout km -o %t.s1.mlir
// RUN: cdna4-compile %t.s1.mlir --arch gfx950 --schedule default -o %t.s1.l4.mlir
// RUN: cdna4-sim %t.s1.l4.mlir --gemm 256,512,512 --policy all | FileCheck %s --check-prefix=SIMKM
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 512 --k 512 --a-layout km --b-layout kn -o %t.s2.mlir
// RUN: cdna4-compile %t.s2.mlir --arch gfx950 --schedule default -o %t.s2.l4.mlir
// RUN: cdna4-sim %t.s2.l4.mlir --gemm 256,512,512 --policy all | FileCheck %s --check-prefix=SIMKMKN
// ... and the front end's (no attribute: the options say the layouts).
// RUN: python3 %S/Inputs/frontend_gemm.py --a-km > %t.fe.small.mlir
// RUN: cdna4-compile %t.fe.small.mlir --arch gfx950 --schedule default -o %t.fe.l4.mlir
// RUN: cdna4-sim %t.fe.l4.mlir --gemm 256,256,256 --tile 128x128x64 --a-layout km --policy all | FileCheck %s --check-prefix=SIMFE
// RUN: python3 %S/Inputs/frontend_gemm.py --a-km --b-kn > %t.fe2.small.mlir
// RUN: cdna4-compile %t.fe2.small.mlir --arch gfx950 --schedule default -o %t.fe2.l4.mlir
// RUN: cdna4-sim %t.fe2.l4.mlir --gemm 256,256,256 --tile 128x128x64 --a-layout km --b-layout kn --policy all | FileCheck %s --check-prefix=SIMFE2
// The same kernel checked as A M x K fails: the harness's A layout is what
// is checked.
// RUN: not cdna4-sim %t.fe.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy issue/rr | FileCheck %s --check-prefix=WRONG
// RUN: not cdna4-sim %t.fe.l4.mlir --gemm 256,256,256 --tile 128x128x64 --a-layout mn 2>&1 | FileCheck %s --check-prefix=BADOPT
// Planted: the A reads as plain 8-byte vector.load (no transpose). The
// interleave sees the MFMA sources hold different k and leaves the loop
// alone; cdna4-sim fails it.
// RUN: sed -e 's/amdgpu.transpose_load \(%%As\[[^]]*\]\) : \(memref<[^>]*>>\) -> vector<4xbf16>/vector.load \1 : \2, vector<4xbf16>/' %t.fe.small.mlir > %t.planted.mlir
// RUN: cdna4-compile %t.planted.mlir --arch gfx950 --schedule default -o %t.planted.l4.mlir 2>&1 | FileCheck %s --check-prefix=PLANTED
// RUN: not cdna4-sim %t.planted.l4.mlir --gemm 256,256,256 --tile 128x128x64 --a-layout km --policy issue/rr | FileCheck %s --check-prefix=PLANTEDSIM

// REPORT: kernel gemm
// REPORT-NEXT: main loop .LBB0_{{[0-9]+}} ({{.*}}, 1 loop(s) in kernel)
// REPORT-NEXT: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT-NEXT: ds_read: 24 (ds_read_b128: 8, ds_read_b64_tr_b16: 16)
// REPORT-NEXT: ds_write: 0
// REPORT: s_waitcnt vmcnt: 3 [vmcnt(10) lgkmcnt(0), vmcnt(10) lgkmcnt(0), vmcnt(10) lgkmcnt(0)]
// REPORT-NEXT: waits in order: vmcnt(10) lgkmcnt(0); vmcnt(10) lgkmcnt(0); lgkmcnt(1); lgkmcnt(0); vmcnt(10) lgkmcnt(0)
// REPORT-NEXT: s_barrier: 3
// REPORT: copy windows (mfma): 40 40 48 48 40 40 48 48 (min 40, mean 44.0)
// REPORT: scratch bytes: 0
// REPORT-NEXT: lds bytes: 65536
// REPORT: schedule: default, 4 interleave stages (given)
// ASM: ds_read_b64_tr_b16
// ASM-NOT: malloc
// BOTH: ds_read: 32 (ds_read_b64_tr_b16: 32)
// BOTH: s_waitcnt vmcnt: 2 [vmcnt(10) lgkmcnt(0), vmcnt(10) lgkmcnt(0)]
// BOTH: copy windows (mfma): 40 40 48 48 40 40 48 48 (min 40, mean 44.0)
// BOTH: scratch bytes: 0
// SIMKM: PASS: gemm 256x512x512 tile 128x128x64 bf16->bf16, A K x M, 9 policies, 0 race(s)
// SIMKMKN: PASS: gemm 256x512x512 tile 128x128x64 bf16->bf16, A K x M, B K x N, 9 policies, 0 race(s)
// SIMFE: PASS: gemm 256x256x256 tile 128x128x64 bf16->bf16, A K x M, 9 policies, 0 race(s)
// SIMFE2: PASS: gemm 256x256x256 tile 128x128x64 bf16->bf16, A K x M, B K x N, 9 policies, 0 race(s)
// SIMALL: PASS: gemm 256x256x256 tile 128x128x64 bf16->bf16, A K x M, B K x N, matrix 1 of 2, 9 policies, 0 race(s)
// WRONG: FAIL: gemm 256x256x256 tile 128x128x64 bf16->bf16, 1 policy, 0 race(s)
// BADOPT: unsupported A layout 'mn' (mk or km)
// PLANTED: remark: cdna4pipe-interleave: loop left untouched: the MFMA sources hold different k in thread 0 element 0
// PLANTEDSIM: FAIL: gemm 256x256x256 tile 128x128x64 bf16->bf16, A K x M, 1 policy, 0 race(s)
