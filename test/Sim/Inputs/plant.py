#!/usr/bin/env python3
"""Plants one schedule or layout bug into a generated GEMM kernel.

usage: plant.py BUG < kernel.mlir > planted.mlir

The input is the real flow's output (cdna4-gemm-gen | software-pipeline |
form-stages | interleave), printed by cdna4-opt; the bugs are the schedule
verifier's planted inputs (test/Transforms/VerifySchedule/planted-*.mlir)
transplanted onto it, so they track the generator and the passes. Every edit
is located structurally (the K-loop, its prologue and epilogue, the slot
operands of the copies and reads) and the script fails loudly when the kernel
does not have the expected shape, instead of emitting an unplanted kernel.

Bugs (Level 2/3 kernels unless noted):
  missing-prologue-wait   the prologue's last wait is deleted
  missing-prologue-barrier the prologue's last barrier is deleted (its wait
                          stays): a wait without a barrier after it
  missing-stage-barrier   the barrier after the K-loop's per-stage wait (the
                          one `wait vmcnt(n)` without lgkmcnt, that
                          wait-granularity=stage puts after stage 0's
                          copies) is deleted; the wait stays
  missing-release-barrier the barrier after the K-loop's `wait vmcnt(n)
                          lgkmcnt(0)` (last stage: next tile's stage 0 and
                          the slot release) is deleted; the wait stays
  g2s-into-read-slot      the K-loop's copies write the slot its reads read
  s2r-next-tile-slot      the K-loop's reads read the slot being prefetched
  missing-lgkm            `wait vmcnt(n) lgkmcnt(0)` in the K-loop loses
                          lgkmcnt(0) (its barrier releases the read slot)
  commit-group-wait       the epilogue's last `vmcnt(0)` becomes `vmcnt(1)`
                          (one commit group may stay in flight)
  epilogue-unwaited       the epilogue's last wait is deleted
  wait-after-s2r          the epilogue's last wait + barrier move after the
                          reads they guard
  steady-state-wait       the K-loop's `wait vmcnt lgkmcnt` count grows by one
                          tile's copies
  steady-state-stage-wait the K-loop's per-stage wait (without lgkmcnt) grows
                          by one tile's copies
  prefetch-one-barrier-early
                          (prefetch=2 kernels) the first copy after the
                          K-loop's first `wait ... lgkmcnt(0)` that does not
                          close the last stage (the release of the bytes the
                          next stage's prefetched copies overwrite) is
                          issued before that wait + barrier, with the index
                          arithmetic it needs recomputed there
  prefetch-prologue-wrong-slot
                          (prefetch=2 kernels) the prologue's last copy (a
                          prefetched part of tile 1) writes the slot of
                          tile 0, which iteration 0 reads
  prefetch-wait-one-tile  (prefetch=2 kernels) the K-loop's last wait
                          (`vmcnt(n) lgkmcnt(0)`, for the next tile's stage
                          0) counts as if only the copies issued since the
                          previous tile's were in flight: n grows by the
                          copies of the loop's first stage
  a-khalf-swap            the two k-halves of the A fragments are swapped
                          (any level: s2r or vector.load from the A tile)
"""

import re
import sys


def fail(msg):
    sys.stderr.write("plant.py: " + msg + "\n")
    sys.exit(1)


WAIT = re.compile(r"^(\s*)cdna4pipe\.wait vmcnt\((\d+)\)( lgkmcnt\(\d+\))?$")
BARRIER = re.compile(r"^\s*cdna4pipe\.barrier$")
# %r = cdna4pipe.s2r %buf[%slot, ...
S2R = re.compile(r"(cdna4pipe\.s2r %[\w#]+\[)(%[\w#]+)(,)")
# cdna4pipe.g2s %src[...], %dst[%slot, ...
G2S = re.compile(r"(cdna4pipe\.g2s %[\w#]+\[[^\]]*\], %[\w#]+\[)(%[\w#]+)(,)")


def split_kernel(lines):
    """(loop_begin, loop_end) line indices of the K-loop: the outermost
    scf.for of the gpu.func that contains a cdna4pipe.s2r."""
    fors = [i for i, l in enumerate(lines) if re.match(r"^\s*%\S+ = scf\.for ", l)]
    for b in fors:
        indent = len(lines[b]) - len(lines[b].lstrip())
        e = b + 1
        while e < len(lines) and lines[e] != " " * indent + "}":
            e += 1
        if e == len(lines):
            fail("unterminated scf.for at line %d" % (b + 1))
        if any("cdna4pipe.s2r" in l for l in lines[b:e]):
            return b, e
    fail("no K-loop (an scf.for with cdna4pipe.s2r) found")


def func_end(lines):
    for i, l in enumerate(lines):
        if re.match(r"^\s*gpu\.return", l):
            return i
    fail("no gpu.return")


