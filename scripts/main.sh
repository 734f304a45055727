#!/usr/bin/env bash
# The main job on the shipped example: install, build, then run the example
# kernel through cdna4-opt (parse, verify, print).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/build.sh"
BUILD_DIR="${BUILD_DIR:-$root/build}"
"$BUILD_DIR/bin/cdna4-opt" "$root/examples/stage.mlir"
