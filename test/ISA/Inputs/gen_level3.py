#!/usr/bin/env python3
"""Writes a hand-written Level-3 (interleaved) cdna4pipe GEMM kernel.

Stands in for the output of cdna4-gemm-gen + software-pipeline + form-stages
+ interleave until those passes run end to end (docs/KernelContract.md,
Level 3). Layout and addressing follow the contract: slot-major LDS tiles,
lane-contiguous copies with the XOR swizzle on the global side, 16x16x32
MFMA fragments, 4 stages per K-tile, wait + barrier in the last stage.

  gen_level3.py --bm 256 --bn 256 --waves 8 --wm 4 --wn 2 --slots 2
"""
import argparse

p = argparse.ArgumentParser()
p.add_argument("--m", type=int, default=8192)
p.add_argument("--n", type=int, default=8192)
p.add_argument("--k", type=int, default=8192)
p.add_argument("--bm", type=int, default=256)
p.add_argument("--bn", type=int, default=256)
p.add_argument("--waves", type=int, default=8)
p.add_argument("--wm", type=int, default=4)
p.add_argument("--wn", type=int, default=2)
p.add_argument("--slots", type=int, default=2)
p.add_argument("--stages", type=int, default=4)
p.add_argument("--dtype", default="bf16")
a = p.parse_args()

BK = 64
M, N, K, BM, BN, W, WM, WN, S, NST = (a.m, a.n, a.k, a.bm, a.bn, a.waves,
                                      a.wm, a.wn, a.slots, a.stages)
T = K // BK
dt = a.dtype
FA = BM // WM // 16
FB = BN // WN // 16
KH = BK // 32
ROWS_PER_COPY = 1024 // (BK * 2)          # 8 rows of 128 B per instruction
GA = BM // ROWS_PER_COPY // W             # copies per wave per K-tile
GB = BN // ROWS_PER_COPY // W
G = GA + GB
assert FA * FB * KH % NST == 0 and G % NST == 0

lds_a = f"memref<{S}x{BM}x{BK}x{dt}, #gpu.address_space<workgroup>>"
lds_b = f"memref<{S}x{BN}x{BK}x{dt}, #gpu.address_space<workgroup>>"
gA = f"memref<{M}x{K}x{dt}>"
gB = f"memref<{N}x{K}x{dt}>"
gC = f"memref<{M}x{N}x{dt}>"

out = []
def emit(s, ind=2):
    out.append("  " * ind + s)

cnt = [0]
def fresh(p="v"):
    cnt[0] += 1
    return f"%{p}{cnt[0]}"

consts = {}
def c(v):
    if v not in consts:
        consts[v] = f"%c{v}"
        emit(f"%c{v} = arith.constant {v} : index")
    return consts[v]

out.append("module attributes {gpu.container_module} {")
out.append(f"  gpu.module @cdna4_gemm attributes {{cdna4pipe.gemm = {{m = {M}, n = {N}, k = {K}, tile_m = {BM}, tile_n = {BN}, tile_k = {BK}, waves = {W}, dtype = \"{dt}\", swizzle = \"xor\", c_dtype = \"{dt}\"}}}} {{")
out.append(f"    gpu.func @gemm(%A: {gA}, %B: {gB}, %C: {gC})")
out.append(f"        workgroup(%As : {lds_a}, %Bs : {lds_b})")
out.append(f"        kernel attributes {{known_block_size = array<i32: {W*64}, 1, 1>}} {{")
ind = 3
def e(s):
    emit(s, ind)

# Constants first.
for v in sorted({0, 1, 2, 4, 8, 16, 32, 64, BM, BN, S, T, T - (S - 1)} |
                set(range(S))):
    if v not in consts:
        consts[v] = f"%c{v}"
        e(f"%c{v} = arith.constant {v} : index")
e("%tid = gpu.thread_id x")
e("%bx = gpu.block_id x")
e("%by = gpu.block_id y")
e(f"%wave = arith.divui %tid, %c64 : index")
e(f"%lane = arith.remui %tid, %c64 : index")
e(f"%bm = arith.muli %by, %c{BM} : index")
e(f"%bn = arith.muli %bx, %c{BN} : index")
e(f"%wm = arith.divui %wave, %c{WN} : index" if WN in consts else "")
out.pop() if WN not in consts else None
if WN not in consts:
    e(f"%cWN = arith.constant {WN} : index")
    e(f"%wm = arith.divui %wave, %cWN : index")
    e(f"%wn = arith.remui %wave, %cWN : index")
else:
    e(f"%wn = arith.remui %wave, %c{WN} : index")
e("%l8 = arith.divui %lane, %c8 : index")    # row within a copy
e("%lc = arith.remui %lane, %c8 : index")    # 16-byte chunk within a row
e("%l16 = arith.remui %lane, %c16 : index")  # fragment row / column
e("%lq = arith.divui %lane, %c16 : index")   # fragment k-quarter

