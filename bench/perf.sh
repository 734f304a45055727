#!/usr/bin/env bash
# Modeled speed (cdna4-perf, docs/PerfModel.md) of the default 256x256x64
# bf16 8-wave kernel from our flow (cdna4-compile's default, --schedule
# auto, and the plain schedule) next to Triton 3.6's gfx950 output for the
# same tile (../shared/peers/) and, given AITER_DIR, AITER's hand-written
# 256x256 kernel (its measured 8192^3 figure is printed above the table), at
# global latencies L = 500, 1000, 2000
# cycles: cycles per main-loop iteration against the MFMA-bound ideal,
# matrix-pipe utilization, TFLOP/s of the steady-state loop and of the whole
# 8192^3 GEMM, and the top stall causes. Also the model's own wall time.
# Given AITER_DIR, then a side-by-side table at the shapes of REFERENCE.md:
# AITER's measured TFLOP/s (bench/calibration/aiter_mi355x.csv), the model's
# figure for AITER's kernel and its error, ours (auto, plain and ping-pong
# with 4 interleave stages) modeled, and ours against AITER's measured figure.
# usage: bench/perf.sh [LATENCIES]   (default 500,1000,2000; BUILD_DIR and
#        PEERS override build/ and ../shared/peers; AITER_DIR: a ROCm/aiter
#        checkout or bare mirror, whose code object is read, never copied
#        into this repository)
set -euo pipefail
. "$(dirname "$0")/common.sh"
bench_init "${BUILD_DIR:-}" cdna4-compile cdna4-perf
PEERS="${PEERS:-$root/../shared/peers}"
latencies="${1:-500,1000,2000}"
tmp="$out"

example="$root/examples/gemm_bf16_256x256x64.mlir"
"$bin/cdna4-compile" "$example" --arch gfx950 -o "$tmp/cdna4pipe_auto.s"
"$bin/cdna4-compile" "$example" --arch gfx950 --schedule default \
  --num-stages 2 --interleave-stages 4 -o "$tmp/cdna4pipe_plain.s"
kernels=("$tmp/cdna4pipe_auto.s" "$tmp/cdna4pipe_plain.s")
if [ -n "${AITER_DIR:-}" ]; then
  aiter_file "$AITER_DIR" hsa/gfx950/bf16gemm/bf16gemm_bf16_tn_256x256.co \
    "$tmp/aiter_bf16gemm_256x256.co"
  kernels+=("$tmp/aiter_bf16gemm_256x256.co")
fi
for f in "$PEERS"/triton_gfx950_256x256x64_w8_*.s; do
  [ -f "$f" ] && kernels+=("$f")
done

echo "GEMM 8192^3 bf16, MI355X model (256 CUs, 2.4 GHz peak; gemm TF: the chip model"
echo "calibrated by bench/calibrate.sh, bf16 validation median |error| 3.6%, max 16.6%:"
echo "docs/PerfModel.md); measured: AITER's hand-written 256x256 kernel 1596.6;"
echo "published: Triton 1091, HipKittens 1610, hipBLASLt 1575 TFLOP/s, peak about 2500"
for f in "${kernels[@]}"; do
  name="$(basename "${f%.*}")"
  start=$(date +%s%N)
  "$bin/cdna4-perf" "$f" --sweep "$latencies" --gemm 8192,8192,8192 \
    --tile 256x256x64 > "$tmp/$name.txt"
  end=$(date +%s%N)
  echo "$name $(( (end - start) / 1000000 ))" >> "$tmp/wall.txt"
done

printf '\n%-36s %6s %11s %6s %6s %8s %8s  %s\n' kernel L cycles/iter ideal util \
  "loop TF" "gemm TF" "top stalls"
IFS=, read -ra ls <<< "$latencies"
for l in "${ls[@]}"; do
  for f in "${kernels[@]}"; do
    name="$(basename "${f%.*}")"
    sweep_row "$name" "$l" "$tmp/$name.txt" 36
  done
done
echo
echo "model wall time per kernel (3 latencies + gemm estimate), ms:"
awk '{ printf "  %-36s %s\n", $1, $2 }' "$tmp/wall.txt"

[ -n "${AITER_DIR:-}" ] || exit 0
# AITER's 256x256 kernel measured against ours (both modeled at L = 1000).
table="$root/bench/calibration/aiter_mi355x.csv"
gemm_tf() { # KERNEL M,N,K -> the chip model's TFLOP/s
  "$bin/cdna4-perf" "$1" --gemm "$2" --tile 256x256x64 |
    sed -n 's/^gemm modeled: .*, \([0-9.]*\) TFLOP\/s.*/\1/p'
}
echo
echo "AITER's 256x256 kernel (measured on MI355X) against ours (modeled), TFLOP/s;"
echo "auto/measured: ours against AITER's measured figure, auto/modeled: against"
echo "AITER's on the same model;"
echo "model error on the bf16 validation rows: median 3.6%, max 16.6% (AITER's 256x256: 3.9%, 16.6%)"
"$bin/cdna4-compile" "$example" --arch gfx950 --schedule pingpong \
  -o "$tmp/cdna4pipe_pingpong4.s"
printf '%-16s %8s %16s %9s %10s %9s %15s %15s\n' "M x N x K" "AITER" \
  "AITER modeled" "ours auto" "ours plain" "ours pp/4" "auto/measured" \
  "auto/modeled"
for shape in 8192,8192,8192 4096,4096,4096 8192,4096,4096 8192,6144,12288 \
  4096,5120,1280; do
  IFS=, read -r m n k <<< "$shape"
  # Columns by their header names: the table gains columns.
  measured=$(awk -F, -v m="$m" -v n="$n" -v k="$k" '
    NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
    $col["family"] == "bf16-256" && $col["M"] == m && $col["N"] == n &&
    $col["K"] == k { print $col["measured_tflops"]; exit }' "$table")
  [ -n "$measured" ] || continue
  aiter=$(gemm_tf "$tmp/aiter_bf16gemm_256x256.co" "$shape")
  auto=$(gemm_tf "$tmp/cdna4pipe_auto.s" "$shape")
  plain=$(gemm_tf "$tmp/cdna4pipe_plain.s" "$shape")
  pp4=$(gemm_tf "$tmp/cdna4pipe_pingpong4.s" "$shape")
  awk -v s="${m}x${n}x${k}" -v me="$measured" -v a="$aiter" -v o="$auto" \
    -v p="$plain" -v q="$pp4" 'BEGIN {
    printf "%-16s %8.1f %7d (%+5.1f%%) %9d %10d %9d %+14.1f%% %+14.1f%%\n",
    s, me, a, 100 * (a / me - 1), o, p, q, 100 * (o / me - 1), 100 * (o / a - 1) }'
done
