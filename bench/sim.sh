#!/usr/bin/env bash
# Simulator speed: one 256x256 workgroup tile of the real flow's default
# kernel (256x256x64, 8 waves, bf16), K = 1024 (16 K-tiles), one policy, at
# the interleaved level (cdna4-sim lowers it) and at the LLVM + ROCDL level
# (lowered by cdna4-opt --cdna4pipe-to-gfx950, verifier on).
# usage: bench/sim.sh [POLICY]   (default lazy/rr; BUILD_DIR overrides build/)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
BUILD_DIR="${BUILD_DIR:-$root/build}"
bin="$BUILD_DIR/bin"
policy="${1:-lazy/rr}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$bin/cdna4-gemm-gen" -m 256 -n 256 -k 1024 |
  "$bin/cdna4-opt" --cdna4pipe-software-pipeline=num-stages=2 \
    --cdna4pipe-form-stages --cdna4pipe-interleave=stages=4 -o "$tmp/l3.mlir"
"$bin/cdna4-opt" "$tmp/l3.mlir" --cdna4pipe-to-gfx950=input-level=3 \
  -o "$tmp/l4.mlir"
for level in l3 l4; do
  echo "== $level ($( [ $level = l3 ] && echo interleaved || echo 'LLVM + ROCDL'))"
  start=$(date +%s.%N)
  "$bin/cdna4-sim" "$tmp/$level.mlir" --gemm 256,256,1024 --blocks 1 \
    --policy "$policy" --sim-stats
  end=$(date +%s.%N)
  echo "wall (parse + lower + decode + simulate + check): $(echo "$end - $start" | bc) s"
done
