// A kernel a user brings (issue 24), written by hand for this test in the
// form IREE's LLVMGPU vector-distribute lowering gives a
// matmul_transpose_b dispatch (C = A * B^T, bf16, f32 accumulation, bf16
// out), specialised on static shapes that are not multiples of the tile:
// M = 200, N = 136, K = 1032 with a 128x128x64 workgroup tile and 4
// subgroups (2 x 2, 64x64 each). Not written by frontend_gemm.py; see the
// description after the RUN lines.
//
// Full schedule: the copies become LDS DMA through bounds-checked buffers
// (the row and K masks proven in-bounds predicates: the K loop's counter
// steps by 64 from 0, so the K index is a multiple of a chunk), the loop
// gets the generator's edges kernel of the same GEMM line for line, and
// the stores through the affine.min-sized subview become buffer stores.
// RUN: cdna4-compile %s --arch gfx950 --schedule default --report -o %t.s 2>%t.remarks | sed -n '/main loop/,/copy windows/p' | tail -n +2 > %t.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// REPORT: mfma: 32 (v_mfma_f32_16x16x32_bf16: 32)
// REPORT-NEXT: lds dma: 8 (buffer_load_dwordx4: 8)
// REPORT-NEXT: ds_read: 16 (ds_read_b128: 16)
// REPORT-NEXT: ds_write: 0
// REPORT: waits in order: vmcnt(10) lgkmcnt(0); vmcnt(12) lgkmcnt(0); lgkmcnt(0); vmcnt(12) lgkmcnt(0)
// REPORT: s_barrier: 4
// REPORT: copy windows (mfma): 48 48 48 48 48 48 48 48 (min 48, mean 48.0)
// RUN: FileCheck %s --allow-empty --check-prefix=REMARKS < %t.remarks
// REMARKS-NOT: remark
// RUN: cdna4-gemm-gen --tile=128x128x64 --waves=4 --m 200 --n 136 --k 1032 -o %t.gen.mlir
// RUN: cdna4-compile %t.gen.mlir --arch gfx950 --schedule default --report -o %t.gen.s | sed -n '/main loop/,/copy windows/p' | tail -n +2 > %t.gen.report
// RUN: diff %t.gen.report %t.report
//
// Partial tiles in M, N and K (every workgroup), under every policy; C's
// element stores go through C's buffer (no masked store, no branch).
// RUN: cdna4-compile %s --arch gfx950 --schedule default -o %t.l4.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=STORES < %t.l4.mlir
// STORES-NOT: llvm.intr.masked.store
// STORES-COUNT-16: llvm.store %{{.*}} : bf16, !llvm.ptr<7>
// RUN: cdna4-sim %t.l4.mlir --gemm 200,136,1032 --tile 128x128x64 --blocks all --policy all | FileCheck %s --check-prefix=SIM
// SIM: PASS: gemm 200x136x1032 tile 128x128x64 bf16->bf16, 9 policies, 0 race(s)
//
// The thread split as IREE writes it today, `affine.delinearize_index`
// (cdna4pipe-normalize expands it before lowering affine): the same loop.
// RUN: sed -e 's/%%ids_r = affine.apply #map_div8()\[%%tid\]/%%ids_r, %%ids_c = affine.delinearize_index %%tid into (32, 8) : index, index/' -e '/%%ids_c = affine.apply #map_mod8()/d' %s > %t.delin.mlir
// RUN: FileCheck %s --check-prefix=DELIN < %t.delin.mlir
// DELIN: {{^ +}}%ids_r, %ids_c = affine.delinearize_index %tid into (32, 8) : index, index
// RUN: cdna4-compile %t.delin.mlir --arch gfx950 --schedule default --report -o %t.delin.s 2>/dev/null | sed -n '/main loop/,/copy windows/p' | tail -n +2 > %t.delin.report
// RUN: diff %t.report %t.delin.report
//
//
// The kernel: index math in `affine.apply` / `affine.min`
// over the workgroup and thread ids (subgroup
// and lane from `gpu.subgroup_id` / `gpu.lane_id`); the K loop over
// elements (`scf.for %k = 0 to 1032 step 64`: a partial last tile); copies as
// `vector.transfer_read` of 8 elements, out of bounds along K (in_bounds =
// false, pad 0) and masked by the row, then `vector.transfer_write` to LDS
// (`memref.alloc` in workgroup memory, XOR-swizzled chunks); operand reads
// `vector.transfer_read` from LDS; one `vector<4x4x4xf32>` accumulator
// (tile (i, j) at [i, j]); C written through a `memref.subview` of the
// workgroup's tile sized by `affine.min` (the partial edge tiles), one
// element per `vector.transfer_write` masked by the subview's sizes.
#map_wg = affine_map<()[s0] -> (s0 * 128)>
#map_div2 = affine_map<()[s0] -> (s0 floordiv 2)>
#map_mod2 = affine_map<()[s0] -> (s0 mod 2)>
#map_div8 = affine_map<()[s0] -> (s0 floordiv 8)>
#map_mod8 = affine_map<()[s0] -> (s0 mod 8)>
#map_rows_m = affine_map<()[s0] -> (s0 * -128 + 200, 128)>
#map_rows_n = affine_map<()[s0] -> (s0 * -128 + 136, 128)>
#map_row = affine_map<()[s0, s1, s2] -> (s0 * 128 + s1 + s2)>
#map_col = affine_map<(d0)[s0] -> (d0 + s0 * 8)>
#map_swz = affine_map<()[s0] -> (s0 * 8)>
#map_frag_row = affine_map<()[s0, s1, s2] -> (s0 * 64 + s1 mod 16 + s2)>
#map_frag_chunk = affine_map<()[s0, s1] -> (s0 floordiv 16 + s1)>
#map_out_row = affine_map<()[s0, s1, s2, s3] -> (s0 * 64 + (s1 floordiv 16) * 4 + s2 + s3)>
#map_out_col = affine_map<()[s0, s1, s2] -> (s0 * 64 + s1 mod 16 + s2)>
module attributes {gpu.container_module} {
  gpu.module @matmul_transpose_b_dispatch_0 {
    gpu.func @matmul_transpose_b_dispatch_0_matmul_transpose_b_200x136x1032_bf16xbf16xf32(%lhs: memref<200x1032xbf16>, %rhs: memref<136x1032xbf16>, %out: memref<200x136xbf16>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c64 = arith.constant 64 : index
      %c1032 = arith.constant 1032 : index
      %c200 = arith.constant 200 : index
      %c136 = arith.constant 136 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c48 = arith.constant 48 : index
      %c96 = arith.constant 96 : index
      %pad = arith.constant 0.000000e+00 : bf16
      %zero = arith.constant dense<0.000000e+00> : vector<4x4x4xf32>
      %lhs_shared = memref.alloc() : memref<128x64xbf16, #gpu.address_space<workgroup>>
      %rhs_shared = memref.alloc() : memref<128x64xbf16, #gpu.address_space<workgroup>>
      %wg_x = gpu.block_id x
      %wg_y = gpu.block_id y
      %tid = gpu.thread_id x
      %sg = gpu.subgroup_id : index
      %lane = gpu.lane_id
      %sg_m = affine.apply #map_div2()[%sg]
      %sg_n = affine.apply #map_mod2()[%sg]
      %ids_r = affine.apply #map_div8()[%tid]
      %ids_c = affine.apply #map_mod8()[%tid]
      %chunk_swz = arith.xori %ids_c, %ids_r : index
      %swz0 = arith.remui %chunk_swz, %c8 : index
      %lds_col = affine.apply #map_swz()[%swz0]
      %lhs_row0 = affine.apply #map_row()[%wg_y, %ids_r, %c0]
      %lhs_ok0 = arith.cmpi ult, %lhs_row0, %c200 : index
      %lhs_mask0 = vector.broadcast %lhs_ok0 : i1 to vector<8xi1>
      %lhs_lrow0 = arith.addi %ids_r, %c0 : index
      %lhs_row1 = affine.apply #map_row()[%wg_y, %ids_r, %c32]
      %lhs_ok1 = arith.cmpi ult, %lhs_row1, %c200 : index
      %lhs_mask1 = vector.broadcast %lhs_ok1 : i1 to vector<8xi1>
      %lhs_lrow1 = arith.addi %ids_r, %c32 : index
      %lhs_row2 = affine.apply #map_row()[%wg_y, %ids_r, %c64]
      %lhs_ok2 = arith.cmpi ult, %lhs_row2, %c200 : index
      %lhs_mask2 = vector.broadcast %lhs_ok2 : i1 to vector<8xi1>
      %lhs_lrow2 = arith.addi %ids_r, %c64 : index
      %lhs_row3 = affine.apply #map_row()[%wg_y, %ids_r, %c96]
      %lhs_ok3 = arith.cmpi ult, %lhs_row3, %c200 : index
      %lhs_mask3 = vector.broadcast %lhs_ok3 : i1 to vector<8xi1>
      %lhs_lrow3 = arith.addi %ids_r, %c96 : index
      %rhs_row0 = affine.apply #map_row()[%wg_x, %ids_r, %c0]
      %rhs_ok0 = arith.cmpi ult, %rhs_row0, %c136 : index
      %rhs_mask0 = vector.broadcast %rhs_ok0 : i1 to vector<8xi1>
      %rhs_lrow0 = arith.addi %ids_r, %c0 : index
      %rhs_row1 = affine.apply #map_row()[%wg_x, %ids_r, %c32]
      %rhs_ok1 = arith.cmpi ult, %rhs_row1, %c136 : index
      %rhs_mask1 = vector.broadcast %rhs_ok1 : i1 to vector<8xi1>
      %rhs_lrow1 = arith.addi %ids_r, %c32 : index
      %rhs_row2 = affine.apply #map_row()[%wg_x, %ids_r, %c64]
      %rhs_ok2 = arith.cmpi ult, %rhs_row2, %c136 : index
      %rhs_mask2 = vector.broadcast %rhs_ok2 : i1 to vector<8xi1>
      %rhs_lrow2 = arith.addi %ids_r, %c64 : index
      %rhs_row3 = affine.apply #map_row()[%wg_x, %ids_r, %c96]
      %rhs_ok3 = arith.cmpi ult, %rhs_row3, %c136 : index
      %rhs_mask3 = vector.broadcast %rhs_ok3 : i1 to vector<8xi1>
      %rhs_lrow3 = arith.addi %ids_r, %c96 : index
      %a_row0 = affine.apply #map_frag_row()[%sg_m, %lane, %c0]
      %b_row0 = affine.apply #map_frag_row()[%sg_n, %lane, %c0]
      %a_row1 = affine.apply #map_frag_row()[%sg_m, %lane, %c16]
      %b_row1 = affine.apply #map_frag_row()[%sg_n, %lane, %c16]
      %a_row2 = affine.apply #map_frag_row()[%sg_m, %lane, %c32]
      %b_row2 = affine.apply #map_frag_row()[%sg_n, %lane, %c32]
      %a_row3 = affine.apply #map_frag_row()[%sg_m, %lane, %c48]
      %b_row3 = affine.apply #map_frag_row()[%sg_n, %lane, %c48]
      %chunk0 = affine.apply #map_frag_chunk()[%lane, %c0]
      %chunk1 = affine.apply #map_frag_chunk()[%lane, %c4]
      %a_x00 = arith.xori %chunk0, %a_row0 : index
      %a_s00 = arith.remui %a_x00, %c8 : index
      %a_col00 = affine.apply #map_swz()[%a_s00]
      %a_x01 = arith.xori %chunk1, %a_row0 : index
      %a_s01 = arith.remui %a_x01, %c8 : index
      %a_col01 = affine.apply #map_swz()[%a_s01]
      %a_x10 = arith.xori %chunk0, %a_row1 : index
      %a_s10 = arith.remui %a_x10, %c8 : index
      %a_col10 = affine.apply #map_swz()[%a_s10]
      %a_x11 = arith.xori %chunk1, %a_row1 : index
      %a_s11 = arith.remui %a_x11, %c8 : index
      %a_col11 = affine.apply #map_swz()[%a_s11]
      %a_x20 = arith.xori %chunk0, %a_row2 : index
      %a_s20 = arith.remui %a_x20, %c8 : index
      %a_col20 = affine.apply #map_swz()[%a_s20]
      %a_x21 = arith.xori %chunk1, %a_row2 : index
      %a_s21 = arith.remui %a_x21, %c8 : index
      %a_col21 = affine.apply #map_swz()[%a_s21]
      %a_x30 = arith.xori %chunk0, %a_row3 : index
      %a_s30 = arith.remui %a_x30, %c8 : index
      %a_col30 = affine.apply #map_swz()[%a_s30]
      %a_x31 = arith.xori %chunk1, %a_row3 : index
      %a_s31 = arith.remui %a_x31, %c8 : index
      %a_col31 = affine.apply #map_swz()[%a_s31]
      %b_x00 = arith.xori %chunk0, %b_row0 : index
      %b_s00 = arith.remui %b_x00, %c8 : index
      %b_col00 = affine.apply #map_swz()[%b_s00]
      %b_x01 = arith.xori %chunk1, %b_row0 : index
      %b_s01 = arith.remui %b_x01, %c8 : index
      %b_col01 = affine.apply #map_swz()[%b_s01]
      %b_x10 = arith.xori %chunk0, %b_row1 : index
      %b_s10 = arith.remui %b_x10, %c8 : index
      %b_col10 = affine.apply #map_swz()[%b_s10]
      %b_x11 = arith.xori %chunk1, %b_row1 : index
      %b_s11 = arith.remui %b_x11, %c8 : index
      %b_col11 = affine.apply #map_swz()[%b_s11]
      %b_x20 = arith.xori %chunk0, %b_row2 : index
      %b_s20 = arith.remui %b_x20, %c8 : index
      %b_col20 = affine.apply #map_swz()[%b_s20]
      %b_x21 = arith.xori %chunk1, %b_row2 : index
      %b_s21 = arith.remui %b_x21, %c8 : index
      %b_col21 = affine.apply #map_swz()[%b_s21]
      %b_x30 = arith.xori %chunk0, %b_row3 : index
      %b_s30 = arith.remui %b_x30, %c8 : index
      %b_col30 = affine.apply #map_swz()[%b_s30]
      %b_x31 = arith.xori %chunk1, %b_row3 : index
      %b_s31 = arith.remui %b_x31, %c8 : index
      %b_col31 = affine.apply #map_swz()[%b_s31]
      %res = scf.for %k = %c0 to %c1032 step %c64 iter_args(%acc = %zero) -> (vector<4x4x4xf32>) {
        %gk = affine.apply #map_col(%k)[%ids_c]
        %lhs_v0 = vector.transfer_read %lhs[%lhs_row0, %gk], %pad, %lhs_mask0 {in_bounds = [false]} : memref<200x1032xbf16>, vector<8xbf16>
        vector.transfer_write %lhs_v0, %lhs_shared[%lhs_lrow0, %lds_col] {in_bounds = [true]} : vector<8xbf16>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %lhs_v1 = vector.transfer_read %lhs[%lhs_row1, %gk], %pad, %lhs_mask1 {in_bounds = [false]} : memref<200x1032xbf16>, vector<8xbf16>
        vector.transfer_write %lhs_v1, %lhs_shared[%lhs_lrow1, %lds_col] {in_bounds = [true]} : vector<8xbf16>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %lhs_v2 = vector.transfer_read %lhs[%lhs_row2, %gk], %pad, %lhs_mask2 {in_bounds = [false]} : memref<200x1032xbf16>, vector<8xbf16>
        vector.transfer_write %lhs_v2, %lhs_shared[%lhs_lrow2, %lds_col] {in_bounds = [true]} : vector<8xbf16>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %lhs_v3 = vector.transfer_read %lhs[%lhs_row3, %gk], %pad, %lhs_mask3 {in_bounds = [false]} : memref<200x1032xbf16>, vector<8xbf16>
        vector.transfer_write %lhs_v3, %lhs_shared[%lhs_lrow3, %lds_col] {in_bounds = [true]} : vector<8xbf16>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %rhs_v0 = vector.transfer_read %rhs[%rhs_row0, %gk], %pad, %rhs_mask0 {in_bounds = [false]} : memref<136x1032xbf16>, vector<8xbf16>
        vector.transfer_write %rhs_v0, %rhs_shared[%rhs_lrow0, %lds_col] {in_bounds = [true]} : vector<8xbf16>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %rhs_v1 = vector.transfer_read %rhs[%rhs_row1, %gk], %pad, %rhs_mask1 {in_bounds = [false]} : memref<136x1032xbf16>, vector<8xbf16>
        vector.transfer_write %rhs_v1, %rhs_shared[%rhs_lrow1, %lds_col] {in_bounds = [true]} : vector<8xbf16>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %rhs_v2 = vector.transfer_read %rhs[%rhs_row2, %gk], %pad, %rhs_mask2 {in_bounds = [false]} : memref<136x1032xbf16>, vector<8xbf16>
        vector.transfer_write %rhs_v2, %rhs_shared[%rhs_lrow2, %lds_col] {in_bounds = [true]} : vector<8xbf16>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %rhs_v3 = vector.transfer_read %rhs[%rhs_row3, %gk], %pad, %rhs_mask3 {in_bounds = [false]} : memref<136x1032xbf16>, vector<8xbf16>
        vector.transfer_write %rhs_v3, %rhs_shared[%rhs_lrow3, %lds_col] {in_bounds = [true]} : vector<8xbf16>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        gpu.barrier
        %a00 = vector.transfer_read %lhs_shared[%a_row0, %a_col00], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %a01 = vector.transfer_read %lhs_shared[%a_row0, %a_col01], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %a10 = vector.transfer_read %lhs_shared[%a_row1, %a_col10], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %a11 = vector.transfer_read %lhs_shared[%a_row1, %a_col11], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %a20 = vector.transfer_read %lhs_shared[%a_row2, %a_col20], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %a21 = vector.transfer_read %lhs_shared[%a_row2, %a_col21], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %a30 = vector.transfer_read %lhs_shared[%a_row3, %a_col30], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %a31 = vector.transfer_read %lhs_shared[%a_row3, %a_col31], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %b00 = vector.transfer_read %rhs_shared[%b_row0, %b_col00], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %b01 = vector.transfer_read %rhs_shared[%b_row0, %b_col01], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %b10 = vector.transfer_read %rhs_shared[%b_row1, %b_col10], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %b11 = vector.transfer_read %rhs_shared[%b_row1, %b_col11], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %b20 = vector.transfer_read %rhs_shared[%b_row2, %b_col20], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %b21 = vector.transfer_read %rhs_shared[%b_row2, %b_col21], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %b30 = vector.transfer_read %rhs_shared[%b_row3, %b_col30], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %b31 = vector.transfer_read %rhs_shared[%b_row3, %b_col31], %pad {in_bounds = [true]} : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %c_00 = vector.extract %acc[0, 0] : vector<4xf32> from vector<4x4x4xf32>
        %d_00_0 = amdgpu.mfma 16x16x32 %a00 * %b00 + %c_00 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_00_1 = amdgpu.mfma 16x16x32 %a01 * %b01 + %d_00_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_00 = vector.insert %d_00_1, %acc [0, 0] : vector<4xf32> into vector<4x4x4xf32>
        %c_01 = vector.extract %acc[0, 1] : vector<4xf32> from vector<4x4x4xf32>
        %d_01_0 = amdgpu.mfma 16x16x32 %a00 * %b10 + %c_01 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_01_1 = amdgpu.mfma 16x16x32 %a01 * %b11 + %d_01_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_01 = vector.insert %d_01_1, %acc_00 [0, 1] : vector<4xf32> into vector<4x4x4xf32>
        %c_02 = vector.extract %acc[0, 2] : vector<4xf32> from vector<4x4x4xf32>
        %d_02_0 = amdgpu.mfma 16x16x32 %a00 * %b20 + %c_02 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_02_1 = amdgpu.mfma 16x16x32 %a01 * %b21 + %d_02_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_02 = vector.insert %d_02_1, %acc_01 [0, 2] : vector<4xf32> into vector<4x4x4xf32>
        %c_03 = vector.extract %acc[0, 3] : vector<4xf32> from vector<4x4x4xf32>
        %d_03_0 = amdgpu.mfma 16x16x32 %a00 * %b30 + %c_03 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_03_1 = amdgpu.mfma 16x16x32 %a01 * %b31 + %d_03_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_03 = vector.insert %d_03_1, %acc_02 [0, 3] : vector<4xf32> into vector<4x4x4xf32>
        %c_10 = vector.extract %acc[1, 0] : vector<4xf32> from vector<4x4x4xf32>
        %d_10_0 = amdgpu.mfma 16x16x32 %a10 * %b00 + %c_10 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_10_1 = amdgpu.mfma 16x16x32 %a11 * %b01 + %d_10_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_10 = vector.insert %d_10_1, %acc_03 [1, 0] : vector<4xf32> into vector<4x4x4xf32>
        %c_11 = vector.extract %acc[1, 1] : vector<4xf32> from vector<4x4x4xf32>
        %d_11_0 = amdgpu.mfma 16x16x32 %a10 * %b10 + %c_11 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_11_1 = amdgpu.mfma 16x16x32 %a11 * %b11 + %d_11_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_11 = vector.insert %d_11_1, %acc_10 [1, 1] : vector<4xf32> into vector<4x4x4xf32>
        %c_12 = vector.extract %acc[1, 2] : vector<4xf32> from vector<4x4x4xf32>
        %d_12_0 = amdgpu.mfma 16x16x32 %a10 * %b20 + %c_12 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_12_1 = amdgpu.mfma 16x16x32 %a11 * %b21 + %d_12_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_12 = vector.insert %d_12_1, %acc_11 [1, 2] : vector<4xf32> into vector<4x4x4xf32>
        %c_13 = vector.extract %acc[1, 3] : vector<4xf32> from vector<4x4x4xf32>
        %d_13_0 = amdgpu.mfma 16x16x32 %a10 * %b30 + %c_13 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_13_1 = amdgpu.mfma 16x16x32 %a11 * %b31 + %d_13_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_13 = vector.insert %d_13_1, %acc_12 [1, 3] : vector<4xf32> into vector<4x4x4xf32>
        %c_20 = vector.extract %acc[2, 0] : vector<4xf32> from vector<4x4x4xf32>
        %d_20_0 = amdgpu.mfma 16x16x32 %a20 * %b00 + %c_20 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_20_1 = amdgpu.mfma 16x16x32 %a21 * %b01 + %d_20_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_20 = vector.insert %d_20_1, %acc_13 [2, 0] : vector<4xf32> into vector<4x4x4xf32>
        %c_21 = vector.extract %acc[2, 1] : vector<4xf32> from vector<4x4x4xf32>
        %d_21_0 = amdgpu.mfma 16x16x32 %a20 * %b10 + %c_21 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_21_1 = amdgpu.mfma 16x16x32 %a21 * %b11 + %d_21_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_21 = vector.insert %d_21_1, %acc_20 [2, 1] : vector<4xf32> into vector<4x4x4xf32>
        %c_22 = vector.extract %acc[2, 2] : vector<4xf32> from vector<4x4x4xf32>
        %d_22_0 = amdgpu.mfma 16x16x32 %a20 * %b20 + %c_22 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_22_1 = amdgpu.mfma 16x16x32 %a21 * %b21 + %d_22_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_22 = vector.insert %d_22_1, %acc_21 [2, 2] : vector<4xf32> into vector<4x4x4xf32>
        %c_23 = vector.extract %acc[2, 3] : vector<4xf32> from vector<4x4x4xf32>
        %d_23_0 = amdgpu.mfma 16x16x32 %a20 * %b30 + %c_23 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_23_1 = amdgpu.mfma 16x16x32 %a21 * %b31 + %d_23_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_23 = vector.insert %d_23_1, %acc_22 [2, 3] : vector<4xf32> into vector<4x4x4xf32>
        %c_30 = vector.extract %acc[3, 0] : vector<4xf32> from vector<4x4x4xf32>
        %d_30_0 = amdgpu.mfma 16x16x32 %a30 * %b00 + %c_30 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_30_1 = amdgpu.mfma 16x16x32 %a31 * %b01 + %d_30_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_30 = vector.insert %d_30_1, %acc_23 [3, 0] : vector<4xf32> into vector<4x4x4xf32>
        %c_31 = vector.extract %acc[3, 1] : vector<4xf32> from vector<4x4x4xf32>
        %d_31_0 = amdgpu.mfma 16x16x32 %a30 * %b10 + %c_31 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_31_1 = amdgpu.mfma 16x16x32 %a31 * %b11 + %d_31_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_31 = vector.insert %d_31_1, %acc_30 [3, 1] : vector<4xf32> into vector<4x4x4xf32>
        %c_32 = vector.extract %acc[3, 2] : vector<4xf32> from vector<4x4x4xf32>
        %d_32_0 = amdgpu.mfma 16x16x32 %a30 * %b20 + %c_32 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_32_1 = amdgpu.mfma 16x16x32 %a31 * %b21 + %d_32_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_32 = vector.insert %d_32_1, %acc_31 [3, 2] : vector<4xf32> into vector<4x4x4xf32>
        %c_33 = vector.extract %acc[3, 3] : vector<4xf32> from vector<4x4x4xf32>
        %d_33_0 = amdgpu.mfma 16x16x32 %a30 * %b30 + %c_33 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d_33_1 = amdgpu.mfma 16x16x32 %a31 * %b31 + %d_33_0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %acc_33 = vector.insert %d_33_1, %acc_32 [3, 3] : vector<4xf32> into vector<4x4x4xf32>
        gpu.barrier
        scf.yield %acc_33 : vector<4x4x4xf32>
      }
      %out_bf16 = arith.truncf %res : vector<4x4x4xf32> to vector<4x4x4xbf16>
      %off_m = affine.apply #map_wg()[%wg_y]
      %off_n = affine.apply #map_wg()[%wg_x]
      %size_m = affine.min #map_rows_m()[%wg_y]
      %size_n = affine.min #map_rows_n()[%wg_x]
      %out_tile = memref.subview %out[%off_m, %off_n] [%size_m, %size_n] [1, 1] : memref<200x136xbf16> to memref<?x?xbf16, strided<[136, 1], offset: ?>>
      %o_00 = vector.extract %out_bf16[0, 0] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_00 = affine.apply #map_out_col()[%sg_n, %lane, %c0]
      %ocol_ok_00 = arith.cmpi ult, %ocol_00, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c0, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_00 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_00[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_00], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      %o_01 = vector.extract %out_bf16[0, 1] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_01 = affine.apply #map_out_col()[%sg_n, %lane, %c16]
      %ocol_ok_01 = arith.cmpi ult, %ocol_01, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c0, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_01 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_01[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_01], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      %o_02 = vector.extract %out_bf16[0, 2] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_02 = affine.apply #map_out_col()[%sg_n, %lane, %c32]
      %ocol_ok_02 = arith.cmpi ult, %ocol_02, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c0, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_02 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_02[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_02], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      %o_03 = vector.extract %out_bf16[0, 3] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_03 = affine.apply #map_out_col()[%sg_n, %lane, %c48]
      %ocol_ok_03 = arith.cmpi ult, %ocol_03, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c0, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_03 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_03[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_03], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      %o_10 = vector.extract %out_bf16[1, 0] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_10 = affine.apply #map_out_col()[%sg_n, %lane, %c0]
      %ocol_ok_10 = arith.cmpi ult, %ocol_10, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c16, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_10 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_10[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_10], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      %o_11 = vector.extract %out_bf16[1, 1] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_11 = affine.apply #map_out_col()[%sg_n, %lane, %c16]
      %ocol_ok_11 = arith.cmpi ult, %ocol_11, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c16, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_11 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_11[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_11], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      %o_12 = vector.extract %out_bf16[1, 2] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_12 = affine.apply #map_out_col()[%sg_n, %lane, %c32]
      %ocol_ok_12 = arith.cmpi ult, %ocol_12, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c16, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_12 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_12[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_12], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      %o_13 = vector.extract %out_bf16[1, 3] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_13 = affine.apply #map_out_col()[%sg_n, %lane, %c48]
      %ocol_ok_13 = arith.cmpi ult, %ocol_13, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c16, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_13 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_13[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_13], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      %o_20 = vector.extract %out_bf16[2, 0] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_20 = affine.apply #map_out_col()[%sg_n, %lane, %c0]
      %ocol_ok_20 = arith.cmpi ult, %ocol_20, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c32, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_20 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_20[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_20], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      %o_21 = vector.extract %out_bf16[2, 1] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_21 = affine.apply #map_out_col()[%sg_n, %lane, %c16]
      %ocol_ok_21 = arith.cmpi ult, %ocol_21, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c32, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_21 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_21[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_21], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      %o_22 = vector.extract %out_bf16[2, 2] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_22 = affine.apply #map_out_col()[%sg_n, %lane, %c32]
      %ocol_ok_22 = arith.cmpi ult, %ocol_22, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c32, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_22 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_22[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_22], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      %o_23 = vector.extract %out_bf16[2, 3] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_23 = affine.apply #map_out_col()[%sg_n, %lane, %c48]
      %ocol_ok_23 = arith.cmpi ult, %ocol_23, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c32, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_23 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_23[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_23], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      %o_30 = vector.extract %out_bf16[3, 0] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_30 = affine.apply #map_out_col()[%sg_n, %lane, %c0]
      %ocol_ok_30 = arith.cmpi ult, %ocol_30, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c48, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_30 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_30[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_30], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      %o_31 = vector.extract %out_bf16[3, 1] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_31 = affine.apply #map_out_col()[%sg_n, %lane, %c16]
      %ocol_ok_31 = arith.cmpi ult, %ocol_31, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c48, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_31 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_31[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_31], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      %o_32 = vector.extract %out_bf16[3, 2] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_32 = affine.apply #map_out_col()[%sg_n, %lane, %c32]
      %ocol_ok_32 = arith.cmpi ult, %ocol_32, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c48, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_32 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_32[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_32], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      %o_33 = vector.extract %out_bf16[3, 3] : vector<4xbf16> from vector<4x4x4xbf16>
      %ocol_33 = affine.apply #map_out_col()[%sg_n, %lane, %c48]
      %ocol_ok_33 = arith.cmpi ult, %ocol_33, %size_n : index
      scf.for %e = %c0 to %c4 step %c1 {
        %orow = affine.apply #map_out_row()[%sg_m, %lane, %c48, %e]
        %orow_ok = arith.cmpi ult, %orow, %size_m : index
        %ok = arith.andi %orow_ok, %ocol_ok_33 : i1
        %m = vector.broadcast %ok : i1 to vector<1xi1>
        %x = vector.extract %o_33[%e] : bf16 from vector<4xbf16>
        %v = vector.broadcast %x : bf16 to vector<1xbf16>
        vector.transfer_write %v, %out_tile[%orow, %ocol_33], %m {in_bounds = [true]} : vector<1xbf16>, memref<?x?xbf16, strided<[136, 1], offset: ?>>
      }
      gpu.return
    }
  }
}
