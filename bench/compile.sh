#!/usr/bin/env bash
# Times cdna4-compile from kernel file to .hsaco and prints the phase
# timings and the schedule report of the result.
#
#   bench/compile.sh [BUILD_DIR] [KERNEL.mlir] [extra cdna4-compile flags]
#
# Default kernel: the hand-written Level-3 256x256x64 / 8-wave / 2-slot
# kernel (input level 3) until cdna4-gemm-gen + the pipeline passes run end
# to end; then pass a generated plain kernel with --input-level 0.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$here/build}"
kernel="${2:-$here/test/ISA/Inputs/level3-256x256x64-w8-s2.mlir}"
shift $(( $# > 2 ? 2 : $# )) || true
extra=("$@")
if [ ${#extra[@]} -eq 0 ]; then extra=(--input-level 3 --verify-schedule=false); fi
compile="$build/bin/cdna4-compile"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
runs=5
echo "kernel: $kernel"
echo "flags:  ${extra[*]}"
best=""
for i in $(seq $runs); do
  start=$(date +%s.%N)
  "$compile" "$kernel" --arch gfx950 "${extra[@]}" -o "$out/k.hsaco"
  end=$(date +%s.%N)
  t=$(echo "($end - $start) * 1000" | bc -l)
  printf 'run %d: %.0f ms (wall, kernel -> .hsaco)\n' "$i" "$t"
  if [ -z "$best" ] || (( $(echo "$t < $best" | bc -l) )); then best=$t; fi
done
printf 'best of %d: %.0f ms\n' "$runs" "$best"
echo "phases (one run):"
"$compile" "$kernel" --arch gfx950 "${extra[@]}" -o "$out/k.hsaco" --time --report
ls -l "$out/k.hsaco" | awk '{print "hsaco bytes: " $5}'
