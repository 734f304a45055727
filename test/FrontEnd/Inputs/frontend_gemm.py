#!/usr/bin/env python3
"""Writes one bf16 GEMM kernel the way a Triton-like front end emits it.

Independent of cdna4-gemm-gen: its own index arithmetic, names and op
order. Every K-tile is copied through registers (global vector.load ->
vector.store into an XOR-swizzled LDS tile), synchronised with gpu.barrier,
read back 16 bytes per lane and multiplied with amdgpu.mfma 16x16x32.
Tile 128x128x64, 4 waves (2x2, wave tile 64x64): per K-tile the A and B
tiles are 16 KiB each, 4 copies of 1 KiB per wave and operand.

Each option changes one thing a front end may write differently:
  --lds attribution|alloc|global|arena   where the LDS tiles come from
  --loop index|i32|i64                   the K loop's counter (i32/i64 count
                                         K in elements, as Triton does)
  --math arith|affine                    index arithmetic
  --copy vector|transfer                 vector.load/store or transfer ops
  --subview                              copies read a memref.subview of the
                                         workgroup's rows of A and B
  --ids thread|lane                      wave/lane from gpu.thread_id or
                                         gpu.subgroup_id / gpu.lane_id
  --batch N                              3-D memrefs [N x rows x K], batch
                                         index gpu.block_id z
  --acc many|one|one3d                   one vector<4xf32> per 16x16 tile,
                                         one vector<16x4xf32>, or one
                                         vector<4x4x4xf32> ([FA][FB] tiles)
  --perm-iter                            the accumulators' iter_args in
                                         reverse tile order
  --pad P                                LDS rows padded by P elements
                                         instead of the XOR swizzle
  --flat                                 A, B, C as flat 1-D memrefs indexed
                                         by row * cols + col
  --b-kn                                 B stored K x N (C = A * B), its LDS
                                         tile BK x BN, each MFMA B operand
                                         two amdgpu.transpose_load
                                         (ds_read_b64_tr_b16) of 4 k rows
  --gather                               with --b-kn: each B operand gathered
                                         element by element (memref.load +
                                         vector.from_elements), not with
                                         amdgpu.transpose_load
  --a-km                                 A stored K x M (C = A^T * B...), its
                                         LDS tile BK x BM, each MFMA A operand
                                         two amdgpu.transpose_load of 4 k rows
  --edges                                M, N, K need not be tile multiples:
                                         the grid and the K loop round up,
                                         each copy is a vector.maskedload
                                         with a zero pad and the mask Triton
                                         writes, (row < M) & (offs_k < K - k0)
                                         (--copy transfer: a transfer_read
                                         masked by row, out of bounds along
                                         k), and each C store is guarded by
                                         scf.if (row < M && col < N)
  --store guarded|masked|vector|transfer with --edges: C stores in scf.if, or
                                         vector.maskedstore of vector<1xbf16>;
                                         vector / transfer: each MFMA computes
                                         the tile of C^T (B * A) so that a
                                         lane holds 4 columns of one C row,
                                         stored by one vector.maskedstore of
                                         vector<4xbf16>, mask (row < M) &
                                         (col + [0..3] < N), or one
                                         vector.transfer_write, in_bounds
                                         false, masked by row < M
  --dynamic dim|args                     A, B, C as memref<?x?xbf16> (batched
                                         memref<?x?x?xbf16>); the K loop's
                                         bound from memref.dim of A, or from
                                         i32 M, N, K kernel arguments after
                                         C (as Triton passes them); M, N, K
                                         multiples of the tile at run time;
                                         with --edges (args): any M, N, K,
                                         each operand a reinterpret_cast of
                                         its argument sized by M, N, K, the
                                         contiguous extents marked
                                         tt.divisibility = 16, the masks
                                         against M, N, K
  --strides                              with --dynamic args --edges: each
                                         operand's reinterpret_cast types it
                                         strided<[?, 1]>, a row stride known
                                         at run time (the row's extent, as
                                         the harness stores the operands),
                                         as a front end types an operand
                                         whose leading dimension it is given
"""
import argparse

BM, BN, BK, WAVES, WM, WN = 128, 128, 64, 4, 2, 2
FA = BM // WM // 16
FB = BN // WN // 16
KH = BK // 32
COPIES = BM * BK * 2 // 1024 // WAVES  # per operand per wave
CPR = BK // 8  # 16-byte chunks per tile row


