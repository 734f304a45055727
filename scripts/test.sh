#!/usr/bin/env bash
# Installs, builds and runs every test (lit suite + unit tests) through CTest.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/build.sh"
BUILD_DIR="${BUILD_DIR:-$root/build}"
ctest --test-dir "$BUILD_DIR" --output-on-failure -j "$(nproc)"
