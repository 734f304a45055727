"""Plants a swapped source format in a lowered MXFP4 kernel (stdin -> stdout).

Every rocdl.mfma.scale.f32.16x16x128.f8f6f4 gets a constant 0 (FP8 E4M3) as
its A format (cbsz) while its A source stays FP4 data (4 x i32 per lane):
FP4 bytes declared FP8.
"""
import re
import sys

text = sys.stdin.read()
zero = re.search(r"(%\d+) = llvm\.mlir\.constant\(0 : i32\) : i32", text)
if not zero:
    sys.exit("plant_mx_format.py: no i32 constant 0 in the input")
mfma = re.compile(r"(f8f6f4 %\d+, %\d+, %\d+), %\d+,")
planted, count = mfma.subn(lambda m: m.group(1) + ", " + zero.group(1) + ",",
                           text)
if count == 0:
    sys.exit("plant_mx_format.py: no f8f6f4 MFMA in the input")
sys.stdout.write(planted)
