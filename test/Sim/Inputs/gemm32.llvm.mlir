// Generated from gemm32.mlir by:
//   mlir-opt-22 --pass-pipeline='builtin.module(gpu.module(convert-scf-to-cf,convert-gpu-to-rocdl{chipset=gfx950 use-bare-ptr-memref-call-conv=true}),reconcile-unrealized-casts)' gemm32.mlir
// LLVM + ROCDL: rocdl.make.buffer.rsrc, rocdl.load.to.lds, rocdl.s.waitcnt, rocdl.s.barrier, llvm.load addrspace 3, rocdl.mfma.f32.16x16x32.bf16.
module attributes {gpu.container_module} {
  gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {c_dtype = "bf16", dtype = "bf16", k = 256 : i64, m = 64 : i64, n = 64 : i64, swizzle = "none", tile_k = 64 : i64, tile_m = 32 : i64, tile_n = 32 : i64, waves = 4 : i64}, llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.mlir.global internal @__wg_gemm_0() {addr_space = 3 : i32} : !llvm.array<2048 x bf16>
    llvm.mlir.global internal @__wg_gemm_1() {addr_space = 3 : i32} : !llvm.array<2048 x bf16>
    llvm.func @gemm(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %3 = llvm.mlir.constant(0 : index) : i64
      %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %5 = llvm.mlir.constant(64 : index) : i64
      %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.mlir.constant(64 : index) : i64
      %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.mlir.constant(64 : index) : i64
      %10 = llvm.insertvalue %9, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.mlir.constant(1 : index) : i64
      %12 = llvm.insertvalue %11, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.insertvalue %arg1, %13[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %15 = llvm.insertvalue %arg1, %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %16 = llvm.mlir.constant(0 : index) : i64
      %17 = llvm.insertvalue %16, %15[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %18 = llvm.mlir.constant(64 : index) : i64
      %19 = llvm.insertvalue %18, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.mlir.constant(256 : index) : i64
      %21 = llvm.insertvalue %20, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.mlir.constant(256 : index) : i64
      %23 = llvm.insertvalue %22, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.mlir.constant(1 : index) : i64
      %25 = llvm.insertvalue %24, %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %27 = llvm.insertvalue %arg0, %26[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %arg0, %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.mlir.constant(0 : index) : i64
      %30 = llvm.insertvalue %29, %28[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %31 = llvm.mlir.constant(64 : index) : i64
      %32 = llvm.insertvalue %31, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %33 = llvm.mlir.constant(256 : index) : i64
      %34 = llvm.insertvalue %33, %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.mlir.constant(256 : index) : i64
      %36 = llvm.insertvalue %35, %34[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.mlir.constant(1 : index) : i64
      %38 = llvm.insertvalue %37, %36[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.mlir.addressof @__wg_gemm_0 : !llvm.ptr<3>
      %40 = llvm.getelementptr %39[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2048 x bf16>
      %41 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
      %42 = llvm.insertvalue %40, %41[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = llvm.insertvalue %40, %42[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %44 = llvm.mlir.constant(0 : index) : i64
      %45 = llvm.insertvalue %44, %43[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %46 = llvm.mlir.constant(32 : index) : i64
      %47 = llvm.insertvalue %46, %45[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %48 = llvm.mlir.constant(64 : index) : i64
      %49 = llvm.insertvalue %48, %47[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.mlir.constant(64 : index) : i64
      %51 = llvm.insertvalue %50, %49[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.mlir.constant(1 : index) : i64
      %53 = llvm.insertvalue %52, %51[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.mlir.addressof @__wg_gemm_1 : !llvm.ptr<3>
      %55 = llvm.getelementptr %54[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2048 x bf16>
      %56 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
      %57 = llvm.insertvalue %55, %56[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %55, %57[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.mlir.constant(0 : index) : i64
      %60 = llvm.insertvalue %59, %58[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = llvm.mlir.constant(32 : index) : i64
      %62 = llvm.insertvalue %61, %60[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.mlir.constant(64 : index) : i64
      %64 = llvm.insertvalue %63, %62[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.mlir.constant(64 : index) : i64
      %66 = llvm.insertvalue %65, %64[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.mlir.constant(1 : index) : i64
      %68 = llvm.insertvalue %67, %66[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = llvm.mlir.constant(3 : index) : i64
      %70 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
      %71 = llvm.mlir.constant(0 : index) : i64
      %72 = llvm.mlir.constant(1 : index) : i64
      %73 = llvm.mlir.constant(2 : index) : i64
      %74 = llvm.mlir.constant(4 : index) : i64
      %75 = llvm.mlir.constant(8 : index) : i64
      %76 = llvm.mlir.constant(16 : index) : i64
      %77 = llvm.mlir.constant(32 : index) : i64
      %78 = llvm.mlir.constant(64 : index) : i64
      %79 = rocdl.workitem.id.x range <i32, 0, 256> : i32
      %80 = llvm.sext %79 : i32 to i64
      %81 = rocdl.workgroup.id.x : i32
      %82 = llvm.sext %81 : i32 to i64
      %83 = rocdl.workgroup.id.y : i32
      %84 = llvm.sext %83 : i32 to i64
      %85 = llvm.udiv %80, %78 : i64
      %86 = llvm.urem %80, %78 : i64
      %87 = llvm.udiv %85, %73 : i64
      %88 = llvm.urem %85, %73 : i64
      %89 = llvm.mul %85, %75 : i64
      %90 = llvm.udiv %86, %75 : i64
      %91 = llvm.add %89, %90 : i64
      %92 = llvm.urem %86, %75 : i64
      %93 = llvm.mul %92, %75 : i64
      %94 = llvm.mul %84, %77 : i64
      %95 = llvm.mul %82, %77 : i64
      %96 = llvm.add %94, %91 : i64
      %97 = llvm.add %95, %91 : i64
      %98 = llvm.mlir.constant(32768 : i64) : i64
      %99 = llvm.extractvalue %38[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %100 = llvm.mlir.constant(0 : index) : i64
      %101 = llvm.extractvalue %38[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %102 = llvm.extractvalue %38[4] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %103 = llvm.mlir.constant(0 : i16) : i16
      %104 = llvm.mlir.constant(159744 : i32) : i32
      %105 = rocdl.make.buffer.rsrc %99, %103, %98, %104 : !llvm.ptr to <7>
      %106 = llvm.mlir.poison : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
      %107 = llvm.insertvalue %105, %106[0] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)> 
      %108 = llvm.insertvalue %105, %107[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)> 
      %109 = llvm.insertvalue %100, %108[2] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)> 
      %110 = llvm.insertvalue %101, %109[3] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)> 
      %111 = llvm.insertvalue %102, %110[4] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)> 
      %112 = llvm.mlir.constant(32768 : i64) : i64
      %113 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %114 = llvm.mlir.constant(0 : index) : i64
      %115 = llvm.extractvalue %25[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %116 = llvm.extractvalue %25[4] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %117 = llvm.mlir.constant(0 : i16) : i16
      %118 = llvm.mlir.constant(159744 : i32) : i32
      %119 = rocdl.make.buffer.rsrc %113, %117, %112, %118 : !llvm.ptr to <7>
      %120 = llvm.mlir.poison : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
      %121 = llvm.insertvalue %119, %120[0] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)> 
      %122 = llvm.insertvalue %119, %121[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)> 
      %123 = llvm.insertvalue %114, %122[2] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)> 
      %124 = llvm.insertvalue %115, %123[3] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)> 
      %125 = llvm.insertvalue %116, %124[4] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)> 
      %126 = llvm.urem %86, %76 : i64
      %127 = llvm.udiv %86, %76 : i64
      %128 = llvm.mul %127, %75 : i64
      %129 = llvm.add %128, %77 : i64
      %130 = llvm.mul %87, %76 : i64
      %131 = llvm.mul %88, %76 : i64
      %132 = llvm.add %130, %126 : i64
      %133 = llvm.add %131, %126 : i64
      llvm.br ^bb1(%71, %70 : i64, vector<4xf32>)
    ^bb1(%134: i64, %135: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %136 = llvm.icmp "slt" %134, %74 : i64
      llvm.cond_br %136, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %137 = llvm.mul %134, %78 : i64
      %138 = llvm.add %137, %93 : i64
      %139 = llvm.extractvalue %111[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)> 
      %140 = llvm.mlir.constant(256 : index) : i64
      %141 = llvm.mul %96, %140 : i64
      %142 = llvm.add %141, %138 : i64
      %143 = llvm.getelementptr %139[%142] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, bf16
      %144 = llvm.extractvalue %53[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %145 = llvm.mlir.constant(64 : index) : i64
      %146 = llvm.mul %89, %145 : i64
      %147 = llvm.add %146, %71 : i64
      %148 = llvm.getelementptr %144[%147] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
      rocdl.load.to.lds %143, %148, 16, 0, 0 : <7>
      %149 = llvm.extractvalue %125[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)> 
      %150 = llvm.mlir.constant(256 : index) : i64
      %151 = llvm.mul %97, %150 : i64
      %152 = llvm.add %151, %138 : i64
      %153 = llvm.getelementptr %149[%152] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, bf16
      %154 = llvm.extractvalue %68[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %155 = llvm.mlir.constant(64 : index) : i64
      %156 = llvm.mul %89, %155 : i64
      %157 = llvm.add %156, %71 : i64
      %158 = llvm.getelementptr %154[%157] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
      rocdl.load.to.lds %153, %158, 16, 0, 0 : <7>
      rocdl.s.waitcnt 3952
      rocdl.s.barrier
      %159 = llvm.extractvalue %53[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %160 = llvm.mlir.constant(64 : index) : i64
      %161 = llvm.mul %132, %160 : i64
      %162 = llvm.add %161, %128 : i64
      %163 = llvm.getelementptr %159[%162] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
      %164 = llvm.load %163 {alignment = 2 : i64} : !llvm.ptr<3> -> vector<8xbf16>
      %165 = llvm.extractvalue %68[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %166 = llvm.mlir.constant(64 : index) : i64
      %167 = llvm.mul %133, %166 : i64
      %168 = llvm.add %167, %128 : i64
      %169 = llvm.getelementptr %165[%168] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
      %170 = llvm.load %169 {alignment = 2 : i64} : !llvm.ptr<3> -> vector<8xbf16>
      %171 = llvm.extractvalue %53[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %172 = llvm.mlir.constant(64 : index) : i64
      %173 = llvm.mul %132, %172 : i64
      %174 = llvm.add %173, %129 : i64
      %175 = llvm.getelementptr %171[%174] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
      %176 = llvm.load %175 {alignment = 2 : i64} : !llvm.ptr<3> -> vector<8xbf16>
      %177 = llvm.extractvalue %68[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)> 
      %178 = llvm.mlir.constant(64 : index) : i64
      %179 = llvm.mul %133, %178 : i64
      %180 = llvm.add %179, %129 : i64
      %181 = llvm.getelementptr %177[%180] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
      %182 = llvm.load %181 {alignment = 2 : i64} : !llvm.ptr<3> -> vector<8xbf16>
      %183 = llvm.mlir.constant(0 : i32) : i32
      %184 = llvm.mlir.constant(0 : i32) : i32
      %185 = llvm.mlir.constant(0 : i32) : i32
      %186 = rocdl.mfma.f32.16x16x32.bf16 %164, %170, %135, %183, %184, %185 : (vector<8xbf16>, vector<8xbf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
      %187 = llvm.mlir.constant(0 : i32) : i32
      %188 = llvm.mlir.constant(0 : i32) : i32
      %189 = llvm.mlir.constant(0 : i32) : i32
      %190 = rocdl.mfma.f32.16x16x32.bf16 %176, %182, %186, %187, %188, %189 : (vector<8xbf16>, vector<8xbf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
      rocdl.s.barrier
      %191 = llvm.add %134, %72 : i64
      llvm.br ^bb1(%191, %190 : i64, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      %192 = llvm.mul %127, %74 : i64
      %193 = llvm.add %94, %130 : i64
      %194 = llvm.add %193, %192 : i64
      %195 = llvm.add %95, %131 : i64
      %196 = llvm.add %195, %126 : i64
      %197 = llvm.mlir.constant(0 : i64) : i64
      %198 = llvm.extractelement %135[%197 : i64] : vector<4xf32>
      %199 = llvm.mlir.constant(1 : i64) : i64
      %200 = llvm.extractelement %135[%199 : i64] : vector<4xf32>
      %201 = llvm.mlir.constant(2 : i64) : i64
      %202 = llvm.extractelement %135[%201 : i64] : vector<4xf32>
      %203 = llvm.mlir.constant(3 : i64) : i64
      %204 = llvm.extractelement %135[%203 : i64] : vector<4xf32>
      %205 = llvm.fptrunc %198 : f32 to bf16
      %206 = llvm.fptrunc %200 : f32 to bf16
      %207 = llvm.fptrunc %202 : f32 to bf16
      %208 = llvm.fptrunc %204 : f32 to bf16
      %209 = llvm.add %194, %72 : i64
      %210 = llvm.add %194, %73 : i64
      %211 = llvm.add %194, %69 : i64
      %212 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %213 = llvm.mlir.constant(64 : index) : i64
      %214 = llvm.mul %194, %213 overflow<nsw, nuw> : i64
      %215 = llvm.add %214, %196 overflow<nsw, nuw> : i64
      %216 = llvm.getelementptr inbounds|nuw %212[%215] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %205, %216 : bf16, !llvm.ptr
      %217 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %218 = llvm.mlir.constant(64 : index) : i64
      %219 = llvm.mul %209, %218 overflow<nsw, nuw> : i64
      %220 = llvm.add %219, %196 overflow<nsw, nuw> : i64
      %221 = llvm.getelementptr inbounds|nuw %217[%220] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %206, %221 : bf16, !llvm.ptr
      %222 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %223 = llvm.mlir.constant(64 : index) : i64
      %224 = llvm.mul %210, %223 overflow<nsw, nuw> : i64
      %225 = llvm.add %224, %196 overflow<nsw, nuw> : i64
      %226 = llvm.getelementptr inbounds|nuw %222[%225] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %207, %226 : bf16, !llvm.ptr
      %227 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %228 = llvm.mlir.constant(64 : index) : i64
      %229 = llvm.mul %211, %228 overflow<nsw, nuw> : i64
      %230 = llvm.add %229, %196 overflow<nsw, nuw> : i64
      %231 = llvm.getelementptr inbounds|nuw %227[%230] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %208, %231 : bf16, !llvm.ptr
      llvm.return
    }
  }
}

