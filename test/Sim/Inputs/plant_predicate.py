#!/usr/bin/env python3
"""Rewrites the late group's wave-group predicate of a ping-pong kernel.

usage: plant_predicate.py FORM [--drop-grid] < kernel.mlir > out.mlir

The input is cdna4pipe-pingpong's output, printed by cdna4-opt: its first
`cdna4pipe.cond_barrier %late` (before the K-loop) takes
`%late = arith.cmpi uge, %wave, %half : index`. The script computes a new
predicate from %wave and %half just before that barrier, as a compiler could
have written it, and leaves the early group's predicate (`ult`) alone:

  block-id     block_id.x * waves + wave >= half: the global wave index, so
               workgroup (1, 0, 0) splits its waves differently (a bug)
  block-dim    wave >= block_dim.x / 128: the same groups in every
               workgroup (valid)
  block-mod    (block_id.x * waves + wave) mod waves >= half: depends on the
               block id, but not in effect (valid)
  trunc-bit    index_cast (wave & half) to i1: the low bit of wave & 4, which
               is 0 for every wave, so waves 4-7 take neither conditional
               barrier (a bug: the cast is read as != 0 by a careless model)
  trunc-div    trunci (index_cast (wave / half) to i32) to i1: 0 or 1, the
               low bit is the value (valid)

--drop-grid removes the known_grid_size that cdna4-gemm-gen puts on the
gpu.func. The script fails loudly when the kernel does not have the
expected shape.
"""

import re
import sys


def fail(msg):
    sys.stderr.write("plant_predicate.py: " + msg + "\n")
    sys.exit(1)


def main():
    args = sys.argv[1:]
    if not args or args[1:] not in ([], ["--drop-grid"]):
        fail("usage: plant_predicate.py FORM [--drop-grid]")
    form = args[0]
    lines = sys.stdin.read().split("\n")
    conds = [i for i, l in enumerate(lines) if "cdna4pipe.cond_barrier" in l]
    if len(conds) != 2:
        fail("expected two cdna4pipe.cond_barrier ops, found %d" % len(conds))
    at = conds[0]
    m = re.match(r"^(\s*)cdna4pipe\.cond_barrier (%[\w#]+)$", lines[at])
    if not m:
        fail("unexpected cond_barrier line: " + lines[at])
    indent, late = m.group(1), m.group(2)
    cmp = re.compile(r"^\s*" + re.escape(late) +
                     r" = arith\.cmpi uge, (%[\w#]+), (%[\w#]+) : index$")
    defs = [cmp.match(l) for l in lines[:at]]
    defs = [d for d in defs if d]
    if len(defs) != 1:
        fail("no `%s = arith.cmpi uge, %%wave, %%half : index`" % late)
    wave, half = defs[0].group(1), defs[0].group(2)
    bs = re.search(r"known_block_size = array<i32: (\d+), 1, 1>", "\n".join(lines))
    if not bs:
        fail("no 1-D known_block_size")
    waves = int(bs.group(1)) // 64
    ops = {
        "block-id": [
            "%pp_bid = gpu.block_id x",
            "%pp_n = arith.constant {} : index".format(waves),
            "%pp_m = arith.muli %pp_bid, %pp_n : index",
            "%pp_g = arith.addi %pp_m, {} : index".format(wave),
            "%pp_p = arith.cmpi uge, %pp_g, {} : index".format(half),
        ],
        "block-dim": [
            "%pp_bd = gpu.block_dim x",
            "%pp_c = arith.constant 128 : index",
            "%pp_h = arith.divui %pp_bd, %pp_c : index",
            "%pp_p = arith.cmpi uge, {}, %pp_h : index".format(wave),
        ],
        "block-mod": [
            "%pp_bid = gpu.block_id x",
            "%pp_n = arith.constant {} : index".format(waves),
            "%pp_m = arith.muli %pp_bid, %pp_n : index",
            "%pp_g = arith.addi %pp_m, {} : index".format(wave),
            "%pp_r = arith.remui %pp_g, %pp_n : index",
            "%pp_p = arith.cmpi uge, %pp_r, {} : index".format(half),
        ],
        "trunc-bit": [
            "%pp_a = arith.andi {}, {} : index".format(wave, half),
            "%pp_p = arith.index_cast %pp_a : index to i1",
        ],
        "trunc-div": [
            "%pp_d = arith.divui {}, {} : index".format(wave, half),
            "%pp_i = arith.index_cast %pp_d : index to i32",
            "%pp_p = arith.trunci %pp_i : i32 to i1",
        ],
    }
    if form not in ops:
        fail("unknown form '%s' (%s)" % (form, ", ".join(sorted(ops))))
    lines[at] = indent + "cdna4pipe.cond_barrier %pp_p"
    lines[at:at] = [indent + op for op in ops[form]]
    text = "\n".join(lines)
    if args[1:] == ["--drop-grid"]:
        text, n = re.subn(r", known_grid_size = array<i32: [\d, ]+>", "",
                          text, count=1)
        if n != 1:
            fail("no known_grid_size to drop")
    sys.stdout.write(text)


main()
