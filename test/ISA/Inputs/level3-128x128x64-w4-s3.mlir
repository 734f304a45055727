module attributes {gpu.container_module} {
  gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {m = 8192, n = 8192, k = 8192, tile_m = 128, tile_n = 128, tile_k = 64, waves = 4, dtype = "bf16", swizzle = "xor", c_dtype = "bf16"}} {
    gpu.func @gemm(%A: memref<8192x8192xbf16>, %B: memref<8192x8192xbf16>, %C: memref<8192x8192xbf16>)
        workgroup(%As : memref<3x128x64xbf16, #gpu.address_space<workgroup>>, %Bs : memref<3x128x64xbf16, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %c126 = arith.constant 126 : index
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
      %t170 = cdna4pipe.g2s %A[%grow7, %gcol169], %As[%c0, %r0i2, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol171 = arith.addi %c0, %swc13 : index
      %t172 = cdna4pipe.g2s %A[%grow14, %gcol171], %As[%c0, %r0i9, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol173 = arith.addi %c0, %swc20 : index
      %t174 = cdna4pipe.g2s %A[%grow21, %gcol173], %As[%c0, %r0i16, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol175 = arith.addi %c0, %swc27 : index
      %t176 = cdna4pipe.g2s %A[%grow28, %gcol175], %As[%c0, %r0i23, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol177 = arith.addi %c0, %swc34 : index
      %t178 = cdna4pipe.g2s %B[%grow35, %gcol177], %Bs[%c0, %r0i30, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol179 = arith.addi %c0, %swc41 : index
      %t180 = cdna4pipe.g2s %B[%grow42, %gcol179], %Bs[%c0, %r0i37, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol181 = arith.addi %c0, %swc48 : index
      %t182 = cdna4pipe.g2s %B[%grow49, %gcol181], %Bs[%c0, %r0i44, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol183 = arith.addi %c0, %swc55 : index
      %t184 = cdna4pipe.g2s %B[%grow56, %gcol183], %Bs[%c0, %r0i51, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol185 = arith.addi %c64, %swc6 : index
      %t186 = cdna4pipe.g2s %A[%grow7, %gcol185], %As[%c1, %r0i2, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol187 = arith.addi %c64, %swc13 : index
      %t188 = cdna4pipe.g2s %A[%grow14, %gcol187], %As[%c1, %r0i9, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol189 = arith.addi %c64, %swc20 : index
      %t190 = cdna4pipe.g2s %A[%grow21, %gcol189], %As[%c1, %r0i16, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol191 = arith.addi %c64, %swc27 : index
      %t192 = cdna4pipe.g2s %A[%grow28, %gcol191], %As[%c1, %r0i23, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol193 = arith.addi %c64, %swc34 : index
      %t194 = cdna4pipe.g2s %B[%grow35, %gcol193], %Bs[%c1, %r0i30, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol195 = arith.addi %c64, %swc41 : index
      %t196 = cdna4pipe.g2s %B[%grow42, %gcol195], %Bs[%c1, %r0i37, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol197 = arith.addi %c64, %swc48 : index
      %t198 = cdna4pipe.g2s %B[%grow49, %gcol197], %Bs[%c1, %r0i44, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      %gcol199 = arith.addi %c64, %swc55 : index
      %t200 = cdna4pipe.g2s %B[%grow56, %gcol199], %Bs[%c1, %r0i51, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
      cdna4pipe.wait vmcnt(8)
      cdna4pipe.barrier
      %res:16 = scf.for %k = %c0 to %c126 step %c1 iter_args(%a0_0 = %zacc, %a0_1 = %zacc, %a0_2 = %zacc, %a0_3 = %zacc, %a1_0 = %zacc, %a1_1 = %zacc, %a1_2 = %zacc, %a1_3 = %zacc, %a2_0 = %zacc, %a2_1 = %zacc, %a2_2 = %zacc, %a2_3 = %zacc, %a3_0 = %zacc, %a3_1 = %zacc, %a3_2 = %zacc, %a3_3 = %zacc) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
        %rs = arith.remui %k, %c3 : index
        %kw = arith.addi %k, %c2 : index
        %ws = arith.remui %kw, %c3 : index
        %kwc = arith.muli %kw, %c64 : index
        %s0:12 = cdna4pipe.stage 0 priority 1 fence 0 -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>) {
          %fra201 = cdna4pipe.s2r %As[%rs, %frow59, %fcol63] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra202 = cdna4pipe.s2r %As[%rs, %frow66, %fcol70] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra203 = cdna4pipe.s2r %As[%rs, %frow73, %fcol77] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra204 = cdna4pipe.s2r %As[%rs, %frow80, %fcol84] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb205 = cdna4pipe.s2r %Bs[%rs, %frow87, %fcol91] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb206 = cdna4pipe.s2r %Bs[%rs, %frow94, %fcol98] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %gcol207 = arith.addi %kwc, %swc6 : index
          %t208 = cdna4pipe.g2s %A[%grow7, %gcol207], %As[%ws, %r0i2, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
          %gcol209 = arith.addi %kwc, %swc13 : index
          %t210 = cdna4pipe.g2s %A[%grow14, %gcol209], %As[%ws, %r0i9, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
          %d211 = cdna4pipe.mfma 16x16x32 %fra201 * %frb205 + %a0_0 : vector<8xbf16>, vector<4xf32>
          %d212 = cdna4pipe.mfma 16x16x32 %fra201 * %frb206 + %a0_1 : vector<8xbf16>, vector<4xf32>
          %d213 = cdna4pipe.mfma 16x16x32 %fra202 * %frb205 + %a1_0 : vector<8xbf16>, vector<4xf32>
          %d214 = cdna4pipe.mfma 16x16x32 %fra202 * %frb206 + %a1_1 : vector<8xbf16>, vector<4xf32>
          %d215 = cdna4pipe.mfma 16x16x32 %fra203 * %frb205 + %a2_0 : vector<8xbf16>, vector<4xf32>
          %d216 = cdna4pipe.mfma 16x16x32 %fra203 * %frb206 + %a2_1 : vector<8xbf16>, vector<4xf32>
          %d217 = cdna4pipe.mfma 16x16x32 %fra204 * %frb205 + %a3_0 : vector<8xbf16>, vector<4xf32>
          %d218 = cdna4pipe.mfma 16x16x32 %fra204 * %frb206 + %a3_1 : vector<8xbf16>, vector<4xf32>
          cdna4pipe.yield %d211, %d212, %d213, %d214, %d215, %d216, %d217, %d218, %fra201, %fra202, %fra203, %fra204 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>
        }
        %s1:8 = cdna4pipe.stage 1 priority 1 fence 0 -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
          %frb219 = cdna4pipe.s2r %Bs[%rs, %frow101, %fcol105] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb220 = cdna4pipe.s2r %Bs[%rs, %frow108, %fcol112] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %gcol221 = arith.addi %kwc, %swc20 : index
          %t222 = cdna4pipe.g2s %A[%grow21, %gcol221], %As[%ws, %r0i16, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
          %gcol223 = arith.addi %kwc, %swc27 : index
          %t224 = cdna4pipe.g2s %A[%grow28, %gcol223], %As[%ws, %r0i23, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
          %d225 = cdna4pipe.mfma 16x16x32 %s0#8 * %frb219 + %a0_2 : vector<8xbf16>, vector<4xf32>
          %d226 = cdna4pipe.mfma 16x16x32 %s0#8 * %frb220 + %a0_3 : vector<8xbf16>, vector<4xf32>
          %d227 = cdna4pipe.mfma 16x16x32 %s0#9 * %frb219 + %a1_2 : vector<8xbf16>, vector<4xf32>
          %d228 = cdna4pipe.mfma 16x16x32 %s0#9 * %frb220 + %a1_3 : vector<8xbf16>, vector<4xf32>
          %d229 = cdna4pipe.mfma 16x16x32 %s0#10 * %frb219 + %a2_2 : vector<8xbf16>, vector<4xf32>
          %d230 = cdna4pipe.mfma 16x16x32 %s0#10 * %frb220 + %a2_3 : vector<8xbf16>, vector<4xf32>
          %d231 = cdna4pipe.mfma 16x16x32 %s0#11 * %frb219 + %a3_2 : vector<8xbf16>, vector<4xf32>
          %d232 = cdna4pipe.mfma 16x16x32 %s0#11 * %frb220 + %a3_3 : vector<8xbf16>, vector<4xf32>
          cdna4pipe.yield %d225, %d226, %d227, %d228, %d229, %d230, %d231, %d232 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
        }
        %s2:12 = cdna4pipe.stage 2 priority 1 fence 0 -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>) {
          %fra233 = cdna4pipe.s2r %As[%rs, %frow115, %fcol119] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra234 = cdna4pipe.s2r %As[%rs, %frow122, %fcol126] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra235 = cdna4pipe.s2r %As[%rs, %frow129, %fcol133] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %fra236 = cdna4pipe.s2r %As[%rs, %frow136, %fcol140] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb237 = cdna4pipe.s2r %Bs[%rs, %frow143, %fcol147] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb238 = cdna4pipe.s2r %Bs[%rs, %frow150, %fcol154] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %gcol239 = arith.addi %kwc, %swc34 : index
          %t240 = cdna4pipe.g2s %B[%grow35, %gcol239], %Bs[%ws, %r0i30, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
          %gcol241 = arith.addi %kwc, %swc41 : index
          %t242 = cdna4pipe.g2s %B[%grow42, %gcol241], %Bs[%ws, %r0i37, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
          %d243 = cdna4pipe.mfma 16x16x32 %fra233 * %frb237 + %s0#0 : vector<8xbf16>, vector<4xf32>
          %d244 = cdna4pipe.mfma 16x16x32 %fra233 * %frb238 + %s0#1 : vector<8xbf16>, vector<4xf32>
          %d245 = cdna4pipe.mfma 16x16x32 %fra234 * %frb237 + %s0#2 : vector<8xbf16>, vector<4xf32>
          %d246 = cdna4pipe.mfma 16x16x32 %fra234 * %frb238 + %s0#3 : vector<8xbf16>, vector<4xf32>
          %d247 = cdna4pipe.mfma 16x16x32 %fra235 * %frb237 + %s0#4 : vector<8xbf16>, vector<4xf32>
          %d248 = cdna4pipe.mfma 16x16x32 %fra235 * %frb238 + %s0#5 : vector<8xbf16>, vector<4xf32>
          %d249 = cdna4pipe.mfma 16x16x32 %fra236 * %frb237 + %s0#6 : vector<8xbf16>, vector<4xf32>
          %d250 = cdna4pipe.mfma 16x16x32 %fra236 * %frb238 + %s0#7 : vector<8xbf16>, vector<4xf32>
          cdna4pipe.yield %d243, %d244, %d245, %d246, %d247, %d248, %d249, %d250, %fra233, %fra234, %fra235, %fra236 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>
        }
        %s3:8 = cdna4pipe.stage 3 priority 1 fence 0 -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
          %frb251 = cdna4pipe.s2r %Bs[%rs, %frow157, %fcol161] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %frb252 = cdna4pipe.s2r %Bs[%rs, %frow164, %fcol168] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
          %gcol253 = arith.addi %kwc, %swc48 : index
          %t254 = cdna4pipe.g2s %B[%grow49, %gcol253], %Bs[%ws, %r0i44, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
          %gcol255 = arith.addi %kwc, %swc55 : index
          %t256 = cdna4pipe.g2s %B[%grow56, %gcol255], %Bs[%ws, %r0i51, %c0] : vector<8xbf16>, memref<8192x8192xbf16> -> memref<3x128x64xbf16, #gpu.address_space<workgroup>>
          cdna4pipe.wait vmcnt(8) lgkmcnt(0)
          cdna4pipe.barrier
          %d257 = cdna4pipe.mfma 16x16x32 %s2#8 * %frb251 + %s1#0 : vector<8xbf16>, vector<4xf32>
          %d258 = cdna4pipe.mfma 16x16x32 %s2#8 * %frb252 + %s1#1 : vector<8xbf16>, vector<4xf32>
          %d259 = cdna4pipe.mfma 16x16x32 %s2#9 * %frb251 + %s1#2 : vector<8xbf16>, vector<4xf32>
          %d260 = cdna4pipe.mfma 16x16x32 %s2#9 * %frb252 + %s1#3 : vector<8xbf16>, vector<4xf32>
          %d261 = cdna4pipe.mfma 16x16x32 %s2#10 * %frb251 + %s1#4 : vector<8xbf16>, vector<4xf32>
          %d262 = cdna4pipe.mfma 16x16x32 %s2#10 * %frb252 + %s1#5 : vector<8xbf16>, vector<4xf32>
          %d263 = cdna4pipe.mfma 16x16x32 %s2#11 * %frb251 + %s1#6 : vector<8xbf16>, vector<4xf32>
          %d264 = cdna4pipe.mfma 16x16x32 %s2#11 * %frb252 + %s1#7 : vector<8xbf16>, vector<4xf32>
          cdna4pipe.yield %d257, %d258, %d259, %d260, %d261, %d262, %d263, %d264 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
        }
        scf.yield %s2#0, %s2#1, %s3#0, %s3#1, %s2#2, %s2#3, %s3#2, %s3#3, %s2#4, %s2#5, %s3#4, %s3#5, %s2#6, %s2#7, %s3#6, %s3#7 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
      }
      %fra265 = cdna4pipe.s2r %As[%c0, %frow59, %fcol63] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra266 = cdna4pipe.s2r %As[%c0, %frow66, %fcol70] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra267 = cdna4pipe.s2r %As[%c0, %frow73, %fcol77] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra268 = cdna4pipe.s2r %As[%c0, %frow80, %fcol84] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb269 = cdna4pipe.s2r %Bs[%c0, %frow87, %fcol91] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb270 = cdna4pipe.s2r %Bs[%c0, %frow94, %fcol98] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb271 = cdna4pipe.s2r %Bs[%c0, %frow101, %fcol105] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb272 = cdna4pipe.s2r %Bs[%c0, %frow108, %fcol112] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra273 = cdna4pipe.s2r %As[%c0, %frow115, %fcol119] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra274 = cdna4pipe.s2r %As[%c0, %frow122, %fcol126] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra275 = cdna4pipe.s2r %As[%c0, %frow129, %fcol133] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra276 = cdna4pipe.s2r %As[%c0, %frow136, %fcol140] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb277 = cdna4pipe.s2r %Bs[%c0, %frow143, %fcol147] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb278 = cdna4pipe.s2r %Bs[%c0, %frow150, %fcol154] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb279 = cdna4pipe.s2r %Bs[%c0, %frow157, %fcol161] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb280 = cdna4pipe.s2r %Bs[%c0, %frow164, %fcol168] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %d281 = cdna4pipe.mfma 16x16x32 %fra265 * %frb269 + %res#0 : vector<8xbf16>, vector<4xf32>
      %d282 = cdna4pipe.mfma 16x16x32 %fra265 * %frb270 + %res#1 : vector<8xbf16>, vector<4xf32>
      %d283 = cdna4pipe.mfma 16x16x32 %fra265 * %frb271 + %res#2 : vector<8xbf16>, vector<4xf32>
      %d284 = cdna4pipe.mfma 16x16x32 %fra265 * %frb272 + %res#3 : vector<8xbf16>, vector<4xf32>
      %d285 = cdna4pipe.mfma 16x16x32 %fra266 * %frb269 + %res#4 : vector<8xbf16>, vector<4xf32>
      %d286 = cdna4pipe.mfma 16x16x32 %fra266 * %frb270 + %res#5 : vector<8xbf16>, vector<4xf32>
      %d287 = cdna4pipe.mfma 16x16x32 %fra266 * %frb271 + %res#6 : vector<8xbf16>, vector<4xf32>
      %d288 = cdna4pipe.mfma 16x16x32 %fra266 * %frb272 + %res#7 : vector<8xbf16>, vector<4xf32>
      %d289 = cdna4pipe.mfma 16x16x32 %fra267 * %frb269 + %res#8 : vector<8xbf16>, vector<4xf32>
      %d290 = cdna4pipe.mfma 16x16x32 %fra267 * %frb270 + %res#9 : vector<8xbf16>, vector<4xf32>
      %d291 = cdna4pipe.mfma 16x16x32 %fra267 * %frb271 + %res#10 : vector<8xbf16>, vector<4xf32>
      %d292 = cdna4pipe.mfma 16x16x32 %fra267 * %frb272 + %res#11 : vector<8xbf16>, vector<4xf32>
      %d293 = cdna4pipe.mfma 16x16x32 %fra268 * %frb269 + %res#12 : vector<8xbf16>, vector<4xf32>
      %d294 = cdna4pipe.mfma 16x16x32 %fra268 * %frb270 + %res#13 : vector<8xbf16>, vector<4xf32>
      %d295 = cdna4pipe.mfma 16x16x32 %fra268 * %frb271 + %res#14 : vector<8xbf16>, vector<4xf32>
      %d296 = cdna4pipe.mfma 16x16x32 %fra268 * %frb272 + %res#15 : vector<8xbf16>, vector<4xf32>
      %d297 = cdna4pipe.mfma 16x16x32 %fra273 * %frb277 + %d281 : vector<8xbf16>, vector<4xf32>
      %d298 = cdna4pipe.mfma 16x16x32 %fra273 * %frb278 + %d282 : vector<8xbf16>, vector<4xf32>
      %d299 = cdna4pipe.mfma 16x16x32 %fra273 * %frb279 + %d283 : vector<8xbf16>, vector<4xf32>
      %d300 = cdna4pipe.mfma 16x16x32 %fra273 * %frb280 + %d284 : vector<8xbf16>, vector<4xf32>
      %d301 = cdna4pipe.mfma 16x16x32 %fra274 * %frb277 + %d285 : vector<8xbf16>, vector<4xf32>
      %d302 = cdna4pipe.mfma 16x16x32 %fra274 * %frb278 + %d286 : vector<8xbf16>, vector<4xf32>
      %d303 = cdna4pipe.mfma 16x16x32 %fra274 * %frb279 + %d287 : vector<8xbf16>, vector<4xf32>
      %d304 = cdna4pipe.mfma 16x16x32 %fra274 * %frb280 + %d288 : vector<8xbf16>, vector<4xf32>
      %d305 = cdna4pipe.mfma 16x16x32 %fra275 * %frb277 + %d289 : vector<8xbf16>, vector<4xf32>
      %d306 = cdna4pipe.mfma 16x16x32 %fra275 * %frb278 + %d290 : vector<8xbf16>, vector<4xf32>
      %d307 = cdna4pipe.mfma 16x16x32 %fra275 * %frb279 + %d291 : vector<8xbf16>, vector<4xf32>
      %d308 = cdna4pipe.mfma 16x16x32 %fra275 * %frb280 + %d292 : vector<8xbf16>, vector<4xf32>
      %d309 = cdna4pipe.mfma 16x16x32 %fra276 * %frb277 + %d293 : vector<8xbf16>, vector<4xf32>
      %d310 = cdna4pipe.mfma 16x16x32 %fra276 * %frb278 + %d294 : vector<8xbf16>, vector<4xf32>
      %d311 = cdna4pipe.mfma 16x16x32 %fra276 * %frb279 + %d295 : vector<8xbf16>, vector<4xf32>
      %d312 = cdna4pipe.mfma 16x16x32 %fra276 * %frb280 + %d296 : vector<8xbf16>, vector<4xf32>
      cdna4pipe.wait vmcnt(0)
      cdna4pipe.barrier
      %fra313 = cdna4pipe.s2r %As[%c1, %frow59, %fcol63] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra314 = cdna4pipe.s2r %As[%c1, %frow66, %fcol70] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra315 = cdna4pipe.s2r %As[%c1, %frow73, %fcol77] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra316 = cdna4pipe.s2r %As[%c1, %frow80, %fcol84] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb317 = cdna4pipe.s2r %Bs[%c1, %frow87, %fcol91] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb318 = cdna4pipe.s2r %Bs[%c1, %frow94, %fcol98] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb319 = cdna4pipe.s2r %Bs[%c1, %frow101, %fcol105] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb320 = cdna4pipe.s2r %Bs[%c1, %frow108, %fcol112] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra321 = cdna4pipe.s2r %As[%c1, %frow115, %fcol119] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra322 = cdna4pipe.s2r %As[%c1, %frow122, %fcol126] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra323 = cdna4pipe.s2r %As[%c1, %frow129, %fcol133] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %fra324 = cdna4pipe.s2r %As[%c1, %frow136, %fcol140] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb325 = cdna4pipe.s2r %Bs[%c1, %frow143, %fcol147] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb326 = cdna4pipe.s2r %Bs[%c1, %frow150, %fcol154] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb327 = cdna4pipe.s2r %Bs[%c1, %frow157, %fcol161] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %frb328 = cdna4pipe.s2r %Bs[%c1, %frow164, %fcol168] : memref<3x128x64xbf16, #gpu.address_space<workgroup>> -> vector<8xbf16>
      %d329 = cdna4pipe.mfma 16x16x32 %fra313 * %frb317 + %d297 : vector<8xbf16>, vector<4xf32>
      %d330 = cdna4pipe.mfma 16x16x32 %fra313 * %frb318 + %d298 : vector<8xbf16>, vector<4xf32>
      %d331 = cdna4pipe.mfma 16x16x32 %fra313 * %frb319 + %d299 : vector<8xbf16>, vector<4xf32>
      %d332 = cdna4pipe.mfma 16x16x32 %fra313 * %frb320 + %d300 : vector<8xbf16>, vector<4xf32>
      %d333 = cdna4pipe.mfma 16x16x32 %fra314 * %frb317 + %d301 : vector<8xbf16>, vector<4xf32>
      %d334 = cdna4pipe.mfma 16x16x32 %fra314 * %frb318 + %d302 : vector<8xbf16>, vector<4xf32>
      %d335 = cdna4pipe.mfma 16x16x32 %fra314 * %frb319 + %d303 : vector<8xbf16>, vector<4xf32>
      %d336 = cdna4pipe.mfma 16x16x32 %fra314 * %frb320 + %d304 : vector<8xbf16>, vector<4xf32>
      %d337 = cdna4pipe.mfma 16x16x32 %fra315 * %frb317 + %d305 : vector<8xbf16>, vector<4xf32>
      %d338 = cdna4pipe.mfma 16x16x32 %fra315 * %frb318 + %d306 : vector<8xbf16>, vector<4xf32>
      %d339 = cdna4pipe.mfma 16x16x32 %fra315 * %frb319 + %d307 : vector<8xbf16>, vector<4xf32>
      %d340 = cdna4pipe.mfma 16x16x32 %fra315 * %frb320 + %d308 : vector<8xbf16>, vector<4xf32>
      %d341 = cdna4pipe.mfma 16x16x32 %fra316 * %frb317 + %d309 : vector<8xbf16>, vector<4xf32>
      %d342 = cdna4pipe.mfma 16x16x32 %fra316 * %frb318 + %d310 : vector<8xbf16>, vector<4xf32>
      %d343 = cdna4pipe.mfma 16x16x32 %fra316 * %frb319 + %d311 : vector<8xbf16>, vector<4xf32>
      %d344 = cdna4pipe.mfma 16x16x32 %fra316 * %frb320 + %d312 : vector<8xbf16>, vector<4xf32>
      %d345 = cdna4pipe.mfma 16x16x32 %fra321 * %frb325 + %d329 : vector<8xbf16>, vector<4xf32>
      %d346 = cdna4pipe.mfma 16x16x32 %fra321 * %frb326 + %d330 : vector<8xbf16>, vector<4xf32>
      %d347 = cdna4pipe.mfma 16x16x32 %fra321 * %frb327 + %d331 : vector<8xbf16>, vector<4xf32>
      %d348 = cdna4pipe.mfma 16x16x32 %fra321 * %frb328 + %d332 : vector<8xbf16>, vector<4xf32>
      %d349 = cdna4pipe.mfma 16x16x32 %fra322 * %frb325 + %d333 : vector<8xbf16>, vector<4xf32>
      %d350 = cdna4pipe.mfma 16x16x32 %fra322 * %frb326 + %d334 : vector<8xbf16>, vector<4xf32>
      %d351 = cdna4pipe.mfma 16x16x32 %fra322 * %frb327 + %d335 : vector<8xbf16>, vector<4xf32>
      %d352 = cdna4pipe.mfma 16x16x32 %fra322 * %frb328 + %d336 : vector<8xbf16>, vector<4xf32>
      %d353 = cdna4pipe.mfma 16x16x32 %fra323 * %frb325 + %d337 : vector<8xbf16>, vector<4xf32>
      %d354 = cdna4pipe.mfma 16x16x32 %fra323 * %frb326 + %d338 : vector<8xbf16>, vector<4xf32>
      %d355 = cdna4pipe.mfma 16x16x32 %fra323 * %frb327 + %d339 : vector<8xbf16>, vector<4xf32>
      %d356 = cdna4pipe.mfma 16x16x32 %fra323 * %frb328 + %d340 : vector<8xbf16>, vector<4xf32>
      %d357 = cdna4pipe.mfma 16x16x32 %fra324 * %frb325 + %d341 : vector<8xbf16>, vector<4xf32>
      %d358 = cdna4pipe.mfma 16x16x32 %fra324 * %frb326 + %d342 : vector<8xbf16>, vector<4xf32>
      %d359 = cdna4pipe.mfma 16x16x32 %fra324 * %frb327 + %d343 : vector<8xbf16>, vector<4xf32>
      %d360 = cdna4pipe.mfma 16x16x32 %fra324 * %frb328 + %d344 : vector<8xbf16>, vector<4xf32>
      %cr361 = arith.muli %wm, %c64 : index
      %cr362 = arith.addi %cr361, %c0 : index
      %cr363 = arith.addi %bm, %cr362 : index
      %cq364 = arith.muli %lq, %c4 : index
      %cr365 = arith.addi %cr363, %cq364 : index
      %cc366 = arith.muli %wn, %c64 : index
      %cc367 = arith.addi %cc366, %c0 : index
      %cc368 = arith.addi %bn, %cc367 : index
      %cc369 = arith.addi %cc368, %l16 : index
      %tr370 = arith.truncf %d345 : vector<4xf32> to vector<4xbf16>
      %x371 = vector.extract %tr370[0] : bf16 from vector<4xbf16>
      %crow372 = arith.addi %cr365, %c0 : index
      memref.store %x371, %C[%crow372, %cc369] : memref<8192x8192xbf16>
      %x373 = vector.extract %tr370[1] : bf16 from vector<4xbf16>
      %crow374 = arith.addi %cr365, %c1 : index
      memref.store %x373, %C[%crow374, %cc369] : memref<8192x8192xbf16>
      %x375 = vector.extract %tr370[2] : bf16 from vector<4xbf16>
      %crow376 = arith.addi %cr365, %c2 : index
      memref.store %x375, %C[%crow376, %cc369] : memref<8192x8192xbf16>
      %x377 = vector.extract %tr370[3] : bf16 from vector<4xbf16>
      %crow378 = arith.addi %cr365, %c3 : index
      memref.store %x377, %C[%crow378, %cc369] : memref<8192x8192xbf16>
      %cr379 = arith.muli %wm, %c64 : index
      %cr380 = arith.addi %cr379, %c0 : index
      %cr381 = arith.addi %bm, %cr380 : index
      %cq382 = arith.muli %lq, %c4 : index
      %cr383 = arith.addi %cr381, %cq382 : index
      %cc384 = arith.muli %wn, %c64 : index
      %cc385 = arith.addi %cc384, %c16 : index
      %cc386 = arith.addi %bn, %cc385 : index
      %cc387 = arith.addi %cc386, %l16 : index
      %tr388 = arith.truncf %d346 : vector<4xf32> to vector<4xbf16>
      %x389 = vector.extract %tr388[0] : bf16 from vector<4xbf16>
      %crow390 = arith.addi %cr383, %c0 : index
      memref.store %x389, %C[%crow390, %cc387] : memref<8192x8192xbf16>
      %x391 = vector.extract %tr388[1] : bf16 from vector<4xbf16>
      %crow392 = arith.addi %cr383, %c1 : index
      memref.store %x391, %C[%crow392, %cc387] : memref<8192x8192xbf16>
      %x393 = vector.extract %tr388[2] : bf16 from vector<4xbf16>
      %crow394 = arith.addi %cr383, %c2 : index
      memref.store %x393, %C[%crow394, %cc387] : memref<8192x8192xbf16>
      %x395 = vector.extract %tr388[3] : bf16 from vector<4xbf16>
      %crow396 = arith.addi %cr383, %c3 : index
      memref.store %x395, %C[%crow396, %cc387] : memref<8192x8192xbf16>
      %cr397 = arith.muli %wm, %c64 : index
      %cr398 = arith.addi %cr397, %c0 : index
      %cr399 = arith.addi %bm, %cr398 : index
      %cq400 = arith.muli %lq, %c4 : index
      %cr401 = arith.addi %cr399, %cq400 : index
      %cc402 = arith.muli %wn, %c64 : index
      %cc403 = arith.addi %cc402, %c32 : index
      %cc404 = arith.addi %bn, %cc403 : index
      %cc405 = arith.addi %cc404, %l16 : index
      %tr406 = arith.truncf %d347 : vector<4xf32> to vector<4xbf16>
      %x407 = vector.extract %tr406[0] : bf16 from vector<4xbf16>
      %crow408 = arith.addi %cr401, %c0 : index
      memref.store %x407, %C[%crow408, %cc405] : memref<8192x8192xbf16>
      %x409 = vector.extract %tr406[1] : bf16 from vector<4xbf16>
      %crow410 = arith.addi %cr401, %c1 : index
      memref.store %x409, %C[%crow410, %cc405] : memref<8192x8192xbf16>
      %x411 = vector.extract %tr406[2] : bf16 from vector<4xbf16>
      %crow412 = arith.addi %cr401, %c2 : index
      memref.store %x411, %C[%crow412, %cc405] : memref<8192x8192xbf16>
      %x413 = vector.extract %tr406[3] : bf16 from vector<4xbf16>
      %crow414 = arith.addi %cr401, %c3 : index
      memref.store %x413, %C[%crow414, %cc405] : memref<8192x8192xbf16>
      %cr415 = arith.muli %wm, %c64 : index
      %cr416 = arith.addi %cr415, %c0 : index
      %cr417 = arith.addi %bm, %cr416 : index
      %cq418 = arith.muli %lq, %c4 : index
      %cr419 = arith.addi %cr417, %cq418 : index
      %cc420 = arith.muli %wn, %c64 : index
      %cc421 = arith.addi %cc420, %c48 : index
      %cc422 = arith.addi %bn, %cc421 : index
      %cc423 = arith.addi %cc422, %l16 : index
      %tr424 = arith.truncf %d348 : vector<4xf32> to vector<4xbf16>
      %x425 = vector.extract %tr424[0] : bf16 from vector<4xbf16>
      %crow426 = arith.addi %cr419, %c0 : index
      memref.store %x425, %C[%crow426, %cc423] : memref<8192x8192xbf16>
      %x427 = vector.extract %tr424[1] : bf16 from vector<4xbf16>
      %crow428 = arith.addi %cr419, %c1 : index
      memref.store %x427, %C[%crow428, %cc423] : memref<8192x8192xbf16>
      %x429 = vector.extract %tr424[2] : bf16 from vector<4xbf16>
      %crow430 = arith.addi %cr419, %c2 : index
      memref.store %x429, %C[%crow430, %cc423] : memref<8192x8192xbf16>
      %x431 = vector.extract %tr424[3] : bf16 from vector<4xbf16>
      %crow432 = arith.addi %cr419, %c3 : index
      memref.store %x431, %C[%crow432, %cc423] : memref<8192x8192xbf16>
      %cr433 = arith.muli %wm, %c64 : index
      %cr434 = arith.addi %cr433, %c16 : index
      %cr435 = arith.addi %bm, %cr434 : index
      %cq436 = arith.muli %lq, %c4 : index
      %cr437 = arith.addi %cr435, %cq436 : index
      %cc438 = arith.muli %wn, %c64 : index
      %cc439 = arith.addi %cc438, %c0 : index
      %cc440 = arith.addi %bn, %cc439 : index
      %cc441 = arith.addi %cc440, %l16 : index
      %tr442 = arith.truncf %d349 : vector<4xf32> to vector<4xbf16>
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
      %crow450 = arith.addi %cr437, %c3 : index
      memref.store %x449, %C[%crow450, %cc441] : memref<8192x8192xbf16>
      %cr451 = arith.muli %wm, %c64 : index
      %cr452 = arith.addi %cr451, %c16 : index
      %cr453 = arith.addi %bm, %cr452 : index
      %cq454 = arith.muli %lq, %c4 : index
      %cr455 = arith.addi %cr453, %cq454 : index
      %cc456 = arith.muli %wn, %c64 : index
      %cc457 = arith.addi %cc456, %c16 : index
      %cc458 = arith.addi %bn, %cc457 : index
      %cc459 = arith.addi %cc458, %l16 : index
      %tr460 = arith.truncf %d350 : vector<4xf32> to vector<4xbf16>
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
      %cr470 = arith.addi %cr469, %c16 : index
      %cr471 = arith.addi %bm, %cr470 : index
      %cq472 = arith.muli %lq, %c4 : index
      %cr473 = arith.addi %cr471, %cq472 : index
      %cc474 = arith.muli %wn, %c64 : index
      %cc475 = arith.addi %cc474, %c32 : index
      %cc476 = arith.addi %bn, %cc475 : index
      %cc477 = arith.addi %cc476, %l16 : index
      %tr478 = arith.truncf %d351 : vector<4xf32> to vector<4xbf16>
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
      %cr488 = arith.addi %cr487, %c16 : index
      %cr489 = arith.addi %bm, %cr488 : index
      %cq490 = arith.muli %lq, %c4 : index
      %cr491 = arith.addi %cr489, %cq490 : index
      %cc492 = arith.muli %wn, %c64 : index
      %cc493 = arith.addi %cc492, %c48 : index
      %cc494 = arith.addi %bn, %cc493 : index
      %cc495 = arith.addi %cc494, %l16 : index
      %tr496 = arith.truncf %d352 : vector<4xf32> to vector<4xbf16>
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
      %cr506 = arith.addi %cr505, %c32 : index
      %cr507 = arith.addi %bm, %cr506 : index
      %cq508 = arith.muli %lq, %c4 : index
      %cr509 = arith.addi %cr507, %cq508 : index
      %cc510 = arith.muli %wn, %c64 : index
      %cc511 = arith.addi %cc510, %c0 : index
      %cc512 = arith.addi %bn, %cc511 : index
      %cc513 = arith.addi %cc512, %l16 : index
      %tr514 = arith.truncf %d353 : vector<4xf32> to vector<4xbf16>
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
      %cr524 = arith.addi %cr523, %c32 : index
      %cr525 = arith.addi %bm, %cr524 : index
      %cq526 = arith.muli %lq, %c4 : index
      %cr527 = arith.addi %cr525, %cq526 : index
      %cc528 = arith.muli %wn, %c64 : index
      %cc529 = arith.addi %cc528, %c16 : index
      %cc530 = arith.addi %bn, %cc529 : index
      %cc531 = arith.addi %cc530, %l16 : index
      %tr532 = arith.truncf %d354 : vector<4xf32> to vector<4xbf16>
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
      %cr542 = arith.addi %cr541, %c32 : index
      %cr543 = arith.addi %bm, %cr542 : index
      %cq544 = arith.muli %lq, %c4 : index
      %cr545 = arith.addi %cr543, %cq544 : index
      %cc546 = arith.muli %wn, %c64 : index
      %cc547 = arith.addi %cc546, %c32 : index
      %cc548 = arith.addi %bn, %cc547 : index
      %cc549 = arith.addi %cc548, %l16 : index
      %tr550 = arith.truncf %d355 : vector<4xf32> to vector<4xbf16>
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
      %cr560 = arith.addi %cr559, %c32 : index
      %cr561 = arith.addi %bm, %cr560 : index
      %cq562 = arith.muli %lq, %c4 : index
      %cr563 = arith.addi %cr561, %cq562 : index
      %cc564 = arith.muli %wn, %c64 : index
      %cc565 = arith.addi %cc564, %c48 : index
      %cc566 = arith.addi %bn, %cc565 : index
      %cc567 = arith.addi %cc566, %l16 : index
      %tr568 = arith.truncf %d356 : vector<4xf32> to vector<4xbf16>
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
      %cr578 = arith.addi %cr577, %c48 : index
      %cr579 = arith.addi %bm, %cr578 : index
      %cq580 = arith.muli %lq, %c4 : index
      %cr581 = arith.addi %cr579, %cq580 : index
      %cc582 = arith.muli %wn, %c64 : index
      %cc583 = arith.addi %cc582, %c0 : index
      %cc584 = arith.addi %bn, %cc583 : index
      %cc585 = arith.addi %cc584, %l16 : index
      %tr586 = arith.truncf %d357 : vector<4xf32> to vector<4xbf16>
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
      %cr596 = arith.addi %cr595, %c48 : index
      %cr597 = arith.addi %bm, %cr596 : index
      %cq598 = arith.muli %lq, %c4 : index
      %cr599 = arith.addi %cr597, %cq598 : index
      %cc600 = arith.muli %wn, %c64 : index
      %cc601 = arith.addi %cc600, %c16 : index
      %cc602 = arith.addi %bn, %cc601 : index
      %cc603 = arith.addi %cc602, %l16 : index
      %tr604 = arith.truncf %d358 : vector<4xf32> to vector<4xbf16>
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
      %cr614 = arith.addi %cr613, %c48 : index
      %cr615 = arith.addi %bm, %cr614 : index
      %cq616 = arith.muli %lq, %c4 : index
      %cr617 = arith.addi %cr615, %cq616 : index
      %cc618 = arith.muli %wn, %c64 : index
      %cc619 = arith.addi %cc618, %c32 : index
      %cc620 = arith.addi %bn, %cc619 : index
      %cc621 = arith.addi %cc620, %l16 : index
      %tr622 = arith.truncf %d359 : vector<4xf32> to vector<4xbf16>
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
      %cr632 = arith.addi %cr631, %c48 : index
      %cr633 = arith.addi %bm, %cr632 : index
      %cq634 = arith.muli %lq, %c4 : index
      %cr635 = arith.addi %cr633, %cq634 : index
      %cc636 = arith.muli %wn, %c64 : index
      %cc637 = arith.addi %cc636, %c48 : index
      %cc638 = arith.addi %bn, %cc637 : index
      %cc639 = arith.addi %cc638, %l16 : index
      %tr640 = arith.truncf %d360 : vector<4xf32> to vector<4xbf16>
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
      gpu.return
    }
  }
}