class Kernel:
    def __init__(self, o):
        self.o = o
        self.lines = []
        self.n = 0
        self.consts = {}
        self.const_lines = []
        self.indent = "      "
        self.extents = set()
        self.ty = {}

    def emit(self, text):
        self.lines.append(self.indent + text)

    def fresh(self, hint="v"):
        self.n += 1
        return "%%%s%d" % (hint, self.n)

    def c(self, value):
        if value not in self.consts:
            name = "%%c%d" % value
            self.consts[value] = name
            self.const_lines.append("      %s = arith.constant %d : index" %
                                    (name, value))
        return self.consts[value]

    def extent(self, dim):
        """M, N or K as an index: a constant, or (--dynamic) the run-time
        size read once at the top of the kernel (the i32 argument or
        memref.dim of the operand that has it)."""
        o = self.o
        if not o.dynamic:
            return self.c({"m": o.m, "n": o.n, "k": o.k}[dim])
        name = "%%%sx" % dim.upper()
        if name not in self.extents:
            self.extents.add(name)
            if o.dynamic == "args":
                self.emit("%s = arith.index_cast %%%s : i32 to index" %
                          (name, dim.upper()))
            else:
                ops = {"m": ("%A", o.a_km), "n": ("%B", o.b_kn),
                       "k": ("%A", not o.a_km)}
                src, inner = ops[dim]
                d = (1 if inner else 0) + (1 if o.batch else 0)
                self.emit("%s = memref.dim %s, %s : %s" %
                          (name, src, self.c(d), self.ty[src]))
        return name

    def op(self, name, a, b, hint="v"):
        r = self.fresh(hint)
        self.emit("%s = arith.%s %s, %s : index" % (r, name, a, b))
        return r

    def affine(self, expr, dims, hint="v"):
        """affine.apply of `expr` over dims d0.. (a front end's index math)."""
        r = self.fresh(hint)
        names = ", ".join("d%d" % i for i in range(len(dims)))
        self.emit("%s = affine.apply affine_map<(%s) -> (%s)>(%s)" %
                  (r, names, expr, ", ".join(dims)))
        return r

    # a*x + b, x/d, x%d in the chosen style
    def mad(self, x, a, b):
        if self.o.math == "affine":
            return self.affine("d0 * %d + d1" % a, [x, b])
        return self.op("addi", self.op("muli", x, self.c(a)), b)

    def div(self, x, d):
        if self.o.math == "affine":
            return self.affine("d0 floordiv %d" % d, [x])
        return self.op("divui", x, self.c(d))

    def rem(self, x, d):
        if self.o.math == "affine":
            return self.affine("d0 mod %d" % d, [x])
        return self.op("remui", x, self.c(d))

    def addc(self, x, v):
        if v == 0:
            return x
        if self.o.math == "affine":
            return self.affine("d0 + %d" % v, [x])
        return self.op("addi", x, self.c(v))

    def mulc(self, x, v):
        if self.o.math == "affine":
            return self.affine("d0 * %d" % v, [x])
        return self.op("muli", x, self.c(v))

    def vop(self, text, hint="m"):
        r = self.fresh(hint)
        self.emit("%s = %s" % (r, text))
        return r

    def edge_mask(self, k0, lanes, uniform):
        """Triton's mask of one 16-byte copy: `uniform` (scalar, bound) pairs
        compared lane-uniformly, `lanes` (offset, bound) compared as offset +
        [0..7] < bound; all with arith.cmpi slt, conjoined."""
        terms = []
        for x, bound in uniform:
            ok = self.vop("arith.cmpi slt, %s, %s : index" % (x, bound))
            terms.append(self.vop("vector.broadcast %s : i1 to vector<8xi1>"
                                  % ok))
        for x, bound in lanes:
            xv = self.vop("vector.broadcast %s : index to vector<8xindex>" % x)
            offs = self.vop("arith.addi %s, %%iota : vector<8xindex>" % xv)
            bv = self.vop("vector.broadcast %s : index to vector<8xindex>" %
                          bound)
            terms.append(self.vop("arith.cmpi slt, %s, %s : vector<8xindex>"
                                  % (offs, bv)))
        mask = terms[0]
        for t in terms[1:]:
            mask = self.vop("arith.andi %s, %s : vector<8xi1>" % (mask, t))
        return mask

    def swizzle(self, chunk, row):
        # XOR swizzle: not affine, arith in every style. Padded rows: none.
        if self.o.pad:
            return chunk
        return self.op("xori", chunk, self.rem(row, 8), "sw")


