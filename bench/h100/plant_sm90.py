#!/usr/bin/env python3
"""Plants one Hopper protocol bug into a pipelined sm90a kernel.

usage: plant_sm90.py BUG < pipelined.generic.mlir > planted.generic.mlir

The input is cdna4pipe-software-pipeline's output printed in the generic
form (`cdna4-opt --mlir-print-op-generic`: the custom printer of
nvgpu.warpgroup.mma drops `waitGroup`, so the pretty form does not survive a
round trip). Each bug is one rule of the Hopper schedule verifier
(docs/Hopper.md), written the way a compiler could get it wrong; the script
fails loudly when the kernel does not have the expected shape.

  parity-not-flipped   the K-loop's full-barrier wait uses parity 0 always
  no-release           the K-loop's gpu.barrier (the slot release) removed
  expect-every-thread  the K-loop's arrive.expect_tx loses its predicate
  copy-every-thread    the K-loop's first TMA copy loses its predicate
  leader-only-wait     the K-loop's full-barrier wait inside scf.if (thread 0)
  init-count-2         the full barriers count 2 arrivals (one comes)
  init-after-barrier   the inits moved after the gpu.barrier publishing them
  half-refill          the K-loop's copy of B's second 64-column block
                       dropped (and its bytes from the expect_tx)
  no-wait-group-0      the wgmma.wait.group 0 before the store removed
  (empty-barriers=1 kernels)
  release-one-thread   the empty barriers count 1, and only thread 0
                       arrives (for every warp): lane 0 of each warp becomes
                       thread 0
  release-before-retire the K-loop's MMAs keep 2 groups in flight: each
                       warp's release arrives before the MMA that read the
                       slot retired

usage: plant_sm90.py ws-BUG < ws.mlir > planted.mlir

The warp-specialised persistent kernel (cdna4-gemm-gen --schedule
ws-persistent) as the generator prints it (pretty form: nvgpu.warpgroup.mma
prints no waitGroup when it is the default, 1, so it survives):

  ws-wrong-slot        a consumer releases slot (i + 1) mod S instead of
                       (i + S - 1) mod S (needs S > 2)
  ws-release-early     the consumers' last release of a tile comes before
                       their wgmma.wait.group 0
  ws-empty-count-1     the empty barriers count 1 arrival (one per consumer
                       warpgroup arrives)
"""

import re
import sys


def fail(msg):
    sys.stderr.write("plant_sm90.py: " + msg + "\n")
    sys.exit(1)


def loop_range(lines):
    for b, l in enumerate(lines):
        if '"scf.for"(' in l:
            indent = len(l) - len(l.lstrip())
            for e in range(b + 1, len(lines)):
                if lines[e].startswith(" " * indent + "})"):
                    return b, e
    fail("no scf.for")


def first(lines, b, e, pred, what):
    for i in range(b, e):
        if pred(lines[i]):
            return i
    fail("no " + what)


def constant(lines, value):
    pat = re.compile(r'^\s*(%\d+) = "arith.constant"\(\) <\{value = ' +
                     str(value) + r' : index\}>')
    for l in lines:
        m = pat.match(l)
        if m:
            return m.group(1)
    fail("no index constant %d" % value)


def groups(lines):
    return [re.match(r'^\s*(%\d+) = "nvgpu.mbarrier.create"', l).group(1)
            for l in lines if '"nvgpu.mbarrier.create"' in l]


def operands(line):
    m = re.search(r'"\((.*?)\)', line)
    return m.group(1).split(", ")


def set_operands(line, ops):
    return re.sub(r'"\((.*?)\)', '"(' + ", ".join(ops) + ")", line, count=1)


def plant_ws(bug, lines):
    """The ws-* bugs, on the pretty form of the warp-specialised kernel."""
    if bug == "ws-wrong-slot":
        i = first(lines, 0, len(lines),
                  lambda l: "nvgpu.warpgroup.mma " in l, "consumer MMA") + 1
        m = re.search(r"= arith.addi (%\w+), %c(\d+) : index$", lines[i])
        if not m or int(m.group(2)) < 2:
            fail("no (i + S - 1) with S > 2 after the MMA")
        lines[i] = lines[i][:m.start(2) - 2] + "%c1 : index"
    elif bug == "ws-release-early":
        i = first(lines, 0, len(lines),
                  lambda l: "nvvm.wgmma.wait.group.sync.aligned 0" in l,
                  "wgmma wait after the K-loop")
        j = first(lines, i, len(lines),
                  lambda l: "nvgpu.mbarrier.arrive.expect_tx" in l,
                  "release after the wait")
        lines.insert(j, lines.pop(i))
    elif bug == "ws-empty-count-1":
        create = [re.match(r"^\s*(%\w+) = nvgpu.mbarrier.create", l)
                  for l in lines]
        gs = [m.group(1) for m in create if m]
        if len(gs) != 2:
            fail("expected a full and an empty barrier group")
        n = 0
        for i, l in enumerate(lines):
            if "nvgpu.mbarrier.init " + gs[1] + "[" in l:
                lines[i] = re.sub(r"\], %c\d+,", "], %c1,", l)
                n += 1
        if n == 0:
            fail("no init of the empty barriers")
    else:
        fail("unknown bug '%s'" % bug)
    return lines