# Per-copy global row/col pieces (independent of the K-tile).
copies = []  # (operand, i) -> (ldsrow const name, global row value, swz chunk value)
def copy_addr(op, i):
    g = GA if op == "A" else GB
    # copy i of wave w covers tile rows [r0, r0+8), r0 = (w*g + i)*8
    r0 = fresh("r0")
    e(f"{r0} = arith.muli %wave, %c{g*ROWS_PER_COPY} : index" if g*ROWS_PER_COPY in consts
      else f"{r0} = arith.muli %wave, {c(g*ROWS_PER_COPY)} : index")
    r0i = fresh("r0i")
    e(f"{r0i} = arith.addi {r0}, {c(i*ROWS_PER_COPY)} : index")
    row = fresh("row")
    e(f"{row} = arith.addi {r0i}, %l8 : index")
    rm8 = fresh("rm8")
    e(f"{rm8} = arith.remui {row}, %c8 : index")
    sw = fresh("sw")
    e(f"{sw} = arith.xori %lc, {rm8} : index")
    swc = fresh("swc")
    e(f"{swc} = arith.muli {sw}, %c8 : index")
    base = "%bm" if op == "A" else "%bn"
    grow = fresh("grow")
    e(f"{grow} = arith.addi {base}, {row} : index")
    return (op, r0i, grow, swc)

copy_list = [copy_addr("A", i) for i in range(GA)] + [copy_addr("B", i) for i in range(GB)]

