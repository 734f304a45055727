module attributes {gpu.container_module} {
  gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {c_dtype = "bf16", dtype = "bf16", k = 8192 : i64, m = 8192 : i64, n = 8192 : i64, swizzle = "xor", tile_k = 64 : i64, tile_m = 128 : i64, tile_n = 128 : i64, waves = 4 : i64}} {
    gpu.func @gemm(%arg0: memref<8192x8192xbf16>, %arg1: memref<8192x8192xbf16>, %arg2: memref<8192x8192xbf16>) workgroup(%arg3 : memref<128x64xbf16, #gpu.address_space<workgroup>>, %arg4 : memref<128x64xbf16, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>, known_grid_size = array<i32: 64, 64, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c12 = arith.constant 12 : index
      %c16 = arith.constant 16 : index
      %c17 = arith.constant 17 : index
      %c18 = arith.constant 18 : index
      %c19 = arith.constant 19 : index
      %c32 = arith.constant 32 : index
      %c33 = arith.constant 33 : index
      %c34 = arith.constant 34 : index
      %c35 = arith.constant 35 : index
      %c48 = arith.constant 48 : index
      %c49 = arith.constant 49 : index
      %c50 = arith.constant 50 : index
      %c51 = arith.constant 51 : index
      %c64 = arith.constant 64 : index
      %c128 = arith.constant 128 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %0 = arith.divui %thread_id_x, %c64 : index
      %1 = arith.remui %thread_id_x, %c64 : index
      %2 = arith.divui %0, %c2 : index
      %3 = arith.remui %0, %c2 : index
      %4 = arith.muli %block_id_y, %c128 : index
      %5 = arith.muli %block_id_x, %c128 : index
      %6 = amdgpu.fat_raw_buffer_cast %arg0 : memref<8192x8192xbf16> to memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>
      %7 = amdgpu.fat_raw_buffer_cast %arg1 : memref<8192x8192xbf16> to memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>
      %8 = arith.muli %0, %c64 : index
      %9 = arith.addi %8, %1 : index
      %10 = arith.divui %9, %c8 : index
      %11 = arith.remui %9, %c8 : index
      %12 = arith.remui %10, %c8 : index
      %13 = arith.xori %11, %12 : index
      %14 = arith.addi %4, %10 : index
      %15 = arith.muli %13, %c8 : index
      %16 = arith.muli %0, %c8 : index
      %17 = arith.addi %0, %c4 : index
      %18 = arith.muli %17, %c64 : index
      %19 = arith.addi %18, %1 : index
      %20 = arith.divui %19, %c8 : index
      %21 = arith.remui %19, %c8 : index
      %22 = arith.remui %20, %c8 : index
      %23 = arith.xori %21, %22 : index
      %24 = arith.addi %4, %20 : index
      %25 = arith.muli %23, %c8 : index
      %26 = arith.muli %17, %c8 : index
      %27 = arith.addi %0, %c8 : index
      %28 = arith.muli %27, %c64 : index
      %29 = arith.addi %28, %1 : index
      %30 = arith.divui %29, %c8 : index
      %31 = arith.remui %29, %c8 : index
      %32 = arith.remui %30, %c8 : index
      %33 = arith.xori %31, %32 : index
      %34 = arith.addi %4, %30 : index
      %35 = arith.muli %33, %c8 : index
      %36 = arith.muli %27, %c8 : index
      %37 = arith.addi %0, %c12 : index
      %38 = arith.muli %37, %c64 : index
      %39 = arith.addi %38, %1 : index
      %40 = arith.divui %39, %c8 : index
      %41 = arith.remui %39, %c8 : index
      %42 = arith.remui %40, %c8 : index
      %43 = arith.xori %41, %42 : index
      %44 = arith.addi %4, %40 : index
      %45 = arith.muli %43, %c8 : index
      %46 = arith.muli %37, %c8 : index
      %47 = arith.muli %0, %c64 : index
      %48 = arith.addi %47, %1 : index
      %49 = arith.divui %48, %c8 : index
      %50 = arith.remui %48, %c8 : index
      %51 = arith.remui %49, %c8 : index
      %52 = arith.xori %50, %51 : index
      %53 = arith.addi %5, %49 : index
      %54 = arith.muli %52, %c8 : index
      %55 = arith.muli %0, %c8 : index
      %56 = arith.addi %0, %c4 : index
      %57 = arith.muli %56, %c64 : index
      %58 = arith.addi %57, %1 : index
      %59 = arith.divui %58, %c8 : index
      %60 = arith.remui %58, %c8 : index
      %61 = arith.remui %59, %c8 : index
      %62 = arith.xori %60, %61 : index
      %63 = arith.addi %5, %59 : index
      %64 = arith.muli %62, %c8 : index
      %65 = arith.muli %56, %c8 : index
      %66 = arith.addi %0, %c8 : index
      %67 = arith.muli %66, %c64 : index
      %68 = arith.addi %67, %1 : index
      %69 = arith.divui %68, %c8 : index
      %70 = arith.remui %68, %c8 : index
      %71 = arith.remui %69, %c8 : index
      %72 = arith.xori %70, %71 : index
      %73 = arith.addi %5, %69 : index
      %74 = arith.muli %72, %c8 : index
      %75 = arith.muli %66, %c8 : index
      %76 = arith.addi %0, %c12 : index
      %77 = arith.muli %76, %c64 : index
      %78 = arith.addi %77, %1 : index
      %79 = arith.divui %78, %c8 : index
      %80 = arith.remui %78, %c8 : index
      %81 = arith.remui %79, %c8 : index
      %82 = arith.xori %80, %81 : index
      %83 = arith.addi %5, %79 : index
      %84 = arith.muli %82, %c8 : index
      %85 = arith.muli %76, %c8 : index
      %86 = arith.remui %1, %c16 : index
      %87 = arith.divui %1, %c16 : index
      %88 = arith.muli %2, %c64 : index
      %89 = arith.addi %88, %86 : index
      %90 = arith.remui %89, %c8 : index
      %91 = arith.xori %87, %90 : index
      %92 = arith.muli %91, %c8 : index
      %93 = arith.addi %86, %c16 : index
      %94 = arith.addi %88, %93 : index
      %95 = arith.remui %94, %c8 : index
      %96 = arith.xori %87, %95 : index
      %97 = arith.muli %96, %c8 : index
      %98 = arith.addi %86, %c32 : index
      %99 = arith.addi %88, %98 : index
      %100 = arith.remui %99, %c8 : index
      %101 = arith.xori %87, %100 : index
      %102 = arith.muli %101, %c8 : index
      %103 = arith.addi %86, %c48 : index
      %104 = arith.addi %88, %103 : index
      %105 = arith.remui %104, %c8 : index
      %106 = arith.xori %87, %105 : index
      %107 = arith.muli %106, %c8 : index
      %108 = arith.addi %87, %c4 : index
      %109 = arith.addi %88, %86 : index
      %110 = arith.remui %109, %c8 : index
      %111 = arith.xori %108, %110 : index
      %112 = arith.muli %111, %c8 : index
      %113 = arith.addi %86, %c16 : index
      %114 = arith.addi %88, %113 : index
      %115 = arith.remui %114, %c8 : index
      %116 = arith.xori %108, %115 : index
      %117 = arith.muli %116, %c8 : index
      %118 = arith.addi %86, %c32 : index
      %119 = arith.addi %88, %118 : index
      %120 = arith.remui %119, %c8 : index
      %121 = arith.xori %108, %120 : index
      %122 = arith.muli %121, %c8 : index
      %123 = arith.addi %86, %c48 : index
      %124 = arith.addi %88, %123 : index
      %125 = arith.remui %124, %c8 : index
      %126 = arith.xori %108, %125 : index
      %127 = arith.muli %126, %c8 : index
      %128 = arith.remui %1, %c16 : index
      %129 = arith.divui %1, %c16 : index
      %130 = arith.muli %3, %c64 : index
      %131 = arith.addi %130, %128 : index
      %132 = arith.remui %131, %c8 : index
      %133 = arith.xori %129, %132 : index
      %134 = arith.muli %133, %c8 : index
      %135 = arith.addi %128, %c16 : index
      %136 = arith.addi %130, %135 : index
      %137 = arith.remui %136, %c8 : index
      %138 = arith.xori %129, %137 : index
      %139 = arith.muli %138, %c8 : index
      %140 = arith.addi %128, %c32 : index
      %141 = arith.addi %130, %140 : index
      %142 = arith.remui %141, %c8 : index
      %143 = arith.xori %129, %142 : index
      %144 = arith.muli %143, %c8 : index
      %145 = arith.addi %128, %c48 : index
      %146 = arith.addi %130, %145 : index
      %147 = arith.remui %146, %c8 : index
      %148 = arith.xori %129, %147 : index
      %149 = arith.muli %148, %c8 : index
      %150 = arith.addi %129, %c4 : index
      %151 = arith.addi %130, %128 : index
      %152 = arith.remui %151, %c8 : index
      %153 = arith.xori %150, %152 : index
      %154 = arith.muli %153, %c8 : index
      %155 = arith.addi %128, %c16 : index
      %156 = arith.addi %130, %155 : index
      %157 = arith.remui %156, %c8 : index
      %158 = arith.xori %150, %157 : index
      %159 = arith.muli %158, %c8 : index
      %160 = arith.addi %128, %c32 : index
      %161 = arith.addi %130, %160 : index
      %162 = arith.remui %161, %c8 : index
      %163 = arith.xori %150, %162 : index
      %164 = arith.muli %163, %c8 : index
      %165 = arith.addi %128, %c48 : index
      %166 = arith.addi %130, %165 : index
      %167 = arith.remui %166, %c8 : index
      %168 = arith.xori %150, %167 : index
      %169 = arith.muli %168, %c8 : index
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %170:16 = scf.for %arg5 = %c0 to %c128 step %c1 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %cst, %arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
        %380 = arith.muli %arg5, %c64 : index
        %381 = arith.addi %380, %15 : index
        amdgpu.gather_to_lds %6[%14, %381], %arg3[%16, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %382 = arith.addi %380, %25 : index
        amdgpu.gather_to_lds %6[%24, %382], %arg3[%26, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %383 = arith.addi %380, %35 : index
        amdgpu.gather_to_lds %6[%34, %383], %arg3[%36, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %384 = arith.addi %380, %45 : index
        amdgpu.gather_to_lds %6[%44, %384], %arg3[%46, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %385 = arith.addi %380, %54 : index
        amdgpu.gather_to_lds %7[%53, %385], %arg4[%55, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %386 = arith.addi %380, %64 : index
        amdgpu.gather_to_lds %7[%63, %386], %arg4[%65, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %387 = arith.addi %380, %74 : index
        amdgpu.gather_to_lds %7[%73, %387], %arg4[%75, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %388 = arith.addi %380, %84 : index
        amdgpu.gather_to_lds %7[%83, %388], %arg4[%85, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        amdgpu.memory_counter_wait load(0)
        rocdl.s.barrier
        %389 = vector.load %arg3[%89, %92] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %390 = vector.load %arg3[%94, %97] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %391 = vector.load %arg3[%99, %102] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %392 = vector.load %arg3[%104, %107] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %393 = vector.load %arg4[%131, %134] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %394 = vector.load %arg4[%136, %139] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %395 = vector.load %arg4[%141, %144] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %396 = vector.load %arg4[%146, %149] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %397 = vector.load %arg3[%109, %112] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %398 = vector.load %arg3[%114, %117] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %399 = vector.load %arg3[%119, %122] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %400 = vector.load %arg3[%124, %127] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %401 = vector.load %arg4[%151, %154] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %402 = vector.load %arg4[%156, %159] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %403 = vector.load %arg4[%161, %164] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %404 = vector.load %arg4[%166, %169] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %405 = amdgpu.mfma 16x16x32 %389 * %393 + %arg6 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %406 = amdgpu.mfma 16x16x32 %389 * %394 + %arg7 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %407 = amdgpu.mfma 16x16x32 %389 * %395 + %arg8 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %408 = amdgpu.mfma 16x16x32 %389 * %396 + %arg9 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %409 = amdgpu.mfma 16x16x32 %390 * %393 + %arg10 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %410 = amdgpu.mfma 16x16x32 %390 * %394 + %arg11 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %411 = amdgpu.mfma 16x16x32 %390 * %395 + %arg12 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %412 = amdgpu.mfma 16x16x32 %390 * %396 + %arg13 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %413 = amdgpu.mfma 16x16x32 %391 * %393 + %arg14 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %414 = amdgpu.mfma 16x16x32 %391 * %394 + %arg15 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %415 = amdgpu.mfma 16x16x32 %391 * %395 + %arg16 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %416 = amdgpu.mfma 16x16x32 %391 * %396 + %arg17 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %417 = amdgpu.mfma 16x16x32 %392 * %393 + %arg18 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %418 = amdgpu.mfma 16x16x32 %392 * %394 + %arg19 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %419 = amdgpu.mfma 16x16x32 %392 * %395 + %arg20 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %420 = amdgpu.mfma 16x16x32 %392 * %396 + %arg21 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %421 = amdgpu.mfma 16x16x32 %397 * %401 + %405 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %422 = amdgpu.mfma 16x16x32 %397 * %402 + %406 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %423 = amdgpu.mfma 16x16x32 %397 * %403 + %407 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %424 = amdgpu.mfma 16x16x32 %397 * %404 + %408 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %425 = amdgpu.mfma 16x16x32 %398 * %401 + %409 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %426 = amdgpu.mfma 16x16x32 %398 * %402 + %410 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %427 = amdgpu.mfma 16x16x32 %398 * %403 + %411 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %428 = amdgpu.mfma 16x16x32 %398 * %404 + %412 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %429 = amdgpu.mfma 16x16x32 %399 * %401 + %413 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %430 = amdgpu.mfma 16x16x32 %399 * %402 + %414 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %431 = amdgpu.mfma 16x16x32 %399 * %403 + %415 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %432 = amdgpu.mfma 16x16x32 %399 * %404 + %416 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %433 = amdgpu.mfma 16x16x32 %400 * %401 + %417 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %434 = amdgpu.mfma 16x16x32 %400 * %402 + %418 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %435 = amdgpu.mfma 16x16x32 %400 * %403 + %419 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %436 = amdgpu.mfma 16x16x32 %400 * %404 + %420 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        rocdl.s.barrier
        scf.yield %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431, %432, %433, %434, %435, %436 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
      }
      %171 = arith.divui %1, %c16 : index
      %172 = arith.muli %171, %c4 : index
      %173 = arith.remui %1, %c16 : index
      %174 = arith.muli %2, %c64 : index
      %175 = arith.addi %174, %172 : index
      %176 = arith.addi %4, %175 : index
      %177 = arith.muli %3, %c64 : index
      %178 = arith.addi %177, %173 : index
      %179 = arith.addi %5, %178 : index
      %180 = vector.extract %170#0[0] : f32 from vector<4xf32>
      %181 = arith.truncf %180 : f32 to bf16
      memref.store %181, %arg2[%176, %179] : memref<8192x8192xbf16>
      %182 = arith.addi %176, %c1 : index
      %183 = vector.extract %170#0[1] : f32 from vector<4xf32>
      %184 = arith.truncf %183 : f32 to bf16
      memref.store %184, %arg2[%182, %179] : memref<8192x8192xbf16>
      %185 = arith.addi %176, %c2 : index
      %186 = vector.extract %170#0[2] : f32 from vector<4xf32>
      %187 = arith.truncf %186 : f32 to bf16
      memref.store %187, %arg2[%185, %179] : memref<8192x8192xbf16>
      %188 = arith.addi %176, %c3 : index
      %189 = vector.extract %170#0[3] : f32 from vector<4xf32>
      %190 = arith.truncf %189 : f32 to bf16
      memref.store %190, %arg2[%188, %179] : memref<8192x8192xbf16>
      %191 = arith.addi %179, %c16 : index
      %192 = vector.extract %170#1[0] : f32 from vector<4xf32>
      %193 = arith.truncf %192 : f32 to bf16
      memref.store %193, %arg2[%176, %191] : memref<8192x8192xbf16>
      %194 = arith.addi %176, %c1 : index
      %195 = vector.extract %170#1[1] : f32 from vector<4xf32>
      %196 = arith.truncf %195 : f32 to bf16
      memref.store %196, %arg2[%194, %191] : memref<8192x8192xbf16>
      %197 = arith.addi %176, %c2 : index
      %198 = vector.extract %170#1[2] : f32 from vector<4xf32>
      %199 = arith.truncf %198 : f32 to bf16
      memref.store %199, %arg2[%197, %191] : memref<8192x8192xbf16>
      %200 = arith.addi %176, %c3 : index
      %201 = vector.extract %170#1[3] : f32 from vector<4xf32>
      %202 = arith.truncf %201 : f32 to bf16
      memref.store %202, %arg2[%200, %191] : memref<8192x8192xbf16>
      %203 = arith.addi %179, %c32 : index
      %204 = vector.extract %170#2[0] : f32 from vector<4xf32>
      %205 = arith.truncf %204 : f32 to bf16
      memref.store %205, %arg2[%176, %203] : memref<8192x8192xbf16>
      %206 = arith.addi %176, %c1 : index
      %207 = vector.extract %170#2[1] : f32 from vector<4xf32>
      %208 = arith.truncf %207 : f32 to bf16
      memref.store %208, %arg2[%206, %203] : memref<8192x8192xbf16>
      %209 = arith.addi %176, %c2 : index
      %210 = vector.extract %170#2[2] : f32 from vector<4xf32>
      %211 = arith.truncf %210 : f32 to bf16
      memref.store %211, %arg2[%209, %203] : memref<8192x8192xbf16>
      %212 = arith.addi %176, %c3 : index
      %213 = vector.extract %170#2[3] : f32 from vector<4xf32>
      %214 = arith.truncf %213 : f32 to bf16
      memref.store %214, %arg2[%212, %203] : memref<8192x8192xbf16>
      %215 = arith.addi %179, %c48 : index
      %216 = vector.extract %170#3[0] : f32 from vector<4xf32>
      %217 = arith.truncf %216 : f32 to bf16
      memref.store %217, %arg2[%176, %215] : memref<8192x8192xbf16>
      %218 = arith.addi %176, %c1 : index
      %219 = vector.extract %170#3[1] : f32 from vector<4xf32>
      %220 = arith.truncf %219 : f32 to bf16
      memref.store %220, %arg2[%218, %215] : memref<8192x8192xbf16>
      %221 = arith.addi %176, %c2 : index
      %222 = vector.extract %170#3[2] : f32 from vector<4xf32>
      %223 = arith.truncf %222 : f32 to bf16
      memref.store %223, %arg2[%221, %215] : memref<8192x8192xbf16>
      %224 = arith.addi %176, %c3 : index
      %225 = vector.extract %170#3[3] : f32 from vector<4xf32>
      %226 = arith.truncf %225 : f32 to bf16
      memref.store %226, %arg2[%224, %215] : memref<8192x8192xbf16>
      %227 = arith.addi %176, %c16 : index
      %228 = vector.extract %170#4[0] : f32 from vector<4xf32>
      %229 = arith.truncf %228 : f32 to bf16
      memref.store %229, %arg2[%227, %179] : memref<8192x8192xbf16>
      %230 = arith.addi %176, %c17 : index
      %231 = vector.extract %170#4[1] : f32 from vector<4xf32>
      %232 = arith.truncf %231 : f32 to bf16
      memref.store %232, %arg2[%230, %179] : memref<8192x8192xbf16>
      %233 = arith.addi %176, %c18 : index
      %234 = vector.extract %170#4[2] : f32 from vector<4xf32>
      %235 = arith.truncf %234 : f32 to bf16
      memref.store %235, %arg2[%233, %179] : memref<8192x8192xbf16>
      %236 = arith.addi %176, %c19 : index
      %237 = vector.extract %170#4[3] : f32 from vector<4xf32>
      %238 = arith.truncf %237 : f32 to bf16
      memref.store %238, %arg2[%236, %179] : memref<8192x8192xbf16>
      %239 = arith.addi %179, %c16 : index
      %240 = arith.addi %176, %c16 : index
      %241 = vector.extract %170#5[0] : f32 from vector<4xf32>
      %242 = arith.truncf %241 : f32 to bf16
      memref.store %242, %arg2[%240, %239] : memref<8192x8192xbf16>
      %243 = arith.addi %176, %c17 : index
      %244 = vector.extract %170#5[1] : f32 from vector<4xf32>
      %245 = arith.truncf %244 : f32 to bf16
      memref.store %245, %arg2[%243, %239] : memref<8192x8192xbf16>
      %246 = arith.addi %176, %c18 : index
      %247 = vector.extract %170#5[2] : f32 from vector<4xf32>
      %248 = arith.truncf %247 : f32 to bf16
      memref.store %248, %arg2[%246, %239] : memref<8192x8192xbf16>
      %249 = arith.addi %176, %c19 : index
      %250 = vector.extract %170#5[3] : f32 from vector<4xf32>
      %251 = arith.truncf %250 : f32 to bf16
      memref.store %251, %arg2[%249, %239] : memref<8192x8192xbf16>
      %252 = arith.addi %179, %c32 : index
      %253 = arith.addi %176, %c16 : index
      %254 = vector.extract %170#6[0] : f32 from vector<4xf32>
      %255 = arith.truncf %254 : f32 to bf16
      memref.store %255, %arg2[%253, %252] : memref<8192x8192xbf16>
      %256 = arith.addi %176, %c17 : index
      %257 = vector.extract %170#6[1] : f32 from vector<4xf32>
      %258 = arith.truncf %257 : f32 to bf16
      memref.store %258, %arg2[%256, %252] : memref<8192x8192xbf16>
      %259 = arith.addi %176, %c18 : index
      %260 = vector.extract %170#6[2] : f32 from vector<4xf32>
      %261 = arith.truncf %260 : f32 to bf16
      memref.store %261, %arg2[%259, %252] : memref<8192x8192xbf16>
      %262 = arith.addi %176, %c19 : index
      %263 = vector.extract %170#6[3] : f32 from vector<4xf32>
      %264 = arith.truncf %263 : f32 to bf16
      memref.store %264, %arg2[%262, %252] : memref<8192x8192xbf16>
      %265 = arith.addi %179, %c48 : index
      %266 = arith.addi %176, %c16 : index
      %267 = vector.extract %170#7[0] : f32 from vector<4xf32>
      %268 = arith.truncf %267 : f32 to bf16
      memref.store %268, %arg2[%266, %265] : memref<8192x8192xbf16>
      %269 = arith.addi %176, %c17 : index
      %270 = vector.extract %170#7[1] : f32 from vector<4xf32>
      %271 = arith.truncf %270 : f32 to bf16
      memref.store %271, %arg2[%269, %265] : memref<8192x8192xbf16>
      %272 = arith.addi %176, %c18 : index
      %273 = vector.extract %170#7[2] : f32 from vector<4xf32>
      %274 = arith.truncf %273 : f32 to bf16
      memref.store %274, %arg2[%272, %265] : memref<8192x8192xbf16>
      %275 = arith.addi %176, %c19 : index
      %276 = vector.extract %170#7[3] : f32 from vector<4xf32>
      %277 = arith.truncf %276 : f32 to bf16
      memref.store %277, %arg2[%275, %265] : memref<8192x8192xbf16>
      %278 = arith.addi %176, %c32 : index
      %279 = vector.extract %170#8[0] : f32 from vector<4xf32>
      %280 = arith.truncf %279 : f32 to bf16
      memref.store %280, %arg2[%278, %179] : memref<8192x8192xbf16>
      %281 = arith.addi %176, %c33 : index
      %282 = vector.extract %170#8[1] : f32 from vector<4xf32>
      %283 = arith.truncf %282 : f32 to bf16
      memref.store %283, %arg2[%281, %179] : memref<8192x8192xbf16>
      %284 = arith.addi %176, %c34 : index
      %285 = vector.extract %170#8[2] : f32 from vector<4xf32>
      %286 = arith.truncf %285 : f32 to bf16
      memref.store %286, %arg2[%284, %179] : memref<8192x8192xbf16>
      %287 = arith.addi %176, %c35 : index
      %288 = vector.extract %170#8[3] : f32 from vector<4xf32>
      %289 = arith.truncf %288 : f32 to bf16
      memref.store %289, %arg2[%287, %179] : memref<8192x8192xbf16>
      %290 = arith.addi %179, %c16 : index
      %291 = arith.addi %176, %c32 : index
      %292 = vector.extract %170#9[0] : f32 from vector<4xf32>
      %293 = arith.truncf %292 : f32 to bf16
      memref.store %293, %arg2[%291, %290] : memref<8192x8192xbf16>
      %294 = arith.addi %176, %c33 : index
      %295 = vector.extract %170#9[1] : f32 from vector<4xf32>
      %296 = arith.truncf %295 : f32 to bf16
      memref.store %296, %arg2[%294, %290] : memref<8192x8192xbf16>
      %297 = arith.addi %176, %c34 : index
      %298 = vector.extract %170#9[2] : f32 from vector<4xf32>
      %299 = arith.truncf %298 : f32 to bf16
      memref.store %299, %arg2[%297, %290] : memref<8192x8192xbf16>
      %300 = arith.addi %176, %c35 : index
      %301 = vector.extract %170#9[3] : f32 from vector<4xf32>
      %302 = arith.truncf %301 : f32 to bf16
      memref.store %302, %arg2[%300, %290] : memref<8192x8192xbf16>
      %303 = arith.addi %179, %c32 : index
      %304 = arith.addi %176, %c32 : index
      %305 = vector.extract %170#10[0] : f32 from vector<4xf32>
      %306 = arith.truncf %305 : f32 to bf16
      memref.store %306, %arg2[%304, %303] : memref<8192x8192xbf16>
      %307 = arith.addi %176, %c33 : index
      %308 = vector.extract %170#10[1] : f32 from vector<4xf32>
      %309 = arith.truncf %308 : f32 to bf16
      memref.store %309, %arg2[%307, %303] : memref<8192x8192xbf16>
      %310 = arith.addi %176, %c34 : index
      %311 = vector.extract %170#10[2] : f32 from vector<4xf32>
      %312 = arith.truncf %311 : f32 to bf16
      memref.store %312, %arg2[%310, %303] : memref<8192x8192xbf16>
      %313 = arith.addi %176, %c35 : index
      %314 = vector.extract %170#10[3] : f32 from vector<4xf32>
      %315 = arith.truncf %314 : f32 to bf16
      memref.store %315, %arg2[%313, %303] : memref<8192x8192xbf16>
      %316 = arith.addi %179, %c48 : index
      %317 = arith.addi %176, %c32 : index
      %318 = vector.extract %170#11[0] : f32 from vector<4xf32>
      %319 = arith.truncf %318 : f32 to bf16
      memref.store %319, %arg2[%317, %316] : memref<8192x8192xbf16>
      %320 = arith.addi %176, %c33 : index
      %321 = vector.extract %170#11[1] : f32 from vector<4xf32>
      %322 = arith.truncf %321 : f32 to bf16
      memref.store %322, %arg2[%320, %316] : memref<8192x8192xbf16>
      %323 = arith.addi %176, %c34 : index
      %324 = vector.extract %170#11[2] : f32 from vector<4xf32>
      %325 = arith.truncf %324 : f32 to bf16
      memref.store %325, %arg2[%323, %316] : memref<8192x8192xbf16>
      %326 = arith.addi %176, %c35 : index
      %327 = vector.extract %170#11[3] : f32 from vector<4xf32>
      %328 = arith.truncf %327 : f32 to bf16
      memref.store %328, %arg2[%326, %316] : memref<8192x8192xbf16>
      %329 = arith.addi %176, %c48 : index
      %330 = vector.extract %170#12[0] : f32 from vector<4xf32>
      %331 = arith.truncf %330 : f32 to bf16
      memref.store %331, %arg2[%329, %179] : memref<8192x8192xbf16>
      %332 = arith.addi %176, %c49 : index
      %333 = vector.extract %170#12[1] : f32 from vector<4xf32>
      %334 = arith.truncf %333 : f32 to bf16
      memref.store %334, %arg2[%332, %179] : memref<8192x8192xbf16>
      %335 = arith.addi %176, %c50 : index
      %336 = vector.extract %170#12[2] : f32 from vector<4xf32>
      %337 = arith.truncf %336 : f32 to bf16
      memref.store %337, %arg2[%335, %179] : memref<8192x8192xbf16>
      %338 = arith.addi %176, %c51 : index
      %339 = vector.extract %170#12[3] : f32 from vector<4xf32>
      %340 = arith.truncf %339 : f32 to bf16
      memref.store %340, %arg2[%338, %179] : memref<8192x8192xbf16>
      %341 = arith.addi %179, %c16 : index
      %342 = arith.addi %176, %c48 : index
      %343 = vector.extract %170#13[0] : f32 from vector<4xf32>
      %344 = arith.truncf %343 : f32 to bf16
      memref.store %344, %arg2[%342, %341] : memref<8192x8192xbf16>
      %345 = arith.addi %176, %c49 : index
      %346 = vector.extract %170#13[1] : f32 from vector<4xf32>
      %347 = arith.truncf %346 : f32 to bf16
      memref.store %347, %arg2[%345, %341] : memref<8192x8192xbf16>
      %348 = arith.addi %176, %c50 : index
      %349 = vector.extract %170#13[2] : f32 from vector<4xf32>
      %350 = arith.truncf %349 : f32 to bf16
      memref.store %350, %arg2[%348, %341] : memref<8192x8192xbf16>
      %351 = arith.addi %176, %c51 : index
      %352 = vector.extract %170#13[3] : f32 from vector<4xf32>
      %353 = arith.truncf %352 : f32 to bf16
      memref.store %353, %arg2[%351, %341] : memref<8192x8192xbf16>
      %354 = arith.addi %179, %c32 : index
      %355 = arith.addi %176, %c48 : index
      %356 = vector.extract %170#14[0] : f32 from vector<4xf32>
      %357 = arith.truncf %356 : f32 to bf16
      memref.store %357, %arg2[%355, %354] : memref<8192x8192xbf16>
      %358 = arith.addi %176, %c49 : index
      %359 = vector.extract %170#14[1] : f32 from vector<4xf32>
      %360 = arith.truncf %359 : f32 to bf16
      memref.store %360, %arg2[%358, %354] : memref<8192x8192xbf16>
      %361 = arith.addi %176, %c50 : index
      %362 = vector.extract %170#14[2] : f32 from vector<4xf32>
      %363 = arith.truncf %362 : f32 to bf16
      memref.store %363, %arg2[%361, %354] : memref<8192x8192xbf16>
      %364 = arith.addi %176, %c51 : index
      %365 = vector.extract %170#14[3] : f32 from vector<4xf32>
      %366 = arith.truncf %365 : f32 to bf16
      memref.store %366, %arg2[%364, %354] : memref<8192x8192xbf16>
      %367 = arith.addi %179, %c48 : index
      %368 = arith.addi %176, %c48 : index
      %369 = vector.extract %170#15[0] : f32 from vector<4xf32>
      %370 = arith.truncf %369 : f32 to bf16
      memref.store %370, %arg2[%368, %367] : memref<8192x8192xbf16>
      %371 = arith.addi %176, %c49 : index
      %372 = vector.extract %170#15[1] : f32 from vector<4xf32>
      %373 = arith.truncf %372 : f32 to bf16
      memref.store %373, %arg2[%371, %367] : memref<8192x8192xbf16>
      %374 = arith.addi %176, %c50 : index
      %375 = vector.extract %170#15[2] : f32 from vector<4xf32>
      %376 = arith.truncf %375 : f32 to bf16
      memref.store %376, %arg2[%374, %367] : memref<8192x8192xbf16>
      %377 = arith.addi %176, %c51 : index
      %378 = vector.extract %170#15[3] : f32 from vector<4xf32>
      %379 = arith.truncf %378 : f32 to bf16
      memref.store %379, %arg2[%377, %367] : memref<8192x8192xbf16>
      gpu.return
    }
  }
}