def main():
    if len(sys.argv) != 2:
        fail("usage: plant_sm90.py BUG")
    bug = sys.argv[1]
    lines = sys.stdin.read().split("\n")
    if bug.startswith("ws-"):
        sys.stdout.write("\n".join(plant_ws(bug, lines)))
        return
    b, e = loop_range(lines)
    inits = [i for i, l in enumerate(lines) if '"nvgpu.mbarrier.init"' in l]
    if not inits:
        fail("no mbarrier.init")
    leader = operands(lines[inits[0]])[3]
    full = groups(lines)[0]
    in_loop = lambda s: lambda l: s in l
    on_full = lambda s: lambda l: s in l and '"(' + full + "," in l
    if bug == "parity-not-flipped":
        i = first(lines, b, e, lambda l: re.search(
            r'= "arith.index_cast"\(%\d+\) : \(index\) -> i1', l), "parity")
        lines[i] = re.sub(r'"arith.index_cast"\(%\d+\) : \(index\) -> i1',
                          '"arith.constant"() <{value = false}> : () -> i1',
                          lines[i])
    elif bug == "no-release":
        i = first(lines, b, e, in_loop('"gpu.barrier"'), "gpu.barrier")
        del lines[i]
    elif bug == "expect-every-thread":
        i = first(lines, b, e, on_full('"nvgpu.mbarrier.arrive.expect_tx"'),
                  "expect_tx")
        lines[i] = set_operands(lines[i], operands(lines[i])[:3])
        lines[i] = lines[i].replace(", index, index, i1) -> ()",
                                    ", index, index) -> ()")
    elif bug == "copy-every-thread":
        i = first(lines, b, e, in_loop('"nvgpu.tma.async.load"'), "copy")
        lines[i] = set_operands(lines[i], operands(lines[i])[:-1])
        lines[i] = re.sub(r"(operandSegmentSizes = array<i32: [\d, ]*), 1>",
                          r"\1, 0>", lines[i])
        lines[i] = lines[i].replace(", i1) -> ()", ") -> ()")
    elif bug == "leader-only-wait":
        i = first(lines, b, e, on_full('"nvgpu.mbarrier.try_wait.parity"'),
                  "full-barrier wait")
        ind = lines[i][:len(lines[i]) - len(lines[i].lstrip())]
        lines[i:i + 1] = [ind + '"scf.if"(' + leader + ") ({",
                          "  " + lines[i], ind + '  "scf.yield"() : () -> ()',
                          ind + "}, {", ind + "}) : (i1) -> ()"]
    elif bug == "init-count-2":
        two = constant(lines, 2)
        for i in inits:
            ops = operands(lines[i])
            if ops[0] == full:
                lines[i] = set_operands(lines[i], [ops[0], two] + ops[2:])
    elif bug == "init-after-barrier":
        i = first(lines, inits[-1], len(lines), in_loop('"gpu.barrier"'),
                  "gpu.barrier after the inits")
        line = lines.pop(i)
        lines.insert(inits[0], line)
    elif bug == "half-refill":
        i = first(lines, b, e, lambda l: '"nvgpu.tma.async.load"' in l and
                  "offset: 4096" in l, "copy of B's second block")
        del lines[i]
        j = first(lines, b, e, on_full('"nvgpu.mbarrier.arrive.expect_tx"'),
                  "expect_tx")
        ops = operands(lines[j])
        ind = lines[j][:len(lines[j]) - len(lines[j].lstrip())]
        less = '%plant_bytes'
        lines[j] = set_operands(lines[j], [ops[0], less] + ops[2:])
        # The tile's bytes less one 64x64 bf16 block (8192 bytes).
        total = None
        for l in lines:
            m = re.match(r'^\s*' + re.escape(ops[1]) +
                         r' = "arith.constant"\(\) <\{value = (\d+) : index\}>', l)
            if m:
                total = int(m.group(1))
        if total is None:
            fail("the expect_tx byte count is no constant")
        lines.insert(j, ind + less + ' = "arith.constant"() <{value = %d : index}> : () -> index'
                     % (total - 8192))
    elif bug == "no-wait-group-0":
        i = first(lines, e, len(lines), in_loop('"nvvm.wgmma.wait.group.sync.aligned"'),
                  "wgmma wait after the loop")
        del lines[i]
    elif bug == "release-one-thread":
        gs = groups(lines)
        if len(gs) != 2:
            fail("expected a full and an empty barrier group")
        one = operands(lines[inits[0]])[1]
        for i, l in enumerate(lines):
            if '"nvgpu.mbarrier.init"(' + gs[1] + "," in l:
                ops = operands(l)
                lines[i] = set_operands(l, [ops[0], one] + ops[2:])
            elif '"nvgpu.mbarrier.arrive.expect_tx"(' + gs[1] + "," in l:
                # `lane 0` becomes `thread 0`; in the K-loop the predicate
                # is (t != 0) && lane 0: only its lane test is replaced.
                ops = operands(l)
                pred = ops[3]
                for j in range(i - 1, -1, -1):
                    m = re.match(r'^\s*' + re.escape(pred) +
                                 r' = "arith.andi"\((%\d+), (%\d+)\)', lines[j])
                    if m:
                        lines[j] = set_operands(lines[j], [m.group(1), leader])
                        break
                    if re.match(r'^\s*' + re.escape(pred) + " = ", lines[j]):
                        lines[i] = set_operands(l, ops[:3] + [leader])
                        break
    elif bug == "release-before-retire":
        i = first(lines, b, e, in_loop("waitGroup = 1 : i64"), "in-flight MMA")
        lines[i] = lines[i].replace("waitGroup = 1 : i64", "waitGroup = 2 : i64")
    else:
        fail("unknown bug '%s'" % bug)
    sys.stdout.write("\n".join(lines))


main()
