"""Plants wrong source formats in a lowered f8f6f4 kernel (stdin -> stdout).

Every rocdl.mfma.scale.f32.16x16x128.f8f6f4 (operands a, b, c, cbsz, blgp,
...) gets new format operands while its sources stay as they are:
  --cbsz N   A's format becomes N (0 FP8 E4M3, 1 FP8 E5M2, 4 FP4 E2M1)
  --blgp N   B's format becomes N
  --swap     A's and B's formats are exchanged
"""
import argparse
import re
import sys

parser = argparse.ArgumentParser()
parser.add_argument("--cbsz", type=int)
parser.add_argument("--blgp", type=int)
parser.add_argument("--swap", action="store_true")
args = parser.parse_args()
if args.cbsz is None and args.blgp is None and not args.swap:
    sys.exit("plant_mx_format.py: give --cbsz, --blgp or --swap")

mfma = re.compile(r"^(\s*)(%\S+ = rocdl\.mfma\.scale\.f32\.16x16x128\.f8f6f4 "
                  r"%\S+, %\S+, %\S+), (%\S+), (%\S+),", re.M)
count = 0


def plant(m):
    global count
    count += 1
    indent, head, cbsz, blgp = m.groups()
    lines = []

    def const(name, value):
        lines.append(f"{indent}%{name}{count} = llvm.mlir.constant({value} : "
                     "i32) : i32")
        return f"%{name}{count}"

    if args.swap:
        cbsz, blgp = blgp, cbsz
    if args.cbsz is not None:
        cbsz = const("planted_cbsz", args.cbsz)
    if args.blgp is not None:
        blgp = const("planted_blgp", args.blgp)
    lines.append(f"{indent}{head}, {cbsz}, {blgp},")
    return "\n".join(lines)


text = mfma.sub(plant, sys.stdin.read())
if count == 0:
    sys.exit("plant_mx_format.py: no f8f6f4 MFMA in the input")
sys.stdout.write(text)
