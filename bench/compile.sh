#!/usr/bin/env bash
# Times the full flow from a plain generated kernel (cdna4-gemm-gen, Level
# 0) to a gfx950 code object (.hsaco): software pipeline, form stages,
# interleave, schedule verifier, lowering to ROCDL, LLVM O3, codegen, ld.lld.
# Wall time of one cdna4-compile process, best of N runs, per kernel; then
# the phase split (--time) and the schedule report of the default kernel.
#
#   bench/compile.sh [BUILD_DIR] [RUNS]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$here/build}"
runs="${2:-5}"
gen="$build/bin/cdna4-gemm-gen"
compile="$build/bin/cdna4-compile"
for tool in "$gen" "$compile"; do
  [ -x "$tool" ] || { echo "error: $tool not built" >&2; exit 1; }
done
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

# name | generator flags | cdna4-compile flags
kernels=(
  "256x256x64/8w/2st (default)||--num-stages 2"
  "128x128x64/4w/2st|--tile=128x128x64 --waves=4|--num-stages 2"
  "128x128x64/4w/3st|--tile=128x128x64 --waves=4|--num-stages 3"
)
echo "cdna4-compile KERNEL.mlir --arch gfx950 -o KERNEL.hsaco, best of $runs"
i=0
for entry in "${kernels[@]}"; do
  IFS='|' read -r name genflags flags <<<"$entry"
  kernel="$out/k$i.mlir"
  # shellcheck disable=SC2086
  "$gen" $genflags -o "$kernel"
  best=""
  for _ in $(seq "$runs"); do
    start=$(now_ms)
    # shellcheck disable=SC2086
    "$compile" "$kernel" --arch gfx950 $flags -o "$out/k$i.hsaco"
    t=$(( $(now_ms) - start ))
    if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
  done
  bytes=$(stat -c %s "$out/k$i.hsaco")
  printf '  %-28s %6d ms  (%d-byte .hsaco)\n' "$name" "$best" "$bytes"
  i=$((i + 1))
done

echo
echo "default kernel (cdna4-gemm-gen defaults), phases of one run to .hsaco:"
"$compile" "$out/k0.mlir" --arch gfx950 -o "$out/k0.hsaco" --time
echo
echo "cdna4-compile KERNEL.mlir --arch gfx950 --report (default kernel):"
"$compile" "$out/k0.mlir" --arch gfx950 --report
