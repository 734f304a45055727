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
echo "calibrated by bench/calibrate.sh, bf16 validation median |error| 3.8%, max 30%:"
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
