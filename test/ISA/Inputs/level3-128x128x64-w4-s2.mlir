module attributes {gpu.container_module} {
  gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {m = 8192, n = 8192, k = 8192, tile_m = 128, tile_n = 128, tile_k = 64, waves = 4, dtype = "bf16", swizzle = "xor", c_dtype = "bf16"}} {
    gpu.func @gemm(%A: memref<8192x8192xbf16>, %B: memref<8192x8192xbf16>, %C: memref<8192x8192xbf16>)
        workgroup(%As : memref<2x128x64xbf16, #gpu.address_space<workgroup>>, %Bs : memref<2x128x64xbf16, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %wave = arith.divui %tid, %c64 : index
      %lane = arith.remui %tid, %c64 : index
      %bm = arith.muli %by, %c128 : index
      %bn = arith.muli %bx, %c128 : index
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
      %fr85 = arith.muli %wn, %c64 : index
      %fr86 = arith.addi %fr85, %c0 : index
      %frow87 = arith.addi %fr86, %l16 : index
      %fch88 = arith.addi %lq, %c0 : index
      %frm89 = arith.remui %frow87, %c8 : index
      %fsw90 = arith.xori %fch88, %frm89 : index
      %fcol91 = arith.muli %fsw90, %c8 : index
      %fr92 = arith.muli %wn, %c64 : index
      %fr93 = arith.addi %fr92, %c16 : index
      %frow94 = arith.addi %fr93, %l16 : index
      %fch95 = arith.addi %lq, %c0 : index
      %frm96 = arith.remui %frow94, %c8 : index
      %fsw97 = arith.xori %fch95, %frm96 : index
      %fcol98 = arith.muli %fsw97, %c8 : index
      %fr99 = arith.muli %wn, %c64 : index
      %fr100 = arith.addi %fr99, %c32 : index
      %frow101 = arith.addi %fr100, %l16 : index
      %fch102 = arith.addi %lq, %c0 : index
      %frm103 = arith.remui %frow101, %c8 : index
      %fsw104 = arith.xori %fch102, %frm103 : index
      %fcol105 = arith.muli %fsw104, %c8 : index
      %fr106 = arith.muli %wn, %c64 : index
      %fr107 = arith.addi %fr106, %c48 : index
      %frow108 = arith.addi %fr107, %l16 : index
      %fch109 = arith.addi %lq, %c0 : index
      %frm110 = arith.remui %frow108, %c8 : index
      %fsw111 = arith.xori %fch109, %frm110 : index
      %fcol112 = arith.muli %fsw111, %c8 : index
      %fr113 = arith.muli %wm, %c64 : index
      %fr114 = arith.addi %fr113, %c0 : index
      %frow115 = arith.addi %fr114, %l16 : index
      %fch116 = arith.addi %lq, %c4 : index
      %frm117 = arith.remui %frow115, %c8 : index
      %fsw118 = arith.xori %fch116, %frm117 : index
      %fcol119 = arith.muli %fsw118, %c8 : index
      %fr120 = arith.muli %wm, %c64 : index
      %fr121 = arith.addi %fr120, %c16 : index
      %frow122 = arith.addi %fr121, %l16 : index
      %fch123 = arith.addi %lq, %c4 : index
      %frm124 = arith.remui %frow122, %c8 : index
      %fsw125 = arith.xori %fch123, %frm124 : index
      %fcol126 = arith.muli %fsw125, %c8 : index
      %fr127 = arith.muli %wm, %c64 : index
      %fr128 = arith.addi %fr127, %c32 : index
      %frow129 = arith.addi %fr128, %l16 : index
      %fch130 = arith.addi %lq, %c4 : index
      %frm131 = arith.remui %frow129, %c8 : index
      %fsw132 = arith.xori %fch130, %frm131 : index
      %fcol133 = arith.muli %fsw132, %c8 : index
      %fr134 = arith.muli %wm, %c64 : index
      %fr135 = arith.addi %fr134, %c48 : index
      %frow136 = arith.addi %fr135, %l16 : index
      %fch137 = arith.addi %lq, %c4 : index
      %frm138 = arith.remui %frow136, %c8 : index
      %fsw139 = arith.xori %fch137, %frm138 : index
      %fcol140 = arith.muli %fsw139, %c8 : index
      %fr141 = arith.muli %wn, %c64 : index
      %fr142 = arith.addi %fr141, %c0 : index
      %frow143 = arith.addi %fr142, %l16 : index
      %fch144 = arith.addi %lq, %c4 : index
      %frm145 = arith.remui %frow143, %c8 : index
      %fsw146 = arith.xori %fch144, %frm145 : index
      %fcol147 = arith.muli %fsw146, %c8 : index
      %fr148 = arith.muli %wn, %c64 : index
      %fr149 = arith.addi %fr148, %c16 : index
      %frow150 = arith.addi %fr149, %l16 : index
      %fch151 = arith.addi %lq, %c4 : index
      %frm152 = arith.remui %frow150, %c8 : index
      %fsw153 = arith.xori %fch151, %frm152 : index
      %fcol154 = arith.muli %fsw153, %c8 : index
      %fr155 = arith.muli %wn, %c64 : index
      %fr156 = arith.addi %fr155, %c32 : index
      %frow157 = arith.addi %fr156, %l16 : index
      %fch158 = arith.addi %lq, %c4 : index
      %frm159 = arith.remui %frow157, %c8 : index
      %fsw160 = arith.xori %fch158, %frm159 : index
      %fcol161 = arith.muli %fsw160, %c8 : index
      %fr162 = arith.muli %wn, %c64 : index
      %fr163 = arith.addi %fr162, %c48 : index
      %frow164 = arith.addi %fr163, %l16 : index
      %fch165 = arith.addi %lq, %c4 : index
      %frm166 = arith.remui %frow164, %c8 : index
      %fsw167 = arith.xori %fch165, %frm166 : index
      %fcol168 = arith.muli %fsw167, %c8 : index
      %zacc = arith.constant dense<0.0> : vector<4xf32>
      %gcol169 = arith.addi %c0, %swc6 : index
      %t170 = cdna4pipe.g2s %A[%grow7, %gcol169], %As[%c0, %r0i2, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol171 = arith.addi %c0, %swc13 : index
      %t172 = cdna4pipe.g2s %A[%grow14, %gcol171], %As[%c0, %r0i9, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol173 = arith.addi %c0, %swc20 : index
      %t174 = cdna4pipe.g2s %A[%grow21, %gcol173], %As[%c0, %r0i16, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol175 = arith.addi %c0, %swc27 : index
      %t176 = cdna4pipe.g2s %A[%grow28, %gcol175], %As[%c0, %r0i23, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol177 = arith.addi %c0, %swc34 : index
      %t178 = cdna4pipe.g2s %B[%grow35, %gcol177], %Bs[%c0, %r0i30, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol179 = arith.addi %c0, %swc41 : index
      %t180 = cdna4pipe.g2s %B[%grow42, %gcol179], %Bs[%c0, %r0i37, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol181 = arith.addi %c0, %swc48 : index
      %t182 = cdna4pipe.g2s %B[%grow49, %gcol181], %Bs[%c0, %r0i44, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol183 = arith.addi %c0, %swc55 : index
      %t184 = cdna4pipe.g2s %B[%grow56, %gcol183], %Bs[%c0, %r0i51, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
      cdna4pipe.wait vmcnt(0)
      cdna4pipe.barrier
      %res:16 = scf.for %k = %c0 to %c127 step %c1 iter_args(%a0_0 = %zacc, %a0_1 = %zacc, %a0_2 = %zacc, %a0_3 = %zacc, %a1_0 = %zacc, %a1_1 = %zacc, %a1_2 = %zacc, %a1_3 = %zacc, %a2_0 = %zacc, %a2_1 = %zacc, %a2_2 = %zacc, %a2_3 = %zacc, %a3_0 = %zacc, %a3_1 = %zacc, %a3_2 = %zacc, %a3_3 = %zacc) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
        %rs = arith.remui %k, %c2 : index
        %kw = arith.addi %k, %c1 : index
        %ws = arith.remui %kw, %c2 : index
        %kwc = arith.muli %kw, %c64 : index
        %s0:12 = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>) {
          %fra185 = cdna4pipe.s2r %As[%rs, %frow59, %fcol63] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra186 = cdna4pipe.s2r %As[%rs, %frow66, %fcol70] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra187 = cdna4pipe.s2r %As[%rs, %frow73, %fcol77] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra188 = cdna4pipe.s2r %As[%rs, %frow80, %fcol84] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb189 = cdna4pipe.s2r %Bs[%rs, %frow87, %fcol91] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb190 = cdna4pipe.s2r %Bs[%rs, %frow94, %fcol98] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %gcol191 = arith.addi %kwc, %swc6 : index
          %t192 = cdna4pipe.g2s %A[%grow7, %gcol191], %As[%ws, %r0i2, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
          %gcol193 = arith.addi %kwc, %swc13 : index
          %t194 = cdna4pipe.g2s %A[%grow14, %gcol193], %As[%ws, %r0i9, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
          %d195 = cdna4pipe.mfma 16x16x32 %fra185 * %frb189 + %a0_0 : vector<8xbf16>, vector<4xf32>
          %d196 = cdna4pipe.mfma 16x16x32 %fra185 * %frb190 + %a0_1 : vector<8xbf16>, vector<4xf32>
          %d197 = cdna4pipe.mfma 16x16x32 %fra186 * %frb189 + %a1_0 : vector<8xbf16>, vector<4xf32>
          %d198 = cdna4pipe.mfma 16x16x32 %fra186 * %frb190 + %a1_1 : vector<8xbf16>, vector<4xf32>
          %d199 = cdna4pipe.mfma 16x16x32 %fra187 * %frb189 + %a2_0 : vector<8xbf16>, vector<4xf32>
          %d200 = cdna4pipe.mfma 16x16x32 %fra187 * %frb190 + %a2_1 : vector<8xbf16>, vector<4xf32>
          %d201 = cdna4pipe.mfma 16x16x32 %fra188 * %frb189 + %a3_0 : vector<8xbf16>, vector<4xf32>
          %d202 = cdna4pipe.mfma 16x16x32 %fra188 * %frb190 + %a3_1 : vector<8xbf16>, vector<4xf32>
          cdna4pipe.yield %d195, %d196, %d197, %d198, %d199, %d200, %d201, %d202, %fra185, %fra186, %fra187, %fra188 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>
        }
        %s1:8 = cdna4pipe.stage 1 priority 1 fence 0 -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
          %frb203 = cdna4pipe.s2r %Bs[%rs, %frow101, %fcol105] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb204 = cdna4pipe.s2r %Bs[%rs, %frow108, %fcol112] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %gcol205 = arith.addi %kwc, %swc20 : index
          %t206 = cdna4pipe.g2s %A[%grow21, %gcol205], %As[%ws, %r0i16, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
          %gcol207 = arith.addi %kwc, %swc27 : index
          %t208 = cdna4pipe.g2s %A[%grow28, %gcol207], %As[%ws, %r0i23, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
          %d209 = cdna4pipe.mfma 16x16x32 %s0#8 * %frb203 + %a0_2 : vector<8xbf16>, vector<4xf32>
          %d210 = cdna4pipe.mfma 16x16x32 %s0#8 * %frb204 + %a0_3 : vector<8xbf16>, vector<4xf32>
          %d211 = cdna4pipe.mfma 16x16x32 %s0#9 * %frb203 + %a1_2 : vector<8xbf16>, vector<4xf32>
          %d212 = cdna4pipe.mfma 16x16x32 %s0#9 * %frb204 + %a1_3 : vector<8xbf16>, vector<4xf32>
          %d213 = cdna4pipe.mfma 16x16x32 %s0#10 * %frb203 + %a2_2 : vector<8xbf16>, vector<4xf32>
          %d214 = cdna4pipe.mfma 16x16x32 %s0#10 * %frb204 + %a2_3 : vector<8xbf16>, vector<4xf32>
          %d215 = cdna4pipe.mfma 16x16x32 %s0#11 * %frb203 + %a3_2 : vector<8xbf16>, vector<4xf32>
          %d216 = cdna4pipe.mfma 16x16x32 %s0#11 * %frb204 + %a3_3 : vector<8xbf16>, vector<4xf32>
          cdna4pipe.yield %d209, %d210, %d211, %d212, %d213, %d214, %d215, %d216 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
        }
        %s2:12 = cdna4pipe.stage 2 priority 1 fence 0 -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>) {
          %fra217 = cdna4pipe.s2r %As[%rs, %frow115, %fcol119] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra218 = cdna4pipe.s2r %As[%rs, %frow122, %fcol126] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra219 = cdna4pipe.s2r %As[%rs, %frow129, %fcol133] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra220 = cdna4pipe.s2r %As[%rs, %frow136, %fcol140] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb221 = cdna4pipe.s2r %Bs[%rs, %frow143, %fcol147] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb222 = cdna4pipe.s2r %Bs[%rs, %frow150, %fcol154] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %gcol223 = arith.addi %kwc, %swc34 : index
          %t224 = cdna4pipe.g2s %B[%grow35, %gcol223], %Bs[%ws, %r0i30, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
          %gcol225 = arith.addi %kwc, %swc41 : index
          %t226 = cdna4pipe.g2s %B[%grow42, %gcol225], %Bs[%ws, %r0i37, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
          %d227 = cdna4pipe.mfma 16x16x32 %fra217 * %frb221 + %s0#0 : vector<8xbf16>, vector<4xf32>
          %d228 = cdna4pipe.mfma 16x16x32 %fra217 * %frb222 + %s0#1 : vector<8xbf16>, vector<4xf32>
          %d229 = cdna4pipe.mfma 16x16x32 %fra218 * %frb221 + %s0#2 : vector<8xbf16>, vector<4xf32>
          %d230 = cdna4pipe.mfma 16x16x32 %fra218 * %frb222 + %s0#3 : vector<8xbf16>, vector<4xf32>
          %d231 = cdna4pipe.mfma 16x16x32 %fra219 * %frb221 + %s0#4 : vector<8xbf16>, vector<4xf32>
          %d232 = cdna4pipe.mfma 16x16x32 %fra219 * %frb222 + %s0#5 : vector<8xbf16>, vector<4xf32>
          %d233 = cdna4pipe.mfma 16x16x32 %fra220 * %frb221 + %s0#6 : vector<8xbf16>, vector<4xf32>
          %d234 = cdna4pipe.mfma 16x16x32 %fra220 * %frb222 + %s0#7 : vector<8xbf16>, vector<4xf32>
          cdna4pipe.yield %d227, %d228, %d229, %d230, %d231, %d232, %d233, %d234, %fra217, %fra218, %fra219, %fra220 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>
        }
        %s3:8 = cdna4pipe.stage 3 priority 1 fence 0 -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
          %frb235 = cdna4pipe.s2r %Bs[%rs, %frow157, %fcol161] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb236 = cdna4pipe.s2r %Bs[%rs, %frow164, %fcol168] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %gcol237 = arith.addi %kwc, %swc48 : index
          %t238 = cdna4pipe.g2s %B[%grow49, %gcol237], %Bs[%ws, %r0i44, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
          %gcol239 = arith.addi %kwc, %swc55 : index
          %t240 = cdna4pipe.g2s %B[%grow56, %gcol239], %Bs[%ws, %r0i51, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<2x128x64xbf16, #gpu.address_space<workgroup>>
          cdna4pipe.wait vmcnt(0) lgkmcnt(0)
          cdna4pipe.barrier
          %d241 = cdna4pipe.mfma 16x16x32 %s2#8 * %frb235 + %s1#0 : vector<8xbf16>, vector<4xf32>
          %d242 = cdna4pipe.mfma 16x16x32 %s2#8 * %frb236 + %s1#1 : vector<8xbf16>, vector<4xf32>
          %d243 = cdna4pipe.mfma 16x16x32 %s2#9 * %frb235 + %s1#2 : vector<8xbf16>, vector<4xf32>
          %d244 = cdna4pipe.mfma 16x16x32 %s2#9 * %frb236 + %s1#3 : vector<8xbf16>, vector<4xf32>
          %d245 = cdna4pipe.mfma 16x16x32 %s2#10 * %frb235 + %s1#4 : vector<8xbf16>, vector<4xf32>
          %d246 = cdna4pipe.mfma 16x16x32 %s2#10 * %frb236 + %s1#5 : vector<8xbf16>, vector<4xf32>
          %d247 = cdna4pipe.mfma 16x16x32 %s2#11 * %frb235 + %s1#6 : vector<8xbf16>, vector<4xf32>
          %d248 = cdna4pipe.mfma 16x16x32 %s2#11 * %frb236 + %s1#7 : vector<8xbf16>, vector<4xf32>
          cdna4pipe.yield %d241, %d242, %d243, %d244, %d245, %d246, %d247, %d248 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
        }
        scf.yield %s2#0, %s2#1, %s3#0, %s3#1, %s2#2, %s2#3, %s3#2, %s3#3, %s2#4, %s2#5, %s3#4, %s3#5, %s2#6, %s2#7, %s3#6, %s3#7 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
      }
      %fra249 = cdna4pipe.s2r %As[%c1, %frow59, %fcol63] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra250 = cdna4pipe.s2r %As[%c1, %frow66, %fcol70] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra251 = cdna4pipe.s2r %As[%c1, %frow73, %fcol77] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra252 = cdna4pipe.s2r %As[%c1, %frow80, %fcol84] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb253 = cdna4pipe.s2r %Bs[%c1, %frow87, %fcol91] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb254 = cdna4pipe.s2r %Bs[%c1, %frow94, %fcol98] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb255 = cdna4pipe.s2r %Bs[%c1, %frow101, %fcol105] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb256 = cdna4pipe.s2r %Bs[%c1, %frow108, %fcol112] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra257 = cdna4pipe.s2r %As[%c1, %frow115, %fcol119] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra258 = cdna4pipe.s2r %As[%c1, %frow122, %fcol126] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra259 = cdna4pipe.s2r %As[%c1, %frow129, %fcol133] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra260 = cdna4pipe.s2r %As[%c1, %frow136, %fcol140] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb261 = cdna4pipe.s2r %Bs[%c1, %frow143, %fcol147] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb262 = cdna4pipe.s2r %Bs[%c1, %frow150, %fcol154] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb263 = cdna4pipe.s2r %Bs[%c1, %frow157, %fcol161] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb264 = cdna4pipe.s2r %Bs[%c1, %frow164, %fcol168] : memref<2x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %d265 = cdna4pipe.mfma 16x16x32 %fra249 * %frb253 + %res#0 : vector<8xbf16>, vector<4xf32>
      %d266 = cdna4pipe.mfma 16x16x32 %fra249 * %frb254 + %res#1 : vector<8xbf16>, vector<4xf32>
      %d267 = cdna4pipe.mfma 16x16x32 %fra249 * %frb255 + %res#2 : vector<8xbf16>, vector<4xf32>
      %d268 = cdna4pipe.mfma 16x16x32 %fra249 * %frb256 + %res#3 : vector<8xbf16>, vector<4xf32>
      %d269 = cdna4pipe.mfma 16x16x32 %fra250 * %frb253 + %res#4 : vector<8xbf16>, vector<4xf32>
      %d270 = cdna4pipe.mfma 16x16x32 %fra250 * %frb254 + %res#5 : vector<8xbf16>, vector<4xf32>
      %d271 = cdna4pipe.mfma 16x16x32 %fra250 * %frb255 + %res#6 : vector<8xbf16>, vector<4xf32>
      %d272 = cdna4pipe.mfma 16x16x32 %fra250 * %frb256 + %res#7 : vector<8xbf16>, vector<4xf32>
      %d273 = cdna4pipe.mfma 16x16x32 %fra251 * %frb253 + %res#8 : vector<8xbf16>, vector<4xf32>
      %d274 = cdna4pipe.mfma 16x16x32 %fra251 * %frb254 + %res#9 : vector<8xbf16>, vector<4xf32>
      %d275 = cdna4pipe.mfma 16x16x32 %fra251 * %frb255 + %res#10 : vector<8xbf16>, vector<4xf32>
      %d276 = cdna4pipe.mfma 16x16x32 %fra251 * %frb256 + %res#11 : vector<8xbf16>, vector<4xf32>
      %d277 = cdna4pipe.mfma 16x16x32 %fra252 * %frb253 + %res#12 : vector<8xbf16>, vector<4xf32>
      %d278 = cdna4pipe.mfma 16x16x32 %fra252 * %frb254 + %res#13 : vector<8xbf16>, vector<4xf32>
      %d279 = cdna4pipe.mfma 16x16x32 %fra252 * %frb255 + %res#14 : vector<8xbf16>, vector<4xf32>
      %d280 = cdna4pipe.mfma 16x16x32 %fra252 * %frb256 + %res#15 : vector<8xbf16>, vector<4xf32>
      %d281 = cdna4pipe.mfma 16x16x32 %fra257 * %frb261 + %d265 : vector<8xbf16>, vector<4xf32>
      %d282 = cdna4pipe.mfma 16x16x32 %fra257 * %frb262 + %d266 : vector<8xbf16>, vector<4xf32>
      %d283 = cdna4pipe.mfma 16x16x32 %fra257 * %frb263 + %d267 : vector<8xbf16>, vector<4xf32>
      %d284 = cdna4pipe.mfma 16x16x32 %fra257 * %frb264 + %d268 : vector<8xbf16>, vector<4xf32>
      %d285 = cdna4pipe.mfma 16x16x32 %fra258 * %frb261 + %d269 : vector<8xbf16>, vector<4xf32>
      %d286 = cdna4pipe.mfma 16x16x32 %fra258 * %frb262 + %d270 : vector<8xbf16>, vector<4xf32>
      %d287 = cdna4pipe.mfma 16x16x32 %fra258 * %frb263 + %d271 : vector<8xbf16>, vector<4xf32>
      %d288 = cdna4pipe.mfma 16x16x32 %fra258 * %frb264 + %d272 : vector<8xbf16>, vector<4xf32>
      %d289 = cdna4pipe.mfma 16x16x32 %fra259 * %frb261 + %d273 : vector<8xbf16>, vector<4xf32>
      %d290 = cdna4pipe.mfma 16x16x32 %fra259 * %frb262 + %d274 : vector<8xbf16>, vector<4xf32>
      %d291 = cdna4pipe.mfma 16x16x32 %fra259 * %frb263 + %d275 : vector<8xbf16>, vector<4xf32>
      %d292 = cdna4pipe.mfma 16x16x32 %fra259 * %frb264 + %d276 : vector<8xbf16>, vector<4xf32>
      %d293 = cdna4pipe.mfma 16x16x32 %fra260 * %frb261 + %d277 : vector<8xbf16>, vector<4xf32>
      %d294 = cdna4pipe.mfma 16x16x32 %fra260 * %frb262 + %d278 : vector<8xbf16>, vector<4xf32>
      %d295 = cdna4pipe.mfma 16x16x32 %fra260 * %frb263 + %d279 : vector<8xbf16>, vector<4xf32>
      %d296 = cdna4pipe.mfma 16x16x32 %fra260 * %frb264 + %d280 : vector<8xbf16>, vector<4xf32>
      %cr297 = arith.muli %wm, %c64 : index
      %cr298 = arith.addi %cr297, %c0 : index
      %cr299 = arith.addi %bm, %cr298 : index
      %cq300 = arith.muli %lq, %c4 : index
      %cr301 = arith.addi %cr299, %cq300 : index
      %cc302 = arith.muli %wn, %c64 : index
      %cc303 = arith.addi %cc302, %c0 : index
      %cc304 = arith.addi %bn, %cc303 : index
      %cc305 = arith.addi %cc304, %l16 : index
      %tr306 = arith.truncf %d281 : vector<4xf32> to vector<4xbf16>
      %x307 = vector.extract %tr306[0] : bf16 from vector<4xbf16>
      %crow308 = arith.addi %cr301, %c0 : index
      memref.store %x307, %C[%crow308, %cc305] : memref<8192x8192xbf16>
      %x309 = vector.extract %tr306[1] : bf16 from vector<4xbf16>
      %crow310 = arith.addi %cr301, %c1 : index
      memref.store %x309, %C[%crow310, %cc305] : memref<8192x8192xbf16>
      %x311 = vector.extract %tr306[2] : bf16 from vector<4xbf16>
      %crow312 = arith.addi %cr301, %c2 : index
      memref.store %x311, %C[%crow312, %cc305] : memref<8192x8192xbf16>
      %x313 = vector.extract %tr306[3] : bf16 from vector<4xbf16>
    %c3 = arith.constant 3 : index
      %crow314 = arith.addi %cr301, %c3 : index
      memref.store %x313, %C[%crow314, %cc305] : memref<8192x8192xbf16>
      %cr315 = arith.muli %wm, %c64 : index
      %cr316 = arith.addi %cr315, %c0 : index
      %cr317 = arith.addi %bm, %cr316 : index
      %cq318 = arith.muli %lq, %c4 : index
      %cr319 = arith.addi %cr317, %cq318 : index
      %cc320 = arith.muli %wn, %c64 : index
      %cc321 = arith.addi %cc320, %c16 : index
      %cc322 = arith.addi %bn, %cc321 : index
      %cc323 = arith.addi %cc322, %l16 : index
      %tr324 = arith.truncf %d282 : vector<4xf32> to vector<4xbf16>
      %x325 = vector.extract %tr324[0] : bf16 from vector<4xbf16>
      %crow326 = arith.addi %cr319, %c0 : index
      memref.store %x325, %C[%crow326, %cc323] : memref<8192x8192xbf16>
      %x327 = vector.extract %tr324[1] : bf16 from vector<4xbf16>
      %crow328 = arith.addi %cr319, %c1 : index
      memref.store %x327, %C[%crow328, %cc323] : memref<8192x8192xbf16>
      %x329 = vector.extract %tr324[2] : bf16 from vector<4xbf16>
      %crow330 = arith.addi %cr319, %c2 : index
      memref.store %x329, %C[%crow330, %cc323] : memref<8192x8192xbf16>
      %x331 = vector.extract %tr324[3] : bf16 from vector<4xbf16>
      %crow332 = arith.addi %cr319, %c3 : index
      memref.store %x331, %C[%crow332, %cc323] : memref<8192x8192xbf16>
      %cr333 = arith.muli %wm, %c64 : index
      %cr334 = arith.addi %cr333, %c0 : index
      %cr335 = arith.addi %bm, %cr334 : index
      %cq336 = arith.muli %lq, %c4 : index
      %cr337 = arith.addi %cr335, %cq336 : index
      %cc338 = arith.muli %wn, %c64 : index
      %cc339 = arith.addi %cc338, %c32 : index
      %cc340 = arith.addi %bn, %cc339 : index
      %cc341 = arith.addi %cc340, %l16 : index
      %tr342 = arith.truncf %d283 : vector<4xf32> to vector<4xbf16>
      %x343 = vector.extract %tr342[0] : bf16 from vector<4xbf16>
      %crow344 = arith.addi %cr337, %c0 : index
      memref.store %x343, %C[%crow344, %cc341] : memref<8192x8192xbf16>
      %x345 = vector.extract %tr342[1] : bf16 from vector<4xbf16>
      %crow346 = arith.addi %cr337, %c1 : index
      memref.store %x345, %C[%crow346, %cc341] : memref<8192x8192xbf16>
      %x347 = vector.extract %tr342[2] : bf16 from vector<4xbf16>
      %crow348 = arith.addi %cr337, %c2 : index
      memref.store %x347, %C[%crow348, %cc341] : memref<8192x8192xbf16>
      %x349 = vector.extract %tr342[3] : bf16 from vector<4xbf16>
      %crow350 = arith.addi %cr337, %c3 : index
      memref.store %x349, %C[%crow350, %cc341] : memref<8192x8192xbf16>
      %cr351 = arith.muli %wm, %c64 : index
      %cr352 = arith.addi %cr351, %c0 : index
      %cr353 = arith.addi %bm, %cr352 : index
      %cq354 = arith.muli %lq, %c4 : index
      %cr355 = arith.addi %cr353, %cq354 : index
      %cc356 = arith.muli %wn, %c64 : index
      %cc357 = arith.addi %cc356, %c48 : index
      %cc358 = arith.addi %bn, %cc357 : index
      %cc359 = arith.addi %cc358, %l16 : index
      %tr360 = arith.truncf %d284 : vector<4xf32> to vector<4xbf16>
      %x361 = vector.extract %tr360[0] : bf16 from vector<4xbf16>
      %crow362 = arith.addi %cr355, %c0 : index
      memref.store %x361, %C[%crow362, %cc359] : memref<8192x8192xbf16>
      %x363 = vector.extract %tr360[1] : bf16 from vector<4xbf16>
      %crow364 = arith.addi %cr355, %c1 : index
      memref.store %x363, %C[%crow364, %cc359] : memref<8192x8192xbf16>
      %x365 = vector.extract %tr360[2] : bf16 from vector<4xbf16>
      %crow366 = arith.addi %cr355, %c2 : index
      memref.store %x365, %C[%crow366, %cc359] : memref<8192x8192xbf16>
      %x367 = vector.extract %tr360[3] : bf16 from vector<4xbf16>
      %crow368 = arith.addi %cr355, %c3 : index
      memref.store %x367, %C[%crow368, %cc359] : memref<8192x8192xbf16>
      %cr369 = arith.muli %wm, %c64 : index
      %cr370 = arith.addi %cr369, %c16 : index
      %cr371 = arith.addi %bm, %cr370 : index
      %cq372 = arith.muli %lq, %c4 : index
      %cr373 = arith.addi %cr371, %cq372 : index
      %cc374 = arith.muli %wn, %c64 : index
      %cc375 = arith.addi %cc374, %c0 : index
      %cc376 = arith.addi %bn, %cc375 : index
      %cc377 = arith.addi %cc376, %l16 : index
      %tr378 = arith.truncf %d285 : vector<4xf32> to vector<4xbf16>
      %x379 = vector.extract %tr378[0] : bf16 from vector<4xbf16>
      %crow380 = arith.addi %cr373, %c0 : index
      memref.store %x379, %C[%crow380, %cc377] : memref<8192x8192xbf16>
      %x381 = vector.extract %tr378[1] : bf16 from vector<4xbf16>
      %crow382 = arith.addi %cr373, %c1 : index
      memref.store %x381, %C[%crow382, %cc377] : memref<8192x8192xbf16>
      %x383 = vector.extract %tr378[2] : bf16 from vector<4xbf16>
      %crow384 = arith.addi %cr373, %c2 : index
      memref.store %x383, %C[%crow384, %cc377] : memref<8192x8192xbf16>
      %x385 = vector.extract %tr378[3] : bf16 from vector<4xbf16>
      %crow386 = arith.addi %cr373, %c3 : index
      memref.store %x385, %C[%crow386, %cc377] : memref<8192x8192xbf16>
      %cr387 = arith.muli %wm, %c64 : index
      %cr388 = arith.addi %cr387, %c16 : index
      %cr389 = arith.addi %bm, %cr388 : index
      %cq390 = arith.muli %lq, %c4 : index
      %cr391 = arith.addi %cr389, %cq390 : index
      %cc392 = arith.muli %wn, %c64 : index
      %cc393 = arith.addi %cc392, %c16 : index
      %cc394 = arith.addi %bn, %cc393 : index
      %cc395 = arith.addi %cc394, %l16 : index
      %tr396 = arith.truncf %d286 : vector<4xf32> to vector<4xbf16>
      %x397 = vector.extract %tr396[0] : bf16 from vector<4xbf16>
      %crow398 = arith.addi %cr391, %c0 : index
      memref.store %x397, %C[%crow398, %cc395] : memref<8192x8192xbf16>
      %x399 = vector.extract %tr396[1] : bf16 from vector<4xbf16>
      %crow400 = arith.addi %cr391, %c1 : index
      memref.store %x399, %C[%crow400, %cc395] : memref<8192x8192xbf16>
      %x401 = vector.extract %tr396[2] : bf16 from vector<4xbf16>
      %crow402 = arith.addi %cr391, %c2 : index
      memref.store %x401, %C[%crow402, %cc395] : memref<8192x8192xbf16>
      %x403 = vector.extract %tr396[3] : bf16 from vector<4xbf16>
      %crow404 = arith.addi %cr391, %c3 : index
      memref.store %x403, %C[%crow404, %cc395] : memref<8192x8192xbf16>
      %cr405 = arith.muli %wm, %c64 : index
      %cr406 = arith.addi %cr405, %c16 : index
      %cr407 = arith.addi %bm, %cr406 : index
      %cq408 = arith.muli %lq, %c4 : index
      %cr409 = arith.addi %cr407, %cq408 : index
      %cc410 = arith.muli %wn, %c64 : index
      %cc411 = arith.addi %cc410, %c32 : index
      %cc412 = arith.addi %bn, %cc411 : index
      %cc413 = arith.addi %cc412, %l16 : index
      %tr414 = arith.truncf %d287 : vector<4xf32> to vector<4xbf16>
      %x415 = vector.extract %tr414[0] : bf16 from vector<4xbf16>
      %crow416 = arith.addi %cr409, %c0 : index
      memref.store %x415, %C[%crow416, %cc413] : memref<8192x8192xbf16>
      %x417 = vector.extract %tr414[1] : bf16 from vector<4xbf16>
      %crow418 = arith.addi %cr409, %c1 : index
      memref.store %x417, %C[%crow418, %cc413] : memref<8192x8192xbf16>
      %x419 = vector.extract %tr414[2] : bf16 from vector<4xbf16>
      %crow420 = arith.addi %cr409, %c2 : index
      memref.store %x419, %C[%crow420, %cc413] : memref<8192x8192xbf16>
      %x421 = vector.extract %tr414[3] : bf16 from vector<4xbf16>
      %crow422 = arith.addi %cr409, %c3 : index
      memref.store %x421, %C[%crow422, %cc413] : memref<8192x8192xbf16>
      %cr423 = arith.muli %wm, %c64 : index
      %cr424 = arith.addi %cr423, %c16 : index
      %cr425 = arith.addi %bm, %cr424 : index
      %cq426 = arith.muli %lq, %c4 : index
      %cr427 = arith.addi %cr425, %cq426 : index
      %cc428 = arith.muli %wn, %c64 : index
      %cc429 = arith.addi %cc428, %c48 : index
      %cc430 = arith.addi %bn, %cc429 : index
      %cc431 = arith.addi %cc430, %l16 : index
      %tr432 = arith.truncf %d288 : vector<4xf32> to vector<4xbf16>
      %x433 = vector.extract %tr432[0] : bf16 from vector<4xbf16>
      %crow434 = arith.addi %cr427, %c0 : index
      memref.store %x433, %C[%crow434, %cc431] : memref<8192x8192xbf16>
      %x435 = vector.extract %tr432[1] : bf16 from vector<4xbf16>
      %crow436 = arith.addi %cr427, %c1 : index
      memref.store %x435, %C[%crow436, %cc431] : memref<8192x8192xbf16>
      %x437 = vector.extract %tr432[2] : bf16 from vector<4xbf16>
      %crow438 = arith.addi %cr427, %c2 : index
      memref.store %x437, %C[%crow438, %cc431] : memref<8192x8192xbf16>
      %x439 = vector.extract %tr432[3] : bf16 from vector<4xbf16>
      %crow440 = arith.addi %cr427, %c3 : index
      memref.store %x439, %C[%crow440, %cc431] : memref<8192x8192xbf16>
      %cr441 = arith.muli %wm, %c64 : index
      %cr442 = arith.addi %cr441, %c32 : index
      %cr443 = arith.addi %bm, %cr442 : index
      %cq444 = arith.muli %lq, %c4 : index
      %cr445 = arith.addi %cr443, %cq444 : index
      %cc446 = arith.muli %wn, %c64 : index
      %cc447 = arith.addi %cc446, %c0 : index
      %cc448 = arith.addi %bn, %cc447 : index
      %cc449 = arith.addi %cc448, %l16 : index
      %tr450 = arith.truncf %d289 : vector<4xf32> to vector<4xbf16>
      %x451 = vector.extract %tr450[0] : bf16 from vector<4xbf16>
      %crow452 = arith.addi %cr445, %c0 : index
      memref.store %x451, %C[%crow452, %cc449] : memref<8192x8192xbf16>
      %x453 = vector.extract %tr450[1] : bf16 from vector<4xbf16>
      %crow454 = arith.addi %cr445, %c1 : index
      memref.store %x453, %C[%crow454, %cc449] : memref<8192x8192xbf16>
      %x455 = vector.extract %tr450[2] : bf16 from vector<4xbf16>
      %crow456 = arith.addi %cr445, %c2 : index
      memref.store %x455, %C[%crow456, %cc449] : memref<8192x8192xbf16>
      %x457 = vector.extract %tr450[3] : bf16 from vector<4xbf16>
      %crow458 = arith.addi %cr445, %c3 : index
      memref.store %x457, %C[%crow458, %cc449] : memref<8192x8192xbf16>
      %cr459 = arith.muli %wm, %c64 : index
      %cr460 = arith.addi %cr459, %c32 : index
      %cr461 = arith.addi %bm, %cr460 : index
      %cq462 = arith.muli %lq, %c4 : index
      %cr463 = arith.addi %cr461, %cq462 : index
      %cc464 = arith.muli %wn, %c64 : index
      %cc465 = arith.addi %cc464, %c16 : index
      %cc466 = arith.addi %bn, %cc465 : index
      %cc467 = arith.addi %cc466, %l16 : index
      %tr468 = arith.truncf %d290 : vector<4xf32> to vector<4xbf16>
      %x469 = vector.extract %tr468[0] : bf16 from vector<4xbf16>
      %crow470 = arith.addi %cr463, %c0 : index
      memref.store %x469, %C[%crow470, %cc467] : memref<8192x8192xbf16>
      %x471 = vector.extract %tr468[1] : bf16 from vector<4xbf16>
      %crow472 = arith.addi %cr463, %c1 : index
      memref.store %x471, %C[%crow472, %cc467] : memref<8192x8192xbf16>
      %x473 = vector.extract %tr468[2] : bf16 from vector<4xbf16>
      %crow474 = arith.addi %cr463, %c2 : index
      memref.store %x473, %C[%crow474, %cc467] : memref<8192x8192xbf16>
      %x475 = vector.extract %tr468[3] : bf16 from vector<4xbf16>
      %crow476 = arith.addi %cr463, %c3 : index
      memref.store %x475, %C[%crow476, %cc467] : memref<8192x8192xbf16>
      %cr477 = arith.muli %wm, %c64 : index
      %cr478 = arith.addi %cr477, %c32 : index
      %cr479 = arith.addi %bm, %cr478 : index
      %cq480 = arith.muli %lq, %c4 : index
      %cr481 = arith.addi %cr479, %cq480 : index
      %cc482 = arith.muli %wn, %c64 : index
      %cc483 = arith.addi %cc482, %c32 : index
      %cc484 = arith.addi %bn, %cc483 : index
      %cc485 = arith.addi %cc484, %l16 : index
      %tr486 = arith.truncf %d291 : vector<4xf32> to vector<4xbf16>
      %x487 = vector.extract %tr486[0] : bf16 from vector<4xbf16>
      %crow488 = arith.addi %cr481, %c0 : index
      memref.store %x487, %C[%crow488, %cc485] : memref<8192x8192xbf16>
      %x489 = vector.extract %tr486[1] : bf16 from vector<4xbf16>
      %crow490 = arith.addi %cr481, %c1 : index
      memref.store %x489, %C[%crow490, %cc485] : memref<8192x8192xbf16>
      %x491 = vector.extract %tr486[2] : bf16 from vector<4xbf16>
      %crow492 = arith.addi %cr481, %c2 : index
      memref.store %x491, %C[%crow492, %cc485] : memref<8192x8192xbf16>
      %x493 = vector.extract %tr486[3] : bf16 from vector<4xbf16>
      %crow494 = arith.addi %cr481, %c3 : index
      memref.store %x493, %C[%crow494, %cc485] : memref<8192x8192xbf16>
      %cr495 = arith.muli %wm, %c64 : index
      %cr496 = arith.addi %cr495, %c32 : index
      %cr497 = arith.addi %bm, %cr496 : index
      %cq498 = arith.muli %lq, %c4 : index
      %cr499 = arith.addi %cr497, %cq498 : index
      %cc500 = arith.muli %wn, %c64 : index
      %cc501 = arith.addi %cc500, %c48 : index
      %cc502 = arith.addi %bn, %cc501 : index
      %cc503 = arith.addi %cc502, %l16 : index
      %tr504 = arith.truncf %d292 : vector<4xf32> to vector<4xbf16>
      %x505 = vector.extract %tr504[0] : bf16 from vector<4xbf16>
      %crow506 = arith.addi %cr499, %c0 : index
      memref.store %x505, %C[%crow506, %cc503] : memref<8192x8192xbf16>
      %x507 = vector.extract %tr504[1] : bf16 from vector<4xbf16>
      %crow508 = arith.addi %cr499, %c1 : index
      memref.store %x507, %C[%crow508, %cc503] : memref<8192x8192xbf16>
      %x509 = vector.extract %tr504[2] : bf16 from vector<4xbf16>
      %crow510 = arith.addi %cr499, %c2 : index
      memref.store %x509, %C[%crow510, %cc503] : memref<8192x8192xbf16>
      %x511 = vector.extract %tr504[3] : bf16 from vector<4xbf16>
      %crow512 = arith.addi %cr499, %c3 : index
      memref.store %x511, %C[%crow512, %cc503] : memref<8192x8192xbf16>
      %cr513 = arith.muli %wm, %c64 : index
      %cr514 = arith.addi %cr513, %c48 : index
      %cr515 = arith.addi %bm, %cr514 : index
      %cq516 = arith.muli %lq, %c4 : index
      %cr517 = arith.addi %cr515, %cq516 : index
      %cc518 = arith.muli %wn, %c64 : index
      %cc519 = arith.addi %cc518, %c0 : index
      %cc520 = arith.addi %bn, %cc519 : index
      %cc521 = arith.addi %cc520, %l16 : index
      %tr522 = arith.truncf %d293 : vector<4xf32> to vector<4xbf16>
      %x523 = vector.extract %tr522[0] : bf16 from vector<4xbf16>
      %crow524 = arith.addi %cr517, %c0 : index
      memref.store %x523, %C[%crow524, %cc521] : memref<8192x8192xbf16>
      %x525 = vector.extract %tr522[1] : bf16 from vector<4xbf16>
      %crow526 = arith.addi %cr517, %c1 : index
      memref.store %x525, %C[%crow526, %cc521] : memref<8192x8192xbf16>
      %x527 = vector.extract %tr522[2] : bf16 from vector<4xbf16>
      %crow528 = arith.addi %cr517, %c2 : index
      memref.store %x527, %C[%crow528, %cc521] : memref<8192x8192xbf16>
      %x529 = vector.extract %tr522[3] : bf16 from vector<4xbf16>
      %crow530 = arith.addi %cr517, %c3 : index
      memref.store %x529, %C[%crow530, %cc521] : memref<8192x8192xbf16>
      %cr531 = arith.muli %wm, %c64 : index
      %cr532 = arith.addi %cr531, %c48 : index
      %cr533 = arith.addi %bm, %cr532 : index
      %cq534 = arith.muli %lq, %c4 : index
      %cr535 = arith.addi %cr533, %cq534 : index
      %cc536 = arith.muli %wn, %c64 : index
      %cc537 = arith.addi %cc536, %c16 : index
      %cc538 = arith.addi %bn, %cc537 : index
      %cc539 = arith.addi %cc538, %l16 : index
      %tr540 = arith.truncf %d294 : vector<4xf32> to vector<4xbf16>
      %x541 = vector.extract %tr540[0] : bf16 from vector<4xbf16>
      %crow542 = arith.addi %cr535, %c0 : index
      memref.store %x541, %C[%crow542, %cc539] : memref<8192x8192xbf16>
      %x543 = vector.extract %tr540[1] : bf16 from vector<4xbf16>
      %crow544 = arith.addi %cr535, %c1 : index
      memref.store %x543, %C[%crow544, %cc539] : memref<8192x8192xbf16>
      %x545 = vector.extract %tr540[2] : bf16 from vector<4xbf16>
      %crow546 = arith.addi %cr535, %c2 : index
      memref.store %x545, %C[%crow546, %cc539] : memref<8192x8192xbf16>
      %x547 = vector.extract %tr540[3] : bf16 from vector<4xbf16>
      %crow548 = arith.addi %cr535, %c3 : index
      memref.store %x547, %C[%crow548, %cc539] : memref<8192x8192xbf16>
      %cr549 = arith.muli %wm, %c64 : index
      %cr550 = arith.addi %cr549, %c48 : index
      %cr551 = arith.addi %bm, %cr550 : index
      %cq552 = arith.muli %lq, %c4 : index
      %cr553 = arith.addi %cr551, %cq552 : index
      %cc554 = arith.muli %wn, %c64 : index
      %cc555 = arith.addi %cc554, %c32 : index
      %cc556 = arith.addi %bn, %cc555 : index
      %cc557 = arith.addi %cc556, %l16 : index
      %tr558 = arith.truncf %d295 : vector<4xf32> to vector<4xbf16>
      %x559 = vector.extract %tr558[0] : bf16 from vector<4xbf16>
      %crow560 = arith.addi %cr553, %c0 : index
      memref.store %x559, %C[%crow560, %cc557] : memref<8192x8192xbf16>
      %x561 = vector.extract %tr558[1] : bf16 from vector<4xbf16>
      %crow562 = arith.addi %cr553, %c1 : index
      memref.store %x561, %C[%crow562, %cc557] : memref<8192x8192xbf16>
      %x563 = vector.extract %tr558[2] : bf16 from vector<4xbf16>
      %crow564 = arith.addi %cr553, %c2 : index
      memref.store %x563, %C[%crow564, %cc557] : memref<8192x8192xbf16>
      %x565 = vector.extract %tr558[3] : bf16 from vector<4xbf16>
      %crow566 = arith.addi %cr553, %c3 : index
      memref.store %x565, %C[%crow566, %cc557] : memref<8192x8192xbf16>
      %cr567 = arith.muli %wm, %c64 : index
      %cr568 = arith.addi %cr567, %c48 : index
      %cr569 = arith.addi %bm, %cr568 : index
      %cq570 = arith.muli %lq, %c4 : index
      %cr571 = arith.addi %cr569, %cq570 : index
      %cc572 = arith.muli %wn, %c64 : index
      %cc573 = arith.addi %cc572, %c48 : index
      %cc574 = arith.addi %bn, %cc573 : index
      %cc575 = arith.addi %cc574, %l16 : index
      %tr576 = arith.truncf %d296 : vector<4xf32> to vector<4xbf16>
      %x577 = vector.extract %tr576[0] : bf16 from vector<4xbf16>
      %crow578 = arith.addi %cr571, %c0 : index
      memref.store %x577, %C[%crow578, %cc575] : memref<8192x8192xbf16>
      %x579 = vector.extract %tr576[1] : bf16 from vector<4xbf16>
      %crow580 = arith.addi %cr571, %c1 : index
      memref.store %x579, %C[%crow580, %cc575] : memref<8192x8192xbf16>
      %x581 = vector.extract %tr576[2] : bf16 from vector<4xbf16>
      %crow582 = arith.addi %cr571, %c2 : index
      memref.store %x581, %C[%crow582, %cc575] : memref<8192x8192xbf16>
      %x583 = vector.extract %tr576[3] : bf16 from vector<4xbf16>
      %crow584 = arith.addi %cr571, %c3 : index
      memref.store %x583, %C[%crow584, %cc575] : memref<8192x8192xbf16>
      gpu.return
    }
  }
}