def slot_operands(lines, b, e, pattern):
    found = set()
    for l in lines[b:e]:
        m = pattern.search(l)
        if m:
            found.add(m.group(2))
    if len(found) != 1:
        fail("expected one slot operand in the K-loop, found %s" % sorted(found))
    return found.pop()


def last_index(lines, b, e, pred, what):
    for i in range(e - 1, b - 1, -1):
        if pred(lines[i]):
            return i
    fail("no %s found" % what)


def issue_early(lines, b, e):
    waits = [i for i in range(b, e) if WAIT.match(lines[i]) and "lgkmcnt" in lines[i]]
    if len(waits) < 2:
        fail("expected a release wait before the last stage's in the K-loop")
    w = waits[0]
    g = next((i for i in range(w, e) if "cdna4pipe.g2s" in lines[i]), None)
    if g is None or g > waits[1]:
        fail("no copy between the release wait and the last stage's wait")
    defs = {}
    for i in range(w, g):
        m = re.match(r"^\s*(%[\w#]+) = ", lines[i])
        if m:
            defs[m.group(1)] = i
    need, work = set(), re.findall(r"%[\w#]+", lines[g].split("=", 1)[1])
    while work:
        v = work.pop()
        if v in defs and v not in need:
            need.add(v)
            work += re.findall(r"%[\w#]+", lines[defs[v]].split("=", 1)[1])
    rename = lambda l: re.sub(r"%([\w#]+)\b", lambda m: "%early_" + m.group(1)
                              if "%" + m.group(1) in need else m.group(0), l)
    moved = [rename(lines[i]) for i in sorted(defs[v] for v in need)]
    moved.append(re.sub(r"^(\s*)%", r"\1%early_", rename(lines[g]), count=1))
    del lines[g]
    lines[w:w] = moved


