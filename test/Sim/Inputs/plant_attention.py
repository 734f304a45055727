#!/usr/bin/env python3
"""Plants one hazard into a pipelined attention kernel (Level 1, the output
of cdna4-attn-gen | cdna4pipe-software-pipeline{num-stages=3}); reads stdin,
writes stdout. Used by test/Sim/attention-planted.mlir.

  k-slot-refill  the K copies inside the K/V loop write the slot the same
                 iteration reads (tile k % S) instead of tile (k + S - 1) % S:
                 a K slot refilled while still read.
  loose-wait     the loop's memory_counter_wait load(N) becomes load(2N): the
                 wait no longer covers the tile the iteration reads.

The same two hazards in an interleaved kernel (Level 3, cdna4pipe.stage
regions: the output of cdna4pipe-interleave):

  l3-k-slot-refill  the K copies (cdna4pipe.g2s into %arg4) write the slot
                    the iteration's K reads (cdna4pipe.s2r %arg4) read.
  l3-loose-wait     the loop's first cdna4pipe.wait vmcnt(N) becomes
                    vmcnt(2N + 4).
"""
import re
import sys


def loop_start(lines):
    for i, line in enumerate(lines):
        if re.search(r"= scf\.for %arg6 = ", line):
            return i
    sys.exit("plant_attention: no K/V loop")


def k_slot_refill(lines):
    start = loop_start(lines)
    # The first copy into the K tile (%arg4) inside the loop names the slot.
    for i in range(start, len(lines)):
        m = re.search(r"amdgpu\.gather_to_lds .*, %arg4\[(%\w+), ", lines[i])
        if m:
            slot = m.group(1)
            break
    else:
        sys.exit("plant_attention: no K copy in the loop")
    for j in range(start, i):
        d = re.match(r"(\s*)" + re.escape(slot) +
                     r" = arith\.remui %\w+, (%\w+) : index", lines[j])
        if d:
            lines.insert(j + 1, "%s%%planted = arith.remui %%arg6, %s : index\n"
                         % (d.group(1), d.group(2)))
            break
    else:
        sys.exit("plant_attention: no slot computation")
    for k in range(j + 2, len(lines)):
        if "scf.yield" in lines[k]:
            break
        lines[k] = lines[k].replace(", %%arg4[%s," % slot, ", %arg4[%planted,")
    return lines


def loose_wait(lines):
    for i in range(loop_start(lines), len(lines)):
        m = re.search(r"amdgpu\.memory_counter_wait load\((\d+)\)", lines[i])
        if m:
            n = int(m.group(1))
            lines[i] = lines[i].replace("load(%d)" % n, "load(%d)" % (2 * n))
            return lines
    sys.exit("plant_attention: no wait in the loop")


def l3_k_slot_refill(lines):
    start = loop_start(lines)
    read = write = None
    for line in lines[start:]:
        m = re.search(r"cdna4pipe\.s2r %arg4\[(%\w+), ", line)
        if m and not read:
            read = m.group(1)
        m = re.search(r"cdna4pipe\.g2s .*, %arg4\[(%\w+), ", line)
        if m and not write:
            write = m.group(1)
    if not read or not write or read == write:
        sys.exit("plant_attention: no K read and copy slots in the loop")
    for k in range(start, len(lines)):
        if "cdna4pipe.g2s" in lines[k]:
            lines[k] = lines[k].replace(", %%arg4[%s," % write,
                                        ", %%arg4[%s," % read)
    return lines


def l3_loose_wait(lines):
    for i in range(loop_start(lines), len(lines)):
        m = re.search(r"cdna4pipe\.wait vmcnt\((\d+)\)", lines[i])
        if m:
            n = int(m.group(1))
            lines[i] = lines[i].replace("vmcnt(%d)" % n, "vmcnt(%d)" % (2 * n + 4))
            return lines
    sys.exit("plant_attention: no cdna4pipe.wait in the loop")


if __name__ == "__main__":
    plants = {"k-slot-refill": k_slot_refill, "loose-wait": loose_wait,
              "l3-k-slot-refill": l3_k_slot_refill,
              "l3-loose-wait": l3_loose_wait}
    if len(sys.argv) != 2 or sys.argv[1] not in plants:
        sys.exit("usage: plant_attention.py " + "|".join(plants))
    sys.stdout.writelines(plants[sys.argv[1]](sys.stdin.readlines()))
