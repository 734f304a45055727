module attributes {gpu.container_module} {
  gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {m = 8192, n = 8192, k = 8192, tile_m = 256, tile_n = 256, tile_k = 64, waves = 8, dtype = "bf16", swizzle = "xor", c_dtype = "bf16"}} {
    gpu.func @gemm(%A: memref<8192x8192xbf16>, %B: memref<8192x8192xbf16>, %C: memref<8192x8192xbf16>)
        workgroup(%As : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %Bs : memref<2x256x64xbf16, #gpu.address_space<workgroup>>)
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
        amdgpu.gather_to_lds %Bb15[%v58, %v61], %Bs[%c0, %v54, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gB0")
        %v62 = arith.addi %wave4, %c8 : index
        %v63 = arith.muli %v62, %c8 : index
        %v64 = arith.addi %v63, %lrow10 : index
        %v65 = arith.remui %v64, %c8 : index
        %v66 = arith.xori %lch11, %v65 : index
        %v67 = arith.addi %rowB9, %v64 : index
        %v68 = arith.muli %c0, %c64 : index
        %v69 = arith.muli %v66, %c8 : index
        %v70 = arith.addi %v68, %v69 : index
        amdgpu.gather_to_lds %Bb15[%v67, %v70], %Bs[%c0, %v63, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gB1")
        %v71 = arith.addi %wave4, %c16 : index
        %v72 = arith.muli %v71, %c8 : index
        %v73 = arith.addi %v72, %lrow10 : index
        %v74 = arith.remui %v73, %c8 : index
        %v75 = arith.xori %lch11, %v74 : index
        %v76 = arith.addi %rowB9, %v73 : index
        %v77 = arith.muli %c0, %c64 : index
        %v78 = arith.muli %v75, %c8 : index
        %v79 = arith.addi %v77, %v78 : index
        amdgpu.gather_to_lds %Bb15[%v76, %v79], %Bs[%c0, %v72, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gB2")
        %v80 = arith.addi %wave4, %c24 : index
        %v81 = arith.muli %v80, %c8 : index
        %v82 = arith.addi %v81, %lrow10 : index
        %v83 = arith.remui %v82, %c8 : index
        %v84 = arith.xori %lch11, %v83 : index
        %v85 = arith.addi %rowB9, %v82 : index
        %v86 = arith.muli %c0, %c64 : index
        %v87 = arith.muli %v84, %c8 : index
        %v88 = arith.addi %v86, %v87 : index
        amdgpu.gather_to_lds %Bb15[%v85, %v88], %Bs[%c0, %v81, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gB3")
        // steady state
        %c127 = arith.constant 127 : index
        %res89:32 = scf.for %k = %c0 to %c127 step %c1 iter_args(%acc0 = %zero16, %acc1 = %zero16, %acc2 = %zero16, %acc3 = %zero16, %acc4 = %zero16, %acc5 = %zero16, %acc6 = %zero16, %acc7 = %zero16, %acc8 = %zero16, %acc9 = %zero16, %acc10 = %zero16, %acc11 = %zero16, %acc12 = %zero16, %acc13 = %zero16, %acc14 = %zero16, %acc15 = %zero16, %acc16 = %zero16, %acc17 = %zero16, %acc18 = %zero16, %acc19 = %zero16, %acc20 = %zero16, %acc21 = %zero16, %acc22 = %zero16, %acc23 = %zero16, %acc24 = %zero16, %acc25 = %zero16, %acc26 = %zero16, %acc27 = %zero16, %acc28 = %zero16, %acc29 = %zero16, %acc30 = %zero16, %acc31 = %zero16) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
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
          amdgpu.gather_to_lds %Ab14[%v98, %v101], %As[%slotw91, %v94, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gA0")
          %v102 = arith.addi %wave4, %c8 : index
          %v103 = arith.muli %v102, %c8 : index
          %v104 = arith.addi %v103, %lrow10 : index
          %v105 = arith.remui %v104, %c8 : index
          %v106 = arith.xori %lch11, %v105 : index
          %v107 = arith.addi %rowA8, %v104 : index
          %v108 = arith.muli %kn90, %c64 : index
          %v109 = arith.muli %v106, %c8 : index
          %v110 = arith.addi %v108, %v109 : index
          amdgpu.gather_to_lds %Ab14[%v107, %v110], %As[%slotw91, %v103, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gA1")
          %v111 = arith.addi %wave4, %c16 : index
          %v112 = arith.muli %v111, %c8 : index
          %v113 = arith.addi %v112, %lrow10 : index
          %v114 = arith.remui %v113, %c8 : index
          %v115 = arith.xori %lch11, %v114 : index
          %v116 = arith.addi %rowA8, %v113 : index
          %v117 = arith.muli %kn90, %c64 : index
          %v118 = arith.muli %v115, %c8 : index
          %v119 = arith.addi %v117, %v118 : index
          amdgpu.gather_to_lds %Ab14[%v116, %v119], %As[%slotw91, %v112, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gA2")
          %v120 = arith.addi %wave4, %c24 : index
          %v121 = arith.muli %v120, %c8 : index
          %v122 = arith.addi %v121, %lrow10 : index
          %v123 = arith.remui %v122, %c8 : index
          %v124 = arith.xori %lch11, %v123 : index
          %v125 = arith.addi %rowA8, %v122 : index
          %v126 = arith.muli %kn90, %c64 : index
          %v127 = arith.muli %v124, %c8 : index
          %v128 = arith.addi %v126, %v127 : index
          amdgpu.gather_to_lds %Ab14[%v125, %v128], %As[%slotw91, %v121, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gA3")
          %v129 = arith.addi %wave4, %c0 : index
          %v130 = arith.muli %v129, %c8 : index
          %v131 = arith.addi %v130, %lrow10 : index
          %v132 = arith.remui %v131, %c8 : index
          %v133 = arith.xori %lch11, %v132 : index
          %v134 = arith.addi %rowB9, %v131 : index
          %v135 = arith.muli %kn90, %c64 : index
          %v136 = arith.muli %v133, %c8 : index
          %v137 = arith.addi %v135, %v136 : index
          amdgpu.gather_to_lds %Bb15[%v134, %v137], %Bs[%slotw91, %v130, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gB0")
          %v138 = arith.addi %wave4, %c8 : index
          %v139 = arith.muli %v138, %c8 : index
          %v140 = arith.addi %v139, %lrow10 : index
          %v141 = arith.remui %v140, %c8 : index
          %v142 = arith.xori %lch11, %v141 : index
          %v143 = arith.addi %rowB9, %v140 : index
          %v144 = arith.muli %kn90, %c64 : index
          %v145 = arith.muli %v142, %c8 : index
          %v146 = arith.addi %v144, %v145 : index
          amdgpu.gather_to_lds %Bb15[%v143, %v146], %Bs[%slotw91, %v139, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gB1")
          %v147 = arith.addi %wave4, %c16 : index
          %v148 = arith.muli %v147, %c8 : index
          %v149 = arith.addi %v148, %lrow10 : index
          %v150 = arith.remui %v149, %c8 : index
          %v151 = arith.xori %lch11, %v150 : index
          %v152 = arith.addi %rowB9, %v149 : index
          %v153 = arith.muli %kn90, %c64 : index
          %v154 = arith.muli %v151, %c8 : index
          %v155 = arith.addi %v153, %v154 : index
          amdgpu.gather_to_lds %Bb15[%v152, %v155], %Bs[%slotw91, %v148, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gB2")
          %v156 = arith.addi %wave4, %c24 : index
          %v157 = arith.muli %v156, %c8 : index
          %v158 = arith.addi %v157, %lrow10 : index
          %v159 = arith.remui %v158, %c8 : index
          %v160 = arith.xori %lch11, %v159 : index
          %v161 = arith.addi %rowB9, %v158 : index
          %v162 = arith.muli %kn90, %c64 : index
          %v163 = arith.muli %v160, %c8 : index
          %v164 = arith.addi %v162, %v163 : index
          amdgpu.gather_to_lds %Bb15[%v161, %v164], %Bs[%slotw91, %v157, %c0] : vector<8xbf16>, memref<8192x8192xbf16, #amdgpu.address_space<fat_raw_buffer>>, memref<2x256x64xbf16, #gpu.address_space<workgroup>> loc("gB3")
          %c128 = arith.constant 128 : index
          %v165 = arith.muli %wn7, %c128 : index
          %c96 = arith.constant 96 : index
          %v166 = arith.addi %v165, %c96 : index
          %v167 = arith.addi %v166, %l1612 : index
          %v168 = arith.addi %lq13, %c0 : index
          %v169 = arith.remui %v167, %c8 : index
          %v170 = arith.xori %v168, %v169 : index
          %v171 = arith.muli %v170, %c8 : index
          %b172 = vector.load %Bs[%slotr92, %v167, %v171] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j6_kh0")
          %v173 = arith.muli %wn7, %c128 : index
          %v174 = arith.addi %v173, %c16 : index
          %v175 = arith.addi %v174, %l1612 : index
          %c4 = arith.constant 4 : index
          %v176 = arith.addi %lq13, %c4 : index
          %v177 = arith.remui %v175, %c8 : index
          %v178 = arith.xori %v176, %v177 : index
          %v179 = arith.muli %v178, %c8 : index
          %b180 = vector.load %Bs[%slotr92, %v175, %v179] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh1")
          %v181 = arith.muli %wn7, %c128 : index
          %c112 = arith.constant 112 : index
          %v182 = arith.addi %v181, %c112 : index
          %v183 = arith.addi %v182, %l1612 : index
          %v184 = arith.addi %lq13, %c4 : index
          %v185 = arith.remui %v183, %c8 : index
          %v186 = arith.xori %v184, %v185 : index
          %v187 = arith.muli %v186, %c8 : index
          %b188 = vector.load %Bs[%slotr92, %v183, %v187] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j7_kh1")
          %v189 = arith.muli %wn7, %c128 : index
          %v190 = arith.addi %v189, %c64 : index
          %v191 = arith.addi %v190, %l1612 : index
          %v192 = arith.addi %lq13, %c4 : index
          %v193 = arith.remui %v191, %c8 : index
          %v194 = arith.xori %v192, %v193 : index
          %v195 = arith.muli %v194, %c8 : index
          %b196 = vector.load %Bs[%slotr92, %v191, %v195] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j4_kh1")
          %v197 = arith.muli %wn7, %c128 : index
          %v198 = arith.addi %v197, %c96 : index
          %v199 = arith.addi %v198, %l1612 : index
          %v200 = arith.addi %lq13, %c4 : index
          %v201 = arith.remui %v199, %c8 : index
          %v202 = arith.xori %v200, %v201 : index
          %v203 = arith.muli %v202, %c8 : index
          %b204 = vector.load %Bs[%slotr92, %v199, %v203] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j6_kh1")
          %v205 = arith.muli %wn7, %c128 : index
          %c32 = arith.constant 32 : index
          %v206 = arith.addi %v205, %c32 : index
          %v207 = arith.addi %v206, %l1612 : index
          %v208 = arith.addi %lq13, %c4 : index
          %v209 = arith.remui %v207, %c8 : index
          %v210 = arith.xori %v208, %v209 : index
          %v211 = arith.muli %v210, %c8 : index
          %b212 = vector.load %Bs[%slotr92, %v207, %v211] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh1")
          %v213 = arith.muli %wm6, %c64 : index
          %v214 = arith.addi %v213, %c32 : index
          %v215 = arith.addi %v214, %l1612 : index
          %v216 = arith.addi %lq13, %c4 : index
          %v217 = arith.remui %v215, %c8 : index
          %v218 = arith.xori %v216, %v217 : index
          %v219 = arith.muli %v218, %c8 : index
          %a220 = vector.load %As[%slotr92, %v215, %v219] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh1")
          %v221 = arith.muli %wn7, %c128 : index
          %v222 = arith.addi %v221, %c16 : index
          %v223 = arith.addi %v222, %l1612 : index
          %v224 = arith.addi %lq13, %c0 : index
          %v225 = arith.remui %v223, %c8 : index
          %v226 = arith.xori %v224, %v225 : index
          %v227 = arith.muli %v226, %c8 : index
          %b228 = vector.load %Bs[%slotr92, %v223, %v227] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh0")
          %v229 = arith.muli %wn7, %c128 : index
          %v230 = arith.addi %v229, %c0 : index
          %v231 = arith.addi %v230, %l1612 : index
          %v232 = arith.addi %lq13, %c4 : index
          %v233 = arith.remui %v231, %c8 : index
          %v234 = arith.xori %v232, %v233 : index
          %v235 = arith.muli %v234, %c8 : index
          %b236 = vector.load %Bs[%slotr92, %v231, %v235] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh1")
          %v237 = arith.muli %wm6, %c64 : index
          %c48 = arith.constant 48 : index
          %v238 = arith.addi %v237, %c48 : index
          %v239 = arith.addi %v238, %l1612 : index
          %v240 = arith.addi %lq13, %c0 : index
          %v241 = arith.remui %v239, %c8 : index
          %v242 = arith.xori %v240, %v241 : index
          %v243 = arith.muli %v242, %c8 : index
          %a244 = vector.load %As[%slotr92, %v239, %v243] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh0")
          %v245 = arith.muli %wm6, %c64 : index
          %v246 = arith.addi %v245, %c0 : index
          %v247 = arith.addi %v246, %l1612 : index
          %v248 = arith.addi %lq13, %c0 : index
          %v249 = arith.remui %v247, %c8 : index
          %v250 = arith.xori %v248, %v249 : index
          %v251 = arith.muli %v250, %c8 : index
          %a252 = vector.load %As[%slotr92, %v247, %v251] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh0")
          %v253 = arith.muli %wm6, %c64 : index
          %v254 = arith.addi %v253, %c48 : index
          %v255 = arith.addi %v254, %l1612 : index
          %v256 = arith.addi %lq13, %c4 : index
          %v257 = arith.remui %v255, %c8 : index
          %v258 = arith.xori %v256, %v257 : index
          %v259 = arith.muli %v258, %c8 : index
          %a260 = vector.load %As[%slotr92, %v255, %v259] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh1")
          %v261 = arith.muli %wm6, %c64 : index
          %v262 = arith.addi %v261, %c0 : index
          %v263 = arith.addi %v262, %l1612 : index
          %v264 = arith.addi %lq13, %c4 : index
          %v265 = arith.remui %v263, %c8 : index
          %v266 = arith.xori %v264, %v265 : index
          %v267 = arith.muli %v266, %c8 : index
          %a268 = vector.load %As[%slotr92, %v263, %v267] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh1")
          %v269 = arith.muli %wn7, %c128 : index
          %c80 = arith.constant 80 : index
          %v270 = arith.addi %v269, %c80 : index
          %v271 = arith.addi %v270, %l1612 : index
          %v272 = arith.addi %lq13, %c4 : index
          %v273 = arith.remui %v271, %c8 : index
          %v274 = arith.xori %v272, %v273 : index
          %v275 = arith.muli %v274, %c8 : index
          %b276 = vector.load %Bs[%slotr92, %v271, %v275] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j5_kh1")
          %v277 = arith.muli %wn7, %c128 : index
          %v278 = arith.addi %v277, %c64 : index
          %v279 = arith.addi %v278, %l1612 : index
          %v280 = arith.addi %lq13, %c0 : index
          %v281 = arith.remui %v279, %c8 : index
          %v282 = arith.xori %v280, %v281 : index
          %v283 = arith.muli %v282, %c8 : index
          %b284 = vector.load %Bs[%slotr92, %v279, %v283] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j4_kh0")
          %v285 = arith.muli %wn7, %c128 : index
          %v286 = arith.addi %v285, %c32 : index
          %v287 = arith.addi %v286, %l1612 : index
          %v288 = arith.addi %lq13, %c0 : index
          %v289 = arith.remui %v287, %c8 : index
          %v290 = arith.xori %v288, %v289 : index
          %v291 = arith.muli %v290, %c8 : index
          %b292 = vector.load %Bs[%slotr92, %v287, %v291] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh0")
          %v293 = arith.muli %wn7, %c128 : index
          %v294 = arith.addi %v293, %c112 : index
          %v295 = arith.addi %v294, %l1612 : index
          %v296 = arith.addi %lq13, %c0 : index
          %v297 = arith.remui %v295, %c8 : index
          %v298 = arith.xori %v296, %v297 : index
          %v299 = arith.muli %v298, %c8 : index
          %b300 = vector.load %Bs[%slotr92, %v295, %v299] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j7_kh0")
          %v301 = arith.muli %wn7, %c128 : index
          %v302 = arith.addi %v301, %c48 : index
          %v303 = arith.addi %v302, %l1612 : index
          %v304 = arith.addi %lq13, %c0 : index
          %v305 = arith.remui %v303, %c8 : index
          %v306 = arith.xori %v304, %v305 : index
          %v307 = arith.muli %v306, %c8 : index
          %b308 = vector.load %Bs[%slotr92, %v303, %v307] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh0")
          %v309 = arith.muli %wn7, %c128 : index
          %v310 = arith.addi %v309, %c48 : index
          %v311 = arith.addi %v310, %l1612 : index
          %v312 = arith.addi %lq13, %c4 : index
          %v313 = arith.remui %v311, %c8 : index
          %v314 = arith.xori %v312, %v313 : index
          %v315 = arith.muli %v314, %c8 : index
          %b316 = vector.load %Bs[%slotr92, %v311, %v315] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh1")
          %v317 = arith.muli %wm6, %c64 : index
          %v318 = arith.addi %v317, %c16 : index
          %v319 = arith.addi %v318, %l1612 : index
          %v320 = arith.addi %lq13, %c4 : index
          %v321 = arith.remui %v319, %c8 : index
          %v322 = arith.xori %v320, %v321 : index
          %v323 = arith.muli %v322, %c8 : index
          %a324 = vector.load %As[%slotr92, %v319, %v323] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh1")
          %v325 = arith.muli %wn7, %c128 : index
          %v326 = arith.addi %v325, %c0 : index
          %v327 = arith.addi %v326, %l1612 : index
          %v328 = arith.addi %lq13, %c0 : index
          %v329 = arith.remui %v327, %c8 : index
          %v330 = arith.xori %v328, %v329 : index
          %v331 = arith.muli %v330, %c8 : index
          %b332 = vector.load %Bs[%slotr92, %v327, %v331] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh0")
          %v333 = arith.muli %wm6, %c64 : index
          %v334 = arith.addi %v333, %c16 : index
          %v335 = arith.addi %v334, %l1612 : index
          %v336 = arith.addi %lq13, %c0 : index
          %v337 = arith.remui %v335, %c8 : index
          %v338 = arith.xori %v336, %v337 : index
          %v339 = arith.muli %v338, %c8 : index
          %a340 = vector.load %As[%slotr92, %v335, %v339] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh0")
          %v341 = arith.muli %wn7, %c128 : index
          %v342 = arith.addi %v341, %c80 : index
          %v343 = arith.addi %v342, %l1612 : index
          %v344 = arith.addi %lq13, %c0 : index
          %v345 = arith.remui %v343, %c8 : index
          %v346 = arith.xori %v344, %v345 : index
          %v347 = arith.muli %v346, %c8 : index
          %b348 = vector.load %Bs[%slotr92, %v343, %v347] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j5_kh0")
          %v349 = arith.muli %wm6, %c64 : index
          %v350 = arith.addi %v349, %c32 : index
          %v351 = arith.addi %v350, %l1612 : index
          %v352 = arith.addi %lq13, %c0 : index
          %v353 = arith.remui %v351, %c8 : index
          %v354 = arith.xori %v352, %v353 : index
          %v355 = arith.muli %v354, %c8 : index
          %a356 = vector.load %As[%slotr92, %v351, %v355] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh0")
          %d357 = amdgpu.mfma 16x16x32 %a356 * %b300 + %acc23 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j7")
          %d358 = amdgpu.mfma 16x16x32 %a356 * %b284 + %acc20 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j4")
          %d359 = amdgpu.mfma 16x16x32 %a252 * %b332 + %acc0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j0")
          %d360 = amdgpu.mfma 16x16x32 %a340 * %b292 + %acc10 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j2")
          %d361 = amdgpu.mfma 16x16x32 %a252 * %b284 + %acc4 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j4")
          %d362 = amdgpu.mfma 16x16x32 %a244 * %b308 + %acc27 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j3")
          %d363 = amdgpu.mfma 16x16x32 %a244 * %b228 + %acc25 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j1")
          %d364 = amdgpu.mfma 16x16x32 %a340 * %b332 + %acc8 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j0")
          %d365 = amdgpu.mfma 16x16x32 %a252 * %b348 + %acc5 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j5")
          %d366 = amdgpu.mfma 16x16x32 %a252 * %b292 + %acc2 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j2")
          %d367 = amdgpu.mfma 16x16x32 %a268 * %b276 + %d365 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j5")
          %d368 = amdgpu.mfma 16x16x32 %a244 * %b300 + %acc31 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j7")
          %d369 = amdgpu.mfma 16x16x32 %a356 * %b228 + %acc17 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j1")
          %d370 = amdgpu.mfma 16x16x32 %a244 * %b292 + %acc26 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j2")
          %d371 = amdgpu.mfma 16x16x32 %a252 * %b308 + %acc3 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j3")
          %d372 = amdgpu.mfma 16x16x32 %a356 * %b308 + %acc19 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j3")
          %d373 = amdgpu.mfma 16x16x32 %a252 * %b172 + %acc6 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j6")
          %d374 = amdgpu.mfma 16x16x32 %a340 * %b284 + %acc12 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j4")
          %d375 = amdgpu.mfma 16x16x32 %a260 * %b180 + %d363 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j1")
          %d376 = amdgpu.mfma 16x16x32 %a340 * %b300 + %acc15 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j7")
          %d377 = amdgpu.mfma 16x16x32 %a220 * %b180 + %d369 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j1")
          %d378 = amdgpu.mfma 16x16x32 %a244 * %b172 + %acc30 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j6")
          %d379 = amdgpu.mfma 16x16x32 %a340 * %b228 + %acc9 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j1")
          %d380 = amdgpu.mfma 16x16x32 %a268 * %b196 + %d361 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j4")
          %d381 = amdgpu.mfma 16x16x32 %a220 * %b316 + %d372 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j3")
          %d382 = amdgpu.mfma 16x16x32 %a220 * %b196 + %d358 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j4")
          %d383 = amdgpu.mfma 16x16x32 %a356 * %b348 + %acc21 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j5")
          %d384 = amdgpu.mfma 16x16x32 %a356 * %b332 + %acc16 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j0")
          %d385 = amdgpu.mfma 16x16x32 %a356 * %b172 + %acc22 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j6")
          %d386 = amdgpu.mfma 16x16x32 %a220 * %b188 + %d357 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j7")
          %d387 = amdgpu.mfma 16x16x32 %a324 * %b188 + %d376 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j7")
          %d388 = amdgpu.mfma 16x16x32 %a220 * %b276 + %d383 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j5")
          %d389 = amdgpu.mfma 16x16x32 %a252 * %b300 + %acc7 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j7")
          %d390 = amdgpu.mfma 16x16x32 %a268 * %b188 + %d389 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j7")
          %d391 = amdgpu.mfma 16x16x32 %a340 * %b308 + %acc11 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j3")
          %d392 = amdgpu.mfma 16x16x32 %a268 * %b204 + %d373 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j6")
          %d393 = amdgpu.mfma 16x16x32 %a340 * %b348 + %acc13 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j5")
          %d394 = amdgpu.mfma 16x16x32 %a260 * %b212 + %d370 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j2")
          %d395 = amdgpu.mfma 16x16x32 %a356 * %b292 + %acc18 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j2")
          %d396 = amdgpu.mfma 16x16x32 %a220 * %b212 + %d395 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j2")
          %d397 = amdgpu.mfma 16x16x32 %a244 * %b348 + %acc29 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j5")
          %d398 = amdgpu.mfma 16x16x32 %a324 * %b212 + %d360 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j2")
          %d399 = amdgpu.mfma 16x16x32 %a324 * %b196 + %d374 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j4")
          %d400 = amdgpu.mfma 16x16x32 %a220 * %b204 + %d385 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j6")
          %d401 = amdgpu.mfma 16x16x32 %a220 * %b236 + %d384 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j0")
          %d402 = amdgpu.mfma 16x16x32 %a268 * %b316 + %d371 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j3")
          %d403 = amdgpu.mfma 16x16x32 %a260 * %b188 + %d368 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j7")
          %d404 = amdgpu.mfma 16x16x32 %a244 * %b284 + %acc28 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j4")
          %d405 = amdgpu.mfma 16x16x32 %a340 * %b172 + %acc14 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j6")
          %d406 = amdgpu.mfma 16x16x32 %a252 * %b228 + %acc1 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j1")
          %d407 = amdgpu.mfma 16x16x32 %a260 * %b196 + %d404 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j4")
          %d408 = amdgpu.mfma 16x16x32 %a324 * %b204 + %d405 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j6")
          %d409 = amdgpu.mfma 16x16x32 %a260 * %b316 + %d362 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j3")
          %d410 = amdgpu.mfma 16x16x32 %a324 * %b276 + %d393 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j5")
          %d411 = amdgpu.mfma 16x16x32 %a324 * %b316 + %d391 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j3")
          %d412 = amdgpu.mfma 16x16x32 %a244 * %b332 + %acc24 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j0")
          %d413 = amdgpu.mfma 16x16x32 %a260 * %b236 + %d412 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j0")
          %d414 = amdgpu.mfma 16x16x32 %a268 * %b236 + %d359 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j0")
          %d415 = amdgpu.mfma 16x16x32 %a268 * %b212 + %d366 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j2")
          %d416 = amdgpu.mfma 16x16x32 %a324 * %b180 + %d379 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j1")
          %d417 = amdgpu.mfma 16x16x32 %a260 * %b276 + %d397 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j5")
          %d418 = amdgpu.mfma 16x16x32 %a260 * %b204 + %d378 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j6")
          %d419 = amdgpu.mfma 16x16x32 %a268 * %b180 + %d406 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j1")
          %d420 = amdgpu.mfma 16x16x32 %a324 * %b236 + %d364 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j0")
          scf.yield %d414, %d419, %d415, %d402, %d380, %d367, %d392, %d390, %d420, %d416, %d398, %d411, %d399, %d410, %d408, %d387, %d401, %d377, %d396, %d381, %d382, %d388, %d400, %d386, %d413, %d375, %d394, %d409, %d407, %d417, %d418, %d403 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
        }
        // epilogue
        amdgpu.memory_counter_wait load(0)
        rocdl.s.barrier
        %c128 = arith.constant 128 : index
        %v421 = arith.muli %wn7, %c128 : index
        %v422 = arith.addi %v421, %c64 : index
        %v423 = arith.addi %v422, %l1612 : index
        %c4 = arith.constant 4 : index
        %v424 = arith.addi %lq13, %c4 : index
        %v425 = arith.remui %v423, %c8 : index
        %v426 = arith.xori %v424, %v425 : index
        %v427 = arith.muli %v426, %c8 : index
        %b428 = vector.load %Bs[%c1, %v423, %v427] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j4_kh1")
        %v429 = arith.muli %wn7, %c128 : index
        %c80 = arith.constant 80 : index
        %v430 = arith.addi %v429, %c80 : index
        %v431 = arith.addi %v430, %l1612 : index
        %v432 = arith.addi %lq13, %c0 : index
        %v433 = arith.remui %v431, %c8 : index
        %v434 = arith.xori %v432, %v433 : index
        %v435 = arith.muli %v434, %c8 : index
        %b436 = vector.load %Bs[%c1, %v431, %v435] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j5_kh0")
        %v437 = arith.muli %wn7, %c128 : index
        %v438 = arith.addi %v437, %c80 : index
        %v439 = arith.addi %v438, %l1612 : index
        %v440 = arith.addi %lq13, %c4 : index
        %v441 = arith.remui %v439, %c8 : index
        %v442 = arith.xori %v440, %v441 : index
        %v443 = arith.muli %v442, %c8 : index
        %b444 = vector.load %Bs[%c1, %v439, %v443] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j5_kh1")
        %v445 = arith.muli %wn7, %c128 : index
        %c96 = arith.constant 96 : index
        %v446 = arith.addi %v445, %c96 : index
        %v447 = arith.addi %v446, %l1612 : index
        %v448 = arith.addi %lq13, %c0 : index
        %v449 = arith.remui %v447, %c8 : index
        %v450 = arith.xori %v448, %v449 : index
        %v451 = arith.muli %v450, %c8 : index
        %b452 = vector.load %Bs[%c1, %v447, %v451] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j6_kh0")
        %v453 = arith.muli %wm6, %c64 : index
        %c48 = arith.constant 48 : index
        %v454 = arith.addi %v453, %c48 : index
        %v455 = arith.addi %v454, %l1612 : index
        %v456 = arith.addi %lq13, %c4 : index
        %v457 = arith.remui %v455, %c8 : index
        %v458 = arith.xori %v456, %v457 : index
        %v459 = arith.muli %v458, %c8 : index
        %a460 = vector.load %As[%c1, %v455, %v459] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh1")
        %v461 = arith.muli %wm6, %c64 : index
        %v462 = arith.addi %v461, %c16 : index
        %v463 = arith.addi %v462, %l1612 : index
        %v464 = arith.addi %lq13, %c0 : index
        %v465 = arith.remui %v463, %c8 : index
        %v466 = arith.xori %v464, %v465 : index
        %v467 = arith.muli %v466, %c8 : index
        %a468 = vector.load %As[%c1, %v463, %v467] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh0")
        %v469 = arith.muli %wm6, %c64 : index
        %c32 = arith.constant 32 : index
        %v470 = arith.addi %v469, %c32 : index
        %v471 = arith.addi %v470, %l1612 : index
        %v472 = arith.addi %lq13, %c0 : index
        %v473 = arith.remui %v471, %c8 : index
        %v474 = arith.xori %v472, %v473 : index
        %v475 = arith.muli %v474, %c8 : index
        %a476 = vector.load %As[%c1, %v471, %v475] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh0")
        %v477 = arith.muli %wm6, %c64 : index
        %v478 = arith.addi %v477, %c48 : index
        %v479 = arith.addi %v478, %l1612 : index
        %v480 = arith.addi %lq13, %c0 : index
        %v481 = arith.remui %v479, %c8 : index
        %v482 = arith.xori %v480, %v481 : index
        %v483 = arith.muli %v482, %c8 : index
        %a484 = vector.load %As[%c1, %v479, %v483] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i3_kh0")
        %v485 = arith.muli %wn7, %c128 : index
        %c112 = arith.constant 112 : index
        %v486 = arith.addi %v485, %c112 : index
        %v487 = arith.addi %v486, %l1612 : index
        %v488 = arith.addi %lq13, %c4 : index
        %v489 = arith.remui %v487, %c8 : index
        %v490 = arith.xori %v488, %v489 : index
        %v491 = arith.muli %v490, %c8 : index
        %b492 = vector.load %Bs[%c1, %v487, %v491] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j7_kh1")
        %v493 = arith.muli %wn7, %c128 : index
        %v494 = arith.addi %v493, %c16 : index
        %v495 = arith.addi %v494, %l1612 : index
        %v496 = arith.addi %lq13, %c0 : index
        %v497 = arith.remui %v495, %c8 : index
        %v498 = arith.xori %v496, %v497 : index
        %v499 = arith.muli %v498, %c8 : index
        %b500 = vector.load %Bs[%c1, %v495, %v499] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh0")
        %v501 = arith.muli %wn7, %c128 : index
        %v502 = arith.addi %v501, %c48 : index
        %v503 = arith.addi %v502, %l1612 : index
        %v504 = arith.addi %lq13, %c0 : index
        %v505 = arith.remui %v503, %c8 : index
        %v506 = arith.xori %v504, %v505 : index
        %v507 = arith.muli %v506, %c8 : index
        %b508 = vector.load %Bs[%c1, %v503, %v507] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh0")
        %v509 = arith.muli %wn7, %c128 : index
        %v510 = arith.addi %v509, %c32 : index
        %v511 = arith.addi %v510, %l1612 : index
        %v512 = arith.addi %lq13, %c4 : index
        %v513 = arith.remui %v511, %c8 : index
        %v514 = arith.xori %v512, %v513 : index
        %v515 = arith.muli %v514, %c8 : index
        %b516 = vector.load %Bs[%c1, %v511, %v515] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh1")
        %v517 = arith.muli %wn7, %c128 : index
        %v518 = arith.addi %v517, %c96 : index
        %v519 = arith.addi %v518, %l1612 : index
        %v520 = arith.addi %lq13, %c4 : index
        %v521 = arith.remui %v519, %c8 : index
        %v522 = arith.xori %v520, %v521 : index
        %v523 = arith.muli %v522, %c8 : index
        %b524 = vector.load %Bs[%c1, %v519, %v523] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j6_kh1")
        %v525 = arith.muli %wm6, %c64 : index
        %v526 = arith.addi %v525, %c16 : index
        %v527 = arith.addi %v526, %l1612 : index
        %v528 = arith.addi %lq13, %c4 : index
        %v529 = arith.remui %v527, %c8 : index
        %v530 = arith.xori %v528, %v529 : index
        %v531 = arith.muli %v530, %c8 : index
        %a532 = vector.load %As[%c1, %v527, %v531] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i1_kh1")
        %v533 = arith.muli %wn7, %c128 : index
        %v534 = arith.addi %v533, %c0 : index
        %v535 = arith.addi %v534, %l1612 : index
        %v536 = arith.addi %lq13, %c0 : index
        %v537 = arith.remui %v535, %c8 : index
        %v538 = arith.xori %v536, %v537 : index
        %v539 = arith.muli %v538, %c8 : index
        %b540 = vector.load %Bs[%c1, %v535, %v539] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh0")
        %v541 = arith.muli %wn7, %c128 : index
        %v542 = arith.addi %v541, %c64 : index
        %v543 = arith.addi %v542, %l1612 : index
        %v544 = arith.addi %lq13, %c0 : index
        %v545 = arith.remui %v543, %c8 : index
        %v546 = arith.xori %v544, %v545 : index
        %v547 = arith.muli %v546, %c8 : index
        %b548 = vector.load %Bs[%c1, %v543, %v547] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j4_kh0")
        %v549 = arith.muli %wm6, %c64 : index
        %v550 = arith.addi %v549, %c32 : index
        %v551 = arith.addi %v550, %l1612 : index
        %v552 = arith.addi %lq13, %c4 : index
        %v553 = arith.remui %v551, %c8 : index
        %v554 = arith.xori %v552, %v553 : index
        %v555 = arith.muli %v554, %c8 : index
        %a556 = vector.load %As[%c1, %v551, %v555] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i2_kh1")
        %v557 = arith.muli %wn7, %c128 : index
        %v558 = arith.addi %v557, %c32 : index
        %v559 = arith.addi %v558, %l1612 : index
        %v560 = arith.addi %lq13, %c0 : index
        %v561 = arith.remui %v559, %c8 : index
        %v562 = arith.xori %v560, %v561 : index
        %v563 = arith.muli %v562, %c8 : index
        %b564 = vector.load %Bs[%c1, %v559, %v563] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j2_kh0")
        %v565 = arith.muli %wn7, %c128 : index
        %v566 = arith.addi %v565, %c0 : index
        %v567 = arith.addi %v566, %l1612 : index
        %v568 = arith.addi %lq13, %c4 : index
        %v569 = arith.remui %v567, %c8 : index
        %v570 = arith.xori %v568, %v569 : index
        %v571 = arith.muli %v570, %c8 : index
        %b572 = vector.load %Bs[%c1, %v567, %v571] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j0_kh1")
        %v573 = arith.muli %wm6, %c64 : index
        %v574 = arith.addi %v573, %c0 : index
        %v575 = arith.addi %v574, %l1612 : index
        %v576 = arith.addi %lq13, %c4 : index
        %v577 = arith.remui %v575, %c8 : index
        %v578 = arith.xori %v576, %v577 : index
        %v579 = arith.muli %v578, %c8 : index
        %a580 = vector.load %As[%c1, %v575, %v579] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh1")
        %v581 = arith.muli %wn7, %c128 : index
        %v582 = arith.addi %v581, %c112 : index
        %v583 = arith.addi %v582, %l1612 : index
        %v584 = arith.addi %lq13, %c0 : index
        %v585 = arith.remui %v583, %c8 : index
        %v586 = arith.xori %v584, %v585 : index
        %v587 = arith.muli %v586, %c8 : index
        %b588 = vector.load %Bs[%c1, %v583, %v587] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j7_kh0")
        %v589 = arith.muli %wm6, %c64 : index
        %v590 = arith.addi %v589, %c0 : index
        %v591 = arith.addi %v590, %l1612 : index
        %v592 = arith.addi %lq13, %c0 : index
        %v593 = arith.remui %v591, %c8 : index
        %v594 = arith.xori %v592, %v593 : index
        %v595 = arith.muli %v594, %c8 : index
        %a596 = vector.load %As[%c1, %v591, %v595] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("A_i0_kh0")
        %v597 = arith.muli %wn7, %c128 : index
        %v598 = arith.addi %v597, %c48 : index
        %v599 = arith.addi %v598, %l1612 : index
        %v600 = arith.addi %lq13, %c4 : index
        %v601 = arith.remui %v599, %c8 : index
        %v602 = arith.xori %v600, %v601 : index
        %v603 = arith.muli %v602, %c8 : index
        %b604 = vector.load %Bs[%c1, %v599, %v603] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j3_kh1")
        %v605 = arith.muli %wn7, %c128 : index
        %v606 = arith.addi %v605, %c16 : index
        %v607 = arith.addi %v606, %l1612 : index
        %v608 = arith.addi %lq13, %c4 : index
        %v609 = arith.remui %v607, %c8 : index
        %v610 = arith.xori %v608, %v609 : index
        %v611 = arith.muli %v610, %c8 : index
        %b612 = vector.load %Bs[%c1, %v607, %v611] : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16> loc("B_j1_kh1")
        %d613 = amdgpu.mfma 16x16x32 %a596 * %b452 + %res89#6 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j6")
        %d614 = amdgpu.mfma 16x16x32 %a468 * %b564 + %res89#10 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j2")
        %d615 = amdgpu.mfma 16x16x32 %a468 * %b508 + %res89#11 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j3")
        %d616 = amdgpu.mfma 16x16x32 %a532 * %b516 + %d614 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j2")
        %d617 = amdgpu.mfma 16x16x32 %a468 * %b500 + %res89#9 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j1")
        %d618 = amdgpu.mfma 16x16x32 %a468 * %b588 + %res89#15 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j7")
        %d619 = amdgpu.mfma 16x16x32 %a476 * %b436 + %res89#21 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j5")
        %d620 = amdgpu.mfma 16x16x32 %a484 * %b452 + %res89#30 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j6")
        %d621 = amdgpu.mfma 16x16x32 %a484 * %b500 + %res89#25 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j1")
        %d622 = amdgpu.mfma 16x16x32 %a484 * %b548 + %res89#28 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j4")
        %d623 = amdgpu.mfma 16x16x32 %a484 * %b436 + %res89#29 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j5")
        %d624 = amdgpu.mfma 16x16x32 %a476 * %b540 + %res89#16 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j0")
        %d625 = amdgpu.mfma 16x16x32 %a596 * %b548 + %res89#4 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j4")
        %d626 = amdgpu.mfma 16x16x32 %a556 * %b572 + %d624 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j0")
        %d627 = amdgpu.mfma 16x16x32 %a532 * %b604 + %d615 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j3")
        %d628 = amdgpu.mfma 16x16x32 %a596 * %b436 + %res89#5 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j5")
        %d629 = amdgpu.mfma 16x16x32 %a468 * %b452 + %res89#14 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j6")
        %d630 = amdgpu.mfma 16x16x32 %a468 * %b436 + %res89#13 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j5")
        %d631 = amdgpu.mfma 16x16x32 %a476 * %b508 + %res89#19 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j3")
        %d632 = amdgpu.mfma 16x16x32 %a532 * %b524 + %d629 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j6")
        %d633 = amdgpu.mfma 16x16x32 %a468 * %b540 + %res89#8 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j0")
        %d634 = amdgpu.mfma 16x16x32 %a460 * %b428 + %d622 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j4")
        %d635 = amdgpu.mfma 16x16x32 %a580 * %b524 + %d613 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j6")
        %d636 = amdgpu.mfma 16x16x32 %a596 * %b564 + %res89#2 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j2")
        %d637 = amdgpu.mfma 16x16x32 %a484 * %b508 + %res89#27 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j3")
        %d638 = amdgpu.mfma 16x16x32 %a476 * %b564 + %res89#18 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j2")
        %d639 = amdgpu.mfma 16x16x32 %a476 * %b500 + %res89#17 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j1")
        %d640 = amdgpu.mfma 16x16x32 %a580 * %b444 + %d628 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j5")
        %d641 = amdgpu.mfma 16x16x32 %a476 * %b548 + %res89#20 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j4")
        %d642 = amdgpu.mfma 16x16x32 %a596 * %b588 + %res89#7 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j7")
        %d643 = amdgpu.mfma 16x16x32 %a460 * %b612 + %d621 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j1")
        %d644 = amdgpu.mfma 16x16x32 %a596 * %b500 + %res89#1 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j1")
        %d645 = amdgpu.mfma 16x16x32 %a460 * %b444 + %d623 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j5")
        %d646 = amdgpu.mfma 16x16x32 %a556 * %b444 + %d619 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j5")
        %d647 = amdgpu.mfma 16x16x32 %a468 * %b548 + %res89#12 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i1_j4")
        %d648 = amdgpu.mfma 16x16x32 %a580 * %b516 + %d636 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j2")
        %d649 = amdgpu.mfma 16x16x32 %a484 * %b588 + %res89#31 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j7")
        %d650 = amdgpu.mfma 16x16x32 %a580 * %b492 + %d642 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j7")
        %d651 = amdgpu.mfma 16x16x32 %a532 * %b612 + %d617 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j1")
        %d652 = amdgpu.mfma 16x16x32 %a476 * %b452 + %res89#22 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j6")
        %d653 = amdgpu.mfma 16x16x32 %a460 * %b492 + %d649 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j7")
        %d654 = amdgpu.mfma 16x16x32 %a484 * %b564 + %res89#26 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j2")
        %d655 = amdgpu.mfma 16x16x32 %a460 * %b516 + %d654 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j2")
        %d656 = amdgpu.mfma 16x16x32 %a532 * %b428 + %d647 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j4")
        %d657 = amdgpu.mfma 16x16x32 %a476 * %b588 + %res89#23 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i2_j7")
        %d658 = amdgpu.mfma 16x16x32 %a580 * %b428 + %d625 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j4")
        %d659 = amdgpu.mfma 16x16x32 %a556 * %b492 + %d657 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j7")
        %d660 = amdgpu.mfma 16x16x32 %a460 * %b524 + %d620 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j6")
        %d661 = amdgpu.mfma 16x16x32 %a596 * %b508 + %res89#3 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j3")
        %d662 = amdgpu.mfma 16x16x32 %a460 * %b604 + %d637 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j3")
        %d663 = amdgpu.mfma 16x16x32 %a532 * %b444 + %d630 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j5")
        %d664 = amdgpu.mfma 16x16x32 %a580 * %b604 + %d661 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j3")
        %d665 = amdgpu.mfma 16x16x32 %a556 * %b612 + %d639 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j1")
        %d666 = amdgpu.mfma 16x16x32 %a580 * %b612 + %d644 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j1")
        %d667 = amdgpu.mfma 16x16x32 %a532 * %b572 + %d633 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j0")
        %d668 = amdgpu.mfma 16x16x32 %a556 * %b604 + %d631 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j3")
        %d669 = amdgpu.mfma 16x16x32 %a596 * %b540 + %res89#0 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i0_j0")
        %d670 = amdgpu.mfma 16x16x32 %a532 * %b492 + %d618 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i1_j7")
        %d671 = amdgpu.mfma 16x16x32 %a484 * %b540 + %res89#24 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh0_i3_j0")
        %d672 = amdgpu.mfma 16x16x32 %a556 * %b428 + %d641 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j4")
        %d673 = amdgpu.mfma 16x16x32 %a556 * %b524 + %d652 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j6")
        %d674 = amdgpu.mfma 16x16x32 %a556 * %b516 + %d638 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i2_j2")
        %d675 = amdgpu.mfma 16x16x32 %a460 * %b572 + %d671 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i3_j0")
        %d676 = amdgpu.mfma 16x16x32 %a580 * %b572 + %d669 blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32> loc("mfma_kh1_i0_j0")
        %v677 = arith.muli %wn7, %c128 : index
        %v678 = arith.addi %v677, %c0 : index
        %v679 = arith.addi %v678, %l1612 : index
        %v680 = arith.addi %rowB9, %v679 : index
        %v681 = arith.muli %wm6, %c64 : index
        %v682 = arith.addi %v681, %c0 : index
        %v683 = arith.muli %lq13, %c4 : index
        %v684 = arith.addi %v682, %v683 : index
        %v685 = arith.addi %rowA8, %v684 : index
        %v686 = vector.extract %d676[0] : f32 from vector<4xf32>
        %v687 = arith.truncf %v686 : f32 to bf16
        memref.store %v687, %C[%v685, %v680] : memref<8192x8192xbf16>
        %v688 = arith.muli %wm6, %c64 : index
        %v689 = arith.addi %v688, %c1 : index
        %v690 = arith.muli %lq13, %c4 : index
        %v691 = arith.addi %v689, %v690 : index
        %v692 = arith.addi %rowA8, %v691 : index
        %v693 = vector.extract %d676[1] : f32 from vector<4xf32>
        %v694 = arith.truncf %v693 : f32 to bf16
        memref.store %v694, %C[%v692, %v680] : memref<8192x8192xbf16>
        %v695 = arith.muli %wm6, %c64 : index
        %v696 = arith.addi %v695, %c2 : index
        %v697 = arith.muli %lq13, %c4 : index
        %v698 = arith.addi %v696, %v697 : index
        %v699 = arith.addi %rowA8, %v698 : index
        %v700 = vector.extract %d676[2] : f32 from vector<4xf32>
        %v701 = arith.truncf %v700 : f32 to bf16
        memref.store %v701, %C[%v699, %v680] : memref<8192x8192xbf16>
        %v702 = arith.muli %wm6, %c64 : index
        %c3 = arith.constant 3 : index
        %v703 = arith.addi %v702, %c3 : index
        %v704 = arith.muli %lq13, %c4 : index
        %v705 = arith.addi %v703, %v704 : index
        %v706 = arith.addi %rowA8, %v705 : index
        %v707 = vector.extract %d676[3] : f32 from vector<4xf32>
        %v708 = arith.truncf %v707 : f32 to bf16
        memref.store %v708, %C[%v706, %v680] : memref<8192x8192xbf16>
        %v709 = arith.muli %wn7, %c128 : index
        %v710 = arith.addi %v709, %c16 : index
        %v711 = arith.addi %v710, %l1612 : index
        %v712 = arith.addi %rowB9, %v711 : index
        %v713 = arith.muli %wm6, %c64 : index
        %v714 = arith.addi %v713, %c0 : index
        %v715 = arith.muli %lq13, %c4 : index
        %v716 = arith.addi %v714, %v715 : index
        %v717 = arith.addi %rowA8, %v716 : index
        %v718 = vector.extract %d666[0] : f32 from vector<4xf32>
        %v719 = arith.truncf %v718 : f32 to bf16
        memref.store %v719, %C[%v717, %v712] : memref<8192x8192xbf16>
        %v720 = arith.muli %wm6, %c64 : index
        %v721 = arith.addi %v720, %c1 : index
        %v722 = arith.muli %lq13, %c4 : index
        %v723 = arith.addi %v721, %v722 : index
        %v724 = arith.addi %rowA8, %v723 : index
        %v725 = vector.extract %d666[1] : f32 from vector<4xf32>
        %v726 = arith.truncf %v725 : f32 to bf16
        memref.store %v726, %C[%v724, %v712] : memref<8192x8192xbf16>
        %v727 = arith.muli %wm6, %c64 : index
        %v728 = arith.addi %v727, %c2 : index
        %v729 = arith.muli %lq13, %c4 : index
        %v730 = arith.addi %v728, %v729 : index
        %v731 = arith.addi %rowA8, %v730 : index
        %v732 = vector.extract %d666[2] : f32 from vector<4xf32>
        %v733 = arith.truncf %v732 : f32 to bf16
        memref.store %v733, %C[%v731, %v712] : memref<8192x8192xbf16>
        %v734 = arith.muli %wm6, %c64 : index
        %v735 = arith.addi %v734, %c3 : index
        %v736 = arith.muli %lq13, %c4 : index
        %v737 = arith.addi %v735, %v736 : index
        %v738 = arith.addi %rowA8, %v737 : index
        %v739 = vector.extract %d666[3] : f32 from vector<4xf32>
        %v740 = arith.truncf %v739 : f32 to bf16
        memref.store %v740, %C[%v738, %v712] : memref<8192x8192xbf16>
        %v741 = arith.muli %wn7, %c128 : index
        %v742 = arith.addi %v741, %c32 : index
        %v743 = arith.addi %v742, %l1612 : index
        %v744 = arith.addi %rowB9, %v743 : index
        %v745 = arith.muli %wm6, %c64 : index
        %v746 = arith.addi %v745, %c0 : index
        %v747 = arith.muli %lq13, %c4 : index
        %v748 = arith.addi %v746, %v747 : index
        %v749 = arith.addi %rowA8, %v748 : index
        %v750 = vector.extract %d648[0] : f32 from vector<4xf32>
        %v751 = arith.truncf %v750 : f32 to bf16
        memref.store %v751, %C[%v749, %v744] : memref<8192x8192xbf16>
        %v752 = arith.muli %wm6, %c64 : index
        %v753 = arith.addi %v752, %c1 : index
        %v754 = arith.muli %lq13, %c4 : index
        %v755 = arith.addi %v753, %v754 : index
        %v756 = arith.addi %rowA8, %v755 : index
        %v757 = vector.extract %d648[1] : f32 from vector<4xf32>
        %v758 = arith.truncf %v757 : f32 to bf16
        memref.store %v758, %C[%v756, %v744] : memref<8192x8192xbf16>
        %v759 = arith.muli %wm6, %c64 : index
        %v760 = arith.addi %v759, %c2 : index
        %v761 = arith.muli %lq13, %c4 : index
        %v762 = arith.addi %v760, %v761 : index
        %v763 = arith.addi %rowA8, %v762 : index
        %v764 = vector.extract %d648[2] : f32 from vector<4xf32>
        %v765 = arith.truncf %v764 : f32 to bf16
        memref.store %v765, %C[%v763, %v744] : memref<8192x8192xbf16>
        %v766 = arith.muli %wm6, %c64 : index
        %v767 = arith.addi %v766, %c3 : index
        %v768 = arith.muli %lq13, %c4 : index
        %v769 = arith.addi %v767, %v768 : index
        %v770 = arith.addi %rowA8, %v769 : index
        %v771 = vector.extract %d648[3] : f32 from vector<4xf32>
        %v772 = arith.truncf %v771 : f32 to bf16
        memref.store %v772, %C[%v770, %v744] : memref<8192x8192xbf16>
        %v773 = arith.muli %wn7, %c128 : index
        %v774 = arith.addi %v773, %c48 : index
        %v775 = arith.addi %v774, %l1612 : index
        %v776 = arith.addi %rowB9, %v775 : index
        %v777 = arith.muli %wm6, %c64 : index
        %v778 = arith.addi %v777, %c0 : index
        %v779 = arith.muli %lq13, %c4 : index
        %v780 = arith.addi %v778, %v779 : index
        %v781 = arith.addi %rowA8, %v780 : index
        %v782 = vector.extract %d664[0] : f32 from vector<4xf32>
        %v783 = arith.truncf %v782 : f32 to bf16
        memref.store %v783, %C[%v781, %v776] : memref<8192x8192xbf16>
        %v784 = arith.muli %wm6, %c64 : index
        %v785 = arith.addi %v784, %c1 : index
        %v786 = arith.muli %lq13, %c4 : index
        %v787 = arith.addi %v785, %v786 : index
        %v788 = arith.addi %rowA8, %v787 : index
        %v789 = vector.extract %d664[1] : f32 from vector<4xf32>
        %v790 = arith.truncf %v789 : f32 to bf16
        memref.store %v790, %C[%v788, %v776] : memref<8192x8192xbf16>
        %v791 = arith.muli %wm6, %c64 : index
        %v792 = arith.addi %v791, %c2 : index
        %v793 = arith.muli %lq13, %c4 : index
        %v794 = arith.addi %v792, %v793 : index
        %v795 = arith.addi %rowA8, %v794 : index
        %v796 = vector.extract %d664[2] : f32 from vector<4xf32>
        %v797 = arith.truncf %v796 : f32 to bf16
        memref.store %v797, %C[%v795, %v776] : memref<8192x8192xbf16>
        %v798 = arith.muli %wm6, %c64 : index
        %v799 = arith.addi %v798, %c3 : index
        %v800 = arith.muli %lq13, %c4 : index
        %v801 = arith.addi %v799, %v800 : index
        %v802 = arith.addi %rowA8, %v801 : index
        %v803 = vector.extract %d664[3] : f32 from vector<4xf32>
        %v804 = arith.truncf %v803 : f32 to bf16
        memref.store %v804, %C[%v802, %v776] : memref<8192x8192xbf16>
        %v805 = arith.muli %wn7, %c128 : index
        %v806 = arith.addi %v805, %c64 : index
        %v807 = arith.addi %v806, %l1612 : index
        %v808 = arith.addi %rowB9, %v807 : index
        %v809 = arith.muli %wm6, %c64 : index
        %v810 = arith.addi %v809, %c0 : index
        %v811 = arith.muli %lq13, %c4 : index
        %v812 = arith.addi %v810, %v811 : index
        %v813 = arith.addi %rowA8, %v812 : index
        %v814 = vector.extract %d658[0] : f32 from vector<4xf32>
        %v815 = arith.truncf %v814 : f32 to bf16
        memref.store %v815, %C[%v813, %v808] : memref<8192x8192xbf16>
        %v816 = arith.muli %wm6, %c64 : index
        %v817 = arith.addi %v816, %c1 : index
        %v818 = arith.muli %lq13, %c4 : index
        %v819 = arith.addi %v817, %v818 : index
        %v820 = arith.addi %rowA8, %v819 : index
        %v821 = vector.extract %d658[1] : f32 from vector<4xf32>
        %v822 = arith.truncf %v821 : f32 to bf16
        memref.store %v822, %C[%v820, %v808] : memref<8192x8192xbf16>
        %v823 = arith.muli %wm6, %c64 : index
        %v824 = arith.addi %v823, %c2 : index
        %v825 = arith.muli %lq13, %c4 : index
        %v826 = arith.addi %v824, %v825 : index
        %v827 = arith.addi %rowA8, %v826 : index
        %v828 = vector.extract %d658[2] : f32 from vector<4xf32>
        %v829 = arith.truncf %v828 : f32 to bf16
        memref.store %v829, %C[%v827, %v808] : memref<8192x8192xbf16>
        %v830 = arith.muli %wm6, %c64 : index
        %v831 = arith.addi %v830, %c3 : index
        %v832 = arith.muli %lq13, %c4 : index
        %v833 = arith.addi %v831, %v832 : index
        %v834 = arith.addi %rowA8, %v833 : index
        %v835 = vector.extract %d658[3] : f32 from vector<4xf32>
        %v836 = arith.truncf %v835 : f32 to bf16
        memref.store %v836, %C[%v834, %v808] : memref<8192x8192xbf16>
        %v837 = arith.muli %wn7, %c128 : index
        %v838 = arith.addi %v837, %c80 : index
        %v839 = arith.addi %v838, %l1612 : index
        %v840 = arith.addi %rowB9, %v839 : index
        %v841 = arith.muli %wm6, %c64 : index
        %v842 = arith.addi %v841, %c0 : index
        %v843 = arith.muli %lq13, %c4 : index
        %v844 = arith.addi %v842, %v843 : index
        %v845 = arith.addi %rowA8, %v844 : index
        %v846 = vector.extract %d640[0] : f32 from vector<4xf32>
        %v847 = arith.truncf %v846 : f32 to bf16
        memref.store %v847, %C[%v845, %v840] : memref<8192x8192xbf16>
        %v848 = arith.muli %wm6, %c64 : index
        %v849 = arith.addi %v848, %c1 : index
        %v850 = arith.muli %lq13, %c4 : index
        %v851 = arith.addi %v849, %v850 : index
        %v852 = arith.addi %rowA8, %v851 : index
        %v853 = vector.extract %d640[1] : f32 from vector<4xf32>
        %v854 = arith.truncf %v853 : f32 to bf16
        memref.store %v854, %C[%v852, %v840] : memref<8192x8192xbf16>
        %v855 = arith.muli %wm6, %c64 : index
        %v856 = arith.addi %v855, %c2 : index
        %v857 = arith.muli %lq13, %c4 : index
        %v858 = arith.addi %v856, %v857 : index
        %v859 = arith.addi %rowA8, %v858 : index
        %v860 = vector.extract %d640[2] : f32 from vector<4xf32>
        %v861 = arith.truncf %v860 : f32 to bf16
        memref.store %v861, %C[%v859, %v840] : memref<8192x8192xbf16>
        %v862 = arith.muli %wm6, %c64 : index
        %v863 = arith.addi %v862, %c3 : index
        %v864 = arith.muli %lq13, %c4 : index
        %v865 = arith.addi %v863, %v864 : index
        %v866 = arith.addi %rowA8, %v865 : index
        %v867 = vector.extract %d640[3] : f32 from vector<4xf32>
        %v868 = arith.truncf %v867 : f32 to bf16
        memref.store %v868, %C[%v866, %v840] : memref<8192x8192xbf16>
        %v869 = arith.muli %wn7, %c128 : index
        %v870 = arith.addi %v869, %c96 : index
        %v871 = arith.addi %v870, %l1612 : index
        %v872 = arith.addi %rowB9, %v871 : index
        %v873 = arith.muli %wm6, %c64 : index
        %v874 = arith.addi %v873, %c0 : index
        %v875 = arith.muli %lq13, %c4 : index
        %v876 = arith.addi %v874, %v875 : index
        %v877 = arith.addi %rowA8, %v876 : index
        %v878 = vector.extract %d635[0] : f32 from vector<4xf32>
        %v879 = arith.truncf %v878 : f32 to bf16
        memref.store %v879, %C[%v877, %v872] : memref<8192x8192xbf16>
        %v880 = arith.muli %wm6, %c64 : index
        %v881 = arith.addi %v880, %c1 : index
        %v882 = arith.muli %lq13, %c4 : index
        %v883 = arith.addi %v881, %v882 : index
        %v884 = arith.addi %rowA8, %v883 : index
        %v885 = vector.extract %d635[1] : f32 from vector<4xf32>
        %v886 = arith.truncf %v885 : f32 to bf16
        memref.store %v886, %C[%v884, %v872] : memref<8192x8192xbf16>
        %v887 = arith.muli %wm6, %c64 : index
        %v888 = arith.addi %v887, %c2 : index
        %v889 = arith.muli %lq13, %c4 : index
        %v890 = arith.addi %v888, %v889 : index
        %v891 = arith.addi %rowA8, %v890 : index
        %v892 = vector.extract %d635[2] : f32 from vector<4xf32>
        %v893 = arith.truncf %v892 : f32 to bf16
        memref.store %v893, %C[%v891, %v872] : memref<8192x8192xbf16>
        %v894 = arith.muli %wm6, %c64 : index
        %v895 = arith.addi %v894, %c3 : index
        %v896 = arith.muli %lq13, %c4 : index
        %v897 = arith.addi %v895, %v896 : index
        %v898 = arith.addi %rowA8, %v897 : index
        %v899 = vector.extract %d635[3] : f32 from vector<4xf32>
        %v900 = arith.truncf %v899 : f32 to bf16
        memref.store %v900, %C[%v898, %v872] : memref<8192x8192xbf16>
        %v901 = arith.muli %wn7, %c128 : index
        %v902 = arith.addi %v901, %c112 : index
        %v903 = arith.addi %v902, %l1612 : index
        %v904 = arith.addi %rowB9, %v903 : index
        %v905 = arith.muli %wm6, %c64 : index
        %v906 = arith.addi %v905, %c0 : index
        %v907 = arith.muli %lq13, %c4 : index
        %v908 = arith.addi %v906, %v907 : index
        %v909 = arith.addi %rowA8, %v908 : index
        %v910 = vector.extract %d650[0] : f32 from vector<4xf32>
        %v911 = arith.truncf %v910 : f32 to bf16
        memref.store %v911, %C[%v909, %v904] : memref<8192x8192xbf16>
        %v912 = arith.muli %wm6, %c64 : index
        %v913 = arith.addi %v912, %c1 : index
        %v914 = arith.muli %lq13, %c4 : index
        %v915 = arith.addi %v913, %v914 : index
        %v916 = arith.addi %rowA8, %v915 : index
        %v917 = vector.extract %d650[1] : f32 from vector<4xf32>
        %v918 = arith.truncf %v917 : f32 to bf16
        memref.store %v918, %C[%v916, %v904] : memref<8192x8192xbf16>
        %v919 = arith.muli %wm6, %c64 : index
        %v920 = arith.addi %v919, %c2 : index
        %v921 = arith.muli %lq13, %c4 : index
        %v922 = arith.addi %v920, %v921 : index
        %v923 = arith.addi %rowA8, %v922 : index
        %v924 = vector.extract %d650[2] : f32 from vector<4xf32>
        %v925 = arith.truncf %v924 : f32 to bf16
        memref.store %v925, %C[%v923, %v904] : memref<8192x8192xbf16>
        %v926 = arith.muli %wm6, %c64 : index
        %v927 = arith.addi %v926, %c3 : index
        %v928 = arith.muli %lq13, %c4 : index
        %v929 = arith.addi %v927, %v928 : index
        %v930 = arith.addi %rowA8, %v929 : index
        %v931 = vector.extract %d650[3] : f32 from vector<4xf32>
        %v932 = arith.truncf %v931 : f32 to bf16
        memref.store %v932, %C[%v930, %v904] : memref<8192x8192xbf16>
        %v933 = arith.muli %wn7, %c128 : index
        %v934 = arith.addi %v933, %c0 : index
        %v935 = arith.addi %v934, %l1612 : index
        %v936 = arith.addi %rowB9, %v935 : index
        %v937 = arith.muli %wm6, %c64 : index
        %v938 = arith.addi %v937, %c16 : index
        %v939 = arith.muli %lq13, %c4 : index
        %v940 = arith.addi %v938, %v939 : index
        %v941 = arith.addi %rowA8, %v940 : index
        %v942 = vector.extract %d667[0] : f32 from vector<4xf32>
        %v943 = arith.truncf %v942 : f32 to bf16
        memref.store %v943, %C[%v941, %v936] : memref<8192x8192xbf16>
        %v944 = arith.muli %wm6, %c64 : index
        %c17 = arith.constant 17 : index
        %v945 = arith.addi %v944, %c17 : index
        %v946 = arith.muli %lq13, %c4 : index
        %v947 = arith.addi %v945, %v946 : index
        %v948 = arith.addi %rowA8, %v947 : index
        %v949 = vector.extract %d667[1] : f32 from vector<4xf32>
        %v950 = arith.truncf %v949 : f32 to bf16
        memref.store %v950, %C[%v948, %v936] : memref<8192x8192xbf16>
        %v951 = arith.muli %wm6, %c64 : index
        %c18 = arith.constant 18 : index
        %v952 = arith.addi %v951, %c18 : index
        %v953 = arith.muli %lq13, %c4 : index
        %v954 = arith.addi %v952, %v953 : index
        %v955 = arith.addi %rowA8, %v954 : index
        %v956 = vector.extract %d667[2] : f32 from vector<4xf32>
        %v957 = arith.truncf %v956 : f32 to bf16
        memref.store %v957, %C[%v955, %v936] : memref<8192x8192xbf16>
        %v958 = arith.muli %wm6, %c64 : index
        %c19 = arith.constant 19 : index
        %v959 = arith.addi %v958, %c19 : index
        %v960 = arith.muli %lq13, %c4 : index
        %v961 = arith.addi %v959, %v960 : index
        %v962 = arith.addi %rowA8, %v961 : index
        %v963 = vector.extract %d667[3] : f32 from vector<4xf32>
        %v964 = arith.truncf %v963 : f32 to bf16
        memref.store %v964, %C[%v962, %v936] : memref<8192x8192xbf16>
        %v965 = arith.muli %wn7, %c128 : index
        %v966 = arith.addi %v965, %c16 : index
        %v967 = arith.addi %v966, %l1612 : index
        %v968 = arith.addi %rowB9, %v967 : index
        %v969 = arith.muli %wm6, %c64 : index
        %v970 = arith.addi %v969, %c16 : index
        %v971 = arith.muli %lq13, %c4 : index
        %v972 = arith.addi %v970, %v971 : index
        %v973 = arith.addi %rowA8, %v972 : index
        %v974 = vector.extract %d651[0] : f32 from vector<4xf32>
        %v975 = arith.truncf %v974 : f32 to bf16
        memref.store %v975, %C[%v973, %v968] : memref<8192x8192xbf16>
        %v976 = arith.muli %wm6, %c64 : index
        %v977 = arith.addi %v976, %c17 : index
        %v978 = arith.muli %lq13, %c4 : index
        %v979 = arith.addi %v977, %v978 : index
        %v980 = arith.addi %rowA8, %v979 : index
        %v981 = vector.extract %d651[1] : f32 from vector<4xf32>
        %v982 = arith.truncf %v981 : f32 to bf16
        memref.store %v982, %C[%v980, %v968] : memref<8192x8192xbf16>
        %v983 = arith.muli %wm6, %c64 : index
        %v984 = arith.addi %v983, %c18 : index
        %v985 = arith.muli %lq13, %c4 : index
        %v986 = arith.addi %v984, %v985 : index
        %v987 = arith.addi %rowA8, %v986 : index
        %v988 = vector.extract %d651[2] : f32 from vector<4xf32>
        %v989 = arith.truncf %v988 : f32 to bf16
        memref.store %v989, %C[%v987, %v968] : memref<8192x8192xbf16>
        %v990 = arith.muli %wm6, %c64 : index
        %v991 = arith.addi %v990, %c19 : index
        %v992 = arith.muli %lq13, %c4 : index
        %v993 = arith.addi %v991, %v992 : index
        %v994 = arith.addi %rowA8, %v993 : index
        %v995 = vector.extract %d651[3] : f32 from vector<4xf32>
        %v996 = arith.truncf %v995 : f32 to bf16
        memref.store %v996, %C[%v994, %v968] : memref<8192x8192xbf16>
        %v997 = arith.muli %wn7, %c128 : index
        %v998 = arith.addi %v997, %c32 : index
        %v999 = arith.addi %v998, %l1612 : index
        %v1000 = arith.addi %rowB9, %v999 : index
        %v1001 = arith.muli %wm6, %c64 : index
        %v1002 = arith.addi %v1001, %c16 : index
        %v1003 = arith.muli %lq13, %c4 : index
        %v1004 = arith.addi %v1002, %v1003 : index
        %v1005 = arith.addi %rowA8, %v1004 : index
        %v1006 = vector.extract %d616[0] : f32 from vector<4xf32>
        %v1007 = arith.truncf %v1006 : f32 to bf16
        memref.store %v1007, %C[%v1005, %v1000] : memref<8192x8192xbf16>
        %v1008 = arith.muli %wm6, %c64 : index
        %v1009 = arith.addi %v1008, %c17 : index
        %v1010 = arith.muli %lq13, %c4 : index
        %v1011 = arith.addi %v1009, %v1010 : index
        %v1012 = arith.addi %rowA8, %v1011 : index
        %v1013 = vector.extract %d616[1] : f32 from vector<4xf32>
        %v1014 = arith.truncf %v1013 : f32 to bf16
        memref.store %v1014, %C[%v1012, %v1000] : memref<8192x8192xbf16>
        %v1015 = arith.muli %wm6, %c64 : index
        %v1016 = arith.addi %v1015, %c18 : index
        %v1017 = arith.muli %lq13, %c4 : index
        %v1018 = arith.addi %v1016, %v1017 : index
        %v1019 = arith.addi %rowA8, %v1018 : index
        %v1020 = vector.extract %d616[2] : f32 from vector<4xf32>
        %v1021 = arith.truncf %v1020 : f32 to bf16
        memref.store %v1021, %C[%v1019, %v1000] : memref<8192x8192xbf16>
        %v1022 = arith.muli %wm6, %c64 : index
        %v1023 = arith.addi %v1022, %c19 : index
        %v1024 = arith.muli %lq13, %c4 : index
        %v1025 = arith.addi %v1023, %v1024 : index
        %v1026 = arith.addi %rowA8, %v1025 : index
        %v1027 = vector.extract %d616[3] : f32 from vector<4xf32>
        %v1028 = arith.truncf %v1027 : f32 to bf16
        memref.store %v1028, %C[%v1026, %v1000] : memref<8192x8192xbf16>
        %v1029 = arith.muli %wn7, %c128 : index
        %v1030 = arith.addi %v1029, %c48 : index
        %v1031 = arith.addi %v1030, %l1612 : index
        %v1032 = arith.addi %rowB9, %v1031 : index
        %v1033 = arith.muli %wm6, %c64 : index
        %v1034 = arith.addi %v1033, %c16 : index
        %v1035 = arith.muli %lq13, %c4 : index
        %v1036 = arith.addi %v1034, %v1035 : index
        %v1037 = arith.addi %rowA8, %v1036 : index
        %v1038 = vector.extract %d627[0] : f32 from vector<4xf32>
        %v1039 = arith.truncf %v1038 : f32 to bf16
        memref.store %v1039, %C[%v1037, %v1032] : memref<8192x8192xbf16>
        %v1040 = arith.muli %wm6, %c64 : index
        %v1041 = arith.addi %v1040, %c17 : index
        %v1042 = arith.muli %lq13, %c4 : index
        %v1043 = arith.addi %v1041, %v1042 : index
        %v1044 = arith.addi %rowA8, %v1043 : index
        %v1045 = vector.extract %d627[1] : f32 from vector<4xf32>
        %v1046 = arith.truncf %v1045 : f32 to bf16
        memref.store %v1046, %C[%v1044, %v1032] : memref<8192x8192xbf16>
        %v1047 = arith.muli %wm6, %c64 : index
        %v1048 = arith.addi %v1047, %c18 : index
        %v1049 = arith.muli %lq13, %c4 : index
        %v1050 = arith.addi %v1048, %v1049 : index
        %v1051 = arith.addi %rowA8, %v1050 : index
        %v1052 = vector.extract %d627[2] : f32 from vector<4xf32>
        %v1053 = arith.truncf %v1052 : f32 to bf16
        memref.store %v1053, %C[%v1051, %v1032] : memref<8192x8192xbf16>
        %v1054 = arith.muli %wm6, %c64 : index
        %v1055 = arith.addi %v1054, %c19 : index
        %v1056 = arith.muli %lq13, %c4 : index
        %v1057 = arith.addi %v1055, %v1056 : index
        %v1058 = arith.addi %rowA8, %v1057 : index
        %v1059 = vector.extract %d627[3] : f32 from vector<4xf32>
        %v1060 = arith.truncf %v1059 : f32 to bf16
        memref.store %v1060, %C[%v1058, %v1032] : memref<8192x8192xbf16>
        %v1061 = arith.muli %wn7, %c128 : index
        %v1062 = arith.addi %v1061, %c64 : index
        %v1063 = arith.addi %v1062, %l1612 : index
        %v1064 = arith.addi %rowB9, %v1063 : index
        %v1065 = arith.muli %wm6, %c64 : index
        %v1066 = arith.addi %v1065, %c16 : index
        %v1067 = arith.muli %lq13, %c4 : index
        %v1068 = arith.addi %v1066, %v1067 : index
        %v1069 = arith.addi %rowA8, %v1068 : index
        %v1070 = vector.extract %d656[0] : f32 from vector<4xf32>
        %v1071 = arith.truncf %v1070 : f32 to bf16
        memref.store %v1071, %C[%v1069, %v1064] : memref<8192x8192xbf16>
        %v1072 = arith.muli %wm6, %c64 : index
        %v1073 = arith.addi %v1072, %c17 : index
        %v1074 = arith.muli %lq13, %c4 : index
        %v1075 = arith.addi %v1073, %v1074 : index
        %v1076 = arith.addi %rowA8, %v1075 : index
        %v1077 = vector.extract %d656[1] : f32 from vector<4xf32>
        %v1078 = arith.truncf %v1077 : f32 to bf16
        memref.store %v1078, %C[%v1076, %v1064] : memref<8192x8192xbf16>
        %v1079 = arith.muli %wm6, %c64 : index
        %v1080 = arith.addi %v1079, %c18 : index
        %v1081 = arith.muli %lq13, %c4 : index
        %v1082 = arith.addi %v1080, %v1081 : index
        %v1083 = arith.addi %rowA8, %v1082 : index
        %v1084 = vector.extract %d656[2] : f32 from vector<4xf32>
        %v1085 = arith.truncf %v1084 : f32 to bf16
        memref.store %v1085, %C[%v1083, %v1064] : memref<8192x8192xbf16>
        %v1086 = arith.muli %wm6, %c64 : index
        %v1087 = arith.addi %v1086, %c19 : index
        %v1088 = arith.muli %lq13, %c4 : index
        %v1089 = arith.addi %v1087, %v1088 : index
        %v1090 = arith.addi %rowA8, %v1089 : index
        %v1091 = vector.extract %d656[3] : f32 from vector<4xf32>
        %v1092 = arith.truncf %v1091 : f32 to bf16
        memref.store %v1092, %C[%v1090, %v1064] : memref<8192x8192xbf16>
        %v1093 = arith.muli %wn7, %c128 : index
        %v1094 = arith.addi %v1093, %c80 : index
        %v1095 = arith.addi %v1094, %l1612 : index
        %v1096 = arith.addi %rowB9, %v1095 : index
        %v1097 = arith.muli %wm6, %c64 : index
        %v1098 = arith.addi %v1097, %c16 : index
        %v1099 = arith.muli %lq13, %c4 : index
        %v1100 = arith.addi %v1098, %v1099 : index
        %v1101 = arith.addi %rowA8, %v1100 : index
        %v1102 = vector.extract %d663[0] : f32 from vector<4xf32>
        %v1103 = arith.truncf %v1102 : f32 to bf16
        memref.store %v1103, %C[%v1101, %v1096] : memref<8192x8192xbf16>
        %v1104 = arith.muli %wm6, %c64 : index
        %v1105 = arith.addi %v1104, %c17 : index
        %v1106 = arith.muli %lq13, %c4 : index
        %v1107 = arith.addi %v1105, %v1106 : index
        %v1108 = arith.addi %rowA8, %v1107 : index
        %v1109 = vector.extract %d663[1] : f32 from vector<4xf32>
        %v1110 = arith.truncf %v1109 : f32 to bf16
        memref.store %v1110, %C[%v1108, %v1096] : memref<8192x8192xbf16>
        %v1111 = arith.muli %wm6, %c64 : index
        %v1112 = arith.addi %v1111, %c18 : index
        %v1113 = arith.muli %lq13, %c4 : index
        %v1114 = arith.addi %v1112, %v1113 : index
        %v1115 = arith.addi %rowA8, %v1114 : index
        %v1116 = vector.extract %d663[2] : f32 from vector<4xf32>
        %v1117 = arith.truncf %v1116 : f32 to bf16
        memref.store %v1117, %C[%v1115, %v1096] : memref<8192x8192xbf16>
        %v1118 = arith.muli %wm6, %c64 : index
        %v1119 = arith.addi %v1118, %c19 : index
        %v1120 = arith.muli %lq13, %c4 : index
        %v1121 = arith.addi %v1119, %v1120 : index
        %v1122 = arith.addi %rowA8, %v1121 : index
        %v1123 = vector.extract %d663[3] : f32 from vector<4xf32>
        %v1124 = arith.truncf %v1123 : f32 to bf16
        memref.store %v1124, %C[%v1122, %v1096] : memref<8192x8192xbf16>
        %v1125 = arith.muli %wn7, %c128 : index
        %v1126 = arith.addi %v1125, %c96 : index
        %v1127 = arith.addi %v1126, %l1612 : index
        %v1128 = arith.addi %rowB9, %v1127 : index
        %v1129 = arith.muli %wm6, %c64 : index
        %v1130 = arith.addi %v1129, %c16 : index
        %v1131 = arith.muli %lq13, %c4 : index
        %v1132 = arith.addi %v1130, %v1131 : index
        %v1133 = arith.addi %rowA8, %v1132 : index
        %v1134 = vector.extract %d632[0] : f32 from vector<4xf32>
        %v1135 = arith.truncf %v1134 : f32 to bf16
        memref.store %v1135, %C[%v1133, %v1128] : memref<8192x8192xbf16>
        %v1136 = arith.muli %wm6, %c64 : index
        %v1137 = arith.addi %v1136, %c17 : index
        %v1138 = arith.muli %lq13, %c4 : index
        %v1139 = arith.addi %v1137, %v1138 : index
        %v1140 = arith.addi %rowA8, %v1139 : index
        %v1141 = vector.extract %d632[1] : f32 from vector<4xf32>
        %v1142 = arith.truncf %v1141 : f32 to bf16
        memref.store %v1142, %C[%v1140, %v1128] : memref<8192x8192xbf16>
        %v1143 = arith.muli %wm6, %c64 : index
        %v1144 = arith.addi %v1143, %c18 : index
        %v1145 = arith.muli %lq13, %c4 : index
        %v1146 = arith.addi %v1144, %v1145 : index
        %v1147 = arith.addi %rowA8, %v1146 : index
        %v1148 = vector.extract %d632[2] : f32 from vector<4xf32>
        %v1149 = arith.truncf %v1148 : f32 to bf16
        memref.store %v1149, %C[%v1147, %v1128] : memref<8192x8192xbf16>
        %v1150 = arith.muli %wm6, %c64 : index
        %v1151 = arith.addi %v1150, %c19 : index
        %v1152 = arith.muli %lq13, %c4 : index
        %v1153 = arith.addi %v1151, %v1152 : index
        %v1154 = arith.addi %rowA8, %v1153 : index
        %v1155 = vector.extract %d632[3] : f32 from vector<4xf32>
        %v1156 = arith.truncf %v1155 : f32 to bf16
        memref.store %v1156, %C[%v1154, %v1128] : memref<8192x8192xbf16>
        %v1157 = arith.muli %wn7, %c128 : index
        %v1158 = arith.addi %v1157, %c112 : index
        %v1159 = arith.addi %v1158, %l1612 : index
        %v1160 = arith.addi %rowB9, %v1159 : index
        %v1161 = arith.muli %wm6, %c64 : index
        %v1162 = arith.addi %v1161, %c16 : index
        %v1163 = arith.muli %lq13, %c4 : index
        %v1164 = arith.addi %v1162, %v1163 : index
        %v1165 = arith.addi %rowA8, %v1164 : index
        %v1166 = vector.extract %d670[0] : f32 from vector<4xf32>
        %v1167 = arith.truncf %v1166 : f32 to bf16
        memref.store %v1167, %C[%v1165, %v1160] : memref<8192x8192xbf16>
        %v1168 = arith.muli %wm6, %c64 : index
        %v1169 = arith.addi %v1168, %c17 : index
        %v1170 = arith.muli %lq13, %c4 : index
        %v1171 = arith.addi %v1169, %v1170 : index
        %v1172 = arith.addi %rowA8, %v1171 : index
        %v1173 = vector.extract %d670[1] : f32 from vector<4xf32>
        %v1174 = arith.truncf %v1173 : f32 to bf16
        memref.store %v1174, %C[%v1172, %v1160] : memref<8192x8192xbf16>
        %v1175 = arith.muli %wm6, %c64 : index
        %v1176 = arith.addi %v1175, %c18 : index
        %v1177 = arith.muli %lq13, %c4 : index
        %v1178 = arith.addi %v1176, %v1177 : index
        %v1179 = arith.addi %rowA8, %v1178 : index
        %v1180 = vector.extract %d670[2] : f32 from vector<4xf32>
        %v1181 = arith.truncf %v1180 : f32 to bf16
        memref.store %v1181, %C[%v1179, %v1160] : memref<8192x8192xbf16>
        %v1182 = arith.muli %wm6, %c64 : index
        %v1183 = arith.addi %v1182, %c19 : index
        %v1184 = arith.muli %lq13, %c4 : index
        %v1185 = arith.addi %v1183, %v1184 : index
        %v1186 = arith.addi %rowA8, %v1185 : index
        %v1187 = vector.extract %d670[3] : f32 from vector<4xf32>
        %v1188 = arith.truncf %v1187 : f32 to bf16
        memref.store %v1188, %C[%v1186, %v1160] : memref<8192x8192xbf16>
        %v1189 = arith.muli %wn7, %c128 : index
        %v1190 = arith.addi %v1189, %c0 : index
        %v1191 = arith.addi %v1190, %l1612 : index
        %v1192 = arith.addi %rowB9, %v1191 : index
        %v1193 = arith.muli %wm6, %c64 : index
        %v1194 = arith.addi %v1193, %c32 : index
        %v1195 = arith.muli %lq13, %c4 : index
        %v1196 = arith.addi %v1194, %v1195 : index
        %v1197 = arith.addi %rowA8, %v1196 : index
        %v1198 = vector.extract %d626[0] : f32 from vector<4xf32>
        %v1199 = arith.truncf %v1198 : f32 to bf16
        memref.store %v1199, %C[%v1197, %v1192] : memref<8192x8192xbf16>
        %v1200 = arith.muli %wm6, %c64 : index
        %c33 = arith.constant 33 : index
        %v1201 = arith.addi %v1200, %c33 : index
        %v1202 = arith.muli %lq13, %c4 : index
        %v1203 = arith.addi %v1201, %v1202 : index
        %v1204 = arith.addi %rowA8, %v1203 : index
        %v1205 = vector.extract %d626[1] : f32 from vector<4xf32>
        %v1206 = arith.truncf %v1205 : f32 to bf16
        memref.store %v1206, %C[%v1204, %v1192] : memref<8192x8192xbf16>
        %v1207 = arith.muli %wm6, %c64 : index
        %c34 = arith.constant 34 : index
        %v1208 = arith.addi %v1207, %c34 : index
        %v1209 = arith.muli %lq13, %c4 : index
        %v1210 = arith.addi %v1208, %v1209 : index
        %v1211 = arith.addi %rowA8, %v1210 : index
        %v1212 = vector.extract %d626[2] : f32 from vector<4xf32>
        %v1213 = arith.truncf %v1212 : f32 to bf16
        memref.store %v1213, %C[%v1211, %v1192] : memref<8192x8192xbf16>
        %v1214 = arith.muli %wm6, %c64 : index
        %c35 = arith.constant 35 : index
        %v1215 = arith.addi %v1214, %c35 : index
        %v1216 = arith.muli %lq13, %c4 : index
        %v1217 = arith.addi %v1215, %v1216 : index
        %v1218 = arith.addi %rowA8, %v1217 : index
        %v1219 = vector.extract %d626[3] : f32 from vector<4xf32>
        %v1220 = arith.truncf %v1219 : f32 to bf16
        memref.store %v1220, %C[%v1218, %v1192] : memref<8192x8192xbf16>
        %v1221 = arith.muli %wn7, %c128 : index
        %v1222 = arith.addi %v1221, %c16 : index
        %v1223 = arith.addi %v1222, %l1612 : index
        %v1224 = arith.addi %rowB9, %v1223 : index
        %v1225 = arith.muli %wm6, %c64 : index
        %v1226 = arith.addi %v1225, %c32 : index
        %v1227 = arith.muli %lq13, %c4 : index
        %v1228 = arith.addi %v1226, %v1227 : index
        %v1229 = arith.addi %rowA8, %v1228 : index
        %v1230 = vector.extract %d665[0] : f32 from vector<4xf32>
        %v1231 = arith.truncf %v1230 : f32 to bf16
        memref.store %v1231, %C[%v1229, %v1224] : memref<8192x8192xbf16>
        %v1232 = arith.muli %wm6, %c64 : index
        %v1233 = arith.addi %v1232, %c33 : index
        %v1234 = arith.muli %lq13, %c4 : index
        %v1235 = arith.addi %v1233, %v1234 : index
        %v1236 = arith.addi %rowA8, %v1235 : index
        %v1237 = vector.extract %d665[1] : f32 from vector<4xf32>
        %v1238 = arith.truncf %v1237 : f32 to bf16
        memref.store %v1238, %C[%v1236, %v1224] : memref<8192x8192xbf16>
        %v1239 = arith.muli %wm6, %c64 : index
        %v1240 = arith.addi %v1239, %c34 : index
        %v1241 = arith.muli %lq13, %c4 : index
        %v1242 = arith.addi %v1240, %v1241 : index
        %v1243 = arith.addi %rowA8, %v1242 : index
        %v1244 = vector.extract %d665[2] : f32 from vector<4xf32>
        %v1245 = arith.truncf %v1244 : f32 to bf16
        memref.store %v1245, %C[%v1243, %v1224] : memref<8192x8192xbf16>
        %v1246 = arith.muli %wm6, %c64 : index
        %v1247 = arith.addi %v1246, %c35 : index
        %v1248 = arith.muli %lq13, %c4 : index
        %v1249 = arith.addi %v1247, %v1248 : index
        %v1250 = arith.addi %rowA8, %v1249 : index
        %v1251 = vector.extract %d665[3] : f32 from vector<4xf32>
        %v1252 = arith.truncf %v1251 : f32 to bf16
        memref.store %v1252, %C[%v1250, %v1224] : memref<8192x8192xbf16>
        %v1253 = arith.muli %wn7, %c128 : index
        %v1254 = arith.addi %v1253, %c32 : index
        %v1255 = arith.addi %v1254, %l1612 : index
        %v1256 = arith.addi %rowB9, %v1255 : index
        %v1257 = arith.muli %wm6, %c64 : index
        %v1258 = arith.addi %v1257, %c32 : index
        %v1259 = arith.muli %lq13, %c4 : index
        %v1260 = arith.addi %v1258, %v1259 : index
        %v1261 = arith.addi %rowA8, %v1260 : index
        %v1262 = vector.extract %d674[0] : f32 from vector<4xf32>
        %v1263 = arith.truncf %v1262 : f32 to bf16
        memref.store %v1263, %C[%v1261, %v1256] : memref<8192x8192xbf16>
        %v1264 = arith.muli %wm6, %c64 : index
        %v1265 = arith.addi %v1264, %c33 : index
        %v1266 = arith.muli %lq13, %c4 : index
        %v1267 = arith.addi %v1265, %v1266 : index
        %v1268 = arith.addi %rowA8, %v1267 : index
        %v1269 = vector.extract %d674[1] : f32 from vector<4xf32>
        %v1270 = arith.truncf %v1269 : f32 to bf16
        memref.store %v1270, %C[%v1268, %v1256] : memref<8192x8192xbf16>
        %v1271 = arith.muli %wm6, %c64 : index
        %v1272 = arith.addi %v1271, %c34 : index
        %v1273 = arith.muli %lq13, %c4 : index
        %v1274 = arith.addi %v1272, %v1273 : index
        %v1275 = arith.addi %rowA8, %v1274 : index
        %v1276 = vector.extract %d674[2] : f32 from vector<4xf32>
        %v1277 = arith.truncf %v1276 : f32 to bf16
        memref.store %v1277, %C[%v1275, %v1256] : memref<8192x8192xbf16>
        %v1278 = arith.muli %wm6, %c64 : index
        %v1279 = arith.addi %v1278, %c35 : index
        %v1280 = arith.muli %lq13, %c4 : index
        %v1281 = arith.addi %v1279, %v1280 : index
        %v1282 = arith.addi %rowA8, %v1281 : index
        %v1283 = vector.extract %d674[3] : f32 from vector<4xf32>
        %v1284 = arith.truncf %v1283 : f32 to bf16
        memref.store %v1284, %C[%v1282, %v1256] : memref<8192x8192xbf16>
        %v1285 = arith.muli %wn7, %c128 : index
        %v1286 = arith.addi %v1285, %c48 : index
        %v1287 = arith.addi %v1286, %l1612 : index
        %v1288 = arith.addi %rowB9, %v1287 : index
        %v1289 = arith.muli %wm6, %c64 : index
        %v1290 = arith.addi %v1289, %c32 : index
        %v1291 = arith.muli %lq13, %c4 : index
        %v1292 = arith.addi %v1290, %v1291 : index
        %v1293 = arith.addi %rowA8, %v1292 : index
        %v1294 = vector.extract %d668[0] : f32 from vector<4xf32>
        %v1295 = arith.truncf %v1294 : f32 to bf16
        memref.store %v1295, %C[%v1293, %v1288] : memref<8192x8192xbf16>
        %v1296 = arith.muli %wm6, %c64 : index
        %v1297 = arith.addi %v1296, %c33 : index
        %v1298 = arith.muli %lq13, %c4 : index
        %v1299 = arith.addi %v1297, %v1298 : index
        %v1300 = arith.addi %rowA8, %v1299 : index
        %v1301 = vector.extract %d668[1] : f32 from vector<4xf32>
        %v1302 = arith.truncf %v1301 : f32 to bf16
        memref.store %v1302, %C[%v1300, %v1288] : memref<8192x8192xbf16>
        %v1303 = arith.muli %wm6, %c64 : index
        %v1304 = arith.addi %v1303, %c34 : index
        %v1305 = arith.muli %lq13, %c4 : index
        %v1306 = arith.addi %v1304, %v1305 : index
        %v1307 = arith.addi %rowA8, %v1306 : index
        %v1308 = vector.extract %d668[2] : f32 from vector<4xf32>
        %v1309 = arith.truncf %v1308 : f32 to bf16
        memref.store %v1309, %C[%v1307, %v1288] : memref<8192x8192xbf16>
        %v1310 = arith.muli %wm6, %c64 : index
        %v1311 = arith.addi %v1310, %c35 : index
        %v1312 = arith.muli %lq13, %c4 : index
        %v1313 = arith.addi %v1311, %v1312 : index
        %v1314 = arith.addi %rowA8, %v1313 : index
        %v1315 = vector.extract %d668[3] : f32 from vector<4xf32>
        %v1316 = arith.truncf %v1315 : f32 to bf16
        memref.store %v1316, %C[%v1314, %v1288] : memref<8192x8192xbf16>
        %v1317 = arith.muli %wn7, %c128 : index
        %v1318 = arith.addi %v1317, %c64 : index
        %v1319 = arith.addi %v1318, %l1612 : index
        %v1320 = arith.addi %rowB9, %v1319 : index
        %v1321 = arith.muli %wm6, %c64 : index
        %v1322 = arith.addi %v1321, %c32 : index
        %v1323 = arith.muli %lq13, %c4 : index
        %v1324 = arith.addi %v1322, %v1323 : index
        %v1325 = arith.addi %rowA8, %v1324 : index
        %v1326 = vector.extract %d672[0] : f32 from vector<4xf32>
        %v1327 = arith.truncf %v1326 : f32 to bf16
        memref.store %v1327, %C[%v1325, %v1320] : memref<8192x8192xbf16>
        %v1328 = arith.muli %wm6, %c64 : index
        %v1329 = arith.addi %v1328, %c33 : index
        %v1330 = arith.muli %lq13, %c4 : index
        %v1331 = arith.addi %v1329, %v1330 : index
        %v1332 = arith.addi %rowA8, %v1331 : index
        %v1333 = vector.extract %d672[1] : f32 from vector<4xf32>
        %v1334 = arith.truncf %v1333 : f32 to bf16
        memref.store %v1334, %C[%v1332, %v1320] : memref<8192x8192xbf16>
        %v1335 = arith.muli %wm6, %c64 : index
        %v1336 = arith.addi %v1335, %c34 : index
        %v1337 = arith.muli %lq13, %c4 : index
        %v1338 = arith.addi %v1336, %v1337 : index
        %v1339 = arith.addi %rowA8, %v1338 : index
        %v1340 = vector.extract %d672[2] : f32 from vector<4xf32>
        %v1341 = arith.truncf %v1340 : f32 to bf16
        memref.store %v1341, %C[%v1339, %v1320] : memref<8192x8192xbf16>
        %v1342 = arith.muli %wm6, %c64 : index
        %v1343 = arith.addi %v1342, %c35 : index
        %v1344 = arith.muli %lq13, %c4 : index
        %v1345 = arith.addi %v1343, %v1344 : index
        %v1346 = arith.addi %rowA8, %v1345 : index
        %v1347 = vector.extract %d672[3] : f32 from vector<4xf32>
        %v1348 = arith.truncf %v1347 : f32 to bf16
        memref.store %v1348, %C[%v1346, %v1320] : memref<8192x8192xbf16>
        %v1349 = arith.muli %wn7, %c128 : index
        %v1350 = arith.addi %v1349, %c80 : index
        %v1351 = arith.addi %v1350, %l1612 : index
        %v1352 = arith.addi %rowB9, %v1351 : index
        %v1353 = arith.muli %wm6, %c64 : index
        %v1354 = arith.addi %v1353, %c32 : index
        %v1355 = arith.muli %lq13, %c4 : index
        %v1356 = arith.addi %v1354, %v1355 : index
        %v1357 = arith.addi %rowA8, %v1356 : index
        %v1358 = vector.extract %d646[0] : f32 from vector<4xf32>
        %v1359 = arith.truncf %v1358 : f32 to bf16
        memref.store %v1359, %C[%v1357, %v1352] : memref<8192x8192xbf16>
        %v1360 = arith.muli %wm6, %c64 : index
        %v1361 = arith.addi %v1360, %c33 : index
        %v1362 = arith.muli %lq13, %c4 : index
        %v1363 = arith.addi %v1361, %v1362 : index
        %v1364 = arith.addi %rowA8, %v1363 : index
        %v1365 = vector.extract %d646[1] : f32 from vector<4xf32>
        %v1366 = arith.truncf %v1365 : f32 to bf16
        memref.store %v1366, %C[%v1364, %v1352] : memref<8192x8192xbf16>
        %v1367 = arith.muli %wm6, %c64 : index
        %v1368 = arith.addi %v1367, %c34 : index
        %v1369 = arith.muli %lq13, %c4 : index
        %v1370 = arith.addi %v1368, %v1369 : index
        %v1371 = arith.addi %rowA8, %v1370 : index
        %v1372 = vector.extract %d646[2] : f32 from vector<4xf32>
        %v1373 = arith.truncf %v1372 : f32 to bf16
        memref.store %v1373, %C[%v1371, %v1352] : memref<8192x8192xbf16>
        %v1374 = arith.muli %wm6, %c64 : index
        %v1375 = arith.addi %v1374, %c35 : index
        %v1376 = arith.muli %lq13, %c4 : index
        %v1377 = arith.addi %v1375, %v1376 : index
        %v1378 = arith.addi %rowA8, %v1377 : index
        %v1379 = vector.extract %d646[3] : f32 from vector<4xf32>
        %v1380 = arith.truncf %v1379 : f32 to bf16
        memref.store %v1380, %C[%v1378, %v1352] : memref<8192x8192xbf16>
        %v1381 = arith.muli %wn7, %c128 : index
        %v1382 = arith.addi %v1381, %c96 : index
        %v1383 = arith.addi %v1382, %l1612 : index
        %v1384 = arith.addi %rowB9, %v1383 : index
        %v1385 = arith.muli %wm6, %c64 : index
        %v1386 = arith.addi %v1385, %c32 : index
        %v1387 = arith.muli %lq13, %c4 : index
        %v1388 = arith.addi %v1386, %v1387 : index
        %v1389 = arith.addi %rowA8, %v1388 : index
        %v1390 = vector.extract %d673[0] : f32 from vector<4xf32>
        %v1391 = arith.truncf %v1390 : f32 to bf16
        memref.store %v1391, %C[%v1389, %v1384] : memref<8192x8192xbf16>
        %v1392 = arith.muli %wm6, %c64 : index
        %v1393 = arith.addi %v1392, %c33 : index
        %v1394 = arith.muli %lq13, %c4 : index
        %v1395 = arith.addi %v1393, %v1394 : index
        %v1396 = arith.addi %rowA8, %v1395 : index
        %v1397 = vector.extract %d673[1] : f32 from vector<4xf32>
        %v1398 = arith.truncf %v1397 : f32 to bf16
        memref.store %v1398, %C[%v1396, %v1384] : memref<8192x8192xbf16>
        %v1399 = arith.muli %wm6, %c64 : index
        %v1400 = arith.addi %v1399, %c34 : index
        %v1401 = arith.muli %lq13, %c4 : index
        %v1402 = arith.addi %v1400, %v1401 : index
        %v1403 = arith.addi %rowA8, %v1402 : index
        %v1404 = vector.extract %d673[2] : f32 from vector<4xf32>
        %v1405 = arith.truncf %v1404 : f32 to bf16
        memref.store %v1405, %C[%v1403, %v1384] : memref<8192x8192xbf16>
        %v1406 = arith.muli %wm6, %c64 : index
        %v1407 = arith.addi %v1406, %c35 : index
        %v1408 = arith.muli %lq13, %c4 : index
        %v1409 = arith.addi %v1407, %v1408 : index
        %v1410 = arith.addi %rowA8, %v1409 : index
        %v1411 = vector.extract %d673[3] : f32 from vector<4xf32>
        %v1412 = arith.truncf %v1411 : f32 to bf16
        memref.store %v1412, %C[%v1410, %v1384] : memref<8192x8192xbf16>
        %v1413 = arith.muli %wn7, %c128 : index
        %v1414 = arith.addi %v1413, %c112 : index
        %v1415 = arith.addi %v1414, %l1612 : index
        %v1416 = arith.addi %rowB9, %v1415 : index
        %v1417 = arith.muli %wm6, %c64 : index
        %v1418 = arith.addi %v1417, %c32 : index
        %v1419 = arith.muli %lq13, %c4 : index
        %v1420 = arith.addi %v1418, %v1419 : index
        %v1421 = arith.addi %rowA8, %v1420 : index
        %v1422 = vector.extract %d659[0] : f32 from vector<4xf32>
        %v1423 = arith.truncf %v1422 : f32 to bf16
        memref.store %v1423, %C[%v1421, %v1416] : memref<8192x8192xbf16>
        %v1424 = arith.muli %wm6, %c64 : index
        %v1425 = arith.addi %v1424, %c33 : index
        %v1426 = arith.muli %lq13, %c4 : index
        %v1427 = arith.addi %v1425, %v1426 : index
        %v1428 = arith.addi %rowA8, %v1427 : index
        %v1429 = vector.extract %d659[1] : f32 from vector<4xf32>
        %v1430 = arith.truncf %v1429 : f32 to bf16
        memref.store %v1430, %C[%v1428, %v1416] : memref<8192x8192xbf16>
        %v1431 = arith.muli %wm6, %c64 : index
        %v1432 = arith.addi %v1431, %c34 : index
        %v1433 = arith.muli %lq13, %c4 : index
        %v1434 = arith.addi %v1432, %v1433 : index
        %v1435 = arith.addi %rowA8, %v1434 : index
        %v1436 = vector.extract %d659[2] : f32 from vector<4xf32>
        %v1437 = arith.truncf %v1436 : f32 to bf16
        memref.store %v1437, %C[%v1435, %v1416] : memref<8192x8192xbf16>
        %v1438 = arith.muli %wm6, %c64 : index
        %v1439 = arith.addi %v1438, %c35 : index
        %v1440 = arith.muli %lq13, %c4 : index
        %v1441 = arith.addi %v1439, %v1440 : index
        %v1442 = arith.addi %rowA8, %v1441 : index
        %v1443 = vector.extract %d659[3] : f32 from vector<4xf32>
        %v1444 = arith.truncf %v1443 : f32 to bf16
        memref.store %v1444, %C[%v1442, %v1416] : memref<8192x8192xbf16>
        %v1445 = arith.muli %wn7, %c128 : index
        %v1446 = arith.addi %v1445, %c0 : index
        %v1447 = arith.addi %v1446, %l1612 : index
        %v1448 = arith.addi %rowB9, %v1447 : index
        %v1449 = arith.muli %wm6, %c64 : index
        %v1450 = arith.addi %v1449, %c48 : index
        %v1451 = arith.muli %lq13, %c4 : index
        %v1452 = arith.addi %v1450, %v1451 : index
        %v1453 = arith.addi %rowA8, %v1452 : index
        %v1454 = vector.extract %d675[0] : f32 from vector<4xf32>
        %v1455 = arith.truncf %v1454 : f32 to bf16
        memref.store %v1455, %C[%v1453, %v1448] : memref<8192x8192xbf16>
        %v1456 = arith.muli %wm6, %c64 : index
        %c49 = arith.constant 49 : index
        %v1457 = arith.addi %v1456, %c49 : index
        %v1458 = arith.muli %lq13, %c4 : index
        %v1459 = arith.addi %v1457, %v1458 : index
        %v1460 = arith.addi %rowA8, %v1459 : index
        %v1461 = vector.extract %d675[1] : f32 from vector<4xf32>
        %v1462 = arith.truncf %v1461 : f32 to bf16
        memref.store %v1462, %C[%v1460, %v1448] : memref<8192x8192xbf16>
        %v1463 = arith.muli %wm6, %c64 : index
        %c50 = arith.constant 50 : index
        %v1464 = arith.addi %v1463, %c50 : index
        %v1465 = arith.muli %lq13, %c4 : index
        %v1466 = arith.addi %v1464, %v1465 : index
        %v1467 = arith.addi %rowA8, %v1466 : index
        %v1468 = vector.extract %d675[2] : f32 from vector<4xf32>
        %v1469 = arith.truncf %v1468 : f32 to bf16
        memref.store %v1469, %C[%v1467, %v1448] : memref<8192x8192xbf16>
        %v1470 = arith.muli %wm6, %c64 : index
        %c51 = arith.constant 51 : index
        %v1471 = arith.addi %v1470, %c51 : index
        %v1472 = arith.muli %lq13, %c4 : index
        %v1473 = arith.addi %v1471, %v1472 : index
        %v1474 = arith.addi %rowA8, %v1473 : index
        %v1475 = vector.extract %d675[3] : f32 from vector<4xf32>
        %v1476 = arith.truncf %v1475 : f32 to bf16
        memref.store %v1476, %C[%v1474, %v1448] : memref<8192x8192xbf16>
        %v1477 = arith.muli %wn7, %c128 : index
        %v1478 = arith.addi %v1477, %c16 : index
        %v1479 = arith.addi %v1478, %l1612 : index
        %v1480 = arith.addi %rowB9, %v1479 : index
        %v1481 = arith.muli %wm6, %c64 : index
        %v1482 = arith.addi %v1481, %c48 : index
        %v1483 = arith.muli %lq13, %c4 : index
        %v1484 = arith.addi %v1482, %v1483 : index
        %v1485 = arith.addi %rowA8, %v1484 : index
        %v1486 = vector.extract %d643[0] : f32 from vector<4xf32>
        %v1487 = arith.truncf %v1486 : f32 to bf16
        memref.store %v1487, %C[%v1485, %v1480] : memref<8192x8192xbf16>
        %v1488 = arith.muli %wm6, %c64 : index
        %v1489 = arith.addi %v1488, %c49 : index
        %v1490 = arith.muli %lq13, %c4 : index
        %v1491 = arith.addi %v1489, %v1490 : index
        %v1492 = arith.addi %rowA8, %v1491 : index
        %v1493 = vector.extract %d643[1] : f32 from vector<4xf32>
        %v1494 = arith.truncf %v1493 : f32 to bf16
        memref.store %v1494, %C[%v1492, %v1480] : memref<8192x8192xbf16>
        %v1495 = arith.muli %wm6, %c64 : index
        %v1496 = arith.addi %v1495, %c50 : index
        %v1497 = arith.muli %lq13, %c4 : index
        %v1498 = arith.addi %v1496, %v1497 : index
        %v1499 = arith.addi %rowA8, %v1498 : index
        %v1500 = vector.extract %d643[2] : f32 from vector<4xf32>
        %v1501 = arith.truncf %v1500 : f32 to bf16
        memref.store %v1501, %C[%v1499, %v1480] : memref<8192x8192xbf16>
        %v1502 = arith.muli %wm6, %c64 : index
        %v1503 = arith.addi %v1502, %c51 : index
        %v1504 = arith.muli %lq13, %c4 : index
        %v1505 = arith.addi %v1503, %v1504 : index
        %v1506 = arith.addi %rowA8, %v1505 : index
        %v1507 = vector.extract %d643[3] : f32 from vector<4xf32>
        %v1508 = arith.truncf %v1507 : f32 to bf16
        memref.store %v1508, %C[%v1506, %v1480] : memref<8192x8192xbf16>
        %v1509 = arith.muli %wn7, %c128 : index
        %v1510 = arith.addi %v1509, %c32 : index
        %v1511 = arith.addi %v1510, %l1612 : index
        %v1512 = arith.addi %rowB9, %v1511 : index
        %v1513 = arith.muli %wm6, %c64 : index
        %v1514 = arith.addi %v1513, %c48 : index
        %v1515 = arith.muli %lq13, %c4 : index
        %v1516 = arith.addi %v1514, %v1515 : index
        %v1517 = arith.addi %rowA8, %v1516 : index
        %v1518 = vector.extract %d655[0] : f32 from vector<4xf32>
        %v1519 = arith.truncf %v1518 : f32 to bf16
        memref.store %v1519, %C[%v1517, %v1512] : memref<8192x8192xbf16>
        %v1520 = arith.muli %wm6, %c64 : index
        %v1521 = arith.addi %v1520, %c49 : index
        %v1522 = arith.muli %lq13, %c4 : index
        %v1523 = arith.addi %v1521, %v1522 : index
        %v1524 = arith.addi %rowA8, %v1523 : index
        %v1525 = vector.extract %d655[1] : f32 from vector<4xf32>
        %v1526 = arith.truncf %v1525 : f32 to bf16
        memref.store %v1526, %C[%v1524, %v1512] : memref<8192x8192xbf16>
        %v1527 = arith.muli %wm6, %c64 : index
        %v1528 = arith.addi %v1527, %c50 : index
        %v1529 = arith.muli %lq13, %c4 : index
        %v1530 = arith.addi %v1528, %v1529 : index
        %v1531 = arith.addi %rowA8, %v1530 : index
        %v1532 = vector.extract %d655[2] : f32 from vector<4xf32>
        %v1533 = arith.truncf %v1532 : f32 to bf16
        memref.store %v1533, %C[%v1531, %v1512] : memref<8192x8192xbf16>
        %v1534 = arith.muli %wm6, %c64 : index
        %v1535 = arith.addi %v1534, %c51 : index
        %v1536 = arith.muli %lq13, %c4 : index
        %v1537 = arith.addi %v1535, %v1536 : index
        %v1538 = arith.addi %rowA8, %v1537 : index
        %v1539 = vector.extract %d655[3] : f32 from vector<4xf32>
        %v1540 = arith.truncf %v1539 : f32 to bf16
        memref.store %v1540, %C[%v1538, %v1512] : memref<8192x8192xbf16>
        %v1541 = arith.muli %wn7, %c128 : index
        %v1542 = arith.addi %v1541, %c48 : index
        %v1543 = arith.addi %v1542, %l1612 : index
        %v1544 = arith.addi %rowB9, %v1543 : index
        %v1545 = arith.muli %wm6, %c64 : index
        %v1546 = arith.addi %v1545, %c48 : index
        %v1547 = arith.muli %lq13, %c4 : index
        %v1548 = arith.addi %v1546, %v1547 : index
        %v1549 = arith.addi %rowA8, %v1548 : index
        %v1550 = vector.extract %d662[0] : f32 from vector<4xf32>
        %v1551 = arith.truncf %v1550 : f32 to bf16
        memref.store %v1551, %C[%v1549, %v1544] : memref<8192x8192xbf16>
        %v1552 = arith.muli %wm6, %c64 : index
        %v1553 = arith.addi %v1552, %c49 : index
        %v1554 = arith.muli %lq13, %c4 : index
        %v1555 = arith.addi %v1553, %v1554 : index
        %v1556 = arith.addi %rowA8, %v1555 : index
        %v1557 = vector.extract %d662[1] : f32 from vector<4xf32>
        %v1558 = arith.truncf %v1557 : f32 to bf16
        memref.store %v1558, %C[%v1556, %v1544] : memref<8192x8192xbf16>
        %v1559 = arith.muli %wm6, %c64 : index
        %v1560 = arith.addi %v1559, %c50 : index
        %v1561 = arith.muli %lq13, %c4 : index
        %v1562 = arith.addi %v1560, %v1561 : index
        %v1563 = arith.addi %rowA8, %v1562 : index
        %v1564 = vector.extract %d662[2] : f32 from vector<4xf32>
        %v1565 = arith.truncf %v1564 : f32 to bf16
        memref.store %v1565, %C[%v1563, %v1544] : memref<8192x8192xbf16>
        %v1566 = arith.muli %wm6, %c64 : index
        %v1567 = arith.addi %v1566, %c51 : index
        %v1568 = arith.muli %lq13, %c4 : index
        %v1569 = arith.addi %v1567, %v1568 : index
        %v1570 = arith.addi %rowA8, %v1569 : index
        %v1571 = vector.extract %d662[3] : f32 from vector<4xf32>
        %v1572 = arith.truncf %v1571 : f32 to bf16
        memref.store %v1572, %C[%v1570, %v1544] : memref<8192x8192xbf16>
        %v1573 = arith.muli %wn7, %c128 : index
        %v1574 = arith.addi %v1573, %c64 : index
        %v1575 = arith.addi %v1574, %l1612 : index
        %v1576 = arith.addi %rowB9, %v1575 : index
        %v1577 = arith.muli %wm6, %c64 : index
        %v1578 = arith.addi %v1577, %c48 : index
        %v1579 = arith.muli %lq13, %c4 : index
        %v1580 = arith.addi %v1578, %v1579 : index
        %v1581 = arith.addi %rowA8, %v1580 : index
        %v1582 = vector.extract %d634[0] : f32 from vector<4xf32>
        %v1583 = arith.truncf %v1582 : f32 to bf16
        memref.store %v1583, %C[%v1581, %v1576] : memref<8192x8192xbf16>
        %v1584 = arith.muli %wm6, %c64 : index
        %v1585 = arith.addi %v1584, %c49 : index
        %v1586 = arith.muli %lq13, %c4 : index
        %v1587 = arith.addi %v1585, %v1586 : index
        %v1588 = arith.addi %rowA8, %v1587 : index
        %v1589 = vector.extract %d634[1] : f32 from vector<4xf32>
        %v1590 = arith.truncf %v1589 : f32 to bf16
        memref.store %v1590, %C[%v1588, %v1576] : memref<8192x8192xbf16>
        %v1591 = arith.muli %wm6, %c64 : index
        %v1592 = arith.addi %v1591, %c50 : index
        %v1593 = arith.muli %lq13, %c4 : index
        %v1594 = arith.addi %v1592, %v1593 : index
        %v1595 = arith.addi %rowA8, %v1594 : index
        %v1596 = vector.extract %d634[2] : f32 from vector<4xf32>
        %v1597 = arith.truncf %v1596 : f32 to bf16
        memref.store %v1597, %C[%v1595, %v1576] : memref<8192x8192xbf16>
        %v1598 = arith.muli %wm6, %c64 : index
        %v1599 = arith.addi %v1598, %c51 : index
        %v1600 = arith.muli %lq13, %c4 : index
        %v1601 = arith.addi %v1599, %v1600 : index
        %v1602 = arith.addi %rowA8, %v1601 : index
        %v1603 = vector.extract %d634[3] : f32 from vector<4xf32>
        %v1604 = arith.truncf %v1603 : f32 to bf16
        memref.store %v1604, %C[%v1602, %v1576] : memref<8192x8192xbf16>
        %v1605 = arith.muli %wn7, %c128 : index
        %v1606 = arith.addi %v1605, %c80 : index
        %v1607 = arith.addi %v1606, %l1612 : index
        %v1608 = arith.addi %rowB9, %v1607 : index
        %v1609 = arith.muli %wm6, %c64 : index
        %v1610 = arith.addi %v1609, %c48 : index
        %v1611 = arith.muli %lq13, %c4 : index
        %v1612 = arith.addi %v1610, %v1611 : index
        %v1613 = arith.addi %rowA8, %v1612 : index
        %v1614 = vector.extract %d645[0] : f32 from vector<4xf32>
        %v1615 = arith.truncf %v1614 : f32 to bf16
        memref.store %v1615, %C[%v1613, %v1608] : memref<8192x8192xbf16>
        %v1616 = arith.muli %wm6, %c64 : index
        %v1617 = arith.addi %v1616, %c49 : index
        %v1618 = arith.muli %lq13, %c4 : index
        %v1619 = arith.addi %v1617, %v1618 : index
        %v1620 = arith.addi %rowA8, %v1619 : index
        %v1621 = vector.extract %d645[1] : f32 from vector<4xf32>
        %v1622 = arith.truncf %v1621 : f32 to bf16
        memref.store %v1622, %C[%v1620, %v1608] : memref<8192x8192xbf16>
        %v1623 = arith.muli %wm6, %c64 : index
        %v1624 = arith.addi %v1623, %c50 : index
        %v1625 = arith.muli %lq13, %c4 : index
        %v1626 = arith.addi %v1624, %v1625 : index
        %v1627 = arith.addi %rowA8, %v1626 : index
        %v1628 = vector.extract %d645[2] : f32 from vector<4xf32>
        %v1629 = arith.truncf %v1628 : f32 to bf16
        memref.store %v1629, %C[%v1627, %v1608] : memref<8192x8192xbf16>
        %v1630 = arith.muli %wm6, %c64 : index
        %v1631 = arith.addi %v1630, %c51 : index
        %v1632 = arith.muli %lq13, %c4 : index
        %v1633 = arith.addi %v1631, %v1632 : index
        %v1634 = arith.addi %rowA8, %v1633 : index
        %v1635 = vector.extract %d645[3] : f32 from vector<4xf32>
        %v1636 = arith.truncf %v1635 : f32 to bf16
        memref.store %v1636, %C[%v1634, %v1608] : memref<8192x8192xbf16>
        %v1637 = arith.muli %wn7, %c128 : index
        %v1638 = arith.addi %v1637, %c96 : index
        %v1639 = arith.addi %v1638, %l1612 : index
        %v1640 = arith.addi %rowB9, %v1639 : index
        %v1641 = arith.muli %wm6, %c64 : index
        %v1642 = arith.addi %v1641, %c48 : index
        %v1643 = arith.muli %lq13, %c4 : index
        %v1644 = arith.addi %v1642, %v1643 : index
        %v1645 = arith.addi %rowA8, %v1644 : index
        %v1646 = vector.extract %d660[0] : f32 from vector<4xf32>
        %v1647 = arith.truncf %v1646 : f32 to bf16
        memref.store %v1647, %C[%v1645, %v1640] : memref<8192x8192xbf16>
        %v1648 = arith.muli %wm6, %c64 : index
        %v1649 = arith.addi %v1648, %c49 : index
        %v1650 = arith.muli %lq13, %c4 : index
        %v1651 = arith.addi %v1649, %v1650 : index
        %v1652 = arith.addi %rowA8, %v1651 : index
        %v1653 = vector.extract %d660[1] : f32 from vector<4xf32>
        %v1654 = arith.truncf %v1653 : f32 to bf16
        memref.store %v1654, %C[%v1652, %v1640] : memref<8192x8192xbf16>
        %v1655 = arith.muli %wm6, %c64 : index
        %v1656 = arith.addi %v1655, %c50 : index
        %v1657 = arith.muli %lq13, %c4 : index
        %v1658 = arith.addi %v1656, %v1657 : index
        %v1659 = arith.addi %rowA8, %v1658 : index
        %v1660 = vector.extract %d660[2] : f32 from vector<4xf32>
        %v1661 = arith.truncf %v1660 : f32 to bf16
        memref.store %v1661, %C[%v1659, %v1640] : memref<8192x8192xbf16>
        %v1662 = arith.muli %wm6, %c64 : index
        %v1663 = arith.addi %v1662, %c51 : index
        %v1664 = arith.muli %lq13, %c4 : index
        %v1665 = arith.addi %v1663, %v1664 : index
        %v1666 = arith.addi %rowA8, %v1665 : index
        %v1667 = vector.extract %d660[3] : f32 from vector<4xf32>
        %v1668 = arith.truncf %v1667 : f32 to bf16
        memref.store %v1668, %C[%v1666, %v1640] : memref<8192x8192xbf16>
        %v1669 = arith.muli %wn7, %c128 : index
        %v1670 = arith.addi %v1669, %c112 : index
        %v1671 = arith.addi %v1670, %l1612 : index
        %v1672 = arith.addi %rowB9, %v1671 : index
        %v1673 = arith.muli %wm6, %c64 : index
        %v1674 = arith.addi %v1673, %c48 : index
        %v1675 = arith.muli %lq13, %c4 : index
        %v1676 = arith.addi %v1674, %v1675 : index
        %v1677 = arith.addi %rowA8, %v1676 : index
        %v1678 = vector.extract %d653[0] : f32 from vector<4xf32>
        %v1679 = arith.truncf %v1678 : f32 to bf16
        memref.store %v1679, %C[%v1677, %v1672] : memref<8192x8192xbf16>
        %v1680 = arith.muli %wm6, %c64 : index
        %v1681 = arith.addi %v1680, %c49 : index
        %v1682 = arith.muli %lq13, %c4 : index
        %v1683 = arith.addi %v1681, %v1682 : index
        %v1684 = arith.addi %rowA8, %v1683 : index
        %v1685 = vector.extract %d653[1] : f32 from vector<4xf32>
        %v1686 = arith.truncf %v1685 : f32 to bf16
        memref.store %v1686, %C[%v1684, %v1672] : memref<8192x8192xbf16>
        %v1687 = arith.muli %wm6, %c64 : index
        %v1688 = arith.addi %v1687, %c50 : index
        %v1689 = arith.muli %lq13, %c4 : index
        %v1690 = arith.addi %v1688, %v1689 : index
        %v1691 = arith.addi %rowA8, %v1690 : index
        %v1692 = vector.extract %d653[2] : f32 from vector<4xf32>
        %v1693 = arith.truncf %v1692 : f32 to bf16
        memref.store %v1693, %C[%v1691, %v1672] : memref<8192x8192xbf16>
        %v1694 = arith.muli %wm6, %c64 : index
        %v1695 = arith.addi %v1694, %c51 : index
        %v1696 = arith.muli %lq13, %c4 : index
        %v1697 = arith.addi %v1695, %v1696 : index
        %v1698 = arith.addi %rowA8, %v1697 : index
        %v1699 = vector.extract %d653[3] : f32 from vector<4xf32>
        %v1700 = arith.truncf %v1699 : f32 to bf16
        memref.store %v1700, %C[%v1698, %v1672] : memref<8192x8192xbf16>
        gpu.return
    }
  }
}
