#!/usr/bin/env bash
# Register-staged copies (what a Triton-like front end writes) against the
# DMA form (issue 13). For each kernel: cdna4-gemm-gen --copy-style dma and
# --copy-style register, both compiled by cdna4-compile (which runs
# cdna4pipe-lds-dma and cdna4pipe-bare-barriers first), the schedule report
# of the final assembly side by side, whether the main loops are the same
# instructions (registers renamed away), and cdna4-sim's verdict and error
# for both on a small problem. With tools/cdna4-perf built, its modeled
# cycles too.
#
#   bench/ldsdma.sh [BUILD_DIR]
set -euo pipefail
. "$(dirname "$0")/common.sh"
bench_init "${1:-}" cdna4-gemm-gen cdna4-compile cdna4-sim
gen="$bin/cdna4-gemm-gen"
compile="$bin/cdna4-compile"
sim="$bin/cdna4-sim"
perf="$bin/cdna4-perf"

# name | generator flags | sim problem
kernels=(
  "256x256x64/8w bf16 xor||512,512,256"
  "256x256x64/8w bf16 none|--swizzle=none|512,512,256"
  "128x128x64/4w f16 xor|--tile=128x128x64 --waves=4 --dtype=f16|256,256,256"
)

# The main loop's instructions with registers and labels renamed away.
loop_body() {
  awk '/Loop Header/{n=1} n{print} n&&/s_cbranch/{exit}' "$1" |
    grep -vE '^\s*(;|\.)' |
    sed -E 's/[vsa]\[[0-9]+:[0-9]+\]/R/g; s/\b[vsa][0-9]+\b/R/g; s/\.LBB[0-9_]+/L/g'
}

for entry in "${kernels[@]}"; do
  IFS='|' read -r name genflags problem <<<"$entry"
  IFS=',' read -r m n k <<<"$problem"
  echo "== $name"
  for style in dma register; do
    # shellcheck disable=SC2086
    "$gen" $genflags --copy-style=$style -o "$out/$style.mlir"
    "$compile" "$out/$style.mlir" --arch gfx950 --report \
      -o "$out/$style.s" >"$out/$style.report" 2>&1
    # shellcheck disable=SC2086
    "$gen" $genflags --copy-style=$style --m "$m" --n "$n" --k "$k" \
      -o "$out/$style.small.mlir"
    "$sim" "$out/$style.small.mlir" --gemm "$problem" --policy all \
      >"$out/$style.sim" 2>&1 || true
    "$compile" "$out/$style.small.mlir" --arch gfx950 -o "$out/$style.small.l4.mlir"
    "$sim" "$out/$style.small.l4.mlir" --gemm "$problem" --policy all \
      >"$out/$style.l4.sim" 2>&1 || true
  done
  printf '  %-22s %-40s %s\n' "" "dma" "register"
  field() { # $1 = report, $2 = key: the value after "key:" or "key (...):"
    awk -v k="$2" '{ sub(/^ +/, "") }
      index($0, k ":") == 1 || index($0, k " (") == 1 {
        sub(/^[^:]*: /, ""); print; exit }' "$1"
  }
  for key in "lds dma" "ds_read" "ds_write" "s_waitcnt vmcnt" "s_barrier" "mfma" \
    "vgpr+agpr" "sgpr" "occupancy"; do
    d=$(field "$out/dma.report" "$key")
    r=$(field "$out/register.report" "$key")
    printf '  %-22s %-40s %s\n' "$key" "${d:0:40}" "$r"
  done
  if diff -q <(loop_body "$out/dma.s") <(loop_body "$out/register.s") >/dev/null; then
    echo "  main loop: same instructions ($(loop_body "$out/dma.s" | wc -l) lines)"
  else
    printf '  %-22s %-40s %s\n' "main loop instrs" \
      "$(loop_body "$out/dma.s" | wc -l)" \
      "$(loop_body "$out/register.s" | wc -l) ($(diff <(loop_body "$out/dma.s") <(loop_body "$out/register.s") | grep -c '^[<>]') diff lines, registers renamed)"
  fi
  for level in "" ".l4"; do
    d=$(grep -E '^(PASS|FAIL)' "$out/dma$level.sim" | head -1)
    r=$(grep -E '^(PASS|FAIL)' "$out/register$level.sim" | head -1)
    de=$(grep -m1 -oE 'max abs err [0-9.e+-]+' "$out/dma$level.sim" || true)
    re=$(grep -m1 -oE 'max abs err [0-9.e+-]+' "$out/register$level.sim" || true)
    label=$([ -z "$level" ] && echo "sim (as written)" || echo "sim (compiled)")
    printf '  %-22s %-40s %s\n' "$label" "${d%%:*} ${de}" "${r%%:*} ${re}"
  done
  if [ -x "$perf" ]; then
    for key in "cycles per iteration" "matrix pipe utilization"; do
      d=$("$perf" "$out/dma.s" 2>&1 | grep -m1 "^$key" | cut -d: -f2- || true)
      r=$("$perf" "$out/register.s" 2>&1 | grep -m1 "^$key" | cut -d: -f2- || true)
      printf '  %-22s %-40s %s\n' "${key:0:22}" "${d:0:40}" "${r:0:40}"
    done
  fi
done
