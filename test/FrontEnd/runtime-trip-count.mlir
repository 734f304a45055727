// A K loop whose trip count is only known at run time (here (block_id z + 1)
// * K/64, block_id z = 0 at launch, as a causal bound computed from the
// workgroup id would be): the pipeliner versions it on the trip count and
// the pipelined branch gets the schedule of the static loop: the same waits,
// copy windows and MFMAs in the --report (static K = 4096 vs run-time K =
// 4096). The simulator runs both branches: 4 K-tiles (pipelined: T >= 3 for
// 2 stages) and 2 K-tiles (the loop as written).

// RUN: python3 %S/Inputs/frontend_gemm.py -k 4096 > %t.static.mlir
// RUN: sed -e 's/^\(      %%tid = gpu.thread_id x\)$/\1\n      %%bz = gpu.block_id z\n      %%bz1 = arith.addi %%bz, %%c1 : index\n      %%dyn = arith.muli %%bz1, %%c64 : index/' -e 's/scf.for %%kk = %%c0 to %%c64 step/scf.for %%kk = %%c0 to %%dyn step/' %t.static.mlir > %t.dyn.mlir
// RUN: cdna4-compile %t.static.mlir --arch gfx950 --schedule default --report -o %t.static.s 2>&1 | FileCheck %s
// RUN: cdna4-compile %t.dyn.mlir --arch gfx950 --schedule default --report -o %t.dyn.s 2>&1 | FileCheck %s
// CHECK: main loop .LBB0_{{[0-9]+}}
// CHECK-NEXT: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// CHECK-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// CHECK-NEXT: ds_read: 16 (ds_read_b128: 16)
// CHECK-NEXT: ds_write: 0
// CHECK-NEXT: s_waitcnt: 4
// CHECK-NEXT: s_waitcnt vmcnt: 3 [vmcnt(10) lgkmcnt(0), vmcnt(12) lgkmcnt(0), vmcnt(12) lgkmcnt(0)]
// CHECK-NEXT: waits in order: vmcnt(10) lgkmcnt(0); vmcnt(12) lgkmcnt(0); lgkmcnt(0); vmcnt(12) lgkmcnt(0)
// CHECK-NEXT: s_barrier: 4
// CHECK: copy windows (mfma): 48 48 48 48 48 48 48 48 (min 48, mean 48.0)
// CHECK: scratch bytes: 0

// RUN: python3 %S/Inputs/frontend_gemm.py -k 256 > %t.k256.mlir
// RUN: sed -e 's/^\(      %%tid = gpu.thread_id x\)$/\1\n      %%bz = gpu.block_id z\n      %%bz1 = arith.addi %%bz, %%c1 : index\n      %%dyn = arith.muli %%bz1, %%c4 : index/' -e 's/scf.for %%kk = %%c0 to %%c4 step/scf.for %%kk = %%c0 to %%dyn step/' %t.k256.mlir > %t.k256.dyn.mlir
// RUN: cdna4-compile %t.k256.dyn.mlir --arch gfx950 --schedule default -o %t.k256.l4.mlir
// RUN: cdna4-sim %t.k256.l4.mlir --gemm 256,256,256 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
// RUN: python3 %S/Inputs/frontend_gemm.py -k 128 > %t.k128.mlir
// RUN: sed -e 's/^\(      %%tid = gpu.thread_id x\)$/\1\n      %%bz = gpu.block_id z\n      %%bz1 = arith.addi %%bz, %%c1 : index\n      %%dyn = arith.muli %%bz1, %%c2 : index/' -e 's/scf.for %%kk = %%c0 to %%c2 step/scf.for %%kk = %%c0 to %%dyn step/' %t.k128.mlir > %t.k128.dyn.mlir
// RUN: cdna4-compile %t.k128.dyn.mlir --arch gfx950 --schedule default -o %t.k128.l4.mlir
// RUN: cdna4-sim %t.k128.l4.mlir --gemm 256,256,128 --tile 128x128x64 --policy all | FileCheck %s --check-prefix=SIM
// SIM: PASS: gemm {{.*}} 9 policies, 0 race(s)
