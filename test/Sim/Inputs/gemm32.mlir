// A tiny tile GEMM in upstream dialects (the shape of cdna4-gemm-gen's plain
// kernel): C = A * B^T, tile 32x32x64, 4 waves laid out 2x2, one 16x16 output
// fragment per wave, MFMA 16x16x32 bf16, each wave copies 8 rows of A and 8
// rows of B per K-tile with one LDS DMA each. Variants for the planted-bug
// tests are made from this file with sed (see the tests).
module attributes {gpu.container_module} {
  gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {m = 64 : i64, n = 64 : i64, k = 256 : i64, tile_m = 32 : i64, tile_n = 32 : i64, tile_k = 64 : i64, waves = 4 : i64, dtype = "bf16", swizzle = "none", c_dtype = "bf16"}} {
    gpu.func @gemm(%A: memref<64x256xbf16>, %B: memref<64x256xbf16>, %C: memref<64x64xbf16>)
        workgroup(%As : memref<32x64xbf16, #gpu.address_space<workgroup>>,
                  %Bs : memref<32x64xbf16, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %wave = arith.divui %tid, %c64 : index
      %lane = arith.remui %tid, %c64 : index
      %wm = arith.divui %wave, %c2 : index
      %wn = arith.remui %wave, %c2 : index
      // Copy geometry: lane l of wave w moves row 8w + l/8, chunk l%8.
      %ldsrow = arith.muli %wave, %c8 : index
      %l8 = arith.divui %lane, %c8 : index
      %crow = arith.addi %ldsrow, %l8 : index
      %lm8 = arith.remui %lane, %c8 : index
      %ccol = arith.muli %lm8, %c8 : index
      %bym = arith.muli %by, %c32 : index
      %bxn = arith.muli %bx, %c32 : index
      %arow = arith.addi %bym, %crow : index
      %brow = arith.addi %bxn, %crow : index
      %Ab = amdgpu.fat_raw_buffer_cast %A resetOffset : memref<64x256xbf16> to memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>
      %Bb = amdgpu.fat_raw_buffer_cast %B resetOffset : memref<64x256xbf16> to memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>
      // Fragment geometry: lane l holds row l%16, k 8*(l/16) .. +8.
      %fr = arith.remui %lane, %c16 : index
      %l16 = arith.divui %lane, %c16 : index
      %fk0 = arith.muli %l16, %c8 : index
      %fk1 = arith.addi %fk0, %c32 : index
      %wm16 = arith.muli %wm, %c16 : index
      %wn16 = arith.muli %wn, %c16 : index
      %ar = arith.addi %wm16, %fr : index
      %br = arith.addi %wn16, %fr : index
      %z = arith.constant dense<0.0> : vector<4xf32>
      %acc = scf.for %kt = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (vector<4xf32>) {
        %kt64 = arith.muli %kt, %c64 : index
        %gk = arith.addi %kt64, %ccol : index
        amdgpu.gather_to_lds %Ab[%arow, %gk], %As[%ldsrow, %c0] : vector<8xbf16>, memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<32x64xbf16, #gpu.address_space<workgroup>>
        amdgpu.gather_to_lds %Bb[%brow, %gk], %Bs[%ldsrow, %c0] : vector<8xbf16>, memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<32x64xbf16, #gpu.address_space<workgroup>>
        amdgpu.memory_counter_wait load(0)
        rocdl.s.barrier
        %a0 = vector.load %As[%ar, %fk0] : memref<32x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %b0 = vector.load %Bs[%br, %fk0] : memref<32x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %a1 = vector.load %As[%ar, %fk1] : memref<32x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %b1 = vector.load %Bs[%br, %fk1] : memref<32x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %d0 = amdgpu.mfma 16x16x32 %a0 * %b0 + %acc blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d1 = amdgpu.mfma 16x16x32 %a1 * %b1 + %d0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        rocdl.s.barrier
        scf.yield %d1 : vector<4xf32>
      }
      // D: lane l holds column l%16, rows 4*(l/16) .. +4.
      %r0 = arith.muli %l16, %c4 : index
      %rb = arith.addi %bym, %wm16 : index
      %rr = arith.addi %rb, %r0 : index
      %cb = arith.addi %bxn, %wn16 : index
      %cc = arith.addi %cb, %fr : index
      %e0 = vector.extract %acc[0] : f32 from vector<4xf32>
      %e1 = vector.extract %acc[1] : f32 from vector<4xf32>
      %e2 = vector.extract %acc[2] : f32 from vector<4xf32>
      %e3 = vector.extract %acc[3] : f32 from vector<4xf32>
      %t0 = arith.truncf %e0 : f32 to bf16
      %t1 = arith.truncf %e1 : f32 to bf16
      %t2 = arith.truncf %e2 : f32 to bf16
      %t3 = arith.truncf %e3 : f32 to bf16
      %rr1 = arith.addi %rr, %c1 : index
      %rr2 = arith.addi %rr, %c2 : index
      %c3 = arith.constant 3 : index
      %rr3 = arith.addi %rr, %c3 : index
      memref.store %t0, %C[%rr, %cc] : memref<64x64xbf16>
      memref.store %t1, %C[%rr1, %cc] : memref<64x64xbf16>
      memref.store %t2, %C[%rr2, %cc] : memref<64x64xbf16>
      memref.store %t3, %C[%rr3, %cc] : memref<64x64xbf16>
      gpu.return
    }
  }
}
