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

. "$root/scripts/clang-build.sh"
clang_build_configure "$BUILD_DIR" -DCDNA4PIPE_SANITIZERS=address,undefined
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
