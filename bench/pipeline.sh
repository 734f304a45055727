#!/usr/bin/env bash
# Times cdna4-gemm-gen and cdna4pipe-software-pipeline on the default kernel
# (256x256x64, 8 waves) and on a kernel with a 4x larger tile in K. The
# default tile with BK = 256 would need 256 KiB of LDS for a single stage, so
# the K-heavy kernel is 64x64x256 with 4 waves: 64 KiB per stage, 128 KiB
# double-buffered, G = 16 copies per wave per K-tile.
#
# Usage: bench/pipeline.sh [BUILD_DIR] [REPEATS]
# Prints one line per (kernel, step): best and median wall time over REPEATS
# runs, plus the sizes that drive the cost (ops in the K-loop body).
set -euo pipefail
. "$(dirname "$0")/common.sh"
bench_init "${1:-}" cdna4-gemm-gen cdna4-opt
REPS=${2:-5}
GEN=$bin/cdna4-gemm-gen
OPT=$bin/cdna4-opt
TMP=$out

# time_cmd NAME CMD... : runs CMD REPS times, prints best/median in ms.
time_cmd() {
  local name=$1 best med
  shift
  read -r best med < <(time_runs "$REPS" "$@")
  printf '%-34s best %8s ms   median %8s ms\n' "$name" "$best" "$med"
}

bench_kernel() {
  local label=$1; shift
  local in=$TMP/$label.mlir
  "$GEN" "$@" -o "$in"
  local copies loads mfmas
  copies=$(grep -c 'amdgpu.gather_to_lds' "$in")
  loads=$(grep -c 'vector.load' "$in")
  mfmas=$(grep -c 'amdgpu.mfma' "$in")
  echo "== $label ($*): K-loop body: $copies copies, $loads S2R, $mfmas MFMAs per wave; $(wc -l < "$in") lines"
  time_cmd "$label: cdna4-gemm-gen" "$GEN" "$@"
  time_cmd "$label: cdna4-opt (parse+print)" "$OPT" "$in"
  for n in 2 3 4; do
    if "$OPT" "$in" --cdna4pipe-software-pipeline=num-stages=$n \
         --mlir-print-op-on-diagnostic=false -o "$TMP/out.mlir" 2> "$TMP/err"; then
      time_cmd "$label: software-pipeline N=$n" \
        "$OPT" "$in" --cdna4pipe-software-pipeline=num-stages=$n
      # Pass-only time from MLIR's own timing report.
      local pass
      pass=$("$OPT" "$in" --cdna4pipe-software-pipeline=num-stages=$n \
               --mlir-timing -o /dev/null 2>&1 \
             | awk '/SoftwarePipeline|cdna4pipe-software-pipeline/ {print $1; exit}')
      printf '%-34s pass alone %s s (--mlir-timing), output %s lines\n' "" \
        "$pass" "$(wc -l < "$TMP/out.mlir")"
    else
      printf '%-34s refused: %s\n' "$label: software-pipeline N=$n" \
        "$(head -1 "$TMP/err" | sed 's/.*error: //')"
    fi
  done
}

bench_kernel default
bench_kernel k4x --tile 64x64x256 --waves 4
