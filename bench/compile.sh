#!/usr/bin/env bash
# Times the full flow from a plain generated kernel (cdna4-gemm-gen, Level
# 0) to a gfx950 code object (.hsaco): software pipeline, form stages,
# interleave, schedule verifier, lowering to ROCDL, LLVM O3, codegen, ld.lld.
# Wall time of one cdna4-compile process, best of N runs, per kernel; then
# the phase split (--time) and the schedule report of the default kernel.
#
#   bench/compile.sh [BUILD_DIR] [RUNS]
set -euo pipefail
. "$(dirname "$0")/common.sh"
bench_init "${1:-}" cdna4-gemm-gen cdna4-compile
runs="${2:-5}"
gen="$bin/cdna4-gemm-gen"
compile="$bin/cdna4-compile"

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
  # shellcheck disable=SC2086
  read -r best _ < <(time_runs "$runs" \
    "$compile" "$kernel" --arch gfx950 $flags -o "$out/k$i.hsaco")
  bytes=$(stat -c %s "$out/k$i.hsaco")
  printf '  %-28s %9s ms  (%d-byte .hsaco)\n' "$name" "$best" "$bytes"
  i=$((i + 1))
done

echo
echo "default kernel (cdna4-gemm-gen defaults), phases of one run to .hsaco:"
"$compile" "$out/k0.mlir" --arch gfx950 -o "$out/k0.hsaco" --time
echo
echo "cdna4-compile KERNEL.mlir --arch gfx950 --report (default kernel):"
"$compile" "$out/k0.mlir" --arch gfx950 --report
