#!/usr/bin/env bash
# Simulator speed: one 256x256 workgroup tile, K=1024, 8 waves, one policy.
# usage: bench/sim.sh [POLICY]   (default lazy/rr; BUILD_DIR overrides build/)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
BUILD_DIR="${BUILD_DIR:-$root/build}"
policy="${1:-lazy/rr}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
python3 "$root/bench/tile_kernel.py" 512 512 1024 256 256 4 2 > "$tmp/k256.mlir"
start=$(date +%s.%N)
"$BUILD_DIR/bin/cdna4-sim" "$tmp/k256.mlir" --gemm 512,512,1024 --blocks 1 \
  --policy "$policy" --sim-stats
end=$(date +%s.%N)
echo "wall (parse + lower + decode + simulate + check): $(echo "$end - $start" | bc) s"