def memref_ty(o, rows, cols):
    if o.dynamic:
        return "memref<%sbf16>" % ("?x" * (3 if o.batch else 2))
    if o.flat:
        return "memref<%dxbf16>" % (rows * cols)
    if o.batch:
        return "memref<%dx%dx%dxbf16>" % (o.batch, rows, cols)
    return "memref<%dx%dxbf16>" % (rows, cols)


LDS_A = "memref<%dx%dxbf16, #gpu.address_space<workgroup>>" % (BM, BK)
LDS_B = "memref<%dx%dxbf16, #gpu.address_space<workgroup>>" % (BN, BK)
FRAG = "vector<8xbf16>"


def store_row_edge(k, o, t, row, col, cidx, cty):
    """Lane's 4 columns of one C row (--store vector|transfer)."""
    y = k.vop("arith.truncf %s : vector<4xf32> to vector<4xbf16>" % t, "y")
    rok = k.vop("arith.cmpi slt, %s, %s : index" % (row, k.extent("m")))
    rokv = k.vop("vector.broadcast %s : i1 to vector<4xi1>" % rok)
    if o.store == "transfer":
        k.emit("vector.transfer_write %s, %%C[%s], %s {in_bounds = [false]} "
               ": vector<4xbf16>, %s" % (y, cidx, rokv, cty))
        return
    cv = k.vop("vector.broadcast %s : index to vector<4xindex>" % col)
    offs = k.vop("arith.addi %s, %%iota4 : vector<4xindex>" % cv)
    nv = k.vop("vector.broadcast %s : index to vector<4xindex>" % k.extent("n"))
    cok = k.vop("arith.cmpi slt, %s, %s : vector<4xindex>" % (offs, nv))
    ok = k.vop("arith.andi %s, %s : vector<4xi1>" % (rokv, cok))
    k.emit("vector.maskedstore %%C[%s], %s, %s : %s, vector<4xi1>, "
           "vector<4xbf16>" % (cidx, ok, y, cty))


def store_edge(k, o, y, row, col, cidx, cty):
    """A C store inside M x N: guarded by scf.if, or a vector.maskedstore of
    one element (--store masked)."""
    rok = k.vop("arith.cmpi slt, %s, %s : index" % (row, k.extent("m")))
    cok = k.vop("arith.cmpi slt, %s, %s : index" % (col, k.extent("n")))
    ok = k.vop("arith.andi %s, %s : i1" % (rok, cok))
    if o.store == "masked":
        okv = k.vop("vector.broadcast %s : i1 to vector<1xi1>" % ok)
        yv = k.vop("vector.broadcast %s : bf16 to vector<1xbf16>" % y)
        k.emit("vector.maskedstore %%C[%s], %s, %s : %s, vector<1xi1>, "
               "vector<1xbf16>" % (cidx, okv, yv, cty))
        return
    k.emit("scf.if %s {" % ok)
    k.emit("  memref.store %s, %%C[%s] : %s" % (y, cidx, cty))
    k.emit("}")


