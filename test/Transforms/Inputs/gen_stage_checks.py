"""Writes the FileCheck lines of the Interleave tests: the expected stage
structure (seed 000's table, generalised), computed from the tile shape
alone, independently of the pass. Usage: see test/Transforms/Interleave/*.mlir
headers; mktest.body(prefix, FA, FB, stages, G, GA, slots, T, ldsA, ldsB)."""
# Writes the expected stage structure (independent of the pass): seed-000's
# table generalised. Order within a stage = the generator's program order.
import sys
def checks(FA, FB, KH, S, G, GA, prefix="CHECK", n_pipe=2, order="seed", argbase=6):
    out = []
    P = S // KH                     # N parts per k-slice
    def stage_of_mfma(kh, i, j):
        return kh * P + j // (FB // P)
    s2r_order = [("A", i, kh) for i in range(FA) for kh in range(KH)] + \
                [("B", j, kh) for j in range(FB) for kh in range(KH)]
    mfma_order = [(kh, i, j) for kh in range(KH) for i in range(FA) for j in range(FB)]
    def s2r_stage(o, f, kh):
        if o == "A":
            return min(stage_of_mfma(kh, f, j) for j in range(FB))
        return min(stage_of_mfma(kh, i, f) for i in range(FA))
    copies = ["gA%d" % g for g in range(GA)] + ["gB%d" % g for g in range(G - GA)]
    per = G // S
    name = {}   # value -> FileCheck expression in the current stage
    results = {}  # (stage) -> list of escaping keys
    # escaping: S2R used by a later stage; MFMA used by later stage or yield
    def users_stages(key):
        if isinstance(key[0], str):
            o, f, kh = key
            return {stage_of_mfma(kh, f, j) for j in range(FB)} if o == "A" else \
                   {stage_of_mfma(kh, i, f) for i in range(FA)}
        kh, i, j = key
        return {stage_of_mfma(kh + 1, i, j)} if kh + 1 < KH else {"yield"}
    loc = {}
    for s in range(S):
        reads = [k for k in s2r_order if s2r_stage(*k) == s]
        mf = [k for k in mfma_order if stage_of_mfma(*k) == s]
        esc = [k for k in reads if users_stages(k) - {s}] + [k for k in mf if users_stages(k) - {s}]
        out.append("// %s-NOT: cdna4pipe." % prefix)
        out.append("// %s: %%[[ST%d:[0-9]+]]:%d = cdna4pipe.stage %d priority 1 fence 0 -> (" % (prefix, s, len(esc), s))
        out.append("// %s-NOT: cdna4pipe." % prefix)
        first = True
        for (o, f, kh) in reads:
            v = "%s%s%d_KH%d" % (o, "I" if o == "A" else "J", f, kh)
            lds = "AS" if o == "A" else "BS"
            out.append("// %s%s: %%[[%s:[0-9]+]] = cdna4pipe.s2r %%[[%s]][%%[[SR]], {{.*}} loc(\"%s_%s%d_kh%d\")"
                       % (prefix, "" if first else "-NEXT", v, lds, o, "i" if o == "A" else "j", f, kh))
            first = False
            name[(o, f, kh)] = "%%[[%s]]" % v
        base, rem = G // S, G % S
        lo = sum(base + (1 if t < rem else 0) for t in range(s))
        hi = lo + base + (1 if s < rem else 0)
        for c in copies[lo:hi]:
            lds = "AS" if c[1] == "A" else "BS"
            out.append("// %s-NEXT: cdna4pipe.g2s %%{{.*}}, %%[[%s]][%%[[SW]], {{.*}} loc(\"%s\")" % (prefix, lds, c))
        if s == S - 1:
            out.append("// %s-NEXT: cdna4pipe.wait vmcnt(%d) lgkmcnt(0) loc(" % (prefix, (n_pipe - 2) * G))
            out.append("// %s-NEXT: cdna4pipe.barrier loc(" % prefix)
        for (kh, i, j) in mf:
            a, b = name[("A", i, kh)], name[("B", j, kh)]
            acc = name.get(("acc", i, j), "%%arg%d" % (argbase + i * FB + j))
            v = "D%d_%d_%d" % (kh, i, j)
            out.append("// %s-NEXT: %%[[%s:[0-9]+]] = cdna4pipe.mfma 16x16x32 %s * %s + %s : vector<8xbf16>, vector<4xf32> loc(\"mfma_kh%d_i%d_j%d\")"
                       % (prefix, v, a, b, acc, kh, i, j))
            name[("acc", i, j)] = "%%[[%s]]" % v
        out.append("// %s-NEXT: cdna4pipe.yield %s :" % (prefix, ", ".join(name[k] if isinstance(k[0], str) else "%%[[D%d_%d_%d]]" % k for k in esc)))
        out.append("// %s-NEXT: } loc(" % prefix)
        # outside the stage, escaping values are stage results
        for n, k in enumerate(esc):
            if isinstance(k[0], str):
                name[k] = "%%[[ST%d]]#%d" % (s, n)
            else:
                name[("acc",) + k[1:]] = "%%[[ST%d]]#%d" % (s, n)
    out.append("// %s-NEXT: scf.yield %s :" % (prefix, ", ".join(name[("acc", i, j)] for i in range(FA) for j in range(FB))))
    return "\n".join(out)

