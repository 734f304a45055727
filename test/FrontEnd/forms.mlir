// Issue 24, item 4: the forms cdna4pipe-normalize brings to the one the
// flow matches, each written the way a front end writes it, one change
// from the plain register-staged kernel at a time and all at once:
// affine.apply index math, vector.transfer_read/write copies and LDS reads,
// copies from a memref.subview of the workgroup's rows, gpu.subgroup_id /
// gpu.lane_id, one vector<16x4xf32> accumulator for the 16 MFMA tiles.
// Each gets the generator's schedule (copy windows, waits) and passes
// cdna4-sim under every timing policy.
//
// The generator's kernel of the same GEMM, for the report diff.
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 256 --k 4096 -o %t.gen.mlir
// RUN: cdna4-compile %t.gen.mlir --arch gfx950 --schedule default --report | grep -vE "asm lines|gpr|modeled" > %t.gen.report
//
// affine: python3 frontend_gemm.py --math affine
// RUN: python3 %S/Inputs/frontend_gemm.py --math affine -k 4096 > %t.affine.mlir
// RUN: cdna4-compile %t.affine.mlir --arch gfx950 --schedule default --report -o %t.affine.s > %t.affine.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.affine.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.affine.report | diff %t.gen.report -
// RUN: not grep -w malloc %t.affine.s
// RUN: python3 %S/Inputs/frontend_gemm.py --math affine > %t.affine.small.mlir
// RUN: cdna4-compile %t.affine.small.mlir --arch gfx950 --schedule default -o %t.affine.l4.mlir
// RUN: cdna4-sim %t.affine.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
//
// transfer: python3 frontend_gemm.py --copy transfer
// RUN: python3 %S/Inputs/frontend_gemm.py --copy transfer -k 4096 > %t.transfer.mlir
// RUN: cdna4-compile %t.transfer.mlir --arch gfx950 --schedule default --report -o %t.transfer.s > %t.transfer.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.transfer.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.transfer.report | diff %t.gen.report -
// RUN: not grep -w malloc %t.transfer.s
// RUN: python3 %S/Inputs/frontend_gemm.py --copy transfer > %t.transfer.small.mlir
// RUN: cdna4-compile %t.transfer.small.mlir --arch gfx950 --schedule default -o %t.transfer.l4.mlir
// RUN: cdna4-sim %t.transfer.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
//
// subview: python3 frontend_gemm.py --subview
// RUN: python3 %S/Inputs/frontend_gemm.py --subview -k 4096 > %t.subview.mlir
// RUN: cdna4-compile %t.subview.mlir --arch gfx950 --schedule default --report -o %t.subview.s > %t.subview.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.subview.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.subview.report | diff %t.gen.report -
// RUN: not grep -w malloc %t.subview.s
// RUN: python3 %S/Inputs/frontend_gemm.py --subview > %t.subview.small.mlir
// RUN: cdna4-compile %t.subview.small.mlir --arch gfx950 --schedule default -o %t.subview.l4.mlir
// RUN: cdna4-sim %t.subview.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
//
// lane: python3 frontend_gemm.py --ids lane
// RUN: python3 %S/Inputs/frontend_gemm.py --ids lane -k 4096 > %t.lane.mlir
// RUN: cdna4-compile %t.lane.mlir --arch gfx950 --schedule default --report -o %t.lane.s > %t.lane.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.lane.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.lane.report | diff %t.gen.report -
// RUN: not grep -w malloc %t.lane.s
// RUN: python3 %S/Inputs/frontend_gemm.py --ids lane > %t.lane.small.mlir
// RUN: cdna4-compile %t.lane.small.mlir --arch gfx950 --schedule default -o %t.lane.l4.mlir
// RUN: cdna4-sim %t.lane.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
//
// oneacc: python3 frontend_gemm.py --acc one
// RUN: python3 %S/Inputs/frontend_gemm.py --acc one -k 4096 > %t.oneacc.mlir
// RUN: cdna4-compile %t.oneacc.mlir --arch gfx950 --schedule default --report -o %t.oneacc.s > %t.oneacc.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.oneacc.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.oneacc.report | diff %t.gen.report -
// RUN: not grep -w malloc %t.oneacc.s
// RUN: python3 %S/Inputs/frontend_gemm.py --acc one > %t.oneacc.small.mlir
// RUN: cdna4-compile %t.oneacc.small.mlir --arch gfx950 --schedule default -o %t.oneacc.l4.mlir
// RUN: cdna4-sim %t.oneacc.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
//
// all: python3 frontend_gemm.py --lds arena --loop i32 --math affine --copy transfer --subview --ids lane --batch 2 --acc one
// RUN: python3 %S/Inputs/frontend_gemm.py --lds arena --loop i32 --math affine --copy transfer --subview --ids lane --batch 2 --acc one -k 4096 > %t.all.mlir
// RUN: cdna4-compile %t.all.mlir --arch gfx950 --schedule default --report -o %t.all.s > %t.all.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.all.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.all.report | diff %t.gen.report -
// RUN: not grep -w malloc %t.all.s
// RUN: python3 %S/Inputs/frontend_gemm.py --lds arena --loop i32 --math affine --copy transfer --subview --ids lane --batch 2 --acc one > %t.all.small.mlir
// RUN: cdna4-compile %t.all.small.mlir --arch gfx950 --schedule default -o %t.all.l4.mlir
// RUN: cdna4-sim %t.all.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM

// REPORT: kernel gemm
// REPORT-NEXT: main loop .LBB0_{{[0-9]+}} ({{.*}}, 1 loop(s) in kernel)
// REPORT-NEXT: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT-NEXT: ds_read: 16 (ds_read_b128: 16)
// REPORT-NEXT: ds_write: 0
// REPORT: s_waitcnt vmcnt: 3 [vmcnt(10) lgkmcnt(0), vmcnt(12) lgkmcnt(0), vmcnt(12) lgkmcnt(0)]
// REPORT-NEXT: waits in order: vmcnt(10) lgkmcnt(0); vmcnt(12) lgkmcnt(0); lgkmcnt(0); vmcnt(12) lgkmcnt(0)
// REPORT-NEXT: s_barrier: 4
// REPORT: copy windows (mfma): 48 48 48 48 48 48 48 48 (min 48, mean 48.0)
// REPORT: scratch bytes: 0
// REPORT-NEXT: lds bytes: 65536

// SIM: PASS: gemm 256x256x256 tile 128x128x64 bf16->bf16, 9 policies, 0 race(s)
