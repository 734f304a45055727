module attributes {gpu.container_module} {
  gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {m = 8192, n = 8192, k = 8192, tile_m = 256, tile_n = 256, tile_k = 64, waves = 8, dtype = "bf16", swizzle = "xor", c_dtype = "bf16"}} {
    gpu.func @gemm(%A: memref<8192x8192xbf16>, %B: memref<8192x8192xbf16>, %C: memref<8192x8192xbf16>)
        workgroup(%As : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, %Bs : memref<3x256x64xbf16, #gpu.address_space<workgroup>>)
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
        %rowB9 = arith.muli %bx2, %c256 : index
        %lrow10 = arith.divui %lane5, %c8 : index
        %lch11 = arith.remui %lane5, %c8 : index
        %l1612 = arith.remui %lane5, %c16 : index
        %lq13 = arith.divui %lane5, %c16 : index
        %Ab14 = amdgpu.fat_raw_buffer_cast %A : memref<8192x8192xbf16> to memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>
        %Bb15 = amdgpu.fat_raw_buffer_cast %B : memref<8192x8192xbf16> to memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>
        // prologue: tiles 0 .. 1
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
        amdgpu.gather_to_lds %Ab14[%v22, %v25], %As[%c0, %v18, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gA0")
        %v26 = arith.addi %wave4, %c8 : index
        %v27 = arith.muli %v26, %c8 : index
        %v28 = arith.addi %v27, %lrow10 : index
        %v29 = arith.remui %v28, %c8 : index
        %v30 = arith.xori %lch11, %v29 : index
        %v31 = arith.addi %rowA8, %v28 : index
        %v32 = arith.muli %c0, %c64 : index
        %v33 = arith.muli %v30, %c8 : index
        %v34 = arith.addi %v32, %v33 : index
        amdgpu.gather_to_lds %Ab14[%v31, %v34], %As[%c0, %v27, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gA1")
        %v35 = arith.addi %wave4, %c16 : index
        %v36 = arith.muli %v35, %c8 : index
        %v37 = arith.addi %v36, %lrow10 : index
        %v38 = arith.remui %v37, %c8 : index
        %v39 = arith.xori %lch11, %v38 : index
        %v40 = arith.addi %rowA8, %v37 : index
        %v41 = arith.muli %c0, %c64 : index
        %v42 = arith.muli %v39, %c8 : index
        %v43 = arith.addi %v41, %v42 : index
        amdgpu.gather_to_lds %Ab14[%v40, %v43], %As[%c0, %v36, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gA2")
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
        amdgpu.gather_to_lds %Ab14[%v49, %v52], %As[%c0, %v45, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gA3")
        %v53 = arith.addi %wave4, %c0 : index
        %v54 = arith.muli %v53, %c8 : index
        %v55 = arith.addi %v54, %lrow10 : index
        %v56 = arith.remui %v55, %c8 : index
        %v57 = arith.xori %lch11, %v56 : index
        %v58 = arith.addi %rowB9, %v55 : index
        %v59 = arith.muli %c0, %c64 : index
        %v60 = arith.muli %v57, %c8 : index
        %v61 = arith.addi %v59, %v60 : index
        amdgpu.gather_to_lds %Bb15[%v58, %v61], %Bs[%c0, %v54, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gB0")
        %v62 = arith.addi %wave4, %c8 : index
        %v63 = arith.muli %v62, %c8 : index
        %v64 = arith.addi %v63, %lrow10 : index
        %v65 = arith.remui %v64, %c8 : index
        %v66 = arith.xori %lch11, %v65 : index
        %v67 = arith.addi %rowB9, %v64 : index
        %v68 = arith.muli %c0, %c64 : index
        %v69 = arith.muli %v66, %c8 : index
        %v70 = arith.addi %v68, %v69 : index
        amdgpu.gather_to_lds %Bb15[%v67, %v70], %Bs[%c0, %v63, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gB1")
        %v71 = arith.addi %wave4, %c16 : index
        %v72 = arith.muli %v71, %c8 : index
        %v73 = arith.addi %v72, %lrow10 : index
        %v74 = arith.remui %v73, %c8 : index
        %v75 = arith.xori %lch11, %v74 : index
        %v76 = arith.addi %rowB9, %v73 : index
        %v77 = arith.muli %c0, %c64 : index
        %v78 = arith.muli %v75, %c8 : index
        %v79 = arith.addi %v77, %v78 : index
        amdgpu.gather_to_lds %Bb15[%v76, %v79], %Bs[%c0, %v72, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gB2")
        %v80 = arith.addi %wave4, %c24 : index
        %v81 = arith.muli %v80, %c8 : index
        %v82 = arith.addi %v81, %lrow10 : index
        %v83 = arith.remui %v82, %c8 : index
        %v84 = arith.xori %lch11, %v83 : index
        %v85 = arith.addi %rowB9, %v82 : index
        %v86 = arith.muli %c0, %c64 : index
        %v87 = arith.muli %v84, %c8 : index
        %v88 = arith.addi %v86, %v87 : index
        amdgpu.gather_to_lds %Bb15[%v85, %v88], %Bs[%c0, %v81, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gB3")
        %v89 = arith.addi %wave4, %c0 : index
        %v90 = arith.muli %v89, %c8 : index
        %v91 = arith.addi %v90, %lrow10 : index
        %v92 = arith.remui %v91, %c8 : index
        %v93 = arith.xori %lch11, %v92 : index
        %v94 = arith.addi %rowA8, %v91 : index
        %v95 = arith.muli %c1, %c64 : index
        %v96 = arith.muli %v93, %c8 : index
        %v97 = arith.addi %v95, %v96 : index
        amdgpu.gather_to_lds %Ab14[%v94, %v97], %As[%c1, %v90, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gA0")
        %v98 = arith.addi %wave4, %c8 : index
        %v99 = arith.muli %v98, %c8 : index
        %v100 = arith.addi %v99, %lrow10 : index
        %v101 = arith.remui %v100, %c8 : index
        %v102 = arith.xori %lch11, %v101 : index
        %v103 = arith.addi %rowA8, %v100 : index
        %v104 = arith.muli %c1, %c64 : index
        %v105 = arith.muli %v102, %c8 : index
        %v106 = arith.addi %v104, %v105 : index
        amdgpu.gather_to_lds %Ab14[%v103, %v106], %As[%c1, %v99, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gA1")
        %v107 = arith.addi %wave4, %c16 : index
        %v108 = arith.muli %v107, %c8 : index
        %v109 = arith.addi %v108, %lrow10 : index
        %v110 = arith.remui %v109, %c8 : index
        %v111 = arith.xori %lch11, %v110 : index
        %v112 = arith.addi %rowA8, %v109 : index
        %v113 = arith.muli %c1, %c64 : index
        %v114 = arith.muli %v111, %c8 : index
        %v115 = arith.addi %v113, %v114 : index
        amdgpu.gather_to_lds %Ab14[%v112, %v115], %As[%c1, %v108, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gA2")
        %v116 = arith.addi %wave4, %c24 : index
        %v117 = arith.muli %v116, %c8 : index
        %v118 = arith.addi %v117, %lrow10 : index
        %v119 = arith.remui %v118, %c8 : index
        %v120 = arith.xori %lch11, %v119 : index
        %v121 = arith.addi %rowA8, %v118 : index
        %v122 = arith.muli %c1, %c64 : index
        %v123 = arith.muli %v120, %c8 : index
        %v124 = arith.addi %v122, %v123 : index
        amdgpu.gather_to_lds %Ab14[%v121, %v124], %As[%c1, %v117, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gA3")
        %v125 = arith.addi %wave4, %c0 : index
        %v126 = arith.muli %v125, %c8 : index
        %v127 = arith.addi %v126, %lrow10 : index
        %v128 = arith.remui %v127, %c8 : index
        %v129 = arith.xori %lch11, %v128 : index
        %v130 = arith.addi %rowB9, %v127 : index
        %v131 = arith.muli %c1, %c64 : index
        %v132 = arith.muli %v129, %c8 : index
        %v133 = arith.addi %v131, %v132 : index
        amdgpu.gather_to_lds %Bb15[%v130, %v133], %Bs[%c1, %v126, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gB0")
        %v134 = arith.addi %wave4, %c8 : index
        %v135 = arith.muli %v134, %c8 : index
        %v136 = arith.addi %v135, %lrow10 : index
        %v137 = arith.remui %v136, %c8 : index
        %v138 = arith.xori %lch11, %v137 : index
        %v139 = arith.addi %rowB9, %v136 : index
        %v140 = arith.muli %c1, %c64 : index
        %v141 = arith.muli %v138, %c8 : index
        %v142 = arith.addi %v140, %v141 : index
        amdgpu.gather_to_lds %Bb15[%v139, %v142], %Bs[%c1, %v135, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gB1")
        %v143 = arith.addi %wave4, %c16 : index
        %v144 = arith.muli %v143, %c8 : index
        %v145 = arith.addi %v144, %lrow10 : index
        %v146 = arith.remui %v145, %c8 : index
        %v147 = arith.xori %lch11, %v146 : index
        %v148 = arith.addi %rowB9, %v145 : index
        %v149 = arith.muli %c1, %c64 : index
        %v150 = arith.muli %v147, %c8 : index
        %v151 = arith.addi %v149, %v150 : index
        amdgpu.gather_to_lds %Bb15[%v148, %v151], %Bs[%c1, %v144, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gB2")
        %v152 = arith.addi %wave4, %c24 : index
        %v153 = arith.muli %v152, %c8 : index
        %v154 = arith.addi %v153, %lrow10 : index
        %v155 = arith.remui %v154, %c8 : index
        %v156 = arith.xori %lch11, %v155 : index
        %v157 = arith.addi %rowB9, %v154 : index
        %v158 = arith.muli %c1, %c64 : index
        %v159 = arith.muli %v156, %c8 : index
        %v160 = arith.addi %v158, %v159 : index
        amdgpu.gather_to_lds %Bb15[%v157, %v160], %Bs[%c1, %v153, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gB3")
        // steady state
        %c126 = arith.constant 126 : index
        %res161:32 = scf.for %k = %c0 to %c126 step %c1 iter_args(%acc0 = %zero16, %acc1 = %zero16, %acc2 = %zero16, %acc3 = %zero16, %acc4 = %zero16, %acc5 = %zero16, %acc6 = %zero16, %acc7 = %zero16, %acc8 = %zero16, %acc9 = %zero16, %acc10 = %zero16, %acc11 = %zero16, %acc12 = %zero16, %acc13 = %zero16, %acc14 = %zero16, %acc15 = %zero16, %acc16 = %zero16, %acc17 = %zero16, %acc18 = %zero16, %acc19 = %zero16, %acc20 = %zero16, %acc21 = %zero16, %acc22 = %zero16, %acc23 = %zero16, %acc24 = %zero16, %acc25 = %zero16, %acc26 = %zero16, %acc27 = %zero16, %acc28 = %zero16, %acc29 = %zero16, %acc30 = %zero16, %acc31 = %zero16) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
          amdgpu.memory_counter_wait load(8)
          rocdl.s.barrier
          %kn162 = arith.addi %k, %c2 : index
          %c3 = arith.constant 3 : index
          %slotw163 = arith.remui %kn162, %c3 : index
          %slotr164 = arith.remui %k, %c3 : index
          %v165 = arith.addi %wave4, %c0 : index
          %v166 = arith.muli %v165, %c8 : index
          %v167 = arith.addi %v166, %lrow10 : index
          %v168 = arith.remui %v167, %c8 : index
          %v169 = arith.xori %lch11, %v168 : index
          %v170 = arith.addi %rowA8, %v167 : index
          %v171 = arith.muli %kn162, %c64 : index
          %v172 = arith.muli %v169, %c8 : index
          %v173 = arith.addi %v171, %v172 : index
          amdgpu.gather_to_lds %Ab14[%v170, %v173], %As[%slotw163, %v166, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gA0")
          %v174 = arith.addi %wave4, %c8 : index
          %v175 = arith.muli %v174, %c8 : index
          %v176 = arith.addi %v175, %lrow10 : index
          %v177 = arith.remui %v176, %c8 : index
          %v178 = arith.xori %lch11, %v177 : index
          %v179 = arith.addi %rowA8, %v176 : index
          %v180 = arith.muli %kn162, %c64 : index
          %v181 = arith.muli %v178, %c8 : index
          %v182 = arith.addi %v180, %v181 : index
          amdgpu.gather_to_lds %Ab14[%v179, %v182], %As[%slotw163, %v175, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gA1")
          %v183 = arith.addi %wave4, %c16 : index
          %v184 = arith.muli %v183, %c8 : index
          %v185 = arith.addi %v184, %lrow10 : index
          %v186 = arith.remui %v185, %c8 : index
          %v187 = arith.xori %lch11, %v186 : index
          %v188 = arith.addi %rowA8, %v185 : index
          %v189 = arith.muli %kn162, %c64 : index
          %v190 = arith.muli %v187, %c8 : index
          %v191 = arith.addi %v189, %v190 : index
          amdgpu.gather_to_lds %Ab14[%v188, %v191], %As[%slotw163, %v184, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gA2")
          %v192 = arith.addi %wave4, %c24 : index
          %v193 = arith.muli %v192, %c8 : index
          %v194 = arith.addi %v193, %lrow10 : index
          %v195 = arith.remui %v194, %c8 : index
          %v196 = arith.xori %lch11, %v195 : index
          %v197 = arith.addi %rowA8, %v194 : index
          %v198 = arith.muli %kn162, %c64 : index
          %v199 = arith.muli %v196, %c8 : index
          %v200 = arith.addi %v198, %v199 : index
          amdgpu.gather_to_lds %Ab14[%v197, %v200], %As[%slotw163, %v193, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gA3")
          %v201 = arith.addi %wave4, %c0 : index
          %v202 = arith.muli %v201, %c8 : index
          %v203 = arith.addi %v202, %lrow10 : index
          %v204 = arith.remui %v203, %c8 : index
          %v205 = arith.xori %lch11, %v204 : index
          %v206 = arith.addi %rowB9, %v203 : index
          %v207 = arith.muli %kn162, %c64 : index
          %v208 = arith.muli %v205, %c8 : index
          %v209 = arith.addi %v207, %v208 : index
          amdgpu.gather_to_lds %Bb15[%v206, %v209], %Bs[%slotw163, %v202, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gB0")
          %v210 = arith.addi %wave4, %c8 : index
          %v211 = arith.muli %v210, %c8 : index
          %v212 = arith.addi %v211, %lrow10 : index
          %v213 = arith.remui %v212, %c8 : index
          %v214 = arith.xori %lch11, %v213 : index
          %v215 = arith.addi %rowB9, %v212 : index
          %v216 = arith.muli %kn162, %c64 : index
          %v217 = arith.muli %v214, %c8 : index
          %v218 = arith.addi %v216, %v217 : index
          amdgpu.gather_to_lds %Bb15[%v215, %v218], %Bs[%slotw163, %v211, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gB1")
          %v219 = arith.addi %wave4, %c16 : index
          %v220 = arith.muli %v219, %c8 : index
          %v221 = arith.addi %v220, %lrow10 : index
          %v222 = arith.remui %v221, %c8 : index
          %v223 = arith.xori %lch11, %v222 : index
          %v224 = arith.addi %rowB9, %v221 : index
          %v225 = arith.muli %kn162, %c64 : index
          %v226 = arith.muli %v223, %c8 : index
          %v227 = arith.addi %v225, %v226 : index
          amdgpu.gather_to_lds %Bb15[%v224, %v227], %Bs[%slotw163, %v220, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gB2")
          %v228 = arith.addi %wave4, %c24 : index
          %v229 = arith.muli %v228, %c8 : index
          %v230 = arith.addi %v229, %lrow10 : index
          %v231 = arith.remui %v230, %c8 : index
          %v232 = arith.xori %lch11, %v231 : index
          %v233 = arith.addi %rowB9, %v230 : index
          %v234 = arith.muli %kn162, %c64 : index
          %v235 = arith.muli %v232, %c8 : index
          %v236 = arith.addi %v234, %v235 : index
          amdgpu.gather_to_lds %Bb15[%v233, %v236], %Bs[%slotw163, %v229, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<3x256x64xbf16, #gpu.address_space<workgroup>> loc("gB3")
          %v237 = arith.muli %wm6, %c64 : index
          %v238 = arith.addi %v237, %c0 : index
          %v239 = arith.addi %v238, %l1612 : index
          %v240 = arith.addi %lq13, %c0 : index
          %v241 = arith.remui %v239, %c8 : index
          %v242 = arith.xori %v240, %v241 : index
          %v243 = arith.muli %v242, %c8 : index
          %a244 = vector.load %As[%slotr164, %v239, %v243] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh0")
          %v245 = arith.muli %wm6, %c64 : index
          %v246 = arith.addi %v245, %c0 : index
          %v247 = arith.addi %v246, %l1612 : index
          %c4 = arith.constant 4 : index
          %v248 = arith.addi %lq13, %c4 : index
          %v249 = arith.remui %v247, %c8 : index
          %v250 = arith.xori %v248, %v249 : index
          %v251 = arith.muli %v250, %c8 : index
          %a252 = vector.load %As[%slotr164, %v247, %v251] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh1")
          %v253 = arith.muli %wm6, %c64 : index
          %v254 = arith.addi %v253, %c16 : index
          %v255 = arith.addi %v254, %l1612 : index
          %v256 = arith.addi %lq13, %c0 : index
          %v257 = arith.remui %v255, %c8 : index
          %v258 = arith.xori %v256, %v257 : index
          %v259 = arith.muli %v258, %c8 : index
          %a260 = vector.load %As[%slotr164, %v255, %v259] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh0")
          %v261 = arith.muli %wm6, %c64 : index
          %v262 = arith.addi %v261, %c16 : index
          %v263 = arith.addi %v262, %l1612 : index
          %v264 = arith.addi %lq13, %c4 : index
          %v265 = arith.remui %v263, %c8 : index
          %v266 = arith.xori %v264, %v265 : index
          %v267 = arith.muli %v266, %c8 : index
          %a268 = vector.load %As[%slotr164, %v263, %v267] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh1")
          %v269 = arith.muli %wm6, %c64 : index
          %c32 = arith.constant 32 : index
          %v270 = arith.addi %v269, %c32 : index
          %v271 = arith.addi %v270, %l1612 : index
          %v272 = arith.addi %lq13, %c0 : index
          %v273 = arith.remui %v271, %c8 : index
          %v274 = arith.xori %v272, %v273 : index
          %v275 = arith.muli %v274, %c8 : index
          %a276 = vector.load %As[%slotr164, %v271, %v275] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh0")
          %v277 = arith.muli %wm6, %c64 : index
          %v278 = arith.addi %v277, %c32 : index
          %v279 = arith.addi %v278, %l1612 : index
          %v280 = arith.addi %lq13, %c4 : index
          %v281 = arith.remui %v279, %c8 : index
          %v282 = arith.xori %v280, %v281 : index
          %v283 = arith.muli %v282, %c8 : index
          %a284 = vector.load %As[%slotr164, %v279, %v283] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh1")
          %v285 = arith.muli %wm6, %c64 : index
          %c48 = arith.constant 48 : index
          %v286 = arith.addi %v285, %c48 : index
          %v287 = arith.addi %v286, %l1612 : index
          %v288 = arith.addi %lq13, %c0 : index
          %v289 = arith.remui %v287, %c8 : index
          %v290 = arith.xori %v288, %v289 : index
          %v291 = arith.muli %v290, %c8 : index
          %a292 = vector.load %As[%slotr164, %v287, %v291] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh0")
          %v293 = arith.muli %wm6, %c64 : index
          %v294 = arith.addi %v293, %c48 : index
          %v295 = arith.addi %v294, %l1612 : index
          %v296 = arith.addi %lq13, %c4 : index
          %v297 = arith.remui %v295, %c8 : index
          %v298 = arith.xori %v296, %v297 : index
          %v299 = arith.muli %v298, %c8 : index
          %a300 = vector.load %As[%slotr164, %v295, %v299] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh1")
          %c128 = arith.constant 128 : index
          %v301 = arith.muli %wn7, %c128 : index
          %v302 = arith.addi %v301, %c0 : index
          %v303 = arith.addi %v302, %l1612 : index
          %v304 = arith.addi %lq13, %c0 : index
          %v305 = arith.remui %v303, %c8 : index
          %v306 = arith.xori %v304, %v305 : index
          %v307 = arith.muli %v306, %c8 : index
          %b308 = vector.load %Bs[%slotr164, %v303, %v307] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh0")
          %v309 = arith.muli %wn7, %c128 : index
          %v310 = arith.addi %v309, %c0 : index
          %v311 = arith.addi %v310, %l1612 : index
          %v312 = arith.addi %lq13, %c4 : index
          %v313 = arith.remui %v311, %c8 : index
          %v314 = arith.xori %v312, %v313 : index
          %v315 = arith.muli %v314, %c8 : index
          %b316 = vector.load %Bs[%slotr164, %v311, %v315] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh1")
          %v317 = arith.muli %wn7, %c128 : index
          %v318 = arith.addi %v317, %c16 : index
          %v319 = arith.addi %v318, %l1612 : index
          %v320 = arith.addi %lq13, %c0 : index
          %v321 = arith.remui %v319, %c8 : index
          %v322 = arith.xori %v320, %v321 : index
          %v323 = arith.muli %v322, %c8 : index
          %b324 = vector.load %Bs[%slotr164, %v319, %v323] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh0")
          %v325 = arith.muli %wn7, %c128 : index
          %v326 = arith.addi %v325, %c16 : index
          %v327 = arith.addi %v326, %l1612 : index
          %v328 = arith.addi %lq13, %c4 : index
          %v329 = arith.remui %v327, %c8 : index
          %v330 = arith.xori %v328, %v329 : index
          %v331 = arith.muli %v330, %c8 : index
          %b332 = vector.load %Bs[%slotr164, %v327, %v331] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh1")
          %v333 = arith.muli %wn7, %c128 : index
          %v334 = arith.addi %v333, %c32 : index
          %v335 = arith.addi %v334, %l1612 : index
          %v336 = arith.addi %lq13, %c0 : index
          %v337 = arith.remui %v335, %c8 : index
          %v338 = arith.xori %v336, %v337 : index
          %v339 = arith.muli %v338, %c8 : index
          %b340 = vector.load %Bs[%slotr164, %v335, %v339] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh0")
          %v341 = arith.muli %wn7, %c128 : index
          %v342 = arith.addi %v341, %c32 : index
          %v343 = arith.addi %v342, %l1612 : index
          %v344 = arith.addi %lq13, %c4 : index
          %v345 = arith.remui %v343, %c8 : index
          %v346 = arith.xori %v344, %v345 : index
          %v347 = arith.muli %v346, %c8 : index
          %b348 = vector.load %Bs[%slotr164, %v343, %v347] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh1")
          %v349 = arith.muli %wn7, %c128 : index
          %v350 = arith.addi %v349, %c48 : index
          %v351 = arith.addi %v350, %l1612 : index
          %v352 = arith.addi %lq13, %c0 : index
          %v353 = arith.remui %v351, %c8 : index
          %v354 = arith.xori %v352, %v353 : index
          %v355 = arith.muli %v354, %c8 : index
          %b356 = vector.load %Bs[%slotr164, %v351, %v355] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh0")
          %v357 = arith.muli %wn7, %c128 : index
          %v358 = arith.addi %v357, %c48 : index
          %v359 = arith.addi %v358, %l1612 : index
          %v360 = arith.addi %lq13, %c4 : index
          %v361 = arith.remui %v359, %c8 : index
          %v362 = arith.xori %v360, %v361 : index
          %v363 = arith.muli %v362, %c8 : index
          %b364 = vector.load %Bs[%slotr164, %v359, %v363] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh1")
          %v365 = arith.muli %wn7, %c128 : index
          %v366 = arith.addi %v365, %c64 : index
          %v367 = arith.addi %v366, %l1612 : index
          %v368 = arith.addi %lq13, %c0 : index
          %v369 = arith.remui %v367, %c8 : index
          %v370 = arith.xori %v368, %v369 : index
          %v371 = arith.muli %v370, %c8 : index
          %b372 = vector.load %Bs[%slotr164, %v367, %v371] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j4_kh0")
          %v373 = arith.muli %wn7, %c128 : index
          %v374 = arith.addi %v373, %c64 : index
          %v375 = arith.addi %v374, %l1612 : index
          %v376 = arith.addi %lq13, %c4 : index
          %v377 = arith.remui %v375, %c8 : index
          %v378 = arith.xori %v376, %v377 : index
          %v379 = arith.muli %v378, %c8 : index
          %b380 = vector.load %Bs[%slotr164, %v375, %v379] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j4_kh1")
          %v381 = arith.muli %wn7, %c128 : index
          %c80 = arith.constant 80 : index
          %v382 = arith.addi %v381, %c80 : index
          %v383 = arith.addi %v382, %l1612 : index
          %v384 = arith.addi %lq13, %c0 : index
          %v385 = arith.remui %v383, %c8 : index
          %v386 = arith.xori %v384, %v385 : index
          %v387 = arith.muli %v386, %c8 : index
          %b388 = vector.load %Bs[%slotr164, %v383, %v387] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j5_kh0")
          %v389 = arith.muli %wn7, %c128 : index
          %v390 = arith.addi %v389, %c80 : index
          %v391 = arith.addi %v390, %l1612 : index
          %v392 = arith.addi %lq13, %c4 : index
          %v393 = arith.remui %v391, %c8 : index
          %v394 = arith.xori %v392, %v393 : index
          %v395 = arith.muli %v394, %c8 : index
          %b396 = vector.load %Bs[%slotr164, %v391, %v395] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j5_kh1")
          %v397 = arith.muli %wn7, %c128 : index
          %c96 = arith.constant 96 : index
          %v398 = arith.addi %v397, %c96 : index
          %v399 = arith.addi %v398, %l1612 : index
          %v400 = arith.addi %lq13, %c0 : index
          %v401 = arith.remui %v399, %c8 : index
          %v402 = arith.xori %v400, %v401 : index
          %v403 = arith.muli %v402, %c8 : index
          %b404 = vector.load %Bs[%slotr164, %v399, %v403] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j6_kh0")
          %v405 = arith.muli %wn7, %c128 : index
          %v406 = arith.addi %v405, %c96 : index
          %v407 = arith.addi %v406, %l1612 : index
          %v408 = arith.addi %lq13, %c4 : index
          %v409 = arith.remui %v407, %c8 : index
          %v410 = arith.xori %v408, %v409 : index
          %v411 = arith.muli %v410, %c8 : index
          %b412 = vector.load %Bs[%slotr164, %v407, %v411] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j6_kh1")
          %v413 = arith.muli %wn7, %c128 : index
          %c112 = arith.constant 112 : index
          %v414 = arith.addi %v413, %c112 : index
          %v415 = arith.addi %v414, %l1612 : index
          %v416 = arith.addi %lq13, %c0 : index
          %v417 = arith.remui %v415, %c8 : index
          %v418 = arith.xori %v416, %v417 : index
          %v419 = arith.muli %v418, %c8 : index
          %b420 = vector.load %Bs[%slotr164, %v415, %v419] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j7_kh0")
          %v421 = arith.muli %wn7, %c128 : index
          %v422 = arith.addi %v421, %c112 : index
          %v423 = arith.addi %v422, %l1612 : index
          %v424 = arith.addi %lq13, %c4 : index
          %v425 = arith.remui %v423, %c8 : index
          %v426 = arith.xori %v424, %v425 : index
          %v427 = arith.muli %v426, %c8 : index
          %b428 = vector.load %Bs[%slotr164, %v423, %v427] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j7_kh1")
          %d429 = amdgpu.mfma 16x16x32 %a244 * %b308 + %acc0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j0")
          %d430 = amdgpu.mfma 16x16x32 %a244 * %b324 + %acc1 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j1")
          %d431 = amdgpu.mfma 16x16x32 %a244 * %b340 + %acc2 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j2")
          %d432 = amdgpu.mfma 16x16x32 %a244 * %b356 + %acc3 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j3")
          %d433 = amdgpu.mfma 16x16x32 %a244 * %b372 + %acc4 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j4")
          %d434 = amdgpu.mfma 16x16x32 %a244 * %b388 + %acc5 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j5")
          %d435 = amdgpu.mfma 16x16x32 %a244 * %b404 + %acc6 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j6")
          %d436 = amdgpu.mfma 16x16x32 %a244 * %b420 + %acc7 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j7")
          %d437 = amdgpu.mfma 16x16x32 %a260 * %b308 + %acc8 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j0")
          %d438 = amdgpu.mfma 16x16x32 %a260 * %b324 + %acc9 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j1")
          %d439 = amdgpu.mfma 16x16x32 %a260 * %b340 + %acc10 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j2")
          %d440 = amdgpu.mfma 16x16x32 %a260 * %b356 + %acc11 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j3")
          %d441 = amdgpu.mfma 16x16x32 %a260 * %b372 + %acc12 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j4")
          %d442 = amdgpu.mfma 16x16x32 %a260 * %b388 + %acc13 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j5")
          %d443 = amdgpu.mfma 16x16x32 %a260 * %b404 + %acc14 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j6")
          %d444 = amdgpu.mfma 16x16x32 %a260 * %b420 + %acc15 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j7")
          %d445 = amdgpu.mfma 16x16x32 %a276 * %b308 + %acc16 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j0")
          %d446 = amdgpu.mfma 16x16x32 %a276 * %b324 + %acc17 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j1")
          %d447 = amdgpu.mfma 16x16x32 %a276 * %b340 + %acc18 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j2")
          %d448 = amdgpu.mfma 16x16x32 %a276 * %b356 + %acc19 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j3")
          %d449 = amdgpu.mfma 16x16x32 %a276 * %b372 + %acc20 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j4")
          %d450 = amdgpu.mfma 16x16x32 %a276 * %b388 + %acc21 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j5")
          %d451 = amdgpu.mfma 16x16x32 %a276 * %b404 + %acc22 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j6")
          %d452 = amdgpu.mfma 16x16x32 %a276 * %b420 + %acc23 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j7")
          %d453 = amdgpu.mfma 16x16x32 %a292 * %b308 + %acc24 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j0")
          %d454 = amdgpu.mfma 16x16x32 %a292 * %b324 + %acc25 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j1")
          %d455 = amdgpu.mfma 16x16x32 %a292 * %b340 + %acc26 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j2")
          %d456 = amdgpu.mfma 16x16x32 %a292 * %b356 + %acc27 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j3")
          %d457 = amdgpu.mfma 16x16x32 %a292 * %b372 + %acc28 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j4")
          %d458 = amdgpu.mfma 16x16x32 %a292 * %b388 + %acc29 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j5")
          %d459 = amdgpu.mfma 16x16x32 %a292 * %b404 + %acc30 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j6")
          %d460 = amdgpu.mfma 16x16x32 %a292 * %b420 + %acc31 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j7")
          %d461 = amdgpu.mfma 16x16x32 %a252 * %b316 + %d429 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j0")
          %d462 = amdgpu.mfma 16x16x32 %a252 * %b332 + %d430 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j1")
          %d463 = amdgpu.mfma 16x16x32 %a252 * %b348 + %d431 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j2")
          %d464 = amdgpu.mfma 16x16x32 %a252 * %b364 + %d432 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j3")
          %d465 = amdgpu.mfma 16x16x32 %a252 * %b380 + %d433 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j4")
          %d466 = amdgpu.mfma 16x16x32 %a252 * %b396 + %d434 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j5")
          %d467 = amdgpu.mfma 16x16x32 %a252 * %b412 + %d435 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j6")
          %d468 = amdgpu.mfma 16x16x32 %a252 * %b428 + %d436 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j7")
          %d469 = amdgpu.mfma 16x16x32 %a268 * %b316 + %d437 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j0")
          %d470 = amdgpu.mfma 16x16x32 %a268 * %b332 + %d438 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j1")
          %d471 = amdgpu.mfma 16x16x32 %a268 * %b348 + %d439 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j2")
          %d472 = amdgpu.mfma 16x16x32 %a268 * %b364 + %d440 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j3")
          %d473 = amdgpu.mfma 16x16x32 %a268 * %b380 + %d441 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j4")
          %d474 = amdgpu.mfma 16x16x32 %a268 * %b396 + %d442 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j5")
          %d475 = amdgpu.mfma 16x16x32 %a268 * %b412 + %d443 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j6")
          %d476 = amdgpu.mfma 16x16x32 %a268 * %b428 + %d444 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j7")
          %d477 = amdgpu.mfma 16x16x32 %a284 * %b316 + %d445 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j0")
          %d478 = amdgpu.mfma 16x16x32 %a284 * %b332 + %d446 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j1")
          %d479 = amdgpu.mfma 16x16x32 %a284 * %b348 + %d447 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j2")
          %d480 = amdgpu.mfma 16x16x32 %a284 * %b364 + %d448 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j3")
          %d481 = amdgpu.mfma 16x16x32 %a284 * %b380 + %d449 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j4")
          %d482 = amdgpu.mfma 16x16x32 %a284 * %b396 + %d450 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j5")
          %d483 = amdgpu.mfma 16x16x32 %a284 * %b412 + %d451 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j6")
          %d484 = amdgpu.mfma 16x16x32 %a284 * %b428 + %d452 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j7")
          %d485 = amdgpu.mfma 16x16x32 %a300 * %b316 + %d453 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j0")
          %d486 = amdgpu.mfma 16x16x32 %a300 * %b332 + %d454 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j1")
          %d487 = amdgpu.mfma 16x16x32 %a300 * %b348 + %d455 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j2")
          %d488 = amdgpu.mfma 16x16x32 %a300 * %b364 + %d456 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j3")
          %d489 = amdgpu.mfma 16x16x32 %a300 * %b380 + %d457 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j4")
          %d490 = amdgpu.mfma 16x16x32 %a300 * %b396 + %d458 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j5")
          %d491 = amdgpu.mfma 16x16x32 %a300 * %b412 + %d459 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j6")
          %d492 = amdgpu.mfma 16x16x32 %a300 * %b428 + %d460 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j7")
          scf.yield %d461, %d462, %d463, %d464, %d465, %d466, %d467, %d468, %d469, %d470, %d471, %d472, %d473, %d474, %d475, %d476, %d477, %d478, %d479, %d480, %d481, %d482, %d483, %d484, %d485, %d486, %d487, %d488, %d489, %d490, %d491, %d492 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
        }
        // epilogue
        amdgpu.memory_counter_wait load(8)
        rocdl.s.barrier
        %v493 = arith.muli %wm6, %c64 : index
        %v494 = arith.addi %v493, %c0 : index
        %v495 = arith.addi %v494, %l1612 : index
        %v496 = arith.addi %lq13, %c0 : index
        %v497 = arith.remui %v495, %c8 : index
        %v498 = arith.xori %v496, %v497 : index
        %v499 = arith.muli %v498, %c8 : index
        %a500 = vector.load %As[%c0, %v495, %v499] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh0")
        %v501 = arith.muli %wm6, %c64 : index
        %v502 = arith.addi %v501, %c0 : index
        %v503 = arith.addi %v502, %l1612 : index
        %c4 = arith.constant 4 : index
        %v504 = arith.addi %lq13, %c4 : index
        %v505 = arith.remui %v503, %c8 : index
        %v506 = arith.xori %v504, %v505 : index
        %v507 = arith.muli %v506, %c8 : index
        %a508 = vector.load %As[%c0, %v503, %v507] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh1")
        %v509 = arith.muli %wm6, %c64 : index
        %v510 = arith.addi %v509, %c16 : index
        %v511 = arith.addi %v510, %l1612 : index
        %v512 = arith.addi %lq13, %c0 : index
        %v513 = arith.remui %v511, %c8 : index
        %v514 = arith.xori %v512, %v513 : index
        %v515 = arith.muli %v514, %c8 : index
        %a516 = vector.load %As[%c0, %v511, %v515] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh0")
        %v517 = arith.muli %wm6, %c64 : index
        %v518 = arith.addi %v517, %c16 : index
        %v519 = arith.addi %v518, %l1612 : index
        %v520 = arith.addi %lq13, %c4 : index
        %v521 = arith.remui %v519, %c8 : index
        %v522 = arith.xori %v520, %v521 : index
        %v523 = arith.muli %v522, %c8 : index
        %a524 = vector.load %As[%c0, %v519, %v523] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh1")
        %v525 = arith.muli %wm6, %c64 : index
        %c32 = arith.constant 32 : index
        %v526 = arith.addi %v525, %c32 : index
        %v527 = arith.addi %v526, %l1612 : index
        %v528 = arith.addi %lq13, %c0 : index
        %v529 = arith.remui %v527, %c8 : index
        %v530 = arith.xori %v528, %v529 : index
        %v531 = arith.muli %v530, %c8 : index
        %a532 = vector.load %As[%c0, %v527, %v531] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh0")
        %v533 = arith.muli %wm6, %c64 : index
        %v534 = arith.addi %v533, %c32 : index
        %v535 = arith.addi %v534, %l1612 : index
        %v536 = arith.addi %lq13, %c4 : index
        %v537 = arith.remui %v535, %c8 : index
        %v538 = arith.xori %v536, %v537 : index
        %v539 = arith.muli %v538, %c8 : index
        %a540 = vector.load %As[%c0, %v535, %v539] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh1")
        %v541 = arith.muli %wm6, %c64 : index
        %c48 = arith.constant 48 : index
        %v542 = arith.addi %v541, %c48 : index
        %v543 = arith.addi %v542, %l1612 : index
        %v544 = arith.addi %lq13, %c0 : index
        %v545 = arith.remui %v543, %c8 : index
        %v546 = arith.xori %v544, %v545 : index
        %v547 = arith.muli %v546, %c8 : index
        %a548 = vector.load %As[%c0, %v543, %v547] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh0")
        %v549 = arith.muli %wm6, %c64 : index
        %v550 = arith.addi %v549, %c48 : index
        %v551 = arith.addi %v550, %l1612 : index
        %v552 = arith.addi %lq13, %c4 : index
        %v553 = arith.remui %v551, %c8 : index
        %v554 = arith.xori %v552, %v553 : index
        %v555 = arith.muli %v554, %c8 : index
        %a556 = vector.load %As[%c0, %v551, %v555] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh1")
        %c128 = arith.constant 128 : index
        %v557 = arith.muli %wn7, %c128 : index
        %v558 = arith.addi %v557, %c0 : index
        %v559 = arith.addi %v558, %l1612 : index
        %v560 = arith.addi %lq13, %c0 : index
        %v561 = arith.remui %v559, %c8 : index
        %v562 = arith.xori %v560, %v561 : index
        %v563 = arith.muli %v562, %c8 : index
        %b564 = vector.load %Bs[%c0, %v559, %v563] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh0")
        %v565 = arith.muli %wn7, %c128 : index
        %v566 = arith.addi %v565, %c0 : index
        %v567 = arith.addi %v566, %l1612 : index
        %v568 = arith.addi %lq13, %c4 : index
        %v569 = arith.remui %v567, %c8 : index
        %v570 = arith.xori %v568, %v569 : index
        %v571 = arith.muli %v570, %c8 : index
        %b572 = vector.load %Bs[%c0, %v567, %v571] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh1")
        %v573 = arith.muli %wn7, %c128 : index
        %v574 = arith.addi %v573, %c16 : index
        %v575 = arith.addi %v574, %l1612 : index
        %v576 = arith.addi %lq13, %c0 : index
        %v577 = arith.remui %v575, %c8 : index
        %v578 = arith.xori %v576, %v577 : index
        %v579 = arith.muli %v578, %c8 : index
        %b580 = vector.load %Bs[%c0, %v575, %v579] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh0")
        %v581 = arith.muli %wn7, %c128 : index
        %v582 = arith.addi %v581, %c16 : index
        %v583 = arith.addi %v582, %l1612 : index
        %v584 = arith.addi %lq13, %c4 : index
        %v585 = arith.remui %v583, %c8 : index
        %v586 = arith.xori %v584, %v585 : index
        %v587 = arith.muli %v586, %c8 : index
        %b588 = vector.load %Bs[%c0, %v583, %v587] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh1")
        %v589 = arith.muli %wn7, %c128 : index
        %v590 = arith.addi %v589, %c32 : index
        %v591 = arith.addi %v590, %l1612 : index
        %v592 = arith.addi %lq13, %c0 : index
        %v593 = arith.remui %v591, %c8 : index
        %v594 = arith.xori %v592, %v593 : index
        %v595 = arith.muli %v594, %c8 : index
        %b596 = vector.load %Bs[%c0, %v591, %v595] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh0")
        %v597 = arith.muli %wn7, %c128 : index
        %v598 = arith.addi %v597, %c32 : index
        %v599 = arith.addi %v598, %l1612 : index
        %v600 = arith.addi %lq13, %c4 : index
        %v601 = arith.remui %v599, %c8 : index
        %v602 = arith.xori %v600, %v601 : index
        %v603 = arith.muli %v602, %c8 : index
        %b604 = vector.load %Bs[%c0, %v599, %v603] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh1")
        %v605 = arith.muli %wn7, %c128 : index
        %v606 = arith.addi %v605, %c48 : index
        %v607 = arith.addi %v606, %l1612 : index
        %v608 = arith.addi %lq13, %c0 : index
        %v609 = arith.remui %v607, %c8 : index
        %v610 = arith.xori %v608, %v609 : index
        %v611 = arith.muli %v610, %c8 : index
        %b612 = vector.load %Bs[%c0, %v607, %v611] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh0")
        %v613 = arith.muli %wn7, %c128 : index
        %v614 = arith.addi %v613, %c48 : index
        %v615 = arith.addi %v614, %l1612 : index
        %v616 = arith.addi %lq13, %c4 : index
        %v617 = arith.remui %v615, %c8 : index
        %v618 = arith.xori %v616, %v617 : index
        %v619 = arith.muli %v618, %c8 : index
        %b620 = vector.load %Bs[%c0, %v615, %v619] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh1")
        %v621 = arith.muli %wn7, %c128 : index
        %v622 = arith.addi %v621, %c64 : index
        %v623 = arith.addi %v622, %l1612 : index
        %v624 = arith.addi %lq13, %c0 : index
        %v625 = arith.remui %v623, %c8 : index
        %v626 = arith.xori %v624, %v625 : index
        %v627 = arith.muli %v626, %c8 : index
        %b628 = vector.load %Bs[%c0, %v623, %v627] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j4_kh0")
        %v629 = arith.muli %wn7, %c128 : index
        %v630 = arith.addi %v629, %c64 : index
        %v631 = arith.addi %v630, %l1612 : index
        %v632 = arith.addi %lq13, %c4 : index
        %v633 = arith.remui %v631, %c8 : index
        %v634 = arith.xori %v632, %v633 : index
        %v635 = arith.muli %v634, %c8 : index
        %b636 = vector.load %Bs[%c0, %v631, %v635] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j4_kh1")
        %v637 = arith.muli %wn7, %c128 : index
        %c80 = arith.constant 80 : index
        %v638 = arith.addi %v637, %c80 : index
        %v639 = arith.addi %v638, %l1612 : index
        %v640 = arith.addi %lq13, %c0 : index
        %v641 = arith.remui %v639, %c8 : index
        %v642 = arith.xori %v640, %v641 : index
        %v643 = arith.muli %v642, %c8 : index
        %b644 = vector.load %Bs[%c0, %v639, %v643] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j5_kh0")
        %v645 = arith.muli %wn7, %c128 : index
        %v646 = arith.addi %v645, %c80 : index
        %v647 = arith.addi %v646, %l1612 : index
        %v648 = arith.addi %lq13, %c4 : index
        %v649 = arith.remui %v647, %c8 : index
        %v650 = arith.xori %v648, %v649 : index
        %v651 = arith.muli %v650, %c8 : index
        %b652 = vector.load %Bs[%c0, %v647, %v651] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j5_kh1")
        %v653 = arith.muli %wn7, %c128 : index
        %c96 = arith.constant 96 : index
        %v654 = arith.addi %v653, %c96 : index
        %v655 = arith.addi %v654, %l1612 : index
        %v656 = arith.addi %lq13, %c0 : index
        %v657 = arith.remui %v655, %c8 : index
        %v658 = arith.xori %v656, %v657 : index
        %v659 = arith.muli %v658, %c8 : index
        %b660 = vector.load %Bs[%c0, %v655, %v659] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j6_kh0")
        %v661 = arith.muli %wn7, %c128 : index
        %v662 = arith.addi %v661, %c96 : index
        %v663 = arith.addi %v662, %l1612 : index
        %v664 = arith.addi %lq13, %c4 : index
        %v665 = arith.remui %v663, %c8 : index
        %v666 = arith.xori %v664, %v665 : index
        %v667 = arith.muli %v666, %c8 : index
        %b668 = vector.load %Bs[%c0, %v663, %v667] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j6_kh1")
        %v669 = arith.muli %wn7, %c128 : index
        %c112 = arith.constant 112 : index
        %v670 = arith.addi %v669, %c112 : index
        %v671 = arith.addi %v670, %l1612 : index
        %v672 = arith.addi %lq13, %c0 : index
        %v673 = arith.remui %v671, %c8 : index
        %v674 = arith.xori %v672, %v673 : index
        %v675 = arith.muli %v674, %c8 : index
        %b676 = vector.load %Bs[%c0, %v671, %v675] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j7_kh0")
        %v677 = arith.muli %wn7, %c128 : index
        %v678 = arith.addi %v677, %c112 : index
        %v679 = arith.addi %v678, %l1612 : index
        %v680 = arith.addi %lq13, %c4 : index
        %v681 = arith.remui %v679, %c8 : index
        %v682 = arith.xori %v680, %v681 : index
        %v683 = arith.muli %v682, %c8 : index
        %b684 = vector.load %Bs[%c0, %v679, %v683] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j7_kh1")
        %d685 = amdgpu.mfma 16x16x32 %a500 * %b564 + %res161#0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j0")
        %d686 = amdgpu.mfma 16x16x32 %a500 * %b580 + %res161#1 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j1")
        %d687 = amdgpu.mfma 16x16x32 %a500 * %b596 + %res161#2 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j2")
        %d688 = amdgpu.mfma 16x16x32 %a500 * %b612 + %res161#3 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j3")
        %d689 = amdgpu.mfma 16x16x32 %a500 * %b628 + %res161#4 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j4")
        %d690 = amdgpu.mfma 16x16x32 %a500 * %b644 + %res161#5 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j5")
        %d691 = amdgpu.mfma 16x16x32 %a500 * %b660 + %res161#6 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j6")
        %d692 = amdgpu.mfma 16x16x32 %a500 * %b676 + %res161#7 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j7")
        %d693 = amdgpu.mfma 16x16x32 %a516 * %b564 + %res161#8 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j0")
        %d694 = amdgpu.mfma 16x16x32 %a516 * %b580 + %res161#9 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j1")
        %d695 = amdgpu.mfma 16x16x32 %a516 * %b596 + %res161#10 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j2")
        %d696 = amdgpu.mfma 16x16x32 %a516 * %b612 + %res161#11 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j3")
        %d697 = amdgpu.mfma 16x16x32 %a516 * %b628 + %res161#12 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j4")
        %d698 = amdgpu.mfma 16x16x32 %a516 * %b644 + %res161#13 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j5")
        %d699 = amdgpu.mfma 16x16x32 %a516 * %b660 + %res161#14 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j6")
        %d700 = amdgpu.mfma 16x16x32 %a516 * %b676 + %res161#15 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j7")
        %d701 = amdgpu.mfma 16x16x32 %a532 * %b564 + %res161#16 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j0")
        %d702 = amdgpu.mfma 16x16x32 %a532 * %b580 + %res161#17 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j1")
        %d703 = amdgpu.mfma 16x16x32 %a532 * %b596 + %res161#18 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j2")
        %d704 = amdgpu.mfma 16x16x32 %a532 * %b612 + %res161#19 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j3")
        %d705 = amdgpu.mfma 16x16x32 %a532 * %b628 + %res161#20 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j4")
        %d706 = amdgpu.mfma 16x16x32 %a532 * %b644 + %res161#21 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j5")
        %d707 = amdgpu.mfma 16x16x32 %a532 * %b660 + %res161#22 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j6")
        %d708 = amdgpu.mfma 16x16x32 %a532 * %b676 + %res161#23 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j7")
        %d709 = amdgpu.mfma 16x16x32 %a548 * %b564 + %res161#24 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j0")
        %d710 = amdgpu.mfma 16x16x32 %a548 * %b580 + %res161#25 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j1")
        %d711 = amdgpu.mfma 16x16x32 %a548 * %b596 + %res161#26 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j2")
        %d712 = amdgpu.mfma 16x16x32 %a548 * %b612 + %res161#27 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j3")
        %d713 = amdgpu.mfma 16x16x32 %a548 * %b628 + %res161#28 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j4")
        %d714 = amdgpu.mfma 16x16x32 %a548 * %b644 + %res161#29 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j5")
        %d715 = amdgpu.mfma 16x16x32 %a548 * %b660 + %res161#30 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j6")
        %d716 = amdgpu.mfma 16x16x32 %a548 * %b676 + %res161#31 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j7")
        %d717 = amdgpu.mfma 16x16x32 %a508 * %b572 + %d685 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j0")
        %d718 = amdgpu.mfma 16x16x32 %a508 * %b588 + %d686 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j1")
        %d719 = amdgpu.mfma 16x16x32 %a508 * %b604 + %d687 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j2")
        %d720 = amdgpu.mfma 16x16x32 %a508 * %b620 + %d688 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j3")
        %d721 = amdgpu.mfma 16x16x32 %a508 * %b636 + %d689 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j4")
        %d722 = amdgpu.mfma 16x16x32 %a508 * %b652 + %d690 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j5")
        %d723 = amdgpu.mfma 16x16x32 %a508 * %b668 + %d691 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j6")
        %d724 = amdgpu.mfma 16x16x32 %a508 * %b684 + %d692 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j7")
        %d725 = amdgpu.mfma 16x16x32 %a524 * %b572 + %d693 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j0")
        %d726 = amdgpu.mfma 16x16x32 %a524 * %b588 + %d694 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j1")
        %d727 = amdgpu.mfma 16x16x32 %a524 * %b604 + %d695 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j2")
        %d728 = amdgpu.mfma 16x16x32 %a524 * %b620 + %d696 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j3")
        %d729 = amdgpu.mfma 16x16x32 %a524 * %b636 + %d697 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j4")
        %d730 = amdgpu.mfma 16x16x32 %a524 * %b652 + %d698 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j5")
        %d731 = amdgpu.mfma 16x16x32 %a524 * %b668 + %d699 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j6")
        %d732 = amdgpu.mfma 16x16x32 %a524 * %b684 + %d700 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j7")
        %d733 = amdgpu.mfma 16x16x32 %a540 * %b572 + %d701 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j0")
        %d734 = amdgpu.mfma 16x16x32 %a540 * %b588 + %d702 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j1")
        %d735 = amdgpu.mfma 16x16x32 %a540 * %b604 + %d703 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j2")
        %d736 = amdgpu.mfma 16x16x32 %a540 * %b620 + %d704 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j3")
        %d737 = amdgpu.mfma 16x16x32 %a540 * %b636 + %d705 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j4")
        %d738 = amdgpu.mfma 16x16x32 %a540 * %b652 + %d706 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j5")
        %d739 = amdgpu.mfma 16x16x32 %a540 * %b668 + %d707 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j6")
        %d740 = amdgpu.mfma 16x16x32 %a540 * %b684 + %d708 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j7")
        %d741 = amdgpu.mfma 16x16x32 %a556 * %b572 + %d709 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j0")
        %d742 = amdgpu.mfma 16x16x32 %a556 * %b588 + %d710 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j1")
        %d743 = amdgpu.mfma 16x16x32 %a556 * %b604 + %d711 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j2")
        %d744 = amdgpu.mfma 16x16x32 %a556 * %b620 + %d712 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j3")
        %d745 = amdgpu.mfma 16x16x32 %a556 * %b636 + %d713 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j4")
        %d746 = amdgpu.mfma 16x16x32 %a556 * %b652 + %d714 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j5")
        %d747 = amdgpu.mfma 16x16x32 %a556 * %b668 + %d715 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j6")
        %d748 = amdgpu.mfma 16x16x32 %a556 * %b684 + %d716 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j7")
        amdgpu.memory_counter_wait load(0)
        rocdl.s.barrier
        %v749 = arith.muli %wm6, %c64 : index
        %v750 = arith.addi %v749, %c0 : index
        %v751 = arith.addi %v750, %l1612 : index
        %v752 = arith.addi %lq13, %c0 : index
        %v753 = arith.remui %v751, %c8 : index
        %v754 = arith.xori %v752, %v753 : index
        %v755 = arith.muli %v754, %c8 : index
        %a756 = vector.load %As[%c1, %v751, %v755] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh0")
        %v757 = arith.muli %wm6, %c64 : index
        %v758 = arith.addi %v757, %c0 : index
        %v759 = arith.addi %v758, %l1612 : index
        %v760 = arith.addi %lq13, %c4 : index
        %v761 = arith.remui %v759, %c8 : index
        %v762 = arith.xori %v760, %v761 : index
        %v763 = arith.muli %v762, %c8 : index
        %a764 = vector.load %As[%c1, %v759, %v763] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh1")
        %v765 = arith.muli %wm6, %c64 : index
        %v766 = arith.addi %v765, %c16 : index
        %v767 = arith.addi %v766, %l1612 : index
        %v768 = arith.addi %lq13, %c0 : index
        %v769 = arith.remui %v767, %c8 : index
        %v770 = arith.xori %v768, %v769 : index
        %v771 = arith.muli %v770, %c8 : index
        %a772 = vector.load %As[%c1, %v767, %v771] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh0")
        %v773 = arith.muli %wm6, %c64 : index
        %v774 = arith.addi %v773, %c16 : index
        %v775 = arith.addi %v774, %l1612 : index
        %v776 = arith.addi %lq13, %c4 : index
        %v777 = arith.remui %v775, %c8 : index
        %v778 = arith.xori %v776, %v777 : index
        %v779 = arith.muli %v778, %c8 : index
        %a780 = vector.load %As[%c1, %v775, %v779] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh1")
        %v781 = arith.muli %wm6, %c64 : index
        %v782 = arith.addi %v781, %c32 : index
        %v783 = arith.addi %v782, %l1612 : index
        %v784 = arith.addi %lq13, %c0 : index
        %v785 = arith.remui %v783, %c8 : index
        %v786 = arith.xori %v784, %v785 : index
        %v787 = arith.muli %v786, %c8 : index
        %a788 = vector.load %As[%c1, %v783, %v787] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh0")
        %v789 = arith.muli %wm6, %c64 : index
        %v790 = arith.addi %v789, %c32 : index
        %v791 = arith.addi %v790, %l1612 : index
        %v792 = arith.addi %lq13, %c4 : index
        %v793 = arith.remui %v791, %c8 : index
        %v794 = arith.xori %v792, %v793 : index
        %v795 = arith.muli %v794, %c8 : index
        %a796 = vector.load %As[%c1, %v791, %v795] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh1")
        %v797 = arith.muli %wm6, %c64 : index
        %v798 = arith.addi %v797, %c48 : index
        %v799 = arith.addi %v798, %l1612 : index
        %v800 = arith.addi %lq13, %c0 : index
        %v801 = arith.remui %v799, %c8 : index
        %v802 = arith.xori %v800, %v801 : index
        %v803 = arith.muli %v802, %c8 : index
        %a804 = vector.load %As[%c1, %v799, %v803] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh0")
        %v805 = arith.muli %wm6, %c64 : index
        %v806 = arith.addi %v805, %c48 : index
        %v807 = arith.addi %v806, %l1612 : index
        %v808 = arith.addi %lq13, %c4 : index
        %v809 = arith.remui %v807, %c8 : index
        %v810 = arith.xori %v808, %v809 : index
        %v811 = arith.muli %v810, %c8 : index
        %a812 = vector.load %As[%c1, %v807, %v811] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh1")
        %v813 = arith.muli %wn7, %c128 : index
        %v814 = arith.addi %v813, %c0 : index
        %v815 = arith.addi %v814, %l1612 : index
        %v816 = arith.addi %lq13, %c0 : index
        %v817 = arith.remui %v815, %c8 : index
        %v818 = arith.xori %v816, %v817 : index
        %v819 = arith.muli %v818, %c8 : index
        %b820 = vector.load %Bs[%c1, %v815, %v819] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh0")
        %v821 = arith.muli %wn7, %c128 : index
        %v822 = arith.addi %v821, %c0 : index
        %v823 = arith.addi %v822, %l1612 : index
        %v824 = arith.addi %lq13, %c4 : index
        %v825 = arith.remui %v823, %c8 : index
        %v826 = arith.xori %v824, %v825 : index
        %v827 = arith.muli %v826, %c8 : index
        %b828 = vector.load %Bs[%c1, %v823, %v827] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh1")
        %v829 = arith.muli %wn7, %c128 : index
        %v830 = arith.addi %v829, %c16 : index
        %v831 = arith.addi %v830, %l1612 : index
        %v832 = arith.addi %lq13, %c0 : index
        %v833 = arith.remui %v831, %c8 : index
        %v834 = arith.xori %v832, %v833 : index
        %v835 = arith.muli %v834, %c8 : index
        %b836 = vector.load %Bs[%c1, %v831, %v835] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh0")
        %v837 = arith.muli %wn7, %c128 : index
        %v838 = arith.addi %v837, %c16 : index
        %v839 = arith.addi %v838, %l1612 : index
        %v840 = arith.addi %lq13, %c4 : index
        %v841 = arith.remui %v839, %c8 : index
        %v842 = arith.xori %v840, %v841 : index
        %v843 = arith.muli %v842, %c8 : index
        %b844 = vector.load %Bs[%c1, %v839, %v843] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh1")
        %v845 = arith.muli %wn7, %c128 : index
        %v846 = arith.addi %v845, %c32 : index
        %v847 = arith.addi %v846, %l1612 : index
        %v848 = arith.addi %lq13, %c0 : index
        %v849 = arith.remui %v847, %c8 : index
        %v850 = arith.xori %v848, %v849 : index
        %v851 = arith.muli %v850, %c8 : index
        %b852 = vector.load %Bs[%c1, %v847, %v851] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh0")
        %v853 = arith.muli %wn7, %c128 : index
        %v854 = arith.addi %v853, %c32 : index
        %v855 = arith.addi %v854, %l1612 : index
        %v856 = arith.addi %lq13, %c4 : index
        %v857 = arith.remui %v855, %c8 : index
        %v858 = arith.xori %v856, %v857 : index
        %v859 = arith.muli %v858, %c8 : index
        %b860 = vector.load %Bs[%c1, %v855, %v859] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh1")
        %v861 = arith.muli %wn7, %c128 : index
        %v862 = arith.addi %v861, %c48 : index
        %v863 = arith.addi %v862, %l1612 : index
        %v864 = arith.addi %lq13, %c0 : index
        %v865 = arith.remui %v863, %c8 : index
        %v866 = arith.xori %v864, %v865 : index
        %v867 = arith.muli %v866, %c8 : index
        %b868 = vector.load %Bs[%c1, %v863, %v867] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh0")
        %v869 = arith.muli %wn7, %c128 : index
        %v870 = arith.addi %v869, %c48 : index
        %v871 = arith.addi %v870, %l1612 : index
        %v872 = arith.addi %lq13, %c4 : index
        %v873 = arith.remui %v871, %c8 : index
        %v874 = arith.xori %v872, %v873 : index
        %v875 = arith.muli %v874, %c8 : index
        %b876 = vector.load %Bs[%c1, %v871, %v875] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh1")
        %v877 = arith.muli %wn7, %c128 : index
        %v878 = arith.addi %v877, %c64 : index
        %v879 = arith.addi %v878, %l1612 : index
        %v880 = arith.addi %lq13, %c0 : index
        %v881 = arith.remui %v879, %c8 : index
        %v882 = arith.xori %v880, %v881 : index
        %v883 = arith.muli %v882, %c8 : index
        %b884 = vector.load %Bs[%c1, %v879, %v883] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j4_kh0")
        %v885 = arith.muli %wn7, %c128 : index
        %v886 = arith.addi %v885, %c64 : index
        %v887 = arith.addi %v886, %l1612 : index
        %v888 = arith.addi %lq13, %c4 : index
        %v889 = arith.remui %v887, %c8 : index
        %v890 = arith.xori %v888, %v889 : index
        %v891 = arith.muli %v890, %c8 : index
        %b892 = vector.load %Bs[%c1, %v887, %v891] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j4_kh1")
        %v893 = arith.muli %wn7, %c128 : index
        %v894 = arith.addi %v893, %c80 : index
        %v895 = arith.addi %v894, %l1612 : index
        %v896 = arith.addi %lq13, %c0 : index
        %v897 = arith.remui %v895, %c8 : index
        %v898 = arith.xori %v896, %v897 : index
        %v899 = arith.muli %v898, %c8 : index
        %b900 = vector.load %Bs[%c1, %v895, %v899] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j5_kh0")
        %v901 = arith.muli %wn7, %c128 : index
        %v902 = arith.addi %v901, %c80 : index
        %v903 = arith.addi %v902, %l1612 : index
        %v904 = arith.addi %lq13, %c4 : index
        %v905 = arith.remui %v903, %c8 : index
        %v906 = arith.xori %v904, %v905 : index
        %v907 = arith.muli %v906, %c8 : index
        %b908 = vector.load %Bs[%c1, %v903, %v907] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j5_kh1")
        %v909 = arith.muli %wn7, %c128 : index
        %v910 = arith.addi %v909, %c96 : index
        %v911 = arith.addi %v910, %l1612 : index
        %v912 = arith.addi %lq13, %c0 : index
        %v913 = arith.remui %v911, %c8 : index
        %v914 = arith.xori %v912, %v913 : index
        %v915 = arith.muli %v914, %c8 : index
        %b916 = vector.load %Bs[%c1, %v911, %v915] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j6_kh0")
        %v917 = arith.muli %wn7, %c128 : index
        %v918 = arith.addi %v917, %c96 : index
        %v919 = arith.addi %v918, %l1612 : index
        %v920 = arith.addi %lq13, %c4 : index
        %v921 = arith.remui %v919, %c8 : index
        %v922 = arith.xori %v920, %v921 : index
        %v923 = arith.muli %v922, %c8 : index
        %b924 = vector.load %Bs[%c1, %v919, %v923] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j6_kh1")
        %v925 = arith.muli %wn7, %c128 : index
        %v926 = arith.addi %v925, %c112 : index
        %v927 = arith.addi %v926, %l1612 : index
        %v928 = arith.addi %lq13, %c0 : index
        %v929 = arith.remui %v927, %c8 : index
        %v930 = arith.xori %v928, %v929 : index
        %v931 = arith.muli %v930, %c8 : index
        %b932 = vector.load %Bs[%c1, %v927, %v931] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j7_kh0")
        %v933 = arith.muli %wn7, %c128 : index
        %v934 = arith.addi %v933, %c112 : index
        %v935 = arith.addi %v934, %l1612 : index
        %v936 = arith.addi %lq13, %c4 : index
        %v937 = arith.remui %v935, %c8 : index
        %v938 = arith.xori %v936, %v937 : index
        %v939 = arith.muli %v938, %c8 : index
        %b940 = vector.load %Bs[%c1, %v935, %v939] : memref<3x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j7_kh1")
        %d941 = amdgpu.mfma 16x16x32 %a756 * %b820 + %d717 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j0")
        %d942 = amdgpu.mfma 16x16x32 %a756 * %b836 + %d718 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j1")
        %d943 = amdgpu.mfma 16x16x32 %a756 * %b852 + %d719 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j2")
        %d944 = amdgpu.mfma 16x16x32 %a756 * %b868 + %d720 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j3")
        %d945 = amdgpu.mfma 16x16x32 %a756 * %b884 + %d721 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j4")
        %d946 = amdgpu.mfma 16x16x32 %a756 * %b900 + %d722 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j5")
        %d947 = amdgpu.mfma 16x16x32 %a756 * %b916 + %d723 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j6")
        %d948 = amdgpu.mfma 16x16x32 %a756 * %b932 + %d724 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j7")
        %d949 = amdgpu.mfma 16x16x32 %a772 * %b820 + %d725 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j0")
        %d950 = amdgpu.mfma 16x16x32 %a772 * %b836 + %d726 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j1")
        %d951 = amdgpu.mfma 16x16x32 %a772 * %b852 + %d727 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j2")
        %d952 = amdgpu.mfma 16x16x32 %a772 * %b868 + %d728 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j3")
        %d953 = amdgpu.mfma 16x16x32 %a772 * %b884 + %d729 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j4")
        %d954 = amdgpu.mfma 16x16x32 %a772 * %b900 + %d730 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j5")
        %d955 = amdgpu.mfma 16x16x32 %a772 * %b916 + %d731 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j6")
        %d956 = amdgpu.mfma 16x16x32 %a772 * %b932 + %d732 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j7")
        %d957 = amdgpu.mfma 16x16x32 %a788 * %b820 + %d733 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j0")
        %d958 = amdgpu.mfma 16x16x32 %a788 * %b836 + %d734 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j1")
        %d959 = amdgpu.mfma 16x16x32 %a788 * %b852 + %d735 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j2")
        %d960 = amdgpu.mfma 16x16x32 %a788 * %b868 + %d736 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j3")
        %d961 = amdgpu.mfma 16x16x32 %a788 * %b884 + %d737 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j4")
        %d962 = amdgpu.mfma 16x16x32 %a788 * %b900 + %d738 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j5")
        %d963 = amdgpu.mfma 16x16x32 %a788 * %b916 + %d739 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j6")
        %d964 = amdgpu.mfma 16x16x32 %a788 * %b932 + %d740 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j7")
        %d965 = amdgpu.mfma 16x16x32 %a804 * %b820 + %d741 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j0")
        %d966 = amdgpu.mfma 16x16x32 %a804 * %b836 + %d742 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j1")
        %d967 = amdgpu.mfma 16x16x32 %a804 * %b852 + %d743 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j2")
        %d968 = amdgpu.mfma 16x16x32 %a804 * %b868 + %d744 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j3")
        %d969 = amdgpu.mfma 16x16x32 %a804 * %b884 + %d745 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j4")
        %d970 = amdgpu.mfma 16x16x32 %a804 * %b900 + %d746 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j5")
        %d971 = amdgpu.mfma 16x16x32 %a804 * %b916 + %d747 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j6")
        %d972 = amdgpu.mfma 16x16x32 %a804 * %b932 + %d748 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j7")
        %d973 = amdgpu.mfma 16x16x32 %a764 * %b828 + %d941 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j0")
        %d974 = amdgpu.mfma 16x16x32 %a764 * %b844 + %d942 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j1")
        %d975 = amdgpu.mfma 16x16x32 %a764 * %b860 + %d943 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j2")
        %d976 = amdgpu.mfma 16x16x32 %a764 * %b876 + %d944 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j3")
        %d977 = amdgpu.mfma 16x16x32 %a764 * %b892 + %d945 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j4")
        %d978 = amdgpu.mfma 16x16x32 %a764 * %b908 + %d946 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j5")
        %d979 = amdgpu.mfma 16x16x32 %a764 * %b924 + %d947 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j6")
        %d980 = amdgpu.mfma 16x16x32 %a764 * %b940 + %d948 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j7")
        %d981 = amdgpu.mfma 16x16x32 %a780 * %b828 + %d949 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j0")
        %d982 = amdgpu.mfma 16x16x32 %a780 * %b844 + %d950 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j1")
        %d983 = amdgpu.mfma 16x16x32 %a780 * %b860 + %d951 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j2")
        %d984 = amdgpu.mfma 16x16x32 %a780 * %b876 + %d952 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j3")
        %d985 = amdgpu.mfma 16x16x32 %a780 * %b892 + %d953 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j4")
        %d986 = amdgpu.mfma 16x16x32 %a780 * %b908 + %d954 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j5")
        %d987 = amdgpu.mfma 16x16x32 %a780 * %b924 + %d955 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j6")
        %d988 = amdgpu.mfma 16x16x32 %a780 * %b940 + %d956 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j7")
        %d989 = amdgpu.mfma 16x16x32 %a796 * %b828 + %d957 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j0")
        %d990 = amdgpu.mfma 16x16x32 %a796 * %b844 + %d958 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j1")
        %d991 = amdgpu.mfma 16x16x32 %a796 * %b860 + %d959 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j2")
        %d992 = amdgpu.mfma 16x16x32 %a796 * %b876 + %d960 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j3")
        %d993 = amdgpu.mfma 16x16x32 %a796 * %b892 + %d961 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j4")
        %d994 = amdgpu.mfma 16x16x32 %a796 * %b908 + %d962 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j5")
        %d995 = amdgpu.mfma 16x16x32 %a796 * %b924 + %d963 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j6")
        %d996 = amdgpu.mfma 16x16x32 %a796 * %b940 + %d964 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j7")
        %d997 = amdgpu.mfma 16x16x32 %a812 * %b828 + %d965 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j0")
        %d998 = amdgpu.mfma 16x16x32 %a812 * %b844 + %d966 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j1")
        %d999 = amdgpu.mfma 16x16x32 %a812 * %b860 + %d967 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j2")
        %d1000 = amdgpu.mfma 16x16x32 %a812 * %b876 + %d968 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j3")
        %d1001 = amdgpu.mfma 16x16x32 %a812 * %b892 + %d969 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j4")
        %d1002 = amdgpu.mfma 16x16x32 %a812 * %b908 + %d970 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j5")
        %d1003 = amdgpu.mfma 16x16x32 %a812 * %b924 + %d971 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j6")
        %d1004 = amdgpu.mfma 16x16x32 %a812 * %b940 + %d972 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j7")
        %v1005 = arith.muli %wn7, %c128 : index
        %v1006 = arith.addi %v1005, %c0 : index
        %v1007 = arith.addi %v1006, %l1612 : index
        %v1008 = arith.addi %rowB9, %v1007 : index
        %v1009 = arith.muli %wm6, %c64 : index
        %v1010 = arith.addi %v1009, %c0 : index
        %v1011 = arith.muli %lq13, %c4 : index
        %v1012 = arith.addi %v1010, %v1011 : index
        %v1013 = arith.addi %rowA8, %v1012 : index
        %v1014 = vector.extract %d973[0] : f32 from vector<4xf32>
        %v1015 = arith.truncf %v1014 : f32 to bf16
        memref.store %v1015, %C[%v1013, %v1008] : memref<8192x8192xbf16>
        %v1016 = arith.muli %wm6, %c64 : index
        %v1017 = arith.addi %v1016, %c1 : index
        %v1018 = arith.muli %lq13, %c4 : index
        %v1019 = arith.addi %v1017, %v1018 : index
        %v1020 = arith.addi %rowA8, %v1019 : index
        %v1021 = vector.extract %d973[1] : f32 from vector<4xf32>
        %v1022 = arith.truncf %v1021 : f32 to bf16
        memref.store %v1022, %C[%v1020, %v1008] : memref<8192x8192xbf16>
        %v1023 = arith.muli %wm6, %c64 : index
        %v1024 = arith.addi %v1023, %c2 : index
        %v1025 = arith.muli %lq13, %c4 : index
        %v1026 = arith.addi %v1024, %v1025 : index
        %v1027 = arith.addi %rowA8, %v1026 : index
        %v1028 = vector.extract %d973[2] : f32 from vector<4xf32>
        %v1029 = arith.truncf %v1028 : f32 to bf16
        memref.store %v1029, %C[%v1027, %v1008] : memref<8192x8192xbf16>
        %v1030 = arith.muli %wm6, %c64 : index
        %c3 = arith.constant 3 : index
        %v1031 = arith.addi %v1030, %c3 : index
        %v1032 = arith.muli %lq13, %c4 : index
        %v1033 = arith.addi %v1031, %v1032 : index
        %v1034 = arith.addi %rowA8, %v1033 : index
        %v1035 = vector.extract %d973[3] : f32 from vector<4xf32>
        %v1036 = arith.truncf %v1035 : f32 to bf16
        memref.store %v1036, %C[%v1034, %v1008] : memref<8192x8192xbf16>
        %v1037 = arith.muli %wn7, %c128 : index
        %v1038 = arith.addi %v1037, %c16 : index
        %v1039 = arith.addi %v1038, %l1612 : index
        %v1040 = arith.addi %rowB9, %v1039 : index
        %v1041 = arith.muli %wm6, %c64 : index
        %v1042 = arith.addi %v1041, %c0 : index
        %v1043 = arith.muli %lq13, %c4 : index
        %v1044 = arith.addi %v1042, %v1043 : index
        %v1045 = arith.addi %rowA8, %v1044 : index
        %v1046 = vector.extract %d974[0] : f32 from vector<4xf32>
        %v1047 = arith.truncf %v1046 : f32 to bf16
        memref.store %v1047, %C[%v1045, %v1040] : memref<8192x8192xbf16>
        %v1048 = arith.muli %wm6, %c64 : index
        %v1049 = arith.addi %v1048, %c1 : index
        %v1050 = arith.muli %lq13, %c4 : index
        %v1051 = arith.addi %v1049, %v1050 : index
        %v1052 = arith.addi %rowA8, %v1051 : index
        %v1053 = vector.extract %d974[1] : f32 from vector<4xf32>
        %v1054 = arith.truncf %v1053 : f32 to bf16
        memref.store %v1054, %C[%v1052, %v1040] : memref<8192x8192xbf16>
        %v1055 = arith.muli %wm6, %c64 : index
        %v1056 = arith.addi %v1055, %c2 : index
        %v1057 = arith.muli %lq13, %c4 : index
        %v1058 = arith.addi %v1056, %v1057 : index
        %v1059 = arith.addi %rowA8, %v1058 : index
        %v1060 = vector.extract %d974[2] : f32 from vector<4xf32>
        %v1061 = arith.truncf %v1060 : f32 to bf16
        memref.store %v1061, %C[%v1059, %v1040] : memref<8192x8192xbf16>
        %v1062 = arith.muli %wm6, %c64 : index
        %v1063 = arith.addi %v1062, %c3 : index
        %v1064 = arith.muli %lq13, %c4 : index
        %v1065 = arith.addi %v1063, %v1064 : index
        %v1066 = arith.addi %rowA8, %v1065 : index
        %v1067 = vector.extract %d974[3] : f32 from vector<4xf32>
        %v1068 = arith.truncf %v1067 : f32 to bf16
        memref.store %v1068, %C[%v1066, %v1040] : memref<8192x8192xbf16>
        %v1069 = arith.muli %wn7, %c128 : index
        %v1070 = arith.addi %v1069, %c32 : index
        %v1071 = arith.addi %v1070, %l1612 : index
        %v1072 = arith.addi %rowB9, %v1071 : index
        %v1073 = arith.muli %wm6, %c64 : index
        %v1074 = arith.addi %v1073, %c0 : index
        %v1075 = arith.muli %lq13, %c4 : index
        %v1076 = arith.addi %v1074, %v1075 : index
        %v1077 = arith.addi %rowA8, %v1076 : index
        %v1078 = vector.extract %d975[0] : f32 from vector<4xf32>
        %v1079 = arith.truncf %v1078 : f32 to bf16
        memref.store %v1079, %C[%v1077, %v1072] : memref<8192x8192xbf16>
        %v1080 = arith.muli %wm6, %c64 : index
        %v1081 = arith.addi %v1080, %c1 : index
        %v1082 = arith.muli %lq13, %c4 : index
        %v1083 = arith.addi %v1081, %v1082 : index
        %v1084 = arith.addi %rowA8, %v1083 : index
        %v1085 = vector.extract %d975[1] : f32 from vector<4xf32>
        %v1086 = arith.truncf %v1085 : f32 to bf16
        memref.store %v1086, %C[%v1084, %v1072] : memref<8192x8192xbf16>
        %v1087 = arith.muli %wm6, %c64 : index
        %v1088 = arith.addi %v1087, %c2 : index
        %v1089 = arith.muli %lq13, %c4 : index
        %v1090 = arith.addi %v1088, %v1089 : index
        %v1091 = arith.addi %rowA8, %v1090 : index
        %v1092 = vector.extract %d975[2] : f32 from vector<4xf32>
        %v1093 = arith.truncf %v1092 : f32 to bf16
        memref.store %v1093, %C[%v1091, %v1072] : memref<8192x8192xbf16>
        %v1094 = arith.muli %wm6, %c64 : index
        %v1095 = arith.addi %v1094, %c3 : index
        %v1096 = arith.muli %lq13, %c4 : index
        %v1097 = arith.addi %v1095, %v1096 : index
        %v1098 = arith.addi %rowA8, %v1097 : index
        %v1099 = vector.extract %d975[3] : f32 from vector<4xf32>
        %v1100 = arith.truncf %v1099 : f32 to bf16
        memref.store %v1100, %C[%v1098, %v1072] : memref<8192x8192xbf16>
        %v1101 = arith.muli %wn7, %c128 : index
        %v1102 = arith.addi %v1101, %c48 : index
        %v1103 = arith.addi %v1102, %l1612 : index
        %v1104 = arith.addi %rowB9, %v1103 : index
        %v1105 = arith.muli %wm6, %c64 : index
        %v1106 = arith.addi %v1105, %c0 : index
        %v1107 = arith.muli %lq13, %c4 : index
        %v1108 = arith.addi %v1106, %v1107 : index
        %v1109 = arith.addi %rowA8, %v1108 : index
        %v1110 = vector.extract %d976[0] : f32 from vector<4xf32>
        %v1111 = arith.truncf %v1110 : f32 to bf16
        memref.store %v1111, %C[%v1109, %v1104] : memref<8192x8192xbf16>
        %v1112 = arith.muli %wm6, %c64 : index
        %v1113 = arith.addi %v1112, %c1 : index
        %v1114 = arith.muli %lq13, %c4 : index
        %v1115 = arith.addi %v1113, %v1114 : index
        %v1116 = arith.addi %rowA8, %v1115 : index
        %v1117 = vector.extract %d976[1] : f32 from vector<4xf32>
        %v1118 = arith.truncf %v1117 : f32 to bf16
        memref.store %v1118, %C[%v1116, %v1104] : memref<8192x8192xbf16>
        %v1119 = arith.muli %wm6, %c64 : index
        %v1120 = arith.addi %v1119, %c2 : index
        %v1121 = arith.muli %lq13, %c4 : index
        %v1122 = arith.addi %v1120, %v1121 : index
        %v1123 = arith.addi %rowA8, %v1122 : index
        %v1124 = vector.extract %d976[2] : f32 from vector<4xf32>
        %v1125 = arith.truncf %v1124 : f32 to bf16
        memref.store %v1125, %C[%v1123, %v1104] : memref<8192x8192xbf16>
        %v1126 = arith.muli %wm6, %c64 : index
        %v1127 = arith.addi %v1126, %c3 : index
        %v1128 = arith.muli %lq13, %c4 : index
        %v1129 = arith.addi %v1127, %v1128 : index
        %v1130 = arith.addi %rowA8, %v1129 : index
        %v1131 = vector.extract %d976[3] : f32 from vector<4xf32>
        %v1132 = arith.truncf %v1131 : f32 to bf16
        memref.store %v1132, %C[%v1130, %v1104] : memref<8192x8192xbf16>
        %v1133 = arith.muli %wn7, %c128 : index
        %v1134 = arith.addi %v1133, %c64 : index
        %v1135 = arith.addi %v1134, %l1612 : index
        %v1136 = arith.addi %rowB9, %v1135 : index
        %v1137 = arith.muli %wm6, %c64 : index
        %v1138 = arith.addi %v1137, %c0 : index
        %v1139 = arith.muli %lq13, %c4 : index
        %v1140 = arith.addi %v1138, %v1139 : index
        %v1141 = arith.addi %rowA8, %v1140 : index
        %v1142 = vector.extract %d977[0] : f32 from vector<4xf32>
        %v1143 = arith.truncf %v1142 : f32 to bf16
        memref.store %v1143, %C[%v1141, %v1136] : memref<8192x8192xbf16>
        %v1144 = arith.muli %wm6, %c64 : index
        %v1145 = arith.addi %v1144, %c1 : index
        %v1146 = arith.muli %lq13, %c4 : index
        %v1147 = arith.addi %v1145, %v1146 : index
        %v1148 = arith.addi %rowA8, %v1147 : index
        %v1149 = vector.extract %d977[1] : f32 from vector<4xf32>
        %v1150 = arith.truncf %v1149 : f32 to bf16
        memref.store %v1150, %C[%v1148, %v1136] : memref<8192x8192xbf16>
        %v1151 = arith.muli %wm6, %c64 : index
        %v1152 = arith.addi %v1151, %c2 : index
        %v1153 = arith.muli %lq13, %c4 : index
        %v1154 = arith.addi %v1152, %v1153 : index
        %v1155 = arith.addi %rowA8, %v1154 : index
        %v1156 = vector.extract %d977[2] : f32 from vector<4xf32>
        %v1157 = arith.truncf %v1156 : f32 to bf16
        memref.store %v1157, %C[%v1155, %v1136] : memref<8192x8192xbf16>
        %v1158 = arith.muli %wm6, %c64 : index
        %v1159 = arith.addi %v1158, %c3 : index
        %v1160 = arith.muli %lq13, %c4 : index
        %v1161 = arith.addi %v1159, %v1160 : index
        %v1162 = arith.addi %rowA8, %v1161 : index
        %v1163 = vector.extract %d977[3] : f32 from vector<4xf32>
        %v1164 = arith.truncf %v1163 : f32 to bf16
        memref.store %v1164, %C[%v1162, %v1136] : memref<8192x8192xbf16>
        %v1165 = arith.muli %wn7, %c128 : index
        %v1166 = arith.addi %v1165, %c80 : index
        %v1167 = arith.addi %v1166, %l1612 : index
        %v1168 = arith.addi %rowB9, %v1167 : index
        %v1169 = arith.muli %wm6, %c64 : index
        %v1170 = arith.addi %v1169, %c0 : index
        %v1171 = arith.muli %lq13, %c4 : index
        %v1172 = arith.addi %v1170, %v1171 : index
        %v1173 = arith.addi %rowA8, %v1172 : index
        %v1174 = vector.extract %d978[0] : f32 from vector<4xf32>
        %v1175 = arith.truncf %v1174 : f32 to bf16
        memref.store %v1175, %C[%v1173, %v1168] : memref<8192x8192xbf16>
        %v1176 = arith.muli %wm6, %c64 : index
        %v1177 = arith.addi %v1176, %c1 : index
        %v1178 = arith.muli %lq13, %c4 : index
        %v1179 = arith.addi %v1177, %v1178 : index
        %v1180 = arith.addi %rowA8, %v1179 : index
        %v1181 = vector.extract %d978[1] : f32 from vector<4xf32>
        %v1182 = arith.truncf %v1181 : f32 to bf16
        memref.store %v1182, %C[%v1180, %v1168] : memref<8192x8192xbf16>
        %v1183 = arith.muli %wm6, %c64 : index
        %v1184 = arith.addi %v1183, %c2 : index
        %v1185 = arith.muli %lq13, %c4 : index
        %v1186 = arith.addi %v1184, %v1185 : index
        %v1187 = arith.addi %rowA8, %v1186 : index
        %v1188 = vector.extract %d978[2] : f32 from vector<4xf32>
        %v1189 = arith.truncf %v1188 : f32 to bf16
        memref.store %v1189, %C[%v1187, %v1168] : memref<8192x8192xbf16>
        %v1190 = arith.muli %wm6, %c64 : index
        %v1191 = arith.addi %v1190, %c3 : index
        %v1192 = arith.muli %lq13, %c4 : index
        %v1193 = arith.addi %v1191, %v1192 : index
        %v1194 = arith.addi %rowA8, %v1193 : index
        %v1195 = vector.extract %d978[3] : f32 from vector<4xf32>
        %v1196 = arith.truncf %v1195 : f32 to bf16
        memref.store %v1196, %C[%v1194, %v1168] : memref<8192x8192xbf16>
        %v1197 = arith.muli %wn7, %c128 : index
        %v1198 = arith.addi %v1197, %c96 : index
        %v1199 = arith.addi %v1198, %l1612 : index
        %v1200 = arith.addi %rowB9, %v1199 : index
        %v1201 = arith.muli %wm6, %c64 : index
        %v1202 = arith.addi %v1201, %c0 : index
        %v1203 = arith.muli %lq13, %c4 : index
        %v1204 = arith.addi %v1202, %v1203 : index
        %v1205 = arith.addi %rowA8, %v1204 : index
        %v1206 = vector.extract %d979[0] : f32 from vector<4xf32>
        %v1207 = arith.truncf %v1206 : f32 to bf16
        memref.store %v1207, %C[%v1205, %v1200] : memref<8192x8192xbf16>
        %v1208 = arith.muli %wm6, %c64 : index
        %v1209 = arith.addi %v1208, %c1 : index
        %v1210 = arith.muli %lq13, %c4 : index
        %v1211 = arith.addi %v1209, %v1210 : index
        %v1212 = arith.addi %rowA8, %v1211 : index
        %v1213 = vector.extract %d979[1] : f32 from vector<4xf32>
        %v1214 = arith.truncf %v1213 : f32 to bf16
        memref.store %v1214, %C[%v1212, %v1200] : memref<8192x8192xbf16>
        %v1215 = arith.muli %wm6, %c64 : index
        %v1216 = arith.addi %v1215, %c2 : index
        %v1217 = arith.muli %lq13, %c4 : index
        %v1218 = arith.addi %v1216, %v1217 : index
        %v1219 = arith.addi %rowA8, %v1218 : index
        %v1220 = vector.extract %d979[2] : f32 from vector<4xf32>
        %v1221 = arith.truncf %v1220 : f32 to bf16
        memref.store %v1221, %C[%v1219, %v1200] : memref<8192x8192xbf16>
        %v1222 = arith.muli %wm6, %c64 : index
        %v1223 = arith.addi %v1222, %c3 : index
        %v1224 = arith.muli %lq13, %c4 : index
        %v1225 = arith.addi %v1223, %v1224 : index
        %v1226 = arith.addi %rowA8, %v1225 : index
        %v1227 = vector.extract %d979[3] : f32 from vector<4xf32>
        %v1228 = arith.truncf %v1227 : f32 to bf16
        memref.store %v1228, %C[%v1226, %v1200] : memref<8192x8192xbf16>
        %v1229 = arith.muli %wn7, %c128 : index
        %v1230 = arith.addi %v1229, %c112 : index
        %v1231 = arith.addi %v1230, %l1612 : index
        %v1232 = arith.addi %rowB9, %v1231 : index
        %v1233 = arith.muli %wm6, %c64 : index
        %v1234 = arith.addi %v1233, %c0 : index
        %v1235 = arith.muli %lq13, %c4 : index
        %v1236 = arith.addi %v1234, %v1235 : index
        %v1237 = arith.addi %rowA8, %v1236 : index
        %v1238 = vector.extract %d980[0] : f32 from vector<4xf32>
        %v1239 = arith.truncf %v1238 : f32 to bf16
        memref.store %v1239, %C[%v1237, %v1232] : memref<8192x8192xbf16>
        %v1240 = arith.muli %wm6, %c64 : index
        %v1241 = arith.addi %v1240, %c1 : index
        %v1242 = arith.muli %lq13, %c4 : index
        %v1243 = arith.addi %v1241, %v1242 : index
        %v1244 = arith.addi %rowA8, %v1243 : index
        %v1245 = vector.extract %d980[1] : f32 from vector<4xf32>
        %v1246 = arith.truncf %v1245 : f32 to bf16
        memref.store %v1246, %C[%v1244, %v1232] : memref<8192x8192xbf16>
        %v1247 = arith.muli %wm6, %c64 : index
        %v1248 = arith.addi %v1247, %c2 : index
        %v1249 = arith.muli %lq13, %c4 : index
        %v1250 = arith.addi %v1248, %v1249 : index
        %v1251 = arith.addi %rowA8, %v1250 : index
        %v1252 = vector.extract %d980[2] : f32 from vector<4xf32>
        %v1253 = arith.truncf %v1252 : f32 to bf16
        memref.store %v1253, %C[%v1251, %v1232] : memref<8192x8192xbf16>
        %v1254 = arith.muli %wm6, %c64 : index
        %v1255 = arith.addi %v1254, %c3 : index
        %v1256 = arith.muli %lq13, %c4 : index
        %v1257 = arith.addi %v1255, %v1256 : index
        %v1258 = arith.addi %rowA8, %v1257 : index
        %v1259 = vector.extract %d980[3] : f32 from vector<4xf32>
        %v1260 = arith.truncf %v1259 : f32 to bf16
        memref.store %v1260, %C[%v1258, %v1232] : memref<8192x8192xbf16>
        %v1261 = arith.muli %wn7, %c128 : index
        %v1262 = arith.addi %v1261, %c0 : index
        %v1263 = arith.addi %v1262, %l1612 : index
        %v1264 = arith.addi %rowB9, %v1263 : index
        %v1265 = arith.muli %wm6, %c64 : index
        %v1266 = arith.addi %v1265, %c16 : index
        %v1267 = arith.muli %lq13, %c4 : index
        %v1268 = arith.addi %v1266, %v1267 : index
        %v1269 = arith.addi %rowA8, %v1268 : index
        %v1270 = vector.extract %d981[0] : f32 from vector<4xf32>
        %v1271 = arith.truncf %v1270 : f32 to bf16
        memref.store %v1271, %C[%v1269, %v1264] : memref<8192x8192xbf16>
        %v1272 = arith.muli %wm6, %c64 : index
        %c17 = arith.constant 17 : index
        %v1273 = arith.addi %v1272, %c17 : index
        %v1274 = arith.muli %lq13, %c4 : index
        %v1275 = arith.addi %v1273, %v1274 : index
        %v1276 = arith.addi %rowA8, %v1275 : index
        %v1277 = vector.extract %d981[1] : f32 from vector<4xf32>
        %v1278 = arith.truncf %v1277 : f32 to bf16
        memref.store %v1278, %C[%v1276, %v1264] : memref<8192x8192xbf16>
        %v1279 = arith.muli %wm6, %c64 : index
        %c18 = arith.constant 18 : index
        %v1280 = arith.addi %v1279, %c18 : index
        %v1281 = arith.muli %lq13, %c4 : index
        %v1282 = arith.addi %v1280, %v1281 : index
        %v1283 = arith.addi %rowA8, %v1282 : index
        %v1284 = vector.extract %d981[2] : f32 from vector<4xf32>
        %v1285 = arith.truncf %v1284 : f32 to bf16
        memref.store %v1285, %C[%v1283, %v1264] : memref<8192x8192xbf16>
        %v1286 = arith.muli %wm6, %c64 : index
        %c19 = arith.constant 19 : index
        %v1287 = arith.addi %v1286, %c19 : index
        %v1288 = arith.muli %lq13, %c4 : index
        %v1289 = arith.addi %v1287, %v1288 : index
        %v1290 = arith.addi %rowA8, %v1289 : index
        %v1291 = vector.extract %d981[3] : f32 from vector<4xf32>
        %v1292 = arith.truncf %v1291 : f32 to bf16
        memref.store %v1292, %C[%v1290, %v1264] : memref<8192x8192xbf16>
        %v1293 = arith.muli %wn7, %c128 : index
        %v1294 = arith.addi %v1293, %c16 : index
        %v1295 = arith.addi %v1294, %l1612 : index
        %v1296 = arith.addi %rowB9, %v1295 : index
        %v1297 = arith.muli %wm6, %c64 : index
        %v1298 = arith.addi %v1297, %c16 : index
        %v1299 = arith.muli %lq13, %c4 : index
        %v1300 = arith.addi %v1298, %v1299 : index
        %v1301 = arith.addi %rowA8, %v1300 : index
        %v1302 = vector.extract %d982[0] : f32 from vector<4xf32>
        %v1303 = arith.truncf %v1302 : f32 to bf16
        memref.store %v1303, %C[%v1301, %v1296] : memref<8192x8192xbf16>
        %v1304 = arith.muli %wm6, %c64 : index
        %v1305 = arith.addi %v1304, %c17 : index
        %v1306 = arith.muli %lq13, %c4 : index
        %v1307 = arith.addi %v1305, %v1306 : index
        %v1308 = arith.addi %rowA8, %v1307 : index
        %v1309 = vector.extract %d982[1] : f32 from vector<4xf32>
        %v1310 = arith.truncf %v1309 : f32 to bf16
        memref.store %v1310, %C[%v1308, %v1296] : memref<8192x8192xbf16>
        %v1311 = arith.muli %wm6, %c64 : index
        %v1312 = arith.addi %v1311, %c18 : index
        %v1313 = arith.muli %lq13, %c4 : index
        %v1314 = arith.addi %v1312, %v1313 : index
        %v1315 = arith.addi %rowA8, %v1314 : index
        %v1316 = vector.extract %d982[2] : f32 from vector<4xf32>
        %v1317 = arith.truncf %v1316 : f32 to bf16
        memref.store %v1317, %C[%v1315, %v1296] : memref<8192x8192xbf16>
        %v1318 = arith.muli %wm6, %c64 : index
        %v1319 = arith.addi %v1318, %c19 : index
        %v1320 = arith.muli %lq13, %c4 : index
        %v1321 = arith.addi %v1319, %v1320 : index
        %v1322 = arith.addi %rowA8, %v1321 : index
        %v1323 = vector.extract %d982[3] : f32 from vector<4xf32>
        %v1324 = arith.truncf %v1323 : f32 to bf16
        memref.store %v1324, %C[%v1322, %v1296] : memref<8192x8192xbf16>
        %v1325 = arith.muli %wn7, %c128 : index
        %v1326 = arith.addi %v1325, %c32 : index
        %v1327 = arith.addi %v1326, %l1612 : index
        %v1328 = arith.addi %rowB9, %v1327 : index
        %v1329 = arith.muli %wm6, %c64 : index
        %v1330 = arith.addi %v1329, %c16 : index
        %v1331 = arith.muli %lq13, %c4 : index
        %v1332 = arith.addi %v1330, %v1331 : index
        %v1333 = arith.addi %rowA8, %v1332 : index
        %v1334 = vector.extract %d983[0] : f32 from vector<4xf32>
        %v1335 = arith.truncf %v1334 : f32 to bf16
        memref.store %v1335, %C[%v1333, %v1328] : memref<8192x8192xbf16>
        %v1336 = arith.muli %wm6, %c64 : index
        %v1337 = arith.addi %v1336, %c17 : index
        %v1338 = arith.muli %lq13, %c4 : index
        %v1339 = arith.addi %v1337, %v1338 : index
        %v1340 = arith.addi %rowA8, %v1339 : index
        %v1341 = vector.extract %d983[1] : f32 from vector<4xf32>
        %v1342 = arith.truncf %v1341 : f32 to bf16
        memref.store %v1342, %C[%v1340, %v1328] : memref<8192x8192xbf16>
        %v1343 = arith.muli %wm6, %c64 : index
        %v1344 = arith.addi %v1343, %c18 : index
        %v1345 = arith.muli %lq13, %c4 : index
        %v1346 = arith.addi %v1344, %v1345 : index
        %v1347 = arith.addi %rowA8, %v1346 : index
        %v1348 = vector.extract %d983[2] : f32 from vector<4xf32>
        %v1349 = arith.truncf %v1348 : f32 to bf16
        memref.store %v1349, %C[%v1347, %v1328] : memref<8192x8192xbf16>
        %v1350 = arith.muli %wm6, %c64 : index
        %v1351 = arith.addi %v1350, %c19 : index
        %v1352 = arith.muli %lq13, %c4 : index
        %v1353 = arith.addi %v1351, %v1352 : index
        %v1354 = arith.addi %rowA8, %v1353 : index
        %v1355 = vector.extract %d983[3] : f32 from vector<4xf32>
        %v1356 = arith.truncf %v1355 : f32 to bf16
        memref.store %v1356, %C[%v1354, %v1328] : memref<8192x8192xbf16>
        %v1357 = arith.muli %wn7, %c128 : index
        %v1358 = arith.addi %v1357, %c48 : index
        %v1359 = arith.addi %v1358, %l1612 : index
        %v1360 = arith.addi %rowB9, %v1359 : index
        %v1361 = arith.muli %wm6, %c64 : index
        %v1362 = arith.addi %v1361, %c16 : index
        %v1363 = arith.muli %lq13, %c4 : index
        %v1364 = arith.addi %v1362, %v1363 : index
        %v1365 = arith.addi %rowA8, %v1364 : index
        %v1366 = vector.extract %d984[0] : f32 from vector<4xf32>
        %v1367 = arith.truncf %v1366 : f32 to bf16
        memref.store %v1367, %C[%v1365, %v1360] : memref<8192x8192xbf16>
        %v1368 = arith.muli %wm6, %c64 : index
        %v1369 = arith.addi %v1368, %c17 : index
        %v1370 = arith.muli %lq13, %c4 : index
        %v1371 = arith.addi %v1369, %v1370 : index
        %v1372 = arith.addi %rowA8, %v1371 : index
        %v1373 = vector.extract %d984[1] : f32 from vector<4xf32>
        %v1374 = arith.truncf %v1373 : f32 to bf16
        memref.store %v1374, %C[%v1372, %v1360] : memref<8192x8192xbf16>
        %v1375 = arith.muli %wm6, %c64 : index
        %v1376 = arith.addi %v1375, %c18 : index
        %v1377 = arith.muli %lq13, %c4 : index
        %v1378 = arith.addi %v1376, %v1377 : index
        %v1379 = arith.addi %rowA8, %v1378 : index
        %v1380 = vector.extract %d984[2] : f32 from vector<4xf32>
        %v1381 = arith.truncf %v1380 : f32 to bf16
        memref.store %v1381, %C[%v1379, %v1360] : memref<8192x8192xbf16>
        %v1382 = arith.muli %wm6, %c64 : index
        %v1383 = arith.addi %v1382, %c19 : index
        %v1384 = arith.muli %lq13, %c4 : index
        %v1385 = arith.addi %v1383, %v1384 : index
        %v1386 = arith.addi %rowA8, %v1385 : index
        %v1387 = vector.extract %d984[3] : f32 from vector<4xf32>
        %v1388 = arith.truncf %v1387 : f32 to bf16
        memref.store %v1388, %C[%v1386, %v1360] : memref<8192x8192xbf16>
        %v1389 = arith.muli %wn7, %c128 : index
        %v1390 = arith.addi %v1389, %c64 : index
        %v1391 = arith.addi %v1390, %l1612 : index
        %v1392 = arith.addi %rowB9, %v1391 : index
        %v1393 = arith.muli %wm6, %c64 : index
        %v1394 = arith.addi %v1393, %c16 : index
        %v1395 = arith.muli %lq13, %c4 : index
        %v1396 = arith.addi %v1394, %v1395 : index
        %v1397 = arith.addi %rowA8, %v1396 : index
        %v1398 = vector.extract %d985[0] : f32 from vector<4xf32>
        %v1399 = arith.truncf %v1398 : f32 to bf16
        memref.store %v1399, %C[%v1397, %v1392] : memref<8192x8192xbf16>
        %v1400 = arith.muli %wm6, %c64 : index
        %v1401 = arith.addi %v1400, %c17 : index
        %v1402 = arith.muli %lq13, %c4 : index
        %v1403 = arith.addi %v1401, %v1402 : index
        %v1404 = arith.addi %rowA8, %v1403 : index
        %v1405 = vector.extract %d985[1] : f32 from vector<4xf32>
        %v1406 = arith.truncf %v1405 : f32 to bf16
        memref.store %v1406, %C[%v1404, %v1392] : memref<8192x8192xbf16>
        %v1407 = arith.muli %wm6, %c64 : index
        %v1408 = arith.addi %v1407, %c18 : index
        %v1409 = arith.muli %lq13, %c4 : index
        %v1410 = arith.addi %v1408, %v1409 : index
        %v1411 = arith.addi %rowA8, %v1410 : index
        %v1412 = vector.extract %d985[2] : f32 from vector<4xf32>
        %v1413 = arith.truncf %v1412 : f32 to bf16
        memref.store %v1413, %C[%v1411, %v1392] : memref<8192x8192xbf16>
        %v1414 = arith.muli %wm6, %c64 : index
        %v1415 = arith.addi %v1414, %c19 : index
        %v1416 = arith.muli %lq13, %c4 : index
        %v1417 = arith.addi %v1415, %v1416 : index
        %v1418 = arith.addi %rowA8, %v1417 : index
        %v1419 = vector.extract %d985[3] : f32 from vector<4xf32>
        %v1420 = arith.truncf %v1419 : f32 to bf16
        memref.store %v1420, %C[%v1418, %v1392] : memref<8192x8192xbf16>
        %v1421 = arith.muli %wn7, %c128 : index
        %v1422 = arith.addi %v1421, %c80 : index
        %v1423 = arith.addi %v1422, %l1612 : index
        %v1424 = arith.addi %rowB9, %v1423 : index
        %v1425 = arith.muli %wm6, %c64 : index
        %v1426 = arith.addi %v1425, %c16 : index
        %v1427 = arith.muli %lq13, %c4 : index
        %v1428 = arith.addi %v1426, %v1427 : index
        %v1429 = arith.addi %rowA8, %v1428 : index
        %v1430 = vector.extract %d986[0] : f32 from vector<4xf32>
        %v1431 = arith.truncf %v1430 : f32 to bf16
        memref.store %v1431, %C[%v1429, %v1424] : memref<8192x8192xbf16>
        %v1432 = arith.muli %wm6, %c64 : index
        %v1433 = arith.addi %v1432, %c17 : index
        %v1434 = arith.muli %lq13, %c4 : index
        %v1435 = arith.addi %v1433, %v1434 : index
        %v1436 = arith.addi %rowA8, %v1435 : index
        %v1437 = vector.extract %d986[1] : f32 from vector<4xf32>
        %v1438 = arith.truncf %v1437 : f32 to bf16
        memref.store %v1438, %C[%v1436, %v1424] : memref<8192x8192xbf16>
        %v1439 = arith.muli %wm6, %c64 : index
        %v1440 = arith.addi %v1439, %c18 : index
        %v1441 = arith.muli %lq13, %c4 : index
        %v1442 = arith.addi %v1440, %v1441 : index
        %v1443 = arith.addi %rowA8, %v1442 : index
        %v1444 = vector.extract %d986[2] : f32 from vector<4xf32>
        %v1445 = arith.truncf %v1444 : f32 to bf16
        memref.store %v1445, %C[%v1443, %v1424] : memref<8192x8192xbf16>
        %v1446 = arith.muli %wm6, %c64 : index
        %v1447 = arith.addi %v1446, %c19 : index
        %v1448 = arith.muli %lq13, %c4 : index
        %v1449 = arith.addi %v1447, %v1448 : index
        %v1450 = arith.addi %rowA8, %v1449 : index
        %v1451 = vector.extract %d986[3] : f32 from vector<4xf32>
        %v1452 = arith.truncf %v1451 : f32 to bf16
        memref.store %v1452, %C[%v1450, %v1424] : memref<8192x8192xbf16>
        %v1453 = arith.muli %wn7, %c128 : index
        %v1454 = arith.addi %v1453, %c96 : index
        %v1455 = arith.addi %v1454, %l1612 : index
        %v1456 = arith.addi %rowB9, %v1455 : index
        %v1457 = arith.muli %wm6, %c64 : index
        %v1458 = arith.addi %v1457, %c16 : index
        %v1459 = arith.muli %lq13, %c4 : index
        %v1460 = arith.addi %v1458, %v1459 : index
        %v1461 = arith.addi %rowA8, %v1460 : index
        %v1462 = vector.extract %d987[0] : f32 from vector<4xf32>
        %v1463 = arith.truncf %v1462 : f32 to bf16
        memref.store %v1463, %C[%v1461, %v1456] : memref<8192x8192xbf16>
        %v1464 = arith.muli %wm6, %c64 : index
        %v1465 = arith.addi %v1464, %c17 : index
        %v1466 = arith.muli %lq13, %c4 : index
        %v1467 = arith.addi %v1465, %v1466 : index
        %v1468 = arith.addi %rowA8, %v1467 : index
        %v1469 = vector.extract %d987[1] : f32 from vector<4xf32>
        %v1470 = arith.truncf %v1469 : f32 to bf16
        memref.store %v1470, %C[%v1468, %v1456] : memref<8192x8192xbf16>
        %v1471 = arith.muli %wm6, %c64 : index
        %v1472 = arith.addi %v1471, %c18 : index
        %v1473 = arith.muli %lq13, %c4 : index
        %v1474 = arith.addi %v1472, %v1473 : index
        %v1475 = arith.addi %rowA8, %v1474 : index
        %v1476 = vector.extract %d987[2] : f32 from vector<4xf32>
        %v1477 = arith.truncf %v1476 : f32 to bf16
        memref.store %v1477, %C[%v1475, %v1456] : memref<8192x8192xbf16>
        %v1478 = arith.muli %wm6, %c64 : index
        %v1479 = arith.addi %v1478, %c19 : index
        %v1480 = arith.muli %lq13, %c4 : index
        %v1481 = arith.addi %v1479, %v1480 : index
        %v1482 = arith.addi %rowA8, %v1481 : index
        %v1483 = vector.extract %d987[3] : f32 from vector<4xf32>
        %v1484 = arith.truncf %v1483 : f32 to bf16
        memref.store %v1484, %C[%v1482, %v1456] : memref<8192x8192xbf16>
        %v1485 = arith.muli %wn7, %c128 : index
        %v1486 = arith.addi %v1485, %c112 : index
        %v1487 = arith.addi %v1486, %l1612 : index
        %v1488 = arith.addi %rowB9, %v1487 : index
        %v1489 = arith.muli %wm6, %c64 : index
        %v1490 = arith.addi %v1489, %c16 : index
        %v1491 = arith.muli %lq13, %c4 : index
        %v1492 = arith.addi %v1490, %v1491 : index
        %v1493 = arith.addi %rowA8, %v1492 : index
        %v1494 = vector.extract %d988[0] : f32 from vector<4xf32>
        %v1495 = arith.truncf %v1494 : f32 to bf16
        memref.store %v1495, %C[%v1493, %v1488] : memref<8192x8192xbf16>
        %v1496 = arith.muli %wm6, %c64 : index
        %v1497 = arith.addi %v1496, %c17 : index
        %v1498 = arith.muli %lq13, %c4 : index
        %v1499 = arith.addi %v1497, %v1498 : index
        %v1500 = arith.addi %rowA8, %v1499 : index
        %v1501 = vector.extract %d988[1] : f32 from vector<4xf32>
        %v1502 = arith.truncf %v1501 : f32 to bf16
        memref.store %v1502, %C[%v1500, %v1488] : memref<8192x8192xbf16>
        %v1503 = arith.muli %wm6, %c64 : index
        %v1504 = arith.addi %v1503, %c18 : index
        %v1505 = arith.muli %lq13, %c4 : index
        %v1506 = arith.addi %v1504, %v1505 : index
        %v1507 = arith.addi %rowA8, %v1506 : index
        %v1508 = vector.extract %d988[2] : f32 from vector<4xf32>
        %v1509 = arith.truncf %v1508 : f32 to bf16
        memref.store %v1509, %C[%v1507, %v1488] : memref<8192x8192xbf16>
        %v1510 = arith.muli %wm6, %c64 : index
        %v1511 = arith.addi %v1510, %c19 : index
        %v1512 = arith.muli %lq13, %c4 : index
        %v1513 = arith.addi %v1511, %v1512 : index
        %v1514 = arith.addi %rowA8, %v1513 : index
        %v1515 = vector.extract %d988[3] : f32 from vector<4xf32>
        %v1516 = arith.truncf %v1515 : f32 to bf16
        memref.store %v1516, %C[%v1514, %v1488] : memref<8192x8192xbf16>
        %v1517 = arith.muli %wn7, %c128 : index
        %v1518 = arith.addi %v1517, %c0 : index
        %v1519 = arith.addi %v1518, %l1612 : index
        %v1520 = arith.addi %rowB9, %v1519 : index
        %v1521 = arith.muli %wm6, %c64 : index
        %v1522 = arith.addi %v1521, %c32 : index
        %v1523 = arith.muli %lq13, %c4 : index
        %v1524 = arith.addi %v1522, %v1523 : index
        %v1525 = arith.addi %rowA8, %v1524 : index
        %v1526 = vector.extract %d989[0] : f32 from vector<4xf32>
        %v1527 = arith.truncf %v1526 : f32 to bf16
        memref.store %v1527, %C[%v1525, %v1520] : memref<8192x8192xbf16>
        %v1528 = arith.muli %wm6, %c64 : index
        %c33 = arith.constant 33 : index
        %v1529 = arith.addi %v1528, %c33 : index
        %v1530 = arith.muli %lq13, %c4 : index
        %v1531 = arith.addi %v1529, %v1530 : index
        %v1532 = arith.addi %rowA8, %v1531 : index
        %v1533 = vector.extract %d989[1] : f32 from vector<4xf32>
        %v1534 = arith.truncf %v1533 : f32 to bf16
        memref.store %v1534, %C[%v1532, %v1520] : memref<8192x8192xbf16>
        %v1535 = arith.muli %wm6, %c64 : index
        %c34 = arith.constant 34 : index
        %v1536 = arith.addi %v1535, %c34 : index
        %v1537 = arith.muli %lq13, %c4 : index
        %v1538 = arith.addi %v1536, %v1537 : index
        %v1539 = arith.addi %rowA8, %v1538 : index
        %v1540 = vector.extract %d989[2] : f32 from vector<4xf32>
        %v1541 = arith.truncf %v1540 : f32 to bf16
        memref.store %v1541, %C[%v1539, %v1520] : memref<8192x8192xbf16>
        %v1542 = arith.muli %wm6, %c64 : index
        %c35 = arith.constant 35 : index
        %v1543 = arith.addi %v1542, %c35 : index
        %v1544 = arith.muli %lq13, %c4 : index
        %v1545 = arith.addi %v1543, %v1544 : index
        %v1546 = arith.addi %rowA8, %v1545 : index
        %v1547 = vector.extract %d989[3] : f32 from vector<4xf32>
        %v1548 = arith.truncf %v1547 : f32 to bf16
        memref.store %v1548, %C[%v1546, %v1520] : memref<8192x8192xbf16>
        %v1549 = arith.muli %wn7, %c128 : index
        %v1550 = arith.addi %v1549, %c16 : index
        %v1551 = arith.addi %v1550, %l1612 : index
        %v1552 = arith.addi %rowB9, %v1551 : index
        %v1553 = arith.muli %wm6, %c64 : index
        %v1554 = arith.addi %v1553, %c32 : index
        %v1555 = arith.muli %lq13, %c4 : index
        %v1556 = arith.addi %v1554, %v1555 : index
        %v1557 = arith.addi %rowA8, %v1556 : index
        %v1558 = vector.extract %d990[0] : f32 from vector<4xf32>
        %v1559 = arith.truncf %v1558 : f32 to bf16
        memref.store %v1559, %C[%v1557, %v1552] : memref<8192x8192xbf16>
        %v1560 = arith.muli %wm6, %c64 : index
        %v1561 = arith.addi %v1560, %c33 : index
        %v1562 = arith.muli %lq13, %c4 : index
        %v1563 = arith.addi %v1561, %v1562 : index
        %v1564 = arith.addi %rowA8, %v1563 : index
        %v1565 = vector.extract %d990[1] : f32 from vector<4xf32>
        %v1566 = arith.truncf %v1565 : f32 to bf16
        memref.store %v1566, %C[%v1564, %v1552] : memref<8192x8192xbf16>
        %v1567 = arith.muli %wm6, %c64 : index
        %v1568 = arith.addi %v1567, %c34 : index
        %v1569 = arith.muli %lq13, %c4 : index
        %v1570 = arith.addi %v1568, %v1569 : index
        %v1571 = arith.addi %rowA8, %v1570 : index
        %v1572 = vector.extract %d990[2] : f32 from vector<4xf32>
        %v1573 = arith.truncf %v1572 : f32 to bf16
        memref.store %v1573, %C[%v1571, %v1552] : memref<8192x8192xbf16>
        %v1574 = arith.muli %wm6, %c64 : index
        %v1575 = arith.addi %v1574, %c35 : index
        %v1576 = arith.muli %lq13, %c4 : index
        %v1577 = arith.addi %v1575, %v1576 : index
        %v1578 = arith.addi %rowA8, %v1577 : index
        %v1579 = vector.extract %d990[3] : f32 from vector<4xf32>
        %v1580 = arith.truncf %v1579 : f32 to bf16
        memref.store %v1580, %C[%v1578, %v1552] : memref<8192x8192xbf16>
        %v1581 = arith.muli %wn7, %c128 : index
        %v1582 = arith.addi %v1581, %c32 : index
        %v1583 = arith.addi %v1582, %l1612 : index
        %v1584 = arith.addi %rowB9, %v1583 : index
        %v1585 = arith.muli %wm6, %c64 : index
        %v1586 = arith.addi %v1585, %c32 : index
        %v1587 = arith.muli %lq13, %c4 : index
        %v1588 = arith.addi %v1586, %v1587 : index
        %v1589 = arith.addi %rowA8, %v1588 : index
        %v1590 = vector.extract %d991[0] : f32 from vector<4xf32>
        %v1591 = arith.truncf %v1590 : f32 to bf16
        memref.store %v1591, %C[%v1589, %v1584] : memref<8192x8192xbf16>
        %v1592 = arith.muli %wm6, %c64 : index
        %v1593 = arith.addi %v1592, %c33 : index
        %v1594 = arith.muli %lq13, %c4 : index
        %v1595 = arith.addi %v1593, %v1594 : index
        %v1596 = arith.addi %rowA8, %v1595 : index
        %v1597 = vector.extract %d991[1] : f32 from vector<4xf32>
        %v1598 = arith.truncf %v1597 : f32 to bf16
        memref.store %v1598, %C[%v1596, %v1584] : memref<8192x8192xbf16>
        %v1599 = arith.muli %wm6, %c64 : index
        %v1600 = arith.addi %v1599, %c34 : index
        %v1601 = arith.muli %lq13, %c4 : index
        %v1602 = arith.addi %v1600, %v1601 : index
        %v1603 = arith.addi %rowA8, %v1602 : index
        %v1604 = vector.extract %d991[2] : f32 from vector<4xf32>
        %v1605 = arith.truncf %v1604 : f32 to bf16
        memref.store %v1605, %C[%v1603, %v1584] : memref<8192x8192xbf16>
        %v1606 = arith.muli %wm6, %c64 : index
        %v1607 = arith.addi %v1606, %c35 : index
        %v1608 = arith.muli %lq13, %c4 : index
        %v1609 = arith.addi %v1607, %v1608 : index
        %v1610 = arith.addi %rowA8, %v1609 : index
        %v1611 = vector.extract %d991[3] : f32 from vector<4xf32>
        %v1612 = arith.truncf %v1611 : f32 to bf16
        memref.store %v1612, %C[%v1610, %v1584] : memref<8192x8192xbf16>
        %v1613 = arith.muli %wn7, %c128 : index
        %v1614 = arith.addi %v1613, %c48 : index
        %v1615 = arith.addi %v1614, %l1612 : index
        %v1616 = arith.addi %rowB9, %v1615 : index
        %v1617 = arith.muli %wm6, %c64 : index
        %v1618 = arith.addi %v1617, %c32 : index
        %v1619 = arith.muli %lq13, %c4 : index
        %v1620 = arith.addi %v1618, %v1619 : index
        %v1621 = arith.addi %rowA8, %v1620 : index
        %v1622 = vector.extract %d992[0] : f32 from vector<4xf32>
        %v1623 = arith.truncf %v1622 : f32 to bf16
        memref.store %v1623, %C[%v1621, %v1616] : memref<8192x8192xbf16>
        %v1624 = arith.muli %wm6, %c64 : index
        %v1625 = arith.addi %v1624, %c33 : index
        %v1626 = arith.muli %lq13, %c4 : index
        %v1627 = arith.addi %v1625, %v1626 : index
        %v1628 = arith.addi %rowA8, %v1627 : index
        %v1629 = vector.extract %d992[1] : f32 from vector<4xf32>
        %v1630 = arith.truncf %v1629 : f32 to bf16
        memref.store %v1630, %C[%v1628, %v1616] : memref<8192x8192xbf16>
        %v1631 = arith.muli %wm6, %c64 : index
        %v1632 = arith.addi %v1631, %c34 : index
        %v1633 = arith.muli %lq13, %c4 : index
        %v1634 = arith.addi %v1632, %v1633 : index
        %v1635 = arith.addi %rowA8, %v1634 : index
        %v1636 = vector.extract %d992[2] : f32 from vector<4xf32>
        %v1637 = arith.truncf %v1636 : f32 to bf16
        memref.store %v1637, %C[%v1635, %v1616] : memref<8192x8192xbf16>
        %v1638 = arith.muli %wm6, %c64 : index
        %v1639 = arith.addi %v1638, %c35 : index
        %v1640 = arith.muli %lq13, %c4 : index
        %v1641 = arith.addi %v1639, %v1640 : index
        %v1642 = arith.addi %rowA8, %v1641 : index
        %v1643 = vector.extract %d992[3] : f32 from vector<4xf32>
        %v1644 = arith.truncf %v1643 : f32 to bf16
        memref.store %v1644, %C[%v1642, %v1616] : memref<8192x8192xbf16>
        %v1645 = arith.muli %wn7, %c128 : index
        %v1646 = arith.addi %v1645, %c64 : index
        %v1647 = arith.addi %v1646, %l1612 : index
        %v1648 = arith.addi %rowB9, %v1647 : index
        %v1649 = arith.muli %wm6, %c64 : index
        %v1650 = arith.addi %v1649, %c32 : index
        %v1651 = arith.muli %lq13, %c4 : index
        %v1652 = arith.addi %v1650, %v1651 : index
        %v1653 = arith.addi %rowA8, %v1652 : index
        %v1654 = vector.extract %d993[0] : f32 from vector<4xf32>
        %v1655 = arith.truncf %v1654 : f32 to bf16
        memref.store %v1655, %C[%v1653, %v1648] : memref<8192x8192xbf16>
        %v1656 = arith.muli %wm6, %c64 : index
        %v1657 = arith.addi %v1656, %c33 : index
        %v1658 = arith.muli %lq13, %c4 : index
        %v1659 = arith.addi %v1657, %v1658 : index
        %v1660 = arith.addi %rowA8, %v1659 : index
        %v1661 = vector.extract %d993[1] : f32 from vector<4xf32>
        %v1662 = arith.truncf %v1661 : f32 to bf16
        memref.store %v1662, %C[%v1660, %v1648] : memref<8192x8192xbf16>
        %v1663 = arith.muli %wm6, %c64 : index
        %v1664 = arith.addi %v1663, %c34 : index
        %v1665 = arith.muli %lq13, %c4 : index
        %v1666 = arith.addi %v1664, %v1665 : index
        %v1667 = arith.addi %rowA8, %v1666 : index
        %v1668 = vector.extract %d993[2] : f32 from vector<4xf32>
        %v1669 = arith.truncf %v1668 : f32 to bf16
        memref.store %v1669, %C[%v1667, %v1648] : memref<8192x8192xbf16>
        %v1670 = arith.muli %wm6, %c64 : index
        %v1671 = arith.addi %v1670, %c35 : index
        %v1672 = arith.muli %lq13, %c4 : index
        %v1673 = arith.addi %v1671, %v1672 : index
        %v1674 = arith.addi %rowA8, %v1673 : index
        %v1675 = vector.extract %d993[3] : f32 from vector<4xf32>
        %v1676 = arith.truncf %v1675 : f32 to bf16
        memref.store %v1676, %C[%v1674, %v1648] : memref<8192x8192xbf16>
        %v1677 = arith.muli %wn7, %c128 : index
        %v1678 = arith.addi %v1677, %c80 : index
        %v1679 = arith.addi %v1678, %l1612 : index
        %v1680 = arith.addi %rowB9, %v1679 : index
        %v1681 = arith.muli %wm6, %c64 : index
        %v1682 = arith.addi %v1681, %c32 : index
        %v1683 = arith.muli %lq13, %c4 : index
        %v1684 = arith.addi %v1682, %v1683 : index
        %v1685 = arith.addi %rowA8, %v1684 : index
        %v1686 = vector.extract %d994[0] : f32 from vector<4xf32>
        %v1687 = arith.truncf %v1686 : f32 to bf16
        memref.store %v1687, %C[%v1685, %v1680] : memref<8192x8192xbf16>
        %v1688 = arith.muli %wm6, %c64 : index
        %v1689 = arith.addi %v1688, %c33 : index
        %v1690 = arith.muli %lq13, %c4 : index
        %v1691 = arith.addi %v1689, %v1690 : index
        %v1692 = arith.addi %rowA8, %v1691 : index
        %v1693 = vector.extract %d994[1] : f32 from vector<4xf32>
        %v1694 = arith.truncf %v1693 : f32 to bf16
        memref.store %v1694, %C[%v1692, %v1680] : memref<8192x8192xbf16>
        %v1695 = arith.muli %wm6, %c64 : index
        %v1696 = arith.addi %v1695, %c34 : index
        %v1697 = arith.muli %lq13, %c4 : index
        %v1698 = arith.addi %v1696, %v1697 : index
        %v1699 = arith.addi %rowA8, %v1698 : index
        %v1700 = vector.extract %d994[2] : f32 from vector<4xf32>
        %v1701 = arith.truncf %v1700 : f32 to bf16
        memref.store %v1701, %C[%v1699, %v1680] : memref<8192x8192xbf16>
        %v1702 = arith.muli %wm6, %c64 : index
        %v1703 = arith.addi %v1702, %c35 : index
        %v1704 = arith.muli %lq13, %c4 : index
        %v1705 = arith.addi %v1703, %v1704 : index
        %v1706 = arith.addi %rowA8, %v1705 : index
        %v1707 = vector.extract %d994[3] : f32 from vector<4xf32>
        %v1708 = arith.truncf %v1707 : f32 to bf16
        memref.store %v1708, %C[%v1706, %v1680] : memref<8192x8192xbf16>
        %v1709 = arith.muli %wn7, %c128 : index
        %v1710 = arith.addi %v1709, %c96 : index
        %v1711 = arith.addi %v1710, %l1612 : index
        %v1712 = arith.addi %rowB9, %v1711 : index
        %v1713 = arith.muli %wm6, %c64 : index
        %v1714 = arith.addi %v1713, %c32 : index
        %v1715 = arith.muli %lq13, %c4 : index
        %v1716 = arith.addi %v1714, %v1715 : index
        %v1717 = arith.addi %rowA8, %v1716 : index
        %v1718 = vector.extract %d995[0] : f32 from vector<4xf32>
        %v1719 = arith.truncf %v1718 : f32 to bf16
        memref.store %v1719, %C[%v1717, %v1712] : memref<8192x8192xbf16>
        %v1720 = arith.muli %wm6, %c64 : index
        %v1721 = arith.addi %v1720, %c33 : index
        %v1722 = arith.muli %lq13, %c4 : index
        %v1723 = arith.addi %v1721, %v1722 : index
        %v1724 = arith.addi %rowA8, %v1723 : index
        %v1725 = vector.extract %d995[1] : f32 from vector<4xf32>
        %v1726 = arith.truncf %v1725 : f32 to bf16
        memref.store %v1726, %C[%v1724, %v1712] : memref<8192x8192xbf16>
        %v1727 = arith.muli %wm6, %c64 : index
        %v1728 = arith.addi %v1727, %c34 : index
        %v1729 = arith.muli %lq13, %c4 : index
        %v1730 = arith.addi %v1728, %v1729 : index
        %v1731 = arith.addi %rowA8, %v1730 : index
        %v1732 = vector.extract %d995[2] : f32 from vector<4xf32>
        %v1733 = arith.truncf %v1732 : f32 to bf16
        memref.store %v1733, %C[%v1731, %v1712] : memref<8192x8192xbf16>
        %v1734 = arith.muli %wm6, %c64 : index
        %v1735 = arith.addi %v1734, %c35 : index
        %v1736 = arith.muli %lq13, %c4 : index
        %v1737 = arith.addi %v1735, %v1736 : index
        %v1738 = arith.addi %rowA8, %v1737 : index
        %v1739 = vector.extract %d995[3] : f32 from vector<4xf32>
        %v1740 = arith.truncf %v1739 : f32 to bf16
        memref.store %v1740, %C[%v1738, %v1712] : memref<8192x8192xbf16>
        %v1741 = arith.muli %wn7, %c128 : index
        %v1742 = arith.addi %v1741, %c112 : index
        %v1743 = arith.addi %v1742, %l1612 : index
        %v1744 = arith.addi %rowB9, %v1743 : index
        %v1745 = arith.muli %wm6, %c64 : index
        %v1746 = arith.addi %v1745, %c32 : index
        %v1747 = arith.muli %lq13, %c4 : index
        %v1748 = arith.addi %v1746, %v1747 : index
        %v1749 = arith.addi %rowA8, %v1748 : index
        %v1750 = vector.extract %d996[0] : f32 from vector<4xf32>
        %v1751 = arith.truncf %v1750 : f32 to bf16
        memref.store %v1751, %C[%v1749, %v1744] : memref<8192x8192xbf16>
        %v1752 = arith.muli %wm6, %c64 : index
        %v1753 = arith.addi %v1752, %c33 : index
        %v1754 = arith.muli %lq13, %c4 : index
        %v1755 = arith.addi %v1753, %v1754 : index
        %v1756 = arith.addi %rowA8, %v1755 : index
        %v1757 = vector.extract %d996[1] : f32 from vector<4xf32>
        %v1758 = arith.truncf %v1757 : f32 to bf16
        memref.store %v1758, %C[%v1756, %v1744] : memref<8192x8192xbf16>
        %v1759 = arith.muli %wm6, %c64 : index
        %v1760 = arith.addi %v1759, %c34 : index
        %v1761 = arith.muli %lq13, %c4 : index
        %v1762 = arith.addi %v1760, %v1761 : index
        %v1763 = arith.addi %rowA8, %v1762 : index
        %v1764 = vector.extract %d996[2] : f32 from vector<4xf32>
        %v1765 = arith.truncf %v1764 : f32 to bf16
        memref.store %v1765, %C[%v1763, %v1744] : memref<8192x8192xbf16>
        %v1766 = arith.muli %wm6, %c64 : index
        %v1767 = arith.addi %v1766, %c35 : index
        %v1768 = arith.muli %lq13, %c4 : index
        %v1769 = arith.addi %v1767, %v1768 : index
        %v1770 = arith.addi %rowA8, %v1769 : index
        %v1771 = vector.extract %d996[3] : f32 from vector<4xf32>
        %v1772 = arith.truncf %v1771 : f32 to bf16
        memref.store %v1772, %C[%v1770, %v1744] : memref<8192x8192xbf16>
        %v1773 = arith.muli %wn7, %c128 : index
        %v1774 = arith.addi %v1773, %c0 : index
        %v1775 = arith.addi %v1774, %l1612 : index
        %v1776 = arith.addi %rowB9, %v1775 : index
        %v1777 = arith.muli %wm6, %c64 : index
        %v1778 = arith.addi %v1777, %c48 : index
        %v1779 = arith.muli %lq13, %c4 : index
        %v1780 = arith.addi %v1778, %v1779 : index
        %v1781 = arith.addi %rowA8, %v1780 : index
        %v1782 = vector.extract %d997[0] : f32 from vector<4xf32>
        %v1783 = arith.truncf %v1782 : f32 to bf16
        memref.store %v1783, %C[%v1781, %v1776] : memref<8192x8192xbf16>
        %v1784 = arith.muli %wm6, %c64 : index
        %c49 = arith.constant 49 : index
        %v1785 = arith.addi %v1784, %c49 : index
        %v1786 = arith.muli %lq13, %c4 : index
        %v1787 = arith.addi %v1785, %v1786 : index
        %v1788 = arith.addi %rowA8, %v1787 : index
        %v1789 = vector.extract %d997[1] : f32 from vector<4xf32>
        %v1790 = arith.truncf %v1789 : f32 to bf16
        memref.store %v1790, %C[%v1788, %v1776] : memref<8192x8192xbf16>
        %v1791 = arith.muli %wm6, %c64 : index
        %c50 = arith.constant 50 : index
        %v1792 = arith.addi %v1791, %c50 : index
        %v1793 = arith.muli %lq13, %c4 : index
        %v1794 = arith.addi %v1792, %v1793 : index
        %v1795 = arith.addi %rowA8, %v1794 : index
        %v1796 = vector.extract %d997[2] : f32 from vector<4xf32>
        %v1797 = arith.truncf %v1796 : f32 to bf16
        memref.store %v1797, %C[%v1795, %v1776] : memref<8192x8192xbf16>
        %v1798 = arith.muli %wm6, %c64 : index
        %c51 = arith.constant 51 : index
        %v1799 = arith.addi %v1798, %c51 : index
        %v1800 = arith.muli %lq13, %c4 : index
        %v1801 = arith.addi %v1799, %v1800 : index
        %v1802 = arith.addi %rowA8, %v1801 : index
        %v1803 = vector.extract %d997[3] : f32 from vector<4xf32>
        %v1804 = arith.truncf %v1803 : f32 to bf16
        memref.store %v1804, %C[%v1802, %v1776] : memref<8192x8192xbf16>
        %v1805 = arith.muli %wn7, %c128 : index
        %v1806 = arith.addi %v1805, %c16 : index
        %v1807 = arith.addi %v1806, %l1612 : index
        %v1808 = arith.addi %rowB9, %v1807 : index
        %v1809 = arith.muli %wm6, %c64 : index
        %v1810 = arith.addi %v1809, %c48 : index
        %v1811 = arith.muli %lq13, %c4 : index
        %v1812 = arith.addi %v1810, %v1811 : index
        %v1813 = arith.addi %rowA8, %v1812 : index
        %v1814 = vector.extract %d998[0] : f32 from vector<4xf32>
        %v1815 = arith.truncf %v1814 : f32 to bf16
        memref.store %v1815, %C[%v1813, %v1808] : memref<8192x8192xbf16>
        %v1816 = arith.muli %wm6, %c64 : index
        %v1817 = arith.addi %v1816, %c49 : index
        %v1818 = arith.muli %lq13, %c4 : index
        %v1819 = arith.addi %v1817, %v1818 : index
        %v1820 = arith.addi %rowA8, %v1819 : index
        %v1821 = vector.extract %d998[1] : f32 from vector<4xf32>
        %v1822 = arith.truncf %v1821 : f32 to bf16
        memref.store %v1822, %C[%v1820, %v1808] : memref<8192x8192xbf16>
        %v1823 = arith.muli %wm6, %c64 : index
        %v1824 = arith.addi %v1823, %c50 : index
        %v1825 = arith.muli %lq13, %c4 : index
        %v1826 = arith.addi %v1824, %v1825 : index
        %v1827 = arith.addi %rowA8, %v1826 : index
        %v1828 = vector.extract %d998[2] : f32 from vector<4xf32>
        %v1829 = arith.truncf %v1828 : f32 to bf16
        memref.store %v1829, %C[%v1827, %v1808] : memref<8192x8192xbf16>
        %v1830 = arith.muli %wm6, %c64 : index
        %v1831 = arith.addi %v1830, %c51 : index
        %v1832 = arith.muli %lq13, %c4 : index
        %v1833 = arith.addi %v1831, %v1832 : index
        %v1834 = arith.addi %rowA8, %v1833 : index
        %v1835 = vector.extract %d998[3] : f32 from vector<4xf32>
        %v1836 = arith.truncf %v1835 : f32 to bf16
        memref.store %v1836, %C[%v1834, %v1808] : memref<8192x8192xbf16>
        %v1837 = arith.muli %wn7, %c128 : index
        %v1838 = arith.addi %v1837, %c32 : index
        %v1839 = arith.addi %v1838, %l1612 : index
        %v1840 = arith.addi %rowB9, %v1839 : index
        %v1841 = arith.muli %wm6, %c64 : index
        %v1842 = arith.addi %v1841, %c48 : index
        %v1843 = arith.muli %lq13, %c4 : index
        %v1844 = arith.addi %v1842, %v1843 : index
        %v1845 = arith.addi %rowA8, %v1844 : index
        %v1846 = vector.extract %d999[0] : f32 from vector<4xf32>
        %v1847 = arith.truncf %v1846 : f32 to bf16
        memref.store %v1847, %C[%v1845, %v1840] : memref<8192x8192xbf16>
        %v1848 = arith.muli %wm6, %c64 : index
        %v1849 = arith.addi %v1848, %c49 : index
        %v1850 = arith.muli %lq13, %c4 : index
        %v1851 = arith.addi %v1849, %v1850 : index
        %v1852 = arith.addi %rowA8, %v1851 : index
        %v1853 = vector.extract %d999[1] : f32 from vector<4xf32>
        %v1854 = arith.truncf %v1853 : f32 to bf16
        memref.store %v1854, %C[%v1852, %v1840] : memref<8192x8192xbf16>
        %v1855 = arith.muli %wm6, %c64 : index
        %v1856 = arith.addi %v1855, %c50 : index
        %v1857 = arith.muli %lq13, %c4 : index
        %v1858 = arith.addi %v1856, %v1857 : index
        %v1859 = arith.addi %rowA8, %v1858 : index
        %v1860 = vector.extract %d999[2] : f32 from vector<4xf32>
        %v1861 = arith.truncf %v1860 : f32 to bf16
        memref.store %v1861, %C[%v1859, %v1840] : memref<8192x8192xbf16>
        %v1862 = arith.muli %wm6, %c64 : index
        %v1863 = arith.addi %v1862, %c51 : index
        %v1864 = arith.muli %lq13, %c4 : index
        %v1865 = arith.addi %v1863, %v1864 : index
        %v1866 = arith.addi %rowA8, %v1865 : index
        %v1867 = vector.extract %d999[3] : f32 from vector<4xf32>
        %v1868 = arith.truncf %v1867 : f32 to bf16
        memref.store %v1868, %C[%v1866, %v1840] : memref<8192x8192xbf16>
        %v1869 = arith.muli %wn7, %c128 : index
        %v1870 = arith.addi %v1869, %c48 : index
        %v1871 = arith.addi %v1870, %l1612 : index
        %v1872 = arith.addi %rowB9, %v1871 : index
        %v1873 = arith.muli %wm6, %c64 : index
        %v1874 = arith.addi %v1873, %c48 : index
        %v1875 = arith.muli %lq13, %c4 : index
        %v1876 = arith.addi %v1874, %v1875 : index
        %v1877 = arith.addi %rowA8, %v1876 : index
        %v1878 = vector.extract %d1000[0] : f32 from vector<4xf32>
        %v1879 = arith.truncf %v1878 : f32 to bf16
        memref.store %v1879, %C[%v1877, %v1872] : memref<8192x8192xbf16>
        %v1880 = arith.muli %wm6, %c64 : index
        %v1881 = arith.addi %v1880, %c49 : index
        %v1882 = arith.muli %lq13, %c4 : index
        %v1883 = arith.addi %v1881, %v1882 : index
        %v1884 = arith.addi %rowA8, %v1883 : index
        %v1885 = vector.extract %d1000[1] : f32 from vector<4xf32>
        %v1886 = arith.truncf %v1885 : f32 to bf16
        memref.store %v1886, %C[%v1884, %v1872] : memref<8192x8192xbf16>
        %v1887 = arith.muli %wm6, %c64 : index
        %v1888 = arith.addi %v1887, %c50 : index
        %v1889 = arith.muli %lq13, %c4 : index
        %v1890 = arith.addi %v1888, %v1889 : index
        %v1891 = arith.addi %rowA8, %v1890 : index
        %v1892 = vector.extract %d1000[2] : f32 from vector<4xf32>
        %v1893 = arith.truncf %v1892 : f32 to bf16
        memref.store %v1893, %C[%v1891, %v1872] : memref<8192x8192xbf16>
        %v1894 = arith.muli %wm6, %c64 : index
        %v1895 = arith.addi %v1894, %c51 : index
        %v1896 = arith.muli %lq13, %c4 : index
        %v1897 = arith.addi %v1895, %v1896 : index
        %v1898 = arith.addi %rowA8, %v1897 : index
        %v1899 = vector.extract %d1000[3] : f32 from vector<4xf32>
        %v1900 = arith.truncf %v1899 : f32 to bf16
        memref.store %v1900, %C[%v1898, %v1872] : memref<8192x8192xbf16>
        %v1901 = arith.muli %wn7, %c128 : index
        %v1902 = arith.addi %v1901, %c64 : index
        %v1903 = arith.addi %v1902, %l1612 : index
        %v1904 = arith.addi %rowB9, %v1903 : index
        %v1905 = arith.muli %wm6, %c64 : index
        %v1906 = arith.addi %v1905, %c48 : index
        %v1907 = arith.muli %lq13, %c4 : index
        %v1908 = arith.addi %v1906, %v1907 : index
        %v1909 = arith.addi %rowA8, %v1908 : index
        %v1910 = vector.extract %d1001[0] : f32 from vector<4xf32>
        %v1911 = arith.truncf %v1910 : f32 to bf16
        memref.store %v1911, %C[%v1909, %v1904] : memref<8192x8192xbf16>
        %v1912 = arith.muli %wm6, %c64 : index
        %v1913 = arith.addi %v1912, %c49 : index
        %v1914 = arith.muli %lq13, %c4 : index
        %v1915 = arith.addi %v1913, %v1914 : index
        %v1916 = arith.addi %rowA8, %v1915 : index
        %v1917 = vector.extract %d1001[1] : f32 from vector<4xf32>
        %v1918 = arith.truncf %v1917 : f32 to bf16
        memref.store %v1918, %C[%v1916, %v1904] : memref<8192x8192xbf16>
        %v1919 = arith.muli %wm6, %c64 : index
        %v1920 = arith.addi %v1919, %c50 : index
        %v1921 = arith.muli %lq13, %c4 : index
        %v1922 = arith.addi %v1920, %v1921 : index
        %v1923 = arith.addi %rowA8, %v1922 : index
        %v1924 = vector.extract %d1001[2] : f32 from vector<4xf32>
        %v1925 = arith.truncf %v1924 : f32 to bf16
        memref.store %v1925, %C[%v1923, %v1904] : memref<8192x8192xbf16>
        %v1926 = arith.muli %wm6, %c64 : index
        %v1927 = arith.addi %v1926, %c51 : index
        %v1928 = arith.muli %lq13, %c4 : index
        %v1929 = arith.addi %v1927, %v1928 : index
        %v1930 = arith.addi %rowA8, %v1929 : index
        %v1931 = vector.extract %d1001[3] : f32 from vector<4xf32>
        %v1932 = arith.truncf %v1931 : f32 to bf16
        memref.store %v1932, %C[%v1930, %v1904] : memref<8192x8192xbf16>
        %v1933 = arith.muli %wn7, %c128 : index
        %v1934 = arith.addi %v1933, %c80 : index
        %v1935 = arith.addi %v1934, %l1612 : index
        %v1936 = arith.addi %rowB9, %v1935 : index
        %v1937 = arith.muli %wm6, %c64 : index
        %v1938 = arith.addi %v1937, %c48 : index
        %v1939 = arith.muli %lq13, %c4 : index
        %v1940 = arith.addi %v1938, %v1939 : index
        %v1941 = arith.addi %rowA8, %v1940 : index
        %v1942 = vector.extract %d1002[0] : f32 from vector<4xf32>
        %v1943 = arith.truncf %v1942 : f32 to bf16
        memref.store %v1943, %C[%v1941, %v1936] : memref<8192x8192xbf16>
        %v1944 = arith.muli %wm6, %c64 : index
        %v1945 = arith.addi %v1944, %c49 : index
        %v1946 = arith.muli %lq13, %c4 : index
        %v1947 = arith.addi %v1945, %v1946 : index
        %v1948 = arith.addi %rowA8, %v1947 : index
        %v1949 = vector.extract %d1002[1] : f32 from vector<4xf32>
        %v1950 = arith.truncf %v1949 : f32 to bf16
        memref.store %v1950, %C[%v1948, %v1936] : memref<8192x8192xbf16>
        %v1951 = arith.muli %wm6, %c64 : index
        %v1952 = arith.addi %v1951, %c50 : index
        %v1953 = arith.muli %lq13, %c4 : index
        %v1954 = arith.addi %v1952, %v1953 : index
        %v1955 = arith.addi %rowA8, %v1954 : index
        %v1956 = vector.extract %d1002[2] : f32 from vector<4xf32>
        %v1957 = arith.truncf %v1956 : f32 to bf16
        memref.store %v1957, %C[%v1955, %v1936] : memref<8192x8192xbf16>
        %v1958 = arith.muli %wm6, %c64 : index
        %v1959 = arith.addi %v1958, %c51 : index
        %v1960 = arith.muli %lq13, %c4 : index
        %v1961 = arith.addi %v1959, %v1960 : index
        %v1962 = arith.addi %rowA8, %v1961 : index
        %v1963 = vector.extract %d1002[3] : f32 from vector<4xf32>
        %v1964 = arith.truncf %v1963 : f32 to bf16
        memref.store %v1964, %C[%v1962, %v1936] : memref<8192x8192xbf16>
        %v1965 = arith.muli %wn7, %c128 : index
        %v1966 = arith.addi %v1965, %c96 : index
        %v1967 = arith.addi %v1966, %l1612 : index
        %v1968 = arith.addi %rowB9, %v1967 : index
        %v1969 = arith.muli %wm6, %c64 : index
        %v1970 = arith.addi %v1969, %c48 : index
        %v1971 = arith.muli %lq13, %c4 : index
        %v1972 = arith.addi %v1970, %v1971 : index
        %v1973 = arith.addi %rowA8, %v1972 : index
        %v1974 = vector.extract %d1003[0] : f32 from vector<4xf32>
        %v1975 = arith.truncf %v1974 : f32 to bf16
        memref.store %v1975, %C[%v1973, %v1968] : memref<8192x8192xbf16>
        %v1976 = arith.muli %wm6, %c64 : index
        %v1977 = arith.addi %v1976, %c49 : index
        %v1978 = arith.muli %lq13, %c4 : index
        %v1979 = arith.addi %v1977, %v1978 : index
        %v1980 = arith.addi %rowA8, %v1979 : index
        %v1981 = vector.extract %d1003[1] : f32 from vector<4xf32>
        %v1982 = arith.truncf %v1981 : f32 to bf16
        memref.store %v1982, %C[%v1980, %v1968] : memref<8192x8192xbf16>
        %v1983 = arith.muli %wm6, %c64 : index
        %v1984 = arith.addi %v1983, %c50 : index
        %v1985 = arith.muli %lq13, %c4 : index
        %v1986 = arith.addi %v1984, %v1985 : index
        %v1987 = arith.addi %rowA8, %v1986 : index
        %v1988 = vector.extract %d1003[2] : f32 from vector<4xf32>
        %v1989 = arith.truncf %v1988 : f32 to bf16
        memref.store %v1989, %C[%v1987, %v1968] : memref<8192x8192xbf16>
        %v1990 = arith.muli %wm6, %c64 : index
        %v1991 = arith.addi %v1990, %c51 : index
        %v1992 = arith.muli %lq13, %c4 : index
        %v1993 = arith.addi %v1991, %v1992 : index
        %v1994 = arith.addi %rowA8, %v1993 : index
        %v1995 = vector.extract %d1003[3] : f32 from vector<4xf32>
        %v1996 = arith.truncf %v1995 : f32 to bf16
        memref.store %v1996, %C[%v1994, %v1968] : memref<8192x8192xbf16>
        %v1997 = arith.muli %wn7, %c128 : index
        %v1998 = arith.addi %v1997, %c112 : index
        %v1999 = arith.addi %v1998, %l1612 : index
        %v2000 = arith.addi %rowB9, %v1999 : index
        %v2001 = arith.muli %wm6, %c64 : index
        %v2002 = arith.addi %v2001, %c48 : index
        %v2003 = arith.muli %lq13, %c4 : index
        %v2004 = arith.addi %v2002, %v2003 : index
        %v2005 = arith.addi %rowA8, %v2004 : index
        %v2006 = vector.extract %d1004[0] : f32 from vector<4xf32>
        %v2007 = arith.truncf %v2006 : f32 to bf16
        memref.store %v2007, %C[%v2005, %v2000] : memref<8192x8192xbf16>
        %v2008 = arith.muli %wm6, %c64 : index
        %v2009 = arith.addi %v2008, %c49 : index
        %v2010 = arith.muli %lq13, %c4 : index
        %v2011 = arith.addi %v2009, %v2010 : index
        %v2012 = arith.addi %rowA8, %v2011 : index
        %v2013 = vector.extract %d1004[1] : f32 from vector<4xf32>
        %v2014 = arith.truncf %v2013 : f32 to bf16
        memref.store %v2014, %C[%v2012, %v2000] : memref<8192x8192xbf16>
        %v2015 = arith.muli %wm6, %c64 : index
        %v2016 = arith.addi %v2015, %c50 : index
        %v2017 = arith.muli %lq13, %c4 : index
        %v2018 = arith.addi %v2016, %v2017 : index
        %v2019 = arith.addi %rowA8, %v2018 : index
        %v2020 = vector.extract %d1004[2] : f32 from vector<4xf32>
        %v2021 = arith.truncf %v2020 : f32 to bf16
        memref.store %v2021, %C[%v2019, %v2000] : memref<8192x8192xbf16>
        %v2022 = arith.muli %wm6, %c64 : index
        %v2023 = arith.addi %v2022, %c51 : index
        %v2024 = arith.muli %lq13, %c4 : index
        %v2025 = arith.addi %v2023, %v2024 : index
        %v2026 = arith.addi %rowA8, %v2025 : index
        %v2027 = vector.extract %d1004[3] : f32 from vector<4xf32>
        %v2028 = arith.truncf %v2027 : f32 to bf16
        memref.store %v2028, %C[%v2026, %v2000] : memref<8192x8192xbf16>
        gpu.return
    }
  }
}
