#!/usr/bin/env python3
"""Writes hand-made Level-1 GEMM kernels (docs/KernelContract.md) for the
form-stages / interleave tests, until cdna4-gemm-gen and
cdna4pipe-software-pipeline produce them.

    gen_level1.py [--tile BMxBNxBK] [--waves W] [--wm WM] [--stages N]
                  [--order seed|shuffled] [--swizzle xor|none] [--size M]

The emitted loop follows Level 1 exactly: prologue copies, scf.for with
wait/barrier at the top, G copies of tile k+N-1, S2R from slot k%N, MFMAs;
epilogue waits decreasing to 0. `--order shuffled` permutes the S2R reads and
the MFMAs (keeping each accumulator chain in k order) so that nothing about
a read's k-half or fragment can be learnt from its position.

Copies, reads and MFMAs carry name locations (gA0, A_i0_kh1, B_j3_kh0,
mfma_kh1_i2_j3) so that tests printed with --mlir-print-debuginfo can say
which fragment ended up where. The passes never look at locations.
"""
import argparse
import random


class Emitter:
    def __init__(self):
        self.lines = []
        self.n = 0
        self.consts = {}

    def fresh(self, hint="v"):
        self.n += 1
        return "%%%s%d" % (hint, self.n)

    def emit(self, indent, text):
        self.lines.append("  " * indent + text)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--tile", default="256x256x64")
    p.add_argument("--waves", type=int, default=8)
    p.add_argument("--wm", type=int, default=0)
    p.add_argument("--stages", type=int, default=2)
    p.add_argument("--order", default="seed")
    p.add_argument("--swizzle", default="xor")
    p.add_argument("--size", type=int, default=8192)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    BM, BN, BK = (int(x) for x in args.tile.split("x"))
    W = args.waves
    WM = args.wm or (4 if W == 8 else 2)
    WN = W // WM
    NS = args.stages
    M = N = K = args.size
    T = K // BK
    WTM, WTN = BM // WM, BN // WN
    FA, FB, KH = WTM // 16, WTN // 16, BK // 32
    CR = BK // 8                # 16-byte chunks per LDS row
    RPC = 64 // CR              # rows per copy instruction
    GA, GB = BM // (RPC * W), BN // (RPC * W)
    rng = random.Random(args.seed)

    e = Emitter()
    I = 4
    consts = {}

    def c(v):
        if v not in consts:
            name = "%%c%d" % v
            consts[v] = name
            e.emit(I, "%s = arith.constant %d : index" % (name, v))
        return consts[v]

    def op(text, hint="v", indent=None):
        r = e.fresh(hint)
        e.emit(I if indent is None else indent, "%s = %s" % (r, text))
        return r

    lds_a = "memref<%dx%dx%dxbf16, #gpu.address_space<workgroup>>" % (NS, BM, BK)
    lds_b = "memref<%dx%dx%dxbf16, #gpu.address_space<workgroup>>" % (NS, BN, BK)
    fat = "memref<%dx%dxbf16, #amdgpu.address_space<fat_raw_buffer>>"
    acc_t = "vector<4xf32>"

    hdr = []
    hdr.append("module attributes {gpu.container_module} {")
    hdr.append("  gpu.module @cdna4_gemm attributes {cdna4pipe.gemm = {m = %d, n = %d, k = %d, tile_m = %d, tile_n = %d, tile_k = %d, waves = %d, dtype = \"bf16\", swizzle = \"%s\", c_dtype = \"bf16\"}} {"
               % (M, N, K, BM, BN, BK, W, args.swizzle))
    hdr.append("    gpu.func @gemm(%%A: memref<%dx%dxbf16>, %%B: memref<%dx%dxbf16>, %%C: memref<%dx%dxbf16>)" % (M, K, N, K, M, N))
    hdr.append("        workgroup(%%As : %s, %%Bs : %s)" % (lds_a, lds_b))
    hdr.append("        kernel attributes {known_block_size = array<i32: %d, 1, 1>} {" % (W * 64))
    for l in hdr:
        e.lines.append(l)

    for v in (0, 1, 8, 16, 64):
        c(v)
    tid = op("gpu.thread_id x", "tid")
    bx = op("gpu.block_id x", "bx")
    by = op("gpu.block_id y", "by")
    wave = op("arith.divui %s, %s : index" % (tid, c(64)), "wave")
    lane = op("arith.remui %s, %s : index" % (tid, c(64)), "lane")
    wm = op("arith.divui %s, %s : index" % (wave, c(WN)), "wm")
    wn = op("arith.remui %s, %s : index" % (wave, c(WN)), "wn")
    rowA0 = op("arith.muli %s, %s : index" % (by, c(BM)), "rowA")
    rowB0 = op("arith.muli %s, %s : index" % (bx, c(BN)), "rowB")
    lrow = op("arith.divui %s, %s : index" % (lane, c(CR)), "lrow")
    lch = op("arith.remui %s, %s : index" % (lane, c(CR)), "lch")
    l16 = op("arith.remui %s, %s : index" % (lane, c(16)), "l16")
    lq = op("arith.divui %s, %s : index" % (lane, c(16)), "lq")
    Ab = op("amdgpu.fat_raw_buffer_cast %%A : memref<%dx%dxbf16> to %s" % (M, K, fat % (M, K)), "Ab")
    Bb = op("amdgpu.fat_raw_buffer_cast %%B : memref<%dx%dxbf16> to %s" % (N, K, fat % (N, K)), "Bb")

    def swz(row, chunk):
        if args.swizzle == "none":
            return chunk
        rm = op("arith.remui %s, %s : index" % (row, c(8)))
        return op("arith.xori %s, %s : index" % (chunk, rm))

    def copies(kt, slot):
        # G copies of tile `kt` (an index value) into `slot`.
        for (src, src_t, lds, lds_t, rows0, G) in (
                (Ab, fat % (M, K), "%As", lds_a, rowA0, GA),
                (Bb, fat % (N, K), "%Bs", lds_b, rowB0, GB)):
            for g in range(G):
                gw = op("arith.addi %s, %s : index" % (wave, c(g * W)))
                r0 = op("arith.muli %s, %s : index" % (gw, c(RPC)))
                row = op("arith.addi %s, %s : index" % (r0, lrow))
                gch = swz(row, lch)
                grow = op("arith.addi %s, %s : index" % (rows0, row))
                kb = op("arith.muli %s, %s : index" % (kt, c(BK)))
                ko = op("arith.muli %s, %s : index" % (gch, c(8)))
                gcol = op("arith.addi %s, %s : index" % (kb, ko))
                e.emit(I, "amdgpu.gather_to_lds %s[%s, %s], %s[%s, %s, %s] : vector<8xbf16>, %s, %s loc(\"g%s%d\")"
                       % (src, grow, gcol, lds, slot, r0, c(0), src_t, lds_t, lds[1], g))

    def s2r_list():
        # (operand, frag, kh) in the seed's unroll order: A (i, kh), B (j, kh).
        lst = [("a", i, kh) for i in range(FA) for kh in range(KH)]
        lst += [("b", j, kh) for j in range(FB) for kh in range(KH)]
        if args.order == "shuffled":
            rng.shuffle(lst)
        return lst

    def mfma_list():
        lst = [(kh, i, j) for kh in range(KH) for i in range(FA) for j in range(FB)]
        if args.order == "shuffled":
            pos = list(range(len(lst)))
            rng.shuffle(pos)
            seen = {}
            out = []
            for p_ in pos:
                _, i, j = lst[p_]
                kh = seen.get((i, j), 0)
                seen[(i, j)] = kh + 1
                out.append((kh, i, j))
            lst = out
        return lst

    def compute(slot, accs):
        regs = {}
        for (opnd, f, kh) in s2r_list():
            base = wm if opnd == "a" else wn
            wt = WTM if opnd == "a" else WTN
            wb = op("arith.muli %s, %s : index" % (base, c(wt)))
            fo = op("arith.addi %s, %s : index" % (wb, c(16 * f)))
            row = op("arith.addi %s, %s : index" % (fo, l16))
            ch = op("arith.addi %s, %s : index" % (lq, c(4 * kh)))
            pch = swz(row, ch)
            col = op("arith.muli %s, %s : index" % (pch, c(8)))
            lds, lds_t = ("%As", lds_a) if opnd == "a" else ("%Bs", lds_b)
            regs[(opnd, f, kh)] = op("vector.load %s[%s, %s, %s] : %s, vector<8xbf16> loc(\"%s_%s%d_kh%d\")"
                                     % (lds, slot, row, col, lds_t, opnd.upper(), "i" if opnd == "a" else "j", f, kh), opnd)
        accs = dict(accs)
        for (kh, i, j) in mfma_list():
            accs[(i, j)] = op("amdgpu.mfma 16x16x32 %s * %s + %s blgp = none : vector<8xbf16>, vector<8xbf16>, %s loc(\"mfma_kh%d_i%d_j%d\")"
                              % (regs[("a", i, kh)], regs[("b", j, kh)], accs[(i, j)], acc_t, kh, i, j), "d")
        return accs

    keys = [(i, j) for i in range(FA) for j in range(FB)]
    e.emit(I, "// prologue: tiles 0 .. %d" % (NS - 2))
    zero = op("arith.constant dense<0.0> : %s" % acc_t, "zero")
    for t in range(NS - 1):
        copies(c(t), c(t))
    e.emit(I, "// steady state")
    ub = c(T - (NS - 1))
    iv = "%k"
    init = ", ".join("%%acc%d = %s" % (n, zero) for n, _ in enumerate(keys))
    res = e.fresh("res")
    e.emit(I, "%s:%d = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {"
           % (res, len(keys), iv, c(0), ub, c(1), init, ", ".join([acc_t] * len(keys))))
    saved = dict(consts)
    I += 1
    e.emit(I, "amdgpu.memory_counter_wait load(%d)" % ((NS - 2) * (GA + GB)))
    e.emit(I, "rocdl.s.barrier")
    kn = op("arith.addi %s, %s : index" % (iv, c(NS - 1)), "kn")
    sw = op("arith.remui %s, %s : index" % (kn, c(NS)), "slotw")
    sr = op("arith.remui %s, %s : index" % (iv, c(NS)), "slotr")
    copies(kn, sw)
    out = compute(sr, {k: "%%acc%d" % n for n, k in enumerate(keys)})
    e.emit(I, "scf.yield %s : %s" % (", ".join(out[k] for k in keys), ", ".join([acc_t] * len(keys))))
    I -= 1
    consts.clear()
    consts.update(saved)
    e.emit(I, "}")
    accs = {k: "%s#%d" % (res, n) for n, k in enumerate(keys)}
    e.emit(I, "// epilogue")
    for t in range(T - NS + 1, T):
        e.emit(I, "amdgpu.memory_counter_wait load(%d)" % ((T - 1 - t) * (GA + GB)))
        e.emit(I, "rocdl.s.barrier")
        accs = compute(c(t % NS), accs)
    for (i, j) in keys:
        col = op("arith.addi %s, %s : index" % (op("arith.muli %s, %s : index" % (wn, c(WTN))), c(16 * j)))
        col = op("arith.addi %s, %s : index" % (col, l16))
        col = op("arith.addi %s, %s : index" % (rowB0, col))
        for el in range(4):
            row = op("arith.addi %s, %s : index" % (op("arith.muli %s, %s : index" % (wm, c(WTM))), c(16 * i + el)))
            row = op("arith.addi %s, %s : index" % (row, op("arith.muli %s, %s : index" % (lq, c(4)))))
            row = op("arith.addi %s, %s : index" % (rowA0, row))
            x = op("vector.extract %s[%d] : f32 from %s" % (accs[(i, j)], el, acc_t))
            y = op("arith.truncf %s : f32 to bf16" % x)
            e.emit(I, "memref.store %s, %%C[%s, %s] : memref<%dx%dxbf16>" % (y, row, col, M, N))
    e.emit(I, "gpu.return")
    e.lines.append("    }")
    e.lines.append("  }")
    e.lines.append("}")
    print("\n".join(e.lines))


if __name__ == "__main__":
    main()
