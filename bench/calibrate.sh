#!/usr/bin/env bash
# cdna4-perf against real MI355X runs (issue 23): every row of the
# calibration table (bench/calibration/aiter_mi355x.csv: AITER's measured
# gfx950 assembly GEMMs and Triton's published 8192^3 figure) on the model,
# measured against modeled TFLOP/s and the error, after fitting the chip's
# fitted parameters (docs/PerfModel.md) on the training rows listed below;
# the training and the validation rows are summarised apart, then each kernel
# family apart (bf16-256, splitk, pf3, triton, fp8-blockscale, fp4). Then the
# same summaries at the model's defaults (which must be the fitted values),
# how far a refit takes the worst row (a tail fit on every row), the runs
# AITER's tables measured twice, against the model at them, and by the
# commit that recorded the older figure, and the
# validation errors by the commit that recorded each figure, with the signed
# error of its short (under 25 us) and long launches apart
# (bench/calibration/remeasured.py).
#
# usage: bench/calibrate.sh AITER_DIR
#   AITER_DIR: a checkout of ROCm/aiter, or a bare mirror of it (read with
#   git show; e.g. /work/.mirror/ROCm+aiter/repo). The code objects are read
#   from it and never copied into this repository. BUILD_DIR overrides build/.
set -euo pipefail
. "$(dirname "$0")/common.sh"
[ $# -eq 1 ] || { sed -n '17,20p' "$0" >&2; exit 2; }
aiter="$1"
bench_init "${BUILD_DIR:-}" cdna4-perf
table="$root/bench/calibration/aiter_mi355x.csv"

# The code objects the table names, from the checkout or the bare mirror:
# bf16 kernels in hsa/gfx950/bf16gemm/, FP8 block-scale ones in
# fp8gemm_blockscale/, FP4 ones in f4gemm/.
objects="$out/objects"
mkdir -p "$objects"
awk -F, 'NR > 1 && $4 ~ /\.co$/ {
  dir = $2 == "fp8-blockscale" ? "fp8gemm_blockscale" : $2 == "fp4" ? "f4gemm" : "bf16gemm"
  print dir "/" $4 }' "$table" | sort -u |
while read -r co; do
  aiter_file "$aiter" "hsa/gfx950/$co" "$objects/${co#*/}"
done
cp "$root/test/Perf/Inputs/triton_gfx950_256x256x64_w8_s2.s" "$objects/"

# Training rows: every third row of each part of the table, declared here,
# never chosen by their errors: the bf16 AITER rows (ids 1, 4, ..., 511: 171
# of 513) and the FP4 and FP8 block-scale rows (ids 515, 518, ..., 2330: 606
# of 1818); 777 of 2332 rows in all. Every other row is a validation row,
# Triton's (514) among them.
TRAIN_BF16=$(seq -s, 1 3 511)
TRAIN="$TRAIN_BF16,$(seq -s, 515 3 2332)"

echo "== fitted on the training rows"
"$bin/cdna4-perf" --calibrate "$table" --objects "$objects" --train "$TRAIN" --fit
echo
echo "== at the model's defaults (MachineParams)"
"$bin/cdna4-perf" --calibrate "$table" --objects "$objects" --train "$TRAIN" \
  > "$out/defaults.txt"
grep -E '^(chip parameters|training|validation)' "$out/defaults.txt"
# The bf16 corpus the fit draws from (ids 1-514: AITER's bf16 kernels and
# Triton) summarised on its own, as the issue's targets count it.
echo
echo "== bf16 rows only (ids 1-514), at the model's defaults"
awk -F, '/^#/ || $1 == "id" || $1 <= 514' "$table" > "$out/bf16.csv"
"$bin/cdna4-perf" --calibrate "$out/bf16.csv" --objects "$objects" \
  --train "$TRAIN_BF16" | grep -E '^(training|validation):'

# How far the parameters alone can take the worst row: a tail fit (the mean
# |error|^16 of the TFLOP/s) on every row, the validation rows included. A
# bound on what refitting can do, not a validation: no parameter of the
# model is set from it.
echo
echo "== how far a refit takes the worst row: a tail fit (--fit-power 16) on every row, validation rows included (a bound, not a validation)"
"$bin/cdna4-perf" --calibrate "$table" --objects "$objects" \
  --train "$(awk -F, '$1 ~ /^[0-9]+$/ { print $1 }' "$table" | paste -sd,)" \
  --fit --fit-power 16 |
  grep -E '^(chip parameters|training)'

# AITER's tables measured some kernels twice at one shape: how far apart,
# against the model at its defaults (bench/calibration/remeasured.py; it
# follows the tables' history, so it needs a mirror or a git checkout).
echo
echo "== AITER's re-measurements of one code object at one shape (apart by more than 10%), the model at its defaults"
if git --git-dir "$aiter" rev-parse -q --verify HEAD >/dev/null 2>&1 ||
   git -C "$aiter" rev-parse -q --verify HEAD >/dev/null 2>&1; then
  python3 "$root/bench/calibration/remeasured.py" --apart 10 "$aiter" \
    "$out/defaults.txt"
  echo
  echo "== the validation rows by the commit that recorded their figures, with the signed error of short and long launches (a report: the model does not use it)"
  python3 "$root/bench/calibration/remeasured.py" --origins "$aiter" \
    "$out/defaults.txt"
else
  echo "(skipped: $aiter has no git history)"
fi
