#!/usr/bin/env python3
"""Applies one seeded random schedule mutation to a cdna4pipe kernel.

usage: mutate.py SEED [KIND] < kernel.mlir > mutant.mlir

The input is a raised or interleaved kernel (KernelContract Levels 2/3) as
printed by cdna4-opt. The mutation touches only the schedule (waits,
barriers, copy issue order), never what is computed, so a mutant that the
simulator rejects has a real hazard and the schedule verifier must reject
it too (see difftest.py). One line describing the mutation goes to stderr
("mutation: ..."); exit 2 when the kernel offers nothing for the kind drawn.

Kinds (drawn uniformly unless KIND is given):
  del-wait      delete one cdna4pipe.wait
  del-barrier   delete one cdna4pipe.barrier
  vmcnt         change one vmcnt by +-1..8, clamped to 0..63
  lgkmcnt       change one lgkmcnt by +-1..8, clamped to 0..15
  drop-lgkm     drop one `lgkmcnt(0)` (a wait left empty is deleted)
  move          move one wait or barrier up/down by 1..4 ops of its block
                (inside a cdna4pipe.stage: never past the first MFMA)
  swap-g2s      swap two cdna4pipe.g2s of one block (SSA names are local to
                a block's region, so only same-block swaps keep each copy's
                meaning; the swap is skipped if an operand would be used
                before its definition)

The script works on the printed text: every op of a block is a line at the
block's indentation, an op with regions spans to the `}` at its own
indentation. Callers still run cdna4-opt on the mutant to reject anything
invalid.
"""

import random
import re
import sys

KINDS = ["del-wait", "del-barrier", "vmcnt", "lgkmcnt", "drop-lgkm", "move",
         "swap-g2s"]

WAIT = re.compile(r"^(\s*)cdna4pipe\.wait\b(.*)$")
BARRIER = re.compile(r"^\s*cdna4pipe\.barrier\s*$")
G2S = re.compile(r"^\s*%[\w#:]+ = cdna4pipe\.g2s ")
MFMA = re.compile(r"^\s*%[\w#:]+ = cdna4pipe\.mfma ")
STAGE = re.compile(r"cdna4pipe\.stage ")


class NoSite(Exception):
    pass


def indent(line):
    return len(line) - len(line.lstrip(" "))


def blocks(lines):
    """Every block as (opener line or -1, [op ranges (start, end) incl.]).
    A block is the run of lines at one indentation inside a region opener
    (a line ending in '{')."""
    out = []

    def walk(first, last, opener):
        # ops at indentation of lines[first] in [first, last]
        ops = []
        i = first
        while i <= last:
            l = lines[i]
            if not l.strip():
                i += 1
                continue
            ind = indent(l)
            j = i
            if l.rstrip().endswith("{"):
                j = i + 1
                while j <= last and not (indent(lines[j]) == ind and
                                         lines[j].lstrip().startswith("}")):
                    j += 1
                if j > last:
                    raise NoSite("unbalanced region at line %d" % (i + 1))
                if j > i + 1:
                    walk(i + 1, j - 1, i)
            ops.append((i, j))
            i = j + 1
        out.append((opener, ops))

    walk(0, len(lines) - 1, -1)
    return out


def is_wait(l):
    return WAIT.match(l) is not None


def is_barrier(l):
    return BARRIER.match(l) is not None


