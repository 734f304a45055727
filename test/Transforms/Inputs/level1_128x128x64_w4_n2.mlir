module attributes {gpu.container_module} {
  gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {m = 8192, n = 8192, k = 8192, tile_m = 128, tile_n = 128, tile_k = 64, waves = 4, dtype = "bf16", swizzle = "xor", c_dtype = "bf16"}} {
    gpu.func @gemm(%A: memref<8192x8192xbf16>, %B: memref<8192x8192xbf16>, %C: memref<8192x8192xbf16>)
        workgroup(%As : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, %Bs : memref<2x128x64xbf16, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
        %c128 = arith.constant 128 : index
        %rowA8 = arith.muli %by3, %c128 : index
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
        amdgpu.gather_to_lds %Ab14[%v22, %v25], %As[%c0, %v18, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gA0")
        %c4 = arith.constant 4 : index
        %v26 = arith.addi %wave4, %c4 : index
        %v27 = arith.muli %v26, %c8 : index
        %v28 = arith.addi %v27, %lrow10 : index
        %v29 = arith.remui %v28, %c8 : index
        %v30 = arith.xori %lch11, %v29 : index
        %v31 = arith.addi %rowA8, %v28 : index
        %v32 = arith.muli %c0, %c64 : index
        %v33 = arith.muli %v30, %c8 : index
        %v34 = arith.addi %v32, %v33 : index
        amdgpu.gather_to_lds %Ab14[%v31, %v34], %As[%c0, %v27, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gA1")
        %v35 = arith.addi %wave4, %c8 : index
        %v36 = arith.muli %v35, %c8 : index
        %v37 = arith.addi %v36, %lrow10 : index
        %v38 = arith.remui %v37, %c8 : index
        %v39 = arith.xori %lch11, %v38 : index
        %v40 = arith.addi %rowA8, %v37 : index
        %v41 = arith.muli %c0, %c64 : index
        %v42 = arith.muli %v39, %c8 : index
        %v43 = arith.addi %v41, %v42 : index
        amdgpu.gather_to_lds %Ab14[%v40, %v43], %As[%c0, %v36, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gA2")
        %c12 = arith.constant 12 : index
        %v44 = arith.addi %wave4, %c12 : index
        %v45 = arith.muli %v44, %c8 : index
        %v46 = arith.addi %v45, %lrow10 : index
        %v47 = arith.remui %v46, %c8 : index
        %v48 = arith.xori %lch11, %v47 : index
        %v49 = arith.addi %rowA8, %v46 : index
        %v50 = arith.muli %c0, %c64 : index
        %v51 = arith.muli %v48, %c8 : index
        %v52 = arith.addi %v50, %v51 : index
        amdgpu.gather_to_lds %Ab14[%v49, %v52], %As[%c0, %v45, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gA3")
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
        %v62 = arith.addi %wave4, %c4 : index
        %v63 = arith.muli %v62, %c8 : index
        %v64 = arith.addi %v63, %lrow10 : index
        %v65 = arith.remui %v64, %c8 : index
        %v66 = arith.xori %lch11, %v65 : index
        %v67 = arith.addi %rowB9, %v64 : index
        %v68 = arith.muli %c0, %c64 : index
        %v69 = arith.muli %v66, %c8 : index
        %v70 = arith.addi %v68, %v69 : index
        amdgpu.gather_to_lds %Bb15[%v67, %v70], %Bs[%c0, %v63, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gB1")
        %v71 = arith.addi %wave4, %c8 : index
        %v72 = arith.muli %v71, %c8 : index
        %v73 = arith.addi %v72, %lrow10 : index
        %v74 = arith.remui %v73, %c8 : index
        %v75 = arith.xori %lch11, %v74 : index
        %v76 = arith.addi %rowB9, %v73 : index
        %v77 = arith.muli %c0, %c64 : index
        %v78 = arith.muli %v75, %c8 : index
        %v79 = arith.addi %v77, %v78 : index
        amdgpu.gather_to_lds %Bb15[%v76, %v79], %Bs[%c0, %v72, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gB2")
        %v80 = arith.addi %wave4, %c12 : index
        %v81 = arith.muli %v80, %c8 : index
        %v82 = arith.addi %v81, %lrow10 : index
        %v83 = arith.remui %v82, %c8 : index
        %v84 = arith.xori %lch11, %v83 : index
        %v85 = arith.addi %rowB9, %v82 : index
        %v86 = arith.muli %c0, %c64 : index
        %v87 = arith.muli %v84, %c8 : index
        %v88 = arith.addi %v86, %v87 : index
        amdgpu.gather_to_lds %Bb15[%v85, %v88], %Bs[%c0, %v81, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gB3")
        // steady state
        %c127 = arith.constant 127 : index
        %res89:16 = scf.for %k = %c0 to %c127 step %c1 iter_args(%acc0 = %zero16, %acc1 = %zero16, %acc2 = %zero16, %acc3 = %zero16, %acc4 = %zero16, %acc5 = %zero16, %acc6 = %zero16, %acc7 = %zero16, %acc8 = %zero16, %acc9 = %zero16, %acc10 = %zero16, %acc11 = %zero16, %acc12 = %zero16, %acc13 = %zero16, %acc14 = %zero16, %acc15 = %zero16) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
          amdgpu.memory_counter_wait load(0)
          rocdl.s.barrier
          %kn90 = arith.addi %k, %c1 : index
          %slotw91 = arith.remui %kn90, %c2 : index
          %slotr92 = arith.remui %k, %c2 : index
          %v93 = arith.addi %wave4, %c0 : index
          %v94 = arith.muli %v93, %c8 : index
          %v95 = arith.addi %v94, %lrow10 : index
          %v96 = arith.remui %v95, %c8 : index
          %v97 = arith.xori %lch11, %v96 : index
          %v98 = arith.addi %rowA8, %v95 : index
          %v99 = arith.muli %kn90, %c64 : index
          %v100 = arith.muli %v97, %c8 : index
          %v101 = arith.addi %v99, %v100 : index
          amdgpu.gather_to_lds %Ab14[%v98, %v101], %As[%slotw91, %v94, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gA0")
          %v102 = arith.addi %wave4, %c4 : index
          %v103 = arith.muli %v102, %c8 : index
          %v104 = arith.addi %v103, %lrow10 : index
          %v105 = arith.remui %v104, %c8 : index
          %v106 = arith.xori %lch11, %v105 : index
          %v107 = arith.addi %rowA8, %v104 : index
          %v108 = arith.muli %kn90, %c64 : index
          %v109 = arith.muli %v106, %c8 : index
          %v110 = arith.addi %v108, %v109 : index
          amdgpu.gather_to_lds %Ab14[%v107, %v110], %As[%slotw91, %v103, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gA1")
          %v111 = arith.addi %wave4, %c8 : index
          %v112 = arith.muli %v111, %c8 : index
          %v113 = arith.addi %v112, %lrow10 : index
          %v114 = arith.remui %v113, %c8 : index
          %v115 = arith.xori %lch11, %v114 : index
          %v116 = arith.addi %rowA8, %v113 : index
          %v117 = arith.muli %kn90, %c64 : index
          %v118 = arith.muli %v115, %c8 : index
          %v119 = arith.addi %v117, %v118 : index
          amdgpu.gather_to_lds %Ab14[%v116, %v119], %As[%slotw91, %v112, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gA2")
          %v120 = arith.addi %wave4, %c12 : index
          %v121 = arith.muli %v120, %c8 : index
          %v122 = arith.addi %v121, %lrow10 : index
          %v123 = arith.remui %v122, %c8 : index
          %v124 = arith.xori %lch11, %v123 : index
          %v125 = arith.addi %rowA8, %v122 : index
          %v126 = arith.muli %kn90, %c64 : index
          %v127 = arith.muli %v124, %c8 : index
          %v128 = arith.addi %v126, %v127 : index
          amdgpu.gather_to_lds %Ab14[%v125, %v128], %As[%slotw91, %v121, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gA3")
          %v129 = arith.addi %wave4, %c0 : index
          %v130 = arith.muli %v129, %c8 : index
          %v131 = arith.addi %v130, %lrow10 : index
          %v132 = arith.remui %v131, %c8 : index
          %v133 = arith.xori %lch11, %v132 : index
          %v134 = arith.addi %rowB9, %v131 : index
          %v135 = arith.muli %kn90, %c64 : index
          %v136 = arith.muli %v133, %c8 : index
          %v137 = arith.addi %v135, %v136 : index
          amdgpu.gather_to_lds %Bb15[%v134, %v137], %Bs[%slotw91, %v130, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gB0")
          %v138 = arith.addi %wave4, %c4 : index
          %v139 = arith.muli %v138, %c8 : index
          %v140 = arith.addi %v139, %lrow10 : index
          %v141 = arith.remui %v140, %c8 : index
          %v142 = arith.xori %lch11, %v141 : index
          %v143 = arith.addi %rowB9, %v140 : index
          %v144 = arith.muli %kn90, %c64 : index
          %v145 = arith.muli %v142, %c8 : index
          %v146 = arith.addi %v144, %v145 : index
          amdgpu.gather_to_lds %Bb15[%v143, %v146], %Bs[%slotw91, %v139, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gB1")
          %v147 = arith.addi %wave4, %c8 : index
          %v148 = arith.muli %v147, %c8 : index
          %v149 = arith.addi %v148, %lrow10 : index
          %v150 = arith.remui %v149, %c8 : index
          %v151 = arith.xori %lch11, %v150 : index
          %v152 = arith.addi %rowB9, %v149 : index
          %v153 = arith.muli %kn90, %c64 : index
          %v154 = arith.muli %v151, %c8 : index
          %v155 = arith.addi %v153, %v154 : index
          amdgpu.gather_to_lds %Bb15[%v152, %v155], %Bs[%slotw91, %v148, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gB2")
          %v156 = arith.addi %wave4, %c12 : index
          %v157 = arith.muli %v156, %c8 : index
          %v158 = arith.addi %v157, %lrow10 : index
          %v159 = arith.remui %v158, %c8 : index
          %v160 = arith.xori %lch11, %v159 : index
          %v161 = arith.addi %rowB9, %v158 : index
          %v162 = arith.muli %kn90, %c64 : index
          %v163 = arith.muli %v160, %c8 : index
          %v164 = arith.addi %v162, %v163 : index
          amdgpu.gather_to_lds %Bb15[%v161, %v164], %Bs[%slotw91, %v157, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x128x64xbf16, #gpu.address_space<workgroup>> loc("gB3")
          %v165 = arith.muli %wm6, %c64 : index
          %v166 = arith.addi %v165, %c0 : index
          %v167 = arith.addi %v166, %l1612 : index
          %v168 = arith.addi %lq13, %c0 : index
          %v169 = arith.remui %v167, %c8 : index
          %v170 = arith.xori %v168, %v169 : index
          %v171 = arith.muli %v170, %c8 : index
          %a172 = vector.load %As[%slotr92, %v167, %v171] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh0")
          %v173 = arith.muli %wm6, %c64 : index
          %v174 = arith.addi %v173, %c0 : index
          %v175 = arith.addi %v174, %l1612 : index
          %v176 = arith.addi %lq13, %c4 : index
          %v177 = arith.remui %v175, %c8 : index
          %v178 = arith.xori %v176, %v177 : index
          %v179 = arith.muli %v178, %c8 : index
          %a180 = vector.load %As[%slotr92, %v175, %v179] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh1")
          %v181 = arith.muli %wm6, %c64 : index
          %v182 = arith.addi %v181, %c16 : index
          %v183 = arith.addi %v182, %l1612 : index
          %v184 = arith.addi %lq13, %c0 : index
          %v185 = arith.remui %v183, %c8 : index
          %v186 = arith.xori %v184, %v185 : index
          %v187 = arith.muli %v186, %c8 : index
          %a188 = vector.load %As[%slotr92, %v183, %v187] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh0")
          %v189 = arith.muli %wm6, %c64 : index
          %v190 = arith.addi %v189, %c16 : index
          %v191 = arith.addi %v190, %l1612 : index
          %v192 = arith.addi %lq13, %c4 : index
          %v193 = arith.remui %v191, %c8 : index
          %v194 = arith.xori %v192, %v193 : index
          %v195 = arith.muli %v194, %c8 : index
          %a196 = vector.load %As[%slotr92, %v191, %v195] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh1")
          %v197 = arith.muli %wm6, %c64 : index
          %c32 = arith.constant 32 : index
          %v198 = arith.addi %v197, %c32 : index
          %v199 = arith.addi %v198, %l1612 : index
          %v200 = arith.addi %lq13, %c0 : index
          %v201 = arith.remui %v199, %c8 : index
          %v202 = arith.xori %v200, %v201 : index
          %v203 = arith.muli %v202, %c8 : index
          %a204 = vector.load %As[%slotr92, %v199, %v203] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh0")
          %v205 = arith.muli %wm6, %c64 : index
          %v206 = arith.addi %v205, %c32 : index
          %v207 = arith.addi %v206, %l1612 : index
          %v208 = arith.addi %lq13, %c4 : index
          %v209 = arith.remui %v207, %c8 : index
          %v210 = arith.xori %v208, %v209 : index
          %v211 = arith.muli %v210, %c8 : index
          %a212 = vector.load %As[%slotr92, %v207, %v211] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh1")
          %v213 = arith.muli %wm6, %c64 : index
          %c48 = arith.constant 48 : index
          %v214 = arith.addi %v213, %c48 : index
          %v215 = arith.addi %v214, %l1612 : index
          %v216 = arith.addi %lq13, %c0 : index
          %v217 = arith.remui %v215, %c8 : index
          %v218 = arith.xori %v216, %v217 : index
          %v219 = arith.muli %v218, %c8 : index
          %a220 = vector.load %As[%slotr92, %v215, %v219] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh0")
          %v221 = arith.muli %wm6, %c64 : index
          %v222 = arith.addi %v221, %c48 : index
          %v223 = arith.addi %v222, %l1612 : index
          %v224 = arith.addi %lq13, %c4 : index
          %v225 = arith.remui %v223, %c8 : index
          %v226 = arith.xori %v224, %v225 : index
          %v227 = arith.muli %v226, %c8 : index
          %a228 = vector.load %As[%slotr92, %v223, %v227] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh1")
          %v229 = arith.muli %wn7, %c64 : index
          %v230 = arith.addi %v229, %c0 : index
          %v231 = arith.addi %v230, %l1612 : index
          %v232 = arith.addi %lq13, %c0 : index
          %v233 = arith.remui %v231, %c8 : index
          %v234 = arith.xori %v232, %v233 : index
          %v235 = arith.muli %v234, %c8 : index
          %b236 = vector.load %Bs[%slotr92, %v231, %v235] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh0")
          %v237 = arith.muli %wn7, %c64 : index
          %v238 = arith.addi %v237, %c0 : index
          %v239 = arith.addi %v238, %l1612 : index
          %v240 = arith.addi %lq13, %c4 : index
          %v241 = arith.remui %v239, %c8 : index
          %v242 = arith.xori %v240, %v241 : index
          %v243 = arith.muli %v242, %c8 : index
          %b244 = vector.load %Bs[%slotr92, %v239, %v243] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh1")
          %v245 = arith.muli %wn7, %c64 : index
          %v246 = arith.addi %v245, %c16 : index
          %v247 = arith.addi %v246, %l1612 : index
          %v248 = arith.addi %lq13, %c0 : index
          %v249 = arith.remui %v247, %c8 : index
          %v250 = arith.xori %v248, %v249 : index
          %v251 = arith.muli %v250, %c8 : index
          %b252 = vector.load %Bs[%slotr92, %v247, %v251] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh0")
          %v253 = arith.muli %wn7, %c64 : index
          %v254 = arith.addi %v253, %c16 : index
          %v255 = arith.addi %v254, %l1612 : index
          %v256 = arith.addi %lq13, %c4 : index
          %v257 = arith.remui %v255, %c8 : index
          %v258 = arith.xori %v256, %v257 : index
          %v259 = arith.muli %v258, %c8 : index
          %b260 = vector.load %Bs[%slotr92, %v255, %v259] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh1")
          %v261 = arith.muli %wn7, %c64 : index
          %v262 = arith.addi %v261, %c32 : index
          %v263 = arith.addi %v262, %l1612 : index
          %v264 = arith.addi %lq13, %c0 : index
          %v265 = arith.remui %v263, %c8 : index
          %v266 = arith.xori %v264, %v265 : index
          %v267 = arith.muli %v266, %c8 : index
          %b268 = vector.load %Bs[%slotr92, %v263, %v267] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh0")
          %v269 = arith.muli %wn7, %c64 : index
          %v270 = arith.addi %v269, %c32 : index
          %v271 = arith.addi %v270, %l1612 : index
          %v272 = arith.addi %lq13, %c4 : index
          %v273 = arith.remui %v271, %c8 : index
          %v274 = arith.xori %v272, %v273 : index
          %v275 = arith.muli %v274, %c8 : index
          %b276 = vector.load %Bs[%slotr92, %v271, %v275] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh1")
          %v277 = arith.muli %wn7, %c64 : index
          %v278 = arith.addi %v277, %c48 : index
          %v279 = arith.addi %v278, %l1612 : index
          %v280 = arith.addi %lq13, %c0 : index
          %v281 = arith.remui %v279, %c8 : index
          %v282 = arith.xori %v280, %v281 : index
          %v283 = arith.muli %v282, %c8 : index
          %b284 = vector.load %Bs[%slotr92, %v279, %v283] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh0")
          %v285 = arith.muli %wn7, %c64 : index
          %v286 = arith.addi %v285, %c48 : index
          %v287 = arith.addi %v286, %l1612 : index
          %v288 = arith.addi %lq13, %c4 : index
          %v289 = arith.remui %v287, %c8 : index
          %v290 = arith.xori %v288, %v289 : index
          %v291 = arith.muli %v290, %c8 : index
          %b292 = vector.load %Bs[%slotr92, %v287, %v291] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh1")
          %d293 = amdgpu.mfma 16x16x32 %a172 * %b236 + %acc0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j0")
          %d294 = amdgpu.mfma 16x16x32 %a172 * %b252 + %acc1 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j1")
          %d295 = amdgpu.mfma 16x16x32 %a172 * %b268 + %acc2 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j2")
          %d296 = amdgpu.mfma 16x16x32 %a172 * %b284 + %acc3 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j3")
          %d297 = amdgpu.mfma 16x16x32 %a188 * %b236 + %acc4 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j0")
          %d298 = amdgpu.mfma 16x16x32 %a188 * %b252 + %acc5 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j1")
          %d299 = amdgpu.mfma 16x16x32 %a188 * %b268 + %acc6 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j2")
          %d300 = amdgpu.mfma 16x16x32 %a188 * %b284 + %acc7 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j3")
          %d301 = amdgpu.mfma 16x16x32 %a204 * %b236 + %acc8 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j0")
          %d302 = amdgpu.mfma 16x16x32 %a204 * %b252 + %acc9 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j1")
          %d303 = amdgpu.mfma 16x16x32 %a204 * %b268 + %acc10 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j2")
          %d304 = amdgpu.mfma 16x16x32 %a204 * %b284 + %acc11 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j3")
          %d305 = amdgpu.mfma 16x16x32 %a220 * %b236 + %acc12 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j0")
          %d306 = amdgpu.mfma 16x16x32 %a220 * %b252 + %acc13 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j1")
          %d307 = amdgpu.mfma 16x16x32 %a220 * %b268 + %acc14 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j2")
          %d308 = amdgpu.mfma 16x16x32 %a220 * %b284 + %acc15 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j3")
          %d309 = amdgpu.mfma 16x16x32 %a180 * %b244 + %d293 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j0")
          %d310 = amdgpu.mfma 16x16x32 %a180 * %b260 + %d294 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j1")
          %d311 = amdgpu.mfma 16x16x32 %a180 * %b276 + %d295 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j2")
          %d312 = amdgpu.mfma 16x16x32 %a180 * %b292 + %d296 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j3")
          %d313 = amdgpu.mfma 16x16x32 %a196 * %b244 + %d297 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j0")
          %d314 = amdgpu.mfma 16x16x32 %a196 * %b260 + %d298 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j1")
          %d315 = amdgpu.mfma 16x16x32 %a196 * %b276 + %d299 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j2")
          %d316 = amdgpu.mfma 16x16x32 %a196 * %b292 + %d300 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j3")
          %d317 = amdgpu.mfma 16x16x32 %a212 * %b244 + %d301 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j0")
          %d318 = amdgpu.mfma 16x16x32 %a212 * %b260 + %d302 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j1")
          %d319 = amdgpu.mfma 16x16x32 %a212 * %b276 + %d303 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j2")
          %d320 = amdgpu.mfma 16x16x32 %a212 * %b292 + %d304 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j3")
          %d321 = amdgpu.mfma 16x16x32 %a228 * %b244 + %d305 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j0")
          %d322 = amdgpu.mfma 16x16x32 %a228 * %b260 + %d306 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j1")
          %d323 = amdgpu.mfma 16x16x32 %a228 * %b276 + %d307 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j2")
          %d324 = amdgpu.mfma 16x16x32 %a228 * %b292 + %d308 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j3")
          scf.yield %d309, %d310, %d311, %d312, %d313, %d314, %d315, %d316, %d317, %d318, %d319, %d320, %d321, %d322, %d323, %d324 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
        }
        // epilogue
        amdgpu.memory_counter_wait load(0)
        rocdl.s.barrier
        %v325 = arith.muli %wm6, %c64 : index
        %v326 = arith.addi %v325, %c0 : index
        %v327 = arith.addi %v326, %l1612 : index
        %v328 = arith.addi %lq13, %c0 : index
        %v329 = arith.remui %v327, %c8 : index
        %v330 = arith.xori %v328, %v329 : index
        %v331 = arith.muli %v330, %c8 : index
        %a332 = vector.load %As[%c1, %v327, %v331] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh0")
        %v333 = arith.muli %wm6, %c64 : index
        %v334 = arith.addi %v333, %c0 : index
        %v335 = arith.addi %v334, %l1612 : index
        %v336 = arith.addi %lq13, %c4 : index
        %v337 = arith.remui %v335, %c8 : index
        %v338 = arith.xori %v336, %v337 : index
        %v339 = arith.muli %v338, %c8 : index
        %a340 = vector.load %As[%c1, %v335, %v339] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh1")
        %v341 = arith.muli %wm6, %c64 : index
        %v342 = arith.addi %v341, %c16 : index
        %v343 = arith.addi %v342, %l1612 : index
        %v344 = arith.addi %lq13, %c0 : index
        %v345 = arith.remui %v343, %c8 : index
        %v346 = arith.xori %v344, %v345 : index
        %v347 = arith.muli %v346, %c8 : index
        %a348 = vector.load %As[%c1, %v343, %v347] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh0")
        %v349 = arith.muli %wm6, %c64 : index
        %v350 = arith.addi %v349, %c16 : index
        %v351 = arith.addi %v350, %l1612 : index
        %v352 = arith.addi %lq13, %c4 : index
        %v353 = arith.remui %v351, %c8 : index
        %v354 = arith.xori %v352, %v353 : index
        %v355 = arith.muli %v354, %c8 : index
        %a356 = vector.load %As[%c1, %v351, %v355] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh1")
        %v357 = arith.muli %wm6, %c64 : index
        %c32 = arith.constant 32 : index
        %v358 = arith.addi %v357, %c32 : index
        %v359 = arith.addi %v358, %l1612 : index
        %v360 = arith.addi %lq13, %c0 : index
        %v361 = arith.remui %v359, %c8 : index
        %v362 = arith.xori %v360, %v361 : index
        %v363 = arith.muli %v362, %c8 : index
        %a364 = vector.load %As[%c1, %v359, %v363] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh0")
        %v365 = arith.muli %wm6, %c64 : index
        %v366 = arith.addi %v365, %c32 : index
        %v367 = arith.addi %v366, %l1612 : index
        %v368 = arith.addi %lq13, %c4 : index
        %v369 = arith.remui %v367, %c8 : index
        %v370 = arith.xori %v368, %v369 : index
        %v371 = arith.muli %v370, %c8 : index
        %a372 = vector.load %As[%c1, %v367, %v371] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh1")
        %v373 = arith.muli %wm6, %c64 : index
        %c48 = arith.constant 48 : index
        %v374 = arith.addi %v373, %c48 : index
        %v375 = arith.addi %v374, %l1612 : index
        %v376 = arith.addi %lq13, %c0 : index
        %v377 = arith.remui %v375, %c8 : index
        %v378 = arith.xori %v376, %v377 : index
        %v379 = arith.muli %v378, %c8 : index
        %a380 = vector.load %As[%c1, %v375, %v379] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh0")
        %v381 = arith.muli %wm6, %c64 : index
        %v382 = arith.addi %v381, %c48 : index
        %v383 = arith.addi %v382, %l1612 : index
        %v384 = arith.addi %lq13, %c4 : index
        %v385 = arith.remui %v383, %c8 : index
        %v386 = arith.xori %v384, %v385 : index
        %v387 = arith.muli %v386, %c8 : index
        %a388 = vector.load %As[%c1, %v383, %v387] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh1")
        %v389 = arith.muli %wn7, %c64 : index
        %v390 = arith.addi %v389, %c0 : index
        %v391 = arith.addi %v390, %l1612 : index
        %v392 = arith.addi %lq13, %c0 : index
        %v393 = arith.remui %v391, %c8 : index
        %v394 = arith.xori %v392, %v393 : index
        %v395 = arith.muli %v394, %c8 : index
        %b396 = vector.load %Bs[%c1, %v391, %v395] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh0")
        %v397 = arith.muli %wn7, %c64 : index
        %v398 = arith.addi %v397, %c0 : index
        %v399 = arith.addi %v398, %l1612 : index
        %v400 = arith.addi %lq13, %c4 : index
        %v401 = arith.remui %v399, %c8 : index
        %v402 = arith.xori %v400, %v401 : index
        %v403 = arith.muli %v402, %c8 : index
        %b404 = vector.load %Bs[%c1, %v399, %v403] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh1")
        %v405 = arith.muli %wn7, %c64 : index
        %v406 = arith.addi %v405, %c16 : index
        %v407 = arith.addi %v406, %l1612 : index
        %v408 = arith.addi %lq13, %c0 : index
        %v409 = arith.remui %v407, %c8 : index
        %v410 = arith.xori %v408, %v409 : index
        %v411 = arith.muli %v410, %c8 : index
        %b412 = vector.load %Bs[%c1, %v407, %v411] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh0")
        %v413 = arith.muli %wn7, %c64 : index
        %v414 = arith.addi %v413, %c16 : index
        %v415 = arith.addi %v414, %l1612 : index
        %v416 = arith.addi %lq13, %c4 : index
        %v417 = arith.remui %v415, %c8 : index
        %v418 = arith.xori %v416, %v417 : index
        %v419 = arith.muli %v418, %c8 : index
        %b420 = vector.load %Bs[%c1, %v415, %v419] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh1")
        %v421 = arith.muli %wn7, %c64 : index
        %v422 = arith.addi %v421, %c32 : index
        %v423 = arith.addi %v422, %l1612 : index
        %v424 = arith.addi %lq13, %c0 : index
        %v425 = arith.remui %v423, %c8 : index
        %v426 = arith.xori %v424, %v425 : index
        %v427 = arith.muli %v426, %c8 : index
        %b428 = vector.load %Bs[%c1, %v423, %v427] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh0")
        %v429 = arith.muli %wn7, %c64 : index
        %v430 = arith.addi %v429, %c32 : index
        %v431 = arith.addi %v430, %l1612 : index
        %v432 = arith.addi %lq13, %c4 : index
        %v433 = arith.remui %v431, %c8 : index
        %v434 = arith.xori %v432, %v433 : index
        %v435 = arith.muli %v434, %c8 : index
        %b436 = vector.load %Bs[%c1, %v431, %v435] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh1")
        %v437 = arith.muli %wn7, %c64 : index
        %v438 = arith.addi %v437, %c48 : index
        %v439 = arith.addi %v438, %l1612 : index
        %v440 = arith.addi %lq13, %c0 : index
        %v441 = arith.remui %v439, %c8 : index
        %v442 = arith.xori %v440, %v441 : index
        %v443 = arith.muli %v442, %c8 : index
        %b444 = vector.load %Bs[%c1, %v439, %v443] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh0")
        %v445 = arith.muli %wn7, %c64 : index
        %v446 = arith.addi %v445, %c48 : index
        %v447 = arith.addi %v446, %l1612 : index
        %v448 = arith.addi %lq13, %c4 : index
        %v449 = arith.remui %v447, %c8 : index
        %v450 = arith.xori %v448, %v449 : index
        %v451 = arith.muli %v450, %c8 : index
        %b452 = vector.load %Bs[%c1, %v447, %v451] : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh1")
        %d453 = amdgpu.mfma 16x16x32 %a332 * %b396 + %res89#0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j0")
        %d454 = amdgpu.mfma 16x16x32 %a332 * %b412 + %res89#1 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j1")
        %d455 = amdgpu.mfma 16x16x32 %a332 * %b428 + %res89#2 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j2")
        %d456 = amdgpu.mfma 16x16x32 %a332 * %b444 + %res89#3 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j3")
        %d457 = amdgpu.mfma 16x16x32 %a348 * %b396 + %res89#4 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j0")
        %d458 = amdgpu.mfma 16x16x32 %a348 * %b412 + %res89#5 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j1")
        %d459 = amdgpu.mfma 16x16x32 %a348 * %b428 + %res89#6 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j2")
        %d460 = amdgpu.mfma 16x16x32 %a348 * %b444 + %res89#7 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j3")
        %d461 = amdgpu.mfma 16x16x32 %a364 * %b396 + %res89#8 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j0")
        %d462 = amdgpu.mfma 16x16x32 %a364 * %b412 + %res89#9 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j1")
        %d463 = amdgpu.mfma 16x16x32 %a364 * %b428 + %res89#10 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j2")
        %d464 = amdgpu.mfma 16x16x32 %a364 * %b444 + %res89#11 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j3")
        %d465 = amdgpu.mfma 16x16x32 %a380 * %b396 + %res89#12 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j0")
        %d466 = amdgpu.mfma 16x16x32 %a380 * %b412 + %res89#13 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j1")
        %d467 = amdgpu.mfma 16x16x32 %a380 * %b428 + %res89#14 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j2")
        %d468 = amdgpu.mfma 16x16x32 %a380 * %b444 + %res89#15 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j3")
        %d469 = amdgpu.mfma 16x16x32 %a340 * %b404 + %d453 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j0")
        %d470 = amdgpu.mfma 16x16x32 %a340 * %b420 + %d454 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j1")
        %d471 = amdgpu.mfma 16x16x32 %a340 * %b436 + %d455 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j2")
        %d472 = amdgpu.mfma 16x16x32 %a340 * %b452 + %d456 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j3")
        %d473 = amdgpu.mfma 16x16x32 %a356 * %b404 + %d457 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j0")
        %d474 = amdgpu.mfma 16x16x32 %a356 * %b420 + %d458 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j1")
        %d475 = amdgpu.mfma 16x16x32 %a356 * %b436 + %d459 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j2")
        %d476 = amdgpu.mfma 16x16x32 %a356 * %b452 + %d460 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j3")
        %d477 = amdgpu.mfma 16x16x32 %a372 * %b404 + %d461 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j0")
        %d478 = amdgpu.mfma 16x16x32 %a372 * %b420 + %d462 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j1")
        %d479 = amdgpu.mfma 16x16x32 %a372 * %b436 + %d463 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j2")
        %d480 = amdgpu.mfma 16x16x32 %a372 * %b452 + %d464 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j3")
        %d481 = amdgpu.mfma 16x16x32 %a388 * %b404 + %d465 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j0")
        %d482 = amdgpu.mfma 16x16x32 %a388 * %b420 + %d466 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j1")
        %d483 = amdgpu.mfma 16x16x32 %a388 * %b436 + %d467 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j2")
        %d484 = amdgpu.mfma 16x16x32 %a388 * %b452 + %d468 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j3")
        %v485 = arith.muli %wn7, %c64 : index
        %v486 = arith.addi %v485, %c0 : index
        %v487 = arith.addi %v486, %l1612 : index
        %v488 = arith.addi %rowB9, %v487 : index
        %v489 = arith.muli %wm6, %c64 : index
        %v490 = arith.addi %v489, %c0 : index
        %v491 = arith.muli %lq13, %c4 : index
        %v492 = arith.addi %v490, %v491 : index
        %v493 = arith.addi %rowA8, %v492 : index
        %v494 = vector.extract %d469[0] : f32 from vector<4xf32>
        %v495 = arith.truncf %v494 : f32 to bf16
        memref.store %v495, %C[%v493, %v488] : memref<8192x8192xbf16>
        %v496 = arith.muli %wm6, %c64 : index
        %v497 = arith.addi %v496, %c1 : index
        %v498 = arith.muli %lq13, %c4 : index
        %v499 = arith.addi %v497, %v498 : index
        %v500 = arith.addi %rowA8, %v499 : index
        %v501 = vector.extract %d469[1] : f32 from vector<4xf32>
        %v502 = arith.truncf %v501 : f32 to bf16
        memref.store %v502, %C[%v500, %v488] : memref<8192x8192xbf16>
        %v503 = arith.muli %wm6, %c64 : index
        %v504 = arith.addi %v503, %c2 : index
        %v505 = arith.muli %lq13, %c4 : index
        %v506 = arith.addi %v504, %v505 : index
        %v507 = arith.addi %rowA8, %v506 : index
        %v508 = vector.extract %d469[2] : f32 from vector<4xf32>
        %v509 = arith.truncf %v508 : f32 to bf16
        memref.store %v509, %C[%v507, %v488] : memref<8192x8192xbf16>
        %v510 = arith.muli %wm6, %c64 : index
        %c3 = arith.constant 3 : index
        %v511 = arith.addi %v510, %c3 : index
        %v512 = arith.muli %lq13, %c4 : index
        %v513 = arith.addi %v511, %v512 : index
        %v514 = arith.addi %rowA8, %v513 : index
        %v515 = vector.extract %d469[3] : f32 from vector<4xf32>
        %v516 = arith.truncf %v515 : f32 to bf16
        memref.store %v516, %C[%v514, %v488] : memref<8192x8192xbf16>
        %v517 = arith.muli %wn7, %c64 : index
        %v518 = arith.addi %v517, %c16 : index
        %v519 = arith.addi %v518, %l1612 : index
        %v520 = arith.addi %rowB9, %v519 : index
        %v521 = arith.muli %wm6, %c64 : index
        %v522 = arith.addi %v521, %c0 : index
        %v523 = arith.muli %lq13, %c4 : index
        %v524 = arith.addi %v522, %v523 : index
        %v525 = arith.addi %rowA8, %v524 : index
        %v526 = vector.extract %d470[0] : f32 from vector<4xf32>
        %v527 = arith.truncf %v526 : f32 to bf16
        memref.store %v527, %C[%v525, %v520] : memref<8192x8192xbf16>
        %v528 = arith.muli %wm6, %c64 : index
        %v529 = arith.addi %v528, %c1 : index
        %v530 = arith.muli %lq13, %c4 : index
        %v531 = arith.addi %v529, %v530 : index
        %v532 = arith.addi %rowA8, %v531 : index
        %v533 = vector.extract %d470[1] : f32 from vector<4xf32>
        %v534 = arith.truncf %v533 : f32 to bf16
        memref.store %v534, %C[%v532, %v520] : memref<8192x8192xbf16>
        %v535 = arith.muli %wm6, %c64 : index
        %v536 = arith.addi %v535, %c2 : index
        %v537 = arith.muli %lq13, %c4 : index
        %v538 = arith.addi %v536, %v537 : index
        %v539 = arith.addi %rowA8, %v538 : index
        %v540 = vector.extract %d470[2] : f32 from vector<4xf32>
        %v541 = arith.truncf %v540 : f32 to bf16
        memref.store %v541, %C[%v539, %v520] : memref<8192x8192xbf16>
        %v542 = arith.muli %wm6, %c64 : index
        %v543 = arith.addi %v542, %c3 : index
        %v544 = arith.muli %lq13, %c4 : index
        %v545 = arith.addi %v543, %v544 : index
        %v546 = arith.addi %rowA8, %v545 : index
        %v547 = vector.extract %d470[3] : f32 from vector<4xf32>
        %v548 = arith.truncf %v547 : f32 to bf16
        memref.store %v548, %C[%v546, %v520] : memref<8192x8192xbf16>
        %v549 = arith.muli %wn7, %c64 : index
        %v550 = arith.addi %v549, %c32 : index
        %v551 = arith.addi %v550, %l1612 : index
        %v552 = arith.addi %rowB9, %v551 : index
        %v553 = arith.muli %wm6, %c64 : index
        %v554 = arith.addi %v553, %c0 : index
        %v555 = arith.muli %lq13, %c4 : index
        %v556 = arith.addi %v554, %v555 : index
        %v557 = arith.addi %rowA8, %v556 : index
        %v558 = vector.extract %d471[0] : f32 from vector<4xf32>
        %v559 = arith.truncf %v558 : f32 to bf16
        memref.store %v559, %C[%v557, %v552] : memref<8192x8192xbf16>
        %v560 = arith.muli %wm6, %c64 : index
        %v561 = arith.addi %v560, %c1 : index
        %v562 = arith.muli %lq13, %c4 : index
        %v563 = arith.addi %v561, %v562 : index
        %v564 = arith.addi %rowA8, %v563 : index
        %v565 = vector.extract %d471[1] : f32 from vector<4xf32>
        %v566 = arith.truncf %v565 : f32 to bf16
        memref.store %v566, %C[%v564, %v552] : memref<8192x8192xbf16>
        %v567 = arith.muli %wm6, %c64 : index
        %v568 = arith.addi %v567, %c2 : index
        %v569 = arith.muli %lq13, %c4 : index
        %v570 = arith.addi %v568, %v569 : index
        %v571 = arith.addi %rowA8, %v570 : index
        %v572 = vector.extract %d471[2] : f32 from vector<4xf32>
        %v573 = arith.truncf %v572 : f32 to bf16
        memref.store %v573, %C[%v571, %v552] : memref<8192x8192xbf16>
        %v574 = arith.muli %wm6, %c64 : index
        %v575 = arith.addi %v574, %c3 : index
        %v576 = arith.muli %lq13, %c4 : index
        %v577 = arith.addi %v575, %v576 : index
        %v578 = arith.addi %rowA8, %v577 : index
        %v579 = vector.extract %d471[3] : f32 from vector<4xf32>
        %v580 = arith.truncf %v579 : f32 to bf16
        memref.store %v580, %C[%v578, %v552] : memref<8192x8192xbf16>
        %v581 = arith.muli %wn7, %c64 : index
        %v582 = arith.addi %v581, %c48 : index
        %v583 = arith.addi %v582, %l1612 : index
        %v584 = arith.addi %rowB9, %v583 : index
        %v585 = arith.muli %wm6, %c64 : index
        %v586 = arith.addi %v585, %c0 : index
        %v587 = arith.muli %lq13, %c4 : index
        %v588 = arith.addi %v586, %v587 : index
        %v589 = arith.addi %rowA8, %v588 : index
        %v590 = vector.extract %d472[0] : f32 from vector<4xf32>
        %v591 = arith.truncf %v590 : f32 to bf16
        memref.store %v591, %C[%v589, %v584] : memref<8192x8192xbf16>
        %v592 = arith.muli %wm6, %c64 : index
        %v593 = arith.addi %v592, %c1 : index
        %v594 = arith.muli %lq13, %c4 : index
        %v595 = arith.addi %v593, %v594 : index
        %v596 = arith.addi %rowA8, %v595 : index
        %v597 = vector.extract %d472[1] : f32 from vector<4xf32>
        %v598 = arith.truncf %v597 : f32 to bf16
        memref.store %v598, %C[%v596, %v584] : memref<8192x8192xbf16>
        %v599 = arith.muli %wm6, %c64 : index
        %v600 = arith.addi %v599, %c2 : index
        %v601 = arith.muli %lq13, %c4 : index
        %v602 = arith.addi %v600, %v601 : index
        %v603 = arith.addi %rowA8, %v602 : index
        %v604 = vector.extract %d472[2] : f32 from vector<4xf32>
        %v605 = arith.truncf %v604 : f32 to bf16
        memref.store %v605, %C[%v603, %v584] : memref<8192x8192xbf16>
        %v606 = arith.muli %wm6, %c64 : index
        %v607 = arith.addi %v606, %c3 : index
        %v608 = arith.muli %lq13, %c4 : index
        %v609 = arith.addi %v607, %v608 : index
        %v610 = arith.addi %rowA8, %v609 : index
        %v611 = vector.extract %d472[3] : f32 from vector<4xf32>
        %v612 = arith.truncf %v611 : f32 to bf16
        memref.store %v612, %C[%v610, %v584] : memref<8192x8192xbf16>
        %v613 = arith.muli %wn7, %c64 : index
        %v614 = arith.addi %v613, %c0 : index
        %v615 = arith.addi %v614, %l1612 : index
        %v616 = arith.addi %rowB9, %v615 : index
        %v617 = arith.muli %wm6, %c64 : index
        %v618 = arith.addi %v617, %c16 : index
        %v619 = arith.muli %lq13, %c4 : index
        %v620 = arith.addi %v618, %v619 : index
        %v621 = arith.addi %rowA8, %v620 : index
        %v622 = vector.extract %d473[0] : f32 from vector<4xf32>
        %v623 = arith.truncf %v622 : f32 to bf16
        memref.store %v623, %C[%v621, %v616] : memref<8192x8192xbf16>
        %v624 = arith.muli %wm6, %c64 : index
        %c17 = arith.constant 17 : index
        %v625 = arith.addi %v624, %c17 : index
        %v626 = arith.muli %lq13, %c4 : index
        %v627 = arith.addi %v625, %v626 : index
        %v628 = arith.addi %rowA8, %v627 : index
        %v629 = vector.extract %d473[1] : f32 from vector<4xf32>
        %v630 = arith.truncf %v629 : f32 to bf16
        memref.store %v630, %C[%v628, %v616] : memref<8192x8192xbf16>
        %v631 = arith.muli %wm6, %c64 : index
        %c18 = arith.constant 18 : index
        %v632 = arith.addi %v631, %c18 : index
        %v633 = arith.muli %lq13, %c4 : index
        %v634 = arith.addi %v632, %v633 : index
        %v635 = arith.addi %rowA8, %v634 : index
        %v636 = vector.extract %d473[2] : f32 from vector<4xf32>
        %v637 = arith.truncf %v636 : f32 to bf16
        memref.store %v637, %C[%v635, %v616] : memref<8192x8192xbf16>
        %v638 = arith.muli %wm6, %c64 : index
        %c19 = arith.constant 19 : index
        %v639 = arith.addi %v638, %c19 : index
        %v640 = arith.muli %lq13, %c4 : index
        %v641 = arith.addi %v639, %v640 : index
        %v642 = arith.addi %rowA8, %v641 : index
        %v643 = vector.extract %d473[3] : f32 from vector<4xf32>
        %v644 = arith.truncf %v643 : f32 to bf16
        memref.store %v644, %C[%v642, %v616] : memref<8192x8192xbf16>
        %v645 = arith.muli %wn7, %c64 : index
        %v646 = arith.addi %v645, %c16 : index
        %v647 = arith.addi %v646, %l1612 : index
        %v648 = arith.addi %rowB9, %v647 : index
        %v649 = arith.muli %wm6, %c64 : index
        %v650 = arith.addi %v649, %c16 : index
        %v651 = arith.muli %lq13, %c4 : index
        %v652 = arith.addi %v650, %v651 : index
        %v653 = arith.addi %rowA8, %v652 : index
        %v654 = vector.extract %d474[0] : f32 from vector<4xf32>
        %v655 = arith.truncf %v654 : f32 to bf16
        memref.store %v655, %C[%v653, %v648] : memref<8192x8192xbf16>
        %v656 = arith.muli %wm6, %c64 : index
        %v657 = arith.addi %v656, %c17 : index
        %v658 = arith.muli %lq13, %c4 : index
        %v659 = arith.addi %v657, %v658 : index
        %v660 = arith.addi %rowA8, %v659 : index
        %v661 = vector.extract %d474[1] : f32 from vector<4xf32>
        %v662 = arith.truncf %v661 : f32 to bf16
        memref.store %v662, %C[%v660, %v648] : memref<8192x8192xbf16>
        %v663 = arith.muli %wm6, %c64 : index
        %v664 = arith.addi %v663, %c18 : index
        %v665 = arith.muli %lq13, %c4 : index
        %v666 = arith.addi %v664, %v665 : index
        %v667 = arith.addi %rowA8, %v666 : index
        %v668 = vector.extract %d474[2] : f32 from vector<4xf32>
        %v669 = arith.truncf %v668 : f32 to bf16
        memref.store %v669, %C[%v667, %v648] : memref<8192x8192xbf16>
        %v670 = arith.muli %wm6, %c64 : index
        %v671 = arith.addi %v670, %c19 : index
        %v672 = arith.muli %lq13, %c4 : index
        %v673 = arith.addi %v671, %v672 : index
        %v674 = arith.addi %rowA8, %v673 : index
        %v675 = vector.extract %d474[3] : f32 from vector<4xf32>
        %v676 = arith.truncf %v675 : f32 to bf16
        memref.store %v676, %C[%v674, %v648] : memref<8192x8192xbf16>
        %v677 = arith.muli %wn7, %c64 : index
        %v678 = arith.addi %v677, %c32 : index
        %v679 = arith.addi %v678, %l1612 : index
        %v680 = arith.addi %rowB9, %v679 : index
        %v681 = arith.muli %wm6, %c64 : index
        %v682 = arith.addi %v681, %c16 : index
        %v683 = arith.muli %lq13, %c4 : index
        %v684 = arith.addi %v682, %v683 : index
        %v685 = arith.addi %rowA8, %v684 : index
        %v686 = vector.extract %d475[0] : f32 from vector<4xf32>
        %v687 = arith.truncf %v686 : f32 to bf16
        memref.store %v687, %C[%v685, %v680] : memref<8192x8192xbf16>
        %v688 = arith.muli %wm6, %c64 : index
        %v689 = arith.addi %v688, %c17 : index
        %v690 = arith.muli %lq13, %c4 : index
        %v691 = arith.addi %v689, %v690 : index
        %v692 = arith.addi %rowA8, %v691 : index
        %v693 = vector.extract %d475[1] : f32 from vector<4xf32>
        %v694 = arith.truncf %v693 : f32 to bf16
        memref.store %v694, %C[%v692, %v680] : memref<8192x8192xbf16>
        %v695 = arith.muli %wm6, %c64 : index
        %v696 = arith.addi %v695, %c18 : index
        %v697 = arith.muli %lq13, %c4 : index
        %v698 = arith.addi %v696, %v697 : index
        %v699 = arith.addi %rowA8, %v698 : index
        %v700 = vector.extract %d475[2] : f32 from vector<4xf32>
        %v701 = arith.truncf %v700 : f32 to bf16
        memref.store %v701, %C[%v699, %v680] : memref<8192x8192xbf16>
        %v702 = arith.muli %wm6, %c64 : index
        %v703 = arith.addi %v702, %c19 : index
        %v704 = arith.muli %lq13, %c4 : index
        %v705 = arith.addi %v703, %v704 : index
        %v706 = arith.addi %rowA8, %v705 : index
        %v707 = vector.extract %d475[3] : f32 from vector<4xf32>
        %v708 = arith.truncf %v707 : f32 to bf16
        memref.store %v708, %C[%v706, %v680] : memref<8192x8192xbf16>
        %v709 = arith.muli %wn7, %c64 : index
        %v710 = arith.addi %v709, %c48 : index
        %v711 = arith.addi %v710, %l1612 : index
        %v712 = arith.addi %rowB9, %v711 : index
        %v713 = arith.muli %wm6, %c64 : index
        %v714 = arith.addi %v713, %c16 : index
        %v715 = arith.muli %lq13, %c4 : index
        %v716 = arith.addi %v714, %v715 : index
        %v717 = arith.addi %rowA8, %v716 : index
        %v718 = vector.extract %d476[0] : f32 from vector<4xf32>
        %v719 = arith.truncf %v718 : f32 to bf16
        memref.store %v719, %C[%v717, %v712] : memref<8192x8192xbf16>
        %v720 = arith.muli %wm6, %c64 : index
        %v721 = arith.addi %v720, %c17 : index
        %v722 = arith.muli %lq13, %c4 : index
        %v723 = arith.addi %v721, %v722 : index
        %v724 = arith.addi %rowA8, %v723 : index
        %v725 = vector.extract %d476[1] : f32 from vector<4xf32>
        %v726 = arith.truncf %v725 : f32 to bf16
        memref.store %v726, %C[%v724, %v712] : memref<8192x8192xbf16>
        %v727 = arith.muli %wm6, %c64 : index
        %v728 = arith.addi %v727, %c18 : index
        %v729 = arith.muli %lq13, %c4 : index
        %v730 = arith.addi %v728, %v729 : index
        %v731 = arith.addi %rowA8, %v730 : index
        %v732 = vector.extract %d476[2] : f32 from vector<4xf32>
        %v733 = arith.truncf %v732 : f32 to bf16
        memref.store %v733, %C[%v731, %v712] : memref<8192x8192xbf16>
        %v734 = arith.muli %wm6, %c64 : index
        %v735 = arith.addi %v734, %c19 : index
        %v736 = arith.muli %lq13, %c4 : index
        %v737 = arith.addi %v735, %v736 : index
        %v738 = arith.addi %rowA8, %v737 : index
        %v739 = vector.extract %d476[3] : f32 from vector<4xf32>
        %v740 = arith.truncf %v739 : f32 to bf16
        memref.store %v740, %C[%v738, %v712] : memref<8192x8192xbf16>
        %v741 = arith.muli %wn7, %c64 : index
        %v742 = arith.addi %v741, %c0 : index
        %v743 = arith.addi %v742, %l1612 : index
        %v744 = arith.addi %rowB9, %v743 : index
        %v745 = arith.muli %wm6, %c64 : index
        %v746 = arith.addi %v745, %c32 : index
        %v747 = arith.muli %lq13, %c4 : index
        %v748 = arith.addi %v746, %v747 : index
        %v749 = arith.addi %rowA8, %v748 : index
        %v750 = vector.extract %d477[0] : f32 from vector<4xf32>
        %v751 = arith.truncf %v750 : f32 to bf16
        memref.store %v751, %C[%v749, %v744] : memref<8192x8192xbf16>
        %v752 = arith.muli %wm6, %c64 : index
        %c33 = arith.constant 33 : index
        %v753 = arith.addi %v752, %c33 : index
        %v754 = arith.muli %lq13, %c4 : index
        %v755 = arith.addi %v753, %v754 : index
        %v756 = arith.addi %rowA8, %v755 : index
        %v757 = vector.extract %d477[1] : f32 from vector<4xf32>
        %v758 = arith.truncf %v757 : f32 to bf16
        memref.store %v758, %C[%v756, %v744] : memref<8192x8192xbf16>
        %v759 = arith.muli %wm6, %c64 : index
        %c34 = arith.constant 34 : index
        %v760 = arith.addi %v759, %c34 : index
        %v761 = arith.muli %lq13, %c4 : index
        %v762 = arith.addi %v760, %v761 : index
        %v763 = arith.addi %rowA8, %v762 : index
        %v764 = vector.extract %d477[2] : f32 from vector<4xf32>
        %v765 = arith.truncf %v764 : f32 to bf16
        memref.store %v765, %C[%v763, %v744] : memref<8192x8192xbf16>
        %v766 = arith.muli %wm6, %c64 : index
        %c35 = arith.constant 35 : index
        %v767 = arith.addi %v766, %c35 : index
        %v768 = arith.muli %lq13, %c4 : index
        %v769 = arith.addi %v767, %v768 : index
        %v770 = arith.addi %rowA8, %v769 : index
        %v771 = vector.extract %d477[3] : f32 from vector<4xf32>
        %v772 = arith.truncf %v771 : f32 to bf16
        memref.store %v772, %C[%v770, %v744] : memref<8192x8192xbf16>
        %v773 = arith.muli %wn7, %c64 : index
        %v774 = arith.addi %v773, %c16 : index
        %v775 = arith.addi %v774, %l1612 : index
        %v776 = arith.addi %rowB9, %v775 : index
        %v777 = arith.muli %wm6, %c64 : index
        %v778 = arith.addi %v777, %c32 : index
        %v779 = arith.muli %lq13, %c4 : index
        %v780 = arith.addi %v778, %v779 : index
        %v781 = arith.addi %rowA8, %v780 : index
        %v782 = vector.extract %d478[0] : f32 from vector<4xf32>
        %v783 = arith.truncf %v782 : f32 to bf16
        memref.store %v783, %C[%v781, %v776] : memref<8192x8192xbf16>
        %v784 = arith.muli %wm6, %c64 : index
        %v785 = arith.addi %v784, %c33 : index
        %v786 = arith.muli %lq13, %c4 : index
        %v787 = arith.addi %v785, %v786 : index
        %v788 = arith.addi %rowA8, %v787 : index
        %v789 = vector.extract %d478[1] : f32 from vector<4xf32>
        %v790 = arith.truncf %v789 : f32 to bf16
        memref.store %v790, %C[%v788, %v776] : memref<8192x8192xbf16>
        %v791 = arith.muli %wm6, %c64 : index
        %v792 = arith.addi %v791, %c34 : index
        %v793 = arith.muli %lq13, %c4 : index
        %v794 = arith.addi %v792, %v793 : index
        %v795 = arith.addi %rowA8, %v794 : index
        %v796 = vector.extract %d478[2] : f32 from vector<4xf32>
        %v797 = arith.truncf %v796 : f32 to bf16
        memref.store %v797, %C[%v795, %v776] : memref<8192x8192xbf16>
        %v798 = arith.muli %wm6, %c64 : index
        %v799 = arith.addi %v798, %c35 : index
        %v800 = arith.muli %lq13, %c4 : index
        %v801 = arith.addi %v799, %v800 : index
        %v802 = arith.addi %rowA8, %v801 : index
        %v803 = vector.extract %d478[3] : f32 from vector<4xf32>
        %v804 = arith.truncf %v803 : f32 to bf16
        memref.store %v804, %C[%v802, %v776] : memref<8192x8192xbf16>
        %v805 = arith.muli %wn7, %c64 : index
        %v806 = arith.addi %v805, %c32 : index
        %v807 = arith.addi %v806, %l1612 : index
        %v808 = arith.addi %rowB9, %v807 : index
        %v809 = arith.muli %wm6, %c64 : index
        %v810 = arith.addi %v809, %c32 : index
        %v811 = arith.muli %lq13, %c4 : index
        %v812 = arith.addi %v810, %v811 : index
        %v813 = arith.addi %rowA8, %v812 : index
        %v814 = vector.extract %d479[0] : f32 from vector<4xf32>
        %v815 = arith.truncf %v814 : f32 to bf16
        memref.store %v815, %C[%v813, %v808] : memref<8192x8192xbf16>
        %v816 = arith.muli %wm6, %c64 : index
        %v817 = arith.addi %v816, %c33 : index
        %v818 = arith.muli %lq13, %c4 : index
        %v819 = arith.addi %v817, %v818 : index
        %v820 = arith.addi %rowA8, %v819 : index
        %v821 = vector.extract %d479[1] : f32 from vector<4xf32>
        %v822 = arith.truncf %v821 : f32 to bf16
        memref.store %v822, %C[%v820, %v808] : memref<8192x8192xbf16>
        %v823 = arith.muli %wm6, %c64 : index
        %v824 = arith.addi %v823, %c34 : index
        %v825 = arith.muli %lq13, %c4 : index
        %v826 = arith.addi %v824, %v825 : index
        %v827 = arith.addi %rowA8, %v826 : index
        %v828 = vector.extract %d479[2] : f32 from vector<4xf32>
        %v829 = arith.truncf %v828 : f32 to bf16
        memref.store %v829, %C[%v827, %v808] : memref<8192x8192xbf16>
        %v830 = arith.muli %wm6, %c64 : index
        %v831 = arith.addi %v830, %c35 : index
        %v832 = arith.muli %lq13, %c4 : index
        %v833 = arith.addi %v831, %v832 : index
        %v834 = arith.addi %rowA8, %v833 : index
        %v835 = vector.extract %d479[3] : f32 from vector<4xf32>
        %v836 = arith.truncf %v835 : f32 to bf16
        memref.store %v836, %C[%v834, %v808] : memref<8192x8192xbf16>
        %v837 = arith.muli %wn7, %c64 : index
        %v838 = arith.addi %v837, %c48 : index
        %v839 = arith.addi %v838, %l1612 : index
        %v840 = arith.addi %rowB9, %v839 : index
        %v841 = arith.muli %wm6, %c64 : index
        %v842 = arith.addi %v841, %c32 : index
        %v843 = arith.muli %lq13, %c4 : index
        %v844 = arith.addi %v842, %v843 : index
        %v845 = arith.addi %rowA8, %v844 : index
        %v846 = vector.extract %d480[0] : f32 from vector<4xf32>
        %v847 = arith.truncf %v846 : f32 to bf16
        memref.store %v847, %C[%v845, %v840] : memref<8192x8192xbf16>
        %v848 = arith.muli %wm6, %c64 : index
        %v849 = arith.addi %v848, %c33 : index
        %v850 = arith.muli %lq13, %c4 : index
        %v851 = arith.addi %v849, %v850 : index
        %v852 = arith.addi %rowA8, %v851 : index
        %v853 = vector.extract %d480[1] : f32 from vector<4xf32>
        %v854 = arith.truncf %v853 : f32 to bf16
        memref.store %v854, %C[%v852, %v840] : memref<8192x8192xbf16>
        %v855 = arith.muli %wm6, %c64 : index
        %v856 = arith.addi %v855, %c34 : index
        %v857 = arith.muli %lq13, %c4 : index
        %v858 = arith.addi %v856, %v857 : index
        %v859 = arith.addi %rowA8, %v858 : index
        %v860 = vector.extract %d480[2] : f32 from vector<4xf32>
        %v861 = arith.truncf %v860 : f32 to bf16
        memref.store %v861, %C[%v859, %v840] : memref<8192x8192xbf16>
        %v862 = arith.muli %wm6, %c64 : index
        %v863 = arith.addi %v862, %c35 : index
        %v864 = arith.muli %lq13, %c4 : index
        %v865 = arith.addi %v863, %v864 : index
        %v866 = arith.addi %rowA8, %v865 : index
        %v867 = vector.extract %d480[3] : f32 from vector<4xf32>
        %v868 = arith.truncf %v867 : f32 to bf16
        memref.store %v868, %C[%v866, %v840] : memref<8192x8192xbf16>
        %v869 = arith.muli %wn7, %c64 : index
        %v870 = arith.addi %v869, %c0 : index
        %v871 = arith.addi %v870, %l1612 : index
        %v872 = arith.addi %rowB9, %v871 : index
        %v873 = arith.muli %wm6, %c64 : index
        %v874 = arith.addi %v873, %c48 : index
        %v875 = arith.muli %lq13, %c4 : index
        %v876 = arith.addi %v874, %v875 : index
        %v877 = arith.addi %rowA8, %v876 : index
        %v878 = vector.extract %d481[0] : f32 from vector<4xf32>
        %v879 = arith.truncf %v878 : f32 to bf16
        memref.store %v879, %C[%v877, %v872] : memref<8192x8192xbf16>
        %v880 = arith.muli %wm6, %c64 : index
        %c49 = arith.constant 49 : index
        %v881 = arith.addi %v880, %c49 : index
        %v882 = arith.muli %lq13, %c4 : index
        %v883 = arith.addi %v881, %v882 : index
        %v884 = arith.addi %rowA8, %v883 : index
        %v885 = vector.extract %d481[1] : f32 from vector<4xf32>
        %v886 = arith.truncf %v885 : f32 to bf16
        memref.store %v886, %C[%v884, %v872] : memref<8192x8192xbf16>
        %v887 = arith.muli %wm6, %c64 : index
        %c50 = arith.constant 50 : index
        %v888 = arith.addi %v887, %c50 : index
        %v889 = arith.muli %lq13, %c4 : index
        %v890 = arith.addi %v888, %v889 : index
        %v891 = arith.addi %rowA8, %v890 : index
        %v892 = vector.extract %d481[2] : f32 from vector<4xf32>
        %v893 = arith.truncf %v892 : f32 to bf16
        memref.store %v893, %C[%v891, %v872] : memref<8192x8192xbf16>
        %v894 = arith.muli %wm6, %c64 : index
        %c51 = arith.constant 51 : index
        %v895 = arith.addi %v894, %c51 : index
        %v896 = arith.muli %lq13, %c4 : index
        %v897 = arith.addi %v895, %v896 : index
        %v898 = arith.addi %rowA8, %v897 : index
        %v899 = vector.extract %d481[3] : f32 from vector<4xf32>
        %v900 = arith.truncf %v899 : f32 to bf16
        memref.store %v900, %C[%v898, %v872] : memref<8192x8192xbf16>
        %v901 = arith.muli %wn7, %c64 : index
        %v902 = arith.addi %v901, %c16 : index
        %v903 = arith.addi %v902, %l1612 : index
        %v904 = arith.addi %rowB9, %v903 : index
        %v905 = arith.muli %wm6, %c64 : index
        %v906 = arith.addi %v905, %c48 : index
        %v907 = arith.muli %lq13, %c4 : index
        %v908 = arith.addi %v906, %v907 : index
        %v909 = arith.addi %rowA8, %v908 : index
        %v910 = vector.extract %d482[0] : f32 from vector<4xf32>
        %v911 = arith.truncf %v910 : f32 to bf16
        memref.store %v911, %C[%v909, %v904] : memref<8192x8192xbf16>
        %v912 = arith.muli %wm6, %c64 : index
        %v913 = arith.addi %v912, %c49 : index
        %v914 = arith.muli %lq13, %c4 : index
        %v915 = arith.addi %v913, %v914 : index
        %v916 = arith.addi %rowA8, %v915 : index
        %v917 = vector.extract %d482[1] : f32 from vector<4xf32>
        %v918 = arith.truncf %v917 : f32 to bf16
        memref.store %v918, %C[%v916, %v904] : memref<8192x8192xbf16>
        %v919 = arith.muli %wm6, %c64 : index
        %v920 = arith.addi %v919, %c50 : index
        %v921 = arith.muli %lq13, %c4 : index
        %v922 = arith.addi %v920, %v921 : index
        %v923 = arith.addi %rowA8, %v922 : index
        %v924 = vector.extract %d482[2] : f32 from vector<4xf32>
        %v925 = arith.truncf %v924 : f32 to bf16
        memref.store %v925, %C[%v923, %v904] : memref<8192x8192xbf16>
        %v926 = arith.muli %wm6, %c64 : index
        %v927 = arith.addi %v926, %c51 : index
        %v928 = arith.muli %lq13, %c4 : index
        %v929 = arith.addi %v927, %v928 : index
        %v930 = arith.addi %rowA8, %v929 : index
        %v931 = vector.extract %d482[3] : f32 from vector<4xf32>
        %v932 = arith.truncf %v931 : f32 to bf16
        memref.store %v932, %C[%v930, %v904] : memref<8192x8192xbf16>
        %v933 = arith.muli %wn7, %c64 : index
        %v934 = arith.addi %v933, %c32 : index
        %v935 = arith.addi %v934, %l1612 : index
        %v936 = arith.addi %rowB9, %v935 : index
        %v937 = arith.muli %wm6, %c64 : index
        %v938 = arith.addi %v937, %c48 : index
        %v939 = arith.muli %lq13, %c4 : index
        %v940 = arith.addi %v938, %v939 : index
        %v941 = arith.addi %rowA8, %v940 : index
        %v942 = vector.extract %d483[0] : f32 from vector<4xf32>
        %v943 = arith.truncf %v942 : f32 to bf16
        memref.store %v943, %C[%v941, %v936] : memref<8192x8192xbf16>
        %v944 = arith.muli %wm6, %c64 : index
        %v945 = arith.addi %v944, %c49 : index
        %v946 = arith.muli %lq13, %c4 : index
        %v947 = arith.addi %v945, %v946 : index
        %v948 = arith.addi %rowA8, %v947 : index
        %v949 = vector.extract %d483[1] : f32 from vector<4xf32>
        %v950 = arith.truncf %v949 : f32 to bf16
        memref.store %v950, %C[%v948, %v936] : memref<8192x8192xbf16>
        %v951 = arith.muli %wm6, %c64 : index
        %v952 = arith.addi %v951, %c50 : index
        %v953 = arith.muli %lq13, %c4 : index
        %v954 = arith.addi %v952, %v953 : index
        %v955 = arith.addi %rowA8, %v954 : index
        %v956 = vector.extract %d483[2] : f32 from vector<4xf32>
        %v957 = arith.truncf %v956 : f32 to bf16
        memref.store %v957, %C[%v955, %v936] : memref<8192x8192xbf16>
        %v958 = arith.muli %wm6, %c64 : index
        %v959 = arith.addi %v958, %c51 : index
        %v960 = arith.muli %lq13, %c4 : index
        %v961 = arith.addi %v959, %v960 : index
        %v962 = arith.addi %rowA8, %v961 : index
        %v963 = vector.extract %d483[3] : f32 from vector<4xf32>
        %v964 = arith.truncf %v963 : f32 to bf16
        memref.store %v964, %C[%v962, %v936] : memref<8192x8192xbf16>
        %v965 = arith.muli %wn7, %c64 : index
        %v966 = arith.addi %v965, %c48 : index
        %v967 = arith.addi %v966, %l1612 : index
        %v968 = arith.addi %rowB9, %v967 : index
        %v969 = arith.muli %wm6, %c64 : index
        %v970 = arith.addi %v969, %c48 : index
        %v971 = arith.muli %lq13, %c4 : index
        %v972 = arith.addi %v970, %v971 : index
        %v973 = arith.addi %rowA8, %v972 : index
        %v974 = vector.extract %d484[0] : f32 from vector<4xf32>
        %v975 = arith.truncf %v974 : f32 to bf16
        memref.store %v975, %C[%v973, %v968] : memref<8192x8192xbf16>
        %v976 = arith.muli %wm6, %c64 : index
        %v977 = arith.addi %v976, %c49 : index
        %v978 = arith.muli %lq13, %c4 : index
        %v979 = arith.addi %v977, %v978 : index
        %v980 = arith.addi %rowA8, %v979 : index
        %v981 = vector.extract %d484[1] : f32 from vector<4xf32>
        %v982 = arith.truncf %v981 : f32 to bf16
        memref.store %v982, %C[%v980, %v968] : memref<8192x8192xbf16>
        %v983 = arith.muli %wm6, %c64 : index
        %v984 = arith.addi %v983, %c50 : index
        %v985 = arith.muli %lq13, %c4 : index
        %v986 = arith.addi %v984, %v985 : index
        %v987 = arith.addi %rowA8, %v986 : index
        %v988 = vector.extract %d484[2] : f32 from vector<4xf32>
        %v989 = arith.truncf %v988 : f32 to bf16
        memref.store %v989, %C[%v987, %v968] : memref<8192x8192xbf16>
        %v990 = arith.muli %wm6, %c64 : index
        %v991 = arith.addi %v990, %c51 : index
        %v992 = arith.muli %lq13, %c4 : index
        %v993 = arith.addi %v991, %v992 : index
        %v994 = arith.addi %rowA8, %v993 : index
        %v995 = vector.extract %d484[3] : f32 from vector<4xf32>
        %v996 = arith.truncf %v995 : f32 to bf16
        memref.store %v996, %C[%v994, %v968] : memref<8192x8192xbf16>
        gpu.return
    }
  }
}
