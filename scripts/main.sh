#!/usr/bin/env bash
# The main job on the shipped example: install what is missing, build, then
# compile the default GEMM kernel (256x256x64 tile, 8 waves, bf16) through the
# whole cdna4pipe flow to a gfx950 code object, print the schedule report read
# off the final assembly, and simulate a few workgroups of it on the CPU.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/build.sh"
BUILD_DIR="${BUILD_DIR:-$root/build}"
bin="$BUILD_DIR/bin"
kernel="$root/examples/gemm_bf16_256x256x64.mlir"
out="${OUT_DIR:-$BUILD_DIR/main-job}"
mkdir -p "$out"

# The schedule is cdna4-compile's default, --schedule auto: the candidates
# are compiled and the one the CU model rates fastest is kept (the report's
# "schedule:" line names it with every candidate's cycles per iteration).
echo "== cdna4-compile $kernel -> $out/gemm.hsaco"
"$bin/cdna4-compile" "$kernel" --arch gfx950 --num-stages 2 \
  --prefetch auto --decomposition auto --report -o "$out/gemm.hsaco"
for ext in s mlir; do
  "$bin/cdna4-compile" "$kernel" --arch gfx950 --num-stages 2 \
    --prefetch auto --decomposition auto -o "$out/gemm.$ext"
done
echo "== wrote $out/gemm.hsaco, $out/gemm.s and $out/gemm.mlir (LLVM + ROCDL)"

# Time the loop on the model of one gfx950 CU (docs/PerfModel.md) and draw
# its timeline (the README shows this picture).
echo "== cdna4-perf $out/gemm.s --gemm 8192,8192,8192"
"$bin/cdna4-perf" "$out/gemm.s" --gemm 8192,8192,8192 \
  --timeline "$out/perf-timeline.svg"

# Simulate three workgroups of exactly the LLVM + ROCDL handed to LLVM, under
# lazy copy landing with one wave running ahead, against a CPU reference.
echo "== cdna4-sim $out/gemm.mlir"
"$bin/cdna4-sim" "$out/gemm.mlir" --gemm 8192,8192,8192 --blocks 3 \
  --policy lazy/ahead