def mutate(lines, rng, kind):
    waits = [i for i, l in enumerate(lines) if is_wait(l)]
    bars = [i for i, l in enumerate(lines) if is_barrier(l)]
    if kind == "del-wait":
        if not waits:
            raise NoSite("no wait")
        i = rng.choice(waits)
        desc = "delete line %d `%s`" % (i + 1, lines[i].strip())
        del lines[i]
        return desc
    if kind == "del-barrier":
        if not bars:
            raise NoSite("no barrier")
        i = rng.choice(bars)
        desc = "delete line %d `%s`" % (i + 1, lines[i].strip())
        del lines[i]
        return desc
    if kind in ("vmcnt", "lgkmcnt"):
        cnt, hi = (("vmcnt", 63) if kind == "vmcnt" else ("lgkmcnt", 15))
        pat = re.compile(cnt + r"\((\d+)\)")
        sites = [i for i in waits if pat.search(lines[i])]
        if not sites:
            raise NoSite("no " + cnt)
        i = rng.choice(sites)
        old = int(pat.search(lines[i]).group(1))
        choices = [old + d for d in list(range(-8, 0)) + list(range(1, 9))]
        choices = sorted({min(hi, max(0, c)) for c in choices} - {old})
        new = rng.choice(choices)
        before = lines[i].strip()
        lines[i] = pat.sub("%s(%d)" % (cnt, new), lines[i], count=1)
        return "line %d `%s` -> `%s`" % (i + 1, before, lines[i].strip())
    if kind == "drop-lgkm":
        sites = [i for i in waits if "lgkmcnt(0)" in lines[i]]
        if not sites:
            raise NoSite("no lgkmcnt(0)")
        i = rng.choice(sites)
        before = lines[i].strip()
        lines[i] = lines[i].replace(" lgkmcnt(0)", "")
        if lines[i].strip() == "cdna4pipe.wait":
            del lines[i]
            return "line %d `%s` deleted (lgkmcnt(0) was all it had)" % (i + 1, before)
        return "line %d `%s` -> `%s`" % (i + 1, before, lines[i].strip())
    if kind == "move":
        cands = []
        for opener, ops in blocks(lines):
            in_stage = opener >= 0 and STAGE.search(lines[opener]) is not None
            # last legal insertion index in ops (exclusive of terminator)
            limit = len(ops) - 1  # never past the terminator (last op)
            if in_stage:
                mf = [k for k, (s, e) in enumerate(ops) if MFMA.match(lines[s])]
                if mf:
                    limit = min(limit, mf[0])
            for k, (s, e) in enumerate(ops):
                if s == e and (is_wait(lines[s]) or is_barrier(lines[s])) and k < limit:
                    cands.append((ops, k, limit))
        if not cands:
            raise NoSite("no movable wait/barrier")
        ops, k, limit = rng.choice(cands)
        # positions the op may take among the others: 0 .. limit-1 (the
        # op itself is one of the ops before `limit`)
        dests = [k + d for d in (-4, -3, -2, -1, 1, 2, 3, 4) if 0 <= k + d < limit]
        if not dests:
            raise NoSite("nowhere to move")
        t = rng.choice(dests)
        s = ops[k][0]
        text = lines[s]
        order = [r for r in range(len(ops)) if r != k]
        order.insert(t, k)
        first, last = ops[0][0], ops[-1][1]
        chunk = []
        for r in order:
            a, b = ops[r]
            chunk.extend(lines[a:b + 1])
        # blank lines inside a block are dropped by this rewrite; the
        # printed IR has none
        lines[first:last + 1] = chunk
        return "line %d `%s` moved by %+d op(s)" % (s + 1, text.strip(), t - k)
    if kind == "swap-g2s":
        cands = []
        for opener, ops in blocks(lines):
            g = [k for k, (s, e) in enumerate(ops) if s == e and G2S.match(lines[s])]
            for x in range(len(g)):
                for y in range(x + 1, len(g)):
                    cands.append((ops, g[x], g[y]))
        if not cands:
            raise NoSite("no two copies in one block")
        ops, x, y = rng.choice(cands)
        sx, sy = ops[x][0], ops[y][0]
        # the later copy moves up: its operands must be defined before sx
        defined_between = set()
        for r in range(x, y):
            m = re.match(r"^\s*(%[\w#]+)", lines[ops[r][0]])
            if m:
                defined_between.add(m.group(1).split(":")[0])
        used = set(re.findall(r"%[\w]+", lines[sy].split("=", 1)[1]))
        if used & defined_between:
            raise NoSite("operands of the later copy are defined in between")
        lx, ly = lines[sx].strip(), lines[sy].strip()
        lines[sx], lines[sy] = lines[sy], lines[sx]
        return "swap lines %d and %d (`%s...` <-> `%s...`)" % (
            sx + 1, sy + 1, lx[:60], ly[:60])
    raise NoSite("unknown kind " + kind)


def mutant(text, seed, kind=None, count=1):
    """(mutated text, description) or raises NoSite. `count` > 1 applies
    that many mutations in a row (same generator)."""
    rng = random.Random(seed)
    lines = text.split("\n")
    descs = []
    for _ in range(count):
        k = kind or rng.choice(KINDS)
        descs.append("%s: %s" % (k, mutate(lines, rng, k)))
    return "\n".join(lines), " + ".join(descs)


def main():
    if len(sys.argv) not in (2, 3):
        sys.stderr.write(__doc__)
        sys.exit(1)
    seed = int(sys.argv[1])
    kind = sys.argv[2] if len(sys.argv) == 3 else None
    try:
        out, desc = mutant(sys.stdin.read(), seed, kind)
    except NoSite as e:
        sys.stderr.write("mutation: none (%s)\n" % e)
        sys.exit(2)
    sys.stderr.write("mutation: %s\n" % desc)
    sys.stdout.write(out)


if __name__ == "__main__":
    main()
