#!/usr/bin/env python3
"""Writes a plain (level-0) tile GEMM kernel in upstream dialects for the
simulator benchmark: C = A * B^T, tile BM x BN x 64, W waves (WM x WN),
MFMA 16x16x32 bf16, one gather_to_lds per 8 rows, wait + barrier, S2R, MFMAs,
barrier. Stand-in until cdna4-gemm-gen lands.
usage: tile_kernel.py M N K BM BN WM WN > kernel.mlir"""
import sys

M, N, K, BM, BN, WM, WN = map(int, sys.argv[1:8])
BK = 64
W = WM * WN
FA, FB = BM // WM // 16, BN // WN // 16
CA, CB = BM // 8 // W, BN // 8 // W  # copies per wave
o = []
e = o.append
lds = "#gpu.address_space<workgroup>"
fat = "#amdgpu.address_space<fat_raw_buffer>"
e('module attributes {gpu.container_module} {')
e(f'  gpu.module @cdna4_gemm attributes {{cdna4pipe.gemm = {{m = {M} : i64, n = {N} : i64, k = {K} : i64, tile_m = {BM} : i64, tile_n = {BN} : i64, tile_k = {BK} : i64, waves = {W} : i64, dtype = "bf16", swizzle = "none", c_dtype = "bf16"}}}} {{')
e(f'    gpu.func @gemm(%A: memref<{M}x{K}xbf16>, %B: memref<{N}x{K}xbf16>, %C: memref<{M}x{N}xbf16>) workgroup(%As : memref<{BM}x{BK}xbf16, {lds}>, %Bs : memref<{BN}x{BK}xbf16, {lds}>) kernel attributes {{known_block_size = array<i32: {64*W}, 1, 1>}} {{')
consts = sorted({0, 1, 2, 3, 4, 8, 16, 32, 64, BM, BN, WN, BM // WM, BN // WN, K // BK} | {8 * i for i in range(max(CA, CB) * W + 1)} | {16 * i for i in range(max(FA, FB))})
for c in consts:
    e(f'      %c{c} = arith.constant {c} : index')
e('      %tid = gpu.thread_id x')
e('      %bx = gpu.block_id x')
e('      %by = gpu.block_id y')
e('      %wave = arith.divui %tid, %c64 : index')
e('      %lane = arith.remui %tid, %c64 : index')
e(f'      %wm = arith.divui %wave, %c{WN} : index')
e(f'      %wn = arith.remui %wave, %c{WN} : index')
e('      %l8 = arith.divui %lane, %c8 : index')
e('      %lm8 = arith.remui %lane, %c8 : index')
e('      %ccol = arith.muli %lm8, %c8 : index')
e(f'      %bym = arith.muli %by, %c{BM} : index')
e(f'      %bxn = arith.muli %bx, %c{BN} : index')
e(f'      %Ab = amdgpu.fat_raw_buffer_cast %A resetOffset : memref<{M}x{K}xbf16> to memref<{M}x{K}xbf16, {fat}>')
e(f'      %Bb = amdgpu.fat_raw_buffer_cast %B resetOffset : memref<{N}x{K}xbf16> to memref<{N}x{K}xbf16, {fat}>')
for nm, cnt, base in (("a", CA, "%bym"), ("b", CB, "%bxn")):
    e(f'      %{nm}w = arith.muli %wave, %c{8 * cnt} : index')
    for i in range(cnt):
        e(f'      %{nm}lr{i} = arith.addi %{nm}w, %c{8 * i} : index')
        e(f'      %{nm}tr{i} = arith.addi %{nm}lr{i}, %l8 : index')
        e(f'      %{nm}gr{i} = arith.addi {base}, %{nm}tr{i} : index')
e('      %fr = arith.remui %lane, %c16 : index')
e('      %l16 = arith.divui %lane, %c16 : index')
e('      %fk0 = arith.muli %l16, %c8 : index')
e('      %fk1 = arith.addi %fk0, %c32 : index')
e(f'      %wmo = arith.muli %wm, %c{BM // WM} : index')
e(f'      %wno = arith.muli %wn, %c{BN // WN} : index')
for nm, cnt, off in (("a", FA, "%wmo"), ("b", FB, "%wno")):
    for i in range(cnt):
        e(f'      %{nm}f{i} = arith.addi {off}, %c{16 * i} : index')
        e(f'      %{nm}r{i} = arith.addi %{nm}f{i}, %fr : index')
e('      %z = arith.constant dense<0.0> : vector<4xf32>')
accs = [f'%acc{i}_{j}' for i in range(FA) for j in range(FB)]
e(f'      %res:{len(accs)} = scf.for %kt = %c0 to %c{K // BK} step %c1 iter_args(' + ', '.join(f'{a} = %z' for a in accs) + ') -> (' + ', '.join(['vector<4xf32>'] * len(accs)) + ') {')
e('        %kt64 = arith.muli %kt, %c64 : index')
e('        %gk = arith.addi %kt64, %ccol : index')
for nm, cnt, src, dst, rows, R in (("a", CA, "%Ab", "%As", M, BM), ("b", CB, "%Bb", "%Bs", N, BN)):
    for i in range(cnt):
        e(f'        amdgpu.gather_to_lds {src}[%{nm}gr{i}, %gk], {dst}[%{nm}lr{i}, %c0] : vector<8xbf16>, memref<{rows}x{K}xbf16, {fat}>, memref<{R}x{BK}xbf16, {lds}>')
e('        amdgpu.memory_counter_wait load(0)')
e('        rocdl.s.barrier')
cur = {a: a for a in accs}
for h in range(2):
    for i in range(FA):
        e(f'        %av{i}_{h} = vector.load %As[%ar{i}, %fk{h}] : memref<{BM}x{BK}xbf16, {lds}>, vector<8xbf16>')
    for j in range(FB):
        e(f'        %bv{j}_{h} = vector.load %Bs[%br{j}, %fk{h}] : memref<{BN}x{BK}xbf16, {lds}>, vector<8xbf16>')
    for i in range(FA):
        for j in range(FB):
            a = f'%acc{i}_{j}'
            d = f'%d{i}_{j}_{h}'
            e(f'        {d} = amdgpu.mfma 16x16x32 %av{i}_{h} * %bv{j}_{h} + {cur[a]} blgp = none : vector<8xbf16>, vector<8xbf16>, vector<4xf32>')
            cur[a] = d
e('        rocdl.s.barrier')
e('        scf.yield ' + ', '.join(cur[a] for a in accs) + ' : ' + ', '.join(['vector<4xf32>'] * len(accs)))
e('      }')
e('      %r0 = arith.muli %l16, %c4 : index')
e('      %rbase = arith.addi %bym, %wmo : index')
e('      %rb = arith.addi %rbase, %r0 : index')
e('      %cbase = arith.addi %bxn, %wno : index')
e('      %cb = arith.addi %cbase, %fr : index')
for idx, a in enumerate(accs):
    i, j = divmod(idx, FB)
    e(f'      %sr{idx} = arith.addi %rb, %c{16 * i} : index')
    e(f'      %sc{idx} = arith.addi %cb, %c{16 * j} : index')
    for r in range(4):
        e(f'      %x{idx}_{r} = vector.extract %res#{idx}[{r}] : f32 from vector<4xf32>')
        e(f'      %t{idx}_{r} = arith.truncf %x{idx}_{r} : f32 to bf16')
        e(f'      %srr{idx}_{r} = arith.addi %sr{idx}, %c{r} : index')
        e(f'      memref.store %t{idx}_{r}, %C[%srr{idx}_{r}, %sc{idx}] : memref<{M}x{N}xbf16>')
e('      gpu.return')
e('    }')
e('  }')
e('}')
print('\n'.join(o))
