// Issue 24, edges as a front end writes them: M, N, K not multiples of the
// tile, each copy a vector.maskedload with a zero pad and the mask Triton
// writes ((row < M) & (offs_k < K - k0); for an operand stored K x N or
// K x M, (k_row < K - k0) & (col + lane < N)), or an out-of-bounds
// vector.transfer_read masked by row (--copy transfer), and each C store in
// scf.if (row < M && col < N) or a one-element vector.maskedstore.
// cdna4pipe-lds-dma proves each mask an in-bounds predicate of its load and
// turns the copy into an LDS DMA whose out-of-range lanes read past the
// buffer's num_records (zeros); cdna4pipe-normalize turns the guarded C
// stores into buffer stores sent past the end where the guard is false.
// The result is cdna4-gemm-gen's edges kernel: the same copy windows and
// waits in --report, for every operand layout, and cdna4-sim passes the
// partial tiles under every timing policy.
//
// RUN: python3 %S/Inputs/frontend_gemm.py --edges -m 257 -n 129 -k 200 > %t.fe.mlir
// RUN: cdna4-opt %t.fe.mlir --pass-pipeline='builtin.module(gpu.module(cdna4pipe-normalize,cdna4pipe-lds-dma))' | FileCheck %s --check-prefix=DMA
// DMA: gpu.func @gemm(%[[A:.*]]: memref<257x200xbf16>, %[[B:.*]]: memref<129x200xbf16>, %[[C:.*]]: memref<257x129xbf16>)
// DMA-DAG: %[[FA:.*]] = amdgpu.fat_raw_buffer_cast %[[A]] : memref<257x200xbf16> to memref<257x200xbf16, #amdgpu.address_space<fat_raw_buffer>>
// DMA-DAG: %[[FC:.*]] = amdgpu.fat_raw_buffer_cast %[[C]] : memref<257x129xbf16> to memref<257x129xbf16, #amdgpu.address_space<fat_raw_buffer>>
// The row's bound is loop-invariant (hoisted), the K bound is not.
// DMA: %[[RIN:.*]] = arith.cmpi ult, %[[ROW:.*]], %c257{{.*}} : index
// DMA: scf.for
// DMA-NOT: vector.maskedload
// DMA: %[[COL:.*]] = arith.addi
// DMA-NEXT: %[[KIN:.*]] = arith.cmpi ult, %[[COL]], %c200{{.*}} : index
// DMA-NEXT: %[[IN:.*]] = arith.andi %[[RIN]], %[[KIN]] : i1
// DMA-NEXT: %[[R:.*]] = arith.select %[[IN]], %[[ROW]], %c257{{.*}} : index
// DMA-NEXT: amdgpu.gather_to_lds %[[FA]][%[[R]], %[[COL]]]
// DMA-COUNT-7: amdgpu.gather_to_lds
// DMA-NOT: vector.maskedload
// DMA-NOT: scf.if
// DMA: memref.store %{{.*}}, %[[FC]][
// DMA-NOT: scf.if
//
// Copy windows and waits: the generator's edges kernel, line for line.
// RUN: cdna4-gemm-gen --m 257 --n 129 --k 4040 --tile 128x128x64 --waves 4 -o %t.gen.mlir
// RUN: cdna4-compile %t.gen.mlir --arch gfx950 --schedule default --report -o %t.gen.s > %t.gen.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.gen.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.gen.report > %t.gen.cmp
// RUN: python3 %S/Inputs/frontend_gemm.py --edges -m 257 -n 129 -k 4040 > %t.fe.big.mlir
// RUN: cdna4-compile %t.fe.big.mlir --arch gfx950 --schedule default --report -o %t.fe.big.s > %t.fe.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.fe.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.fe.report | diff %t.gen.cmp -
// REPORT: kernel gemm
// REPORT-NEXT: main loop .LBB0_{{[0-9]+}} ({{.*}}, 1 loop(s) in kernel)
// REPORT-NEXT: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT-NEXT: ds_read: 16 (ds_read_b128: 16)
// REPORT-NEXT: ds_write: 0
// REPORT: waits in order: vmcnt(10) lgkmcnt(0); vmcnt(12) lgkmcnt(0); lgkmcnt(0); vmcnt(12) lgkmcnt(0)
// REPORT: copy windows (mfma): 48 48 48 48 48 48 48 48 (min 48, mean 48.0)
// REPORT: scratch bytes: 0
// The upstream transfer form and the masked C stores: the same report.
// RUN: python3 %S/Inputs/frontend_gemm.py --edges --copy transfer --store masked -m 257 -n 129 -k 4040 > %t.tr.mlir
// RUN: cdna4-compile %t.tr.mlir --arch gfx950 --schedule default --report -o %t.tr.s > %t.tr.report
// RUN: grep -vE "asm lines|gpr|modeled" %t.tr.report | diff %t.gen.cmp -
//
// B stored K x N, A stored K x M, both, and both with every other front-end
// form at once: each the generator's edges kernel of that layout.
// RUN: cdna4-gemm-gen --m 257 --n 136 --k 4040 --tile 128x128x64 --waves 4 --b-layout kn -o %t.gkn.mlir
// RUN: cdna4-compile %t.gkn.mlir --arch gfx950 --schedule default --report -o %t.gkn.s | grep -vE "asm lines|gpr|modeled" > %t.gkn.cmp
// RUN: python3 %S/Inputs/frontend_gemm.py --edges --b-kn -m 257 -n 136 -k 4040 > %t.kn.mlir
// RUN: cdna4-compile %t.kn.mlir --arch gfx950 --schedule default --report -o %t.kn.s | grep -vE "asm lines|gpr|modeled" | diff %t.gkn.cmp -
// RUN: cdna4-gemm-gen --m 264 --n 129 --k 4040 --tile 128x128x64 --waves 4 --a-layout km -o %t.gkm.mlir
// RUN: cdna4-compile %t.gkm.mlir --arch gfx950 --schedule default --report -o %t.gkm.s | grep -vE "asm lines|gpr|modeled" > %t.gkm.cmp
// RUN: python3 %S/Inputs/frontend_gemm.py --edges --a-km -m 264 -n 129 -k 4040 > %t.km.mlir
// RUN: cdna4-compile %t.km.mlir --arch gfx950 --schedule default --report -o %t.km.s | grep -vE "asm lines|gpr|modeled" | diff %t.gkm.cmp -
// RUN: cdna4-gemm-gen --m 264 --n 136 --k 4040 --tile 128x128x64 --waves 4 --a-layout km --b-layout kn -o %t.g2.mlir
// RUN: cdna4-compile %t.g2.mlir --arch gfx950 --schedule default --report -o %t.g2.s | grep -vE "asm lines|gpr|modeled" > %t.g2.cmp
// RUN: python3 %S/Inputs/frontend_gemm.py --edges --a-km --b-kn -m 264 -n 136 -k 4040 > %t.both.mlir
// RUN: cdna4-compile %t.both.mlir --arch gfx950 --schedule default --report -o %t.both.s | grep -vE "asm lines|gpr|modeled" | diff %t.g2.cmp -
// RUN: python3 %S/Inputs/frontend_gemm.py --edges --a-km --b-kn --lds arena --loop i32 --math affine --copy transfer --ids lane --batch 2 --acc one3d --store masked -m 264 -n 136 -k 4040 > %t.all.mlir
// RUN: cdna4-compile %t.all.mlir --arch gfx950 --schedule default --report -o %t.all.s | grep -vE "asm lines|gpr|modeled" | diff %t.g2.cmp -
//
// cdna4-sim, every timing policy, every workgroup (partial tiles in M, N
// and a K tail of 8 elements): each layout, each copy and store form.
// RUN: cdna4-compile %t.fe.mlir --arch gfx950 --schedule default -o %t.fe.l4.mlir
// RUN: cdna4-sim %t.fe.l4.mlir --gemm 257,129,200 --tile 128x128x64 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// SIM: PASS: gemm 257x129x200 tile 128x128x64 bf16->bf16, 9 policies, 0 race(s)
// RUN: python3 %S/Inputs/frontend_gemm.py --edges --copy transfer --store masked -m 257 -n 129 -k 200 > %t.trs.mlir
// RUN: cdna4-compile %t.trs.mlir --arch gfx950 --schedule default -o %t.trs.l4.mlir
// RUN: cdna4-sim %t.trs.l4.mlir --gemm 257,129,200 --tile 128x128x64 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// RUN: python3 %S/Inputs/frontend_gemm.py --edges --b-kn -m 257 -n 136 -k 200 > %t.kns.mlir
// RUN: cdna4-compile %t.kns.mlir --arch gfx950 --schedule default -o %t.kns.l4.mlir
// RUN: cdna4-sim %t.kns.l4.mlir --gemm 257,136,200 --tile 128x128x64 --b-layout kn --blocks all --policy all | FileCheck %s --check-prefix=SIMKN
// SIMKN: PASS: gemm 257x136x200 tile 128x128x64 bf16->bf16, B K x N, 9 policies, 0 race(s)
// RUN: python3 %S/Inputs/frontend_gemm.py --edges --a-km -m 264 -n 129 -k 200 > %t.kms.mlir
// RUN: cdna4-compile %t.kms.mlir --arch gfx950 --schedule default -o %t.kms.l4.mlir
// RUN: cdna4-sim %t.kms.l4.mlir --gemm 264,129,200 --tile 128x128x64 --a-layout km --blocks all --policy all | FileCheck %s --check-prefix=SIMKM
// SIMKM: PASS: gemm 264x129x200 tile 128x128x64 bf16->bf16, A K x M, 9 policies, 0 race(s)
// RUN: python3 %S/Inputs/frontend_gemm.py --edges --a-km --b-kn --lds arena --loop i32 --math affine --copy transfer --ids lane --batch 2 --acc one3d --store masked -m 264 -n 136 -k 200 > %t.alls.mlir
// RUN: cdna4-compile %t.alls.mlir --arch gfx950 --schedule default -o %t.alls.l4.mlir
// RUN: cdna4-sim %t.alls.l4.mlir --gemm 264,136,200 --tile 128x128x64 --a-layout km --b-layout kn --batch 2 --blocks all --policy all | FileCheck %s --check-prefix=SIMALL
// SIMALL: PASS: gemm 264x136x200 tile 128x128x64 bf16->bf16, A K x M, B K x N, matrix 1 of 2, 9 policies, 0 race(s)
//
// Planted: the K masks shifted by one chunk (offs_k + 8 < K - k0: the last
// in-range chunk of each row is masked off, a different GEMM). lds-dma
// refuses the masks and says by how much they miss the extent; the copies
// stay in registers (vector.maskedload), the loop is not pipelined.
// RUN: sed -e 's/arith.addi \(%m[0-9]*\), %iota : vector<8xindex>/arith.addi \1, %iota8 : vector<8xindex>/' -e 's/^\(      %iota = .*\)$/\1\n      %iota8 = arith.constant dense<[8, 9, 10, 11, 12, 13, 14, 15]> : vector<8xindex>/' %t.fe.mlir > %t.shift.mlir
// RUN: cdna4-compile %t.shift.mlir --arch gfx950 --schedule default -o %t.shift.l4.mlir 2>&1 | FileCheck %s --check-prefix=SHIFT
// SHIFT: remark: cdna4pipe-lds-dma: copy left in registers: the mask is not an in-bounds predicate of the load: its term 'arith.cmpi' is not 'index < extent' for any dimension of memref<257x200xbf16> (it bounds index 1 by the extent 200 offset by -8)
//
// Masked copies left in registers run as masked loads (llvm.intr.masked.load,
// modelled by cdna4-sim): LDS rows padded (lds-dma says why at each copy)
// give the right C on partial tiles; the same edges with a pad of 1.0 (lds-dma
// refuses it) add 1.0 * 1.0 per K-tail element and fail.
// RUN: python3 %S/Inputs/frontend_gemm.py --edges --pad 8 -m 257 -n 129 -k 200 > %t.pad.mlir
// RUN: cdna4-compile %t.pad.mlir --arch gfx950 --schedule default -o %t.pad.l4.mlir 2>&1 | FileCheck %s --check-prefix=PAD
// PAD: remark: cdna4pipe-lds-dma: copy left in registers: wave 0 does not store one contiguous 1 KiB block of 16-byte chunks
// RUN: grep -c llvm.intr.masked.load %t.pad.l4.mlir | FileCheck %s --check-prefix=PADN
// PADN: 8
// RUN: cdna4-sim %t.pad.l4.mlir --gemm 257,129,200 --tile 128x128x64 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// RUN: sed -e 's/%%zero8 = arith.constant dense<0.0>/%%zero8 = arith.constant dense<1.0>/' %t.fe.mlir > %t.one.mlir
// RUN: cdna4-compile %t.one.mlir --arch gfx950 --schedule default -o %t.one.l4.mlir 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: remark: cdna4pipe-lds-dma: copy left in registers: the masked load's pass-through is not zero (an LDS DMA lane out of range reads 0)
// RUN: not cdna4-sim %t.one.l4.mlir --gemm 257,129,200 --tile 128x128x64 --blocks all --policy issue/rr 2>&1 | FileCheck %s --check-prefix=ONEFAIL
// ONEFAIL: FAIL
