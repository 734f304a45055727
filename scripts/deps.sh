#!/usr/bin/env bash
# Installs what cdna4pipe needs to build and test, when it is missing.
# Idempotent and non-interactive; works as root on a fresh Debian 12.
# Extra packages named on the command line are installed too (the fuzz and
# sanitizer scripts ask for clang-22 this way).
set -euo pipefail

PKGS=(cmake ninja-build g++ python3
      llvm-22 llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools lld-22
      libgtest-dev
      python3-dev pybind11-dev python3-pytest
      "$@")

missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "cdna4pipe: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
  "${missing[@]}" >/dev/null
