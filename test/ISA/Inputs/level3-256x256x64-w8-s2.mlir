module attributes {gpu.container_module} {
  gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {m = 8192, n = 8192, k = 8192, tile_m = 256, tile_n = 256, tile_k = 64, waves = 8, dtype = "bf16", swizzle = "xor", c_dtype = "bf16"}} {
    gpu.func @gemm(%A: memref<8192x8192xbf16>, %B: memref<8192x8192xbf16>, %C: memref<8192x8192xbf16>)
        workgroup(%As : memref<2x256x64xbf16, #gpu.address_space<workgroup>>, %Bs : memref<2x256x64xbf16, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %c127 = arith.constant 127 : index
      %c128 = arith.constant 128 : index
      %c256 = arith.constant 256 : index
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %wave = arith.divui %tid, %c64 : index
      %lane = arith.remui %tid, %c64 : index
      %bm = arith.muli %by, %c256 : index
      %bn = arith.muli %bx, %c256 : index
      %wm = arith.divui %wave, %c2 : index
      %wn = arith.remui %wave, %c2 : index
      %l8 = arith.divui %lane, %c8 : index
      %lc = arith.remui %lane, %c8 : index
      %l16 = arith.remui %lane, %c16 : index
      %lq = arith.divui %lane, %c16 : index
      %r01 = arith.muli %wave, %c32 : index
      %r0i2 = arith.addi %r01, %c0 : index
      %row3 = arith.addi %r0i2, %l8 : index
      %rm84 = arith.remui %row3, %c8 : index
      %sw5 = arith.xori %lc, %rm84 : index
      %swc6 = arith.muli %sw5, %c8 : index
      %grow7 = arith.addi %bm, %row3 : index
      %r08 = arith.muli %wave, %c32 : index
      %r0i9 = arith.addi %r08, %c8 : index
      %row10 = arith.addi %r0i9, %l8 : index
      %rm811 = arith.remui %row10, %c8 : index
      %sw12 = arith.xori %lc, %rm811 : index
      %swc13 = arith.muli %sw12, %c8 : index
      %grow14 = arith.addi %bm, %row10 : index
      %r015 = arith.muli %wave, %c32 : index
      %r0i16 = arith.addi %r015, %c16 : index
      %row17 = arith.addi %r0i16, %l8 : index
      %rm818 = arith.remui %row17, %c8 : index
      %sw19 = arith.xori %lc, %rm818 : index
      %swc20 = arith.muli %sw19, %c8 : index
      %grow21 = arith.addi %bm, %row17 : index
      %r022 = arith.muli %wave, %c32 : index
    %c24 = arith.constant 24 : index
      %r0i23 = arith.addi %r022, %c24 : index
      %row24 = arith.addi %r0i23, %l8 : index
      %rm825 = arith.remui %row24, %c8 : index
      %sw26 = arith.xori %lc, %rm825 : index
      %swc27 = arith.muli %sw26, %c8 : index
      %grow28 = arith.addi %bm, %row24 : index
      %r029 = arith.muli %wave, %c32 : index
      %r0i30 = arith.addi %r029, %c0 : index
      %row31 = arith.addi %r0i30, %l8 : index
      %rm832 = arith.remui %row31, %c8 : index
      %sw33 = arith.xori %lc, %rm832 : index
      %swc34 = arith.muli %sw33, %c8 : index
      %grow35 = arith.addi %bn, %row31 : index
      %r036 = arith.muli %wave, %c32 : index
      %r0i37 = arith.addi %r036, %c8 : index
      %row38 = arith.addi %r0i37, %l8 : index
      %rm839 = arith.remui %row38, %c8 : index
      %sw40 = arith.xori %lc, %rm839 : index
      %swc41 = arith.muli %sw40, %c8 : index
      %grow42 = arith.addi %bn, %row38 : index
      %r043 = arith.muli %wave, %c32 : index
      %r0i44 = arith.addi %r043, %c16 : index
      %row45 = arith.addi %r0i44, %l8 : index
      %rm846 = arith.remui %row45, %c8 : index
      %sw47 = arith.xori %lc, %rm846 : index
      %swc48 = arith.muli %sw47, %c8 : index
      %grow49 = arith.addi %bn, %row45 : index
      %r050 = arith.muli %wave, %c32 : index
      %r0i51 = arith.addi %r050, %c24 : index
      %row52 = arith.addi %r0i51, %l8 : index
      %rm853 = arith.remui %row52, %c8 : index
      %sw54 = arith.xori %lc, %rm853 : index
      %swc55 = arith.muli %sw54, %c8 : index
      %grow56 = arith.addi %bn, %row52 : index
      %fr57 = arith.muli %wm, %c64 : index
      %fr58 = arith.addi %fr57, %c0 : index
      %frow59 = arith.addi %fr58, %l16 : index
      %fch60 = arith.addi %lq, %c0 : index
      %frm61 = arith.remui %frow59, %c8 : index
      %fsw62 = arith.xori %fch60, %frm61 : index
      %fcol63 = arith.muli %fsw62, %c8 : index
      %fr64 = arith.muli %wm, %c64 : index
      %fr65 = arith.addi %fr64, %c16 : index
      %frow66 = arith.addi %fr65, %l16 : index
      %fch67 = arith.addi %lq, %c0 : index
      %frm68 = arith.remui %frow66, %c8 : index
      %fsw69 = arith.xori %fch67, %frm68 : index
      %fcol70 = arith.muli %fsw69, %c8 : index
      %fr71 = arith.muli %wm, %c64 : index
      %fr72 = arith.addi %fr71, %c32 : index
      %frow73 = arith.addi %fr72, %l16 : index
      %fch74 = arith.addi %lq, %c0 : index
      %frm75 = arith.remui %frow73, %c8 : index
      %fsw76 = arith.xori %fch74, %frm75 : index
      %fcol77 = arith.muli %fsw76, %c8 : index
      %fr78 = arith.muli %wm, %c64 : index
    %c48 = arith.constant 48 : index
      %fr79 = arith.addi %fr78, %c48 : index
      %frow80 = arith.addi %fr79, %l16 : index
      %fch81 = arith.addi %lq, %c0 : index
      %frm82 = arith.remui %frow80, %c8 : index
      %fsw83 = arith.xori %fch81, %frm82 : index
      %fcol84 = arith.muli %fsw83, %c8 : index
      %fr85 = arith.muli %wn, %c128 : index
      %fr86 = arith.addi %fr85, %c0 : index
      %frow87 = arith.addi %fr86, %l16 : index
      %fch88 = arith.addi %lq, %c0 : index
      %frm89 = arith.remui %frow87, %c8 : index
      %fsw90 = arith.xori %fch88, %frm89 : index
      %fcol91 = arith.muli %fsw90, %c8 : index
      %fr92 = arith.muli %wn, %c128 : index
      %fr93 = arith.addi %fr92, %c16 : index
      %frow94 = arith.addi %fr93, %l16 : index
      %fch95 = arith.addi %lq, %c0 : index
      %frm96 = arith.remui %frow94, %c8 : index
      %fsw97 = arith.xori %fch95, %frm96 : index
      %fcol98 = arith.muli %fsw97, %c8 : index
      %fr99 = arith.muli %wn, %c128 : index
      %fr100 = arith.addi %fr99, %c32 : index
      %frow101 = arith.addi %fr100, %l16 : index
      %fch102 = arith.addi %lq, %c0 : index
      %frm103 = arith.remui %frow101, %c8 : index
      %fsw104 = arith.xori %fch102, %frm103 : index
      %fcol105 = arith.muli %fsw104, %c8 : index
      %fr106 = arith.muli %wn, %c128 : index
      %fr107 = arith.addi %fr106, %c48 : index
      %frow108 = arith.addi %fr107, %l16 : index
      %fch109 = arith.addi %lq, %c0 : index
      %frm110 = arith.remui %frow108, %c8 : index
      %fsw111 = arith.xori %fch109, %frm110 : index
      %fcol112 = arith.muli %fsw111, %c8 : index
      %fr113 = arith.muli %wn, %c128 : index
      %fr114 = arith.addi %fr113, %c64 : index
      %frow115 = arith.addi %fr114, %l16 : index
      %fch116 = arith.addi %lq, %c0 : index
      %frm117 = arith.remui %frow115, %c8 : index
      %fsw118 = arith.xori %fch116, %frm117 : index
      %fcol119 = arith.muli %fsw118, %c8 : index
      %fr120 = arith.muli %wn, %c128 : index
    %c80 = arith.constant 80 : index
      %fr121 = arith.addi %fr120, %c80 : index
      %frow122 = arith.addi %fr121, %l16 : index
      %fch123 = arith.addi %lq, %c0 : index
      %frm124 = arith.remui %frow122, %c8 : index
      %fsw125 = arith.xori %fch123, %frm124 : index
      %fcol126 = arith.muli %fsw125, %c8 : index
      %fr127 = arith.muli %wn, %c128 : index
    %c96 = arith.constant 96 : index
      %fr128 = arith.addi %fr127, %c96 : index
      %frow129 = arith.addi %fr128, %l16 : index
      %fch130 = arith.addi %lq, %c0 : index
      %frm131 = arith.remui %frow129, %c8 : index
      %fsw132 = arith.xori %fch130, %frm131 : index
      %fcol133 = arith.muli %fsw132, %c8 : index
      %fr134 = arith.muli %wn, %c128 : index
    %c112 = arith.constant 112 : index
      %fr135 = arith.addi %fr134, %c112 : index
      %frow136 = arith.addi %fr135, %l16 : index
      %fch137 = arith.addi %lq, %c0 : index
      %frm138 = arith.remui %frow136, %c8 : index
      %fsw139 = arith.xori %fch137, %frm138 : index
      %fcol140 = arith.muli %fsw139, %c8 : index
      %fr141 = arith.muli %wm, %c64 : index
      %fr142 = arith.addi %fr141, %c0 : index
      %frow143 = arith.addi %fr142, %l16 : index
      %fch144 = arith.addi %lq, %c4 : index
      %frm145 = arith.remui %frow143, %c8 : index
      %fsw146 = arith.xori %fch144, %frm145 : index
      %fcol147 = arith.muli %fsw146, %c8 : index
      %fr148 = arith.muli %wm, %c64 : index
      %fr149 = arith.addi %fr148, %c16 : index
      %frow150 = arith.addi %fr149, %l16 : index
      %fch151 = arith.addi %lq, %c4 : index
      %frm152 = arith.remui %frow150, %c8 : index
      %fsw153 = arith.xori %fch151, %frm152 : index
      %fcol154 = arith.muli %fsw153, %c8 : index
      %fr155 = arith.muli %wm, %c64 : index
      %fr156 = arith.addi %fr155, %c32 : index
      %frow157 = arith.addi %fr156, %l16 : index
      %fch158 = arith.addi %lq, %c4 : index
      %frm159 = arith.remui %frow157, %c8 : index
      %fsw160 = arith.xori %fch158, %frm159 : index
      %fcol161 = arith.muli %fsw160, %c8 : index
      %fr162 = arith.muli %wm, %c64 : index
      %fr163 = arith.addi %fr162, %c48 : index
      %frow164 = arith.addi %fr163, %l16 : index
      %fch165 = arith.addi %lq, %c4 : index
      %frm166 = arith.remui %frow164, %c8 : index
      %fsw167 = arith.xori %fch165, %frm166 : index
      %fcol168 = arith.muli %fsw167, %c8 : index
      %fr169 = arith.muli %wn, %c128 : index
      %fr170 = arith.addi %fr169, %c0 : index
      %frow171 = arith.addi %fr170, %l16 : index
      %fch172 = arith.addi %lq, %c4 : index
      %frm173 = arith.remui %frow171, %c8 : index
      %fsw174 = arith.xori %fch172, %frm173 : index
      %fcol175 = arith.muli %fsw174, %c8 : index
      %fr176 = arith.muli %wn, %c128 : index
      %fr177 = arith.addi %fr176, %c16 : index
      %frow178 = arith.addi %fr177, %l16 : index
      %fch179 = arith.addi %lq, %c4 : index
      %frm180 = arith.remui %frow178, %c8 : index
      %fsw181 = arith.xori %fch179, %frm180 : index
      %fcol182 = arith.muli %fsw181, %c8 : index
      %fr183 = arith.muli %wn, %c128 : index
      %fr184 = arith.addi %fr183, %c32 : index
      %frow185 = arith.addi %fr184, %l16 : index
      %fch186 = arith.addi %lq, %c4 : index
      %frm187 = arith.remui %frow185, %c8 : index
      %fsw188 = arith.xori %fch186, %frm187 : index
      %fcol189 = arith.muli %fsw188, %c8 : index
      %fr190 = arith.muli %wn, %c128 : index
      %fr191 = arith.addi %fr190, %c48 : index
      %frow192 = arith.addi %fr191, %l16 : index
      %fch193 = arith.addi %lq, %c4 : index
      %frm194 = arith.remui %frow192, %c8 : index
      %fsw195 = arith.xori %fch193, %frm194 : index
      %fcol196 = arith.muli %fsw195, %c8 : index
      %fr197 = arith.muli %wn, %c128 : index
      %fr198 = arith.addi %fr197, %c64 : index
      %frow199 = arith.addi %fr198, %l16 : index
      %fch200 = arith.addi %lq, %c4 : index
      %frm201 = arith.remui %frow199, %c8 : index
      %fsw202 = arith.xori %fch200, %frm201 : index
      %fcol203 = arith.muli %fsw202, %c8 : index
      %fr204 = arith.muli %wn, %c128 : index
      %fr205 = arith.addi %fr204, %c80 : index
      %frow206 = arith.addi %fr205, %l16 : index
      %fch207 = arith.addi %lq, %c4 : index
      %frm208 = arith.remui %frow206, %c8 : index
      %fsw209 = arith.xori %fch207, %frm208 : index
      %fcol210 = arith.muli %fsw209, %c8 : index
      %fr211 = arith.muli %wn, %c128 : index
      %fr212 = arith.addi %fr211, %c96 : index
      %frow213 = arith.addi %fr212, %l16 : index
      %fch214 = arith.addi %lq, %c4 : index
      %frm215 = arith.remui %frow213, %c8 : index
      %fsw216 = arith.xori %fch214, %frm215 : index
      %fcol217 = arith.muli %fsw216, %c8 : index
      %fr218 = arith.muli %wn, %c128 : index
      %fr219 = arith.addi %fr218, %c112 : index
      %frow220 = arith.addi %fr219, %l16 : index
      %fch221 = arith.addi %lq, %c4 : index
      %frm222 = arith.remui %frow220, %c8 : index
      %fsw223 = arith.xori %fch221, %frm222 : index
      %fcol224 = arith.muli %fsw223, %c8 : index
      %zacc = arith.constant dense<0.0> : vector<4xf32>
      %gcol225 = arith.addi %c0, %swc6 : index
      %t226 = cdna4pipe.g2s %A[%grow7, %gcol225], %As[%c0, %r0i2, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
      %gcol227 = arith.addi %c0, %swc13 : index
      %t228 = cdna4pipe.g2s %A[%grow14, %gcol227], %As[%c0, %r0i9, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
      %gcol229 = arith.addi %c0, %swc20 : index
      %t230 = cdna4pipe.g2s %A[%grow21, %gcol229], %As[%c0, %r0i16, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
      %gcol231 = arith.addi %c0, %swc27 : index
      %t232 = cdna4pipe.g2s %A[%grow28, %gcol231], %As[%c0, %r0i23, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
      %gcol233 = arith.addi %c0, %swc34 : index
      %t234 = cdna4pipe.g2s %B[%grow35, %gcol233], %Bs[%c0, %r0i30, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
      %gcol235 = arith.addi %c0, %swc41 : index
      %t236 = cdna4pipe.g2s %B[%grow42, %gcol235], %Bs[%c0, %r0i37, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
      %gcol237 = arith.addi %c0, %swc48 : index
      %t238 = cdna4pipe.g2s %B[%grow49, %gcol237], %Bs[%c0, %r0i44, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
      %gcol239 = arith.addi %c0, %swc55 : index
      %t240 = cdna4pipe.g2s %B[%grow56, %gcol239], %Bs[%c0, %r0i51, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
      cdna4pipe.wait vmcnt(0)
      cdna4pipe.barrier
      %res:32 = scf.for %k = %c0 to %c127 step %c1 iter_args(%a0_0 = %zacc, %a0_1 = %zacc, %a0_2 = %zacc, %a0_3 = %zacc, %a0_4 = %zacc, %a0_5 = %zacc, %a0_6 = %zacc, %a0_7 = %zacc, %a1_0 = %zacc, %a1_1 = %zacc, %a1_2 = %zacc, %a1_3 = %zacc, %a1_4 = %zacc, %a1_5 = %zacc, %a1_6 = %zacc, %a1_7 = %zacc, %a2_0 = %zacc, %a2_1 = %zacc, %a2_2 = %zacc, %a2_3 = %zacc, %a2_4 = %zacc, %a2_5 = %zacc, %a2_6 = %zacc, %a2_7 = %zacc, %a3_0 = %zacc, %a3_1 = %zacc, %a3_2 = %zacc, %a3_3 = %zacc, %a3_4 = %zacc, %a3_5 = %zacc, %a3_6 = %zacc, %a3_7 = %zacc) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
        %rs = arith.remui %k, %c2 : index
        %kw = arith.addi %k, %c1 : index
        %ws = arith.remui %kw, %c2 : index
        %kwc = arith.muli %kw, %c64 : index
        %s0:20 = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>) {
          %fra241 = cdna4pipe.s2r %As[%rs, %frow59, %fcol63] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra242 = cdna4pipe.s2r %As[%rs, %frow66, %fcol70] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra243 = cdna4pipe.s2r %As[%rs, %frow73, %fcol77] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra244 = cdna4pipe.s2r %As[%rs, %frow80, %fcol84] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb245 = cdna4pipe.s2r %Bs[%rs, %frow87, %fcol91] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb246 = cdna4pipe.s2r %Bs[%rs, %frow94, %fcol98] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb247 = cdna4pipe.s2r %Bs[%rs, %frow101, %fcol105] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb248 = cdna4pipe.s2r %Bs[%rs, %frow108, %fcol112] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %gcol249 = arith.addi %kwc, %swc6 : index
          %t250 = cdna4pipe.g2s %A[%grow7, %gcol249], %As[%ws, %r0i2, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
          %gcol251 = arith.addi %kwc, %swc13 : index
          %t252 = cdna4pipe.g2s %A[%grow14, %gcol251], %As[%ws, %r0i9, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
          %d253 = cdna4pipe.mfma 16x16x32 %fra241 * %frb245 + %a0_0 : vector<8xbf16>, vector<4xf32>
          %d254 = cdna4pipe.mfma 16x16x32 %fra241 * %frb246 + %a0_1 : vector<8xbf16>, vector<4xf32>
          %d255 = cdna4pipe.mfma 16x16x32 %fra241 * %frb247 + %a0_2 : vector<8xbf16>, vector<4xf32>
          %d256 = cdna4pipe.mfma 16x16x32 %fra241 * %frb248 + %a0_3 : vector<8xbf16>, vector<4xf32>
          %d257 = cdna4pipe.mfma 16x16x32 %fra242 * %frb245 + %a1_0 : vector<8xbf16>, vector<4xf32>
          %d258 = cdna4pipe.mfma 16x16x32 %fra242 * %frb246 + %a1_1 : vector<8xbf16>, vector<4xf32>
          %d259 = cdna4pipe.mfma 16x16x32 %fra242 * %frb247 + %a1_2 : vector<8xbf16>, vector<4xf32>
          %d260 = cdna4pipe.mfma 16x16x32 %fra242 * %frb248 + %a1_3 : vector<8xbf16>, vector<4xf32>
          %d261 = cdna4pipe.mfma 16x16x32 %fra243 * %frb245 + %a2_0 : vector<8xbf16>, vector<4xf32>
          %d262 = cdna4pipe.mfma 16x16x32 %fra243 * %frb246 + %a2_1 : vector<8xbf16>, vector<4xf32>
          %d263 = cdna4pipe.mfma 16x16x32 %fra243 * %frb247 + %a2_2 : vector<8xbf16>, vector<4xf32>
          %d264 = cdna4pipe.mfma 16x16x32 %fra243 * %frb248 + %a2_3 : vector<8xbf16>, vector<4xf32>
          %d265 = cdna4pipe.mfma 16x16x32 %fra244 * %frb245 + %a3_0 : vector<8xbf16>, vector<4xf32>
          %d266 = cdna4pipe.mfma 16x16x32 %fra244 * %frb246 + %a3_1 : vector<8xbf16>, vector<4xf32>
          %d267 = cdna4pipe.mfma 16x16x32 %fra244 * %frb247 + %a3_2 : vector<8xbf16>, vector<4xf32>
          %d268 = cdna4pipe.mfma 16x16x32 %fra244 * %frb248 + %a3_3 : vector<8xbf16>, vector<4xf32>
          cdna4pipe.yield %d253, %d254, %d255, %d256, %d257, %d258, %d259, %d260, %d261, %d262, %d263, %d264, %d265, %d266, %d267, %d268, %fra241, %fra242, %fra243, %fra244 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>
        }
        %s1:16 = cdna4pipe.stage 1 priority 1 fence 0 -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
          %frb269 = cdna4pipe.s2r %Bs[%rs, %frow115, %fcol119] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb270 = cdna4pipe.s2r %Bs[%rs, %frow122, %fcol126] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb271 = cdna4pipe.s2r %Bs[%rs, %frow129, %fcol133] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb272 = cdna4pipe.s2r %Bs[%rs, %frow136, %fcol140] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %gcol273 = arith.addi %kwc, %swc20 : index
          %t274 = cdna4pipe.g2s %A[%grow21, %gcol273], %As[%ws, %r0i16, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
          %gcol275 = arith.addi %kwc, %swc27 : index
          %t276 = cdna4pipe.g2s %A[%grow28, %gcol275], %As[%ws, %r0i23, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
          %d277 = cdna4pipe.mfma 16x16x32 %s0#16 * %frb269 + %a0_4 : vector<8xbf16>, vector<4xf32>
          %d278 = cdna4pipe.mfma 16x16x32 %s0#16 * %frb270 + %a0_5 : vector<8xbf16>, vector<4xf32>
          %d279 = cdna4pipe.mfma 16x16x32 %s0#16 * %frb271 + %a0_6 : vector<8xbf16>, vector<4xf32>
          %d280 = cdna4pipe.mfma 16x16x32 %s0#16 * %frb272 + %a0_7 : vector<8xbf16>, vector<4xf32>
          %d281 = cdna4pipe.mfma 16x16x32 %s0#17 * %frb269 + %a1_4 : vector<8xbf16>, vector<4xf32>
          %d282 = cdna4pipe.mfma 16x16x32 %s0#17 * %frb270 + %a1_5 : vector<8xbf16>, vector<4xf32>
          %d283 = cdna4pipe.mfma 16x16x32 %s0#17 * %frb271 + %a1_6 : vector<8xbf16>, vector<4xf32>
          %d284 = cdna4pipe.mfma 16x16x32 %s0#17 * %frb272 + %a1_7 : vector<8xbf16>, vector<4xf32>
          %d285 = cdna4pipe.mfma 16x16x32 %s0#18 * %frb269 + %a2_4 : vector<8xbf16>, vector<4xf32>
          %d286 = cdna4pipe.mfma 16x16x32 %s0#18 * %frb270 + %a2_5 : vector<8xbf16>, vector<4xf32>
          %d287 = cdna4pipe.mfma 16x16x32 %s0#18 * %frb271 + %a2_6 : vector<8xbf16>, vector<4xf32>
          %d288 = cdna4pipe.mfma 16x16x32 %s0#18 * %frb272 + %a2_7 : vector<8xbf16>, vector<4xf32>
          %d289 = cdna4pipe.mfma 16x16x32 %s0#19 * %frb269 + %a3_4 : vector<8xbf16>, vector<4xf32>
          %d290 = cdna4pipe.mfma 16x16x32 %s0#19 * %frb270 + %a3_5 : vector<8xbf16>, vector<4xf32>
          %d291 = cdna4pipe.mfma 16x16x32 %s0#19 * %frb271 + %a3_6 : vector<8xbf16>, vector<4xf32>
          %d292 = cdna4pipe.mfma 16x16x32 %s0#19 * %frb272 + %a3_7 : vector<8xbf16>, vector<4xf32>
          cdna4pipe.yield %d277, %d278, %d279, %d280, %d281, %d282, %d283, %d284, %d285, %d286, %d287, %d288, %d289, %d290, %d291, %d292 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
        }
        %s2:20 = cdna4pipe.stage 2 priority 1 fence 0 -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>) {
          %fra293 = cdna4pipe.s2r %As[%rs, %frow143, %fcol147] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra294 = cdna4pipe.s2r %As[%rs, %frow150, %fcol154] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra295 = cdna4pipe.s2r %As[%rs, %frow157, %fcol161] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra296 = cdna4pipe.s2r %As[%rs, %frow164, %fcol168] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb297 = cdna4pipe.s2r %Bs[%rs, %frow171, %fcol175] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb298 = cdna4pipe.s2r %Bs[%rs, %frow178, %fcol182] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb299 = cdna4pipe.s2r %Bs[%rs, %frow185, %fcol189] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb300 = cdna4pipe.s2r %Bs[%rs, %frow192, %fcol196] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %gcol301 = arith.addi %kwc, %swc34 : index
          %t302 = cdna4pipe.g2s %B[%grow35, %gcol301], %Bs[%ws, %r0i30, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
          %gcol303 = arith.addi %kwc, %swc41 : index
          %t304 = cdna4pipe.g2s %B[%grow42, %gcol303], %Bs[%ws, %r0i37, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
          %d305 = cdna4pipe.mfma 16x16x32 %fra293 * %frb297 + %s0#0 : vector<8xbf16>, vector<4xf32>
          %d306 = cdna4pipe.mfma 16x16x32 %fra293 * %frb298 + %s0#1 : vector<8xbf16>, vector<4xf32>
          %d307 = cdna4pipe.mfma 16x16x32 %fra293 * %frb299 + %s0#2 : vector<8xbf16>, vector<4xf32>
          %d308 = cdna4pipe.mfma 16x16x32 %fra293 * %frb300 + %s0#3 : vector<8xbf16>, vector<4xf32>
          %d309 = cdna4pipe.mfma 16x16x32 %fra294 * %frb297 + %s0#4 : vector<8xbf16>, vector<4xf32>
          %d310 = cdna4pipe.mfma 16x16x32 %fra294 * %frb298 + %s0#5 : vector<8xbf16>, vector<4xf32>
          %d311 = cdna4pipe.mfma 16x16x32 %fra294 * %frb299 + %s0#6 : vector<8xbf16>, vector<4xf32>
          %d312 = cdna4pipe.mfma 16x16x32 %fra294 * %frb300 + %s0#7 : vector<8xbf16>, vector<4xf32>
          %d313 = cdna4pipe.mfma 16x16x32 %fra295 * %frb297 + %s0#8 : vector<8xbf16>, vector<4xf32>
          %d314 = cdna4pipe.mfma 16x16x32 %fra295 * %frb298 + %s0#9 : vector<8xbf16>, vector<4xf32>
          %d315 = cdna4pipe.mfma 16x16x32 %fra295 * %frb299 + %s0#10 : vector<8xbf16>, vector<4xf32>
          %d316 = cdna4pipe.mfma 16x16x32 %fra295 * %frb300 + %s0#11 : vector<8xbf16>, vector<4xf32>
          %d317 = cdna4pipe.mfma 16x16x32 %fra296 * %frb297 + %s0#12 : vector<8xbf16>, vector<4xf32>
          %d318 = cdna4pipe.mfma 16x16x32 %fra296 * %frb298 + %s0#13 : vector<8xbf16>, vector<4xf32>
          %d319 = cdna4pipe.mfma 16x16x32 %fra296 * %frb299 + %s0#14 : vector<8xbf16>, vector<4xf32>
          %d320 = cdna4pipe.mfma 16x16x32 %fra296 * %frb300 + %s0#15 : vector<8xbf16>, vector<4xf32>
          cdna4pipe.yield %d305, %d306, %d307, %d308, %d309, %d310, %d311, %d312, %d313, %d314, %d315, %d316, %d317, %d318, %d319, %d320, %fra293, %fra294, %fra295, %fra296 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>
        }
        %s3:16 = cdna4pipe.stage 3 priority 1 fence 0 -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
          %frb321 = cdna4pipe.s2r %Bs[%rs, %frow199, %fcol203] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb322 = cdna4pipe.s2r %Bs[%rs, %frow206, %fcol210] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb323 = cdna4pipe.s2r %Bs[%rs, %frow213, %fcol217] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb324 = cdna4pipe.s2r %Bs[%rs, %frow220, %fcol224] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %gcol325 = arith.addi %kwc, %swc48 : index
          %t326 = cdna4pipe.g2s %B[%grow49, %gcol325], %Bs[%ws, %r0i44, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
          %gcol327 = arith.addi %kwc, %swc55 : index
          %t328 = cdna4pipe.g2s %B[%grow56, %gcol327], %Bs[%ws, %r0i51, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x256x64xbf16, #gpu.address_space<workgroup>>
          cdna4pipe.wait vmcnt(0) lgkmcnt(0)
          cdna4pipe.barrier
          %d329 = cdna4pipe.mfma 16x16x32 %s2#16 * %frb321 + %s1#0 : vector<8xbf16>, vector<4xf32>
          %d330 = cdna4pipe.mfma 16x16x32 %s2#16 * %frb322 + %s1#1 : vector<8xbf16>, vector<4xf32>
          %d331 = cdna4pipe.mfma 16x16x32 %s2#16 * %frb323 + %s1#2 : vector<8xbf16>, vector<4xf32>
          %d332 = cdna4pipe.mfma 16x16x32 %s2#16 * %frb324 + %s1#3 : vector<8xbf16>, vector<4xf32>
          %d333 = cdna4pipe.mfma 16x16x32 %s2#17 * %frb321 + %s1#4 : vector<8xbf16>, vector<4xf32>
          %d334 = cdna4pipe.mfma 16x16x32 %s2#17 * %frb322 + %s1#5 : vector<8xbf16>, vector<4xf32>
          %d335 = cdna4pipe.mfma 16x16x32 %s2#17 * %frb323 + %s1#6 : vector<8xbf16>, vector<4xf32>
          %d336 = cdna4pipe.mfma 16x16x32 %s2#17 * %frb324 + %s1#7 : vector<8xbf16>, vector<4xf32>
          %d337 = cdna4pipe.mfma 16x16x32 %s2#18 * %frb321 + %s1#8 : vector<8xbf16>, vector<4xf32>
          %d338 = cdna4pipe.mfma 16x16x32 %s2#18 * %frb322 + %s1#9 : vector<8xbf16>, vector<4xf32>
          %d339 = cdna4pipe.mfma 16x16x32 %s2#18 * %frb323 + %s1#10 : vector<8xbf16>, vector<4xf32>
          %d340 = cdna4pipe.mfma 16x16x32 %s2#18 * %frb324 + %s1#11 : vector<8xbf16>, vector<4xf32>
          %d341 = cdna4pipe.mfma 16x16x32 %s2#19 * %frb321 + %s1#12 : vector<8xbf16>, vector<4xf32>
          %d342 = cdna4pipe.mfma 16x16x32 %s2#19 * %frb322 + %s1#13 : vector<8xbf16>, vector<4xf32>
          %d343 = cdna4pipe.mfma 16x16x32 %s2#19 * %frb323 + %s1#14 : vector<8xbf16>, vector<4xf32>
          %d344 = cdna4pipe.mfma 16x16x32 %s2#19 * %frb324 + %s1#15 : vector<8xbf16>, vector<4xf32>
          cdna4pipe.yield %d329, %d330, %d331, %d332, %d333, %d334, %d335, %d336, %d337, %d338, %d339, %d340, %d341, %d342, %d343, %d344 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
        }
        scf.yield %s2#0, %s2#1, %s2#2, %s2#3, %s3#0, %s3#1, %s3#2, %s3#3, %s2#4, %s2#5, %s2#6, %s2#7, %s3#4, %s3#5, %s3#6, %s3#7, %s2#8, %s2#9, %s2#10, %s2#11, %s3#8, %s3#9, %s3#10, %s3#11, %s2#12, %s2#13, %s2#14, %s2#15, %s3#12, %s3#13, %s3#14, %s3#15 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
      }
      %fra345 = cdna4pipe.s2r %As[%c1, %frow59, %fcol63] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra346 = cdna4pipe.s2r %As[%c1, %frow66, %fcol70] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra347 = cdna4pipe.s2r %As[%c1, %frow73, %fcol77] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra348 = cdna4pipe.s2r %As[%c1, %frow80, %fcol84] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb349 = cdna4pipe.s2r %Bs[%c1, %frow87, %fcol91] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb350 = cdna4pipe.s2r %Bs[%c1, %frow94, %fcol98] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb351 = cdna4pipe.s2r %Bs[%c1, %frow101, %fcol105] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb352 = cdna4pipe.s2r %Bs[%c1, %frow108, %fcol112] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb353 = cdna4pipe.s2r %Bs[%c1, %frow115, %fcol119] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb354 = cdna4pipe.s2r %Bs[%c1, %frow122, %fcol126] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb355 = cdna4pipe.s2r %Bs[%c1, %frow129, %fcol133] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb356 = cdna4pipe.s2r %Bs[%c1, %frow136, %fcol140] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra357 = cdna4pipe.s2r %As[%c1, %frow143, %fcol147] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra358 = cdna4pipe.s2r %As[%c1, %frow150, %fcol154] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra359 = cdna4pipe.s2r %As[%c1, %frow157, %fcol161] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra360 = cdna4pipe.s2r %As[%c1, %frow164, %fcol168] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb361 = cdna4pipe.s2r %Bs[%c1, %frow171, %fcol175] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb362 = cdna4pipe.s2r %Bs[%c1, %frow178, %fcol182] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb363 = cdna4pipe.s2r %Bs[%c1, %frow185, %fcol189] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb364 = cdna4pipe.s2r %Bs[%c1, %frow192, %fcol196] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb365 = cdna4pipe.s2r %Bs[%c1, %frow199, %fcol203] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb366 = cdna4pipe.s2r %Bs[%c1, %frow206, %fcol210] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb367 = cdna4pipe.s2r %Bs[%c1, %frow213, %fcol217] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb368 = cdna4pipe.s2r %Bs[%c1, %frow220, %fcol224] : memref<2x256x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %d369 = cdna4pipe.mfma 16x16x32 %fra345 * %frb349 + %res#0 : vector<8xbf16>, vector<4xf32>
      %d370 = cdna4pipe.mfma 16x16x32 %fra345 * %frb350 + %res#1 : vector<8xbf16>, vector<4xf32>
      %d371 = cdna4pipe.mfma 16x16x32 %fra345 * %frb351 + %res#2 : vector<8xbf16>, vector<4xf32>
      %d372 = cdna4pipe.mfma 16x16x32 %fra345 * %frb352 + %res#3 : vector<8xbf16>, vector<4xf32>
      %d373 = cdna4pipe.mfma 16x16x32 %fra345 * %frb353 + %res#4 : vector<8xbf16>, vector<4xf32>
      %d374 = cdna4pipe.mfma 16x16x32 %fra345 * %frb354 + %res#5 : vector<8xbf16>, vector<4xf32>
      %d375 = cdna4pipe.mfma 16x16x32 %fra345 * %frb355 + %res#6 : vector<8xbf16>, vector<4xf32>
      %d376 = cdna4pipe.mfma 16x16x32 %fra345 * %frb356 + %res#7 : vector<8xbf16>, vector<4xf32>
      %d377 = cdna4pipe.mfma 16x16x32 %fra346 * %frb349 + %res#8 : vector<8xbf16>, vector<4xf32>
      %d378 = cdna4pipe.mfma 16x16x32 %fra346 * %frb350 + %res#9 : vector<8xbf16>, vector<4xf32>
      %d379 = cdna4pipe.mfma 16x16x32 %fra346 * %frb351 + %res#10 : vector<8xbf16>, vector<4xf32>
      %d380 = cdna4pipe.mfma 16x16x32 %fra346 * %frb352 + %res#11 : vector<8xbf16>, vector<4xf32>
      %d381 = cdna4pipe.mfma 16x16x32 %fra346 * %frb353 + %res#12 : vector<8xbf16>, vector<4xf32>
      %d382 = cdna4pipe.mfma 16x16x32 %fra346 * %frb354 + %res#13 : vector<8xbf16>, vector<4xf32>
      %d383 = cdna4pipe.mfma 16x16x32 %fra346 * %frb355 + %res#14 : vector<8xbf16>, vector<4xf32>
      %d384 = cdna4pipe.mfma 16x16x32 %fra346 * %frb356 + %res#15 : vector<8xbf16>, vector<4xf32>
      %d385 = cdna4pipe.mfma 16x16x32 %fra347 * %frb349 + %res#16 : vector<8xbf16>, vector<4xf32>
      %d386 = cdna4pipe.mfma 16x16x32 %fra347 * %frb350 + %res#17 : vector<8xbf16>, vector<4xf32>
      %d387 = cdna4pipe.mfma 16x16x32 %fra347 * %frb351 + %res#18 : vector<8xbf16>, vector<4xf32>
      %d388 = cdna4pipe.mfma 16x16x32 %fra347 * %frb352 + %res#19 : vector<8xbf16>, vector<4xf32>
      %d389 = cdna4pipe.mfma 16x16x32 %fra347 * %frb353 + %res#20 : vector<8xbf16>, vector<4xf32>
      %d390 = cdna4pipe.mfma 16x16x32 %fra347 * %frb354 + %res#21 : vector<8xbf16>, vector<4xf32>
      %d391 = cdna4pipe.mfma 16x16x32 %fra347 * %frb355 + %res#22 : vector<8xbf16>, vector<4xf32>
      %d392 = cdna4pipe.mfma 16x16x32 %fra347 * %frb356 + %res#23 : vector<8xbf16>, vector<4xf32>
      %d393 = cdna4pipe.mfma 16x16x32 %fra348 * %frb349 + %res#24 : vector<8xbf16>, vector<4xf32>
      %d394 = cdna4pipe.mfma 16x16x32 %fra348 * %frb350 + %res#25 : vector<8xbf16>, vector<4xf32>
      %d395 = cdna4pipe.mfma 16x16x32 %fra348 * %frb351 + %res#26 : vector<8xbf16>, vector<4xf32>
      %d396 = cdna4pipe.mfma 16x16x32 %fra348 * %frb352 + %res#27 : vector<8xbf16>, vector<4xf32>
      %d397 = cdna4pipe.mfma 16x16x32 %fra348 * %frb353 + %res#28 : vector<8xbf16>, vector<4xf32>
      %d398 = cdna4pipe.mfma 16x16x32 %fra348 * %frb354 + %res#29 : vector<8xbf16>, vector<4xf32>
      %d399 = cdna4pipe.mfma 16x16x32 %fra348 * %frb355 + %res#30 : vector<8xbf16>, vector<4xf32>
      %d400 = cdna4pipe.mfma 16x16x32 %fra348 * %frb356 + %res#31 : vector<8xbf16>, vector<4xf32>
      %d401 = cdna4pipe.mfma 16x16x32 %fra357 * %frb361 + %d369 : vector<8xbf16>, vector<4xf32>
      %d402 = cdna4pipe.mfma 16x16x32 %fra357 * %frb362 + %d370 : vector<8xbf16>, vector<4xf32>
      %d403 = cdna4pipe.mfma 16x16x32 %fra357 * %frb363 + %d371 : vector<8xbf16>, vector<4xf32>
      %d404 = cdna4pipe.mfma 16x16x32 %fra357 * %frb364 + %d372 : vector<8xbf16>, vector<4xf32>
      %d405 = cdna4pipe.mfma 16x16x32 %fra357 * %frb365 + %d373 : vector<8xbf16>, vector<4xf32>
      %d406 = cdna4pipe.mfma 16x16x32 %fra357 * %frb366 + %d374 : vector<8xbf16>, vector<4xf32>
      %d407 = cdna4pipe.mfma 16x16x32 %fra357 * %frb367 + %d375 : vector<8xbf16>, vector<4xf32>
      %d408 = cdna4pipe.mfma 16x16x32 %fra357 * %frb368 + %d376 : vector<8xbf16>, vector<4xf32>
      %d409 = cdna4pipe.mfma 16x16x32 %fra358 * %frb361 + %d377 : vector<8xbf16>, vector<4xf32>
      %d410 = cdna4pipe.mfma 16x16x32 %fra358 * %frb362 + %d378 : vector<8xbf16>, vector<4xf32>
      %d411 = cdna4pipe.mfma 16x16x32 %fra358 * %frb363 + %d379 : vector<8xbf16>, vector<4xf32>
      %d412 = cdna4pipe.mfma 16x16x32 %fra358 * %frb364 + %d380 : vector<8xbf16>, vector<4xf32>
      %d413 = cdna4pipe.mfma 16x16x32 %fra358 * %frb365 + %d381 : vector<8xbf16>, vector<4xf32>
      %d414 = cdna4pipe.mfma 16x16x32 %fra358 * %frb366 + %d382 : vector<8xbf16>, vector<4xf32>
      %d415 = cdna4pipe.mfma 16x16x32 %fra358 * %frb367 + %d383 : vector<8xbf16>, vector<4xf32>
      %d416 = cdna4pipe.mfma 16x16x32 %fra358 * %frb368 + %d384 : vector<8xbf16>, vector<4xf32>
      %d417 = cdna4pipe.mfma 16x16x32 %fra359 * %frb361 + %d385 : vector<8xbf16>, vector<4xf32>
      %d418 = cdna4pipe.mfma 16x16x32 %fra359 * %frb362 + %d386 : vector<8xbf16>, vector<4xf32>
      %d419 = cdna4pipe.mfma 16x16x32 %fra359 * %frb363 + %d387 : vector<8xbf16>, vector<4xf32>
      %d420 = cdna4pipe.mfma 16x16x32 %fra359 * %frb364 + %d388 : vector<8xbf16>, vector<4xf32>
      %d421 = cdna4pipe.mfma 16x16x32 %fra359 * %frb365 + %d389 : vector<8xbf16>, vector<4xf32>
      %d422 = cdna4pipe.mfma 16x16x32 %fra359 * %frb366 + %d390 : vector<8xbf16>, vector<4xf32>
      %d423 = cdna4pipe.mfma 16x16x32 %fra359 * %frb367 + %d391 : vector<8xbf16>, vector<4xf32>
      %d424 = cdna4pipe.mfma 16x16x32 %fra359 * %frb368 + %d392 : vector<8xbf16>, vector<4xf32>
      %d425 = cdna4pipe.mfma 16x16x32 %fra360 * %frb361 + %d393 : vector<8xbf16>, vector<4xf32>
      %d426 = cdna4pipe.mfma 16x16x32 %fra360 * %frb362 + %d394 : vector<8xbf16>, vector<4xf32>
      %d427 = cdna4pipe.mfma 16x16x32 %fra360 * %frb363 + %d395 : vector<8xbf16>, vector<4xf32>
      %d428 = cdna4pipe.mfma 16x16x32 %fra360 * %frb364 + %d396 : vector<8xbf16>, vector<4xf32>
      %d429 = cdna4pipe.mfma 16x16x32 %fra360 * %frb365 + %d397 : vector<8xbf16>, vector<4xf32>
      %d430 = cdna4pipe.mfma 16x16x32 %fra360 * %frb366 + %d398 : vector<8xbf16>, vector<4xf32>
      %d431 = cdna4pipe.mfma 16x16x32 %fra360 * %frb367 + %d399 : vector<8xbf16>, vector<4xf32>
      %d432 = cdna4pipe.mfma 16x16x32 %fra360 * %frb368 + %d400 : vector<8xbf16>, vector<4xf32>
      %cr433 = arith.muli %wm, %c64 : index
      %cr434 = arith.addi %cr433, %c0 : index
      %cr435 = arith.addi %bm, %cr434 : index
      %cq436 = arith.muli %lq, %c4 : index
      %cr437 = arith.addi %cr435, %cq436 : index
      %cc438 = arith.muli %wn, %c128 : index
      %cc439 = arith.addi %cc438, %c0 : index
      %cc440 = arith.addi %bn, %cc439 : index
      %cc441 = arith.addi %cc440, %l16 : index
      %tr442 = arith.truncf %d401 : vector<4xf32> to vector<4xbf16>
      %x443 = vector.extract %tr442[0] : bf16 from vector<4xbf16>
      %crow444 = arith.addi %cr437, %c0 : index
      memref.store %x443, %C[%crow444, %cc441] : memref<8192x8192xbf16>
      %x445 = vector.extract %tr442[1] : bf16 from vector<4xbf16>
      %crow446 = arith.addi %cr437, %c1 : index
      memref.store %x445, %C[%crow446, %cc441] : memref<8192x8192xbf16>
      %x447 = vector.extract %tr442[2] : bf16 from vector<4xbf16>
      %crow448 = arith.addi %cr437, %c2 : index
      memref.store %x447, %C[%crow448, %cc441] : memref<8192x8192xbf16>
      %x449 = vector.extract %tr442[3] : bf16 from vector<4xbf16>
    %c3 = arith.constant 3 : index
      %crow450 = arith.addi %cr437, %c3 : index
      memref.store %x449, %C[%crow450, %cc441] : memref<8192x8192xbf16>
      %cr451 = arith.muli %wm, %c64 : index
      %cr452 = arith.addi %cr451, %c0 : index
      %cr453 = arith.addi %bm, %cr452 : index
      %cq454 = arith.muli %lq, %c4 : index
      %cr455 = arith.addi %cr453, %cq454 : index
      %cc456 = arith.muli %wn, %c128 : index
      %cc457 = arith.addi %cc456, %c16 : index
      %cc458 = arith.addi %bn, %cc457 : index
      %cc459 = arith.addi %cc458, %l16 : index
      %tr460 = arith.truncf %d402 : vector<4xf32> to vector<4xbf16>
      %x461 = vector.extract %tr460[0] : bf16 from vector<4xbf16>
      %crow462 = arith.addi %cr455, %c0 : index
      memref.store %x461, %C[%crow462, %cc459] : memref<8192x8192xbf16>
      %x463 = vector.extract %tr460[1] : bf16 from vector<4xbf16>
      %crow464 = arith.addi %cr455, %c1 : index
      memref.store %x463, %C[%crow464, %cc459] : memref<8192x8192xbf16>
      %x465 = vector.extract %tr460[2] : bf16 from vector<4xbf16>
      %crow466 = arith.addi %cr455, %c2 : index
      memref.store %x465, %C[%crow466, %cc459] : memref<8192x8192xbf16>
      %x467 = vector.extract %tr460[3] : bf16 from vector<4xbf16>
      %crow468 = arith.addi %cr455, %c3 : index
      memref.store %x467, %C[%crow468, %cc459] : memref<8192x8192xbf16>
      %cr469 = arith.muli %wm, %c64 : index
      %cr470 = arith.addi %cr469, %c0 : index
      %cr471 = arith.addi %bm, %cr470 : index
      %cq472 = arith.muli %lq, %c4 : index
      %cr473 = arith.addi %cr471, %cq472 : index
      %cc474 = arith.muli %wn, %c128 : index
      %cc475 = arith.addi %cc474, %c32 : index
      %cc476 = arith.addi %bn, %cc475 : index
      %cc477 = arith.addi %cc476, %l16 : index
      %tr478 = arith.truncf %d403 : vector<4xf32> to vector<4xbf16>
      %x479 = vector.extract %tr478[0] : bf16 from vector<4xbf16>
      %crow480 = arith.addi %cr473, %c0 : index
      memref.store %x479, %C[%crow480, %cc477] : memref<8192x8192xbf16>
      %x481 = vector.extract %tr478[1] : bf16 from vector<4xbf16>
      %crow482 = arith.addi %cr473, %c1 : index
      memref.store %x481, %C[%crow482, %cc477] : memref<8192x8192xbf16>
      %x483 = vector.extract %tr478[2] : bf16 from vector<4xbf16>
      %crow484 = arith.addi %cr473, %c2 : index
      memref.store %x483, %C[%crow484, %cc477] : memref<8192x8192xbf16>
      %x485 = vector.extract %tr478[3] : bf16 from vector<4xbf16>
      %crow486 = arith.addi %cr473, %c3 : index
      memref.store %x485, %C[%crow486, %cc477] : memref<8192x8192xbf16>
      %cr487 = arith.muli %wm, %c64 : index
      %cr488 = arith.addi %cr487, %c0 : index
      %cr489 = arith.addi %bm, %cr488 : index
      %cq490 = arith.muli %lq, %c4 : index
      %cr491 = arith.addi %cr489, %cq490 : index
      %cc492 = arith.muli %wn, %c128 : index
      %cc493 = arith.addi %cc492, %c48 : index
      %cc494 = arith.addi %bn, %cc493 : index
      %cc495 = arith.addi %cc494, %l16 : index
      %tr496 = arith.truncf %d404 : vector<4xf32> to vector<4xbf16>
      %x497 = vector.extract %tr496[0] : bf16 from vector<4xbf16>
      %crow498 = arith.addi %cr491, %c0 : index
      memref.store %x497, %C[%crow498, %cc495] : memref<8192x8192xbf16>
      %x499 = vector.extract %tr496[1] : bf16 from vector<4xbf16>
      %crow500 = arith.addi %cr491, %c1 : index
      memref.store %x499, %C[%crow500, %cc495] : memref<8192x8192xbf16>
      %x501 = vector.extract %tr496[2] : bf16 from vector<4xbf16>
      %crow502 = arith.addi %cr491, %c2 : index
      memref.store %x501, %C[%crow502, %cc495] : memref<8192x8192xbf16>
      %x503 = vector.extract %tr496[3] : bf16 from vector<4xbf16>
      %crow504 = arith.addi %cr491, %c3 : index
      memref.store %x503, %C[%crow504, %cc495] : memref<8192x8192xbf16>
      %cr505 = arith.muli %wm, %c64 : index
      %cr506 = arith.addi %cr505, %c0 : index
      %cr507 = arith.addi %bm, %cr506 : index
      %cq508 = arith.muli %lq, %c4 : index
      %cr509 = arith.addi %cr507, %cq508 : index
      %cc510 = arith.muli %wn, %c128 : index
      %cc511 = arith.addi %cc510, %c64 : index
      %cc512 = arith.addi %bn, %cc511 : index
      %cc513 = arith.addi %cc512, %l16 : index
      %tr514 = arith.truncf %d405 : vector<4xf32> to vector<4xbf16>
      %x515 = vector.extract %tr514[0] : bf16 from vector<4xbf16>
      %crow516 = arith.addi %cr509, %c0 : index
      memref.store %x515, %C[%crow516, %cc513] : memref<8192x8192xbf16>
      %x517 = vector.extract %tr514[1] : bf16 from vector<4xbf16>
      %crow518 = arith.addi %cr509, %c1 : index
      memref.store %x517, %C[%crow518, %cc513] : memref<8192x8192xbf16>
      %x519 = vector.extract %tr514[2] : bf16 from vector<4xbf16>
      %crow520 = arith.addi %cr509, %c2 : index
      memref.store %x519, %C[%crow520, %cc513] : memref<8192x8192xbf16>
      %x521 = vector.extract %tr514[3] : bf16 from vector<4xbf16>
      %crow522 = arith.addi %cr509, %c3 : index
      memref.store %x521, %C[%crow522, %cc513] : memref<8192x8192xbf16>
      %cr523 = arith.muli %wm, %c64 : index
      %cr524 = arith.addi %cr523, %c0 : index
      %cr525 = arith.addi %bm, %cr524 : index
      %cq526 = arith.muli %lq, %c4 : index
      %cr527 = arith.addi %cr525, %cq526 : index
      %cc528 = arith.muli %wn, %c128 : index
      %cc529 = arith.addi %cc528, %c80 : index
      %cc530 = arith.addi %bn, %cc529 : index
      %cc531 = arith.addi %cc530, %l16 : index
      %tr532 = arith.truncf %d406 : vector<4xf32> to vector<4xbf16>
      %x533 = vector.extract %tr532[0] : bf16 from vector<4xbf16>
      %crow534 = arith.addi %cr527, %c0 : index
      memref.store %x533, %C[%crow534, %cc531] : memref<8192x8192xbf16>
      %x535 = vector.extract %tr532[1] : bf16 from vector<4xbf16>
      %crow536 = arith.addi %cr527, %c1 : index
      memref.store %x535, %C[%crow536, %cc531] : memref<8192x8192xbf16>
      %x537 = vector.extract %tr532[2] : bf16 from vector<4xbf16>
      %crow538 = arith.addi %cr527, %c2 : index
      memref.store %x537, %C[%crow538, %cc531] : memref<8192x8192xbf16>
      %x539 = vector.extract %tr532[3] : bf16 from vector<4xbf16>
      %crow540 = arith.addi %cr527, %c3 : index
      memref.store %x539, %C[%crow540, %cc531] : memref<8192x8192xbf16>
      %cr541 = arith.muli %wm, %c64 : index
      %cr542 = arith.addi %cr541, %c0 : index
      %cr543 = arith.addi %bm, %cr542 : index
      %cq544 = arith.muli %lq, %c4 : index
      %cr545 = arith.addi %cr543, %cq544 : index
      %cc546 = arith.muli %wn, %c128 : index
      %cc547 = arith.addi %cc546, %c96 : index
      %cc548 = arith.addi %bn, %cc547 : index
      %cc549 = arith.addi %cc548, %l16 : index
      %tr550 = arith.truncf %d407 : vector<4xf32> to vector<4xbf16>
      %x551 = vector.extract %tr550[0] : bf16 from vector<4xbf16>
      %crow552 = arith.addi %cr545, %c0 : index
      memref.store %x551, %C[%crow552, %cc549] : memref<8192x8192xbf16>
      %x553 = vector.extract %tr550[1] : bf16 from vector<4xbf16>
      %crow554 = arith.addi %cr545, %c1 : index
      memref.store %x553, %C[%crow554, %cc549] : memref<8192x8192xbf16>
      %x555 = vector.extract %tr550[2] : bf16 from vector<4xbf16>
      %crow556 = arith.addi %cr545, %c2 : index
      memref.store %x555, %C[%crow556, %cc549] : memref<8192x8192xbf16>
      %x557 = vector.extract %tr550[3] : bf16 from vector<4xbf16>
      %crow558 = arith.addi %cr545, %c3 : index
      memref.store %x557, %C[%crow558, %cc549] : memref<8192x8192xbf16>
      %cr559 = arith.muli %wm, %c64 : index
      %cr560 = arith.addi %cr559, %c0 : index
      %cr561 = arith.addi %bm, %cr560 : index
      %cq562 = arith.muli %lq, %c4 : index
      %cr563 = arith.addi %cr561, %cq562 : index
      %cc564 = arith.muli %wn, %c128 : index
      %cc565 = arith.addi %cc564, %c112 : index
      %cc566 = arith.addi %bn, %cc565 : index
      %cc567 = arith.addi %cc566, %l16 : index
      %tr568 = arith.truncf %d408 : vector<4xf32> to vector<4xbf16>
      %x569 = vector.extract %tr568[0] : bf16 from vector<4xbf16>
      %crow570 = arith.addi %cr563, %c0 : index
      memref.store %x569, %C[%crow570, %cc567] : memref<8192x8192xbf16>
      %x571 = vector.extract %tr568[1] : bf16 from vector<4xbf16>
      %crow572 = arith.addi %cr563, %c1 : index
      memref.store %x571, %C[%crow572, %cc567] : memref<8192x8192xbf16>
      %x573 = vector.extract %tr568[2] : bf16 from vector<4xbf16>
      %crow574 = arith.addi %cr563, %c2 : index
      memref.store %x573, %C[%crow574, %cc567] : memref<8192x8192xbf16>
      %x575 = vector.extract %tr568[3] : bf16 from vector<4xbf16>
      %crow576 = arith.addi %cr563, %c3 : index
      memref.store %x575, %C[%crow576, %cc567] : memref<8192x8192xbf16>
      %cr577 = arith.muli %wm, %c64 : index
      %cr578 = arith.addi %cr577, %c16 : index
      %cr579 = arith.addi %bm, %cr578 : index
      %cq580 = arith.muli %lq, %c4 : index
      %cr581 = arith.addi %cr579, %cq580 : index
      %cc582 = arith.muli %wn, %c128 : index
      %cc583 = arith.addi %cc582, %c0 : index
      %cc584 = arith.addi %bn, %cc583 : index
      %cc585 = arith.addi %cc584, %l16 : index
      %tr586 = arith.truncf %d409 : vector<4xf32> to vector<4xbf16>
      %x587 = vector.extract %tr586[0] : bf16 from vector<4xbf16>
      %crow588 = arith.addi %cr581, %c0 : index
      memref.store %x587, %C[%crow588, %cc585] : memref<8192x8192xbf16>
      %x589 = vector.extract %tr586[1] : bf16 from vector<4xbf16>
      %crow590 = arith.addi %cr581, %c1 : index
      memref.store %x589, %C[%crow590, %cc585] : memref<8192x8192xbf16>
      %x591 = vector.extract %tr586[2] : bf16 from vector<4xbf16>
      %crow592 = arith.addi %cr581, %c2 : index
      memref.store %x591, %C[%crow592, %cc585] : memref<8192x8192xbf16>
      %x593 = vector.extract %tr586[3] : bf16 from vector<4xbf16>
      %crow594 = arith.addi %cr581, %c3 : index
      memref.store %x593, %C[%crow594, %cc585] : memref<8192x8192xbf16>
      %cr595 = arith.muli %wm, %c64 : index
      %cr596 = arith.addi %cr595, %c16 : index
      %cr597 = arith.addi %bm, %cr596 : index
      %cq598 = arith.muli %lq, %c4 : index
      %cr599 = arith.addi %cr597, %cq598 : index
      %cc600 = arith.muli %wn, %c128 : index
      %cc601 = arith.addi %cc600, %c16 : index
      %cc602 = arith.addi %bn, %cc601 : index
      %cc603 = arith.addi %cc602, %l16 : index
      %tr604 = arith.truncf %d410 : vector<4xf32> to vector<4xbf16>
      %x605 = vector.extract %tr604[0] : bf16 from vector<4xbf16>
      %crow606 = arith.addi %cr599, %c0 : index
      memref.store %x605, %C[%crow606, %cc603] : memref<8192x8192xbf16>
      %x607 = vector.extract %tr604[1] : bf16 from vector<4xbf16>
      %crow608 = arith.addi %cr599, %c1 : index
      memref.store %x607, %C[%crow608, %cc603] : memref<8192x8192xbf16>
      %x609 = vector.extract %tr604[2] : bf16 from vector<4xbf16>
      %crow610 = arith.addi %cr599, %c2 : index
      memref.store %x609, %C[%crow610, %cc603] : memref<8192x8192xbf16>
      %x611 = vector.extract %tr604[3] : bf16 from vector<4xbf16>
      %crow612 = arith.addi %cr599, %c3 : index
      memref.store %x611, %C[%crow612, %cc603] : memref<8192x8192xbf16>
      %cr613 = arith.muli %wm, %c64 : index
      %cr614 = arith.addi %cr613, %c16 : index
      %cr615 = arith.addi %bm, %cr614 : index
      %cq616 = arith.muli %lq, %c4 : index
      %cr617 = arith.addi %cr615, %cq616 : index
      %cc618 = arith.muli %wn, %c128 : index
      %cc619 = arith.addi %cc618, %c32 : index
      %cc620 = arith.addi %bn, %cc619 : index
      %cc621 = arith.addi %cc620, %l16 : index
      %tr622 = arith.truncf %d411 : vector<4xf32> to vector<4xbf16>
      %x623 = vector.extract %tr622[0] : bf16 from vector<4xbf16>
      %crow624 = arith.addi %cr617, %c0 : index
      memref.store %x623, %C[%crow624, %cc621] : memref<8192x8192xbf16>
      %x625 = vector.extract %tr622[1] : bf16 from vector<4xbf16>
      %crow626 = arith.addi %cr617, %c1 : index
      memref.store %x625, %C[%crow626, %cc621] : memref<8192x8192xbf16>
      %x627 = vector.extract %tr622[2] : bf16 from vector<4xbf16>
      %crow628 = arith.addi %cr617, %c2 : index
      memref.store %x627, %C[%crow628, %cc621] : memref<8192x8192xbf16>
      %x629 = vector.extract %tr622[3] : bf16 from vector<4xbf16>
      %crow630 = arith.addi %cr617, %c3 : index
      memref.store %x629, %C[%crow630, %cc621] : memref<8192x8192xbf16>
      %cr631 = arith.muli %wm, %c64 : index
      %cr632 = arith.addi %cr631, %c16 : index
      %cr633 = arith.addi %bm, %cr632 : index
      %cq634 = arith.muli %lq, %c4 : index
      %cr635 = arith.addi %cr633, %cq634 : index
      %cc636 = arith.muli %wn, %c128 : index
      %cc637 = arith.addi %cc636, %c48 : index
      %cc638 = arith.addi %bn, %cc637 : index
      %cc639 = arith.addi %cc638, %l16 : index
      %tr640 = arith.truncf %d412 : vector<4xf32> to vector<4xbf16>
      %x641 = vector.extract %tr640[0] : bf16 from vector<4xbf16>
      %crow642 = arith.addi %cr635, %c0 : index
      memref.store %x641, %C[%crow642, %cc639] : memref<8192x8192xbf16>
      %x643 = vector.extract %tr640[1] : bf16 from vector<4xbf16>
      %crow644 = arith.addi %cr635, %c1 : index
      memref.store %x643, %C[%crow644, %cc639] : memref<8192x8192xbf16>
      %x645 = vector.extract %tr640[2] : bf16 from vector<4xbf16>
      %crow646 = arith.addi %cr635, %c2 : index
      memref.store %x645, %C[%crow646, %cc639] : memref<8192x8192xbf16>
      %x647 = vector.extract %tr640[3] : bf16 from vector<4xbf16>
      %crow648 = arith.addi %cr635, %c3 : index
      memref.store %x647, %C[%crow648, %cc639] : memref<8192x8192xbf16>
      %cr649 = arith.muli %wm, %c64 : index
      %cr650 = arith.addi %cr649, %c16 : index
      %cr651 = arith.addi %bm, %cr650 : index
      %cq652 = arith.muli %lq, %c4 : index
      %cr653 = arith.addi %cr651, %cq652 : index
      %cc654 = arith.muli %wn, %c128 : index
      %cc655 = arith.addi %cc654, %c64 : index
      %cc656 = arith.addi %bn, %cc655 : index
      %cc657 = arith.addi %cc656, %l16 : index
      %tr658 = arith.truncf %d413 : vector<4xf32> to vector<4xbf16>
      %x659 = vector.extract %tr658[0] : bf16 from vector<4xbf16>
      %crow660 = arith.addi %cr653, %c0 : index
      memref.store %x659, %C[%crow660, %cc657] : memref<8192x8192xbf16>
      %x661 = vector.extract %tr658[1] : bf16 from vector<4xbf16>
      %crow662 = arith.addi %cr653, %c1 : index
      memref.store %x661, %C[%crow662, %cc657] : memref<8192x8192xbf16>
      %x663 = vector.extract %tr658[2] : bf16 from vector<4xbf16>
      %crow664 = arith.addi %cr653, %c2 : index
      memref.store %x663, %C[%crow664, %cc657] : memref<8192x8192xbf16>
      %x665 = vector.extract %tr658[3] : bf16 from vector<4xbf16>
      %crow666 = arith.addi %cr653, %c3 : index
      memref.store %x665, %C[%crow666, %cc657] : memref<8192x8192xbf16>
      %cr667 = arith.muli %wm, %c64 : index
      %cr668 = arith.addi %cr667, %c16 : index
      %cr669 = arith.addi %bm, %cr668 : index
      %cq670 = arith.muli %lq, %c4 : index
      %cr671 = arith.addi %cr669, %cq670 : index
      %cc672 = arith.muli %wn, %c128 : index
      %cc673 = arith.addi %cc672, %c80 : index
      %cc674 = arith.addi %bn, %cc673 : index
      %cc675 = arith.addi %cc674, %l16 : index
      %tr676 = arith.truncf %d414 : vector<4xf32> to vector<4xbf16>
      %x677 = vector.extract %tr676[0] : bf16 from vector<4xbf16>
      %crow678 = arith.addi %cr671, %c0 : index
      memref.store %x677, %C[%crow678, %cc675] : memref<8192x8192xbf16>
      %x679 = vector.extract %tr676[1] : bf16 from vector<4xbf16>
      %crow680 = arith.addi %cr671, %c1 : index
      memref.store %x679, %C[%crow680, %cc675] : memref<8192x8192xbf16>
      %x681 = vector.extract %tr676[2] : bf16 from vector<4xbf16>
      %crow682 = arith.addi %cr671, %c2 : index
      memref.store %x681, %C[%crow682, %cc675] : memref<8192x8192xbf16>
      %x683 = vector.extract %tr676[3] : bf16 from vector<4xbf16>
      %crow684 = arith.addi %cr671, %c3 : index
      memref.store %x683, %C[%crow684, %cc675] : memref<8192x8192xbf16>
      %cr685 = arith.muli %wm, %c64 : index
      %cr686 = arith.addi %cr685, %c16 : index
      %cr687 = arith.addi %bm, %cr686 : index
      %cq688 = arith.muli %lq, %c4 : index
      %cr689 = arith.addi %cr687, %cq688 : index
      %cc690 = arith.muli %wn, %c128 : index
      %cc691 = arith.addi %cc690, %c96 : index
      %cc692 = arith.addi %bn, %cc691 : index
      %cc693 = arith.addi %cc692, %l16 : index
      %tr694 = arith.truncf %d415 : vector<4xf32> to vector<4xbf16>
      %x695 = vector.extract %tr694[0] : bf16 from vector<4xbf16>
      %crow696 = arith.addi %cr689, %c0 : index
      memref.store %x695, %C[%crow696, %cc693] : memref<8192x8192xbf16>
      %x697 = vector.extract %tr694[1] : bf16 from vector<4xbf16>
      %crow698 = arith.addi %cr689, %c1 : index
      memref.store %x697, %C[%crow698, %cc693] : memref<8192x8192xbf16>
      %x699 = vector.extract %tr694[2] : bf16 from vector<4xbf16>
      %crow700 = arith.addi %cr689, %c2 : index
      memref.store %x699, %C[%crow700, %cc693] : memref<8192x8192xbf16>
      %x701 = vector.extract %tr694[3] : bf16 from vector<4xbf16>
      %crow702 = arith.addi %cr689, %c3 : index
      memref.store %x701, %C[%crow702, %cc693] : memref<8192x8192xbf16>
      %cr703 = arith.muli %wm, %c64 : index
      %cr704 = arith.addi %cr703, %c16 : index
      %cr705 = arith.addi %bm, %cr704 : index
      %cq706 = arith.muli %lq, %c4 : index
      %cr707 = arith.addi %cr705, %cq706 : index
      %cc708 = arith.muli %wn, %c128 : index
      %cc709 = arith.addi %cc708, %c112 : index
      %cc710 = arith.addi %bn, %cc709 : index
      %cc711 = arith.addi %cc710, %l16 : index
      %tr712 = arith.truncf %d416 : vector<4xf32> to vector<4xbf16>
      %x713 = vector.extract %tr712[0] : bf16 from vector<4xbf16>
      %crow714 = arith.addi %cr707, %c0 : index
      memref.store %x713, %C[%crow714, %cc711] : memref<8192x8192xbf16>
      %x715 = vector.extract %tr712[1] : bf16 from vector<4xbf16>
      %crow716 = arith.addi %cr707, %c1 : index
      memref.store %x715, %C[%crow716, %cc711] : memref<8192x8192xbf16>
      %x717 = vector.extract %tr712[2] : bf16 from vector<4xbf16>
      %crow718 = arith.addi %cr707, %c2 : index
      memref.store %x717, %C[%crow718, %cc711] : memref<8192x8192xbf16>
      %x719 = vector.extract %tr712[3] : bf16 from vector<4xbf16>
      %crow720 = arith.addi %cr707, %c3 : index
      memref.store %x719, %C[%crow720, %cc711] : memref<8192x8192xbf16>
      %cr721 = arith.muli %wm, %c64 : index
      %cr722 = arith.addi %cr721, %c32 : index
      %cr723 = arith.addi %bm, %cr722 : index
      %cq724 = arith.muli %lq, %c4 : index
      %cr725 = arith.addi %cr723, %cq724 : index
      %cc726 = arith.muli %wn, %c128 : index
      %cc727 = arith.addi %cc726, %c0 : index
      %cc728 = arith.addi %bn, %cc727 : index
      %cc729 = arith.addi %cc728, %l16 : index
      %tr730 = arith.truncf %d417 : vector<4xf32> to vector<4xbf16>
      %x731 = vector.extract %tr730[0] : bf16 from vector<4xbf16>
      %crow732 = arith.addi %cr725, %c0 : index
      memref.store %x731, %C[%crow732, %cc729] : memref<8192x8192xbf16>
      %x733 = vector.extract %tr730[1] : bf16 from vector<4xbf16>
      %crow734 = arith.addi %cr725, %c1 : index
      memref.store %x733, %C[%crow734, %cc729] : memref<8192x8192xbf16>
      %x735 = vector.extract %tr730[2] : bf16 from vector<4xbf16>
      %crow736 = arith.addi %cr725, %c2 : index
      memref.store %x735, %C[%crow736, %cc729] : memref<8192x8192xbf16>
      %x737 = vector.extract %tr730[3] : bf16 from vector<4xbf16>
      %crow738 = arith.addi %cr725, %c3 : index
      memref.store %x737, %C[%crow738, %cc729] : memref<8192x8192xbf16>
      %cr739 = arith.muli %wm, %c64 : index
      %cr740 = arith.addi %cr739, %c32 : index
      %cr741 = arith.addi %bm, %cr740 : index
      %cq742 = arith.muli %lq, %c4 : index
      %cr743 = arith.addi %cr741, %cq742 : index
      %cc744 = arith.muli %wn, %c128 : index
      %cc745 = arith.addi %cc744, %c16 : index
      %cc746 = arith.addi %bn, %cc745 : index
      %cc747 = arith.addi %cc746, %l16 : index
      %tr748 = arith.truncf %d418 : vector<4xf32> to vector<4xbf16>
      %x749 = vector.extract %tr748[0] : bf16 from vector<4xbf16>
      %crow750 = arith.addi %cr743, %c0 : index
      memref.store %x749, %C[%crow750, %cc747] : memref<8192x8192xbf16>
      %x751 = vector.extract %tr748[1] : bf16 from vector<4xbf16>
      %crow752 = arith.addi %cr743, %c1 : index
      memref.store %x751, %C[%crow752, %cc747] : memref<8192x8192xbf16>
      %x753 = vector.extract %tr748[2] : bf16 from vector<4xbf16>
      %crow754 = arith.addi %cr743, %c2 : index
      memref.store %x753, %C[%crow754, %cc747] : memref<8192x8192xbf16>
      %x755 = vector.extract %tr748[3] : bf16 from vector<4xbf16>
      %crow756 = arith.addi %cr743, %c3 : index
      memref.store %x755, %C[%crow756, %cc747] : memref<8192x8192xbf16>
      %cr757 = arith.muli %wm, %c64 : index
      %cr758 = arith.addi %cr757, %c32 : index
      %cr759 = arith.addi %bm, %cr758 : index
      %cq760 = arith.muli %lq, %c4 : index
      %cr761 = arith.addi %cr759, %cq760 : index
      %cc762 = arith.muli %wn, %c128 : index
      %cc763 = arith.addi %cc762, %c32 : index
      %cc764 = arith.addi %bn, %cc763 : index
      %cc765 = arith.addi %cc764, %l16 : index
      %tr766 = arith.truncf %d419 : vector<4xf32> to vector<4xbf16>
      %x767 = vector.extract %tr766[0] : bf16 from vector<4xbf16>
      %crow768 = arith.addi %cr761, %c0 : index
      memref.store %x767, %C[%crow768, %cc765] : memref<8192x8192xbf16>
      %x769 = vector.extract %tr766[1] : bf16 from vector<4xbf16>
      %crow770 = arith.addi %cr761, %c1 : index
      memref.store %x769, %C[%crow770, %cc765] : memref<8192x8192xbf16>
      %x771 = vector.extract %tr766[2] : bf16 from vector<4xbf16>
      %crow772 = arith.addi %cr761, %c2 : index
      memref.store %x771, %C[%crow772, %cc765] : memref<8192x8192xbf16>
      %x773 = vector.extract %tr766[3] : bf16 from vector<4xbf16>
      %crow774 = arith.addi %cr761, %c3 : index
      memref.store %x773, %C[%crow774, %cc765] : memref<8192x8192xbf16>
      %cr775 = arith.muli %wm, %c64 : index
      %cr776 = arith.addi %cr775, %c32 : index
      %cr777 = arith.addi %bm, %cr776 : index
      %cq778 = arith.muli %lq, %c4 : index
      %cr779 = arith.addi %cr777, %cq778 : index
      %cc780 = arith.muli %wn, %c128 : index
      %cc781 = arith.addi %cc780, %c48 : index
      %cc782 = arith.addi %bn, %cc781 : index
      %cc783 = arith.addi %cc782, %l16 : index
      %tr784 = arith.truncf %d420 : vector<4xf32> to vector<4xbf16>
      %x785 = vector.extract %tr784[0] : bf16 from vector<4xbf16>
      %crow786 = arith.addi %cr779, %c0 : index
      memref.store %x785, %C[%crow786, %cc783] : memref<8192x8192xbf16>
      %x787 = vector.extract %tr784[1] : bf16 from vector<4xbf16>
      %crow788 = arith.addi %cr779, %c1 : index
      memref.store %x787, %C[%crow788, %cc783] : memref<8192x8192xbf16>
      %x789 = vector.extract %tr784[2] : bf16 from vector<4xbf16>
      %crow790 = arith.addi %cr779, %c2 : index
      memref.store %x789, %C[%crow790, %cc783] : memref<8192x8192xbf16>
      %x791 = vector.extract %tr784[3] : bf16 from vector<4xbf16>
      %crow792 = arith.addi %cr779, %c3 : index
      memref.store %x791, %C[%crow792, %cc783] : memref<8192x8192xbf16>
      %cr793 = arith.muli %wm, %c64 : index
      %cr794 = arith.addi %cr793, %c32 : index
      %cr795 = arith.addi %bm, %cr794 : index
      %cq796 = arith.muli %lq, %c4 : index
      %cr797 = arith.addi %cr795, %cq796 : index
      %cc798 = arith.muli %wn, %c128 : index
      %cc799 = arith.addi %cc798, %c64 : index
      %cc800 = arith.addi %bn, %cc799 : index
      %cc801 = arith.addi %cc800, %l16 : index
      %tr802 = arith.truncf %d421 : vector<4xf32> to vector<4xbf16>
      %x803 = vector.extract %tr802[0] : bf16 from vector<4xbf16>
      %crow804 = arith.addi %cr797, %c0 : index
      memref.store %x803, %C[%crow804, %cc801] : memref<8192x8192xbf16>
      %x805 = vector.extract %tr802[1] : bf16 from vector<4xbf16>
      %crow806 = arith.addi %cr797, %c1 : index
      memref.store %x805, %C[%crow806, %cc801] : memref<8192x8192xbf16>
      %x807 = vector.extract %tr802[2] : bf16 from vector<4xbf16>
      %crow808 = arith.addi %cr797, %c2 : index
      memref.store %x807, %C[%crow808, %cc801] : memref<8192x8192xbf16>
      %x809 = vector.extract %tr802[3] : bf16 from vector<4xbf16>
      %crow810 = arith.addi %cr797, %c3 : index
      memref.store %x809, %C[%crow810, %cc801] : memref<8192x8192xbf16>
      %cr811 = arith.muli %wm, %c64 : index
      %cr812 = arith.addi %cr811, %c32 : index
      %cr813 = arith.addi %bm, %cr812 : index
      %cq814 = arith.muli %lq, %c4 : index
      %cr815 = arith.addi %cr813, %cq814 : index
      %cc816 = arith.muli %wn, %c128 : index
      %cc817 = arith.addi %cc816, %c80 : index
      %cc818 = arith.addi %bn, %cc817 : index
      %cc819 = arith.addi %cc818, %l16 : index
      %tr820 = arith.truncf %d422 : vector<4xf32> to vector<4xbf16>
      %x821 = vector.extract %tr820[0] : bf16 from vector<4xbf16>
      %crow822 = arith.addi %cr815, %c0 : index
      memref.store %x821, %C[%crow822, %cc819] : memref<8192x8192xbf16>
      %x823 = vector.extract %tr820[1] : bf16 from vector<4xbf16>
      %crow824 = arith.addi %cr815, %c1 : index
      memref.store %x823, %C[%crow824, %cc819] : memref<8192x8192xbf16>
      %x825 = vector.extract %tr820[2] : bf16 from vector<4xbf16>
      %crow826 = arith.addi %cr815, %c2 : index
      memref.store %x825, %C[%crow826, %cc819] : memref<8192x8192xbf16>
      %x827 = vector.extract %tr820[3] : bf16 from vector<4xbf16>
      %crow828 = arith.addi %cr815, %c3 : index
      memref.store %x827, %C[%crow828, %cc819] : memref<8192x8192xbf16>
      %cr829 = arith.muli %wm, %c64 : index
      %cr830 = arith.addi %cr829, %c32 : index
      %cr831 = arith.addi %bm, %cr830 : index
      %cq832 = arith.muli %lq, %c4 : index
      %cr833 = arith.addi %cr831, %cq832 : index
      %cc834 = arith.muli %wn, %c128 : index
      %cc835 = arith.addi %cc834, %c96 : index
      %cc836 = arith.addi %bn, %cc835 : index
      %cc837 = arith.addi %cc836, %l16 : index
      %tr838 = arith.truncf %d423 : vector<4xf32> to vector<4xbf16>
      %x839 = vector.extract %tr838[0] : bf16 from vector<4xbf16>
      %crow840 = arith.addi %cr833, %c0 : index
      memref.store %x839, %C[%crow840, %cc837] : memref<8192x8192xbf16>
      %x841 = vector.extract %tr838[1] : bf16 from vector<4xbf16>
      %crow842 = arith.addi %cr833, %c1 : index
      memref.store %x841, %C[%crow842, %cc837] : memref<8192x8192xbf16>
      %x843 = vector.extract %tr838[2] : bf16 from vector<4xbf16>
      %crow844 = arith.addi %cr833, %c2 : index
      memref.store %x843, %C[%crow844, %cc837] : memref<8192x8192xbf16>
      %x845 = vector.extract %tr838[3] : bf16 from vector<4xbf16>
      %crow846 = arith.addi %cr833, %c3 : index
      memref.store %x845, %C[%crow846, %cc837] : memref<8192x8192xbf16>
      %cr847 = arith.muli %wm, %c64 : index
      %cr848 = arith.addi %cr847, %c32 : index
      %cr849 = arith.addi %bm, %cr848 : index
      %cq850 = arith.muli %lq, %c4 : index
      %cr851 = arith.addi %cr849, %cq850 : index
      %cc852 = arith.muli %wn, %c128 : index
      %cc853 = arith.addi %cc852, %c112 : index
      %cc854 = arith.addi %bn, %cc853 : index
      %cc855 = arith.addi %cc854, %l16 : index
      %tr856 = arith.truncf %d424 : vector<4xf32> to vector<4xbf16>
      %x857 = vector.extract %tr856[0] : bf16 from vector<4xbf16>
      %crow858 = arith.addi %cr851, %c0 : index
      memref.store %x857, %C[%crow858, %cc855] : memref<8192x8192xbf16>
      %x859 = vector.extract %tr856[1] : bf16 from vector<4xbf16>
      %crow860 = arith.addi %cr851, %c1 : index
      memref.store %x859, %C[%crow860, %cc855] : memref<8192x8192xbf16>
      %x861 = vector.extract %tr856[2] : bf16 from vector<4xbf16>
      %crow862 = arith.addi %cr851, %c2 : index
      memref.store %x861, %C[%crow862, %cc855] : memref<8192x8192xbf16>
      %x863 = vector.extract %tr856[3] : bf16 from vector<4xbf16>
      %crow864 = arith.addi %cr851, %c3 : index
      memref.store %x863, %C[%crow864, %cc855] : memref<8192x8192xbf16>
      %cr865 = arith.muli %wm, %c64 : index
      %cr866 = arith.addi %cr865, %c48 : index
      %cr867 = arith.addi %bm, %cr866 : index
      %cq868 = arith.muli %lq, %c4 : index
      %cr869 = arith.addi %cr867, %cq868 : index
      %cc870 = arith.muli %wn, %c128 : index
      %cc871 = arith.addi %cc870, %c0 : index
      %cc872 = arith.addi %bn, %cc871 : index
      %cc873 = arith.addi %cc872, %l16 : index
      %tr874 = arith.truncf %d425 : vector<4xf32> to vector<4xbf16>
      %x875 = vector.extract %tr874[0] : bf16 from vector<4xbf16>
      %crow876 = arith.addi %cr869, %c0 : index
      memref.store %x875, %C[%crow876, %cc873] : memref<8192x8192xbf16>
      %x877 = vector.extract %tr874[1] : bf16 from vector<4xbf16>
      %crow878 = arith.addi %cr869, %c1 : index
      memref.store %x877, %C[%crow878, %cc873] : memref<8192x8192xbf16>
      %x879 = vector.extract %tr874[2] : bf16 from vector<4xbf16>
      %crow880 = arith.addi %cr869, %c2 : index
      memref.store %x879, %C[%crow880, %cc873] : memref<8192x8192xbf16>
      %x881 = vector.extract %tr874[3] : bf16 from vector<4xbf16>
      %crow882 = arith.addi %cr869, %c3 : index
      memref.store %x881, %C[%crow882, %cc873] : memref<8192x8192xbf16>
      %cr883 = arith.muli %wm, %c64 : index
      %cr884 = arith.addi %cr883, %c48 : index
      %cr885 = arith.addi %bm, %cr884 : index
      %cq886 = arith.muli %lq, %c4 : index
      %cr887 = arith.addi %cr885, %cq886 : index
      %cc888 = arith.muli %wn, %c128 : index
      %cc889 = arith.addi %cc888, %c16 : index
      %cc890 = arith.addi %bn, %cc889 : index
      %cc891 = arith.addi %cc890, %l16 : index
      %tr892 = arith.truncf %d426 : vector<4xf32> to vector<4xbf16>
      %x893 = vector.extract %tr892[0] : bf16 from vector<4xbf16>
      %crow894 = arith.addi %cr887, %c0 : index
      memref.store %x893, %C[%crow894, %cc891] : memref<8192x8192xbf16>
      %x895 = vector.extract %tr892[1] : bf16 from vector<4xbf16>
      %crow896 = arith.addi %cr887, %c1 : index
      memref.store %x895, %C[%crow896, %cc891] : memref<8192x8192xbf16>
      %x897 = vector.extract %tr892[2] : bf16 from vector<4xbf16>
      %crow898 = arith.addi %cr887, %c2 : index
      memref.store %x897, %C[%crow898, %cc891] : memref<8192x8192xbf16>
      %x899 = vector.extract %tr892[3] : bf16 from vector<4xbf16>
      %crow900 = arith.addi %cr887, %c3 : index
      memref.store %x899, %C[%crow900, %cc891] : memref<8192x8192xbf16>
      %cr901 = arith.muli %wm, %c64 : index
      %cr902 = arith.addi %cr901, %c48 : index
      %cr903 = arith.addi %bm, %cr902 : index
      %cq904 = arith.muli %lq, %c4 : index
      %cr905 = arith.addi %cr903, %cq904 : index
      %cc906 = arith.muli %wn, %c128 : index
      %cc907 = arith.addi %cc906, %c32 : index
      %cc908 = arith.addi %bn, %cc907 : index
      %cc909 = arith.addi %cc908, %l16 : index
      %tr910 = arith.truncf %d427 : vector<4xf32> to vector<4xbf16>
      %x911 = vector.extract %tr910[0] : bf16 from vector<4xbf16>
      %crow912 = arith.addi %cr905, %c0 : index
      memref.store %x911, %C[%crow912, %cc909] : memref<8192x8192xbf16>
      %x913 = vector.extract %tr910[1] : bf16 from vector<4xbf16>
      %crow914 = arith.addi %cr905, %c1 : index
      memref.store %x913, %C[%crow914, %cc909] : memref<8192x8192xbf16>
      %x915 = vector.extract %tr910[2] : bf16 from vector<4xbf16>
      %crow916 = arith.addi %cr905, %c2 : index
      memref.store %x915, %C[%crow916, %cc909] : memref<8192x8192xbf16>
      %x917 = vector.extract %tr910[3] : bf16 from vector<4xbf16>
      %crow918 = arith.addi %cr905, %c3 : index
      memref.store %x917, %C[%crow918, %cc909] : memref<8192x8192xbf16>
      %cr919 = arith.muli %wm, %c64 : index
      %cr920 = arith.addi %cr919, %c48 : index
      %cr921 = arith.addi %bm, %cr920 : index
      %cq922 = arith.muli %lq, %c4 : index
      %cr923 = arith.addi %cr921, %cq922 : index
      %cc924 = arith.muli %wn, %c128 : index
      %cc925 = arith.addi %cc924, %c48 : index
      %cc926 = arith.addi %bn, %cc925 : index
      %cc927 = arith.addi %cc926, %l16 : index
      %tr928 = arith.truncf %d428 : vector<4xf32> to vector<4xbf16>
      %x929 = vector.extract %tr928[0] : bf16 from vector<4xbf16>
      %crow930 = arith.addi %cr923, %c0 : index
      memref.store %x929, %C[%crow930, %cc927] : memref<8192x8192xbf16>
      %x931 = vector.extract %tr928[1] : bf16 from vector<4xbf16>
      %crow932 = arith.addi %cr923, %c1 : index
      memref.store %x931, %C[%crow932, %cc927] : memref<8192x8192xbf16>
      %x933 = vector.extract %tr928[2] : bf16 from vector<4xbf16>
      %crow934 = arith.addi %cr923, %c2 : index
      memref.store %x933, %C[%crow934, %cc927] : memref<8192x8192xbf16>
      %x935 = vector.extract %tr928[3] : bf16 from vector<4xbf16>
      %crow936 = arith.addi %cr923, %c3 : index
      memref.store %x935, %C[%crow936, %cc927] : memref<8192x8192xbf16>
      %cr937 = arith.muli %wm, %c64 : index
      %cr938 = arith.addi %cr937, %c48 : index
      %cr939 = arith.addi %bm, %cr938 : index
      %cq940 = arith.muli %lq, %c4 : index
      %cr941 = arith.addi %cr939, %cq940 : index
      %cc942 = arith.muli %wn, %c128 : index
      %cc943 = arith.addi %cc942, %c64 : index
      %cc944 = arith.addi %bn, %cc943 : index
      %cc945 = arith.addi %cc944, %l16 : index
      %tr946 = arith.truncf %d429 : vector<4xf32> to vector<4xbf16>
      %x947 = vector.extract %tr946[0] : bf16 from vector<4xbf16>
      %crow948 = arith.addi %cr941, %c0 : index
      memref.store %x947, %C[%crow948, %cc945] : memref<8192x8192xbf16>
      %x949 = vector.extract %tr946[1] : bf16 from vector<4xbf16>
      %crow950 = arith.addi %cr941, %c1 : index
      memref.store %x949, %C[%crow950, %cc945] : memref<8192x8192xbf16>
      %x951 = vector.extract %tr946[2] : bf16 from vector<4xbf16>
      %crow952 = arith.addi %cr941, %c2 : index
      memref.store %x951, %C[%crow952, %cc945] : memref<8192x8192xbf16>
      %x953 = vector.extract %tr946[3] : bf16 from vector<4xbf16>
      %crow954 = arith.addi %cr941, %c3 : index
      memref.store %x953, %C[%crow954, %cc945] : memref<8192x8192xbf16>
      %cr955 = arith.muli %wm, %c64 : index
      %cr956 = arith.addi %cr955, %c48 : index
      %cr957 = arith.addi %bm, %cr956 : index
      %cq958 = arith.muli %lq, %c4 : index
      %cr959 = arith.addi %cr957, %cq958 : index
      %cc960 = arith.muli %wn, %c128 : index
      %cc961 = arith.addi %cc960, %c80 : index
      %cc962 = arith.addi %bn, %cc961 : index
      %cc963 = arith.addi %cc962, %l16 : index
      %tr964 = arith.truncf %d430 : vector<4xf32> to vector<4xbf16>
      %x965 = vector.extract %tr964[0] : bf16 from vector<4xbf16>
      %crow966 = arith.addi %cr959, %c0 : index
      memref.store %x965, %C[%crow966, %cc963] : memref<8192x8192xbf16>
      %x967 = vector.extract %tr964[1] : bf16 from vector<4xbf16>
      %crow968 = arith.addi %cr959, %c1 : index
      memref.store %x967, %C[%crow968, %cc963] : memref<8192x8192xbf16>
      %x969 = vector.extract %tr964[2] : bf16 from vector<4xbf16>
      %crow970 = arith.addi %cr959, %c2 : index
      memref.store %x969, %C[%crow970, %cc963] : memref<8192x8192xbf16>
      %x971 = vector.extract %tr964[3] : bf16 from vector<4xbf16>
      %crow972 = arith.addi %cr959, %c3 : index
      memref.store %x971, %C[%crow972, %cc963] : memref<8192x8192xbf16>
      %cr973 = arith.muli %wm, %c64 : index
      %cr974 = arith.addi %cr973, %c48 : index
      %cr975 = arith.addi %bm, %cr974 : index
      %cq976 = arith.muli %lq, %c4 : index
      %cr977 = arith.addi %cr975, %cq976 : index
      %cc978 = arith.muli %wn, %c128 : index
      %cc979 = arith.addi %cc978, %c96 : index
      %cc980 = arith.addi %bn, %cc979 : index
      %cc981 = arith.addi %cc980, %l16 : index
      %tr982 = arith.truncf %d431 : vector<4xf32> to vector<4xbf16>
      %x983 = vector.extract %tr982[0] : bf16 from vector<4xbf16>
      %crow984 = arith.addi %cr977, %c0 : index
      memref.store %x983, %C[%crow984, %cc981] : memref<8192x8192xbf16>
      %x985 = vector.extract %tr982[1] : bf16 from vector<4xbf16>
      %crow986 = arith.addi %cr977, %c1 : index
      memref.store %x985, %C[%crow986, %cc981] : memref<8192x8192xbf16>
      %x987 = vector.extract %tr982[2] : bf16 from vector<4xbf16>
      %crow988 = arith.addi %cr977, %c2 : index
      memref.store %x987, %C[%crow988, %cc981] : memref<8192x8192xbf16>
      %x989 = vector.extract %tr982[3] : bf16 from vector<4xbf16>
      %crow990 = arith.addi %cr977, %c3 : index
      memref.store %x989, %C[%crow990, %cc981] : memref<8192x8192xbf16>
      %cr991 = arith.muli %wm, %c64 : index
      %cr992 = arith.addi %cr991, %c48 : index
      %cr993 = arith.addi %bm, %cr992 : index
      %cq994 = arith.muli %lq, %c4 : index
      %cr995 = arith.addi %cr993, %cq994 : index
      %cc996 = arith.muli %wn, %c128 : index
      %cc997 = arith.addi %cc996, %c112 : index
      %cc998 = arith.addi %bn, %cc997 : index
      %cc999 = arith.addi %cc998, %l16 : index
      %tr1000 = arith.truncf %d432 : vector<4xf32> to vector<4xbf16>
      %x1001 = vector.extract %tr1000[0] : bf16 from vector<4xbf16>
      %crow1002 = arith.addi %cr995, %c0 : index
      memref.store %x1001, %C[%crow1002, %cc999] : memref<8192x8192xbf16>
      %x1003 = vector.extract %tr1000[1] : bf16 from vector<4xbf16>
      %crow1004 = arith.addi %cr995, %c1 : index
      memref.store %x1003, %C[%crow1004, %cc999] : memref<8192x8192xbf16>
      %x1005 = vector.extract %tr1000[2] : bf16 from vector<4xbf16>
      %crow1006 = arith.addi %cr995, %c2 : index
      memref.store %x1005, %C[%crow1006, %cc999] : memref<8192x8192xbf16>
      %x1007 = vector.extract %tr1000[3] : bf16 from vector<4xbf16>
      %crow1008 = arith.addi %cr995, %c3 : index
      memref.store %x1007, %C[%crow1008, %cc999] : memref<8192x8192xbf16>
      gpu.return
    }
  }
}
