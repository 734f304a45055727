module attributes {gpu.container_module} {
  gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {c_dtype = "bf16", dtype = "bf16", k = 8192 : i64, m = 8192 : i64, n = 8192 : i64, swizzle = "xor", tile_k = 64 : i64, tile_m = 128 : i64, tile_n = 128 : i64, waves = 4 : i64}} {
    gpu.func @gemm(%arg0: memref<8192x8192xbf16>, %arg1: memref<8192x8192xbf16>, %arg2: memref<8192x8192xbf16>) workgroup(%arg3 : memref<128x64xbf16, #gpu.address_space<workgroup>>, %arg4 : memref<128x64xbf16, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>, known_grid_size = array<i32: 64, 64, 1>} {
      %c64 = arith.constant 64 : index
      %c2 = arith.constant 2 : index
      %c128 = arith.constant 128 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c48 = arith.constant 48 : index
      %c17 = arith.constant 17 : index
      %c18 = arith.constant 18 : index
      %c19 = arith.constant 19 : index
      %c33 = arith.constant 33 : index
      %c34 = arith.constant 34 : index
      %c35 = arith.constant 35 : index
      %c49 = arith.constant 49 : index
      %c50 = arith.constant 50 : index
      %c51 = arith.constant 51 : index
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
      %8 = arith.muli %0, %c4 : index
      %9 = arith.muli %8, %c64 : index
      %10 = arith.addi %9, %1 : index
      %11 = arith.divui %10, %c8 : index
      %12 = arith.remui %10, %c8 : index
      %13 = arith.remui %11, %c8 : index
      %14 = arith.xori %12, %13 : index
      %15 = arith.addi %4, %11 : index
      %16 = arith.muli %14, %c8 : index
      %17 = arith.muli %8, %c8 : index
      %18 = arith.addi %8, %c1 : index
      %19 = arith.muli %18, %c64 : index
      %20 = arith.addi %19, %1 : index
      %21 = arith.divui %20, %c8 : index
      %22 = arith.remui %20, %c8 : index
      %23 = arith.remui %21, %c8 : index
      %24 = arith.xori %22, %23 : index
      %25 = arith.addi %4, %21 : index
      %26 = arith.muli %24, %c8 : index
      %27 = arith.muli %18, %c8 : index
      %28 = arith.addi %8, %c2 : index
      %29 = arith.muli %28, %c64 : index
      %30 = arith.addi %29, %1 : index
      %31 = arith.divui %30, %c8 : index
      %32 = arith.remui %30, %c8 : index
      %33 = arith.remui %31, %c8 : index
      %34 = arith.xori %32, %33 : index
      %35 = arith.addi %4, %31 : index
      %36 = arith.muli %34, %c8 : index
      %37 = arith.muli %28, %c8 : index
      %38 = arith.addi %8, %c3 : index
      %39 = arith.muli %38, %c64 : index
      %40 = arith.addi %39, %1 : index
      %41 = arith.divui %40, %c8 : index
      %42 = arith.remui %40, %c8 : index
      %43 = arith.remui %41, %c8 : index
      %44 = arith.xori %42, %43 : index
      %45 = arith.addi %4, %41 : index
      %46 = arith.muli %44, %c8 : index
      %47 = arith.muli %38, %c8 : index
      %48 = arith.muli %0, %c4 : index
      %49 = arith.muli %48, %c64 : index
      %50 = arith.addi %49, %1 : index
      %51 = arith.divui %50, %c8 : index
      %52 = arith.remui %50, %c8 : index
      %53 = arith.remui %51, %c8 : index
      %54 = arith.xori %52, %53 : index
      %55 = arith.addi %5, %51 : index
      %56 = arith.muli %54, %c8 : index
      %57 = arith.muli %48, %c8 : index
      %58 = arith.addi %48, %c1 : index
      %59 = arith.muli %58, %c64 : index
      %60 = arith.addi %59, %1 : index
      %61 = arith.divui %60, %c8 : index
      %62 = arith.remui %60, %c8 : index
      %63 = arith.remui %61, %c8 : index
      %64 = arith.xori %62, %63 : index
      %65 = arith.addi %5, %61 : index
      %66 = arith.muli %64, %c8 : index
      %67 = arith.muli %58, %c8 : index
      %68 = arith.addi %48, %c2 : index
      %69 = arith.muli %68, %c64 : index
      %70 = arith.addi %69, %1 : index
      %71 = arith.divui %70, %c8 : index
      %72 = arith.remui %70, %c8 : index
      %73 = arith.remui %71, %c8 : index
      %74 = arith.xori %72, %73 : index
      %75 = arith.addi %5, %71 : index
      %76 = arith.muli %74, %c8 : index
      %77 = arith.muli %68, %c8 : index
      %78 = arith.addi %48, %c3 : index
      %79 = arith.muli %78, %c64 : index
      %80 = arith.addi %79, %1 : index
      %81 = arith.divui %80, %c8 : index
      %82 = arith.remui %80, %c8 : index
      %83 = arith.remui %81, %c8 : index
      %84 = arith.xori %82, %83 : index
      %85 = arith.addi %5, %81 : index
      %86 = arith.muli %84, %c8 : index
      %87 = arith.muli %78, %c8 : index
      %88 = arith.remui %1, %c16 : index
      %89 = arith.divui %1, %c16 : index
      %90 = arith.muli %2, %c64 : index
      %91 = arith.addi %90, %88 : index
      %92 = arith.remui %91, %c8 : index
      %93 = arith.xori %89, %92 : index
      %94 = arith.muli %93, %c8 : index
      %95 = arith.addi %88, %c16 : index
      %96 = arith.addi %90, %95 : index
      %97 = arith.remui %96, %c8 : index
      %98 = arith.xori %89, %97 : index
      %99 = arith.muli %98, %c8 : index
      %100 = arith.addi %88, %c32 : index
      %101 = arith.addi %90, %100 : index
      %102 = arith.remui %101, %c8 : index
      %103 = arith.xori %89, %102 : index
      %104 = arith.muli %103, %c8 : index
      %105 = arith.addi %88, %c48 : index
      %106 = arith.addi %90, %105 : index
      %107 = arith.remui %106, %c8 : index
      %108 = arith.xori %89, %107 : index
      %109 = arith.muli %108, %c8 : index
      %110 = arith.addi %89, %c4 : index
      %111 = arith.addi %90, %88 : index
      %112 = arith.remui %111, %c8 : index
      %113 = arith.xori %110, %112 : index
      %114 = arith.muli %113, %c8 : index
      %115 = arith.addi %88, %c16 : index
      %116 = arith.addi %90, %115 : index
      %117 = arith.remui %116, %c8 : index
      %118 = arith.xori %110, %117 : index
      %119 = arith.muli %118, %c8 : index
      %120 = arith.addi %88, %c32 : index
      %121 = arith.addi %90, %120 : index
      %122 = arith.remui %121, %c8 : index
      %123 = arith.xori %110, %122 : index
      %124 = arith.muli %123, %c8 : index
      %125 = arith.addi %88, %c48 : index
      %126 = arith.addi %90, %125 : index
      %127 = arith.remui %126, %c8 : index
      %128 = arith.xori %110, %127 : index
      %129 = arith.muli %128, %c8 : index
      %130 = arith.remui %1, %c16 : index
      %131 = arith.divui %1, %c16 : index
      %132 = arith.muli %3, %c64 : index
      %133 = arith.addi %132, %130 : index
      %134 = arith.remui %133, %c8 : index
      %135 = arith.xori %131, %134 : index
      %136 = arith.muli %135, %c8 : index
      %137 = arith.addi %130, %c16 : index
      %138 = arith.addi %132, %137 : index
      %139 = arith.remui %138, %c8 : index
      %140 = arith.xori %131, %139 : index
      %141 = arith.muli %140, %c8 : index
      %142 = arith.addi %130, %c32 : index
      %143 = arith.addi %132, %142 : index
      %144 = arith.remui %143, %c8 : index
      %145 = arith.xori %131, %144 : index
      %146 = arith.muli %145, %c8 : index
      %147 = arith.addi %130, %c48 : index
      %148 = arith.addi %132, %147 : index
      %149 = arith.remui %148, %c8 : index
      %150 = arith.xori %131, %149 : index
      %151 = arith.muli %150, %c8 : index
      %152 = arith.addi %131, %c4 : index
      %153 = arith.addi %132, %130 : index
      %154 = arith.remui %153, %c8 : index
      %155 = arith.xori %152, %154 : index
      %156 = arith.muli %155, %c8 : index
      %157 = arith.addi %130, %c16 : index
      %158 = arith.addi %132, %157 : index
      %159 = arith.remui %158, %c8 : index
      %160 = arith.xori %152, %159 : index
      %161 = arith.muli %160, %c8 : index
      %162 = arith.addi %130, %c32 : index
      %163 = arith.addi %132, %162 : index
      %164 = arith.remui %163, %c8 : index
      %165 = arith.xori %152, %164 : index
      %166 = arith.muli %165, %c8 : index
      %167 = arith.addi %130, %c48 : index
      %168 = arith.addi %132, %167 : index
      %169 = arith.remui %168, %c8 : index
      %170 = arith.xori %152, %169 : index
      %171 = arith.muli %170, %c8 : index
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %172:16 = scf.for %arg5 = %c0 to %c128 step %c1 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %cst, %arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
        %382 = arith.muli %arg5, %c64 : index
        %383 = arith.addi %382, %16 : index
        amdgpu.gather_to_lds %6[%15, %383], %arg3[%17, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %384 = arith.addi %382, %26 : index
        amdgpu.gather_to_lds %6[%25, %384], %arg3[%27, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %385 = arith.addi %382, %36 : index
        amdgpu.gather_to_lds %6[%35, %385], %arg3[%37, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %386 = arith.addi %382, %46 : index
        amdgpu.gather_to_lds %6[%45, %386], %arg3[%47, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %387 = arith.addi %382, %56 : index
        amdgpu.gather_to_lds %7[%55, %387], %arg4[%57, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %388 = arith.addi %382, %66 : index
        amdgpu.gather_to_lds %7[%65, %388], %arg4[%67, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %389 = arith.addi %382, %76 : index
        amdgpu.gather_to_lds %7[%75, %389], %arg4[%77, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        %390 = arith.addi %382, %86 : index
        amdgpu.gather_to_lds %7[%85, %390], %arg4[%87, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<128x64xbf16, #gpu.address_space<workgroup>>
        amdgpu.memory_counter_wait load(0)
        rocdl.s.barrier
        %391 = vector.load %arg3[%91, %94] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %392 = vector.load %arg3[%96, %99] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %393 = vector.load %arg3[%101, %104] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %394 = vector.load %arg3[%106, %109] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %395 = vector.load %arg4[%133, %136] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %396 = vector.load %arg4[%138, %141] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %397 = vector.load %arg4[%143, %146] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %398 = vector.load %arg4[%148, %151] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %399 = vector.load %arg3[%111, %114] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %400 = vector.load %arg3[%116, %119] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %401 = vector.load %arg3[%121, %124] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %402 = vector.load %arg3[%126, %129] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %403 = vector.load %arg4[%153, %156] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %404 = vector.load %arg4[%158, %161] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %405 = vector.load %arg4[%163, %166] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %406 = vector.load %arg4[%168, %171] : memref<128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %407 = amdgpu.mfma 16x16x32 %391 * %395 + %arg6 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %408 = amdgpu.mfma 16x16x32 %391 * %396 + %arg7 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %409 = amdgpu.mfma 16x16x32 %391 * %397 + %arg8 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %410 = amdgpu.mfma 16x16x32 %391 * %398 + %arg9 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %411 = amdgpu.mfma 16x16x32 %392 * %395 + %arg10 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %412 = amdgpu.mfma 16x16x32 %392 * %396 + %arg11 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %413 = amdgpu.mfma 16x16x32 %392 * %397 + %arg12 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %414 = amdgpu.mfma 16x16x32 %392 * %398 + %arg13 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %415 = amdgpu.mfma 16x16x32 %393 * %395 + %arg14 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %416 = amdgpu.mfma 16x16x32 %393 * %396 + %arg15 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %417 = amdgpu.mfma 16x16x32 %393 * %397 + %arg16 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %418 = amdgpu.mfma 16x16x32 %393 * %398 + %arg17 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %419 = amdgpu.mfma 16x16x32 %394 * %395 + %arg18 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %420 = amdgpu.mfma 16x16x32 %394 * %396 + %arg19 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %421 = amdgpu.mfma 16x16x32 %394 * %397 + %arg20 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %422 = amdgpu.mfma 16x16x32 %394 * %398 + %arg21 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %423 = amdgpu.mfma 16x16x32 %399 * %403 + %407 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %424 = amdgpu.mfma 16x16x32 %399 * %404 + %408 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %425 = amdgpu.mfma 16x16x32 %399 * %405 + %409 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %426 = amdgpu.mfma 16x16x32 %399 * %406 + %410 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %427 = amdgpu.mfma 16x16x32 %400 * %403 + %411 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %428 = amdgpu.mfma 16x16x32 %400 * %404 + %412 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %429 = amdgpu.mfma 16x16x32 %400 * %405 + %413 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %430 = amdgpu.mfma 16x16x32 %400 * %406 + %414 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %431 = amdgpu.mfma 16x16x32 %401 * %403 + %415 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %432 = amdgpu.mfma 16x16x32 %401 * %404 + %416 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %433 = amdgpu.mfma 16x16x32 %401 * %405 + %417 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %434 = amdgpu.mfma 16x16x32 %401 * %406 + %418 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %435 = amdgpu.mfma 16x16x32 %402 * %403 + %419 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %436 = amdgpu.mfma 16x16x32 %402 * %404 + %420 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %437 = amdgpu.mfma 16x16x32 %402 * %405 + %421 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %438 = amdgpu.mfma 16x16x32 %402 * %406 + %422 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        rocdl.s.barrier
        scf.yield %423, %424, %425, %426, %427, %428, %429, %430, %431, %432, %433, %434, %435, %436, %437, %438 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
      }
      %173 = arith.divui %1, %c16 : index
      %174 = arith.muli %173, %c4 : index
      %175 = arith.remui %1, %c16 : index
      %176 = arith.muli %2, %c64 : index
      %177 = arith.addi %176, %174 : index
      %178 = arith.addi %4, %177 : index
      %179 = arith.muli %3, %c64 : index
      %180 = arith.addi %179, %175 : index
      %181 = arith.addi %5, %180 : index
      %182 = vector.extract %172#0[0] : f32 from vector<4xf32>
      %183 = arith.truncf %182 : f32 to bf16
      memref.store %183, %arg2[%178, %181] : memref<8192x8192xbf16>
      %184 = arith.addi %178, %c1 : index
      %185 = vector.extract %172#0[1] : f32 from vector<4xf32>
      %186 = arith.truncf %185 : f32 to bf16
      memref.store %186, %arg2[%184, %181] : memref<8192x8192xbf16>
      %187 = arith.addi %178, %c2 : index
      %188 = vector.extract %172#0[2] : f32 from vector<4xf32>
      %189 = arith.truncf %188 : f32 to bf16
      memref.store %189, %arg2[%187, %181] : memref<8192x8192xbf16>
      %190 = arith.addi %178, %c3 : index
      %191 = vector.extract %172#0[3] : f32 from vector<4xf32>
      %192 = arith.truncf %191 : f32 to bf16
      memref.store %192, %arg2[%190, %181] : memref<8192x8192xbf16>
      %193 = arith.addi %181, %c16 : index
      %194 = vector.extract %172#1[0] : f32 from vector<4xf32>
      %195 = arith.truncf %194 : f32 to bf16
      memref.store %195, %arg2[%178, %193] : memref<8192x8192xbf16>
      %196 = arith.addi %178, %c1 : index
      %197 = vector.extract %172#1[1] : f32 from vector<4xf32>
      %198 = arith.truncf %197 : f32 to bf16
      memref.store %198, %arg2[%196, %193] : memref<8192x8192xbf16>
      %199 = arith.addi %178, %c2 : index
      %200 = vector.extract %172#1[2] : f32 from vector<4xf32>
      %201 = arith.truncf %200 : f32 to bf16
      memref.store %201, %arg2[%199, %193] : memref<8192x8192xbf16>
      %202 = arith.addi %178, %c3 : index
      %203 = vector.extract %172#1[3] : f32 from vector<4xf32>
      %204 = arith.truncf %203 : f32 to bf16
      memref.store %204, %arg2[%202, %193] : memref<8192x8192xbf16>
      %205 = arith.addi %181, %c32 : index
      %206 = vector.extract %172#2[0] : f32 from vector<4xf32>
      %207 = arith.truncf %206 : f32 to bf16
      memref.store %207, %arg2[%178, %205] : memref<8192x8192xbf16>
      %208 = arith.addi %178, %c1 : index
      %209 = vector.extract %172#2[1] : f32 from vector<4xf32>
      %210 = arith.truncf %209 : f32 to bf16
      memref.store %210, %arg2[%208, %205] : memref<8192x8192xbf16>
      %211 = arith.addi %178, %c2 : index
      %212 = vector.extract %172#2[2] : f32 from vector<4xf32>
      %213 = arith.truncf %212 : f32 to bf16
      memref.store %213, %arg2[%211, %205] : memref<8192x8192xbf16>
      %214 = arith.addi %178, %c3 : index
      %215 = vector.extract %172#2[3] : f32 from vector<4xf32>
      %216 = arith.truncf %215 : f32 to bf16
      memref.store %216, %arg2[%214, %205] : memref<8192x8192xbf16>
      %217 = arith.addi %181, %c48 : index
      %218 = vector.extract %172#3[0] : f32 from vector<4xf32>
      %219 = arith.truncf %218 : f32 to bf16
      memref.store %219, %arg2[%178, %217] : memref<8192x8192xbf16>
      %220 = arith.addi %178, %c1 : index
      %221 = vector.extract %172#3[1] : f32 from vector<4xf32>
      %222 = arith.truncf %221 : f32 to bf16
      memref.store %222, %arg2[%220, %217] : memref<8192x8192xbf16>
      %223 = arith.addi %178, %c2 : index
      %224 = vector.extract %172#3[2] : f32 from vector<4xf32>
      %225 = arith.truncf %224 : f32 to bf16
      memref.store %225, %arg2[%223, %217] : memref<8192x8192xbf16>
      %226 = arith.addi %178, %c3 : index
      %227 = vector.extract %172#3[3] : f32 from vector<4xf32>
      %228 = arith.truncf %227 : f32 to bf16
      memref.store %228, %arg2[%226, %217] : memref<8192x8192xbf16>
      %229 = arith.addi %178, %c16 : index
      %230 = vector.extract %172#4[0] : f32 from vector<4xf32>
      %231 = arith.truncf %230 : f32 to bf16
      memref.store %231, %arg2[%229, %181] : memref<8192x8192xbf16>
      %232 = arith.addi %178, %c17 : index
      %233 = vector.extract %172#4[1] : f32 from vector<4xf32>
      %234 = arith.truncf %233 : f32 to bf16
      memref.store %234, %arg2[%232, %181] : memref<8192x8192xbf16>
      %235 = arith.addi %178, %c18 : index
      %236 = vector.extract %172#4[2] : f32 from vector<4xf32>
      %237 = arith.truncf %236 : f32 to bf16
      memref.store %237, %arg2[%235, %181] : memref<8192x8192xbf16>
      %238 = arith.addi %178, %c19 : index
      %239 = vector.extract %172#4[3] : f32 from vector<4xf32>
      %240 = arith.truncf %239 : f32 to bf16
      memref.store %240, %arg2[%238, %181] : memref<8192x8192xbf16>
      %241 = arith.addi %181, %c16 : index
      %242 = arith.addi %178, %c16 : index
      %243 = vector.extract %172#5[0] : f32 from vector<4xf32>
      %244 = arith.truncf %243 : f32 to bf16
      memref.store %244, %arg2[%242, %241] : memref<8192x8192xbf16>
      %245 = arith.addi %178, %c17 : index
      %246 = vector.extract %172#5[1] : f32 from vector<4xf32>
      %247 = arith.truncf %246 : f32 to bf16
      memref.store %247, %arg2[%245, %241] : memref<8192x8192xbf16>
      %248 = arith.addi %178, %c18 : index
      %249 = vector.extract %172#5[2] : f32 from vector<4xf32>
      %250 = arith.truncf %249 : f32 to bf16
      memref.store %250, %arg2[%248, %241] : memref<8192x8192xbf16>
      %251 = arith.addi %178, %c19 : index
      %252 = vector.extract %172#5[3] : f32 from vector<4xf32>
      %253 = arith.truncf %252 : f32 to bf16
      memref.store %253, %arg2[%251, %241] : memref<8192x8192xbf16>
      %254 = arith.addi %181, %c32 : index
      %255 = arith.addi %178, %c16 : index
      %256 = vector.extract %172#6[0] : f32 from vector<4xf32>
      %257 = arith.truncf %256 : f32 to bf16
      memref.store %257, %arg2[%255, %254] : memref<8192x8192xbf16>
      %258 = arith.addi %178, %c17 : index
      %259 = vector.extract %172#6[1] : f32 from vector<4xf32>
      %260 = arith.truncf %259 : f32 to bf16
      memref.store %260, %arg2[%258, %254] : memref<8192x8192xbf16>
      %261 = arith.addi %178, %c18 : index
      %262 = vector.extract %172#6[2] : f32 from vector<4xf32>
      %263 = arith.truncf %262 : f32 to bf16
      memref.store %263, %arg2[%261, %254] : memref<8192x8192xbf16>
      %264 = arith.addi %178, %c19 : index
      %265 = vector.extract %172#6[3] : f32 from vector<4xf32>
      %266 = arith.truncf %265 : f32 to bf16
      memref.store %266, %arg2[%264, %254] : memref<8192x8192xbf16>
      %267 = arith.addi %181, %c48 : index
      %268 = arith.addi %178, %c16 : index
      %269 = vector.extract %172#7[0] : f32 from vector<4xf32>
      %270 = arith.truncf %269 : f32 to bf16
      memref.store %270, %arg2[%268, %267] : memref<8192x8192xbf16>
      %271 = arith.addi %178, %c17 : index
      %272 = vector.extract %172#7[1] : f32 from vector<4xf32>
      %273 = arith.truncf %272 : f32 to bf16
      memref.store %273, %arg2[%271, %267] : memref<8192x8192xbf16>
      %274 = arith.addi %178, %c18 : index
      %275 = vector.extract %172#7[2] : f32 from vector<4xf32>
      %276 = arith.truncf %275 : f32 to bf16
      memref.store %276, %arg2[%274, %267] : memref<8192x8192xbf16>
      %277 = arith.addi %178, %c19 : index
      %278 = vector.extract %172#7[3] : f32 from vector<4xf32>
      %279 = arith.truncf %278 : f32 to bf16
      memref.store %279, %arg2[%277, %267] : memref<8192x8192xbf16>
      %280 = arith.addi %178, %c32 : index
      %281 = vector.extract %172#8[0] : f32 from vector<4xf32>
      %282 = arith.truncf %281 : f32 to bf16
      memref.store %282, %arg2[%280, %181] : memref<8192x8192xbf16>
      %283 = arith.addi %178, %c33 : index
      %284 = vector.extract %172#8[1] : f32 from vector<4xf32>
      %285 = arith.truncf %284 : f32 to bf16
      memref.store %285, %arg2[%283, %181] : memref<8192x8192xbf16>
      %286 = arith.addi %178, %c34 : index
      %287 = vector.extract %172#8[2] : f32 from vector<4xf32>
      %288 = arith.truncf %287 : f32 to bf16
      memref.store %288, %arg2[%286, %181] : memref<8192x8192xbf16>
      %289 = arith.addi %178, %c35 : index
      %290 = vector.extract %172#8[3] : f32 from vector<4xf32>
      %291 = arith.truncf %290 : f32 to bf16
      memref.store %291, %arg2[%289, %181] : memref<8192x8192xbf16>
      %292 = arith.addi %181, %c16 : index
      %293 = arith.addi %178, %c32 : index
      %294 = vector.extract %172#9[0] : f32 from vector<4xf32>
      %295 = arith.truncf %294 : f32 to bf16
      memref.store %295, %arg2[%293, %292] : memref<8192x8192xbf16>
      %296 = arith.addi %178, %c33 : index
      %297 = vector.extract %172#9[1] : f32 from vector<4xf32>
      %298 = arith.truncf %297 : f32 to bf16
      memref.store %298, %arg2[%296, %292] : memref<8192x8192xbf16>
      %299 = arith.addi %178, %c34 : index
      %300 = vector.extract %172#9[2] : f32 from vector<4xf32>
      %301 = arith.truncf %300 : f32 to bf16
      memref.store %301, %arg2[%299, %292] : memref<8192x8192xbf16>
      %302 = arith.addi %178, %c35 : index
      %303 = vector.extract %172#9[3] : f32 from vector<4xf32>
      %304 = arith.truncf %303 : f32 to bf16
      memref.store %304, %arg2[%302, %292] : memref<8192x8192xbf16>
      %305 = arith.addi %181, %c32 : index
      %306 = arith.addi %178, %c32 : index
      %307 = vector.extract %172#10[0] : f32 from vector<4xf32>
      %308 = arith.truncf %307 : f32 to bf16
      memref.store %308, %arg2[%306, %305] : memref<8192x8192xbf16>
      %309 = arith.addi %178, %c33 : index
      %310 = vector.extract %172#10[1] : f32 from vector<4xf32>
      %311 = arith.truncf %310 : f32 to bf16
      memref.store %311, %arg2[%309, %305] : memref<8192x8192xbf16>
      %312 = arith.addi %178, %c34 : index
      %313 = vector.extract %172#10[2] : f32 from vector<4xf32>
      %314 = arith.truncf %313 : f32 to bf16
      memref.store %314, %arg2[%312, %305] : memref<8192x8192xbf16>
      %315 = arith.addi %178, %c35 : index
      %316 = vector.extract %172#10[3] : f32 from vector<4xf32>
      %317 = arith.truncf %316 : f32 to bf16
      memref.store %317, %arg2[%315, %305] : memref<8192x8192xbf16>
      %318 = arith.addi %181, %c48 : index
      %319 = arith.addi %178, %c32 : index
      %320 = vector.extract %172#11[0] : f32 from vector<4xf32>
      %321 = arith.truncf %320 : f32 to bf16
      memref.store %321, %arg2[%319, %318] : memref<8192x8192xbf16>
      %322 = arith.addi %178, %c33 : index
      %323 = vector.extract %172#11[1] : f32 from vector<4xf32>
      %324 = arith.truncf %323 : f32 to bf16
      memref.store %324, %arg2[%322, %318] : memref<8192x8192xbf16>
      %325 = arith.addi %178, %c34 : index
      %326 = vector.extract %172#11[2] : f32 from vector<4xf32>
      %327 = arith.truncf %326 : f32 to bf16
      memref.store %327, %arg2[%325, %318] : memref<8192x8192xbf16>
      %328 = arith.addi %178, %c35 : index
      %329 = vector.extract %172#11[3] : f32 from vector<4xf32>
      %330 = arith.truncf %329 : f32 to bf16
      memref.store %330, %arg2[%328, %318] : memref<8192x8192xbf16>
      %331 = arith.addi %178, %c48 : index
      %332 = vector.extract %172#12[0] : f32 from vector<4xf32>
      %333 = arith.truncf %332 : f32 to bf16
      memref.store %333, %arg2[%331, %181] : memref<8192x8192xbf16>
      %334 = arith.addi %178, %c49 : index
      %335 = vector.extract %172#12[1] : f32 from vector<4xf32>
      %336 = arith.truncf %335 : f32 to bf16
      memref.store %336, %arg2[%334, %181] : memref<8192x8192xbf16>
      %337 = arith.addi %178, %c50 : index
      %338 = vector.extract %172#12[2] : f32 from vector<4xf32>
      %339 = arith.truncf %338 : f32 to bf16
      memref.store %339, %arg2[%337, %181] : memref<8192x8192xbf16>
      %340 = arith.addi %178, %c51 : index
      %341 = vector.extract %172#12[3] : f32 from vector<4xf32>
      %342 = arith.truncf %341 : f32 to bf16
      memref.store %342, %arg2[%340, %181] : memref<8192x8192xbf16>
      %343 = arith.addi %181, %c16 : index
      %344 = arith.addi %178, %c48 : index
      %345 = vector.extract %172#13[0] : f32 from vector<4xf32>
      %346 = arith.truncf %345 : f32 to bf16
      memref.store %346, %arg2[%344, %343] : memref<8192x8192xbf16>
      %347 = arith.addi %178, %c49 : index
      %348 = vector.extract %172#13[1] : f32 from vector<4xf32>
      %349 = arith.truncf %348 : f32 to bf16
      memref.store %349, %arg2[%347, %343] : memref<8192x8192xbf16>
      %350 = arith.addi %178, %c50 : index
      %351 = vector.extract %172#13[2] : f32 from vector<4xf32>
      %352 = arith.truncf %351 : f32 to bf16
      memref.store %352, %arg2[%350, %343] : memref<8192x8192xbf16>
      %353 = arith.addi %178, %c51 : index
      %354 = vector.extract %172#13[3] : f32 from vector<4xf32>
      %355 = arith.truncf %354 : f32 to bf16
      memref.store %355, %arg2[%353, %343] : memref<8192x8192xbf16>
      %356 = arith.addi %181, %c32 : index
      %357 = arith.addi %178, %c48 : index
      %358 = vector.extract %172#14[0] : f32 from vector<4xf32>
      %359 = arith.truncf %358 : f32 to bf16
      memref.store %359, %arg2[%357, %356] : memref<8192x8192xbf16>
      %360 = arith.addi %178, %c49 : index
      %361 = vector.extract %172#14[1] : f32 from vector<4xf32>
      %362 = arith.truncf %361 : f32 to bf16
      memref.store %362, %arg2[%360, %356] : memref<8192x8192xbf16>
      %363 = arith.addi %178, %c50 : index
      %364 = vector.extract %172#14[2] : f32 from vector<4xf32>
      %365 = arith.truncf %364 : f32 to bf16
      memref.store %365, %arg2[%363, %356] : memref<8192x8192xbf16>
      %366 = arith.addi %178, %c51 : index
      %367 = vector.extract %172#14[3] : f32 from vector<4xf32>
      %368 = arith.truncf %367 : f32 to bf16
      memref.store %368, %arg2[%366, %356] : memref<8192x8192xbf16>
      %369 = arith.addi %181, %c48 : index
      %370 = arith.addi %178, %c48 : index
      %371 = vector.extract %172#15[0] : f32 from vector<4xf32>
      %372 = arith.truncf %371 : f32 to bf16
      memref.store %372, %arg2[%370, %369] : memref<8192x8192xbf16>
      %373 = arith.addi %178, %c49 : index
      %374 = vector.extract %172#15[1] : f32 from vector<4xf32>
      %375 = arith.truncf %374 : f32 to bf16
      memref.store %375, %arg2[%373, %369] : memref<8192x8192xbf16>
      %376 = arith.addi %178, %c50 : index
      %377 = vector.extract %172#15[2] : f32 from vector<4xf32>
      %378 = arith.truncf %377 : f32 to bf16
      memref.store %378, %arg2[%376, %369] : memref<8192x8192xbf16>
      %379 = arith.addi %178, %c51 : index
      %380 = vector.extract %172#15[3] : f32 from vector<4xf32>
      %381 = arith.truncf %380 : f32 to bf16
      memref.store %381, %arg2[%379, %369] : memref<8192x8192xbf16>
      gpu.return
    }
  }
}