def build(o):
    k = Kernel(o)
    M, N, K = o.m, o.n, o.k
    row_stores = o.edges and o.store in ("vector", "transfer")
    aty, bty, cty = memref_ty(o, M, K), memref_ty(o, N, K), memref_ty(o, M, N)
    if o.b_kn:
        bty = memref_ty(o, K, N)
    if o.a_km:
        aty = memref_ty(o, K, M)
    k.ty = {"%A": aty, "%B": bty}
    out = ["// Generated by test/FrontEnd/Inputs/frontend_gemm.py %s" % o.flags,
           "module attributes {gpu.container_module} {",
           "  gpu.module @frontend {"]
    if o.lds == "global":
        out.append('    memref.global "private" @lds_a : %s' % LDS_A)
        out.append('    memref.global "private" @lds_b : %s' % LDS_B)
    wg = ""
    if o.lds == "attribution":
        wg = " workgroup(%%As : %s, %%Bs : %s)" % (LDS_A, LDS_B)
    sizes = ""
    if o.dynamic == "args":
        # Masks along a contiguous dimension need its extent a multiple of
        # the 16-byte chunk: Triton's specialisation attribute says so.
        inner = {"M": o.a_km, "N": o.b_kn, "K": not (o.a_km and o.b_kn)}
        sizes = "".join(
            ", %%%s: i32%s" % (d, " {tt.divisibility = 16 : i32}"
                               if o.edges and inner[d] else "")
            for d in "MNK")
    # Masks against the i32 M, N, K: the operands get those sizes (as
    # Triton's lowering builds them from its pointers), else nothing says
    # the masks bound the memrefs.
    recast = o.dynamic == "args" and o.edges
    arg = "_in" if recast else ""
    out.append("    gpu.func @gemm(%%A%s: %s, %%B%s: %s, %%C%s: %s%s)%s kernel "
               "attributes {known_block_size = array<i32: %d, 1, 1>} {" %
               (arg, aty, arg, bty, arg, cty, sizes, wg, WAVES * 64))
    if recast:
        # --strides: the operands typed with a run-time row stride, as a
        # front end types one whose leading dimension it is passed.
        sty = "memref<?x?xbf16, strided<[?, 1]>>" if o.strides else None
        for name, ty, rows, cols in (("A", aty, "k" if o.a_km else "m",
                                      "m" if o.a_km else "k"),
                                     ("B", bty, "k" if o.b_kn else "n",
                                      "n" if o.b_kn else "k"),
                                     ("C", cty, "m", "n")):
            r, c = k.extent(rows), k.extent(cols)
            k.emit("%%%s = memref.reinterpret_cast %%%s_in to offset: [0], "
                   "sizes: [%s, %s], strides: [%s, 1] : %s to %s" %
                   (name, name, r, c, c, ty, sty or ty))
        if o.strides:
            aty = bty = cty = k.ty["%A"] = k.ty["%B"] = sty
    # LDS.
    if o.lds == "alloc":
        k.emit("%%As = memref.alloc() : %s" % LDS_A)
        k.emit("%%Bs = memref.alloc() : %s" % LDS_B)
    elif o.lds == "global":
        k.emit("%%As = memref.get_global @lds_a : %s" % LDS_A)
        k.emit("%%Bs = memref.get_global @lds_b : %s" % LDS_B)
    elif o.lds == "arena":
        size = (BM + BN) * BK * 2
        k.emit("%%arena = memref.alloc() : memref<%dxi8, "
               "#gpu.address_space<workgroup>>" % size)
        k.emit("%c0_bytes = arith.constant 0 : index")
        k.emit("%%cB_bytes = arith.constant %d : index" % (BM * BK * 2))
        k.emit("%%As = memref.view %%arena[%%c0_bytes][] : memref<%dxi8, "
               "#gpu.address_space<workgroup>> to %s" % (size, LDS_A))
        k.emit("%%Bs = memref.view %%arena[%%cB_bytes][] : memref<%dxi8, "
               "#gpu.address_space<workgroup>> to %s" % (size, LDS_B))
    # Ids.
    if o.ids == "lane":
        k.emit("%wave = gpu.subgroup_id : index")
        k.emit("%lane = gpu.lane_id")
        wave, lane = "%wave", "%lane"
    else:
        k.emit("%tid = gpu.thread_id x")
        wave, lane = k.div("%tid", 64), k.rem("%tid", 64)
    k.emit("%bx = gpu.block_id x")
    k.emit("%by = gpu.block_id y")
    batch = []
    if o.batch:
        k.emit("%bz = gpu.block_id z")
        batch = ["%bz"]
    wm, wn = k.div(wave, WN), k.rem(wave, WN)
    m0, n0 = k.mulc("%by", BM), k.mulc("%bx", BN)
    srcA, srcB = "%A", "%B"
    sA, sB = aty, bty
    rowA, rowB = m0, n0
    if o.subview:
        zero = k.c(0)
        # The workgroup's rows of an operand stored with rows of K, or its
        # columns of one stored with rows of M / N (--a-km, --b-kn).
        views = []
        for name, ty, base, rows, kmajor, full in (
                ("A", aty, m0, BM, o.a_km, M), ("B", bty, n0, BN, o.b_kn, N)):
            if kmajor:
                offs, sizes, shape, stride = "0, %s" % base, "%d, %d" % (
                    K, rows), (K, rows), full
            else:
                offs, sizes, shape, stride = "%s, 0" % base, "%d, %d" % (
                    rows, K), (rows, K), K
            lay = "strided<[%d, 1], offset: ?>" % stride
            vty = "memref<%dx%dxbf16, %s>" % (shape[0], shape[1], lay)
            if o.batch:
                k.emit("%%%st = memref.subview %%%s[%%bz, %s] [1, %s] "
                       "[1, 1, 1] : %s to %s" % (name, name, offs, sizes, ty,
                                                 vty))
            else:
                k.emit("%%%st = memref.subview %%%s[%s] [%s] [1, 1] : %s to %s"
                       % (name, name, offs, sizes, ty, vty))
            views.append(vty)
        srcA, srcB = "%At", "%Bt"
        sA, sB = views
        rowA = rowB = zero
        batch_src = []
    else:
        batch_src = batch
    # Copy addresses (loop-invariant): (src row, col offset, lds row, lds col).
    copies = []
    for src, sty, lds, ldsty, base in ((srcA, sA, "%As", LDS_A, rowA),
                                       (srcB, sB, "%Bs", LDS_B, rowB)):
        kn = (o.b_kn and lds == "%Bs") or (o.a_km and lds == "%As")
        cpr = (BN if lds == "%Bs" else BM) // 8 if kn else CPR
        for i in range(COPIES):
            q = k.mad(k.addc(wave, i * WAVES), 64, lane)
            row, chunk = k.div(q, cpr), k.rem(q, cpr)
            if kn:
                # Row = k within the tile; the column carries n0.
                copies.append((src, sty, None, (row, k.mad(chunk, 8, base)),
                               lds, ldsty, row,
                               k.mulc(k.swizzle(chunk, row), 8)))
                continue
            grow = k.op("addi", base, row) if o.math == "arith" else \
                k.affine("d0 + d1", [base, row])
            copies.append((src, sty, grow, k.mulc(chunk, 8), lds, ldsty, row,
                           k.mulc(k.swizzle(chunk, row), 8)))
    # Fragment addresses: [operand][h][f] -> (row, col).
    frags = {}
    for name, wv in (("A", wm), ("B", wn)):
        for h in range(KH):
            for f in range(FA if name == "A" else FB):
                if name == "B" and o.b_kn and o.gather:
                    # Element by element: lane l takes column l % 16 of the
                    # fragment, k rows 8 (l / 16) .. +7 of the k-half.
                    n = k.addc(k.mad(wv, 64, k.rem(lane, 16)), 16 * f)
                    nchunk, nin = k.div(n, 8), k.rem(n, 8)
                    elems = []
                    for e in range(8):
                        kr = k.addc(k.mulc(k.div(lane, 16), 8), 32 * h + e)
                        elems.append((kr, k.mad(k.swizzle(nchunk, kr), 8,
                                                nin)))
                    frags[name, h, f] = elems
                    continue
                if (name == "B" and o.b_kn) or (name == "A" and o.a_km):
                    # Two transposing reads (ds_read_b64_tr_b16) per
                    # fragment: in each 16 lanes, lane 4q + c addresses
                    # k row kb + q, columns n0 + 4c .. +3, and receives
                    # column n0 + lane % 16, k rows kb .. kb+3 (A: rows
                    # of M in place of columns of N).
                    i = k.rem(lane, 16)
                    n = k.addc(k.mad(wv, 64, k.mulc(k.rem(i, 4), 4)), 16 * f)
                    nchunk, nin = k.div(n, 8), k.rem(n, 8)
                    halves = []
                    for p4 in range(2):
                        kr = k.addc(k.mad(k.div(lane, 16), 8, k.div(i, 4)),
                                    32 * h + 4 * p4)
                        halves.append((kr, k.mad(k.swizzle(nchunk, kr), 8,
                                                 nin)))
                    frags[name, h, f] = halves
                    continue
                row = k.addc(k.mad(wv, 64, k.rem(lane, 16)), 16 * f)
                chunk = k.addc(k.div(lane, 16), 4 * h)
                frags[name, h, f] = (row, k.mulc(k.swizzle(chunk, row), 8))
    nacc = FA * FB
    # Aggregate accumulator: its type and the position of tile (i, j).
    agg = {"one": ("vector<%dx4xf32>" % nacc, lambda i, j: "%d" % (i * FB + j)),
           "one3d": ("vector<%dx%dx4xf32>" % (FA, FB),
                     lambda i, j: "%d, %d" % (i, j))}.get(o.acc)
    # perm[a]: the iter_arg / result position of tile a.
    perm = [nacc - 1 - a if o.perm_iter else a for a in range(nacc)]
    if agg:
        k.emit("%%zero = arith.constant dense<0.0> : %s" % agg[0])
        accty = [agg[0]]
        inits = ["%zero"]
    else:
        k.emit("%zero = arith.constant dense<0.0> : vector<4xf32>")
        accty = ["vector<4xf32>"] * nacc
        inits = ["%zero"] * nacc
    # The loop.
    it = "index"
    if o.dynamic and (o.edges or o.dynamic == "dim" or o.loop == "index"):
        k.extent("k")
    if o.dynamic and o.edges:  # read once, before the loop
        k.extent("m")
        k.extent("n")
    if o.loop == "index":
        if not o.dynamic:
            ub = k.c(-(-K // BK))
        elif o.edges:  # K-tiles rounded up
            ub = k.div(k.addc("%Kx", BK - 1), BK)
        else:
            ub = k.div("%Kx", BK)
        lb, st = k.c(0), k.c(1)
    else:
        it = o.loop
        k.emit("%%lb = arith.constant 0 : %s" % it)
        if o.dynamic == "dim":
            k.emit("%%ub = arith.index_cast %%Kx : index to %s" % it)
        elif o.dynamic == "args":
            if it == "i64":
                k.emit("%ub = arith.extui %K : i32 to i64")
        else:
            k.emit("%%ub = arith.constant %d : %s" % (K, it))
        k.emit("%%step = arith.constant %d : %s" % (BK, it))
        lb, st = "%lb", "%step"
        ub = "%K" if o.dynamic == "args" and it == "i32" else "%ub"
    iters = ["%%acc%d" % i for i in range(len(inits))]
    res = "%res" if len(inits) == 1 else "%%res:%d" % len(inits)
    k.emit("%s = scf.for %%kk = %s to %s step %s iter_args(%s) -> (%s)%s {" %
           (res, lb, ub, st,
            ", ".join("%s = %s" % (a, b) for a, b in zip(iters, inits)),
            ", ".join(accty), "" if it == "index" else " : " + it))
    outer = k.indent
    k.indent += "  "
    if it == "index":
        k0 = k.mulc("%kk", BK)
    else:
        k0 = "%k0"
        k.emit("%%k0 = arith.index_cast %%kk : %s to index" % it)
    if o.edges:
        kleft = k.op("subi", k.extent("k"), k0, "kleft")
    for src, sty, grow, gcol, lds, ldsty, lrow, lcol in copies:
        if grow is None:  # B stored K x N: the row carries k0
            krow, col = gcol
            grow = k.op("addi", k0, krow) if o.math == "arith" else \
                k.affine("d0 + d1", [k0, krow])
        else:
            col = k.op("addi", k0, gcol) if o.math == "arith" else \
                k.affine("d0 + d1", [k0, gcol])
        v = k.fresh("g")
        idx = ", ".join(batch_src + [grow, col])
        if o.flat:
            idx = k.mad(grow, K, col)
        if o.edges:
            # Rows of M / N and the k offset within the tile (or k row and
            # the column, stored K x M / K x N), as Triton masks them.
            ext = k.extent("m" if lds == "%As" else "n")
            kn = (o.b_kn and lds == "%Bs") or (o.a_km and lds == "%As")
            if kn:
                krow = gcol[0]
                uniform, lanes = [(krow, kleft)], [(col, ext)]
            else:
                uniform, lanes = [(grow, ext)], [(gcol, kleft)]
            if o.copy == "transfer":
                ok = k.vop("arith.cmpi slt, %s, %s : index" % uniform[0])
                m = k.vop("vector.broadcast %s : i1 to vector<8xi1>" % ok)
                k.emit("%s = vector.transfer_read %s[%s], %%pad, %s : %s, %s"
                       % (v, src, idx, m, sty, FRAG))
            else:
                m = k.edge_mask(k0, lanes, uniform)
                k.emit("%s = vector.maskedload %s[%s], %s, %%zero8 : %s, "
                       "vector<8xi1>, %s into %s" % (v, src, idx, m, sty,
                                                     FRAG, FRAG))
            k.emit("vector.store %s, %s[%s, %s] : %s, %s" %
                   (v, lds, lrow, lcol, ldsty, FRAG))
            continue
        if o.copy == "transfer":
            k.emit("%s = vector.transfer_read %s[%s], %%pad {in_bounds = [true]} "
                   ": %s, %s" % (v, src, idx, sty, FRAG))
            k.emit("vector.transfer_write %s, %s[%s, %s] {in_bounds = [true]} "
                   ": %s, %s" % (v, lds, lrow, lcol, FRAG, ldsty))
        else:
            k.emit("%s = vector.load %s[%s] : %s, %s" % (v, src, idx, sty, FRAG))
            k.emit("vector.store %s, %s[%s, %s] : %s, %s" %
                   (v, lds, lrow, lcol, ldsty, FRAG))
    k.emit("gpu.barrier")
    regs = {}
    for (name, h, f), addr in sorted(frags.items()):
        r = k.fresh("r" + name.lower())
        lds, ldsty = ("%As", LDS_A) if name == "A" else ("%Bs", LDS_B)
        if name == "B" and o.b_kn and o.gather:
            vals = []
            for kr, col in addr:
                x = k.fresh("s")
                k.emit("%s = memref.load %s[%s, %s] : %s" %
                       (x, lds, kr, col, ldsty))
                vals.append(x)
            k.emit("%s = vector.from_elements %s : %s" %
                   (r, ", ".join(vals), FRAG))
            regs[name, h, f] = r
            continue
        if (name == "B" and o.b_kn) or (name == "A" and o.a_km):
            vals = []
            for kr, col in addr:
                x = k.fresh("t")
                k.emit("%s = amdgpu.transpose_load %s[%s, %s] : %s -> "
                       "vector<4xbf16>" % (x, lds, kr, col, ldsty))
                vals.append(x)
            k.emit("%s = vector.shuffle %s, %s [0, 1, 2, 3, 4, 5, 6, 7] : "
                   "vector<4xbf16>, vector<4xbf16>" % (r, vals[0], vals[1]))
            regs[name, h, f] = r
            continue
        row, col = addr
        if o.copy == "transfer":
            k.emit("%s = vector.transfer_read %s[%s, %s], %%pad {in_bounds = "
                   "[true]} : %s, %s" % (r, lds, row, col, ldsty, FRAG))
        else:
            k.emit("%s = vector.load %s[%s, %s] : %s, %s" %
                   (r, lds, row, col, ldsty, FRAG))
        regs[name, h, f] = r
    acc = {}
    for i in range(FA):
        for j in range(FB):
            a = i * FB + j
            if agg:
                v = k.fresh("e")
                k.emit("%s = vector.extract %%acc0[%s] : vector<4xf32> from "
                       "%s" % (v, agg[1](i, j), agg[0]))
                acc[i, j] = v
            else:
                acc[i, j] = iters[perm[a]]
    for h in range(KH):
        for i in range(FA):
            for j in range(FB):
                d = k.fresh("d")
                srcs = (regs["A", h, i], regs["B", h, j])
                if row_stores:  # C^T: lane l holds row l%16 of C
                    srcs = srcs[::-1]
                k.emit("%s = amdgpu.mfma 16x16x32 %s * %s + %s blgp = none : "
                       "%s, %s, vector<4xf32>" %
                       (d, srcs[0], srcs[1], acc[i, j], FRAG, FRAG))
                acc[i, j] = d
    k.emit("gpu.barrier")
    if agg:
        cur = "%acc0"
        for i in range(FA):
            for j in range(FB):
                v = k.fresh("ins")
                k.emit("%s = vector.insert %s, %s [%s] : vector<4xf32> into "
                       "%s" % (v, acc[i, j], cur, agg[1](i, j), agg[0]))
                cur = v
        k.emit("scf.yield %s : %s" % (cur, agg[0]))
    else:
        by_pos = [None] * nacc
        for i in range(FA):
            for j in range(FB):
                by_pos[perm[i * FB + j]] = acc[i, j]
        k.emit("scf.yield %s : %s" % (", ".join(by_pos), ", ".join(accty)))
    k.indent = outer
    k.emit("}")
    # Stores: lane l holds column l%16, rows 4*(l/16)..+4 of its 16x16 tile
    # (row_stores: row l%16, columns 4*(l/16)..+4).
    if row_stores:
        rbase = k.mad(wm, 64, k.rem(lane, 16))
    else:
        rbase = k.mad(wm, 64, k.mulc(k.div(lane, 16), 4))
    rbase = k.op("addi", m0, rbase) if o.math == "arith" else \
        k.affine("d0 + d1", [m0, rbase])
    if row_stores:
        cbase = k.mad(wn, 64, k.mulc(k.div(lane, 16), 4))
    else:
        cbase = k.mad(wn, 64, k.rem(lane, 16))
    cbase = k.op("addi", n0, cbase) if o.math == "arith" else \
        k.affine("d0 + d1", [n0, cbase])
    for i in range(FA):
        for j in range(FB):
            a = i * FB + j
            if agg:
                t = k.fresh("t")
                k.emit("%s = vector.extract %%res[%s] : vector<4xf32> from "
                       "%s" % (t, agg[1](i, j), agg[0]))
            else:
                t = "%%res#%d" % perm[a] if nacc > 1 else "%res"
            col = k.addc(cbase, 16 * j)
            if row_stores:
                row = k.addc(rbase, 16 * i)
                store_row_edge(k, o, t, row, col, ", ".join(batch + [row, col]),
                               cty)
                continue
            for e in range(4):
                row = k.addc(rbase, 16 * i + e)
                x = k.fresh("x")
                k.emit("%s = vector.extract %s[%d] : f32 from vector<4xf32>" %
                       (x, t, e))
                y = k.fresh("y")
                k.emit("%s = arith.truncf %s : f32 to bf16" % (y, x))
                cidx = ", ".join(batch + [row, col])
                if o.flat:
                    cidx = k.mad(row, N, col)
                if o.edges:
                    store_edge(k, o, y, row, col, cidx, cty)
                    continue
                k.emit("memref.store %s, %%C[%s] : %s" % (y, cidx, cty))
    k.emit("gpu.return")
    body = k.const_lines + k.lines
    if o.copy == "transfer":
        body.insert(0, "      %pad = arith.constant 0.0 : bf16")
    if row_stores and o.store == "vector":
        body.insert(0, "      %iota4 = arith.constant dense<[0, 1, 2, 3]> : "
                    "vector<4xindex>")
    if o.edges:
        body.insert(0, "      %zero8 = arith.constant dense<0.0> : "
                    "vector<8xbf16>")
        body.insert(0, "      %iota = arith.constant dense<[0, 1, 2, 3, 4, 5, "
                    "6, 7]> : vector<8xindex>")
    out += body
    out += ["    }", "  }", "}"]
    return "\n".join(out) + "\n"


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--lds", default="attribution",
                   choices=["attribution", "alloc", "global", "arena"])
    p.add_argument("--loop", default="index", choices=["index", "i32", "i64"])
    p.add_argument("--math", default="arith", choices=["arith", "affine"])
    p.add_argument("--copy", default="vector", choices=["vector", "transfer"])
    p.add_argument("--subview", action="store_true")
    p.add_argument("--ids", default="thread", choices=["thread", "lane"])
    p.add_argument("--batch", type=int, default=0)
    p.add_argument("--acc", default="many", choices=["many", "one", "one3d"])
    p.add_argument("--perm-iter", action="store_true")
    p.add_argument("--pad", type=int, default=0)
    p.add_argument("--flat", action="store_true")
    p.add_argument("--b-kn", action="store_true")
    p.add_argument("--a-km", action="store_true")
    p.add_argument("--gather", action="store_true")
    p.add_argument("--edges", action="store_true")
    p.add_argument("--store", default="guarded",
                   choices=["guarded", "masked", "vector", "transfer"])
    p.add_argument("--dynamic", choices=["dim", "args"])
    p.add_argument("--strides", action="store_true")
    p.add_argument("-m", type=int, default=256)
    p.add_argument("-n", type=int, default=256)
    p.add_argument("-k", type=int, default=256)
    import sys
    o = p.parse_args()
    o.flags = " ".join(sys.argv[1:])
    global LDS_A, LDS_B
    if o.gather and not o.b_kn:
        p.error("--gather applies to --b-kn")
    if o.edges and (o.flat or o.subview):
        p.error("--edges writes 2-D / batched operands read whole (no "
                "--flat, --subview)")
    if o.dynamic and (o.subview or o.flat):
        p.error("--dynamic writes whole 2-D or batched operands")
    if o.dynamic == "dim" and o.edges:
        p.error("--edges with --dynamic args: the masks bound the sizes the "
                "operands are built with")
    if o.strides and not (o.dynamic == "args" and o.edges):
        p.error("--strides applies to --dynamic args --edges")
    if o.dynamic == "args" and o.edges and o.batch:
        p.error("--dynamic args --edges writes 2-D operands")
    if o.pad:
        if o.a_km or o.b_kn:
            p.error("--pad applies to rows of K (A M x K, B N x K)")
        LDS_A = "memref<%dx%dxbf16, #gpu.address_space<workgroup>>" % (
            BM, BK + o.pad)
        LDS_B = "memref<%dx%dxbf16, #gpu.address_space<workgroup>>" % (
            BN, BK + o.pad)
    if o.b_kn:
        LDS_B = "memref<%dx%dxbf16, #gpu.address_space<workgroup>>" % (BK, BN)
    if o.a_km:
        LDS_A = "memref<%dx%dxbf16, #gpu.address_space<workgroup>>" % (BK, BM)
    sys.stdout.write(build(o))


if __name__ == "__main__":
    main()
