#!/usr/bin/env bash
# Simulator speed: one 256x256 workgroup tile of the real flow's default
# kernel (256x256x64, 8 waves, bf16), K = $K (default 1024: 16 K-tiles), one
# policy, at the interleaved level (cdna4-sim lowers it) and at the LLVM +
# ROCDL level (lowered by cdna4-opt --cdna4pipe-to-gfx950, verifier on).
#
# usage: bench/sim.sh [POLICY]          (default lazy/rr)
#   BUILD_DIR=...       the build measured (default build/)
#   BASE_BUILD_DIR=...  a second build (e.g. of the commit before a change):
#                       both are measured in one run and printed side by side
#                       (best of REPEAT=3 simulation times), and their outputs
#                       on the bench kernels and the shipped examples are
#                       compared byte for byte (timings removed)
#   COUNT=1             also count the instructions executed inside
#                       Simulator::runWorkgroup with valgrind (callgrind), a
#                       figure that does not depend on the machine's load
#   K=...               the problem's K (default 1024)
set -euo pipefail
. "$(dirname "$0")/common.sh"
bench_init "${BUILD_DIR:-}" cdna4-gemm-gen cdna4-opt cdna4-sim
BUILD_DIR="$build"
BASE_BUILD_DIR="${BASE_BUILD_DIR:-}"
REPEAT="${REPEAT:-3}"
COUNT="${COUNT:-0}"
K="${K:-1024}"
policy="${1:-lazy/rr}"
tmp="$out"
"$bin/cdna4-gemm-gen" -m 256 -n 256 -k "$K" |
  "$bin/cdna4-opt" --cdna4pipe-software-pipeline=num-stages=2 \
    --cdna4pipe-form-stages --cdna4pipe-interleave=stages=4 -o "$tmp/l3.mlir"
"$bin/cdna4-opt" "$tmp/l3.mlir" --cdna4pipe-to-gfx950='input-level=3 schedule=default' \
  -o "$tmp/l4.mlir"
run() { # BIN LEVEL -> cdna4-sim output
  "$1/cdna4-sim" "$tmp/$2.mlir" --gemm 256,256,"$K" --blocks 1 \
    --policy "$policy" --sim-stats
}
secs() { sed -n 's/^stats: \([0-9.]*\) s.*/\1/p'; }

if [ -z "$BASE_BUILD_DIR" ]; then
  for level in l3 l4; do
    echo "== $level ($([ $level = l3 ] && echo interleaved || echo 'LLVM + ROCDL'))"
    start=$(date +%s.%N)
    run "$bin" $level
    end=$(date +%s.%N)
    echo "wall (parse + lower + decode + simulate + check): $(echo "$end - $start" | bc) s"
  done
  exit 0
fi

base="$BASE_BUILD_DIR/bin"
best() { # BIN LEVEL -> best simulation seconds of REPEAT runs
  local b=999
  for _ in $(seq "$REPEAT"); do
    s=$(run "$1" "$2" | secs)
    b=$(echo "if ($s < $b) $s else $b" | bc)
  done
  echo "$b"
}
pct() { echo "scale=1; 100 * ($2 - $1) / $1" | bc; }
echo "== simulator: base ($BASE_BUILD_DIR) vs new ($BUILD_DIR)"
echo "   256x256x$K, tile 256x256x64, 8 waves, 1 workgroup, policy $policy, best of $REPEAT"
printf '%-22s %12s %12s %9s\n' level "base s" "new s" change
for level in l3 l4; do
  b=$(best "$base" $level)
  n=$(best "$bin" $level)
  printf '%-22s %12s %12s %8s%%\n' "$level ($([ $level = l3 ] && echo interleaved || echo LLVM+ROCDL))" "$b" "$n" "$(pct "$b" "$n")"
done

if [ "$COUNT" = 1 ]; then
  echo "== instructions executed in Simulator::runWorkgroup (valgrind --tool=callgrind), l4"
  count() {
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" \
      --toggle-collect='mlir::cdna4pipe::sim::Simulator::runWorkgroup*' \
      "$1/cdna4-sim" "$tmp/l4.mlir" --gemm 256,256,"$K" --blocks 1 \
      --policy "$policy" 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
  }
  b=$(count "$base")
  n=$(count "$bin")
  printf '%-22s %12s %12s %8s%%\n' "instructions" "$b" "$n" "$(pct "$b" "$n")"
fi

echo "== outputs, base vs new (stdout + stderr + exit code, timings removed)"
strip() { sed -E 's/^stats: [0-9.]+ s, ([0-9]+ wave-instructions) \([0-9.]+ M\/s\)/stats: \1/'; }
same=0 differ=0
compare() { # LABEL FILE ARGS...
  local label=$1 file=$2
  shift 2
  a=$("$base/cdna4-sim" "$file" "$@" 2>&1 | strip; echo "exit ${PIPESTATUS[0]}")
  b=$("$bin/cdna4-sim" "$file" "$@" 2>&1 | strip; echo "exit ${PIPESTATUS[0]}")
  if [ "$a" = "$b" ]; then
    same=$((same + 1))
    echo "  same    $label: $(echo "$b" | tail -2 | head -1)"
  else
    differ=$((differ + 1))
    echo "  DIFFER  $label"
    diff <(echo "$a") <(echo "$b") | head -10
  fi
}
for level in l3 l4; do
  compare "bench $level, all policies" "$tmp/$level.mlir" --gemm 256,256,"$K" \
    --blocks 1 --policy all --sim-stats
done
sed '/rocdl.s.waitcnt/d' "$tmp/l4.mlir" >"$tmp/nowait.mlir"
compare "bench l4 without waits (races)" "$tmp/nowait.mlir" \
  --gemm 256,256,"$K" --blocks 1 --policy lazy/rr,issue/ahead
for ex in "$root"/examples/gemm_*.mlir; do
  m=$(sed -n 's/.* m = \([0-9]*\) : i64.*/\1/p' "$ex" | head -1)
  compare "examples/$(basename "$ex")" "$ex" --gemm "$m,$m,$m" --blocks 1 \
    --policy lazy/rr,random/random --sim-stats
done
echo "$same same, $differ differ"
[ "$differ" = 0 ]
