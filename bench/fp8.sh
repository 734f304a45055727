#!/usr/bin/env bash
# FP8 / FP4 GEMMs on the MI355X model (cdna4-perf, docs/PerfModel.md), side by
# side in one run: our bf16 default kernel, our FP8 E4M3 kernels
# (cdna4-gemm-gen --dtype fp8e4m3, 256x256x128 with 8 and 4 waves), our MXFP8
# kernel (--dtype mxfp8, 256x256x128), our MXFP8 x MXFP4 kernel (FP8
# activations, FP4 weights: --dtype mxfp8 --b-dtype mxfp4, 128x256x256), our
# MXFP4 kernels (--dtype mxfp4, 256x256x256 with 8 and 4 waves), AITER's
# FP8 block-scale and FP4 (MXFP4, per-1x32 scales) assembly kernels, all
# timed by the same model at 8192^3 and at one LLM shape (8192x7168x16384);
# next to them AITER's measured MI355X figures for those kernels and shapes
# where its tuning tables have them. Also the ratio of each kernel's loop
# rate to our bf16 kernel's (FP8's matrix cores peak at 2x bf16, FP4's at 4x).
#
# usage: bench/fp8.sh AITER_DIR
#   AITER_DIR: a checkout of ROCm/aiter, or a bare mirror of it (read with
#   git show; e.g. /work/.mirror/ROCm+aiter/repo). Its code objects are
#   copied to a temporary directory, never into this repository.
#   BUILD_DIR overrides build/; LATENCY (default 1000) the global latency.
set -euo pipefail
. "$(dirname "$0")/common.sh"
[ $# -eq 1 ] || { sed -n '14,19p' "$0" >&2; exit 2; }
aiter="$1"
bench_init "${BUILD_DIR:-}" cdna4-gemm-gen cdna4-compile cdna4-perf
latency="${LATENCY:-1000}"
shapes=(8192,8192,8192 8192,7168,16384)


# name | kind (ours: generator flags / aiter: code object path) | tile
kernels=(
  "ours-bf16-256x256x64-w8|ours:|256x256x64"
  "ours-fp8e4m3-256x256x128-w8|ours:--dtype fp8e4m3 --tile 256x256x128|256x256x128"
  "ours-fp8e4m3-256x256x128-w4|ours:--dtype fp8e4m3 --tile 256x256x128 --waves 4|256x256x128"
  "ours-mxfp8-256x256x128-w8|ours:--dtype mxfp8 --tile 256x256x128|256x256x128"
  "ours-mxfp8xfp4-128x256x256-w8|ours:--dtype mxfp8 --b-dtype mxfp4 --tile 128x256x256|128x256x256"
  "ours-mxfp4-256x256x256-w8|ours:--dtype mxfp4 --tile 256x256x256|256x256x256"
  "ours-mxfp4-256x256x256-w4|ours:--dtype mxfp4 --tile 256x256x256 --waves 4|256x256x256"
  "aiter-bf16-256x256|aiter:hsa/gfx950/bf16gemm/bf16gemm_bf16_tn_256x256.co|256x256x64"
  "aiter-fp8-blockscale-128x128|aiter:hsa/gfx950/fp8gemm_blockscale/fp8gemm_bf16_blockscale_BpreShuffle_128x128.co|128x128x128"
  "aiter-fp4-1x32-256x256|aiter:hsa/gfx950/f4gemm/f4gemm_bf16_per1x32Fp4_BpreShuffle_256x256.co|256x256x256"
)
# AITER's measured tables and the kernel names they use.
tables="aiter/configs/a8w8_blockscale_bpreshuffle_tuned_gemm.csv
aiter/configs/a4w4_blockscale_tuned_gemm.csv"
for t in $(git --git-dir "$aiter" ls-tree -r --name-only HEAD aiter/configs/model_configs 2>/dev/null ||
           (cd "$aiter" && ls aiter/configs/model_configs/*)); do
  case "$t" in *blockscale*tuned_gemm*|*bf16_tuned_gemm*) tables="$tables
$t" ;; esac
done
: > "$out/measured.csv"
for t in $tables; do
  aiter_file "$aiter" "$t" "$out/t.csv" 2>/dev/null || continue
  cat "$out/t.csv" >> "$out/measured.csv"
done

measured() { # KERNEL_SYMBOL_PART M,N,K -> best measured TFLOP/s on gfx950
  awk -F, -v k="$1" -v s="$2" '
    BEGIN { split(s, d, ",") }
    $1 == "gfx" { for (i = 1; i <= NF; ++i) if ($i == "tflops") col = i }
    $1 == "gfx950" && $3 == d[1] && $4 == d[2] && $5 == d[3] && index($0, k) &&
      col && $col > best { best = $col }
    END { if (best) printf "%.0f", best; else printf "n/a" }' "$out/measured.csv"
}

printf 'MI355X model (cdna4-perf, global latency %s cycles); measured = AITER tuning tables (gfx950, 256 CUs)\n' "$latency"
printf '%-30s %-16s %8s %7s %8s %9s %7s\n' kernel shape "loop TF" "x bf16" "gemm TF" measured "util"
bf16_loop=""
for entry in "${kernels[@]}"; do
  IFS='|' read -r name kind tile <<< "$entry"
  src="${kind#*:}"
  if [ "${kind%%:*}" = ours ]; then
    # shellcheck disable=SC2086
    "$bin/cdna4-gemm-gen" $src -o "$out/$name.mlir"
    "$bin/cdna4-compile" "$out/$name.mlir" --arch gfx950 -o "$out/$name.s"
    obj="$out/$name.s"
    sym=""
  else
    obj="$out/$name.co"
    aiter_file "$aiter" "$src" "$obj"
    sym="$(basename "$src" .co)"
  fi
  for shape in "${shapes[@]}"; do
    "$bin/cdna4-perf" "$obj" --latency "$latency" --gemm "$shape" --tile "$tile" > "$out/r.txt" 2>&1 ||
      { printf '%-31s %s\n' "$name" "model error: $(tail -1 "$out/r.txt")"; continue; }
    loop=$(sed -n 's/^modeled TFLOP\/s, steady-state loop .*: \([0-9]*\) (peak.*/\1/p' "$out/r.txt")
    gemm=$(sed -n 's/^gemm modeled: .*, \([0-9.]*\) TFLOP\/s.*/\1/p' "$out/r.txt")
    util=$(sed -n 's/^matrix pipe utilization: \([0-9.]*%\).*/\1/p' "$out/r.txt")
    [ -z "$bf16_loop" ] && bf16_loop="$loop"
    ratio=$(awk -v a="$loop" -v b="$bf16_loop" 'BEGIN { printf "%.2f", a / b }')
    meas="n/a"
    [ -n "$sym" ] && meas="$(measured "$sym" "$shape")"
    printf '%-30s %-16s %8s %7s %8s %9s %7s\n' "$name" "${shape//,/x}" \
      "$loop" "${ratio}x" "${gemm:-n/a}" "$meas" "$util"
  done
done
echo
echo "loop TF: the steady-state main loop on 256 CUs at 2.4 GHz; gemm TF: the whole"
echo "launch at the sustained clock (cdna4-perf --gemm: inputs of the element size"
echo "its MFMAs read; calibrated error on AITER's FP8 block-scale / FP4 rows: median"
echo "6.5% / 4.8%, max 24.5% / 35.9%, docs/PerfModel.md); x bf16: loop TF over our"
echo "bf16 kernel's (FP8 peak 2x, FP4 4x; an MFMA with an FP8 source runs at the FP8 rate)."
