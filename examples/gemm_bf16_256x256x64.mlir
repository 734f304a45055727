module attributes {gpu.container_module} {
  gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {c_dtype = "bf16", dtype = "bf16", k = 8192 : i64, m = 8192 : i64, n = 8192 : i64, swizzle = "xor", tile_k = 64 : i64, tile_m = 256 : i64, tile_n = 256 : i64, waves = 8 : i64}} {
    gpu.func @gemm(%arg0: memref<8192x8192xbf16>, %arg1: memref<8192x8192xbf16>, %arg2: memref<8192x8192xbf16>) workgroup(%arg3 : memref<256x64xbf16, #gpu.address_space<workgroup>>, %arg4 : memref<256x64xbf16, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 512, 1, 1>, known_grid_size = array<i32: 32, 32, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c17 = arith.constant 17 : index
      %c18 = arith.constant 18 : index
      %c19 = arith.constant 19 : index
      %c24 = arith.constant 24 : index
      %c32 = arith.constant 32 : index
      %c33 = arith.constant 33 : index
      %c34 = arith.constant 34 : index
      %c35 = arith.constant 35 : index
      %c48 = arith.constant 48 : index
      %c49 = arith.constant 49 : index
      %c50 = arith.constant 50 : index
      %c51 = arith.constant 51 : index
      %c64 = arith.constant 64 : index
      %c80 = arith.constant 80 : index
      %c96 = arith.constant 96 : index
      %c112 = arith.constant 112 : index
      %c128 = arith.constant 128 : index
      %c256 = arith.constant 256 : index
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %0 = arith.divui %thread_id_x, %c64 : index
      %1 = arith.remui %thread_id_x, %c64 : index
      %2 = arith.divui %0, %c2 : index
      %3 = arith.remui %0, %c2 : index
      %4 = arith.muli %block_id_y, %c256 : index
      %5 = arith.muli %block_id_x, %c256 : index
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
      %17 = arith.addi %0, %c8 : index
      %18 = arith.muli %17, %c64 : index
      %19 = arith.addi %18, %1 : index
      %20 = arith.divui %19, %c8 : index
      %21 = arith.remui %19, %c8 : index
      %22 = arith.remui %20, %c8 : index
      %23 = arith.xori %21, %22 : index
      %24 = arith.addi %4, %20 : index
      %25 = arith.muli %23, %c8 : index
      %26 = arith.muli %17, %c8 : index
      %27 = arith.addi %0, %c16 : index
      %28 = arith.muli %27, %c64 : index
      %29 = arith.addi %28, %1 : index
      %30 = arith.divui %29, %c8 : index
      %31 = arith.remui %29, %c8 : index
      %32 = arith.remui %30, %c8 : index
      %33 = arith.xori %31, %32 : index
      %34 = arith.addi %4, %30 : index
      %35 = arith.muli %33, %c8 : index
      %36 = arith.muli %27, %c8 : index
      %37 = arith.addi %0, %c24 : index
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
      %56 = arith.addi %0, %c8 : index
      %57 = arith.muli %56, %c64 : index
      %58 = arith.addi %57, %1 : index
      %59 = arith.divui %58, %c8 : index
      %60 = arith.remui %58, %c8 : index
      %61 = arith.remui %59, %c8 : index
      %62 = arith.xori %60, %61 : index
      %63 = arith.addi %5, %59 : index
      %64 = arith.muli %62, %c8 : index
      %65 = arith.muli %56, %c8 : index
      %66 = arith.addi %0, %c16 : index
      %67 = arith.muli %66, %c64 : index
      %68 = arith.addi %67, %1 : index
      %69 = arith.divui %68, %c8 : index
      %70 = arith.remui %68, %c8 : index
      %71 = arith.remui %69, %c8 : index
      %72 = arith.xori %70, %71 : index
      %73 = arith.addi %5, %69 : index
      %74 = arith.muli %72, %c8 : index
      %75 = arith.muli %66, %c8 : index
      %76 = arith.addi %0, %c24 : index
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
      %130 = arith.muli %3, %c128 : index
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
      %150 = arith.addi %128, %c64 : index
      %151 = arith.addi %130, %150 : index
      %152 = arith.remui %151, %c8 : index
      %153 = arith.xori %129, %152 : index
      %154 = arith.muli %153, %c8 : index
      %155 = arith.addi %128, %c80 : index
      %156 = arith.addi %130, %155 : index
      %157 = arith.remui %156, %c8 : index
      %158 = arith.xori %129, %157 : index
      %159 = arith.muli %158, %c8 : index
      %160 = arith.addi %128, %c96 : index
      %161 = arith.addi %130, %160 : index
      %162 = arith.remui %161, %c8 : index
      %163 = arith.xori %129, %162 : index
      %164 = arith.muli %163, %c8 : index
      %165 = arith.addi %128, %c112 : index
      %166 = arith.addi %130, %165 : index
      %167 = arith.remui %166, %c8 : index
      %168 = arith.xori %129, %167 : index
      %169 = arith.muli %168, %c8 : index
      %170 = arith.addi %129, %c4 : index
      %171 = arith.addi %130, %128 : index
      %172 = arith.remui %171, %c8 : index
      %173 = arith.xori %170, %172 : index
      %174 = arith.muli %173, %c8 : index
      %175 = arith.addi %128, %c16 : index
      %176 = arith.addi %130, %175 : index
      %177 = arith.remui %176, %c8 : index
      %178 = arith.xori %170, %177 : index
      %179 = arith.muli %178, %c8 : index
      %180 = arith.addi %128, %c32 : index
      %181 = arith.addi %130, %180 : index
      %182 = arith.remui %181, %c8 : index
      %183 = arith.xori %170, %182 : index
      %184 = arith.muli %183, %c8 : index
      %185 = arith.addi %128, %c48 : index
      %186 = arith.addi %130, %185 : index
      %187 = arith.remui %186, %c8 : index
      %188 = arith.xori %170, %187 : index
      %189 = arith.muli %188, %c8 : index
      %190 = arith.addi %128, %c64 : index
      %191 = arith.addi %130, %190 : index
      %192 = arith.remui %191, %c8 : index
      %193 = arith.xori %170, %192 : index
      %194 = arith.muli %193, %c8 : index
      %195 = arith.addi %128, %c80 : index
      %196 = arith.addi %130, %195 : index
      %197 = arith.remui %196, %c8 : index
      %198 = arith.xori %170, %197 : index
      %199 = arith.muli %198, %c8 : index
      %200 = arith.addi %128, %c96 : index
      %201 = arith.addi %130, %200 : index
      %202 = arith.remui %201, %c8 : index
      %203 = arith.xori %170, %202 : index
      %204 = arith.muli %203, %c8 : index
      %205 = arith.addi %128, %c112 : index
      %206 = arith.addi %130, %205 : index
      %207 = arith.remui %206, %c8 : index
      %208 = arith.xori %170, %207 : index
      %209 = arith.muli %208, %c8 : index
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %210:32 = scf.for %arg5 = %c0 to %c128 step %c1 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %cst, %arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %cst, %arg24 = %cst, %arg25 = %cst, %arg26 = %cst, %arg27 = %cst, %arg28 = %cst, %arg29 = %cst, %arg30 = %cst, %arg31 = %cst, %arg32 = %cst, %arg33 = %cst, %arg34 = %cst, %arg35 = %cst, %arg36 = %cst, %arg37 = %cst) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
        %624 = arith.muli %arg5, %c64 : index
        %625 = arith.addi %624, %15 : index
        amdgpu.gather_to_lds %6[%14, %625], %arg3[%16, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        %626 = arith.addi %624, %25 : index
        amdgpu.gather_to_lds %6[%24, %626], %arg3[%26, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        %627 = arith.addi %624, %35 : index
        amdgpu.gather_to_lds %6[%34, %627], %arg3[%36, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        %628 = arith.addi %624, %45 : index
        amdgpu.gather_to_lds %6[%44, %628], %arg3[%46, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        %629 = arith.addi %624, %54 : index
        amdgpu.gather_to_lds %7[%53, %629], %arg4[%55, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        %630 = arith.addi %624, %64 : index
        amdgpu.gather_to_lds %7[%63, %630], %arg4[%65, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        %631 = arith.addi %624, %74 : index
        amdgpu.gather_to_lds %7[%73, %631], %arg4[%75, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        %632 = arith.addi %624, %84 : index
        amdgpu.gather_to_lds %7[%83, %632], %arg4[%85, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        amdgpu.memory_counter_wait load(0)
        rocdl.s.barrier
        %633 = vector.load %arg3[%89, %92] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %634 = vector.load %arg3[%94, %97] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %635 = vector.load %arg3[%99, %102] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %636 = vector.load %arg3[%104, %107] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %637 = vector.load %arg4[%131, %134] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %638 = vector.load %arg4[%136, %139] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %639 = vector.load %arg4[%141, %144] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %640 = vector.load %arg4[%146, %149] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %641 = vector.load %arg4[%151, %154] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %642 = vector.load %arg4[%156, %159] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %643 = vector.load %arg4[%161, %164] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %644 = vector.load %arg4[%166, %169] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %645 = vector.load %arg3[%109, %112] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %646 = vector.load %arg3[%114, %117] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %647 = vector.load %arg3[%119, %122] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %648 = vector.load %arg3[%124, %127] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %649 = vector.load %arg4[%171, %174] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %650 = vector.load %arg4[%176, %179] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %651 = vector.load %arg4[%181, %184] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %652 = vector.load %arg4[%186, %189] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %653 = vector.load %arg4[%191, %194] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %654 = vector.load %arg4[%196, %199] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %655 = vector.load %arg4[%201, %204] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %656 = vector.load %arg4[%206, %209] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %657 = amdgpu.mfma 16x16x32 %633 * %637 + %arg6 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %658 = amdgpu.mfma 16x16x32 %633 * %638 + %arg7 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %659 = amdgpu.mfma 16x16x32 %633 * %639 + %arg8 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %660 = amdgpu.mfma 16x16x32 %633 * %640 + %arg9 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %661 = amdgpu.mfma 16x16x32 %633 * %641 + %arg10 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %662 = amdgpu.mfma 16x16x32 %633 * %642 + %arg11 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %663 = amdgpu.mfma 16x16x32 %633 * %643 + %arg12 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %664 = amdgpu.mfma 16x16x32 %633 * %644 + %arg13 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %665 = amdgpu.mfma 16x16x32 %634 * %637 + %arg14 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %666 = amdgpu.mfma 16x16x32 %634 * %638 + %arg15 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %667 = amdgpu.mfma 16x16x32 %634 * %639 + %arg16 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %668 = amdgpu.mfma 16x16x32 %634 * %640 + %arg17 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %669 = amdgpu.mfma 16x16x32 %634 * %641 + %arg18 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %670 = amdgpu.mfma 16x16x32 %634 * %642 + %arg19 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %671 = amdgpu.mfma 16x16x32 %634 * %643 + %arg20 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %672 = amdgpu.mfma 16x16x32 %634 * %644 + %arg21 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %673 = amdgpu.mfma 16x16x32 %635 * %637 + %arg22 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %674 = amdgpu.mfma 16x16x32 %635 * %638 + %arg23 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %675 = amdgpu.mfma 16x16x32 %635 * %639 + %arg24 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %676 = amdgpu.mfma 16x16x32 %635 * %640 + %arg25 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %677 = amdgpu.mfma 16x16x32 %635 * %641 + %arg26 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %678 = amdgpu.mfma 16x16x32 %635 * %642 + %arg27 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %679 = amdgpu.mfma 16x16x32 %635 * %643 + %arg28 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %680 = amdgpu.mfma 16x16x32 %635 * %644 + %arg29 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %681 = amdgpu.mfma 16x16x32 %636 * %637 + %arg30 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %682 = amdgpu.mfma 16x16x32 %636 * %638 + %arg31 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %683 = amdgpu.mfma 16x16x32 %636 * %639 + %arg32 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %684 = amdgpu.mfma 16x16x32 %636 * %640 + %arg33 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %685 = amdgpu.mfma 16x16x32 %636 * %641 + %arg34 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %686 = amdgpu.mfma 16x16x32 %636 * %642 + %arg35 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %687 = amdgpu.mfma 16x16x32 %636 * %643 + %arg36 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %688 = amdgpu.mfma 16x16x32 %636 * %644 + %arg37 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %689 = amdgpu.mfma 16x16x32 %645 * %649 + %657 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %690 = amdgpu.mfma 16x16x32 %645 * %650 + %658 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %691 = amdgpu.mfma 16x16x32 %645 * %651 + %659 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %692 = amdgpu.mfma 16x16x32 %645 * %652 + %660 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %693 = amdgpu.mfma 16x16x32 %645 * %653 + %661 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %694 = amdgpu.mfma 16x16x32 %645 * %654 + %662 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %695 = amdgpu.mfma 16x16x32 %645 * %655 + %663 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %696 = amdgpu.mfma 16x16x32 %645 * %656 + %664 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %697 = amdgpu.mfma 16x16x32 %646 * %649 + %665 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %698 = amdgpu.mfma 16x16x32 %646 * %650 + %666 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %699 = amdgpu.mfma 16x16x32 %646 * %651 + %667 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %700 = amdgpu.mfma 16x16x32 %646 * %652 + %668 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %701 = amdgpu.mfma 16x16x32 %646 * %653 + %669 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %702 = amdgpu.mfma 16x16x32 %646 * %654 + %670 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %703 = amdgpu.mfma 16x16x32 %646 * %655 + %671 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %704 = amdgpu.mfma 16x16x32 %646 * %656 + %672 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %705 = amdgpu.mfma 16x16x32 %647 * %649 + %673 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %706 = amdgpu.mfma 16x16x32 %647 * %650 + %674 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %707 = amdgpu.mfma 16x16x32 %647 * %651 + %675 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %708 = amdgpu.mfma 16x16x32 %647 * %652 + %676 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %709 = amdgpu.mfma 16x16x32 %647 * %653 + %677 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %710 = amdgpu.mfma 16x16x32 %647 * %654 + %678 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %711 = amdgpu.mfma 16x16x32 %647 * %655 + %679 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %712 = amdgpu.mfma 16x16x32 %647 * %656 + %680 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %713 = amdgpu.mfma 16x16x32 %648 * %649 + %681 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %714 = amdgpu.mfma 16x16x32 %648 * %650 + %682 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %715 = amdgpu.mfma 16x16x32 %648 * %651 + %683 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %716 = amdgpu.mfma 16x16x32 %648 * %652 + %684 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %717 = amdgpu.mfma 16x16x32 %648 * %653 + %685 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %718 = amdgpu.mfma 16x16x32 %648 * %654 + %686 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %719 = amdgpu.mfma 16x16x32 %648 * %655 + %687 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %720 = amdgpu.mfma 16x16x32 %648 * %656 + %688 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        rocdl.s.barrier
        scf.yield %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
      }
      %211 = arith.divui %1, %c16 : index
      %212 = arith.muli %211, %c4 : index
      %213 = arith.remui %1, %c16 : index
      %214 = arith.muli %2, %c64 : index
      %215 = arith.addi %214, %212 : index
      %216 = arith.addi %4, %215 : index
      %217 = arith.muli %3, %c128 : index
      %218 = arith.addi %217, %213 : index
      %219 = arith.addi %5, %218 : index
      %220 = vector.extract %210#0[0] : f32 from vector<4xf32>
      %221 = arith.truncf %220 : f32 to bf16
      memref.store %221, %arg2[%216, %219] : memref<8192x8192xbf16>
      %222 = arith.addi %216, %c1 : index
      %223 = vector.extract %210#0[1] : f32 from vector<4xf32>
      %224 = arith.truncf %223 : f32 to bf16
      memref.store %224, %arg2[%222, %219] : memref<8192x8192xbf16>
      %225 = arith.addi %216, %c2 : index
      %226 = vector.extract %210#0[2] : f32 from vector<4xf32>
      %227 = arith.truncf %226 : f32 to bf16
      memref.store %227, %arg2[%225, %219] : memref<8192x8192xbf16>
      %228 = arith.addi %216, %c3 : index
      %229 = vector.extract %210#0[3] : f32 from vector<4xf32>
      %230 = arith.truncf %229 : f32 to bf16
      memref.store %230, %arg2[%228, %219] : memref<8192x8192xbf16>
      %231 = arith.addi %219, %c16 : index
      %232 = vector.extract %210#1[0] : f32 from vector<4xf32>
      %233 = arith.truncf %232 : f32 to bf16
      memref.store %233, %arg2[%216, %231] : memref<8192x8192xbf16>
      %234 = arith.addi %216, %c1 : index
      %235 = vector.extract %210#1[1] : f32 from vector<4xf32>
      %236 = arith.truncf %235 : f32 to bf16
      memref.store %236, %arg2[%234, %231] : memref<8192x8192xbf16>
      %237 = arith.addi %216, %c2 : index
      %238 = vector.extract %210#1[2] : f32 from vector<4xf32>
      %239 = arith.truncf %238 : f32 to bf16
      memref.store %239, %arg2[%237, %231] : memref<8192x8192xbf16>
      %240 = arith.addi %216, %c3 : index
      %241 = vector.extract %210#1[3] : f32 from vector<4xf32>
      %242 = arith.truncf %241 : f32 to bf16
      memref.store %242, %arg2[%240, %231] : memref<8192x8192xbf16>
      %243 = arith.addi %219, %c32 : index
      %244 = vector.extract %210#2[0] : f32 from vector<4xf32>
      %245 = arith.truncf %244 : f32 to bf16
      memref.store %245, %arg2[%216, %243] : memref<8192x8192xbf16>
      %246 = arith.addi %216, %c1 : index
      %247 = vector.extract %210#2[1] : f32 from vector<4xf32>
      %248 = arith.truncf %247 : f32 to bf16
      memref.store %248, %arg2[%246, %243] : memref<8192x8192xbf16>
      %249 = arith.addi %216, %c2 : index
      %250 = vector.extract %210#2[2] : f32 from vector<4xf32>
      %251 = arith.truncf %250 : f32 to bf16
      memref.store %251, %arg2[%249, %243] : memref<8192x8192xbf16>
      %252 = arith.addi %216, %c3 : index
      %253 = vector.extract %210#2[3] : f32 from vector<4xf32>
      %254 = arith.truncf %253 : f32 to bf16
      memref.store %254, %arg2[%252, %243] : memref<8192x8192xbf16>
      %255 = arith.addi %219, %c48 : index
      %256 = vector.extract %210#3[0] : f32 from vector<4xf32>
      %257 = arith.truncf %256 : f32 to bf16
      memref.store %257, %arg2[%216, %255] : memref<8192x8192xbf16>
      %258 = arith.addi %216, %c1 : index
      %259 = vector.extract %210#3[1] : f32 from vector<4xf32>
      %260 = arith.truncf %259 : f32 to bf16
      memref.store %260, %arg2[%258, %255] : memref<8192x8192xbf16>
      %261 = arith.addi %216, %c2 : index
      %262 = vector.extract %210#3[2] : f32 from vector<4xf32>
      %263 = arith.truncf %262 : f32 to bf16
      memref.store %263, %arg2[%261, %255] : memref<8192x8192xbf16>
      %264 = arith.addi %216, %c3 : index
      %265 = vector.extract %210#3[3] : f32 from vector<4xf32>
      %266 = arith.truncf %265 : f32 to bf16
      memref.store %266, %arg2[%264, %255] : memref<8192x8192xbf16>
      %267 = arith.addi %219, %c64 : index
      %268 = vector.extract %210#4[0] : f32 from vector<4xf32>
      %269 = arith.truncf %268 : f32 to bf16
      memref.store %269, %arg2[%216, %267] : memref<8192x8192xbf16>
      %270 = arith.addi %216, %c1 : index
      %271 = vector.extract %210#4[1] : f32 from vector<4xf32>
      %272 = arith.truncf %271 : f32 to bf16
      memref.store %272, %arg2[%270, %267] : memref<8192x8192xbf16>
      %273 = arith.addi %216, %c2 : index
      %274 = vector.extract %210#4[2] : f32 from vector<4xf32>
      %275 = arith.truncf %274 : f32 to bf16
      memref.store %275, %arg2[%273, %267] : memref<8192x8192xbf16>
      %276 = arith.addi %216, %c3 : index
      %277 = vector.extract %210#4[3] : f32 from vector<4xf32>
      %278 = arith.truncf %277 : f32 to bf16
      memref.store %278, %arg2[%276, %267] : memref<8192x8192xbf16>
      %279 = arith.addi %219, %c80 : index
      %280 = vector.extract %210#5[0] : f32 from vector<4xf32>
      %281 = arith.truncf %280 : f32 to bf16
      memref.store %281, %arg2[%216, %279] : memref<8192x8192xbf16>
      %282 = arith.addi %216, %c1 : index
      %283 = vector.extract %210#5[1] : f32 from vector<4xf32>
      %284 = arith.truncf %283 : f32 to bf16
      memref.store %284, %arg2[%282, %279] : memref<8192x8192xbf16>
      %285 = arith.addi %216, %c2 : index
      %286 = vector.extract %210#5[2] : f32 from vector<4xf32>
      %287 = arith.truncf %286 : f32 to bf16
      memref.store %287, %arg2[%285, %279] : memref<8192x8192xbf16>
      %288 = arith.addi %216, %c3 : index
      %289 = vector.extract %210#5[3] : f32 from vector<4xf32>
      %290 = arith.truncf %289 : f32 to bf16
      memref.store %290, %arg2[%288, %279] : memref<8192x8192xbf16>
      %291 = arith.addi %219, %c96 : index
      %292 = vector.extract %210#6[0] : f32 from vector<4xf32>
      %293 = arith.truncf %292 : f32 to bf16
      memref.store %293, %arg2[%216, %291] : memref<8192x8192xbf16>
      %294 = arith.addi %216, %c1 : index
      %295 = vector.extract %210#6[1] : f32 from vector<4xf32>
      %296 = arith.truncf %295 : f32 to bf16
      memref.store %296, %arg2[%294, %291] : memref<8192x8192xbf16>
      %297 = arith.addi %216, %c2 : index
      %298 = vector.extract %210#6[2] : f32 from vector<4xf32>
      %299 = arith.truncf %298 : f32 to bf16
      memref.store %299, %arg2[%297, %291] : memref<8192x8192xbf16>
      %300 = arith.addi %216, %c3 : index
      %301 = vector.extract %210#6[3] : f32 from vector<4xf32>
      %302 = arith.truncf %301 : f32 to bf16
      memref.store %302, %arg2[%300, %291] : memref<8192x8192xbf16>
      %303 = arith.addi %219, %c112 : index
      %304 = vector.extract %210#7[0] : f32 from vector<4xf32>
      %305 = arith.truncf %304 : f32 to bf16
      memref.store %305, %arg2[%216, %303] : memref<8192x8192xbf16>
      %306 = arith.addi %216, %c1 : index
      %307 = vector.extract %210#7[1] : f32 from vector<4xf32>
      %308 = arith.truncf %307 : f32 to bf16
      memref.store %308, %arg2[%306, %303] : memref<8192x8192xbf16>
      %309 = arith.addi %216, %c2 : index
      %310 = vector.extract %210#7[2] : f32 from vector<4xf32>
      %311 = arith.truncf %310 : f32 to bf16
      memref.store %311, %arg2[%309, %303] : memref<8192x8192xbf16>
      %312 = arith.addi %216, %c3 : index
      %313 = vector.extract %210#7[3] : f32 from vector<4xf32>
      %314 = arith.truncf %313 : f32 to bf16
      memref.store %314, %arg2[%312, %303] : memref<8192x8192xbf16>
      %315 = arith.addi %216, %c16 : index
      %316 = vector.extract %210#8[0] : f32 from vector<4xf32>
      %317 = arith.truncf %316 : f32 to bf16
      memref.store %317, %arg2[%315, %219] : memref<8192x8192xbf16>
      %318 = arith.addi %216, %c17 : index
      %319 = vector.extract %210#8[1] : f32 from vector<4xf32>
      %320 = arith.truncf %319 : f32 to bf16
      memref.store %320, %arg2[%318, %219] : memref<8192x8192xbf16>
      %321 = arith.addi %216, %c18 : index
      %322 = vector.extract %210#8[2] : f32 from vector<4xf32>
      %323 = arith.truncf %322 : f32 to bf16
      memref.store %323, %arg2[%321, %219] : memref<8192x8192xbf16>
      %324 = arith.addi %216, %c19 : index
      %325 = vector.extract %210#8[3] : f32 from vector<4xf32>
      %326 = arith.truncf %325 : f32 to bf16
      memref.store %326, %arg2[%324, %219] : memref<8192x8192xbf16>
      %327 = arith.addi %219, %c16 : index
      %328 = arith.addi %216, %c16 : index
      %329 = vector.extract %210#9[0] : f32 from vector<4xf32>
      %330 = arith.truncf %329 : f32 to bf16
      memref.store %330, %arg2[%328, %327] : memref<8192x8192xbf16>
      %331 = arith.addi %216, %c17 : index
      %332 = vector.extract %210#9[1] : f32 from vector<4xf32>
      %333 = arith.truncf %332 : f32 to bf16
      memref.store %333, %arg2[%331, %327] : memref<8192x8192xbf16>
      %334 = arith.addi %216, %c18 : index
      %335 = vector.extract %210#9[2] : f32 from vector<4xf32>
      %336 = arith.truncf %335 : f32 to bf16
      memref.store %336, %arg2[%334, %327] : memref<8192x8192xbf16>
      %337 = arith.addi %216, %c19 : index
      %338 = vector.extract %210#9[3] : f32 from vector<4xf32>
      %339 = arith.truncf %338 : f32 to bf16
      memref.store %339, %arg2[%337, %327] : memref<8192x8192xbf16>
      %340 = arith.addi %219, %c32 : index
      %341 = arith.addi %216, %c16 : index
      %342 = vector.extract %210#10[0] : f32 from vector<4xf32>
      %343 = arith.truncf %342 : f32 to bf16
      memref.store %343, %arg2[%341, %340] : memref<8192x8192xbf16>
      %344 = arith.addi %216, %c17 : index
      %345 = vector.extract %210#10[1] : f32 from vector<4xf32>
      %346 = arith.truncf %345 : f32 to bf16
      memref.store %346, %arg2[%344, %340] : memref<8192x8192xbf16>
      %347 = arith.addi %216, %c18 : index
      %348 = vector.extract %210#10[2] : f32 from vector<4xf32>
      %349 = arith.truncf %348 : f32 to bf16
      memref.store %349, %arg2[%347, %340] : memref<8192x8192xbf16>
      %350 = arith.addi %216, %c19 : index
      %351 = vector.extract %210#10[3] : f32 from vector<4xf32>
      %352 = arith.truncf %351 : f32 to bf16
      memref.store %352, %arg2[%350, %340] : memref<8192x8192xbf16>
      %353 = arith.addi %219, %c48 : index
      %354 = arith.addi %216, %c16 : index
      %355 = vector.extract %210#11[0] : f32 from vector<4xf32>
      %356 = arith.truncf %355 : f32 to bf16
      memref.store %356, %arg2[%354, %353] : memref<8192x8192xbf16>
      %357 = arith.addi %216, %c17 : index
      %358 = vector.extract %210#11[1] : f32 from vector<4xf32>
      %359 = arith.truncf %358 : f32 to bf16
      memref.store %359, %arg2[%357, %353] : memref<8192x8192xbf16>
      %360 = arith.addi %216, %c18 : index
      %361 = vector.extract %210#11[2] : f32 from vector<4xf32>
      %362 = arith.truncf %361 : f32 to bf16
      memref.store %362, %arg2[%360, %353] : memref<8192x8192xbf16>
      %363 = arith.addi %216, %c19 : index
      %364 = vector.extract %210#11[3] : f32 from vector<4xf32>
      %365 = arith.truncf %364 : f32 to bf16
      memref.store %365, %arg2[%363, %353] : memref<8192x8192xbf16>
      %366 = arith.addi %219, %c64 : index
      %367 = arith.addi %216, %c16 : index
      %368 = vector.extract %210#12[0] : f32 from vector<4xf32>
      %369 = arith.truncf %368 : f32 to bf16
      memref.store %369, %arg2[%367, %366] : memref<8192x8192xbf16>
      %370 = arith.addi %216, %c17 : index
      %371 = vector.extract %210#12[1] : f32 from vector<4xf32>
      %372 = arith.truncf %371 : f32 to bf16
      memref.store %372, %arg2[%370, %366] : memref<8192x8192xbf16>
      %373 = arith.addi %216, %c18 : index
      %374 = vector.extract %210#12[2] : f32 from vector<4xf32>
      %375 = arith.truncf %374 : f32 to bf16
      memref.store %375, %arg2[%373, %366] : memref<8192x8192xbf16>
      %376 = arith.addi %216, %c19 : index
      %377 = vector.extract %210#12[3] : f32 from vector<4xf32>
      %378 = arith.truncf %377 : f32 to bf16
      memref.store %378, %arg2[%376, %366] : memref<8192x8192xbf16>
      %379 = arith.addi %219, %c80 : index
      %380 = arith.addi %216, %c16 : index
      %381 = vector.extract %210#13[0] : f32 from vector<4xf32>
      %382 = arith.truncf %381 : f32 to bf16
      memref.store %382, %arg2[%380, %379] : memref<8192x8192xbf16>
      %383 = arith.addi %216, %c17 : index
      %384 = vector.extract %210#13[1] : f32 from vector<4xf32>
      %385 = arith.truncf %384 : f32 to bf16
      memref.store %385, %arg2[%383, %379] : memref<8192x8192xbf16>
      %386 = arith.addi %216, %c18 : index
      %387 = vector.extract %210#13[2] : f32 from vector<4xf32>
      %388 = arith.truncf %387 : f32 to bf16
      memref.store %388, %arg2[%386, %379] : memref<8192x8192xbf16>
      %389 = arith.addi %216, %c19 : index
      %390 = vector.extract %210#13[3] : f32 from vector<4xf32>
      %391 = arith.truncf %390 : f32 to bf16
      memref.store %391, %arg2[%389, %379] : memref<8192x8192xbf16>
      %392 = arith.addi %219, %c96 : index
      %393 = arith.addi %216, %c16 : index
      %394 = vector.extract %210#14[0] : f32 from vector<4xf32>
      %395 = arith.truncf %394 : f32 to bf16
      memref.store %395, %arg2[%393, %392] : memref<8192x8192xbf16>
      %396 = arith.addi %216, %c17 : index
      %397 = vector.extract %210#14[1] : f32 from vector<4xf32>
      %398 = arith.truncf %397 : f32 to bf16
      memref.store %398, %arg2[%396, %392] : memref<8192x8192xbf16>
      %399 = arith.addi %216, %c18 : index
      %400 = vector.extract %210#14[2] : f32 from vector<4xf32>
      %401 = arith.truncf %400 : f32 to bf16
      memref.store %401, %arg2[%399, %392] : memref<8192x8192xbf16>
      %402 = arith.addi %216, %c19 : index
      %403 = vector.extract %210#14[3] : f32 from vector<4xf32>
      %404 = arith.truncf %403 : f32 to bf16
      memref.store %404, %arg2[%402, %392] : memref<8192x8192xbf16>
      %405 = arith.addi %219, %c112 : index
      %406 = arith.addi %216, %c16 : index
      %407 = vector.extract %210#15[0] : f32 from vector<4xf32>
      %408 = arith.truncf %407 : f32 to bf16
      memref.store %408, %arg2[%406, %405] : memref<8192x8192xbf16>
      %409 = arith.addi %216, %c17 : index
      %410 = vector.extract %210#15[1] : f32 from vector<4xf32>
      %411 = arith.truncf %410 : f32 to bf16
      memref.store %411, %arg2[%409, %405] : memref<8192x8192xbf16>
      %412 = arith.addi %216, %c18 : index
      %413 = vector.extract %210#15[2] : f32 from vector<4xf32>
      %414 = arith.truncf %413 : f32 to bf16
      memref.store %414, %arg2[%412, %405] : memref<8192x8192xbf16>
      %415 = arith.addi %216, %c19 : index
      %416 = vector.extract %210#15[3] : f32 from vector<4xf32>
      %417 = arith.truncf %416 : f32 to bf16
      memref.store %417, %arg2[%415, %405] : memref<8192x8192xbf16>
      %418 = arith.addi %216, %c32 : index
      %419 = vector.extract %210#16[0] : f32 from vector<4xf32>
      %420 = arith.truncf %419 : f32 to bf16
      memref.store %420, %arg2[%418, %219] : memref<8192x8192xbf16>
      %421 = arith.addi %216, %c33 : index
      %422 = vector.extract %210#16[1] : f32 from vector<4xf32>
      %423 = arith.truncf %422 : f32 to bf16
      memref.store %423, %arg2[%421, %219] : memref<8192x8192xbf16>
      %424 = arith.addi %216, %c34 : index
      %425 = vector.extract %210#16[2] : f32 from vector<4xf32>
      %426 = arith.truncf %425 : f32 to bf16
      memref.store %426, %arg2[%424, %219] : memref<8192x8192xbf16>
      %427 = arith.addi %216, %c35 : index
      %428 = vector.extract %210#16[3] : f32 from vector<4xf32>
      %429 = arith.truncf %428 : f32 to bf16
      memref.store %429, %arg2[%427, %219] : memref<8192x8192xbf16>
      %430 = arith.addi %219, %c16 : index
      %431 = arith.addi %216, %c32 : index
      %432 = vector.extract %210#17[0] : f32 from vector<4xf32>
      %433 = arith.truncf %432 : f32 to bf16
      memref.store %433, %arg2[%431, %430] : memref<8192x8192xbf16>
      %434 = arith.addi %216, %c33 : index
      %435 = vector.extract %210#17[1] : f32 from vector<4xf32>
      %436 = arith.truncf %435 : f32 to bf16
      memref.store %436, %arg2[%434, %430] : memref<8192x8192xbf16>
      %437 = arith.addi %216, %c34 : index
      %438 = vector.extract %210#17[2] : f32 from vector<4xf32>
      %439 = arith.truncf %438 : f32 to bf16
      memref.store %439, %arg2[%437, %430] : memref<8192x8192xbf16>
      %440 = arith.addi %216, %c35 : index
      %441 = vector.extract %210#17[3] : f32 from vector<4xf32>
      %442 = arith.truncf %441 : f32 to bf16
      memref.store %442, %arg2[%440, %430] : memref<8192x8192xbf16>
      %443 = arith.addi %219, %c32 : index
      %444 = arith.addi %216, %c32 : index
      %445 = vector.extract %210#18[0] : f32 from vector<4xf32>
      %446 = arith.truncf %445 : f32 to bf16
      memref.store %446, %arg2[%444, %443] : memref<8192x8192xbf16>
      %447 = arith.addi %216, %c33 : index
      %448 = vector.extract %210#18[1] : f32 from vector<4xf32>
      %449 = arith.truncf %448 : f32 to bf16
      memref.store %449, %arg2[%447, %443] : memref<8192x8192xbf16>
      %450 = arith.addi %216, %c34 : index
      %451 = vector.extract %210#18[2] : f32 from vector<4xf32>
      %452 = arith.truncf %451 : f32 to bf16
      memref.store %452, %arg2[%450, %443] : memref<8192x8192xbf16>
      %453 = arith.addi %216, %c35 : index
      %454 = vector.extract %210#18[3] : f32 from vector<4xf32>
      %455 = arith.truncf %454 : f32 to bf16
      memref.store %455, %arg2[%453, %443] : memref<8192x8192xbf16>
      %456 = arith.addi %219, %c48 : index
      %457 = arith.addi %216, %c32 : index
      %458 = vector.extract %210#19[0] : f32 from vector<4xf32>
      %459 = arith.truncf %458 : f32 to bf16
      memref.store %459, %arg2[%457, %456] : memref<8192x8192xbf16>
      %460 = arith.addi %216, %c33 : index
      %461 = vector.extract %210#19[1] : f32 from vector<4xf32>
      %462 = arith.truncf %461 : f32 to bf16
      memref.store %462, %arg2[%460, %456] : memref<8192x8192xbf16>
      %463 = arith.addi %216, %c34 : index
      %464 = vector.extract %210#19[2] : f32 from vector<4xf32>
      %465 = arith.truncf %464 : f32 to bf16
      memref.store %465, %arg2[%463, %456] : memref<8192x8192xbf16>
      %466 = arith.addi %216, %c35 : index
      %467 = vector.extract %210#19[3] : f32 from vector<4xf32>
      %468 = arith.truncf %467 : f32 to bf16
      memref.store %468, %arg2[%466, %456] : memref<8192x8192xbf16>
      %469 = arith.addi %219, %c64 : index
      %470 = arith.addi %216, %c32 : index
      %471 = vector.extract %210#20[0] : f32 from vector<4xf32>
      %472 = arith.truncf %471 : f32 to bf16
      memref.store %472, %arg2[%470, %469] : memref<8192x8192xbf16>
      %473 = arith.addi %216, %c33 : index
      %474 = vector.extract %210#20[1] : f32 from vector<4xf32>
      %475 = arith.truncf %474 : f32 to bf16
      memref.store %475, %arg2[%473, %469] : memref<8192x8192xbf16>
      %476 = arith.addi %216, %c34 : index
      %477 = vector.extract %210#20[2] : f32 from vector<4xf32>
      %478 = arith.truncf %477 : f32 to bf16
      memref.store %478, %arg2[%476, %469] : memref<8192x8192xbf16>
      %479 = arith.addi %216, %c35 : index
      %480 = vector.extract %210#20[3] : f32 from vector<4xf32>
      %481 = arith.truncf %480 : f32 to bf16
      memref.store %481, %arg2[%479, %469] : memref<8192x8192xbf16>
      %482 = arith.addi %219, %c80 : index
      %483 = arith.addi %216, %c32 : index
      %484 = vector.extract %210#21[0] : f32 from vector<4xf32>
      %485 = arith.truncf %484 : f32 to bf16
      memref.store %485, %arg2[%483, %482] : memref<8192x8192xbf16>
      %486 = arith.addi %216, %c33 : index
      %487 = vector.extract %210#21[1] : f32 from vector<4xf32>
      %488 = arith.truncf %487 : f32 to bf16
      memref.store %488, %arg2[%486, %482] : memref<8192x8192xbf16>
      %489 = arith.addi %216, %c34 : index
      %490 = vector.extract %210#21[2] : f32 from vector<4xf32>
      %491 = arith.truncf %490 : f32 to bf16
      memref.store %491, %arg2[%489, %482] : memref<8192x8192xbf16>
      %492 = arith.addi %216, %c35 : index
      %493 = vector.extract %210#21[3] : f32 from vector<4xf32>
      %494 = arith.truncf %493 : f32 to bf16
      memref.store %494, %arg2[%492, %482] : memref<8192x8192xbf16>
      %495 = arith.addi %219, %c96 : index
      %496 = arith.addi %216, %c32 : index
      %497 = vector.extract %210#22[0] : f32 from vector<4xf32>
      %498 = arith.truncf %497 : f32 to bf16
      memref.store %498, %arg2[%496, %495] : memref<8192x8192xbf16>
      %499 = arith.addi %216, %c33 : index
      %500 = vector.extract %210#22[1] : f32 from vector<4xf32>
      %501 = arith.truncf %500 : f32 to bf16
      memref.store %501, %arg2[%499, %495] : memref<8192x8192xbf16>
      %502 = arith.addi %216, %c34 : index
      %503 = vector.extract %210#22[2] : f32 from vector<4xf32>
      %504 = arith.truncf %503 : f32 to bf16
      memref.store %504, %arg2[%502, %495] : memref<8192x8192xbf16>
      %505 = arith.addi %216, %c35 : index
      %506 = vector.extract %210#22[3] : f32 from vector<4xf32>
      %507 = arith.truncf %506 : f32 to bf16
      memref.store %507, %arg2[%505, %495] : memref<8192x8192xbf16>
      %508 = arith.addi %219, %c112 : index
      %509 = arith.addi %216, %c32 : index
      %510 = vector.extract %210#23[0] : f32 from vector<4xf32>
      %511 = arith.truncf %510 : f32 to bf16
      memref.store %511, %arg2[%509, %508] : memref<8192x8192xbf16>
      %512 = arith.addi %216, %c33 : index
      %513 = vector.extract %210#23[1] : f32 from vector<4xf32>
      %514 = arith.truncf %513 : f32 to bf16
      memref.store %514, %arg2[%512, %508] : memref<8192x8192xbf16>
      %515 = arith.addi %216, %c34 : index
      %516 = vector.extract %210#23[2] : f32 from vector<4xf32>
      %517 = arith.truncf %516 : f32 to bf16
      memref.store %517, %arg2[%515, %508] : memref<8192x8192xbf16>
      %518 = arith.addi %216, %c35 : index
      %519 = vector.extract %210#23[3] : f32 from vector<4xf32>
      %520 = arith.truncf %519 : f32 to bf16
      memref.store %520, %arg2[%518, %508] : memref<8192x8192xbf16>
      %521 = arith.addi %216, %c48 : index
      %522 = vector.extract %210#24[0] : f32 from vector<4xf32>
      %523 = arith.truncf %522 : f32 to bf16
      memref.store %523, %arg2[%521, %219] : memref<8192x8192xbf16>
      %524 = arith.addi %216, %c49 : index
      %525 = vector.extract %210#24[1] : f32 from vector<4xf32>
      %526 = arith.truncf %525 : f32 to bf16
      memref.store %526, %arg2[%524, %219] : memref<8192x8192xbf16>
      %527 = arith.addi %216, %c50 : index
      %528 = vector.extract %210#24[2] : f32 from vector<4xf32>
      %529 = arith.truncf %528 : f32 to bf16
      memref.store %529, %arg2[%527, %219] : memref<8192x8192xbf16>
      %530 = arith.addi %216, %c51 : index
      %531 = vector.extract %210#24[3] : f32 from vector<4xf32>
      %532 = arith.truncf %531 : f32 to bf16
      memref.store %532, %arg2[%530, %219] : memref<8192x8192xbf16>
      %533 = arith.addi %219, %c16 : index
      %534 = arith.addi %216, %c48 : index
      %535 = vector.extract %210#25[0] : f32 from vector<4xf32>
      %536 = arith.truncf %535 : f32 to bf16
      memref.store %536, %arg2[%534, %533] : memref<8192x8192xbf16>
      %537 = arith.addi %216, %c49 : index
      %538 = vector.extract %210#25[1] : f32 from vector<4xf32>
      %539 = arith.truncf %538 : f32 to bf16
      memref.store %539, %arg2[%537, %533] : memref<8192x8192xbf16>
      %540 = arith.addi %216, %c50 : index
      %541 = vector.extract %210#25[2] : f32 from vector<4xf32>
      %542 = arith.truncf %541 : f32 to bf16
      memref.store %542, %arg2[%540, %533] : memref<8192x8192xbf16>
      %543 = arith.addi %216, %c51 : index
      %544 = vector.extract %210#25[3] : f32 from vector<4xf32>
      %545 = arith.truncf %544 : f32 to bf16
      memref.store %545, %arg2[%543, %533] : memref<8192x8192xbf16>
      %546 = arith.addi %219, %c32 : index
      %547 = arith.addi %216, %c48 : index
      %548 = vector.extract %210#26[0] : f32 from vector<4xf32>
      %549 = arith.truncf %548 : f32 to bf16
      memref.store %549, %arg2[%547, %546] : memref<8192x8192xbf16>
      %550 = arith.addi %216, %c49 : index
      %551 = vector.extract %210#26[1] : f32 from vector<4xf32>
      %552 = arith.truncf %551 : f32 to bf16
      memref.store %552, %arg2[%550, %546] : memref<8192x8192xbf16>
      %553 = arith.addi %216, %c50 : index
      %554 = vector.extract %210#26[2] : f32 from vector<4xf32>
      %555 = arith.truncf %554 : f32 to bf16
      memref.store %555, %arg2[%553, %546] : memref<8192x8192xbf16>
      %556 = arith.addi %216, %c51 : index
      %557 = vector.extract %210#26[3] : f32 from vector<4xf32>
      %558 = arith.truncf %557 : f32 to bf16
      memref.store %558, %arg2[%556, %546] : memref<8192x8192xbf16>
      %559 = arith.addi %219, %c48 : index
      %560 = arith.addi %216, %c48 : index
      %561 = vector.extract %210#27[0] : f32 from vector<4xf32>
      %562 = arith.truncf %561 : f32 to bf16
      memref.store %562, %arg2[%560, %559] : memref<8192x8192xbf16>
      %563 = arith.addi %216, %c49 : index
      %564 = vector.extract %210#27[1] : f32 from vector<4xf32>
      %565 = arith.truncf %564 : f32 to bf16
      memref.store %565, %arg2[%563, %559] : memref<8192x8192xbf16>
      %566 = arith.addi %216, %c50 : index
      %567 = vector.extract %210#27[2] : f32 from vector<4xf32>
      %568 = arith.truncf %567 : f32 to bf16
      memref.store %568, %arg2[%566, %559] : memref<8192x8192xbf16>
      %569 = arith.addi %216, %c51 : index
      %570 = vector.extract %210#27[3] : f32 from vector<4xf32>
      %571 = arith.truncf %570 : f32 to bf16
      memref.store %571, %arg2[%569, %559] : memref<8192x8192xbf16>
      %572 = arith.addi %219, %c64 : index
      %573 = arith.addi %216, %c48 : index
      %574 = vector.extract %210#28[0] : f32 from vector<4xf32>
      %575 = arith.truncf %574 : f32 to bf16
      memref.store %575, %arg2[%573, %572] : memref<8192x8192xbf16>
      %576 = arith.addi %216, %c49 : index
      %577 = vector.extract %210#28[1] : f32 from vector<4xf32>
      %578 = arith.truncf %577 : f32 to bf16
      memref.store %578, %arg2[%576, %572] : memref<8192x8192xbf16>
      %579 = arith.addi %216, %c50 : index
      %580 = vector.extract %210#28[2] : f32 from vector<4xf32>
      %581 = arith.truncf %580 : f32 to bf16
      memref.store %581, %arg2[%579, %572] : memref<8192x8192xbf16>
      %582 = arith.addi %216, %c51 : index
      %583 = vector.extract %210#28[3] : f32 from vector<4xf32>
      %584 = arith.truncf %583 : f32 to bf16
      memref.store %584, %arg2[%582, %572] : memref<8192x8192xbf16>
      %585 = arith.addi %219, %c80 : index
      %586 = arith.addi %216, %c48 : index
      %587 = vector.extract %210#29[0] : f32 from vector<4xf32>
      %588 = arith.truncf %587 : f32 to bf16
      memref.store %588, %arg2[%586, %585] : memref<8192x8192xbf16>
      %589 = arith.addi %216, %c49 : index
      %590 = vector.extract %210#29[1] : f32 from vector<4xf32>
      %591 = arith.truncf %590 : f32 to bf16
      memref.store %591, %arg2[%589, %585] : memref<8192x8192xbf16>
      %592 = arith.addi %216, %c50 : index
      %593 = vector.extract %210#29[2] : f32 from vector<4xf32>
      %594 = arith.truncf %593 : f32 to bf16
      memref.store %594, %arg2[%592, %585] : memref<8192x8192xbf16>
      %595 = arith.addi %216, %c51 : index
      %596 = vector.extract %210#29[3] : f32 from vector<4xf32>
      %597 = arith.truncf %596 : f32 to bf16
      memref.store %597, %arg2[%595, %585] : memref<8192x8192xbf16>
      %598 = arith.addi %219, %c96 : index
      %599 = arith.addi %216, %c48 : index
      %600 = vector.extract %210#30[0] : f32 from vector<4xf32>
      %601 = arith.truncf %600 : f32 to bf16
      memref.store %601, %arg2[%599, %598] : memref<8192x8192xbf16>
      %602 = arith.addi %216, %c49 : index
      %603 = vector.extract %210#30[1] : f32 from vector<4xf32>
      %604 = arith.truncf %603 : f32 to bf16
      memref.store %604, %arg2[%602, %598] : memref<8192x8192xbf16>
      %605 = arith.addi %216, %c50 : index
      %606 = vector.extract %210#30[2] : f32 from vector<4xf32>
      %607 = arith.truncf %606 : f32 to bf16
      memref.store %607, %arg2[%605, %598] : memref<8192x8192xbf16>
      %608 = arith.addi %216, %c51 : index
      %609 = vector.extract %210#30[3] : f32 from vector<4xf32>
      %610 = arith.truncf %609 : f32 to bf16
      memref.store %610, %arg2[%608, %598] : memref<8192x8192xbf16>
      %611 = arith.addi %219, %c112 : index
      %612 = arith.addi %216, %c48 : index
      %613 = vector.extract %210#31[0] : f32 from vector<4xf32>
      %614 = arith.truncf %613 : f32 to bf16
      memref.store %614, %arg2[%612, %611] : memref<8192x8192xbf16>
      %615 = arith.addi %216, %c49 : index
      %616 = vector.extract %210#31[1] : f32 from vector<4xf32>
      %617 = arith.truncf %616 : f32 to bf16
      memref.store %617, %arg2[%615, %611] : memref<8192x8192xbf16>
      %618 = arith.addi %216, %c50 : index
      %619 = vector.extract %210#31[2] : f32 from vector<4xf32>
      %620 = arith.truncf %619 : f32 to bf16
      memref.store %620, %arg2[%618, %611] : memref<8192x8192xbf16>
      %621 = arith.addi %216, %c51 : index
      %622 = vector.extract %210#31[3] : f32 from vector<4xf32>
      %623 = arith.truncf %622 : f32 to bf16
      memref.store %623, %arg2[%621, %611] : memref<8192x8192xbf16>
      gpu.return
    }
  }
}