# Per-fragment LDS addresses (independent of the slot).
frag = {}
def frag_addr(op, f, kh):
    wbase = "%wm" if op == "A" else "%wn"
    span = (BM // WM) if op == "A" else (BN // WN)
    r = fresh("fr")
    e(f"{r} = arith.muli {wbase}, {c(span)} : index")
    r2 = fresh("fr")
    e(f"{r2} = arith.addi {r}, {c(f*16)} : index")
    row = fresh("frow")
    e(f"{row} = arith.addi {r2}, %l16 : index")
    ch = fresh("fch")
    e(f"{ch} = arith.addi %lq, {c(kh*4)} : index")
    rm8 = fresh("frm")
    e(f"{rm8} = arith.remui {row}, %c8 : index")
    sw = fresh("fsw")
    e(f"{sw} = arith.xori {ch}, {rm8} : index")
    col = fresh("fcol")
    e(f"{col} = arith.muli {sw}, %c8 : index")
    return (row, col)

for kh in range(KH):
    for f in range(FA):
        frag[("A", f, kh)] = frag_addr("A", f, kh)
    for f in range(FB):
        frag[("B", f, kh)] = frag_addr("B", f, kh)

e(f"%zacc = arith.constant dense<0.0> : vector<4xf32>")

def g2s(cp, slot, kcol):
    op, r0i, grow, swc = cp
    col = fresh("gcol")
    e(f"{col} = arith.addi {kcol}, {swc} : index")
    t = fresh("t")
    src, lds, gt, lt = ("%A", "%As", gA, lds_a) if op == "A" else ("%B", "%Bs", gB, lds_b)
    e(f"{t} = cdna4pipe.g2s {src}[{grow}, {col}], {lds}[{slot}, {r0i}, %c0] : vector<8x{dt}>, {gt} -> {lt}")
    return t

def s2r(op, f, kh, slot):
    row, col = frag[(op, f, kh)]
    v = fresh("fr" + op.lower())
    lds, lt = ("%As", lds_a) if op == "A" else ("%Bs", lds_b)
    e(f"{v} = cdna4pipe.s2r {lds}[{slot}, {row}, {col}] : {lt} -> vector<8x{dt}>")
    return v

def acc_name(fa, fb):
    return f"{fa}_{fb}"

# MFMA work split: stage s -> kh = s // (NST // KH), fb block.
per_kh = NST // KH
fb_per = FB // per_kh
def stage_work(s):
    kh = s // per_kh
    fbs = list(range((s % per_kh) * fb_per, (s % per_kh + 1) * fb_per))
    return kh, fbs

def tile_compute_plain(slot, accs):
    """Epilogue: one K-tile without stages."""
    regs = {}
    for kh in range(KH):
        for fa in range(FA):
            regs[("A", fa, kh)] = s2r("A", fa, kh, slot)
        for fb in range(FB):
            regs[("B", fb, kh)] = s2r("B", fb, kh, slot)
    for kh in range(KH):
        for fa in range(FA):
            for fb in range(FB):
                d = fresh("d")
                e(f"{d} = cdna4pipe.mfma 16x16x32 {regs[('A', fa, kh)]} * {regs[('B', fb, kh)]} + {accs[(fa, fb)]} : vector<8x{dt}>, vector<4xf32>")
                accs[(fa, fb)] = d
    return accs

# Prologue: tiles 0 .. S-2 into slots 0 .. S-2.
for t in range(S - 1):
    kcol = c(t * BK)
    for cp in copy_list:
        g2s(cp, c(t), kcol)
e(f"cdna4pipe.wait vmcnt({(S - 2) * G})")
e("cdna4pipe.barrier")

accs = {(fa, fb): "%zacc" for fa in range(FA) for fb in range(FB)}
keys = sorted(accs)
n_acc = len(keys)
acc_ty = ", ".join(["vector<4xf32>"] * n_acc)
iter_args = ", ".join(f"%a{fa}_{fb} = %zacc" for fa, fb in keys)
e(f"%res:{n_acc} = scf.for %k = %c0 to {c(T - (S - 1))} step %c1 iter_args({iter_args}) -> ({acc_ty}) {{")
ind += 1
e(f"%rs = arith.remui %k, {c(S)} : index")
e(f"%kw = arith.addi %k, {c(S - 1)} : index")
e(f"%ws = arith.remui %kw, {c(S)} : index")
e(f"%kwc = arith.muli %kw, {c(BK)} : index")
cur = {k: f"%a{k[0]}_{k[1]}" for k in keys}
gper = G // NST
regs = {}
for s in range(NST):
    kh, fbs = stage_work(s)
    touched = [(fa, fb) for fa in range(FA) for fb in fbs]
    # A fragments read here and used by later stages are yielded.
    carry = [("A", fa, kh) for fa in range(FA)] if (s % per_kh == 0 and per_kh > 1) else []
    nres = len(touched) + len(carry)
    res_ty = ", ".join(["vector<4xf32>"] * len(touched) + [f"vector<8x{dt}>"] * len(carry))
    e(f"%s{s}:{nres} = cdna4pipe.stage {s} priority 1 fence 0 -> ({res_ty}) {{")
    ind += 1
    # S2R of the fragments this stage's MFMAs need.
    if s % per_kh == 0:
        for fa in range(FA):
            regs[("A", fa, kh)] = s2r("A", fa, kh, "%rs")
    for fb in fbs:
        regs[("B", fb, kh)] = s2r("B", fb, kh, "%rs")
    for cp in copy_list[s * gper:(s + 1) * gper]:
        g2s(cp, "%ws", "%kwc")
    if s == NST - 1:
        e(f"cdna4pipe.wait vmcnt({(S - 2) * G}) lgkmcnt(0)")
        e("cdna4pipe.barrier")
    outs = []
    for fa, fb in touched:
        d = fresh("d")
        e(f"{d} = cdna4pipe.mfma 16x16x32 {regs[('A', fa, kh)]} * {regs[('B', fb, kh)]} + {cur[(fa, fb)]} : vector<8x{dt}>, vector<4xf32>")
        outs.append(d)
    outs += [regs[r] for r in carry]
    e(f"cdna4pipe.yield {', '.join(outs)} : {res_ty}")
    ind -= 1
    e("}")
    for i, k in enumerate(touched):
        cur[k] = f"%s{s}#{i}"
    for i, r in enumerate(carry):
        regs[r] = f"%s{s}#{len(touched) + i}"
e(f"scf.yield {', '.join(cur[k] for k in keys)} : {acc_ty}")
ind -= 1
e("}")

# Epilogue: the last S-1 tiles.
accs = {k: f"%res#{i}" for i, k in enumerate(keys)}
for j in range(T - (S - 1), T):
    if j > T - (S - 1):
        e(f"cdna4pipe.wait vmcnt({(T - 1 - j) * G})")
        e("cdna4pipe.barrier")
    accs = tile_compute_plain(c(j % S), accs)

# Store C (truncated to the C dtype).
for fa in range(FA):
    for fb in range(FB):
        rb = fresh("cr")
        e(f"{rb} = arith.muli %wm, {c(BM // WM)} : index")
        rb2 = fresh("cr")
        e(f"{rb2} = arith.addi {rb}, {c(fa * 16)} : index")
        rb3 = fresh("cr")
        e(f"{rb3} = arith.addi %bm, {rb2} : index")
        q4 = fresh("cq")
        e(f"{q4} = arith.muli %lq, %c4 : index")
        rb4 = fresh("cr")
        e(f"{rb4} = arith.addi {rb3}, {q4} : index")
        cb = fresh("cc")
        e(f"{cb} = arith.muli %wn, {c(BN // WN)} : index")
        cb2 = fresh("cc")
        e(f"{cb2} = arith.addi {cb}, {c(fb * 16)} : index")
        cb3 = fresh("cc")
        e(f"{cb3} = arith.addi %bn, {cb2} : index")
        col = fresh("cc")
        e(f"{col} = arith.addi {cb3}, %l16 : index")
        tr = fresh("tr")
        e(f"{tr} = arith.truncf {accs[(fa, fb)]} : vector<4xf32> to vector<4x{dt}>")
        for el in range(4):
            x = fresh("x")
            e(f"{x} = vector.extract {tr}[{el}] : {dt} from vector<4x{dt}>")
            row = fresh("crow")
            e(f"{row} = arith.addi {rb4}, {c(el)} : index")
            e(f"memref.store {x}, %C[{row}, {col}] : {gC}")
e("gpu.return")
out.append("    }")
out.append("  }")
out.append("}")
print("\n".join(l for l in out if l.strip() != ""))
