#!/usr/bin/env bash
# scripts/sanitize.sh: configures a separate build (build-sanitize/) with
# clang-22 and -fsanitize=address,undefined over the whole project, builds
# it and runs the whole test suite (lit + unit tests, through CTest) on it.
# Every sanitizer report is written to build-sanitize/sanitizer-reports/ and
# aborts the process that made it (so the test fails, `not` included). Exits
# 0 only when every test passes and there are 0 reports. docs/Hardening.md.
# Takes about 30 minutes on 2 cores (JOBS=N to change the parallelism).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
BUILD_DIR="${SANITIZE_BUILD_DIR:-$root/build-sanitize}"
JOBS="${JOBS:-$(nproc)}"

"$root/scripts/deps.sh"
need=()
for p in clang-22 libclang-rt-22-dev; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || need+=("$p")
done
if [ ${#need[@]} -ne 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq \
    --no-install-recommends "${need[@]}" >/dev/null
fi

if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  cmake -G Ninja -S "$root" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    -DCDNA4PIPE_SANITIZERS=address,undefined "${launcher[@]}" >/dev/null
fi
start=$(date +%s)
cmake --build "$BUILD_DIR" -- -j"$JOBS"
built=$(date +%s)

reports="$BUILD_DIR/sanitizer-reports"
rm -rf "$reports"
mkdir -p "$reports"
# log_path: one file per reporting process; abort_on_error: a report kills
# the process with SIGABRT, which `not` does not mistake for an expected
# failure.
export ASAN_OPTIONS="log_path=$reports/asan:abort_on_error=1:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="log_path=$reports/ubsan:abort_on_error=1:print_stacktrace=1:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$root/scripts/lsan.supp:print_suppressions=0"
rc=0
ctest --test-dir "$BUILD_DIR" --output-on-failure -j"$JOBS" || rc=$?
done_at=$(date +%s)

n=$(find "$reports" -type f | wc -l)
echo "sanitize: build $((built - start)) s, tests $((done_at - built)) s," \
     "ctest exit $rc, $n sanitizer report(s) in $reports"
if [ "$n" -ne 0 ]; then
  for f in $(find "$reports" -type f | head -5); do
    echo "== $f"; head -30 "$f"
  done
fi
[ "$rc" -eq 0 ] && [ "$n" -eq 0 ]