if False:
    a = [int(x) for x in sys.argv[1:7]]
    print(checks(*a, prefix=sys.argv[7] if len(sys.argv) > 7 else "CHECK",
                 n_pipe=int(sys.argv[8]) if len(sys.argv) > 8 else 2))

def body(prefix, FA, FB, S, G, GA, n_pipe, T, lds_a, lds_b):
    P = prefix
    out = []
    out.append("// %s-LABEL: gpu.func @gemm" % P)
    out.append("// %s-SAME: workgroup(%%[[AS:.*]] : %s, %%[[BS:.*]] : %s)" % (P, lds_a, lds_b))
    out.append("// Prologue: tiles 0..%d, then the former top-of-iteration-0 wait." % (n_pipe - 2))
    for t in range(n_pipe - 1):
        out.append("// %s-COUNT-%d: cdna4pipe.g2s %%{{.*}}, %%[[AS]][%%c%d, %%{{[0-9]+}}, %%c0]" % (P, GA, t))
        out.append("// %s-COUNT-%d: cdna4pipe.g2s %%{{.*}}, %%[[BS]][%%c%d, %%{{[0-9]+}}, %%c0]" % (P, G - GA, t))
    out.append("// %s-NOT: cdna4pipe." % P)
    out.append("// %s: cdna4pipe.wait vmcnt(%d) loc(" % (P, (n_pipe - 2) * G))
    out.append("// %s-NEXT: cdna4pipe.barrier loc(" % P)
    out.append("// %s-NEXT: scf.for %%[[K:.*]] = %%c0 to %%c%d step %%c1 iter_args(" % (P, T - (n_pipe - 1)))
    out.append("// %s-NOT: cdna4pipe." % P)
    out.append("// %s: %%[[KN:.*]] = arith.addi %%[[K]], %%c%d" % (P, n_pipe - 1))
    out.append("// %s: %%[[SW:.*]] = arith.remui %%[[KN]], %%c%d{{(_[0-9]+)?}}" % (P, n_pipe))
    out.append("// %s: %%[[SR:.*]] = arith.remui %%[[K]], %%c%d{{(_[0-9]+)?}}" % (P, n_pipe))
    out.append(checks(FA, FB, 2, S, G, GA, prefix=P, n_pipe=n_pipe))
    out.append("// Epilogue: tiles %s, each from its slot after a wait that retires it." % ", ".join(str(t) for t in range(T - n_pipe + 1, T)))
    for t in range(T - n_pipe + 1, T):
        out.append("// %s-NOT: cdna4pipe." % P)
        out.append("// %s: cdna4pipe.wait vmcnt(%d) loc(" % (P, (T - 1 - t) * G))
        out.append("// %s-NEXT: cdna4pipe.barrier loc(" % P)
        out.append("// %s-NOT: cdna4pipe.stage" % P)
        out.append("// %s-COUNT-%d: cdna4pipe.s2r %%{{arg[34]}}[%%c%d," % (P, 2 * (FA + FB), t % n_pipe))
        out.append("// %s-NOT: cdna4pipe.s2r" % P)
        out.append("// %s-COUNT-%d: cdna4pipe.mfma 16x16x32" % (P, 2 * FA * FB))
    out.append("// %s-NOT: cdna4pipe." % P)
    out.append("// %s: gpu.return" % P)
    return "\n".join(out)

if __name__ == "__main__" and len(sys.argv) == 2:
    import json
    print(body(*json.loads(sys.argv[1])))