def plant(bug, lines):
    if bug == "a-khalf-swap":
        return khalf_swap(lines)
    b, e = split_kernel(lines)
    if bug == "prefetch-one-barrier-early":
        issue_early(lines, b, e)
        return lines
    if bug == "prefetch-prologue-wrong-slot":
        copies = [i for i in range(0, b) if G2S.search(lines[i])]
        if len(copies) < 2:
            fail("expected a prologue of copies")
        first = G2S.search(lines[copies[0]]).group(2)
        last = G2S.search(lines[copies[-1]]).group(2)
        if first == last:
            fail("the prologue's last copy already writes tile 0's slot")
        lines[copies[-1]] = G2S.sub(lambda m: m.group(1) + first + m.group(3),
                                    lines[copies[-1]])
        return lines
    if bug == "prefetch-wait-one-tile":
        waits = [i for i in range(b, e) if WAIT.match(lines[i]) and "lgkmcnt" in lines[i]]
        stages = [i for i in range(b, e) if "cdna4pipe.stage " in lines[i]]
        if not waits or len(stages) < 2:
            fail("expected stage regions and a last-stage wait in the K-loop")
        first = sum(1 for l in lines[stages[0]:stages[1]] if "cdna4pipe.g2s" in l)
        m = WAIT.match(lines[waits[-1]])
        lines[waits[-1]] = "%scdna4pipe.wait vmcnt(%d)%s" % (
            m.group(1), int(m.group(2)) + first, m.group(3))
        return lines
    end = func_end(lines)
    if bug == "missing-prologue-wait":
        i = last_index(lines, 0, b, WAIT.match, "prologue wait")
        del lines[i]
    elif bug == "missing-prologue-barrier":
        i = last_index(lines, 0, b, BARRIER.match, "prologue barrier")
        del lines[i]
    elif bug in ("g2s-into-read-slot", "s2r-next-tile-slot"):
        read = slot_operands(lines, b, e, S2R)
        write = slot_operands(lines, b, e, G2S)
        if read == write:
            fail("reads and copies already share the slot operand " + read)
        pat, new = (G2S, read) if bug == "g2s-into-read-slot" else (S2R, write)
        n = 0
        for i in range(b, e):
            lines[i], k = pat.subn(lambda m: m.group(1) + new + m.group(3), lines[i])
            n += k
        if not n:
            fail("nothing replaced")
    elif bug == "steady-state-stage-wait":
        waits = [i for i in range(b, e) if WAIT.match(lines[i]) and "lgkmcnt" not in lines[i]]
        if len(waits) != 1:
            fail("expected one `wait vmcnt` without lgkmcnt in the K-loop, found %d" % len(waits))
        m = WAIT.match(lines[waits[0]])
        copies = sum(1 for l in lines[b:e] if "cdna4pipe.g2s" in l)
        lines[waits[0]] = "%scdna4pipe.wait vmcnt(%d)" % (m.group(1), int(m.group(2)) + copies)
    elif bug in ("missing-stage-barrier", "missing-release-barrier"):
        # The K-loop of a wait-granularity=stage kernel: exactly one wait
        # without lgkmcnt (closing a stage that is not the last) and one
        # `wait vmcnt lgkmcnt` (closing the last stage), each directly
        # followed by its barrier, and no other barrier.
        waits = [i for i in range(b, e) if WAIT.match(lines[i])]
        stage = [i for i in waits if "lgkmcnt" not in lines[i]]
        last = [i for i in waits if "lgkmcnt" in lines[i]]
        barriers = [i for i in range(b, e) if BARRIER.match(lines[i])]
        if len(stage) != 1 or len(last) != 1:
            fail("expected one `wait vmcnt` and one `wait vmcnt lgkmcnt` in the "
                 "K-loop, found %d and %d" % (len(stage), len(last)))
        if sorted(barriers) != sorted([stage[0] + 1, last[0] + 1]):
            fail("expected exactly one barrier right after each K-loop wait")
        i = (stage if bug == "missing-stage-barrier" else last)[0] + 1
        del lines[i]
    elif bug in ("missing-lgkm", "steady-state-wait"):
        waits = [i for i in range(b, e) if WAIT.match(lines[i]) and "lgkmcnt" in lines[i]]
        if len(waits) != 1:
            fail("expected one `wait vmcnt lgkmcnt` in the K-loop, found %d" % len(waits))
        m = WAIT.match(lines[waits[0]])
        if bug == "missing-lgkm":
            lines[waits[0]] = "%scdna4pipe.wait vmcnt(%s)" % (m.group(1), m.group(2))
        else:
            copies = sum(1 for l in lines[b:e] if "cdna4pipe.g2s" in l)
            lines[waits[0]] = "%scdna4pipe.wait vmcnt(%d)%s" % (
                m.group(1), int(m.group(2)) + copies, m.group(3))
    elif bug in ("commit-group-wait", "epilogue-unwaited", "wait-after-s2r"):
        i = last_index(lines, e, end, WAIT.match, "epilogue wait")
        m = WAIT.match(lines[i])
        if bug == "commit-group-wait":
            if m.group(2) != "0":
                fail("the epilogue's last wait is vmcnt(%s), not vmcnt(0)" % m.group(2))
            lines[i] = "%scdna4pipe.wait vmcnt(1)" % m.group(1)
        elif bug == "epilogue-unwaited":
            del lines[i]
        else:
            if not BARRIER.match(lines[i + 1]):
                fail("the epilogue's last wait is not followed by a barrier")
            j = i + 2
            while j < end and "cdna4pipe.s2r" not in lines[j]:
                j += 1
            while j < end and "cdna4pipe.s2r" in lines[j]:
                j += 1
            if j == end:
                fail("no reads after the epilogue's last wait")
            moved = lines[i:i + 2]
            lines[j:j] = moved
            del lines[i:i + 2]
    else:
        fail("unknown bug '%s'" % bug)
    return lines


def khalf_swap(lines):
    """Swaps the (row, col) indices of A fragment f, k-half 0 with those of
    fragment f, k-half 1 in every read of the A tile. The A tile is the
    first workgroup attribution of the gpu.func (docs/KernelContract.md);
    its reads' index pairs, in order of first appearance, are the FA
    k-half-0 fragments then the FA k-half-1 fragments (generator order, kept
    by every pass)."""
    head = next((l for l in lines if "gpu.func" in l and "workgroup(" in l), None)
    if head is None:
        fail("no gpu.func with workgroup attributions")
    a_tile = re.search(r"workgroup\((%[\w#]+)", head).group(1)
    # s2r %A[%slot, %r, %c] (Level 2/3) or vector.load %A[%r, %c] (Level 0/1)
    pat = re.compile(r"((?:cdna4pipe\.s2r|vector\.load) " + re.escape(a_tile) +
                     r"\[(?:%[\w#]+, )?)(%[\w#]+, %[\w#]+)(\])")
    order = []
    for l in lines:
        for m in pat.finditer(l):
            if m.group(2) not in order:
                order.append(m.group(2))
    if not order or len(order) % 2:
        fail("expected an even number of A fragment index pairs, found %d" % len(order))
    half = len(order) // 2
    swap = {}
    for f in range(half):
        swap[order[f]] = order[f + half]
        swap[order[f + half]] = order[f]
    return [pat.sub(lambda m: m.group(1) + swap[m.group(2)] + m.group(3), l)
            for l in lines]


def main():
    if len(sys.argv) != 2:
        fail("usage: plant.py BUG < kernel.mlir")
    lines = sys.stdin.read().split("\n")
    sys.stdout.write("\n".join(plant(sys.argv[1], lines)))


if __name__ == "__main__":
    main()
