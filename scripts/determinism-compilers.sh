#!/usr/bin/env bash
# scripts/determinism-compilers.sh [BUILD_A [BUILD_B]]: the same bytes
# whatever compiler built the tools. Runs the kernel generators
# (cdna4-gemm-gen, cdna4-attn-gen) of two builds (default: build/, made by
# scripts/build.sh with the system's GCC, and build-sanitize/, made by
# scripts/sanitize.sh with clang) over a list of configurations, compiles
# each gfx950 kernel, and the kernels of test/FrontEnd/external (written
# in IREE's and Triton's styles), with both builds' cdna4-compile, and
# compares every output byte for byte. C++ leaves the order in which a call's arguments are
# evaluated unspecified (GCC and clang differ), so an argument list with two
# op-building calls writes its ops in a compiler-dependent order; this is
# the check for it (docs/Hardening.md). Prints each difference and
# "N outputs compared, N differ, N failed to run"; exits 1 unless both are 0.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
a="${1:-$root/build}/bin"
b="${2:-$root/build-sanitize}/bin"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
compared=0
differ=0
failed=0

# compare NAME: $work/a.out against $work/b.out.
compare() {
  compared=$((compared + 1))
  if ! cmp -s "$work/a.out" "$work/b.out"; then
    differ=$((differ + 1))
    echo "differ: $1"
    diff "$work/a.out" "$work/b.out" | head -6
  fi
}

# run TOOL ARGS...: both builds' TOOL, outputs to a.out / b.out; fails
# (counted, named) when either fails.
run() {
  local tool=$1
  shift
  if ! "$a/$tool" "$@" >"$work/a.out" 2>&1 ||
     ! "$b/$tool" "$@" >"$work/b.out" 2>&1; then
    failed=$((failed + 1))
    echo "failed: $tool $*"
    return 1
  fi
}

# compile NAME: a.out (a kernel) through both builds' cdna4-compile to gfx950
# assembly; a.out / b.out become each one's report and assembly.
compile() {
  cp "$work/a.out" "$work/kernel.mlir"
  local side bin
  for side in a b; do
    bin=$a
    [ "$side" = b ] && bin=$b
    mkdir -p "$work/$side"
    # The same relative paths on both sides: the report names its output.
    if ! (cd "$work/$side" &&
      "$bin/cdna4-compile" ../kernel.mlir --arch gfx950 -o k.s \
        >../$side.out 2>&1 && cat k.s >>../$side.out); then
      failed=$((failed + 1))
      echo "failed: cdna4-compile of $1"
      return
    fi
  done
  compare "cdna4-compile of $1"
}

while read -r args; do
  # shellcheck disable=SC2086
  run cdna4-gemm-gen $args || continue
  compare "cdna4-gemm-gen $args"
  case "$args" in *sm90a*) continue ;; esac
  compile "cdna4-gemm-gen $args"
done <<'CONFIGS'

--dtype f16
--dtype fp8e4m3 --tile 256x256x128
--dtype fp8e5m2 --b-dtype fp8e4m3 --tile 256x256x128
--dtype mxfp8 --tile 256x256x128
--dtype mxfp4 --tile 256x256x256
--dual-b --tile 256x128x64
--dynamic
--dynamic --dtype fp8e4m3 --tile 256x256x128
--a-layout km
--b-layout kn
--a-layout km --b-layout kn --dynamic
--copy-style register
--swizzle none
--waves 4 --tile 128x128x64
--c-dtype f32
--target sm90a --tile 128x128x64
--target sm90a --tile 128x128x64 --schedule pipelined
--target sm90a --tile 128x128x64 --epilogue registers
--target sm90a --tile 64x128x64 --group-m 8 --stages 3
CONFIGS

for args in "" "--causal" "--head-dim 64 --causal --block-n 64"; do
  # shellcheck disable=SC2086
  run cdna4-attn-gen $args || continue
  compare "cdna4-attn-gen $args"
  compile "cdna4-attn-gen $args"
done

# Kernels written elsewhere, in IREE's and Triton's styles (test/FrontEnd/
# external): the front-end path, not the generators'.
for kernel in "$root"/test/FrontEnd/external/*.mlir; do
  cp "$kernel" "$work/a.out"
  compile "$(basename "$kernel")"
done

echo "$compared outputs compared, $differ differ, $failed failed to run"
[ "$differ" -eq 0 ] && [ "$failed" -eq 0 ]
