module attributes {gpu.container_module} {
  gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {c_dtype = "bf16", dtype = "bf16", k = 8192 : i64, m = 8192 : i64, n = 8192 : i64, swizzle = "xor", tile_k = 64 : i64, tile_m = 256 : i64, tile_n = 256 : i64, waves = 8 : i64}} {
    gpu.func @gemm(%arg0: memref<8192x8192xbf16>, %arg1: memref<8192x8192xbf16>, %arg2: memref<8192x8192xbf16>) workgroup(%arg3 : memref<256x64xbf16, #gpu.address_space<workgroup>>, %arg4 : memref<256x64xbf16, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 512, 1, 1>, known_grid_size = array<i32: 32, 32, 1>} {
      %c64 = arith.constant 64 : index
      %c2 = arith.constant 2 : index
      %c256 = arith.constant 256 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c48 = arith.constant 48 : index
      %c128 = arith.constant 128 : index
      %c80 = arith.constant 80 : index
      %c96 = arith.constant 96 : index
      %c112 = arith.constant 112 : index
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
      %4 = arith.muli %block_id_y, %c256 : index
      %5 = arith.muli %block_id_x, %c256 : index
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
      %132 = arith.muli %3, %c128 : index
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
      %152 = arith.addi %130, %c64 : index
      %153 = arith.addi %132, %152 : index
      %154 = arith.remui %153, %c8 : index
      %155 = arith.xori %131, %154 : index
      %156 = arith.muli %155, %c8 : index
      %157 = arith.addi %130, %c80 : index
      %158 = arith.addi %132, %157 : index
      %159 = arith.remui %158, %c8 : index
      %160 = arith.xori %131, %159 : index
      %161 = arith.muli %160, %c8 : index
      %162 = arith.addi %130, %c96 : index
      %163 = arith.addi %132, %162 : index
      %164 = arith.remui %163, %c8 : index
      %165 = arith.xori %131, %164 : index
      %166 = arith.muli %165, %c8 : index
      %167 = arith.addi %130, %c112 : index
      %168 = arith.addi %132, %167 : index
      %169 = arith.remui %168, %c8 : index
      %170 = arith.xori %131, %169 : index
      %171 = arith.muli %170, %c8 : index
      %172 = arith.addi %131, %c4 : index
      %173 = arith.addi %132, %130 : index
      %174 = arith.remui %173, %c8 : index
      %175 = arith.xori %172, %174 : index
      %176 = arith.muli %175, %c8 : index
      %177 = arith.addi %130, %c16 : index
      %178 = arith.addi %132, %177 : index
      %179 = arith.remui %178, %c8 : index
      %180 = arith.xori %172, %179 : index
      %181 = arith.muli %180, %c8 : index
      %182 = arith.addi %130, %c32 : index
      %183 = arith.addi %132, %182 : index
      %184 = arith.remui %183, %c8 : index
      %185 = arith.xori %172, %184 : index
      %186 = arith.muli %185, %c8 : index
      %187 = arith.addi %130, %c48 : index
      %188 = arith.addi %132, %187 : index
      %189 = arith.remui %188, %c8 : index
      %190 = arith.xori %172, %189 : index
      %191 = arith.muli %190, %c8 : index
      %192 = arith.addi %130, %c64 : index
      %193 = arith.addi %132, %192 : index
      %194 = arith.remui %193, %c8 : index
      %195 = arith.xori %172, %194 : index
      %196 = arith.muli %195, %c8 : index
      %197 = arith.addi %130, %c80 : index
      %198 = arith.addi %132, %197 : index
      %199 = arith.remui %198, %c8 : index
      %200 = arith.xori %172, %199 : index
      %201 = arith.muli %200, %c8 : index
      %202 = arith.addi %130, %c96 : index
      %203 = arith.addi %132, %202 : index
      %204 = arith.remui %203, %c8 : index
      %205 = arith.xori %172, %204 : index
      %206 = arith.muli %205, %c8 : index
      %207 = arith.addi %130, %c112 : index
      %208 = arith.addi %132, %207 : index
      %209 = arith.remui %208, %c8 : index
      %210 = arith.xori %172, %209 : index
      %211 = arith.muli %210, %c8 : index
      %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
      %212:32 = scf.for %arg5 = %c0 to %c128 step %c1 iter_args(%arg6 = %cst, %arg7 = %cst, %arg8 = %cst, %arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %cst, %arg24 = %cst, %arg25 = %cst, %arg26 = %cst, %arg27 = %cst, %arg28 = %cst, %arg29 = %cst, %arg30 = %cst, %arg31 = %cst, %arg32 = %cst, %arg33 = %cst, %arg34 = %cst, %arg35 = %cst, %arg36 = %cst, %arg37 = %cst) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
        %626 = arith.muli %arg5, %c64 : index
        %627 = arith.addi %626, %16 : index
        amdgpu.gather_to_lds %6[%15, %627], %arg3[%17, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        %628 = arith.addi %626, %26 : index
        amdgpu.gather_to_lds %6[%25, %628], %arg3[%27, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        %629 = arith.addi %626, %36 : index
        amdgpu.gather_to_lds %6[%35, %629], %arg3[%37, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        %630 = arith.addi %626, %46 : index
        amdgpu.gather_to_lds %6[%45, %630], %arg3[%47, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        %631 = arith.addi %626, %56 : index
        amdgpu.gather_to_lds %7[%55, %631], %arg4[%57, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        %632 = arith.addi %626, %66 : index
        amdgpu.gather_to_lds %7[%65, %632], %arg4[%67, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        %633 = arith.addi %626, %76 : index
        amdgpu.gather_to_lds %7[%75, %633], %arg4[%77, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        %634 = arith.addi %626, %86 : index
        amdgpu.gather_to_lds %7[%85, %634], %arg4[%87, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<256x64xbf16, #gpu.address_space<workgroup>>
        amdgpu.memory_counter_wait load(0)
        rocdl.s.barrier
        %635 = vector.load %arg3[%91, %94] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %636 = vector.load %arg3[%96, %99] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %637 = vector.load %arg3[%101, %104] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %638 = vector.load %arg3[%106, %109] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %639 = vector.load %arg4[%133, %136] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %640 = vector.load %arg4[%138, %141] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %641 = vector.load %arg4[%143, %146] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %642 = vector.load %arg4[%148, %151] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %643 = vector.load %arg4[%153, %156] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %644 = vector.load %arg4[%158, %161] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %645 = vector.load %arg4[%163, %166] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %646 = vector.load %arg4[%168, %171] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %647 = vector.load %arg3[%111, %114] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %648 = vector.load %arg3[%116, %119] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %649 = vector.load %arg3[%121, %124] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %650 = vector.load %arg3[%126, %129] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %651 = vector.load %arg4[%173, %176] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %652 = vector.load %arg4[%178, %181] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %653 = vector.load %arg4[%183, %186] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %654 = vector.load %arg4[%188, %191] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %655 = vector.load %arg4[%193, %196] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %656 = vector.load %arg4[%198, %201] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %657 = vector.load %arg4[%203, %206] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %658 = vector.load %arg4[%208, %211] : memref<256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
        %659 = amdgpu.mfma 16x16x32 %635 * %639 + %arg6 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %660 = amdgpu.mfma 16x16x32 %635 * %640 + %arg7 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %661 = amdgpu.mfma 16x16x32 %635 * %641 + %arg8 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %662 = amdgpu.mfma 16x16x32 %635 * %642 + %arg9 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %663 = amdgpu.mfma 16x16x32 %635 * %643 + %arg10 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %664 = amdgpu.mfma 16x16x32 %635 * %644 + %arg11 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %665 = amdgpu.mfma 16x16x32 %635 * %645 + %arg12 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %666 = amdgpu.mfma 16x16x32 %635 * %646 + %arg13 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %667 = amdgpu.mfma 16x16x32 %636 * %639 + %arg14 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %668 = amdgpu.mfma 16x16x32 %636 * %640 + %arg15 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %669 = amdgpu.mfma 16x16x32 %636 * %641 + %arg16 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %670 = amdgpu.mfma 16x16x32 %636 * %642 + %arg17 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %671 = amdgpu.mfma 16x16x32 %636 * %643 + %arg18 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %672 = amdgpu.mfma 16x16x32 %636 * %644 + %arg19 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %673 = amdgpu.mfma 16x16x32 %636 * %645 + %arg20 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %674 = amdgpu.mfma 16x16x32 %636 * %646 + %arg21 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %675 = amdgpu.mfma 16x16x32 %637 * %639 + %arg22 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %676 = amdgpu.mfma 16x16x32 %637 * %640 + %arg23 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %677 = amdgpu.mfma 16x16x32 %637 * %641 + %arg24 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %678 = amdgpu.mfma 16x16x32 %637 * %642 + %arg25 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %679 = amdgpu.mfma 16x16x32 %637 * %643 + %arg26 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %680 = amdgpu.mfma 16x16x32 %637 * %644 + %arg27 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %681 = amdgpu.mfma 16x16x32 %637 * %645 + %arg28 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %682 = amdgpu.mfma 16x16x32 %637 * %646 + %arg29 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %683 = amdgpu.mfma 16x16x32 %638 * %639 + %arg30 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %684 = amdgpu.mfma 16x16x32 %638 * %640 + %arg31 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %685 = amdgpu.mfma 16x16x32 %638 * %641 + %arg32 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %686 = amdgpu.mfma 16x16x32 %638 * %642 + %arg33 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %687 = amdgpu.mfma 16x16x32 %638 * %643 + %arg34 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %688 = amdgpu.mfma 16x16x32 %638 * %644 + %arg35 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %689 = amdgpu.mfma 16x16x32 %638 * %645 + %arg36 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %690 = amdgpu.mfma 16x16x32 %638 * %646 + %arg37 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %691 = amdgpu.mfma 16x16x32 %647 * %651 + %659 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %692 = amdgpu.mfma 16x16x32 %647 * %652 + %660 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %693 = amdgpu.mfma 16x16x32 %647 * %653 + %661 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %694 = amdgpu.mfma 16x16x32 %647 * %654 + %662 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %695 = amdgpu.mfma 16x16x32 %647 * %655 + %663 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %696 = amdgpu.mfma 16x16x32 %647 * %656 + %664 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %697 = amdgpu.mfma 16x16x32 %647 * %657 + %665 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %698 = amdgpu.mfma 16x16x32 %647 * %658 + %666 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %699 = amdgpu.mfma 16x16x32 %648 * %651 + %667 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %700 = amdgpu.mfma 16x16x32 %648 * %652 + %668 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %701 = amdgpu.mfma 16x16x32 %648 * %653 + %669 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %702 = amdgpu.mfma 16x16x32 %648 * %654 + %670 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %703 = amdgpu.mfma 16x16x32 %648 * %655 + %671 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %704 = amdgpu.mfma 16x16x32 %648 * %656 + %672 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %705 = amdgpu.mfma 16x16x32 %648 * %657 + %673 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %706 = amdgpu.mfma 16x16x32 %648 * %658 + %674 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %707 = amdgpu.mfma 16x16x32 %649 * %651 + %675 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %708 = amdgpu.mfma 16x16x32 %649 * %652 + %676 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %709 = amdgpu.mfma 16x16x32 %649 * %653 + %677 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %710 = amdgpu.mfma 16x16x32 %649 * %654 + %678 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %711 = amdgpu.mfma 16x16x32 %649 * %655 + %679 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %712 = amdgpu.mfma 16x16x32 %649 * %656 + %680 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %713 = amdgpu.mfma 16x16x32 %649 * %657 + %681 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %714 = amdgpu.mfma 16x16x32 %649 * %658 + %682 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %715 = amdgpu.mfma 16x16x32 %650 * %651 + %683 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %716 = amdgpu.mfma 16x16x32 %650 * %652 + %684 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %717 = amdgpu.mfma 16x16x32 %650 * %653 + %685 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %718 = amdgpu.mfma 16x16x32 %650 * %654 + %686 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %719 = amdgpu.mfma 16x16x32 %650 * %655 + %687 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %720 = amdgpu.mfma 16x16x32 %650 * %656 + %688 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %721 = amdgpu.mfma 16x16x32 %650 * %657 + %689 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        %722 = amdgpu.mfma 16x16x32 %650 * %658 + %690 blgp =  none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>
        rocdl.s.barrier
        scf.yield %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
      }
      %213 = arith.divui %1, %c16 : index
      %214 = arith.muli %213, %c4 : index
      %215 = arith.remui %1, %c16 : index
      %216 = arith.muli %2, %c64 : index
      %217 = arith.addi %216, %214 : index
      %218 = arith.addi %4, %217 : index
      %219 = arith.muli %3, %c128 : index
      %220 = arith.addi %219, %215 : index
      %221 = arith.addi %5, %220 : index
      %222 = vector.extract %212#0[0] : f32 from vector<4xf32>
      %223 = arith.truncf %222 : f32 to bf16
      memref.store %223, %arg2[%218, %221] : memref<8192x8192xbf16>
      %224 = arith.addi %218, %c1 : index
      %225 = vector.extract %212#0[1] : f32 from vector<4xf32>
      %226 = arith.truncf %225 : f32 to bf16
      memref.store %226, %arg2[%224, %221] : memref<8192x8192xbf16>
      %227 = arith.addi %218, %c2 : index
      %228 = vector.extract %212#0[2] : f32 from vector<4xf32>
      %229 = arith.truncf %228 : f32 to bf16
      memref.store %229, %arg2[%227, %221] : memref<8192x8192xbf16>
      %230 = arith.addi %218, %c3 : index
      %231 = vector.extract %212#0[3] : f32 from vector<4xf32>
      %232 = arith.truncf %231 : f32 to bf16
      memref.store %232, %arg2[%230, %221] : memref<8192x8192xbf16>
      %233 = arith.addi %221, %c16 : index
      %234 = vector.extract %212#1[0] : f32 from vector<4xf32>
      %235 = arith.truncf %234 : f32 to bf16
      memref.store %235, %arg2[%218, %233] : memref<8192x8192xbf16>
      %236 = arith.addi %218, %c1 : index
      %237 = vector.extract %212#1[1] : f32 from vector<4xf32>
      %238 = arith.truncf %237 : f32 to bf16
      memref.store %238, %arg2[%236, %233] : memref<8192x8192xbf16>
      %239 = arith.addi %218, %c2 : index
      %240 = vector.extract %212#1[2] : f32 from vector<4xf32>
      %241 = arith.truncf %240 : f32 to bf16
      memref.store %241, %arg2[%239, %233] : memref<8192x8192xbf16>
      %242 = arith.addi %218, %c3 : index
      %243 = vector.extract %212#1[3] : f32 from vector<4xf32>
      %244 = arith.truncf %243 : f32 to bf16
      memref.store %244, %arg2[%242, %233] : memref<8192x8192xbf16>
      %245 = arith.addi %221, %c32 : index
      %246 = vector.extract %212#2[0] : f32 from vector<4xf32>
      %247 = arith.truncf %246 : f32 to bf16
      memref.store %247, %arg2[%218, %245] : memref<8192x8192xbf16>
      %248 = arith.addi %218, %c1 : index
      %249 = vector.extract %212#2[1] : f32 from vector<4xf32>
      %250 = arith.truncf %249 : f32 to bf16
      memref.store %250, %arg2[%248, %245] : memref<8192x8192xbf16>
      %251 = arith.addi %218, %c2 : index
      %252 = vector.extract %212#2[2] : f32 from vector<4xf32>
      %253 = arith.truncf %252 : f32 to bf16
      memref.store %253, %arg2[%251, %245] : memref<8192x8192xbf16>
      %254 = arith.addi %218, %c3 : index
      %255 = vector.extract %212#2[3] : f32 from vector<4xf32>
      %256 = arith.truncf %255 : f32 to bf16
      memref.store %256, %arg2[%254, %245] : memref<8192x8192xbf16>
      %257 = arith.addi %221, %c48 : index
      %258 = vector.extract %212#3[0] : f32 from vector<4xf32>
      %259 = arith.truncf %258 : f32 to bf16
      memref.store %259, %arg2[%218, %257] : memref<8192x8192xbf16>
      %260 = arith.addi %218, %c1 : index
      %261 = vector.extract %212#3[1] : f32 from vector<4xf32>
      %262 = arith.truncf %261 : f32 to bf16
      memref.store %262, %arg2[%260, %257] : memref<8192x8192xbf16>
      %263 = arith.addi %218, %c2 : index
      %264 = vector.extract %212#3[2] : f32 from vector<4xf32>
      %265 = arith.truncf %264 : f32 to bf16
      memref.store %265, %arg2[%263, %257] : memref<8192x8192xbf16>
      %266 = arith.addi %218, %c3 : index
      %267 = vector.extract %212#3[3] : f32 from vector<4xf32>
      %268 = arith.truncf %267 : f32 to bf16
      memref.store %268, %arg2[%266, %257] : memref<8192x8192xbf16>
      %269 = arith.addi %221, %c64 : index
      %270 = vector.extract %212#4[0] : f32 from vector<4xf32>
      %271 = arith.truncf %270 : f32 to bf16
      memref.store %271, %arg2[%218, %269] : memref<8192x8192xbf16>
      %272 = arith.addi %218, %c1 : index
      %273 = vector.extract %212#4[1] : f32 from vector<4xf32>
      %274 = arith.truncf %273 : f32 to bf16
      memref.store %274, %arg2[%272, %269] : memref<8192x8192xbf16>
      %275 = arith.addi %218, %c2 : index
      %276 = vector.extract %212#4[2] : f32 from vector<4xf32>
      %277 = arith.truncf %276 : f32 to bf16
      memref.store %277, %arg2[%275, %269] : memref<8192x8192xbf16>
      %278 = arith.addi %218, %c3 : index
      %279 = vector.extract %212#4[3] : f32 from vector<4xf32>
      %280 = arith.truncf %279 : f32 to bf16
      memref.store %280, %arg2[%278, %269] : memref<8192x8192xbf16>
      %281 = arith.addi %221, %c80 : index
      %282 = vector.extract %212#5[0] : f32 from vector<4xf32>
      %283 = arith.truncf %282 : f32 to bf16
      memref.store %283, %arg2[%218, %281] : memref<8192x8192xbf16>
      %284 = arith.addi %218, %c1 : index
      %285 = vector.extract %212#5[1] : f32 from vector<4xf32>
      %286 = arith.truncf %285 : f32 to bf16
      memref.store %286, %arg2[%284, %281] : memref<8192x8192xbf16>
      %287 = arith.addi %218, %c2 : index
      %288 = vector.extract %212#5[2] : f32 from vector<4xf32>
      %289 = arith.truncf %288 : f32 to bf16
      memref.store %289, %arg2[%287, %281] : memref<8192x8192xbf16>
      %290 = arith.addi %218, %c3 : index
      %291 = vector.extract %212#5[3] : f32 from vector<4xf32>
      %292 = arith.truncf %291 : f32 to bf16
      memref.store %292, %arg2[%290, %281] : memref<8192x8192xbf16>
      %293 = arith.addi %221, %c96 : index
      %294 = vector.extract %212#6[0] : f32 from vector<4xf32>
      %295 = arith.truncf %294 : f32 to bf16
      memref.store %295, %arg2[%218, %293] : memref<8192x8192xbf16>
      %296 = arith.addi %218, %c1 : index
      %297 = vector.extract %212#6[1] : f32 from vector<4xf32>
      %298 = arith.truncf %297 : f32 to bf16
      memref.store %298, %arg2[%296, %293] : memref<8192x8192xbf16>
      %299 = arith.addi %218, %c2 : index
      %300 = vector.extract %212#6[2] : f32 from vector<4xf32>
      %301 = arith.truncf %300 : f32 to bf16
      memref.store %301, %arg2[%299, %293] : memref<8192x8192xbf16>
      %302 = arith.addi %218, %c3 : index
      %303 = vector.extract %212#6[3] : f32 from vector<4xf32>
      %304 = arith.truncf %303 : f32 to bf16
      memref.store %304, %arg2[%302, %293] : memref<8192x8192xbf16>
      %305 = arith.addi %221, %c112 : index
      %306 = vector.extract %212#7[0] : f32 from vector<4xf32>
      %307 = arith.truncf %306 : f32 to bf16
      memref.store %307, %arg2[%218, %305] : memref<8192x8192xbf16>
      %308 = arith.addi %218, %c1 : index
      %309 = vector.extract %212#7[1] : f32 from vector<4xf32>
      %310 = arith.truncf %309 : f32 to bf16
      memref.store %310, %arg2[%308, %305] : memref<8192x8192xbf16>
      %311 = arith.addi %218, %c2 : index
      %312 = vector.extract %212#7[2] : f32 from vector<4xf32>
      %313 = arith.truncf %312 : f32 to bf16
      memref.store %313, %arg2[%311, %305] : memref<8192x8192xbf16>
      %314 = arith.addi %218, %c3 : index
      %315 = vector.extract %212#7[3] : f32 from vector<4xf32>
      %316 = arith.truncf %315 : f32 to bf16
      memref.store %316, %arg2[%314, %305] : memref<8192x8192xbf16>
      %317 = arith.addi %218, %c16 : index
      %318 = vector.extract %212#8[0] : f32 from vector<4xf32>
      %319 = arith.truncf %318 : f32 to bf16
      memref.store %319, %arg2[%317, %221] : memref<8192x8192xbf16>
      %320 = arith.addi %218, %c17 : index
      %321 = vector.extract %212#8[1] : f32 from vector<4xf32>
      %322 = arith.truncf %321 : f32 to bf16
      memref.store %322, %arg2[%320, %221] : memref<8192x8192xbf16>
      %323 = arith.addi %218, %c18 : index
      %324 = vector.extract %212#8[2] : f32 from vector<4xf32>
      %325 = arith.truncf %324 : f32 to bf16
      memref.store %325, %arg2[%323, %221] : memref<8192x8192xbf16>
      %326 = arith.addi %218, %c19 : index
      %327 = vector.extract %212#8[3] : f32 from vector<4xf32>
      %328 = arith.truncf %327 : f32 to bf16
      memref.store %328, %arg2[%326, %221] : memref<8192x8192xbf16>
      %329 = arith.addi %221, %c16 : index
      %330 = arith.addi %218, %c16 : index
      %331 = vector.extract %212#9[0] : f32 from vector<4xf32>
      %332 = arith.truncf %331 : f32 to bf16
      memref.store %332, %arg2[%330, %329] : memref<8192x8192xbf16>
      %333 = arith.addi %218, %c17 : index
      %334 = vector.extract %212#9[1] : f32 from vector<4xf32>
      %335 = arith.truncf %334 : f32 to bf16
      memref.store %335, %arg2[%333, %329] : memref<8192x8192xbf16>
      %336 = arith.addi %218, %c18 : index
      %337 = vector.extract %212#9[2] : f32 from vector<4xf32>
      %338 = arith.truncf %337 : f32 to bf16
      memref.store %338, %arg2[%336, %329] : memref<8192x8192xbf16>
      %339 = arith.addi %218, %c19 : index
      %340 = vector.extract %212#9[3] : f32 from vector<4xf32>
      %341 = arith.truncf %340 : f32 to bf16
      memref.store %341, %arg2[%339, %329] : memref<8192x8192xbf16>
      %342 = arith.addi %221, %c32 : index
      %343 = arith.addi %218, %c16 : index
      %344 = vector.extract %212#10[0] : f32 from vector<4xf32>
      %345 = arith.truncf %344 : f32 to bf16
      memref.store %345, %arg2[%343, %342] : memref<8192x8192xbf16>
      %346 = arith.addi %218, %c17 : index
      %347 = vector.extract %212#10[1] : f32 from vector<4xf32>
      %348 = arith.truncf %347 : f32 to bf16
      memref.store %348, %arg2[%346, %342] : memref<8192x8192xbf16>
      %349 = arith.addi %218, %c18 : index
      %350 = vector.extract %212#10[2] : f32 from vector<4xf32>
      %351 = arith.truncf %350 : f32 to bf16
      memref.store %351, %arg2[%349, %342] : memref<8192x8192xbf16>
      %352 = arith.addi %218, %c19 : index
      %353 = vector.extract %212#10[3] : f32 from vector<4xf32>
      %354 = arith.truncf %353 : f32 to bf16
      memref.store %354, %arg2[%352, %342] : memref<8192x8192xbf16>
      %355 = arith.addi %221, %c48 : index
      %356 = arith.addi %218, %c16 : index
      %357 = vector.extract %212#11[0] : f32 from vector<4xf32>
      %358 = arith.truncf %357 : f32 to bf16
      memref.store %358, %arg2[%356, %355] : memref<8192x8192xbf16>
      %359 = arith.addi %218, %c17 : index
      %360 = vector.extract %212#11[1] : f32 from vector<4xf32>
      %361 = arith.truncf %360 : f32 to bf16
      memref.store %361, %arg2[%359, %355] : memref<8192x8192xbf16>
      %362 = arith.addi %218, %c18 : index
      %363 = vector.extract %212#11[2] : f32 from vector<4xf32>
      %364 = arith.truncf %363 : f32 to bf16
      memref.store %364, %arg2[%362, %355] : memref<8192x8192xbf16>
      %365 = arith.addi %218, %c19 : index
      %366 = vector.extract %212#11[3] : f32 from vector<4xf32>
      %367 = arith.truncf %366 : f32 to bf16
      memref.store %367, %arg2[%365, %355] : memref<8192x8192xbf16>
      %368 = arith.addi %221, %c64 : index
      %369 = arith.addi %218, %c16 : index
      %370 = vector.extract %212#12[0] : f32 from vector<4xf32>
      %371 = arith.truncf %370 : f32 to bf16
      memref.store %371, %arg2[%369, %368] : memref<8192x8192xbf16>
      %372 = arith.addi %218, %c17 : index
      %373 = vector.extract %212#12[1] : f32 from vector<4xf32>
      %374 = arith.truncf %373 : f32 to bf16
      memref.store %374, %arg2[%372, %368] : memref<8192x8192xbf16>
      %375 = arith.addi %218, %c18 : index
      %376 = vector.extract %212#12[2] : f32 from vector<4xf32>
      %377 = arith.truncf %376 : f32 to bf16
      memref.store %377, %arg2[%375, %368] : memref<8192x8192xbf16>
      %378 = arith.addi %218, %c19 : index
      %379 = vector.extract %212#12[3] : f32 from vector<4xf32>
      %380 = arith.truncf %379 : f32 to bf16
      memref.store %380, %arg2[%378, %368] : memref<8192x8192xbf16>
      %381 = arith.addi %221, %c80 : index
      %382 = arith.addi %218, %c16 : index
      %383 = vector.extract %212#13[0] : f32 from vector<4xf32>
      %384 = arith.truncf %383 : f32 to bf16
      memref.store %384, %arg2[%382, %381] : memref<8192x8192xbf16>
      %385 = arith.addi %218, %c17 : index
      %386 = vector.extract %212#13[1] : f32 from vector<4xf32>
      %387 = arith.truncf %386 : f32 to bf16
      memref.store %387, %arg2[%385, %381] : memref<8192x8192xbf16>
      %388 = arith.addi %218, %c18 : index
      %389 = vector.extract %212#13[2] : f32 from vector<4xf32>
      %390 = arith.truncf %389 : f32 to bf16
      memref.store %390, %arg2[%388, %381] : memref<8192x8192xbf16>
      %391 = arith.addi %218, %c19 : index
      %392 = vector.extract %212#13[3] : f32 from vector<4xf32>
      %393 = arith.truncf %392 : f32 to bf16
      memref.store %393, %arg2[%391, %381] : memref<8192x8192xbf16>
      %394 = arith.addi %221, %c96 : index
      %395 = arith.addi %218, %c16 : index
      %396 = vector.extract %212#14[0] : f32 from vector<4xf32>
      %397 = arith.truncf %396 : f32 to bf16
      memref.store %397, %arg2[%395, %394] : memref<8192x8192xbf16>
      %398 = arith.addi %218, %c17 : index
      %399 = vector.extract %212#14[1] : f32 from vector<4xf32>
      %400 = arith.truncf %399 : f32 to bf16
      memref.store %400, %arg2[%398, %394] : memref<8192x8192xbf16>
      %401 = arith.addi %218, %c18 : index
      %402 = vector.extract %212#14[2] : f32 from vector<4xf32>
      %403 = arith.truncf %402 : f32 to bf16
      memref.store %403, %arg2[%401, %394] : memref<8192x8192xbf16>
      %404 = arith.addi %218, %c19 : index
      %405 = vector.extract %212#14[3] : f32 from vector<4xf32>
      %406 = arith.truncf %405 : f32 to bf16
      memref.store %406, %arg2[%404, %394] : memref<8192x8192xbf16>
      %407 = arith.addi %221, %c112 : index
      %408 = arith.addi %218, %c16 : index
      %409 = vector.extract %212#15[0] : f32 from vector<4xf32>
      %410 = arith.truncf %409 : f32 to bf16
      memref.store %410, %arg2[%408, %407] : memref<8192x8192xbf16>
      %411 = arith.addi %218, %c17 : index
      %412 = vector.extract %212#15[1] : f32 from vector<4xf32>
      %413 = arith.truncf %412 : f32 to bf16
      memref.store %413, %arg2[%411, %407] : memref<8192x8192xbf16>
      %414 = arith.addi %218, %c18 : index
      %415 = vector.extract %212#15[2] : f32 from vector<4xf32>
      %416 = arith.truncf %415 : f32 to bf16
      memref.store %416, %arg2[%414, %407] : memref<8192x8192xbf16>
      %417 = arith.addi %218, %c19 : index
      %418 = vector.extract %212#15[3] : f32 from vector<4xf32>
      %419 = arith.truncf %418 : f32 to bf16
      memref.store %419, %arg2[%417, %407] : memref<8192x8192xbf16>
      %420 = arith.addi %218, %c32 : index
      %421 = vector.extract %212#16[0] : f32 from vector<4xf32>
      %422 = arith.truncf %421 : f32 to bf16
      memref.store %422, %arg2[%420, %221] : memref<8192x8192xbf16>
      %423 = arith.addi %218, %c33 : index
      %424 = vector.extract %212#16[1] : f32 from vector<4xf32>
      %425 = arith.truncf %424 : f32 to bf16
      memref.store %425, %arg2[%423, %221] : memref<8192x8192xbf16>
      %426 = arith.addi %218, %c34 : index
      %427 = vector.extract %212#16[2] : f32 from vector<4xf32>
      %428 = arith.truncf %427 : f32 to bf16
      memref.store %428, %arg2[%426, %221] : memref<8192x8192xbf16>
      %429 = arith.addi %218, %c35 : index
      %430 = vector.extract %212#16[3] : f32 from vector<4xf32>
      %431 = arith.truncf %430 : f32 to bf16
      memref.store %431, %arg2[%429, %221] : memref<8192x8192xbf16>
      %432 = arith.addi %221, %c16 : index
      %433 = arith.addi %218, %c32 : index
      %434 = vector.extract %212#17[0] : f32 from vector<4xf32>
      %435 = arith.truncf %434 : f32 to bf16
      memref.store %435, %arg2[%433, %432] : memref<8192x8192xbf16>
      %436 = arith.addi %218, %c33 : index
      %437 = vector.extract %212#17[1] : f32 from vector<4xf32>
      %438 = arith.truncf %437 : f32 to bf16
      memref.store %438, %arg2[%436, %432] : memref<8192x8192xbf16>
      %439 = arith.addi %218, %c34 : index
      %440 = vector.extract %212#17[2] : f32 from vector<4xf32>
      %441 = arith.truncf %440 : f32 to bf16
      memref.store %441, %arg2[%439, %432] : memref<8192x8192xbf16>
      %442 = arith.addi %218, %c35 : index
      %443 = vector.extract %212#17[3] : f32 from vector<4xf32>
      %444 = arith.truncf %443 : f32 to bf16
      memref.store %444, %arg2[%442, %432] : memref<8192x8192xbf16>
      %445 = arith.addi %221, %c32 : index
      %446 = arith.addi %218, %c32 : index
      %447 = vector.extract %212#18[0] : f32 from vector<4xf32>
      %448 = arith.truncf %447 : f32 to bf16
      memref.store %448, %arg2[%446, %445] : memref<8192x8192xbf16>
      %449 = arith.addi %218, %c33 : index
      %450 = vector.extract %212#18[1] : f32 from vector<4xf32>
      %451 = arith.truncf %450 : f32 to bf16
      memref.store %451, %arg2[%449, %445] : memref<8192x8192xbf16>
      %452 = arith.addi %218, %c34 : index
      %453 = vector.extract %212#18[2] : f32 from vector<4xf32>
      %454 = arith.truncf %453 : f32 to bf16
      memref.store %454, %arg2[%452, %445] : memref<8192x8192xbf16>
      %455 = arith.addi %218, %c35 : index
      %456 = vector.extract %212#18[3] : f32 from vector<4xf32>
      %457 = arith.truncf %456 : f32 to bf16
      memref.store %457, %arg2[%455, %445] : memref<8192x8192xbf16>
      %458 = arith.addi %221, %c48 : index
      %459 = arith.addi %218, %c32 : index
      %460 = vector.extract %212#19[0] : f32 from vector<4xf32>
      %461 = arith.truncf %460 : f32 to bf16
      memref.store %461, %arg2[%459, %458] : memref<8192x8192xbf16>
      %462 = arith.addi %218, %c33 : index
      %463 = vector.extract %212#19[1] : f32 from vector<4xf32>
      %464 = arith.truncf %463 : f32 to bf16
      memref.store %464, %arg2[%462, %458] : memref<8192x8192xbf16>
      %465 = arith.addi %218, %c34 : index
      %466 = vector.extract %212#19[2] : f32 from vector<4xf32>
      %467 = arith.truncf %466 : f32 to bf16
      memref.store %467, %arg2[%465, %458] : memref<8192x8192xbf16>
      %468 = arith.addi %218, %c35 : index
      %469 = vector.extract %212#19[3] : f32 from vector<4xf32>
      %470 = arith.truncf %469 : f32 to bf16
      memref.store %470, %arg2[%468, %458] : memref<8192x8192xbf16>
      %471 = arith.addi %221, %c64 : index
      %472 = arith.addi %218, %c32 : index
      %473 = vector.extract %212#20[0] : f32 from vector<4xf32>
      %474 = arith.truncf %473 : f32 to bf16
      memref.store %474, %arg2[%472, %471] : memref<8192x8192xbf16>
      %475 = arith.addi %218, %c33 : index
      %476 = vector.extract %212#20[1] : f32 from vector<4xf32>
      %477 = arith.truncf %476 : f32 to bf16
      memref.store %477, %arg2[%475, %471] : memref<8192x8192xbf16>
      %478 = arith.addi %218, %c34 : index
      %479 = vector.extract %212#20[2] : f32 from vector<4xf32>
      %480 = arith.truncf %479 : f32 to bf16
      memref.store %480, %arg2[%478, %471] : memref<8192x8192xbf16>
      %481 = arith.addi %218, %c35 : index
      %482 = vector.extract %212#20[3] : f32 from vector<4xf32>
      %483 = arith.truncf %482 : f32 to bf16
      memref.store %483, %arg2[%481, %471] : memref<8192x8192xbf16>
      %484 = arith.addi %221, %c80 : index
      %485 = arith.addi %218, %c32 : index
      %486 = vector.extract %212#21[0] : f32 from vector<4xf32>
      %487 = arith.truncf %486 : f32 to bf16
      memref.store %487, %arg2[%485, %484] : memref<8192x8192xbf16>
      %488 = arith.addi %218, %c33 : index
      %489 = vector.extract %212#21[1] : f32 from vector<4xf32>
      %490 = arith.truncf %489 : f32 to bf16
      memref.store %490, %arg2[%488, %484] : memref<8192x8192xbf16>
      %491 = arith.addi %218, %c34 : index
      %492 = vector.extract %212#21[2] : f32 from vector<4xf32>
      %493 = arith.truncf %492 : f32 to bf16
      memref.store %493, %arg2[%491, %484] : memref<8192x8192xbf16>
      %494 = arith.addi %218, %c35 : index
      %495 = vector.extract %212#21[3] : f32 from vector<4xf32>
      %496 = arith.truncf %495 : f32 to bf16
      memref.store %496, %arg2[%494, %484] : memref<8192x8192xbf16>
      %497 = arith.addi %221, %c96 : index
      %498 = arith.addi %218, %c32 : index
      %499 = vector.extract %212#22[0] : f32 from vector<4xf32>
      %500 = arith.truncf %499 : f32 to bf16
      memref.store %500, %arg2[%498, %497] : memref<8192x8192xbf16>
      %501 = arith.addi %218, %c33 : index
      %502 = vector.extract %212#22[1] : f32 from vector<4xf32>
      %503 = arith.truncf %502 : f32 to bf16
      memref.store %503, %arg2[%501, %497] : memref<8192x8192xbf16>
      %504 = arith.addi %218, %c34 : index
      %505 = vector.extract %212#22[2] : f32 from vector<4xf32>
      %506 = arith.truncf %505 : f32 to bf16
      memref.store %506, %arg2[%504, %497] : memref<8192x8192xbf16>
      %507 = arith.addi %218, %c35 : index
      %508 = vector.extract %212#22[3] : f32 from vector<4xf32>
      %509 = arith.truncf %508 : f32 to bf16
      memref.store %509, %arg2[%507, %497] : memref<8192x8192xbf16>
      %510 = arith.addi %221, %c112 : index
      %511 = arith.addi %218, %c32 : index
      %512 = vector.extract %212#23[0] : f32 from vector<4xf32>
      %513 = arith.truncf %512 : f32 to bf16
      memref.store %513, %arg2[%511, %510] : memref<8192x8192xbf16>
      %514 = arith.addi %218, %c33 : index
      %515 = vector.extract %212#23[1] : f32 from vector<4xf32>
      %516 = arith.truncf %515 : f32 to bf16
      memref.store %516, %arg2[%514, %510] : memref<8192x8192xbf16>
      %517 = arith.addi %218, %c34 : index
      %518 = vector.extract %212#23[2] : f32 from vector<4xf32>
      %519 = arith.truncf %518 : f32 to bf16
      memref.store %519, %arg2[%517, %510] : memref<8192x8192xbf16>
      %520 = arith.addi %218, %c35 : index
      %521 = vector.extract %212#23[3] : f32 from vector<4xf32>
      %522 = arith.truncf %521 : f32 to bf16
      memref.store %522, %arg2[%520, %510] : memref<8192x8192xbf16>
      %523 = arith.addi %218, %c48 : index
      %524 = vector.extract %212#24[0] : f32 from vector<4xf32>
      %525 = arith.truncf %524 : f32 to bf16
      memref.store %525, %arg2[%523, %221] : memref<8192x8192xbf16>
      %526 = arith.addi %218, %c49 : index
      %527 = vector.extract %212#24[1] : f32 from vector<4xf32>
      %528 = arith.truncf %527 : f32 to bf16
      memref.store %528, %arg2[%526, %221] : memref<8192x8192xbf16>
      %529 = arith.addi %218, %c50 : index
      %530 = vector.extract %212#24[2] : f32 from vector<4xf32>
      %531 = arith.truncf %530 : f32 to bf16
      memref.store %531, %arg2[%529, %221] : memref<8192x8192xbf16>
      %532 = arith.addi %218, %c51 : index
      %533 = vector.extract %212#24[3] : f32 from vector<4xf32>
      %534 = arith.truncf %533 : f32 to bf16
      memref.store %534, %arg2[%532, %221] : memref<8192x8192xbf16>
      %535 = arith.addi %221, %c16 : index
      %536 = arith.addi %218, %c48 : index
      %537 = vector.extract %212#25[0] : f32 from vector<4xf32>
      %538 = arith.truncf %537 : f32 to bf16
      memref.store %538, %arg2[%536, %535] : memref<8192x8192xbf16>
      %539 = arith.addi %218, %c49 : index
      %540 = vector.extract %212#25[1] : f32 from vector<4xf32>
      %541 = arith.truncf %540 : f32 to bf16
      memref.store %541, %arg2[%539, %535] : memref<8192x8192xbf16>
      %542 = arith.addi %218, %c50 : index
      %543 = vector.extract %212#25[2] : f32 from vector<4xf32>
      %544 = arith.truncf %543 : f32 to bf16
      memref.store %544, %arg2[%542, %535] : memref<8192x8192xbf16>
      %545 = arith.addi %218, %c51 : index
      %546 = vector.extract %212#25[3] : f32 from vector<4xf32>
      %547 = arith.truncf %546 : f32 to bf16
      memref.store %547, %arg2[%545, %535] : memref<8192x8192xbf16>
      %548 = arith.addi %221, %c32 : index
      %549 = arith.addi %218, %c48 : index
      %550 = vector.extract %212#26[0] : f32 from vector<4xf32>
      %551 = arith.truncf %550 : f32 to bf16
      memref.store %551, %arg2[%549, %548] : memref<8192x8192xbf16>
      %552 = arith.addi %218, %c49 : index
      %553 = vector.extract %212#26[1] : f32 from vector<4xf32>
      %554 = arith.truncf %553 : f32 to bf16
      memref.store %554, %arg2[%552, %548] : memref<8192x8192xbf16>
      %555 = arith.addi %218, %c50 : index
      %556 = vector.extract %212#26[2] : f32 from vector<4xf32>
      %557 = arith.truncf %556 : f32 to bf16
      memref.store %557, %arg2[%555, %548] : memref<8192x8192xbf16>
      %558 = arith.addi %218, %c51 : index
      %559 = vector.extract %212#26[3] : f32 from vector<4xf32>
      %560 = arith.truncf %559 : f32 to bf16
      memref.store %560, %arg2[%558, %548] : memref<8192x8192xbf16>
      %561 = arith.addi %221, %c48 : index
      %562 = arith.addi %218, %c48 : index
      %563 = vector.extract %212#27[0] : f32 from vector<4xf32>
      %564 = arith.truncf %563 : f32 to bf16
      memref.store %564, %arg2[%562, %561] : memref<8192x8192xbf16>
      %565 = arith.addi %218, %c49 : index
      %566 = vector.extract %212#27[1] : f32 from vector<4xf32>
      %567 = arith.truncf %566 : f32 to bf16
      memref.store %567, %arg2[%565, %561] : memref<8192x8192xbf16>
      %568 = arith.addi %218, %c50 : index
      %569 = vector.extract %212#27[2] : f32 from vector<4xf32>
      %570 = arith.truncf %569 : f32 to bf16
      memref.store %570, %arg2[%568, %561] : memref<8192x8192xbf16>
      %571 = arith.addi %218, %c51 : index
      %572 = vector.extract %212#27[3] : f32 from vector<4xf32>
      %573 = arith.truncf %572 : f32 to bf16
      memref.store %573, %arg2[%571, %561] : memref<8192x8192xbf16>
      %574 = arith.addi %221, %c64 : index
      %575 = arith.addi %218, %c48 : index
      %576 = vector.extract %212#28[0] : f32 from vector<4xf32>
      %577 = arith.truncf %576 : f32 to bf16
      memref.store %577, %arg2[%575, %574] : memref<8192x8192xbf16>
      %578 = arith.addi %218, %c49 : index
      %579 = vector.extract %212#28[1] : f32 from vector<4xf32>
      %580 = arith.truncf %579 : f32 to bf16
      memref.store %580, %arg2[%578, %574] : memref<8192x8192xbf16>
      %581 = arith.addi %218, %c50 : index
      %582 = vector.extract %212#28[2] : f32 from vector<4xf32>
      %583 = arith.truncf %582 : f32 to bf16
      memref.store %583, %arg2[%581, %574] : memref<8192x8192xbf16>
      %584 = arith.addi %218, %c51 : index
      %585 = vector.extract %212#28[3] : f32 from vector<4xf32>
      %586 = arith.truncf %585 : f32 to bf16
      memref.store %586, %arg2[%584, %574] : memref<8192x8192xbf16>
      %587 = arith.addi %221, %c80 : index
      %588 = arith.addi %218, %c48 : index
      %589 = vector.extract %212#29[0] : f32 from vector<4xf32>
      %590 = arith.truncf %589 : f32 to bf16
      memref.store %590, %arg2[%588, %587] : memref<8192x8192xbf16>
      %591 = arith.addi %218, %c49 : index
      %592 = vector.extract %212#29[1] : f32 from vector<4xf32>
      %593 = arith.truncf %592 : f32 to bf16
      memref.store %593, %arg2[%591, %587] : memref<8192x8192xbf16>
      %594 = arith.addi %218, %c50 : index
      %595 = vector.extract %212#29[2] : f32 from vector<4xf32>
      %596 = arith.truncf %595 : f32 to bf16
      memref.store %596, %arg2[%594, %587] : memref<8192x8192xbf16>
      %597 = arith.addi %218, %c51 : index
      %598 = vector.extract %212#29[3] : f32 from vector<4xf32>
      %599 = arith.truncf %598 : f32 to bf16
      memref.store %599, %arg2[%597, %587] : memref<8192x8192xbf16>
      %600 = arith.addi %221, %c96 : index
      %601 = arith.addi %218, %c48 : index
      %602 = vector.extract %212#30[0] : f32 from vector<4xf32>
      %603 = arith.truncf %602 : f32 to bf16
      memref.store %603, %arg2[%601, %600] : memref<8192x8192xbf16>
      %604 = arith.addi %218, %c49 : index
      %605 = vector.extract %212#30[1] : f32 from vector<4xf32>
      %606 = arith.truncf %605 : f32 to bf16
      memref.store %606, %arg2[%604, %600] : memref<8192x8192xbf16>
      %607 = arith.addi %218, %c50 : index
      %608 = vector.extract %212#30[2] : f32 from vector<4xf32>
      %609 = arith.truncf %608 : f32 to bf16
      memref.store %609, %arg2[%607, %600] : memref<8192x8192xbf16>
      %610 = arith.addi %218, %c51 : index
      %611 = vector.extract %212#30[3] : f32 from vector<4xf32>
      %612 = arith.truncf %611 : f32 to bf16
      memref.store %612, %arg2[%610, %600] : memref<8192x8192xbf16>
      %613 = arith.addi %221, %c112 : index
      %614 = arith.addi %218, %c48 : index
      %615 = vector.extract %212#31[0] : f32 from vector<4xf32>
      %616 = arith.truncf %615 : f32 to bf16
      memref.store %616, %arg2[%614, %613] : memref<8192x8192xbf16>
      %617 = arith.addi %218, %c49 : index
      %618 = vector.extract %212#31[1] : f32 from vector<4xf32>
      %619 = arith.truncf %618 : f32 to bf16
      memref.store %619, %arg2[%617, %613] : memref<8192x8192xbf16>
      %620 = arith.addi %218, %c50 : index
      %621 = vector.extract %212#31[2] : f32 from vector<4xf32>
      %622 = arith.truncf %621 : f32 to bf16
      memref.store %622, %arg2[%620, %613] : memref<8192x8192xbf16>
      %623 = arith.addi %218, %c51 : index
      %624 = vector.extract %212#31[3] : f32 from vector<4xf32>
      %625 = arith.truncf %624 : f32 to bf16
      memref.store %625, %arg2[%623, %613] : memref<8192x8192xbf16>
      gpu.return
    }
  }
}

