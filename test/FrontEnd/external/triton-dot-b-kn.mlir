// A kernel a user brings (issue 24), written by hand for this test in the
// form a Triton-to-upstream lowering gives the Triton tutorial's matmul
// (not by test/FrontEnd/Inputs/frontend_gemm.py; its description follows
// the RUN lines). M, N, K are i32 arguments and every tile edge is a mask
// against them: the copies become LDS DMA through buffers sized by those
// arguments, the loop gets the generator's B K x N schedule line for line
// (one kernel for every size), and cdna4-sim passes partial tiles.
//
// RUN: cdna4-compile %s --arch gfx950 --schedule default --report -o %t.s 2>%t.remarks | sed -n '/main loop/,/copy windows/p' | tail -n +2 > %t.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// REPORT: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT-NEXT: ds_read: 24 (ds_read_b128: 8, ds_read_b64_tr_b16: 16)
// REPORT-NEXT: ds_write: 0
// REPORT: waits in order: lgkmcnt(0); vmcnt(10) lgkmcnt(0); lgkmcnt(0); vmcnt(10) lgkmcnt(0)
// REPORT: s_barrier: 4
// REPORT: copy windows (mfma): 48 48 40 40 40 40 48 48 (min 40, mean 44.0)
// No copy is left in registers.
// RUN: FileCheck %s --allow-empty --check-prefix=REMARKS < %t.remarks
// REMARKS-NOT: cdna4pipe-lds-dma
// REMARKS-NOT: software-pipeline
//
// The generator's kernel of the same GEMM (256x256x4096, B K x N): the same
// main loop, line for line.
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 256 --n 256 --k 4096 --b-layout kn -o %t.gen.mlir
// RUN: cdna4-compile %t.gen.mlir --arch gfx950 --schedule default --report -o %t.gen.s | sed -n '/main loop/,/copy windows/p' | tail -n +2 > %t.gen.report
// RUN: diff %t.gen.report %t.report
//
// One compiled kernel, partial tiles in M, N and K (257x144x208: 4 K
// tiles, pipelined), a problem smaller than one tile with 2 K tiles (the
// unpipelined copy of the versioned loop), and one of whole tiles.
// RUN: cdna4-compile %s --arch gfx950 --schedule default -o %t.l4.mlir 2>/dev/null
// RUN: cdna4-sim %t.l4.mlir --gemm 257,144,208 --tile 128x128x64 --b-layout kn --blocks all --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-sim %t.l4.mlir --gemm 100,16,112 --tile 128x128x64 --b-layout kn --blocks all --policy all | FileCheck %s --check-prefix=SIM
// RUN: cdna4-sim %t.l4.mlir --gemm 256,256,256 --tile 128x128x64 --b-layout kn --policy all | FileCheck %s --check-prefix=SIM
// SIM: PASS: gemm {{[0-9x]+}} tile 128x128x64 bf16->bf16, B K x N, 9 policies, 0 race(s)
//
// Without `tt.divisibility` on N a 16-byte chunk of B could straddle N's
// edge: B's copies stay masked loads in registers, with a remark at each,
// and the kernel is still right (here at N = 136, not a multiple of 16).
// RUN: sed -e 's/%%N: i32 {tt.divisibility = 16 : i32}/%%N: i32/' %s > %t.nodiv.mlir
// RUN: cdna4-compile %t.nodiv.mlir --arch gfx950 -o %t.nodiv.l4.mlir 2>&1 | FileCheck %s --check-prefix=NODIV
// NODIV-COUNT-4: remark: cdna4pipe-lds-dma: copy left in registers: the mask is not an in-bounds predicate of the load: the mask splits a 16-byte chunk: the last dimension's extent (dimension 1's run-time size) is not known to be a multiple of 8 elements
// RUN: cdna4-sim %t.nodiv.l4.mlir --gemm 257,136,208 --tile 128x128x64 --b-layout kn --blocks all --policy all | FileCheck %s --check-prefix=SIM
//
// B's column mask against M instead of N: not B's extent, remark at each
// of B's copies (they stay in registers).
// RUN: sed -e 's/%%b_nmask = arith.cmpi slt, %%offs_bn_v, %%N_v/%%b_nmask = arith.cmpi slt, %%offs_bn_v, %%M_v/' -e 's/%%N_v = vector.broadcast %%N /%%M_v = vector.broadcast %%M /' %s > %t.wrongn.mlir
// RUN: cdna4-opt %t.wrongn.mlir --pass-pipeline='builtin.module(gpu.module(cdna4pipe-normalize,cdna4pipe-lds-dma))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRONGN
// WRONGN-COUNT-4: remark: cdna4pipe-lds-dma: copy left in registers: the mask is not an in-bounds predicate of the load: its term 'arith.cmpi' is not 'index < extent' for any dimension of memref<?x?xbf16>
//
// A's row stride as its own argument (Triton's `stride_am`, specialised
// `tt.divisibility = 16`) instead of K: A becomes memref<?x?xbf16,
// strided<[?, 1]>>; the copies are still LDS DMAs and the loop's report is
// the one above line for line. (cdna4-sim's harness takes M, N, K only, so
// this variant is compiled, not simulated.)
// RUN: sed -e 's/%%K: i32 {tt.divisibility = 16 : i32}) kernel/%%K: i32 {tt.divisibility = 16 : i32}, %%stride_am: i32 {tt.divisibility = 16 : i32}) kernel/' -e 's/%%Ki = arith.index_cast %%K : i32 to index$/& %%Sam = arith.index_cast %%stride_am : i32 to index/' -e 's/sizes: \[%%Mi, %%Ki\], strides: \[%%Ki, 1\] : memref<bf16> to memref<?x?xbf16>/sizes: [%%Mi, %%Ki], strides: [%%Sam, 1] : memref<bf16> to memref<?x?xbf16, strided<[?, 1]>>/' -e '/vector.maskedload %%a\[/s/: memref<?x?xbf16>,/: memref<?x?xbf16, strided<[?, 1]>>,/' %s > %t.stride.mlir
// RUN: cdna4-compile %t.stride.mlir --arch gfx950 --schedule default --report -o %t.stride.s 2>/dev/null | sed -n '/main loop/,/copy windows/p' | tail -n +2 > %t.stride.report
// RUN: FileCheck %s --check-prefix=STRIDE < %t.stride.report
// STRIDE: copy windows (mfma): 48 48 40 40 40 40 48 48
// RUN: diff %t.report %t.stride.report
// Without the divisibility the stride may split a 16-byte chunk: A's
// copies stay in registers, with a remark naming the argument.
// RUN: sed -e 's/%%stride_am: i32 {tt.divisibility = 16 : i32}/%%stride_am: i32/' %t.stride.mlir > %t.stride.nodiv.mlir
// RUN: cdna4-compile %t.stride.nodiv.mlir --arch gfx950 -o %t.stride.nodiv.s 2>&1 | FileCheck %s --check-prefix=STRIDE-NODIV
// STRIDE-NODIV-COUNT-4: remark: cdna4pipe-lds-dma: copy left in registers: the memref's stride of dimension 0 is a run-time value (argument #6 of its function) not known to be a multiple of 8 elements
//
// Hand-written (issue 24): a Triton matmul as a Triton-to-upstream lowering
// writes it (the tutorial's matmul_kernel, BLOCK 128x128x64, num_warps=4,
// num_stages=1, bf16 in, bf16 out; C = A * B with B stored K x N):
//   - pointers as rank-0 memrefs, M, N, K as i32 arguments, N and K marked
//     `tt.divisibility = 16` (Triton specialises them); each operand a
//     memref.reinterpret_cast of its pointer with sizes index_cast from
//     the arguments; no memref.dim anywhere;
//   - every index computed on i32 (arith.divsi / remsi as Triton's `//`
//     and `%`), cast to index at the access;
//   - the K loop over i32 tiles, `tl.cdiv(K, 64)` trips;
//   - loads masked `(offs_am < M) & (offs_k < K - k * 64)` and
//     `(offs_k < K - k * 64) & (offs_bn < N)`, other=0;
//   - LDS from memref.alloc in workgroup memory, XOR-swizzled 16-byte
//     chunks; A read with vector.load, B with ds_read_b64_tr_b16
//     (amdgpu.transpose_load, two per operand);
//   - tl.dot's accumulator one vector<16x4xf32> (tile i*4+j of the wave's
//     4x4 tiles of 16x16), 32 MFMAs 16x16x32 per K tile;
//   - C stored element by element under `(offs_cm < M) & (offs_cn < N)`
//     from the flattened, converted accumulator.
module attributes {gpu.container_module} {
  gpu.module @matmul_kernel_0d1d2d3d4d5d {
    gpu.func @matmul_kernel(%a_ptr: memref<bf16>, %b_ptr: memref<bf16>, %c_ptr: memref<bf16>, %M: i32, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %c36_i32 = arith.constant 36 : i32
      %c48_i32 = arith.constant 48 : i32
      %c63_i32 = arith.constant 63 : i32
      %c64_i32 = arith.constant 64 : i32
      %c96_i32 = arith.constant 96 : i32
      %c128_i32 = arith.constant 128 : i32
      %cst_arange = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
      %cst_other = arith.constant dense<0.000000e+00> : vector<8xbf16>
      %cst_acc = arith.constant dense<0.000000e+00> : vector<16x4xf32>
      %a_smem = memref.alloc() : memref<128x64xbf16, #gpu.address_space<workgroup>>
      %b_smem = memref.alloc() : memref<64x128xbf16, #gpu.address_space<workgroup>>
      %Mi = arith.index_cast %M : i32 to index
      %Ni = arith.index_cast %N : i32 to index
      %Ki = arith.index_cast %K : i32 to index
      %a = memref.reinterpret_cast %a_ptr to offset: [0], sizes: [%Mi, %Ki], strides: [%Ki, 1] : memref<bf16> to memref<?x?xbf16>
      %b = memref.reinterpret_cast %b_ptr to offset: [0], sizes: [%Ki, %Ni], strides: [%Ni, 1] : memref<bf16> to memref<?x?xbf16>
      %c = memref.reinterpret_cast %c_ptr to offset: [0], sizes: [%Mi, %Ni], strides: [%Ni, 1] : memref<bf16> to memref<?x?xbf16>
      %bid_x = gpu.block_id x
      %bid_y = gpu.block_id y
      %pid_n = arith.index_cast %bid_x : index to i32
      %pid_m = arith.index_cast %bid_y : index to i32
      %tidx = gpu.thread_id x
      %tid = arith.index_cast %tidx : index to i32
      %warp = arith.divsi %tid, %c64_i32 : i32
      %lane = arith.remsi %tid, %c64_i32 : i32
      %warp_m = arith.divsi %warp, %c2_i32 : i32
      %warp_n = arith.remsi %warp, %c2_i32 : i32
      %block_m = arith.muli %pid_m, %c128_i32 : i32
      %block_n = arith.muli %pid_n, %c128_i32 : i32
      // A tile: 128 rows x 8 chunks; thread tid copies rows tid/8 + 32*j,
      // chunk tid%8 (XOR-swizzled by the row in LDS).
      %a_row = arith.divsi %tid, %c8_i32 : i32
      %a_chunk = arith.remsi %tid, %c8_i32 : i32
      %offs_ak = arith.muli %a_chunk, %c8_i32 : i32
      %a_row8 = arith.remsi %a_row, %c8_i32 : i32
      %a_sw = arith.xori %a_chunk, %a_row8 : i32
      %a_scol = arith.muli %a_sw, %c8_i32 : i32
      %a_scol_i = arith.index_cast %a_scol : i32 to index
      %offs_ak_v0 = vector.broadcast %offs_ak : i32 to vector<8xi32>
      %offs_ak_v = arith.addi %offs_ak_v0, %cst_arange : vector<8xi32>
      %a_r0 = arith.addi %a_row, %c0_i32 : i32
      %a_r1 = arith.addi %a_row, %c32_i32 : i32
      %a_r2 = arith.addi %a_row, %c64_i32 : i32
      %a_r3 = arith.addi %a_row, %c96_i32 : i32
      %a_r0_i = arith.index_cast %a_r0 : i32 to index
      %offs_am0 = arith.addi %block_m, %a_r0 : i32
      %offs_am0_i = arith.index_cast %offs_am0 : i32 to index
      %a_mmask0 = arith.cmpi slt, %offs_am0, %M : i32
      %a_mmask0_v = vector.broadcast %a_mmask0 : i1 to vector<8xi1>
      %a_r1_i = arith.index_cast %a_r1 : i32 to index
      %offs_am1 = arith.addi %block_m, %a_r1 : i32
      %offs_am1_i = arith.index_cast %offs_am1 : i32 to index
      %a_mmask1 = arith.cmpi slt, %offs_am1, %M : i32
      %a_mmask1_v = vector.broadcast %a_mmask1 : i1 to vector<8xi1>
      %a_r2_i = arith.index_cast %a_r2 : i32 to index
      %offs_am2 = arith.addi %block_m, %a_r2 : i32
      %offs_am2_i = arith.index_cast %offs_am2 : i32 to index
      %a_mmask2 = arith.cmpi slt, %offs_am2, %M : i32
      %a_mmask2_v = vector.broadcast %a_mmask2 : i1 to vector<8xi1>
      %a_r3_i = arith.index_cast %a_r3 : i32 to index
      %offs_am3 = arith.addi %block_m, %a_r3 : i32
      %offs_am3_i = arith.index_cast %offs_am3 : i32 to index
      %a_mmask3 = arith.cmpi slt, %offs_am3, %M : i32
      %a_mmask3_v = vector.broadcast %a_mmask3 : i1 to vector<8xi1>
      // B tile (K x N): 64 k-rows x 16 chunks; thread tid copies k-rows
      // tid/16 + 16*j, chunk tid%16.
      %b_row = arith.divsi %tid, %c16_i32 : i32
      %b_chunk = arith.remsi %tid, %c16_i32 : i32
      %b_coff = arith.muli %b_chunk, %c8_i32 : i32
      %offs_bn = arith.addi %block_n, %b_coff : i32
      %offs_bn_i = arith.index_cast %offs_bn : i32 to index
      %offs_bn_v0 = vector.broadcast %offs_bn : i32 to vector<8xi32>
      %offs_bn_v = arith.addi %offs_bn_v0, %cst_arange : vector<8xi32>
      %N_v = vector.broadcast %N : i32 to vector<8xi32>
      %b_nmask = arith.cmpi slt, %offs_bn_v, %N_v : vector<8xi32>
      %b_row8 = arith.remsi %b_row, %c8_i32 : i32
      %b_sw = arith.xori %b_chunk, %b_row8 : i32
      %b_scol = arith.muli %b_sw, %c8_i32 : i32
      %b_scol_i = arith.index_cast %b_scol : i32 to index
      %b_r0 = arith.addi %b_row, %c0_i32 : i32
      %b_r0_i = arith.index_cast %b_r0 : i32 to index
      %b_r1 = arith.addi %b_row, %c16_i32 : i32
      %b_r1_i = arith.index_cast %b_r1 : i32 to index
      %b_r2 = arith.addi %b_row, %c32_i32 : i32
      %b_r2_i = arith.index_cast %b_r2 : i32 to index
      %b_r3 = arith.addi %b_row, %c48_i32 : i32
      %b_r3_i = arith.index_cast %b_r3 : i32 to index
      // Operand reads: A fragment i, k-half h: row warp_m*64 + 16i + lane%16,
      // chunk 4h + lane/16. B fragment j, k-half h: k-rows 32h + 8(lane/16)
      // + q (+4), columns warp_n*64 + 16j + 4c, q = (lane%16)/4, c = lane%4.
      %l16 = arith.remsi %lane, %c16_i32 : i32
      %lg = arith.divsi %lane, %c16_i32 : i32
      %wm64 = arith.muli %warp_m, %c64_i32 : i32
      %wn64 = arith.muli %warp_n, %c64_i32 : i32
      %bq = arith.divsi %l16, %c4_i32 : i32
      %bc = arith.remsi %l16, %c4_i32 : i32
      %bc4 = arith.muli %bc, %c4_i32 : i32
      %lg8 = arith.muli %lg, %c8_i32 : i32
      %sa_row00 = arith.addi %wm64, %l16 : i32
      %sa_row0 = arith.addi %sa_row00, %c0_i32 : i32
      %sa_row0_i = arith.index_cast %sa_row0 : i32 to index
      %sa_row0_8 = arith.remsi %sa_row0, %c8_i32 : i32
      %sa_ch00 = arith.addi %lg, %c0_i32 : i32
      %sa_sw00 = arith.xori %sa_ch00, %sa_row0_8 : i32
      %sa_col00 = arith.muli %sa_sw00, %c8_i32 : i32
      %sa_col00_i = arith.index_cast %sa_col00 : i32 to index
      %sa_ch01 = arith.addi %lg, %c4_i32 : i32
      %sa_sw01 = arith.xori %sa_ch01, %sa_row0_8 : i32
      %sa_col01 = arith.muli %sa_sw01, %c8_i32 : i32
      %sa_col01_i = arith.index_cast %sa_col01 : i32 to index
      %sa_row10 = arith.addi %wm64, %l16 : i32
      %sa_row1 = arith.addi %sa_row10, %c16_i32 : i32
      %sa_row1_i = arith.index_cast %sa_row1 : i32 to index
      %sa_row1_8 = arith.remsi %sa_row1, %c8_i32 : i32
      %sa_ch10 = arith.addi %lg, %c0_i32 : i32
      %sa_sw10 = arith.xori %sa_ch10, %sa_row1_8 : i32
      %sa_col10 = arith.muli %sa_sw10, %c8_i32 : i32
      %sa_col10_i = arith.index_cast %sa_col10 : i32 to index
      %sa_ch11 = arith.addi %lg, %c4_i32 : i32
      %sa_sw11 = arith.xori %sa_ch11, %sa_row1_8 : i32
      %sa_col11 = arith.muli %sa_sw11, %c8_i32 : i32
      %sa_col11_i = arith.index_cast %sa_col11 : i32 to index
      %sa_row20 = arith.addi %wm64, %l16 : i32
      %sa_row2 = arith.addi %sa_row20, %c32_i32 : i32
      %sa_row2_i = arith.index_cast %sa_row2 : i32 to index
      %sa_row2_8 = arith.remsi %sa_row2, %c8_i32 : i32
      %sa_ch20 = arith.addi %lg, %c0_i32 : i32
      %sa_sw20 = arith.xori %sa_ch20, %sa_row2_8 : i32
      %sa_col20 = arith.muli %sa_sw20, %c8_i32 : i32
      %sa_col20_i = arith.index_cast %sa_col20 : i32 to index
      %sa_ch21 = arith.addi %lg, %c4_i32 : i32
      %sa_sw21 = arith.xori %sa_ch21, %sa_row2_8 : i32
      %sa_col21 = arith.muli %sa_sw21, %c8_i32 : i32
      %sa_col21_i = arith.index_cast %sa_col21 : i32 to index
      %sa_row30 = arith.addi %wm64, %l16 : i32
      %sa_row3 = arith.addi %sa_row30, %c48_i32 : i32
      %sa_row3_i = arith.index_cast %sa_row3 : i32 to index
      %sa_row3_8 = arith.remsi %sa_row3, %c8_i32 : i32
      %sa_ch30 = arith.addi %lg, %c0_i32 : i32
      %sa_sw30 = arith.xori %sa_ch30, %sa_row3_8 : i32
      %sa_col30 = arith.muli %sa_sw30, %c8_i32 : i32
      %sa_col30_i = arith.index_cast %sa_col30 : i32 to index
      %sa_ch31 = arith.addi %lg, %c4_i32 : i32
      %sa_sw31 = arith.xori %sa_ch31, %sa_row3_8 : i32
      %sa_col31 = arith.muli %sa_sw31, %c8_i32 : i32
      %sa_col31_i = arith.index_cast %sa_col31 : i32 to index
      %sb_n00 = arith.addi %wn64, %bc4 : i32
      %sb_n0 = arith.addi %sb_n00, %c0_i32 : i32
      %sb_nch0 = arith.divsi %sb_n0, %c8_i32 : i32
      %sb_nin0 = arith.remsi %sb_n0, %c8_i32 : i32
      %sb_n10 = arith.addi %wn64, %bc4 : i32
      %sb_n1 = arith.addi %sb_n10, %c16_i32 : i32
      %sb_nch1 = arith.divsi %sb_n1, %c8_i32 : i32
      %sb_nin1 = arith.remsi %sb_n1, %c8_i32 : i32
      %sb_n20 = arith.addi %wn64, %bc4 : i32
      %sb_n2 = arith.addi %sb_n20, %c32_i32 : i32
      %sb_nch2 = arith.divsi %sb_n2, %c8_i32 : i32
      %sb_nin2 = arith.remsi %sb_n2, %c8_i32 : i32
      %sb_n30 = arith.addi %wn64, %bc4 : i32
      %sb_n3 = arith.addi %sb_n30, %c48_i32 : i32
      %sb_nch3 = arith.divsi %sb_n3, %c8_i32 : i32
      %sb_nin3 = arith.remsi %sb_n3, %c8_i32 : i32
      %sb_k000 = arith.addi %lg8, %bq : i32
      %sb_k00 = arith.addi %sb_k000, %c0_i32 : i32
      %sb_k00_i = arith.index_cast %sb_k00 : i32 to index
      %sb_k00_8 = arith.remsi %sb_k00, %c8_i32 : i32
      %sb_k010 = arith.addi %lg8, %bq : i32
      %sb_k01 = arith.addi %sb_k010, %c4_i32 : i32
      %sb_k01_i = arith.index_cast %sb_k01 : i32 to index
      %sb_k01_8 = arith.remsi %sb_k01, %c8_i32 : i32
      %sb_k100 = arith.addi %lg8, %bq : i32
      %sb_k10 = arith.addi %sb_k100, %c32_i32 : i32
      %sb_k10_i = arith.index_cast %sb_k10 : i32 to index
      %sb_k10_8 = arith.remsi %sb_k10, %c8_i32 : i32
      %sb_k110 = arith.addi %lg8, %bq : i32
      %sb_k11 = arith.addi %sb_k110, %c36_i32 : i32
      %sb_k11_i = arith.index_cast %sb_k11 : i32 to index
      %sb_k11_8 = arith.remsi %sb_k11, %c8_i32 : i32
      %sb_sw000 = arith.xori %sb_nch0, %sb_k00_8 : i32
      %sb_c0000 = arith.muli %sb_sw000, %c8_i32 : i32
      %sb_c000 = arith.addi %sb_c0000, %sb_nin0 : i32
      %sb_c000_i = arith.index_cast %sb_c000 : i32 to index
      %sb_sw001 = arith.xori %sb_nch0, %sb_k01_8 : i32
      %sb_c0010 = arith.muli %sb_sw001, %c8_i32 : i32
      %sb_c001 = arith.addi %sb_c0010, %sb_nin0 : i32
      %sb_c001_i = arith.index_cast %sb_c001 : i32 to index
      %sb_sw010 = arith.xori %sb_nch0, %sb_k10_8 : i32
      %sb_c0100 = arith.muli %sb_sw010, %c8_i32 : i32
      %sb_c010 = arith.addi %sb_c0100, %sb_nin0 : i32
      %sb_c010_i = arith.index_cast %sb_c010 : i32 to index
      %sb_sw011 = arith.xori %sb_nch0, %sb_k11_8 : i32
      %sb_c0110 = arith.muli %sb_sw011, %c8_i32 : i32
      %sb_c011 = arith.addi %sb_c0110, %sb_nin0 : i32
      %sb_c011_i = arith.index_cast %sb_c011 : i32 to index
      %sb_sw100 = arith.xori %sb_nch1, %sb_k00_8 : i32
      %sb_c1000 = arith.muli %sb_sw100, %c8_i32 : i32
      %sb_c100 = arith.addi %sb_c1000, %sb_nin1 : i32
      %sb_c100_i = arith.index_cast %sb_c100 : i32 to index
      %sb_sw101 = arith.xori %sb_nch1, %sb_k01_8 : i32
      %sb_c1010 = arith.muli %sb_sw101, %c8_i32 : i32
      %sb_c101 = arith.addi %sb_c1010, %sb_nin1 : i32
      %sb_c101_i = arith.index_cast %sb_c101 : i32 to index
      %sb_sw110 = arith.xori %sb_nch1, %sb_k10_8 : i32
      %sb_c1100 = arith.muli %sb_sw110, %c8_i32 : i32
      %sb_c110 = arith.addi %sb_c1100, %sb_nin1 : i32
      %sb_c110_i = arith.index_cast %sb_c110 : i32 to index
      %sb_sw111 = arith.xori %sb_nch1, %sb_k11_8 : i32
      %sb_c1110 = arith.muli %sb_sw111, %c8_i32 : i32
      %sb_c111 = arith.addi %sb_c1110, %sb_nin1 : i32
      %sb_c111_i = arith.index_cast %sb_c111 : i32 to index
      %sb_sw200 = arith.xori %sb_nch2, %sb_k00_8 : i32
      %sb_c2000 = arith.muli %sb_sw200, %c8_i32 : i32
      %sb_c200 = arith.addi %sb_c2000, %sb_nin2 : i32
      %sb_c200_i = arith.index_cast %sb_c200 : i32 to index
      %sb_sw201 = arith.xori %sb_nch2, %sb_k01_8 : i32
      %sb_c2010 = arith.muli %sb_sw201, %c8_i32 : i32
      %sb_c201 = arith.addi %sb_c2010, %sb_nin2 : i32
      %sb_c201_i = arith.index_cast %sb_c201 : i32 to index
      %sb_sw210 = arith.xori %sb_nch2, %sb_k10_8 : i32
      %sb_c2100 = arith.muli %sb_sw210, %c8_i32 : i32
      %sb_c210 = arith.addi %sb_c2100, %sb_nin2 : i32
      %sb_c210_i = arith.index_cast %sb_c210 : i32 to index
      %sb_sw211 = arith.xori %sb_nch2, %sb_k11_8 : i32
      %sb_c2110 = arith.muli %sb_sw211, %c8_i32 : i32
      %sb_c211 = arith.addi %sb_c2110, %sb_nin2 : i32
      %sb_c211_i = arith.index_cast %sb_c211 : i32 to index
      %sb_sw300 = arith.xori %sb_nch3, %sb_k00_8 : i32
      %sb_c3000 = arith.muli %sb_sw300, %c8_i32 : i32
      %sb_c300 = arith.addi %sb_c3000, %sb_nin3 : i32
      %sb_c300_i = arith.index_cast %sb_c300 : i32 to index
      %sb_sw301 = arith.xori %sb_nch3, %sb_k01_8 : i32
      %sb_c3010 = arith.muli %sb_sw301, %c8_i32 : i32
      %sb_c301 = arith.addi %sb_c3010, %sb_nin3 : i32
      %sb_c301_i = arith.index_cast %sb_c301 : i32 to index
      %sb_sw310 = arith.xori %sb_nch3, %sb_k10_8 : i32
      %sb_c3100 = arith.muli %sb_sw310, %c8_i32 : i32
      %sb_c310 = arith.addi %sb_c3100, %sb_nin3 : i32
      %sb_c310_i = arith.index_cast %sb_c310 : i32 to index
      %sb_sw311 = arith.xori %sb_nch3, %sb_k11_8 : i32
      %sb_c3110 = arith.muli %sb_sw311, %c8_i32 : i32
      %sb_c311 = arith.addi %sb_c3110, %sb_nin3 : i32
      %sb_c311_i = arith.index_cast %sb_c311 : i32 to index
      %k_tiles0 = arith.addi %K, %c63_i32 : i32
      %k_tiles = arith.divsi %k_tiles0, %c64_i32 : i32
      %acc_out = scf.for %k = %c0_i32 to %k_tiles step %c1_i32 iter_args(%acc = %cst_acc) -> (vector<16x4xf32>)  : i32 {
        %k0 = arith.muli %k, %c64_i32 : i32
        %k_left = arith.subi %K, %k0 : i32
        %k_left_v = vector.broadcast %k_left : i32 to vector<8xi32>
        %a_kmask = arith.cmpi slt, %offs_ak_v, %k_left_v : vector<8xi32>
        %offs_k = arith.addi %k0, %offs_ak : i32
        %offs_k_i = arith.index_cast %offs_k : i32 to index
        %a_mask0 = arith.andi %a_mmask0_v, %a_kmask : vector<8xi1>
        %a_val0 = vector.maskedload %a[%offs_am0_i, %offs_k_i], %a_mask0, %cst_other : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
        vector.store %a_val0, %a_smem[%a_r0_i, %a_scol_i] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %a_mask1 = arith.andi %a_mmask1_v, %a_kmask : vector<8xi1>
        %a_val1 = vector.maskedload %a[%offs_am1_i, %offs_k_i], %a_mask1, %cst_other : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
        vector.store %a_val1, %a_smem[%a_r1_i, %a_scol_i] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %a_mask2 = arith.andi %a_mmask2_v, %a_kmask : vector<8xi1>
        %a_val2 = vector.maskedload %a[%offs_am2_i, %offs_k_i], %a_mask2, %cst_other : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
        vector.store %a_val2, %a_smem[%a_r2_i, %a_scol_i] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %a_mask3 = arith.andi %a_mmask3_v, %a_kmask : vector<8xi1>
        %a_val3 = vector.maskedload %a[%offs_am3_i, %offs_k_i], %a_mask3, %cst_other : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
        vector.store %a_val3, %a_smem[%a_r3_i, %a_scol_i] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %b_kmask0 = arith.cmpi slt, %b_r0, %k_left : i32
        %b_kmask0_v = vector.broadcast %b_kmask0 : i1 to vector<8xi1>
        %b_mask0 = arith.andi %b_kmask0_v, %b_nmask : vector<8xi1>
        %offs_bk0 = arith.addi %k0, %b_r0 : i32
        %offs_bk0_i = arith.index_cast %offs_bk0 : i32 to index
        %b_val0 = vector.maskedload %b[%offs_bk0_i, %offs_bn_i], %b_mask0, %cst_other : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
        vector.store %b_val0, %b_smem[%b_r0_i, %b_scol_i] : memref<64x128xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %b_kmask1 = arith.cmpi slt, %b_r1, %k_left : i32
        %b_kmask1_v = vector.broadcast %b_kmask1 : i1 to vector<8xi1>
        %b_mask1 = arith.andi %b_kmask1_v, %b_nmask : vector<8xi1>
        %offs_bk1 = arith.addi %k0, %b_r1 : i32
        %offs_bk1_i = arith.index_cast %offs_bk1 : i32 to index
        %b_val1 = vector.maskedload %b[%offs_bk1_i, %offs_bn_i], %b_mask1, %cst_other : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
        vector.store %b_val1, %b_smem[%b_r1_i, %b_scol_i] : memref<64x128xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %b_kmask2 = arith.cmpi slt, %b_r2, %k_left : i32
        %b_kmask2_v = vector.broadcast %b_kmask2 : i1 to vector<8xi1>
        %b_mask2 = arith.andi %b_kmask2_v, %b_nmask : vector<8xi1>
        %offs_bk2 = arith.addi %k0, %b_r2 : i32
        %offs_bk2_i = arith.index_cast %offs_bk2 : i32 to index
        %b_val2 = vector.maskedload %b[%offs_bk2_i, %offs_bn_i], %b_mask2, %cst_other : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
        vector.store %b_val2, %b_smem[%b_r2_i, %b_scol_i] : memref<64x128xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %b_kmask3 = arith.cmpi slt, %b_r3, %k_left : i32
        %b_kmask3_v = vector.broadcast %b_kmask3 : i1 to vector<8xi1>
        %b_mask3 = arith.andi %b_kmask3_v, %b_nmask : vector<8xi1>
        %offs_bk3 = arith.addi %k0, %b_r3 : i32
        %offs_bk3_i = arith.index_cast %offs_bk3 : i32 to index
        %b_val3 = vector.maskedload %b[%offs_bk3_i, %offs_bn_i], %b_mask3, %cst_other : memref<?x?xbf16>, vector<8xi1>, vector<8xbf16> into vector<8xbf16>
        vector.store %b_val3, %b_smem[%b_r3_i, %b_scol_i] : memref<64x128xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        gpu.barrier
        %fa00 = vector.load %a_smem[%sa_row0_i, %sa_col00_i] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %fa10 = vector.load %a_smem[%sa_row1_i, %sa_col10_i] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %fa20 = vector.load %a_smem[%sa_row2_i, %sa_col20_i] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %fa30 = vector.load %a_smem[%sa_row3_i, %sa_col30_i] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %tb000 = amdgpu.transpose_load %b_smem[%sb_k00_i, %sb_c000_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %tb001 = amdgpu.transpose_load %b_smem[%sb_k01_i, %sb_c001_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %fb00 = vector.shuffle %tb000, %tb001 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %tb100 = amdgpu.transpose_load %b_smem[%sb_k00_i, %sb_c100_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %tb101 = amdgpu.transpose_load %b_smem[%sb_k01_i, %sb_c101_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %fb10 = vector.shuffle %tb100, %tb101 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %tb200 = amdgpu.transpose_load %b_smem[%sb_k00_i, %sb_c200_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %tb201 = amdgpu.transpose_load %b_smem[%sb_k01_i, %sb_c201_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %fb20 = vector.shuffle %tb200, %tb201 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %tb300 = amdgpu.transpose_load %b_smem[%sb_k00_i, %sb_c300_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %tb301 = amdgpu.transpose_load %b_smem[%sb_k01_i, %sb_c301_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %fb30 = vector.shuffle %tb300, %tb301 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %fa01 = vector.load %a_smem[%sa_row0_i, %sa_col01_i] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %fa11 = vector.load %a_smem[%sa_row1_i, %sa_col11_i] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %fa21 = vector.load %a_smem[%sa_row2_i, %sa_col21_i] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %fa31 = vector.load %a_smem[%sa_row3_i, %sa_col31_i] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %tb010 = amdgpu.transpose_load %b_smem[%sb_k10_i, %sb_c010_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %tb011 = amdgpu.transpose_load %b_smem[%sb_k11_i, %sb_c011_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %fb01 = vector.shuffle %tb010, %tb011 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %tb110 = amdgpu.transpose_load %b_smem[%sb_k10_i, %sb_c110_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %tb111 = amdgpu.transpose_load %b_smem[%sb_k11_i, %sb_c111_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %fb11 = vector.shuffle %tb110, %tb111 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %tb210 = amdgpu.transpose_load %b_smem[%sb_k10_i, %sb_c210_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %tb211 = amdgpu.transpose_load %b_smem[%sb_k11_i, %sb_c211_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %fb21 = vector.shuffle %tb210, %tb211 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %tb310 = amdgpu.transpose_load %b_smem[%sb_k10_i, %sb_c310_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %tb311 = amdgpu.transpose_load %b_smem[%sb_k11_i, %sb_c311_i] : memref<64x128xbf16, #gpu.address_space<workgroup>> -> vector<4xbf16>
        %fb31 = vector.shuffle %tb310, %tb311 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c_in0 = vector.extract %acc[0] : vector<4xf32> from vector<16x4xf32>
        %d0_0 = amdgpu.mfma 16x16x32 %fa00 * %fb00 + %c_in0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d0_1 = amdgpu.mfma 16x16x32 %fa01 * %fb01 + %d0_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc0 = vector.insert %d0_1, %acc [0] : vector<4xf32> into vector<16x4xf32>
        %c_in1 = vector.extract %acc[1] : vector<4xf32> from vector<16x4xf32>
        %d1_0 = amdgpu.mfma 16x16x32 %fa00 * %fb10 + %c_in1 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d1_1 = amdgpu.mfma 16x16x32 %fa01 * %fb11 + %d1_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc1 = vector.insert %d1_1, %acc0 [1] : vector<4xf32> into vector<16x4xf32>
        %c_in2 = vector.extract %acc[2] : vector<4xf32> from vector<16x4xf32>
        %d2_0 = amdgpu.mfma 16x16x32 %fa00 * %fb20 + %c_in2 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d2_1 = amdgpu.mfma 16x16x32 %fa01 * %fb21 + %d2_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc2 = vector.insert %d2_1, %acc1 [2] : vector<4xf32> into vector<16x4xf32>
        %c_in3 = vector.extract %acc[3] : vector<4xf32> from vector<16x4xf32>
        %d3_0 = amdgpu.mfma 16x16x32 %fa00 * %fb30 + %c_in3 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d3_1 = amdgpu.mfma 16x16x32 %fa01 * %fb31 + %d3_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc3 = vector.insert %d3_1, %acc2 [3] : vector<4xf32> into vector<16x4xf32>
        %c_in4 = vector.extract %acc[4] : vector<4xf32> from vector<16x4xf32>
        %d4_0 = amdgpu.mfma 16x16x32 %fa10 * %fb00 + %c_in4 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d4_1 = amdgpu.mfma 16x16x32 %fa11 * %fb01 + %d4_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc4 = vector.insert %d4_1, %acc3 [4] : vector<4xf32> into vector<16x4xf32>
        %c_in5 = vector.extract %acc[5] : vector<4xf32> from vector<16x4xf32>
        %d5_0 = amdgpu.mfma 16x16x32 %fa10 * %fb10 + %c_in5 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d5_1 = amdgpu.mfma 16x16x32 %fa11 * %fb11 + %d5_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc5 = vector.insert %d5_1, %acc4 [5] : vector<4xf32> into vector<16x4xf32>
        %c_in6 = vector.extract %acc[6] : vector<4xf32> from vector<16x4xf32>
        %d6_0 = amdgpu.mfma 16x16x32 %fa10 * %fb20 + %c_in6 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d6_1 = amdgpu.mfma 16x16x32 %fa11 * %fb21 + %d6_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc6 = vector.insert %d6_1, %acc5 [6] : vector<4xf32> into vector<16x4xf32>
        %c_in7 = vector.extract %acc[7] : vector<4xf32> from vector<16x4xf32>
        %d7_0 = amdgpu.mfma 16x16x32 %fa10 * %fb30 + %c_in7 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d7_1 = amdgpu.mfma 16x16x32 %fa11 * %fb31 + %d7_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc7 = vector.insert %d7_1, %acc6 [7] : vector<4xf32> into vector<16x4xf32>
        %c_in8 = vector.extract %acc[8] : vector<4xf32> from vector<16x4xf32>
        %d8_0 = amdgpu.mfma 16x16x32 %fa20 * %fb00 + %c_in8 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d8_1 = amdgpu.mfma 16x16x32 %fa21 * %fb01 + %d8_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc8 = vector.insert %d8_1, %acc7 [8] : vector<4xf32> into vector<16x4xf32>
        %c_in9 = vector.extract %acc[9] : vector<4xf32> from vector<16x4xf32>
        %d9_0 = amdgpu.mfma 16x16x32 %fa20 * %fb10 + %c_in9 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d9_1 = amdgpu.mfma 16x16x32 %fa21 * %fb11 + %d9_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc9 = vector.insert %d9_1, %acc8 [9] : vector<4xf32> into vector<16x4xf32>
        %c_in10 = vector.extract %acc[10] : vector<4xf32> from vector<16x4xf32>
        %d10_0 = amdgpu.mfma 16x16x32 %fa20 * %fb20 + %c_in10 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d10_1 = amdgpu.mfma 16x16x32 %fa21 * %fb21 + %d10_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc10 = vector.insert %d10_1, %acc9 [10] : vector<4xf32> into vector<16x4xf32>
        %c_in11 = vector.extract %acc[11] : vector<4xf32> from vector<16x4xf32>
        %d11_0 = amdgpu.mfma 16x16x32 %fa20 * %fb30 + %c_in11 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d11_1 = amdgpu.mfma 16x16x32 %fa21 * %fb31 + %d11_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc11 = vector.insert %d11_1, %acc10 [11] : vector<4xf32> into vector<16x4xf32>
        %c_in12 = vector.extract %acc[12] : vector<4xf32> from vector<16x4xf32>
        %d12_0 = amdgpu.mfma 16x16x32 %fa30 * %fb00 + %c_in12 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d12_1 = amdgpu.mfma 16x16x32 %fa31 * %fb01 + %d12_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc12 = vector.insert %d12_1, %acc11 [12] : vector<4xf32> into vector<16x4xf32>
        %c_in13 = vector.extract %acc[13] : vector<4xf32> from vector<16x4xf32>
        %d13_0 = amdgpu.mfma 16x16x32 %fa30 * %fb10 + %c_in13 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d13_1 = amdgpu.mfma 16x16x32 %fa31 * %fb11 + %d13_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc13 = vector.insert %d13_1, %acc12 [13] : vector<4xf32> into vector<16x4xf32>
        %c_in14 = vector.extract %acc[14] : vector<4xf32> from vector<16x4xf32>
        %d14_0 = amdgpu.mfma 16x16x32 %fa30 * %fb20 + %c_in14 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d14_1 = amdgpu.mfma 16x16x32 %fa31 * %fb21 + %d14_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc14 = vector.insert %d14_1, %acc13 [14] : vector<4xf32> into vector<16x4xf32>
        %c_in15 = vector.extract %acc[15] : vector<4xf32> from vector<16x4xf32>
        %d15_0 = amdgpu.mfma 16x16x32 %fa30 * %fb30 + %c_in15 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d15_1 = amdgpu.mfma 16x16x32 %fa31 * %fb31 + %d15_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc15 = vector.insert %d15_1, %acc14 [15] : vector<4xf32> into vector<16x4xf32>
        gpu.barrier
        scf.yield %acc15 : vector<16x4xf32>
      }
      // Epilogue: lane holds column lane%16 and rows 4*(lane/16) + e of each
      // 16x16 tile; C[offs_cm, offs_cn] = acc, masked by the edges.
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %cm0 = arith.addi %block_m, %wm64 : i32
      %cm1 = arith.muli %lg, %c4_i32 : i32
      %cm = arith.addi %cm0, %cm1 : i32
      %cn0 = arith.addi %block_n, %wn64 : i32
      %cn = arith.addi %cn0, %l16 : i32
      %c_all = arith.truncf %acc_out : vector<16x4xf32> to vector<16x4xbf16>
      %c_tile0 = vector.extract %c_all[0] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn0 = arith.addi %cn, %c0_i32 : i32
      %offs_cn0_i = arith.index_cast %offs_cn0 : i32 to index
      %cn_ok0 = arith.cmpi slt, %offs_cn0, %N : i32
      %rm0 = arith.addi %cm, %c0_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm0 = arith.addi %rm0, %e_i32 : i32
        %offs_cm0_i = arith.index_cast %offs_cm0 : i32 to index
        %cm_ok0 = arith.cmpi slt, %offs_cm0, %M : i32
        %c_mask0 = arith.andi %cm_ok0, %cn_ok0 : i1
        %c_mask0_v = vector.broadcast %c_mask0 : i1 to vector<1xi1>
        %v0 = vector.extract %c_tile0[%e] : bf16 from vector<4xbf16>
        %v0_1 = vector.broadcast %v0 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm0_i, %offs_cn0_i], %c_mask0_v, %v0_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      %c_tile1 = vector.extract %c_all[1] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn1 = arith.addi %cn, %c16_i32 : i32
      %offs_cn1_i = arith.index_cast %offs_cn1 : i32 to index
      %cn_ok1 = arith.cmpi slt, %offs_cn1, %N : i32
      %rm1 = arith.addi %cm, %c0_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm1 = arith.addi %rm1, %e_i32 : i32
        %offs_cm1_i = arith.index_cast %offs_cm1 : i32 to index
        %cm_ok1 = arith.cmpi slt, %offs_cm1, %M : i32
        %c_mask1 = arith.andi %cm_ok1, %cn_ok1 : i1
        %c_mask1_v = vector.broadcast %c_mask1 : i1 to vector<1xi1>
        %v1 = vector.extract %c_tile1[%e] : bf16 from vector<4xbf16>
        %v1_1 = vector.broadcast %v1 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm1_i, %offs_cn1_i], %c_mask1_v, %v1_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      %c_tile2 = vector.extract %c_all[2] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn2 = arith.addi %cn, %c32_i32 : i32
      %offs_cn2_i = arith.index_cast %offs_cn2 : i32 to index
      %cn_ok2 = arith.cmpi slt, %offs_cn2, %N : i32
      %rm2 = arith.addi %cm, %c0_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm2 = arith.addi %rm2, %e_i32 : i32
        %offs_cm2_i = arith.index_cast %offs_cm2 : i32 to index
        %cm_ok2 = arith.cmpi slt, %offs_cm2, %M : i32
        %c_mask2 = arith.andi %cm_ok2, %cn_ok2 : i1
        %c_mask2_v = vector.broadcast %c_mask2 : i1 to vector<1xi1>
        %v2 = vector.extract %c_tile2[%e] : bf16 from vector<4xbf16>
        %v2_1 = vector.broadcast %v2 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm2_i, %offs_cn2_i], %c_mask2_v, %v2_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      %c_tile3 = vector.extract %c_all[3] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn3 = arith.addi %cn, %c48_i32 : i32
      %offs_cn3_i = arith.index_cast %offs_cn3 : i32 to index
      %cn_ok3 = arith.cmpi slt, %offs_cn3, %N : i32
      %rm3 = arith.addi %cm, %c0_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm3 = arith.addi %rm3, %e_i32 : i32
        %offs_cm3_i = arith.index_cast %offs_cm3 : i32 to index
        %cm_ok3 = arith.cmpi slt, %offs_cm3, %M : i32
        %c_mask3 = arith.andi %cm_ok3, %cn_ok3 : i1
        %c_mask3_v = vector.broadcast %c_mask3 : i1 to vector<1xi1>
        %v3 = vector.extract %c_tile3[%e] : bf16 from vector<4xbf16>
        %v3_1 = vector.broadcast %v3 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm3_i, %offs_cn3_i], %c_mask3_v, %v3_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      %c_tile4 = vector.extract %c_all[4] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn4 = arith.addi %cn, %c0_i32 : i32
      %offs_cn4_i = arith.index_cast %offs_cn4 : i32 to index
      %cn_ok4 = arith.cmpi slt, %offs_cn4, %N : i32
      %rm4 = arith.addi %cm, %c16_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm4 = arith.addi %rm4, %e_i32 : i32
        %offs_cm4_i = arith.index_cast %offs_cm4 : i32 to index
        %cm_ok4 = arith.cmpi slt, %offs_cm4, %M : i32
        %c_mask4 = arith.andi %cm_ok4, %cn_ok4 : i1
        %c_mask4_v = vector.broadcast %c_mask4 : i1 to vector<1xi1>
        %v4 = vector.extract %c_tile4[%e] : bf16 from vector<4xbf16>
        %v4_1 = vector.broadcast %v4 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm4_i, %offs_cn4_i], %c_mask4_v, %v4_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      %c_tile5 = vector.extract %c_all[5] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn5 = arith.addi %cn, %c16_i32 : i32
      %offs_cn5_i = arith.index_cast %offs_cn5 : i32 to index
      %cn_ok5 = arith.cmpi slt, %offs_cn5, %N : i32
      %rm5 = arith.addi %cm, %c16_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm5 = arith.addi %rm5, %e_i32 : i32
        %offs_cm5_i = arith.index_cast %offs_cm5 : i32 to index
        %cm_ok5 = arith.cmpi slt, %offs_cm5, %M : i32
        %c_mask5 = arith.andi %cm_ok5, %cn_ok5 : i1
        %c_mask5_v = vector.broadcast %c_mask5 : i1 to vector<1xi1>
        %v5 = vector.extract %c_tile5[%e] : bf16 from vector<4xbf16>
        %v5_1 = vector.broadcast %v5 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm5_i, %offs_cn5_i], %c_mask5_v, %v5_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      %c_tile6 = vector.extract %c_all[6] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn6 = arith.addi %cn, %c32_i32 : i32
      %offs_cn6_i = arith.index_cast %offs_cn6 : i32 to index
      %cn_ok6 = arith.cmpi slt, %offs_cn6, %N : i32
      %rm6 = arith.addi %cm, %c16_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm6 = arith.addi %rm6, %e_i32 : i32
        %offs_cm6_i = arith.index_cast %offs_cm6 : i32 to index
        %cm_ok6 = arith.cmpi slt, %offs_cm6, %M : i32
        %c_mask6 = arith.andi %cm_ok6, %cn_ok6 : i1
        %c_mask6_v = vector.broadcast %c_mask6 : i1 to vector<1xi1>
        %v6 = vector.extract %c_tile6[%e] : bf16 from vector<4xbf16>
        %v6_1 = vector.broadcast %v6 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm6_i, %offs_cn6_i], %c_mask6_v, %v6_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      %c_tile7 = vector.extract %c_all[7] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn7 = arith.addi %cn, %c48_i32 : i32
      %offs_cn7_i = arith.index_cast %offs_cn7 : i32 to index
      %cn_ok7 = arith.cmpi slt, %offs_cn7, %N : i32
      %rm7 = arith.addi %cm, %c16_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm7 = arith.addi %rm7, %e_i32 : i32
        %offs_cm7_i = arith.index_cast %offs_cm7 : i32 to index
        %cm_ok7 = arith.cmpi slt, %offs_cm7, %M : i32
        %c_mask7 = arith.andi %cm_ok7, %cn_ok7 : i1
        %c_mask7_v = vector.broadcast %c_mask7 : i1 to vector<1xi1>
        %v7 = vector.extract %c_tile7[%e] : bf16 from vector<4xbf16>
        %v7_1 = vector.broadcast %v7 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm7_i, %offs_cn7_i], %c_mask7_v, %v7_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      %c_tile8 = vector.extract %c_all[8] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn8 = arith.addi %cn, %c0_i32 : i32
      %offs_cn8_i = arith.index_cast %offs_cn8 : i32 to index
      %cn_ok8 = arith.cmpi slt, %offs_cn8, %N : i32
      %rm8 = arith.addi %cm, %c32_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm8 = arith.addi %rm8, %e_i32 : i32
        %offs_cm8_i = arith.index_cast %offs_cm8 : i32 to index
        %cm_ok8 = arith.cmpi slt, %offs_cm8, %M : i32
        %c_mask8 = arith.andi %cm_ok8, %cn_ok8 : i1
        %c_mask8_v = vector.broadcast %c_mask8 : i1 to vector<1xi1>
        %v8 = vector.extract %c_tile8[%e] : bf16 from vector<4xbf16>
        %v8_1 = vector.broadcast %v8 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm8_i, %offs_cn8_i], %c_mask8_v, %v8_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      %c_tile9 = vector.extract %c_all[9] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn9 = arith.addi %cn, %c16_i32 : i32
      %offs_cn9_i = arith.index_cast %offs_cn9 : i32 to index
      %cn_ok9 = arith.cmpi slt, %offs_cn9, %N : i32
      %rm9 = arith.addi %cm, %c32_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm9 = arith.addi %rm9, %e_i32 : i32
        %offs_cm9_i = arith.index_cast %offs_cm9 : i32 to index
        %cm_ok9 = arith.cmpi slt, %offs_cm9, %M : i32
        %c_mask9 = arith.andi %cm_ok9, %cn_ok9 : i1
        %c_mask9_v = vector.broadcast %c_mask9 : i1 to vector<1xi1>
        %v9 = vector.extract %c_tile9[%e] : bf16 from vector<4xbf16>
        %v9_1 = vector.broadcast %v9 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm9_i, %offs_cn9_i], %c_mask9_v, %v9_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      %c_tile10 = vector.extract %c_all[10] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn10 = arith.addi %cn, %c32_i32 : i32
      %offs_cn10_i = arith.index_cast %offs_cn10 : i32 to index
      %cn_ok10 = arith.cmpi slt, %offs_cn10, %N : i32
      %rm10 = arith.addi %cm, %c32_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm10 = arith.addi %rm10, %e_i32 : i32
        %offs_cm10_i = arith.index_cast %offs_cm10 : i32 to index
        %cm_ok10 = arith.cmpi slt, %offs_cm10, %M : i32
        %c_mask10 = arith.andi %cm_ok10, %cn_ok10 : i1
        %c_mask10_v = vector.broadcast %c_mask10 : i1 to vector<1xi1>
        %v10 = vector.extract %c_tile10[%e] : bf16 from vector<4xbf16>
        %v10_1 = vector.broadcast %v10 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm10_i, %offs_cn10_i], %c_mask10_v, %v10_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      %c_tile11 = vector.extract %c_all[11] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn11 = arith.addi %cn, %c48_i32 : i32
      %offs_cn11_i = arith.index_cast %offs_cn11 : i32 to index
      %cn_ok11 = arith.cmpi slt, %offs_cn11, %N : i32
      %rm11 = arith.addi %cm, %c32_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm11 = arith.addi %rm11, %e_i32 : i32
        %offs_cm11_i = arith.index_cast %offs_cm11 : i32 to index
        %cm_ok11 = arith.cmpi slt, %offs_cm11, %M : i32
        %c_mask11 = arith.andi %cm_ok11, %cn_ok11 : i1
        %c_mask11_v = vector.broadcast %c_mask11 : i1 to vector<1xi1>
        %v11 = vector.extract %c_tile11[%e] : bf16 from vector<4xbf16>
        %v11_1 = vector.broadcast %v11 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm11_i, %offs_cn11_i], %c_mask11_v, %v11_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      %c_tile12 = vector.extract %c_all[12] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn12 = arith.addi %cn, %c0_i32 : i32
      %offs_cn12_i = arith.index_cast %offs_cn12 : i32 to index
      %cn_ok12 = arith.cmpi slt, %offs_cn12, %N : i32
      %rm12 = arith.addi %cm, %c48_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm12 = arith.addi %rm12, %e_i32 : i32
        %offs_cm12_i = arith.index_cast %offs_cm12 : i32 to index
        %cm_ok12 = arith.cmpi slt, %offs_cm12, %M : i32
        %c_mask12 = arith.andi %cm_ok12, %cn_ok12 : i1
        %c_mask12_v = vector.broadcast %c_mask12 : i1 to vector<1xi1>
        %v12 = vector.extract %c_tile12[%e] : bf16 from vector<4xbf16>
        %v12_1 = vector.broadcast %v12 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm12_i, %offs_cn12_i], %c_mask12_v, %v12_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      %c_tile13 = vector.extract %c_all[13] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn13 = arith.addi %cn, %c16_i32 : i32
      %offs_cn13_i = arith.index_cast %offs_cn13 : i32 to index
      %cn_ok13 = arith.cmpi slt, %offs_cn13, %N : i32
      %rm13 = arith.addi %cm, %c48_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm13 = arith.addi %rm13, %e_i32 : i32
        %offs_cm13_i = arith.index_cast %offs_cm13 : i32 to index
        %cm_ok13 = arith.cmpi slt, %offs_cm13, %M : i32
        %c_mask13 = arith.andi %cm_ok13, %cn_ok13 : i1
        %c_mask13_v = vector.broadcast %c_mask13 : i1 to vector<1xi1>
        %v13 = vector.extract %c_tile13[%e] : bf16 from vector<4xbf16>
        %v13_1 = vector.broadcast %v13 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm13_i, %offs_cn13_i], %c_mask13_v, %v13_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      %c_tile14 = vector.extract %c_all[14] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn14 = arith.addi %cn, %c32_i32 : i32
      %offs_cn14_i = arith.index_cast %offs_cn14 : i32 to index
      %cn_ok14 = arith.cmpi slt, %offs_cn14, %N : i32
      %rm14 = arith.addi %cm, %c48_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm14 = arith.addi %rm14, %e_i32 : i32
        %offs_cm14_i = arith.index_cast %offs_cm14 : i32 to index
        %cm_ok14 = arith.cmpi slt, %offs_cm14, %M : i32
        %c_mask14 = arith.andi %cm_ok14, %cn_ok14 : i1
        %c_mask14_v = vector.broadcast %c_mask14 : i1 to vector<1xi1>
        %v14 = vector.extract %c_tile14[%e] : bf16 from vector<4xbf16>
        %v14_1 = vector.broadcast %v14 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm14_i, %offs_cn14_i], %c_mask14_v, %v14_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      %c_tile15 = vector.extract %c_all[15] : vector<4xbf16> from vector<16x4xbf16>
      %offs_cn15 = arith.addi %cn, %c48_i32 : i32
      %offs_cn15_i = arith.index_cast %offs_cn15 : i32 to index
      %cn_ok15 = arith.cmpi slt, %offs_cn15, %N : i32
      %rm15 = arith.addi %cm, %c48_i32 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %e_i32 = arith.index_cast %e : index to i32
        %offs_cm15 = arith.addi %rm15, %e_i32 : i32
        %offs_cm15_i = arith.index_cast %offs_cm15 : i32 to index
        %cm_ok15 = arith.cmpi slt, %offs_cm15, %M : i32
        %c_mask15 = arith.andi %cm_ok15, %cn_ok15 : i1
        %c_mask15_v = vector.broadcast %c_mask15 : i1 to vector<1xi1>
        %v15 = vector.extract %c_tile15[%e] : bf16 from vector<4xbf16>
        %v15_1 = vector.broadcast %v15 : bf16 to vector<1xbf16>
        vector.maskedstore %c[%offs_cm15_i, %offs_cn15_i], %c_mask15_v, %v15_1 : memref<?x?xbf16>, vector<1xi1>, vector<1xbf16>
      }
      gpu.return
    }
  }
}
