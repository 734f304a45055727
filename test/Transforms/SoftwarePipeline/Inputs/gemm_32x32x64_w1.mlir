// Hand-written Level-0 kernel (docs/KernelContract.md): C = A * B^T,
// M = N = 64, K = 256, tile 32x32x64, 1 wave (64 threads), bf16, no swizzle.
// Per K-tile: G = 8 copies (4 A + 4 B, 8 rows of 128 B each), FA = FB = 2,
// KH = 2, 8 S2R, 8 MFMAs.
module attributes {gpu.container_module} {
  gpu.module @cdna4_gemm {
    gpu.func @gemm(%A: memref<64x256xbf16>, %B: memref<64x256xbf16>, %C: memref<64x64xf32>)
        workgroup(%As : memref<32x64xbf16, #gpu.address_space<workgroup>>,
                  %Bs : memref<32x64xbf16, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c24 = arith.constant 24 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %cKT = arith.constant 4 : index
      %zero = arith.constant dense<0.0> : vector<4xf32>
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %lane = gpu.thread_id x
      %m0 = arith.muli %by, %c32 : index
      %n0 = arith.muli %bx, %c32 : index
      %Ab = amdgpu.fat_raw_buffer_cast %A resetOffset : memref<64x256xbf16> to memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>
      %Bb = amdgpu.fat_raw_buffer_cast %B resetOffset : memref<64x256xbf16> to memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>
      // Copy lane map: row l/8 of an 8-row group, 16-byte chunk l%8.
      %crow = arith.divui %lane, %c8 : index
      %cchunk = arith.remui %lane, %c8 : index
      %ccol = arith.muli %cchunk, %c8 : index
      // S2R lane map: row l%16, k offset 8*(l/16).
      %frow = arith.remui %lane, %c16 : index
      %fq = arith.divui %lane, %c16 : index
      %fk = arith.muli %fq, %c8 : index
      %res:4 = scf.for %kt = %c0 to %cKT step %c1
          iter_args(%acc00 = %zero, %acc01 = %zero, %acc10 = %zero, %acc11 = %zero)
          -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
        %k0 = arith.muli %kt, %c64 : index
        %gcol = arith.addi %k0, %ccol : index
        %ar0 = arith.addi %m0, %c0 : index
        %ag0 = arith.addi %ar0, %crow : index
        amdgpu.gather_to_lds %Ab[%ag0, %gcol], %As[%c0, %c0] : vector<8xbf16>, memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<32x64xbf16, #gpu.address_space<workgroup>>
        %ar1 = arith.addi %m0, %c8 : index
        %ag1 = arith.addi %ar1, %crow : index
        amdgpu.gather_to_lds %Ab[%ag1, %gcol], %As[%c8, %c0] : vector<8xbf16>, memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<32x64xbf16, #gpu.address_space<workgroup>>
        %ar2 = arith.addi %m0, %c16 : index
        %ag2 = arith.addi %ar2, %crow : index
        amdgpu.gather_to_lds %Ab[%ag2, %gcol], %As[%c16, %c0] : vector<8xbf16>, memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<32x64xbf16, #gpu.address_space<workgroup>>
        %ar3 = arith.addi %m0, %c24 : index
        %ag3 = arith.addi %ar3, %crow : index
        amdgpu.gather_to_lds %Ab[%ag3, %gcol], %As[%c24, %c0] : vector<8xbf16>, memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<32x64xbf16, #gpu.address_space<workgroup>>
        %br0 = arith.addi %n0, %c0 : index
        %bg0 = arith.addi %br0, %crow : index
        amdgpu.gather_to_lds %Bb[%bg0, %gcol], %Bs[%c0, %c0] : vector<8xbf16>, memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<32x64xbf16, #gpu.address_space<workgroup>>
        %br1 = arith.addi %n0, %c8 : index
        %bg1 = arith.addi %br1, %crow : index
        amdgpu.gather_to_lds %Bb[%bg1, %gcol], %Bs[%c8, %c0] : vector<8xbf16>, memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<32x64xbf16, #gpu.address_space<workgroup>>
        %br2 = arith.addi %n0, %c16 : index
        %bg2 = arith.addi %br2, %crow : index
        amdgpu.gather_to_lds %Bb[%bg2, %gcol], %Bs[%c16, %c0] : vector<8xbf16>, memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<32x64xbf16, #gpu.address_space<workgroup>>
        %br3 = arith.addi %n0, %c24 : index
        %bg3 = arith.addi %br3, %crow : index
        amdgpu.gather_to_lds %Bb[%bg3, %gcol], %Bs[%c24, %c0] : vector<8xbf16>, memref<64x256xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<32x64xbf16, #gpu.address_space<workgroup>>
        amdgpu.memory_counter_wait load(0)
        rocdl.s.barrier
        %alr0 = arith.addi %frow, %c0 : index
        %alc00 = arith.addi %fk, %c0 : index
        %a00 = vector.load %As[%alr0, %alc00] : memref<32x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %alc01 = arith.addi %fk, %c32 : index
        %a01 = vector.load %As[%alr0, %alc01] : memref<32x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %alr1 = arith.addi %frow, %c16 : index
        %alc10 = arith.addi %fk, %c0 : index
        %a10 = vector.load %As[%alr1, %alc10] : memref<32x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %alc11 = arith.addi %fk, %c32 : index
        %a11 = vector.load %As[%alr1, %alc11] : memref<32x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %blr0 = arith.addi %frow, %c0 : index
        %blc00 = arith.addi %fk, %c0 : index
        %b00 = vector.load %Bs[%blr0, %blc00] : memref<32x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %blc01 = arith.addi %fk, %c32 : index
        %b01 = vector.load %Bs[%blr0, %blc01] : memref<32x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %blr1 = arith.addi %frow, %c16 : index
        %blc10 = arith.addi %fk, %c0 : index
        %b10 = vector.load %Bs[%blr1, %blc10] : memref<32x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %blc11 = arith.addi %fk, %c32 : index
        %b11 = vector.load %Bs[%blr1, %blc11] : memref<32x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %d000 = amdgpu.mfma 16x16x32 %a00 * %b00 + %acc00 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d001 = amdgpu.mfma 16x16x32 %a01 * %b01 + %d000 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d010 = amdgpu.mfma 16x16x32 %a00 * %b10 + %acc01 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d011 = amdgpu.mfma 16x16x32 %a01 * %b11 + %d010 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d100 = amdgpu.mfma 16x16x32 %a10 * %b00 + %acc10 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d101 = amdgpu.mfma 16x16x32 %a11 * %b01 + %d100 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d110 = amdgpu.mfma 16x16x32 %a10 * %b10 + %acc11 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %d111 = amdgpu.mfma 16x16x32 %a11 * %b11 + %d110 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        rocdl.s.barrier
        scf.yield %d001, %d011, %d101, %d111 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
      }
      // Store: lane l holds column l%16, rows 4*(l/16) + i.
      %ocol = arith.remui %lane, %c16 : index
      %orow = arith.muli %fq, %c4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        %v = vector.extract %res#0[%i] : f32 from vector<4xf32>
        %r0 = arith.addi %m0, %c0 : index
        %r1 = arith.addi %r0, %orow : index
        %r = arith.addi %r1, %i : index
        %cc0 = arith.addi %n0, %c0 : index
        %cc = arith.addi %cc0, %ocol : index
        memref.store %v, %C[%r, %cc] : memref<64x64xf32>
      }
      scf.for %i = %c0 to %c4 step %c1 {
        %v = vector.extract %res#1[%i] : f32 from vector<4xf32>
        %r0 = arith.addi %m0, %c0 : index
        %r1 = arith.addi %r0, %orow : index
        %r = arith.addi %r1, %i : index
        %cc0 = arith.addi %n0, %c16 : index
        %cc = arith.addi %cc0, %ocol : index
        memref.store %v, %C[%r, %cc] : memref<64x64xf32>
      }
      scf.for %i = %c0 to %c4 step %c1 {
        %v = vector.extract %res#2[%i] : f32 from vector<4xf32>
        %r0 = arith.addi %m0, %c16 : index
        %r1 = arith.addi %r0, %orow : index
        %r = arith.addi %r1, %i : index
        %cc0 = arith.addi %n0, %c0 : index
        %cc = arith.addi %cc0, %ocol : index
        memref.store %v, %C[%r, %cc] : memref<64x64xf32>
      }
      scf.for %i = %c0 to %c4 step %c1 {
        %v = vector.extract %res#3[%i] : f32 from vector<4xf32>
        %r0 = arith.addi %m0, %c16 : index
        %r1 = arith.addi %r0, %orow : index
        %r = arith.addi %r1, %i : index
        %cc0 = arith.addi %n0, %c16 : index
        %cc = arith.addi %cc0, %ocol : index
        memref.store %v, %C[%r, %cc] : memref<64x64xf32>
      }
      gpu.return
    }
  }
}
