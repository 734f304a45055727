module attributes {gpu.container_module} {
  gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {m = 8192, n = 8192, k = 8192, tile_m = 256, tile_n = 128, tile_k = 64, waves = 8, dtype = "bf16", swizzle = "xor", c_dtype = "bf16"}} {
    gpu.func @gemm(%A: memref<8192x8192xbf16>, %B: memref<8192x8192xbf16>, %C: memref<8192x8192xbf16>)
        workgroup(%As : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %Bs : memref<2x128x64xbf16, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %c8 = arith.constant 8 : index
        %c16 = arith.constant 16 : index
        %c64 = arith.constant 64 : index
        %tid1 = gpu.thread_id x
        %bx2 = gpu.block_id x
        %by3 = gpu.block_id y
        %wave4 = arith.divui %tid1, %c64 : index
        %lane5 = arith.remui %tid1, %c64 : index
        %c2 = arith.constant 2 : index
        %wm6 = arith.divui %wave4, %c2 : index
        %wn7 = arith.remui %wave4, %c2 : index
        %c256 = arith.constant 256 : index
        %rowA8 = arith.muli %by3, %c256 : index
        %c128 = arith.constant 128 : index
        %rowB9 = arith.muli %bx2, %c128 : index
        %lrow10 = arith.divui %lane5, %c8 : index
        %lch11 = arith.remui %lane5, %c8 : index
        %l1612 = arith.remui %lane5, %c16 : index
        %lq13 = arith.divui %lane5, %c16 : index
        %Ab14 = amdgpu.fat_raw_buffer_cast %A : memref<8192x8192xbf16> to memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>
        %Bb15 = amdgpu.fat_raw_buffer_cast %B : memref<8192x8192xbf16> to memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>
        // prologue: tiles 0 .. 0
        %zero16 = arith.constant dense<0.0> : vector<4xf32>
        %v17 = arith.addi %wave4, %c0 : index
        %v18 = arith.muli %v17, %c8 : index
        %v19 = arith.addi %v18, %lrow10 : index
        %v20 = arith.remui %v19, %c8 : index
        %v21 = arith.xori %lch11, %v20 : index
        %v22 = arith.addi %rowA8, %v19 : index
        %v23 = arith.muli %c0, %c64 : index
        %v24 = arith.muli %v21, %c8 : index
        %v25 = arith.addi %v23, %v24 : index
        amdgpu.gather_to_lds %Ab14[%v22, %v25], %As[%c0, %v18, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gA0")
        %v26 = arith.addi %wave4, %c8 : index
        %v27 = arith.muli %v26, %c8 : index
        %v28 = arith.addi %v27, %lrow10 : index
        %v29 = arith.remui %v28, %c8 : index
        %v30 = arith.xori %lch11, %v29 : index
        %v31 = arith.addi %rowA8, %v28 : index
        %v32 = arith.muli %c0, %c64 : index
        %v33 = arith.muli %v30, %c8 : index
        %v34 = arith.addi %v32, %v33 : index
        amdgpu.gather_to_lds %Ab14[%v31, %v34], %As[%c0, %v27, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gA1")
        %v35 = arith.addi %wave4, %c16 : index
        %v36 = arith.muli %v35, %c8 : index
        %v37 = arith.addi %v36, %lrow10 : index
        %v38 = arith.remui %v37, %c8 : index
        %v39 = arith.xori %lch11, %v38 : index
        %v40 = arith.addi %rowA8, %v37 : index
        %v41 = arith.muli %c0, %c64 : index
        %v42 = arith.muli %v39, %c8 : index
        %v43 = arith.addi %v41, %v42 : index
        amdgpu.gather_to_lds %Ab14[%v40, %v43], %As[%c0, %v36, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gA2")
        %c24 = arith.constant 24 : index
        %v44 = arith.addi %wave4, %c24 : index
        %v45 = arith.muli %v44, %c8 : index
        %v46 = arith.addi %v45, %lrow10 : index
        %v47 = arith.remui %v46, %c8 : index
        %v48 = arith.xori %lch11, %v47 : index
        %v49 = arith.addi %rowA8, %v46 : index
        %v50 = arith.muli %c0, %c64 : index
        %v51 = arith.muli %v48, %c8 : index
        %v52 = arith.addi %v50, %v51 : index
        amdgpu.gather_to_lds %Ab14[%v49, %v52], %As[%c0, %v45, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gA3")
        %v53 = arith.addi %wave4, %c0 : index
        %v54 = arith.muli %v53, %c8 : index
        %v55 = arith.addi %v54, %lrow10 : index
        %v56 = arith.remui %v55, %c8 : index
        %v57 = arith.xori %lch11, %v56 : index
        %v58 = arith.addi %rowB9, %v55 : index
        %v59 = arith.muli %c0, %c64 : index
        %v60 = arith.muli %v57, %c8 : index
        %v61 = arith.addi %v59, %v60 : index
        amdgpu.gather_to_lds %Bb15[%v58, %v61], %Bs[%c0, %v54, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gB0")
        %v62 = arith.addi %wave4, %c8 : index
        %v63 = arith.muli %v62, %c8 : index
        %v64 = arith.addi %v63, %lrow10 : index
        %v65 = arith.remui %v64, %c8 : index
        %v66 = arith.xori %lch11, %v65 : index
        %v67 = arith.addi %rowB9, %v64 : index
        %v68 = arith.muli %c0, %c64 : index
        %v69 = arith.muli %v66, %c8 : index
        %v70 = arith.addi %v68, %v69 : index
        amdgpu.gather_to_lds %Bb15[%v67, %v70], %Bs[%c0, %v63, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gB1")
        // steady state
        %c127 = arith.constant 127 : index
        %res71:16 = scf.for %k = %c0 to %c127 step %c1 iter_args(%acc0 = %zero16, %acc1 = %zero16, %acc2 = %zero16, %acc3 = %zero16, %acc4 = %zero16, %acc5 = %zero16, %acc6 = %zero16, %acc7 = %zero16, %acc8 = %zero16, %acc9 = %zero16, %acc10 = %zero16, %acc11 = %zero16, %acc12 = %zero16, %acc13 = %zero16, %acc14 = %zero16, %acc15 = %zero16) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
          amdgpu.memory_counter_wait load(0)
          rocdl.s.barrier
          %kn72 = arith.addi %k, %c1 : index
          %slotw73 = arith.remui %kn72, %c2 : index
          %slotr74 = arith.remui %k, %c2 : index
          %v75 = arith.addi %wave4, %c0 : index
          %v76 = arith.muli %v75, %c8 : index
          %v77 = arith.addi %v76, %lrow10 : index
          %v78 = arith.remui %v77, %c8 : index
          %v79 = arith.xori %lch11, %v78 : index
          %v80 = arith.addi %rowA8, %v77 : index
          %v81 = arith.muli %kn72, %c64 : index
          %v82 = arith.muli %v79, %c8 : index
          %v83 = arith.addi %v81, %v82 : index
          amdgpu.gather_to_lds %Ab14[%v80, %v83], %As[%slotw73, %v76, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gA0")
          %v84 = arith.addi %wave4, %c8 : index
          %v85 = arith.muli %v84, %c8 : index
          %v86 = arith.addi %v85, %lrow10 : index
          %v87 = arith.remui %v86, %c8 : index
          %v88 = arith.xori %lch11, %v87 : index
          %v89 = arith.addi %rowA8, %v86 : index
          %v90 = arith.muli %kn72, %c64 : index
          %v91 = arith.muli %v88, %c8 : index
          %v92 = arith.addi %v90, %v91 : index
          amdgpu.gather_to_lds %Ab14[%v89, %v92], %As[%slotw73, %v85, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gA1")
          %v93 = arith.addi %wave4, %c16 : index
          %v94 = arith.muli %v93, %c8 : index
          %v95 = arith.addi %v94, %lrow10 : index
          %v96 = arith.remui %v95, %c8 : index
          %v97 = arith.xori %lch11, %v96 : index
          %v98 = arith.addi %rowA8, %v95 : index
          %v99 = arith.muli %kn72, %c64 : index
          %v100 = arith.muli %v97, %c8 : index
          %v101 = arith.addi %v99, %v100 : index
          amdgpu.gather_to_lds %Ab14[%v98, %v101], %As[%slotw73, %v94, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gA2")
          %v102 = arith.addi %wave4, %c24 : index
          %v103 = arith.muli %v102, %c8 : index
          %v104 = arith.addi %v103, %lrow10 : index
          %v105 = arith.remui %v104, %c8 : index
          %v106 = arith.xori %lch11, %v105 : index
          %v107 = arith.addi %rowA8, %v104 : index
          %v108 = arith.muli %kn72, %c64 : index
          %v109 = arith.muli %v106, %c8 : index
          %v110 = arith.addi %v108, %v109 : index
          amdgpu.gather_to_lds %Ab14[%v107, %v110], %As[%slotw73, %v103, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gA3")
          %v111 = arith.addi %wave4, %c0 : index
          %v112 = arith.muli %v111, %c8 : index
          %v113 = arith.addi %v112, %lrow10 : index
          %v114 = arith.remui %v113, %c8 : index
          %v115 = arith.xori %lch11, %v114 : index
          %v116 = arith.addi %rowB9, %v113 : index
          %v117 = arith.muli %kn72, %c64 : index
          %v118 = arith.muli %v115, %c8 : index
          %v119 = arith.addi %v117, %v118 : index
          amdgpu.gather_to_lds %Bb15[%v116, %v119], %Bs[%slotw73, %v112, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gB0")
          %v120 = arith.addi %wave4, %c8 : index
          %v121 = arith.muli %v120, %c8 : index
          %v122 = arith.addi %v121, %lrow10 : index
          %v123 = arith.remui %v122, %c8 : index
          %v124 = arith.xori %lch11, %v123 : index
          %v125 = arith.addi %rowB9, %v122 : index
          %v126 = arith.muli %kn72, %c64 : index
          %v127 = arith.muli %v124, %c8 : index
          %v128 = arith.addi %v126, %v127 : index
          amdgpu.gather_to_lds %Bb15[%v125, %v128], %Bs[%slotw73, %v121, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gB1")
          %v129 = arith.muli %wm6, %c64 : index
          %v130 = arith.addi %v129, %c0 : index
          %v131 = arith.addi %v130, %l1612 : index
          %v132 = arith.addi %lq13, %c0 : index
          %v133 = arith.remui %v131, %c8 : index
          %v134 = arith.xori %v132, %v133 : index
          %v135 = arith.muli %v134, %c8 : index
          %a136 = vector.load %As[%slotr74, %v131, %v135] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh0")
          %v137 = arith.muli %wm6, %c64 : index
          %v138 = arith.addi %v137, %c0 : index
          %v139 = arith.addi %v138, %l1612 : index
          %c4 = arith.constant 4 : index
          %v140 = arith.addi %lq13, %c4 : index
          %v141 = arith.remui %v139, %c8 : index
          %v142 = arith.xori %v140, %v141 : index
          %v143 = arith.muli %v142, %c8 : index
          %a144 = vector.load %As[%slotr74, %v139, %v143] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh1")
          %v145 = arith.muli %wm6, %c64 : index
          %v146 = arith.addi %v145, %c16 : index
          %v147 = arith.addi %v146, %l1612 : index
          %v148 = arith.addi %lq13, %c0 : index
          %v149 = arith.remui %v147, %c8 : index
          %v150 = arith.xori %v148, %v149 : index
          %v151 = arith.muli %v150, %c8 : index
          %a152 = vector.load %As[%slotr74, %v147, %v151] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh0")
          %v153 = arith.muli %wm6, %c64 : index
          %v154 = arith.addi %v153, %c16 : index
          %v155 = arith.addi %v154, %l1612 : index
          %v156 = arith.addi %lq13, %c4 : index
          %v157 = arith.remui %v155, %c8 : index
          %v158 = arith.xori %v156, %v157 : index
          %v159 = arith.muli %v158, %c8 : index
          %a160 = vector.load %As[%slotr74, %v155, %v159] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh1")
          %v161 = arith.muli %wm6, %c64 : index
          %c32 = arith.constant 32 : index
          %v162 = arith.addi %v161, %c32 : index
          %v163 = arith.addi %v162, %l1612 : index
          %v164 = arith.addi %lq13, %c0 : index
          %v165 = arith.remui %v163, %c8 : index
          %v166 = arith.xori %v164, %v165 : index
          %v167 = arith.muli %v166, %c8 : index
          %a168 = vector.load %As[%slotr74, %v163, %v167] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh0")
          %v169 = arith.muli %wm6, %c64 : index
          %v170 = arith.addi %v169, %c32 : index
          %v171 = arith.addi %v170, %l1612 : index
          %v172 = arith.addi %lq13, %c4 : index
          %v173 = arith.remui %v171, %c8 : index
          %v174 = arith.xori %v172, %v173 : index
          %v175 = arith.muli %v174, %c8 : index
          %a176 = vector.load %As[%slotr74, %v171, %v175] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh1")
          %v177 = arith.muli %wm6, %c64 : index
          %c48 = arith.constant 48 : index
          %v178 = arith.addi %v177, %c48 : index
          %v179 = arith.addi %v178, %l1612 : index
          %v180 = arith.addi %lq13, %c0 : index
          %v181 = arith.remui %v179, %c8 : index
          %v182 = arith.xori %v180, %v181 : index
          %v183 = arith.muli %v182, %c8 : index
          %a184 = vector.load %As[%slotr74, %v179, %v183] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh0")
          %v185 = arith.muli %wm6, %c64 : index
          %v186 = arith.addi %v185, %c48 : index
          %v187 = arith.addi %v186, %l1612 : index
          %v188 = arith.addi %lq13, %c4 : index
          %v189 = arith.remui %v187, %c8 : index
          %v190 = arith.xori %v188, %v189 : index
          %v191 = arith.muli %v190, %c8 : index
          %a192 = vector.load %As[%slotr74, %v187, %v191] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh1")
          %v193 = arith.muli %wn7, %c64 : index
          %v194 = arith.addi %v193, %c0 : index
          %v195 = arith.addi %v194, %l1612 : index
          %v196 = arith.addi %lq13, %c0 : index
          %v197 = arith.remui %v195, %c8 : index
          %v198 = arith.xori %v196, %v197 : index
          %v199 = arith.muli %v198, %c8 : index
          %b200 = vector.load %Bs[%slotr74, %v195, %v199] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh0")
          %v201 = arith.muli %wn7, %c64 : index
          %v202 = arith.addi %v201, %c0 : index
          %v203 = arith.addi %v202, %l1612 : index
          %v204 = arith.addi %lq13, %c4 : index
          %v205 = arith.remui %v203, %c8 : index
          %v206 = arith.xori %v204, %v205 : index
          %v207 = arith.muli %v206, %c8 : index
          %b208 = vector.load %Bs[%slotr74, %v203, %v207] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh1")
          %v209 = arith.muli %wn7, %c64 : index
          %v210 = arith.addi %v209, %c16 : index
          %v211 = arith.addi %v210, %l1612 : index
          %v212 = arith.addi %lq13, %c0 : index
          %v213 = arith.remui %v211, %c8 : index
          %v214 = arith.xori %v212, %v213 : index
          %v215 = arith.muli %v214, %c8 : index
          %b216 = vector.load %Bs[%slotr74, %v211, %v215] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh0")
          %v217 = arith.muli %wn7, %c64 : index
          %v218 = arith.addi %v217, %c16 : index
          %v219 = arith.addi %v218, %l1612 : index
          %v220 = arith.addi %lq13, %c4 : index
          %v221 = arith.remui %v219, %c8 : index
          %v222 = arith.xori %v220, %v221 : index
          %v223 = arith.muli %v222, %c8 : index
          %b224 = vector.load %Bs[%slotr74, %v219, %v223] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh1")
          %v225 = arith.muli %wn7, %c64 : index
          %v226 = arith.addi %v225, %c32 : index
          %v227 = arith.addi %v226, %l1612 : index
          %v228 = arith.addi %lq13, %c0 : index
          %v229 = arith.remui %v227, %c8 : index
          %v230 = arith.xori %v228, %v229 : index
          %v231 = arith.muli %v230, %c8 : index
          %b232 = vector.load %Bs[%slotr74, %v227, %v231] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh0")
          %v233 = arith.muli %wn7, %c64 : index
          %v234 = arith.addi %v233, %c32 : index
          %v235 = arith.addi %v234, %l1612 : index
          %v236 = arith.addi %lq13, %c4 : index
          %v237 = arith.remui %v235, %c8 : index
          %v238 = arith.xori %v236, %v237 : index
          %v239 = arith.muli %v238, %c8 : index
          %b240 = vector.load %Bs[%slotr74, %v235, %v239] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh1")
          %v241 = arith.muli %wn7, %c64 : index
          %v242 = arith.addi %v241, %c48 : index
          %v243 = arith.addi %v242, %l1612 : index
          %v244 = arith.addi %lq13, %c0 : index
          %v245 = arith.remui %v243, %c8 : index
          %v246 = arith.xori %v244, %v245 : index
          %v247 = arith.muli %v246, %c8 : index
          %b248 = vector.load %Bs[%slotr74, %v243, %v247] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh0")
          %v249 = arith.muli %wn7, %c64 : index
          %v250 = arith.addi %v249, %c48 : index
          %v251 = arith.addi %v250, %l1612 : index
          %v252 = arith.addi %lq13, %c4 : index
          %v253 = arith.remui %v251, %c8 : index
          %v254 = arith.xori %v252, %v253 : index
          %v255 = arith.muli %v254, %c8 : index
          %b256 = vector.load %Bs[%slotr74, %v251, %v255] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh1")
          %d257 = amdgpu.mfma 16x16x32 %a136 * %b200 + %acc0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j0")
          %d258 = amdgpu.mfma 16x16x32 %a136 * %b216 + %acc1 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j1")
          %d259 = amdgpu.mfma 16x16x32 %a136 * %b232 + %acc2 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j2")
          %d260 = amdgpu.mfma 16x16x32 %a136 * %b248 + %acc3 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j3")
          %d261 = amdgpu.mfma 16x16x32 %a152 * %b200 + %acc4 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j0")
          %d262 = amdgpu.mfma 16x16x32 %a152 * %b216 + %acc5 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j1")
          %d263 = amdgpu.mfma 16x16x32 %a152 * %b232 + %acc6 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j2")
          %d264 = amdgpu.mfma 16x16x32 %a152 * %b248 + %acc7 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j3")
          %d265 = amdgpu.mfma 16x16x32 %a168 * %b200 + %acc8 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j0")
          %d266 = amdgpu.mfma 16x16x32 %a168 * %b216 + %acc9 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j1")
          %d267 = amdgpu.mfma 16x16x32 %a168 * %b232 + %acc10 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j2")
          %d268 = amdgpu.mfma 16x16x32 %a168 * %b248 + %acc11 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j3")
          %d269 = amdgpu.mfma 16x16x32 %a184 * %b200 + %acc12 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j0")
          %d270 = amdgpu.mfma 16x16x32 %a184 * %b216 + %acc13 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j1")
          %d271 = amdgpu.mfma 16x16x32 %a184 * %b232 + %acc14 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j2")
          %d272 = amdgpu.mfma 16x16x32 %a184 * %b248 + %acc15 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j3")
          %d273 = amdgpu.mfma 16x16x32 %a144 * %b208 + %d257 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j0")
          %d274 = amdgpu.mfma 16x16x32 %a144 * %b224 + %d258 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j1")
          %d275 = amdgpu.mfma 16x16x32 %a144 * %b240 + %d259 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j2")
          %d276 = amdgpu.mfma 16x16x32 %a144 * %b256 + %d260 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j3")
          %d277 = amdgpu.mfma 16x16x32 %a160 * %b208 + %d261 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j0")
          %d278 = amdgpu.mfma 16x16x32 %a160 * %b224 + %d262 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j1")
          %d279 = amdgpu.mfma 16x16x32 %a160 * %b240 + %d263 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j2")
          %d280 = amdgpu.mfma 16x16x32 %a160 * %b256 + %d264 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j3")
          %d281 = amdgpu.mfma 16x16x32 %a176 * %b208 + %d265 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j0")
          %d282 = amdgpu.mfma 16x16x32 %a176 * %b224 + %d266 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j1")
          %d283 = amdgpu.mfma 16x16x32 %a176 * %b240 + %d267 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j2")
          %d284 = amdgpu.mfma 16x16x32 %a176 * %b256 + %d268 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j3")
          %d285 = amdgpu.mfma 16x16x32 %a192 * %b208 + %d269 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j0")
          %d286 = amdgpu.mfma 16x16x32 %a192 * %b224 + %d270 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j1")
          %d287 = amdgpu.mfma 16x16x32 %a192 * %b240 + %d271 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j2")
          %d288 = amdgpu.mfma 16x16x32 %a192 * %b256 + %d272 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j3")
          scf.yield %d273, %d274, %d275, %d276, %d277, %d278, %d279, %d280, %d281, %d282, %d283, %d284, %d285, %d286, %d287, %d288 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
        }
        // epilogue
        amdgpu.memory_counter_wait load(0)
        rocdl.s.barrier
        %v289 = arith.muli %wm6, %c64 : index
        %v290 = arith.addi %v289, %c0 : index
        %v291 = arith.addi %v290, %l1612 : index
        %v292 = arith.addi %lq13, %c0 : index
        %v293 = arith.remui %v291, %c8 : index
        %v294 = arith.xori %v292, %v293 : index
        %v295 = arith.muli %v294, %c8 : index
        %a296 = vector.load %As[%c1, %v291, %v295] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh0")
        %v297 = arith.muli %wm6, %c64 : index
        %v298 = arith.addi %v297, %c0 : index
        %v299 = arith.addi %v298, %l1612 : index
        %c4 = arith.constant 4 : index
        %v300 = arith.addi %lq13, %c4 : index
        %v301 = arith.remui %v299, %c8 : index
        %v302 = arith.xori %v300, %v301 : index
        %v303 = arith.muli %v302, %c8 : index
        %a304 = vector.load %As[%c1, %v299, %v303] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh1")
        %v305 = arith.muli %wm6, %c64 : index
        %v306 = arith.addi %v305, %c16 : index
        %v307 = arith.addi %v306, %l1612 : index
        %v308 = arith.addi %lq13, %c0 : index
        %v309 = arith.remui %v307, %c8 : index
        %v310 = arith.xori %v308, %v309 : index
        %v311 = arith.muli %v310, %c8 : index
        %a312 = vector.load %As[%c1, %v307, %v311] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh0")
        %v313 = arith.muli %wm6, %c64 : index
        %v314 = arith.addi %v313, %c16 : index
        %v315 = arith.addi %v314, %l1612 : index
        %v316 = arith.addi %lq13, %c4 : index
        %v317 = arith.remui %v315, %c8 : index
        %v318 = arith.xori %v316, %v317 : index
        %v319 = arith.muli %v318, %c8 : index
        %a320 = vector.load %As[%c1, %v315, %v319] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh1")
        %v321 = arith.muli %wm6, %c64 : index
        %c32 = arith.constant 32 : index
        %v322 = arith.addi %v321, %c32 : index
        %v323 = arith.addi %v322, %l1612 : index
        %v324 = arith.addi %lq13, %c0 : index
        %v325 = arith.remui %v323, %c8 : index
        %v326 = arith.xori %v324, %v325 : index
        %v327 = arith.muli %v326, %c8 : index
        %a328 = vector.load %As[%c1, %v323, %v327] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh0")
        %v329 = arith.muli %wm6, %c64 : index
        %v330 = arith.addi %v329, %c32 : index
        %v331 = arith.addi %v330, %l1612 : index
        %v332 = arith.addi %lq13, %c4 : index
        %v333 = arith.remui %v331, %c8 : index
        %v334 = arith.xori %v332, %v333 : index
        %v335 = arith.muli %v334, %c8 : index
        %a336 = vector.load %As[%c1, %v331, %v335] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh1")
        %v337 = arith.muli %wm6, %c64 : index
        %c48 = arith.constant 48 : index
        %v338 = arith.addi %v337, %c48 : index
        %v339 = arith.addi %v338, %l1612 : index
        %v340 = arith.addi %lq13, %c0 : index
        %v341 = arith.remui %v339, %c8 : index
        %v342 = arith.xori %v340, %v341 : index
        %v343 = arith.muli %v342, %c8 : index
        %a344 = vector.load %As[%c1, %v339, %v343] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh0")
        %v345 = arith.muli %wm6, %c64 : index
        %v346 = arith.addi %v345, %c48 : index
        %v347 = arith.addi %v346, %l1612 : index
        %v348 = arith.addi %lq13, %c4 : index
        %v349 = arith.remui %v347, %c8 : index
        %v350 = arith.xori %v348, %v349 : index
        %v351 = arith.muli %v350, %c8 : index
        %a352 = vector.load %As[%c1, %v347, %v351] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh1")
        %v353 = arith.muli %wn7, %c64 : index
        %v354 = arith.addi %v353, %c0 : index
        %v355 = arith.addi %v354, %l1612 : index
        %v356 = arith.addi %lq13, %c0 : index
        %v357 = arith.remui %v355, %c8 : index
        %v358 = arith.xori %v356, %v357 : index
        %v359 = arith.muli %v358, %c8 : index
        %b360 = vector.load %Bs[%c1, %v355, %v359] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh0")
        %v361 = arith.muli %wn7, %c64 : index
        %v362 = arith.addi %v361, %c0 : index
        %v363 = arith.addi %v362, %l1612 : index
        %v364 = arith.addi %lq13, %c4 : index
        %v365 = arith.remui %v363, %c8 : index
        %v366 = arith.xori %v364, %v365 : index
        %v367 = arith.muli %v366, %c8 : index
        %b368 = vector.load %Bs[%c1, %v363, %v367] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh1")
        %v369 = arith.muli %wn7, %c64 : index
        %v370 = arith.addi %v369, %c16 : index
        %v371 = arith.addi %v370, %l1612 : index
        %v372 = arith.addi %lq13, %c0 : index
        %v373 = arith.remui %v371, %c8 : index
        %v374 = arith.xori %v372, %v373 : index
        %v375 = arith.muli %v374, %c8 : index
        %b376 = vector.load %Bs[%c1, %v371, %v375] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh0")
        %v377 = arith.muli %wn7, %c64 : index
        %v378 = arith.addi %v377, %c16 : index
        %v379 = arith.addi %v378, %l1612 : index
        %v380 = arith.addi %lq13, %c4 : index
        %v381 = arith.remui %v379, %c8 : index
        %v382 = arith.xori %v380, %v381 : index
        %v383 = arith.muli %v382, %c8 : index
        %b384 = vector.load %Bs[%c1, %v379, %v383] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh1")
        %v385 = arith.muli %wn7, %c64 : index
        %v386 = arith.addi %v385, %c32 : index
        %v387 = arith.addi %v386, %l1612 : index
        %v388 = arith.addi %lq13, %c0 : index
        %v389 = arith.remui %v387, %c8 : index
        %v390 = arith.xori %v388, %v389 : index
        %v391 = arith.muli %v390, %c8 : index
        %b392 = vector.load %Bs[%c1, %v387, %v391] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh0")
        %v393 = arith.muli %wn7, %c64 : index
        %v394 = arith.addi %v393, %c32 : index
        %v395 = arith.addi %v394, %l1612 : index
        %v396 = arith.addi %lq13, %c4 : index
        %v397 = arith.remui %v395, %c8 : index
        %v398 = arith.xori %v396, %v397 : index
        %v399 = arith.muli %v398, %c8 : index
        %b400 = vector.load %Bs[%c1, %v395, %v399] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh1")
        %v401 = arith.muli %wn7, %c64 : index
        %v402 = arith.addi %v401, %c48 : index
        %v403 = arith.addi %v402, %l1612 : index
        %v404 = arith.addi %lq13, %c0 : index
        %v405 = arith.remui %v403, %c8 : index
        %v406 = arith.xori %v404, %v405 : index
        %v407 = arith.muli %v406, %c8 : index
        %b408 = vector.load %Bs[%c1, %v403, %v407] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh0")
        %v409 = arith.muli %wn7, %c64 : index
        %v410 = arith.addi %v409, %c48 : index
        %v411 = arith.addi %v410, %l1612 : index
        %v412 = arith.addi %lq13, %c4 : index
        %v413 = arith.remui %v411, %c8 : index
        %v414 = arith.xori %v412, %v413 : index
        %v415 = arith.muli %v414, %c8 : index
        %b416 = vector.load %Bs[%c1, %v411, %v415] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh1")
        %d417 = amdgpu.mfma 16x16x32 %a296 * %b360 + %res71#0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j0")
        %d418 = amdgpu.mfma 16x16x32 %a296 * %b376 + %res71#1 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j1")
        %d419 = amdgpu.mfma 16x16x32 %a296 * %b392 + %res71#2 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j2")
        %d420 = amdgpu.mfma 16x16x32 %a296 * %b408 + %res71#3 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j3")
        %d421 = amdgpu.mfma 16x16x32 %a312 * %b360 + %res71#4 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j0")
        %d422 = amdgpu.mfma 16x16x32 %a312 * %b376 + %res71#5 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j1")
        %d423 = amdgpu.mfma 16x16x32 %a312 * %b392 + %res71#6 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j2")
        %d424 = amdgpu.mfma 16x16x32 %a312 * %b408 + %res71#7 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j3")
        %d425 = amdgpu.mfma 16x16x32 %a328 * %b360 + %res71#8 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j0")
        %d426 = amdgpu.mfma 16x16x32 %a328 * %b376 + %res71#9 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j1")
        %d427 = amdgpu.mfma 16x16x32 %a328 * %b392 + %res71#10 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j2")
        %d428 = amdgpu.mfma 16x16x32 %a328 * %b408 + %res71#11 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j3")
        %d429 = amdgpu.mfma 16x16x32 %a344 * %b360 + %res71#12 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j0")
        %d430 = amdgpu.mfma 16x16x32 %a344 * %b376 + %res71#13 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j1")
        %d431 = amdgpu.mfma 16x16x32 %a344 * %b392 + %res71#14 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j2")
        %d432 = amdgpu.mfma 16x16x32 %a344 * %b408 + %res71#15 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j3")
        %d433 = amdgpu.mfma 16x16x32 %a304 * %b368 + %d417 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j0")
        %d434 = amdgpu.mfma 16x16x32 %a304 * %b384 + %d418 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j1")
        %d435 = amdgpu.mfma 16x16x32 %a304 * %b400 + %d419 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j2")
        %d436 = amdgpu.mfma 16x16x32 %a304 * %b416 + %d420 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j3")
        %d437 = amdgpu.mfma 16x16x32 %a320 * %b368 + %d421 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j0")
        %d438 = amdgpu.mfma 16x16x32 %a320 * %b384 + %d422 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j1")
        %d439 = amdgpu.mfma 16x16x32 %a320 * %b400 + %d423 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j2")
        %d440 = amdgpu.mfma 16x16x32 %a320 * %b416 + %d424 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j3")
        %d441 = amdgpu.mfma 16x16x32 %a336 * %b368 + %d425 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j0")
        %d442 = amdgpu.mfma 16x16x32 %a336 * %b384 + %d426 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j1")
        %d443 = amdgpu.mfma 16x16x32 %a336 * %b400 + %d427 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j2")
        %d444 = amdgpu.mfma 16x16x32 %a336 * %b416 + %d428 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j3")
        %d445 = amdgpu.mfma 16x16x32 %a352 * %b368 + %d429 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j0")
        %d446 = amdgpu.mfma 16x16x32 %a352 * %b384 + %d430 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j1")
        %d447 = amdgpu.mfma 16x16x32 %a352 * %b400 + %d431 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j2")
        %d448 = amdgpu.mfma 16x16x32 %a352 * %b416 + %d432 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j3")
        %v449 = arith.muli %wn7, %c64 : index
        %v450 = arith.addi %v449, %c0 : index
        %v451 = arith.addi %v450, %l1612 : index
        %v452 = arith.addi %rowB9, %v451 : index
        %v453 = arith.muli %wm6, %c64 : index
        %v454 = arith.addi %v453, %c0 : index
        %v455 = arith.muli %lq13, %c4 : index
        %v456 = arith.addi %v454, %v455 : index
        %v457 = arith.addi %rowA8, %v456 : index
        %v458 = vector.extract %d433[0] : f32 from vector<4xf32>
        %v459 = arith.truncf %v458 : f32 to bf16
        memref.store %v459, %C[%v457, %v452] : memref<8192x8192xbf16>
        %v460 = arith.muli %wm6, %c64 : index
        %v461 = arith.addi %v460, %c1 : index
        %v462 = arith.muli %lq13, %c4 : index
        %v463 = arith.addi %v461, %v462 : index
        %v464 = arith.addi %rowA8, %v463 : index
        %v465 = vector.extract %d433[1] : f32 from vector<4xf32>
        %v466 = arith.truncf %v465 : f32 to bf16
        memref.store %v466, %C[%v464, %v452] : memref<8192x8192xbf16>
        %v467 = arith.muli %wm6, %c64 : index
        %v468 = arith.addi %v467, %c2 : index
        %v469 = arith.muli %lq13, %c4 : index
        %v470 = arith.addi %v468, %v469 : index
        %v471 = arith.addi %rowA8, %v470 : index
        %v472 = vector.extract %d433[2] : f32 from vector<4xf32>
        %v473 = arith.truncf %v472 : f32 to bf16
        memref.store %v473, %C[%v471, %v452] : memref<8192x8192xbf16>
        %v474 = arith.muli %wm6, %c64 : index
        %c3 = arith.constant 3 : index
        %v475 = arith.addi %v474, %c3 : index
        %v476 = arith.muli %lq13, %c4 : index
        %v477 = arith.addi %v475, %v476 : index
        %v478 = arith.addi %rowA8, %v477 : index
        %v479 = vector.extract %d433[3] : f32 from vector<4xf32>
        %v480 = arith.truncf %v479 : f32 to bf16
        memref.store %v480, %C[%v478, %v452] : memref<8192x8192xbf16>
        %v481 = arith.muli %wn7, %c64 : index
        %v482 = arith.addi %v481, %c16 : index
        %v483 = arith.addi %v482, %l1612 : index
        %v484 = arith.addi %rowB9, %v483 : index
        %v485 = arith.muli %wm6, %c64 : index
        %v486 = arith.addi %v485, %c0 : index
        %v487 = arith.muli %lq13, %c4 : index
        %v488 = arith.addi %v486, %v487 : index
        %v489 = arith.addi %rowA8, %v488 : index
        %v490 = vector.extract %d434[0] : f32 from vector<4xf32>
        %v491 = arith.truncf %v490 : f32 to bf16
        memref.store %v491, %C[%v489, %v484] : memref<8192x8192xbf16>
        %v492 = arith.muli %wm6, %c64 : index
        %v493 = arith.addi %v492, %c1 : index
        %v494 = arith.muli %lq13, %c4 : index
        %v495 = arith.addi %v493, %v494 : index
        %v496 = arith.addi %rowA8, %v495 : index
        %v497 = vector.extract %d434[1] : f32 from vector<4xf32>
        %v498 = arith.truncf %v497 : f32 to bf16
        memref.store %v498, %C[%v496, %v484] : memref<8192x8192xbf16>
        %v499 = arith.muli %wm6, %c64 : index
        %v500 = arith.addi %v499, %c2 : index
        %v501 = arith.muli %lq13, %c4 : index
        %v502 = arith.addi %v500, %v501 : index
        %v503 = arith.addi %rowA8, %v502 : index
        %v504 = vector.extract %d434[2] : f32 from vector<4xf32>
        %v505 = arith.truncf %v504 : f32 to bf16
        memref.store %v505, %C[%v503, %v484] : memref<8192x8192xbf16>
        %v506 = arith.muli %wm6, %c64 : index
        %v507 = arith.addi %v506, %c3 : index
        %v508 = arith.muli %lq13, %c4 : index
        %v509 = arith.addi %v507, %v508 : index
        %v510 = arith.addi %rowA8, %v509 : index
        %v511 = vector.extract %d434[3] : f32 from vector<4xf32>
        %v512 = arith.truncf %v511 : f32 to bf16
        memref.store %v512, %C[%v510, %v484] : memref<8192x8192xbf16>
        %v513 = arith.muli %wn7, %c64 : index
        %v514 = arith.addi %v513, %c32 : index
        %v515 = arith.addi %v514, %l1612 : index
        %v516 = arith.addi %rowB9, %v515 : index
        %v517 = arith.muli %wm6, %c64 : index
        %v518 = arith.addi %v517, %c0 : index
        %v519 = arith.muli %lq13, %c4 : index
        %v520 = arith.addi %v518, %v519 : index
        %v521 = arith.addi %rowA8, %v520 : index
        %v522 = vector.extract %d435[0] : f32 from vector<4xf32>
        %v523 = arith.truncf %v522 : f32 to bf16
        memref.store %v523, %C[%v521, %v516] : memref<8192x8192xbf16>
        %v524 = arith.muli %wm6, %c64 : index
        %v525 = arith.addi %v524, %c1 : index
        %v526 = arith.muli %lq13, %c4 : index
        %v527 = arith.addi %v525, %v526 : index
        %v528 = arith.addi %rowA8, %v527 : index
        %v529 = vector.extract %d435[1] : f32 from vector<4xf32>
        %v530 = arith.truncf %v529 : f32 to bf16
        memref.store %v530, %C[%v528, %v516] : memref<8192x8192xbf16>
        %v531 = arith.muli %wm6, %c64 : index
        %v532 = arith.addi %v531, %c2 : index
        %v533 = arith.muli %lq13, %c4 : index
        %v534 = arith.addi %v532, %v533 : index
        %v535 = arith.addi %rowA8, %v534 : index
        %v536 = vector.extract %d435[2] : f32 from vector<4xf32>
        %v537 = arith.truncf %v536 : f32 to bf16
        memref.store %v537, %C[%v535, %v516] : memref<8192x8192xbf16>
        %v538 = arith.muli %wm6, %c64 : index
        %v539 = arith.addi %v538, %c3 : index
        %v540 = arith.muli %lq13, %c4 : index
        %v541 = arith.addi %v539, %v540 : index
        %v542 = arith.addi %rowA8, %v541 : index
        %v543 = vector.extract %d435[3] : f32 from vector<4xf32>
        %v544 = arith.truncf %v543 : f32 to bf16
        memref.store %v544, %C[%v542, %v516] : memref<8192x8192xbf16>
        %v545 = arith.muli %wn7, %c64 : index
        %v546 = arith.addi %v545, %c48 : index
        %v547 = arith.addi %v546, %l1612 : index
        %v548 = arith.addi %rowB9, %v547 : index
        %v549 = arith.muli %wm6, %c64 : index
        %v550 = arith.addi %v549, %c0 : index
        %v551 = arith.muli %lq13, %c4 : index
        %v552 = arith.addi %v550, %v551 : index
        %v553 = arith.addi %rowA8, %v552 : index
        %v554 = vector.extract %d436[0] : f32 from vector<4xf32>
        %v555 = arith.truncf %v554 : f32 to bf16
        memref.store %v555, %C[%v553, %v548] : memref<8192x8192xbf16>
        %v556 = arith.muli %wm6, %c64 : index
        %v557 = arith.addi %v556, %c1 : index
        %v558 = arith.muli %lq13, %c4 : index
        %v559 = arith.addi %v557, %v558 : index
        %v560 = arith.addi %rowA8, %v559 : index
        %v561 = vector.extract %d436[1] : f32 from vector<4xf32>
        %v562 = arith.truncf %v561 : f32 to bf16
        memref.store %v562, %C[%v560, %v548] : memref<8192x8192xbf16>
        %v563 = arith.muli %wm6, %c64 : index
        %v564 = arith.addi %v563, %c2 : index
        %v565 = arith.muli %lq13, %c4 : index
        %v566 = arith.addi %v564, %v565 : index
        %v567 = arith.addi %rowA8, %v566 : index
        %v568 = vector.extract %d436[2] : f32 from vector<4xf32>
        %v569 = arith.truncf %v568 : f32 to bf16
        memref.store %v569, %C[%v567, %v548] : memref<8192x8192xbf16>
        %v570 = arith.muli %wm6, %c64 : index
        %v571 = arith.addi %v570, %c3 : index
        %v572 = arith.muli %lq13, %c4 : index
        %v573 = arith.addi %v571, %v572 : index
        %v574 = arith.addi %rowA8, %v573 : index
        %v575 = vector.extract %d436[3] : f32 from vector<4xf32>
        %v576 = arith.truncf %v575 : f32 to bf16
        memref.store %v576, %C[%v574, %v548] : memref<8192x8192xbf16>
        %v577 = arith.muli %wn7, %c64 : index
        %v578 = arith.addi %v577, %c0 : index
        %v579 = arith.addi %v578, %l1612 : index
        %v580 = arith.addi %rowB9, %v579 : index
        %v581 = arith.muli %wm6, %c64 : index
        %v582 = arith.addi %v581, %c16 : index
        %v583 = arith.muli %lq13, %c4 : index
        %v584 = arith.addi %v582, %v583 : index
        %v585 = arith.addi %rowA8, %v584 : index
        %v586 = vector.extract %d437[0] : f32 from vector<4xf32>
        %v587 = arith.truncf %v586 : f32 to bf16
        memref.store %v587, %C[%v585, %v580] : memref<8192x8192xbf16>
        %v588 = arith.muli %wm6, %c64 : index
        %c17 = arith.constant 17 : index
        %v589 = arith.addi %v588, %c17 : index
        %v590 = arith.muli %lq13, %c4 : index
        %v591 = arith.addi %v589, %v590 : index
        %v592 = arith.addi %rowA8, %v591 : index
        %v593 = vector.extract %d437[1] : f32 from vector<4xf32>
        %v594 = arith.truncf %v593 : f32 to bf16
        memref.store %v594, %C[%v592, %v580] : memref<8192x8192xbf16>
        %v595 = arith.muli %wm6, %c64 : index
        %c18 = arith.constant 18 : index
        %v596 = arith.addi %v595, %c18 : index
        %v597 = arith.muli %lq13, %c4 : index
        %v598 = arith.addi %v596, %v597 : index
        %v599 = arith.addi %rowA8, %v598 : index
        %v600 = vector.extract %d437[2] : f32 from vector<4xf32>
        %v601 = arith.truncf %v600 : f32 to bf16
        memref.store %v601, %C[%v599, %v580] : memref<8192x8192xbf16>
        %v602 = arith.muli %wm6, %c64 : index
        %c19 = arith.constant 19 : index
        %v603 = arith.addi %v602, %c19 : index
        %v604 = arith.muli %lq13, %c4 : index
        %v605 = arith.addi %v603, %v604 : index
        %v606 = arith.addi %rowA8, %v605 : index
        %v607 = vector.extract %d437[3] : f32 from vector<4xf32>
        %v608 = arith.truncf %v607 : f32 to bf16
        memref.store %v608, %C[%v606, %v580] : memref<8192x8192xbf16>
        %v609 = arith.muli %wn7, %c64 : index
        %v610 = arith.addi %v609, %c16 : index
        %v611 = arith.addi %v610, %l1612 : index
        %v612 = arith.addi %rowB9, %v611 : index
        %v613 = arith.muli %wm6, %c64 : index
        %v614 = arith.addi %v613, %c16 : index
        %v615 = arith.muli %lq13, %c4 : index
        %v616 = arith.addi %v614, %v615 : index
        %v617 = arith.addi %rowA8, %v616 : index
        %v618 = vector.extract %d438[0] : f32 from vector<4xf32>
        %v619 = arith.truncf %v618 : f32 to bf16
        memref.store %v619, %C[%v617, %v612] : memref<8192x8192xbf16>
        %v620 = arith.muli %wm6, %c64 : index
        %v621 = arith.addi %v620, %c17 : index
        %v622 = arith.muli %lq13, %c4 : index
        %v623 = arith.addi %v621, %v622 : index
        %v624 = arith.addi %rowA8, %v623 : index
        %v625 = vector.extract %d438[1] : f32 from vector<4xf32>
        %v626 = arith.truncf %v625 : f32 to bf16
        memref.store %v626, %C[%v624, %v612] : memref<8192x8192xbf16>
        %v627 = arith.muli %wm6, %c64 : index
        %v628 = arith.addi %v627, %c18 : index
        %v629 = arith.muli %lq13, %c4 : index
        %v630 = arith.addi %v628, %v629 : index
        %v631 = arith.addi %rowA8, %v630 : index
        %v632 = vector.extract %d438[2] : f32 from vector<4xf32>
        %v633 = arith.truncf %v632 : f32 to bf16
        memref.store %v633, %C[%v631, %v612] : memref<8192x8192xbf16>
        %v634 = arith.muli %wm6, %c64 : index
        %v635 = arith.addi %v634, %c19 : index
        %v636 = arith.muli %lq13, %c4 : index
        %v637 = arith.addi %v635, %v636 : index
        %v638 = arith.addi %rowA8, %v637 : index
        %v639 = vector.extract %d438[3] : f32 from vector<4xf32>
        %v640 = arith.truncf %v639 : f32 to bf16
        memref.store %v640, %C[%v638, %v612] : memref<8192x8192xbf16>
        %v641 = arith.muli %wn7, %c64 : index
        %v642 = arith.addi %v641, %c32 : index
        %v643 = arith.addi %v642, %l1612 : index
        %v644 = arith.addi %rowB9, %v643 : index
        %v645 = arith.muli %wm6, %c64 : index
        %v646 = arith.addi %v645, %c16 : index
        %v647 = arith.muli %lq13, %c4 : index
        %v648 = arith.addi %v646, %v647 : index
        %v649 = arith.addi %rowA8, %v648 : index
        %v650 = vector.extract %d439[0] : f32 from vector<4xf32>
        %v651 = arith.truncf %v650 : f32 to bf16
        memref.store %v651, %C[%v649, %v644] : memref<8192x8192xbf16>
        %v652 = arith.muli %wm6, %c64 : index
        %v653 = arith.addi %v652, %c17 : index
        %v654 = arith.muli %lq13, %c4 : index
        %v655 = arith.addi %v653, %v654 : index
        %v656 = arith.addi %rowA8, %v655 : index
        %v657 = vector.extract %d439[1] : f32 from vector<4xf32>
        %v658 = arith.truncf %v657 : f32 to bf16
        memref.store %v658, %C[%v656, %v644] : memref<8192x8192xbf16>
        %v659 = arith.muli %wm6, %c64 : index
        %v660 = arith.addi %v659, %c18 : index
        %v661 = arith.muli %lq13, %c4 : index
        %v662 = arith.addi %v660, %v661 : index
        %v663 = arith.addi %rowA8, %v662 : index
        %v664 = vector.extract %d439[2] : f32 from vector<4xf32>
        %v665 = arith.truncf %v664 : f32 to bf16
        memref.store %v665, %C[%v663, %v644] : memref<8192x8192xbf16>
        %v666 = arith.muli %wm6, %c64 : index
        %v667 = arith.addi %v666, %c19 : index
        %v668 = arith.muli %lq13, %c4 : index
        %v669 = arith.addi %v667, %v668 : index
        %v670 = arith.addi %rowA8, %v669 : index
        %v671 = vector.extract %d439[3] : f32 from vector<4xf32>
        %v672 = arith.truncf %v671 : f32 to bf16
        memref.store %v672, %C[%v670, %v644] : memref<8192x8192xbf16>
        %v673 = arith.muli %wn7, %c64 : index
        %v674 = arith.addi %v673, %c48 : index
        %v675 = arith.addi %v674, %l1612 : index
        %v676 = arith.addi %rowB9, %v675 : index
        %v677 = arith.muli %wm6, %c64 : index
        %v678 = arith.addi %v677, %c16 : index
        %v679 = arith.muli %lq13, %c4 : index
        %v680 = arith.addi %v678, %v679 : index
        %v681 = arith.addi %rowA8, %v680 : index
        %v682 = vector.extract %d440[0] : f32 from vector<4xf32>
        %v683 = arith.truncf %v682 : f32 to bf16
        memref.store %v683, %C[%v681, %v676] : memref<8192x8192xbf16>
        %v684 = arith.muli %wm6, %c64 : index
        %v685 = arith.addi %v684, %c17 : index
        %v686 = arith.muli %lq13, %c4 : index
        %v687 = arith.addi %v685, %v686 : index
        %v688 = arith.addi %rowA8, %v687 : index
        %v689 = vector.extract %d440[1] : f32 from vector<4xf32>
        %v690 = arith.truncf %v689 : f32 to bf16
        memref.store %v690, %C[%v688, %v676] : memref<8192x8192xbf16>
        %v691 = arith.muli %wm6, %c64 : index
        %v692 = arith.addi %v691, %c18 : index
        %v693 = arith.muli %lq13, %c4 : index
        %v694 = arith.addi %v692, %v693 : index
        %v695 = arith.addi %rowA8, %v694 : index
        %v696 = vector.extract %d440[2] : f32 from vector<4xf32>
        %v697 = arith.truncf %v696 : f32 to bf16
        memref.store %v697, %C[%v695, %v676] : memref<8192x8192xbf16>
        %v698 = arith.muli %wm6, %c64 : index
        %v699 = arith.addi %v698, %c19 : index
        %v700 = arith.muli %lq13, %c4 : index
        %v701 = arith.addi %v699, %v700 : index
        %v702 = arith.addi %rowA8, %v701 : index
        %v703 = vector.extract %d440[3] : f32 from vector<4xf32>
        %v704 = arith.truncf %v703 : f32 to bf16
        memref.store %v704, %C[%v702, %v676] : memref<8192x8192xbf16>
        %v705 = arith.muli %wn7, %c64 : index
        %v706 = arith.addi %v705, %c0 : index
        %v707 = arith.addi %v706, %l1612 : index
        %v708 = arith.addi %rowB9, %v707 : index
        %v709 = arith.muli %wm6, %c64 : index
        %v710 = arith.addi %v709, %c32 : index
        %v711 = arith.muli %lq13, %c4 : index
        %v712 = arith.addi %v710, %v711 : index
        %v713 = arith.addi %rowA8, %v712 : index
        %v714 = vector.extract %d441[0] : f32 from vector<4xf32>
        %v715 = arith.truncf %v714 : f32 to bf16
        memref.store %v715, %C[%v713, %v708] : memref<8192x8192xbf16>
        %v716 = arith.muli %wm6, %c64 : index
        %c33 = arith.constant 33 : index
        %v717 = arith.addi %v716, %c33 : index
        %v718 = arith.muli %lq13, %c4 : index
        %v719 = arith.addi %v717, %v718 : index
        %v720 = arith.addi %rowA8, %v719 : index
        %v721 = vector.extract %d441[1] : f32 from vector<4xf32>
        %v722 = arith.truncf %v721 : f32 to bf16
        memref.store %v722, %C[%v720, %v708] : memref<8192x8192xbf16>
        %v723 = arith.muli %wm6, %c64 : index
        %c34 = arith.constant 34 : index
        %v724 = arith.addi %v723, %c34 : index
        %v725 = arith.muli %lq13, %c4 : index
        %v726 = arith.addi %v724, %v725 : index
        %v727 = arith.addi %rowA8, %v726 : index
        %v728 = vector.extract %d441[2] : f32 from vector<4xf32>
        %v729 = arith.truncf %v728 : f32 to bf16
        memref.store %v729, %C[%v727, %v708] : memref<8192x8192xbf16>
        %v730 = arith.muli %wm6, %c64 : index
        %c35 = arith.constant 35 : index
        %v731 = arith.addi %v730, %c35 : index
        %v732 = arith.muli %lq13, %c4 : index
        %v733 = arith.addi %v731, %v732 : index
        %v734 = arith.addi %rowA8, %v733 : index
        %v735 = vector.extract %d441[3] : f32 from vector<4xf32>
        %v736 = arith.truncf %v735 : f32 to bf16
        memref.store %v736, %C[%v734, %v708] : memref<8192x8192xbf16>
        %v737 = arith.muli %wn7, %c64 : index
        %v738 = arith.addi %v737, %c16 : index
        %v739 = arith.addi %v738, %l1612 : index
        %v740 = arith.addi %rowB9, %v739 : index
        %v741 = arith.muli %wm6, %c64 : index
        %v742 = arith.addi %v741, %c32 : index
        %v743 = arith.muli %lq13, %c4 : index
        %v744 = arith.addi %v742, %v743 : index
        %v745 = arith.addi %rowA8, %v744 : index
        %v746 = vector.extract %d442[0] : f32 from vector<4xf32>
        %v747 = arith.truncf %v746 : f32 to bf16
        memref.store %v747, %C[%v745, %v740] : memref<8192x8192xbf16>
        %v748 = arith.muli %wm6, %c64 : index
        %v749 = arith.addi %v748, %c33 : index
        %v750 = arith.muli %lq13, %c4 : index
        %v751 = arith.addi %v749, %v750 : index
        %v752 = arith.addi %rowA8, %v751 : index
        %v753 = vector.extract %d442[1] : f32 from vector<4xf32>
        %v754 = arith.truncf %v753 : f32 to bf16
        memref.store %v754, %C[%v752, %v740] : memref<8192x8192xbf16>
        %v755 = arith.muli %wm6, %c64 : index
        %v756 = arith.addi %v755, %c34 : index
        %v757 = arith.muli %lq13, %c4 : index
        %v758 = arith.addi %v756, %v757 : index
        %v759 = arith.addi %rowA8, %v758 : index
        %v760 = vector.extract %d442[2] : f32 from vector<4xf32>
        %v761 = arith.truncf %v760 : f32 to bf16
        memref.store %v761, %C[%v759, %v740] : memref<8192x8192xbf16>
        %v762 = arith.muli %wm6, %c64 : index
        %v763 = arith.addi %v762, %c35 : index
        %v764 = arith.muli %lq13, %c4 : index
        %v765 = arith.addi %v763, %v764 : index
        %v766 = arith.addi %rowA8, %v765 : index
        %v767 = vector.extract %d442[3] : f32 from vector<4xf32>
        %v768 = arith.truncf %v767 : f32 to bf16
        memref.store %v768, %C[%v766, %v740] : memref<8192x8192xbf16>
        %v769 = arith.muli %wn7, %c64 : index
        %v770 = arith.addi %v769, %c32 : index
        %v771 = arith.addi %v770, %l1612 : index
        %v772 = arith.addi %rowB9, %v771 : index
        %v773 = arith.muli %wm6, %c64 : index
        %v774 = arith.addi %v773, %c32 : index
        %v775 = arith.muli %lq13, %c4 : index
        %v776 = arith.addi %v774, %v775 : index
        %v777 = arith.addi %rowA8, %v776 : index
        %v778 = vector.extract %d443[0] : f32 from vector<4xf32>
        %v779 = arith.truncf %v778 : f32 to bf16
        memref.store %v779, %C[%v777, %v772] : memref<8192x8192xbf16>
        %v780 = arith.muli %wm6, %c64 : index
        %v781 = arith.addi %v780, %c33 : index
        %v782 = arith.muli %lq13, %c4 : index
        %v783 = arith.addi %v781, %v782 : index
        %v784 = arith.addi %rowA8, %v783 : index
        %v785 = vector.extract %d443[1] : f32 from vector<4xf32>
        %v786 = arith.truncf %v785 : f32 to bf16
        memref.store %v786, %C[%v784, %v772] : memref<8192x8192xbf16>
        %v787 = arith.muli %wm6, %c64 : index
        %v788 = arith.addi %v787, %c34 : index
        %v789 = arith.muli %lq13, %c4 : index
        %v790 = arith.addi %v788, %v789 : index
        %v791 = arith.addi %rowA8, %v790 : index
        %v792 = vector.extract %d443[2] : f32 from vector<4xf32>
        %v793 = arith.truncf %v792 : f32 to bf16
        memref.store %v793, %C[%v791, %v772] : memref<8192x8192xbf16>
        %v794 = arith.muli %wm6, %c64 : index
        %v795 = arith.addi %v794, %c35 : index
        %v796 = arith.muli %lq13, %c4 : index
        %v797 = arith.addi %v795, %v796 : index
        %v798 = arith.addi %rowA8, %v797 : index
        %v799 = vector.extract %d443[3] : f32 from vector<4xf32>
        %v800 = arith.truncf %v799 : f32 to bf16
        memref.store %v800, %C[%v798, %v772] : memref<8192x8192xbf16>
        %v801 = arith.muli %wn7, %c64 : index
        %v802 = arith.addi %v801, %c48 : index
        %v803 = arith.addi %v802, %l1612 : index
        %v804 = arith.addi %rowB9, %v803 : index
        %v805 = arith.muli %wm6, %c64 : index
        %v806 = arith.addi %v805, %c32 : index
        %v807 = arith.muli %lq13, %c4 : index
        %v808 = arith.addi %v806, %v807 : index
        %v809 = arith.addi %rowA8, %v808 : index
        %v810 = vector.extract %d444[0] : f32 from vector<4xf32>
        %v811 = arith.truncf %v810 : f32 to bf16
        memref.store %v811, %C[%v809, %v804] : memref<8192x8192xbf16>
        %v812 = arith.muli %wm6, %c64 : index
        %v813 = arith.addi %v812, %c33 : index
        %v814 = arith.muli %lq13, %c4 : index
        %v815 = arith.addi %v813, %v814 : index
        %v816 = arith.addi %rowA8, %v815 : index
        %v817 = vector.extract %d444[1] : f32 from vector<4xf32>
        %v818 = arith.truncf %v817 : f32 to bf16
        memref.store %v818, %C[%v816, %v804] : memref<8192x8192xbf16>
        %v819 = arith.muli %wm6, %c64 : index
        %v820 = arith.addi %v819, %c34 : index
        %v821 = arith.muli %lq13, %c4 : index
        %v822 = arith.addi %v820, %v821 : index
        %v823 = arith.addi %rowA8, %v822 : index
        %v824 = vector.extract %d444[2] : f32 from vector<4xf32>
        %v825 = arith.truncf %v824 : f32 to bf16
        memref.store %v825, %C[%v823, %v804] : memref<8192x8192xbf16>
        %v826 = arith.muli %wm6, %c64 : index
        %v827 = arith.addi %v826, %c35 : index
        %v828 = arith.muli %lq13, %c4 : index
        %v829 = arith.addi %v827, %v828 : index
        %v830 = arith.addi %rowA8, %v829 : index
        %v831 = vector.extract %d444[3] : f32 from vector<4xf32>
        %v832 = arith.truncf %v831 : f32 to bf16
        memref.store %v832, %C[%v830, %v804] : memref<8192x8192xbf16>
        %v833 = arith.muli %wn7, %c64 : index
        %v834 = arith.addi %v833, %c0 : index
        %v835 = arith.addi %v834, %l1612 : index
        %v836 = arith.addi %rowB9, %v835 : index
        %v837 = arith.muli %wm6, %c64 : index
        %v838 = arith.addi %v837, %c48 : index
        %v839 = arith.muli %lq13, %c4 : index
        %v840 = arith.addi %v838, %v839 : index
        %v841 = arith.addi %rowA8, %v840 : index
        %v842 = vector.extract %d445[0] : f32 from vector<4xf32>
        %v843 = arith.truncf %v842 : f32 to bf16
        memref.store %v843, %C[%v841, %v836] : memref<8192x8192xbf16>
        %v844 = arith.muli %wm6, %c64 : index
        %c49 = arith.constant 49 : index
        %v845 = arith.addi %v844, %c49 : index
        %v846 = arith.muli %lq13, %c4 : index
        %v847 = arith.addi %v845, %v846 : index
        %v848 = arith.addi %rowA8, %v847 : index
        %v849 = vector.extract %d445[1] : f32 from vector<4xf32>
        %v850 = arith.truncf %v849 : f32 to bf16
        memref.store %v850, %C[%v848, %v836] : memref<8192x8192xbf16>
        %v851 = arith.muli %wm6, %c64 : index
        %c50 = arith.constant 50 : index
        %v852 = arith.addi %v851, %c50 : index
        %v853 = arith.muli %lq13, %c4 : index
        %v854 = arith.addi %v852, %v853 : index
        %v855 = arith.addi %rowA8, %v854 : index
        %v856 = vector.extract %d445[2] : f32 from vector<4xf32>
        %v857 = arith.truncf %v856 : f32 to bf16
        memref.store %v857, %C[%v855, %v836] : memref<8192x8192xbf16>
        %v858 = arith.muli %wm6, %c64 : index
        %c51 = arith.constant 51 : index
        %v859 = arith.addi %v858, %c51 : index
        %v860 = arith.muli %lq13, %c4 : index
        %v861 = arith.addi %v859, %v860 : index
        %v862 = arith.addi %rowA8, %v861 : index
        %v863 = vector.extract %d445[3] : f32 from vector<4xf32>
        %v864 = arith.truncf %v863 : f32 to bf16
        memref.store %v864, %C[%v862, %v836] : memref<8192x8192xbf16>
        %v865 = arith.muli %wn7, %c64 : index
        %v866 = arith.addi %v865, %c16 : index
        %v867 = arith.addi %v866, %l1612 : index
        %v868 = arith.addi %rowB9, %v867 : index
        %v869 = arith.muli %wm6, %c64 : index
        %v870 = arith.addi %v869, %c48 : index
        %v871 = arith.muli %lq13, %c4 : index
        %v872 = arith.addi %v870, %v871 : index
        %v873 = arith.addi %rowA8, %v872 : index
        %v874 = vector.extract %d446[0] : f32 from vector<4xf32>
        %v875 = arith.truncf %v874 : f32 to bf16
        memref.store %v875, %C[%v873, %v868] : memref<8192x8192xbf16>
        %v876 = arith.muli %wm6, %c64 : index
        %v877 = arith.addi %v876, %c49 : index
        %v878 = arith.muli %lq13, %c4 : index
        %v879 = arith.addi %v877, %v878 : index
        %v880 = arith.addi %rowA8, %v879 : index
        %v881 = vector.extract %d446[1] : f32 from vector<4xf32>
        %v882 = arith.truncf %v881 : f32 to bf16
        memref.store %v882, %C[%v880, %v868] : memref<8192x8192xbf16>
        %v883 = arith.muli %wm6, %c64 : index
        %v884 = arith.addi %v883, %c50 : index
        %v885 = arith.muli %lq13, %c4 : index
        %v886 = arith.addi %v884, %v885 : index
        %v887 = arith.addi %rowA8, %v886 : index
        %v888 = vector.extract %d446[2] : f32 from vector<4xf32>
        %v889 = arith.truncf %v888 : f32 to bf16
        memref.store %v889, %C[%v887, %v868] : memref<8192x8192xbf16>
        %v890 = arith.muli %wm6, %c64 : index
        %v891 = arith.addi %v890, %c51 : index
        %v892 = arith.muli %lq13, %c4 : index
        %v893 = arith.addi %v891, %v892 : index
        %v894 = arith.addi %rowA8, %v893 : index
        %v895 = vector.extract %d446[3] : f32 from vector<4xf32>
        %v896 = arith.truncf %v895 : f32 to bf16
        memref.store %v896, %C[%v894, %v868] : memref<8192x8192xbf16>
        %v897 = arith.muli %wn7, %c64 : index
        %v898 = arith.addi %v897, %c32 : index
        %v899 = arith.addi %v898, %l1612 : index
        %v900 = arith.addi %rowB9, %v899 : index
        %v901 = arith.muli %wm6, %c64 : index
        %v902 = arith.addi %v901, %c48 : index
        %v903 = arith.muli %lq13, %c4 : index
        %v904 = arith.addi %v902, %v903 : index
        %v905 = arith.addi %rowA8, %v904 : index
        %v906 = vector.extract %d447[0] : f32 from vector<4xf32>
        %v907 = arith.truncf %v906 : f32 to bf16
        memref.store %v907, %C[%v905, %v900] : memref<8192x8192xbf16>
        %v908 = arith.muli %wm6, %c64 : index
        %v909 = arith.addi %v908, %c49 : index
        %v910 = arith.muli %lq13, %c4 : index
        %v911 = arith.addi %v909, %v910 : index
        %v912 = arith.addi %rowA8, %v911 : index
        %v913 = vector.extract %d447[1] : f32 from vector<4xf32>
        %v914 = arith.truncf %v913 : f32 to bf16
        memref.store %v914, %C[%v912, %v900] : memref<8192x8192xbf16>
        %v915 = arith.muli %wm6, %c64 : index
        %v916 = arith.addi %v915, %c50 : index
        %v917 = arith.muli %lq13, %c4 : index
        %v918 = arith.addi %v916, %v917 : index
        %v919 = arith.addi %rowA8, %v918 : index
        %v920 = vector.extract %d447[2] : f32 from vector<4xf32>
        %v921 = arith.truncf %v920 : f32 to bf16
        memref.store %v921, %C[%v919, %v900] : memref<8192x8192xbf16>
        %v922 = arith.muli %wm6, %c64 : index
        %v923 = arith.addi %v922, %c51 : index
        %v924 = arith.muli %lq13, %c4 : index
        %v925 = arith.addi %v923, %v924 : index
        %v926 = arith.addi %rowA8, %v925 : index
        %v927 = vector.extract %d447[3] : f32 from vector<4xf32>
        %v928 = arith.truncf %v927 : f32 to bf16
        memref.store %v928, %C[%v926, %v900] : memref<8192x8192xbf16>
        %v929 = arith.muli %wn7, %c64 : index
        %v930 = arith.addi %v929, %c48 : index
        %v931 = arith.addi %v930, %l1612 : index
        %v932 = arith.addi %rowB9, %v931 : index
        %v933 = arith.muli %wm6, %c64 : index
        %v934 = arith.addi %v933, %c48 : index
        %v935 = arith.muli %lq13, %c4 : index
        %v936 = arith.addi %v934, %v935 : index
        %v937 = arith.addi %rowA8, %v936 : index
        %v938 = vector.extract %d448[0] : f32 from vector<4xf32>
        %v939 = arith.truncf %v938 : f32 to bf16
        memref.store %v939, %C[%v937, %v932] : memref<8192x8192xbf16>
        %v940 = arith.muli %wm6, %c64 : index
        %v941 = arith.addi %v940, %c49 : index
        %v942 = arith.muli %lq13, %c4 : index
        %v943 = arith.addi %v941, %v942 : index
        %v944 = arith.addi %rowA8, %v943 : index
        %v945 = vector.extract %d448[1] : f32 from vector<4xf32>
        %v946 = arith.truncf %v945 : f32 to bf16
        memref.store %v946, %C[%v944, %v932] : memref<8192x8192xbf16>
        %v947 = arith.muli %wm6, %c64 : index
        %v948 = arith.addi %v947, %c50 : index
        %v949 = arith.muli %lq13, %c4 : index
        %v950 = arith.addi %v948, %v949 : index
        %v951 = arith.addi %rowA8, %v950 : index
        %v952 = vector.extract %d448[2] : f32 from vector<4xf32>
        %v953 = arith.truncf %v952 : f32 to bf16
        memref.store %v953, %C[%v951, %v932] : memref<8192x8192xbf16>
        %v954 = arith.muli %wm6, %c64 : index
        %v955 = arith.addi %v954, %c51 : index
        %v956 = arith.muli %lq13, %c4 : index
        %v957 = arith.addi %v955, %v956 : index
        %v958 = arith.addi %rowA8, %v957 : index
        %v959 = vector.extract %d448[3] : f32 from vector<4xf32>
        %v960 = arith.truncf %v959 : f32 to bf16
        memref.store %v960, %C[%v958, %v932] : memref<8192x8192xbf16>
        gpu.return
    }
  }
}
