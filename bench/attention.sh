#!/usr/bin/env bash
# Attention forward (bf16, batch 16, 16 heads, sequence 8192, head dim 128;
# non-causal and causal) on the MI355X model (cdna4-perf, docs/PerfModel.md),
# side by side in one run: our kernel (cdna4-attn-gen | cdna4-compile,
# docs/Attention.md) and AITER's hand-written fmha_v3_fwd code objects, all
# timed by the same model, next to the published MI355X measurements of
# AITER and HipKittens for that shape.
#
# usage: bench/attention.sh AITER_DIR
#   AITER_DIR: a checkout of ROCm/aiter, or a bare mirror of it (read with
#   git show; e.g. /work/.mirror/ROCm+aiter/repo). Its code objects are
#   copied to a temporary directory, never into this repository.
#   BUILD_DIR overrides build/; LATENCY (default 1000) the global latency;
#   STAGES our kernel's LDS slots (--num-stages; default: the flow's).
#
# What the model figure is: the steady-state rate of the kernel's main loop
# (cdna4-perf's "modeled TFLOP/s", MFMA flops of one loop iteration of every
# resident workgroup on 256 CUs), at 2.4 GHz and at the clock the calibrated
# chip sustains under the loop's load. cdna4-perf is calibrated on GEMM
# kernels only (docs/PerfModel.md: validation median |error| 3.6%, max
# 16.6% on whole-kernel TFLOP/s of bf16 GEMMs; the last line says so);
# attention loops are not in its calibration set, and the loop rate leaves
# out the prologue and the epilogue.
set -euo pipefail
. "$(dirname "$0")/common.sh"
[ $# -eq 1 ] || { sed -n '9,14p' "$0" >&2; exit 2; }
aiter="$1"
bench_init "${BUILD_DIR:-}" cdna4-attn-gen cdna4-compile cdna4-perf
latency="${LATENCY:-1000}"
stages="${STAGES:-}"
shape=(--batch 16 --heads 16 --seq 8192 --head-dim 128)

# Published MI355X figures (TFLOP/s, B=16, H=16, N=8192, D=128): HipKittens'
# benchmark results, github.com/HazyResearch/HipKittens
# analysis/attn/fwd/benchmark/mi355x_mha_{non_causal,causal}_fwd.json at
# commit e4102ff (key "8192": "tflops" = HipKittens, "tflops_ref" = AITER's
# fmha v3 assembly kernel, the bars of analysis/attn/fwd/plot.py and of the
# paper's attention-forward figure, arXiv:2511.08083).
declare -A published=(
  [non-causal]="AITER 1259, HipKittens 1283"
  [causal]="AITER 1173, HipKittens 1146"
)

# model FILE: "CYCLES UTIL TF24 TFCLK" of cdna4-perf's report.
model() {
  "$bin/cdna4-perf" --latency "$latency" "$1" > "$out/perf.txt"
  awk '
    /^cycles per iteration:/ { cyc = $4 }
    /^matrix pipe utilization:/ { util = $4 }
    /^modeled TFLOP\/s, steady-state loop/ {
      split($0, a, "GHz: "); split(a[2], b, " "); tf = b[1] }
    /^at the clock the chip sustains/ { clk = $NF }
    END { printf "%s %s %s %s\n", cyc, util, tf, clk }' "$out/perf.txt"
}

printf "%-11s %-34s %10s %7s %12s %12s   %s\n" "mask" "kernel" "cyc/iter" \
  "MFMA%" "TF@2.4GHz" "TF@sust.clk" "published MI355X (measured)"
for mask in non-causal causal; do
  flag=""
  co="fwd_hd128_bf16.co"
  if [ "$mask" = causal ]; then
    flag="--causal"
    co="fwd_hd128_bf16_causal.co"
  fi
  "$bin/cdna4-attn-gen" "${shape[@]}" $flag -o "$out/ours.mlir"
  "$bin/cdna4-compile" "$out/ours.mlir" --arch gfx950 \
    ${stages:+--num-stages "$stages"} -o "$out/ours.s" 2>/dev/null
  aiter_file "$aiter" "hsa/gfx950/fmha_v3_fwd/$co" "$out/aiter.co"
  for k in "ours (cdna4-attn-gen, ${stages:-default} slots)|$out/ours.s" \
           "AITER $co|$out/aiter.co"; do
    read -r cyc util tf clk <<< "$(model "${k#*|}")"
    printf "%-11s %-34s %10s %7s %12s %12s   %s\n" "$mask" "${k%%|*}" \
      "$cyc" "$util" "$tf" "$clk" "${published[$mask]}"
  done
done
echo "cdna4-perf error (docs/PerfModel.md, bf16 GEMM validation rows, never fitted): median |error| 3.6%, max 16.6%; attention is outside its calibration set"
